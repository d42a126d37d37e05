"""Help ▸ Mouse and keyboard says the hint is Normal's choice checked by playing the hand out (QA newbie17: it said
"what the Normal bot would do", and the review then said "you played the 3♠ where the Normal bot played the Q♠" of
a player who had followed a hint the check had changed)."""

from __future__ import annotations

from spades_desktop.gui.info_dialogs import controls_html


def test_the_help_says_the_hint_is_normals_choice_checked(qapp: object) -> None:
    text = controls_html()
    assert "what the Normal bot would do" not in text
    assert "the Normal bot's choice, checked by playing the hand out" in text
