"""One base for the table models: role dispatch, and the run and stage they show.

:class:`RoleTableModel` answers ``rowCount``/``columnCount``/``headerData`` from class
data, and its ``data()`` checks the index once, then hands the cell to the helper
registered for the role (``_display(row, column)``, ``_tooltip(row, column)``, ...), as
Vorta's table models do (CONVENTIONS habit 5). Every table model over a
:class:`~bpe_viewer.core.TrainingRun` shows one run at one stage: :class:`RunTableModel`
holds both. The word-frequency models share the dispatch over their own run.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.models.roles import Roles, horizontal_header

#: A model index as Qt hands it to a model or a delegate (plain or persistent).
Index = QModelIndex | QPersistentModelIndex
#: The run a staged table shows (a byte-level or a word-frequency run).
RunT = TypeVar("RunT")
#: A role helper: ``helper(row, column) -> value or None``.
RoleHelper = Callable[[int, int], Any]

ALIGN_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
#: text at the top of a cell whose row can be taller than the view (document rows)
ALIGN_TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


@contextmanager
def row_filter_change(proxy: QSortFilterProxyModel) -> Iterator[None]:
    """Wrap a change to what ``proxy`` accepts; its rows are refiltered after it, with the
    notifications this Qt version has (``beginFilterChange`` since Qt 6.9)."""
    if hasattr(proxy, "beginFilterChange"):
        proxy.beginFilterChange()
        yield
        proxy.endFilterChange(QSortFilterProxyModel.Direction.Rows)
    else:  # pragma: no cover - Qt before 6.9
        yield
        proxy.invalidateRowsFilter()


class RoleTableModel(QAbstractTableModel):
    """A table whose ``data()`` checks the index once, then hands the cell to the helper
    registered for the role.

    Subclasses set :attr:`COLUMNS` (an ``IntEnum``), :attr:`HEADERS` and
    :attr:`HEADER_TIPS`, and implement :meth:`_row_count`, :meth:`_has_rows` and
    :meth:`role_helpers`.
    """

    COLUMNS: ClassVar[type[enum.IntEnum]]
    HEADERS: ClassVar[tuple[str, ...]] = ()
    HEADER_TIPS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._bold = QFont()
        self._bold.setBold(True)
        self._helpers = {int(role): helper for role, helper in self.role_helpers().items()}

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """``{role: helper(row, column)}`` answering ``data()``; roles not listed give None."""
        raise NotImplementedError

    def display_texts(self, column: int, rows: Iterable[int]) -> Iterator[str]:
        """The display text of ``column`` in each of ``rows`` that has one, read straight
        from the display helper (no model index per cell): for sizing columns.

        Args:
            column: a column of :attr:`COLUMNS`.
            rows: row numbers; those out of range are skipped.

        Yields:
            ``str(value)`` of every cell whose display value is not None.
        """
        helper = self._helpers.get(int(Qt.ItemDataRole.DisplayRole))
        if helper is None or not self._has_rows():
            return
        n = self._row_count()
        for row in rows:
            if 0 <= row < n:
                value = helper(row, column)
                if value is not None:
                    yield str(value)

    def _row_count(self) -> int:
        raise NotImplementedError

    def _has_rows(self) -> bool:
        """False while there is nothing to show (no run): no rows, every cell None."""
        raise NotImplementedError

    # -- Qt model API
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Rows at the current stage (none below the top level)."""
        if parent.isValid() or not self._has_rows():
            return 0
        return self._row_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """One column per member of :attr:`COLUMNS`."""
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles and their tooltips."""
        return horizontal_header(self.HEADERS, self.HEADER_TIPS, section, orientation, role)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role``, from the helper registered for it."""
        # A painted cell asks for about ten roles, most of them unused: those return first.
        helper = self._helpers.get(role)
        if helper is None or not self._has_rows() or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < self._row_count():
            return None
        return helper(row, index.column())


class StagedTableModel(RoleTableModel, Generic[RunT]):
    """A table over one run (of type ``RunT``) at one stage.

    Subclasses set :attr:`COLUMNS` (an ``IntEnum``), :attr:`HEADERS` and
    :attr:`HEADER_TIPS`, implement :meth:`_row_count` and :meth:`role_helpers`, and
    change the stage in :meth:`set_stage` with the notifications that fit the change
    (CONVENTIONS habit 7).
    """

    def __init__(self, parent: Any = None) -> None:
        self._run: RunT | None = None
        self._stage = 0
        super().__init__(parent)

    # -- state
    @property
    def run(self) -> RunT | None:
        """The run shown, or None."""
        return self._run

    @property
    def stage(self) -> int:
        """The stage shown: the state after this many merges."""
        return self._stage

    def _has_rows(self) -> bool:
        return self._run is not None


class RunTableModel(StagedTableModel[TrainingRun]):
    """A table over one byte-level :class:`~bpe_viewer.core.TrainingRun` at one stage."""


class SortKeyProxy(QSortFilterProxyModel):
    """Sorts a table on :attr:`Roles.SORT`; column 0 ascending costs nothing.

    The source tables list their rows by token ID, which is column 0. Sorting on it
    ascending is therefore the source order: this proxy does not sort then, so a reset
    of the source (every jump to another round) reads no sort key at all. Any other
    column or order reads the key of every row, as the user asked.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(Roles.SORT)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort on ``column`` (the source order for column 0 ascending)."""
        if column == 0 and order == Qt.SortOrder.AscendingOrder:
            super().sort(-1, order)
        else:
            super().sort(column, order)
