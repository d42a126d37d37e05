"""The game history in the window: games stored as they are played, and the History window driven headless."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Bid, BidKind, Phase
from spades_desktop.gui.controller import GameSetup, State
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.texts import minus, side_names
from spades_desktop.history import SCHEMA_VERSION, Filters, History, open_history
from spades_desktop.record import PlayerInfo, load_record
from tests.history.games import random_played, south_moves

from .conftest import bid_through_panel, human_move, human_view, play_first_hand, setup_for, wait_for_human
from .pass_and_play_driver import Driver, pnp_setup
from .test_hint_check import source_russian  # noqa: F401 - a fixture: the Russian of ru.py itself

SHOTS = os.environ.get("SPADES_SHOTS")  # a folder to keep the rendered windows in, for looking at them


def shot(widget: object, name: str, tmp_path: Path) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    assert widget.grab().save(str(path))  # type: ignore[attr-defined]
    return path


def finish_game(qtbot: QtBot, win: MainWindow) -> None:
    """The human's moves (a middle bid, the first legal card) until the game is over."""
    for _ in range(300):
        state = wait_for_human(qtbot, win)
        if state is State.GAME_OVER:
            return
        if state is State.HAND_OVER:
            win.table_view.continue_after_hand()
            continue
        human_move(qtbot, win)
    raise AssertionError("the game did not end")


def stored(qtbot: QtBot, win: MainWindow) -> History:
    qtbot.waitUntil(lambda: win.history_recorder.game_id is not None)
    return open_history(history_path())


def seed_history(count: int = 12) -> list[int]:
    with open_history(history_path()) as history:
        return [history.store(p.record, now="2026-11-30T20:00:00",
                              status=None if p.record.is_over else "abandoned") for p in
                (random_played(seed, day=seed * 3) for seed in range(count))]


# ------------------------------------------------------------------ the recorder
def test_three_finished_games_one_in_pass_and_play_are_all_in_history(qtbot: QtBot, window: MainWindow,
                                                                       tmp_path: Path) -> None:
    for seed in (3, 4):
        window.start_game(setup_for(seed=seed, hand_limit=1))
        finish_game(qtbot, window)
    window.table_view.cover.guard_seconds = 0  # the test clicks at once; people get a short guard
    window.start_game(pnp_setup("hbhb", setup_for(hand_limit=1).rules, seed=5))
    driver = Driver(qtbot, window, grabs=0)
    for _ in range(10):
        driver.play_hand()
        if window.controller.state is State.GAME_OVER:
            break
        driver.next_hand()
    assert window.controller.state is State.GAME_OVER
    with open_history(history_path()) as history:
        games = history.games()
        assert [g.status for g in games] == ["finished"] * 3
        assert [g.human_names for g in games] == [["Ann", "Cat"], ["You"], ["You"]]  # newest first
        for name, side_of_name in (("You", 0), ("Ann", 0), ("Cat", 0)):
            mine = [g for g in games if name in g.human_names]
            stats = history.stats(Filters(player=name))
            assert stats.games == len(mine)
            assert stats.wins == sum(g.winner == side_of_name for g in mine)
            assert stats.hands == sum(g.hands_played for g in mine)
        last = history.record(games[0].id)
        assert last.winner == window.controller.game.winner  # type: ignore[union-attr]
        assert [h.score for h in last.hands] == [h.score for h in window.controller.game.hands_log]  # type: ignore[union-attr]
    window.show_history()
    shot(window._history_window, "history-after-three-games", tmp_path)
    assert window._history_window.model.rowCount() == 3
    window._history_window.close()


def test_starts_an_earlier_version_stored_before_anyone_moved_are_gone_at_the_next_game(qtbot: QtBot,
                                                                                        window: MainWindow) -> None:
    with open_history(history_path()) as history:
        looked = history.store(south_moves(1, 0), now="2026-11-30T20:00:00", status="abandoned")
        moved = history.store(south_moves(2, 1), now="2026-11-30T20:00:00", status="abandoned")
    window.start_game(setup_for(seed=7))
    wait_for_human(qtbot, window)
    with open_history(history_path()) as history:
        assert [g.id for g in history.games()] == [moved], "the start only looked at is no game; the other stays"
        assert history.stats(Filters(player="You")).unfinished == 1
    assert looked != moved


def test_every_move_undone_takes_the_game_out_of_history_until_one_is_played_again(qtbot: QtBot,
                                                                                   window: MainWindow) -> None:
    """docs/saving.md: moves undone back to a start only looked at take its autosave away, and it is not stored
    in History. History kept it "in progress" with the undone bid and card, and Continue brought them back."""
    window.start_game(setup_for(seed=7))
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    assert window.controller.submit(human_view(window).legal[0]) is None
    with stored(qtbot, window) as history:
        assert len(history.games()) == 1
    while window.controller.can_undo():
        window.controller.undo()
        wait_for_human(qtbot, window)
    assert window.autosave_path() is None or not window.autosave_path().exists()  # type: ignore[union-attr]
    assert window.history_recorder.game_id is None
    with open_history(history_path()) as history:
        assert history.games() == [], "a game every move of which was undone is no game in History"
    bid_through_panel(qtbot, window)
    with stored(qtbot, window) as history:
        (game,) = history.games()
        assert game.status == "in_progress"


