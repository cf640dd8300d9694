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

import re
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.wordfreq import END_OF_WORD, WordTrainingRun
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.models.word_candidates import WordCandidateColumn, WordCandidatesModel
from bpe_viewer.qt.models.words import (
    WordRuleColumn,
    WordRulesModel,
    WordSegmentationColumn,
    WordSegmentationModel,
)
from bpe_viewer.qt.palette import note_box_style
from bpe_viewer.qt.translatable import PluralTr
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.font_sizes import (
    set_table_font,
)
from bpe_viewer.qt.widgets.symbol_chips import (
    SymbolChipDelegate,
)
from bpe_viewer.qt.widgets.word_encoder import WordEncoderBox, text_button
from bpe_viewer.qt.widgets.word_fit import PANE_RATIO, WordPaneHeights, WordPaneWidths

__all__ = ["WordFrequencyView", "view_title"]


BASE_POINT_SIZE = 13.0
_WHY_STYLE = note_box_style(6)
_MUTED = Palette.MUTED_TEXT.name()


def view_title(tie: str = "alphabetical-first") -> str:
    """The title line, naming the rule and the tie policy (docs/rules.md s4), in the
    window's language."""
    if tie == "alphabetical-last":
        title = QCoreApplication.translate(
            "WordFrequencyView",
            "Word-frequency BPE (characters + {end}, counts weighted by frequency; "
            "ties: the alphabetically last pair)",
        )
    else:
        title = QCoreApplication.translate(
            "WordFrequencyView",
            "Word-frequency BPE (characters + {end}, counts weighted by frequency; "
            "ties: the alphabetically first pair)",
        )
    return title.format(end=END_OF_WORD)


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


def _plain(title: str) -> str:
    """A title of the catalogues, marked bold in HTML (``<b>…</b>``), as the plain text
    of a bold :class:`FittedLabel` (:func:`_pane_title`)."""
    return re.sub(r"</?b>", "", title)


def _pane_title(parent: QWidget) -> FittedLabel:
    """A pane's bold title: two whole lines at most (one on a short screen), the rest
    in its tooltip."""
    label = FittedLabel(max_lines=2, parent=parent, hint_chars=None)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


def _note(parent: QWidget) -> FittedLabel:
    """A muted note that wraps rather than widening its pane (two whole lines at most,
    one on a short screen; the whole in its tooltip)."""
    label = FittedLabel(max_lines=2, parent=parent, hint_chars=None)
    label.setStyleSheet(f"color:{_MUTED}")
    return label


