"""Set up a scorekept game: the rules (a built-in preset or the club's own YAML), players, first dealer, target.

The presets are the New game dialog's (``gui.presets.load_presets``); a club's
preset file is read by the rules package's own loader. The result is a fresh
``ScorekeptGame``, or the last game from the scorekeeper's autosave (one in
progress, or a finished one that no file holds). A new game would replace a
last game that no file holds: the dialog asks first (Save, Discard, Cancel).
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import RulesError
from ...engine.game import seat_name
from ...engine.ruleset import RuleSet
from ...engine.tally import TARGET_RANGE, PastEndError, TallyError, target_range
from ...record.names import PlayerNameError, check_player_name
from ..accessibility import choice_said, name_mnemonic_labels, said_in_description, say_choice
from ..layouts import BodyScroll, clear_layout, keep_room_for_wrapped_text, tab_chain
from ..presets import BrokenPresetsNote, PresetChoice, find_preset, language, load_presets, refill_preset_box
from ..settings import app_settings, read_str, read_strings
from ..texts import count_of, date_text, error_text, minus, position_name, problem_text, sentence, side_label
from .scorefile import ScorekeptGame, save_game

if TYPE_CHECKING:
    from ...rules import Preset


def seat_label(rules: RuleSet, seat: int) -> str:
    """A name field's label in both set-up dialogs: "South (partner: North):", or "South:" each for themselves."""
    name = position_name(seat_name(rules, seat).lower())
    partner = rules.partner_of(seat)
    if partner is None:
        return name + ":"
    return QCoreApplication.translate("ScorekeeperSetupDialog", "{seat} (partner: {partner}):").format(
        seat=name, partner=position_name(seat_name(rules, partner).lower()))


def typed_names(rules: RuleSet, edits: Sequence[QLineEdit]) -> tuple[str, ...]:
    """The names typed, a field left empty named for its seat."""
    return tuple(e.text().strip() or position_name(seat_name(rules, s).lower()) for s, e in enumerate(edits))


def name_dealer_choices(combo: QComboBox, rules: RuleSet, edits: Sequence[QLineEdit]) -> None:
    """The First dealer box of both set-up dialogs: one choice a seat, named as its player's field reads (a field
    left empty by its seat) and renamed as a name is typed; the seat is each choice's data. It listed the seats
    ("East"), not the names just typed (QA club 10)."""
    combo.clear()
    for seat in range(rules.players):
        combo.addItem("", seat)

    def rename() -> None:
        for seat, name in enumerate(typed_names(rules, edits)):
            combo.setItemText(seat, name)
        combo.setAccessibleDescription(choice_said(combo.currentText()))  # as ``say_choice`` says a choice

    for edit in edits:
        edit.textChanged.connect(rename)
    rename()


def names_problem(rules: RuleSet, edits: Sequence[QLineEdit]) -> str:
    """What is wrong with the names typed ("" when nothing): a name the app refuses, or two names alike ignoring
    case and spaces ("Mum" and "mum": the statistics count them as one player)."""
    for seat, edit in enumerate(edits):
        text = edit.text().strip()
        if text:
            try:
                check_player_name(text)
            except PlayerNameError as exc:
                return QCoreApplication.translate("ScorekeeperSetupDialog", "Player {number}: {problem}").format(
                    number=seat + 1, problem=str(exc))
    names = typed_names(rules, edits)
    if len({name.casefold() for name in names}) != len(names):
        return QCoreApplication.translate("ScorekeeperSetupDialog", "Give each player a different name.")
    return ""


RECENT_PRESETS_KEY = "scorekeeper/preset_files"  # the preset files chosen with Club preset file…, latest first
LAST_PRESET_KEY = "scorekeeper/preset"  # the id of the rules of the last game started in the set-up
RECENT_PRESETS_MOST = 5
SETUP_LEAST_WIDTH = 480  # the set-up's least width at the usual type (a larger type may need more)


def recent_preset_files() -> tuple[str, ...]:
    """The preset files chosen with Club preset file… (the latest first)."""
    return tuple(name for name in read_strings(app_settings(), RECENT_PRESETS_KEY) if name)


