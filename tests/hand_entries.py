"""Hands of a game kept from bids and tricks, written as text for tests (Keep score, the tally, the sheets)."""

from __future__ import annotations

from spades_desktop.engine.tally import HandEntry, parse_bid


def entries(text: str) -> list[HandEntry]:
    """Hands written ``bids / tricks`` per line, in seat order (South, West, North, East); ``_`` stands for a space
    inside a bid ("4_little_bemo")."""
    hands = []
    for line in text.strip().splitlines():
        bids, tricks = line.split("/")
        hands.append(HandEntry(tuple(parse_bid(b.replace("_", " ")) for b in bids.split()),
                               tuple(int(t) for t in tricks.split())))
    return hands
