"""Where the coach cannot weigh a bid (cards passed before the bidding, the two-player draw) it says so: the review
of pass-left said the coach weighs bids, and no bid ever had a verdict or a word on why (QA)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import bid_not_weighed, bids_not_weighed
from spades_desktop.ai.hand_analysis import hand_steps
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.cli import main
from spades_desktop.engine import Bid, Game, HandScored, Phase, RuleSet
from spades_desktop.record import GameRecord, save_record
from spades_desktop.rules import load_all

PRESETS = load_all()


def one_hand(rules: RuleSet, seed: int = 5) -> GameRecord:
    game = Game(rules, seed)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act or 0].choose(
            game.view(game.to_act or 0)))):
        pass
    return GameRecord.from_game(game, kinds=["human"] + ["bot:normal"] * (rules.players - 1))


def first_bid_choice(rules: RuleSet, seed: int = 5) -> Game:
    """The first position of a hand where a seat that has seen its cards chooses among several bids (Normal bots
    play up to it), or the game where the hand has none."""
    game = Game(rules, seed)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while game.phase is not Phase.PLAY:
        seat = game.to_act or 0
        if game.phase is Phase.BID and game.revealed[seat] and len(game.legal_actions()) > 1:
            break
        game.apply(bots[seat].choose(game.view(seat)))
    return game


@pytest.mark.parametrize("preset", sorted(p.id for p in PRESETS))
def test_the_coach_says_it_does_not_weigh_bids_exactly_where_hard_cannot(preset: str) -> None:
    """``bids_not_weighed`` names the presets whose bids Hard's search cannot weigh: a bid choice there gets no
    values whatever is asked, and elsewhere the search weighs the first or the last legal bid beside its own count
    (one of them is not the count). A new preset that passes or draws before the bidding fails here."""
    rules = PRESETS[preset].rules
    game = first_bid_choice(rules)
    if game.phase is not Phase.BID:
        assert bids_not_weighed(rules) is None, "no bid to choose at all"
        return
    view = game.view(game.to_act or 0)
    weighed = [HardPlayer(1, samples=4, bid_samples=8).evaluate(view, also=bid)
               for bid in (view.legal[0], view.legal[-1])]
    assert (max(map(len, weighed)) < 2) == (bids_not_weighed(rules) is not None), (preset, weighed)


def test_only_a_bid_has_the_note() -> None:
    steps = hand_steps(one_hand(PRESETS["pass-left"].rules), 0)
    noted = [st for st in steps if bid_not_weighed(st) is not None]
    assert noted and all(isinstance(st.action, Bid) for st in noted)
    assert len(noted) == sum(isinstance(st.action, Bid) for st in steps)
    assert str(bid_not_weighed(noted[0])) == "the cards passed before the bidding cannot be replayed"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["analyze", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_analyze_says_the_bids_of_pass_left_were_not_weighed(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    record = one_hand(PRESETS["pass-left"].rules)
    path = save_record(record, tmp_path / "pass-left.json")
    code, out, err = run(capsys, str(path), "--samples", "4", "--nodes", "2000")
    assert (code, err) == (0, "")
    reason = "the cards passed before the bidding cannot be replayed"
    assert f"Bids were not weighed: {reason}; only the cards played were." in out
    assert "No decision cost more than a few points." not in out and "Costly decisions:" not in out
    bids = [line for line in out.splitlines() if " South " in line and "could still take" in line
            and " pass " not in line][:1]
    assert bids, out
    after = out.splitlines()[out.splitlines().index(bids[0]) + 1]
    assert after == f"     coach: not weighed (the coach does not weigh bids in this game: {reason})"
    code, out, err = run(capsys, str(path), "--json", "--samples", "4", "--nodes", "2000")
    data = json.loads(out)
    assert data["bids_not_weighed"] == reason
    noted = [s for s in data["steps"] if "not_weighed" in s]
    assert len(noted) == 1 and noted[0]["seat"] == "South" and "coach" not in noted[0]


def test_analyze_of_the_standard_game_is_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_record(one_hand(RuleSet()), tmp_path / "standard.json")
    code, out, _err = run(capsys, str(path), "--samples", "4", "--nodes", "2000")
    assert code == 0 and "not weighed" not in out
    assert "Costly decisions:" in out or "No decision cost more than a few points." in out
    data = json.loads(run(capsys, str(path), "--json", "--samples", "4", "--nodes", "2000")[1])
    assert data["bids_not_weighed"] is None and not any("not_weighed" in s for s in data["steps"])
