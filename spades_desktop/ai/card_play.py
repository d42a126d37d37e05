"""Normal card play: a rule-based policy over what the seat can know.

Each decision first settles what the seat wants from the trick in progress:
keep its own nil clean, cover the partner's nil, set an opponent's nil, take
the tricks the side still needs, set the opponents, or lose the trick to
avoid bags. Then it picks the card: the cheapest card that wins and holds,
the highest card that still loses, or the least useful card to throw away.
The policy reads only a ``PlayState`` (public facts) and the seat's own hand.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import BidKind, Card
from ..engine.scoring import score_hand
from .cardinfo import TRUMP, iter_cards
from .determinize import HandSampler
from .message import Message, MessageArg
from .state import PlayState, RunGoal, SideGoal, odd_best, plain_best, run_goal, side_goal

WIN = "win"
DUCK = "duck"
_CONVERTED = 200  # ``CardInfo.trick_key`` of a spade, or of a card a joker turned into one (trump.joker_conversion)


@dataclass(frozen=True, slots=True)
class PlayTuning:
    """Knobs of the card play (the frozen reference keeps its own copy)."""

    hold_safe: float = 0.25  # a partner's card beaten with less than this chance is left alone
    second_hand_sure: float = 0.3
    hopeless: float = 0.85  # a winner beaten with more than this chance is not worth playing
    set_margin: int = 3  # go for a set when it takes at most (sure winners + this) tricks
    cash_from: int = 0  # cash side winners from this trick on (earlier only when tricks are short)
    cash_urgency: float = 2.0  # tricks are short when need x this >= tricks left
    dump_on_partner: int = 1  # when ducking, throw my high cards on a trick my partner wins anyway
    dump_safe: float = 0.05  # ... when the partner's card is beaten with less than this chance
    nil_escape: float = 1.0  # leading to set a nil: each card the nil bidder may hold below mine weighs this much
    known_sure: int = 1  # a card the seat knows is in a hand (it passed it there) is held for sure (0: by chance)
    nil_lead_duck: int = 1  # a nil bidder's lead reckons with opponents playing under it (0: with any seat beating it)
    set_hopeless: int = 1  # setting a nil, play as usual once the nil bidder can duck anyway (0: play low still)
    ruff_low: int = 1  # void in the suit led, trump with the lowest trump that may hold the trick (0: the safest)
    stuck_cover: float = 0.2  # cover my nil partner under a high card when it is stuck this likely (inf: never)
    keep_covers: int = 2  # my nil partner's card is beaten: no ruff with a spade at most this many beat (-1: ruff)
    set_nil_live: int = 1  # lead to set a nil only a card the nil bidder may hold a card above (0: any card)
    nil_no_threat: int = 1  # a nil bidder beats my partner's card only when stuck above it (0: as anyone would)
    outdo_partner: int = 1  # beat my partner's winning card only with a card less likely beaten (0: any winner)
    duck_covers: int = 2  # ducking behind my nil partner's beaten card: keep cards at most this many beat (-1: no)
    nil_guard: int = 1  # a nil bidder void in the suit led keeps a low spade under a higher one of its (0: no)
    keep_on_spade_lead: int = 0  # spades led, my nil partner's spade beaten: keep covers this many beat (-1: win)
    # with a nil exchange, of those covers keep only as many as the trumps the nil may hold under them (0: every one)
    covers_needed: int = 1
    forced_cover: int = 1  # leading beside a nil: of two unseen cards above, none below, only the higher catches it
    # leading beside a nil: a trump an opponent may beat counts the nil's trumps drawn after it (``_handover``), and
    # a side suit my partner may hold no card of is led as a void it showed (0: neither, as before; QA seed 304)
    cover_handover: int = 1
    # my nil partner's chance of holding only trumps, its hand dealt suit after suit (``p_only_trumps``; 0: the
    # product of each suit's void chance, as before, which took them for independent)
    nil_dealt: int = 1
    # a side suit led, my nil partner's card beaten: keep a card of the suit at most this many unseen cards beat,
    # above one the nil may hold, rather than take the trick with it (-1: take it, as before; QA jokers-high 448)
    keep_side_covers: int = -1
    shed_stuck: int = 4  # covering by a ruff in the last tricks: shed my lone side card, all out above it (0: ruff)
    auction_set_win: int = 1  # an auction defender takes tricks once the declarers are set (0: ducks them, as before)
    # the auction's defenders go for the set while the contract is live (3: as set_margin): a set swings the
    # declarers' 10 x (bid + 6) and 10 a trick short, an overtrick given away is 10 (docs/ai.md)
    auction_set_margin: int = 13
    # leading beside a nil: my last trump, while I am void in a side suit the nil may hold and an opponent may lead,
    # stays in my hand to trump that suit over the nil when another lead is as safe and our contract can wait (0: led
    # like any safe card, as before; QA seed 149: the A♠ led, the 2♥ led later caught the nil's 8♥)
    keep_lead_trump: int = 1
    # on lead, our contract short by no more tricks than my cards no unseen card beats: cash them before leading to
    # set an opponent's nil (QA seed 40016: the low 5♠ led at the nil, the lead never came back to the A♥). 1: always
    # so; on 400 deals it let 9 more of the opponents' nils through, −1.25 a hand. 2: only where the chase card leaves
    # me no trump to win the lead back (``_cash_before_chase``); +0.08 (−0.59 to +0.75) a hand, 3 deals of 400 scored
    # otherwise. Off (0, the nil first, as before; docs/ai.md, "The last trump kept on a cover lead ...")
    cash_before_set: int = 0
    # when my own cards take every trick left whatever the other hands hold, and my side wants them all, play a card
    # that keeps them all (``_sure_claim``); 0: as before (QA newbie13: the hint promised every trick, the partner
    # led its A♠ and lost one)
    keep_claim: int = 1
    # an opponent's nil card winning the trick and I cannot follow: throw the card my side needs least (``_throw``,
    # or the ducking discard once our contract is made), never a card that takes the trick; 0: my highest loser, as
    # before, an ace included (QA newbie15: the A♦ thrown under the nil's 9♥ while we still needed tricks)
    nil_discard: int = 1
    # covering my nil partner by a ruff when it likely holds only trumps (``p_only_trumps`` at least this; inf:
    # never): it must trump too, so my trump goes above every trump it may hold (the lowest such, else my highest),
    # where the lowest trump left it over mine (QA niltrust13: North's 3♠ before a nil holding only spades). Normal's
    # own card only: its bid playouts and Hard keep it off (inf), as they were measured (session 62)
    cover_over_trumps: float = 0.5


DEFAULT_PLAY = PlayTuning()


_OTHERS = {n: tuple([t for t in range(n) if t != s] for s in range(n)) for n in (2, 3, 4, 6)}


class Table:
    """Per-decision facts and probabilities for one seat."""

    __slots__ = (
        "_p",
        "after",
        "best_card",
        "best_key",
        "best_seat",
        "hand",
        "info",
        "jokers",
        "led",
        "legal",
        "may",
        "my_joker",
        "others",
        "out",
        "partner",
        "seat",
        "sizes",
        "state",
        "unseen",
    )

    def __init__(self, state: PlayState, seat: int, hand: int, legal: int) -> None:
        self.state = state
        info = self.info = state.info
        self.seat = seat
        self.hand = hand
        self.legal = legal
        unseen = self.unseen = state.unseen_by(seat, hand)
        n = state.players
        self.partner = info.partner[seat]
        self.others = others = _OTHERS[n][seat]
        allowed = state.allowed
        may = [unseen & allowed[t] for t in range(n)]
        may[seat] = 0
        if seat == state.seat:
            known_any = 0
            for t in others:
                known_any |= state.known[t]
            if known_any:
                for t in others:
                    may[t] = (may[t] & ~known_any) | state.known[t]
        self.may = may
        sizes = self.sizes = state.hand_sizes
        held = 0
        for t in others:
            held += sizes[t]
        self.out = max(0, unseen.bit_count() - held)  # cards out of play (two-player discards)
        self._p: dict[int, float] = {}  # (seat, suit) -> q
        trick = state.trick
        self.my_joker = 0  # trump.joker_conversion: the rank of a joker my side played to the trick (0: none)
        self.jokers: dict[int, int] | None = None  # trump.joker_conversion: per side, its joker's rank in the trick
        if trick:
            self.led = info.eff[trick[0][1].index]
            best_seat, best_card = trick[0]
            if info.odd_tricks:  # joker trumps, cancellation: the trick so far as the engine judges it
                best_seat, best_card, best_key = odd_best(info, trick)
                if info.converts:
                    jokers = self.jokers = {}
                    for s, c in trick:
                        if c.is_joker:
                            jokers[info.side[s]] = max(jokers.get(info.side[s], 0), c.rank)
                    self.my_joker = jokers.get(info.side[seat], 0)
            else:
                best_seat, best_card, best_key = plain_best(info, trick)
            self.best_card: Card | None = best_card  # the card winning the trick so far
            self.best_seat, self.best_key = best_seat, best_key
        else:
            self.led, self.best_seat, self.best_key, self.best_card = -1, -1, -1, None
        self.after = state.to_play_after(seat)

    # ------------------------------------------------------- probabilities
    def q(self, t: int, suit: int) -> float:
        """Chance that one unseen card of ``suit`` that ``t`` may hold is in ``t``'s hand."""
        key = t * 4 + suit
        p = self._p.get(key)
        if p is None:
            total = self.out
            bit = 1 << suit
            voids = self.state.voids
            for u in self.others:
                if not voids[u] & bit:
                    total += self.sizes[u]
            p = self.sizes[t] / total if total else 0.0
            self._p[key] = p
        return p

    def p_any(self, t: int, mask: int) -> float:
        """Chance that seat ``t`` holds at least one card of ``mask`` (cards of one effective suit)."""
        mask &= self.may[t]
        if not mask:
            return 0.0
        low = mask & -mask
        suit = self.info.eff[low.bit_length() - 1]
        q = self._p.get(t * 4 + suit)  # ``q``, without the call when it is known (the hot path)
        if q is None:
            q = self.q(t, suit)
        return 1.0 - (1.0 - q) ** mask.bit_count()

    def p_void(self, t: int, suit: int) -> float:
        if self.state.voids[t] >> suit & 1:
            return 1.0
        return 1.0 - self.p_any(t, self.unseen & self.info.suit_masks[suit])

    def p_seat_beats(self, t: int, card: Card, led: int) -> float:
        """Chance that ``t``, playing later to a trick led in ``led``, can beat ``card``."""
        info = self.info
        if info.first_joker and card.is_joker:
            return 0.0  # trump.jokers_first_wins: a joker that wins the trick is the first; the other one loses to it
        if info.odd_tricks:
            if info.converts:
                return self._p_seat_beats_converted(t, card, led)
            twin = info.twin_bit(card) & self.unseen  # players.cancellation: its twin cancels it
            if twin:
                return 1.0 - (1.0 - self._p_seat_beats(t, card, led)) * (1.0 - self.p_any(t, twin))
        return self._p_seat_beats(t, card, led)

    def _p_seat_beats(self, t: int, card: Card, led: int) -> float:
        info = self.info
        e = info.eff[card.index]
        higher = info.higher[card.index] & self.unseen
        if e == TRUMP:
            if led == TRUMP:
                return self.p_any(t, higher)
            return self.p_void(t, led) * self.p_any(t, higher)
        # card follows the led suit (a non-trump off-suit card never wins)
        p_follow_higher = self.p_any(t, higher)
        trumps = self.unseen & info.trump_mask
        p_ruff = self.p_void(t, led) * self.p_any(t, trumps) if trumps else 0.0
        return 1.0 - (1.0 - p_follow_higher) * (1.0 - p_ruff)

    def _p_seat_beats_converted(self, t: int, card: Card, led: int) -> float:
        """trump.joker_conversion: ``p_seat_beats`` where a joker wins nothing itself and turns its partner's
        card into the spade of its rank. ``card`` is the trick's winning card, or mine played now (or led). ``t``
        beats it with a card above it as ``t`` plays it (beside its side's joker in the trick: any card of a
        higher rank), or, against the other side, with a joker that turns its partner's card above it: any card
        of its partner's beats a card of a suit other than spades, a card already played one of a lower rank."""
        info = self.info
        jokers = self.jokers or {}
        side = info.side
        if self.best_card is not None and card == self.best_card:
            key, owner = self.best_key, self.best_seat
        elif card.is_joker and self.joker_turns(card) is not None:  # my joker: my partner's card it turns
            owner, _card, key = odd_best(info, [*self.state.trick, (self.seat, card)])
        else:
            key, owner = info.trick_key(card, self.my_joker, led), self.seat
        if key < 0:
            return 1.0  # it wins nothing itself
        mine = jokers.get(side[t], 0)
        theirs = side[t] != side[owner]
        partner = info.partner[t]
        played = next((c for s, c in self.state.trick if s == partner and not c.is_joker), None)
        beat = 0
        for c in iter_cards(self.may[t]):
            if c.is_joker:
                if not theirs:
                    continue  # it turns the card to beat, or my side's, into a spade: no beating
                if played is not None:
                    if info.trick_key(played, c.rank, led) <= key:
                        continue
                elif partner is None or key >= _CONVERTED:
                    continue
            elif info.trick_key(c, mine, led) <= key:
                continue
            beat |= c.bit
        if not beat:
            return 0.0
        suits = info.suit_masks
        p_led = self.p_any(t, beat & suits[led]) if led >= 0 else 0.0
        miss_other = 1.0
        for s in range(4):
            if s != led and beat & suits[s]:
                miss_other *= 1.0 - self.p_any(t, beat & suits[s])
        if miss_other == 1.0:
            return p_led
        return 1.0 - (1.0 - p_led) * (1.0 - self.p_void(t, led) * (1.0 - miss_other))

    def p_beaten(self, card: Card, seats: Sequence[int], led: int) -> float:
        miss = 1.0
        for t in seats:
            miss *= 1.0 - self.p_seat_beats(t, card, led)
        return 1.0 - miss

    # -------------------------------------------------------------- helpers
    def partner_of(self, seat: int) -> int | None:
        return self.info.partner[seat]

    def opponents_of(self, seat: int) -> tuple[int, ...]:
        return self.info.opponents[seat]

    def beats_current(self, card: Card) -> bool:
        """``card``, played by me now, wins the trick so far (as the engine judges it)."""
        info = self.info
        if info.odd_tricks:
            if info.converts:  # a joker wins nothing itself; my partner's joker makes my card a spade
                return info.trick_key(card, self.my_joker, self.led) > self.best_key
            if any(c.base == card.base for _s, c in self.state.trick):
                return False  # players.cancellation: my card and its twin cancel each other
        return info.key(card, self.led) > self.best_key

    def play_key(self, card: Card) -> int:
        """How strongly ``card``, played by me now, competes in the trick (the cheapest of winners is the lowest);
        a joker of mine that turns my partner's card: that card's, turned into a spade."""
        if self.info.converts:
            if card.is_joker and self.joker_turns(card) is not None:
                return odd_best(self.info, [*self.state.trick, (self.seat, card)])[2]
            return self.info.trick_key(card, self.my_joker, self.led)
        return self.info.key(card, self.led)

    def joker_turns(self, card: Card) -> Card | None:
        """trump.joker_conversion: my partner's card already in the trick that ``card``, a joker of mine, turns
        into a spade; None when ``card`` is no joker or my partner has played no card a joker turns."""
        if not self.info.converts or not card.is_joker or self.partner is None:
            return None
        partner = self.partner
        return next((c for s, c in self.state.trick if s == partner and not c.is_joker), None)

    def side_takes(self, card: Card) -> bool:
        """``card``, a joker of mine, leaves my partner's card (turned into a spade) winning the trick so far
        (trump.joker_conversion). The bots never counted it among the cards that win the trick for the side: last
        to play, they threw a side card, "I cannot win this trick", where the joker made their partner's 10♦ a
        spade above the K♦ (QA)."""
        if self.joker_turns(card) is None:
            return False
        winner, _card, key = odd_best(self.info, [*self.state.trick, (self.seat, card)])
        return winner == self.partner and key >= 0

    def may_still_win(self, card: Card) -> bool:
        """``card``, which does not win the trick so far, may still win it by the cards played after me: my
        partner's joker turns it into a spade above the rest (trump.joker_conversion), or twins played after me
        cancel every card above it (players.cancellation). "I cannot win this trick" is said only when it cannot."""
        info = self.info
        after = self.after
        if not info.odd_tricks or not after:
            return False
        if info.converts:
            partner = self.partner
            if self.my_joker or partner is None or partner not in after:
                return False
            jokers = self.may[partner] & info.joker_mask
            if not jokers:
                return False
            rank = max(c.rank for c in iter_cards(jokers))
            return info.trick_key(card, rank, self.led) > self.best_key
        trick = self.state.trick
        if any(c.base == card.base for _s, c in trick):
            return False  # my card is cancelled already
        led = self.led
        mine = info.key(card, led)
        if mine < 0:
            return False
        bases = [c.base for _s, c in trick]
        above = [c for _s, c in trick if bases.count(c.base) == 1 and info.key(c, led) > mine]
        if len(above) > len(after):
            return False
        later = 0
        for t in after:
            later |= self.may[t]
        return all(info.twin_bit(c) & later for c in above)

    def is_master(self, card: Card) -> bool:
        info = self.info
        if info.converts:  # joker trumps: a joker wins nothing itself, and beats no spade by itself
            return not card.is_joker and not info.higher[card.index] & self.unseen & ~info.joker_mask
        return not info.higher[card.index] & self.unseen


