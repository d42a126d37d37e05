"""The table's geometry: nothing overlaps, everything is on the table, from small laptops to 4K."""

from __future__ import annotations

import pytest

from spades_desktop.gui.layout import CardPlace, Rect, compute_layout, overlaps, position_of

SIZES = [(480, 400), (640, 480), (800, 600), (900, 650), (1024, 768), (1280, 800), (1366, 768),
         (1920, 1080), (2560, 1440), (3840, 2160), (1000, 1400), (2400, 700)]


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize(("players", "hand"), [(4, 13), (3, 17), (2, 13)])
def test_no_group_overlaps_another_at_any_size(width: int, height: int, players: int, hand: int) -> None:
    for held in (hand, hand // 2, 1, 0):
        layout = compute_layout(width, height, players, 0, held, [held] * players, max_hand=hand)
        assert overlaps(layout) == [], (width, height, players, held)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_panels_and_the_drop_zone_stay_clear_of_hands_and_plates(width: int, height: int) -> None:
    layout = compute_layout(width, height)
    groups = layout.groups()
    for name, box in groups.items():
        if name.startswith("plate") or name == "hand" or name.startswith("backs"):
            assert not layout.panel_area.intersects(box), name
            assert not layout.drop_zone.intersects(box), name
    assert layout.drop_zone.contains_point(layout.trick_area.cx, layout.trick_area.cy)


def test_cards_grow_with_the_window_and_keep_their_shape() -> None:
    small = compute_layout(800, 600)
    large = compute_layout(2560, 1440)
    assert large.card_w > 2 * small.card_w
    for layout in (small, large):
        assert abs(layout.card_h / layout.card_w - 1.4) < 0.02
        assert layout.back_h < layout.card_h
        assert layout.font_px >= 10


def test_cards_keep_their_size_and_the_bands_stay_put_as_the_hand_is_played() -> None:
    full = compute_layout(1280, 800, hand_count=13)
    late = compute_layout(1280, 800, hand_count=3, counts=[3, 3, 3, 3])
    assert (late.card_w, late.card_h) == (full.card_w, full.card_h)
    assert late.trick_area == full.trick_area
    assert [s.plate for s in late.seats] == [s.plate for s in full.seats]
    assert len(late.hand) == 3 and late.hand[1].x == pytest.approx(640)


def test_the_hand_is_fanned_left_to_right_on_an_arc() -> None:
    layout = compute_layout(1280, 800)
    xs = [p.x for p in layout.hand]
    assert xs == sorted(xs) and len(set(xs)) == 13
    assert layout.hand[0].angle < 0 < layout.hand[-1].angle
    assert layout.hand[0].y > layout.hand[6].y < layout.hand[-1].y


def test_seats_sit_around_the_table() -> None:
    assert [position_of(s, 0, 4) for s in range(4)] == ["south", "west", "north", "east"]
    assert [position_of(s, 2, 4) for s in range(4)] == ["north", "east", "south", "west"]
    assert [position_of(s, 0, 3) for s in range(3)] == ["south", "west", "east"]
    layout = compute_layout(1280, 800)
    south, west, north, east = layout.seats
    assert west.plate.cx < south.plate.cx < east.plate.cx
    assert north.plate.cy < west.plate.cy < south.plate.cy
    assert north.trick.y < south.trick.y and west.trick.x < east.trick.x
    assert layout.trick_area.contains(Rect.around(south.trick.x, south.trick.y, layout.card_w, layout.card_h), 40)


def test_a_turned_card_has_a_wider_box() -> None:
    upright = CardPlace(0, 0, 0).bounds(100, 140)
    turned = CardPlace(0, 0, 90).bounds(100, 140)
    assert (upright.w, upright.h) == (100, 140)
    assert turned.w == pytest.approx(140) and turned.h == pytest.approx(100)
    assert Rect(0, 0, 10, 10).intersects(Rect(5, 5, 10, 10))
    assert not Rect(0, 0, 10, 10).intersects(Rect(10, 0, 10, 10)), "touching is not overlapping"


def test_a_table_needs_two_to_four_or_six_players() -> None:
    with pytest.raises(ValueError, match="2, 3, 4 or 6"):
        compute_layout(800, 600, players=5)


@pytest.mark.parametrize("size", [(480, 400), (800, 600), (1000, 700), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_large_cards_are_larger_and_still_nothing_overlaps(size: tuple[int, int], players: int) -> None:
    """The large-cards setting (issue 12): the hand's cards grow by at least a fifth; no group overlaps."""
    normal = compute_layout(*size, players=players)
    large = compute_layout(*size, players=players, large=True)
    assert overlaps(large) == [], overlaps(large)
    assert large.hand_w >= normal.hand_w * 1.2 or size[0] < 560
    assert large.hand_w > normal.hand_w
