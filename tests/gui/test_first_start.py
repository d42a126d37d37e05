"""What a new player meets at the very first start (a QA review): a welcome before the first deal, the blind
question and nil said in the bid panel in the rules' own numbers, and a Hint on screen during card play too."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Phase, RuleSet
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.presets import load_presets, rules_card_text
from spades_desktop.gui.settings import Speed, app_settings, is_first_start, load_choices
from spades_desktop.gui.welcome import WelcomeDialog
from spades_desktop.paths import autosaves_dir
from spades_desktop.rules.presets import load_preset

from .conftest import human_view, play_to_hand_over, play_until, setup_for, simple_bots, start, wait_for_human
from .pass_and_play_driver import Driver, pnp_setup, wait_any
from .test_autosave_window import autosaved_games


def fresh_window(qtbot: QtBot) -> MainWindow:
    """A window as the launcher makes it, on a computer where the game never ran (the tests' own settings)."""
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    win.show()
    qtbot.waitExposed(win)
    return win


def welcome_of(win: MainWindow) -> WelcomeDialog:
    dialog = getattr(win, "welcome_dialog", None)
    assert isinstance(dialog, WelcomeDialog), "the welcome is open"
    return dialog


def decline_resuming(monkeypatch: pytest.MonkeyPatch) -> None:
    """Answer No to the start-up question about the unfinished game."""
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No)


@pytest.fixture
def first(qtbot: QtBot) -> Iterator[MainWindow]:
    """The very first start: ``start()`` with nothing remembered and no autosave."""
    win = fresh_window(qtbot)
    win.start()
    yield win
    win.close()


# ------------------------------------------------------------------ the welcome
def test_the_first_start_welcomes_me_before_any_card_is_dealt(qtbot: QtBot, first: MainWindow) -> None:
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and first.controller.game is None, "no game is dealt behind the welcome"
    rules = dialog.current_preset().rules
    text = dialog.intro.accessibleName()
    assert "partner sits across" in text and "Spades are trump" in text
    assert "trick: each player plays one card in turn" in text, "what a trick is, before the bids count them"
    assert f"+{rules.nil_value}, or −{rules.nil_value} if you take one" in text
    assert "Blind nil" in text and "before you look at your cards" in text and f"+{rules.blind_nil_value}" in text
    assert QApplication.focusWidget() is dialog.name, "the cursor waits in the name field"
    assert dialog.deal_button.isDefault() and dialog.close_button is None
    for label in dialog.findChildren(QLabel):
        if label.buddy() is not None:
            assert label.accessibleName() and "&" not in label.accessibleName(), label.text()
    for field in (dialog.name, dialog.level, dialog.preset):
        assert field.accessibleName(), field


