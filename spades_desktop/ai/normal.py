"""The Normal computer player: the rules of ``policy`` for every decision, and bids weighed by playing them out.

Normal counts its hand to bid (``bidding``), then weighs that bid against
one trick more, one less and nil by playing each out over guesses of the
other hands (``bid_search``, 120 playouts a bid). Its exchange, draw and
card play are the policy's rules, about 0.1 ms a card. With a ``clock`` (the
GUI passes ``time.monotonic``) a bid's search stops after ``BID_CAP``
seconds; without one a seed fixes every decision.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..engine import Action, Bid, BidKind, Game, Phase, SeatView
from .base import action_arg
from .bid_search import bid_playout, search_bid
from .bidding import COUNT_NOTES, DEFAULT_TUNING, BidTuning, nil_in_reach
from .card_play import DEFAULT_PLAY, PlayTuning
from .determinize import BID_SIGMA
from .game_outcome import GAME_END, GAME_Z, PlaysForGame
from .message import Message, MessageArg
from .playout import GAME_BONUS
from .policy import decide, hand_mask, legal_mask

__all__ = ["BID_CAP", "BID_SAMPLES", "COUNT_NOTES", "HELD", "NIL_EASE", "NIL_MARGIN", "SEARCHED_BID", "SEARCHED_BIDS",
           "SEARCHED_BID_NAMED", "SEARCHED_BID_NIL", "SEARCHED_BID_PLAIN", "NormalPlayer", "bare_holding", "counted",
           "hand_mask", "held", "legal_mask", "noted_holding", "search_why", "searched_reason", "tuned"]

BID_SAMPLES = 120  # playouts a bid weighs in all (0: the count's bid as it is)
BID_CAP = 0.5  # seconds a bid may search when a clock is given
NIL_MARGIN = 30.0  # points a hand a nil the count did not bid must score above the others
# Normal weighs a nil only where the count would consider one (no more than three trumps or 3.5 tricks,
# the chance it asks for less NIL_EASE): weighing every nil from a 30 % chance, as Hard does, scored more
# but made 78 % of its nils, too few for a partner to trust, and took nils on T-8-6-2 of spades (docs/ai.md).
NIL_EASE = 0.25
# The reason of a bid the search chose over the count's (the hint's check puts its own figure in: ``hint``). It leads
# with what the hand holds, the count's own reason (``HELD``): "bid 4 — rather than the 5 your cards count: played
# out over 18 guesses…" meant nothing to a newcomer, who had never heard of a count (QA). Where the count's reason is
# not what the hand holds (a partner's count, the auction's…), the older words (``SEARCHED_BID_PLAIN``).
#
# The count stays said before the search's bid ("I hold A♠, Q♠, A♣ and A♥, 4 trumps, their length worth about 1 trick;
# … 4 scores +4 points a hand more than 5": a newcomer added it up to 5 and could not tell why 4, QA newbie17), and
# in plain words why a bid the count did not give can score more (``search_why``).
SEARCHED_BID = ("I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of the "
                "other hands, {bid} scores {gain} points a hand more than {count}: {why}")
SEARCHED_BID_NIL = ("I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of "
                    "the other hands, {bid} scores {gain} points a hand more than {count}")  # nil, or another kind
SEARCHED_BID_NAMED = ("I bid {bid}: I hold {hold}, so my cards count about {named}; played out over {guesses} of the "
                      "other hands, {bid} scores {gain} points a hand more than {count}")  # the count bid under it
SEARCHED_BID_PLAIN = ("I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
                      "hands, {bid} scores {gain} points a hand more")
SEARCHED_BIDS = frozenset((SEARCHED_BID, SEARCHED_BID_NIL, SEARCHED_BID_NAMED, SEARCHED_BID_PLAIN))


def search_why(bid: Bid, count: Bid) -> Message | None:
    """In plain words why ``bid``, not the count's ``count``, can score more (what the playouts found, not a reason
    of their own: they only say it scores more): a trick counted may not come, or the cards may take more than they
    count; None for nil or the same number."""
    if bid.kind is not BidKind.NORMAL or count.kind is not BidKind.NORMAL or bid.tricks == count.tricks:
        return None
    if bid.tricks < count.tricks:
        return Message.of("a trick counted may not come")
    return Message.of("the cards may take more tricks than they count")
HELD = "I bid {bid}: I hold {reason}"  # the count's reason for a bid from what the hand holds (``bidding``)


def held(reason: Message) -> MessageArg | None:
    """What the hand holds, as the count's ``reason`` says it ("A♠ and K♠, 5 trumps, …"), or None when the count gave
    another kind of reason."""
    return reason.values.get("reason") if reason.template == HELD else None


def bare_holding(hold: MessageArg) -> MessageArg:
    """What the hand holds without the count's notes on its bid (``COUNT_NOTES``)."""
    while isinstance(hold, Message) and hold.template in COUNT_NOTES:
        hold = hold.values["reason"]
    return hold


