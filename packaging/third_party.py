"""The licences the built app ships: the game's own and those of everything PyInstaller puts beside it.

``write_licenses(folder)`` fills ``folder`` (the spec puts it in the bundle as ``licenses/``) with

- ``LICENSE`` — the game's licence, the GNU GPL 3 (``LICENSE`` of the repository);
- ``LGPL-3.txt`` — Qt 6, PySide6 and shiboken6 are used under the GNU LGPL 3 (which builds on the GPL 3 text in
  ``LICENSE``); their wheels carry no licence text, so the repository keeps a copy (``packaging/licenses/``);
- ``LGPL-2.1.txt`` — for the system libraries of a Linux build under it (GLib);
- ``Python.txt``, ``Pillow.txt``, ``PyYAML.txt``, ``PyInstaller.txt`` — the texts the build's Python and its
  installed distributions carry (Pillow's also covers the libraries in its wheel: libjpeg, libpng, FreeType …;
  PyInstaller's covers its bootloader, the app's executable);
- ``THIRD-PARTY.txt`` — a notice naming each component, its version and licence, where its source is, and
  which file holds its licence text.

Pure standard library (the spec and the tests import it); versions come from the build's environment.
"""

from __future__ import annotations

import shutil
import sys
import sysconfig
import textwrap
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
TEXTS = PACKAGING / "licenses"  # licence texts that no installed distribution carries
GAME_LICENSE = ROOT / "LICENSE"
FOLDER_NAME = "licenses"  # inside the bundle: _internal/licenses (Windows, Linux), Contents/Resources (macOS)


class LicenseError(Exception):
    """A licence text the bundle must carry was not found."""


@dataclass(frozen=True, slots=True)
class Component:
    name: str
    distribution: str | None  # the installed distribution that brings it (its version and licence files)
    license: str
    text: str  # the file in licenses/ with its licence text
    source: str
    note: str = ""


