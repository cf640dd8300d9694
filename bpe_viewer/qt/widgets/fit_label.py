"""A wrapped label of a fixed number of lines whose text shrinks to fit it.

The presentation view keeps the boxes above the tables (the narration, the quiz bar, the
note) at a fixed height, so that a longer sentence, a Reveal or a note never moves the
tables the class is looking at. :class:`FitLabel` is that box: given a number of lines
(:meth:`FitLabel.set_fixed_lines`) it keeps exactly that height at its own font, and draws
a text that needs more lines at a smaller size, down to :data:`MIN_SCALE` of it; a text
that does not fit even then ends in "…" and the whole text is in the tooltip. Without a
number of lines it is a plain word-wrapped QLabel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: The smallest a fitted text gets, as a share of the label's own font size.
MIN_SCALE = 0.6
#: Steps from the label's font size down to :data:`MIN_SCALE` (each 5 % smaller).
SCALE_STEP = 0.05


def text_height(text: str, font: QFont, width: int, rich: bool) -> int:
    """Pixels ``text`` takes wrapped at ``width`` pixels in ``font`` (rich text laid out
    as QLabel lays it out, without document margins)."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(font)
    if rich:
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    doc.setTextWidth(max(1, width))
    return math.ceil(doc.size().height())


def lines_height(font: QFont, lines: int) -> int:
    """Pixels ``lines`` wrapped lines of ``font`` take."""
    fm = QFontMetrics(font)
    return fm.height() + (max(1, lines) - 1) * fm.lineSpacing()


class FitLabel(QLabel):
    """A word-wrapped label; with :meth:`set_fixed_lines` a box of fixed height whose
    text is made smaller (then elided, whole in the tooltip) to fit it.

    Attributes:
        fitted_scale: the share of the label's font size the text is drawn at (1.0 when
            it fits at its own size, or when no number of lines is set).
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._full = text
        self._base_font = QFont(self.font())
        self._lines: int | None = None
        self._own_tip = ""
        self._fitting = False
        self._policy = QSizePolicy(self.sizePolicy())
        self.fitted_scale = 1.0
        super().setText(text)

    # -- what the label holds
    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Show ``text`` (fitted to the box when it has a number of lines)."""
        self._full = text
        if self._lines is None:
            super().setText(text)
        else:
            self._fit()

    def text(self) -> str:
        """The whole text, also when the box shows it elided."""
        return self._full

    def setToolTip(self, tip: str) -> None:  # noqa: N802
        """The label's own tooltip (an elided text's tooltip is the whole text)."""
        self._own_tip = tip
        super().setToolTip(tip)

    def setFont(self, font: QFont | str | Sequence[str]) -> None:  # noqa: N802
        """The label's own font: the size a fitting text is drawn at."""
        self._base_font = font if isinstance(font, QFont) else QFont(font)
        super().setFont(self._base_font)
        if self._lines is not None:
            self._apply_lines()

    @property
    def fixed_lines(self) -> int | None:
        """The number of lines the box holds, or None (a plain wrapped label)."""
        return self._lines

    def set_fixed_lines(self, lines: int | None) -> None:
        """Hold ``lines`` lines of the label's font, whatever the text (None: grow and
        shrink with the text again)."""
        if lines == self._lines:
            return
        if self._lines is None:
            self._policy = QSizePolicy(self.sizePolicy())
        self._lines = lines
        if lines is None:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)
            self.setSizePolicy(self._policy)
            self._show(self._full, self._base_font, self._own_tip)
            self.fitted_scale = 1.0
            return
        self._apply_lines()

    def _apply_lines(self) -> None:
        assert self._lines is not None
        margins = self.contentsMargins()
        height = lines_height(self._base_font, self._lines) + margins.top() + margins.bottom()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(height)
        self._fit()

    # -- fitting
    def _rich(self) -> bool:
        fmt = self.textFormat()
        if fmt == Qt.TextFormat.RichText:
            return True
        # QLabel's own guess for automatic text: a tag in the first line
        first = self._full.split("\n", 1)[0]
        return fmt == Qt.TextFormat.AutoText and "<" in first and ">" in first

    def _show(self, text: str, font: QFont, tip: str) -> None:
        self._fitting = True
        try:
            QLabel.setFont(self, font)
            QLabel.setText(self, text)
            QLabel.setToolTip(self, tip)
        finally:
            self._fitting = False

    def _fit(self) -> None:
        """Draw the text at the largest size (in :data:`SCALE_STEP` steps, down to
        :data:`MIN_SCALE`) at which it fits the box; else elided at the smallest."""
        if self._lines is None:
            return
        rect = self.contentsRect()
        width, room = rect.width(), rect.height()
        text, rich = self._full, self._rich()
        if width <= 0 or room <= 0:
            self._show(text, self._base_font, self._own_tip)
            return
        base = self._base_font.pointSizeF()
        steps = round((1.0 - MIN_SCALE) / SCALE_STEP)
        font = QFont(self._base_font)
        for step in range(steps + 1):
            scale = 1.0 - step * SCALE_STEP
            font = QFont(self._base_font)
            font.setPointSizeF(base * scale)
            if text_height(text, font, width, rich) <= room:
                self.fitted_scale = scale
                self._show(text, font, self._own_tip)
                return
        self.fitted_scale = MIN_SCALE
        shown = text if rich else self._elided(text, font, width, room)
        self._show(shown, font, text if not self._own_tip else f"{self._own_tip}\n\n{text}")

    @staticmethod
    def _elided(text: str, font: QFont, width: int, room: int) -> str:
        """The longest start of ``text`` (whole words) that fits with "…" after it."""
        words = text.split(" ")
        low, high = 0, len(words)
        while low < high:
            middle = (low + high + 1) // 2
            if text_height(" ".join(words[:middle]) + " …", font, width, False) <= room:
                low = middle
            else:
                high = middle - 1
        return " ".join(words[:low]) + " …"

    @property
    def elided(self) -> bool:
        """True when the box shows only the start of the text (the whole is in the
        tooltip)."""
        return QLabel.text(self) != self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """A new width: fit the text again."""
        super().resizeEvent(event)
        if self._lines is not None and event.size().width() != event.oldSize().width():
            self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A font set from outside (a style sheet's, the zoom's) is the new own font."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and not self._fitting:
            self._base_font = QFont(self.font())
