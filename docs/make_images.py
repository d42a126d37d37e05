"""Make the documentation's pictures (docs/images/*.png) again from the real windows, offscreen.

    QT_QPA_PLATFORM=offscreen python docs/make_images.py [--only NAME ...] [--out FOLDER]

Every picture README.md and docs/*.md show is in ``IMAGES`` (tests/gui/test_docs_images.py checks that none is
missing). Each is made with fixed deal numbers, names and window sizes in a settings folder of its own (a fresh
``spades-docs`` folder in the temporary folder, or ``--home``), with English texts and no animation, so
that the same code makes the same pictures. Look at each picture after making it again: the captions in the
docs say what it shows. (The six-seat table's bots may bid one trick differently from run to run; every other
picture comes out the same to the byte.)
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a file from a checkout
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

IMAGES_DIR = ROOT / "docs" / "images"
WAIT = 60.0  # seconds a bot's move, or a bots' table, may take


def spin(seconds: float = 0.1) -> None:
    """Let Qt lay out and paint for ``seconds``."""
    app = QApplication.instance()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()  # type: ignore[union-attr]


def wait_until(ready: Callable[[], bool], what: str, seconds: float = WAIT) -> None:
    end = time.monotonic() + seconds
    while not ready():
        QApplication.processEvents()
        if time.monotonic() > end:
            raise TimeoutError(what)
        time.sleep(0.002)
    spin(0.05)


class Maker:
    """The window the table pictures are taken in (made on first use) and the helpers to drive it."""

    def __init__(self) -> None:
        self._win: object | None = None

    @property
    def win(self):  # type: ignore[no-untyped-def]
        if self._win is None:
            from spades_desktop.gui.main_window import MainWindow
            from spades_desktop.gui.settings import Speed

            win = MainWindow()
            win.set_speed(Speed.OFF)
            win.set_play_forced(False)  # every move is the script's, none plays between its steps
            win.set_offer_blind(False)
            win.resize(1280, 800)
            win.show()
            spin()
            self._win = win
        return self._win

    def state(self):  # type: ignore[no-untyped-def]
        from spades_desktop.gui.controller import State

        stops = (State.HUMAN_TURN, State.HAND_OFF, State.HAND_OVER, State.GAME_OVER)
        wait_until(lambda: self.win.controller.state in stops, "the human's turn")
        return self.win.controller.state

    def start(self, names: tuple[str, ...], levels: tuple[str, ...], seed: int, preset_id: str = "standard",
              rules: object | None = None, preset_name: str | None = None) -> None:
        from spades_desktop.gui.controller import GameSetup, SeatSetup
        from spades_desktop.rules import load_preset

        preset = load_preset(preset_id)
        seats = tuple(SeatSetup(name, level) for name, level in zip(names, levels, strict=True))
        self.win.start_game(GameSetup(rules or preset.rules, seats, seed, preset.id,
                                      preset_name or preset.name_in("en")))
        self.state()

    def view(self):  # type: ignore[no-untyped-def]
        game = self.win.controller.game
        assert game is not None
        return game.view(game.to_act)

    def move(self, action: object) -> None:
        assert self.win.controller.submit(action) is None, action
        self.state()

    def play_until(self, want: Callable[[], bool], choose: Callable[[object], object], limit: int = 400) -> None:
        """The human's moves (``choose(view)``) until ``want()`` holds at a human's turn."""
        from spades_desktop.gui.controller import State

        for _ in range(limit):
            state = self.state()
            if state is State.HUMAN_TURN and want():
                return
            if state is State.HAND_OFF:
                self.win.controller.ready()
            elif state is State.HAND_OVER:
                self.win.table_view.continue_after_hand()
            elif state is State.GAME_OVER:
                raise RuntimeError("the game ended before the wanted moment")
            else:
                self.move(choose(self.view()))
        raise RuntimeError("the wanted moment never came")

    def window(self, size: tuple[int, int] = (1280, 800)) -> QImage:
        self.win.resize(*size)
        spin(0.3)
        return self.win.grab().toImage()

    def restore(self) -> None:
        """The standard look again after a picture that changed it."""
        self.win.set_theme("standard")
        self.win.set_large_cards(False)


def _bid(middle: int) -> Callable[[object], object]:
    """Look at the cards, then bid the ``middle``-th offered bid; in the play the first legal card."""
    from spades_desktop.engine import LOOK, Phase

    def choose(view) -> object:  # type: ignore[no-untyped-def]
        if LOOK in view.legal:
            return LOOK
        if view.phase is Phase.BID:
            return view.legal[min(middle, len(view.legal) - 1)]
        return view.legal[0]
    return choose


FOUR = ("You", "Wes", "Nora", "Ethan")
FOUR_LEVELS = ("human", "normal", "normal", "hard")


def _standard_150(m: Maker, names: tuple[str, ...] = FOUR, levels: tuple[str, ...] = FOUR_LEVELS) -> None:
    from dataclasses import replace

    from spades_desktop.rules import load_preset

    m.start(names, levels, 7, rules=replace(load_preset("standard").rules, target=150))


def _bidding(m: Maker) -> bool:
    from spades_desktop.engine import Phase

    view = m.view()
    return view.phase is Phase.BID and view.hand is not None


def table(m: Maker) -> QImage:
    """Deal 7, the second trick: two cards in it, your turn."""
    from spades_desktop.engine import Phase

    _standard_150(m)

    def mid_trick() -> bool:
        view = m.view()
        return view.phase is Phase.PLAY and len(view.trick) >= 2 and len(view.completed_tricks) >= 1
    m.play_until(mid_trick, _bid(3))
    return m.window()


def table_800x600(m: Maker) -> QImage:
    _standard_150(m)
    m.play_until(lambda: _bidding(m), _bid(3))
    return m.window((800, 600))


def table_high_contrast(m: Maker) -> QImage:
    m.win.set_theme("high-contrast")
    try:
        _standard_150(m, ("Alexandra", "Wes", "Nora", "Ethan"), ("human", "normal", "hard", "normal"))
        m.play_until(lambda: _bidding(m), _bid(3))
        return m.window()
    finally:
        m.restore()


def table_large_cards(m: Maker) -> QImage:
    """Deal 4242 with blind nil offered: Alexandra bids blind nil and leads."""
    from spades_desktop.engine import Bid, BidKind, Phase

    m.win.set_large_cards(True)
    m.win.set_offer_blind(True)
    try:
        m.start(("Alexandra", "Wes", "Nora", "Ethan"), ("human", "normal", "hard", "normal"), 4242)

        def choose(view) -> object:  # type: ignore[no-untyped-def]
            blind = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.BLIND_NIL]
            return blind[0] if blind else view.legal[0]
        m.play_until(lambda: m.view().phase is Phase.PLAY, choose)
        return m.window((800, 600))
    finally:
        m.win.set_offer_blind(False)
        m.restore()


def two_player_draw(m: Maker) -> QImage:
    """The two-player game, deal 5, after five draws."""
    from spades_desktop.engine import Phase

    draws = [0]

    def want() -> bool:
        return m.view().phase is Phase.DRAW and draws[0] >= 5

    def choose(view) -> object:  # type: ignore[no-untyped-def]
        draws[0] += view.phase is Phase.DRAW
        return view.legal[-1]
    m.start(("You", "Nora"), ("human", "normal"), 5, "two-player")
    m.play_until(want, choose)
    return m.window()


def table_six_seats(m: Maker) -> QImage:
    """Cancellation Spades, deal 7: the first trick with a cancelled pair among four cards or more."""
    from spades_desktop.engine import Phase
    from spades_desktop.gui.trick_marks import cancelled_plays

    m.start(("You", "Will", "Nina", "Nora", "Ned", "Eva"), ("human", "normal", "normal", "normal", "easy", "normal"),
            7, "cancellation")

    def want() -> bool:
        model = m.win.table_view.table.model
        return (m.view().phase is Phase.PLAY and model is not None and len(model.trick) >= 4
                and bool(cancelled_plays(model.rules, model.trick)))

    def choose(view) -> object:  # type: ignore[no-untyped-def]
        return view.legal[len(view.legal) // 2 if view.phase is not Phase.PLAY else 0]
    m.play_until(want, choose)
    return m.window()


def _pass_and_play(m: Maker, turn: bool) -> QImage:
    """Mum and Sam against two bots, deal 7: the hand-off to Sam in the first tricks, or Sam's turn after it
    with the recap (taken at 1280×800, shown at 960×600)."""
    from spades_desktop.engine import Phase
    from spades_desktop.gui.controller import State

    m.win.table_view.cover.guard_seconds = 0
    _standard_150(m, ("Mum", "Wes", "Sam", "Ethan"), ("human", "normal", "human", "normal"))
    controller = m.win.controller
    covered = False
    for _ in range(200):
        state = m.state()
        game = controller.game
        view = game.view(game.to_act)
        in_play = view.phase is Phase.PLAY and bool(view.trick) and len(view.completed_tricks) >= 1
        if state is State.HAND_OFF:
            if in_play and not covered:
                if not turn:
                    break
                covered = True
            controller.ready()
            continue
        if in_play and covered and controller.recap is not None and controller.recap.tricks:
            break
        m.move(_bid(3)(view))
    else:
        raise RuntimeError("the moment never came")
    return m.window().scaled(960, 600, Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)


def pass_and_play_cover(m: Maker) -> QImage:
    return _pass_and_play(m, turn=False)


def pass_and_play_turn(m: Maker) -> QImage:
    return _pass_and_play(m, turn=True)


def menu_game(m: Maker) -> QImage:
    """The Game menu as it drops down during a game (every item there, Claim greyed until it can be asked)."""
    _standard_150(m)
    m.play_until(lambda: _bidding(m), _bid(3))
    menu = m.win.menuBar().actions()[0].menu()
    menu.popup(m.win.mapToGlobal(QPoint(0, 0)))
    spin(0.3)
    try:
        return menu.grab().toImage()
    finally:
        menu.hide()


def _presets():  # type: ignore[no-untyped-def]
    from spades_desktop.gui.presets import load_presets

    presets, _broken = load_presets()
    return presets


def _dialog(dialog: QWidget, size: tuple[int, int] | None = None, focus: bool = True) -> QImage:
    dialog.show()
    if size is not None:
        dialog.resize(*size)
    spin(0.3)
    if not focus and (has := QApplication.focusWidget()) is not None:
        has.clearFocus()  # no focus frame in a picture of a part of the window
        spin(0.1)
    try:
        return dialog.grab().toImage()
    finally:
        dialog.close()
        dialog.deleteLater()


def new_game_dialog(m: Maker) -> QImage:
    from spades_desktop.gui.new_game_dialog import NewGameDialog
    from spades_desktop.gui.settings import NewGameChoices

    dialog = NewGameDialog(_presets(), NewGameChoices(preset_id="cutthroat"), [])
    dialog.preset.setFocus()
    return _dialog(dialog, (534, 527))


def house_rules(m: Maker) -> QImage:
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
    from spades_desktop.gui.presets import find_preset
    from spades_desktop.paths import user_presets_dir

    presets = _presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    dialog = HouseRulesDialog(choice, presets, user_presets_dir())
    dialog.name.setText("Club rules")
    dialog.target.setValue(300)
    dialog.show()
    dialog.resize(900, 620)
    spin(0.3)
    dialog.name.setFocus()
    spin(0.1)
    dialog.name.deselect()  # typed, as a player would: the cursor at the end, nothing selected
    dialog.name.end(False)
    return _dialog(dialog, (900, 620))


def duplicate_setup(m: Maker) -> QImage:
    from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog

    dialog = DuplicateSetupDialog(_presets(), "standard")
    dialog.deals.setValue(4)
    dialog.level.setCurrentIndex(dialog.level.findData("normal"))
    dialog.stand_in.setCurrentIndex(dialog.stand_in.findData("normal"))
    return _dialog(dialog, (520, 263))


def duplicate_match(m: Maker) -> QImage:
    """Match 77 of four deals, Normal bots, a Hard bot in your seat at the bots' table: deal 1 played at both
    tables and compared."""
    from spades_desktop.ai.duplicate_match import new_match
    from spades_desktop.gui.controller import State
    from spades_desktop.gui.duplicate import start_match
    from spades_desktop.rules import load_preset

    preset = load_preset("standard")
    state = new_match(preset.rules, 4, 77, "normal", "hard", preset.id, preset.name_in("en"))
    session = start_match(m.win, state)
    assert session is not None
    for _ in range(60):
        if m.state() is State.HAND_OVER:
            break
        m.move(_bid(3)(m.view()))
    wait_until(lambda: session.state.bots[0] is not None, "the bots' table of deal 1")
    window = session.window
    window.show()
    window.resize(820, 420)
    spin(0.3)
    try:
        return window.grab().toImage()
    finally:
        session.shutdown()
        window.close()


def _bots_game():  # type: ignore[no-untyped-def]
    """The game of docs/score-sheets.md: deal 44, four Normal bots."""
    from spades_desktop.ai import create_player
    from spades_desktop.engine import Game
    from spades_desktop.rules import load_preset

    preset = load_preset("standard")
    game = Game(preset.rules, 44)
    bots = [create_player("normal", seed=seat) for seat in range(4)]
    while not game.is_over:
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return preset, game


NAMES_44 = ["Ann", "Bob", "Carl", "Dee"]


def scorepad(m: Maker) -> QImage:
    """The scorepad of the game on the score sheet, finished."""
    from spades_desktop.gui.scorepad import ScorepadWidget

    preset, game = _bots_game()
    pad = ScorepadWidget()
    pad.set_animation_speed(0)
    pad.set_game(preset.rules, NAMES_44, preset.name_in("en"))
    pad.set_hands([h.score for h in game.hands_log if h.score is not None])
    totals = game.hands_log[-1].score.totals
    pad.show_winner(max(range(len(totals)), key=lambda side: totals[side]))
    return _dialog(pad, (440, 520), focus=False)


def score_sheet(m: Maker) -> Path:
    """The printed sheet (docs/score-sheets.md gives the same code): painted straight to the file."""
    from spades_desktop.sheets import render_png
    from spades_desktop.sheets.sources import sheet_from_game

    preset, game = _bots_game()
    sheet = sheet_from_game(game, NAMES_44, preset_name=preset.name_in("en"), date="2026-05-09")
    out = Path(tempfile.mkdtemp()) / "score-sheet.png"
    render_png(sheet, str(out), dpi=100)
    return out


# Each picture the docs show (docs/images/NAME.png) and what makes it.
IMAGES: dict[str, Callable[[Maker], QImage | Path]] = {
    "table": table,
    "table-800x600": table_800x600,
    "table-high-contrast": table_high_contrast,
    "table-large-cards": table_large_cards,
    "two-player-draw": two_player_draw,
    "table-six-seats": table_six_seats,
    "pass-and-play-cover": pass_and_play_cover,
    "pass-and-play-turn": pass_and_play_turn,
    "menu-game": menu_game,
    "new-game-dialog": new_game_dialog,
    "house-rules": house_rules,
    "duplicate-setup": duplicate_setup,
    "duplicate-match": duplicate_match,
    "scorepad": scorepad,
    "score-sheet": score_sheet,
}


def prepare(home: Path | None = None) -> Path:
    """A fresh settings folder, English, offscreen; the application with the game's translations (English)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if home is None:
        home = Path(tempfile.gettempdir()) / "spades-docs"  # short: the New game dialog shows it on one line
        shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True, exist_ok=True)
    os.environ["SPADES_DESKTOP_HOME"] = str(home)
    os.environ["LANGUAGE"] = os.environ["LC_ALL"] = "en_US.UTF-8"
    from PySide6.QtCore import QLocale

    from spades_desktop.gui.application import make_application

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    make_application()
    return home


def make(names: list[str], out: Path, maker: Maker | None = None) -> list[Path]:
    """Make the pictures ``names`` into ``out``; their paths."""
    maker = maker or Maker()
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name in names:
        picture = IMAGES[name](maker)
        path = out / f"{name}.png"
        if isinstance(picture, Path):
            shutil.move(str(picture), path)
        elif not picture.save(str(path)):
            raise OSError(f"could not write {path}")
        made.append(path)
        print(f"{path} ({path.stat().st_size // 1024} KB)")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", nargs="+", choices=list(IMAGES), help="make only these pictures")
    parser.add_argument("--out", type=Path, default=IMAGES_DIR, help="the folder (docs/images)")
    parser.add_argument("--home", type=Path, help="the settings folder to use (default: a fresh temporary one)")
    args = parser.parse_args(argv)
    prepare(args.home)
    make(args.only or list(IMAGES), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
