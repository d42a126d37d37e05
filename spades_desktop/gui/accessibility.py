"""The table for screen readers: accessible stand-ins for the painted cards and plates, announcements, reading.

The cards and name plates are ``QGraphicsItem``s, which Qt's accessibility
does not see. ``TableAccessibility`` is a transparent widget over the table
view that holds one invisible-to-the-eye but accessible widget per thing on
the table, placed where it is drawn and kept in step with the scene:

- "Your hand": a button per card ("Queen of diamonds, playable"); a playable
  card is enabled, the others unavailable; a card chosen for a pass is
  checked; pressing it (a screen reader's default action) plays or chooses it;
- "The trick": the cards played so far ("Queen of diamonds, played by West");
- "Players": a label per seat ("West, Hard bot, Bid 4 · won 2, dealer, to play").

They paint nothing and let every mouse click through; the keyboard stays with
the table view, and the card chosen with ← → is reported as the focused one.

Bids, plays, trick winners, nils made or broken and hand results are
announced with ``QAccessibleAnnouncementEvent`` at the verbosity the player
chose (View ▸ Announcements: off, brief, full; kept in the settings), or, for
Orca before 46, which has no listener for it, shown as a notification (View ▸
Announcements for older screen readers), and
every announcement is kept in ``announcements`` (tests read it). ``read_table``
says the whole table on demand (R): the hand by suit, the trick, bids and
tricks, the score. Everything said comes from the table's model, which shows
only what the person at the screen may see.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from enum import Enum
from typing import Final

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QFocusEvent,
    QPaintEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QComboBox,
    QFrame,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ..engine import (
    Bid,
    BidKind,
    BidMade,
    Card,
    CardPlayed,
    Event,
    GameOver,
    HandDealt,
    HandScore,
    HandScored,
    NilResult,
    RuleSet,
    SideScore,
    Suit,
    TrickDead,
    TrickWon,
)
from . import texts
from .trick_marks import cancelled_pairs


def tr(text: str) -> str:
    """Translate in the empty context: where ``pyside6-lupdate`` files module-level ``tr()`` calls."""
    return QCoreApplication.translate("", text)


class Verbosity(Enum):
    """How much the table announces by itself."""

    OFF = "off"
    BRIEF = "brief"  # bids, your turn and the trick so far, your own plays, trick winners, nils, hand results
    FULL = "full"  # also every card played, and the details of each hand's score


SETTINGS_KEY = "accessibility/announcements"


def load_verbosity(settings: QSettings) -> Verbosity:
    value = settings.value(SETTINGS_KEY)
    try:
        return Verbosity(value if isinstance(value, str) else Verbosity.BRIEF.value)
    except ValueError:
        return Verbosity.BRIEF


def save_verbosity(settings: QSettings, verbosity: Verbosity) -> None:
    settings.setValue(SETTINGS_KEY, verbosity.value)


OLDER_READERS_KEY = "accessibility/older_screen_readers"


OLDER_READERS_DEFAULT: Final = sys.platform.startswith("linux")


def load_older_readers(settings: QSettings) -> bool:
    """View ▸ Announcements for older screen readers (see ``TableAccessibility.older_readers``): on by default on
    Linux, where Orca before 46 (Debian 12, Ubuntu 22.04) says none of Qt's announcement events and every Orca
    says the notifications; off elsewhere, where NVDA, Narrator and VoiceOver say the announcements (QA: a blind
    player on Debian 12 heard nothing, and nothing told them of the option)."""
    value = settings.value(OLDER_READERS_KEY, OLDER_READERS_DEFAULT)
    return value is True or str(value).strip().lower() in ("1", "true", "yes", "on")


# ----------------------------------------------------------------- words
def rank_name(rank: int) -> str:
    return {
        2: tr("Two"), 3: tr("Three"), 4: tr("Four"), 5: tr("Five"), 6: tr("Six"), 7: tr("Seven"),
        8: tr("Eight"), 9: tr("Nine"), 10: tr("Ten"), 11: tr("Jack"), 12: tr("Queen"), 13: tr("King"),
        14: tr("Ace"),
    }.get(rank, str(rank))


def suit_name(suit: Suit) -> str:
    return {Suit.CLUBS: tr("clubs"), Suit.DIAMONDS: tr("diamonds"), Suit.HEARTS: tr("hearts"),
            Suit.SPADES: tr("spades")}[suit]


def object_rank_name(rank: int) -> str:
    """A rank as the object of a verb ("play the two of clubs"): Russian «сыграть двойку треф», not «двойка»
    (context "CardObject"; English as ``rank_name``)."""
    return {
        2: QCoreApplication.translate("CardObject", "Two"), 3: QCoreApplication.translate("CardObject", "Three"),
        4: QCoreApplication.translate("CardObject", "Four"), 5: QCoreApplication.translate("CardObject", "Five"),
        6: QCoreApplication.translate("CardObject", "Six"), 7: QCoreApplication.translate("CardObject", "Seven"),
        8: QCoreApplication.translate("CardObject", "Eight"), 9: QCoreApplication.translate("CardObject", "Nine"),
        10: QCoreApplication.translate("CardObject", "Ten"), 11: QCoreApplication.translate("CardObject", "Jack"),
        12: QCoreApplication.translate("CardObject", "Queen"), 13: QCoreApplication.translate("CardObject", "King"),
        14: QCoreApplication.translate("CardObject", "Ace"),
    }.get(rank, str(rank))


def instrumental_rank_name(rank: int) -> str:
    """A rank in the instrumental case, for a card said where Russian writes «картой 7♦» ("with the 7♦"):
    «берите семёркой бубен» (context "CardInstrumental"; English as ``rank_name``)."""
    return {
        2: QCoreApplication.translate("CardInstrumental", "Two"),
        3: QCoreApplication.translate("CardInstrumental", "Three"),
        4: QCoreApplication.translate("CardInstrumental", "Four"),
        5: QCoreApplication.translate("CardInstrumental", "Five"),
        6: QCoreApplication.translate("CardInstrumental", "Six"),
        7: QCoreApplication.translate("CardInstrumental", "Seven"),
        8: QCoreApplication.translate("CardInstrumental", "Eight"),
        9: QCoreApplication.translate("CardInstrumental", "Nine"),
        10: QCoreApplication.translate("CardInstrumental", "Ten"),
        11: QCoreApplication.translate("CardInstrumental", "Jack"),
        12: QCoreApplication.translate("CardInstrumental", "Queen"),
        13: QCoreApplication.translate("CardInstrumental", "King"),
        14: QCoreApplication.translate("CardInstrumental", "Ace"),
    }.get(rank, str(rank))


# The forms a card is said in: as a sentence's subject, as a verb's object, or in the instrumental case
NOMINATIVE, OBJECT, INSTRUMENTAL = "nominative", "object", "instrumental"


def card_name(card: Card, *, as_object: bool = False, case: str = NOMINATIVE) -> str:
    """A card in words, as a screen reader should say it: "Queen of diamonds", "Big Joker". ``as_object`` (or
    ``case=OBJECT``): the form a verb's object takes (Russian «даму бубен» after «сыграть»); ``INSTRUMENTAL``:
    «дамой бубен» (English the same words in every case)."""
    if card.is_joker or card.suit is None:
        return texts.card_text(card)  # «джокер»: the same form as the object
    if as_object or case == OBJECT:
        return QCoreApplication.translate("CardObject", "{0} of {1}").format(object_rank_name(card.rank),
                                                                             suit_name(card.suit))
    if case == INSTRUMENTAL:
        return QCoreApplication.translate("CardObject", "{0} of {1}").format(instrumental_rank_name(card.rank),
                                                                             suit_name(card.suit))
    return tr("{0} of {1}").format(rank_name(card.rank), suit_name(card.suit))


def card_in_sentence(card: Card, *, as_object: bool = False, case: str = NOMINATIVE) -> str:
    """A card inside a sentence: "three of hearts" ("You play the three of hearts."); a joker keeps its capitals."""
    name = card_name(card, as_object=as_object, case=case)
    return name if card.is_joker or card.suit is None else name[:1].lower() + name[1:]


# A card written with its suit's symbol; before it, Russian's «картой» ("with the card"), which a card said in
# words replaces («берите картой 7♦» is said «берите семёркой бубен»), or «козырем» ("with a trump"), which stays
# («бейте козырем 7♠»: «бейте козырем, семёркой пик»); after it, a pronoun that stands for it right after a comma,
# a colon or a dash («хожу картой J♠, она, скорее всего, не возьмёт», «Я играю K♠: она отменяет», «хожу картой
# A♠ — у неё меньше всего шансов»), written for «карта» and said for the card's own name
_PRETTY_CARD = re.compile(r"((?:картой|козырем)\s+)?(?<![\w♣♦♥♠])((?:10|[2-9JQKA])[♣♦♥♠])"
                          r"(?:(,\s+|:\s+|\s+—\s+(?:у\s+)?)(она(?:\s+должна)?|её|неё)\b)?")
# Russian's masculine ranks (валет, король, туз): a pronoun for one is «он», «его», «него», not «она», «её», «неё»
_MASCULINE_RANKS: Final = frozenset({11, 13, 14})
_MASCULINE_PRONOUN: Final = {"она": "он", "её": "его", "неё": "него", "должна": "должен"}
_LIST_GAP = re.compile(r",\s*|\s+(?:and|или|or|и)\s+")
_ADJECTIVE_BEFORE = re.compile(r"\w[оеё]й\s+$")  # «старшей», «мелкой», «моей» before «картой»
# a card after a comma that names it in the instrumental: «бью младшим, 3♠», «беру её своей старшей картой, A♠»
_INSTRUMENTAL_BEFORE = re.compile(r"(?:картой|\w(?:им|ым)),\s*$")
_KEPT_HEAD_BEFORE = re.compile(r"картой,\s*$")  # «картой, A♠»: the pronoun after the card agrees with «картой»


def spoken_cards(text: str) -> str:
    """``text`` with each card written with a suit symbol in words, for a screen reader: "Your only card to play:
    K♠." -> "Your only card to play: king of spades." (Orca said "9♣" as "9 black club suit", or nothing). A card
    a verb takes as its object is said in the object's form (``texts.takes_object``): «сыграть двойку треф», where
    «сыграть двойка треф» was said; a card after «картой» in the instrumental, for the word: «хожу картой 7♦» is
    said «хожу семёркой бубен», where «хожу картой семёрка бубен» was said; a card after «козырем» too («бейте
    козырем, семёркой пик», where «бейте козырем семёрка пик» was said). A pronoun for a card that is said by its own
    name agrees with it: «хожу картой J♠, она не возьмёт» is said «хожу валетом пик, он не возьмёт» (QA)."""
    last: list[tuple[int, str]] = [(-1, NOMINATIVE)]  # where the card before ended, and the case it was said in

    def say(match: re.Match[str]) -> str:
        end, was = last[0]
        card = Card.parse(match.group(2))
        start = match.start(2)
        listed = was != NOMINATIVE and _LIST_GAP.fullmatch(text, end, match.start()) is not None
        if (match.group(1) or _INSTRUMENTAL_BEFORE.search(text, 0, start)) and not (card.is_joker or card.suit is None):
            case = INSTRUMENTAL
        elif listed:  # the next card of a list is in the same case («передаёте двойку треф, даму бубен и короля пик»)
            case = was
        else:
            case = OBJECT if texts.takes_object(text[:start]) else NOMINATIVE
        last[0] = (match.end(2), case)
        said = card_in_sentence(card, case=case)
        named = match.group(1) or ""  # «картой» or «козырем» when it is said: the word a pronoun after the card is for
        if case == INSTRUMENTAL and named.startswith("картой") and not _ADJECTIVE_BEFORE.search(text, 0, match.start()):
            named = ""  # «хожу картой 7♦»: «хожу семёркой бубен»
        if named and case == INSTRUMENTAL:  # «старшей картой, валетом треф»: «старшей» agrees with «картой»
            said = f"{named.rstrip()}, {said}"  # «бейте козырем, семёркой пик»
        elif named:
            said = named + said
        elif _KEPT_HEAD_BEFORE.search(text, 0, start):
            named = "картой"  # «беру её своей старшей картой, A♠»: «картой» is said
        if match.group(4):  # «хожу картой J♠, она»: «хожу валетом пик, он» (QA: «она» was said for a jack)
            pronoun = match.group(4)
            if not named and card.rank in _MASCULINE_RANKS:
                pronoun = " ".join(_MASCULINE_PRONOUN[word] for word in pronoun.split())  # «он должен взять»
            said += match.group(3) + pronoun
        return said

    return _PRETTY_CARD.sub(say, text)


def hand_by_suit(cards: Sequence[Card]) -> str:
    """ "spades: ace, 7; hearts: queen, 4" in the hand's order (jokers with the trumps)."""
    groups: list[tuple[str, list[str]]] = []
    for card in cards:
        suit = tr("jokers") if card.suit is None else suit_name(card.suit)
        rank = texts.card_text(card) if card.suit is None else rank_name(card.rank).lower()
        if not groups or groups[-1][0] != suit:
            groups.append((suit, []))
        groups[-1][1].append(rank)
    return "; ".join(f"{suit}: {', '.join(ranks)}" for suit, ranks in groups)


