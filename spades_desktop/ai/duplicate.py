"""Duplicate comparison: the same cards played again with bots in the human seats.

"Were the cards bad, or was it me?" The fairest answer plays the very same
deal again, from the same scores and bags, with a bot in each human seat (the
other seats keep their bots), and compares the side's points. Every bot is
seeded from the deal, the seat and the position, so the comparison is the same
every time. The engine deals a game's first hand with the seed itself, so a new
``Game`` with the hand's deal number and dealer holds the very same cards
(``deal_again``); the human in the review window uses the same fact to play the
deal again from any seat (``gui/review/duplicate.py``).

The bots in the other seats decide with the very seeds the game gave them
(``record.history.decision_seed`` of the game's seed, the seat and the
position in the whole game) and read the same seats as people, so they choose
as they did at the table until a person's choice differs from the bot's in
their place. Seeded from the deal and the hand's own positions instead, they
bid otherwise in later hands on their own (a search's guesses) and the
comparison moved by up to 100 points with nothing the person did: QA saw
"bots in the human seats" 60 points ahead where the coach found no decision
that cost much.

Where the two results differ by ``GAP_POINTS`` or more, ``gap_reason`` says
why in plain words: the bids (the bots played again kept to the people's
bids, ``DuplicateResult.kept``, tell how much of the difference they make),
or the play from the first card where a person and the bot parted, and how
that stands beside the coach's verdicts (which weigh the hands the person
could not see, where the comparison plays these cards as they lay).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine import Action, Bid, Game, HandScore, HandScored, Phase, Play
from ..engine.game import seat_name
from ..record import GameRecord
from ..record.history import decision_seed
from .base import create_player
from .coach import FLAG_POINTS, Decision, action_words, coach_seed, costly, human_seats
from .hand_analysis import hand_steps
from .hint import HintPlayer
from .message import Message

__all__ = ["GAP_POINTS", "DuplicateResult", "bot_named", "compare_with_bots", "deal_again", "gap_reason",
           "replay_with_bots"]

GAP_POINTS = 20  # the side's margin over its opponents differing by this much is explained (a bag or two is not)


@dataclass(frozen=True)
class DuplicateResult:
    """Each side's points for the hand as played, and with bots in the human seats on the same cards."""

    played: tuple[int, ...]
    bots: tuple[int, ...]
    bot_level: str
    score: HandScore  # the bots' hand, as the engine scored it
    actions: tuple[tuple[int, Action], ...] = ()  # the bots' hand, (seat, action) in order
    kept: DuplicateResult | None = None  # the bots again, kept to the people's bids (``compare_with_bots``)
    hinted: bool = False  # the person's card where the play first parted was the table's hint (``followed_hint``)


def deal_again(record: GameRecord, hand_index: int, turn: int = 0) -> Game:
    """A new game on hand ``hand_index``'s deal (from the scores and bags before it) where seat ``s`` holds
    the cards seat ``s + turn`` held."""
    rules = record.rules
    if rules.draw_phase:
        raise ValueError("a two-player draw game has no fixed deal to play again")
    hand = record.hands[hand_index]
    scores: Sequence[int] | None = None
    bags: Sequence[int] | None = None
    if hand_index > 0:
        before = record.hands[hand_index - 1].score
        if before is not None:
            scores = [s.total_after for s in before.sides]
            bags = [s.bags_after for s in before.sides]
    return Game(rules, hand.deal_number, first_dealer=(hand.dealer - turn) % rules.players, scores=scores, bags=bags)


