"""The new-game dialog: preset, players (each seat a human with a name, or a bot with a level), target, deal.

Any mix of humans and bots may sit at the table: one human plays against the
bots; two or more share the screen (pass-and-play, see ``controller``); with
no human the bots play on their own.

The last choices are remembered (``settings.NewGameChoices``). An empty deal
number means a random one, drawn here from the operating system (the engine
itself never draws randomness).
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..ai import LEVELS
from ..engine import RulesError
from ..engine.deal import FRIENDLY_DEAL_NUMBERS, MAX_DEAL_NUMBER
from ..record.names import PlayerNameError, check_player_name
from . import texts
from .controller import HUMAN, GameSetup, SeatSetup
from .layout import position_of
from .presets import PresetChoice, find_preset
from .settings import NewGameChoices


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


def setup_from_choices(choice: PresetChoice, choices: NewGameChoices, deal: int | None = None) -> GameSetup:
    """A game from remembered choices (used at start-up and by ``--preset``/``--deal``)."""
    rules = choice.rules
    if choices.target:
        try:
            rules = replace(rules, target=choices.target)
            rules.validate()
        except (RulesError, ValueError):
            rules = choice.rules
    n = rules.players
    levels = seat_levels(choices, n)
    humans = levels.count(HUMAN)
    seats = []
    for seat in range(n):
        position = position_of(seat, 0, n)
        name = choices.names[seat].strip() if seat < len(choices.names) else ""
        try:  # a remembered name the dialog would refuse (see check_player_name) gives the default name
            name = check_player_name(name) if name else ""
        except PlayerNameError:
            name = ""
        if name in texts.default_names(position):
            name = ""
        human = levels[seat] == HUMAN
        seats.append(SeatSetup(name or texts.seat_default_name(position, human, humans), levels[seat]))
    if deal is None:
        deal = int(choices.deal) if choices.deal.isdigit() and int(choices.deal) < MAX_DEAL_NUMBER else None
    return GameSetup(
        rules=rules,
        seats=tuple(seats),
        seed=random_deal_number() if deal is None else deal,
        preset_id=choice.id,
        preset_name=choice.name,
    )


class NewGameDialog(QDialog):
    """See the module docstring."""

    def __init__(self, presets: list[PresetChoice], choices: NewGameChoices, broken: list[str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(460)
        self._presets = presets
        self._choices = choices
        outer = QVBoxLayout(self)

        form = QFormLayout()
        self.preset = QComboBox(self)
        for choice in presets:
            self.preset.addItem(choice.name, choice.id)
        form.addRow(self.tr("&Rules:"), self.preset)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setStyleSheet("color: palette(mid);")
        form.addRow("", self.description)
        outer.addLayout(form)
        if broken:
            note = QLabel(self.tr("Some preset files could not be read:") + "\n" + "\n".join(broken[:5]), self)
            note.setWordWrap(True)
            note.setStyleSheet("color: #b04020;")
            outer.addWidget(note)

        self.seats_box = QGroupBox(self.tr("Players"), self)
        box = QVBoxLayout(self.seats_box)
        self.seats_grid = QGridLayout()
        box.addLayout(self.seats_grid)
        self.mode_note = QLabel(self.seats_box)
        self.mode_note.setWordWrap(True)
        self.mode_note.setStyleSheet("color: palette(mid);")
        box.addWidget(self.mode_note)
        self.allow_undo = QCheckBox(self.tr("Allow &undo (every player at this screen agrees)"), self.seats_box)
        self.allow_undo.setToolTip(self.tr("Pass and play: Ctrl+Z may take back a move. A game with undo says so "
                                           "in its record and on its score sheet."))
        box.addWidget(self.allow_undo)
        outer.addWidget(self.seats_box)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []

        more = QFormLayout()
        self.target = QSpinBox(self)
        self.target.setRange(0, 10000)
        self.target.setSingleStep(50)
        self.target.setValue(choices.target)
        more.addRow(self.tr("&Target score:"), self.target)
        self.deal = QLineEdit(self)
        self.deal.setValidator(QRegularExpressionValidator(r"\d{0,15}", self.deal))
        self.deal.setPlaceholderText(self.tr("random"))
        self.deal.setText(choices.deal)
        self.deal.setToolTip(self.tr("The same deal number gives the same cards: replay a game or share it."))
        more.addRow(self.tr("&Deal number:"), self.deal)
        outer.addLayout(more)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b04020;")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        self._ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self.preset.currentIndexChanged.connect(self._preset_changed)
        start = self.preset.findData(choices.preset_id)
        self.preset.setCurrentIndex(max(0, start))
        self._preset_changed()

    # ----------------------------------------------------------------- seats
    def current_preset(self) -> PresetChoice:
        found = find_preset(self._presets, str(self.preset.currentData()))
        return found if found is not None else self._presets[0]

    def _preset_changed(self) -> None:
        choice = self.current_preset()
        self.description.setText(choice.description)
        self.target.setSpecialValueText(self.tr("as the rules say ({0})").format(choice.rules.target))
        names = [e.text() for e in self.name_edits] or list(self._choices.names)
        levels = [str(b.currentData()) for b in self.level_boxes] or list(self._choices.levels)
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.name_edits, self.level_boxes = [], []
        rules = choice.rules
        n = rules.players
        kinds = seat_levels(NewGameChoices(levels=tuple(levels)), n)
        for seat in range(n):
            position = position_of(seat, 0, n)
            label = QLabel(texts.position_name(position), self.seats_box)
            partner = rules.partner_of(seat)
            if partner is not None:
                label.setText(self.tr("{0} (with {1})").format(texts.position_name(position),
                                                              texts.position_name(position_of(partner, 0, n))))
            name = QLineEdit(self.seats_box)
            name.setMaxLength(24)
            if seat < len(names) and names[seat].strip() and names[seat].strip() not in texts.default_names(position):
                name.setText(names[seat].strip())
            level = QComboBox(self.seats_box)
            for kind in KINDS:
                level.addItem(texts.level_name(kind), kind)
            level.setCurrentIndex(max(0, level.findData(kinds[seat])))
            level.setToolTip(self.tr("A person at this screen, or a computer player and its level"))
            level.currentIndexChanged.connect(self._kinds_changed)
            self.seats_grid.addWidget(label, seat, 0)
            self.seats_grid.addWidget(name, seat, 1)
            self.seats_grid.addWidget(level, seat, 2)
            self.name_edits.append(name)
            self.level_boxes.append(level)
            name.textChanged.connect(self._names_changed)
        self._kinds_changed()
        self._names_changed()

    def _kinds_changed(self) -> None:
        """Name placeholders and the note follow who plays: one human, several (pass-and-play) or none."""
        n = len(self.level_boxes)
        kinds = [str(b.currentData()) for b in self.level_boxes]
        humans = kinds.count(HUMAN)
        for seat, (edit, kind) in enumerate(zip(self.name_edits, kinds, strict=True)):
            position = position_of(seat, 0, n)
            edit.setPlaceholderText(texts.seat_default_name(position, kind == HUMAN, humans))
        if humans == 0:
            note = self.tr("No human: the bots play on their own and you watch.")
        elif humans == 1:
            note = self.tr("You play against the bots.")
        else:
            note = self.tr("Pass and play: {0} people share this screen. Each hand stays hidden until its "
                           "player says they are ready.").format(humans)
        self.mode_note.setText(note)
        self.allow_undo.setVisible(humans >= 2)  # one human may always undo

    # ---------------------------------------------------------------- result
    def choices(self) -> NewGameChoices:
        return NewGameChoices(
            preset_id=self.current_preset().id,
            names=tuple(e.text().strip() for e in self.name_edits),
            levels=tuple(str(b.currentData()) for b in self.level_boxes),
            target=self.target.value(),
            deal=self.deal.text().strip(),
        )

    def setup(self) -> GameSetup:
        """The game to start (check ``problem()`` first)."""
        choices = self.choices()
        setup = self._setup(choices, int(choices.deal) if choices.deal else None)
        return replace(setup, allow_undo=self.allow_undo.isChecked())

    def _setup(self, choices: NewGameChoices, deal: int | None) -> GameSetup:
        setup = setup_from_choices(self.current_preset(), replace(choices, target=0), deal)
        if choices.target:
            rules = replace(setup.rules, target=choices.target)
            rules.validate()
            setup = replace(setup, rules=rules)
        return setup

    def _names_changed(self) -> None:
        """A name that cannot be a player's (invisible only, control or text-direction characters) blocks Deal."""
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
                return texts.sentence(str(exc))
        return ""

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()