def noted_holding(reason: Message) -> MessageArg | None:
    """What the hand holds with the count's notes, as a searched bid's ``reason`` (``searched_reason``) keeps them
    for a hint that goes back to the count's bid, where the notes agree with it; None for another reason."""
    values = reason.values
    return values.get("noted", values.get("hold"))


def counted(hold: MessageArg | None, count: Bid) -> int | Bid:
    """What the hand's parts (``hold``, with the count's notes) add up to, as a reader adds them: the count's own
    "they add up to 4" where it bid under that for safety, else the count's bid ``count``."""
    if isinstance(hold, Message):
        if hold.template.startswith("they add up to {count}"):
            named = hold.values.get("count")
            if isinstance(named, int):
                return named
        for _key, value in hold.args:
            found = counted(value, count) if isinstance(value, Message) else None
            if isinstance(found, int):
                return found
    return count


def searched_reason(bid: Bid, count: Bid, hold: MessageArg | None, guesses: int, gain: str) -> Message:
    """The reason of ``bid``, which the search chose over the count's ``count`` (``hold``: what the hand holds, as
    the count said it, or None), with the search's (or the hint's check's) ``guesses`` and ``gain`` ("+3").
    The holding is said without the count's notes on its own bid (``COUNT_NOTES``), which the message keeps
    unsaid as ``noted`` (``noted_holding``). Literal templates, as assets/translations/sources.py finds them (the
    same as ``SEARCHED_BIDS``)."""
    if hold is not None:
        bare = bare_holding(hold)
        noted = {"noted": hold} if bare != hold else {}
        named = counted(hold, count)  # what the parts said add up to (the count's bid may be a little under it)
        named_bid = Bid(named) if isinstance(named, int) else named
        plain = search_why(bid, named_bid)
        if plain is not None:
            return Message.of("I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over "
                              "{guesses} of the other hands, {bid} scores {gain} points a hand more than {count}: "
                              "{why}", bid=bid, hold=bare, named=named, count=count, guesses=guesses, gain=gain,
                              why=plain, **noted)
        if bid == named_bid:  # the count's bid was under what its parts add up to, and the search bid that
            return Message.of("I bid {bid}: I hold {hold}, so my cards count about {named}; played out over {guesses} "
                              "of the other hands, {bid} scores {gain} points a hand more than {count}", bid=bid,
                              hold=bare, named=named, count=count, guesses=guesses, gain=gain, **noted)
        return Message.of("I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} "
                          "of the other hands, {bid} scores {gain} points a hand more than {count}", bid=bid,
                          hold=bare, named=named, count=count, guesses=guesses, gain=gain, **noted)
    return Message.of("I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
                      "hands, {bid} scores {gain} points a hand more", bid=bid, count=count, guesses=guesses,
                      gain=gain)


def tuned(options: dict[str, float]) -> tuple[BidTuning, PlayTuning]:
    """Tunings with some knobs changed (for benchmarks): ``{"margin": 0.5}``."""
    bid, play = DEFAULT_TUNING, DEFAULT_PLAY
    for key, value in options.items():
        if key in BidTuning.__dataclass_fields__:
            bid = replace(bid, **{key: value})
        elif key in PlayTuning.__dataclass_fields__:
            kind = PlayTuning.__dataclass_fields__[key].type
            changes: dict[str, Any] = {key: int(value) if kind in (int, "int") else value}
            play = replace(play, **changes)
        else:
            known = ", ".join([*BidTuning.__dataclass_fields__, *PlayTuning.__dataclass_fields__,
                               "bid_samples", "nil_ease", "nil_margin", "bid_cap", "bid_sigma", "game_end",
                               "game_bonus", "game_z"])
            raise ValueError(f"the normal bot has no option {key!r}; options: {known}")
    return bid, play


