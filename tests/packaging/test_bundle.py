"""The real thing: build the one-folder app with PyInstaller, smoke-test it, and check the archive.

About a minute on two cores (PyInstaller ~30 s, two frozen self-tests, the
archive), so it is marked ``packaging`` and skipped where PyInstaller is not
installed (``pip install -e '.[build]'``); ``-m "not packaging"`` leaves it out.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from .helpers import PACKAGING, load

pytestmark = pytest.mark.packaging
appinfo = load("appinfo")


@pytest.mark.skipif(appinfo.platform_tag() != "linux", reason="CI builds Windows and macOS with packaging/build.py")
def test_the_linux_bundle_builds_passes_its_selftest_and_is_archived(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    dist, work = tmp_path / "dist", tmp_path / "work"
    env = {k: v for k, v in os.environ.items() if k not in ("SPADES_DESKTOP_HOME", "QT_QPA_PLATFORM", "DISPLAY",
                                                            "WAYLAND_DISPLAY")}
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
                            capture_output=True, text=True, env=env, timeout=900)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    figures = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line and line[0] != "[")
    assert result.stdout.rstrip().splitlines()[-1].startswith("linux_archive_mb: ")
    assert float(figures["linux_archive_mb"]) < 70, "the Linux archive grew past the 70 MB goal"
    assert "--selftest (as built) passed" in result.stdout
    assert "--selftest (read-only copy) passed" in result.stdout

    archive = Path(figures["archive"])
    assert archive.name == appinfo.archive_name()
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        tar.extractall(tmp_path / "unpacked", filter="tar")
    for name in ("SpadesDesktop/SpadesDesktop", "SpadesDesktop/README.txt", "SpadesDesktop/install-desktop-entry.sh",
                 f"SpadesDesktop/share/applications/{appinfo.APP_ID}.desktop",
                 f"SpadesDesktop/share/metainfo/{appinfo.APP_ID}.metainfo.xml",
                 "SpadesDesktop/share/icons/hicolor/256x256/apps/spades-desktop.png",
                 "SpadesDesktop/_internal/spades_desktop/variants/standard.yaml",
                 "SpadesDesktop/_internal/spades_desktop/variants/README.md",  # the preset errors name it
                 "SpadesDesktop/_internal/spades_desktop/assets/icons/spades-desktop.png"):
        assert name in names, name
    for qm in (appinfo.ROOT / "assets" / "translations").glob("*.qm"):  # the game's own translations
        assert f"SpadesDesktop/_internal/spades_desktop/assets/translations/{qm.name}" in names
    # The game's metadata is its own: the build venv's editable install named the build machine's source folder.
    meta = sorted(n.rsplit("/", 1)[1] for n in names if n.startswith(
        f"SpadesDesktop/_internal/spades_desktop-{appinfo.version()}.dist-info/"))
    assert meta == ["INSTALLER", "METADATA"], meta
    # The licences: the game's (also at the top, where a tarball has it) and those of what the bundle carries.
    licenses = "SpadesDesktop/_internal/licenses/"
    for name in ("LICENSE", "THIRD-PARTY.txt", "LGPL-3.txt", "LGPL-2.1.txt", "Python.txt", "Pillow.txt",
                 "PyYAML.txt", "PyInstaller.txt"):
        assert licenses + name in names, name
    unpacked_root, gpl = tmp_path / "unpacked" / "SpadesDesktop", (appinfo.ROOT / "LICENSE").read_bytes()
    assert (unpacked_root / "LICENSE").read_bytes() == gpl
    assert (unpacked_root / "_internal" / "licenses" / "LICENSE").read_bytes() == gpl
    notice = (unpacked_root / "_internal" / "licenses" / "THIRD-PARTY.txt").read_text(encoding="utf-8")
    for component in ("Qt 6", "PySide6", "shiboken6", "Pillow", "PyYAML", "Python"):
        assert f"* {component}" in notice, component
    # Unused Qt stays out (the size goal depends on it).
    assert not [n for n in names if "QtNetwork" in n or "libQt6Quick" in n or "libQt6Qml" in n or "qtwebengine" in n]

    unpacked = tmp_path / "unpacked" / "SpadesDesktop" / "SpadesDesktop"
    version = subprocess.run([str(unpacked), "--version"], capture_output=True, text=True, env=env, timeout=120)
    assert version.stdout.strip() == f"Spades Desktop {appinfo.version()}"
