"""Orca 43.1 on the real bus, round 16: where the focus goes for a screen reader user (after L, after a bid, after
Next hand), the Statistics tiles, the last trick window's cards, and the New game dialog's preset."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, setup_for, start, wait_for_human


@pytest.fixture
def focus_events(monkeypatch: pytest.MonkeyPatch) -> list[QAccessibleEvent]:
    """The focus events told to screen readers (Qt's, and the keyed buttons' ``focus_keyed``)."""
    sent: list[QAccessibleEvent] = []
    update = QAccessible.updateAccessibility

    def record(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus:
            sent.append(event)
        update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return sent


@pytest.fixture
def accessibility_on() -> Iterator[None]:
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def told(event: QAccessibleEvent) -> tuple[str, bool]:
    """The name of the object a focus event tells, and whether it says it is focused."""
    face = QAccessible.queryAccessibleInterface(event.object())
    assert face is not None
    return face.text(QAccessible.Text.Name), face.state().focused


def test_after_l_the_hint_has_the_focus_and_enter_asks_for_it(
        qtbot: QtBot, window: MainWindow, focus_events: list[QAccessibleEvent]) -> None:
    # After L the bids showed with none chosen: Orca said "Your bid." and nothing had the focus until →.
    start(qtbot, window, setup_for(seed=2))
    panel = window.table_view.bid_panel
    assert human_view(window).hand is None
    window.table_view.setFocus()
    focus_events.clear()
    QTest.keyClick(window.table_view, Qt.Key.Key_L)
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN
    assert human_view(window).hand is not None and panel.isVisible()
    qtbot.waitUntil(lambda: bool(focus_events))
    assert told(focus_events[-1]) == ("Hint", True)
    assert panel.chosen_action() is None  # no bid is one Enter from being made unasked
    # Enter presses what has the focus: the hint, which chooses its bid (a second Enter bids it)
    QTest.keyClick(window.table_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.chosen_action() is not None, timeout=10_000)
    assert panel.hint_text() and not panel.hint_chosen()
    name, focused = told(focus_events[-1])
    assert focused and name != "Hint"
    assert human_view(window).bids[0] is None  # nothing bid yet


def test_after_a_bid_the_table_is_told_as_the_focus_and_says_little(
        qtbot: QtBot, window: MainWindow, focus_events: list[QAccessibleEvent]) -> None:
    # After a bid Orca's focus stayed on the hidden bid's button; the table, where the focus comes back after Next
    # hand, read its whole list of keys (some 200 characters) every time.
    start(qtbot, window, setup_for(seed=2))
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = view.bid_panel.chosen_action()
    assert chosen is not None
    focus_events.clear()
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: human_view(window).bids[0] is not None or window.controller.state is not State.HUMAN_TURN)
    qtbot.waitUntil(lambda: any(e.object() is view for e in focus_events))
    assert told(next(e for e in focus_events if e.object() is view)) == ("Game table", True)
    table = QAccessible.queryAccessibleInterface(view)
    description = table.text(QAccessible.Text.Description)
    assert len(description) <= 60 and "Shift+F1" in description, description
    # ... and the list of keys is a key away
    window.controls_action.trigger()
    dialog = window._controls_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert window.controls_action.shortcut().toString() == "Shift+F1"
    dialog.close()


@pytest.mark.usefixtures("accessibility_on")
def test_the_last_trick_window_opens_with_its_summary_not_one_card_s_caption(qtbot: QtBot) -> None:
    # Orca 43.1: "Last trick dialog. 2. Wes — won. Wes won the trick with the jack of hearts. In order: …": the
    # winner's caption (the only one of three words) was read before the summary, which says all four cards.
    from spades_desktop.engine import Card
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.info_dialogs import LastTrickDialog

    from .test_atspi2_findings import lines_in_review, orca_43_reads

    make_application()
    plays = tuple((seat, Card.parse(text)) for seat, text in enumerate(("3H", "JH", "7H", "2H")))
    dialog = LastTrickDialog(CardRenderer(), plays, 1, ["You", "Wes", "Nora", "Ethan"], 0, 4)
    qtbot.addWidget(dialog)
    dialog.show()
    read = orca_43_reads(dialog)
    assert len(read) == 1 and read[0].startswith("Wes won the trick with the jack of hearts. In order: "), read
    in_review = lines_in_review(dialog)  # the captions are still there, read in review
    assert "2. Wes \u2014 won" in in_review and "1. You" in in_review, in_review
    names = [QAccessible.queryAccessibleInterface(p).text(QAccessible.Text.Name) for p in dialog.card_labels.values()]
    assert "Jack of hearts, played by Wes, won the trick" in names, names


@pytest.mark.usefixtures("accessibility_on")
def test_new_game_says_the_preset_s_description_once_by_the_rules_box(qtbot: QtBot) -> None:
    # Orca 43.1 on opening New game: "New game dialog. Four players in two partnerships, … Rules: combo box. Standard
    # partnership Spades. Four players in two partnerships, …": the description label, then the box's description.
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.new_game_dialog import NewGameDialog
    from spades_desktop.gui.presets import load_presets
    from spades_desktop.gui.settings import NewGameChoices

    from .test_atspi2_findings import lines_in_review, orca_43_reads

    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.description.text()
    assert text
    assert not any(text in said for said in orca_43_reads(dialog)), orca_43_reads(dialog)
    box = QAccessible.queryAccessibleInterface(dialog.preset)
    assert text in box.text(QAccessible.Text.Description)  # said by the box, which has the focus
    assert text in lines_in_review(dialog)  # and still there to read in review
    ids = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    dialog.preset.setCurrentIndex(ids.index("two-player"))
    assert dialog.description.text() in lines_in_review(dialog)