class KnownTable(Table):
    """``Table`` for a seat that knows cards of other hands (the cards it passed, or every card in a playout
    that sees the hands): a hand holds those for sure; the chances are for the cards it does not know."""

    __slots__ = ()

    def p_any(self, t: int, mask: int) -> float:
        if mask & self.state.known[t]:
            return 1.0
        return Table.p_any(self, t, mask)


def play_card(
    state: PlayState, seat: int, hand: int, legal: int, tuning: PlayTuning = DEFAULT_PLAY
) -> tuple[Card, Message]:
    """The card ``seat`` plays, and why. ``legal`` is the engine's legal mask for the seat."""
    cards = iter_cards(legal)
    if len(cards) == 1:
        return cards[0], Message.of("the {card} is my only legal card", card=cards[0])
    alike = all_alike(state, cards, hand)
    if alike is not None:
        return alike, _alike_reason(state, alike)
    if tuning.known_sure and seat == state.seat and any(state.known):
        tab: Table = KnownTable(state, seat, hand, legal)
    else:
        tab = Table(state, seat, hand, legal)
    if state.nil_alive(seat):
        return _nil_play(tab, cards, tuning.nil_lead_duck, tuning)
    partner = tab.partner
    mine = side_goal(state, state.side(seat))
    if tuning.keep_claim:
        claimed = _sure_claim(tab, cards, mine)
        if claimed is not None:
            return claimed
    if partner is not None and state.nil_alive(partner) and state.info.converts:
        shed = _shed_nil_joker(tab, cards, mine)
        if shed is not None:
            return shed
        joker = next((c for c in cards if c.is_joker and tab.side_takes(c)), None)
        cards = _spare_nil_jokers(tab, cards)
        if joker is not None and joker not in cards:  # "I cannot win this trick" beside a joker that takes it
            card, reason = _play_beside_nil(tab, cards, mine, tuning)  # for the nil (QA, seed 5045)
            return card, Message.of("{why}; I keep the {joker} off my partner's nil: it would turn my partner's "
                                    "{turned} into a spade that takes the trick", why=reason, joker=joker,
                                    turned=tab.joker_turns(joker) or joker)
    return _play_beside_nil(tab, cards, mine, tuning)


def _play_beside_nil(tab: Table, cards: tuple[Card, ...], mine: SideGoal, tuning: PlayTuning
                     ) -> tuple[Card, Message]:
    """``play_card`` from the cover of my partner's live nil on (``cards``: without the jokers kept off it)."""
    state, seat, partner = tab.state, tab.seat, tab.partner
    kept: tuple[Card, ...] = ()
    side_kept: tuple[Card, ...] = ()
    if partner is not None and state.nil_alive(partner):
        covered = _cover_play(tab, cards, tuning)
        if covered is not None:
            return covered
        kept = _covers_to_keep(tab, cards, mine, tuning.keep_covers, tuning.keep_on_spade_lead,
                               tuning.covers_needed)
        if kept:
            cards = tuple(c for c in cards if c not in kept)
        elif tuning.keep_side_covers >= 0:
            side_kept = _side_covers_to_keep(tab, cards, mine, tuning.keep_side_covers)
            if side_kept:
                cards = tuple(c for c in cards if c not in side_kept)
    run = run_goal(state, state.side(seat))
    if run is not None:  # our Bemo or Mo: every trick of the run, before any other aim
        why = _run_why(run)
        ran = _run_lead(tab, cards, why) if not state.trick else _run_follow(tab, cards, why, tuning)
        if ran is not None:
            return ran
    opp_goals = [side_goal(state, s) for s in state.info.opp_sides[seat]]
    target_nil = _nil_to_set(tab, mine, tuning.cash_before_set)
    chase: Card | None = None
    if target_nil is not None:
        setting = _set_nil_play(tab, cards, target_nil, tuning)
        if setting is not None:
            if tuning.cash_before_set != 2 or not _cash_before_chase(tab, mine, setting[0]):
                return setting
            chase = setting[0]
    want, why = _want(tab, mine, opp_goals, tuning) if run is None else (WIN, _run_why(run))
    if not state.trick:
        card, reason = _lead(tab, cards, want, why, mine, tuning)
        if chase is not None:
            return card, Message.of("{why}; chasing the nil can wait: after the {chase} I would hold no {trumps} "
                                    "and might not win the lead again", why=reason, chase=chase,
                                    trumps=_trump_noun(state))
        return card, reason
    if want == WIN:
        card, reason = _follow_win(tab, cards, why, tuning)
        if (kept or side_kept) and mine.contract and mine.need == state.tricks_left and not tab.beats_current(card):
            cover = max(kept or side_kept, key=lambda c: tab.info.power[c.index])  # the contract given up
            return card, Message.of("{why}, but my partner's nil is worth more than our contract: I keep the {cover} "
                                    "to cover the nil in {suit} and play the {card}", why=why, cover=cover,
                                    suit=_noun(state, cover), card=card)
        if side_kept and not tab.beats_current(card):
            cover = max(side_kept, key=lambda c: tab.info.power[c.index])
            reason = Message.of("{why}, and my partner's nil is safe in this trick: I keep the {cover} to cover the "
                                "nil in {suit} and play the {card}", why=why, cover=cover, suit=_noun(state, cover),
                                card=card)
        if kept and not tab.beats_current(card):
            spade = max(kept, key=lambda c: tab.info.power[c.index])
            if state.rules.trump_suit == "spades":
                reason = Message.of("{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover "
                                    "the nil in spades and play the {card}", why=why, card=card, spade=spade)
            else:  # trump.show_seven: "in spades" was said of the Q♥ kept with hearts trump and spades a side suit
                reason = Message.of("{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover "
                                    "the nil in {suit} and play the {card}", why=why, card=card,
                                    spade=spade, suit=state.rules.trump_suit)
        return card, reason
    card, reason = _follow_duck(tab, cards, why, tuning)
    if tuning.duck_covers < 0 or partner is None or not state.nil_alive(partner):
        return card, reason
    covers = _duck_covers(tab, cards, tuning.duck_covers)
    if card not in covers:
        return card, reason
    spared = card
    card, _reason = _follow_duck(tab, tuple(c for c in cards if c not in covers), why, tuning)
    return card, Message.of("{why}, and my partner's nil is safe in this trick: I keep the {cover} to cover the "
                            "nil in {suit} and play the {card}", why=why, cover=spared, suit=_noun(state, spared),
                            card=card)


def _alike_reason(state: PlayState, card: Card) -> Message:
    """Why ``card`` of cards that play alike: out of the suit led, it says so and whether it trumps ("my cards of
    this suit" of the 10♠ on a club lead was read as the clubs, QA). In plain words: "my clubs play alike" was
    jargon a newcomer could not follow (QA newbie16); "as good as each other here" says what it means."""
    info = state.info
    if state.trick:
        led_card = state.trick[0][1]
        led = info.eff[led_card.index]
        if info.eff[card.index] != led:
            suit = _noun(state, led_card)  # a 2♦ led in deuces-high is a trump: "no trumps", not "no diamonds"
            if info.eff[card.index] == TRUMP:
                return Message.of("I have no {suit}: my trumps are as good as each other here, so I trump with the "
                                  "{card}", suit=suit, card=card)
            return Message.of("I have no {suit}: my {thrown} are as good as each other here, so I throw the {card}",
                              suit=suit, thrown=_noun(state, card), card=card)
    return Message.of("my {suit} are as good as each other here, so I play the {card}", suit=_noun(state, card),
                      card=card)


def all_alike(state: PlayState, cards: tuple[Card, ...], hand: int) -> Card | None:
    """The lowest card when every card of ``cards`` is of one suit with no other live card between them
    (the unseen cards and the trick's count as live; ``hand`` is the seat's own)."""
    info = state.info
    suit = info.eff[cards[0].index]
    if info.converts and any(c.is_joker for c in cards) and not all(c.is_joker for c in cards):
        return None  # joker trumps: a joker wins nothing itself, a spade does; they do not play alike
    legal = 0
    for c in cards:
        if info.eff[c.index] != suit:
            return None
        legal |= c.bit
    hi = lo = cards[0]
    for c in cards:
        if not info.higher[c.index] & legal:
            hi = c
        if not info.lower[c.index] & legal:
            lo = c
    between = info.higher[lo.index] & info.lower[hi.index]
    live = info.deck_mask & ~state.played & ~hand
    for _s, c in state.trick:
        live |= c.bit
    if between & live:
        return None
    return lo


