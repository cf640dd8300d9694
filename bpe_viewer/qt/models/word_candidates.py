"""The candidate pairs of a word-frequency round, winner first (docs/rules.md s4).

:class:`WordCandidatesModel` lists round ``r``'s pairs in selection order with the winner
marked ``★ winner`` and the pairs tied with it ``= tie`` (or, as a quiz question, in
(left, right) order with counts and marks hidden); :func:`explain_word_winner` says why
the winner won.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from PySide6.QtCore import Qt

from bpe_viewer.core.messages import Messages
from bpe_viewer.core.wordfreq import WordCandidate, WordTrainingRun
from bpe_viewer.qt.models.base import ALIGN_LEFT, ALIGN_RIGHT, RoleHelper
from bpe_viewer.qt.models.candidate_base import (
    TIE_MARK,
    WINNER_MARK,
    CandidateTableModel,
    last_stage_text,
)
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.words import show_pair, show_symbol, tie_rule_text
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "TIE_MARK",
    "WINNER_MARK",
    "WordCandidateColumn",
    "WordCandidatesModel",
    "explain_word_winner",
]


def explain_word_winner(run: WordTrainingRun, round_index: int) -> str:
    """One line saying why round ``round_index`` was won by its pair.

    Example:
        ``"3 pairs at count 9; the alphabetically first pair wins: (e, s) → es"``
    """
    says = WordExplanations()
    rule = run.rules[round_index]
    pair, made = show_pair(rule.left, rule.right), show_symbol(rule.merged)
    if rule.tied > 1:
        return says.tied(rule.tied, rule.count, tie_rule_text(run.tie), pair, made)
    cands = run.candidates(round_index)
    if len(cands) > 1:
        return says.highest(pair, rule.count, cands[1].count, made)
    return says.only(pair, rule.count, made)


class WordExplanations(Messages):
    """The Words tab's why-lines in the current language (context ``WordExplanations``)."""

    def tied(self, tied: int, count: int, rule: str, pair: str, merged: str) -> str:
        """A round won on the tie rule."""
        line = self.tr("%n pairs at count {count}; {rule}: {pair} → {merged}", "", tied)
        return line.format(count=count, rule=rule, pair=pair, merged=merged)

    def highest(self, pair: str, count: int, following: int, merged: str) -> str:
        """A round won on the count."""
        return self.tr("{pair} has the highest count, {count} (next: {next}) → {merged}").format(
            pair=pair, count=count, next=following, merged=merged
        )

    def only(self, pair: str, count: int, merged: str) -> str:
        """A round with one pair."""
        return self.tr("{pair} is the only pair, count {count} → {merged}").format(
            pair=pair, count=count, merged=merged
        )


class WordCandidateColumn(enum.IntEnum):
    MARK = 0
    LEFT = 1
    RIGHT = 2
    MERGED = 3
    COUNT = 4


_CAND_HEADERS = (
    "",
    QT_TRANSLATE_NOOP("Headers", "left"),
    QT_TRANSLATE_NOOP("Headers", "right"),
    QT_TRANSLATE_NOOP("Headers", "merged"),
    QT_TRANSLATE_NOOP("Headers", "count"),
)
_CAND_TIPS = (
    QT_TRANSLATE_NOOP(
        "Headers", "★ winner of this round; = tie: same count as the winner, lost on the tie rule"
    ),
    QT_TRANSLATE_NOOP("Headers", "left symbol"),
    QT_TRANSLATE_NOOP("Headers", "right symbol"),
    QT_TRANSLATE_NOOP("Headers", "the symbol this pair would make"),
    QT_TRANSLATE_NOOP(
        "Headers", "adjacent positions holding the pair, each weighted by its word's frequency"
    ),
)


class WordCandidatesModel(CandidateTableModel[WordTrainingRun, WordCandidate, str]):
    """Rows: every candidate pair of round ``stage`` in selection order (winner first).

    The winner is marked by colour and by the words ``★ winner``; pairs with the same
    count are marked ``= tie``. At the last stage there is no round and no row. The rows,
    marks and quiz are those of :class:`~bpe_viewer.qt.models.candidate_base.
    CandidateTableModel`.
    """

    COLUMNS = WordCandidateColumn
    HEADERS = _CAND_HEADERS
    HEADER_TIPS = _CAND_TIPS

    def set_run(self, run: WordTrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (or nothing) at ``stage`` (clamped to the run): a reset."""
        self.beginResetModel()
        self._run = run
        self._stage = min(max(0, stage), run.merge_count) if run is not None else 0
        self._rows, self._tied = self._compute()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Show round ``stage`` (clamped to the run): ``dataChanged`` when the row count
        stays, else a reset."""
        if self._run is not None:
            stage = min(max(0, stage), self._run.merge_count)
        super().set_stage(stage)

    def _round_rows(self) -> tuple[tuple[WordCandidate, ...], int]:
        assert self._run is not None
        return self._run.candidates(self._stage), self._run.rules[self._stage].tied

    def explanation(self) -> str:
        """The why-line of the round, or what the last stage means."""
        run = self._run
        if run is None:
            return self.tr("Load a word-frequency table or the built-in example.")
        if not self.has_round:
            return last_stage_text(run.merge_count, run.max_merges)
        if self._quiz == "hidden":
            return self.tr(
                "Round {round}: which pair merges next? Pick one, then Reveal (Enter)."
            ).format(round=self._stage)
        return explain_word_winner(run, self._stage)

    # -- cells, by role
    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            **self.pair_role_helpers(),
            R.DisplayRole: self._display,
            R.TextAlignmentRole: lambda _r, column: (
                ALIGN_RIGHT if column == WordCandidateColumn.COUNT else ALIGN_LEFT
            ),
            R.ToolTipRole: self._tooltip,
            Roles.SORT: self._sort,
        }

    def _display(self, row: int, column: int) -> str:
        cand = self._rows[row]
        if column == WordCandidateColumn.MARK:
            return self._mark_text(row)
        if self.quiz_hidden and column == WordCandidateColumn.COUNT:
            return ""
        if column == WordCandidateColumn.LEFT:
            return show_symbol(cand.left)
        if column == WordCandidateColumn.RIGHT:
            return show_symbol(cand.right)
        if column == WordCandidateColumn.MERGED:
            return show_symbol(cand.left + cand.right)
        return str(cand.count)

    def _tooltip(self, row: int, _column: int) -> str:
        cand = self._rows[row]
        if self.quiz_hidden:
            return show_pair(cand.left, cand.right)
        assert self._run is not None
        head = {
            "winner": f"Winner of round {self._stage}. ",
            "tie": f"Tied with the winner at count {cand.count}; {tie_rule_text(self._run.tie)}. ",
        }.get(self.mark(row) or "", "")
        return f"{head}{show_pair(cand.left, cand.right)} count {cand.count}"

    def _sort(self, row: int, column: int) -> int:
        if column == WordCandidateColumn.COUNT and not self.quiz_hidden:
            return self._rows[row].count
        return row
