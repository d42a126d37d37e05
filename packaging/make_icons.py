"""Draw the Spades Desktop app icon with Pillow and write every format the builds need.

The icon is a black spade on a white playing card, tilted on a rounded
green-felt tile.  Small sizes (32 px and below) get a simpler drawing: a big
spade on a white card, no tilt and no corner index, so it stays readable in a
task bar.  Everything is drawn at 1024 px and scaled down, so edges are smooth.

    python packaging/make_icons.py                  # -> packaging/build-icons/
    python packaging/make_icons.py --out DIR
    python packaging/make_icons.py --assets         # refresh the PNGs committed in assets/icons/ (window icon)

Writes ``spades-desktop-<size>.png`` for every size in ``PNG_SIZES``,
``spades-desktop.ico`` (Windows) and ``spades-desktop.icns`` (macOS).
The output is deterministic: the same Pillow draws the same pixels.
"""

from __future__ import annotations

import argparse
import functools
import math
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "packaging" / "build-icons"
ASSETS_OUT = ROOT / "assets" / "icons"
NAME = "spades-desktop"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ASSET_SIZES = (16, 32, 48, 64, 128, 256)  # small enough to commit: the window icon, all sizes
ASSET_MAIN = 256  # assets/icons/spades-desktop.png (no size in the name) is this one
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)

CANVAS = 1024
FELT_LIGHT = (46, 139, 87)
FELT_DARK = (18, 84, 50)
FELT_EDGE = (10, 52, 30)
CARD = (252, 250, 244)
CARD_EDGE = (150, 150, 140)
INK = (24, 24, 28)


def _rounded_mask(size: int, box: tuple[float, float, float, float], radius: float) -> Image.Image:
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
    return mask


def _felt_tile(size: int) -> Image.Image:
    """A rounded square of green felt, lighter in the middle, with a dark rim."""
    inset = size * 0.035
    box = (inset, inset, size - inset, size - inset)
    radius = size * 0.19
    # Radial gradient: light centre to dark corners.
    gradient = Image.radial_gradient("L").resize((size, size))  # 0 in the centre, 255 at the edge
    light = Image.new("RGB", (size, size), FELT_LIGHT)
    dark = Image.new("RGB", (size, size), FELT_DARK)
    felt = Image.composite(dark, light, gradient.point(lambda v: min(255, int(v * 1.25))))
    tile = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    tile.paste(felt, (0, 0), _rounded_mask(size, box, radius))
    ImageDraw.Draw(tile).rounded_rectangle(box, radius=radius, outline=FELT_EDGE, width=max(1, round(size * 0.018)))
    return tile


def _spade_points(cx: float, cy: float, width: float) -> list[tuple[float, float]]:
    """The outline of a spade's blade (an upside-down heart) centred on (cx, cy), ``width`` wide."""
    points = []
    scale = width / 32.0
    for i in range(360):
        t = 2 * math.pi * i / 360
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((cx + x * scale, cy + y * scale))  # +y downwards: the heart's point is on top
    return points


def _stem_points(cx: float, top: float, bottom: float, width: float) -> list[tuple[float, float]]:
    """A flared stem: narrow at the blade, wide at the foot, with concave sides."""
    points = []
    steps = 40
    for i in range(steps + 1):  # left side, top to bottom
        f = i / steps
        half = width * (0.06 + 0.44 * f**2.2)
        points.append((cx - half, top + (bottom - top) * f))
    for i in range(steps, -1, -1):  # right side, bottom to top
        f = i / steps
        half = width * (0.06 + 0.44 * f**2.2)
        points.append((cx + half, top + (bottom - top) * f))
    return points


def _draw_spade(draw: ImageDraw.ImageDraw, cx: float, cy: float, width: float, fill: tuple[int, int, int]) -> None:
    """A spade about ``width`` wide whose blade is centred a little above (cx, cy)."""
    blade_cy = cy - width * 0.08
    draw.polygon(_spade_points(cx, blade_cy, width), fill=fill)
    draw.polygon(_stem_points(cx, blade_cy + width * 0.18, cy + width * 0.58, width * 0.42), fill=fill)


