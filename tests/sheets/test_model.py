"""The sheet model shows the engine's breakdown as it is, and its pages follow the rules' columns."""

from __future__ import annotations

import pytest

from spades_desktop.engine import Bid, RuleSet
from spades_desktop.engine.tally import HandEntry, tally_match
from spades_desktop.rules import load_preset
from spades_desktop.sheets.layout import page_count, page_layout, page_rows
from spades_desktop.sheets.model import ScoreSheet, blank_sheet, default_rules_line, hand_row, played_sheet

from .games import play_game, scores_of
from .scripted import NAMES, RULES, scripted_hands, signed

CUTTHROAT = RuleSet(players=4, partnerships=False)
THREE = RuleSet(players=3, partnerships=False, removed_cards=("2C",))
TWO = RuleSet(players=2, partnerships=False)
NO_BAGS = RuleSet(bag_penalty=0)


def test_failed_nil_row_shows_the_engine_breakdown() -> None:
    score = scripted_hands()[0]
    row = hand_row(RULES, score, NAMES)
    ann_carl = row.sides[0]
    engine = score.sides[0]
    assert [b.mark for b in ann_carl.bids] == ["N", "4"]
    assert ann_carl.bids[0].nil_failed and ann_carl.nil_failed and ann_carl.callout
    assert (ann_carl.points, ann_carl.total) == (engine.points, engine.total_after)
    assert ann_carl.bags_after == engine.bags_after
    lines = {line.label: line.value for line in ann_carl.breakdown}
    assert lines["Ann: nil failed (2 tricks)"] == signed(engine.nils[0].points) == "\u2212100"
    assert lines["Bid 4, took 5: made"] == signed(engine.contract_points)
    assert lines["Bags: 1"] == signed(engine.bag_points)
    assert lines["This hand"] == signed(engine.points) == "\u221259"
    assert "N \u2717" in ann_carl.notes


def test_set_contract_row() -> None:
    score = scripted_hands()[1]
    cell = hand_row(RULES, score, NAMES).sides[0]
    assert cell.made is False and cell.points == score.sides[0].points == -90
    assert "set" in cell.notes
    lines = {line.label: line.value for line in cell.breakdown}
    assert lines["Bid 5+4, took 6: set"] == "\u221290"
    assert lines["Total"] == "\u221259 \u2192 \u2212149"


def test_bag_penalty_row() -> None:
    score = scripted_hands()[2]
    cell = hand_row(RULES, score, NAMES).sides[1]
    engine = score.sides[1]
    assert (cell.bag_penalty, cell.bags_before, cell.bags_after) == (engine.bag_penalty, 4, 0)
    assert cell.callout and "bags \u2212100" in cell.notes
    lines = {line.label: line.value for line in cell.breakdown}
    assert lines["Bag penalty (4 + 6 bags)"] == "\u2212100"
    assert lines["Bag count"] == "4 \u2192 0"
    assert lines["This hand"] == signed(engine.points)


def test_dealer_and_deal_number_come_from_the_hand() -> None:
    row = hand_row(RULES, scripted_hands()[1], NAMES)
    assert (row.dealer, row.dealer_name, row.deal_number) == (1, "Bob", 1002)
    assert [b.dealer for b in row.sides[1].bids] == [True, False]


@pytest.mark.parametrize("rules", [RULES, CUTTHROAT, THREE, TWO], ids=["partners", "cutthroat", "three", "two"])
def test_every_number_of_a_played_game_is_the_engine_s(rules: RuleSet) -> None:
    game = play_game(rules, seed=11, max_hands=25)
    scores = scores_of(game)
    names = [f"P{s}" for s in range(rules.players)]
    sheet = played_sheet(rules, scores, names, preset_name="x", winner=game.winner)
    assert len(sheet.rows) == len(scores) and len(sheet.sides) == rules.sides
    for row, score in zip(sheet.rows, scores, strict=True):
        for cell, side in zip(row.sides, score.sides, strict=True):
            assert (cell.points, cell.total, cell.total_before, cell.bags, cell.bags_after, cell.made) == (
                side.points, side.total_after, side.total_before, side.bags, side.bags_after, side.made)
            assert [(b.seat, b.mark, b.tricks) for b in cell.bids] == [
                (s, score.bids[s].short, score.tricks[s]) for s in side.seats]
    assert sheet.final_totals == tuple(game.scores)


