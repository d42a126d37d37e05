"""The coach: the Hard search's value of every alternative at each decision of a human seat.

For each bid or card of the seats asked about, a fresh ``HardPlayer`` seeded
from the analysis seed, the seat and the position weighs the legal
alternatives in the position the player saw, from that seat's view only
(``HardPlayer.evaluate``). A value is the side's expected hand result against
the best other side, as Hard counts it: contract, nil and special points, each
bag -9. The cost of a decision is how far the chosen action's value falls
below the best one's; the biggest costs become findings with a sentence a
player reads: a ``Message`` (an English template and its values), which the
window translates and ``str()`` gives in English. The same record, seats and
seed always give the same analysis.

A choice made before looking at the cards (blind nil, a blind bid, or looking)
is weighed over guesses of every hand, the seat's own too (``weigh_blind``).
Its values are this hand's alone, and a blind bid is a comeback bid: a side far
behind may need a swing that one hand's average does not show. So a blind bid
made at least as far behind as Normal's own rule would consider it
(``comeback_behind``) costs nothing; its sentence says how much less it scored
over this hand and that it is not counted as a mistake. Nearer the lead a
blind bid that scored less is flagged like any other decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from ..engine import (
    BLIND_NIL,
    Action,
    Bid,
    BidKind,
    Card,
    Game,
    HandScore,
    HandScored,
    Look,
    Phase,
    Play,
    RuleSet,
    SeatView,
    seat_name,
)
from ..engine.errors import Reason, thawed_reason
from ..record import GameRecord
from ..record.history import decision_seed
from .bidding import BLIND_BID_BEHIND, blind_nil_threshold, situation
from .cardinfo import card_info
from .hand_analysis import HandStep, hand_steps
from .hard import HardPlayer
from .message import Message, MessageArg
from .normal import NIL_MARGIN, NormalPlayer
from .special_bids import BLIND_MOON_BEHIND, BLIND_SIX_BEHIND

__all__ = [
    "COACH_SALT",
    "FLAG_POINTS",
    "HINT_AGAIN_FROM",
    "SURE",
    "Decision",
    "Weighed",
    "bid_not_weighed",
    "bids_not_weighed",
    "coach_hand",
    "coach_seed",
    "coach_steps",
    "comeback_behind",
    "costly",
    "fixed_bids",
    "flags",
    "human_seats",
    "is_sure",
    "nil_too_close",
    "only_bid",
    "weigh",
    "weigh_view",
]

COACH_SALT = 0xC0AC4  # keeps the coach's guesses apart from the bots' own in the game
FLAG_POINTS = 5.0  # a decision costing less than this is not flagged
SURE = 2.0  # ... nor one whose cost is under this many standard errors of it over the guesses (their luck)
SURE_AT_ONCE = 2.5  # a first weighing this sure of a cost needs no second one (docs/review.md: how this was set)
HINT_AGAIN_FROM = FLAG_POINTS / 2  # the hint's check weighs Normal's card again from this shortfall (hint.AGAIN_FROM)
AGAIN = 2  # a choice that looks costly but is not yet sure is weighed again over this many times the guesses
AGAIN_WORLDS = 60 * AGAIN  # ... the card search's most guesses then (Hard's own: 60)
AGAIN_SALT = 0xA6A1  # keeps the second weighing's guesses apart from the first's
NIL_RISK = NIL_MARGIN  # a number bid is called a mistake against nil only from this many points (Normal's margin)


@dataclass(frozen=True)
class Decision:
    """One decision weighed: every alternative's value (best first), the choice and what it cost."""

    index: int  # position in the hand's actions
    seat: int
    chosen: Action
    values: tuple[tuple[Action, float], ...]
    trick: int  # 1-based trick number for a card; 0 for a bid
    cost: float
    sentence: Message  # str(sentence) is the English text
    noise: float = 0.0  # the standard error of ``cost`` over the guesses

    @property
    def best(self) -> Action:
        return self.values[0][0]

    @property
    def sure(self) -> bool:
        """The cost is not the luck of the guesses: it stands ``SURE`` standard errors above nothing."""
        return is_sure(self.cost, self.noise)

    @property
    def nil_too_close(self) -> bool:
        """A number bid that nil beats by less than ``NIL_RISK``: the careful choice the bots make themselves
        beside a person (a nil not clearly better is not worth its risk), so it is not a mistake."""
        return nil_too_close(self.chosen, self.best, self.cost)


