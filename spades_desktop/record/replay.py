"""Replaying a record through the engine and checking every recorded fact.

``replay`` rebuilds the ``Game`` from the record's rules, seed and first
dealer, checks each hand's deal number, dealer and dealt cards, applies every
action (the engine refuses an illegal one) and compares the recorded results
and winner with the engine's. The first disagreement is a ``RecordError``
naming the hand, the trick and the card.
"""

from __future__ import annotations

from ..engine import (
    Action,
    Bid,
    Card,
    DrawChoice,
    Game,
    Look,
    PassCards,
    Phase,
    Play,
    Redraw,
    SpadesError,
    format_cards,
    seat_name,
)
from .errors import RecordError
from .names import side_name
from .record import GameRecord, HandRecord
from .scores import score_difference


def replay(record: GameRecord) -> Game:
    """The game the record describes, after its last action; ``RecordError`` if it does not replay."""
    try:
        try:
            return _replay(record)
        except RecordError:
            if not any(isinstance(a, Bid) and a.is_blind for hand in record.hands for _s, a in hand.actions):
                raise
            try:  # a blind bid that version 0.1 allowed and a bid after looking would not (the board, a half…)
                return _replay(record, blind_limits=False)
            except RecordError:
                pass
            raise
    except RecordError as exc:
        raise exc.with_source(record.source) if record.source else exc from None


def _replay(record: GameRecord, blind_limits: bool = True) -> Game:
    rules = record.rules
    try:
        game = Game(rules, record.seed, first_dealer=record.first_dealer, blind_limits=blind_limits)
    except SpadesError as exc:
        raise RecordError(f"the game cannot start: {exc}") from None
    count = len(record.hands)
    for index, hand in enumerate(record.hands):
        number = index + 1
        if game.is_over:
            raise RecordError(f"the game was over after hand {number - 1}, but the record goes on", hand=number)
        _check_start(game, hand)
        _play_hand(game, hand)
        log = game.hands_log[number - 1]
        if not _same_deal(log.dealt, hand.dealt):
            _deal_mismatch(game, hand, log.dealt)
        if game.is_over or game.hand_number > number:
            assert log.score is not None
            if hand.score is None:
                raise RecordError("the hand is finished but the record has no result for it", hand=number)
            problem = score_difference(rules, hand.score, log.score)
            if problem:
                raise RecordError(problem, hand=number)
        elif hand.score is not None:
            raise RecordError(
                f"the record has a result, but the hand stops after {len(hand.actions)} actions ({_progress(game)})",
                hand=number,
            )
        elif number < count:
            raise RecordError(
                f"the hand stops after {len(hand.actions)} actions ({_progress(game)}), "
                f"but the record goes on with hand {number + 1}",
                hand=number,
            )
    if record.winner != game.winner:
        if game.winner is None:
            raise RecordError(
                f"the record names {side_name(rules, record.winner or 0)} the winner, but the game is not over"
            )
        if record.winner is None:
            raise RecordError(
                f"the game is over and {side_name(rules, game.winner)} won, but the record names no winner"
            )
        raise RecordError(
            f"the record names {side_name(rules, record.winner)} the winner, but {side_name(rules, game.winner)} won"
        )
    return game


def _same_deal(a: tuple[tuple[Card, ...], ...], b: tuple[tuple[Card, ...], ...]) -> bool:
    """The same cards to each seat, in any order (two decks: either copy of a card, as a record names them)."""
    return len(a) == len(b) and all(sorted(c.base for c in x) == sorted(c.base for c in y)
                                    for x, y in zip(a, b, strict=True))


def _without(cards: tuple[Card, ...], others: tuple[Card, ...]) -> list[Card]:
    """``cards`` less ``others``, matching by card (either copy of a card of two decks), sorted."""
    left = [c.base for c in others]
    out = []
    for card in sorted(cards):
        if card.base in left:
            left.remove(card.base)
        else:
            out.append(card)
    return out


