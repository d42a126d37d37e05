"""Issue 12, items 1–9: the New game dialog, L on the blind-nil panel, deal numbers, hints, rules, the key."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase, Play
from spades_desktop.gui import texts
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.info_dialogs import rules_html
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices, app_settings, load_choices, save_choices
from spades_desktop.sheets.model import played_sheet

from ..sheets.scripted import NAMES, RULES, scripted_hands
from .conftest import human_view, setup_for, start, wait_for_human


def make_dialog(qtbot: QtBot, choices: NewGameChoices) -> NewGameDialog:
    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, choices, broken)
    qtbot.addWidget(dialog)
    return dialog


def test_seat_widgets_are_built_once_after_a_non_standard_preset(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, NewGameChoices(preset_id="cutthroat"))
    dialog.show()
    qtbot.waitExposed(dialog)
    boxes = [b for b in dialog.seats_box.findChildren(QComboBox) if b.isVisible()]
    edits = [e for e in dialog.seats_box.findChildren(QLineEdit) if e.isVisible()]
    assert len(boxes) == len(dialog.level_boxes) == 4, "no stray 'Normal bot' drop-down over the Players heading"
    assert len(edits) == 4
    heading_bottom = dialog.seats_box.fontMetrics().height()
    for box in boxes:
        assert box.geometry().top() > heading_bottom, "every drop-down sits in the seat grid"
    dialog.preset.setCurrentIndex(dialog.preset.findData("two-player"))
    qtbot.waitUntil(lambda: len([b for b in dialog.seats_box.findChildren(QComboBox) if b.isVisible()]) == 2)


def test_the_dialog_does_not_jump_when_the_note_changes(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, NewGameChoices(preset_id="standard"))
    dialog.show()
    qtbot.waitExposed(dialog)
    heights = set()
    for kind in ("normal", "human", "normal"):  # one human, two humans (a two-line note), one again
        dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData(kind))
        QTest.qWait(20)
        heights.add((dialog.sizeHint().height(), dialog.mode_note.height()))
    assert len(heights) == 1, f"the dialog's height changed with the note: {heights}"


def test_a_typed_deal_number_is_used_once(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []

    def accept(self: NewGameDialog) -> int:
        seen.append(self.deal.text())
        if len(seen) == 1:
            self.deal.setText("4242")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    window.new_action.trigger()
    wait_for_human(qtbot, window)
    assert window.controller.setup is not None and window.controller.setup.seed == 4242
    assert "4242" in window.deal_label.text(), "the deal number is shown on the table"
    window.new_action.trigger()
    wait_for_human(qtbot, window)
    assert seen == ["", ""], "the next New game dialog starts with a random deal"
    assert window.controller.setup.seed != 4242 or load_choices(app_settings()).deal == ""


def test_a_remembered_deal_number_is_not_used_at_start_up(qtbot: QtBot, window: MainWindow) -> None:
    save_choices(app_settings(), NewGameChoices(deal="77"))
    seeds = set()
    for _ in range(3):
        window.start("standard")  # (a preset: no offer to resume the game in progress)
        wait_for_human(qtbot, window)
        assert window.controller.setup is not None
        seeds.add(window.controller.setup.seed)
    assert len(seeds) == 3


def test_l_alone_looks_at_the_cards_on_the_blind_nil_panel(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=24))
    assert human_view(window).hand is None, "blind nil is offered before the cards are seen"
    QTest.keyClick(window.table_view, Qt.Key.Key_L)
    wait_for_human(qtbot, window)
    assert human_view(window).hand is not None, "L turned the cards up at once, without Enter"
    assert window.table_view.bid_panel.isVisible()


def test_the_hand_summary_shows_the_deal_number(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=2024))
    for _ in range(80):
        if wait_for_human(qtbot, window) is not State.HUMAN_TURN:
            break
        view = human_view(window)
        assert window.controller.submit(view.legal[-1] if view.phase is Phase.BID else view.legal[0]) is None
    panel = window.table_view.summary_panel
    assert panel.isVisible()
    assert "2024" in panel.deal_line.text()
    # A side's line breaks between its parts only: it read "· bag" at a line's end and "count 1" on the next.
    from PySide6.QtWidgets import QLabel
    lines = [label.text() for label in panel.findChildren(QLabel) if "bag\u00a0count" in label.text()]
    assert len(lines) == 2
    for line in lines:
        assert all(" " not in part for part in line.split("\u00a0· ")), line


def test_the_hint_speaks_to_the_player() -> None:
    said = texts.hint_reason("my partner's card should win: I play the 2♥")
    assert said == "your partner's card should win"
    assert texts.hint_reason("I bid 4: A♠, K♠ and A♥") == "A♠, K♠ and A♥"
    # the count's reason as Normal gives it now: "Hint: bid 1 — A♠" was all a player read
    assert texts.hint_reason("I bid 1: I hold A♠") == "you hold A♠"
    # "Hint: play the 5♦ — the 5♦ is your only legal card" said the card twice
    assert texts.hint_reason("the 5♦ is my only legal card") == "it is your only legal card"
    assert texts.hint_reason("5♦ — моя единственная разрешённая карта") == "это ваша единственная разрешённая карта"
    assert texts.hint_reason("Я заказываю 1: у меня A♠ и козырей: 3") == "у вас A♠ и козырей: 3"
    assert texts.hint_reason("we still need 7 tricks: I lead the 4♦") == "your side still needs 7 tricks"
    assert texts.hint_reason("нам ещё нужно 7 взяток: хожу картой 4♦") == "вам ещё нужно 7 взяток"
    assert texts.hint_reason("covering my partner's nil: I lead high with the K♠") == \
        "covering your partner's nil: lead high with the K♠"
    assert texts.hint_reason("I am nil: the 9♥ is my highest card that still loses") == \
        "you are nil: the 9♥ is your highest card that still loses"


def test_the_hint_never_says_mine() -> None:
    said = texts.hint_reason("we still need 6 tricks, and no card of mine holds this trick better than my partner's "
                             "K♣: I play the 4♦")
    assert said == "your side still needs 6 tricks, and no card of yours holds this trick better than your partner's K♣"


def test_the_hint_says_play_low_in_plain_words() -> None:
    # A beginner read "second hand low" (card players' jargon) and did not know what to do.
    said = texts.hint_reason("we still need 2 tricks: I play low, as my partner plays after me and may still win it")
    assert said == "your side still needs 2 tricks: play low, as your partner plays after you and may still win it"
    assert texts.hint_reason("нам ещё нужно 2 взятки: играю низко — партнёр ходит после меня и ещё может взять") == \
        "вам ещё нужно 2 взятки: играйте низко — партнёр ходит после вас и ещё может взять"


def test_a_bid_hint_keeps_what_the_bid_is_compared_with() -> None:
    # A beginner read only "bid 4 — … 4 scores +8 points a hand more" (more than what?); the Russian ended "(+8)".
    assert texts.hint_reason("I bid 4 rather than the 3 my cards count: played out over 40 guesses of the other "
                             "hands, 4 scores +8 points a hand more") == (
        "rather than the 3 your cards count: played out over 40 guesses of the other hands, 4 scores +8 points a "
        "hand more")
    assert texts.hint_reason("Я заказываю 4, а не 3, как по подсчёту карт: если разыграть раздачу в 40 вариантах "
                             "чужих карт, 4 даёт больше очков за раздачу: в среднем +8 очков").startswith(
        "а не 3, как по подсчёту карт: ")


def test_the_hint_speaks_to_the_player_in_russian_too() -> None:
    # The Russian reasons kept the bot's voice: "карта партнёра должна взять: я играю 2♥".
    assert texts.hint_reason("карта партнёра должна взять: я играю 2♥") == "карта партнёра должна взять"
    assert texts.hint_reason("У меня нил: 9♥ — моя старшая карта, которая всё ещё не берёт") == \
        "у вас нил: 9♥ — ваша старшая карта, которая всё ещё не берёт"
    assert texts.hint_reason("прикрываю нил партнёра: хожу старшей картой K♠") == \
        "прикрывайте нил партнёра: ходите старшей картой K♠"
    assert texts.hint_reason("Я не бью козырем: заказавшему нил, возможно, придётся взять эту взятку, поэтому "
                             "сбрасываю 2♣") == ("не бейте козырем: заказавшему нил, возможно, придётся взять "
                                                "эту взятку, поэтому сбрасывайте 2♣")
    assert texts.hint_reason("Я заказываю 4: партнёр рассчитывает на 3, я — на 4") == \
        "партнёр рассчитывает на 3, вы — на 4"


def test_the_hint_speaks_of_the_players_side_not_the_bots() -> None:
    # "our contract is made, so avoid bags" and "we still need 2 tricks" were the bot's side, said to the player.
    assert texts.hint_reason("our contract is made, so I avoid bags") == "your contract is made, so avoid bags"
    assert texts.hint_reason("we are set, so I try to set them too") == "your side is set, so try to set them too"
    assert texts.hint_reason("we can set them: they need 3 of the last 4 tricks") == \
        "your side can set them: they need 3 of the last 4 tricks"
    assert texts.hint_reason("наш контракт выполнен, поэтому я избегаю мешков") == \
        "ваш контракт выполнен, поэтому избегайте мешков"
    assert texts.hint_reason("мы можем провалить их контракт: им нужно 3 из последних 4 взяток") == \
        "вы можете провалить их контракт: им нужно 3 из последних 4 взяток"
    assert texts.hint_reason("у нас почти предел мешков") == "у вас почти предел мешков"


def _coach_reasons() -> list[tuple[str, str]]:
    """Every reason a bot gives, in English and in Russian (assets/translations/ru.py, context "Coach")."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "assets" / "translations" / "ru.py"
    spec = importlib.util.spec_from_file_location("spades_ru_for_hints", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [(en, ru) for (context, en), ru in module.RU.items() if context == "Coach"]


def test_no_english_hint_keeps_the_bots_voice() -> None:
    import re

    bots_words = re.compile(r"\b(I|my|me|mine|we|We|our|Our|us|its)\b")
    reasons = [en for en, _ru in _coach_reasons()]
    assert len(reasons) > 100
    for reason in reasons:
        said = texts.hint_reason(reason.replace("{card}", "9♥"))
        assert not bots_words.search(said), (reason, said)


def test_no_russian_hint_keeps_the_bots_first_person() -> None:
    import importlib.util
    import re
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "assets" / "translations" / "ru.py"
    spec = importlib.util.spec_from_file_location("spades_ru_for_hints", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    first_person = re.compile(r"(?i)\b(я|мой|моя|моё|мои|моего|моему|моей|моих|моим|мою|меня|мне|мной|играю|хожу|"
                              r"беру|бью|сбрасываю|прикрываю|выбиваю|пропускаю|оставляю|заказываю|передаю|"
                              r"мы|нам|нас|наш|наша|наше|наши|нашего|нашей|наших|нашу)\b")
    reasons = [ru for (context, _en), ru in module.RU.items() if context == "Coach"]
    assert len(reasons) > 100
    for reason in reasons:
        said = texts.hint_reason(reason.replace("{card}", "9♥"))
        assert not first_person.search(said), (reason, said)


def test_the_hint_in_the_status_line_is_in_the_players_voice(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=5))
    while human_view(window).phase is not Phase.PLAY:
        assert window.controller.submit(human_view(window).legal[-1]) is None
        wait_for_human(qtbot, window)
    card = next(a.card for a in human_view(window).legal if isinstance(a, Play))
    window.table_view._show_hint(Play(card), "my partner's card should win: I play the 2♥")
    assert "your partner's card should win" in window.status()
    assert " I play" not in window.status() and "my partner" not in window.status()


def test_an_unfinished_games_sheet_has_no_final_row() -> None:
    hands = scripted_hands()
    unfinished = played_sheet(RULES, hands[:2], NAMES, preset_name="Test")
    assert unfinished.labels.final == "So far"
    finished = played_sheet(RULES, hands, NAMES, preset_name="Test", winner=0)
    assert finished.labels.final == "Final"


def test_rules_are_rich_text() -> None:
    html = rules_html("Standard\n========\n- Players: 4 in two partnerships.\n- Deck: 52 cards.\n\n500 points")
    assert "<h2>Standard</h2>" in html and "=====" not in html
    assert html.count("<li>") == 2 and "<b>Players:</b>" in html and "<p>500 points</p>" in html


def test_f1_shows_the_rules_formatted(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=1))
    window.rules_action.trigger()
    dialog = window._rules_dialog
    html = dialog.text_widget.toHtml()
    assert "=====" not in dialog.text_widget.toPlainText()
    assert "<li" in html and "font-weight" in html


