"""New game refuses two seats called alike where one is a person: two children both named "Kid" could each lift
the other's hand-off cover ("I'm Kid: show my cards") and see the other's hand (family QA)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import HUMAN, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog, setup_from_choices
from spades_desktop.gui.settings import NewGameChoices

from .pass_and_play_driver import pnp_setup
from .test_new_game_names import deal_button, make_dialog


def people(dialog: NewGameDialog, *seats: int) -> None:
    for seat in seats:
        box = dialog.level_boxes[seat]
        box.setCurrentIndex(box.findData(HUMAN))


@pytest.mark.parametrize("last", ["Kid", "kid", "  KID "])
def test_two_people_called_alike_disable_deal_and_the_message_names_them(qtbot: QtBot, last: str) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    people(dialog, 0, 1, 2, 3)
    for edit, name in zip(dialog.name_edits, ["Mum", "Kid", "Dad", last], strict=True):
        edit.setText(name)
    message = "West and East are both called “Kid”: give each player a name of their own."
    assert dialog.error.text() == message
    assert dialog.problem() == message
    assert not deal_button(dialog).isEnabled()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    dialog.name_edits[3].setText("Kid 2")
    assert dialog.error.text() == "" and deal_button(dialog).isEnabled()
    assert [s.name for s in dialog.setup().seats] == ["Mum", "Kid", "Dad", "Kid 2"]


def test_cyrillic_names_differing_in_case_are_the_same_name(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    people(dialog, 0, 2)
    dialog.name_edits[0].setText("Мама")
    dialog.name_edits[2].setText("МАМА")
    assert dialog.problem() == "South and North are both called “Мама”: give each player a name of their own."
    assert not deal_button(dialog).isEnabled()


def test_a_person_named_like_a_bot_is_refused_until_one_is_renamed(qtbot: QtBot) -> None:
    """West is a Normal bot called Wes (its default name): a person at South may not be called Wes too; two
    bots may share a name, and making a bot seat a person re-checks the names."""
    dialog = make_dialog(qtbot)
    dialog.name_edits[0].setText("wes")
    assert dialog.problem() == "South and West are both called “wes”: give each player a name of their own."
    assert not deal_button(dialog).isEnabled()
    dialog.name_edits[1].setText("Robo")
    assert dialog.problem() == "" and deal_button(dialog).isEnabled()
    dialog.name_edits[3].setText("Robo")  # East, a bot too
    assert dialog.problem() == "" and deal_button(dialog).isEnabled()
    people(dialog, 3)  # East is a person now: a person and a bot called Robo
    assert dialog.problem() == "West and East are both called “Robo”: give each player a name of their own."
    assert not deal_button(dialog).isEnabled()


def test_people_left_unnamed_get_their_seats_names_and_may_deal(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    people(dialog, 0, 1, 2, 3)
    for edit in dialog.name_edits:
        edit.setText("You")  # each a default name: the seats' names, South, West, North, East
    assert dialog.problem() == "" and deal_button(dialog).isEnabled()
    assert [s.name for s in dialog.setup().seats] == ["South", "West", "North", "East"]


def test_remembered_names_called_alike_give_the_later_seat_its_default_name(qtbot: QtBot) -> None:
    """Choices an older version remembered start a game at start-up without the dialog: no two people alike."""
    preset = make_dialog(qtbot).current_preset()
    choices = NewGameChoices(names=("Mum", "Kid", "Dad", "kid"), levels=(HUMAN,) * 4)
    assert [s.name for s in setup_from_choices(preset, choices).seats] == ["Mum", "Kid", "Dad", "East"]


def test_the_hand_off_cover_names_the_seats_place_too(qtbot: QtBot, window: MainWindow) -> None:
    """"Pass to Kid (West)": the person is told by their place at the table too; a seat called by its place
    ("West", the default name of a person's seat) is not named twice."""
    setup = pnp_setup("hhhh")
    setup = replace(setup, seats=(SeatSetup("Mum", HUMAN), SeatSetup("Kid", HUMAN), SeatSetup("Dad", HUMAN),
                                  SeatSetup("East", HUMAN)))
    window.start_game(setup)
    cover = window.table_view.cover
    qtbot.waitUntil(lambda: window.controller.state is State.HAND_OFF and cover.isVisible(), timeout=10_000)
    seat = window.controller.handing_to
    assert seat is not None
    place = ("South", "West", "North", "East")[seat]
    name = setup.seats[seat].name
    assert cover.title.text() == f"Pass to {name} ({place})"
    assert cover.button.text() == f"I'm {name}: show my cards"
    cover.show_for("East", "Hand 1 · East bids next.", "East")
    assert cover.title.text() == "Pass to East"


def test_the_statistics_window_lists_a_name_in_any_letter_case_once(qtbot: QtBot) -> None:
    """"Mum" one day and "mum" the next were two players in the Player box, each with part of her games; "you"
    is still counted with "You" and «Вы»."""
    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.gui.stats.window import StatsWindow
    from spades_desktop.history import open_history
    from spades_desktop.record import GameRecord

    from ..record.record_samples import random_game

    names = ("Mum", "You", "mum", "Вы", "you")
    with open_history(history_path()) as history:
        for n, name in enumerate(names):
            game = random_game(RuleSet(target=100, mercy=-100), 20 + n)
            assert game.is_over
            history.store(GameRecord.from_game(game, names=[name, "Wes", "Nora", "Ethan"],
                                               kinds=["human", "bot:normal", "bot:easy", "bot:hard"],
                                               created=f"2026-12-0{n + 1}T10:00:00"), now="2026-12-09T10:00:00")
    window = StatsWindow(player="MUM")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    listed = [window.player_box.itemText(i) for i in range(window.player_box.count())]
    assert listed == ["mum", "You"], listed  # Mum: the spelling of her latest game
    assert window.tiles["games"].value.text() == "2"
    with open_history(history_path()) as history:
        assert history.stats(window.filters()).games == 2
        window.player_box.setCurrentIndex(1)
        assert history.stats(window.filters()).games == 3
    assert window.tiles["games"].value.text() == "3"
