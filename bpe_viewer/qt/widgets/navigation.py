"""The navigation bar: first/prev/play/next/last, slider, round spin box, speed."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QAction, QPainter, QPaintEvent, QPolygon, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QStyle,
    QStyleOptionSlider,
    QToolButton,
    QWidget,
)

from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: (label, interval in ms between rounds while playing); labels in English, context
#: ``"NavigationBar"``
SPEEDS: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("NavigationBar", "0.5 rounds/s"), 2000),
    (QT_TRANSLATE_NOOP("NavigationBar", "1 round/s"), 1000),
    (QT_TRANSLATE_NOOP("NavigationBar", "1.5 rounds/s"), 700),
    (QT_TRANSLATE_NOOP("NavigationBar", "3 rounds/s"), 333),
    (QT_TRANSLATE_NOOP("NavigationBar", "10 rounds/s"), 100),
    (QT_TRANSLATE_NOOP("NavigationBar", "30 rounds/s"), 33),
)


class MarkedSlider(QSlider):
    """A horizontal slider that also marks some values (rounds) with small triangles."""

    MARK_COLOR = Palette.SLIDER_MARK

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._marks: tuple[int, ...] = ()

    @property
    def marks(self) -> tuple[int, ...]:
        """The marked values, ascending."""
        return self._marks

    def set_marks(self, values: Iterable[int]) -> None:
        """Mark ``values`` (an empty iterable clears the marks)."""
        marks = tuple(sorted(set(values)))
        if marks != self._marks:
            self._marks = marks
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The slider, then a triangle above the groove at every marked value."""
        super().paintEvent(event)
        if not self._marks:
            return
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self
        )
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self
        )
        span = max(1, groove.width() - handle.width())
        left = groove.x() + handle.width() // 2
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.MARK_COLOR)
        for value in self._marks:
            if not self.minimum() <= value <= self.maximum():
                continue
            x = left + QStyle.sliderPositionFromValue(
                self.minimum(), self.maximum(), value, span, opt.upsideDown
            )
            painter.drawPolygon(QPolygon([QPoint(x - 4, 0), QPoint(x + 4, 0), QPoint(x, 6)]))
        painter.end()


def symbols_only(text: str) -> str:
    """The symbols of a button text without its words: ``"|◀ First"`` -> ``"|◀"``
    (the whole text when it has no symbol part)."""
    parts = [p for p in text.split() if not any(ch.isalpha() for ch in p)]
    return " ".join(parts) or text


