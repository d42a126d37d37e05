"""``--selftest`` in-process and from the command line: it passes here, and says why when it fails."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop import selftest

from .helpers import ROOT


def test_the_selftest_passes_every_check_and_leaves_the_user_folder_alone(
    qapp: object, tmp_path: Path, _user_home: Path
) -> None:
    report = tmp_path / "report.txt"
    assert selftest.run(report=report) == 0
    lines = report.read_text().splitlines()
    assert lines[0].startswith("Spades Desktop ") and lines[-1] == "self-test passed"
    checks = [line.split(":")[0].split(None, 1)[1] for line in lines if line.startswith("ok ")]
    assert checks == ["data", "user folders", "qt", "presets", "window", "score sheet", "translations"]
    assert "MainWindow played a hand of bots" in report.read_text()
    # It played in a scratch folder: nothing of the player's (here the test's home) was written or changed.
    assert os.environ["SPADES_DESKTOP_HOME"] == str(_user_home)
    assert list(_user_home.iterdir()) == []


def test_a_broken_built_in_preset_fails_the_selftest_with_the_reason(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from spades_desktop.rules import presets

    broken = tmp_path / "variants"
    broken.mkdir()
    (broken / "standard.yaml").write_text("id: standard\nname: {en: Standard}\nrules: {target: [not, a, number]}\n")
    monkeypatch.setattr(presets, "built_in_dir", lambda: broken)
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "FAILED presets: " in out and "standard.yaml" in out
    assert out.rstrip().endswith("self-test FAILED")
    assert "ok    window" not in out  # it stops at the first failure


def test_a_missing_dialog_picture_fails_the_selftest_with_its_path(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from spades_desktop.gui import style

    missing = tmp_path / "spin-up-dark.svg"
    monkeypatch.setattr(style, "spin_arrow", lambda direction, theme: str(missing))
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "FAILED qt: the dialogs' spin box arrow" in out and str(missing) in out


def test_user_data_inside_the_app_folder_fails_the_selftest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("SPADES_DESKTOP_HOME")
    from spades_desktop import paths

    monkeypatch.setattr(paths, "user_data_dir", lambda: tmp_path / "app" / "userdata")
    monkeypatch.setattr(selftest, "app_folders", lambda: [tmp_path / "app"])
    assert selftest.run() == 1
    assert "FAILED user folders: user data would be written into the app folder" in capsys.readouterr().out


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "spades_desktop", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300)


def test_the_selftest_subcommand_runs_headless_without_a_display(tmp_path: Path) -> None:
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM") if sys.platform.startswith("linux") else ()
    env_without_display = {k: v for k, v in os.environ.items() if k not in hidden}
    report = tmp_path / "report.txt"
    result = subprocess.run([sys.executable, "-m", "spades_desktop", "selftest", "--report", str(report)],
                            capture_output=True, text=True, cwd=ROOT, timeout=300,
                            env={**env_without_display, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("self-test passed")
    assert report.read_text() == result.stdout
    if sys.platform.startswith("linux"):
        assert "platform 'offscreen'" in result.stdout


def test_the_report_option_needs_the_selftest_flag() -> None:
    result = run_cli("--selftest-report", "x.txt")
    assert result.returncode == 2 and "--selftest-report goes with --selftest" in result.stderr
    result = run_cli("selftest", "--timeout", "0")
    assert result.returncode == 2 and "--timeout must be a positive number" in result.stderr


def test_an_error_inside_the_window_fails_the_selftest_even_though_qt_goes_on(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from spades_desktop.gui.main_window import MainWindow

    def broken_scorepad(self: MainWindow, score: object) -> None:
        raise RuntimeError("the scorepad fell over")

    monkeypatch.setattr(MainWindow, "_hand_scored", broken_scorepad)
    hook = sys.excepthook
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "FAILED window: an error in the window:" in out and "RuntimeError: the scorepad fell over" in out
    assert sys.excepthook is hook


def test_a_report_that_cannot_be_written_is_a_clear_error(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.run(report=tmp_path / "no-such-folder" / "report.txt") == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot write the self-test report ") and "Traceback" not in err


def test_the_report_tells_an_installed_package_from_a_source_checkout(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: --selftest of a pip-installed wheel said "(from source, …)"; only the frozen app was told apart.
    for lib in ("lib/python3.11/site-packages", "usr/lib/python3/dist-packages", "Lib/site-packages"):
        package = tmp_path / "venv" / lib / "spades_desktop"
        package.mkdir(parents=True)
        assert selftest.how_installed(package) == "installed", lib
    (tmp_path / "venv" / ".git").mkdir()  # a site-packages inside a checkout (a venv in the repository) still is
    assert selftest.how_installed(tmp_path / "venv/lib/python3.11/site-packages/spades_desktop") == "installed"
    checkout = tmp_path / "checkout"
    (checkout / "spades_desktop").mkdir(parents=True)
    assert selftest.how_installed(checkout / "spades_desktop") == "installed", "an unpacked copy, no git"
    (checkout / ".git").write_text("gitdir: /elsewhere/.git/worktrees/x\n")  # a worktree's .git is a file
    assert selftest.how_installed(checkout / "spades_desktop") == "from source"
    assert selftest.how_installed() == "from source", "this checkout"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert selftest.how_installed(checkout / "spades_desktop") == "frozen"
