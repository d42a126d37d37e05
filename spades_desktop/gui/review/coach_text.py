"""The coach's sentences in the player's language.

``ai.coach`` returns each sentence as a ``Message``: an English template with
named values (the pure packages cannot import Qt). Here the template is
translated in the "Coach" context (``assets/translations/sources.py`` finds the
templates in the code, ``ru.py`` holds their Russian), and so are its values:
seat names, bids, nested messages; cards keep their symbols. A translation with
a broken placeholder falls back to the English sentence rather than failing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...ai.message import COUNTED, Message, MessageArg
from ...engine import Bid, Card
from .. import texts

CONTEXT = "Coach"
_SEAT_KEYS = frozenset({"seat"})  # English seat names ("South"), as seat_name() gives them
_SUIT_KEYS = frozenset({"suit"})  # suit nouns ("hearts"), as Suit.noun gives them (the bots' reasons)


def message_text(message: Message) -> str:
    """``message`` translated and filled in (English when no translation is installed)."""
    try:
        template = QCoreApplication.translate(CONTEXT, message.template)
        return template.format(**{key: _value_text(key, value) for key, value in message.args})
    except (KeyError, IndexError, ValueError):
        return str(message)


def _counted(key: str) -> str:
    """The translated forms of a counted value's noun (``ai.message.COUNTED``), literal for pyside6-lupdate."""
    if key == "guesses":
        return QCoreApplication.translate("Coach", "guess|guesses")
    if key == "points":
        return QCoreApplication.translate("Coach", "point|points")
    return COUNTED[key]


def _value_text(key: str, value: MessageArg) -> str:
    if isinstance(value, Message):
        return message_text(value)
    if isinstance(value, Card):
        return texts.card_text(value)
    if isinstance(value, Bid):
        said = texts.bid_text(value)
        return said[:1].lower() + said[1:]  # mid-sentence: "a bid of blind 5"
    if key in _SEAT_KEYS and isinstance(value, str):
        return texts.position_name(value.lower())
    if key in COUNTED and isinstance(value, int):  # "1 guess", "40 guesses" ("1 guesses" was said)
        return texts.count_of(value, _counted(key))
    if key in _SUIT_KEYS and isinstance(value, str):
        return texts.engine_tr(value)  # a suit noun ("hearts"), translated with the engine's words
    if isinstance(value, (str, int)):
        return str(value)
    return texts.action_text(value)  # a bot's action other than a bid: "play the K♥"
