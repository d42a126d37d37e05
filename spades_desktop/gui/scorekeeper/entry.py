"""The keyboard-first entry row of one hand: bids in bidding order, then tricks; Enter or Tab moves on.

Bids are typed as a scorekeeper writes them: digits, ``n`` (nil), ``b``/``bn``
(blind nil), ``b5`` (blind 5), ``10/200``, ``m`` (moon); the engine parses
and checks them (``engine.tally``). When every other player's tricks are in,
the last trick field offers the rest of the hand, selected, so Enter takes it.
A field the program fills (the offer, a hand loaded to be corrected, a half-typed
hand put back) says its value in its accessible description, so that a screen
reader says it as the cursor comes (a field typed over, its new value once the
cursor comes back). As a bid field is left with Enter or Tab the window checks
the bids typed so far (``bid_check``), so that a bid the rules forbid is
refused during the bidding, not only with the tricks. The window's own shortcuts (``window_keys``:
Undo, Redo, Correct a hand) win over a field's own use of those keys.
Rules that score the cards (bonuses, Mo, bemo, the ace check) add a row of
card-fact fields after the tricks (``engine.tally.fact_names``); other rules
show none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QWidget

from ...engine.actions import Bid, BidKind, plain_digits
from ...engine.errors import ParseError
from ...engine.ruleset import RuleSet
from ...engine.tally import (
    HandEntry,
    allowed_choices,
    allowed_words,
    fact_names,
    fact_text,
    longest_bid_text,
    parse_bid,
)
from ...sheets.model import bid_mark
from .. import style
from ..accessibility import selected_after_focus
from ..layouts import tab_chain
from ..presets import language
from ..texts import bid_choices_text, bid_short, bid_text, sheet_tr

_SAMPLE = 97  # a number of tricks no bid's name holds otherwise: where it stands in a name, any number may


def typed_bid_forms() -> dict[str, str]:
    """The bids as the player's language writes them, each with the engine's words (``tally.parse_bid``'s
    ``forms``): the score sheet's marks ("Н" for nil, "СН" for blind nil, "С5" for blind 5 on the Russian sheet),
    the table's badges and the bids' names ("Нил", "Слепой нил"). A form two kinds of bid share is left out."""
    forms: dict[str, str] = {}
    shared: set[str] = set()
    for kind in BidKind:
        if kind in (BidKind.NORMAL, BidKind.SHOW, BidKind.NO_SHOW, BidKind.MISDEAL):
            continue
        numbered = str(_SAMPLE) in str(Bid(_SAMPLE, kind))
        bid = Bid(_SAMPLE, kind) if numbered else parse_bid(str(Bid(0, kind)))
        engine = str(bid).replace(str(_SAMPLE), "{n}")
        for said in (bid_text(bid), bid_short(bid), bid_mark(bid, sheet_tr)):
            form = " ".join(said.casefold().split()).replace(str(_SAMPLE), "{n}")
            if numbered and ("{n}" not in form or any(c.isdigit() for c in form.replace("{n}", ""))):
                continue  # "97 (103 tricks)": an auction bid's name counts the side's tricks as well
            if forms.setdefault(form, engine) != engine:
                shared.add(form)
    return {form: engine for form, engine in forms.items() if form not in shared}


def bid_field_text(bid: Bid, forms: Mapping[str, str] | None = None) -> str:
    """``bid`` as the bid field shows it to be corrected: in the player's language as the table writes it ("Слепой
    нил", "10 за 200") when the field reads that back as the same bid (``forms``: ``typed_bid_forms``); in English,
    or when it would not read back, the engine's words ("blind nil"). Russian fields were filled in English."""
    if language() == "en":
        return str(bid)
    said = bid_text(bid)
    try:
        if parse_bid(said, forms=typed_bid_forms() if forms is None else forms) == bid:
            return said
    except ParseError:
        pass
    return str(bid)


def allowed_bids(rules: RuleSet) -> str:
    """The bids ``rules`` allow, as the engine judges them (``tally.allowed_choices``: Suicide's "4-13", where the
    kinds of bid alone said "1-13", and 3 was refused), for help and error texts, in the player's language with the
    sheet's marks ("4–13, нил (Н), слепой нил (СН)", a range with an en dash); in English the engine's words
    ("4-13, nil, blind nil")."""
    if language() == "en":
        return ", ".join(allowed_words(rules))
    return bid_choices_text(allowed_choices(rules))


