"""What a blind player heard wrong with Orca 43.1 on the real AT-SPI bus (QA session "atspi3"), and the fixes' checks.

Each test is named after what the player would say.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Phase
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.review.window import ReviewWindow
from spades_desktop.gui.settings import NewGameChoices

from .conftest import human_view, play_until, setup_for, start, wait_for_human
from .test_atspi2_findings import lines_in_review, orca_43_reads
from .test_review import played_hand


def accessible_name(widget: QWidget | None) -> str:
    face = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
    return face.text(QAccessible.Text.Name) if face is not None else ""


# ------------------------------------------------------------------ the scorepad
def test_tab_into_the_scorepad_ends_on_the_newest_hand_not_on_hands_scored(qtbot: QtBot,
                                                                           window: MainWindow) -> None:
    """Orca said every hand and then "Hands scored": the row took the focus inside the list's own focus-in, so
    the row's focus went out first and the list's last. Qt tells a screen reader of a focus change once the
    change is made (``QApplication.focusChanged`` then the accessible focus event), so the order of
    ``focusChanged`` is the order a reader hears: the list, then the newest row, last."""
    start(qtbot, window, setup_for(seed=3))
    for _hand in range(2):
        while wait_for_human(qtbot, window) is State.HUMAN_TURN:
            legal = human_view(window).legal
            normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
            assert window.controller.submit(normal[3] if len(normal) > 3 else legal[-1]) is None
        window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    view = window.table_view
    window.activateWindow()
    view.setFocus()
    QApplication.processEvents()
    heard: list[str] = []
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def changed(_old: QWidget | None, new: QWidget | None) -> None:
        heard.append(accessible_name(new))

    app.focusChanged.connect(changed)
    try:
        QTest.keyClick(view, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: accessible_name(QApplication.focusWidget()).startswith("Hand 2, dealt by "),
                        timeout=2000)
        QApplication.processEvents()
    finally:
        app.focusChanged.disconnect(changed)
    assert len(heard) == 2 and heard[0] == "Hands scored" and heard[1].startswith("Hand 2, dealt by "), heard


# ------------------------------------------------------- combo boxes changed with the arrows
def test_the_arrows_in_the_rules_and_player_boxes_say_the_new_choice_by_its_name(qtbot: QtBot) -> None:
    """Orca 43 says nothing of the value change Qt 6 sends for a combo box, only a new description: ↓ in the
    Rules box said the next preset's description without its name, in a player box only "A casual player…"."""
    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.preset
    box.setCurrentIndex(0)
    QTest.keyClick(box, Qt.Key.Key_Down)
    choice = dialog.current_preset()
    assert box.currentIndex() == 1
    assert box.accessibleDescription() == f"{choice.name}. {choice.description}"
    assert dialog.description.text() == choice.description, "the dialog's own line is unchanged"
    level = dialog.level_boxes[1]
    level.setCurrentIndex(level.findData("normal"))
    QTest.keyClick(level, Qt.Key.Key_Up)
    assert level.currentData() == "easy"
    assert level.accessibleDescription().startswith("Easy bot. A casual player")
    assert level.toolTip().startswith("A casual player"), "the tooltip stays the level's description"
    QTest.keyClick(level, Qt.Key.Key_Up)
    assert level.accessibleDescription().startswith("Human. A person at this screen.")


def test_the_arrows_in_the_history_show_box_say_what_it_now_shows(qtbot: QtBot) -> None:
    """History's Show box said nothing at all as ↑ ↓ changed it."""
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    box = win.show_box
    assert box.accessibleDescription() == "All games. Every game in the history, finished or not"
    QTest.keyClick(box, Qt.Key.Key_Down)
    assert box.accessibleDescription() == "Finished. Only the games played to the end"
    assert box.toolTip() == "Only the games played to the end"
    QTest.keyClick(box, Qt.Key.Key_Down)
    assert box.accessibleDescription().startswith("Unfinished. ")
    QTest.keyClick(win.sort_box, Qt.Key.Key_Down)
    assert win.sort_box.accessibleDescription() == "Oldest first", "the Sort box too"


# ------------------------------------------------------------------ undo
def test_undo_right_after_my_card_says_whose_turn_it_is_again(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Z after my own card said "Undone: the play of the two of diamonds…" and nothing of the turn it went back
    to: the turn was the one last said, and a turn is said once. Here the card is the hand's last, so no other
    turn of mine came between (as when the bots were still thinking)."""
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) == 1)
    view = window.table_view
    said = view.access.announcements
    turn = [text for text in said if text.startswith("Your")][-1]
    assert window.controller.submit(human_view(window).legal[0]) is None
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    count = len(said)
    window.activateWindow()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[no-untyped-call]
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN
    after = said[count:]
    assert after and after[0].startswith("Undone: the play of the "), after
    assert after.count(turn) == 1, (turn, after)
    assert after.index(turn) > 0, "after the answer"
    count = len(said)
    view.waiting(human_view(window))  # the table shows the same turn again: not said again
    assert turn not in said[count:]


# ------------------------------------------------------------------ said twice
def test_the_bid_hint_is_said_once(qtbot: QtBot, window: MainWindow) -> None:
    """H at my bid: the focus moved to the hinted bid, Orca said the panel with its labels, "Hint: bid 3 — you
    hold K♠…" among them, and then the hint's own notification said it again."""
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    window.activateWindow()
    view.setFocus()
    if human_view(window).hand is None:
        qtbot.keyClick(view, Qt.Key.Key_L)  # type: ignore[no-untyped-call]
        wait_for_human(qtbot, window)
    panel = view.bid_panel
    said = view.access.announcements
    count = len(said)
    qtbot.keyClick(view, Qt.Key.Key_H)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: panel.hint_label.isVisible(), timeout=10_000)
    hints = [text for text in said[count:] if text.startswith("Hint: ")]
    assert len(hints) == 1, said[count:]
    assert panel.hint_label.text().startswith("Hint: bid "), "the hint is still shown in the panel"
    assert not [text for text in orca_43_reads(panel) if "Hint" in text], orca_43_reads(panel)
    assert panel.chosen_action() is not None, "the hinted bid is the chosen one"