class NavigationBar(QWidget):
    """Buttons bound to the window's actions, plus a slider and a spin box on the cursor.

    When the bar is too narrow for the buttons' words (a 1024-pixel projector at 200 %),
    the buttons show only their symbols (``|◀ ◀ ▶ Play ▶ ▶|``, the tooltips keep the
    words) and the "Speed" label goes; :meth:`minimumSizeHint` is that narrow form, so the
    window can be that narrow. Play keeps its word (``▶ Play`` / ``‖ Pause``): its symbol
    alone would read as Next's. The slider never gives way: it keeps at least
    :attr:`SLIDER_MIN_EMS` widths of the letter M of the bar's font (the words go first),
    so every font and text size leaves a slider that can be dragged.
    """

    #: buttons that keep their words in the narrow form
    KEEP_WORDS = ("play",)
    #: the slider's least width, in widths of the letter M of the bar's font
    SLIDER_MIN_EMS = 8

    def __init__(
        self, cursor: RoundCursor, actions: dict[str, QAction], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.round_cursor = cursor
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        self.buttons: dict[str, QToolButton] = {}
        self._narrow = False
        self._thin = False
        for key in ("first", "previous", "play", "next", "last"):
            button = QToolButton(self)
            button.setDefaultAction(actions[key])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # The button takes the action's new text (Play/Pause) first; then the
            # narrow form is applied again.
            actions[key].changed.connect(lambda b=button: self._label_button(b))
            self.buttons[key] = button
            layout.addWidget(button)
        self.slider = MarkedSlider(self)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.stage_label = QLabel(self)
        self.spin = QSpinBox(self)
        self.spin.setKeyboardTracking(False)
        self.of_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for text, ms in SPEEDS:
            self.speed.addItem(text, ms)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.stage_label)
        layout.addWidget(self.spin)
        layout.addWidget(self.of_label)
        self.speed_label = QLabel(self)
        layout.addWidget(self.speed_label)
        layout.addWidget(self.speed)
        self.slider.valueChanged.connect(cursor.set_value)
        self.spin.valueChanged.connect(cursor.set_value)
        cursor.stage_changed.connect(self._sync)
        cursor.maximum_changed.connect(self._set_maximum)
        cursor.range_reset.connect(lambda maximum, _stage: self._set_maximum(maximum))
        self.retranslate()
        self._set_maximum(cursor.maximum)
        self._keep_slider_usable()

    def retranslate(self) -> None:
        """The bar's labels, tips and speeds in the window's language (the speed chosen
        stays); the buttons take their actions' texts."""
        self.stage_label.setText(self.tr("Stage"))
        self.spin.setToolTip(self.tr("Jump to a stage (number of merges applied)"))
        self.speed.setToolTip(self.tr("Play speed"))
        self.speed_label.setText(self.tr("Speed"))
        for index, (text, _ms) in enumerate(SPEEDS):
            self.speed.setItemText(index, self.tr(text))
        self.of_label.setText(self.tr("of {last}").format(last=self.round_cursor.maximum))

    def slider_min_width(self) -> int:
        """The slider's least width in pixels: :attr:`SLIDER_MIN_EMS` widths of the letter
        M of the bar's font, and never less than the style's own minimum."""
        em = self.fontMetrics().horizontalAdvance("M")
        return max(self.SLIDER_MIN_EMS * em, self.slider.minimumSizeHint().width())

    def _keep_slider_usable(self) -> None:
        self.slider.setMinimumWidth(self.slider_min_width())

    @property
    def narrow(self) -> bool:
        """True while the buttons show only their symbols."""
        return self._narrow

    def _narrow_text(self, button: QToolButton, text: str) -> str:
        keep = any(button is self.buttons.get(key) for key in self.KEEP_WORDS)
        return text if keep else symbols_only(text)

    def _label_button(self, button: QToolButton) -> None:
        action = button.defaultAction()
        if action is not None:
            text = action.text()
            button.setText(self._narrow_text(button, text) if self._narrow else text)

    def _set_narrow(self, on: bool) -> None:
        if on == self._narrow:
            return
        self._narrow = on
        for button in self.buttons.values():
            self._label_button(button)
        self.speed_label.setVisible(not on and not self._thin)

    @property
    def thin(self) -> bool:
        """True in the presentation layout (:meth:`set_thin`)."""
        return self._thin

    def set_thin(self, on: bool) -> None:
        """The presentation view's one thin bar: no tick marks under the slider, no speed
        box (Go ▸ Slower and Faster, in the right-click menu, still change the speed) and
        slim margins, so the slider keeps its room on a 1024-pixel projector at any text
        size; off again, the bar as it was."""
        if on == self._thin:
            return
        self._thin = on
        layout = self.layout()
        assert layout is not None
        vertical = 0 if on else 2
        layout.setContentsMargins(4, vertical, 4, vertical)
        ticks = QSlider.TickPosition.NoTicks if on else QSlider.TickPosition.TicksBelow
        self.slider.setTickPosition(ticks)
        self.speed.setVisible(not on)
        self.speed_label.setVisible(not on and not self._narrow)
        self._fit()
        self.updateGeometry()

    def bar_width(self, narrow: bool) -> int:
        """The width the bar needs in pixels: with the buttons' words, or ``narrow``
        (symbols only, no "Speed" label)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        widths = []
        for button in self.buttons.values():
            action = button.defaultAction()
            text = action.text() if action is not None else button.text()
            metrics = button.fontMetrics()
            padding = button.sizeHint().width() - metrics.horizontalAdvance(button.text())
            shown = self._narrow_text(button, text) if narrow else text
            widths.append(metrics.horizontalAdvance(shown) + padding)
        widths.append(self.slider_min_width())
        labels = [self.stage_label, self.spin, self.of_label]
        if not self._thin:
            labels.append(self.speed)
        if not narrow and not self._thin:
            speed = self.speed_label
            widths.append(speed.fontMetrics().horizontalAdvance(speed.text()) + 2)
        widths.extend(w.sizeHint().width() for w in labels)
        gaps = layout.spacing() * (len(widths) - 1)
        return sum(widths) + gaps + margins.left() + margins.right()

    def _fit(self) -> None:
        self._set_narrow(self.width() < self.bar_width(False))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """The narrow form: the window may be as narrow as that."""
        return QSize(self.bar_width(True), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Words on the buttons when they fit, else symbols only."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new font (the text zoom) may change what fits; a new language gives new
        texts (which may fit differently)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit()
            self.updateGeometry()
        if event.type() == QEvent.Type.FontChange:
            self._keep_slider_usable()
            self._fit()
            self.updateGeometry()

    def _set_maximum(self, maximum: int) -> None:
        for w in (self.slider, self.spin):
            w.blockSignals(True)
            w.setRange(0, maximum)
            w.blockSignals(False)
        self.slider.setTickInterval(max(1, maximum // 20))
        self.of_label.setText(self.tr("of {last}").format(last=maximum))
        self._sync(self.round_cursor.value)

    def _sync(self, value: int) -> None:
        for w in (self.slider, self.spin):
            if w.value() != value:
                w.blockSignals(True)
                w.setValue(value)
                w.blockSignals(False)

    def set_interval(self, ms: int) -> None:
        """Select the play speed closest to ``ms`` milliseconds between rounds."""
        best = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][1] - ms))
        self.speed.setCurrentIndex(best)

    def interval(self) -> int:
        """Milliseconds between rounds at the selected play speed."""
        return int(self.speed.currentData())
