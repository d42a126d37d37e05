"""A long duplicate match in parts that can be stopped and resumed: Hard's 2,000 deals take about 3 hours.

Each part is ``ai_match.py`` on a slice of the deal file (``--part`` deals,
default 50), written to ``OUT/deals-FFFF-LLLL.diffs`` (the per-deal
differences) and ``.txt`` (the match's table) only when the part is done, so a
part cut short leaves nothing and the next run plays it again; parts already in
``OUT`` are skipped. ``--jobs`` parts run at a time. Then every part in
``OUT`` is pooled with ``ai_pool.py``, whose last line this prints.

    nice -n 15 python bench/ai_parts.py --a hard --b reference --deals 2000 --jobs 2 --out DIR
    python bench/ai_pool.py DIR/*.diffs            # the same pooled figure, later
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]
import ai_pool  # type: ignore[import-not-found]

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"


def part_name(first: int, last: int) -> str:
    """The files' stem for deals ``first`` to ``last`` of the file (counted from 1)."""
    return f"deals-{first:04d}-{last:04d}"


def run_part(task: tuple[str, str, str, Path, int, int, Path]) -> str:
    """Play one part; its files appear only when it is finished. Returns the stem."""
    spec_a, spec_b, preset, deals_file, first, last, out = task
    stem = part_name(first, last)
    slice_file = out / f".{stem}.deals"
    ai_match.write_deals(slice_file, ai_match.read_deals(deals_file)[first - 1: last], f"{deals_file.name}, {stem}")
    diffs_tmp = out / f".{stem}.diffs"
    table = io.StringIO()
    args = ["--a", spec_a, "--b", spec_b, "--deals-file", str(slice_file), "--deals", str(last - first + 1),
            "--diffs-out", str(diffs_tmp)]
    if preset:
        args += ["--preset", preset]
    with contextlib.redirect_stdout(table):
        code = ai_match.main(args)
    if code != 0:
        raise SystemExit(f"part {stem} failed ({code})")
    (out / f"{stem}.txt").write_text(table.getvalue(), encoding="utf-8")
    os.replace(diffs_tmp, out / f"{stem}.diffs")
    slice_file.unlink()
    return stem


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", default="hard", help="bot A (default hard)")
    parser.add_argument("--b", default="reference", help="bot B (default reference)")
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    parser.add_argument("--deals-file", type=Path, default=DEALS)
    parser.add_argument("--first", type=int, default=1, help="the first deal of the file (counted from 1)")
    parser.add_argument("--deals", type=int, default=2000, help="deals from --first on")
    parser.add_argument("--part", type=int, default=50, help="deals a part")
    parser.add_argument("--jobs", type=int, default=1, help="parts played at a time")
    parser.add_argument("--out", type=Path, required=True, help="the folder of the parts' files")
    args = parser.parse_args(argv)
    if args.first < 1 or args.deals < 1 or args.part < 1:
        parser.error("--first, --deals and --part must be at least 1")
    for spec in (args.a, args.b):
        try:
            ai_match.make_player(spec.split("+")[0], 0)
        except ValueError as exc:
            parser.error(str(exc))
    try:
        total = len(ai_match.read_deals(args.deals_file))
    except (OSError, ValueError) as exc:
        parser.error(f"cannot read --deals-file: {exc}")
    last_deal = min(total, args.first + args.deals - 1)
    args.out.mkdir(parents=True, exist_ok=True)
    tasks = []
    for first in range(args.first, last_deal + 1, args.part):
        last = min(last_deal, first + args.part - 1)
        if not (args.out / f"{part_name(first, last)}.diffs").exists():
            tasks.append((args.a, args.b, args.preset, args.deals_file, first, last, args.out))
    print(f"parts to play: {len(tasks)} (deals {args.first}-{last_deal}, {args.jobs} at a time)", flush=True)
    if args.jobs <= 1:
        for task in tasks:
            print(f"done {run_part(task)}", flush=True)
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            for stem in pool.map(run_part, tasks):
                print(f"done {stem}", flush=True)
    done = sorted(args.out.glob("deals-*.diffs"))
    return int(ai_pool.main([str(p) for p in done]))


if __name__ == "__main__":
    raise SystemExit(main())
