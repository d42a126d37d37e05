"""Claiming the rest of the tricks: sure only when the claimant's side takes every trick left, however anyone plays.

At a real table a player who holds nothing but winners shows the cards and
says "the rest are mine". The app can check such a claim exactly: the
double-dummy solver (``double_dummy.side_can_take``) says whether the side can
take every trick still to be played when all other seats play against it.
A claim that holds is then played out card by card with ``claim_card``, so
the engine still decides every trick and scores the hand; a claim that does
not hold changes nothing.

No claim while a nil bidder on the claimant's side must still lose every
trick (it has taken none yet): taking all of them is then not what the side
wants; nor, after a lost nil, when the nil bidder's tricks do not count for
its partner or cost points (``nil_tricks_count``, ``nil_trick_penalty``),
since then it matters which of the two takes them. ``nodes`` bounds
the work; a position too big for it is "not sure" rather than slow.
"""

from __future__ import annotations

from typing import Final

from ..engine import Game, Phase, Play
from ..engine.cards import Card
from ..engine.events import HandScored, TrickDead, TrickWon
from .double_dummy import DoubleDummyBudgetError, Table, side_can_take

CLAIM_NODES: Final = 50_000  # positions a claim's check may search: about half a second of pure Python at most

NOT_PLAYING: Final = "not-playing"
NIL_ON_SIDE: Final = "nil-on-side"
NOT_SURE: Final = "not-sure"


def tricks_left(game: Game) -> int:
    """Tricks of this hand not yet won, counting the one in progress."""
    return game.hand_size - game.trick_number


def claim_refusal(game: Game, seat: int, *, nodes: int = CLAIM_NODES, table: Table | None = None) -> str | None:
    """Why ``seat`` cannot claim every trick left now (``NOT_PLAYING``, ``NIL_ON_SIDE``, ``NOT_SURE``), or None."""
    if game.phase is not Phase.PLAY or game.is_over or tricks_left(game) <= 0:
        return NOT_PLAYING
    rules = game.rules
    side = rules.side_of(seat)
    for other, bid in enumerate(game.bids):
        if bid is None or not bid.is_nil or rules.side_of(other) != side:
            continue
        # A nil still to make, or a lost one whose tricks do not count for its partner or cost points each: who
        # of the side takes the tricks then matters, and the claim's play does not choose it.
        if game.tricks[other] == 0 or not rules.nil_tricks_count or rules.nil_trick_penalty:
            return NIL_ON_SIDE
    try:
        sure = side_can_take(game, side, tricks_left(game), nodes=nodes, table=table)
    except (DoubleDummyBudgetError, ValueError):
        return NOT_SURE
    return None if sure else NOT_SURE


def opponents_nil_alive(game: Game, seat: int) -> bool:
    """Whether a player of another side than ``seat``'s bid nil and has taken no trick yet (a claim of every
    trick left would make that nil)."""
    side = game.rules.side_of(seat)
    return any(bid is not None and bid.is_nil and game.tricks[other] == 0 and game.rules.side_of(other) != side
               for other, bid in enumerate(game.bids))


def claim_card(game: Game, seat: int, *, nodes: int = CLAIM_NODES, table: Table | None = None) -> Card:
    """A legal card for ``seat``, of the claiming side, after which the side still takes every trick left.

    ``ValueError`` when none does (the claim no longer holds: the position is not one the claim was made in).
    """
    for card in game.legal_plays(seat):
        if keeps_every_trick(game, seat, card, nodes=nodes, table=table):
            return card
    raise ValueError(f"no card of seat {seat} keeps every trick for its side")


def keeps_every_trick(game: Game, seat: int, card: Card, *, nodes: int = CLAIM_NODES,
                      table: Table | None = None) -> bool:
    """Whether ``seat``'s side still takes every trick left after ``seat`` plays ``card`` (a position too big for
    ``nodes`` counts as no)."""
    side = game.rules.side_of(seat)
    trial = game.copy()
    events = trial.apply(Play(card), seat=seat)
    if any(isinstance(e, TrickDead) or (isinstance(e, TrickWon) and game.rules.side_of(e.winner) != side)
           for e in events):
        return False  # a trick lost, or dead (players.cancellation: nobody's)
    if any(isinstance(e, HandScored) for e in events) or trial.phase is not Phase.PLAY:
        return True  # the hand's last trick, won
    try:
        return side_can_take(trial, side, tricks_left(trial), nodes=nodes, table=table)
    except DoubleDummyBudgetError:
        return False
