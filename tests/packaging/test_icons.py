"""The app icon: drawn by packaging/make_icons.py in every size and format the builds need."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from .helpers import ROOT, load

make_icons = load("make_icons")


def test_the_icon_is_a_dark_spade_on_a_white_card_on_green_felt_with_clear_corners() -> None:
    icon = make_icons.draw_icon(256)
    assert icon.size == (256, 256) and icon.mode == "RGBA"
    assert icon.getpixel((2, 2))[3] == 0  # rounded tile: the corners are transparent
    r, g, b, a = icon.getpixel((128, 10))  # the felt above the card
    assert a == 255 and g > r + 40 and g > b + 20
    r, g, b, _ = icon.getpixel((128, 128))  # the spade in the middle of the card
    assert max(r, g, b) < 60
    for point in ((170, 80), (90, 150), (160, 200)):  # the card around it
        assert min(icon.getpixel(point)[:3]) > 200


def test_small_sizes_use_the_simple_drawing_that_stays_readable() -> None:
    small = make_icons.draw_icon(16)
    assert small.size == (16, 16)
    # Scaled down, the detailed and the simple drawing differ: the small one is not just a thumbnail.
    thumbnail = make_icons.draw_icon(64).resize((16, 16), Image.Resampling.LANCZOS)
    difference = ImageStat.Stat(ImageChops.difference(small, thumbnail).convert("L")).mean[0]
    assert difference > 3


def test_a_size_below_one_pixel_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1 pixel"):
        make_icons.draw_icon(0)


def test_write_icons_makes_the_png_set_the_ico_and_the_icns(tmp_path: Path) -> None:
    files = make_icons.write_icons(tmp_path)
    names = {path.name for path in files}
    assert names == {f"spades-desktop-{s}.png" for s in make_icons.PNG_SIZES} | {"spades-desktop.ico",
                                                                                     "spades-desktop.icns"}
    for size in make_icons.PNG_SIZES:
        with Image.open(tmp_path / f"spades-desktop-{size}.png") as png:
            assert png.size == (size, size) and png.mode == "RGBA"
    with Image.open(tmp_path / "spades-desktop.ico") as ico:
        assert {w for w, _ in ico.info["sizes"]} == set(make_icons.ICO_SIZES)
    with Image.open(tmp_path / "spades-desktop.icns") as icns:
        sizes = set(icns.info["sizes"])
        assert {(16, 16, 2), (32, 32, 2), (128, 128, 1), (256, 256, 1), (512, 512, 1), (512, 512, 2)} <= sizes


def test_the_committed_window_icons_are_what_the_generator_draws() -> None:
    """assets/icons/ holds a small PNG set for the window and the menus; it must not drift from the design."""
    for size in make_icons.ASSET_SIZES:
        name = "spades-desktop.png" if size == make_icons.ASSET_MAIN else f"spades-desktop-{size}.png"
        path = ROOT / "assets" / "icons" / name
        with Image.open(path) as committed:
            assert committed.size == (size, size)
            fresh = make_icons.draw_icon(size)
            difference = ImageStat.Stat(ImageChops.difference(committed.convert("RGBA"), fresh)).mean
            assert max(difference) < 2.0, f"{path} is stale: run python packaging/make_icons.py --assets"