def nil_result_text(nil: NilResult, names: Sequence[str]) -> str:
    """ "Wes's nil made", "your blind nil failed": a nil's result, with whose it was."""
    name = names[nil.seat] if nil.seat < len(names) else str(nil.seat)
    bid = texts.bid_text(nil.bid).lower()
    if name == tr("You"):
        return tr("your {0} made").format(bid) if nil.made else tr("your {0} failed").format(bid)
    return tr("{0}'s {1} made").format(name, bid) if nil.made else tr("{0}'s {1} failed").format(name, bid)


def score_text(rules: RuleSet, score: HandScore, names: Sequence[str], full: bool, heading: str = "",
               nil_said: Callable[[SideScore, NilResult, str], str] | None = None) -> str:
    """A hand's result: each side's points and total, and its nils made or failed; with ``full`` the contract
    and bag penalty too. (The nils are said at every verbosity: a nil lost on the last trick was never said.)
    ``nil_said`` gives a nil's words as the hand's summary shows them, from its side, the nil and its result
    ("your nil failed" -> "your nil failed (2 tricks counted for the side)")."""
    parts = []
    for side in score.sides:
        who = texts.side_label(rules, side.side, names)
        line = tr("{0} {1}, total {2}").format(who, texts.signed(side.points), texts.minus(side.total_after))
        details = []
        if full and side.made is not None:
            details.append(tr("contract {0} made").format(side.contract) if side.made
                           else tr("contract {0} set").format(side.contract))
        for nil in side.nils:
            said = nil_result_text(nil, names)
            details.append(nil_said(side, nil, said) if nil_said is not None else said)
        if full and side.bag_penalty:
            details.append(tr("bag penalty {0}").format(texts.signed(side.bag_penalty)))
        if details:
            line += " (" + ", ".join(details) + ")"
        parts.append(line)
    if heading:  # a duplicate match's deal: "Deal 2 of 2 is over", not "Hand 1 over" (QA)
        return tr("{0}: {1}.").format(heading, "; ".join(parts))
    return tr("Hand {0} over: {1}.").format(score.hand_number, "; ".join(parts))


