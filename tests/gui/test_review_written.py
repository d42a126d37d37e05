"""The Review's board on a small screen writes the hands ("♠ A K 7") in the window's type or larger, where cards
would be smaller than their usual least (QA lowvision, session 58: at 200 % on 1280 x 720 the cards were 24 pixels
wide, their ranks 4 pixels high, East's and West's hands stacked slivers); at its usual size it draws the cards."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, Play, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.card_render import CardRenderer, rank_text
from spades_desktop.gui.review.board import LEAST_SCALE, HandsBoard
from spades_desktop.rules import load_preset


def mid_trick(rules: RuleSet, seed: int, cards: int) -> tuple[Game, Game]:
    """The deal and the game after the bids and ``cards`` cards of play (Easy bots)."""
    deal, game = Game(rules, seed), Game(rules, seed)
    bots = [make_player("easy", seat) for seat in range(rules.players)]
    played = 0
    while played < cards:
        seat = game.to_act
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        game.apply(action)
        played += isinstance(action, Play)
    return deal, game


def board_for(qtbot: QtBot, game: Game, deal: Game, size: tuple[int, int]) -> HandsBoard:
    make_application()
    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.set_least_scale(LEAST_SCALE)  # as a small screen's Review window lets it be
    board.show_game(game, ["You", "Wes", "Nora", "Ethan"][:game.players], (deal,))
    board.resize(*size)
    return board


@pytest.mark.parametrize("size", [(354, 192), (380, 216), (482, 312), (517, 344)])
def test_a_small_review_board_writes_every_hand_in_the_window_s_type(qtbot: QtBot, size: tuple[int, int]) -> None:
    # (354 x 192: the board at 200 % on 1280 x 720; 380 x 216 on 1366 x 768; 482 x 312 and 517 x 344 at 150 %)
    deal, game = mid_trick(RuleSet(), 7, 6)
    assert len(game.trick) == 2
    board = board_for(qtbot, game, deal, size)
    assert board.written()
    assert board.rank_height() >= QFontMetricsF(board.font()).capHeight(), "ranks as high as the window's letters"
    written = board.written_board()
    assert written.fits
    boxes = [box for hand in written.hands for box in (hand.label_rect, hand.panel)]
    boxes += [rect for _seat, _card, rect in written.trick]
    area = QRectF(board.rect())
    assert all(area.contains(box) for box in boxes), (size, boxes)
    assert not any(a.intersects(b) for a, b in itertools.combinations(boxes, 2)), size
    assert [(seat, card) for seat, card, _r in written.trick] == list(game.trick)
    for hand in written.hands:
        words = [word for line in hand.lines for word, _colour in line[1:] if word != "—"]
        assert len(words) == len(game.hand_of(hand.seat)), (hand.seat, words)
        assert [line[0][0] for line in hand.lines] == ["♠", "♥", "♣", "♦"]  # trumps first, the colours alternate
        assert hand.label.startswith(board.label_of(hand.seat))
    first = written.hands[0].lines[0]
    spades = sorted((c for c in game.hand_of(0) if c.suit is not None and c.suit.symbol == "♠"),
                    key=lambda c: -c.rank)
    assert [word for word, _c in first[1:]] == ([rank_text(c) for c in spades] or ["—"])
    board.grab()  # paints


def test_the_written_type_stays_the_same_through_the_hand(qtbot: QtBot) -> None:
    deal, game = mid_trick(RuleSet(), 7, 30)
    board = board_for(qtbot, deal, deal, (380, 216))
    at_start = board.written_board()
    board.show_game(game, ["You", "Wes", "Nora", "Ethan"], (deal,))
    later = board.written_board()
    assert later.font.pointSizeF() == at_start.font.pointSizeF()
    assert [hand.panel for hand in later.hands] == [hand.panel for hand in at_start.hands]


@pytest.mark.parametrize("size", [(527, 374), (620, 440), (1100, 950)])
def test_at_its_usual_size_the_board_draws_the_cards(qtbot: QtBot, size: tuple[int, int]) -> None:
    deal, game = mid_trick(RuleSet(), 7, 6)
    board = board_for(qtbot, game, deal, size)
    assert not board.written()
    assert sorted(board.fan_rects()) == [0, 1, 2, 3]


def test_a_written_hand_s_jokers_are_on_the_trumps_line(qtbot: QtBot) -> None:
    rules = load_preset("jokers-high").rules
    deals = (Game(rules, seed) for seed in range(40))
    deal = next(game for game in deals if any(c.suit is None for c in game.hand_of(0)))
    board = board_for(qtbot, deal, deal, (354, 192))
    trumps = board.written_board().hands[0].lines[0]
    jokers = [c for c in deal.hand_of(0) if c.suit is None]
    assert trumps[0][0] == "♠"
    assert [word for word, _c in trumps[1:1 + len(jokers)]] == ["BJ" if c.rank == 16 else "LJ" for c in jokers]
    assert all(word not in ("BJ", "LJ") for line in board.written_board().hands[0].lines[1:] for word, _c in line)
