"""The one interface every computer player implements, and the factory the GUI uses."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import Any, Protocol

from ..engine import Action, Card, SeatView
from .message import Message, MessageArg

LEVELS = ("easy", "normal", "hard")
BOTS = ("random", "easy", "normal", "hard")


class Player(Protocol):
    """Decides for one seat from that seat's view only."""

    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal``."""
        ...

    def explain(self) -> str:
        """A one-line reason for the last choice, for the GUI's hint."""
        ...


def action_arg(action: Action) -> MessageArg:
    """An action as a reason's value (the window says it in its language; the English is ``str(action)``)."""
    return action


def card_list(cards: Sequence[Card], spaced: bool = False) -> Message:
    """Cards as one reason value, "A♠, K♠" (or "A♠ K♠"); each stays a card, so the window names jokers its way."""
    if not cards:
        return Message.of("{cards}", cards="")
    out = Message.of("{cards}", cards=cards[0])
    for card in cards[1:]:
        out = (Message.of("{first} {second}", first=out, second=card) if spaced
               else Message.of("{first}, {second}", first=out, second=card))
    return out


def reason_message(player: Player) -> Message:
    """The last choice's reason as a ``Message`` (a bot without ``explain_message`` gives its English text)."""
    explain_message = getattr(player, "explain_message", None)
    if callable(explain_message):
        message = explain_message()
        if isinstance(message, Message):
            return message
    return Message(player.explain())


class RandomPlayer:
    """Chooses uniformly among the legal actions (a baseline for tests and benchmarks)."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self._last = Message("")

    def choose(self, view: SeatView) -> Action:
        action = self._rng.choice(view.legal)
        self._last = Message.of("I picked {action} at random", action=action_arg(action))
        return action

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last


def create_player(level: str, seed: int = 0, clock: Callable[[], float] | None = None,
                  humans: Collection[int] = ()) -> Player:
    """A computer player of ``level`` (one of ``LEVELS``).

    ``clock`` (a monotonic clock such as ``time.monotonic``; this package reads
    none itself) caps Hard's think time per decision (``hard.TIME_CAP``).
    ``humans`` are the seats of people: Hard reads their bids more loosely than
    a bot's (``determinize.BID_SIGMA``, ``BOT_SIGMA``).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels are {', '.join(LEVELS)}")
    player = make_player(level, seed, clock)
    if humans and level == "hard":
        from .hard import HardPlayer

        assert isinstance(player, HardPlayer)
        player.humans = frozenset(humans)
    return player


def make_player(spec: str, seed: int = 0, clock: Callable[[], float] | None = None) -> Player:
    """A bot from a spec such as ``normal`` or ``hard:samples=40`` (benchmarks, tests).

    Bots: random, easy, normal, hard. Options after the colon are
    ``name=number`` pairs passed to the bot (``hard:time_cap=0.5`` needs a ``clock``). (The frozen Normal v1 that
    benchmarks measure against lives in ``bench/reference_v1``, outside the app.)
    """
    name, options = parse_options(spec)
    if name == "random":
        _no_options(name, options)
        return RandomPlayer(seed)
    if name == "normal":
        from .determinize import BID_SIGMA
        from .game_outcome import GAME_END, GAME_Z
        from .normal import BID_CAP, BID_SAMPLES, NIL_EASE, NIL_MARGIN, NormalPlayer, tuned
        from .playout import GAME_BONUS

        searching = ("bid_samples", "nil_ease", "nil_margin", "bid_cap", "bid_sigma", "game_end", "game_bonus",
                     "game_z")
        search = {key: options.pop(key) for key in searching if key in options}
        bid_tuning, play_tuning = tuned(options)
        return NormalPlayer(seed, bid_tuning, play_tuning, bid_samples=int(search.get("bid_samples", BID_SAMPLES)),
                            clock=clock, bid_cap=float(search.get("bid_cap", BID_CAP)),
                            nil_ease=float(search.get("nil_ease", NIL_EASE)),
                            nil_margin=float(search.get("nil_margin", NIL_MARGIN)),
                            bid_sigma=float(search.get("bid_sigma", BID_SIGMA)),
                            game_end=bool(search.get("game_end", GAME_END)),
                            game_bonus=float(search.get("game_bonus", GAME_BONUS)),
                            game_z=float(search.get("game_z", GAME_Z)))
    if name == "easy":
        from .easy import EasyPlayer

        picked = _pick(name, options, {"mistakes": float})
        return EasyPlayer(seed, mistakes=float(picked.get("mistakes", 0.3)))
    if name == "hard":
        from .hard import HardPlayer

        return HardPlayer(seed, clock=clock, **hard_options(options))
    raise ValueError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}")


# Hard's options and their types (``bool`` options take 0 or 1).
HARD_OPTIONS: dict[str, type] = {
    "samples": int, "worlds": int, "bid_samples": int, "time_cap": float, "card_cap": float, "card_z": float,
    "bid_z": float, "card_search": bool, "nil_floor": float, "infer": float, "infer_tries": int,
    "bid_sigma": float, "read_partner": bool, "card_bonus": float, "bid_up": float, "bid_down": float,
    "nil_margin": float, "careful_nil": bool, "own_play": bool,
    "own_bid": bool, "bid_steps": int, "bid_lower": bool, "partner_sigma": float, "sure_trick": int, "endgame": int,
    "cover_guard": float, "nil_stake": float, "keep_guard": bool, "guard_bots": bool, "nil_z": float,
    "min_guesses": int, "nil_guesses": int, "miss_once": bool, "game_end": bool, "game_bonus": float,
    "game_z": float,
}


def parse_options(spec: str) -> tuple[str, dict[str, float]]:
    """A bot spec's name and its ``name=number`` options: ``hard:samples=40`` -> ``("hard", {"samples": 40.0})``."""
    name, _, rest = spec.strip().partition(":")
    options: dict[str, float] = {}
    for part in filter(None, rest.split(",")):
        key, eq, value = part.partition("=")
        try:
            if not eq:
                raise ValueError
            options[key.strip()] = float(value)
        except ValueError:
            raise ValueError(f"bad bot option {part!r} in {spec!r}: write name=number, e.g. hard:samples=40") from None
    return name, options


def hard_options(options: dict[str, float]) -> dict[str, Any]:
    """Hard's keyword arguments from spec options (a benchmark's variant of Hard takes the same ones)."""
    picked = _pick("hard", options, HARD_OPTIONS)
    return {key: bool(value) if HARD_OPTIONS[key] is bool else value for key, value in picked.items()}


def _no_options(name: str, options: dict[str, float]) -> None:
    if options:
        raise ValueError(f"the {name} bot takes no options")


def _pick(name: str, options: dict[str, float], allowed: dict[str, type]) -> dict[str, float | int]:
    out: dict[str, float | int] = {}
    for key, value in options.items():
        kind = allowed.get(key)
        if kind is None:
            raise ValueError(f"the {name} bot has no option {key!r}; options: {', '.join(allowed)}")
        out[key] = int(value) if kind is int else value
    return out
