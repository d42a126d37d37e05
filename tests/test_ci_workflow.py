"""The release workflow cannot hang: every job and every long step has ``timeout-minutes`` (issue 11)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

WORKFLOW = Path(__file__).resolve().parents[1] / ".github" / "workflows" / "build.yml"
LONG_STEPS = ("Install", "Tests", "Build", "self-test", "Upload", "release")


def jobs() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    found: dict[str, Any] = data["jobs"]
    return found


def test_every_job_of_the_release_workflow_has_a_time_limit() -> None:
    assert jobs()
    for name, job in jobs().items():
        minutes = job.get("timeout-minutes")
        assert isinstance(minutes, int) and 0 < minutes <= 120, f"job {name!r} has no sensible timeout-minutes"


def test_every_long_step_has_a_time_limit_within_its_job() -> None:
    for name, job in jobs().items():
        for step in job["steps"]:
            title = step.get("name", "")
            if any(word in title for word in LONG_STEPS):
                minutes = step.get("timeout-minutes")
                assert isinstance(minutes, int), f"{name}: step {title!r} has no timeout-minutes"
                assert minutes <= job["timeout-minutes"]


def test_the_release_notes_are_the_tags_section_of_the_changelog() -> None:
    # Branches are merged locally, so GitHub's --generate-notes would list next to nothing (release QA).
    release = jobs()["release"]
    steps = [step.get("run", "") for step in release["steps"]]
    assert any("packaging/changelog.py notes" in run and "--released" in run and "> release-notes.md" in run
               for run in steps)
    assert any("--notes-file release-notes.md" in run for run in steps)
    assert not any("--generate-notes" in run for run in steps)
    assert any(step.get("uses", "").startswith("actions/checkout") for step in release["steps"])
    tag_check = [step["run"] for step in jobs()["build"]["steps"] if "tag" in step.get("name", "")]
    assert tag_check and "changelog.py notes" in tag_check[0], "a tag without its dated section fails early"
