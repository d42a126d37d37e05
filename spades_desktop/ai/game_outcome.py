"""Playing for the game: what Hard's searches and Normal's bid search share when a hand can end the game.

A playout whose hand ends the game is valued by who wins the game (``playout.GameEnd``, ``playout.game_margin``).
``PlaysForGame`` gives a player that: each decision's ``GameEnd`` (``_game_end``), each candidate's game outcome
in each playout counted (``_counted``), whether some playout ended the game (``_game_ended``: then another choice
than the count's must beat it by ``GAME_Z`` standard errors, ``_count_stands``), and the reason that says the game
where the game is why (``_game_reason``, ``_game_bid_reason``). Hard and Normal mix it in with the same options
(``game_end``, ``game_bonus``, ``game_z``; docs/ai.md, "Playing for the game").
"""

from __future__ import annotations

from ..engine import Bid, SeatView
from .bid_search import SearchedBid
from .message import Message
from .playout import GameEnd
from .weighing import beats

__all__ = ["GAME_END", "GAME_Z", "PlaysForGame"]

GAME_END = True  # a playout whose hand ends the game (the target, the losing score, the hand limit) is valued by who
# wins the game: GAME_BONUS more (or less) than its margin (``playout.game_margin``). QA (session 60): North-South at
# 493 of 500, Hard bid 6 "rather than the 5 my cards count, +18 points a hand" in 6 of 6 seeds and was set; a club
# player bids what wins the game, and goes all out for a set when the other side would otherwise win. QA (session 60,
# expert2): East-West at 457 of 500, Normal's East bid nil "+92 points a hand more than 2" in 8 of 8 seeds, where 2
# (and the partner's contract) wins the game. From 0-0 (the benchmark's deals) a hand can end the game only by the
# losing score (docs/ai.md, "Playing for the game")
GAME_Z = 1.0  # when some playout of a search ended the game, another choice than Normal's must beat it by this many
# standard errors over the guesses: a game won or lost moves a guess by 2 x GAME_BONUS, so one lucky guess of 40
# moves the mean by 15 points (QA's hand at 493: "4 wins the game in 39 of them, 5 in 38"); Normal's count already
# bids safe when that wins the game


class PlaysForGame:
    """A player whose searches value a hand that ends the game by the game's result (mixed into Hard and Normal,
    which set the three options in their ``__init__`` and call ``_game_end`` before each search)."""

    game_end: bool  # see GAME_END
    game_bonus: float  # points a game won (lost) is worth instead of the hand's margin (``playout.GAME_BONUS``)
    game_z: float  # see GAME_Z
    _end: GameEnd | None  # this decision's (``_game_end``)
    # each candidate's game outcome in each playout of the last search, in order (1 won, -1 lost, 0 no end)
    _games: dict[str, list[int]]

    def _plays_for_game(self, game_end: bool, game_bonus: float, game_z: float) -> None:
        """The options, checked (``__init__``)."""
        if game_bonus < 0:
            raise ValueError("game_bonus is a number of points, 0 or more")
        self.game_end = game_end
        self.game_bonus = game_bonus
        self.game_z = game_z
        self._end = None
        self._games = {}

    def _game_end(self, view: SeatView) -> None:
        """This decision's valuation of a hand that ends the game (``GAME_END``), and no outcomes counted yet."""
        self._end = GameEnd(self.game_bonus, view.hand_number) if self.game_end and self.game_bonus > 0 else None
        self._games = {}

    def _counted(self, candidate: object, value: float) -> float:
        """``value``, a playout's of ``candidate``, with its game outcome counted (``_game_reason``)."""
        end = self._end
        if end is not None:
            self._games.setdefault(str(candidate), []).append(end.outcome)
            end.outcome = 0
        return value

    def _game_ended(self) -> bool:
        """Some playout of the last search ended the game."""
        return any(any(outcomes) for outcomes in self._games.values())

    def _game_reason(self, chosen: str, other: str, guesses: int, gain: float) -> tuple[str, int, int] | None:
        """Why ``chosen`` beats ``other`` when most of its ``gain`` (points a hand, over ``guesses`` guesses) is the
        game: ("won", games won with it, with ``other``) when it wins the game more often, ("lost", ...) when the
        other side wins the game less often; None when the game is not why."""
        end = self._end
        if end is None or gain <= 0:
            return None
        mine = self._games.get(chosen, [])[:guesses]
        theirs = self._games.get(other, [])[:guesses]
        if len(mine) < guesses or len(theirs) < guesses:
            return None
        by_game = end.bonus * (sum(mine) - sum(theirs)) / guesses
        if by_game < gain / 2:
            return None
        won, other_won = mine.count(1), theirs.count(1)
        if won > other_won:
            return "won", won, other_won
        return "lost", mine.count(-1), theirs.count(-1)

    def _count_stands(self, found: SearchedBid, count_bid: Bid, z: float) -> bool:
        """The count's bid stands against the search's ``found.bid`` (``GAME_Z``): some playout ended the game and
        the found bid does not beat the count's by ``game_z`` standard errors (``z``: what the search already
        asked of it)."""
        keys = list(found.values)
        return (self.game_z > z and self._game_ended() and str(count_bid) in keys
                and not beats(found.rows, keys.index(str(found.bid)), keys.index(str(count_bid)), self.game_z))

    def _game_bid_reason(self, found: SearchedBid, count_bid: Bid) -> Message | None:
        """The reason of the search's bid over the count's when the game is why (``_game_reason``), else None."""
        game = self._game_reason(str(found.bid), str(count_bid), found.guesses, found.gain)
        if game is not None and game[0] == "won":
            return Message.of(
                "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, "
                "{bid} wins the game in {won} of them, {count} in {other}", bid=found.bid, count=count_bid,
                guesses=found.guesses, won=game[1], other=game[2])
        if game is not None:
            return Message.of(
                "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, "
                "the other side wins the game in {lost} of them after {bid}, in {other} after {count}",
                bid=found.bid, count=count_bid, guesses=found.guesses, lost=game[1], other=game[2])
        return None
