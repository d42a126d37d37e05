"""A scorekept game (real cards, score kept here) and its small JSON file; pure Python, no Qt.

The state is what a scorekeeper writes down: the rules (a preset, target
included), the players, the first dealer and each hand's bids and tricks.
Every number shown comes from ``engine.tally``; nothing is stored that the
engine computes. The file keeps the whole rule set, so a game under a club's
own YAML preset opens without that file. Format (docs/scorekeeper.md)::

    {"format": "spades-desktop-scorekept", "version": 1, "scorekept": true,
     "created": "2026-11-30T21:40:00", "preset": {"id": "standard", "name": "Standard"},
     "rules": {...RuleSet.to_dict()...}, "players": ["Ann", "Bob", "Cy", "Di"],
     "first_dealer": 3, "hands": [{"bids": ["4", "nil", "3", "blind nil"], "tricks": [6, 0, 7, 0]}]}

Files are written atomically (``fileio.write_atomic``); a damaged file is
refused with a ``ScorekeptFileError`` that says what is wrong (a
``NewerScorekeptFileError`` for a file of a newer version of the game).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ...engine.errors import SEAT_PARAMS, Param, ParseError, Reason, RulesError, SpadesError, because, reason_of
from ...engine.game import seat_name
from ...engine.ruleset import RuleSet
from ...engine.scoring import HandFacts
from ...engine.tally import (
    HandEntry,
    Tally,
    TallyError,
    dealer_of_hand,
    fact_names,
    fact_text,
    parse_bid,
    parse_fact,
    tally_match,
)
from ...fileio import plain_text, quoted, read_regular, write_atomic
from ...history.rows import KeptGame
from ...record.names import PlayerNameError, check_player_name
from ...record.record import SCOREKEPT_FORMAT

FORMAT = SCOREKEPT_FORMAT
VERSION = 1
MAX_FILE_BYTES = 1_000_000
MAX_HANDS = 500
AUTOSAVE_NAME = "scorekeeper-autosave.json"


class ScorekeptFileError(SpadesError):
    """A scorekept game file that cannot be read; the message says what is wrong. ``rules``: the file's rules when
    they could be read (what is wrong is then a hand's), so that a window can name what they allow in its own
    words: a bad bid's reason lists the bids in the engine's English (its ``bids`` param, ``tally.bid_words``)."""

    rules: RuleSet | None = None


class NewerScorekeptFileError(ScorekeptFileError):
    """A scorekept game file of a newer version of the game: not damaged, but this version cannot read it."""


@dataclass(frozen=True, slots=True)
class ScorekeptGame:
    """One real-cards game being scored: an immutable value, so undo keeps the previous ones."""

    rules: RuleSet
    names: tuple[str, ...]
    first_dealer: int
    preset_id: str = ""
    preset_name: str = ""
    hands: tuple[HandEntry, ...] = ()
    created: str = ""
    blind_limits: bool = True  # False: a game scored when blind bids skipped the board's limits (``Game``'s)

    def tally(self) -> Tally:
        return tally_match(self.rules, self.hands, self.first_dealer, blind_limits=self.blind_limits)

    def dealer_of(self, hand_number: int) -> int:
        return dealer_of_hand(self.rules, self.first_dealer, hand_number)

    def with_hand(self, index: int, entry: HandEntry) -> tuple[ScorekeptGame, Tally]:
        """The game with hand ``index`` (0-based; ``len(hands)`` adds one) set to ``entry``, and its tally.

        Raises ``TallyError`` when that hand, or any later hand re-scored after it, does not hold.
        """
        hands = list(self.hands)
        if index == len(hands):
            if len(hands) >= MAX_HANDS:
                raise TallyError.of("a game may have at most {most} hands", most=MAX_HANDS)
            hands.append(entry)
        else:
            hands[index] = entry
        game = replace(self, hands=tuple(hands))
        return game, game.tally()

    def with_hand_ending(self, index: int, entry: HandEntry) -> tuple[ScorekeptGame, Tally] | None:
        """The game with hand ``index`` (0-based) corrected to ``entry`` and the hands after the game's new end left
        out, with its tally, when the correction ends the game before its last hand entered (a side reaches the
        target earlier); None when it does not, or when the shorter game does not hold either."""
        hands = (*self.hands[:index], entry, *self.hands[index + 1:])
        for end in range(index + 1, len(hands)):
            game = replace(self, hands=hands[:end])
            try:
                tally = game.tally()
            except SpadesError:
                return None
            if tally.winner is not None:
                return game, tally
        return None

    def with_hand_inserted(self, index: int, entry: HandEntry) -> tuple[ScorekeptGame, Tally]:
        """The game with ``entry`` put in before hand ``index`` (0-based), a hand forgotten when it was played, and
        its tally: the later hands move down one (each dealt by the player after) and are scored again.

        Raises ``TallyError`` (numbered as in the game with the hand put in) when a hand does not hold then.
        """
        if not 0 <= index <= len(self.hands):
            raise IndexError(index)
        if len(self.hands) >= MAX_HANDS:
            raise TallyError.of("a game may have at most {most} hands", most=MAX_HANDS)
        game = replace(self, hands=(*self.hands[:index], entry, *self.hands[index:]))
        return game, game.tally()

    def with_setup(self, names: tuple[str, ...], first_dealer: int, target: int) -> tuple[ScorekeptGame, Tally]:
        """The game with its players' names, first dealer and target changed (the hands as entered, scored
        again), and its tally. The rules stay: the hands were entered under them.

        Raises ``RulesError`` for a target these rules cannot have and ``TallyError`` when a hand does not hold.
        """
        if len(names) != self.rules.players or not 0 <= first_dealer < self.rules.players:
            raise ValueError("names or first dealer do not fit the rules")
        rules = self.rules
        if target != rules.target and not rules.hands_only:
            rules = replace(rules, target=target)
            rules.validate()
        game = replace(self, rules=rules, names=tuple(names), first_dealer=first_dealer)
        return game, game.tally()

    def without_last_hand(self) -> ScorekeptGame:
        return replace(self, hands=self.hands[:-1])

    def without_hand(self, index: int) -> tuple[ScorekeptGame, Tally]:
        """The game without hand ``index`` (0-based), and its tally: the later hands move up one (each dealt by
        the player before) and are scored again. A hand entered twice, or never played, is taken out so.

        Raises ``TallyError`` (numbered as in the game without the hand) when a later hand does not hold then.
        """
        if not 0 <= index < len(self.hands):
            raise IndexError(index)
        game = replace(self, hands=self.hands[:index] + self.hands[index + 1:])
        return game, game.tally()


# ------------------------------------------------------------------- saving
def to_json(game: ScorekeptGame) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "scorekept": True,
        "created": game.created,
        "preset": {"id": game.preset_id, "name": game.preset_name},
        "rules": game.rules.to_dict(),
        "players": list(game.names),
        "first_dealer": game.first_dealer,
        "hands": [_hand_json(game.rules, h) for h in game.hands],
    }


def _hand_json(rules: RuleSet, hand: HandEntry) -> dict[str, Any]:
    """A hand as saved: bids and tricks, and the card facts (as typed) where the rules score them."""
    out: dict[str, Any] = {"bids": [str(b) for b in hand.bids], "tricks": list(hand.tricks)}
    if hand.facts is not None:
        out["facts"] = {name: fact_text(rules, name, hand.facts) for name in fact_names(rules)}
    return out


def history_game(game: ScorekeptGame, tally: Tally | None = None, *, app_version: str = "") -> KeptGame:
    """``game`` as the history stores it: the hands of its tally (``tally``: the one already made, so nothing is
    scored twice), and this file's JSON as its record (``game_from_text`` gives the game back)."""
    tally = game.tally() if tally is None else tally
    text = json.dumps(to_json(game), ensure_ascii=False, separators=(",", ":"))
    return KeptGame(game.rules, game.names, game.first_dealer, tally.scores, tally.winner, game.created, text,
                    game.preset_id, game.preset_name, app_version)


