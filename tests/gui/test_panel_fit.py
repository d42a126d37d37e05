"""The bid panel, its hint and the pass-and-play recap on a small table with a large font (a Russian family at 14
points at 150 %: a 580 x 430 table). The hint stood in a column five words wide beside the Hint button, 11 pixels
high, and the panel covered North's plate and the hand; the Russian panel's text was 12 pixels beside the plates'
14; the recap ("Since the deal") could be put over the player's own hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid
from spades_desktop.gui import main_window as main_window_module
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.layouts import WINDOW_FRAME
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

from .conftest import setup_for, simple_bots, start
from .pass_and_play_driver import Driver, pnp_setup, wait_any

REASON = ("not 2 as the card count says: played out in 40 ways the hidden cards could lie, 3 scores more for the "
          "hand, on average +35 points; the hint's check was cut short: the time for it ran out")


@pytest.fixture
def small_large_font(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The window with a 14-point font, about as large as on a 1366 x 768 laptop at 150 % (a 580 x 430 table)."""
    app = make_application()
    usual = QFont(app.font())
    large = QFont(usual)
    large.setPointSize(14)
    app.setFont(large)
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    room = QRect(0, 0, 911, 512)
    monkeypatch.setattr(main_window_module, "screen_room", lambda _widget: room)
    win.show()
    qtbot.waitExposed(win)
    win.fit_to_screen(room)
    win.fit_table_to_screen(room)
    win.resize(911, 512 - WINDOW_FRAME)
    qtbot.wait(100)
    yield win
    win.close()
    app.setFont(usual)


def _view_rect(win: MainWindow, rect: QRectF) -> QRect:
    return win.table_view.mapFromScene(rect).boundingRect()


def _plate(win: MainWindow, seat: int) -> QRect:
    plate = win.table_view.table.plate(seat)
    return _view_rect(win, plate.mapRectToScene(plate.boundingRect())).adjusted(2, 2, -2, -2)


def _hand(win: MainWindow) -> QRect:
    layout = win.table_view.table.layout
    assert layout is not None
    hand = layout.groups()["hand"]
    return _view_rect(win, QRectF(hand.x, hand.y, hand.w, hand.h)).adjusted(2, 2, -2, -2)


def _table_size(win: MainWindow) -> tuple[int, int]:
    return win.table_view.width(), win.table_view.height()


def _start_bidding(qtbot: QtBot, win: MainWindow) -> None:
    start(qtbot, win, setup_for(seed=5))
    view = win.table_view
    qtbot.waitUntil(view.bid_panel.isVisible)
    win.fit_table_to_screen(QRect(0, 0, 911, 512))
    win.resize(911, 512 - WINDOW_FRAME)
    qtbot.wait(100)
    assert 540 <= _table_size(win)[0] <= 640 and 380 <= _table_size(win)[1] <= 480, _table_size(win)


def _bid_with_hint(qtbot: QtBot, win: MainWindow) -> None:
    _start_bidding(qtbot, win)
    view = win.table_view
    view._show_hint(Bid(3), REASON)  # as the hint comes (the bots' hint takes seconds)
    qtbot.wait(50)


def test_the_bid_panel_s_hint_is_under_the_buttons_at_the_panel_s_width_and_as_large_as_the_plates(
        qtbot: QtBot, small_large_font: MainWindow) -> None:
    win = small_large_font
    _bid_with_hint(qtbot, win)
    panel = win.table_view.bid_panel
    label = panel.hint_label
    assert label.isVisible() and label.text().startswith("Hint: bid 3")
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible()]
    assert label.geometry().top() >= max(b.geometry().bottom() for b in buttons), "under the buttons"
    assert label.width() >= panel.hint_label_width(panel.width()) - 2, "the panel's whole width"
    plates_px = min(win.table_view.table.plate(seat)._fonts()[1].pixelSize() for seat in range(4))
    assert label.font().pixelSize() >= plates_px, (label.font().pixelSize(), plates_px)
    assert all(b.font().pixelSize() >= plates_px for b in buttons)
    assert label.height() >= label.heightForWidth(label.width()), "its lines shown whole"
    if label.text() != panel.hint_text():  # cut short: the whole hint in the tool tip (and on the status line)
        assert label.text().endswith("…") and label.toolTip() == panel.hint_text()
        assert REASON[:20] in win.status()


def test_the_hinted_bid_panel_leaves_the_partner_s_plate_and_the_hand_in_sight(
        qtbot: QtBot, small_large_font: MainWindow) -> None:
    win = small_large_font
    _bid_with_hint(qtbot, win)
    g = win.table_view.bid_panel.geometry()
    assert not g.intersects(_plate(win, 2)), "North's (the partner's) plate"
    assert not g.intersects(_hand(win)), "the hand"
    for seat in (1, 3):
        assert not g.intersects(_plate(win, seat)), seat
    assert win.table_view.viewport().rect().contains(g)


def test_in_russian_the_bid_panel_is_as_large_as_the_plates_text(
        qtbot: QtBot, russian: None, small_large_font: MainWindow) -> None:
    # 12 pixels beside the plates' 14: "Подсказка" took a row of its own, 4 pixels too high between the plates
    win = small_large_font
    _start_bidding(qtbot, win)
    view = win.table_view
    plates_px = min(view.table.plate(seat)._fonts()[1].pixelSize() for seat in range(4))
    assert view.bid_panel.font().pixelSize() >= plates_px
    g = view.bid_panel.geometry()
    # the partner's and the others' plates and the hand in sight (on so low a table, the player's own plate is
    # all it may cover: it says only "Bidding…")
    assert not any(g.intersects(_plate(win, seat)) for seat in (1, 2, 3)), (g, _table_size(win))
    assert not g.intersects(_hand(win))


def _pass_and_play_recap(qtbot: QtBot, win: MainWindow) -> None:
    """Seat 2's first bid in a two-person game: the bid panel and the recap ("Since the deal") shown."""
    win.table_view.cover.guard_seconds = 0
    win.start_game(pnp_setup("hbhb", seed=99))
    driver = Driver(qtbot, win)
    for _ in range(40):
        state = wait_any(qtbot, win)
        if state is State.HUMAN_TURN and win.table_view.recap_panel.isVisible() and win.controller.bottom == 2:
            break
        driver.step()
    assert win.table_view.recap_panel.isVisible() and win.table_view.bid_panel.isVisible()


@pytest.mark.parametrize("height", [440, 480])
def test_the_recap_never_covers_the_player_s_own_hand(
        qtbot: QtBot, small_large_font: MainWindow, height: int) -> None:
    # HINT=1 DEAL=99 on a 580 x 387 table: the recap hid 22 % of the hand's width
    win = small_large_font
    _pass_and_play_recap(qtbot, win)
    win.resize(911, height)
    qtbot.wait(100)
    win.table_view.place_panels()
    recap = win.table_view.recap_panel
    assert not recap.geometry().intersects(_hand(win)), (_table_size(win), recap.geometry(), _hand(win))


def test_the_recap_covers_a_panel_rather_than_the_hand_where_nothing_else_is_free(
        qtbot: QtBot, small_large_font: MainWindow) -> None:
    # Where every place hid something, the hand counted half as much as a panel: the recap went over the cards
    win = small_large_font
    _pass_and_play_recap(qtbot, win)
    view = win.table_view
    hand = _hand(win)
    view.bid_panel.setGeometry(0, 0, view.width(), hand.top() - 4)  # all the table above the hand
    view._place_recap()
    assert not view.recap_panel.geometry().intersects(hand), (view.recap_panel.geometry(), hand)
