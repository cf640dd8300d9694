"""The Compare tab: the same documents under two to five settings, side by side.

Each column is one run: its settings, the candidates of the current round (winner and
ties marked) and the chosen document's tokens. Every column follows the window's one
round cursor, clamped to its own run. The extra runs train in the background on the
current run's documents (tie policies, merges, pre-tokenization, special tokens), or a
saved run, trace or merges file opens beside the current run. The banner names the
first round where the tables part (:class:`~bpe_viewer.core.diff.Comparison`); under
it, the first column's training record explains why they part there, in the lines
``bpe-viewer diff`` prints (:func:`bpe_viewer.core.divergence.first_divergence_report`).
:attr:`CompareView.marks_changed` hands the slider every round whose winners differ.
A merges file has no candidates: its column lists its merges instead."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TIE_POLICIES, TrainingRun
from bpe_viewer.core.diff import Comparison
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.qt.models.compare import Variant, labels_of, rebase, variant_of
from bpe_viewer.qt.widgets.compare_columns import (
    CompareColumn,
    load_finished_run,
    variants_job,
)
from bpe_viewer.qt.widgets.compare_controls import (
    CompareBanner,
    DocumentChooser,
    TiePolicyButton,
)
from bpe_viewer.qt.widgets.compare_layout import CompareLayout
from bpe_viewer.qt.widgets.word_compare import WordCompareView
from bpe_viewer.qt.worker import Executor, TrainingWorker, WorkerState

#: The most columns the tab shows: one per tie policy.
MAX_COLUMNS = len(TIE_POLICIES)
#: Columns ticked for "Train columns" when the tab opens (the others fold to a box).
DEFAULT_COLUMNS = 3


class _BannerScroll(QScrollArea):
    """The banner's scroll area: it asks for its whole height up to its cap (its
    maximum height) and can shrink to its minimum when the columns need the room."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        if self.maximumHeight() < 2**20:
            return QSize(hint.width(), self.maximumHeight())
        return hint