def human_seats(record: GameRecord) -> list[int]:
    return [s for s, p in enumerate(record.players) if p.kind == "human"]


def bids_not_weighed(rules: RuleSet) -> Message | None:
    """Why the coach weighs no bid at all under ``rules`` ("the cards passed before the bidding cannot be
    replayed"), None where it weighs them. Hard's bid search plays its guesses out from a fresh deal, and two
    kinds of hand cannot be built that way: cards passed before the bidding (``determinize.NoBidWorld``) and the
    two-player draw (``HardPlayer._bid`` keeps the count's bid), so every bid there has no verdict. The review
    and ``analyze`` say so: the review's pass note said the coach weighs bids, and no bid ever had a line (QA)."""
    if rules.draw_phase:
        return Message.of("the hands drawn from the stock cannot be replayed")
    if rules.card_pass and rules.card_pass_when == "before_bidding":
        return Message.of("the cards passed before the bidding cannot be replayed")
    return None


def bid_not_weighed(step: HandStep) -> Message | None:
    """Why ``step``, a choice of a bid (or of looking first) among several, has no verdict: the game's bids are
    never weighed (``bids_not_weighed``); None for any other step, or where bids are weighed."""
    if not isinstance(step.action, (Bid, Look)) or len(step.before.legal_actions()) < 2:
        return None
    return bids_not_weighed(step.before.rules)


def only_bid(step: HandStep) -> Reason | None:
    """Why ``step`` was the one bid the rules allowed (the engine's reason: "with 0 spades you must bid nil", "in
    mirrors you bid your spade count (3)"; () when the engine gives none); None for any other step. The coach
    weighs only a choice among several (``coach_steps``), so such a bid had no line in the review at all (QA)."""
    game = step.before
    if game.phase is not Phase.BID or not isinstance(step.action, Bid) or len(game.legal_actions()) != 1:
        return None
    return thawed_reason(game.view(step.seat).bid_reason)


def coach_hand(
    record: GameRecord,
    hand_index: int,
    seats: Collection[int] | None = None,
    *,
    seed: int | None = None,
    samples: int = 100,
    progress: Callable[[int, int], bool] | None = None,
) -> list[Decision]:
    """Weigh every bid and card of ``seats`` (default: the human seats) in hand ``hand_index``."""
    humans = human_seats(record)
    return coach_steps(hand_steps(record, hand_index), humans if seats is None else seats,
                       seed=record.seed if seed is None else seed, samples=samples, progress=progress, humans=humans)


def coach_steps(
    steps: Sequence[HandStep],
    seats: Collection[int],
    *,
    seed: int,
    samples: int = 100,
    progress: Callable[[int, int], bool] | None = None,
    humans: Collection[int] | None = None,
) -> list[Decision]:
    """The decisions of ``seats`` among ``steps`` that had a choice, weighed (``humans``: the seats of people,
    whose bids the search reads more loosely than a bot's; by default the coached seats).

    ``progress(done, total)`` is called before each one and after the last; when it returns False
    the analysis stops and returns what it has (a cancel button)."""
    people = seats if humans is None else humans
    todo = [st for st in steps if st.seat in seats and _weighable(st)]
    out: list[Decision] = []
    stop = False

    def stopped() -> bool:
        return stop

    end = _hand_score(steps) if any(_blind(st) for st in todo) else None
    for done, step in enumerate(todo):
        if progress is not None and not progress(done, len(todo)):
            return out
        made = end.tricks[step.seat] == 0 if end is not None and step.action == BLIND_NIL else None
        decision = weigh(step, seed=seed, samples=samples, deadline=stopped, humans=people, made=made)
        if decision is not None:
            out.append(decision)
    if progress is not None:
        progress(len(todo), len(todo))
    return out


def _hand_score(steps: Sequence[HandStep]) -> HandScore | None:
    """The score of the hand ``steps`` are, None when they stop before its end (a game in progress)."""
    if not steps:
        return None
    last = steps[-1]
    events = last.before.copy().apply(last.action, last.seat)
    return next((e.score for e in events if isinstance(e, HandScored)), None)


def _weighable(step: HandStep) -> bool:
    game = step.before
    return game.phase in (Phase.BID, Phase.PLAY) and len(game.legal_actions()) > 1


