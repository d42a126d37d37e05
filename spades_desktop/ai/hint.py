"""The hint: Normal's bid or card for a person's seat, checked with the coach's own weighing.

A hint that the review's coach later calls a mistake costs the player's trust
in both. So the hint is Normal's choice (its count and bid search, its card
play and its reason) weighed as the coach weighs a person's decision
(``coach.weigh_view``: the Hard search from that seat's view, a second and
larger weighing when a shortfall might be the guesses' luck). When another
bid or card is worth at least ``FLAG_POINTS`` more, and surely so
(``coach.SURE`` standard errors), the hint is that one instead, with a reason
that says so in points. Other decisions (the exchange, the draw, a choice
made before looking at the cards) are Normal's as they were.

The check is seeded, so a hint is the same every time it is asked for
without a clock; with one (the GUI passes ``time.monotonic``) it stops
``HINT_CAP`` seconds after the question, and a check cut short leaves Normal's
choice as it was (a few guesses are no reason to overrule it), with a reason
that says the check was cut short (a hint given as checked that the coach then
called a mistake cost a beginner's trust in both).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence

from ..engine import Action, Bid, Phase, Play, SeatView
from .coach import FLAG_POINTS, Weighed, action_words, fixed_bids, flags, weigh_view
from .message import Message
from .normal import SEARCHED_BID, NormalPlayer
from .state import PlayState

__all__ = ["AGAIN_FROM", "BID_SHARE", "HINT_CAP", "HINT_SALT", "HintPlayer", "check_hint", "checked_figure",
           "fixed_figure"]

HINT_CAP = 3.0  # seconds from the question by which the check stops weighing, when a clock is given (Normal's own
#                bid search comes first, capped at ``BID_SHARE`` of it). A person who asked waits, told so (the
#                table says it is looking after half a second); at 0.9 s a beginner's laptop cut the check short and
#                the review called the unchecked bid a 75-point mistake (QA). The check takes about 0.1-0.9 s here
BID_SHARE = 0.5  # the share of ``HINT_CAP`` Normal's own bid search may take in a hint (a bot's takes 0.5 s)
AGAIN_FROM = FLAG_POINTS / 2  # a shortfall from which the check weighs again (the coach: from FLAG_POINTS), so a
#                               first weighing that happens to fall under the coach's flag still gets the second
HINT_SALT = 0x41E7  # keeps the check's guesses apart from Normal's own bid search


def check_hint(view: SeatView, action: Action, reason: Message, *, seed: int, humans: Collection[int] = (),
               samples: int = 100, deadline: Callable[[], bool] | None = None) -> tuple[Action, Message]:
    """Normal's ``action`` (and its ``reason``) for ``view``, or the action the coach's weighing (its search seeded
    with ``seed``) finds worth clearly more (``FLAG_POINTS`` or more, and surely), with a reason saying so."""
    if view.phase not in (Phase.BID, Phase.PLAY) or view.hand is None or len(view.legal) < 2:
        return action, reason
    found = weigh_view(view, action, seed=seed, samples=samples, deadline=deadline, humans=humans,
                       again_from=AGAIN_FROM, sure_at_once=math.inf)
    if found is None or not better(found):
        return action, checked_figure(found, action, reason, view.legal)
    best = found.best
    if isinstance(best, Play) and PlayState.from_view(view).gives_up_nil(view.seat, best.card):
        return best, Message.of(
            "{other} looks natural, but it is worth giving up your nil: played out over {guesses} of the hidden "
            "hands, going over the trick with {action} scores about {points} more", other=action_words(found.chosen),
            guesses=found.guesses, action=action_words(best), points=round(found.cost))
    return best, why(found)


def checked_figure(found: Weighed | None, action: Action, reason: Message, legal: Sequence[Action] = ()) -> Message:
    """Normal's ``reason`` for ``action``, its figure the check's own: a searched bid's "scores +8 points a hand
    more" came from Normal's few capped guesses, and the review's coach, over the check's guesses, then put the
    count's bid on top (a beginner's QA). The check's difference is quoted, or "about the same" under two
    points (well within the luck of a bid's guesses). Where the rules fix the bids (``legal``: ``fixed_bids``)
    the reason gets the check's figure for the next choice (``fixed_figure``)."""
    if found is not None and reason.template != SEARCHED_BID and isinstance(action, Bid) and fixed_bids(legal):
        return fixed_figure(found, action, reason)
    if found is None or reason.template != SEARCHED_BID:
        return reason
    values = dict(found.values)
    count = reason.values.get("count")
    if action not in values or not isinstance(count, Bid) or count not in values:
        return reason
    gain = values[action] - values[count]
    if gain >= 1.5:
        return Message.of(SEARCHED_BID, bid=action, count=count, guesses=found.guesses, gain=f"{gain:+.0f}")
    return Message.of("I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
                      "hands, the two score about the same", bid=action, count=count, guesses=found.guesses)


def fixed_figure(found: Weighed, action: Action, reason: Message) -> Message:
    """Normal's ``reason`` for a bid where the rules fix the choices (whiz's spade count or nil, the auction's pass
    or a higher bid), with what the check found the best other choice scores beside it: such a hint said "I bid
    4: in whiz I bid my spade count" and nothing of nil, the one other bid (QA). About the same under two points;
    a better choice the check does not flag (``better``) is said as too little to change the bid."""
    others = [(a, v) for a, v in found.values if a != action]
    values = dict(found.values)
    if not others or action not in values:
        return reason
    other, value = others[0]
    gain = values[action] - value
    if gain >= 1.5:
        return Message.of("{reason}; played out over {guesses} of the other hands, {other} scores about {points} "
                          "less", reason=reason, guesses=found.guesses, other=action_words(other),
                          points=round(gain))
    if gain > -1.5:
        return Message.of("{reason}; played out over {guesses} of the other hands, {other} scores about the same",
                          reason=reason, guesses=found.guesses, other=action_words(other))
    return Message.of("{reason}; played out over {guesses} of the other hands, {other} scores about {points} "
                      "more, too little to change the bid", reason=reason, guesses=found.guesses,
                      other=action_words(other), points=round(-gain))


def better(found: Weighed) -> bool:
    """The weighing names another action the coach would flag the chosen one against (nil over a number bid
    only when clearly better: ``coach.nil_too_close``, the margin the bots keep beside a person)."""
    return found.best != found.chosen and flags(found.chosen, found.best, found.cost, found.noise)


def why(found: Weighed) -> Message:
    """The reason a hint gives for leaving Normal's choice: what it scores more, over how many guesses."""
    return Message.of("{other} looks natural, but played out over {guesses} of the hidden hands, {action} "
                      "scores about {points} more", other=action_words(found.chosen), guesses=found.guesses,
                      action=action_words(found.best), points=round(found.cost))


class HintPlayer:
    """Normal, checked (``check_hint``): what the hint button asks. ``humans`` are the people's seats, as the
    coach reads them; ``clock`` (``time.monotonic`` in the GUI) caps Normal's bid search and the check."""

    name = "hint"

    def __init__(self, seed: int = 0, *, humans: Collection[int] = (), clock: Callable[[], float] | None = None,
                 samples: int = 100, cap: float = HINT_CAP, check_seed: int | None = None) -> None:
        self.seed = seed
        # The check's guesses: the table passes the seed the review's coach will weigh this decision with
        # (``coach.coach_seed``), so the two see the same guesses and the coach does not call a hinted card a
        # mistake that the check passed (a QA review found 5 in 289, costs near the flag read two ways)
        self.check_seed = seed ^ HINT_SALT if check_seed is None else check_seed
        self.humans = frozenset(humans)
        self.clock = clock
        self.samples = samples
        self.cap = cap
        self.normal = NormalPlayer(seed, clock=clock, bid_cap=cap * BID_SHARE)
        self._last = Message("")
        self.checked: Action | None = None  # Normal's own choice, when the check replaced it
        self.cut = False  # the last check ran out of time (the hint is then Normal's choice)

    def choose(self, view: SeatView) -> Action:
        clock = self.clock
        until = clock() + self.cap if clock is not None else 0.0
        action = self.normal.choose(view)
        reason = self.normal.explain_message()
        cut = False
        deadline = None
        if clock is not None:

            def deadline() -> bool:
                nonlocal cut
                cut = cut or clock() >= until
                return cut

        hinted, why = check_hint(view, action, reason, seed=self.check_seed, humans=self.humans,
                                 samples=self.samples, deadline=deadline)
        if cut:  # said: a hint given as checked that the coach then flags costs the player's trust in both
            # after a dash: a reason often ends in brackets of its own ("(bid a little under that, for safety)")
            hinted, why = action, Message.of("{reason} — the check of this hint was cut short: the time for it ran "
                                             "out", reason=reason)
        self._last = why
        self.checked = action if hinted != action else None
        self.cut = cut
        return hinted

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last
