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
    QModelIndex,
    QObject,
    QPersistentModelIndex,
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
    WordRoles,
    WordRuleColumn,
    WordRulesModel,
    WordSegmentationColumn,
    WordSegmentationModel,
)
from bpe_viewer.qt.palette import note_box_style
from bpe_viewer.qt.translatable import PluralTr
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.font_sizes import (
    column_width,
    fit_columns,
    set_table_font,
    widest_value,
)
from bpe_viewer.qt.widgets.symbol_chips import (
    CELL_MARGIN,
    CHIP_GAP,
    CHIP_POINT_SIZE,
    SymbolChipDelegate,
)
from bpe_viewer.qt.widgets.word_encoder import WordEncoderBox, text_button

__all__ = ["WordFrequencyView", "view_title"]

_Index = QModelIndex | QPersistentModelIndex

BASE_POINT_SIZE = 13.0
_WHY_STYLE = note_box_style(6)
_MUTED = Palette.MUTED_TEXT.name()
_PANE_RATIO = (46, 36, 38)


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


#: The widest value each fixed column shows whole; its width follows the font.
WORD_COLUMN_SAMPLES: dict[int, str] = {
    WordSegmentationColumn.WORD: "newest_",
    WordSegmentationColumn.FREQUENCY: "00000",
    WordSegmentationColumn.COUNT: "00",
}
CANDIDATE_COLUMN_SAMPLES: dict[int, str] = {
    WordCandidateColumn.MARK: "★ winner",
}
#: The candidate columns sized from the values of the round shown (a symbol of one or
#: two letters early on, whole words late; counts of any size), never elided.
CANDIDATE_VALUE_COLUMNS = (
    WordCandidateColumn.LEFT,
    WordCandidateColumn.RIGHT,
    WordCandidateColumn.COUNT,
)
#: The widest merged token the rules table shows whole when the tab has room (its
#: merged column stretches; the words pane gives up room for it: ``_fit_panes``).
MERGED_SAMPLE = "newest</w>"
RULE_COLUMN_SAMPLES: dict[int, str] = {
    WordRuleColumn.RANK: "000",
    # the pair that makes the merged sample, read as the left and right columns are
    WordRuleColumn.PAIR: "n + ewest</w>",
    WordRuleColumn.MERGED: MERGED_SAMPLE,
    WordRuleColumn.COUNT: "0000",
    WordRuleColumn.TIED: "3-way",
}


