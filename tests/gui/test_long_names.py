"""A player's name thousands of letters long (a hand-edited saved game, an imported history record): the game
loads and plays, the record keeps the name whole, and every text of the window that names the player shows it
cut short (``texts.shown_name``), so no cover, panel, box or list is wider than a 1280-pixel screen.

``LONG_NAMES_PNG=folder`` saves each screen checked there, to be looked at."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.application import make_application
from spades_desktop.gui.autosaves import describe_resumable
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.gui.welcome import WelcomeDialog
from spades_desktop.record import GameRecord, load_record, save_record
from spades_desktop.record.autosave import Resumable
from spades_desktop.record.names import NAME_LONGEST

from .conftest import human_view
from .pass_and_play_driver import lift_cover, wait_any

HUGE = "Bartholomew" * 273  # 3003 letters, no space to wrap at
NORA = "Nora" + HUGE
SCREEN = 1280
PNGS = os.environ.get("LONG_NAMES_PNG")
TOO_LONG = re.compile(r"(?:Bartholomew){4}")  # 44 letters of the name: more than a name field holds


def shot(widget: QWidget, name: str) -> None:
    if PNGS:
        widget.window().grab().save(str(Path(PNGS) / f"long-names-{name}.png"))


def assert_fits(widget: QWidget, what: str) -> None:
    """``widget`` needs no more than the screen's width, and each of its texts fits the width it was given."""
    assert widget.minimumSizeHint().width() <= SCREEN, f"{what} needs more than the screen's width"
    for child in widget.findChildren(QWidget):
        if isinstance(child, (QLabel, QPushButton)) and child.isVisible():
            assert child.minimumSizeHint().width() <= child.width() + 1, \
                f"{what}: {child.text()[:60]!r} is cut off ({child.minimumSizeHint().width()} > {child.width()})"
            assert not TOO_LONG.search(child.text()), f"{what}: the name is shown whole"


def saved_game(tmp_path: Path) -> Path:
    """A pass-and-play game of one hand, its two people's names 3000 letters long, as a hand-edited file."""
    game = Game(replace(RuleSet(), hand_limit=1), 7)
    record = GameRecord.from_game(game, names=[HUGE, "Wes", NORA, "Ethan"],
                                  kinds=["human", "bot:easy", "human", "bot:easy"], preset_id="test",
                                  preset_name="Test rules")
    path = tmp_path / "huge.json"
    save_record(record, path)
    return path


def test_shown_name_cuts_a_name_longer_than_a_name_field_short() -> None:
    assert texts.shown_name("Ann") == "Ann"
    assert texts.shown_name("a" * NAME_LONGEST) == "a" * NAME_LONGEST
    assert texts.shown_name(HUGE) == HUGE[:NAME_LONGEST - 1] + "…"
    assert texts.shown_name("a" * 37 + "  bcdef") == "a" * 37 + "…", "no space before the …"
    accented = "e" * 38 + "e\u0301\u0301xyz"  # the cut falls on an accent: the letter goes with it
    assert texts.shown_name(accented) == "e" * 38 + "…"
    family = "x" * 37 + "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # a joined emoji is not parted
    assert texts.shown_name(family + "y") == "x" * 37 + "…"


