"""Hostile input in the window: Open, drop and recent files go through the one opener and
the one validator; errors are one dialog line and the previous run stays; closing during
a load cancels it."""

from __future__ import annotations

import json
import os
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent

from bpe_viewer.core import train
from bpe_viewer.core.corpus_files import load_corpus
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


def test_huge_word_frequency_opens_weighted_through_the_open_action(
    window, errors, tmp_path, monkeypatch
):
    """{"low": 100000000, "lower": 2}: one document per distinct word, weighted.

    Byte-level rounds by hand (docs/rules.md s2, tie smallest): (l,o) and (o,w) both
    stand 100000002 times, (l,o) is smaller -> "lo"; then (lo,w) 100000002 -> "low";
    then (e,r) and (low,e) both 2, (e,r) is smaller -> "er"; then (low,er) 2; no pair
    is left after four rounds.
    """
    from PySide6.QtWidgets import QFileDialog

    path = tmp_path / "words.json"
    path.write_text('{"low": 100000000, "lower": 2}', encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.settings.merges = 10
    window.settings.tie = "smallest"
    window.action_map["open"].trigger()
    assert errors.calls == []
    run = window.run
    assert run is not None and run.source == str(path)
    both = 100_000_002
    assert [(r.left, r.right, r.candidate_count, r.replacement_count) for r in run.rules] == [
        (108, 111, both, both),
        (256, 119, both, both),
        (101, 114, 2, 2),
        (257, 258, 2, 2),
    ]
    # The documents view: the distinct words, most frequent first, with their counts.
    assert len(run.documents) == 2
    model = window.documents_model
    assert model.label_lines(0)[0] == "low ×100000000"
    assert model.label_lines(1)[0] == "lower ×2"
    assert [run.document_bytes(i) for i in range(2)] == [b"low", b"lower"]
    assert [run.final_tokens(i) for i in range(2)] == [(257,), (259,)]
    # The Words tab trains the table as classic word-frequency BPE.
    words = window.word_view.run
    assert words is not None
    assert words.rules[0].count == both
    # Retrain trains the file again, still weighted.
    window.retrain(merges=2)
    assert errors.calls == []
    assert [r.candidate_count for r in window.run.rules] == [both, both]
    assert len(window.run.documents) == 2


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    table=st.dictionaries(
        st.text(alphabet="abcé", min_size=1, max_size=5),
        st.integers(1, 4),
        min_size=1,
        max_size=5,
    ),
    tie=st.sampled_from(["smallest", "largest", "first"]),
)
def test_word_table_in_the_window_learns_what_every_occurrence_learns(window, tmp_path, table, tie):
    """Weighted training of the distinct words gives the rules and candidates of the
    naive reference trained on one document per occurrence, in table order."""
    from bpe_viewer.core.reference import naive_train

    path = tmp_path / "w.json"
    path.write_text(json.dumps(table), encoding="utf-8")
    window.open_path(path, merges=6, tie=tie)
    occurrences = [w.encode() for w, n in table.items() for _ in range(n)]
    ref = naive_train(occurrences, 6, tie)
    run = window.run
    assert [(r.left, r.right, r.candidate_count, r.replacement_count) for r in run.rules] == [
        (*r.pair, r.count, r.replacements) for r in ref
    ]
    assert sorted(run.document_bytes(i) for i in range(len(run.documents))) == sorted(
        w.encode() for w in table
    )


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
