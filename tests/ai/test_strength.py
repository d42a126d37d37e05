"""Short fixed-seed duplicate matches through bench/ai_match.py (the long ones are benchmarks)."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "ai_match.py"
# Normal with a small bid search, where a test is about the benchmark or about beating random play, not about
# Normal against Easy (that one plays the level as it ships).
QUICK_NORMAL = "normal:bid_samples=16"
LAST = re.compile(r"^difference: ([+-][\d.]+) \(99% CI ([+-][\d.]+) to ([+-][\d.]+)\)$")


def bench() -> ModuleType:
    """bench/ai_match.py, loaded once: its worker processes (``--jobs``) find their function by its module's
    name, so every test must use the module that ``sys.modules`` holds."""
    loaded = sys.modules.get("ai_match")
    if loaded is not None and getattr(loaded, "__file__", None) == str(BENCH):
        return loaded
    spec = importlib.util.spec_from_file_location("ai_match", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ai_match"] = module
    spec.loader.exec_module(module)
    return module


def bench_script(name: str) -> ModuleType:
    """bench/NAME.py loaded as the module ``name`` (the scripts import ai_match by name, and a dataclass in
    one looks its module up in ``sys.modules``)."""
    bench()
    spec = importlib.util.spec_from_file_location(name, BENCH.parent / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def match(*args: str) -> tuple[str, float, float, float]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert bench().main(list(args)) == 0
    text = out.getvalue()
    found = LAST.match(text.strip().splitlines()[-1])
    assert found, f"the last line is not the summary: {text.strip().splitlines()[-1]!r}"
    mean, low, high = (float(x) for x in found.groups())
    return text, mean, low, high


def test_normal_beats_random_clearly() -> None:
    _text, mean, low, _high = match("--a", QUICK_NORMAL, "--b", "random", "--deals", "24", "--seed", "3")
    assert low > 100, f"Normal should beat random play by far, got {mean:+.1f}"


def test_easy_beats_random() -> None:
    _text, mean, low, _high = match("--a", "easy", "--b", "random", "--deals", "24", "--seed", "3")
    assert low > 50, f"Easy should beat random play, got {mean:+.1f}"


def test_normal_beats_easy() -> None:
    """The level as it ships, bid search and all (on two worker processes: the search takes a while)."""
    _text, mean, low, _high = match("--a", "normal", "--b", "easy", "--deals", "48", "--seed", "3", "--jobs", "2")
    assert low > 0, f"Normal should beat Easy, got {mean:+.1f}"


def test_a_short_hard_match_reports_its_table(tmp_path: Path) -> None:
    """A smoke test of the benchmark: a dozen fixed deals at a low search budget."""
    deals = tmp_path / "deals.txt"
    text, _mean, low, high = match("--a", "hard:samples=4,worlds=2,bid_samples=6", "--b", "reference",
                                   "--deals", "12", "--seed", "5", "--save-deals", str(deals))
    for label in ("points per hand", "contracts set", "nil made/attempted", "bags per hand", "think per card"):
        assert text.count(label) == 2, f"each bot's {label} is printed"
    assert low <= high
    lines = [ln for ln in deals.read_text().splitlines() if not ln.startswith("#")]
    assert len(lines) == 12
    again, *_ = match("--a", QUICK_NORMAL, "--b", "reference", "--deals-file", str(deals))
    assert "12 deals" in again


def test_bad_bot_names_are_refused_without_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        bench().main(["--a", "genius"])
    assert exc.value.code == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def test_a_match_run_in_parts_pools_to_the_same_difference(tmp_path: Path) -> None:
    """Long matches (Hard) run in parts: the per-deal differences pool to the whole match's mean."""
    deals = tmp_path / "deals.txt"
    _text, whole, _low, _high = match("--a", QUICK_NORMAL, "--b", "easy", "--deals", "8", "--seed", "4",
                                      "--save-deals", str(deals), "--diffs-out", str(tmp_path / "all.txt"))
    lines = deals.read_text().splitlines()
    header, rows = lines[:2], lines[2:]
    for k, part in enumerate((rows[:3], rows[3:])):
        (tmp_path / f"d{k}.txt").write_text("\n".join(header + part) + "\n")
        match("--a", QUICK_NORMAL, "--b", "easy", "--deals-file", str(tmp_path / f"d{k}.txt"),
              "--diffs-out", str(tmp_path / f"p{k}.txt"))
    spec = importlib.util.spec_from_file_location("ai_pool", BENCH.parent / "ai_pool.py")
    assert spec is not None and spec.loader is not None
    pool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pool)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert pool.main([str(tmp_path / "p0.txt"), str(tmp_path / "p1.txt")]) == 0
    last = out.getvalue().strip().splitlines()[-1]
    assert last.startswith(f"difference: {whole:+.2f} (95% CI "), (last, whole)
    assert "deals: 8" in out.getvalue()


