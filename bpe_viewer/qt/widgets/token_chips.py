"""The encode panel's token chips: a delegate painting a token sequence's chips (text or
hex over the shown ID) with the shared chip painter, and the wrapping list that shows
them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from bpe_viewer.qt.models.base import Index
from bpe_viewer.qt.models.encode_steps import Chip, ChipKind, TokenSequenceModel
from bpe_viewer.qt.models.roles import Palette, Roles
from bpe_viewer.qt.widgets.chip_painter import chip_face, paint_chip, paint_chip_text
from bpe_viewer.qt.widgets.font_sizes import keep_chip_row_visible


class TokenChipDelegate(QStyledItemDelegate):
    """Paints a :class:`TokenSequenceModel` row as a chip: text or hex over the ID."""

    PAD_X = 7
    PAD_Y = 3
    MAX_WIDTH = 320
    #: Room before a chip that begins a pre-tokenization piece, for the boundary bar.
    PIECE_GAP = 12

    def __init__(self, parent: QWidget | None = None, point_size: float = 15.0) -> None:
        super().__init__(parent)
        base = parent.font() if parent is not None else QFont()
        self.text_font = QFont(base)
        self.text_font.setPointSizeF(point_size)
        self.bold_font = QFont(self.text_font)
        self.bold_font.setBold(True)
        self.hex_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.hex_font.setPointSizeF(point_size - 2)
        self.hex_bold = QFont(self.hex_font)
        self.hex_bold.setBold(True)
        self.control_font = QFont(self.text_font)
        self.control_font.setItalic(True)
        self.control_font.setPointSizeF(point_size - 2)
        self.id_font = QFont(base)
        self.id_font.setPointSizeF(max(8.0, point_size - 5))
        self.id_bold = QFont(self.id_font)
        self.id_bold.setBold(True)
        self._fm = {
            ChipKind.TEXT: QFontMetrics(self.bold_font),
            ChipKind.SPECIAL: QFontMetrics(self.bold_font),
            ChipKind.HEX: QFontMetrics(self.hex_bold),
            ChipKind.CONTROL: QFontMetrics(self.control_font),
        }
        self._id_fm = QFontMetrics(self.id_bold)
        self.text_h = max(fm.height() for fm in self._fm.values())
        # Above hex bytes: the characters they belong to (docs/rules.md s8).
        self.glyph_font = QFont(base)
        self.glyph_font.setPointSizeF(max(8.0, point_size - 4))
        self.glyph_fm = QFontMetrics(self.glyph_font)
        self.caption_h = self.glyph_fm.height() + 3
        self.chip_h = self.caption_h + self.text_h + self._id_fm.height() + 2 * self.PAD_Y

    def _fonts(self, chip: Chip) -> tuple[QFont, QFont]:
        if chip.kind is ChipKind.HEX:
            return (self.hex_bold if chip.merged else self.hex_font), self.id_font
        if chip.kind is ChipKind.CONTROL:
            return self.control_font, self.id_font
        return (self.bold_font if chip.merged else self.text_font), (
            self.id_bold if chip.merged else self.id_font
        )

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        chip = index.data(Roles.RECORD)
        if not isinstance(chip, Chip):
            return super().sizeHint(option, index)
        w = max(
            self._fm[chip.kind].horizontalAdvance(chip.text),
            self._id_fm.horizontalAdvance(chip.id_text),
            14,
        )
        gap = self.PIECE_GAP if chip.piece_start else 0
        return QSize(min(w + 2 * self.PAD_X, self.MAX_WIDTH) + gap, self.chip_h)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        chip = index.data(Roles.RECORD)
        if not isinstance(chip, Chip):
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5)
        if chip.piece_start:
            # A piece boundary: a bar in the gap before the chip; no rule crosses it.
            x = rect.x() + self.PIECE_GAP / 2 - 2
            painter.setPen(QPen(Palette.PIECE_BOUNDARY, 2.5))
            painter.drawLine(QPointF(x, rect.top() - 1), QPointF(x, rect.bottom() + 1))
            rect.setLeft(rect.left() + self.PIECE_GAP)
        face = chip_face(
            chip.kind.value,
            new=chip.merged,
            pair=chip.in_pair,
            outlined=bool(option.state & QStyle.StateFlag.State_Selected),
            plain_width=1.2,
            strong_width=3.0,
        )
        paint_chip(painter, rect, face, radius=5)
        font, id_font = self._fonts(chip)
        text_rect = QRectF(
            rect.x() + self.PAD_X - 2,
            rect.y() + self.PAD_Y + self.caption_h,
            rect.width() - 2 * self.PAD_X + 4,
            self.text_h,
        )
        paint_chip_text(painter, text_rect, chip.text, font, face.text)
        fm = QFontMetrics(font)
        if chip.glyphs and fm.horizontalAdvance(chip.text) <= text_rect.width() + 1:
            self._paint_glyphs(painter, chip, text_rect, fm)
        for on, x in ((chip.split[0], rect.left()), (chip.split[1], rect.right())):
            if on:
                painter.setPen(QPen(Palette.SPLIT, 2.0, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x, rect.top() + 2), QPointF(x, rect.bottom() - 2))
        painter.setFont(id_font)
        painter.setPen(face.text if chip.merged else Palette.ID_TEXT)
        id_rect = QRectF(
            rect.x(),
            rect.y() + self.PAD_Y + self.caption_h + self.text_h,
            rect.width(),
            self._id_fm.height(),
        )
        painter.drawText(id_rect, int(Qt.AlignmentFlag.AlignCenter), chip.id_text)
        painter.restore()

    def _paint_glyphs(
        self, painter: QPainter, chip: Chip, text_rect: QRectF, fm: QFontMetrics
    ) -> None:
        """Each character over the hex bytes holding it; an open end where it continues
        in the neighbouring chip, a red ✗ over an invalid byte."""
        char_w = fm.horizontalAdvance("0")
        left = text_rect.x() + (text_rect.width() - fm.horizontalAdvance(chip.text)) / 2
        base_y = text_rect.y() - 1
        painter.setFont(self.glyph_font)
        for lo, hi, glyph, open_left, open_right in chip.glyphs:
            x0 = left + lo * 3 * char_w
            x1 = left + (hi * 3 + 2) * char_w
            color = QColor(Palette.CAPTION_TEXT if glyph else Palette.SPLIT)
            painter.setPen(QPen(color, 1.0))
            painter.drawLine(QPointF(x0, base_y), QPointF(x1, base_y))
            if not open_left:
                painter.drawLine(QPointF(x0, base_y), QPointF(x0, base_y - 3))
            if not open_right:
                painter.drawLine(QPointF(x1, base_y), QPointF(x1, base_y - 3))
            shown = {" ": "\u2423", "\n": "\u21b5", "\t": "\u2192"}.get(glyph, glyph)
            if not glyph:
                shown = "\u2717"
            elif not glyph.isprintable() and shown == glyph:
                shown = f"U+{ord(glyph):04X}"
            if open_left or open_right:
                shown = ("\u2026" if open_left else "") + shown + ("\u2026" if open_right else "")
            width = self.glyph_fm.horizontalAdvance(shown)
            cx = (x0 + x1) / 2
            painter.drawText(
                QRectF(cx - width / 2 - 2, base_y - self.caption_h, width + 4, self.caption_h - 1),
                int(Qt.AlignmentFlag.AlignCenter),
                shown,
            )


def token_chip_list(
    parent: QWidget,
    on_click: Callable[[QModelIndex], object] | None,
    model: TokenSequenceModel,
) -> QListView:
    """A wrapping list of ``model``'s chips; ``on_click(index)`` (when given) when one is
    clicked."""
    view = QListView(parent)
    view.setModel(model)
    view.setItemDelegate(TokenChipDelegate(view))
    view.setViewMode(QListView.ViewMode.ListMode)
    view.setFlow(QListView.Flow.LeftToRight)
    view.setWrapping(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setLayoutMode(QListView.LayoutMode.Batched)
    view.setBatchSize(500)
    view.setSpacing(3)
    view.setUniformItemSizes(False)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    # One whole row of chips, whatever their font size (set again when it changes).
    delegate = view.itemDelegate()
    assert isinstance(delegate, TokenChipDelegate)
    keep_chip_row_visible(view, delegate.chip_h)
    if on_click is not None:
        view.clicked.connect(on_click)
    # The background the chips are painted on (a dark desktop's is dark).
    view.setStyleSheet(f"QListView {{ background: {Palette.BASE.name()}; }}")
    return view