def name_mnemonic_labels(window: QWidget) -> None:
    """Give each label of ``window`` with an Alt letter ("&Rules:") and a buddy its name without the "&".

    Seen on the real bus: a label made with its text before its buddy was set (``QFormLayout.addRow(text, …)``,
    ``QLabel("&…")``) sent a name-change event with the raw text, and Orca 46 kept it: "&Rules: combo box". The
    name set here sends the name as it should be said (and the field it labels is said by it)."""
    for label in window.findChildren(QLabel):
        text = label.text()
        if "&" in text and label.buddy() is not None and not label.accessibleName():
            label.setAccessibleName(re.sub(r"&(.)", r"\1", text))


def choice_said(name: str, description: str = "") -> str:
    """A combo box's accessible description, the choice's name first: "Easy bot. A casual player…". Orca 43 says
    nothing of the value change Qt 6 sends when ↑ ↓ change a combo box's choice, but it speaks a new
    description: the Rules box said only the new preset's description, the level boxes only "A casual player…",
    and History's Show box nothing at all (QA, Orca 43.1). Set it wherever the choice changes."""
    if not description:
        return name
    return QCoreApplication.translate("ChoiceSaid", "{name}. {description}").format(
        name=name.rstrip(". "), description=description)


def choice_unsaid(description: str, name: str) -> str:
    """``description`` without the choice's ``name`` that ``choice_said`` put first: "Easy bot. A casual player…"
    -> "A casual player…", "All time" -> "" (a description that does not start with the name is kept)."""
    if not name:
        return description
    if description in (name, name.rstrip(". ")):
        return ""
    head = choice_said(name, "\x00").split("\x00")[0]  # "{name}. " as the language writes it
    return description[len(head):] if description.startswith(head) else description


class _ChoiceOnFocus(QObject):
    """Takes the choice's name out of a combo box's description as the box takes the focus (``said_on_change``)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QComboBox):
            description = watched.accessibleDescription()
            unsaid = choice_unsaid(description, watched.currentText())
            if not unsaid and watched.toolTip():  # an empty description: Qt gives the screen reader the tip, and
                # a rich one was read tags and all ("<p>the dealer</p><p style=…", QA atspi6): its plain words
                unsaid = choice_unsaid(_plain_tip(watched.toolTip(), watched.currentText()), watched.currentText())
                unsaid = unsaid or description  # nothing but the choice: said twice rather than its markup
            if unsaid != description:
                watched.setAccessibleDescription(unsaid)
        return False


def _plain_tip(tip: str, name: str) -> str:
    """A tooltip in plain words, its lines joined, any line that is only the choice's ``name`` left out."""
    text = QTextDocumentFragment.fromHtml(tip).toPlainText() if QtGui.Qt.mightBeRichText(tip) else tip
    lines = [line.strip() for line in text.splitlines()]
    return " ".join(line for line in lines if line and line not in (name, name.rstrip(". ")))


_ON_FOCUS: Final = "choiceOnFocus"


def said_on_change(combo: QComboBox) -> None:
    """The choice named first in ``combo``'s description (``choice_said``) only after ↑ ↓ change it, not as the
    box takes the focus: Orca says a combo box's value and then its description, and every such box was said with
    its choice twice ("Period: combo box. All time. All time.", QA, Orca 43.1). The name is taken out on the
    focus-in, which Qt sends before it tells the screen reader of the focus, so nothing is said of it; a change
    of the choice puts it back (the description's change is what Orca 43 says of ↑ ↓)."""
    if combo.property(_ON_FOCUS):
        return
    combo.setProperty(_ON_FOCUS, True)
    combo.installEventFilter(_ChoiceOnFocus(combo))


def say_choice(combo: QComboBox) -> None:
    """Keep ``combo``'s accessible description its current choice's name (``choice_said``) whenever the choice
    changes, with the choice's tooltip after it when it has one (the duplicate match's Rules): for the boxes
    Orca 43 left silent as ↑ ↓ changed them (Statistics' Player, Period and Rules, the scorekeeper's Rules and
    First dealer, the blank sheet's, the House rules lists); the name is not said twice as the box takes the
    focus (``said_on_change``)."""

    def said(_index: int = 0) -> None:
        tip = combo.currentData(Qt.ItemDataRole.ToolTipRole)  # a choice's own description, if it has one
        combo.setAccessibleDescription(choice_said(combo.currentText(), tip if isinstance(tip, str) else ""))

    combo.currentIndexChanged.connect(said)
    said()
    said_on_change(combo)


class _TextInDescription(QObject):
    """Keeps a line edit's text in its accessible description (``said_in_description``)."""

    def __init__(self, edit: QLineEdit, empty: str) -> None:
        super().__init__(edit)
        self._edit = edit
        self.empty = empty
        edit.installEventFilter(self)
        edit.textChanged.connect(self._changed)
        self.describe()

    def describe(self) -> None:
        text = self._edit.text().strip()
        placeholder = self._edit.placeholderText().strip()
        if not text:
            said = self.empty.format(placeholder) if self.empty and placeholder else ""
        elif _in_name(self._edit, text):
            said = QCoreApplication.translate("TextInDescription", "{0}, as entered").format(text)
        else:
            said = text
        if self._edit.accessibleDescription() != said:
            self._edit.setAccessibleDescription(said)

    def _changed(self) -> None:
        if not self._edit.hasFocus():  # typed: told as the focus comes back, not over the typing
            self.describe()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.describe()
        return False


def _in_name(widget: QWidget, text: str) -> bool:
    """Whether Orca 43 takes ``text`` for a part of ``widget``'s name, or of the label that names it, and so
    does not say it as the widget's description (``generator.py``: ``desc in name.lower()``)."""
    face = QAccessible.queryAccessibleInterface(widget)
    if face is None:
        return False
    labels = " ".join(label.text(QAccessible.Text.Name) for label, _ in face.relations(QAccessible.Relation.Label))
    return any(text.lower() in name.lower() for name in (face.text(QAccessible.Text.Name), labels))


_TEXT_SAID: Final = "textInDescription"


