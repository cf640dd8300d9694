"""The vocabulary at the current stage: learned entries, optionally the 256 bytes.

See docs/rules.md s8.

Rows are in ID order: the bytes (when shown), the tokens learned so far, then the
special tokens, whose IDs are reserved after the whole learned range (docs/rules.md s4). Moving
one stage forward inserts one row (the new token), one stage back removes it; any other
move resets the model (CONVENTIONS habit 7).
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.render import describe_token, hex_bytes, readable
from bpe_viewer.qt.models.roles import Palette, Roles, horizontal_header

_Index = QModelIndex | QPersistentModelIndex
BYTE_COUNT = 256


class VocabularyColumn(enum.IntEnum):
    ID = 0
    HEX = 1
    READABLE = 2
    RANK = 3
    PAIR = 4
    CANDIDATES = 5
    REPLACEMENTS = 6


_HEADERS = ("ID", "bytes (hex)", "readable", "rank", "from pair", "count", "repl.")
_TIPS = (
    "token ID (0-255 are single bytes; 256 + rank for learned tokens)",
    "the token's bytes in hex",
    "printable text (␣ space, ↵ newline, → tab) or hex",
    "the round that learned the token",
    "the (left, right) pair it was merged from",
    "candidate count of the pair when it won",
    "positions actually merged by the left-to-right pass",
)


class VocabularyModel(QAbstractTableModel):
    """Rows: token IDs known at the stage, optionally without the 256 byte entries."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._stage = 0
        self._show_bytes = False
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def stage(self) -> int:
        return self._stage

    @property
    def show_bytes(self) -> bool:
        return self._show_bytes

    def _first_id(self) -> int:
        return 0 if self._show_bytes else BYTE_COUNT

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        self.beginResetModel()
        self._run = run
        self._stage = stage
        self.endResetModel()

    def set_show_bytes(self, show: bool) -> None:
        if show == self._show_bytes:
            return
        if show:
            self.beginInsertRows(QModelIndex(), 0, BYTE_COUNT - 1)
            self._show_bytes = True
            self.endInsertRows()
        else:
            self.beginRemoveRows(QModelIndex(), 0, BYTE_COUNT - 1)
            self._show_bytes = False
            self.endRemoveRows()

    def _learned_rows(self) -> int:
        """Rows of bytes and learned tokens (the special tokens follow them)."""
        return BYTE_COUNT + self._stage - self._first_id()

    def _special_rows(self) -> int:
        return len(self._run.special_tokens) if self._run is not None else 0

    def set_stage(self, stage: int) -> None:
        old = self._stage
        if stage == old or self._run is None:
            self._stage = stage
            return
        if stage == old + 1:
            row = self._learned_rows()
            self.beginInsertRows(QModelIndex(), row, row)
            self._stage = stage
            self.endInsertRows()
            self._newest_changed(old)
        elif stage == old - 1:
            row = self._learned_rows() - 1
            self.beginRemoveRows(QModelIndex(), row, row)
            self._stage = stage
            self.endRemoveRows()
            self._newest_changed(stage)
        else:
            self.beginResetModel()
            self._stage = stage
            self.endResetModel()

    def _newest_changed(self, stage_with_old_newest: int) -> None:
        """Restyle the row that was or became the newest (it lost or gained the highlight)."""
        if stage_with_old_newest <= 0:
            return
        row = self.row_of(BYTE_COUNT + stage_with_old_newest - 1)
        if row is not None and row < self.rowCount():
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(VocabularyColumn) - 1))

    def row_of(self, token_id: int) -> int | None:
        """Row showing ``token_id``, or None if it is not listed at this stage."""
        run = self._run
        if run is not None and run.is_special(token_id):
            return self._learned_rows() + token_id - run.special_base
        row = token_id - self._first_id()
        return row if 0 <= row < self._learned_rows() else None

    def token_id(self, row: int) -> int:
        learned = self._learned_rows()
        if row >= learned and self._run is not None:
            return self._run.special_base + row - learned
        return row + self._first_id()

    @property
    def newest_id(self) -> int | None:
        return BYTE_COUNT + self._stage - 1 if self._stage > 0 else None

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._run is None:
            return 0
        return self._learned_rows() + self._special_rows()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(VocabularyColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return horizontal_header(_HEADERS, _TIPS, section, orientation, role)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        run = self._run
        if not index.isValid() or run is None:
            return None
        row = index.row()
        if not 0 <= row < self.rowCount():
            return None
        tid = self.token_id(row)
        col = VocabularyColumn(index.column())
        special = run.is_special(tid)
        learned = BYTE_COUNT <= tid and not special
        if role == Qt.ItemDataRole.DisplayRole:
            if col == VocabularyColumn.ID:
                return str(tid)
            data = run.token_bytes(tid)
            if col == VocabularyColumn.HEX:
                return hex_bytes(data)
            if col == VocabularyColumn.READABLE:
                return readable(data)
            if special:
                return {VocabularyColumn.RANK: "special", VocabularyColumn.PAIR: "reserved"}.get(
                    col, ""
                )
            if not learned:
                return "byte" if col == VocabularyColumn.RANK else ""
            rule = run.rules[tid - BYTE_COUNT]
            if col == VocabularyColumn.RANK:
                return str(rule.rank)
            if col == VocabularyColumn.PAIR:
                return f"{rule.left} + {rule.right}"
            if col == VocabularyColumn.CANDIDATES:
                return str(rule.candidate_count)
            return str(rule.replacement_count)
        if role == Qt.ItemDataRole.BackgroundRole:
            if special:
                return Palette.SPECIAL
            return Palette.NEWEST if tid == self.newest_id else None
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if tid == self.newest_id else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (VocabularyColumn.HEX, VocabularyColumn.READABLE, VocabularyColumn.PAIR):
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = describe_token(tid, run.token_bytes(tid))
            if tid == self.newest_id:
                text = f"newest: learned by round {tid - BYTE_COUNT}\n{text}"
            if special:
                text = f"special token: reserved ID, never merged\n{text}"
            return text
        if role == Roles.TOKEN_ID:
            return tid
        if role == Roles.RECORD:
            return run.rules[tid - BYTE_COUNT] if learned else tid
        if role == Roles.MARK:
            if special:
                return "special"
            return "newest" if tid == self.newest_id else None
        if role == Roles.SORT:
            return tid
        return None
