"""The candidate pairs of a word-frequency round, winner first (docs/rules.md s4).

:class:`WordCandidatesModel` lists round ``r``'s pairs in selection order with the winner
marked ``★ winner`` and the pairs tied with it ``= tie`` (or, as a quiz question, in
(left, right) order with counts and marks hidden); :func:`explain_word_winner` says why
the winner won.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from bpe_viewer.core.wordfreq import WordCandidate, WordTrainingRun
from bpe_viewer.qt.models.base import ALIGN_LEFT, ALIGN_RIGHT, RoleHelper
from bpe_viewer.qt.models.roles import PICK_MARKS, Palette, Roles
from bpe_viewer.qt.models.words import WordRunModel, show_pair, show_symbol, tie_rule_text

__all__ = [
    "TIE_MARK",
    "WINNER_MARK",
    "WordCandidateColumn",
    "WordCandidatesModel",
    "explain_word_winner",
]

WINNER_MARK = "★ winner"
TIE_MARK = "= tie"


def explain_word_winner(run: WordTrainingRun, round_index: int) -> str:
    """One line saying why round ``round_index`` was won by its pair.

    Example:
        ``"3 pairs at count 9; the alphabetically first pair wins: (e, s) → es"``
    """
    rule = run.rules[round_index]
    made = f"→ {show_symbol(rule.merged)}"
    if rule.tied > 1:
        return (
            f"{rule.tied} pairs at count {rule.count}; {tie_rule_text(run.tie)}: "
            f"{show_pair(rule.left, rule.right)} {made}"
        )
    cands = run.candidates(round_index)
    if len(cands) > 1:
        return (
            f"{show_pair(rule.left, rule.right)} has the highest count, {rule.count} "
            f"(next: {cands[1].count}) {made}"
        )
    return f"{show_pair(rule.left, rule.right)} is the only pair, count {rule.count} {made}"


class WordCandidateColumn(enum.IntEnum):
    MARK = 0
    LEFT = 1
    RIGHT = 2
    MERGED = 3
    COUNT = 4


_CAND_HEADERS = ("", "left", "right", "merged", "count")
_CAND_TIPS = (
    "★ winner of this round; = tie: same count as the winner, lost on the tie rule",
    "left symbol",
    "right symbol",
    "the symbol this pair would make",
    "adjacent positions holding the pair, each weighted by its word's frequency",
)


class WordCandidatesModel(WordRunModel):
    """Rows: every candidate pair of round ``stage`` in selection order (winner first).

    The winner is marked by colour and by the words ``★ winner``; pairs with the same
    count are marked ``= tie``. At the last stage there is no round and no row.
    """

    COLUMNS = WordCandidateColumn
    HEADERS = _CAND_HEADERS
    HEADER_TIPS = _CAND_TIPS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: tuple[WordCandidate, ...] = ()
        self._tied = 0
        #: predict the next merge: "" (off), "hidden" or "revealed"
        self._quiz = ""
        self._pick: tuple[str, str] | None = None
        self._verdict = ""

    @property
    def quiz_hidden(self) -> bool:
        """True while the round is a question: counts, winner and tie marks hidden."""
        return self._quiz == "hidden"

    def set_quiz(self, mode: str, pick: tuple[str, str] | None = None, verdict: str = "") -> None:
        """Predict the next merge: ``mode`` ``""`` (no quiz), ``"hidden"`` (rows in
        (left, right) order without counts or marks) or ``"revealed"``; ``pick`` is
        marked in the mark column, with its ``verdict`` once revealed."""
        if (mode, pick, verdict) == (self._quiz, self._pick, self._verdict):
            return
        self._quiz, self._pick, self._verdict = mode, pick, verdict
        rows, tied = self._compute()
        self._rows, self._tied = rows, tied
        if rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(WordCandidateColumn) - 1)
            )

    def _is_pick(self, row: int) -> bool:
        cand = self._rows[row]
        return self._quiz != "" and self._pick == (cand.left, cand.right)

    @property
    def has_round(self) -> bool:
        return self._run is not None and self._stage < self._run.merge_count

    @property
    def tied(self) -> int:
        """How many rows share the winning count (winner included; 0 without a round)."""
        return self._tied

    def set_run(self, run: WordTrainingRun | None, stage: int = 0) -> None:
        self.beginResetModel()
        self._run = run
        self._stage = min(max(0, stage), run.merge_count) if run is not None else 0
        self._rows, self._tied = self._compute()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Show round ``stage``: ``dataChanged`` when the row count stays, else a reset."""
        if self._run is not None:
            stage = min(max(0, stage), self._run.merge_count)
        if stage == self._stage:
            return
        self._stage = stage
        rows, tied = self._compute()
        if rows and len(rows) == len(self._rows):
            self._rows, self._tied = rows, tied
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(WordCandidateColumn) - 1)
            )
        else:
            self.beginResetModel()
            self._rows, self._tied = rows, tied
            self.endResetModel()

    def _compute(self) -> tuple[tuple[WordCandidate, ...], int]:
        if not self.has_round:
            return (), 0
        assert self._run is not None
        rows = self._run.candidates(self._stage)
        if self._quiz == "hidden":
            return tuple(sorted(rows, key=lambda c: (c.left, c.right))), 0
        return rows, self._run.rules[self._stage].tied

    def candidate(self, row: int) -> WordCandidate:
        return self._rows[row]

    def mark(self, row: int) -> str | None:
        """``"winner"``, ``"tie"`` or None."""
        if not 0 <= row < len(self._rows) or self._quiz == "hidden":
            return None
        if row == 0:
            return "winner"
        return "tie" if row < self._tied else None

    def explanation(self) -> str:
        """The why-line of the round, or what the last stage means."""
        run = self._run
        if run is None:
            return "Load a word-frequency table or the built-in example."
        if not self.has_round:
            k = run.merge_count
            if k < run.max_merges:
                return f"No pair left after {k} merges: training stopped early."
            return f"Last stage: all {k} merges done."
        if self._quiz == "hidden":
            return f"Round {self._stage}: which pair merges next? Pick one, then Reveal (Enter)."
        return explain_word_winner(run, self._stage)

    # -- cells, by role
    def _row_count(self) -> int:
        return len(self._rows)

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            R.DisplayRole: self._display,
            R.BackgroundRole: self._background,
            R.FontRole: lambda row, _c: (
                self._bold if self.mark(row) == "winner" or self._is_pick(row) else None
            ),
            R.ForegroundRole: lambda row, _c: Palette.PICK_TEXT if self._is_pick(row) else None,
            R.TextAlignmentRole: lambda _r, column: (
                ALIGN_RIGHT if column == WordCandidateColumn.COUNT else ALIGN_LEFT
            ),
            R.ToolTipRole: self._tooltip,
            Roles.MARK: lambda row, _c: self.mark(row),
            Roles.RECORD: lambda row, _c: self._rows[row],
            Roles.SORT: self._sort,
        }

    def _display(self, row: int, column: int) -> str:
        cand = self._rows[row]
        if column == WordCandidateColumn.MARK:
            if self._is_pick(row):
                return PICK_MARKS.get(self._verdict, PICK_MARKS[""])
            return {"winner": WINNER_MARK, "tie": TIE_MARK}.get(self.mark(row) or "", "")
        if self.quiz_hidden and column == WordCandidateColumn.COUNT:
            return ""
        if column == WordCandidateColumn.LEFT:
            return show_symbol(cand.left)
        if column == WordCandidateColumn.RIGHT:
            return show_symbol(cand.right)
        if column == WordCandidateColumn.MERGED:
            return show_symbol(cand.left + cand.right)
        return str(cand.count)

    def _background(self, row: int, _column: int) -> QColor | None:
        mark = self.mark(row)
        if mark == "winner":
            return Palette.WINNER
        if mark == "tie":
            return Palette.TIE
        return None

    def _tooltip(self, row: int, _column: int) -> str:
        cand = self._rows[row]
        if self.quiz_hidden:
            return show_pair(cand.left, cand.right)
        head = {
            "winner": f"Winner of round {self._stage}. ",
            "tie": f"Tied with the winner at count {cand.count}; "
            f"{tie_rule_text(self._word_run().tie)}. ",
        }.get(self.mark(row) or "", "")
        return f"{head}{show_pair(cand.left, cand.right)} count {cand.count}"

    def _sort(self, row: int, column: int) -> int:
        if column == WordCandidateColumn.COUNT and not self.quiz_hidden:
            return self._rows[row].count
        return row
