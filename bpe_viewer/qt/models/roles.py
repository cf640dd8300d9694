"""Custom item data roles and the shared palette used by the models."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor


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
    """``headerData`` of a table whose columns have a title and a tooltip each."""
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        return headers[section]
    if role == Qt.ItemDataRole.ToolTipRole and section < len(tips):
        return tips[section]
    return None


class Palette:
    """Colours shared by models and delegates (one place to tune them)."""

    WINNER = QColor("#ffc94d")
    TIE = QColor("#fff0c2")
    NEWEST = QColor("#ffc94d")
    HELD_OUT = QColor("#eeeeee")
    HELD_OUT_TEXT = QColor("#6b6b6b")
    CHIP = QColor("#e8eef6")
    CHIP_BORDER = QColor("#b8c4d4")
    HEX_CHIP = QColor("#fdebd3")
    HEX_CHIP_BORDER = QColor("#d9a766")
    HEX_TEXT = QColor("#7a3e00")
    NEW_CHIP = QColor("#ffc94d")
    NEW_CHIP_BORDER = QColor("#d35400")
    SELECTED_CHIP = QColor("#b9dcff")
    SELECTED_BORDER = QColor("#1565c0")
    ID_TEXT = QColor("#5a6675")
    SPECIAL = QColor("#e6dcf5")
    SPECIAL_CHIP_BORDER = QColor("#8e6cc0")
