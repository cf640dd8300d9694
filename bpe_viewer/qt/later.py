"""Work for a later turn of the event loop, one piece a turn, so no turn stalls the window.

When the round changes, every view of the Training tab repaints. Painted in one turn,
those paints add up to one long stall of the window on a large corpus. The views that
can wait a moment (the vocabulary table and the hex rows) put their update here: the
first runs :data:`TURN_DELAY_MS` after the others have painted, the next one a turn
later, and so on, each painting in a turn of its own. A view that is read or acted on
(a click, a selection, Find) runs its own waiting update first.

A new run changes every pane at once. Its models are filled in the turn it arrives,
and :func:`paint_later` holds the pictures back: the training view paints on the next
turn, then the candidate table, then the vocabulary, each on a turn of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

#: The pause before each waiting update: long enough for the paint the turn before it
#: asked for to come first.
TURN_DELAY_MS = 10


class LaterTurns(QObject):
    """A queue of updates keyed by their owner (a widget), run one per turn in order.

    A new update for an owner that already waits replaces the waiting one and keeps its
    place. An owner deleted meanwhile is skipped.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[QObject, Callable[[], None]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(TURN_DELAY_MS)
        self._timer.timeout.connect(self._run_next)

    def put(self, owner: QObject, job: Callable[[], None]) -> None:
        """Run ``job`` on a later turn (after what waits before it)."""
        self._jobs[owner] = job
        if not self._timer.isActive():
            self._timer.start()

    def waiting(self, owner: QObject) -> bool:
        """True while an update of ``owner`` waits."""
        return owner in self._jobs

    def idle(self) -> bool:
        """True when no update waits (every view has painted what it was last given)."""
        return not self._jobs

    def cancel(self, owner: QObject) -> None:
        """Forget the waiting update of ``owner`` (it ran another way, or is obsolete)."""
        self._jobs.pop(owner, None)

    def run_all(self) -> None:
        """Run every waiting update now, in order (before a picture of the window is taken:
        it must show what the window settles to)."""
        self._timer.stop()
        while self._jobs:
            owner = next(iter(self._jobs))
            job = self._jobs.pop(owner)
            if isValid(owner):
                job()

    def _run_next(self) -> None:
        while self._jobs:
            owner = next(iter(self._jobs))
            job = self._jobs.pop(owner)
            if isValid(owner):
                job()
                break
        if self._jobs:
            self._timer.start()


_turns: LaterTurns | None = None


def paint_later(*widgets: QWidget) -> None:
    """Let each of ``widgets`` paint on a later turn, one a turn in the order given,
    instead of this one: its updates are off until its turn comes (its contents may
    change now; only the picture waits).

    A new run fills every pane at once; painted in the turn that fills them, they add
    up to one long stall. The training view paints on the next turn and its two tables
    each on a turn of their own after it. A hidden widget paints nothing now anyway, so
    it is left alone; a widget already waiting keeps its place. A widget given after its
    parent keeps waiting when the parent paints (its updates are off on their own).
    """
    for widget in widgets:
        if not widget.isVisible() or widget.testAttribute(
            Qt.WidgetAttribute.WA_ForceUpdatesDisabled
        ):
            continue
        widget.setUpdatesEnabled(False)
        later_turns().put(widget, partial(widget.setUpdatesEnabled, True))  # then it paints


def later_turns() -> LaterTurns:
    """The application's one queue (made on first use; it lives as long as the app)."""
    global _turns
    app = QCoreApplication.instance()
    if _turns is None or not isValid(_turns) or _turns.parent() is not app:
        _turns = LaterTurns(app)
    return _turns