def test_the_latency_benchmark_gives_hard_the_apps_clock(capsys: pytest.CaptureFixture[str]) -> None:
    """A smoke test of bench/ai_latency.py: one quick hand, with the time cap on, and a CPU burner beside it."""
    latency = bench_script("ai_latency")
    assert latency.main(["--bot", "hard:samples=4,worlds=2,bid_samples=4", "--hands", "1", "--burn", "1"]) == 0
    out = capsys.readouterr().out
    assert "time cap on; 1 CPU burner(s)" in out
    assert "stopped at the time cap: " in out
    assert out.strip().splitlines()[-1].startswith("card_p95_ms: ")


def test_the_card_regret_yardstick_values_every_candidate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A smoke test of bench/card_regret.py: positions from two deals, two bots judged on them."""
    regret = bench_script("card_regret")
    out_file = tmp_path / "positions.pickle"
    assert regret.main(["--make", "2", "--every", "2", "--side", "normal:bid_samples=8", "--out", str(out_file)]) == 0
    assert regret.main(["--positions", str(out_file), "--bots", "normal:bid_samples=0", "random",
                        "--save", str(tmp_path / "r")]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("regret random: ")
    assert "minus the first bot" in lines[-2]
    for name in ("normal_bid_samples=0", "random"):
        values = [float(x) for x in (tmp_path / "r" / f"{name}.regrets").read_text().split()]
        assert len(values) >= 10
        assert min(values) >= 0.0  # no card beats the best candidate in the true deal


def test_a_match_in_resumable_parts_plays_each_part_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """bench/ai_parts.py: parts of a long match, skipped when done, pooled to the whole match's difference."""
    deals = tmp_path / "deals.txt"
    _text, whole, _low, _high = match("--a", "easy", "--b", "random", "--deals", "6", "--seed", "5",
                                      "--save-deals", str(deals))
    parts = bench_script("ai_parts")
    out = tmp_path / "parts"
    args = ["--a", "easy", "--b", "random", "--deals-file", str(deals), "--deals", "6", "--part", "4",
            "--out", str(out)]
    assert parts.main(args) == 0
    first = capsys.readouterr().out
    assert "parts to play: 2 " in first
    assert sorted(p.name for p in out.iterdir()) == ["deals-0001-0004.diffs", "deals-0001-0004.txt",
                                                     "deals-0005-0006.diffs", "deals-0005-0006.txt"]
    assert first.strip().splitlines()[-1].startswith(f"difference: {whole:+.2f} (95% CI ")
    (out / "deals-0005-0006.diffs").unlink()  # as if that part had been cut short
    assert parts.main(args) == 0
    again = capsys.readouterr().out
    assert "parts to play: 1 " in again and "done deals-0005-0006" in again
    assert again.strip().splitlines()[-1].startswith(f"difference: {whole:+.2f} (95% CI ")
    with pytest.raises(SystemExit):
        parts.main(["--a", "genius", "--out", str(out)])


