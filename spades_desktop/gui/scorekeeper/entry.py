"""The keyboard-first entry row of one hand: bids in bidding order, then tricks; Enter or Tab moves on.

Bids are typed as a scorekeeper writes them: digits, ``n`` (nil), ``b``/``bn``
(blind nil), ``b5`` (blind 5), ``10/200``, ``m`` (moon); the engine parses
and checks them (``engine.tally``). When every other player's tricks are in,
the last trick field offers the rest of the hand, selected, so Enter takes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget

from ...engine.ruleset import RuleSet
from ...engine.tally import HandEntry

ERROR_STYLE = "QLineEdit { border: 2px solid #c0392b; background: #fdecea; }"


class HandEntryBar(QWidget):
    """One hand's bids and tricks; ``submitted`` when Enter is pressed in the last field."""

    submitted = Signal()

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
        self._fields: list[QLineEdit] = []

    def set_hand(self, rules: RuleSet, names: Sequence[str], order: Sequence[int], dealer: int) -> None:
        """Lay out empty fields for a hand whose seats bid in ``order``; the dealer is marked."""
        self._rules = rules
        self.order = tuple(order)
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.bid_edits, self.trick_edits, self.name_labels = {}, {}, {}
        bid_head = QLabel(self.tr("Bid"), self)
        took_head = QLabel(self.tr("Tricks"), self)
        self._grid.addWidget(bid_head, 1, 0)
        self._grid.addWidget(took_head, 2, 0)
        if self.isVisible():
            bid_head.show()
            took_head.show()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
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
            bid = QLineEdit(self)
            bid.setObjectName(f"bid{seat}")
            bid.setMaxLength(12)
            bid.setPlaceholderText(self.tr("bid"))
            bid.setToolTip(self.tr("A number, n = nil, b = blind nil, b5 = blind 5, 10/200, m = moon"))
            took = QLineEdit(self)
            took.setObjectName(f"tricks{seat}")
            took.setMaxLength(2)
            took.setPlaceholderText(self.tr("tricks"))
            for edit in (bid, took):
                edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
                edit.setFont(big)
                edit.setMinimumWidth(64)
                edit.installEventFilter(self)
                edit.textEdited.connect(lambda _text, e=edit: e.setStyleSheet(""))
            label.setBuddy(bid)
            self._grid.addWidget(label, 0, column)
            self._grid.addWidget(bid, 1, column)
            self._grid.addWidget(took, 2, column)
            self.bid_edits[seat], self.trick_edits[seat], self.name_labels[seat] = bid, took, label
            if self.isVisible():  # at once, so that the cursor can go there now
                for widget in (label, bid, took):
                    widget.show()
        self._fields = [self.bid_edits[s] for s in self.order] + [self.trick_edits[s] for s in self.order]
        for first, second in zip(self._fields, self._fields[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def fill(self, entry: HandEntry) -> None:
        """Show an entered hand (to correct it)."""
        for seat in self.order:
            self.bid_edits[seat].setText(str(entry.bids[seat]))
            self.trick_edits[seat].setText(str(entry.tricks[seat]))

    def texts(self) -> tuple[dict[int, str], dict[int, str]]:
        return ({s: e.text() for s, e in self.bid_edits.items()}, {s: e.text() for s, e in self.trick_edits.items()})

    def focus_first(self) -> None:
        if self._fields:
            self._fields[0].setFocus(Qt.FocusReason.OtherFocusReason)
            self._fields[0].selectAll()

    def mark(self, seat: int | None, field: str | None) -> None:
        """Show the field of a problem (red) and put the cursor there."""
        edits = self.bid_edits if field == "bid" else self.trick_edits if field == "tricks" else None
        if edits is None or seat is None or seat not in edits:
            return
        edits[seat].setStyleSheet(ERROR_STYLE)
        edits[seat].setFocus(Qt.FocusReason.OtherFocusReason)
        edits[seat].selectAll()

    def clear_marks(self) -> None:
        for edit in self._fields:
            edit.setStyleSheet("")

    def set_enabled(self, enabled: bool) -> None:
        for edit in self._fields:
            edit.setEnabled(enabled)

    # -------------------------------------------------------------- keyboard
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and watched is self._last_trick_field():
            self._offer_rest()
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and watched in self._fields
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            index = self._fields.index(watched)
            if index == len(self._fields) - 1:
                self.submitted.emit()
            else:
                self._fields[index + 1].setFocus(Qt.FocusReason.TabFocusReason)
                self._fields[index + 1].selectAll()
            return True
        return super().eventFilter(watched, event)

    def _last_trick_field(self) -> QLineEdit | None:
        return self._fields[-1] if self._fields else None

    def _offer_rest(self) -> None:
        """The last player's tricks are what the others did not take: offer them, selected."""
        last = self._last_trick_field()
        if last is None or last.text().strip():
            return
        others = [self.trick_edits[s].text().strip() for s in self.order[:-1]]
        if not all(t.isdigit() for t in others):
            return
        rest = self._rules.hand_size - sum(int(t) for t in others)
        if 0 <= rest <= self._rules.hand_size:
            last.setText(str(rest))
            last.selectAll()
