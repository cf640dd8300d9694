"""The encode panel: apply a run's frozen rules to new input, rule by rule (docs/rules.md s6).

Input comes from one of three tabs, and the visible tab is what gets encoded: *Text*
(typed or pasted, encoded as UTF-8), *Hex* (``20 d0 b0`` or ``20d0b0``) or *File* (the
file's bytes exactly). Typing re-encodes after a short pause (:data:`DEBOUNCE_MS`).

Output: the token sequence as chips (text, or hex bytes on an amber chip; the ID under
each), a step cursor over the rule applications (step 0 = the bytes, step j = after the
j-th rule that matched; the chips made by the step are highlighted), the table of every
rule (greyed when it matched nothing, hideable) and a statistics line with the decode
check. Double-clicking a rule, or "Show in explorer", emits :attr:`EncodePanel.
round_requested` with its rank: the explorer's round ``r`` is the round that learned
rank ``r``.

Errors (bad hex, unreadable file, a run whose rules do not form a table) are shown inline
and never raise.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.encode_trace import EncodeResult, encode_input
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.render import parse_hex, readable
from bpe_viewer.qt.models.encode_steps import (
    CURRENT_ROW,
    EncodeStepsModel,
    NoMatchFilterModel,
    StepColumn,
    TokenSequenceModel,
)
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.widgets.token_chips import TokenChipDelegate, token_chip_list

_Index = QModelIndex | QPersistentModelIndex

#: Pause after the last keystroke before re-encoding.
DEBOUNCE_MS = 150
#: Largest file the panel loads.
MAX_FILE_BYTES = 16 * 1024 * 1024

TAB_TEXT, TAB_HEX, TAB_FILE = 0, 1, 2

ERROR_STYLE = f"color: {Palette.ERROR_TEXT.name()}; font-weight: bold;"
NOTE_STYLE = f"color: {Palette.NOTE_TEXT.name()};"
OK_COLOR = Palette.OK_TEXT.name()
BAD_COLOR = Palette.ERROR_TEXT.name()


def _format_ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


#: Column widths of the rules table at 100 % zoom, in pixels.
STEP_COLUMN_WIDTHS: dict[int, int] = {
    StepColumn.RANK: 80,
    StepColumn.PAIR: 300,
    StepColumn.NEW_TOKEN: 220,
    StepColumn.MERGES: 120,
    StepColumn.TOKENS_AFTER: 130,
}
#: Chip text size of the token rows at 100 % zoom, in points.
CHIP_POINT_SIZE = 15.0
#: Height of the input box at 100 % zoom, in pixels.
INPUT_HEIGHT = 100


class EncodePanel(QWidget):
    """Encode text, hex or a file with a run's frozen rules and step through the trace.

    Signals:
        round_requested(int): the user asked to see the training round of a rule (its
            rank); the main window moves its round cursor there.
        token_selected(int): a chip was clicked; the token's training ID (not emitted for
            BOS/EOS).
        input_encoded(): an encoding finished (also after an error was shown).

    Example:
        >>> panel = EncodePanel(); panel.set_run(run); panel.set_text("bee ")
        >>> panel.encode_now(); panel.tokens_model.shown_ids()
        [98, 101, 263]
    """

    round_requested = Signal(int)
    token_selected = Signal(int)
    input_encoded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._table: MergeTable | None = None
        self._stage = 0
        self._result: EncodeResult | None = None
        self._step = 0
        self._file_data: bytes | None = None
        #: replaced in tests: () -> path or "" (the "Load file…" dialog)
        self.ask_file_name = self._ask_file_name

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.encode_now)

        self.tokens_model = TokenSequenceModel(self)
        #: the sequence before the current step, its merged pairs outlined
        self.before_model = TokenSequenceModel(self)
        self.steps_model = EncodeStepsModel(self)
        self.steps_proxy = NoMatchFilterModel(self)
        self.steps_proxy.setSourceModel(self.steps_model)
        self._build()
        self._show_empty("No run yet: train or open a corpus, then type here to encode.")

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        big = QFont(self.font())
        big.setPointSizeF(max(big.pointSizeF(), 12.0))
        self.setFont(big)
        self._normal_point_size = big.pointSizeF()

        # -- input
        self.tabs = QTabWidget(self)
        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setPlaceholderText("Type or paste text; it is encoded as UTF-8")
        self.text_edit.setToolTip(
            "Line breaks typed here become \\n; for exact bytes such as \\r\\n use the Hex "
            "or File tab"
        )
        self.text_edit.textChanged.connect(self._schedule)
        self.hex_edit = QLineEdit(self)
        self.hex_edit.setPlaceholderText("hex bytes, e.g. 20 d0 b0  or  20d0b0")
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPointSizeF(big.pointSizeF())
        self.hex_edit.setFont(mono)
        self.hex_edit.textChanged.connect(self._schedule)
        hex_page = QWidget(self)
        hex_layout = QVBoxLayout(hex_page)
        hex_layout.addWidget(self.hex_edit)
        hex_layout.addStretch(1)
        file_page = QWidget(self)
        file_layout = QHBoxLayout(file_page)
        self.file_button = QPushButton("Load file…", self)
        self.file_button.setToolTip("Encode a file's bytes exactly (up to 16 MB)")
        self.file_button.clicked.connect(self._on_file_button)
        self.file_label = QLabel("no file loaded", self)
        file_layout.addWidget(self.file_button)
        file_layout.addWidget(self.file_label, 1)
        self.tabs.addTab(self.text_edit, "Text")
        self.tabs.addTab(hex_page, "Hex")
        self.tabs.addTab(file_page, "File")
        self.tabs.setMaximumHeight(INPUT_HEIGHT)
        self.tabs.currentChanged.connect(lambda _i: self.encode_now())

        self.special_check = QCheckBox("allow special tokens", self)
        self.special_check.setToolTip(
            "Recognise the run's special tokens in the input (otherwise their text is "
            "encoded as ordinary bytes)"
        )
        self.special_check.toggled.connect(lambda _on: self.encode_now())
        self.layout_check = QCheckBox("layout v1 (BOS/EOS)", self)
        self.layout_check.setToolTip(
            "Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)"
        )
        self.layout_check.toggled.connect(lambda _on: self.encode_now())
        self.stage_check = QCheckBox("only the rules up to this round", self)
        self.stage_check.setToolTip(
            "Encode with the rules of rank below the explorer's stage, to see how the "
            "tokenizer of that round would split the text"
        )
        self.stage_check.toggled.connect(lambda _on: self._rebuild_table())
        options = QVBoxLayout()
        options.addWidget(self.special_check)
        options.addWidget(self.layout_check)
        options.addWidget(self.stage_check)
        options.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.tabs, 1)
        top.addLayout(options)

        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.hide()
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet(NOTE_STYLE)
        self.note_label.hide()
        self.stats_label = QLabel(self)
        self.stats_label.setWordWrap(True)
        self.stats_label.setTextFormat(Qt.TextFormat.RichText)
        self.stats_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # -- chips
        self.chips_view = token_chip_list(self, self._on_chip_clicked, self.tokens_model)
        self.before_view = token_chip_list(self, self._on_chip_clicked, self.before_model)
        self.before_title = QLabel(self)
        self.after_title = QLabel(self)

        # -- step cursor
        self.first_button = self._tool("|◀", "First step: the input's bytes", self.first_step)
        self.prev_button = self._tool("◀", "Previous rule application", self.previous_step)
        self.next_button = self._tool("▶", "Next rule application", self.next_step)
        self.last_button = self._tool("▶|", "Last step: the final tokens", self.last_step)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(self.set_step)
        self.slider.setMinimumWidth(160)
        self.step_label = QLabel(self)
        self.step_label.setTextFormat(Qt.TextFormat.RichText)
        self.step_label.setWordWrap(True)
        step_font = QFont(big)
        step_font.setPointSizeF(big.pointSizeF() + 1)
        self.step_label.setFont(step_font)
        step_font = QFont(big)
        step_font.setBold(True)
        self.explorer_button = QPushButton("Show in explorer", self)
        self.explorer_button.setToolTip(
            "Open the training round that learned the selected (or current) rule"
        )
        self.explorer_button.clicked.connect(self._on_explorer_button)
        nav = QHBoxLayout()
        for w in (self.first_button, self.prev_button):
            nav.addWidget(w)
        nav.addWidget(self.slider, 1)
        for w in (self.next_button, self.last_button):
            nav.addWidget(w)
        nav.addWidget(self.explorer_button)

        # -- steps table
        self.no_match_check = QCheckBox("show no-match rules", self)
        self.no_match_check.setChecked(True)
        self.no_match_check.setToolTip("List the rules that merged nothing in this input (grey)")
        self.no_match_check.toggled.connect(self.steps_proxy.set_show_no_match)
        self.steps_view = QTableView(self)
        self.steps_view.setModel(self.steps_proxy)
        self.steps_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.steps_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.steps_view.verticalHeader().hide()
        palette = self.steps_view.palette()
        palette.setColor(palette.ColorRole.Highlight, CURRENT_ROW)
        palette.setColor(palette.ColorRole.HighlightedText, QColor(Qt.GlobalColor.black))
        self.steps_view.setPalette(palette)
        vh = self.steps_view.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(QFontMetrics(big).height() + 8)
        hh = self.steps_view.horizontalHeader()
        hh.setStretchLastSection(False)
        for column, width in STEP_COLUMN_WIDTHS.items():
            self.steps_view.setColumnWidth(column, width)
        hh.setSectionResizeMode(StepColumn.PAIR, QHeaderView.ResizeMode.Stretch)
        self.steps_view.clicked.connect(self._on_step_clicked)
        self.steps_view.doubleClicked.connect(self._on_step_double_clicked)
        self.steps_view.setToolTip(
            "Click an applied rule to step there; double-click to open its training round"
        )

        table_box = QWidget(self)
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_head = QHBoxLayout()
        self.rules_title = QLabel("Rules in rank order", self)
        self.rules_title.setFont(step_font)
        table_head.addWidget(self.rules_title)
        # Encoding uses the whole frozen table, whatever round the explorer shows.
        self.rules_note = QLabel("", self)
        self.rules_note.setStyleSheet("color:#555")
        self.rules_note.setWordWrap(True)  # it may take two lines at a large zoom
        table_head.addWidget(self.rules_note)
        table_head.addStretch(1)
        table_head.addWidget(self.no_match_check)
        table_layout.addLayout(table_head)
        table_layout.addWidget(self.steps_view, 1)

        chips_box = QWidget(self)
        chips_layout = QVBoxLayout(chips_box)
        chips_layout.setContentsMargins(0, 0, 0, 0)
        chips_layout.addWidget(self.step_label)
        chips_layout.addWidget(self.before_title)
        chips_layout.addWidget(self.before_view, 1)
        chips_layout.addWidget(self.after_title)
        chips_layout.addWidget(self.chips_view, 1)
        chips_layout.addLayout(nav)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(chips_box)
        self.splitter.addWidget(table_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([600, 200])
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message_label)
        layout.addWidget(self.note_label)
        layout.addWidget(self.stats_label)
        layout.addWidget(self.splitter, 1)

    def set_zoom(self, scale: float) -> None:
        """Every part of the panel at ``scale`` times normal (1.0-2.5), for projecting:
        text, the input boxes, titles, chips, the rules table's rows and columns."""
        size = self._normal_point_size * scale
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)
        mono = QFont(self.hex_edit.font())
        mono.setPointSizeF(size)
        self.hex_edit.setFont(mono)
        step_font = QFont(font)
        step_font.setPointSizeF(size + scale)
        self.step_label.setFont(step_font)
        title_font = QFont(font)
        title_font.setBold(True)
        self.rules_title.setFont(title_font)
        # Styled labels do not inherit the font.
        for label in (self.message_label, self.note_label, self.rules_note, self.stats_label):
            label.setFont(font)
        for view in (self.chips_view, self.before_view):
            old = view.itemDelegate()
            view.setItemDelegate(TokenChipDelegate(view, CHIP_POINT_SIZE * scale))
            if old is not None:
                old.deleteLater()
            view.doItemsLayout()
        # the input box grows more slowly than the text: one or two lines stay in view
        self.tabs.setMaximumHeight(round(INPUT_HEIGHT * (1 + (scale - 1) / 2)))
        self.steps_view.setFont(font)
        self.steps_view.horizontalHeader().setFont(font)
        self.steps_view.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
        for column, width in STEP_COLUMN_WIDTHS.items():
            self.steps_view.setColumnWidth(column, round(width * scale))

    def _tool(self, text: str, tip: str, slot: object) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setMinimumWidth(36)
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------ public API

    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def result(self) -> EncodeResult | None:
        """The last successful encoding, or ``None`` (no run, or an input error)."""
        return self._result

    @property
    def step(self) -> int:
        """The current step: 0 = the input's bytes, j = after the j-th applied rule."""
        return self._step

    @property
    def step_count(self) -> int:
        """Number of rule applications m of the current result (0 without a trace)."""
        return self._result.step_count if self._result is not None else 0

    def message(self) -> str:
        """The inline error message shown, or ``""``."""
        return self.message_label.text() if not self.message_label.isHidden() else ""

    def set_run(self, run: TrainingRun | None, stage: int | None = None) -> None:
        """Encode with ``run``'s rules (and special tokens) from now on; ``None`` clears.

        ``stage`` is the explorer's stage for the new run (default: unchanged).
        """
        self._run = run
        if stage is not None:
            self._stage = stage
        has_special = run is not None and bool(run.special_tokens)
        # A shorter rule list would move the special tokens' IDs (256 + k + i).
        self.stage_check.setEnabled(run is not None and not has_special)
        if has_special:
            self.stage_check.setChecked(False)
        self._rebuild_table()

    def set_stage(self, stage: int) -> None:
        """The explorer's stage: with "only the rules learned by the current round"
        checked, encoding uses the rules of rank below ``stage``."""
        self._stage = stage
        if self.stage_check.isChecked():
            self._rebuild_table()

    def _rebuild_table(self) -> None:
        run = self._run
        self._table = None
        error = ""
        rules = run.rules if run is not None else ()
        limited = run is not None and self.stage_check.isChecked()
        if limited:
            rules = rules[: self._stage]
        if run is not None:
            try:
                self._table = MergeTable(rules, run.special_tokens, run.pretokenizer)
            except ValueError as err:
                error = f"This run's rules cannot encode: {err}"
        if run is None:
            self.rules_note.setText("")
        elif limited:
            self.rules_note.setText(f"— the {len(rules)} rules learned by stage {self._stage}")
        else:
            self.rules_note.setText(
                f"— all {len(rules)} rules of the run, whatever round the explorer shows"
            )
        self.tokens_model.set_table(self._table)
        self.before_model.set_table(self._table)
        self.steps_model.set_table(self._table)
        has_special = self._table is not None and bool(self._table.special_tokens)
        self.special_check.setEnabled(has_special)
        self.special_check.setToolTip(
            "Recognise the run's special tokens in the input (otherwise their text is "
            "encoded as ordinary bytes)"
            if has_special
            else "This run has no special tokens"
        )
        self._result = None
        self._step = 0
        if error:
            self._show_empty("")
            self._set_message(error)
            return
        self.encode_now()

    def set_text(self, text: str) -> None:
        """Put ``text`` in the Text tab and show it (encoded after the debounce)."""
        self.text_edit.setPlainText(text)
        self.tabs.setCurrentIndex(TAB_TEXT)  # a tab change encodes at once

    def set_hex(self, text: str) -> None:
        """Put ``text`` in the Hex tab and show it (encoded after the debounce)."""
        self.hex_edit.setText(text)
        self.tabs.setCurrentIndex(TAB_HEX)  # a tab change encodes at once

    def set_bytes(self, data: bytes, label: str = "bytes") -> None:
        """Encode ``data`` exactly, shown in the File tab as ``label``."""
        self._file_data = bytes(data)
        self.file_label.setText(f"{label} · {len(data):,} bytes")
        if self.tabs.currentIndex() == TAB_FILE:
            self.encode_now()
        else:
            self.tabs.setCurrentIndex(TAB_FILE)  # encodes through currentChanged

    def load_file(self, path: str | Path) -> bool:
        """Encode a file's bytes exactly. Returns False (message shown) on an error."""
        path = Path(path)
        try:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                self._set_message(
                    f"{path.name}: {size:,} bytes is too large for the panel "
                    f"(at most {MAX_FILE_BYTES:,})"
                )
                return False
            data = path.read_bytes()
        except OSError as err:
            self._set_message(f"{path.name}: cannot read ({err.strerror or err})")
            return False
        self.set_bytes(data, path.name)
        return True

    def set_layout_v1(self, on: bool) -> None:
        self.layout_check.setChecked(on)

    def set_allow_special(self, on: bool) -> None:
        self.special_check.setChecked(on)

    def encode_now(self) -> None:
        """Encode the visible tab's input right away (cancels a pending debounce)."""
        self._timer.stop()
        previous = self._result
        self._result = None
        try:
            data = self._input_bytes()
        except ValueError as err:
            self._show_empty("")
            self._set_message(str(err))
            self.input_encoded.emit()
            return
        if self._table is None:
            self._show_empty(
                "No run yet: train or open a corpus to encode with its rules."
                if self._run is None
                else ""
            )
            self.input_encoded.emit()
            return
        try:
            result = encode_input(
                self._table,
                data,
                layout_v1=self.layout_check.isChecked(),
                allow_special=self.special_check.isChecked(),
            )
        except Exception as err:  # never crash the window on an input
            self._show_empty("")
            self._set_message(f"Cannot encode: {err}")
            self.input_encoded.emit()
            return
        self._set_message("")
        self._result = result
        same_input = (
            previous is not None
            and previous.data == result.data
            and previous.allow_special == result.allow_special
        )
        step = min(self._step, result.step_count) if same_input else result.step_count
        self.steps_model.set_trace(result.trace, layout_v1=result.layout_v1)
        note = result.note
        table = self._table
        if table is not None and table.pretokenizer != "none":
            pieces = (
                f"Pre-tokenized ({table.pretokenizer}): a green bar marks each piece "
                "boundary; no rule merges across it, so a pair split by a bar stays unmerged."
            )
            note = f"{note} {pieces}" if note else pieces
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        self.stats_label.setText(self._statistics_html(result))
        self.slider.blockSignals(True)
        self.slider.setRange(0, result.step_count)
        self.slider.blockSignals(False)
        self._step = -1
        self.set_step(step)
        self.input_encoded.emit()

    def set_step(self, step: int) -> None:
        """Show the sequence after ``step`` rule applications (clamped to 0..m)."""
        result = self._result
        if result is None:
            return
        step = min(max(0, int(step)), result.step_count)
        if step == self._step:
            return
        self._step = step
        self.tokens_model.set_tokens(
            result.tokens_at(step), result.merged_at(step), layout_v1=result.layout_v1
        )
        if step > 0:
            self.before_model.set_tokens(
                result.tokens_at(step - 1), pairs=result.pairs_at(step), layout_v1=result.layout_v1
            )
        else:
            self.before_model.clear()
        rank = result.applied_steps[step - 1].rank if step > 0 else None
        self.steps_model.set_current_rank(rank)
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self._select_rank(rank)
        self._update_step_labels()
        self._update_buttons()

    def first_step(self) -> None:
        self.set_step(0)

    def previous_step(self) -> None:
        self.set_step(self._step - 1)

    def next_step(self) -> None:
        self.set_step(self._step + 1)

    def last_step(self) -> None:
        self.set_step(self.step_count)

    def current_rank(self) -> int | None:
        """Rank of the rule applied at the current step (None at step 0)."""
        return self.steps_model.current_rank

    # ------------------------------------------------------------------ internals

    def _schedule(self) -> None:
        self._timer.start()

    def _input_bytes(self) -> bytes:
        tab = self.tabs.currentIndex()
        if tab == TAB_HEX:
            try:
                return parse_hex(self.hex_edit.text())
            except ValueError as err:
                self.hex_edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {BAD_COLOR}; }}")
                raise ValueError(f"Hex: {err}") from None
        self.hex_edit.setStyleSheet("")
        if tab == TAB_FILE:
            return self._file_data or b""
        return self.text_edit.toPlainText().encode("utf-8")

    def _set_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))
        if not text:
            self.hex_edit.setStyleSheet("")

    def _show_empty(self, note: str) -> None:
        """Clear every output (an error or no run); ``note`` says why."""
        self._result = None
        self._step = 0
        self.tokens_model.clear()
        self.before_model.clear()
        self.steps_model.set_trace(None)
        self.slider.blockSignals(True)
        self.slider.setRange(0, 0)
        self.slider.blockSignals(False)
        self.stats_label.setText("")
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        self.step_label.setText("")
        self._show_before(False)
        self._update_buttons()

    def _statistics_html(self, result: EncodeResult) -> str:
        st = result.statistics
        parts = []
        tokens = f"Result: <b>{st.tokens:,}</b> tokens"
        if result.layout_v1:
            tokens += " (+ BOS, EOS)"
        parts.append(tokens)
        parts.append(f"<b>{st.byte_count:,}</b> bytes")
        if st.characters is not None:
            parts.append(f"<b>{st.characters:,}</b> characters")
        else:
            parts.append(
                f"<span style='color:{BAD_COLOR}'>not valid UTF-8: first bad byte "
                f"at offset {st.first_invalid}</span>"
            )
        parts.append(f"<b>{_format_ratio(st.bytes_per_token)}</b> bytes/token")
        words = "word" if st.words == 1 else "words"
        parts.append(
            f"<b>{_format_ratio(st.tokens_per_word)}</b> tokens/word ({st.words:,} {words})"
        )
        ok = result.round_trip
        color = OK_COLOR if ok else BAD_COLOR
        parts.append(
            f"decode(encode(x)) == x: <b style='color:{color}'>{'yes' if ok else 'NO'}</b>"
        )
        return " &nbsp;·&nbsp; ".join(parts)

    def statistics_text(self) -> str:
        """The statistics line as plain text (for tests and copying)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.stats_label.text())
        return doc.toPlainText()

    def _update_step_labels(self) -> None:
        result = self._result
        if result is None:
            return
        m = result.step_count
        tokens_now = len(result.tokens_at(self._step))
        hidden = self.tokens_model.hidden
        more = f" (showing the first {tokens_now - hidden:,})" if hidden else ""
        if result.trace is None:
            self.step_label.setText(f"<b>Final tokens: {len(result.tokens):,}</b>{more}")
            self._show_before(False)
            return
        if self._step == 0:
            if m == 0:
                why = "empty input" if not result.data else "no rule of this run matches the input"
                hint = f"no rule applies ({why})"
            else:
                hint = "press ▶ to apply the first rule that matches"
            self.step_label.setText(
                f"<b>Step 0 of {m}:</b> the input's bytes, one token each &nbsp;·&nbsp; {hint}"
            )
            self.after_title.setText(f"Bytes: {tokens_now:,} tokens{more}")
            self._show_before(False)
            return
        step = result.applied_steps[self._step - 1]
        a, b = step.pair
        off = result.id_offset
        n = len(step.positions)
        times = "once" if n == 1 else f"{n} times"
        tb = self._table.token_bytes if self._table is not None else (lambda t: b"")
        self.step_label.setText(
            f"<b>Step {self._step} of {m}: rule {step.rank} merged {times}</b> &nbsp; "
            f"<b>{_esc(readable(tb(a)))}</b> ({a + off}) + "
            f"<b>{_esc(readable(tb(b)))}</b> ({b + off}) → "
            f"<b style='background:{Palette.NEW_CHIP.name()}'>"
            f"&nbsp;{_esc(readable(tb(step.token_id)))}&nbsp;"
            f"</b> ({step.token_id + off})"
        )
        before = len(result.tokens_at(self._step - 1))
        self.before_title.setText(
            f"Before rule {step.rank}: {before:,} tokens (the pairs it merges are outlined)"
        )
        self.after_title.setText(
            f"After rule {step.rank}: {tokens_now:,} tokens{more} (the new tokens are filled)"
        )
        self._show_before(True)

    def _show_before(self, show: bool) -> None:
        self.before_title.setVisible(show)
        self.before_view.setVisible(show)
        self.after_title.setVisible(self._result is not None)

    def _update_buttons(self) -> None:
        m = self.step_count
        has = self._result is not None and self._result.trace is not None
        self.first_button.setEnabled(has and self._step > 0)
        self.prev_button.setEnabled(has and self._step > 0)
        self.next_button.setEnabled(has and self._step < m)
        self.last_button.setEnabled(has and self._step < m)
        self.slider.setEnabled(has and m > 0)
        self.explorer_button.setEnabled(self._explorer_rank() is not None)

    def _select_rank(self, rank: int | None) -> None:
        view = self.steps_view
        if rank is None:
            view.clearSelection()
            return
        row = self.steps_model.row_of_rank(rank)
        if row is None:
            return
        proxy_index = self.steps_proxy.mapFromSource(self.steps_model.index(row, 0))
        if proxy_index.isValid():
            view.selectionModel().setCurrentIndex(
                proxy_index,
                view.selectionModel().SelectionFlag.ClearAndSelect
                | view.selectionModel().SelectionFlag.Rows,
            )
            view.scrollTo(proxy_index, QAbstractItemView.ScrollHint.PositionAtCenter)

    def _explorer_rank(self) -> int | None:
        selected = self.steps_view.selectionModel().selectedRows()
        if selected:
            return self.steps_proxy.mapToSource(selected[0]).row()
        return self.current_rank()

    def _on_explorer_button(self) -> None:
        rank = self._explorer_rank()
        if rank is not None:
            self.round_requested.emit(rank)

    def _on_step_clicked(self, index: QModelIndex) -> None:
        source = self.steps_proxy.mapToSource(index)
        if self._result is None or not source.isValid():
            return
        step = self._result.step_of_rank(self.steps_model.step(source.row()).rank)
        if step is not None:
            self.set_step(step)
        self.explorer_button.setEnabled(self._explorer_rank() is not None)

    def _on_step_double_clicked(self, index: QModelIndex) -> None:
        source = self.steps_proxy.mapToSource(index)
        if source.isValid():
            self.round_requested.emit(self.steps_model.step(source.row()).rank)

    def _on_chip_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            token = self.tokens_model.training_id(index.row())
            if token >= 0:
                self.token_selected.emit(token)

    def _on_file_button(self) -> None:
        path = self.ask_file_name()
        if path:
            self.load_file(path)

    def _ask_file_name(self) -> str:
        path, _ = QFileDialog.getOpenFileName(self, "Encode a file's bytes")
        return path


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
