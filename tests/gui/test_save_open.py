"""Save, open and the recent list through the real window; confirmations before a game in progress is left."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.settings import Speed
from spades_desktop.record import load_record
from spades_desktop.record.history import steps

from .conftest import (
    bid_through_panel,
    human_view,
    play_to_hand_over,
    play_until,
    setup_for,
    simple_bots,
    start,
    wait_for_human,
)
from .pass_and_play_driver import pnp_setup, wait_any
from .test_undo import done, finish_game, game_of, human_moves, snapshot, undo_key

Button = QMessageBox.StandardButton


def patch_save_dialog(monkeypatch: pytest.MonkeyPatch, path: Path | None, calls: list[str] | None = None) -> None:
    def fake(parent: object, caption: str = "", folder: str = "", filter: str = "", *args: object) -> tuple[str, str]:
        if calls is not None:
            calls.append(folder)
        return (str(path) if path is not None else "", filter)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)


def patch_open_dialog(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))


def answer_confirmations(monkeypatch: pytest.MonkeyPatch, answer: Button) -> list[QMessageBox]:
    """Patch the confirmation box: it answers ``answer``; the boxes shown are collected."""
    shown: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box)
        return int(answer.value)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return shown


def ask_further(monkeypatch: pytest.MonkeyPatch, from_autosave: bool) -> list[tuple[Path, int, int]]:
    """Answer the question an opened file asks when its game's autosave is further on; what was asked."""
    asked: list[tuple[Path, int, int]] = []

    def ask(win: MainWindow, path: Path, game: object, further: object) -> bool:
        asked.append((path, game.hand_number, further.hand_number))  # type: ignore[attr-defined]
        return from_autosave

    monkeypatch.setattr(MainWindow, "_ask_autosave_further", ask)
    return asked


def collect_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warnings.append(text))
    return warnings


def new_window(qtbot: QtBot, factory: Callable[..., object] = simple_bots) -> MainWindow:
    win = MainWindow()
    win.controller.player_factory = factory  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    qtbot.waitExposed(win)
    return win


def mid_trick(win: MainWindow) -> bool:
    view = human_view(win)
    return view.phase is Phase.PLAY and len(view.completed_tricks) >= 3 and bool(view.trick)


