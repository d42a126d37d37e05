"""Actions a seat can take; small frozen values that print and parse.

Text forms: bids ``4``, ``nil``, ``blind nil``, ``blind 5``, ``10 for 200``,
``moon``, ``blind moon``, ``lexington``, ``blind six`` (the side's blind 6),
``little mo``, ``big mo``, ``4 little bemo``, ``4 big bemo``, ``4 no trump``,
``3.5`` (three and a half, also ``3½``), ``auction 2`` (2 + 6 tricks), ``pass``, ``side 6`` (a side's bid after
partnership talk), ``3 aces`` / ``side 6 aces`` (with the ace check's contract);
``look`` (see your cards instead of bidding blind); plays ``AS``; nil exchange
``pass 2C 3D``; two-player draw ``keep``/``discard``; blind-nil redraw
``swap 2C 3D`` (``swap`` alone keeps the hand).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from .cards import EVERY_COPY, Card, format_cards, parse_cards
from .errors import ParseError


class BidKind(Enum):
    NORMAL = "normal"
    NIL = "nil"
    BLIND_NIL = "blind nil"
    BLIND = "blind"
    TEN_FOR_200 = "10 for 200"
    MOON = "moon"
    BLIND_MOON = "blind moon"  # bid.blind_moon: both partners, before either looks
    LEXINGTON = "lexington"  # bid.lexington: 12 tricks
    BLIND_SIX = "blind six"  # bid.blind_six: both partners, before either looks
    LITTLE_MO = "little mo"  # bid.mo: the side's 6 (7) tricks in a row / first tricks
    BIG_MO = "big mo"  # bid.mo: 8 (10)
    LITTLE_BEMO = "little bemo"  # bid.bemo: a number bid + the first 6 tricks
    BIG_BEMO = "big bemo"  # bid.bemo: a number bid + the first 9 tricks
    NO_TRUMP = "no trump"  # bid.no_trump: a number; the bidder wins no trick with a spade unless spades are led
    HALF = "half"  # bid.half_tricks: ``tricks`` and a half
    AUCTION = "auction"  # bid.auction: the side takes ``tricks`` + 6
    PASS = "pass"  # bid.auction: no (further) bid
    SIDE = "side"  # bid.partnership_talk: the side's bid, after the partner's spoken count
    ACES = "aces"  # bid.ace_check: a spoken count with the side's ace contract
    SIDE_ACES = "side aces"  # bid.ace_check: the side's bid with the ace contract
    SHOW = "show"  # trump.show_seven: show 7+ cards of the suit ``tricks`` (a Suit index) to make it trump
    NO_SHOW = "no show"  # trump.show_seven: keep the cards hidden
    MISDEAL = "misdeal"  # deal.misdeal_weak_hand: instead of a bid, show a weak hand and have the cards dealt again


MOON_KINDS: Final = frozenset({BidKind.MOON, BidKind.BLIND_MOON})
SIDE_BLIND_KINDS: Final = frozenset({BidKind.BLIND_MOON, BidKind.BLIND_SIX})  # the partner joins the bid
BLIND_KINDS: Final = frozenset({BidKind.BLIND, BidKind.BLIND_NIL, BidKind.BLIND_MOON, BidKind.BLIND_SIX})
MO_KINDS: Final = frozenset({BidKind.LITTLE_MO, BidKind.BIG_MO})
BEMO_KINDS: Final = frozenset({BidKind.LITTLE_BEMO, BidKind.BIG_BEMO})  # a number bid with a bemo on top
AUCTION_BASE: Final = 6  # bid.auction: a bid of N promises N + 6 tricks (bridge's book)


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid: ``tricks`` is the number of tricks the seat promises (0 for nils)."""

    tricks: int
    kind: BidKind = BidKind.NORMAL

    def __str__(self) -> str:
        if self.kind is BidKind.NORMAL:
            return str(self.tricks)
        if self.kind is BidKind.BLIND:
            return f"blind {self.tricks}"
        if self.kind in BEMO_KINDS or self.kind is BidKind.NO_TRUMP:
            return f"{self.tricks} {self.kind.value}"
        if self.kind is BidKind.HALF:
            return f"{self.tricks}.5"
        if self.kind is BidKind.AUCTION:
            return f"auction {self.tricks}"
        if self.kind is BidKind.SIDE:
            return f"side {self.tricks}"
        if self.kind is BidKind.ACES:
            return f"{self.tricks} aces"
        if self.kind is BidKind.SIDE_ACES:
            return f"side {self.tricks} aces"
        if self.kind is BidKind.SHOW:
            return "show " + ("clubs", "diamonds", "hearts", "spades")[self.tricks]
        return str(self.kind.value)

    @property
    def is_nil(self) -> bool:
        return self.kind is BidKind.NIL or self.kind is BidKind.BLIND_NIL

    @property
    def promised(self) -> int:
        """The tricks this bid promises toward its side's contract: an auction bid of N promises N + 6 (the bots
        counted N, and ducked tricks their side still needed); a nil, none; any other bid its number."""
        if self.kind is BidKind.AUCTION:
            return self.tricks + AUCTION_BASE
        return 0 if self.is_nil else self.tricks

    @property
    def is_blind(self) -> bool:
        return self.kind in BLIND_KINDS

    @property
    def short(self) -> str:
        """Score-sheet mark: ``4``, ``N``, ``BN``, ``B5``, ``10/200``, ``M``."""
        return {
            BidKind.NORMAL: str(self.tricks),
            BidKind.NIL: "N",
            BidKind.BLIND_NIL: "BN",
            BidKind.BLIND: f"B{self.tricks}",
            BidKind.TEN_FOR_200: "10/200",
            BidKind.MOON: "M",
            BidKind.BLIND_MOON: "BM",
            BidKind.LEXINGTON: "LX",
            BidKind.BLIND_SIX: "B6S",
            BidKind.LITTLE_MO: "LMo",
            BidKind.BIG_MO: "BMo",
            BidKind.LITTLE_BEMO: f"{self.tricks}LB",
            BidKind.BIG_BEMO: f"{self.tricks}BB",
            BidKind.NO_TRUMP: f"{self.tricks}NT",
            BidKind.HALF: f"{self.tricks}½",
            BidKind.AUCTION: f"{self.tricks}+6",
            BidKind.PASS: "P",
            BidKind.SIDE: f"S{self.tricks}",
            BidKind.ACES: f"{self.tricks}A",
            BidKind.SIDE_ACES: f"S{self.tricks}A",
            BidKind.MISDEAL: "MD",
            BidKind.SHOW: "♣♦♥♠"[self.tricks] + "7" if 0 <= self.tricks < 4 else "7",
            BidKind.NO_SHOW: "-",
        }[self.kind]

    @staticmethod
    def nil() -> Bid:
        return NIL

    @staticmethod
    def blind_nil() -> Bid:
        return BLIND_NIL


