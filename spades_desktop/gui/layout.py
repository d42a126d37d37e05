"""Where everything sits on the table: pure geometry, no widgets, unit-tested.

``compute_layout`` takes the size of the table (logical pixels) and the seats
and returns card sizes, the human's fanned hand, each seat's name plate, card
backs and trick slot, the trick area, the drop zone and the area for panels.
The table is drawn in bands so that no two groups overlap at any size from a
small laptop window to 4K: the top band (north), the middle band (west, the
trick, east) and the bottom band (the human's plate and hand).

Six seats (``players.cancellation``: three sides of two) sit like a hexagonal
table seen from the bottom seat: the partner opposite at the top, and two
seats on each side, one above the middle of the table and one below it, each
a name plate under a short row of card backs. The trick is a ring of six
slots, each card a little towards the seat that played it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

CARD_ASPECT = 3.5 / 2.5  # height / width

POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("south", "north"),
    3: ("south", "west", "east"),
    4: ("south", "west", "north", "east"),
    6: ("south", "southwest", "northwest", "north", "northeast", "southeast"),
}
CORNERS = ("southwest", "northwest", "northeast", "southeast")  # the six-seat table's side seats
PILE_NOTE_HALF = 3.4  # half the width of a pile's count ("Discards: 26") in font pixels, with its rounded ends
# The reader's text (the application font, in pixels) up to which the table's text keeps the size its geometry
# gives it: 10 points at 96 dpi, about what Windows (9 pt), Linux (10 pt) and macOS (13 px) use.
USUAL_READING_PX = 13.5
PLATE_LINE2 = 0.82  # a name plate's second line (bid, tricks won) and its level, in ``font_px``
READING_CARDS = 0.7  # the least share of their usual width that the cards keep for a larger text
READING_PLATE = 0.27  # the most share of the table's width a name plate takes for a larger text (else 0.24)
READING_PLATE_EMS = 9  # a plate at least this many times its text size wide: narrower, "Nora" was cut to "N…"
# The most text a table of a given size takes for a larger reading font, as shares of its height and width
# (the width's: a plate ``READING_PLATE_EMS`` wide); the cards keep ``READING_CARDS`` of their size.
READING_MOST = (0.062, READING_PLATE / READING_PLATE_EMS)


def position_of(seat: int, bottom_seat: int, players: int) -> str:
    """Where ``seat`` sits on screen when ``bottom_seat`` is at the bottom."""
    return POSITIONS[players][(seat - bottom_seat) % players]


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @staticmethod
    def around(cx: float, cy: float, w: float, h: float) -> Rect:
        return Rect(cx - w / 2, cy - h / 2, w, h)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def intersects(self, other: Rect) -> bool:
        """True when the two rectangles share some area (touching edges do not count)."""
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def contains(self, other: Rect, tolerance: float = 0.5) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def contains_point(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> Rect:
        return Rect(self.x + dx1, self.y + dy1, self.w - dx1 + dx2, self.h - dy1 + dy2)

    def intersected(self, other: Rect) -> Rect:
        x, y = max(self.x, other.x), max(self.y, other.y)
        return Rect(x, y, max(0.0, min(self.right, other.right) - x), max(0.0, min(self.bottom, other.bottom) - y))


@dataclass(frozen=True, slots=True)
class CardPlace:
    """A card's centre and rotation (degrees, clockwise)."""

    x: float
    y: float
    angle: float = 0.0

    def bounds(self, w: float, h: float) -> Rect:
        """The axis-aligned box around a ``w`` x ``h`` card placed here."""
        a = math.radians(self.angle)
        c, s = abs(math.cos(a)), abs(math.sin(a))
        bw, bh = w * c + h * s, w * s + h * c
        return Rect.around(self.x, self.y, bw, bh)


@dataclass(frozen=True, slots=True)
class SeatLayout:
    seat: int
    position: str
    plate: Rect  # name, level, bid, tricks, dealer chip
    backs: tuple[CardPlace, ...]  # the seat's face-down cards (empty for the bottom seat)
    trick: CardPlace  # where this seat's card lies in the trick
    origin: tuple[float, float]  # where its cards come from and won tricks go to
    origin_angle: float = 0.0  # how its cards are turned there (the side seats' backs lie across)

    def backs_bounds(self, back_w: float, back_h: float) -> Rect | None:
        if not self.backs:
            return None
        box = self.backs[0].bounds(back_w, back_h)
        for place in self.backs[1:]:
            box = box.united(place.bounds(back_w, back_h))
        return box