def test_enter_deals_my_game_with_my_name_bots_and_rules_and_it_is_remembered(
        qtbot: QtBot, first: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    QTest.keyClicks(dialog.name, "Ann")
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    wait_for_human(qtbot, first)
    setup = first.controller.setup
    assert setup is not None and not dialog.isVisible()
    assert setup.seats[0].name == "Ann" and setup.seats[0].is_human
    assert [s.level for s in setup.seats[1:]] == ["hard"] * 3
    assert setup.preset_id == dialog.current_preset().id
    choices = load_choices(app_settings())
    assert choices.names[0] == "Ann" and choices.levels[1:] == ("hard",) * 3, "the New game dialog remembers them"
    first.close()
    decline_resuming(monkeypatch)  # the game just left is autosaved and offered
    again = fresh_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    assert getattr(again, "welcome_dialog", None) is None, "not shown again once a game was dealt"
    assert again.controller.setup is not None and again.controller.setup.seats[0].name == "Ann"
    again.close()


def test_escape_deals_the_default_game_rather_than_an_empty_table(qtbot: QtBot, first: MainWindow) -> None:
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    QTest.keyClicks(dialog.name, "Ann")
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    wait_for_human(qtbot, first)
    setup = first.controller.setup
    assert setup is not None and setup.preset_id == load_presets()[0][0].id
    assert setup.seats[0].name == "You", "Escape deals the default game, not the half-filled form"


def test_closing_the_welcome_deals_the_default_game_too(qtbot: QtBot, first: MainWindow) -> None:
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    dialog.close()
    wait_for_human(qtbot, first)
    assert first.controller.game is not None


def test_the_welcome_tells_the_numbers_of_the_rules_i_choose_and_shows_their_rules_card(
        qtbot: QtBot, first: MainWindow) -> None:
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    presets = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    alone = next(i for i, p in enumerate(presets) if not dialog._presets[i].rules.partnerships)
    dialog.preset.setCurrentIndex(alone)
    assert "each playing for themselves" in dialog.intro.accessibleName()
    assert "partner" not in dialog.intro.accessibleName()
    odd = next((i for i, c in enumerate(dialog._presets) if c.rules.nil and c.rules.nil_value != 100), None)
    if odd is not None:
        dialog.preset.setCurrentIndex(odd)
        value = dialog._presets[odd].rules.nil_value
        assert f"+{value}, or −{value}" in dialog.intro.accessibleName()
    dialog.rules_button.click()
    card = dialog._rules_dialog
    assert card is not None and card.isVisible()
    choice = dialog.current_preset()
    expected = rules_card_text(choice, choice.rules).splitlines()[0]
    assert expected in card.text_widget.toPlainText(), "Full rules… shows the chosen rules' card"
    card.close()
    assert first.controller.game is None, "looking at the rules deals nothing"


def test_the_welcome_says_what_a_bid_made_or_missed_scores_and_what_a_bag_is(qtbot: QtBot, first: MainWindow) -> None:
    # A beginner's QA: only nil had its points; "at least your two bids" led to extra tricks, and "bags +2" on the
    # first hand's result was explained nowhere they had read.
    dialog = welcome_of(first)
    standard = next(i for i, c in enumerate(dialog._presets) if c.id == "standard")
    dialog.preset.setCurrentIndex(standard)
    said = dialog.intro.accessibleName()
    assert ("Points: a bid made scores 10 a trick bid, plus 1 for each trick over it (a bag: every 10 bags cost "
            "100); a bid missed loses 10 a trick bid.") in said, said
    short = next(i for i, c in enumerate(dialog._presets) if c.rules.bags_count and c.rules.bag_limit != 10)
    rules = dialog._presets[short].rules
    dialog.preset.setCurrentIndex(short)
    assert f"every {rules.bag_limit} bags cost {rules.bag_penalty}" in dialog.intro.accessibleName()
    six = next(i for i, c in enumerate(dialog._presets) if c.id == "cancellation")
    dialog.preset.setCurrentIndex(six)
    said = dialog.intro.accessibleName()
    assert "plus 1 for each trick over it; a bid missed loses 10 for each trick short." in said, said


def test_the_welcome_says_spades_cannot_be_led_until_broken_where_the_rules_say_so(
        qtbot: QtBot, first: MainWindow) -> None:
    # A newcomer's QA: the table refused a spade lead with "spades are not broken yet: lead another suit", and the
    # welcome had never said so.
    dialog = welcome_of(first)
    standard = next(i for i, c in enumerate(dialog._presets) if c.id == "standard")
    dialog.preset.setCurrentIndex(standard)
    assert dialog._presets[standard].rules.spades_broken
    said = dialog.intro.accessibleName()
    assert ("You may not lead a spade until a spade has been played on another suit (spades are then broken), "
            "unless you hold only spades.") in said, said
    free = next((i for i, c in enumerate(dialog._presets) if not c.rules.spades_broken), None)
    if free is not None:
        dialog.preset.setCurrentIndex(free)
        assert "broken" not in dialog.intro.accessibleName()


def test_a_name_that_cannot_be_a_player_s_keeps_deal_off(qtbot: QtBot, first: MainWindow) -> None:
    dialog = welcome_of(first)
    dialog.name.setText("Ann\u202e")
    assert not dialog.deal_button.isEnabled() and dialog.error.isVisible()
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.isVisible() and first.controller.game is None
    dialog.name.setText("Ann")
    assert dialog.deal_button.isEnabled() and not dialog.error.isVisible()


@pytest.mark.parametrize("start_with", [{"preset_id": "standard"}, {"deal": 77}])
def test_starting_with_a_preset_or_a_deal_number_deals_at_once(qtbot: QtBot, start_with: dict[str, object]) -> None:
    win = fresh_window(qtbot)
    win.start(**start_with)  # type: ignore[arg-type]  # spades-desktop --preset standard / --deal 77
    wait_for_human(qtbot, win)
    assert getattr(win, "welcome_dialog", None) is None
    assert win.controller.game is not None
    # Killed now: no window size written on closing, and its autosave lost; the next start still knows.
    shutil.rmtree(autosaves_dir(), ignore_errors=True)
    assert app_settings().allKeys() == ["welcome/dealt"]
    again = fresh_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    assert getattr(again, "welcome_dialog", None) is None, "a game was dealt: no welcome the next time"
    again.close()
    win.close()


@pytest.mark.parametrize("resume", [True, False])
def test_an_unfinished_game_to_resume_comes_before_any_welcome(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, resume: bool) -> None:
    autosaved_games((86,))
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if resume else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    win = fresh_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    assert len(asked) == 1 and getattr(win, "welcome_dialog", None) is None, "a game was played here before"
    game = win.controller.game
    assert game is not None and (game.seed == 86) is resume
    assert not is_first_start(app_settings()), "a game is going: the welcome is not due at the next start either"
    win.close()


def test_enter_on_full_rules_opens_the_rules_and_deals_nothing(qtbot: QtBot, first: MainWindow) -> None:
    # Orca QA: Tab to "Full rules…", Enter: the game was dealt (Enter went to the default Deal button)
    dialog = welcome_of(first)
    qtbot.waitExposed(dialog)
    dialog.rules_button.setFocus()
    qtbot.waitUntil(dialog.rules_button.hasFocus)
    QTest.keyClick(dialog.rules_button, Qt.Key.Key_Return)
    card = dialog._rules_dialog
    assert card is not None and card.isVisible(), "Enter on Full rules… shows the rules"
    assert dialog.isVisible() and first.controller.game is None, "and deals nothing"
    card.close()
    dialog.name.setFocus()
    qtbot.waitUntil(dialog.name.hasFocus)
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: first.controller.game is not None)  # Enter in the name field still deals