# ------------------------------------------------------------------ claim
def _sure_claim(tab: Table, cards: tuple[Card, ...], mine: SideGoal) -> tuple[Card, Message] | None:
    """When my own cards take every trick left whatever the other hands hold (``_claim_card``: from my hand and the
    cards seen alone) and my side wants them all, the card that keeps them all. None otherwise: a nil on either
    side (mine or my partner's to make, or one of mine lost: my tricks would cost; an opponent's to set), or tricks
    left that are bags to us (``side_wants_every_trick``: the contract needs fewer than are left and no
    other side can be set), or rules where the power order alone does not say who wins a trick."""
    state, info = tab.state, tab.info
    left = state.tricks_left
    if left < 2 or info.odd_tricks or info.first_joker or info.ranked_floor is not None:
        return None
    rules = state.rules
    if rules.no_trump or rules.decks != 1:
        return None
    seat = tab.seat
    if any(state.nil_bid):
        for t, nil in enumerate(state.nil_bid):
            if nil and (t == seat or state.tricks_won[t] == 0):
                return None
    if not side_wants_every_trick(state, seat, mine):
        return None
    card = _claim_card(tab, cards)
    if card is None:
        return None
    # the words of the hint that promised them (``hint.CLAIM_KEPT``): a partner keeping the promise says it alike
    return card, Message.of("every trick left is mine if I play the {card}" if tab.partner is None else
                            "every trick left is our side's if I play the {card}", card=card)


def side_wants_every_trick(state: PlayState, seat: int, mine: SideGoal | None = None) -> bool:
    """Whether ``seat``'s side wants every trick left: its contract needs them all (or its Bemo or Mo does), or an
    opponent's contract can still be set (every trick to us sets it). Not when its contract is made or already set
    and no one is left to set: then tricks are bags (or, in an auction, score for the other side), and Normal lets
    them go ("we are set; I let them take the bags"); nor when it needs fewer than are left, where taking them all
    takes bags the weighing may rightly avoid (throw the J♥, let West take the bag: ``test_hint``). ``mine``:
    the side's goal, when the caller has it."""
    side = state.side(seat)
    if run_goal(state, side) is not None:
        return True
    left = state.tricks_left
    mine = side_goal(state, side) if mine is None else mine
    if mine.contract and mine.need == left:
        return True
    return any(g.contract and 0 < g.need <= left  # every trick to us sets them
               for g in (side_goal(state, s) for s in state.info.opp_sides[seat]))


def sure_claim(state: PlayState, seat: int, hand: int, legal: int) -> tuple[Card, Message] | None:
    """``_sure_claim`` for ``seat`` (``state``'s own seat): the card that keeps every trick left whatever the
    unseen cards are, and the words that say so, when its side wants them all; None otherwise. The hint asks it
    where Normal's card comes before the claim (its only legal card, cards that play alike)."""
    cards = iter_cards(legal)
    if not cards or state.nil_alive(seat):
        return None
    tab = KnownTable(state, seat, hand, legal) if any(state.known) else Table(state, seat, hand, legal)
    return _sure_claim(tab, cards, side_goal(state, state.side(seat)))


def _claim_card(tab: Table, cards: tuple[Card, ...]) -> Card | None:
    """A card of ``cards`` after which I take every trick left whatever the other hands hold, or None when I see
    none. Leading: ``_claim_lead``. Following: the lowest card that wins the trick so far and that no card a seat
    after me may hold beats (no trump of theirs on a side suit led: they may be void), when the rest of my hand
    then takes every trick from the lead."""
    state, info = tab.state, tab.info
    if not state.trick:
        return _claim_lead(tab, tab.hand, legal=tab.legal)
    led, unseen = tab.led, tab.unseen
    later = 0  # the cards the seats after me may hold
    for t in tab.after:
        later |= tab.may[t]
    trumps = later & info.trump_mask if led != TRUMP else 0  # (a seat after me may be void in the suit led)
    sure = [c for c in cards if not info.higher[c.index] & unseen & later
            and (info.eff[c.index] == TRUMP or not trumps) and tab.beats_current(c)]
    if not sure:
        return None
    broken = state.broken or any(info.eff[c.index] == TRUMP for _s, c in state.trick)
    for c in sorted(sure, key=lambda c: info.power[c.index]):
        trump = info.eff[c.index] == TRUMP
        rest = tab.hand & ~c.bit
        if not rest or _claim_lead(tab, rest, broken=broken or trump) is not None:
            return c
    return None


def _claim_lead(tab: Table, hand: int, legal: int = 0, broken: bool = True) -> Card | None:
    """The card to lead from ``hand`` (``legal``: the cards I may lead now, 0: any card ``broken`` allows) that
    starts a run of every trick left however the unseen cards lie, or None. It draws the trumps out first with
    trumps above every unseen one (as many as the most trumps one other hand may hold), then cashes each side
    suit: a suit where I hold a card under an unseen one needs as many cards above every unseen card of the suit
    as the most that one other hand may hold of it, so that it is drawn out before that card is led."""
    info, unseen = tab.info, tab.unseen
    for suit in range(4):
        out = unseen & info.suit_masks[suit]
        held = hand & info.suit_masks[suit]
        if not out or not (held or suit == TRUMP):
            continue  # (no trump of mine while others may hold one: every side card may be trumped)
        masters = sum(1 for c in iter_cards(held) if not info.higher[c.index] & unseen)
        if (suit == TRUMP or masters < held.bit_count()) and masters < _most_held(tab, out):
            return None
    side = hand & ~info.trump_mask
    if hand & info.trump_mask and (unseen & info.trump_mask or not side):
        card = info.cards_desc(hand, TRUMP)[0]  # draw the trumps (or lead the only cards I hold)
    elif side:
        card = max(iter_cards(side), key=lambda c: info.power[c.index])
    else:
        return None
    if legal:
        return card if legal & card.bit else None
    if info.eff[card.index] == TRUMP and side and not broken and tab.state.rules.spades_broken:
        return None
    return card


def _most_held(tab: Table, cards: int) -> int:
    """The most cards of ``cards`` one other hand may hold (its voids shown, its size)."""
    return max((min((tab.may[t] & cards).bit_count(), tab.sizes[t]) for t in tab.others), default=0)


# ------------------------------------------------------------------ intent
def _run_why(run: RunGoal) -> Message:
    """Why a side with a Bemo or Mo to make wants every trick: "we bid Little Bemo and must take the first 6
    tricks"."""
    if run.kind is BidKind.LITTLE_BEMO:
        name = Message.of("Little Bemo")
    elif run.kind is BidKind.BIG_BEMO:
        name = Message.of("Big Bemo")
    else:
        name = Message.of("Big Mo" if run.kind is BidKind.BIG_MO else "Little Mo")
    if run.first:
        return Message.of("we bid {name} and must take the first {need} tricks", name=name, need=run.need)
    return Message.of("we bid {name} and need {need} tricks in a row", name=name, need=run.need)


def _run_lead(tab: Table, cards: tuple[Card, ...], why: Message) -> tuple[Card, Message] | None:
    """On lead with a Bemo or Mo to make: cash a sure winner, of a side suit first (the one the opponents
    most likely follow to, the highest of equals), else a master trump; None when I hold no sure winner."""
    info = tab.info
    side = [c for c in cards if info.eff[c.index] != TRUMP and tab.is_master(c)]
    if side:
        opps = tab.opponents_of(tab.seat)
        c = min(side, key=lambda c: (round(tab.p_beaten(c, opps, info.eff[c.index]), 2), -info.power[c.index]))
        return c, Message.of("{why}: I cash the {card}", why=why, card=c)
    trumps = [c for c in cards if info.eff[c.index] == TRUMP and tab.is_master(c)]
    if trumps:
        c = max(trumps, key=lambda c: info.power[c.index])
        return c, Message.of("{why}: I cash the {card}", why=why, card=c)
    return None


def _run_follow(tab: Table, cards: tuple[Card, ...], why: Message,
                tuning: PlayTuning) -> tuple[Card, Message] | None:
    """Following with a Bemo or Mo to make: leave the trick to my partner when its card holds; else take it
    with the lowest card about as sure to hold as my surest (over my partner's card only with a surer one).
    None when no card of mine wins (or, with my partner still to play, none stands a chance)."""
    info = tab.info
    partner = tab.partner
    opps_after = [t for t in tab.after if t != partner]
    winners = [c for c in cards if tab.beats_current(c) or tab.side_takes(c)]
    best = tab.best_card
    if partner is not None and tab.best_seat == partner and best is not None:
        held = tab.p_beaten(best, opps_after, tab.led)
        if held < tuning.hold_safe:
            c = _throw(tab, cards)
            joker = _joker_under(tab, cards, c)
            if joker is not None:
                return joker, _joker_under_reason(best, joker, c)
            return c, _over_partner(tab, cards, c) or Message.of("my partner's card should win: I play the {card}",
                                                                card=c)
        winners = [c for c in winners if tab.p_beaten(c, opps_after, tab.led) < held - 0.01]
    if not winners:
        return None
    scored = [(tab.p_beaten(c, opps_after, tab.led), c) for c in winners]
    surest = min(p for p, _ in scored)
    if partner is not None and partner in tab.after and surest > tuning.hopeless:
        return None
    _p, c = min((x for x in scored if x[0] <= surest + 0.05), key=lambda x: tab.play_key(x[1]))
    turned = tab.joker_turns(c)
    if turned is not None:
        return c, _joker_turns_reason(why, c, turned)
    trumping = info.eff[c.index] == TRUMP and tab.led != TRUMP
    return c, Message.of("{why}: I trump with the {card}" if trumping else "{why}: I take it with the {card}",
                         why=why, card=c)


def _want(tab: Table, mine: SideGoal, opps: list[SideGoal], tuning: PlayTuning) -> tuple[str, Message]:
    state = tab.state
    left = state.tricks_left
    alone = tab.partner is None  # each for themselves: "I", not "we" (a two-player bot spoke of "our contract")
    if mine.contract and mine.need > 0:
        if mine.need > left:
            # Already set: deny the opponents their contract, else push bags on them.
            for g in opps:
                if 0 < g.need <= left:
                    return WIN, (Message.of("I am set, so I try to set the others too") if alone else
                                 Message.of("we are set, so I try to set them too"))
            if state.rules.auction:  # each trick short scores 10 for the defenders: take what can be taken
                return WIN, Message.of("we are set, so I take what tricks I can: each trick short scores for the "
                                       "other side")
            if not state.rules.bags_count:  # bag_penalty 0: a trick given away is an overtrick point for them
                return WIN, (Message.of("I am set, and overtricks cost nothing here, so I take what tricks I can "
                                        "rather than give the others points") if alone else
                             Message.of("we are set, and overtricks cost nothing here, so I take what tricks I can "
                                        "rather than give them points"))
            return DUCK, (Message.of("I am set; I let the others take the bags") if alone else
                          Message.of("we are set; I let them take the bags"))
        if alone:
            return WIN, Message.of("I still need {need} tricks" if mine.need > 1 else "I still need {need} trick",
                                   need=mine.need)
        return WIN, Message.of("we still need {need} tricks" if mine.need > 1 else "we still need {need} trick",
                               need=mine.need)
    # Contract made (or no contract): set the opponents if it is within reach.
    sure = _sure_winners(tab)
    margin = tuning.auction_set_margin if state.rules.auction else tuning.set_margin
    for g in opps:
        if g.contract and 0 < g.need <= left:
            to_set = left - g.need + 1
            if to_set <= sure + margin:
                if alone:
                    return WIN, Message.of("I can set an opponent: they need {need} of the last {left} tricks",
                                           need=g.need, left=left)
                return WIN, Message.of("we can set them: they need {need} of the last {left} tricks",
                                       need=g.need, left=left)
    if mine.contract == 0 and not opps:
        return DUCK, Message.of("I take no tricks I do not need")
    if mine.contract:
        if state.rules.auction:  # no bags: a declarer's trick over the contract scores 10 for the defenders (QA)
            return DUCK, Message.of("our contract is made, and each trick over it scores for the other side, so I "
                                    "avoid taking more")
        if not state.rules.bags_count:  # bag_penalty 0 (Cancellation Spades, book rules): each overtrick scores
            # a point and costs nothing; Normal ducked "to avoid bags" there (QA)
            return WIN, (Message.of("my contract is made, and overtricks cost nothing here: each scores a point, so "
                                    "I take what tricks I can") if alone else
                         Message.of("our contract is made, and overtricks cost nothing here: each scores a point, so "
                                    "I take what tricks I can"))
        return DUCK, (Message.of("my contract is made, so I avoid bags") if alone else
                      Message.of("our contract is made, so I avoid bags"))
    if state.rules.auction:  # a defender: "I avoid tricks I do not need" hid the 10 a declarers' overtrick scores (QA)
        if tuning.auction_set_win:  # each trick short of a set contract scores 10 more for the defenders (coach)
            beaten = next((g for g in opps if g.contract and g.need > left), None)
            if beaten is not None:
                return WIN, Message.of("the declarers cannot make their {contract} now, so I take what tricks I "
                                       "can: each trick they fall short scores 10 for us", contract=beaten.contract)
        declared = next((g for g in opps if g.contract and g.need <= left), None)
        if declared is not None:
            return DUCK, Message.of("each trick the declarers take over their {contract} scores 10 for us",
                                    contract=declared.contract)
    return DUCK, Message.of("I avoid tricks I do not need")


