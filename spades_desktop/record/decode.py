"""Reading a record's JSON text into a ``GameRecord``, checking its shape on the way.

Everything here is about the file itself: valid JSON, the format and version,
each field present and of the right type, the rules, and deals whose cards
exist, are in the deck, appear once and fill every hand. Whether the actions
are legal and the results right is ``replay``'s job.
"""

from __future__ import annotations

import contextlib
import gc
import json
import re
import unicodedata
from collections.abc import Iterator, Sequence
from typing import Any, NoReturn

from ..engine import (
    Action,
    Bid,
    BidKind,
    Card,
    HandScore,
    NilResult,
    Play,
    RuleSet,
    SideScore,
    SpadesError,
    parse_action,
    seat_name,
)
from ..engine.deal import MAX_DEAL_NUMBER
from .errors import RecordError
from .names import PlayerNameError, check_player_name
from .record import FORMAT, SCOREKEPT_FORMAT, SUPPORTED_VERSIONS, GameRecord, HandRecord, PlayerInfo
from .scores import SIDE_FIELDS

MAX_TEXT = 50
MAX_ACTIONS = 100_000  # a long game (30 hands) has about 2,000 actions; see docs/record-format.md
MAX_HANDS = 5_000
_SURROGATE = re.compile("[\ud800-\udfff]")  # half of a character: JSON's "\\ud83d" alone cannot be saved again


