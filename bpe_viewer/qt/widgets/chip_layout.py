"""Where the chips of a document row go: the text, width and place of every token chip.

:class:`ChipLayouts` computes a row's :class:`ChipLayout` (chips wrapped to the column
width like words in a paragraph, up to :data:`MAX_LINES` lines, then a "+N more" link;
the before/after block; the caption band over hex chips) and caches it per (document,
stage, width, show IDs, ...) in a bounded LRU, so moving to any round costs time
proportional to the visible rows, not to the corpus. Painting is
:class:`~bpe_viewer.qt.widgets.chip_row_painter.ChipRowPainter`'s; the Qt delegate that uses both
is :class:`~bpe_viewer.qt.widgets.chips.ChipDelegate`.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.characters import CharacterSpan, character_spans, split_edges
from bpe_viewer.core.render import hex_bytes, is_printable_text, readable
from bpe_viewer.qt.models.documents import DocumentRowsModel

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
    #: the before/after view's captions over the two blocks, and their heights (each
    #: wrapped whole to the row's width)
    before_title: str = ""
    after_title: str = ""
    before_title_h: int = 0
    after_title_h: int = 0


#: A window bar's thickness as a share of the chip text's line height.
WINDOW_BAR_SHARE = 0.24
#: Grown chips of a slide are tiles at least this many times as wide as they are tall.
TILE_ASPECT = 1.2
#: The margins and gaps around a row grow with the chip text up to this factor only.
ROW_ROOM_MAX_UNIT = 2.0
#: The chip text size, in points, at which the chips' paddings, gaps and window bars
#: have the sizes of the constants above; a larger text scales them with it.
BASE_POINT_SIZE = 11.0


def before_after_captions(run: TrainingRun, stage: int) -> tuple[str, str]:
    """The captions over a row's two blocks in the before/after view of round ``stage``
    (stage ``stage`` with the windows of the winner, and stage ``stage + 1`` with the new
    token filled)."""
    rule = run.rules[stage]
    before = QCoreApplication.translate(
        "ChipDelegate", "stage {stage}, before round {stage}: windows of ({left}, {right})"
    ).format(stage=stage, left=rule.left, right=rule.right)
    after = QCoreApplication.translate(
        "ChipDelegate", "stage {next}, after round {stage}: the new token {token} filled"
    ).format(next=stage + 1, stage=stage, token=rule.token_id)
    return before, after


class ChipStyle:
    """Fonts and metrics shared by the delegate (one instance per view).

    The paddings, gaps and window bars grow with the chip text: at ``point_size`` above
    :data:`BASE_POINT_SIZE` each is the constant of this module (:data:`PAD_X`, ...)
    times ``point_size / BASE_POINT_SIZE`` in whole pixels (the row's margins up to
    :data:`ROW_ROOM_MAX_UNIT` times), so a chip and its bars keep their proportions at
    any zoom.

    Attributes:
        unit: that factor (1.0 at the normal size and below).
        pad_x, pad_y, h_gap, piece_gap, v_gap, margin: pixels around and between chips.
        window_bar: thickness of a window bar (:data:`WINDOW_BAR_SHARE` of the text's
            line height, at least :data:`WINDOW_BAR`); window_level: the step between
            the two bar levels; band_h: the band under a chip line that holds both.
        max_chip_width: the widest a chip gets (a longer text is elided).
        min_chip_width: the narrowest (0 unless ``tiles``: the chips of a slide grown
            to the room, each at least :data:`TILE_ASPECT` times as wide as tall).
    """

    def __init__(self, base: QFont, point_size: float = 11.0, tiles: bool = False) -> None:
        self.unit = unit = max(1.0, point_size / BASE_POINT_SIZE)
        self.pad_x = round(PAD_X * unit)
        self.pad_y = round(PAD_Y * unit)
        self.h_gap = round(H_GAP * unit)
        self.piece_gap = round(PIECE_GAP * unit)
        # the room around a row grows less: it is not read
        self.v_gap = round(V_GAP * min(unit, ROW_ROOM_MAX_UNIT))
        self.margin = round(MARGIN * min(unit, ROW_ROOM_MAX_UNIT))
        self.max_chip_width = round(MAX_CHIP_WIDTH * unit)
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
        # the window bars: a share of the chip text's height (never thinner than at the
        # normal size), the second level a quarter of a bar below the first
        self.window_bar = max(WINDOW_BAR, round(self.text_h * WINDOW_BAR_SHARE))
        self.window_level = self.window_bar + max(WINDOW_LEVEL - WINDOW_BAR, self.window_bar // 4)
        self.band_h = 2 * self.window_level + round(2 * unit)
        #: the narrowest chip: a tile :data:`TILE_ASPECT` times as wide as it is tall
        #: (grown chips of a slide, ``tiles``), else no least width
        self.min_chip_width = round(TILE_ASPECT * self.chip_height(False)) if tiles else 0
        self.glyph_font = QFont(base)
        self.glyph_font.setPointSizeF(max(7.0, point_size - 1.0))
        self.glyph_fm = QFontMetrics(self.glyph_font)
        self.caption_h = self.glyph_fm.height() + 4
        self.title_font = QFont(base)
        self.title_font.setPointSizeF(max(7.0, point_size - 2.5 * unit))
        self.title_font.setItalic(True)
        self.title_h = QFontMetrics(self.title_font).height() + 2

    def caption_height(self, text: str, width: int) -> int:
        """Pixels a before/after caption takes wrapped whole at ``width`` pixels (at
        least :attr:`title_h`, one line)."""
        fm = QFontMetrics(self.title_font)
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = fm.boundingRect(QRect(0, 0, max(1, width), 1 << 20), flags, text).height()
        return max(self.title_h, lines + 2)

    def chip_height(self, show_ids: bool) -> int:
        """A chip's height in pixels (its text, and its token ID under it when shown)."""
        return self.text_h + 2 * self.pad_y + (self.id_fm.height() if show_ids else 0)


