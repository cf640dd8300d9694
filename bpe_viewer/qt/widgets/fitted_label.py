"""A label that shows whole lines only: wrapped, the last one elided, the rest in a tooltip."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class FittedLabel(QLabel):
    """Plain text wrapped to the label's width, at most ``max_lines`` lines.

    A plain word-wrapped :class:`QLabel` squeezed by its layout cuts its last line in
    half (or shows nothing of the next); this one shows as many whole lines as its
    height holds (at least one), ends the last one with "…" when the text goes on, and
    gives the full text as its tooltip, so a long value stays readable at any text size.
    Words longer than the width break anywhere. :meth:`text` is always the full text.

    Args:
        text: the initial text.
        max_lines: lines asked for when there is room.
        note: a sentence added under the full text in the tooltip (what the value means).
        parent: the parent widget.
        hint_chars: the width asked for, in average characters of the font, when the
            text is longer; None: the whole text's width (one line that gives way only
            when its layout has no room for all of it).
    """

    def __init__(
        self,
        text: str = "",
        max_lines: int = 2,
        note: str = "",
        parent: QWidget | None = None,
        hint_chars: int | None = 40,
    ) -> None:
        super().__init__(text, parent)
        self._max_lines = max(1, max_lines)
        self._note = note
        self._hint_chars = hint_chars
        self._asked_height: int | None = None
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._update_tooltip()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Show ``text`` (the tooltip gets it in full)."""
        super().setText(text)
        self._update_tooltip()
        self.updateGeometry()
        self.update()

    def set_note(self, note: str) -> None:
        """The sentence under the full text in the tooltip (what the value means; again
        after a change of language)."""
        self._note = note
        self._update_tooltip()

    def set_max_lines(self, lines: int) -> None:
        """Ask at most ``lines`` lines (at least one) from now on."""
        lines = max(1, lines)
        if lines != self._max_lines:
            self._max_lines = lines
            self.updateGeometry()
            self.update()

    @property
    def max_lines(self) -> int:
        """The most lines the label asks for."""
        return self._max_lines

    def ask_height(self, height: int | None) -> None:
        """Ask ``height`` pixels of the layout, whatever the text's own height (None:
        the text's own, at most ``max_lines`` lines); the least stays one line.

        Labels side by side in layouts of their own (the verdicts of the Compare tab's
        columns) given the same height ask alike, so their layouts give them the same
        room: they give way to one line together when the window is short."""
        if height != self._asked_height:
            self._asked_height = height
            self.updateGeometry()

    def _update_tooltip(self) -> None:
        parts = [p for p in (self.text(), self._note) if p]
        self.setToolTip("\n\n".join(parts))

    def _lines(self, width: float) -> list[tuple[int, int]]:
        """(start, length) of each wrapped line of the text at ``width`` pixels."""
        layout = QTextLayout(self.text(), self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        out: list[tuple[int, int]] = []
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1.0, width))
            out.append((line.textStart(), line.textLength()))
        layout.endLayout()
        return out

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """Height of the wrapped text at ``width``, at most ``max_lines`` lines (or the
        height asked by :meth:`ask_height`)."""
        if self._asked_height is not None:
            return self._asked_height
        margins = self.contentsMargins()
        lines = len(self._lines(width - margins.left() - margins.right())) or 1
        spacing = self.fontMetrics().lineSpacing()
        return min(lines, self._max_lines) * spacing + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Wide enough for a few words (:attr:`hint_chars`); as tall as the text at that
        width."""
        fm = self.fontMetrics()
        width = fm.horizontalAdvance(self.text()) + 2
        if self._hint_chars is not None:
            width = min(width, fm.averageCharWidth() * self._hint_chars)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """One line of a few characters."""
        fm = self.fontMetrics()
        margins = self.contentsMargins()
        return QSize(fm.averageCharWidth() * 4, fm.lineSpacing() + margins.top() + margins.bottom())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Whole lines that fit the height; the last one elided when text remains."""
        rect = self.contentsRect()
        text = self.text()
        fm = self.fontMetrics()
        spacing = fm.lineSpacing()
        # a line short by a few pixels (its leading) still shows in full
        room = max(1, min(self._max_lines, (rect.height() + 3) // max(1, spacing)))
        lines = self._lines(rect.width())
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        y = rect.top() + max(0, rect.height() - min(room, len(lines)) * spacing) // 2
        for k, (start, length) in enumerate(lines[:room]):
            if k == room - 1 and k < len(lines) - 1:
                shown = fm.elidedText(
                    text[start:].replace("\n", " "), Qt.TextElideMode.ElideRight, rect.width()
                )
            else:
                shown = text[start : start + length].rstrip("\n")
            painter.drawText(
                QRectF(
                    QPointF(rect.left(), y + k * spacing),
                    QPointF(rect.right() + 1, y + (k + 1) * spacing),
                ),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                shown,
            )
        painter.end()