def replay_with_bots(record: GameRecord, hand_index: int, level: str = "hard", *,
                     keep_bids: bool = False) -> DuplicateResult:
    """Hand ``hand_index`` again on the same cards with a ``level`` bot in every human seat.

    Every bot is seeded as the game seeded the bot deciding at that position (the game's seed, the seat, the
    position in the whole game) and reads the human seats as people, so the other seats choose as they did until a
    person's choice differs. ``keep_bids``: the human seats make the choices before the play that the people made
    (bids, looks, cards passed) and the bots play the cards."""
    hand = record.hands[hand_index]
    if hand.score is None:
        raise ValueError(f"hand {hand.hand_number} is not finished: there is no result to compare")
    game = deal_again(record, hand_index)
    humans = human_seats(record)
    levels = [(p.level or "normal") if p.kind == "bot" else level for p in record.players]
    start = sum(len(h.actions) for h in record.hands[:hand_index])  # the game's actions before this hand
    kept = {seat: [a for s, a in hand.actions if s == seat and not isinstance(a, Play)] for seat in humans} \
        if keep_bids else {}
    done: list[tuple[int, Action]] = []
    while True:
        seat = game.to_act
        assert seat is not None
        bot = create_player(levels[seat] if levels[seat] in ("easy", "normal", "hard") else "normal",
                            decision_seed(record.seed, seat, start + len(done)), humans=humans)
        wanted = kept[seat].pop(0) if kept.get(seat) and game.phase is not Phase.PLAY else None
        action = wanted if wanted is not None and wanted in game.legal_actions() else bot.choose(game.view(seat))
        done.append((seat, action))
        for event in game.apply(action):
            if isinstance(event, HandScored):
                played = tuple(s.points for s in hand.score.sides)
                bots = tuple(s.points for s in event.score.sides)
                return DuplicateResult(played, bots, level, event.score, tuple(done))


def compare_with_bots(record: GameRecord, hand_index: int, level: str = "hard") -> DuplicateResult:
    """``replay_with_bots``, and where a bot in a human seat chose otherwise before the play (a bid, a look), the
    bots once more kept to the people's choices there (``DuplicateResult.kept``): the difference between the two
    is the bidding's part of the comparison, the rest is the play's (``gap_reason``)."""
    result = replay_with_bots(record, hand_index, level)
    first = _first_difference(record.hands[hand_index].actions, result.actions)
    if first is None or isinstance(record.hands[hand_index].actions[first][1], Play):
        return replace(result, hinted=followed_hint(record, hand_index, first))
    kept = replay_with_bots(record, hand_index, level, keep_bids=True)
    kept = replace(kept, hinted=followed_hint(record, hand_index,
                                              _first_difference(record.hands[hand_index].actions, kept.actions)))
    return DuplicateResult(result.played, result.bots, level, result.score, result.actions, kept)


def followed_hint(record: GameRecord, hand_index: int, index: int | None) -> bool:
    """A person's card at action ``index`` of the hand is the one the table's hint gives there (``hint.HintPlayer``
    seeded as the table seeds it, ``gui.controller.request_hint``, without its clock): where the play parts there,
    the person followed the hint, which Normal's card checked by playing the hand out may leave. The review said
    "South played the 3♠ where the Normal bot played the Q♠" of a player who had done as the hint advised (QA
    newbie17)."""
    if index is None:
        return False
    step = hand_steps(record, hand_index)[index]
    if not isinstance(step.action, Play) or step.seat not in human_seats(record):
        return False
    hint = HintPlayer(decision_seed(record.seed ^ 0x5EED, step.seat, step.position), humans=human_seats(record),
                      check_seed=coach_seed(record.seed, step.seat, step.position))
    return hint.choose(step.before.view(step.seat)) == step.action


def bot_named(level: str) -> Message:
    """The bot put in the human seats, by its level: "the Normal bot". "Sam bid 7 where the bot bid 5" did not say
    which bot, beside the coach's own weighing that found a bid of 4 best (QA newbie16)."""
    if level == "easy":
        return Message.of("the Easy bot")
    if level == "hard":
        return Message.of("the Hard bot")
    return Message.of("the Normal bot")


def _first_difference(played: Sequence[tuple[int, Action]], bots: Sequence[tuple[int, Action]]) -> int | None:
    return next((i for i, (a, b) in enumerate(zip(played, bots, strict=False)) if a != b), None)


def _margin(points: Sequence[int], side: int) -> int:
    """``side``'s points less the best other side's (how the coach counts a hand, without its bag weight)."""
    return points[side] - max(p for s, p in enumerate(points) if s != side)


