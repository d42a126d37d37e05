"""New game ▸ House rules…: the player's own rules, made from a preset without writing YAML.

The dialog shows the numbers and switches that houses most often change (the
winning and losing scores, nil and blind nil, the lowest bid, bags, the first
lead, breaking spades, overtrumping), starting from the preset chosen in the
New game dialog. Every change is checked at once by the rules loader's own
checks, and the rules card beside the fields shows the game as it now reads.
Rules the preset's bidding ignores are greyed with the reason: in the auction
(its own scoring table) the losing score, the lowest bid and the bags.
*Save* writes a preset file into the player's presets folder
(``rules.authoring``): a new one, or the same one again when the player edits a
preset this dialog made. The preset is then in the New game list like any
other, and can be shared as a file.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import RuleSet
from ..engine.ruleset import AUCTION_IGNORES, NO_TARGET
from ..record.names import PlayerNameError, check_player_name
from ..rules import KEYS, SOURCE_USER, Preset, PresetError, rules_card
from ..rules.authoring import (
    built_in_root,
    changed_rules,
    check_name,
    free_id,
    has_comments,
    house_description,
    house_rules,
    made_from,
    made_here,
    preset_text,
    save_house_preset,
)
from . import texts
from .accessibility import (
    Notices,
    choice_said,
    load_older_readers,
    name_mnemonic_labels,
    said_in_description,
    said_on_change,
    send_announcement,
)
from .layouts import (
    QWIDGETSIZE_MAX,
    WINDOW_FRAME,
    fit_size,
    keep_room_for_wrapped_text,
    narrow_to_screen,
    relayout,
    screen_room,
)
from .presets import PresetChoice, language
from .settings import app_settings
from .spin_box import MinusSpinBox
from .style import theme

CARD_LEAST = 120  # the rules card's least width on a narrow screen (240 elsewhere)
CARD_BESIDE = 180  # ... narrower than this, it goes below the fields where the screen is high enough


@dataclass(frozen=True)
class _Field:
    """One rule in the dialog: its key, its widget and the switches that must be on for it to count."""

    key: str
    widget: QWidget
    needs: tuple[str, ...] = ()  # boolean rules that must be true (else the field is greyed and not changed)


def _card_said(card: str) -> str:
    """The rules card in plain words for a screen reader: without the title's underline ("=====") and the lines'
    dashes, the title ended with a full stop (it is said as a sentence before the first rule)."""
    said: list[str] = []
    for line in card.splitlines():
        line = line.strip()
        if not line or set(line) <= {"=", "-"}:
            continue
        line = line.removeprefix("- ").strip()
        said.append(line if line.endswith((".", "!", "?", ":", ";")) else line + ".")
    return " ".join(said)


class FieldsScroll(QScrollArea):
    """The fields' groups, scrolled up and down, never sideways: at least as wide as the groups' least width
    and the scroll bar.

    Its least width was counted once, while the fields were being made: the groups then grew (the style, the
    longest choices), and at 800 x 600 their right edges were cut by the scroll area, a list box touching the
    scroll bar. It is counted whenever Qt asks, and asked again whenever the groups' layout changes.

    The fields lie on the dialog's own paper: the viewport and the fields' widget (``setWidget`` turns its
    filling on) filled themselves with the palette's grey, #efefef, which the dialogs' style sheet does not set,
    and in high contrast the white labels and yellow headings were on light grey at about 1.1:1 (low-vision QA)."""

    def __init__(self, fields: QWidget) -> None:
        super().__init__()
        self.setWidget(fields)
        self.setWidgetResizable(True)
        self.viewport().setAutoFillBackground(False)  # the dialog's paper shows through, as in ``BodyScroll``
        fields.setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no Tab stop of its own (Orca stopped on a nameless "scroll pane", QA atspi6): its fields take the
        # focus, and the area scrolls each one into sight as Tab reaches it (``QScrollArea.focusNextPrevChild``)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def minimumSizeHint(self) -> QSize:
        least = super().minimumSizeHint()
        fields = self.widget()
        if fields is None:
            return least
        width = fields.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(max(least.width(), width), least.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the groups' least width may have changed: the dialog's layout asks again
        return super().eventFilter(watched, event)


class HouseRulesDialog(QDialog):
    """See the module docstring. After ``accept()``, ``saved`` is the preset written."""

    def __init__(self, choice: PresetChoice, presets: Sequence[PresetChoice], folder: Path,
                 parent: QWidget | None = None, target: int = 0) -> None:
        super().__init__(parent)
        self._built = False  # the fields' signals wait until every field is there
        self.announced: list[str] = []  # what ``_say`` told a screen reader (tests read it)
        self._notices: Notices | None = None
        keep_room_for_wrapped_text(self)
        self.setWindowTitle(self.tr("House rules"))
        self.saved: Preset | None = None
        self._folder = folder
        self._lang = language()
        self._choice = choice
        known = {c.id: c.preset for c in presets if isinstance(c.preset, Preset)}
        self._catalog: Mapping[str, Preset] = known
        preset = choice.preset if isinstance(choice.preset, Preset) else None
        # A preset this dialog made is edited in place; any other (built in, or a file the player wrote by
        # hand, whose comments and wording a rewrite would lose) is the start of a new preset.
        self._editing = preset if preset is not None and preset.source == SOURCE_USER and made_here(preset) \
            else None
        root = built_in_root(preset, known) if preset is not None else None
        self._root_id = root.id if root is not None else None
        self._root_rules = root.rules if root is not None else RuleSet()
        self._base = choice.rules
        self._names = [name for c in presets if self._editing is None or c.id != self._editing.id
                       for name in (c.name, *(c.preset.name.values() if isinstance(c.preset, Preset) else ()))]
        self._ids = set(known)
        self._rules: RuleSet | None = choice.rules
        # bid.auction: the rules its bids and scores ignore (the loader refuses them changed): greyed, with why
        self._auction_keys = {name for name, _kept in AUCTION_IGNORES} if choice.rules.auction else set()
        self._auction_why = self.tr("The auction scores by its own table: no bags, no losing score.")

        self.from_label = QLabel(self.tr("Made from: {0}").format(choice.name) if self._editing is None else
                                 self.tr("Your preset, saved again under its name when you save."))
        if preset is not None and preset.source == SOURCE_USER and has_comments(preset):
            # The file is written from the rules: a hand-written file's notes are not carried into the new one,
            # nor kept when a preset made here (and annotated by hand since) is saved again.
            file_name = preset.path.name if preset.path is not None else choice.name
            self.from_label.setText(self.from_label.text() + "\n" + (
                self.tr("Your rules go into a new file; the comments written in {0} are not copied into it.")
                if self._editing is None else
                self.tr("Saving writes {0} anew: the comments written in it are not kept.")).format(file_name))
        self.from_label.setObjectName("Muted")
        self.from_label.setWordWrap(True)
        self.name = QLineEdit()
        self.name.setMaxLength(80)
        self.name.setText(choice.name if self._editing is not None else self._new_name())
        self.name.setAccessibleName(self.tr("Name of your rules"))
        said_in_description(self.name)  # Orca 43 said "Our house rules" as "Our house rule"
        head = QFormLayout()
        head.addRow("", self.from_label)
        head.addRow(self.tr("&Name:"), self.name)

        self._fields: list[_Field] = []
        self._notes: list[tuple[QGroupBox, QLabel]] = []  # each group's note of what is fixed in it
        groups = QVBoxLayout()
        rules = choice.rules
        game = self._group(self.tr("Winning and losing"), groups)
        # A game of so many hands may have no winning score at all (the six-player game's six hands).
        pairs = rules.partnerships  # cutthroat's fields said "A side" where each player is on their own (QA)
        self.target_on = QCheckBox(self.tr("A side &wins at:") if pairs else self.tr("A player &wins at:"))
        self.target = self._spin("target", 50, 10_000, 50)
        self.target_on.setChecked(not rules.hands_only)
        self._tag(self.target_on, "target")
        self.target.setValue(500 if rules.hands_only else rules.target)
        # A target changed in the New game window is where the player's rules start (``target``, 0: the preset's).
        # Any target set there, even the preset's own, overrides the preset: once these rules are saved, New game
        # must let go of it (``started_from_target``) or the game would not play to the target saved here.
        self.started_from_target = bool(target) and not rules.hands_only
        if self.started_from_target:
            self.target.setValue(target)
        if self.started_from_target and self.target.value() != rules.target:
            self.from_label.setText(self.from_label.text() + "\n" + self.tr(
                "The winning score starts at {0}, set in the New game window (the preset says {1}).").format(
                    self.target.value(), rules.target))
        self.target.setAccessibleName(self.tr("Winning score"))
        self.target_on.toggled.connect(self._changed)
        game.addRow(self.target_on, self.target)
        self.mercy_on = QCheckBox(self.tr("A side &loses at:") if pairs else self.tr("A player &loses at:"))
        self.mercy = self._spin("mercy", -10_000, -10, 50)
        self.mercy_on.setChecked(rules.mercy is not None)
        self._tag(self.mercy_on, "mercy")
        self.mercy.setValue(rules.mercy if rules.mercy is not None else -200)
        self.mercy.setAccessibleName(self.tr("Losing score"))
        self.mercy_on.toggled.connect(self._changed)
        game.addRow(self.mercy_on, self.mercy)
        self.auction_notes: list[QLabel] = []  # why the auction greys the losing score and the bags (tests read it)
        if "mercy" in self._auction_keys:  # the auction's scores never fall below zero: no losing score to set,
            # not even the standard's −200 that a preset which does not write mercy keeps (author QA 4)
            self.mercy_on.setChecked(False)
            self._tip(self.mercy_on, self._auction_why)
            self._tip(self.mercy, self._auction_why)
        self.hand_limit = self._spin("hand_limit", 0, 100, 1, special=self.tr("no limit"))
        self.hand_limit.setAccessibleName(self.tr("Hands in a game"))
        game.addRow(self.tr("Hands in a ga&me:"), self.hand_limit)
        bidding = self._group(self.tr("Bidding"), groups)
        self._add(bidding, self.tr("&First to bid:"), self._choice_box("bid_order", (
            ("left_of_dealer", self.tr("the player left of the dealer")),
            ("dealer", self.tr("the dealer")),
        )))
        self._add(bidding, self.tr("Lowest &bid:"), self._spin("min_bid", 0, 13, 1))
        self._add(bidding, self.tr("&Each side bids at least:") if pairs else self.tr("&Each player bids at least:"),
                  self._spin("board", 0, 13, 1, special=self.tr("no minimum")))
        nil = self._group(self.tr("Nil"), groups)
        self._add(nil, "", self._check("nil", self.tr("Nil bi&ds allowed")))
        self._add(nil, self.tr("Nil is wort&h:"), self._spin("nil_value", 10, 1_000, 10), needs=("nil",))
        self._add(nil, "", self._check("blind_nil", self.tr("Bl&ind nil allowed (bid before looking at the cards)")),
                  needs=("nil",))
        self._add(nil, self.tr("Blind nil is w&orth:"), self._spin("blind_nil_value", 10, 2_000, 10),
                  needs=("nil", "blind_nil"))
        self._add(nil, self.tr("Blind nil only when behind b&y:"),
                  self._spin("blind_nil_behind", 0, 1_000, 50, special=self.tr("always allowed")),
                  needs=("nil", "blind_nil"))
        if rules.partnerships:
            self._add(nil, "", self._check("nil_tricks_count",
                                           self.tr("A nil bidder's tricks &count for the partner's bid")),
                      needs=("nil",))
            self._add(nil, self.tr("Bo&th partners bid nil:"), self._choice_box("double_nil", (
                ("separate", self.tr("each nil scored alone")),
                ("doubled", self.tr("doubled when both make it, no penalty otherwise")),
                ("lose_all", self._both_nil_text(rules.nil_value)),
            )), needs=("nil",))
        bags = self._group(self.tr("Bags (tricks over the bid)"), groups)
        self._add(bags, self.tr("Ba&gs before a penalty:"),
                  self._spin("bag_limit", 0, 100, 1, special=self.tr("no penalty")))
        self._add(bags, self.tr("&Penalty:"), self._spin("bag_penalty", 0, 1_000, 10))
        play = self._group(self.tr("Play"), groups)
        self._add(play, self.tr("Fi&rst lead:"), self._choice_box("first_lead", (
            ("left_of_dealer", self.tr("the player left of the dealer")),
            ("two_of_clubs", self.tr("the holder of the lowest club, who leads it")),
        )))
        self._add(play, "", self._check("spades_broken", self.tr("Spades may not be led &until broken")))
        self._add(play, "", self._check("no_spade_lead_first_trick",
                                        self.tr("No spade may be led to the first tric&k")))
        self._add(play, self.tr("&A player who cannot follow suit:"), self._choice_box("must_overtrump", (
            ("off", self.tr("may play any card")),
            ("opponents", self.tr("must beat an opponent's spade")),
            ("anyone", self.tr("must beat any spade, the partner's too")),
            ("tarot", self.tr("must trump, and everyone must beat the highest spade")),
        )))
        groups.addStretch(1)
        fields_widget = QWidget()
        fields_widget.setLayout(groups)
        scroll = FieldsScroll(fields_widget)

        self.card = QPlainTextEdit()
        self.card.setReadOnly(True)
        self.card.setAccessibleName(self.tr("The rules card of your rules"))
        self.card.setMinimumWidth(240)
        card_box = QVBoxLayout()
        card_title = QLabel(self.tr("The rules as they now read:"))
        card_title.setBuddy(self.card)
        card_title.setWordWrap(True)  # at 14 points on one line it was 265 wide: the dialog wider than 853 pixels
        card_box.addWidget(card_title)
        card_box.addWidget(self.card, 1)

        self.message = QLabel()
        self.message.setObjectName("Error")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText(self.tr("&Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        # The words the rules use (trick, bag, nil, broken spades) are explained in Help ▸ Words of the game, which
        # a player new to the game in this dialog never found (QA newbie12): a button here opens it
        self.glossary_button = self.buttons.addButton(self.tr("Words of the game…"),
                                                      QDialogButtonBox.ButtonRole.HelpRole)
        glossary_tip = self.tr("Trick, bid, bag, nil, broken spades… in plain words (also in Help ▸ Words of the "
                               "game). Point at a rule to see what it does.")
        self.glossary_button.setToolTip(f"<p>{html.escape(glossary_tip)}</p>")  # rich: wrapped, not one long line
        self.glossary_button.setAccessibleDescription(glossary_tip)
        self.glossary_button.setAutoDefault(False)
        self.glossary_button.clicked.connect(self.show_glossary)
        self.glossary_dialog: QDialog | None = None
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self.body = body = QHBoxLayout()
        body.addWidget(scroll, 3)
        body.addLayout(card_box, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(head)
        outer.addLayout(body, 1)
        outer.addWidget(self.message)
        outer.addWidget(self.buttons)
        self.name.textChanged.connect(self._changed)
        self._fixed: set[str] = set()
        self._fixed_why: dict[str, str] = {}  # why each fixed field is fixed (its note says it)
        self._fix_what_cannot_change()
        self._note_fixed()
        self._built = True
        self._changed()
        self._card_for_screen()
        fit_size(self, 980, 700)
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)

    def _card_for_screen(self) -> None:
        """Make the rules card narrower (down to ``CARD_LEAST``) by as much as the dialog's least width exceeds its
        screen's free room: at 150 % with 14-point type on 1280 x 720 it was at least 868 wide on 853 (682 on 640
        at 200 %), Cancel's right edge past the screen's. Where it would be narrower than ``CARD_BESIDE`` the card
        goes below the fields instead, as wide as they are, if the screen is high enough for that: at 200 % with
        14-point type on 1366 x 768 the dialog was still 723 wide on 683, the card 120 pixels wide, a word a line;
        at 225 % on 1280 x 720, 125 (QA lowvision6)."""
        room = screen_room(self)
        if room is None or room.width() <= 0 or self.body.direction() != QBoxLayout.Direction.LeftToRight:
            return
        sides = self.frameGeometry().width() - self.width()  # the window's frame, once it is shown
        over = self.minimumSizeHint().width() + sides - room.width()
        if over <= 0:
            return
        want = self.card.minimumWidth() - over
        if want < CARD_BESIDE:
            self._card_below(True)
            least = self.minimumSizeHint()
            if least.width() + sides <= room.width() and least.height() + WINDOW_FRAME <= room.height():
                return
            self._card_below(False)  # too low a screen for it below: beside the fields, narrow
        self.card.setMinimumWidth(max(CARD_LEAST, want))
        self._relayout()

    def _card_below(self, below: bool) -> None:
        """The rules card below the fields (``below``) or beside them, as wide as they are or narrow."""
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if below else QBoxLayout.Direction.LeftToRight)
        self.card.setMinimumWidth(CARD_LEAST)
        # below, the fields have the height the card and the heading need not: the card at its least (it scrolls),
        # the heading no higher than its lines (it kept three lines' room for one)
        self.card.setMaximumHeight(self.card.minimumSizeHint().height() if below else QWIDGETSIZE_MAX)
        self.from_label.setSizePolicy(QSizePolicy.Policy.Preferred,
                                      QSizePolicy.Policy.Maximum if below else QSizePolicy.Policy.Preferred)
        self._relayout()

    def _relayout(self) -> None:
        relayout(self)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the dialog's own least width follows now, before it is made narrower

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_shown)

    def _fit_shown(self) -> None:
        """Once shown, with its type, style and frame: the rules card narrower where need be, and the dialog with
        its frame inside the screen (it reached past the screen's edge by the frame's sides)."""
        self._card_for_screen()
        narrow_to_screen(self)

    def show_glossary(self) -> None:
        """Help ▸ Words of the game, from this dialog: the same text (``glossary_html``) as the menu's."""
        from .info_dialogs import TextDialog, glossary_html

        if self.glossary_dialog is not None:
            self.glossary_dialog.deleteLater()
        # the title the Help menu's window has, and its translation (the main window's)
        title = QCoreApplication.translate("MainWindow", "Words of the game")
        self.glossary_dialog = TextDialog(title, glossary_html(), rich=True, parent=self)
        self.glossary_dialog.open()

    # ------------------------------------------------------------ building
    def _group(self, title: str, column: QVBoxLayout) -> QFormLayout:
        box = QGroupBox(title)
        form = QFormLayout(box)
        column.addWidget(box)
        note = QLabel()  # what the preset fixes in this group, and why (``_note_fixed``); first, so Tab reaches it
        note.setObjectName("Muted")  # before the group's fields
        note.setWordWrap(True)
        note.hide()
        form.addRow(note)
        self._notes.append((box, note))
        return form

    def _note_fixed(self) -> None:
        """Say in each group what the preset fixes there and why: greyed fields take no focus, so a screen reader
        never reached them nor the tips that said why ("A side loses at", the auction's Nil and Bags groups, QA
        atspi6). The note shows the reasons and is a Tab stop named with the fields it fixes: "Fixed: Lowest bid.
        The auction's bids are 1 to 7…". In the auction, the losing score's and the bags' notes are
        ``auction_notes``."""
        fixed: list[tuple[QWidget, str]] = [(f.widget, self._fixed_why[f.key]) for f in self._fields
                                            if f.key in self._fixed_why]
        if "mercy" in self._auction_keys:
            fixed.insert(0, (self.mercy_on, self._auction_why))
        focus = theme()
        for box, note in self._notes:
            reasons: dict[str, list[str]] = {}
            for widget, why in fixed:
                if box.isAncestorOf(widget):
                    name = widget.accessibleName() or (widget.text() if isinstance(widget, QCheckBox) else "")
                    reasons.setdefault(why, []).append(name.replace("&", "").rstrip(":"))
            if not reasons:
                continue
            note.setText(" ".join(reasons))
            note.setAccessibleName(" ".join(self.tr("Fixed: {0}. {1}").format(", ".join(names), why)
                                            for why, names in reasons.items()))
            note.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            note.setStyleSheet(f"QLabel {{ border: {focus.border_px + 1}px solid transparent; border-radius: 4px; }}"
                               f" QLabel:focus {{ border-color: {focus.focus}; }}")  # a ring where Tab stops
            note.show()
            if self._auction_why in reasons:
                self.auction_notes.append(note)

    def _add(self, form: QFormLayout, label: str, widget: QWidget, needs: tuple[str, ...] = ()) -> None:
        key = str(widget.property("ruleKey"))
        self._fields.append(_Field(key, widget, needs))
        if label and isinstance(widget, QComboBox):
            # A list's choices are sentences ("must trump, and everyone must beat the highest spade"): under its
            # label, across the group, so the choice shows whole (beside it the Russian ones were cut short).
            title = QLabel(label)
            title.setBuddy(widget)
            form.addRow(title)
            form.addRow(widget)
            widget.setAccessibleName(label.replace("&", "").rstrip(":"))
        elif label:
            form.addRow(label, widget)
            buddy = form.labelForField(widget)
            if isinstance(buddy, QLabel):
                widget.setAccessibleName(buddy.text().replace("&", "").rstrip(":"))
        else:
            form.addRow(widget)

    def _tag(self, box: QWidget, key: str) -> None:
        """Mark ``box`` as the field of rule ``key`` (``_add`` reads it), and give it its tip."""
        box.setProperty("ruleKey", key)
        self._tip(box)

    def _tip(self, box: QWidget, why: str = "", detail: str = "") -> None:
        """``box``'s tip: why it is fixed (``why``), what the rule does at the table in plain words
        (``_explained``), ``detail`` (else a number's range), then, in a smaller grey line, the rule's key for a
        preset author ("In a preset file: bag_penalty"). The tips were the field's label again with the key under
        it ("Spades may not be led until broken"), and a player new to the game learnt nothing (QA newbie12)."""
        key = str(box.property("ruleKey"))
        if not detail and isinstance(box, QSpinBox):
            if box.specialValueText():  # its lowest value is a word: "no minimum"
                detail = self.tr("{0}, or from {1} to {2}.").format(
                    box.specialValueText(), texts.minus(box.minimum() + box.singleStep()), texts.minus(box.maximum()))
            else:
                detail = self.tr("From {0} to {1}.").format(texts.minus(box.minimum()), texts.minus(box.maximum()))
        parts = [part for part in (why, self._explained(key, box), detail) if part]
        author = self.tr("In a preset file: {0}").format(key)
        box.setToolTip("".join(f"<p>{html.escape(part)}</p>" for part in parts)
                       + f"<p style='color: gray; font-size: small'>{html.escape(author)}</p>")
        # in plain words: Qt gave a screen reader the rich tip, and Orca read "<p>From 1 to 13.</p><p style=…"
        # and "&#x27;" (QA, Orca 43.1)
        plain = " ".join((*parts, author))
        if isinstance(box, QComboBox):  # its choice first (``choice_said``: ↑ ↓ are heard, Orca 43), then what the
            # tip says: only the choice's name, the description was left empty as the box took the focus
            # (``said_on_change``), and Qt gave Orca the rich tip, tags and all (QA atspi6)
            plain = choice_said(box.currentText(), plain)
        if box.accessibleDescription() != plain:  # set again, it would be said again
            box.setAccessibleDescription(plain)

    def _explained(self, key: str, box: QWidget) -> str:
        """What rule ``key`` does at the table, in words a player new to Spades knows, with a small example where
        it helps; for a list, what its choice shown does too. The meaning is /work/shared/RULES.md's (the rule
        ids in ``rules.keys``); the rules themselves are the engine's, nothing here decides them."""
        pairs = self._choice.rules.partnerships
        rule = {
            "target": self.tr("The game ends when a score reaches this number; the highest score wins."),
            "mercy": self.tr("The game also ends at once when a score falls to this number or below; the "
                             "highest score wins."),
            "hand_limit": self.tr("The game ends after this many hands, even if nobody has reached the winning "
                                  "score; the highest score wins."),
            "bid_order": self.tr("Who makes the first bid of each hand; the others then bid in turn to the left."),
            "min_bid": self.tr("The fewest tricks a player may bid; nil, a bid of no tricks, is a bid of its own."),
            "board": self.tr("The two partners' bids must add up to at least this many tricks (with 4, bids of 1 "
                             "and 2 are not allowed); a nil bidder's partner bids nil or at least this.")
            if pairs else self.tr("Each player must bid nil or at least this many tricks."),
            "nil": self.tr("Nil is a bid to take no trick at all: the bidder wins points by taking none and loses "
                           "them by taking even one."),
            "nil_value": self.tr("Points a nil bidder wins by taking no trick, and loses by taking one or more."),
            "blind_nil": self.tr("A player may bid nil before seeing a single card: riskier, so it is worth more "
                                 "than nil."),
            "blind_nil_value": self.tr("Points a blind nil bidder wins by taking no trick, and loses by taking "
                                       "one or more."),
            "blind_nil_behind": self.tr("Blind nil may be bid only when the bidder's score is at least this many "
                                        "points behind the leading score (with 100: at 150 against 300, yes; at "
                                        "250, no)."),
            "nil_tricks_count": self.tr("Tricks a nil bidder takes anyway help the partner make the side's bid "
                                        "(and may be bags); when off, they are lost. Example: the partner bid 4 "
                                        "and took 3, the nil bidder took 1: on, the side makes its 4."),
            "double_nil": self.tr("How a side is scored when both partners bid nil."),
            "bag_limit": self.tr("A bag is a trick taken over the bid (bid 4, take 6: 2 bags). A bag scores 1 "
                                 "point, but each time the bags add up to this number, the penalty is taken off "
                                 "the score."),
            "bag_penalty": self.tr("Points taken off the score each time the bags add up to the number above "
                                   "(usually 100 for 10 bags)."),
            "first_lead": self.tr("Who plays the first card of the hand; after that, whoever wins a trick leads "
                                  "the next."),
            "spades_broken": self.tr("Nobody may lead a spade until someone has played one on another suit's trick "
                                     "(having none of that suit): spades are then “broken”. A player who holds "
                                     "only spades may lead one anyway."),
            "no_spade_lead_first_trick": self.tr("The very first card of the hand may not be a spade, unless its "
                                                 "player holds only spades."),
            "must_overtrump": self.tr("What a player who has no card of the suit led must play."),
        }.get(key, "")
        if not isinstance(box, QComboBox):
            if isinstance(box, QCheckBox) and key == "target":  # "A side wins at:", the switch beside the score
                return rule + " " + self.tr("Untick it to play a set number of hands instead.")
            if isinstance(box, QCheckBox) and key == "mercy":
                return rule + " " + self.tr("Untick it for no losing score.")
            return rule
        choice = {
            ("double_nil", "separate"): self.tr("Now: each nil wins or loses its own points, as if the other "
                                                "were not there."),
            ("double_nil", "doubled"): self.tr("Now: if both make it, each nil scores double; if either fails, "
                                               "neither nil scores anything."),
            ("double_nil", "lose_all"): self.tr("Now: if both make it, the side wins both nils' points; if either "
                                                "fails, the side loses its whole score."),
            ("first_lead", "two_of_clubs"): self.tr("Now: the player with the lowest club (usually the 2♣) leads it, "
                                                    "and nobody may play a spade to that trick unless they hold "
                                                    "nothing else."),
            ("must_overtrump", "off"): self.tr("Now: any card, a spade to win the trick or another card to "
                                               "throw away."),
            ("must_overtrump", "opponents"): self.tr("Now: when an opponent's spade is winning the trick, they "
                                                     "must play a higher spade if they have one (on the 9♠, the "
                                                     "J♠). Over the partner's spade, any card."),
            ("must_overtrump", "anyone"): self.tr("Now: when a spade is already in the trick, they must play a "
                                                  "higher spade if they have one, even over the partner's."),
            ("must_overtrump", "tarot"): self.tr("Now: they must play a spade if they have one, higher than the "
                                                 "spades already played if they can; when spades are led, "
                                                 "everyone must beat the highest spade so far if they can."),
        }.get((key, str(box.currentData())), "")
        return f"{rule} {choice}" if rule and choice else rule or choice

    def _spin(self, key: str, low: int, high: int, step: int, special: str = "") -> QSpinBox:
        box = MinusSpinBox()  # a losing score "−200", not "-200"
        spec = KEYS[key]
        box.setRange(max(low, spec.low), min(high, spec.high))
        box.setSingleStep(step)
        value = getattr(self._choice.rules, key)
        if isinstance(value, int):
            box.setRange(min(box.minimum(), value), max(box.maximum(), value))  # a preset's own value stays
            box.setValue(value)
        if special:
            box.setSpecialValueText(special)
        box.setMaximumWidth(box.fontMetrics().horizontalAdvance("0" * 8 + (special or "")) + 48)
        self._tag(box, key)
        box.valueChanged.connect(self._changed)
        return box

    def _check(self, key: str, text: str) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(bool(getattr(self._choice.rules, key)))
        self._tag(box, key)
        box.toggled.connect(self._changed)
        return box

    def _choice_box(self, key: str, options: tuple[tuple[str, str], ...]) -> QComboBox:
        box = QComboBox()
        # Its longest choice may be cut in the closed box (the list shows it whole), so a small screen keeps
        # the fields and the rules card side by side.
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(16)
        for value, text in options:
            box.addItem(text, value)
        box.setCurrentIndex(max(0, box.findData(getattr(self._choice.rules, key))))
        self._tag(box, key)
        box.currentIndexChanged.connect(lambda _i: None if box.property("ruleKey") in self._fixed else self._tip(box))
        box.currentIndexChanged.connect(self._changed)
        said_on_change(box)  # ↑ ↓ in a box are heard (Orca 43): its description (``_tip``) says the new choice
        return box

    def _fix_what_cannot_change(self) -> None:
        """Grey what the preset's other rules forbid changing, so that the dialog offers only what can be played:
        a board in whiz bidding, nil off in suicide, a first lead in the six-player game. A field is fixed when
        no other value near the preset's (another choice of a list) fits its rules, as the loader's own checks
        say."""
        base = self._base
        why = self.tr("The other rules of {0} do not allow changing this.").format(self._choice.name)
        for field in self._fields:  # bid.auction: what it ignores stays the preset's, and the tip says why
            if field.key in self._auction_keys:
                self._fixed.add(field.key)
                if isinstance(field.widget, QSpinBox) and field.key in ("bag_limit", "bag_penalty"):
                    field.widget.blockSignals(True)  # shown as the auction has them: none ("no penalty", 0);
                    field.widget.setValue(0)  # ``_read`` reads the preset's own values, so the file sets neither
                    field.widget.blockSignals(False)
                self._fixed_why[field.key] = self._auction_why if field.key != "min_bid" else \
                    self.tr("The auction's bids are 1 to 7 (each N promises N + 6 tricks).")
                self._tip(field.widget, self._fixed_why[field.key])

        refused: dict[str, None] = {}  # the rules the loader named in refusing a change, in its order

        def fits(key: str, value: object) -> bool:
            changes = {key: value}
            if not value:  # a switch turned off: what needs it takes the built-in preset's value, as in ``_read``
                changes.update({f.key: getattr(self._root_rules, f.key) for f in self._fields if key in f.needs})
            if key == "nil" and value and base.min_bid < 1:  # nil on lifts a lowest bid of 0 to 1 (``_floor_min_bid``):
                changes["min_bid"] = 1  # a preset saved "no nil, bids from 0" could never have nil back (QA)
            try:  # as ``_changed`` checks: the file will set what differs from the built-in preset
                house_rules(base, changes, root=self._root_rules)
            except (PresetError, ValueError) as exc:
                refused.update(dict.fromkeys(getattr(exc, "keys", ())))
                return False
            return True

        conflicts: dict[str, tuple[str, ...]] = {}  # each fixed field: the other rules that refused its changes
        for field in self._fields:
            key, widget = field.key, field.widget
            if key in self._auction_keys or not all(getattr(base, need) for need in field.needs):
                continue  # fixed above; or it counts only once its switch is on: nothing to learn from the preset alone
            now = getattr(base, key)
            refused.clear()
            if isinstance(widget, QComboBox):
                if any(fits(key, widget.itemData(i)) for i in range(widget.count()) if widget.itemData(i) != now):
                    continue
            elif isinstance(widget, QCheckBox):
                if fits(key, not now):
                    continue
            elif isinstance(widget, QSpinBox):
                step = widget.singleStep()
                nearby = [v for v in (now - step, now + step) if widget.minimum() <= v <= widget.maximum()]
                if any(fits(key, v) for v in nearby):
                    continue
            self._fixed.add(key)
            conflicts[key] = tuple(k for k in refused if k != key)
        for field in self._fields:
            if field.key not in conflicts:
                continue
            # The rules that keep it as it is, named as the dialog names them: the loader's reason was written for
            # preset authors, and the note said "Blind_nil_redraw needs blind nil (blind_nil: true)" (QA). A field
            # fixed beside it is not its cause (nil and blind nil, both fixed by the two-player redraw).
            others = conflicts[field.key]
            names = self._rule_names([k for k in others if k not in self._fixed]) or self._rule_names(others)
            self._fixed_why[field.key] = self.tr("The other rules of {0} do not allow changing this: {1}.").format(
                self._choice.name, ", ".join(names)) if names else why
            self._tip(field.widget, self._fixed_why[field.key])

    def _rule_names(self, keys: Sequence[str]) -> list[str]:
        """``keys`` (rules as a preset file names them) in the dialog's words, quoted, each once: a field's label,
        else the name of a rule of the preset this dialog does not show ("Redraw after a blind nil"). A key
        without a name is left out."""
        names: list[str] = []
        for key in keys:
            name = self._field_label(key) or self._other_rule_name(key)
            quoted = self.tr("“{0}”").format(name) if name else ""
            if quoted and quoted not in names:
                names.append(quoted)
        return names

    def _field_label(self, key: str) -> str:
        """The name of rule ``key``'s field in this dialog ("Blind nil allowed"), or "" when it has none."""
        widget: QWidget | None = {"target": self.target_on, "mercy": self.mercy_on, "hand_limit": self.hand_limit}.get(
            key, next((f.widget for f in self._fields if f.key == key), None))
        if widget is None:
            return ""
        name = widget.text() if isinstance(widget, QCheckBox) else widget.accessibleName()
        # without the mnemonic, the colon and what a parenthesis adds ("Blind nil allowed (bid before looking…)")
        return name.replace("&", "").split(" (")[0].rstrip(":").strip()

    def _other_rule_name(self, key: str) -> str:
        """The name of a rule this dialog does not show, as the preset sets it ("Whiz bidding"), or ""."""
        rules = self._base
        by_value = {
            "bidding_system": {
                "standard": self.tr("Standard bidding"),
                "suicide": self.tr("Suicide bidding"),
                "suicide_copy": self.tr("Suicide bidding, copy version"),
                "whiz": self.tr("Whiz bidding"),
                "mirrors": self.tr("Mirrors bidding"),
            }.get(rules.bidding_system, ""),
            "partnerships": self.tr("Partnerships") if rules.partnerships else self.tr("Each player on their own"),
            "decks": self.tr("Two decks") if rules.decks == 2 else self.tr("One deck"),
            "card_pass_when": self.tr("Passing cards before the bidding") if rules.card_pass_when == "before_bidding"
            else self.tr("Passing cards after the bidding"),
        }
        if key in by_value:
            return by_value[key]
        blind_bids, ten, lexington, blind_six = (self.tr("Blind bids"), self.tr("10 for 200"), self.tr("Lexington"),
                                                 self.tr("Blind 6"))
        nil_pass, card_pass, weak, bonus = (self.tr("Cards passed after a nil"), self.tr("Passing cards every hand"),
                                            self.tr("Misdeal for a weak hand"), self.tr("Bonus points"))
        return {
            "players": self.tr("Number of players"),
            "cancellation": self.tr("Identical cards cancel"),
            "removed_cards": self.tr("Cards taken out of the deck"),
            "high_trumps": self.tr("Trumps above the ace of spades"),
            "aces_low": self.tr("Aces low"),
            "trump_suit": self.tr("Another trump suit than spades"),
            "show_seven": self.tr("Showing seven cards to make their suit trump"),
            "suit_order": self.tr("Suits ranked one above another"),
            "jokers_first_wins": self.tr("Of two jokers in a trick, the first played wins"),
            "big_joker_forces": self.tr("A led Big Joker forces the highest spade"),
            "joker_conversion": self.tr("A joker turns the partner's card into a spade"),
            "draw_phase": self.tr("Drawing the hands from the stock"),
            "kitty": self.tr("The kitty"),
            "misdeal_weak_hand": weak, "misdeal_spades": weak, "misdeal_no_faces": weak,
            "max_bid": self.tr("Highest bid"),
            "double_blind_nil_wins": self.tr("Two made blind nils win the game"),
            "nil_exchange": nil_pass, "nil_pass_count": nil_pass, "blind_nil_pass_count": nil_pass,
            "blind_nil_redraw": self.tr("Redraw after a blind nil"),
            "card_pass": card_pass, "card_pass_to": card_pass,
            "blind_bids": blind_bids, "blind_bid_max": blind_bids, "blind_bid_behind": blind_bids,
            "blind_trick_value": blind_bids,
            "raise_once": self.tr("Raising a bid once"),
            "sum_not_tricks": self.tr("Bids may not add up to the tricks"),
            "no_side_nine": self.tr("No side bid of 9"),
            "ten_for_two_hundred": ten, "ten_for_two_hundred_exact": ten, "ten_for_two_hundred_value": ten,
            "ten_for_two_hundred_penalty": ten, "ten_for_two_hundred_any_ten": ten,
            "moon": self.tr("Shooting the moon"),
            "blind_moon": self.tr("Blind moon"),
            "lexington": lexington, "lexington_value": lexington, "lexington_automatic": lexington,
            "blind_six": blind_six, "blind_six_value": blind_six, "blind_six_penalty": blind_six,
            "blind_six_exact": blind_six,
            "mo": self.tr("Little and Big Mo"),
            "bemo": self.tr("Bemo"),
            "no_trump": self.tr("No-trump bids"),
            "half_tricks": self.tr("Half-trick bids"),
            "auction": self.tr("Auction bidding"),
            "partnership_talk": self.tr("Partnership bidding"),
            "ace_check": self.tr("The ace check"),
            "lowest_club_first_trick": self.tr("Everyone plays the lowest club to the first trick"),
            "bonus_last_ace": bonus, "bonus_last_ace_spade": bonus, "bonus_last_deuce": bonus,
            "bonus_last_high_spade": bonus, "bonus_nil_last_ace": bonus, "bonus_streak": bonus,
            "bonus_streak_length": bonus, "bonus_streak_breaker": bonus, "bonus_dix": bonus,
            "set_per_missing_trick": self.tr("A failed contract loses 10 a missing trick"),
            "nil_trick_penalty": self.tr("A nil bidder loses points for each trick"),
        }.get(key, "")

    def _floor_min_bid(self) -> None:
        """With nil allowed the lowest number bid starts at 1: a bid of 0 exists only without nil. The box
        offered 0 beside nil and the rules then refused it (QA); now it cannot go below 1 until nil is off."""
        boxes = {f.key: f.widget for f in self._fields}
        low, nil = boxes.get("min_bid"), boxes.get("nil")
        if not isinstance(low, QSpinBox) or not isinstance(nil, QCheckBox) or "min_bid" in self._fixed:
            return
        nil_on = self._base.nil if "nil" in self._fixed else nil.isChecked()
        floor = 1 if nil_on else 0
        if low.minimum() != floor:
            was = low.value()
            low.blockSignals(True)  # the value a floor raises is read just after, in _changed
            low.setMinimum(floor)
            low.blockSignals(False)
            if low.value() != was:  # nil turned on took the box from 0 to 1, and nothing said so (QA, Orca 43.1)
                self._say(self.tr("Lowest bid now {0}: a bid of 0 only without nil.").format(low.value()))
        self._tip(low, detail=self.tr("From 1 to {0} while nil is allowed; 0 only without nil.").format(
            low.maximum()))

    def _say(self, text: str) -> None:
        """Say ``text`` to a screen reader (a notification for Orca before 46: View ▸ Announcements for older…)."""
        self.announced.append(text)
        if self._notices is None:
            self._notices = Notices(self, framed=True)  # in the dialog itself Orca 43 read it whole before each
        older = load_older_readers(app_settings())
        send_announcement(self, text, self._notices if older else None)

    def _both_nil_text(self, nil_value: int) -> str:
        """The both-partners-nil choice that wins both nils' worth (score.both_nil_lose_all): +200 for nils
        of 100, +100 for nils of 50, as the rules card and the scoring say."""
        return self.tr("+{0} when both make it, else the side loses its whole score").format(2 * nil_value)

    def _show_both_nil_worth(self, nil_value: int) -> None:
        """The both-partners-nil choice follows the nil value set in the dialog."""
        box = next((f.widget for f in self._fields if f.key == "double_nil"), None)
        if isinstance(box, QComboBox):
            index = box.findData("lose_all")
            if index >= 0:
                box.setItemText(index, self._both_nil_text(nil_value))
                if "double_nil" not in self._fixed:
                    self._tip(box)

    def _new_name(self) -> str:
        name, number = self.tr("Our house rules"), 2
        taken = {n.casefold() for n in self._names}
        while name.casefold() in taken:
            name = self.tr("Our house rules {0}").format(number)
            number += 1
        return name

    # ------------------------------------------------------------- values
    def _read(self) -> dict[str, Any]:
        """Each field's rule as the dialog now sets it; greys the fields whose switch is off (they keep the
        preset's value)."""
        values: dict[str, Any] = {}
        self.target.setEnabled(self.target_on.isChecked())
        values["target"] = self.target.value() if self.target_on.isChecked() else NO_TARGET
        mercy_free = "mercy" not in self._auction_keys  # bid.auction: no losing score (the preset's stays)
        self.mercy_on.setEnabled(mercy_free)
        self.mercy.setEnabled(mercy_free and self.mercy_on.isChecked())
        values["mercy"] = self._base.mercy if not mercy_free else self.mercy.value() if self.mercy_on.isChecked() \
            else None
        values["hand_limit"] = self.hand_limit.value()
        for field in self._fields:
            needed = all(values.get(need, getattr(self._base, need)) for need in field.needs)
            on = field.key not in self._fixed and needed
            field.widget.setEnabled(on)
            if isinstance(field.widget, QCheckBox) and field.needs:
                self._untick_while_off(field.widget, not needed)
            if field.key in self._fixed:
                values[field.key] = getattr(self._base, field.key)  # the preset's, which its rules need
            elif not on:  # its switch is off: the built-in preset's value, so that the file does not set it
                values[field.key] = getattr(self._root_rules, field.key)
            elif isinstance(field.widget, QSpinBox):
                values[field.key] = field.widget.value()
            elif isinstance(field.widget, QCheckBox):
                values[field.key] = field.widget.isChecked()
            elif isinstance(field.widget, QComboBox):
                values[field.key] = str(field.widget.currentData())
        bag_penalty = next(f.widget for f in self._fields if f.key == "bag_penalty")
        # a fixed penalty stays greyed (the auction's 0 beside the standard's limit of 10 was enabled, and any
        # penalty typed there was refused)
        bag_penalty.setEnabled(values["bag_limit"] > 0 and "bag_penalty" not in self._fixed)
        if values["bag_limit"] == 0:  # no penalty: as a greyed field, the built-in preset's value (not written)
            values["bag_penalty"] = self._root_rules.bag_penalty
        self._grey_no_spade_lead(values)
        return values

    def _grey_no_spade_lead(self, values: dict[str, Any]) -> None:
        """"No spade may be led to the first trick" says nothing more when the lowest club leads: it is greyed,
        shown unticked, with its tip saying why, and the file does not set it. Both could be ticked (QA)."""
        box = next(f.widget for f in self._fields if f.key == "no_spade_lead_first_trick")
        if "no_spade_lead_first_trick" in self._fixed or not isinstance(box, QCheckBox):
            return
        clubs_lead = values["first_lead"] == "two_of_clubs"
        was_off = box.property("tickWhileOff") is not None
        box.setEnabled(not clubs_lead)
        self._untick_while_off(box, clubs_lead)
        if clubs_lead != was_off:
            self._tip(box, self.tr("The first card of the hand is the lowest club, so it is never a spade.")
                      if clubs_lead else "")
        values["no_spade_lead_first_trick"] = (self._root_rules.no_spade_lead_first_trick if clubs_lead
                                               else box.isChecked())

    @staticmethod
    def _untick_while_off(box: QCheckBox, off: bool) -> None:
        """A switch that counts only under another (blind nil under nil) shows unticked while that one is off:
        "Blind nil allowed" was ticked, though greyed, beside nil not allowed (QA atspi6). The player's tick is
        kept and shown again when the switch it needs is on."""
        held = box.property("tickWhileOff")
        if off and held is None:
            box.setProperty("tickWhileOff", box.isChecked())
            box.blockSignals(True)  # only shown: ``_read`` reads the built-in preset's value while it is greyed
            box.setChecked(False)
            box.blockSignals(False)
        elif not off and held is not None:
            box.setProperty("tickWhileOff", None)
            box.blockSignals(True)
            box.setChecked(bool(held))
            box.blockSignals(False)

    def rules(self) -> RuleSet | None:
        """The rules as the dialog now sets them (None when they do not fit together)."""
        return self._rules

    def _changed(self) -> None:
        if not self._built:
            return
        self._floor_min_bid()
        values = self._read()
        self._show_both_nil_worth(values["nil_value"])
        changes = {k: v for k, v in values.items() if v != getattr(self._base, k)}
        problem = ""
        try:
            # The file sets what differs from the built-in preset the rules start from: the loader checks those
            # keys (a rule of the player's own preset that now has no effect would make the file refuse to load).
            self._rules = house_rules(self._base, changes, root=self._root_rules)
        except (PresetError, ValueError) as exc:
            self._rules = None
            problem = self.tr("These rules do not fit together: {0}").format(texts.sentence(texts.problem_text(exc)))
        if self._rules is not None:
            name = " ".join(self.name.text().split()) or self._choice.name
            shown = Preset("house-rules", {"en": name}, {}, self._rules, SOURCE_USER)
            card = rules_card(shown, self._lang)
            self.card.setPlainText(card)
            # Tabbed to, the card was said by its first line only ("Our house rules.", QA atspi6): its description
            # is the whole card, in plain words
            self.card.setAccessibleDescription(_card_said(card))
        if not problem and values["target"] >= NO_TARGET and not values["hand_limit"]:
            problem = self.tr("A game needs a winning score or a number of hands: it would never end.")
            self._rules = None
        why = check_name(self.name.text(), self._names)
        try:  # the characters a player's name may not hold may not name rules either (they show in lists)
            check_player_name(self.name.text())
        except PlayerNameError as exc:
            why = why or exc.reason
        if not problem and why:
            problem = {
                "empty": self.tr("Give your rules a name."),
                "long": self.tr("The name is too long (80 characters at most)."),
                "taken": self.tr("A preset with this name is already in the list; choose another name."),
                "invisible": self.tr("The name is made only of invisible characters."),
                "control": self.tr("The name holds a control character."),
                "bidi": self.tr("The name holds a character that turns the direction of text."),
            }.get(why, why)
        self.message.setText(problem)
        self.message.setVisible(bool(problem))
        self.save_button.setEnabled(not problem)

    # ---------------------------------------------------------------- save
    def accept(self) -> None:
        rules = self._rules
        if rules is None or not self.save_button.isEnabled():
            return
        name = " ".join(self.name.text().split())
        if self._editing is not None:
            preset_id, replacing = self._editing.id, self._editing.path
        else:
            preset_id, replacing = free_id(name, self._ids | self._files()), None
        # A new preset is made from the one the player chose (their own "Auction with jokers" read "made from
        # Standard partnership Spades", the built-in root its file extends, QA); one saved again is still made from
        # what its description says (an edit said "made from Standard"), else from that root.
        root = self._catalog.get(self._root_id) if self._root_id else None
        chosen = self._choice.preset if isinstance(self._choice.preset, Preset) else None
        made = made_from(self._editing.description) if self._editing is not None else None
        base = chosen if self._editing is None and chosen is not None else root
        base_name = made or (dict(base.name) if base is not None else {"en": "Standard partnership Spades",
                                                                        "ru": "Классические парные пики"})
        text = preset_text(preset_id, name, house_description(base_name, rules), self._root_id,
                           changed_rules(self._root_rules, rules))
        try:
            self.saved = save_house_preset(self._folder, text, preset_id, replacing=replacing)
        except (PresetError, ValueError) as exc:
            self.message.setText(self.tr("Your rules could not be saved: {0}").format(
                texts.sentence(texts.problem_text(exc))))
            self.message.show()
            return
        super().accept()

    def _files(self) -> set[str]:
        """Ids of files already in the presets folder (a broken file's id is taken too)."""
        try:
            return {p.stem for p in self._folder.iterdir()}
        except OSError:
            return set()
