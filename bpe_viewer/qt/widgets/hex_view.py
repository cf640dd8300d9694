"""The hex view: the selected document's bytes as a hex editor shows them (docs/rules.md s8).

Offsets, sixteen bytes a row in hex and the text beside them, with the token spans of the
current stage drawn over the bytes: alternating backgrounds and a bar where a token
starts, the newest tokens in the "new" colour, the round's winner windows outlined (solid
where this round merges, dashed where a pair is counted but not merged). Clicking a byte
selects the token that holds it; Find (Ctrl+F) searches hex bytes or text, next and
previous; Go to offset (Ctrl+G).

Each row is painted in one go by :class:`HexRowDelegate` (a few rectangles per token and
one text run per colour), so a screenful costs the same whatever the document's size.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QLineF,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetrics,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.hexdump import (
    BYTES_PER_LINE,
    CONTINUATION_MARK,
    CONTROL_MARK,
    find_bytes,
    parse_hex_pattern,
)
from bpe_viewer.qt.models.hex_bytes import HexBytesModel, HexColumn, HexRoles, HexRow, Piece
from bpe_viewer.qt.palette import Palette

Index = QModelIndex | QPersistentModelIndex

#: Colours, all from the one palette.
TOKEN_COLOURS = Palette.HEX_TOKEN
NEW_COLOURS = Palette.HEX_NEW_TOKEN
BOUNDARY = Palette.HEX_BOUNDARY
FOUND = Palette.HEX_FOUND
TEXT = Palette.HEX_BYTE_TEXT
CONTROL_TEXT = Palette.HEX_CONTROL_TEXT
CONTINUATION_TEXT = Palette.HEX_CONTINUATION_TEXT
WINDOW = Palette.NEW_CHIP_BORDER
#: Documents up to this size scroll to a token chosen by its position in the rows.
SCROLL_TO_TOKEN_BYTES = 4_000_000
#: Space left of the first byte of a cell, in pixels.
PAD = 6


class HexGeometry:
    """Where each byte is drawn, from the monospaced font's character width."""

    def __init__(self, font: QFont) -> None:
        fm = QFontMetricsF(font)
        self.metrics = fm
        self.char = fm.horizontalAdvance("0")
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
        """Left of byte ``position`` in the text cell."""
        return PAD + position * self.char

    def hex_position(self, x: float) -> int:
        """The byte (0-15) under ``x`` pixels from the hex cell's left."""
        position = int((x - PAD + self.char / 2) // (3 * self.char))
        return min(BYTES_PER_LINE - 1, max(0, position))

    def text_position(self, x: float) -> int:
        """The byte (0-15) under ``x`` pixels from the text cell's left."""
        return min(BYTES_PER_LINE - 1, max(0, int((x - PAD) // self.char)))

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
            int(self.text_x(BYTES_PER_LINE) + self.char + PAD),
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
                colour = NEW_COLOURS[parity]
            else:
                colour = TOKEN_COLOURS[parity]
            painter.fillRect(QRectF(left + x0, top, x1 - x0, height), colour)
        found = model.found
        if found is not None:
            lo = max(found[0], row.offset) - row.offset
            hi = min(found[0] + found[1], row.offset + len(row.data)) - row.offset
            if lo < hi:
                x0, x1 = self._extent(column, lo, hi)
                band = height / 4
                painter.fillRect(QRectF(left + x0, top, x1 - x0, band), FOUND)
                painter.fillRect(QRectF(left + x0, top + height - band, x1 - x0, band), FOUND)
        painter.setPen(QPen(BOUNDARY, 2 if column == HexColumn.HEX else 1))
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
        pen = QPen(WINDOW, 1.6 if dashed else 2.2)
        if dashed:
            pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        inset = 1.5 if dashed else 3.5
        top, bottom = rect.top() + inset, rect.top() + rect.height() - inset
        for piece in pieces:
            x0, x1 = self._extent(column, piece.start, piece.end)
            x0 += rect.left() + inset
            x1 += rect.left() - inset
            painter.drawLine(QLineF(x0, top, x1, top))
            painter.drawLine(QLineF(x0, bottom, x1, bottom))
            if piece.opens:
                painter.drawLine(QLineF(x0, top, x0, bottom))
            if piece.closes:
                painter.drawLine(QLineF(x1, top, x1, bottom))

    def _paint_hex(self, painter: QPainter, rect: QRect, row: HexRow) -> None:
        self._backgrounds(painter, rect, row, HexColumn.HEX)
        painter.setPen(TEXT)
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
        origin = QPointF(rect.left() + PAD, baseline)
        for colour, symbols in (
            (TEXT, plain),
            (CONTINUATION_TEXT, marks),
            (CONTROL_TEXT, controls),
        ):
            if any(ch != " " for ch in symbols):
                painter.setPen(colour)
                painter.drawText(origin, "".join(symbols))
        painter.setPen(TEXT)
        for position, ch in singles:
            painter.drawText(QPointF(rect.left() + g.text_x(position), baseline), ch)


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
        """Bring byte ``offset``'s row into view (centred when it was off screen)."""
        index = self.hex_model.index(offset // BYTES_PER_LINE, HexColumn.HEX)
        self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

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


def _is_key(event: QKeyEvent, sequence: str | QKeySequence.StandardKey) -> bool:
    if isinstance(sequence, QKeySequence.StandardKey):
        return event.matches(sequence)
    return QKeySequence(event.keyCombination().toCombined()) == QKeySequence(sequence)


def parse_offset(text: str) -> int:
    """A byte offset typed by the user: decimal (``1234``) or hex with ``0x`` (``0x4d2``).

    Raises:
        ValueError: naming what was typed.
    """
    value = text.strip().replace("_", "").replace(",", "")
    try:
        if value.lower().startswith("0x"):
            return int(value[2:], 16)
        return int(value, 10)
    except ValueError:
        raise ValueError(f"not an offset: {text.strip()!r} (decimal, or hex as 0x1f)") from None


class HexView(QWidget):
    """Title, Find bar, Go to offset and the :class:`HexTable` of one document.

    Signals:
        token_selected(int token_id, int document_index, int offset): a byte was clicked.
    """

    token_selected = Signal(int, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HexBytesModel(self)
        self.table = HexTable(self.model, self)
        self.title = QLabel("<b>Hex</b>")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.find_mode = QComboBox()
        self.find_mode.addItems(["Hex", "Text"])
        self.find_mode.setToolTip("Search for hex bytes (d0 b0) or for text (its UTF-8 bytes)")
        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText("Find: d0 b0 or text  (Ctrl+F)")
        self.find_edit.setClearButtonEnabled(True)
        self.previous_button = QPushButton("◀")
        self.previous_button.setToolTip("Previous match  [Shift+Enter]")
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip("Next match  [Enter]")
        for button in (self.previous_button, self.next_button):
            button.setFixedWidth(32)
        self.goto_edit = QLineEdit()
        self.goto_edit.setPlaceholderText("Go to offset (Ctrl+G)")
        self.goto_edit.setToolTip("A byte offset: decimal (1234) or hex (0x4d2); Enter jumps")
        self.goto_edit.setMaximumWidth(160)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.legend = QLabel(
            '<span style="background:#dce7f5">&nbsp;&nbsp;&nbsp;</span>'
            '<span style="background:#f4f7fb">&nbsp;&nbsp;&nbsp;</span> tokens, '
            '<b style="color:#4a5f7d">|</b> token start &nbsp;'
            '<span style="background:#ffc94d">&nbsp;new&nbsp;</span> last round &nbsp;'
            '<span style="color:#d35400">outlined: this round\'s winner, solid where merged, '
            "dashed where counted only</span> &nbsp;"
            '<span style="color:#8d99a8">·</span> rest of a character &nbsp;'
            '<b style="color:#c62828">.</b> control or invalid byte'
        )
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color:#444")
        self._data_cache: tuple[int, int, bytes] | None = None  # (id(run), document, bytes)
        self._match: tuple[int, int] | None = None
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setInterval(0)
        self._prepare_timer.timeout.connect(self._prepare_step)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.goto_edit)
        find = QHBoxLayout()
        find.addWidget(self.find_mode)
        find.addWidget(self.find_edit, 1)
        find.addWidget(self.previous_button)
        find.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.legend)
        layout.addWidget(self.table, 1)
        layout.addLayout(find)
        layout.addWidget(self.message)

        self.table.byte_clicked.connect(self._on_byte_clicked)
        self.find_edit.returnPressed.connect(self.find_next)
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        self.goto_edit.returnPressed.connect(self._on_goto)
        self.find_mode.currentIndexChanged.connect(lambda _: self._clear_match())
        self.find_edit.textChanged.connect(lambda _: self._clear_match())
        self.model.document_changed.connect(self._on_document_changed)
        for widget in (self.table, self.find_edit, self.goto_edit):
            widget.installEventFilter(self)
        self._normal_font = QFont(self.font())
        self._normal_mono = QFont(self.table.font())

    def minimum_width(self) -> int:
        """Width that shows the offset, the 16 bytes and their text without scrolling."""
        table = self.table
        return (
            sum(table.columnWidth(c) for c in range(3))
            + table.verticalScrollBar().sizeHint().width()
            + 2 * table.frameWidth()
            + 4
        )

    # -- following the other views
    def set_run(self, run: TrainingRun | None, stage: int, document_index: int = 0) -> None:
        """Show ``run`` at ``stage`` on one of its documents."""
        self._data_cache = None
        self.model.set_run(run, stage, document_index)
        self._update_title()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor (the rows on screen stay)."""
        self.model.set_stage(stage)
        self._update_title()

    def set_document(self, document_index: int) -> None:
        """Show another document of the run."""
        self.model.set_document(document_index)

    def set_selected_token(self, token_id: int | None) -> None:
        """Highlight the bytes of ``token_id`` (selected in any view)."""
        self.model.set_selected_token(token_id)

    def show_token_at(self, document_index: int, position: int) -> None:
        """Scroll to the token at ``position`` of a document's tokens at the stage."""
        run = self.model.run
        if run is None:
            return
        self.set_document(document_index)
        if run.documents[document_index].byte_length > SCROLL_TO_TOKEN_BYTES:
            return  # counting the tokens before it would stall the window
        tokens = run.tokens_at(document_index, self.model.stage)
        if not 0 <= position < len(tokens):
            return
        offset = sum(len(run.token_bytes(t)) for t in tokens[:position])
        self.go_to(offset)

    def set_zoom(self, scale: float) -> None:
        """Text at ``scale`` times normal (1.0-2.5)."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        mono = QFont(self._normal_mono)
        mono.setPointSizeF(self._normal_mono.pointSizeF() * scale)
        self.table.set_font(mono)

    # -- internals
    def _on_document_changed(self) -> None:
        self._match = None
        self.message.setText("")
        self._update_title()
        if self.model.spans is not None and not self.model.spans.prepared:
            self._prepare_timer.start()

    def _prepare_step(self) -> None:
        spans = self.model.spans
        if spans is None or spans.prepare(32):
            self._prepare_timer.stop()

    def _update_title(self) -> None:
        run = self.model.run
        if run is None or not run.documents:
            self.title.setText("<b>Hex</b>")
            return
        doc = run.documents[self.model.document_index]
        self.title.setText(
            f"<b>Hex</b> — {doc.doc_id} ({doc.label}): {doc.byte_length:,} bytes, "
            f"stage {self.model.stage}"
        )

    def _on_byte_clicked(self, offset: int) -> None:
        span = self.model.span_at(offset)
        if span is None:
            return
        self.model.set_current_offset(offset)
        self.model.set_selected_token(span.token_id)
        self.token_selected.emit(span.token_id, self.model.document_index, offset)

    def click_byte(self, offset: int) -> None:
        """Select the byte at ``offset`` as a click does."""
        self.go_to(offset)
        self._on_byte_clicked(offset)

    def go_to(self, offset: int) -> None:
        """Scroll to byte ``offset`` and make it the current cell."""
        if not 0 <= offset < self.model.size:
            return
        self.table.scroll_to_offset(offset)
        self.model.set_current_offset(offset)

    def _on_goto(self) -> None:
        try:
            offset = parse_offset(self.goto_edit.text())
        except ValueError as err:
            self._say(str(err), error=True)
            return
        size = self.model.size
        if not 0 <= offset < size:
            self._say(f"offset {offset:,} is outside the document (0 to {size - 1:,})", error=True)
            return
        self.go_to(offset)
        self._say(f"offset {offset:,} (0x{offset:x})")
        self.table.setFocus()

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet("color:#c62828" if error else "color:#444")
        self.message.setText(text)

    def _clear_match(self) -> None:
        self._match = None
        self.model.set_found(None)

    def _document_data(self) -> bytes:
        run = self.model.run
        assert run is not None
        key = (id(run), self.model.document_index)
        cache = self._data_cache
        if cache is None or cache[:2] != key:
            cache = (*key, run.document_bytes(self.model.document_index))
            self._data_cache = cache
        return cache[2]

    def pattern(self) -> bytes:
        """The Find pattern as bytes.

        Raises:
            ValueError: for a pattern that is not hex in hex mode, or an empty one.
        """
        text = self.find_edit.text()
        if self.find_mode.currentText() == "Hex":
            return parse_hex_pattern(text)
        if not text:
            raise ValueError("empty pattern")
        return text.encode("utf-8")

    def find_next(self) -> None:
        """Find the next match after the current one (wrapping at the end)."""
        self._find(backward=False)

    def find_previous(self) -> None:
        """Find the match before the current one (wrapping at the start)."""
        self._find(backward=True)

    def _find(self, *, backward: bool) -> None:
        if self.model.run is None:
            return
        try:
            pattern = self.pattern()
        except ValueError as err:
            self._say(str(err), error=True)
            return
        current = self.model.current_offset
        if self._match is not None:
            start = self._match[0] if backward else self._match[0] + 1
        else:
            start = current if current is not None else 0
        data = self._document_data()
        found = find_bytes(data, pattern, start, backward=backward)
        shown = self.find_edit.text()
        if found is None:
            self._clear_match()
            self._say(f"no match for {shown!r} in this document", error=True)
            return
        wrapped = found < start if not backward else found >= start
        self._match = (found, len(pattern))
        self.model.set_found(self._match)
        self.go_to(found)
        count = data.count(pattern) if len(data) <= 5_000_000 else None
        total = f" of {count:,}" if count is not None else ""
        note = " (wrapped around)" if wrapped else ""
        self._say(f"match at offset {found:,} (0x{found:x}){total}{note}")

    def focus_find(self) -> None:
        """Ctrl+F: put the cursor in the Find box."""
        self.find_edit.setFocus()
        self.find_edit.selectAll()

    def focus_goto(self) -> None:
        """Ctrl+G: put the cursor in the Go to offset box."""
        self.goto_edit.setFocus()
        self.goto_edit.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+F and Ctrl+G belong to the hex view while it has focus; Shift+Enter in the
        Find box finds the previous match."""
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(
            event, QKeyEvent
        ):
            for key, action in (
                (QKeySequence.StandardKey.Find, self.focus_find),
                ("Ctrl+G", self.focus_goto),
            ):
                if _is_key(event, key):
                    event.accept()
                    if kind == QEvent.Type.KeyPress:
                        action()
                    return True
            if (
                kind == QEvent.Type.KeyPress
                and watched is self.find_edit
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            ):
                self.find_previous()
                return True
        return super().eventFilter(watched, event)
