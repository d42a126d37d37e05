"""Reviewing the game just finished (a newcomer's QA: the game-over panel offered New game, Statistics and Close, V
did nothing there, and Game ▸ Review a game… opened a file dialog on the folder of autosaves; the finished game was
reachable only through Game ▸ History… ▸ Review…, and nothing pointed there)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review.window import ReviewWindow

from .conftest import human_view, setup_for, wait_for_human
from .test_history_window import finish_game, shot


@pytest.fixture(autouse=True)
def files(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file dialogs asked for (none opens: a real one would wait for a person)."""
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (asked.append("asked"), ("", ""))[1])
    return asked


def _finish(qtbot: QtBot, win: MainWindow, hands: int = 2) -> None:
    """A game of ``hands`` hands played to its end."""
    win.start_game(setup_for(seed=21, hand_limit=hands))
    finish_game(qtbot, win)


def _review(qtbot: QtBot, win: MainWindow) -> ReviewWindow:
    review = win._reviews[-1]
    assert isinstance(review, ReviewWindow) and review.isVisible()
    qtbot.addWidget(review)  # closed at the end: left open, it kept the focus from the next test's window
    return review


def test_the_game_over_panel_reviews_the_game_just_finished(qtbot: QtBot, window: MainWindow,
                                                            tmp_path: Path) -> None:
    _finish(qtbot, window)
    panel = window.table_view.game_over_panel
    assert panel.isVisible()
    button = panel.review_button
    assert button.isVisibleTo(panel) and button.text() == "Review the game (V)"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus, "a Tab stop"
    assert button.toolTip(), "it says what it opens"
    assert "V: Review the game" in panel.keys_text() and "V: Review the game" in panel.accessibleDescription()
    # Tab from New game: the review, Statistics, Close, in the order they are drawn
    order, widget = [], panel.new_button
    for _ in range(3):
        widget = widget.nextInFocusChain()
        while not (isinstance(widget, QPushButton) and widget.isVisible()):
            widget = widget.nextInFocusChain()
        order.append(widget)
    extras = window.game_over_extras
    assert extras is not None
    assert order == [button, extras.button, panel.close_button]
    assert panel.ring_buttons() == [panel.new_button, button, extras.button, panel.close_button]
    shot(window, "game-over-review", tmp_path)

    qtbot.keyClick(QApplication.focusWidget() or panel, Qt.Key.Key_V)  # V, as on the hand's summary
    review = _review(qtbot, window)
    game = window.controller.game
    assert game is not None and review.record.seed == window.controller.setup.seed
    assert review.hand_index == 1, "the last hand, the one that decided the game"
    hands = [review.hand_choice.itemData(i) for i in range(review.hand_choice.count())]
    assert hands == [0, 1], "every hand of the game, to go back to the first"
    assert window.controller.state is State.GAME_OVER, "the review changes nothing"
    review.close()

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # and the button itself
    assert _review(qtbot, window) is not review