COMPONENTS = (
    Component("Qt 6 (QtCore, QtGui, QtWidgets, QtSvg, QtPrintSupport and their plugins)", "PySide6-Essentials",
              "LGPL-3.0-only (Qt is also offered under GPL-2.0/GPL-3.0)", "LGPL-3.txt, LICENSE",
              "https://download.qt.io/official_releases/qt/",
              "The Qt libraries are separate shared libraries in the app's folder: you may replace them with your own "
              "build of the same Qt version. Qt contains third-party code (ICU, HarfBuzz, FreeType, libpng, "
              "libjpeg, PCRE2, zlib, double-conversion …); their licences: "
              "https://doc.qt.io/qt-6/licenses-used-in-qt.html"),
    Component("PySide6 (Qt for Python)", "PySide6-Essentials",
              "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only, used under LGPL-3.0-only", "LGPL-3.txt, LICENSE",
              "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
    Component("shiboken6 (the PySide6 binding runtime)", "shiboken6",
              "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only, used under LGPL-3.0-only", "LGPL-3.txt, LICENSE",
              "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
    Component("Pillow (with the libraries in its wheel: libjpeg-turbo, libpng, zlib, FreeType, HarfBuzz, "
              "libtiff, libwebp, Little CMS, OpenJPEG …)", "Pillow", "MIT-CMU (HPND); the libraries' own in the "
              "same file", "Pillow.txt", "https://github.com/python-pillow/Pillow"),
    Component("PyYAML (with libyaml)", "PyYAML", "MIT", "PyYAML.txt", "https://github.com/yaml/pyyaml"),
    Component("Python", None, "PSF-2.0", "Python.txt", "https://www.python.org/downloads/source/"),
    Component("PyInstaller bootloader (the app's executable)", "PyInstaller",
              "GPL-2.0-or-later with the bootloader exception (the bootloader may be distributed with any "
              "program)", "PyInstaller.txt", "https://github.com/pyinstaller/pyinstaller"),
)

# the texts copied from an installed distribution: (distribution, file in licenses/)
DISTRIBUTION_TEXTS = (("Pillow", "Pillow.txt"), ("PyYAML", "PyYAML.txt"), ("PyInstaller", "PyInstaller.txt"))

LINUX_SYSTEM_LIBRARIES = """\
System libraries (Linux build only). PyInstaller copies into _internal/ the shared libraries of the build
machine's distribution that Python and Qt load, each under its own licence; the source of each is that
distribution's package of the same name (on Debian/Ubuntu its copyright file is
/usr/share/doc/PACKAGE/copyright). Among them: libstdc++ and libgcc_s (GPL-3.0 with the GCC Runtime Library
Exception), GLib (LGPL-2.1-or-later, LGPL-2.1.txt), libX11, libxcb and the xcb-util libraries, libxkbcommon
(MIT/X11), fontconfig (MIT-style), FreeType (FTL or GPL-2.0), D-Bus (AFL-2.1 or GPL-2.0), OpenSSL (Apache-2.0),
libffi (MIT), zlib (Zlib), PCRE2 (BSD-3-Clause), ICU (Unicode-3.0).
"""


def distribution_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "(not installed)"


def distribution_license_text(name: str) -> Path:
    """The licence file an installed distribution carries (``licenses/LICENSE``, ``LICENSE``, ``COPYING.txt`` …)."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        raise LicenseError(f"{name} is not installed in this Python, so its licence cannot be bundled") from None
    candidates = []
    for file in dist.files or ():
        parts = file.parts
        if len(parts) >= 2 and parts[0].endswith(".dist-info") and parts[-1].upper().startswith(("LICEN", "COPYING")):
            candidates.append(Path(str(dist.locate_file(file))))
    found = sorted(path for path in candidates if path.is_file())
    if not found:
        raise LicenseError(f"the installed {name} {dist.version} carries no licence file in its dist-info")
    return found[0]


def python_license_text() -> Path:
    """CPython's ``LICENSE.txt``: beside the standard library (POSIX, macOS) or in the installation (Windows)."""
    places = [Path(sysconfig.get_path("stdlib")) / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt",
              Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"]
    for place in places:
        if place.is_file():
            return place
    raise LicenseError(f"Python's LICENSE.txt is in none of {', '.join(map(str, places))}")


def notice(app_name: str, version: str, linux: bool) -> str:
    """The text of ``THIRD-PARTY.txt``."""
    python = f"{sys.version_info[0]}.{sys.version_info[1]}.{sys.version_info[2]}"
    lines = [
        f"{app_name} {version}: licences",
        "=" * len(f"{app_name} {version}: licences"),
        "",
        f"{app_name} is free software: you can redistribute it and/or modify it under the terms of the GNU",
        "General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later); the text is",
        "LICENSE in this folder. It comes with NO WARRANTY, to the extent permitted by law.",
        "",
        "This app also carries the following components, each under its own licence (texts in this folder):",
        "",
    ]
    for component in COMPONENTS:
        version_text = python if component.distribution is None else distribution_version(component.distribution)
        lines += [
            *textwrap.wrap(f"* {component.name}, version {version_text}", 110, subsequent_indent="  "),
            f"  licence: {component.license}",
            f"  licence text: {component.text}",
            f"  source: {component.source}",
        ]
        if component.note:
            lines += textwrap.wrap(component.note, 110, initial_indent="  ", subsequent_indent="  ")
        lines.append("")
    if linux:
        lines += [LINUX_SYSTEM_LIBRARIES]
    return "\n".join(lines).rstrip() + "\n"


def write_licenses(folder: Path, app_name: str, version: str, linux: bool) -> list[Path]:
    """Fill ``folder`` with the licence texts and ``THIRD-PARTY.txt``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    copies = {"LICENSE": GAME_LICENSE, "LGPL-3.txt": TEXTS / "LGPL-3.txt", "Python.txt": python_license_text()}
    if linux:
        copies["LGPL-2.1.txt"] = TEXTS / "LGPL-2.1.txt"
    for distribution, name in DISTRIBUTION_TEXTS:
        copies[name] = distribution_license_text(distribution)
    written = []
    for name, source in copies.items():
        if not source.is_file():
            raise LicenseError(f"the licence text {source} is missing")
        shutil.copyfile(source, folder / name)
        written.append(folder / name)
    (folder / "THIRD-PARTY.txt").write_text(notice(app_name, version, linux), encoding="utf-8")
    written.append(folder / "THIRD-PARTY.txt")
    return written
