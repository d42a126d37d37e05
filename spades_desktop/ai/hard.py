"""The Hard computer player: Normal's judgement plus a search over the hidden cards.

Hard guesses the other hands many times (``determinize``): each guess fits
everything its seat has seen, and guesses that fit the bids made (a nil on
low cards, a 5 on a strong hand; a bot's bid is read more closely than a
person's, ``BOT_SIGMA``) and, in the play, the cards the other seats
chose (``inference``: a guess from which Normal's policy would have played
those cards) are preferred. For every card it may play
it plays the rest of the hand out in each guessed world with the Normal
policy on every seat, and keeps the card with the best average result for
its side (each bag counted as -9). Bids are chosen the same way among
Normal's bid, one trick more or less, and nil: any nil with a fair chance
beside a bot partner, whose cover the playouts foresee, but beside a person
only a nil Normal's careful rule would weigh (``careful_nil``: the playouts
cannot foresee a person's cover, and a person must be able to trust the
nil). The same worlds serve every
candidate, so the comparison is fair. The budget is a number of playouts
(``samples`` counts whole-hand playouts, so late in the hand, when playouts
are short, there are more of them), not a clock; a caller may also pass
``deadline``, a function that says when to stop early, or ``clock`` (a
monotonic clock, such as ``time.monotonic``, passed in by the GUI: this
package reads no clock itself) with ``time_cap``, the most seconds a decision
may take, and ``card_cap``, the most a card play may take. The search stops
between playouts once the cap is reached, after at least one whole guess,
and a guess cut short is not counted; so with a seed a decision is the same
on every machine as long as the cap is not reached.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator
from dataclasses import replace

from ..engine import Action, Bid, Card, Game, Phase, Play, SeatView
from ..engine.actions import PLAYS
from .base import action_arg
from .bid_search import NIL_FLOOR, bid_playout, search_bid, weigh_blind
from .card_play import DEFAULT_PLAY, PlayTuning, cover_risks, kept_covers, play_card
from .cardinfo import CardInfo
from .determinize import BOT_SIGMA, TRIES, iter_worlds, seat_sigmas, world_from_view, world_like
from .endgame import applies as endgame_applies
from .endgame import endgame_value
from .game_outcome import GAME_END, GAME_Z, PlaysForGame
from .inference import PlayEvidence
from .message import Message
from .normal import NormalPlayer, hand_mask, legal_mask
from .playout import GAME_BONUS, play_out, side_value
from .state import PlayState, side_goal
from .weighing import best as _best
from .weighing import means as column_means
from .weighing import play_guesses

__all__ = ["CARD_CAP", "HARD_PLAY", "TIME_CAP", "HardPlayer", "equal_groups", "equivalent_classes", "side_value",
           "takes_sure_trick"]

TIME_CAP = 0.75  # seconds a decision may search when a clock is given (the decision stays under 1 s)
CARD_CAP = 0.27  # seconds a card play may search (a quiet machine needs less; a busy one stops here, and
#                  the guess in progress, always finished, keeps the 95th percentile under 0.3 s)
INFER = 0.1  # a guess's weight per card of a bot's that Normal's policy would not have played (docs/ai.md)
INFER_PERSON = 0.2  # the same for a person's card: people play less like Normal's policy (docs/ai.md,
# "What telling Hard which seat is the person costs or buys": no gain or loss beside a casual stand-in)
BID_UP = 0.0  # points a hand the bid search credits one trick above the count's bid (10 measured: no gain)
BID_DOWN = 0.0  # ... and debits one trick below it
SURE_TRICK = 0  # off: Normal's card for a sure trick in the last seat cost points (docs/ai.md, "A sure trick in the
#                last seat"); 1 and 2 stay for benchmarks
ENDGAME = 0  # tricks at the end valued exactly on each guess (``endgame``); 0: playouts to the end
COVER_GUARD = 0.1  # the search's card beside a partner's live nil (a lead, the second seat's card, a card after the
# nil's while it wins the trick) may risk the nil winning the trick at most this much more than the policy's card
# (``cover_risks``; with NIL_STAKE, at most what its gain pays for); -1: no guard. QA: Hard led the 4♥ under a nil
# bidder's bare 5♥ where the top J♥ was the policy's lead ("+4 points a hand") in 6 of 35 nil hands, and played the
# 2♥ under a led 5♥ keeping its 10♥ (docs/ai.md, "A Hard partner's lead beside a live nil")
NIL_STAKE = 0.0  # off (the flat COVER_GUARD); ``hard:nil_stake=200`` for benchmarks: the search's card may then add
# to the nil's risk in the trick at most ``gain / NIL_STAKE`` (a failed nil costs its side about 200 points a hand,
# +100 made, -100 set), so "+2 points" buy 0.01 and only "+20" the whole COVER_GUARD. QA (session 51): with the flat
# 0.1, 137 of 166 leads the search changed beside a person's nil were riskier than the cover (standard deal 5173:
# the 10♥ for "+2", 0.093 against the A♥'s 0.0, the bare Q♥ caught). At 200 it cost nils later in the hand on the
# QA's standard deals (36 of 71 made with the flat guard, 30 with it; 6 made only with the flat guard, none only
# with it): the guard weighs one trick, the search's gain the whole hand (docs/ai.md, "The guards beside a person's
# nil only")
KEEP_GUARD = True  # beside a partner's live nil, in a trick it has already lost, Hard keeps the high cards Normal keeps
# to cover the nil later (``card_play.kept_covers``: no ruff with a high trump, no duck with a high card above the
# nil's). QA: Hard's policy leaves these rules out, and the search threw the kept card in 11 of 30 such spots
# (joker-joker-deuce-ace deal 311 lost the nil to it; docs/ai.md, "A Hard partner keeps its covers"); not while an
# opponent's nil is alive too (``_keeps_covers``)
GUARD_BOTS = False  # the two guards above beside a bot partner's nil too; off: beside a person's nil only, whose trust
# they keep. Beside a bot's nil the search's card stands: with both guards for every nil, Hard lost 3.89 points a deal
# against frozen v1 (-7.26 to -0.52, deals 1-550; docs/ai.md, "The guards beside a person's nil only")
NIL_Z = 1.0  # while a nil of my side is alive, another card than Normal's must beat it by this many standard errors
# of the difference over the guesses (``card_z`` for those tricks only): a failed nil swings 200 points, so one
# lucky guess of a dozen moves the mean by tens of points (bench/hard_trace.py: deal 274, the nil bidder led the 9♦
# from Q-T-9-5 for "+40 over 11 guesses" and three diamonds fell under it). Deals 1-400 of the file: +0.87 a hand
# (-2.33 to +4.06) paired with Hard without it, its side's nils made 170 of 208 (was 162); 0: off (docs/ai.md,
# "A margin while a nil of Hard's side is alive")
NIL_GUESSES = 0  # while a nil of my side is alive the card search plays out at least this many guesses (0: off)
MISS_ONCE = True  # while a nil of my side is alive, the reading of the plays (``inference``) counts each card the
# policy would have played instead once, however many tricks the seat kept it (``PlayEvidence``'s ``once``; QA,
# standard deal 9096: three high heart leads over one kept 8♥ gave the nil bidder the other card, 191 of 200).
# Deals 1-650 of the file: +0.59 a hand (-0.51 to +1.68) paired with Hard without it, its side's nils made 280 of
# 334 (was 276); adopted in session 58 (docs/ai.md, "A kept card counted once")
# GAME_END and GAME_Z (playing for the game): ``game_outcome``, shared with Normal's bid search
MIN_GUESSES = 3  # a search the clock cut short after fewer guesses keeps Normal's card: one guess said "+209
# points a hand" of a lead that the whole search rated +1 (QA, a busy machine); a match without a clock never
# stops early, so this changes no benchmark
INFER_TRIES = 5  # deals drawn for each guess of a card play, the best fit kept (bids and plays)
# The policy Hard plays out and reads the other seats with: Normal's as it was before its nil lead, its play
# against a nil that can duck anyway and its low ruffs (docs/ai.md, "Hard's policy"): with them Hard scored
# 9.10 points a hand less against frozen v1 (-15.64 to -2.56, 250 deals) and made 70 % of its own nils (77 % over
# the 2,000 deals without them).
HARD_PLAY = replace(DEFAULT_PLAY, nil_lead_duck=0, set_hopeless=0, ruff_low=0, stuck_cover=math.inf,
                    keep_covers=-1, set_nil_live=0, nil_no_threat=0, outdo_partner=0, duck_covers=-1,
                    nil_guard=0, keep_on_spade_lead=-1, forced_cover=0, shed_stuck=0, cover_handover=0,
                    nil_dealt=0, keep_lead_trump=0, cash_before_set=0, keep_claim=0,
                    nil_discard=0, cover_over_trumps=math.inf)
# Normal's policy as Hard's own side plays it in the playouts: Normal's, but for what Hard was not measured with
# (the ruff above a nil partner that likely holds only trumps, session 62: Normal only)
OWN_PLAY = replace(DEFAULT_PLAY, cover_over_trumps=math.inf)


def equivalent_classes(info: CardInfo, legal: int, hand: int, breakers: int) -> list[list[Card]]:
    """Legal cards grouped when no card of ``breakers`` lies between them (they play alike).

    ``breakers`` are the cards that may still be played against them: the
    unseen cards and the cards of the trick in progress.
    """
    groups: list[list[Card]] = []
    for suit in range(4):
        run: list[Card] = []
        for card in info.by_power[suit]:  # highest first
            bit = card.bit
            if bit & breakers:
                if run:
                    groups.append(run)
                    run = []
            elif bit & legal:
                run.append(card)
        if run:
            groups.append(run)
    return groups


def equal_groups(state: PlayState, hand: int, legal: int) -> list[list[Card]]:
    """``equivalent_classes`` for the seat of ``state`` holding ``hand``: the cards not yet played and the
    cards of the trick in progress break a run."""
    on_table = 0
    for _s, c in state.trick:
        on_table |= c.bit
    unseen = state.unseen_by(state.seat, hand)
    return equivalent_classes(state.info, legal, hand, unseen | on_table)


def takes_sure_trick(state: PlayState, seat: int, card: Card,
                     winner_of: Callable[[list[tuple[int, Card]]], int]) -> bool:
    """``card`` takes the trick for ``seat``'s side from the other side in the last seat, while the side is
    short of a contract it can still make and no nil is alive at the table; ``winner_of`` is the engine's
    ``Game.trick_winner`` for the hand (jokers that turn a card into a spade, a no-trump bidder's spades).

    Hard keeps Normal's card then: its playouts, played with a policy that errs later in the hand, rated
    giving such a trick away, or taking it with a master trump instead of a low one, over the sure trick
    (docs/ai.md, "A sure trick in the last seat").
    """
    rules = state.rules
    if rules.cancellation or len(state.trick) != state.players - 1:
        return False
    if any(state.nil_alive(s) for s in range(state.players)):  # a nil to bust or keep weighs more than a trick
        return False
    side = rules.side_of(seat)
    if rules.side_of(winner_of(list(state.trick))) == side:
        return False
    goal = side_goal(state, side)
    if not goal.contract or not 0 < goal.need <= state.tricks_left:
        return False
    return winner_of([*state.trick, (seat, card)]) == seat


def _side_nil_alive(view: SeatView) -> bool:
    """A nil of ``view``'s seat's side is alive (bid, and no trick taken yet)."""
    rules = view.rules
    side = rules.side_of(view.seat)
    return any(bid is not None and bid.is_nil and view.tricks_won[s] == 0 and rules.side_of(s) == side
               for s, bid in enumerate(view.bids))


class HardPlayer(PlaysForGame):
    """Samples hidden hands and plays each candidate out with the Normal policy."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        samples: int = 100,
        worlds: int = 60,
        bid_samples: int = 120,
        deadline: Callable[[], bool] | None = None,
        play_tuning: PlayTuning = HARD_PLAY,
        clock: Callable[[], float] | None = None,
        time_cap: float = TIME_CAP,
        card_cap: float = CARD_CAP,
        card_z: float = 0.0,
        bid_z: float = 0.0,
        card_search: bool = True,
        nil_floor: float = NIL_FLOOR,
        infer: float = INFER,
        infer_tries: int = INFER_TRIES,
        bid_sigma: float = BOT_SIGMA,
        humans: Collection[int] = (),
        read_partner: bool = True,
        card_bonus: float = 0.5,
        bid_up: float = BID_UP,
        bid_down: float = BID_DOWN,
        nil_margin: float = 0.0,
        careful_nil: bool = False,
        own_play: bool = False,
        own_bid: bool = False,
        bid_steps: int = 1,
        bid_lower: bool = True,
        partner_sigma: float = 0.0,
        sure_trick: int = SURE_TRICK,
        endgame: int = ENDGAME,
        cover_guard: float = COVER_GUARD,
        nil_stake: float = NIL_STAKE,
        keep_guard: bool = KEEP_GUARD,
        guard_bots: bool = GUARD_BOTS,
        nil_z: float = NIL_Z,
        min_guesses: int = MIN_GUESSES,
        nil_guesses: int = NIL_GUESSES,
        miss_once: bool = MISS_ONCE,
        game_end: bool = GAME_END,
        game_bonus: float = GAME_BONUS,
        game_z: float = GAME_Z,
    ) -> None:
        if samples < 1 or worlds < 1 or bid_samples < 0:
            raise ValueError("samples and worlds must be at least 1, bid_samples at least 0")
        if not time_cap > 0 or not card_cap > 0:
            raise ValueError("time_cap and card_cap must be a positive number of seconds")
        self.clock = clock
        self.card_z = card_z  # another card than Normal's must beat it by this many standard errors
        self.nil_z = nil_z  # the same while a nil of my side is alive (NIL_Z)
        self.min_guesses = min_guesses  # fewer guesses than this (the clock): Normal's card (MIN_GUESSES)
        if nil_guesses < 0:
            raise ValueError("nil_guesses is a number of guesses, 0 (off) or more")
        self.miss_once = miss_once  # see MISS_ONCE
        self._plays_for_game(game_end, game_bonus, game_z)
        self.nil_guesses = nil_guesses  # at least this many guesses while a nil of my side is alive (NIL_GUESSES)
        self.bid_z = bid_z  # the same for bids
        self.card_search = card_search  # False: play Normal's cards, search the bids only (benchmarks)
        self.cover_guard = cover_guard  # see COVER_GUARD
        self.nil_stake = nil_stake  # see NIL_STAKE; 0: the flat cover_guard whatever the gain (before session 51)
        self.keep_guard = keep_guard  # see KEEP_GUARD
        self.guard_bots = guard_bots  # see GUARD_BOTS
        self.time_cap = time_cap
        self.card_cap = card_cap  # a card play's own cap (the lower of the two counts)
        self._until: float | None = None  # the clock reading at which this decision's search stops
        self.seed = seed
        self.samples = samples
        self.worlds = worlds
        self.bid_samples = bid_samples
        self.deadline = deadline
        self.play_tuning = play_tuning
        self.nil_floor = nil_floor  # nil is weighed from this estimated chance (bid_search)
        if not 0.0 <= infer <= 1.0 or infer_tries < 1:
            raise ValueError("infer must be between 0 and 1 and infer_tries at least 1")
        self.infer = infer  # a guess's weight per bot's card the policy would not have played (1: plays not weighed)
        self.infer_tries = infer_tries
        if not bid_sigma > 0:
            raise ValueError("bid_sigma must be a positive number of tricks")
        self.bid_sigma = bid_sigma  # how far the bots' bids stray from their hands, for the guesses
        self.humans = frozenset(humans)  # seats of people: their bids are read more loosely (BID_SIGMA)
        self.card_bonus = card_bonus  # points Normal's card counts more in the card search (ties go to it)
        self.read_partner = read_partner  # False: the partner's plays are not weighed (measured: it costs points)
        self.bid_up = bid_up  # points a hand the bid search credits the trick above the count's bid
        self.bid_down = bid_down  # ... and debits the trick below it
        self.nil_margin = nil_margin  # a nil the count did not bid must win by this much (15 and -15 measured)
        # Normal's rule for nil (the count's caps, NIL_EASE, NIL_MARGIN) always, not only beside a person
        self.careful_nil = careful_nil
        # own_play: my side's seats of the card search's playouts play Normal's policy as it is now
        # (DEFAULT_PLAY; Normal's card is then that policy's too); own_bid: the same in the bid search's. The
        # other side's seats, and the reading of every seat's cards, keep ``play_tuning`` (docs/ai.md, "Hard's
        # model of its own side, and the steps of its bid search": both lost)
        self.own_tuning = OWN_PLAY if own_play else play_tuning
        # Hard's own card (not its playouts'): its policy with Normal's cover leads beside a nil (QA, session 56:
        # the K♠ led into the A♠ beside hearts nobody else could follow, the search's heart short of its margin)
        # ... and with Normal's cover of a nil partner stuck above a high card (QA niltrust13, deal 95105: beside a
        # blind nil void in the suit led, likely holding only spades, Hard threw its 3♦ to chase East's nil, "the
        # nil bidder may have to win this trick", and the blind nil ruffed with the Q♠; Normal trumps with the 6♠)
        keeping = DEFAULT_PLAY
        self._own_card = replace(self.own_tuning, cover_handover=keeping.cover_handover, nil_dealt=keeping.nil_dealt,
                                 stuck_cover=keeping.stuck_cover)
        # ... and where Normal keeps a cover: with Normal's rules for keeping covers too (beside a person's nil, a
        # lead: the last trump kept to trump over the nil, QA seed 149)
        self._keeping = replace(self._own_card, keep_covers=keeping.keep_covers, duck_covers=keeping.duck_covers,
                                keep_on_spade_lead=keeping.keep_on_spade_lead,
                                keep_lead_trump=keeping.keep_lead_trump)
        self._others = play_tuning if own_play else None
        self.bid_steps = bid_steps  # tricks either side of the count's bid the bid search weighs (0: none)
        self.bid_lower = bid_lower  # False: it weighs no bid under the count's (its playouts are gloomy)
        if partner_sigma < 0:
            raise ValueError("partner_sigma must be a positive number of tricks, or 0 for bid_sigma")
        self.partner_sigma = partner_sigma  # how far a bot partner's bid strays from its hand (0: bid_sigma)
        self.own_bid_tuning = OWN_PLAY if own_bid else play_tuning
        if sure_trick not in (0, 1, 2):
            raise ValueError("sure_trick is 0 (off), 1 (a sure trick not given away) or 2 (nor taken otherwise)")
        # In the last seat, short of the contract, Normal's card that takes the trick is kept (``takes_sure_trick``):
        # 1 where the search's card would give the trick away, 2 also where it would take it with another card
        self.sure_trick = sure_trick
        if endgame < 0:
            raise ValueError("endgame is a number of tricks, 0 (off) or more")
        # In the last ``endgame`` tricks a guess is valued by its exact end (``endgame.endgame_value``), not a playout
        self.endgame = endgame
        self._bid_others = play_tuning if own_bid else None
        self.normal = NormalPlayer(seed, play_tuning=play_tuning, bid_samples=0)  # the count and the policy
        self._rng = random.Random(seed)
        self._last = Message("")
        self.fallbacks = 0
        self.last_values: dict[str, float] = {}
        # The last search's guesses, one row each, with each candidate's value in it in the order of
        # ``last_keys`` (the coach reads how sure a difference is from them; empty when nothing was weighed)
        self.last_rows: list[list[float]] = []
        self.last_keys: list[str] = []
        self.last_columns: dict[Action, int] = {}  # after ``evaluate``: each action's place in ``last_rows``
        self._groups: list[list[Card]] = []
        self._also: Action | None = None
        self.capped = False  # the last decision stopped at its time cap

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        """The last choice's reason, translatable (``Message``): Normal's where Hard kept Normal's choice."""
        return self._last

    def evaluate(self, view: SeatView, also: Action | None = None) -> dict[Action, float]:
        """The search's value of each candidate for ``view`` (the coach reads them): the same search as
        ``choose``, with ``also`` weighed too when it is a legal bid. In the play every legal card gets
        the value of the card it plays alike with. Before a seat looks at its cards (a blind nil or a blind bid
        offered), each choice, looking too, gets its value from ``weigh_blind`` (the seat's own cards guessed as
        well), a search ``choose`` does not make: Hard chooses that by Normal's rule. Empty when there was nothing
        to weigh."""
        self.last_columns = {}
        if view.phase is Phase.BID and view.hand is None:
            return self._blind_values(view)
        self._also, self._groups = also, []
        try:
            self.choose(view)
        finally:
            self._also = None
        out: dict[Action, float] = {a: self.last_values[str(a)] for a in view.legal if str(a) in self.last_values}
        column = {key: i for i, key in enumerate(self.last_keys)}
        self.last_columns = {a: column[str(a)] for a in out if str(a) in column}
        for group in self._groups:
            rep = next((str(c) for c in group if str(c) in self.last_values), None)
            if rep is not None:
                out.update({PLAYS[c.index]: self.last_values[rep] for c in group})
                if rep in column:
                    self.last_columns.update({PLAYS[c.index]: column[rep] for c in group})
        return out

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        cap = min(self.time_cap, self.card_cap) if view.phase is Phase.PLAY else self.time_cap
        self._until = self.clock() + cap if self.clock is not None else None
        self.capped = False
        self._game_end(view)
        if view.phase is Phase.PLAY:
            action, reason = self._play(view)
        elif view.phase is Phase.BID and view.hand is not None:
            action, reason = self._bid(view)
        else:
            action, reason = self.normal.decide_message(view)
        if action not in view.legal:
            self.fallbacks += 1
            action = view.legal[0]
            reason = Message.of("I play {action}", action=action_arg(action))
        self._last = reason
        return action

    def _stop(self, done: int) -> bool:
        """Time is up (never before one whole guess is done)."""
        if done == 0:
            return False
        if self._until is not None and self.clock is not None and self.clock() >= self._until:
            self.capped = True
            return True
        return self.deadline is not None and self.deadline()

    # ------------------------------------------------------------------ play
    def _play(self, view: SeatView) -> tuple[Action, Message]:
        state = self._state(view)
        hand = hand_mask(view)
        legal = legal_mask(view)
        keep = kept_covers(state, view.seat, hand, legal, self._keeping) if self._keeps_covers(state) else ()
        normal_card, normal_reason = play_card(state, view.seat, hand, legal,
                                               self._keeping if keep else self._own_card)
        self.last_values, self.last_rows, self.last_keys = {}, [], []
        if legal.bit_count() == 1 or not self.card_search:
            return Play(normal_card), normal_reason
        info = state.info
        groups = equal_groups(state, hand, legal)
        if len(groups) == 1:
            return Play(normal_card), normal_reason
        # One card per group: Normal's card where it falls, else the group's lowest.
        reps = [normal_card if normal_card in g else g[-1] for g in groups]
        # The budget counts whole-hand playouts: later in the hand a playout is shorter, so there are more.
        whole = info.hand_size * state.players
        left = max(1, whole - len(state.trick) - state.trick_number * state.players)
        count = max(1, min(self.worlds, self.samples * whole // (left * len(reps))))
        nil_alive = any(state.nil_alive(s) for s in info.side_seats[state.side(view.seat)])
        if nil_alive:
            count = max(count, self.nil_guesses)
        rng = random.Random(self._rng.getrandbits(32))
        fit, tries = self.play_fit(view)

        first: list[Game] = []  # the first world: the engine's rules for this hand (``takes_sure_trick``)

        def worlds() -> Iterator[Game]:
            for hands in self._guesses(state, hand, rng, count, tries, fit):
                if not first:
                    first.append(world_from_view(view, hands))
                    yield first[0]
                else:
                    yield world_like(first[0], hands)  # the same view: copy the first world, other hands

        rows = play_guesses(worlds(), reps,
                            lambda world, card: self._playout(world.copy(), state.copy(), view.seat, card), self._stop)
        done = len(rows)
        means = column_means(rows)
        self.last_values = {str(c): m for c, m in zip(reps, means, strict=True)}
        self.last_rows, self.last_keys = rows, [str(c) for c in reps]
        self._groups = groups
        normal_i = reps.index(normal_card)
        # A cover kept for my partner's nil is weighed (the coach reads its value) but not played
        weighed = [-math.inf if c in keep and c != normal_card else m for c, m in zip(reps, means, strict=True)]
        z = self.card_z
        if self.nil_z > z and nil_alive:
            z = self.nil_z
        if self.game_z > z and self._game_ended():
            z = self.game_z
        best_i = _best(weighed, rows, normal_i, self.card_bonus, z)
        card = reps[best_i]
        if best_i == normal_i or done < self.min_guesses or (
                self.sure_trick and self._keeps_sure_trick(state, view.seat, normal_card, card, first[0].trick_winner)):
            return Play(normal_card), normal_reason
        gain = means[best_i] - means[normal_i]
        if self._risks_partner_nil(state, view.seat, hand, legal, card, normal_card, gain):
            return Play(normal_card), normal_reason
        game = self._game_reason(str(card), str(normal_card), done, gain)
        if game is not None and not state.gives_up_nil(view.seat, card):
            if game[0] == "won":
                return Play(card), Message.of(
                    "I play the {card}: played out over {guesses} of the hidden hands, it wins the game in {won} of "
                    "them, the {other} in {count}", card=card, guesses=done, won=game[1], other=normal_card,
                    count=game[2])
            return Play(card), Message.of(
                "I play the {card}: played out over {guesses} of the hidden hands, the other side wins the game in "
                "{lost} of them after it, in {count} after the {other}", card=card, guesses=done, lost=game[1],
                other=normal_card, count=game[2])
        if state.gives_up_nil(view.seat, card):
            return Play(card), Message.of(
                "I give up my nil: I go over the trick with the {card}, as played out over {guesses} of the hidden "
                "hands it scores {gain} points a hand more than the {other}", card=card, guesses=done,
                gain=f"{gain:+.0f}", other=normal_card)
        return Play(card), Message.of(
            "I play the {card}: played out over {guesses} of the hidden hands, it scores {gain} points a "
            "hand more than the {other}", card=card, guesses=done, gain=f"{gain:+.0f}", other=normal_card)

    def _risks_partner_nil(self, state: PlayState, seat: int, hand: int, legal: int, card: Card,
                           normal_card: Card, gain: float) -> bool:
        """My card beside my partner's live nil in this trick (a lead, the second seat's, or one after the nil's
        while it wins the trick): the search's ``card``, ``gain`` points a hand above the policy's, is likelier to
        leave the nil winning the trick than the policy's card by more than ``cover_guard`` or than the gain pays
        for (``NIL_STAKE``). A nil bidder trusts its partner not to lead a low heart under its bare 5♥, nor to play
        low under a low lead where its ten covers, nor to throw a heart last where a ruff takes the trick from the
        nil, for a few points the search finds on average (QA)."""
        if self.cover_guard < 0 or not self._guards(state):
            return False
        own = self._own_card
        risks = cover_risks(state, seat, hand, legal, (card, normal_card), own.forced_cover, own.cover_handover,
                            own.nil_dealt)
        if risks is None:
            return False
        allowed = min(self.cover_guard, max(0.0, gain) / self.nil_stake) if self.nil_stake > 0 else self.cover_guard
        return risks[0] > risks[1] + allowed

    def _guards(self, state: PlayState) -> bool:
        """The guards beside my partner's nil apply: it is a person's (``humans``), or ``guard_bots``."""
        return self.guard_bots or state.rules.partner_of(state.seat) in self.humans

    def _keeps_covers(self, state: PlayState) -> bool:
        """The keep guard applies (``KEEP_GUARD``): not while an opponent's nil is alive too, where spending a high
        card may set it (the search weighs the two nils; standard deal 83: kept, the K♠ let the other nil through,
        -82 points)."""
        if not self.keep_guard or not self._guards(state):
            return False
        side = state.side(state.seat)
        return not any(state.nil_alive(s) and state.side(s) != side for s in range(state.players))

    def _keeps_sure_trick(self, state: PlayState, seat: int, normal_card: Card, card: Card,
                          winner_of: Callable[[list[tuple[int, Card]]], int]) -> bool:
        """Normal's card takes a sure trick the side needs (``takes_sure_trick``) and the search's ``card`` would
        give it away (or, with ``sure_trick`` 2, take it with another card): Normal's card is played."""
        if not takes_sure_trick(state, seat, normal_card, winner_of):
            return False
        return self.sure_trick == 2 or winner_of([*state.trick, (seat, card)]) != seat

    def play_fit(self, view: SeatView) -> tuple[Callable[[list[int], float], float] | None, int]:
        """How a card play's guesses fit the cards played (``PlayEvidence.weight``, None when nothing is
        weighed) and how many deals are drawn for each guess (``bench/guess_placing.py`` asks it too)."""
        if self.infer >= 1.0 or view.rules.cancellation:  # (six players: plays cancel, not weighed)
            return None, TRIES
        partner = view.rules.partner_of(view.seat)
        unread = () if self.read_partner or partner is None else (partner,)
        misses = [INFER_PERSON if seat in self.humans else self.infer for seat in range(view.rules.players)]
        evidence = self._evidence(view, misses, unread)
        if not evidence.plays:
            return None, TRIES
        return evidence.weight, self.infer_tries

    def _evidence(self, view: SeatView, misses: list[float], unread: tuple[int, ...]) -> PlayEvidence:
        """The cards played that the guesses are weighed by (a benchmark's variant that reads its partner
        otherwise overrides this, ``bench/hard_attitude.py``, ``bench/hard_unread_leads.py``)."""
        return PlayEvidence(view, self.play_tuning, misses, unread, once=self.miss_once and _side_nil_alive(view))

    def _state(self, view: SeatView) -> PlayState:
        """What this seat knows for a card play (a benchmark's variant that reads more overrides this,
        ``bench/hard_signals.py``)."""
        return PlayState.from_view(view)

    def _guesses(self, state: PlayState, hand: int, rng: random.Random, count: int, tries: int,
                 fit: Callable[[list[int], float], float] | None) -> Iterator[list[int]]:
        """The card search's guesses of every hand (``determinize.iter_worlds``; a benchmark's oracle that
        sees the real hands overrides this, ``bench/hard_oracle.py``)."""
        return iter_worlds(state, hand, rng, count, tries, fit,
                           self._sigmas(state.players, state.rules.partner_of(state.seat)))

    def _sigmas(self, players: int, partner: int | None = None) -> list[float]:
        """Per seat, how far its bid may stray from its hand in a guess: a person's more than a bot's (a bot
        partner's by ``partner_sigma`` when it is set)."""
        sigmas = seat_sigmas(players, self.humans, self.bid_sigma)
        if self.partner_sigma and partner is not None and partner not in self.humans:
            sigmas[partner] = self.partner_sigma
        return sigmas

    def _playout(self, game: Game, state: PlayState, me: int, first: Card | None) -> float:
        """Play the hand out with the Normal policy (``first`` for the seat to act); my side's margin. In the
        last ``endgame`` tricks the world's end is played exactly instead (``endgame.endgame_value``)."""
        if self.endgame and endgame_applies(game, self.endgame):  # (the hand's points only: the game is not weighed)
            return self._counted(first, endgame_value(game, me, first))
        return self._counted(first, play_out(game, state, me, first, self.own_tuning, others=self._others,
                                                  end=self._end))

    # --------------------------------------------------------------- bidding
    def _bid(self, view: SeatView) -> tuple[Action, Message]:
        normal_bid, normal_reason = self.normal.decide_message(view)
        self.last_values, self.last_rows, self.last_keys = {}, [], []
        if self.bid_samples == 0 or view.rules.draw_phase or not isinstance(normal_bid, Bid):
            return normal_bid, normal_reason
        # Normal's careful nil beside a person, and for a person: the coach weighs a person's own bid with the
        # person's seat among ``humans`` (a bot's own seat never is), and a nil it names is one a person plays.
        careful = self.careful_nil or view.seat in self.humans or view.rules.partner_of(view.seat) in self.humans
        found = search_bid(view, normal_bid, samples=self.bid_samples, seeds=self._rng,
                           stop=self._stop, playout=self._bid_playout, also=self._also, nil_floor=self.nil_floor,
                           z=self.bid_z, above=self.bid_up,
                           sigmas=self._sigmas(view.rules.players, view.rules.partner_of(view.seat)),
                           below=self.bid_down,
                           nil_ok=self.normal.nil_in_reach if careful else None,
                           nil_margin=max(self.nil_margin, self.normal.nil_margin) if careful else self.nil_margin,
                           steps=self.bid_steps, lower=self.bid_lower)
        if found is None:
            return normal_bid, normal_reason
        self.last_values = found.values
        self.last_rows, self.last_keys = found.rows, list(found.values)
        if found.bid == normal_bid:
            return normal_bid, normal_reason
        if self._count_stands(found, normal_bid, self.bid_z):
            return normal_bid, normal_reason  # (``GAME_Z``: the count's bid stands)
        game = self._game_bid_reason(found, normal_bid)
        if game is not None:
            return found.bid, game
        return found.bid, Message.of(
            "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
            "hands, {bid} scores {gain} points a hand more", bid=found.bid, count=normal_bid,
            guesses=found.guesses, gain=f"{found.gain:+.0f}")

    def _blind_values(self, view: SeatView) -> dict[Action, float]:
        """Each choice of a seat that has not looked (blind nil, blind bids, looking), played out over
        ``bid_samples`` playouts in all (``bid_search.weigh_blind``); for the coach only."""
        self._until = self.clock() + self.time_cap if self.clock is not None else None
        self.capped = False
        self._game_end(view)
        self.last_values, self.last_rows, self.last_keys = {}, [], []
        if self.bid_samples == 0:
            return {}
        found = weigh_blind(view, samples=self.bid_samples, seeds=self._rng, stop=self._stop,
                            playout=self._bid_playout,
                            sigmas=self._sigmas(view.rules.players, view.rules.partner_of(view.seat)))
        if found is None:
            return {}
        values, _guesses = found
        self.last_values = {str(a): v for a, v in values.items()}
        return values

    def _bid_playout(self, game: Game, me: int, bid: Action) -> float:
        """Bid ``bid`` (or look, ``bid_playout``), finish the bidding and exchange with Normal, play out; my side's
        margin."""
        return self._counted(bid, bid_playout(game, me, bid, self.own_bid_tuning, self._bid_others, self._end))
