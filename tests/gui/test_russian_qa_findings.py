"""A Russian-speaking tester's findings: English reasons in a Russian box, numbers with the wrong noun form,
mixed words for one thing, a hyphen for a minus or a range."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.main_window import MainWindow


def test_open_game_says_in_russian_what_is_wrong_with_the_file_and_keeps_the_english_under_details(
        russian: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Game ▸ Open game… said «Эту игру нельзя открыть: …: not valid JSON: Expecting value (line 1, column 1).»
    shown: list[QMessageBox] = []

    def exec_box(box: QMessageBox) -> int:
        shown.append(box)
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: pytest.fail(text))
    record_like = {"format": "spades-desktop-game", "version": 1}
    files = {
        "nope.spades.json": None,
        "text.spades.json": "hello",
        "other.spades.json": json.dumps(record_like),
        "newer.spades.json": json.dumps({"format": "spades-desktop-record", "version": 999}),
        "cut.spades.json": '{"format": "spades-desktop-record", "version": 1, "hands": [',
    }
    said = {}
    for name, text in files.items():
        path = tmp_path / name
        if text is not None:
            path.write_text(text, encoding="utf-8")
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, path=path, **k: (str(path), ""))
        assert window.open_game() is False
        box = shown[-1]
        assert box.objectName() == "openGameProblem"
        said[name] = box.text()
        assert str(path) in box.detailedText(), "the reader's English, naming the file, is under Show Details"
    assert said == {
        "nope.spades.json": "Не удаётся открыть nope.spades.json: такого файла нет.",
        "text.spades.json": "Не удаётся открыть text.spades.json: это не сохранённая игра (файл не в формате JSON).",
        "other.spades.json": "Не удаётся открыть other.spades.json: это не игра, сохранённая в Spades Desktop.",
        "newer.spades.json": "Не удаётся открыть newer.spades.json: её сохранила более новая версия Spades Desktop, "
                             "а эта версия не может её прочитать.",
        "cut.spades.json": "Не удаётся открыть cut.spades.json: файл повреждён.",
    }
    assert "not valid JSON" in shown[1].detailedText()


def test_the_bag_count_reads_as_a_count_in_the_hand_summary_and_the_scorepad_row(qtbot: QtBot,
                                                                                 russian: None) -> None:
    # «мешки +1 · мешков 1» and the screen reader's «…, мешков 1»: a count with no colon reads as a broken phrase.
    from PySide6.QtWidgets import QLabel

    from spades_desktop.engine import RuleSet
    from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
    from spades_desktop.gui.panels import HandSummaryPanel
    from spades_desktop.gui.scorepad import ScorepadWidget

    hands = [HandEntry(tuple(parse_bid(b) for b in ["4", "4", "3", "3"]), (5, 3, 3, 2))]
    score = tally_match(RuleSet(), hands, 3).scores[0]
    names = ["Мама", "Вова", "Саша", "Дима"]
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(RuleSet(), score, names, last=False)
    lines = [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)]
    assert any(line.endswith("мешки +1 · мешков: 1") for line in lines), lines
    assert any(line.endswith("мешков: 0") for line in lines), lines
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(RuleSet(), names, "")
    pad.add_hand(score, animate=False)
    assert "всего 71, мешков: 1" in pad.row_text(0) and "мешков: 0" in pad.row_text(0), pad.row_text(0)


def test_a_bot_s_number_of_tricks_takes_the_noun_form_the_number_wants(russian: None) -> None:
    # «Я пасую: 2 взяток — больше, чем наши 1», «около 1 взяток», «на 2.0 взятки больше»: one form for every number.
    from spades_desktop.ai.message import Message
    from spades_desktop.engine import Bid
    from spades_desktop.gui.review.coach_text import message_text

    def passes(n: int) -> str:
        return message_text(Message.of("I pass: {tricks} tricks is more than our side's {side}", tricks=n, side="7"))

    def about(n: int) -> str:
        return message_text(Message.of("I bid {bid}: our side should take about {side} tricks", bid=Bid(1),
                                       side=str(n)))

    def first(n: int) -> str:
        return message_text(Message.of("I add {name}: I lead to the first trick and cash {count} winners in a row "
                                       "({cards}) to take the first {first} tricks (±{value})",
                                       name=Message.of("Little Bemo"), count=n, cards="A♠", first=n, value=60))

    assert [passes(n).split(" — ")[0] for n in (1, 2, 5, 11, 21)] == [
        "Я пасую: 1 взятка", "Я пасую: 2 взятки", "Я пасую: 5 взяток", "Я пасую: 11 взяток", "Я пасую: 21 взятка"]
    assert [about(n).rsplit("около ")[1] for n in (1, 2, 5, 11, 21)] == [
        "1 взятки", "2 взяток", "5 взяток", "11 взяток", "21 взятки"]
    assert "Маленький Бемо: я хожу в первую взятку и снимаю подряд 1 выигрышную карту (A♠)" in first(1), first(1)
    assert "снимаю подряд 3 выигрышные карты" in first(3) and "взять первые 6 взяток" in first(6), first(6)
    shown = message_text(Message.of("I show my {suit}: as trump they take about {gain} tricks more", suit="hearts",
                                    gain="1.5"))
    assert shown.endswith("примерно на 1,5 взятки больше"), shown
    need = message_text(Message.of("I bid {name}: {sure} sure winners in my hand and my partner bid {partner}, so "
                                   "we should take {need} tricks {how} ({value} points)", name="Big Mo", sure=5,
                                   partner=Bid(4), need=11, how=Message.of("in a row"), value=300))
    assert "мы должны взять 11 взяток подряд" in need, need
    guessed = message_text(Message.of("I play the {card}: played out over {guesses} of the hidden hands, it scores "
                                      "{gain} points a hand more than the {other}", card="A♠", guesses=30, gain="2.5",
                                      other="K♠"))
    assert "если разыграть раздачу в 30 вариантах скрытых карт" in guessed, guessed
    english = str(Message.of("I pass: {tricks} tricks is more than our side's {side}", tricks=2, side="7"))
    assert english == "I pass: 2 tricks is more than our side's 7"


def test_a_game_of_21_hands_is_a_game_of_21_razdachi(qtbot: QtBot, russian: None) -> None:
    # «Партия из 21 раздач», «Игра из 21 раздач»: only a game of one hand had its noun's form.
    from dataclasses import replace

    from spades_desktop.engine import RuleSet
    from spades_desktop.engine.ruleset import NO_TARGET
    from spades_desktop.gui import texts
    from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
    from spades_desktop.gui.scorepad import ScorepadWidget
    from spades_desktop.sheets.model import played_sheet

    from ..sheets.scripted import NAMES, scripted_hands

    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    for hands, said in ((21, "из 21 раздачи"), (31, "из 31 раздачи"), (2, "из 2 раздач"), (11, "из 11 раздач"),
                        (25, "из 25 раздач")):
        rules = replace(RuleSet(), hand_limit=hands, target=NO_TARGET)
        pad.set_game(rules, NAMES, "")
        assert pad._subtitle.text().replace("\u00a0", " ").startswith("Партия " + said), pad._subtitle.text()
        sheet = played_sheet(rules, scripted_hands()[:1], NAMES, preset_name="Test", tr=texts.sheet_tr)
        assert sheet.labels.target == "Игра " + said
        keeper = ScorekeeperWindow(ScorekeptGame(rules, ("Маша", "Бабушка", "Дедушка", "Петя"), 0, "", "Свои"),
                                   autosave=False)
        qtbot.addWidget(keeper)
        assert keeper.info.text() == f"Партия {said}. Введите первую раздачу.", keeper.info.text()
        keeper.close()


def test_the_scorepad_key_says_what_the_bags_column_counts_in_a_sentence(qtbot: QtBot, russian: None) -> None:
    # «Мешки накоплено; за каждые 10 — штраф 100»: the key puts the meaning right after the word, with no "=".
    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.scorepad import ScorepadWidget

    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(RuleSet(), ["Мама", "Вова", "Саша", "Дима"], "")
    pad.resize(720, 600)  # wide enough for the bags column (narrower, the key speaks of the bags under the totals)
    pad.show()
    # the printed sheet's legend writes it "Мешки = …" (where «= копятся» read badly): a word that reads both ways
    bags = dict(pad.legend())["Мешки"].replace("\u00a0", " ")
    assert bags == "накопленные; за каждые 10 — штраф 100", bags


def test_the_screen_reader_calls_the_one_person_you_and_says_a_card_in_small_letters(
        qtbot: QtBot, russian: None, window: MainWindow) -> None:
    # «Вы начинаете взятку.» and then «Мама: Пятёрка треф.» of the same person; «Саша берёт взятку картой Король
    # треф»; «Ваш ход. Заход Саша: король червей» (a name cannot take the genitive); «151 : -254» with a hyphen.
    from dataclasses import replace

    from spades_desktop.engine import CardPlayed, GameOver, Phase, RuleSet, TrickWon
    from spades_desktop.engine.cards import parse_cards
    from spades_desktop.gui.accessibility import Verbosity
    from spades_desktop.gui.controller import SeatSetup

    from .conftest import human_view, play_until, setup_for, start

    names = ("Мама", "Вова", "Саша", "Дима")
    setup = replace(setup_for(seed=3), seats=(SeatSetup(names[0], "human"),
                                              *(SeatSetup(name, "easy") for name in names[1:])))
    access = window.table_view.access
    access.verbosity = Verbosity.BRIEF  # the trick so far is said in the turn line at Brief (Full says each card)
    start(qtbot, window, setup)
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and bool(human_view(w).trick))
    said = access.announcements
    assert any(s.startswith("Вы заказываете ") for s in said) and not any(s.startswith("Мама ") for s in said), said
    turn = said[-1]
    assert turn.startswith("Ваш ход. Заход: ") and " — " in turn, turn
    access.verbosity = Verbosity.FULL
    king, five = parse_cards("KC 5C")
    access.announce_event(CardPlayed(2, king, 1, False), RuleSet(), names, (0, 0, 0, 0), (), me=0)
    assert said[-1] == "Саша: король треф.", said[-1]
    access.announce_event(TrickWon(2, 1, ((0, five), (2, king))), RuleSet(), names, (0, 0, 0, 0), (), me=0)
    assert said[-1] == "Саша берёт взятку: король треф (взяток: 1).", said[-1]
    access.announce_event(CardPlayed(0, five, 2, False), RuleSet(), names, (0, 0, 0, 0), (), me=0)
    assert said[-1] == "Ваша карта: пятёрка треф.", said[-1]
    access.announce_event(GameOver(1, (-254, 151), "reached the target"), RuleSet(), names, (), (), me=0)
    assert said[-1].startswith("Игра окончена: победа — Вова и Дима, 151 : \u2212254."), said[-1]


def test_duplicate_calls_a_deal_played_twice_a_rasklad(russian: None) -> None:
    # «Сдачи», «сдача за сдачей», «Сдача 1 из 8 окончена: «Следующая раздача» на столе раздаст следующую.»
    from PySide6.QtCore import QCoreApplication

    from spades_desktop.gui.duplicate import table_text

    assert table_text.headers()[:2] == ["Расклад", "№ расклада"]
    said = [QCoreApplication.translate("DuplicateWindow", "Deals"),
            QCoreApplication.translate("DuplicateSetupDialog", "&Deals:"),
            QCoreApplication.translate("DuplicateWindow", "Deal {0} of {1} is over: {2} on the table deals the "
                                                          "next one.").format(
                1, 8, QCoreApplication.translate("DuplicateSession", "Next deal"))]
    assert said == ["Расклады", "&Расклады:",
                    "Расклад 1 из 8 сыгран: кнопка «Следующий расклад» на столе сдаст следующий."]
    ru = _russian_table()
    duplicate = [text for (context, source), text in ru.items()
                 if context.startswith("Duplicate") or "duplicate" in source.lower() or "deal" in source.lower()]
    assert not [text for text in duplicate if "сдач" in text.lower() and "пересдач" not in text.lower()]


def _russian_table() -> dict[tuple[str, str], str]:
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "assets" / "translations" / "ru.py"
    spec = importlib.util.spec_from_file_location("spades_translation_ru_findings", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.RU  # type: ignore[no-any-return]


def test_the_scorekeeper_writes_a_range_of_bids_with_an_en_dash(russian: None) -> None:
    # «По этим правилам можно: 1-13, нил (Н)…»: a hyphen where Russian writes a range with a dash.
    from spades_desktop.gui.scorekeeper.entry import allowed_bids
    from spades_desktop.rules import load_preset

    assert allowed_bids(load_preset("standard").rules).startswith("1\u201313, нил (Н)")


def test_the_two_player_draw_notice_names_the_card_after_a_colon_where_no_case_is_needed(russian: None) -> None:
    """«Вы оставили дама треф», «Вы сбросили девятка треф»: a card's name is in the nominative, so the notice
    a screen reader says 13 times a hand must not need another case. Nor may the player's own plate say
    «Заказывает…» in the third person."""
    from PySide6.QtCore import QCoreApplication

    from spades_desktop.engine import Card
    from spades_desktop.gui import texts

    queen, deuce = texts.card_text(Card.parse("QC")), texts.card_text(Card.parse("2S"))
    kept = QCoreApplication.translate("GameController", "You kept the {0}; the next card, the {1}, is discarded.")
    let_go = QCoreApplication.translate("GameController", "You discarded the {0} and took the next card, the {1}.")
    assert kept.format(queen, deuce) == f"Оставлена карта: {queen}; следующая, {deuce}, ушла в сброс."
    assert let_go.format(queen, deuce) == f"Сброшена карта: {queen}; взята следующая: {deuce}."
    for text in ("Bidding…", "Drawing…"):
        assert QCoreApplication.translate("TableScene", text).startswith("Идёт ")
