"""The candidate pairs of the current round, winner first (docs/rules.md s8)."""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from bpe_viewer.core import Candidate, TrainingRun
from bpe_viewer.core.render import describe_token, hex_bytes, readable
from bpe_viewer.qt.models.roles import Palette, Roles, horizontal_header

_Index = QModelIndex | QPersistentModelIndex

WINNER_MARK = "★ winner"
TIE_MARK = "= tie"


class CandidateColumn(enum.IntEnum):
    MARK = 0
    LEFT = 1
    LEFT_TEXT = 2
    RIGHT = 3
    RIGHT_TEXT = 4
    MERGED_TEXT = 5
    MERGED_HEX = 6
    COUNT = 7


_HEADERS = {
    CandidateColumn.MARK: "",
    CandidateColumn.LEFT: "left",
    CandidateColumn.LEFT_TEXT: "",
    CandidateColumn.RIGHT: "right",
    CandidateColumn.RIGHT_TEXT: "",
    CandidateColumn.MERGED_TEXT: "merged",
    CandidateColumn.MERGED_HEX: "merged hex",
    CandidateColumn.COUNT: "count",
}
_HEADER_TIPS = {
    CandidateColumn.MARK: "★ winner of this round; = tie: same count as the winner",
    CandidateColumn.LEFT: "left token ID",
    CandidateColumn.LEFT_TEXT: "left token bytes",
    CandidateColumn.RIGHT: "right token ID",
    CandidateColumn.RIGHT_TEXT: "right token bytes",
    CandidateColumn.MERGED_HEX: "bytes of the token this pair would make, in hex",
    CandidateColumn.MERGED_TEXT: "bytes of the token this pair would make, readable",
    CandidateColumn.COUNT: "adjacent positions holding the pair at this stage (overlaps included)",
}

TIE_RULE_TEXT = {
    "smallest": "smallest (left, right) wins",
    "largest": "largest (left, right) wins",
    "first": "first occurrence wins",
}


def explain_winner(run: TrainingRun, round_index: int) -> str:
    """One line saying why the round's winner won, e.g. ``3 pairs at count 1; ...``."""
    rnd = run.rounds[round_index]
    rule = rnd.rule
    pair = f"({rule.left}, {rule.right})"
    if rnd.tied > 1:
        return (
            f"{rnd.tied} pairs at count {rule.candidate_count}; "
            f"{TIE_RULE_TEXT[run.tie]}: {pair} → token {rule.token_id}"
        )
    following = [c.count for c in rnd.candidates[1:2]]
    if following:
        return (
            f"{pair} has the highest count, {rule.candidate_count} "
            f"(next: {following[0]}) → token {rule.token_id}"
        )
    return f"{pair} is the only pair, count {rule.candidate_count} → token {rule.token_id}"


