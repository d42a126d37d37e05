"""Build the Spades Desktop app for this platform, smoke-test it, and archive it.

    python packaging/build.py                 # build + smoke test + archive (from the repository root or anywhere)
    python packaging/build.py --skip-build    # smoke-test and archive what is already in dist/

Steps:
1. PyInstaller builds the one-folder app from ``packaging/spades_desktop.spec``
   into ``dist/SpadesDesktop/`` (macOS also ``dist/Spades Desktop.app``).
2. Every shipped file of ``assets/`` and ``variants/`` must be in the bundle.
   Linux: the desktop entry, AppStream metadata (its release described by the
   version's summary in ``CHANGELOG.md``), icons, a menu-entry installer
   and a README are added to the folder (they ship in the archive), and ``ldd``
   checks that the trimmed Qt still finds its own libraries.
3. Smoke test: the frozen binary prints the right ``--version`` and passes
   ``--selftest`` (offscreen when there is no display); then the same from a
   read-only copy of the folder (POSIX), and the folder must be unchanged
   afterwards: the app keeps its settings and games in the user's folders.
4. The archive: Linux ``.tar.gz``, Windows ``.zip``, macOS zipped ``.app``.
5. The sizes, as ``name: value`` lines (the last is the archive's size in MB).

Exit status 0 when everything passed, 1 when a step failed (with the reason), 2 for bad usage.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo
import changelog
import third_party

ROOT = appinfo.ROOT
SPEC = ROOT / "packaging" / "spades_desktop.spec"
LINUX_DIR = ROOT / "packaging" / "linux"
SELFTEST_TIMEOUT = 300  # seconds; a normal run takes a few seconds


class BuildError(Exception):
    """A step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# --------------------------------------------------------------------------------------------------- 1. PyInstaller
def run_pyinstaller(dist: Path, work: Path, clean: bool) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(
            "PyInstaller is not installed in this Python; install the build extra: "
            f"{sys.executable} -m pip install -e '.[build]'"
        )
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    command.append(str(SPEC))
    log("PyInstaller: " + " ".join(command[2:]))
    started = time.monotonic()
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed with exit status {result.returncode} (its messages are above)")
    log(f"PyInstaller done in {time.monotonic() - started:.0f} s")


def app_folder(dist: Path) -> Path:
    """The folder that is archived: the one-folder app, or the .app bundle on macOS."""
    folder = dist / (appinfo.MAC_APP if appinfo.platform_tag() == "macos" else appinfo.EXE_NAME)
    if not folder.is_dir():
        raise BuildError(f"the built app {folder} is missing; build it first (without --skip-build)")
    return folder


def executable(folder: Path) -> Path:
    platform = appinfo.platform_tag()
    if platform == "macos":
        return folder / "Contents" / "MacOS" / appinfo.EXE_NAME
    return folder / (appinfo.EXE_NAME + (".exe" if platform == "windows" else ""))


