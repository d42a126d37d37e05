"""The frozen, typed rule set that drives the engine.

Defaults are the standard partnership rules of RULES.md section 1. Every
option of the shipped presets is a field here; ``rules/`` turns YAML presets
into a ``RuleSet`` and this module checks that the options fit together.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from .cards import Card, Suit
from .errors import RulesError

BidOrder = Literal["left_of_dealer", "dealer"]
DoubleNil = Literal["separate", "doubled", "lose_all"]
NilExchange = Literal["none", "pass", "book"]
BiddingSystem = Literal["standard", "suicide", "suicide_copy", "whiz", "mirrors"]
BIDDING_SYSTEMS = ("standard", "suicide", "suicide_copy", "whiz", "mirrors")
FirstLead = Literal["left_of_dealer", "two_of_clubs"]
Overtrump = Literal["off", "opponents", "anyone", "tarot"]
OVERTRUMP_VALUES = ("off", "opponents", "anyone", "tarot")
Mo = Literal["off", "in_a_row", "first_tricks"]
PassTo = Literal["partner", "left", "right"]
PassWhen = Literal["after_bidding", "before_bidding"]
Kitty = Literal["off", "two_of_clubs", "high_bidder"]

NIL_EXCHANGE_VALUES = ("none", "pass", "book")
TRUMP_SUITS = ("clubs", "diamonds", "hearts", "spades")  # in Suit index order
AUCTION_CLASHES = ("blind_bids", "board", "sum_not_tricks", "no_side_nine", "raise_once", "ten_for_two_hundred",
                   "moon", "blind_moon", "lexington", "blind_six", "bemo", "no_trump", "half_tricks")
# bid.auction: the rules its bids (1 to 7) and scores (no bags, never below zero) ignore, and the values they may
# keep: the standard's (a preset that does not write them) or "off" (variants/auction.yaml: bag_penalty 0, mercy null)
AUCTION_IGNORES: tuple[tuple[str, tuple[int | None, ...]], ...] = (
    ("min_bid", (1,)), ("max_bid", (13,)), ("bag_limit", (10, 0)), ("bag_penalty", (100, 0)), ("mercy", (-200, None)))
NO_TARGET = 100_000  # the highest target a preset may write: with a hand limit, "no target" (see hands_only)
# players.cancellation (6 players, two decks): the rules it cannot be combined with (they name the 13 tricks of a
# four-player hand, deal or show a single deck's cards, or limit a play by a card that exists twice)
SIX_CLASHES = ("show_seven", "suit_order", "jokers_first_wins", "big_joker_forces", "joker_conversion", "draw_phase",
               "misdeal_weak_hand", "blind_bids", "board", "raise_once", "sum_not_tricks", "no_side_nine",
               "ten_for_two_hundred", "moon", "blind_moon", "lexington", "blind_six", "bemo", "no_trump",
               "half_tricks", "auction", "partnership_talk", "ace_check", "lowest_club_first_trick",
               "bonus_last_ace", "bonus_last_ace_spade", "bonus_last_deuce", "bonus_last_high_spade",
               "bonus_nil_last_ace", "bonus_streak", "bonus_dix")
BONUS_POINTS = ("bonus_last_ace", "bonus_last_ace_spade", "bonus_last_deuce", "bonus_last_high_spade",
                "bonus_nil_last_ace", "bonus_streak")


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule of one game. Field comments name the RULES.md ids."""

    # players.* - number of seats, and whether opposite seats are partners
    players: int = 4  # players.four_partnership / players.cutthroat / players.cancellation (6)
    partnerships: bool = True  # opposite seats are partners (6 players: three sides of two)
    decks: int = 1  # players.cancellation: 2 = two decks, every card twice
    cancellation: bool = False  # players.cancellation: identical cards in one trick cancel; dead tricks
    # deck.* / trump.*
    removed_cards: tuple[str, ...] = ()  # e.g. ("2C",) for three players
    high_trumps: tuple[str, ...] = ()  # cards above A♠, highest first (trump.jokers_high, trump.deuces_high)
    aces_low: bool = False  # trump.deuces_high "aces low": every ace ranks below the 2 (or the 3) of its suit
    trump_suit: Literal["spades", "hearts", "diamonds", "clubs"] = "spades"  # the trump of a hand (trump.show_seven)
    show_seven: bool = False  # trump.show_seven: 7+ cards of a suit, shown before the bids, make it trump
    suit_order: bool = False  # trump.suit_order: ♠ > ♣ > ♦ > ♥; a higher suit beats any card of a lower led suit
    jokers_first_wins: bool = False  # trump.jokers_first_wins: both jokers in one trick: the first played wins
    big_joker_forces: bool = False  # trump.big_joker_forces: a led Big Joker forces the opponents' highest spade
    joker_conversion: bool = False  # trump.joker_conversion: a joker turns its partner's card into a spade
    # deal.*
    draw_phase: bool = False  # deal.draw_two_player
    kitty: Kitty = "off"  # deal.kitty: the cards left over after an even deal go to the 2♣ holder or the high bidder
    misdeal_weak_hand: bool = False  # deal.misdeal_weak_hand: a weak hand may call a redeal before its side bids
    misdeal_spades: int = 1  # ... weak: this many trumps or fewer (-1 = the trump count does not matter)
    misdeal_no_faces: bool = True  # ... weak: no jack, queen or king
    # bid.*
    bid_order: BidOrder = "left_of_dealer"  # bid.order_left_of_dealer / bid.order_from_dealer
    min_bid: int = 1  # bid.min_one_unless_nil
    max_bid: int = 13
    nil: bool = True  # score.nil
    nil_value: int = 100
    blind_nil: bool = True  # score.blind_nil
    blind_nil_value: int = 200
    blind_nil_behind: int = 0  # bid.blind_nil_when_behind (0 = always allowed)
    double_nil: DoubleNil = "separate"  # bid.double_nil / score.both_nil_lose_all
    double_blind_nil_wins: bool = False  # bid.double_blind_nil: both partners make blind nil -> win outright
    nil_tricks_count: bool = True  # nil.tricks_count_for_partner
    nil_exchange: NilExchange = "none"  # nil.pass_cards / nil.book_exchange
    nil_pass_count: int = 1  # cards passed for a nil (nil.pass_cards)
    blind_nil_pass_count: int = 2  # cards passed for a blind nil
    blind_nil_redraw: int = 0  # nil.blind_redraw: cards a blind nil may swap (two-player)
    card_pass: int = 0  # nil.pass_cards without a nil: every player passes this many cards each hand
    card_pass_to: PassTo = "partner"  # ... to its partner or to the opponent on its left / right
    card_pass_when: PassWhen = "after_bidding"
    blind_bids: bool = False  # bid.blind ("bidding from behind")
    blind_bid_max: int = 7
    blind_bid_behind: int = 100
    blind_trick_value: int = 20
    board: int = 0  # bid.board: a side bids at least this many (0 = off)
    raise_once: bool = False  # bid.raise_once: after everyone bid, each may raise its number by one
    sum_not_tricks: bool = False  # bid.sum_not_thirteen: the last bidder may not make the bids add up to the tricks
    no_side_nine: bool = False  # bid.no_nines_no_blinds: no side contract of 9
    bidding_system: BiddingSystem = "standard"  # bid.suicide / bid.whiz / bid.mirrors
    ten_for_two_hundred: bool = False  # bid.ten_for_two_hundred
    ten_for_two_hundred_exact: bool = False
    ten_for_two_hundred_value: int = 200
    ten_for_two_hundred_penalty: int = 200
    ten_for_two_hundred_any_ten: bool = False  # every side bid of 10 counts as 10 for 200
    moon: bool = False  # bid.moon: bid 13 and take every trick to win outright
    blind_moon: bool = False  # bid.blind_moon: the moon bid by a side before either partner looks
    lexington: bool = False  # bid.lexington: a side bids 12 tricks for lexington_value
    lexington_value: int = 240
    lexington_automatic: bool = False  # ... and any side taking 12 tricks scores lexington_value, whatever it bid
    blind_six: bool = False  # bid.blind_six: a side bids 6 before either partner looks
    blind_six_value: int = 120
    blind_six_penalty: int = 120  # 120, or 60 in some houses
    blind_six_exact: bool = True  # exactly 6 tricks (False: at least 6, overtricks do not count)
    mo: Mo = "off"  # bid.mo: Little/Big Mo as 6/8 tricks in a row (150/300) or the first 7/10 tricks (150/250)
    bemo: bool = False  # bid.bemo: on top of a number bid, the first 6 (Little, ±60) or 9 (Big, ±90) tricks
    no_trump: bool = False  # bid.no_trump: a number bid "no trump": no trick won with a spade unless led; double
    half_tricks: bool = False  # bid.half_tricks: a side's first bidder may bid halves; the partner makes it whole
    auction: bool = False  # bid.auction: bridge-style rounds of rising bids of N (= N + 6 tricks) or pass
    partnership_talk: bool = False  # bid.partnership_talk: one partner says its count aloud, the other bids the side
    ace_check: bool = False  # bid.ace_check: a holder of 3+ aces whose side has all four may contract to keep them
    # play.*
    first_lead: FirstLead = "left_of_dealer"  # play.lead_left_of_dealer / play.two_of_clubs_leads
    spades_broken: bool = True  # play.spades_broken (False: spades may be led at any time)
    no_spade_lead_first_trick: bool = False  # play.no_spade_lead_first_trick
    must_overtrump: Overtrump = "off"  # play.must_overtrump ('tarot': must trump when void, beat any spade)
    lowest_club_first_trick: bool = False  # play.lowest_club_first_trick: everyone plays its lowest club first
    # score.* / end.*
    bag_limit: int = 10  # score.bags_10_100 / score.bags_5_50
    bag_penalty: int = 100  # score.bag_penalty (0 = bags cost nothing; = bag_limit 10: the units digit wraps)
    # score.bonus.* - points for the winner's side (0 = off)
    bonus_last_ace: int = 0  # the last trick won with an ace
    bonus_last_ace_spade: int = 0  # ... with the A♠ (0 = as any ace)
    bonus_last_deuce: int = 0  # the last trick won with a deuce that is not a trump
    bonus_last_high_spade: int = 0  # the last trick won with 9♠ or higher, making the winner's bid exactly
    bonus_nil_last_ace: int = 0  # a made nil whose bidder played an ace to the last trick
    bonus_streak: int = 0  # one player wins the last bonus_streak_length tricks
    bonus_streak_length: int = 3
    bonus_streak_breaker: bool = False  # the other side taking the last trick of a possible streak gets its points
    bonus_dix: bool = False  # a trick won by the 9♠: 1, with another spade in it 5, on a spade lead 10
    target: int = 500  # end.500_or_minus200 / end.target
    mercy: int | None = -200  # end.mercy (None = no losing score)
    hand_limit: int = 0  # end.target: the game ends after this many hands (0 = no limit)
    set_per_missing_trick: bool = False  # players.cancellation: a failed contract loses 10 a missing trick
    nil_trick_penalty: int = 0  # players.cancellation: points a nil bidder loses for each trick it takes

    # ------------------------------------------------------------------ derived
    @property
    def sides(self) -> int:
        return self.players >> 1 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        """A seat's side: partners sit opposite (4 players: 0 & 2, 1 & 3; 6 players: 0 & 3, 1 & 4, 2 & 5)."""
        return seat % (self.players >> 1) if self.partnerships else seat

    def partner_of(self, seat: int) -> int | None:
        return (seat + (self.players >> 1)) % self.players if self.partnerships else None

    def deck(self) -> tuple[Card, ...]:
        """The cards in play, in index order (with two decks, the second deck's copies follow the first)."""
        removed = {Card.parse(c) for c in self.removed_cards}
        cards = [Card(i) for i in range(52) if Card(i) not in removed]
        jokers = [Card.parse(c) for c in self.high_trumps if Card.parse(c).is_joker]
        cards.extend(sorted(jokers))
        if self.decks == 2:
            cards.extend([c.twin for c in cards])
        return tuple(cards)

    @property
    def hands_only(self) -> bool:
        """The hand limit alone ends the game (players.cancellation: six hands): the target is out of reach."""
        return self.hand_limit > 0 and self.target >= NO_TARGET

    @property
    def kitty_size(self) -> int:
        """deal.kitty: the cards left over after the deal (0 without a kitty)."""
        return len(self.deck()) % self.players if self.kitty != "off" else 0

    @property
    def hand_size(self) -> int:
        if self.draw_phase:
            return len(self.deck()) // (2 * self.players)
        return len(self.deck()) // self.players

    @property
    def second_round(self) -> bool:
        """Rules that give a round after the bids (raise, bemo, no trump, the suicide copy's forced change)."""
        return (self.raise_once or self.bemo or self.no_trump or self.ace_check
                or self.bidding_system == "suicide_copy")

    @property
    def has_bonuses(self) -> bool:
        """Any score.bonus.* rule is on (the scorer then looks at the tricks themselves)."""
        return bool(self.bonus_dix or self.bonus_last_ace or self.bonus_last_ace_spade or self.bonus_last_deuce
                    or self.bonus_last_high_spade or self.bonus_nil_last_ace or self.bonus_streak)

    @property
    def bags_count(self) -> bool:
        """Bags are counted and cost points (never in the auction, whose scoring has none)."""
        return self.bag_penalty > 0 and self.bag_limit > 0 and not self.auction

    def _set(self, *names: str) -> tuple[str, ...]:
        """Of ``names``, the rules set otherwise than in the standard game (a ``RulesError``'s ``keys``)."""
        return tuple(name for name in names if getattr(self, name) != getattr(STANDARD, name))

    def _deck_keys(self) -> tuple[str, ...]:
        """The rules that make the deck and the size of a hand: the players, and those set here (a ``RulesError``'s
        ``keys``)."""
        return "players", *self._set("decks", "removed_cards", "high_trumps", "draw_phase")

    def _check_bids_open(self) -> None:
        """Limits on the bids that leave some player no bid at all: the game would wait for it for ever (a house-rules
        author's "board: 13, max_bid: 6" hung at the first hand)."""
        if self.auction or self.bidding_system in ("whiz", "mirrors"):
            return  # the auction's own numbers; the spade count ignores the limits
        if self.board > self.max_bid:
            raise RulesError.of(
                "a board of {board} needs max_bid of at least {board}: a player whose partner bids little could "
                "not bid enough for the side, and the game would wait for a bid that cannot be made",
                board=self.board).about("board", "max_bid")
        if self.bidding_system in ("suicide", "suicide_copy") and self.max_bid < 4:
            raise RulesError.of("{system} bidding needs max_bid of at least 4: its one partner bids 4 or more",
                                system=self.bidding_system).about("bidding_system", "max_bid")
        if self.partnership_talk:
            least = max(4, self.board, self.min_bid)
            if self.max_bid <= least:
                raise RulesError.of(
                    "partnership talk needs max_bid above {least}: a side bids {least} or more, but not the number "
                    "that makes both sides' bids add up to the tricks, so it needs two numbers to choose from",
                    least=least).about("partnership_talk", "max_bid")

    def _check_contracts_possible(self) -> None:
        """Limits on the bids that leave a side only contracts above the tricks of a hand: with nil off each partner
        bids at least ``min_bid``, so "min_bid: 7" made every side bid 14 of 13 tricks and be set every hand (a
        house-rules author meant "a side bids at least 7", which is ``board: 7``)."""
        if (not self.partnerships or self.nil or self.auction or self.partnership_talk
                or self.bidding_system in ("whiz", "mirrors")):
            return  # a nil bidder's side may bid min_bid alone; the auction, talk and spade counts: one side bid
        least = 2 * self.min_bid
        most = self.hand_size // 2
        if self.half_tricks:  # the first partner's min_bid½ and its partner's ½ make min_bid + 1
            least = min(least, self.min_bid + 1)
            most = self.hand_size - 1
        if least > self.hand_size:
            raise RulesError.of(
                "min_bid {value} is each partner's least bid, so with nil off every side would bid at least {least} "
                "of the {hand} tricks of a hand and be set every hand: min_bid may be at most {most}; for a side "
                "that bids at least {value}, set board: {value} instead", value=self.min_bid, least=least,
                hand=self.hand_size, most=most).about("min_bid", "nil")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["removed_cards"] = list(self.removed_cards)
        data["high_trumps"] = list(self.high_trumps)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from ``to_dict`` output; unknown keys or bad values raise ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError.of("rules must be a mapping of rule names to values")
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise RulesError.of("unknown rule {rule}; known rules: {known}", rule=repr(unknown[0]),
                                known=", ".join(sorted(known)))
        values: dict[str, Any] = {}
        defaults = cls()
        for name, value in data.items():
            default = getattr(defaults, name)
            if isinstance(default, tuple):
                if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                    raise RulesError.of("rule {name} must be a list of cards such as [2C, 2D]", name=repr(name)).about(
                        name)
                value = tuple(value)
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise RulesError.of("rule {name} must be true or false, not {value}", name=repr(name),
                                          value=repr(value)).about(name)
            elif isinstance(default, int) or name == "mercy":
                if not (value is None and name == "mercy") and (
                    isinstance(value, bool) or not isinstance(value, int)
                ):
                    raise RulesError.of("rule {name} must be a whole number, not {value}", name=repr(name),
                                          value=repr(value)).about(name)
            elif isinstance(default, str) and not isinstance(value, str):
                raise RulesError.of("rule {name} must be text, not {value}", name=repr(name), value=repr(value)).about(
                    name)
            values[name] = value
        rules = replace(defaults, **values)
        rules.validate()
        return rules

    # --------------------------------------------------------------- validation
    def validate(self) -> None:
        """Raise ``RulesError`` when options are out of range or contradict each other."""
        _choice("bid_order", self.bid_order, ("left_of_dealer", "dealer"))
        _choice("double_nil", self.double_nil, ("separate", "doubled", "lose_all"))
        _choice("nil_exchange", self.nil_exchange, NIL_EXCHANGE_VALUES)
        _choice("bidding_system", self.bidding_system, BIDDING_SYSTEMS)
        _choice("first_lead", self.first_lead, ("left_of_dealer", "two_of_clubs"))
        _choice("must_overtrump", self.must_overtrump, OVERTRUMP_VALUES)
        _choice("card_pass_to", self.card_pass_to, ("partner", "left", "right"))
        _choice("mo", self.mo, ("off", "in_a_row", "first_tricks"))
        _choice("card_pass_when", self.card_pass_when, ("after_bidding", "before_bidding"))
        if self.players not in (2, 3, 4, 6):
            raise RulesError.of("players must be 2, 3, 4 or 6, not {players}", players=self.players).about("players")
        if self.partnerships and self.players not in (4, 6):
            raise RulesError.of("partnerships need 4 or 6 players; set partnerships: false for 2 or 3").about(
                "partnerships", "players")
        self._validate_cancellation()
        for text in self.removed_cards + self.high_trumps:
            try:
                Card.parse(text)
            except ValueError as exc:
                raise RulesError.like(exc).about(
                    "removed_cards" if text in self.removed_cards else "high_trumps") from None
        for text in self.removed_cards:
            if Card.parse(text).is_joker:
                raise RulesError.of("removed_cards lists ordinary cards; jokers are added by high_trumps").about(
                    "removed_cards", "high_trumps")
        overlap = set(self.removed_cards) & set(self.high_trumps)
        if overlap:
            raise RulesError.of("{card} cannot be both removed and a high trump", card=sorted(overlap)[0]).about(
                "removed_cards", "high_trumps")
        if len(set(self.high_trumps)) != len(self.high_trumps):
            raise RulesError.of("high_trumps lists a card twice").about("high_trumps")
        _choice("trump_suit", self.trump_suit, TRUMP_SUITS)
        if (self.show_seven or self.trump_suit != "spades") and (
                self.high_trumps or self.suit_order or self.no_trump or self.has_bonuses
                or self.first_lead != "left_of_dealer" or self.aces_low):
            raise RulesError.of("another trump suit than spades (show_seven, trump_suit) needs the plain deck: no "
                             "high_trumps, suit_order, no_trump, aces_low, score bonuses or first_lead").about(
                *self._set("show_seven", "trump_suit", "high_trumps", "suit_order", "no_trump", "aces_low",
                           "first_lead", "bonus_dix", *BONUS_POINTS))
        if self.show_seven and ((self.nil and self.blind_nil) or self.blind_bids or self.blind_six or self.blind_moon
                                or self.hand_size < 7):
            raise RulesError.of("show_seven is decided after looking at the cards: it needs blind_nil, blind_bids, "
                             "blind_six and blind_moon off (and 7 cards or more in a hand)").about(
                "show_seven", *(("blind_nil",) if self.nil and self.blind_nil else ()),
                *self._set("blind_bids", "blind_six", "blind_moon"), *(self._deck_keys() if self.hand_size < 7 else ()))
        _choice("kitty", self.kitty, ("off", "two_of_clubs", "high_bidder"))
        deck = len(self.deck())
        per = 2 * self.players if self.draw_phase else self.players
        if self.kitty != "off":
            if not 1 <= deck % self.players <= 3:
                raise RulesError.of("a kitty is the 1 to 3 cards left over after the deal; {deck} cards dealt to "
                                    "{players} players leave {left}", deck=deck, players=self.players,
                                    left=deck % self.players).about("kitty", *self._deck_keys())
            clashes = [name for name in ("draw_phase", "card_pass") if getattr(self, name)] + (
                ["nil_exchange"] if self.nil_exchange != "none" else [])
            if clashes:
                raise RulesError.of("the kitty cannot be combined with {clashes}", clashes=", ".join(clashes)).about(
                    "kitty", *clashes)
            if self.kitty == "two_of_clubs" and Card.parse("2C") not in self.deck():
                raise RulesError.of(
                    "kitty: two_of_clubs needs the 2♣ in the deck (not removed, not a high trump)").about(
                    "kitty", *self._set("removed_cards", "high_trumps"))
        elif deck % per:
            if self.draw_phase:  # 54 cards split evenly for two; the draw needs four equal parts (QA: it said "cannot
                raise RulesError.of(  # be dealt evenly to 2 players")
                    "the two-player draw needs a deck that divides by 4 (each player keeps one card of every two "
                    "drawn); {deck} cards do not: remove cards (removed_cards) or change the jokers", deck=deck).about(
                    "draw_phase", *self._deck_keys())
            raise RulesError.of(
                "a deck of {deck} cards cannot be dealt evenly to {players} players; "
                "remove cards (removed_cards) or change the jokers", deck=deck, players=self.players).about(
                *self._deck_keys(), *(("kitty",) if 1 <= deck % self.players <= 3 else ()))
        if self.draw_phase and self.players != 2:
            raise RulesError.of("the draw phase is for the two-player game (players: 2)").about("draw_phase", "players")
        hand = self.hand_size
        if not 0 <= self.min_bid <= hand:
            raise RulesError.of(
                "min_bid must be between 0 and {hand}, not {value}", hand=hand, value=self.min_bid).about(
                "min_bid")
        if not max(self.min_bid, 1) <= self.max_bid <= hand:
            raise RulesError.of("max_bid must be between {low} and {hand}", low=max(self.min_bid, 1), hand=hand).about(
                "max_bid", "min_bid")
        if self.target <= 0:
            raise RulesError.of("target must be a positive score, not {value}", value=self.target).about("target")
        if self.mercy is not None and self.mercy >= 0:
            raise RulesError.of("mercy (the losing score) must be below zero, not {value}", value=self.mercy).about(
                "mercy")
        for name in ("nil_value", "blind_nil_value", "blind_trick_value",
                     "ten_for_two_hundred_value", "ten_for_two_hundred_penalty",
                     "bag_penalty", "bag_limit", "blind_nil_behind", "blind_bid_behind", *BONUS_POINTS,
                     "lexington_value", "blind_six_value", "blind_six_penalty"):
            value = getattr(self, name)
            if not 0 <= value <= 10_000:
                raise RulesError.of("{name} must be between 0 and 10000, not {value}", name=name, value=value).about(
                    name)
        for name in ("nil_pass_count", "blind_nil_pass_count", "blind_nil_redraw", "card_pass"):
            value = getattr(self, name)
            if not 0 <= value <= 3:
                raise RulesError.of("{name} must be between 0 and 3, not {value}", name=name, value=value).about(name)
        if self.nil_exchange == "pass" and self.nil and self.nil_pass_count == 0 and not (
                self.blind_nil and self.blind_nil_pass_count):  # QA: accepted, and the rules card left it out
            raise RulesError.of("nil_exchange 'pass' passes no card: nil_pass_count is 0 and no blind nil passes "
                                "any; pass at least one card, or set nil_exchange to none").about(
                "nil_exchange", "nil_pass_count", "blind_nil_pass_count")
        if not 1 <= self.blind_bid_max <= hand:
            raise RulesError.of("blind_bid_max must be between 1 and {hand}", hand=hand).about("blind_bid_max")
        if not 0 <= self.board <= hand:
            raise RulesError.of("board must be between 0 and {hand}", hand=hand).about("board")
        self._check_bids_open()
        self._check_contracts_possible()
        if self.nil_exchange != "none" and not self.partnerships:
            raise RulesError.of("nil card exchange needs partners (partnerships: true)").about(
                "nil_exchange", "partnerships")
        if not self.card_pass and (self.card_pass_to != "partner" or self.card_pass_when != "after_bidding"):
            raise RulesError.of("card_pass_to and card_pass_when have no effect unless card_pass is more than 0").about(
                "card_pass", *self._set("card_pass_to", "card_pass_when"))
        if self.card_pass:
            if self.card_pass_to == "partner" and not self.partnerships:
                raise RulesError.of("card_pass_to: partner needs partners; pass to the left or right instead").about(
                    "card_pass", "card_pass_to", "partnerships")
            if self.nil_exchange != "none":
                raise RulesError.of("card_pass (every hand) and nil_exchange cannot both be on; choose one").about(
                    "card_pass", "nil_exchange")
            if self.card_pass_when == "before_bidding" and (
                    self.draw_phase or (self.nil and self.blind_nil) or self.blind_bids or self.blind_six
                    or self.blind_moon):
                raise RulesError.of(
                    "passing before the bidding shows every player its cards, so blind bids must be off "
                    "(blind_nil, blind_bids, blind_six, blind_moon: false) and there is no draw phase").about(
                    "card_pass_when", *self._set("draw_phase", "blind_bids", "blind_six", "blind_moon"),
                    *(("blind_nil",) if self.nil and self.blind_nil else ()))
        if self.double_nil != "separate" and not self.partnerships:
            raise RulesError.of("double_nil scoring needs partners (partnerships: true)").about(
                "double_nil", "partnerships")
        if self.bidding_system != "standard" and not self.partnerships:
            raise RulesError.of("{system} bidding is a partnership game", system=self.bidding_system).about(
                "bidding_system", "partnerships")
        if self.bidding_system in ("whiz", "mirrors") and (self.blind_bids or (self.nil and self.blind_nil)):
            raise RulesError.of(
                "{system} bids are the spade count, so blind bids and blind nil "
                "must be off (blind_bids: false, blind_nil: false)", system=self.bidding_system).about(
                "bidding_system", *self._set("blind_bids"),
                *(("blind_nil",) if self.nil and self.blind_nil else ()))
        if self.bidding_system != "standard" and self.board:
            raise RulesError.of("board cannot be combined with {system} bidding", system=self.bidding_system).about(
                "board", "bidding_system")
        if self.bidding_system in ("suicide", "suicide_copy") and not self.nil:
            raise RulesError.of("suicide bidding needs nil bids (nil: true)").about("bidding_system", "nil")
        if self.bidding_system in ("whiz", "mirrors") and not self.nil:
            # a hand with no spades bids nil in both: without nil it would have no bid
            raise RulesError.of(
                "{system} bidding needs nil bids (nil: true): a hand with no spades must bid nil",
                system=self.bidding_system).about("bidding_system", "nil")
        if self.ten_for_two_hundred and not self.partnerships:
            raise RulesError.of("10 for 200 is a partnership bid").about("ten_for_two_hundred", "partnerships")
        if self.ten_for_two_hundred_any_ten and not self.ten_for_two_hundred:
            raise RulesError.of("ten_for_two_hundred_any_ten needs 10 for 200 (ten_for_two_hundred: true)").about(
                "ten_for_two_hundred_any_ten", "ten_for_two_hundred")
        if self.moon and not self.partnerships:
            raise RulesError.of("shooting the moon is a partnership bid here").about("moon", "partnerships")
        if self.raise_once and self.bidding_system in ("whiz", "mirrors"):
            raise RulesError.of("{system} bids are the spade count, so raise_once must be off",
                                system=self.bidding_system).about("raise_once", "bidding_system")
        for name in ("blind_moon", "lexington", "blind_six", "bemo"):
            if getattr(self, name) and not self.partnerships:
                raise RulesError.of("{name} is a partnership bid (partnerships: true)", name=name).about(
                    name, "partnerships")
        if self.mo != "off" and not self.partnerships:
            raise RulesError.of("mo is a partnership bid (partnerships: true)").about("mo", "partnerships")
        if self.mo == "first_tricks" and self.first_lead == "two_of_clubs":  # author QA: the card said both
            raise RulesError.of(
                "mo: first_tricks has the Mo bidder lead the first trick, so it cannot be combined with first_lead: "
                "two_of_clubs (the holder of the 2♣, or the lowest club in play, leads it); choose one").about(
                "mo", "first_lead")
        if (self.mo != "off" or self.bemo) and self.hand_size != 13:
            raise RulesError.of("mo and bemo are bids of a 13-trick hand").about(
                *self._set("mo", "bemo"), *self._deck_keys())
        if self.auction:
            clashes = [name for name in AUCTION_CLASHES if getattr(self, name)] + (["mo"] if self.mo != "off" else [])
            if self.bidding_system != "standard":
                clashes.insert(0, "bidding_system")
            if clashes or not self.partnerships or self.nil or self.draw_phase or self.hand_size != 13:
                raise RulesError.of(
                    "auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, "
                    "standard bidding and none of {names} (on: {clashes})" if clashes else
                    "auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, "
                    "standard bidding and none of {names}", names=", ".join(AUCTION_CLASHES),
                    clashes=", ".join(clashes)).about(
                    "auction", *clashes, *self._set("partnerships", "draw_phase"), *(("nil",) if self.nil else ()),
                    *(self._deck_keys() if self.hand_size != 13 else ()))
            ignored = [f"{name}: {'null' if getattr(self, name) is None else getattr(self, name)}"
                       for name, kept in AUCTION_IGNORES if getattr(self, name) not in kept]
            if ignored:  # author QA: min_bid 3, bags 5/50 and mercy −50 loaded, and the rules card said "−50 loses"
                raise RulesError.of(
                    "min_bid, max_bid, bag_limit, bag_penalty and mercy have no effect unless auction is false: the "
                    "auction's bids are 1 to 7 and its scores have no bags and never fall below zero; remove "
                    "{values} (bag_penalty: 0 and mercy: null may stay)", values=", ".join(ignored)).about(
                    "auction", *(name for name, kept in AUCTION_IGNORES if getattr(self, name) not in kept))
        if self.partnership_talk:
            clashes = [name for name in AUCTION_CLASHES if name != "board"
                       and getattr(self, name)] + (["mo"] if self.mo != "off" else [])
            clashes += ["auction"] if self.auction else []
            if clashes or self.bidding_system != "standard" or not self.partnerships or self.nil or self.draw_phase:
                raise RulesError.of(
                    "partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, "
                    "standard bidding and no other special bids (on: {clashes})" if clashes else
                    "partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, "
                    "standard bidding and no other special bids", clashes=", ".join(clashes)).about(
                    "partnership_talk", *clashes, *self._set("bidding_system", "partnerships", "draw_phase"),
                    *(("nil",) if self.nil else ()))
        if self.ace_check and not self.partnership_talk:
            raise RulesError.of("ace_check is part of partnership bidding (partnership_talk: true)").about(
                "ace_check", "partnership_talk")
        if self.half_tricks and self.board:
            raise RulesError.of("half_tricks cannot be combined with a board").about("half_tricks", "board")
        if self.half_tricks and (self.bidding_system != "standard" or not self.partnerships):
            raise RulesError.of(
                "half_tricks is for standard partnership bidding (the partner makes the side whole)").about(
                "half_tricks", *self._set("bidding_system", "partnerships"))
        if self.no_trump and self.bidding_system in ("whiz", "mirrors"):
            raise RulesError.of("{system} bids are the spade count, so no_trump must be off",
                                system=self.bidding_system).about("no_trump", "bidding_system")
        if self.bemo and self.bidding_system in ("whiz", "mirrors"):
            raise RulesError.of(
                "{system} bids are the spade count, so bemo must be off", system=self.bidding_system).about(
                "bemo", "bidding_system")
        if (self.blind_moon or self.blind_six) and self.bidding_system in ("whiz", "mirrors"):
            raise RulesError.of("{system} bids are the spade count, so blind_moon and blind_six must be off",
                                system=self.bidding_system).about(
                *self._set("blind_moon", "blind_six"), "bidding_system")
        if not self.blind_six_exact and not self.blind_six:
            raise RulesError.of("blind_six_exact has no effect unless blind_six is true").about(
                "blind_six_exact", "blind_six")
        if (self.lexington or self.blind_six) and self.hand_size != 13:
            raise RulesError.of("lexington and blind_six are bids of a 13-trick hand").about(
                *self._set("lexington", "blind_six"), *self._deck_keys())
        if self.no_side_nine and not self.partnerships:
            raise RulesError.of("no_side_nine is about a partnership's contract (partnerships: true)").about(
                "no_side_nine", "partnerships")
        if not 3 <= self.bonus_streak_length <= 5:
            raise RulesError.of(
                "bonus_streak_length must be 3, 4 or 5, not {value}", value=self.bonus_streak_length).about(
                "bonus_streak_length")
        if self.bonus_streak_length != 3 and not self.bonus_streak:
            raise RulesError.of(
                "bonus_streak_length has no effect without bonus_streak (the points of the streak)").about(
                "bonus_streak_length", "bonus_streak")
        if self.bonus_streak_breaker and not self.bonus_streak:
            raise RulesError.of(
                "bonus_streak_breaker has no effect without bonus_streak (the points of the streak)").about(
                "bonus_streak_breaker", "bonus_streak")
        if self.lexington_automatic and not self.lexington:
            raise RulesError.of("lexington_automatic needs lexington: true").about("lexington_automatic", "lexington")
        if self.bonus_nil_last_ace and not self.nil:
            raise RulesError.of("bonus_nil_last_ace needs nil bids (nil: true)").about("bonus_nil_last_ace", "nil")
        if not 0 <= self.hand_limit <= 10_000:
            raise RulesError.of(
                "hand_limit must be between 0 (no limit) and 10000, not {value}", value=self.hand_limit).about(
                "hand_limit")
        if self.double_blind_nil_wins and not (self.partnerships and self.blind_nil and self.nil):
            raise RulesError.of("double_blind_nil_wins needs partners who may bid blind nil (blind_nil: true)").about(
                "double_blind_nil_wins",
                *(name for name in ("partnerships", "nil", "blind_nil") if not getattr(self, name)))
        if not -1 <= self.misdeal_spades <= 3:
            raise RulesError.of(
                "misdeal_spades must be between -1 (off) and 3, not {value}", value=self.misdeal_spades).about(
                "misdeal_spades")
        if self.misdeal_weak_hand and self.draw_phase:
            raise RulesError.of(
                "misdeal_weak_hand is for dealt hands, not the two-player draw (draw_phase: true)").about(
                "misdeal_weak_hand", "draw_phase")
        if self.misdeal_weak_hand and self.misdeal_spades < 0 and not self.misdeal_no_faces:
            raise RulesError.of(
                "misdeal_weak_hand needs a weak hand: misdeal_spades 0 to 3 or misdeal_no_faces: true").about(
                "misdeal_weak_hand", "misdeal_spades", "misdeal_no_faces")
        if not self.misdeal_weak_hand and (self.misdeal_spades != 1 or not self.misdeal_no_faces):
            raise RulesError.of(
                "misdeal_spades and misdeal_no_faces have no effect unless misdeal_weak_hand is true").about(
                *self._set("misdeal_spades", "misdeal_no_faces"), "misdeal_weak_hand")
        if self.lowest_club_first_trick and self.first_lead != "two_of_clubs":
            raise RulesError.of(
                "lowest_club_first_trick needs the lowest club to lead (first_lead: two_of_clubs)").about(
                "lowest_club_first_trick", "first_lead")
        if self.jokers_first_wins and not {"BJ", "LJ"} <= set(self.high_trumps):
            raise RulesError.of(
                "jokers_first_wins needs both jokers as high trumps (high_trumps: [BJ, LJ, ...])").about(
                "jokers_first_wins", "high_trumps")
        if self.joker_conversion:
            clashes = [name for name in ("jokers_first_wins", "big_joker_forces", "suit_order", "no_trump", "aces_low")
                       if getattr(self, name)] + (["must_overtrump"] if self.must_overtrump != "off" else [])
            if sorted(self.high_trumps) != ["BJ", "LJ"] or not self.partnerships or clashes:
                raise RulesError.of(
                    "joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps "
                    "([BJ, LJ]) and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, "
                    "must_overtrump (on: {clashes})" if clashes else
                    "joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps "
                    "([BJ, LJ]) and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, "
                    "must_overtrump", clashes=", ".join(clashes)).about(
                    "joker_conversion", *(() if sorted(self.high_trumps) == ["BJ", "LJ"] else ("high_trumps",)),
                    *self._set("partnerships"), *clashes)
        if self.big_joker_forces and "BJ" not in self.high_trumps:
            raise RulesError.of("big_joker_forces needs the Big Joker as a high trump (high_trumps: [BJ, ...])").about(
                "big_joker_forces", "high_trumps")
        if self.blind_nil_redraw and not self.draw_phase:
            raise RulesError.of("blind_nil_redraw is part of the two-player draw game").about(
                "blind_nil_redraw", "draw_phase")
        if self.blind_nil_redraw and not (self.nil and self.blind_nil):  # nil: false turns blind nil off too
            raise RulesError.of("blind_nil_redraw needs blind nil (blind_nil: true)").about(
                "blind_nil_redraw", *(name for name in ("nil", "blind_nil") if not getattr(self, name)))

    def _validate_cancellation(self) -> None:
        """players.cancellation: six players in three sides of two with two decks, and the rules that fit it."""
        if self.decks not in (1, 2):
            raise RulesError.of("decks must be 1 or 2, not {value}", value=self.decks).about("decks")
        if self.players == 6 and not (self.partnerships and self.decks == 2):
            raise RulesError.of(
                "6 players play in three sides of two (partnerships: true) with two decks (decks: 2)").about(
                "players", *self._set("partnerships"), *(() if self.decks == 2 else ("decks",)))
        if self.decks == 2 and self.players != 6:
            raise RulesError.of("two decks (decks: 2) are for the six-player game (players: 6)").about(
                "decks", "players")
        if self.cancellation and self.decks != 2:
            raise RulesError.of("cancellation needs two decks (decks: 2): only identical cards cancel").about(
                "cancellation", "decks")
        if not 0 <= self.nil_trick_penalty <= 10_000:
            raise RulesError.of("nil_trick_penalty must be between 0 and 10000, not {value}",
                                value=self.nil_trick_penalty).about("nil_trick_penalty")
        if self.decks == 2:
            clashes = [name for name in SIX_CLASHES if getattr(self, name)]
            clashes += [name for name, off in (("kitty", "off"), ("mo", "off"), ("must_overtrump", "off"),
                                               ("bidding_system", "standard"), ("trump_suit", "spades"))
                        if getattr(self, name) != off]
            clashes += [] if self.first_lead == "left_of_dealer" else ["first_lead"]
            if any(Card.parse(c).is_joker for c in self.high_trumps):
                clashes.append("jokers in high_trumps")
            if clashes:
                raise RulesError.of("the six-player game with two decks plays standard bids (a number or nil, blind "
                                    "nil) and the plain trump rules; it cannot be combined with {clashes}",
                                    clashes=", ".join(clashes)).about(
                    "decks", *(name.removeprefix("jokers in ") for name in clashes))

    def mo_need(self, big: bool) -> int:
        """Tricks a Little (Big) Mo needs: in a row, or the first ones."""
        if self.mo == "first_tricks":
            return 10 if big else 7
        return 8 if big else 6

    def mo_value(self, big: bool) -> int:
        if big:
            return 250 if self.mo == "first_tricks" else 300
        return 150

    # ---------------------------------------------------------------- trumps
    def trump_order(self) -> tuple[Card, ...]:
        """Every trump, highest first."""
        high = tuple(Card.parse(c) for c in self.high_trumps)
        removed = {Card.parse(c) for c in self.removed_cards}
        ranks = [*range(13, 1, -1), 14] if self.aces_low else list(range(14, 1, -1))
        spades = [Card.of(r, Suit(TRUMP_SUITS.index(self.trump_suit))) for r in ranks]
        return high + tuple(c for c in spades if c not in high and c not in removed)


def _choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesError.of("{name} must be one of {allowed}, not {value}", name=name, allowed=", ".join(allowed),
                             value=repr(value)).about(name)


STANDARD = RuleSet()
