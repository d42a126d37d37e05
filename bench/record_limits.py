"""Time and memory of refusing an oversized game record (issue 11: a 20 MB record took 9 s and 580 MB).

Writes a record of one real hand whose action list is repeated to ``--actions``
entries (compact JSON, about 9 bytes an action), then runs
``python -m spades_desktop replay FILE`` on it in a child process and prints
the wall time, the child's peak memory and its first stderr line.

    python bench/record_limits.py --actions 2200000
    python bench/record_limits.py --actions 90000 --pretty   # just under the action limit
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spades_desktop.engine import Game, RuleSet  # noqa: E402
from spades_desktop.record import GameRecord  # noqa: E402

CHILD = (
    "import resource, runpy, sys\n"
    "sys.argv = ['spades_desktop', 'replay', '--quiet', sys.argv[1]]\n"
    "try:\n"
    "    runpy.run_module('spades_desktop', run_name='__main__')\n"
    "finally:\n"
    "    print(f'peak_kb {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}', file=sys.stderr)\n"
)


def big_record(actions: int) -> dict[str, object]:
    game = Game(RuleSet(), 7)
    while game.hand_number == 1 and not game.is_over:
        game.apply(game.legal_actions()[0])
    data = json.loads(GameRecord.from_game(game).to_json())
    hand = data["hands"][0]
    one = hand["actions"]
    hand["actions"] = (one * (actions // len(one) + 1))[:actions]
    hand["result"] = None
    data["hands"] = [hand]
    data["winner"] = None
    return data


def write(path: Path, actions: int, pretty: bool) -> None:
    data = big_record(actions)
    text = json.dumps(data, indent=1) if pretty else json.dumps(data, separators=(",", ":"))
    path.write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--actions", type=int, default=2_200_000)
    parser.add_argument("--pretty", action="store_true", help="indent the JSON as the game does")
    parser.add_argument("--write", metavar="FILE", help=argparse.SUPPRESS)  # the child that makes the file
    args = parser.parse_args()
    if args.write:
        write(Path(args.write), args.actions, args.pretty)
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.json"
        # made in a child process: Linux keeps a process's peak memory across exec, so the measuring
        # child must not be forked from a process that held the big data
        extra = ["--pretty"] if args.pretty else []
        subprocess.run([sys.executable, __file__, "--write", str(path), "--actions", str(args.actions), *extra],
                       check=True)
        size = path.stat().st_size
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, cwd=ROOT)
        seconds = time.perf_counter() - start
    lines = done.stderr.splitlines()
    peak = next((int(x.split()[1]) for x in lines if x.startswith("peak_kb ")), 0)
    message = next((x for x in lines if not x.startswith("peak_kb ")), "(no message)")
    print(f"record: {args.actions} actions, {size / 1e6:.1f} MB; exit {done.returncode}")
    print(f"message: {message[:200]}")
    print(f"peak memory: {peak / 1024:.0f} MB")
    print(f"refuse_big_record_seconds: {seconds:.2f}")


if __name__ == "__main__":
    main()
