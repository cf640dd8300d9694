"""Marking and translating the window's texts with Qt's own translation system.

Texts written inside a QObject subclass go through ``self.tr("...")``; texts kept as data
(the action table, column titles, the choices of a combo box) are marked where they are
written with :func:`QT_TRANSLATE_NOOP`, so ``pyside6-lupdate`` extracts them under their
context, and are translated where they are shown with
``QCoreApplication.translate(context, text)``. Texts of plain functions that need counted
phrases (``%n``, which ``pyside6-lupdate`` marks as numerus only in ``self.tr(text, "",
n)``) live in methods of a :class:`Translated` subclass, whose class name is the context.

A counted phrase is written with Qt's English convention, ``"%n document(s)"``; where no
catalogue gives its forms (English without the English plural catalogue, or a message a
catalogue has not translated yet), :func:`english_plural` reads the ``(s)`` by the count,
so the English texts stay ``1 document`` and ``2 documents``. QObject subclasses get the
same through :class:`PluralTr`.
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


#: The English plural mark of a counted phrase's source text (Qt's convention).
PLURAL_MARK = "(s)"


def english_plural(text: str, n: int) -> str:
    """``text`` with each English plural mark ``(s)`` read by the count ``n``: dropped
    for 1, ``s`` otherwise; a text without the mark (a translation) is returned as it is.

    Example: ``english_plural("2 document(s)", 2) == "2 documents"``.
    """
    if n < 0 or PLURAL_MARK not in text:
        return text
    return text.replace(PLURAL_MARK, "" if n == 1 else "s")


class PluralTr:
    """Mixin for QObject subclasses: ``self.tr(text, disambiguation, n)`` as Qt's, with a
    counted phrase left untranslated read in English (:func:`english_plural`). List it
    before the Qt class: ``class Dialog(PluralTr, QDialog)``."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the window's language (see the class)."""
        translated: str = super().tr(text, disambiguation, n)  # type: ignore[misc]
        return english_plural(translated, n)


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
            The translation, or ``text`` itself when there is none (its plural mark
            read in English, :func:`english_plural`).
        """
        context = type(self).__name__
        return english_plural(
            QCoreApplication.translate(context, text, disambiguation or None, n), n
        )


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