def test_help_opens_the_welcome_again_and_closing_it_leaves_my_game_alone(
        qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    game = window.controller.game
    window.welcome_action.trigger()
    dialog = welcome_of(window)
    qtbot.waitExposed(dialog)
    assert dialog.close_button is not None and dialog.close_button.isVisible()
    assert dialog.name.text() == "", "'You' is the default name, not typed in"
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and window.controller.game is game, "no new game"


def test_deal_from_the_help_s_welcome_asks_before_leaving_the_game_in_progress(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=3))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    game = window.controller.game
    asked: list[str] = []

    def keep(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.Cancel)

    monkeypatch.setattr(QMessageBox, "exec", keep)
    window.welcome_action.trigger()
    welcome_of(window).deal_button.click()
    assert asked and window.controller.game is game, "Keep playing keeps the game"


# ------------------------------------------------------------ the bid panel
def test_the_blind_question_says_what_blind_nil_is_in_the_rules_numbers(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3, blind_nil_value=300))
    panel = window.table_view.bid_panel
    assert human_view(window).hand is None and panel.isVisible()
    line = panel.explain
    assert line.isVisible()
    assert "Blind nil" in line.text() and "before you see your cards" in line.text()
    assert "+300, or −300" in line.text() and "200" not in line.text()
    assert line.text() in panel.accessibleDescription(), "a screen reader hears it with the panel"


def test_the_bid_panel_says_what_nil_is_under_its_buttons(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3, nil_value=50))
    assert window.controller.submit(LOOK) is None
    panel = window.table_view.bid_panel
    qtbot.waitUntil(lambda: panel.isVisible() and len(panel.offered_actions()) > 5)
    line = panel.explain
    assert line.isVisible() and line.text() == "Nil: take no tricks: +50, or −50 if you take one."
    nil_button = next(panel.button_for(a) for a in panel.offered_actions() if str(a) == "nil")
    assert nil_button is not None and line.geometry().top() >= nil_button.geometry().bottom(), "under the buttons"