@dataclass(frozen=True, slots=True)
class TableLayout:
    width: float
    height: float
    margin: float
    font_px: float  # text size of the name plates
    card_w: float  # the trick's cards (and the hand's, unless large)
    card_h: float
    hand_w: float  # the hand's cards
    hand_h: float
    back_w: float
    back_h: float
    raise_px: float  # how far playable cards stand out of the hand
    hand: tuple[CardPlace, ...]
    seats: tuple[SeatLayout, ...]  # indexed by seat number
    trick_area: Rect
    drop_zone: Rect
    panel_area: Rect
    discard: tuple[float, float] = (0.0, 0.0)  # where a dead trick (won by nobody, players.cancellation) goes
    # The two-player draw: the stock at the left edge of the middle band, the discards at its right edge, so
    # that the draw panel between them leaves both in sight (half way to the trick, a small table's panel hid
    # them).
    stock: tuple[float, float] = (0.0, 0.0)
    draw_discards: tuple[float, float] = (0.0, 0.0)

    @property
    def bounds(self) -> Rect:
        return Rect(0, 0, self.width, self.height)

    def hand_bounds(self) -> Rect | None:
        """The hand's box, including room for raised cards."""
        if not self.hand:
            return None
        box = self.hand[0].bounds(self.hand_w, self.hand_h)
        for place in self.hand[1:]:
            box = box.united(place.bounds(self.hand_w, self.hand_h))
        return box.adjusted(0, -self.raise_px, 0, 0)

    def groups(self) -> dict[str, Rect]:
        """Every group that must not overlap another, by name (for tests and debugging)."""
        out: dict[str, Rect] = {"trick": self.trick_area}
        hand = self.hand_bounds()
        if hand is not None:
            out["hand"] = hand
        for seat in self.seats:
            out[f"plate:{seat.position}"] = seat.plate
            backs = seat.backs_bounds(self.back_w, self.back_h)
            if backs is not None:
                out[f"backs:{seat.position}"] = backs
        return out


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def reading_font_px(width: float, height: float, reading_px: float = 0.0) -> float:
    """The table's text size (``TableLayout.font_px``) for a ``width`` x ``height`` table and the reader's text size
    ``reading_px`` (see ``compute_layout``). The text followed the table's size only: with a 20-point application
    font the bids and tricks won were half the size of the menus' text."""
    usual = min(height * 0.021, width * 0.015)
    font_px = _clamp(usual, 10, 30)
    if reading_px > USUAL_READING_PX:
        # the second line at least the reader's size (its pixel size is rounded down: half a pixel more)
        wanted = max(usual * reading_px / USUAL_READING_PX, (math.ceil(reading_px) + 0.5) / PLATE_LINE2)
        most = min(height * READING_MOST[0], width * READING_MOST[1])
        font_px = max(font_px, min(wanted, most))
    return font_px


def compute_layout(
    width: float,
    height: float,
    players: int = 4,
    bottom_seat: int = 0,
    hand_count: int = 13,
    counts: Sequence[int] | None = None,
    max_hand: int = 13,
    large: bool = False,
    reading_px: float = 0.0,
) -> TableLayout:
    """The whole table for a ``width`` x ``height`` view.

    ``hand_count`` is the number of cards in the bottom seat's hand now,
    ``counts`` the number of cards each seat holds (for the backs), and
    ``max_hand`` the size of a full hand: card sizes depend only on it, so
    cards keep their size while a hand is played out. ``large`` (the large-cards setting) gives the
    cards more of the table: smaller backs for the other seats, a tighter trick and a tighter fan.
    ``reading_px``: the reader's text size (the application font's, in pixels; 0: the usual). A larger one than
    ``USUAL_READING_PX`` makes the table's text (``font_px``) larger: in proportion, and so that a plate's second
    line (bid, tricks won) is at least as large as it, as far as the table's size allows (``READING_MOST``; the
    cards keep ``READING_CARDS`` of their width, and a full deal's groups never overlap: on a small six-seat table
    the plates met the trick).
    """
    if players not in POSITIONS:
        raise ValueError(f"a table has 2, 3, 4 or 6 players, not {players}")
    W, H = float(max(width, 200)), float(max(height, 200))
    max_hand = max(max_hand, hand_count, 1)
    usual = reading_font_px(W, H)
    font_px = reading_font_px(W, H, reading_px)
    if font_px > usual:
        least_card = _layout(W, H, players, bottom_seat, max_hand, None, max_hand, large, usual).card_w * READING_CARDS
        while font_px > usual:
            full = _layout(W, H, players, bottom_seat, max_hand, None, max_hand, large, font_px)
            if not overlaps(full) and full.card_w >= least_card:
                break
            font_px = max(usual, font_px - 1.0)
    return _layout(W, H, players, bottom_seat, hand_count, counts, max_hand, large, font_px)


