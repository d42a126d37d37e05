"""The new-game dialog seats any mix of humans and bots, in every preset, and remembers it."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog, setup_from_choices
from spades_desktop.gui.settings import NewGameChoices, app_settings, load_choices

from .pass_and_play_driver import wait_any
from .test_new_game_dialog import make_dialog


def set_kinds(dialog: NewGameDialog, kinds: str) -> None:
    levels = {"h": "human", "e": "easy", "n": "normal", "x": "hard"}
    for box, kind in zip(dialog.level_boxes, kinds, strict=True):
        box.setCurrentIndex(box.findData(levels[kind]))


def test_every_seat_of_every_preset_can_be_a_human_or_a_bot(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    counts = set()
    for index in range(dialog.preset.count()):
        dialog.preset.setCurrentIndex(index)
        rules = dialog.current_preset().rules
        n = rules.players
        counts.add(n)
        assert len(dialog.level_boxes) == n
        for box in dialog.level_boxes:
            assert box.isEnabled()
            assert [box.itemData(i) for i in range(box.count())] == ["human", "easy", "normal", "hard"]
        set_kinds(dialog, "h" * n)
        assert "Pass and play" in dialog.mode_note.text()
        setup = dialog.setup()
        assert len(setup.seats) == n and all(seat.is_human for seat in setup.seats)
        assert len({seat.name for seat in setup.seats}) == n, "several humans get distinct default names"
        set_kinds(dialog, "e" * n)
        assert "No human" in dialog.mode_note.text()
        assert not any(seat.is_human for seat in dialog.setup().seats)
    assert counts == {2, 3, 4, 6}


def test_a_human_with_a_bot_partner_against_two_named_humans(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
    set_kinds(dialog, "hhxh")
    for edit, name in zip(dialog.name_edits, ("Mum", "", "", "Sam"), strict=True):
        edit.setText(name)
    assert dialog.name_edits[1].placeholderText() == "West", "a human without a name is called by their seat"
    assert dialog.name_edits[2].placeholderText() == "Nora"
    assert "(with North)" in dialog.seats_grid.itemAtPosition(0, 0).widget().text()  # type: ignore[union-attr]
    setup = dialog.setup()
    assert [(s.name, s.level) for s in setup.seats] == [
        ("Mum", "human"), ("West", "human"), ("Nora", "hard"), ("Sam", "human")]


def test_one_human_anywhere_is_you(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("three-player"))
    set_kinds(dialog, "nhe")
    assert dialog.mode_note.text() == "You play against the bots."
    setup = dialog.setup()
    assert [(s.name, s.level) for s in setup.seats] == [("Sam", "normal"), ("You", "human"), ("Ethan", "easy")]


def test_the_seats_are_remembered_and_start_the_game(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def accept_pass_and_play(self: NewGameDialog) -> int:
        self.preset.setCurrentIndex(self.preset.findData("two-player"))
        set_kinds(self, "hh")
        self.name_edits[1].setText("Grandpa")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", accept_pass_and_play)
    window.new_action.trigger()
    assert wait_any(qtbot, window).value == "hand off"
    choices = load_choices(app_settings())
    assert choices.preset_id == "two-player" and choices.levels == ("human", "human")
    assert choices.names == ("", "Grandpa")
    dialog = make_dialog(qtbot, choices)
    assert [b.currentData() for b in dialog.level_boxes] == ["human", "human"]
    assert dialog.name_edits[1].text() == "Grandpa" and dialog.name_edits[0].text() == ""
    seats = setup_from_choices(dialog.current_preset(), choices).seats
    assert [(s.name, s.level) for s in seats] == [("South", "human"), ("Grandpa", "human")]


def test_old_choices_without_kinds_keep_you_at_south(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, NewGameChoices("standard", (), ("bogus", "hard")))
    assert [b.currentData() for b in dialog.level_boxes] == ["human", "hard", "normal", "normal"]
