"""Train ▸ Retrain and Edit ▸ Undo Retrain in the window's session (a mixin of
:class:`~bpe_viewer.qt.session.LoadSession`, one concern): the documents on screen
trained again with new settings (a text file re-read for a new unit, a table trained
from its file again), and the run before the last Retrain brought back once.
"""

from __future__ import annotations

from bpe_viewer.core.run import RunBase
from bpe_viewer.core.source import Source
from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.qt.loading import plan_open
from bpe_viewer.qt.session_parts import SessionParts
from bpe_viewer.qt.session_state import BeforeRetrain, WordTable, corpus_of_run
from bpe_viewer.qt.worker import WordsOut

#: Errors a bad input may raise; they are reported and the current run stays.
LOAD_ERRORS = (ValueError, OSError, KeyError, UnicodeError)


class RetrainUndo:
    """Retrain and its undo (the sentences said are the session's own)."""

    # set here, declared once for both classes (the session makes them in __init__)
    _before_retrain: BeforeRetrain | None
    source: Source | None
    _word_table: dict[str, int] | None
    _saved_run: RunBase | None

    @property
    def can_undo_retrain(self: SessionParts) -> bool:
        """True when Edit ▸ Undo Retrain can bring back the run before the last Retrain
        (once the retrained run is on screen)."""
        before = self._before_retrain
        return before is not None and self.run is not before.run and not self.training_shown

    def undo_retrain(self: SessionParts) -> bool:
        """Edit ▸ Undo Retrain: the run before the last Retrain again, at the stage it was
        left at, with the documents and settings Retrain would use; once. Returns False
        when there is nothing to undo."""
        before = self._before_retrain
        if before is None or not self.can_undo_retrain:
            return False
        self._before_retrain = None
        self.source = before.source
        self._word_table = before.word_table
        if before.word_run is not self.word_run:
            self._show_words(before.word_run, False)
        if before.saved:
            self._saved_run = before.run
        self.set_run(before.run, before.stage)
        self.notified.emit(self._undone_text(), 5000)
        self.saved_changed.emit()
        return True

    def _forget_retrain(self: SessionParts) -> None:
        if self._before_retrain is not None:
            self._before_retrain = None
            self.saved_changed.emit()

    def retrain(
        self: SessionParts,
        merges: int | None = None,
        tie: str | None = None,
        unit: str | None = None,
        *,
        spec: TrainingSpec | None = None,
    ) -> None:
        """Train the current documents again (re-reading a text file for a new unit).

        Args:
            merges: merges to learn (default: as the current run asked for).
            tie: tie policy (default: the current run's).
            unit: a new document unit, for inputs read from a file (default: unchanged).
            spec: the special tokens, pre-tokenizer, normalization and special-ID
                layout to train with (default: the current run's own).

        A word table is trained again for the Words tab too, with the same settings.
        The new run is shown at the stage on screen (:attr:`current_stage`), clamped to
        its length.
        """
        if self.run is None:
            return
        merges = self.run.requested_merges if merges is None else merges
        tie = tie or self.run.tie
        word_table = self._word_table
        before = BeforeRetrain(
            self.run,
            self.current_stage(),
            self.source,
            word_table,
            self.word_run,
            not self.unsaved,
        )
        # Kept first: an inline executor delivers the new run before this returns.
        self._before_retrain = before
        spec = spec or self._run_spec(self.run)
        self._retrain_documents(merges, tie, unit, before.stage, word_table is not None, spec)

    def _retrain_documents(
        self: SessionParts,
        merges: int,
        tie: str,
        unit: str | None,
        stage: int,
        words: bool,
        spec: TrainingSpec,
    ) -> None:
        """Train the run's source again: ``source.replace(spec=spec)``, cut by ``unit``
        when it is a corpus read from a file (:meth:`Source.with_unit`); a run delivered
        without a source trains its own documents."""
        run = self.run
        assert run is not None
        source = self.source or Source("run", run.source or "retrain")
        source = source.with_unit(unit).replace(spec=spec)
        if source.words is not None:
            out = WordsOut(self.settings.word_tie) if words else None
            table = WordTable(source.words, source.description)
            self._start_word_table(table, merges, tie, stage=stage, words=out)
            return
        if source.rereads and source.path is not None:
            # A corpus cut by a new unit, or a piece or word table trained from its
            # file again, each row weighted by its count (its documents are the rows).
            try:
                plan = plan_open(
                    source.path, unit=source.document_unit, split=source.split, auto_split=False
                )
            except LOAD_ERRORS as err:
                self._report(source.path, err)
                return
            focus = False if words and source.kind == "table" else None
            self._start_plan(plan, merges, tie, source=source, stage=stage, words_focus=focus)
            return
        documents = source.documents or (lambda: corpus_of_run(run))
        origin = source.replace(kind="documents") if source.kind == "run" else source
        self._train(
            documents, merges, tie, run.source or "retrain", stage=stage, spec=spec, origin=origin
        )
