"""Starting the window: bad arguments stop early with one message; translations load."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from spades_desktop.gui.application import check_arguments, install_translations, make_application, run_gui


def test_a_bad_preset_or_deal_number_stops_with_one_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    make_application()
    assert run_gui(argparse.Namespace(preset="no-such-preset", deal=None)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no preset 'no-such-preset'" in err and "standard" in err
    assert "deal number" in check_arguments(None, -1)
    assert "deal number" in check_arguments(None, 2**48)
    assert check_arguments("standard", 12) == ""


def test_the_russian_translation_loads_for_a_russian_user() -> None:
    app = make_application()
    translators = install_translations(app, QLocale("ru_RU"))
    try:
        assert translators, "assets/translations/spades_desktop_ru.qm is installed"
        assert QCoreApplication.translate("BidPanel", "Your bid") == "Ваш заказ"
        assert QCoreApplication.translate("", "South") == "Юг"
    finally:
        for translator in translators:
            app.removeTranslator(translator)
    assert QCoreApplication.translate("BidPanel", "Your bid") == "Your bid"
    assert install_translations(app, QLocale("de_DE")) == []