def gap_reason(record: GameRecord, hand_index: int, result: DuplicateResult,
               decisions: Sequence[Decision] = ()) -> Message | None:
    """Why the bots in the human seats did ``GAP_POINTS`` or more better or worse than the people on the same
    cards (the side's points less its opponents'), in a sentence a player reads; None for a smaller difference,
    or where people sat on more than one side. ``decisions``: the coach's on this hand, when it weighed it.

    QA: the review said "bots in the human seats: −60 against as played" and "the coach found no decision that
    cost much", side by side, and nothing of why. The reasons, as real hands showed them: a bid the coach weighs
    about as good over the hands that could have been out, which these cards, as they lay, punished; the play
    parting at one card, after which every seat plays on differently; small costs that add up."""
    rules = record.rules
    humans = human_seats(record)
    sides = {rules.side_of(seat) for seat in humans}
    if len(sides) != 1 or len(result.played) < 2:
        return None
    side = sides.pop()
    gap = _margin(result.bots, side) - _margin(result.played, side)
    if abs(gap) < GAP_POINTS:
        return None
    hand = record.hands[hand_index]
    first = _first_difference(hand.actions, result.actions)
    if first is None:
        return None
    seat, action = hand.actions[first]
    if seat not in humans:  # a bot of the game chose otherwise on its own (a time cap, another version)
        return Message.of("The first choice to differ is a bot's, not a person's: {seat} chose {game} at the table "
                          "and {bots} here, so the difference starts with the bots themselves.",
                          seat=seat_name(rules, seat), game=action_words(action),
                          bots=action_words(result.actions[first][1]))
    if result.kept is not None:
        kept_gap = _margin(result.kept.bots, side) - _margin(result.played, side)
        bids = _bid_changes(record, hand_index, result)
        result_kept = _points(result.kept.bots, side)
        if abs(gap - kept_gap) >= abs(kept_gap):
            said = (Message.of("{bids}. Kept to the bids of your game, the bots score {result}, as at the table: the "
                               "whole difference is in the bidding.", bids=bids, result=result_kept)
                    if result.kept.bots == result.played else
                    Message.of("{bids}. Kept to the bids of your game, the bots score {result}: most of the "
                               "difference is in the bidding.", bids=bids, result=result_kept))
            verdict = _bid_verdict(record, hand_index, result, decisions) if gap > 0 else None
            return said if verdict is None else Message.of("{said} {verdict}", said=said, verdict=verdict)
        part = _play_part(record, hand_index, result.kept)
        said = Message.of("{bids}, but kept to the bids of your game the bots still score {result}: most of the "
                          "difference is in the play. {part}", bids=bids, result=result_kept, part=part)
    else:
        said = Message.of("The bids were the same: the difference is in the play. {part}",
                          part=_play_part(record, hand_index, result))
    verdict = _play_verdict(decisions, gap)
    return said if verdict is None else Message.of("{said} {verdict}", said=said, verdict=verdict)


def _points(points: Sequence[int], side: int) -> Message:
    """``side``'s points, and with two sides its opponents': "+80 and their opponents −68"."""
    if len(points) == 2:
        return Message.of("{score} and their opponents {others}", score=f"{points[side]:+d}",
                          others=f"{points[1 - side]:+d}")
    return Message.of("{score}", score=f"{points[side]:+d}")


def _bid_changes(record: GameRecord, hand_index: int, result: DuplicateResult) -> Message:
    """Each seat whose bid differs, the people's first: "South bid 3 where the Normal bot bid 4; then North bid 2,
    where it bid 3 at the table"."""
    rules = record.rules
    score = record.hands[hand_index].score
    assert score is not None
    humans = human_seats(record)
    changed = [s for s in range(rules.players) if score.bids[s] != result.score.bids[s]]
    said: list[Message] = []
    for seat in sorted(changed, key=lambda s: (s not in humans, s)):
        game, bots = score.bids[seat], result.score.bids[seat]
        if game is None or bots is None:
            continue
        said.append(Message.of("{seat} bid {game} where {bot} bid {bots}", seat=seat_name(rules, seat), game=game,
                               bot=bot_named(result.bot_level), bots=bots) if seat in humans else
                    Message.of("then {seat} bid {bots}, where it bid {game} at the table", seat=seat_name(rules, seat),
                               bots=bots, game=game))
    if not said:
        return Message.of("The bots chose otherwise before the play")
    joined = said[0]
    for more in said[1:]:
        joined = Message.of("{first}; {then}", first=joined, then=more)
    return joined


