"""What the mixins of the window's session may use of it: :class:`SessionParts`, the
attributes, signals and methods of :class:`~bpe_viewer.qt.session.LoadSession` that
:mod:`~bpe_viewer.qt.session_reports`, :mod:`~bpe_viewer.qt.session_retrain`,
:mod:`~bpe_viewer.qt.session_examples` and :mod:`~bpe_viewer.qt.session_settings` read
and call (their methods take ``self: SessionParts``). A type for the checker only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.source import Source
from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.examples import Example
from bpe_viewer.qt.loading import LoadPlan
from bpe_viewer.qt.session_state import (
    BeforeRetrain,
    Growth,
    PendingLoad,
    WordTable,
)
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.worker import DocumentsFactory, TrainingWorker, WordsOut


class SessionParts(Protocol):
    """The session as its mixins see it (every member is LoadSession's)."""

    run: RunBase | None
    spec: TrainingSpec
    pending: PendingLoad | None
    settings: Settings
    worker: TrainingWorker
    word_run: WordTrainingRun | None
    current_stage: Callable[[], int]
    _growth: Growth | None
    source: Source | None
    _saved_run: RunBase | None
    _word_table: dict[str, int] | None
    _before_retrain: BeforeRetrain | None
    _example: Example | None
    run_changed: SignalInstance
    run_grown: SignalInstance
    run_loaded: SignalInstance
    notified: SignalInstance
    recent_changed: SignalInstance
    saved_changed: SignalInstance

    @property
    def unsaved(self) -> bool: ...
    @property
    def training_shown(self) -> bool: ...
    @property
    def can_undo_retrain(self) -> bool: ...
    def set_run(self, run: RunBase | None, stage: int = 0) -> None: ...
    @property
    def finished_run(self) -> TrainingRun | None: ...
    def retrain(
        self,
        merges: int | None = None,
        tie: str | None = None,
        unit: str | None = None,
        *,
        spec: TrainingSpec | None = None,
    ) -> None: ...
    def _show_words(self, run: WordTrainingRun | None, focus: bool) -> None: ...
    def _report(self, path: Path | str | None, err: BaseException) -> None: ...
    def _forget_retrain(self) -> None: ...
    def _run_spec(self, run: RunBase) -> TrainingSpec: ...
    def _retrain_documents(
        self, merges: int, tie: str, unit: str | None, stage: int, words: bool, spec: TrainingSpec
    ) -> None: ...
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
    ) -> None: ...
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
    ) -> None: ...
    def _start_word_table(
        self,
        table: WordTable,
        merges: int,
        tie: str,
        *,
        stage: int = 0,
        hint: str = "",
        words: WordsOut | None = None,
        focus: bool = False,
    ) -> None: ...
    def _restore_previous(self) -> bool: ...
    def _deliver_words(self, out: WordsOut, focus: bool) -> None: ...
    def _loaded_text(self, run: TrainingRun, description: str, pending: PendingLoad) -> str: ...
    def _cancelled_text(self, description: str) -> str: ...
    def _undone_text(self) -> str: ...
    def _example_hint(self, ex: Example, merges: int | None, tie: str | None) -> str: ...