# ------------------------------------------------------------------------------------------ 2. Linux desktop files
def add_linux_files(folder: Path, version: str, icon_dir: Path = appinfo.ICON_DIR,
                    changelog_file: Path = changelog.CHANGELOG) -> None:
    """The desktop entry, AppStream metadata, icons (hicolor layout), menu installer and README."""
    share = folder / "share"
    appinfo.render(LINUX_DIR / "spades-desktop.desktop.in", share / "applications" / f"{appinfo.APP_ID}.desktop",
                   version)
    appinfo.render(LINUX_DIR / "metainfo.xml.in", share / "metainfo" / f"{appinfo.APP_ID}.metainfo.xml", version,
                   escape=xml_escape, raw={"RELEASE_DESCRIPTION": release_description(version, changelog_file)})
    pngs = sorted(icon_dir.glob(f"{appinfo.ICON_NAME}-*.png"))
    if not pngs:
        raise BuildError(f"no icons in {icon_dir}; the spec makes them (python packaging/make_icons.py --out DIR)")
    for png in pngs:
        size = png.stem.rsplit("-", 1)[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{appinfo.ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, target)
    installer = folder / "install-desktop-entry.sh"
    shutil.copyfile(LINUX_DIR / "install-desktop-entry.sh", installer)
    installer.chmod(0o755)
    appinfo.render(LINUX_DIR / "README.txt.in", folder / "README.txt", version)
    shutil.copyfile(third_party.GAME_LICENSE, folder / "LICENSE")  # the game's licence, where a tarball has it


def release_description(version: str, changelog_file: Path = changelog.CHANGELOG) -> str:
    """The AppStream release's description: the summary of the version's section in CHANGELOG.md."""
    try:
        text = changelog_file.read_text(encoding="utf-8")
        return changelog.appstream_description(changelog.for_version(text, version))
    except (OSError, changelog.ChangelogError) as exc:
        raise BuildError(f"the release notes for the AppStream metadata: {exc}") from None


def xml_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def check_linux_libraries(folder: Path) -> None:
    """Every Qt/PySide library a bundled file needs is bundled too (a trimmed plugin must not lose a dependency)."""
    if not shutil.which("ldd"):
        log("ldd not found: skipping the library check")
        return
    internal = folder / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    missing: dict[str, set[str]] = {}
    for path in sorted(internal.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            name = line.strip().split(" ", 1)[0]
            if "not found" in line and name.startswith(("libQt6", "libicu", "libpyside6", "libshiboken6", "libpython")):
                missing.setdefault(name, set()).add(str(path.relative_to(folder)))
    if missing:
        details = "; ".join(f"{lib} (needed by {', '.join(sorted(users))})" for lib, users in sorted(missing.items()))
        raise BuildError(f"the bundle lacks libraries its own files need: {details}; "
                         "see DROP in packaging/spades_desktop.spec")
    log("library check: every bundled Qt library finds its Qt dependencies")


SKIP_DATA = (".ts", ".md", ".py", ".pyc")  # as in the spec: what of assets/ and variants/ stays out


def bundled_data(folder: Path) -> Path:
    """The folder holding ``spades_desktop/assets`` inside the built app."""
    for base in (folder / "_internal", folder / "Contents" / "Resources", folder / "Contents" / "Frameworks"):
        if (base / "spades_desktop" / "assets").is_dir():
            return base / "spades_desktop"
    raise BuildError(f"the built app {folder} has no spades_desktop/assets folder")


def check_data(folder: Path) -> None:
    """Every shipped file of assets/ and variants/ is in the bundle (the trimming must not take any)."""
    inside = bundled_data(folder)
    missing = []
    for name in ("assets", "variants"):
        for path in sorted((ROOT / name).rglob("*")):
            if path.is_file() and not path.name.endswith(SKIP_DATA) and "__pycache__" not in path.parts:
                relative = path.relative_to(ROOT)
                if not (inside / relative).is_file():
                    missing.append(str(relative))
    if missing:
        raise BuildError(f"the bundle lacks {len(missing)} data file(s): {', '.join(missing[:10])}")
    log(f"data check: assets/ and variants/ are in {inside}")
    licenses = inside.parent / third_party.FOLDER_NAME
    lacking = [name for name in LICENSE_FILES if not (licenses / name).is_file()]
    if lacking:
        raise BuildError(f"the bundle lacks the licence file(s) {', '.join(lacking)} in {licenses}")
    log(f"licence check: the game's licence, the bundled components' and THIRD-PARTY.txt are in {licenses}")


# what licenses/ must hold on every platform (third_party.write_licenses; Linux adds LGPL-2.1.txt)
LICENSE_FILES = ("LICENSE", "THIRD-PARTY.txt", "LGPL-3.txt", "Python.txt", "Pillow.txt", "PyYAML.txt",
                 "PyInstaller.txt")


# ---------------------------------------------------------------------------------------------------- 3. smoke test
def smoke_env() -> dict[str, str]:
    """The environment of the frozen app's checks: no PYTHONPATH (the bundle must be self-contained)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "SPADES_DESKTOP_HOME")}
    return env


def run_frozen(exe: Path, args: Sequence[str], timeout: float = SELFTEST_TIMEOUT,
               as_user: Sequence[str] = (), env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the frozen app (``as_user``: a command prefix such as ``setpriv`` that drops root)."""
    try:
        return subprocess.run([*as_user, str(exe), *args], capture_output=True, text=True,
                              env=env or smoke_env(), timeout=timeout, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        raise BuildError(f"{exe.name} {' '.join(args)} did not finish within {timeout:.0f} s") from None
    except OSError as exc:
        raise BuildError(f"{exe} could not be started: {exc}") from None


def unprivileged() -> list[str]:
    """When running as root (a container): a prefix that runs a command as ``nobody``, so read-only means read-only."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("setpriv"):
        return []
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and folder under ``folder`` with its size and modification time (to detect writes)."""
    entries = {}
    for path in [folder, *folder.rglob("*")]:
        info = path.lstat()
        entries[str(path.relative_to(folder))] = (info.st_size if not path.is_dir() else 0, info.st_mtime_ns)
    return entries


def selftest(exe: Path, label: str, version: str, as_user: Sequence[str] = ()) -> float:
    """Run ``exe --selftest``; returns its duration. The report goes to a file too (windowed apps have no stdout)."""
    with tempfile.TemporaryDirectory(prefix="spades-selftest-") as tmp:
        report = Path(tmp) / "selftest.txt"
        env = smoke_env()
        if as_user:  # the other user needs a home and a folder for the report
            Path(tmp).chmod(0o777)
            home = Path(tmp) / "home"
            home.mkdir(mode=0o777)
            home.chmod(0o777)
            env["HOME"] = str(home)
            env.pop("XDG_RUNTIME_DIR", None)
        started = time.monotonic()
        result = run_frozen(exe, ["--selftest", "--selftest-report", str(report)], as_user=as_user, env=env)
        seconds = time.monotonic() - started
        text = report.read_text(encoding="utf-8", errors="replace") if report.is_file() else ""
    shown = text or result.stdout
    for line in shown.strip().splitlines():
        log(f"  {line}")
    if result.returncode != 0:
        stderr = result.stderr.strip()
        raise BuildError(f"--selftest ({label}) failed with exit status {result.returncode}"
                         + (f"; stderr:\n{stderr}" if stderr else ""))
    expected = f"{appinfo.APP_NAME} {version} self-test"
    if not shown.startswith(expected):
        raise BuildError(f"--selftest ({label}) passed but its report does not start with {expected!r}")
    log(f"--selftest ({label}) passed in {seconds:.1f} s")
    return seconds


def make_read_only(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def make_writable(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            path.chmod(path.stat().st_mode | stat.S_IWUSR)


def smoke_test(folder: Path, version: str, read_only: bool) -> dict[str, float]:
    exe = executable(folder)
    if not exe.is_file():
        raise BuildError(f"the executable {exe} is missing")
    if os.name == "nt":  # a windowed .exe has no console; the self-test's report file names the version instead
        log("skipping --version (a windowed Windows app prints nothing)")
    else:
        result = run_frozen(exe, ["--version"], timeout=120)
        expected = f"{appinfo.APP_NAME} {version}"
        if result.returncode != 0 or result.stdout.strip() != expected:
            raise BuildError(f"{exe.name} --version said {result.stdout.strip() or result.stderr.strip()!r} "
                             f"(exit {result.returncode}), expected {expected!r}")
        log(f"--version: {result.stdout.strip()}")

    figures = {"selftest_s": selftest_unchanged(folder, "as built", version)}
    if read_only and os.name != "nt":
        with tempfile.TemporaryDirectory(prefix="spades-readonly-") as tmp:
            Path(tmp).chmod(0o755)
            copy = Path(tmp) / folder.name
            shutil.copytree(folder, copy, symlinks=True)
            make_read_only(copy)
            as_user = unprivileged()
            if as_user:
                log("running as root: the read-only copy is tested as the user nobody")
            try:
                figures["selftest_read_only_s"] = selftest_unchanged(copy, "read-only copy", version, as_user)
            finally:
                make_writable(copy)
    return figures


def selftest_unchanged(folder: Path, label: str, version: str, as_user: Sequence[str] = ()) -> float:
    """``--selftest`` of the app in ``folder``, which must not change a single file in it."""
    before = snapshot(folder)
    seconds = selftest(executable(folder), label, version, as_user)
    after = snapshot(folder)
    changed = sorted({name for name, _ in set(before.items()) ^ set(after.items())})
    if changed:
        raise BuildError(f"--selftest ({label}) wrote into the app folder ({', '.join(changed[:10])}); "
                         "settings and games belong in the user's folders")
    log(f"the app folder is unchanged after --selftest ({label})")
    return seconds


# ------------------------------------------------------------------------------------------------------ 4. archive
def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(folder: Path, dist: Path, version: str) -> Path:
    archive = dist / appinfo.archive_name(version)
    archive.unlink(missing_ok=True)
    platform = appinfo.platform_tag()
    if platform == "linux":
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(folder, arcname=folder.name, filter=_tar_filter)
    elif platform == "macos":
        # ditto keeps the bundle's symlinks, permissions and extended attributes (the Finder's own "Compress").
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(folder), str(archive)], check=True)
    else:
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
            for path in sorted(folder.rglob("*")):
                if path.is_file():
                    zf.write(path, Path(folder.name) / path.relative_to(folder))
    log(f"archive: {archive}")
    return archive


def folder_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


# ---------------------------------------------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build, smoke-test and archive the Spades Desktop app.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--skip-build", action="store_true", help="use the app already in --dist")
    parser.add_argument("--skip-smoke", action="store_true", help="do not run the frozen app's checks")
    parser.add_argument("--no-read-only-check", dest="read_only", action="store_false",
                        help="skip the --selftest run from a read-only copy")
    parser.add_argument("--no-archive", dest="archive", action="store_false", help="do not make the archive")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    version = appinfo.version()
    platform = appinfo.platform_tag()
    log(f"{appinfo.APP_NAME} {version} for {platform}-{appinfo.arch_tag()}, Python {sys.version.split()[0]}")
    try:
        if platform == "linux" and not args.skip_build:
            release_description(version)  # a missing changelog section fails now, not after PyInstaller
        if not args.skip_build:
            run_pyinstaller(dist, work, args.clean)
        folder = app_folder(dist)
        check_data(folder)
        if platform == "linux":
            if not args.skip_build:
                add_linux_files(folder, version)
            check_linux_libraries(folder)
        figures: dict[str, float] = {}
        if not args.skip_smoke:
            figures.update(smoke_test(folder, version, args.read_only))
        archive = make_archive(folder, dist, version) if args.archive else None
    except BuildError as exc:
        print(f"[build] FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"[build] FAILED: {exc}", file=sys.stderr, flush=True)
        return 1

    print(f"app_folder: {folder}")
    if archive is not None:
        print(f"archive: {archive}")
    for name, value in figures.items():
        print(f"{name}: {value:.1f}")
    print(f"{platform}_folder_mb: {folder_bytes(folder) / 1e6:.1f}")
    if archive is not None:
        print(f"{platform}_archive_mb: {archive.stat().st_size / 1e6:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
