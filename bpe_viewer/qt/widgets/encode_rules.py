"""The encode panel's table of rules kept on the current step (:class:`RuleTableFollower`).

The table lists every rule of the run in rank order (docs/rules.md s6); the rule the
current step applied is selected and held in the middle of the table, whatever its
height, and a click or a double click on a row is handed back to the panel as the rule's
rank (the panel steps to it, or asks the explorer for the round that learned it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Signal
from PySide6.QtWidgets import QAbstractItemView, QTableView

from bpe_viewer.qt.models.encode_steps import EncodeStepsModel, NoMatchFilterModel


class RuleTableFollower(QObject):
    """Keeps ``view`` (showing ``proxy`` over ``model``) on the current step's rule.

    Args:
        view: the table of rules.
        proxy: the filter between the table and the model (rules that matched nothing
            may be hidden).
        model: every rule in rank order; its current rank is the current step's rule.

    Signals:
        rule_clicked(int rank): a row was clicked (the rule's rank).
        rule_double_clicked(int rank): a row was double-clicked (the rule's rank).
    """

    rule_clicked = Signal(int)
    rule_double_clicked = Signal(int)

    def __init__(
        self, view: QTableView, proxy: NoMatchFilterModel, model: EncodeStepsModel
    ) -> None:
        super().__init__(view)
        self._view, self._proxy, self._model = view, proxy, model
        view.clicked.connect(self._on_clicked)
        view.doubleClicked.connect(self._on_double_clicked)
        # A new height (shown, a zoom, the window resized) centres the current rule again.
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        proxy.layoutChanged.connect(self.centre_current_rule)
        proxy.modelReset.connect(self.centre_current_rule)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The table's viewport got a new size: the current rule back in its middle."""
        # the type first: the table is not asked for anything while it is being deleted
        if event.type() == QEvent.Type.Resize and watched is self._viewport:
            self.centre_current_rule()
        return super().eventFilter(watched, event)

    def centre_current_rule(self) -> None:
        """The current step's rule in the middle of the table (rows before and after it
        in view), whatever the table's height."""
        rank = self._model.current_rank
        if rank is None:
            return
        row = self._model.row_of_rank(rank)
        if row is None:
            return
        index = self._proxy.mapFromSource(self._model.index(row, 0))
        if index.isValid():
            self._view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)

    def select_rank(self, rank: int | None) -> None:
        """Select the row of the rule of ``rank`` and scroll it to the middle; None
        clears the selection. A rank the table does not list leaves it as it is."""
        view = self._view
        if rank is None:
            view.clearSelection()
            return
        row = self._model.row_of_rank(rank)
        if row is None:
            return
        proxy_index = self._proxy.mapFromSource(self._model.index(row, 0))
        if proxy_index.isValid():
            view.selectionModel().setCurrentIndex(
                proxy_index,
                view.selectionModel().SelectionFlag.ClearAndSelect
                | view.selectionModel().SelectionFlag.Rows,
            )
            view.scrollTo(proxy_index, QAbstractItemView.ScrollHint.PositionAtCenter)

    def chosen_rank(self) -> int | None:
        """The rank of the selected row, else the current step's rule (None at step 0
        with nothing selected)."""
        selected = self._view.selectionModel().selectedRows()
        if selected:
            return self._proxy.mapToSource(selected[0]).row()
        return self._model.current_rank

    def _on_clicked(self, index: QModelIndex) -> None:
        source = self._proxy.mapToSource(index)
        if source.isValid():
            self.rule_clicked.emit(self._model.step(source.row()).rank)

    def _on_double_clicked(self, index: QModelIndex) -> None:
        source = self._proxy.mapToSource(index)
        if source.isValid():
            self.rule_double_clicked.emit(self._model.step(source.row()).rank)