def test_each_scored_hand_is_stored_and_a_game_left_is_abandoned(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(setup_for(seed=7))
    wait_for_human(qtbot, window)
    assert window.history_recorder.game_id is None, "a start nobody has moved in yet is not a game in History"
    bid_through_panel(qtbot, window)
    with stored(qtbot, window) as history:
        (game,) = history.games()
        assert (game.status, game.hands_played) == ("in_progress", 0)
    for _ in range(300):  # play to the end of the first hand
        state = wait_for_human(qtbot, window)
        if state is State.HAND_OVER:
            break
        view = human_view(window)
        if view.phase in (Phase.BID, Phase.DECLARE):
            bid_through_panel(qtbot, window)
        else:
            assert window.controller.submit(view.legal[0]) is None
    with open_history(history_path()) as history:
        assert history.games()[0].hands_played == 1
        first = history.games()[0].id
    window.start_game(setup_for(seed=8))  # a new game while this one is unfinished
    wait_for_human(qtbot, window)
    with open_history(history_path()) as history:
        assert {g.id: g.status for g in history.games()} == {first: "abandoned"}
    bid_through_panel(qtbot, window)
    qtbot.waitUntil(lambda: window.history_recorder.game_id not in (None, first))
    with open_history(history_path()) as history:
        assert {g.id: g.status for g in history.games()} == {first: "abandoned",
                                                             window.history_recorder.game_id: "in_progress"}


def _leave_and_choose_in_history(qtbot: QtBot, window: MainWindow, first: int) -> HistoryWindow:
    """Leave game ``first`` for a new one, and choose it among the unfinished games of a History window."""
    window.start_game(setup_for(seed=10))
    wait_for_human(qtbot, window)
    assert window.history_recorder.game_id is None, "no move in the new game yet: not in History"
    history_window = HistoryWindow(window)
    qtbot.addWidget(history_window)
    history_window.show_box.setCurrentIndex(history_window.show_box.findData("unfinished"))
    assert history_window.select_game(first)
    return history_window


def test_continuing_an_unfinished_game_goes_on_in_its_entry(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(setup_for(seed=9))
    play_first_hand(qtbot, window)
    first = window.history_recorder.game_id
    history_window = _leave_and_choose_in_history(qtbot, window, first)  # type: ignore[arg-type]
    assert history_window.continue_button.isEnabled()
    history_window.continue_requested.connect(window.continue_record)
    qtbot.mouseClick(history_window.continue_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None and game.seed == 9 and len(game.hands_log) >= 2
    qtbot.waitUntil(lambda: window.history_recorder.game_id == first)
    with open_history(history_path()) as history:
        assert {g.id: g.status for g in history.games()} == {first: "in_progress"}, \
            "the game left for it had no move: not stored"


def test_continuing_from_history_goes_on_in_the_game_s_own_autosave_from_its_furthest_point(
        qtbot: QtBot, window: MainWindow) -> None:
    # Continue wrote a second autosave beside the game's own: the next start listed the game twice, and choosing
    # the older copy took the History entry back to its earlier hands. History keeps the scored hands only: the
    # cards played since were lost to Continue.
    from spades_desktop.paths import autosaves_dir
    from spades_desktop.record.autosave import autosave_files
    from spades_desktop.record.history import step_count

    window.start_game(setup_for(seed=9))
    own = window.autosave_path()
    play_first_hand(qtbot, window)
    window.table_view.continue_after_hand()
    while human_view(window) is None or human_view(window).phase is not Phase.PLAY:  # on into the next hand
        wait_for_human(qtbot, window)
        window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    played = step_count(window.controller.game)  # type: ignore[arg-type]
    first = window.history_recorder.game_id
    history_window = _leave_and_choose_in_history(qtbot, window, first)  # type: ignore[arg-type]
    history_window.continue_requested.connect(window.continue_record)
    qtbot.mouseClick(history_window.continue_button, Qt.MouseButton.LeftButton)
    assert window.autosave_path() == own, "the game's own autosave"
    assert step_count(window.controller.game) == played, "from where it was left, not from the hand's start"  # type: ignore[arg-type]
    seeds = [load_record(path).seed for path in autosave_files(autosaves_dir())]
    assert seeds.count(9) == 1, "one autosave a game"


def test_a_game_i_undo_after_it_is_over_and_finish_again_is_in_the_history_once(qtbot: QtBot,
                                                                                 window: MainWindow) -> None:
    window.start_game(setup_for(seed=3, hand_limit=1))
    finish_game(qtbot, window)
    first = window.history_recorder.game_id
    window.undo_action.trigger()  # Undo on the game-over panel: the last card is taken back
    wait_for_human(qtbot, window)
    with open_history(history_path()) as history:
        assert [(g.id, g.status) for g in history.games()] == [(first, "in_progress")]
    finish_game(qtbot, window)
    assert window.history_recorder.game_id == first
    with open_history(history_path()) as history:
        (game,) = history.games()
        assert (game.id, game.status, game.hands_played) == (first, "finished", 1)
        assert history.stats(Filters(player="You")).games == 1
        assert history.record(first).winner == window.controller.game.winner  # type: ignore[union-attr]


def test_undoing_my_first_decision_leaves_no_abandoned_game_behind(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(setup_for(seed=2))  # You are first to decide: blind nil or look
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN and human_view(window).legal[-1] == LOOK
    assert window.controller.game is not None and not window.controller.game.hands_log[0].actions
    assert window.history_recorder.game_id is None and window.controller.submit(LOOK) is None
    wait_for_human(qtbot, window)
    assert window.history_recorder.game_id is None, "looking at the cards is not a move: not a game yet"
    bid = next(a for a in human_view(window).legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL)
    assert window.controller.submit(bid) is None
    wait_for_human(qtbot, window)
    first = window.history_recorder.game_id
    assert first is not None
    window.undo_action.trigger()  # back to no bid
    wait_for_human(qtbot, window)
    assert window.controller.submit(bid) is None
    wait_for_human(qtbot, window)
    assert window.history_recorder.game_id == first
    with open_history(history_path()) as history:
        assert [(g.id, g.status) for g in history.games()] == [(first, "in_progress")]


def test_a_broken_history_never_stops_play(qtbot: QtBot, window: MainWindow) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    window.start_game(setup_for(seed=11, hand_limit=1))
    finish_game(qtbot, window)  # the game goes on to its end
    assert "newer version" in window.history_recorder.problem
    # told in the window, not only on the console (QA robust6)
    mark = window._history_mark
    assert mark is not None and mark.isVisibleTo(window) and mark.text() == "⚠ Not in History"
    assert "not recorded in History and Statistics" in mark.toolTip() and "newer version" in mark.toolTip()
    told: list[str] = []
    window.show_notice = told.append  # type: ignore[method-assign]
    window.history_recorder._set_problem("")
    window.history_recorder._set_problem("the disk is full")
    assert told == ["History records games again.",
                    "This game is not recorded in History and Statistics: the disk is full. The game goes on and is "
                    "autosaved."], told  # the note was never given: adding the mark showed it (QA orca19)
    window.history_recorder._set_problem("")
    assert not mark.isVisibleTo(window)
    history_window = HistoryWindow(window)
    qtbot.addWidget(history_window)
    assert history_window.notice.isVisibleTo(history_window)
    assert history_window.notice.text().startswith("The history is unavailable:")
    assert "newer version" in history_window.notice.text()
    assert not history_window.delete_button.isEnabled()


# ------------------------------------------------------------------ the History window
@pytest.fixture
def history_window(qtbot: QtBot) -> HistoryWindow:
    seed_history()
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_list_is_newest_first_and_searchable(qtbot: QtBot, history_window: HistoryWindow, tmp_path: Path) -> None:
    model = history_window.model
    assert model.rowCount() == 12
    dates = [model.data(model.index(r, model.DATE)) for r in range(12)]
    assert dates == sorted(dates, reverse=True)
    shot(history_window, "history-window", tmp_path)
    qtbot.keyClicks(history_window.search, "cyril")
    assert 0 < model.rowCount() < 12
    assert all("Cyril" in model.data(model.index(r, model.PLAYERS)) for r in range(model.rowCount()))
    history_window.search.clear()
    history_window.show_box.setCurrentIndex(history_window.show_box.findData("finished"))
    results = [model.data(model.index(r, model.RESULT)) for r in range(model.rowCount())]
    assert results and all(" — won by " in text for text in results)
    assert not history_window.continue_button.isEnabled()  # a finished game cannot be continued
    assert history_window.chart.totals, "the selected game's running totals are drawn"


def _click_heading(qtbot: QtBot, win: HistoryWindow, column: int) -> None:
    header = win.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def test_a_click_on_a_heading_sorts_the_games_by_it_and_the_chosen_game_stays_chosen(
        qtbot: QtBot, history_window: HistoryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A club's history of hundreds of games: the longest games, the best scores, one player's games together.
    model, win = history_window.model, history_window
    chosen = model.games[5]
    win.select_game(chosen.id)
    _click_heading(qtbot, win, model.HANDS)  # the most hands first
    hands = [int(model.data(model.index(r, model.HANDS))) for r in range(model.rowCount())]
    assert hands == sorted(hands, reverse=True) and hands[0] > hands[-1]
    assert win.selected() == chosen, "the chosen game stays chosen when the list is sorted"
    _click_heading(qtbot, win, model.HANDS)  # a second click turns the order
    hands = [int(model.data(model.index(r, model.HANDS))) for r in range(model.rowCount())]
    assert hands == sorted(hands)
    win.refresh()  # QA: a refresh after a sort (a search, the Show box) chose another game
    assert win.selected() == chosen
    win.show_box.setCurrentIndex(win.show_box.findData("unfinished" if not chosen.finished else "finished"))
    assert win.selected() == chosen
    win.show_box.setCurrentIndex(0)
    assert win.selected() == chosen
    _click_heading(qtbot, win, model.PLAYERS)  # names: A to Z
    players = [model.data(model.index(r, model.PLAYERS)).casefold() for r in range(model.rowCount())]
    assert players == sorted(players)
    _click_heading(qtbot, win, model.RESULT)  # won games first, the best winning score first
    won = [g for g in model.games if g.winner is not None]
    assert model.games[:len(won)] == won and len(won) < len(model.games)
    scores = [g.totals[g.winner] for g in won if g.winner is not None]
    assert scores == sorted(scores, reverse=True)
    assert win.selected() == chosen
    target = tmp_path / "games.csv"  # the CSV lists the games as the window does
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert win.export_csv() == target
    ids = [int(line.split(",", 1)[0]) for line in target.read_text(encoding="utf-8").splitlines()[1:]]
    assert ids == [g.id for g in model.games]
    qtbot.keyClicks(win.search, "cyril")  # a search keeps the order chosen
    keys = [model.sort_key(g) for g in model.games]
    assert 0 < len(keys) < 12 and keys == sorted(keys, reverse=True)
    _click_heading(qtbot, win, model.DATE)  # back to the newest first
    dates = [g.created for g in model.games]
    assert dates == sorted(dates, reverse=True)


def test_the_keyboard_sorts_with_the_sort_box_and_a_heading_s_click_shows_in_it(
        qtbot: QtBot, history_window: HistoryWindow) -> None:
    # QA: the headings cannot be reached by the keyboard, so sorting was by the mouse only.
    model, win = history_window.model, history_window
    win.show()
    chosen = model.games[3]
    win.select_game(chosen.id)
    qtbot.keyClick(win, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # Alt+O: the Sort box, as its label says
    assert win.sort_box.hasFocus()
    assert win.sort_box.currentText() == "Newest first"
    while win.sort_box.currentText() != "Most hands first":
        qtbot.keyClick(win.sort_box, Qt.Key.Key_Down)
    hands = [g.hands_played for g in model.games]
    assert hands == sorted(hands, reverse=True) and hands[0] > hands[-1]
    header = win.table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (model.HANDS, Qt.SortOrder.DescendingOrder)
    assert win.selected() == chosen, "the chosen game stays chosen"
    qtbot.keyClick(win.sort_box, Qt.Key.Key_Down)
    assert [g.hands_played for g in model.games] == sorted(hands)
    _click_heading(qtbot, win, model.PLAYERS)  # a click on a heading: the box says the order
    assert win.sort_box.currentText() == "Players, A to Z"
    _click_heading(qtbot, win, model.PLAYERS)
    assert win.sort_box.currentText() == "Players, Z to A"
    players = [model.data(model.index(r, model.PLAYERS)).casefold() for r in range(model.rowCount())]
    assert players == sorted(players, reverse=True)


def test_a_won_game_gives_the_sides_scores_in_their_order_then_the_winners(history_window: HistoryWindow) -> None:
    # "Won by Easy bot 1 & Normal bot 3, -408 / 54" read as if the winners had scored -408: the scores come first,
    # in the sides' order as while the game was unfinished ("−408 / 54 — won by Easy bot 1 & Normal bot 3"); the
    # winners' score first changed the first figure's pair as the game ended (QA club 11).
    model = history_window.model
    history_window.show_box.setCurrentIndex(history_window.show_box.findData("finished"))
    games = [model.games[r] for r in range(model.rowCount())]
    assert any(game.winner not in (None, 0) for game in games), "a game won by the second side is listed"
    for row, game in enumerate(games):
        assert game.winner is not None
        text = model.data(model.index(row, model.RESULT))
        totals = text.split(" — ", 1)[0]
        first = totals.split(" · ")[0].rsplit(" ", 1)[1] if " · " in totals else totals.split(" / ")[0]
        assert "-" not in totals, f"a true minus sign, not a hyphen: {text}"
        # a cutthroat game names each score's player, the winner first (below)
        assert int(first.replace("\u2212", "-")) == game.totals[game.winner if " · " in totals else 0], text


def test_a_cutthroat_result_says_whose_score_is_whose(history_window: HistoryWindow) -> None:
    # "Won by Wes, 114 / -270 / 77 / 102": whose was -270?
    model = history_window.model
    rows = [(r, g) for r, g in enumerate(model.games) if len(g.totals) > 2]
    assert rows, "a game of more than two sides is listed"
    for row, game in rows:
        text = model.data(model.index(row, model.RESULT))
        said = [(name, int(total.replace("\u2212", "-"))) for name, total in (
            part.rsplit(" ", 1) for part in text.split(" — ", 1)[0].split(" · "))]
        assert sorted(said) == sorted((side_names(game.side_names(s)), t) for s, t in enumerate(game.totals)), text
        if game.winner is not None:
            assert text.endswith(f" — won by {said[0][0]}") and said[0][1] == game.totals[game.winner]


def store_games(games: Sequence[tuple[int, str, str]]) -> None:
    """Store a random played game for each (seed, the person's name, the bots' level): bots named as the game
    names them ("Wes (Normal)")."""
    with open_history(history_path()) as history:
        for seed, you, level in games:
            record = random_played(seed, day=seed).record
            players = tuple(PlayerInfo(you) if s == 0 else PlayerInfo(("Wes", "Nora", "Ethan")[(s - 1) % 3], "bot",
                                                                        level) for s in range(len(record.players)))
            history.store(replace(record, players=players), now="2026-11-30T20:00:00")


def test_searching_normal_finds_the_games_with_a_normal_bot_as_the_rows_show_it(qtbot: QtBot) -> None:
    store_games([(1, "You", "normal"), (2, "You", "easy"), (3, "You", "hard"), (4, "You", "normal")])
    win = HistoryWindow()
    qtbot.addWidget(win)
    model = win.model
    assert model.rowCount() == 4
    qtbot.keyClicks(win.search, "normal")
    assert model.rowCount() == 2
    assert all("Wes (Normal)" in model.data(model.index(r, model.PLAYERS)) for r in range(2))


def test_searching_you_finds_the_games_of_vy_whose_rows_read_you(qtbot: QtBot) -> None:
    # QA: in English a game stored under «Вы» (played in Russian) reads "You", and a search for "You" missed it.
    store_games([(1, "You", "easy"), (2, "Вы", "easy"), (3, "Ann", "easy")])
    win = HistoryWindow()
    qtbot.addWidget(win)
    model = win.model
    assert model.rowCount() == 3
    qtbot.keyClicks(win.search, "you")
    assert model.rowCount() == 2
    assert all(model.data(model.index(r, model.PLAYERS)).startswith("You, ") for r in range(2))
    win.search.setText("Вы")  # the name as stored still finds its game
    assert model.rowCount() == 1


def test_a_game_damaged_inside_the_history_file_is_said_so_never_raised(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = seed_history(3)
    conn = sqlite3.connect(history_path())
    with conn:  # SQLite's quick check still passes: the damage is in the contents
        blob = bytearray(conn.execute("SELECT record FROM records WHERE game_id = ?", (ids[0],)).fetchone()[0])
        for i in range(2, 40):
            blob[i] ^= 0x5A
        conn.execute("UPDATE records SET record = ? WHERE game_id = ?", (bytes(blob), ids[0]))
        conn.execute("UPDATE games SET seats_json = '[[\"Ann\",' WHERE id = ?", (ids[1],))
    conn.close()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warned.append(text))
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    model = win.model
    rows = {model.games[r].id: r for r in range(model.rowCount())}
    assert len(rows) == 3, "every game is listed, the damaged ones too"
    assert model.data(model.index(rows[ids[1]], model.RESULT)).startswith("Damaged in the history file")
    win.select_game(ids[1])
    win.select_game(ids[0])
    win.review_selected()  # raised zlib.error into Qt's event loop
    assert len(warned) == 1 and f"the stored record of game {ids[0]} is damaged" in warned[0]


def test_on_a_full_disk_the_games_are_listed_with_a_note_that_new_ones_are_not_stored(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk: the window said "the disk is full, so opening the history did not happen" and listed no game,
    while from a read-only disk it listed them all (QA recheck21): reading needs no room."""
    from tests.history.test_database import full_disk

    seed_history(3)
    full_disk(monkeypatch)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warned.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.model.rowCount() == 3
    assert win.notice.isVisible() and win.notice.text() == (
        "The disk is full: the games are listed and statistics shown, but new games cannot be recorded until some "
        "space is freed.")
    assert win.selected() is not None and not win.delete_selected()
    assert len(warned) == 1 and "the disk is full, so deleting the game did not happen; free some space" in warned[0]
    assert win.model.rowCount() == 3


def test_enter_on_a_game_opens_it_and_enter_in_the_search_goes_to_the_list(
        qtbot: QtBot, history_window: HistoryWindow) -> None:
    asked: list[str] = []
    history_window.review_requested.connect(lambda _record, _hand: asked.append("review"))
    history_window.continue_requested.connect(lambda _record: asked.append("continue"))
    history_window.activateWindow()
    qtbot.keyClicks(history_window.search, "Ann")
    qtbot.keyClick(history_window.search, Qt.Key.Key_Return)  # ends the search: no game is continued
    assert asked == [] and history_window.isVisible()
    assert history_window.table.hasFocus()
    history_window.search.clear()
    games = history_window.model.games
    finished = next(n for n, g in enumerate(games) if g.finished)
    history_window.table.selectRow(finished)
    qtbot.keyClick(history_window.table, Qt.Key.Key_Return)  # as a double click: a finished game is reviewed
    assert asked == ["review"]
    unfinished = next(n for n, g in enumerate(games) if not g.finished)
    history_window.table.selectRow(unfinished)
    qtbot.keyClick(history_window.table, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert asked == ["review", "continue"]


def test_tab_leaves_the_list_of_games_for_the_buttons(qtbot: QtBot, history_window: HistoryWindow) -> None:
    # Tab went from cell to cell of the list and never reached Continue, Review or Close; the list had no name.
    history_window.activateWindow()
    history_window.table.setFocus()
    history_window.table.selectRow(0)
    qtbot.keyClick(history_window.table, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is not history_window.table and isinstance(focused, QPushButton), focused
    table = QAccessible.queryAccessibleInterface(history_window.table)
    assert table is not None and table.text(QAccessible.Text.Name) == "Games"


def test_export_record_csv_and_sheet(qtbot: QtBot, history_window: HistoryWindow, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    game = history_window.selected()
    assert game is not None
    path = history_window.export_record_selected()
    assert path == target and load_record(target).seed == game.seed
    target = tmp_path / "games.csv"
    assert history_window.export_csv() == target
    assert (tmp_path / "games-hands.csv").read_text(encoding="utf-8-sig").startswith("game_id,hand_number,seat,player")
    sheet = history_window.sheet_of_selected()
    assert sheet is not None and len(sheet.rows) == game.hands_played  # type: ignore[attr-defined]
    assert sheet.final_totals == game.totals  # type: ignore[attr-defined]
    target = tmp_path / "sheet.pdf"
    history_window.export_sheet_selected()
    assert target.read_bytes().startswith(b"%PDF")
    # The same through the Export button's menu: the record of the selected game, and nothing without one.
    target = tmp_path / "from-menu.json"
    menu = history_window.export_button.menu()
    assert menu is not None and history_window.export_button.isEnabled()
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "Score &sheet as PDF…", "Game &record…", "The games listed as CS&V…"]
    history_window.record_action.trigger()
    assert load_record(target).seed == game.seed
    history_window.table.clearSelection()
    assert not history_window.record_action.isEnabled() and not history_window.sheet_action.isEnabled()
    assert history_window.csv_action.isEnabled() and history_window.export_button.isEnabled()


def test_the_csv_export_asks_before_replacing_the_hands_file_beside_it(
        history_window: HistoryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialog asks about games.csv only; games-hands.csv, written beside it, was replaced unasked."""
    hands = tmp_path / "games-hands.csv"
    hands.write_text("kept", encoding="utf-8")
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "games.csv"), ""))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *_a: asked.append(text) or QMessageBox.StandardButton.No)
    assert history_window.export_csv() is None
    assert asked == ["games-hands.csv already exists. Replace it?"]
    assert hands.read_text(encoding="utf-8") == "kept" and not (tmp_path / "games.csv").exists()


def test_delete_asks_first(qtbot: QtBot, history_window: HistoryWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    game = history_window.selected()
    assert game is not None
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    qtbot.mouseClick(history_window.delete_button, Qt.MouseButton.LeftButton)
    assert history_window.model.rowCount() == 12 and "cannot be undone" in asked[0]
    qtbot.mouseClick(history_window.delete_button, Qt.MouseButton.LeftButton)
    assert history_window.model.rowCount() == 11
    assert game.id not in [g.id for g in history_window.model.games]
    with open_history(history_path()) as history:
        assert len(history.games()) == 11


def test_the_game_menu_opens_history_and_statistics(qtbot: QtBot, window: MainWindow) -> None:
    seed_history(3)
    window.history_action.trigger()
    assert window._history_window.isVisible() and window._history_window.model.rowCount() == 3
    window.stats_action.trigger()
    assert window._stats_window.isVisible()
    window._history_window.close()
    window._stats_window.close()


def test_deleting_a_game_in_history_counts_the_open_statistics_again(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Stats QA: the open Statistics window kept the deleted game as the best game ("its statistics go with it").
    seed_history(12)
    window.history_action.trigger()
    window.stats_action.trigger()
    stats, history = window._stats_window, window._history_window
    games = stats.tiles["games"]
    before = games.value.text()
    player = stats.player_box.currentText()
    finished = [g for g in history.model.games if g.finished and player in g.human_names]
    assert finished, "a finished game of the player's to delete"
    history.select_game(finished[0].id)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert history.delete_selected()
    assert games.value.text() == str(int(before) - 1), (before, games.value.text())
    history.close()
    stats.close()


def test_a_history_damaged_inside_is_kept_aside_and_the_game_stored_anew(qtbot: QtBot, window: MainWindow) -> None:
    path = history_path()
    seed_history(12)
    with open_history(path) as history:
        history.conn.execute("PRAGMA journal_mode = DELETE")
    data = bytearray(path.read_bytes())
    data[4096:len(data) - 4096] = b"\x99" * (len(data) - 8192)  # every page but the first and the last
    path.write_bytes(bytes(data))
    window.start_game(setup_for(seed=12, hand_limit=1))
    finish_game(qtbot, window)  # the game goes on to its end
    assert (path.parent / "history.sqlite3.damaged-1").read_bytes() == bytes(data)
    with open_history(path) as history:
        (game,) = history.games()
        assert game.status == "finished" and game.human_names == ["You"]
    assert window.history_recorder.problem == ""


def test_a_locked_history_never_stops_play_and_catches_up(qtbot: QtBot, window: MainWindow) -> None:
    path = history_path()
    open_history(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file for the whole game
    try:
        window.start_game(setup_for(seed=13, hand_limit=1))
        finish_game(qtbot, window)
        assert "busy" in window.history_recorder.problem
    finally:
        other.execute("ROLLBACK")
        other.close()
    window.start_game(setup_for(seed=14))
    wait_for_human(qtbot, window)
    assert window.history_recorder.problem == "", "the finished game was stored at the next start"
    bid_through_panel(qtbot, window)
    qtbot.waitUntil(lambda: window.history_recorder.game_id is not None)
    with open_history(path) as history:
        games = history.games()
        assert [(g.seed, g.status) for g in games] == [(14, "in_progress"), (13, "finished")]


def test_a_game_finished_while_the_history_is_locked_reaches_it_once_free_without_another_move(
        qtbot: QtBot, window: MainWindow) -> None:
    """QA robust7: the finished game waited in the recorder until the next start; now a timer tries again, waiting
    longer each time, and the "Not in History" mark goes once it is stored."""
    recorder = window.history_recorder
    recorder.RETRY_FIRST, recorder.RETRY_MOST = 0.2, 0.8  # type: ignore[misc]
    recorder._retry_wait = recorder.RETRY_FIRST
    path = history_path()
    open_history(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        window.start_game(setup_for(seed=13, hand_limit=1))
        finish_game(qtbot, window)
        assert recorder.pending and "busy" in recorder.problem
        mark = window._history_mark
        assert mark is not None and mark.isVisibleTo(window)
        waits: list[int] = []  # the timer's wait after each try
        store = recorder._store

        def counted(record: object) -> None:
            store(record)  # type: ignore[arg-type]
            waits.append(recorder._retry.interval() if recorder._retry.isActive() else 0)

        recorder._store = counted  # type: ignore[method-assign]
        qtbot.waitUntil(lambda: len(waits) >= 3, timeout=5000)  # tried again while locked, never in a busy loop
        assert all(wait >= 200 for wait in waits) and waits == sorted(waits) and waits[-1] == 800, waits
        assert recorder.pending and mark.isVisibleTo(window)
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: not recorder.pending, timeout=5000)  # no move, no new game: the timer stored it
    assert window.controller.state is State.GAME_OVER
    assert recorder.problem == "" and not mark.isVisibleTo(window)
    assert recorder.game_id is not None and not recorder._retry.isActive()
    with open_history(path) as history:
        assert [(g.id, g.seed, g.status) for g in history.games()] == [(recorder.game_id, 13, "finished")]
    autosave = window.autosave_path()
    assert autosave is None or not autosave.exists(), "History has the end: the finished game's autosave goes"


def test_a_past_game_opens_in_review_from_history(qtbot: QtBot, window: MainWindow) -> None:
    seed_history(3)
    window.history_action.trigger()
    history = window._history_window
    history.table.selectRow(0)
    assert history.review_button.isEnabled()
    record = history.selected_record()
    assert record is not None
    history.review_button.click()
    reviews = [w for w in window._reviews if w.isVisible()]
    assert len(reviews) == 1, "Review opens the review window of the selected game"
    finished = [i for i, hand in enumerate(record.hands) if hand.finished]
    assert reviews[0].record == record and reviews[0].hand_index == finished[-1]
    reviews[0].close()
    history.close()


# ------------------------------------------------------------------ a small screen, in Russian
SMALL_SCREENS = [(1024, 560), (800, 560)]  # 1024 x 600 and 800 x 600 less the title bar


def family_game() -> None:
    """A finished game of the family's names: the bots' long names won, 98 to −120 in the QA's game."""
    record = next(p.record for p in (random_played(s) for s in range(60))
                  if p.record.is_over and len(p.record.players) == 4 and p.record.winner == 1)
    names = ("Маша", "Робот Вася", "Дедушка", "Робот Петя")
    players = tuple(PlayerInfo(n) if s % 2 == 0 else PlayerInfo(n, "bot", "easy") for s, n in enumerate(names))
    with open_history(history_path()) as history:
        history.store(replace(record, players=players), now="2026-12-04T21:27:00")


def _small_history(qtbot: QtBot, size: tuple[int, int]) -> HistoryWindow:
    family_game()
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(20)
    return win


@pytest.mark.usefixtures("russian", "source_russian")
@pytest.mark.parametrize("size", SMALL_SCREENS, ids=["1024x600", "800x600"])
def test_on_a_small_screen_every_russian_column_heading_is_whole(qtbot: QtBot, size: tuple[int, int],
                                                                  tmp_path: Path) -> None:
    # The last heading, «Раздачи», showed as «аздачи», cut on both sides in its column 50 pixels wide.
    win = _small_history(qtbot, size)
    header = win.table.horizontalHeader()
    for column in range(win.model.columnCount()):
        heading = win.model.headerData(column, Qt.Orientation.Horizontal)
        assert header.sectionSize(column) >= header.sectionSizeHint(column), heading
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= header.viewport().width(), \
            heading
    shot(win, f"history-russian-{size[0]}", tmp_path)


@pytest.mark.usefixtures("russian", "source_russian")
@pytest.mark.parametrize("size", SMALL_SCREENS, ids=["1024x600", "800x600"])
def test_on_a_small_screen_the_result_shows_both_scores_and_the_whole_of_it_on_hover(
        qtbot: QtBot, size: tuple[int, int]) -> None:
    # «Победа: Робот Вася и Робот Петя, 98 /…»: the losers' score was cut off.
    win = _small_history(qtbot, size)
    model = win.model
    game = model.games[0]
    index = model.index(0, model.RESULT)
    text = model.data(index)
    room = win.table.columnWidth(model.RESULT) - 8  # the cell's margins
    shown = win.table.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
    for total in game.totals:
        assert minus(total) in shown, (shown, text)
    assert model.data(index, Qt.ItemDataRole.ToolTipRole) == text
    assert "Робот Вася и Робот Петя" in text


def test_a_game_played_in_english_is_listed_in_russian_words(qtbot: QtBot, russian: None) -> None:
    # QA: «You, Wes (обычный)» and «Standard partnership Spades» in the Russian History: the only person's default
    # name and a known preset are said in the window's language, as the table says them.
    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.history.model import GamesModel
    from spades_desktop.record import GameRecord

    from ..record.record_samples import random_game

    record = GameRecord.from_game(random_game(RuleSet(), 5, max_actions=80), names=["You", "Wes", "Nora", "Ethan"],
                                  kinds=["human", "bot:normal", "bot:easy", "bot:hard"], preset_id="standard",
                                  preset_name="Standard partnership Spades", created="2026-12-01T10:00:00")
    with open_history(history_path()) as history:
        history.store(record, now="2026-12-01T11:00:00")
        (game,) = history.games()
    model = GamesModel()
    assert model.text(game, GamesModel.PLAYERS).startswith("Вы, Wes (")
    assert model.text(game, GamesModel.RULES) == "Классические парные пики"


def test_a_screen_reader_names_the_show_box_by_its_label(history_window: HistoryWindow) -> None:
    """On Linux a combo box is named by its label alone, and this one had none: Orca said only "All games"."""
    labels = [other.text(QAccessible.Text.Name)
              for other, relation in QAccessible.queryAccessibleInterface(history_window.show_box).relations()
              if relation & QAccessible.RelationFlag.Label]
    assert labels == ["Show:"]


def test_the_list_of_games_shows_a_ring_when_it_has_the_keyboard(qtbot: QtBot, history_window: HistoryWindow) -> None:
    # Keyboard QA: the Games list with the focus looked exactly as with the focus in the search box.
    from PySide6.QtGui import QColor

    from spades_desktop.gui import style

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet = app.styleSheet()
    style.apply(app)  # as make_application does
    try:
        _check_the_ring(qtbot, history_window, QColor(style.STANDARD.focus))
    finally:
        app.setStyleSheet(sheet)


def _check_the_ring(qtbot: QtBot, win: HistoryWindow, focus: object) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    edge = win.table.mapTo(win, QPoint(1, win.table.height() // 2))
    win.search.setFocus()
    qtbot.waitUntil(lambda: not win.table.hasFocus())
    before = win.grab().toImage().pixelColor(edge)
    win.table.setFocus()
    qtbot.waitUntil(win.table.hasFocus)
    after = win.grab().toImage().pixelColor(edge)
    assert after == focus and before != after


def test_an_earlier_versions_start_of_a_game_played_on_in_its_autosave_is_kept(qtbot: QtBot) -> None:
    # Upgrade QA: an earlier version stored a game at its deal (nothing played) and never again in its first hand;
    # its autosave held the person's moves, and the new version deleted the History entry as an empty start.
    from dataclasses import replace as changed

    from spades_desktop.gui.controller import GameController
    from spades_desktop.gui.history.recorder import HistoryRecorder
    from spades_desktop.paths import autosaves_dir
    from spades_desktop.record import save_record
    from tests.history.games import south_moves

    stored_start = changed(south_moves(4, 0), created="2026-11-04T10:00:00.885")  # the History's: to the millisecond
    alone = changed(south_moves(5, 0), created="2026-11-05T10:00:00.100")  # a start only looked at: it goes
    with open_history(history_path()) as history:
        kept_id = history.store(stored_start, now="2026-11-04T10:00:01")
        gone_id = history.store(alone, now="2026-11-05T10:00:01")
    folder = autosaves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    save_record(changed(south_moves(4, 3), created="2026-11-04T10:00:00"), folder / "game-2026-11-04-100000.json")
    controller = GameController()
    recorder = HistoryRecorder(controller)
    assert recorder._open() is not None
    with open_history(history_path()) as history:
        ids = {g.id for g in history.games()}
    assert kept_id in ids and gone_id not in ids
    recorder.close()


def _history_on_the_game_at_the_table(qtbot: QtBot, window: MainWindow, setup: GameSetup
                                      ) -> tuple[int, HistoryWindow]:
    """Start ``setup``, bid (the game is then in History), open History from the window and choose that game."""
    window.start_game(setup)
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    qtbot.waitUntil(lambda: window.history_recorder.game_id is not None)
    playing = window.history_recorder.game_id
    assert playing is not None
    window.show_history()
    history_window = window._history_window
    assert history_window.select_game(playing)
    return playing, history_window


def test_the_game_at_the_table_is_not_offered_to_continue(qtbot: QtBot, window: MainWindow) -> None:
    # Continue on the game being played reloaded it: at a person's turn their cards went and "Pass to Dad" came
    # again (family QA). It is greyed for that game, and says why; the same game left for another is offered.
    playing, history_window = _history_on_the_game_at_the_table(qtbot, window, setup_for(seed=11))
    assert not history_window.continue_button.isEnabled()
    assert "game at the table" in history_window.continue_button.toolTip()
    asked: list[object] = []
    history_window.continue_requested.connect(asked.append)
    qtbot.keyClick(history_window.table, Qt.Key.Key_Return)
    assert asked == []  # Enter (as a double click) does not continue it either
    history_window.close()
    other = _leave_and_choose_in_history(qtbot, window, playing)  # type: ignore[arg-type]
    assert other.continue_button.isEnabled() and other.continue_button.toolTip() == ""


def test_continue_follows_the_game_at_the_table_with_history_left_open(qtbot: QtBot, window: MainWindow) -> None:
    # Continue was greyed for the game at the table only as the selection changed: with History left open, a new
    # game at the table left it greyed for the game just left (an unfinished game, abandoned), and offered again for
    # that game once the selection moved. It follows the table now, the selection untouched.
    first, history_window = _history_on_the_game_at_the_table(qtbot, window, setup_for(seed=11))
    button = history_window.continue_button
    assert not button.isEnabled() and "game at the table" in button.toolTip()
    window.start_game(setup_for(seed=12))  # Game ▸ New game, History still open
    wait_for_human(qtbot, window)
    assert history_window.isVisible() and history_window.selected().id == first  # type: ignore[union-attr]
    assert button.isEnabled() and button.toolTip() == "", "the game left is offered to continue"
    record = history_window.selected_record()
    assert record is not None
    window.continue_record(record)  # back at the table (the new game had no move: nothing asked)
    wait_for_human(qtbot, window)
    assert history_window.selected().id == first  # type: ignore[union-attr]
    assert not button.isEnabled() and "game at the table" in button.toolTip()


def test_a_game_finished_at_the_table_is_no_more_offered_to_continue_in_an_open_history(
        qtbot: QtBot, window: MainWindow) -> None:
    playing, history_window = _history_on_the_game_at_the_table(qtbot, window, setup_for(seed=21, hand_limit=1))
    button = history_window.continue_button
    assert not button.isEnabled()
    finish_game(qtbot, window)
    assert history_window.selected().id == playing  # type: ignore[union-attr]
    assert history_window.selected().finished, "the row says the game is over"  # type: ignore[union-attr]
    assert not button.isEnabled() and button.toolTip() == "", "a finished game: nothing to continue, nor why"


def test_coming_back_to_the_history_greys_continue_for_the_game_now_at_the_table(qtbot: QtBot) -> None:
    seed_history()
    table: list[tuple[str, int] | None] = [None]
    win = HistoryWindow(at_table=lambda: table[0])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    unfinished = next(g for g in win.model.games if not g.finished)
    assert win.select_game(unfinished.id) and win.continue_button.isEnabled()
    other = QPushButton("the table")  # another window takes the keys, and the game at the table changes there
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not win.isActiveWindow())
    table[0] = (unfinished.created, unfinished.seed)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    assert not win.continue_button.isEnabled() and "game at the table" in win.continue_button.toolTip()
