"""A low-vision player's findings on the table (QA lowvision5): the pass-and-play cover's title under its fan of
cards on a laptop at 225 %, the "10/200" bid badge cut by its circle, and a failed blind nil nowhere on screen on
the smallest table's hand summary.

The cover is measured on scaled screens, each a child process (``lowvision_cover_driver``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import BLIND_NIL, Bid, BidKind, RuleSet
from spades_desktop.engine.scoring import score_hand
from spades_desktop.gui import style
from spades_desktop.gui.card_render import CardRenderer
from spades_desktop.gui.handoff import HandOffCover
from spades_desktop.gui.items import SeatPlate
from spades_desktop.gui.layout import Rect
from spades_desktop.gui.panels import HandSummaryPanel

from .scaled_screen import measured

# width, height, scale, points: 1280 x 720 and 1366 x 768 at 150 % with QT_FONT_DPI=144 (a scale of 2.25 in all:
# 569 x 320 and 607 x 341 logical), 1280 x 720 at 225 % with a 14-point font, and 1920 x 1080 at 100 %
SCREENS = {"720-225": (1280, 720, "2.25", 0), "768-225": (1366, 768, "2.25", 0),
           "720-225-14pt": (1280, 720, "2.25", 14), "1080-100": (1920, 1080, "1", 0)}


@pytest.fixture(scope="module")
def covers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return {name: measured(tmp_path_factory, "lowvision_cover_driver", width, height, scale, str(points))
            for name, (width, height, scale, points) in SCREENS.items()}


def assert_whole(cover: dict[str, Any], name: str) -> None:
    """The card inside the cover, high enough for its texts; the title as high as its lines, clear of the fan."""
    x, y, w, h = cover["card"]
    cw, ch = cover["cover"]
    assert x >= 0 and y >= 0 and x + w <= cw and y + h <= ch, (name, cover)
    assert h >= cover["card_needs"], (name, cover)
    _tx, ty, _tw, th = cover["title"]
    assert th >= cover["title_needs"], (name, cover)
    if cover["fan"] is not None:
        _fx, fy, _fw, fh = cover["fan"]
        assert fy + fh <= ty, (name, cover)
    for other in cover["below_title"]:
        assert other[1] >= ty + th, (name, cover)
    assert "Annabelle" in cover["title_text"] and cover["title_px"] >= cover["reader_px"], (name, cover)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_cover_s_title_is_whole_and_clear_of_the_fan(covers: dict[str, dict[str, Any]], screen: str) -> None:
    # At 150 % with QT_FONT_DPI=144 on 1280 x 720 the card needed 297 pixels of the 248 it had: the title got 33 of
    # its 60, "(South)" cut in half, and the fan of backs lay over its first line.
    assert_whole(covers[screen], screen)


def test_on_a_large_screen_the_cover_keeps_its_fan_and_large_title(covers: dict[str, dict[str, Any]]) -> None:
    cover = covers["1080-100"]
    assert cover["fan"] is not None and cover["title_px"] >= 2 * cover["body_px"], cover
    assert cover["footer_shown"], cover


@pytest.mark.parametrize("size", [(569, 266), (480, 220), (400, 180), (1000, 760)])
def test_the_cover_s_card_fits_any_low_table(qtbot: QtBot, size: tuple[int, int]) -> None:
    # the card gives way (fan, margins, the title's size down to the reader's, the footer) until it fits
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(*size)
    cover = HandOffCover(CardRenderer(), parent)
    parent.show()
    cover.show_for("Annabelle", "Hand 1 · Annabelle bids next.", "South")
    qtbot.wait(20)
    card, title = cover.card, cover.title
    assert cover.rect().contains(card.geometry()), (size, card.geometry(), cover.rect())
    assert title.height() >= title.heightForWidth(title.width()), (size, title.geometry())
    if cover.fan.isVisible():
        assert cover.fan.geometry().bottom() < title.geometry().top(), (size, cover.fan.geometry(), title.geometry())
    for label in (cover.prompt, cover.task, cover.footer):
        if label.isVisible():
            assert label.height() >= label.heightForWidth(label.width()), (size, label.text())


@pytest.fixture
def high_contrast() -> Iterator[None]:
    """The high-contrast theme: the plates black, the badge's text the one grey on them."""
    style.set_theme(style.HIGH_CONTRAST.name)
    yield
    style.set_theme(style.STANDARD.name)


