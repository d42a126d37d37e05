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
import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine import Action, Bid, Card, Phase, Play, SeatView
from .card_play import all_alike, side_wants_every_trick, sure_claim
from .cardinfo import card_info, iter_cards
from .coach import FLAG_POINTS, HINT_AGAIN_FROM, Weighed, action_words, fixed_bids, flags, weigh_view
from .determinize import iter_worlds, seat_sigmas, world_from_view
from .hard import HARD_PLAY, HardPlayer
from .message import Message
from .normal import (
    SEARCHED_BIDS,
    NormalPlayer,
    bare_holding,
    counted,
    held,
    noted_holding,
    search_why,
    searched_reason,
)
from .playout import finished_score, play_out
from .policy import hand_mask, legal_mask
from .state import PlayState

__all__ = ["AGAIN_FROM", "BID_SHARE", "CLAIM_KEPT", "CLAIM_KEPT_ALONE", "CLAIM_REASONS", "COUNT_BACK", "HINT_CAP",
           "HINT_SALT", "HintPlayer", "Tally", "bid_why", "card_tally", "card_why", "check_hint", "checked_figure",
           "count_over_search", "fixed_figure", "sure_from_seat", "wants_every_trick"]

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
               samples: int = 100, deadline: Callable[[], bool] | None = None,
               late: Callable[[], bool] | None = None) -> tuple[Action, Message]:
    """Normal's ``action`` (and its ``reason``) for ``view``, or the action the coach's weighing (its search seeded
    with ``seed``) finds worth clearly more (``FLAG_POINTS`` or more, and surely), with a reason saying so: for a
    card, what it does that Normal's does not (``card_why``, its playouts stopped by ``late``: unlike ``deadline``,
    asking it does not cut the check short)."""
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
    if isinstance(best, Play) and isinstance(found.chosen, Play):
        return best, why(found, card_why(view, found.chosen.card, best.card, seed=seed, humans=humans, late=late))
    return best, bid_why(found, reason) or why(found)


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
        return Message.of("I bid {bid}: I hold {hold}, so my cards count about {count}; played out over {guesses} of "
                          "the other hands, {bid} and {count} score about the same", bid=action,
                          hold=bare_holding(hold), count=count, guesses=found.guesses)
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


def why(found: Weighed, because: Message | None = None) -> Message:
    """The reason a hint gives for leaving Normal's choice: what the better action does that Normal's does not
    (``because``, from ``card_why``, when the playouts show it), then what it scores more, over how many guesses."""
    # "played out over 97 guesses of the hidden hands, the Q♥ scores about 35 points more" left a newcomer asking
    # what was guessed and more per what (QA newbie15): the guesses are of where the hidden cards lie, the points
    # an average over them. And a number alone taught nothing (QA newbie17, "the Q♠ looks natural, but the 3♠ does
    # better: … about 58 points more" of a 3♠ that kept the Q♠ for the last trick the side needed): the game's
    # words first
    if because is not None:
        return Message.of("{other} looks natural, but {action} does better: {because}; played out over {guesses} at "
                          "where the hidden cards lie, it scores about {points} more on average",
                          other=action_words(found.chosen), action=action_words(found.best), because=because,
                          guesses=found.guesses, points=round(found.cost))
    return Message.of("{other} looks natural, but {action} does better: played out over {guesses} at where the "
                      "hidden cards lie, it scores about {points} more on average", other=action_words(found.chosen),
                      guesses=found.guesses,
                      action=action_words(found.best), points=round(found.cost))


