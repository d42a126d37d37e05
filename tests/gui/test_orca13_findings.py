"""Orca 43.1 on the real bus, round 13 (leftovers of round 12): the review window is a frame, the only legal card
is said once, and the focus leaves the bid panel with the bid."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase, Play
from spades_desktop.gui.accessibility import card_in_sentence
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.gui.stats.window import StatsWindow

from .conftest import human_view, setup_for, start
from .test_forced_card import forced, play_the_hand_choosing_only, steps_now
from .test_review import played_hand
from .test_scorekeeper import new_game


def role(widget: QWidget) -> QAccessible.Role:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.role()


def test_the_review_window_is_a_frame_as_the_other_windows_are(qtbot: QtBot) -> None:
    # Orca 43.1 met the review window as a "filler" (Qt's role for a plain widget, *client*), not a frame, as it
    # met the duplicate comparison before (accessibility.as_window)
    make_application()
    _game, record = played_hand()
    review = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    assert role(review) == QAccessible.Role.Window, "a frame on AT-SPI, not a filler"
    face = QAccessible.queryAccessibleInterface(review)
    assert face is not None and face.text(QAccessible.Text.Name) == review.windowTitle()
    # the other windows of their own: History and Statistics are dialogs, the scorekeeper a main window
    history, stats, keeper = HistoryWindow(), StatsWindow(), ScorekeeperWindow(new_game(), autosave=False)
    for other, want in ((history, QAccessible.Role.Dialog), (stats, QAccessible.Role.Dialog),
                        (keeper, QAccessible.Role.Window)):
        qtbot.addWidget(other)
        other.show()
        assert role(other) == want, type(other).__name__


def test_the_only_card_to_play_is_said_once(qtbot: QtBot, window: MainWindow) -> None:
    # "Your only card to play: nine of clubs." and "You play the nine of clubs." came 10 ms apart (Orca 43.1)
    window.set_play_forced(True)
    start(qtbot, window, setup_for(seed=4))
    access = window.table_view.access
    play_the_hand_choosing_only(qtbot, window)
    game = window.controller.game
    assert game is not None
    last = [a for s, a in game.hands_log[-1].actions if s == window.controller.bottom][-1]
    assert isinstance(last, Play)
    name = card_in_sentence(last.card)
    said = access.announcements
    told = said.index(f"Your only card to play: {name}, played for you.")
    assert f"You play the {name}." not in said[told:], "the forced card is said once"
    forced_texts = [text for text in said if text.startswith("Your only card to play: ")]
    forced_cards = [f.removeprefix("Your only card to play: ").replace(", played for you.", ".") for f in forced_texts]
    assert len(forced_texts) >= 2 and not [text for text in said if text.startswith("You play the ")
                                           and text.removeprefix("You play the ") in forced_cards]
    # Undo takes back the last card chosen (the forced ones are no decision); played by hand it is said as ever
    assert window.controller.undo() is not None
    qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN, timeout=10_000)
    assert not forced(window) and human_view(window).phase is Phase.PLAY
    before, count = steps_now(window), len(said)
    card = human_view(window).legal[0]
    assert isinstance(card, Play) and window.controller.submit(card) is None
    qtbot.waitUntil(lambda: steps_now(window) > before, timeout=5_000)
    assert f"You play the {card_in_sentence(card.card)}." in said[count:], "a card played by hand after an undo is said"
