"""CHANGELOG.md says what each version brings: its newest section is this version's (or the one being made), the
AppStream release carries the version's summary, and a tagged release's notes are the version's section."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .helpers import ROOT, load

appinfo = load("appinfo")
build = load("build")
changelog = load("changelog")

SAMPLE = """# Changelog

Intro text that is no version's.

## [Unreleased] (1.1.0)

Better & faster, see [the docs](docs/x.md).
Second line of the same paragraph.

- The `score` command
  reads <CSV> files
- **Undo**

### Undo

- Edit ▸ Undo takes back
  your last move.

## [1.0.0] - 2026-01-02

The first version.

### Everything

- all of it
"""


def test_the_newest_section_is_pyprojects_version_or_unreleased() -> None:
    newest = changelog.newest((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert newest.version == appinfo.version() or not newest.released, newest.heading
    released = [s for s in changelog.sections((ROOT / "CHANGELOG.md").read_text(encoding="utf-8")) if s.released]
    assert released and all(s.date for s in released), "each released version is dated"


def test_the_metainfo_release_of_this_version_has_a_description(tmp_path: Path) -> None:
    version = appinfo.version()
    out = appinfo.render(build.LINUX_DIR / "metainfo.xml.in", tmp_path / "metainfo.xml", version,
                         escape=build.xml_escape, raw={"RELEASE_DESCRIPTION": build.release_description(version)})
    releases = ET.parse(out).getroot().findall("releases/release")
    assert [r.get("version") for r in releases] == [version]
    description = releases[0].find("description")
    assert description is not None, "a bare <release/> says nothing of what the version brings"
    paragraphs = [p.text or "" for p in description.findall("p")]
    assert paragraphs and all(len(p) > 10 for p in paragraphs)
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate", "--no-net", str(out)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_summary_becomes_appstream_paragraphs_and_a_list_in_plain_escaped_text() -> None:
    section = changelog.for_version(SAMPLE, "1.1.0")
    xml = changelog.appstream_description(section, indent="")
    root = ET.fromstring(f"<description>{xml}</description>")
    assert [p.text for p in root.findall("p")] == [
        "Better & faster, see the docs. Second line of the same paragraph."]
    assert [li.text for li in root.findall("ul/li")] == ["The score command reads <CSV> files", "Undo"]
    assert "Edit" not in xml, "only the summary, not the whole section"


def test_each_version_finds_its_own_section() -> None:
    assert changelog.for_version(SAMPLE, "1.0.0").summary == "The first version."
    assert changelog.for_version(SAMPLE, "1.1.0").heading == "[Unreleased] (1.1.0)"
    bare = SAMPLE.replace("## [Unreleased] (1.1.0)", "## [Unreleased]")
    assert changelog.for_version(bare, "1.1.0").heading == "[Unreleased]", "the version being made, not yet named"
    with pytest.raises(changelog.ChangelogError, match=r"no section for version 1\.2\.0"):
        changelog.for_version(SAMPLE, "1.2.0")
    with pytest.raises(changelog.ChangelogError, match="YYYY-MM-DD"):
        changelog.sections("## [1.0.0]\n\ntext\n")


def test_the_build_stops_with_the_reason_when_the_version_has_no_section(tmp_path: Path) -> None:
    (tmp_path / "CHANGELOG.md").write_text(SAMPLE, encoding="utf-8")
    with pytest.raises(build.BuildError, match=r"no section for version 9\.9\.9"):
        build.release_description("9.9.9", tmp_path / "CHANGELOG.md")


def test_release_notes_are_the_tags_section_unwrapped_and_only_for_a_dated_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "CHANGELOG.md"
    path.write_text(SAMPLE, encoding="utf-8")
    assert changelog.main(["notes", "--version", "1.1.0", "--released", "--file", str(path)]) == 1
    assert "head it '## [1.1.0] - YYYY-MM-DD'" in capsys.readouterr().err
    path.write_text(SAMPLE.replace("[Unreleased] (1.1.0)", "[1.1.0] - 2026-02-03"), encoding="utf-8")
    assert changelog.main(["notes", "--version", "1.1.0", "--released", "--file", str(path)]) == 0
    notes = capsys.readouterr().out
    assert notes.startswith("Better & faster, see [the docs](docs/x.md). Second line of the same paragraph.\n")
    assert "- The `score` command reads <CSV> files\n" in notes, "GitHub shows every line break of a release"
    assert "### Undo\n\n- Edit ▸ Undo takes back your last move.\n" in notes
    assert "first version" not in notes and "[1.1.0]" not in notes


def test_the_real_changelogs_release_notes_cover_every_area() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    section = changelog.newest(text)
    notes = changelog.release_notes(section)
    for area in ("Never losing a game", "Undo", "Accessibility", "House rules", "Statistics", "Review",
                 "Keep score for real cards", "Bots", "Printing", "Russian", "Packaging"):
        assert f"### {area}" in notes
