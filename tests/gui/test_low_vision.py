"""A low-vision player: a larger application font, on a 1366 x 768 laptop at 150 % (911 x 512 logical pixels) or
unscaled. The main window, the New game dialog and the Statistics window fit the screen (Deal and Cancel in
reach), the table's text grows with the application font (the bids and tricks won were smaller than the menus'
text), and the bid panel and the hand's summary leave the name plates in sight.

The windows are measured in a child process started as the app starts (``run_gui``: ``fit_to_screen``, the table
built after the first paint), with an offscreen screen of that size, ``QT_SCALE_FACTOR`` and the font set before
the app starts: ``python -m tests.gui.test_low_vision POINTS`` prints what it saw as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractScrollArea, QApplication
from pytestqt.qtbot import QtBot

from spades_desktop.gui.layout import (
    PLATE_LINE2,
    READING_PLATE_EMS,
    USUAL_READING_PX,
    compute_layout,
    overlaps,
    reading_font_px,
)
from spades_desktop.gui.layouts import WINDOW_FRAME

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = (1366, 768)


def _run(tmp: Path, points: int, scale: str | None, *more: str) -> dict[str, Any]:
    config = tmp / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": LAPTOP[0],
                                               "height": LAPTOP[1], "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(tmp / "sd"),
               HOME=str(tmp), PYTHONPATH=str(ROOT))
    env.pop("QT_SCALE_FACTOR", None)
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    done = subprocess.run([sys.executable, "-m", "tests.gui.test_low_vision", str(points), *more], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@pytest.fixture(scope="module")
def laptop_14pt(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A 14-point font at 150 %."""
    return _run(tmp_path_factory.mktemp("lowvis-14pt"), 14, "1.5")


