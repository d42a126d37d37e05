"""Game ▸ Print blank score sheets…: choose the preset, target, names, rows and paper; returns the sheet.

The preset sets the columns (two sides, three or four players, a bags column
only when bags count) and the header's key rules; the target score (the
preset's, or the club's own, as in Keep score's set-up) goes into the header's
"Game to …" and the rules line. A live preview shows the first page. The
caller prints or exports the returned ``ScoreSheet``.

The list is the built-in presets and the presets folder's, the club preset
files Keep score's set-up remembers (its Club preset file…, the last five: a
club's own file, which Keep score reads where it is), and the rules of a game
kept in an open Keep score window under a preset in none of these; "Open a
preset file…" adds a club's YAML as New game does (checked, copied into the
presets folder, chosen).
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QApplication,
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.ruleset import RuleSet
from ..engine.scoring import seats_of_side
from ..engine.tally import target_range
from ..rules import Preset
from ..sheets.layout import page_count, page_layout
from ..sheets.model import MAX_BLANK_ROWS, ScoreSheet
from ..sheets.sources import blank_sheet_for_preset
from . import style
from .accessibility import name_mnemonic_labels, said_in_description, say_choice
from .layouts import BodyScroll, clear_layout, keep_room_for_wrapped_text, tab_chain
from .presets import (
    ask_preset_file,
    distinct_names,
    import_user_preset,
    language,
    open_preset_button,
    preset_added_text,
)
from .settings import app_settings, save_paper, user_paper
from .texts import noun_for, sheet_tr

PREVIEW_WIDTH = 300
PREVIEW_LEAST_HEIGHT = 180  # the page drawn smaller on a low screen, down to this (with its grey border)


class SheetPreview(QLabel):
    """The first page: ``PREVIEW_WIDTH`` wide where there is room, drawn smaller (its shape kept) in less height,
    so that the dialog's buttons stay on a low screen; the pixmap has the screen's pixels (sharp at 150 %):
    ``redraw`` draws it again on a screen of other pixels."""

    def __init__(self, redraw: Callable[[], None]) -> None:
        super().__init__()
        self._redraw = redraw

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        extra = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
        pixmap = self.pixmap()
        if pixmap.isNull():
            return QSize(PREVIEW_WIDTH, PREVIEW_LEAST_HEIGHT) + extra
        return (pixmap.deviceIndependentSize().toSize() + extra).expandedTo(QSize(PREVIEW_WIDTH, 0))

    def minimumSizeHint(self) -> QSize:
        return QSize(PREVIEW_WIDTH, min(PREVIEW_LEAST_HEIGHT, self.sizeHint().height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        QFrame.paintEvent(self, event)  # the grey background (the style sheet's)
        pixmap = self.pixmap()
        if pixmap.isNull():
            return
        room = self.contentsRect()
        page = pixmap.deviceIndependentSize()
        scale = min(1.0, room.width() / page.width(), room.height() / page.height())
        width, height = page.width() * scale, page.height() * scale
        target = QRectF(room.x() + (room.width() - width) / 2, room.y() + (room.height() - height) / 2, width, height)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._redraw()


def _default_presets() -> tuple[Preset, ...]:
    from ..paths import user_presets_dir
    from ..rules import load_all

    presets = load_all(user_presets_dir()).presets
    presets += recent_club_presets({p.id for p in presets})
    return presets + scorekept_presets({p.id for p in presets})


def recent_club_presets(known: set[str]) -> tuple[Preset, ...]:
    """The club preset files Keep score's set-up remembers (Club preset file…, the latest first) whose preset is
    not in ``known``, read where they are: the club's YAML was offered only while a Keep score window that used
    it was open (QA club 11). A file gone or unreadable now is left out without a word, as the set-up does."""
    from .scorekeeper.setup_dialog import recent_presets

    found: dict[str, Preset] = {}
    for _name, preset in recent_presets():
        if preset.id not in known and preset.id not in found:
            found[preset.id] = preset
    return tuple(found.values())


def scorekept_presets(known: set[str]) -> tuple[Preset, ...]:
    """The rules of each game kept in an open Keep score window under a preset not in ``known``: a club's own
    preset, read where its file is (Keep score does not copy it), so that its blank sheets can be printed too
    (QA: the club's YAML was not offered). Under the game's preset name, at the game's target."""
    module = sys.modules.get(f"{__package__}.scorekeeper.window")
    if module is None:  # no Keep score window was ever opened
        return ()
    found: dict[str, Preset] = {}
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, module.ScorekeeperWindow) and widget.isVisible():
            game = widget.game
            if game.preset_id not in known and game.preset_id not in found:
                found[game.preset_id] = Preset(game.preset_id, {"en": game.preset_name}, {}, game.rules,
                                               source="scorekept")
    return tuple(found.values())