def _badge_cut(plate: SeatPlate) -> bool:
    """Whether the badge's text (its dark grey, alone on a black plate) reaches its light fill's left or right end
    on the rows of the badge's middle: over the ring round it, or past it."""
    box = plate.boundingRect().toAlignedRect()
    image = QImage(box.width(), box.height(), QImage.Format.Format_RGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    plate.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    rows = range(round(box.height() * 0.4), round(box.height() * 0.6))
    fill: list[int] = []
    ink: list[int] = []
    for row in rows:
        for x in range(box.width() // 2, box.width()):
            c = QColor(image.pixel(x, row))
            if c.red() > 240 and c.green() > 236 and c.blue() > 220:
                fill.append(x)
            elif 10 <= c.red() <= 60 and abs(c.red() - c.green()) <= 4 and abs(c.green() - c.blue()) <= 4:
                ink.append(x)
    assert fill and ink, "the badge and its text are drawn"
    return min(ink) <= min(fill) or max(ink) >= max(fill)


@pytest.mark.usefixtures("high_contrast")
@pytest.mark.parametrize("badge", ["10/200", "B13", "BN", "4"])
@pytest.mark.parametrize("size", [(150, 34, 12.0), (186, 50, 16.0), (260, 70, 22.0)])
def test_a_bid_badge_s_text_is_inside_its_circle_or_pill(qtbot: QtBot, badge: str,
                                                         size: tuple[int, int, float]) -> None:
    # "10/200" bold in a type 0.3 of the circle's diameter was 1.15 diameters wide: "0/20" read on the plate
    w, h, px = size
    plate = SeatPlate(2, 0)
    plate.set_geometry(Rect(0, 0, w, h), px)
    plate.set_content("Cy", "", "", badge, False, False)
    assert not _badge_cut(plate), (badge, size)
    plate.set_content("Cyrano", "", "Bid 10 for 200 · won 2", badge, False, False)
    box, font = plate.badge_box()
    assert QFontMetricsF(font).horizontalAdvance(badge) <= box.width() - (0.2 * box.height() if len(badge) > 2
                                                                          else 0)
    if len(badge) <= 2:
        assert box.width() == pytest.approx(box.height()), "a short bid keeps its circle"
    assert box.right() <= w and box.left() > w * 0.5, "the badge at the plate's right end"
    assert plate.text_parts()[0] == "Cyrano", "the name is still whole beside the pill"


def _summary(qtbot: QtBot, level: int) -> HandSummaryPanel:
    rules = RuleSet(ten_for_two_hundred=True)
    score = score_hand(rules, [BLIND_NIL, Bid(4), Bid(10, BidKind.TEN_FOR_200), Bid(5)], [2, 5, 1, 5], [0, 0],
                       [0, 0], hand_number=2)
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.set_compact(level)
    panel.show_score(rules, score, ["Annabelle", "Wes", "Cyrano", "Ethan"], True)
    panel.show()
    return panel


def _shown(panel: HandSummaryPanel) -> str:
    return " ".join(label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)
                    if label.isVisible())


@pytest.mark.parametrize("level", range(4, 8))
def test_on_the_smallest_table_the_summary_says_the_blind_nil_failed_and_the_10_for_200_set(
        qtbot: QtBot, level: int) -> None:
    # From compact level 4 the points' parts went and only Points and Total were left: −400 with nothing on screen
    # to say a blind nil failed (−200) and a 10 for 200 was set (−200); the docked scorepad is hidden there.
    shown = _shown(_summary(qtbot, level))
    assert "10 for 200 not made −200 · blind nil failed −200" in shown, shown
    assert "contract" not in shown and "bag" not in shown, "only what is out of the ordinary"


@pytest.mark.parametrize("level", [4, 7])
def test_on_the_smallest_table_a_blind_nil_failed_is_said_with_the_partner_s_contract_made(
        qtbot: QtBot, level: int) -> None:
    rules = RuleSet()
    score = score_hand(rules, [BLIND_NIL, Bid(4), Bid(4), Bid(4)], [2, 4, 3, 4], [0, 0], [0, 0])
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.set_compact(level)
    panel.show_score(rules, score, ["Annabelle", "Wes", "Cyrano", "Ethan"], False)
    panel.show()
    shown = _shown(panel)
    assert "Blind nil failed −200" in shown and "contract" not in shown, shown
    set_side = score_hand(rules, [Bid(3), Bid(4), Bid(4), Bid(4)], [2, 4, 3, 4], [0, 0], [0, 0])
    panel.show_score(rules, set_side, ["Annabelle", "Wes", "Cyrano", "Ethan"], False)
    shown = _shown(panel)
    assert "Contract 7 not made −70" in shown or "contract 7 not made −70" in shown, shown


def test_a_plain_hand_adds_no_line_on_the_smallest_table(qtbot: QtBot) -> None:
    rules = RuleSet()
    score = score_hand(rules, [Bid(4), Bid(3), Bid(4), Bid(2)], [4, 3, 4, 2], [0, 0], [0, 0])
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.set_compact(4)
    panel.show_score(rules, score, ["Annabelle", "Wes", "Cyrano", "Ethan"], False)
    panel.show()
    muted = [label for label in panel.findChildren(QLabel) if label.objectName() == "Muted" and label.isVisible()
             and label.text()]
    assert muted == [], [label.text() for label in muted]


def test_the_summary_s_full_breakdown_is_unchanged_below_level_4(qtbot: QtBot) -> None:
    shown = _shown(_summary(qtbot, 0))
    assert "contract 10 not made −200" in shown and "blind nil failed −200" in shown, shown
