"""The Russian window: engine refusals, the scorepad and printed sheets speak Russian; no text is forgotten.

The lint tests read the code the way ``assets/translations/sources.py`` does (as
``pyside6-lupdate`` would, plus the pure layers lupdate cannot see): every
translatable text must have its Russian in ``ru.py``, with no placeholder the
English lacks, and the shipped ``.qm`` must hold exactly that Russian.
"""

from __future__ import annotations

import importlib.util
import re
import string
from pathlib import Path
from types import ModuleType

import pypdf
import pytest
from PySide6.QtCore import QTranslator
from pytestqt.qtbot import QtBot

from spades_desktop.engine import IllegalActionError, Play, RuleSet, Suit
from spades_desktop.engine.ruleset import NO_TARGET
from spades_desktop.gui import texts
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.settings import Speed
from spades_desktop.rules import load_preset
from spades_desktop.sheets import render_pdf
from spades_desktop.sheets.model import ScoreSheet, played_sheet

from ..sheets.scripted import NAMES, RULES, scripted_hands
from .conftest import drag, human_view, legal_cards, play_until, setup_for, simple_bots, start, trick_point

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"spades_translation_{name}", FOLDER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RU: dict[tuple[str, str], str] = _load("ru").RU
SOURCES = _load("sources")



def pdf_text(path: Path) -> str:
    """The words of every page, one space between them."""
    return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages)


def has_illegal_card(win: MainWindow) -> bool:
    view = human_view(win)
    return view.hand is not None and len(legal_cards(win)) < len(view.hand) and bool(legal_cards(win))


def russian_of(error: IllegalActionError) -> str:
    """The Russian sentence the table's ``ru.py`` gives an engine error (words looked up, not computed by the GUI)."""
    assert error.template is not None, f"{error} keeps no template"
    words = {key: RU.get(("engine", str(value)), str(value)) for key, value in error.params.items()}
    return texts.sentence(RU[("engine", error.template)].format(**words))


# ------------------------------------------------------------- the window
def test_an_illegal_drop_says_why_in_russian_and_the_sheet_prints_in_russian(
    qtbot: QtBot, russian: None, tmp_path: Path
) -> None:
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    try:
        start(qtbot, win, setup_for(seed=12))
        play_until(qtbot, win, has_illegal_card)
        view = human_view(win)
        assert view.hand is not None
        illegal = next(c for c in view.hand if c not in legal_cards(win))
        game = win.controller.game
        assert game is not None
        with pytest.raises(IllegalActionError) as caught:
            game.copy().apply(Play(illegal))
        drag(win, illegal, trick_point(win))
        reason = win.status().split("  —  ")[0]
        assert reason == russian_of(caught.value), win.status()
        assert not LATIN_WORD.search(reason), reason
        assert str(caught.value).split()[1] not in win.status(), "no English word of the engine's message"

        sheet = win._played_sheet()  # Game ▸ Print score sheet… and Export… print this
        assert isinstance(sheet, ScoreSheet)
        out = tmp_path / "played.pdf"
        render_pdf(sheet, out)
        text = pdf_text(out)
        # An unfinished game's totals are "Итого (пока)", not "Итог" (issue 12).
        for word in ("Пики: лист счёта", "Разд.", "Сдаёт", "Заказ", "Взято", "Очки", "Мешки", "Всего", "Итого (пока)",
                     "Игра до 500", "Дата:", "Страница 1 из 1", "К✗ = контракт провален"):
            assert word in text, word
        assert re.search("[а-я]{4}", sheet.rules_line), "the rules line is the preset's Russian one"
    finally:
        win.close()


# ------------------------------------------------------- the scorepad and sheets
def test_the_scorepad_speaks_russian(qtbot: QtBot, russian: None) -> None:
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.resize(720, 600)  # wide enough for every column: the key lists every mark ("К✗" is written under the points)
    pad.show()
    pad.set_animation_speed(0)
    pad.set_game(RULES, NAMES, "")
    assert pad.column_labels() == {
        "hand": "#", "bid": "Зак.", "took": "Вз.", "points": "Очки", "bags": "Меш.", "total": "Итог",
    }
    legend = dict(pad.legend())
    assert legend["С"] == "сдающий" and legend["Н"] == "нил" and legend["СН"] == "слепой нил"
    assert legend["К✗"] == "контракт провален"
    assert "Мешки" in legend and "Н = нил" in pad._head.toolTip()
    for score in scripted_hands():
        pad.add_hand(score)
    assert pad.displayed(0, 0, "bid") == "Н 4", "Ann's nil is written with the Russian letter"
    assert "Ann: нил провален (взяток: 2)" in pad.tooltip_html(0, 0)
    assert "За раздачу" in pad.tooltip_html(0, 0) and "Раздача 1 · сдаёт Ann" in pad.tooltip_html(0, None)
    assert "Bob и Dee: мешки \u2212100" in pad.callout_text(2)
    pad.show_winner(1)
    assert pad.winner_text().startswith("★ Победа: Bob и Dee! ★")


