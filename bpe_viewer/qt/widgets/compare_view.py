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

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
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
from bpe_viewer.qt.widgets.word_compare import WordCompareView
from bpe_viewer.qt.worker import Executor, TrainingWorker, WorkerState

#: The most columns the tab shows: one per tie policy.
MAX_COLUMNS = len(TIE_POLICIES)
#: Columns ticked for "Train columns" when the tab opens (the others fold to a box).
DEFAULT_COLUMNS = 3
#: The least width of a column in use when up to three are (fewer than the tab allows:
#: see ``_share_width``), and when more are, in pixels.
WIDE_COLUMN_MIN = 300
NARROW_COLUMN_MIN = 180
#: The most of the tab's height the banner and its explanation take (they scroll beyond).
HEADER_SHARE = 0.25
#: Lines of the banner kept when the columns need the rest of the tab's height (it
#: scrolls; the columns keep their winner's row).
HEADER_LINES_LEAST = 1
#: Whole candidate rows each column in use keeps in view when the tab's height allows.
CANDIDATE_ROWS = 3


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
        self._settings_chosen = False  # the user pressed Settings: no automatic folding
        #: the tab is too short for the settings and three candidate rows (fit_heights)
        self._short = False
        self._short_level = 0
        self._fitting = False
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
        self.settings_button.clicked.connect(self._settings_clicked)
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
        for column in self.columns[2:]:
            column.enabled_box.toggled.connect(lambda _on, c=column: self._refold(c))
        self._normal_font = QFont(self.font())
        #: lines up the columns' headings once the layout has settled
        self._align_timer = QTimer(self)
        self._align_timer.setSingleShot(True)
        self._align_timer.setInterval(0)
        self._align_timer.timeout.connect(self.align_headings)
        self.splitter.splitterMoved.connect(lambda *_: self._align_timer.start())
        #: fits the columns' heights once the layout has settled (fit_heights)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit_heights)
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
            self._fold(column)
        self._share_width()
        self._align_timer.start()

    def _fit_header(self) -> None:
        """The banner's box as tall as its text at this width, but no more than
        :data:`HEADER_SHARE` of the tab (it scrolls beyond); when the columns need the
        room (a short window, a tall font) it gives way down to
        :data:`HEADER_LINES_LEAST` line, so the tab never asks for more height than the
        banner's first line and the columns' own least."""
        width = self.header_scroll.viewport().width() or self.width()
        need = self.header.heightForWidth(width)
        if need < 0:
            need = self.header.sizeHint().height()
        line = self.fontMetrics().lineSpacing()
        cap = max(line * 3, round(self.height() * HEADER_SHARE))
        if self._short_level >= 3:
            cap = line * HEADER_LINES_LEAST + 8  # the columns' rows first (fit_heights)
        self.header_scroll.setMaximumHeight(min(need, cap))
        self.header_scroll.setMinimumHeight(min(need, line * HEADER_LINES_LEAST))

    def align_headings(self) -> None:
        """The headings of the columns in use, and the verdicts under them, each as tall
        as the tallest of their row, so the candidate tables start level across the
        columns whichever headings wrap."""
        self._fit_header()
        shown = [c for c in self.columns if c.run is not None and not c.isHidden()]
        headings = [c.heading for c in shown]
        need = max((h.heightForWidth(h.width()) for h in headings if h.text()), default=0)
        for heading in headings:
            heading.setMinimumHeight(need if heading.text() else 0)
        # The verdicts ask the tallest one's height but give way together, down to one
        # line each (the rest in their tooltips), when the window is short: a 768-pixel
        # screen at 200 % text in a tall font.
        verdicts = [c.verdict for c in shown]
        for verdict in verdicts:
            verdict.ask_height(None)
        need = max((v.heightForWidth(v.width()) for v in verdicts if v.text()), default=0)
        if self._short_level >= 2 and verdicts:
            # one line each, the rest in their tooltips: the rows need the room
            need = min(need, verdicts[0].fontMetrics().lineSpacing() + 2)
        for verdict in verdicts:
            verdict.setMinimumHeight(0)
            verdict.ask_height(need if verdict.text() else None)
        if not self._fitting:
            self._fit_timer.start()

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
            self._fold(column)
        self._share_width()
        self.comparison = Comparison(runs, labels) if len(runs) >= 2 else None
        marks: tuple[int, ...] = ()
        if self.comparison is not None:
            marks = self.comparison.divergent_rounds
        self.marks = marks
        self.marks_changed.emit(marks)
        self.header.explain(self.comparison, runs, labels)
        self._update_banner()

    def _refold(self, column: CompareColumn) -> None:
        self._fold(column)
        self._share_width()

    def resizeEvent(self, event: object) -> None:
        """Keep the columns in use equally wide, their headings level, and their
        candidates :data:`CANDIDATE_ROWS` rows high."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._share_width()
        self._align_timer.start()
        self._fit_timer.start()

    def fit_heights(self) -> None:
        """Each column in use shows :data:`CANDIDATE_ROWS` whole candidate rows when the
        tab's height allows: the document row under them gives way first, then the
        columns' settings fold away (the Settings button brings them back; pressed, it
        is the user's choice and stays)."""
        self._fit_timer.stop()
        shown = [c for c in self._active_columns() if c.isVisible() and not c.is_table]
        if not shown:
            return

        def lay_out() -> None:
            # the layouts asked for by the new heights, now (a posted request would
            # lay them out after the rows were counted)
            for _ in range(3):
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            layout = self.layout()
            if layout is not None:
                layout.activate()
            for column in shown:
                column_layout = column.layout()
                if column_layout is not None:
                    column_layout.activate()
                column.fit_split(CANDIDATE_ROWS)

        def short() -> bool:
            return any(
                c.whole_candidate_rows() < min(CANDIDATE_ROWS, c.candidates_model.rowCount())
                for c in shown
            )

        self._fitting = True
        try:
            # 0: all shown; 1: the settings fold (unless the user chose them); 2: the
            # verdicts keep one line; 3: the banner too
            for level in range(4):
                self._set_short_level(level)
                lay_out()
                if not short():
                    break
        finally:
            self._fitting = False

    def _set_short_level(self, level: int) -> None:
        self._short_level = level
        self._short = level >= 1
        for column in self.columns:
            self._fold(column)
        self.align_headings()

    def _fold(self, column: CompareColumn) -> None:
        """An unused column shrinks to its check box; a used or ticked one is full width."""
        folded = column.run is None and not column.enabled_box.isChecked()
        column.set_folded(folded)
        wide = sum(1 for c in self.columns if c.run is not None or c.enabled_box.isChecked())
        if not self._settings_chosen:
            self.settings_button.setChecked(wide <= 3 and not self._short)
        shown = self.settings_button.isChecked() and self.mode == "variants"
        column.editor.setVisible(not folded and shown)
        if folded:
            column.setMinimumWidth(0)
            column.setMaximumWidth(column.enabled_box.sizeHint().width() + 16)
        else:
            column.setMaximumWidth(16777215)  # its least width: _share_width

    def _settings_clicked(self) -> None:
        self._settings_chosen = True
        for column in self.columns:
            self._fold(column)

    def _share_width(self) -> None:
        """Equal widths for the columns in use; a folded column keeps its small width."""
        total = max(sum(self.splitter.sizes()), self.splitter.width(), 900)
        folded = [c.maximumWidth() < 1000 for c in self.columns]
        small = sum(c.maximumWidth() for c, f in zip(self.columns, folded, strict=True) if f)
        wide = max(1, folded.count(False))
        handles = self.splitter.handleWidth() * (len(self.columns) - 1)
        share = max(1, (total - small - handles) // wide)
        # A column in use keeps a readable width, but never more than its share: at a
        # large zoom the folded columns' boxes grow, and columns held wider than the tab
        # would be drawn over each other.
        least = min(WIDE_COLUMN_MIN if wide <= 3 else NARROW_COLUMN_MIN, share)
        for column, f in zip(self.columns, folded, strict=True):
            if not f:
                column.setMinimumWidth(least)
        self.splitter.setSizes(
            [c.maximumWidth() if f else share for c, f in zip(self.columns, folded, strict=True)]
        )

    def _active_columns(self) -> list[CompareColumn]:
        return [c for c in self.columns if c.run is not None]

    def _document_changed(self, index: int) -> None:
        for column in self._active_columns():
            column.document_model.set_document(index)

    def _update_banner(self) -> None:
        self._align_timer.start()
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
        self._align_timer.start()

    def _update_buttons(self) -> None:
        self.policies_button.setEnabled(self.main_run is not None)
        self.train_button.setEnabled(self.main_run is not None)