@pytest.fixture(scope="module")
def laptop_16pt(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A 16-point font at 150 %."""
    return _run(tmp_path_factory.mktemp("lowvis-16pt"), 16, "1.5")


@pytest.fixture(scope="module")
def laptop_20pt(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A 20-point font, unscaled."""
    return _run(tmp_path_factory.mktemp("lowvis-20pt"), 20, None)


@pytest.fixture(scope="module", params=[(14, "en"), (16, "en"), (14, "ru"), (16, "ru")],
                ids=lambda p: f"{p[0]}pt-{p[1]}")
def keeper_at_150(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The Keep score window (Game > Keep score for a real game…) with a large font at 150 %, in English and
    Russian, a bid refused under the entry row and a line in the status bar."""
    points, language = request.param
    return _run(tmp_path_factory.mktemp(f"lowvis-keeper-{points}-{language}"), points, "1.5", "keeper", language)


def test_with_a_large_font_at_150_percent_the_keep_score_window_fits_the_screen(
        keeper_at_150: dict[str, Any]) -> None:
    # 14 points: the window's least height was 547 on a 512-pixel screen (Russian at 16 points: 615), the scorepad
    # beside the hands table as high as all its parts: the refusal under the entry row and the Enter hand button
    # were below the screen's edge. The scorepad scrolls now (its totals in sight), the entry row never.
    keeper = keeper_at_150
    room_x, room_y, room_w, room_h = keeper["room"]
    assert keeper["least"][1] + WINDOW_FRAME <= room_h and keeper["least"][0] <= room_w, keeper
    x, y, width, height = keeper["geometry"]
    assert room_x <= x and x + width <= room_x + room_w and room_y <= y and y + height <= room_y + room_h, keeper
    assert keeper["message"] and keeper["message_whole"], keeper
    for part in ("message", "enter_button", "last_field", "status_bar"):
        assert room_y < keeper["bottoms"][part] <= y + height, (part, keeper)
    assert keeper["pad_scrolls"] and keeper["pad_at_end"], "the scorepad scrolls, kept at its totals"


def test_in_a_low_keep_score_window_a_scorepad_row_reached_by_tab_scrolls_into_sight(qtbot: QtBot) -> None:
    # The scorepad scrolls where the window is too low for it, kept at its end; scrolled up, Tab from the hands
    # table went to a row below the area's edge, out of sight.
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

    from .test_scorekeeper import entries, new_game

    make_application()
    game = new_game()
    for index, entry in enumerate(entries("4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 1 3 5 4\n3 3 3 3 / 3 3 4 3")):
        game, _tally = game.with_hand(index, entry)
    win = ScorekeeperWindow(game, autosave=False, history=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: win.isActiveWindow() and win.isAncestorOf(QApplication.focusWidget()))
    win.resize(900, win.minimumSizeHint().height())
    bar = win.pad_holder.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())  # the totals in sight
    bar.setValue(0)
    win.table.setFocus()
    qtbot.waitUntil(win.table.hasFocus)
    win.focusNextChild()  # Tab: to the scorepad's list, which gives the newest row the focus

    def on_a_row() -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and win.scorepad.isAncestorOf(focus) and not isinstance(focus, QAbstractScrollArea)

    qtbot.waitUntil(on_a_row)
    row = QApplication.focusWidget()
    assert row is not None
    qtbot.wait(50)
    top = row.mapTo(win.pad_holder.viewport(), QPoint(0, 0)).y()
    assert top >= 0 and top + row.height() <= win.pad_holder.viewport().height(), (top, row.height(), bar.value())


def test_with_a_14_point_font_at_150_percent_the_main_window_fits_the_screen(laptop_14pt: dict[str, Any]) -> None:
    # The scorepad's least width grew with the font (327) and the table widened on the low screen (667): the
    # window was 1025 pixels wide on a 911-pixel screen, the scorepad's right edge off it.
    main = laptop_14pt["main"]
    room_x, _room_y, room_w, _room_h = main["room"]
    x, _y, width, _height = main["frame"]
    assert main["least"][0] <= room_w, main
    assert room_x <= x and x + width <= room_x + room_w, main
    assert main["pad_least"] >= main["pad_usual_least"], "the scorepad keeps its least at the usual type"


def test_with_a_14_point_font_at_150_percent_deal_and_cancel_are_on_the_screen(laptop_14pt: dict[str, Any]) -> None:
    # The New game dialog was 579 high on a 512-pixel screen, nothing scrolled: Deal and Cancel were below its edge.
    dialog = laptop_14pt["new_game"]
    assert dialog["buttons"] >= 2 and dialog["buttons_off"] == [], dialog
    _x, y, _width, height = dialog["geometry"]
    assert y + height <= dialog["room"][1] + dialog["room"][3], dialog


def test_with_a_20_point_font_the_window_and_new_game_fit_the_screen(laptop_20pt: dict[str, Any]) -> None:
    # New game was 895 high on a 768-pixel screen: Deal and Cancel off it.
    main, dialog = laptop_20pt["main"], laptop_20pt["new_game"]
    assert main["frame"][0] + main["frame"][2] <= main["room"][0] + main["room"][2], main
    assert dialog["buttons"] >= 2 and dialog["buttons_off"] == [], dialog


def test_with_a_20_point_font_the_bids_on_the_plates_grow_with_it(laptop_20pt: dict[str, Any]) -> None:
    # The plates' text followed only the table's size: their second line (bid, tricks won) was 11 pixels high
    # beside menus of 27, smaller than with the usual font (the table is narrower beside the larger scorepad).
    # Now twice that: as large as the menus' as far as the plates still hold the names (a 900-pixel table: 22).
    table = laptop_20pt["table"]
    assert table["line2_px"] >= 0.8 * table["app_px"] and table["line2_px"] >= 2 * table["usual_line2_px"], table


def test_with_a_14_point_font_at_150_percent_the_plates_text_grows(laptop_14pt: dict[str, Any]) -> None:
    # 580 x 430 of table: the second line was 8 pixels beside menus of 19.
    table = laptop_14pt["table"]
    assert table["line2_px"] >= 0.65 * table["app_px"] and table["line2_px"] > table["usual_line2_px"], table


@pytest.mark.parametrize("points", [14, 16, 20])
def test_with_a_large_font_the_statistics_window_fits_the_screen(request: pytest.FixtureRequest, points: int) -> None:
    # 913 x 537 on the 911 x 512 screen with a 12-point font at 150 %, 621 high with a 16-point one: its lower
    # tiles and charts below the screen's edge, the window a little wider than the screen.
    stats = request.getfixturevalue(f"laptop_{points}pt")["stats"]
    room_x, room_y, room_w, room_h = stats["room"]
    x, _y, width, _height = stats["frame"]  # its sides' frame within the screen's width
    assert width <= room_w and room_x <= x and x + width <= room_x + room_w, stats
    _x, y, _width, height = stats["geometry"]  # under a title bar (``WINDOW_FRAME``) of the window manager's
    assert stats["least"][1] + WINDOW_FRAME <= room_h and y + height <= room_y + room_h, stats
    assert stats["scrolls"] == (points < 20), "the figures and charts scroll where the screen is too low for them"


@pytest.mark.parametrize("points", [14, 16])
def test_with_a_large_font_at_150_percent_the_main_window_fits_the_screen_s_height(
        request: pytest.FixtureRequest, points: int) -> None:
    # With a 16-point font the window's least height was 525 on a 512-pixel screen: the scorepad's key to the
    # marks (four lines) grew with the font. It scrolls now, down to its first line.
    main = request.getfixturevalue(f"laptop_{points}pt")["main"]
    assert main["least"][1] + WINDOW_FRAME <= main["room"][3], main
    assert main["key_lines_least"] >= 1, "a line of the key stays in sight"


@pytest.mark.parametrize("points", [14, 16, 20])
def test_with_a_large_font_the_bid_panel_and_the_hand_s_summary_leave_the_plates_in_sight(
        request: pytest.FixtureRequest, points: int) -> None:
    # The blind question, the bids and the summary lay over North's and South's name plates (14 points at 150 %:
    # the bid panel 154 x 259 in a room of 164 x 140 between the plates): their text was made only 3 pixels
    # smaller, and their buttons were as high and wide as on a roomy table.
    panels = request.getfixturevalue(f"laptop_{points}pt")["panels"]
    assert set(panels) == {"blind", "bid", "summary"}, panels
    for name, panel in panels.items():
        assert panel["plates_hit"] == [] and panel["inside"], (name, panel)
        assert panel["font_px"] >= 11 and panel["cut"] == [], (name, panel)
    assert panels["bid"]["font_px"] >= 12 or points < 20


@pytest.mark.parametrize("points", [14, 16])
def test_with_a_large_font_at_150_percent_the_bids_and_the_summary_are_as_large_as_the_plates_text(
        request: pytest.FixtureRequest, points: int) -> None:
    # 14 points at 150 %: the plates' second line was 14 pixels, the bid buttons' 13 and the hand's summary 11 (the
    # least): a low-vision player read the plates and squinted at the bids. The panels' tightest layouts (the bid
    # buttons as high as their words, the summary without its columns' headings) hold a text as large between
    # the plates, without touching them.
    # The summary's words depend on the hand, which the bots play with the app's clock: on a loaded machine (CI)
    # other bids gave a wider summary at 13 pixels against the plates' 14. A pixel under the plates' still reads;
    # the 11 of before does not.
    panels = request.getfixturevalue(f"laptop_{points}pt")["panels"]
    for name in ("blind", "bid", "summary"):
        panel = panels[name]
        least = panel["plate_px"] - (1 if name == "summary" else 0)
        assert panel["buttons_px"] >= least and panel["text_px"] >= least, (name, panel)
        assert panel["plates_met"] == [] and panel["inside"] and panel["cut"] == [], (name, panel)


def test_the_table_text_follows_the_reader_s_font_within_the_table_s_size() -> None:
    # A 20-point font (27 pixels) on a 1200 x 700 table: the plates' text was 14.7 pixels, their second line 12.
    usual = compute_layout(1200, 700)
    large = compute_layout(1200, 700, reading_px=27)
    assert int(large.font_px * PLATE_LINE2) >= 27 > int(usual.font_px * PLATE_LINE2)
    assert overlaps(large) == []
    assert large.seats[1].plate.w >= READING_PLATE_EMS * large.font_px, "room for the names"
    assert compute_layout(1200, 700, reading_px=USUAL_READING_PX).font_px == usual.font_px, "the usual: as it was"
    assert reading_font_px(900, 658, 200) <= 0.03 * 900 + 1e-9, "never past the table's own limit (READING_MOST)"
    for players, hand in ((2, 13), (3, 17), (4, 13), (6, 8)):
        for size in ((580, 360), (655, 461), (900, 658)):
            layout = compute_layout(*size, players=players, hand_count=hand, max_hand=hand, reading_px=27)
            assert overlaps(layout) == [], (players, size)


# ------------------------------------------------------------------------------------------------ the child process
def _drive(points: int) -> dict[str, Any]:  # pragma: no cover - runs in the child process
    import argparse

    from PySide6.QtCore import QRect, QTimer
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QScrollArea, QWidget

    app = QApplication(sys.argv[:1])
    font = QFont(app.font())
    font.setPointSize(points)
    app.setFont(font)
    from spades_desktop.engine import LOOK, Bid
    from spades_desktop.gui.application import run_gui
    from spades_desktop.gui.controller import State
    from spades_desktop.gui.items import SeatPlate
    from spades_desktop.gui.main_window import MainWindow
    from spades_desktop.gui.panels import Panel
    from spades_desktop.gui.scorepad_geometry import least_pad_width
    from spades_desktop.gui.settings import Speed
    from spades_desktop.gui.stats.window import StatsWindow

    found: dict[str, Any] = {}

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]

    def window() -> MainWindow:
        return next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))

    def look_at_main() -> None:
        win = window()
        pad = win.scorepad_dock.widget()
        key = pad.findChild(QScrollArea, "scorepadKey")
        found["main"] = {"room": rect(win.screen().availableGeometry()), "frame": rect(win.frameGeometry()),
                         "least": list(win.minimumSizeHint().toTuple()), "pad_least": pad.minimumWidth(),
                         "pad_usual_least": least_pad_width(),
                         "key_lines_least": 0 if key is None else key.minimumSizeHint().height()
                         // key.widget().fontMetrics().lineSpacing()}
        plates = [item for item in win.table_view.scene().items() if isinstance(item, SeatPlate)]
        view = win.table_view
        found["table"] = {"app_px": QFontInfo(app.font()).pixelSize(), "size": [view.width(), view.height()],
                          "line2_px": min(plate._fonts()[1].pixelSize() for plate in plates),
                          "usual_line2_px": int(reading_font_px(view.width(), view.height()) * PLATE_LINE2)}
        QTimer.singleShot(1500, look_at_dialog)
        win.new_action.trigger()  # modal: the dialog is looked at meanwhile

    def look_at_dialog() -> None:
        win = window()
        room = win.screen().availableGeometry()
        dialog: QWidget = next(w for w in app.topLevelWidgets() if w.isVisible() and w is not win)
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.text() in ("&Deal", "Cancel")]
        off = [b.text() for b in buttons if not room.contains(b.mapToGlobal(b.rect().bottomRight()))]
        found["new_game"] = {"room": rect(room), "geometry": rect(dialog.geometry()), "buttons": len(buttons),
                             "buttons_off": off}
        dialog.close()
        QTimer.singleShot(0, win.show_statistics)
        QTimer.singleShot(1500, look_at_stats)

    def look_at_stats() -> None:
        win = window()
        stats = next(w for w in app.topLevelWidgets() if isinstance(w, StatsWindow) and w.isVisible())
        body = stats.findChild(QScrollArea, "StatsBody")
        found["stats"] = {"room": rect(win.screen().availableGeometry()), "frame": rect(stats.frameGeometry()),
                          "geometry": rect(stats.geometry()),
                          "least": list(stats.minimumSizeHint().toTuple()),
                          "scrolls": body is not None and body.verticalScrollBar().maximum() > 0}
        stats.close()
        win.set_speed(Speed.OFF)
        found["panels"] = {}
        QTimer.singleShot(0, play)

    def plates(win: MainWindow) -> list[QRect]:
        view = win.table_view
        return [view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect().adjusted(3, 3, -3, -3)
                for plate in (view.table.plate(seat) for seat in range(4))]

    def cut(panel: Panel) -> list[str]:
        """Words of the panel not shown whole: outside it, or on a button or a line narrower than they are."""
        out = []
        for widget in panel.findChildren(QWidget):
            if not widget.isVisibleTo(panel) or not isinstance(widget, (QLabel, QPushButton)) or not widget.text():
                continue
            wrapped = isinstance(widget, QLabel) and widget.wordWrap()
            if not panel.rect().contains(widget.geometry()):
                out.append(f"outside: {widget.text()}")
            elif not wrapped and widget.width() < widget.sizeHint().width():
                out.append(f"narrow: {widget.text()}")
            elif wrapped and widget.height() < widget.heightForWidth(widget.width()):
                out.append(f"lines: {widget.text()}")
        return out

    def look_at_panel(name: str, panel: Panel) -> None:
        win = window()
        g = panel.geometry()
        view = win.table_view
        whole = [view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect()
                 for plate in (view.table.plate(seat) for seat in range(4))]
        shown = [w for w in panel.findChildren(QWidget) if isinstance(w, (QLabel, QPushButton)) and w.text()
                 and w.isVisibleTo(panel)]
        found["panels"][name] = {"geometry": rect(g), "font_px": panel.font().pixelSize(), "cut": cut(panel),
                                 "plates_hit": [seat for seat, r in enumerate(plates(win)) if g.intersects(r)],
                                 "plates_met": [seat for seat, r in enumerate(whole) if g.intersects(r)],
                                 "inside": win.table_view.viewport().rect().contains(g),
                                 "buttons_px": min(w.font().pixelSize() for w in shown if isinstance(w, QPushButton)),
                                 "text_px": min(w.font().pixelSize() for w in shown),
                                 "plate_px": min(view.table.plate(seat)._fonts()[1].pixelSize() for seat in range(4))}

    def play() -> None:
        """Look at the blind question and the bids as the player bids, then play the first legal cards up to the
        hand's summary."""
        win = window()
        control, view = win.controller, win.table_view
        if control.state not in (State.HUMAN_TURN, State.HAND_OVER):
            QTimer.singleShot(100, play)
            return
        if control.state is State.HAND_OVER:
            QTimer.singleShot(500, lambda: (look_at_panel("summary", view.summary_panel), app.quit()))
            return
        seat_view = control.game.view(control.bottom)
        if view.bid_panel.isVisible() and seat_view.hand is None:
            look_at_panel("blind", view.bid_panel)
            control.submit(LOOK)
        elif view.bid_panel.isVisible():
            look_at_panel("bid", view.bid_panel)
            control.submit(next(a for a in view.bid_panel.offered_actions() if isinstance(a, Bid) and a.tricks == 3))
        else:
            control.submit(seat_view.legal[0])
        QTimer.singleShot(100, play)

    QTimer.singleShot(4000, look_at_main)
    run_gui(argparse.Namespace(preset="standard", deal=7))
    return found


def _drive_keeper(points: int, language: str) -> dict[str, Any]:  # pragma: no cover - in the child process
    """Open Game > Keep score for a real game… as the player does (OK in the set-up dialog), type a bid that is
    refused and press Enter hand, show a line in the status bar, and measure the window."""
    import argparse

    from PySide6.QtCore import QPoint, QRect, QTimer
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

    app = QApplication(sys.argv[:1])
    font = QFont(app.font())
    font.setPointSize(points)
    app.setFont(font)
    from spades_desktop.gui.application import run_gui
    from spades_desktop.gui.main_window import MainWindow
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
    from spades_desktop.gui.settings import app_settings, save_language

    save_language(app_settings(), language)  # as View > Language does; run_gui speaks it
    found: dict[str, Any] = {}

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]

    def bottom(widget: QWidget) -> int:
        return widget.mapToGlobal(QPoint(0, widget.height())).y() if widget.isVisible() else -1

    def open_keeper() -> None:
        win = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        QTimer.singleShot(1000, press_ok)
        win.scorekeeper_action.trigger()  # the set-up dialog is modal: OK is pressed meanwhile
        QTimer.singleShot(500, refuse_a_bid)

    def press_ok() -> None:
        dialog = next(w for w in app.topLevelWidgets() if isinstance(w, ScorekeeperSetupDialog) and w.isVisible())
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    def keeper() -> ScorekeeperWindow:
        return next(w for w in app.topLevelWidgets() if isinstance(w, ScorekeeperWindow) and w.isVisible())

    def refuse_a_bid() -> None:
        window = keeper()
        first = window.entry.bid_edits[window.entry.order[0]]
        first.setText("x")
        window.enter_button.click()
        window.statusBar().showMessage("Autosave failed: No space left on device")
        QTimer.singleShot(1000, look)

    def look() -> None:
        try:
            window = keeper()
            holder = getattr(window, "pad_holder", None)  # the scorepad's scrolling holder (none before it scrolled)
            bar = None if holder is None else holder.verticalScrollBar()
            message = window.message
            found.update({
                "room": rect(window.screen().availableGeometry()), "geometry": rect(window.geometry()),
                "least": list(window.minimumSizeHint().toTuple()), "message": message.text(),
                "message_whole": message.height() >= message.heightForWidth(message.width()),
                "bottoms": {"message": bottom(message), "enter_button": bottom(window.enter_button),
                            "last_field": bottom(window.entry.trick_edits[window.entry.order[-1]]),
                            "status_bar": bottom(window.statusBar())},
                "pad_scrolls": bar is not None and bar.maximum() > 0,
                "pad_at_end": bar is not None and bar.value() == bar.maximum()})
        finally:
            app.quit()

    QTimer.singleShot(2000, open_keeper)
    run_gui(argparse.Namespace(preset="standard", deal=7))
    return found


if __name__ == "__main__":  # pragma: no cover
    if sys.argv[2:3] == ["keeper"]:
        print(json.dumps(_drive_keeper(int(sys.argv[1]), sys.argv[3]), ensure_ascii=False))
    else:
        print(json.dumps(_drive(int(sys.argv[1]))))
