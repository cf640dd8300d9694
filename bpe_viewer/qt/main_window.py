"""The explorer window: documents, candidates, vocabulary and inspector in step (docs/rules.md s8).

The window owns the one :class:`RoundCursor`, the actions, the models and the
:class:`TrainingWorker`. Views never call each other: every change of stage goes through
the cursor, and :meth:`MainWindow._on_round_changed` updates the models.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.actions import build_actions
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.examples import Example, example_corpus, example_word_table, list_examples
from bpe_viewer.qt.loading import LoadPlan, find_split_manifest, plan_open
from bpe_viewer.qt.models import CandidatePairsModel, DocumentRowsModel, VocabularyModel
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.widgets.dialogs import PasteTextDialog, TrainingSettingsDialog
from bpe_viewer.qt.widgets.documents_view import DocumentsPanel
from bpe_viewer.qt.widgets.encode_panel import EncodePanel
from bpe_viewer.qt.widgets.heldout_chart import HeldOutChart
from bpe_viewer.qt.widgets.inspector import HexInspector
from bpe_viewer.qt.widgets.navigation import SPEEDS, NavigationBar
from bpe_viewer.qt.widgets.tables import CandidatesPanel, VocabularyPanel
from bpe_viewer.qt.widgets.word_view import WordFrequencyView
from bpe_viewer.qt.worker import Executor, TrainingWorker, WorkerState, ready_job, training_job

BYTE_COUNT = 256
CHIP_POINT_SIZE = 11.0  # the document chips' normal text size
DEFAULT_SIZE = (1400, 850)
#: Errors a bad input may raise; they open a message box and keep the current run.
LOAD_ERRORS = (ValueError, OSError, KeyError, UnicodeError)
WORDS_HINT = (
    "the Words tab trains the table as classic word-frequency BPE; the other tabs "
    "show its words as byte-level documents, one per occurrence"
)

OPEN_FILTERS = ";;".join(
    [
        "All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json)",
        "Text files (*.txt *.text *.md)",
        "JSON Lines corpus (*.jsonl)",
        "Corpus JSON / word frequencies (*.json)",
        "Saved runs (*.bpe-run.json)",
        "bpe-merges-v1 traces (*.trace *.txt)",
        "All files (*)",
    ]
)

ErrorDialog = Callable[[QWidget, str, str], None]


def default_error_dialog(parent: QWidget, title: str, message: str) -> None:
    QMessageBox.critical(parent, title, message)


def corpus_of_run(run: TrainingRun) -> object:
    """The documents of a run as a Corpus, for retraining a loaded run or trace."""
    from bpe_viewer.core.corpus import Corpus, Document

    docs = tuple(
        Document(d.doc_id, run.document_bytes(i), d.partition, d.label)
        for i, d in enumerate(run.documents)
    )
    return Corpus(docs, run.source, any(not d.counted for d in run.documents))


class MainWindow(QMainWindow):
    """The bpe-viewer explorer.

    Args:
        settings: typed settings (tests pass one backed by an INI file in tmp).
        executor: where training runs (default: a background thread; tests inject
            :class:`~bpe_viewer.qt.worker.InlineExecutor`).
        show_error: called as ``show_error(parent, title, message)`` for bad input;
            replaceable so tests never block on a modal dialog.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        executor: Executor | None = None,
        show_error: ErrorDialog | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        self.show_error: ErrorDialog = show_error or default_error_dialog
        self.run: TrainingRun | None = None
        self._retrain_source: Callable[[], object] | None = None
        self._source_path: Path | None = None
        self._source_split: Path | None = None
        self._pending: dict[str, object] = {}
        self._counted_bytes = 0
        self._selected_token: int | None = None
        self._sized = False
        #: the word-frequency table behind the current run, if it came from one
        self._word_table: dict[str, int] | None = None
        #: special tokens for the next training run (a loaded run brings its own)
        self.special_tokens: tuple[bytes, ...] = ()
        #: pre-tokenizer for the next training run (a loaded run brings its own)
        self.pretokenizer = "none"

        self.round_cursor = RoundCursor(self)
        self.action_map = build_actions(self)
        self.worker = TrainingWorker(executor, self)
        self.documents_model = DocumentRowsModel(self)
        self.candidates_model = CandidatePairsModel(self)
        self.vocabulary_model = VocabularyModel(self)

        self._build_ui()
        self._build_menus()
        self._connect()
        self._restore_settings()
        self._normal_font = QFont(self.splitter.font())
        self._normal_widths: list[list[int]] = []
        self.text_zoom = 100
        if self.settings.text_zoom_percent != 100:
            self.set_text_zoom(self.settings.text_zoom_percent)
        self.setAcceptDrops(True)
        self._update_title()
        self._update_status()
        self._update_actions()

    # ------------------------------------------------------------------ UI
    def _build_ui(self) -> None:
        self.documents_panel = DocumentsPanel(self.documents_model)
        self.candidates_panel = CandidatesPanel(self.candidates_model)
        self.vocabulary_panel = VocabularyPanel(self.vocabulary_model)
        self.inspector = HexInspector()
        self.navigation = NavigationBar(self.round_cursor, self.action_map)

        self.right_splitter = QSplitter(Qt.Orientation.Vertical)
        self.right_splitter.addWidget(self.vocabulary_panel)
        self.right_splitter.addWidget(self.inspector)
        self.right_splitter.setSizes([470, 330])
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.documents_panel)
        self.splitter.addWidget(self.candidates_panel)
        self.splitter.addWidget(self.right_splitter)
        self.splitter.setSizes([560, 450, 390])
        self.documents_panel.setMinimumWidth(360)
        self.candidates_panel.setMinimumWidth(450)
        self.right_splitter.setMinimumWidth(330)
        self.splitter.setChildrenCollapsible(False)
        for i, f in enumerate((4, 3, 3)):
            self.splitter.setStretchFactor(i, f)

        # Below the round navigation: the three training views, the encode panel and the
        # held-out chart, one tab each; all follow the same round cursor.
        self.encode_panel = EncodePanel()
        self.heldout_chart = HeldOutChart()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.splitter, "Training rounds")
        self.tabs.addTab(self.encode_panel, "Encode")
        self.tabs.addTab(self.heldout_chart, "Held-out")
        # Classic word-frequency BPE (docs/rules.md s4) of the last word table opened, with its
        # own stepping: its symbols are strings with </w>, not bytes.
        self.word_view = WordFrequencyView()
        self.tabs.addTab(self.word_view, "Words")
        self.tabs.setTabToolTip(3, "Classic word-frequency BPE of a {word: frequency} table")

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.addWidget(self.navigation)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        status = self.statusBar()
        self.status_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setFormat("%v / %m merges")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.clicked.connect(self.action_map["cancel"].trigger)
        self.note_label = QLabel()
        self.note_label.setStyleSheet("color:#555")
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.note_label.clear)
        status.addWidget(self.status_label)
        status.addWidget(self.note_label, 1)
        status.addPermanentWidget(self.progress)
        status.addPermanentWidget(self.cancel_button)
        self.progress.hide()
        self.cancel_button.hide()

        self.play_timer = QTimer(self)
        self.resize(*DEFAULT_SIZE)

    def _build_menus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for key in ("open", "open_folder", "open_with_split", "paste"):
            file_menu.addAction(a[key])
        self.recent_menu = QMenu("Open &Recent", self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(a["save_run"])
        file_menu.addAction(a["export_trace"])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])
        self.examples_menu = bar.addMenu("E&xamples")
        try:
            examples = list_examples()
        except (OSError, ValueError, KeyError):
            examples = []
        for ex in examples:
            act = QAction(ex.title, self)
            act.setObjectName(f"example_{ex.key}")
            act.setStatusTip(ex.description)
            act.setToolTip(ex.description)
            act.triggered.connect(lambda _=False, ex=ex: self.load_example(ex))
            self.examples_menu.addAction(act)
        train_menu = bar.addMenu("&Train")
        for key in ("settings", "retrain", "cancel"):
            train_menu.addAction(a[key])
        view_menu = bar.addMenu("&View")
        for key in ("show_ids", "show_bytes", "find", "show_all"):
            view_menu.addAction(a[key])
        view_menu.addSeparator()
        for key in ("larger_text", "smaller_text", "normal_text"):
            view_menu.addAction(a[key])
        go_menu = bar.addMenu("&Go")
        for key in ("first", "previous", "play", "next", "last"):
            go_menu.addAction(a[key])
        go_menu.addSeparator()
        go_menu.addAction(a["slower"])
        go_menu.addAction(a["faster"])
        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("main_toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for key in ("open", "paste", "settings", "retrain"):
            toolbar.addAction(a[key])
        ex_button = self.examples_menu.menuAction()
        toolbar.addAction(ex_button)
        # Actions must be reachable by shortcut even when only in menus/buttons.
        for act in a.values():
            self.addAction(act)
        self._rebuild_recent_menu()

    def _connect(self) -> None:
        a = self.action_map
        c = self.round_cursor
        a["open"].triggered.connect(self.open_dialog)
        a["open_folder"].triggered.connect(self.open_folder_dialog)
        a["open_with_split"].triggered.connect(self.open_with_split_dialog)
        a["paste"].triggered.connect(self.paste_dialog)
        a["save_run"].triggered.connect(self.save_run_dialog)
        a["export_trace"].triggered.connect(self.export_trace_dialog)
        a["clear_recent"].triggered.connect(self._clear_recent)
        a["quit"].triggered.connect(self.close)
        a["settings"].triggered.connect(self.settings_dialog)
        a["retrain"].triggered.connect(self.retrain)
        a["cancel"].triggered.connect(self.worker.cancel)
        a["first"].triggered.connect(lambda: self.active_cursor().first())
        a["previous"].triggered.connect(lambda: self.active_cursor().step(-1))
        a["next"].triggered.connect(lambda: self.active_cursor().step(1))
        a["last"].triggered.connect(lambda: self.active_cursor().last())
        a["play"].toggled.connect(self._set_playing)
        a["slower"].triggered.connect(lambda: self._change_speed(-1))
        a["faster"].triggered.connect(lambda: self._change_speed(1))
        a["show_ids"].toggled.connect(self.documents_panel.ids_box.setChecked)
        self.documents_panel.ids_box.toggled.connect(a["show_ids"].setChecked)
        self.documents_panel.ids_box.toggled.connect(self._remember_show_ids)
        a["show_bytes"].toggled.connect(self.vocabulary_panel.bytes_box.setChecked)
        self.vocabulary_panel.bytes_box.toggled.connect(a["show_bytes"].setChecked)
        self.vocabulary_panel.bytes_box.toggled.connect(self._remember_show_bytes)
        a["find"].triggered.connect(self._focus_filter)
        a["show_all"].triggered.connect(lambda: self.candidates_model.set_show_all(True))
        a["larger_text"].triggered.connect(lambda: self.set_text_zoom(self.text_zoom + 25))
        a["smaller_text"].triggered.connect(lambda: self.set_text_zoom(self.text_zoom - 25))
        a["normal_text"].triggered.connect(lambda: self.set_text_zoom(100))
        self.play_timer.timeout.connect(self._play_tick)
        self.navigation.speed.currentIndexChanged.connect(self._speed_changed)
        c.round_changed.connect(self._on_round_changed)
        self.worker.progressed.connect(self._on_progress)
        self.worker.state_changed.connect(self._on_worker_state)
        self.worker.training_finished.connect(self._on_finished)
        self.worker.training_failed.connect(self._on_failed)
        self.worker.training_cancelled.connect(self._on_cancelled)
        self.documents_panel.table.token_clicked.connect(
            lambda tid, _doc, _pos: self.select_token(tid)
        )
        self.candidates_panel.token_selected.connect(self.select_token)
        self.encode_panel.round_requested.connect(self.show_round)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.word_view.round_cursor.round_changed.connect(self._on_word_round_changed)
        self.encode_panel.token_selected.connect(self.select_token)
        c.round_changed.connect(self.heldout_chart.set_stage)
        c.round_changed.connect(self.encode_panel.set_stage)
        self.vocabulary_panel.token_selected.connect(self.select_token)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            if self.settings.splitter_state is None:
                QTimer.singleShot(0, self._initial_split)

    def _initial_split(self) -> None:
        total = max(1, sum(self.splitter.sizes()))
        right = max(420, int(total * 0.30))
        middle = max(450, int(total * 0.32))
        self.splitter.setSizes([total - right - middle, middle, right])

    def _restore_settings(self) -> None:
        s = self.settings
        geometry = s.geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        splitter = s.splitter_state
        if splitter is not None:
            self.splitter.restoreState(splitter)
        self.navigation.set_interval(s.play_interval_ms)
        self.documents_panel.ids_box.setChecked(s.show_token_ids)
        self.vocabulary_panel.bytes_box.setChecked(s.show_byte_entries)

    def _remember_show_ids(self, on: bool) -> None:
        self.settings.show_token_ids = on

    def set_text_zoom(self, percent: int) -> None:
        """Text of the training views (documents, candidates, vocabulary, inspector) at
        ``percent`` of normal, 100 to 250, for projecting in a classroom."""
        percent = min(max(int(percent), 100), 250)
        self.text_zoom = percent
        self.settings.text_zoom_percent = percent
        scale = percent / 100
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.splitter.setFont(font)
        tables = (self.candidates_panel.table, self.vocabulary_panel.table)
        if not self._normal_widths:
            self._normal_widths = [
                [t.horizontalHeader().sectionSize(c) for c in range(t.model().columnCount())]
                for t in tables
            ]
        for table, widths in zip(tables, self._normal_widths, strict=True):
            header = table.horizontalHeader()
            for column, width in enumerate(widths):
                if header.sectionResizeMode(column) != header.ResizeMode.Stretch:
                    header.resizeSection(column, round(width * scale))
        for table in tables:
            table.setFont(font)
            table.horizontalHeader().setFont(font)
            table.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
        mono = QFont(self.inspector.tree.font())
        mono.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.inspector.tree.setFont(mono)
        self.inspector.hex_label.setFont(mono)
        self.documents_panel.table.set_point_size(CHIP_POINT_SIZE * scale)

    def _remember_show_bytes(self, on: bool) -> None:
        self.settings.show_byte_entries = on

    def _focus_filter(self) -> None:
        self.documents_panel.filter_edit.setFocus()
        self.documents_panel.filter_edit.selectAll()

    # ------------------------------------------------------------------ the run
    def set_run(self, run: TrainingRun, stage: int = 0) -> None:
        """Show ``run`` at ``stage`` (clamped to 0..merge_count)."""
        self.run = run
        self.special_tokens = run.special_tokens
        self.pretokenizer = run.pretokenizer
        stage = min(max(0, stage), run.merge_count)
        self._counted_bytes = sum(d.byte_length for d in run.documents if d.counted)
        self._selected_token = None
        self.round_cursor.blockSignals(True)
        self.round_cursor.set_maximum(run.merge_count, value=stage)
        self.round_cursor.blockSignals(False)
        self.navigation._set_maximum(run.merge_count)
        self.navigation._sync(stage)
        self.documents_model.set_run(run, stage)
        self.candidates_model.set_run(run, stage)
        self.vocabulary_model.set_run(run, stage)
        self.encode_panel.set_stage(stage)
        self.encode_panel.set_run(run)
        self.heldout_chart.set_run(run, stage)
        self._show_newest_token(stage)
        self._update_title()
        self._update_status()
        self._update_actions()

    def _on_round_changed(self, stage: int) -> None:
        self.documents_model.set_stage(stage)
        self.candidates_model.set_stage(stage)
        self.vocabulary_model.set_stage(stage)
        if self._selected_token is not None and self.run is not None:
            token = self._selected_token
            if BYTE_COUNT + stage + 1 <= token < self.run.special_base:
                self._selected_token = None
                self.documents_model.set_highlight_token(None)
            else:
                self.inspector.update_stage(stage)
        if self._selected_token is None:
            self._show_newest_token(stage)
        self._update_status()
        self._update_actions()

    def show_round(self, round_index: int) -> None:
        """Bring the training views forward at ``round_index`` (its candidates, winner
        marked): where an applied rule of the encode panel was learned."""
        self.tabs.setCurrentIndex(0)
        self.round_cursor.set_value(round_index)

    def _show_newest_token(self, stage: int) -> None:
        """With nothing selected, the inspector shows the token the last round made."""
        if self.run is None or stage == 0:
            self.inspector.clear()
        else:
            self.inspector.show_token(self.run, BYTE_COUNT + stage - 1, stage)

    def select_token(self, token_id: int) -> None:
        """Show ``token_id`` in the inspector and outline its occurrences in the documents."""
        if self.run is None:
            return
        self._selected_token = token_id
        self.inspector.show_token(self.run, token_id, self.round_cursor.value)
        in_vocab = token_id < BYTE_COUNT + self.round_cursor.value
        self.documents_model.set_highlight_token(token_id if in_vocab else None)

    def _update_title(self) -> None:
        run = self.run
        if run is None:
            self.setWindowTitle("bpe-viewer")
            return
        src = run.source or "untitled"
        how = f"tie {run.tie}"
        if run.pretokenizer != "none":
            how += f", pre-tokenizer {run.pretokenizer}"
        self.setWindowTitle(
            f"{os.path.basename(src) or src} — {run.merge_count} merges, {how} — bpe-viewer"
        )

    def status_text(self) -> str:
        words = self.word_view.run
        if self.tabs.currentWidget() is self.word_view and words is not None:
            r = self.word_view.round_cursor.value
            return (
                f"word-frequency BPE · stage {r} of {words.merge_count} · "
                f"{len(words.words)} words · tie {words.tie}"
            )
        run = self.run
        if run is None:
            return "No run loaded: open a file, paste text or pick an example."
        r = self.round_cursor.value
        k = run.merge_count
        tokens = run.token_count_at(r)
        b = self._counted_bytes
        ratio = f"{b / tokens:.2f}" if tokens else "—"
        return (
            f"stage {r} of {k} · vocabulary {run.vocabulary_size(r)} · "
            f"tokens {tokens:,} / bytes {b:,} ({ratio} bytes per token)"
        )

    def notify(self, text: str, ms: int = 6000) -> None:
        """A transient note in the status bar, beside the stage summary."""
        self.note_label.setText(f"  ·  {text}")
        self._note_timer.start(ms)

    def _update_status(self) -> None:
        self.status_label.setText(self.status_text())

    def _update_actions(self) -> None:
        a = self.action_map
        has = self.run is not None
        cursor = self.active_cursor()
        r, k = cursor.value, cursor.maximum
        stepping = has if cursor is self.round_cursor else self.word_view.run is not None
        for key in ("first", "previous"):
            a[key].setEnabled(stepping and r > 0)
        for key in ("next", "last"):
            a[key].setEnabled(stepping and r < k)
        a["play"].setEnabled(has and k > 0)
        for key in ("save_run", "export_trace", "retrain", "show_all"):
            a[key].setEnabled(has)
        a["cancel"].setEnabled(self.worker.state == WorkerState.RUNNING)

    # ------------------------------------------------------------------ play
    def _set_playing(self, on: bool) -> None:
        if on:
            if self.run is None or self.round_cursor.maximum == 0:
                self.action_map["play"].setChecked(False)
                return
            if self.round_cursor.at_end:
                self.round_cursor.first()
            self.play_timer.start(self.navigation.interval())
            self.action_map["play"].setText("‖ Pause")
        else:
            self.play_timer.stop()
            self.action_map["play"].setText("▶ Play")

    def _play_tick(self) -> None:
        self.round_cursor.step(1)
        if self.round_cursor.at_end:
            self.action_map["play"].setChecked(False)

    def _speed_changed(self, _index: int) -> None:
        ms = self.navigation.interval()
        self.settings.play_interval_ms = ms
        if self.play_timer.isActive():
            self.play_timer.setInterval(ms)

    def _change_speed(self, delta: int) -> None:
        combo = self.navigation.speed
        combo.setCurrentIndex(min(max(0, combo.currentIndex() + delta), len(SPEEDS) - 1))

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
    ) -> bool:
        """Open any supported input in the background. Returns False on an immediate error."""
        p = Path(path)
        unit = unit or self.settings.unit
        try:
            plan = plan_open(p, unit=unit, split=split)
        except LOAD_ERRORS as err:
            self._report_error(p, err)
            return False
        self._source_path = p
        self._source_split = plan.split
        table: dict[str, int] | None = None
        if plan.kind == "words":
            from bpe_viewer.core.corpus import load_word_frequencies

            try:
                table = load_word_frequencies(p)
            except LOAD_ERRORS as err:
                self._report_error(p, err)
                return False
        hint = WORDS_HINT if plan.kind == "words" else ""
        if plan.kind == "corpus" and plan.split is None and p.is_file():
            beside = find_split_manifest(p)
            if beside is not None:
                hint = (
                    f"{beside.name} is beside it, not used: File ▸ Open Corpus with Split "
                    "Manifest… trains on its train partition only"
                )
        self._start_plan(
            plan,
            merges if merges is not None else self.settings.merges,
            tie or self.settings.tie,
            stage=stage,
            hint=hint,
        )
        if table is not None:
            self.show_word_table(
                table,
                merges if merges is not None else self.settings.merges,
                tie or self.settings.tie,
            )
        return True

    def _start_plan(
        self, plan: LoadPlan, merges: int, tie: str, *, stage: int = 0, hint: str = ""
    ) -> None:
        self._word_table = None
        description = str(plan.path)
        if plan.split is not None:
            description += f" (split: {plan.split.name})"
        self._pending = {"path": plan.path, "stage": stage, "recent": True, "hint": hint}
        if plan.trains:
            self._pending["retrain"] = plan.make
            self.worker.start(
                training_job(
                    plan.make,
                    merges,
                    tie,
                    source=str(plan.path),
                    special_tokens=self.special_tokens,
                    pretokenizer=self.pretokenizer,
                ),
                description,
            )
        else:
            self._pending["retrain"] = None
            self.worker.start(ready_job(plan.make), description)  # type: ignore[arg-type]

    def train_documents(
        self,
        make_documents: Callable[[], object],
        merges: int,
        tie: str,
        description: str,
        *,
        stage: int = 0,
        source: str = "",
    ) -> None:
        """Train in the background on whatever ``make_documents`` returns."""
        self._word_table = None
        self._pending = {"path": None, "stage": stage, "recent": False, "retrain": make_documents}
        self.worker.start(
            training_job(
                make_documents,
                merges,
                tie,
                source=source or description,
                special_tokens=self.special_tokens,
                pretokenizer=self.pretokenizer,
            ),
            description,
        )

    def load_example(self, ex: Example | str, *, stage: int = 0) -> None:
        if isinstance(ex, str):
            from bpe_viewer.qt.examples import example

            ex = example(ex)
        self._source_path = None
        self.train_documents(
            lambda ex=ex: example_corpus(ex),
            ex.merges,
            self.settings.tie,
            f"example: {ex.title}",
            stage=stage,
        )
        if ex.kind == "words":
            self.show_word_table(example_word_table(ex), ex.merges, self.settings.tie)
            self.notify(WORDS_HINT, 15000)
        elif self.tabs.currentWidget() is self.word_view:
            self.tabs.setCurrentIndex(0)

    def _on_tab_changed(self, _index: int) -> None:
        # The Words tab steps its own run with its own bar; the round bar is for the rest.
        self.navigation.setVisible(self.tabs.currentWidget() is not self.word_view)
        self._update_actions()
        self._update_status()

    def _on_word_round_changed(self, _stage: int) -> None:
        self._update_actions()
        self._update_status()

    def active_cursor(self) -> RoundCursor:
        """The cursor the stepping keys move: the Words tab has its own."""
        if self.tabs.currentWidget() is self.word_view:
            return self.word_view.round_cursor
        return self.round_cursor

    def show_word_table(
        self, table: dict[str, int], merges: int, tie: str, *, focus: bool = True
    ) -> None:
        """Train classic word-frequency BPE on ``table`` and show it in the Words tab.

        ``tie`` is a byte-level policy name: ``largest`` maps to the word policy
        ``last``, the others to ``first`` (docs/rules.md s4). With ``focus`` the tab comes forward.
        """
        from bpe_viewer.core.wordfreq import train_words

        try:
            run = train_words(table, merges, tie="last" if tie == "largest" else "first")
        except ValueError as err:
            self._report_error(None, err)
            return
        self._word_table = table
        self.word_view.set_run(run)
        if focus:
            self.tabs.setCurrentWidget(self.word_view)

    def load_text(self, text: str, unit: str = "file") -> None:
        from bpe_viewer.core.corpus import corpus_from_texts

        self._source_path = None
        self.train_documents(
            lambda: corpus_from_texts([text], unit=unit),
            self.settings.merges,
            self.settings.tie,
            "pasted text",
        )

    def retrain(
        self, merges: int | None = None, tie: str | None = None, unit: str | None = None
    ) -> None:
        """Train the current documents again (re-reading a text file for a new unit).

        A word table is trained again in the Words tab too, with the same settings.
        """
        if self.run is None:
            return
        merges = self.run.requested_merges if merges is None else merges
        tie = tie or self.run.tie
        word_table = self._word_table
        self._retrain_documents(merges, tie, unit)
        if word_table is not None:
            self.show_word_table(word_table, merges, tie, focus=False)

    def _retrain_documents(self, merges: int, tie: str, unit: str | None) -> None:
        assert self.run is not None
        if unit is not None and self._source_path is not None and self._retrain_source is not None:
            try:
                plan = plan_open(
                    self._source_path, unit=unit, split=self._source_split, auto_split=False
                )
            except LOAD_ERRORS as err:
                self._report_error(self._source_path, err)
                return
            self._start_plan(plan, merges, tie)
            return
        source = self._retrain_source
        if source is None:
            run = self.run
            source = lambda: corpus_of_run(run)  # noqa: E731
        self.train_documents(source, merges, tie, self.run.source or "retrain")

    def _report_error(self, path: Path | str | None, err: BaseException) -> None:
        where = f"Could not open {path}" if path is not None else "Could not load the input"
        message = f"{where}:\n\n{err}"
        if self.run is not None:
            message += "\n\nThe current run stays loaded."
        self.notify(f"{where}: {err}", 10000)
        self.show_error(self, "bpe-viewer: bad input", message)

    def _on_finished(self, run: TrainingRun, description: str) -> None:
        pending = self._pending
        self._retrain_source = pending.get("retrain")  # type: ignore[assignment]
        self.set_run(run, int(pending.get("stage", 0)))  # type: ignore[call-overload]
        path = pending.get("path")
        if path is not None and pending.get("recent"):
            self._add_recent(str(path))
        hint = pending.get("hint")
        if hint:
            self.notify(f"Loaded {description}: {run.merge_count} merges. {hint}", 15000)
        else:
            self.notify(f"Loaded {description}: {run.merge_count} merges", 5000)

    def _on_failed(self, err: BaseException, description: str) -> None:
        path = self._pending.get("path") or description
        self._report_error(path, err)  # type: ignore[arg-type]

    def _on_cancelled(self, description: str) -> None:
        keep = "the previous run stays on screen" if self.run is not None else "nothing loaded"
        self.notify(f"Cancelled {description}; {keep}.", 8000)

    def _on_progress(self, done: int, total: int, description: str) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))
        self.progress.setToolTip(description)

    def _on_worker_state(self, state: WorkerState) -> None:
        busy = state != WorkerState.IDLE
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(state == WorkerState.RUNNING)
        if state == WorkerState.CANCELLING:
            self.notify("Cancelling…")
        elif busy:
            self.progress.setValue(0)
        self._update_actions()

    # ------------------------------------------------------------------ dialogs
    def _start_folder(self) -> str:
        return self.settings.last_folder or str(Path.home())

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open corpus, run or trace", self._start_folder(), OPEN_FILTERS
        )
        if path:
            self.settings.last_folder = str(Path(path).parent)
            self.open_path(path)

    def open_folder_dialog(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, "Open folder (one document per file)", self._start_folder()
        )
        if path:
            self.settings.last_folder = path
            self.open_path(path)

    def open_with_split_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open corpus JSON", self._start_folder(), "Corpus JSON (*.json);;All files (*)"
        )
        if not path:
            return
        split, _ = QFileDialog.getOpenFileName(
            self,
            "Choose the split manifest",
            str(Path(path).parent),
            "Split manifest (*.json);;All files (*)",
        )
        if split:
            self.settings.last_folder = str(Path(path).parent)
            self.open_path(path, split=split)

    def paste_dialog(self) -> None:
        dialog = PasteTextDialog(self.settings.unit, self)
        if dialog.exec():
            text, unit = dialog.values()
            if not text:
                self.show_error(self, "bpe-viewer: bad input", "The pasted text is empty.")
                return
            self.load_text(text, unit)

    def settings_dialog(self) -> None:
        run = self.run
        merges = run.requested_merges if run is not None else self.settings.merges
        tie = run.tie if run is not None else self.settings.tie
        old_unit = self.settings.unit
        dialog = TrainingSettingsDialog(
            merges, tie, old_unit, self, self.special_tokens, self.pretokenizer
        )
        if not dialog.exec():
            return
        merges, tie, unit = dialog.values()
        self.special_tokens = dialog.special_tokens()
        self.pretokenizer = dialog.pretokenizer_name()
        self.settings.merges = merges
        self.settings.tie = tie
        self.settings.unit = unit
        if run is not None:
            self.retrain(merges, tie, unit if unit != old_unit else None)

    def save_run_dialog(self) -> None:
        if self.run is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Save run", self._start_folder(), "Saved runs (*.bpe-run.json)"
        )
        if path:
            if not path.endswith(".json"):
                path += ".bpe-run.json"
            self.save_run(path)

    def save_run(self, path: str) -> bool:
        from bpe_viewer.core.formats.run_json import save_run

        assert self.run is not None
        try:
            save_run(self.run, path)
        except (OSError, ValueError) as err:
            self.show_error(self, "bpe-viewer: could not save", f"Could not save {path}:\n\n{err}")
            return False
        self.notify(f"Saved {path}", 5000)
        return True

    def export_trace_dialog(self) -> None:
        if self.run is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Export bpe-merges-v1 trace", self._start_folder(), "Traces (*.trace)"
        )
        if path:
            self.export_trace(path)

    def export_trace(self, path: str) -> bool:
        from bpe_viewer.core.formats.run_json import write_text_atomic
        from bpe_viewer.core.formats.trace_v1 import format_trace

        assert self.run is not None
        try:
            write_text_atomic(path, format_trace(self.run))
        except (OSError, ValueError) as err:
            self.show_error(
                self, "bpe-viewer: could not export", f"Could not export {path}:\n\n{err}"
            )
            return False
        self.notify(f"Exported {path}", 5000)
        return True

    # ------------------------------------------------------------------ recent files
    def _add_recent(self, path: str) -> None:
        self.settings.add_recent_file(path)
        self._rebuild_recent_menu()

    def _clear_recent(self) -> None:
        self.settings.clear_recent_files()
        self._rebuild_recent_menu()

    def _rebuild_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.settings.recent_files
        for path in recent:
            act = menu.addAction(path)
            act.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if recent:
            menu.addSeparator()
        menu.addAction(self.action_map["clear_recent"])
        menu.setEnabled(True)

    # ------------------------------------------------------------------ drag and drop
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() or event.mimeData().hasText():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        mime = event.mimeData()
        if mime.hasUrls():
            local = [u.toLocalFile() for u in mime.urls() if u.isLocalFile()]
            if local:
                self.open_path(local[0])
                event.acceptProposedAction()
                return
        if mime.hasText() and mime.text():
            self.load_text(mime.text(), self.settings.unit)
            event.acceptProposedAction()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self.play_timer.stop()
        self.worker.shutdown()
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.sync()
        super().closeEvent(event)