def weigh(
    step: HandStep, *, seed: int, samples: int = 100, deadline: Callable[[], bool] | None = None,
    humans: Collection[int] = (), made: bool | None = None,
) -> Decision | None:
    """One decision weighed by the Hard search from the seat's view; None when there was nothing to weigh.
    ``made``: a blind nil was made (True) or lost (False) when the hand was played out; None when not known."""
    game = step.before
    view = game.view(step.seat)
    hinted = NormalPlayer().choose(view) if game.phase is Phase.PLAY else None  # the hint's card before its check
    found = weigh_view(view, step.action, seed=coach_seed(seed, step.seat, step.position),
                       samples=samples, deadline=deadline, humans=humans, hinted=hinted)
    if found is None:
        return None
    cost = found.cost
    if _comeback(step) is not None:
        cost = 0.0  # a comeback bid: this hand's margin alone does not judge it (``explain`` says so)
    trick = game.trick_number + 1 if game.phase is Phase.PLAY else 0
    decision = Decision(step.index, step.seat, step.action, found.values, trick, cost, Message(""), found.noise)
    return replace(decision, sentence=explain(decision, step, made=made))


def coach_seed(seed: int, seat: int, position: int) -> int:
    """The seed of the coach's search for ``seat``'s decision at ``position`` (the count of actions before it in
    the game) of a game with analysis seed ``seed`` (the review's: the game's own deal number). The hint's check
    uses it too, so that both weigh a decision over the same guesses."""
    return decision_seed(seed ^ COACH_SALT, seat, position)


@dataclass(frozen=True)
class Weighed:
    """The alternatives of one decision weighed (``weigh_view``): their values best first, what the chosen one
    falls short of the best by, and the standard error of that shortfall over the guesses."""

    values: tuple[tuple[Action, float], ...]
    chosen: Action
    cost: float
    noise: float
    guesses: int

    @property
    def best(self) -> Action:
        return self.values[0][0]

    @property
    def sure(self) -> bool:
        """The shortfall is too large for the guesses' luck (``SURE`` standard errors)."""
        return is_sure(self.cost, self.noise)


def nil_too_close(chosen: Action, best: Action, cost: float) -> bool:
    """``chosen``, a number bid, falls short of nil (``best``) by less than ``NIL_RISK`` points."""
    return (isinstance(chosen, Bid) and chosen.kind is BidKind.NORMAL and isinstance(best, Bid)
            and best.kind is BidKind.NIL and cost < NIL_RISK)


def flags(chosen: Action, best: Action, cost: float, noise: float, at_least: float = FLAG_POINTS) -> bool:
    """The coach calls ``chosen`` a mistake against ``best``: it costs at least ``at_least`` points, surely
    (``is_sure``), and is not the careful number bid beside a nil only a little better (``nil_too_close``). The
    hint's check asks the same (``hint.better``), so the two never judge a choice by different rules."""
    return cost >= at_least and is_sure(cost, noise) and not nil_too_close(chosen, best, cost)


def is_sure(cost: float, noise: float) -> bool:
    """A shortfall of ``cost`` points with standard error ``noise`` is not the luck of the guesses."""
    return cost >= SURE * noise


