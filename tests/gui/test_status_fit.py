"""The status line and the scorepad on a low screen (a Russian family at 14 points at 150 %: 911 x 512): after a
hint, and at game over, the window became taller than the screen and never lower again. The status line keeps at
most the room the screen leaves it, cutting a long hint short with "…" (the whole text in its tool tip and
accessible name), and is low again when its text is shorter; the scorepad gives up its target and title lines
to the winner's banner where the screen has no room for them all."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui import main_window as main_window_module
from spades_desktop.gui.application import make_application
from spades_desktop.gui.layouts import WINDOW_FRAME
from spades_desktop.gui.main_window import MainWindow, StatusLine
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.settings import Speed

from .conftest import human_view, setup_for, simple_bots, start

HINT = ("Hint: bid nil — not 1 as the card count says: played out in 37 ways the hidden cards could lie, nil "
        "scores more for the hand, on average +80 points; the hint's check is not finished")
STATUS = "Your bid: click a bid on the panel, or type it and press Enter."


def _line(qtbot: QtBot, width: int = 400) -> StatusLine:
    line = StatusLine()
    qtbot.addWidget(line)
    line.resize(width, 40)
    line.show()
    qtbot.waitExposed(line)
    return line


def test_the_status_line_is_low_again_when_a_long_hint_gives_way_to_a_short_line(qtbot: QtBot) -> None:
    # It kept the hint's six lines' height until its width changed: the window stayed taller than the screen.
    line = _line(qtbot)
    line.setText(STATUS)
    usual = line.height()
    line.setText(HINT + StatusLine.SEPARATOR + STATUS)
    assert line.height() > usual
    line.setText(STATUS)
    assert line.height() == usual


def test_a_long_hint_is_cut_to_the_room_the_screen_leaves_and_told_whole(qtbot: QtBot) -> None:
    line = _line(qtbot)
    two = line.lines_height("X\nX")
    line.set_room(two)
    whole = HINT + StatusLine.SEPARATOR + STATUS
    line.setText(whole)
    margins = line.contentsMargins()
    assert line.height() == two + margins.top() + margins.bottom()
    assert line.lines_height(line.shown_text()) <= two
    assert line.text() == whole and line.toolTip() == whole and line.accessibleName() == whole
    assert "…" in line.shown_text() and line.shown_text().startswith("Hint: bid nil")
    line.setText(STATUS)  # whole again: no tool tip, its own accessible name
    assert line.shown_text() == STATUS and line.toolTip() == "" and line.accessibleName() == ""


@pytest.fixture
def large_font_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with a 16-point application font (the scorepad's least height grows with it)."""
    app = make_application()
    usual = QFont(app.font())
    large = QFont(usual)
    large.setPointSize(16)
    app.setFont(large)
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    win.resize(911, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    app.setFont(usual)


def test_at_game_over_the_winner_s_banner_keeps_the_window_within_a_low_screen(
        qtbot: QtBot, large_font_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # The banner made the scorepad's least height 64 pixels more: the window was 622 high on a 512-pixel screen.
    win = large_font_window
    start(qtbot, win, setup_for(seed=3))
    assert human_view(win) is not None
    pad = win.scorepad
    assert isinstance(pad, ScorepadWidget)
    pad.set_game(RuleSet(), ("You", "Wes", "Nora", "Ethan"), "Classic partnership spades")
    qtbot.wait(100)
    win.status_label.setText(STATUS)
    qtbot.wait(100)
    room = QRect(0, 0, 911, 300)  # lower than the window can be: the table at its least on a small screen
    monkeypatch.setattr(main_window_module, "screen_room", lambda _widget: room)
    win.fit_table_to_screen()
    qtbot.wait(100)
    # the window just fits with the pad's title and its target whole (a lower screen has them give way at once)
    title, target = (pad.findChild(QLabel, name) for name in ("scorepadTitle", "scorepadTarget"))
    assert title is not None and target is not None
    while not (title.isVisible() and target.isVisible() and "…" not in target.text()) and room.height() < 900:
        room.setHeight(max(room.height() + 4, win.minimumSizeHint().height() + WINDOW_FRAME))
        win.fit_table_to_screen()
        qtbot.wait(20)
    room.setHeight(win.minimumSizeHint().height() + WINDOW_FRAME)
    win.fit_table_to_screen()
    qtbot.wait(100)
    assert title.isVisible() and target.isVisible()
    assert win.minimumSizeHint().height() + WINDOW_FRAME <= room.height()
    pad.show_winner(0)
    qtbot.wait(100)
    assert win.minimumSizeHint().height() + WINDOW_FRAME <= room.height(), "the banner keeps within the screen"
    assert "win the game" in pad.winner_text()