def _sure_winners(tab: Table) -> int:
    """My cards that no unseen card beats (a side card counted generously: no ruff is feared).

    Joker trumps are counted as their rule plays them. trump.joker_conversion: a joker wins nothing by itself (the
    Big Joker, top of the power order, was counted a sure trick), and a spade is beaten by any unseen card of a
    higher rank that an unseen joker turns into a spade (the K♠ with the A♠ gone is not sure while a joker and an
    ace are out; the A♠ is, though the jokers rank above it in the power order). trump.jokers_first_wins: a joker
    is not sure while the other one is out, which wins when it is played first to the trick."""
    info = tab.info
    unseen = tab.unseen
    if info.converts:
        return _sure_converted(tab)
    jokers = 0
    if tab.state.rules.jokers_first_wins:
        jokers = sum(c.bit for c in iter_cards(info.trump_mask) if c.is_joker)
    count = 0
    for c in iter_cards(tab.hand):
        if info.higher[c.index] & unseen:
            continue
        if c.is_joker and jokers & unseen & ~c.bit:
            continue
        count += 1
    return count


def _sure_converted(tab: Table) -> int:
    """``_sure_winners`` under trump.joker_conversion."""
    info = tab.info
    unseen = tab.unseen
    jokers_out = bool(unseen & info.joker_mask)
    top_out = max((c.rank for c in iter_cards(unseen & ~info.joker_mask)), default=0)
    count = 0
    for c in iter_cards(tab.hand):
        if c.is_joker or info.higher[c.index] & unseen & ~info.joker_mask:
            continue
        if info.eff[c.index] == TRUMP and jokers_out and top_out > c.rank:
            continue
        count += 1
    return count


# ---------------------------------------------------------------- my nil
def _nil_play(tab: Table, cards: tuple[Card, ...], duck: int = 1,
              tuning: PlayTuning = DEFAULT_PLAY) -> tuple[Card, Message]:
    info = tab.info
    if not tab.state.trick:
        others = tab.others
        if duck:
            scored = [(_p_nil_card_stands(tab, c, others, info.eff[c.index]), -info.power[c.index], c) for c in cards]
        else:
            scored = [(_p_win_lead(tab, c, others), -info.power[c.index], c) for c in cards]
        best = min(scored, key=lambda x: (round(x[0], 2), x[1]))
        return best[2], Message.of("I am nil, so I lead the card least likely to win")
    return _nil_follow(tab, cards, duck, tuning.nil_guard)


def _nil_follow(tab: Table, cards: tuple[Card, ...], duck: int, guard: int) -> tuple[Card, Message]:
    """A nil bidder's card to a trick already led: the highest card that still loses, else a card to throw
    away, else the card most likely beaten later."""
    info = tab.info
    losers = [c for c in cards if not tab.beats_current(c)]
    if losers:
        if tab.led >= 0 and any(info.eff[c.index] == tab.led for c in losers):
            c = max(losers, key=lambda c: info.power[c.index])
            return c, Message.of("I am nil: the {card} is my highest card that still loses", card=c)
        guards = _nil_guards(tab, losers) if guard else {}
        thrown = [c for c in losers if c not in guards]
        if guards and thrown:
            c = _most_dangerous(tab, thrown)
            low = max(guards, key=lambda g: info.power[g.index])
            return c, Message.of("I am nil and cannot follow: I keep the {low} under my {high} and throw the {card}",
                                 low=low, high=guards[low], card=c)
        c = _most_dangerous(tab, losers)
        return c, Message.of("I am nil and cannot follow: I throw away the dangerous {card}", card=c)
    # Every card wins so far: hope a later player beats it.
    if tab.after:
        if duck:
            c = min(cards, key=lambda c: (_p_nil_card_stands(tab, c, tab.after, tab.led), info.power[c.index]))
        else:
            c = max(cards, key=lambda c: (tab.p_beaten(c, tab.after, tab.led), -info.power[c.index]))
        return c, Message.of("I am nil and must go over: the {card} is the most likely to be beaten", card=c)
    c = max(cards, key=lambda c: info.power[c.index] + (200 if info.eff[c.index] == TRUMP else 0))
    return c, Message.of("my nil is lost on this trick: I win it with the {card}", card=c)


def _nil_guards(tab: Table, losers: list[Card]) -> dict[Card, Card]:
    """The losing cards that guard a card of mine that would win this trick: a low spade under a higher spade
    of mine that would overruff (the 2♠ under my Q♠ after a ruff with the 5♠). Thrown away, it leaves the
    higher spade bare, to win a later trick; kept, it goes under a spade lead while the higher one waits for
    a trick it can go under. Maps each guard to the lowest such higher card."""
    info = tab.info
    winners = [c for c in iter_cards(tab.hand) if tab.beats_current(c)]
    guards: dict[Card, Card] = {}
    for c in losers:
        above = [w for w in winners
                 if info.eff[w.index] == info.eff[c.index] and info.power[w.index] > info.power[c.index]]
        if above:
            guards[c] = min(above, key=lambda w: info.power[w.index])
    return guards


def _most_dangerous(tab: Table, cards: list[Card]) -> Card:
    info = tab.info
    live = tab.unseen

    def danger(c: Card) -> float:
        above = (info.higher[c.index] & live).bit_count()
        below = (info.lower[c.index] & live).bit_count()
        suit_len = (tab.hand & info.suit_masks[info.eff[c.index]]).bit_count()
        d = 1.0 / (1.0 + above) + 0.02 * below - 0.03 * suit_len
        if info.eff[c.index] == TRUMP:
            d += 0.3
        return d

    return max(cards, key=danger)


def _p_win_lead(tab: Table, card: Card, seats: Sequence[int]) -> float:
    return 1.0 - tab.p_beaten(card, seats, tab.info.eff[card.index])


def _p_nil_card_stands(tab: Table, card: Card, seats: Sequence[int], led: int) -> float:
    """Chance that my nil's ``card``, winning the trick so far, still wins it after ``seats`` have played: my
    partner beats it when it can, but an opponent, who wants my nil set, stays under it when it can (a lower
    card of the suit led, or none of that suit to follow). Only an opponent holding nothing but higher cards of
    the suit has to beat it; a trump of mine on another suit no opponent need beat."""
    info = tab.info
    follows = info.eff[card.index] == led
    below = tab.unseen & info.lower[card.index] if follows else 0
    p = 1.0
    for t in seats:
        if t == tab.partner:
            p *= 1.0 - tab.p_seat_beats(t, card, led)
        elif follows:
            p *= min(1.0, tab.p_void(t, led) + (tab.p_any(t, below) if below else 0.0))
    return p


# -------------------------------------------------------- partner's nil
def _cover_play(tab: Table, cards: tuple[Card, ...], tuning: PlayTuning) -> tuple[Card, Message] | None:
    state, info = tab.state, tab.info
    partner = tab.partner
    assert partner is not None
    if not state.trick:
        return _cover_lead(tab, cards, tuning.forced_cover, tuning.cover_handover, tuning.nil_dealt,
                           tuning.keep_lead_trump)
    if partner in tab.after:
        # My partner plays after me: win high so that it can duck under.
        winners = [c for c in cards if tab.beats_current(c)]
        if not winners:
            return None  # an opponent's card already stands above; my partner can play under it
        best_key = tab.best_key
        if (tab.best_seat != partner and best_key >= 0 and _high_enough(tab)
                and not _stuck_above(tab, tuning.stuck_cover, tuning.nil_dealt)):
            return None  # the card to beat is already high: my partner can duck
        same_suit = [c for c in winners if info.eff[c.index] == tab.led]
        if same_suit:
            c = max(same_suit, key=lambda c: info.power[c.index])
            return c, Message.of("covering my partner's nil: I play my highest, the {card}, to leave my partner "
                                 "the most room to play under it", card=c)
        shed = _stuck_lead(tab, cards, tuning.nil_dealt) if state.tricks_left <= tuning.shed_stuck else None
        if shed is not None:
            return shed, Message.of("covering my partner's nil: I throw the {card} rather than trump: I hold only "
                                    "trumps besides it and the {suit} out are all higher, so leading it at the end "
                                    "would catch my partner more surely than this trick", card=shed,
                                    suit=_noun(state, shed))
        over = _ruff_over_trumps(tab, winners, tuning.cover_over_trumps)
        if over is not None:
            return over
        # Any trump covers a side suit (my partner plays under it): ruff low and keep the high trumps,
        # which cover my partner's own spades later.
        c = min(winners, key=lambda c: info.power[c.index])
        return c, Message.of("covering my partner's nil: I trump with my lowest trump, the {card}: any trump covers",
                             card=c)  # "a low trump is enough" was said of the K♠, its lowest (nil QA)
    if tab.best_seat == partner:
        winners = [c for c in cards if tab.beats_current(c)]
        if winners:
            c = min(winners, key=lambda c: (info.eff[c.index] == TRUMP, info.power[c.index]))
            return c, Message.of("my partner is nil and winning this trick: I overtake with the {card}", card=c)
    return None


def _ruff_over_trumps(tab: Table, winners: list[Card], likely: float) -> tuple[Card, Message] | None:
    """Covering my nil partner, still to play, by a ruff while it likely (at least ``likely``) holds nothing but
    trumps: it must trump too, and ducks only under my trump. The lowest of my ``winners`` above every trump it may
    hold, else my highest; None when that is my lowest anyway (the usual low ruff says it), or when it is not
    likely."""
    partner = tab.partner
    assert partner is not None
    if likely > 1.0 or len(winners) < 2 or p_only_trumps(tab, partner) < likely:
        return None
    info = tab.info
    theirs = tab.may[partner] & (info.trump_mask | info.joker_mask)
    top = max((info.power[c.index] for c in iter_cards(theirs)), default=-1)
    by_power = sorted(winners, key=lambda c: info.power[c.index])
    above = [c for c in by_power if info.power[c.index] > top]
    c = above[0] if above else by_power[-1]
    if c == by_power[0]:
        return None
    if above:
        return c, Message.of("covering my partner's nil: it holds only trumps and must trump too, so I trump with "
                             "the {card}, above every trump it may hold", card=c)
    return c, Message.of("covering my partner's nil: it holds only trumps and must trump too, so I trump with my "
                         "highest, the {card}, to leave it the most room under it", card=c)