def weigh_view(
    view: SeatView, chosen: Action, *, seed: int, samples: int = 100, deadline: Callable[[], bool] | None = None,
    humans: Collection[int] = (), again_from: float = FLAG_POINTS, sure_at_once: float = SURE_AT_ONCE,
    hinted: Action | None = None,
) -> Weighed | None:
    """``chosen`` and its alternatives in ``view`` weighed by the Hard search (``HardPlayer.evaluate``, a bot
    seeded with ``seed``); None when there was nothing to weigh.

    A bid that falls ``again_from`` points or more short of the best, and a card that does but by less than
    ``SURE_AT_ONCE`` standard errors of the difference (a few dozen guesses, where a nil made or lost in a few
    of them moves an average by many points), is weighed again over ``AGAIN`` times as many other guesses, and
    the two are pooled (``sure_at_once``: the hint, which says the cost, weighs every such card again: its "about
    93 points more" from 16 guesses was 40 in the coach's pooled weighing, QA). A card sure at once is still
    weighed again when the hint's check, starting from ``hinted`` (Normal's card), would have been
    (``hinted`` falls ``HINT_AGAIN_FROM`` or more short in the first weighing): the check's pooled weighing put
    the K♣ it hinted on top, and the coach, from the first weighing alone, called the K♣ the hand's costliest
    mistake (QA; the two share their seeds, and a card's weighing does not depend on the card chosen).
    ``deadline`` stops either search early (after one whole guess)."""
    # The coach weighs the hand's points (its sentences say "cost about 18 points"): Hard's own valuation of a hand
    # that ends the game (``hard.GAME_END``, +-300 for the game won or lost) would read as points (docs/ai.md)
    hard = HardPlayer(seed, samples=samples, deadline=deadline, humans=humans, game_end=False)
    first = _weighing(view, chosen, hard)
    if first is None:
        return None
    weighed = _ranked(first, chosen)
    if weighed.cost < again_from or len(first.rows) < 2:
        return weighed  # (a choice made before looking keeps no guesses: it is judged as before)
    if (view.phase is Phase.PLAY and weighed.cost >= sure_at_once * weighed.noise
            and not _hint_weighs_again(weighed, hinted)):
        return weighed  # (a bid is always weighed again: 30 or 40 guesses of whole hands tell too little)
    if deadline is not None and deadline():
        return weighed  # time is up: no second search (it would play one whole guess before it looked)
    again = HardPlayer(seed ^ AGAIN_SALT, samples=samples * AGAIN, worlds=AGAIN_WORLDS,
                       bid_samples=hard.bid_samples * AGAIN, deadline=deadline, humans=humans, game_end=False)
    second = _weighing(view, chosen, again)
    if second is None or second.columns != first.columns:
        return weighed
    return _ranked(_Rows(first.columns, first.rows + second.rows), chosen)


def _hint_weighs_again(first: Weighed, hinted: Action | None) -> bool:
    """The hint's check, weighing ``hinted`` (Normal's card) over the same first guesses, would weigh it again."""
    values = dict(first.values)
    return hinted in values and first.values[0][1] - values[hinted] >= HINT_AGAIN_FROM


@dataclass(frozen=True)
class _Rows:
    """Each weighed action's column, and each guess's row of values (a choice made before looking keeps no rows
    of guesses: its one row is the averages, so it counts as sure)."""

    columns: dict[Action, int]
    rows: list[list[float]]


def _weighing(view: SeatView, chosen: Action, hard: HardPlayer) -> _Rows | None:
    values = hard.evaluate(view, also=chosen)
    if chosen not in values or len(values) < 2:
        return None
    if hard.last_rows and all(a in hard.last_columns for a in values):
        return _Rows(dict(hard.last_columns), [list(r) for r in hard.last_rows])
    actions = list(values)
    return _Rows({a: i for i, a in enumerate(actions)}, [[values[a] for a in actions]])


def _ranked(found: _Rows, chosen: Action) -> Weighed:
    """The values best first, and the chosen action's shortfall with its standard error over the guesses."""
    rows, n = found.rows, len(found.rows)
    means = {a: sum(r[i] for r in rows) / n for a, i in found.columns.items()}
    ranked = tuple(sorted(means.items(), key=lambda kv: (-kv[1], str(kv[0]))))
    best, chosen_i = found.columns[ranked[0][0]], found.columns[chosen]
    cost = max(0.0, ranked[0][1] - means[chosen])
    noise = 0.0
    if n > 1 and best != chosen_i:
        diffs = [r[best] - r[chosen_i] for r in rows]
        mean = sum(diffs) / n
        noise = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return Weighed(ranked, chosen, cost, noise, n)


def costly(decisions: Sequence[Decision], count: int = 3, at_least: float = FLAG_POINTS) -> list[Decision]:
    """The decisions that cost most (at least ``at_least`` points, and surely: ``Decision.sure``), most costly
    first."""
    flagged = [d for d in decisions if flags(d.chosen, d.best, d.cost, d.noise, at_least)]
    return sorted(flagged, key=lambda d: (-d.cost, d.index))[:count]