def said_in_description(edit: QLineEdit, empty: str = "") -> None:
    """Keep ``edit``'s text in its accessible description, so that a screen reader says the whole of it as the
    field takes the focus: Orca 43 drops a Qt line edit's last character (Qt gives the text an empty attribute
    run, and Orca's line ends where the runs do): "Bea" was said "Be", "Our house rules" "Our house rule" (QA).
    The description follows a text the program puts in at once; one typed is told as the focus comes back to the
    field (Qt sends the focus-in before it tells the screen reader of the focus), not over the typing, which Orca
    would interrupt to say the changed description. An empty field has none (its tooltip, if any, is said; Qt
    gives its placeholder as the description), or ``empty`` with the placeholder put in ("Default name: {0}").
    Orca 43 leaves out a description that is a part of the field's name: "Nor" typed in "North: name", and New
    game's West, "Wes", were never said (QA round 18); such a text is said "Nor, as entered". The scorekeeper's
    entry fields do the same with their own words (``scorekeeper.entry``). Called again (after the placeholder
    changed), the description is made again."""
    if edit.property(_TEXT_SAID):
        keeper = edit.findChild(_TextInDescription)
        if keeper is not None:
            keeper.empty = empty or keeper.empty
            keeper.describe()
        return
    edit.setProperty(_TEXT_SAID, True)
    _TextInDescription(edit, empty)


class _SelectedAfterFocus(QObject):
    """Selects a line edit's text just after its focus is told, and drops it unseen as the focus leaves
    (``selected_after_focus``)."""

    KEYED: Final = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                    Qt.FocusReason.ShortcutFocusReason)
    KEPT: Final = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)  # Qt keeps the selection

    def __init__(self, edit: QLineEdit) -> None:
        super().__init__(edit)
        self._edit = edit
        edit.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self._edit and event.type() == QEvent.Type.FocusOut and isinstance(event, QFocusEvent)
                and event.reason() not in self.KEPT and self._edit.hasSelectedText()):
            self._deselect_unseen()  # Qt's own deselection, next, finds nothing to tell
            return False
        if (watched is self._edit and event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent)
                and event.reason() in self.KEYED and not self._edit.hasSelectedText()):
            # the same focus-in for a reason Qt's line edit does not select on: the field's own work (the caret's
            # blink, a subclass's focus-in) as before, and nothing told before the focus; the filters installed after
            # this one have seen the focus-in already (a filter runs before those installed earlier), not twice
            self._edit.event(QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.OtherFocusReason))
            if self._edit.text():
                QTimer.singleShot(0, self, self._select_all_if_focused)  # dropped if the field is gone by then
            return True
        return False

    def _select_all_if_focused(self) -> None:
        if self._edit.hasFocus() and not self._edit.hasSelectedText():
            self._edit.selectAll()

    def _deselect_unseen(self) -> None:
        """Clear the selection without telling a screen reader: Qt's line edit tells each change of its selection
        (text-selection-changed) from the signal of its inner line control, here held back. Its own deselection as
        the focus leaves was told before the focus of the next field, and Orca 43.1 said "Text unselected." about
        the field just left at each Tab, Shift+Tab, Escape and Alt+R of a correction (QA round 21)."""
        control = next((child for child in self._edit.children()
                        if child.metaObject().className() == "QWidgetLineControl"), None)
        if control is None:  # not the Qt we know: its deselection is told, as before
            return
        blocked = control.blockSignals(True)
        try:
            self._edit.deselect()
        finally:
            control.blockSignals(blocked)
        self._edit.update()  # the control's call for a repaint was held back too


_SELECTED_AFTER: Final = "selectedAfterFocus"


def selected_after_focus(edit: QLineEdit) -> None:
    """Tab, Shift+Tab or an Alt+key into ``edit`` selects its text, as a line edit does, but only once its focus has
    been told. Qt's line edit selects it inside the focus-in, which Qt sends before it tells the screen reader of the
    focus; Orca 43 said the selection first and then the field with a wrong value: Keep score's "7", "selected",
    "Ann: tricks text. selected. 7, …" (QA round 16), New game's Deal number 42 "42", "selected", "Deal number:
    text.", "4 selected.", North's "Nor" "No selected." (QA round 19). Nothing moves the caret in the focus-in, not
    even of an empty field (its first caret move, from nowhere to 0, told before the focus, was taken by Orca for
    the focus: ``caret_told_now``); a filled field is selected just after, and said once, with the value from its
    description (``said_in_description``). As the cursor leaves the field (not for another window or a popup, where
    a line edit keeps its selection), the selection goes unseen by the screen reader: told, "Text unselected." was
    said about the field left before the next one (QA round 21). Keep score's entry fields and New game's fields.
    Called before any other event filter is installed on ``edit``: the others then see its focus-in as it comes,
    and once."""
    if edit.property(_SELECTED_AFTER):
        return
    edit.setProperty(_SELECTED_AFTER, True)
    _SelectedAfterFocus(edit)


# The longest a redo's answer waits for the hand's result it is said with (``answer_with_result``), a safety net
REPLAY_HELD_MS: Final = 20_000
SAID_AFTER_ACTIVE_MS: Final = 500  # how long after its window is active a window's opening words are said


