"""Custom item data roles; the palette (:mod:`bpe_viewer.qt.palette`) is re-exported."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)

from bpe_viewer.qt.palette import Palette

__all__ = [
    "PICK_MARKS",
    "Palette",
    "Roles",
    "header_text",
    "header_texts_changed",
    "horizontal_header",
]

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
    """``headerData`` of a table whose columns have a title and a tooltip each, given in
    English (marked in the context ``"Headers"``) and answered in the window's language.
    """
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        return header_text(headers[section])
    if role == Qt.ItemDataRole.ToolTipRole and section < len(tips):
        return header_text(tips[section])
    return None


def header_text(text: str) -> str:
    """A column's English title or tip (context ``"Headers"``) in the window's language;
    "" stays ""."""
    return QCoreApplication.translate("Headers", text) if text else ""


def header_texts_changed(model: QAbstractItemModel) -> None:
    """Tell ``model``'s views that every column title may read differently (a change of
    language): ``headerDataChanged`` over all its columns."""
    if isinstance(model, QAbstractListModel):
        return  # one column, no titles
    count = model.columnCount(QModelIndex())
    if count > 0:
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, count - 1)
