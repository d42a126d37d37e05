"""The table at the window sizes players use, from the smallest the window allows to 2560 x 1440 with the
scorepad docked: the bid panel between the name plates, the status line and the scorepad's key whole, and a
scorepad that grows with a maximised window."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Phase
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import SeatSetup, State
from spades_desktop.gui.layouts import WINDOW_FRAME
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.scorepad_geometry import MODES, min_width
from spades_desktop.gui.settings import Speed

from .conftest import human_view, play_until, setup_for, simple_bots, start, wait_for_human


@pytest.fixture(params=["en", "ru"])
def any_window(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[MainWindow]:
    """The window at 1280 x 800, in English and in Russian (longer words)."""
    if request.param == "ru":
        request.getfixturevalue("russian")
    make_application()
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def _bid_panel_shown(qtbot: QtBot, win: MainWindow) -> None:
    """A game started and the human's cards looked at: the panel offers the numbers 1 to 13 and Nil."""
    start(qtbot, win, setup_for(seed=3))
    look = next(a for a in human_view(win).legal if str(a) == "look")
    assert win.controller.submit(look) is None
    panel = win.table_view.bid_panel
    qtbot.waitUntil(lambda: panel.isVisible() and len(panel.offered_actions()) > 5)


def _resize(qtbot: QtBot, win: MainWindow, width: int, height: int) -> None:
    win.resize(width, height)
    qtbot.wait(100)


def _smallest(qtbot: QtBot, win: MainWindow) -> None:
    """The window as small as it goes (the scorepad's key wraps to more lines there: a little higher again)."""
    for _ in range(2):
        least = win.minimumSizeHint()
        _resize(qtbot, win, least.width(), least.height())


def _plates(win: MainWindow) -> list[QRect]:
    """The name plates on the viewport, their soft edges aside."""
    view = win.table_view
    rects = []
    for seat in range(4):
        plate = view.table.plate(seat)
        rect = view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect()
        rects.append(rect.adjusted(3, 3, -3, -3))
    return rects


def _hand(win: MainWindow) -> QRect:
    """Where the cards of the human's hand lie on the viewport."""
    view = win.table_view
    view_hand = human_view(win).hand or ()
    box = QRect()
    for card in view_hand:
        item = view.table.card_item(card)
        assert item is not None
        box = box.united(view.mapFromScene(item.mapRectToScene(item.boundingRect())).boundingRect())
    return box


def _covered(win: MainWindow) -> list[str]:
    panel = win.table_view.bid_panel.geometry()
    found = [f"plate {seat}" for seat, rect in enumerate(_plates(win)) if panel.intersects(rect)]
    return found + (["hand"] if panel.intersects(_hand(win).adjusted(2, 2, -2, -2)) else [])


def test_at_800_by_600_with_the_scorepad_docked_the_bid_panel_leaves_every_name_plate_in_sight(
        qtbot: QtBot, any_window: MainWindow) -> None:
    win = any_window
    _bid_panel_shown(qtbot, win)
    _resize(qtbot, win, 800, 600)
    assert win.scorepad_dock.isVisible() and not win.scorepad_dock.isFloating()
    assert _covered(win) == [], (win.table_view.bid_panel.geometry(), _plates(win))
    panel = win.table_view.bid_panel
    for action in panel.offered_actions():  # every button whole inside the panel, the panel inside the table
        button = panel.button_for(action)
        assert button is not None and panel.rect().contains(button.geometry()), action
    assert win.table_view.viewport().rect().contains(panel.geometry())


def test_the_smallest_window_holds_the_bid_panel_between_the_plates_and_above_the_hand(
        qtbot: QtBot, any_window: MainWindow) -> None:
    # At 636 x 441 the panel lay over all four plates and the hand.
    win = any_window
    _bid_panel_shown(qtbot, win)
    _smallest(qtbot, win)
    least = win.minimumSizeHint()
    assert (win.width(), win.height()) == (least.width(), least.height())
    assert least.width() <= 1024 and least.height() <= 600 - WINDOW_FRAME, "it fits a 1024 x 600 screen"
    assert _covered(win) == [], (win.table_view.bid_panel.geometry(), _plates(win), _hand(win))
    assert win.table_view.viewport().rect().contains(win.table_view.bid_panel.geometry())


