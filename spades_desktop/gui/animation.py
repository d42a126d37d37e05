"""Small animation helpers: a step sequencer and property animations scaled by the speed setting.

A presentation is a list of steps; each step changes what is shown and may
return an animation to wait for. With the speed "off" no step returns an
animation, so presenting an event finishes before ``run`` returns.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

Step = Callable[[], QAbstractAnimation | None]


class Sequencer(QObject):
    """Runs steps one after the other, waiting for each step's animation."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._done: Callable[[], None] | None = None
        self._running = False

    @property
    def busy(self) -> bool:
        return self._running

    def run(self, steps: list[Step], done: Callable[[], None] | None = None) -> None:
        self.stop()
        self._steps = deque(steps)
        self._done = done
        self._running = True
        self._next()

    def stop(self) -> None:
        """Abandon the running presentation without calling its ``done``."""
        current, self._current = self._current, None
        if current is not None:
            current.finished.disconnect(self._finished)
            current.stop()
        self._steps.clear()
        self._done = None
        self._running = False

    def finish_now(self) -> None:
        """Jump the current animation to its end (a click skips the trick pause)."""
        if self._current is not None:
            self._current.setCurrentTime(self._current.totalDuration())

    def finish_all(self) -> None:
        """Play the rest of the presentation out at once, each step to its end, and call its ``done``."""
        for _ in range(1000):  # each step ends its animation, so this ends; the bound only guards a mistake
            current = self._current
            if not self._running or current is None:
                return
            current.setCurrentTime(current.totalDuration())
            if self._current is current:  # it did not end (a loop): leave the rest to the clock
                return

    def _next(self) -> None:
        while self._steps:
            animation = self._steps.popleft()()
            if animation is not None and animation.totalDuration() > 0:
                self._current = animation
                animation.finished.connect(self._finished)
                animation.start()
                return
        self._running = False
        done, self._done = self._done, None
        if done is not None:
            done()

    def _finished(self) -> None:
        self._current = None
        self._next()


def move(target: QObject, prop: bytes, end: object, duration: int, delay: int = 0,
         curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic, start: object | None = None) -> QAbstractAnimation:
    """A property animation, after ``delay`` ms when given."""
    anim = QPropertyAnimation(target, prop)
    anim.setDuration(max(1, duration))
    if start is not None:
        anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setEasingCurve(curve)
    if delay <= 0:
        return anim
    seq = QSequentialAnimationGroup()
    seq.addPause(delay)
    seq.addAnimation(anim)
    return seq


def pause(duration: int) -> QAbstractAnimation:
    return QPauseAnimation(max(1, duration))


def parallel(animations: list[QAbstractAnimation]) -> QAbstractAnimation | None:
    if not animations:
        return None
    group = QParallelAnimationGroup()
    for anim in animations:
        group.addAnimation(anim)
    return group
