"""packaging/build.py's own checks, on a fake app (a shell script), so they run in milliseconds."""

from __future__ import annotations

import os
import shutil
import stat
import tarfile
from pathlib import Path

import pytest

from .helpers import load

appinfo = load("appinfo")
build = load("build")
third_party = load("third_party")

pytestmark = pytest.mark.skipif(os.name == "nt" or shutil.which("sh") is None, reason="the fake app is a sh script")

FAKE_APP = """#!/bin/sh
# A stand-in for the frozen game: --version, and --selftest --selftest-report FILE.
here=$(cd "$(dirname "$0")" && pwd)
case "$1" in
    --version) echo "Spades Desktop @VERSION@" ;;
    --selftest)
        printf 'Spades Desktop @VERSION@ self-test (frozen)\\nself-test passed\\n' > "$3"
        @EXTRA@
        ;;
esac
"""


def fake_app(tmp_path: Path, extra: str = ":", version: str = "0.1.0") -> Path:
    """The app folder (the .app bundle on macOS) with a fake executable where build.py expects it."""
    folder = tmp_path / "dist" / (appinfo.MAC_APP if appinfo.platform_tag() == "macos" else appinfo.EXE_NAME)
    exe = build.executable(folder)
    exe.parent.mkdir(parents=True)
    exe.write_text(FAKE_APP.replace("@VERSION@", version).replace("@EXTRA@", extra))
    exe.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "data.txt").write_text("shipped data\n")
    return folder


def test_a_well_behaved_app_passes_the_smoke_test_from_its_folder_and_a_read_only_copy(tmp_path: Path) -> None:
    folder = fake_app(tmp_path)
    figures = build.smoke_test(folder, "0.1.0", read_only=True)
    assert set(figures) == {"selftest_s", "selftest_read_only_s"}


def test_an_app_that_writes_into_its_own_folder_fails(tmp_path: Path) -> None:
    folder = fake_app(tmp_path, extra='echo x > "$here/settings.ini" 2>/dev/null || true')
    with pytest.raises(build.BuildError, match=r"wrote into the app folder \(.*settings\.ini"):
        build.smoke_test(folder, "0.1.0", read_only=False)


def test_a_failing_selftest_fails_the_build_with_its_status(tmp_path: Path) -> None:
    folder = fake_app(tmp_path, extra="echo 'FAILED window: no platform plugin' >&2; exit 1")
    with pytest.raises(build.BuildError, match=r"(?s)exit status 1.*no platform plugin"):
        build.smoke_test(folder, "0.1.0", read_only=False)


def test_a_wrong_version_fails_the_build(tmp_path: Path) -> None:
    folder = fake_app(tmp_path, version="9.9.9")
    with pytest.raises(build.BuildError, match=r"expected 'Spades Desktop 0\.1\.0'"):
        build.smoke_test(folder, "0.1.0", read_only=False)


@pytest.mark.skipif(appinfo.platform_tag() != "linux", reason="the Linux archive")
def test_the_linux_archive_holds_the_folder_with_its_executable_bits(tmp_path: Path) -> None:
    folder = fake_app(tmp_path)
    archive = build.make_archive(folder, tmp_path / "dist", "0.1.0")
    assert archive.name == f"SpadesDesktop-0.1.0-linux-{appinfo.arch_tag()}.tar.gz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert set(members) == {"SpadesDesktop", "SpadesDesktop/SpadesDesktop", "SpadesDesktop/_internal",
                            "SpadesDesktop/_internal/data.txt"}
    exe = members["SpadesDesktop/SpadesDesktop"]
    assert exe.mode & stat.S_IXUSR and exe.uid == 0 and exe.uname == ""


def test_a_missing_build_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="build it first"):
        build.app_folder(tmp_path / "nothing-here")


def test_the_data_check_names_a_shipped_file_the_bundle_lacks(tmp_path: Path) -> None:
    folder = tmp_path / "SpadesDesktop"
    inside = folder / "_internal" / "spades_desktop"
    for name in ("assets", "variants"):
        shutil.copytree(build.ROOT / name, inside / name, ignore=shutil.ignore_patterns(*[f"*{s}" for s in
                                                                                         build.SKIP_DATA]))
    third_party.write_licenses(folder / "_internal" / "licenses", "Spades Desktop", "1.0.0", linux=True)
    build.check_data(folder)  # complete: passes
    (folder / "_internal" / "licenses" / "PyYAML.txt").unlink()
    with pytest.raises(build.BuildError, match=r"lacks the licence file\(s\) PyYAML\.txt"):
        build.check_data(folder)
    (inside / "variants" / "standard.yaml").unlink()
    with pytest.raises(build.BuildError, match=r"lacks 1 data file\(s\): variants/standard\.yaml"):
        build.check_data(folder)


def test_the_menu_entry_and_the_running_window_have_one_name() -> None:
    """The window's X11 class and Wayland app id did not match its desktop entry: docks could not group the
    window with its menu entry or show its icon."""
    from spades_desktop import APP_ID, APP_NAME

    assert appinfo.APP_ID == APP_ID and appinfo.APP_NAME == APP_NAME
    entry = (build.ROOT / "packaging" / "linux" / "spades-desktop.desktop.in").read_text(encoding="utf-8")
    assert "StartupWMClass=@APP_NAME@" in entry

