"""An exact end of the hand for Hard's card search: the last tricks played by minimax on one guessed world.

In the last few tricks a guessed world holds few cards, and Normal's policy,
which a playout follows, can misplay what every card seen makes plain: which
master to keep, when to duck under a nil. ``endgame_value`` plays the world's
last tricks every way: my side's seats choose the card worth most to my side,
the other side's the card worth least, and a finished hand is scored as a
playout scores it (``playout.margin``, points with nils and bags), so the values
stay comparable with playouts.

Every legal card and every trick winner comes from the engine (``_legal_mask``,
``trick_winner``), and the score from ``score_hand``; the search moves cards on
the world itself and puts them back. Only for two sides (partnerships and the
two-player game); ``applies`` says when it can be used.
"""

from __future__ import annotations

from ..engine import Card, Game
from ..engine.cards import EVERY_COPY
from ..engine.scoring import needs_facts
from .playout import finished_score, margin

__all__ = ["applies", "endgame_value"]

INF = float("inf")


def applies(game: Game, tricks_left: int) -> bool:
    """Whether the exact end can value ``game``: two sides, no dead tricks, at most ``tricks_left`` tricks to play
    (the one in progress counted)."""
    rules = game.rules
    if tricks_left < 1 or rules.sides != 2 or rules.cancellation:
        return False
    return game.hand_size - game.trick_number <= tricks_left


def endgame_value(game: Game, me: int, first: Card | None = None) -> float:
    """``me``'s side's margin (``playout.margin``) when the rest of the hand of ``game`` is played by minimax, every
    hand seen; ``first`` is the card of the seat to act. ``game`` is left as it was."""
    return _Endgame(game, me).value(first)


class _Endgame:
    """The alpha-beta search over one world's last tricks."""

    def __init__(self, game: Game, me: int) -> None:
        self.game = game
        rules = game.rules
        self.side = rules.side_of(me)
        self.mine = [rules.side_of(s) == self.side for s in range(game.players)]
        self.trump = game._t.trump_mask
        # With no bonus or run rule the score depends on the tricks alone: a finished hand's score is kept by them
        self.memo: dict[tuple[int, ...], float] | None = None if needs_facts(rules) else {}

    def value(self, first: Card | None) -> float:
        game = self.game
        seat: int = game.to_act  # type: ignore[assignment]
        if first is not None:
            return self._play(seat, first, -INF, INF)
        return self._node(seat, -INF, INF)

    def _node(self, seat: int, alpha: float, beta: float) -> float:
        """The value with ``seat`` to play (alpha-beta window ``alpha``..``beta``)."""
        legal = self.game._legal_mask(seat)
        maximize = self.mine[seat]
        best = -INF if maximize else INF
        while legal:
            low = legal & -legal
            legal ^= low
            value = self._play(seat, EVERY_COPY[low.bit_length() - 1], alpha, beta)
            if maximize:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def _play(self, seat: int, card: Card, alpha: float, beta: float) -> float:
        """``seat`` plays ``card``; the value of what follows. The world is put back as it was."""
        game = self.game
        bit = card.bit
        trick = game.trick
        broken = game.broken
        game.hands[seat] ^= bit
        trick.append((seat, card))
        if bit & self.trump:
            game.broken = True
        try:
            if len(trick) < game.players:
                game.to_act = game._next_seat[seat]
                return self._node(game._next_seat[seat], alpha, beta)
            return self._finish_trick(alpha, beta)
        finally:
            game.trick = trick
            trick.pop()
            game.hands[seat] ^= bit
            game.broken = broken
            game.to_act = seat

    def _finish_trick(self, alpha: float, beta: float) -> float:
        """The full trick on the table is taken; the value of the rest of the hand."""
        game = self.game
        trick = game.trick
        winner = game.trick_winner(trick)
        leader = game.leader
        game.completed.append(tuple(trick))
        game.trick_winners.append(winner)
        game.tricks[winner] += 1
        game.trick = []
        game.trick_number += 1
        try:
            if game.trick_number >= game.hand_size:
                return self._margin()
            game.leader = game.to_act = winner
            return self._node(winner, alpha, beta)
        finally:
            game.trick_number -= 1
            game.tricks[winner] -= 1
            game.trick_winners.pop()
            game.completed.pop()
            game.leader = leader

    def _margin(self) -> float:
        memo = self.memo
        if memo is None:
            return margin(finished_score(self.game), self.side)
        key = tuple(self.game.tricks)
        found = memo.get(key)
        if found is None:
            found = memo[key] = margin(finished_score(self.game), self.side)
        return found
