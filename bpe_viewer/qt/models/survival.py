"""Vocabulary health: every learned token's survival figures as a sortable table.

Rows are the learned tokens in rank order (sorting and filtering happen in
:class:`SurvivalFilterProxy`, on the precomputed :attr:`Roles.SORT` keys). The figures
are those of the final stage (:mod:`bpe_viewer.core.survival`); the ``now`` column is
the token's occurrences at the stage on screen.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    Qt,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.render import describe_token, hex_bytes, readable
from bpe_viewer.core.survival import (
    INTERMEDIATE,
    UNSEEN_IN_HELD_OUT,
    UNUSED,
    SurvivalReport,
    TokenSurvival,
)
from bpe_viewer.qt.models.base import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    Index,
    SortKeyProxy,
    row_filter_change,
)
from bpe_viewer.qt.models.roles import Roles, horizontal_header
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: Badge text and colour of each flag.
BADGES = {
    INTERMEDIATE: ("◐ intermediate", Palette.INTERMEDIATE_BADGE),
    UNUSED: ("∅ unused", Palette.UNUSED_BADGE),
    UNSEEN_IN_HELD_OUT: ("◌ unseen in held-out", Palette.UNSEEN_BADGE),
}


class SurvivalColumn(enum.IntEnum):
    ID = 0
    READABLE = 1
    HEX = 2
    RANK = 3
    NOW = 4
    MADE = 5
    FINAL = 6
    HELD_OUT = 7
    KEPT = 8
    FLAGS = 9


HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "ID"),
    QT_TRANSLATE_NOOP("Headers", "readable"),
    QT_TRANSLATE_NOOP("Headers", "bytes (hex)"),
    QT_TRANSLATE_NOOP("Headers", "rank"),
    QT_TRANSLATE_NOOP("Headers", "now"),
    QT_TRANSLATE_NOOP("Headers", "made"),
    QT_TRANSLATE_NOOP("Headers", "final"),
    QT_TRANSLATE_NOOP("Headers", "held-out"),
    QT_TRANSLATE_NOOP("Headers", "kept"),
    QT_TRANSLATE_NOOP("Headers", "flags"),
)
#: The tips of the survival columns (now, made, final, held-out, kept), which the
#: vocabulary pane shows too.
SURVIVAL_TIPS = (
    QT_TRANSLATE_NOOP("Headers", "its occurrences at the stage on screen"),
    QT_TRANSLATE_NOOP(
        "Headers", "its occurrences right after the round that made it (the round's replacements)"
    ),
    QT_TRANSLATE_NOOP("Headers", "its occurrences in the training documents after the last round"),
    QT_TRANSLATE_NOOP(
        "Headers", "its occurrences in the held-out documents (with a split manifest)"
    ),
    QT_TRANSLATE_NOOP(
        "Headers", "final / made: the share of its occurrences that survive training"
    ),
)
TIPS = (
    QT_TRANSLATE_NOOP("Headers", "token ID"),
    QT_TRANSLATE_NOOP("Headers", "printable text or hex"),
    QT_TRANSLATE_NOOP("Headers", "the token's bytes in hex"),
    QT_TRANSLATE_NOOP("Headers", "the round that made it"),
    *SURVIVAL_TIPS,
    QT_TRANSLATE_NOOP(
        "Headers",
        "intermediate: kept below the threshold; unused: none left at the end; unseen in "
        "held-out: the held-out documents never use it",
    ),
)


class SurvivalModel(QAbstractTableModel):
    """Rows: the learned tokens of a run with their survival figures."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._report: SurvivalReport | None = None
        self._stage = 0

    @property
    def report(self) -> SurvivalReport | None:
        """The figures shown, or None before they are computed."""
        return self._report

    def set_report(
        self, run: TrainingRun | None, report: SurvivalReport | None, stage: int
    ) -> None:
        """Show ``report`` (computed for ``run``) at ``stage``: a reset."""
        self.beginResetModel()
        self._run, self._report, self._stage = run, report, stage
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Only the ``now`` column changes."""
        if stage == self._stage:
            return
        self._stage = stage
        if self.rowCount():
            column = SurvivalColumn.NOW
            self.dataChanged.emit(self.index(0, column), self.index(self.rowCount() - 1, column))

    def token(self, row: int) -> TokenSurvival:
        """The figures shown in ``row``."""
        assert self._report is not None
        return self._report.tokens[row]

    def row_of(self, token_id: int) -> int | None:
        """The row of a learned token, or None."""
        if self._report is None:
            return None
        row = token_id - 256
        return row if 0 <= row < len(self._report.tokens) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """One row per learned token."""
        if parent.isValid() or self._report is None:
            return 0
        return len(self._report.tokens)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """One column per :class:`SurvivalColumn`."""
        return 0 if parent.isValid() else len(SurvivalColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles and tooltips."""
        return horizontal_header(HEADERS, TIPS, section, orientation, role)

    def _now(self, t: TokenSurvival) -> int | None:
        run = self._run
        if run is None or self._stage <= t.rank:
            return None
        return run.token_frequency(t.token_id, self._stage)

    def _value(self, t: TokenSurvival, column: int) -> Any:
        """The cell's raw value (the sort key)."""
        col = SurvivalColumn(column)
        if col == SurvivalColumn.READABLE:
            return readable(t.token_bytes)
        if col == SurvivalColumn.HEX:
            return t.token_bytes
        if col == SurvivalColumn.NOW:
            return self._now(t)
        if col == SurvivalColumn.KEPT:
            return t.kept
        if col == SurvivalColumn.FLAGS:
            return len(t.flags)
        numbers = {
            SurvivalColumn.ID: t.token_id,
            SurvivalColumn.RANK: t.rank,
            SurvivalColumn.MADE: t.made,
            SurvivalColumn.FINAL: t.final,
            SurvivalColumn.HELD_OUT: t.held_out,
        }
        return numbers[col]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Display text, badge colours, alignment, tooltips, sort keys and records."""
        if not index.isValid() or self._report is None:
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < self.rowCount():
            return None
        t = self._report.tokens[row]
        R = Qt.ItemDataRole
        if role == R.DisplayRole:
            return self._display(t, column)
        if role == R.BackgroundRole and column == SurvivalColumn.FLAGS and t.flags:
            return BADGES[t.flags[0]][1]
        if role == R.TextAlignmentRole:
            left = (SurvivalColumn.READABLE, SurvivalColumn.HEX, SurvivalColumn.FLAGS)
            return ALIGN_LEFT if column in left else ALIGN_RIGHT
        if role == R.ToolTipRole:
            name = self._run.id_label(t.token_id) if self._run is not None else t.token_id
            return describe_token(name, t.token_bytes) + "\n" + "\n".join(t.story())
        if role == Roles.SORT:
            value = self._value(t, column)
            return -1 if value is None else value
        if role == Roles.TOKEN_ID:
            return t.token_id
        if role == Roles.RECORD:
            return t
        if role == Roles.MARK:
            return ",".join(t.flags) or None
        return None

    def _display(self, t: TokenSurvival, column: int) -> str:
        col = SurvivalColumn(column)
        if col == SurvivalColumn.HEX:
            return hex_bytes(t.token_bytes)
        if col == SurvivalColumn.KEPT:
            return f"{t.kept * 100:.3g} %"
        if col == SurvivalColumn.FLAGS:
            return "  ".join(BADGES[f][0] for f in t.flags)
        value = self._value(t, column)
        return "—" if value is None else str(value)


class IntermediateFilterProxy(SortKeyProxy):
    """Sorts on :attr:`Roles.SORT` and can keep only the tokens flagged intermediate.

    Subclasses say where a source row's survival figures are (:meth:`survival`).
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._intermediate_only = False

    @property
    def intermediate_only(self) -> bool:
        """True when only the tokens flagged intermediate are listed."""
        return self._intermediate_only

    def set_intermediate_only(self, on: bool) -> None:
        """List only the intermediate tokens (or every row)."""
        if on != self._intermediate_only:
            with row_filter_change(self):
                self._intermediate_only = on

    def survival(self, source_row: int) -> TokenSurvival | None:
        """The survival figures of a source row, or None (none computed, not learned)."""
        raise NotImplementedError

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """Every row, or only those flagged intermediate."""
        if not self._intermediate_only:
            return True
        t = self.survival(source_row)
        return t is not None and INTERMEDIATE in t.flags


class SurvivalFilterProxy(IntermediateFilterProxy):
    """The health tab's table, sorted on precomputed keys, intermediate tokens only on
    request."""

    def survival(self, source_row: int) -> TokenSurvival | None:
        """The source model's row ``source_row``."""
        model = self.sourceModel()
        assert isinstance(model, SurvivalModel)
        return model.token(source_row)
