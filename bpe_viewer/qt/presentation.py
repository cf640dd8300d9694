"""Lecture mode: clicker keys wherever focus is, full-screen presentation, a blank screen.

A presenter's clicker sends PageDown/PageUp (some send Right/Left, Space, Home/End or B).
:class:`Presenter` watches every key press of its window (an application event filter)
and steps the rounds with them whatever has focus, except inside a text field, where the
keys keep their editing meaning; it watches the presenter view (View ▸ Presenter View)
too. It also owns the presentation view: full screen, the vocabulary and inspector
optionally hidden, hex columns collapsed so counts and IDs stay whole, and a black
screen on B, as presentation software does (any key or a click shows the window again,
and that key does nothing else).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from shiboken6 import isValid

#: Clicker and keyboard keys -> the action they trigger (docs/rules.md s8 stepping).
CLICKER_KEYS: dict[Qt.Key, str] = {
    Qt.Key.Key_PageDown: "next",
    Qt.Key.Key_Right: "next",
    Qt.Key.Key_PageUp: "previous",
    Qt.Key.Key_Left: "previous",
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_End: "last",
    Qt.Key.Key_Space: "play",
    # Predict the next merge (View ▸ Predict), Blank Screen and the side panes: also from
    # the stage box (focused from launch), whose line edit would otherwise take the letter.
    Qt.Key.Key_Q: "quiz",
    Qt.Key.Key_B: "blank",
    Qt.Key.Key_V: "side_panes",
}


def is_text_field(widget: QWidget | None) -> bool:
    """True for a widget where the clicker keys edit text (a line edit or text box; the
    stage spin box is not one: there they step the rounds)."""
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return True
    if isinstance(widget, QLineEdit):
        return not isinstance(widget.parent(), QAbstractSpinBox)
    return False


class BlankScreen(QWidget):
    """A black cover over the whole window, menu bar, toolbars and status bar included.

    It paints itself (a style sheet does not paint a plain QWidget) and follows the
    window's size while shown. A click on it emits ``dismissed``; keys are handled by
    :class:`Presenter`, which sees them first.

    Signals:
        dismissed(): the cover was clicked (the window is to be shown again).
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.hide()
        parent.installEventFilter(self)

    def cover(self) -> None:
        """Cover the parent window, above every other child of it."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Black, everywhere."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.black)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click takes the cover away (and does nothing else)."""
        event.accept()
        self.dismissed.emit()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A right-click only unblanks: the presentation view's popup of every menu
        (its right-click on the window) does not open over the class's screen."""
        event.accept()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Follow the window's size (full screen on, a resize) while covering it."""
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.cover()
        return False


class Presenter(QObject):
    """Clicker keys, presentation view and blank screen of one window.

    Args:
        window: the main window; it provides ``action_map`` (with ``next``,
            ``previous``, ``first``, ``last``, ``play``, ``presentation``,
            ``side_panes`` and ``blank``) and ``set_presentation_layout(on)``.
    """

    def __init__(self, window: QMainWindow, actions: dict[str, QAction]) -> None:
        super().__init__(window)
        self.window = window
        self.actions = actions
        self.blank = BlankScreen(window)
        self.blank.dismissed.connect(lambda: self.actions["blank"].setChecked(False))
        self._was_maximized = False
        self._attached = False
        self._focus_before: QWidget | None = None
        self._others: list[QWidget] = []
        #: True while an action runs for an automatic repeat of a held key (the
        #: stepping commands merge such steps, RoundCursor.request_step)
        self.repeating = False

    def attach(self) -> None:
        """Start watching key presses (the window is shown). Every event of the
        application passes an event filter, so it is installed only while needed."""
        app = QApplication.instance()
        if app is not None and not self._attached:
            app.installEventFilter(self)
            self._attached = True

    def detach(self) -> None:
        """Stop watching key presses (the window is closing)."""
        app = QApplication.instance()
        if app is not None and self._attached:
            app.removeEventFilter(self)
            self._attached = False

    @property
    def presenting(self) -> bool:
        """True while the presentation view is on."""
        return self.actions["presentation"].isChecked()

    def set_presenting(self, on: bool) -> None:
        """Full screen and the projector layout on, or back to the window as it was."""
        if on:
            self._was_maximized = self.window.isMaximized()
            self.window.showFullScreen()
        elif self.window.isFullScreen():
            if self._was_maximized:
                self.window.showMaximized()
            else:
                self.window.showNormal()

    def set_blank(self, on: bool) -> None:
        """Black out the window (B), or show it again with focus where it was."""
        if on:
            if not self.blank.isVisible():
                focused = self.window.focusWidget()
                self._focus_before = focused if focused is not self.blank else None
            self.blank.cover()
            self.blank.setFocus()
        else:
            self.blank.hide()
            before, self._focus_before = self._focus_before, None
            if before is not None and isValid(before) and before.isVisible():
                before.setFocus()

    def watch(self, window: QWidget) -> None:
        """Let the clicker keys work in ``window`` too (the presenter view)."""
        self._others.append(window)

    def _owns(self, obj: QObject) -> bool:
        if not isinstance(obj, QWidget):
            return False
        top = obj.window()
        return top is self.window or any(top is other for other in self._others)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Step with the clicker keys wherever focus is in this window, except in a text
        field; Esc leaves the blank screen or the presentation view."""
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or not self._owns(obj):
            return False
        if self.blank.isVisible():
            # Any key (B too, a clicker's Next too) shows the window again, and does
            # nothing else: the round shown does not step, as in presentation programs.
            if kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
                self.actions["blank"].setChecked(False)
            event.accept()
            return True
        key = Qt.Key(event.key())
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if key == Qt.Key.Key_Escape and self.presenting:
            if kind == QEvent.Type.KeyPress:
                self.actions["presentation"].setChecked(False)
            event.accept()
            return True
        assert isinstance(obj, QWidget)  # _owns said so
        focused = obj.window().focusWidget()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and is_text_field(focused):
            # Enter is the quiz's Reveal shortcut; a text field keeps it for itself.
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            return False
        name = CLICKER_KEYS.get(key)
        if name is None or is_text_field(focused):
            return False
        # Take the key from the focused widget (a table or the stage box would use it)
        # and from the shortcut map (so the action runs once), then run the action.
        event.accept()
        if kind == QEvent.Type.KeyPress and not (name == "play" and event.isAutoRepeat()):
            action = self.actions[name]
            if action.isEnabled():
                self.repeating = event.isAutoRepeat()
                try:
                    action.trigger()
                finally:
                    self.repeating = False
        return True
