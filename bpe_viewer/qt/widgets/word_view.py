"""The word-frequency BPE view: step through classic subword training (docs/rules.md s4, s8).

One composite widget for a :class:`~bpe_viewer.core.wordfreq.WordTrainingRun`:

- a title line naming the rule (characters + ``</w>``, frequency-weighted counts, tie
  policy) and a navigation row (first / previous / next / last, a slider, "stage r of k");
- three panes side by side: the words with their symbols drawn as chips (the symbols
  made by the last round filled orange with a bold border and bold text), the candidate
  pairs of the current round with a why-line (winner marked "★ winner", ties "= tie"),
  and the rules learned so far (newest highlighted);
- an "Encode a word" line that segments whatever is typed with the run's frozen rules.

The view owns a :class:`~bpe_viewer.qt.cursor.RoundCursor` (or is handed one) and keeps
no state of its own beyond the run: every pane follows ``round_cursor.stage_changed``.
Fonts are large enough for a projector.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.wordfreq import END_OF_WORD, WordTrainingRun
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.models.words import (
    SYMBOL_SEPARATOR,
    SymbolChip,
    WordCandidateColumn,
    WordCandidatesModel,
    WordRoles,
    WordRuleColumn,
    WordRulesModel,
    WordSegmentationColumn,
    WordSegmentationModel,
    show_symbol,
)
from bpe_viewer.qt.palette import note_box_style
from bpe_viewer.qt.widgets.chip_painter import chip_face, paint_chip

__all__ = ["SymbolChipDelegate", "WordFrequencyView", "describe_encoding", "view_title"]

_Index = QModelIndex | QPersistentModelIndex

BASE_POINT_SIZE = 13.0
CHIP_POINT_SIZE = 14.0
CHIP_PAD_X = 7
CHIP_PAD_Y = 3
CHIP_GAP = 5
CELL_MARGIN = 4
_WHY_STYLE = note_box_style(6)
_MUTED = Palette.MUTED_TEXT.name()
_PANE_RATIO = (46, 36, 38)


def view_title(tie: str = "alphabetical-first") -> str:
    """The title line, naming the rule and the tie policy (docs/rules.md s4)."""
    order = "last" if tie == "alphabetical-last" else "first"
    return (
        f"Word-frequency BPE (characters + {END_OF_WORD}, counts weighted by frequency; "
        f"ties: the alphabetically {order} pair)"
    )


def describe_encoding(run: WordTrainingRun | None, text: str) -> str:
    """The encode line for ``text``: ``"lowest → low · est</w>  (2 pieces)"``.

    Whitespace separates words; each word is segmented on its own with every rule of the
    run (:meth:`WordTrainingRun.encode_word`). Empty input gives ``""``.
    """
    words = text.split()
    if run is None or not words:
        return ""
    parts = [run.encode_word(word) for word in words]
    pieces = sum(len(p) for p in parts)
    shown = "   |   ".join(SYMBOL_SEPARATOR.join(show_symbol(s) for s in p) for p in parts)
    plural = "piece" if pieces == 1 else "pieces"
    return f"{' '.join(words)} → {shown}   ({pieces} {plural})"


class SymbolChipDelegate(QStyledItemDelegate):
    """Paints a word's symbols (:data:`WordRoles.SYMBOLS`) as a row of chips.

    Plain chips are light blue-grey; the symbols made by the previous round are filled
    orange with a thicker dark-orange border and bold text, so they stand out without
    relying on colour alone. The end-of-word marker inside a chip is drawn muted.
    """

    def __init__(self, parent: QWidget | None = None, point_size: float = CHIP_POINT_SIZE) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.text_font = QFont(base)
        self.text_font.setPointSizeF(point_size)
        self.bold = QFont(self.text_font)
        self.bold.setBold(True)
        self.fm = QFontMetrics(self.text_font)
        self.bold_fm = QFontMetrics(self.bold)

    def chip_height(self) -> int:
        return self.bold_fm.height() + 2 * CHIP_PAD_Y

    def row_height(self) -> int:
        return self.chip_height() + 2 * CELL_MARGIN

    def chip_width(self, text: str) -> int:
        return self.bold_fm.horizontalAdvance(show_symbol(text)) + 2 * CHIP_PAD_X

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        chips = index.data(WordRoles.SYMBOLS)
        if not chips:
            return super().sizeHint(option, index)
        width = sum(self.chip_width(c.text) + CHIP_GAP for c in chips) + 2 * CELL_MARGIN
        return QSize(width, self.row_height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        chips: tuple[SymbolChip, ...] | None = index.data(WordRoles.SYMBOLS)
        if not chips:
            super().paint(painter, option, index)
            return
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, option.palette.highlight().color().lighter(185))
        painter.setClipRect(rect)
        x = rect.x() + CELL_MARGIN
        y = rect.y() + (rect.height() - self.chip_height()) / 2
        h = self.chip_height()
        for chip in chips:
            w = self.chip_width(chip.text)
            box = QRectF(x + 0.5, y + 0.5, w - 1, h - 1)
            paint_chip(painter, box, chip_face("text", new=chip.new, strong_width=2.0), radius=5)
            self._draw_text(painter, box, chip)
            x += w + CHIP_GAP
        painter.restore()

    def _draw_text(self, painter: QPainter, box: QRectF, chip: SymbolChip) -> None:
        """Centre the symbol's text; a trailing ``</w>`` is drawn in a muted colour."""
        font = self.bold if chip.new else self.text_font
        fm = self.bold_fm if chip.new else self.fm
        text = chip.text
        head, tail = text, ""
        if text.endswith(END_OF_WORD):
            head, tail = text[: -len(END_OF_WORD)], END_OF_WORD
        head = show_symbol(head)
        total = fm.horizontalAdvance(head + tail)
        x = box.x() + (box.width() - total) / 2
        y = box.y() + CHIP_PAD_Y - 0.5
        painter.setFont(font)
        if head:
            painter.setPen(Qt.GlobalColor.black)
            w = fm.horizontalAdvance(head)
            painter.drawText(
                QRectF(x, y, w + 1, fm.height()), int(Qt.AlignmentFlag.AlignLeft), head
            )
            x += w
        if tail:
            painter.setPen(Qt.GlobalColor.black if chip.new else Palette.ID_TEXT)
            painter.drawText(
                QRectF(x, y, fm.horizontalAdvance(tail) + 1, fm.height()),
                int(Qt.AlignmentFlag.AlignLeft),
                tail,
            )


