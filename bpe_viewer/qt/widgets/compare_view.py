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

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TIE_POLICIES, TrainingRun
from bpe_viewer.core.diff import Comparison
from bpe_viewer.core.render import readable
from bpe_viewer.qt.models.candidates import TIE_RULE_TEXT as TIE_TEXT
from bpe_viewer.qt.models.compare import Variant, labels_of, rebase, variant_of
from bpe_viewer.qt.palette import Palette, box_style
from bpe_viewer.qt.widgets.compare_columns import (
    CompareColumn,
    escape,
    load_finished_run,
    variants_job,
)
from bpe_viewer.qt.widgets.word_compare import WordCompareView
from bpe_viewer.qt.worker import Executor, TrainingWorker, WorkerState

#: The most columns the tab shows: one per tie policy.
MAX_COLUMNS = len(TIE_POLICIES)
#: Columns ticked for "Train columns" when the tab opens (the others fold to a box).
DEFAULT_COLUMNS = 3
_BANNER_STYLE = box_style(Palette.BANNER_FILL, Palette.BANNER_BORDER, 5)
_EXPLANATION_STYLE = box_style(Palette.DIFFER_FILL, Palette.DIFFER_BORDER, 5)


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

        #: the tie policies "Tie policies" trains, in TIE_POLICIES order (all five at first)
        self.chosen_policies: tuple[str, ...] = TIE_POLICIES
        self.policies_button = QToolButton()
        self.policies_button.setText("Tie policies")
        self.policies_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.policies_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.policies_button.setToolTip(
            "One column per chosen tie policy, the current documents under each; the arrow "
            "chooses which of the five (docs/rules.md s3)"
        )
        self.policies_menu = QMenu(self.policies_button)
        #: one checkable action per tie policy, in TIE_POLICIES order
        self.policy_actions: dict[str, QAction] = {}
        for tie in TIE_POLICIES:
            action = self.policies_menu.addAction(f"{tie}: {TIE_TEXT[tie]}")
            action.setCheckable(True)
            action.setChecked(tie in self.chosen_policies)
            action.setData(tie)
            action.toggled.connect(lambda _on: self._policies_chosen())
            self.policy_actions[tie] = action
        self.policies_menu.addSeparator()
        self.compare_chosen_action = self.policies_menu.addAction("Compare the chosen policies")
        self.compare_chosen_action.triggered.connect(lambda: self.compare_tie_policies())
        self.policies_button.setMenu(self.policies_menu)
        self.settings_button = QPushButton("Settings")
        self.settings_button.setCheckable(True)
        self.settings_button.setChecked(True)
        self.settings_button.setToolTip("Each column's training settings")
        self._settings_chosen = False  # the user pressed Settings: no automatic folding
        self.train_button = QPushButton("Train columns")
        self.train_button.setToolTip("Train the current documents with each column's settings")
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(180)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.hide()
        self.words_button = QPushButton("Word tie orders")
        self.words_button.setCheckable(True)
        self.words_button.setEnabled(False)
        self.words_button.setToolTip(
            "The word-frequency table under both tie orders (alphabetically first and "
            "last), side by side"
        )
        self.word_compare = WordCompareView()
        self.document_combo = QComboBox()
        self._names_stale = False
        self._document_names = QStringListModel(self)
        self.document_combo.setModel(self._document_names)
        self.document_combo.setToolTip("The document shown in every column")
        self.document_combo.setMinimumWidth(160)
        self.banner = QLabel("Train the columns (or press “Tie policies”) to compare runs.")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setStyleSheet(_BANNER_STYLE)
        #: why the first column parts from another at the first divergence, from the
        #: first column's training record (the lines ``bpe-viewer diff`` prints)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setStyleSheet(_EXPLANATION_STYLE)
        self.explanation.hide()
        #: the explanation's lines as ``bpe-viewer diff`` prints them (empty when none)
        self.explanation_lines: list[str] = []
        self.columns = [CompareColumn(i) for i in range(MAX_COLUMNS)]
        for column in self.columns[:2]:  # at least two columns: no box to untick
            column.enabled_box.setCheckable(False)
            column.enabled_box.setStyleSheet("QCheckBox::indicator { width: 0px; }")
        for column in self.columns[DEFAULT_COLUMNS:]:
            column.enabled_box.setChecked(False)

        bar = QHBoxLayout()
        bar.addWidget(QLabel("<b>Compare</b>"))
        bar.addWidget(self.policies_button)
        bar.addWidget(self.settings_button)
        bar.addWidget(self.train_button)
        bar.addWidget(self.words_button)
        bar.addWidget(self.progress)
        bar.addWidget(self.cancel_button)
        bar.addStretch(1)
        self.document_label = QLabel("Document")
        bar.addWidget(self.document_label)
        bar.addWidget(self.document_combo)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for column in self.columns:
            self.splitter.addWidget(column)
        self.splitter.setChildrenCollapsible(False)
        runs_page = QWidget()
        runs_layout = QVBoxLayout(runs_page)
        runs_layout.setContentsMargins(0, 0, 0, 0)
        runs_layout.addWidget(self.banner)
        runs_layout.addWidget(self.explanation)
        runs_layout.addWidget(self.splitter, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(runs_page)
        self.pages.addWidget(self.word_compare)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.pages, 1)
        self.words_button.toggled.connect(self._show_words)

        self.policies_button.clicked.connect(lambda: self.compare_tie_policies())
        self._policies_chosen()
        self.train_button.clicked.connect(lambda: self.train_columns())
        self.settings_button.clicked.connect(self._settings_clicked)
        self.cancel_button.clicked.connect(self.worker.cancel)
        self.document_combo.currentIndexChanged.connect(self._document_changed)
        self.worker.progressed.connect(self._on_progress)
        self.worker.state_changed.connect(self._on_worker_state)
        self.worker.training_finished.connect(self._on_trained)
        self.worker.training_failed.connect(
            lambda err, _d: self._say(f"Could not train the columns: {err}")
        )
        self.worker.training_cancelled.connect(
            lambda _d: self._say(
                "Training the columns was cancelled; the columns stay as they were."
            )
        )
        for column in self.columns[2:]:
            column.enabled_box.toggled.connect(lambda _on, c=column: self._refold(c))
        self._update_buttons()

    # ------------------------------------------------------------------ the main run
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """A new main run: its documents are the ones compared. Columns trained from
        settings train again on them, keeping the settings that set them apart (the
        others follow the new run, see :func:`rebase`); a run opened beside is compared
        with the new main run."""
        self.main_run = run
        self.stage = stage
        # Tens of thousands of document names cost the window a stall: listed when shown.
        self._names_stale = True
        if self.isVisible():
            self._fill_documents()
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
            self._say(f"Could not compare the word tie orders: {err}")
            return
        self.words_button.setEnabled(run is not None)
        if run is None:
            self.words_button.setChecked(False)

    def _show_words(self, on: bool) -> None:
        self.pages.setCurrentIndex(self.pages.indexOf(self.word_compare) if on else 0)
        self.document_combo.setVisible(not on)
        self.document_label.setVisible(not on)
        self.page_changed.emit()

    # ------------------------------------------------------------------ commands
    def choose_policies(self, policies: Sequence[str]) -> None:
        """Tick ``policies`` (two to five tie policies) in the "Tie policies" menu; the
        next :meth:`compare_tie_policies` trains them.

        Raises:
            ValueError: for an unknown policy, or fewer than two.
        """
        chosen = set(policies)
        unknown = sorted(chosen - set(TIE_POLICIES))
        if unknown:
            raise ValueError(
                f"unknown tie policy {unknown[0]!r}; expected {', '.join(TIE_POLICIES)}"
            )
        if len(chosen) < 2:
            raise ValueError("choose at least two tie policies to compare")
        for tie, action in self.policy_actions.items():
            action.blockSignals(True)
            action.setChecked(tie in chosen)
            action.blockSignals(False)
        self._policies_chosen()

    def _policies_chosen(self) -> None:
        """The ticked policies become the chosen ones; the last two cannot be unticked."""
        ticked = tuple(t for t, a in self.policy_actions.items() if a.isChecked())
        if len(ticked) < 2:  # untick refused: a comparison needs two columns
            ticked = self.chosen_policies
            for tie, action in self.policy_actions.items():
                action.blockSignals(True)
                action.setChecked(tie in ticked)
                action.blockSignals(False)
        changed = ticked != self.chosen_policies
        self.chosen_policies = ticked
        if changed:
            self.policies_changed.emit(ticked)
        for action in self.policy_actions.values():
            action.setEnabled(not (action.isChecked() and len(ticked) <= 2))
        self.compare_chosen_action.setText(
            f"Compare the chosen policies ({len(ticked)}: {', '.join(ticked)})"
        )

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
            self.failed.emit(f"Could not open {message}")
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
        from bpe_viewer.qt.session import corpus_of_run

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
        self.progress.setFormat("training %v of %m merges")

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
        main_label = f"current run: {variant_of(self.main_run).label()}"
        self._show([self.main_run, other], [main_label, label])

    def _show(self, runs: list[TrainingRun], labels: list[str]) -> None:
        document = max(0, self.document_combo.currentIndex())
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
        self._explain(runs, labels)
        self._update_banner()

    def _explain(self, runs: list[TrainingRun], labels: list[str]) -> None:
        """Fill :attr:`explanation`: A is the first column holding a training record, B
        the first other column whose rule differs from A's at the first divergence."""
        from bpe_viewer.core.divergence import first_divergence_report

        self.explanation_lines = []
        c = self.comparison
        r = None if c is None else c.first_divergence
        record = next((i for i, run in enumerate(runs) if run.kind == "training"), None)
        if c is None or r is None or record is None:
            self.explanation.hide()
            return
        a = runs[record]
        for j, other in enumerate(runs):
            if j == record or r >= len(other.rules) or r >= len(a.rules):
                continue
            if (other.rules[r].left, other.rules[r].right) == (a.rules[r].left, a.rules[r].right):
                continue
            lines = first_divergence_report(a, other)
            if lines:
                self.explanation_lines = lines
                head = (
                    f"Why they part at round {r} (A: {escape(labels[record])}; "
                    f"B: {escape(labels[j])}), as bpe-viewer diff A B explains it:"
                )
                body = "<br>".join(escape(line.strip()).replace("-&gt;", "→") for line in lines)
                self.explanation.setText(f"<b>{head}</b><br>{body}")
                self.explanation.show()
                return
        self.explanation.hide()

    def _refold(self, column: CompareColumn) -> None:
        self._fold(column)
        self._share_width()

    def resizeEvent(self, event: object) -> None:
        """Keep the columns in use equally wide."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._share_width()

    def _fold(self, column: CompareColumn) -> None:
        """An unused column shrinks to its check box; a used or ticked one is full width."""
        folded = column.run is None and not column.enabled_box.isChecked()
        wide = sum(1 for c in self.columns if c.run is not None or c.enabled_box.isChecked())
        if not self._settings_chosen:
            self.settings_button.setChecked(wide <= 3)
        shown = self.settings_button.isChecked() and self.mode == "variants"
        column.editor.setVisible(not folded and shown)
        if folded:
            column.setMinimumWidth(0)
            column.setMaximumWidth(column.enabled_box.sizeHint().width() + 16)
        else:
            column.setMaximumWidth(16777215)
            column.setMinimumWidth(300 if wide <= 3 else 180)

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
        share = max(1, (total - small) // wide)
        self.splitter.setSizes(
            [c.maximumWidth() if f else share for c, f in zip(self.columns, folded, strict=True)]
        )

    def _active_columns(self) -> list[CompareColumn]:
        return [c for c in self.columns if c.run is not None]

    def showEvent(self, event: QShowEvent) -> None:
        """List the documents of a run set while the tab was hidden."""
        super().showEvent(event)
        if self._names_stale:
            self._fill_documents()

    def _fill_documents(self) -> None:
        self._names_stale = False
        combo = self.document_combo
        combo.blockSignals(True)
        current = combo.currentIndex()
        run = self.main_run
        names = (
            []
            if run is None
            else [
                doc.doc_id if doc.counted else f"{doc.doc_id} (held out)" for doc in run.documents
            ]
        )
        # One list model for all names: tens of thousands of addItem calls stall the window.
        self._document_names.setStringList(names)
        if names:
            combo.setCurrentIndex(min(max(0, current), len(names) - 1))
        combo.blockSignals(False)

    def _document_changed(self, index: int) -> None:
        for column in self._active_columns():
            column.document_model.set_document(max(0, index))

    def _update_banner(self) -> None:
        c = self.comparison
        if c is None:
            if self.main_run is None:
                self.banner.setText("Load a corpus or an example, then compare runs of it here.")
            elif self.worker.state != WorkerState.IDLE:
                self.banner.setText("Training the columns…")
            else:
                self.banner.setText(
                    "Press <b>Tie policies</b> to train the current documents under the "
                    "chosen tie policies (the arrow chooses among all five), set each column "
                    "and press <b>Train columns</b>, or open a saved run or merges file "
                    "beside the current run (Train ▸ Open Saved Run or Merges File Beside…)."
                )
            for column in self.columns:
                column.set_verdict("", None)
            return
        summary = c.divergence_summary()
        r = self.stage
        differ = c.is_divergent(r)
        if r >= c.round_count:
            now = f"Stage {r}: every round is done."
        elif differ:
            now = f"Round {r}: the winners differ."
        else:
            now = f"Round {r}: the same winner in every column."
        self.banner.setText(f"{escape(summary).replace('-&gt;', '→')}<br><b>{now}</b>")
        for i, column in enumerate(self._active_columns()):
            rule = c.rule(i, r)
            if rule is None:
                learned = column.run.merge_count if column.run is not None else 0
                column.set_verdict(f"round {r}: no rule (this run learned {learned})", differ)
                continue

            what = "merge" if rule.count is None else "winner"
            count = "no count recorded" if rule.count is None else f"count {rule.count}"
            column.set_verdict(
                f"round {r} {what}: ({rule.left},{rule.right}) {readable(rule.left_bytes)} + "
                f"{readable(rule.right_bytes)} → {readable(rule.token_bytes)}, {count}",
                differ if r < c.round_count else None,
            )

    def _say(self, text: str) -> None:
        self.banner.setText(escape(text))

    def _update_buttons(self) -> None:
        self.policies_button.setEnabled(self.main_run is not None)
        self.train_button.setEnabled(self.main_run is not None)