def test_the_compact_hand_result_reads_each_side_s_bids_and_tricks_once(qtbot: QtBot, window: MainWindow) -> None:
    """The result panel on a small table: each side's row is named "You & Nora: bid 4 + 3, won 5 + 3, points …"
    and the line under it began "bid 4 + 3 · won 5 + 3 · contract 7 made …": Orca said the bids and tricks twice."""
    start(qtbot, window, setup_for(seed=3))
    for _ in range(60):
        if wait_for_human(qtbot, window) is State.HAND_OVER:
            break
        assert window.controller.submit(human_view(window).legal[-1]) is None
    panel = window.table_view.summary_panel
    assert panel.isVisible()
    panel.set_compact(1)
    read = [text.replace("\u00a0", " ") for text in lines_in_review(panel)]
    rows = [text for text in read if ": bid " in text]
    assert len(rows) == 2, read
    assert not [text for text in read if text.startswith("bid ") or " · won " in text], read
    assert [text for text in read if "contract " in text], "the rest of the line is read"
    lines = [label.text() for label in panel.findChildren(QLabel) if label.text().startswith("bid\u00a0")]
    assert len(lines) == 2, "the line shows them still, under the points' columns"


# ------------------------------------------------------------------ the review
def test_the_review_s_whose_cards_box_is_named_for_play_this_deal_again(qtbot: QtBot) -> None:
    """Orca: "with my own cards combo box. with my own cards.": on Linux a combo box's name is its choice unless
    a label names it (Qt's relation), so it said its choice twice and never what it was for."""
    make_application()
    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    box = QAccessible.queryAccessibleInterface(win.seat_choice)
    labels = [other.text(QAccessible.Text.Name) for other, relation in box.relations()
              if relation & QAccessible.RelationFlag.Label]
    assert labels == ["Play this deal again: whose cards"], labels
    assert win.seat_choice.accessibleName() == "Play this deal again: whose cards", "Windows and macOS: its name"
    assert not win.seat_label.isVisible(), "nothing new on screen: the box and its button read as one line"
    assert win.seat_choice.currentText() == "with my own cards"


def test_the_statistics_and_scorekeeper_boxes_say_their_new_choice(qtbot: QtBot) -> None:
    # Orca 43 speaks a description change, not a combo box's new value (QA): these boxes' descriptions name the choice
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
    from spades_desktop.gui.stats.window import StatsWindow

    stats = StatsWindow()
    qtbot.addWidget(stats)
    stats.period_box.setCurrentIndex(2)
    assert stats.period_box.accessibleDescription() == stats.period_box.currentText() == "Last 30 days"
    setup = ScorekeeperSetupDialog()
    qtbot.addWidget(setup)
    setup.dealer.setCurrentIndex(1)
    assert setup.dealer.accessibleDescription() == setup.dealer.currentText() != ""
    setup.preset.setCurrentIndex(setup.preset.count() - 1)
    assert setup.preset.accessibleDescription() == setup.preset.currentText() != ""


def test_the_blank_sheet_and_house_rules_boxes_say_their_new_choice(qtbot: QtBot) -> None:
    # QA round 4: the blank sheet's Rules and Paper boxes and the House rules lists said nothing to Orca 43 on ↑ ↓
    from PySide6.QtWidgets import QComboBox

    from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
    from spades_desktop.gui.presets import find_preset, load_presets

    from .test_house_rules_dialog import presets_dir

    sheet = BlankSheetDialog()
    qtbot.addWidget(sheet)
    for box in (sheet.preset_box, sheet.page_box):
        box.setCurrentIndex(1)
        assert box.accessibleDescription() == box.currentText() != ""
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    house = HouseRulesDialog(choice, presets, presets_dir())
    qtbot.addWidget(house)
    lists = house.findChildren(QComboBox)
    assert lists
    for box in lists:
        box.setCurrentIndex(box.count() - 1)
        assert box.accessibleDescription().startswith(box.currentText().rstrip(". "))


def test_at_a_table_of_several_people_the_review_names_whose_cards_by_name(qtbot: QtBot) -> None:
    # family QA: "with my own cards" at a pass-and-play table always meant the first seat's, whoever reviewed
    from spades_desktop.record.record import GameRecord

    make_application()
    game, _record = played_hand()
    record = GameRecord.from_game(game, names=["Mum", "Kid9", "Dad", "Kid12"],
                                  kinds=["human", "human", "human", "bot:normal"])
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    assert [win.seat_choice.itemText(i) for i in range(win.seat_choice.count())] == [
        "with Mum's cards", "with Kid9's cards", "with Dad's cards", "with Kid12's cards"]


def test_the_duplicate_match_rules_box_says_its_new_choice_and_what_it_is(qtbot: QtBot) -> None:
    # QA round 4: the New duplicate match dialog's Rules box said nothing on ↑ ↓ (its level boxes did)
    from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
    from spades_desktop.gui.presets import load_presets

    presets, _broken = load_presets()
    dialog = DuplicateSetupDialog(presets)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(1)
    said = dialog.preset.accessibleDescription()
    assert said.startswith(dialog.preset.currentText().rstrip(". ") + ". ") and len(said) > 40, said
