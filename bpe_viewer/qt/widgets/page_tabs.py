"""The window's tab widget: its pages' text never re-lays out the whole window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QTabWidget, QWidget


class PageTabs(QTabWidget):
    """A tab widget whose height does not depend on its width.

    A word-wrapped label anywhere in any page makes a plain :class:`QTabWidget` report a
    height-for-width, and then every text change in the shown page (the narration, a
    pane's title, the inspector) has the window's layout ask every page, shown or not,
    for its height at the new width: tens of milliseconds on each step of the rounds.
    The tabs fill the window below the round bar anyway, so their height is what is left.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the tab bar's size hint when the tabs were last laid out
        self._bar_hint: QSize | None = None

    def event(self, event: QEvent) -> bool:
        """A layout request that leaves the tab bar's size hint as it was moves nothing:
        the pages keep the area below the bar. Qt's tab widget would lay itself out and
        repaint every pane of the shown page in full on each one, and a label of that
        page whose text changes sends one up (tens of milliseconds a step of the rounds).
        The parents still hear that the size hint may have changed."""
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            hint = self.tabBar().sizeHint()
            if hint == self._bar_hint:
                self.updateGeometry()
                return True
            self._bar_hint = hint
        return super().event(event)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        """False: the pages take the height they are given."""
        return False
