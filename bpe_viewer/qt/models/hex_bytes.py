"""The hex view's model: a document's bytes, 16 a row, with the token spans of a stage.

A virtual table (CONVENTIONS habit 5, 8): rows are built only when the view asks for
them, in chunks of :data:`CHUNK_ROWS` rows cached for the current stage, from
:class:`bpe_viewer.core.hexdump.DocumentSpans`, so a 50 MB single-line document opens,
scrolls and changes stage in the time a screenful takes.

Columns (:class:`HexColumn`): the offset, the 16 bytes in hex and the same bytes as text
(docs/rules.md s8). The byte and text cells answer :data:`HexRoles.ROW` with a
:class:`HexRow` that the delegate paints in one go: token spans with their alternating
parity, the text column's cells and the round's winner windows. The selected token and
the Find match are model state read by the delegate, so changing them costs no rebuild.
"""

from __future__ import annotations

import enum
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    Qt,
    Signal,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.hexdump import (
    BYTES_PER_LINE,
    CONTINUATION_MARK,
    CONTROL_MARK,
    DocumentSpans,
    TextCell,
    TokenSpan,
    text_cells,
)
from bpe_viewer.core.render import hex_bytes, utf8_status
from bpe_viewer.core.trainer import BYTE_COUNT
from bpe_viewer.qt.models.base import Index
from bpe_viewer.qt.models.roles import header_text
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: Rows built together and cached for the current stage.
CHUNK_ROWS = 64
#: Chunks kept.
CHUNK_CACHE = 16


class HexColumn(enum.IntEnum):
    """Columns of :class:`HexBytesModel`."""

    OFFSET = 0
    HEX = 1
    TEXT = 2


class HexRoles(enum.IntEnum):
    """Roles of the hex model beyond Qt's."""

    #: the :class:`HexRow` of a row (hex and text columns).
    ROW = Qt.ItemDataRole.UserRole + 40


HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "Offset"),
    QT_TRANSLATE_NOOP("Headers", "Bytes (hex)"),
    QT_TRANSLATE_NOOP("Headers", "Text"),
)
HEADER_TIPS = (
    QT_TRANSLATE_NOOP("Headers", "Offset of the row's first byte, in hex (decimal in the tooltip)"),
    QT_TRANSLATE_NOOP("Headers", "The row's 16 bytes in hex; a bar marks where a token starts"),
    QT_TRANSLATE_NOOP(
        "Headers",
        "The bytes as UTF-8 text: a character at its first byte, · for its other bytes, "
        "a red dot for control characters and invalid bytes",
    ),
)


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of bytes ``start..end - 1`` (0-15) of one row, with its marks.

    Attributes:
        start, end: byte positions within the row.
        opens: the token or window begins at ``start`` (not in an earlier row).
        closes: it ends at ``end - 1`` (not in a later row).
    """

    start: int
    end: int
    opens: bool
    closes: bool


@dataclass(frozen=True, slots=True)
class HexRow:
    """One row as the delegate paints it.

    Attributes:
        offset: offset of the row's first byte.
        data: the row's bytes (16, fewer on the last row).
        spans: the tokens overlapping the row, in order.
        pieces: for each span, the bytes of the row it covers.
        parity: for each span, 0 or 1, alternating token by token.
        text: one :class:`TextCell` per byte.
        counted: pieces of the round winner's windows that are counted but not merged
            (an overlap such as the middle pair of ``aaa``).
        replaced: pieces of the windows the round merges.
    """

    offset: int
    data: bytes
    spans: tuple[TokenSpan, ...]
    pieces: tuple[Piece, ...]
    parity: tuple[int, ...]
    text: tuple[TextCell, ...]
    counted: tuple[Piece, ...]
    replaced: tuple[Piece, ...]

    def span_index(self, position: int) -> int:
        """Index in :attr:`spans` of the token holding byte ``position`` of the row."""
        for i, piece in enumerate(self.pieces):
            if piece.start <= position < piece.end:
                return i
        raise IndexError(position)


def _pieces(windows: list[tuple[int, int]], base: int, size: int) -> tuple[Piece, ...]:
    out = []
    for start, length in windows:
        lo, hi = max(start, base), min(start + length, base + size)
        if lo < hi:
            out.append(Piece(lo - base, hi - base, lo == start, hi == start + length))
    return tuple(out)


class HexBytesModel(QAbstractTableModel):
    """One document's bytes at one stage, 16 a row.

    Signals:
        document_changed(): another document (or run) is shown; rows were reset.
    """

    document_changed = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._stage = 0
        self._document = 0
        self._spans: DocumentSpans | None = None
        self._rows: OrderedDict[int, list[HexRow]] = OrderedDict()
        self._row_count = 0
        self.selected_token: int | None = None
        self.found: tuple[int, int] | None = None
        self.current_offset: int | None = None

    # -- state
    @property
    def run(self) -> TrainingRun | None:
        """The run shown, or None."""
        return self._run

    @property
    def stage(self) -> int:
        """The stage shown."""
        return self._stage

    @property
    def document_index(self) -> int:
        """Index of the document shown."""
        return self._document

    @property
    def spans(self) -> DocumentSpans | None:
        """The span index of the document shown."""
        return self._spans

    @property
    def size(self) -> int:
        """Bytes in the document shown (0 without a run)."""
        return self._spans.size if self._spans is not None else 0

    def set_run(self, run: TrainingRun | None, stage: int, document_index: int = 0) -> None:
        """Show ``run`` at ``stage``, on its document ``document_index`` (reset)."""
        self.beginResetModel()
        self._run = run
        self._stage = stage
        self.selected_token = None
        self._open(document_index)
        self.endResetModel()
        self.document_changed.emit()

    def set_document(self, document_index: int) -> None:
        """Show another document of the run (reset)."""
        if self._run is None or (document_index == self._document and self._spans is not None):
            return
        self.beginResetModel()
        self._open(document_index)
        self.endResetModel()
        self.document_changed.emit()

    def _open(self, document_index: int) -> None:
        self._rows.clear()
        self.found = None
        self.current_offset = None
        run = self._run
        if run is None or not run.documents:
            self._spans = None
            self._document = 0
            self._row_count = 0
            return
        self._document = min(max(0, document_index), len(run.documents) - 1)
        self._spans = DocumentSpans(run, self._document)
        self._row_count = -(-self._spans.size // BYTES_PER_LINE)

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor: same rows, new spans (``dataChanged``)."""
        if stage != self._stage:
            self._stage = stage
            self._rows.clear()
            self.repaint()

    def set_selected_token(self, token_id: int | None) -> None:
        """Highlight every byte of ``token_id``'s spans at the stage (None: none)."""
        if token_id != self.selected_token:
            self.selected_token = token_id
            self.repaint()

    def set_found(self, match: tuple[int, int] | None) -> None:
        """Mark the Find match ``(offset, length)`` (None: none)."""
        if match != self.found:
            self.found = match
            self.repaint()

    def set_current_offset(self, offset: int | None) -> None:
        """The byte the keyboard and clicks are on (outlined)."""
        if offset != self.current_offset:
            self.current_offset = offset
            self.repaint()

    def repaint(self) -> None:
        """Tell the views every cell changed (same shape)."""
        if self._row_count:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self._row_count - 1, len(HexColumn) - 1)
            )

    # -- rows
    def row(self, row: int) -> HexRow | None:
        """The :class:`HexRow` of ``row`` at the stage, or None outside the document."""
        if self._spans is None or not 0 <= row < self._row_count:
            return None
        key = row // CHUNK_ROWS
        rows = self._rows.get(key)
        if rows is None:
            rows = self._build_chunk(key)
            self._rows[key] = rows
            if len(self._rows) > CHUNK_CACHE:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(key)
        return rows[row - key * CHUNK_ROWS]

    def _build_chunk(self, key: int) -> list[HexRow]:
        spans_index = self._spans
        run = self._run
        assert spans_index is not None and run is not None
        base = key * CHUNK_ROWS * BYTES_PER_LINE
        end = min(spans_index.size, base + CHUNK_ROWS * BYTES_PER_LINE)
        before = min(3, base)
        window = spans_index.data(base - before, end + 3)
        cells = text_cells(window, before, end - base)
        spans, parity = spans_index.spans_with_parity(base, end, self._stage)
        if run.documents[self._document].counted:
            counted, replaced = spans_index.winner_windows(base, end, self._stage)
            merged = set(replaced)
            counted = [w for w in counted if w not in merged]  # counted but not merged
        else:
            counted, replaced = [], []
        rows: list[HexRow] = []
        first_span = 0
        for row_base in range(base, end, BYTES_PER_LINE):
            row_end = min(end, row_base + BYTES_PER_LINE)
            size = row_end - row_base
            while spans[first_span].end <= row_base:
                first_span += 1
            last = first_span
            while last < len(spans) and spans[last].offset < row_end:
                last += 1
            row_spans = tuple(spans[first_span:last])
            rows.append(
                HexRow(
                    row_base,
                    window[before + row_base - base : before + row_end - base],
                    row_spans,
                    _pieces([(s.offset, s.length) for s in row_spans], row_base, size),
                    tuple((parity + i) % 2 for i in range(first_span, last)),
                    tuple(cells[row_base - base : row_end - base]),
                    _pieces(counted, row_base, size),
                    _pieces(replaced, row_base, size),
                )
            )
        return rows

    def span_at(self, offset: int) -> TokenSpan | None:
        """The token holding byte ``offset`` at the stage, or None outside the document."""
        row = self.row(offset // BYTES_PER_LINE)
        if row is None or offset - row.offset >= len(row.data):
            return None
        return row.spans[row.span_index(offset - row.offset)]

    def is_newest(self, token_id: int) -> bool:
        """True for the token made by the round before the stage."""
        return self._stage > 0 and token_id == BYTE_COUNT + self._stage - 1

    def is_special(self, token_id: int) -> bool:
        """True for a special token."""
        return self._run is not None and self._run.is_special(token_id)

    def byte_tooltip(self, offset: int) -> str:
        """What a byte is: offset, value, its character, its token and the round's marks."""
        row = self.row(offset // BYTES_PER_LINE)
        run = self._run
        if row is None or run is None or offset - row.offset >= len(row.data):
            return ""
        position = offset - row.offset
        span = row.spans[row.span_index(position)]
        cell = row.text[position]
        data = run.token_bytes(span.token_id)
        kind = {
            "char": f"character U+{ord(cell.text):04X}" if cell.text else "",
            "continuation": "a later byte of the character before",
            "control": "a control or non-printing character",
            "invalid": "not part of valid UTF-8",
        }[cell.kind]
        lines = [
            f"offset {offset:,} (0x{offset:x}): byte {row.data[position]:02x}, {kind}",
            f"token {span.token_id}: {hex_bytes(data)} ({utf8_status(data)}), "
            f"bytes {span.offset:,} to {span.end - 1:,}",
        ]
        if self.is_newest(span.token_id):
            lines.append("made by the last round")
        if any(p.start <= position < p.end for p in row.replaced):
            lines.append("merged by this round: a replaced window of the winner")
        elif any(p.start <= position < p.end for p in row.counted):
            lines.append("in a window of this round's winner that is counted but not merged")
        return "\n".join(lines)

    # -- Qt model API
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Rows of 16 bytes (the last may be shorter)."""
        return 0 if parent.isValid() else self._row_count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Offset, hex, text."""
        return 0 if parent.isValid() else len(HexColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles and their tooltips."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(HEADERS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return header_text(HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return header_text(HEADER_TIPS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The offset, the row's hex and text, its tooltip, or its :class:`HexRow`."""
        if not index.isValid():
            return None
        column = index.column()
        if role == HexRoles.ROW:
            return self.row(index.row()) if column else None
        if role == Qt.ItemDataRole.DisplayRole:
            offset = index.row() * BYTES_PER_LINE
            if column == HexColumn.OFFSET:
                return f"{offset:08x}" if offset < self.size else None
            row = self.row(index.row())
            if row is None:
                return None
            if column == HexColumn.HEX:
                return hex_bytes(row.data)
            return "".join(text_symbol(c) for c in row.text)
        if role == Qt.ItemDataRole.ToolTipRole and column == HexColumn.OFFSET:
            offset = index.row() * BYTES_PER_LINE
            return f"offset {offset:,} (0x{offset:x})"
        return None


def text_symbol(cell: TextCell) -> str:
    """The text column's symbol for a byte: the character, ``·`` or ``.``."""
    if cell.kind == "char":
        return cell.text
    if cell.kind == "continuation":
        return CONTINUATION_MARK
    return CONTROL_MARK
