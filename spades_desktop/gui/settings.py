"""The window's remembered settings (``QSettings``): animation speed, card style, last new-game choices.

With ``SPADES_DESKTOP_HOME`` set (tests, portable installs) the settings live
in ``settings.ini`` there instead of the platform's registry or config folder.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QSettings

from .. import APP_NAME, ORGANIZATION
from .card_render import BACKS, CardStyle


class Speed(Enum):
    """Animation speed; OFF makes every move instant (tests use it)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        """Multiplier of every animation duration and bot pause."""
        return {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.8}[self.value]


def app_settings() -> QSettings:
    home = os.environ.get("SPADES_DESKTOP_HOME")
    if home:
        Path(home).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APP_NAME)


def _as_bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    if isinstance(value, int):
        return bool(value)
    return default


def _as_str(value: object, default: str) -> str:
    return value if isinstance(value, str) else default


def load_speed(settings: QSettings) -> Speed:
    try:
        return Speed(_as_str(settings.value("view/speed"), Speed.NORMAL.value))
    except ValueError:
        return Speed.NORMAL


def save_speed(settings: QSettings, speed: Speed) -> None:
    settings.setValue("view/speed", speed.value)


def load_card_style(settings: QSettings) -> CardStyle:
    back = _as_str(settings.value("cards/back"), "blue")
    return CardStyle(
        four_colour=_as_bool(settings.value("cards/four_colour"), False),
        large_index=_as_bool(settings.value("cards/large_index"), False),
        back=back if back in BACKS else "blue",
        svg_deck=_as_str(settings.value("cards/svg_deck"), ""),
    )


def save_card_style(settings: QSettings, style: CardStyle) -> None:
    settings.setValue("cards/four_colour", style.four_colour)
    settings.setValue("cards/large_index", style.large_index)
    settings.setValue("cards/back", style.back)
    settings.setValue("cards/svg_deck", style.svg_deck)


@dataclass(frozen=True, slots=True)
class NewGameChoices:
    """What the new-game dialog remembers between games."""

    preset_id: str = "standard"
    names: tuple[str, ...] = ()  # by seat; "" = the default name
    levels: tuple[str, ...] = ()  # by seat; "human" or a bot level
    target: int = 0  # 0 = the preset's target
    deal: str = ""  # "" = a random deal number


def load_choices(settings: QSettings) -> NewGameChoices:
    def strings(key: str) -> tuple[str, ...]:
        value = settings.value(key)
        if isinstance(value, str):
            return tuple(value.split("\t")) if value else ()
        if isinstance(value, list):
            return tuple(str(v) for v in value)
        return ()

    try:
        target = int(_as_str(settings.value("new_game/target"), "0") or 0)
    except ValueError:
        target = 0
    return NewGameChoices(
        preset_id=_as_str(settings.value("new_game/preset"), "standard"),
        names=strings("new_game/names"),
        levels=strings("new_game/levels"),
        target=max(0, target),
        deal=_as_str(settings.value("new_game/deal"), ""),
    )


def save_choices(settings: QSettings, choices: NewGameChoices) -> None:
    settings.setValue("new_game/preset", choices.preset_id)
    settings.setValue("new_game/names", "\t".join(choices.names))
    settings.setValue("new_game/levels", "\t".join(choices.levels))
    settings.setValue("new_game/target", str(choices.target))
    settings.setValue("new_game/deal", choices.deal)
