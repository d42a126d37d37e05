"""A damaged settings file: every value is checked, a bad one is its default, the window and its dialogs still open."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine.deal import MAX_DEAL_NUMBER
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.settings import (
    NAME_MAX,
    TARGET_MAX,
    NewGameChoices,
    Speed,
    app_settings,
    load_card_style,
    load_choices,
    load_speed,
    read_bool,
    read_int,
    read_str,
)

from .conftest import simple_bots, wait_for_human

KEYS = {
    "new_game": ("preset", "names", "levels", "target", "deal"),
    "view": ("speed",),
    "cards": ("four_colour", "large_index", "back", "svg_deck"),
    "window": ("geometry", "state"),
}

# Raw INI texts of every kind: numbers too big, negative, not ASCII digits, Qt's typed values, lists, controls.
GARBAGE = [
    "²",
    "99999999999",
    "-5",
    "1e309",
    "0x10",
    "٣٣",
    "",
    "@Invalid()",
    "@ByteArray(\\xff\\0\\x1)",
    "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10garbage)",
    "@Size(1 2)",
    "@Rect(1 2 3 4)",
    "@Point(-9 9)",
    "a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r",
    "\\x1\\x2\\a",
    "\\x202e" + "x" * 50,
    "y" * 5000,
    "true",
    "\"unterminated",
]


def write_ini(home: Path, value: str) -> None:
    lines = []
    for group, keys in KEYS.items():
        lines.append(f"[{group}]")
        lines += [f"{key}={value}" for key in keys]
    (home / "settings.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")


def home() -> Path:
    return Path(os.environ["SPADES_DESKTOP_HOME"])


def close_modal_dialogs(qtbot: QtBot, seen: list[str]) -> QTimer:
    """Close each application-modal dialog (New game, About…) as soon as it shows, noting its title."""
    def close() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QDialog) and widget.isVisible():
            seen.append(widget.windowTitle())
            widget.reject()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(close)
    timer.start()
    return timer


def open_every_dialog(qtbot: QtBot, win: MainWindow) -> list[str]:
    seen: list[str] = []
    # The question before leaving a game in progress is tested in test_save_open.py; here New game goes on.
    win.confirm_leaving = lambda *_args: True  # type: ignore[method-assign]
    timer = close_modal_dialogs(qtbot, seen)
    try:
        win.new_game_dialog()
        win.show_about()
        win.print_blank_sheets()
    finally:
        timer.stop()
    kept: list[QWidget] = []
    for show in (win.show_rules, win.show_controls, win.show_last_trick):
        show()
    for name in ("_rules_dialog", "_controls_dialog", "_last_dialog"):
        dialog = getattr(win, name, None)
        if isinstance(dialog, QDialog):
            assert dialog.isVisible()
            kept.append(dialog)
            dialog.close()
    assert len(kept) >= 2
    return seen


@pytest.mark.parametrize("value", GARBAGE)
def test_garbage_in_every_setting_starts_the_window_and_every_dialog(qtbot: QtBot, value: str) -> None:
    make_application()
    write_ini(home(), value)
    settings = app_settings()
    choices = load_choices(settings)
    assert 0 <= choices.target <= TARGET_MAX
    assert choices.deal == "" or (choices.deal.isascii() and int(choices.deal) < MAX_DEAL_NUMBER)
    assert all(len(name) <= NAME_MAX and name.isprintable() for name in choices.names)
    assert isinstance(load_speed(settings), Speed) and load_card_style(settings).back
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    win.start()
    wait_for_human(qtbot, win)
    assert win.controller.state in (State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER)
    seen = open_every_dialog(qtbot, win)
    assert len(seen) == 3 and seen[0] == "New game", f"New game, About and Blank sheets open: {seen}"
    win.close()


def test_a_superscript_deal_number_does_not_stop_the_start(qtbot: QtBot) -> None:
    make_application()
    (home() / "settings.ini").write_text("[new_game]\ndeal=²\n", encoding="utf-8")
    assert load_choices(app_settings()).deal == ""
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.start()
    wait_for_human(qtbot, win)
    assert win.controller.game is not None
    win.close()


def test_a_huge_target_falls_back_to_the_presets_and_new_game_still_opens(qtbot: QtBot) -> None:
    make_application()
    (home() / "settings.ini").write_text("[new_game]\ntarget=99999999999\n", encoding="utf-8")
    assert load_choices(app_settings()).target == 0
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.start()
    wait_for_human(qtbot, win)
    rules = win.controller.rules
    assert rules is not None and rules.target == 500
    seen: list[str] = []
    # The question before leaving a game in progress is tested in test_save_open.py; here New game goes on.
    win.confirm_leaving = lambda *_args: True  # type: ignore[method-assign]
    timer = close_modal_dialogs(qtbot, seen)
    win.new_game_dialog()
    timer.stop()
    assert seen == ["New game"]
    win.close()


def test_the_limits_match_the_new_game_dialogs_fields(qtbot: QtBot) -> None:
    make_application()
    win = MainWindow()
    qtbot.addWidget(win)
    dialog = NewGameDialog(win.presets, NewGameChoices(target=TARGET_MAX), parent=win)
    qtbot.addWidget(dialog)
    assert dialog.target.maximum() == TARGET_MAX and dialog.target.minimum() == 0
    assert dialog.target.value() == TARGET_MAX
    assert all(edit.maxLength() == NAME_MAX for edit in dialog.name_edits)


@pytest.mark.parametrize(("raw", "expected"), [
    ("42", 42), ("+7", 7), (" 12 ", 12), ("-1", -1), ("10001", 5), ("²", 5), ("٣", 5), ("0x10", 5), ("1e3", 5),
    ("", 5), ("a, b", 5), ("@Invalid()", 5), ("99999999999999999999999", 5), ("true", 5),
])
def test_read_int_takes_plain_numbers_in_range_only(raw: str, expected: int) -> None:
    make_application()
    (home() / "settings.ini").write_text(f"[x]\nn={raw}\n", encoding="utf-8")
    assert read_int(app_settings(), "x/n", 5, -1, 10000) == expected


@pytest.mark.parametrize(("raw", "expected"), [
    ("true", True), ("false", False), ("1", True), ("0", False), ("yes", True), ("maybe", None), ("", None),
    ("a, b", None), ("@Invalid()", None), ("2", None),
])
def test_read_bool_knows_true_and_false_only(raw: str, expected: bool | None) -> None:
    make_application()
    (home() / "settings.ini").write_text(f"[x]\nb={raw}\n", encoding="utf-8")
    settings = app_settings()
    if expected is None:
        assert read_bool(settings, "x/b", True) is True and read_bool(settings, "x/b", False) is False
    else:
        assert read_bool(settings, "x/b", not expected) is expected


def test_read_str_refuses_lists_controls_and_unknown_choices() -> None:
    make_application()
    (home() / "settings.ini").write_text("[x]\nlist=a, b\nctl=a\\x1b\nok=red\nlong=" + "z" * 50 + "\n",
                                         encoding="utf-8")
    settings = app_settings()
    assert read_str(settings, "x/list", "d") == "d"
    assert read_str(settings, "x/ctl", "d") == "d"
    assert read_str(settings, "x/ok", "d", choices=("red", "blue")) == "red"
    assert read_str(settings, "x/ok", "d", choices=("blue",)) == "d"
    assert read_str(settings, "x/long", "d", max_length=10) == "d"
    assert read_str(settings, "x/missing", "d") == "d"
