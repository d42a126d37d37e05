"""Six players in three sides of two (players.cancellation) through the real window: the table seats six without
overlap beside the scorepad, a whole game plays through, cancelled pairs and dead tricks are shown and said."""

from __future__ import annotations

import functools
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.engine import Card, Game, HandScore, HandScored, Phase, RuleSet, TrickDead
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.info_dialogs import LastTrickDialog
from spades_desktop.gui.items import CardItem, SeatPlate
from spades_desktop.gui.layout import overlaps
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.texts import minus
from spades_desktop.gui.trick_marks import CancelMark, cancelled_pairs, cancelled_plays
from spades_desktop.rules import load_preset
from spades_desktop.sheets.paint import write_sheet

from .conftest import SimpleBot, bid_through_panel, drag, human_view, legal_cards, trick_point, wait_for_human
from .test_new_game_dialog import make_dialog

NAMES = ("You", "Will", "Nina", "Nora", "Ned", "Eva")


def six_rules() -> RuleSet:
    return load_preset("cancellation").rules


def six_setup(seed: int = 5, kinds: str = "hbbbbb") -> GameSetup:
    seats = tuple(SeatSetup(name, "human" if kind == "h" else "easy") for name, kind in zip(NAMES, kinds, strict=True))
    return GameSetup(rules=six_rules(), seats=seats, seed=seed, preset_id="cancellation",
                     preset_name="Cancellation Spades")


def scene_ok(window: MainWindow) -> None:
    """Nothing of the table overlaps, everything is inside the view, the scorepad dock sits beside the table."""
    table = window.table_view.table
    layout = table.layout
    assert layout is not None and len(layout.seats) == 6
    assert overlaps(layout) == [], overlaps(layout)
    view = window.table_view
    assert (layout.width, layout.height) == (view.viewport().width(), view.viewport().height())
    dock = window.scorepad_dock
    if dock.isVisible() and not dock.isFloating():
        table_box = QRect(view.mapTo(window, view.rect().topLeft()), view.size())
        dock_box = QRect(dock.mapTo(window, dock.rect().topLeft()), dock.size())
        assert not table_box.intersects(dock_box), "the scorepad dock lies beside the table"
    scene_box = QRectF(0, 0, layout.width, layout.height)
    for item in table.items():
        if isinstance(item, SeatPlate) or (isinstance(item, CardItem) and item.opacity() > 0.99):
            box = item.mapRectToScene(item.boundingRect() if isinstance(item, SeatPlate) else item.card_rect())
            assert scene_box.adjusted(-1, -1, 1, 1).contains(box), (item, box)


@pytest.mark.parametrize("bots", ["simple", "real"])
def test_a_whole_six_player_game_through_the_window(qtbot: QtBot, window: MainWindow, bots: str,
                                                     tmp_path: Path) -> None:
    """Six hands (each player deals once), the human bidding in the panel and dragging every card; cancelled
    pairs are marked on the table and said to screen readers; the scorepad ends with three sides and six rows."""
    if bots == "real":  # the game's own bots (Easy and Normal), as a player meets them
        window.controller.player_factory = functools.partial(create_player, clock=time.monotonic)  # the app's
        window.start_game(replace(six_setup(seed=6), seats=tuple(
            replace(seat, level="normal" if i % 2 else seat.level) for i, seat in enumerate(six_setup().seats))))
    else:
        window.start_game(six_setup(seed=5))
    game = window.controller.game
    assert game is not None and game.rules.players == 6
    table = window.table_view.table
    marks_seen = 0
    for _ in range(800):
        state = wait_for_human(qtbot, window, timeout=30_000)
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
            continue
        scene_ok(window)
        model = table.model
        assert model is not None
        marks = [m for m in table.cancel_marks() if isinstance(m, CancelMark)]
        assert len(marks) == len(cancelled_plays(game.rules, model.trick)), "every cancelled card, and only those"
        marks_seen += len(marks)
        view = human_view(window)
        if view.phase is Phase.BID:
            bid_through_panel(qtbot, window)
        else:
            assert view.phase is Phase.PLAY
            drag(window, legal_cards(window)[0], trick_point(window))
    else:
        raise AssertionError("the game did not end")
    assert game.is_over and len(game.hands_log) == 6, "a game of six hands"
    assert [log.dealer for log in game.hands_log] == sorted({log.dealer for log in game.hands_log}) or \
        len({log.dealer for log in game.hands_log}) == 6, "each player deals once"
    pad = window.scorepad
    assert pad.row_count() == 6 and pad.rows_to_come() == 0  # type: ignore[attr-defined]
    assert [pad.total_text(side) for side in range(3)] == [minus(t) for t in game.scores]  # type: ignore[attr-defined]
    assert pad.winner() is not None  # type: ignore[attr-defined]
    said = window.table_view.access.announcements
    assert marks_seen > 0, "the human saw a cancelled pair on the table at least once"
    assert any("both are cancelled" in text for text in said)
    sheet = window._played_sheet()  # Game ▸ Print / Export score sheet: the game's sheet with its three sides
    assert sheet is not None and len(sheet.sides) == 3 and len(sheet.rows) == 6
    written = write_sheet(sheet, tmp_path / "six.png")
    assert written and all(path.stat().st_size > 10_000 for path in written)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440),
                                  (3840, 2160)])
