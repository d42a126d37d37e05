"""What two real Orcas (43.1 and 46.2) said wrong, or never said, on the real AT-SPI bus (and the fixes' checks).

Each test is named after what the player would say; the tree is walked and the announcements read as in
``test_accessibility.py`` and ``test_a11y_findings.py``.
"""

from __future__ import annotations

import re
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.accessibility import Verbosity, card_in_sentence, load_older_readers
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import app_settings

from .conftest import human_view, play_until, setup_for, start, wait_for_human


def my_turn_to_play(win: MainWindow) -> bool:
    return human_view(win).phase is Phase.PLAY


def test_enter_on_a_card_says_i_play_it_and_never_that_it_is_not_playable(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Both Orcas said "Three of hearts, not playable" after Enter (the played card was renamed as the input
    # closed, just before it left the hand), and at Brief the player's own play was never confirmed.
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, my_turn_to_play)
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    card = view.table.focus_card
    assert card is not None
    stand_in = next(b for b in view.access.card_widgets() if b.card == card)
    names: list[str] = []
    rename = stand_in.setAccessibleName
    monkeypatch.setattr(stand_in, "setAccessibleName", lambda name: (names.append(name), rename(name)))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card not in (human_view(window).hand or ()))
    wait_for_human(qtbot, window)
    assert not any("not playable" in name for name in names), names
    said = view.access.announcements
    assert f"You play the {card_in_sentence(card)}." in said, said[-6:]
    assert card_in_sentence(card)[0].islower()


def test_my_turn_says_what_was_led_and_played_so_i_need_not_press_r_every_trick(
        qtbot: QtBot, window: MainWindow) -> None:
    # "Your turn to play." said nothing of the trick: the player pressed R every trick to hear it.
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: my_turn_to_play(w) and len(human_view(w).trick) >= 2)
    trick = human_view(window).trick
    said = window.table_view.access.announcements[-1]
    names = window.table_view.names()
    (leader, led), *rest = trick
    expected = f"Your turn: {names[leader]} led the {card_in_sentence(led)}"
    for seat, card in rest:  # a card of the led suit by its rank alone: "Ethan played the three"
        what = card_in_sentence(card).split(" ")[0] if card.suit == led.suit else card_in_sentence(card)
        expected += f"; {names[seat]} played the {what}"
    assert said == expected + ".", said


def test_orca_43_hears_the_announcements_once_i_turn_on_announcements_for_older_screen_readers(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca before 46 has no listener for Qt's announcement event: it said no bid, no trick, no "Your turn" at all.
    # It (and Orca 46) says a notification as it shows; sent with the announcement, Orca 46 said everything twice,
    # so the option sends the notification instead of it.
    sent: list[QAccessibleEvent] = []
    update = QAccessible.updateAccessibility
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: (sent.append(event), update(event)))
    action = window.older_readers_action
    # on by default on Linux (a blind player on Debian 12 heard nothing and found no word of the option), off
    # elsewhere, where the screen readers say Qt's announcements
    assert action.isChecked() == sys.platform.startswith("linux") and action.isCheckable()
    assert load_older_readers(app_settings()) == action.isChecked()
    assert action.text().replace("&", "") == "Announcements for older screen readers"
    if action.isChecked():
        action.trigger()
        assert not load_older_readers(app_settings()), "turned off, and kept so in the settings"
    access = window.table_view.access
    access.announce("Wes bids 3.")
    assert [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)], "the announcement event, by default"
    action.trigger()
    assert load_older_readers(app_settings()), "kept in the settings"
    sent.clear()
    access.announce("Nora bids 4.")
    assert not [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)], "never both (Orca 46 said it twice)"
    shown = access.notices.last
    assert shown is not None and shown.isVisible(), "shown anew for each text: Orca says a notification as it shows"
    notice = QAccessible.queryAccessibleInterface(shown)
    assert notice.role() == QAccessible.Role.Notification and notice.text(QAccessible.Text.Name) == "Nora bids 4."
    access.announce("Ethan bids 2.")
    assert access.notices.last is not shown and shown.accessibleName() == "Nora bids 4.", \
        "one notification per text: Orca 46 dropped the first of two shown in a row on one object"
    action.trigger()
    assert not load_older_readers(app_settings())


