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
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine import Action, Bid, Card, Phase, Play, seat_name
from ..record import GameRecord
from ..record.history import decision_seed
from .cardinfo import card_info
from .hand_analysis import HandStep, hand_steps
from .hard import HardPlayer
from .message import Message, MessageArg

__all__ = ["COACH_SALT", "Decision", "coach_hand", "coach_steps", "costly", "human_seats"]

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
        return Message.of("nil") if action.is_nil else Message.of("a bid of {bid}", bid=action)
    return Message.of("{action}", action=str(action))


def explain(decision: Decision, step: HandStep) -> Message:
    """A sentence a player reads: what the choice cost and, where it can be seen, why."""
    game = step.before
    rules = game.rules
    who = seat_name(rules, decision.seat)
    chosen, best = decision.chosen, decision.best
    if decision.cost < 0.5:
        return Message.of("{seat}: {action} was as good as any choice here.", seat=who, action=action_words(chosen))
    points = round(decision.cost)  # said with its noun: "about 1 point", "about 40 points" (``COUNTED``)
    why = _nil_reason(step, chosen, best) or Message.of("{action} was worth more", action=action_words(best))
    if isinstance(chosen, Play):
        return Message.of("Playing {action} at trick {trick} cost about {points}: {why}.",
                          action=action_words(chosen), trick=decision.trick, points=points, why=why)
    bid: MessageArg = Message.of("nil") if isinstance(chosen, Bid) and chosen.is_nil else (
        chosen if isinstance(chosen, Bid) else str(chosen))
    return Message.of("Bidding {bid} cost about {points}: {why}.", bid=bid, points=points, why=why)


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
