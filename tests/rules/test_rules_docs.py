"""variants/README.md documents every key and accounts for every RULES.md id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spades_desktop.rules import KEYS, NOT_YET_SUPPORTED, built_in_dir

README = (built_in_dir() / "README.md").read_text(encoding="utf-8")
RULES_MD = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"

# Every id of RULES.md (checked against the file itself when it is next to the repository).
RULE_IDS = (
    "players.four_partnership", "deck.standard52", "deal.rotate_left", "bid.order_left_of_dealer",
    "bid.min_one_unless_nil", "bid.partnership_sum", "play.lead_left_of_dealer", "play.follow_suit",
    "play.spades_broken", "score.contract", "score.nil", "score.blind_nil", "score.bags_10_100",
    "end.500_or_minus200", "bid.blind_nil_when_behind", "bid.double_nil", "score.both_nil_lose_all",
    "bid.double_blind_nil", "nil.pass_cards", "nil.book_exchange", "nil.blind_redraw",
    "nil.tricks_count_for_partner", "bid.order_from_dealer", "bid.blind", "bid.sum_not_thirteen",
    "bid.raise_once", "bid.board", "bid.ten_for_two_hundred", "bid.moon", "bid.blind_moon", "bid.lexington",
    "bid.suicide", "bid.whiz", "bid.mirrors", "bid.fredrieo", "bid.no_nines_no_blinds", "bid.blind_six",
    "bid.bemo", "bid.mo", "bid.no_trump", "bid.half_tricks", "bid.partnership_talk", "bid.auction",
    "bid.ace_check", "play.no_spade_lead_first_trick", "play.two_of_clubs_leads", "play.lowest_club_first_trick",
    "play.must_overtrump", "trump.jokers_high", "trump.deuces_high", "trump.bowers", "trump.suit_order",
    "trump.show_seven", "trump.joker_conversion", "trump.jokers_first_wins", "trump.big_joker_forces",
    "score.bags_5_50", "score.bag_penalty", "end.target", "end.mercy", "score.bonus.*",
    "deal.misdeal_weak_hand", "deal.kitty", "players.cutthroat", "players.cancellation", "deal.draw_two_player",
)


def _id_section(heading: str) -> str:
    start = README.index(heading)
    rest = README[start + len(heading):]
    end = rest.find("\n## ")
    return rest if end < 0 else rest[:end]


@pytest.mark.parametrize("key", list(KEYS))
def test_every_key_has_a_row_with_its_default_and_ids(key: str) -> None:
    spec = KEYS[key]
    row = next((line for line in README.splitlines() if line.startswith(f"| `{key}` |")), None)
    assert row is not None, f"{key} is not documented in variants/README.md"
    for rule_id in spec.ids:
        assert f"`{rule_id}`" in row


def test_every_rules_id_is_supported_or_listed_as_not_yet_supported() -> None:
    supported = _id_section("## RULES.md ids")
    not_yet = _id_section("### Not yet supported")
    for rule_id in RULE_IDS:
        assert f"| `{rule_id}` |" in supported or f"- `{rule_id}`:" in not_yet, rule_id
    for rule_id, _ in NOT_YET_SUPPORTED:
        assert f"- `{rule_id}`:" in not_yet


def test_the_id_list_matches_rules_md() -> None:
    if not RULES_MD.exists():
        pytest.skip("RULES.md is not next to the repository")
    ids = set(re.findall(r"`((?:players|deck|deal|bid|play|score|end|nil|trump)\.[a-z0-9_.*]+)`",
                         RULES_MD.read_text(encoding="utf-8")))
    assert ids == set(RULE_IDS)


def test_every_shipped_preset_is_in_the_readme() -> None:
    for path in built_in_dir().glob("*.yaml"):
        assert f"| `{path.stem}` |" in README, path.stem


def test_key_rows_and_preset_rows_sit_in_their_own_tables() -> None:
    presets = README[README.index("## Built-in presets"):README.index("## Rule keys")]
    keys = _id_section("## Rule keys")
    ids = {path.stem for path in built_in_dir().glob("*.yaml")}
    for key in KEYS:
        assert f"| `{key}` |" in keys, key
        assert key in ids or f"| `{key}` |" not in presets, f"the row of {key} is in the presets table"
    for preset_id in ids:
        assert f"| `{preset_id}` |" in presets, preset_id