def _spare_nil_jokers(tab: Table, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """trump.joker_conversion, my partner's nil live: ``cards`` without my jokers that would turn my partner's
    card into a spade: on lead or before my partner plays (whatever it plays then, a spade of its rank that only a
    higher spade beats), or after it where its card, so turned, wins the trick so far. A joker wins nothing itself,
    yet Normal led one "high" to cover the nil, and the nil bidder's spade took the trick (QA: 3 nils lost in 400
    hands). All of ``cards`` when nothing else is left."""
    partner = tab.partner
    if partner is None or not any(c.is_joker for c in cards):
        return cards
    played = any(s == partner for s, _c in tab.state.trick)
    rest = tuple(c for c in cards if not c.is_joker or (played and not tab.side_takes(c)))
    return rest or cards


JOKER_SHED_RISK = 0.05  # a joker is shed beside my partner's live nil when it catches the nil at most this often
JOKER_SHED_GUESSES = 24  # the hidden hands guessed to weigh that risk


def joker_nil_risk(tab: Table, joker: Card, guesses: int = JOKER_SHED_GUESSES) -> float:
    """trump.joker_conversion: the chance that ``joker``, mine, played now, leaves my partner's nil taking this
    trick with its card turned into a spade, over ``guesses`` hidden hands dealt as the play has shown them: the
    nil bidder plays its lowest card so turned, and every opponent still to play stays as low as it can, to set
    the nil. 1.0 when the hands cannot be guessed from here (another seat's decision)."""
    state, info = tab.state, tab.info
    partner = tab.partner
    if partner is None or tab.seat != state.seat:
        return 1.0
    trick = [*state.trick, (tab.seat, joker)]
    led = info.eff[trick[0][1].index]
    sampler = HandSampler(state, tab.hand)
    rng = random.Random(state.played * 31 + tab.hand)  # the same choice for the same position
    side = info.side
    caught = 0
    for _ in range(guesses):
        hands = sampler.sample(rng)
        final = list(trick)
        for t in tab.after:
            held = iter_cards(hands[t])
            if not held:
                continue
            follow = [c for c in held if info.eff[c.index] == led]
            legal = follow or held
            rank = joker.rank if t == partner else 0
            final.append((t, min(legal, key=lambda c: (info.trick_key(c, rank, led), info.power[c.index]))))
        winner, _card, key = odd_best(info, final)
        if key >= 0 and side[winner] == side[partner]:
            caught += 1
    return caught / guesses


def _shed_nil_joker(tab: Table, cards: tuple[Card, ...], mine: SideGoal) -> tuple[Card, Message] | None:
    """trump.joker_conversion, my partner's nil live: a joker of mine played now, while it is safe. It wins
    nothing for us and turns my partner's card into a spade; kept (``_spare_nil_jokers``), it was forced out at
    trick 12 or 13, beside the nil bidder's last card, and took the trick for it (QA: 3 of 12 nils lost). It goes
    when ``joker_nil_risk`` is at most ``JOKER_SHED_RISK`` and our contract can spare this trick; None otherwise."""
    jokers = [c for c in cards if c.is_joker]
    if not jokers or len(jokers) == len(cards):
        return None
    state = tab.state
    if mine.contract and mine.need >= state.tricks_left:
        return None
    joker = min(jokers, key=lambda c: c.rank)
    if joker_nil_risk(tab, joker) > JOKER_SHED_RISK:
        return None
    if not state.trick:
        return joker, Message.of("covering my partner's nil: I lead the {card} now, while the spades out stay above "
                                 "my partner's card; kept to the end, it would turn my partner's last card into a "
                                 "spade that takes the trick", card=joker)
    return joker, Message.of("covering my partner's nil: I play the {card} now, while the trick stays above my "
                             "partner's card; kept to the end, it would turn my partner's last card into a spade "
                             "that takes the trick", card=joker)


def _stuck_lead(tab: Table, cards: tuple[Card, ...], dealt: int = 1) -> Card | None:
    """My one card outside spades, below every unseen card of its suit, which I would sooner throw now than
    trump to cover my nil partner: with only trumps besides it I keep winning and must lead it at the end, and then
    it catches my partner whenever it holds only higher cards of that suit (the 4♣ beside J♠ T♠ 8♠ with A♣ K♣ J♣
    out), likelier (``nil_exposure``) than my partner being stuck above the card winning this trick. None when
    there is no such card."""
    info = tab.info
    side = [c for c in iter_cards(tab.hand) if info.eff[c.index] != TRUMP]
    if len(side) != 1 or side[0] not in cards:
        return None
    c = side[0]
    if tab.unseen & info.suit_masks[info.eff[c.index]] & info.lower[c.index]:
        return None
    now = nil_exposure(tab, tab.best_card, dealt) if tab.best_card is not None else 0.0
    return c if nil_exposure(tab, c, dealt) > now else None


def _covers_to_keep(tab: Table, cards: tuple[Card, ...], mine: SideGoal, above: int,
                    spade_lead: int = -1, count: int = 0) -> tuple[Card, ...]:
    """The high trumps I keep rather than trump with: my nil partner has played to this trick and another card
    beats its, so the nil is safe here whatever I play; a trump of mine that would win the trick, that at most
    ``above`` unseen trumps beat, and that sits above a spade the nil bidder may hold, covers that spade later,
    when spades are led at it. When spades are led and my partner has played under, the same for a spade at most
    ``spade_lead`` unseen spades beat: the A♠ that would take the trick wins one later anyway, and covers the
    nil's Q♠ then, so a lower spade goes now (-1: none is kept), unless our contract needs more tricks than my
    sure winners, this trick lost. Empty when I can follow a side suit, when our
    contract needs every trick left and is worth more than the nil (``_nil_before_contract``), or when I hold
    nothing else to play. ``count`` (where partners exchange cards for a nil): only as many as the nil can need
    (``_covers_needed``)."""
    state, info = tab.state, tab.info
    partner = tab.partner
    assert partner is not None
    if tab.led == TRUMP:
        above = spade_lead
        if mine.contract and mine.need > _sure_winners(tab):
            return ()  # this trick lost, our sure winners would not make the contract
    if above < 0 or tab.led < 0 or tab.best_seat == partner:
        return ()
    if all(s != partner for s, _ in state.trick):
        return ()
    if tab.led != TRUMP and any(info.eff[c.index] == tab.led for c in cards):
        return ()
    trumps = tab.unseen & info.trump_mask
    nil_trumps = tab.may[partner] & trumps
    kept = tuple(c for c in cards if info.eff[c.index] == TRUMP and tab.beats_current(c)
                 and (info.higher[c.index] & trumps).bit_count() <= above and info.lower[c.index] & nil_trumps)
    if kept and mine.need == state.tricks_left and not _nil_before_contract(tab, mine, kept, info.trump_mask):
        return ()
    if kept and count and state.rules.nil_exchange != "none":  # standard play kept as measured (docs/ai.md)
        kept = _covers_needed(tab, kept, nil_trumps)
    return kept if len(kept) < len(cards) else ()


def _side_covers_to_keep(tab: Table, cards: tuple[Card, ...], mine: SideGoal, above: int) -> tuple[Card, ...]:
    """The cards of the side suit led I keep rather than take the trick with: my nil partner has played to it and
    another card beats its, so the nil is safe here whatever I play; a card of mine that would win the trick, that
    at most ``above`` unseen cards beat, and that sits above a card of the suit the nil bidder may still hold,
    covers that card when the suit is led at the nil again (QA: the Q♣ took a trick the nil had ducked with the
    9♣; later the 6♣ was led, the nil had to play the 8♣ and its partner held only the 7♣). Empty when our contract
    needs every trick left and is worth more than the nil (``_nil_before_contract``), when it needs more, or when
    nothing else would be played."""
    state, info = tab.state, tab.info
    partner = tab.partner
    assert partner is not None
    if tab.led < 0 or tab.led == TRUMP or tab.best_seat == partner or all(s != partner for s, _ in state.trick):
        return ()
    if mine.contract and mine.need > state.tricks_left:
        return ()
    nil_may = tab.may[partner] & info.suit_masks[tab.led]
    kept = tuple(c for c in cards if info.eff[c.index] == tab.led and tab.beats_current(c)
                 and (info.higher[c.index] & tab.unseen).bit_count() <= above and info.lower[c.index] & nil_may)
    if kept and mine.contract and mine.need == state.tricks_left and not _nil_before_contract(
            tab, mine, kept, info.suit_masks[tab.led]):
        return ()
    return kept if len(kept) < len(cards) else ()


def _nil_before_contract(tab: Table, mine: SideGoal, kept: tuple[Card, ...], suit: int) -> bool:
    """Whether I keep ``kept``, my covers in ``suit`` of my partner's live nil, although our contract needs every
    trick left, so that keeping them sets it: when winning the trick with the lowest of them would leave a card of
    the suit the nil may hold uncovered (``_covered_after``), and the nil is worth more to the side than the
    contract, by the rules' own scoring (``score_hand``: the nil made against failed with one trick, beside the
    contract made exactly against set by one trick; a nil of 100 swings 200 points, a contract of 5 swings 100, a
    blind nil of 200 swings 400). Where the nil's tricks count for the side, this is the whole choice whenever the
    contract can only be made with a trick of the nil bidder (QA, deal 9096: North ruffed with the K♠ beside the
    nil's 5♠ and then had to lead the 10♦ at it)."""
    if _covered_after(tab, min(kept, key=lambda c: tab.info.power[c.index]), suit):
        return False  # the K♠ wins and the 6♠ left still covers the nil's 4♠ (bench/nil_before_contract.py)
    state = tab.state
    partner = tab.partner
    assert partner is not None
    bids = tuple(b for b in state.bids if b is not None)
    if len(bids) < len(state.bids):
        return False
    side = state.side(tab.seat)

    def scored(nil_tricks: int, mine_tricks: int) -> tuple[int, int]:  # (the nil's points, the rest)
        tricks = list(state.tricks_won)
        tricks[partner] += nil_tricks
        tricks[tab.seat] += mine_tricks
        score = score_hand(state.rules, bids, tricks, state.scores, state.bags).sides[side]
        return score.nil_points, score.points - score.nil_points

    made_nil, made_contract = scored(0, mine.need)
    _nil, set_contract = scored(0, mine.need - 1)
    failed_nil, _rest = scored(1, mine.need - 1)
    return made_nil - failed_nil > made_contract - set_contract


def _covered_after(tab: Table, card: Card, suit: int) -> bool:
    """Whether my cards of ``suit`` other than ``card`` still cover every card of it my nil partner may hold: each
    of the highest it may hold (as many as its cards left) has a card of mine above it of its own."""
    power = tab.info.power
    partner = tab.partner
    assert partner is not None
    theirs = sorted((power[c.index] for c in iter_cards(tab.may[partner] & tab.unseen & suit)),
                    reverse=True)[:tab.sizes[partner]]
    mine = sorted((power[c.index] for c in iter_cards(tab.hand & suit) if c != card), reverse=True)
    return len(mine) >= len(theirs) and all(m > t for m, t in zip(mine, theirs, strict=False))


def _covers_needed(tab: Table, kept: tuple[Card, ...], nil_trumps: int) -> tuple[Card, ...]:
    """The highest of ``kept`` (covers that all sit above a trump my nil partner may hold), as many as it may hold
    trumps under the highest of them: each of its trumps goes to one trick, and one cover above it is all that
    trick needs. A cover more can never help the nil, while the ruff it would make now is a trick the side may not
    get back (the book's nil exchange leaves the partner with the nil's high spades: it kept K♠ Q♠ J♠ over the one
    low spade the nil may hold and threw a side card)."""
    info = tab.info
    partner = tab.partner
    assert partner is not None
    top = max(kept, key=lambda c: info.power[c.index])
    under = nil_trumps & info.lower[top.index]
    known = tab.state.known[partner] if tab.seat == tab.state.seat else 0
    room = tab.sizes[partner] - (known & ~info.trump_mask).bit_count()  # its cards I know are no trumps
    need = max(1, min(under.bit_count(), room))
    if need >= len(kept):
        return kept
    return tuple(sorted(kept, key=lambda c: info.power[c.index], reverse=True)[:need])


def _duck_covers(tab: Table, cards: tuple[Card, ...], above: int) -> tuple[Card, ...]:
    """The high cards I keep while ducking a trick in which my nil partner is already safe (it has played and
    another card beats its): a card at most ``above`` unseen cards beat that sits above a card of its suit the nil
    bidder may still hold covers that card later, when the suit is led at the nil (a Q♠ over its J♠); playing it
    now, as the highest card that loses or the most dangerous one to throw, leaves the nil bare. Empty when no
    other card would lose this trick as well (or, when every card wins, when nothing else is left)."""
    state, info = tab.state, tab.info
    partner = tab.partner
    assert partner is not None
    if not state.trick or tab.best_seat == partner or all(s != partner for s, _ in state.trick):
        return ()
    nil_may = tab.may[partner]
    covers = tuple(c for c in cards if (info.higher[c.index] & tab.unseen).bit_count() <= above
                   and info.lower[c.index] & nil_may)
    if not covers:
        return ()
    rest = [c for c in cards if c not in covers]
    if not rest:
        return ()
    if any(not tab.beats_current(c) for c in cards) and all(tab.beats_current(c) for c in rest):
        return ()  # the covers are the only cards that lose: play one rather than win the trick
    return covers


def _high_enough(tab: Table) -> bool:
    """Is the winning card so high that few unseen cards of its suit are above it?"""
    info, c = tab.info, tab.best_card
    if c is None:
        return False
    return (info.higher[c.index] & tab.unseen).bit_count() <= 1 and info.eff[c.index] == tab.led


def _stuck_above(tab: Table, likely: float, dealt: int = 1) -> bool:
    """Is my nil partner, still to play, likely (at least ``likely``) stuck above the winning card: the one
    unseen card of the suit above it may be its last of the suit (a bare K♥ under a led Q♥)? Then it cannot
    duck, and a card that "is already high" does not keep it safe."""
    card = tab.best_card
    return card is not None and likely <= 1.0 and nil_exposure(tab, card, dealt) >= likely


def nil_exposure(tab: Table, card: Card, dealt: int = 1) -> float:
    """Chance that leading ``card`` forces my nil partner to win: it holds cards of the suit above it only.

    The nil bidder can play under the led card when it holds a lower card of
    the suit, or discard when it is void; it is stuck when every card it holds
    in the suit is higher (a lone J♥ under a led 2♥, K-J under a led 7♦), and
    when, void in a side suit, it holds nothing but trumps: it must ruff (the
    last heart led to a blind nil left with 9♠ T♠): ``p_only_trumps`` (``dealt`` 0: the product of its void
    chances, as before).
    """
    partner = tab.partner
    assert partner is not None
    info = tab.info
    if card.is_joker and info.converts:  # my joker turns whatever my partner plays to the trick into a spade (its
        # own joker aside): Normal led one "high" beside the nil, and the nil bidder's spade took the trick (QA)
        return 1.0 - tab.p_any(partner, info.joker_mask)
    suit = info.eff[card.index]
    mine = tab.may[partner] & info.suit_masks[suit]
    stuck = _stuck(tab, partner, mine, card)
    ducked = tab.state.ducked[partner] if tab.state.ducked else 0
    if ducked & mine:
        # The nil bidder ducked under a winner of this suit and so holds no card between the two (PlayState's
        # ``ducked``): a lower card it seemed to hold may be gone (3♦ under 9♦: no 4♦-8♦ left below my 8♦ to play
        # under it, only the J♦ above: QA deal 9220). Only ever a higher risk: a nil bidder who plays low first
        # instead may still hold the cards between (a J♥ kept under the A♥ makes my 2♥ lead no safer).
        stuck = max(stuck, _stuck(tab, partner, mine & ~ducked, card))
    if suit != TRUMP and tab.sizes[partner] and tab.may[partner] & info.trump_mask:
        if dealt:
            stuck += p_only_trumps(tab, partner)  # disjoint from holding the suit above the card
        else:
            p_only = tab.p_void(partner, suit)
            for other in range(4):  # the other side suits
                if other not in (suit, TRUMP) and p_only:
                    p_only *= tab.p_void(partner, other)
            stuck += p_only
    return min(1.0, stuck)


def p_only_trumps(tab: Table, t: int) -> float:
    """Chance that seat ``t`` holds nothing but trumps: each side suit's unseen cards all lie in the other hands.

    Dealt suit after suit: a suit's cards go to the places left in the hands that may hold them (and out of play),
    none to ``t``'s; the places they take are gone for the next suit. The product of each suit's void chance
    (``p_void``) took the voids for independent, while a hand of fixed size without clubs holds more of the rest:
    3 cards of 9 unseen (5 spades, 2 clubs, 2 diamonds) are all spades 10 times in 84 (0.119), not 0.198 (QA: the
    nil partner led its K♠ into the A♠ for it rather than a heart nobody else could follow)."""
    info = tab.info
    trumps = info.trump_mask | info.joker_mask
    may = tab.may[t]
    known = tab.state.known[t] if tab.seat == tab.state.seat else 0
    if known & ~trumps:
        return 0.0
    n = tab.sizes[t] - (known & trumps).bit_count()
    if n <= 0:
        return 1.0
    if (may & trumps & ~known).bit_count() < n:
        return 0.0
    others = [u for u in tab.others if u != t]
    free = {u: float(tab.sizes[u]) for u in others}
    out = float(tab.out)
    p = 1.0
    for s in range(4):
        if s == TRUMP:
            continue
        cards = tab.unseen & info.suit_masks[s] & ~info.joker_mask
        if not cards:
            continue
        holders = [u for u in others if tab.may[u] & cards]
        room = out + sum(free[u] for u in holders)
        k = cards.bit_count()
        if room < k:
            return 0.0
        risky = (cards & may).bit_count()  # the others are not mine to take: they fill places first
        for i in range(risky):
            p *= (room - (k - risky) - i) / (room - (k - risky) + n - i)
        if p <= 0.0:
            return 0.0
        share = k / room if room else 0.0
        for u in holders:
            free[u] -= free[u] * share
        out -= out * share
    return p


def _stuck(tab: Table, partner: int, mine: int, card: Card) -> float:
    """Chance my partner, who may hold ``mine`` of the suit of ``card``, holds a card above it and none below."""
    info = tab.info
    above = mine & info.higher[card.index] & ~info.joker_mask  # joker_conversion: a joker wins nothing; the nil
    if not above:  # bidder plays it under my spade
        return 0.0
    below = mine & (info.lower[card.index] | info.joker_mask)
    p_above = tab.p_any(partner, above)
    p_below = tab.p_any(partner, below) if below else 0.0
    # An opponent holding a still higher card may cover the nil, but an opponent who wants the set plays low.
    return p_above * (1.0 - p_below)


def _p_two_or_more(tab: Table, t: int, mask: int) -> float:
    """Chance that seat ``t`` holds at least two cards of ``mask`` (cards of one effective suit it may hold), each
    dealt to one of the places in the hands not void in the suit (and out of play), ``t``'s among them."""
    mask &= tab.may[t]
    k = mask.bit_count()
    n = tab.sizes[t]
    if k < 2 or n < 2:
        return 0.0
    bit = 1 << tab.info.eff[(mask & -mask).bit_length() - 1]
    voids = tab.state.voids
    total = tab.out + sum(tab.sizes[u] for u in tab.others if not voids[u] & bit)
    if total < k or total < n:
        return 0.0
    ways = math.comb(total, k)
    none = math.comb(total - n, k)
    one = n * math.comb(total - n, k - 1)
    return max(0.0, 1.0 - (none + one) / ways)


def _handover(tab: Table, card: Card) -> float:
    """A trump lead of mine that an opponent may beat, with no trump left in my hand above one my nil partner may
    hold: the chance the nil is drawn later. The opponent who wins it leads trumps back, and my partner, holding two
    trumps or more, has played one under my card and must play another with nothing of mine to cover it (QA: the
    K♠ led into the A♠ beside hearts nobody else could follow; the 2♠ led back caught the nil's 3♠). 0 for any
    other lead."""
    info = tab.info
    partner = tab.partner
    assert partner is not None
    if info.eff[card.index] != TRUMP or card.is_joker:
        return 0.0
    nil_trumps = tab.may[partner] & info.trump_mask & ~info.joker_mask
    if not nil_trumps:
        return 0.0
    lowest = min(iter_cards(nil_trumps), key=lambda c: info.power[c.index])
    if tab.hand & info.trump_mask & ~card.bit & info.higher[lowest.index]:
        return 0.0  # a trump of mine still covers one of its
    lost = tab.p_beaten(card, tab.opponents_of(tab.seat), TRUMP)
    return lost * _p_two_or_more(tab, partner, nil_trumps) if lost else 0.0


def _lead_exposure(tab: Table, card: Card, forced: int, handover: int = 0, dealt: int = 0) -> float:
    """``_forced_exposure`` of my lead, and with ``handover`` the nil's trumps it draws later (``_handover``)."""
    exposure = _forced_exposure(tab, card, forced, dealt)
    return min(1.0, exposure + _handover(tab, card)) if handover else exposure


def _forced_exposure(tab: Table, card: Card, forced: int, dealt: int) -> float:
    """``nil_exposure`` of my lead, reckoning with ``forced`` that an opponent holding only higher cards of the
    suit must play one: when two unseen cards of the suit are above my card and none below, the nil bidder
    holding the lower one is covered by the other's holder, and only the higher one catches it (the 2♣ under
    K♣ Q♣ out catches my partner only with the K♣; the 7♦ under the lone A♦ whenever it holds it)."""
    if forced:
        info = tab.info
        partner = tab.partner
        assert partner is not None
        suit = tab.unseen & info.suit_masks[info.eff[card.index]]
        above = suit & info.higher[card.index]
        if above == suit and above.bit_count() == 2:
            top = max(iter_cards(above), key=lambda c: info.power[c.index])
            return tab.p_any(partner, top.bit)
    return nil_exposure(tab, card, dealt)


def cover_risks(state: PlayState, seat: int, hand: int, legal: int, cards: Sequence[Card],
                forced: int = 0, handover: int = 0, dealt: int = 0) -> list[float] | None:
    """For each of ``cards``, the chance that ``seat`` playing it leaves its partner's live nil winning this
    trick: a lead as the cover lead weighs it (``_lead_exposure``); a card played before the nil bidder by the card
    that then stands to win the trick (``nil_exposure``: a trump over a side suit counts as safe); after the nil
    bidder, while its card wins the trick, 0 for a card that beats it and 1 for one that does not (certain when
    ``seat`` is last; before the nil's opponents, who stay under it where they can). None when the partner has no
    live nil, or has played a card already beaten, or no card is yet winning the trick."""
    tab = Table(state, seat, hand, legal)
    partner = tab.partner
    if partner is None or not state.nil_alive(partner):
        return None
    if not state.trick:
        return [_lead_exposure(tab, card, forced, handover, dealt) for card in cards]
    current = tab.best_card
    if current is None:
        return None
    if partner not in tab.after:
        if tab.best_seat != partner:
            return None
        return [0.0 if tab.beats_current(card) else 1.0 for card in cards]
    risks = []
    for card in cards:
        if card.is_joker and tab.info.converts:
            risks.append(nil_exposure(tab, card, dealt))
            continue
        best = card if tab.beats_current(card) else current
        risks.append(nil_exposure(tab, best, dealt) if tab.info.eff[best.index] == tab.led else 0.0)
    return risks


def kept_covers(state: PlayState, seat: int, hand: int, legal: int, tuning: PlayTuning = DEFAULT_PLAY
                ) -> tuple[Card, ...]:
    """The cards ``seat`` keeps, by ``tuning``'s rules, to cover its partner's live nil later, in a trick the nil
    bidder has already lost: the high trumps it does not ruff with (``_covers_to_keep``) and the high cards it does
    not duck with (``_duck_covers``; only those that would lose this trick: winning it is another aim); on a lead,
    its last trump, kept to trump a suit over the nil (``_lead_trump_to_keep``). Empty when no card is kept, or
    when nothing else could be played."""
    partner = state.rules.partner_of(seat)
    if partner is None or not state.nil_alive(partner) or state.nil_alive(seat):
        return ()
    cards = iter_cards(legal)
    tab = Table(state, seat, hand, legal)
    if not state.trick:  # a lead: my last trump, kept to trump over the nil (``_lead_trump_to_keep``)
        if not tuning.keep_lead_trump:
            return ()
        _exposure, safe = _safe_leads(tab, cards, tuning.forced_cover, tuning.cover_handover, tuning.nil_dealt)
        lead_kept = _lead_trump_to_keep(tab, safe)
        return () if lead_kept is None else (lead_kept[0],)
    kept = _covers_to_keep(tab, cards, side_goal(state, state.side(seat)), tuning.keep_covers,
                           tuning.keep_on_spade_lead, tuning.covers_needed)
    rest = tuple(c for c in cards if c not in kept)
    if tuning.duck_covers >= 0:
        kept += tuple(c for c in _duck_covers(tab, rest, tuning.duck_covers) if not tab.beats_current(c))
    return kept if len(kept) < len(cards) else ()


def _safe_leads(tab: Table, cards: tuple[Card, ...], forced: int, handover: int, dealt: int
                ) -> tuple[dict[Card, float], list[Card]]:
    """Each lead of ``cards``' risk of catching my partner's live nil (``_lead_exposure``), and the leads within
    0.04 of the least: the cover lead chooses among them, and keeps my last trump out of them
    (``_lead_trump_to_keep``)."""
    exposure = {c: _lead_exposure(tab, c, forced, handover, dealt) for c in cards}
    least = min(exposure.values())
    return exposure, [c for c in cards if exposure[c] <= least + 0.04]


def _lead_trump_to_keep(tab: Table, safe: Sequence[Card]) -> tuple[Card, Card] | None:
    """My last trump, kept rather than led beside my partner's live nil (and a card of the side suit it covers, the
    lowest my partner may hold): I am void in a side suit my partner may hold and an opponent may lead at it, and
    that trump is all I have to take such a trick over my partner's card (any trump does: the nil plays under, an
    opponent who overruffs takes it too). Kept only while it is among the ``safe`` leads with another beside it,
    and our contract does not need every trick left (a master trump is as sure later). QA, seed 149: North led its
    A♠ "which should win", void in hearts beside the nil's hearts; the 2♥ led at trick 11 caught the nil's 8♥
    (forcing the 7♦: the nil made 3 times in 4). None when nothing is kept."""
    info, state = tab.info, tab.state
    partner = tab.partner
    assert partner is not None
    trumps = [c for c in iter_cards(tab.hand) if info.eff[c.index] == TRUMP]
    if len(trumps) != 1 or trumps[0].is_joker or trumps[0] not in safe or len(safe) < 2:
        return None
    mine = side_goal(state, state.side(tab.seat))
    if mine.contract and mine.need >= state.tricks_left:
        return None
    theirs = 0
    for t in tab.opponents_of(tab.seat):
        theirs |= tab.may[t]
    for suit in range(4):
        cards = info.suit_masks[suit]
        nil_may = tab.may[partner] & cards
        if suit != TRUMP and not tab.hand & cards and nil_may and theirs & cards:
            return trumps[0], min(iter_cards(nil_may), key=lambda c: info.power[c.index])
    return None


def _cover_lead(tab: Table, cards: tuple[Card, ...], forced: int = 0, handover: int = 0, dealt: int = 0,
                keep_trump: int = 0) -> tuple[Card, Message]:
    info, state = tab.info, tab.state
    partner = tab.partner
    assert partner is not None
    opps = tab.opponents_of(tab.seat)

    def void(suit: int) -> bool:  # with ``handover``, also where every card of the suit out is mine or played
        if handover:
            return not tab.may[partner] & info.suit_masks[suit]
        return state.is_void(partner, suit)

    # A suit my partner is void in lets it throw its dangerous cards, unless it may hold nothing but trumps.
    void_leads = [c for c in cards if info.eff[c.index] != TRUMP and void(info.eff[c.index])
                  and nil_exposure(tab, c, dealt) <= 0.04]
    if void_leads:
        c = min(void_leads, key=lambda c: info.power[c.index])
        return c, Message.of("covering my partner's nil: I lead {suit}, which my partner cannot follow",
                             suit=_noun(state, c))
    # Never lead a card my partner may have to win: lead high where it may be exposed, or a suit it is low in.
    exposure, safe = _safe_leads(tab, cards, forced, handover, dealt)
    kept = _lead_trump_to_keep(tab, safe) if keep_trump else None
    if kept is not None:
        safe = [c for c in safe if c != kept[0]]
    # A winner keeps the lead with us and my partner safe.
    scored = [(tab.p_beaten(c, opps, info.eff[c.index]), -info.power[c.index], c) for c in safe]
    p, _neg, c = min(scored, key=lambda x: (round(x[0], 2), x[1]))
    if p < 0.35 or kept is not None:
        if kept is not None:  # the safe lead that most likely wins, my last trump aside
            trump, covered = kept
            return c, Message.of("covering my partner's nil: I keep the {trump}, my last trump, to trump {suit} over "
                                 "my partner, and lead the {card}", trump=trump, suit=_noun(state, covered), card=c)
        return c, Message.of("covering my partner's nil: I lead the {card}, which should win", card=c)
    # Otherwise lead the top of my strongest suit so my partner can play under it.
    def strength(c: Card) -> tuple[int, int, int]:  # the cards that really beat it: no joker (joker_conversion)
        s = info.eff[c.index]
        return (-(info.higher[c.index] & tab.unseen & ~info.joker_mask).bit_count() - (2 if s == TRUMP else 0),
                (tab.hand & info.suit_masks[s]).bit_count(), info.power[c.index])

    best = max(safe, key=strength)
    if exposure[best] < 0.02:
        return best, Message.of("covering my partner's nil: I lead high with the {card}", card=best)
    return best, Message.of("covering my partner's nil: I lead the {card}, the card least likely to catch my partner",
                            card=best)


def _noun(state: PlayState, card: Card) -> MessageArg:
    """The suit ``card`` plays as, as a player names it: its effective suit (``info.eff``, the engine's own table),
    not the suit printed on it. A trump printed in the trump suit is named by it ("spades"; "hearts" when hearts
    are shown as trump); any other trump, a joker or a 2♦ in deuces-high, is "trumps" ("higher diamonds" was said
    of a 2♥ led to set a nil in deuces-high)."""
    if state.info.eff[card.index] != TRUMP and card.suit is not None:
        return card.suit.noun  # a side suit: only the trumps take in cards printed in another suit
    if card.suit is not None and card.suit.noun == state.rules.trump_suit:
        return card.suit.noun
    return Message.of("trumps")


def _trump_noun(state: PlayState) -> MessageArg:
    """The trumps as a player names them: the trump suit ("spades") where every trump is printed in it, else
    "trumps" (jokers, a 2♦ in deuces-high)."""
    info, suit = state.info, state.rules.trump_suit
    if all(c.suit is not None and c.suit.noun == suit for c in iter_cards(info.suit_masks[TRUMP])):
        return suit
    return Message.of("trumps")


# --------------------------------------------------------- opponent's nil
def _nil_to_set(tab: Table, mine: SideGoal, cash: int = 0) -> int | None:
    """An opponent still clean on a nil, worth setting now (None when none). With ``cash``, not on a lead while
    our contract needs tricks that my cards no unseen card beats would make: they are cashed first, and the nil
    chased after (with fewer, the contract hangs on my partner's cards too, and the chase goes first, as before).
    QA, seed 40016: North, one trick short with the A♥ Q♥ 10♥ 5♠, led the low 5♠ at the nil, never got the lead
    back and was set (-60 instead of +60); the nil was made either way."""
    state = tab.state
    left = state.tricks_left
    if mine.contract and mine.need >= left:
        return None  # every trick is needed for our own contract
    if cash == 1 and mine.contract and mine.need > 0 and not state.trick and _masters_make(tab, tab.hand, mine):
        return None
    for t in tab.opponents_of(tab.seat):
        if state.nil_alive(t) and state.hand_sizes[t] > 0:
            return t
    return None


def _cash_before_chase(tab: Table, mine: SideGoal, chase: Card) -> bool:
    """``cash_before_set`` = 2, on lead: is ``chase`` (the card ``_set_nil_play`` leads at an opponent's nil) to
    wait for our contract? Only when it gives up the lead for good, so that the sure tricks may never be cashed:
    after it I would hold no trump (it is my last, or I have none), and I win a trick again only if another seat
    leads my suit; and only when my cards no unseen card beats, without it, are enough for the contract. Where
    a trump stays in my hand the lead most often comes back, and the chase goes first, as before (with
    ``cash_before_set`` = 1 it waited there too, and let more nils through, docs/ai.md)."""
    state, info = tab.state, tab.info
    if state.trick or not mine.contract or mine.need <= 0:
        return False
    rest = tab.hand & ~chase.bit
    if rest & info.suit_masks[TRUMP]:
        return False  # a trump kept: I can take the lead back
    return _masters_make(tab, rest, mine)


def _masters_make(tab: Table, hand: int, mine: SideGoal) -> bool:
    """My cards of ``hand`` that no unseen card beats are enough for the tricks our contract still needs, and I may
    lead one now (``cash_before_set``)."""
    masters = [c for c in iter_cards(hand) if tab.is_master(c)]
    return len(masters) >= mine.need and any(c.bit & tab.legal for c in masters)


def _set_nil_play(tab: Table, cards: tuple[Card, ...], nil_seat: int,
                  tuning: PlayTuning = DEFAULT_PLAY) -> tuple[Card, Message] | None:
    state, info = tab.state, tab.info
    if not state.trick:
        may = tab.may[nil_seat]
        options = [c for c in cards if not state.is_void(nil_seat, info.eff[c.index])]
        if tuning.set_nil_live:
            # Only a card the nil bidder may hold a card above can force it to win; a card nothing unseen beats
            # (K♣ with the A♣ gone) never catches the nil, and wins a trick of our own, a bag once we are made.
            options = [c for c in options if info.higher[c.index] & may]
        if not options:
            return None
        non_trump = [c for c in options if info.eff[c.index] != TRUMP]
        pool = non_trump or options
        cover = tab.partner_of(nil_seat)

        def score(c: Card) -> tuple[float, int]:
            # Low cards with many live higher cards force the nil player to win; each card it may hold
            # below mine is a way out, and a suit its partner trumps is covered.
            s = info.eff[c.index]
            v = float((info.higher[c.index] & may).bit_count())
            v -= tuning.nil_escape * (info.lower[c.index] & may).bit_count()
            if cover is not None and s != TRUMP and state.is_void(cover, s) and not state.is_void(cover, TRUMP):
                v -= 4.0
            return (-v, info.power[c.index])

        c = min(pool, key=score)
        if not info.higher[c.index] & may:  # (set_nil_live=0) a card that cannot catch the nil: said so
            if tab.is_master(c):
                return c, Message.of("I lead the {card}: no higher {suit} are out, so it should win, and it cannot "
                                     "set the nil", card=c, suit=_noun(state, c))
            return c, Message.of("I lead the {card}; it cannot set the nil: the nil bidder may hold no higher {suit}",
                                 card=c, suit=_noun(state, c))
        if _is_low(tab, c):
            return c, Message.of("I lead the low {card} to set the nil", card=c)
        return c, Message.of("I lead the {card} to set the nil: the nil bidder may hold only higher {suit}",
                             card=c, suit=_noun(state, c))
    played_nil = any(s == nil_seat for s, _ in state.trick)
    if played_nil:
        if tab.best_seat != nil_seat:
            return None
        losers = [c for c in cards if not tab.beats_current(c)]
        if losers and tuning.nil_discard and not any(info.eff[c.index] == tab.led for c in cards):
            # A discard leaves the nil's card winning whatever it is: throw what my side needs least, as usual,
            # and keep my partner's card from winning it through a joker of mine (trump.joker_conversion).
            pool = [c for c in losers if not tab.side_takes(c)] or losers
            mine = side_goal(state, state.side(tab.seat))
            opps = [side_goal(state, s) for s in info.opp_sides[tab.seat]]
            want, _why = _want(tab, mine, opps, tuning)
            c = _throw(tab, tuple(pool)) if want == WIN else _most_dangerous(tab, pool)
            return c, Message.of("the nil bidder is winning this trick; I cannot follow, so I throw the {card}",
                                 card=c)
        if losers:
            c = max(losers, key=lambda c: (info.eff[c.index] == tab.led,
                                           info.power[c.index] if info.eff[c.index] != TRUMP else -1))
            return c, Message.of("the nil bidder is winning this trick: I stay under with the {card}", card=c)
        return None
    if nil_seat in tab.after:
        if tuning.set_hopeless and state.trick and not _nil_can_be_caught(tab, nil_seat):
            return None  # the card that wins so far is above anything the nil bidder may hold: play as usual
        # Leave room for the nil bidder to win: play low.
        follow = [c for c in cards if info.eff[c.index] == tab.led]
        if follow:
            c = min(follow, key=lambda c: info.power[c.index])
            if not tab.beats_current(c) or tab.best_seat == tab.partner or not state.trick:
                return c, Message.of("I play low with the {card} so the nil bidder may have to win", card=c)
            return c, Message.of("I play my lowest, the {card}, to leave the nil bidder room", card=c)
        discards = [c for c in cards if info.eff[c.index] != TRUMP]
        if discards:
            c = min(discards, key=lambda c: info.power[c.index])
            return c, Message.of("I do not trump: the nil bidder may have to win this trick, so I discard the {card}",
                                 card=c)
    return None


def _is_low(tab: Table, card: Card) -> bool:
    """Is ``card`` low in its suit: more unseen cards of the suit above it than below it? (The reason calls
    only such a card "low"; it called an ace low.)"""
    info, unseen = tab.info, tab.unseen
    return (info.higher[card.index] & unseen).bit_count() > (info.lower[card.index] & unseen).bit_count()


def _nil_can_be_caught(tab: Table, nil_seat: int) -> bool:
    """Can the nil bidder, playing later to this trick, still be left winning it? Only when it may hold a card
    of the suit led above the card winning so far; a trump winning a trick of another suit it never has to beat."""
    info, best = tab.info, tab.best_card
    if best is None or info.eff[best.index] != tab.led:
        return False
    return bool(tab.may[nil_seat] & info.higher[best.index])


# ------------------------------------------------------------------ leads
def _lead(tab: Table, cards: tuple[Card, ...], want: str, why: Message, mine: SideGoal,
          tuning: PlayTuning) -> tuple[Card, Message]:
    info, state = tab.info, tab.state
    opps = tab.opponents_of(tab.seat)
    others = tab.others
    if want == DUCK:
        scored = [(_p_win_lead(tab, c, others), -info.power[c.index], c) for c in cards]
        p, _neg, c = min(scored, key=lambda x: (round(x[0], 1), x[1]))
        if p >= 0.5:  # every card may well win (it said "likely to lose" of a master): the least likely one
            return c, Message.of("{why}: I lead the {card}, the card least likely to win", why=why, card=c)
        return c, Message.of("{why}: I lead the {card}, likely to lose", why=why, card=c)
    # Cash a side winner while the suit is still safe (or when tricks are short).
    masters = [c for c in cards if tab.is_master(c)]
    side_masters = [c for c in masters if info.eff[c.index] != TRUMP]
    urgent = mine.need * tuning.cash_urgency >= state.tricks_left
    if side_masters and (urgent or state.trick_number >= tuning.cash_from):
        scored_m = [(tab.p_beaten(c, opps, info.eff[c.index]), c) for c in side_masters]
        p, c = min(scored_m, key=lambda x: (round(x[0], 2), -info.power[x[1].index]))
        if p < 0.3:
            return c, Message.of("{why}: I cash the {card}", why=why, card=c)
    trumps = [c for c in cards if info.eff[c.index] == TRUMP]
    if trumps:
        my_trumps = (tab.hand & info.trump_mask).bit_count()
        out_trumps = (tab.unseen & info.trump_mask).bit_count()
        top = max(trumps, key=lambda c: info.power[c.index])
        if tab.is_master(top) and out_trumps and my_trumps >= max(2, (out_trumps + 1) // 2):
            return top, Message.of("{why}: I draw trumps with the {card}", why=why, card=top)
    partner = tab.partner
    if partner is not None and not state.nil_alive(partner):
        ruffs = [c for c in cards if info.eff[c.index] != TRUMP and state.is_void(partner, info.eff[c.index])
                 and not state.is_void(partner, TRUMP)]
        if ruffs and tab.unseen & info.trump_mask:
            c = min(ruffs, key=lambda c: info.power[c.index])
            if tab.is_master(c):  # its only card of the suit is the best one out: it wins unless ruffed (QA: "for
                # my partner to trump" over a lone A♦ told the person to trump their partner's winner)
                return c, Message.of("{why}: I cash the {card}", why=why, card=c)
            return c, Message.of("{why}: I lead {suit} for my partner to trump", why=why, suit=_noun(state, c))
    side = [c for c in cards if info.eff[c.index] != TRUMP]
    if not side:
        top = max(cards, key=lambda c: info.power[c.index])
        c = top if tab.is_master(top) else min(cards, key=lambda c: info.power[c.index])
        return c, Message.of("{why}: I have only trumps; I lead the {card}", why=why, card=c)
    my_trump_count = (tab.hand & info.trump_mask).bit_count()

    def lead_score(c: Card) -> tuple[float, int]:
        s = info.eff[c.index]
        length = (tab.hand & info.suit_masks[s]).bit_count()
        # Avoid suits an opponent is void in (they ruff), and leading away from a guarded king.
        ruff_risk = max((tab.p_void(t, s) * (1 - tab.p_void(t, TRUMP)) for t in opps), default=0.0)
        score = ruff_risk * 2.0
        top = info.cards_desc(tab.hand, s)[0]
        if top is not c and (info.higher[top.index] & tab.unseen).bit_count() == 1:
            score += 0.8  # do not lead away from a king
        if my_trump_count and length <= 2:
            score -= 0.6  # shorten a suit to ruff later
        else:
            score -= 0.1 * length
        return (score, info.power[c.index])

    c = min(side, key=lead_score)
    return c, Message.of("{why}: I lead the {card}", why=why, card=c)


# ------------------------------------------------------------- following
def _follow_win(tab: Table, cards: tuple[Card, ...], why: Message, tuning: PlayTuning) -> tuple[Card, Message]:
    info = tab.info
    partner = tab.partner
    opps_after = [t for t in tab.after if t not in (partner,)]
    winners = [c for c in cards if tab.beats_current(c) or tab.side_takes(c)]
    best = tab.best_card
    if partner is not None and tab.best_seat == partner and best is not None:
        p = _p_beaten_by(tab, best, opps_after, tuning.nil_no_threat)
        if p < tuning.hold_safe:
            c = _throw(tab, cards)
            joker = _joker_under(tab, cards, c)
            if joker is not None:
                return joker, _joker_under_reason(best, joker, c)
            over = _over_partner(tab, cards, c)
            if over is not None:
                return c, over
            if tab.state.nil_alive(partner):  # its nil is winning and nothing of mine goes over it
                return c, Message.of("I cannot go over my partner's nil: I play the {card}", card=c)
            return c, Message.of("my partner's card should win: I play the {card}", card=c)
        if tuning.outdo_partner:
            # A card of its suit over my partner's must stand a better chance than its: over its master (a K♦
            # on its Q♦ with the A♦ gone) only a ruff of the last seat beats either, and my K♦ is spent for
            # nothing. (A ruff of its card is left as it was: a trump may hold where its card is ruffed.)
            suit = info.eff[best.index]
            winners = [c for c in winners if info.eff[c.index] != suit
                       or _p_beaten_by(tab, c, opps_after, tuning.nil_no_threat) < p - 0.01]
            if not winners:
                c = _throw(tab, cards)
                joker = _joker_under(tab, cards, c)
                if joker is not None:
                    return joker, _joker_under_reason(best, joker, c)
                return c, _over_partner(tab, cards, c) or Message.of(
                    "{why}, and no card of mine holds this trick better than my partner's {best}: I play the {card}",
                    why=why, best=best, card=c)
    if winners:
        scored = [(tab.p_beaten(c, opps_after, tab.led), c) for c in winners]
        best_p = min(p for p, _ in scored)
        limit = best_p + 0.05  # the cheapest card about as safe as the safest
        if tuning.ruff_low and tab.led != TRUMP and all(info.eff[c.index] == TRUMP for c in winners):
            limit = max(limit, tuning.hopeless)  # ruffing: the lowest trump not hopeless; keep the high ones
        cheap = min((x for x in scored if x[0] <= limit), key=lambda x: tab.play_key(x[1]))
        p, c = cheap
        partner_after = partner is not None and partner in tab.after
        if partner_after and p > tuning.second_hand_sure:
            low = _throw(tab, cards)
            # out of the suit led, the card thrown may be a high one of another suit: "play low" beside a K♥ (the
            # best heart left) misled a beginner's hint (QA); it says the trumps are kept and names the card
            discard = info.eff[low.index] not in (tab.led, TRUMP)
            # holding nothing but trumps, the lowest trumps the side suit led: it keeps none (QA)
            ruff = info.eff[low.index] == TRUMP and tab.led != TRUMP
            if partner is not None and tab.state.nil_alive(partner):  # a nil bidder will not win it for us (the
                if discard:  # reason said so beside a live nil; taking the chance measured no better)
                    return low, Message.of("{why}, but my best trump may still be beaten after me, and my partner "
                                           "bid nil: I keep my trumps and throw the {card}", why=why, card=low)
                if ruff:
                    return low, Message.of("{why}, and my partner bid nil: I hold only trumps and trump with the "
                                           "lowest, the {card}", why=why, card=low)
                return low, Message.of(
                    "{why}, but my best card may still be beaten after me, and my partner bid nil: I play low",
                    why=why)
            if discard:
                return low, Message.of("{why}: I keep my trumps and throw the {card}, as my partner plays after me "
                                       "and may still win it", why=why, card=low)
            if ruff:
                return low, Message.of("{why}: I hold only trumps and trump with the lowest, the {card}, as my "
                                       "partner plays after me and may still win it", why=why, card=low)
            return low, Message.of("{why}: I play low, as my partner plays after me and may still win it", why=why)
        if p <= tuning.hopeless:
            turned = tab.joker_turns(c)
            if turned is not None:
                return c, _joker_turns_reason(why, c, turned)
            trumping = info.eff[c.index] == TRUMP and tab.led != TRUMP
            return c, Message.of("{why}: I trump with the {card}" if trumping else "{why}: I take it with the {card}",
                                 why=why, card=c)
    c = _throw(tab, cards)
    if tab.beats_current(c):  # every winner is hopeless, and the card thrown goes over the trick so far: "I cannot
        # win this trick" was said of a 6♣ on the 2♣ and 3♣ (my lowest club, and every club of mine beats them)
        if partner is not None and tab.best_seat == partner and best is not None:
            joker = _joker_under(tab, cards, c)
            if joker is not None:
                return joker, _joker_under_reason(best, joker, c)
            over = _over_partner(tab, cards, c)
            if over is not None:
                return c, over
        return c, Message.of("{why}, but any card of mine that wins this trick so far would likely be beaten after "
                             "me: I play the {card}", why=why, card=c)
    if tab.info.odd_tricks and tab.may_still_win(c):  # "I cannot win this trick" of a card that then won it
        if tab.info.converts:
            return c, Message.of("{why}, but I win this trick only if my partner plays a joker after me: I play the "
                                 "{card}", why=why, card=c)
        return c, Message.of("{why}, but I win this trick only if cards played after me cancel every card above "
                             "mine: I play the {card}", why=why, card=c)
    return c, Message.of("{why}, but I cannot win this trick: I play the {card}", why=why, card=c)


def _over_partner(tab: Table, cards: tuple[Card, ...], card: Card) -> Message | None:
    """Why I play ``card`` (``_throw``'s) on my partner's card winning the trick when ``card`` goes over it; None
    when it does not. "my partner's card should win" was said of a Q♣ that took the trick from its 9♣ (every club
    of mine was higher) and of a 6♠ that trumped its Q♦ (no diamonds, only spades; beginner QA). It speaks of the
    cards I can play, not of my hand: a rule may make me trump or beat a spade while I hold other cards."""
    best = tab.best_card
    if best is None or not tab.beats_current(card):
        return None
    info, state = tab.info, tab.state
    suits = {info.eff[c.index] for c in cards}
    if info.converts and not all(tab.beats_current(c) for c in cards):  # a joker would leave my partner's card
        # winning: "every card I can play beats it" was said of the A♠ beside two jokers (QA)
        return Message.of("the {card}, my least useful card, goes over my partner's {best}", card=card, best=best)
    if suits == {TRUMP} and tab.led != TRUMP and info.eff[best.index] != TRUMP:  # the lowest trump, as any trump
        return Message.of("I have no {suit} and can play only trumps: I must trump my partner's {best} with the "
                          "lowest, the {card}", suit=_noun(state, state.trick[0][1]), best=best, card=card)
    if len(suits) == 1:  # ``_throw`` plays the lowest card of one suit: it goes over, so every card does
        return Message.of("I must go over my partner's {best}: every card I can play beats it, so I play the "
                          "lowest, the {card}", best=best, card=card)
    # trump.suit_order: a card of a higher-ranked suit than the one led (my least useful card) beats it
    return Message.of("the {card}, my least useful card, goes over my partner's {best}", card=card, best=best)


def _joker_under(tab: Table, cards: tuple[Card, ...], card: Card) -> Card | None:
    """trump.joker_conversion: a joker of mine to play rather than ``card`` (``_throw``'s), which goes over my
    partner's card winning the trick: the joker leaves that card winning (turned into a spade) and is the less
    useful card to keep (``_throw_value``: the A♠, a master, is worth more; a low spade less). None when there is no
    such joker. The bots threw the A♠ over their partner's K♠ beside two jokers (QA)."""
    if not tab.info.converts or tab.best_seat != tab.partner or not tab.beats_current(card):
        return None
    jokers = [j for j in cards if tab.side_takes(j)]
    if not jokers:
        return None
    joker = min(jokers, key=lambda j: j.rank)  # the Little Joker first
    return joker if _throw_value(tab, joker) < _throw_value(tab, card) else None


def _joker_under_reason(best: Card, joker: Card, over: Card) -> Message:
    return Message.of("my partner's {best} should win: I play the {card}, which keeps it winning, rather than go "
                      "over it with the {over}", best=best, card=joker, over=over)


def _joker_turns_reason(why: Message, joker: Card, turned: Card) -> Message:
    return Message.of("{why}: I play the {card}, which turns my partner's {mine} into a spade to win the trick",
                      why=why, card=joker, mine=turned)


def _p_current_beaten(tab: Table, seats: Sequence[int]) -> float:
    c = tab.best_card
    return 1.0 if c is None else tab.p_beaten(c, seats, tab.led)


def _p_beaten_by(tab: Table, card: Card, seats: Sequence[int], nil_no_threat: int) -> float:
    """Chance that ``card``, winning the trick so far, is beaten by ``seats`` (opponents still to play). With
    ``nil_no_threat`` an opponent still clean on its nil does not try to beat it: it beats it only when it holds
    cards of the suit led above it and none below (it never trumps a suit it is out of)."""
    if not nil_no_threat:
        return tab.p_beaten(card, seats, tab.led)
    state, info = tab.state, tab.info
    miss = 1.0
    for t in seats:
        if not state.nil_alive(t):
            miss *= 1.0 - tab.p_seat_beats(t, card, tab.led)
        elif info.eff[card.index] == tab.led:
            suit = tab.may[t] & info.suit_masks[tab.led]
            above, below = suit & info.higher[card.index], suit & info.lower[card.index]
            if above:
                miss *= 1.0 - tab.p_any(t, above) * ((1.0 - tab.p_any(t, below)) if below else 1.0)
    return 1.0 - miss


def _throw(tab: Table, cards: tuple[Card, ...]) -> Card:
    """The least useful card: low, from a suit whose cards will not win, sparing trumps."""
    info = tab.info
    follow = [c for c in cards if info.eff[c.index] == tab.led]
    if follow:
        return min(follow, key=lambda c: info.power[c.index])
    return min(cards, key=lambda c: _throw_value(tab, c))


def _throw_value(tab: Table, c: Card) -> tuple[float, int]:
    """How useful ``c`` is to keep (``_throw`` throws the least useful card)."""
    info = tab.info
    s = info.eff[c.index]
    v = float(info.power[c.index]) / 20.0
    if s == TRUMP:
        v += 5.0
    if tab.is_master(c):
        v += 3.0
    length = (tab.hand & info.suit_masks[s]).bit_count()
    if s != TRUMP and tab.hand & info.trump_mask and length <= 2:
        v -= 0.3  # short suits go first: a void lets the trumps work
    above = (info.higher[c.index] & tab.unseen).bit_count()
    if above == 1 and length >= 2 and s != TRUMP:
        v += 1.0  # keep a guarded king
    return (v, info.power[c.index])


def _follow_duck(
    tab: Table, cards: tuple[Card, ...], why: Message, tuning: PlayTuning = DEFAULT_PLAY
) -> tuple[Card, Message]:
    info = tab.info
    if tuning.dump_on_partner and tab.partner is not None and tab.best_seat == tab.partner:
        opps_after = [t for t in tab.after if t != tab.partner]
        if _p_current_beaten(tab, opps_after) < tuning.dump_safe:
            # The trick is ours anyway: get rid of the card most likely to win a trick of its own later.
            c = _dump_card(tab, cards)
            if tab.beats_current(c):  # the card takes the trick over from the partner: it stays ours all the same
                return c, Message.of("{why}: this trick is ours anyway, so I get rid of the {card} over my "
                                     "partner's card", why=why, card=c)
            return c, Message.of("{why}: my partner wins this trick anyway, so I get rid of the {card}",
                                 why=why, card=c)
    # a joker that turns my partner's card into the winner takes the trick for my side all the same
    losers = [c for c in cards if not tab.beats_current(c) and not tab.side_takes(c)]
    if losers:
        follow = [c for c in losers if info.eff[c.index] == tab.led]
        if follow:
            c = max(follow, key=lambda c: info.power[c.index])
            return c, Message.of("{why}: I duck with the {card}, my highest card that loses", why=why, card=c)
        c = _most_dangerous(tab, losers)
        return c, Message.of("{why}: I throw away the {card}", why=why, card=c)
    others_after = tab.after
    if others_after:
        c = max(cards, key=lambda c: (round(tab.p_beaten(c, others_after, tab.led), 2), info.power[c.index]))
        return c, Message.of("{why}, but every card I hold wins for now: I play the {card}, likely to be beaten",
                             why=why, card=c)
    c = max(cards, key=lambda c: info.power[c.index])
    turned = tab.joker_turns(c)
    if turned is not None:  # joker_conversion: my partner takes it ("I win it with my biggest card, the Big Joker")
        return c, Message.of("I must win this trick for my side, so I play my biggest card, the {card}, which turns "
                             "my partner's {mine} into a spade", card=c, mine=turned)
    return c, Message.of("I must win this trick, so I win it with my biggest card, the {card}", card=c)


def _dump_card(tab: Table, cards: tuple[Card, ...]) -> Card:
    """The card most likely to take a trick later (the highest of the led suit, else the most dangerous)."""
    info = tab.info
    follow = [c for c in cards if info.eff[c.index] == tab.led]
    if follow:
        return max(follow, key=lambda c: info.power[c.index])
    return _most_dangerous(tab, list(cards))
