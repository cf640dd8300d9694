"""Token chips: a delegate painting each document's tokens as a wrapped flow of chips.

Design: a row shows its document as chips that wrap to the column width, like words in
a paragraph, up to :data:`MAX_LINES` lines, then a "+N more" link: clicking it shows the
whole document (up to :data:`EXPANDED_MAX_LINES` lines) and a "show less" link. Each
chip shows printable text (with ␣ ↵ → for whitespace) in the normal font, or hex bytes
in a monospace font on an amber chip.
Tokens created by the previous round are filled orange-yellow with a dark border; the
token selected in any view is outlined in blue everywhere it occurs.

Layouts are computed only for rows a view paints or measures, and cached per
(document, stage, width, show IDs) in a bounded LRU, so moving to any round costs time
proportional to the visible rows, not to the corpus.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from bpe_viewer.core.render import hex_bytes, is_printable_text, readable
from bpe_viewer.qt.models.documents import DocumentRowsModel
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.widgets.chip_painter import chip_face, paint_chip, paint_chip_text

_Index = QModelIndex | QPersistentModelIndex

MAX_LINES = 12
EXPANDED_MAX_LINES = 4000
H_GAP = 3
PIECE_GAP = 7
V_GAP = 4
PAD_X = 5
PAD_Y = 2
MARGIN = 4
MAX_CHIP_WIDTH = 320
LAYOUT_CACHE = 2048


@dataclass(frozen=True, slots=True)
class ChipLayout:
    """Where every chip of one row goes (relative to the cell's top-left corner).

    Attributes:
        chips: ``(x, y, width, token_id, position)`` per drawn chip.
        lines: number of chip lines used.
        hidden: tokens not drawn because the row is full (shown as "+N more").
        more_x: x of the link ("+N more" or "show less"), when there is one.
        height: the height the row needs.
        link: ``"+N more"``, ``"show less"`` or ``""``.
    """

    chips: tuple[tuple[int, int, int, int, int], ...]
    lines: int
    hidden: int
    more_x: int
    height: int
    link: str = ""


class ChipStyle:
    """Fonts and metrics shared by the delegate (one instance per view)."""

    def __init__(self, base: QFont, point_size: float = 11.0) -> None:
        self.text_font = QFont(base)
        self.text_font.setPointSizeF(point_size)
        self.bold_font = QFont(self.text_font)
        self.bold_font.setBold(True)
        self.hex_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.hex_font.setPointSizeF(point_size - 1.5)
        self.hex_bold = QFont(self.hex_font)
        self.hex_bold.setBold(True)
        self.id_font = QFont(base)
        self.id_font.setPointSizeF(max(6.5, point_size - 3.5))
        self.text_fm = QFontMetrics(self.bold_font)
        self.hex_fm = QFontMetrics(self.hex_bold)
        self.id_fm = QFontMetrics(self.id_font)
        self.text_h = max(self.text_fm.height(), self.hex_fm.height())

    def chip_height(self, show_ids: bool) -> int:
        return self.text_h + 2 * PAD_Y + (self.id_fm.height() if show_ids else 0)


class ChipDelegate(QStyledItemDelegate):
    """Paints the tokens column of a :class:`DocumentRowsModel` as chips."""

    def __init__(self, parent: QWidget | None = None, point_size: float = 11.0) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.style_ = ChipStyle(base, point_size)
        self._layouts: OrderedDict[tuple[int, int, int, bool, bool], ChipLayout] = OrderedDict()
        #: documents shown whole (their "+N more" link was clicked)
        self.expanded: set[int] = set()
        self._chip_text: dict[tuple[int, bool], tuple[str, bool, int]] = {}

    def set_point_size(self, point_size: float) -> None:
        """Redraw chips at another text size (forgets every cached layout)."""
        parent = self.parent()
        base = parent.font() if isinstance(parent, QWidget) else QFont()
        self.style_ = ChipStyle(base, point_size)
        self._layouts.clear()
        self._chip_text.clear()

    def reset(self) -> None:
        """Forget cached layouts and texts (a new run was loaded)."""
        self._layouts.clear()
        self._chip_text.clear()
        self.expanded.clear()

    def toggle_expanded(self, document_index: int) -> None:
        """Show a long document whole, or cut it back to :data:`MAX_LINES` lines."""
        self.expanded.symmetric_difference_update({document_index})

    # -- chip text and width
    def chip_text(self, model: DocumentRowsModel, token_id: int) -> tuple[str, bool, int]:
        """(text, is_hex, width) of a token's chip."""
        key = (token_id, model.show_ids)
        hit = self._chip_text.get(key)
        if hit is not None:
            return hit
        assert model.run is not None
        data = model.run.token_bytes(token_id)
        is_hex = not is_printable_text(data)
        text = hex_bytes(data) if is_hex else readable(data)
        fm = self.style_.hex_fm if is_hex else self.style_.text_fm
        width = fm.horizontalAdvance(text) + 2 * PAD_X
        if model.show_ids:
            width = max(width, self.style_.id_fm.horizontalAdvance(str(token_id)) + 2 * PAD_X)
        width = min(width, MAX_CHIP_WIDTH)
        hit = (text, is_hex, width)
        self._chip_text[key] = hit
        return hit

    def layout(self, model: DocumentRowsModel, document_index: int, width: int) -> ChipLayout:
        expanded = document_index in self.expanded
        key = (document_index, model.stage, width, model.show_ids, expanded)
        hit = self._layouts.get(key)
        if hit is not None:
            self._layouts.move_to_end(key)
            return hit
        tokens = model.tokens(document_index)
        ch = self.style_.chip_height(model.show_ids)
        line_h = ch + V_GAP
        more_w = self.style_.text_fm.horizontalAdvance("+000000 more") + 2 * PAD_X
        avail = max(40, width - 2 * MARGIN)
        max_lines = EXPANDED_MAX_LINES if expanded else MAX_LINES
        x = 0
        line = 0
        chips: list[tuple[int, int, int, int, int]] = []
        hidden = 0
        more_x = 0
        run = model.run
        assert run is not None
        # Pre-tokenization pieces get a wider gap, so a reader sees what no merge crosses.
        starts = run.piece_starts(document_index) if run.pretokenizer != "none" else set()
        offset = 0
        for pos, tok in enumerate(tokens):
            w = min(self.chip_text(model, tok)[2], avail)
            if starts:
                if offset in starts and x > 0:
                    x += PIECE_GAP
                offset += len(run.token_bytes(tok))
            if x > 0 and x + w > avail:
                line += 1
                x = 0
            if line >= max_lines:
                hidden = len(tokens) - pos
                line = max_lines - 1
                break
            chips.append((MARGIN + x, MARGIN + line * line_h, w, tok, pos))
            x += w + H_GAP
        if hidden:
            # Make room for "+N more" at the end of the last line.
            last_y = MARGIN + line * line_h

            def ends(chip: tuple[int, int, int, int, int]) -> int:
                return chip[0] + chip[2] + H_GAP

            while chips and chips[-1][1] == last_y and ends(chips[-1]) + more_w > MARGIN + avail:
                chips.pop()
                hidden += 1
            on_last = bool(chips) and chips[-1][1] == last_y
            more_x = ends(chips[-1]) - MARGIN if on_last else 0
            link = f"+{hidden} more"
        elif expanded and line >= MAX_LINES:
            link = "show less"
            if x + more_w > avail:
                line += 1
                x = 0
            more_x = x
        else:
            link = ""
        lines = line + 1 if tokens else 1
        height = 2 * MARGIN + lines * line_h - V_GAP
        result = ChipLayout(tuple(chips), lines, hidden, MARGIN + more_x, height, link)
        self._layouts[key] = result
        if len(self._layouts) > LAYOUT_CACHE:
            self._layouts.popitem(last=False)
        return result

    # -- Qt delegate API
    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return super().sizeHint(option, index)
        lay = self.layout(model, model.document_index(index.row()), option.rect.width())
        return QSize(option.rect.width(), lay.height)

    def row_height(self, model: DocumentRowsModel, row: int, width: int) -> int:
        return self.layout(model, model.document_index(row), width).height

    def token_at(self, index: _Index, rect: QRect, point: QPoint) -> tuple[int, int] | None:
        """(token_id, position) of the chip under ``point`` (viewport coordinates)."""
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return None
        lay = self.layout(model, model.document_index(index.row()), rect.width())
        ch = self.style_.chip_height(model.show_ids)
        px = point.x() - rect.x()
        py = point.y() - rect.y()
        for x, y, w, tok, pos in lay.chips:
            if x <= px < x + w and y <= py < y + ch:
                return tok, pos
        return None

    def link_at(self, index: _Index, rect: QRect, point: QPoint) -> bool:
        """True when ``point`` is on the row's "+N more" or "show less" link."""
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return False
        lay = self.layout(model, model.document_index(index.row()), rect.width())
        if not lay.link:
            return False
        ch = self.style_.chip_height(model.show_ids)
        y = MARGIN + (lay.lines - 1) * (ch + V_GAP)
        w = self.style_.text_fm.horizontalAdvance(lay.link) + 2 * PAD_X
        px = point.x() - rect.x()
        py = point.y() - rect.y()
        return lay.more_x <= px < lay.more_x + w and y <= py < y + ch

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            super().paint(painter, option, index)
            return
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        doc_index = model.document_index(index.row())
        doc = model.run.documents[doc_index]
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, option.palette.highlight().color().lighter(185))
        elif not doc.counted:
            painter.fillRect(rect, Palette.HELD_OUT)
        lay = self.layout(model, doc_index, rect.width())
        st = self.style_
        show_ids = model.show_ids
        ch = st.chip_height(show_ids)
        new_id = model.new_token_id()
        selected = model.highlight_token
        for x, y, w, tok, _pos in lay.chips:
            text, is_hex, _ = self.chip_text(model, tok)
            chip = QRectF(rect.x() + x + 0.5, rect.y() + y + 0.5, w - 1, ch - 1)
            is_new = tok == new_id
            kind = "special" if model.run.is_special(tok) else "hex" if is_hex else "text"
            face = chip_face(kind, new=is_new, highlighted=tok == selected, faded=not doc.counted)
            paint_chip(painter, chip, face)
            if is_hex:
                font = st.hex_bold if is_new else st.hex_font
            else:
                font = st.bold_font if is_new else st.text_font
            text_rect = QRectF(
                chip.x() + PAD_X - 1, chip.y() + PAD_Y, chip.width() - 2 * PAD_X + 2, st.text_h
            )
            paint_chip_text(painter, text_rect, text, font, face.text)
            if show_ids:
                painter.setFont(st.id_font)
                painter.setPen(Palette.ID_TEXT)
                id_rect = QRectF(
                    chip.x(), chip.y() + PAD_Y + st.text_h, chip.width(), st.id_fm.height()
                )
                painter.drawText(id_rect, int(Qt.AlignmentFlag.AlignCenter), str(tok))
        if lay.link:
            y = MARGIN + (lay.lines - 1) * (ch + V_GAP)
            more = lay.link
            painter.setFont(st.text_font)
            painter.setPen(Palette.SELECTED_BORDER)
            painter.drawText(
                QRectF(
                    rect.x() + lay.more_x,
                    rect.y() + y,
                    st.text_fm.horizontalAdvance(more) + 2 * PAD_X,
                    ch,
                ),
                int(Qt.AlignmentFlag.AlignCenter),
                more,
            )
        painter.restore()