def test_a_screen_reader_hears_the_bids_and_the_nil_line_as_two_sentences(qtbot: QtBot, window: MainWindow) -> None:
    # "Ethan: 4 Nil: take no tricks: +100, …" was heard as Ethan's "4 nil" (QA orca20)
    start(qtbot, window, setup_for(seed=3))
    assert window.controller.submit(LOOK) is None
    panel = window.table_view.bid_panel
    qtbot.waitUntil(lambda: panel.isVisible() and len(panel.offered_actions()) > 5)
    bids = panel.bids_line.text().replace("\u00a0", " ").strip()
    assert bids and panel.explain.text().startswith("Nil:")
    assert panel.accessibleDescription().startswith(bids + ". Nil: take no tricks"), panel.accessibleDescription()


def test_without_nil_the_bid_panel_has_no_nil_line(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(RuleSet(nil=False, blind_nil=False), seed=3))
    panel = window.table_view.bid_panel
    assert panel.isVisible() and not panel.explain.isVisible() and panel.explain.text() == ""


def test_the_bid_panel_with_its_nil_line_fits_between_the_plates_at_1024_by_640(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 640)
    window.resizeDocks([window.scorepad_dock], [200], Qt.Orientation.Horizontal)
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    for step in range(2):  # the blind question, then the numbers after Look
        if step:
            assert window.controller.submit(LOOK) is None
            qtbot.waitUntil(lambda: len(view.bid_panel.offered_actions()) > 5)
        qtbot.wait(50)
        panel = view.bid_panel.geometry()
        assert view.bid_panel.explain.isVisible()
        for seat in (0, 2):  # the plates above and below it
            plate = view.table.plate(seat)
            rect = view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect()
            assert panel.intersected(rect.adjusted(3, 3, -3, -3)).isEmpty(), (step, seat, panel, rect)


# ------------------------------------------------------------- the play's hint
def _my_play(win: MainWindow) -> bool:
    return human_view(win).phase is Phase.PLAY


def test_during_my_turn_to_play_a_hint_button_is_on_the_table_and_gives_the_hint(
        qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    button = view.play_hint_button
    assert not button.isVisible(), "not while bidding: the bid panel has its own"
    play_until(qtbot, window, _my_play)
    assert button.isVisible() and "H" in button.text()
    layout = view.table.layout
    assert layout is not None
    box = button.geometry()
    for name, rect in layout.groups().items():
        if name != "trick":
            spot = view.mapFromScene(rect.x, rect.y)
            assert box.intersected(QRect(spot.x(), spot.y(), round(rect.w), round(rect.h))).isEmpty(), name
    assert view.rect().contains(box)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000):
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "Hint:" in window.status()
    assert any(getattr(item, "hinted", False) for item in view.table.items()), "the hinted card stands out"
    legal = [a for a in human_view(window).legal]
    assert window.controller.submit(legal[0]) is None
    assert not button.isVisible() or window.controller.state is State.HUMAN_TURN, "gone while the others play"