class BlankSheetDialog(QDialog):
    """Choose what a blank sheet looks like; ``sheet()`` is the result."""

    def __init__(
        self,
        parent: QWidget | None = None,
        presets: Sequence[Preset] | None = None,
        preset_id: str | None = None,
        lang: str | None = None,
    ) -> None:
        super().__init__(parent)
        keep_room_for_wrapped_text(self)  # wrapped text keeps its room in a narrow dialog
        self.setWindowTitle(self.tr("Print blank score sheets"))
        self._lang = lang or language()  # preset names and the rules line: the user's language
        self._presets = tuple(presets) if presets is not None else _default_presets()
        if not self._presets:
            raise ValueError("no rule presets to choose from")
        self.name_edits: list[QLineEdit] = []

        self.preset_box = QComboBox()
        self._fill_preset_box(preset_id)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setObjectName("Muted")  # the theme's muted ink: readable on the paper
        # a club's own YAML, as New game opens one (the same button and loader): Keep score could use it, its
        # blank sheets could not (QA)
        # its own text: New game's Russian Alt letter is Continue's here
        self.open_preset_button = open_preset_button(self, self.tr("&Open a preset file…"))
        self.open_preset_button.clicked.connect(self.open_preset_file)
        self.preset_message = QLabel()  # what the button did: the preset added, or why the file cannot be used
        self.preset_message.setWordWrap(True)
        self.preset_message.hide()
        # the club's target (Keep score's set-up has one, and score --target): a club playing to 300 got "Game to 500"
        # and "500 points" on its blank sheets (QA); the same range and steps as the set-up's box
        self.target_box = QSpinBox()
        self.target_box.setSingleStep(50)

        self.names_group = QGroupBox(self.tr("&Names (leave empty for lines to write on)"))
        self._names_grid = QGridLayout(self.names_group)

        self.fill_page_box = QCheckBox(self.tr("&Fill the page"))
        self.fill_page_box.setChecked(True)
        self.rows_box = QSpinBox()
        self.rows_box.setRange(1, MAX_BLANK_ROWS)
        self.rows_box.setValue(20)
        self.rows_box.valueChanged.connect(self._name_rows)
        self._name_rows(self.rows_box.value())
        self.rows_box.setEnabled(False)
        rows_line = QHBoxLayout()
        rows_line.addWidget(self.fill_page_box)
        rows_line.addWidget(self.rows_box, 1)

        self.page_box = QComboBox()
        self.page_box.addItem(self.tr("A4"), "a4")
        self.page_box.addItem(self.tr("Letter"), "letter")
        self.page_box.setCurrentIndex(max(0, self.page_box.findData(user_paper())))
        for box in (self.preset_box, self.page_box):
            say_choice(box)  # ↑ ↓ in a box are heard (Orca 43)

        form = self._form = QFormLayout()
        form.addRow(self.tr("&Rules:"), self.preset_box)
        form.addRow("", self.rules_label)
        open_row = QHBoxLayout()
        open_row.addWidget(self.open_preset_button)
        open_row.addStretch(1)
        form.addRow("", open_row)
        form.addRow("", self.preset_message)
        form.addRow(self.tr("&Target score:"), self.target_box)
        rows_label = QLabel(self.tr("Ro&ws:"))  # Alt+W: the number of rows (the check box has its own letter)
        rows_label.setBuddy(self.rows_box)
        form.addRow(rows_label, rows_line)
        form.addRow(self.tr("P&aper:"), self.page_box)

        self.preview = SheetPreview(self._refresh)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("background: #8c8c8c; padding: 8px;")
        self.pages_label = QLabel()
        self.pages_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Continue"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.names_group)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.pages_label)
        self.body = BodyScroll(self)  # all but the buttons: on a screen too low for it (1366 x 768 at 150 %: 512
        body = QHBoxLayout(self.body.body)  # logical pixels) the preview is smaller, and at the least it scrolls
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(left, 1)
        body.addLayout(right)
        self.body.give_way.append(self.preview)  # the page is drawn smaller before the dialog scrolls
        outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addWidget(self.buttons)

        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        self.target_box.valueChanged.connect(self._target_changed)
        self.fill_page_box.toggled.connect(self._rows_mode_changed)
        self.rows_box.valueChanged.connect(self._refresh)
        self.page_box.currentIndexChanged.connect(self._refresh)
        self._preset_changed()
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)
        self.body.fit()

    # ---------------------------------------------------------------- result
    def preset(self) -> Preset:
        return self._presets[self.preset_box.currentIndex()]

    def rules(self) -> RuleSet:
        """The preset's rules played to the target chosen (a game of so many hands has none to choose)."""
        rules = self.preset().rules
        if rules.hands_only or self.target_box.value() == rules.target:
            return rules
        return dataclasses.replace(rules, target=self.target_box.value())

    def names(self) -> list[str]:
        """One name per seat ("" = a line to write on); empty when every field is."""
        names = [e.text().strip() for e in self.name_edits]
        return names if any(names) else []

    def sheet(self) -> ScoreSheet:
        """The blank sheet as chosen."""
        return blank_sheet_for_preset(
            self.preset(),
            names=self.names(),
            rows=None if self.fill_page_box.isChecked() else self.rows_box.value(),
            page_size=str(self.page_box.currentData()),
            lang=self._lang,
            tr=sheet_tr,
            rules=self.rules(),
        )

    @classmethod
    def get_sheet(
        cls, parent: QWidget | None = None, presets: Sequence[Preset] | None = None, preset_id: str | None = None
    ) -> ScoreSheet | None:
        """Show the dialog; the chosen sheet, or None when cancelled."""
        dialog = cls(parent, presets, preset_id)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            save_paper(app_settings(), str(dialog.page_box.currentData()))  # the paper of every sheet from now on
            return dialog.sheet()
        finally:
            dialog.deleteLater()  # closing only hid it: it stayed in memory till the app quit

    # ------------------------------------------------------------ own presets
    def open_preset_file(self) -> None:
        """Open a preset file…: New game's (choose a YAML, check it, copy it into the presets folder), chosen here."""
        path = ask_preset_file(self)
        if path is not None:
            self.import_preset(path)

    def import_preset(self, path: Path) -> bool:
        """Import ``path`` and choose it; a file that cannot be used says why, and nothing changes."""
        preset, problem = import_user_preset(path)
        if preset is None:
            self._say(problem, error=True)
            return False
        self._presets = (*(p for p in self._presets if p.id != preset.id), preset)
        self._fill_preset_box(preset.id)
        self._preset_changed()
        self._say(preset_added_text(self.preset_box.currentText()), error=False)
        return True

    def _say(self, text: str, error: bool) -> None:
        label = self.preset_message
        label.setText(text)
        label.setObjectName("Error" if error else "Muted")
        style.restyle(label)
        label.show()

    def _fill_preset_box(self, select: str | None) -> None:
        """List the presets (a name two share followed by its id) with ``select`` chosen, quietly: the caller
        shows the choice."""
        blocked = self.preset_box.blockSignals(True)
        self.preset_box.clear()
        names = distinct_names([(p.id, p.name_in(self._lang)) for p in self._presets])
        for preset, name in zip(self._presets, names, strict=True):
            self.preset_box.addItem(name, preset.id)
        ids = [p.id for p in self._presets]
        self.preset_box.setCurrentIndex(ids.index(select) if select in ids else 0)
        self.preset_box.blockSignals(blocked)

    # -------------------------------------------------------------- updating
    def _preset_changed(self) -> None:
        from ..rules import key_rules_line

        preset = self.preset()
        rules = preset.rules
        blocked = self.target_box.blockSignals(True)  # the preset's own target, as in Keep score's set-up
        self.target_box.setRange(*target_range(rules))
        self.target_box.setValue(rules.target)
        self.target_box.blockSignals(blocked)
        self._form.setRowVisible(self.target_box, not rules.hands_only)  # six hands of Cancellation: no target
        self.rules_label.setText(key_rules_line(self.rules(), self._lang))
        # Names go to the same side and place on it: by seat, 4 players' partners Ann and Cy became "Ann & Di" at
        # six (a side's seats are 0 and 2 at four, 0 and 3 at six)
        old = {(int(e.property("side")), int(e.property("column"))): e.text() for e in self.name_edits}
        clear_layout(self._names_grid)
        self.name_edits = []
        for side in range(rules.sides):
            seats = seats_of_side(rules, side)
            label = (self.tr("Side {side}:") if rules.partnerships else self.tr("Player {side}:")).format(side=side + 1)
            self._names_grid.addWidget(QLabel(label), side, 0)
            for column, seat in enumerate(seats):
                edit = QLineEdit()
                edit.setPlaceholderText(self.tr("name"))
                edit.setMaxLength(40)
                edit.setProperty("seat", seat)
                edit.setProperty("side", side)
                edit.setProperty("column", column)
                # each field its own name for a screen reader (all four were "name")
                edit.setAccessibleName(self.tr("{side} name {n}").format(side=label.rstrip(":"), n=column + 1)
                                       if len(seats) > 1 else label.rstrip(":"))
                said_in_description(edit)  # the whole name said (Orca 43 dropped its last letter)
                self._names_grid.addWidget(edit, side, column + 1)
                self.name_edits.append(edit)
        self.name_edits.sort(key=lambda e: int(e.property("seat")))
        placed = {(int(e.property("side")), int(e.property("column"))): e for e in self.name_edits}
        left = []  # names of a side or place these rules do not have: into the first empty fields
        for place, text in sorted(old.items()):
            if place in placed:
                placed[place].setText(text)
            elif text.strip():
                left.append(text)
        for edit in self.name_edits:
            if left and not edit.text().strip():
                edit.setText(left.pop(0))
        for edit in self.name_edits:
            edit.textChanged.connect(self._refresh)
        # Tab as the dialog reads: the names, made anew for each preset, came after Continue and Cancel (keyboard
        # QA: a Tab-only player left them blank)
        shown = sorted(self.name_edits, key=lambda e: (int(e.property("side")), int(e.property("column"))))
        chain = [self.preset_box, self.open_preset_button, self.target_box, self.fill_page_box, self.rows_box,
                 self.page_box, *shown,
                 *(b for b in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                               self.buttons.button(QDialogButtonBox.StandardButton.Cancel)) if b is not None)]
        tab_chain(chain)
        self._refresh()

    def _target_changed(self) -> None:
        from ..rules import key_rules_line

        self.rules_label.setText(key_rules_line(self.rules(), self._lang))  # "300 points · −200 loses · …"
        self._refresh()

    def _name_rows(self, rows: int) -> None:
        """The spin box's "20 rows" (in Russian "21 строка", "25 строк")."""
        self.rows_box.setSuffix(" " + noun_for(rows, self.tr("row|rows")))

    def _rows_mode_changed(self, fill: bool) -> None:
        self.rows_box.setEnabled(not fill)
        self._refresh()

    def _refresh(self) -> None:
        # a game of so many hands (Cancellation: six) gets its hands' rows, not a page of them (QA: twelve rows)
        self.fill_page_box.setText(self.tr("&Fill: a row for each hand") if self.preset().rules.hand_limit
                                   else self.tr("&Fill the page"))
        sheet = self.sheet()
        pages = page_count(sheet)
        if self.fill_page_box.isChecked():
            blocked = self.rows_box.blockSignals(True)
            self.rows_box.setValue(sheet.blank_rows)
            self.rows_box.blockSignals(blocked)
            self._name_rows(sheet.blank_rows)
        rows = sheet.blank_rows
        self.pages_label.setText(self.tr("{rows} {row_noun} on {pages} {page_noun}").format(
            rows=rows, row_noun=noun_for(rows, self.tr("row|rows")),
            pages=pages, page_noun=noun_for(pages, self.tr("page|pages"))))
        from ..sheets.paint import render_image

        # the screen's pixels, not PREVIEW_WIDTH of them stretched: at 150 % and 200 % the preview was blurred
        dpr = max(1.0, self.preview.devicePixelRatioF())
        image = render_image(sheet, 0, dpi=PREVIEW_WIDTH * dpr / (page_layout(sheet).page_width / 25.4))
        image.setDevicePixelRatio(dpr)
        self.preview.setPixmap(QPixmap.fromImage(image))
