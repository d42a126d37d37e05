"""The scorepad widget shows the engine's numbers, animates new rows and stays readable when narrow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui.scorepad import ScorepadWidget

from .games import play_game, scores_of
from .scripted import NAMES, RULES, scripted_hands, signed, whole


@pytest.fixture
def pad(qtbot: QtBot) -> Iterator[ScorepadWidget]:
    widget = ScorepadWidget()
    qtbot.addWidget(widget)
    widget.set_game(RULES, NAMES, "Standard partnership")
    widget.set_animation_speed(0)
    widget.resize(480, 600)
    widget.show()
    yield widget


def test_scripted_hands_show_exactly_the_engine_numbers(pad: ScorepadWidget) -> None:
    scores = scripted_hands()
    for score in scores:
        pad.add_hand(score, animate=True)  # speed 0: no animation
    assert pad.row_count() == 3 and not pad.is_animating()
    for row, score in enumerate(scores):
        for side in score.sides:
            assert pad.displayed(row, side.side, "points") == signed(side.points)
            assert pad.displayed(row, side.side, "total") == whole(side.total_after)
            assert pad.displayed(row, side.side, "bags") == str(side.bags_after)
            assert pad.displayed(row, side.side, "bid") == " ".join(score.bids[s].short for s in side.seats)
            assert pad.displayed(row, side.side, "took") == " ".join(str(score.tricks[s]) for s in side.seats)
        assert pad.dealer_of(row) == score.dealer
    assert pad.total_text(0) == "\u2212128" and pad.total_text(1) == "60"
    assert pad.leaders() == (1,)


def test_tooltips_carry_the_breakdown(pad: ScorepadWidget) -> None:
    pad.set_hands(scripted_hands())
    failed_nil = pad.tooltip_html(0, 0)
    assert "Ann: nil failed (2 tricks)" in failed_nil and "\u2212100" in failed_nil and "\u221259" in failed_nil
    assert "Bid 5+4, took 6: set" in pad.tooltip_html(1, 0)
    penalty = pad.tooltip_html(2, 1)
    assert "Bag penalty (4 + 6 bags)" in penalty and "\u2212100" in penalty
    assert "dealt by Carl" in pad.tooltip_html(2, None) and "#1003" in pad.tooltip_html(2, None)


def test_call_outs_for_failed_nil_and_bag_penalty(pad: ScorepadWidget) -> None:
    pad.set_hands(scripted_hands())
    assert pad.callout_text(0) == "Ann & Carl: N \u2717"
    assert pad.callout_text(1) == ""  # a set contract is red, not a call-out
    assert pad.callout_text(2) == "Bob & Dee: bags \u2212100"


def test_count_up_animation_ends_on_the_engine_values(pad: ScorepadWidget, qtbot: QtBot) -> None:
    scores = scripted_hands()
    pad.set_hands(scores[:2])
    pad.set_animation_speed(0.08)
    finished: list[bool] = []
    pad.animationFinished.connect(lambda: finished.append(True))
    pad.add_hand(scores[2], animate=True)
    assert pad.is_animating()
    # the new row starts from the previous totals and counts up from there
    assert pad.displayed(2, 1, "total") == str(scores[2].sides[1].total_before)
    assert pad.displayed(2, 1, "points") == "0"
    assert pad.leaders() == ()  # no leader until the count ends
    qtbot.waitUntil(pad.flashing, timeout=3000)  # the bag penalty flashes
    qtbot.waitUntil(lambda: not pad.is_animating(), timeout=3000)
    assert finished == [True]
    for side in scores[2].sides:
        assert pad.displayed(2, side.side, "total") == whole(side.total_after)
        assert pad.displayed(2, side.side, "points") == signed(side.points)
        assert pad.displayed(2, side.side, "bags") == str(side.bags_after)
    assert not pad.flashing() and pad.leaders() == (1,)


def test_a_new_hand_finishes_the_running_animation(pad: ScorepadWidget) -> None:
    scores = scripted_hands()
    pad.set_animation_speed(5)  # slow
    pad.add_hand(scores[0], animate=True)
    pad.add_hand(scores[1], animate=True)
    assert pad.displayed(0, 0, "total") == "\u221259"  # the first row jumped to its end
    assert pad.displayed(1, 0, "total") == "\u221259"  # the second starts counting from it
    pad.set_animation_speed(0)
    assert not pad.is_animating() and pad.displayed(1, 0, "total") == "\u2212149"


def test_winner_waits_for_the_count_then_shows(pad: ScorepadWidget, qtbot: QtBot) -> None:
    scores = scripted_hands()
    pad.set_animation_speed(0.05)
    pad.add_hand(scores[0], animate=True)
    pad.show_winner(1)
    assert pad.winner() is None
    qtbot.waitUntil(lambda: pad.winner() == 1, timeout=3000)
    assert "Bob & Dee win the game" in pad.winner_text()
    with pytest.raises(ValueError):
        pad.show_winner(2)


def test_set_game_starts_empty_with_preset_and_target(pad: ScorepadWidget) -> None:
    pad.set_hands(scripted_hands())
    pad.set_game(RuleSet(target=250), NAMES, "Short game")
    assert pad.row_count() == 0 and pad.winner() is None
    assert pad._title.text() == "Short game"
    assert "Game to 250" in pad._subtitle.text().replace("\u00a0", " ")


@pytest.mark.parametrize(("width", "mode"), [(520, "full"), (330, "compact"), (270, "narrow"), (214, "tiny")])
def test_narrow_pads_drop_columns_but_keep_totals(pad: ScorepadWidget, qtbot: QtBot, width: int, mode: str) -> None:
    pad.set_hands(scripted_hands())
    pad.resize(width, 500)
    qtbot.waitUntil(lambda: pad.mode() == mode, timeout=2000)
    image = pad.grab().toImage()
    assert not image.isNull() and image.width() == width
    kinds = {c.kind for c in pad._columns}
    assert "total" in kinds and "bid" in kinds
    assert ("took" in kinds) is (mode != "tiny"), "the tricks down to the pad of a 1280-pixel window"
    assert ("points" in kinds) is (mode in ("full", "compact"))


def test_cutthroat_has_one_column_group_per_player(qtbot: QtBot) -> None:
    rules = RuleSet(players=4, partnerships=False)
    game = play_game(rules, seed=3, max_hands=10)
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(rules, NAMES, "Cutthroat")
    pad.set_animation_speed(0)
    pad.resize(760, 500)
    pad.show()
    scores = scores_of(game)
    pad.set_hands(scores)
    assert len({c.side for c in pad._columns if c.side is not None}) == 4
    last = scores[-1]
    assert [pad.total_text(s) for s in range(4)] == [whole(t) for t in last.totals]
    assert pad.displayed(0, 2, "bid") == scores[0].bids[2].short


def test_legend_on_the_header_and_names_are_plain_text(qtbot: QtBot) -> None:
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(RULES, ["<b>Ann</b>", "Bob", "Carl", "Dee"], "Standard")
    pad.set_animation_speed(0)
    pad.set_hands(scripted_hands())
    pad.show_winner(0)
    assert "<b>Ann</b> & Carl win the game" in pad.winner_text()
    assert pad._banner.textFormat() == pad._banner.textFormat().PlainText
    legend = pad._head.toolTip()
    assert "D = dealer" in legend and "N = nil" in legend and "BN = blind nil" in legend
    assert 250 < pad.sizeHint().width() < 420


def test_hovering_a_cell_shows_its_breakdown(pad: ScorepadWidget, qtbot: QtBot) -> None:
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    pad.set_hands(scripted_hands())
    canvas = pad._canvas
    points = next(c for c in pad._columns if c.kind == "points" and c.side == 0)
    y = int(pad.row_height() * 0.5)  # the first row
    pos = QPoint(int(points.x + points.width / 2), y)
    QApplication.sendEvent(canvas, QHelpEvent(QEvent.Type.ToolTip, pos, canvas.mapToGlobal(pos)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "Ann: nil failed (2 tricks)" in QToolTip.text()
    QToolTip.hideText()


def test_a_cutthroat_winner_s_banner_names_every_player_highest_first(qtbot: QtBot) -> None:
    """"Nora wins the game! 93 to 31 to 10 to 60" named only the winner, the rest in seat order."""
    rules = RuleSet(players=4, partnerships=False, hand_limit=3)
    game = play_game(rules, 5)
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    names = ["You", "Wes", "Nora", "Ethan"]
    pad.set_game(rules, names, "Cutthroat")
    pad.set_animation_speed(0)
    pad.set_hands(scores_of(game))
    totals = list(game.scores)
    winner = max(range(4), key=lambda s: totals[s])
    pad.show_winner(winner)
    ranked = sorted(range(4), key=lambda s: (s != winner, -totals[s]))
    line = pad.winner_text().splitlines()[-1]
    assert line == " \u00b7 ".join(f"{names[s]} {whole(totals[s])}" for s in ranked), line


def test_the_winning_hand_stays_in_sight_when_the_banner_comes(qtbot: QtBot) -> None:
    """The game-over banner took room above the rows and the last rows, the winning hand's, slid out of sight
    (the list stayed at 54 of 100)."""
    rules = RuleSet(players=4, partnerships=False, hand_limit=20)
    game = play_game(rules, 11)
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_animation_speed(0)
    pad.set_game(rules, ["Ann", "Ben", "Cat", "Dan"], "Cutthroat")
    width = 270  # narrower than four sides' least width (where the bid marks stay readable): the banner wraps
    pad.setMinimumWidth(width)
    pad.resize(width, 330)
    pad.show()
    for score in scores_of(game):
        pad.add_hand(score, animate=False)
    bar = pad._scroll.verticalScrollBar()
    # the latest scored hand at the rows' bottom (the empty rows of the hands to come below it, out of sight)
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == pad._latest_value() > 0)
    before = bar.maximum()
    pad.show_winner(max(range(4), key=lambda side: game.scores[side]))
    qtbot.waitUntil(lambda: bar.maximum() > before)  # the banner took room from the rows
    assert bar.value() == pad._latest_value() > 0
    bar.setValue(0)  # the player scrolled up to read the first hands: the list stays there
    pad.resize(width, 300)
    qtbot.wait(20)
    assert bar.value() == 0


def _red_corner(pad: ScorepadWidget, row: int, side: int) -> int:
    """Red pixels in the top right of a row's total cell, where the corner of a failed nil or bag penalty goes."""
    from PySide6.QtGui import QColor

    total = next(c for c in pad._columns if c.kind == "total" and c.side == side)
    h = pad.row_height()
    image = pad._canvas.grab().toImage()
    ratio = image.devicePixelRatio()
    size = min(h, total.width) * 0.2
    red = 0
    for x in range(int(total.right - size), int(total.right)):
        for y in range(int(row * h), int(row * h + size)):
            color = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            red += color.red() > 140 and color.green() < 90 and color.blue() < 90
    return red


