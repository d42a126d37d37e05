"""What a blind player heard wrong with Orca 43.1 on the real AT-SPI bus (QA session "atspi4"), and the fixes' checks.

Each test is named after what the player would say.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QFocusEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.gui.accessibility import choice_unsaid
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import window as review_window
from spades_desktop.gui.review.window import ReviewWindow

from .test_review import review_at_my_first_card


def active(qtbot: QtBot, win: QWidget) -> None:
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)


def description(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Description) if face is not None else ""


def focus_in(widget: QWidget) -> None:
    """The focus-in a combo box gets as Tab brings the keyboard there (sent as such: a window of the offscreen
    platform is not always the active one)."""
    QApplication.sendEvent(widget, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))


# ------------------------------------------------------------------ the review
def test_enter_on_ask_the_coach_asks_the_coach(qtbot: QtBot) -> None:
    """Enter on "Ask the coach" did nothing (Space did): a plain window's buttons take no Enter."""
    win, _actions, _index = review_at_my_first_card(qtbot)
    active(qtbot, win)
    win.analyse_button.setFocus()
    qtbot.waitUntil(win.analyse_button.hasFocus)
    QTest.keyClick(win.analyse_button, Qt.Key.Key_Return)
    assert win.analysing, "Enter pressed the focused button"
    win.cancel_analysis()
    qtbot.waitUntil(lambda: not win.analysing, timeout=120_000)


