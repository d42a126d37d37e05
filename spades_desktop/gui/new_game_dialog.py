"""The new-game dialog: preset, players (each seat a human with a name, or a bot with a level), target, deal.

Any mix of humans and bots may sit at the table: one human plays against the
bots; two or more share the screen (pass-and-play, see ``controller``); with
no human the bots play on their own.

The last choices are remembered (``settings.NewGameChoices``), except the
deal number: a typed deal is used once (Game ▸ Restart with the same cards repeats a
game). An empty deal number means a random one, drawn here from the
operating system (the engine itself never draws randomness).

The player's own rules can be made here (House rules…, ``house_rules_dialog``) and
taken out of the list again (Remove…). Preset files can be opened: each is checked by the
rules loader and copied into the user presets folder (a button opens it).
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QAccessible, QDesktopServices, QRegularExpressionValidator, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..ai import LEVELS
from ..engine import RulesError, RuleSet
from ..engine.actions import plain_digits
from ..engine.deal import FRIENDLY_DEAL_NUMBERS, MAX_DEAL_NUMBER
from ..record.names import PlayerNameError, check_player_name
from . import style, texts
from .accessibility import (
    caret_told_now,
    choice_said,
    name_mnemonic_labels,
    read_as_one,
    said_in_description,
    said_on_change,
    selected_after_focus,
)
from .controller import HUMAN, GameSetup, SeatSetup
from .layout import position_of
from .layouts import WINDOW_FRAME, BodyScroll, keep_room_for_wrapped_text, screen_room, tab_chain
from .level_box import fill_level_box
from .presets import (
    BrokenPresetsNote,
    PresetChoice,
    ask_preset_file,
    find_preset,
    import_user_preset,
    language,
    load_presets,
    open_preset_button,
    preset_added_text,
    presets_folder,
    refill_preset_box,
)
from .settings import NAME_MAX, NewGameChoices


def random_deal_number() -> int:
    return secrets.randbelow(FRIENDLY_DEAL_NUMBERS)


KINDS = (HUMAN, *LEVELS)  # what a seat can be


def default_levels(players: int) -> list[str]:
    return [HUMAN] + ["normal"] * (players - 1)


def seat_levels(choices: NewGameChoices, players: int) -> list[str]:
    """Each seat's kind from remembered choices: a human or a bot level (South human, the others Normal bots)."""
    levels = default_levels(players)
    for seat in range(players):
        if seat < len(choices.levels) and choices.levels[seat] in KINDS:
            levels[seat] = choices.levels[seat]
    return levels


def seat_names(choices: NewGameChoices, players: int) -> list[str]:
    """Each seat's name as the game gets it from ``choices``: the name typed (without the spaces around it), or
    the seat's default name when none was typed, it is one of the seat's default names or the dialog would
    refuse it (see ``check_player_name``)."""
    levels = seat_levels(choices, players)
    humans = levels.count(HUMAN)
    names = []
    for seat in range(players):
        position = position_of(seat, 0, players)
        name = choices.names[seat].strip() if seat < len(choices.names) else ""
        try:  # a remembered name the dialog would refuse gives the default name
            name = check_player_name(name) if name else ""
        except PlayerNameError:
            name = ""
        human = levels[seat] == HUMAN
        if name in texts.default_names(position, human):
            name = ""
        names.append(name or texts.seat_default_name(position, human, humans))
    return names


def same_names(names: list[str], levels: list[str]) -> list[tuple[int, int]]:
    """(seat, earlier seat) for each seat named like an earlier one, ignoring letter case and the spaces around
    (Python's casefold: «МАМА» is «мама»), where either of the two is a person. Two people called alike could
    each lift the other's hand-off cover ("I'm Kid: show my cards") and the statistics counted them as one; a
    person named like a bot could not be told from it at the table. Two bots may share a name."""
    found: list[tuple[int, int]] = []
    for seat, name in enumerate(names):
        key = name.strip().casefold()
        for other in range(seat):
            if names[other].strip().casefold() == key and HUMAN in (levels[seat], levels[other]):
                found.append((seat, other))
                break
    return found


