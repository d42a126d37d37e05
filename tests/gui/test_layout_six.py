"""The six-seat table (players.cancellation: three sides of two, 17 cards each): nothing overlaps, 800x600 to 4K."""

from __future__ import annotations

import pytest

from spades_desktop.gui.layout import CORNERS, compute_layout, overlaps, position_of

SIZES = [(800, 600), (900, 650), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900), (1600, 900),
         (1920, 1080), (2560, 1440), (3840, 2160), (1000, 1400), (2400, 700), (640, 480)]


def six(width: float, height: float, held: int = 17, bottom: int = 0, large: bool = False) -> object:
    return compute_layout(width, height, 6, bottom, held, [held] * 6, max_hand=17, large=large)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_no_group_of_the_six_seat_table_overlaps_another(width: int, height: int, large: bool) -> None:
    for held in (17, 9, 1, 0):
        for bottom in (0, 3, 5):
            layout = compute_layout(width, height, 6, bottom, held, [held] * 6, max_hand=17, large=large)
            assert overlaps(layout) == [], (width, height, held, bottom)
            assert len(layout.groups()) == 1 + (1 if held else 0) + 6 + (5 if held else 0)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_six_trick_slots_panels_and_drop_zone_stay_clear_of_hands_and_plates(width: int, height: int) -> None:
    layout = compute_layout(width, height, 6, 0, 17, [17] * 6, max_hand=17)
    assert len(layout.seats) == 6
    for name, box in layout.groups().items():
        if name != "trick":
            assert not layout.panel_area.intersects(box), name
            assert not layout.drop_zone.intersects(box), name
    for seat in layout.seats:
        assert layout.trick_area.contains(seat.trick.bounds(layout.card_w, layout.card_h))
    assert layout.drop_zone.contains_point(layout.trick_area.cx, layout.trick_area.cy)
    x, y = layout.discard  # a dead trick is swept aside: on the table, beside the trick, under no plate
    assert layout.bounds.contains_point(x, y) and not layout.trick_area.contains_point(x, y)
    assert not any(s.plate.contains_point(x, y) for s in layout.seats)


def test_partners_sit_opposite_and_two_seats_on_each_side() -> None:
    assert [position_of(s, 0, 6) for s in range(6)] == [
        "south", "southwest", "northwest", "north", "northeast", "southeast"]
    assert position_of(3, 3, 6) == "south" and position_of(0, 3, 6) == "north"
    layout = compute_layout(1280, 800, 6, 0, 17, [17] * 6, max_hand=17)
    seats = {s.position: s for s in layout.seats}
    south, north = seats["south"], seats["north"]
    assert north.plate.cy < south.plate.cy and abs(north.plate.cx - south.plate.cx) < 1
    for corner in CORNERS:
        plate = seats[corner].plate
        west = corner.endswith("west")
        assert (plate.right < layout.trick_area.x) if west else (plate.x > layout.trick_area.right)
    assert seats["northwest"].plate.cy < seats["southwest"].plate.cy
    assert seats["northeast"].plate.cy < seats["southeast"].plate.cy
    # the trick: each card towards its seat (upper row above the lower row, west left of east)
    assert north.trick.y < south.trick.y
    assert seats["northwest"].trick.y < seats["southwest"].trick.y
    assert seats["northwest"].trick.x < north.trick.x < seats["northeast"].trick.x
    assert seats["southwest"].trick.x < south.trick.x < seats["southeast"].trick.x
    # the upper row's top-left corner (the index) is not covered by any card of the lower row
    for upper in ("northwest", "north", "northeast"):
        box = seats[upper].trick.bounds(layout.card_w, layout.card_h)
        for lower in ("southwest", "south", "southeast"):
            assert not seats[lower].trick.bounds(layout.card_w, layout.card_h).contains_point(
                box.x + layout.card_w * 0.12, box.y + layout.card_h * 0.12), (upper, lower)


def test_six_seat_cards_keep_their_size_and_seats_stay_put_as_the_hand_is_played() -> None:
    full = compute_layout(1280, 800, 6, 0, 17, [17] * 6, max_hand=17)
    late = compute_layout(1280, 800, 6, 0, 2, [2, 3, 2, 2, 2, 3], max_hand=17)
    assert (late.card_w, late.card_h) == (full.card_w, full.card_h)
    assert late.trick_area == full.trick_area
    assert [s.plate for s in late.seats] == [s.plate for s in full.seats]
    assert [len(s.backs) for s in late.seats] == [0, 3, 2, 2, 2, 3]


def test_six_seat_cards_are_readable_and_grow_with_the_window() -> None:
    small = compute_layout(800, 600, 6, 0, 17, [17] * 6, max_hand=17)
    large = compute_layout(3840, 2160, 6, 0, 17, [17] * 6, max_hand=17)
    assert small.card_w >= 60 and small.font_px >= 10
    assert large.card_w > 3 * small.card_w
    assert large.hand_bounds() is not None and small.hand_bounds() is not None