def action_words(action: Action) -> Message:
    """The action as a sentence names it: "the K♥", "nil", "a bid of 4"."""
    if isinstance(action, Play):
        return Message.of("the {card}", card=action.card)
    if isinstance(action, Bid):
        if action.kind is BidKind.BLIND_NIL:
            return Message.of("blind nil")
        if action.kind is BidKind.PASS:  # the auction's pass ("a bid of pass" was said)
            return Message.of("passing")
        return Message.of("nil") if action.is_nil else Message.of("a bid of {bid}", bid=action)
    if isinstance(action, Look):
        return Message.of("looking at the cards first")
    return Message.of("{action}", action=str(action))


def explain(decision: Decision, step: HandStep, *, made: bool | None = None) -> Message:
    """A sentence a player reads: what the choice cost and, where it can be seen, why. A choice before looking
    is weighed over the hands that could have been dealt, and said so: "cost about 150 points over this hand
    alone" was read as this hand's result, of a blind nil that was made and scored 241 (QA); ``made`` (a blind
    nil made when the hand was played out) adds that it was made this time."""
    game = step.before
    rules = game.rules
    who = seat_name(rules, decision.seat)
    chosen, best = decision.chosen, decision.best
    behind = _comeback(step)
    if behind is not None:
        short = decision.values[0][1] - dict(decision.values)[chosen]
        if short >= 0.5:
            return Message.of("{seat}: on average over the hands that could have been dealt, {action} scores about "
                              "{points} less than {best} in one hand; but {behind} behind, a comeback needs a big "
                              "swing, so it is not counted as a mistake.",
                              seat=who, action=action_words(chosen), points=round(short), best=action_words(best),
                              behind=behind)
    if decision.cost < 0.5:
        return _fixed_choice_verdict(decision, step) or Message.of(
            "{seat}: {action} was as good as any choice here.", seat=who, action=action_words(chosen))
    if decision.nil_too_close and _comeback(step) is None:
        return Message.of("{seat}: {action} was the careful choice: nil scored about {points} more over the guesses, "
                          "too little for the risk of a nil.", seat=who, action=action_words(chosen),
                          points=round(decision.cost))
    if not decision.sure:  # a shortfall the luck of the guesses explains: no mistake is named
        return Message.of("{seat}: {action} was about as good as {best} (about {points} less over the guesses, "
                          "within their luck).", seat=who, action=action_words(chosen), best=action_words(best),
                          points=max(1, round(decision.cost)))
    if decision.cost < FLAG_POINTS:  # sure, but under the flag line: not a mistake ("cost about 2 points: the 6♣
        # was worth more" was said of the hint's own card, which it keeps when under 5 points worse, QA)
        return Message.of("{seat}: {action} was nearly as good as {best} (about {points} less over the guesses).",
                          seat=who, action=action_words(chosen), best=action_words(best),
                          points=max(1, round(decision.cost)))
    points = round(decision.cost)  # said with its noun: "about 1 point", "about 40 points" (``COUNTED``)
    why = (_own_nil_reason(step, chosen, best) or _nil_reason(step, chosen, best)
           or _overtaking_reason(step, chosen, best)
           or _cover_spent_reason(step, chosen, best)
           or _higher_trump_out_reason(step, chosen, best)
           or _sure_trick_nil_reason(step, chosen, best)
           or Message.of("{action} was worth more", action=action_words(best)))
    if isinstance(chosen, Play):
        return Message.of("{seat}: playing {action} at trick {trick} cost about {points}: {why}.", seat=who,
                          action=action_words(chosen), trick=decision.trick, points=points, why=why)
    if _blind(step):  # a choice before looking: weighed over the hands that could have been dealt
        if isinstance(chosen, Look):
            return Message.of("{seat}: looking at the cards first cost about {points} on average over the hands "
                              "that could have been dealt: {why}.", seat=who, points=points, why=why)
        if made and chosen == BLIND_NIL:
            return Message.of("{seat}: bidding blind nil cost about {points} on average over the hands that could "
                              "have been dealt: {why}. This time the blind nil was made.", seat=who, points=points,
                              why=why)
        return Message.of("{seat}: bidding {bid} cost about {points} on average over the hands that could have "
                          "been dealt: {why}.", seat=who, bid=chosen if isinstance(chosen, Bid) else str(chosen),
                          points=points, why=why)
    if isinstance(chosen, Bid) and chosen.kind is BidKind.PASS:
        return Message.of("{seat}: passing cost about {points}: {why}.", seat=who, points=points, why=why)
    bid: MessageArg = Message.of("nil") if isinstance(chosen, Bid) and chosen.is_nil else (
        chosen if isinstance(chosen, Bid) else str(chosen))
    return Message.of("{seat}: bidding {bid} cost about {points}: {why}.", seat=who, bid=bid, points=points, why=why)


