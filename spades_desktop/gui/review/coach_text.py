"""The coach's sentences in the player's language.

``ai.coach`` returns each sentence as a ``Message``: an English template with
named values (the pure packages cannot import Qt). Here the template is
translated in the "Coach" context (``assets/translations/sources.py`` finds the
templates in the code, ``ru.py`` holds their Russian), and so are its values:
seat names, bids, nested messages; cards keep their symbols. A translation with
a broken placeholder falls back to the English sentence rather than failing.

A number's noun takes the form the number wants: the translation puts the
noun's forms in the field ("{side} tricks" is «около {side:взятки|взяток|взяток}»:
«около 1 взятки», «около 5 взяток», «около 21 взятки»), so the English
templates, the keys of the translation, stay as they are.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ...ai.message import COUNTED, Message, MessageArg
from ...engine import Bid, Card
from .. import texts

CONTEXT = "Coach"
_SEAT_KEYS = frozenset({"seat"})  # English seat names ("South"), as seat_name() gives them
_SUIT_KEYS = frozenset({"suit", "thrown"})  # suit nouns ("hearts"), as Suit.noun gives them (the bots' reasons)


_LEADING_FIELD = re.compile(r"\{(\w+)(?::[^{}]*)?\}")  # "{side}", or "{side:взятка|взятки|взяток}"
_ALWAYS_CAPITAL = re.compile(r"I\b")  # English "I" (and "I'm"): capital anywhere in a sentence


def message_text(message: Message, *, mid_sentence: bool = False, seats: Mapping[str, str] | None = None) -> str:
    """``message`` translated and filled in (English when no translation is installed).

    ``mid_sentence``: the message follows a colon inside a longer sentence ("Reason: …", "I bid 4: …"), so its
    first word starts lower case ("Причина: я заказываю…"), unless that word is a name: a seat, a card, a
    value put in as it is, English "I". A nested message after a colon in its template is said the same way.
    ``seats``: the engine's seat names ("South") as the window names those players ("You", "Wes"): the coach
    said «Юг» where the review names the player.
    """
    try:
        template = QCoreApplication.translate(CONTEXT, message.template)
        leading = _LEADING_FIELD.match(template)
        text = template.format(**{
            key: _value_text(key, value, mid_sentence=_after_colon(template, key) or (
                mid_sentence and leading is not None and leading[1] == key), as_object=_as_object(template, key),
                seats=seats)
            for key, value in message.args})
    except (KeyError, IndexError, ValueError):
        template, leading, text = message.template, _LEADING_FIELD.match(message.template), str(message)
    if mid_sentence and leading is None and not _ALWAYS_CAPITAL.match(text):
        return text[:1].lower() + text[1:]  # the template's own first word: never a name
    return text


def _field(key: str) -> str:
    """A pattern of the field ``key`` in a template, with or without its noun's forms."""
    return r"\{" + re.escape(key) + r"(?::[^{}]*)?\}"


def _after_colon(template: str, key: str) -> bool:
    """Does the field ``key`` follow a colon in ``template`` ("{why}: {reason}")?"""
    return re.search(r":\s+" + _field(key), template) is not None


def _as_object(template: str, key: str) -> bool:
    """Does the field ``key`` stand as a verb's object in ``template`` (Russian «Я заказываю {bid}»)?"""
    found = re.search(_field(key), template)
    return found is not None and found.start() > 0 and texts.takes_object(template[:found.start()])


_NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")  # a number the bots wrote as text: "7", "2.5"


class _Number(str):
    """A number as the sentence writes it ("2", "2,5", "−3"); a translation may give the field its noun's forms,
    one|few|many and, for a fraction, a fourth (else the second): ``{tricks:взятка|взятки|взяток}`` says
    «1 взятка», «3 взятки», «11 взяток», «21 взятка», «2,5 взятки». Any other format is a string's."""

    count: int | None  # None: a fraction

    def __new__(cls, text: str, count: int | None) -> _Number:
        number = super().__new__(cls, text)
        number.count = count
        return number

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return str.__format__(str(self), spec)
        forms = spec.split("|")
        if self.count is None:
            noun = forms[3] if len(forms) > 3 else forms[1]
        else:
            noun = texts.noun_for(abs(self.count), "|".join(forms[:3]))
        return f"{self} {noun}"


def _counted(key: str) -> str:
    """The translated forms of a counted value's noun (``ai.message.COUNTED``), literal for pyside6-lupdate."""
    if key == "guesses":
        return QCoreApplication.translate("Coach", "guess|guesses")
    if key == "points":
        return QCoreApplication.translate("Coach", "point|points")
    if key == "worth":
        return QCoreApplication.translate("Coach", "trick|tricks")
    return COUNTED[key]


def _value_text(key: str, value: MessageArg, *, mid_sentence: bool = False, as_object: bool = False,
                seats: Mapping[str, str] | None = None) -> str:
    if isinstance(value, Message):
        return message_text(value, mid_sentence=mid_sentence, seats=seats)
    if isinstance(value, Card):
        return texts.card_text(value)
    if isinstance(value, Bid):
        said = texts.bid_object(value) if as_object else texts.bid_text(value)  # «я заказываю луну»
        return said[:1].lower() + said[1:]  # mid-sentence: "a bid of blind 5"
    if key in _SEAT_KEYS and isinstance(value, str):
        return seats[value] if seats and value in seats else texts.position_name(value.lower())
    if key in COUNTED and isinstance(value, int):  # "1 guess", "40 guesses" ("1 guesses" was said)
        return texts.count_of(value, _counted(key))
    if key in _SUIT_KEYS and isinstance(value, str):
        return texts.engine_tr(value)  # a suit noun ("hearts"), translated with the engine's words
    if isinstance(value, str):
        written = texts.written_number(value)  # "2.5", "-3" as the bots wrote them: "2,5", "−3" in Russian
        number = _NUMBER.fullmatch(value)
        if number is None:
            return written
        return _Number(written, None if number[1] else int(value))
    if isinstance(value, int):
        return _Number(texts.minus(value), value)
    return texts.action_text(value)  # a bot's action other than a bid: "play the K♥"