def recent_presets() -> list[tuple[str, Preset]]:
    """The presets of the files chosen with Club preset file… (the latest first), each with its file; a file
    that cannot be read now (gone, unreadable, broken) is left out without a word. Keep score's set-up and the
    blank-sheet dialog offer them."""
    from ...paths import user_presets_dir
    from ...rules import load_preset_file

    found: list[tuple[str, Preset]] = []
    for name in recent_preset_files():
        try:
            found.append((name, load_preset_file(name, user_presets_dir())))
        except (ValueError, OSError):  # a PresetError is a ValueError
            continue
    return found


def remember_preset_file(path: str | Path) -> None:
    """``path`` first in the preset files chosen (at most ``RECENT_PRESETS_MOST``)."""
    name = str(Path(path).absolute())
    files = [name, *(other for other in recent_preset_files() if other != name)][:RECENT_PRESETS_MOST]
    app_settings().setValue(RECENT_PRESETS_KEY, files)


def _broken_preset_problem(preset_id: str) -> str | None:
    """What is wrong with the preset file meant to give ``preset_id`` (a club's file chosen in the set-up before,
    or one in the presets folder), in the player's language; None when no file that fails to load was meant for
    it (its file is gone)."""
    try:
        from ...paths import user_presets_dir
        from ...rules import intended_id, load_all, load_preset_file

        folder = user_presets_dir()
        for name in recent_preset_files():
            try:
                load_preset_file(name, folder)
            except (ValueError, OSError) as exc:  # a PresetError is a ValueError
                if intended_id(name) == preset_id:
                    return problem_text(exc)
        catalog = load_all(folder)
    except Exception:  # no user data folder, no rules package: nothing more to say
        return None
    for (path, _message), error in zip(catalog.broken, catalog.errors, strict=False):
        if path.is_file() and intended_id(path) == preset_id:
            return problem_text(error)
    return None