def test_side_titles_name_partners_or_players() -> None:
    assert [h.title for h in blank_sheet(RULES, preset_name="s", names=NAMES).sides] == ["Ann & Carl", "Bob & Dee"]
    assert [h.title for h in blank_sheet(RULES, preset_name="s", names=["Us", "Them"]).sides] == ["Us", "Them"]
    assert [h.title for h in blank_sheet(THREE, preset_name="s", names=["A", "B", "C"]).sides] == ["A", "B", "C"]
    assert [h.title for h in blank_sheet(CUTTHROAT, preset_name="s").sides] == ["", "", "", ""]


def test_blank_sheet_refuses_a_wrong_number_of_names_or_rows() -> None:
    with pytest.raises(ValueError, match="give 2 or 4 names"):
        blank_sheet(RULES, preset_name="s", names=["A", "B", "C"])
    with pytest.raises(ValueError, match="rows must be between 1 and 200"):
        blank_sheet(RULES, preset_name="s", rows=0)
    with pytest.raises(ValueError, match="a4 or letter"):
        blank_sheet(RULES, preset_name="s", page_size="a5")


def test_bags_column_only_when_bags_count() -> None:
    kinds = {c.kind for c in page_layout(blank_sheet(RULES, preset_name="s")).columns}
    assert "bags" in kinds
    no_bags = blank_sheet(NO_BAGS, preset_name="s")
    assert "bags" not in {c.kind for c in page_layout(no_bags).columns}
    assert all(mark != "Bags" for mark, _ in no_bags.legend)


@pytest.mark.parametrize(
    ("rules", "groups", "landscape"),
    [(RULES, 2, False), (THREE, 3, False), (CUTTHROAT, 4, True), (TWO, 2, False)],
    ids=["partners", "three", "cutthroat", "two"],
)
def test_columns_follow_the_sides(rules: RuleSet, groups: int, landscape: bool) -> None:
    sheet = blank_sheet(rules, preset_name="s")
    layout = page_layout(sheet)
    assert len({c.side for c in layout.columns if c.side is not None}) == groups
    assert sum(1 for c in layout.columns if c.kind == "bid") == rules.players
    assert layout.landscape is landscape
    assert layout.table_left >= layout.margin - 1e-9
    assert layout.table_left + layout.table_width <= layout.page_width - layout.margin + 1e-9
    assert sheet.blank_rows == layout.rows_per_page  # "fill the page"


def test_blank_rows_are_large_for_handwriting() -> None:
    blank = page_layout(blank_sheet(RULES, preset_name="s"))
    played = page_layout(played_sheet(RULES, scripted_hands(), NAMES, preset_name="s"))
    assert blank.row_height >= 9.0 > played.row_height


def test_long_games_paginate_and_every_row_is_printed_once() -> None:
    scores = scores_of(play_game(RuleSet(mercy=None, target=10_000), seed=5, max_hands=40))
    assert len(scores) == 40
    sheet = played_sheet(RuleSet(mercy=None, target=10_000), scores, NAMES, preset_name="long")
    pages = page_count(sheet)
    assert pages >= 2
    printed = [i for p in range(pages) for i in page_rows(sheet, p)]
    assert printed == list(range(40))
    assert page_count(sheet, "letter") >= pages
    with pytest.raises(ValueError, match="does not exist"):
        page_rows(sheet, pages)


