"""The licences the built app ships (``packaging/third_party.py``): the game's GPL-3, Qt's LGPL-3 and the texts of
the bundled Python distributions, with a notice naming each component; and the licence in the wheel and sdist."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from .helpers import ROOT, load

third_party = load("third_party")


def test_the_repository_carries_the_gpl_3_text_verbatim() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007")
    assert "END OF TERMS AND CONDITIONS" in text and "How to Apply These Terms to Your New Programs" in text
    debian = Path("/usr/share/common-licenses/GPL-3")
    if debian.is_file():
        assert (ROOT / "LICENSE").read_bytes() == debian.read_bytes()
    lgpl = (ROOT / "packaging" / "licenses" / "LGPL-3.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007" in lgpl


def test_the_wheel_and_sdist_declare_and_carry_the_licence_and_not_the_bench_results() -> None:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        config = tomllib.load(fh)
    assert config["project"]["license"] == "GPL-3.0-or-later"
    assert config["project"]["license-files"] == ["LICENSE"]
    sdist = config["tool"]["hatch"]["build"]["targets"]["sdist"]
    assert "LICENSE" in sdist["include"]
    assert "bench" in sdist["include"] and "bench/results" in sdist["exclude"], "the scripts, not 2,500 results"


@pytest.mark.parametrize("linux", [True, False])
def test_the_bundle_s_licenses_folder_names_every_component(tmp_path: Path, linux: bool) -> None:
    pytest.importorskip("PyInstaller")  # its licence is the bootloader's, copied from the build extra
    written = third_party.write_licenses(tmp_path / "licenses", "Spades Desktop", "9.8.7", linux=linux)
    names = {path.name for path in written}
    assert names >= {"LICENSE", "THIRD-PARTY.txt", "LGPL-3.txt", "Python.txt", "Pillow.txt", "PyYAML.txt",
                     "PyInstaller.txt"}
    assert ("LGPL-2.1.txt" in names) is linux, "GLib and co. are bundled by the Linux build only"
    assert (tmp_path / "licenses" / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    notice = (tmp_path / "licenses" / "THIRD-PARTY.txt").read_text(encoding="utf-8")
    assert notice.startswith("Spades Desktop 9.8.7: licences") and "GPL-3.0-or-later" in notice
    for component in ("Qt 6", "PySide6", "shiboken6", "Pillow", "PyYAML", "Python", "PyInstaller"):
        assert f"* {component}" in notice, component
    assert notice.count("LGPL-3.0-only") >= 3 and "(not installed)" not in notice
    from importlib import metadata

    assert f"version {metadata.version('PySide6-Essentials')}" in notice
    assert ("System libraries" in notice) is linux
    for path in written:  # every text the notice names is in the folder
        if path.name != "THIRD-PARTY.txt":
            assert path.stat().st_size > 500, path


def test_a_distribution_without_a_licence_file_stops_the_build() -> None:
    with pytest.raises(third_party.LicenseError, match="not installed"):
        third_party.distribution_license_text("no-such-distribution-here")
