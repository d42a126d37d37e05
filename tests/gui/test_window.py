"""The window: menus, the scorepad area, the status line, resizing without overlap, settings, screenshots."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.items import CardItem, SeatPlate
from spades_desktop.gui.layout import Rect
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed, app_settings, load_card_style, load_speed
from spades_desktop.rules import load_preset

from .conftest import human_view, play_until, setup_for, simple_bots, start, wait_for_human


def menu_texts(win: MainWindow) -> list[str]:
    out = []
    for menu_action in win.menuBar().actions():
        menu = menu_action.menu()
        out.append(menu_action.text().replace("&", ""))
        for action in menu.actions():  # type: ignore[union-attr]
            out.append(action.text().replace("&", ""))
    return out


def test_the_window_opens_with_its_menus_scorepad_and_status(qtbot: QtBot, window: MainWindow) -> None:
    texts = menu_texts(window)
    for wanted in ("Game", "New game…", "Quit", "View", "Show last trick", "Animation speed", "Card style",
                   "Help", "Hint", "Rules of this game", "About Spades Desktop"):
        assert wanted in texts, wanted
    pad = window.scorepad  # built after the first paint (start-up), or when first asked for
    assert window.scorepad_dock.widget() is pad
    assert not window.scorepad_dock.isHidden()
    assert "New game" in window.status()


# What the status line says in each state (it always says what the game waits for).
EXPECTED = {
    State.ANIMATING: "cards are moving",
    State.BOT_THINKING: "Waiting for",
    State.HAND_OVER: "Next hand",
    State.GAME_OVER: "Game over",
}


def test_the_status_line_always_says_what_the_game_waits_for(qtbot: QtBot, window: MainWindow) -> None:
    seen: list[tuple[State, str]] = []
    window.controller.state_changed.connect(lambda: seen.append((window.controller.state, window.status())))
    start(qtbot, window, setup_for(seed=41, target=60, mercy=-60))
    for _ in range(300):
        state = wait_for_human(qtbot, window)
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
            continue
        view = human_view(window)
        status = window.status()
        if view.phase is Phase.BID:
            assert status.startswith("Your bid"), status
        elif view.phase is Phase.PLAY:
            assert status.startswith(("Your lead", "Your turn")), status
        window.controller.submit(view.legal[0])
    assert window.controller.state is State.GAME_OVER
    states = {state for state, _ in seen}
    assert {State.ANIMATING, State.BOT_THINKING, State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER} <= states
    for state, text in seen:
        assert text.strip().endswith((".", "…", ")")), (state, text)
        if state in EXPECTED:  # the last hand's summary has "See the result", and the status line says so
            assert EXPECTED[state] in text or (state is State.HAND_OVER and "See the result" in text), (state, text)


def scene_groups(win: MainWindow) -> dict[str, Rect]:
    """The boxes of what is really on the table now: plates, the hand, each seat's backs, the trick."""
    table = win.table_view.table
    groups: dict[str, Rect] = {}

    def add(name: str, box: Rect) -> None:
        groups[name] = groups[name].united(box) if name in groups else box

    model = table.model
    assert model is not None
    for item in table.items():
        rect = item.sceneBoundingRect()
        if isinstance(item, SeatPlate):
            add(f"plate{item.seat}", Rect(rect.x(), rect.y(), rect.width(), rect.height()))
        elif isinstance(item, CardItem):
            box = item.scene_rect()
            if item.key[0] == "b" and item.key[1] != model.bottom:
                add(f"backs{item.key[1]}", box)
            elif item.card is not None and any(item.card == c for _, c in model.trick):
                add("trick", box)
            else:
                add("hand", box)
    return groups


