"""The hex table: a document's bytes sixteen a row, painted with their tokens (docs/rules.md s8).

:class:`HexTable` is the table of rows (offset, hex, text) with fixed row heights and
column widths, mapping clicks and tooltips to bytes; :class:`HexRowDelegate` paints a
row's hex or text cell in one go (a few rectangles per token and one text run per
colour), so a screenful costs the same whatever the document's size; :class:`HexGeometry`
says where each byte is drawn. The panel around it (title, Find, Go to offset) is
:class:`~bpe_viewer.qt.widgets.hex_view.HexView`.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QLineF,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetrics,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QWidget,
)

from bpe_viewer.core.hexdump import BYTES_PER_LINE, CONTINUATION_MARK, CONTROL_MARK
from bpe_viewer.qt.models.base import Index
from bpe_viewer.qt.models.hex_bytes import HexBytesModel, HexColumn, HexRoles, HexRow, Piece
from bpe_viewer.qt.palette import Palette

#: Colours, all from the one palette.
#: Space left of the first byte of a cell, in pixels.
PAD = 6


class HexGeometry:
    """Where each byte is drawn, from the monospaced font's character width.

    In the text column each byte's cell is one character plus a gap (:attr:`gap`, a
    share of the character width, so it grows with the zoom): token boundaries and
    outlines are drawn in the gaps, never across a letter.
    """

    def __init__(self, font: QFont) -> None:
        fm = QFontMetricsF(font)
        self.metrics = fm
        self.char = fm.horizontalAdvance("0")
        #: space between two characters of the text column, in pixels
        self.gap = float(max(3, round(self.char * 0.4)))
        #: width of one byte's cell in the text column
        self.pitch = self.char + self.gap
        self.wide: dict[str, bool] = {}
        self.single: dict[str, bool] = {}

    def hex_x(self, position: int) -> float:
        """Left of byte ``position``'s two hex digits, from the cell's left."""
        return PAD + position * 3 * self.char

    def hex_range(self, start: int, end: int) -> tuple[float, float]:
        """Horizontal extent of bytes ``start..end - 1``, gaps between bytes included."""
        half = self.char / 2
        return self.hex_x(start) - half, self.hex_x(end) - half

    def text_x(self, position: int) -> float:
        """Left of byte ``position``'s cell in the text column (the middle of the gap
        before its character)."""
        return PAD + position * self.pitch

    def glyph_x(self, position: int) -> float:
        """Left of byte ``position``'s character in the text column."""
        return self.text_x(position) + self.gap / 2

    def hex_position(self, x: float) -> int:
        """The byte (0-15) under ``x`` pixels from the hex cell's left."""
        position = int((x - PAD + self.char / 2) // (3 * self.char))
        return min(BYTES_PER_LINE - 1, max(0, position))

    def text_position(self, x: float) -> int:
        """The byte (0-15) under ``x`` pixels from the text cell's left."""
        return min(BYTES_PER_LINE - 1, max(0, int((x - PAD) // self.pitch)))

    def is_wide(self, ch: str) -> bool:
        """True when ``ch`` is wider than one column of the font."""
        wide = self.wide.get(ch)
        if wide is None:
            wide = self.wide[ch] = self.metrics.horizontalAdvance(ch) > self.char * 1.2
        return wide

    def is_single(self, ch: str) -> bool:
        """True when ``ch`` is exactly one column of the font (measured once per
        character: a fallback font's metrics are slow to ask for on every paint)."""
        single = self.single.get(ch)
        if single is None:
            single = self.single[ch] = self.metrics.horizontalAdvance(ch) == self.char
        return single

    def column_widths(self) -> tuple[int, int, int]:
        """Offset, hex and text column widths."""
        return (
            int(self.char * 8 + 2 * PAD + 4),
            int(self.hex_x(BYTES_PER_LINE) - self.char + PAD + 2),
            int(self.text_x(BYTES_PER_LINE) + PAD),
        )


class HexRowDelegate(QStyledItemDelegate):
    """Paints a row's hex or text cell from its :class:`HexRow`."""

    def __init__(self, model: HexBytesModel, geometry: HexGeometry, parent: QObject) -> None:
        super().__init__(parent)
        self.model = model
        self.geometry = geometry

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = index.column()
        if column == HexColumn.OFFSET:
            super().paint(painter, option, index)
            return
        row = index.data(HexRoles.ROW)
        if not isinstance(row, HexRow):
            return
        painter.save()
        painter.setFont(option.font)
        if column == HexColumn.HEX:
            self._paint_hex(painter, option.rect, row)
        else:
            self._paint_text(painter, option.rect, row)
        painter.restore()

    def _extent(self, column: int, start: int, end: int) -> tuple[float, float]:
        g = self.geometry
        if column == HexColumn.HEX:
            return g.hex_range(start, end)
        return g.text_x(start), g.text_x(end)

    def _backgrounds(self, painter: QPainter, rect: QRect, row: HexRow, column: int) -> None:
        model = self.model
        left, top, height = float(rect.left()), float(rect.top()), float(rect.height())
        for span, piece, parity in zip(row.spans, row.pieces, row.parity, strict=True):
            x0, x1 = self._extent(column, piece.start, piece.end)
            if span.token_id == model.selected_token:
                colour = Palette.SELECTED_CHIP
            elif model.is_special(span.token_id):
                colour = Palette.SPECIAL
            elif model.is_newest(span.token_id):
                colour = Palette.HEX_NEW_TOKEN[parity]
            else:
                colour = Palette.HEX_TOKEN[parity]
            painter.fillRect(QRectF(left + x0, top, x1 - x0, height), colour)
        found = model.found
        if found is not None:
            lo = max(found[0], row.offset) - row.offset
            hi = min(found[0] + found[1], row.offset + len(row.data)) - row.offset
            if lo < hi:
                x0, x1 = self._extent(column, lo, hi)
                band = height / 4
                painter.fillRect(QRectF(left + x0, top, x1 - x0, band), Palette.HEX_FOUND)
                painter.fillRect(
                    QRectF(left + x0, top + height - band, x1 - x0, band), Palette.HEX_FOUND
                )
        painter.setPen(QPen(Palette.HEX_BOUNDARY, 2 if column == HexColumn.HEX else 1))
        for piece in row.pieces:
            if piece.opens and piece.start:
                x = left + self._extent(column, piece.start, piece.end)[0]
                painter.drawLine(QLineF(x, top + 1, x, top + height - 1))
        self._outline(painter, rect, column, row.counted, dashed=True)
        self._outline(painter, rect, column, row.replaced, dashed=False)
        current = model.current_offset
        if current is not None and 0 <= current - row.offset < len(row.data):
            position = current - row.offset
            x0, x1 = self._extent(column, position, position + 1)
            painter.setPen(QPen(Palette.SELECTED_BORDER, 1.5))
            painter.drawRect(QRectF(left + x0 + 1, top + 1, x1 - x0 - 2, height - 2))

    def _outline(
        self,
        painter: QPainter,
        rect: QRect,
        column: int,
        pieces: tuple[Piece, ...],
        *,
        dashed: bool,
    ) -> None:
        if not pieces:
            return
        pen = QPen(Palette.NEW_CHIP_BORDER, 1.6 if dashed else 2.2)
        if dashed:
            pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        inset = 1.5 if dashed else 3.5
        across = inset
        if column == HexColumn.TEXT:
            # The sides stay in the gap between two characters (HexGeometry.gap).
            across = max(0.0, min(inset, (self.geometry.gap - pen.widthF()) / 2))
        top, bottom = rect.top() + inset, rect.top() + rect.height() - inset
        for piece in pieces:
            x0, x1 = self._extent(column, piece.start, piece.end)
            x0 += rect.left() + across
            x1 += rect.left() - across
            painter.drawLine(QLineF(x0, top, x1, top))
            painter.drawLine(QLineF(x0, bottom, x1, bottom))
            if piece.opens:
                painter.drawLine(QLineF(x0, top, x0, bottom))
            if piece.closes:
                painter.drawLine(QLineF(x1, top, x1, bottom))

    def _paint_hex(self, painter: QPainter, rect: QRect, row: HexRow) -> None:
        self._backgrounds(painter, rect, row, HexColumn.HEX)
        painter.setPen(Palette.HEX_BYTE_TEXT)
        baseline = (
            rect.top()
            + (rect.height() + self.geometry.metrics.ascent() - self.geometry.metrics.descent()) / 2
        )
        painter.drawText(QPointF(rect.left() + PAD, baseline), row.data.hex(" "))

    def _paint_text(self, painter: QPainter, rect: QRect, row: HexRow) -> None:
        self._backgrounds(painter, rect, row, HexColumn.TEXT)
        g = self.geometry
        plain: list[str] = []
        marks: list[str] = []
        controls: list[str] = []
        singles: list[tuple[int, str]] = []
        skip_mark = False
        for position, cell in enumerate(row.text):
            symbol, mark, control = " ", " ", " "
            if cell.kind == "char":
                wide = g.is_wide(cell.text)
                if wide or not g.is_single(cell.text):
                    singles.append((position, cell.text))
                else:
                    symbol = cell.text
                skip_mark = wide
            elif cell.kind == "continuation":
                if skip_mark:
                    skip_mark = False
                else:
                    mark = CONTINUATION_MARK
            else:
                control = CONTROL_MARK
                skip_mark = False
            plain.append(symbol)
            marks.append(mark)
            controls.append(control)
        baseline = rect.top() + (rect.height() + g.metrics.ascent() - g.metrics.descent()) / 2
        origin = QPointF(rect.left() + g.glyph_x(0), baseline)
        # One string per colour, each character one pitch after the last: the letter
        # spacing is the gap where the boundaries are drawn.
        plain_font = QFont(painter.font())
        spaced = QFont(plain_font)
        spaced.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, g.gap)
        painter.setFont(spaced)
        for colour, symbols in (
            (Palette.HEX_BYTE_TEXT, plain),
            (Palette.HEX_CONTINUATION_TEXT, marks),
            (Palette.HEX_CONTROL_TEXT, controls),
        ):
            if any(ch != " " for ch in symbols):
                painter.setPen(colour)
                painter.drawText(origin, "".join(symbols))
        painter.setFont(plain_font)
        painter.setPen(Palette.HEX_BYTE_TEXT)
        for position, ch in singles:
            painter.drawText(QPointF(rect.left() + g.glyph_x(position), baseline), ch)


class HexTable(QTableView):
    """The table of rows: fixed row height and column widths; clicks map to bytes.

    Signals:
        byte_clicked(int offset)
    """

    byte_clicked = Signal(int)

    def __init__(self, model: HexBytesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hex_model = model
        self.setModel(model)
        self.geometry_ = HexGeometry(self.font())
        self.delegate = HexRowDelegate(model, self.geometry_, self)
        self.setItemDelegate(self.delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setMouseTracking(False)
        # by pixels, so a byte far to the right of a narrow pane can be brought into view
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.set_font(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))

    def set_font(self, font: QFont) -> None:
        """Monospaced cells sized for ``font``."""
        self.setFont(font)
        self.horizontalHeader().setFont(font)
        self.geometry_ = HexGeometry(font)
        self.delegate.geometry = self.geometry_
        self.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
        for column, width in enumerate(self.geometry_.column_widths()):
            self.horizontalHeader().resizeSection(column, width)
        self.viewport().update()

    def offset_at(self, point: QPoint) -> int | None:
        """The byte under a point of the viewport, or None."""
        index = self.indexAt(point)
        if not index.isValid() or index.column() == HexColumn.OFFSET:
            return None
        x = float(point.x() - self.visualRect(index).left())
        g = self.geometry_
        position = g.hex_position(x) if index.column() == HexColumn.HEX else g.text_position(x)
        offset = index.row() * BYTES_PER_LINE + position
        return offset if offset < self.hex_model.size else None

    def byte_rect(self, offset: int, *, text: bool = False) -> QRect:
        """Where byte ``offset`` is drawn in the viewport (hex or text column)."""
        row, position = divmod(offset, BYTES_PER_LINE)
        column = HexColumn.TEXT if text else HexColumn.HEX
        cell = self.visualRect(self.hex_model.index(row, column))
        g = self.geometry_
        if text:
            x0, x1 = g.text_x(position), g.text_x(position + 1)
        else:
            x0, x1 = g.hex_range(position, position + 1)
        return QRect(int(cell.left() + x0), cell.top(), int(x1 - x0), cell.height())

    def scroll_to_offset(self, offset: int) -> None:
        """Bring byte ``offset``'s row into view, and the byte's hex cell too when the
        pane is narrower than the row (scrolled sideways as little as it takes)."""
        self.executeDelayedItemsLayout()  # a new document's scroll ranges, now
        column = self.columnAt(0)
        index = self.hex_model.index(offset // BYTES_PER_LINE, max(0, column))
        self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)
        # a byte's cell to spare on either side: a scroll bar that comes with the new
        # rows narrows the viewport a moment later
        spare = round(3 * self.geometry_.char)
        rect = self.byte_rect(offset).adjusted(-spare, 0, spare, 0)
        view = self.viewport().rect()
        bar = self.horizontalScrollBar()
        if rect.right() > view.right():
            bar.setValue(bar.value() + rect.right() - view.right())
        if rect.left() < view.left():
            bar.setValue(bar.value() - (view.left() - rect.left()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            offset = self.offset_at(event.position().toPoint())
            if offset is not None:
                self.byte_clicked.emit(offset)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            offset = self.offset_at(event.pos())
            if offset is not None:
                QToolTip.showText(event.globalPos(), self.hex_model.byte_tooltip(offset), self)
                return True
        return super().viewportEvent(event)
