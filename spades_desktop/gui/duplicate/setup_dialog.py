"""Game ▸ New duplicate match…: the preset, how many deals, the bots' levels and, to play a match again, its number.

When the last match is over, the dialog also offers **See the last match** (``SEE_LAST``): its comparison was
out of reach once closed, though the match stays kept until a new one replaces it (QA)."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontMetrics, QIntValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...ai.base import LEVELS
from ...ai.duplicate_match import DEAL_COUNTS, MAX_DEALS, DuplicateError, MatchState, check_rules, new_match
from ...engine.actions import plain_digits
from .. import layouts
from ..accessibility import name_mnemonic_labels, say_choice
from ..elided_combo import ElidedComboBox
from ..layouts import keep_room_for_wrapped_text
from ..level_box import fill_level_box
from ..presets import PresetChoice
from ..texts import count_of

SEE_LAST = 2  # what ``exec`` answers when See the last match was pressed (Accepted is 1, Rejected 0)


def partnership_presets(presets: list[PresetChoice]) -> list[PresetChoice]:
    """The presets a duplicate match can be played with: two partnerships of two, dealt hands."""
    out = []
    for choice in presets:
        try:
            check_rules(choice.rules)
        except DuplicateError:
            continue
        out.append(choice)
    return out


class DuplicateSetupDialog(QDialog):
    """See the module docstring; ``state()`` is the new match."""

    def __init__(self, presets: list[PresetChoice], preset_id: str | None = None,
                 parent: QWidget | None = None, last_match: MatchState | None = None) -> None:
        super().__init__(parent)
        keep_room_for_wrapped_text(self)  # wrapped text keeps its room in a narrow dialog
        self.setWindowTitle(self.tr("New duplicate match"))
        self.presets = partnership_presets(presets)
        intro = QLabel(self.tr(
            "Every deal is played twice on the same cards: at your table, where you sit at South with a bot partner, "
            "and at the bots' table, where a bot sits in your seat with your cards. Your result is compared with "
            "the bot's, deal by deal: the cards are the same, so the difference is the play."), self)
        intro.setWordWrap(True)
        # a name too long for the box ends with "…" (whole in the tooltip): «Слепые заказы в отставании» showed as
        # «Слепые заказы в о» at 14 points on a small screen (Russian QA)
        self.preset = ElidedComboBox(self)
        for choice in self.presets:
            self.preset.addItem(choice.name, choice.id)
            self.preset.setItemData(self.preset.count() - 1, choice.description, 3)  # Qt.ToolTipRole
        if preset_id is not None and self.preset.findData(preset_id) >= 0:
            self.preset.setCurrentIndex(self.preset.findData(preset_id))
        say_choice(self.preset)  # ↑ ↓ in the box are heard (Orca 43)
        self.deals = QSpinBox(self)
        self.deals.setRange(1, MAX_DEALS)
        self.deals.setValue(DEAL_COUNTS[0])
        self.deals.setToolTip(self.tr("4, 8 or 12 deals make a short, a usual or a long match"))
        self.level = self._levels()
        self.stand_in = self._levels(self.tr("The bot that plays your cards in your seat at the bots' table."))
        # the rules' box as wide as its longest name when the screen has room, down to the levels' boxes' width
        # (it shortens the name then): its own least width, the longest name's, kept the dialog past a small screen
        self.preset.setMinimumWidth(max(self.level.minimumSizeHint().width(), self.stand_in.minimumSizeHint().width()))
        self.number = QLineEdit(self)
        self.number.setPlaceholderText(self.tr("random"))
        self.number.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.number.setToolTip(self.tr("The same match number deals the same cards: to play a match again, or "
                                       "to play the same match as a friend"))
        form = QFormLayout()
        form.addRow(self.tr("&Rules:"), self.preset)
        form.addRow(self.tr("&Deals:"), self.deals)
        form.addRow(self.tr("&Partner and opponents:"), self.level)
        form.addRow(self.tr("&In your seat at the bots' table:"), self.stand_in)
        form.addRow(self.tr("&Match number:"), self.number)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start the match"))
        bold = ok.font()
        bold.setBold(True)  # the default button is drawn bold: room for its text
        ok.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(ok.text().replace("&", "")) + 48)
        ok.setEnabled(bool(self.presets))
        self.see_last: QPushButton | None = None
        if last_match is not None:  # a finished match, kept: its comparison again
            plan = last_match.plan
            self.see_last = self.buttons.addButton(self.tr("See the &last match"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
            self.see_last.setToolTip(self.tr("The comparison of the match played last ({0}, {1}, match number {2})"
                                             ).format(plan.preset_name, count_of(last_match.count,
                                                                                 self.tr("deal|deals")), plan.seed))
            self.see_last.clicked.connect(lambda: self.done(SEE_LAST))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        # all but the buttons: it scrolls on a screen too low for it (at 200 % with 14 points on a 1366 x 768 screen
        # the dialog was 374 pixels high, 344 under a title bar: its buttons below the screen's edge)
        self.body = layouts.BodyScroll(self)
        content = QVBoxLayout(self.body.body)
        content.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body, 1)
        content.addWidget(intro)
        content.addLayout(form)
        if not self.presets:
            content.addWidget(QLabel(self.tr("No preset is a partnership game of four, which a duplicate match "
                                             "needs."), self))
        outer.addWidget(self.buttons)
        self.setMinimumWidth(520)
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)
        # as wide as the rules' names need, within the screen: Qt gives a dialog at most two thirds of the screen's
        # width (607 of 911 pixels at 150 % on 1366 x 768), which cut the chosen preset's name (Russian QA)
        self.body.fit()
        room = layouts.screen_room(self)
        width = self.sizeHint().width() if room is None else max(520, min(self.sizeHint().width(), room.width()))
        layouts.fit_size(self, width, outer.totalHeightForWidth(width))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, lambda: layouts.narrow_to_screen(self))  # its frame too inside the screen

    def _levels(self, role: str = "") -> QComboBox:
        box = QComboBox(self)
        fill_level_box(box, LEVELS, role)
        box.setCurrentIndex(LEVELS.index("normal"))
        return box

    def choice(self) -> PresetChoice:
        return self.presets[max(0, self.preset.currentIndex())]

    def seed(self) -> int:
        text = self.number.text().strip()
        return int(text) if plain_digits(text) else secrets.randbelow(1_000_000) + 1

    def state(self) -> MatchState:
        choice = self.choice()
        return new_match(choice.rules, self.deals.value(), self.seed(), str(self.level.currentData()),
                         str(self.stand_in.currentData()), choice.id, choice.name)
