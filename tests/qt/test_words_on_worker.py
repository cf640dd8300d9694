"""A word table is trained for the Words tab on the worker, once per (table, setting):
opening one returns to the event loop before any training, and Retrain, Undo and the
Words compare find the runs already trained."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.worker import WORD_RUNS, WordRuns


class LaterExecutor:
    """Keeps each job until :meth:`run_all`, as a busy worker thread would."""

    def __init__(self):
        self.jobs = []

    def submit(self, fn):
        self.jobs.append(fn)

    def join(self, timeout=None):
        return True

    def run_all(self):
        while self.jobs:
            self.jobs.pop(0)()


@pytest.fixture
def later(qtbot, settings, errors):
    executor = LaterExecutor()
    window = MainWindow(settings, executor=executor, show_error=errors)
    qtbot.addWidget(window)
    return window, executor


def test_opening_a_word_table_trains_nothing_on_the_gui_thread(later, tmp_path, qtbot):
    window, executor = later
    table = tmp_path / "words.json"
    table.write_text(json.dumps({"low": 5, "lower": 2, "newest": 6, "widest": 3}), "utf-8")
    before = WORD_RUNS.trainings
    assert window.open_path(table, merges=4)
    # back in the event loop: nothing trained yet, the Words tab still empty
    assert WORD_RUNS.trainings == before and window.session.word_run is None
    executor.run_all()
    window.session.worker._poll()
    # the worker's, and the Words compare's of the other tie order (its own is shared)
    assert WORD_RUNS.trainings == before + 2
    words = window.session.word_run
    assert (words.merge_count, words.tie) == (4, "alphabetical-first")
    assert [r.merged for r in words.rules] == ["es", "est", "est</w>", "lo"]
    assert window.tabs.currentWidget() is window.word_view
    assert "the Words tab learned 4 merges" in window.note_label.text()
    # Retrain with the same merges finds the Words run trained; Undo brings back the first
    window.retrain()
    executor.run_all()
    window.session.worker._poll()
    assert WORD_RUNS.trainings == before + 2 and window.session.word_run is words
    window.retrain(2)
    executor.run_all()
    window.session.worker._poll()
    assert WORD_RUNS.trainings == before + 4 and window.session.word_run.merge_count == 2
    assert window.session.undo_retrain()
    assert window.session.word_run is words and WORD_RUNS.trainings == before + 4


def test_the_words_compare_trains_only_the_other_tie_order(qtbot, window, tmp_path):
    from bpe_viewer.qt.widgets.word_compare import WordCompareView

    table = tmp_path / "words.json"
    table.write_text(json.dumps({"ab": 3, "ba": 3, "abab": 1}), "utf-8")
    before = WORD_RUNS.trainings
    window.open_path(table, merges=3)
    # the worker's (inline here) and the window's Words compare's other tie order
    assert WORD_RUNS.trainings == before + 2
    compare = WordCompareView()
    qtbot.addWidget(compare)
    compare.set_run(window.session.word_run)
    assert WORD_RUNS.trainings == before + 2  # another compare: both orders kept
    assert compare.runs[0] is window.session.word_run


def test_word_runs_keep_the_latest_and_say_a_bad_table():
    runs = WordRuns(limit=2)
    a = runs.trained({"ab": 2}, 1, "alphabetical-first")
    runs.trained({"cd": 2}, 1, "alphabetical-first")
    runs.trained({"ef": 2}, 1, "alphabetical-first")  # {"ab": 2} goes
    assert runs.trainings == 3
    assert runs.trained({"ab": 2}, 1, "alphabetical-first") is not a
    assert runs.trainings == 4
    with pytest.raises(ValueError):
        runs.trained({"ab": 2}, 1, "random")
