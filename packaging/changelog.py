"""Read CHANGELOG.md: a version's section for the GitHub release's notes and the AppStream release's description.

    python packaging/changelog.py notes [--version X.Y.Z] [--released]   # the section's text (Markdown)
    python packaging/changelog.py appstream [--version X.Y.Z]             # its summary as AppStream XML

A section is headed ``## [X.Y.Z] - YYYY-MM-DD`` (released), ``## [Unreleased] (X.Y.Z)`` (the version being
made) or ``## [Unreleased]``. Its text before the first ``###`` heading is its short summary (paragraphs and
``-`` lists), which the Linux build puts into the AppStream metadata; the GitHub release shows the whole section.
``--released`` refuses a section that is not headed with the version and a date (a tag must not ship
"Unreleased" notes). Without ``--version`` the version is pyproject.toml's.

Exit status 0, or 1 with the reason when the changelog has no such section. Pure standard library (the release
job runs it with the runner's own Python).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHANGELOG = ROOT / "CHANGELOG.md"

_HEADING = re.compile(
    r"^## \[(?P<name>[^\]]+)\]"  # [0.2.0] or [Unreleased]
    r"(?:\s*\((?P<next>[^)\s]+)\))?"  # (0.2.0) after [Unreleased]
    r"(?:\s*-\s*(?P<date>\d{4}-\d{2}-\d{2}))?\s*$"
)
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


class ChangelogError(Exception):
    """The changelog lacks what was asked for; the message says what to write."""


@dataclass(frozen=True)
class Section:
    heading: str  # the whole heading line, without "## "
    version: str | None  # "0.2.0" for "[0.2.0] - date" and "[Unreleased] (0.2.0)"; None for a bare "[Unreleased]"
    released: bool
    date: str | None
    body: str  # the text under the heading, up to the next "## " heading

    @property
    def summary(self) -> str:
        """The text before the section's first ``###`` heading."""
        return re.split(r"^### ", self.body, maxsplit=1, flags=re.MULTILINE)[0].strip()


def sections(text: str) -> list[Section]:
    """Every ``## [...]`` section of ``text``, newest (first) first."""
    found: list[Section] = []
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("## ")]
    for n, start in enumerate(starts):
        match = _HEADING.match(lines[start])
        if match is None:
            raise ChangelogError(f"line {start + 1}: {lines[start]!r} is not '## [X.Y.Z] - YYYY-MM-DD', "
                                 "'## [Unreleased] (X.Y.Z)' or '## [Unreleased]'")
        name, upcoming, date = match.group("name"), match.group("next"), match.group("date")
        unreleased = name.lower() == "unreleased"
        if not unreleased and (upcoming or not date):
            raise ChangelogError(f"line {start + 1}: a released version is headed '## [{name}] - YYYY-MM-DD'")
        if unreleased and date:
            raise ChangelogError(f"line {start + 1}: an unreleased section has no date")
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        body = "\n".join(lines[start + 1:end]).strip()
        found.append(Section(lines[start][3:].strip(), upcoming if unreleased else name, not unreleased, date, body))
    return found


def newest(text: str) -> Section:
    found = sections(text)
    if not found:
        raise ChangelogError("the changelog has no '## [...]' section")
    return found[0]


def for_version(text: str, version: str) -> Section:
    """The section that describes ``version``: ``[version]``, ``[Unreleased] (version)``, or a bare
    ``[Unreleased]`` on top when no released section has that version."""
    found = sections(text)
    for section in found:
        if section.version == version:
            return section
    if found and found[0].version is None:
        return found[0]
    raise ChangelogError(f"CHANGELOG.md has no section for version {version}: head the newest one "
                         f"'## [Unreleased] ({version})', or '## [{version}] - YYYY-MM-DD' when it is released")


def plain(markdown: str) -> str:
    """One line of Markdown as plain text: links keep their words, ``code``, **bold** and *emphasis* their text."""
    text = _LINK.sub(r"\1", markdown)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"\1", text)
    return re.sub(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])", r"\1", text)


def blocks(summary: str) -> list[tuple[str, list[str]]]:
    """The summary as ``("p", [paragraph])`` and ``("ul", [item, ...])`` blocks of plain text."""
    result: list[tuple[str, list[str]]] = []
    for chunk in re.split(r"\n\s*\n", summary.strip()):
        if not chunk.strip():
            continue
        items: list[str] = []
        paragraph: list[str] = []
        for line in chunk.splitlines():
            if line.startswith(("- ", "* ")):
                items.append(line[2:].strip())
            elif items and line.startswith(" "):
                items[-1] += " " + line.strip()
            elif items:
                raise ChangelogError(f"a summary list item goes on without indentation: {line!r}")
            else:
                paragraph.append(line.strip())
        if paragraph and items:
            result.append(("p", [plain(" ".join(paragraph))]))
            result.append(("ul", [plain(item) for item in items]))
        elif items:
            result.append(("ul", [plain(item) for item in items]))
        else:
            result.append(("p", [plain(" ".join(paragraph))]))
    return result


def xml_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def appstream_description(section: Section, indent: str = "        ") -> str:
    """The section's summary as the inside of an AppStream ``<description>`` (``<p>`` and ``<ul><li>``)."""
    parts = blocks(section.summary)
    if not parts:
        raise ChangelogError(f"the section '{section.heading}' has no summary before its first '###' heading")
    lines: list[str] = []
    for kind, texts in parts:
        if kind == "p":
            lines.append(f"{indent}<p>{xml_escape(texts[0])}</p>")
        else:
            lines.append(f"{indent}<ul>")
            lines.extend(f"{indent}  <li>{xml_escape(item)}</li>" for item in texts)
            lines.append(f"{indent}</ul>")
    return "\n".join(lines)


def unwrap(markdown: str) -> str:
    """Markdown with each paragraph and list item on one line: GitHub shows a release's every line break."""
    lines: list[str] = []
    for line in markdown.splitlines():
        text = line.strip()
        joins = (text and lines and lines[-1] and not lines[-1].startswith("#")
                 and not text.startswith(("#", "- ", "* ", "|", "```")))
        if joins:
            lines[-1] += " " + text
        else:
            lines.append(line.rstrip())
    return "\n".join(lines)


def release_notes(section: Section) -> str:
    """The GitHub release's body: the section's text, unwrapped, its heading left to the release's title."""
    return unwrap(section.body).strip() + "\n"


def _pyproject_version() -> str:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import appinfo

    return appinfo.version()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A version's section of CHANGELOG.md.")
    parser.add_argument("what", choices=("notes", "appstream"),
                        help="notes: the section's Markdown; appstream: its summary as AppStream XML")
    parser.add_argument("--version", help="the version (default: pyproject.toml's)")
    parser.add_argument("--released", action="store_true",
                        help="fail unless the section is headed '## [VERSION] - YYYY-MM-DD'")
    parser.add_argument("--file", type=Path, default=CHANGELOG, help="the changelog (default: CHANGELOG.md)")
    args = parser.parse_args(argv)
    version = args.version or _pyproject_version()
    try:
        section = for_version(args.file.read_text(encoding="utf-8"), version)
        if args.released and not (section.released and section.version == version):
            raise ChangelogError(f"the section for {version} is headed '## {section.heading}'; before tagging, "
                                 f"head it '## [{version}] - YYYY-MM-DD'")
        out = release_notes(section) if args.what == "notes" else appstream_description(section) + "\n"
    except (ChangelogError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    sys.stdout.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
