"""Records of random games save, load and replay to the same game; partial records replay too."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from spades_desktop.engine import PassCards, Phase, RuleSet
from spades_desktop.record import (
    FORMAT,
    VERSION,
    GameRecord,
    PlayerInfo,
    RecordError,
    load_record,
    replay,
    save_record,
)

from .record_samples import assert_same_game, random_game, record_of

RULE_SETS = {
    "standard": RuleSet(),
    "nil pass": RuleSet(nil_exchange="pass"),
    "cutthroat 3": RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
    "two-player draw": RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=2),
    "jokers, short game": RuleSet(high_trumps=("BJ", "LJ"), removed_cards=("2C", "2D"), target=200),
}


@pytest.mark.parametrize("name", RULE_SETS)
@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_random_game_round_trips_and_replays_to_the_same_game(name: str, seed: int) -> None:
    game = random_game(RULE_SETS[name], seed)
    record = record_of(game, preset_id="house", preset_name="House rules")
    text = record.to_json()
    again = GameRecord.from_json(text)
    assert again == record
    assert again.to_json() == text
    assert_same_game(replay(again), game)


def test_a_finished_game_is_recorded_with_its_winner_and_every_hands_results() -> None:
    game = next(g for s in range(50) if (g := random_game(RuleSet(), s)).is_over and g.hand_number >= 3)
    data = json.loads(record_of(game).to_json())
    assert (data["format"], data["version"]) == (FORMAT, VERSION)
    assert data["winner"] == game.winner
    assert len(data["hands"]) == game.hand_number
    last = data["hands"][-1]["result"]
    final = game.hands_log[-1].score
    assert final is not None
    assert [s["total_after"] for s in last["sides"]] == game.scores == [s.total_after for s in final.sides]
    assert last["bids"] == [str(b) for b in final.bids]
    assert last["tricks"] == list(final.tricks)
    assert data["rules"] == RuleSet().to_dict()


def test_nil_exchange_games_record_the_passed_cards() -> None:
    games = [random_game(RULE_SETS["nil pass"], seed) for seed in range(30)]
    passes = [a for g in games for h in g.hands_log for _, a in h.actions if isinstance(a, PassCards)]
    assert passes, "no random game bid nil: the nil exchange was not exercised"
    for game in games[:10]:
        assert_same_game(replay(GameRecord.from_json(record_of(game).to_json())), game)


@pytest.mark.parametrize("name", RULE_SETS)
@pytest.mark.parametrize("stop", [0, 1, 3, 5, 30, 57, 60, 130])
def test_a_partial_record_replays_to_where_it_stopped(name: str, stop: int) -> None:
    game = random_game(RULE_SETS[name], 3, max_actions=stop)
    record = GameRecord.from_json(record_of(game).to_json())
    assert record.winner is None
    replayed = replay(record)
    assert_same_game(replayed, game)
    assert replayed.legal_actions() == game.legal_actions()


def test_a_record_of_a_game_in_the_two_player_draw_has_no_dealt_cards_yet() -> None:
    game = random_game(RULE_SETS["two-player draw"], 5, max_actions=4)
    assert game.phase in (Phase.DECLARE, Phase.DRAW)
    data = json.loads(record_of(game).to_json())
    assert data["hands"][0]["dealt"] == []
    assert_same_game(replay(GameRecord.from_json(json.dumps(data))), game)


def test_players_names_kinds_preset_and_creation_time_are_kept() -> None:
    game = random_game(RuleSet(), 2, max_actions=10)
    record = GameRecord.from_game(
        game,
        names=["Ann", "Ботик", "Bo", "Cy"],
        kinds=["human", "bot:easy", "human", "bot"],
        preset_id="standard",
        preset_name="Standard",
        created="2024-05-01T12:00:00Z",
    )
    again = GameRecord.from_json(record.to_json())
    assert again.players == (
        PlayerInfo("Ann"), PlayerInfo("Ботик", "bot", "easy"), PlayerInfo("Bo"), PlayerInfo("Cy", "bot", None)
    )
    assert (again.preset_id, again.preset_name, again.created) == ("standard", "Standard", "2024-05-01T12:00:00Z")
    assert "Ботик" in record.to_json()  # names are stored readably, not escaped


def test_from_game_defaults_to_seat_names_and_rejects_bad_player_lists() -> None:
    game = random_game(RULE_SETS["cutthroat 3"], 2, max_actions=3)
    record = GameRecord.from_game(game)
    assert [p.name for p in record.players] == ["South", "West", "East"]
    assert record.created is None and record.preset_id is None
    with pytest.raises(RecordError, match="one name and one kind for each of the 3 seats"):
        GameRecord.from_game(game, names=["A", "B"])
    with pytest.raises(RecordError, match="'human', 'bot' or 'bot:LEVEL'"):
        GameRecord.from_game(game, kinds=["human", "robot", "human"])


def test_save_and_load_a_record_file(tmp_path: Path) -> None:
    game = random_game(RuleSet(), 4)
    record = record_of(game)
    path = save_record(record, tmp_path / "game.json")
    loaded = load_record(path)
    assert loaded == record
    assert loaded.source == str(path)
    assert_same_game(replay(loaded), game)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind


def test_saving_replaces_a_record_atomically_and_keeps_the_old_one_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    first = record_of(random_game(RuleSet(), 4, max_actions=20))
    second = record_of(random_game(RuleSet(), 4, max_actions=40))
    save_record(first, path)
    os.chmod(path, 0o640)
    kept = path.stat().st_mode & 0o777  # 0o640; Windows keeps only "read-only or not" and reports 0o666
    save_record(second, path)
    assert load_record(path) == second
    assert path.stat().st_mode & 0o777 == kept  # the replaced file's permissions are kept
    if os.name == "posix":
        assert kept == 0o640

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="No space left"):
        save_record(first, path)
    assert load_record(path) == second  # the good file is untouched
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_saving_into_a_missing_folder_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        save_record(record_of(random_game(RuleSet(), 1, max_actions=5)), tmp_path / "nope" / "game.json")


def test_a_record_error_is_a_value_error_with_its_parts() -> None:
    err = RecordError("North cannot play 7H: you must follow spades", hand=3, place="trick 5").with_source("game.json")
    assert isinstance(err, ValueError)
    assert str(err) == "game.json: hand 3, trick 5: North cannot play 7H: you must follow spades"
    assert (err.source, err.hand, err.place) == ("game.json", 3, "trick 5")


def test_a_three_player_bid_above_thirteen_is_recorded_and_replays() -> None:
    """Seventeen cards each: bids up to 17 are legal, so a record that holds one must load and replay."""
    from spades_desktop.engine import LOOK, Bid, BidKind, Game
    from spades_desktop.rules import load_preset

    rules = load_preset("three-player").rules
    game = Game(rules, 5)
    while True:
        legal = list(game.legal_actions())
        big = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks >= 14]
        if big:
            game.apply(big[-1])
            break
        game.apply(LOOK if LOOK in legal else legal[0])
    bid = big[-1]
    assert bid.tricks > 13
    record = record_of(game)
    again = GameRecord.from_json(record.to_json())
    assert again == record
    assert_same_game(replay(again), game)


def test_a_bid_above_13_round_trips_in_a_seventeen_card_game() -> None:
    # kitty-three capped its bids at 13 because a saved record could not hold "14"; it can, so the cap is 17.
    import random

    from spades_desktop.engine import Bid, Game, HandScored
    from spades_desktop.rules import load_preset

    rules = load_preset("kitty-three").rules
    assert rules.max_bid == 17
    game = Game(rules, 3)
    rng = random.Random(5)
    high = Bid(15)
    while True:
        legal = game.legal_actions()
        action = high if high in legal and high not in game.bids else rng.choice(legal)
        if any(isinstance(e, HandScored) for e in game.apply(action)):
            break
    assert high in game.hands_log[0].score.bids  # type: ignore[union-attr]
    again = GameRecord.from_json(record_of(game).to_json())
    assert_same_game(replay(again), game)


def test_a_game_begun_when_blind_bids_skipped_the_board_still_opens(tmp_path: Path) -> None:
    """Version 0.1 let a face-down seat bid blind 1 where the side needed 4 (the board); such a bid is refused
    now, but a game saved then must still open, and play on as it was begun (undo too)."""
    from spades_desktop.engine import LOOK, Bid, BidKind, Game, IllegalActionError
    from spades_desktop.record.history import rebuild

    rules = RuleSet(board=4, blind_bids=True, blind_bid_behind=0)
    old = Game(rules, 3, first_dealer=3, blind_limits=False)
    for action in (LOOK, Bid(1), LOOK, Bid(4), Bid(1, BidKind.BLIND), LOOK, Bid(3)):  # South, West, North, East
        old.apply(action)
    for _ in range(5):
        old.apply(old.legal_actions()[0])
    save_record(GameRecord.from_game(old), tmp_path / "old.json")
    again = replay(load_record(tmp_path / "old.json"))
    assert again.bids == old.bids and again.hands == old.hands
    assert not again.blind_limits and not rebuild(again, 3).blind_limits, "it plays on, and undoes, as begun"
    new = Game(rules, 3, first_dealer=3)
    for action in (LOOK, Bid(1), LOOK, Bid(4)):
        new.apply(action)
    with pytest.raises(IllegalActionError, match="the board"):
        new.apply(Bid(1, BidKind.BLIND))
