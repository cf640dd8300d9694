"""The one "current stage" value shared by every view (CONVENTIONS habit 4)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal


class RoundCursor(QObject):
    """The current stage ``r`` (0..maximum), clamped, emitting only on a real change.

    Stage ``r`` is the state after ``r`` merges; the candidate table shows round ``r``
    (the round that runs on stage ``r``), see docs/rules.md s8.

    Views subscribe; only the window's session and the stepping controls move it. A new
    run is announced by :meth:`reset`, which emits :attr:`range_reset` and never
    :attr:`stage_changed` (every view resets itself from the run at that stage).

    Signals:
        stage_changed(int): the new stage, after a step or jump within one run.
        maximum_changed(int): the new maximum (the run's merge count).
        range_reset(int maximum, int stage): a new run was shown at ``stage``.
    """

    stage_changed = Signal(int)
    maximum_changed = Signal(int)
    range_reset = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = 0
        self._maximum = 0
        #: rounds asked for by key repeats and not applied yet (see :meth:`request_step`)
        self._pending = 0
        self._flush_queued = False

    @property
    def value(self) -> int:
        """The current stage."""
        return self._value

    @property
    def maximum(self) -> int:
        """The last stage (the number of merges)."""
        return self._maximum

    def reset(self, maximum: int, stage: int = 0) -> None:
        """Take a new run's last stage and show ``stage`` (clamped), silently.

        Emits :attr:`range_reset` (and :attr:`maximum_changed` when it changed), never
        :attr:`stage_changed`: views reset from the run itself. Steps still merged from
        held keys are dropped (they were asked for in the run shown before).
        """
        self._pending = 0
        maximum = max(0, int(maximum))
        changed = maximum != self._maximum
        self._maximum = maximum
        self._value = min(max(0, int(stage)), maximum)
        if changed:
            self.maximum_changed.emit(maximum)
        self.range_reset.emit(maximum, self._value)

    def set_maximum(self, maximum: int, *, value: int | None = None) -> None:
        """Set the last stage; the value is clamped (or set to ``value``, clamped)."""
        maximum = max(0, int(maximum))
        if maximum != self._maximum:
            self._maximum = maximum
            self.maximum_changed.emit(maximum)
        self.set_value(self._value if value is None else value)

    def set_value(self, value: int) -> bool:
        """Move to stage ``value`` (clamped). Returns True when the value changed."""
        value = min(max(0, int(value)), self._maximum)
        if value == self._value:
            return False
        self._value = value
        self.stage_changed.emit(value)
        return True

    def step(self, delta: int) -> bool:
        """Move by ``delta`` stages (clamped). Returns True when the value changed."""
        return self.set_value(self._value + delta)

    def request_step(self, delta: int, *, repeat: bool = False) -> None:
        """Step by ``delta`` stages as a key press asks: at once for a single press; for
        a key repeat (a held key) on the next turn of the event loop, merged with every
        other repeat that arrives before it.

        A held key sends repeats faster than a large corpus's views follow; stepping on
        each would queue the views' updates and replay them long after the key is let
        go. Merged, the stage shown is the one the keys asked for when the event loop is
        free again: the views update once, for the sum of the steps (a jump of several
        rounds is not animated). A single press first applies any repeats still waiting,
        so steps stay in the order they were asked for.

        Args:
            delta: stages to move (negative: back); the result is clamped.
            repeat: True when the press is an automatic key repeat.
        """
        if not repeat:
            self.flush_steps()
            self.step(delta)
            return
        self._pending += delta
        if not self._flush_queued:
            self._flush_queued = True
            QTimer.singleShot(0, self, self.flush_steps)

    @property
    def pending_steps(self) -> int:
        """Stages asked for by key repeats and not applied yet (0 when none wait)."""
        return self._pending

    def flush_steps(self) -> None:
        """Apply the steps merged by :meth:`request_step` now, as one move."""
        self._flush_queued = False
        delta, self._pending = self._pending, 0
        if delta:
            self.step(delta)

    def first(self) -> bool:
        """Move to stage 0 (the raw bytes)."""
        return self.set_value(0)

    def last(self) -> bool:
        """Move to the last stage."""
        return self.set_value(self._maximum)

    @property
    def at_end(self) -> bool:
        """True at the last stage."""
        return self._value >= self._maximum