class _SaidOnceActive(QObject):
    """Says a window's opening words once the window is active (``said_once_active``)."""

    def __init__(self, window: QWidget, say: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._say = say
        if window.isActiveWindow():
            self._soon()
        else:
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.ActivationChange and self._window.isActiveWindow():
            self._window.removeEventFilter(self)
            self._soon()
        return False

    def _soon(self) -> None:
        QTimer.singleShot(SAID_AFTER_ACTIVE_MS, self, self._said)  # dropped if the window is gone by then

    def _said(self) -> None:
        self.deleteLater()
        if self._window.isVisible():
            self._say()


def said_once_active(window: QWidget, say: Callable[[], None]) -> None:
    """Call ``say`` (a window's opening words: the hand to enter, a review's first step) once ``window`` is the
    active window, ``SAID_AFTER_ACTIVE_MS`` after, when its focus has been told; once, and not at all if the window
    is closed first. Said as the window was shown, the words went out in the burst of its first events, before
    the window was active, and Orca 43.1 dropped them ("FLOOD? … 37 events pruned", "Not for active window"): Keep
    score's "Game to 500. Enter the first hand. …" and a review's first step were never said (QA round 21)."""
    _SaidOnceActive(window, say)


def caret_told_now(edit: QLineEdit) -> None:
    """Tell a new, empty line edit's caret now, while it has not the focus. Qt tells a screen reader the first
    move of a line edit's caret (from nowhere to 0); left to the select-all of a Tab or Alt+key into the field,
    that move came inside the focus-in, before the focus was told, and Orca 43 took it for the focus and then
    said nothing of the field: New game's Deal number (Alt+B) was said "Text unselected." (QA round 18). Not for
    a field made as the cursor goes into it (``scorekeeper.entry.EntryField`` keeps its first move back)."""
    edit.setCursorPosition(edit.cursorPosition())


# ------------------------------------------------------------- stand-ins
class _Quiet:
    """A stand-in paints nothing, takes no click and no keyboard focus (the table view keeps it)."""

    def _make_quiet(self) -> None:
        assert isinstance(self, QWidget)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class CardStandIn(QPushButton, _Quiet):
    """One card for screen readers: role button; enabled when playable, checked when chosen."""

    def __init__(self, card: Card, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = card
        self.keyed = False  # the card chosen with ← →: reported focused, though the view keeps the keys
        self._make_quiet()
        self.setFlat(True)

    def paintEvent(self, event: QPaintEvent) -> None:
        return None


class KeyedButtonInterface(QAccessibleWidget):
    """A button chosen with the keys while the keys stay elsewhere: a hand card, a bid of the bid panel.

    Seen on the real bus (AT-SPI): Qt sent the focus event for the card chosen with ← →, but the card's
    states said neither focusable nor focused, and a screen reader (Orca) presents a focus change only from
    a source that says focused; a bid chosen with the keys only turned *checked* (and its role turned into
    *check box*). The keyboard focus must stay with the table view, so the state is told here: focusable,
    and focused while chosen; the role stays *button*; Press clicks it, as Qt's own button interface does.
    """

    def _button(self) -> QPushButton | None:
        widget = self.widget()
        return widget if isinstance(widget, QPushButton) else None

    def _keyed(self, button: QPushButton) -> bool:
        if isinstance(button, CardStandIn):
            return button.keyed
        return bool(button.property("chosen") == "true")

    def _focusable(self, button: QPushButton) -> bool:
        if isinstance(button, CardStandIn):  # the trick's cards are only read
            parent = button.parentWidget()
            return parent is not None and parent.objectName() == "hand"
        return True

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button

    def text(self, kind: QAccessible.Text) -> str:
        text = super().text(kind)
        button = self._button()
        if kind == QAccessible.Text.Name and not text and button is not None:
            return button.text().replace("&", "")  # the button's own text, as Qt's button interface says it
        return text

    def state(self) -> QAccessible.State:
        state = super().state()
        button = self._button()
        if button is not None:
            state.focusable = self._focusable(button)
            # a hidden bid button kept its "chosen" mark after the bid: two objects said focused (AT-SPI QA)
            state.focused = state.focusable and self._keyed(button) and button.isVisible()
            state.checkable = button.isCheckable()
            state.checked = button.isChecked()
        return state

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction(), *super().actionNames()]

    def doAction(self, action_name: str) -> None:
        button = self._button()
        if action_name == QAccessibleActionInterface.pressAction() and button is not None:
            if button.isEnabled():
                button.animateClick()
            return
        super().doAction(action_name)


class UnfocusedInterface(QAccessibleWidget):
    """The table view's viewport: Qt said it focusable and focused (its focus proxy is the view, which has the
    focus), so there were two focused objects, the unnamed one a filler; the view alone is."""

    def state(self) -> QAccessible.State:
        state = super().state()
        state.focusable = False
        state.focused = False
        return state


# Orca 43 says a panel or a dialog by the labels under it, and skips every label of fewer than three words (its
# ``unrelatedLabels``): a grid of one-word labels ("Bid", "+70", "71") was said without its figures, and a tile
# of three labels ("Points a hand", "55.5", "2 hands") as its caption alone. A widget marked ``read_as_one`` is
# said by its accessible name, its children unseen; one marked ``left_unread`` is not in the tree (its parent,
# marked ``has_unread``, leaves it out), for a label whose text another's name says whole.
_AS_ONE: Final = "readAsOne"
_UNREAD: Final = "leftUnread"
_HAS_UNREAD: Final = "hasUnread"


def read_as_one(widget: QWidget, role: QAccessible.Role = QAccessible.Role.StaticText) -> None:
    """Say ``widget`` to screen readers as one thing of ``role``, by its accessible name (set it): its children
    are left out of the tree. Mark it before it is first shown (Qt keeps the interface it made)."""
    install_card_interfaces()
    widget.setProperty(_AS_ONE, role.value)


def has_unread(widget: QWidget) -> None:
    """``widget``'s children marked ``left_unread`` are left out of its accessible children (mark it before it
    is first shown)."""
    install_card_interfaces()
    widget.setProperty(_HAS_UNREAD, True)


def left_unread(widget: QWidget) -> None:
    """Leave ``widget`` out of the tree screen readers see: its text is said by another's name. Its parent must
    be marked ``has_unread``."""
    widget.setProperty(_UNREAD, True)


_WINDOW: Final = "readAsWindow"


def as_window(widget: QWidget) -> None:
    """Say the top-level ``widget`` (a plain widget made a window) to screen readers as a window, a *frame* on
    AT-SPI, as Qt says a main window: Qt gives a plain widget the role *client*, and Orca 43 met the duplicate
    match's comparison as a "filler". Mark it before it is first shown (Qt keeps the interface it made)."""
    install_card_interfaces()
    widget.setProperty(_WINDOW, True)


class AsOneInterface(QAccessibleWidget):
    """A widget said whole by its name: no children (see ``read_as_one``)."""

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1


class SomeUnreadInterface(QAccessibleWidget):
    """A widget whose children marked ``left_unread`` are left out (see ``has_unread``)."""

    def _read(self) -> list[QWidget]:
        widget = self.widget()
        # Qt's own list: the child widgets that are not windows (QAccessibleWidget's childWidgets)
        return [child for child in widget.children() if isinstance(child, QWidget) and not child.isWindow()
                and not child.property(_UNREAD)]

    def childCount(self) -> int:
        return len(self._read())

    def child(self, index: int) -> QAccessibleInterface | None:
        children = self._read()
        return QAccessible.queryAccessibleInterface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        widget = child.object() if child is not None else None
        children = self._read()
        return children.index(widget) if isinstance(widget, QWidget) and widget in children else -1


def _interface_for(key: str, obj: object) -> QAccessibleInterface | None:
    """The accessibility factory: hand cards and keyed bid buttons get ``KeyedButtonInterface``, the table's
    viewport ``UnfocusedInterface``, widgets said whole ``AsOneInterface``, widgets with children left out
    ``SomeUnreadInterface`` (keeping the role Qt gives a frame), all else Qt's."""
    if isinstance(obj, QWidget) and obj.property(_WINDOW) and obj.isWindow():
        return QAccessibleWidget(obj, QAccessible.Role.Window)
    if isinstance(obj, QWidget) and obj.objectName() == "TableViewport":
        return UnfocusedInterface(obj, QAccessible.Role.Client)
    if isinstance(obj, QWidget) and obj.property(_AS_ONE) is not None:
        return AsOneInterface(obj, QAccessible.Role(int(obj.property(_AS_ONE))))
    if isinstance(obj, QWidget) and obj.property(_HAS_UNREAD):
        return SomeUnreadInterface(obj, QAccessible.Role.Border if isinstance(obj, QFrame) else
                                   QAccessible.Role.Client)
    if isinstance(obj, NoticeStandIn):
        return QAccessibleWidget(obj, QAccessible.Role.Notification)
    if isinstance(obj, NoticeFrame):  # a window's role, a frame on AT-SPI (Qt's border is a panel there)
        return QAccessibleWidget(obj, QAccessible.Role.Window)
    if isinstance(obj, CardStandIn) or (
            isinstance(obj, QPushButton) and getattr(obj.parentWidget(), "keyed_buttons", False)):
        return KeyedButtonInterface(obj, QAccessible.Role.Button)
    return None


def focus_keyed(button: QWidget) -> None:
    """Tell screen readers that ``button`` is now the one chosen with the keys (see KeyedButtonInterface)."""
    QAccessible.updateAccessibility(QAccessibleEvent(button, QAccessible.Event.Focus))


_factory_installed = False


def install_card_interfaces() -> None:
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_interface_for)
        _factory_installed = True


