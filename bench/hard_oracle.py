"""What Hard's card play would gain if its guesses were right: Hard whose card search sees real hands.

A diagnostic, not a bot: it measures how much of Hard's distance to a
perfect player is the hidden cards (what better guesses could win at most)
and how much is the search itself (what a player who knew every card would
still lose by playing each candidate out with Normal's policy).

``oracle`` is Hard whose card search plays each candidate out in the real
deal instead of guesses of it (one playout a candidate: the policy is
deterministic, so every copy of the real deal gives the same value).
``oracle:partner=1`` knows only its partner's real hand; the opponents' hands
are guessed as Hard guesses them (bids, voids, the cards they played).
``oracle:role=cover`` knows its partner's hand only in a hand where the
partner bid nil and it did not, ``oracle:role=nil`` only where it bid nil
itself and the partner did not; in any other hand both guess as Hard does
and play exactly as Hard (``bench/hard_nil_deals.py`` replays only the nil
hands). ``oracle:know=honors`` knows only which aces, kings and queens its
partner holds (and so which it does not); ``know=aces-kings`` and
``know=aces`` know fewer ranks, ``know=spades`` only the partner's trumps:
what each kind of the partner's cards is worth to Hard. Bids are Hard's own
search in every mode: only the card play sees. Hard's other options
may follow (``oracle:samples=200``). The parts stored in ``bench/results/oracle-*`` were played before
Hard read a bot's bid 0.7 tricks wide and weighed a bot's cards 0.1 a miss: add
``bid_sigma=1.1,infer=0.2`` to replay them. The bot is given the real game by
``ai_match.play_one`` through ``watch(game)`` before each of its decisions.

    nice -n 15 python bench/hard_oracle.py --a oracle --b reference \\
        --deals-file bench/deals/standard-seed1-2000.txt --deals 400

takes ``bench/ai_match.py``'s arguments and prints its table (last line
``difference: ...``); ``--a oracle`` is accepted by ``ai_match.py`` and
``ai_parts.py`` too. Only the card play of ``oracle`` seats sees: a Hard on the
other side plays as usual.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.base import make_player as make_app_player
from spades_desktop.ai.determinize import iter_worlds
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, cards_of

__all__ = ["KNOWN_RANKS", "Oracle", "make_oracle"]

KNOWN_RANKS = {"honors": 12, "aces-kings": 13, "aces": 14}  # know=...: the partner's cards of these ranks up


class Oracle:
    """The real hands for one Hard player's card search (``HardPlayer._guesses`` replaced)."""

    def __init__(self, partner_only: bool, sigmas: Callable[[int], list[float]], role: str = "",
                 know: str = "") -> None:
        if role not in ("", "cover", "nil"):
            raise ValueError(f"oracle role {role!r}: write role=cover or role=nil")
        if know not in KNOWN_RANKS and know not in ("", "spades"):
            raise ValueError(f"oracle know={know!r}: write know=honors, aces, aces-kings or spades")
        self.partner_only = partner_only or bool(role) or bool(know)
        self.role = role  # "cover", "nil": see the partner only in such a nil hand ("": always)
        self.know = know  # "honors", "aces-kings", "aces", "spades": see only those cards of the partner
        self.hands: list[int] = []
        self.sigmas = sigmas  # per seat, how widely the guesses read a bid: as the player reads them

    def watch(self, game: Game) -> None:
        """Called before each decision of the player with the real game."""
        self.hands = [game.hand_mask(s) for s in range(game.players)]

    def guesses(self, state: PlayState, hand: int, rng: random.Random, count: int, tries: int,
                fit: Callable[[list[int], float], float] | None) -> Iterator[list[int]]:
        if self.role and not self._in_role(state):
            yield from iter_worlds(state, hand, rng, count, tries, fit, self.sigmas(state.players))  # Hard's own
            return
        if len(self.hands) <= state.seat or self.hands[state.seat] != hand:
            raise RuntimeError("the oracle was not shown the game of this decision (watch)")
        if not self.partner_only:
            yield list(self.hands)  # one real deal: the same playouts in every copy of it
            return
        partner = state.rules.partner_of(state.seat)
        if partner is None:
            raise ValueError("oracle:partner=1 needs a game with partners")
        known = state.copy()
        part = self._known_part(state)  # the partner's cards known to me: all, or its honours or trumps
        known.known[partner] = self.hands[partner] & part  # the sampler deals the partner exactly these
        known.allowed[partner] &= ~(part & ~self.hands[partner])  # and none of the others of that part
        yield from iter_worlds(known, hand, rng, count, tries, fit, self.sigmas(state.players))

    def _known_part(self, state: PlayState) -> int:
        """The cards whose place in the partner's hand the oracle knows (a card mask)."""
        info = state.info
        if self.know == "spades":
            return info.trump_mask
        if self.know in KNOWN_RANKS:
            low = KNOWN_RANKS[self.know]
            return sum(c.bit for c in cards_of(info.deck_mask) if c.suit is not None and c.rank >= low)
        return info.deck_mask

    def _in_role(self, state: PlayState) -> bool:
        """This hand is one where the role sees its partner: a partner's nil to cover, or my own nil."""
        partner = state.rules.partner_of(state.seat)
        if partner is None:
            return False
        mine, theirs = state.bids[state.seat], state.bids[partner]
        mine_nil = mine is not None and mine.is_nil
        theirs_nil = theirs is not None and theirs.is_nil
        return (theirs_nil and not mine_nil) if self.role == "cover" else (mine_nil and not theirs_nil)


def make_oracle(options: str, seed: int) -> HardPlayer:
    """``oracle[:partner=1|role=cover|role=nil|know=honors|aces-kings|aces|spades,<Hard's options>]`` as a Hard player
    whose card search sees real hands."""
    parts = [p for p in options.split(",") if p.strip()]
    partner = [p for p in parts if p.partition("=")[0].strip() == "partner"]
    roles = [p for p in parts if p.partition("=")[0].strip() == "role"]
    knows = [p for p in parts if p.partition("=")[0].strip() == "know"]
    rest = [p for p in parts if p not in partner and p not in roles and p not in knows]
    partner_only = bool(partner) and float(partner[-1].partition("=")[2]) != 0
    role = roles[-1].partition("=")[2].strip() if roles else ""
    know = knows[-1].partition("=")[2].strip() if knows else ""
    player = make_app_player("hard:" + ",".join(rest) if rest else "hard", seed)
    assert isinstance(player, HardPlayer)
    oracle = Oracle(partner_only, player._sigmas, role, know)
    player._guesses = oracle.guesses  # type: ignore[method-assign]
    player.watch = oracle.watch  # type: ignore[attr-defined]
    return player


if __name__ == "__main__":
    raise SystemExit(ai_match.main(sys.argv[1:]))
