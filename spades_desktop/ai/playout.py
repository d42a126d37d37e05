"""The playouts of the Hard search: a hand played to its end with the Normal policy on every seat.

``play_out`` is the inner loop of the search, so it skips what the engine
does for a real game and a search never reads: no event objects, no action
log, no start of the next hand (dealing new cards) after the score. It moves
the cards on the ``Game`` itself and asks the engine for every rule: the legal
cards (``_legal_mask``), the winner of a trick (``trick_winner``) and the
score (``score_hand``), so no rule is written twice. A seat with one legal card
plays it without asking the policy (the policy would play it too).

The plain engine loop (``Game.apply`` and ``Game.legal_plays``) is the
reference: ``tests/ai/test_playout.py`` plays the same worlds both ways and
checks the same cards are played and the same score comes out.
"""

from __future__ import annotations

from collections.abc import Collection

from ..engine import Card, Game, HandScored, RuleSet, SideScore, TrickDead, TrickWon, cards_of
from ..engine.actions import PLAYS
from ..engine.cards import EVERY_COPY
from ..engine.game import game_over_reason
from ..engine.scoring import HandScore, score_hand
from .cancellation import amend, amend_card
from .card_play import DEFAULT_PLAY, PlayTuning, play_card
from .message import Message
from .state import PlayState

BAG_COST = 9  # a bag's point and its share of the bag penalty
MOON_BONUS = 1000
GAME_BONUS = 300.0  # a playout whose hand ends the game is worth this when my side wins it, minus this when another
# side does, whatever its points (``game_margin``: the points of a game that is over change nothing). Why 300: a hand
# that does not end the game keeps its margin, the midpoint between winning and losing, and a margin is rarely over
# 200 (a set 6 against a made 6 is 120 apart, a failed nil 200): a game won is then worth more than any hand that
# leaves it open, so the search plays to win the game first and for points second; far more would only add noise
# (one guess that wins the game moves a 40-guess mean by 2 x 300 / 40 = 15 points, ``hard.GAME_Z``). A moon that wins
# outright keeps MOON_BONUS, its value as before

NO_REASON = Message("")


def side_value(side: SideScore) -> float:
    """A side's hand result as the search scores it: contract and nil points, each bag -9."""
    specials = sum(v for _n, v in side.specials)
    value = side.contract_points + side.nil_points + specials - BAG_COST * side.bags
    if side.wins_outright:
        value += MOON_BONUS
    return float(value)


def margin(score: HandScore, side: int) -> float:
    """``side``'s hand result less the best other side's (the search's value of a playout)."""
    sides = score.sides
    mine = side_value(sides[side])
    others = [side_value(s) for s in sides if s.side != side]
    return mine - max(others) if others else mine


class GameEnd:
    """How a playout whose hand ends the game is valued (``game_margin``): ``bonus`` when my side wins the game,
    ``-bonus`` when another side does; ``hand_number``, the real game's hand (a hand limit ends it: the bid
    search's guesses start at hand 1). ``outcome`` is the last playout's: 1 my side won the game, -1 another side,
    0 it did not end (Hard's reasons count them)."""

    __slots__ = ("bonus", "hand_number", "outcome")

    def __init__(self, bonus: float, hand_number: int) -> None:
        self.bonus = bonus
        self.hand_number = hand_number
        self.outcome = 0


def game_margin(score: HandScore, rules: RuleSet, side: int, end: GameEnd | None) -> float:
    """``margin``; but when the hand ends the game (the engine's own rule, ``engine.game.game_over_reason``: the
    target, the losing score, the hand limit, a tie playing on, the bag penalty in the totals) ``end.bonus`` if
    ``side`` wins it, ``-end.bonus`` if another side does. A moon that wins outright keeps its margin
    (``MOON_BONUS``). ``end`` None: the hand's margin, as before."""
    value = margin(score, side)
    if end is None:
        return value
    end.outcome = 0
    over = game_over_reason(rules, score, end.hand_number)
    if over is None or any(s.wins_outright for s in score.sides):
        return value
    end.outcome = 1 if over[0] == side else -1
    return end.bonus * end.outcome


def seat_policies(rules: RuleSet, me: int, tuning: PlayTuning, others: PlayTuning | None) -> list[PlayTuning]:
    """Each seat's policy in a playout for ``me``: ``tuning`` for ``me``'s side, ``others`` (when given) for the
    other seats (``play_out``, ``play_out_engine`` and the bid search's ``bid_playout``)."""
    my_side = rules.side_of(me)
    return [tuning if others is None or rules.side_of(t) == my_side else others for t in range(rules.players)]


