"""Where the rules fix the bids (whiz: the spade count or nil; the auction: pass or a higher bid), a person's bid
equal to Normal's had no verdict from the review's coach and no word on the other choice from the hint (QA): the
count's bid had no trick either side to weigh, so the search weighed the question alone. Now both weigh the rules'
other choices, as the engine lists them, and say what they scored."""

from __future__ import annotations

from spades_desktop.ai.base import make_player
from spades_desktop.ai.bid_search import bid_candidates, rules_choices
from spades_desktop.ai.coach import coach_seed, fixed_bids, weigh, weigh_view
from spades_desktop.ai.hand_analysis import HandStep
from spades_desktop.ai.hint import HintPlayer
from spades_desktop.engine import NIL, Action, Bid, BidKind, Game, Phase, RuleSet
from spades_desktop.record.history import step_count
from spades_desktop.rules import load_all

PRESETS = load_all()
WHIZ = PRESETS["whiz"].rules
AUCTION = PRESETS["auction"].rules
PASS = Bid(0, BidKind.PASS)
SAMPLES = 40


def first_choice(rules: RuleSet, deal: int, seat: int = 0) -> tuple[Game, Action]:
    """Normal bots bid up to ``seat``'s first choice among several bids; the game there and Normal's bid."""
    game = Game(rules, deal)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while True:
        assert game.phase is Phase.BID, "the seat never had a choice of bids"
        s = game.to_act or 0
        view = game.view(s)
        if s == seat and view.hand is not None and len(view.legal) > 1:
            return game, bots[s].choose(view)
        game.apply(bots[s].choose(view))


def coached(rules: RuleSet, deal: int) -> str:
    """The coach's sentence on South's bid equal to Normal's, which must have a verdict."""
    game, bid = first_choice(rules, deal)
    decision = weigh(HandStep(0, step_count(game), 0, bid, game), seed=deal, samples=SAMPLES, humans=[0])
    assert decision is not None, "no verdict on the bid"
    assert {a for a, _v in decision.values} >= {bid, *rules_choices(game.legal_actions(), bid)[:1]}
    return str(decision.sentence)


def hinted(rules: RuleSet, deal: int) -> tuple[Action, Action, str]:
    """Normal's bid for South, the hint's and its reason."""
    game, bid = first_choice(rules, deal)
    hint = HintPlayer(deal, humans=[0], samples=SAMPLES, check_seed=coach_seed(deal, 0, step_count(game)))
    action = hint.choose(game.view(0))
    return bid, action, hint.explain()


def test_the_rules_choices_are_the_engines_nearest_other_bids() -> None:
    whiz, _bid = first_choice(WHIZ, 1)
    assert whiz.legal_actions() == [NIL, Bid(4)] and fixed_bids(whiz.legal_actions())
    assert rules_choices(whiz.legal_actions(), Bid(4)) == [NIL]
    assert rules_choices(whiz.legal_actions(), NIL) == [Bid(4)]
    auction, _bid = first_choice(AUCTION, 11)  # the seat before South opened 1
    legal = auction.legal_actions()
    assert legal[:2] == [PASS, Bid(2, BidKind.AUCTION)] and fixed_bids(legal)
    assert rules_choices(legal, PASS) == [Bid(2, BidKind.AUCTION)]
    assert rules_choices(legal, Bid(3, BidKind.AUCTION)) == [Bid(2, BidKind.AUCTION), Bid(4, BidKind.AUCTION), PASS]
    assert not fixed_bids(Game(RuleSet(), 1).legal_actions())


def test_a_bots_own_whiz_search_is_as_it_was() -> None:
    """Only a question (the coach's, the hint's check) brings in the rules' other choices: a bot's own search of a
    whiz count with no chance at nil still weighs nothing."""
    game, _bid = first_choice(WHIZ, 1)
    view = game.view(0)
    assert bid_candidates(view, Bid(4), nil_floor=0.99) == [Bid(4)]
    assert bid_candidates(view, Bid(4), also=Bid(4), nil_floor=0.99) == [Bid(4), NIL]


def test_the_coach_compares_a_whiz_count_with_nil() -> None:
    said = coached(WHIZ, 1)  # ♠ 4 of them, nil far behind
    assert said.startswith("South: a bid of 4 was the better of the only two bids the rules allow here: nil scored "
                           "about "), said
    assert said.endswith(" points less over the guesses."), said


def test_the_coach_calls_a_whiz_count_with_the_top_trump_forced() -> None:
    game, bid = first_choice(WHIZ, 3)
    assert bid == Bid(3) and any(str(c) == "AS" for c in game.hand_of(0))
    assert coached(WHIZ, 3) == ("South: a bid of 3 was as good as forced: the only other bid the rules allow is nil, "
                                "and the A♠ takes a trick whenever it is played.")


def test_the_coach_weighs_a_pass_in_the_auction() -> None:
    said = coached(AUCTION, 0)
    assert "passing" in said.lower() and "a bid of pass" not in said, said


def test_the_coach_weighs_an_auction_bid_equal_to_normals() -> None:
    # deal 11: South bids auction 2 (deal 6's bid became a pass when the auction model was widened, session 54)
    _game, bid = first_choice(AUCTION, 11)
    assert isinstance(bid, Bid) and bid.kind is BidKind.AUCTION
    said = coached(AUCTION, 11)
    assert "auction" in said, said


def test_the_whiz_hint_says_what_nil_scores() -> None:
    bid, action, reason = hinted(WHIZ, 1)
    assert action == bid == Bid(4)
    assert reason.startswith("I bid 4: in whiz I bid my spade count; played out over "), reason
    assert ", nil scores about " in reason and reason.endswith(" points less"), reason


def test_the_auction_hint_weighs_the_other_choices() -> None:
    bid, _action, reason = hinted(AUCTION, 0)
    assert bid == PASS
    assert "played out over" in reason and "auction" in reason, reason


def test_a_choice_that_a_guess_does_not_offer_is_not_played_out() -> None:
    """The ace check is offered when the partner holds the other aces; a guess that deals them elsewhere has no
    such bid to play out (the coach's question crashed the search with "bidding is over")."""
    rules = PRESETS["ace-check"].rules
    game = Game(rules, 0)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while not (game.phase is Phase.BID and any(isinstance(a, Bid) and a.kind is BidKind.ACES
                                               for a in game.legal_actions())):
        s = game.to_act or 0
        game.apply(bots[s].choose(game.view(s)))
    seat = game.to_act or 0
    view = game.view(seat)
    keep = next(a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL)
    weigh_view(view, keep, seed=0, samples=8, humans=[seat])  # no error