def with_costly_steps(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> tuple[ReviewWindow, list[str], int, int]:
    win, actions, first = review_at_my_first_card(qtbot)
    active(qtbot, win)
    said: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    later = first + 8
    decisions = [Decision(i, 0, actions[i][1], ((actions[i][1], 0.0),), 1, cost, Message.of(words))
                 for i, cost, words in ((first, 30.0, "that card"), (later, 12.0, "this other card"))]
    win._finished([], decisions, None)
    return win, said, first, later


def test_tab_onto_a_costly_step_s_link_says_that_decision_and_enter_says_the_step_it_goes_to(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab onto "Step 4" of the costly decisions said nothing; Enter went there and Orca said only "All the cards"
    (the step was shown while the focus was in the text, where ``go`` says nothing)."""
    win, said, first, later = with_costly_steps(qtbot, monkeypatch)
    assert win.position == first
    win.info.setFocus()
    qtbot.waitUntil(win.info.hasFocus)
    said.clear()
    QTest.keyClick(win.info, Qt.Key.Key_Tab)  # the first link: the costliest decision, step first + 1
    qtbot.waitUntil(lambda: bool(said))
    assert said == [f"Step {first + 1}: that card Enter: go to step {first + 1}."]
    QTest.keyClick(win.info, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[-1] == f"Step {later + 1}: this other card Enter: go to step {later + 1}."
    QTest.keyClick(win.info, Qt.Key.Key_Return)
    assert win.position == later and win.board.hasFocus()
    assert said[-1] == win.step_text() + " this other card", "the step and the coach's sentence, as after ← →"


def test_enter_on_the_link_of_the_step_shown_says_it_again(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # the step does not change: it is said all the same, the keys having left the text for the board
    win, said, first, _later = with_costly_steps(qtbot, monkeypatch)
    win.info.setFocus()
    qtbot.waitUntil(win.info.hasFocus)
    said.clear()
    win._link(review_window.QUrl(f"step:{first}"))
    assert win.position == first and said == [win.step_text() + " that card"]


# ------------------------------------------------------------------ house rules
def house_rules(qtbot: QtBot) -> object:
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
    from spades_desktop.gui.presets import find_preset, load_presets

    from .test_house_rules_dialog import presets_dir

    make_application()
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    dialog = HouseRulesDialog(choice, presets, presets_dir())
    qtbot.addWidget(dialog)
    return dialog


def test_house_rules_fields_are_described_in_plain_words_not_html(qtbot: QtBot) -> None:
    """Orca read "<p>From 1 to 13.</p><p style=…>In a preset file: min_bid</p>" and "&#x27;": Qt gave it the rich
    tip as the description."""
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog

    dialog = house_rules(qtbot)
    assert isinstance(dialog, HouseRulesDialog)
    fields = [f.widget for f in dialog._fields]
    assert fields
    for widget in fields:
        said = description(widget)
        assert said and "<" not in said and "&#" not in said and "&amp;" not in said, (widget, said)
        if not isinstance(widget, QComboBox):
            assert "<p>" in widget.toolTip(), "the tip for the eye stays rich"
    nil = next(f.widget for f in dialog._fields if f.key == "nil")
    said = description(nil)  # what nil is (QA newbie12), not the check box's name again
    assert "Nil bids allowed" not in said and said.endswith("one. In a preset file: nil"), said
    low = next(f.widget for f in dialog._fields if f.key == "min_bid")
    assert description(low).endswith("From 1 to 13 while nil is allowed; 0 only without nil. "
                                     "In a preset file: min_bid")


def test_nil_turned_on_says_the_lowest_bid_went_up_to_one(qtbot: QtBot) -> None:
    """The lowest bid jumped from 0 to 1 as nil was turned on, and nothing said so."""
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog

    dialog = house_rules(qtbot)
    assert isinstance(dialog, HouseRulesDialog)
    low = next(f.widget for f in dialog._fields if f.key == "min_bid")
    nil = next(f.widget for f in dialog._fields if f.key == "nil")
    assert isinstance(low, QSpinBox) and isinstance(nil, QCheckBox)
    nil.setChecked(False)
    low.setValue(0)
    assert dialog.announced == []
    nil.setChecked(True)
    assert low.value() == 1
    assert dialog.announced == ["Lowest bid now 1: a bid of 0 only without nil."]
    nil.setChecked(False)
    nil.setChecked(True)
    assert len(dialog.announced) == 1, "at 1 already: nothing jumped, nothing said"


# ------------------------------------------------------------------ combo boxes
def test_a_combo_box_s_choice_is_said_once_as_it_takes_the_focus_and_again_when_the_arrows_change_it(
        qtbot: QtBot) -> None:
    """"Period: combo box. All time. All time.": Orca says a box's value, then its description, which named the
    choice for the arrows' sake (Orca 43 says a new description, not a new value)."""
    from spades_desktop.gui.stats.window import StatsWindow

    make_application()
    stats = StatsWindow()
    qtbot.addWidget(stats)
    box = stats.period_box
    focus_in(box)
    assert description(box) == "", "the value alone says the choice"
    box.setCurrentIndex(2)  # ↓ as Orca 43 hears it: the description names the new choice
    assert description(box) == box.currentText() == "Last 30 days"
    focus_in(box)
    assert description(box) == ""


def test_the_history_show_box_and_a_level_box_say_their_choice_once_on_focus(qtbot: QtBot) -> None:
    from spades_desktop.gui.history.window import HistoryWindow
    from spades_desktop.gui.level_box import fill_level_box

    make_application()
    win = HistoryWindow()
    qtbot.addWidget(win)
    focus_in(win.show_box)
    assert description(win.show_box) == "Every game in the history, finished or not"
    win.show_box.setCurrentIndex(1)
    assert description(win.show_box) == "Finished. Only the games played to the end"
    level = QComboBox()
    qtbot.addWidget(level)
    fill_level_box(level, ["human", "easy", "normal"])
    level.setCurrentIndex(1)
    assert description(level).startswith("Easy bot. A casual player")
    focus_in(level)
    assert description(level).startswith("A casual player")


def test_choice_unsaid_takes_only_the_choice_s_name_off() -> None:
    make_application()
    assert choice_unsaid("All time", "All time") == ""
    assert choice_unsaid("Easy bot. A casual player", "Easy bot") == "A casual player"
    assert choice_unsaid("Something else", "Easy bot") == "Something else"


# ------------------------------------------------------------------ keep score
def test_the_last_trick_field_holds_the_rest_before_the_cursor_comes_so_its_name_is_said(qtbot: QtBot) -> None:
    """After three trick counts and Tab, Orca said "3, selected, 3", never "South: tricks": the rest was put in
    the field as it took the focus."""
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

    from .test_scorekeeper import focused, new_game, wait_for_entry

    make_application()
    win = ScorekeeperWindow(new_game())
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    win.show()
    active(qtbot, win)
    wait_for_entry(qtbot)
    entry = win.entry
    last = entry.trick_edits[entry.order[-1]]
    for value in ("3", "3", "3", "4"):
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
    for value in ("4", "3"):
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
    QTest.keyClicks(focused(), "3")
    assert last.text() == "3" and not last.hasFocus(), "the rest is there before the cursor comes"
    QTest.keyClick(focused(), Qt.Key.Key_Backspace)
    assert last.text() == "", "a rest no longer known is taken back"
    QTest.keyClicks(focused(), "2")
    assert last.text() == "4"
    texts: list[str] = []
    last.textChanged.connect(texts.append)
    QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is last
    qtbot.waitUntil(lambda: last.selectedText() == "4", timeout=2_000)  # selected just after the focus is told
    assert texts == [], "nothing changes in the field as it takes the focus"
    last.setText("6")  # typed by the player: the others' changes leave it alone
    QTest.keyClick(last, Qt.Key.Key_Backtab)
    QTest.keyClicks(focused(), "1")
    assert last.text() == "6"
    win.close()
