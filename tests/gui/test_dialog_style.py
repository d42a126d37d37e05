"""The dialogs' style sheet in both themes: readable notes and errors, whole button labels, spin box arrows."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.application import make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.stats.window import StatsWindow

from .conftest import rgb
from .test_table_polish import contrast

THEMES = [style.STANDARD.name, style.HIGH_CONTRAST.name]



def text_contrast(label: QLabel, background: QWidget) -> float:
    """The label's text colour against the background widget's, as the style sheet leaves them."""
    return contrast(rgb(label.palette().color(QPalette.ColorRole.WindowText)),
                    rgb(background.palette().color(QPalette.ColorRole.Window)))


def test_the_scorekeeper_setup_s_rules_and_errors_are_readable(qtbot: QtBot, theme: style.Theme) -> None:
    dialog = ScorekeeperSetupDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.error.setText("Write a name for every player.")
    assert text_contrast(dialog.description, dialog) >= 4.5, "the rules under the preset: WCAG AA contrast"
    assert text_contrast(dialog.error, dialog) >= 4.5, "the error under the form: WCAG AA contrast"


def test_the_blank_sheet_dialog_s_rules_line_is_readable(qtbot: QtBot, theme: style.Theme) -> None:
    dialog = BlankSheetDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert text_contrast(dialog.rules_label, dialog) >= 4.5


def test_the_not_autosaved_mark_is_readable_on_the_status_bar(qtbot: QtBot, theme: style.Theme) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed(Speed.OFF)
    window.show()
    qtbot.waitExposed(window)
    window.set_theme(theme.name)  # the window starts in the saved theme
    keeper = window._autosaves()
    keeper._set_failed(SimpleNamespace(path=Path("/nowhere/autosave.spades")), "No space left on device")  # type: ignore[arg-type]
    mark = keeper.indicator
    assert mark is not None and mark.isVisible()
    assert text_contrast(mark, window.statusBar()) >= 4.5


@pytest.mark.parametrize("name", THEMES)
def test_no_state_of_a_widget_changes_its_font(name: str) -> None:
    # Qt sizes a button by its plain font: a bold :default state cut "Start keeping score" to "tart keeping scor".
    t = style.THEMES[name]
    for sheet in (style.dialog_style_sheet(t), style.panel_style_sheet(t)):
        for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", sheet):
            states = [s for s in selectors.split(",") if re.search(r"(?<!:):(?!:)", s)]
            assert not (states and "font" in body), f"{selectors.strip()} changes the font in a state"


def test_a_spin_box_shows_its_arrows(qtbot: QtBot, theme: style.Theme) -> None:
    dialog = ScorekeeperSetupDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    spin = dialog.findChild(QSpinBox)
    assert spin is not None
    picture = spin.grab().toImage()
    ink = QColor(theme.ink)
    buttons = range(picture.width() - 18, picture.width() - 2)
    inked = sum(1 for x in buttons for y in range(2, picture.height() - 2)
                if contrast(rgb(picture.pixelColor(x, y)), rgb(ink)) < 1.5)
    assert inked >= 20, "the up and down arrows are drawn in the theme's ink"


def test_a_list_box_s_button_is_drawn_in_the_theme(qtbot: QtBot, theme: style.Theme) -> None:
    """A list box's drop-down button had Fusion's dark frame under the style sheet's light one: a black L at the
    right of every list box (History's "All games", the review's "Hand 2", Statistics' three boxes)."""
    window = HistoryWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    box = window.findChild(QComboBox)
    assert box is not None
    window.setFocus()  # the box without its focus ring
    picture = box.grab().toImage()
    paper = "#000000" if theme is style.HIGH_CONTRAST else "#f4efe1"  # the buttons' face, as the spin boxes'
    button = [picture.pixelColor(x, y) for x in range(picture.width() - 12, picture.width() - 4)
              for y in (4, picture.height() - 4)]
    assert all(contrast(rgb(c), rgb(QColor(paper))) < 1.3 for c in button), [c.name() for c in button]
    ink = QColor(theme.ink)
    arrow = sum(1 for x in range(picture.width() - 20, picture.width() - 2) for y in range(2, picture.height() - 2)
                if contrast(rgb(picture.pixelColor(x, y)), rgb(ink)) < 1.5)
    assert arrow >= 10, "the arrow is drawn in the theme's ink"


@pytest.mark.parametrize("make", [HistoryWindow, StatsWindow, ScorekeeperSetupDialog, BlankSheetDialog],
                         ids=["history", "statistics", "scorekeeper setup", "blank sheet"])
def test_no_button_label_is_cut_even_at_the_smallest_size(
        qtbot: QtBot, theme: style.Theme, make: type[QDialog]) -> None:
    # A style sheet's min-width let the layout squeeze the History buttons under their labels ("?rint sheet..").
    dialog = make(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for size in (dialog.size(), dialog.minimumSizeHint()):
        dialog.resize(size)
        QApplication.processEvents()
        for button in dialog.findChildren(QPushButton):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut at {size}"


@pytest.mark.parametrize("make", [HistoryWindow, StatsWindow], ids=["history", "statistics"])
def test_the_charts_write_in_the_theme_s_ink(qtbot: QtBot, theme: style.Theme, make: type[QDialog]) -> None:
    dialog = make(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    background = rgb(dialog.palette().color(QPalette.ColorRole.Window))
    charts = [w for w in dialog.findChildren(QWidget) if w.metaObject().className().endswith("Chart")]
    assert charts
    for chart in charts:
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.PlaceholderText):  # titles; "No hands yet"
            assert contrast(rgb(chart.palette().color(role)), background) >= 4.5, (chart, role)


def ink_span(button: QPushButton, ink: QColor) -> int:
    """How many pixel columns of the button's inside hold its label's ink (the border and ring left out)."""
    picture = button.grab().toImage()
    columns = [x for x in range(6, picture.width() - 6)
               if any(contrast(rgb(picture.pixelColor(x, y)), rgb(ink)) < 1.1 for y in range(8, picture.height() - 8))]
    return columns[-1] - columns[0] + 1 if columns else 0


def test_the_focus_ring_leaves_a_button_its_whole_label(qtbot: QtBot, theme: style.Theme) -> None:
    # The high-contrast ring (4 px where the border is 1) cut "Export…" to "xport..": the ring now takes its width
    # from the padding, so the label keeps the same room.
    dialog = QDialog()
    qtbot.addWidget(dialog)
    button = QPushButton("Export…", dialog)
    other = QPushButton("Close", dialog)
    for b in (button, other):
        b.setAutoDefault(False)  # a dialog's focused button is also its default, drawn in other colours
    other.move(0, 60)
    dialog.resize(300, 120)
    dialog.show()
    qtbot.waitExposed(dialog)
    button.resize(button.sizeHint())
    other.setFocus()
    QApplication.processEvents()
    plain = ink_span(button, QColor(theme.ink))
    button.setFocus()
    QApplication.processEvents()
    assert button.hasFocus()
    assert plain > 30
    assert abs(ink_span(button, QColor(theme.ink)) - plain) <= 1, "the focused button draws its whole label"


def test_a_disabled_button_does_not_look_like_an_enabled_one(qtbot: QtBot, theme: style.Theme) -> None:
    """The History window's Continue, disabled for a finished game, was drawn in the default button's full green
    (and any other disabled button as an enabled one): a player pressed it and nothing happened."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    default = QPushButton("Continue", dialog)
    default.setDefault(True)
    plain = QPushButton("Review…", dialog)
    plain.setAutoDefault(False)
    plain.move(0, 60)
    dialog.resize(300, 120)
    dialog.show()
    qtbot.waitExposed(dialog)
    for button in (default, plain):
        button.resize(button.sizeHint())
        enabled = button.grab().toImage()
        button.setEnabled(False)
        QApplication.processEvents()
        disabled = button.grab().toImage()
        assert disabled.size() == enabled.size(), "the same room"
        assert disabled != enabled, f"{button.text()} looks the same disabled"
        button.setEnabled(True)
    default.setEnabled(False)
    QApplication.processEvents()
    colours = Counter(default.grab().toImage().pixel(x, y) for x in range(default.width())
                      for y in range(default.height()))
    assert QColor(theme.heading).rgb() not in colours, "no default-button fill on a disabled button"


def field_contrast(edit: QWidget) -> float:
    palette = edit.palette()
    return contrast(rgb(palette.color(QPalette.ColorRole.Text)), rgb(palette.color(QPalette.ColorRole.Base)))


def text_room(edit: QWidget) -> tuple[int, int]:
    """The size of a line edit's text area, as its style draws it now."""
    from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

    assert isinstance(edit, QLineEdit)
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    rect = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    return rect.width(), rect.height()


def test_the_scorekeeper_window_follows_the_theme(qtbot: QtBot, theme: style.Theme) -> None:
    # It kept the plain light look in high contrast, its error dark red, a wrong field pale pink under white text.
    from spades_desktop.gui.scorekeeper.entry import set_invalid
    from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
    from spades_desktop.rules import load_preset

    preset = load_preset("standard")
    game = ScorekeptGame(preset.rules, ("Ann", "Bob", "Cy", "Di"), 3, preset.id, preset.name_in("en"), (),
                         "2026-11-30T20:00:00")
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert rgb(win.palette().color(QPalette.ColorRole.Window)) == rgb(QColor(theme.paper))
    win.message.setText("Bids must be numbers.")
    assert text_contrast(win.message, win) >= 4.5
    assert text_contrast(win.entry_title, win) >= 4.5
    edit = win.entry.bid_edits[0]
    assert field_contrast(edit) >= 4.5
    room = text_room(edit)
    set_invalid(edit, True)
    assert field_contrast(edit) >= 4.5, "a wrong field stays readable"
    assert text_room(edit) == room, "its thicker border takes nothing from the text"
    assert rgb(edit.palette().color(QPalette.ColorRole.Base)) != rgb(win.entry.bid_edits[1].palette().color(
        QPalette.ColorRole.Base)), "and shows it is wrong"
    picture = win.table.horizontalHeader().grab().toImage()
    pixels = Counter(rgb(picture.pixelColor(x, y)) for x in range(picture.width()) for y in range(picture.height()))
    ground = pixels.most_common(1)[0][0]
    assert max(contrast(ground, p) for p in pixels) >= 7, "the column headings stand out from their ground"
    win.close()


def test_the_review_board_lies_on_the_theme_s_felt(qtbot: QtBot, theme: style.Theme) -> None:
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.review.board import HandsBoard

    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.resize(640, 460)
    picture = board.grab().toImage()
    assert rgb(picture.pixelColor(3, 3)) == rgb(QColor(theme.felt[1]))


def test_the_duplicate_differences_are_readable(theme: style.Theme) -> None:
    from spades_desktop.gui.duplicate.window import gain_colours

    cell = QColor("#000000" if theme is style.HIGH_CONTRAST else "#ffffff")  # the table's cells in the theme
    for colour in gain_colours():
        assert contrast(rgb(colour), rgb(cell)) >= 4.5


def test_the_scorepad_s_small_print_is_readable() -> None:
    # The sub-headings (Bid, Pts), hand numbers and bag counts were light grey, about 3.3:1 on the side tints.
    from spades_desktop.gui import scorepad

    for ground in (scorepad.PAPER, scorepad.GOLD, *scorepad.TINTS):
        for ink in (scorepad.FAINT, scorepad.RED, scorepad.INK):
            assert contrast(rgb(ink), rgb(ground)) >= 4.5, (ink.name(), ground.name())


def _duplicate_setup() -> QDialog:
    from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
    from spades_desktop.gui.presets import load_presets

    return DuplicateSetupDialog(load_presets()[0])


def _new_game(preset: str, broken: bool = False) -> Any:
    def make() -> QDialog:
        from spades_desktop.gui.new_game_dialog import NewGameDialog
        from spades_desktop.gui.presets import load_presets
        from spades_desktop.gui.settings import NewGameChoices

        return NewGameDialog(load_presets()[0], NewGameChoices(preset_id=preset),
                             ["mine.yaml: line 3: mapping values are not allowed here"] if broken else None)

    return make


@pytest.mark.parametrize("make", [ScorekeeperSetupDialog, BlankSheetDialog, _duplicate_setup,
                                  _new_game("standard"), _new_game("cancellation"), _new_game("standard", True)],
                         ids=["scorekeeper setup", "blank sheet", "duplicate setup", "new game",
                              "new game, six seats", "new game, a broken preset"])
def test_a_narrow_dialog_keeps_its_fields_whole(qtbot: QtBot, theme: style.Theme, make: Any) -> None:
    # At its smallest width the scorekeeper setup's name fields were squeezed to thin lines: the window's
    # smallest height did not count the wrapped rules text above them. The New game dialog squeezed its
    # seats' fields at its smallest size (and, with a broken preset's note, at the size it opened at).
    from PySide6.QtWidgets import QComboBox, QLineEdit

    dialog = make() if make.__name__ in ("_duplicate_setup", "make") else make(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.minimumSizeHint().width(), 1)
    QApplication.processEvents()
    fields = [w for w in dialog.findChildren(QWidget) if isinstance(w, QLineEdit | QComboBox | QSpinBox)
              and w.isVisible() and not isinstance(w.parent(), QComboBox | QSpinBox)]
    assert fields
    for field in fields:
        assert field.height() >= field.sizeHint().height() - 1, (field.objectName(), field.height())
    boxes = [(field, field.geometry().translated(field.parentWidget().mapTo(dialog, field.pos()) - field.pos()))
             for field in fields]
    for i, (field, box) in enumerate(boxes):
        assert dialog.rect().contains(box), field.objectName()
        assert not any(box.intersects(other) for _, other in boxes[i + 1:]), "no field lies over another"


def stand_in_session() -> object:
    """What the duplicate comparison window reads of a match in progress: one deal played at both tables."""
    from PySide6.QtCore import QObject, Signal

    from spades_desktop.ai.duplicate_match import TableResult, new_match
    from spades_desktop.engine import RuleSet

    class Session(QObject):
        changed = Signal()
        finished_deal = Signal(int)
        bots_game_ready = Signal(int, object)
        state = new_match(RuleSet(), 2, 5).dealt(0).played(0, TableResult(62, -40)).bots_played(0, TableResult(40, 31))
        playing, index, problem = False, None, ""
        differs: frozenset[int] = frozenset()

        def bots_pending(self, _index: int) -> bool:
            return False

        def bots_failed(self, _index: int) -> bool:
            return False

        def may_review_bots(self, _index: int) -> bool:
            return False

        def replaying(self, _index: int) -> bool:
            return False

    return Session()


def test_the_duplicate_window_changes_its_colours_with_the_theme(qtbot: QtBot) -> None:
    from spades_desktop.gui.duplicate.window import DIFFERENCE_COLUMN, DuplicateWindow, gain_colours

    make_application()
    window = DuplicateWindow(stand_in_session())  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    try:
        for theme in (style.HIGH_CONTRAST, style.STANDARD):
            style.set_theme(theme.name)
            QApplication.processEvents()
            cell = window.table.item(0, DIFFERENCE_COLUMN)
            assert cell is not None and cell.text().startswith("+")
            assert cell.foreground().color() == gain_colours()[0], theme.name
    finally:
        style.set_theme(style.STANDARD.name)


def test_the_duplicate_export_follows_the_kind_chosen_for_a_name_without_extension(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"match" with PDF chosen in the dialog was written as CSV text in a file called "match"."""
    from PySide6.QtWidgets import QFileDialog

    from spades_desktop.gui.duplicate.window import DuplicateWindow

    make_application()
    window = DuplicateWindow(stand_in_session())  # type: ignore[arg-type]
    qtbot.addWidget(window)
    for kind, start in (("PDF (*.pdf)", b"%PDF"), ("Web page (*.html)", b"<"), ("CSV table (*.csv)", b"Deal")):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, k=kind, **_k: (str(tmp_path / "match"), k))
        written = window.export()
        assert written is not None and written.name == "match" + {"P": ".pdf", "W": ".html", "C": ".csv"}[kind[0]]
        assert written.read_bytes().startswith(start), kind
    assert not (tmp_path / "match").exists()


def test_the_hand_off_cover_follows_the_theme(qtbot: QtBot) -> None:
    # In high contrast the pass-and-play cover stayed green, its card dark green with gold text.
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.handoff import HandOffCover

    make_application()
    cover = HandOffCover(CardRenderer())
    qtbot.addWidget(cover)
    cover.resize(800, 600)
    cover.show()
    try:
        for theme in (style.HIGH_CONTRAST, style.STANDARD):
            style.set_theme(theme.name)
            cover.apply_theme()
            QApplication.processEvents()
            corner = cover.grab().toImage().pixelColor(2, 2)
            if theme is style.HIGH_CONTRAST:
                assert max(rgb(corner)) <= 20, "black (under the faint suit pattern)"
            else:
                assert corner.green() > corner.red() and corner.green() > corner.blue(), "the green cloth"
            assert rgb(cover.title.palette().color(QPalette.ColorRole.WindowText)) == rgb(QColor(theme.title))
    finally:
        style.set_theme(style.STANDARD.name)


def test_the_review_s_progress_bar_follows_the_theme(qtbot: QtBot, theme: style.Theme) -> None:
    # It kept Qt's own white bar and blue in high contrast: a white block in a black window.
    from spades_desktop.gui.review import ReviewWindow

    from .test_review import played_hand

    _, record = played_hand()
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    bar = win.progress
    bar.setRange(0, 10)
    bar.setValue(4)
    bar.show()
    picture = bar.grab().toImage()
    y = picture.height() // 2
    done = rgb(picture.pixelColor(picture.width() // 10, y))
    to_do = rgb(picture.pixelColor(picture.width() * 9 // 10, y))
    ink = rgb(QColor(theme.ink))
    high = theme is style.HIGH_CONTRAST
    assert to_do == ((0, 0, 0) if high else (255, 255, 255))
    assert contrast(done, to_do) >= (3 if high else 2), "the part done stands out from the part to do"
    assert contrast(done, ink) >= 4.5 and contrast(to_do, ink) >= 4.5, "the percentage is readable over both"