def play_out(game: Game, state: PlayState, me: int, first: Card | None = None,
             tuning: PlayTuning = DEFAULT_PLAY, see: Collection[int] = (),
             others: PlayTuning | None = None, end: GameEnd | None = None) -> float:
    """Play ``game`` (in its play phase) to the end of the hand; ``first`` is the card of the seat to act.

    ``state`` follows the plays (it is changed, as ``game`` is: pass copies).
    The policies of the seats in ``see`` know the world's hands (``PlayState.known``), as a double-dummy
    player would: a benchmark's variant of Hard (``bench/hard_seeing.py``), none in the app.
    ``others``, when given, is the policy of the seats not on ``me``'s side (``tuning`` plays ``me``'s side):
    Hard may play its own side with a better policy than the one it reads the other side with.
    Returns ``me``'s side's margin (``margin``; with ``end``, the game's result too: ``game_margin``). At the
    six-seat table (players.cancellation) the bots' correction for twins is made as at the
    table (``cancellation.amend``) and a dead trick counts for nobody, its
    leader leading again, as the engine has it (``Game.trick_taker``).
    """
    rules = game.rules
    cancel = rules.cancellation
    n = game.players
    hands = game.hands
    trump = game._t.trump_mask
    next_seat = game._next_seat
    legal_mask = game._legal_mask
    observe = state.observe
    trick = game.trick
    seat: int = game.to_act  # type: ignore[assignment]
    card = first
    known = list(state.known) if see else []  # what ``me`` knew of the others' hands (cards passed)
    policy = seat_policies(rules, me, tuning, others)
    while True:
        if card is None:
            legal = legal_mask(seat)
            if legal & (legal - 1):
                if see:  # these seats' policies see the world's hands (a benchmark's variant, bench/hard_seeing.py)
                    if seat in see:
                        state.seat = seat
                        state.known = [0 if t == seat else hands[t] for t in range(n)]
                    else:
                        state.seat = me
                        state.known = [k & ~state.played for k in known]
                card = play_card(state, seat, hands[seat], legal, policy[seat])[0]
                if cancel and trick:
                    card = amend(rules, seat, trick, cards_of(legal), game.bids, game.tricks, card, NO_REASON)[0]
            else:
                card = EVERY_COPY[legal.bit_length() - 1]
        bit = card.bit
        hands[seat] ^= bit
        trick.append((seat, card))
        if bit & trump:
            game.broken = True
        observe(seat, card)
        card = None
        if len(trick) < n:
            seat = game.to_act = next_seat[seat]
            continue
        winner: int | None = game.trick_taker(trick) if cancel else game.trick_winner(trick)
        game.completed.append(tuple(trick))
        game.trick_winners.append(winner)
        if winner is None:  # a dead trick: nobody takes it, its leader leads again
            seat = trick[0][0]
        else:
            game.tricks[winner] += 1
            seat = winner
        game.trick = trick = []
        game.trick_number += 1
        state.end_trick(winner)
        if game.trick_number >= game.hand_size:
            return game_margin(finished_score(game), rules, rules.side_of(me), end)
        game.leader = game.to_act = seat


def finished_score(game: Game) -> HandScore:
    """The score of the finished hand, as the engine's ``_finish_hand`` computes it."""
    bids = tuple(b for b in game.bids if b is not None)
    return score_hand(
        game.rules, bids, game.tricks, game.scores, game.bags,
        hand_number=game.hand_number, dealer=game.dealer, deal_number=game.deal_number,
        played=game.completed, winners=game.trick_winners,
    )


def play_out_engine(game: Game, state: PlayState, me: int, first: Card | None = None,
                    tuning: PlayTuning = DEFAULT_PLAY, others: PlayTuning | None = None,
                    end: GameEnd | None = None) -> float:
    """``play_out`` through the engine's public moves (``legal_plays``, ``apply``): the reference it is
    tested and timed against (``tests/ai/test_playout.py``, ``bench/hard_playouts.py``)."""
    seat: int = game.to_act  # type: ignore[assignment]
    cancel = game.rules.cancellation
    policy = seat_policies(game.rules, me, tuning, others)
    card = first
    while True:
        if card is None:
            legal = 0
            for c in game.legal_plays(seat):
                legal |= c.bit
            card = play_card(state, seat, game.hand_mask(seat), legal, policy[seat])[0]
            if cancel and game.trick:  # the bots' correction for twins that cancel, as at the table (policy)
                card = amend_card(game.view(seat), card, NO_REASON)[0]
        events = game.apply(PLAYS[card.index])
        state.observe(seat, card)
        for event in events:
            if type(event) is TrickWon:
                state.end_trick(event.winner)
            elif type(event) is TrickDead:  # players.cancellation: it counts for nobody, its leader leads again
                state.end_trick(None)
            elif type(event) is HandScored:
                return game_margin(event.score, game.rules, state.rules.side_of(me), end)
        seat = game.to_act  # type: ignore[assignment]
        card = None
