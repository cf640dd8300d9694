"""An item delegate that draws a cell's text in whole lines: none is cut through.

A plain word-wrapped cell whose row is shorter than its text draws the line at the
row's bottom edge cut in half. This delegate wraps the text to the cell's width (a word
longer than the width breaks anywhere), draws as many whole lines as the cell's height
holds (at least one) from the top, and ends the last one with "…" when text remains;
the cell's tooltip keeps the whole text.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from bpe_viewer.qt.models.base import Index


def wrapped_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` wrapped to ``width`` pixels in ``font``: its own line breaks kept, words
    longer than the width broken anywhere.

    Returns:
        The lines, without their line ends (an empty text gives one empty line).
    """
    out: list[str] = []
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    for paragraph in text.split("\n"):
        if not paragraph:
            out.append("")
            continue
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1.0, width))
            out.append(paragraph[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
    return [line.rstrip() for line in out] or [""]


def fitted_lines(text: str, font: QFont, width: int, height: int) -> list[str]:
    """The whole lines of ``text`` in ``font`` a box ``width`` x ``height`` pixels shows
    (at least one); the last ends in "…" (elided to the width) when lines remain below."""
    metrics = QFontMetrics(font)
    lines = wrapped_lines(text, font, width)
    room = max(1, height // max(1, metrics.lineSpacing()))
    if len(lines) <= room:
        return lines
    shown = lines[:room]
    rest = " ".join(lines[room - 1 :])
    shown[-1] = metrics.elidedText(rest + "…", Qt.TextElideMode.ElideRight, width)
    if not shown[-1].endswith("…"):
        shown[-1] = shown[-1] + "…"
    return shown


class WholeLinesDelegate(QStyledItemDelegate):
    """Draws a cell's text in the whole lines its height holds (:func:`fitted_lines`),
    from the top left, in the cell's foreground colour (the highlighted text colour
    when selected); background, selection and focus as the style draws them."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        area = area.adjusted(margin, 0, -margin, 0)
        metrics = QFontMetrics(opt.font)
        lines = fitted_lines(text, opt.font, area.width(), area.height())
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        palette = opt.palette
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if selected:
            color = palette.color(QPalette.ColorRole.HighlightedText)
        elif foreground is not None:
            color = foreground.color() if hasattr(foreground, "color") else foreground
        else:
            color = palette.color(QPalette.ColorRole.Text)
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(color)
        spacing = metrics.lineSpacing()
        for k, line in enumerate(lines):
            top = area.top() + k * spacing
            painter.drawText(
                QRectF(QPointF(area.left(), top), QPointF(area.right() + 1, top + spacing)),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                line,
            )
        painter.restore()
