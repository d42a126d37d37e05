"""A new player's review of the table: who won the trick, why a card cannot be played, the scorepad's key, the
score's minus sign, opaque panels, the preset list's order, what "Restart with the same cards" does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Phase, Play
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

from .conftest import (
    click,
    human_view,
    legal_cards,
    play_until,
    setup_for,
    start,
    viewport_point,
    wait_for_human,
)


def _last_to_play(win: MainWindow) -> bool:
    view = human_view(win)
    return view.phase is Phase.PLAY and len(view.trick) == view.rules.players - 1


def test_i_can_see_who_won_the_trick_before_the_cards_sweep_away(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    play_until(qtbot, window, _last_to_play)
    table = window.table_view.table
    window.set_speed(Speed.NORMAL)
    card = legal_cards(window)[0]
    qtbot.mouseDClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                      pos=viewport_point(window, card))
    qtbot.waitUntil(lambda: table.winning_card is not None, timeout=3000)
    view = window.controller.game.view(window.controller.bottom)  # type: ignore[union-attr]
    winner = view.trick_winners[-1]
    assert winner is not None
    winning = dict(view.completed_tricks[-1])[winner]
    assert table.winning_card == winning
    item = table.card_item(winning)
    assert item is not None and item.won, "the winning card glows"
    others = [table.card_item(c) for s, c in view.completed_tricks[-1] if s != winner]
    assert all(o is not None and not o.won and o.zValue() < item.zValue() for o in others), "it lies on top"
    name = window.table_view.names()[winner]
    expected = "You win the trick" if name == "You" else f"{name} wins the trick"
    assert table.note.isVisible() and table.note.text == expected
    qtbot.waitUntil(lambda: window.controller.state in (State.HUMAN_TURN, State.HAND_OVER), timeout=10_000)
    assert not table.note.isVisible() and table.winning_card is None, "gone with the sweep"


def test_with_animations_off_the_trick_goes_at_once(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    play_until(qtbot, window, _last_to_play)
    table = window.table_view.table
    shown: list[object] = []
    table.changed_hook = lambda: shown.append(table.winning_card)
    assert window.controller.submit(Play(legal_cards(window)[0])) is None
    assert set(shown) <= {None} and not table.note.isVisible()


def _must_follow(win: MainWindow) -> bool:
    view = human_view(win)
    return view.phase is Phase.PLAY and bool(view.trick) and len(legal_cards(win)) < len(view.hand or ())


def test_one_click_on_a_card_i_cannot_play_tells_me_why(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    play_until(qtbot, window, _must_follow)
    view = human_view(window)
    bad = next(c for c in view.hand or () if c not in legal_cards(window))
    said: list[str] = []
    window.table_view.table.message.connect(said.append)
    click(window, bad)
    assert said, "one click says why"
    assert said[-1] == window.controller.submit(Play(bad)), "in the engine's words, as a drag is told"
    assert "follow" in said[-1]
    assert window.table_view.table.focus_card != bad, "it is not marked chosen"
    item = window.table_view.table.card_item(bad)
    assert item is not None and not item.marked
    assert human_view(window).hand == view.hand, "nothing was played"


def test_the_scorepad_key_lists_only_the_marks_i_can_see(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    pad, dock = window.scorepad, window.scorepad_dock
    key = pad.findChild(QLabel, "scorepadLegend")
    assert key is not None
    window.resizeDocks([dock], [100], Qt.Orientation.Horizontal)  # the pad's least width
    qtbot.waitUntil(lambda: pad.mode() == "tiny")
    assert "contract not made" not in key.accessibleDescription(), "the narrowest pad writes no 'set'"
    assert "nil failed" in key.accessibleDescription(), "the crossed nil is drawn in the bid column at every width"
    window.resizeDocks([dock], [270], Qt.Orientation.Horizontal)  # the first start's: "set" under the tricks
    qtbot.waitUntil(lambda: pad.mode() == "narrow")
    assert "contract not made" in key.accessibleDescription()
    window.resizeDocks([dock], [560], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: pad.mode() == "full")
    assert "contract not made" in key.accessibleDescription()
    assert "set" in key.text(), "the key under the pad, not only its description"


def test_a_losing_score_reads_with_a_minus_sign_not_a_dash_and_a_hyphen(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3, hand_limit=1))
    while (state := wait_for_human(qtbot, window)) is not State.GAME_OVER:
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
            continue
        legal = human_view(window).legal
        bids = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        move = max(bids, key=lambda b: b.tricks) if bids else next((a for a in legal if isinstance(a, Play)), legal[0])
        assert window.controller.submit(move) is None
    totals = window.controller.game.scores  # type: ignore[union-attr]
    assert min(totals) < 0, "a bid of 13 is set"
    banner = window.scorepad.findChild(QLabel, "scorepadWinner")
    assert banner is not None and banner.isVisible()
    status = window.status_label.text()
    for text in (banner.text(), status):
        assert f"{max(totals)} to \u2212{-min(totals)}" in text, text
        assert "-" not in text.replace("Spades-", "") and "\u2013" not in text


def _bg_share(win: MainWindow, panel: QWidget) -> float:
    """The share of the panel's inside painted exactly in the panel's colour (none when the felt shows through)."""
    image = win.table_view.viewport().grab(panel.geometry()).toImage()
    bg = QColor(8, 30, 19).rgb()
    inset = 16
    points = [(x, y) for x in range(inset, image.width() - inset, 3) for y in range(inset, image.height() - inset, 3)]
    return sum(image.pixel(x, y) == bg for x, y in points) / max(1, len(points))


def test_the_hand_and_game_over_panels_hide_the_table_under_them(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3, hand_limit=1))
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        legal = human_view(window).legal
        assert window.controller.submit(next((a for a in legal if isinstance(a, Play)), legal[-1])) is None
    summary = window.table_view.summary_panel
    assert summary.isVisible()
    assert _bg_share(window, summary) > 0.3, "the hand's summary is opaque"
    window.table_view.continue_after_hand()
    qtbot.waitUntil(lambda: window.table_view.game_over_panel.isVisible())
    assert _bg_share(window, window.table_view.game_over_panel) > 0.3, "the game-over panel is opaque"


def test_the_bid_panel_leaves_the_name_plates_in_sight_on_a_small_window(qtbot: QtBot, window: MainWindow) -> None:
    window.resizeDocks([window.scorepad_dock], [200], Qt.Orientation.Horizontal)  # the first run's narrow pad
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    look = next(a for a in human_view(window).legal if str(a) == "look")
    assert window.controller.submit(look) is None  # the numbers, not the blind nil offer
    qtbot.waitUntil(lambda: view.bid_panel.isVisible() and len(view.bid_panel.offered_actions()) > 5)
    for size in ((1100, 680), (1024, 640), (1024, 600)):  # made smaller while the panel shows
        window.resize(*size)
        window.resizeDocks([window.scorepad_dock], [200], Qt.Orientation.Horizontal)
        qtbot.wait(100)
        panel = view.bid_panel.geometry()
        for seat in range(4):
            plate = view.table.plate(seat)
            rect = view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect()
            overlap = panel.intersected(rect.adjusted(3, 3, -3, -3))  # the plates' soft edges aside
            assert overlap.isEmpty(), (size, seat, panel, rect)


def _shown_presets(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from spades_desktop.gui.new_game_dialog import NewGameDialog

    seen: list[str] = []

    def look(dialog: NewGameDialog) -> int:
        seen.extend(dialog.preset.itemText(i) for i in range(dialog.preset.count()))
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.new_game_dialog()
    return seen


def test_the_rule_sets_past_the_usual_ones_are_listed_by_name(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.rules.presets import BUILT_IN_ORDER

    names = _shown_presets(window, monkeypatch)
    assert names[0] == "Standard partnership Spades"
    rest = names[len(BUILT_IN_ORDER):]
    assert len(rest) > 10 and rest == sorted(rest, key=str.casefold), rest


def test_the_rule_sets_are_listed_by_their_russian_names_in_russian(
        qtbot: QtBot, window: MainWindow, russian: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.rules.presets import BUILT_IN_ORDER

    window._presets = None  # read again, as the window reads them in a Russian session
    rest = _shown_presets(window, monkeypatch)[len(BUILT_IN_ORDER):]
    assert rest == sorted(rest, key=str.casefold) and any("а" <= c <= "я" for c in rest[0]), rest


def test_the_game_menu_says_restart_with_the_same_cards_for_what_it_does(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=3))
    game_menu = window.menuBar().actions()[0].menu()
    assert game_menu is not None
    texts = [a.text() for a in game_menu.actions()]
    assert "Restart &with the same cards" in texts and not any("Replay this deal" in t.replace("&", "") for t in texts)
    tip = window.restart_action.toolTip()
    assert "from its first hand" in tip and "same cards" in tip
    seed = window.controller.setup.seed  # type: ignore[union-attr]
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) < 12)
    asked: list[str] = []

    def leave(box: QMessageBox) -> int:
        asked.append(box.button(QMessageBox.StandardButton.Discard).text())
        return int(QMessageBox.StandardButton.Discard)

    monkeypatch.setattr(QMessageBox, "exec", leave)
    window.restart_action.trigger()  # what it says: the game from its first hand, with the same deal number
    assert asked == ["&Restart with the same cards"]
    wait_for_human(qtbot, window)
    game = window.controller.game
    assert game is not None and game.hand_number == 1 and window.controller.setup.seed == seed  # type: ignore[union-attr]
