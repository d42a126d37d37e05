"""Pool per-deal differences written by ``ai_match.py --diffs-out`` (a long match run in parts).

    python bench/ai_pool.py /tmp/hard-part*.txt
    python bench/ai_pool.py /tmp/variant-part*.txt --minus /tmp/hard-part*.txt   # paired, deal by deal

The last line is ``difference: MEAN (95% CI LOW to HIGH)``.
"""

from __future__ import annotations

import argparse
import math
import statistics
from pathlib import Path


def stored_diffs(folder: Path) -> list[float]:
    """Every per-deal difference of a folder of parts (``deals-FFFF-LLLL.diffs``, ``ai_parts.py``), in deal order."""
    out: list[float] = []
    for path in sorted(folder.glob("deals-*.diffs")):
        out += [float(x) for x in path.read_text(encoding="utf-8").split()]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--minus", type=Path, nargs="+", default=[],
                        help="another bot's differences on the same deals, in the same order: pool A - A' per deal")
    args = parser.parse_args(argv)

    def read(paths: list[Path]) -> list[float]:
        out: list[float] = []
        for path in paths:
            try:
                out += [float(x) for x in path.read_text(encoding="utf-8").split()]
            except (OSError, ValueError) as exc:
                parser.error(f"cannot read {path}: {exc}")
        return out

    diffs = read(args.files)
    if args.minus:
        other = read(args.minus)
        if len(other) != len(diffs):
            parser.error(f"--minus files hold {len(other)} deals, the others {len(diffs)}: they must be the same deals")
        diffs = [a - b for a, b in zip(diffs, other, strict=True)]
    if len(diffs) < 2:
        parser.error("need at least two deals")
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"deals: {len(diffs)}")
    print(f"99% CI {mean - 2.5758 * se:+.2f} to {mean + 2.5758 * se:+.2f}")
    print(f"difference: {mean:+.2f} (95% CI {mean - 1.96 * se:+.2f} to {mean + 1.96 * se:+.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