def test_the_scorepad_shows_the_key_to_its_marks(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=1))
    legend = window.scorepad._legend  # type: ignore[attr-defined]
    assert legend.isVisible()
    text = legend.accessibleDescription()
    assert "D: dealer" in text and "nil failed" in text


def test_the_preset_description_is_readable(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, NewGameChoices())
    dialog.show()
    qtbot.waitExposed(dialog)
    fg = dialog.description.palette().color(dialog.description.foregroundRole())
    bg = dialog.palette().color(dialog.backgroundRole())
    assert contrast((fg.red(), fg.green(), fg.blue()), (bg.red(), bg.green(), bg.blue())) >= 4.5, "WCAG AA contrast"


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    def lum(c: tuple[int, int, int]) -> float:
        def ch(v: int) -> float:
            s = v / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
        r, g, bl = (ch(v) for v in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl

    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_an_own_preset_file_is_checked_and_copied(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = make_dialog(qtbot, NewGameChoices())
    good = tmp_path / "family.yaml"
    good.write_text("id: family\nname: Family rules\nextends: standard\nrules:\n  target: 300\n", encoding="utf-8")
    assert dialog.import_preset(good), dialog.preset_message.text()
    assert dialog.current_preset().id == "family" and dialog.current_preset().rules.target == 300
    from spades_desktop.paths import user_presets_dir

    assert (user_presets_dir() / "family.yaml").is_file()
    assert str(user_presets_dir()) in dialog.folder_note.text(), "the dialog says where the presets folder is"
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nname: Bad\nextends: standard\nrules:\n  target: lots\n", encoding="utf-8")
    count = dialog.preset.count()
    assert not dialog.import_preset(bad)
    assert "target" in dialog.preset_message.text() and dialog.preset_message.isVisibleTo(dialog)
    assert dialog.preset.count() == count
    assert not (user_presets_dir() / "bad.yaml").exists()


def test_no_text_counts_with_a_bracketed_plural() -> None:
    # "Choose 2 card(s) to pass to Nora": a count is known, so the words agree with it ("1 card", "2 cards").
    import re
    from pathlib import Path

    ts = (Path(__file__).resolve().parents[2] / "assets" / "translations" / "spades_desktop_ru.ts").read_text("utf-8")
    sources = re.findall(r"<source>(.*?)</source>", ts, re.S)
    assert len(sources) > 500
    assert [s for s in sources if "(s)" in s] == []


def test_the_felt_is_drawn_again_when_the_table_moves_after_an_animation(qtbot: QtBot, window: MainWindow) -> None:
    # A resize while the cards were being dealt waited for the deal to end, and the cached felt kept the old
    # ring where the trick is played: at first start a small ring sat in the top-left corner.
    from PySide6.QtWidgets import QApplication

    from spades_desktop.gui.settings import Speed

    window.set_speed(Speed.SLOW)
    window.resize(640, 480)
    window.start_game(setup_for(seed=3))
    qtbot.waitUntil(lambda: window.table_view.table.busy, timeout=5_000)
    window.resize(1280, 800)  # during the deal
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.table_view.table.busy, timeout=30_000)
    QApplication.processEvents()
    view = window.table_view
    cached = view.viewport().grab().toImage()
    view.resetCachedContent()
    fresh = view.viewport().grab().toImage()
    assert cached == fresh, "the felt on screen is the felt of the table as it is now"


def test_a_resize_while_cards_move_lays_the_table_out_at_once(qtbot: QtBot, window: MainWindow) -> None:
    # The table kept the old size's layout until the moving cards arrived (a trick's pause, a whole deal): a
    # narrower window showed the hand cut off and a name plate off the edge for a second or more.
    from PySide6.QtWidgets import QApplication

    from spades_desktop.gui.settings import Speed

    window.set_speed(Speed.SLOW)
    window.start_game(setup_for(seed=3))
    table = window.table_view.table
    qtbot.waitUntil(lambda: table.busy, timeout=5_000)
    window.resize(900, 650)
    QApplication.processEvents()
    assert not table.sequencer.busy, "the deal went to its end at once"
    area = table.sceneRect()
    assert (area.width(), area.height()) == (window.table_view.viewport().width(),
                                             window.table_view.viewport().height())
    for seat in range(4):
        assert area.contains(table.plate(seat).sceneBoundingRect()), seat


def test_cards_coming_from_and_going_to_a_seat_stay_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    # A side seat's card came out of its pile at full size, and a trick went into the pile at 0.6 of it, so
    # both reached past the table's edge (47 px and 14 px at 1280 x 800): they now have a back's size there.
    from PySide6.QtCore import QTimer

    from spades_desktop.gui.settings import Speed

    window.set_speed(Speed.FAST)
    window.resize(1280, 800)
    table = window.table_view.table
    seen: dict[str, float] = {"leaving": 0.0, "out": 0.0}

    def sample() -> None:
        area = table.sceneRect()
        for item in [*table._leaving, *table._items.values()]:
            if item.opacity() < 0.05:
                continue
            seen["leaving"] += item in table._leaving
            r = item.sceneBoundingRect()  # the card and its shadow
            out = max(area.left() - r.left(), r.right() - area.right(), area.top() - r.top(),
                      r.bottom() - area.bottom())
            seen["out"] = max(seen["out"], out)

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(4)
    start(qtbot, window, setup_for(seed=5))
    while sum(human_view(window).tricks_won) < 4:  # every seat has played cards that came from its pile
        window.controller.submit(human_view(window).legal[0])
        wait_for_human(qtbot, window)
    timer.stop()
    assert seen["leaving"] > 0, "a trick was seen going to its winner"
    assert seen["out"] <= 2.0, f"a card reached {seen['out']:.1f} px past the table's edge"


def test_the_status_bar_names_the_hand_just_scored_until_the_next_one(qtbot: QtBot, window: MainWindow) -> None:
    """At the end of hand 1 the engine has dealt hand 2 already; "hand 2" beside "Hand 1 is over" read wrong."""
    start(qtbot, window, setup_for(seed=5))
    assert window.deal_label.text() == "Deal no. 5 · hand 1"
    while wait_for_human(qtbot, window) is not State.HAND_OVER:
        assert window.controller.submit(human_view(window).legal[0]) is None
    assert window.deal_label.text() == "Deal no. 5 · hand 1"
    assert window.table_view.summary_panel.deal_line.text() == "Deal no. 5"
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    # each hand's own number, as the sheet prints it: typed into New game it deals these cards (Russian QA: the
    # game's number under "Hand 2 is over" dealt hand 1's)
    from spades_desktop.engine.deal import next_deal_number

    assert window.deal_label.text() == f"Deal no. {next_deal_number(5, 1)} · hand 2"


def test_the_hint_agrees_the_verb_with_your_side() -> None:
    # "your side is 393 behind and need a big swing" (a beginner's QA)
    said = texts.hint_reason("I bid blind nil: we are 393 behind and need a big swing")
    assert said == "your side is 393 behind and needs a big swing"
    said = texts.hint_reason("I bid blind nil: we are 470 behind and only a big swing can still win; if it fails, "
                             "we lose the game")
    assert said == ("your side is 470 behind and only a big swing can still win; if it fails, your side loses the "
                    "game")
