"""File ▸ Open reads only file heads on the GUI thread: what the input is comes from the
one classifier's head (core/formats/classify.py); the whole file is read by the job the
worker runs."""

from __future__ import annotations

import builtins
import json
import os
import threading

from bpe_viewer.core.formats.classify import HEAD_SIZE
from bpe_viewer.qt.main_window import MainWindow


class HeldExecutor:
    """Runs a submitted job only when told, so what File ▸ Open itself reads is seen apart."""

    def __init__(self):
        self.jobs = []

    def submit(self, fn):
        self.jobs.append(fn)

    def run(self):
        while self.jobs:
            self.jobs.pop(0)()

    def join(self, timeout=None):
        self.run()
        return True


class ReadCounter:
    """Bytes read by ``os.read`` (the one opener's reads) on the GUI thread, and files
    opened there through ``open()``."""

    def __init__(self, monkeypatch):
        self.bytes = 0
        self.opened: list[str] = []
        real_read, real_open = os.read, builtins.open

        def read(fd, size):
            data = real_read(fd, size)
            if threading.current_thread() is threading.main_thread():
                self.bytes += len(data)
            return data

        def opening(file, *args, **kwargs):
            if threading.current_thread() is threading.main_thread():
                self.opened.append(os.fspath(file) if not isinstance(file, int) else "")
            return real_open(file, *args, **kwargs)

        monkeypatch.setattr(os, "read", read)
        monkeypatch.setattr(builtins, "open", opening)


def _open(window, dialogs, path):
    dialogs.answers = [str(path)]
    window.action_map["open"].trigger()


def test_opening_a_large_json_corpus_reads_only_its_head(
    qtbot, settings, errors, dialogs, tmp_path, monkeypatch
):
    corpus = tmp_path / "big.json"
    docs = [{"id": f"doc-{i}", "text": f"river {i} " * 250} for i in range(800)]
    corpus.write_text(json.dumps(docs), encoding="utf-8")
    size = corpus.stat().st_size
    assert size > 25 * HEAD_SIZE  # about 2 MB
    held = HeldExecutor()
    window = MainWindow(settings, executor=held, show_error=errors)
    qtbot.addWidget(window)
    counter = ReadCounter(monkeypatch)
    _open(window, dialogs, corpus)
    # File ▸ Open reads the head (the one opener reads one byte past it, to know the
    # file goes on): once to know whether to ask for a document unit, once to plan
    assert counter.bytes <= 2 * (HEAD_SIZE + 1)
    assert str(corpus) not in counter.opened
    assert len(held.jobs) == 1 and errors.calls == []
    monkeypatch.undo()
    held.run()
    qtbot.waitUntil(lambda: window.run is not None and window.run.source == str(corpus))
    assert len(window.run.documents) == 800


def test_opening_a_large_word_table_decides_from_its_head(
    qtbot, settings, errors, dialogs, tmp_path, monkeypatch
):
    """A word table too is told from the members its head holds, not by parsing the file."""
    from bpe_viewer.qt.loading import plan_open

    table = tmp_path / "words.json"
    table.write_text(json.dumps({f"word{i}": i + 1 for i in range(100000)}), encoding="utf-8")
    assert table.stat().st_size > 20 * HEAD_SIZE
    counter = ReadCounter(monkeypatch)
    plan = plan_open(table)
    assert (plan.kind, plan.file.kind if plan.file else None) == ("words", "word-table")
    assert counter.bytes == HEAD_SIZE + 1
