"""Hard leaves Normal's choice only for a candidate that beats it by more than the luck of the guesses."""

from __future__ import annotations

import contextlib
import importlib.util
import io
from pathlib import Path

import pytest

from spades_desktop.ai import create_player
from spades_desktop.ai.base import make_player
from spades_desktop.ai.hard import CARD_CAP, TIME_CAP, HardPlayer, _best
from spades_desktop.engine import NIL, Game, Phase, RuleSet

NORMAL = 0


def test_without_z_the_best_mean_wins_and_normal_wins_ties() -> None:
    rows = [[10.0, 12.0, 9.0], [10.0, 9.0, 9.0]]
    means = [10.0, 10.5, 9.0]
    assert _best(means, rows, NORMAL, 0.5, 0.0) == NORMAL  # 10.5 against 10 + 0.5: Normal's keeps the tie
    assert _best([10.0, 10.6, 9.0], rows, NORMAL, 0.5, 0.0) == 1


def test_a_lead_that_two_lucky_guesses_explain_keeps_normals_card() -> None:
    # One guess of eight where candidate 1 scores 100 more (a nil that happens to survive); the rest equal.
    rows = [[0.0, 100.0]] + [[0.0, 0.0]] * 7
    means = [0.0, 12.5]
    assert _best(means, rows, NORMAL, 0.5, 0.0) == 1
    assert _best(means, rows, NORMAL, 0.5, 1.0) == NORMAL


def test_a_lead_in_every_guess_leaves_normals_card() -> None:
    rows = [[0.0, 10.0 + k % 3] for k in range(8)]
    means = [0.0, sum(r[1] for r in rows) / 8]
    assert _best(means, rows, NORMAL, 0.5, 1.0) == 1


def test_one_guess_is_never_reason_enough_when_z_is_asked_for() -> None:
    assert _best([0.0, 50.0], [[0.0, 50.0]], NORMAL, 0.5, 1.0) == NORMAL


def test_the_bot_spec_sets_the_margins() -> None:
    hard = make_player("hard:card_z=1,bid_z=1.5")
    assert isinstance(hard, HardPlayer) and (hard.card_z, hard.bid_z) == (1.0, 1.5)
    assert (HardPlayer().card_z, HardPlayer().bid_z) == (0.0, 0.0)


class _Clock:
    """A clock that moves only when a playout runs (each playout 'takes' ``step`` seconds)."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        return self.now


def test_a_card_play_stops_at_the_card_cap_and_a_bid_at_the_time_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow machine (every playout 0.05 s): a card searches about 0.27 s, a bid about 0.75 s."""
    clock = _Clock(0.05)
    original = HardPlayer._playout
    original_bid = HardPlayer._bid_playout

    def slow(self: HardPlayer, *args: object) -> float:
        clock.now += clock.step
        return original(self, *args)  # type: ignore[arg-type]

    def slow_bid(self: HardPlayer, *args: object) -> float:
        clock.now += clock.step
        return original_bid(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(HardPlayer, "_playout", slow)
    monkeypatch.setattr(HardPlayer, "_bid_playout", slow_bid)
    game = Game(RuleSet(), 3)
    hard = create_player("hard", 5, clock=clock)
    assert isinstance(hard, HardPlayer) and hard.card_cap == CARD_CAP < hard.time_cap == TIME_CAP
    spent: dict[Phase, float] = {}
    while len(spent) < 2:
        view = game.view(game.to_act or 0)
        clock.now = 0.0
        action = hard.choose(view)
        if hard.capped:
            spent[view.phase] = clock.now
        game.apply(action)
    assert CARD_CAP <= spent[Phase.PLAY] <= CARD_CAP + 0.05 * 13  # the guess in progress (one playout a card)
    assert TIME_CAP <= spent[Phase.BID] <= TIME_CAP + 0.05 * 5


def test_a_variant_is_pooled_deal_by_deal_against_the_bot_it_changes(tmp_path: Path) -> None:
    """``bench/ai_pool.py --minus``: the paired difference of two bots' matches on the same deals."""
    bench = Path(__file__).resolve().parents[2] / "bench"
    spec = importlib.util.spec_from_file_location("ai_pool", bench / "ai_pool.py")
    assert spec is not None and spec.loader is not None
    pool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pool)
    (tmp_path / "variant.txt").write_text("10\n-20\n30\n")
    (tmp_path / "base.txt").write_text("4\n-26\n30\n")
    (tmp_path / "short.txt").write_text("4\n")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert pool.main([str(tmp_path / "variant.txt"), "--minus", str(tmp_path / "base.txt")]) == 0
    assert out.getvalue().strip().splitlines()[-1].startswith("difference: +4.00 (95% CI ")
    with pytest.raises(SystemExit), contextlib.redirect_stderr(io.StringIO()) as err:
        pool.main([str(tmp_path / "variant.txt"), "--minus", str(tmp_path / "short.txt")])
    assert "must be the same deals" in err.getvalue()