def fixed_bids(legal: Sequence[Action]) -> bool:
    """The engine offers at most one number bid (``legal``, a choice of bids): the rules fix the choices, as whiz's
    spade count or nil and the auction's pass or a higher bid do. Normal's count has no trick either side to weigh
    there, so the coach and the hint say what the rules' other choices scored (``bid_search.rules_choices``)."""
    bids = [a for a in legal if isinstance(a, Bid)]
    return len(bids) >= 2 and sum(b.kind is BidKind.NORMAL for b in bids) <= 1


def _fixed_choice_verdict(decision: Decision, step: HandStep) -> Message | None:
    """The verdict on a bid that scored best where the rules fix the choices (``fixed_bids``): what the next choice
    scored, or that the bid was as good as forced (whiz's count beside a nil that the top trump breaks). "As good
    as any choice here" said nothing of nil, the one other bid whiz allows (QA). None elsewhere, or when one of
    several choices scored within ``FLAG_POINTS`` of it (two that close scored "about the same")."""
    game = step.before
    chosen = decision.chosen
    if (not isinstance(chosen, Bid) or decision.best != chosen or len(decision.values) < 2
            or not fixed_bids(game.legal_actions())):
        return None
    who = seat_name(game.rules, decision.seat)
    other, value = decision.values[1]
    two = len([a for a in game.legal_actions() if isinstance(a, Bid) and a.kind is not BidKind.MISDEAL]) == 2
    if two and isinstance(other, Bid) and other.kind is BidKind.NIL:
        top = _sure_trick_nil_reason(step, other, chosen)
        card = top.values.get("card") if top is not None else None
        if card is not None:
            return Message.of("{seat}: {action} was as good as forced: the only other bid the rules allow is nil, "
                              "and the {card} takes a trick whenever it is played.", seat=who,
                              action=action_words(chosen), card=card)
    gap = decision.values[0][1] - value
    if gap < FLAG_POINTS:  # a difference the coach would not flag either way
        return Message.of("{seat}: {action} and {other}, the only two bids the rules allow here, scored about the "
                          "same over the guesses.", seat=who, action=action_words(chosen),
                          other=action_words(other)) if two else None
    points = round(gap)
    if two:
        return Message.of("{seat}: {action} was the better of the only two bids the rules allow here: {other} "
                          "scored about {points} less over the guesses.", seat=who, action=action_words(chosen),
                          other=action_words(other), points=points)
    return Message.of("{seat}: {action} was the best choice here: {other}, the next best, scored about {points} "
                      "less over the guesses.", seat=who, action=action_words(chosen), other=action_words(other),
                      points=points)


def comeback_behind(rules: RuleSet, bid: Bid) -> int | None:
    """Points behind from which Normal's own rules consider the blind ``bid`` (a comeback bid: blind nil from
    ``blind_nil_threshold``, a blind number from 150, blind six from the preset's blind margin or 150, a blind
    moon from 300); None for a bid that is not blind."""
    if bid.kind is BidKind.BLIND_NIL:
        return blind_nil_threshold(rules)
    if bid.kind is BidKind.BLIND:
        return BLIND_BID_BEHIND
    if bid.kind is BidKind.BLIND_SIX:
        return rules.blind_bid_behind or BLIND_SIX_BEHIND
    if bid.kind is BidKind.BLIND_MOON:
        return BLIND_MOON_BEHIND
    return None


def _blind(step: HandStep) -> bool:
    """The seat chose before looking at its cards (blind nil, a blind bid, or looking)."""
    game = step.before
    return game.phase is Phase.BID and not game.revealed[step.seat]


def _comeback(step: HandStep) -> int | None:
    """How far behind the seat's side was, when its blind bid was a comeback bid (``comeback_behind``)."""
    chosen = step.action
    if not (_blind(step) and isinstance(chosen, Bid)):
        return None
    need = comeback_behind(step.before.rules, chosen)
    sit = situation(step.before.view(step.seat))
    behind = sit.opp_score - sit.my_score
    return behind if need is not None and behind >= need else None