def setup_from_choices(choice: PresetChoice, choices: NewGameChoices, deal: int | None = None) -> GameSetup:
    """A game from remembered choices (used at start-up and by ``--preset``/``--deal``)."""
    rules = choice.rules
    chosen: int | None = None
    if choices.target:
        try:
            rules = replace(rules, target=choices.target)
            rules.validate()
            chosen = choices.target
        except (RulesError, ValueError):
            rules = choice.rules
    n = rules.players
    levels = seat_levels(choices, n)
    names = seat_names(choices, n)
    humans = levels.count(HUMAN)
    for seat, _earlier in same_names(names, levels):  # remembered by an older version: the later seat's default
        name = texts.seat_default_name(position_of(seat, 0, n), levels[seat] == HUMAN, humans)
        if name.casefold() not in {known.strip().casefold() for known in names}:
            names[seat] = name
    seats = tuple(SeatSetup(name, level) for name, level in zip(names, levels, strict=True))
    if deal is None:
        deal = int(choices.deal) if plain_digits(choices.deal) and int(choices.deal) < MAX_DEAL_NUMBER else None
    return GameSetup(
        rules=rules,
        seats=seats,
        seed=random_deal_number() if deal is None else deal,
        preset_id=choice.id,
        preset_name=choice.name,
        allow_undo=choices.allow_undo,
        chosen_target=chosen,
    )


def _wrapped_height(label: QLabel, text: str, width: int) -> int:
    """The height of ``text`` wrapped at ``width`` pixels in ``label``'s font."""
    return label.fontMetrics().boundingRect(0, 0, max(1, width), 100_000, Qt.TextFlag.TextWordWrap, text).height()


class _Note(QLabel):
    """A wrapped note whose smallest height is its lines at its width, set by the note itself.

    A wrapped label makes the layouts around it ask every row for its height at the dialog's width, and then
    the rows are not shrunk to their smallest (the rules text kept all its lines) while the seats' box was: at
    the dialog's smallest size the name fields were squeezed to strips. This note has no height-for-width; it
    keeps its smallest height right instead. ``fit`` False: the dialog sets it (room for the longest text)."""

    def __init__(self, parent: QWidget | None, fit: bool = True) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._fit = fit

    def hasHeightForWidth(self) -> bool:
        return False

    def sizeHint(self) -> QSize:  # its lines at its width, not at the narrow width a wrapped label guesses
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.minimumHeight())

    def setText(self, text: str) -> None:
        super().setText(text)
        self.fit_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_lines()

    def fit_lines(self) -> None:
        # Not before the dialog is laid out on screen: at the width of an unplaced label (100 pixels) a note
        # has many lines, and the dialog opened that much too tall.
        if self._fit and self.window().isVisible():
            margins = self.contentsMargins()
            width = self.width() - margins.left() - margins.right()
            need = _wrapped_height(self, self.text(), width) + margins.top() + margins.bottom() if self.text() else 0
            if self.minimumHeight() != need:
                self.setMinimumHeight(need)


