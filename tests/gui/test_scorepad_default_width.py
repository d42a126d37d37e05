"""The scorepad of the window's first size (QA newbie13): at 1280 x 800 the pad is 270 pixels wide and showed only
each side's bids and totals; a newcomer never saw how many tricks a side took, nor that it was set, unless they
dragged the pad's edge to 450 pixels. At 1920 x 1080 it added only the hand's points. Its key spoke of a bags column
that was not there and left out "set". Now the default pad shows each side's bids, tricks and points and marks a
set, at both sizes and with the rows scrolled; the key describes what is shown, no more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.texts import sheet_tr

from .conftest import setup_for

HANDS = [(("4", "3", "2", "3"), (5, 3, 2, 3)), (("3", "4", "3", "2"), (2, 5, 3, 3)),  # hand 2: You & Nora set
         (("N", "4", "4", "3"), (0, 4, 5, 4)), (("2", "3", "N", "4"), (3, 4, 2, 4)),
         (("5", "2", "3", "3"), (5, 2, 4, 2))]


def _scores(count: int) -> list:  # type: ignore[type-arg]
    entries = [HandEntry(tuple(parse_bid(b) for b in bids), tricks) for bids, tricks in HANDS]
    return tally_match(RuleSet(target=3000), (entries * 4)[:count], 0).scores


def _pad_of(qtbot: QtBot, window: MainWindow, size: tuple[int, int], hands: int) -> ScorepadWidget:
    window.start_game(setup_for(target=3000))
    window.resize(*size)
    qtbot.wait(100)
    pad = window.scorepad
    assert isinstance(pad, ScorepadWidget)
    pad.set_hands(_scores(hands))
    qtbot.wait(50)
    return pad


def _shows_tricks_points_and_sets(pad: ScorepadWidget, hands: int) -> None:
    kinds = {c.kind for c in pad._columns}
    assert "took" in kinds, (pad.width(), pad.mode(), kinds)
    scores = _scores(hands)
    assert pad.points_place() is not None, "the hand's points: in a column or under the total"
    for row, score in enumerate(scores):
        for side in score.sides:
            assert pad.displayed(row, side.side, "took") in (str(side.tricks), " ".join(
                str(score.tricks[s]) for s in side.seats))
            assert (sheet_tr("set") in pad.notes_of(row, side.side)) is (side.made is False), (row, side.side)
    assert any(side.made is False for score in scores for side in score.sides), "the test has a set contract"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1050)])
def test_the_default_pad_shows_each_side_s_tricks_and_points_and_marks_a_set(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    pad = _pad_of(qtbot, window, size, 5)
    if size[0] == 1280:
        assert window.scorepad_dock.width() <= 275, "the pad of the first start"
    _shows_tricks_points_and_sets(pad, 5)


def test_the_pad_keeps_the_tricks_with_its_rows_scrolled(qtbot: QtBot, window: MainWindow) -> None:
    pad = _pad_of(qtbot, window, (1280, 800), 20)
    assert pad._scroll.verticalScrollBar().isVisible(), "20 hands: the rows scroll"
    _shows_tricks_points_and_sets(pad, 20)


def test_the_key_describes_exactly_the_columns_shown(qtbot: QtBot, window: MainWindow) -> None:
    pad = _pad_of(qtbot, window, (1280, 800), 5)
    dock = window.scorepad_dock
    seen = set()
    for width in (100, 270, 380, 600):  # the least width, the first start's, and wider
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        qtbot.wait(50)
        marks = dict(pad.legend())
        kinds = {c.kind for c in pad._columns}
        seen.add(pad.mode())
        assert ("Bags" in marks) is ("bags" in kinds), (pad.mode(), marks)
        assert "bags" in marks or "bags" in kinds, "the bags under the totals, where no column counts them"
        assert ("set" in marks) is pad.notes_shown(), (pad.mode(), marks)
        assert ("\u00b1" in marks) is (pad.points_place() == "total"), (pad.mode(), marks)
        # where a total carries the hand's points, the key says how to read how they came, and names the red
        # corner of a failed nil or a bag penalty (neither was said anywhere: a newcomer's QA)
        assert ("\u25e5" in marks) is (pad.points_place() == "total"), (pad.mode(), marks)
        assert "point at a row" in marks.get("\u00b1", "point at a row"), marks
        assert "Bid" in marks, "the bid column's two numbers: each player's"
        said = pad.findChild(type(pad._legend), "scorepadLegend")
        assert said is not None
        for mark, meaning in marks.items():
            assert f"{mark}: {meaning}" in said.accessibleDescription()
    assert seen == {"tiny", "narrow", "compact", "full"}, seen


def test_the_totals_say_what_their_marks_mean(qtbot: QtBot, window: MainWindow) -> None:
    # The gold ▲ of the side ahead was in no key, and one more key line left a small pad no room for its rows
    # (a newcomer's QA): the totals' own tip says it.
    pad = _pad_of(qtbot, window, (1280, 800), 5)
    tip = pad._totals.toolTip()
    assert "\u25b2 marks the side ahead" in tip and "\u2605 the winner" in tip, tip