def bid_why(found: Weighed, reason: Message) -> Message | None:
    """The reason a hint gives for leaving Normal's bid (``reason`` its own) for another number: what the cards count
    (and what the hand holds, as the count said it) first, then the bid that scores more, in plain words why it can
    (``normal.search_why``), and by how much. "a bid of 2 looks natural, but a bid of 3 does better: … about 9 points
    more" never said what the hand counts to (QA newbie17). None where the count is not known from ``reason``, or
    the better bid is not a number."""
    best, chosen = found.best, found.chosen
    count = reason.values.get("count") if reason.template in SEARCHED_BIDS else chosen if held(reason) else None
    if not (isinstance(best, Bid) and isinstance(chosen, Bid) and isinstance(count, Bid)):
        return None
    hold = noted_holding(reason) if reason.template in SEARCHED_BIDS else held(reason)
    named = counted(hold, count)  # what the parts said add up to: the count may bid a little under it, for safety
    named_bid = Bid(named) if isinstance(named, int) else named
    if best == named_bid:  # the count itself, where Normal's search left it
        if hold is not None:
            return Message.of("{other} looks natural, but {action} does better: I hold {hold}, so my cards count about "
                              "{count}; played out over {guesses} at where the hidden cards lie, it scores about "
                              "{points} more on average", other=action_words(chosen), action=action_words(best),
                              hold=bare_holding(hold), count=named, guesses=found.guesses, points=round(found.cost))
        return Message.of("{other} looks natural, but {action} does better: my cards count about {count}; played out "
                          "over {guesses} at where the hidden cards lie, it scores about {points} more on average",
                          other=action_words(chosen), action=action_words(best), count=named, guesses=found.guesses,
                          points=round(found.cost))
    plain = search_why(best, named_bid)
    if plain is None:
        return None
    if hold is not None:
        return Message.of("{other} looks natural: I hold {hold}, so my cards count about {count}; but {action} does "
                          "better, as {why}: played out over {guesses} at where the hidden cards lie, it scores about "
                          "{points} more on average", other=action_words(chosen), hold=bare_holding(hold), count=named,
                          action=action_words(best), why=plain, guesses=found.guesses, points=round(found.cost))
    return Message.of("{other} looks natural, and my cards count about {count}; but {action} does better, as {why}: "
                      "played out over {guesses} at where the hidden cards lie, it scores about {points} more on "
                      "average", other=action_words(chosen), count=count, action=action_words(best), why=plain,
                      guesses=found.guesses, points=round(found.cost))


WHY_GUESSES = 60  # guesses both cards are played out over to say in the game's words why one does better
WHY_MIN = 20  # fewer than this (the time ran out): no share is said, only what the better card keeps
WHY_GAP = 0.15  # a share of the guesses by which the better card must do a thing more often for the hint to say so
WHY_BAGS = 0.5  # bags fewer on average for the hint to say so
SURE_MADE = 0.9  # the side makes its bid this often with either card: the bags are said with "either way"
WHY_TRICKS = 0.3  # tricks more on average for the hint to say so
WHY_SALT = 0x3B1E  # keeps these guesses apart from the check's


@dataclass
class Tally:
    """What one card led to over the guesses it was played out in (``card_tally``), each a count of guesses."""

    guesses: int = 0
    now: int = 0  # the card takes the trick it is played to
    partner_now: int = 0  # ... the seat's partner takes it
    later: int = 0  # ``kept`` (the other card weighed) takes a later trick
    made: int = 0  # the seat's side makes its bid (a contract it had)
    nil: int = 0  # every live nil of the seat's side is made
    own_nil: bool = False  # the live nil is the seat's own (else its partner's)
    their_nil: int = 0  # a live nil of another side is set
    set: int = 0  # another side with a contract is set
    bags: int = 0  # the seat's side's bags, added up
    tricks: int = 0  # the seat's side's tricks, added up

    def share(self, count: int) -> float:
        return count / self.guesses if self.guesses else 0.0


