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

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine import Action, Bid, BidKind, Card, Look, Phase, Play, RuleSet, seat_name
from ..record import GameRecord
from ..record.history import decision_seed
from .bidding import BLIND_BID_BEHIND, blind_nil_threshold, situation
from .cardinfo import card_info
from .hand_analysis import HandStep, hand_steps
from .hard import HardPlayer
from .message import Message, MessageArg
from .special_bids import BLIND_MOON_BEHIND, BLIND_SIX_BEHIND

__all__ = ["COACH_SALT", "Decision", "coach_hand", "coach_steps", "comeback_behind", "costly", "human_seats"]

COACH_SALT = 0xC0AC4  # keeps the coach's guesses apart from the bots' own in the game
FLAG_POINTS = 5.0  # a decision costing less than this is within the search's noise


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

    @property
    def best(self) -> Action:
        return self.values[0][0]


def human_seats(record: GameRecord) -> list[int]:
    return [s for s, p in enumerate(record.players) if p.kind == "human"]


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

    for done, step in enumerate(todo):
        if progress is not None and not progress(done, len(todo)):
            return out
        decision = weigh(step, seed=seed, samples=samples, deadline=stopped, humans=people)
        if decision is not None:
            out.append(decision)
    if progress is not None:
        progress(len(todo), len(todo))
    return out


def _weighable(step: HandStep) -> bool:
    game = step.before
    return game.phase in (Phase.BID, Phase.PLAY) and len(game.legal_actions()) > 1


def weigh(
    step: HandStep, *, seed: int, samples: int = 100, deadline: Callable[[], bool] | None = None,
    humans: Collection[int] = (),
) -> Decision | None:
    """One decision weighed by the Hard search from the seat's view; None when there was nothing to weigh."""
    game = step.before
    view = game.view(step.seat)
    hard = HardPlayer(decision_seed(seed ^ COACH_SALT, step.seat, step.position), samples=samples,
                      deadline=deadline, humans=humans)
    values = hard.evaluate(view, also=step.action)
    if step.action not in values or len(values) < 2:
        return None
    ranked = tuple(sorted(values.items(), key=lambda kv: (-kv[1], str(kv[0]))))
    chosen_value = values[step.action]
    cost = max(0.0, ranked[0][1] - chosen_value)
    if _comeback(step) is not None:
        cost = 0.0  # a comeback bid: this hand's margin alone does not judge it (``explain`` says so)
    trick = game.trick_number + 1 if game.phase is Phase.PLAY else 0
    decision = Decision(step.index, step.seat, step.action, ranked, trick, cost, Message(""))
    return Decision(step.index, step.seat, step.action, ranked, trick, cost, explain(decision, step))


def costly(decisions: Sequence[Decision], count: int = 3, at_least: float = FLAG_POINTS) -> list[Decision]:
    """The decisions that cost most (at least ``at_least`` points), most costly first."""
    flagged = [d for d in decisions if d.cost >= at_least]
    return sorted(flagged, key=lambda d: (-d.cost, d.index))[:count]


def action_words(action: Action) -> Message:
    """The action as a sentence names it: "the K♥", "nil", "a bid of 4"."""
    if isinstance(action, Play):
        return Message.of("the {card}", card=action.card)
    if isinstance(action, Bid):
        if action.kind is BidKind.BLIND_NIL:
            return Message.of("blind nil")
        return Message.of("nil") if action.is_nil else Message.of("a bid of {bid}", bid=action)
    if isinstance(action, Look):
        return Message.of("looking at the cards first")
    return Message.of("{action}", action=str(action))


def explain(decision: Decision, step: HandStep) -> Message:
    """A sentence a player reads: what the choice cost and, where it can be seen, why."""
    game = step.before
    rules = game.rules
    who = seat_name(rules, decision.seat)
    chosen, best = decision.chosen, decision.best
    behind = _comeback(step)
    if behind is not None:
        short = decision.values[0][1] - dict(decision.values)[chosen]
        if short >= 0.5:
            return Message.of("Over this hand alone {action} scored about {points} less than {best}; but {behind} "
                              "behind, a comeback needs a big swing, so it is not counted as a mistake.",
                              action=action_words(chosen), points=round(short), best=action_words(best),
                              behind=behind)
    if decision.cost < 0.5:
        return Message.of("{seat}: {action} was as good as any choice here.", seat=who, action=action_words(chosen))
    points = round(decision.cost)  # said with its noun: "about 1 point", "about 40 points" (``COUNTED``)
    why = _nil_reason(step, chosen, best) or Message.of("{action} was worth more", action=action_words(best))
    if isinstance(chosen, Play):
        return Message.of("Playing {action} at trick {trick} cost about {points}: {why}.",
                          action=action_words(chosen), trick=decision.trick, points=points, why=why)
    if _blind(step):  # a choice before looking: weighed over this hand alone (``comeback_behind``)
        if isinstance(chosen, Look):
            return Message.of("Looking at the cards first cost about {points} over this hand alone: {why}.",
                              points=points, why=why)
        return Message.of("Bidding {bid} cost about {points} over this hand alone: {why}.",
                          bid=chosen if isinstance(chosen, Bid) else str(chosen), points=points, why=why)
    bid: MessageArg = Message.of("nil") if isinstance(chosen, Bid) and chosen.is_nil else (
        chosen if isinstance(chosen, Bid) else str(chosen))
    return Message.of("Bidding {bid} cost about {points}: {why}.", bid=bid, points=points, why=why)


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


def _nil_reason(step: HandStep, chosen: Action, best: Action) -> Message | None:
    """Why the choice cost, when a player can see it at once (a partner's nil left winning the trick)."""
    if not (isinstance(chosen, Play) and isinstance(best, Play)):
        return None
    game = step.before
    rules = game.rules
    partner = rules.partner_of(step.seat)
    trick = list(game.trick)
    if partner is None or not trick:
        return None
    bid = game.bids[partner]
    if bid is None or not bid.is_nil:
        return None
    info = card_info(rules)
    led = info.eff[trick[0][1].index]

    def winner(cards: list[tuple[int, Card]]) -> int:
        return max(cards, key=lambda sc: info.key(sc[1], led))[0]

    if winner([*trick, (step.seat, chosen.card)]) == partner and winner([*trick, (step.seat, best.card)]) != partner:
        return Message.of("it left your partner's nil winning the trick, where the {card} would have covered it",
                          card=best.card)
    return None