def test_six_seats_beside_the_scorepad_without_overlap(qtbot: QtBot, window: MainWindow,
                                                       size: tuple[int, int]) -> None:
    window.resize(*size)
    window.start_game(six_setup(seed=9))
    wait_for_human(qtbot, window)
    assert (window.width(), window.height()) == size, "the window really has this size"
    qtbot.waitUntil(lambda: window.table_view.table.layout is not None
                    and window.table_view.table.layout.width == window.table_view.viewport().width())
    scene_ok(window)
    game = window.controller.game
    assert game is not None
    for _ in range(60):  # into the play: the trick fills up, hands shrink
        if wait_for_human(qtbot, window) is not State.HUMAN_TURN:
            break
        view = human_view(window)
        if view.phase is Phase.PLAY and len(game.trick) >= 3:
            break
        if view.phase is Phase.BID:
            bid_through_panel(qtbot, window)
        else:
            drag(window, legal_cards(window)[0], trick_point(window))
    scene_ok(window)
    pad = window.scorepad
    columns = pad._columns  # type: ignore[attr-defined]
    assert len({c.side for c in columns if c.side is not None}) == 3
    assert columns[-1].right <= pad._canvas.width() + 0.5, "no side of the scorepad is cut off"  # type: ignore[attr-defined]


def test_cancelled_pairs_are_only_identical_cards_of_the_two_decks() -> None:
    rules = six_rules()
    ace, other_ace, king = Card.parse("AS"), Card.parse("AS").twin, Card.parse("KS")
    trick = [(0, king), (1, ace), (2, Card.parse("3D")), (3, other_ace)]
    assert cancelled_plays(rules, trick) == frozenset({1, 3})
    assert cancelled_pairs(rules, trick) == [(1, 3, other_ace)]
    assert cancelled_plays(RuleSet(), [(0, king), (1, ace)]) == frozenset(), "one deck: nothing cancels"


def test_the_last_trick_dialog_shows_a_dead_trick_with_its_cancelled_cards(qtbot: QtBot,
                                                                            window: MainWindow) -> None:
    nine, king = Card.parse("9S"), Card.parse("KH")
    plays = ((2, king), (3, nine), (4, Card.parse("4H")), (5, king.twin), (0, nine.twin), (1, Card.parse("2H")))
    dialog = LastTrickDialog(window.renderer, plays, None, list(NAMES), 0, 6, window,
                             cancelled_plays(six_rules(), plays))
    qtbot.addWidget(dialog)
    assert set(dialog.card_labels) == set(range(6))
    assert "Nobody won" in dialog.summary.text()
    cells = {(dialog.layout().itemAt(0).layout().getItemPosition(i)[:2])  # type: ignore[union-attr]
             for i in range(dialog.layout().itemAt(0).layout().count())}  # type: ignore[union-attr]
    assert len(cells) == 6, "each seat's card in its own place"


