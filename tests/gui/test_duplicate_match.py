"""A duplicate match through the real window: Game ▸ New duplicate match…, two deals played at the table, the
comparison filled in deal by deal, exported; a match left half-way goes on later; quitting mid-way is safe."""

from __future__ import annotations

import csv
import json
import signal
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import deal_game, load_match, match_to_dict, new_match
from spades_desktop.engine import Phase, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.duplicate import current_session, start_match
from spades_desktop.gui.duplicate.session import DuplicateSession, match_file
from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.texts import signed
from spades_desktop.record import autosave as record_autosave

from .conftest import (
    answer_message_boxes,
    bid_through_panel,
    drag,
    human_view,
    legal_cards,
    setup_for,
    simple_bots,
    trick_point,
    wait_for_human,
)
from .test_orca12_findings import cell_child


def play_deal(qtbot: QtBot, win: MainWindow) -> None:
    """The human's moves of one deal (bids in the panel, the first card dragged, then the controller's submit)
    until the table shows the deal's score."""
    dragged = False
    for _ in range(60):
        state = wait_for_human(qtbot, win)
        if state in (State.HAND_OVER, State.GAME_OVER):
            return
        view = human_view(win)
        if view.phase in (Phase.BID, Phase.DECLARE):
            bid_through_panel(qtbot, win)
        elif view.phase is Phase.PLAY and not dragged:
            drag(win, legal_cards(win)[0], trick_point(win))
            dragged = True
        else:
            assert win.controller.submit(view.legal[0]) is None
    raise AssertionError("the deal never ended")