#: Whole rows each table keeps in view (fewer when it has fewer): the titles and notes
#: above them give way to one line first (:meth:`WordFrequencyView._fit_heights`).
ROWS_SHOWN = 3
#: What gives way, in this order, when the three panes cannot show every column whole
#: side by side (a projector at a large text size): ``(table, column, sample)``, where
#: a sample narrows the column to it and None hides the column. The word's chips spell
#: it and the why box names the merged symbol, so those columns can go; the counts,
#: the pairs and the chips of the widest word stay.
NARROW_ORDER: tuple[tuple[str, int, str | None], ...] = (
    ("rules_table", WordRuleColumn.TIED, None),
    ("candidates_table", WordCandidateColumn.MARK, "★…"),
    ("rules_table", WordRuleColumn.MERGED, None),
    ("words_table", WordSegmentationColumn.WORD, None),
    ("candidates_table", WordCandidateColumn.MERGED, None),
    ("words_table", WordSegmentationColumn.COUNT, None),
    ("rules_table", WordRuleColumn.COUNT, None),
)
#: Words whose chips are measured for the widest row (the first ones of the table).
CHIP_SAMPLE_ROWS = 200


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
        #: the text zoom the chips follow, and the share of it they keep on a narrow tab
        self._chip_scale = 1.0
        self._chip_factor = 1.0
        #: titles and notes on one line each: the tables' rows need their height
        self._short = False
        self._short_level = 0
        #: a fit of the heights is running, and a resize asked for another meanwhile
        self._fitting_heights = False
        self._refit_heights = False
        self._build()
        self._fit_columns()
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
            self._fit_columns()
            self._fit_heights()

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
        self._chip_scale = scale
        self._chip_factor = 1.0
        self._set_chip_size(CHIP_POINT_SIZE * scale)
        row_h = QFontMetrics(font).height() + 10
        for table in (self.candidates_table, self.rules_table):
            set_table_font(table, font)
            table.verticalHeader().setDefaultSectionSize(row_h)
        set_table_font(self.words_table, font)
        self._fit_columns()
        self._fit_heights()

    def _set_chip_size(self, point_size: float) -> None:
        """The words' symbol chips at ``point_size``; their rows as tall as a chip."""
        self.chip_delegate = SymbolChipDelegate(self, point_size)
        self.words_table.setItemDelegateForColumn(
            WordSegmentationColumn.SYMBOLS, self.chip_delegate
        )
        self.words_table.verticalHeader().setDefaultSectionSize(self.chip_delegate.row_height())

    def _fit_columns(self) -> None:
        """Column widths from the fonts (the titles and a typical value stay whole)."""
        self._fit_word_columns()
        self._fit_candidate_columns()
        self._fit_rule_columns()
        self._fit_panes()

    def _fit_word_columns(self) -> None:
        """The word and ``#`` columns from their samples, the frequency from the widest
        frequency of the table (and its title)."""
        table = self.words_table
        samples = dict(WORD_COLUMN_SAMPLES)
        column = WordSegmentationColumn.FREQUENCY
        samples[column] = widest_value(self.segmentation_model, column, table.font()) or "0"
        fit_columns(table, samples)

    def _fit_rule_columns(self) -> None:
        """The rules' columns from their samples, the pair from the widest pair learned
        so far (every pair of the last stage whole at its stage, not a narrow screen's
        room spent on it from the start)."""
        table = self.rules_table
        samples = dict(RULE_COLUMN_SAMPLES)
        pair = widest_value(self.rules_model, WordRuleColumn.PAIR, table.font())
        samples[WordRuleColumn.PAIR] = pair or "e + s"
        fit_columns(table, samples)

    def _fit_candidate_columns(self) -> None:
        """The mark column from its sample; the left, right and count columns from the
        widest value of the round shown (and their titles), so the merged token, which
        stretches, gets the rest and the count column stays in view."""
        table = self.candidates_table
        samples = dict(CANDIDATE_COLUMN_SAMPLES)
        for column in CANDIDATE_VALUE_COLUMNS:
            samples[column] = widest_value(self.candidates_model, column, table.font())
        fit_columns(table, samples)

    def _table_need(self, table: QTableView, stretch: int, sample: str = MERGED_SAMPLE) -> int:
        """Pixels ``table`` needs to show every column whole: the fixed columns as they
        are sized, the stretching one ``stretch`` its ``sample`` (nothing when it is
        hidden, or for an empty sample), the scroll bar and the frame."""
        header = table.horizontalHeader()
        fixed = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c != stretch and not header.isSectionHidden(c)
        )
        bar = table.verticalScrollBar().sizeHint().width()
        shown = not header.isSectionHidden(stretch) and sample
        stretched = column_width(table, stretch, sample) if shown else 0
        return fixed + stretched + bar + 2 * table.frameWidth()

    def _chips_need(self, delegate: SymbolChipDelegate) -> int:
        """Pixels the symbols column needs for the widest word's chips at the stage (of
        the first :data:`CHIP_SAMPLE_ROWS` words), with the cell's margins."""
        model = self.segmentation_model
        widest = 0
        for row in range(min(model.rowCount(), CHIP_SAMPLE_ROWS)):
            chips = model.index(row, WordSegmentationColumn.SYMBOLS).data(WordRoles.SYMBOLS)
            if chips:
                widest = max(widest, sum(delegate.chip_width(c.text) + CHIP_GAP for c in chips))
        return widest + 2 * CELL_MARGIN + 2

    def _pane_needs(self) -> list[int]:
        """Pixels each pane needs to show its columns whole (the words' chips too)."""
        words = self._table_need(self.words_table, WordSegmentationColumn.SYMBOLS, "")
        words += self._chips_need(self.chip_delegate)
        candidates = self._table_need(
            self.candidates_table,
            WordCandidateColumn.MERGED,
            widest_value(self.candidates_model, WordCandidateColumn.MERGED, self.font()),
        )
        rules = self._table_need(
            self.rules_table,
            WordRuleColumn.MERGED,
            widest_value(self.rules_model, WordRuleColumn.MERGED, self.font()),
        )
        return [words, candidates, rules]

    def _narrow_columns(self, total: int) -> list[int]:
        """Show every column of :data:`NARROW_ORDER` at its width, then narrow or hide
        them in that order until the panes' needs fit ``total`` pixels; then, if they
        still do not, the chips shrink (never below their size at 100 %). Returns the
        panes' needs."""
        for name, column, _sample in NARROW_ORDER:
            table: QTableView = getattr(self, name)
            table.horizontalHeader().setSectionHidden(column, False)
        fit_columns(self.candidates_table, CANDIDATE_COLUMN_SAMPLES)
        chip_size = CHIP_POINT_SIZE * self._chip_scale
        if self._chip_factor != 1.0:
            self._chip_factor = 1.0
            self._set_chip_size(chip_size)
        needs = self._pane_needs()
        for name, column, sample in NARROW_ORDER:
            if sum(needs) <= total:
                return needs
            table = getattr(self, name)
            if sample is None:
                table.horizontalHeader().setSectionHidden(column, True)
            else:
                table.horizontalHeader().resizeSection(column, column_width(table, column, sample))
            needs = self._pane_needs()
        floor = 1.0 / max(1.0, self._chip_scale)
        # a chip's padding does not shrink with its text: a few tries close in
        for _ in range(4):
            if sum(needs) <= total or self._run is None or self._chip_factor <= floor:
                break
            chips = self._chips_need(self.chip_delegate)
            room = chips - (sum(needs) - total)
            self._chip_factor = max(floor, self._chip_factor * min(1.0, room / max(1, chips)))
            self._set_chip_size(chip_size * self._chip_factor)
            needs = self._pane_needs()
        return needs

    def _fit_panes(self) -> None:
        """The panes share the width in the ratio :data:`_PANE_RATIO`, except that the
        candidates, then the rules, get the room their columns need whole (the merged
        token as well as the counts) when the words pane can spare it, down to two
        thirds of its share or the room its widest word's chips need (its chips stretch
        into any room). When the three cannot show everything whole side by side, the
        columns of :data:`NARROW_ORDER` give way in turn, and the words and the
        candidates get what they need before the rules."""
        splitter = getattr(self, "splitter", None)
        sizes = splitter.sizes() if splitter is not None else []
        total = sum(sizes)
        if splitter is None or total <= 0 or len(sizes) != len(_PANE_RATIO):
            return
        needs = self._narrow_columns(total)
        shares = [total * r // sum(_PANE_RATIO) for r in _PANE_RATIO]
        shares[0] = total - sum(shares[1:])
        if sum(needs) > total:
            rules = max(total - needs[0] - needs[1], self.rules_table.minimumSizeHint().width())
            words = max(1, min(needs[0], total - needs[1] - rules))
            wanted = [words, total - words - rules, rules]
        else:
            keep = min(shares[0], max(round(shares[0] * 2 / 3), needs[0]))
            spare = shares[0] - keep
            wanted = list(shares)
            for pane in (1, 2):
                give = min(max(0, needs[pane] - wanted[pane]), spare)
                spare -= give
                wanted[0] -= give
                wanted[pane] += give
            # a pane still short of its need (the words' chips, the candidates' merged
            # symbols): the others give what they have beyond their own, the rules first
            for short in (0, 1):
                for pane in (2, 1, 0):
                    if pane == short:
                        continue
                    lack = max(0, needs[short] - wanted[short])
                    give = min(lack, max(0, wanted[pane] - needs[pane]))
                    wanted[pane] -= give
                    wanted[short] += give
        if any(abs(a - b) > 1 for a, b in zip(wanted, sizes, strict=True)):
            splitter.setSizes(wanted)

    def _rows_short(self) -> bool:
        """True when a table shows fewer than :data:`ROWS_SHOWN` whole rows (or all its
        rows, when it has fewer) as the panes are laid out now."""
        for table in (self.words_table, self.candidates_table, self.rules_table):
            model = table.model()
            rows = min(ROWS_SHOWN, model.rowCount() if model is not None else 0)
            need = rows * table.verticalHeader().defaultSectionSize()
            if table.isVisibleTo(self) and table.viewport().height() < need:
                return True
        return False

    def _lay_out_now(self) -> None:
        # the layouts asked for by the new line counts, now, not on a later turn
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        for pane in (self.splitter.widget(i) for i in range(self.splitter.count())):
            pane_layout = pane.layout() if pane is not None else None
            if pane_layout is not None:
                pane_layout.activate()

    def _fit_heights(self) -> None:
        """Titles and notes take two whole lines at most (the why box three) while every
        table keeps :data:`ROWS_SHOWN` whole rows; on a screen too short for that (a
        projector at a large text size) the tab's title and the notes give way to one
        line first, then the panes' titles too and the why box to two, the whole text
        in their tooltips.

        Laying the tab out can resize it again (the presentation view hides the
        window's bars while the layouts settle): that resize's fit waits for this one,
        which starts over at the new size, so no fit measured at the old size has the
        last word."""
        if self._fitting_heights:
            self._refit_heights = True
            return
        self._fitting_heights = True
        try:
            for _ in range(3):
                self._refit_heights = False
                level = 0
                if self._run is not None and self.isVisible():
                    for level in range(7):
                        self._set_short_level(level)
                        self._lay_out_now()
                        if not self._rows_short():
                            break
                self._set_short_level(level)
                if not self._refit_heights:
                    break
        finally:
            self._fitting_heights = False

    def _set_short_level(self, level: int) -> None:
        """0: two lines each (the why box three); 1: the tab's title and the notes one;
        2: the panes' titles one too and the why box two; 3: the candidates' count of
        pairs goes; 4: the why box one line; 5: the tab's title goes; 6: the words' and
        the vocabulary's notes go. What goes is said in the tooltip of the title above
        it (the stage's for the tab's title)."""
        self._short = level > 0
        self._short_level = level
        lines = 1 if level > 0 else 2
        for label in (self.title_label, self.words_summary, self.pairs_label):
            label.set_max_lines(lines)
        self.vocabulary_label.set_max_lines(lines)
        for label in (self.words_title, self.candidates_title, self.rules_title):
            label.set_max_lines(1 if level > 1 else 2)
        self.why_label.set_max_lines(1 if level > 3 else 2 if level > 1 else 3)
        folds = (
            (3, self.pairs_label, self.candidates_title),
            (5, self.title_label, self.stage_label),
            (6, self.words_summary, self.words_title),
            (6, self.vocabulary_label, self.rules_title),
        )
        for step, label, holder in folds:
            folded = level >= step
            label.setVisible(not folded)
            own = holder.text() if isinstance(holder, FittedLabel) else ""
            holder.setToolTip("\n\n".join(t for t in (own, label.text()) if t) if folded else own)

    @property
    def short(self) -> bool:
        """True while the titles and notes keep to one line, so the tables keep their
        rows (:meth:`_fit_heights`)."""
        return self._short

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """A new size: the titles and notes take the lines the tables can spare."""
        super().resizeEvent(event)
        self._fit_heights()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The panes' splitter has a new size: the panes share it again
        (:meth:`_fit_panes`)."""
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
        for i, stretch in enumerate(_PANE_RATIO):
            splitter.setStretchFactor(i, stretch)
        splitter.setSizes([10 * r for r in _PANE_RATIO])
        self.splitter = splitter
        self._panes_timer = QTimer(self)
        self._panes_timer.setSingleShot(True)
        self._panes_timer.setInterval(0)
        self._panes_timer.timeout.connect(self._fit_panes)
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
        self._fit_candidate_columns()
        self._fit_rule_columns()
        self._panes_timer.start()  # the candidates' columns may need more room now
        self.candidates_table.scrollToTop()
        self._fit_heights()  # the titles' and notes' new texts

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
