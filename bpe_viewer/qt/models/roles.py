"""Custom item data roles; the palette (:mod:`bpe_viewer.qt.palette`) is re-exported."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt

from bpe_viewer.qt.palette import Palette

__all__ = ["PICK_MARKS", "Palette", "Roles", "horizontal_header"]

#: Predict the next merge: the mark of the class's pick, before the reveal ("") and
#: after it, by verdict (docs/rules.md s8).
PICK_MARKS = {"": "▶ pick", "won": "★ picked", "tied": "= picked", "lost": "✗ picked"}


class Roles(enum.IntEnum):
    """Extra roles every model answers where it makes sense."""

    #: the raw record behind the row (Candidate, MergeRule, DocumentRecord, ...).
    RECORD = Qt.ItemDataRole.UserRole + 1
    #: the token ID a cell stands for (int), for the inspector.
    TOKEN_ID = Qt.ItemDataRole.UserRole + 2
    #: a plain-word mark: "winner", "tie", "newest", "held-out" or None.
    MARK = Qt.ItemDataRole.UserRole + 3
    #: sort key (precomputed, never formatted text).
    SORT = Qt.ItemDataRole.UserRole + 4
    #: the document's tokens at the current stage (documents model, tokens column).
    TOKENS = Qt.ItemDataRole.UserRole + 5


def horizontal_header(
    headers: Sequence[str],
    tips: Sequence[str],
    section: int,
    orientation: Qt.Orientation,
    role: int,
) -> str | None:
    """``headerData`` of a table whose columns have a title and a tooltip each, in the
    current language (context ``TableHeader``: mark each text with
    ``QT_TRANSLATE_NOOP("TableHeader", text)``)."""
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        return header_text(headers[section])
    if role == Qt.ItemDataRole.ToolTipRole and section < len(tips):
        return header_text(tips[section])
    return None


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    """Mark ``text`` for the catalogues under ``context`` and return it unchanged: typed
    ``str``, unlike PySide6's own (``pyside6-lupdate`` reads any call of this name)."""
    del context
    return text


def header_text(text: str) -> str:
    """A column title (or its tooltip) in the current language; ``""`` stays empty."""
    return QCoreApplication.translate("TableHeader", text) if text else text
