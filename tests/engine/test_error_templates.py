"""Engine errors keep their English template and plain values, so the window can translate them.

``str(error)`` is the English message the other tests match; ``template`` and
``params`` rebuild exactly that message (``errors.render``).
"""

from __future__ import annotations

import pickle
import random

import pytest

from spades_desktop.engine import Bid, BidKind, Game, IllegalActionError, RuleSet, SpadesError, parse_action
from spades_desktop.engine.errors import render
from spades_desktop.rules import load_preset

from .helpers import WEST, bids, game_with, plays


def refusal(game: Game, text: str, seat: int | None = None) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        game.apply(parse_action(text), seat=seat)
    return caught.value


def test_follow_suit_keeps_its_template_and_the_suit_noun() -> None:
    game = game_with("2H", "AH 5C", "KH", "3H", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    plays(game, "2H")
    error = refusal(game, "5C")
    assert (error.template, error.params) == ("you must follow {suit}", {"suit": "hearts"})
    assert str(error) == render("you must follow {suit}", error.params) == "you must follow hearts"


def test_out_of_turn_keeps_the_seat_names_and_cards_keep_their_symbols() -> None:
    game = game_with("2H", "AH", rules=RuleSet(blind_nil=False))
    error = refusal(game, "3", seat=WEST)
    assert error.params == {"seat": "West", "to_act": "South"}
    bids(game, "1", "1", "1", "1")
    error = refusal(game, "AH")
    assert (error.template, error.params) == ("you do not hold the {card}", {"card": "A♥"})


def test_a_bid_refusal_keeps_each_part_of_its_reason() -> None:
    game = game_with(rules=RuleSet(blind_nil=False, no_side_nine=True))
    bids(game, "4", "2")
    error = refusal(game, "5")  # North's 5 would put the side on 9
    assert error.template == "you cannot bid {bid} now: {reason}"
    # the range ("bid 1 to 13 or nil") gives way to the list of the bids open now, which leaves out the 5
    assert error.params == {"bid": "5", "reason": (("your side's bid may not be 9", {}),
                                                    ("you may bid {open}", {"open": "1-4, 6-13, nil"}))}
    assert str(error) == "you cannot bid 5 now: your side's bid may not be 9; you may bid 1-4, 6-13, nil"


def test_the_template_survives_pickling() -> None:
    error = IllegalActionError.of("you must follow {suit}", suit="spades")
    copy = pickle.loads(pickle.dumps(error))
    assert (str(copy), copy.template, copy.params) == (str(error), error.template, error.params)
    assert SpadesError("plain").template is None and SpadesError("plain").params == {}


@pytest.mark.parametrize("preset", ["standard", "board", "suicide", "whiz", "three-player", "two-player", "nil-pass",
                                    "ten-for-two-hundred", "no-nines-no-blinds", "blind-from-behind"])
def test_every_refusal_of_a_random_game_carries_a_template(preset: str) -> None:
    rules = load_preset(preset).rules
    tries = [parse_action(t) for t in ("4", "nil", "blind nil", "blind 5", "look", "moon", "13", "AS", "2C", "QH",
                                       "keep", "discard")]
    rnd = random.Random(7)
    game = Game(rules, 3, first_dealer=0)
    seen = 0
    for _ in range(120):
        if game.is_over:
            break
        legal = game.legal_actions()
        for action in rnd.sample(tries, 4):
            if action in legal:
                continue
            with pytest.raises(IllegalActionError) as caught:
                game.copy().apply(action)
            error = caught.value
            assert error.template is not None, str(error)
            assert str(error) == render(error.template, error.params)
            seen += 1
        game.apply(rnd.choice(legal))
    assert seen > 50


def test_bids_are_plain_text_the_gui_can_parse_back() -> None:
    game = game_with(rules=RuleSet(blind_nil=False))
    error = refusal(game, "moon")
    assert error.params["bid"] == "moon" and parse_action("moon") == Bid(13, BidKind.MOON)