def card_tally(view: SeatView, cards: Sequence[Card], *, seed: int, humans: Collection[int] = (),
               guesses: int = WHY_GUESSES, late: Callable[[], bool] | None = None) -> list[Tally]:
    """For each of ``cards`` (two legal cards of ``view``'s seat), what it leads to when played now and the hand is
    played out with the Hard search's own policy (``hard.HARD_PLAY``, the playouts the check weighs) over the same
    ``guesses`` guesses of the hidden hands, seeded with ``seed``: how often it takes this trick, the other card
    (kept) a later one, the side makes its bid, a nil is made or set, and its bags. ``late`` stops after a whole
    guess."""
    state = PlayState.from_view(view)
    seat, rules = view.seat, view.rules
    side = rules.side_of(seat)
    mine = [s for s in range(rules.players) if rules.side_of(s) == side]
    partner = rules.partner_of(seat)
    own_nil = state.nil_alive(seat)
    my_nils = [s for s in mine if state.nil_alive(s)]
    their_nils = [s for s in range(rules.players) if rules.side_of(s) != side and state.nil_alive(s)]
    index = len(view.completed_tricks)  # the trick the card is played to
    tallies = [Tally(own_nil=own_nil) for _ in cards]
    rng = random.Random(seed ^ WHY_SALT)
    # the guesses drawn as the check's are: fit to the bids, each weighed by how well it fits the cards played
    # (``HardPlayer.play_fit``; drawn without it, the Q♠ the check rightly left made the bid more often: QA deal
    # 2232017, trick 12)
    fit, tries = HardPlayer(seed, humans=humans, game_end=False).play_fit(view)
    worlds = iter_worlds(state, hand_mask(view), rng, guesses, tries, fit, seat_sigmas(rules.players, humans))
    for hands in worlds:
        if late is not None and tallies[0].guesses and late():
            break
        world = world_from_view(view, hands)
        for i, card in enumerate(cards):
            kept = cards[1 - i] if len(cards) == 2 else None
            game = world.copy()
            play_out(game, state.copy(), seat, card, HARD_PLAY)
            score = finished_score(game)
            ours = score.sides[side]
            tally = tallies[i]
            tally.guesses += 1
            tally.now += game.trick_winners[index] == seat
            tally.partner_now += partner is not None and game.trick_winners[index] == partner
            if kept is not None:
                tally.later += any(game.trick_winners[t] == seat and (seat, kept) in game.completed[t]
                                   for t in range(index + 1, len(game.completed)))
            tally.made += ours.made is True
            tally.bags += ours.bags
            tally.tricks += sum(game.tricks[s] for s in mine)
            if my_nils:
                tally.nil += all(n.made for n in ours.nils if n.seat in my_nils)
            if their_nils:
                tally.their_nil += any(not n.made for o in score.sides if o.side != side for n in o.nils
                                       if n.seat in their_nils)
            tally.set += any(o.made is False for o in score.sides if o.side != side)
    return tallies


def _share(tally: Tally, count: int) -> str:
    """A share of the guesses as the hint says it: "80%"."""
    return f"{round(100 * tally.share(count))}%"


