"""Save screenshots of the table for the README and for looking at changes (not a test).

    QT_QPA_PLATFORM=offscreen python -m tests.gui.screenshots OUTDIR
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from spades_desktop.engine import NIL, Phase, RuleSet
from spades_desktop.gui.application import choose_language, install_translations, make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed


def main(out: Path) -> None:
    os.environ.setdefault("SPADES_DESKTOP_HOME", tempfile.mkdtemp())
    app = make_application()
    choose_language()  # as the game starts: View ▸ Language (in SPADES_DESKTOP_HOME's settings), or the system's
    _translators = install_translations(app)
    out.mkdir(parents=True, exist_ok=True)

    def spin(seconds: float = 0.05) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()

    def wait() -> State:
        end = time.monotonic() + 20
        while win.controller.state not in (State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER):
            app.processEvents()
            if time.monotonic() > end:
                raise TimeoutError(win.controller.state)
        spin()
        return win.controller.state

    def wait_any() -> State:
        end = time.monotonic() + 20
        while win.controller.state not in (State.HUMAN_TURN, State.HAND_OFF, State.HAND_OVER, State.GAME_OVER):
            app.processEvents()
            if time.monotonic() > end:
                raise TimeoutError(win.controller.state)
        spin()
        return win.controller.state

    def shot(name: str, size: tuple[int, int] = (1280, 800)) -> None:
        win.resize(*size)
        spin(0.1)
        win.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png")

    win = MainWindow()
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)  # the script plays every card itself (a forced card would play between its steps)
    win.resize(1280, 800)
    win.show()
    seats = (SeatSetup("You", "human"), SeatSetup("Wes", "normal"), SeatSetup("Nora", "normal"),
             SeatSetup("Ethan", "hard"))
    win.start_game(GameSetup(RuleSet(target=150), seats, 7, "standard", "Standard partnership Spades"))
    wait()
    game = win.controller.game
    assert game is not None
    shot("blind-nil-offer")
    win.controller.submit(game.view(0).legal[-1])  # look
    wait()
    shot("bidding")
    win.controller.submit(game.view(0).legal[4])
    wait()
    def mid_trick() -> bool:
        view = game.view(0)
        return view.phase is Phase.PLAY and len(view.trick) >= 2 and len(view.completed_tricks) >= 2

    while not mid_trick():
        win.controller.submit(game.view(0).legal[0])
        wait()
    shot("mid-trick")
    shot("mid-trick-1920x1080", (1920, 1080))
    shot("mid-trick-900x650", (900, 650))
    win.four_colour_action.trigger()
    win.large_index_action.trigger()
    shot("four-colour-large-index")
    win.four_colour_action.trigger()
    win.large_index_action.trigger()
    while wait() is State.HUMAN_TURN:
        win.controller.submit(game.view(0).legal[0])
    shot("end-of-hand")
    while wait() is not State.GAME_OVER:
        if win.controller.state is State.HAND_OVER:
            win.table_view.continue_after_hand()
        else:
            win.controller.submit(game.view(0).legal[0])
    shot("game-over")

    win.start_game(GameSetup(RuleSet(nil_exchange="pass", nil_pass_count=2, blind_nil=False), seats, 36,
                             "nil-pass", "Nil with card passing"))
    wait()
    win.controller.submit(NIL)
    while wait() is State.HUMAN_TURN and game is not None and win.controller.game.view(0).phase is Phase.BID:
        win.controller.submit(win.controller.game.view(0).legal[2])
    if win.controller.game.view(0).phase is Phase.EXCHANGE:
        hand = win.table_view.table.hand_cards()
        from .conftest import click
        click(win, hand[0])
        click(win, hand[3])
        shot("nil-exchange")

    from spades_desktop.rules import load_preset

    two = load_preset("two-player")
    win.start_game(GameSetup(two.rules, (*seats[:1], SeatSetup("Nora", "normal")), 5, two.id, two.name_in("en")))
    draws = 0  # a few draws in: the stock and the discards lie beside the trick, the hand is growing
    while wait() is State.HUMAN_TURN and (win.controller.game.view(0).phase is not Phase.DRAW or draws < 5):
        draws += win.controller.game.view(0).phase is Phase.DRAW
        win.controller.submit(win.controller.game.view(0).legal[-1])
    shot("two-player-draw")
    three = load_preset("three-player")
    win.start_game(GameSetup(three.rules, (*seats[:1], SeatSetup("Wes", "normal"), SeatSetup("Ethan", "normal")),
                             5, three.id, three.name_in("en")))
    wait()
    win.controller.submit(win.controller.game.view(0).legal[-1])
    wait()
    shot("three-player")

    # Pass and play: two people against two bots; the hand-off cover, then a turn with its recap.
    win.table_view.cover.guard_seconds = 0
    family = (SeatSetup("Mum", "human"), SeatSetup("Wes", "normal"), SeatSetup("Sam", "human"),
              SeatSetup("Ethan", "normal"))
    win.start_game(GameSetup(RuleSet(target=150), family, 7, "standard", "Standard partnership Spades"))
    controller = win.controller
    shots = set()
    while len(shots) < 2:
        state = wait_any()
        game = controller.game
        assert game is not None and state in (State.HAND_OFF, State.HUMAN_TURN)
        view = game.view(game.to_act)
        in_play = view.phase is Phase.PLAY and view.trick and len(view.completed_tricks) >= 1
        if state is State.HAND_OFF:
            if in_play and not shots:
                shot("pass-and-play-cover")
                shots.add("cover")
            controller.ready()
            continue
        if in_play and shots and controller.recap is not None and controller.recap.tricks:
            shot("pass-and-play-turn")
            shots.add("turn")
            continue
        if view.phase is Phase.BID:
            controller.submit(view.legal[-1] if view.hand is None else view.legal[4])
        else:
            controller.submit(view.legal[0])
    win.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