def dead_trick_seed(by_trick: int = 17) -> int:
    """The first deal whose first hand, played by six simple bots, has a dead trick among its first ``by_trick``
    tricks (found with the engine)."""
    bot = SimpleBot()
    for seed in range(1, 300):
        game = Game(six_rules(), seed)
        while not game.is_over:
            assert game.to_act is not None
            events = game.apply(bot.choose(game.view(game.to_act)))
            if any(isinstance(e, TrickDead) and e.trick_number <= by_trick for e in events):
                return seed
            if any(isinstance(e, HandScored) for e in events) or len(game.view(0).completed_tricks) > by_trick:
                break
    raise AssertionError("no dead trick in three hundred first hands")


def test_a_dead_trick_is_swept_aside_and_said(qtbot: QtBot, window: MainWindow) -> None:
    """Six bots play; a dead trick (nobody wins it) shows its note, is swept aside, and is announced."""
    window.start_game(six_setup(seed=dead_trick_seed(), kinds="bbbbbb"))
    table = window.table_view.table
    for _ in range(50):
        state = wait_for_human(qtbot, window, timeout=30_000)
        if table.dead_notes or state is State.GAME_OVER:
            break
        window.table_view.continue_after_hand()
    game = window.controller.game
    assert game is not None
    assert table.dead_notes > 0, "this deal has a dead trick"
    said = window.table_view.access.announcements
    assert any("Dead trick" in text and "nobody wins it" in text for text in said)
    model = table.model
    assert (model is not None and model.trick == []) or len(model.trick) < 6
    window.show_last_trick()
    dialog = window._last_dialog  # type: ignore[attr-defined]
    assert len(dialog.card_labels) == 6
    dialog.close()