class NewGameDialog(QDialog):
    """See the module docstring."""

    def __init__(self, presets: list[PresetChoice], choices: NewGameChoices, broken: list[str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        # No least width of its own: it held the dialog at 460 (and Qt opens it at two thirds of the screen, 607
        # at 150 % on 1366 x 768) while its rows needed 746 in Russian at 14 points, cutting the players' column.
        self._presets = presets
        self._choices = choices
        outer = QVBoxLayout(self)
        # All but the buttons scrolls on a screen too low for it: with an 11-point font at 150 % (1366 x 768: 911 x
        # 512 logical pixels), or a 20-point one, Deal and Cancel were below the screen's edge, out of reach.
        self.body = BodyScroll(self)
        content = QVBoxLayout(self.body.body)
        content.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body, 1)

        form = QFormLayout()
        self.preset = QComboBox(self)
        for choice in presets:
            self.preset.addItem(choice.name, choice.id)
        form.addRow(self.tr("&Rules:"), self.preset)
        # A paragraph, which Orca 43 does not read as the dialog opens: the Rules box, which has the focus, says the
        # preset's description (``choice_said``), and it was said twice. Marked before it has a parent (with
        # accessibility on, Qt makes the interface then and keeps it); named with its text (``_preset_changed``).
        self.description = QLabel()
        read_as_one(self.description, QAccessible.Role.Paragraph)
        self.description.setParent(self)
        self.description.setWordWrap(True)
        self.description.setObjectName("Muted")
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A long description (the six-player game's) scrolls after a few lines, so that six seats still fit
        # the dialog on an 800 x 600 screen.
        self.description_scroll = QScrollArea(self)
        self.description_scroll.setWidget(self.description)
        self.description_scroll.setWidgetResizable(True)
        self.description_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.description_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.description_scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.description_scroll.viewport().setAutoFillBackground(False)
        self.description.setAutoFillBackground(False)
        lines = self.description.fontMetrics().lineSpacing()
        self.description_scroll.setMaximumHeight(lines * 6 + 4)
        self.description_scroll.setMinimumHeight(lines * 2 + 4)  # a small dialog gives its room to the seats
        self.description_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the rules box says it (accessible description)
        form.addRow("", self.description_scroll)
        files = QHBoxLayout()
        self.house_rules_button = QPushButton(self.tr("&House rules…"), self)
        self.house_rules_button.setToolTip(self.tr("Change the numbers and rules of the chosen preset and save "
                                                   "them as your own preset"))
        self.house_rules_button.clicked.connect(self.open_house_rules)
        files.addWidget(self.house_rules_button)
        self.remove_preset_button = QPushButton(self.tr("Re&move…"), self)
        self.remove_preset_button.setToolTip(self.tr("Take your own preset out of the list (its file is kept, "
                                                     "renamed)"))
        self.remove_preset_button.clicked.connect(self.remove_preset)
        files.addWidget(self.remove_preset_button)
        self.open_preset_button = open_preset_button(self)
        self.open_preset_button.clicked.connect(self.open_preset_file)
        files.addWidget(self.open_preset_button)
        files.addStretch(1)
        form.addRow("", files)
        # The folder's button beside its path: a second row of buttons would have made the dialog taller (four
        # buttons in one row made the Russian dialog 621 px wide at least).
        folder_row = QHBoxLayout()
        self.folder_button = QPushButton(self.tr("Presets &folder"), self)
        self.folder_button.clicked.connect(self.open_presets_folder)
        # A paragraph, not a label: Orca 43 says a dialog's labels that label nothing as the dialog opens, and the
        # New game dialog began with the folder's path ("Your own presets live in /home/…/presets", QA). The
        # Presets folder button says it (its tooltip); the screen reader's review still reads it here.
        self.folder_note = _Note(None)
        read_as_one(self.folder_note, QAccessible.Role.Paragraph)
        self.folder_note.setParent(self)
        self.folder_note.setObjectName("Muted")
        self.folder_note.setText(self.tr("Your own presets live in {0}").format(presets_folder() or "?"))
        self.folder_note.setAccessibleName(self.folder_note.text())
        self.folder_button.setToolTip(self.folder_note.text())
        folder_row.addWidget(self.folder_button, 0, Qt.AlignmentFlag.AlignTop)
        folder_row.addWidget(self.folder_note, 1)
        form.addRow("", folder_row)
        content.addLayout(form)
        self.preset_message = _Note(self)
        self.preset_message.setObjectName("Error")
        self.preset_message.hide()
        content.addWidget(self.preset_message)
        self._broken = list(broken or ())
        self._add_broken_note(content)  # hidden while no file is broken (``_show_broken``)

        self.seats_box = QGroupBox(self.tr("Players"), self)
        box = QVBoxLayout(self.seats_box)
        self.seats_grid = QGridLayout()
        box.addLayout(self.seats_grid)
        self.mode_note = _Note(self.seats_box, fit=False)
        self.mode_note.setObjectName("Muted")
        box.addWidget(self.mode_note)
        self.allow_undo = QCheckBox(self.tr("Allow &undo (every player at this screen agrees)"), self.seats_box)
        self.allow_undo.setToolTip(self.tr("Pass and play: Ctrl+Z may take back a move. A game with undo says so "
                                           "in its record and on its score sheet."))
        keep_room = self.allow_undo.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)  # shown only with two or more humans: the dialog must not jump
        self.allow_undo.setSizePolicy(keep_room)
        box.addWidget(self.allow_undo)
        content.addWidget(self.seats_box)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []

        more = QFormLayout()
        self.target = QSpinBox(self)
        self.target.setRange(0, 10000)
        self.target.setSingleStep(50)
        self.target.setValue(choices.target)
        self.allow_undo.setChecked(choices.allow_undo)
        more.addRow(self.tr("&Target score:"), self.target)
        self.deal = QLineEdit(self)
        self.deal.setValidator(QRegularExpressionValidator(r"\d{0,15}", self.deal))
        self.deal.setPlaceholderText(self.tr("random"))
        caret_told_now(self.deal)  # not as Alt+B comes: Orca 43 said only "Text unselected."
        selected_after_focus(self.deal)  # a deal number typed: "42", "selected", … "4 selected." (QA round 19)
        said_in_description(self.deal)  # its number said whole ("4 selected."); empty, its tooltip
        self.deal.setToolTip(self.tr("The same deal number gives the same cards: share a game. Used for this "
                                     "game only; Game ▸ Restart with the same cards plays the current game "
                                     "again from its first hand."))
        more.addRow(self.tr("Deal num&ber:"), self.deal)
        content.addLayout(more)
        self.error = _Note(self)
        self.error.setObjectName("Error")
        content.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        self._ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        start = self.preset.findData(choices.preset_id)
        self.preset.setCurrentIndex(max(0, start))
        self._preset_changed()  # the seats are built once here, then on each change of preset
        self.preset.currentIndexChanged.connect(self._preset_changed)
        said_on_change(self.preset)  # the rules' name not said twice as the box takes the focus
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)
        keep_room_for_wrapped_text(self)  # and back onto the screen when it grows

    def _add_broken_note(self, outer: QVBoxLayout) -> None:
        """Name every preset file that could not be read, with its message (``presets.BrokenPresetsNote``)."""
        self.broken_presets = BrokenPresetsNote(self, self._broken)
        self.broken_head = self.broken_presets.head
        self.broken_button = self.broken_presets.button
        self.broken_note = self.broken_presets.note
        self.broken_scroll = self.broken_presets.scroll
        outer.addWidget(self.broken_presets)

    def _show_broken(self) -> None:
        """The broken files' note as the presets were last read: a file fixed meanwhile leaves it."""
        self.broken_presets.set_broken(self._broken)

    def show_broken_presets(self) -> None:
        """See all…: every preset file that could not be read, with its message, in a window that scrolls."""
        self.broken_presets.show_all()

    @property
    def broken_dialog(self) -> QWidget | None:
        """The See all… window (tests reach it here)."""
        return self.broken_presets.dialog

    # ----------------------------------------------------------------- seats
    def current_preset(self) -> PresetChoice:
        found = find_preset(self._presets, str(self.preset.currentData()))
        return found if found is not None else self._presets[0]

    def _preset_changed(self) -> None:
        choice = self.current_preset()
        from ..rules import SOURCE_USER, Preset

        self.remove_preset_button.setEnabled(isinstance(choice.preset, Preset) and choice.preset.source == SOURCE_USER)
        self.house_rules_button.setEnabled(isinstance(choice.preset, Preset))  # not the fallback rules
        self.description.setText(choice.description)
        self.description.setAccessibleName(choice.description)
        self.preset.setAccessibleDescription(choice_said(choice.name, choice.description))  # ↑ ↓ say the name
        if choice.rules.hands_only:  # the six-player game: six hands, not a target score
            hands = choice.rules.hand_limit
            self.target.setSpecialValueText(self.tr("as the rules say (one hand)") if hands == 1 else
                                            self.tr("as the rules say ({0} hands)").format(hands))
        else:
            self.target.setSpecialValueText(self.tr("as the rules say ({0})").format(choice.rules.target))
        rules = choice.rules
        n = rules.players
        labels = [self._seat_label(rules, seat) for seat in range(n)]
        if labels != [label.text() for label in self.seat_labels]:  # other seats: the rows made anew
            self._make_seats(rules, labels)
        # The same seats (House rules… saved, a preset of as many players): the rows stay as they are. They were
        # made anew, and the field or box that had the focus went with them: Qt moved the focus on row by row, and
        # Orca said "East: name", a box, then "Target score" after House rules… were saved from a seat's row (QA).
        self._order_tabs()
        self._kinds_changed()
        self._names_changed()

    def _seat_label(self, rules: RuleSet, seat: int) -> str:
        """The seat row's label: "West", or "West (with East)" in a partnership game."""
        position = position_of(seat, 0, rules.players)
        partner = rules.partner_of(seat)
        if partner is None:
            return texts.position_name(position)
        return self.tr("{0} (with {1})").format(texts.position_name(position),
                                               texts.position_name(position_of(partner, 0, rules.players)))

    def _make_seats(self, rules: RuleSet, labels: list[str]) -> None:
        """The seats' rows made anew for ``rules``, with the names and kinds typed so far. A field or box that had
        the focus hands it to its like in the new rows (the same seat's, or the last seat's) before it goes: hidden
        with the focus, it would pass it on to the next widget, and that to the next (each said by Orca)."""
        names = [e.text() for e in self.name_edits] or list(self._choices.names)
        levels = [str(b.currentData()) for b in self.level_boxes] or list(self._choices.levels)
        focus = self.focusWidget()
        had_focus = None  # (column, seat) of the field or box with the focus: 0 the names, 1 the players
        for column, row in enumerate((self.name_edits, self.level_boxes)):
            for seat, widget in enumerate(row):
                if widget is focus:
                    had_focus = (column, seat)
        old = [self.seats_grid.takeAt(0) for _ in range(self.seats_grid.count())]
        self.name_edits, self.level_boxes, self.seat_labels = [], [], []
        n = rules.players
        kinds = seat_levels(NewGameChoices(levels=tuple(levels)), n)
        for seat in range(n):
            position = position_of(seat, 0, n)
            label = QLabel(labels[seat], self.seats_box)
            name = QLineEdit(self.seats_box)
            name.setMaxLength(NAME_MAX)  # as the welcome's field; the settings forget a longer name
            selected_after_focus(name)  # "Nor" was said "No selected." (QA round 19)
            if seat < len(names) and names[seat].strip() and names[seat].strip() not in texts.default_names(
                    position, kinds[seat] == HUMAN):
                name.setText(names[seat].strip())
            level = QComboBox(self.seats_box)
            fill_level_box(level, KINDS)
            level.setCurrentIndex(max(0, level.findData(kinds[seat])))
            level.currentIndexChanged.connect(self._kinds_changed)
            name.setAccessibleName(self.tr("{0}: name").format(texts.position_name(position)))
            # Orca 43 said "Bea" as "Be"; an empty field says the seat's default name, "Default name: Wes": Qt's own
            # description, the placeholder "Wes", was a part of "West: name" and never said (QA round 18)
            said_in_description(name, self.tr("Default name: {0}"))
            level.setAccessibleName(self.tr("{0}: player").format(texts.position_name(position)))
            # The label names the player box for a screen reader: on Linux a combo box is named by its label
            # (Orca said only "Normal bot"); the name field has its own accessible name
            label.setBuddy(level)
            self.seats_grid.addWidget(label, seat, 0)
            self.seats_grid.addWidget(name, seat, 1)
            self.seats_grid.addWidget(level, seat, 2)
            self.seat_labels.append(label)
            self.name_edits.append(name)
            self.level_boxes.append(level)
            name.textChanged.connect(self._names_changed)
        if had_focus is not None:
            column, seat = had_focus
            heir: QWidget = (self.name_edits if column == 0 else self.level_boxes)[min(seat, n - 1)]
            heir.show()  # shown by the layout only later: a hidden widget takes no focus
            heir.setFocus(Qt.FocusReason.OtherFocusReason)
        for item in old:
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _order_tabs(self) -> None:
        """Tab goes through the dialog as it reads, the seats' rows where they stand: the rows are made again
        for each preset, so Tab reached them only after Target, Deal number and the buttons."""
        before = self.broken_button if self._broken else self.folder_button
        seats = [widget for row in zip(self.name_edits, self.level_boxes, strict=True) for widget in row]
        chain: list[QWidget] = [before, *seats, self.allow_undo, self.target]
        tab_chain(chain)

    def _kinds_changed(self) -> None:
        """Name placeholders and the note follow who plays: one human, several (pass-and-play) or none."""
        n = len(self.level_boxes)
        kinds = [str(b.currentData()) for b in self.level_boxes]
        humans = kinds.count(HUMAN)
        for seat, (edit, kind) in enumerate(zip(self.name_edits, kinds, strict=True)):
            position = position_of(seat, 0, n)
            edit.setPlaceholderText(texts.seat_default_name(position, kind == HUMAN, humans))
            said_in_description(edit)  # an empty field's description, the new default name
        if humans == 0:
            note = self.tr("No human: the bots play on their own and you watch.")
        elif humans == 1:
            note = self.tr("You play against the bots.")
        else:
            note = self.tr("Pass and play: {0} people share this screen. Each hand stays hidden until its "
                           "player says they are ready.").format(humans)
        self.mode_note.setText(note)
        self.allow_undo.setVisible(humans >= 2)  # one human may always undo
        self._keep_note_height()
        self._names_changed()  # a bot made a person (or a person a bot) may share a name now, or no longer

    def _keep_note_height(self) -> None:
        """Room for the longest note, so the dialog does not jump when the note changes (issue 12)."""
        notes = (self.tr("No human: the bots play on their own and you watch."),
                 self.tr("You play against the bots."),
                 self.tr("Pass and play: {0} people share this screen. Each hand stays hidden until its "
                         "player says they are ready.").format(4))
        width = max(self.mode_note.width(), self.seats_box.contentsRect().width() - 24, 300)
        lines = max(_wrapped_height(self.mode_note, note, width) for note in notes)
        self.mode_note.setMinimumHeight(max(lines, 2 * self.mode_note.fontMetrics().lineSpacing()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_note_height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        for note in self.findChildren(_Note):
            note.fit_lines()
        QTimer.singleShot(0, self, self._grow_to_hint)

    def _grow_to_hint(self) -> None:
        """Opened at the height it asked for before its notes knew their width (their lines): grow to the
        height it asks for now, as far as the screen has room, so the rules text gets its lines."""
        self._keep_note_height()  # at the width it has now (in the body, no resize of the dialog told it)
        for layout in (self.seats_box.layout(), self.body.body.layout()):  # their least heights with it, now
            layout.activate()
        self.body.fit()
        want = self.sizeHint().height()
        room = screen_room(self)
        height = min(want, max(room.height() - WINDOW_FRAME, self.minimumHeight())) if room is not None else want
        if self.height() != height:  # or lower: it opened with room for a note's lines at a width it no longer has
            self.resize(self.width(), height)

    # ----------------------------------------------------------- own presets
    def open_preset_file(self) -> None:
        """Choose a YAML preset, check it with the rules loader, copy it into the presets folder and select it."""
        path = ask_preset_file(self)
        if path is not None:
            self.import_preset(path)

    def import_preset(self, path: Path) -> bool:
        """Import ``path`` (see ``open_preset_file``); on error the loader's message is shown and nothing changes."""
        preset, problem = import_user_preset(path)
        if preset is None:
            self._say(problem, error=True)
            return False
        self._reload_presets(preset.id)
        self._say(preset_added_text(self.current_preset().name), error=False)
        return True

    def _reload_presets(self, select: str) -> None:
        """Read the presets again (one was added or changed) and choose ``select``."""
        presets, self._broken = load_presets()
        self._show_broken()  # a file fixed in an editor meanwhile is no longer named as broken (QA)
        self._presets[:] = presets
        refill_preset_box(self.preset, presets, select)
        self._preset_changed()

    def remove_preset(self) -> bool:
        """Remove…: take the chosen preset of the player's own out of the list, after asking (the file is kept,
        renamed, so that it can be brought back)."""
        from ..rules import Preset
        from ..rules.authoring import PresetInUse, remove_user_preset

        choice = self.current_preset()
        preset = choice.preset
        if not isinstance(preset, Preset) or preset.path is None:
            return False
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.tr("Remove a preset"),
            self.tr("Take “{0}” out of your presets? Its file {1} stays in the presets folder under another "
                    "name ({1}.removed): rename it back to have the preset again.").format(choice.name,
                                                                                         preset.path.name),
            buttons.Yes | buttons.No, buttons.No)
        if answer != buttons.Yes:
            return False
        catalog = {c.id: c.preset for c in self._presets if isinstance(c.preset, Preset)}
        try:
            kept = remove_user_preset(preset, catalog)
        except PresetInUse as exc:
            lang = language()
            users = ", ".join(f"“{p.name_in(lang)}”" for p in exc.users)
            self._say(self.tr("“{0}” stays: {1} is made from it.").format(choice.name, users), error=True)
            return False
        except ValueError as exc:
            self._say(self.tr("This preset cannot be removed: {0}").format(
                texts.sentence(texts.problem_text(exc))), error=True)
            return False
        self._reload_presets("standard")
        self._say(self.tr("Took {0} out of your presets; its file is now {1}.").format(choice.name, kept.name),
                  error=False)
        return True

    def open_house_rules(self) -> None:
        """House rules…: edit the chosen preset's rules and save them as the player's own preset."""
        folder = presets_folder()
        choice = self.current_preset()
        if choice.preset is None:
            return
        if folder is None:
            self._say(self.tr("Your own rules cannot be saved: there is no presets folder on this system."),
                      error=True)
            return
        from .house_rules_dialog import HouseRulesDialog

        dialog = HouseRulesDialog(choice, self._presets, folder, self, target=self.target.value())
        self.house_rules_dialog = dialog  # tests reach the open dialog here
        if dialog.exec() and dialog.saved is not None:
            if dialog.started_from_target:  # the saved rules hold the target now: the game plays to theirs
                self.target.setValue(0)
            self._reload_presets(dialog.saved.id)
            self._say(self.tr("Saved your rules as {0}; they are chosen for the new game.").format(
                self.current_preset().name), error=False)

    def _say(self, text: str, error: bool) -> None:
        label = self.preset_message
        label.setText(text)
        label.setObjectName("Error" if error else "Muted")
        style.restyle(label)
        label.show()

    def open_presets_folder(self) -> None:
        folder = presets_folder()
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # ---------------------------------------------------------------- result
    def choices(self) -> NewGameChoices:
        return NewGameChoices(
            preset_id=self.current_preset().id,
            names=tuple(e.text().strip() for e in self.name_edits),
            levels=tuple(str(b.currentData()) for b in self.level_boxes),
            target=self.target.value(),
            deal=self.deal.text().strip(),
            allow_undo=self.allow_undo.isChecked(),
        )

    def setup(self) -> GameSetup:
        """The game to start (check ``problem()`` first)."""
        choices = self.choices()
        return self._setup(choices, int(choices.deal) if choices.deal else None)

    def _setup(self, choices: NewGameChoices, deal: int | None) -> GameSetup:
        setup = setup_from_choices(self.current_preset(), replace(choices, target=0), deal)
        if choices.target:
            rules = replace(setup.rules, target=choices.target)
            rules.validate()
            setup = replace(setup, rules=rules, chosen_target=choices.target)
        return setup

    def _names_changed(self) -> None:
        """A name that cannot be a player's (invisible only, control or text-direction characters), or a person's
        name given to another seat too, blocks Deal."""
        problem = self.name_problem()
        self.error.setText(problem)
        self._ok_button.setEnabled(not problem)

    def name_problem(self) -> str:
        """Why a typed name cannot be used ("" when every name can; an empty one means the default name)."""
        for seat, edit in enumerate(self.name_edits):
            if not edit.text().strip():
                continue
            try:
                check_player_name(edit.text())
            except PlayerNameError as exc:
                who = texts.position_name(position_of(seat, 0, len(self.name_edits)))
                if exc.reason == "bidi":
                    return self.tr("{0}: the name holds a character that turns the direction of text.").format(who)
                if exc.reason == "control":
                    return self.tr("{0}: the name holds a control character.").format(who)
                return self.tr("{0}: the name is made only of invisible characters.").format(who)
        n = len(self.name_edits)
        choices = self.choices()
        names = seat_names(choices, n)
        same = same_names(names, seat_levels(choices, n))
        if same:
            seat, earlier = same[0]
            return self.tr("{0} and {1} are both called “{2}”: give each player a name of their own.").format(
                texts.position_name(position_of(earlier, 0, n)), texts.position_name(position_of(seat, 0, n)),
                names[earlier])
        return ""

    def problem(self) -> str:
        """Why the dialog's values cannot start a game ("" when they can)."""
        if self.name_problem():
            return self.name_problem()
        choices = self.choices()
        if choices.deal and int(choices.deal) >= MAX_DEAL_NUMBER:
            return self.tr("The deal number must be below {0}.").format(MAX_DEAL_NUMBER)
        if choices.target:
            try:
                replace(self.current_preset().rules, target=choices.target).validate()
            except (RulesError, ValueError) as exc:
                return texts.sentence(texts.problem_text(exc))
        return ""

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()

