"""The pure Spades rules engine: no Qt, no I/O, no clock; randomness only from a seed."""

from .actions import BLIND_NIL, DISCARD, KEEP, LOOK, NIL, Action, Bid, BidKind, DrawChoice, Look, PassCards, Play, Redraw, parse_action
from .cards import ALL_CARDS, Card, Suit, cards_of, format_cards, mask_of, parse_cards
from .errors import IllegalActionError, ParseError, RulesError, SpadesError
from .events import (
    BiddingDone, BidMade, CardDrawn, CardPlayed, CardsChosen, CardsLooked, CardsPassed, DealerChosen, Event,
    GameOver, HandDealt, HandScored, Redrawn, TrickWon,
)
from .game import Game, HandLog, seat_name
from .ruleset import STANDARD, RuleSet
from .scoring import HandScore, NilResult, SideScore, score_hand
from .view import Phase, SeatView

__all__ = [
    "ALL_CARDS", "BLIND_NIL", "DISCARD", "KEEP", "LOOK", "NIL", "Action", "Bid", "BidKind", "BidMade",
    "BiddingDone", "Card", "CardDrawn", "CardPlayed", "CardsChosen", "CardsLooked", "CardsPassed",
    "DealerChosen", "DrawChoice", "Event", "Game", "GameOver", "HandDealt", "HandLog", "HandScore",
    "HandScored", "IllegalActionError", "Look", "NilResult", "ParseError", "PassCards", "Phase", "Play",
    "Redraw", "Redrawn", "RuleSet", "RulesError", "STANDARD", "SeatView", "SideScore", "SpadesError", "Suit",
    "TrickWon", "cards_of", "format_cards", "mask_of", "parse_action", "parse_cards", "score_hand", "seat_name",
]
