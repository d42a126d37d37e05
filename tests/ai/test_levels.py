"""The factory the GUI uses, and explanations for every level and phase."""

from __future__ import annotations

import pytest

from spades_desktop.ai import LEVELS, create_player
from spades_desktop.ai.base import make_player
from spades_desktop.ai.easy import EasyPlayer
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, HandScored, Phase, RuleSet
from tests.ai.helpers import EAST, NORTH, SOUTH, WEST, position


def test_each_level_is_its_own_player() -> None:
    assert isinstance(create_player("easy", 1), EasyPlayer)
    assert isinstance(create_player("normal", 1), NormalPlayer)
    assert isinstance(create_player("hard", 1), HardPlayer)
    assert LEVELS == ("easy", "normal", "hard")


def test_an_unknown_level_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="levels are easy, normal, hard"):
        create_player("expert", 1)
    with pytest.raises(ValueError, match="no option 'depth'"):
        make_player("hard:depth=3")
    with pytest.raises(ValueError, match="name=number"):
        make_player("hard:samples")


def test_a_spec_sets_hards_options_with_their_types() -> None:
    bot = make_player("hard:samples=40,card_search=0,read_partner=1,card_bonus=2.5,bid_sigma=0.9", 1)
    assert isinstance(bot, HardPlayer)
    assert bot.samples == 40 and isinstance(bot.samples, int)
    assert bot.card_search is False and bot.read_partner is True
    assert (bot.card_bonus, bot.bid_sigma) == (2.5, 0.9)
    assert make_player("hard", 1).card_search is True  # type: ignore[attr-defined]


def test_a_bot_partners_bid_may_be_read_more_closely_than_the_others() -> None:
    """``partner_sigma`` narrows the reading of a bot partner's bid alone; a person's keeps BID_SIGMA."""
    from spades_desktop.ai.determinize import BID_SIGMA, BOT_SIGMA

    bot = make_player("hard:partner_sigma=0.4", 1)
    assert isinstance(bot, HardPlayer)
    assert bot._sigmas(4, 2) == [BOT_SIGMA, BOT_SIGMA, 0.4, BOT_SIGMA]
    assert HardPlayer(1)._sigmas(4, 2) == [BOT_SIGMA] * 4
    bot.humans = frozenset({2})
    assert bot._sigmas(4, 2) == [BOT_SIGMA, BOT_SIGMA, BID_SIGMA, BOT_SIGMA]
    with pytest.raises(ValueError, match="partner_sigma"):
        HardPlayer(1, partner_sigma=-1)


@pytest.mark.parametrize("level", ["easy", "normal", "hard:samples=8,worlds=2,bid_samples=8"])
@pytest.mark.parametrize("rules", [RuleSet(nil_exchange="pass"),
                                   RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=3)],
                         ids=["pass", "two-player"])
def test_every_decision_has_a_one_line_reason(level: str, rules: RuleSet) -> None:
    game = Game(rules, 17)
    players = [make_player(level, s) for s in range(rules.players)]
    phases = set()
    hands = 0
    while hands < 3:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view)
        reason = players[seat].explain()
        # a count names each part with its worth so that they add up (QA): "I bid 5: I hold A♦ and K♦, 6 trumps, worth
        # about 2 tricks, short suits to ruff, worth about 1 trick, other cards …" runs to 190 characters, and a
        # searched bid adds its playouts after what the hand holds (a newcomer's QA): about 215
        assert reason and "\n" not in reason and len(reason) < 240, reason
        phases.add(view.phase)
        hands += any(isinstance(e, HandScored) for e in game.apply(action))
    assert {Phase.BID, Phase.PLAY} <= phases


def test_hard_stops_when_its_deadline_says_so() -> None:
    calls = []

    def deadline() -> bool:
        calls.append(1)
        return True

    rules = RuleSet()
    game = Game(rules, 2)
    normal = NormalPlayer()
    while game.phase is not Phase.PLAY:
        game.apply(normal.choose(game.view(game.to_act or 0)))
    hard = HardPlayer(samples=400, worlds=100, deadline=deadline)
    while True:
        view = game.view(game.to_act or 0)
        action = hard.choose(view)
        if hard.last_values:
            break
        game.apply(action)
    assert action in view.legal and calls, "the deadline was asked and the search stopped after one guess"