def _card(width: int, height: int, simple: bool) -> Image.Image:
    """A white card with a rounded edge, a big spade, and (when not simple) an 'A' index."""
    card = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    radius = width * 0.11
    edge = max(2, round(width * 0.022))
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=radius, fill=CARD, outline=CARD_EDGE, width=edge)
    spade_w = width * (0.78 if simple else 0.62)
    _draw_spade(draw, width / 2, height * (0.47 if simple else 0.52), spade_w, INK)
    if not simple:
        # Corner index: a small 'A' over a small spade, top left and (turned) bottom right.
        index = Image.new("RGBA", (int(width * 0.2), int(height * 0.3)), (0, 0, 0, 0))
        idraw = ImageDraw.Draw(index)
        iw, ih = index.size
        stroke = iw * 0.13
        apex, foot_l, foot_r = (iw * 0.5, ih * 0.04), (iw * 0.1, ih * 0.46), (iw * 0.9, ih * 0.46)
        idraw.line([foot_l, apex, foot_r], fill=INK, width=round(stroke), joint="curve")
        idraw.line([(iw * 0.27, ih * 0.31), (iw * 0.73, ih * 0.31)], fill=INK, width=round(stroke * 0.85))
        _draw_spade(idraw, iw * 0.5, ih * 0.7, iw * 0.62, INK)
        pad = (round(width * 0.05), round(height * 0.04))
        card.alpha_composite(index, pad)
        card.alpha_composite(index.rotate(180), (width - iw - pad[0], height - ih - pad[1]))
    return card


@functools.cache
def _master(simple: bool) -> Image.Image:
    """The icon drawn at ``CANVAS`` pixels: the detailed design, or the ``simple`` one for small sizes."""
    canvas = _felt_tile(CANVAS)
    card_w = int(CANVAS * (0.58 if simple else 0.54))
    card_h = int(card_w * 1.4)
    card = _card(card_w, card_h, simple)
    if not simple:
        card = card.rotate(-9, resample=Image.Resampling.BICUBIC, expand=True)
    # A soft shadow under the card.
    shadow_alpha = card.getchannel("A").filter(ImageFilter.GaussianBlur(CANVAS * 0.02))
    shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
    shadow.putalpha(ImageChops.multiply(shadow_alpha, Image.new("L", card.size, 110)))
    x = (CANVAS - card.width) // 2
    y = (CANVAS - card.height) // 2
    offset = round(CANVAS * 0.018)
    canvas.alpha_composite(shadow, (x + offset, y + offset))
    canvas.alpha_composite(card, (x, y))
    # Keep everything inside the tile's rounded corners.
    inset = CANVAS * 0.035
    mask = _rounded_mask(CANVAS, (inset, inset, CANVAS - inset, CANVAS - inset), CANVAS * 0.19)
    canvas.putalpha(ImageChops.multiply(canvas.getchannel("A"), mask))
    return canvas


def draw_icon(size: int) -> Image.Image:
    """The app icon as an RGBA image of ``size`` x ``size`` pixels (a new image; the caller may change it)."""
    if size < 1:
        raise ValueError(f"icon size must be at least 1 pixel, not {size}")
    master = _master(simple=size <= 32)
    if size == CANVAS:
        return master.copy()
    return master.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(
    out: Path, png_sizes: tuple[int, ...] = PNG_SIZES, bundles: bool = True, main: int | None = None
) -> list[Path]:
    """Write the PNGs (and, with ``bundles``, the .ico and .icns) into ``out``; return the files written.

    The PNG of size ``main`` (if given) is called ``spades-desktop.png``, the others ``spades-desktop-SIZE.png``.
    """
    out.mkdir(parents=True, exist_ok=True)
    cache: dict[int, Image.Image] = {}

    def icon(size: int) -> Image.Image:
        if size not in cache:
            cache[size] = draw_icon(size)
        return cache[size]

    written = []
    for size in png_sizes:
        path = out / (f"{NAME}.png" if main is not None and size == main else f"{NAME}-{size}.png")
        icon(size).save(path, optimize=True)
        written.append(path)
    if bundles:
        ico = out / f"{NAME}.ico"
        icon(256).save(ico, sizes=[(s, s) for s in ICO_SIZES], append_images=[icon(s) for s in ICO_SIZES[:-1]])
        written.append(ico)
        icns = out / f"{NAME}.icns"
        icon(1024).save(icns, append_images=[icon(s) for s in ICNS_SIZES[:-1]])
        written.append(icns)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    target = parser.add_mutually_exclusive_group()
    target.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    target.add_argument("--assets", action="store_true", help=f"write the committed PNG set into {ASSETS_OUT}")
    args = parser.parse_args(argv)
    if args.assets:
        files = write_icons(ASSETS_OUT, ASSET_SIZES, bundles=False, main=ASSET_MAIN)
    else:
        files = write_icons(args.out)
    for path in files:
        print(f"{path}  ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