class ScorekeeperSetupDialog(QDialog):
    """Choose the rules, the players and sides, the first dealer and the target of a real-cards game."""

    def __init__(self, parent: QWidget | None = None, resume: ScorekeptGame | None = None,
                 presets: list[PresetChoice] | None = None, resume_path: Path | None = None) -> None:
        """``resume``: the last game, offered again; ``resume_path``: the file that holds it (None: none does)."""
        super().__init__(parent)
        keep_room_for_wrapped_text(self)  # wrapped text keeps its room in a narrow dialog
        self.setWindowTitle(self.tr("Keep score for a real game"))
        broken: list[str] = []
        if presets is None:
            presets, broken = load_presets()  # the broken files are named, as in New game (QA robust7)
        self._presets = list(presets)
        self._resume = resume
        self._resume_path = resume_path
        self.result_game: ScorekeptGame | None = None
        outer = QVBoxLayout(self)
        self.body = BodyScroll(self)  # all but the buttons: it scrolls on a screen too low for it (1366 x 768 at
        content = QVBoxLayout(self.body.body)  # 150 %), where the buttons fell off the screen
        content.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body, 1)
        intro = QLabel(self.tr("Play with real cards; enter each hand's bids and tricks, and the game keeps the "
                               "score under the rules you choose."), self)
        intro.setWordWrap(True)
        # The dialog at least 480 wide, through its contents' least width: a least width of the dialog's own
        # replaced the contents' (703 at 20 points at 150 %), and Qt opened it 607 wide on 911, its intro, rules
        # and "Club preset file…" cut, scrolling sideways (QA lowvision10). The body still scrolls sideways only
        # on a screen narrower than that.
        margins = outer.contentsMargins()
        intro.setMinimumWidth(SETUP_LEAST_WIDTH - margins.left() - margins.right())
        content.addWidget(intro)
        # the game to resume, said in the dialog with its own button: coming back a week later, the club saw only
        # the defaults, the last game only in the tooltip of a button at the bottom (QA club 9)
        self.resume_line: QLabel | None = None
        self.resume_button: QPushButton | None = None
        if resume is not None:
            last = QGroupBox(self.tr("The last game"), self)
            line = QHBoxLayout(last)
            self.resume_line = QLabel(self._resume_text(resume), last)
            self.resume_line.setWordWrap(True)
            line.addWidget(self.resume_line, 1)
            self.resume_button = QPushButton(self.tr("Resume the &last game"), last)
            self.resume_button.setToolTip(self.resume_line.text())
            self.resume_button.clicked.connect(self._take_resume)
            line.addWidget(self.resume_button)
            content.addWidget(last)

        form = QFormLayout()
        row = QHBoxLayout()
        self.preset = QComboBox(self)
        for choice in self._presets:
            self.preset.addItem(choice.name, choice.id)
        row.addWidget(self.preset, 1)
        self.club_button = QPushButton(self.tr("Club &preset file…"), self)
        self.club_button.setToolTip(self.tr("Use the rules of your club's own preset (a YAML file)"))
        # not connected straight: the button's ``checked`` (False) would come in as the path (QA: a TypeError)
        self.club_button.clicked.connect(lambda: self.choose_preset_file())
        self.house_rules_button = QPushButton(self.tr("&House rules…"), self)
        self.house_rules_button.setToolTip(self.tr("Change the numbers and rules of the chosen preset and save "
                                                   "them as your own preset"))
        self.house_rules_button.clicked.connect(self.open_house_rules)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self.preset)
        form.addRow(rules_label, row)
        own = QHBoxLayout()  # under the rules: beside them the two buttons made the Russian dialog 686 px wide
        own.addWidget(self.house_rules_button)
        own.addWidget(self.club_button)
        own.addStretch(1)
        form.addRow("", own)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setObjectName("Muted")  # the theme's muted ink: readable on the paper
        form.addRow("", self.description)
        # the numbers that matter, as the sheet's header and the blank sheets' dialog say them: a club's own
        # preset written by hand has no description, and the set-up showed nothing of its rules (QA)
        self.rules_line = QLabel(self)
        self.rules_line.setWordWrap(True)
        self.rules_line.setObjectName("Muted")
        form.addRow("", self.rules_line)
        self._form = form
        content.addLayout(form)
        self.broken_presets = BrokenPresetsNote(self, broken)  # hidden while no preset file is broken
        content.addWidget(self.broken_presets)
        self.remembered_note = QLabel(self)  # the last game's rules could not be read: which are chosen instead
        self.remembered_note.setObjectName("Error")
        self.remembered_note.setWordWrap(True)
        self.remembered_note.hide()
        content.addWidget(self.remembered_note)

        self.players_box = QGroupBox(self.tr("Pla&yers (in seat order, clockwise)"), self)
        self.players_grid = QGridLayout(self.players_box)
        content.addWidget(self.players_box)
        self.name_edits: list[QLineEdit] = []

        more = QFormLayout()
        self.dealer = QComboBox(self)
        more.addRow(self.tr("First &dealer:"), self.dealer)
        for combo in (self.preset, self.dealer):
            say_choice(combo)  # ↑ ↓ in a box are heard (Orca 43)
        self.target = QSpinBox(self)
        self.target.setRange(*TARGET_RANGE)
        self.target.setSingleStep(50)
        more.addRow(self.tr("&Target score:"), self.target)
        self._more = more
        content.addLayout(more)
        self.error = QLabel(self)
        self.error.setObjectName("Error")  # the theme's error colour (light on the high-contrast black)
        self.error.setWordWrap(True)
        content.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start keeping score"))
        # a game not finished is what the club came back for: Enter resumes it (a finished one is only offered)
        self._resume_first = resume is not None and self.resume_button is not None and resume.tally().winner is None
        if self._resume_first and self.resume_button is not None:  # (Start, tabbed to, is still what Return
            self.resume_button.setDefault(True)  # presses: it resumed the last game, QA round 21)
        self._set_up: tuple[object, ...] | None = None  # the set-up as the dialog opened (``_setup_edited``)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._buttons = buttons

        self._tab_order()
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.target.valueChanged.connect(self._show_rules_line)
        for changed in (self.preset.currentIndexChanged, self.dealer.currentIndexChanged, self.target.valueChanged):
            changed.connect(self._setup_edited)
        self._recent_preset_files()
        # the rules of the last game started here (a club's own preset file), else the standard game
        remembered = read_str(app_settings(), LAST_PRESET_KEY, "standard")
        start = self.preset.findData(remembered)
        self.preset.setCurrentIndex(start if start >= 0 else max(0, self.preset.findData("standard")))
        self._preset_changed()
        if start < 0 and remembered:
            self._say_remembered_missing(remembered)
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)
        self.body.fit()
        self._set_up = self._setup_now()
        if self._resume_first and self.resume_button is not None:
            self.resume_button.setFocus()

    def _resume_text(self, resume: ScorekeptGame) -> str:
        """"Not finished: Thursday club, 8 hands: Ann & Cy 259, Bob & Di 205 (started 30.11.2026)"."""
        from ..game_files import shown_preset_name

        tally = resume.tally()
        totals = ", ".join(f"{side_label(resume.rules, s, resume.names)} {minus(t)}"
                           for s, t in enumerate(tally.totals))
        rules = shown_preset_name(resume.preset_id, resume.preset_name) or resume.preset_id
        hands = count_of(len(resume.hands), self.tr("hand|hands"))
        if isinstance(resume.created, str) and resume.created:
            game = self.tr("{rules}, {hands}: {totals} (started {date})").format(
                rules=rules, hands=hands, totals=totals, date=date_text(resume.created))
        else:
            game = self.tr("{rules}, {hands}: {totals}").format(rules=rules, hands=hands, totals=totals)
        if tally.winner is not None:
            return self.tr("Over, and saved in no file: {game}").format(game=game)
        return self.tr("Not finished: {game}").format(game=game)

    # ------------------------------------------------------------------ rules
    def current_preset(self) -> PresetChoice:
        found = find_preset(self._presets, str(self.preset.currentData()))
        return found if found is not None else self._presets[0]

    def choose_preset_file(self, path: str | None = None) -> None:
        """Load the club's own preset (a YAML file) and choose it; a broken file says why."""
        if path is None:
            from ..game_files import player_folder, remember_folder

            path, _filter = QFileDialog.getOpenFileName(self, self.tr("Club preset file"), str(player_folder("preset")),
                                                        self.tr("Preset files (*.yaml *.yml)"))
            if not path:
                return
            remember_folder(path, "preset")
        from ...paths import user_presets_dir
        from ...rules import PresetError, load_preset_file

        try:
            preset = load_preset_file(path, user_presets_dir())
        except PresetError as exc:
            self.error.setText(problem_text(exc))
            return
        self.preset.setCurrentIndex(self._add_preset_file(preset))
        self._preset_changed()
        self.error.setText("")
        remember_preset_file(path)

    def _add_preset_file(self, preset: Preset) -> int:
        """A club's preset read from its file, in the list of rules: its index there."""
        lang = language()
        choice = PresetChoice(preset.id, preset.name_in(lang), preset.description_in(lang), preset.rules, preset)
        self._presets = [c for c in self._presets if c.id != choice.id] + [choice]
        index = self.preset.findData(choice.id)
        if index < 0:
            self.preset.addItem(choice.name, choice.id)
            index = self.preset.count() - 1
        return index

    def _recent_preset_files(self) -> None:
        """The preset files chosen here before, in the list of rules (a club's own preset had to be opened again
        each week, QA club 9); a file no longer there is dropped from the list without a word, one that cannot be
        read now is left out."""
        files = recent_preset_files()
        there = [name for name in files if Path(name).is_file()]
        if there != list(files):
            app_settings().setValue(RECENT_PRESETS_KEY, there)
        for name, preset in recent_presets():
            index = self._add_preset_file(preset)
            self.preset.setItemData(index, name, Qt.ItemDataRole.ToolTipRole)

    def _say_remembered_missing(self, preset_id: str) -> None:
        """The rules of the last game started here are not in the list: say why (the file's problem, or that they
        are gone) and which rules are chosen instead. The set-up switched to Standard without a word (QA robust7),
        until the next change of rules."""
        problem = _broken_preset_problem(preset_id)
        chosen = self.current_preset().name
        if problem is None:
            text = self.tr("The rules of the last game, “{preset}”, are no longer among the presets; chosen "
                           "instead: “{chosen}”.").format(preset=preset_id, chosen=chosen)
        elif problem in self.broken_presets.broken:  # its file's problem is listed just above: not twice
            text = self.tr("The rules of the last game, “{preset}”, could not be read (see above). Chosen "
                           "instead: “{chosen}”.").format(preset=preset_id, chosen=chosen)
        else:
            text = self.tr("The rules of the last game, “{preset}”, could not be read: {problem} Chosen instead: "
                           "“{chosen}”.").format(preset=preset_id, problem=sentence(problem), chosen=chosen)
        self.remembered_note.setText(text)
        self.remembered_note.show()
        self.preset.currentIndexChanged.connect(self.remembered_note.hide)

    def open_house_rules(self) -> None:
        """House rules…: the New game dialog's editor, on the chosen preset; the rules saved are chosen here."""
        from ...paths import user_presets_dir
        from ...rules import Preset
        from ..house_rules_dialog import HouseRulesDialog

        choice = self.current_preset()
        if not isinstance(choice.preset, Preset):
            return
        try:
            folder = user_presets_dir()
        except Exception as exc:  # no user data folder on this system
            self.error.setText(str(exc))
            return
        dialog = HouseRulesDialog(choice, self._presets, folder, self)
        self.house_rules_dialog = dialog  # tests reach the open dialog here
        if not dialog.exec() or dialog.saved is None:
            return
        presets, _broken = load_presets()
        loaded = {p.id for p in presets}
        # a club's preset opened from its file (not in the presets folder) stays in the list
        self._presets = list(presets) + [c for c in self._presets if c.id not in loaded]
        refill_preset_box(self.preset, self._presets, dialog.saved.id)
        self._preset_changed()

    def _preset_changed(self) -> None:
        choice = self.current_preset()
        from ...rules import Preset

        self.house_rules_button.setEnabled(isinstance(choice.preset, Preset))
        rules = choice.rules
        self.description.setText(choice.description)
        self._form.setRowVisible(self.description, bool(choice.description))  # no blank line for none
        # the club's own preset may play to 20 or to 20000: the box takes its target as it is (it was set to the
        # nearest of 50 and 10000 without a word); a target typed in stays within TARGET_RANGE otherwise
        self.target.setRange(*target_range(rules))
        self.target.setValue(rules.target)
        self._show_rules_line()
        # a game of so many hands has no target: the box showed 10000 (its top; the preset's is 100000) and set it
        self._more.setRowVisible(self.target, not rules.hands_only)  # a score and a number of hands: both count
        old = [e.text() for e in self.name_edits]
        clear_layout(self.players_grid)
        self.name_edits = []
        for seat in range(rules.players):
            label = QLabel(seat_label(rules, seat), self.players_box)
            edit = QLineEdit(self.players_box)
            edit.setPlaceholderText(position_name(seat_name(rules, seat).lower()))
            edit.setMaxLength(40)
            if seat < len(old):
                edit.setText(old[seat])
            said_in_description(edit)  # the whole name said (Orca 43 dropped its last letter)
            edit.textChanged.connect(self._setup_edited)
            label.setBuddy(edit)
            self.players_grid.addWidget(label, seat, 0)
            self.players_grid.addWidget(edit, seat, 1)
            self.name_edits.append(edit)
        name_dealer_choices(self.dealer, rules, self.name_edits)
        self.dealer.setCurrentIndex(rules.players - 1)  # East deals: South bids first
        self._tab_order()

    def _show_rules_line(self) -> None:
        """The key rules ("300 points · −150 loses · nil ±50 · …") of the preset at the target chosen."""
        from ...rules import key_rules_line

        rules = self.current_preset().rules
        if not rules.hands_only and self.target.value() != rules.target:
            rules = dataclasses.replace(rules, target=self.target.value())
        self.rules_line.setText(key_rules_line(rules, language()))

    def _setup_now(self) -> tuple[object, ...]:
        """The new game's set-up as it stands: the rules, the names typed, the first dealer, the target."""
        return (self.preset.currentData(), tuple(e.text() for e in self.name_edits), self.dealer.currentIndex(),
                self.target.value())

    def setup_edited(self) -> bool:
        """Whether the scorer has changed the new game's set-up since the dialog opened."""
        return self._set_up is not None and self._setup_now() != self._set_up

    def _setup_edited(self) -> None:
        """Once the scorer sets up a new game (other rules, a name typed, another dealer or target), Enter starts
        it: Resume stayed the default button and Enter in the last name resumed the adjourned game, the set-up
        typed lost without a word (QA club 13). Resume is still a click (or Alt+L) away."""
        if not self._resume_first or self.resume_button is None or self._set_up is None:
            return
        edited = self.setup_edited()
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.resume_button.setDefault(not edited)
        ok.setDefault(edited)

    def _tab_order(self) -> None:
        """Tab goes as the dialog reads, top to bottom: the names, made anew for each preset, came last, after
        Start keeping score and Cancel (keyboard QA: the names were left blank), and the two preset buttons
        went in reverse."""
        box = getattr(self, "_buttons", None)
        buttons = [] if box is None else [b for b in (box.button(QDialogButtonBox.StandardButton.Ok),
                                                       box.button(QDialogButtonBox.StandardButton.Cancel))
                                          if b is not None]
        resume = [] if self.resume_button is None else [self.resume_button]  # at the top, with the last game
        chain = [*resume, self.preset, self.house_rules_button, self.club_button, *self.name_edits, self.dealer,
                 self.target, *buttons]
        tab_chain(chain)

    # ----------------------------------------------------------------- result
    def names(self) -> tuple[str, ...]:
        return typed_names(self.current_preset().rules, self.name_edits)

    def problem(self) -> str:
        return names_problem(self.current_preset().rules, self.name_edits)

    def game(self) -> ScorekeptGame:
        choice = self.current_preset()
        rules = choice.rules
        if not rules.hands_only:
            rules = dataclasses.replace(rules, target=self.target.value())
        rules.validate()  # RulesError: a target these rules cannot have
        created = datetime.datetime.now().replace(microsecond=0).isoformat()
        return ScorekeptGame(rules, self.names(), int(self.dealer.currentData()), choice.id, choice.name,
                             (), created)

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        try:
            game = self.game()
        except RulesError as exc:
            self.error.setText(problem_text(exc))
            return
        if not self._keep_last_game():
            return
        self.result_game = game
        app_settings().setValue(LAST_PRESET_KEY, game.preset_id)
        super().accept()

    def _keep_last_game(self) -> bool:
        """Before a new game replaces the last one, whose hands no file holds (the new game's autosave replaces
        it): Save it, Discard it or Cancel. True to go on."""
        resume = self._resume
        if resume is None or self._resume_path is not None:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.windowTitle(),
            self.tr("The last game's hands ({0}) are not saved in a file, and a new game replaces them. Save them "
                    "first?").format(len(resume.hands)),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Discard:
            return True
        if answer != buttons.Save:
            return False
        from .window import choose_save_path

        path = choose_save_path(self, resume)
        if path is None:
            return False
        try:
            save_game(resume, path)
        except OSError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return False
        return True

    def _take_resume(self) -> None:
        """Resume the last game; a new game set up here is left only when the scorer says so."""
        if self.setup_edited():
            buttons = QMessageBox.StandardButton
            answer = QMessageBox.question(
                self, self.windowTitle(),
                self.tr("Resume the last game? The new game set up here ({rules}: {names}) is not started.").format(
                    rules=self.current_preset().name, names=", ".join(self.names())),
                buttons.Yes | buttons.Cancel, buttons.Yes)
            if answer != buttons.Yes:
                return
        self.result_game = self._resume
        super().accept()


