"""View > Language: a player picks the language the window speaks, whatever the system's is."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import choose_language, install_translations, make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.presets import language
from spades_desktop.gui.settings import app_settings, load_language


@pytest.fixture
def restore_locale() -> Iterator[None]:
    old = QLocale()
    yield
    QLocale.setDefault(old)


def start_again(qtbot: QtBot) -> tuple[MainWindow, list[object]]:
    """What the next start does before its window: the chosen language, then the translations."""
    app = make_application()
    choose_language()
    translators = install_translations(app)
    win = MainWindow()
    qtbot.addWidget(win)
    return win, translators


def test_a_player_chooses_russian_and_the_next_start_speaks_it(
        qtbot: QtBot, window: MainWindow, restore_locale: None, monkeypatch: pytest.MonkeyPatch) -> None:
    # The Russian translation only loaded on a Russian system: a Russian speaker on an English one had no way
    # to it.
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: told.append(text))
    actions = window.language_actions
    assert [a.text() for a in actions.values()] == ["&System language", "English", "Русский"]
    assert actions[""].isChecked(), "the system's language until the player chooses"
    actions["ru"].trigger()
    assert load_language(app_settings()) == "ru" and actions["ru"].isChecked()
    assert told == ["The game will speak this language the next time it starts."]
    actions["ru"].trigger()
    assert len(told) == 1, "choosing the language already chosen says nothing"

    QLocale.setDefault(QLocale("en_US"))  # an English system
    win, translators = start_again(qtbot)
    try:
        assert [a.text() for a in win.menuBar().actions()] == ["&Игра", "&Правка", "&Вид", "&Справка"]
        assert language() == "ru", "the presets' names and rules in Russian too"
        assert win.language_actions["ru"].isChecked()
        assert [a.text() for a in win.language_actions.values()] == ["&Язык системы", "English", "Русский"]
    finally:
        for translator in translators:
            make_application().removeTranslator(translator)  # type: ignore[arg-type]


def test_english_on_a_russian_system(qtbot: QtBot, window: MainWindow, restore_locale: None,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    window.language_actions["en"].trigger()
    QLocale.setDefault(QLocale("ru_RU"))
    win, translators = start_again(qtbot)
    assert translators == [], "no Russian loaded"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game" and language() == "en"
    assert [a.text() for a in win.menuBar().actions()] == ["&Game", "&Edit", "&View", "&Help"]


def test_a_damaged_language_setting_follows_the_system(qtbot: QtBot, restore_locale: None) -> None:
    settings = app_settings()
    for bad in ("klingon", "", 7, "ru\n"):
        settings.setValue("view/language", bad)
        assert load_language(settings) == ""
    QLocale.setDefault(QLocale("en_US"))
    choose_language()
    assert QLocale().name() == "en_US", "the system's (here the test's) language stays"
