"""Training off the GUI thread (CONVENTIONS habits 9 and 10).

A job is a function ``job(progress, cancel) -> TrainingRun`` that loads and/or trains.
It runs on one background thread; it reports progress by calling ``progress(done,
total)``, which only stores the numbers. A QTimer on the GUI thread polls those numbers
about every 50 ms and emits :attr:`TrainingWorker.progressed`, so the GUI sees batched
updates whatever the round rate. A training job also hands over the rounds learned so
far (:meth:`Reporter.follow`, :meth:`Reporter.learned`): the poller adds them to a
:class:`~bpe_viewer.core.growing.GrowingRun` at most every :data:`GROW_INTERVAL_MS`
(the first round at once) and emits :attr:`TrainingWorker.rounds_learned`, so the window
can step through them while training continues. Cancellation is a
:class:`threading.Event` checked by the job between rounds. Starting a new job cancels
the old one; the new thread first waits for the old one to finish, so at most one job
does work at any time.

Tests inject :class:`InlineExecutor`, which runs the job synchronously on the calling
thread and delivers the result before :meth:`TrainingWorker.start` returns.
"""

from __future__ import annotations

import contextlib
import enum
import gc
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from bpe_viewer.core import Training, TrainingCancelled, TrainingRun
from bpe_viewer.core.corpus import CorpusFactory
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.normalize import map_documents, normalizer_for_form
from bpe_viewer.core.safeio import cancel_scope
from bpe_viewer.core.trainer import DEFAULT_KEEP_CANDIDATES, TrainingRound

if TYPE_CHECKING:
    from bpe_viewer.core.piecetable import PieceTable
    from bpe_viewer.core.wordfreq import WordTrainingRun

ProgressFn = Callable[[int, int], None]
Job = Callable[[ProgressFn, threading.Event], TrainingRun]

POLL_INTERVAL_MS = 50
#: The rounds learned so far reach the GUI at most this often (the first one at once).
GROW_INTERVAL_MS = 200
#: Longest the job waits between rounds while the GUI thread shows them (see
#: :meth:`TrainingWorker.hold`).
HOLD_LIMIT_MS = 500


class WorkerState(enum.Enum):
    """What the worker is doing; drives the progress bar and the Cancel button."""

    IDLE = "idle"
    RUNNING = "running"
    CANCELLING = "cancelling"


class Executor(Protocol):
    """Runs a callable somewhere; ``join`` waits for everything it started."""

    def submit(self, fn: Callable[[], None]) -> None: ...

    def join(self, timeout: float | None = None) -> bool: ...


