"""What the window's session does when the worker reports (a mixin of
:class:`~bpe_viewer.qt.session.LoadSession`, one concern): the rounds learned so far of a
running training shown as they come, the finished run made current (with the Words
tab's run trained beside it), and a failed or cancelled load putting the run shown
before it back. The sentences said stay the session's own (catalogue context
``LoadSession``).
"""

from __future__ import annotations

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.source import Source
from bpe_viewer.qt.session_parts import SessionParts
from bpe_viewer.qt.session_state import Growth, PendingLoad
from bpe_viewer.qt.worker import WordsOut


class WorkerReports:
    """The session's answers to :class:`~bpe_viewer.qt.worker.TrainingWorker`'s signals
    (connected in ``LoadSession.__init__``)."""

    # set here, declared once for both classes (the session makes them in __init__)
    _growth: Growth | None
    source: Source | None
    _saved_run: RunBase | None
    _word_table: dict[str, int] | None

    def _on_rounds_learned(self: SessionParts, growing: GrowingRun, description: str) -> None:
        """More rounds of the running training: show them (the first time, in place of
        the current run, at the stage the load asked for as far as it is learned)."""
        g = self._growth
        k = growing.merge_count
        if g is None or g.run is not growing:
            pending = self.pending or PendingLoad(description)
            stage = min(pending.stage, k)
            if g is not None:  # a training replaced by another: the one before both
                previous, previous_stage = g.previous, g.previous_stage
                source = g.previous_source
            else:
                previous, previous_stage = self.finished_run, self.current_stage()
                source = self.source
            self._growth = Growth(
                growing,
                previous,
                previous_stage,
                source,
                pending.stage,
                stage,
                self.pending,
            )
            # Retrain while training trains these documents again.
            self.source = pending.source
            self.set_run(growing, stage)
            return
        stage = self.current_stage()
        if stage == g.auto:  # the user has not moved: keep heading for the asked stage
            stage = g.auto = min(g.target, k)
        if growing.special_tokens:
            # Special tokens' IDs follow the last learned one: every view starts again.
            self.run_changed.emit(growing, stage)
        else:
            self.run_grown.emit(growing, stage)

    def _restore_previous(self: SessionParts) -> bool:
        """After a cancelled or failed training whose rounds were shown: the run shown
        before it again (or nothing). Returns True when there was such a training."""
        g, self._growth = self._growth, None
        if g is None:
            return False
        self.source = g.previous_source
        self.set_run(g.previous, g.previous_stage)
        return True

    def _on_finished(self: SessionParts, run: TrainingRun, description: str) -> None:
        pending = self.pending or PendingLoad(description)
        self.source = pending.source
        stage = pending.stage
        g, self._growth = self._growth, None
        if g is not None and self.run is g.run and self.pending is g.pending:
            # The finished run replaces the rounds shown at the stage on screen (or at
            # the stage asked for, when the user has not moved).
            current = self.current_stage()
            stage = pending.stage if current == g.auto else current
        if pending.source is None or pending.source.kind == "run":
            # A run read from a file: nothing to save; a saved run reopens where it was
            # left unless another stage was asked for.
            self._saved_run = run
            if run.saved_stage is not None and pending.stage == 0:
                stage = run.saved_stage
        self.set_run(run, stage)
        if pending.path is not None and pending.recent:
            self.settings.add_recent_file(str(pending.path))
            self.recent_changed.emit()
        out = pending.words
        word_run = out.run if out is not None else None
        text = self._loaded_text(run, description, pending)
        hint = pending.hint
        if pending.focus and word_run is not None and pending.path is not None:
            hint = ""  # an opened table: the message names each tab's merge count
        if hint:
            self.notified.emit(f"{text}. {hint}", 15000)
        else:
            self.notified.emit(text, 5000 if run.kind == "training" else 15000)
        self.run_loaded.emit(run, min(max(0, pending.stage), run.merge_count))
        if out is not None:
            self._deliver_words(out, pending.focus)

    def _deliver_words(self: SessionParts, out: WordsOut, focus: bool) -> None:
        """The Words tab's run the worker trained with the byte-level run: shown (the
        tab forward with ``focus``), or its failure reported."""
        if out.error is not None:
            self._report(None, out.error)
        elif out.run is not None and out.table is not None:
            self._word_table = out.table
            self._show_words(out.run, focus)

    def _on_failed(self: SessionParts, err: BaseException, description: str) -> None:
        self._restore_previous()
        pending = self.pending
        self._report(pending.path if pending and pending.path else description, err)

    def _on_cancelled(self: SessionParts, description: str) -> None:
        self._restore_previous()
        self.notified.emit(self._cancelled_text(description), 8000)