def _lines(label: QLabel, width: int) -> list[str]:
    """The lines a word-wrapped plain-text label shows at ``width``."""
    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(label.text()[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_the_others_bids_break_after_a_dot_not_before_it(qtbot: QtBot, russian: None, window: MainWindow) -> None:
    # In Russian at 1024 x 640 the second line of the others' bids began with a lone "·".
    _bid_panel_shown(qtbot, window)
    label = window.table_view.bid_panel.bids_line
    for width in range(100, 500, 5):  # whatever room the table leaves the panel
        lines = _lines(label, width)
        assert not any(line.strip().startswith("·") for line in lines), (width, lines)


def _whole(label: QLabel) -> bool:
    """The label's text, wrapped at its width, fits its height."""
    flags = int(Qt.TextFlag.TextWordWrap)
    rect = label.contentsRect()
    need = label.fontMetrics().boundingRect(0, 0, rect.width(), 10_000, flags, label.text()).height()
    return label.wordWrap() and need <= rect.height()


def test_the_status_line_wraps_on_a_small_window_rather_than_run_off_its_edge(
        qtbot: QtBot, any_window: MainWindow) -> None:
    win = any_window
    start(qtbot, win, setup_for(seed=3))
    play_until(qtbot, win, lambda w: human_view(w).phase is Phase.PLAY and bool(human_view(w).trick))
    _smallest(qtbot, win)
    qtbot.wait(50)
    table = win.table_view.viewport().height()  # at a usual turn's line
    line, least = win.status_label.height(), win.minimumSizeHint().height()
    with qtbot.waitSignal(win.controller.hint_ready, timeout=10_000):  # the hint is checked: up to half a second
        win.table_view.request_hint()  # the hint and its reason before "Your turn …": the longest line there is
    qtbot.wait(50)
    assert "  —  " in win.status() and _whole(win.status_label), win.status()
    view = human_view(win)
    assert win.controller.submit(next(a for a in view.legal)) is None  # a turn later: another line
    wait_for_human(qtbot, win)
    qtbot.wait(50)
    assert _whole(win.status_label), win.status()
    # the usual lines keep one height, and after the hint's longer line the status line is as low as before it
    # (it kept the hint's height: on a low screen the window stayed taller than the screen); the window, grown
    # for the hint, may keep its height: the table has the room the line gave back
    assert win.status_label.height() == line and win.minimumSizeHint().height() == least
    assert win.table_view.viewport().height() >= table, "the table does not jump as the status line changes"


def test_a_maximised_window_gives_the_scorepad_more_room_and_larger_type(qtbot: QtBot, window: MainWindow) -> None:
    # At 1920 x 1080 the scorepad stayed 270 pixels wide with the same small type while the table grew.
    start(qtbot, window, setup_for(seed=3))
    pad = window.scorepad
    assert isinstance(pad, ScorepadWidget)
    sizes = {}
    for size in ((1280, 800), (1920, 1080), (2560, 1440), (1280, 800)):
        _resize(qtbot, window, *size)
        sizes[size] = (window.scorepad_dock.width(), pad.font().pointSizeF(), MODES.index(pad.mode()))
    (w1, f1, m1), (w2, f2, m2), (w3, f3, m3) = sizes[(1280, 800)], sizes[(1920, 1080)], sizes[(2560, 1440)]
    assert w2 > w1 * 1.3 and f2 > f1 * 1.2, sizes
    assert w3 > w2 and f3 >= f2, sizes
    assert f3 <= f1 * 1.5 + 0.01, "the type grows up to a limit"
    assert m2 <= m1 and m3 <= m2, "no column is lost to the larger type"
    assert window.table_view.viewport().width() > window.scorepad_dock.width() * 3, "the table keeps most of it"


def test_the_scorepad_keeps_the_share_of_the_window_i_gave_it(qtbot: QtBot, window: MainWindow) -> None:
    window.resizeDocks([window.scorepad_dock], [400], Qt.Orientation.Horizontal)  # the player drags its edge
    qtbot.wait(50)
    _resize(qtbot, window, 1920, 1080)
    assert abs(window.scorepad_dock.width() - 600) <= 4, window.scorepad_dock.width()
    _resize(qtbot, window, 1280, 800)
    assert abs(window.scorepad_dock.width() - 400) <= 4, window.scorepad_dock.width()


def test_the_smallest_window_shows_the_sides_names_and_the_key_whole_in_russian(
        qtbot: QtBot, russian: None) -> None:
    # At 636 x 441 the pad was 150 pixels wide: "Александ…" and "Мешки накоплено; з" were cut.
    make_application()
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    qtbot.waitExposed(win)
    try:
        setup = setup_for(seed=3)
        seats = (setup.seats[0], SeatSetup("Александра", "easy"), *setup.seats[2:])  # the longer name opposite
        start(qtbot, win, replace(setup, seats=seats))
        _smallest(qtbot, win)
        pad = win.scorepad
        assert isinstance(pad, ScorepadWidget)
        key = pad.findChild(QLabel, "scorepadLegend")
        assert key is not None and key.minimumSizeHint().width() <= key.width(), "no line of the key is cut"
        assert key.height() >= key.heightForWidth(key.width())
        bold_font = pad.font()
        bold_font.setBold(True)
        bold = QFontMetricsF(bold_font)
        for head, lines in zip(pad._heads, pad._head.titles(), strict=True):
            cols = [c for c in pad._columns if c.side == head.side]
            room = cols[-1].right - cols[0].x - 4
            for line in lines:  # drawn at 70 % of the type at the least, never cut short with "…"
                assert bold.horizontalAdvance(line) * 0.7 <= room, (line, room)
        assert "Александра" in " ".join(" ".join(lines) for lines in pad._head.titles())
        assert pad.width() >= min_width("tiny", 2, 2, True, pad._scale()) - 1
    finally:
        win.close()


def test_the_game_over_chart_keeps_its_numbers_whole_on_a_big_table(qtbot: QtBot, window: MainWindow) -> None:
    # At 1920 x 1080 the panel's large type was drawn in the chart's usual margins: "-200" lost its minus sign,
    # the hands' numbers under the axis were cut in half.
    _resize(qtbot, window, 1920, 1080)
    start(qtbot, window, setup_for(seed=3, hand_limit=1))
    while (state := wait_for_human(qtbot, window)) is not State.GAME_OVER:
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
            continue
        assert window.controller.submit(human_view(window).legal[0]) is None
    extras = window.game_over_extras
    assert extras is not None and window.table_view.game_over_panel.isVisible()
    chart = extras.chart
    qtbot.wait(50)
    fm = chart.fontMetrics()
    area = chart.area()
    assert fm.height() > 20, "the panel's type is large on this table"
    assert area.left() - 6 >= fm.horizontalAdvance("-000"), "the y axis' numbers, with their signs"
    assert chart.height() - area.bottom() - 4 >= fm.height(), "the hands' numbers under the x axis"
    assert QRectF(chart.rect()).contains(area)


# ------------------------------------------------ the panels between the side plates on a small window
SMALL_SIZES = ["smallest", "1024x640"]


def _to_size(qtbot: QtBot, win: MainWindow, size: str) -> None:
    if size == "smallest":
        _smallest(qtbot, win)
    else:
        width, height = (int(n) for n in size.split("x"))
        _resize(qtbot, win, width, height)


def _undock(qtbot: QtBot, win: MainWindow, docked: bool) -> None:
    if not docked:
        win.scorepad_dock.setFloating(True)
        qtbot.wait(50)
        assert win.scorepad_dock.isFloating()


def _one_hand_played(qtbot: QtBot, win: MainWindow) -> None:
    """A game of one hand played to its end; the human bids 10 and is set (a side's score below zero)."""
    start(qtbot, win, setup_for(seed=3, hand_limit=1, mercy=None))
    while wait_for_human(qtbot, win) is State.HUMAN_TURN:
        legal = human_view(win).legal
        action = next((a for a in legal if str(a) == "look"), None) or next(
            (a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks == 10), legal[0])
        assert win.controller.submit(action) is None
    assert win.controller.state is State.HAND_OVER


def _cut(panel: QWidget) -> list[str]:
    """The texts of the panel's labels and buttons that are not shown whole: a button narrower than its words,
    a label narrower or lower than its lines, anything outside the panel."""
    cut = []
    for widget in panel.findChildren(QWidget):
        if not widget.isVisibleTo(panel) or not isinstance(widget, (QLabel, QPushButton)) or not widget.text():
            continue
        if not panel.rect().contains(widget.geometry()):
            cut.append(f"outside: {widget.text()}")
        elif isinstance(widget, QPushButton) and widget.width() < widget.sizeHint().width():
            cut.append(f"button: {widget.text()}")
        elif isinstance(widget, QLabel) and widget.wordWrap() and not _whole(widget):
            cut.append(f"lines: {widget.text()}")
        elif isinstance(widget, QLabel) and not widget.wordWrap() and widget.width() < widget.sizeHint().width():
            cut.append(f"label: {widget.text()}")
    return cut


def _clear_of_plates(win: MainWindow, panel: QWidget) -> None:
    """The panel covers no name plate, lies inside the table and shows each of its words whole, in a text no
    smaller than the panels' least (11 pixels)."""
    g = panel.geometry()
    assert [seat for seat, rect in enumerate(_plates(win)) if g.intersects(rect)] == [], (g, _plates(win))
    assert win.table_view.viewport().rect().contains(g)
    assert _cut(panel) == []
    assert panel.font().pixelSize() >= 11


@pytest.mark.parametrize("docked", [True, False], ids=["docked", "undocked"])
@pytest.mark.parametrize("size", SMALL_SIZES)
def test_on_a_small_window_the_hand_s_summary_leaves_the_side_plates_in_sight(
        qtbot: QtBot, any_window: MainWindow, size: str, docked: bool) -> None:
    # Below about 1024 pixels wide the summary (314 pixels) lay over West's and East's plates.
    win = any_window
    _undock(qtbot, win, docked)
    _one_hand_played(qtbot, win)
    _to_size(qtbot, win, size)
    panel = win.table_view.summary_panel
    assert panel.isVisible()
    _clear_of_plates(win, panel)
    shown = " ".join(label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel))
    assert "\u2212130" in shown, "the set side's points, with a true minus"


@pytest.mark.parametrize("size", ["smallest", "800x560"])
def test_long_side_names_keep_the_hand_s_summary_between_the_plates(
        qtbot: QtBot, any_window: MainWindow, size: str) -> None:
    # A family's "Робот Вася и Робот Петя" made the summary as wide as its name at 800 x 600: it lay over East's
    # plate ("бот Вася") and West's bid.
    from dataclasses import replace

    win = any_window
    setup = setup_for(seed=3, hand_limit=1, mercy=None)
    names = ("Маша", "Робот Вася", "Дедушка", "Робот Петя")
    setup = replace(setup, seats=tuple(replace(seat, name=name) for seat, name in zip(setup.seats, names,
                                                                                      strict=True)))
    start(qtbot, win, setup)
    while wait_for_human(qtbot, win) is State.HUMAN_TURN:
        legal = human_view(win).legal
        assert win.controller.submit(next((a for a in legal if str(a) == "look"), legal[0])) is None
    _to_size(qtbot, win, size)
    panel = win.table_view.summary_panel
    assert panel.isVisible()
    _clear_of_plates(win, panel)
    shown = " ".join(label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel))
    assert "Робот" in shown and "Петя" in shown, "the side's name, whole"


