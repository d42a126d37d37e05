"""Low-vision QA 9 leftovers: the scroll bars in high contrast, a disabled menu button's arrow, the bid marks of a
scorepad of three and four sides at its least width."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QDialog,
    QListWidget,
    QMenu,
    QPushButton,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from spades_desktop.engine import NIL, Bid
from spades_desktop.engine.actions import BLIND_NIL
from spades_desktop.engine.scoring import score_hand
from spades_desktop.gui import style
from spades_desktop.gui.scorepad import ScorepadWidget, _bid_layout
from spades_desktop.rules.presets import load_preset

from .conftest import rgb
from .test_table_polish import contrast


def _dialog(qtbot: QtBot) -> tuple[QDialog, QListWidget, QPushButton]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    box = QVBoxLayout(dialog)
    games = QListWidget()
    games.addItems([f"Game {i}" for i in range(80)])
    games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    box.addWidget(games)
    export = QPushButton("Export")
    export.setAutoDefault(False)  # as the History window's Export: not the dialog's default button
    menu = QMenu(export)
    menu.addAction("CSV")
    export.setMenu(menu)
    box.addWidget(export)
    dialog.resize(320, 420)
    dialog.show()
    qtbot.waitExposed(dialog)
    games.verticalScrollBar().setValue(30)
    return dialog, games, export


def _parts(bar: QScrollBar) -> tuple[QImage, dict[str, QColor]]:
    """The bar drawn, and the colours at the middle of its handle, of its groove (beside the handle) and of an
    arrow button's edge."""
    image = bar.grab().toImage()
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    control = QStyle.ComplexControl.CC_ScrollBar
    handle = bar.style().subControlRect(control, option, QStyle.SubControl.SC_ScrollBarSlider, bar)
    groove = bar.style().subControlRect(control, option, QStyle.SubControl.SC_ScrollBarGroove, bar)
    vertical = bar.orientation() == Qt.Orientation.Vertical
    if vertical:
        page = QPoint(groove.center().x(), max(handle.bottom() + 4, groove.bottom() - 4))
    else:
        page = QPoint(max(handle.right() + 4, groove.right() - 4), groove.center().y())
    return image, {"handle": image.pixelColor(handle.center()), "groove": image.pixelColor(page)}


def test_the_scroll_bars_stand_out_on_the_page_in_both_themes(qtbot: QtBot, theme: style.Theme) -> None:
    # High contrast: Qt's stock grey bars, 14 pixels wide, the handle pale grey on white on the black page (QA 9).
    dialog, games, _export = _dialog(qtbot)
    page = dialog.palette().color(dialog.backgroundRole())
    for bar in (games.verticalScrollBar(), games.horizontalScrollBar()):
        _image, colours = _parts(bar)
        handle, groove = rgb(colours["handle"]), rgb(colours["groove"])
        assert contrast(handle, groove) >= 3, (theme.name, bar.orientation(), colours)
        assert contrast(handle, rgb(page)) >= 3, (theme.name, bar.orientation(), colours, page.name())
        across = bar.width() if bar.orientation() == Qt.Orientation.Vertical else bar.height()
        if theme is style.HIGH_CONTRAST:
            assert across >= 18, across  # wider to grab than Qt's 14 (twice that at 200 %)


def test_a_disabled_menu_button_s_arrow_is_greyed_like_its_words(qtbot: QtBot, theme: style.Theme) -> None:
    # History's Export ▼ with no game chosen: the words grey, the ▼ in full ink (QA 9).
    _window, _games, export = _dialog(qtbot)
    for default in (False, True):
        export.setDefault(default)
        export.setEnabled(True)
        shown = _arrow_colour(export)
        export.setEnabled(False)
        greyed = _arrow_colour(export)
        words = rgb(export.palette().color(export.palette().ColorGroup.Disabled, export.foregroundRole()))
        assert greyed != shown, (theme.name, default, greyed)
        # the disabled ▼ in the disabled words' grey (within antialiasing)
        assert max(abs(a - b) for a, b in zip(greyed, _disabled_grey(theme), strict=True)) <= 40, (greyed, words)


def _disabled_grey(theme: style.Theme) -> tuple[int, int, int]:
    grey = QColor("#9a9a9a" if theme is style.HIGH_CONTRAST else "#8f8b80")
    return rgb(grey)


def _arrow_colour(button: QPushButton) -> tuple[int, int, int]:
    """The colour of the ▼'s most saturated-against-the-face pixel in the right quarter of the button."""
    button.repaint()
    image = button.grab().toImage()
    face = rgb(image.pixelColor(image.width() // 2, 3))
    right = image.width() - 1
    best, far = face, 0
    for x in range(right - image.width() // 5, right - 4):
        for y in range(image.height() // 4, 3 * image.height() // 4):
            colour = rgb(image.pixelColor(x, y))
            distance = sum(abs(a - b) for a, b in zip(colour, face, strict=True))
            if distance > far:
                best, far = colour, distance
    return best


def _widest_marks(preset: str) -> ScorepadWidget:
    """A pad of ``preset`` with the widest bid marks: a failed blind nil by the dealer beside 13s."""
    rules = load_preset(preset).rules
    players = rules.players
    pad = ScorepadWidget()
    pad.set_game(rules, [f"P{i}" for i in range(players)], preset)
    for number, bids in enumerate(([BLIND_NIL] + [Bid(13)] * (players - 1), [NIL] + [Bid(13)] * (players - 1))):
        pad.add_hand(score_hand(rules, bids, [1] * players, [0] * rules.sides, [0] * rules.sides,
                                hand_number=number + 1, dealer=0), animate=False)
    return pad


def test_bid_marks_keep_most_of_the_pad_s_type_at_its_least_width(qtbot: QtBot) -> None:
    # Cutthroat's four sides at the pad's least width drew a dealt "BN✗" at 0.38 of the pad's type (QA 9).
    for preset in ("cutthroat", "three-player", "cancellation", "standard"):
        pad = _widest_marks(preset)
        qtbot.addWidget(pad)
        pad.resize(pad.minimumWidth(), 600)
        pad.show()
        qtbot.waitExposed(pad)
        pad.resize(pad.minimumWidth(), 600)
        qtbot.wait(10)
        ratios = []
        for state in pad._rows:
            for side, cell in enumerate(state.row.sides):
                column = next(c for c in pad._columns if c.side == side and c.kind == "bid")
                ratios.append(_bid_layout(column.width, cell, pad.font())[1])
        assert min(ratios) >= 0.6, (preset, pad.minimumWidth(), min(ratios))
