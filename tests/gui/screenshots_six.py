"""Screenshots of the six-seat table (players.cancellation) for docs/gui.md and for looking at it (not a test).

    QT_QPA_PLATFORM=offscreen python -m tests.gui.screenshots_six OUTDIR

Plays the six-player preset with one human (who plays the first legal card) until a trick on the table
holds a cancelled pair with at least four cards, then saves the window at 1280x800 and 800x600.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from spades_desktop.engine import Phase
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.trick_marks import cancelled_plays
from spades_desktop.rules import load_preset

NAMES = ("You", "Will", "Nina", "Nora", "Ned", "Eva")


def main(out: Path, seed: int = 7) -> None:
    os.environ.setdefault("SPADES_DESKTOP_HOME", tempfile.mkdtemp())
    app = make_application()
    out.mkdir(parents=True, exist_ok=True)

    def spin(seconds: float = 0.05) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()

    def wait() -> State:
        end = time.monotonic() + 60
        while win.controller.state not in (State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER):
            app.processEvents()
            if time.monotonic() > end:
                raise TimeoutError(win.controller.state)
        spin()
        return win.controller.state

    def shot(name: str, size: tuple[int, int]) -> None:
        win.resize(*size)
        spin(0.2)
        win.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png")

    preset = load_preset("cancellation")
    win = MainWindow()
    win.set_speed(Speed.OFF)
    win.resize(1280, 800)
    win.show()
    levels = ("human", "normal", "normal", "normal", "easy", "normal")
    seats = tuple(SeatSetup(name, level) for name, level in zip(NAMES, levels, strict=True))
    win.start_game(GameSetup(rules=preset.rules, seats=seats, seed=seed, preset_id=preset.id,
                             preset_name=preset.name.get("en", preset.id)))
    for _ in range(2000):
        state = wait()
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OVER:
            win.table_view.continue_after_hand()
            continue
        game = win.controller.game
        assert game is not None
        view = game.view(0)
        model = win.table_view.table.model
        if (view.phase is Phase.PLAY and model is not None and len(model.trick) >= 4
                and cancelled_plays(model.rules, model.trick)):
            break
        assert win.controller.submit(view.legal[len(view.legal) // 2 if view.phase is not Phase.PLAY else 0]) is None
    shot("six-seats-1280x800", (1280, 800))
    shot("six-seats-800x600", (800, 600))
    shot("six-seats-1920x1080", (1920, 1080))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"), int(sys.argv[2]) if len(sys.argv) > 2 else 7)
