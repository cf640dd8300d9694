"""The base of the candidate and vocabulary panels: a pane with one fixed-row table whose
text, rows and columns scale together with the text zoom, and whose columns give way in a
set order on a narrow pane (:class:`ZoomableTablePane`), with the helpers that make and
scroll such a table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QWidget,
)

from bpe_viewer.qt.widgets.font_sizes import (
    VALUE_SAMPLE_ROWS,
    cell_width,
    column_width,
    set_table_font,
    widest_value,
)


def keep_rows_in_view(table: QTableView, rows: Sequence[int]) -> None:
    """Scroll ``table`` as little as it takes to show ``rows`` (row numbers of its
    model, in row order): all of them when they fit in its viewport, else the first.
    Rows out of range are left out; nothing moves when they are already in view."""
    model = table.model()
    count = model.rowCount() if model is not None else 0
    shown = [row for row in rows if 0 <= row < count]
    if model is None or not shown:
        return
    visible = QAbstractItemView.ScrollHint.EnsureVisible
    column = max(0, table.columnAt(0))  # the columns scrolled to stay
    table.scrollTo(model.index(shown[-1], column), visible)
    table.scrollTo(model.index(shown[0], column), visible)


def fixed_table(model: QAbstractItemModel, parent: QWidget) -> QTableView:
    """A table view over ``model`` as the panes show one: whole rows selected one at a
    time, fixed row heights from the font, no grid, no word wrap (texts elided with
    …), columns sized by the pane, the last one not stretched."""
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.horizontalHeader().setHighlightSections(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(False)
    return view


#: A hex column narrower than this is worse than none: it collapses first.
HEX_MIN_WIDTH = 40
#: The least a squeezed text column shows: a few letters and the ellipsis.
SQUEEZED_SAMPLE = "abc…"


class ZoomableTablePane(QWidget):
    """A pane with one fixed-row table whose text, rows and columns scale together."""

    #: the columns given way changed (after a resize, a zoom, a new run)
    hidden_changed = Signal()

    table: QTableView

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._normal_font = QFont(self.font())
        self._presenting = False
        self._hidden: tuple[int, ...] = ()
        #: True while every shown column has its width (the text column may stretch)
        self._fits = True
        self._scale = 1.0
        #: each column's normal width (set by the subclass)
        self._widths: dict[int, int] = {}
        #: pixels each value column takes when there is room: its normal width at this
        #: zoom, or more when its widest value or title needs more
        self._value_widths: dict[int, int] = {}
        #: pixels each value column needs for its title and widest value, no more
        self._value_needs: dict[int, int] = {}
        #: True while the value columns are cut down to their need (a narrow table)
        self._tight = False
        #: the run the value columns were last sized for afresh (see _values_reset)
        self._sized_run: object = None
        #: the columns of :attr:`SQUEEZED_COLUMNS` narrowed now, with their widths
        self._squeezed: tuple[tuple[int, int], ...] = ()
        #: pixels each of :attr:`READABLE_COLUMNS` asks for before a column ahead of it
        #: in :attr:`NARROW_ORDER` hides: its widest text, up to its useful width
        self._text_wants: dict[int, int] = {}
        self._applied_wants: tuple[tuple[int, int], ...] = ()
        #: when set, the pane's least width (pixels) is this or, when more, what its
        #: table needs once every column that gives way has gone (:meth:`least_width`)
        self.least_width_floor: int | None = None

    #: columns hidden in the presentation view; the first is the stretching hex column
    COMPACT_HIDDEN: tuple[int, ...] = ()
    #: columns (or groups of columns that go together) that give way on a narrow table,
    #: first to go first (the hex column first); the hex column alone when empty
    NARROW_ORDER: tuple[int | tuple[int, ...], ...] = ()
    #: counts and IDs: never elided, sized from the widest value they show
    VALUE_COLUMNS: tuple[int, ...] = ()
    #: columns after the others that the table scrolls to: the others are laid out to
    #: fit its width whole, these need not
    SCROLLED_COLUMNS: tuple[int, ...] = ()
    #: text columns (elided with …) narrowed in this order, each down to its sample's
    #: width, before a count is cut at the table's edge: one of :attr:`NARROW_ORDER`
    #: narrows before it hides, the others once every column of it is hidden
    SQUEEZED_COLUMNS: dict[int, str] = {}
    #: columns of :attr:`SQUEEZED_COLUMNS` holding a token's readable text: while their
    #: texts are longer than their normal width, they ask for up to
    #: :meth:`useful_text_width`, so the columns ahead of them in :attr:`NARROW_ORDER`
    #: (``rank``, ``now``, ``from pair``) hide before the text is cut shorter than that
    READABLE_COLUMNS: tuple[int, ...] = ()
    #: the useful width of a readable column, in characters of the table's font
    USEFUL_TEXT_CHARS = 12

    def useful_text_width(self) -> int:
        """Pixels a readable column needs to be of use: :attr:`USEFUL_TEXT_CHARS`
        characters of the table's font (bold, as a highlighted row), the last one "…",
        with the cell margins. Grows with the text zoom."""
        return cell_width(self.table, "a" * (self.USEFUL_TEXT_CHARS - 1) + "…")

    def _grow_text_wants(self, rows: Sequence[int] | None) -> None:
        """Widen what each readable column asks for to its widest text among ``rows``
        (default: a sample of every row), no more than :meth:`useful_text_width`. Only
        a text's first characters are measured (a token may be megabytes long)."""
        if not self.READABLE_COLUMNS:
            return
        model = self._value_model()
        if rows is None:
            n = model.rowCount()
            k = VALUE_SAMPLE_ROWS
            rows = range(n) if n <= 2 * k else [*range(k), *range(n - k, n)]
        useful = self.useful_text_width()
        keep = self.USEFUL_TEXT_CHARS + 1
        read = getattr(model, "display_texts", None)
        for column in self.READABLE_COLUMNS:
            if read is not None:
                texts = [str(t)[:keep] for t in read(column, rows)]
            else:
                texts = [str(model.index(r, column).data() or "")[:keep] for r in rows]
            longest = max(texts, key=len, default="")
            want = min(useful, column_width(self.table, column, longest)) if longest else 0
            if want > self._text_wants.get(column, 0):
                self._text_wants[column] = want

    def _text_width(self, column: int) -> int:
        """A text column's width when it has room: its normal width at this zoom, or
        what its readable text asks for when more (:meth:`_grow_text_wants`)."""
        return max(round(self._widths[column] * self._scale), self._text_wants.get(column, 0))

    def _value_model(self) -> QAbstractItemModel:
        """The model whose rows the value columns are sized from (the table's, or the
        source under a sorting proxy: same values, cheaper and in a stable order)."""
        return self.table.model()

    def _watch_values(self) -> None:
        """Size the value columns again whenever the table's rows change (call once the
        table exists)."""
        model = self._value_model()
        model.modelReset.connect(self._values_reset)
        model.dataChanged.connect(self._values_changed)
        model.rowsInserted.connect(
            lambda _parent, first, last: self._grow_value_columns(first, last)
        )
        # A vertical scroll bar that comes or goes (rows filled on a later turn) changes
        # the room for the columns without resizing the pane.
        self.table.viewport().installEventFilter(self)
        self._fit_value_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The table's viewport got wider or narrower: fit the columns to it again."""
        if (
            event.type() == QEvent.Type.Resize
            and watched is self.table.viewport()
            and isinstance(event, QResizeEvent)
            and event.size().width() != event.oldSize().width()
        ):
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_value_columns(self) -> None:
        """Each value column as wide as its widest value (the bold font of a highlighted
        row) and its title, never narrower than its normal width at this zoom (while the
        table has room: :meth:`_fit_columns`)."""
        self._value_widths = {}
        self._value_needs = {}
        self._text_wants = {}
        self._sized_run = getattr(self._value_model(), "run", None)
        self._grow_value_columns()

    #: Rows read at each end of the table when another stage of the run already sized
    #: (the columns fit the stages seen so far; they only widen).
    STAGE_SAMPLE_ROWS = 40

    def _values_reset(self) -> None:
        """The rows were replaced. A new run sizes the value columns afresh; another stage
        of the same run only widens them, from fewer rows: a jump reads a few dozen
        cells, not hundreds (the vocabulary is reset at every stage)."""
        run = getattr(self._value_model(), "run", None)
        if run is None or run is not self._sized_run:
            self._fit_value_columns()
            return
        n = self._value_model().rowCount()
        k = self.STAGE_SAMPLE_ROWS
        self._grow_value_columns(rows=range(n) if n <= 2 * k else [*range(k), *range(n - k, n)])

    def _values_changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        """Changed cells: widen the value columns among them for the changed rows."""
        columns = [c for c in self.VALUE_COLUMNS if top_left.column() <= c <= bottom_right.column()]
        if columns:
            self._grow_value_columns(top_left.row(), bottom_right.row(), columns)

    def _grow_value_columns(
        self,
        first: int | None = None,
        last: int | None = None,
        columns: list[int] | None = None,
        rows: Sequence[int] | None = None,
    ) -> None:
        """Widen the value ``columns`` (default: all) for ``rows``, or rows
        ``first``..``last`` (default, or when many: a sample of every row); they never
        narrow here."""
        table = self.table
        header = table.horizontalHeader()
        if rows is None and first is not None and last is not None:
            if last - first < 2 * VALUE_SAMPLE_ROWS:
                rows = range(first, last + 1)
        wants = dict(self._text_wants)
        if columns is None:
            self._grow_text_wants(rows)
        changed = wants != self._text_wants
        for column in self.VALUE_COLUMNS if columns is None else columns:
            need = column_width(
                table, column, widest_value(self._value_model(), column, table.font(), rows)
            )
            roomy = max(round(self._widths.get(column, 0) * self._scale), need)
            if need > self._value_needs.get(column, 0):
                self._value_needs[column] = need
                changed = True
            if roomy > self._value_widths.get(column, 0):
                self._value_widths[column] = roomy
                changed = True
            width = self._value_width(column)
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        if changed:
            self._fit_columns()

    def _value_width(self, column: int) -> int:
        """Value ``column``'s width now: its need on a narrow table, else its roomy width."""
        widths = self._value_needs if self._tight else self._value_widths
        return widths.get(column, 0)

    #: the column that stretches once the hex column is hidden
    COMPACT_STRETCH = 0

    def set_compact(self, on: bool) -> None:
        """Presentation view: the hex columns collapse, so counts and IDs keep their room.
        Outside it they collapse only while the table is too narrow for every column."""
        self._presenting = on
        self._fit_columns()

    @property
    def compact(self) -> bool:
        """True in the presentation layout (:meth:`set_compact`)."""
        return self._presenting

    def _column_wanted(self, column: int) -> bool:
        """False for a column that has nothing to show for this run (kept hidden)."""
        return True

    def _fit_columns(self) -> None:
        """Presenting: every column of :attr:`COMPACT_HIDDEN` collapses. Otherwise those
        of :attr:`NARROW_ORDER` collapse in that order, only as many as the table's width
        needs: the hex column needs :data:`HEX_MIN_WIDTH` to stay, any other its width.
        When the table is still too narrow, the value columns give up their spare room
        (down to their title and widest value, from the fonts), then
        the :attr:`SQUEEZED_COLUMNS` narrow, before it scrolls. Only the columns before
        :attr:`SCROLLED_COLUMNS` count: those are reached by scrolling."""
        if not self._widths:
            return
        hex_column = self.COMPACT_HIDDEN[0]
        wanted = [c for c in self._widths if self._column_wanted(c)]
        # the header draws no section narrower than this (it grows with the font)
        floor = self.table.horizontalHeader().minimumSectionSize()
        squeezable = self.SQUEEZED_COLUMNS
        least = {c: max(floor, cell_width(self.table, s)) for c, s in squeezable.items()}
        # the step of NARROW_ORDER at which each column giving way hides
        giving_way = {
            c: i
            for i, step in enumerate(self.NARROW_ORDER)
            for c in (step if isinstance(step, tuple) else (step,))
        }

        def width(column: int, tight: bool = False) -> float:
            if column in self._value_widths:
                return max(floor, (self._value_needs if tight else self._value_widths)[column])
            if column == hex_column:
                return HEX_MIN_WIDTH * self._scale
            return max(self._widths[column] * self._scale, self._text_wants.get(column, 0))

        def least_width(column: int, step: int) -> float:
            """The width ``column`` keeps before step ``step`` of NARROW_ORDER hides its
            columns: a squeezed column that gives way narrows only once the columns
            before it in that order are hidden (the readable text stays whole while a
            column ahead of it can go)."""
            if column in squeezable and giving_way.get(column, -1) >= 0:
                if step >= giving_way[column]:
                    return min(least[column], width(column))
                return width(column)
            return width(column, tight=column != hex_column)

        room = self.table.viewport().width()
        leading = [c for c in wanted if c not in self.SCROLLED_COLUMNS]
        if self._presenting:
            # the presentation's columns go, then, as on a narrow table, those of
            # NARROW_ORDER not gone yet, counts at their need and the text squeezed
            hidden = tuple(self.COMPACT_HIDDEN)
            for i, step in enumerate(self.NARROW_ORDER):
                group = step if isinstance(step, tuple) else (step,)
                if set(group) <= set(hidden):
                    continue
                need = sum(least_width(c, i) for c in leading if c not in hidden)
                if need <= room:
                    break
                hidden += tuple(c for c in group if c not in hidden)
        else:
            hidden = ()
            # the hex column goes first, at the roomy widths (as before)
            need = sum(width(c) for c in leading)
            steps = self.NARROW_ORDER or (hex_column,)
            for i, step in enumerate(steps):
                if i > 0:  # past the hex column: counts at their need, the text squeezed
                    need = sum(least_width(c, i) for c in leading if c not in hidden)
                if need <= room:
                    break
                group = step if isinstance(step, tuple) else (step,)
                hidden += group
                need -= sum(width(c) for c in group if c in leading)
        hidden += tuple(c for c in self._widths if not self._column_wanted(c) and c not in hidden)
        shown = [c for c in wanted if c not in hidden]
        shown_leading = [c for c in leading if c not in hidden]
        tight = sum(width(c) for c in shown_leading) > room
        # The text column stretches only into spare room: squeezed below its width it
        # would clip its title; then it keeps its width and the table scrolls.
        fits = sum(width(c, tight) for c in shown) <= room
        narrowed: tuple[tuple[int, int], ...] = ()
        over = sum(width(c, tight) for c in shown_leading) - room
        for column in squeezable:
            if over <= 0 or column not in shown_leading:
                continue
            to = round(max(min(least[column], width(column)), width(column) - over))
            over -= width(column) - to
            narrowed += ((column, to),)
        # What the table needs once every column that may go has gone, counts at their
        # need and the text at its least: the pane never gets less (when asked to keep it).
        gone = {*self.COMPACT_HIDDEN, *giving_way, *hidden}
        self._least_columns = round(
            sum(
                min(least[c], width(c)) if c in squeezable else width(c, tight=True)
                for c in leading
                if c not in gone
            )
        )
        if self.least_width_floor is not None:
            self.setMinimumWidth(max(self.least_width_floor, self.least_width()))
        wants = tuple(sorted(self._text_wants.items()))
        state = (hidden, fits, tight, narrowed, wants)
        if state != (self._hidden, self._fits, self._tight, self._squeezed, self._applied_wants):
            before, self._hidden, self._fits = self._hidden, hidden, fits
            self._tight, self._squeezed, self._applied_wants = tight, narrowed, wants
            self._apply_hidden(hidden, before)

    def least_width(self) -> int:
        """The pane's least width in pixels: its table's columns that never give way
        (counts and IDs at their need, the squeezed text at its least, in the fonts of
        the current zoom), its vertical scroll bar and frame."""
        table = self.table
        bar = table.verticalScrollBar().sizeHint().width()
        margins = self.contentsMargins()
        layout = self.layout()
        if layout is not None:
            inner = layout.contentsMargins()
            margins.setLeft(margins.left() + inner.left())
            margins.setRight(margins.right() + inner.right())
        return (
            getattr(self, "_least_columns", 0)
            + bar
            + 2 * table.frameWidth()
            + margins.left()
            + margins.right()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Collapse or restore the hex columns for the new width."""
        super().resizeEvent(event)
        self._fit_columns()

    def _apply_hidden(self, hidden: tuple[int, ...], before: tuple[int, ...] = ()) -> None:
        header = self.table.horizontalHeader()
        stretch = header.ResizeMode.Stretch
        interactive = header.ResizeMode.Interactive
        hex_column = self.COMPACT_HIDDEN[0]
        # No column stretches while columns hide: a column hidden beside a stretching
        # one keeps its width in the header (blank space in its place) until the next
        # stretch pass, which never comes once no column stretches.
        header.setSectionResizeMode(hex_column, interactive)
        header.setSectionResizeMode(self.COMPACT_STRETCH, interactive)
        for column in {*self.COMPACT_HIDDEN, *hidden, *before}:
            self.table.setColumnHidden(column, column in hidden)
        if set(hidden) != set(before):
            self.hidden_changed.emit()
        for column in self._value_widths:
            if header.sectionSize(column) != self._value_width(column):
                header.resizeSection(column, self._value_width(column))
        hex_hidden = hex_column in hidden
        header.setSectionResizeMode(hex_column, interactive if hex_hidden else stretch)
        text_stretches = hex_hidden and self._fits
        header.setSectionResizeMode(
            self.COMPACT_STRETCH, stretch if text_stretches else interactive
        )
        if not text_stretches:
            if self.COMPACT_STRETCH in self._widths:
                header.resizeSection(self.COMPACT_STRETCH, self._text_width(self.COMPACT_STRETCH))
        narrowed = dict(self._squeezed)
        for column in self.SQUEEZED_COLUMNS:
            if column in hidden:
                continue
            if column in narrowed:
                header.resizeSection(column, narrowed[column])
            elif header.sectionResizeMode(column) != stretch:
                header.resizeSection(column, self._text_width(column))

    def set_zoom(self, scale: float) -> None:
        """Text, row heights and fixed column widths at ``scale`` times normal (1.0-2.5)."""
        self._scale = scale
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        for label in self.findChildren(QLabel):  # styled labels do not inherit the font
            label.setFont(font)
        table = self.table
        header = table.horizontalHeader()
        for column, width in self._widths.items():
            if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch:
                header.resizeSection(column, round(width * scale))
        set_table_font(table, font)
        table.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
        self._fit_value_columns()
        self._fit_columns()
