"""The status line: one sentence that says what the game is waiting for right now."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Bid, BidKind, Game, Look, PassCards, Phase, SeatView
from . import texts
from .controller import GameController, State
from .texts import side_label


def tr(text: str) -> str:
    """Translate in the empty context: where ``pyside6-lupdate`` files module-level ``tr()`` calls."""
    return QCoreApplication.translate("", text)


def usual_long_text() -> str:
    """A status line as long as the usual long ones (your turn in the play): the status line keeps room for it."""
    return tr("Your turn ({0} led): {1}").format(
        "10\u2666", tr("drag a card to the middle of the table, double-click it, or use ← → and Enter."))


def status_text(controller: GameController) -> str:
    """What the game waits for (always a full sentence). In pass-and-play it names the player at the screen."""
    text = _status_text(controller)
    game = controller.game
    if (controller.state is State.HUMAN_TURN and controller.pass_and_play and game is not None
            and game.to_act is not None and controller.setup is not None):
        return tr("{0} — {1}").format(texts.shown_name(controller.setup.seats[game.to_act].name),
                                       texts.after_dash(text))
    return text


def _status_text(controller: GameController) -> str:
    state = controller.state
    game = controller.game
    if state is State.NO_GAME or game is None or controller.setup is None:
        return tr("No game yet: start one with Game ▸ New game (Ctrl+N).")
    names = [texts.shown_name(seat.name) for seat in controller.setup.seats]
    after = controller.after_hand  # a duplicate match's deal: what the summary's button does, in its words
    if state is State.GAME_OVER and after is not None and after.over:
        return after.over
    if state is State.HAND_OVER and after is not None:
        return after.status
    if state is State.GAME_OVER:
        winner = game.winner if game.winner is not None else 0
        totals = texts.final_totals(game.rules, game.scores, game.winner, names)
        return tr("Game over: {0} won ({1}). Start another with Game ▸ New game (Ctrl+N).").format(
            side_label(game.rules, winner, names), totals)
    if state is State.HAND_OVER and game.is_over:  # the last hand: the summary's button is See the result
        return tr("The last hand is over: read the scores, then press See the result (Enter).")
    if state is State.HAND_OVER:
        return tr("The hand is over: read the scores, then press Next hand (Enter).")
    if state is State.ANIMATING:
        return tr("Wait a moment: the cards are moving (click the table or press Enter to hurry them).")
    if state is State.HAND_OFF and controller.handing_to is not None:
        return tr("Pass the screen to {0}: {0} clicks the table (or presses Space) when ready.").format(
            names[controller.handing_to])
    seat = game.to_act
    if seat is None:
        return tr("Wait a moment.")
    view = game.view(seat)
    name = names[seat]
    if state is State.BOT_THINKING and controller.claimed:
        return tr("The claim is played out: every trick left goes to the side that claimed.")
    if state is State.BOT_THINKING:
        kitty = view.phase is Phase.EXCHANGE and game.kitty_taker == seat
        verb = tr("discard after taking the kitty") if kitty else {
            Phase.BID: tr("bid"),
            Phase.DECLARE: tr("decide on blind nil"),
            Phase.EXCHANGE: tr("choose cards to pass"),
            Phase.PLAY: tr("play a card"),
            Phase.DRAW: tr("draw"),
            Phase.REDRAW: tr("swap cards"),
        }.get(view.phase, tr("move"))
        return tr("Waiting for {0} to {1}…").format(name, verb)
    # The human's turn.
    if view.phase in (Phase.BID, Phase.DECLARE):
        if any(isinstance(a, Bid) and a.kind is BidKind.SHOW for a in view.legal):  # trump.show_seven
            return tr("Show your cards to make their suit trump (S), or keep them hidden (K).")
        if view.hand is None and all(isinstance(a, Look) for a in view.legal):  # no blind bid open to them
            return tr("Your bid: press Look at my cards (L), then bid.")
        if view.hand is None:
            return tr("Your bid: bid blind before you see your cards, or press Look at my cards (L).")
        return tr("Your bid: click a bid in the panel, or type it and press Enter.")
    if view.phase is Phase.EXCHANGE:
        first = view.legal[0] if view.legal else None
        count = len(first.cards) if isinstance(first, PassCards) else 1
        target = game.pass_target(seat)
        if target == seat:  # deal.kitty: the taker discards
            if count == 1:
                return tr("You took the kitty: choose 1 card to discard (click it, or ← → and Space), then press "
                          "Discard (Enter).")
            return tr("You took the kitty: choose {0} cards to discard (click them, or ← → and Space), then press "
                      "Discard (Enter).").format(count)
        to = names[target] if target is not None else ""
        if count == 1:
            return tr("Choose 1 card to pass to {1} (click it, or ← → and Space), then press Pass cards "
                      "(Enter).").format(count, to)
        return tr("Choose {0} cards to pass to {1} (click them, or ← → and Space), then press Pass cards "
                  "(Enter).").format(count, to)
    if view.phase is Phase.DRAW:
        return tr("Keep the top card (K) or discard it and take the next one (D).")
    if view.phase is Phase.REDRAW:
        if game.rules.blind_nil_redraw == 1:
            return tr("Choose a card to swap if you like (click it, or ← → and Space), then press Swap (Enter).")
        return tr("Choose up to {0} cards to swap (click them, or ← → and Space), then press Swap "
                  "(Enter).").format(game.rules.blind_nil_redraw)
    if view.phase is Phase.PLAY and controller.forced_card() is not None:
        return tr("Wait a moment.")  # the only card plays by itself: the notice before this says which (no "drag")
    if view.phase is Phase.PLAY:
        how = tr("drag a card to the middle of the table, double-click it, or use ← → and Enter.")
        if not view.trick:
            text = tr("Your lead: {0}").format(how)
        else:
            text = tr("Your turn ({0} led): {1}").format(texts.card_text(view.trick[0][1]), how)
        got = _received(game, view, names)
        return f"{got} {text}" if got else text
    return tr("Your turn.")


def _received(game: Game, view: SeatView, names: list[str]) -> str:
    """ "Nora passed you 3♥." until the first trick is taken: the card a partner (or the player on the right)
    passed was named nowhere once its slide was over, and not at all with the animations off (a kitty's cards
    are on its own panel)."""
    if not view.received or view.completed_tricks or game.rules.kitty != "off":
        return ""
    giver = view.received_from  # the exchange's plan is gone once cards passed before the bidding have moved
    if giver is None:
        return ""
    return tr("{0} passed you {1}.").format(names[giver], ", ".join(texts.card_text(c) for c in view.received))
