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
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from bpe_viewer.core.characters import CharacterSpan, character_spans, split_edges
from bpe_viewer.core.explain import Window
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
#: Height of the window bars under a chip line (two stacking levels).
WINDOW_BAR = 4
WINDOW_LEVEL = 6
BAND_H = 2 * WINDOW_LEVEL + 2
#: Split marks and invalid bytes.
SPLIT_COLOR = "#c62828"
WINDOW_REPLACED = "#2e7d32"
WINDOW_COUNTED = "#6a1b9a"
WINDOW_TINT = "#c8e6c9"

Chip = tuple[int, int, int, int, int]


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

    chips: tuple[Chip, ...]
    lines: int
    hidden: int
    more_x: int
    height: int
    link: str = ""
    #: height of one chip line (caption band + chip + window band + gap)
    line_h: int = 0
    #: y of the link's line
    link_y: int = 0
    #: the after-round block (before/after view): its chips and the y of its title
    after: tuple[Chip, ...] = ()
    after_title_y: int = -1
    before_title_y: int = -1
    #: caption band above each chip line (0 when the row has no hex chip)
    caption_h: int = 0


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
        self.hex_plain_fm = QFontMetrics(self.hex_font)
        self.id_fm = QFontMetrics(self.id_font)
        self.text_h = max(self.text_fm.height(), self.hex_fm.height())
        self.glyph_font = QFont(base)
        self.glyph_font.setPointSizeF(max(7.0, point_size - 1.0))
        self.glyph_fm = QFontMetrics(self.glyph_font)
        self.caption_h = self.glyph_fm.height() + 4
        self.title_font = QFont(base)
        self.title_font.setPointSizeF(max(7.0, point_size - 2.5))
        self.title_font.setItalic(True)
        self.title_h = QFontMetrics(self.title_font).height() + 2

    def chip_height(self, show_ids: bool) -> int:
        return self.text_h + 2 * PAD_Y + (self.id_fm.height() if show_ids else 0)


