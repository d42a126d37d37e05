"""The game-over panel's history extras: the finished game's running totals, and a Statistics button.

They are added to the table's ``GameOverPanel`` from here (the panel itself
stays as it is): the chart above its buttons, the button beside New game.
If the panel's layout is not the one expected, nothing is added and the game
goes on without them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget

from ..controller import GameController
from ..texts import shown_name, side_names
from .charts import RunningTotalsChart


class GameOverExtras(QObject):
    """See the module docstring; ``show_statistics`` opens the Statistics window."""

    def __init__(self, panel: QWidget, controller: GameController, show_statistics: Callable[[], None]) -> None:
        super().__init__(panel)
        self.controller = controller
        self._level = 0  # the panel's compact level (``_compacted``)
        self.chart = RunningTotalsChart(panel)
        self._fit_chart()
        self.chart.installEventFilter(self)  # a larger type (a bigger table) makes a larger chart
        # its light ink on the dark panel comes from the panel's style sheet (style.panel_style_sheet)
        make_button = getattr(panel, "_button", None)
        text = self.tr("Statistics (S)")  # S presses it from anywhere (``add_key``); a Tab stop, as the panel's
        self.button = make_button(text, "Quiet") if callable(make_button) else QPushButton(text, panel)
        self.button.clicked.connect(show_statistics)
        add_key = getattr(panel, "add_key", None)
        if callable(add_key):
            add_key("s", self.button)
        outer = panel.layout()
        last = outer.itemAt(outer.count() - 1) if isinstance(outer, QBoxLayout) and outer.count() else None
        row = last.layout() if last is not None else None
        if not isinstance(outer, QBoxLayout) or not isinstance(row, QBoxLayout):
            raise ValueError("the game-over panel is laid out differently: no chart or Statistics button there")
        outer.insertWidget(outer.count() - 1, self.chart)
        row.insertWidget(max(0, row.count() - 2), self.button)  # before Close and the closing stretch
        controller.game_finished.connect(self._finished)
        compacted = getattr(panel, "compacted", None)
        if compacted is not None:
            compacted.connect(self._compacted)

    def _fit_chart(self) -> None:
        """The chart's size for its type: 150 to 200 pixels high and wide enough for "Wes & Ethan: 141" whole, as
        the table allows, at the usual size; more with the larger type of a big table (its axes were squeezed
        into 200 pixels, their numbers cut). On a compact panel (a small table) 110 to 130 pixels high, with a
        plot of 110 pixels beside the labels: the panel was 488 pixels wide, over the name plates beside it."""
        k = self.chart.type_size()
        small = self._level >= 1
        self.chart.setMinimumSize(0, round((110 if small else 150) * k))  # the least width: the hint's, from the labels
        self.chart.setMaximumHeight(round((130 if small else 200) * k))
        self.chart.label_share = 0.6 if small else 2 / 5  # the names whole beside a narrower plot
        if small:
            self.chart.label_room = (0, self.chart.width_for_labels(110))
        else:
            self.chart.label_room = (round(440 * k), round(560 * k))

    def _compacted(self, level: int) -> None:
        """The panel's compact level: a smaller chart from 1, none from 2."""
        self._level = level
        self.chart.setVisible(level < 2)
        self._fit_chart()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.chart and event.type() == QEvent.Type.FontChange:
            self._fit_chart()
        return False

    def _finished(self, _event: object = None) -> None:
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None:
            return
        rules = game.rules
        totals = [score.totals for score in game.hand_scores]
        names = [side_names([shown_name(seat.name) for s, seat in enumerate(setup.seats) if rules.side_of(s) == side])
                 for side in range(rules.sides)]
        # a game of so many hands (the six-player game's six) has no reachable target: no target line then
        target = None if rules.hand_limit and rules.target >= 10_000 else rules.target
        self.chart.set_game(totals, names, target=target)
        self._fit_chart()  # a compact panel's chart is as wide as these names and totals need


def add_game_over_extras(panel: QWidget, controller: GameController,
                         show_statistics: Callable[[], None]) -> GameOverExtras | None:
    """The extras on ``panel``, or None (said on stderr) when they cannot be placed."""
    try:
        return GameOverExtras(panel, controller, show_statistics)
    except Exception as exc:  # the panel belongs to the table; its changes must not stop the game
        print(f"spades-desktop: no statistics on the game-over panel ({exc})", file=sys.stderr)
        return None
