"""The one chip painter: how a token (or a word symbol) looks as a rounded chip.

Every chip view (the document rows, the encode panel's sequences, the Words tab) asks
:func:`chip_face` for the colours of a chip in its state and paints it with
:func:`paint_chip` and :func:`paint_chip_text`, so a new token, a hex token, a special
token or the selected token look the same everywhere. Views differ only in size: each
passes its own border widths for plain and emphasised chips.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen

from bpe_viewer.qt.palette import Palette

#: Chip kinds: readable text, hex bytes, a special token, a control token (BOS/EOS).
CHIP_KINDS = ("text", "hex", "special", "control")
SPECIAL_BORDER_WIDTH = 1.6


@dataclass(frozen=True, slots=True)
class ChipFace:
    """The colours of one chip: fill, border (colour and width) and text."""

    fill: QColor
    border: QColor
    border_width: float
    text: QColor


#: The width of the outline of the selected token's chips, at least (a view's emphasised
#: width plus this much when that is wider).
SELECTED_OUTLINE_WIDTH = 3.0


def _base(kind: str) -> tuple[QColor, QColor, QColor]:
    """(fill, border, text) of a plain chip of ``kind``, read from the palette's scheme."""
    p = Palette
    return {
        "text": (p.CHIP, p.CHIP_BORDER, p.CHIP_TEXT),
        "hex": (p.HEX_CHIP, p.HEX_CHIP_BORDER, p.HEX_TEXT),
        "special": (p.SPECIAL, p.SPECIAL_CHIP_BORDER, p.CHIP_TEXT),
        "control": (p.CONTROL_CHIP, p.CONTROL_BORDER, p.CONTROL_TEXT),
    }[kind]


def chip_face(
    kind: str,
    *,
    new: bool = False,
    pair: bool = False,
    highlighted: bool = False,
    outlined: bool = False,
    faded: bool = False,
    plain_width: float = 1.0,
    strong_width: float = 1.6,
) -> ChipFace:
    """The face of a chip of ``kind`` (one of :data:`CHIP_KINDS`) in a state, in the
    colours of the palette's current scheme.

    Args:
        new: made by the last round or step (orange fill, dark-orange border).
        pair: part of a pair the next step merges (pale fill, dark-orange border).
        highlighted: the token selected in any view: its fill is kept (a hex chip stays
            amber, the new token orange) and it gets a thick outline in
            :attr:`Palette.SELECTED_OUTLINE`, at least :data:`SELECTED_OUTLINE_WIDTH`
            wide, so a selected run of chips can still be told apart.
        outlined: the chip selected in its own list (the same outline).
        faded: in a held-out document (a slightly lighter fill), unless new or
            highlighted.
        plain_width, strong_width: border widths of plain and emphasised chips.
    """
    fill, border, text = _base(kind)
    width = SPECIAL_BORDER_WIDTH if kind == "special" else plain_width
    if new:
        fill, border, width = Palette.NEW_CHIP, Palette.NEW_CHIP_BORDER, strong_width
        text = Palette.NEW_HEX_TEXT if kind == "hex" else Palette.NEW_TEXT
    elif pair:
        fill, border, width = Palette.PAIR_CHIP, Palette.NEW_CHIP_BORDER, strong_width
    if faded and not (new or highlighted):
        fill = fill.lighter(104)
    if highlighted or outlined:
        border = Palette.SELECTED_OUTLINE
        width = max(width + 1.0, strong_width + 1.0, SELECTED_OUTLINE_WIDTH)
    return ChipFace(fill, border, width, text)


def paint_chip(painter: QPainter, rect: QRectF, face: ChipFace, radius: float = 4.0) -> None:
    """The chip's rounded box in ``face``'s colours."""
    painter.setPen(QPen(face.border, face.border_width))
    painter.setBrush(face.fill)
    painter.drawRoundedRect(rect, radius, radius)


def paint_chip_text(
    painter: QPainter, rect: QRectF, text: str, font: QFont, color: QColor | Qt.GlobalColor
) -> None:
    """``text`` centred in ``rect`` in ``font``, elided at the right when too wide."""
    painter.setFont(font)
    painter.setPen(color)
    fm = QFontMetrics(font)
    if fm.horizontalAdvance(text) > rect.width() + 1:
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def paint_selected_row(painter: QPainter, rect: QRect | QRectF) -> None:
    """A selected row of chips: a frame in :attr:`Palette.SELECTED_OUTLINE` inside
    ``rect``, instead of flooding the row in the selection colour (its chips keep their
    own colours and stay apart)."""
    pen = QPen(Palette.SELECTED_OUTLINE, 2.0)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(rect).adjusted(1.0, 1.0, -1.0, -1.0))
