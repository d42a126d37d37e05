"""Issue 12, accessibility: the table through Qt's accessibility tree and announcements, offscreen.

A screen reader sees the window through ``QAccessibleInterface``s; these tests walk that tree as one would,
play a whole hand from it (pressing card stand-ins), and read what was announced.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Phase, Play
from spades_desktop.gui.accessibility import Verbosity, card_in_sentence, card_name, load_verbosity
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices, app_settings

from .conftest import human_view, legal_cards, setup_for, start, wait_for_human

Role = QAccessible.Role


def walk(iface: QAccessibleInterface | None, depth: int = 0) -> Iterator[QAccessibleInterface]:
    """Every interface below ``iface`` (visible ones: what a screen reader offers)."""
    if iface is None or not iface.isValid() or depth > 30:
        return
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and not child.state().invisible:
            yield from walk(child, depth + 1)


def tree(win: MainWindow) -> list[tuple[str, Role, QAccessibleInterface]]:
    root = QAccessible.queryAccessibleInterface(win)
    return [(i.text(QAccessible.Text.Name), i.role(), i) for i in walk(root)]


def find(win: MainWindow, name: str) -> QAccessibleInterface | None:
    return next((i for n, _r, i in tree(win) if n == name), None)


def play_phase(qtbot: QtBot, win: MainWindow, bid: Bid | None = None) -> None:
    while human_view(win).phase is not Phase.PLAY:
        view = human_view(win)
        legal = list(view.legal)
        normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        choice = bid if bid is not None and bid in legal else (normal[0] if normal else legal[-1])
        assert win.controller.submit(choice) is None
        wait_for_human(qtbot, win)


def test_the_hand_the_trick_and_the_plates_are_in_the_accessibility_tree(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=31, levels=("hard", "normal", "easy")))
    play_phase(qtbot, window)
    QTest.qWait(20)
    nodes = tree(window)
    names = [n for n, _r, _i in nodes]
    view = human_view(window)
    assert view.hand is not None
    legal = set(legal_cards(window))
    for card in view.hand:
        wanted = f"{card_name(card)}, {'playable' if card in legal else 'not playable'}"
        node = next((i for n, r, i in nodes if n == wanted), None)
        assert node is not None, f"{wanted!r} is not in the tree"
        assert node.role() == Role.Button
        assert bool(node.state().disabled) == (card not in legal), "a card that cannot be played is unavailable"
        assert not node.rect().isEmpty(), "the stand-in sits where the card is drawn"
    assert "Your hand" in names and "Players" in names and "The trick" in names
    plates = [n for n, r, _i in nodes if r == Role.StaticText and ("bot" in n or n.startswith("You"))]
    assert any(n.startswith("Wes, Hard bot") for n in plates), plates
    assert any(n.startswith("Nora, Normal bot") for n in plates), plates
    to_play = [n for n in plates if "to play" in n]
    assert len(to_play) == 1 and to_play[0].startswith("You")
    assert any("won 0" in n for n in plates)
    pad = QAccessible.queryAccessibleInterface(window.scorepad)
    assert pad is not None and pad.text(QAccessible.Text.Name) == "Scorepad"
    assert "no hand scored yet" in pad.text(QAccessible.Text.Description)


def test_the_card_chosen_with_the_arrows_says_it_is_focused(qtbot: QtBot, window: MainWindow) -> None:
    # Seen on AT-SPI: Qt sent the focus event for the chosen card, but the card said neither focusable nor
    # focused, and a screen reader reads a focus event only from a source that says focused.
    start(qtbot, window, setup_for(seed=31))
    play_phase(qtbot, window)
    QTest.keyClick(window.table_view, Qt.Key.Key_Right)
    QTest.keyClick(window.table_view, Qt.Key.Key_Right)
    cards = [i for n, r, i in tree(window) if r == Role.Button and n.endswith("playable")]
    assert len(cards) == 13 and all(c.state().focusable for c in cards)
    focused = [c.text(QAccessible.Text.Name) for c in cards if c.state().focused]
    assert len(focused) == 1, focused
    assert window.table_view.hasFocus(), "the keys stay with the table"
    QTest.keyClick(window.table_view, Qt.Key.Key_Right)
    moved = [c.text(QAccessible.Text.Name) for c in cards if c.state().focused]
    assert len(moved) == 1 and moved != focused, "focus follows the arrow keys"


def test_the_bid_panel_is_accessible(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=24))
    QTest.keyClick(window.table_view, Qt.Key.Key_L)
    wait_for_human(qtbot, window)
    panel = find(window, "Your bid")
    assert panel is not None
    buttons = [i for i in walk(panel) if i.role() == Role.Button]
    names = [b.text(QAccessible.Text.Name) for b in buttons]
    assert "Bid 4" in names and "Nil" in names
    QTest.keyClick(window.table_view, Qt.Key.Key_4)
    chosen = [b.text(QAccessible.Text.Name) for b in buttons if b.state().checked]
    assert chosen == ["Bid 4"], "the bid chosen with the keyboard is checked"
    # seen on AT-SPI: the chosen bid only turned checked (and became a check box), which Orca does not read
    focused = [b.text(QAccessible.Text.Name) for b in buttons if b.state().focused and b.role() == Role.Button]
    assert focused == ["Bid 4"], "the bid chosen with the keyboard is reported focused"
    assert find(window, "Nil") is not None, "a button without an accessible name keeps its text as name"


def test_a_whole_hand_is_played_and_followed_through_accessibility(qtbot: QtBot, window: MainWindow) -> None:
    window.set_verbosity(Verbosity.FULL)
    start(qtbot, window, setup_for(seed=41))
    access = window.table_view.access
    play_phase(qtbot, window, Bid(0, BidKind.NIL))
    plays = 0
    for _ in range(13):
        assert window.controller.state is State.HUMAN_TURN
        legal = legal_cards(window)
        name = f"{card_name(legal[0])}, playable"
        node = find(window, name)
        assert node is not None, name
        actions = node.actionInterface()
        press = QAccessibleActionInterface.pressAction()
        assert actions is not None and press in actions.actionNames()
        before = len(human_view(window).hand or ())
        actions.doAction(press)  # what a screen reader's "activate" does (an animated click)
        def played(before: int = before) -> bool:
            return len(human_view(window).hand or ()) < before

        qtbot.waitUntil(played, timeout=5000)
        plays += 1
        wait_for_human(qtbot, window)
    assert window.controller.state is State.HAND_OVER
    assert plays == 13
    said = access.announcements
    assert sum("bids" in s for s in said) >= 3
    assert sum("wins the trick" in s or s.startswith("You win the trick") for s in said) == 13
    # seen on AT-SPI: the player's own bid was said "You bids 0." — the player is spoken to, not of
    assert "You bid Nil." in said
    assert not any(s.startswith(("You bids", "You wins", "You's")) for s in said), said
    game = window.controller.game
    assert game is not None
    played_cards = [a for a in said if ": " in a and " of " in a and a.count(":") == 1 and "wins" not in a
                    and not a.startswith("Your turn: ")]
    assert len(played_cards) == 39, "every card played is announced at full verbosity"
    assert sum(s.startswith("You play the ") for s in said) == 13, "and each of mine as an answer to my key"
    assert any("nil is broken" in s or "nil made" in s or "nil failed" in s for s in said), said[-20:]
    assert any(s.startswith("Hand 1 over:") for s in said)
    summary = QAccessible.queryAccessibleInterface(window.table_view.summary_panel)
    assert summary.text(QAccessible.Text.Name) == "Hand 1 is over"
    assert "total" in summary.text(QAccessible.Text.Description)


def test_brief_announcements_skip_the_cards_and_off_says_nothing(qtbot: QtBot, window: MainWindow) -> None:
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=42))
    play_phase(qtbot, window)
    said = window.table_view.access.announcements
    assert any("bids" in s for s in said) and not any(" of " in s and "wins" not in s for s in said)
    window.set_verbosity(Verbosity.OFF, save=True)
    count = len(said)
    assert window.controller.submit(Play(legal_cards(window)[0])) is None
    wait_for_human(qtbot, window)
    assert len(window.table_view.access.announcements) == count
    assert load_verbosity(app_settings()) is Verbosity.OFF, "the verbosity is kept in the settings"
    assert window.verbosity_actions[Verbosity.OFF].isChecked()


def test_r_reads_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.set_verbosity(Verbosity.OFF)
    start(qtbot, window, setup_for(seed=43))
    play_phase(qtbot, window)
    window.read_action.trigger()
    text = window.table_view.access.announcements[-1]
    assert (text.startswith("Your hand: ") and "spades" in text) or "hearts" in text
    assert "Wes bid 3, won 0" in text and "Score:" in text, text
    assert "R" in window.read_action.shortcut().toString()


def test_the_new_game_dialog_works_by_keyboard_with_a_visible_focus(qtbot: QtBot) -> None:
    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.preset.setFocus()
    seen: list[QWidget] = []
    for _ in range(30):
        widget = dialog.focusWidget()
        assert widget is not None
        if widget in seen:
            break
        seen.append(widget)
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface is not None and iface.text(QAccessible.Text.Name), f"{widget.metaObject().className()} has no name"
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert dialog.preset in seen and all(e in seen for e in dialog.name_edits)
    assert all(b in seen for b in dialog.level_boxes) and dialog.deal in seen
    ok = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Deal")
    assert ok in seen
    ok.setFocus()
    QTest.qWait(20)
    focused = ok.grab().toImage()
    dialog.deal.setFocus()
    QTest.qWait(20)
    assert ok.grab().toImage() != focused, "the focused button looks different"
    dialog.deal.setText("12")
    QTest.keyClick(dialog.deal, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_screen_reader_is_told_the_card_to_keep_or_discard_in_the_two_player_draw(
        qtbot: QtBot, window: MainWindow) -> None:
    # The top card was only a picture on the panel, and the turn was said "Your turn.": a player who
    # cannot see the screen could not know what to keep.
    from spades_desktop.engine import LOOK
    from spades_desktop.rules import load_preset

    window.table_view.access.verbosity = Verbosity.FULL
    start(qtbot, window, setup_for(load_preset("two-player").rules, seed=32, levels=("easy",)))
    draws = 0
    while (view := human_view(window)).phase in (Phase.DECLARE, Phase.DRAW) and draws < 3:
        if view.phase is Phase.DRAW:
            assert view.draw_card is not None
            said = window.table_view.access.announcements[-1]
            assert said.startswith(f"Your draw: the {card_in_sentence(view.draw_card)}."), said
            assert f"Cards left in the stock: {view.stock_size}." in said
            panel = window.table_view.draw_panel
            assert panel.card.accessibleName() == card_name(view.draw_card)
            assert str(view.stock_size) in panel.accessibleDescription()
            read = window.table_view.read_table()  # R
            assert f"Cards left in the stock: {view.stock_size}; discarded: {view.discard_size}." in read
            draws += 1
        window.controller.submit(LOOK if view.phase is Phase.DECLARE else view.legal[0])
        wait_for_human(qtbot, window)
    assert draws == 3


SIDE_ONE_WINS = 41  # with Easy bots and the human's first legal move, Wes & Ethan win this game to 60


def test_game_over_gives_the_winners_score_first(qtbot: QtBot, window: MainWindow) -> None:
    """"Wes & Ethan won (-214 – 141)" read as if they had lost: the status line and a screen reader give the
    winners' total first, as the scorepad's banner and the history do."""
    window.set_verbosity(Verbosity.BRIEF)
    from .test_undo import finish_game  # the human's first legal action until the game is over

    start(qtbot, window, setup_for(seed=SIDE_ONE_WINS, target=60, mercy=-60))
    finish_game(qtbot, window)
    game = window.controller.game
    assert game is not None and game.winner == 1, "the deal is chosen so that the other side wins"
    ours, theirs = game.scores
    score = f"{theirs} to {ours}".replace("-", "\u2212")  # a true minus sign
    assert window.status_label.text().startswith(f"Game over: Wes & Ethan won ({score}).")
    said = [s for s in window.table_view.access.announcements if s.startswith("Game over")]
    assert said == [f"Game over: Wes & Ethan win, {score}. N or Enter: New game; V: Review the game; S: Statistics; "
                    "Esc: Close."]
