"""Lecture mode: clicker keys wherever focus is, full-screen presentation, a blank screen.

A presenter's clicker sends PageDown/PageUp (some send Right/Left, Space, Home/End or B).
:class:`Presenter` watches every key press of its window (an application event filter)
and steps the rounds with them whatever has focus, except inside a text field, where the
keys keep their editing meaning. It also owns the presentation view: full screen, the
vocabulary and inspector optionally hidden, hex columns collapsed so counts and IDs stay
whole, and a black screen on B, as presentation software does.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

#: Clicker and keyboard keys -> the action they trigger (docs/rules.md s8 stepping).
CLICKER_KEYS: dict[Qt.Key, str] = {
    Qt.Key.Key_PageDown: "next",
    Qt.Key.Key_Right: "next",
    Qt.Key.Key_PageUp: "previous",
    Qt.Key.Key_Left: "previous",
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_End: "last",
    Qt.Key.Key_Space: "play",
    # Predict the next merge (View ▸ Predict): also from the stage box, whose line edit
    # would otherwise take the letter.
    Qt.Key.Key_Q: "quiz",
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
    """A black cover over the whole window; a click or any key takes it away."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("background: black;")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    def cover(self) -> None:
        """Cover the parent window."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()


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
        self._was_maximized = False
        self._attached = False

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
        """Black out the window (B), or show it again."""
        if on:
            self.blank.cover()
            self.blank.setFocus()
        else:
            self.blank.hide()

    def _owns(self, obj: QObject) -> bool:
        return isinstance(obj, QWidget) and obj.window() is self.window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Step with the clicker keys wherever focus is in this window, except in a text
        field; Esc leaves the blank screen or the presentation view."""
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or not self._owns(obj):
            return False
        key = Qt.Key(event.key())
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if self.blank.isVisible() and key != Qt.Key.Key_B:
            if kind == QEvent.Type.KeyPress:
                self.actions["blank"].setChecked(False)
            event.accept()
            return True
        if key == Qt.Key.Key_Escape and self.presenting:
            if kind == QEvent.Type.KeyPress:
                self.actions["presentation"].setChecked(False)
            event.accept()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and is_text_field(
            self.window.focusWidget()
        ):
            # Enter is the quiz's Reveal shortcut; a text field keeps it for itself.
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            return False
        name = CLICKER_KEYS.get(key)
        if name is None or is_text_field(self.window.focusWidget()):
            return False
        # Take the key from the focused widget (a table or the stage box would use it)
        # and from the shortcut map (so the action runs once), then run the action.
        event.accept()
        if kind == QEvent.Type.KeyPress and not (name == "play" and event.isAutoRepeat()):
            action = self.actions[name]
            if action.isEnabled():
                action.trigger()
        return True
