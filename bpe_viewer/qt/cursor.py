"""The one "current stage" value shared by every view (CONVENTIONS habit 4)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


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
        :attr:`stage_changed`: views reset from the run itself.
        """
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
