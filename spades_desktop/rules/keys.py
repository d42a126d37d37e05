"""The rule keys a preset may set: type, allowed values and the RULES.md ids.

A preset's ``rules:`` mapping uses the field names of the engine's
``RuleSet``. Each key has a ``KeySpec`` here that checks one value and says
what is allowed; ``RuleSet.validate`` then checks that the values fit
together. ``variants/README.md`` documents the same table for preset authors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, Final

from ..engine.cards import Card
from ..engine.errors import Param, ParseError, Reason, SpadesError, because, render_reason
from ..engine.ruleset import RuleSet


class ValueProblem(SpadesError):
    """A value that a key does not accept; the message says what is allowed (its template kept for a translation:
    ``ValueProblem.of``)."""


@dataclass(frozen=True, slots=True)
class KeySpec:
    """How one rule key is written in a preset."""

    name: str
    kind: str  # "bool", "int", "choice", "cards", "score_or_off"
    ids: tuple[str, ...]  # RULES.md ids this key implements
    help: str  # one line for preset authors
    low: int = 0
    high: int = 0
    choices: tuple[Any, ...] = ()
    jokers: bool = False  # "cards" keys: may list BJ / LJ

    @property
    def allowed(self) -> str:
        """What the key accepts, in words."""
        return render_reason(self.allowed_reason)

    @property
    def allowed_reason(self) -> Reason:
        """What the key accepts, as a translatable ``Reason`` (``allowed`` is its English)."""
        if self.kind == "bool":
            return because("true or false")
        if self.kind == "choice" or (self.kind == "int" and self.choices):
            return because("one of {choices}", choices=", ".join(str(c) for c in self.choices))
        if self.kind == "int":
            return because("a whole number from {low} to {high}", low=self.low, high=self.high)
        if self.kind == "score_or_off":
            return because("a whole number from {low} to {high}, or null (off)", low=self.low, high=self.high)
        return because(
            "a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S, or the jokers BJ "
            "and LJ)" if self.jokers else
            "a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S)")

    @property
    def default(self) -> Any:
        value = getattr(_DEFAULTS, self.name)
        return list(value) if isinstance(value, tuple) else value

    def check(self, value: Any) -> Any:
        """The value as the ``RuleSet`` field wants it, or ``ValueProblem``."""
        return _CHECKERS[self.kind](self, value)


_DEFAULTS: Final = RuleSet()


def _show(value: Any) -> str:
    """A short text of a value from a YAML file (never huge)."""
    import reprlib

    short = reprlib.Repr()
    short.maxstring = 40
    short.maxother = 40
    short.maxlist = short.maxdict = 4
    short.maxlevel = 2
    if value is None:
        return "null (nothing)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if not isinstance(value, (str, int, float, list, dict)):  # a YAML tag's value (!!binary, !!set, !!timestamp):
        return f"a !!{_TAGS.get(type(value).__name__, type(value).__name__)} value"  # not Python's repr of it
    return short.repr(value)


_TAGS: Final = {"bytes": "binary", "datetime": "timestamp", "date": "timestamp"}


def shown(value: Any) -> Param:
    """``_show(value)`` as a translatable param: "null (nothing)" is words, any other value stays as written."""
    return because("null (nothing)") if value is None else _show(value)


def _not_allowed(spec: KeySpec, value: Param) -> ValueProblem:
    return ValueProblem.of("must be {allowed}, not {value}", allowed=spec.allowed_reason, value=value)


def _check_bool(spec: KeySpec, value: Any) -> Any:
    if not isinstance(value, bool):
        raise ValueProblem.of("must be true or false, not {value}", value=shown(value))
    return value


def _whole(spec: KeySpec, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _not_allowed(spec, shown(value))
    return value


def _check_int(spec: KeySpec, value: Any) -> Any:
    number = _whole(spec, value)
    if spec.choices:
        if number not in spec.choices:
            raise _not_allowed(spec, number)
    elif not spec.low <= number <= spec.high:
        raise _not_allowed(spec, number)
    return number


def _check_score_or_off(spec: KeySpec, value: Any) -> Any:
    if value is None or value is False:  # "mercy: off" reads as false in YAML
        return None
    return _check_int(spec, value)


def _check_choice(spec: KeySpec, value: Any) -> Any:
    if value is False and "off" in spec.choices:  # YAML reads a bare off as false
        return "off"
    if not isinstance(value, str) or value not in spec.choices:
        raise _not_allowed(spec, shown(value))
    return value


def _check_cards(spec: KeySpec, value: Any) -> Any:
    if value is None:
        return ()
    if isinstance(value, str):
        items: list[Any] = value.replace(",", " ").split()
    elif isinstance(value, list):
        items = value
    else:
        raise _not_allowed(spec, shown(value))
    cards: list[str] = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, (str, int)):
            raise ValueProblem.of("must be {allowed}; {item} is not a card", allowed=spec.allowed_reason,
                                  item=shown(item))
        try:
            card = Card.parse(str(item))
        except ParseError:
            raise ValueProblem.of("must be {allowed}; {item} is not a card", allowed=spec.allowed_reason,
                                  item=shown(item)) from None
        if card.is_joker and not spec.jokers:
            raise ValueProblem.of("lists ordinary cards only; jokers join the deck through high_trumps")
        if str(card) in cards:
            raise ValueProblem.of("lists {card} twice", card=card.pretty)
        cards.append(str(card))
    return tuple(cards)


_CHECKERS: Final[dict[str, Callable[[KeySpec, Any], Any]]] = {
    "bool": _check_bool,
    "int": _check_int,
    "score_or_off": _check_score_or_off,
    "choice": _check_choice,
    "cards": _check_cards,
}

POINTS = 10_000  # the largest point value a preset may give (validate() agrees)

_SPECS: Final = (
    KeySpec("players", "int", ("players.four_partnership", "players.cutthroat", "players.cancellation"),
            "number of players; 6 = three sides of two with two decks (decks: 2)", choices=(2, 3, 4, 6)),
    KeySpec("partnerships", "bool", ("players.four_partnership", "players.cutthroat", "players.cancellation"),
            "opposite seats are partners (4 or 6 players); false = each for themselves (2 to 4 players)"),
    KeySpec("decks", "int", ("players.cancellation",),
            "how many decks are shuffled together: 2 = every card twice (for 6 players)", choices=(1, 2)),
    KeySpec("cancellation", "bool", ("players.cancellation",),
            "identical cards (the same card of both decks) played to one trick cancel each other and cannot win "
            "it; a trick that nothing left can win is dead: set aside, won by nobody, and its leader leads "
            "again (needs decks: 2)"),
    KeySpec("removed_cards", "cards", ("players.cutthroat", "trump.jokers_high"),
            "cards taken out of the deck, e.g. [2C] for three players or [2C, 2D] with jokers"),
    KeySpec("high_trumps", "cards", ("trump.jokers_high", "trump.deuces_high", "trump.bowers"),
            "cards that rank above A♠ as trumps, highest first; BJ/LJ add the jokers to the deck",
            jokers=True),
    KeySpec("aces_low", "bool", ("trump.deuces_high",),
            "every ace ranks lowest in its suit (A♠ the lowest trump), as the 'aces low' table agrees before "
            "the game; false = aces high"),
    KeySpec("trump_suit", "choice", ("trump.show_seven",),
            "the trump suit: spades in every source; show_seven changes it for one hand",
            choices=("spades", "hearts", "diamonds", "clubs")),
    KeySpec("show_seven", "bool", ("trump.show_seven",),
            "before the bidding, a player holding 7 cards or more of a suit other than spades may show them to "
            "make that suit trump for the hand; then a player holding 7 spades or more may show them to make spades "
            "trump again (needs the blind bids off)"),
    KeySpec("suit_order", "bool", ("trump.suit_order",),
            "suits rank ♠ > ♣ > ♦ > ♥: a card of a higher suit than the one led beats every card of the led "
            "suit (the highest suit played wins, then the highest card of it)"),
    KeySpec("jokers_first_wins", "bool", ("trump.jokers_first_wins",),
            "both jokers are the top trumps, and when both fall in one trick the one played first wins it "
            "(needs BJ and LJ in high_trumps)"),
    KeySpec("big_joker_forces", "bool", ("trump.big_joker_forces",),
            "when the Big Joker is led, each opponent holding a spade must play its highest one (needs BJ in "
            "high_trumps)"),
    KeySpec("joker_conversion", "bool", ("trump.joker_conversion",),
            "the jokers (high_trumps: [BJ, LJ]) have no rank of their own: a joker turns the card its partner plays "
            "to the same trick into the spade of that rank, just below the natural spade; two such cards of one "
            "rank: the higher joker's side wins"),
    KeySpec("draw_phase", "bool", ("deal.draw_two_player",),
            "two players draw their hands from the stock instead of a deal (players: 2)"),
    KeySpec("kitty", "choice", ("deal.kitty",),
            "the 1 to 3 cards left over after an even deal lie face down as a kitty: 'two_of_clubs' (the 2♣ "
            "holder takes them before the bidding) or 'high_bidder' (the highest bidder, the first of equal "
            "bids, takes them after the bidding); the taker then discards as many cards face down, out of play",
            choices=("off", "two_of_clubs", "high_bidder")),
    KeySpec("misdeal_weak_hand", "bool", ("deal.misdeal_weak_hand",),
            "a player whose hand is weak (misdeal_spades, misdeal_no_faces) may call a misdeal instead of bidding, "
            "while no one of its side has bid: the hand is shown and the same dealer deals again"),
    KeySpec("misdeal_spades", "int", ("deal.misdeal_weak_hand",),
            "a hand with this many spades (trumps) or fewer is weak (-1 = the spade count does not matter)",
            low=-1, high=3),
    KeySpec("misdeal_no_faces", "bool", ("deal.misdeal_weak_hand",),
            "a hand without a jack, queen or king is weak"),
    KeySpec("bid_order", "choice", ("bid.order_left_of_dealer", "bid.order_from_dealer"),
            "who bids first: the player left of the dealer, or the dealer",
            choices=("left_of_dealer", "dealer")),
    KeySpec("min_bid", "int", ("bid.min_one_unless_nil", "bid.fredrieo"),
            "the lowest number bid (besides nil); 0 lets a player bid 0 tricks when nil is off",
            low=0, high=26),
    KeySpec("max_bid", "int", ("bid.order_left_of_dealer",), "the highest number bid (at most the hand size)",
            low=1, high=26),
    KeySpec("nil", "bool", ("score.nil",), "nil bids are allowed (false also turns blind nil off)"),
    KeySpec("nil_value", "int", ("score.nil",), "points won for a made nil and lost for a failed one",
            low=0, high=POINTS),
    KeySpec("blind_nil", "bool", ("score.blind_nil",), "blind nil (before looking at the cards) is allowed"),
    KeySpec("blind_nil_value", "int", ("score.blind_nil",), "points won or lost for a blind nil",
            low=0, high=POINTS),
    KeySpec("blind_nil_behind", "int", ("bid.blind_nil_when_behind",),
            "blind nil only when the side trails the leader by at least this many points (0 = always)",
            low=0, high=POINTS),
    KeySpec("double_nil", "choice", ("bid.double_nil", "score.both_nil_lose_all", "bid.double_blind_nil"),
            "both partners bid nil: 'separate' (each scored alone), 'doubled' ([V]: bonuses doubled when "
            "both make it, no penalty otherwise), 'lose_all' ([B]: both nils' worth when both make it, +200 with "
            "nil_value 100, else the side loses its whole score)", choices=("separate", "doubled", "lose_all")),
    KeySpec("double_blind_nil_wins", "bool", ("bid.double_blind_nil",),
            "both partners bid blind nil and both make it: the side wins the game outright"),
    KeySpec("nil_tricks_count", "bool", ("nil.tricks_count_for_partner",),
            "tricks taken by a nil bidder count toward the partner's contract (and as bags)"),
    KeySpec("nil_exchange", "choice", ("nil.pass_cards", "nil.book_exchange"),
            "cards exchanged with the partner after a nil: none, 'pass' (nil_pass_count / "
            "blind_nil_pass_count cards) or 'book' (3 cards each way)", choices=("none", "pass", "book")),
    KeySpec("nil_pass_count", "int", ("nil.pass_cards",),
            "cards each partner passes after a nil (0 = pass only for blind nil)", low=0, high=3),
    KeySpec("blind_nil_pass_count", "int", ("nil.pass_cards",),
            "cards each partner passes after a blind nil", low=0, high=3),
    KeySpec("blind_nil_redraw", "int", ("nil.blind_redraw",),
            "two-player blind nil: cards the bidder may swap for random discards", low=0, high=3),
    KeySpec("card_pass", "int", ("nil.pass_cards",),
            "every hand, with or without a nil, each player passes this many cards face down (0 = off)",
            low=0, high=3),
    KeySpec("card_pass_to", "choice", ("nil.pass_cards",),
            "who receives the passed cards: the partner, or the opponent on the left or on the right",
            choices=("partner", "left", "right")),
    KeySpec("card_pass_when", "choice", ("nil.pass_cards",),
            "pass after the bidding, or before it (then no blind bids)", choices=("after_bidding", "before_bidding")),
    KeySpec("blind_bids", "bool", ("bid.blind",), "blind bids of 1 to blind_bid_max tricks (\"bidding from behind\")"),
    KeySpec("blind_bid_max", "int", ("bid.blind",), "the largest blind bid", low=1, high=17),
    KeySpec("blind_bid_behind", "int", ("bid.blind",),
            "blind bids only when the side trails the leader by at least this many points (0 = always)",
            low=0, high=POINTS),
    KeySpec("blind_trick_value", "int", ("bid.blind",),
            "points per blind trick when the blind contract is made (no bags); a failure loses 10 a trick",
            low=0, high=POINTS),
    KeySpec("board", "int", ("bid.board",),
            "each side bids at least this many tricks; a nil bidder's partner bids nil or at least this "
            "(0 = off)", low=0, high=17),
    KeySpec("raise_once", "bool", ("bid.raise_once",),
            "after everyone has bid, each player in turn may raise its number bid by one (once)"),
    KeySpec("sum_not_tricks", "bool", ("bid.sum_not_thirteen",),
            "the last bidder may not make the total of all bids equal the number of tricks"),
    KeySpec("no_side_nine", "bool", ("bid.no_nines_no_blinds",),
            "no side contract of 9 (with blind_bids and blind_nil false: \"no nines, no blinds\")"),
    KeySpec("bidding_system", "choice", ("bid.suicide", "bid.whiz", "bid.mirrors"),
            "standard bids, or suicide / whiz / mirrors; 'suicide_copy': suicide where the second partner may "
            "copy the first, who must then take the opposite bid",
            choices=("standard", "suicide", "suicide_copy", "whiz", "mirrors")),
    KeySpec("ten_for_two_hundred", "bool", ("bid.ten_for_two_hundred",),
            "a side may bid \"10 for 200\""),
    KeySpec("ten_for_two_hundred_exact", "bool", ("bid.ten_for_two_hundred",),
            "10 for 200 is made only with exactly 10 tricks"),
    KeySpec("ten_for_two_hundred_value", "int", ("bid.ten_for_two_hundred",),
            "points for a made 10 for 200", low=0, high=POINTS),
    KeySpec("ten_for_two_hundred_penalty", "int", ("bid.ten_for_two_hundred",),
            "points lost for a failed 10 for 200 (200, or 100 in some houses)", low=0, high=POINTS),
    KeySpec("ten_for_two_hundred_any_ten", "bool", ("bid.ten_for_two_hundred",),
            "every side bid of 10 (two numbers adding up to 10) counts as 10 for 200"),
    KeySpec("moon", "bool", ("bid.moon",),
            "a side may bid the moon: taking all the tricks wins the game, failing loses 130"),
    KeySpec("blind_moon", "bool", ("bid.blind_moon",),
            "a side may bid the moon blind: its first partner bids it before either partner looks, and the "
            "partner joins the bid unseen; all the tricks win the game, fewer lose 130"),
    KeySpec("lexington", "bool", ("bid.lexington",),
            "the second partner may bid lexington for the side: at least 12 tricks score lexington_value, "
            "fewer lose 120"),
    KeySpec("lexington_value", "int", ("bid.lexington",), "points for a made lexington", low=0, high=POINTS),
    KeySpec("lexington_automatic", "bool", ("bid.lexington",),
            "also any side that makes its number contract with 12 tricks or more scores lexington_value instead "
            "of 10 a trick (\"automatic 240 regardless of the bid\")"),
    KeySpec("blind_six", "bool", ("bid.blind_six",),
            "a side may bid blind 6: its first partner bids it before either partner looks, and the partner "
            "joins the bid unseen; scored blind_six_value / blind_six_penalty, no bags"),
    KeySpec("blind_six_value", "int", ("bid.blind_six",), "points for a made blind 6", low=0, high=POINTS),
    KeySpec("blind_six_penalty", "int", ("bid.blind_six",),
            "points lost for a failed blind 6 (120, or 60 in some houses)", low=0, high=POINTS),
    KeySpec("blind_six_exact", "bool", ("bid.blind_six",),
            "blind 6 is made only with exactly 6 tricks (false: at least 6; overtricks do not count)"),
    KeySpec("mo", "choice", ("bid.mo",),
            "the second partner may bid Little or Big Mo for the side: 'in_a_row' (6 / 8 tricks in a row for "
            "150 / 300) or 'first_tricks' (the first 7 / 10 tricks for 150 / 250; the Mo bidder leads); a failed "
            "Mo loses its value; no bags", choices=("off", "in_a_row", "first_tricks")),
    KeySpec("bemo", "bool", ("bid.bemo",),
            "after the bids, a side's last number bidder may add Little Bemo (also win the first 6 tricks, ±60) or "
            "Big Bemo (the first 9, ±90) to its number"),
    KeySpec("no_trump", "bool", ("bid.no_trump",),
            "after the bids, a player holding a spade may make its number bid 'no trump': its spades win no "
            "trick unless spades are led, and a made no-trump bid counts double"),
    KeySpec("half_tricks", "bool", ("bid.half_tricks",),
            "a side's first bidder may bid a half (3.5); its partner must then bid a half too, so that the side's "
            "bid is whole"),
    KeySpec("auction", "bool", ("bid.auction",),
            "bridge-style auction instead of one round: each bid N (the side then takes N + 6 tricks) must beat "
            "the last or pass; a player who passed is out; the declarers score 10 a trick when they make it, the "
            "defenders 10 for each trick over or under (needs nil: false)"),
    KeySpec("partnership_talk", "bool", ("bid.partnership_talk",),
            "partners bid as a side: the side left of the dealer first; its first partner says aloud how many "
            "tricks it expects, the other then bids the side's contract (at least 4, or the board); the two sides' "
            "bids may not add up to the tricks (needs nil: false)"),
    KeySpec("ace_check", "bool", ("bid.ace_check",),
            "partnership bidding: after the bids, a player holding 3 aces or more whose partner holds the rest may "
            "contract for the side to keep all four aces (each in a trick the side wins): +100, else −100"),
    KeySpec("first_lead", "choice", ("play.lead_left_of_dealer", "play.two_of_clubs_leads"),
            "who leads the first trick: the player left of the dealer, or the holder of the lowest club "
            "(who must lead it; no spade on the first trick unless a player holds nothing else)",
            choices=("left_of_dealer", "two_of_clubs")),
    KeySpec("spades_broken", "bool", ("play.spades_broken",),
            "spades may not be led until broken (false: lead spades at any time)"),
    KeySpec("no_spade_lead_first_trick", "bool", ("play.no_spade_lead_first_trick",),
            "no spade may be led to the first trick (unless the leader holds only spades)"),
    KeySpec("must_overtrump", "choice", ("play.must_overtrump",),
            "a player who cannot follow must beat a spade already played: off, 'opponents' (only an "
            "opponent's spade), 'anyone' (the partner's too) or 'tarot' (a player who cannot follow must play "
            "a spade if it holds one, and every player must beat the highest spade already played if it can, "
            "also when spades are led)", choices=("off", "opponents", "anyone", "tarot")),
    KeySpec("lowest_club_first_trick", "bool", ("play.lowest_club_first_trick",),
            "every player must play its lowest club to the first trick (needs first_lead: two_of_clubs; a "
            "player without clubs plays as that rule says)"),
    KeySpec("bag_limit", "int", ("score.bags_10_100", "score.bags_5_50"),
            "bags that cost bag_penalty points (0 = bags cost nothing)", low=0, high=POINTS),
    KeySpec("bag_penalty", "int", ("score.bags_10_100", "score.bags_5_50", "score.bag_penalty"),
            "points lost every bag_limit bags (0 = off)", low=0, high=POINTS),
    KeySpec("bonus_last_ace", "int", ("score.bonus.*",),
            "points for winning the last trick with an ace (0 = off; the source gives 1 or 10)", low=0, high=POINTS),
    KeySpec("bonus_last_ace_spade", "int", ("score.bonus.*",),
            "points for winning the last trick with the A♠ (0 = as any ace; the source gives 20)",
            low=0, high=POINTS),
    KeySpec("bonus_last_deuce", "int", ("score.bonus.*",),
            "points for winning the last trick with a deuce that is not a trump (0 = off; the source gives 30)",
            low=0, high=POINTS),
    KeySpec("bonus_last_high_spade", "int", ("score.bonus.*",),
            "points for winning the last trick with 9♠ or a higher trump when that trick makes the winner's own "
            "bid exactly (0 = off; the source gives 10)", low=0, high=POINTS),
    KeySpec("bonus_nil_last_ace", "int", ("score.bonus.*",),
            "points for a made nil whose bidder played an ace to the last trick (0 = off; the source: a fifth "
            "of the nil value)", low=0, high=POINTS),
    KeySpec("bonus_streak", "int", ("score.bonus.*",),
            "points when one player wins the last bonus_streak_length tricks (0 = off; the source gives 3 or 30)",
            low=0, high=POINTS),
    KeySpec("bonus_streak_length", "int", ("score.bonus.*",),
            "how many last tricks make an ending streak", low=3, high=5),
    KeySpec("bonus_streak_breaker", "bool", ("score.bonus.*",),
            "when one player won the tricks before the last and the other side takes the last one, that side gets "
            "the streak's points"),
    KeySpec("bonus_dix", "bool", ("score.bonus.*",),
            "the dix: a trick won by the 9♠ scores 1, 5 with another spade in the trick, 10 on a spade lead"),
    KeySpec("target", "int", ("end.500_or_minus200", "end.target"), "the score that wins the game",
            low=1, high=100_000),
    KeySpec("mercy", "score_or_off", ("end.500_or_minus200", "end.mercy"),
            "the losing score that ends the game (null = none)", low=-100_000, high=-1),
    KeySpec("hand_limit", "int", ("end.target",),
            "the game ends after this many hands, highest score wins (0 = no limit)", low=0, high=10_000),
    KeySpec("set_per_missing_trick", "bool", ("players.cancellation",),
            "a side that fails its contract loses 10 for each trick it is short (3 of 5: -20) instead of 10 "
            "for each trick bid"),
    KeySpec("nil_trick_penalty", "int", ("players.cancellation",),
            "points a nil bidder loses for each trick it takes, on top of the failed nil (0 = off; the source "
            "gives 10)", low=0, high=POINTS),
)

KEYS: Final[dict[str, KeySpec]] = {spec.name: spec for spec in _SPECS}

_FIELDS = {f.name for f in fields(RuleSet)}
assert set(KEYS) == _FIELDS, f"rule keys and RuleSet fields differ: {sorted(set(KEYS) ^ _FIELDS)}"

# RULES.md ids the presets cannot switch on yet (README: "not yet supported").
NOT_YET_SUPPORTED: Final[tuple[tuple[str, str], ...]] = ()