def _bid_verdict(record: GameRecord, hand_index: int, result: DuplicateResult,
                 decisions: Sequence[Decision]) -> Message | None:
    """How the coach's verdict on a person's bid stands beside the bots' better result: it listed the bid as
    costly, or it found the bid better than the bots' or about as good over the hands that could have been out
    (these cards punished it). None where the coach weighed no bid that differs."""
    score = record.hands[hand_index].score
    assert score is not None
    listed = {d.index for d in costly(decisions, count=len(decisions))}
    for decision in decisions:
        chosen = decision.chosen
        if not isinstance(chosen, Bid) or score.bids[decision.seat] != chosen:
            continue
        bots = result.score.bids[decision.seat]
        if bots is None or bots == chosen:
            continue
        if decision.index in listed:
            return Message.of("The coach lists the bid among the decisions that cost most.")
        values = dict(decision.values)
        if bots in values and values[chosen] - values[bots] >= FLAG_POINTS:  # the coach would have flagged the bots'
            return Message.of("Over the hands that could have been out, the coach found {game} better than {bots}; "
                              "as these cards lay, {bots} did better.", game=action_words(chosen),
                              bots=action_words(bots))
        return Message.of("Over the hands that could have been out, the coach found {game} about as good as "
                          "{bots}; as these cards lay, {bots} did better.", game=action_words(chosen),
                          bots=action_words(bots))
    return None


def _play_part(record: GameRecord, hand_index: int, result: DuplicateResult) -> Message:
    """Where a person's card and the bot's first parted: "South played the 8♦ at trick 4 where the Normal bot played
    the Q♦, and the other seats played on differently from there."."""
    hand = record.hands[hand_index]
    first = _first_difference(hand.actions, result.actions)
    if first is None:
        return Message.of("The cards were played the same.")
    seat, action = hand.actions[first]
    other = result.actions[first][1]
    trick = hand_steps(record, hand_index)[first].before.trick_number + 1
    if isinstance(action, Play) and isinstance(other, Play) and seat in human_seats(record) and result.hinted:
        return Message.of("{seat} played the {card} at trick {trick}, as the hint advised (it checks the bot's card by "
                          "playing the hand out over where the hidden cards may lie), where {bot} played the {other}, "
                          "and the other seats played on differently from there.", seat=seat_name(record.rules, seat),
                          card=action.card, trick=trick, bot=bot_named(result.bot_level), other=other.card)
    if isinstance(action, Play) and isinstance(other, Play) and seat in human_seats(record):
        return Message.of("{seat} played the {card} at trick {trick} where {bot} played the {other}, and the "
                          "other seats played on differently from there.", seat=seat_name(record.rules, seat),
                          card=action.card, trick=trick, bot=bot_named(result.bot_level), other=other.card)
    return Message.of("The play parts at trick {trick}, and the other seats played on differently from there.",
                      trick=trick)


def _play_verdict(decisions: Sequence[Decision], gap: int) -> Message | None:
    """How the coach's verdicts on the cards stand beside the bots' result: its list says where the cards cost, or
    no card cost much but small costs add up, or none cost much and these cards lay better for the bots' play.
    None where the coach has not weighed the hand, or where the people did better and it listed no card."""
    cards = [d for d in decisions if d.trick > 0]
    if not cards:
        return None
    listed = costly(cards, count=len(cards))
    if gap < 0:
        return Message.of("The coach's costs are over the hands that could have been out; as these cards lay, the "
                          "play at the table did better than the bots'.") if listed else None
    if listed:
        return Message.of("The coach's list of the decisions that cost most shows where the cards cost.")
    total = round(sum(d.cost for d in cards if d.sure))
    if total >= GAP_POINTS:
        return Message.of("No single card cost much, but the coach's small costs add up to about {points} over the "
                          "hand.", points=total)
    return Message.of("No card cost much over the hands that could have been out: as these cards lay, the bots' "
                      "play happened to do better.")