class CompareView(QWidget):
    """The Compare tab (see the module docstring).

    Args:
        executor: where the extra runs train (tests inject an inline executor).

    Signals:
        marks_changed(tuple): the rounds whose winners differ (for the slider).
        page_changed(): the word tie orders were shown or hidden (they step with their
            own cursor).
        failed(str message): a file opened beside could not be read; one line naming it.
        policies_changed(tuple): the tie policies chosen for Tie policies (to remember).
    """

    marks_changed = Signal(object)
    page_changed = Signal()
    #: the tie policies chosen in the Tie policies menu changed (tuple of names)
    policies_changed = Signal(object)
    failed = Signal(str)

    def __init__(self, executor: Executor | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.worker = TrainingWorker(executor, self)
        self.main_run: TrainingRun | None = None
        self.stage = 0
        #: "variants": columns trained from settings; "beside": the main run and a file
        self.mode = "variants"
        self.comparison: Comparison | None = None
        #: rounds whose winners differ (empty without a comparison)
        self.marks: tuple[int, ...] = ()
        self._beside: tuple[TrainingRun, str] | None = None
        self._variants: tuple[Variant, ...] = ()
        self._pending_variants: tuple[Variant, ...] = ()

        self.policies_button = TiePolicyButton()
        #: the checkable action of each tie policy in the Tie policies menu
        self.policy_actions = self.policies_button.policy_actions
        self.settings_button = QPushButton()
        self.settings_button.setCheckable(True)
        self.settings_button.setChecked(True)
        self.train_button = QPushButton()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(180)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.hide()
        self.words_button = QPushButton()
        self.words_button.setCheckable(True)
        self.words_button.setEnabled(False)
        self.word_compare = WordCompareView()
        self.documents = DocumentChooser()
        self.document_combo = self.documents.combo
        self.header = CompareBanner()
        self.banner = self.header.banner
        self.explanation = self.header.explanation
        self.columns = [CompareColumn(i) for i in range(MAX_COLUMNS)]
        for column in self.columns[:2]:  # at least two columns: their boxes stay ticked
            column.keep_ticked()
        for column in self.columns[DEFAULT_COLUMNS:]:
            column.enabled_box.setChecked(False)

        bar = QHBoxLayout()
        self.bar_title = QLabel()
        bar.addWidget(self.bar_title)
        bar.addWidget(self.policies_button)
        bar.addWidget(self.settings_button)
        bar.addWidget(self.train_button)
        bar.addWidget(self.words_button)
        bar.addWidget(self.progress)
        bar.addWidget(self.cancel_button)
        bar.addStretch(1)
        bar.addWidget(self.documents)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for column in self.columns:
            self.splitter.addWidget(column)
        self.splitter.setChildrenCollapsible(False)
        runs_page = QWidget()
        runs_layout = QVBoxLayout(runs_page)
        runs_layout.setContentsMargins(0, 0, 0, 0)
        # The banner scrolls rather than take the columns' height (a long explanation
        # at a large zoom): at most HEADER_SHARE of the tab.
        self.header_scroll = _BannerScroll()
        self.header_scroll.setWidget(self.header)
        self.header_scroll.setWidgetResizable(True)
        self.header_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.header_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.header_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        runs_layout.addWidget(self.header_scroll)
        runs_layout.addWidget(self.splitter, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(runs_page)
        self.pages.addWidget(self.word_compare)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.pages, 1)
        self.words_button.toggled.connect(self._show_words)

        self.policies_button.compare_requested.connect(lambda: self.compare_tie_policies())
        self.policies_button.chosen_changed.connect(self.policies_changed)
        self.train_button.clicked.connect(lambda: self.train_columns())
        self.cancel_button.clicked.connect(self.worker.cancel)
        self.documents.document_chosen.connect(self._document_changed)
        self.worker.progressed.connect(self._on_progress)
        self.worker.state_changed.connect(self._on_worker_state)
        self.worker.training_finished.connect(self._on_trained)
        self.worker.training_failed.connect(
            lambda err, _d: self._say(
                self.tr("Could not train the columns: {error}").format(error=err)
            )
        )
        self.worker.training_cancelled.connect(
            lambda _d: self._say(
                self.tr("Training the columns was cancelled; the columns stay as they were.")
            )
        )
        #: the columns' widths, folding and heights
        self.fitting = CompareLayout(
            self,
            header_scroll=self.header_scroll,
            header=self.header,
            columns=self.columns,
            splitter=self.splitter,
            settings_button=self.settings_button,
            variants_mode=lambda: self.mode == "variants",
        )
        self._normal_font = QFont(self.font())
        self._update_buttons()
        self.retranslate()

    def retranslate(self) -> None:
        """The tab's buttons, tips and column verdicts in the window's language (the
        columns' runs and the round shown stay)."""
        self.bar_title.setText(self.tr("<b>Compare</b>"))
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Each column's training settings"))
        self.train_button.setText(self.tr("Train columns"))
        self.train_button.setToolTip(
            self.tr("Train the current documents with each column's settings")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self.words_button.setText(self.tr("Word tie orders"))
        self.words_button.setToolTip(
            self.tr(
                "The word-frequency table under both tie orders (alphabetically first and "
                "last), side by side"
            )
        )
        self._update_banner()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the tab's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_zoom(self, scale: float) -> None:
        """The tab's text at ``scale`` times normal (1.0-2.5): the banner, and every
        column as the training tab's panes (:meth:`CompareColumn.set_zoom`)."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        for label in (self.banner, self.explanation):  # styled: set, not inherited
            label.setFont(font)
        for column in self.columns:
            column.set_zoom(scale)
            self.fitting.fold(column)
        self.fitting.share_width()
        self.fitting.align_later()

    # ------------------------------------------------------------------ the main run
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """A new main run: its documents are the ones compared. Columns trained from
        settings train again on them, keeping the settings that set them apart (the
        others follow the new run, see :func:`rebase`); a run opened beside is compared
        with the new main run."""
        self.main_run = run
        self.stage = stage
        self.documents.set_run(run)
        if run is None:
            self._show([], [])
            return
        if not self._variants:
            base = variant_of(run)
            for column, tie in zip(self.columns, TIE_POLICIES, strict=False):
                column.editor.set_variant(
                    Variant(tie, base.merges, base.pretokenizer, base.special_tokens)
                )
        if self.mode == "beside" and self._beside is not None:
            self._show_beside()
        elif self._variants:
            variants = rebase(self._variants, variant_of(run))
            for column, v in zip(self.columns, variants, strict=False):
                column.editor.set_variant(v)
            self._start(variants)
        else:
            self._show([], [])
        self._update_buttons()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor: every column at ``stage`` (clamped to its run)."""
        self.stage = stage
        for column in self._active_columns():
            column.set_stage(stage)
        self._update_banner()

    # ------------------------------------------------------------------ word mode
    @property
    def showing_words(self) -> bool:
        """True while the word tie orders are shown (they step with their own cursor)."""
        return self.pages.currentWidget() is self.word_compare

    def set_word_run(self, run: object) -> None:
        """The word-frequency run of the Words tab: its table is compared under both tie
        orders (docs/rules.md s4)."""
        try:
            self.word_compare.set_run(run)  # type: ignore[arg-type]
        except ValueError as err:
            self._say(self.tr("Could not compare the word tie orders: {error}").format(error=err))
            return
        self.words_button.setEnabled(run is not None)
        if run is None:
            self.words_button.setChecked(False)

    def _show_words(self, on: bool) -> None:
        self.pages.setCurrentIndex(self.pages.indexOf(self.word_compare) if on else 0)
        self.documents.setVisible(not on)
        self.page_changed.emit()

    # ------------------------------------------------------------------ commands
    @property
    def chosen_policies(self) -> tuple[str, ...]:
        """The tie policies "Tie policies" trains, in TIE_POLICIES order."""
        return self.policies_button.chosen

    @property
    def explanation_lines(self) -> list[str]:
        """Why the tables part, as ``bpe-viewer diff`` prints it (empty when none)."""
        return self.header.explanation_lines

    def choose_policies(self, policies: Sequence[str]) -> None:
        """Tick ``policies`` (two to five tie policies) in the "Tie policies" menu; the
        next :meth:`compare_tie_policies` trains them.

        Raises:
            ValueError: for an unknown policy, or fewer than two.
        """
        self.policies_button.choose(policies)

    def compare_tie_policies(self, policies: Sequence[str] | None = None) -> None:
        """One column per chosen tie policy (docs/rules.md s3; all five at first, see
        :meth:`choose_policies`), the current documents under each with the current
        run's other settings.

        Args:
            policies: the policies to train (also ticked in the menu); None for the
                chosen ones.
        """
        if policies is not None:
            self.choose_policies(policies)
        if self.main_run is None:
            return
        base = variant_of(self.main_run)
        variants = tuple(
            Variant(tie, base.merges, base.pretokenizer, base.special_tokens)
            for tie in self.chosen_policies
        )
        for i, column in enumerate(self.columns):
            if i < len(variants):
                column.editor.set_variant(variants[i])
            column.enabled_box.setChecked(i < len(variants) or i < 2)
        self._start(variants)

    def train_columns(self, variants: Sequence[Variant] | None = None) -> None:
        """Train the current documents with each enabled column's settings (or with
        ``variants``, which also fill the editors)."""
        if self.main_run is None:
            return
        if variants is not None:
            variants = tuple(variants)[:MAX_COLUMNS]
            for i, column in enumerate(self.columns):
                if i < len(variants):
                    column.editor.set_variant(variants[i])
                if i >= 2:
                    column.enabled_box.setChecked(i < len(variants))
        chosen = tuple(
            c.editor.variant() for c in self.columns if c.enabled_box.isChecked() or c.index < 2
        )
        self._start(chosen)

    def open_beside_path(self, path: str | Path) -> bool:
        """Open a saved run, trace or merges file beside the main run; False (after
        :attr:`failed`) when it cannot be read, and the columns stay as they were."""
        try:
            run, label = load_finished_run(path)
        except (ValueError, OSError, KeyError, UnicodeError) as err:
            message = str(err)
            if Path(path).name not in message:  # most errors name the file already
                message = f"{path}: {message}"
            self.failed.emit(self.tr("Could not open {problem}").format(problem=message))
            return False
        self.open_beside(run, label)
        return True

    def open_beside(self, run: TrainingRun, label: str) -> None:
        """Compare the main run with ``run`` (a saved run, trace or merge table), two
        columns."""
        self.mode = "beside"
        self._beside = (run, label)
        self._variants = ()
        self._show_beside()
        self._update_buttons()

    # ------------------------------------------------------------------ training
    def _start(self, variants: tuple[Variant, ...]) -> None:
        run = self.main_run
        if run is None:
            return
        from bpe_viewer.qt.session_state import corpus_of_run

        self.mode = "variants"
        self._pending_variants = variants
        self.worker.start(
            variants_job(partial(corpus_of_run, run), variants),
            f"{len(variants)} runs to compare",
        )

    def _on_trained(self, runs: object, _description: str) -> None:
        variants = self._pending_variants
        self._variants = variants
        self._show(list(runs), labels_of(variants))  # type: ignore[call-overload]

    def _on_progress(self, done: int, total: int, _description: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("training %v of %m merges"))

    def _on_worker_state(self, state: WorkerState) -> None:
        running = state != WorkerState.IDLE
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self._update_buttons()

    def shutdown(self) -> None:
        """Cancel and join the background training (the window is closing)."""
        self.worker.shutdown()

    # ------------------------------------------------------------------ showing
    def _show_beside(self) -> None:
        assert self._beside is not None
        if self.main_run is None:
            return
        other, label = self._beside
        main_label = self.tr("current run: {label}").format(label=variant_of(self.main_run).label())
        self._show([self.main_run, other], [main_label, label])

    def _show(self, runs: list[TrainingRun], labels: list[str]) -> None:
        document = self.documents.current
        for i, column in enumerate(self.columns):
            active = i < len(runs)
            column.set_run(
                runs[i] if active else None, labels[i] if active else "", self.stage, document
            )
            column.candidates.setVisible(active)
            column.document.setVisible(active)
            column.enabled_box.setVisible(self.mode == "variants")
            column.setVisible(active or self.mode == "variants")
            self.fitting.fold(column)
        self.fitting.share_width()
        self.comparison = Comparison(runs, labels) if len(runs) >= 2 else None
        marks: tuple[int, ...] = ()
        if self.comparison is not None:
            marks = self.comparison.divergent_rounds
        self.marks = marks
        self.marks_changed.emit(marks)
        self.header.explain(self.comparison, runs, labels)
        self._update_banner()

    def resizeEvent(self, event: object) -> None:
        """Keep the columns in use equally wide, their headings level, and their
        candidates :data:`~bpe_viewer.qt.widgets.compare_layout.CANDIDATE_ROWS` rows high."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fitting.share_width()
        self.fitting.align_later()
        self.fitting.fit_later()

    def _active_columns(self) -> list[CompareColumn]:
        return [c for c in self.columns if c.run is not None]

    def _document_changed(self, index: int) -> None:
        for column in self._active_columns():
            column.document_model.set_document(index)

    def _update_banner(self) -> None:
        self.fitting.align_later()
        c = self.comparison
        if c is None:
            self.header.say_waiting(self.main_run is not None, self.worker.state)
            for column in self.columns:
                column.set_verdict("", None)
            return
        r = self.stage
        differ = self.header.show_stage(c, r)
        for i, column in enumerate(self._active_columns()):
            rule = c.rule(i, r)
            if rule is None:
                learned = column.run.merge_count if column.run is not None else 0
                none = self.tr("round {round}: no rule (this run learned {count})")
                column.set_verdict(none.format(round=r, count=learned), differ)
                continue

            if rule.count is None:
                verdict = self.tr(
                    "round {round} merge: {pair} {left} + {right} → {merged}, {count}"
                )
                count = self.tr("no count recorded")
            else:
                verdict = self.tr(
                    "round {round} winner: {pair} {left} + {right} → {merged}, {count}"
                )
                count = self.tr("count {count}").format(count=rule.count)
            left, right, merged = (
                shorten(readable(b)) for b in (rule.left_bytes, rule.right_bytes, rule.token_bytes)
            )
            column.set_verdict(
                verdict.format(
                    round=r,
                    pair=f"({rule.left},{rule.right})",
                    left=left,
                    right=right,
                    merged=merged,
                    count=count,
                ),
                differ if r < c.round_count else None,
            )

    def _say(self, text: str) -> None:
        self.header.say(text)
        self.fitting.align_later()

    def _update_buttons(self) -> None:
        self.policies_button.setEnabled(self.main_run is not None)
        self.train_button.setEnabled(self.main_run is not None)