def game_from_text(text: str) -> ScorekeptGame:
    """The game of a scorekept file's JSON text (as the history stores it); ``ScorekeptFileError`` when it
    cannot be used."""
    try:
        parsed = json.loads(text)
    except (ValueError, RecursionError):
        raise _bad("the text is damaged (not JSON)") from None
    return _game_of(parsed)


def dumps(game: ScorekeptGame) -> bytes:
    return (json.dumps(to_json(game), ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def save_game(game: ScorekeptGame, path: str | os.PathLike[str]) -> Path:
    """Write ``game`` atomically (the folder must exist); ``OSError`` leaves the old file untouched."""
    return write_atomic(path, dumps(game))


# ------------------------------------------------------------------ loading
# What is wrong, kept as a reason (a template and its params) so that the Keep score window can say it in the
# player's language in its message (it said only "the file is damaged", the reason under Show Details, QA); these
# kinds it words itself.
NOT_JSON = "the file is damaged (not JSON text)"
NOT_SCOREKEPT = "it is not a scorekept game file (a played game's record opens with Game ▸ Open game…)"
CUT_OFF = "its text stops short: the file was cut off"  # as when a copy or a save is stopped part way
BROKEN_AT = "its text is broken at line {line}"
EMPTY = "the file is empty"
LOOSE = "the file is damaged ({kind}: {text})"  # an error of no reason a scorer can act on


def _bad(template: str, /, **params: Param) -> ScorekeptFileError:
    return _bad_because(because(template, **params))


def _bad_because(what: Reason) -> ScorekeptFileError:
    return ScorekeptFileError.of("this is not a readable scorekept game: {what}", what=what)


def _field(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise _bad("{key} is missing or of the wrong kind", key=repr(key))
    return value


def from_json(data: Any) -> ScorekeptGame:
    """The game in a parsed file; ``ScorekeptFileError`` for anything damaged or not scoring."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad(NOT_SCOREKEPT)
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise NewerScorekeptFileError.of(
            "this is not a readable scorekept game: {what}",
            what=because("it was saved by a newer version of the game (file version {version}; this app reads "
                         "version {reads})", version=quoted(version), reads=VERSION))
    if version != VERSION:
        raise _bad("version {version} is not known (this app reads version {reads})", version=quoted(version),
                   reads=VERSION)
    try:
        rules = RuleSet.from_dict(_field(data, "rules", dict))
    except (RulesError, TypeError, KeyError) as exc:
        raise _bad("its rules: {reason}", reason=reason_of(exc)) from None
    preset = data.get("preset", {})
    if not isinstance(preset, dict):
        raise _bad("'preset' is of the wrong kind")
    preset_id, preset_name = preset.get("id", ""), preset.get("name", "")
    if not (plain_text(preset_id) and plain_text(preset_name)) or len(preset_id) > 200 or len(preset_name) > 200:
        raise _bad("the preset's id or name is not a short text")
    names = _field(data, "players", list)
    if len(names) != rules.players or not all(isinstance(n, str) for n in names):
        raise _bad("it needs {count} player names", count=rules.players)
    try:
        names = [check_player_name(n) for n in names]
    except PlayerNameError as exc:
        raise _bad("a player's name: {reason}", reason=reason_of(exc)) from None
    first = _field(data, "first_dealer", int)
    if not 0 <= first < rules.players:
        raise _bad("the first dealer must be a seat from 0 to {last}", last=rules.players - 1)
    created = data.get("created", "")
    if not plain_text(created) or len(created) > 40:
        raise _bad("'created' is not a date")
    raw_hands = _field(data, "hands", list)
    if len(raw_hands) > MAX_HANDS:
        raise _bad("it has more than {most} hands", most=MAX_HANDS)
    hands = []
    for number, raw in enumerate(raw_hands, start=1):
        if not isinstance(raw, dict):
            raise _bad("hand {number} is damaged", number=number)
        bids, tricks = raw.get("bids"), raw.get("tricks")
        if not (isinstance(bids, list) and isinstance(tricks, list) and len(bids) == len(tricks) == rules.players
                and all(isinstance(b, str) for b in bids)
                and all(isinstance(t, int) and not isinstance(t, bool) for t in tricks)):
            raise _bad("hand {number} is damaged", number=number)
        raw_facts = raw.get("facts")
        if raw_facts is not None and not (isinstance(raw_facts, dict) and all(
                isinstance(k, str) and isinstance(v, str) and len(v) < 100 for k, v in raw_facts.items())):
            raise _bad("hand {number}: its card facts are damaged", number=number)
        try:
            facts = None
            if raw_facts is not None:
                facts = HandFacts()
                for name, text in raw_facts.items():
                    facts = parse_fact(rules, name, text, facts)
            hands.append(HandEntry(tuple(parse_bid(b, rules) for b in bids), tuple(tricks), facts))
        except ParseError as exc:
            error = _bad("hand {number}: {reason}", number=number, reason=_named(reason_of(exc), rules, names))
            error.rules = rules
            raise error from None
    game = ScorekeptGame(rules, tuple(names), first, preset_id, preset_name, tuple(hands), created)
    try:
        game.tally()
    except TallyError as exc:
        if any(bid.is_blind for hand in hands for bid in hand.bids):
            old = replace(game, blind_limits=False)  # a blind bid version 0.1 took (the board, a half…)
            try:
                old.tally()
                return old
            except TallyError:
                pass
        reason = _named(reason_of(exc), rules, names)
        raise (_bad("hand {number}: {reason}", number=exc.hand, reason=reason) if exc.hand
               else _bad_because(reason)) from None
    return game


def _named(reason: Reason, rules: RuleSet, names: Sequence[str]) -> Reason:
    """``reason`` with the players' names where the engine names their seats ("Hand 9: Di: …", not "West: …",
    which the file never says: QA club 10), as the window names them in a hand it refuses."""
    seats = {seat_name(rules, seat): name for seat, name in enumerate(names)}

    def named(key: str, value: Param) -> Param:
        if isinstance(value, tuple):
            return _named(value, rules, names)
        return seats.get(value, value) if key in SEAT_PARAMS and isinstance(value, str) else value

    return tuple((template, {key: named(key, value) for key, value in params.items()}) for template, params in reason)


def _read_json(path: str | os.PathLike[str]) -> Any:
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise ScorekeptFileError.of("{path} cannot be read: {reason}", path=os.fspath(path),
                                    reason=str(exc.strerror or exc)) from None
    try:  # ValueError: not UTF-8, not JSON, or a number of thousands of digits; a BOM (Notepad's) is read past
        return json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError) as exc:
        template, params = _not_json(data, exc)
    raise _bad(template, **params)


def _not_json(data: bytes, exc: BaseException) -> tuple[str, dict[str, Param]]:
    """Why ``data`` is no JSON, as ``_bad``'s template and params: a file that starts as a scorekept file does ("{")
    is damaged, cut off or broken at a line, not "not a scorekept game" (a truncated file was called that, QA)."""
    text = data.decode("utf-8-sig", errors="replace")
    if not text.strip():
        return EMPTY, {}
    if not text.lstrip().startswith("{"):
        return NOT_JSON, {}
    if isinstance(exc, UnicodeDecodeError):  # cut in the middle of a letter's bytes, or bytes that are no text
        return (CUT_OFF, {}) if exc.reason == "unexpected end of data" else (NOT_JSON, {})
    if isinstance(exc, json.JSONDecodeError):
        # the text ends where the error is, or inside a string that runs on to its end (a string broken by a
        # line's end is refused as "Invalid control character" instead)
        if exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated string"):
            return CUT_OFF, {}
        return BROKEN_AT, {"line": exc.lineno}
    return NOT_JSON, {}


def _game_of(parsed: Any) -> ScorekeptGame:
    """``from_json``, with any error of a damaged file as a ``ScorekeptFileError``."""
    try:
        return from_json(parsed)
    except ScorekeptFileError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise _bad(LOOSE, kind=type(exc).__name__, text=str(exc)[:200]) from None


def load_game(path: str | os.PathLike[str]) -> ScorekeptGame:
    """Read a scorekept game file; ``ScorekeptFileError`` (never another error) when it cannot be used."""
    return _game_of(_read_json(path))


# ------------------------------------------------------------------ autosave
def save_autosave(game: ScorekeptGame, path: str | os.PathLike[str], saved_as: str | os.PathLike[str] | None,
                  typing: Mapping[str, str] | None = None) -> Path:
    """The scorekeeper's autosave: ``game``, and the file that holds it as it is (``saved_as``; None when its
    hands are saved nowhere else), so that a game kept nowhere else is offered again and never replaced unasked.
    ``typing``: the next hand as far as it is typed, by field ("bid2": "nil"; a club types the bids during the
    bidding and the tricks after the play), put back when the game is resumed (``load_autosave_typing``)."""
    data = to_json(game)
    if saved_as is not None:
        data["saved_as"] = os.fspath(saved_as)
    typed = {name: text for name, text in (typing or {}).items() if text.strip()}
    if typed:
        data["typing"] = typed
    return write_atomic(path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))


def load_autosave(path: str | os.PathLike[str]) -> tuple[ScorekeptGame, Path | None]:
    """The autosaved game and the file that still holds it as it is (None: its hands are saved nowhere else);
    ``ScorekeptFileError`` (never another error) when the autosave cannot be used."""
    data = _read_json(path)
    game = _game_of(data)
    saved_as = data.get("saved_as") if isinstance(data, dict) else None
    if isinstance(saved_as, str) and saved_as and plain_text(saved_as):
        try:
            if load_game(saved_as) == game:
                return game, Path(saved_as)
        except (ScorekeptFileError, OSError, ValueError):
            pass  # moved, changed or damaged since: the autosave is the only copy
    return game, None


_TYPED_FIELD = re.compile(r"(bid|tricks)[0-9]{1,2}|fact_[a-z_]{1,30}")


def load_autosave_typing(path: str | os.PathLike[str]) -> dict[str, str]:
    """The next hand as far as it was typed when the autosave was written (``save_autosave``'s ``typing``); empty
    when there is none or it cannot be used (only the fields' short texts are taken)."""
    try:
        data = _read_json(path)
    except ScorekeptFileError:
        return {}
    typing = data.get("typing") if isinstance(data, dict) else None
    if not isinstance(typing, dict):
        return {}
    return {name: text for name, text in typing.items()
            if isinstance(name, str) and _TYPED_FIELD.fullmatch(name) and isinstance(text, str) and len(text) <= 40
            and plain_text(text)}


def default_names(rules: RuleSet) -> tuple[str, ...]:
    return tuple(seat_name(rules, s) for s in range(rules.players))