class GameSetupDialog(QDialog):
    """Edit ▸ Game set-up…: the players' names, the first dealer and the target of a game whose hands are entered
    (a misspelled name, the wrong first dealer or target was there for good). The hands stay as entered and are
    scored again; a change under which a hand does not hold is refused here with the reason. The rules cannot
    change: the hands were entered, and checked, under them."""

    def __init__(self, game: ScorekeptGame, parent: QWidget | None = None, preset_name: str = "") -> None:
        super().__init__(parent)
        keep_room_for_wrapped_text(self)
        self.setWindowTitle(self.tr("Game set-up"))
        self.setMinimumWidth(440)
        self._game = game
        self.result_game: ScorekeptGame | None = None
        rules = game.rules
        outer = QVBoxLayout(self)
        self.rules_note = QLabel(self.tr("Rules: {preset}. The rules cannot be changed once hands are entered: "
                                         "for other rules, start a new game (Scores ▸ New scorekept game…).").format(
            preset=preset_name or game.preset_id), self)
        self.rules_note.setWordWrap(True)
        self.rules_note.setObjectName("Muted")
        outer.addWidget(self.rules_note)
        players = QGroupBox(QCoreApplication.translate("ScorekeeperSetupDialog",
                                                       "Pla&yers (in seat order, clockwise)"), self)
        grid = QGridLayout(players)
        self.name_edits: list[QLineEdit] = []
        for seat in range(rules.players):
            label = QLabel(seat_label(rules, seat), players)
            edit = QLineEdit(game.names[seat], players)
            edit.setMaxLength(40)
            said_in_description(edit)  # the whole name said (Orca 43 dropped its last letter)
            label.setBuddy(edit)
            grid.addWidget(label, seat, 0)
            grid.addWidget(edit, seat, 1)
            self.name_edits.append(edit)
        outer.addWidget(players)
        form = QFormLayout()
        self.dealer = QComboBox(self)
        name_dealer_choices(self.dealer, rules, self.name_edits)
        self.dealer.setCurrentIndex(game.first_dealer)
        say_choice(self.dealer)
        form.addRow(QCoreApplication.translate("ScorekeeperSetupDialog", "First &dealer:"), self.dealer)
        self.target = QSpinBox(self)
        self.target.setRange(*target_range(rules))
        self.target.setSingleStep(50)
        self.target.setValue(rules.target)
        form.addRow(QCoreApplication.translate("ScorekeeperSetupDialog", "&Target score:"), self.target)
        form.setRowVisible(self.target, not rules.hands_only)
        outer.addLayout(form)
        self.error = QLabel(self)
        self.error.setObjectName("Error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Change and score again"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        tab_chain([*self.name_edits, self.dealer, self.target, buttons.button(QDialogButtonBox.StandardButton.Ok),
                   buttons.button(QDialogButtonBox.StandardButton.Cancel)])
        name_mnemonic_labels(self)

    def names(self) -> tuple[str, ...]:
        return typed_names(self._game.rules, self.name_edits)

    def problem(self) -> str:
        """Why the set-up typed cannot be taken ("" when it can): a name, or a hand that would not hold."""
        found = names_problem(self._game.rules, self.name_edits)
        if found:
            return found
        names = self.names()
        try:
            game, _tally = self._game.with_setup(names, int(self.dealer.currentData()), self.target.value())
        except RulesError as exc:
            return problem_text(exc)
        except TallyError as exc:
            return self._hand_problem(exc)
        self.result_game = game
        return ""

    def _hand_problem(self, exc: TallyError) -> str:
        """A hand that does not hold under the new set-up: which, and why; what to do instead."""
        text = error_text(exc)
        if exc.seat is not None:  # "East took 20 tricks" -> "Di took 20 tricks", as the window says it
            word = position_name(seat_name(self._game.rules, exc.seat).lower())
            if text.startswith(word):
                text = self.names()[exc.seat] + text[len(word):]
        text = sentence(text)
        if exc.hand is None:
            return text
        if isinstance(exc, PastEndError):
            return self.tr("With this set-up the game ends before hand {number}: {problem} Choose another set-up, or "
                           "remove the hands from hand {number} on first (Edit ▸ Remove the selected hand…).").format(
                number=exc.hand, problem=text)
        return self.tr("With this set-up hand {number} would be impossible: {problem} Choose another set-up, or "
                       "correct hand {number} first.").format(number=exc.hand, problem=text)

    def accept(self) -> None:
        self.result_game = None
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()
