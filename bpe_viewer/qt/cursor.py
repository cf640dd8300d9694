"""The one "current round" value shared by every view (CONVENTIONS habit 4)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class RoundCursor(QObject):
    """The current stage ``r`` (0..maximum), clamped, emitting only on a real change.

    Stage ``r`` is the state after ``r`` merges; the candidate table shows round ``r``.

    Signals:
        round_changed(int): the new stage, after a change.
        maximum_changed(int): the new maximum (the run's merge count).
    """

    round_changed = Signal(int)
    maximum_changed = Signal(int)

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
        self.round_changed.emit(value)
        return True

    def step(self, delta: int) -> bool:
        """Move by ``delta`` stages (clamped)."""
        return self.set_value(self._value + delta)

    def first(self) -> bool:
        return self.set_value(0)

    def last(self) -> bool:
        return self.set_value(self._maximum)

    @property
    def at_end(self) -> bool:
        return self._value >= self._maximum