def test_the_new_game_dialog_seats_six(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    ids = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    dialog.preset.setCurrentIndex(ids.index("cancellation"))
    assert "Six players" in dialog.description.text()
    assert len(dialog.name_edits) == len(dialog.level_boxes) == 6, "six seats to configure"
    labels = [dialog.seats_grid.itemAtPosition(row, 0).widget().text() for row in range(6)]  # type: ignore[union-attr]
    assert labels == ["South (with North)", "South-west (with North-east)", "North-west (with South-east)",
                      "North (with South)", "North-east (with South-west)", "South-east (with North-west)"]
    assert [b.currentData() for b in dialog.level_boxes] == ["human"] + ["normal"] * 5
    assert "6 hands" in dialog.target.specialValueText()
    for box in dialog.level_boxes:
        box.setCurrentIndex(box.findData("human"))
    assert "6 people" in dialog.mode_note.text() and not dialog.allow_undo.isHidden()
    dialog.name_edits[4].setText("Olga")
    setup = dialog.setup()
    assert setup.rules.players == 6 and setup.preset_id == "cancellation"
    assert [s.name for s in setup.seats] == ["South", "South-west", "North-west", "North", "Olga", "South-east"]
    assert all(s.is_human for s in setup.seats)
    dialog.level_boxes[1].setCurrentIndex(dialog.level_boxes[1].findData("easy"))
    assert dialog.setup().seats[1].name == "Will", "a bot at South-west gets its own name"


def engine_hand_scores(seed: int = 4) -> list[HandScore]:
    """The six hands of a whole six-player game played by simple bots (engine only)."""
    bot, game, scores = SimpleBot(), Game(six_rules(), seed), []
    while not game.is_over:
        assert game.to_act is not None
        for event in game.apply(bot.choose(game.view(game.to_act))):
            if isinstance(event, HandScored):
                scores.append(event.score)
    return scores


def test_the_scorepad_keeps_three_sides_for_a_game_of_six_hands(qtbot: QtBot) -> None:
    make_application()
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_animation_speed(0)
    pad.resize(270, 600)
    pad.show()
    rules = six_rules()
    pad.set_game(rules, NAMES, "Cancellation Spades")
    assert "6 hands" in pad._subtitle.text().replace("\u00a0", " ")
    assert [pad._side_title(s) for s in range(3)] == ["You & Nora", "Will & Ned", "Nina & Eva"]
    assert pad.rows_to_come() == 6, "a game of six hands: six rows wait to be filled"
    scores = engine_hand_scores()
    assert len(scores) == 6
    for n, score in enumerate(scores, 1):
        pad.add_hand(score, animate=False)
        assert pad.row_count() == n and pad.rows_to_come() == 6 - n
        for side in range(3):
            assert pad.displayed(n - 1, side, "total") == minus(score.sides[side].total_after)
            assert pad.displayed(n - 1, side, "bid") == pad._rows[n - 1].row.sides[side].bid_text
    # (its least width, wider than two partnerships' 214: a dealt failed nil beside a 13 reads at 0.6 of its type)
    for width, mode in ((pad.minimumWidth(), "tiny"), (300, "tiny"), (760, "full")):
        pad.resize(width, 600)
        qtbot.waitUntil(lambda w=width: abs(pad.width() - w) < 2)
        pad._relayout()
        assert pad.mode() == mode, (width, pad.mode())
        sides = {c.side for c in pad._columns if c.side is not None}
        assert sides == {0, 1, 2}
        assert pad._columns[-1].right <= pad._canvas.width() + 0.5, "the third side is never cut off"
    best = max(range(3), key=lambda side: scores[-1].sides[side].total_after)
    pad.show_winner(best)
    assert pad._side_title(best) in pad.winner_text()
    pad.grab().save(str(Path(tempfile.gettempdir()) / "scorepad-three-sides.png"))


def test_a_dead_trick_pauses_with_its_note_then_flies_aside_not_to_a_player(qtbot: QtBot,
                                                                            window: MainWindow) -> None:
    """With animations on: the dead trick waits under "Dead trick: nobody wins it", then its cards fly to the
    discard point beside the trick (and fade), not to any seat."""
    window.set_speed(Speed.FAST)
    window.start_game(six_setup(seed=dead_trick_seed(by_trick=3), kinds="bbbbbb"))
    table = window.table_view.table
    qtbot.waitUntil(lambda: table.note.isVisible(), timeout=60_000)
    layout, model = table.layout, table.model
    assert layout is not None and model is not None and len(model.trick) == 6, "the whole trick waits on the table"
    assert "nobody wins it" in table.note.text
    assert layout.trick_area.contains_point(table.note.pos().x(), table.note.pos().y())
    items = [table.card_item(card) for _, card in model.trick]
    assert all(item is not None for item in items)
    qtbot.waitUntil(lambda: not table.note.isVisible(), timeout=5_000)
    qtbot.waitUntil(lambda: all(item.scene() is None for item in items if item is not None), timeout=5_000)
    x, y = layout.discard
    for item in items:
        assert item is not None
        assert abs(item.x() - x) < 2 and abs(item.y() - y) < 2, "swept to the discard point"
        assert item.opacity() < 0.05
    seats = {(round(s.origin[0]), round(s.origin[1])) for s in layout.seats}
    assert (round(x), round(y)) not in seats


def test_my_turn_says_which_played_cards_are_cancelled(qtbot: QtBot, window: MainWindow) -> None:
    # "Your turn: Nina led the queen of clubs; …; Eva played the queen." did not say that the two queens cancel
    window.start_game(six_setup(seed=5))
    for _ in range(400):
        state = wait_for_human(qtbot, window, timeout=30_000)
        assert state is State.HUMAN_TURN, "a cancelled pair comes before the game's end"
        view = human_view(window)
        cancelled = cancelled_plays(view.rules, view.trick)
        if view.phase is Phase.PLAY and cancelled:
            break
        window.controller.submit(SimpleBot().choose(view))
    said = window.table_view.access.announcements[-1]
    assert said.startswith("Your turn: "), said
    parts = said.removesuffix(".").split("; ")
    assert len(parts) == len(view.trick)
    for i, part in enumerate(parts):
        assert part.endswith(" (cancelled)") == (i in cancelled), said