# -------------------------------------------------------------------- save
def test_save_as_then_save_writes_the_record_without_asking_again(qtbot: QtBot, window: MainWindow,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    calls: list[str] = []
    patch_save_dialog(monkeypatch, tmp_path / "evening", calls)
    window.save_action.trigger()  # the first Save asks for a file, like Save as
    path = tmp_path / "evening.spades.json"
    assert path.is_file() and len(calls) == 1
    assert "games" in calls[0] and calls[0].endswith(".spades.json")  # the saved-games folder, a fresh name
    saved = [list(h.actions) for h in load_record(path).hands]
    assert saved == [list(log.actions) for log in game_of(window).hands_log]
    assert "Saved the game" in window.status()

    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    window.save_game()  # Ctrl+S: the same file, no dialog
    assert len(calls) == 1
    record = load_record(path)
    assert sum(len(h.actions) for h in record.hands) == len(done(window))
    assert record.players[1].name == "Wes" and record.players[1].level == "easy" and record.preset_id == "test"
    assert window.recent.paths()[0] == path


def test_a_name_typed_without_the_extension_asks_before_replacing_that_saved_game(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The dialog asked about "evening"; "evening.spades.json", an earlier game, was replaced without a word."""
    start(qtbot, window, setup_for(seed=15))
    earlier = tmp_path / "evening.spades.json"
    earlier.write_text("last week's game", encoding="utf-8")
    asked: list[str] = []
    answer = Button.No
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *_a: asked.append(text) or answer)
    patch_save_dialog(monkeypatch, tmp_path / "evening")
    assert window.save_game_as() is False
    assert asked == ["evening.spades.json already exists. Replace it?"]
    assert earlier.read_text(encoding="utf-8") == "last week's game"
    answer = Button.Yes
    assert window.save_game_as() and load_record(earlier).seed == 15


def test_a_failed_save_says_so_and_keeps_the_old_file(qtbot: QtBot, window: MainWindow,
                                                      monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    warnings = collect_warnings(monkeypatch)
    folder = tmp_path / "file-not-folder"
    folder.write_text("I am a file")
    patch_save_dialog(monkeypatch, folder / "game.spades.json")
    assert window.save_game_as() is False
    assert warnings and "could not be saved" in warnings[0]
    assert folder.read_text() == "I am a file"


def test_save_quit_open_continues_identically(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    window.controller.player_factory = create_player  # real Easy bots: their choices come from seeds
    start(qtbot, window, setup_for(seed=77))
    human_moves(qtbot, window, 9)
    play_until(qtbot, window, mid_trick)
    path = tmp_path / "mid-trick.spades.json"
    patch_save_dialog(monkeypatch, path)
    assert window.save_game_as()
    saved = done(window)
    human_moves(qtbot, window, 16)  # across the end of hand 1
    reference = done(window)
    deals = [log.deal_number for log in game_of(window).hands_log]
    assert len(deals) >= 2
    window.close()

    again = new_window(qtbot, create_player)
    patch_open_dialog(monkeypatch, path)
    asked = ask_further(monkeypatch, from_autosave=False)
    assert again.open_game() is True  # Ctrl+O, no game in progress: no question of leaving it
    assert asked == [(path, 1, 2)], "the game's autosave went on into hand 2: which point is asked"
    wait_for_human(qtbot, again)
    assert done(again) == saved and human_view(again).trick  # exactly the saved point, mid-trick
    setup = again.controller.setup
    assert setup is not None and [s.name for s in setup.seats] == ["You", "Wes", "Nora", "Ethan"]
    assert [s.level for s in setup.seats] == ["human", "easy", "easy", "easy"] and setup.preset_name == "Test rules"
    model = again.table_view.table.model
    assert model is not None and model.differences(again.controller.shown_view()) == []
    human_moves(qtbot, again, 16)
    assert done(again)[: len(reference)] == reference  # the same bot choices
    assert [log.deal_number for log in game_of(again).hands_log][: len(deals)] == deals
    assert again.recent.paths()[0] == path
    again.close()


def test_opening_a_damaged_file_changes_nothing(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    before, setup = snapshot(game_of(window)), window.controller.setup
    good = tmp_path / "good.spades.json"
    patch_save_dialog(monkeypatch, good)
    window.save_game_as()
    damaged = tmp_path / "damaged.spades.json"
    damaged.write_text(good.read_text()[:-200], encoding="utf-8")
    shown = answer_confirmations(monkeypatch, Button.Discard)
    patch_open_dialog(monkeypatch, damaged)
    assert window.open_game() is False
    warnings = [box for box in shown if box.objectName() == "openGameProblem"]
    assert len(warnings) == 1 and warnings[0].text() == "damaged.spades.json cannot be opened: the file is damaged."
    assert "truncated" in warnings[0].detailedText() and str(damaged) in warnings[0].detailedText()
    assert shown == warnings  # nothing to confirm: the file was refused first
    assert snapshot(game_of(window)) == before and window.controller.setup is setup
    assert window.controller.state is State.HUMAN_TURN
    assert window.recent.paths() == [good]


def _finished_game_saved(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A short game played to its end and saved with Save as; the file."""
    start(qtbot, window, setup_for(seed=41, target=60, mercy=-60))
    finish_game(qtbot, window)
    path = tmp_path / "finished.spades.json"
    patch_save_dialog(monkeypatch, path)
    assert window.save_game_as()
    return path


def test_opening_a_finished_game_offers_its_sheet(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    path = _finished_game_saved(qtbot, window, monkeypatch, tmp_path)
    assert load_record(path).is_over
    start(qtbot, window, setup_for(seed=2))
    printed: list[bool] = []
    asked = answer_confirmations(monkeypatch, Button.Yes)
    monkeypatch.setattr(MainWindow, "print_sheet", lambda self: printed.append(True))
    patch_open_dialog(monkeypatch, path)
    assert window.open_game()
    assert asked and "Print its score sheet" in asked[-1].text() and printed == [True]
    assert window.controller.state is State.GAME_OVER and game_of(window).is_over
    assert window.scorepad.row_count() == len(load_record(path).hands)  # type: ignore[attr-defined]


def _history_games() -> list[tuple[str, int, str, int]]:
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.history import open_history

    with open_history(history_path()) as history:
        return [(g.created, g.seed, g.status, g.hands_played) for g in history.games()]


def test_opening_a_finished_saved_game_lists_it_once_in_history(qtbot: QtBot, window: MainWindow,
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    # Opened to print its sheet, a finished game was stored again: "games 3, lost 3" for one game.
    path = _finished_game_saved(qtbot, window, monkeypatch, tmp_path)
    start(qtbot, window, setup_for(seed=2))
    bid_through_panel(qtbot, window)  # a move: this game is in History too
    before = _history_games()
    answer_confirmations(monkeypatch, Button.Discard)  # leave it
    patch_open_dialog(monkeypatch, path)
    assert window.open_game()
    wait_for_human(qtbot, window)
    after = _history_games()
    assert len(after) == len(before) == 2, "the finished game and the one left for it"
    assert [g for g in after if g[1] == 41] == [g for g in before if g[1] == 41]
    assert [g[2] for g in after if g[1] == 41] == ["finished"]


def test_two_games_on_one_deal_keep_their_own_history_entries_when_resumed(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Two games of one deal (as "Play this deal again" makes): the older, resumed, took the newer's entry.
    start(qtbot, window, setup_for(seed=43, target=2000, mercy=None))
    play_to_hand_over(qtbot, window)
    older = tmp_path / "older.spades.json"
    patch_save_dialog(monkeypatch, older)
    assert window.save_game_as()
    window.table_view.continue_after_hand()
    start(qtbot, window, setup_for(seed=43, target=2000, mercy=None))  # the same deal again: a second game
    play_to_hand_over(qtbot, window)
    window.table_view.continue_after_hand()
    play_to_hand_over(qtbot, window)
    newer = [g for g in _history_games() if g[1] == 43]
    assert len(newer) == 2 and sorted(g[3] for g in newer) == [1, 2]
    answer_confirmations(monkeypatch, Button.Discard)  # leave the newer game for the older
    patch_open_dialog(monkeypatch, older)
    assert window.open_game()  # the older game goes on
    wait_for_human(qtbot, window)
    assert sorted(g[3] for g in _history_games() if g[1] == 43) == [1, 2], "the newer game keeps its two hands"


def test_a_pass_and_play_game_keeps_its_undo_option(qtbot: QtBot, window: MainWindow,
                                                    monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from dataclasses import replace

    window.start_game(replace(pnp_setup("hbhb", seed=4), allow_undo=True))
    wait_any(qtbot, window)
    window.controller.ready()
    window.controller.submit(human_view(window).legal[0])
    wait_any(qtbot, window)
    undo_key(qtbot, window)
    path = tmp_path / "shared.spades.json"
    patch_save_dialog(monkeypatch, path)
    assert window.save_game_as()
    record = load_record(path)
    assert record.undo_allowed and record.undo_used
    start(qtbot, window, setup_for(seed=2))
    patch_open_dialog(monkeypatch, path)
    window.open_game()
    wait_any(qtbot, window)
    setup = window.controller.setup
    assert setup is not None and setup.allow_undo and window.controller.undo_used
    assert [s.name for s in setup.seats] == ["Ann", "Ben", "Cat", "Dan"]


# ------------------------------------------------------------- recent list
def test_the_recent_list_opens_greys_out_missing_files_and_clears(qtbot: QtBot, window: MainWindow,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    for name in ("one", "two", "three"):
        patch_save_dialog(monkeypatch, tmp_path / name)
        window.save_game_as()
    (tmp_path / "two.spades.json").unlink()
    window._fill_recent_menu()
    entries = [a for a in window.recent_menu.actions() if not a.isSeparator()]
    texts = [a.text() for a in entries]
    assert texts[:3] == ["three.spades.json", "two.spades.json (missing)", "one.spades.json"]
    assert [a.isEnabled() for a in entries[:3]] == [True, False, True]
    answer_confirmations(monkeypatch, Button.Discard)
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    entries[2].trigger()  # open "one"
    wait_for_human(qtbot, window)
    assert len(done(window)) == sum(len(h.actions) for h in load_record(tmp_path / "one.spades.json").hands)
    assert window.recent.paths()[0] == tmp_path / "one.spades.json"
    clear = next(a for a in window.recent_menu.actions() if a.text().replace("&", "") == "Clear list")
    clear.trigger()
    assert window.recent.paths() == []
    assert [a.isEnabled() for a in window.recent_menu.actions() if not a.isSeparator()] == [False, False]


def test_a_remembered_game_that_cannot_be_checked_is_listed_as_missing(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    too_long = tmp_path / ("y" * 300 + ".spades.json")  # OSError: File name too long
    locked = tmp_path / "locked" / "g.spades.json"  # in a folder that may not be searched
    real_is_file = Path.is_file

    def is_file(path: Path) -> bool:
        if path == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real_is_file(path)

    monkeypatch.setattr(Path, "is_file", is_file)
    window.recent.add(too_long)
    window.recent.add(locked)
    window.recent_menu.aboutToShow.emit()  # Game ▸ Open recent raised into Qt's event loop
    entries = [a for a in window.recent_menu.actions() if not a.isSeparator()]
    assert [a.text() for a in entries[:2]] == ["g.spades.json (missing)", too_long.name + " (missing)"]
    assert [a.isEnabled() for a in entries[:2]] == [False, False]


def test_the_recent_list_keeps_eight(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    for i in range(11):
        window.recent.add(tmp_path / f"g{i}.spades.json")
    window.recent.add(tmp_path / "g5.spades.json")
    paths = window.recent.paths()
    assert len(paths) == 8 and paths[0].name == "g5.spades.json" and paths.count(paths[0]) == 1


# ----------------------------------------------------------- confirmations
def test_a_start_where_only_the_bots_have_bid_is_left_without_a_question(qtbot: QtBot, window: MainWindow,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing of yours is in it (it is neither autosaved nor stored in History): "leave this one?" only nagged.
    start(qtbot, window, replace(setup_for(seed=15), first_dealer=0))  # West, North and East bid first
    old = window.controller.game
    assert old is not None and old.hands_log[0].actions and window.controller.game.to_act == 0
    shown = answer_confirmations(monkeypatch, Button.Cancel)  # a question would keep the game
    window.restart_action.trigger()
    assert shown == [] and window.controller.game is not old


def test_new_game_asks_first_and_keep_playing_keeps_the_game(qtbot: QtBot, window: MainWindow,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=15))
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    before = snapshot(game_of(window))
    dialogs: list[bool] = []

    def dialog_exec(self: NewGameDialog) -> QDialog.DialogCode:
        dialogs.append(True)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", dialog_exec)
    shown = answer_confirmations(monkeypatch, Button.Cancel)
    window.new_action.trigger()
    assert len(shown) == 1 and dialogs == []
    box = shown[0]
    assert box.defaultButton() is box.button(Button.Cancel) and box.escapeButton() is box.button(Button.Cancel)
    assert box.defaultButton().text().replace("&", "") == "Keep playing"
    assert snapshot(game_of(window)) == before

    window.restart_action.trigger()  # Replay this deal asks too
    assert len(shown) == 2 and snapshot(game_of(window)) == before

    answer_confirmations(monkeypatch, Button.Discard)
    window.new_action.trigger()
    assert dialogs == [True]
    window.restart_action.trigger()
    wait_for_human(qtbot, window)
    assert len(steps(game_of(window))) < len(before[1][0])  # type: ignore[index]


def test_save_it_first_saves_then_leaves(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    answer_confirmations(monkeypatch, Button.Save)
    patch_save_dialog(monkeypatch, tmp_path / "kept")
    window.restart_action.trigger()
    wait_for_human(qtbot, window)
    assert (tmp_path / "kept.spades.json").is_file()
    assert len(done(window)) < sum(len(h.actions) for h in load_record(tmp_path / "kept.spades.json").hands)


def test_no_question_when_nothing_would_be_lost(qtbot: QtBot, window: MainWindow,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    shown = answer_confirmations(monkeypatch, Button.Cancel)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window.new_game_dialog()  # no game yet
    start(qtbot, window, setup_for(seed=41, target=60, mercy=-60))
    finish_game(qtbot, window)
    window.new_game_dialog()  # the game is over
    window.restart_game()
    assert shown == []


def test_a_game_just_saved_or_opened_is_left_without_a_question(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A family's QA: "Moves made since the game was saved … are lost" of a game with no move since saving.
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    start(qtbot, window, setup_for(seed=15))
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    patch_save_dialog(monkeypatch, tmp_path / "kept")
    assert window.save_game_as()
    shown = answer_confirmations(monkeypatch, Button.Cancel)
    window.new_game_dialog()
    assert shown == [], "everything is in the file"
    window.controller.submit(human_view(window).legal[0])  # a move since: asked again
    wait_for_human(qtbot, window)
    window.new_game_dialog()
    assert len(shown) == 1 and "Moves made since" in shown[0].informativeText()
    window.undo()  # taken back to the saved point, and further: the file holds more, nothing is lost
    window.undo()
    wait_for_human(qtbot, window)
    window.new_game_dialog()
    assert len(shown) == 1, "an undo into what the file holds asks nothing"
    patch_open_dialog(monkeypatch, tmp_path / "kept.spades.json")
    answer_confirmations(monkeypatch, Button.Discard)
    window.open_game()
    wait_for_human(qtbot, window)
    shown = answer_confirmations(monkeypatch, Button.Cancel)
    window.new_game_dialog()
    assert shown == [], "a game just opened is all in its file"


def test_opening_the_autosave_gives_the_game_no_name(qtbot: QtBot, window: MainWindow,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=15))
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    path = window.autosave_path()
    assert path is not None and path.is_file()
    saved = done(window)
    answer_confirmations(monkeypatch, Button.Discard)
    assert window.open_game(path)
    wait_for_human(qtbot, window)
    assert done(window) == saved and window.recent.paths() == []
    calls: list[str] = []
    patch_save_dialog(monkeypatch, None, calls)
    window.save_game()  # asks for a name: Ctrl+S never writes over the autosave
    assert len(calls) == 1


def test_opening_a_finished_game_offers_its_review(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    path = _finished_game_saved(qtbot, window, monkeypatch, tmp_path)
    start(qtbot, window, setup_for(seed=2))
    asked = answer_confirmations(monkeypatch, Button.Open)
    patch_open_dialog(monkeypatch, path)
    assert window.open_game()
    assert asked and "review its hands" in asked[-1].text()
    reviews = [w for w in window._reviews if w.isVisible()]
    assert len(reviews) == 1 and reviews[0].hand_index == len(load_record(path).hands) - 1
    reviews[0].close()


@pytest.mark.parametrize("played_on", [4, 0], ids=["autosave further on", "autosave as far on"])
def test_opening_a_saved_game_goes_on_in_its_own_autosave(qtbot: QtBot, window: MainWindow,
                                                          monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                          played_on: int) -> None:
    # Played on after saving, the window asks and (answered "from the autosave") goes on from the autosave's point;
    # the autosave and the file at the same point: no question. Either way in the game's own autosave, so the next
    # start lists the game once.
    start(qtbot, window, setup_for(seed=78 + (played_on == 0)))
    human_moves(qtbot, window, 3)
    path = tmp_path / "saved.spades.json"
    patch_save_dialog(monkeypatch, path)
    assert window.save_game_as()
    human_moves(qtbot, window, played_on)
    expected = done(window)
    autosave = window.autosave_path()
    window.close()

    again = new_window(qtbot)
    patch_open_dialog(monkeypatch, path)
    asked = ask_further(monkeypatch, from_autosave=True)
    assert again.open_game() is True and len(asked) == (1 if played_on else 0)
    wait_for_human(qtbot, again)
    assert done(again) == expected and again.autosave_path() == autosave, "the autosave's point, in its own file"
    human_moves(qtbot, again, 1)
    assert autosave is not None and sorted(p.name for p in autosave.parent.glob("game-*.json")) == [autosave.name]
    again.close()


def test_the_open_question_counts_hands_as_the_summary_does(qtbot: QtBot, window: MainWindow,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A file saved at "Hand 2 is over" (the next hand dealt) was said to be "saved in hand 3", and its autosave,
    at "Hand 3 is over", "in hand 4": the family thought the file skipped a hand."""
    from spades_desktop.engine import Game, HandScored, RuleSet

    def played_to(game: Game, summaries: int, extra: int = 0) -> Game:
        seen = 0
        while seen < summaries:
            seen += any(isinstance(e, HandScored) for e in game.apply(game.legal_actions()[0]))
        for _ in range(extra):
            game.apply(game.legal_actions()[0])
        return game

    rules = RuleSet(target=5000, mercy=None, blind_nil=False)  # first legal moves: no game ends in 3 hands
    saved, further = played_to(Game(rules, 4), 2), played_to(Game(rules, 4), 3)
    mid = played_to(Game(rules, 4), 2, extra=9)
    shown = answer_confirmations(monkeypatch, QMessageBox.StandardButton.Yes)
    window._ask_autosave_further(Path("family.json"), saved, further)
    window._ask_autosave_further(Path("family.json"), saved, mid)
    assert shown[0].text().startswith("family.json was saved after hand 2. This game's autosave is further on: ")
    assert "later, after hand 3." in shown[0].text()
    assert "later, in hand 3." in shown[1].text()