def _winning_play(game: Game, cards: Sequence[tuple[int, Card]]) -> tuple[int, Card]:
    """The play (seat, card) that has a trick so far (the first card led), as the engine judges it in ``game``
    (``Game.trick_winner``). Under joker trumps a joker wins nothing itself and makes its partner's card a spade;
    ranking the cards by their power named a Big Joker under the partner's A♠ as taking the trick (QA)."""
    seat = game.trick_winner(list(cards))
    return next(play for play in cards if play[0] == seat)


class _TrickChoice(NamedTuple):
    """Two cards weighed in a trick already led, by a seat with a partner: what the trick reasons below read."""

    game: Game
    seat: int
    partner: int
    trick: list[tuple[int, Card]]
    chosen: Card
    best: Card

    @property
    def rules(self) -> RuleSet:
        return self.game.rules

    def taker(self, card: Card) -> int:
        """The seat that has the trick so far once ``card`` joins it."""
        return _taker(self.game, self.trick, self.seat, card)


def _taker(game: Game, trick: Sequence[tuple[int, Card]], seat: int, card: Card) -> int:
    """The seat that has ``trick`` so far once ``seat`` plays ``card`` to it (``_winning_play``)."""
    return _winning_play(game, [*trick, (seat, card)])[0]


def _trick_choice(step: HandStep, chosen: Action, best: Action) -> _TrickChoice | None:
    """``chosen`` and ``best`` as cards weighed in the trick so far, when both are cards, the trick is led and the
    seat has a partner; None otherwise."""
    if not (isinstance(chosen, Play) and isinstance(best, Play)):
        return None
    rules = step.before.rules
    partner = rules.partner_of(step.seat)
    trick = list(step.before.trick)
    if partner is None or not trick:
        return None
    return _TrickChoice(step.before, step.seat, partner, trick, chosen.card, best.card)


