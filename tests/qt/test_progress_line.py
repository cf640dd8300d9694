"""The status bar's training progress: rounds done, rounds per second, time left."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStatusBar

from bpe_viewer.qt.widgets.status_bar import StatusParts, progress_text
from bpe_viewer.qt.worker import WorkerState


def test_progress_text_exact():
    assert progress_text(0, 4000, None) == "0 / 4000 merges"
    # 3880 rounds left at 40 rounds/s: 97 s
    assert progress_text(120, 4000, 40.0) == "120 / 4000 merges · 40.0 rounds/s · 1 min 37 s left"
    assert (
        progress_text(10, 20, 4.0) == "10 / 20 merges · 4.0 rounds/s · 2 s left"
    )  # 2.5 rounds to even
    assert progress_text(20, 20, 4.0) == "20 / 20 merges · 4.0 rounds/s · 0 s left"


def test_status_bar_shows_rate_and_time_left_from_the_first_round(qtbot):
    bar = QStatusBar()
    qtbot.addWidget(bar)
    now = [100.0]
    parts = StatusParts(bar, QAction(bar), clock=lambda: now[0])
    parts.set_worker_state(WorkerState.RUNNING)
    parts.set_progress(0, 300, "x")
    assert parts.progress.format() == "0 / 300 merges"
    # 20 s of reading, splitting and counting pairs before the first round: not rounds
    now[0] = 120.0
    parts.set_progress(1, 300, "x")
    assert parts.progress.format() == "1 / 300 merges"
    now[0] = 122.0  # 50 more rounds in 2 s: 25 rounds/s, 249 left: 10 s
    parts.set_progress(51, 300, "x")
    assert parts.progress.format() == "51 / 300 merges · 25.0 rounds/s · 10 s left"
    assert parts.progress.text() == "51 / 300 merges · 25.0 rounds/s · 10 s left"
    # a new job starts its own clock
    parts.set_worker_state(WorkerState.IDLE)
    parts.set_worker_state(WorkerState.RUNNING)
    now[0] = 500.0
    parts.set_progress(0, 10, "y")
    assert parts.progress.format() == "0 / 10 merges"
