"""The window's remembered settings (``QSettings``): animation speed, card style, last new-game choices.

Every value is read through a checked helper (``read_bool``, ``read_int``,
``read_str``…): a value of the wrong type, out of range or unreadable gives
the default, so a damaged settings file never stops the window or a dialog.

With ``SPADES_DESKTOP_HOME`` set (tests, portable installs) the settings live
in ``settings.ini`` there instead of the platform's registry or config folder.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLocale, QSettings

from .. import APP_NAME, ORGANIZATION

if TYPE_CHECKING:  # the engine and the card painter are imported when used: not before the window's first paint
    from .card_render import CardStyle
    from .table_model import HandOrder


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


# ------------------------------------------------------------- checked reading
# Every value comes from a file the user (or another program, or a damaged disk) may have changed: each read
# checks the type and the range and falls back to the default, so no value can crash the window or a dialog.
TARGET_MAX = 10000  # the new-game dialog's target spin box range is 0..TARGET_MAX
NAME_MAX = 24  # the new-game dialog's name fields hold this many characters
DEAL_DIGITS = 15  # the deal field's validator: up to 15 digits
TEXT_MAX = 4096  # any other text (a preset id, a file path)
LIST_MAX = 16  # seats remembered (more than any table has)


def read_value(settings: QSettings, key: str) -> object:
    """The stored value, or None when there is none or it cannot be read."""
    try:
        return settings.value(key)
    except Exception:  # a value Qt cannot turn into Python (a damaged @Variant) is no value
        return None


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = read_value(settings, key)
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
    return default


def read_str(settings: QSettings, key: str, default: str, *, choices: Collection[str] | None = None,
             max_length: int = TEXT_MAX) -> str:
    """A text; one that is too long, holds control characters or is not among ``choices`` gives ``default``."""
    value = read_value(settings, key)
    if not isinstance(value, str) or len(value) > max_length or not value.isprintable():
        return default
    if choices is not None and value not in choices:
        return default
    return value


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A whole number in ``low..high`` written in plain ASCII digits; anything else gives ``default``."""
    value = read_value(settings, key)
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and _PLAIN_INT.fullmatch(value.strip()):
        number = int(value.strip())
    else:
        return default
    return number if low <= number <= high else default