@pytest.mark.parametrize("docked", [True, False], ids=["docked", "undocked"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, "1280x800"])
def test_on_a_small_window_the_game_over_panel_leaves_the_side_plates_in_sight(
        qtbot: QtBot, any_window: MainWindow, size: str, docked: bool) -> None:
    # Its chart made it 488 pixels wide: over West's and East's plates up to 1280 x 800 with the scorepad docked.
    win = any_window
    _undock(qtbot, win, docked)
    _one_hand_played(qtbot, win)
    win.table_view.continue_after_hand()
    assert wait_for_human(qtbot, win) is State.GAME_OVER
    _to_size(qtbot, win, size)
    panel = win.table_view.game_over_panel
    assert panel.isVisible()
    _clear_of_plates(win, panel)
    extras = win.game_over_extras
    assert extras is not None
    if size == "1280x800":
        assert extras.chart.isVisibleTo(panel), "a table this size keeps the chart of the game"
        widest = max(extras.chart.fontMetrics().horizontalAdvance(label) for label in extras.chart.labels())
        assert extras.chart.right_margin() >= widest + 16, "its end labels whole"


def test_at_1024_by_640_the_blind_question_fits_between_the_plates(qtbot: QtBot, any_window: MainWindow) -> None:
    # Its title and its row of buttons made it wider than the room between West's and East's plates.
    win = any_window
    start(qtbot, win, setup_for(seed=3))
    _resize(qtbot, win, 1024, 640)
    panel = win.table_view.bid_panel
    assert human_view(win).hand is None and panel.isVisible()
    _clear_of_plates(win, panel)
    assert panel.explain.isVisible(), "it keeps its line on blind nil"


