"""How the Words tab fits its three panes (words, candidates, rules) to the room it has.

- :class:`WordPaneWidths`: the columns sized from the fonts, the panes' share of the
  splitter (:data:`PANE_RATIO`, with room moved to the pane whose columns need it), the
  columns of :data:`NARROW_ORDER` giving way in turn and, last, the words' chips shrinking.
- :class:`WordPaneHeights`: the titles and notes giving way to fewer lines, then
  folding into their title's tooltip, so every table keeps :data:`ROWS_SHOWN` whole rows.

Both measure and size the widgets of a
:class:`~bpe_viewer.qt.widgets.word_view.WordFrequencyView`; neither holds any text of
its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QTableView

from bpe_viewer.qt.models.word_candidates import WordCandidateColumn
from bpe_viewer.qt.models.words import WordRoles, WordRuleColumn, WordSegmentationColumn
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.font_sizes import column_width, fit_columns, widest_value
from bpe_viewer.qt.widgets.symbol_chips import (
    CELL_MARGIN,
    CHIP_GAP,
    CHIP_POINT_SIZE,
    SymbolChipDelegate,
)

if TYPE_CHECKING:
    from bpe_viewer.qt.widgets.word_view import WordFrequencyView

#: The panes' shares of the tab's width (words, candidates, rules) while each has room.
PANE_RATIO = (46, 36, 38)

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
#: merged column stretches; the words pane gives up room for it:
#: :meth:`WordPaneWidths.fit_panes`).
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
#: above them give way to one line first (:meth:`WordPaneHeights.fit`).
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


class WordPaneWidths:
    """The Words tab's column widths and the panes' share of its width.

    Args:
        view: the tab whose tables, models, splitter and chips are sized.
    """

    def __init__(self, view: WordFrequencyView) -> None:
        self._view = view
        #: the text zoom the chips follow, and the share of it they keep on a narrow tab
        self._chip_scale = 1.0
        self._chip_factor = 1.0

    def zoom_chips(self, scale: float) -> None:
        """The chips at ``scale`` times their normal size, whole again (a narrow tab
        shrinks them later, :meth:`fit_panes`)."""
        self._chip_scale = scale
        self._chip_factor = 1.0
        self.set_chip_size(CHIP_POINT_SIZE * scale)

    def set_chip_size(self, point_size: float) -> None:
        """The words' symbol chips at ``point_size``; their rows as tall as a chip."""
        self._view.chip_delegate = SymbolChipDelegate(self._view, point_size)
        self._view.words_table.setItemDelegateForColumn(
            WordSegmentationColumn.SYMBOLS, self._view.chip_delegate
        )
        self._view.words_table.verticalHeader().setDefaultSectionSize(
            self._view.chip_delegate.row_height()
        )

    def fit_all(self) -> None:
        """Column widths from the fonts (the titles and a typical value stay whole), then
        the panes' widths (:meth:`fit_panes`)."""
        self.fit_word_columns()
        self.fit_candidate_columns()
        self.fit_rule_columns()
        self.fit_panes()

    def fit_word_columns(self) -> None:
        """The word and ``#`` columns from their samples, the frequency from the widest
        frequency of the table (and its title)."""
        table = self._view.words_table
        samples = dict(WORD_COLUMN_SAMPLES)
        column = WordSegmentationColumn.FREQUENCY
        samples[column] = widest_value(self._view.segmentation_model, column, table.font()) or "0"
        fit_columns(table, samples)

    def fit_rule_columns(self) -> None:
        """The rules' columns from their samples, the pair from the widest pair learned
        so far (every pair of the last stage whole at its stage, not a narrow screen's
        room spent on it from the start)."""
        table = self._view.rules_table
        samples = dict(RULE_COLUMN_SAMPLES)
        pair = widest_value(self._view.rules_model, WordRuleColumn.PAIR, table.font())
        samples[WordRuleColumn.PAIR] = pair or "e + s"
        fit_columns(table, samples)

    def fit_candidate_columns(self) -> None:
        """The mark column from its sample; the left, right and count columns from the
        widest value of the round shown (and their titles), so the merged token, which
        stretches, gets the rest and the count column stays in view."""
        table = self._view.candidates_table
        samples = dict(CANDIDATE_COLUMN_SAMPLES)
        for column in CANDIDATE_VALUE_COLUMNS:
            samples[column] = widest_value(self._view.candidates_model, column, table.font())
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
        model = self._view.segmentation_model
        widest = 0
        for row in range(min(model.rowCount(), CHIP_SAMPLE_ROWS)):
            chips = model.index(row, WordSegmentationColumn.SYMBOLS).data(WordRoles.SYMBOLS)
            if chips:
                widest = max(widest, sum(delegate.chip_width(c.text) + CHIP_GAP for c in chips))
        return widest + 2 * CELL_MARGIN + 2

    def _pane_needs(self) -> list[int]:
        """Pixels each pane needs to show its columns whole (the words' chips too)."""
        words = self._table_need(self._view.words_table, WordSegmentationColumn.SYMBOLS, "")
        words += self._chips_need(self._view.chip_delegate)
        candidates = self._table_need(
            self._view.candidates_table,
            WordCandidateColumn.MERGED,
            widest_value(
                self._view.candidates_model, WordCandidateColumn.MERGED, self._view.font()
            ),
        )
        rules = self._table_need(
            self._view.rules_table,
            WordRuleColumn.MERGED,
            widest_value(self._view.rules_model, WordRuleColumn.MERGED, self._view.font()),
        )
        return [words, candidates, rules]

    def _narrow_columns(self, total: int) -> list[int]:
        """Show every column of :data:`NARROW_ORDER` at its width, then narrow or hide
        them in that order until the panes' needs fit ``total`` pixels; then, if they
        still do not, the chips shrink (never below their size at 100 %). Returns the
        panes' needs."""
        for name, column, _sample in NARROW_ORDER:
            table: QTableView = getattr(self._view, name)
            table.horizontalHeader().setSectionHidden(column, False)
        fit_columns(self._view.candidates_table, CANDIDATE_COLUMN_SAMPLES)
        chip_size = CHIP_POINT_SIZE * self._chip_scale
        if self._chip_factor != 1.0:
            self._chip_factor = 1.0
            self.set_chip_size(chip_size)
        needs = self._pane_needs()
        for name, column, sample in NARROW_ORDER:
            if sum(needs) <= total:
                return needs
            table = getattr(self._view, name)
            if sample is None:
                table.horizontalHeader().setSectionHidden(column, True)
            else:
                table.horizontalHeader().resizeSection(column, column_width(table, column, sample))
            needs = self._pane_needs()
        floor = 1.0 / max(1.0, self._chip_scale)
        # a chip's padding does not shrink with its text: a few tries close in
        for _ in range(4):
            if sum(needs) <= total or self._view.run is None or self._chip_factor <= floor:
                break
            chips = self._chips_need(self._view.chip_delegate)
            room = chips - (sum(needs) - total)
            self._chip_factor = max(floor, self._chip_factor * min(1.0, room / max(1, chips)))
            self.set_chip_size(chip_size * self._chip_factor)
            needs = self._pane_needs()
        return needs

    def fit_panes(self) -> None:
        """The panes share the width in the ratio :data:`PANE_RATIO`, except that the
        candidates, then the rules, get the room their columns need whole (the merged
        token as well as the counts) when the words pane can spare it, down to two
        thirds of its share or the room its widest word's chips need (its chips stretch
        into any room). When the three cannot show everything whole side by side, the
        columns of :data:`NARROW_ORDER` give way in turn, and the words and the
        candidates get what they need before the rules."""
        splitter = getattr(self._view, "splitter", None)
        sizes = splitter.sizes() if splitter is not None else []
        total = sum(sizes)
        if splitter is None or total <= 0 or len(sizes) != len(PANE_RATIO):
            return
        needs = self._narrow_columns(total)
        shares = [total * r // sum(PANE_RATIO) for r in PANE_RATIO]
        shares[0] = total - sum(shares[1:])
        if sum(needs) > total:
            rules = max(
                total - needs[0] - needs[1], self._view.rules_table.minimumSizeHint().width()
            )
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


class WordPaneHeights:
    """The lines the Words tab's titles and notes take, so its tables keep their rows.

    Args:
        view: the tab whose labels give way and whose tables are measured.
    """

    def __init__(self, view: WordFrequencyView) -> None:
        self._view = view
        #: titles and notes on one line each: the tables' rows need their height
        self._short = False
        self._short_level = 0
        #: a fit of the heights is running, and a resize asked for another meanwhile
        self._fitting_heights = False
        self._refit_heights = False

    @property
    def short(self) -> bool:
        """True while the titles and notes keep to one line, so the tables keep their
        rows (:meth:`fit`)."""
        return self._short

    def _rows_short(self) -> bool:
        """True when a table shows fewer than :data:`ROWS_SHOWN` whole rows (or all its
        rows, when it has fewer) as the panes are laid out now."""
        for table in (self._view.words_table, self._view.candidates_table, self._view.rules_table):
            model = table.model()
            rows = min(ROWS_SHOWN, model.rowCount() if model is not None else 0)
            need = rows * table.verticalHeader().defaultSectionSize()
            if table.isVisibleTo(self._view) and table.viewport().height() < need:
                return True
        return False

    def _lay_out_now(self) -> None:
        # the layouts asked for by the new line counts, now, not on a later turn
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = self._view.layout()
        if layout is not None:
            layout.activate()
        for pane in (self._view.splitter.widget(i) for i in range(self._view.splitter.count())):
            pane_layout = pane.layout() if pane is not None else None
            if pane_layout is not None:
                pane_layout.activate()

    def fit(self) -> None:
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
                if self._view.run is not None and self._view.isVisible():
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
        for label in (self._view.title_label, self._view.words_summary, self._view.pairs_label):
            label.set_max_lines(lines)
        self._view.vocabulary_label.set_max_lines(lines)
        for label in (self._view.words_title, self._view.candidates_title, self._view.rules_title):
            label.set_max_lines(1 if level > 1 else 2)
        self._view.why_label.set_max_lines(1 if level > 3 else 2 if level > 1 else 3)
        folds = (
            (3, self._view.pairs_label, self._view.candidates_title),
            (5, self._view.title_label, self._view.stage_label),
            (6, self._view.words_summary, self._view.words_title),
            (6, self._view.vocabulary_label, self._view.rules_title),
        )
        for step, label, holder in folds:
            folded = level >= step
            label.setVisible(not folded)
            own = holder.text() if isinstance(holder, FittedLabel) else ""
            holder.setToolTip("\n\n".join(t for t in (own, label.text()) if t) if folded else own)