class ThreadExecutor:
    """Runs each submitted callable on a new, non-daemon thread; one at a time."""

    def __init__(self) -> None:
        self._threads: list[threading.Thread] = []

    def submit(self, fn: Callable[[], None]) -> None:
        previous = [t for t in self._threads if t.is_alive()]

        def body() -> None:
            for t in previous:  # one job at a time: wait for the cancelled one
                t.join()
            fn()

        thread = threading.Thread(target=body, name="bpe-viewer-training", daemon=False)
        self._threads = [*previous, thread]
        thread.start()

    def join(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        for t in list(self._threads):
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            t.join(left)
        self._threads = [t for t in self._threads if t.is_alive()]
        return not self._threads


class InlineExecutor:
    """Runs the callable immediately on the calling thread (for tests and screenshots)."""

    def submit(self, fn: Callable[[], None]) -> None:
        fn()

    def join(self, timeout: float | None = None) -> bool:
        return True


_gc_lock = threading.Lock()
_gc_pauses = 0
_gc_was_enabled = True


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a job runs, then freeze what survived.

    A full (generation 2) collection over the objects of a large run takes 100-200 ms
    and holds the GIL, which stalls the GUI thread. Training allocates few cycles, so
    the collector is paused for the job's duration; afterwards the surviving objects
    (mostly the long-lived run) are moved to the permanent generation with
    :func:`gc.freeze`, so later collections do not walk them again.
    """
    global _gc_pauses, _gc_was_enabled
    with _gc_lock:
        if _gc_pauses == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_pauses += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_pauses -= 1
            if _gc_pauses == 0 and _gc_was_enabled:
                gc.freeze()
                gc.enable()


#: Python's switch interval while a job runs, in seconds (``sys.setswitchinterval``).
#: The GUI thread waits for Python's lock each time Qt calls into Python while painting
#: (about once a cell); with the default 5 ms a running job makes a paint of a few
#: hundred such calls wait hundreds of milliseconds. Half a millisecond keeps it short.
JOB_SWITCH_INTERVAL = 0.0005

_switch_lock = threading.Lock()
_switch_jobs = 0
_switch_before = 0.005


@contextlib.contextmanager
def short_switch_interval() -> Iterator[None]:
    """Use :data:`JOB_SWITCH_INTERVAL` while one job or more runs, then restore the
    interval that was set before the first."""
    global _switch_jobs, _switch_before
    with _switch_lock:
        if _switch_jobs == 0:
            _switch_before = sys.getswitchinterval()
            sys.setswitchinterval(min(_switch_before, JOB_SWITCH_INTERVAL))
        _switch_jobs += 1
    try:
        yield
    finally:
        with _switch_lock:
            _switch_jobs -= 1
            if _switch_jobs == 0:
                sys.setswitchinterval(_switch_before)


class Reporter:
    """What a job reports to the GUI: called as ``progress(done, total)``; a training job
    also hands over its rounds as they are learned.

    Only stores what it is told (on the job's thread); the GUI thread's poller reads it.
    """

    def __init__(self, task: _Task) -> None:
        self._task = task

    def __call__(self, done: int, total: int) -> None:
        self._task.done = done
        self._task.total = total

    def follow(self, growing: GrowingRun) -> None:
        """The rounds of this job will be added to ``growing`` (on the GUI thread)."""
        self._task.growing = growing

    def learned(self, rnd: TrainingRound) -> None:
        """One more round learned (rank order); waits while the GUI shows rounds."""
        task = self._task
        task.learned.append(rnd)
        if not task.resume.is_set():
            task.resume.wait(HOLD_LIMIT_MS / 1000)


def answer_stage_on_screen(run: TrainingRun, stage_on_screen: Callable[[], int]) -> None:
    """Answer the candidate table's costly cells (replacement counts of self-pairs,
    :meth:`~bpe_viewer.core.explain.WindowFinder.answer_round`) of the stage on screen,
    again if the user moved meanwhile (three stages at most)."""
    from bpe_viewer.core.explain import WindowFinder

    finder = WindowFinder(run)
    answered: set[int] = set()
    for _ in range(3):
        stage = stage_on_screen()
        if stage in answered:
            return
        finder.answer_round(stage)
        answered.add(stage)


class _Task:
    """Shared state between one job's thread and the GUI-thread poller."""

    def __init__(self, job: Job, description: str) -> None:
        self.job = job
        self.description = description
        self.cancel = threading.Event()
        self.done = 0
        self.total = 0
        self.finished = False
        self.result: TrainingRun | None = None
        self.error: BaseException | None = None
        self.progress = Reporter(self)
        #: the run the learned rounds are shown in, once the job says so
        self.growing: GrowingRun | None = None
        #: rounds learned so far, appended by the job's thread
        self.learned: list[TrainingRound] = []
        #: monotonic time the GUI last took rounds
        self.grown_at = 0.0
        #: the stage the window shows (read on this thread; set by the worker's owner)
        self.stage_on_screen: Callable[[], int] | None = None
        #: cleared while the GUI thread shows rounds: the job waits between rounds
        self.resume = threading.Event()
        self.resume.set()

    def run(self) -> None:
        try:
            if self.cancel.is_set():
                raise TrainingCancelled()
            with gc_paused(), short_switch_interval():
                # Reading, splitting and indexing check the same cancel event (safeio).
                with cancel_scope(self.cancel):
                    self.result = self.job(self.progress, self.cancel)
                if isinstance(self.result, TrainingRun):
                    # The totals the chart and inspector read: here, not on the GUI thread.
                    self.result.warm_caches()
                    if self.growing is not None and self.stage_on_screen is not None:
                        # The finished run replaces the growing one at the stage on
                        # screen: its candidate table's answers, here too.
                        with cancel_scope(self.cancel):
                            answer_stage_on_screen(self.result, self.stage_on_screen)
        except BaseException as exc:  # delivered to the GUI thread
            self.error = exc
        finally:
            self.finished = True


class TrainingWorker(QObject):
    """Runs load/train jobs in the background and reports on the GUI thread.

    Signals:
        state_changed(WorkerState)
        progressed(int done, int total, str description)
        training_finished(TrainingRun, str description)
        training_failed(BaseException, str description)
        training_cancelled(str description)
        rounds_learned(GrowingRun, str description): more rounds of the running job
            were added to its growing run (at most every GROW_INTERVAL_MS)
    """

    state_changed = Signal(object)
    progressed = Signal(int, int, str)
    training_finished = Signal(object, str)
    training_failed = Signal(object, str)
    training_cancelled = Signal(str)
    rounds_learned = Signal(object, str)

    def __init__(self, executor: Executor | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: Executor = executor if executor is not None else ThreadExecutor()
        self._task: _Task | None = None
        self._state = WorkerState.IDLE
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_INTERVAL_MS)
        self._timer.timeout.connect(self._poll)
        self._last_reported: tuple[int, int] = (-1, -1)
        #: the stage on screen, read from the job's thread once a shown training ends
        self.stage_on_screen: Callable[[], int] | None = None

    @property
    def state(self) -> WorkerState:
        return self._state

    def _set_state(self, state: WorkerState) -> None:
        if state != self._state:
            self._state = state
            self.state_changed.emit(state)

    def start(self, job: Job, description: str = "training") -> None:
        """Run ``job`` in the background; any running job is cancelled first."""
        if self._task is not None and not self._task.finished:
            self._task.cancel.set()
            self._task.resume.set()
        task = _Task(job, description)
        task.stage_on_screen = self.stage_on_screen
        self._task = task
        self._last_reported = (-1, -1)
        self._set_state(WorkerState.RUNNING)
        self._timer.start()
        self._executor.submit(task.run)
        self._poll()

    def cancel(self) -> None:
        """Ask the running job to stop between rounds; the previous run stays shown."""
        if self._task is not None and not self._task.finished:
            self._task.cancel.set()
            self._task.resume.set()
            self._set_state(WorkerState.CANCELLING)

    def hold(self) -> None:
        """Let the GUI thread show what changed before the job learns more rounds.

        Python runs one thread at a time: while the job computes, every call the GUI
        thread makes into Python while painting waits for its turn (milliseconds each,
        seconds for a whole window). The job waits between rounds until the event loop
        has handled what is pending (painting included), at most :data:`HOLD_LIMIT_MS`.
        """
        task = self._task
        if task is None or task.finished or not task.resume.is_set():
            return
        task.resume.clear()
        QTimer.singleShot(0, task.resume.set)
        QTimer.singleShot(HOLD_LIMIT_MS, task.resume.set)

    def shutdown(self, timeout: float | None = None) -> bool:
        """Cancel and join every job (called when the window closes)."""
        if self._task is not None:
            self._task.cancel.set()
            self._task.resume.set()
        self._timer.stop()
        ok = self._executor.join(timeout)
        self._task = None
        self._set_state(WorkerState.IDLE)
        return ok

    def _poll(self) -> None:
        task = self._task
        if task is None:
            self._timer.stop()
            return
        if (task.done, task.total) != self._last_reported:
            self._last_reported = (task.done, task.total)
            self.progressed.emit(task.done, task.total, task.description)
        if not task.finished:
            self._grow(task)
            return
        self._timer.stop()
        self._task = None
        self._set_state(WorkerState.IDLE)
        if isinstance(task.error, TrainingCancelled) or (
            task.error is None and task.cancel.is_set()
        ):
            self.training_cancelled.emit(task.description)
        elif task.error is not None:
            self.training_failed.emit(task.error, task.description)
        else:
            self.training_finished.emit(task.result, task.description)

    def _grow(self, task: _Task) -> None:
        """Add the rounds learned since the last time to the task's growing run."""
        growing = task.growing
        if growing is None or task.cancel.is_set():
            return
        shown = growing.merge_count
        learned = len(task.learned)
        if learned <= shown:
            return
        now = time.monotonic()
        if shown and now - task.grown_at < GROW_INTERVAL_MS / 1000:
            return
        growing.extend(task.learned[shown:learned])
        task.grown_at = now
        self.hold()
        self.rounds_learned.emit(growing, task.description)


#: Builds the documents to train on; runs on the worker thread, so it may read files.
DocumentsFactory = CorpusFactory


def _follow_rounds(
    start: Callable[[], Training],
    total: int,
    progress: ProgressFn,
    cancel: threading.Event,
    growing: GrowingRun | None = None,
) -> Training:
    """Step the training that ``start()`` makes to its end, reporting each round out of
    ``total`` (from 0 before the first), and handing each round over for ``growing``
    when ``progress`` is a :class:`Reporter`.

    Raises:
        TrainingCancelled: when ``cancel`` is set between rounds or after the last.
    """
    progress(0, total)
    learned: Callable[[TrainingRound], None] | None = None
    if growing is not None and isinstance(progress, Reporter):
        progress.follow(growing)
        learned = progress.learned
    training = start()
    for done, rnd in enumerate(training, start=1):
        if cancel.is_set():
            raise TrainingCancelled()
        if learned is not None:
            learned(rnd)
        progress(done, total)
    if cancel.is_set():
        raise TrainingCancelled()
    return training


def training_job(
    make_documents: DocumentsFactory,
    max_merges: int,
    tie: str,
    *,
    keep: int = DEFAULT_KEEP_CANDIDATES,
    source: str = "",
    special_tokens: tuple[bytes, ...] = (),
    pretokenizer: str = "none",
    normalize: str | None = None,
    special_ids: str = "after-merges",
) -> Job:
    """A job that builds the documents (e.g. loads a file) and trains on them.

    ``make_documents`` runs on the worker thread, so slow loading never blocks the GUI.
    With ``normalize`` the documents are put in that Unicode form first (the stages
    shown while training are of the normalized documents too).
    """
    from bpe_viewer.core import iter_training
    from bpe_viewer.core.encoding import MergeTable

    normalizer = normalizer_for_form(normalize)

    def job(progress: ProgressFn, cancel: threading.Event) -> TrainingRun:
        documents = make_documents()
        if normalizer is not None:
            # as training prepares them: the text between the special tokens normalized
            prepare = MergeTable((), special_tokens, normalizer=normalizer).prepare_document
            documents = map_documents(documents, prepare)
        if cancel.is_set():
            raise TrainingCancelled()
        # The stages learned so far, shown while training continues (same documents).
        growing = GrowingRun.of(
            documents,
            tie=tie,
            requested_merges=max_merges,
            source=source,
            special_tokens=special_tokens,
            pretokenizer=pretokenizer,
        )
        growing.warm_caches()  # its totals: here, not on the GUI thread
        training = _follow_rounds(
            lambda: iter_training(
                documents,
                max_merges,
                tie=tie,
                keep=keep,
                source=source,
                special_tokens=special_tokens,
                pretokenizer=pretokenizer,
                # As many processes as there are idle cores for (the window's own
                # threads are not other work), see piece_layout.process_count.
                workers=None,
                # the documents are normalized already; the normalizer is applied
                # again (a no-op, NFC and NFKC being idempotent) and kept by the run
                normalizer=normalizer,
                special_ids=special_ids,
            ),
            max_merges,
            progress,
            cancel,
            growing,
        )
        run = training.run
        progress(run.merge_count, run.merge_count)
        return run

    return job


def piece_table_job(path: Path, max_merges: int, tie: str) -> Job:
    """A job that loads a piece-frequency table and trains on its pieces weighted by
    their counts (:func:`bpe_viewer.core.piecetable.iter_table_training`), with the
    table's own pre-tokenizer, reporting each round."""
    from bpe_viewer.core.piecetable import load_piece_table

    return _weighted_table_job(lambda: (load_piece_table(path), None), max_merges, tie, str(path))


class WordRuns:
    """Classic word-frequency BPE runs of word tables (docs/rules.md s4), each trained
    once per (table, merge count, word tie order) and kept for the next asker: the Words
    tab of an opened table, its Retrain and Undo, and the Words compare of both tie
    orders share them. Safe to call from the worker thread and the GUI thread.

    Args:
        limit: how many runs are kept (the least recently asked for goes first).

    Attributes:
        trainings: how many runs were trained (not found kept), for tests.
    """

    def __init__(self, limit: int = 8) -> None:
        self._limit = limit
        self._runs: OrderedDict[tuple[object, ...], WordTrainingRun] = OrderedDict()
        self._lock = threading.Lock()
        self.trainings = 0

    def trained(self, table: Mapping[str, int], merges: int, tie: str) -> WordTrainingRun:
        """The run of ``table`` (``{word: frequency}``) with ``merges`` merges (an upper
        bound) under the word tie order ``tie``, trained now or kept from before.

        Raises:
            ValueError: for a table or setting :func:`~bpe_viewer.core.wordfreq.train_words`
                refuses (an unknown tie order, a frequency that is not positive).
        """
        from bpe_viewer.core.wordfreq import train_words

        key = (tuple(table.items()), merges, tie)
        with self._lock:
            run = self._runs.get(key)
            if run is not None:
                self._runs.move_to_end(key)
                return run
        run = train_words(dict(table), merges, tie=tie)
        with self._lock:
            self.trainings += 1
            self._runs[key] = run
            while len(self._runs) > self._limit:
                self._runs.popitem(last=False)
        return run


#: The word-table runs of this process (:class:`WordRuns`).
WORD_RUNS = WordRuns()


@dataclass
class WordsOut:
    """What a word-table job learned for the Words tab, filled on the worker thread and
    read on the GUI thread once the job delivers its run.

    Attributes:
        tie: the word tie order to train the Words tab's run with (docs/rules.md s3.3).
        table: the table read (``{word: frequency}``), once read.
        run: its classic word-frequency BPE run, or None.
        error: why that run could not be trained (the byte-level run still trains).
    """

    tie: str
    table: dict[str, int] | None = None
    run: WordTrainingRun | None = None
    error: ValueError | None = None

    def train(self, table: Mapping[str, int], merges: int) -> None:
        """Keep ``table`` and its Words tab run (:data:`WORD_RUNS`), or the error."""
        self.table = dict(table)
        try:
            self.run = WORD_RUNS.trained(self.table, merges, self.tie)
        except ValueError as err:
            self.error = err


def word_table_job(path: Path, max_merges: int, tie: str, words: WordsOut | None = None) -> Job:
    """A job that loads a word-frequency table and trains each distinct word once as a
    byte-level document weighted by its frequency (never one document per occurrence:
    ``{"low": 100000000}`` is one document ``low ×100000000``), reporting each round.
    With ``words`` it first trains the table for the Words tab into it, on the worker
    thread too."""
    from bpe_viewer.core.corpus_files import load_word_frequencies

    return _word_pieces_job(lambda: load_word_frequencies(path), max_merges, tie, str(path), words)


def word_frequencies_job(
    words: Mapping[str, int],
    max_merges: int,
    tie: str,
    source: str,
    out: WordsOut | None = None,
) -> Job:
    """:func:`word_table_job` for a table already in memory (the built-in word example):
    each distinct word once, weighted by its frequency, exactly as the same table opened
    from a file.

    Args:
        words: ``{word: frequency}``, frequencies positive integers.
        max_merges: merges to learn (an upper bound).
        tie: byte-level tie policy (docs/rules.md s3).
        source: the run's source, shown in titles and messages.
        out: where to train the Words tab's run first, or None.
    """
    table = dict(words)
    return _word_pieces_job(lambda: table, max_merges, tie, source, out)


def _word_pieces_job(
    load: Callable[[], Mapping[str, int]],
    max_merges: int,
    tie: str,
    source: str,
    out: WordsOut | None = None,
) -> Job:
    from bpe_viewer.core.piecetable import word_table_pieces

    def pieces() -> tuple[PieceTable, list[str]]:
        words = dict(load())
        if out is not None:
            out.train(words, max_merges)
        return word_table_pieces(words, source), list(words)

    return _weighted_table_job(pieces, max_merges, tie, source)


def _weighted_table_job(
    load: Callable[[], tuple[PieceTable, list[str] | None]],
    max_merges: int,
    tie: str,
    source: str,
) -> Job:
    from bpe_viewer.core.piecetable import iter_table_training

    def job(progress: ProgressFn, cancel: threading.Event) -> TrainingRun:
        table, names = load()
        if cancel.is_set():
            raise TrainingCancelled()
        training = _follow_rounds(
            lambda: iter_table_training(table, max_merges, tie=tie, source=source, names=names),
            max_merges,
            progress,
            cancel,
        )
        run = training.run
        progress(run.merge_count, run.merge_count)
        return run

    return job


def replay_job(table: TrainingRun, make_documents: DocumentsFactory, *, source: str = "") -> Job:
    """A job that builds the documents and replays ``table``'s merges on them
    (:func:`bpe_viewer.core.interop.replay.iter_replay`), reporting each round."""
    from bpe_viewer.core.interop.replay import iter_replay

    def job(progress: ProgressFn, cancel: threading.Event) -> TrainingRun:
        documents = make_documents()
        if cancel.is_set():
            raise TrainingCancelled()
        total = table.merge_count
        training = _follow_rounds(
            lambda: iter_replay(table, documents, source=source), total, progress, cancel
        )
        progress(total, total)
        return training.run

    return job


def ready_job(make_run: Callable[[], TrainingRun]) -> Job:
    """A job that only loads a finished run (a saved run or a trace)."""

    def job(progress: ProgressFn, cancel: threading.Event) -> TrainingRun:
        progress(0, 1)
        run = make_run()
        progress(1, 1)
        return run

    return job
