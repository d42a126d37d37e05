"""A damaged history file is kept aside and a new one started: the player is told, once, in their words, where
the old file is (with the games played before in it); the History and Statistics windows say it at their top."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.gui.history.access import history_path

from .conftest import answer_message_boxes, setup_for, wait_for_human
from .test_two_windows import new_window


def damage_the_history() -> Path:
    """A history file that is not a database; the name it will be kept under."""
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database, the games of last year" * 300)
    return path.with_name(path.name + ".damaged-1")


def test_a_damaged_history_replaced_at_the_deal_is_told_once_and_the_windows_say_where_the_old_games_are(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = damage_the_history()
    told = answer_message_boxes(monkeypatch)
    win = new_window(qtbot)
    win.start_game(setup_for(seed=6))  # the game is stored at once: the damaged file is kept aside, a new one made
    wait_for_human(qtbot, win)
    assert kept.exists() and history_path().exists()
    assert len(told) == 1, "a message box says it"
    assert str(kept) in told[0] and "damaged" in told[0] and "games played before" in told[0]

    win.show_history()
    history = win._history_window
    win.show_statistics()
    stats = win._stats_window
    for window in (history, stats):
        qtbot.waitExposed(window)
        assert window.notice.isVisible(), "the window says it at its top"
        text = window.notice.text()
        assert str(kept) in text and "games played before" in text and "damaged" in text

    other = new_window(qtbot)  # another window of the game, later: the windows say it, no second box
    other.show_history()
    assert other._history_window.notice.isVisible() and str(kept) in other._history_window.notice.text()
    assert len(told) == 1, "told once"
    for window in (history, stats, other._history_window):
        window.close()
    other.close()
    win.close()



def test_a_damaged_history_whose_games_were_read_back_says_how_many(qtbot: QtBot,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: one damaged page set every game aside; now the games still readable are copied into the new history, and
    # the windows no longer say the games before "are not shown here"
    from spades_desktop.history import open_history
    from tests.history.conftest import store_all
    from tests.history.games import random_played

    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open_history(path) as history:
        store_all(history, [random_played(seed, day=seed % 28) for seed in range(12)])
        history.conn.execute("PRAGMA journal_mode = DELETE")
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[len(data) - page:] = bytes(page)
    path.write_bytes(bytes(data))
    kept = path.with_name(path.name + ".damaged-1")
    told = answer_message_boxes(monkeypatch)
    win = new_window(qtbot)
    win.show_history()
    window = win._history_window
    qtbot.waitExposed(window)
    text = window.notice.text()
    with open_history(path) as history:
        count = len(history.games())
    assert count >= 10 and f"a new history was started with the {count} games that could still be read" in text
    assert str(kept) in text and "not shown here" in text and "only in it" in text
    assert len(told) == 1 and f"with the {count} games" in told[0]
    window.close()
    win.close()