def _check_start(game: Game, hand: HandRecord) -> None:
    rules, number = game.rules, hand.hand_number
    if hand.deal_number != game.deal_number:
        raise RecordError(
            f"recorded deal number {hand.deal_number}, but the game's seed gives {game.deal_number}", hand=number
        )
    if hand.dealer != game.dealer:
        raise RecordError(
            f"recorded {seat_name(rules, hand.dealer)} as the dealer, but it is {seat_name(rules, game.dealer)}'s deal",
            hand=number,
        )
    dealt = game.hands_log[-1].dealt
    if dealt and not _same_deal(dealt, hand.dealt):
        _deal_mismatch(game, hand, dealt)


def _deal_mismatch(game: Game, hand: HandRecord, actual: tuple[tuple[Card, ...], ...]) -> None:
    rules, number = game.rules, hand.hand_number
    if not hand.dealt or not actual:
        have = "lists no cards" if not hand.dealt else "lists dealt cards"
        state = "is finished" if actual else "is not finished"
        raise RecordError(f"the record {have} but the draw {state}", hand=number, place="dealt cards")
    for seat, (rec, act) in enumerate(zip(hand.dealt, actual, strict=True)):
        if sorted(c.base for c in rec) != sorted(c.base for c in act):  # the record holds whole hands: a seat differs
            extra = _without(rec, act)
            missing = _without(act, rec)
            raise RecordError(
                f"the record gives {seat_name(rules, seat)} {format_cards(extra)} where deal number "
                f"{hand.deal_number} gives {format_cards(missing)}",
                hand=number,
                place="dealt cards",
            )
    raise RecordError("the dealt cards differ from the deal", hand=number, place="dealt cards")  # pragma: no cover


def _play_hand(game: Game, hand: HandRecord) -> None:
    rules, number = game.rules, hand.hand_number
    log = game.hands_log[-1]
    dealt = bool(log.dealt)
    for i, (seat, action) in enumerate(hand.actions):
        if game.is_over or game.hand_number != number:
            left = len(hand.actions) - i
            what = "the game is over" if game.is_over else "the hand is over"
            raise RecordError(
                f"{what}, but the record has {left} more action{'s' if left > 1 else ''} "
                f"(the next is {seat_name(rules, seat)}: {action})",
                hand=number,
            )
        try:
            game.apply(action, seat)
        except SpadesError as exc:  # the engine refuses before changing anything, so _place is still right
            raise RecordError(
                f"{seat_name(rules, seat)} cannot {_verb(action)}: {exc}", hand=number, place=_place(game)
            ) from None
        if not dealt and log.dealt:  # a two-player draw has just filled the hands
            dealt = True
            if not _same_deal(log.dealt, hand.dealt):
                _deal_mismatch(game, hand, log.dealt)


def _place(game: Game) -> str:
    phase = game.phase
    if phase is Phase.PLAY:
        return f"trick {len(game.view(0).completed_tricks) + 1}"
    return {
        Phase.BID: "bidding",
        Phase.EXCHANGE: "nil exchange",
        Phase.DECLARE: "blind nil before the draw",
        Phase.DRAW: "draw",
        Phase.REDRAW: "blind nil swap",
    }.get(phase, str(phase.value))


def _progress(game: Game) -> str:
    if game.phase is Phase.PLAY:
        done = len(game.view(0).completed_tricks)
        return f"{done} of {game.hand_size} tricks played"
    return f"during {_place(game)}"


def _verb(action: Action) -> str:
    if isinstance(action, Play):
        return f"play {action.card}"
    if isinstance(action, Bid):
        return f"bid {action}"
    if isinstance(action, Look):
        return "look at the cards"
    if isinstance(action, PassCards):
        return f"pass {format_cards(action.cards)}"
    if isinstance(action, DrawChoice):
        return f"{action} the top card"
    if isinstance(action, Redraw):
        return f"swap {format_cards(action.cards)}" if action.cards else "keep the hand (swap nothing)"
    return f"do {action}"  # pragma: no cover