class CandidatePairsModel(QAbstractTableModel):
    """Rows: the candidates of round ``stage`` in selection order (winner first).

    By default only the candidates the trainer recorded are shown (the top 100 and every
    tie); :meth:`set_show_all` computes the complete list for the round (O(corpus)).
    At the last stage there is no round and the table is empty.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._stage = 0
        self._rows: tuple[Candidate, ...] = ()
        self._tied = 0
        self._show_all = False
        self._bold = QFont()
        self._bold.setBold(True)

    # -- state
    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def stage(self) -> int:
        return self._stage

    @property
    def has_round(self) -> bool:
        return self._run is not None and self._stage < self._run.merge_count

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        self.beginResetModel()
        self._run = run
        self._stage = stage
        self._show_all = False
        self._rows, self._tied = self._compute()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        if stage == self._stage:
            return
        self._stage = stage
        self._show_all = False
        self._refresh()

    def set_show_all(self, show_all: bool) -> None:
        if show_all != self._show_all:
            self._show_all = show_all
            self._refresh()

    @property
    def show_all(self) -> bool:
        return self._show_all

    def distinct_pairs(self) -> int:
        if not self.has_round:
            return 0
        assert self._run is not None
        return self._run.rounds[self._stage].distinct_pairs

    def complete(self) -> bool:
        """True when every distinct pair of the round is listed."""
        return not self.has_round or len(self._rows) >= self.distinct_pairs()

    def explanation(self) -> str:
        if self._run is None:
            return ""
        if not self.has_round:
            k = self._run.merge_count
            if k < self._run.requested_merges:
                return f"No pair left after {k} merges: training stopped early."
            return f"Last stage: all {k} merges done."
        return explain_winner(self._run, self._stage)

    def candidate(self, row: int) -> Candidate:
        return self._rows[row]

    def _compute(self) -> tuple[tuple[Candidate, ...], int]:
        if not self.has_round:
            return (), 0
        assert self._run is not None
        rnd = self._run.rounds[self._stage]
        if self._show_all:
            rows = self._run.candidates(self._stage, limit=None)
        else:
            rows = rnd.candidates
        return tuple(rows), rnd.tied

    def _refresh(self) -> None:
        rows, tied = self._compute()
        if len(rows) == len(self._rows) and rows:
            self._rows, self._tied = rows, tied
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(CandidateColumn) - 1)
            )
        else:
            self.beginResetModel()
            self._rows, self._tied = rows, tied
            self.endResetModel()

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(CandidateColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return horizontal_header(_HEADERS, _HEADER_TIPS, section, orientation, role)

    def mark(self, row: int) -> str | None:
        if row == 0:
            return "winner"
        if row < self._tied:
            return "tie"
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._run is None:
            return None
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        cand = self._rows[row]
        col = CandidateColumn(index.column())
        run = self._run
        if role == Qt.ItemDataRole.DisplayRole:
            if col == CandidateColumn.MARK:
                m = self.mark(row)
                return WINNER_MARK if m == "winner" else TIE_MARK if m == "tie" else ""
            if col == CandidateColumn.LEFT:
                return str(cand.left)
            if col == CandidateColumn.RIGHT:
                return str(cand.right)
            if col == CandidateColumn.LEFT_TEXT:
                return readable(run.token_bytes(cand.left))
            if col == CandidateColumn.RIGHT_TEXT:
                return readable(run.token_bytes(cand.right))
            if col == CandidateColumn.MERGED_HEX:
                return hex_bytes(run.token_bytes(cand.left) + run.token_bytes(cand.right))
            if col == CandidateColumn.MERGED_TEXT:
                return readable(run.token_bytes(cand.left) + run.token_bytes(cand.right))
            return str(cand.count)
        if role == Qt.ItemDataRole.BackgroundRole:
            m = self.mark(row)
            if m == "winner":
                return Palette.WINNER
            if m == "tie":
                return Palette.TIE
            return None
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if row == 0 else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (CandidateColumn.LEFT, CandidateColumn.RIGHT, CandidateColumn.COUNT):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            m = self.mark(row)
            head = {"winner": "Winner of round {r}. ", "tie": "Tied with the winner. "}.get(
                m or "", ""
            ).format(r=self._stage)
            return (
                f"{head}pair ({cand.left}, {cand.right}) count {cand.count}\n"
                f"left  {describe_token(cand.left, run.token_bytes(cand.left))}\n"
                f"right {describe_token(cand.right, run.token_bytes(cand.right))}"
            )
        if role == Roles.RECORD:
            return cand
        if role == Roles.MARK:
            return self.mark(row)
        if role == Roles.TOKEN_ID:
            if col in (CandidateColumn.RIGHT, CandidateColumn.RIGHT_TEXT):
                return cand.right
            if row == 0 and col in (
                CandidateColumn.MERGED_HEX,
                CandidateColumn.MERGED_TEXT,
                CandidateColumn.MARK,
                CandidateColumn.COUNT,
            ):
                return run.rounds[self._stage].rule.token_id
            return cand.left
        if role == Roles.SORT:
            return row
        return None
