"""Games kept with the scorekeeper in History and Statistics: stored at each change, listed, continued, printed."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, history_game, load_game, save_game
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.gui.stats.window import StatsWindow, number, pct
from spades_desktop.history import Filters, open_history
from tests.history.scorekept_games import EXPECTED, finished_game, game_in_progress, hand

from .test_history_window import seed_history, shot

SHOTS = Path("/tmp/skhist")


@pytest.fixture(autouse=True)
def _yes_to_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Remove a hand? Yes. (A closing window's finished unsaved game: discarded, not waited for.)"""
    def answer(_parent: object, title: str, *_a: object, **_k: object) -> QMessageBox.StandardButton:
        return QMessageBox.StandardButton.Yes if "Remove" in title else QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", answer)


def empty(game: ScorekeptGame) -> ScorekeptGame:
    return ScorekeptGame(game.rules, game.names, game.first_dealer, game.preset_id, game.preset_name, (),
                         game.created)


@pytest.fixture
def keeper(qtbot: QtBot) -> Iterator[ScorekeeperWindow]:
    make_application()
    win = ScorekeeperWindow(empty(game_in_progress()))
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def enter(win: ScorekeeperWindow, bids: str, tricks: tuple[int, ...], row: int | None = None) -> None:
    if row is not None:
        win.correct(row)
    win.entry.fill(hand(bids, tricks))
    assert win.submit(), win.message.text()


def stored_games() -> list[tuple[str, str, int, tuple[int, ...]]]:
    with open_history(history_path()) as history:
        return [(g.source, g.status, g.hands_played, g.totals) for g in history.games()]


def test_each_hand_entered_corrected_removed_or_undone_is_in_the_history(keeper: ScorekeeperWindow) -> None:
    assert stored_games() == []  # nothing entered, nothing stored
    enter(keeper, "3,blind nil,4,5", (3, 1, 4, 5))
    assert stored_games() == [("scorekept", "in_progress", 1, (70, -149))]
    enter(keeper, "4,2,4,2", (2, 3, 3, 5))
    assert stored_games() == [("scorekept", "in_progress", 2, (-10, -105))]
    enter(keeper, "3,blind nil,4,5", (3, 0, 4, 6), row=0)  # corrected: Bob made his blind nil
    assert stored_games() == [("scorekept", "in_progress", 2, keeper.tally.totals)]
    assert keeper.remove_hand(1)
    assert stored_games() == [("scorekept", "in_progress", 1, (70, 251))]
    keeper.undo()  # the removed hand back
    assert stored_games()[0][2] == 2
    with open_history(history_path()) as history:
        (game,) = history.games()
        assert history.running_totals(game.id) == [s.totals for s in keeper.tally.scores]
        assert history.stats(Filters(player="Bob")).blind_nils_made == 1


def test_a_finished_game_is_stored_finished_and_a_game_begun_instead_leaves_the_other_abandoned(
        qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path) -> None:
    enter(keeper, "3,blind nil,4,5", (3, 1, 4, 5))
    path = save_game(finished_game(), tmp_path / "club.json")
    assert keeper.open_file(str(path))
    assert sorted(stored_games()) == [("scorekept", "abandoned", 1, (70, -149)),
                                      ("scorekept", "finished", 2, (221, 130))]