NIL: Final = Bid(0, BidKind.NIL)
BLIND_NIL: Final = Bid(0, BidKind.BLIND_NIL)
# The largest hand any rule deals (three players, 17 cards each): a number bid is at most this.
MOST_TRICKS: Final = 17

MOON: Final = Bid(13, BidKind.MOON)
BLIND_MOON: Final = Bid(13, BidKind.BLIND_MOON)
LEXINGTON: Final = Bid(12, BidKind.LEXINGTON)
BLIND_SIX: Final = Bid(6, BidKind.BLIND_SIX)
LITTLE_MO: Final = Bid(0, BidKind.LITTLE_MO)  # the tricks it needs depend on the rules (RuleSet.mo_need)
BIG_MO: Final = Bid(0, BidKind.BIG_MO)
PASS: Final = Bid(0, BidKind.PASS)
NO_SHOW: Final = Bid(0, BidKind.NO_SHOW)  # trump.show_seven
MISDEAL: Final = Bid(0, BidKind.MISDEAL)  # deal.misdeal_weak_hand (not a bid: the hand is dealt again)


@dataclass(frozen=True, slots=True)
class Look:
    """See your cards, giving up a blind bid for this hand."""

    def __str__(self) -> str:
        return "look"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True, slots=True)
class PassCards:
    """Cards given to the partner in the nil exchange (or discarded, book style)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "pass " + format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class DrawChoice:
    """Two-player draw: keep the top card (and discard the next) or discard it (and keep the next)."""

    keep: bool

    def __str__(self) -> str:
        return "keep" if self.keep else "discard"


@dataclass(frozen=True, slots=True)
class Redraw:
    """Two-player blind nil: give back these cards for random discards."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return ("swap " + format_cards(self.cards)).strip()


Action = Bid | Look | Play | PassCards | DrawChoice | Redraw

PLAYS: Final[tuple[Play, ...]] = tuple(Play(c) for c in EVERY_COPY)  # by card index, both decks
LOOK: Final = Look()
KEEP: Final = DrawChoice(True)
DISCARD: Final = DrawChoice(False)


def plain_digits(text: str) -> bool:
    """True for one or more ASCII digits 0-9: what ``int`` reads as a number of tricks or a count.

    ``str.isdigit`` alone also says yes to ``²``, ``³``, ``①`` and other digits that ``int`` refuses.
    """
    return text.isascii() and text.isdigit()


