"""The sheet of the six-player cancellation game: three sides of two, six hands, dead tricks explained."""

from __future__ import annotations

from spades_desktop.rules import load_all
from spades_desktop.sheets.layout import page_count
from spades_desktop.sheets.model import blank_sheet, played_sheet

from .games import play_game, scores_of

PRESET = load_all()["cancellation"]
RULES = PRESET.rules
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")


def test_a_played_game_has_three_sides_of_two_and_six_rows() -> None:
    game = play_game(RULES, 5)
    assert game.is_over
    scores = scores_of(game)
    sheet = played_sheet(RULES, scores, NAMES, preset_name=PRESET.name_in("en"), winner=game.winner)
    assert [s.title for s in sheet.sides] == ["Ann & Dan", "Bob & Eve", "Cid & Fay"]
    assert [[p.name for p in s.players] for s in sheet.sides] == [["Ann", "Dan"], ["Bob", "Eve"], ["Cid", "Fay"]]
    assert len(sheet.rows) == game.hand_number >= 6
    last = sheet.rows[-1]
    assert last.totals == tuple(game.scores) and len(last.sides) == 3
    for row, score in zip(sheet.rows, scores, strict=True):
        for cell, side in zip(row.sides, score.sides, strict=True):
            assert (cell.points, cell.total, cell.tricks) == (side.points, side.total_after, side.tricks)
    assert sheet.labels.target == "Game of 6 hands"
    # the key says what the Took column holds: it read "Took = dead tricks (…) are nobody's"
    took = [meaning for mark, meaning in sheet.legend if mark == "Took"]
    assert took == ["tricks won; nobody wins a dead trick (its winning cards cancel), so they may total under 17"]
    assert "Ann & Dan" in sheet.result_line or "Bob & Eve" in sheet.result_line or "Cid & Fay" in sheet.result_line
    assert page_count(sheet) == 1


def test_a_blank_sheet_has_three_sides_and_says_six_hands() -> None:
    sheet = blank_sheet(RULES, preset_name=PRESET.name_in("en"), names=NAMES)
    assert len(sheet.sides) == 3 and all(len(s.players) == 2 for s in sheet.sides)
    assert sheet.labels.target == "Game of 6 hands"
    # six hands and two rows for ties' deciding hands (QA: twelve rows for six hands; then one, and a second tie had
    # no row), which a note under the table explains
    assert sheet.blank_rows == 8
    assert sheet.house_notes[-1] == "After hand 6 only when the lead is tied: each tie plays one more hand."
    by_side = blank_sheet(RULES, preset_name=PRESET.name_in("en"), names=("Reds", "Blues", "Greens"))
    assert [s.title for s in by_side.sides] == ["Reds", "Blues", "Greens"]


def test_a_blank_sheet_of_a_long_game_of_so_many_hands_has_every_hand_and_two_spare_rows_on_its_pages() -> None:
    """Re-check QA: a cutthroat game of 16 hands printed rows 1-13 on one page, and a standard game of 20 hands
    on Letter 19 rows; a game of 12 hands had one spare row."""
    import dataclasses

    from spades_desktop.rules import load_preset
    from spades_desktop.sheets.layout import page_count

    for preset_id, hands, page in (("cutthroat", 16, "a4"), ("standard", 20, "letter"), ("cutthroat", 12, "a4")):
        rules = dataclasses.replace(load_preset(preset_id).rules, hand_limit=hands)
        sheet = blank_sheet(rules, preset_name=preset_id, page_size=page)
        assert sheet.blank_rows == hands + 2, (preset_id, hands, page)
        assert sheet.house_notes[-1].startswith(f"After hand {hands} only when the lead is tied")
    rules = dataclasses.replace(load_preset("standard").rules, hand_limit=60)
    assert page_count(blank_sheet(rules, preset_name="long")) >= 2, "on as many pages as the rows need"
