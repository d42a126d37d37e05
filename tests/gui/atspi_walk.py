"""Walk Spades Desktop's accessibility tree on the real AT-SPI bus, as Orca sees it, and log its events.

Run with the *system* python3 (python3-pyatspi), in the same D-Bus session and X display as the game,
which must run with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; ``tests/gui/test_atspi.py`` sets that up
(``dbus-run-session``, ``xvfb-run``, ``at-spi-bus-launcher``). It prints:

- ``TREE`` lines: the application's tree (role, name, description, states), depth-indented;
- ``EVENT`` lines: announcements and notifications shown, focus and state changes that arrived while it
  drove the game through AT-SPI alone (bidding by pressing a bid button's action, pressing → on the table,
  playing a card by its action);
- ``CHECK name: ok|FAIL`` lines and, last, ``atspi_walk: ok`` or ``atspi_walk: FAIL``.

Not imported by pytest (no ``test_`` prefix): it needs pyatspi, which is not on PyPI.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = sys.argv[1] if len(sys.argv) > 1 else "python"
events: list[str] = []


def on_event(event: Any) -> None:
    try:
        source = event.source
        who = f"{source.getRoleName()} {source.name!r} {{{states(source)}}}"
    except Exception:  # a stand-in may be gone by the time the event is read
        who = "?"
    line = f"EVENT {event.type} detail1={event.detail1} any_data={event.any_data!r} source={who}"
    events.append(line)
    print(line, flush=True)


def states(acc: Any) -> str:
    names = []
    for state in acc.getState().getStates():
        names.append(pyatspi.stateToString(state) if hasattr(pyatspi, "stateToString") else str(state))
    return ",".join(sorted(str(n).replace("STATE_", "").lower() for n in names))


def walk(acc: Any, depth: int = 0) -> Iterator[tuple[int, Any]]:
    if acc is None or depth > 40:
        return
    yield depth, acc
    for i in range(acc.childCount):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def find_app() -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    end = time.monotonic() + 60.0
    while time.monotonic() < end:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.childCount and any(
                    "Spades" in (app.getChildAtIndex(j).name or "") for j in range(app.childCount)):
                return app
        time.sleep(0.1)
    return None


def dump(app: Any, title: str, nodes: list[tuple[int, Any]] | None = None) -> list[tuple[int, Any]]:
    """Print the tree (``nodes``: a walk just made, else a new one) and return it."""
    print(f"TREE ===== {title}", flush=True)
    if nodes is None:
        nodes = list(walk(app))
    for depth, acc in nodes:
        try:
            desc = acc.description
            print(f"TREE {'  ' * depth}[{acc.getRoleName()}] {acc.name!r}"
                  + (f" desc={desc!r}" if desc else "") + f" {{{states(acc)}}}", flush=True)
        except Exception as error:
            print(f"TREE {'  ' * depth}<gone: {error}>")
    return nodes


def named(nodes: list[tuple[int, Any]], test: Callable[[str, str], bool]) -> list[Any]:
    found = []
    for _d, acc in nodes:
        try:
            if test(acc.getRoleName(), acc.name or ""):
                found.append(acc)
        except Exception:
            pass
    return found


def do_action(acc: Any) -> bool:
    try:
        action = acc.queryAction()
        return bool(action.doAction(0))
    except NotImplementedError:
        return False


def pump(seconds: float, until: Callable[[], bool] | None = None, every: float = 0.02) -> bool:
    """Let events arrive (the GLib loop delivers pyatspi's events) until ``until()`` holds, at most ``seconds``.

    ``until`` is asked after each round of events, at most every ``every`` seconds; True when it held
    (False: the time ran out, and the caller's checks then say what is missing). Without ``until`` it
    waits the whole time.
    """
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    asked = 0.0
    while True:
        while context.pending():
            context.iteration(False)
        now = time.monotonic()
        if until is not None and now - asked >= every:
            asked = now
            if until():
                return True
        if now >= end:
            return False
        time.sleep(0.02)


def wait_for_tree(app: Any, seconds: float, test: Callable[[list[tuple[int, Any]]], bool]) -> list[tuple[int, Any]]:
    """Walk the tree again and again while events arrive, until ``test(nodes)`` holds (at most ``seconds``).

    Returns the last walk: what the test saw, so that checks made on it see the same tree.
    """
    last: list[list[tuple[int, Any]]] = [[]]

    def seen() -> bool:
        last[0] = list(walk(app))
        return test(last[0])

    pump(seconds, seen, every=0.25)
    return last[0]


def has(nodes: list[tuple[int, Any]], test: Callable[[str, str], bool], count: int = 1) -> bool:
    return len(named(nodes, test)) >= count


def hand_named(role: str, name: str) -> bool:
    return role == "push button" and (", playable" in name or ", not playable" in name or " of " in name)


def playable_card(role: str, name: str) -> bool:
    return role == "push button" and name.endswith(", playable")


def bid_button(role: str, name: str) -> bool:
    return role in ("push button", "toggle button") and name.startswith("Bid ")


def bidding(nodes: list[tuple[int, Any]]) -> bool:
    """The player's turn to bid: the bid panel with its buttons, and the hand named card by card."""
    return (has(nodes, lambda r, n: n == "Your bid") and has(nodes, bid_button, 2) and has(nodes, hand_named, 13)
            and has(nodes, lambda r, n: r == "menu bar"))


def spoken(event: str) -> bool:
    """What a screen reader says of itself: Qt's announcement event, or a notification shown (the way the game
    speaks on Linux by default, View ▸ Announcements for older screen readers: Orca before 46 has no listener
    for the announcement event, and every Orca says a notification as it shows)."""
    return "object:announcement" in event or (
        event.startswith("EVENT object:state-changed:showing detail1=1") and "source=notification " in event)


def focus_since(before: int, test: Callable[[str], bool]) -> Callable[[], bool]:
    """A test for ``pump``: a "focused" event whose source says it is focused arrived since ``events[before]``."""
    return lambda: any(e.startswith("EVENT object:state-changed:focused detail1=1") and test(e)
                       and "focused" in e.split("{")[-1] for e in events[before:])


def main() -> int:
    for kind in ("object:announcement", "object:state-changed:showing", "object:state-changed:focused", "focus:",
                 "object:state-changed:checked", "object:property-change:accessible-name",
                 "object:state-changed:selected", "object:active-descendant-changed"):
        pyatspi.Registry.registerEventListener(on_event, kind)
    checks: dict[str, bool] = {}
    app = find_app()
    checks["app on the bus"] = app is not None
    if app is None:
        print("CHECK app on the bus: FAIL\natspi_walk: FAIL")
        return 1
    # the game deals and the bots bid up to the player: the blind-bid offer or the bid panel, and the hand
    nodes = wait_for_tree(app, 4.0, lambda nodes: has(nodes, lambda r, n: n == "Look at my cards") or bidding(nodes))
    dump(app, "first look", nodes)
    look = named(nodes, lambda r, n: n == "Look at my cards")
    if look:  # a blind bid is offered first: look at the cards, as most players do
        print("ACTION press 'Look at my cards'", flush=True)
        do_action(look[0])
        nodes = wait_for_tree(app, 2.0, lambda nodes: bidding(nodes)
                              and not has(nodes, lambda r, n: n == "Look at my cards"))
    nodes = dump(app, "bidding", nodes if look else None)
    checks["menu bar"] = bool(named(nodes, lambda r, n: r == "menu bar"))
    checks["bid panel"] = bool(named(nodes, lambda r, n: n == "Your bid"))
    hand = named(nodes, hand_named)
    checks["hand cards named"] = len(hand) >= 13
    checks["plates"] = len(named(nodes, lambda r, n: r == "label" and ("Bid" in n or "bid" in n
                                                                        or "to play" in n or "dealer" in n))) >= 3
    bids = named(nodes, bid_button)
    before = len(events)
    pyatspi.Registry.generateKeyboardEvent(0xFF53, None, pyatspi.KEY_SYM)  # Right: choose a bid with the keys
    bid_focused = focus_since(before, lambda e: "push button" in e)
    pump(0.8, bid_focused)
    checks["bid chosen with the keys is focused"] = bid_focused()
    if bids:
        print(f"ACTION press {bids[-1].name!r}", flush=True)
        checks["bid by action"] = do_action(bids[-1])
    # bots bid and play up to the player's card
    nodes = wait_for_tree(app, 6.0, lambda nodes: has(nodes, playable_card))
    nodes = dump(app, "playing", nodes)
    playable = named(nodes, playable_card)
    checks["playable cards"] = bool(playable)
    checks["scorepad"] = bool(named(nodes, lambda r, n: n == "Scorepad"))
    # keyboard: → on the table should move the chosen card and tell the screen reader
    before = len(events)
    for _ in range(3):
        pressed = len(events)
        pyatspi.Registry.generateKeyboardEvent(0xFF53, None, pyatspi.KEY_SYM)  # the Right key
        pump(0.6, focus_since(pressed, lambda e: " of " in e))
    focus_events = [e for e in events[before:] if e.startswith("EVENT object:state-changed:focused detail1=1")
                    and " of " in e and "focused" in e.split("{")[-1]]  # the source itself says focused
    checks["focus follows the keys"] = bool(focus_events)
    nodes = []
    if playable:
        before = len(events)
        print(f"ACTION press {playable[0].name!r}", flush=True)
        checks["play by action"] = do_action(playable[0])
        # the card lands in the trick, and the player's bid was said
        nodes = wait_for_tree(app, 8.0, lambda nodes: has(nodes, lambda r, n: "played by" in n) and any(
            spoken(e) and "'You bid " in e for e in events))
    nodes = dump(app, "after playing", nodes or None)
    checks["trick cards"] = bool(named(nodes, lambda r, n: "played by" in n))
    said = [e for e in events if spoken(e)]
    checks["announcements arrive"] = bool(said)
    checks["the player's bid said to the player"] = (any("'You bid " in e for e in said)
                                                     and not any("'You bids" in e for e in said))
    for name, ok in checks.items():
        print(f"CHECK {name}: {'ok' if ok else 'FAIL'}", flush=True)
    ok = all(checks.values())
    print(f"atspi_walk: {'ok' if ok else 'FAIL'}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
