"""The hint button gives Normal's card checked with the coach's weighing (``ai.hint``), so the review's coach does
not call the hinted card a mistake."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Play, parse_cards
from spades_desktop.gui.main_window import MainWindow
from tests.ai.test_hint import last_trick_position

from .conftest import setup_for, wait_for_human


class _SourceRussian(QTranslator):
    """The Russian of ``assets/translations/ru.py`` itself (the shipped ``.qm`` is rebuilt from it after a merge)."""

    def __init__(self) -> None:
        super().__init__()
        path = Path(__file__).resolve().parents[2] / "assets" / "translations" / "ru.py"
        spec = importlib.util.spec_from_file_location("spades_translation_ru_hint", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        self.ru: dict[tuple[str, str], str] = module.RU

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.ru.get((context, source), "")

    def isEmpty(self) -> bool:  # Qt's name
        return False


@pytest.fixture
def source_russian(qapp: object) -> Iterator[None]:
    translator = _SourceRussian()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_hint_throws_the_jack_rather_than_trumping_for_a_bag(qtbot: QtBot, window: MainWindow) -> None:
    setup = setup_for(seed=9147)
    window.start_game(setup)
    wait_for_human(qtbot, window)
    window.controller.new_game(setup, game=last_trick_position())  # trick 12: South holds the J♥ and the 2♠
    wait_for_human(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint_action.trigger()
    action, reason = blocker.args
    jack = parse_cards("JH")[0]
    assert action == Play(jack), reason  # Normal alone trumps with the 2♠: "we still need 1 trick"
    item = window.table_view.table.card_item(jack)
    assert item is not None and item.hinted
    status = window.status()
    assert "Hint: play the J♥" in status
    assert "the 2♠ looks natural, but " in status and "played out over " in status, status
    assert "scores about 18 points more on average" in status, status
    # Trumping and then leading the J♥ would take both tricks left (North holds the K♥), but the hint gives this
    # one away to spare a bag: it does not also say every trick left is sure to be the side's.
    assert "claim" not in status, status


def test_the_checked_hint_says_why_in_russian(qtbot: QtBot, window: MainWindow, source_russian: None) -> None:
    setup = setup_for(seed=9147)
    window.start_game(setup)
    wait_for_human(qtbot, window)
    window.controller.new_game(setup, game=last_trick_position())
    wait_for_human(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint_action.trigger()
    status = window.status()
    assert blocker.args[0] == Play(parse_cards("JH")[0])
    assert status.startswith("Подсказка:")
    assert "сыграть J♥ — напрашивается 2♠, но J♥ лучше: она отдаёт эту взятку" in status, status  # why, in words
    assert "если разыграть раздачу в " in status, status
    assert "скрытых карт, в среднем выигрыш около 18 очков" in status, status


def test_a_slow_hint_says_it_is_coming_and_then_gives_the_card(qtbot: QtBot, window: MainWindow,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from spades_desktop.ai.hint import HintPlayer
    from spades_desktop.engine import SeatView

    class SlowHint(HintPlayer):  # a slow laptop: the check takes a second or two
        def choose(self, view: SeatView) -> object:  # type: ignore[override]
            time.sleep(1.0)
            return super().choose(view)

    monkeypatch.setattr("spades_desktop.gui.controller.HintPlayer", SlowHint)
    setup = setup_for(seed=9147)
    window.start_game(setup)
    wait_for_human(qtbot, window)
    window.controller.new_game(setup, game=last_trick_position())
    wait_for_human(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000):
        window.hint_action.trigger()
        qtbot.waitUntil(lambda: window.status().startswith("Looking for a hint…"), timeout=900)
    assert window.status().startswith("Hint: play the J♥")