def read_bytes(settings: QSettings, key: str) -> QByteArray | None:
    """Binary data (window geometry and state), or None."""
    value = read_value(settings, key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def read_strings(settings: QSettings, key: str, *, max_length: int = TEXT_MAX) -> tuple[str, ...]:
    """A list of texts stored tab-separated; a bad item becomes ""."""
    value = read_value(settings, key)
    if isinstance(value, str):
        items: list[object] = list(value.split("\t")) if value else []
    elif isinstance(value, list):
        items = list(value)
    else:
        return ()
    return tuple(
        item if isinstance(item, str) and len(item) <= max_length and item.isprintable() else ""
        for item in items[:LIST_MAX]
    )


def read_deal(settings: QSettings, key: str) -> str:
    """A remembered deal number: ASCII digits below the engine's ``MAX_DEAL_NUMBER``, else "" (random)."""
    from ..engine.deal import MAX_DEAL_NUMBER

    text = read_str(settings, key, "", max_length=DEAL_DIGITS).strip()
    if text.isascii() and text.isdigit() and int(text) < MAX_DEAL_NUMBER:
        return text
    return ""


_PLAIN_INT = re.compile(r"[+-]?[0-9]{1,18}")


DEALT_KEY = "welcome/dealt"  # a game was dealt here: the welcome is not shown at the start any more


def is_first_start(settings: QSettings) -> bool:
    """Nothing remembered at all: no game dealt, no window size, no choice of any kind (the welcome is due).

    A settings file that holds anything (even values this version cannot read) was written by an earlier start,
    of this version or of one before the welcome: its player has met the game."""
    try:
        return not read_bool(settings, DEALT_KEY, False) and not settings.allKeys()
    except Exception:  # a settings store that cannot be read is no first start: the game is dealt as before
        return False


def mark_dealt(settings: QSettings) -> None:
    """Remember that a game was dealt (the welcome is not shown at the start again; Help ▸ Welcome still is)."""
    if not read_bool(settings, DEALT_KEY, False):
        settings.setValue(DEALT_KEY, True)


def load_speed(settings: QSettings) -> Speed:
    try:
        return Speed(read_str(settings, "view/speed", Speed.NORMAL.value))
    except ValueError:
        return Speed.NORMAL


def save_speed(settings: QSettings, speed: Speed) -> None:
    settings.setValue("view/speed", speed.value)


def load_hand_order(settings: QSettings) -> HandOrder:
    """How the player arranges the hand (View > Hand order): low to high with the trumps at the right at first."""
    from .table_model import HandOrder

    return HandOrder(high_first=read_bool(settings, "cards/high_first", False),
                     trumps_left=read_bool(settings, "cards/trumps_left", False))


def save_hand_order(settings: QSettings, order: HandOrder) -> None:
    settings.setValue("cards/high_first", order.high_first)
    settings.setValue("cards/trumps_left", order.trumps_left)


PAPERS = ("a4", "letter")  # the score sheets' paper sizes (``sheets.model.PAGE_SIZES``)


def load_paper(settings: QSettings) -> str:
    """The paper every score sheet is laid out for: the one last chosen for blank sheets, else Letter where the
    system measures in US units and A4 elsewhere (a US club printed its finished game on A4 before)."""
    us = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return read_str(settings, "sheets/paper", "letter" if us else "a4", choices=PAPERS)


def save_paper(settings: QSettings, paper: str) -> None:
    settings.setValue("sheets/paper", paper)


def user_paper() -> str:
    """``load_paper`` of the app's own settings."""
    return load_paper(app_settings())


def load_offer_blind(settings: QSettings) -> bool:
    """Whether a person is asked to bid blind or look at each hand's start (on unless the player turned it off)."""
    return read_bool(settings, "play/offer_blind", True)


def load_play_forced(settings: QSettings) -> bool:
    """Whether a person's only legal card plays by itself (on unless the player turned it off)."""
    return read_bool(settings, "play/forced_card", True)


# The languages the window speaks, each named in itself (a player who cannot read the window's language still
# finds their own); "" follows the system's language.
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}


def load_language(settings: QSettings) -> str:
    """The language the player chose ("en", "ru"), or "" for the system's."""
    return read_str(settings, "view/language", "", choices=("", *LANGUAGES))


def save_language(settings: QSettings, language: str) -> None:
    settings.setValue("view/language", language)


def load_card_style(settings: QSettings) -> CardStyle:
    from .card_render import BACKS, CardStyle

    return CardStyle(
        four_colour=read_bool(settings, "cards/four_colour", False),
        large_index=read_bool(settings, "cards/large_index", False),
        back=read_str(settings, "cards/back", "blue", choices=BACKS),
        svg_deck=read_str(settings, "cards/svg_deck", ""),
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
    allow_undo: bool = False  # pass and play: every player agreed that a move may be taken back


def load_choices(settings: QSettings) -> NewGameChoices:
    """The remembered new-game choices, each checked (a bad one is the default); see ``read_*``."""
    names = tuple(
        name.strip() if len(name.strip()) <= NAME_MAX else ""
        for name in read_strings(settings, "new_game/names", max_length=4 * NAME_MAX)
    )
    return NewGameChoices(
        preset_id=read_str(settings, "new_game/preset", "standard", max_length=200),
        names=names,
        levels=read_strings(settings, "new_game/levels", max_length=40),
        target=read_int(settings, "new_game/target", 0, 0, TARGET_MAX),
        deal=read_deal(settings, "new_game/deal"),
        allow_undo=read_bool(settings, "new_game/allow_undo", False),
    )


def save_choices(settings: QSettings, choices: NewGameChoices) -> None:
    settings.setValue("new_game/preset", choices.preset_id)
    settings.setValue("new_game/names", "\t".join(choices.names))
    settings.setValue("new_game/levels", "\t".join(choices.levels))
    settings.setValue("new_game/target", str(choices.target))
    settings.setValue("new_game/deal", choices.deal)
    settings.setValue("new_game/allow_undo", choices.allow_undo)