def next_hand(qtbot: QtBot, win: MainWindow) -> None:
    button = win.table_view.summary_panel.next_button
    qtbot.waitUntil(button.isVisible, timeout=5000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_two_deal_match_through_the_window(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    def fill_in(dialog: DuplicateSetupDialog) -> int:
        assert dialog.presets and all(p.rules.partnerships and p.rules.players == 4 for p in dialog.presets)
        dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
        dialog.deals.setValue(2)
        dialog.level.setCurrentIndex(dialog.level.findData("easy"))
        dialog.stand_in.setCurrentIndex(dialog.stand_in.findData("normal"))
        assert "casual" in dialog.level.toolTip() and "casual" in dialog.level.accessibleDescription()
        assert dialog.stand_in.toolTip().startswith("The bot that plays your cards") and \
            "covers its partner's nil" in dialog.stand_in.toolTip(), "what the box is for, then the level chosen"
        dialog.number.setText("4242")
        dialog.show()
        dialog.grab().save(str(tmp_path / "duplicate-setup.png"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DuplicateSetupDialog, "exec", fill_in)
    window.duplicate_action.trigger()
    session = current_session(window)
    assert isinstance(session, DuplicateSession)
    plan = session.state.plan
    assert len(plan.deals) == 2 and plan.seed == 4242 and plan.level == "easy" and plan.stand_in == "normal"
    match_window = session.window
    assert match_window.isVisible()
    for index in range(2):
        game = window.controller.game
        assert game is not None and session.playing and session.index == index
        assert game.hands_log[0].dealt == deal_game(plan, index).hands_log[0].dealt, "the deal's own cards"
        assert [s.level for s in window.controller.setup.seats] == ["human", "easy", "easy", "easy"]
        play_deal(qtbot, window)
        mine = session.state.yours[index]
        score = game.hands_log[0].score
        assert mine is not None and score is not None
        assert (mine.side, mine.others) == (score.sides[0].points, score.sides[1].points)
        assert match_window.table.item(index, 2).text() == signed(mine.side)
        next_hand(qtbot, window)
        assert match_window.isVisible(), "the comparison comes to the front between deals"
    assert session.state.finished and not session.playing
    qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
    table = match_window.table
    differences = []
    for index in range(2):
        mine, bots = session.state.yours[index], session.state.bots[index]
        assert mine is not None and bots is not None
        differences.append((mine.side - mine.others) - (bots.side - bots.others))
        assert table.item(index, 4).text() == signed(bots.side)
        assert table.item(index, 6).text() == signed(differences[-1])
    assert table.item(2, 0).text() == "Total" and table.item(2, 6).text() == signed(sum(differences))
    assert "The match is over" in match_window.status.text()
    assert not match_window.play_button.isVisible()
    match_window.grab().save(str(tmp_path / "duplicate-window.png"))
    # Exported as CSV and PDF; kept on disk.
    out = match_window.export(tmp_path / "match.csv")
    assert out is not None
    with out.open(encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    # the file keeps ASCII hyphens
    assert lines[0][0] == "Deal" and len(lines) == 4 and lines[3][6] == f"{sum(differences):+d}"
    pdf = match_window.export(tmp_path / "match.pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    assert load_match(match_file()) == session.state
    # The table's game after the match is no longer the match's: a new game does not touch the match.
    done = session.state
    window.start_game(window.controller.setup)  # type: ignore[arg-type]
    wait_for_human(qtbot, window)
    assert session.state == done


def shown_window(qtbot: QtBot) -> MainWindow:
    """A main window shown, with simple bots and no animation (a session's, or the next start's)."""
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_match_left_half_way_goes_on_and_quitting_mid_way_is_safe(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    win = shown_window(qtbot)
    # A slow bots' table (0.2 s a decision, about 15 s a deal): still thinking when the window closes,
    # however fast the bots themselves are.
    import time

    from spades_desktop.ai import duplicate_match

    real_create = duplicate_match.create_player

    class Slow:
        def __init__(self, bot: Any) -> None:
            self.bot = bot

        def choose(self, view: Any) -> Any:
            time.sleep(0.2)
            return self.bot.choose(view)

        def explain(self) -> str:
            return str(self.bot.explain())

    monkeypatch.setattr(duplicate_match, "create_player", lambda *a, **k: Slow(real_create(*a, **k)))
    session = start_match(win, new_match(RuleSet(), 2, 31, "easy", "hard"))
    assert session is not None
    wait_for_human(qtbot, win)
    bid_through_panel(qtbot, win)
    wait_for_human(qtbot, win)
    assert session.bots_pending(0)
    session.window.close()
    assert not session.window.isVisible() and session.playing, "closing the comparison leaves the match going"
    win.close()
    qtbot.waitUntil(lambda: not session.bots_pending(0) or session._closed, timeout=10_000)
    assert session._closed and session._pool.activeThreadCount() == 0, "the bots' table stopped"
    saved = load_match(match_file())
    assert saved.starts == (1, 0) and saved.current == 0
    left = win.controller.game
    assert left is not None
    moves = len(left.hands_log[0].actions)
    # Next time: the half-played deal is offered at start-up (its autosave), and the match goes on with that game
    # where it was, at once (QA recheck: only once Game ▸ New duplicate match… was chosen).
    again = shown_window(qtbot)
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    try:
        again.start()
        wait_for_human(qtbot, again)
        resumed = again.controller.game
        assert resumed is not None and len(resumed.hands_log[0].actions) == moves, "the deal's autosave"
        session2 = current_session(again)
        assert session2 is not None and "duplicate deal 1 of 2" in asked[-1] and session2.window.isVisible()
        assert session2.playing and session2.index == 0 and again.controller.game is resumed
        assert session2.state.starts == (1, 0) and "↻" not in session2.window.table.item(0, 0).text()
        # Game ▸ Replay this deal: the same deal again, still the match's, and marked (its cards were seen).
        monkeypatch.setattr(again, "confirm_leaving", lambda *a: True)
        again.restart_game()
        wait_for_human(qtbot, again)
        assert session2.playing and session2.state.starts == (2, 0) and "↻" in session2.window.table.item(0, 0).text()
        # Another game meanwhile; then Play deal 1 deals it again from its start, marked in the comparison.
        again.start_game(replace(again.controller.setup, seed=5, first_dealer=None))  # type: ignore[type-var]
        wait_for_human(qtbot, again)
        assert not session2.playing and session2.window.play_button.isVisibleTo(session2.window)
        session2.window.play_button.click()
        wait_for_human(qtbot, again)
        game = again.controller.game
        assert game is not None and session2.playing and session2.state.starts == (3, 0)
        assert game.hands_log[0].dealt == deal_game(saved.plan, 0).hands_log[0].dealt
        assert game is not resumed and len(game.hands_log[0].actions) < moves, "from the deal's start"
        assert "↻" in session2.window.table.item(0, 0).text(), "the deal dealt again is marked"
    finally:
        again.close()


def test_a_damaged_match_file_is_not_offered_but_kept_and_the_player_told(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    path = match_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = '{"format": "spades-desktop-duplicate-match", "version": 1, "deals": 7}'
    path.write_text(damaged, encoding="utf-8")
    asked: list[object] = []
    told = answer_message_boxes(monkeypatch)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(DuplicateSetupDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    window.duplicate_action.trigger()
    assert asked == [] and current_session(window) is None, "nothing offered, nothing started"
    kept = kept_files()
    assert len(kept) == 1 and kept[0].name.startswith("match-damaged-") and kept[0].read_text() == damaged
    assert len(told) == 1 and "damaged" in told[0] and str(kept[0]) in told[0]


def kept_files() -> list[Path]:
    """The files kept beside the match (not the match, nor the hidden lock of the window that has it open)."""
    return sorted(p for p in match_file().parent.iterdir() if p.name != "match.json" and not p.name.startswith("."))


@pytest.mark.parametrize("huge", ["9" * 5000, "[" * 100_000 + "]" * 100_000])
def test_a_match_file_with_a_huge_number_or_deep_nesting_is_kept_and_told(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, huge: str) -> None:
    path = match_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(huge, encoding="utf-8")
    told = answer_message_boxes(monkeypatch)
    monkeypatch.setattr(DuplicateSetupDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    window.duplicate_action.trigger()  # raised ValueError / RecursionError into Qt's event loop
    assert len(told) == 1 and "damaged" in told[0]
    assert [p.read_text() for p in kept_files()] == [huge]


def newer_match(path: Path) -> str:
    data = match_to_dict(new_match(RuleSet(), 4, 777, "hard"))
    text = json.dumps({**data, "version": 2, "new_in_version_2": {"x": 1}})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text


def test_a_match_from_a_newer_version_is_kept_when_a_new_match_starts(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    newer = newer_match(match_file())
    told = answer_message_boxes(monkeypatch)
    session = start_match(window, new_match(RuleSet(), 2, 1, "easy"))  # however the new match is started
    assert session is not None
    kept = kept_files()
    assert len(kept) == 1 and kept[0].name.startswith("match-newer-version-") and kept[0].read_text() == newer
    assert len(told) == 1 and "newer version" in told[0] and str(kept[0]) in told[0]
    assert load_match(match_file()) == session.state, "the new match is saved in its place"


def test_a_newer_match_file_that_cannot_be_moved_aside_is_never_written_over(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    newer = newer_match(match_file())
    told = answer_message_boxes(monkeypatch)

    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(record_autosave, "keep_aside", refuse)
    session = start_match(window, new_match(RuleSet(), 2, 1, "easy"))
    assert session is not None and session.playing
    assert match_file().read_text(encoding="utf-8") == newer and kept_files() == []
    assert len(told) == 1 and "could not be moved aside (Permission denied)" in told[0]
    assert "is not saved" in session.window.status_text()


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs RLIMIT_FSIZE (POSIX)")
@pytest.mark.parametrize("suffix", [".csv", ".html", ".pdf"])
def test_an_export_that_fails_half_way_keeps_the_earlier_file_whole_and_says_so(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, suffix: str) -> None:
    import resource

    session = start_match(window, new_match(RuleSet(), 12, 5, "easy"))
    assert session is not None
    target = tmp_path / f"comparison{suffix}"
    assert session.window.export(target) == target
    good = target.read_bytes()
    assert len(good) > 200
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (200, hard))  # the disk is full after 200 bytes
    try:
        written = session.window.export(target)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)
    assert written is None and "could not be saved" in session.window.status.text()
    assert target.read_bytes() == good, "the earlier export is whole"
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name], "no temporary file left"


def test_the_deals_of_the_comparison_can_be_reached_and_left_with_tab(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # The comparison took no focus: a keyboard (or screen reader) user could not read its cells.
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    def fill_in(dialog: DuplicateSetupDialog) -> int:
        dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
        dialog.deals.setValue(1)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DuplicateSetupDialog, "exec", fill_in)
    window.duplicate_action.trigger()
    session = current_session(window)
    assert isinstance(session, DuplicateSession)
    match = session.window
    match.show()
    match.activateWindow()
    qtbot.waitUntil(match.isActiveWindow)
    match.close_button.setFocus()
    reached = []
    for _ in range(6):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert match.table in reached, "Tab stops on the deals"
    after = reached[reached.index(match.table) + 1]
    assert after is not match.table, "and goes on from them"
    deals = QAccessible.queryAccessibleInterface(match.table)
    assert deals is not None and deals.text(QAccessible.Text.Name) == "Deals"
    # the current row is selected, so its cells do not say "not selected" on every row (Orca QA; with nothing
    # selectable Orca still said it: tests/gui/test_orca12_findings.py)
    match.table.setCurrentCell(0, 0)
    cell = deals.child(cell_child(match.table, 0, 0))  # the first cell under the headings
    assert cell is not None and cell.state().selected


def test_a_deal_played_to_its_end_before_the_match_was_opened_counts_and_the_bots_think_alike(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicate QA: a half-played deal resumed at start-up and finished at the table was dealt again from its
    start when the match was opened (every card seen, marked ↻); and your table's bots thought with the clock's caps
    while the bots' table's did not, so on a busy machine they bid otherwise and you got credit for nothing."""
    from spades_desktop.gui import controller as controller_module

    make_application()
    win = shown_window(qtbot)
    session = start_match(win, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None and win.controller.bots_unclocked
    clocks: list[object] = []
    real_create = controller_module.create_player
    monkeypatch.setattr(controller_module, "create_player",
                        lambda *a, **k: clocks.append(k.get("clock")) or real_create(*a, **k))
    win.controller._app_bot("normal", 1)
    assert clocks == [None], "no clock in a match's deal, as at the bots' table"
    wait_for_human(qtbot, win)
    bid_through_panel(qtbot, win)
    wait_for_human(qtbot, win)
    session.window.close()
    win.close()
    qtbot.waitUntil(lambda: session._closed, timeout=10_000)
    again = shown_window(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    try:
        continue_deal(again)  # the deal's autosave, taken up again otherwise than at start-up
        assert not again.controller.bots_unclocked, "no match is open yet: the app's bots with their caps"
        play_deal(qtbot, again)  # ... and played to its end before the match is opened
        game = again.controller.game
        assert game is not None and game.is_over
        again.duplicate_action.trigger()
        session2 = current_session(again)
        assert session2 is not None and session2.index == 0 and again.controller.game is game
        assert session2.state.starts == (1, 0), "not dealt again"
        assert session2.state.yours[0] is not None, "its result counts"
        assert "↻" not in session2.window.table.item(0, 0).text()
        again.start_game(replace(again.controller.setup, seed=5, first_dealer=None))  # type: ignore[type-var]
        assert not again.controller.bots_unclocked, "another game: the caps again"
    finally:
        again.close()


def continue_deal(again: MainWindow) -> None:
    """The one autosaved game taken up again at the table without a word to the match (``resume_record`` alone):
    a duplicate deal's match is not opened with it, so the deal is the match's only once the match is opened.
    Start-up, History's Continue and Game ▸ Open tell the match at once (``test_duplicate_resume``,
    ``test_duplicate_verdict``)."""
    found = again._autosaves().scan()
    assert len(found) == 1
    again.resume_record(found[0].record, found[0].game, autosave=found[0].path)


def play_to_score(qtbot: QtBot, win: MainWindow, high: bool) -> tuple[int, int]:
    """The human's moves until the deal is scored: the lowest (or the highest) bid offered and the first legal
    card; your side's points and the opponents'."""
    for _ in range(80):
        if wait_for_human(qtbot, win) in (State.HAND_OVER, State.GAME_OVER):
            game = win.controller.game
            assert game is not None
            score = game.hand_scores[0]
            return score.sides[0].points, score.sides[1].points
        view = human_view(win)
        looks = [a for a in view.legal if str(a) == "look"]
        if view.phase in (Phase.BID, Phase.DECLARE) and not looks:
            choice = max(view.legal, key=lambda a: getattr(a, "tricks", 0)) if high else view.legal[0]
        else:
            choice = looks[0] if looks else view.legal[0]
        assert win.controller.submit(choice) is None
    raise AssertionError("the deal never ended")


def left_mid_deal(qtbot: QtBot, count: int = 2, played: int = 0) -> None:
    """A ``count``-deal match begun, its first ``played`` deals played to Next deal, the next deal bid, and the
    program quit (the deal's autosave kept, the match file saved)."""
    win = shown_window(qtbot)
    session = start_match(win, new_match(RuleSet(), count, 31, "easy", "easy"))
    assert session is not None
    for _ in range(played):
        play_to_score(qtbot, win, high=False)
        next_hand(qtbot, win)
    wait_for_human(qtbot, win)
    bid_through_panel(qtbot, win)
    wait_for_human(qtbot, win)
    session.window.close()
    win.close()
    qtbot.waitUntil(lambda: session._closed, timeout=10_000)


def test_a_deal_restarted_before_the_match_is_opened_keeps_its_first_result_and_is_marked(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicate QA: quit mid-deal, the deal taken up again and finished, Game ▸ Restart with the same cards, played
    again, and only then the match opened: the second play was taken, the first finished play dropped, and the
    deal was not marked ↻ (starts stayed 1). The first finished play counts; the later play of the same deal is
    marked. (Resumed at start-up, the deal is the match's at once: the restart after its score at the table.)"""
    make_application()
    left_mid_deal(qtbot)
    again = shown_window(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    try:
        continue_deal(again)  # the deal's autosave, taken up again otherwise than at start-up
        first = play_to_score(qtbot, again, high=False)
        again.restart_game()  # the game is over: nothing to ask
        second = play_to_score(qtbot, again, high=True)
        assert first != second, "the two plays differ (else the test tells nothing)"
        replay = again.controller.game
        again.duplicate_action.trigger()
        session = current_session(again)
        assert session is not None
        mine = session.state.yours[0]
        assert mine is not None and (mine.side, mine.others) == first, "the first finished play counts"
        assert session.state.starts[0] == 2 and "↻" in session.window.table.item(0, 0).text()
        assert session.index == 1 and again.controller.game is not replay, "the match goes on with deal 2"
    finally:
        again.close()


def test_a_deal_restarted_after_its_score_at_the_table_keeps_its_first_result_and_is_marked(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same with the match at the table: the deal scored, Game ▸ Restart before Next hand, played again: the
    second play was not marked and left the match (Next hand did nothing); its score must not replace the first."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    first = play_to_score(qtbot, window, high=False)
    window.restart_game()
    assert session.playing and session.state.starts[0] == 2 and "↻" in session.window.table.item(0, 0).text()
    second = play_to_score(qtbot, window, high=True)
    assert first != second
    mine = session.state.yours[0]
    assert mine is not None and (mine.side, mine.others) == first
    next_hand(qtbot, window)
    assert session.playing and session.index == 1, "Next hand on the replay's summary deals the next deal"


def test_a_restarted_match_deal_leaves_no_autosave_to_resume(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicate QA: the try left by Game ▸ Restart inside a match's deal was offered at every start ("Resume this
    unfinished game? … duplicate deal 3 of 5"), for ever, in an autosave slot. History keeps it as abandoned."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    left = window.autosave_path()
    assert left is not None and left.exists()
    monkeypatch.setattr(window, "confirm_leaving", lambda *a: True)
    window.restart_game()
    wait_for_human(qtbot, window)
    assert not left.exists(), "the try left is no game to resume"
    assert session.playing and session.state.starts[0] == 2
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    now = window.autosave_path()
    assert now is not None and now.exists(), "the deal played now is autosaved"
    assert record_autosave.autosave_files(now.parent) == [now], "and only it"


def test_a_restarted_ordinary_game_keeps_its_autosave(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a match's deal: Restart keeps the left game's autosave as before (one of the last few)."""
    from .conftest import setup_for

    window.start_game(setup_for())
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    left = window.autosave_path()
    assert left is not None and left.exists()
    monkeypatch.setattr(window, "confirm_leaving", lambda *a: True)
    window.restart_game()
    wait_for_human(qtbot, window)
    assert left.exists()


def test_the_bots_table_of_a_deal_opens_in_the_review_window(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicate QA: the player could not see what the bots did on a deal (Play / Export / Close only; Review hand
    replays only your table). The comparison reviews the bots' table of a deal both tables played, played again
    from the deal and its seeds when it was compared in an earlier session; never a deal still to play."""
    from spades_desktop.ai.duplicate_match import play_bots_game
    from spades_desktop.gui.review import ReviewWindow

    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "normal"))
    assert session is not None
    match_window = session.window
    assert not match_window.bots_button.isEnabled(), "nothing both tables played yet"
    assert not match_window.review_bots(0) and not match_window.review_bots(1)
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(lambda: session.state.bots[0] is not None, timeout=60_000)
    assert not match_window.review_bots(1), "deal 2 is still to play at your table: its cards stay hidden"
    assert match_window.bots_button.isEnabled() and "deal 1" in match_window.bots_button.text()
    expected = play_bots_game(session.state.plan, 0)
    assert expected is not None
    qtbot.mouseClick(match_window.bots_button, Qt.MouseButton.LeftButton)
    review = match_window.reviews[-1]
    assert isinstance(review, ReviewWindow) and review.isVisible()
    record = review.record
    assert tuple(record.hands[0].actions) == tuple(expected.hands_log[0].actions), "the bots' own moves"
    assert record.hands[0].dealt == window.controller.game.hands_log[0].dealt, "on your cards"  # type: ignore[union-attr]
    assert record.players[0].name == "Bot in your seat" and record.players[0].level == "normal"
    assert [p.level for p in record.players[1:]] == ["easy"] * 3
    assert not review.again_button.isVisibleTo(review), "no Play again: the bots' game is four bots'"
    assert review.windowTitle() == "The bots' table, deal 1"
    review.close()
    # Next session: the result is in the match file, the game is not; it is played again, the same.
    kept = load_match(match_file())
    session.shutdown()
    later = DuplicateSession(window, kept)
    assert later.may_review_bots(0) and later.window.review_bots(0)
    assert "playing deal 1 again" in later.window.status.text()
    qtbot.waitUntil(lambda: len(later.window.reviews) == 1, timeout=60_000)
    again = later.window.reviews[0]
    assert isinstance(again, ReviewWindow)
    assert tuple(again.record.hands[0].actions) == tuple(expected.hands_log[0].actions)
    assert later.state == kept and not later.differs
    later.shutdown()


def test_a_deal_undone_from_its_score_and_played_again_keeps_its_first_result(
        qtbot: QtBot, window: MainWindow) -> None:
    """Duplicate QA round 3: finished deal 1, opened the bots' review (every card and every bot move), undid to the
    bidding and played it again: the replay replaced the first result. The first score counts, marked ↶."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    first = play_to_score(qtbot, window, high=False)
    for _ in range(60):  # back to the bidding, one decision at a time
        if not window.controller.can_undo():
            break
        window.controller.undo()
        wait_for_human(qtbot, window)
    second = play_to_score(qtbot, window, high=True)
    assert first != second
    mine = session.state.yours[0]
    assert mine is not None and (mine.side, mine.others) == first
    assert session.state.undo[0] and "↶" in session.window.table.item(0, 0).text()


def test_a_double_click_on_the_total_row_opens_nothing(qtbot: QtBot, window: MainWindow) -> None:
    # Duplicate QA round 3: a double-click on the Total row raised IndexError in may_review_bots
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    table = session.window.table
    assert session.window.review_bots(table.rowCount() - 1) is False
    assert not session.may_review_bots(2) and not session.may_review_bots(-1)


def test_the_bots_review_asks_the_bots_again_as_their_table_asked_them(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicate QA round 3: the bots' table reads South as a person's seat and plays without the app's time caps;
    the review asked the bots again as four bots with caps, and a Hard bot's reason "cannot be shown" for 1 move
    in 5. The review now asks them as their table did."""
    import spades_desktop.gui.review.window as review_module
    from spades_desktop.ai.base import create_player

    asked: list[tuple[object, tuple[int, ...]]] = []

    def spy(level: str, seed: int = 0, clock: Any = None, humans: Any = ()) -> Any:
        asked.append((clock, tuple(humans)))
        return create_player(level, seed, clock=clock, humans=humans)

    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "normal"))
    assert session is not None
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(lambda: session.state.bots[0] is not None, timeout=60_000)
    monkeypatch.setattr(review_module, "create_player", spy)
    assert session.window.review_bots(0)
    review = session.window.reviews[-1]
    asked.clear()
    stand_in = next(i for i, step in enumerate(review.steps) if step.seat == 0)
    review.bot_reason(stand_in)
    assert asked == [(None, (0,))]
    review.close()


def test_the_bots_result_of_a_deal_still_to_play_stays_hidden_and_the_keyboard_stays_at_the_table(
        qtbot: QtBot, window: MainWindow) -> None:
    """Keyboard QA: within seconds of the match's start the comparison showed the bots' table's result of deal 1
    ("+61 / −50": the opponents, the same bots as yours, would be set) before the bidding, and the window took
    the keyboard (a typed bid went to its Deals list); Enter on a row opened nothing."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    qtbot.waitUntil(lambda: session.state.bots[0] is not None, timeout=60_000)
    table = session.window.table
    bots = session.state.bots[0]
    assert bots is not None and session.state.yours[0] is None
    assert [table.item(0, c).text() for c in (4, 5)] == ["played", ""]
    assert QApplication.focusWidget() is window.table_view
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(lambda: table.item(0, 4).text() != "played", timeout=10_000)
    assert table.item(0, 4).text().lstrip("+−") == str(abs(bots.side))
    table.setCurrentCell(0, 0)
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.window.reviews) == 1, timeout=60_000)
    first = session.window.reviews[0]
    # A double-click is a double-click and an "activated" too: it opened two windows of the same review (QA)
    cell = table.visualItemRect(table.item(0, 1)).center()
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.wait(200)
    assert session.window.reviews == [first] and first.isVisible(), "the open review comes to the front"
    first.close()
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.waitUntil(lambda: any(r.isVisible() for r in session.window.reviews), timeout=60_000)
    assert sum(r.isVisible() for r in session.window.reviews) == 1, "closed, a double-click opens it once again"
    for review in session.window.reviews:
        review.close()


def test_the_tables_button_in_a_match_says_next_deal_then_see_the_match(qtbot: QtBot, window: MainWindow,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Russian family QA: each deal of a match is a one-hand game, so the table's summary offered "See the result"
    after deal 1 (it dealt deal 2) while the comparison said "Next hand on the table deals the next one"; after the
    last deal it showed a one-hand "Victory" for that deal alone. The button, the status line and the comparison
    say Next deal while deals remain; after the last, See the match brings the comparison (its verdict) forward,
    and no game-over panel claims a victory."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    panel, over_panel = window.table_view.summary_panel, window.table_view.game_over_panel
    results: list[object] = []
    real_show_result = over_panel.show_result
    monkeypatch.setattr(over_panel, "show_result", lambda *a, **k: results.append(a) or real_show_result(*a, **k))
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.next_button.text() == "Next deal"
    assert "Enter: Next deal." in panel.keys_text()
    assert "Deal 1 of 2 is over: read the scores, then press Next deal (Enter)." in window.status()
    assert "Next deal" in session.window.status.text() and "Next hand" not in session.window.status.text()
    assert window.controller.wait_reason() == "Deal 1 of 2 is over: press Next deal."
    next_hand(qtbot, window)
    wait_for_human(qtbot, window)
    # Orca QA: the comparison came forward after a deal and a blind player heard none of it
    said = [t for t in window.table_view.access.announcements
            if t.startswith("Deal 1 of 2: ") and not t.endswith((" deals.", " you deal."))]  # not its start
    assert len(said) == 1 and "You and partner " in said[0] and "Opponents " in said[0], said
    assert session.playing and session.index == 1
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.next_button.text() == "See the match"
    assert "Deal 2 of 2 is over: read the scores, then press See the match (Enter)." in window.status()
    # recheck QA: the panel above that status line said "Hand 1 is over", and a screen reader heard "Hand 1 over"
    assert panel.title.text() == "Deal 2 of 2 is over"
    assert panel.accessibleDescription().startswith("Deal 2 of 2 is over: ")
    results_said = [t for t in window.table_view.access.announcements if "over:" in t and "total" in t]
    assert results_said and results_said[-1].startswith("Deal 2 of 2 is over: "), results_said[-3:]
    assert not any(t.startswith("Hand 1 over") for t in window.table_view.access.announcements)
    next_hand(qtbot, window)
    qtbot.wait(100)
    assert not over_panel.isVisible() and not panel.isVisible(), "no one-hand Victory for the last deal alone"
    assert results == [], "nor for the first deal, on its way to the second"
    assert window.scorepad.winner_text() == "", "nor on the scorepad"
    assert session.window.isVisible() and session.state.finished and not session.playing
    qtbot.waitUntil(lambda: QApplication.focusWidget() is session.window.table, timeout=5000)
    assert "The duplicate match is over" in window.status() and "won" not in window.status()
    qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
    assert "The match is over" in session.window.status.text()
    verdicts = [t for t in window.table_view.access.announcements if t.startswith("The match is over.")]
    assert len(verdicts) == 1, "the verdict is said once, when the last result is in"
    # The next game at the table is an ordinary one again: its last hand says See the result.
    window.start_game(setup_for(hand_limit=1))
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.next_button.text() == "See the result"
    next_hand(qtbot, window)
    qtbot.waitUntil(over_panel.isVisible, timeout=5000)
    assert len(results) == 1 and window.scorepad.winner_text() != ""