def test_a_search_the_clock_cut_to_one_guess_keeps_normals_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """A very busy machine (every playout 'takes' 1 s): the card search stops after its first guess, and Hard
    plays Normal's card with Normal's reason. It left Normal's card on that one guess, saying "played out over 1
    of the hidden hands, it scores +209 points a hand more" of a lead the whole search rated +1 (QA)."""
    clock = _Clock(1.0)
    original = HardPlayer._playout

    def slow(self: HardPlayer, *args: object) -> float:
        clock.now += clock.step
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(HardPlayer, "_playout", slow)
    hard = create_player("hard", 5, clock=clock)
    assert isinstance(hard, HardPlayer)
    normal = hard.normal  # Normal's policy as Hard plays it
    searched = 0
    for seed in (3, 4):
        game = Game(RuleSet(), seed)
        while game.hand_number == 1 and not game.is_over:
            view = game.view(game.to_act or 0)
            clock.now = 0.0
            action = hard.choose(view)
            if view.phase is Phase.PLAY and hard.capped and hard.last_rows:
                searched += 1
                assert len(hard.last_rows) < hard.min_guesses
                assert "played out over" not in hard.explain(), hard.explain()
                assert action == normal.choose(view)
            game.apply(action)
    assert searched > 10


def test_while_a_nil_of_its_side_is_alive_hard_asks_nil_z_standard_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    import spades_desktop.ai.hard as hard_module

    asked: list[tuple[bool, float]] = []
    original = hard_module._best
    hard = make_player("hard:nil_z=1.5,samples=20,worlds=8")
    assert isinstance(hard, HardPlayer) and hard.nil_z == 1.5 and HardPlayer().nil_z == 1.0
    game = Game(RuleSet(), 7)
    nil_seat = None

    def spy(means: list[float], rows: list[list[float]], normal_i: int, bonus: float, z: float) -> int:
        alive = nil_seat is not None and game.rules.side_of(nil_seat) == game.rules.side_of(game.to_act or 0) \
            and game.tricks[nil_seat] == 0
        asked.append((alive, z))
        return original(means, rows, normal_i, bonus, z)

    monkeypatch.setattr(hard_module, "_best", spy)
    normal = create_player("normal", 7)
    while game.hand_number == 1 and not game.is_over:
        view = game.view(game.to_act or 0)
        if view.phase is Phase.BID and view.hand is not None and nil_seat is None and NIL in view.legal:
            nil_seat = view.seat
            game.apply(NIL)
            continue
        game.apply(hard.choose(view) if view.phase is Phase.PLAY else normal.choose(view))
    assert {z for alive, z in asked if alive} == {1.5}
    assert {z for alive, z in asked if not alive} <= {0.0}


def test_while_a_nil_of_its_side_is_alive_hard_plays_out_at_least_nil_guesses() -> None:
    """``nil_guesses``: while a nil of Hard's side is alive its card search weighs at least that many guesses (a
    failed nil swings 200 points, and a dozen guesses leave it to luck); otherwise the budget is as before."""
    for nil_guesses in (0, 12):
        hard = make_player(f"hard:nil_guesses={nil_guesses},samples=6,worlds=40")
        assert isinstance(hard, HardPlayer) and hard.nil_guesses == nil_guesses
        normal = create_player("normal", 7)
        game = Game(RuleSet(), 7)
        nil_seat = None
        counts: dict[bool, list[int]] = {False: [], True: []}
        while game.hand_number == 1 and not game.is_over:
            view = game.view(game.to_act or 0)
            if view.phase is Phase.BID and view.hand is not None and nil_seat is None and NIL in view.legal:
                nil_seat = view.seat
                game.apply(NIL)
                continue
            if view.phase is Phase.PLAY and game.rules.side_of(view.seat) == game.rules.side_of(nil_seat or 0):
                alive = game.tricks[nil_seat or 0] == 0
                action = hard.choose(view)
                if hard.last_rows:
                    counts[alive].append(len(hard.last_rows))
            else:
                action = normal.choose(view)
            game.apply(action)
        assert counts[True] and counts[False]
        if nil_guesses:
            assert min(counts[True]) >= nil_guesses
        else:
            assert min(counts[True]) < 12
        assert min(counts[False]) < 12  # once the nil is lost, the usual budget
    assert HardPlayer().nil_guesses == 0
    with pytest.raises(ValueError, match="nil_guesses"):
        HardPlayer(nil_guesses=-1)
