"""The hint's "scores about N points more" is the figure the review's coach gives for the same two cards."""

from __future__ import annotations

import re
from pathlib import Path

from spades_desktop.ai.coach import coach_seed, weigh_view
from spades_desktop.ai.hint import check_hint
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Card, Play
from spades_desktop.record.files import load_record
from spades_desktop.record.history import rebuild, steps
from spades_desktop.record.replay import replay

# A beginner's game (QA): hand 3, trick 4; West bid nil, East leads the 8♣ and South has no club.
GAME = Path(__file__).with_name("data") / "hint-vs-coach.json"


def test_the_hint_and_the_coach_give_one_figure_for_the_same_two_cards() -> None:
    # The hint said "the 9♠ scores about 93 points more" than Normal's 5♥ from a first weighing of 16 guesses;
    # the coach, weighing the A♠ the player chose, listed the 9♠ at +48 and the 5♥ at +8: 40 apart.
    record = load_record(GAME)
    game = replay(record)
    position = sum(len(log.actions) for log in game.hands_log[:2]) + 21
    seat, played = steps(game)[position]
    assert played == Play(Card.parse("AS"))
    view = rebuild(game, position).view(seat)
    seed = coach_seed(record.seed, seat, position)
    normal = NormalPlayer(game.seed)
    natural = normal.choose(view)
    assert natural == Play(Card.parse("5H"))
    hint, why = check_hint(view, natural, normal.explain_message(), seed=seed)
    assert hint == Play(Card.parse("9S"))
    said = re.search(r"scores about (\d+) points? more", str(why))
    assert said is not None, why
    coach = dict(weigh_view(view, played, seed=seed).values)  # type: ignore[union-attr]
    gap = coach[Play(Card.parse("9S"))] - coach[Play(Card.parse("5H"))]
    assert abs(int(said[1]) - gap) <= 5, (said[1], gap)
