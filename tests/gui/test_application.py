"""Starting the window: bad arguments stop early with one message; translations load."""

from __future__ import annotations

import argparse
from pathlib import Path

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


def test_play_with_a_broken_preset_of_ones_own_names_its_file_and_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`play --preset kitchen` said "there is no preset 'kitchen'" where `rules kitchen` showed the typo."""
    monkeypatch.setenv("SPADES_DESKTOP_HOME", str(tmp_path))
    (tmp_path / "presets").mkdir()
    (tmp_path / "presets" / "kitchen.yaml").write_text("id: kitchen\nname: Kitchen\nrules:\n  bag_penalti: 70\n")
    said = check_arguments("kitchen", None)
    assert "kitchen.yaml, line 4" in said and "'bag_penalti' is not a rule" in said and "bag_penalty" in said
    assert "did you mean 'cutthroat'" in check_arguments("cutthraot", None), "a typo is told its nearest id"


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
