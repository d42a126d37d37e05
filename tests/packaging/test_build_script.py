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
    folder = tmp_path / "dist" / "SpadesDesktop"
    folder.mkdir(parents=True)
    exe = folder / "SpadesDesktop"
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
    folder = fake_app(tmp_path, extra='echo x > "$here/_internal/settings.ini" 2>/dev/null || true')
    with pytest.raises(build.BuildError, match=r"wrote into the app folder \(.*_internal/settings.ini"):
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