@pytest.mark.parametrize("how", ["set_hands", "add_hand"])
def test_the_red_corner_shows_without_the_flash(pad: ScorepadWidget, qtbot: QtBot, how: str) -> None:
    """The red corner of a failed nil or a bag penalty was drawn only once its flash had run: with animations off,
    and on every row of a resumed, opened or undone game (set_hands), it was missing (QA recheck25)."""
    pad.resize(270, 500)
    qtbot.waitUntil(lambda: pad.mode() == "narrow", timeout=2000)
    scores = scripted_hands()
    if how == "set_hands":
        pad.set_hands(scores)
    else:  # animations off (speed 0): the row is added at once
        for score in scores:
            pad.add_hand(score, animate=True)
    pad._canvas.repaint()
    assert _red_corner(pad, 0, 0) > 0, "Ann's failed nil"
    assert _red_corner(pad, 2, 1) > 0, "Bob & Dee's bag penalty"
    assert _red_corner(pad, 0, 1) == 0 and _red_corner(pad, 1, 0) == 0, "no call-out, no corner"


def test_the_red_corner_waits_for_the_flash_then_stays(pad: ScorepadWidget, qtbot: QtBot) -> None:
    scores = scripted_hands()
    pad.resize(270, 500)
    qtbot.waitUntil(lambda: pad.mode() == "narrow", timeout=2000)
    pad.set_hands(scores[:2])
    pad.set_animation_speed(0.08)
    pad.add_hand(scores[2], animate=True)
    assert pad._rows[2].flash == 0.0, "no corner while the row slides in"
    assert pad._rows[0].flash == 1.0, "the earlier rows keep theirs"
    qtbot.waitUntil(lambda: not pad.is_animating(), timeout=3000)
    pad._canvas.repaint()
    assert _red_corner(pad, 2, 1) > 0 and _red_corner(pad, 0, 0) > 0
