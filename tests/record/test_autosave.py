"""The autosaver keeps the game in progress on disk and writes only when something changed."""

from __future__ import annotations

from pathlib import Path

from spades_desktop.engine import Game, RuleSet
from spades_desktop.record import Autosaver, load_record, replay

from .record_samples import assert_same_game, random_game


def test_autosave_writes_when_the_game_moves_and_resumes_exactly(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "autosave.json", names=["Ann", "W", "N", "E"],
                      kinds=["human", "bot:easy", "bot:normal", "bot:hard"], preset_id="standard")
    game = Game(RuleSet(), 11)
    assert saver.save(game) is True
    assert saver.save(game) is False  # nothing new
    game = random_game(RuleSet(), 11, max_actions=70)
    assert saver.save(game) is True
    record = load_record(tmp_path / "autosave.json")
    assert [p.name for p in record.players] == ["Ann", "W", "N", "E"]
    assert record.players[3].level == "hard" and record.preset_id == "standard"
    assert_same_game(replay(record), game)
    saver.clear()
    assert not (tmp_path / "autosave.json").exists()
    saver.clear()  # clearing twice is fine