def _choose(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[list[str]]:
    """Answer Game ▸ Review a game…'s question with the button that says ``answer`` (without its "&"); the buttons
    of each box asked are kept."""
    asked: list[list[str]] = []

    def exec_(box: QMessageBox) -> int:
        buttons = [b.text().replace("&", "") for b in box.buttons()]
        asked.append(buttons)
        chosen = next((b for b in box.buttons() if b.text().replace("&", "") == answer), None)
        if chosen is None:
            chosen = box.escapeButton()
        assert chosen is not None
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def test_review_a_game_offers_the_game_just_finished(qtbot: QtBot, window: MainWindow,
                                                      monkeypatch: pytest.MonkeyPatch, files: list[str]) -> None:
    _finish(qtbot, window)
    asked = _choose(monkeypatch, "This game")
    window.review_action.trigger()
    assert files == [], "no file dialog on the folder of autosaves"
    assert len(asked) == 1 and "This game" in asked[0]
    assert any(text.startswith("From the History") for text in asked[0])
    assert any(text.startswith("From a file") for text in asked[0])
    review = _review(qtbot, window)
    assert review.record.seed == window.controller.setup.seed and review.hand_index == 1

    asked = _choose(monkeypatch, next(t for t in asked[0] if t.startswith("From the History")))
    window.review_action.trigger()
    history = window._history_window
    qtbot.addWidget(history)
    assert history.isVisible(), "the History, whose Review… opens any game played here"
    assert files == []

    asked = _choose(monkeypatch, next(t for t in asked[0] if t.startswith("From a file")))
    window.review_action.trigger()
    assert files == ["asked"], "a saved file, as before"


def test_review_a_game_in_progress_offers_its_finished_hands(qtbot: QtBot, window: MainWindow,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    window.start_game(setup_for(seed=21, hand_limit=3))
    for _ in range(100):
        if wait_for_human(qtbot, window) is State.HAND_OVER:
            break
        assert window.controller.submit(human_view(window).legal[0]) is None
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    assert window.controller.state is State.HUMAN_TURN
    asked = _choose(monkeypatch, "This game")
    window.review_action.trigger()
    assert "This game" in asked[0]
    review = _review(qtbot, window)
    assert review.hand_index == 0
    hands = [review.hand_choice.itemData(i) for i in range(review.hand_choice.count())]
    assert hands == [0], "the hand in play is not shown face up"


def test_review_a_game_before_any_hand_is_over_offers_the_history_and_a_file(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.start_game(setup_for(seed=21))
    wait_for_human(qtbot, window)
    asked = _choose(monkeypatch, "Cancel")
    window.review_action.trigger()
    assert len(asked) == 1 and "This game" not in asked[0], "no hand of it to show"
    assert any(text.startswith("From the History") for text in asked[0])
    assert window._reviews == []


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "smallest"])
def test_the_game_over_panel_with_its_review_button_fits_the_table(qtbot: QtBot, window: MainWindow,
                                                                   tmp_path: Path, size: str) -> None:
    from .test_window_sizes import _clear_of_plates, _to_size

    _finish(qtbot, window, hands=1)
    _to_size(qtbot, window, size)
    qtbot.wait(100)
    panel = window.table_view.game_over_panel
    assert panel.isVisible() and panel.review_button.isVisible()
    _clear_of_plates(window, panel)  # over no name plate, every word whole
    shot(window, f"game-over-review-{size}", tmp_path)


def test_a_band_too_narrow_for_the_title_and_four_buttons_puts_the_title_beside_the_result(qtbot: QtBot) -> None:
    """Low and wide (``GameOverPanel.BAND``, 14 points on 1280 x 720 at 150 %) the buttons must stay on one line:
    where the title leaves no room for Review the game on it, the title goes beside the result, the band no higher
    (Review the game was left out there: a player who did not know V found no review). Only where the buttons alone
    take two lines is it left out, and V still opens it."""
    from PySide6.QtGui import QKeyEvent

    from spades_desktop.engine import GameOver, RuleSet
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.panels import GameOverPanel

    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    panel.show_result(RuleSet(), GameOver(winner=1, totals=(300, 515), reason="reached the target"),
                      ["You", "Wes", "Nora", "Ethan"], 0)
    panel.show()
    panel.set_compact(panel.BAND)
    buttons = (panel.new_button, panel.review_button, panel.close_button)
    line = panel.title.sizeHint().width() + sum(b.sizeHint().width() for b in buttons) + 80
    panel.fit_width(line)
    assert not panel.review_button.isHidden() and {panel.button_line(b) for b in buttons} == {0}, "one line"
    assert panel.buttons.indexOf(panel.title) >= 0, "the title on the buttons' line"
    panel.fit_width(line - panel.review_button.sizeHint().width() // 2)
    assert not panel.review_button.isHidden() and {panel.button_line(b) for b in buttons} == {0}, "one line"
    assert panel.result_line.indexOf(panel.title) >= 0 and panel.result_line.indexOf(panel.detail) >= 0, \
        "the title beside the result"
    qtbot.wait(10)
    inner = panel.buttons.geometry().width()  # the band's width inside its margins
    assert panel.detail.height() <= panel.detail.heightForWidth(inner), "the result in no more lines than under it"
    assert panel.width() >= line - panel.review_button.sizeHint().width() // 2 - 1, "as wide as the band may be"
    panel.show_result(RuleSet(), GameOver(winner=0, totals=(515, 300), reason="reached the target"),
                      ["You", "Wes", "Nora", "Ethan"], 0)  # "You win!": a title narrower than Review the game
    assert panel.title.sizeHint().width() < panel.review_button.sizeHint().width()
    panel.fit_width(sum(b.sizeHint().width() for b in buttons) + 20)  # no room for the buttons side by side
    assert panel.review_button.isHidden(), "no room for it on the buttons' line"
    assert {panel.button_line(b) for b in (panel.new_button, panel.close_button)} == {0}
    assert "V: Review the game" in panel.keys_text()
    with qtbot.waitSignal(panel.review_requested, timeout=1000):
        assert panel.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_V, Qt.KeyboardModifier.NoModifier, "v"))
    panel.set_compact(0)
    panel.fit_width(200)  # no band: every button, two a line or one under another
    assert not panel.review_button.isHidden()
    assert panel.layout().indexOf(panel.title) >= 0 and panel.result_line.count() == 0, "the title above the result"