def test_the_end_of_a_hand_and_of_the_game_say_which_key_goes_on(qtbot: QtBot, window: MainWindow) -> None:
    # The summary and game-over panels take no focus, and their announcements said the scores but not that Enter
    # goes on: the player was left in silence.
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=7, hand_limit=2))
    said = window.table_view.access.announcements
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        assert window.controller.submit(human_view(window).legal[0]) is None
    first = next(s for s in said if s.startswith("Hand 1 over:"))
    assert first.endswith(". Enter: Next hand. V: review this hand."), first
    window.table_view.continue_after_hand()
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        assert window.controller.submit(human_view(window).legal[0]) is None
    last = next(s for s in said if s.startswith("Hand 2 over:"))
    assert last.endswith(" Enter: See the result. V: review this hand."), last
    QTest.keyClick(window.table_view, Qt.Key.Key_Return)
    assert wait_for_human(qtbot, window) is State.GAME_OVER
    over = next(s for s in said if s.startswith("Game over:"))
    assert over.endswith(" N or Enter: New game; V: Review the game; S: Statistics; Esc: Close."), over


def test_each_step_of_the_review_says_its_news_first_and_r_reads_all_the_cards(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # On every → Orca read the whole "All the cards" description (every hand) before "step N of 60"; the window
    # itself was an unnamed filler that Tab stopped on; "This step" said only its name.
    from PySide6.QtWidgets import QApplication

    from spades_desktop.gui.review import window as review

    from .test_review import active_review

    said: list[str] = []
    monkeypatch.setattr(review, "send_announcement", lambda _source, text, _notice=None: said.append(text))
    win = active_review(qtbot)
    board = QAccessible.queryAccessibleInterface(win.board)
    described = board.text(QAccessible.Text.Description)
    assert described.startswith("R: read every hand"), described
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    assert board.text(QAccessible.Text.Description) == described, "the board's description stays short and the same"
    assert said[-1].startswith(f"Next: {win.names[win.steps[2].seat]} chose to "), said
    assert said[-1].endswith("Step 3 of 60 · bidding."), "counted from 1, as the title counts; a bid is no trick"
    QTest.keyClick(win.board, Qt.Key.Key_R)
    assert said[-1] == win.board_text() and "no bid yet" in said[-1]
    assert win.focusPolicy() == Qt.FocusPolicy.NoFocus, "the window is no Tab stop"
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not win
    info = QAccessible.queryAccessibleInterface(win.info)
    assert info.text(QAccessible.Text.Name).startswith("This step: Next: "), "it says its text, news first"
    while win.steps[win.position].action.__class__.__name__ != "Play":
        win.go(win.position + 1)
    assert not any(symbol in info.text(QAccessible.Text.Name) for symbol in "♣♦♥♠"), "cards in words"


@pytest.mark.parametrize("name", ["new game", "house rules", "scorekeeper set-up", "duplicate set-up", "blank sheets",
                                  "statistics"])
def test_orca_says_rules_not_ampersand_rules_for_a_labelled_field(qtbot: QtBot, name: str) -> None:
    # Qt sent the name-change event of 17 labels with their raw text ("&Rules:"), made before their buddy was set,
    # and Orca 46 kept it: "&Rules: combo box". Their names are set without the "&", which sends the right one.
    import re

    from PySide6.QtWidgets import QLabel

    from spades_desktop.gui.application import make_application

    from .test_mnemonics import DIALOGS

    make_application()
    dialog = DIALOGS[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    labelled = [label for label in dialog.findChildren(QLabel) if "&" in label.text() and label.buddy() is not None]
    assert labelled, "the dialog has labels with an Alt letter"
    for label in labelled:
        plain = re.sub(r"&(.)", r"\1", label.text())
        assert label.accessibleName() == plain, (label.text(), label.accessibleName())
        field = QAccessible.queryAccessibleInterface(label.buddy())
        names = [QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)]
        names += [other.text(QAccessible.Text.Name) for other, _relation in field.relations()]
        assert not any("&" in said for said in names), names


def test_the_scorekeeper_says_the_hand_s_result_after_enter_and_names_its_table_and_bid_fields(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # After Enter the focus jumped to the next hand and Orca said only "Bob: bid"; the hands list was an unnamed
    # table; the bid fields were said "▶ Ann text" (the label, its buddy, won over the name "Ann: bid").
    from PySide6.QtWidgets import QApplication

    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import keeper_for, new_game, type_hand, wait_for_entry

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    discard = keeper_window.QMessageBox.StandardButton.Discard  # a finished game no file holds asks on closing
    monkeypatch.setattr(keeper_window.QMessageBox, "question", lambda *_a, **_k: discard)
    win = keeper_for(qtbot, new_game())
    wait_for_entry(qtbot)
    bid = QAccessible.queryAccessibleInterface(win.entry.bid_edits[0])
    assert bid.text(QAccessible.Text.Name) == "Ann: bid"
    assert not [other for other, _relation in bid.relations() if "▶" in other.text(QAccessible.Text.Name)]
    assert QAccessible.queryAccessibleInterface(win.table).text(QAccessible.Text.Name) == "Hands entered"
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    assert QApplication.focusWidget() is win.entry.bid_edits[1]
    assert said and said[-1].startswith("Hand 1 over: "), said
    assert said[-1].endswith(" Hand 2: Ann deals, Bob bids first."), said[-1]
    win.close()


def test_enter_in_the_nil_pass_with_too_few_cards_chosen_says_why_nothing_happened(
        qtbot: QtBot, window: MainWindow) -> None:
    # Enter with the wrong number of cards chosen did nothing, and said nothing.
    from .test_a11y_findings import to_the_nil_pass

    to_the_nil_pass(qtbot, window)
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert view.access.announcements[-1] == "Choose 1 card first: 0 chosen.", view.access.announcements[-3:]
    assert human_view(window).phase is Phase.EXCHANGE


def test_reading_mouse_and_keyboard_line_by_line_gives_each_action_with_its_keys(qtbot: QtBot) -> None:
    # Orca reading the help with ↓ said only the left column of its table: "Play a card", "Bid", "Hint"…
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.info_dialogs import TextDialog, controls_html

    make_application()
    dialog = TextDialog("Mouse and keyboard", controls_html(), rich=True)
    qtbot.addWidget(dialog)
    document = dialog.text_widget.document()
    lines = [document.findBlockByNumber(i).text() for i in range(document.blockCount())]
    assert "Play a card: Drag it to the middle of the table; or click it, then click it again; or double-click it." \
        in lines, lines
    assert "Choose a card with the keyboard: ← and →, then Enter or Space to play it." in lines
    older = "Orca before version 46: View ▸ Announcements for older screen readers"
    assert any(line.startswith(older) for line in lines)


def test_the_table_has_one_focused_object_the_status_bar_no_unnamed_child_and_cards_are_said_in_words(
        qtbot: QtBot, window: MainWindow) -> None:
    # The table's viewport was an unnamed filler said focusable and focused beside the view; the status bar had
    # an unnamed "unknown" child (its size grip); the hint said "play the 9♣" to a screen reader.
    from PySide6.QtWidgets import QApplication

    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, my_turn_to_play)
    view = window.table_view
    view.setFocus()
    QApplication.processEvents()
    assert QAccessible.queryAccessibleInterface(view).state().focused
    viewport = QAccessible.queryAccessibleInterface(view.viewport()).state()
    assert not viewport.focused and not viewport.focusable
    bar = QAccessible.queryAccessibleInterface(window.statusBar())
    unnamed = [bar.child(i).role() for i in range(bar.childCount())
               if bar.child(i).role() != QAccessible.Role.StaticText and not bar.child(i).text(QAccessible.Text.Name)]
    assert not unnamed, unnamed
    said = view.access.announcements
    view.request_hint()
    qtbot.waitUntil(lambda: said[-1].startswith("Hint: "))
    assert not any(symbol in said[-1] for symbol in "♣♦♥♠"), said[-1]
    assert " of " in said[-1], said[-1]


def test_a_set_contract_is_said_with_a_minus_sign_not_a_hyphen(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # "Ann & Cy -80, total -80": a screen reader reads the hyphen as "dash" or not at all; the visible
    # scorepad writes "−80" (U+2212), which it reads as "minus".
    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import keeper_for, new_game, type_hand, wait_for_entry

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    discard = keeper_window.QMessageBox.StandardButton.Discard
    monkeypatch.setattr(keeper_window.QMessageBox, "question", lambda *_a, **_k: discard)
    win = keeper_for(qtbot, new_game())
    wait_for_entry(qtbot)
    type_hand(qtbot, "4 3 4 3", "1 3 6 3")
    result = next(text for text in said if text.startswith("Hand 1 over: "))
    assert "\u2212" in result and not re.search(r"-\d", result), result
    win.close()


def test_at_full_my_turn_does_not_say_again_the_cards_just_said_one_by_one(qtbot: QtBot, window: MainWindow) -> None:
    # QA (a blind player): at Full each card was said as played ("Wes: four of clubs.") and then all again in
    # "Your turn: Wes led the four of clubs; Nora played the king."
    window.set_verbosity(Verbosity.FULL)
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: my_turn_to_play(w) and len(human_view(w).trick) >= 2)
    said = window.table_view.access.announcements
    names = window.table_view.names()
    seat, card = human_view(window).trick[-1]
    assert said[-1] == "Your turn to play.", said[-4:]
    assert f"{names[seat]}: {card_in_sentence(card)}." in said[-3:], said[-4:]


def test_in_pass_and_play_at_brief_each_person_hears_their_own_card_confirmed(qtbot: QtBot,
                                                                              window: MainWindow) -> None:
    # QA: the one person at a table hears "You play the …" at Brief; in pass-and-play a person's own card was
    # never confirmed (it was said at Full only, as the bots' cards are).
    from .pass_and_play_driver import NAMES, Driver, pnp_setup

    window.set_verbosity(Verbosity.BRIEF)
    window.table_view.cover.guard_seconds = 0
    window.start_game(pnp_setup("hbhb", seed=11))
    driver = Driver(qtbot, window, grabs=0)
    driver.play_hand(tricks=3)
    said = window.table_view.access.announcements
    game = driver.game
    plays = [(s, c) for trick in game.view(0).completed_tricks for s, c in trick]
    for seat, card in plays:
        confirmed = f"{NAMES[seat]}: {card_in_sentence(card)}." in said
        assert confirmed == (seat in (0, 2)), (seat, card, said)  # the people's cards; not the bots' at Brief


def test_the_card_my_partner_passes_me_is_named_aloud_and_on_the_status_line(qtbot: QtBot, window: MainWindow) -> None:
    # QA (house rules): in partner-pass the 3♥ Nora passed was named nowhere once its slide was over (and never
    # with the animations off): "Waiting for Wes…", then "Your turn (A♣ led)…".
    from spades_desktop.engine import LOOK, Bid
    from spades_desktop.rules.presets import load_preset

    from .conftest import setup_for

    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(load_preset("partner-pass").rules, seed=3))
    for _ in range(30):
        wait_for_human(qtbot, window)
        view = human_view(window)
        if view.phase is Phase.PLAY:
            break
        window.controller.submit(view.legal[0] if view.phase is Phase.EXCHANGE else
                                 LOOK if LOOK in view.legal else next(a for a in view.legal if isinstance(a, Bid)))
    view = human_view(window)
    assert view.phase is Phase.PLAY and view.received and not view.completed_tricks
    cards = ", ".join(card_in_sentence(c) for c in view.received)
    assert f"Nora passed you: {cards}." in window.table_view.access.announcements
    assert window.status_label.text().startswith("Nora passed you "), window.status_label.text()
