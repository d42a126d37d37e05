"""Each Alt+letter of a dialog goes to one place, in English and in Russian.

Two labels with the same underlined letter make Alt+letter cycle between them, and a player who reads
"Alt+D" for the deal number found the Deal button instead.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QMainWindow, QMenu, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.gui.stats.window import StatsWindow
from spades_desktop.rules import load_preset


def _new_game() -> QDialog:
    presets, broken = load_presets()
    return NewGameDialog(presets, NewGameChoices(), broken)


def _house_rules() -> QDialog:
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    return HouseRulesDialog(choice, presets, Path("/nonexistent-presets"))


def _welcome() -> QDialog:
    from spades_desktop.gui.welcome import WelcomeDialog

    return WelcomeDialog(load_presets()[0], NewGameChoices(), first_start=False)  # with its Close button


def _duplicate_setup() -> QDialog:
    return DuplicateSetupDialog(load_presets()[0])


def _scorekeeper() -> QWidget:
    rules = load_preset("standard").rules
    return ScorekeeperWindow(ScorekeptGame(rules, ("Ann", "Bob", "Cy", "Di"), 3, "standard", "Standard", (), None),
                             autosave=False)


def _scorekeeper_resuming() -> QDialog:
    """With a game in progress the set-up offers "Resume the last game": its "&Resume" shared Alt+R with "&Rules:"
    (keyboard QA)."""
    rules = load_preset("standard").rules
    game = ScorekeptGame(rules, ("Ann", "Bob", "Cy", "Di"), 3, "standard", "Standard", (), None)
    return ScorekeeperSetupDialog(resume=game)


DIALOGS: dict[str, Callable[[], QWidget]] = {
    "new game": _new_game,
    "scorekeeper set-up with a game to resume": _scorekeeper_resuming,
    "welcome": _welcome,
    "house rules": _house_rules,
    "scorekeeper set-up": ScorekeeperSetupDialog,
    "scorekeeper": _scorekeeper,
    "duplicate set-up": _duplicate_setup,
    "blank sheets": BlankSheetDialog,
    "history": HistoryWindow,
    "statistics": StatsWindow,
}


def mnemonics(dialog: QWidget) -> Counter[str]:
    """The Alt letters of a window's labels and buttons, and of its menu bar's titles: the scorekeeper's "&Enter
    hand" and its "&Edit" menu shared Alt+E, which moved the focus and then opened the menu, never entering the
    hand (keyboard QA)."""
    found: Counter[str] = Counter()
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)
             if w.isVisibleTo(dialog)]
    if isinstance(dialog, QMainWindow):
        texts += [a.text() for a in dialog.menuBar().actions() if a.isVisible()]
    for text in texts:
        match = re.search(r"&([^&\s])", text.replace("&&", ""))
        if match:
            found[match.group(1).casefold()] += 1
    return found


@pytest.mark.parametrize("name", list(DIALOGS))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_alt_letter_of_a_dialog_goes_to_one_place(qtbot: QtBot, name: str, lang: str,
                                                        request: pytest.FixtureRequest) -> None:
    make_application()
    if lang == "ru":
        request.getfixturevalue("russian")
    dialog = DIALOGS[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    found = mnemonics(dialog)
    assert len(found) >= 2, found
    assert [letter for letter, count in found.items() if count > 1] == [], found


def menu_clashes(menu: QMenu, path: str = "") -> list[str]:
    """Letters used twice among one menu's entries (and its submenus'), as "Game: r (…, …)"."""
    seen: dict[str, list[str]] = {}
    clashes: list[str] = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        match = re.search(r"&([^&\s])", action.text().replace("&&", ""))
        if match:
            seen.setdefault(match.group(1).casefold(), []).append(action.text())
        if action.menu() is not None:
            clashes += menu_clashes(action.menu(), f"{path} > {action.text()}")
    return clashes + [f"{path}: {letter} {texts}" for letter, texts in seen.items() if len(texts) > 1]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_alt_letter_of_a_menu_goes_to_one_entry(qtbot: QtBot, lang: str, request: pytest.FixtureRequest) -> None:
    # The Game menu's "&Replay this deal" and "Open &recent" shared R; View had two L and two H; in Russian
    # Game had two С and two П, View three П.
    make_application()
    if lang == "ru":
        request.getfixturevalue("russian")
    from spades_desktop.gui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    bar = win.menuBar()
    tops = [a.text() for a in bar.actions()]
    assert len(tops) >= 4
    letters = [re.search(r"&(\w)", t).group(1).casefold() for t in tops]  # type: ignore[union-attr]
    assert len(set(letters)) == len(letters), tops
    clashes = [c for a in bar.actions() if a.menu() is not None for c in menu_clashes(a.menu(), a.text())]
    assert clashes == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_alt_letter_of_the_scorekeeper_s_menus_goes_to_one_entry(
        qtbot: QtBot, lang: str, request: pytest.FixtureRequest) -> None:
    make_application()
    if lang == "ru":
        request.getfixturevalue("russian")
    win = _scorekeeper()
    qtbot.addWidget(win)
    menus = [a for a in win.menuBar().actions() if a.menu() is not None]
    assert len(menus) >= 2
    assert [c for a in menus for c in menu_clashes(a.menu(), a.text())] == []


def test_the_russian_table_keeps_each_letter_of_the_scorekeeper_s_menus_once(qtbot: QtBot) -> None:
    """The same check on ``ru.py`` itself, so that a new entry's Russian letter is checked before the .qm is
    rebuilt."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "spades_translation_ru_table", Path(__file__).resolve().parents[2] / "assets" / "translations" / "ru.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    make_application()
    win = _scorekeeper()
    qtbot.addWidget(win)
    for top in win.menuBar().actions():
        seen: dict[str, list[str]] = {}
        for action in top.menu().actions():
            if action.isSeparator():
                continue
            russian = module.RU[("ScorekeeperWindow", action.text())]
            match = re.search(r"&([^&\s])", russian.replace("&&", ""))
            if match:
                seen.setdefault(match.group(1).casefold(), []).append(russian)
        assert [texts for texts in seen.values() if len(texts) > 1] == [], top.text()
