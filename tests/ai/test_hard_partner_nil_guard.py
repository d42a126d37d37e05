"""Beside a person's live nil, the risk a Hard partner adds to the nil is paid for by what its search finds: a lead
a little riskier than the policy's cover only for a gain worth the nil, and never a card that leaves the nil
winning a trick the policy's card takes from it (QA, session 51)."""

from __future__ import annotations

from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import Card, Game, Play, RuleSet, SeatView, parse_action
from spades_desktop.rules import load_preset

SEEDS = range(8)

# Standard, deal 5173 (QA): South bid nil as a person does (North's own nil is lost at trick 1). At trick 3 North
# leads holding A♥ 10♥ 7♥ 4♥ 2♥; South's Q♥ is bare. The policy's cover is the A♥ (0.0 risk by the cover's
# estimate); the search led the 10♥ (0.093) for "+2 points a hand" and South's Q♥ won the trick (-200 -> 0).
LEAD_5173 = ["look", "nil", "look", "2", "look", "nil", "look", "6", "9C", "5C", "8C", "6C", "AD", "JD", "KD", "9D"]

# Joker-joker-deuce-ace, deal 5362 (QA, Normal opponents): at trick 6 East leads the 4♣, South (nil) is forced to
# play the J♣, West plays the 8♣; North, last and void in clubs with 7♦ 2♥ 5♥ 4♠ 8♠ 9♠ Q♠ K♠, threw the 5♥ ("+7",
# +19 with another seed) and the nil won the trick; Normal's 4♠ ruff saves it (-50 -> +150).
RUFF_5362 = ["look", "3", "look", "nil", "look", "3", "look", "5", "3C", "6C", "5C", "9C", "AH", "9H", "QH", "3H",
             "KH", "TH", "JH", "6H", "QD", "6D", "9D", "KD", "4D", "5D", "TD", "3D", "4C", "JC", "8C"]


def north_view(rules: RuleSet, deal: int, moves: list[str]) -> SeatView:
    game = Game(rules, deal, first_dealer=deal % 4)
    for move in moves:
        game.apply(parse_action(move), seat=game.to_act)
    assert game.to_act == 2
    return game.view(2)


def lead_5173() -> SeatView:
    view = north_view(RuleSet(), 5173, LEAD_5173)
    assert not view.trick
    return view


def ruff_5362() -> SeatView:
    view = north_view(load_preset("joker-joker-deuce-ace").rules, 5362, RUFF_5362)
    assert [str(card) for _seat, card in view.trick] == ["4C", "JC", "8C"]
    return view


def choices(view: SeatView, **options: object) -> list[str]:
    # the guesses read the plays as when these were recorded: a kept card counted at each trick (``MISS_ONCE`` came
    # in session 58), as the margin came later (``nil_z``), and the hand's points only: both nils of deal 5173 lost
    # put North-South at the standard losing score (-200), a game's end Hard weighs since session 60 (``game_end``;
    # it then leads the A♥ in every seed)
    return [str(HardPlayer(nil_z=0.0, miss_once=False, game_end=False, seed=seed,  # type: ignore[arg-type]
                           **options).choose(view)) for seed in SEEDS]


def test_the_gain_scaled_lead_guard_a_benchmark_option_keeps_the_safe_ace_lead_under_a_bare_queen() -> None:
    # hard:nil_stake=200 (measured, not adopted: it lost nils later in the hand, docs/ai.md) pays for extra risk
    # with the search's gain; the shipped flat 0.1 lets the 10♥ (0.093 against the A♥'s 0.0) through for "+2"
    view = lead_5173()
    scaled = choices(view, humans=(0,), nil_stake=200)
    assert scaled == ["AH"] * len(SEEDS), scaled
    flat = choices(view, humans=(0,))
    assert "TH" in flat and "6D" not in flat, flat  # the 6♦ (0.209, "+20") was over the flat 0.1 too
    assert choices(view, humans=(0,), guard_bots=True, nil_stake=200) == scaled


def test_my_hard_partner_last_to_play_ruffs_over_my_nil_rather_than_throw_a_heart_under_it() -> None:
    view = ruff_5362()
    guarded = choices(view, humans=(0,))
    # any spade takes the trick from South's J♣; the 7♦ or a heart leaves the nil winning it
    assert all(card[1] == "S" for card in guarded), guarded
    unguarded = choices(view, humans=(0,), cover_guard=-1)
    assert "5H" in unguarded, unguarded
    assert [card for card, free in zip(guarded, unguarded, strict=True) if card != free] == ["4S"]
    seed = unguarded.index("5H")
    player = HardPlayer(nil_z=0.0, seed=seed, humans=(0,))
    assert player.choose(view) == Play(Card.parse("4S"))
    assert "overtake" in player.explain(), player.explain()  # Normal's card and reason


def test_beside_a_bot_partners_nil_hard_decides_exactly_as_before() -> None:
    # recorded before session 51's change: between bots the guards are off and the search's card stands
    assert choices(lead_5173()) == ["AH", "6D", "AH", "AH", "6D", "TH", "TH", "AH"]
    assert choices(ruff_5362()) == ["QS", "4S", "4S", "8S", "4S", "4S", "5H", "4S"]


def test_when_both_nils_lost_would_lose_the_game_hard_leads_the_safe_ace() -> None:
    # deal 5173: North's own nil is lost; South's lost too would put the side at -200, the standard losing score.
    # Weighing the game's end (session 60), Hard leads the A♥ over South's bare Q♥ in every seed, not the 10♥.
    view = lead_5173()
    assert [str(HardPlayer(seed=seed).choose(view)) for seed in SEEDS] == ["AH"] * len(SEEDS)