def _table(model: QAbstractItemModel, parent: QWidget, row_height: int) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(row_height)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = view.horizontalHeader()
    header.setHighlightSections(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(False)
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return view


def _pane_title(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    return label


def _note(parent: QWidget) -> QLabel:
    """A muted one-line note that wraps rather than widening its pane."""
    label = QLabel(parent)
    label.setStyleSheet(f"color:{_MUTED}")
    label.setWordWrap(True)
    return label


class WordFrequencyView(QWidget):
    """Step through a word-frequency BPE run: words, candidates, rules, encoder.

    Args:
        parent: the parent widget.
        cursor: the round cursor to follow; by default the view makes its own.

    Attributes:
        round_cursor: the current stage (0 = characters + ``</w>``; r = after r merges).
        segmentation_model, candidates_model, rules_model: the three table models.
        words_table, candidates_table, rules_table: their views.
        title_label, stage_label, why_label, encode_edit, encode_label, slider,
        buttons (``first``, ``previous``, ``next``, ``last``): the controls.
    """

    def __init__(self, parent: QWidget | None = None, *, cursor: RoundCursor | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), BASE_POINT_SIZE))
        self.setFont(font)
        self._normal_point_size = font.pointSizeF()
        self._run: WordTrainingRun | None = None
        self.round_cursor = cursor if cursor is not None else RoundCursor(self)
        self.segmentation_model = WordSegmentationModel(self)
        self.candidates_model = WordCandidatesModel(self)
        self.rules_model = WordRulesModel(self)
        self._build()
        self.round_cursor.stage_changed.connect(self._show_stage)
        self.round_cursor.maximum_changed.connect(lambda _m: self._sync_navigation())
        self.round_cursor.range_reset.connect(lambda _m, stage: self._show_stage(stage))
        self.set_run(None)

    def set_zoom(self, scale: float) -> None:
        """Every part of the tab at ``scale`` times normal (1.0-2.5), for projecting:
        text, titles, chips, row heights."""
        size = self._normal_point_size * scale
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)
        for label, extra, bold in (
            (self.title_label, 3.0, True),
            (self.stage_label, 0.0, True),
            (self.encode_label, 1.0, True),
        ):
            f = QFont(font)
            f.setPointSizeF(size + extra * scale)
            f.setBold(bold)
            label.setFont(f)
        self.chip_delegate = SymbolChipDelegate(self, CHIP_POINT_SIZE * scale)
        self.words_table.setItemDelegateForColumn(
            WordSegmentationColumn.SYMBOLS, self.chip_delegate
        )
        self.words_table.verticalHeader().setDefaultSectionSize(self.chip_delegate.row_height())
        row_h = QFontMetrics(font).height() + 10
        for table in (self.candidates_table, self.rules_table):
            table.setFont(font)
            table.horizontalHeader().setFont(font)
            table.verticalHeader().setDefaultSectionSize(row_h)
        self.words_table.setFont(font)
        self.words_table.horizontalHeader().setFont(font)

    # -- construction
    def _build(self) -> None:
        big = QFont(self.font())
        big.setPointSizeF(self.font().pointSizeF() + 3)
        big.setBold(True)
        self.title_label = QLabel(view_title(), self)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setFont(big)
        self.title_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.title_label)
        layout.addLayout(self._build_navigation())

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._build_words_pane())
        splitter.addWidget(self._build_candidates_pane())
        splitter.addWidget(self._build_rules_pane())
        # Sizes and stretch in the same proportions, so any window size keeps the ratio.
        for i, stretch in enumerate(_PANE_RATIO):
            splitter.setStretchFactor(i, stretch)
        splitter.setSizes([10 * r for r in _PANE_RATIO])
        self.splitter = splitter
        layout.addWidget(splitter, 1)
        layout.addLayout(self._build_encoder())
        layout.addLayout(self._build_encode_steps())

    def _tool(self, text: str, tip: str, slot: object) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.clicked.connect(slot)
        return button

    def _build_navigation(self) -> QHBoxLayout:
        c = self.round_cursor
        self.buttons = {
            "first": self._tool("|◀ First", "Stage 0: every word as characters + </w>", c.first),
            "previous": self._tool("◀ Previous", "Undo the last merge", lambda: c.step(-1)),
            "next": self._tool("Next ▶", "Apply the next merge", lambda: c.step(1)),
            "last": self._tool("Last ▶|", "After every merge", c.last),
        }
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(1)
        self.slider.setPageStep(1)
        self.slider.setToolTip("Drag to any stage")
        self.slider.valueChanged.connect(c.set_value)
        self.stage_label = QLabel(self)
        stage_font = QFont(self.font())
        stage_font.setBold(True)
        self.stage_label.setFont(stage_font)
        self.stage_label.setMinimumWidth(
            QFontMetrics(stage_font).horizontalAdvance("stage 000 of 000") + 8
        )
        row = QHBoxLayout()
        for key in ("first", "previous", "next", "last"):
            row.addWidget(self.buttons[key])
        row.addWidget(self.slider, 1)
        row.addWidget(self.stage_label)
        return row

    def _build_words_pane(self) -> QWidget:
        pane = QWidget(self)
        self.words_title = _pane_title(pane)
        self.words_summary = _note(pane)
        self.chip_delegate = SymbolChipDelegate(self)
        m = self.segmentation_model
        self.words_table = _table(m, pane, self.chip_delegate.row_height())
        self.words_table.setItemDelegateForColumn(
            WordSegmentationColumn.SYMBOLS, self.chip_delegate
        )
        header = self.words_table.horizontalHeader()
        for col, w in {
            WordSegmentationColumn.WORD: 100,
            WordSegmentationColumn.FREQUENCY: 58,
            WordSegmentationColumn.SYMBOLS: 200,
            WordSegmentationColumn.COUNT: 44,
        }.items():
            header.resizeSection(col, w)
        header.setSectionResizeMode(WordSegmentationColumn.SYMBOLS, QHeaderView.ResizeMode.Stretch)
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.words_title)
        lay.addWidget(self.words_summary)
        lay.addWidget(self.words_table, 1)
        return pane

    def _build_candidates_pane(self) -> QWidget:
        pane = QWidget(self)
        self.candidates_title = _pane_title(pane)
        self.why_label = QLabel(pane)
        self.why_label.setWordWrap(True)
        self.why_label.setStyleSheet(_WHY_STYLE)
        self.pairs_label = _note(pane)
        row_h = QFontMetrics(self.font()).height() + 10
        self.candidates_table = _table(self.candidates_model, pane, row_h)
        header = self.candidates_table.horizontalHeader()
        for col, w in {
            WordCandidateColumn.MARK: 100,
            WordCandidateColumn.LEFT: 60,
            WordCandidateColumn.RIGHT: 60,
            WordCandidateColumn.MERGED: 90,
            WordCandidateColumn.COUNT: 60,
        }.items():
            header.resizeSection(col, w)
        header.setSectionResizeMode(WordCandidateColumn.MERGED, QHeaderView.ResizeMode.Stretch)
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.candidates_title)
        lay.addWidget(self.why_label)
        lay.addWidget(self.pairs_label)
        lay.addWidget(self.candidates_table, 1)
        return pane

    def _build_rules_pane(self) -> QWidget:
        pane = QWidget(self)
        self.rules_title = _pane_title(pane)
        self.vocabulary_label = _note(pane)
        row_h = QFontMetrics(self.font()).height() + 10
        self.rules_table = _table(self.rules_model, pane, row_h)
        header = self.rules_table.horizontalHeader()
        for col, w in {
            WordRuleColumn.RANK: 48,
            WordRuleColumn.PAIR: 110,
            WordRuleColumn.MERGED: 86,
            WordRuleColumn.COUNT: 60,
            WordRuleColumn.TIED: 74,
        }.items():
            header.resizeSection(col, w)
        header.setSectionResizeMode(WordRuleColumn.PAIR, QHeaderView.ResizeMode.Stretch)
        self.rules_model.rowsInserted.connect(lambda *_: self._follow_newest_rule())
        self.rules_model.modelReset.connect(self._follow_newest_rule)
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.rules_title)
        lay.addWidget(self.vocabulary_label)
        lay.addWidget(self.rules_table, 1)
        return pane

    def _build_encoder(self) -> QHBoxLayout:
        label = QLabel("<b>Encode a word:</b>", self)
        self.encode_edit = QLineEdit(self)
        self.encode_edit.setPlaceholderText("type a word, e.g. lowest")
        self.encode_edit.setClearButtonEnabled(True)
        self.encode_edit.setMaximumWidth(280)
        self.encode_edit.setToolTip(
            "Segments each typed word with every rule of the run, in rank order "
            "(nothing is counted)"
        )
        self.encode_label = QLabel(self)
        result_font = QFont(self.font())
        result_font.setPointSizeF(self.font().pointSizeF() + 1)
        result_font.setBold(True)
        self.encode_label.setFont(result_font)
        self.encode_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.encode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.encode_edit.textChanged.connect(self._encode)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.encode_edit)
        row.addWidget(self.encode_label, 1)
        return row

    def _build_encode_steps(self) -> QHBoxLayout:
        """The word's encoding rule by rule, and the symbols the vocabulary never saw."""
        self.unknown_label = QLabel(self)
        self.unknown_label.setWordWrap(True)
        self.unknown_label.setStyleSheet("color:#c62828")
        self.unknown_label.hide()
        self.steps_list = QListWidget(self)
        self.steps_list.setToolTip(
            "The word's encoding one applied rule at a time (lowest rank first); the pieces "
            "each rule merged are in [brackets]. Step with the arrow keys or the buttons."
        )
        self.steps_list.setMaximumHeight(self.fontMetrics().height() * 6 + 8)
        self.steps_list.hide()
        self.step_back = self._tool("◀ Step", "Previous rule of the encoding", self._step_back)
        self.step_next = self._tool("Step ▶", "Next rule of the encoding", self._step_next)
        column = QVBoxLayout()
        column.addWidget(self.unknown_label)
        column.addWidget(self.steps_list)
        buttons = QVBoxLayout()
        buttons.addWidget(self.step_back)
        buttons.addWidget(self.step_next)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(column, 1)
        row.addLayout(buttons)
        return row

    def _step_back(self) -> None:
        self.steps_list.setCurrentRow(max(0, self.steps_list.currentRow() - 1))

    def _step_next(self) -> None:
        last = self.steps_list.count() - 1
        self.steps_list.setCurrentRow(min(last, self.steps_list.currentRow() + 1))

    def _show_steps(self, text: str) -> None:
        """Fill the step list and the unknown-symbol note for the typed word(s)."""
        run = self._run
        words = text.split()
        self.steps_list.clear()
        if run is None or not words:
            self.steps_list.hide()
            self.unknown_label.hide()
            for button in (self.step_back, self.step_next):
                button.setEnabled(False)
            return
        unknown: list[str] = []
        for word in words:
            steps = run.encode_word_steps(word)
            for symbol in run.unknown_symbols(steps[-1][1]):
                if symbol not in unknown:
                    unknown.append(symbol)
            for rule, symbols in steps:
                merged = rule.merged if rule is not None else None
                shown = SYMBOL_SEPARATOR.join(
                    f"[{show_symbol(x)}]" if x == merged else show_symbol(x) for x in symbols
                )
                if rule is None:
                    head = f"{word}: start, characters + {END_OF_WORD}"
                else:
                    head = (
                        f"{word}: rank {rule.rank} {show_symbol(rule.left)} + "
                        f"{show_symbol(rule.right)}"
                    )
                self.steps_list.addItem(f"{head}  →  {shown}  ({len(symbols)})")
        self.steps_list.show()
        self.steps_list.setCurrentRow(self.steps_list.count() - 1)
        for button in (self.step_back, self.step_next):
            button.setEnabled(True)
        if unknown:
            names = ", ".join(show_symbol(x) for x in unknown)
            self.unknown_label.setText(
                f"Not in the vocabulary: {names}. Training never saw "
                f"{'this symbol' if len(unknown) == 1 else 'these symbols'}, so no rule can "
                f"merge {'it' if len(unknown) == 1 else 'them'}; each stays a piece of its own."
            )
            self.unknown_label.show()
        else:
            self.unknown_label.hide()

    # -- public API
    @property
    def run(self) -> WordTrainingRun | None:
        """The run shown, or None."""
        return self._run

    @property
    def stage(self) -> int:
        """The stage shown (``round_cursor.value``)."""
        return self.round_cursor.value

    def set_run(self, run: WordTrainingRun | None, *, stage: int = 0) -> None:
        """Show ``run`` (None clears the view) at ``stage``, clamped to ``0..merge_count``."""
        self._run = run
        k = run.merge_count if run is not None else 0
        stage = min(max(0, stage), k)
        for model in (self.segmentation_model, self.candidates_model, self.rules_model):
            model.set_run(run, stage)
        self.title_label.setText(view_title(run.tie if run is not None else "alphabetical-first"))
        self.encode_edit.setEnabled(run is not None)
        self.round_cursor.reset(k, stage)
        self._encode(self.encode_edit.text())

    # -- updates
    def _show_stage(self, stage: int) -> None:
        for model in (self.segmentation_model, self.candidates_model, self.rules_model):
            model.set_stage(stage)
        self._sync_navigation()
        self._update_words()
        self._update_candidates()
        self._update_rules()
        self.candidates_table.scrollToTop()

    def _sync_navigation(self) -> None:
        c = self.round_cursor
        k = c.maximum
        self.slider.blockSignals(True)
        self.slider.setRange(0, k)
        self.slider.setValue(c.value)
        self.slider.blockSignals(False)
        self.slider.setEnabled(self._run is not None and k > 0)
        self.stage_label.setText(f"stage {c.value} of {k}")
        self.buttons["first"].setEnabled(c.value > 0)
        self.buttons["previous"].setEnabled(c.value > 0)
        self.buttons["next"].setEnabled(c.value < k)
        self.buttons["last"].setEnabled(c.value < k)

    def _update_words(self) -> None:
        m = self.segmentation_model
        run = self._run
        if run is None:
            self.words_title.setText("<b>Words</b>")
            self.words_summary.setText("No word table loaded.")
            return
        stage = m.stage
        detail = (
            f"characters + {END_OF_WORD}"
            if stage == 0
            else f"after {stage} merge{'s' * (stage != 1)}"
        )
        self.words_title.setText(f"<b>Words at stage {stage}</b> ({html.escape(detail)})")
        n = len(run.words)
        occurrences = sum(run.frequencies.values())
        total = m.total_symbols()
        text = f"{n} word{'s' * (n != 1)} · {occurrences} occurrences · {total} symbols in all"
        if stage > 0:
            start = sum(f * (len(w) + 1) for w, f in run.frequencies.items())
            text += f" (was {start})"
        self.words_summary.setText(text)
        self.words_summary.setToolTip(
            "symbols in all: every word's symbol count times its frequency, i.e. the length "
            "of the training text in symbols; each merge shortens it by the winner's count"
        )

    def _update_candidates(self) -> None:
        m = self.candidates_model
        self.why_label.setText(m.explanation())
        if self._run is None:
            self.candidates_title.setText("<b>Candidates</b>")
            self.pairs_label.setText("")
        elif m.has_round:
            self.candidates_title.setText(f"<b>Candidates of round {m.stage}</b>")
            n = m.rowCount()
            self.pairs_label.setText(f"{n} distinct pair{'s' * (n != 1)} on stage {m.stage}")
        else:
            self.candidates_title.setText(f"<b>Candidates</b>: stage {m.stage} is the last")
            self.pairs_label.setText("")

    def _update_rules(self) -> None:
        m = self.rules_model
        if self._run is None:
            self.rules_title.setText("<b>Rules learned</b>")
            self.vocabulary_label.setText("")
            return
        self.rules_title.setText(f"<b>Rules learned</b>: {m.stage} of {self._run.merge_count}")
        self.vocabulary_label.setText(f"vocabulary: {m.vocabulary_size()} symbols")

    def _follow_newest_rule(self) -> None:
        row = self.rules_model.newest_row
        if row is not None:
            self.rules_table.scrollTo(self.rules_model.index(row, 0))

    def _encode(self, text: str) -> None:
        self._show_steps(text)
        if self._run is None:
            self.encode_label.setText("")
            return
        result = describe_encoding(self._run, text)
        if not result:
            k = self._run.merge_count
            result = f"uses all {k} rule{'s' * (k != 1)} of the run, lowest rank first"
            self.encode_label.setStyleSheet(f"color:{_MUTED}; font-weight:normal")
        else:
            self.encode_label.setStyleSheet("")
        self.encode_label.setText(result)
