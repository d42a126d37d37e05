"""The presets the new-game dialog offers, from ``spades_desktop.rules`` (with a fallback)."""

from __future__ import annotations

import html
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import RuleSet

if TYPE_CHECKING:
    from ..rules import Preset, PresetCatalog


@dataclass(frozen=True)
class PresetChoice:
    id: str
    name: str
    description: str
    rules: RuleSet
    preset: object | None = None  # the rules package's Preset, when it loaded


def language() -> str:
    """The rules texts' language for the user's locale ("en" or "ru")."""
    return "ru" if QLocale().name().lower().startswith("ru") else "en"


def standard_choice() -> PresetChoice:
    return PresetChoice(
        "standard",
        QCoreApplication.translate("Presets", "Standard"),
        QCoreApplication.translate("Presets", "Partnership Spades to 500: nil and blind nil, 10 bags cost 100."),
        RuleSet(),
    )


def load_presets() -> tuple[list[PresetChoice], list[str]]:
    """Every preset that loads (built-in and the user's), and a message per broken file."""
    try:
        from ..paths import user_presets_dir
        from ..rules import key_rules_line, load_all, preset_order

        catalog = load_all(user_presets_dir())
    except Exception as exc:  # a missing or broken rules package must not stop the game
        print(f"spades-desktop: presets could not be loaded ({exc}); using the standard rules", file=sys.stderr)
        return [standard_choice()], [str(exc)]
    lang = language()
    ordered = sorted(catalog.presets, key=lambda p: preset_order(p, lang))  # by the names shown
    names = distinct_names([(p.id, p.name_in(lang)) for p in ordered])
    choices = [
        PresetChoice(p.id, name, p.description_in(lang) or key_rules_line(p.rules, lang), p.rules, p)  # a file
        for p, name in zip(ordered, names, strict=True)  # without a description: its numbers, not a blank
    ]
    return (choices or [standard_choice()]), broken_texts(catalog)


def broken_texts(catalog: PresetCatalog) -> list[str]:
    """What is wrong with each preset file that did not load, in the player's language (the file, its line, the
    rule and what it allows; the system's own words for a file that cannot be read)."""
    from .texts import problem_text

    if len(catalog.errors) != len(catalog.broken):  # a catalog made without its errors: their English
        return [message for _path, message in catalog.broken]
    return [problem_text(error) for error in catalog.errors]


def distinct_names(presets: list[tuple[str, str]]) -> list[str]:
    """The names to list for (id, name) pairs: a name that two presets share (a copied file whose name was
    kept) is followed by each one's id, so that the list tells them apart."""
    counts: dict[str, int] = {}
    for _id, name in presets:
        counts[name.casefold()] = counts.get(name.casefold(), 0) + 1
    return [f"{name} ({preset_id})" if counts[name.casefold()] > 1 else name for preset_id, name in presets]


def refill_preset_box(box: QComboBox, choices: list[PresetChoice], select: str) -> None:
    """List ``choices`` in ``box`` anew (presets were added or changed) with ``select`` chosen, without the box
    saying so on its way; the caller then shows the choice."""
    box.blockSignals(True)
    box.clear()
    for choice in choices:
        box.addItem(choice.name, choice.id)
    box.setCurrentIndex(max(0, box.findData(select)))
    box.blockSignals(False)