@pytest.mark.parametrize(("width", "height"), [(800, 600), (2560, 1440), (1280, 800), (900, 650)])
def test_the_table_lays_out_without_overlap(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    start(qtbot, window, setup_for(seed=42))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).trick) >= 2)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width or window.table_view.viewport().width() > 0)
    view = window.table_view
    table = view.table
    groups = scene_groups(window)
    assert {"hand", "trick", "plate0", "plate1", "backs1", "backs2", "backs3"} <= set(groups)
    bounds = Rect(0, 0, view.viewport().width(), view.viewport().height())
    names = sorted(groups)
    for i, a in enumerate(names):
        assert bounds.contains(groups[a], 2), (a, groups[a], bounds)
        for b in names[i + 1:]:
            assert not groups[a].intersects(groups[b]), (a, b, groups[a], groups[b])
    layout = table.layout
    assert layout is not None and (layout.width, layout.height) == (bounds.w, bounds.h)


def test_speed_and_card_style_are_remembered(qtbot: QtBot, window: MainWindow) -> None:
    window.speed_actions[Speed.SLOW].trigger()
    assert window.table_view.table.speed == Speed.SLOW.factor
    window.four_colour_action.trigger()
    window.large_index_action.trigger()
    settings = app_settings()
    assert load_speed(settings) is Speed.SLOW
    style = load_card_style(settings)
    assert style.four_colour and style.large_index
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.renderer.style == style
    assert again.speed is Speed.SLOW
    window.set_speed(Speed.OFF)


def test_show_last_trick_shows_the_four_cards_and_the_winner(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=43))
    window.last_trick_action.trigger()
    assert "No trick" in window.status()
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).completed_tricks) >= 1)
    window.last_trick_action.trigger()
    dialog = window._last_dialog
    game = window.controller.game
    assert game is not None
    view = human_view(window)
    assert set(dialog.card_labels) == {s for s, _ in view.completed_tricks[-1]}
    winner_name = ["You", "Wes", "Nora", "Ethan"][view.trick_winners[-1]]
    assert dialog.summary.text().startswith(f"{winner_name} won the trick")
    dialog.close()


def test_rules_of_this_game_shows_the_presets_rules_card(qtbot: QtBot, window: MainWindow) -> None:
    preset = load_preset("standard")
    start(qtbot, window, replace(setup_for(preset.rules, seed=44), preset_id="standard",
                                 preset_name=preset.name_in("en")))
    window.rules_action.trigger()
    text = window._rules_dialog.text_widget.toPlainText()  # type: ignore[attr-defined]
    assert preset.name_in("en") in text
    window._rules_dialog.close()


def test_screenshots_at_three_sizes(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=45))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).trick) >= 2)
    for width, height in ((1280, 800), (1920, 1080), (900, 650)):
        window.resize(width, height)
        image = window.grab()
        path = tmp_path / f"table-{width}x{height}.png"
        assert image.save(str(path))
        assert (image.width(), image.height()) == (width, height)
        assert path.stat().st_size > 20_000


def test_a_bot_fault_is_reported_and_the_game_goes_on(qtbot: QtBot, window: MainWindow) -> None:
    class Broken:
        def choose(self, view: object) -> object:
            raise RuntimeError("boom")

        def explain(self) -> str:
            return ""

    notices: list[str] = []
    window.controller.notice.connect(notices.append)
    window.controller.player_factory = lambda level, seed: Broken()  # type: ignore[assignment,return-value]
    start(qtbot, window, setup_for(seed=46))
    assert window.controller.state is State.HUMAN_TURN
    assert notices and "mistake" in notices[0]
    window.controller.player_factory = simple_bots  # type: ignore[assignment]


def test_an_unfinished_game_is_saved_and_resumed(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    start(qtbot, window, setup_for(seed=47))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).completed_tricks) >= 2)
    game = window.controller.game
    assert game is not None
    actions = [list(log.actions) for log in game.hands_log]
    path = window.autosave_path()
    assert path is not None and path.is_file()
    window.close()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    again = MainWindow()
    again.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(again)
    again.set_speed(Speed.OFF)
    again.show()
    again.start()
    wait_for_human(qtbot, again)
    resumed = again.controller.game
    assert resumed is not None and [list(log.actions) for log in resumed.hands_log] == actions
    assert again.controller.setup is not None and again.controller.setup.seats[1].name == "Wes"
    model = again.table_view.table.model
    assert model is not None and model.differences(resumed.view(0)) == []
    assert len(again.table_view.table.hand_cards()) == len(resumed.view(0).hand or ())
    again.close()