def test_the_scorepad_key_shows_every_line_in_russian(qtbot: QtBot, russian: None) -> None:
    # The Russian key wraps to four lines at the dock's width, and the fourth ("Мешки …") was cut off; that
    # entry could not wrap either (every space in it was a no-break space).
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(RULES, NAMES, "")
    pad.show()
    qtbot.waitExposed(pad)
    for width in (250, 270, 320):
        pad.resize(width, 700)
        qtbot.wait(20)
        legend = pad._legend
        assert legend.height() >= legend.heightForWidth(legend.width()), width
        assert legend.minimumSizeHint().width() <= legend.width(), f"no line of the key is cut at {width}"


def test_a_printed_sheet_and_a_blank_one_speak_russian(qtbot: QtBot, russian: None, tmp_path: Path) -> None:
    sheet = played_sheet(RULES, scripted_hands(), NAMES, preset_name="Стандартные", winner=1, tr=texts.sheet_tr)
    out = tmp_path / "sheet.pdf"
    render_pdf(sheet, out)
    text = pdf_text(out)
    for word in ("Пики: лист счёта", "Стандартные", "№ расклада", "Заказ", "Взято", "Итог", "Победа: Bob и Dee",
                 "нил 100", "Н ✗", "К✗", "Страница 1 из 1"):
        assert word in text, word
    for english in ("Hand", "Dealer", "Took", "Points", "Total", "Final", "Winner", "Page", "score sheet", " to "):
        assert english not in text, english

    dialog = BlankSheetDialog(presets=(load_preset("standard"),))
    qtbot.addWidget(dialog)
    blank = dialog.sheet()
    assert blank.title == "Пики: лист счёта" and blank.labels.place == "Место"
    assert blank.preset_name == load_preset("standard").name_in("ru") and not LATIN_WORD.search(blank.preset_name)
    assert dialog.windowTitle() == "Печать пустых листов счёта"
    # The rows were counted "21 строк" (the form for 5-20 after every number).
    dialog.fill_page_box.setChecked(False)
    for rows, said in ((21, "21 строка на 1 странице"), (3, "3 строки на 1 странице"),
                       (5, "5 строк на 1 странице")):
        dialog.rows_box.setValue(rows)
        assert dialog.pages_label.text() == said
        assert dialog.rows_box.text() == said.removesuffix(" на 1 странице")
    dialog.rows_box.setValue(60)
    assert dialog.pages_label.text().endswith(("на 2 страницах", "на 3 страницах"))


def test_a_number_takes_the_noun_form_its_language_wants() -> None:
    assert [texts.noun_for(n, "row|rows") for n in (0, 1, 2, 21)] == ["rows", "row", "rows", "rows"]
    forms = "строка|строки|строк"
    said = {n: texts.noun_for(n, forms) for n in (1, 2, 4, 5, 11, 12, 14, 20, 21, 22, 25, 101, 111, 112)}
    assert said == {1: "строка", 2: "строки", 4: "строки", 5: "строк", 11: "строк", 12: "строк", 14: "строк",
                    20: "строк", 21: "строка", 22: "строки", 25: "строк", 101: "строка", 111: "строк", 112: "строк"}


# ------------------------------------------------------------------- lint
def test_every_translatable_text_has_its_russian() -> None:
    found = SOURCES.all_texts()
    assert len(found) > 300, "the source reader still finds the game's texts"
    missing = [text for text in found if text not in RU]
    assert not missing, f"add these to assets/translations/ru.py (then run it and pyside6-lrelease): {missing}"
    unused = sorted(set(RU) - set(found))
    assert not unused, f"ru.py translates texts the game no longer has: {unused}"


def test_every_translation_call_is_seen_under_its_runtime_context() -> None:
    assert SOURCES.problems() == []


def test_russian_uses_only_the_placeholders_of_the_english() -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}

    wrong = {key: ru for key, ru in RU.items() if not fields(ru) <= fields(key[1])}
    assert not wrong, wrong


def test_the_engine_words_the_gui_translates_are_the_engine_s() -> None:
    assert tuple(suit.noun for suit in Suit) == SOURCES.SUIT_NOUNS
    templates = [text for context, text in SOURCES.all_texts() if context == "engine"]
    for expected in ("you must follow {suit}", "spades are not broken yet: lead another suit",
                     "it is not {seat}'s turn: {to_act} is to act", "you cannot bid {bid} now: {reason}",
                     "bid {lo} to {hi} or nil", "play a card", "reached the target"):
        assert expected in templates, expected
    game_py = (SOURCES.PACKAGE / "engine" / "game.py").read_text(encoding="utf-8")
    assert not re.search(r"raise IllegalActionError\(", game_py), "raise IllegalActionError.of(template, **params)"