class BrokenPresetsNote(QWidget):
    """"Some preset files could not be read (2):" with See all…, and each file's message in a few lines that
    scroll (five long messages made the dialog taller than the screen): New game's note, also in Keep score's
    set-up (which threw the list away, QA robust7). Hidden while no file is broken. Its texts are New game's."""

    LINES = 5  # lines of the broken files' messages shown at once; the others scroll

    def __init__(self, parent: QWidget | None = None, broken: list[str] | None = None) -> None:
        super().__init__(parent)
        self.broken: list[str] = []
        self.dialog: QWidget | None = None  # the See all… window (tests reach it here)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.head = QLabel(self)
        self.head.setObjectName("Error")
        self.button = QPushButton(QCoreApplication.translate("NewGameDialog", "See &all…"), self)
        self.button.setToolTip(QCoreApplication.translate("NewGameDialog",
                                                          "List every preset file that could not be read, and why"))
        self.button.clicked.connect(self.show_all)
        row = QHBoxLayout()
        row.addWidget(self.head, 1)
        row.addWidget(self.button)
        layout.addLayout(row)
        note = QLabel(self)
        note.setObjectName("Error")
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        note.setAutoFillBackground(False)
        self.note = note
        scroll = QScrollArea(self)
        scroll.setWidget(note)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setStyleSheet("QScrollArea { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard reads them all with See all…
        lines = note.fontMetrics().lineSpacing()
        scroll.setMaximumHeight(lines * self.LINES + 4)
        scroll.setMinimumHeight(lines * 2 + 4)
        self.scroll = scroll
        layout.addWidget(scroll)
        self.set_broken(broken or [])

    def set_broken(self, broken: list[str]) -> None:
        """The broken files' messages as the presets were last read (none: the note is hidden)."""
        self.broken = list(broken)
        self.head.setText(QCoreApplication.translate("NewGameDialog", "Some preset files could not be read ({0}):"
                                                     ).format(len(self.broken)))
        self.note.setText("\n".join(f"• {message}" for message in self.broken))
        self.setVisible(bool(self.broken))

    def show_all(self) -> None:
        """See all…: every preset file that could not be read, with its message, in a window that scrolls."""
        from .info_dialogs import TextDialog

        items = "".join(f"<li>{html.escape(message)}</li>" for message in self.broken)
        title = QCoreApplication.translate("NewGameDialog", "Preset files that could not be read ({0})").format(
            len(self.broken))
        dialog = TextDialog(title, f"<ul>{items}</ul>", rich=True, parent=self.window())
        self.dialog = dialog
        dialog.open()


def presets_folder() -> Path | None:
    """The user presets folder (None when the system has no user data folder)."""
    try:
        from ..paths import user_presets_dir

        return user_presets_dir()
    except Exception:
        return None


# "Open a preset file…": New game's button, and Print blank score sheets' (a club's own YAML could be used in Keep
# score but not for its blank sheets, QA). Its texts are New game's, where they were first.
def open_preset_button(parent: QWidget, text: str = "") -> QPushButton:
    """The "Open a preset file…" button; the caller connects it (``ask_preset_file``, then ``import_user_preset``).
    ``text``: the dialog's own (translated) label, for an Alt letter free in its dialog in every language."""
    button = QPushButton(text or QCoreApplication.translate("NewGameDialog", "&Open a preset file…"), parent)
    button.setToolTip(QCoreApplication.translate("NewGameDialog",
                                                 "Check a YAML preset file and copy it into your presets folder"))
    return button


def ask_preset_file(parent: QWidget) -> Path | None:
    """The YAML preset file the player chooses, in the folder of the last one (remembered); None when cancelled."""
    from .game_files import player_folder, remember_folder

    name, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("NewGameDialog", "Open a preset file"),
                                          str(player_folder("preset")),
                                          QCoreApplication.translate("NewGameDialog", "Preset files (*.yaml *.yml)"))
    if not name:
        return None
    remember_folder(name, "preset")
    return Path(name)


def import_user_preset(path: Path) -> tuple[Preset | None, str]:
    """Check ``path`` with the rules loader and copy it into the presets folder: the preset, or None and why not
    (the file, its line and rule, in the player's language) as a sentence to show; nothing is changed then."""
    from . import texts

    folder = presets_folder()
    try:
        from ..rules import import_preset_file

        if folder is None:
            raise ValueError(QCoreApplication.translate("NewGameDialog",
                                                        "there is no user presets folder on this system"))
        return import_preset_file(path, folder), ""
    except ValueError as exc:  # PresetError is a ValueError: its message names the file, line and key
        return None, QCoreApplication.translate("NewGameDialog", "This preset cannot be used: {0}").format(
            texts.sentence(texts.problem_text(exc)))


def preset_added_text(name: str) -> str:
    """What ``import_user_preset`` did, said when it did it."""
    return QCoreApplication.translate("NewGameDialog", "Added {0} to your presets.").format(name)


def find_preset(choices: list[PresetChoice], preset_id: str) -> PresetChoice | None:
    return next((c for c in choices if c.id == preset_id), None)


def rules_card_text(choice: PresetChoice | None, rules: RuleSet, chosen_target: int | None = None) -> str:
    """The rules card of the game being played (plain text): ``rules``, the rules the game plays, under the
    preset's name. They may differ from the preset's own (the New game window's target score, ``chosen_target``
    as the game's set-up records it; a preset file changed since the game began), and then the card says so
    after the rules."""
    try:
        from ..rules import Preset, rules_card

        preset = choice.preset if choice is not None and isinstance(choice.preset, Preset) else None
        if preset is None:
            return rules_card(rules, language())
        card = rules_card(replace(preset, rules=rules), language())
        if rules != preset.rules:
            card += "\n\n" + _differs_note(preset.rules, rules, choice.name if choice is not None else "",
                                           chosen_target)
        return card
    except Exception as exc:
        return QCoreApplication.translate("Presets", "The rules card is not available: {0}").format(exc)


def _differs_note(preset: RuleSet, played: RuleSet, name: str, chosen_target: int | None) -> str:
    """What a game plays unlike its preset: the winning score set in the New game window (``chosen_target``, as
    the game's set-up records it), else a general word (the preset's file was changed after the game began). A
    target that differs alone was taken for New game's: a user preset's file whose target was changed after the
    game began was said to be "set in the New game window" (QA robust7)."""
    if chosen_target is not None and played.target == chosen_target and replace(played, target=preset.target) == preset:
        return QCoreApplication.translate(
            "Presets", "This game plays to {0}, set in the New game window; the preset “{1}” says {2}.").format(
            played.target, name, preset.target)
    return QCoreApplication.translate(
        "Presets", "This game plays by these rules, which differ from the preset “{0}” as it is now.").format(name)
