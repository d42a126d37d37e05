"""Kinds of bid as a list in the engine's words ("1-13, nil, blind 1-7, 10 for 200"), and back.

A refused bid names every bid open to the seat now (``Game.bid_refusal``: ``open_bids_reason`` of its legal
bids); help texts name the bids a preset offers (``tally.bid_choices``, said by ``tally.bid_words``). Both say
a kind of bid as ``choice_words`` does, and a GUI reads such a list back (``read_bid_list``) to say each kind in
its own language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .actions import Action, Bid, BidKind, parse_action
from .errors import ParseError, Reason, because

_KIND_ORDER = {kind: index for index, kind in enumerate(BidKind)}
_RANGE = re.compile(r"(?<![\d.])(\d+)-(\d+)(?![\d.])")
_HALF_RANGE = re.compile(r"(\d+)\.5-(\d+)\.5")
_NOTE = re.compile(r"(.*?) \(([^()]*)\)")


@dataclass(frozen=True, slots=True)
class BidChoice:
    """A kind of bid, for help texts: ``bid`` itself or, with ``most``, the bids of its kind from ``bid.tricks``
    to ``most`` tricks; ``note`` says what the bid is where its words do not."""

    bid: Bid
    most: int | None = None
    note: str = ""


def range_text(text: str, low: int, most: int) -> str:
    """``text`` (a bid of ``low`` tricks in words) said of the bids from ``low`` to ``most``: "blind 1-5"."""
    return re.sub(rf"(?<!\d){low}(?!\d)", f"{low}-{most}", text, count=1)


def choice_words(choice: BidChoice) -> str:
    """One kind of bid in the engine's words: "1-13", "nil", "blind 1-7", "0.5-12.5", "side 6 (the side's bid)"."""
    bid = choice.bid
    text = str(bid)
    if choice.most is not None and choice.most != bid.tricks:
        if bid.kind is BidKind.HALF:
            text = f"{bid.tricks}.5-{choice.most}.5"
        else:
            text = range_text(text, bid.tricks, choice.most)
    return f"{text} ({choice.note})" if choice.note else text


def bid_list_words(choices: Iterable[BidChoice]) -> str:
    """Kinds of bid as a list in the engine's words: "1-13, nil, blind nil"."""
    return ", ".join(choice_words(choice) for choice in choices)


def choices_of(actions: Iterable[Action]) -> tuple[BidChoice, ...]:
    """The kinds of bid among ``actions`` (a seat's legal actions; anything but a bid is left out), in the order
    of ``BidKind`` (as ``tally.bid_choices`` lists a preset's): the bids of a kind with numbers in a row as one
    range ("1-4" and "6-13" where a house rule takes 5 away)."""
    bids = sorted({a for a in actions if isinstance(a, Bid)}, key=lambda b: (_KIND_ORDER[b.kind], b.tricks))
    choices: list[BidChoice] = []
    for bid in bids:
        last = choices[-1] if choices else None
        ranged = bid.kind is not BidKind.SHOW and str(bid) != str(Bid(bid.tricks + 1, bid.kind))
        if (last is not None and ranged and last.bid.kind is bid.kind
                and (last.most if last.most is not None else last.bid.tricks) + 1 == bid.tricks):
            choices[-1] = BidChoice(last.bid, bid.tricks)
        else:
            choices.append(BidChoice(bid))
    return tuple(choices)


def open_bids_reason(actions: Iterable[Action]) -> Reason:
    """The part of a refusal that names the bids among ``actions`` (the seat's bids open now): "you may bid 1-13,
    nil, blind 1-7, 10 for 200"; () when there are none."""
    choices = choices_of(actions)
    return because("you may bid {open}", open=bid_list_words(choices)) if choices else ()  # a GUI says ``open``


def read_bid_list(text: str) -> tuple[BidChoice, ...]:
    """The kinds of bid in a list of ``bid_list_words``; ``ParseError`` for a part that is none."""
    choices = []
    for part in text.split(", "):
        note = ""
        noted = _NOTE.fullmatch(part)
        if noted is not None:
            part, note = noted.group(1), noted.group(2)
        most: int | None = None
        half = _HALF_RANGE.fullmatch(part)
        span = _RANGE.search(part)
        if half is not None:
            part, most = f"{half.group(1)}.5", int(half.group(2))
        elif span is not None:
            part, most = part[:span.start()] + span.group(1) + part[span.end():], int(span.group(2))
        bid = parse_action(part)
        if not isinstance(bid, Bid):
            raise ParseError(f"{part!r} is not a bid")
        choices.append(BidChoice(bid, most, note))
    return tuple(choices)
