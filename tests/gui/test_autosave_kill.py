"""The kill test: a bot game in the real window, killed with SIGKILL at random moments, always resumes.

A child process (``autosave_kill_driver.py``) plays an all-bot game in the
real ``MainWindow`` and prints a line after each autosave write returns. The
parent kills it at 30+ seeded random moments (while the bots play, in the
middle of an autosave write, between hands) and checks each time that

- the autosave holds at least every action the child reported as saved, as
  a prefix of what it holds, and replays (``record.replay``);
- the next start resumes at exactly what the autosave holds, and goes on
  from there (its actions continue the same game);
- files saved before (another game's autosave, a saved game, an earlier
  backup) are byte-identical and no damaged autosave ever appears.
"""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from spades_desktop.engine import Game, RuleSet
from spades_desktop.record import Autosaver, load_record, replay, save_record
from spades_desktop.record.autosave import autosave_files

from ..record.record_samples import random_game, record_of

DRIVER = Path(__file__).with_name("autosave_kill_driver.py")
KILLS = 32
LINE_TIMEOUT = 60.0  # seconds without a line from the child: it hangs


def flat(game: Game) -> list[str]:
    return [f"{seat} {action}" for log in game.hands_log for seat, action in log.actions]


class Child:
    """The driver process and a thread that reads its lines into a queue."""

    def __init__(self, home: Path, deal: int, resume: bool, slow_disk: float = 0.0) -> None:
        env = dict(os.environ, SPADES_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), "--deal", str(deal), "--resume", "yes" if resume else "no",
             "--slow-disk", str(slow_disk)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=str(home))
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.endswith("\n"):  # a line cut by the kill is not a report
                self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next_line(self) -> str | None:
        return self.lines.get(timeout=LINE_TIMEOUT)

    def kill(self) -> list[str]:
        """SIGKILL now; the lines it wrote before dying."""
        self.proc.send_signal(signal.SIGKILL)
        return self.finish()

    def finish(self) -> list[str]:
        self.proc.wait(timeout=30)
        self.reader.join(timeout=30)
        rest: list[str] = []
        while True:
            line = self.lines.get(timeout=5)
            if line is None:
                return rest
            rest.append(line)


def snapshot(paths: list[Path]) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in paths}


def visible_files(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if not p.name.startswith(".")}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no SIGKILL to kill a process mid-write")
def test_a_game_killed_at_random_moments_always_resumes_at_its_last_saved_action(_user_home: Path) -> None:
    rng = random.Random(20261130)
    # The test's own user folder (a RAM disk where there is one): a SIGKILL ends the process, not the machine, so
    # what the kill can cut short is the same there as on a disk; the slow-disk runs below still make the
    # kill land inside a write.
    home = _user_home / "home"
    games = home / "games"
    autosaves = games / "autosaves"
    autosaves.mkdir(parents=True)
    # Saved before: another unfinished game's autosave (older), a saved game, an earlier kept backup.
    other = Autosaver(autosaves / "game-2020-01-01-000000.json", preset_name="Another game")
    other.save(random_game(RuleSet(), 404, max_actions=25))
    os.utime(other.path, ns=(1_577_836_800 * 10**9,) * 2)
    saved = save_record(record_of(random_game(RuleSet(), 405, max_actions=60)), games / "my game.json")
    backup = games / "autosave-damaged-2026-01-01-0000.json"
    backup.write_bytes(b'{"format": "spades-desktop-record", "vers')
    before = snapshot([other.path, saved, backup])
    games_before = visible_files(games)

    history: list[str] = []  # every action of the game in progress known to be saved, as "seat action"
    deal = 1000
    kills = modes_done = 0
    modes = {"play": 0, "write": 0, "between": 0}
    finished_games = 0
    started = time.monotonic()
    while kills < KILLS:
        ours = [p for p in autosave_files(autosaves) if p != other.path]
        assert len(ours) <= 1, f"one autosave for the game in progress, not {ours}"
        settled = [p for p in ours if replay(load_record(p)).is_over]  # killed before History had the end:
        ours = [p for p in ours if p not in settled]                     # stored by the next start, then removed
        mode = rng.choice(list(modes))
        # In "write" runs each fsync takes 30 ms (a slow disk): the kill right after "w N" lands inside the write.
        child = Child(home, deal, resume=bool(ours), slow_disk=30.0 if mode == "write" else 0.0)
        first = child.next_line()
        assert first is not None and first.startswith("start "), first
        _, resumed, count = first.split()
        assert not any(p.exists() for p in settled), "a finished game's autosave goes once History has it"
        if ours:
            assert resumed == "1" and int(count) == len(history), "the start resumes at the last saved action"
        else:
            assert resumed == "0" and count == "0"
            history = []

        wait_for = rng.randint(1, 30)
        seen = 0
        lines: list[str] = []
        over = False
        while True:
            line = child.next_line()
            if line is None:
                break
            lines.append(line)
            if line == "over":
                over = True
                break
            kind = line.split()[0]
            if mode == "play" and kind == "a":
                seen += 1
                if seen >= wait_for:
                    time.sleep(rng.uniform(0, 0.004))
                    break
            elif mode == "write" and kind == "w":
                seen += 1
                if seen >= wait_for:
                    time.sleep(rng.uniform(0, 0.03))
                    break  # the child is inside the autosave write now (or just done with it)
            elif mode == "between" and kind == "h":
                time.sleep(rng.uniform(0, 0.01))
                break
        if over:
            lines += child.finish()
        else:
            lines += child.kill()
            kills += 1
            modes[mode] += 1

        ended = False
        for line in lines:
            if line.startswith("a "):
                _, number, game_over, seat, action = line.split(" ", 4)
                assert int(number) == len(history) + 1, "actions are reported in order, none missing"
                history.append(f"{seat} {action}")
                ended = game_over == "1"

        assert snapshot([other.path, saved, backup]) == before, "files saved before are untouched"
        assert visible_files(games) == games_before, "no damaged autosave, no stray file beside the saved games"
        ours = [p for p in autosave_files(autosaves) if p != other.path]
        if over or ended:
            # removed once History has the end; killed before that, kept (the next start stores it in History)
            assert (over and ours == []) or all(replay(load_record(p)).is_over for p in ours), \
                "a finished game's autosave is removed, or holds the finished game"
            finished_games += 1
            deal += 1
            continue
        if not history:
            assert len(ours) <= 1
            if ours:
                history = flat(replay(load_record(ours[0])))
            continue
        assert len(ours) == 1
        game = replay(load_record(ours[0]))
        assert not game.is_over
        held = flat(game)
        assert len(held) >= len(history) and held[: len(history)] == history, (
            f"the autosave holds {len(held)} actions, the child reported {len(history)} saved")
        history = held
        modes_done += 1
        print(f"kill {kills} ({mode}): {len(history)} actions saved, {time.monotonic() - started:.1f} s")

    elapsed = time.monotonic() - started
    assert kills >= 30 and all(modes.values()), modes
    assert modes_done >= 25
    cut = len(list(autosaves.glob(".game-*.tmp")))  # temporary files of writes the kill cut short
    assert cut >= 1, "some kills landed inside an autosave write"
    print(f"kill test: {kills} kills {modes}, {cut} writes cut short, {finished_games} games finished, "
          f"{elapsed:.1f} s")
