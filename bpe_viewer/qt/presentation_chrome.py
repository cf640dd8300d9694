"""The presentation view's chrome: menu bar, toolbars and status bar out of the way.

In the presentation view the class sees the round bar, the tabs and the panes, nothing
else. :class:`PresentationChrome` hides the window's menu bar, every toolbar and the
status bar, remembering which of them were shown, and puts exactly those back when the
view is left. While they are hidden every action stays reachable: a right-click on the
window and F10 (View ▸ Show Menus) pop up the menu bar's menus as one popup menu, and
every shortcut keeps working (the window holds every action, docs/rules.md s8).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget


class PresentationChrome(QObject):
    """Hides and restores the chrome of one main window.

    Args:
        window: the main window whose menu bar, toolbars and status bar are hidden.

    Attributes:
        menu: the popup menu of the menu bar's menus (right-click or F10), rebuilt each
            time it is shown, so a menu added later is in it too.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.menu = QMenu(window)
        self.menu.setObjectName("presentation_menu")
        self._hidden: list[QWidget] = []
        self._policy = window.contextMenuPolicy()
        self._on = False

    @property
    def hiding(self) -> bool:
        """True while the chrome is hidden (the presentation layout is on)."""
        return self._on

    def chrome(self) -> list[QWidget]:
        """The menu bar, every toolbar and the status bar of the window, in that order."""
        w = self.window
        bars: list[QWidget] = [w.menuBar()]
        bars += w.findChildren(QToolBar)
        bars.append(w.statusBar())
        return bars

    def set_hidden(self, on: bool) -> None:
        """Hide the chrome (``on``), remembering what was shown, or show again exactly
        what was shown before it was hidden."""
        if on == self._on:
            return
        self._on = on
        w = self.window
        if on:
            self._hidden = [bar for bar in self.chrome() if not bar.isHidden()]
            for bar in self._hidden:
                bar.hide()
            self._policy = w.contextMenuPolicy()
            w.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            w.customContextMenuRequested.connect(self._context_menu)
        else:
            for bar in self._hidden:
                bar.show()
            self._hidden = []
            w.customContextMenuRequested.disconnect(self._context_menu)
            w.setContextMenuPolicy(self._policy)

    def fill_menu(self) -> QMenu:
        """The popup menu, filled with the menu bar's menus (each a submenu)."""
        self.menu.clear()
        for action in self.window.menuBar().actions():
            if action.menu() is not None or action.isSeparator():
                self.menu.addAction(action)
        return self.menu

    def _context_menu(self, point: QPoint) -> None:
        self.fill_menu().popup(self.window.mapToGlobal(point))

    def pop_up(self) -> None:
        """F10 (View ▸ Show Menus): the menu bar's menus as a popup menu at the top left
        corner of the window's central area."""
        central = self.window.centralWidget()
        anchor = central if central is not None else self.window
        self.fill_menu().popup(anchor.mapToGlobal(QPoint(8, 8)))
