"""Marking and translating the window's texts with Qt's own translation system.

Texts written inside a QObject subclass go through ``self.tr("...")``; texts kept as data
(the action table, column titles, the choices of a combo box) are marked where they are
written with :func:`QT_TRANSLATE_NOOP`, so ``pyside6-lupdate`` extracts them under their
context, and are translated where they are shown with
``QCoreApplication.translate(context, text)``. Texts of plain functions that need counted
phrases (``%n``, which ``pyside6-lupdate`` marks as numerus only in ``self.tr(text, "",
n)``) live in methods of a :class:`Translated` subclass, whose class name is the context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMenu, QWidget


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's own name)
    """Mark ``text`` for extraction under ``context`` and return it unchanged.

    Args:
        context: the translation context (e.g. ``"Actions"``), the one the text is
            later translated in with ``QCoreApplication.translate(context, text)``.
        text: the English source text.

    Returns:
        ``text`` itself: the data stays English; translation happens where it is shown.
    """
    del context
    return text


class Translated:
    """Texts of one translation context, named by the subclass (Qt's ``tr`` without a
    QObject): ``self.tr(text, disambiguation, n)`` asks
    ``QCoreApplication.translate(<class name>, ...)``.

    With no translator installed Qt returns the English source with ``%n`` replaced by
    ``n``, so English output is the source text itself.
    """

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """``text`` in the window's language (``%n`` replaced by ``n`` when ``n >= 0``).

        Args:
            text: the English source text, as written at the call (extracted by
                ``pyside6-lupdate`` under this class's name).
            disambiguation: Qt's comment telling apart equal source texts.
            n: the count of a counted phrase (numerus forms), or -1.

        Returns:
            The translation, or ``text`` itself when there is none.
        """
        return QCoreApplication.translate(type(self).__name__, text, disambiguation or None, n)


class TitledMenu(QMenu):
    """A menu whose English ``title`` (marked in the context ``"Menus"``) is shown in the
    window's language, again after every change of language."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source_title = title
        self.retranslate()

    def retranslate(self) -> None:
        """The title in the window's language."""
        self.setTitle(QCoreApplication.translate("Menus", self.source_title))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the title again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