def set_invalid(edit: QLineEdit, invalid: bool) -> None:
    """Mark a field as the problem (the theme's error border, ``QLineEdit[invalid="true"]`` in
    ``style.dialog_style_sheet``) or clear the mark."""
    if bool(edit.property("invalid")) == invalid:
        return
    edit.setProperty("invalid", invalid)
    style.restyle(edit)


class EntryField(QLineEdit):
    """A field of the entry row. Tab (or Enter) into a filled field selects its text, as a line edit does, but only
    once the focus has been told: Qt's own line edit selected it as it took the focus, so the screen reader heard of
    the selection before the focus, and Orca 43 said the value three times ("7", "selected", then "Ann: tricks text.
    selected. 7, offered: Enter accepts it."). Selected after the focus, the field is said once, with its value
    from its description (Orca 43 does not read a Qt line edit's own text as it comes).

    Its length limit waits for its first text or the focus (``setMaxLength``); nothing moves its caret in the
    focus-in, so that the first caret move of a field Tab goes into comes after the focus is told."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._limit = 0  # the length limit kept back until the field first holds a text or has the cursor
        selected_after_focus(self)  # its first event filter (the entry bar's come after it)

    def setMaxLength(self, length: int) -> None:
        """Qt's limit set on an empty field moves its caret (from nowhere to 0) and tells a screen reader so. A new
        field's caret move, queued before the field took the focus, was taken by Orca 43.1 for the focus, which it
        then dropped: a correction opened from the table said "4", "selected", and never "South: bid" (QA round
        16). Kept back, the limit comes with the field's first text, or just after its focus is told."""
        if self.text() or self.hasFocus():
            self._limit = 0
            super().setMaxLength(length)
        else:
            self._limit = length

    def maxLength(self) -> int:
        return self._limit or super().maxLength()

    def setText(self, text: str) -> None:
        self._keep_limit()
        super().setText(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._keep_limit()  # typed before the timer of ``focusInEvent``
        super().keyPressEvent(event)

    def _keep_limit(self) -> None:
        if self._limit:
            limit, self._limit = self._limit, 0
            super().setMaxLength(limit)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Tab, Shift+Tab or an Alt+key comes here as another reason, and selects nothing: the select-all, even of
        # an empty field, made the first caret move of a field with its limit kept back (from nowhere to 0), told
        # before the focus, and Orca 43 said only "tab" for each new field (QA round 18); the limit's timer moves it
        # after the focus, and a filled field is selected after it (``accessibility.selected_after_focus``)
        if self._limit:
            QTimer.singleShot(0, self._keep_limit)  # after the focus is told
        super().focusInEvent(event)


class HandEntryBar(QWidget):
    """One hand's bids and tricks; ``submitted`` when Enter is pressed in the last field."""

    submitted = Signal()
    edited = Signal()  # the player typed in a field

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(10)
        self._rules = RuleSet()
        self.order: tuple[int, ...] = ()
        self.bid_edits: dict[int, QLineEdit] = {}
        self.trick_edits: dict[int, QLineEdit] = {}
        self.name_labels: dict[int, QLabel] = {}
        self.fact_edits: dict[str, QLineEdit] = {}
        self._fields: list[QLineEdit] = []
        self._offered = ""
        # the window's shortcuts that win over a field's own use of the keys: a field took Ctrl+Z as its own undo
        # and (on X11) Ctrl+E as the end of the line, so Undo and Correct a hand did nothing there (QA, Orca)
        self.window_keys: list[QKeySequence] = []
        self._typed_over: set[QLineEdit] = set()  # fields typed in since the program filled them
        # the window's check of the bids as a bid field is left with Enter or Tab (the field left): False keeps the
        # cursor in the fields (the window showed why). A club types the bids during the bidding and the tricks after
        # the play: a bid the rules forbid was refused only with the tricks, when the hand could not be played again
        self.bid_check: Callable[[QLineEdit], bool] | None = None
        # Enter in a trick (or card) field scores the hand again: set after a refusal of the whole row ("the tricks
        # add up to 12"), where Enter in the field fixed only moved on to the next one (QA club 9)
        self.recheck = False
        self.last_typed: QLineEdit | None = None  # the field typed in last: the likeliest wrong one of a row refused

    def set_hand(self, rules: RuleSet, names: Sequence[str], order: Sequence[int], dealer: int) -> None:
        """Lay out empty fields for a hand whose seats bid in ``order``; the dealer is marked. The cursor in one of
        the old fields goes to the new first field."""
        self._rules = rules
        self.order = tuple(order)
        # the old fields go once the new ones have the cursor: a field deleted with the cursor in it sent the cursor
        # on to the window's next widget, the hands table, which selected a hand as it took the focus (QA, keyboard)
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        old: list[QWidget] = []
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                old.append(widget)
        self.bid_edits, self.trick_edits, self.name_labels, self.fact_edits = {}, {}, {}, {}
        bid_head = QLabel(self.tr("Bid"), self)
        took_head = QLabel(self.tr("Tricks"), self)
        self._grid.addWidget(bid_head, 1, 0)
        self._grid.addWidget(took_head, 2, 0)
        if self.isVisible():
            bid_head.show()
            took_head.show()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        longest, allowed, shortcuts = longest_bid_text(typed_bid_forms()), allowed_bids(rules), self._shortcuts(rules)
        for column, seat in enumerate(self.order, start=1):
            text = names[seat]
            if seat == dealer:
                text += " " + self.tr("(deals)")
            if column == 1:
                text = "\u25b6 " + text
            label = QLabel(text, self)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setToolTip(self.tr("Bids first") if column == 1 else "")
            bid = EntryField(self)
            bid.setObjectName(f"bid{seat}")
            bid.setMaxLength(longest)  # "4 little bemo" is 13 characters: a limit of 12 cut it
            bid.setPlaceholderText(self.tr("bid"))
            bid.setToolTip(shortcuts + "\n" + self.tr("These rules: {bids}").format(bids=allowed) + "\n"
                           + self.tr("Down arrow: this player's tricks (to correct only the tricks)"))
            took = EntryField(self)
            took.setObjectName(f"tricks{seat}")
            took.setMaxLength(2)
            took.setPlaceholderText(self.tr("tricks"))
            took.setToolTip(self.tr("Up arrow: this player's bid"))
            # whose bid and tricks: a screen reader said only "edit" for the four trick fields
            bid.setAccessibleName(self.tr("{name}: bid").format(name=names[seat]))
            took.setAccessibleName(self.tr("{name}: tricks").format(name=names[seat]))
            for edit in (bid, took):
                edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
                edit.setFont(big)
                edit.setMinimumWidth(64)
                edit.installEventFilter(self)
                edit.textEdited.connect(lambda _text, e=edit: set_invalid(e, False))
                edit.textEdited.connect(lambda _text: self.edited.emit())
                edit.textEdited.connect(lambda _text, e=edit: self._typed_over.add(e))
            # no buddy: the label's "▶ Ann" won over the field's name, and Orca said "▶ Ann text" for the bid
            self._grid.addWidget(label, 0, column)
            self._grid.addWidget(bid, 1, column)
            self._grid.addWidget(took, 2, column)
            self.bid_edits[seat], self.trick_edits[seat], self.name_labels[seat] = bid, took, label
            if self.isVisible():  # at once, so that the cursor can go there now
                for widget in (label, bid, took):
                    widget.show()
        self._add_fact_fields(rules, big)
        self._fields = [self.bid_edits[s] for s in self.order] + [self.trick_edits[s] for s in self.order]
        self._fields += list(self.fact_edits.values())
        tab_chain(self._fields)
        self._offered = ""  # what the last trick field holds because ``_offer_rest`` put it there
        self._typed_over = set()
        self.recheck, self.last_typed = False, None
        for field in self._fields:
            field.textEdited.connect(lambda _text, e=field: setattr(self, "last_typed", e))
        for seat in self.order[:-1]:  # the rest is in the last field before the cursor goes there
            self.trick_edits[seat].textEdited.connect(lambda _text: self._offer_rest(early=True))
        if self.order:  # typed there, the figure is the scorer's: no longer changed by the others' counts
            self.trick_edits[self.order[-1]].textEdited.connect(lambda _text: setattr(self, "_offered", ""))
        if had_focus and self._fields and self.isVisible():
            self._fields[0].setFocus(Qt.FocusReason.OtherFocusReason)
        for widget in old:  # as ``clear_layout`` takes them: hidden and unparented now, deleted later
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()

    def _shortcuts(self, rules: RuleSet) -> str:
        """The short ways of typing the bids ``rules`` allow (``tally.allowed_choices``), only those: "b5 = blind 5,
        10/200, m = moon" were offered in every preset (QA club 13)."""
        kinds = {choice.bid.kind: choice for choice in allowed_choices(rules)}
        parts = []
        if BidKind.NORMAL in kinds or BidKind.AUCTION in kinds:  # the auction's "7" is its bid of 7
            parts.append(self.tr("A number"))
        if BidKind.NIL in kinds:
            parts.append(self.tr("n = nil"))
        if BidKind.BLIND_NIL in kinds:
            parts.append(self.tr("b = blind nil"))
        blind = kinds.get(BidKind.BLIND)
        if blind is not None:
            most = blind.bid.tricks if blind.most is None else blind.most
            tricks = 5 if blind.bid.tricks <= 5 <= most else blind.bid.tricks
            parts.append(self.tr("b{tricks} = blind {tricks}").format(tricks=tricks))
        if BidKind.TEN_FOR_200 in kinds:
            parts.append("10/200")
        if BidKind.MOON in kinds:
            parts.append(self.tr("m = moon"))
        return ", ".join(parts)

    def _add_fact_fields(self, rules: RuleSet, font: QFont) -> None:
        """The card facts these rules score, one short field each, on the row under the tricks."""
        names = fact_names(rules)
        if not names:
            return
        head = QLabel(self.tr("Cards"), self)
        head.setToolTip(self.tr("What happened in the tricks that these rules score"))
        self._grid.addWidget(head, 3, 0)
        hints = {
            "last trick": (self.tr("last trick"), self.tr("Who won the last trick, with which card: W AS")),
            "last aces": (self.tr("aces in it"), self.tr("Who played an ace to the last trick: S N")),
            "dix": (self.tr("dix"), self.tr("Who won a trick with the 9♠, and how: N lead, N overtrump, N trump")),
            "streak": (self.tr("streak"), self.tr("Who took the last tricks in a row: E, or E broke (a streak)")),
            "first run": (self.tr("first run"),
                          self.tr("Tricks each side won in a row from the first, one number a side: 6 0")),
            "longest run": (self.tr("longest run"),
                            self.tr("The most tricks each side won in a row, one number a side: 7 3")),
            "aces": (self.tr("aces"), self.tr("A player of the side that took all four aces, or none")),
        }
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        for name in names:
            placeholder, tip = hints.get(name, (name, name))
            edit = EntryField(row)
            edit.setObjectName("fact_" + name.replace(" ", "_"))
            edit.setMaxLength(24)
            edit.setPlaceholderText(placeholder)
            edit.setToolTip(tip)
            edit.setFont(font)
            edit.setMinimumWidth(96)
            edit.installEventFilter(self)
            edit.textEdited.connect(lambda _text, e=edit: set_invalid(e, False))
            edit.textEdited.connect(lambda _text: self.edited.emit())
            edit.textEdited.connect(lambda _text, e=edit: self._typed_over.add(e))
            line.addWidget(edit)
            self.fact_edits[name] = edit
        self._grid.addWidget(row, 3, 1, 1, max(1, len(self.order)))
        if self.isVisible():
            head.show()
            row.show()

    def fill(self, entry: HandEntry) -> None:
        """Show an entered hand (to correct it), its bids in the player's words (``bid_field_text``)."""
        forms = typed_bid_forms()
        for seat in self.order:
            self.bid_edits[seat].setText(bid_field_text(entry.bids[seat], forms))
            self.trick_edits[seat].setText(str(entry.tricks[seat]))
        for name, edit in self.fact_edits.items():
            edit.setText(fact_text(self._rules, name, entry.facts))
        for edit in self._fields:  # Orca said each field's name, "selected", and only the first one's value
            self._describe(edit, self.tr("{value}, as entered"))
        # the last player's count as entered follows the others' new counts, as the offer of a new hand does, until
        # the scorer types it: it stayed as loaded, and Enter was refused ("The tricks add up to 14…", QA)
        self._offered = self.trick_edits[self.order[-1]].text() if self.order else ""
        self.recheck, self.last_typed = False, None

    def _describe(self, edit: QLineEdit, note: str = "{value}") -> None:
        """Say the value the program put in ``edit`` in its accessible description (``note``: how, with the value
        for {value}), said as the cursor comes: Orca said "West: tricks text. selected." without the number. A
        field left empty has none (then a bid field's tooltip is said, as before)."""
        value = edit.text().strip()
        self._typed_over.discard(edit)
        edit.setAccessibleDescription(note.format(value=value) if value else "")

    def texts(self) -> tuple[dict[int, str], dict[int, str]]:
        return ({s: e.text() for s, e in self.bid_edits.items()}, {s: e.text() for s, e in self.trick_edits.items()})

    def fact_texts(self) -> dict[str, str]:
        """The card facts as typed, by name (empty when these rules score none)."""
        return {name: edit.text() for name, edit in self.fact_edits.items()}

    def typed(self) -> dict[str, str]:
        """What is typed in each field, by the field's name ("bid0", "tricks2", "fact_dix"): a half-typed hand that
        ``restore`` puts back once the fields are laid out again (``set_hand``)."""
        return {edit.objectName(): edit.text() for edit in self._fields}

    def restore(self, typed: Mapping[str, str]) -> None:
        """Put back what ``typed`` saved, field by field; the cursor goes to the first field still empty."""
        for edit in self._fields:
            edit.setText(typed.get(edit.objectName(), edit.text()))
            self._describe(edit)
        self.focus_first_empty()

    def focus_first_empty(self) -> None:
        """The cursor goes to the first field still empty (the first field when none is typed yet)."""
        if not any(edit.text() for edit in self._fields):
            self.focus_first()
            return
        empty = next((edit for edit in self._fields if not edit.text()), None)
        if empty is not None:
            empty.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_first(self) -> None:
        if self._fields:
            self._fields[0].setFocus(Qt.FocusReason.OtherFocusReason)
            self._fields[0].selectAll()

    def mark(self, seat: int | str | None, field: str | None, at: int | None = None) -> None:
        """Show the field of a problem (red) and put the cursor there. A problem of no one seat ("the tricks add
        up to 12", whiz bids that count more spades than the deck has) marks that row's fields, the cursor in
        the first of them in bidding order, or in seat ``at``'s (the field the scorer is leaving)."""
        if field == "facts" and self.fact_edits:
            target = self.fact_edits.get(seat) if isinstance(seat, str) else None
            edit = target or next(iter(self.fact_edits.values()))
            set_invalid(edit, True)
            edit.setFocus(Qt.FocusReason.OtherFocusReason)
            edit.selectAll()
            return
        edits = self.bid_edits if field == "bid" else self.trick_edits if field == "tricks" else None
        if edits is None or not self.order:
            return
        if seat is None:
            for other in self.order:
                set_invalid(edits[other], True)
            seat = at if at in edits else self.order[0]
        if seat not in edits:
            return
        set_invalid(edits[seat], True)
        edits[seat].setFocus(Qt.FocusReason.OtherFocusReason)
        edits[seat].selectAll()

    def last_typed_seat(self, field: str) -> int | None:
        """The seat whose ``field`` ("bid" or "tricks") was typed in last, None when the last field typed in is
        none of those."""
        edits = self.bid_edits if field == "bid" else self.trick_edits if field == "tricks" else {}
        return next((seat for seat, edit in edits.items() if edit is self.last_typed), None)

    def clear_marks(self) -> None:
        for edit in self._fields:
            set_invalid(edit, False)

    def set_enabled(self, enabled: bool) -> None:
        for edit in self._fields:
            edit.setEnabled(enabled)

    # -------------------------------------------------------------- keyboard
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and self._window_key(event)):
            event.ignore()  # not the field's: the window's action takes the key
            return True
        if event.type() == QEvent.Type.FocusIn and watched is self._last_trick_field():
            self._offer_rest()
        if event.type() == QEvent.Type.FocusIn and watched in self._typed_over and isinstance(watched, QLineEdit):
            # typed in since it was described: its value now, before the screen reader hears of the focus (changed
            # as it was typed, the description would be said over the typing)
            self._describe(watched)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and isinstance(watched, QLineEdit)
                and watched in self.bid_edits.values() and self._leaves(event) and self.bid_check is not None
                and not self.bid_check(watched)):
            return True  # the bids refused: the cursor stays in the field marked
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._arrow_moves(watched, event):
            return True
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and watched in self._fields
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            index = self._fields.index(watched)
            again = self.recheck and watched not in self.bid_edits.values()  # a refused row: score it again
            if index == len(self._fields) - 1 or again:
                self.submitted.emit()
            else:
                self._fields[index + 1].setFocus(Qt.FocusReason.TabFocusReason)
                self._fields[index + 1].selectAll()
            return True
        return super().eventFilter(watched, event)

    @staticmethod
    def _leaves(event: QKeyEvent) -> bool:
        """Whether ``event`` moves the cursor on from a field: Enter, Tab or ↓ (Shift+Tab and ↑ go back, say to the
        bid that is wrong, and are never stopped)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return True  # as ``eventFilter`` moves on
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Down) and modifiers == Qt.KeyboardModifier.NoModifier

    def _arrow_moves(self, watched: QObject, event: QKeyEvent) -> bool:
        """↓ in a bid field goes to the same player's tricks, ↑ in a trick field back to the bid: correcting only the
        tricks of a hand took Enter through every bid field first (QA club 13). True when the cursor moved."""
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier != Qt.KeyboardModifier.NoModifier:
            return False
        if event.key() == Qt.Key.Key_Down:
            below = {id(edit): self.trick_edits[seat] for seat, edit in self.bid_edits.items()}
        elif event.key() == Qt.Key.Key_Up:
            below = {id(edit): self.bid_edits[seat] for seat, edit in self.trick_edits.items()}
        else:
            return False
        target = below.get(id(watched))
        if target is None:
            return False
        target.setFocus(Qt.FocusReason.TabFocusReason)  # selected after the focus is told, as Tab does
        return True

    def _window_key(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is the key of one of ``window_keys``."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        pressed = QKeySequence(QKeyCombination(modifiers, Qt.Key(event.key())))
        return any(key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch for key in self.window_keys)

    def _last_trick_field(self) -> QLineEdit | None:
        return self.trick_edits[self.order[-1]] if self.order else None

    def _offer_rest(self, early: bool = False) -> None:
        """The last player's tricks are what the others did not take: offer them, selected. ``early``: as the
        others' tricks are typed, so that the rest is there before the cursor comes: filled as the field took the
        focus, Orca said "3, selected, 3" and never the field's name (QA, Orca 43.1); an offer the others' new
        figures no longer fit is taken back or changed, a figure typed there is kept."""
        last = self._last_trick_field()
        if last is None or (last.text().strip() and (not early or last.text() != self._offered)):
            return
        if self._rules.cancellation:  # dead tricks are won by nobody: the rest is no player's for sure (the offer of
            return  # 17 less the others gave the last player a dead trick, and Enter took it: QA club 14)
        others = [self.trick_edits[s].text().strip() for s in self.order[:-1]]
        rest = self._rules.hand_size - sum(int(t) for t in others) if all(plain_digits(t) for t in others) else -1
        if 0 <= rest <= self._rules.hand_size:
            self._offered = str(rest)
            last.setText(self._offered)
            self._describe(last, self.tr("{value}, offered: Enter accepts it"))
            if early and not last.hasFocus():
                return  # Tab selects it as the cursor comes (Enter too, see eventFilter)
            last.selectAll()
        elif early and last.text():  # the others no longer leave a rest: the offer goes
            self._offered = ""
            last.clear()
            self._describe(last)
