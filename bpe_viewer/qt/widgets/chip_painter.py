"""The one chip painter: how a token (or a word symbol) looks as a rounded chip.

Every chip view (the document rows, the encode panel's sequences, the Words tab) asks
:func:`chip_face` for the colours of a chip in its state and paints it with
:func:`paint_chip` and :func:`paint_chip_text`, so a new token, a hex token, a special
token or the selected token look the same everywhere. Views differ only in size: each
passes its own border widths for plain and emphasised chips.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen

from bpe_viewer.qt.palette import Palette

#: Chip kinds: readable text, hex bytes, a special token, a control token (BOS/EOS).
CHIP_KINDS = ("text", "hex", "special", "control")
SPECIAL_BORDER_WIDTH = 1.6
SELECTED_MIN_WIDTH = 2.0


@dataclass(frozen=True, slots=True)
class ChipFace:
    """The colours of one chip: fill, border (colour and width) and text."""

    fill: QColor
    border: QColor
    border_width: float
    text: QColor


_BASE = {
    "text": (Palette.CHIP, Palette.CHIP_BORDER, QColor(Qt.GlobalColor.black)),
    "hex": (Palette.HEX_CHIP, Palette.HEX_CHIP_BORDER, Palette.HEX_TEXT),
    "special": (Palette.SPECIAL, Palette.SPECIAL_CHIP_BORDER, QColor(Qt.GlobalColor.black)),
    "control": (Palette.CONTROL_CHIP, Palette.CONTROL_BORDER, Palette.CONTROL_TEXT),
}


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
    """The face of a chip of ``kind`` (one of :data:`CHIP_KINDS`) in a state.

    Args:
        new: made by the last round or step (orange fill, dark-orange border).
        pair: part of a pair the next step merges (pale fill, dark-orange border).
        highlighted: the token selected in any view (blue fill and border).
        outlined: the chip selected in its own list (blue border, fill kept).
        faded: in a held-out document (a slightly lighter fill), unless new or
            highlighted.
        plain_width, strong_width: border widths of plain and emphasised chips.
    """
    fill, border, text = _BASE[kind]
    width = SPECIAL_BORDER_WIDTH if kind == "special" else plain_width
    if highlighted:
        fill, border = Palette.SELECTED_CHIP, Palette.SELECTED_BORDER
        width = max(SELECTED_MIN_WIDTH, strong_width)
    elif new:
        fill, border, width = Palette.NEW_CHIP, Palette.NEW_CHIP_BORDER, strong_width
    elif pair:
        fill, border, width = Palette.PAIR_CHIP, Palette.NEW_CHIP_BORDER, strong_width
    if faded and not (new or highlighted):
        fill = fill.lighter(104)
    if outlined:
        border, width = Palette.SELECTED_BORDER, max(width, SELECTED_MIN_WIDTH + 0.5)
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
