"""App identity for the builds: version from pyproject.toml, Windows version resource, Linux desktop files."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from .helpers import PACKAGING, ROOT, load

appinfo = load("appinfo")
build = load("build")


def test_the_version_comes_from_pyproject() -> None:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        assert appinfo.version() == tomllib.load(fh)["project"]["version"]


@pytest.mark.parametrize(("text", "numbers"), [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)),
                                                ("2.0.1rc3", (2, 0, 1, 0)), ("3.4.5+local.7", (3, 4, 5, 0))])
def test_windows_needs_four_version_numbers(text: str, numbers: tuple[int, ...]) -> None:
    assert appinfo.version_tuple(text) == numbers


def test_an_unknown_template_placeholder_is_an_error_not_a_leftover() -> None:
    with pytest.raises(KeyError, match="@NOPE@"):
        appinfo.fill("Name=@APP_NAME@ @NOPE@", {"APP_NAME": "x"})


def _structure(name: str) -> Any:
    return lambda *args, **kwargs: (name, args, kwargs)


def test_the_windows_version_resource_names_the_game_and_its_version(tmp_path: Path) -> None:
    text = appinfo.write_windows_version_file(tmp_path / "version.txt", "1.2.3").read_text()
    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct"]
    info = eval(text, {name: _structure(name) for name in names})  # PyInstaller reads the file with eval too
    assert info[0] == "VSVersionInfo"
    fixed = info[2]["ffi"]
    assert fixed[2]["filevers"] == (1, 2, 3, 0) and fixed[2]["prodvers"] == (1, 2, 3, 0)
    strings = {s[1][0]: s[1][1] for s in info[2]["kids"][0][1][0][0][1][1]}
    assert strings["ProductName"] == "Spades Desktop" and strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "SpadesDesktop.exe"


def test_quotes_in_values_cannot_break_the_version_resource(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(appinfo, "summary", lambda: "Spades: it's \\ fun")
    text = appinfo.write_windows_version_file(tmp_path / "version.txt", "1.0.0").read_text()
    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct"]
    info = eval(text, {name: _structure(name) for name in names})
    strings = {s[1][0]: s[1][1] for s in info[2]["kids"][0][1][0][0][1][1]}
    assert strings["Comments"] == "Spades: it's \\ fun"


def test_the_frozen_app_gets_package_metadata_with_the_version(tmp_path: Path) -> None:
    dist_info = appinfo.write_dist_info(tmp_path, "4.5.6")
    assert dist_info.name == "spades_desktop-4.5.6.dist-info"
    metadata = (dist_info / "METADATA").read_text()
    assert "Name: spades-desktop\n" in metadata and "Version: 4.5.6\n" in metadata


LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive's extras")


@LINUX_ONLY
def test_the_linux_folder_gets_a_desktop_entry_metainfo_icons_and_an_installer(tmp_path: Path) -> None:
    folder = tmp_path / "SpadesDesktop"
    folder.mkdir()
    build.add_linux_files(folder, "7.8.9", icons(tmp_path), changelog_file(tmp_path, "7.8.9"))
    desktop = folder / "share" / "applications" / "org.spadesdesktop.SpadesDesktop.desktop"
    entries = dict(line.split("=", 1) for line in desktop.read_text().splitlines() if "=" in line)
    assert entries["Name"] == "Spades Desktop" and entries["Exec"] == "SpadesDesktop"
    assert entries["Icon"] == "spades-desktop" and "CardGame" in entries["Categories"]
    root = ET.parse(folder / "share" / "metainfo" / "org.spadesdesktop.SpadesDesktop.metainfo.xml").getroot()
    assert root.findtext("id") == "org.spadesdesktop.SpadesDesktop"
    assert root.find("launchable").text == desktop.name  # type: ignore[union-attr]
    assert root.find("releases/release").get("version") == "7.8.9"  # type: ignore[union-attr]
    assert root.findtext("project_license") == appinfo.license_id()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (folder / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "spades-desktop.png").is_file()
    assert (folder / "install-desktop-entry.sh").stat().st_mode & 0o111
    assert "7.8.9" in (folder / "README.txt").read_text()
    assert "_internal/licenses/THIRD-PARTY.txt" in (folder / "README.txt").read_text()
    assert (folder / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes(), "the tarball's own licence"
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate", "--no-net", str(root_file(folder))],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def changelog_file(tmp_path: Path, version: str) -> Path:
    path = tmp_path / "CHANGELOG.md"
    path.write_text(f"# Changelog\n\n## [Unreleased] ({version})\n\nSummary.\n\n### Area\n\n- a change\n",
                    encoding="utf-8")
    return path


def icons(tmp_path: Path) -> Path:
    folder = tmp_path / "icons"
    load("make_icons").write_icons(folder, png_sizes=(16, 32, 48, 64, 128, 256, 512), bundles=False)
    return folder


def root_file(folder: Path) -> Path:
    return folder / "share" / "metainfo" / "org.spadesdesktop.SpadesDesktop.metainfo.xml"


@LINUX_ONLY
def test_the_menu_installer_points_the_entry_at_the_folder_and_uninstalls(tmp_path: Path) -> None:
    folder = tmp_path / "My Games" / "SpadesDesktop"
    folder.mkdir(parents=True)
    build.add_linux_files(folder, "1.0.0", icons(tmp_path), changelog_file(tmp_path, "1.0.0"))
    (folder / "SpadesDesktop").write_text("#!/bin/sh\n")
    (folder / "SpadesDesktop").chmod(0o755)
    data = tmp_path / "data"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    result = subprocess.run([str(folder / "install-desktop-entry.sh")], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    entry = data / "applications" / "org.spadesdesktop.SpadesDesktop.desktop"
    assert f'Exec="{folder}/SpadesDesktop"' in entry.read_text()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "spades-desktop.png").is_file()
    result = subprocess.run([str(folder / "install-desktop-entry.sh"), "--uninstall"], capture_output=True,
                            text=True, env=env)
    assert result.returncode == 0 and not entry.exists()
    assert not (data / "icons" / "hicolor" / "256x256" / "apps" / "spades-desktop.png").exists()


@LINUX_ONLY
def test_the_menu_installer_refuses_a_path_it_cannot_quote(tmp_path: Path) -> None:
    folder = tmp_path / "cost$5" / "SpadesDesktop"
    folder.mkdir(parents=True)
    shutil.copyfile(PACKAGING / "linux" / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    (folder / "install-desktop-entry.sh").chmod(0o755)
    (folder / "SpadesDesktop").write_text("#!/bin/sh\n")
    (folder / "SpadesDesktop").chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([str(folder / "install-desktop-entry.sh")], capture_output=True, text=True, env=env)
    assert result.returncode == 1 and "move the folder" in result.stderr
    assert not (tmp_path / "data" / "applications").exists()