def _show(value: object) -> str:
    """A short JSON rendering of a value for messages."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # pragma: no cover - decoded JSON always dumps
        text = repr(value)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


class _Where:
    """Where in the record a check is: the hand and the part of it."""

    def __init__(self, hand: int | None = None, place: str | None = None) -> None:
        self.hand = hand
        self.place = place

    def at(self, place: str | None) -> _Where:
        return _Where(self.hand, place)

    def fail(self, problem: str) -> NoReturn:
        raise RecordError(problem, hand=self.hand, place=self.place)

    # typed field readers -------------------------------------------------
    def field(self, obj: dict[str, Any], key: str, what: str) -> Any:
        if key not in obj:
            self.fail(f"{what} has no {key!r}")
        return obj[key]

    def as_obj(self, value: object, name: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(f"{name} must be an object {{...}}, not {_show(value)}")
        return value

    def as_list(self, value: object, name: str, length: int | None = None) -> list[Any]:
        if not isinstance(value, list):
            self.fail(f"{name} must be a list [...], not {_show(value)}")
        if length is not None and len(value) != length:
            self.fail(f"{name} must have {length} entries, not {len(value)}")
        return value

    def as_int(self, value: object, name: str, lo: int | None = None, hi: int | None = None) -> int:
        if type(value) is not int:
            self.fail(f"{name} must be a whole number, not {_show(value)}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            if lo is not None and hi is not None:
                self.fail(f"{name} must be from {lo} to {hi}, not {value}")
            self.fail(f"{name} must be at least {lo}, not {value}" if lo is not None else f"{name} is too large")
        return value

    def as_str(self, value: object, name: str) -> str:
        if not isinstance(value, str):
            self.fail(f"{name} must be a text, not {_show(value)}")
        if not value.isascii():
            cut = _SURROGATE.search(value)
            if cut is not None:
                self.fail(f"{name} cannot hold an invalid character (U+{ord(cut.group()):04X}, half of a character "
                          "that was cut in two)")
        return value

    def as_opt_str(self, value: object, name: str) -> str | None:
        return None if value is None else self.as_str(value, name)

    def as_label(self, value: object, name: str) -> str | None:
        """An optional text shown to the player (a preset's name, a date, a bot level): no control characters."""
        text = self.as_opt_str(value, name)
        if text is not None:
            control = next((c for c in text if unicodedata.category(c) == "Cc"), None)
            if control is not None:
                self.fail(f"{name} cannot hold a control character (U+{ord(control):04X})")
        return text

    def as_bool(self, value: object, name: str) -> bool:
        if not isinstance(value, bool):
            self.fail(f"{name} must be true or false, not {_show(value)}")
        return value


# --------------------------------------------------------------------- JSON
def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise RecordError(f"{name} is not a number JSON allows")


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while JSON builds its (cycle-free) lists: a big record parses 3x faster."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_json(text: str) -> Any:
    """JSON text to data; every problem (even a deeply nested one) is a ``RecordError``."""
    try:
        with _collector_paused():
            return json.loads(text, object_pairs_hook=_pairs, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise RecordError("the file is empty, not a game record") from None
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            # the JSON needed more text than there is (a string cannot span lines, so an
            # unterminated one ran into the end of the file)
            raise RecordError(
                f"the file is truncated: it ends in the middle of the JSON (at line {text.count(chr(10)) + 1})"
            ) from None
        raise RecordError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise RecordError("not a game record: the JSON is nested too deeply") from None
    except RecordError:
        raise
    except ValueError as exc:  # a number with more digits than Python converts
        if "digits" in str(exc):
            raise RecordError("not a game record: it holds a number with thousands of digits") from None
        raise RecordError(f"not valid JSON: {exc}") from None


# ------------------------------------------------------------------- record
def decode_record(text: str, *, source: str | None = None) -> GameRecord:
    """Check and convert a record's JSON text (see docs/record-format.md)."""
    data = parse_json(text)
    top = _Where()
    if not isinstance(data, dict):
        top.fail(f"not a game record: the file holds a JSON {_json_kind(data)}, not an object {{...}}")
    fmt = data.get("format")
    if fmt != FORMAT:
        if fmt is None:
            top.fail(f'not a Spades Desktop game record: it has no "format": "{FORMAT}"')
        if fmt == SCOREKEPT_FORMAT:  # "its format is spades-desktop-scorekept" told nobody what to do with it
            top.fail("a scorekeeper's game (the bids and tricks of a game played with real cards), not a played "
                     "game's record: open it in the scorekeeper (Game ▸ Keep score for a real game…, then "
                     "Scores ▸ Open…)")
        top.fail(f"not a Spades Desktop game record: its format is {_show(fmt)}, not {_show(FORMAT)}")
    supported = ", ".join(str(v) for v in SUPPORTED_VERSIONS)
    version = data.get("version")
    if type(version) is not int:
        top.fail(f"the record's version must be a whole number ({supported}), not {_show(version)}")
    if version not in SUPPORTED_VERSIONS:
        newer = " (made by a newer Spades Desktop?)" if version > max(SUPPORTED_VERSIONS) else ""
        top.fail(f"record version {version} is not supported{newer}; this version reads version {supported}")

    what = "the record"
    _check_size(top, data.get("hands"))
    app_version = top.as_label(top.field(data, "app_version", what), "app_version")
    if app_version is None:
        top.fail("app_version must be a text, not null")
    created = top.as_label(data.get("created"), "created")
    preset_id = preset_name = None
    preset = data.get("preset")
    if preset is not None:
        preset = top.as_obj(preset, "preset")
        preset_id = top.as_label(preset.get("id"), "the preset's id")
        preset_name = top.as_label(preset.get("name"), "the preset's name")

    rules_data = top.as_obj(top.field(data, "rules", what), "rules")
    try:
        rules = RuleSet.from_dict(rules_data)
        rules.deck()  # the deck must build for the checks below
    except SpadesError as exc:
        raise RecordError(f"rules: {exc}") from None
    n = rules.players

    players_data = top.as_list(top.field(data, "players", what), "players", n)
    players = tuple(_player(top, p, i, rules) for i, p in enumerate(players_data))
    seed = top.as_int(top.field(data, "seed", what), "seed", 0, MAX_DEAL_NUMBER - 1)
    first_dealer = top.as_int(top.field(data, "first_dealer", what), "first_dealer", 0, n - 1)
    hands_data = top.as_list(top.field(data, "hands", what), "hands")
    hands = tuple(_hand(rules, h, i + 1) for i, h in enumerate(hands_data))
    winner_data = top.field(data, "winner", what)
    winner = None if winner_data is None else top.as_int(winner_data, "winner (a side number)", 0, rules.sides - 1)
    undo_allowed = top.as_bool(data.get("undo_allowed", False), "undo_allowed")
    undo_used = top.as_bool(data.get("undo_used", False), "undo_used")
    forced_waits = top.as_bool(data.get("forced_waits", False), "forced_waits")
    return GameRecord(
        rules=rules,
        players=players,
        seed=seed,
        first_dealer=first_dealer,
        hands=hands,
        winner=winner,
        preset_id=preset_id,
        preset_name=preset_name,
        app_version=app_version,
        created=created,
        undo_allowed=undo_allowed,
        undo_used=undo_used,
        forced_waits=forced_waits,
        source=source,
    )


def _check_size(where: _Where, hands: object) -> None:
    """Refuse a record with more hands or actions than any game has, before checking them one by one."""
    if not isinstance(hands, list):
        return  # the field checks below say what is wrong
    if len(hands) > MAX_HANDS:
        where.fail(f"the record has {len(hands):,} hands; a game record holds at most {MAX_HANDS:,}")
    actions = sum(len(h["actions"]) for h in hands if isinstance(h, dict) and isinstance(h.get("actions"), list))
    if actions > MAX_ACTIONS:
        where.fail(
            f"the record has {actions:,} actions; a game record holds at most {MAX_ACTIONS:,} "
            "(a long game has about 2,000)"
        )


def _json_kind(value: object) -> str:
    if isinstance(value, list):
        return "list"
    if isinstance(value, str):
        return "text"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false value"
    return "number"


def _player(where: _Where, value: object, seat: int, rules: RuleSet) -> PlayerInfo:
    who = f"player {seat} ({seat_name(rules, seat)})"
    data = where.as_obj(value, who)
    name = where.as_str(where.field(data, "name", who), f"the name of {who}")
    try:
        check_player_name(name)
    except PlayerNameError as exc:
        shown = json.dumps(name[:MAX_TEXT])  # escaped: the name may hold characters that garble a message
        where.fail(f"the name of {who}, {shown}, cannot be a player's name: {exc}")
    kind = where.field(data, "kind", who)
    if kind not in ("human", "bot"):
        where.fail(f"the kind of {who} must be \"human\" or \"bot\", not {_show(kind)}")
    level = where.as_label(data.get("level"), f"the level of {who}")
    if kind == "human" and level is not None:
        where.fail(f"{who} is human, so it has no bot level")
    return PlayerInfo(name, "human", None) if kind == "human" else PlayerInfo(name, "bot", level)


# --------------------------------------------------------------------- hands
def _hand(rules: RuleSet, value: object, number: int) -> HandRecord:
    where = _Where(number)
    what = f"hand {number}"
    data = where.as_obj(value, f"hand {number}")
    recorded_number = where.as_int(where.field(data, "hand", what), "the hand number")
    if recorded_number != number:
        where.fail(f"the hand number is {recorded_number}, but it is hand {number} of the record")
    n = rules.players
    deal_number = where.as_int(where.field(data, "deal_number", what), "deal_number", 0, MAX_DEAL_NUMBER - 1)
    dealer = where.as_int(where.field(data, "dealer", what), "dealer", 0, n - 1)
    dealt = _dealt(rules, where.at("dealt cards"), where.field(data, "dealt", what))
    actions = _actions(rules, where, where.field(data, "actions", what))
    result = where.field(data, "result", what)
    score = None if result is None else _score(rules, where.at("result"), result, number, dealer, deal_number)
    return HandRecord(number, deal_number, dealer, dealt, actions, score)


def _dealt(rules: RuleSet, where: _Where, value: object) -> tuple[tuple[Card, ...], ...]:
    seats = where.as_list(value, "the dealt cards")
    if not seats and rules.draw_phase:
        return ()  # a two-player draw still under way
    n = rules.players
    if len(seats) != n:
        where.fail(f"the deal must list the cards of all {n} seats, not {len(seats)}")
    deck = set(rules.deck())
    size = rules.hand_size
    holder: dict[Card, int] = {}
    out = []
    for seat, texts in enumerate(seats):
        who = seat_name(rules, seat)
        texts = where.as_list(texts, f"{who}'s cards")
        cards = []
        for text in texts:
            text = where.as_str(text, f"a card of {who}")
            try:
                card = Card.parse(text)
            except SpadesError as exc:
                where.fail(f"{who} was dealt {_show(text)}: {exc}")
            if card not in deck:
                where.fail(f"{who} was dealt {card}, which is not in the deck of these rules")
            if card in holder and rules.decks == 2 and card.twin not in holder:
                card = card.twin  # two decks: a card named twice is both copies
            if card in holder:
                first = seat_name(rules, holder[card])
                twice = f"twice to {who}" if holder[card] == seat else f"to both {first} and {who}"
                where.fail(f"{card} is dealt {twice}")
            holder[card] = seat
            cards.append(card)
        if len(cards) != size:
            where.fail(f"{who} was dealt {len(cards)} cards; these rules deal {size}")
        out.append(tuple(cards))
    return tuple(out)


def _actions(rules: RuleSet, hand: _Where, value: object) -> tuple[tuple[int, Action], ...]:
    items = hand.as_list(value, "actions")
    n = rules.players
    out: list[tuple[int, Action]] = []
    plays = bids = 0
    for i, item in enumerate(items):
        in_play = plays > 0 or bids >= n
        where = hand.at(f"trick {plays // n + 1}" if in_play else f"action {i + 1}")
        if not isinstance(item, list) or len(item) != 2:
            where.fail(f"action {i + 1} must be a [seat, action] pair such as [0, \"AS\"], not {_show(item)}")
        seat = where.as_int(item[0], f"the seat of action {i + 1}", 0, n - 1)
        text = where.as_str(item[1], f"action {i + 1}")
        try:
            action = parse_action(text)
        except SpadesError as exc:
            problem = str(exc)
            if in_play:
                try:
                    Card.parse(text)
                except SpadesError as card_exc:
                    problem = str(card_exc)
            where.fail(f"{seat_name(rules, seat)} plays {_show(text)}: {problem}" if in_play
                       else f"{seat_name(rules, seat)}: {problem}")
        if isinstance(action, Play):
            plays += 1
        elif isinstance(action, Bid):
            bids += 1
        out.append((seat, action))
    return tuple(out)


# --------------------------------------------------------------------- score
def _bid(where: _Where, value: object, name: str) -> Bid:
    text = where.as_str(value, name)
    try:
        bid = parse_action(text)
    except SpadesError:
        bid = None
    if not isinstance(bid, Bid):
        where.fail(f"{name} must be a bid such as \"4\", \"nil\" or \"blind nil\", not {_show(value)}")
    return bid


def _score(rules: RuleSet, where: _Where, value: object, number: int, dealer: int, deal_number: int) -> HandScore:
    data = where.as_obj(value, "the result")
    n = rules.players
    bids = tuple(
        _bid(where, b, f"the bid of {seat_name(rules, s)}")
        for s, b in enumerate(where.as_list(where.field(data, "bids", "the result"), "the bids", n))
    )
    tricks = tuple(
        where.as_int(t, f"the tricks of {seat_name(rules, s)}", 0, rules.hand_size)
        for s, t in enumerate(where.as_list(where.field(data, "tricks", "the result"), "the tricks", n))
    )
    sides_data = where.as_list(where.field(data, "sides", "the result"), "the sides", rules.sides)
    sides = tuple(_side(rules, where, s, i) for i, s in enumerate(sides_data))
    return HandScore(number, dealer, deal_number, bids, tricks, sides)


def _side(rules: RuleSet, where: _Where, value: object, index: int) -> SideScore:
    what = f"side {index}"
    data = where.as_obj(value, what)
    side = where.as_int(where.field(data, "side", what), f"the number of {what}")
    if side != index:
        where.fail(f"{what} is numbered {side}")
    seats = tuple(
        where.as_int(s, f"a seat of {what}", 0, rules.players - 1)
        for s in where.as_list(where.field(data, "seats", what), f"the seats of {what}")
    )
    values: dict[str, Any] = {}
    for name, _label in SIDE_FIELDS:
        raw = where.field(data, name, what)
        label = f"{name!r} of {what}"
        if name == "made":
            values[name] = None if raw is None else where.as_bool(raw, label)
        elif name == "wins_outright":
            values[name] = where.as_bool(raw, label)
        elif name == "nils":
            values[name] = tuple(_nil(rules, where, v, what) for v in where.as_list(raw, label))
        elif name == "specials":
            values[name] = tuple(_special(where, v, label) for v in where.as_list(raw, label))
        else:
            values[name] = where.as_int(raw, label)
    return SideScore(side=side, seats=seats, **values)


def _nil(rules: RuleSet, where: _Where, value: object, what: str) -> NilResult:
    label = f"a nil result of {what}"
    data = where.as_obj(value, label)
    seat = where.as_int(where.field(data, "seat", label), f"the seat of {label}", 0, rules.players - 1)
    bid = _bid(where, where.field(data, "bid", label), f"the bid of {label}")
    if bid.kind not in (BidKind.NIL, BidKind.BLIND_NIL):
        where.fail(f"the bid of {label} must be nil or blind nil, not {bid}")
    tricks = where.as_int(where.field(data, "tricks", label), f"the tricks of {label}", 0, rules.hand_size)
    made = where.as_bool(where.field(data, "made", label), f"'made' of {label}")
    points = where.as_int(where.field(data, "points", label), f"the points of {label}")
    return NilResult(seat, bid, tricks, made, points)


def _special(where: _Where, value: object, label: str) -> tuple[str, int]:
    pair: Sequence[object] = where.as_list(value, f"an entry of {label}", 2)
    return where.as_str(pair[0], f"the name of an entry of {label}"), where.as_int(pair[1], f"the points of {label}")
