"""Helpers for driving the real window: start a game, wait for the human's turn, drag and click cards."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Card, Phase, Play, RuleSet, SeatView
from spades_desktop.gui import style
from spades_desktop.gui.application import install_translations, make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

WAIT_STATES = (State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER)


class SimpleBot:
    """A predictable bot for window tests: bids 3 when it can (never nil), else takes the first legal action."""

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.BID and Bid(3) in view.legal:
            return Bid(3)
        if view.phase is Phase.BID:
            normal = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
            if normal:
                return normal[0]
        if LOOK in view.legal:
            return LOOK
        return view.legal[0]

    def explain(self) -> str:
        return "the simple test bot"


def simple_bots(level: str, seed: int) -> SimpleBot:
    return SimpleBot()


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    make_application()
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)  # every decision waits for the test (tests/gui/test_forced_card.py turns it on)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def setup_for(rules: RuleSet | None = None, seed: int = 1, levels: tuple[str, ...] = ("easy", "easy", "easy"),
              **rule_changes: object) -> GameSetup:
    rules = replace(rules or RuleSet(), **rule_changes)  # type: ignore[arg-type]
    names = ("You", "Wes", "Nora", "Ethan")[: rules.players]
    bots = tuple(SeatSetup(name, level) for name, level in zip(names[1:], levels, strict=False))
    seats = (SeatSetup(names[0], "human"), *bots)
    return GameSetup(rules=rules, seats=seats, seed=seed, preset_id="test", preset_name="Test rules")


def wait_for_human(qtbot: QtBot, win: MainWindow, timeout: int = 10_000) -> State:
    qtbot.waitUntil(lambda: win.controller.state in WAIT_STATES, timeout=timeout)
    assert win.table_view.mismatches == [], "the animated table showed something the engine did not say"
    return win.controller.state


def start(qtbot: QtBot, win: MainWindow, setup: GameSetup) -> None:
    win.start_game(setup)
    wait_for_human(qtbot, win)


def viewport_point(win: MainWindow, card: Card) -> QPoint:
    return win.table_view.card_view_pos(card).toPoint()


def trick_point(win: MainWindow) -> QPoint:
    layout = win.table_view.table.layout
    assert layout is not None
    return win.table_view.mapFromScene(QPointF(layout.trick_area.cx, layout.trick_area.cy))


def drag(win: MainWindow, card: Card, target: QPoint, steps: int = 4) -> None:
    """Press on the card, move in a few steps, release at ``target`` (viewport pixels)."""
    viewport = win.table_view.viewport()
    start_point = viewport_point(win, card)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point)
    for i in range(1, steps + 1):
        p = start_point + (target - start_point) * (i / steps)
        QTest.mouseMove(viewport, p)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)


def click(win: MainWindow, card: Card) -> None:
    QTest.mouseClick(win.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(win, card))


def human_view(win: MainWindow):  # type: ignore[no-untyped-def]
    game = win.controller.game
    assert game is not None
    return game.view(win.controller.bottom)


def legal_cards(win: MainWindow) -> list[Card]:
    return [a.card for a in human_view(win).legal if isinstance(a, Play)]


def bid_through_panel(qtbot: QtBot, win: MainWindow) -> None:
    """Look at the cards if asked, then click a middle bid in the panel."""
    panel = win.table_view.bid_panel
    view = human_view(win)
    assert panel.isVisible()
    actions = panel.offered_actions()
    if view.hand is None:
        look = next(a for a in actions if str(a) == "look")
        qtbot.mouseClick(panel.button_for(look), Qt.MouseButton.LeftButton)
        wait_for_human(qtbot, win)
        actions = panel.offered_actions()
    choice = actions[len(actions) // 3]
    button = panel.button_for(choice)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_to_hand_over(qtbot: QtBot, win: MainWindow) -> None:
    """The human's first legal moves until the hand is over (its summary shows)."""
    for _ in range(60):
        if wait_for_human(qtbot, win) is State.HAND_OVER:
            return
        assert win.controller.submit(human_view(win).legal[0]) is None
    raise AssertionError("the hand did not end")


def human_move(qtbot: QtBot, win: MainWindow) -> None:
    """The human's move at their turn: a bid through the panel, else the first legal action (a card, an
    exchange, a draw)."""
    view = human_view(win)
    if view.phase in (Phase.BID, Phase.DECLARE):
        bid_through_panel(qtbot, win)
    else:
        assert win.controller.submit(view.legal[0]) is None


def play_first_hand(qtbot: QtBot, win: MainWindow) -> None:
    """The human's bids (through the panel) and first legal cards until the first hand is over."""
    for _ in range(300):
        if wait_for_human(qtbot, win) is State.HAND_OVER:
            return
        human_move(qtbot, win)
    raise AssertionError("the first hand did not end")


def play_until(qtbot: QtBot, win: MainWindow, want: object, limit: int = 60) -> None:
    """Make the human's moves (bids, exchanges, first legal card) until ``want(win)`` holds at a human turn."""
    for _ in range(limit):
        state = wait_for_human(qtbot, win)
        if state is State.HUMAN_TURN and want(win):  # type: ignore[operator]
            return
        if state is State.HAND_OVER:
            win.table_view.continue_after_hand()
            continue
        if state is State.GAME_OVER:
            raise AssertionError("the game ended first")
        human_move(qtbot, win)
    raise AssertionError("the wanted moment never came")


@pytest.fixture(params=[style.STANDARD.name, style.HIGH_CONTRAST.name])
def theme(request: pytest.FixtureRequest) -> Iterator[style.Theme]:
    """Each test that asks for it, once in each theme (standard, high contrast); the standard one set back after."""
    make_application()
    yield style.set_theme(request.param)
    style.set_theme(style.STANDARD.name)


def rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.fixture
def russian(qapp: object) -> Iterator[None]:
    """The game's and Qt's Russian translations installed, and a Russian locale (rules texts, preset names)."""
    app = make_application()
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    translators = install_translations(app, QLocale("ru_RU"))
    assert translators, "assets/translations/spades_desktop_ru.qm loads"
    yield
    for translator in translators:
        app.removeTranslator(translator)
    QLocale.setDefault(old)


def answer_message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the message boxes shown (and closed at once): modal (exec) and not (show)."""
    told: list[str] = []

    def shown(box: QMessageBox) -> int:
        told.append(box.text())
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", shown)
    monkeypatch.setattr(QMessageBox, "show", shown)
    return told


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Answer the start-up resume question with Yes and remember what it asked."""
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    yield asked
