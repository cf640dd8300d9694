"""The window's session: what is loaded, how to load it again, and the background worker.

:class:`LoadSession` is the one owner of the current :class:`~bpe_viewer.core.TrainingRun`.
It opens inputs (through :func:`~bpe_viewer.qt.loading.plan_open`), trains in the
background (:class:`~bpe_viewer.qt.worker.TrainingWorker`), keeps the current
:class:`~bpe_viewer.core.source.Source` (what was opened and how) for Retrain, and
announces results with signals; it never touches a widget. The window subscribes its
views to :attr:`LoadSession.run_changed` (a new run: every view resets itself from it)
and the round cursor to the same signal (CONVENTIONS habit 4).

Its concerns beside opening files live in mixins of their own modules: the answers to
the worker (:mod:`~bpe_viewer.qt.session_reports`), Retrain and Undo Retrain
(:mod:`~bpe_viewer.qt.session_retrain`), examples and word tables in memory
(:mod:`~bpe_viewer.qt.session_examples`) and the next training's settings
(:mod:`~bpe_viewer.qt.session_settings`); their records are in
:mod:`~bpe_viewer.qt.session_state`. Every sentence is said by LoadSession itself.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypedDict

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.corpus import Corpus
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.source import Source
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec
from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.example_texts import shown_source
from bpe_viewer.qt.examples import (
    Example,
    training_settings_text,
)
from bpe_viewer.qt.loading import LoadPlan, find_split_manifest, plan_open
from bpe_viewer.qt.session_examples import ExampleLoads
from bpe_viewer.qt.session_reports import WorkerReports
from bpe_viewer.qt.session_retrain import LOAD_ERRORS, RetrainUndo
from bpe_viewer.qt.session_settings import NextSettings
from bpe_viewer.qt.session_state import (
    BeforeRetrain,
    Growth,
    PendingLoad,
    reading,
)
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, PluralTr
from bpe_viewer.qt.worker import (
    DocumentsFactory,
    Executor,
    TrainingWorker,
    WordsOut,
    piece_table_job,
    ready_job,
    replay_job,
    training_job,
    word_table_job,
)

WORDS_HINT = QT_TRANSLATE_NOOP(
    "LoadSession",
    "The Words tab trains the table as classic word-frequency BPE; the other tabs "
    "show its words as byte-level documents",
)


def plan_source(plan: LoadPlan, spec: TrainingSpec, unit: str | None) -> Source:
    """The source of an input ``plan`` opened with ``spec`` (and the document ``unit``
    asked for, or None): a corpus, a table trained weighted, or a finished run."""
    description = str(plan.path)
    if plan.split is not None:
        description += f" (split: {plan.split.name})"
    if plan.kind in ("pieces", "words"):
        kind = "table"
    else:
        kind = "corpus" if plan.documents is not None else "run"
    return Source(kind, description, spec, plan.path, plan.split, unit, documents=plan.documents)


def load_hint(plan: LoadPlan) -> str:
    """The note added to the "Loaded …" message of ``plan``: how the tabs read a word
    table, or a split manifest found beside a corpus and not used; else ``""``."""
    if plan.kind == "words":
        return QCoreApplication.translate("LoadSession", WORDS_HINT)
    if plan.kind == "corpus" and plan.split is None and plan.path.is_file():
        beside = find_split_manifest(plan.path)
        if beside is not None:
            return QCoreApplication.translate(
                "LoadSession",
                "{name} is beside it, not used: File ▸ Open Corpus with Split "
                "Manifest… trains on its train partition only",
            ).format(name=beside.name)
    return ""


class OpenOptions(TypedDict, total=False):
    """The keyword options of :meth:`LoadSession.open_path`, each of which may be left
    out: ``split`` (a manifest), ``merges``, ``tie``, ``unit``, ``stage`` and ``spec``."""

    split: str | None
    merges: int | None
    tie: str | None
    unit: str | None
    stage: int
    spec: TrainingSpec | None


class TrainOptions(TypedDict, total=False):
    """The keyword options of :meth:`LoadSession.train_documents`, each of which may be
    left out: ``stage``, ``source``, ``special_tokens`` and ``pretokenizer``."""

    stage: int
    source: str
    special_tokens: tuple[bytes, ...] | None
    pretokenizer: str | None


class LoadSession(NextSettings, RetrainUndo, ExampleLoads, WorkerReports, PluralTr, QObject):
    """Loads, trains and retrains; owns the current run and the worker.

    Args:
        settings: merges, tie policy and unit for inputs opened without their own.
        executor: where training runs (tests inject an inline executor).
        parent: the owning QObject (the window).

    Signals:
        run_changed(TrainingRun | None, int stage): a new run is current, shown at
            ``stage`` (None: nothing loaded, after a first training was cancelled). While
            training runs, the rounds learned so far come first as a
            :class:`~bpe_viewer.core.growing.GrowingRun`; the finished run replaces it.
        run_grown(GrowingRun, int stage): the current (growing) run learned more rounds;
            the same object, now with a larger ``merge_count``, shown at ``stage``.
        run_loaded(TrainingRun, int stage): a background load finished (after
            ``run_changed``).
        word_run_changed(WordTrainingRun | None, bool focus): a word table was trained
            for the Words tab (None: File ▸ Close emptied it); ``focus`` asks for the tab
            to come forward.
        failed(str message): an input could not be opened; one line naming it.
        progress(int done, int total): merges learned so far by the running job.
        notified(str text, int ms): a transient note for the status bar.
        recent_changed(): the recent-files list changed.
        saved_changed(): the current run was saved, or Undo Retrain became possible or
            impossible (the window's title mark and actions follow).
    """

    run_changed = Signal(object, int)
    run_grown = Signal(object, int)
    run_loaded = Signal(object, int)
    word_run_changed = Signal(object, bool)
    failed = Signal(str)
    #: the same failure as one line naming the input once (``NAME: reason``), as the
    #: command line says it
    input_refused = Signal(str)
    progress = Signal(int, int)
    notified = Signal(str, int)
    recent_changed = Signal()
    saved_changed = Signal()

    def __init__(
        self, settings: Settings, executor: Executor | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.worker = TrainingWorker(executor, self)
        self.run: RunBase | None = None
        #: the settings a file or text opened next trains with: the stored Training
        #: Settings (a loaded run's own are its Retrain's, an example has its own)
        self.spec: TrainingSpec = settings.spec
        #: the built-in example on screen (its documents, retrained or not), or None
        self._example: Example | None = None
        self.pending: PendingLoad | None = None
        #: the stage on screen; Retrain returns to it (clamped to the new run)
        self.current_stage: Callable[[], int] = lambda: 0
        #: what the run on screen was trained from and how (Retrain trains it again),
        #: or None (nothing loaded, or a run delivered without one)
        self.source: Source | None = None
        #: every file and folder this window has read (outputs are never written over one)
        self._files_read: dict[Path, None] = {}
        #: the word-frequency table behind the current run, if it came from one
        self._word_table: dict[str, int] | None = None
        self.worker.progressed.connect(lambda done, total, _d: self.progress.emit(done, total))
        self.worker.training_finished.connect(self._on_finished)
        self.worker.training_failed.connect(self._on_failed)
        self.worker.training_cancelled.connect(self._on_cancelled)
        self.worker.rounds_learned.connect(self._on_rounds_learned)
        self.worker.stage_on_screen = lambda: self.current_stage()
        #: the training whose rounds learned so far are shown, if any
        self._growth: Growth | None = None
        #: the run as last saved or loaded from a file (not trained here since)
        self._saved_run: RunBase | None = None
        #: the run before the last Retrain, until it is undone or another input loads
        self._before_retrain: BeforeRetrain | None = None
        #: the Words tab's run (:attr:`word_run_changed`), or None
        self.word_run: WordTrainingRun | None = None

    def _show_words(self, run: WordTrainingRun | None, focus: bool) -> None:
        """Make ``run`` the Words tab's run; emits :attr:`word_run_changed`."""
        self.word_run = run
        self.word_run_changed.emit(run, focus)

    # ------------------------------------------------------------------ saved or not
    @property
    def unsaved(self) -> bool:
        """True when the run on screen was trained here and not saved since (the title
        marks it, Qt's ``windowModified``); False for a run or table opened from a file."""
        return self.run is not None and self.run is not self._saved_run

    def mark_saved(self) -> None:
        """The current run was just written to a file: it is no longer unsaved."""
        self._saved_run = self.run
        self.saved_changed.emit()

    def mark_edited(self) -> None:
        """The current run's notes were edited: what is on screen is no longer what was
        saved or opened (the title marks it until it is saved)."""
        if self._saved_run is not None and self._saved_run is self.run:
            self._saved_run = None
            self.saved_changed.emit()

    # ------------------------------------------------------------------ close, undo
    def close_run(self) -> None:
        """File ▸ Close: stop any load, forget the run and its source; nothing loaded."""
        self._growth = None
        self.pending = None
        self.worker.cancel()
        self.source = None
        self._word_table = self._example = None
        self._before_retrain = None
        self._saved_run = None
        self.set_run(None)
        self._show_words(None, False)

    @property
    def source_path(self) -> Path | None:
        """The file or folder the current documents were read from, if any."""
        return self.source.path if self.source is not None else None

    @property
    def files_read(self) -> tuple[Path, ...]:
        """Every file and folder opened in this window so far (corpora, split manifests,
        saved runs, tables, replay corpora, runs opened beside), oldest first. Every
        export and save passes them to the one overwrite check
        (:func:`bpe_viewer.core.safeio.refuse_overwrite`), which also covers the files
        of a folder and the files read with a table."""
        return tuple(self._files_read)

    def note_read(self, *paths: str | os.PathLike[str] | None) -> None:
        """Add ``paths`` (None entries skipped) to :attr:`files_read`."""
        for path in paths:
            if path is not None:
                self._files_read[Path(path)] = None

    # ------------------------------------------------------------------ next training

    # ------------------------------------------------------------------ the run
    def set_run(self, run: RunBase | None, stage: int = 0) -> None:
        """Make ``run`` current at ``stage`` (clamped to 0..merge_count); emits
        :attr:`run_changed`. None shows nothing loaded."""
        self.run = run
        if run is None:
            self.run_changed.emit(None, 0)
            return
        self.run_changed.emit(run, min(max(0, stage), run.merge_count))

    @property
    def finished_run(self) -> TrainingRun | None:
        """The current run if finished (saved, exported, replayed on), else None."""
        return self.run if isinstance(self.run, TrainingRun) else None

    @property
    def training_shown(self) -> bool:
        """True while the current run is the rounds learned so far of a running training."""
        return self._growth is not None and self.run is self._growth.run

    # ------------------------------------------------------------------ loading
    def open_path(
        self,
        path: str | os.PathLike[str],
        *,
        split: str | None = None,
        merges: int | None = None,
        tie: str | None = None,
        unit: str | None = None,
        stage: int = 0,
        spec: TrainingSpec | None = None,
    ) -> bool:
        """Open any supported input in the background. Returns False on an immediate error.

        The merge count and tie policy are ``merges`` and ``tie``, else the stored ones;
        the text settings (special tokens, pre-tokenizer, normalization, special-ID
        layout) those of ``spec``, else :attr:`spec` (``gui INPUT`` passes the
        documented defaults: never the stored settings).
        """
        self._forget_retrain()
        p = Path(path)
        try:
            plan = plan_open(p, unit=unit or self.settings.unit, split=split)
        except LOAD_ERRORS as err:
            self._report(p, err)
            return False
        self._example = None
        self.note_read(p, plan.split)
        hint = load_hint(plan)
        # The merge count and tie policy as stored now; the text settings the session's.
        text_spec = spec or self.spec
        spec = self.settings.spec
        stored = self._stored_settings_note(merges is None, tie is None, text_spec)
        merges = merges if merges is not None else spec.merge_count
        tie = tie or spec.tie
        if stored and plan.trains:
            hint = f"{hint}. {stored}" if hint else stored
        # A word table: the worker trains it for the Words tab too, and the message
        # then names each tab's merge count (_on_finished) instead of the hint.
        source = plan_source(plan, text_spec, unit)
        self._start_plan(plan, merges, tie, source=source, stage=stage, hint=hint, words_focus=True)
        return True

    def _stored_settings_note(self, merges: bool, tie: bool, text: TrainingSpec) -> str:
        """A note when stored Training Settings that differ from the defaults apply: the
        merge count and tie when not given (``merges``, ``tie``), the ``text`` settings."""
        spec = self.settings.spec
        used = []
        if merges and spec.vocab_size is not None:
            size = spec.vocab_size
            used.append(self.tr("vocabulary size {size}").format(size=size))
        elif merges and spec.merges != DEFAULT_SPEC.merges:
            count = spec.merges
            used.append(self.tr("{count} merge(s)", "", count).format(count=count))
        if tie and spec.tie != DEFAULT_SPEC.tie:
            used.append(self.tr("tie {tie}").format(tie=spec.tie))
        if text.pretokenizer != DEFAULT_SPEC.pretokenizer:
            used.append(self.tr("pre-tokenizer {name}").format(name=text.pretokenizer))
        if text.normalize is not None:
            used.append(self.tr("text {form}").format(form=text.normalize.upper()))
        if text.special_ids != DEFAULT_SPEC.special_ids:
            used.append(self.tr("special IDs after the bytes"))
        if text.special_tokens:
            used.append(self.tr("special tokens"))
        if not used:
            return ""
        note = self.tr(
            "Trained with your Training Settings ({settings}); Train ▸ Training "
            "Settings ▸ Restore Defaults goes back to the defaults"
        )
        return note.format(settings=", ".join(used))

    def _start_plan(
        self,
        plan: LoadPlan,
        merges: int,
        tie: str,
        *,
        source: Source,
        stage: int = 0,
        hint: str = "",
        words_focus: bool | None = None,
    ) -> None:
        """Start the job of ``plan``, the input of ``source`` (a corpus trains with its
        spec); a word table is also trained for the Words tab unless ``words_focus`` is
        None (True: the tab comes forward, the message names both merge counts)."""
        source = source.replace(documents=plan.documents)
        spec = source.spec
        self._word_table = None
        words = None
        if plan.kind == "words" and words_focus is not None:
            words = WordsOut(self.settings.word_tie)
        description = source.description
        pending = self.pending = PendingLoad(
            description,
            plan.path,
            stage,
            recent=True,
            hint=hint,
            source=source,
            words=words,
            focus=bool(words_focus),
        )
        if plan.kind == "pieces":
            job = piece_table_job(plan.path, merges, tie)
        elif plan.kind == "words":
            job = word_table_job(plan.path, merges, tie, words)
        elif plan.documents is not None:
            job = training_job(
                partial(reading, plan.documents, pending.read),
                merges,
                tie,
                source=str(plan.path),
                special_tokens=spec.special_tokens,
                pretokenizer=spec.pretokenizer,
                normalize=spec.normalize,
                special_ids=spec.special_ids,
            )
        else:
            assert plan.finished is not None
            job = ready_job(plan.finished)
        self.worker.start(job, description)

    def replay_on(
        self, path: str | os.PathLike[str], *, split: str | None = None, unit: str | None = None
    ) -> bool:
        """Replay the current run's table on the corpus at ``path`` in the background.

        The result is a run of kind ``replay`` (see :mod:`bpe_viewer.core.interop.replay`)
        with the table's rules, their counts on this corpus and the corpus's own
        candidates. Returns False on an immediate error (reported through :attr:`failed`).
        """
        table = self.finished_run
        if table is None:
            return False
        self._forget_retrain()
        p = Path(path)
        try:
            plan = plan_open(p, unit=unit or self.settings.unit, split=split)
        except LOAD_ERRORS as err:
            self._report(p, err)
            return False
        if plan.documents is None:
            self._report(p, ValueError("a replay needs a corpus, not a saved run or a table"))
            return False
        self._word_table = self._example = None
        self.note_read(p, plan.split)
        description = f"replay of {table.source or 'the table'} on {p}"
        source = plan_source(plan, self.spec, unit).replace(documents=plan.documents)
        self.pending = PendingLoad(description, p, source=source)
        self.worker.start(replay_job(table, plan.documents, source=str(p)), description)
        return True

    def train_documents(
        self,
        make_documents: DocumentsFactory,
        merges: int,
        tie: str,
        description: str,
        *,
        stage: int = 0,
        source: str = "",
        special_tokens: tuple[bytes, ...] | None = None,
        pretokenizer: str | None = None,
    ) -> None:
        """Train in the background on whatever ``make_documents`` returns (with the
        session's special tokens and pre-tokenizer unless given)."""
        self._forget_retrain()
        spec = self.spec
        if special_tokens is not None:
            spec = spec.replace(special_tokens=special_tokens, vocab_size=None)
        if pretokenizer is not None:
            spec = spec.replace(pretokenizer=pretokenizer)
        self._train(make_documents, merges, tie, description, stage=stage, source=source, spec=spec)

    def _train(
        self,
        make_documents: DocumentsFactory,
        merges: int,
        tie: str,
        description: str,
        *,
        stage: int = 0,
        source: str = "",
        spec: TrainingSpec | None = None,
        hint: str = "",
        origin: Source | None = None,
    ) -> None:
        """Train on ``make_documents()`` with ``spec``'s text settings (default
        :attr:`spec`); the documents are kept for Retrain as the run's source (``origin``
        with them, or documents of their own)."""
        spec = spec or self.spec
        origin = origin or Source("documents", description)
        origin = origin.replace(spec=spec, documents=make_documents)
        self._word_table = None
        self.pending = PendingLoad(description, stage=stage, hint=hint, source=origin)
        self.worker.start(
            training_job(
                make_documents,
                merges,
                tie,
                source=source or description,
                special_tokens=spec.special_tokens,
                pretokenizer=spec.pretokenizer,
                normalize=spec.normalize,
                special_ids=spec.special_ids,
            ),
            description,
        )

    def load_text(self, text: str, unit: str = "file") -> None:
        """Train on typed, pasted or dropped text, cut into documents by ``unit``."""
        from bpe_viewer.core.corpus import corpus_from_texts

        self._example = None
        spec = self.settings.spec
        self.train_documents(
            lambda: corpus_from_texts([text], unit=unit),
            spec.merge_count,
            spec.tie,
            "pasted text",
        )

    # ------------------------------------------------------------------ worker results
    def _report(self, path: Path | str | None, err: BaseException) -> None:
        from bpe_viewer.core.safeio import input_problem

        problem = input_problem(path, err)
        self.input_refused.emit(problem)
        if path is not None:
            message = self.tr("Could not open {problem}")
        else:
            message = self.tr("Could not load the input: {problem}")
        self.failed.emit(message.format(problem=problem))

    # ------------------------------------------------------------------ the sentences
    def _loaded_text(self, run: TrainingRun, description: str, pending: PendingLoad) -> str:
        """The "Loaded …" message of ``run`` delivered for ``pending``: its merge count, a
        folder's skipped links, each tab's count for a word table, a replay's summary."""
        merges = self.tr("{count} merge(s)", "", run.merge_count).format(count=run.merge_count)
        text = self.tr("Loaded {source}: {merges}").format(
            source=shown_source(description), merges=merges
        )
        read = pending.read[0] if pending.read else None
        if isinstance(read, Corpus) and read.links_skipped:
            from bpe_viewer.core.corpus import corpus_summary

            text = self.tr("Loaded {source}: {corpus}; {merges}").format(
                source=shown_source(description), corpus=corpus_summary(read), merges=merges
            )
        out = pending.words
        word_run = out.run if out is not None else None
        word_merges = word_run.merge_count if word_run is not None and pending.focus else None
        if word_merges is not None:
            # Two trainers read the table: say which count is which (docs/rules.md s4).
            words = self.tr("{count} merge(s)", "", word_merges)
            text = self.tr(
                "Loaded {source}: the Words tab learned {merges} "
                "of classic word-frequency BPE; the other tabs learned {count} "
                "(each distinct word once as a byte-level document weighted by its "
                "frequency)"
            ).format(
                source=shown_source(description),
                merges=words.format(count=word_merges),
                count=run.merge_count,
            )
        if run.kind == "replay":
            from bpe_viewer.core.interop.replay import replay_summary

            text += f"; {replay_summary(run)}"
        elif run.kind == "table":
            text += self.tr(
                " (a table without a corpus: Train ▸ Replay on Corpus… counts its rules)"
            )
        return text

    def _undone_text(self) -> str:
        """The note of Edit ▸ Undo Retrain."""
        return self.tr("Back to the run before the last retrain")

    def _example_hint(self, ex: Example, merges: int | None, tie: str | None) -> str:
        """The note of an example trained with its own settings (or ``merges``, ``tie``)."""
        return self.tr("Trained with the example's own settings: {settings}").format(
            settings=training_settings_text(ex, merges, tie)
        )

    def _cancelled_text(self, description: str) -> str:
        """The note of a cancelled load of ``description``."""
        if self.run is not None:
            cancelled = self.tr("Cancelled {source}; the previous run stays on screen.")
        else:
            cancelled = self.tr("Cancelled {source}; nothing loaded.")
        return cancelled.format(source=shown_source(description))