class PlateStandIn(QLabel, _Quiet):
    """A seat's name plate for screen readers: role static text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._make_quiet()

    def paintEvent(self, event: QPaintEvent) -> None:
        return None


class NoticeStandIn(QLabel, _Quiet):
    """Where announcements are shown to screen readers that do not hear Qt's announcement event: role notification."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._make_quiet()
        self.setGeometry(0, 0, 1, 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        return None


class NoticeFrame(QFrame, _Quiet):
    """An empty frame holding a dialog's notices, said to be a window (a *frame* on AT-SPI, as the windows are; Qt's
    own role for a ``QFrame``, border, is a panel there). Orca 43 says a notification that comes with nothing
    focused after the labels of its top-level object when that is a dialog: each filter change of Statistics said
    the whole dialog, 400 characters, before "Bob: 1 game finished, 0% won." (QA round 16). The frame is the
    notices' nearest top-level object to Orca, which says nothing of a frame there."""

    def __init__(self, parent: QWidget) -> None:
        install_card_interfaces()  # its role (``_interface_for``)
        super().__init__(parent)
        self._make_quiet()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setGeometry(0, 0, 1, 1)
        self.show()  # made when first needed, maybe in a dialog already shown

    def paintEvent(self, event: QPaintEvent) -> None:
        return None


class Notices:
    """A few notifications under ``parent``, shown in turn, one per text. One shown again and again lost texts:
    Orca 46 drops a queued show of an object when a newer one of the same object comes (two texts in a row, "You
    play the two of diamonds." then "Wes wins the trick", said only the second)."""

    COUNT = 4

    def __init__(self, parent: QWidget, framed: bool = False) -> None:
        """``framed``: in a dialog, the notices sit in a frame of their own (``NoticeFrame``)."""
        if framed:
            parent = NoticeFrame(parent)
        self._all = [NoticeStandIn(parent) for _ in range(self.COUNT)]
        for notice in self._all:
            notice.hide()
        self._next = 0
        self._public: set[int] = set()  # which of ``_all`` say what everyone at the table may know
        self.last: NoticeStandIn | None = None

    def say(self, text: str, public: bool = False) -> None:
        """Show ``text``; ``public``: what the whole table sees (a card played, a bid, the deal), which a hand-off
        to another person leaves standing (``clear``)."""
        index = self._next
        notice = self._all[index]
        self._next = (self._next + 1) % len(self._all)
        notice.hide()
        notice.setText(text)
        notice.setAccessibleName(text)
        notice.show()
        notice.raise_()
        self._public.discard(index)
        if public:
            self._public.add(index)
        self.last = notice

    def clear(self) -> None:
        """Forget every text but the public ones: at a pass-and-play hand-off the last person's ("Hint: play the
        ace of clubs…") stayed under the next person's cover as the notifications' text (family QA). A public
        text is left as it is: blanked too, the person's own card ("Ann: eight of hearts.", said 0.4 s before the
        cover) and "Hand 1: Ann deals." were said as an empty "notification." by Orca 43.1, which reads a
        notice's name only as it comes to its event (QA round 16)."""
        for index, notice in enumerate(self._all):
            if index in self._public:
                continue
            notice.hide()
            notice.setText("")
            notice.setAccessibleName("")
            if notice is self.last:
                self.last = None


def send_announcement(source: QWidget, text: str, notices: Notices | None = None, public: bool = False) -> None:
    """Say ``text`` to a screen reader: Qt's announcement event, or with ``notices`` (View ▸ Announcements for
    older screen readers) a notification shown anew instead: never both, or Orca 46 says it twice. ``public``: see
    ``Notices.say``."""
    if notices is not None:
        notices.say(text, public)
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


class GroupStandIn(QGroupBox, _Quiet):
    """A named group (your hand, the trick, the players): role grouping."""

    def __init__(self, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self._make_quiet()
        self.setAccessibleName(name)

    def paintEvent(self, event: QPaintEvent) -> None:
        return None


# ------------------------------------------------------------------ table
class TableAccessibility(QWidget):
    """See the module docstring. ``source`` gives what is on the table, ``locate`` where a thing is drawn."""

    card_pressed = Signal(object)  # a screen reader pressed a card of the hand

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        install_card_interfaces()
        self.setObjectName("TableAccessibility")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(tr("Card table"))
        self.verbosity = Verbosity.BRIEF
        self.announcements: list[str] = []  # everything announced, in order
        self._held: list[tuple[str, bool, bool]] | None = None  # announcements (and public, and a hand's or the
        # game's result) kept back while a command of the player's runs
        # The answer to a redo whose moves end the hand, kept with the moves' announcements until the hand's result
        # comes (``answer_with_result``); ``_replays`` counts them (a kept answer that waited too long is said)
        self._replay_answer: list[str] | None = None
        self._until_result = False
        self._replays = 0
        self._answers = 0  # how many commands ``answer_first`` has run (``answering``)
        self._move_named = False  # the command's answer named the player's move, which it replays (a redo)
        self._forced_named: Card | Bid | None = None  # the forced card or bid just said (``own_move_named``)
        self.hand = GroupStandIn(tr("Your hand"), self)
        self.hand.setObjectName("hand")  # its cards are focusable (see KeyedButtonInterface); the trick's are not
        self.trick = GroupStandIn(tr("The trick"), self)
        self.players = GroupStandIn(tr("Players"), self)
        # Orca before 46 (Debian 12, Ubuntu 22.04) has no listener for Qt's announcement event and said none of
        # them; it (and Orca 46) say a notification as it shows: "notification You bid 3.". Off by default.
        self.older_readers = False
        self.notices = Notices(self)
        self._cards: dict[int, CardStandIn] = {}
        self._trick_cards: dict[int, CardStandIn] = {}
        self._plates: list[PlateStandIn] = []
        self._focused: Card | None = None
        self._leaving: set[int] = set()  # hand cards being played: left as they were until they are gone

    # ------------------------------------------------------------ stand-ins
    def sync_hand(self, cards: Sequence[tuple[Card, bool, bool, bool, QRect]], selecting: bool,
                  face_down: int = 0) -> None:
        """The hand: (card, playable, chosen, focused, where) per card; ``face_down`` cards nobody may see."""
        keep = {card.index for card, *_ in cards}
        for index in [i for i in self._cards if i not in keep]:
            self._drop(self._cards.pop(index))
        self._leaving &= keep
        focused: Card | None = None
        for card, playable, chosen, focus, rect in cards:
            button = self._cards.get(card.index)
            if button is not None and card.index in self._leaving:
                # Seen on the real bus: the played card turned "not playable" as the input closed, just before it
                # left the hand, and both Orcas said "Three of hearts, not playable" after Enter, like a refusal.
                button.setGeometry(rect)
                continue
            if button is None:
                button = CardStandIn(card, self.hand)
                button.clicked.connect(lambda _=False, c=card: self.card_pressed.emit(c))
                self._cards[card.index] = button
                button.show()
            state = tr("chosen") if chosen else (tr("playable") if playable else "")
            if not selecting and not playable:
                state = tr("not playable")
            name = card_name(card) + (f", {state}" if state else "")
            if button.accessibleName() != name:
                button.setAccessibleName(name)
            button.setEnabled(playable or selecting)
            button.setCheckable(selecting)
            button.setChecked(chosen)
            button.setGeometry(rect)
            button.keyed = focus
            if focus:
                focused = card
        count = len(cards)
        if count:
            self.hand.setAccessibleDescription(texts.count_of(count, tr("card|cards")))
        elif face_down:
            self.hand.setAccessibleDescription(tr("{0}, face down").format(texts.count_of(face_down, tr("card|cards"))))
        else:
            self.hand.setAccessibleDescription(tr("no cards"))
        self.hand.setGeometry(self._united([c[4] for c in cards]))
        if focused is not None and focused != self._focused:
            button = self._cards[focused.index]
            QAccessible.updateAccessibility(QAccessibleEvent(button, QAccessible.Event.Focus))
        self._focused = focused

    def card_leaving(self, card: Card) -> None:
        """``card`` of the hand is being played: its stand-in keeps its name and state until it leaves the hand."""
        if card.index in self._cards:
            self._leaving.add(card.index)
            if self._focused == card:
                self._focused = None

    def sync_trick(self, plays: Sequence[tuple[int, Card, QRect]], names: Sequence[str],
                   cancelled: frozenset[int] = frozenset()) -> None:
        """The trick's cards; ``cancelled`` holds the positions of cards cancelled by an identical one."""
        keep = {card.index for _seat, card, _rect in plays}
        for index in [i for i in self._trick_cards if i not in keep]:
            self._drop(self._trick_cards.pop(index))
        for seat, card, rect in plays:
            button = self._trick_cards.get(card.index)
            if button is None:
                button = CardStandIn(card, self.trick)
                button.setEnabled(False)
                self._trick_cards[card.index] = button
                button.show()
            name = tr("{0}, played by {1}").format(card_name(card), names[seat] if seat < len(names) else "")
            if any(i in cancelled for i, play in enumerate(plays) if play[1] is card):
                name += tr(", cancelled")
            button.setAccessibleName(name)
            button.setGeometry(rect)
        self.trick.setAccessibleDescription(tr("empty") if not plays else texts.count_of(len(plays), tr("card|cards")))
        self.trick.setGeometry(self._united([p[2] for p in plays]))

    def sync_plates(self, plates: Sequence[tuple[str, QRect]]) -> None:
        while len(self._plates) > len(plates):
            self._drop(self._plates.pop())
        while len(self._plates) < len(plates):
            label = PlateStandIn(self.players)
            label.show()
            self._plates.append(label)
        for label, (text, rect) in zip(self._plates, plates, strict=True):
            if label.text() != text:
                label.setText(text)
                label.setAccessibleName(text)
            label.setGeometry(rect)
        self.players.setGeometry(self._united([p[1] for p in plates]))

    def card_widgets(self) -> list[CardStandIn]:
        return list(self._cards.values())

    def trick_widgets(self) -> list[CardStandIn]:
        return list(self._trick_cards.values())

    def plate_widgets(self) -> list[PlateStandIn]:
        return list(self._plates)

    @staticmethod
    def _drop(widget: QWidget) -> None:
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()

    def _united(self, rects: Sequence[QRect]) -> QRect:
        box = QRect()
        for rect in rects:
            box = box.united(rect)
        return box if rects else QRect(0, 0, 1, 1)

    # -------------------------------------------------------- announcements
    def announce(self, text: str, level: Verbosity = Verbosity.BRIEF, always: bool = False,
                 public: bool = False, result: bool = False) -> None:
        """Say ``text`` through the screen reader when the chosen verbosity includes ``level`` (or ``always``).
        ``public``: the whole table may know it (an event of the game, not a hint or the person's cards), and a
        pass-and-play hand-off leaves it said (``forget_notices``). ``result``: a hand's or the game's result,
        which a redo's answer is said with (``answer_with_result``)."""
        if not text:
            return
        if not always:
            if self.verbosity is Verbosity.OFF:
                return
            if level is Verbosity.FULL and self.verbosity is not Verbosity.FULL:
                return
        self._forced_named = None  # something else was said since: the player's move is said as ever
        if self._held is not None:
            self._held.append((text, public, result))
            if result and self._replay_answer is not None:  # the redo's moves are all shown: its answer now
                self.end_replay()
            return
        text = spoken_cards(text)  # "Your only card to play: king of spades.", not "K♠" (said "K black spade suit")
        self.announcements.append(text)
        send_announcement(self, text, self.notices if self.older_readers else None, public)

    def forget_notices(self) -> None:
        """Take every text said before that is not public out of the notifications (``Notices.clear``): a hand-off
        to another person."""
        self.notices.clear()

    @contextmanager
    def answer_first(self) -> Iterator[list[str]]:
        """Hold back what the block announces; on leaving, say the texts the block put in the yielded list (the
        answer to the player's own key, at every verbosity), then what was held: "Undone: bid 3." before the
        "Your bid." that taking the bid back brought. The player's own move that the block replays (a redo) is not
        said again: "Redone: play the two of diamonds…" was followed by "You play the two of diamonds." (QA, Orca
        43); see ``_named_by_answer``."""
        self.end_replay()  # (a redo's answer still kept: said first)
        first: list[str] = []
        self._held = []
        self._answers += 1
        self._move_named = False
        self._until_result = False
        try:
            yield first
        finally:
            held = self._held
            if self._until_result and first and not any(result for _t, _p, result in held):
                # the redo's moves are still being shown: their announcements are held until the hand's result
                self._replay_answer = first
                self._replays += 1
                QTimer.singleShot(REPLAY_HELD_MS, self, lambda n=self._replays: self._replay_waited(n))
            else:
                self._held = None
                self._say_answer(first, held)

    def answer_with_result(self) -> None:
        """Inside ``answer_first``: the command (a redo) makes moves that end the hand. Orca 43.1 said none of its
        answer: "Redone: …", the cancellations, the tricks won, "You play…" and "Hand 1 over: …", nine texts in
        150 ms through four notifications, each renamed before Orca read it, and the summary's focus pruned the
        rest (QA orca22). Held until the hand's result comes, the answer is said with it, in one text, and the
        moves it replayed are not said one by one (the summary shows the hand's tricks)."""
        self._until_result = True

    def end_replay(self) -> None:
        """Say a redo's answer kept for the hand's result (``answer_with_result``) and what was held with it, now:
        the result came, another command runs, or the game was left."""
        first, self._replay_answer = self._replay_answer, None
        if first is None:
            return
        held, self._held = self._held or [], None
        self._say_answer(first, held)

    def _replay_waited(self, count: int) -> None:
        if count == self._replays:  # the same kept answer: no result came (a safety net)
            self.end_replay()

    def _say_answer(self, first: list[str], held: list[tuple[str, bool, bool]]) -> None:
        """The answer, then what was held; when a hand's result was held, the answer with it in one text and the
        other public texts (the replayed moves) left out."""
        results = [text for text, _public, result in held if result]
        if results:
            self.announce(" ".join([*first, results[-1]]), always=True, public=True)
            for text, public, _result in held:
                if not public:
                    self.announce(text, always=True)
            return
        for text in first:
            self.announce(text, always=True)
        for text, public, _result in held:
            self.announce(text, always=True, public=public)

    def own_move_named(self, move: Card | Bid) -> None:
        """``move``, the person's only card or bid, has just been said as it makes itself ("Your only card to play:
        nine of clubs."): the move itself, presented next, is not said again ("You play the nine of clubs." came
        10 ms later: Orca QA). Anything said in between, or any other event first, and it is said as ever (a card
        played by hand after an undo)."""
        if self.verbosity is not Verbosity.OFF:
            self._forced_named = move

    def answering(self) -> int:
        """Which command of the player's (an undo, a redo) ``answer_first`` is running: a number of its own for
        each, 0 when none runs. The turn it goes back to is said again after its answer, even the same turn."""
        return self._answers if self._held is not None else 0

    def _named_by_answer(self) -> bool:
        """True (once) for the player's own move replayed while ``answer_first`` holds the announcements back: the
        answer to their Ctrl+Y, "Redone: play the two of diamonds, and the 3 bot moves after it.", has named it.
        The block presents the redone move at once (the table is still when redo may run); the bots' moves after
        it, and any later move of the player's, are said as ever. Undo replays no move."""
        if self._held is None or self._move_named:
            return False
        self._move_named = True
        return True

    def announce_event(self, event: Event, rules: RuleSet, names: Sequence[str], tricks: Sequence[int],
                       bids: Sequence[object], trick: Sequence[tuple[int, Card]] = (), keys: str = "",
                       me: int | None = None, at_screen: int | None = None, heading: str = "",
                       deal: str = "") -> None:
        """Announce one engine event. ``tricks``, ``bids`` and ``trick`` are as the table showed them just before
        it: the engine runs ahead of the screen (one move may end the last trick, score the hand and deal the
        next one), so its view after the move had the next hand's bids and counts: the last trick of every hand
        was said "(0 won)", and a nil broken on it was never said. ``keys``, said after a hand's result or the
        game's, tells how to go on (the panels that show them take no focus). ``me``: the one person at the table,
        said "you" whatever their name (None in pass-and-play): a player named «Мама» heard «Вы начинаете взятку»
        and then «Мама: пятёрка треф». ``at_screen``: in pass-and-play, the person whose cards are shown; their
        own card is said at Brief too ("Ann: queen of diamonds."), as the one person's "You play the …" is.
        ``heading``: a duplicate match's deal's result opens with it ("Deal 2 of 3 is over: …"); ``deal``: its start
        is said with it ("Deal 2 of 3: Wes deals.", not "Hand 1: Wes deals.")."""
        name: Callable[[int], str] = lambda seat: names[seat] if seat < len(names) else str(seat)  # noqa: E731
        # "You bid 4", not "You bids 4"
        you: Callable[[int], bool] = lambda seat: seat == me or name(seat) == tr("You")  # noqa: E731
        forced, self._forced_named = self._forced_named, None  # said already, if this is the forced move
        if isinstance(event, HandDealt) and deal and event.hand_number == 1:  # a match's deal, named by the match
            self.announce(tr("{0}: you deal.").format(deal) if you(event.dealer)
                          else tr("{0}: {1} deals.").format(deal, name(event.dealer)), public=True)
        elif isinstance(event, HandDealt):  # "Hand 1: you deal.", not "You deals."
            self.announce(tr("Hand {0}: you deal.").format(event.hand_number) if you(event.dealer)
                          else tr("Hand {0}: {1} deals.").format(event.hand_number, name(event.dealer)), public=True)
        elif isinstance(event, BidMade):
            if (you(event.seat) or event.seat == at_screen) and (self._named_by_answer() or forced == event.bid):
                pass  # named already: by the answer to a redo, or as the only bid ("Your only choice: bid 4. …")
            elif you(event.seat):
                self.announce(tr("You bid {0}.").format(texts.bid_object(event.bid)), public=True)
            else:
                self.announce(tr("{0} bids {1}.").format(name(event.seat), texts.bid_object(event.bid)), public=True)
        elif isinstance(event, CardPlayed):
            if (you(event.seat) or event.seat == at_screen) and (self._named_by_answer() or forced == event.card):
                pass  # named already: by the answer to a redo, or as the only card ("Your only card to play: …")
            elif you(event.seat):  # the answer to the player's Enter, at Brief too (it was never said there)
                self.announce(tr("You play the {0}.").format(card_in_sentence(event.card)), public=True)
            else:
                # the card in small letters, as every other announcement says it mid-line («Мама: Пятёрка треф»)
                self.announce(tr("{0}: {1}.").format(name(event.seat), card_in_sentence(event.card)),
                              Verbosity.BRIEF if event.seat == at_screen else Verbosity.FULL, public=True)
            pairs = cancelled_pairs(rules, [*trick, (event.seat, event.card)])
            if pairs and pairs[-1][1] == event.seat:  # this card cancels an identical one (players.cancellation)
                first, _second, card = pairs[-1]
                if you(event.seat):  # "Eva and You played the same card" (QA orca22): "you" in small letters
                    text = tr("{0} and you played the same card, the {1}: both are cancelled.").format(
                        name(first), card_in_sentence(card))
                elif you(first):
                    text = tr("You and {0} played the same card, the {1}: both are cancelled.").format(
                        name(event.seat), card_in_sentence(card))
                else:
                    text = tr("{0} and {1} played the same card, the {2}: both are cancelled.").format(
                        name(first), name(event.seat), card_in_sentence(card))
                self.announce(text, public=True)
        elif isinstance(event, TrickWon):
            won = (tricks[event.winner] if event.winner < len(tricks) else 0) + 1
            card = next((c for s, c in event.plays if s == event.winner), None)
            text = tr("You win the trick") if you(event.winner) else tr("{0} wins the trick").format(name(event.winner))
            if card is not None and self.verbosity is Verbosity.FULL:
                text += tr(" with the {0}").format(card_in_sentence(card))  # not «картой Король треф»
            text += tr(" ({0} won).").format(won)
            bid = bids[event.winner] if event.winner < len(bids) else None
            if isinstance(bid, Bid) and bid.kind in (BidKind.NIL, BidKind.BLIND_NIL) and won == 1:
                nil = texts.bid_text(bid).lower()
                text += " " + (tr("Your {0} is broken.").format(nil) if you(event.winner)
                               else tr("{0}'s {1} is broken.").format(name(event.winner), nil))
            self.announce(text, public=True)
        elif isinstance(event, TrickDead):
            self.announce(tr("Dead trick: its identical cards cancelled and nobody wins it. It is set aside; "
                             "{0} leads again.").format(name(event.leader)), public=True)
        elif isinstance(event, HandScored):  # with its nils made or failed, at every verbosity
            self.announce(_then(score_text(rules, event.score, names, self.verbosity is Verbosity.FULL, heading),
                                keys), public=True, result=True)
        elif isinstance(event, GameOver):
            totals = texts.final_totals(rules, event.totals, event.winner, names, ", ")  # "−254", not "-254"
            seats = [seat for seat in range(rules.players) if rules.side_of(seat) == event.winner]
            if len(seats) == 1 and you(seats[0]):  # one player wins alone (cutthroat): not "Wes win"
                text = tr("Game over: you win, {0}.").format(totals)
            elif len(seats) == 1:
                text = tr("Game over: {0} wins, {1}.").format(name(seats[0]), totals)
            else:
                text = tr("Game over: {0} win, {1}.").format(texts.side_label(rules, event.winner, names), totals)
            self.announce(_then(text, keys), public=True, result=True)


def _then(text: str, keys: str) -> str:
    return f"{text} {keys}" if keys else text
