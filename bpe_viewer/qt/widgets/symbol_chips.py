"""Word symbols drawn as chips: the symbols column of the word-frequency view (docs/rules.md s4).

Plain chips are light blue-grey; the symbols made by the previous round are filled
orange with a thicker dark-orange border and bold text; a trailing ``</w>`` is muted.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from bpe_viewer.core.wordfreq import END_OF_WORD
from bpe_viewer.qt.models.base import Index
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.models.words import SymbolChip, WordRoles, show_symbol
from bpe_viewer.qt.widgets.chip_painter import chip_face, paint_chip, paint_selected_row

CHIP_POINT_SIZE = 14.0
CHIP_PAD_X = 7
CHIP_PAD_Y = 3
CHIP_GAP = 5
CELL_MARGIN = 4


class SymbolChipDelegate(QStyledItemDelegate):
    """Paints a word's symbols (:data:`WordRoles.SYMBOLS`) as a row of chips.

    Plain chips are light blue-grey; the symbols made by the previous round are filled
    orange with a thicker dark-orange border and bold text, so they stand out without
    relying on colour alone. The end-of-word marker inside a chip is drawn muted.
    """

    def __init__(self, parent: QWidget | None = None, point_size: float = CHIP_POINT_SIZE) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.text_font = QFont(base)
        self.text_font.setPointSizeF(point_size)
        self.bold = QFont(self.text_font)
        self.bold.setBold(True)
        self.fm = QFontMetrics(self.text_font)
        self.bold_fm = QFontMetrics(self.bold)

    def chip_height(self) -> int:
        return self.bold_fm.height() + 2 * CHIP_PAD_Y

    def row_height(self) -> int:
        return self.chip_height() + 2 * CELL_MARGIN

    def chip_width(self, text: str) -> int:
        return self.bold_fm.horizontalAdvance(show_symbol(text)) + 2 * CHIP_PAD_X

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        chips = index.data(WordRoles.SYMBOLS)
        if not chips:
            return super().sizeHint(option, index)
        width = sum(self.chip_width(c.text) + CHIP_GAP for c in chips) + 2 * CELL_MARGIN
        return QSize(width, self.row_height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        chips: tuple[SymbolChip, ...] | None = index.data(WordRoles.SYMBOLS)
        if not chips:
            super().paint(painter, option, index)
            return
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, Palette.BASE)  # a frame instead of the selection colour
        painter.setClipRect(rect)
        x = rect.x() + CELL_MARGIN
        y = rect.y() + (rect.height() - self.chip_height()) / 2
        h = self.chip_height()
        for chip in chips:
            w = self.chip_width(chip.text)
            box = QRectF(x + 0.5, y + 0.5, w - 1, h - 1)
            paint_chip(painter, box, chip_face("text", new=chip.new, strong_width=2.0), radius=5)
            self._draw_text(painter, box, chip)
            x += w + CHIP_GAP
        if option.state & QStyle.StateFlag.State_Selected:
            paint_selected_row(painter, rect)
        painter.restore()

    def _draw_text(self, painter: QPainter, box: QRectF, chip: SymbolChip) -> None:
        """Centre the symbol's text; a trailing ``</w>`` is drawn in a muted colour."""
        font = self.bold if chip.new else self.text_font
        fm = self.bold_fm if chip.new else self.fm
        text = chip.text
        head, tail = text, ""
        if text.endswith(END_OF_WORD):
            head, tail = text[: -len(END_OF_WORD)], END_OF_WORD
        head = show_symbol(head)
        total = fm.horizontalAdvance(head + tail)
        x = box.x() + (box.width() - total) / 2
        y = box.y() + CHIP_PAD_Y - 0.5
        painter.setFont(font)
        if head:
            painter.setPen(Palette.NEW_TEXT if chip.new else Palette.CHIP_TEXT)
            w = fm.horizontalAdvance(head)
            painter.drawText(
                QRectF(x, y, w + 1, fm.height()), int(Qt.AlignmentFlag.AlignLeft), head
            )
            x += w
        if tail:
            painter.setPen(Palette.NEW_TEXT if chip.new else Palette.ID_TEXT)
            painter.drawText(
                QRectF(x, y, fm.horizontalAdvance(tail) + 1, fm.height()),
                int(Qt.AlignmentFlag.AlignLeft),
                tail,
            )