def _nil_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why the choice cost, when a player can see it at once (a partner's nil left winning the trick)."""
    c = _trick_choice(step, chosen, best)
    if c is None:
        return None
    bid = step.before.bids[c.partner]
    if bid is None or not bid.is_nil:
        return None
    if c.taker(c.chosen) == c.partner and c.taker(c.best) != c.partner:
        return Message.of("it left your partner's nil winning the trick, where the {card} would have covered it",
                          card=c.best)
    return None


def _own_nil_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why a card cost, when the seat bid nil, has taken no trick, and the card went over the trick's best card
    where the better one stayed under it (QA: breaking my own nil with the K♣ over my partner's 7♣ was said as
    taking my partner's trick, and a learner took away "don't overtake partner", not "you bid nil")."""
    if not (isinstance(chosen, Play) and isinstance(best, Play)):
        return None
    game = step.before
    bid = game.bids[step.seat]
    trick = list(game.trick)
    if bid is None or not bid.is_nil or game.tricks[step.seat] or not trick:
        return None
    rules = game.rules
    if (_taker(game, trick, step.seat, chosen.card) != step.seat
            or _taker(game, trick, step.seat, best.card) == step.seat):
        return None
    card = _winning_play(game, trick)[1]
    if len(trick) + 1 == rules.players and not rules.cancellation:  # the last card: the trick is taken
        return Message.of("it won the trick and broke your nil; the {best} would have stayed under the {card}",
                          best=best.card, card=card)
    return Message.of("you bid nil, and it went over the {card}, leaving your nil winning the trick; the {best} "
                      "would have stayed under it", card=card, best=best.card)


def _cover_spent_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why a card cost, when the partner bid nil, has taken no trick, and still holds a card of its suit that only
    the chosen card could have gone over later (a beginner's QA: "Playing the A♠ at trick 10 cost about 96 points:
    the 8♠ was worth more" of the ace the partner's Q♠ needed). Plain decks only: ranks order the suit."""
    if not (isinstance(chosen, Play) and isinstance(best, Play)) or chosen.card == best.card:
        return None
    game = step.before
    rules = game.rules
    partner = rules.partner_of(step.seat)
    card = chosen.card
    if partner is None or rules.high_trumps or rules.cancellation or card.suit is None:
        return None
    bid = game.bids[partner]
    if bid is None or not bid.is_nil or game.tricks[partner]:
        return None
    kept = [c for c in game.hand_of(step.seat) if c.suit == card.suit and c != card]
    bare = [c for c in game.hand_of(partner) if c.suit == card.suit and c.rank < card.rank
            and not any(k.rank > c.rank for k in kept)]
    if not bare:
        return None
    return Message.of("your partner bid nil and still holds the {held}, which only the {card} could cover; the "
                      "{best} would have kept it", held=max(bare, key=lambda c: c.rank), card=card, best=best.card)


def _higher_trump_out_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why a trump led cost, when a higher trump was still out to beat it and the better card was no higher trump (a QA
    club player: "Playing the Little Joker at trick 9 cost about 19 points: the 6♠ was worth more" of a Little
    Joker led while the Big Joker was out). One deck, trumps in the game. A trump beats the card when the engine
    gives an opponent playing it next the trick (``Game.trick_winner``): under joker trumps a joker wins nothing
    itself, so neither is said to beat a trump, and a joker led has none above it that beats it.

    A better card that is a lower trump is beaten by the same trumps, so the sentence would explain nothing ("higher
    trumps were still out to beat the 9♠, the A♠ among them; the 6♠ was worth more", where being beaten was the
    point, QA); it is said then only when one trump out beats the card led, which would hold every trick once
    that one falls (the Little Joker led into the Big Joker, the 6♠ better)."""
    if not (isinstance(chosen, Play) and isinstance(best, Play)) or chosen.card == best.card:
        return None
    game = step.before
    rules = game.rules
    if game.trick or rules.decks != 1 or rules.cancellation or rules.no_trump:
        return None
    info = card_info(rules)
    trumps = info.by_power[3]
    card = chosen.card
    if card not in trumps or (best.card in trumps and trumps.index(best.card) < trumps.index(card)):
        return None
    gone = set(game.hand_of(step.seat)) | {c for trick in game.completed for _seat, c in trick}
    seat, opponents = step.seat, info.opponents[step.seat]
    higher = [c for c in trumps[:trumps.index(card)] if c not in gone
              and any(game.trick_winner([(seat, card), (o, c)]) == o for o in opponents)]
    if not higher or (best.card in trumps and len(higher) > 1):
        return None
    if len(higher) == 1:
        return Message.of("the {higher} was still out and beats the {card}; {action} was worth more",
                          higher=higher[0], card=card, action=action_words(best))
    return Message.of("higher trumps were still out to beat the {card}, the {higher} among them; {action} was worth "
                      "more", higher=higher[0], card=card, action=action_words(best))


def _overtaking_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why a card cost, when it took the trick from the partner's card that was already winning it and the better
    card would have left it there ("Playing the Q♠ … cost about 111 points: the J♣ was worth more" said nothing of
    the partner's 9♠ that had the trick)."""
    c = _trick_choice(step, chosen, best)
    if c is None or c.rules.cancellation:
        return None
    winning = _winning_play(c.game, c.trick)
    if winning[0] == c.partner and c.taker(c.chosen) == c.seat and c.taker(c.best) == c.partner:
        return Message.of("your partner's {card} was already winning the trick; the {best} would have left it there",
                          card=winning[1], best=c.best)
    return None


def _sure_trick_nil_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why a nil bid cost, when the hand held the top trump, which takes a trick whenever it is played ("Bidding
    nil cost about 168 points: a bid of 4 was worth more" never named the A♠). Only where nothing can take the
    card away or beat it: no nil exchange or card passing after the bidding, no kitty, one deck, no suit order
    that lets the led suit win, no no-trump bids."""
    if not (isinstance(chosen, Bid) and chosen.is_nil and chosen.kind is not BidKind.BLIND_NIL):
        return None
    if isinstance(best, Bid) and best.is_nil:
        return None
    rules = step.before.rules
    if (rules.nil_exchange != "none" or (rules.card_pass and rules.card_pass_when == "after_bidding")
            or rules.kitty != "off" or rules.decks != 1 or rules.suit_order or rules.jokers_first_wins
            or rules.no_trump or rules.cancellation or not step.before.revealed[step.seat]):
        return None
    trumps = card_info(rules).by_power[3]
    top = trumps[0] if trumps else None
    if top is None or top not in step.before.hand_of(step.seat):
        return None
    return Message.of("the {card} takes a trick whenever it is played, so the nil could not be made; {action} was "
                      "worth more", card=top, action=action_words(best))
