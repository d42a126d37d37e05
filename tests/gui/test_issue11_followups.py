"""What a player notices after saving, opening and undoing: the title names the file, the table's undo
agreement is remembered, and Help lists the new keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.info_dialogs import controls_html
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog, setup_from_choices
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.settings import NewGameChoices, app_settings, load_choices, save_choices

from .conftest import human_view, play_until, setup_for, start


def test_the_window_title_names_the_saved_file_and_forgets_it_for_a_new_game(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    start(qtbot, window, setup_for(seed=15))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    assert "club-night" not in window.windowTitle()
    target = tmp_path / "club-night.spades.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_game_as()
    assert "club-night.spades.json" in window.windowTitle()
    start(qtbot, window, setup_for(seed=16))
    assert "club-night" not in window.windowTitle()
    assert window.open_game(target)
    assert "club-night.spades.json" in window.windowTitle()


def test_a_pass_and_play_tables_undo_agreement_is_remembered(qtbot: QtBot) -> None:
    settings = app_settings()
    save_choices(settings, NewGameChoices(levels=("human", "normal", "human", "normal"), allow_undo=True))
    choices = load_choices(settings)
    assert choices.allow_undo
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, choices, broken)
    qtbot.addWidget(dialog)
    assert dialog.allow_undo.isChecked()
    assert dialog.setup().allow_undo
    choice = find_preset(presets, "standard")
    assert choice is not None
    assert setup_from_choices(choice, choices).allow_undo, "a game dealt from remembered choices keeps it"
    dialog.allow_undo.setChecked(False)
    save_choices(settings, dialog.choices())
    assert not load_choices(settings).allow_undo


def test_help_lists_undo_save_open_and_reading_the_table() -> None:
    text = controls_html()
    for key in ("Ctrl+Z", "Ctrl+Y", "Ctrl+S", "Ctrl+O", "R:"):
        assert key in text, key
    # keyboard QA: the ways the game answers keys that Help did not list (blind nil, the exchange by keys, V, S…)
    for key in ("B, then Enter twice", "← → and Space; then Pass cards", "V reviews", "S: statistics",
                "M calls a misdeal", "Page Up / Page Down a trick", "Tab from the table"):
        assert key in text, key
