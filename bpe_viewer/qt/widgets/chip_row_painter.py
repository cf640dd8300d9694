"""Painting a row of token chips: chips, character captions, split marks, window bars.

:class:`ChipRowPainter` draws what a :class:`~bpe_viewer.qt.widgets.chip_layout.ChipLayout`
placed: the chips themselves (text, or hex bytes on an amber chip; the newest token
filled; the selected one outlined; the merge animation), the characters over hex chips
with a bracket spanning their bytes (a red split mark where a token edge cuts a
character, a red ✗ for a byte that is no part of a valid character), and the windows of
the pair shown under the chips (filled bars where the pass replaces them, hollow where
they are only counted; overlapping windows on two levels; replaced ones tinted behind
their two chips).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from bpe_viewer.core.characters import CharacterSpan
from bpe_viewer.core.explain import Window
from bpe_viewer.qt.models.documents import DocumentRowsModel
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.palette import current_scheme
from bpe_viewer.qt.widgets.chip_layout import Chip, ChipLayouts, ChipStyle
from bpe_viewer.qt.widgets.chip_painter import chip_face, paint_chip, paint_chip_text

#: rows whose caption and split-mark places are kept (more than a screen holds)
_MARKS_KEPT = 128


class ChipRowPainter:
    """Paints chip rows measured by ``layouts`` (its fonts are ``layouts.style``)."""

    def __init__(self, layouts: ChipLayouts) -> None:
        self.layouts = layouts
        #: chip tops (row coordinates) that can show in the row being painted
        self.lines_shown: tuple[float, float] = (-math.inf, math.inf)
        #: each painted row's caption and split-mark places, by its chips' identity
        self._marks: OrderedDict[int, tuple[object, object, list[Any], list[Any]]] = OrderedDict()

    @property
    def style(self) -> ChipStyle:
        """The fonts and metrics chips are drawn with."""
        return self.layouts.style

    def paint_title(self, painter: QPainter, rect: QRect, y: int, text: str, height: int) -> None:
        """A before/after caption at ``y`` (row coordinates), wrapped whole in the
        ``height`` its layout gave it (:meth:`ChipStyle.caption_height`)."""
        margin = self.style.margin
        painter.setFont(self.style.title_font)
        painter.setPen(Palette.ID_TEXT)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        wrap = Qt.TextFlag.TextWordWrap
        painter.drawText(
            QRectF(rect.x() + margin, rect.y() + y, rect.width() - 2 * margin, height),
            int(flags) | int(wrap),
            text,
        )

    def paint_chips(
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
        st = self.style
        run = model.run
        assert run is not None
        selected = model.highlight_token
        show_ids = model.show_ids
        by_pos = {c[4]: c for c in chips}
        for x, y, w, tok, pos in chips:
            text, is_hex, _ = self.layouts.chip_text(model, tok)
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
                chip.x() + st.pad_x - 1,
                chip.y() + st.pad_y,
                chip.width() - 2 * st.pad_x + 2,
                st.text_h,
            )
            paint_chip_text(painter, text_rect, text, font, face.text)
            if show_ids:
                painter.setFont(st.id_font)
                painter.setPen(face.text if is_new else Palette.ID_TEXT)
                id_rect = QRectF(
                    chip.x(), chip.y() + st.pad_y + st.text_h, chip.width(), st.id_fm.height()
                )
                painter.drawText(id_rect, int(Qt.AlignmentFlag.AlignCenter), str(tok))

    def paint_characters(
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
        character, on the lines shown (:attr:`lines_shown`)."""
        top, bottom = self.lines_shown
        captions, marks = self._character_marks(model, chips, spans, edges)
        painter.setFont(self.style.glyph_font)
        for span, x0, x1, line_y in captions:
            if top <= line_y <= bottom:
                self.paint_caption(painter, rect, span, x0, x1, line_y)
        painter.setPen(QPen(Palette.SPLIT, 2.0, Qt.PenStyle.SolidLine))
        for ex, y in marks:
            if top <= y <= bottom:
                self.paint_split_mark(painter, rect.x() + ex, rect.y() + y, ch)

    def _character_marks(
        self,
        model: DocumentRowsModel,
        chips: tuple[Chip, ...],
        spans: list[CharacterSpan],
        edges: list[tuple[bool, bool]],
    ) -> tuple[list[tuple[CharacterSpan, float, float, int]], list[tuple[float, int]]]:
        """Where a row's character captions and split marks go (row coordinates):
        ``(span, x0, x1, line_y)`` per caption, ``(x, y)`` per mark. Kept for the row's
        chips and characters as they are (both are cached objects, made anew when the
        stage, the width or the fonts change), so painting the row again, as each turn
        after a step does, measures nothing."""
        hit = self._marks.get(id(chips))
        if hit is not None and hit[0] is chips and hit[1] is spans:
            return hit[2], hit[3]
        run = model.run
        assert run is not None
        captions: list[tuple[CharacterSpan, float, float, int]] = []
        marks: list[tuple[float, int]] = []
        by_pos = {c[4]: c for c in chips}
        if by_pos:
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
            for span in spans:
                if span.last_token < first_pos or span.first_token > last_pos:
                    continue
                first_chip = by_pos.get(span.first_token)
                last_chip = by_pos.get(span.last_token)
                if first_chip is None or last_chip is None:
                    continue
                if not self.layouts.chip_text(model, first_chip[3])[1]:
                    continue  # shown as text already
                if _bare_control(span):
                    continue  # a one-byte control character: its hex chip names it already
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
                    ext = self.layouts.byte_span_x(model, chip, lo, hi)
                    if ext is None:
                        continue
                    line_y = chip[1]
                    if groups and groups[-1][2] == line_y:
                        groups[-1] = (groups[-1][0], ext[1], line_y)
                    else:
                        groups.append((ext[0], ext[1], line_y))
                captions.extend((span, x0, x1, line_y) for x0, x1, line_y in groups)
            for pos, chip in by_pos.items():
                if pos >= len(edges):
                    continue
                inside_start, inside_end = edges[pos]
                x, y, w = chip[0], chip[1], chip[2]
                for on, ex in ((inside_start, x + 0.5), (inside_end, x + w - 0.5)):
                    if on:
                        marks.append((ex, y))
        self._marks[id(chips)] = (chips, spans, captions, marks)
        if len(self._marks) > _MARKS_KEPT:
            self._marks.popitem(last=False)
        return captions, marks

    def paint_caption(
        self, painter: QPainter, rect: QRect, span: CharacterSpan, x0: float, x1: float, y: int
    ) -> None:
        st = self.style
        base_y = rect.y() + y - 2.0
        left = rect.x() + x0
        right = rect.x() + x1
        valid = span.valid
        pens = _pens()
        painter.setPen(pens.caption if valid else pens.invalid_caption)
        painter.drawLine(QPointF(left, base_y), QPointF(right, base_y))
        painter.drawLine(QPointF(left, base_y), QPointF(left, base_y - 3))
        painter.drawLine(QPointF(right, base_y), QPointF(right, base_y - 3))
        glyph = _VISIBLE.get(span.text, span.text) if valid else "\u2717"
        if valid and not span.text.isprintable() and span.text not in _VISIBLE:
            glyph = f"U+{ord(span.text):04X}"
        gw = st.glyph_fm.horizontalAdvance(glyph)
        cx = (left + right) / 2
        painter.setPen(Palette.TEXT if valid else Palette.SPLIT)
        painter.drawText(
            QRectF(cx - gw / 2 - 2, base_y - st.caption_h + 1, gw + 4, st.caption_h - 3),
            int(Qt.AlignmentFlag.AlignCenter),
            glyph,
        )

    def paint_split_mark(self, painter: QPainter, x: float, y: float, ch: int) -> None:
        """A red dashed line on a chip edge that cuts through a character, with a small
        notch above it."""
        painter.setPen(_pens().split)
        painter.drawLine(QPointF(x, y + 1), QPointF(x, y + ch - 1))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.SPLIT)
        painter.drawPolygon(_NOTCH.translated(x, y))

    def paint_window_tints(
        self, painter: QPainter, rect: QRect, placed: list[PlacedWindow], ch: int
    ) -> None:
        """A tint behind the two chips of each replaced window whose chips share a line."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.WINDOW_TINT)
        for w in placed:
            a, b = w.first, w.second
            if not w.replaced or b is None or a[1] != b[1]:
                continue
            painter.drawRoundedRect(
                QRectF(rect.x() + a[0] - 3, rect.y() + a[1] - 3, b[0] + b[2] - a[0] + 6, ch + 6),
                6,
                6,
            )

    def paint_window_bars(
        self, painter: QPainter, rect: QRect, placed: list[PlacedWindow], ch: int
    ) -> None:
        """One bar per window under its two chips: filled when replaced, hollow when only
        counted; split in two where the chips sit on different lines."""
        st = self.style
        for w in placed:
            a, b = w.first, w.second
            color = QColor(Palette.WINDOW_REPLACED if w.replaced else Palette.WINDOW_COUNTED)
            drop = ch + round(2 * st.unit) + w.level * st.window_level
            pieces: list[tuple[float, float, int]] = []
            if b is not None and b[1] == a[1]:
                pieces.append((a[0] + 2, b[0] + b[2] - 2, a[1]))
            else:
                pieces.append((a[0] + 2, a[0] + a[2], a[1]))
                if b is not None:
                    pieces.append((b[0], b[0] + b[2] - 2, b[1]))
            if w.replaced:
                painter.setPen(QPen(color, 1.0))
                painter.setBrush(color)
            else:
                painter.setPen(QPen(color, 1.4 * st.unit, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            for x0, x1, line_y in pieces:
                bar = QRectF(rect.x() + x0, rect.y() + line_y + drop, x1 - x0, st.window_bar)
                painter.drawRoundedRect(bar, 2 * st.unit, 2 * st.unit)


@dataclass(frozen=True, slots=True)
class PlacedWindow:
    """A window of the shown pair placed on the chips of a row.

    Attributes:
        replaced: True when the round's pass merges this window (docs/rules.md s2.5).
        level: 0 for the upper bar level, 1 for a window overlapping the one before it.
        first: the chip of the window's left token.
        second: the chip of its right token, None when that chip is not laid out.
    """

    replaced: bool
    level: int
    first: Chip
    second: Chip | None


def place_windows(by_pos: dict[int, Chip], windows: tuple[Window, ...]) -> list[PlacedWindow]:
    """Places windows on chips, once per painted row, for the tints and the bars.

    Args:
        by_pos: the row's chips by token position.
        windows: the windows of the shown pair in the row's document, left to right.

    Returns:
        One :class:`PlacedWindow` per window whose left chip is laid out, in order; a
        window starting right after the one before it (they overlap on a token) takes
        the other level.
    """
    level_of: dict[int, int] = {}
    placed: list[PlacedWindow] = []
    for w in windows:
        pos = w.position
        level = 1 - level_of[pos - 1] if pos - 1 in level_of else 0
        level_of[pos] = level
        first = by_pos.get(pos)
        if first is not None:
            placed.append(PlacedWindow(w.replaced, level, first, by_pos.get(pos + 1)))
    return placed


_VISIBLE = {" ": "\u2423", "\t": "\u2192", "\n": "\u21b5", "\r": "\\r"}


def _bare_control(span: CharacterSpan) -> bool:
    """A valid one-byte character with no printable form of its own (NUL, ESC, DEL...):
    a caption (``U+0000``) would be wider than its chip and add nothing to its hex."""
    text = span.text
    return len(text) == 1 and ord(text) < 0x80 and not text.isprintable() and text not in _VISIBLE


@dataclass(frozen=True, slots=True)
class _Pens:
    split: QPen
    caption: QPen
    invalid_caption: QPen


_made: dict[str, _Pens] = {}


def _pens() -> _Pens:
    """The pens of captions and split marks in the palette's scheme, made once per
    scheme: a document row paints hundreds of captions and split marks."""
    scheme = current_scheme()
    pens = _made.get(scheme)
    if pens is None:
        pens = _made[scheme] = _Pens(
            QPen(Palette.SPLIT, 1.6, Qt.PenStyle.DashLine),
            QPen(Palette.CAPTION_TEXT, 1.0),
            QPen(Palette.SPLIT, 1.0),
        )
    return pens


_NOTCH = QPolygonF([QPointF(-3, -1), QPointF(3, -1), QPointF(0, 3)])
