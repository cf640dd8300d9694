"""Rounds visible while training: the slider grows as rounds arrive, the learned rounds
can be stepped while training continues, and the finished run replaces them at the
same stage (docs/rules.md s8).

Training runs on the window's real background thread; a gate in front of the trainer's
rounds lets each test decide how many rounds exist, so nothing depends on timing.
Expected values come from the naive reference trainer.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

import bpe_viewer.core as core
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.reference import naive_train
from bpe_viewer.core.training import Training
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.worker import WorkerState

DOCS = [
    b"low lower lowest low low",
    b"newer newest new news",
    b"wide wider widest wid",
    b"aaaa bbbb aaaa abab",
]
MERGES = 20
REFERENCE = naive_train(DOCS, MERGES)


class Gate:
    """Lets through as many training rounds as the test allows."""

    def __init__(self) -> None:
        self._allowed = 0
        self._cond = threading.Condition()

    def allow(self, n: int) -> None:
        with self._cond:
            self._allowed = n
            self._cond.notify_all()

    def wait(self, n: int) -> None:
        with self._cond:
            self._cond.wait_for(lambda: self._allowed >= n, timeout=30)


@pytest.fixture
def gate(monkeypatch):
    gate = Gate()
    real = core.iter_training

    def gated(*args, **kwargs):
        inner = real(*args, **kwargs)

        def items():
            for n, rnd in enumerate(inner, start=1):
                gate.wait(n)
                yield rnd
            yield inner.run

        return Training(items())

    monkeypatch.setattr(core, "iter_training", gated)
    yield gate
    gate.allow(10**9)


@pytest.fixture
def threaded_window(qtbot, settings, errors, gate):
    """A window that trains on its own background thread."""
    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    win.resize(1400, 850)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    gate.allow(10**9)
    win.worker.shutdown(10)


def train(window: MainWindow, stage: int = 0) -> None:
    window.train_documents(lambda: list(DOCS), MERGES, "smallest", "growing corpus", stage=stage)


def shown_winner(window: MainWindow) -> tuple[tuple[int, int], int]:
    cand = window.candidates_model.candidate(0)
    return (cand.left, cand.right), cand.count


def test_slider_grows_and_learned_rounds_step_while_training(qtbot, threaded_window, gate):
    w = threaded_window
    assert len(REFERENCE) == MERGES
    train(w)
    gate.allow(5)
    qtbot.waitUntil(lambda: w.navigation.slider.maximum() == 5, timeout=10000)
    assert w.worker.state == WorkerState.RUNNING
    assert w.session.training_shown
    assert w.round_cursor.maximum == 5 and w.round_cursor.value == 0
    assert "training (5 of 20 merges learned so far)" in w.windowTitle()
    assert "stage 0 of 5 learned so far (training)" in w.status_label.text()
    assert not w.action_map["save_run"].isEnabled()
    # Round 0's winner, as the reference learns it.
    assert shown_winner(w) == (REFERENCE[0].pair, REFERENCE[0].count)

    # Step with the keyboard through the rounds learned so far.
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.round_cursor.value == 5
    assert w.candidates_model.rowCount() == 0
    assert "round 5 comes next" in w.candidates_model.explanation()
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.round_cursor.value == 4
    assert shown_winner(w) == (REFERENCE[4].pair, REFERENCE[4].count)
    after3 = REFERENCE[3].stage_after
    assert [list(w.documents_model.tokens(i)) for i in range(len(DOCS))] == after3

    # More rounds: the slider's end moves up, the stage on screen stays.
    gate.allow(12)
    qtbot.waitUntil(lambda: w.navigation.slider.maximum() == 12, timeout=10000)
    assert w.round_cursor.value == 4
    assert shown_winner(w) == (REFERENCE[4].pair, REFERENCE[4].count)
    w.round_cursor.set_value(11)
    assert shown_winner(w) == (REFERENCE[11].pair, REFERENCE[11].count)
    assert [list(w.documents_model.tokens(i)) for i in range(len(DOCS))] == (
        REFERENCE[10].stage_after
    )
    # The vocabulary pane lists the 12 tokens learned by stage 11 (bytes hidden), once
    # it follows the jump (on a later turn of the event loop).
    qtbot.waitUntil(lambda: not w.vocabulary_panel.follow_is_pending)
    assert w.vocabulary_model.rowCount() == 11
    assert w.run.token_count_at(11) == sum(map(len, REFERENCE[10].stage_after))

    # A document and a token picked while training runs...
    table = w.documents_panel.table
    table.setCurrentIndex(w.documents_model.index(2, 0))
    w.select_token(259)
    assert w.rounds_view.hex_view.model.document_index == 2

    # The finished run replaces the growing one at the same stage...
    gate.allow(MERGES)
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    assert not w.session.training_shown
    assert not isinstance(w.run, GrowingRun)
    assert w.run.merge_count == MERGES
    assert w.round_cursor.value == 11
    assert w.navigation.slider.maximum() == MERGES
    assert w.navigation.slider.value() == 11
    assert shown_winner(w) == (REFERENCE[11].pair, REFERENCE[11].count)
    assert "training" not in w.windowTitle()
    assert w.action_map["save_run"].isEnabled()
    # ...and they stay picked.
    assert table.currentIndex().row() == 2
    assert w.rounds_view.selected_token == 259
    assert w.rounds_view.hex_view.model.document_index == 2


def test_finished_run_opens_at_the_asked_stage_when_the_user_did_not_move(
    qtbot, threaded_window, gate
):
    w = threaded_window
    train(w, stage=8)
    gate.allow(3)
    qtbot.waitUntil(lambda: w.round_cursor.maximum == 3, timeout=10000)
    # Only 3 rounds so far: shown at the last of them, heading for stage 8.
    assert w.round_cursor.value == 3
    gate.allow(10)
    qtbot.waitUntil(lambda: w.round_cursor.maximum == 10, timeout=10000)
    assert w.round_cursor.value == 8
    assert shown_winner(w) == (REFERENCE[8].pair, REFERENCE[8].count)
    gate.allow(MERGES)
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    assert w.run.merge_count == MERGES and w.round_cursor.value == 8


def test_cancel_shows_the_previous_run_again(qtbot, threaded_window, gate):
    w = threaded_window
    gate.allow(10**9)
    w.load_example("abcd")
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    previous = w.run
    assert previous is not None and previous.merge_count == 3
    w.round_cursor.set_value(2)
    gate.allow(0)  # the gate counts each training's rounds from 1
    train(w)
    gate.allow(4)
    qtbot.waitUntil(lambda: w.round_cursor.maximum == 4, timeout=10000)
    assert w.run is not previous
    w.action_map["cancel"].trigger()
    gate.allow(10**9)
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    assert w.run is previous
    assert w.round_cursor.maximum == 3 and w.round_cursor.value == 2
    assert "Cancelled" in w.note_label.text()


def test_cancel_of_a_first_training_leaves_nothing_loaded(qtbot, threaded_window, gate):
    w = threaded_window
    train(w)
    gate.allow(2)
    qtbot.waitUntil(lambda: w.round_cursor.maximum == 2, timeout=10000)
    w.action_map["cancel"].trigger()
    gate.allow(10**9)
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    assert w.run is None
    assert w.round_cursor.maximum == 0
    assert w.windowTitle() == "bpe-viewer[*]"
    assert not w.action_map["retrain"].isEnabled()


def test_another_input_opened_while_training_opens_at_its_own_stage(qtbot, threaded_window, gate):
    w = threaded_window
    train(w)
    gate.allow(6)
    qtbot.waitUntil(lambda: w.round_cursor.maximum == 6, timeout=10000)
    qtbot.keyClick(w, Qt.Key.Key_End)
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.round_cursor.value == 5
    w.load_example("abcd", stage=1)  # cancels the running training
    gate.allow(10**9)  # the cancelled training stops at its next round; abcd trains
    qtbot.waitUntil(lambda: w.worker.state == WorkerState.IDLE, timeout=10000)
    assert w.run.merge_count == 3 and not isinstance(w.run, GrowingRun)
    assert w.round_cursor.value == 1