class NormalPlayer(PlaysForGame):
    """Counts tricks to bid and checks the bid by playing it out (for the game where the hand can end it:
    ``game_outcome``); covers a nil partner, sets opponents' nils and ducks bags."""

    name = "normal"

    def __init__(self, seed: int = 0, bid_tuning: BidTuning = DEFAULT_TUNING,
                 play_tuning: PlayTuning = DEFAULT_PLAY, bid_samples: int = BID_SAMPLES,
                 clock: Callable[[], float] | None = None, bid_cap: float = BID_CAP,
                 nil_ease: float = NIL_EASE, nil_margin: float = NIL_MARGIN, bid_sigma: float = BID_SIGMA,
                 game_end: bool = GAME_END, game_bonus: float = GAME_BONUS, game_z: float = GAME_Z) -> None:
        if bid_samples < 0:
            raise ValueError("bid_samples must be 0 (no search) or more")
        if not bid_cap > 0:
            raise ValueError("bid_cap must be a positive number of seconds")
        if not bid_sigma > 0:
            raise ValueError("bid_sigma must be a positive number of tricks")
        self.seed = seed
        self.bid_tuning = bid_tuning
        self.play_tuning = play_tuning
        # The bid search's playouts keep the cover rules of session 59 off (``keep_lead_trump``, ``cash_before_set``):
        # with them the playouts' partners saved more nils than the table's do, and Normal bid 150 nils where it had
        # bid 139, made 119 of each (400 deals; docs/ai.md, "The last trump kept on a cover lead ...")
        self.bid_play_tuning = replace(play_tuning, keep_lead_trump=0, cash_before_set=0,
                                       cover_over_trumps=math.inf)  # the bids as measured (session 62)
        self.bid_samples = bid_samples
        self.clock = clock
        self.bid_cap = bid_cap
        self.nil_ease = nil_ease
        self.nil_margin = nil_margin
        # How far a bid strays from its hand, for the search's guesses: every seat alike. Reading a bot's bid
        # 0.7 wide, as Hard does, gained nothing here (docs/ai.md, "Reading bids 0.7 wide in Normal's bid search").
        self.bid_sigma = bid_sigma
        # The bid search values a playout whose hand ends the game by the game's result, as Hard's searches do
        # (``game_outcome``; QA: at 457 of 500 Normal bid nil "+92 points a hand more than 2" where 2 won the game)
        self._plays_for_game(game_end, game_bonus, game_z)
        self._rng = random.Random(seed)
        self._last = Message("")
        self.fallbacks = 0  # choices that were not legal (a bug if ever above zero)
        self.capped = False  # the last bid's search stopped at its time cap

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        action, reason = self.decide_message(view)
        if action not in view.legal:
            self.fallbacks += 1
            action = view.legal[0]
            reason = Message.of("I play {action}", action=action_arg(action))
        self._last = reason
        return action

    def decide(self, view: SeatView) -> tuple[Action, str]:
        """The action and its reason in English (``decide_message`` keeps the reason translatable)."""
        action, reason = self.decide_message(view)
        return action, str(reason)

    def decide_message(self, view: SeatView) -> tuple[Action, Message]:
        self.capped = False
        action, reason = decide(view, self.bid_tuning, self.play_tuning)
        if (self.bid_samples and view.phase is Phase.BID and view.hand is not None and not view.rules.draw_phase
                and isinstance(action, Bid)):
            return self._search(view, action, reason)
        return action, reason

    def _search(self, view: SeatView, count_bid: Bid, reason: Message) -> tuple[Action, Message]:
        clock = self.clock
        until = clock() + self.bid_cap if clock is not None else None

        def stop(done: int) -> bool:
            if done == 0 or until is None or clock is None or clock() < until:
                return False
            self.capped = True
            return True

        def playout(game: Game, me: int, bid: Bid) -> float:
            return self._counted(bid, bid_playout(game, me, bid, self.bid_play_tuning, end=self._end))

        self._game_end(view)

        found = search_bid(view, count_bid, samples=self.bid_samples, seeds=self._rng,
                           stop=stop, playout=playout, nil_ok=self.nil_in_reach,
                           nil_margin=self.nil_margin,
                           sigmas=self._sigmas(view.rules.players))
        if found is None or found.bid == count_bid or self._count_stands(found, count_bid, 0.0):
            return count_bid, reason
        game = self._game_bid_reason(found, count_bid)
        if game is not None:
            return found.bid, game
        return found.bid, searched_reason(found.bid, count_bid, held(reason), found.guesses, f"{found.gain:+.0f}")

    def _sigmas(self, players: int) -> list[float]:
        """Per seat, how far its bid may stray from its hand in the bid search's guesses."""
        return [self.bid_sigma] * players

    def nil_in_reach(self, view: SeatView) -> bool:
        """The count would consider nil for ``view`` (``bidding.nil_in_reach`` with this player's ``nil_ease``)."""
        return nil_in_reach(view, self.bid_tuning, self.nil_ease)

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last