def test_the_shipped_qm_holds_the_table() -> None:
    translator = QTranslator()
    assert translator.load(str(FOLDER / "spades_desktop_ru.qm"))
    stale = [key for key, ru in RU.items() if translator.translate(key[0], key[1]) != ru]
    assert not stale, f"rebuild the .ts and .qm (see assets/translations/README.md): {stale[:5]}"


def test_a_side_is_named_alike_everywhere_in_russian(russian: None) -> None:
    # The hand summary, the charts and the screen reader wrote "Вы & Света" where the scorepad writes "Вы и Света".
    # They all name a side with texts.side_label, and the scorepad and the sheet with the same sheets.side_title.
    from spades_desktop.gui.texts import side_label
    from spades_desktop.rules import load_preset
    from spades_desktop.sheets.model import side_heads

    names = ["Вы", "Зоя", "Света", "Вова"]
    assert side_label(RuleSet(), 0, names) == "Вы и Света"
    assert side_label(RuleSet(), 1, names) == "Зоя и Вова"
    assert [head.title for head in side_heads(RuleSet(), names, texts.sheet_tr)] == ["Вы и Света", "Зоя и Вова"]
    six = load_preset("cancellation").rules
    six_names = ["A", "B", "C", "D", "E", "F"]
    assert side_label(six, 0, six_names) == " и ".join(six_names[s] for s in range(6) if six.side_of(s) == 0)


def test_the_scorepad_s_target_line_wraps_in_a_narrow_pad(qtbot: QtBot) -> None:
    # "A game of 6 hands · lose at -200" was cut at the edge of a small window's scorepad.
    from dataclasses import replace

    from spades_desktop.gui.application import make_application

    make_application()
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(replace(RuleSet(), hand_limit=6, target=NO_TARGET), NAMES, "")
    pad.show()
    pad.resize(170, 600)
    qtbot.wait(20)
    line = pad._subtitle
    assert line.minimumSizeHint().width() <= line.width() and line.height() >= line.heightForWidth(line.width())
    parts = line.text().split("\u00a0· ")  # it breaks after the dot, never inside "lose at -200"
    assert len(parts) == 2 and all(" " not in part for part in parts), line.text()
    assert "&nbsp;&nbsp;· " in pad._legend.text() and " &nbsp;·" not in pad._legend.text(), "no lone dot on a line"


def test_a_game_to_a_score_in_so_many_hands_says_both_on_the_scorepad(qtbot: QtBot, russian: None) -> None:
    # A target and a hand limit: it said only "A game of 10 hands", as if the score did not end the game.
    from dataclasses import replace

    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    for hands, said in ((10, "не больше 10 раздач"), (2, "не больше 2 раздач"), (1, "не больше 1 раздачи")):
        pad.set_game(replace(RuleSet(), hand_limit=hands), NAMES, "")
        text = pad._subtitle.text().replace("\u00a0", " ")
        assert text.startswith("Игра до 500 · " + said), text
        sheet = played_sheet(replace(RuleSet(), hand_limit=hands), scripted_hands()[:1], NAMES, preset_name="Test",
                             tr=texts.sheet_tr)
        assert sheet.labels.target == "Игра до 500, " + said, "the printed sheet too"


def test_a_game_of_one_hand_is_said_in_the_singular(qtbot: QtBot, russian: None) -> None:
    # "A game of 1 hands" on the scorepad, "all 1 hands were played" at the end.
    from dataclasses import replace

    one = replace(RuleSet(), hand_limit=1, target=NO_TARGET)  # the hand alone ends the game
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(one, NAMES, "")
    assert pad._subtitle.text().startswith("Партия\u00a0из\u00a0одной\u00a0раздачи")
    assert texts.game_over_reason("the one hand was played") == "сыграна единственная раздача"
    sheet = played_sheet(replace(one, target=NO_TARGET), scripted_hands()[:1], NAMES, preset_name="Test",
                         tr=texts.sheet_tr)
    assert sheet.labels.target == "Игра из одной раздачи"


def test_a_game_saved_in_english_resumes_with_its_rules_named_in_russian(russian: None) -> None:
    # After switching the language, the resumed game's scorepad and title still said "Standard partnership Spades".
    from dataclasses import replace

    from spades_desktop.ai.base import make_player
    from spades_desktop.engine import Game, RuleSet
    from spades_desktop.gui.game_files import setup_from_record
    from spades_desktop.record import GameRecord
    from spades_desktop.rules import load_preset

    preset = load_preset("standard")
    game = Game(RuleSet(), 5)
    game.apply(make_player("easy", 1).choose(game.view(game.to_act or 0)))
    record = replace(GameRecord.from_game(game), preset_id="standard", preset_name=preset.name_in("en"))
    assert setup_from_record(record).preset_name == preset.name_in("ru") != preset.name_in("en")
    renamed = replace(record, preset_name="Our kitchen rules")
    assert setup_from_record(renamed).preset_name == "Our kitchen rules", "a name of the player's own is kept"


