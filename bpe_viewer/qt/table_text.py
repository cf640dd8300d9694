"""Tables as text: the rows of any item model with their header, for Copy and CSV export.

Reads what the table shows (``DisplayRole`` of every column) in the model's row order,
so a copy or an export matches the screen. The text formats themselves are the core's
(:mod:`bpe_viewer.core.export`).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QAbstractItemView

from bpe_viewer.qt.models.roles import Roles


def model_header(model: QAbstractItemModel) -> list[str]:
    """The column titles of ``model``."""
    return [
        str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "")
        for c in range(model.columnCount())
    ]


def model_rows(model: QAbstractItemModel, rows: Iterable[int] | None = None) -> list[list[str]]:
    """The displayed text of ``rows`` (all rows when None), one list per row."""
    if rows is None:
        rows = range(model.rowCount())
    out = []
    for row in rows:
        cells = []
        for column in range(model.columnCount()):
            value = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
            cells.append("" if value is None else str(value))
        out.append(cells)
    return out


def selected_rows(view: QAbstractItemView) -> list[int]:
    """Rows of ``view``'s model with a selected cell, in order."""
    selection = view.selectionModel()
    if selection is None:
        return []
    return sorted({index.row() for index in selection.selectedIndexes()})


def selected_token_ids(view: QAbstractItemView) -> list[int]:
    """Token IDs of the selected rows (:data:`Roles.TOKEN_ID` of their first cell: an ID,
    or a tuple of IDs for a row the table writes as several, such as an encode chip of
    a SentencePiece model's byte pieces)."""
    model = view.model()
    ids: list[int] = []
    for row in selected_rows(view):
        value = model.data(model.index(row, 0), Roles.TOKEN_ID)
        if isinstance(value, int):
            ids.append(value)
        elif isinstance(value, tuple):
            ids.extend(i for i in value if isinstance(i, int))
    return ids