def test_the_bid_calibration_compares_the_playouts_with_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    """bench/bid_calibration.py: a bid's foreseen chance beside the table's outcome; the search is left as found."""
    from spades_desktop.ai import hard as hard_module
    from spades_desktop.ai import normal as normal_module
    from spades_desktop.ai.bid_search import bid_playout

    calibration = bench_script("bid_calibration")
    assert calibration.main(["--bot", "normal:bid_samples=16", "--against", "normal:bid_samples=0",
                             "--deals", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    match = re.fullmatch(r"make: predicted (\d\.\d{3}) actual (\d\.\d{3})", lines[-1])
    assert match is not None
    assert 0.0 < float(match.group(1)) <= 1.0
    contracts = int(re.search(r"\((\d+) contracts\)", "\n".join(lines)).group(1))  # type: ignore[union-attr]
    assert contracts >= 3
    assert hard_module.bid_playout is bid_playout and normal_module.bid_playout is bid_playout


def test_the_oracle_weighs_each_card_in_the_real_deal_and_its_partner_mode_knows_only_the_partner() -> None:
    """bench/hard_oracle.py: a card's value is its playout in the real deal; ``partner=1`` guesses the
    opponents but always deals the partner its real cards."""
    import random

    from spades_desktop.ai.normal import hand_mask
    from spades_desktop.ai.playout import play_out
    from spades_desktop.ai.state import PlayState
    from spades_desktop.engine import Game, HandScored, Phase, Play, RuleSet

    oracle_module = bench_script("hard_oracle")
    rules = RuleSet()
    game = Game(rules, 11)
    bots = [bench().make_player("normal:bid_samples=0", s) for s in range(4)]
    oracle = oracle_module.make_oracle("bid_samples=0", 3)
    partner_mode = oracle_module.make_oracle("partner=1,bid_samples=0,samples=30,worlds=12", 3)
    weighed = 0
    guessed = scored = False
    while not scored:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if seat == 0 and view.phase is Phase.PLAY:
            oracle.watch(game)
            action = oracle.choose(view)
            if len(oracle.last_values) > 1:
                weighed += 1
                with pytest.raises(RuntimeError, match="watch"):
                    oracle_module.make_oracle("bid_samples=0", 1).choose(view)  # never shown the game: refused
                for text, value in oracle.last_values.items():
                    card = next(c.card for c in view.legal if isinstance(c, Play) and str(c) == text)
                    real = play_out(game.copy(), PlayState.from_view(view), 0, card)
                    assert value == real, (text, value, real)
                partner_mode.watch(game)
                state, hand = PlayState.from_view(view), hand_mask(view)
                guesses = list(partner_mode._guesses(state, hand, random.Random(1), 12, 5, None))
                assert all(g[2] == game.hand_mask(2) for g in guesses)
                guessed |= any(g[1] != game.hand_mask(1) for g in guesses)  # (late on, voids may fix them)
        else:
            action = bots[seat].choose(view)
        scored = any(isinstance(e, HandScored) for e in game.apply(action))
    assert weighed >= 3 and guessed


def test_the_nil_roles_of_the_oracle_see_the_partner_only_in_their_own_nil_hands() -> None:
    """bench/hard_oracle.py ``role=cover`` sees the partner's real hand only when that partner bid nil,
    ``role=nil`` only when it bid nil itself; otherwise both guess exactly as Hard (the same random draws),
    which is what lets bench/hard_nil_deals.py keep Hard's stored results for the other deals."""
    import random

    from spades_desktop.ai.hard import HardPlayer
    from spades_desktop.ai.normal import hand_mask
    from spades_desktop.ai.state import PlayState
    from spades_desktop.engine import LOOK, NIL, Bid, Game, Phase, RuleSet

    oracle_module = bench_script("hard_oracle")
    with pytest.raises(ValueError, match="role=cover or role=nil"):
        oracle_module.make_oracle("role=blind", 1)
    rules = RuleSet()
    game = Game(rules, 11)
    while game.phase is not Phase.PLAY:  # seat 2 bids nil, everyone else 3
        seat = game.to_act
        assert seat is not None
        legal = game.view(seat).legal
        game.apply(LOOK if LOOK in legal else NIL if seat == 2 else Bid(3))
    checked = set()
    while len(checked) < 2:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if seat in (0, 2) and seat not in checked:
            checked.add(seat)
            partner = (seat + 2) % 4
            state, hand = PlayState.from_view(view), hand_mask(view)
            hard = list(HardPlayer(1)._guesses(state, hand, random.Random(5), 8, 5, None))  # Hard's own guesses
            for role in ("cover", "nil"):
                player = oracle_module.make_oracle(f"role={role}", 1)
                player.watch(game)
                guesses = list(player._guesses(state, hand, random.Random(5), 8, 5, None))
                sees = (role == "cover") == (seat == 0)  # seat 0 covers seat 2's nil; seat 2 is the nil bidder
                if sees:
                    assert all(g[partner] == game.hand_mask(partner) for g in guesses), (seat, role)
                else:
                    assert guesses == hard, (seat, role)
                    assert any(g[partner] != game.hand_mask(partner) for g in guesses), (seat, role)
        game.apply(view.legal[0])


def test_the_oracle_that_knows_the_partners_honours_or_trumps_deals_it_exactly_those() -> None:
    """bench/hard_oracle.py ``know=honors``: every guess gives the partner the aces, kings and queens it
    holds and none of the others, and guesses the rest of its hand; ``know=aces`` the same for aces,
    ``know=spades`` for trumps."""
    import random

    from spades_desktop.ai.normal import hand_mask
    from spades_desktop.ai.state import PlayState
    from spades_desktop.engine import Game, Phase, RuleSet, cards_of

    oracle_module = bench_script("hard_oracle")
    with pytest.raises(ValueError, match="know=honors, aces, aces-kings or spades"):
        oracle_module.make_oracle("know=jacks", 1)
    rules = RuleSet()
    game = Game(rules, 11)
    bots = [bench().make_player("normal:bid_samples=0", s) for s in range(4)]
    while not (game.phase is Phase.PLAY and game.to_act == 0 and game.trick_number == 2):
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    view = game.view(0)
    state, hand = PlayState.from_view(view), hand_mask(view)
    real = game.hand_mask(2)
    deck = cards_of(state.info.deck_mask)
    honours = sum(c.bit for c in deck if c.rank >= 12)
    aces = sum(c.bit for c in deck if c.rank == 14)
    for know, part in (("honors", honours), ("aces", aces), ("spades", state.info.trump_mask)):
        player = oracle_module.make_oracle(f"know={know}", 1)
        player.watch(game)
        guesses = list(player._guesses(state, hand, random.Random(2), 10, 5, None))
        assert all(g[2] & part == real & part for g in guesses), know
        assert any(g[2] != real for g in guesses), know  # the rest of the partner's hand is guessed


def test_the_guess_placing_yardstick_counts_the_real_cards_each_guess_places(tmp_path: Path,
                                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A smoke test of bench/guess_placing.py: positions of one deal keep each seat's real hand (the seat's own
    is the one in its view), and each Hard setting's shares are between a guess that places nothing and one
    that places everything."""
    import pickle

    from spades_desktop.ai.normal import hand_mask

    placing = bench_script("guess_placing")
    out_file = tmp_path / "positions.pickle"
    assert placing.main(["--make", "1", "--first", "3", "--side", "normal:bid_samples=0", "--out", str(out_file)]) == 0
    positions = pickle.loads(out_file.read_bytes())
    assert len(positions) >= 10
    for view, real in positions:
        assert real[view.seat] == hand_mask(view)
        assert sum(h.bit_count() for h in real) == sum(view.hand_sizes)
    assert placing.main(["--positions", str(out_file), "--guesses", "3",
                         "--bots", "hard:infer=1", "hard:infer_tries=2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    shares = [float(x) for line in lines if line.startswith("hard")
              for x in re.findall(r"(?:cards|A-K-Q) (\d\.\d+)", line)]
    assert len(shares) == 6 and all(0.0 < x < 1.0 for x in shares)
    assert lines[-1].startswith("partner_honours_placed hard:infer_tries=2: ")


def test_the_bid_variant_match_keeps_the_stored_result_only_where_the_bids_are_the_same(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """bench/hard_bid_deals.py plays to the end only the deals a variant bids otherwise; a deal bid alike keeps
    the base's stored difference, and its check (playing such deals anyway) stops a variant that also plays
    otherwise."""
    base = "hard:samples=4,worlds=2,bid_samples=8"
    stored = tmp_path / "stored"
    stored.mkdir()
    deals_file = BENCH.parent / "deals" / "standard-seed1-2000.txt"
    match("--a", base, "--b", "reference", "--deals-file", str(deals_file), "--deals", "4",
          "--diffs-out", str(stored / "deals-0001-0004.diffs"))
    kept = [float(x) for x in (stored / "deals-0001-0004.diffs").read_text().split()]
    bids = bench_script("hard_bid_deals")
    out = tmp_path / "out"
    assert bids.main(["--a", "hard:samples=4,worlds=2,bid_samples=24", "--base", base, "--deals", "4",
                      "--part", "2", "--check", "1", "--stored", str(stored), "--out", str(out)]) == 0
    new = [float(x) for p in sorted(out.glob("deals-*.diffs")) for x in p.read_text().split()]
    played = {int(line.split(":")[0].split()[1]) for p in sorted(out.glob("deals-*.txt"))
              for line in p.read_text().splitlines() if line.startswith("deal ")}
    assert len(new) == 4 and played  # a bigger bid search bids some deal otherwise
    assert all(new[i] == kept[i] for i in range(4) if i + 1 not in played)
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("paired: ")
    with pytest.raises(SystemExit, match="not Hard outside its bids"):
        bids.main(["--a", "hard:samples=9,worlds=3,bid_samples=8", "--base", base, "--deals", "4", "--part", "4",
                   "--check", "4", "--stored", str(stored), "--out", str(tmp_path / "wrong")])


def test_a_bid_bias_of_nothing_bids_as_hard_and_a_large_one_bids_the_trick_above() -> None:
    """bench/hard_bid_deals.py's ``bidbias`` changes only the choice among the searched bids: with no bias it
    bids every bid Hard bids with the same random state after it; a large credit for the trick above the count
    makes it bid that trick wherever the search weighed it."""
    bids = bench_script("hard_bid_deals")
    options = "samples=4,worlds=2,bid_samples=8"
    for number in (1, 2, 3):
        hard_game, hard_players = bids.bid_table(f"hard:{options}", number, 0, ["a", "b", "a", "b"])
        same_game, same_players = bids.bid_table(f"bidbias:up=0,{options}", number, 0, ["a", "b", "a", "b"])
        assert same_game.bids == hard_game.bids
        assert [bids.random_states(p) for p in same_players] == [bids.random_states(p) for p in hard_players]
    raised = 0
    for number in range(1, 7):
        game = bids.Game(bids.RuleSet(), number, first_dealer=0)
        players = [bids.make_player(f"bidbias:up=1000,{options}" if s % 2 == 0 else "reference", s)
                   for s in range(4)]
        while game.phase is not bids.Phase.PLAY:
            seat = game.to_act
            view = game.view(seat)
            action = players[seat].choose(view)
            if seat % 2 == 0 and players[seat].last_values:
                count = players[seat].normal.decide(view)[0]
                above = str(count.tricks + 1) if not count.is_nil else None
                if above in players[seat].last_values:
                    assert str(action) == above, (number, seat, count, players[seat].last_values)
                    raised += 1
            game.apply(action)
    assert raised > 0
