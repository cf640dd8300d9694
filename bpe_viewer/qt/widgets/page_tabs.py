"""The window's tab widget: its pages' text never re-lays out the whole window."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget


class PageTabs(QTabWidget):
    """A tab widget whose height does not depend on its width.

    A word-wrapped label anywhere in any page makes a plain :class:`QTabWidget` report a
    height-for-width, and then every text change in the shown page (the narration, a
    pane's title, the inspector) has the window's layout ask every page, shown or not,
    for its height at the new width: tens of milliseconds on each step of the rounds.
    The tabs fill the window below the round bar anyway, so their height is what is left.
    """

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        """False: the pages take the height they are given."""
        return False