def test_a_locked_history_never_stops_score_keeping_and_catches_up(keeper: ScorekeeperWindow) -> None:
    open_history(history_path()).close()
    other = sqlite3.connect(history_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        enter(keeper, "3,blind nil,4,5", (3, 1, 4, 5))
        enter(keeper, "4,2,4,2", (2, 3, 3, 5))
        assert keeper.tally.totals == (-10, -105)  # the score is kept all the same
        assert "busy" in keeper.kept_history.problem  # type: ignore[union-attr]
        assert "Not stored in the game history" in keeper.statusBar().currentMessage()
    finally:
        other.execute("ROLLBACK")
        other.close()
    enter(keeper, "3,3,3,3", (3, 3, 4, 3))
    assert stored_games() == [("scorekept", "in_progress", 3, keeper.tally.totals)]
    assert keeper.kept_history.problem == ""  # type: ignore[union-attr]


def store_both() -> tuple[int, int]:
    with open_history(history_path()) as history:
        return (history.store(history_game(finished_game()), now="2026-05-01T22:00:00"),
                history.store(history_game(game_in_progress()), now="2026-05-08T22:00:00"))


def test_scorekept_games_in_the_history_window_are_marked_and_cannot_be_reviewed(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    seed_history(4)
    finished, unfinished = store_both()
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    model = win.model
    kept_rows = [r for r in range(model.rowCount()) if model.games[r].scorekept]
    assert len(kept_rows) == 2 and model.rowCount() == 6
    for r in kept_rows:
        assert model.data(model.index(r, model.PLAYERS)) == "Real cards: Ann, Bob, Cy, Di"
    assert all(not str(model.data(model.index(r, model.PLAYERS))).startswith("Real cards")
               for r in range(model.rowCount()) if r not in kept_rows)
    assert win.select_game(finished)
    assert not win.review_button.isEnabled() and "no cards were recorded" in win.review_button.toolTip()
    assert not win.continue_button.isEnabled() and win.print_button.isEnabled()
    assert win.chart.totals == [(70, 60), (221, 130)]
    shot(win, "history-window-scorekept", SHOTS)
    sheet = win.sheet_of_selected()
    assert sheet is not None and sheet.final_totals == (221, 130)  # type: ignore[attr-defined]
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    win.export_sheet_selected()
    assert target.read_bytes().startswith(b"%PDF")
    target = tmp_path / "club.json"
    assert win.export_record_selected() == target and load_game(target) == finished_game()
    seen: list[object] = []
    win.review_requested.connect(lambda *args: seen.append(args))
    win.review_selected()
    win._double_clicked()
    assert seen == []  # nothing to review
    assert win.select_game(unfinished)
    assert win.continue_button.isEnabled() and not win.review_button.isEnabled()


def test_searching_real_cards_finds_the_scorekept_games_whose_rows_read_so(qtbot: QtBot) -> None:
    # QA: a club game's row reads "Real cards: Ann, Bob, Cy, Di", but a search for "Real cards" found nothing.
    make_application()
    seed_history(4)
    store_both()
    win = HistoryWindow()
    qtbot.addWidget(win)
    model = win.model
    assert model.rowCount() == 6
    for text in ("Real cards", "real", "cards: ann"):
        win.search.setText(text)
        assert model.rowCount() == 2 and all(g.scorekept for g in model.games), text
    win.search.setText("Cy")  # a name still finds its games
    assert model.rowCount() >= 2


def test_continue_opens_an_unfinished_scorekept_game_in_the_scorekeeper(qtbot: QtBot, window: MainWindow) -> None:
    _finished, unfinished = store_both()
    window.show_history()
    history_window = window._history_window
    assert history_window.select_game(unfinished)
    history_window.continue_selected()
    keepers = [w for w in getattr(window, "scorekeepers", []) if w.isVisible()]
    assert len(keepers) == 1
    keeper = keepers[0]
    assert keeper.game == game_in_progress() and keeper.tally.totals == (-10, -105)
    enter(keeper, "3,3,3,3", (3, 3, 4, 3))  # it goes on in its old entry
    with open_history(history_path()) as history:
        kept = [g for g in history.games() if g.scorekept]
        assert sorted((g.id, g.status, g.hands_played) for g in kept) == [
            (_finished, "finished", 2), (unfinished, "in_progress", 3)]
    keeper.close()


def test_the_statistics_window_counts_scorekept_games(qtbot: QtBot) -> None:
    make_application()
    store_both()
    win = StatsWindow(player="Bob")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    bob = EXPECTED["Bob"]
    tiles = win.tiles
    assert tiles["games"].value.text() == "1" and tiles["games"].detail.text() == "and 1 unfinished"
    assert tiles["wins"].detail.text() == "0 won, 1 lost"
    assert tiles["points"].value.text() == number(bob["points"] / bob["hands"])
    assert tiles["points"].detail.text() == "4 hands"
    assert tiles["made"].detail.text() == f"{bob['contracts_made']} of {bob['contracts']}"
    assert tiles["made"].value.text() == pct(100.0)
    assert tiles["blind"].value.text() == "0/1"
    assert "people" in win.levels.text()
    shot(win, "stats-window-scorekept", SHOTS)


def test_a_game_kept_only_in_the_autosave_goes_into_history_before_another_game_replaces_it(qtbot: QtBot) -> None:
    # Continue from History opens a game in the scorekeeper without asking about the autosave, which its first hand
    # writes over: a game of an earlier version, in no History and no file, was lost there.
    from spades_desktop.gui.scorekeeper.scorefile import save_autosave
    from spades_desktop.gui.scorekeeper.window import autosave_path

    before = game_in_progress()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    save_autosave(before, autosave_path(), None)
    other = ScorekeptGame(before.rules, before.names, before.first_dealer, before.preset_id, before.preset_name, (),
                          "2026-12-01T10:00:00")
    make_application()
    win = ScorekeeperWindow(other)
    qtbot.addWidget(win)
    win.show()
    enter(win, "3,blind nil,4,5", (3, 1, 4, 5))
    assert sorted(stored_games()) == sorted([("scorekept", "in_progress", 2, (-10, -105)),  # the game before
                                             ("scorekept", "in_progress", 1, (70, -149))])
    assert load_autosave_created() == other.created
    win.close()


def load_autosave_created() -> str:
    from spades_desktop.gui.scorekeeper.scorefile import load_autosave
    from spades_desktop.gui.scorekeeper.window import autosave_path

    return load_autosave(autosave_path())[0].created
