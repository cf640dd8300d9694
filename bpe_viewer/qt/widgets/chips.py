"""Token chips: a delegate painting each document's tokens as a wrapped flow of chips.

Design: a row shows its document as chips that wrap to the column width, like words in
a paragraph, up to :data:`MAX_LINES` lines, then a "+N more" link: clicking it shows the
whole document (up to :data:`EXPANDED_MAX_LINES` lines) and a "show less" link. Each
chip shows printable text (with ␣ ↵ → for whitespace) in the normal font, or hex bytes
in a monospace font on an amber chip.
Tokens created by the previous round are filled orange-yellow with a dark border; the
token selected in any view is outlined in blue everywhere it occurs.

Characters over bytes: above every hex chip, each character its bytes belong to is
written with a bracket spanning exactly those bytes, across chips when a character's
bytes lie in several tokens; a token edge that falls inside a character gets a red
split mark; a byte that is no part of a valid character gets a red ✗.

Windows: under the chips, a bar marks every window of the pair shown (the winner of the
round about to run, or the candidate picked in the table): filled when the left-to-right
pass replaces it, hollow when it is only counted; overlapping windows are stacked on two
levels. Replaced windows are also tinted behind their two chips.

Before/after: each row can show stage r and, below it, stage r + 1 with the new chips
filled. Stepping one round can animate the merge (:attr:`ChipDelegate.anim`).

Layouts are computed only for rows a view paints or measures, and cached per
(document, stage, width, show IDs, ...) in a bounded LRU, so moving to any round costs
time proportional to the visible rows, not to the corpus.

The delegate answers Qt (size hints, painting, hit tests); where chips go is
:mod:`~bpe_viewer.qt.widgets.chip_layout`'s, how they are drawn
:mod:`~bpe_viewer.qt.widgets.chip_row_painter`'s.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from bpe_viewer.core.characters import CharacterSpan
from bpe_viewer.qt.models.base import Index
from bpe_viewer.qt.models.documents import DocumentRowsModel
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.widgets.chip_layout import Chip, ChipLayout, ChipLayouts, ChipStyle
from bpe_viewer.qt.widgets.chip_painter import paint_selected_row
from bpe_viewer.qt.widgets.chip_row_painter import ChipRowPainter, place_windows


class ChipDelegate(QStyledItemDelegate):
    """Paints the tokens column of a :class:`DocumentRowsModel` as chips."""

    def __init__(self, parent: QWidget | None = None, point_size: float = 11.0) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.layouts = ChipLayouts(ChipStyle(base, point_size))
        self.painter = ChipRowPainter(self.layouts)
        #: merge animation: ``("forward" | "back", t)`` with t from 0 to 1, or None
        self.anim: tuple[str, float] | None = None

    @property
    def style_(self) -> ChipStyle:
        """The fonts and metrics of the chips."""
        return self.layouts.style

    @property
    def expanded(self) -> set[int]:
        """Documents shown whole (their "+N more" link was clicked)."""
        return self.layouts.expanded

    def set_point_size(self, point_size: float, tiles: bool = False) -> None:
        """Redraw chips at another text size, as tiles or not (:class:`ChipStyle`;
        forgets every cached layout)."""
        parent = self.parent()
        base = parent.font() if isinstance(parent, QWidget) else QFont()
        self.layouts.set_style(ChipStyle(base, point_size, tiles))

    def reset(self) -> None:
        """Forget cached layouts and texts (a new run was loaded)."""
        self.layouts.clear()

    def toggle_expanded(self, document_index: int) -> None:
        """Show a long document whole, or cut it back to :data:`MAX_LINES` lines."""
        self.expanded.symmetric_difference_update({document_index})

    # -- the layouts' questions, asked of the delegate
    def layout(self, model: DocumentRowsModel, document_index: int, width: int) -> ChipLayout:
        """Where every chip of a row goes (:meth:`ChipLayouts.layout`)."""
        return self.layouts.layout(model, document_index, width)

    def chip_text(self, model: DocumentRowsModel, token_id: int) -> tuple[str, bool, int]:
        """(text, is_hex, width) of a token's chip (:meth:`ChipLayouts.chip_text`)."""
        return self.layouts.chip_text(model, token_id)

    def characters(
        self, model: DocumentRowsModel, document_index: int, stage: int, upto: int | None = None
    ) -> tuple[list[CharacterSpan], list[tuple[bool, bool]]]:
        """A row's characters and split edges (:meth:`ChipLayouts.characters`)."""
        return self.layouts.characters(model, document_index, stage, upto)

    def byte_span_x(
        self, model: DocumentRowsModel, chip: Chip, first: int, last: int
    ) -> tuple[float, float] | None:
        """Extent of some bytes of a hex chip (:meth:`ChipLayouts.byte_span_x`)."""
        return self.layouts.byte_span_x(model, chip, first, last)

    def _shown_lines(
        self, option: QStyleOptionViewItem, rect: QRect, ch: int
    ) -> tuple[float, float]:
        """Range of chip tops (row coordinates) whose chips, captions and bars can show
        in the view's viewport; everything when the row is not painted in a view."""
        view = option.widget
        viewport = view.viewport() if isinstance(view, QAbstractScrollArea) else None
        if viewport is None:
            return (-math.inf, math.inf)
        margin = ch + self.style_.caption_h + self.style_.band_h + 8
        return (-rect.y() - margin, viewport.height() - rect.y() + margin)

    # -- Qt delegate API
    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return super().sizeHint(option, index)
        lay = self.layout(model, model.document_index(index.row()), option.rect.width())
        return QSize(option.rect.width(), lay.height)

    def row_height(self, model: DocumentRowsModel, row: int, width: int) -> int:
        return self.layout(model, model.document_index(row), width).height

    def token_at(self, index: Index, rect: QRect, point: QPoint) -> tuple[int, int] | None:
        """(token_id, position) of the chip under ``point`` (viewport coordinates)."""
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return None
        lay = self.layout(model, model.document_index(index.row()), rect.width())
        ch = self.style_.chip_height(model.show_ids)
        px = point.x() - rect.x()
        py = point.y() - rect.y()
        for x, y, w, tok, pos in (*lay.chips, *lay.after):
            if x <= px < x + w and y <= py < y + ch:
                return tok, pos
        return None

    def link_at(self, index: Index, rect: QRect, point: QPoint) -> bool:
        """True when ``point`` is on the row's "+N more" or "show less" link."""
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            return False
        lay = self.layout(model, model.document_index(index.row()), rect.width())
        if not lay.link:
            return False
        ch = self.style_.chip_height(model.show_ids)
        y = lay.link_y
        w = self.style_.text_fm.horizontalAdvance(lay.link) + 2 * self.style_.pad_x
        px = point.x() - rect.x()
        py = point.y() - rect.y()
        return lay.more_x <= px < lay.more_x + w and y <= py < y + ch

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        model = index.model()
        if not isinstance(model, DocumentRowsModel) or model.run is None:
            super().paint(painter, option, index)
            return
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        doc_index = model.document_index(index.row())
        doc = model.run.documents[doc_index]
        # Over whatever the view drew for a selected row: the row keeps its own fill and
        # gets a frame (paint_selected_row) instead of the selection colour.
        painter.fillRect(rect, Palette.BASE if doc.counted else Palette.HELD_OUT)
        lay = self.layout(model, doc_index, rect.width())
        st = self.style_
        ch = st.chip_height(model.show_ids)
        stage = model.stage
        windows = model.windows(doc_index) if doc.counted else ()
        placed = place_windows({c[4]: c for c in lay.chips}, windows) if windows else []
        if placed:
            self.painter.paint_window_tints(painter, rect, placed, ch)
        anim = self.anim
        joined: set[int] = set()
        if anim is not None and anim[0] == "back":
            joined = {w.position for w in windows if w.replaced}
        # A row can be taller than the view: only the lines the view shows are painted.
        self.painter.lines_shown = self._shown_lines(option, rect, ch)
        top, bottom = self.painter.lines_shown
        shown = tuple(c for c in lay.chips if top <= c[1] <= bottom)
        self.painter.paint_chips(
            painter, rect, model, shown, doc.counted, model.new_token_id(), anim, joined, ch
        )
        if lay.caption_h:
            upto = lay.chips[-1][4] if lay.chips else 0
            spans, edges = self.characters(model, doc_index, stage, upto)
            self.painter.paint_characters(painter, rect, model, lay.chips, spans, edges, ch)
        if placed:
            self.painter.paint_window_bars(painter, rect, placed, ch)
        if lay.before_title_y >= 0:
            assert model.run is not None
            rule = model.run.rules[stage]
            self.painter.paint_title(
                painter, rect, lay.before_title_y, lay.before_title, lay.before_title_h
            )
            self.painter.paint_title(
                painter, rect, lay.after_title_y, lay.after_title, lay.after_title_h
            )
            self.painter.paint_chips(
                painter, rect, model, lay.after, doc.counted, rule.token_id, None, set(), ch
            )
            if lay.caption_h:
                upto = lay.after[-1][4] if lay.after else 0
                spans, edges = self.characters(model, doc_index, stage + 1, upto)
                self.painter.paint_characters(painter, rect, model, lay.after, spans, edges, ch)
        if lay.link:
            more = lay.link
            painter.setFont(st.text_font)
            painter.setPen(Palette.SELECTED_BORDER)
            painter.drawText(
                QRectF(
                    rect.x() + lay.more_x,
                    rect.y() + lay.link_y,
                    st.text_fm.horizontalAdvance(more) + 2 * st.pad_x,
                    ch,
                ),
                int(Qt.AlignmentFlag.AlignCenter),
                more,
            )
        if option.state & QStyle.StateFlag.State_Selected:
            paint_selected_row(painter, rect)
        painter.restore()

    # -- painting helpers
