"""Game ▸ Claim the rest of the tricks: a sure claim is played out for the player; an unsure one changes nothing."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.ai.claim import claim_refusal, tricks_left
from spades_desktop.engine import LOOK, NIL, Phase
from spades_desktop.engine.scoring import HandScore
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow

from .conftest import play_until, setup_for, start, wait_for_human


def claim_is_sure(win: MainWindow) -> bool:
    game = win.controller.game
    return (game is not None and game.phase is Phase.PLAY and tricks_left(game) >= 3
            and claim_refusal(game, 0) is None)


def test_a_sure_claim_plays_the_rest_of_the_hand_for_the_player_and_partner(
    qtbot: QtBot, window: MainWindow
) -> None:
    win = window
    start(qtbot, win, setup_for(seed=7, nil=False))
    play_until(qtbot, win, claim_is_sure)
    game = win.controller.game
    assert game is not None
    hand, left = game.hand_number, tricks_left(game)
    ours = game.tricks[0] + game.tricks[2]
    assert win.claim_action.isEnabled()
    win.table_view.request_hint()
    qtbot.waitUntil(lambda: "Hint:" in win.status(), timeout=10_000)
    # The side's contract is made: the hint ducks a bag ("lead the 9♠, likely to lose") and says nothing of a
    # claim (it added "Every trick left is sure to be your side's…" after that reason, QA)
    assert "your contract is made" in win.status() and "claim" not in win.status()
    win.claim_action.trigger()
    assert f"Claimed: your side takes the last {left} tricks." in win.status()
    scored: list[HandScore] = []
    win.controller.hand_scored.connect(scored.append)
    qtbot.waitUntil(lambda: win.controller.state is State.HAND_OVER, timeout=10_000)
    assert [s.hand_number for s in scored] == [hand]
    assert scored[0].tricks[0] + scored[0].tricks[2] == ours + left, "every trick left went to the player's side"
    assert win.table_view.mismatches == []
    assert not win.controller.claimed
    # Undo takes back the claim's last card of the player (and what followed it), as any move: play goes on.
    assert win.controller.undo() is not None
    wait_for_human(qtbot, win)
    assert win.controller.state is State.HUMAN_TURN and not win.controller.claimed
    back = win.controller.game  # undo rebuilds the game from its record
    assert back is not None and back.hand_number == hand and back.phase is Phase.PLAY and tricks_left(back) >= 1


def test_a_claim_that_is_not_sure_changes_nothing_and_says_why(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    start(qtbot, win, setup_for(seed=3, nil=False))
    play_until(qtbot, win, lambda w: w.controller.game.phase is Phase.PLAY)
    game = win.controller.game
    assert game is not None and tricks_left(game) == 13
    assert claim_refusal(game, 0) is not None, "the first lead of this deal takes not every trick"
    hand = game.hands[0]
    win.table_view.request_hint()
    qtbot.waitUntil(lambda: "Hint:" in win.status(), timeout=10_000)
    assert "claim" not in win.status(), "the hint speaks of a claim only when it is sure"
    assert win.claim_action.isEnabled()
    win.claim_action.trigger()
    assert "Not every trick left is sure yet: play on." in win.status()
    assert win.controller.state is State.HUMAN_TURN and game.to_act == 0 and game.hands[0] == hand
    assert not win.controller.claimed


def test_no_claim_with_a_nil_on_the_players_side(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    start(qtbot, win, setup_for(seed=3))
    game = win.controller.game
    assert game is not None
    play_until(qtbot, win, lambda w: w.controller.game.phase is Phase.BID and w.controller.game.to_act == 0)
    if LOOK in game.legal_actions():
        assert win.controller.submit(LOOK) is None
        wait_for_human(qtbot, win)
    assert win.controller.submit(NIL) is None
    play_until(qtbot, win, lambda w: w.controller.game.phase is Phase.PLAY)
    win.claim_action.trigger()
    assert "No claim while your side has a nil to make: play on." in win.status()


def test_a_pass_and_play_table_has_no_claim(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    setup = setup_for(seed=3, nil=False)
    seats = (setup.seats[0], setup.seats[1], SeatSetup("Nora", "human"), setup.seats[3])
    win.start_game(GameSetup(rules=setup.rules, seats=seats, seed=3, preset_id="test", preset_name="Test"))
    qtbot.waitUntil(lambda: win.controller.state in (State.HAND_OFF, State.HUMAN_TURN), timeout=10_000)
    if win.controller.state is State.HAND_OFF:
        assert win.controller.ready()
    assert not win.claim_action.isEnabled()
    accepted, why = win.controller.claim()
    assert not accepted and "other people at the table" in why


def test_the_claim_is_said_in_russian_with_the_agreeing_noun(qtbot: QtBot, window: MainWindow, russian: None) -> None:
    win = window
    start(qtbot, win, setup_for(seed=7, nil=False))
    play_until(qtbot, win, claim_is_sure)
    game = win.controller.game
    assert game is not None and tricks_left(game) == 5
    win.claim_action.trigger()
    assert "Заявлено: ваша пара берёт последние 5 взяток." in win.status()


def test_the_hint_never_offers_a_claim_that_would_make_the_opponents_nil(qtbot: QtBot, window: MainWindow) -> None:
    # "lead the 7♣ to set the nil … Every trick left is sure to be your side's: you may claim them": claiming made
    # West's nil, about 200 points against the player's side in a QA game.
    from tests.ai.test_hint_claim import two_masters_left

    win = window
    setup = setup_for(seed=4)
    start(qtbot, win, setup)
    for west_bid, offered in (("3", True), ("nil", False)):
        win.controller.new_game(setup, game=two_masters_left(west_bid))
        wait_for_human(qtbot, win)
        with qtbot.waitSignal(win.controller.hint_ready, timeout=10_000):
            win.table_view.request_hint()
        assert ("you may claim them" in win.status()) is offered, (west_bid, win.status())


def test_the_hint_at_a_sure_claim_keeps_every_trick_and_only_then_says_claim(qtbot: QtBot, window: MainWindow) -> None:
    # A beginner following the hint at "every trick left is sure" was told to lead the 9♥, which lost a trick and
    # set the contract; and "you may claim" followed any reason, "let them take the bags" among them (QA). Sure
    # from the player's own cards (``card_play._sure_claim``): the hint keeps them all and says claim.
    from tests.ai.test_hint_claim import sure_run

    win = window
    setup = setup_for(seed=4)
    start(qtbot, win, setup)
    for bids, said in ((["11", "1", "2", "1"], "Hint: play the A♠ — every trick left is your side's if you play the "
                                               "A♠: you may claim them (Ctrl+K)."),
                       (["2", "7", "1", "6"], "")):  # the tricks left over our contract are bags to give away
        win.controller.new_game(setup, game=sure_run(bids))
        wait_for_human(qtbot, win)
        with qtbot.waitSignal(win.controller.hint_ready, timeout=10_000):
            win.table_view.request_hint()
        status = win.status()
        if said:
            assert status.startswith(said), status
        else:
            assert "claim" not in status and "every trick left" not in status, status


def test_the_hint_is_the_same_in_deals_the_player_cannot_tell_apart(qtbot: QtBot, window: MainWindow) -> None:
    # The hint asked the solver about the whole deal: with the K♠ East's it said "the J♥ could lose a trick, but
    # every trick left is your side's if you play the Q♠: you may claim them", with the K♠ West's (which South
    # cannot tell from its seat) Normal's checked card. It finessed the right way.
    from tests.ai.test_hint_claim import finesse

    win = window
    setup = setup_for(seed=4)
    start(qtbot, win, setup)
    hints: list[tuple[object, str, str]] = []
    for king_with_west in (False, True):
        game = finesse(king_with_west)
        win.controller.new_game(setup, game=game)
        wait_for_human(qtbot, win)
        assert win.controller.game is not None and win.controller.game.view(0) == finesse().view(0)
        with qtbot.waitSignal(win.controller.hint_ready, timeout=10_000) as blocker:
            win.table_view.request_hint()
        assert blocker.args is not None
        action, reason = blocker.args
        hints.append((action, reason, win.status()))
    assert hints[0] == hints[1], hints
    assert "claim" not in hints[0][2] and "every trick left" not in hints[0][2], hints[0]
