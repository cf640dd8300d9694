"""Sizes computed from fonts, so that every text keeps its room at any text zoom.

A width or height in fixed pixels is right at one font size only: at View ▸ Larger Text
the text grows and the fixed box clips it. The tables and chip lists size themselves
through these functions instead, at construction and again on every zoom.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QListView, QStyle, QTableView, QTreeView

#: Room for the sort arrow of a sortable column, in multiples of the header font height.
SORT_ARROW_HEIGHTS = 1.0


def column_width(view: QTableView, column: int, sample: str) -> int:
    """Pixels column ``column`` of ``view`` needs to show its title (in the header's
    font, with the sort arrow when the view sorts) and ``sample``, the widest value it
    is meant to show whole (in the view's font, bold), with the style's cell margins."""
    header = view.horizontalHeader()
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    title = view.model().headerData(column, Qt.Orientation.Horizontal) if view.model() else ""
    header_fm = QFontMetrics(header.font())
    title_width = header_fm.horizontalAdvance(str(title or "")) + 2 * margin + 2
    if view.isSortingEnabled():
        title_width += round(header_fm.height() * SORT_ARROW_HEIGHTS)
    return max(title_width, cell_width(view, sample))


def cell_width(view: QTableView, sample: str) -> int:
    """Pixels a cell of ``view`` needs to show ``sample`` whole in the view's font made
    bold (a highlighted row: the winner, the newest rule), with the style's margins."""
    style = view.style()
    cell_margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    bold = QFont(view.font())
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(sample) + 2 * cell_margin + 6


#: Rows read when a column is sized from its values: this many at each end of the table
#: (counts are largest at the top of a candidate table, IDs and ranks at the bottom of
#: the vocabulary).
VALUE_SAMPLE_ROWS = 200


def widest_value(
    model: QAbstractItemModel, column: int, font: QFont, rows: Iterable[int] | None = None
) -> str:
    """The widest display text of ``column`` of ``model`` in ``font`` made bold, among
    ``rows`` (default: the first and the last :data:`VALUE_SAMPLE_ROWS` rows); "" when
    none. Only the longest texts are measured (digits are about equally wide)."""
    if rows is None:
        n = model.rowCount()
        k = VALUE_SAMPLE_ROWS
        rows = range(n) if n <= 2 * k else [*range(k), *range(n - k, n)]
    texts: set[str]
    read = getattr(model, "display_texts", None)
    if read is not None:  # a role-helper model answers without a model index per cell
        texts = {str(t) for t in read(column, rows)}
    else:
        texts = set()
        for row in rows:
            value = model.index(row, column).data()
            if value is not None:
                texts.add(str(value))
    if not texts:
        return ""
    longest = max(len(t) for t in texts)
    bold = QFont(font)
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    return max((t for t in texts if len(t) >= longest - 1), key=metrics.horizontalAdvance)


def fit_columns(view: QTableView, samples: Mapping[int, str]) -> None:
    """Size each column of ``samples`` (column -> widest value to show whole) from the
    fonts (:func:`column_width`); stretched columns keep stretching."""
    header = view.horizontalHeader()
    for column, sample in samples.items():
        if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch:
            header.resizeSection(column, column_width(view, column, sample))


def set_table_font(view: QTableView, font: QFont) -> None:
    """``view``'s cells and both its headers in ``font``.

    A table given a style sheet (a rule under each row, ...) does not pass its font on
    to its headers, nor a header to the viewport its titles are painted on: they would
    keep the normal size at View ▸ Larger Text while the cells grow. Every zoomed table
    sets its fonts through here. A title grown wider than its column ends in "…" (the
    column's tooltip holds it whole) rather than being cut mid-letter.

    The narrowest a column may be dragged or squeezed is :func:`least_section_width`:
    Qt's own floor is the widest glyph of the font plus margins, which in a font with a
    few very wide glyphs (Noto Sans) keeps every column far wider than its text needs."""
    view.setFont(font)
    view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
    for header in (view.horizontalHeader(), view.verticalHeader()):
        header.setFont(font)
        header.viewport().setFont(font)
    horizontal = view.horizontalHeader()
    horizontal.setMinimumSectionSize(least_section_width(horizontal))


def least_section_width(header: QHeaderView) -> int:
    """The least width (pixels) of a column under ``header``: a wide letter (W) or an
    ellipsis in the header's font, with the style's header margins on both sides."""
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    fm = QFontMetrics(header.font())
    return max(fm.horizontalAdvance("W"), fm.horizontalAdvance("…")) + 2 * margin


def fit_row_height(view: QTableView, padding: int = 8) -> int:
    """Rows of ``view`` one line of its font high plus ``padding``; returns the height."""
    height = QFontMetrics(view.font()).height() + padding
    view.verticalHeader().setDefaultSectionSize(height)
    return height


def keep_rows_visible(view: QTableView, rows: int) -> None:
    """``view`` never shrinks below its header and ``rows`` whole rows, with room for
    its horizontal scroll bar when it may show one (a narrow column at a large text
    size: the bar would otherwise cover the rows kept)."""
    header = view.horizontalHeader()
    header_height = header.sizeHint().height() if not header.isHidden() else 0
    row = view.verticalHeader().defaultSectionSize()
    bar = 0
    if view.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
        bar = view.horizontalScrollBar().sizeHint().height()
    view.setMinimumHeight(header_height + rows * row + bar + 2 * view.frameWidth() + 2)


def keep_tree_rows_visible(tree: QTreeView, rows: int) -> None:
    """``tree`` never shrinks below its header, ``rows`` whole rows (as tall as its first
    row, or one line of its font while it is empty) and its horizontal scroll bar."""
    header = tree.header()
    header_height = header.sizeHint().height() if not header.isHidden() else 0
    model = tree.model()
    row = tree.visualRect(model.index(0, 0)).height() if model is not None else 0
    if row <= 0:
        row = QFontMetrics(tree.font()).height() + 4
    bar = tree.horizontalScrollBar().sizeHint().height()
    tree.setMinimumHeight(header_height + rows * row + bar + 2 * tree.frameWidth() + 2)


def keep_chip_row_visible(view: QListView, chip_height: int) -> None:
    """A wrapping chip list never shrinks below one whole row of chips ``chip_height``
    pixels high (with the list's spacing and frame)."""
    view.setMinimumHeight(chip_height + 2 * view.spacing() + 2 * view.frameWidth() + 2)


def rows_height(view: QTableView, rows: int) -> int:
    """Height in pixels ``view`` needs to show its first ``rows`` rows whole: the column
    titles, those rows' own heights (a line of the view's font for each row the model
    does not have), the frame and the horizontal scroll bar when it shows."""
    model = view.model()
    count = model.rowCount() if model is not None else 0
    line = view.fontMetrics().lineSpacing() + 4
    heights = [view.rowHeight(r) for r in range(min(rows, count))]
    heights += [line] * (rows - len(heights))
    bar = view.horizontalScrollBar()
    return (
        view.horizontalHeader().height()
        + sum(heights)
        + 2 * view.frameWidth()
        + (bar.sizeHint().height() if bar.isVisible() else 0)
    )
