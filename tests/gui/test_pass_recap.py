"""Who passed a player their cards, as the recap and the status line say it: the engine's seat, not the partner
(a pass-and-play QA: in "pass-left" each player was told their partner passed what the left-hand opponent did)."""

from __future__ import annotations

from spades_desktop.engine import Game, PassCards, Phase
from spades_desktop.gui.pass_and_play import build_recap
from spades_desktop.rules import load_preset


def passed_round(preset: str, seed: int) -> Game:
    game = Game(load_preset(preset).rules, seed)
    while game.phase is Phase.EXCHANGE or not any(game.view(s).received for s in range(game.players)):
        legal = game.legal_actions()
        choice = next((a for a in legal if isinstance(a, PassCards)), legal[0])
        game.apply(choice)
    return game


def test_cards_passed_to_the_left_are_said_as_from_the_right_hand_player() -> None:
    game = passed_round("pass-left", 11)
    for seat in range(4):
        view = game.view(seat)
        giver = (seat - 1) % 4  # each passes to the opponent on the left: I get mine from the one on my right
        assert view.received and view.received_from == giver
        assert set(game.view(giver).passed) == set(view.received)
        assert build_recap(view, None).received_from == giver


def test_cards_passed_to_the_partner_are_said_as_from_the_partner() -> None:
    game = passed_round("partner-pass", 3)
    for seat in range(4):
        view = game.view(seat)
        assert view.received and view.received_from == (seat + 2) % 4


def test_the_hint_for_an_every_hand_pass_does_not_speak_of_a_partner_s_nil() -> None:
    # Pass-and-play QA: "Hint: pass 2♦ — your partner is nil, so pass low cards…" when nobody bid nil.
    from spades_desktop.ai.exchange import choose_pass

    checked = 0
    for preset in ("pass-left", "partner-pass"):
        game = Game(load_preset(preset).rules, 5)
        while game.phase is not Phase.EXCHANGE:
            game.apply(game.legal_actions()[len(game.legal_actions()) // 2])
        view = game.view(game.to_act)
        if any(b is not None and b.is_nil for b in view.bids):
            continue
        _action, why = choose_pass(view)
        assert "nil" not in str(why) and str(why).startswith("I pass my lowest cards"), (preset, str(why))
        checked += 1
    assert checked, "a pass with no nil bid was weighed"
