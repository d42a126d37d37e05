"""The installable project: README and CI agree, and a wheel finds its data."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ci_runs_exactly_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    command = [line for line in ci.splitlines() if "pytest" in line and not line.startswith("#")]
    assert len(command) == 1
    readme = (ROOT / "README.md").read_text()
    assert command[0].strip() in readme


def test_version_and_help_on_the_command_line() -> None:
    out = subprocess.run([sys.executable, "-m", "spades_desktop", "--version"], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert re.fullmatch(r"Spades Desktop \d+\.\d+\.\d+\n", out.stdout)
    out = subprocess.run([sys.executable, "-m", "spades_desktop", "--help"], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert "replay" in out.stdout


def test_a_bad_argument_is_a_clear_error_with_status_2() -> None:
    out = subprocess.run([sys.executable, "-m", "spades_desktop", "no-such-command"], capture_output=True,
                         text=True, cwd=ROOT)
    assert out.returncode == 2 and "invalid choice" in out.stderr and "Traceback" not in out.stderr


def test_without_a_display_the_game_says_so_in_one_line() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    if sys.platform != "linux":
        pytest.skip("the display check is for Linux")
    out = subprocess.run([sys.executable, "-m", "spades_desktop"], capture_output=True, text=True, cwd=ROOT,
                         env=env, timeout=60)
    assert out.returncode == 1
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "needs a display" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


@pytest.mark.slow
def test_an_installed_wheel_finds_assets_and_variants_from_another_folder(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
                   check=True, timeout=300)
    wheel = next(wheels.glob("spades_desktop-*.whl"))
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names), "the GPL text rides in the wheel"
    translations = {n.rsplit("/", 1)[1] for n in names if n.startswith("spades_desktop/assets/translations/")}
    assert "spades_desktop_ru.qm" in translations, "the game loads the .qm"
    assert not [n for n in translations if n.endswith((".py", ".ts"))], "the translations' sources stay out"
    venv = tmp_path / "venv"
    # A venv without its own pip (ensurepip takes seconds): this pip installs into it (``--python``).
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    # Only PyYAML is needed for the data and the rules card; Qt stays out of this check.
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel),
                    "PyYAML"], check=True, timeout=300)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "SPADES_DESKTOP_HOME": str(tmp_path / "home")}
    env.pop("PYTHONPATH", None)
    code = (
        "from spades_desktop.paths import assets_dir, variants_dir\n"
        "import spades_desktop\n"
        "print(spades_desktop.__file__); print(assets_dir()); print(variants_dir())\n"
        "print(len(list(variants_dir().glob('*.yaml'))))\n"
        "from spades_desktop.selftest import how_installed; print(how_installed())\n"
    )
    out = subprocess.run([str(python), "-c", code], capture_output=True, text=True, cwd=elsewhere, env=env,
                         timeout=60, check=True)
    package, assets, variants, count, how = out.stdout.split("\n")[:5]
    assert Path(package).resolve().is_relative_to(venv.resolve())
    assert Path(assets).resolve().is_relative_to(venv.resolve())
    assert Path(variants).resolve().is_relative_to(venv.resolve())
    assert int(count) >= 1
    assert how == "installed", "--selftest of a wheel said 'from source' (QA)"
    rules = subprocess.run([str(python), "-m", "spades_desktop", "rules", "standard"], capture_output=True,
                           text=True, cwd=elsewhere, env=env, timeout=60)
    assert rules.returncode == 0, rules.stderr
    assert "500" in rules.stdout
