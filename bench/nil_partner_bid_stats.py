"""Summary of bench/nil_partner_bid.py runs (docs/ai.md, "Normal's bid beside a person's nil"): paired
differences with 95 % CIs, sets, nils made, bags. usage: nil_partner_bid_stats.py OUT.jsonl ..."""
import json
import math
import statistics
import sys


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


recs = [r for fn in sys.argv[1:] for r in read(fn)]
print("deals", len(recs))
searched = [r for r in recs if r["count"] is not None]
up = [r for r in searched if r["search"] not in ("nil", None) and r["count"] != "nil" and r["search"].isdigit()
      and r["count"].isdigit() and int(r["search"]) > int(r["count"])]
down = [r for r in searched if r["search"] and r["search"].isdigit() and r["count"].isdigit()
        and int(r["search"]) < int(r["count"])]
print("north bid with partner's nil:", len(searched), " search above count:", len(up), " below:", len(down),
      " at count:", len(searched) - len(up) - len(down))
print("  stretches with gain >= 10:", sum(r["gain"] >= 10 for r in up))


def ci(xs):
    m = statistics.fmean(xs)
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return f"{m:+.2f} (95% CI {m - 1.96 * se:+.2f} to {m + 1.96 * se:+.2f}), n={len(xs)}"


def res(r, v):
    return r[v] if r.get(v) is not None else r["base"]


for key in ("margin", "raw", "ns_points"):
    print(f"base mean {key}: {statistics.fmean(r['base'][key] for r in recs):+.2f}")
for v in ("cap", "m10"):
    print(f"== {v}")
    changed = [r for r in recs if r.get(v) is not None]
    print("  changed deals:", len(changed))
    for key in ("margin", "raw", "ns_points"):
        d = [res(r, v)[key] - r["base"][key] for r in recs]
        print(f"  {key} diff over all deals: {ci(d)}")
        if changed:
            dc = [r[v][key] - r["base"][key] for r in changed]
            print(f"  {key} diff over changed deals: {ci(dc)}")
    for label, rs in (("all", recs), ("changed", changed)):
        if not rs:
            continue
        for name in ("base", v):
            sets = sum(res(r, name)["set"] for r in rs)
            nils = sum(res(r, name)["nil_made"] for r in rs)
            bags = statistics.fmean(res(r, name)["ns_bags"] for r in rs)
            print(f"  {label:8s} {name:5s}: sets {sets}/{len(rs)}  South nils made {nils}/{len(rs)}  "
                  f"NS bags/hand {bags:.2f}")
# the stretch deals under base: set rate vs at-count deals
atc = [r for r in searched if r not in up and r not in down]
print("base sets: stretched", sum(r["base"]["set"] for r in up), "/", len(up), " at count",
      sum(r["base"]["set"] for r in atc), "/", len(atc))
print("base nils made: stretched", sum(r["base"]["nil_made"] for r in up), "/", len(up), " at count",
      sum(r["base"]["nil_made"] for r in atc), "/", len(atc))
print(f"nil_partner_bid_deals: {len(recs)}")