class ChipLayouts:
    """Chip texts, character spans and row layouts of one view, each cached.

    Attributes:
        style: the fonts and metrics chips are measured with.
        expanded: documents shown whole (their "+N more" link was clicked).
    """

    def __init__(self, style: ChipStyle) -> None:
        self.style = style
        self.expanded: set[int] = set()
        self._layouts: OrderedDict[tuple[object, ...], ChipLayout] = OrderedDict()
        self._spans: OrderedDict[
            tuple[int, int, int | None], tuple[list[CharacterSpan], list[tuple[bool, bool]]]
        ] = OrderedDict()
        self._chip_text: dict[tuple[int, bool], tuple[str, bool, int]] = {}

    def set_style(self, style: ChipStyle) -> None:
        """Measure with ``style`` from now on (forgets the layouts and chip texts)."""
        self.style = style
        self._layouts.clear()
        self._chip_text.clear()

    def clear(self) -> None:
        """Forget everything cached and every expanded document (a new run was loaded)."""
        self._layouts.clear()
        self._chip_text.clear()
        self._spans.clear()
        self.expanded.clear()

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
        st = self.style
        fm = st.hex_fm if is_hex else st.text_fm
        width = fm.horizontalAdvance(text) + 2 * st.pad_x
        if model.show_ids:
            width = max(width, st.id_fm.horizontalAdvance(str(token_id)) + 2 * st.pad_x)
        width = min(max(width, st.min_chip_width), st.max_chip_width)
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
        spans = character_spans(pieces)
        hit = (spans, split_edges(pieces, spans))
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
        st = self.style
        offset = 0
        x = 0
        line = 0
        hidden = 0
        chips: list[Chip] = []
        for pos, tok in enumerate(tokens):
            w = min(self.chip_text(model, tok)[2], avail)
            if starts:
                if offset in starts and x > 0:
                    x += st.piece_gap
                offset += len(run.token_bytes(tok))
            if x > 0 and x + w > avail:
                line += 1
                x = 0
            if line >= max_lines:
                hidden = len(tokens) - pos
                line = max_lines - 1
                break
            chips.append((st.margin + x, top + line * line_h + chip_top, w, tok, pos))
            x += w + st.h_gap
        return chips, line, hidden, x

    def layout(
        self,
        model: DocumentRowsModel,
        document_index: int,
        width: int,
        stage: int | None = None,
    ) -> ChipLayout:
        """Where every chip of a row goes at ``stage`` (default: the model's) and this
        width (cached)."""
        run = model.run
        assert run is not None
        stage = model.stage if stage is None else stage
        expanded = document_index in self.expanded
        has_round = stage < run.merge_count
        both = model.before_after and has_round
        key = (document_index, stage, width, model.show_ids, expanded, both)
        hit = self._layouts.get(key)
        if hit is not None:
            self._layouts.move_to_end(key)
            return hit
        tokens = model.tokens(document_index, stage)
        st = self.style
        ch = st.chip_height(model.show_ids)
        after_tokens = model.tokens(document_index, stage + 1) if both else ()
        has_hex = any(self.chip_text(model, t)[1] for t in set(tokens) | set(after_tokens))
        caption_h = st.caption_h if has_hex else 0
        band_h = st.band_h if has_round else 0
        line_h = caption_h + ch + band_h + st.v_gap
        more_w = st.text_fm.horizontalAdvance("+000000 more") + 2 * st.pad_x
        margin = st.margin
        avail = max(40, width - 2 * margin)
        max_lines = EXPANDED_MAX_LINES if expanded else MAX_LINES
        top = margin
        before_title_y = after_title_y = -1
        before_title = after_title = ""
        before_h = after_h = 0
        if both:
            before_title, after_title = before_after_captions(run, stage)
            before_h = st.caption_height(before_title, avail)
            after_h = st.caption_height(after_title, avail)
            before_title_y = top
            top += before_h
        chips, line, hidden, x = self._flow(
            model, document_index, tokens, avail, max_lines, top, line_h, caption_h
        )
        more_x = 0
        if hidden:
            # Make room for "+N more" at the end of the last line.
            last_y = top + line * line_h + caption_h

            def ends(chip: Chip) -> int:
                return chip[0] + chip[2] + st.h_gap

            while chips and chips[-1][1] == last_y and ends(chips[-1]) + more_w > margin + avail:
                chips.pop()
                hidden += 1
            on_last = bool(chips) and chips[-1][1] == last_y
            more_x = ends(chips[-1]) - margin if on_last else 0
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
        bottom = top + lines * line_h - st.v_gap
        after: list[Chip] = []
        if both:
            after_title_y = bottom + st.v_gap
            after_top = after_title_y + after_h
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
            bottom = after_top + (a_line + 1) * (line_h - band_h) - st.v_gap
        height = bottom + margin
        result = ChipLayout(
            tuple(chips),
            lines,
            hidden,
            margin + more_x,
            height,
            link,
            line_h,
            link_y,
            tuple(after),
            after_title_y,
            before_title_y,
            caption_h,
            before_title,
            after_title,
            before_h,
            after_h,
        )
        self._layouts[key] = result
        if len(self._layouts) > LAYOUT_CACHE:
            self._layouts.popitem(last=False)
        return result

    def byte_span_x(
        self, model: DocumentRowsModel, chip: Chip, first: int, last: int
    ) -> tuple[float, float] | None:
        """Horizontal extent (cell coordinates) of bytes ``first..last`` (inclusive) of a
        hex chip's text, or None when they fall outside the visible (elided) text."""
        x, _y, w, tok, _pos = chip
        text, is_hex, _ = self.chip_text(model, tok)
        if not is_hex:
            return None
        plain = self.style.hex_plain_fm
        char_w = plain.horizontalAdvance("0")
        text_w = plain.horizontalAdvance(text)
        pad_x = self.style.pad_x
        inner = w - 1 - 2 * pad_x + 2
        left = x + 0.5 + pad_x - 1 + max(0.0, (inner - text_w) / 2)
        start = left + first * 3 * char_w
        end = left + (last * 3 + 2) * char_w
        if end > x + w - 1:
            return None
        return start, end
