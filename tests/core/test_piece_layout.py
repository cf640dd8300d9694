"""How many processes cut a corpus into pre-tokenization pieces (docs/rules.md s4)."""

from __future__ import annotations

import os

import pytest

from bpe_viewer.core import piece_layout
from bpe_viewer.core.piece_layout import PARALLEL_SPLIT_BYTES, process_count


@pytest.fixture
def machine(monkeypatch):
    """Four cores, and a one-minute load average the test sets."""
    load = [0.0]
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1, 2, 3}, raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (load[0], 9.0, 9.0))
    monkeypatch.setattr(piece_layout, "RUNNABLE_FILE", "/nonexistent")  # load average
    return load


@pytest.mark.parametrize(
    ("size", "load", "want"),
    [
        (PARALLEL_SPLIT_BYTES - 1, 0.0, 1),  # too small to pay for starting processes
        (PARALLEL_SPLIT_BYTES, 0.0, 1),  # one process per PARALLEL_SPLIT_BYTES
        (2 * PARALLEL_SPLIT_BYTES, 0.0, 2),
        (100 * PARALLEL_SPLIT_BYTES, 0.0, 4),  # one per core
        (100 * PARALLEL_SPLIT_BYTES, 0.99, 4),  # a load below one leaves every core idle
        (100 * PARALLEL_SPLIT_BYTES, 1.2, 3),
        (100 * PARALLEL_SPLIT_BYTES, 3.0, 1),
        (100 * PARALLEL_SPLIT_BYTES, 12.0, 1),  # busier than the cores: this one alone
    ],
)
def test_one_process_per_idle_core_where_the_corpus_pays(machine, size, load, want):
    machine[0] = load
    assert process_count(size) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (b"1.50 0.90 0.80 1/230 4242\n", 4),  # this thread alone runs: every core idle
        (b"1.50 0.90 0.80 3/230 4242\n", 2),  # two others run now, whatever the average
        (b"0.10 0.10 0.10 9/230 4242\n", 1),
        (b"0.10 0.10 0.10 garbled\n", 4),  # unreadable: the load average (0.0) counts
    ],
)
def test_the_threads_running_now_count_before_the_load_average(
    machine, monkeypatch, tmp_path, line, want
):
    """Where Linux says how many threads run this instant, those other than this one
    are the busy cores: a load average still raised by work that has ended (or by this
    very process) does not keep the cutting on one core."""
    path = tmp_path / "loadavg"
    path.write_bytes(line)
    machine[0] = 0.0
    monkeypatch.setattr(piece_layout, "RUNNABLE_FILE", str(path))
    assert process_count(100 * PARALLEL_SPLIT_BYTES) == want


@pytest.mark.parametrize(("states", "want"), [("RS", 1), ("RR", 2), ("SS", 1)])
def test_this_process_s_own_running_threads_are_not_other_work(
    machine, monkeypatch, tmp_path, states, want
):
    """Four threads run on the machine now; those of this process (a window's GUI thread
    beside the worker that cuts) are not other work, and at least one of them (the one
    asking) is always counted as this process's."""
    loadavg = tmp_path / "loadavg"
    loadavg.write_bytes(b"2.00 2.00 2.00 4/230 4242\n")
    tasks = tmp_path / "task"
    for number, state in enumerate(states, start=100):
        (tasks / str(number)).mkdir(parents=True)
        (tasks / str(number) / "stat").write_bytes(f"{number} (py (x)) {state} 1 2 3".encode())
    monkeypatch.setattr(piece_layout, "RUNNABLE_FILE", str(loadavg))
    monkeypatch.setattr(piece_layout, "OWN_THREADS", str(tasks))
    assert process_count(100 * PARALLEL_SPLIT_BYTES) == want


def test_without_a_load_average_every_core_counts_as_idle(machine, monkeypatch):
    def unknown():
        raise OSError("no load average")

    monkeypatch.setattr(os, "getloadavg", unknown)
    assert process_count(100 * PARALLEL_SPLIT_BYTES) == 4


def test_no_pretokenization_never_starts_processes(machine, monkeypatch):
    """A corpus without pre-tokenization is one piece per document: cut here."""

    def refuse(*_args):
        raise AssertionError("pieces cut in other processes")

    monkeypatch.setattr(piece_layout, "PARALLEL_SPLIT_BYTES", 1)
    monkeypatch.setattr(piece_layout, "_number_pieces_in_processes", refuse)
    pieces, weights, layout, entries = piece_layout.distinct_pieces(
        [b"ab", b"cd", b"ab"], (), "none", workers=None
    )
    assert (pieces, weights, list(layout), entries) == (
        [b"ab", b"cd"],
        [2, 1],
        [0, 1, 0],
        [1, 2, 3],
    )