def test_a_saved_game_with_a_3000_letter_name_plays_and_every_screen_stays_within_the_screen(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.table_view.cover.guard_seconds = 0
    assert window.open_game(saved_game(tmp_path))
    view = window.table_view
    assert wait_any(qtbot, window) is State.HAND_OFF
    shot(window, "handoff")
    assert_fits(view.cover, "the hand-off cover")
    assert view.cover.title.text().startswith("Pass to NoraBartholomew") and "…" in view.cover.title.text()
    said = [window.status(), window.windowTitle(), window.undo_action.toolTip(), window.controller.wait_reason()]
    for state in iter(lambda: wait_any(qtbot, window), None):  # play the hand through, lifting each cover
        if state is State.HAND_OFF:
            said.append(window.status())
            lift_cover(qtbot, window)
        elif state is State.HUMAN_TURN:
            said += [window.status(), window.undo_action.toolTip()]
            if view.recap_panel.isVisible():
                assert_fits(view.recap_panel, "the recap")
            assert window.controller.submit(human_view(window).legal[0]) is None
        else:
            break
    assert state is State.HAND_OVER
    shot(window, "summary")
    assert_fits(view.summary_panel, "the hand's summary")
    view.continue_after_hand()
    assert wait_any(qtbot, window) is State.GAME_OVER
    shot(window, "game-over")
    assert_fits(view.game_over_panel, "the game-over panel")
    said += [window.status(), window.windowTitle(), view.game_over_panel.detail.text()]
    assert not [text for text in said if TOO_LONG.search(text)], "the status line and tooltips cut the name short"
    record = window._record()
    assert record is not None and [p.name for p in record.players] == [HUGE, "Wes", NORA, "Ethan"], \
        "the record keeps the names whole"
    saved = tmp_path / "again.json"
    save_record(record, saved)
    assert load_record(saved).players[2].name == NORA
    review = window._open_review(record, 0)
    qtbot.waitExposed(review)
    review.resize(1200, 700)
    shot(review, "review")
    assert review.minimumSizeHint().width() <= SCREEN
    assert not [w.text() for w in review.findChildren(QLabel) if w.isVisible() and TOO_LONG.search(w.text())]
    review.close()

    # the game is in the history under the whole names: its list, its chart and Statistics show them cut short
    window.show_history()
    history = window._history_window  # type: ignore[attr-defined]
    qtbot.waitExposed(history)
    shot(history, "history")
    model = history.table.model()
    players = [model.index(0, c).data() for c in range(model.columnCount())]
    assert players and not [text for text in players if TOO_LONG.search(str(text))]
    assert not TOO_LONG.search("\n".join(history.chart.labels()))
    window.show_statistics()
    stats = window._stats_window  # type: ignore[attr-defined]
    qtbot.waitExposed(stats)
    shot(stats, "statistics")
    box = stats.player_box
    setup = window.controller.setup
    assert setup is not None
    at_screen = setup.seats[window.controller.bottom].name  # the person at the screen (both are people here)
    assert at_screen in (HUGE, NORA)
    assert box.currentText() == texts.shown_name(at_screen), "the person at the screen, chosen"
    assert not [box.itemText(i) for i in range(box.count()) if TOO_LONG.search(box.itemText(i))]
    assert len(box.toolTip()) <= NAME_LONGEST and box.sizeHint().width() <= SCREEN
    assert stats.stats is not None and stats.stats.games == 1, "the whole name's games are counted"
    stats.refresh()
    assert box.currentText() == texts.shown_name(at_screen), "a refresh keeps the player chosen"


def test_the_resume_question_cuts_a_long_name_short(tmp_path: Path) -> None:
    make_application()
    path = saved_game(tmp_path)
    record = load_record(path)
    entry = Resumable(path, record, Game(record.rules, record.seed), 0)
    text = describe_resumable(entry, lambda preset_id, name: name)
    assert "BartholomewBartholomew" in text and not TOO_LONG.search(text)


@pytest.mark.parametrize("which", ["new game", "welcome"])
def test_a_name_field_takes_no_more_than_a_name_field_holds(qtbot: QtBot, which: str) -> None:
    make_application()
    presets, broken = load_presets()
    dialog: QWidget = (NewGameDialog(presets, NewGameChoices(), broken) if which == "new game"
                       else WelcomeDialog(presets, NewGameChoices(), False))
    qtbot.addWidget(dialog)
    dialog.show()
    fields = dialog.name_edits if isinstance(dialog, NewGameDialog) else [dialog.name]  # type: ignore[attr-defined]
    for field in fields:
        assert isinstance(field, QLineEdit)
        field.setFocus()
        QTest.keyClicks(field, "B" * 300)
        assert 0 < len(field.text()) <= NAME_LONGEST
        field.clear()
        field.setText(HUGE)  # a long name put there (remembered settings) is cut too
        assert len(field.text()) <= NAME_LONGEST