# A hyphen between two words or numbers ("blind-nil", "blind-5", "10-for-200"); not one before or after a number,
# which is a minus sign ("-4", "4-"): that is no action's, so "-4" is not the bid 4.
_JOINING_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


def typed_words(text: str) -> list[str]:
    """The words of a typed action, lower case: a hyphen joining two words is a space ("blind-nil" is "blind
    nil"); any other hyphen stays in its word, so that "-4" and "4-" are read as no action."""
    return _JOINING_HYPHEN.sub(" ", text.strip().lower()).split()


def parse_action(text: str) -> Action:
    """Parse the text form of any action (see the module docstring)."""
    words = typed_words(text)
    if not words:
        raise ParseError("an empty text is not an action")
    head = words[0]
    try:
        if head == "nil" and len(words) == 1:
            return NIL
        if head == "blind" and words[1:] == ["nil"]:
            return BLIND_NIL
        if head == "bn" and len(words) == 1:
            return BLIND_NIL
        if head == "blind" and len(words) == 2 and plain_digits(words[1]):
            return Bid(int(words[1]), BidKind.BLIND)
        if words in (["10", "for", "200"], ["10for200"], ["10/200"]):
            return Bid(10, BidKind.TEN_FOR_200)
        if words == ["moon"]:
            return MOON
        if words == ["blind", "moon"]:
            return BLIND_MOON
        if words == ["lexington"]:
            return LEXINGTON
        if words == ["pass"]:
            return PASS
        if words == ["misdeal"]:
            return MISDEAL
        if words == ["no", "show"]:
            return NO_SHOW
        if head == "show" and len(words) == 2 and words[1] in ("clubs", "diamonds", "hearts", "spades"):
            return Bid(("clubs", "diamonds", "hearts", "spades").index(words[1]), BidKind.SHOW)
        if len(words) >= 2 and words[-1] == "aces" and plain_digits(words[-2]) and len(words[-2]) <= 2:
            if len(words) == 2:
                return Bid(int(words[0]), BidKind.ACES)
            if len(words) == 3 and head == "side":
                return Bid(int(words[1]), BidKind.SIDE_ACES)
        if head in ("auction", "side") and len(words) == 2 and plain_digits(words[1]) and len(words[1]) <= 2:
            return Bid(int(words[1]), BidKind.AUCTION if head == "auction" else BidKind.SIDE)
        if words in (["blind", "six"], ["blind", "6", "side"]):
            return BLIND_SIX
        if len(words) == 2 and words[1] == "mo" and head in ("little", "big"):
            return LITTLE_MO if head == "little" else BIG_MO
        if len(words) == 3 and plain_digits(head) and len(head) <= 2 and words[1:] == ["no", "trump"]:
            return Bid(int(head), BidKind.NO_TRUMP)
        whole = head[:-2] if head.endswith(".5") else head[:-1] if head.endswith("½") else None
        if len(words) == 1 and whole is not None and (whole == "" or (plain_digits(whole) and len(whole) <= 2)):
            return Bid(int(whole or 0), BidKind.HALF)
        if len(words) == 3 and plain_digits(head) and len(head) <= 2 and words[1:] in (["little", "bemo"],
                                                                                        ["big", "bemo"]):
            return Bid(int(head), BidKind.LITTLE_BEMO if words[1] == "little" else BidKind.BIG_BEMO)
        if plain_digits(head) and len(words) == 1 and int(head) <= MOST_TRICKS and not _looks_like_card(text):
            return Bid(int(head), BidKind.NORMAL)
        if words == ["look"]:
            return LOOK
        if words == ["keep"]:
            return KEEP
        if words == ["discard"]:
            return DISCARD
        if head == "pass" and len(words) > 1:
            return PassCards(parse_cards(words[1:]))
        if head == "swap":
            return Redraw(parse_cards(words[1:]))
        if len(words) == 1:
            return PLAYS[Card.parse(words[0]).index]
    except ParseError:
        pass
    raise ParseError(
        f"{text!r} is not an action: write a bid (4, nil, blind nil, blind 5, 10 for 200, moon, blind moon, "
        "lexington, blind six, little mo, big mo, 4 little bemo, 4 big bemo, 4 no trump, 3.5, auction 2, pass, "
        "side 6, misdeal, show hearts, no show), a card to play (AS, 10D), look, pass CARDS, keep, discard or "
        "swap CARDS"
    )


def _looks_like_card(text: str) -> bool:
    return text.strip().upper() in ("10C", "10D", "10H", "10S")