def test_blank_sheet_of_many_rows_paginates() -> None:
    sheet = blank_sheet(RULES, preset_name="s", rows=50)
    per = page_layout(sheet).rows_per_page
    assert page_count(sheet) == -(-50 // per) >= 2


def test_legend_lists_only_marks_the_rules_allow() -> None:
    plain = dict(blank_sheet(RuleSet(blind_nil=False), preset_name="s").legend)
    assert "N" in plain and "BN" not in plain and "M" not in plain
    rich = dict(blank_sheet(RuleSet(ten_for_two_hundred=True, moon=True, blind_bids=True), preset_name="s").legend)
    assert {"N", "BN", "B5", "10/200", "M"} <= set(rich)


def test_result_line_names_the_winner() -> None:
    sheet = played_sheet(RULES, scripted_hands(), NAMES, preset_name="s", winner=1, date="2026-05-09")
    assert sheet.result_line == "Winner: Bob & Dee (60 to \u2212128)"
    assert sheet.date == "2026-05-09"
    assert played_sheet(RULES, scripted_hands(), NAMES, preset_name="s").result_line == ""


def test_with_three_sides_or_more_the_result_names_every_side_highest_first() -> None:
    """"Winner: Nora & Max (318 to −1290 to 209)" named nobody but the winner, the rest in seat order."""
    from spades_desktop.sheets.model import SideHead, result_line

    heads = [SideHead(side, title, ()) for side, title in enumerate(["Ann & Bo", "Nora & Max", "Cy & Di"])]
    assert result_line(heads, [-1290, 318, 209], 1, lambda text: text) == \
        "Winner: Nora & Max (318) \u00b7 Cy & Di 209 \u00b7 Ann & Bo \u22121290"
    assert result_line(heads[:2], [-1290, 318], 1, lambda text: text) == "Winner: Nora & Max (318 to \u22121290)"


def test_the_sheet_model_imports_no_qt() -> None:
    """The model, layout and sources are pure: the painter alone needs Qt."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import spades_desktop.sheets, spades_desktop.sheets.model, spades_desktop.sheets.layout\n"
        "import spades_desktop.sheets.sources\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _closing(sheet: ScoreSheet) -> float:
    """What the final totals take under the last hand: a 2 mm gap, the totals row, the winner's line (6.5 mm)."""
    return 2.0 + page_layout(sheet).final_height + (6.5 if sheet.result_line else 0.0)


@pytest.mark.parametrize("hands", [26, 27, 28, 54, 55])
def test_the_final_totals_never_stand_alone_on_a_page(hands: int) -> None:
    """27 two-player hands filled page 1 exactly: page 2 printed only the header and the final totals."""
    rules = load_preset("two-player").rules
    tally = tally_match(rules, [HandEntry((Bid(13), Bid(13)), (6, 7))] * hands, 1)
    sheet = played_sheet(rules, tally.scores, ("Ann", "Bob"), preset_name="Two-player")
    layout = page_layout(sheet)
    pages = page_count(sheet)
    last = page_rows(sheet, pages - 1)
    assert len(last) >= 2, f"the final totals of {hands} hands are on page {pages} with {len(last)} hand(s)"
    assert [i for p in range(pages) for i in page_rows(sheet, p)] == list(range(hands))
    assert len(last) * layout.row_height + _closing(sheet) <= layout.footer_top - layout.body_top


@pytest.mark.parametrize("hands", range(20, 31))
def test_the_winner_s_line_stays_above_the_footer(hands: int) -> None:
    """25 hands and the final totals fitted page 1, but the winner's line under them ran into the legend."""
    rules = load_preset("standard").rules
    plan = [((4, 4, 3, 3), (3, 4, 3, 3)), ((4, 4, 3, 3), (4, 3, 4, 2)), ((4, 4, 3, 3), (3, 5, 3, 2)),
            ((4, 4, 3, 3), (5, 3, 3, 2))]
    entries = [HandEntry(tuple(Bid(b) for b in plan[i % 4][0]), plan[i % 4][1]) for i in range(hands)]
    tally = tally_match(rules, entries, 3)
    sheet = played_sheet(rules, tally.scores, NAMES, preset_name="s", winner=0)
    assert sheet.result_line
    layout = page_layout(sheet)
    last = page_rows(sheet, page_count(sheet) - 1)
    assert len(last) >= 2
    assert len(last) * layout.row_height + _closing(sheet) <= layout.footer_top - layout.body_top


def test_the_rules_line_writes_the_losing_score_and_the_bag_penalty_with_a_true_minus() -> None:
    # The printed sheet and the scorepad read "lose at -200 · … · 10 bags = -100", with hyphens.
    line = default_rules_line(RuleSet())
    assert "lose at \u2212200" in line and "10 bags = \u2212100" in line and "-" not in line


def test_an_auction_rules_line_names_no_losing_score_nor_bags() -> None:
    # The auction's scores never fall below zero and it has no bags: "lose at -200 · no bag penalty" contradicted
    # its rules (an auction preset that keeps the standard mercy).
    line = default_rules_line(load_preset("auction").rules)
    assert "lose at" not in line and "bag" not in line


def test_the_winner_line_says_a_moon_won_the_game_not_only_the_scores() -> None:
    # A club secretary: "Game to 500 … Winner: Bob & Di (499 to 360)" — the only clue to the moon was a small
    # "moon!" in hand 17.
    from spades_desktop.engine.tally import parse_bid

    rules = load_preset("ten-for-two-hundred").rules
    entry = HandEntry(tuple(parse_bid(b) for b in ["4", "3", "m", "3"]), (7, 0, 6, 0))
    tally = tally_match(rules, [entry], 2)
    assert tally.winner == 0 and tally.reason == "shot the moon"
    sheet = played_sheet(rules, tally.scores, ("Ann", "Bob", "Cy", "Di"), preset_name="10 for 200",
                         winner=tally.winner)
    assert sheet.result_line == "Winner: Ann & Cy (0 to \u221260) \u2014 shot the moon"
    reached = played_sheet(RuleSet(target=100), [], ("Ann", "Bob", "Cy", "Di"), preset_name="x")
    assert reached.result_line == ""