def test_hard_keeps_to_its_playout_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget is a count of playouts (whole-hand equivalents), never a clock."""
    counted: list[int] = []
    original = HardPlayer._playout

    def counting(self: HardPlayer, *args: object) -> float:
        counted.append(1)
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(HardPlayer, "_playout", counting)
    game = Game(RuleSet(), 5)
    hard = HardPlayer(samples=24, worlds=50, bid_samples=18)
    normal = NormalPlayer()
    while True:
        seat = game.to_act or 0
        view = game.view(seat)
        if seat != 0:
            action = normal.choose(view)
        else:
            counted.clear()
            action = hard.choose(view)
            if view.phase is Phase.BID and view.hand is not None:
                assert len(counted) <= 18
            elif view.phase is Phase.PLAY:
                left = 52 - sum(len(t) for t in view.completed_tricks) - len(view.trick)
                assert len(counted) <= 24 * 52 // left, (len(counted), left)
        if any(isinstance(e, HandScored) for e in game.apply(action)):
            break


class FakeClock:
    """A clock that moves only when a playout runs (each playout 'takes' ``step`` seconds)."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return self.now


def _first_play_decision(seed: int) -> tuple[Game, int]:
    game = Game(RuleSet(), seed)
    normal = NormalPlayer()
    while game.phase is not Phase.PLAY:
        game.apply(normal.choose(game.view(game.to_act or 0)))
    return game, game.to_act or 0


def test_hard_never_thinks_past_its_time_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow machine: every playout takes 0.1 s. The search stops at the 0.75 s cap, after one whole guess."""
    clock = FakeClock(0.1)
    original = HardPlayer._playout

    def slow(self: HardPlayer, *args: object) -> float:
        clock.now += clock.step
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(HardPlayer, "_playout", slow)
    game, seat = _first_play_decision(3)
    hard = create_player("hard", 5, clock=clock)
    assert isinstance(hard, HardPlayer)
    action = hard.choose(game.view(seat))
    assert action in game.view(seat).legal
    assert hard.capped, "the search stopped at the cap"
    assert clock.now <= 0.75 + clock.step + 1e-9, f"the decision took {clock.now:.2f} s of playouts"


def test_hard_with_a_clock_chooses_as_without_when_the_cap_is_not_reached() -> None:
    """The cap never changes a decision it does not cut short: a seed still fixes Hard's choice."""
    game, seat = _first_play_decision(4)
    view = game.view(seat)
    still = FakeClock(0.0)  # time never passes: the cap is never reached
    with_clock = HardPlayer(9, samples=30, worlds=8, clock=still)
    without = HardPlayer(9, samples=30, worlds=8)
    assert with_clock.choose(view) == without.choose(view)
    assert with_clock.last_values == without.last_values and with_clock.last_values
    assert not with_clock.capped and still.reads > 1, "the clock was read between playouts"


def test_a_time_cap_needs_a_positive_number_of_seconds() -> None:
    with pytest.raises(ValueError, match="time_cap and card_cap must be a positive"):
        make_player("hard:time_cap=0")


def test_easy_bidding_nil_never_slips_a_card_over_the_trick_when_it_holds_a_lower_one() -> None:
    # Easy's casual card (here every card is one) used to be any card of the suit: it broke its own nils.
    game = position(RuleSet(), {SOUTH: "2H KH"}, ["nil", "3", "3", "3"],
                    trick=[(WEST, "9H"), (NORTH, "3H"), (EAST, "4H")], dealer=SOUTH, voids={SOUTH: "H"})
    plays = {str(EasyPlayer(seed, mistakes=1.0).choose(game.view(SOUTH))) for seed in range(30)}
    assert plays == {"2H"}


def test_easy_never_beats_its_partners_winning_card_from_last_seat() -> None:
    game = position(RuleSet(), {SOUTH: "2D AD"}, ["3", "3", "3", "3"],
                    trick=[(WEST, "9D"), (NORTH, "KD"), (EAST, "4D")], dealer=SOUTH, voids={SOUTH: "D"})
    plays = {str(EasyPlayer(seed, mistakes=1.0).choose(game.view(SOUTH))) for seed in range(30)}
    assert plays == {"2D"}


def test_easy_still_covers_its_nil_partner_or_slips_from_last_seat() -> None:
    # Behind a partner's nil the casual slip stays possible (Easy forgets to cover a nil, as people do).
    game = position(RuleSet(), {SOUTH: "2D AD"}, ["3", "3", "nil", "3"],
                    trick=[(WEST, "9D"), (NORTH, "KD"), (EAST, "4D")], dealer=SOUTH, voids={SOUTH: "D"})
    plays = {str(EasyPlayer(seed, mistakes=1.0).choose(game.view(SOUTH))) for seed in range(30)}
    assert "AD" in plays