def test_the_play_s_hint_button_is_hidden_behind_the_pass_and_play_cover(qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.cover.guard_seconds = 0
    window.start_game(pnp_setup("hbhb", seed=11))
    driver = Driver(qtbot, window)
    button = window.table_view.play_hint_button
    seen = {"cover": 0, "play": 0}
    for _ in range(200):
        state = wait_any(qtbot, window)
        game = driver.game
        if state is State.HAND_OFF:
            assert not button.isVisible(), "the hint is refused while the screen is handed over"
            seen["cover"] += 1
        elif state is State.HUMAN_TURN and game.phase is Phase.PLAY:
            assert button.isVisible()
            seen["play"] += 1
        if state in (State.HAND_OVER, State.GAME_OVER) or min(seen.values()) >= 3:
            break
        driver.step()
    assert min(seen.values()) >= 3, seen


def test_a_game_of_bots_alone_shows_no_hint_button(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(pnp_setup("bbbb", seed=5))
    qtbot.waitUntil(lambda: window.controller.game is not None and window.controller.game.phase is Phase.PLAY,
                    timeout=10_000)
    for _ in range(20):
        assert not window.table_view.play_hint_button.isVisible()
        qtbot.wait(5)


def test_the_six_player_nil_line_says_what_each_trick_taken_costs(qtbot: QtBot, window: MainWindow) -> None:
    # It said "+50, or −50 if you take one": a failed nil of Cancellation Spades also costs 10 for each trick.
    rules = load_preset("cancellation").rules
    assert rules.nil_trick_penalty == 10
    seats = (SeatSetup("You", "human"), *(SeatSetup(name, "easy") for name in ("Wes", "Nora", "Ethan", "Ann", "Bob")))
    start(qtbot, window, GameSetup(rules, seats, 3, "cancellation", "Cancellation Spades"))
    panel = window.table_view.bid_panel
    assert human_view(window).hand is None and panel.isVisible()
    assert "+200, or −200 and −10 for each trick if you take any" in panel.explain.text(), "the blind nil too"
    assert window.controller.submit(LOOK) is None
    qtbot.waitUntil(lambda: panel.isVisible() and len(panel.offered_actions()) > 5)
    assert panel.explain.text() == "Nil: take no tricks: +50, or −50 and −10 for each trick if you take any."


def test_the_nil_line_takes_its_cost_per_trick_from_the_rules(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3, nil_value=60, nil_trick_penalty=15))
    assert window.controller.submit(LOOK) is None
    panel = window.table_view.bid_panel
    qtbot.waitUntil(lambda: panel.isVisible() and len(panel.offered_actions()) > 5)
    assert panel.explain.text() == "Nil: take no tricks: +60, or −60 and −15 for each trick if you take any."


@pytest.mark.parametrize("hand_limit", [1, 2])
def test_the_status_line_names_the_button_the_hand_summary_shows(qtbot: QtBot, window: MainWindow,
                                                                  hand_limit: int) -> None:
    # On the last hand the button says "See the result", and the status line said "press Next hand (Enter)".
    start(qtbot, window, setup_for(seed=3, hand_limit=hand_limit))
    play_to_hand_over(qtbot, window)
    button = window.table_view.summary_panel.next_button.text().replace("&", "")
    assert button == ("See the result" if hand_limit == 1 else "Next hand")
    assert f"press {button} (Enter)" in window.status(), window.status()
    assert button in window.controller.wait_reason()
    qtbot.keyClick(window.table_view, Qt.Key.Key_H)  # no hint now: the status line says why once (a beginner's QA)
    said = window.status()
    assert said.count("The hand is over") + said.count("The last hand is over") == 1 and "press" in said, said



def test_help_explains_the_words_the_hints_use(qtbot: QtBot, window: MainWindow) -> None:
    # A beginner's QA: the hints say "set them", "cash the K♥", "trump with the 6♠", and no word was explained.
    action = next(a for a in window.menuBar().actions()[-1].menu().actions() if "Words of the" in a.text())
    action.trigger()
    dialog = window._glossary_dialog
    qtbot.waitExposed(dialog)
    text = dialog.text_widget.toPlainText()
    for word in ("Trick:", "Set (a contract, a nil):", "Bag, overtrick:", "Cash:", "Cover:", "Duck:", "Trump, ruff:",
                 "Draw trumps:", "Overtake:"):
        assert word in text, word
    dialog.close()


def test_the_welcome_says_how_a_game_is_lost_too(qtbot: QtBot, first: MainWindow) -> None:
    # A beginner's first game ended at hand 7 "lost at −200": the welcome had said only "The first to 500 points
    # wins." (QA)
    dialog = welcome_of(first)
    standard = next(i for i, c in enumerate(dialog._presets) if c.id == "standard")
    dialog.preset.setCurrentIndex(standard)
    said = dialog.intro.accessibleName()
    assert "The first to 500 points wins; a side that falls to −200 loses." in said, said
    auction = next(i for i, c in enumerate(dialog._presets) if c.rules.auction)
    dialog.preset.setCurrentIndex(auction)
    assert "falls to" not in dialog.intro.accessibleName()  # the auction's scores never fall below zero
