"""What a newcomer (QA newbie16) found: a click on a dimmed card seemed to do nothing; why is said by the trick."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Card, Phase
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.table_scene import REFUSAL_NOTE_MS

from .conftest import click, drag, human_view, legal_cards, play_until, setup_for, start, trick_point, viewport_point


def has_illegal_card(win: MainWindow) -> bool:
    view = human_view(win)
    return view.phase is Phase.PLAY and view.hand is not None and len(legal_cards(win)) < len(view.hand)


def an_illegal_card(qtbot: QtBot, win: MainWindow, seed: int) -> Card:
    start(qtbot, win, setup_for(seed=seed))
    play_until(qtbot, win, has_illegal_card)
    view = human_view(win)
    assert view.hand is not None
    return next(c for c in view.hand if c not in legal_cards(win))


def test_a_click_on_a_dimmed_card_says_why_by_the_trick_and_the_card_shakes(qtbot: QtBot, window: MainWindow) -> None:
    # "You must follow hearts." showed only in the small status line at the bottom of the window (QA newbie16)
    card = an_illegal_card(qtbot, window, seed=12)
    window.set_speed(Speed.NORMAL)
    table = window.table_view.table
    said: list[str] = []
    table.message.connect(said.append)
    item = table.card_item(card)
    assert item is not None
    home = item.pos()
    click(window, card)
    assert said and ("must" in said[0] or "not broken" in said[0]), said
    assert said[0] in window.status(), "the status line says it as before"
    assert table.note.isVisible() and table.note.text == said[0] == table.refusal_note, "said by the trick too"
    layout = table.layout
    assert layout is not None and abs(table.note.y() - layout.trick_area.bottom) < 1, "where the forced card's is"
    assert table.nudging is item, "the refused card shakes"
    qtbot.waitUntil(lambda: table.nudging is None, timeout=2_000)
    assert item.pos() == home, "and is back in its place"
    qtbot.waitUntil(lambda: not table.note.isVisible(), timeout=REFUSAL_NOTE_MS + 2_000)
    assert table.refusal_note == ""


def test_the_refusal_note_goes_at_the_next_move_and_no_shake_with_animations_off(qtbot: QtBot,
                                                                                  window: MainWindow) -> None:
    card = an_illegal_card(qtbot, window, seed=12)
    table = window.table_view.table
    QTest.mouseDClick(window.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      viewport_point(window, card))
    assert table.refusal_note, "a double-click on it is refused by the trick too"
    assert table.nudging is None, "animations off: the card does not shake"
    assert window.controller.submit(human_view(window).legal[0]) is None  # the next move
    assert table.refusal_note == "" and not (table.note.isVisible() and "must" in table.note.text)


def test_a_refused_drop_says_why_by_the_trick(qtbot: QtBot, window: MainWindow) -> None:
    card = an_illegal_card(qtbot, window, seed=12)
    table = window.table_view.table
    drag(window, card, trick_point(window))
    assert table.refusal_note and table.refusal_note in window.status(), (table.refusal_note, window.status())


# The words of the bots' reasons and the coach's sentences (context "Coach") a newcomer has to look up, and the
# term of Help ▸ Words of the game that explains each. QA newbie16: "to set the nil", "cash", "play alike".
JARGON = {
    r"\bset\b": "Set", r"\bcash": "Cash", r"\bduck": "Duck", r"\bcover": "Cover", r"\bbags?\b|\bovertricks?": "Bag",
    r"\bdraw trumps\b|\btrumps are drawn\b": "Draw trumps", r"\bthrow": "Throw", r"\bovertake": "Overtake",
    r"\bside suits?\b": "Side suit", r"\bswing\b": "Swing", r"\bdeclarers\b": "Declarers", r"\bcounts?\b": "Count",
    r"\btrump|\bruff": "Trump", r"\bnil\b": "Nil", r"\blead\b": "Lead", r"\bcontract\b": "Contract",
    r"\bsure winners?\b": "Sure winner", r"\bfollow\b": "Follow suit",
}


def _coach_templates() -> list[str]:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "assets" / "translations" / "sources.py"
    spec = importlib.util.spec_from_file_location("spades_translation_sources_nb16", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [text for context, text in module.pure_texts() if context == "Coach"]


def test_every_word_of_the_reasons_a_newcomer_looks_up_is_in_the_glossary(qapp: object) -> None:
    import re

    from spades_desktop.gui.info_dialogs import glossary_html

    words = glossary_html()
    templates = _coach_templates()
    assert len(templates) > 200, "the source reader still finds the reasons"
    missing = {term for text in templates for pattern, term in JARGON.items()
               if re.search(pattern, text, re.IGNORECASE) and f"<b>{term}" not in words}
    assert not missing, missing
    assert "to set a nil is to make the nil bidder take a trick" in words, "set, of a nil too"
    assert not any("play alike" in text for text in templates), "the reasons say it in plain words"


def test_the_hint_says_cards_that_play_alike_in_plain_words() -> None:
    from spades_desktop.ai.message import Message
    from spades_desktop.engine import Card as C
    from spades_desktop.gui.texts import hint_reason

    reason = Message.of("my {suit} are as good as each other here, so I play the {card}", suit="clubs",
                        card=C.parse("6C"))
    assert hint_reason(str(reason)) == "your clubs are as good as each other here"
