"""The window's title and status bar, and which of its actions can be used now.

:class:`WindowStatus` says what the window shows: the title (the run's settings, or the
Words tab's own run while it is shown, marked ``[*]`` while unsaved), the stage summary
and transient notes of the status bar, the load's progress and Cancel, the "Loading …"
cover over the old run, and the enabled state of the actions that depend on the run,
the stage and the worker. It reads the session, the cursors and the tabs; it changes
nothing of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.widgets.status_bar import (
    StatusParts,
    run_status,
    window_title,
    word_status,
    word_window_title,
)
from bpe_viewer.qt.worker import WorkerState

if TYPE_CHECKING:
    from bpe_viewer.qt.cursor import RoundCursor
    from bpe_viewer.qt.session import LoadSession
    from bpe_viewer.qt.widgets.loading_cover import LoadingCover
    from bpe_viewer.qt.window_tabs import WindowTabs


class WindowStatus:
    """The title, the status bar and the actions' enabled state of one window.

    Args:
        window: the main window: its title, its ``[*]`` mark and its status bar.
        session: the window's loads (the run, the pending load, the unsaved mark).
        actions: the window's actions by key (:data:`~bpe_viewer.qt.actions.ACTIONS`).
        round_cursor: the stage of the byte-level views.
        tabs: the window's tabs (the Words and Compare tabs have cursors of their own).
        loading_cover: the cover greying the old run while a new input loads.

    Attributes:
        parts: the status bar's widgets (summary, note, progress bar, Cancel).
        counted_bytes: the bytes of the run's counted documents, for the summary.
    """

    def __init__(
        self,
        window: QMainWindow,
        session: LoadSession,
        actions: Mapping[str, QAction],
        round_cursor: RoundCursor,
        tabs: WindowTabs,
        loading_cover: LoadingCover,
    ) -> None:
        self.window = window
        self.session = session
        self.actions = actions
        self.round_cursor = round_cursor
        self.tabs = tabs
        self.loading_cover = loading_cover
        self.parts = StatusParts(window.statusBar(), actions["cancel"])
        self.counted_bytes = 0

    def refresh(self) -> None:
        """The title, the summary and the actions, after the run or the stage changed."""
        self.update_title()
        self.update_status()
        self.update_actions()

    def show_run(self, run: TrainingRun | None, _stage: int = 0) -> None:
        """A new run on screen (or none): the cover lifts and everything is said again."""
        # after the panes' own later paints (they were queued by the views just now)
        self.loading_cover.uncover_later()
        self.counted_bytes = run.byte_total(True) if run is not None else 0
        self.refresh()

    def update_title(self) -> None:
        """The settings of the run on screen: the Words tab's own run while it is shown."""
        run = self.session.run
        word_view = self.tabs.word_view
        words = word_view.run
        if self.tabs.currentWidget() is word_view and words is not None:
            source = run.source if run is not None else ""
            self.window.setWindowTitle(word_window_title(source or "", words))
        else:
            self.window.setWindowTitle(window_title(run))
        # Qt's "[*]" in the title: a run trained here and not saved since is marked.
        self.window.setWindowModified(self.session.unsaved)

    def status_text(self) -> str:
        """The stage summary of the status bar (of the Words tab while it is shown)."""
        word_view = self.tabs.word_view
        words = word_view.run
        if self.tabs.currentWidget() is word_view and words is not None:
            return word_status(words, word_view.round_cursor.value)
        cursor = self.tabs.active_cursor()
        if cursor is self.tabs.compare_view.word_compare.round_cursor:
            both = QCoreApplication.translate(
                "MainWindow", "word-frequency BPE under both tie orders · stage {stage} of {last}"
            )
            return both.format(stage=cursor.value, last=cursor.maximum)
        return run_status(self.session.run, self.round_cursor.value, self.counted_bytes)

    def notify(self, text: str, ms: int = 6000) -> None:
        """A transient note in the status bar, beside the stage summary."""
        self.parts.notify(text, ms)

    def update_status(self) -> None:
        """The stage summary said again."""
        self.parts.summary_label.setText(self.status_text())

    def update_actions(self) -> None:
        """Enable what can be done now: stepping within the stages of the tab shown,
        saving a finished run, Retrain, Close, Undo Retrain, Cancel while a load runs."""
        a = self.actions
        worker = self.session.worker
        has = self.session.run is not None
        cursor = self.tabs.active_cursor()
        r, k = cursor.value, cursor.maximum
        stepping = has if cursor is self.round_cursor else k > 0
        for key in ("first", "previous"):
            a[key].setEnabled(stepping and r > 0)
        for key in ("next", "last"):
            a[key].setEnabled(stepping and r < k)
        a["play"].setEnabled(has and k > 0)
        # The rounds learned so far are not a run to save: the finished one is.
        settled = has and not self.session.training_shown
        for key in ("save_run", "export_trace"):
            a[key].setEnabled(settled)
        for key in ("retrain", "show_all"):
            a[key].setEnabled(has)
        a["close"].setEnabled(has or worker.state == WorkerState.RUNNING)
        a["undo_retrain"].setEnabled(self.session.can_undo_retrain)
        a["goto_round"].setEnabled(cursor.maximum > 0)
        for key in ("export_image", "export_animation"):
            a[key].setEnabled(has or self.tabs.word_view.run is not None)
        a["cancel"].setEnabled(worker.state == WorkerState.RUNNING)

    def show_progress(self, done: int, total: int) -> None:
        """The load's progress, ``done`` of ``total`` steps, with what is loading."""
        pending = self.session.pending
        description = pending.description if pending is not None else ""
        self.parts.set_progress(done, total, description)

    def show_worker_state(self, state: WorkerState) -> None:
        """A load started (the old run covered: "Loading …", or "Retraining …" for the
        documents on screen trained again) or ended (the cover lifts: a failed or
        cancelled load leaves the old run)."""
        if state == WorkerState.RUNNING:
            run = self.session.run
            pending = self.session.pending
            description = pending.description if pending is not None else ""
            # the documents on screen trained again (Retrain): said so
            again = run is not None and pending is not None and pending.path is None
            again = again and description == (run.source if run else None)
            self.loading_cover.cover(description, "Retraining" if again else "Loading")
        elif state == WorkerState.IDLE:
            self.loading_cover.uncover_later()  # a failed or cancelled load: the old run
        self.parts.set_worker_state(state)
        self.update_actions()