def test_a_game_started_in_english_says_vy_for_you_when_resumed_in_russian(russian: None) -> None:
    # The only person's default name "You" was recorded, and a game resumed in Russian still said "You".
    from dataclasses import replace

    from spades_desktop.engine import Game, RuleSet
    from spades_desktop.gui.game_files import setup_from_record
    from spades_desktop.record import GameRecord

    record = GameRecord.from_game(Game(RuleSet(), 5), names=["You", "Wes", "Nora", "Ethan"],
                                  kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    assert [seat.name for seat in setup_from_record(record).seats] == ["Вы", "Wes", "Nora", "Ethan"]
    typed = replace(record, players=(replace(record.players[0], name="Бабушка"), *record.players[1:]))
    assert setup_from_record(typed).seats[0].name == "Бабушка", "a typed name is kept as typed"
    two = GameRecord.from_game(Game(RuleSet(), 5), names=["You", "Wes", "Nora", "Ethan"],
                               kinds=["human", "bot:normal", "human", "bot:normal"])
    assert setup_from_record(two).seats[0].name == "You", 'with two people, "You" was a name typed for one'


def test_a_game_started_in_russian_says_you_when_resumed_in_english(qapp: object) -> None:
    from spades_desktop.engine import Game, RuleSet
    from spades_desktop.gui.game_files import setup_from_record
    from spades_desktop.record import GameRecord

    record = GameRecord.from_game(Game(RuleSet(), 5), names=[RU[("", "You")], "Вася", "Nora", "Ethan"],
                                  kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    assert [seat.name for seat in setup_from_record(record).seats] == ["You", "Вася", "Nora", "Ethan"]


def test_a_nil_mid_line_of_the_hand_summary_is_in_small_letters(qtbot: QtBot, russian: None) -> None:
    # "контракт 6 выполнен +51 · Нил выполнен +100": a capital in the middle of the line.
    from PySide6.QtWidgets import QLabel

    from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
    from spades_desktop.gui.panels import HandSummaryPanel

    hands = [HandEntry(tuple(parse_bid(b) for b in ["nil", "4", "5", "3"]), (0, 4, 6, 3))]
    score = tally_match(RuleSet(), hands, 3).scores[0]
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(RuleSet(), score, list(NAMES), last=False)
    lines = [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)]
    assert any(" · нил выполнен +100" in line for line in lines), lines
    assert not any("· Нил" in line for line in lines), lines


def test_the_end_of_a_game_of_so_many_hands_has_no_brackets_in_brackets(russian: None) -> None:
    # "98 (сыграны все раздачи (2))."
    assert "(" not in texts.game_over_reason("all 2 hands were played")


def test_dates_are_written_as_russian_writes_them(russian: None) -> None:
    # The History list, the statistics and the sheet showed "2026-12-05", which looked foreign in Russian.
    assert texts.date_text("2026-12-05T10:35:07") == "05.12.2026"
    assert texts.date_time_text("2026-12-05T10:35:07.123") == "05.12.2026 10:35"


def test_dates_stay_iso_in_english() -> None:
    assert texts.date_text("2026-12-05T10:35:07") == "2026-12-05"
    assert texts.date_time_text("2026-12-05T10:35") == "2026-12-05 10:35"
    assert texts.date_text("someday") == "someday"


def test_nil_is_written_small_in_a_sentence_and_with_a_capital_on_its_button(qtbot: QtBot, russian: None) -> None:
    # «Заказ: Нил · взято 0» on a plate and «4 + Нил» on the scorepad, beside «Вова заказывает нил.» (QA).
    from PySide6.QtWidgets import QAbstractButton

    from spades_desktop.engine import LOOK, NIL, Bid, BidKind, Game
    from spades_desktop.gui.info_dialogs import glossary_html
    from spades_desktop.gui.panels import BidPanel

    assert texts.bid_text(NIL) == "нил" and texts.bid_text(Bid(0, BidKind.BLIND_NIL)) == "слепой нил"
    game = Game(RuleSet(), seed=3)
    while game.to_act != 0 or LOOK in game.legal_actions():
        game.apply(LOOK if LOOK in game.legal_actions() else Bid(3))
    assert NIL in game.legal_actions()
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show_for(game.view(0), list(NAMES), 2)
    labels = [b.text().replace("&", "") for b in panel.findChildren(QAbstractButton)]
    assert "Нил" in labels and "нил" not in labels, labels
    assert "<b>Нил:</b>" in glossary_html()