def _layout(W: float, H: float, players: int, bottom_seat: int, hand_count: int, counts: Sequence[int] | None,
            max_hand: int, large: bool, font_px: float) -> TableLayout:
    """``compute_layout`` with the text size ``font_px``."""
    counts = list(counts) if counts is not None else [max_hand] * players
    positions = [position_of(s, bottom_seat, players) for s in range(players)]
    has_north = "north" in positions
    has_sides = "west" in positions
    six = players == 6

    m = _clamp(min(W, H) * 0.015, 5, 28)
    g = m
    plate_h = round(font_px * 3.4)
    # Room for "Alexandra  Normal" and "Bid Blind nil · won 0" (issue 12: plates were cut at 800 x 600).
    # a larger text than the table's own (``reading_px``) gets wider plates: at 0.24 of the width the names were
    # cut to "W…"
    plate_w = _clamp(font_px * 15, 136, max(136, W * (0.24 if font_px <= reading_font_px(W, H) else READING_PLATE)))

    back_ratio = 0.30 if large else 0.42  # back height / card height
    raise_ratio = 0.16
    sag_ratio = 0.05
    trick_ratio = 1.6 if large else 1.8  # trick area height / card height
    fan = 0.22 if large else 0.28  # how much of each card of the hand shows, at the least
    hand_k = 1.35 if large else 1.0  # the hand's cards / the trick's cards
    ring_dx, ring_dy = (1.0, 0.28) if large else (1.06, 0.3)  # the six-seat trick's two rows, in card sizes

    def vertical_limit(plate_above_hand: bool) -> float:
        fixed = 2 * m
        per_ch = trick_ratio + (raise_ratio + sag_ratio + 1.0 + 0.04) * hand_k
        if has_north:
            fixed += 2 * g + plate_h
            per_ch += back_ratio
        if plate_above_hand:
            fixed += g + plate_h
        fixed += 2 * g
        return (H - fixed) / per_ch

    side_w_per_cw = (2 * back_ratio * CARD_ASPECT) if has_sides else 0.0
    side_fixed = (2 * (plate_w + 2 * g)) if (has_sides or six) else 0.0
    trick_w_per_cw = (2 * ring_dx + 1.3) if six else 2.45
    middle_limit_cw = (W - 2 * m - side_fixed - 2 * g) / (trick_w_per_cw + side_w_per_cw)
    hand_limit_cw = (W - 2 * m) / (1 + (max_hand - 1) * fan) / hand_k

    def card_width(plate_above_hand: bool) -> float:
        ch = vertical_limit(plate_above_hand)
        return max(24.0, min(ch / CARD_ASPECT, middle_limit_cw, hand_limit_cw))

    # The bottom seat's plate goes beside the hand when there is room, else above it.
    cw = card_width(False)
    first_w = hand_k * cw
    full_hand_w = first_w + (max_hand - 1) * min(0.5 * first_w, (W - 2 * m - first_w) / max(1, max_hand - 1))
    plate_beside = full_hand_w / 2 + g + plate_w <= W / 2 - m
    if not plate_beside:
        cw = card_width(True)

    def build(cw: float, n: int, counts: Sequence[int]) -> TableLayout:
        cw = round(cw)
        ch = round(cw * CARD_ASPECT)
        bh = round(ch * back_ratio)
        bw = round(bh / CARD_ASPECT)
        hw, hh = round(cw * hand_k), round(ch * hand_k)  # the hand's cards
        raise_px = round(hh * raise_ratio)

        # ---- bottom band: the hand, fanned on a gentle arc
        half = (n - 1) / 2
        angle_step = min(1.6, 18 / max(n, 1))
        full_half = (max_hand - 1) / 2  # the bands depend on a full hand only, so nothing moves as cards go
        max_angle = math.radians(min(1.6, 18 / max_hand) * full_half)
        end_w = hw * math.cos(max_angle) + hh * math.sin(max_angle)  # the outer cards are turned
        room = W - 2 * m - end_w - (2 * (plate_w + g) if plate_beside else 0)
        step = max(4.0, min(0.5 * hw, room / max(1, max_hand - 1)))
        sag = hh * sag_ratio
        k = sag / (half * half) if half > 0 else 0.0
        rot_extra = (hw / 2) * math.sin(max_angle) + (hh / 2) * (1 - math.cos(max_angle))
        base_y = H - m - hh / 2 - sag - rot_extra
        hand = tuple(
            CardPlace(W / 2 + (i - half) * step, base_y + k * (i - half) ** 2, angle_step * (i - half))
            for i in range(n)
        )
        hand_top = base_y - hh / 2 - raise_px - rot_extra
        if plate_beside:
            hand_left = W / 2 - (hw + (max_hand - 1) * step) / 2
            south_plate = Rect(max(m, hand_left - g - plate_w - hw * 0.1), H - m - plate_h - hh * 0.25,
                               plate_w, plate_h)
            bottom_band_top = hand_top
        else:
            south_plate = Rect(W / 2 - plate_w / 2, hand_top - g - plate_h, plate_w, plate_h)
            bottom_band_top = south_plate.y

        # ---- top band: north's backs and plate
        top_band_bottom = m
        north_plate = north_backs_y = None
        if has_north:
            north_backs_y = m + bh / 2
            north_plate = Rect(W / 2 - plate_w / 2, m + bh + g, plate_w, plate_h)
            top_band_bottom = north_plate.bottom

        # ---- middle band: west, the trick, east
        mid_top = top_band_bottom + g
        mid_bottom = bottom_band_top - g
        mid_cy = (mid_top + mid_bottom) / 2
        cx = W / 2
        dx, dy = 0.62 * cw, 0.27 * ch
        slots = {
            "south": CardPlace(cx, mid_cy + dy, -3.0),
            "north": CardPlace(cx, mid_cy - dy, 4.0),
            "west": CardPlace(cx - dx, mid_cy - (dy * 0.35 if players == 3 else 0.0), 7.0),
            "east": CardPlace(cx + dx, mid_cy - (dy * 0.35 if players == 3 else 0.0), -6.0),
        }
        if players == 2:
            slots["south"] = CardPlace(cx + 0.1 * cw, mid_cy + dy * 0.75, -3.0)
            slots["north"] = CardPlace(cx - 0.1 * cw, mid_cy - dy * 0.75, 4.0)
        if six:  # two rows, each card towards its seat: the upper row's corners show above the lower row
            rx, ry = ring_dx * cw, ring_dy * ch
            slots["south"] = CardPlace(cx, mid_cy + ry * 1.12, -2.0)
            slots["north"] = CardPlace(cx, mid_cy - ry * 1.12, 3.0)
            slots["southwest"] = CardPlace(cx - rx, mid_cy + ry, 5.0)
            slots["northwest"] = CardPlace(cx - rx, mid_cy - ry * 0.9, -4.0)
            slots["northeast"] = CardPlace(cx + rx, mid_cy - ry * 0.9, 4.0)
            slots["southeast"] = CardPlace(cx + rx, mid_cy + ry, -5.0)
        trick_area: Rect | None = None
        for pos in positions:
            box = slots[pos].bounds(cw, ch)
            trick_area = box if trick_area is None else trick_area.united(box)
        assert trick_area is not None

        # ---- the six-seat table's side seats: a plate under a row of backs, above and below the middle
        corner_tops: dict[str, float] = {}
        if six:
            block = bh + g * 0.6 + plate_h
            y0, y1 = m, mid_bottom
            span = y1 - y0
            upper = max(y0, min(y0 + span * 0.26 - block / 2, mid_cy - block - g / 2))
            lower = min(y1 - block, max(y0 + span * 0.74 - block / 2, mid_cy + g / 2))
            if lower < upper + block + g:  # a short table: the two seats of a side as far apart as they go
                upper, lower = y0, y1 - block
            corner_tops = {"northwest": upper, "northeast": upper, "southwest": lower, "southeast": lower}

        seats: list[SeatLayout] = []
        side_plates: dict[str, Rect] = {}
        for seat, pos in enumerate(positions):
            count = counts[seat] if seat < len(counts) else 0
            backs: tuple[CardPlace, ...] = ()
            angle = 0.0
            if pos == "south":
                plate = south_plate
                origin = (W / 2, H - m - hh / 2)
            elif pos == "north":
                assert north_plate is not None and north_backs_y is not None
                plate = north_plate
                row_room = min(W * 0.5, plate_w) if six else W * 0.5
                s = min(bw * 0.3, (row_room - bw) / max(1, max_hand - 1))
                width_row = bw + (count - 1) * s
                backs = tuple(CardPlace(W / 2 - width_row / 2 + bw / 2 + i * s, north_backs_y) for i in range(count))
                origin = (W / 2, north_backs_y)
            elif pos in CORNERS:
                top = corner_tops[pos]
                px = m if pos.endswith("west") else W - m - plate_w
                plate = Rect(px, top + bh + g * 0.6, plate_w, plate_h)
                s = min(bw * 0.3, (plate_w - bw) / max(1, max_hand - 1))
                width_row = bw + (count - 1) * s
                row_cx = plate.cx
                backs_y = top + bh / 2
                backs = tuple(CardPlace(row_cx - width_row / 2 + bw / 2 + i * s, backs_y) for i in range(count))
                side_plates[pos] = plate
                origin = (row_cx, backs_y)
            else:
                band_h = max(10.0, mid_bottom - mid_top)
                s = min(bw * 0.3, (band_h - bw) / max(1, max_hand - 1))
                col_h = bw + (count - 1) * s
                x = m + bh / 2 if pos == "west" else W - m - bh / 2
                angle = 90.0 if pos == "west" else -90.0
                backs = tuple(CardPlace(x, mid_cy - col_h / 2 + bw / 2 + i * s, angle) for i in range(count))
                px = m + bh + g if pos == "west" else W - m - bh - g - plate_w
                plate = Rect(px, mid_cy - plate_h / 2, plate_w, plate_h)
                side_plates[pos] = plate
                origin = (x, mid_cy)
            seats.append(SeatLayout(seat, pos, plate, backs, slots[pos], origin, angle))

        lefts = [p.right + g for name, p in side_plates.items() if name.endswith("west")]
        rights = [p.x - g for name, p in side_plates.items() if name.endswith("east")]
        left = max(lefts) if lefts else m
        right = min(rights) if rights else W - m
        panel_area = Rect(left, mid_top, max(10.0, right - left), max(10.0, mid_bottom - mid_top))
        drop_zone = trick_area.adjusted(-0.6 * cw, -0.3 * ch, 0.6 * cw, 0.3 * ch).intersected(panel_area)
        discard = ((trick_area.right + right) / 2, min(mid_bottom - bh / 2, trick_area.bottom))
        pile_room = max(bw / 2, font_px * PILE_NOTE_HALF) + g  # a pile and its count, off the table's edge
        return TableLayout(
            width=W, height=H, margin=m, font_px=font_px, card_w=cw, card_h=ch, hand_w=hw, hand_h=hh, back_w=bw,
            back_h=bh, raise_px=raise_px, hand=hand, seats=tuple(seats), trick_area=trick_area, drop_zone=drop_zone,
            panel_area=panel_area, discard=discard,
            stock=(left + pile_room, trick_area.cy),
            draw_discards=(right - pile_room, trick_area.cy),
        )

    if six:  # a cramped six-seat table: smaller cards until a full deal fits (the size depends on it only)
        key = (W, H, max_hand, large, font_px)
        fitted = _SIX_FIT.get(key)
        if fitted is None:
            while cw > 24 and overlaps(build(cw, max_hand, [max_hand] * players)):
                cw = max(24.0, cw * 0.94)
            if len(_SIX_FIT) > 64:
                _SIX_FIT.clear()
            fitted = _SIX_FIT[key] = cw
        cw = fitted
    return build(cw, hand_count, counts)


_SIX_FIT: dict[tuple[float, float, int, bool, float], float] = {}  # a six-seat table's fitted card width, by size


def overlaps(layout: TableLayout) -> list[tuple[str, str]]:
    """Pairs of groups that overlap, and groups that leave the table (paired with "table")."""
    groups = layout.groups()
    names = sorted(groups)
    found = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if groups[a].intersects(groups[b])]
    found += [(name, "table") for name in names if not layout.bounds.contains(groups[name])]
    return found
