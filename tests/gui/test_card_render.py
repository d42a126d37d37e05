"""The card renderer: every card, jokers and backs draw at every size and style, and are cached."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from spades_desktop.engine import ALL_CARDS, Card, Suit
from spades_desktop.gui.application import make_application
from spades_desktop.gui.card_render import BACKS, CardRenderer, CardStyle, card_height, suit_path, svg_element_ids


@pytest.fixture(autouse=True)
def _app() -> None:
    make_application()


def colours(image: QImage, step: int = 2) -> set[tuple[int, int, int]]:
    found = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            if c.alpha() > 200:
                found.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return found


def has_colour(image: QImage, hex_colour: str) -> bool:
    want = QColor(hex_colour)
    key = (want.red() // 32, want.green() // 32, want.blue() // 32)
    return key in colours(image, 1)


STYLES = [CardStyle(), CardStyle(four_colour=True), CardStyle(large_index=True), CardStyle(True, True, "night")]


@pytest.mark.parametrize("style", STYLES, ids=["classic", "four-colour", "large-index", "both"])
def test_every_card_and_joker_draws_at_several_sizes(style: CardStyle) -> None:
    renderer = CardRenderer(style)
    for width in (24, 71, 160):
        for card in ALL_CARDS:
            pixmap = renderer.pixmap(card, width)
            assert not pixmap.isNull()
            assert (pixmap.width(), pixmap.height()) == (width, card_height(width))
            image = pixmap.toImage()
            centre = image.pixelColor(width // 2, card_height(width) // 2)
            assert centre.alpha() == 255, f"{card} at {width}px has a solid face"
            assert len(colours(image, 3)) > 2, f"{card} at {width}px has something drawn on it"


def test_high_dpi_pixmaps_have_more_pixels_and_the_same_logical_size() -> None:
    renderer = CardRenderer()
    pixmap = renderer.pixmap(Card.parse("QH"), 100, 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    assert pixmap.deviceIndependentSize().width() == pytest.approx(100)


def test_suit_colours_follow_the_four_colour_option() -> None:
    classic = CardRenderer().pixmap(Card.parse("5D"), 120).toImage()
    four = CardRenderer(CardStyle(four_colour=True)).pixmap(Card.parse("5D"), 120).toImage()
    clubs = CardRenderer(CardStyle(four_colour=True)).pixmap(Card.parse("5C"), 120).toImage()
    assert has_colour(classic, "#c8102e")
    assert has_colour(four, "#1463c0") and not has_colour(four, "#c8102e")
    assert has_colour(clubs, "#12803a")


def test_every_back_design_draws_and_differs() -> None:
    images = []
    for back in BACKS:
        image = CardRenderer(CardStyle(back=back)).pixmap(None, 90).toImage()
        assert has_colour(image, BACKS[back][1]), back
        images.append(image)
    assert len({img.cacheKey() for img in images}) == len(BACKS)
    assert images[0] != images[1]


def test_rendered_cards_are_cached_per_size_style_and_ratio() -> None:
    renderer = CardRenderer()
    a = renderer.pixmap(Card.parse("AS"), 90)
    assert renderer.pixmap(Card.parse("AS"), 90).cacheKey() == a.cacheKey()
    assert renderer.pixmap(Card.parse("AS"), 91).cacheKey() != a.cacheKey()
    assert renderer.pixmap(Card.parse("AS"), 90, 2.0).cacheKey() != a.cacheKey()
    size = renderer.cache_size()
    renderer.set_style(CardStyle(four_colour=True))
    assert renderer.cache_size() == 0 < size


def test_suit_symbols_are_paths_inside_the_unit_square() -> None:
    for suit in Suit:
        box = suit_path(suit).boundingRect()
        assert box.width() > 0.7 and box.height() > 0.9, suit
        assert box.left() >= -0.01 and box.right() <= 1.01 and box.top() >= -0.01 and box.bottom() <= 1.01


def test_a_user_svg_deck_replaces_the_cards_it_has(tmp_path: Path) -> None:
    svg = tmp_path / "deck.svg"
    svg.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140">'
        '<rect id="AS" x="0" y="0" width="100" height="140" fill="#00ff00"/>'
        '<rect id="back" x="100" y="0" width="100" height="140" fill="#ff00ff"/></svg>'
    )
    renderer = CardRenderer(CardStyle(svg_deck=str(svg)))
    assert renderer.svg_error == ""
    assert has_colour(renderer.pixmap(Card.parse("AS"), 50).toImage(), "#00ff00")
    assert has_colour(renderer.pixmap(None, 50).toImage(), "#ff00ff")
    assert not has_colour(renderer.pixmap(Card.parse("KH"), 50).toImage(), "#00ff00"), "others fall back"
    assert svg_element_ids(Card.parse("KH"))[:3] == ("KH", "KH", "king_heart")


def test_a_missing_or_broken_svg_deck_falls_back_with_a_reason(tmp_path: Path) -> None:
    missing = CardRenderer(CardStyle(svg_deck=str(tmp_path / "nope.svg")))
    assert "does not exist" in missing.svg_error
    assert not missing.pixmap(Card.parse("AS"), 60).isNull()
    bad = tmp_path / "bad.svg"
    bad.write_text("this is not svg")
    broken = CardRenderer(CardStyle(svg_deck=str(bad)))
    assert broken.svg_error
    assert not broken.pixmap(Card.parse("AS"), 60).isNull()