def card_why(view: SeatView, natural: Card, better_card: Card, *, seed: int, humans: Collection[int] = (),
             late: Callable[[], bool] | None = None) -> Message:
    """Why ``better_card`` does better than ``natural`` (Normal's card), in the game's words, from what each leads to
    over the same guesses (``card_tally``): the card kept takes a later trick, or the better card takes this one;
    and the side's nil is made, its bid is made, the other side's nil or bid is set, or it takes fewer bags, more
    often with the better card. Only what the shares show (by ``WHY_GAP`` of the guesses, ``WHY_BAGS`` bags) is
    said; where they show nothing, or the time ran out, what the better card keeps."""
    bad, good = card_tally(view, (natural, better_card), seed=seed, humans=humans, late=late)
    side = view.rules.partner_of(view.seat) is not None
    said: list[Message] = []
    if good.guesses >= WHY_MIN:
        def shows(ours: int, theirs: int) -> bool:
            return good.share(ours) - bad.share(theirs) >= WHY_GAP

        # what the card does to this trick, or for the card it keeps
        if shows(good.later, bad.now) and good.share(good.later) >= 0.5:
            said.append(Message.of("it keeps the {kept}, which takes a later trick in {share} of the guesses (played "
                                   "now, it takes this trick in {other})", kept=natural,
                                   share=_share(good, good.later), other=_share(bad, bad.now)))
        elif shows(good.now, bad.now):
            said.append(Message.of("it takes this trick in {share} of the guesses, the {other} in {then}",
                                   share=_share(good, good.now), other=natural, then=_share(bad, bad.now)))
        elif bad.share(bad.now) - good.share(good.now) >= WHY_GAP and 2 * good.partner_now >= good.guesses - good.now:
            # the partner takes it at least as often as an opponent: "lets this trick go" read as given to the
            # opponents, where the partner took it (QA newbie18)
            said.append(Message.of("it leaves this trick to my partner in {share} of the guesses, where the {other} "
                                   "takes it itself in {then}", share=_share(good, good.partner_now), other=natural,
                                   then=_share(bad, bad.now)))
        elif bad.share(bad.now) - good.share(good.now) >= WHY_GAP and good.partner_now:
            said.append(Message.of("it lets this trick go in {share} of the guesses, to my partner in {partner}, where "
                                   "the {other} takes it in {then}", share=_share(good, good.guesses - good.now),
                                   partner=_share(good, good.partner_now), other=natural, then=_share(bad, bad.now)))
        elif bad.share(bad.now) - good.share(good.now) >= WHY_GAP:
            said.append(Message.of("it lets this trick go in {share} of the guesses, where the {other} takes it in "
                                   "{then}", share=_share(good, good.guesses - good.now), other=natural,
                                   then=_share(bad, bad.now)))
        # what it does for the hand
        fewer_bags = (bad.bags - good.bags) / good.guesses
        more_tricks = (good.tricks - bad.tricks) / good.guesses
        if shows(good.nil, bad.nil):
            said.append(Message.of("my nil is made in {share} of the guesses, against {then} after the {other}"
                                   if good.own_nil else
                                   "my partner's nil is made in {share} of the guesses, against {then} after the "
                                   "{other}", share=_share(good, good.nil), then=_share(bad, bad.nil), other=natural))
        elif shows(good.made, bad.made):
            said.append(Message.of("our side's bid is made in {share} of the guesses, against {then} after the {other}"
                                   if side else
                                   "I make my bid in {share} of the guesses, against {then} after the {other}",
                                   share=_share(good, good.made), then=_share(bad, bad.made), other=natural))
        elif shows(good.their_nil, bad.their_nil):
            said.append(Message.of("an opponent's nil is set in {share} of the guesses, against {then} after the "
                                   "{other}", share=_share(good, good.their_nil), then=_share(bad, bad.their_nil),
                                   other=natural))
        elif shows(good.set, bad.set):
            said.append(Message.of("the opponents are set in {share} of the guesses, against {then} after the "
                                   "{other}", share=_share(good, good.set), then=_share(bad, bad.set), other=natural))
        elif fewer_bags >= WHY_BAGS and min(good.share(good.made), bad.share(bad.made)) >= SURE_MADE:
            # the bid made either way said, or giving up a trick "we still need" read as a mistake (QA newbie18)
            said.append(Message.of("our side's bid is made either way, with about {bags} fewer bags on average"
                                   if side else
                                   "I make my bid either way, and end with about {bags} fewer bags on average",
                                   bags=f"{fewer_bags:.1f}"))
        elif fewer_bags >= WHY_BAGS:
            said.append(Message.of("our side ends with about {bags} fewer bags on average, counted over the guesses"
                                   if side else
                                   "I end with about {bags} fewer bags on average, counted over the guesses",
                                   bags=f"{fewer_bags:.1f}"))
        elif more_tricks >= WHY_TRICKS:
            said.append(Message.of("our side takes about {tricks} more tricks on average, counted over the guesses"
                                   if side else
                                   "I take about {tricks} more tricks on average, counted over the guesses",
                                   tricks=f"{more_tricks:.1f}"))
    if not said:  # what it keeps, at the least (a newcomer learns from a card kept, not from a number alone)
        if natural in card_info(view.rules).by_power[3] and better_card not in card_info(view.rules).by_power[3]:
            return Message.of("it keeps the {kept}, a trump, for later", kept=natural)
        return Message.of("it keeps the {kept} for later", kept=natural)
    joined = said[0]
    for more in said[1:]:
        joined = Message.of("{first}, and {then}", first=joined, then=more)
    return joined


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
        deadline = late = None
        if clock is not None:

            def deadline() -> bool:
                nonlocal cut
                cut = cut or clock() >= until
                return cut

            def late() -> bool:  # the reason's playouts, after the check: out of time, fewer guesses (not cut)
                nonlocal cut
                now = clock()
                if math.isinf(now):  # no time at all: the hint is no longer wanted (a clock that cancels), stopped
                    cut = True
                return now >= until

        hinted, why = check_hint(view, action, reason, seed=self.check_seed, humans=self.humans,
                                 samples=self.samples, deadline=deadline, late=late)
        if clock is not None and math.isinf(clock()):  # cancelled before it was done: no longer wanted, stopped
            cut = True
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
