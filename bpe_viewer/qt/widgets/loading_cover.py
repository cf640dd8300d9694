"""The cover over the tabs while a new input loads: the old run's panes greyed, "Loading …".

From the moment a load or a training starts until the panes of its run have painted,
nothing of the run shown before can be read as the new one's: its panes lie under a
grey cover saying what loads. The cover goes when the new run's panes have painted
(on the later turn after theirs, :mod:`bpe_viewer.qt.later`), or when the load fails or
is cancelled and the old run stays.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from bpe_viewer.core.render import shorten
from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: Characters of the input's description the cover names (longer ones are shortened).
DESCRIPTION_CHARS = 60
#: The cover's text by verb (English, context ``"LoadingCover"``).
COVER_TEXTS = {
    "Loading": QT_TRANSLATE_NOOP("LoadingCover", "Loading {what} …"),
    "Retraining": QT_TRANSLATE_NOOP("LoadingCover", "Retraining {what} …"),
}


class LoadingCover(QLabel):
    """A translucent grey label over ``covered`` (kept on its geometry), clicks stopped.

    Args:
        covered: the widget covered (the window's tabs); the cover is its sibling.
    """

    def __init__(self, covered: QWidget) -> None:
        parent = covered.parentWidget()
        super().__init__(parent)
        self._covered = covered
        self.setObjectName("loading_cover")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet(
            "#loading_cover { background: rgba(236, 238, 241, 215); color: #37474f;"
            " font-size: 15pt; border: 1px solid #cfd8dc; }"
        )
        self.hide()
        covered.installEventFilter(self)

    def cover(self, description: str, verb: str = "Loading") -> None:
        """Grey the panes now, saying ``<verb> <description> …`` (``verb`` "Loading" or
        "Retraining", in the window's language; a file or folder by its name, as the
        window title names it)."""
        later_turns().cancel(self)
        if description and os.path.exists(description):
            description = os.path.basename(os.path.normpath(description))
        text = self.tr(COVER_TEXTS.get(verb, COVER_TEXTS["Loading"]))
        self.setText(text.format(what=shorten(description, DESCRIPTION_CHARS)))
        self.setGeometry(self._covered.geometry())
        self.raise_()
        self.show()

    def uncover_later(self) -> None:
        """Take the cover away on a later turn, after the panes that wait to paint now."""
        if self.isHidden():
            return
        later_turns().cancel(self)  # to the end of the queue
        later_turns().put(self, self.hide)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Follow the covered widget's geometry."""
        if watched is self._covered and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.setGeometry(self._covered.geometry())
        return super().eventFilter(watched, event)