class ChipDelegate(QStyledItemDelegate):
    """Paints the tokens column of a :class:`DocumentRowsModel` as chips."""

    def __init__(self, parent: QWidget | None = None, point_size: float = 11.0) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.style_ = ChipStyle(base, point_size)
        self._layouts: OrderedDict[tuple[object, ...], ChipLayout] = OrderedDict()
        self._spans: OrderedDict[
            tuple[int, int, int | None], tuple[list[CharacterSpan], list[tuple[bool, bool]]]
        ] = OrderedDict()
        #: merge animation: ``("forward" | "back", t)`` with t from 0 to 1, or None
        self.anim: tuple[str, float] | None = None
        #: chip tops (row coordinates) that can show in the row being painted
        self._lines_shown: tuple[float, float] = (-math.inf, math.inf)
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
        self._spans.clear()
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

    def characters(
        self, model: DocumentRowsModel, document_index: int, stage: int, upto: int | None = None
    ) -> tuple[list[CharacterSpan], list[tuple[bool, bool]]]:
        """The characters of a row (over its tokens) and each token's split edges, cached.

        With ``upto``, only the tokens up to that position (and the few after it that a
        character reaching it may need) are read, so a long document costs what is drawn.
        """
        key = (document_index, stage, upto)
        hit = self._spans.get(key)
        if hit is not None:
            return hit
        run = model.run
        assert run is not None
        tokens = model.tokens(document_index, stage)
        if upto is not None:
            tokens = tokens[: upto + 5]  # a character spans at most 4 tokens
        pieces = [run.token_bytes(t) for t in tokens]
        hit = (character_spans(pieces), split_edges(pieces))
        self._spans[key] = hit
        if len(self._spans) > LAYOUT_CACHE:
            self._spans.popitem(last=False)
        return hit

    def _flow(
        self,
        model: DocumentRowsModel,
        document_index: int,
        tokens: tuple[int, ...],
        avail: int,
        max_lines: int,
        top: int,
        line_h: int,
        chip_top: int,
    ) -> tuple[list[Chip], int, int, int]:
        """Place chips in lines from ``top``: (chips, last line index, hidden, end x)."""
        run = model.run
        assert run is not None
        # Pre-tokenization pieces get a wider gap, so a reader sees what no merge crosses.
        starts = run.piece_starts(document_index) if run.pretokenizer != "none" else set()
        offset = 0
        x = 0
        line = 0
        hidden = 0
        chips: list[Chip] = []
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
            chips.append((MARGIN + x, top + line * line_h + chip_top, w, tok, pos))
            x += w + H_GAP
        return chips, line, hidden, x

    def layout(self, model: DocumentRowsModel, document_index: int, width: int) -> ChipLayout:
        """Where every chip of a row goes at the model's stage and this width (cached)."""
        expanded = document_index in self.expanded
        both = model.before_after and model.has_round
        key = (document_index, model.stage, width, model.show_ids, expanded, both)
        hit = self._layouts.get(key)
        if hit is not None:
            self._layouts.move_to_end(key)
            return hit
        run = model.run
        assert run is not None
        tokens = model.tokens(document_index)
        st = self.style_
        ch = st.chip_height(model.show_ids)
        after_tokens = model.tokens(document_index, model.stage + 1) if both else ()
        has_hex = any(self.chip_text(model, t)[1] for t in set(tokens) | set(after_tokens))
        caption_h = st.caption_h if has_hex else 0
        band_h = BAND_H if model.has_round else 0
        line_h = caption_h + ch + band_h + V_GAP
        more_w = st.text_fm.horizontalAdvance("+000000 more") + 2 * PAD_X
        avail = max(40, width - 2 * MARGIN)
        max_lines = EXPANDED_MAX_LINES if expanded else MAX_LINES
        top = MARGIN
        before_title_y = after_title_y = -1
        if both:
            before_title_y = top
            top += st.title_h
        chips, line, hidden, x = self._flow(
            model, document_index, tokens, avail, max_lines, top, line_h, caption_h
        )
        more_x = 0
        if hidden:
            # Make room for "+N more" at the end of the last line.
            last_y = top + line * line_h + caption_h

            def ends(chip: Chip) -> int:
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
        link_y = top + (lines - 1) * line_h + caption_h
        bottom = top + lines * line_h - V_GAP
        after: list[Chip] = []
        if both:
            after_title_y = bottom + V_GAP
            after_top = after_title_y + st.title_h
            after, a_line, _a_hidden, _ax = self._flow(
                model,
                document_index,
                after_tokens,
                avail,
                lines,
                after_top,
                line_h - band_h,
                caption_h,
            )
            bottom = after_top + (a_line + 1) * (line_h - band_h) - V_GAP
        height = bottom + MARGIN
        result = ChipLayout(
            tuple(chips),
            lines,
            hidden,
            MARGIN + more_x,
            height,
            link,
            line_h,
            link_y,
            tuple(after),
            after_title_y,
            before_title_y,
            caption_h,
        )
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
        for x, y, w, tok, pos in (*lay.chips, *lay.after):
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
        y = lay.link_y
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
        ch = st.chip_height(model.show_ids)
        stage = model.stage
        windows = model.windows(doc_index) if doc.counted else ()
        by_pos = {c[4]: c for c in lay.chips}
        if windows:
            self._paint_window_tints(painter, rect, by_pos, windows, ch)
        anim = self.anim
        joined: set[int] = set()
        if anim is not None and anim[0] == "back":
            joined = {w.position for w in windows if w.replaced}
        # A row can be taller than the view: only the lines the view shows are painted.
        self._lines_shown = self._shown_lines(option, rect, ch)
        top, bottom = self._lines_shown
        shown = tuple(c for c in lay.chips if top <= c[1] <= bottom)
        self._paint_chips(
            painter, rect, model, shown, doc.counted, model.new_token_id(), anim, joined, ch
        )
        if lay.caption_h:
            upto = lay.chips[-1][4] if lay.chips else 0
            spans, edges = self.characters(model, doc_index, stage, upto)
            self._paint_characters(painter, rect, model, lay.chips, spans, edges, ch)
        if windows:
            self._paint_window_bars(painter, rect, by_pos, windows, ch)
        if lay.before_title_y >= 0:
            assert model.run is not None
            rule = model.run.rules[stage]
            self._paint_title(
                painter,
                rect,
                lay.before_title_y,
                f"stage {stage}, before round {stage}: windows of ({rule.left}, {rule.right})",
            )
            self._paint_title(
                painter,
                rect,
                lay.after_title_y,
                f"stage {stage + 1}, after round {stage}: the new token {rule.token_id} filled",
            )
            self._paint_chips(
                painter, rect, model, lay.after, doc.counted, rule.token_id, None, set(), ch
            )
            if lay.caption_h:
                upto = lay.after[-1][4] if lay.after else 0
                spans, edges = self.characters(model, doc_index, stage + 1, upto)
                self._paint_characters(painter, rect, model, lay.after, spans, edges, ch)
        if lay.link:
            more = lay.link
            painter.setFont(st.text_font)
            painter.setPen(Palette.SELECTED_BORDER)
            painter.drawText(
                QRectF(
                    rect.x() + lay.more_x,
                    rect.y() + lay.link_y,
                    st.text_fm.horizontalAdvance(more) + 2 * PAD_X,
                    ch,
                ),
                int(Qt.AlignmentFlag.AlignCenter),
                more,
            )
        painter.restore()

    # -- painting helpers
    def _shown_lines(
        self, option: QStyleOptionViewItem, rect: QRect, ch: int
    ) -> tuple[float, float]:
        """Range of chip tops (row coordinates) whose chips, captions and bars can show
        in the view's viewport; everything when the row is not painted in a view."""
        view = option.widget
        viewport = view.viewport() if isinstance(view, QAbstractScrollArea) else None
        if viewport is None:
            return (-math.inf, math.inf)
        margin = ch + self.style_.caption_h + 2 * WINDOW_LEVEL + 8
        return (-rect.y() - margin, viewport.height() - rect.y() + margin)

    def _paint_title(self, painter: QPainter, rect: QRect, y: int, text: str) -> None:
        painter.setFont(self.style_.title_font)
        painter.setPen(Palette.ID_TEXT)
        painter.drawText(
            QRectF(rect.x() + MARGIN, rect.y() + y, rect.width() - 2 * MARGIN, self.style_.title_h),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            text,
        )

    def _paint_chips(
        self,
        painter: QPainter,
        rect: QRect,
        model: DocumentRowsModel,
        chips: tuple[Chip, ...],
        counted: bool,
        new_id: int | None,
        anim: tuple[str, float] | None,
        joined: set[int],
        ch: int,
    ) -> None:
        st = self.style_
        run = model.run
        assert run is not None
        selected = model.highlight_token
        show_ids = model.show_ids
        by_pos = {c[4]: c for c in chips}
        for x, y, w, tok, pos in chips:
            text, is_hex, _ = self.chip_text(model, tok)
            chip = QRectF(rect.x() + x + 0.5, rect.y() + y + 0.5, w - 1, ch - 1)
            is_new = tok == new_id
            kind = "special" if run.is_special(tok) else "hex" if is_hex else "text"
            face = chip_face(kind, new=is_new, highlighted=tok == selected, faded=not counted)
            if is_new and anim is not None and anim[0] == "forward" and anim[1] < 1.0:
                # The merge closing: two halves come together, then the new chip shows.
                gap = (1.0 - anim[1]) * 14.0
                half = (chip.width() - gap) / 2
                paint_chip(painter, QRectF(chip.x(), chip.y(), half, chip.height()), face)
                paint_chip(
                    painter, QRectF(chip.x() + half + gap, chip.y(), half, chip.height()), face
                )
            else:
                paint_chip(painter, chip, face)
            if pos in joined and anim is not None and pos + 1 in by_pos:
                # Stepping back: the merged pair opens up again.
                other = by_pos[pos + 1]
                if other[1] == y:
                    fade = QColor(Palette.NEW_CHIP)
                    fade.setAlphaF(max(0.0, 1.0 - anim[1]) * 0.85)
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(fade)
                    span = other[0] + other[2] - x
                    painter.drawRoundedRect(QRectF(rect.x() + x, rect.y() + y, span, ch), 4, 4)
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

    def byte_span_x(
        self, model: DocumentRowsModel, chip: Chip, first: int, last: int
    ) -> tuple[float, float] | None:
        """Horizontal extent (cell coordinates) of bytes ``first..last`` (inclusive) of a
        hex chip's text, or None when they fall outside the visible (elided) text."""
        x, _y, w, tok, _pos = chip
        text, is_hex, _ = self.chip_text(model, tok)
        if not is_hex:
            return None
        plain = self.style_.hex_plain_fm
        char_w = plain.horizontalAdvance("0")
        text_w = plain.horizontalAdvance(text)
        inner = w - 1 - 2 * PAD_X + 2
        left = x + 0.5 + PAD_X - 1 + max(0.0, (inner - text_w) / 2)
        start = left + first * 3 * char_w
        end = left + (last * 3 + 2) * char_w
        if end > x + w - 1:
            return None
        return start, end

    def _paint_characters(
        self,
        painter: QPainter,
        rect: QRect,
        model: DocumentRowsModel,
        chips: tuple[Chip, ...],
        spans: list[CharacterSpan],
        edges: list[tuple[bool, bool]],
        ch: int,
    ) -> None:
        """Glyphs over the bytes of hex chips, and split marks on token edges inside a
        character."""
        st = self.style_
        run = model.run
        assert run is not None
        top, bottom = self._lines_shown
        by_pos = {c[4]: c for c in chips}
        if not by_pos:
            return
        # byte offset where each drawn token starts
        first_pos = min(by_pos)
        last_pos = max(by_pos)
        starts: dict[int, int] = {}
        offset = 0
        for pos in range(0, last_pos + 1):
            chip = by_pos.get(pos)
            tok = chip[3] if chip is not None else None
            starts[pos] = offset
            if tok is None:
                break
            offset += len(run.token_bytes(tok))
        painter.setFont(st.glyph_font)
        for span in spans:
            if span.last_token < first_pos or span.first_token > last_pos:
                continue
            first_chip = by_pos.get(span.first_token)
            last_chip = by_pos.get(span.last_token)
            if first_chip is None or last_chip is None:
                continue
            if not self.chip_text(model, first_chip[3])[1]:
                continue  # shown as text already
            parts: list[tuple[Chip, int, int]] = []
            for pos in range(span.first_token, span.last_token + 1):
                chip = by_pos.get(pos)
                if chip is None or pos not in starts:
                    break
                size = len(run.token_bytes(chip[3]))
                lo = max(span.byte_start, starts[pos]) - starts[pos]
                hi = min(span.byte_end, starts[pos] + size) - 1 - starts[pos]
                if hi >= lo:
                    parts.append((chip, lo, hi))
            # merge the parts that sit on the same line into one bracket
            groups: list[tuple[float, float, int]] = []
            for chip, lo, hi in parts:
                ext = self.byte_span_x(model, chip, lo, hi)
                if ext is None:
                    continue
                line_y = chip[1]
                if groups and groups[-1][2] == line_y:
                    groups[-1] = (groups[-1][0], ext[1], line_y)
                else:
                    groups.append((ext[0], ext[1], line_y))
            for x0, x1, line_y in groups:
                if top <= line_y <= bottom:
                    self._paint_caption(painter, rect, span, x0, x1, line_y)
        painter.setPen(QPen(QColor(SPLIT_COLOR), 2.0, Qt.PenStyle.SolidLine))
        for pos, chip in by_pos.items():
            if pos >= len(edges) or not top <= chip[1] <= bottom:
                continue
            inside_start, inside_end = edges[pos]
            x, y, w = chip[0], chip[1], chip[2]
            for on, ex in ((inside_start, x + 0.5), (inside_end, x + w - 0.5)):
                if on:
                    self._paint_split_mark(painter, rect.x() + ex, rect.y() + y, ch)

    def _paint_caption(
        self, painter: QPainter, rect: QRect, span: CharacterSpan, x0: float, x1: float, y: int
    ) -> None:
        st = self.style_
        base_y = rect.y() + y - 2.0
        left = rect.x() + x0
        right = rect.x() + x1
        valid = span.valid
        painter.setPen(_CAPTION_PEN if valid else _INVALID_CAPTION_PEN)
        painter.drawLine(QPointF(left, base_y), QPointF(right, base_y))
        painter.drawLine(QPointF(left, base_y), QPointF(left, base_y - 3))
        painter.drawLine(QPointF(right, base_y), QPointF(right, base_y - 3))
        glyph = _VISIBLE.get(span.text, span.text) if valid else "\u2717"
        if valid and not span.text.isprintable() and span.text not in _VISIBLE:
            glyph = f"U+{ord(span.text):04X}"
        gw = st.glyph_fm.horizontalAdvance(glyph)
        cx = (left + right) / 2
        painter.setPen(Qt.GlobalColor.black if valid else _SPLIT)
        painter.drawText(
            QRectF(cx - gw / 2 - 2, base_y - st.caption_h + 1, gw + 4, st.caption_h - 3),
            int(Qt.AlignmentFlag.AlignCenter),
            glyph,
        )

    def _paint_split_mark(self, painter: QPainter, x: float, y: float, ch: int) -> None:
        """A red dashed line on a chip edge that cuts through a character, with a small
        notch above it."""
        painter.setPen(_SPLIT_PEN)
        painter.drawLine(QPointF(x, y + 1), QPointF(x, y + ch - 1))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_SPLIT)
        painter.drawPolygon(_NOTCH.translated(x, y))

    def _paint_window_tints(
        self,
        painter: QPainter,
        rect: QRect,
        by_pos: dict[int, Chip],
        windows: tuple[Window, ...],
        ch: int,
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(WINDOW_TINT))
        for w in windows:
            pos, replaced = w.position, w.replaced
            a, b = by_pos.get(pos), by_pos.get(pos + 1)
            if not replaced or a is None or b is None or a[1] != b[1]:
                continue
            painter.drawRoundedRect(
                QRectF(rect.x() + a[0] - 3, rect.y() + a[1] - 3, b[0] + b[2] - a[0] + 6, ch + 6),
                6,
                6,
            )

    def _paint_window_bars(
        self,
        painter: QPainter,
        rect: QRect,
        by_pos: dict[int, Chip],
        windows: tuple[Window, ...],
        ch: int,
    ) -> None:
        """One bar per window under its two chips: filled when replaced, hollow when only
        counted; a window overlapping the one before it goes one level lower."""
        level_of: dict[int, int] = {}
        for w in windows:
            pos, replaced = w.position, w.replaced
            level = 1 - level_of[pos - 1] if pos - 1 in level_of else 0
            level_of[pos] = level
            a, b = by_pos.get(pos), by_pos.get(pos + 1)
            if a is None:
                continue
            color = QColor(WINDOW_REPLACED if replaced else WINDOW_COUNTED)
            y = rect.y() + a[1] + ch + 2 + level * WINDOW_LEVEL
            pieces: list[tuple[float, float]] = []
            if b is not None and b[1] == a[1]:
                pieces.append((a[0] + 2, b[0] + b[2] - 2))
            else:
                pieces.append((a[0] + 2, a[0] + a[2]))
                if b is not None:
                    pieces.append((b[0], b[0] + b[2] - 2))
            for k, (x0, x1) in enumerate(pieces):
                yy = y if k == 0 or b is None else rect.y() + b[1] + ch + 2 + level * WINDOW_LEVEL
                bar = QRectF(rect.x() + x0, yy, x1 - x0, WINDOW_BAR)
                if replaced:
                    painter.setPen(QPen(color, 1.0))
                    painter.setBrush(color)
                else:
                    painter.setPen(QPen(color, 1.4, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(bar, 2, 2)


_VISIBLE = {" ": "\u2423", "\t": "\u2192", "\n": "\u21b5", "\r": "\\r"}
# Made once: a document row paints hundreds of captions and split marks.
_SPLIT = QColor(SPLIT_COLOR)
_SPLIT_PEN = QPen(_SPLIT, 1.6, Qt.PenStyle.DashLine)
_CAPTION_PEN = QPen(QColor("#37474f"), 1.0)
_INVALID_CAPTION_PEN = QPen(_SPLIT, 1.0)
_NOTCH = QPolygonF([QPointF(-3, -1), QPointF(3, -1), QPointF(0, 3)])