@pytest.mark.parametrize("size", ["smallest", "1024x640", "1280x800"])
def test_with_blind_bids_every_button_of_the_blind_question_shows_its_words(
        qtbot: QtBot, any_window: MainWindow, size: str) -> None:
    # Blind nil, Blind 1 to Blind 7 and Look at my cards in one row: "Look at my cards" was cut short, and on a
    # small window every button was.
    win = any_window
    start(qtbot, win, setup_for(seed=3, blind_bids=True, blind_bid_behind=0))
    _to_size(qtbot, win, size)
    panel = win.table_view.bid_panel
    assert panel.isVisible() and len(panel.offered_actions()) == 9
    assert _cut(panel) == []
    assert len(panel.special_rows()) >= 2, "the buttons wrap into rows"
    if size != "smallest":
        _clear_of_plates(win, panel)


def test_on_the_smallest_russian_table_the_blind_bids_are_numbers_under_one_label(
        qtbot: QtBot, window: MainWindow, russian: None) -> None:
    # "Вслепую 1" … "Вслепую 7" took a row each: the question stood 391 pixels high, over North's plate and the hand.
    win = window
    start(qtbot, win, setup_for(seed=3, blind_bids=True, blind_bid_behind=0))
    _to_size(qtbot, win, "smallest")
    panel = win.table_view.bid_panel
    blind = [a for a in panel.offered_actions() if isinstance(a, Bid) and a.kind is BidKind.BLIND]
    assert len(blind) == 7
    assert panel.blind_label.isVisible() and panel.blind_label.text() == "Вслепую:"
    for action in blind:
        button = panel.button_for(action)
        assert button is not None
        assert button.text() == str(action.tricks)
        assert button.accessibleName() == f"Вслепую {action.tricks}", "a screen reader still hears the whole bid"
    assert panel.height() <= 300, panel.height()
    assert _cut(panel) == []
    _to_size(qtbot, win, "1280x800")  # room for two a row: the words again
    assert not panel.blind_label.isVisible()
    assert panel.button_for(blind[2]).text() == "Вслепую 3"  # type: ignore[union-attr]
    _to_size(qtbot, win, "smallest")
    panel.button_for(blind[2]).click()  # type: ignore[union-attr]
    assert panel.asking() == Bid(3, BidKind.BLIND), "a blind bid asks first"
    with qtbot.waitSignal(panel.action_chosen) as chosen:
        panel.button_for(blind[2]).click()  # type: ignore[union-attr]
    assert chosen.args == [Bid(3, BidKind.BLIND)]


def test_the_deal_number_is_whole_on_the_status_line_from_the_first_hand(qtbot: QtBot, window: MainWindow) -> None:
    """Beside the wrapping status line the deal number kept the width it had when empty for a while: a QA's
    pictures of a two-player game, taken as each turn began, showed a 6-pixel sliver of "Deal no. 7 · hand 1"."""
    from spades_desktop.rules import load_preset

    from .pass_and_play_driver import pnp_setup, wait_any

    window.start_game(pnp_setup("hh", load_preset("two-player").rules, seed=7, preset_id="two-player"))
    wait_any(qtbot, window)
    label = window.deal_label
    assert label.text() == "Hand 1"  # two people: the deal number of a hand in play is not shown (privacy QA)
    assert label.width() >= label.sizeHint().width()
    assert window.status_label.geometry().right() < label.geometry().left(), "side by side, not over each other"