class WordFrequencyView(PluralTr, QWidget):
    """Step through a word-frequency BPE run: words, candidates, rules, encoder.

    Args:
        parent: the parent widget.
        cursor: the round cursor to follow; by default the view makes its own.
        offers_loading: while empty, offer "Open word table…" and "Load the example"
            (False for a view that shows a table loaded elsewhere).

    Attributes:
        round_cursor: the current stage (0 = characters + ``</w>``; r = after r merges).
        segmentation_model, candidates_model, rules_model: the three table models.
        words_table, candidates_table, rules_table: their views.
        title_label, stage_label, why_label, encode_edit, encode_label, slider,
        buttons (``first``, ``previous``, ``next``, ``last``): the controls.
        open_table_button, example_button: the empty state's buttons, shown while no
            table is loaded.

    Signals:
        open_table_requested(): "Open word table…" was clicked (the window asks for a
            file).
        example_requested(): "Load the example" was clicked (the built-in word table).
    """

    open_table_requested = Signal()
    example_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cursor: RoundCursor | None = None,
        offers_loading: bool = True,
    ) -> None:
        super().__init__(parent)
        self._offers_loading = offers_loading
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), BASE_POINT_SIZE))
        self.setFont(font)
        self._normal_point_size = font.pointSizeF()
        self._run: WordTrainingRun | None = None
        self.round_cursor = cursor if cursor is not None else RoundCursor(self)
        self.segmentation_model = WordSegmentationModel(self)
        self.candidates_model = WordCandidatesModel(self)
        self.rules_model = WordRulesModel(self)
        #: the title of a tie order, in the window's language (a comparison names its own)
        self.title_for: Callable[[str], str] = view_title
        #: the columns' and the panes' widths; the lines of the titles and notes
        self.pane_widths = WordPaneWidths(self)
        self.pane_heights = WordPaneHeights(self)
        self._build()
        self.pane_widths.fit_all()
        self.round_cursor.stage_changed.connect(self._show_stage)
        self.round_cursor.maximum_changed.connect(lambda _m: self._sync_navigation())
        self.round_cursor.range_reset.connect(lambda _m, stage: self._show_stage(stage))
        self.retranslate()
        self.set_run(None)

    def retranslate(self) -> None:
        """The tab's buttons, tips and titles in the window's language; the run and the
        stage shown stay."""
        texts = {
            "first": (self.tr("|◀ First"), self.tr("Stage 0: every word as characters + </w>")),
            "previous": (self.tr("◀ Previous"), self.tr("Undo the last merge")),
            "next": (self.tr("Next ▶"), self.tr("Apply the next merge")),
            "last": (self.tr("Last ▶|"), self.tr("After every merge")),
        }
        for key, (text, tip) in texts.items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        self.slider.setToolTip(self.tr("Drag to any stage"))
        self.open_table_button.setText(self.tr("Open word table…"))
        self.open_table_button.setToolTip(
            self.tr('Open a JSON object {word: count}, e.g. {"low": 5, "lower": 2}')
        )
        self.example_button.setText(self.tr("Load the example"))
        self.example_button.setToolTip(
            self.tr("low:5 lower:2 newest:6 widest:3 (docs/rules.md s4.2)")
        )
        run = self._run
        self.title_label.setText(
            self.title_for(run.tie if run is not None else "alphabetical-first")
        )
        self._sync_navigation()
        self._update_words()
        self._update_candidates()
        self._update_rules()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the tab's texts again, and the columns, panes, titles and
        notes fitted to their new widths."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.pane_widths.fit_all()
            self.pane_heights.fit()

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
        # A label with a style sheet (the why box, the notes) keeps its own font when
        # the view's changes: each is handed the zoomed one.
        title_font = QFont(font)
        title_font.setBold(True)
        for title in (self.words_title, self.candidates_title, self.rules_title):
            title.setFont(title_font)
        for label in (
            self.why_label,
            self.words_summary,
            self.pairs_label,
            self.vocabulary_label,
            self.unknown_label,
        ):
            label.setFont(font)
        self.pane_widths.zoom_chips(scale)
        row_h = QFontMetrics(font).height() + 10
        for table in (self.candidates_table, self.rules_table):
            set_table_font(table, font)
            table.verticalHeader().setDefaultSectionSize(row_h)
        set_table_font(self.words_table, font)
        self.pane_widths.fit_all()
        self.pane_heights.fit()

    @property
    def short(self) -> bool:
        """True while the titles and notes keep to one line, so the tables keep their
        rows (:meth:`WordPaneHeights.fit`)."""
        return self.pane_heights.short

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """A new size: the titles and notes take the lines the tables can spare."""
        super().resizeEvent(event)
        self.pane_heights.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The panes' splitter has a new size: the panes share it again
        (:meth:`WordPaneWidths.fit_panes`)."""
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            # after the splitter has spread the new size by its stretch factors
            self._panes_timer.start()
        return super().eventFilter(watched, event)

    # -- construction
    def _build(self) -> None:
        big = QFont(self.font())
        big.setPointSizeF(self.font().pointSizeF() + 3)
        big.setBold(True)
        # Whole lines, two at most, the rest in its tooltip: wrapped to three lines at
        # 200 % it squeezed the panes under it on a 768-pixel screen.
        self.title_label = FittedLabel(view_title(), max_lines=2, parent=self, hint_chars=None)
        self.title_label.setFont(big)

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
        for i, stretch in enumerate(PANE_RATIO):
            splitter.setStretchFactor(i, stretch)
        splitter.setSizes([10 * r for r in PANE_RATIO])
        self.splitter = splitter
        self._panes_timer = QTimer(self)
        self._panes_timer.setSingleShot(True)
        self._panes_timer.setInterval(0)
        self._panes_timer.timeout.connect(self.pane_widths.fit_panes)
        splitter.installEventFilter(self)
        layout.addWidget(splitter, 1)
        self.encoder = WordEncoderBox(self, spacing=layout.spacing())
        layout.addWidget(self.encoder)
        e = self.encoder
        self.encode_edit, self.encode_label = e.encode_edit, e.encode_label
        self.steps_list, self.step_back, self.step_next = e.steps_list, e.step_back, e.step_next
        self.unknown_label = e.unknown_label

    def _build_navigation(self) -> QHBoxLayout:
        c = self.round_cursor
        self.buttons = {
            # texts and tips: :meth:`retranslate`
            "first": text_button(self, "", "", c.first),
            "previous": text_button(self, "", "", lambda: c.step(-1)),
            "next": text_button(self, "", "", lambda: c.step(1)),
            "last": text_button(self, "", "", c.last),
        }
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(1)
        self.slider.setPageStep(1)
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
        header.setSectionResizeMode(WordSegmentationColumn.SYMBOLS, QHeaderView.ResizeMode.Stretch)
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.words_title)
        lay.addWidget(self.words_summary)
        lay.addWidget(self._build_empty_state(pane))
        lay.addWidget(self.words_table, 1)
        lay.addStretch()  # takes the table's room while the table is hidden
        return pane

    def _build_empty_state(self, pane: QWidget) -> QWidget:
        """What to do while no table is loaded: open one, or the built-in example."""
        box = self.empty_state = QWidget(pane)
        self.open_table_button = QPushButton(box)
        self.open_table_button.clicked.connect(self.open_table_requested)
        self.example_button = QPushButton(box)
        self.example_button.clicked.connect(self.example_requested)
        # One under the other: side by side they would widen the pane at a large text
        # size (View ▸ Larger Text) and with it the narrowest window.
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        for button in (self.open_table_button, self.example_button):
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        return box

    def _build_candidates_pane(self) -> QWidget:
        pane = QWidget(self)
        self.candidates_title = _pane_title(pane)
        # whole lines, three at most (two on a short screen), the rest in its tooltip
        self.why_label = FittedLabel(max_lines=3, parent=pane, hint_chars=None)
        self.why_label.setStyleSheet(_WHY_STYLE)
        self.pairs_label = _note(pane)
        row_h = QFontMetrics(self.font()).height() + 10
        self.candidates_table = _table(self.candidates_model, pane, row_h)
        header = self.candidates_table.horizontalHeader()
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
        # The pair is sized as the other readable columns are; the merged token, as in
        # the candidates table, takes the room left.
        header.setSectionResizeMode(WordRuleColumn.MERGED, QHeaderView.ResizeMode.Stretch)
        self.rules_model.rowsInserted.connect(lambda *_: self._follow_newest_rule())
        self.rules_model.modelReset.connect(self._follow_newest_rule)
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.rules_title)
        lay.addWidget(self.vocabulary_label)
        lay.addWidget(self.rules_table, 1)
        return pane

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
        self.title_label.setText(
            self.title_for(run.tie if run is not None else "alphabetical-first")
        )
        # The empty state takes the empty table's place, so the pane asks no more height
        # for its buttons than for a table (a 768-pixel screen at 200 % text).
        empty = run is None and self._offers_loading
        self.empty_state.setVisible(empty)
        self.words_table.setVisible(not empty)
        self.round_cursor.reset(k, stage)
        self.encoder.set_run(run)

    # -- updates
    def _show_stage(self, stage: int) -> None:
        for model in (self.segmentation_model, self.candidates_model, self.rules_model):
            model.set_stage(stage)
        self._sync_navigation()
        self._update_words()
        self._update_candidates()
        self._update_rules()
        self.pane_widths.fit_candidate_columns()
        self.pane_widths.fit_rule_columns()
        self._panes_timer.start()  # the candidates' columns may need more room now
        self.candidates_table.scrollToTop()
        self.pane_heights.fit()  # the titles' and notes' new texts

    def _sync_navigation(self) -> None:
        c = self.round_cursor
        k = c.maximum
        self.slider.blockSignals(True)
        self.slider.setRange(0, k)
        self.slider.setValue(c.value)
        self.slider.blockSignals(False)
        self.slider.setEnabled(self._run is not None and k > 0)
        self.stage_label.setText(self.tr("stage {stage} of {last}").format(stage=c.value, last=k))
        self.buttons["first"].setEnabled(c.value > 0)
        self.buttons["previous"].setEnabled(c.value > 0)
        self.buttons["next"].setEnabled(c.value < k)
        self.buttons["last"].setEnabled(c.value < k)

    def _update_words(self) -> None:
        m = self.segmentation_model
        run = self._run
        if run is None:
            self.words_title.setText(_plain(self.tr("<b>Words</b>")))
            self.words_summary.setText(
                self.tr(
                    "No word table loaded: open a JSON table {word: count}, or load the example."
                )
                if self._offers_loading
                else self.tr("No word table loaded.")
            )
            return
        stage = m.stage
        if stage == 0:
            detail = self.tr("characters + {end}").format(end=END_OF_WORD)
        else:
            detail = self.tr("after {count} merge(s)", "", stage).format(count=stage)
        title = _plain(self.tr("<b>Words at stage {stage}</b> ({detail})"))
        self.words_title.setText(title.format(stage=stage, detail=detail))
        n = len(run.words)
        occurrences = sum(run.frequencies.values())
        total = m.total_symbols()
        words = self.tr("{count} word(s)", "", n).format(count=n)
        text = self.tr("{words} · {occurrences} occurrences · {total} symbols in all").format(
            words=words, occurrences=occurrences, total=total
        )
        if stage > 0:
            start = sum(f * (len(w) + 1) for w, f in run.frequencies.items())
            text += self.tr(" (was {start})").format(start=start)
        self.words_summary.setText(text)
        self.words_summary.set_note(
            self.tr(
                "symbols in all: every word's symbol count times its frequency, i.e. the "
                "length of the training text in symbols; each merge shortens it by the "
                "winner's count"
            )
        )

    def _update_candidates(self) -> None:
        m = self.candidates_model
        self.why_label.setText(m.explanation())
        if self._run is None:
            self.candidates_title.setText(_plain(self.tr("<b>Candidates</b>")))
            self.pairs_label.setText("")
        elif m.has_round:
            title = _plain(self.tr("<b>Candidates of round {round}</b>"))
            self.candidates_title.setText(title.format(round=m.stage))
            n = m.rowCount()
            pairs = self.tr("{count} distinct pair(s) on stage {stage}", "", n)
            self.pairs_label.setText(pairs.format(count=n, stage=m.stage))
        else:
            last = _plain(self.tr("<b>Candidates</b>: stage {stage} is the last"))
            self.candidates_title.setText(last.format(stage=m.stage))
            self.pairs_label.setText("")

    def _update_rules(self) -> None:
        m = self.rules_model
        if self._run is None:
            self.rules_title.setText(_plain(self.tr("<b>Rules learned</b>")))
            self.vocabulary_label.setText("")
            return
        learned = _plain(self.tr("<b>Rules learned</b>: {stage} of {count}"))
        self.rules_title.setText(learned.format(stage=m.stage, count=self._run.merge_count))
        vocabulary = self.tr("vocabulary: {size} symbols")
        self.vocabulary_label.setText(vocabulary.format(size=m.vocabulary_size()))

    def _follow_newest_rule(self) -> None:
        row = self.rules_model.newest_row
        if row is not None:
            self.rules_table.scrollTo(self.rules_model.index(row, 0))
