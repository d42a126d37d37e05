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
choice and its reason as they were (a few guesses are no reason to overrule it);
``HintPlayer.cut`` says so. (The reason once ended "the check of this hint was
cut short: the time for it ran out", which a newcomer read as an error.)

When the seat's own cards take every trick left whatever the unseen cards
are, and the side wants them all (``wants_every_trick``: its contract needs
them all, or the others' can be set), Normal plays a card that keeps them all
and says so (``card_play._sure_claim``, one of ``CLAIM_REASONS``; its only
card, or cards that play alike, come first and are said so here:
``sure_from_seat``). That is the hint, exact, without the weighing (no guess
of the hidden hands can better it), and ``HintPlayer.claims`` says so (the
table adds "you may claim them"). A beginner following the hint at "every
trick left is sure" was told to lead the 9♥, which lost a trick and set the
contract, and for a while the hint asked the double-dummy solver about the
whole deal (every hand) for the card that kept every trick. But two
positions the player cannot tell apart (the opponents' unseen cards swapped)
then got different hints: with the K♠ behind the player's Q♠ the hint ruffed
with the 10♠, with it in front the Q♠, "every trick left is our side's". A
hint is what the player could work out from their own seat; only the
player's own Claim is checked with every hand, as a referee would
(``gui.controller.claim``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence

from ..engine import Action, Bid, Phase, Play, SeatView
from .card_play import all_alike, side_wants_every_trick, sure_claim
from .cardinfo import iter_cards
from .coach import FLAG_POINTS, HINT_AGAIN_FROM, Weighed, action_words, fixed_bids, flags, weigh_view
from .message import Message
from .normal import SEARCHED_BIDS, NormalPlayer, bare_holding, noted_holding, searched_reason
from .policy import hand_mask, legal_mask
from .state import PlayState

__all__ = ["AGAIN_FROM", "BID_SHARE", "CLAIM_KEPT", "CLAIM_KEPT_ALONE", "CLAIM_REASONS", "COUNT_BACK", "HINT_CAP",
           "HINT_SALT", "HintPlayer", "check_hint", "checked_figure", "count_over_search", "fixed_figure",
           "sure_from_seat", "wants_every_trick"]

HINT_CAP = 3.0  # seconds from the question by which the check stops weighing, when a clock is given (Normal's own
#                bid search comes first, capped at ``BID_SHARE`` of it). A person who asked waits, told so (the
#                table says it is looking after half a second); at 0.9 s a beginner's laptop cut the check short and
#                the review called the unchecked bid a 75-point mistake (QA). The check takes about 0.1-0.9 s here
BID_SHARE = 0.5  # the share of ``HINT_CAP`` Normal's own bid search may take in a hint (a bot's takes 0.5 s)
AGAIN_FROM = HINT_AGAIN_FROM  # a shortfall from which the check weighs again (the coach: from FLAG_POINTS), so a
#                               first weighing that happens to fall under the coach's flag still gets the second
COUNT_BACK = 1.5  # within this many of the check's points either way, the count's bid and the one Normal's search
#                  chose score "about the same", and the hint is the count (``count_over_search``); a searched bid
#                  this much better stays the hint, with the check's figure (``checked_figure``)
HINT_SALT = 0x41E7  # keeps the check's guesses apart from Normal's own bid search

# The reasons of a hint that keeps every trick left, Normal's own (``card_play._sure_claim``: its own cards take
# every trick left whatever the unseen cards are), in the bot's voice as every reason is (the table says them to the
# player: "every trick left is your side's if you play the K♠"). The table adds "you may claim them" to these
# reasons only.
CLAIM_KEPT = "every trick left is our side's if I play the {card}"
CLAIM_KEPT_ALONE = "every trick left is mine if I play the {card}"
CLAIM_REASONS = frozenset((CLAIM_KEPT, CLAIM_KEPT_ALONE))


def check_hint(view: SeatView, action: Action, reason: Message, *, seed: int, humans: Collection[int] = (),
               samples: int = 100, deadline: Callable[[], bool] | None = None) -> tuple[Action, Message]:
    """Normal's ``action`` (and its ``reason``) for ``view``, or the action the coach's weighing (its search seeded
    with ``seed``) finds worth clearly more (``FLAG_POINTS`` or more, and surely), with a reason saying so."""
    if view.phase not in (Phase.BID, Phase.PLAY) or view.hand is None or len(view.legal) < 2:
        return action, reason
    found = weigh_view(view, action, seed=seed, samples=samples, deadline=deadline, humans=humans,
                       again_from=AGAIN_FROM, sure_at_once=math.inf)
    if found is None or not better(found):
        counted = count_over_search(found, action, reason)
        return counted or (action, checked_figure(found, action, reason, view.legal))
    best = found.best
    if isinstance(best, Play) and PlayState.from_view(view).gives_up_nil(view.seat, best.card):
        return best, Message.of(
            "{other} looks natural, but it is worth giving up your nil: played out over {guesses} of the hidden "
            "hands, going over the trick with {action} scores about {points} more", other=action_words(found.chosen),
            guesses=found.guesses, action=action_words(best), points=round(found.cost))
    return best, why(found)


def _searched_pair(found: Weighed | None, action: Action, reason: Message) -> tuple[Bid, float] | None:
    """For a bid Normal's search chose over the count (``SEARCHED_BID``): the count's bid and what the check found
    ``action`` worth above it; None for another reason, or when the check weighed either bid not."""
    if found is None or reason.template not in SEARCHED_BIDS:
        return None
    values = dict(found.values)
    count = reason.values.get("count")
    if action not in values or not isinstance(count, Bid) or count not in values:
        return None
    return count, values[action] - values[count]


def count_over_search(found: Weighed | None, action: Action, reason: Message) -> tuple[Bid, Message] | None:
    """The count's bid and a reason saying what the check found, when Normal's bid search left the count
    (``SEARCHED_BID``, from its few capped guesses) for ``action`` and the check, over its own larger weighing,
    values the count above it, or within ``COUNT_BACK`` points under it ("about the same"), and the coach would
    not call the count a mistake (it falls less than ``FLAG_POINTS`` short of the check's best bid); None
    otherwise. The hint said "bid 4 — rather than the 3 your cards count: … the two score about the same" where
    its check had the 3 about 11 points above the 4 (QA): the search's own evidence for leaving the count is the
    weaker of the two. And it said "bid 1 — you hold A♣, other cards worth about 1 trick; … 1 and 2 score about
    the same": a newcomer added that up to 2 and could not tell why 1 (QA); where the two are about the same, the
    count's bid is the one the hint's own words explain (and, the search capped by time, the same every time)."""
    pair = _searched_pair(found, action, reason)
    if found is None or pair is None:
        return None
    count, gain = pair
    more = -gain
    if more <= -COUNT_BACK:
        return None
    if more < COUNT_BACK and found.values[0][1] - dict(found.values)[count] >= FLAG_POINTS:
        return None  # about the same as the searched bid, but a bid the coach could call a mistake
    # what the hand holds first: "your cards count 3" meant nothing to a newcomer (QA); with the count's notes on its
    # bid, which is the hint's ("they add up to 3: I bid a little under that, for safety")
    hold = noted_holding(reason)
    if more < COUNT_BACK:
        if hold is not None:
            return count, Message.of("I hold {hold}; played out over {guesses} of the other hands, {other} scores "
                                     "about the same", hold=hold, guesses=found.guesses, other=action_words(action))
        return count, Message.of("my cards count {count}; played out over {guesses} of the other hands, {other} "
                                 "scores about the same", count=count, guesses=found.guesses,
                                 other=action_words(action))
    if hold is not None:
        return count, Message.of("I hold {hold}; played out over {guesses} of the other hands, bidding {count} scores "
                                 "about {points} more than {other}", hold=hold, count=count, guesses=found.guesses,
                                 points=round(more), other=action_words(action))
    return count, Message.of("my cards count {count}; played out over {guesses} of the other hands, that scores "
                             "about {points} more than {other}", count=count, guesses=found.guesses,
                             points=round(more), other=action_words(action))


def checked_figure(found: Weighed | None, action: Action, reason: Message, legal: Sequence[Action] = ()) -> Message:
    """Normal's ``reason`` for ``action``, its figure the check's own: a searched bid's "scores +8 points a hand
    more" came from Normal's few capped guesses, and the review's coach, over the check's guesses, then put the
    count's bid on top (a beginner's QA). The check's difference is quoted, or "about the same" within
    ``COUNT_BACK`` points either way (well within the luck of a bid's guesses; the count is then the hint itself,
    as it is when the check finds it better by more: ``count_over_search``, unless the count falls a flag short of
    the best bid). Where the rules fix the bids (``legal``: ``fixed_bids``)
    the reason gets the check's figure for the next choice (``fixed_figure``)."""
    if found is not None and reason.template not in SEARCHED_BIDS and isinstance(action, Bid) and fixed_bids(legal):
        return fixed_figure(found, action, reason)
    pair = _searched_pair(found, action, reason)
    if found is None or pair is None:
        return reason
    count, gain = pair
    hold = noted_holding(reason)  # what the hand holds, said first (``normal.searched_reason``)
    if gain >= COUNT_BACK:
        assert isinstance(action, Bid)
        return searched_reason(action, count, hold, found.guesses, f"{gain:+.0f}")
    if hold is not None:  # without the count's notes on its own bid, as ``searched_reason``
        return Message.of("I bid {bid}: I hold {hold}; played out over {guesses} of the other hands, {bid} and "
                          "{count} score about the same", bid=action, hold=bare_holding(hold), count=count,
                          guesses=found.guesses)
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
    # "played out over 97 guesses of the hidden hands, the Q♥ scores about 35 points more" left a newcomer asking
    # what was guessed and more per what (QA newbie15): the guesses are of where the hidden cards lie, the points
    # an average over them
    return Message.of("{other} looks natural, but {action} does better: played out over {guesses} at where the "
                      "hidden cards lie, it scores about {points} more on average", other=action_words(found.chosen),
                      guesses=found.guesses,
                      action=action_words(found.best), points=round(found.cost))


def wants_every_trick(view: SeatView) -> bool:
    """Whether ``view``'s side wants every trick left (``card_play.side_wants_every_trick``), in the play."""
    return view.phase is Phase.PLAY and side_wants_every_trick(PlayState.from_view(view), view.seat)


def sure_from_seat(view: SeatView, action: Action, reason: Message) -> Message | None:
    """The claim's words (``CLAIM_REASONS``) when Normal's ``action`` keeps every trick left whatever the unseen
    cards are, from ``view`` alone (``card_play.sure_claim``: the seat's own cards and what it has seen played),
    and the side wants them all; None otherwise. Normal says so itself (``reason``), except where its card came
    before the claim: its only legal card, or cards that play alike ("your trumps are as good as each other here,
    so trump with the K♠"), any of which keeps every trick when one does."""
    if not isinstance(action, Play):
        return None
    if reason.template in CLAIM_REASONS:
        return reason
    if view.phase is not Phase.PLAY or view.hand is None:
        return None
    state, hand, legal = PlayState.from_view(view), hand_mask(view), legal_mask(view)
    sure = sure_claim(state, view.seat, hand, legal)
    if sure is None:
        return None
    if sure[0] != action.card and legal.bit_count() > 1 and all_alike(state, iter_cards(legal), hand) is None:
        return None  # another card than Normal's (whose claim comes before its other plays: not seen)
    # literal templates, as assets/translations/sources.py finds them (the same as ``CLAIM_REASONS``)
    return Message.of("every trick left is mine if I play the {card}" if view.rules.partner_of(view.seat) is None
                      else "every trick left is our side's if I play the {card}", card=action.card)


class HintPlayer:
    """Normal, checked (``check_hint``): what the hint button asks. ``humans`` are the people's seats, as the
    coach reads them; ``clock`` (``time.monotonic`` in the GUI) caps Normal's bid search and the check. The hint
    depends only on what the seat sees: when Normal's own cards take every trick left (``CLAIM_REASONS``) it is
    Normal's card, unweighed, and ``claims`` says so."""

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
        # the hand's points, as the check (the coach's weighing) counts them: Normal playing for the game here had
        # the check answer its "1 wins the game" with "a bid of 1 looks natural, but nil does better"
        self.normal = NormalPlayer(seed, clock=clock, bid_cap=cap * BID_SHARE, game_end=False)
        self._last = Message("")
        self.checked: Action | None = None  # Normal's own choice, when the check replaced it
        self.cut = False  # the last check ran out of time (the hint is then Normal's choice)
        self.claims = False  # the last hint keeps every trick left, sure from the seat's own view: the table may say
        #                      "claim" (``CLAIM_REASONS``)

    def choose(self, view: SeatView) -> Action:
        clock = self.clock
        until = clock() + self.cap if clock is not None else 0.0
        action = self.normal.choose(view)
        reason = self.normal.explain_message()
        sure = sure_from_seat(view, action, reason)
        self.claims = sure is not None
        if sure is not None:  # every trick left whatever the unseen cards are: no weighing over guesses betters it
            self._last = sure
            self.checked = None
            self.cut = False
            return action
        cut = False
        deadline = None
        if clock is not None:

            def deadline() -> bool:
                nonlocal cut
                cut = cut or clock() >= until
                return cut

        hinted, why = check_hint(view, action, reason, seed=self.check_seed, humans=self.humans,
                                 samples=self.samples, deadline=deadline)
        if cut:  # Normal's choice and its own reason, unchecked (``cut`` says so to whoever asks). The reason
            # said "— the check of this hint was cut short: the time for it ran out", which read to a newcomer as
            # an error, on every bid hint of a busy machine (QA)
            hinted, why = action, reason
        self._last = why
        self.checked = action if hinted != action else None
        self.cut = cut
        return hinted

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last
