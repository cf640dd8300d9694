"""Hostile input in the window: Open, drop and recent files go through the one opener and
the one validator; errors are one dialog line and the previous run stays; closing during
a load cancels it."""

from __future__ import annotations

import json
import os
import threading

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent

from bpe_viewer.core import train
from bpe_viewer.core.corpus import load_corpus
from bpe_viewer.core.formats.run_json import run_to_json
from bpe_viewer.core.safeio import TrainingCancelled, cancel_scope, read_input
from bpe_viewer.qt.worker import WorkerState


def drop(window, mime):
    event = QDropEvent(
        QPoint(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)


def last_error(errors) -> str:
    assert errors.calls, "no error dialog"
    message = errors.calls[-1][1]
    return message


@pytest.fixture
def loaded(window):
    window.load_text("hello hello", "file")
    assert window.run is not None
    return window.run


def test_fifo_and_device_refused_without_reading(window, errors, loaded, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path in (fifo, "/dev/zero"):
        window.open_path(path)
        assert "not a regular file; not read" in last_error(errors)
        assert window.run is loaded
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(fifo))])
    drop(window, mime)
    assert "FIFO" in last_error(errors) and window.run is loaded


def test_dropping_a_web_address_is_refused(window, errors, loaded):
    mime = QMimeData()
    mime.setUrls([QUrl("https://example.com/corpus.txt")])
    mime.setText("https://example.com/corpus.txt")
    drop(window, mime)
    assert "https://example.com/corpus.txt: only local files can be opened" in last_error(errors)
    assert window.run is loaded


def test_inconsistent_saved_run_is_refused(window, errors, loaded, tmp_path):
    data = run_to_json(train([b"aaabdaaabac"], 3))
    data["rounds"][0]["candidates"][1][2] = 50
    path = tmp_path / "bad.bpe-run.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.open_path(path)
    assert "round 0: candidate 1 " in last_error(errors)
    assert window.run is loaded


def test_doubling_run_gives_a_reason(window, errors, loaded, tmp_path):
    rules = [[97, 97, 1, 1]] + [[255 + r, 255 + r, 1, 1] for r in range(1, 40)]
    data = {
        "format": "bpe-viewer-run",
        "version": 1,
        "tie": "smallest",
        "documents": [{"id": "d", "partition": "train", "tokens": [295]}],
        "rules": rules,
        "rounds": [{"distinct_pairs": 1, "tied": 1, "candidates": [r[:3]]} for r in rules],
    }
    path = tmp_path / "double.bpe-run.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.open_path(path)
    message = last_error(errors)
    assert "input limit" in message and "BPE_VIEWER_MAX_INPUT_MB" in message
    assert window.run is loaded


def test_huge_word_frequency_does_not_make_one_document_per_occurrence(window, errors, tmp_path):
    path = tmp_path / "words.json"
    path.write_text('{"low": 100000000, "lower": 2}', encoding="utf-8")
    window.open_path(path)
    assert "100000002 word occurrences" in last_error(errors)
    # The Words tab trains the table weighted by frequency.
    words = window.word_view.run
    assert words is not None
    assert words.rules[0].count == 100000002


def test_recent_files_are_absolute(window, tmp_path, monkeypatch):
    (tmp_path / "rel.txt").write_bytes(b"abab")
    monkeypatch.chdir(tmp_path)
    window.open_path("rel.txt")
    assert window.settings.recent_files[0] == str(tmp_path / "rel.txt")


def test_cancel_is_seen_while_reading_and_indexing(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"ab" * 3_000_000)
    stop = threading.Event()
    stop.set()
    with cancel_scope(stop), pytest.raises(TrainingCancelled):
        read_input(path)
    with cancel_scope(stop), pytest.raises(TrainingCancelled):
        load_corpus(path, unit="line")
    with pytest.raises(TrainingCancelled):
        train([b"ab" * 100_000], 5, cancel=stop)


def test_closing_during_a_threaded_load_cancels_it(qtbot, settings, errors, tmp_path):
    from bpe_viewer.qt.main_window import MainWindow

    path = tmp_path / "big.txt"
    path.write_bytes(b"the quick brown fox " * 500_000)  # 10 MB
    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    win.show()
    win.open_path(path, merges=50)
    assert win.worker.state == WorkerState.RUNNING
    win.close()
    assert not win.isVisible()
    assert win.worker.state == WorkerState.IDLE
    assert win.run is None
