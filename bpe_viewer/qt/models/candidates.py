"""The candidate pairs of the current round, winner first (docs/rules.md s8)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from bpe_viewer.core import Candidate, TrainingRun
from bpe_viewer.core.characters import partial_description, partial_readable
from bpe_viewer.core.explain import WindowFinder
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.messages import Messages
from bpe_viewer.core.render import describe_token, hex_bytes
from bpe_viewer.qt.models.base import ALIGN_LEFT, ALIGN_RIGHT, RoleHelper
from bpe_viewer.qt.models.candidate_base import (
    CORPUS_MARK,
    TIE_MARK,
    WINNER_MARK,
    CandidateTableModel,
    last_stage_text,
    mark_text,
)
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "CORPUS_MARK",
    "TABLE_MARK",
    "TIE_MARK",
    "WINNER_MARK",
    "CandidateColumn",
    "CandidatePairsModel",
    "explain_winner",
]


class CandidateColumn(enum.IntEnum):
    """Columns in order of importance from the left: the pair, what it makes, its
    count and replacements; the hex bytes last (they give way first on a narrow pane)."""

    MARK = 0
    LEFT = 1
    LEFT_TEXT = 2
    RIGHT = 3
    RIGHT_TEXT = 4
    MERGED_TEXT = 5
    COUNT = 6
    REPLACED = 7
    FIRST = 8
    MERGED_HEX = 9


_HEADERS = (
    "",
    QT_TRANSLATE_NOOP("Headers", "left"),
    "",
    QT_TRANSLATE_NOOP("Headers", "right"),
    "",
    QT_TRANSLATE_NOOP("Headers", "merged"),
    QT_TRANSLATE_NOOP("Headers", "count"),
    QT_TRANSLATE_NOOP("Headers", "repl."),
    QT_TRANSLATE_NOOP("Headers", "1st at"),
    QT_TRANSLATE_NOOP("Headers", "hex"),
)
_HEADER_TIPS = (
    QT_TRANSLATE_NOOP("Headers", "★ winner of this round; = tie: same count as the winner"),
    QT_TRANSLATE_NOOP("Headers", "left token ID"),
    QT_TRANSLATE_NOOP("Headers", "left token, readable (⟨d0…⟩: part of a character)"),
    QT_TRANSLATE_NOOP("Headers", "right token ID"),
    QT_TRANSLATE_NOOP("Headers", "right token, readable"),
    QT_TRANSLATE_NOOP("Headers", "merged: the token this pair would make, readable"),
    QT_TRANSLATE_NOOP(
        "Headers", "count: adjacent positions holding the pair at this stage (overlaps included)"
    ),
    QT_TRANSLATE_NOOP(
        "Headers",
        "repl. (replaced): windows the left-to-right pass would merge, fewer than the count "
        "when windows overlap (aaa holds (a, a) twice but merges it once)",
    ),
    QT_TRANSLATE_NOOP(
        "Headers",
        "1st at (first occurrence), under the 'first' tie policy: where each tied pair first "
        "occurs (document, token position); the earliest wins",
    ),
    QT_TRANSLATE_NOOP("Headers", "hex: bytes of the token this pair would make"),
)

#: Each tie policy's rule in words (English, context ``"TieRules"``).
TIE_RULE_TEXT = {
    "smallest": QT_TRANSLATE_NOOP("TieRules", "smallest (left, right) wins"),
    "largest": QT_TRANSLATE_NOOP("TieRules", "largest (left, right) wins"),
    "first": QT_TRANSLATE_NOOP("TieRules", "first occurrence wins"),
    "bytes-largest": QT_TRANSLATE_NOOP("TieRules", "greatest (left bytes, right bytes) wins"),
    "bytes-smallest": QT_TRANSLATE_NOOP("TieRules", "smallest (left bytes, right bytes) wins"),
}


def tie_rule_text(tie: str) -> str:
    """Tie policy ``tie``'s rule in words (:data:`TIE_RULE_TEXT`) in the window's language."""
    return QCoreApplication.translate("TieRules", TIE_RULE_TEXT[tie])


#: In a replayed table: the table's rule, merged whatever the counts say.
TABLE_MARK = QT_TRANSLATE_NOOP("Marks", "★ table")


def explain_winner(run: TrainingRun, round_index: int) -> str:
    """One line saying why the round's winner won, e.g. ``3 pairs at count 1; ...``.

    For an imported table (no corpus) it names the rule; for a replayed table it says
    whether the corpus would have chosen the table's rule.
    """
    rnd = run.rounds[round_index]
    rule = rnd.rule
    pair = f"({run.id_label(rule.left)}, {run.id_label(rule.right)})"
    if run.kind == "table":
        return (
            f"Imported table: rule of rank {rule.rank} is {pair} → token "
            f"{run.id_label(rule.token_id, in_words=True)}; no corpus, so no counts "
            "(Train ▸ Replay on Corpus… counts them)"
        )
    if run.kind == "replay":
        from bpe_viewer.core.interop.replay import verdict

        v = verdict(run, round_index)
        head = f"Table rule {pair}, count {rule.candidate_count}"
        if v.agrees:
            return f"{head}: also the corpus's own choice"
        if v.corpus_choice is None:
            return f"{head}: never occurs (no pair left in the corpus)"
        c = v.corpus_choice
        why = "never occurs; " if v.never_occurs else ""
        tie = " (a tie)" if c.count == rule.candidate_count else ""
        take = f"({run.id_label(c.left)}, {run.id_label(c.right)})"
        return f"{head}: {why}the corpus would take {take}, count {c.count}{tie}"
    says = WinnerLine()
    token = run.id_label(rule.token_id)
    if rnd.tied > 1:
        return says.tied(rnd.tied, rule.candidate_count, says.tie_rule(run.tie), pair, token)
    following = [c.count for c in rnd.candidates[1:2]]
    if following:
        return says.highest(pair, rule.candidate_count, following[0], token)
    return says.only(pair, rule.candidate_count, token)


class WinnerLine(Messages):
    """The candidates' why-line in the current language (context ``WinnerLine``)."""

    def tie_rule(self, tie: str) -> str:
        """The tie policy's rule in a few words (:data:`TIE_RULE_TEXT`)."""
        if tie == "smallest":
            return self.tr("smallest (left, right) wins")
        if tie == "largest":
            return self.tr("largest (left, right) wins")
        if tie == "first":
            return self.tr("first occurrence wins")
        if tie == "bytes-largest":
            return self.tr("greatest (left bytes, right bytes) wins")
        if tie == "bytes-smallest":
            return self.tr("smallest (left bytes, right bytes) wins")
        return TIE_RULE_TEXT.get(tie, tie)

    def tied(self, tied: int, count: int, rule: str, pair: str, token: str) -> str:
        """A round won on the tie rule."""
        line = self.tr("%n pairs at count {count}; {rule}: {pair} → token {token}", "", tied)
        return line.format(count=count, rule=rule, pair=pair, token=token)

    def highest(self, pair: str, count: int, following: int, token: str) -> str:
        """A round won on the count."""
        line = self.tr("{pair} has the highest count, {count} (next: {next}) → token {token}")
        return line.format(pair=pair, count=count, next=following, token=token)

    def only(self, pair: str, count: int, token: str) -> str:
        """A round with one pair."""
        line = self.tr("{pair} is the only pair, count {count} → token {token}")
        return line.format(pair=pair, count=count, token=token)


class CandidatePairsModel(CandidateTableModel[TrainingRun, Candidate, int]):
    """Rows: the candidates of round ``stage`` in selection order (winner first).

    By default only the candidates the trainer recorded are shown (the top 100 and every
    tie); :meth:`set_show_all` computes the complete list for the round (O(corpus)).
    At the last stage there is no round and the table is empty. The rows, marks and
    quiz are those of :class:`~bpe_viewer.qt.models.candidate_base.CandidateTableModel`.
    """

    COLUMNS = CandidateColumn
    HEADERS = _HEADERS
    HEADER_TIPS = _HEADER_TIPS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._show_all = False
        self._finder: WindowFinder | None = None

    @property
    def finder(self) -> WindowFinder | None:
        """Computes replacement counts and first occurrences for the rows shown."""
        return self._finder

    def set_finder(self, finder: WindowFinder | None) -> None:
        """Share the documents model's finder (and its cache)."""
        self._finder = finder

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (or nothing) at ``stage``: a reset."""
        self.beginResetModel()
        self._run = run
        self._stage = stage
        self._show_all = False
        if self._finder is None or self._finder.run is not run:
            self._finder = WindowFinder(run) if run is not None else None
        self._rows, self._tied = self._compute()
        self.endResetModel()

    def _stage_changed(self) -> None:
        self._show_all = False

    def set_show_all(self, show_all: bool) -> None:
        """List every distinct pair of the round (counted now) or only the recorded ones."""
        if show_all != self._show_all:
            self._show_all = show_all
            self._refresh()

    @property
    def show_all(self) -> bool:
        """True when every distinct pair of the round is being listed."""
        return self._show_all

    def distinct_pairs(self) -> int:
        """Distinct adjacent pairs on this stage (0 at the last stage)."""
        if not self.has_round:
            return 0
        assert self._run is not None
        return self._run.rounds[self._stage].distinct_pairs

    def complete(self) -> bool:
        """True when every distinct pair of the round is listed."""
        return not self.has_round or len(self._rows) >= self.distinct_pairs()

    def explanation(self) -> str:
        """One line on why the winner won, or why there is no round."""
        if self._run is None:
            return ""
        if not self.has_round:
            k = self._run.merge_count
            if isinstance(self._run, GrowingRun):
                return f"Training is still running: round {k} comes next."
            return last_stage_text(k, self._run.requested_merges)
        return explain_winner(self._run, self._stage)

    def _round_rows(self) -> tuple[tuple[Candidate, ...], int]:
        """The recorded candidates (or every pair, see :meth:`set_show_all`); in a
        replayed table the table's rule first, then the corpus's own choices."""
        assert self._run is not None
        rnd = self._run.rounds[self._stage]
        if self._show_all:
            rows = self._run.candidates(self._stage, limit=None)
        else:
            rows = rnd.candidates
        if self._run.kind == "replay":
            # The table's rule is what this round merged: first, then the corpus's own.
            rule = rnd.rule
            forced = Candidate(rule.left, rule.right, rule.candidate_count)
            others = tuple(c for c in rows if (c.left, c.right) != (rule.left, rule.right))
            agrees = bool(rows) and (rows[0].left, rows[0].right) == (rule.left, rule.right)
            return (forced, *others), (rnd.tied if agrees else 1)
        return tuple(rows), rnd.tied

    def _other_mark(self, row: int) -> str | None:
        """In a replayed table, row 0 is the table's rule and ``"corpus"`` marks the pair
        the corpus would have chosen (the round's recorded ``candidates[0]``, which
        :meth:`_round_rows` puts in row 1) only when that is another pair: when the corpus
        agrees, the table's rule in row 0 is its choice and no other row is marked."""
        run = self._run
        if row != 1 or run is None or run.kind != "replay" or not self.has_round:
            return None
        rnd = run.rounds[self._stage]
        if not rnd.candidates or row >= len(self._rows):
            return None
        choice = rnd.candidates[0]  # what the corpus itself would have merged
        shown = self._rows[row]
        if (choice.left, choice.right) == (rnd.rule.left, rnd.rule.right):
            return None
        return "corpus" if (shown.left, shown.right) == (choice.left, choice.right) else None

    # -- cells, one helper per role
    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            **self.pair_role_helpers(),
            R.DisplayRole: self._display,
            R.TextAlignmentRole: self._alignment,
            R.ToolTipRole: self._tooltip,
            Roles.TOKEN_ID: self._token_id,
            Roles.SORT: lambda row, _c: row,
        }

    def _bytes(self, token_id: int) -> bytes:
        assert self._run is not None
        return self._run.token_bytes(token_id)

    def _display(self, row: int, column: int) -> str:
        cand = self._rows[row]
        col = CandidateColumn(column)
        hidden_cells = (CandidateColumn.COUNT, CandidateColumn.REPLACED, CandidateColumn.FIRST)
        if self._quiz == "hidden" and col in hidden_cells:
            return ""
        if col == CandidateColumn.MARK:
            replay = self._run is not None and self._run.kind == "replay"
            if replay and not self._is_pick(row) and self.mark(row) == "winner":
                return mark_text(TABLE_MARK)
            return self._mark_text(row)
        if col == CandidateColumn.LEFT:
            return str(cand.left)
        if col == CandidateColumn.RIGHT:
            return str(cand.right)
        if col == CandidateColumn.LEFT_TEXT:
            return partial_readable(self._bytes(cand.left))
        if col == CandidateColumn.RIGHT_TEXT:
            return partial_readable(self._bytes(cand.right))
        merged = self._bytes(cand.left) + self._bytes(cand.right)
        if col == CandidateColumn.MERGED_HEX:
            return hex_bytes(merged)
        if col == CandidateColumn.MERGED_TEXT:
            return partial_readable(merged)
        if col == CandidateColumn.REPLACED:
            replaced = self.replacements(row)
            return "…" if replaced is None else str(replaced)
        if col == CandidateColumn.FIRST:
            first = self.first_occurrence(row)
            if first is None:
                return ""
            assert self._run is not None
            return f"{self._run.documents[first[0]].doc_id} @{first[1]}"
        return str(cand.count)

    def replacements(self, row: int) -> int | None:
        """How many windows of the row's pair the round's pass would merge (computed for
        this row only, when asked: docs/rules.md s2.5); None while training still runs
        and the count needs every document (see :meth:`WindowFinder.replacements`)."""
        cand = self._rows[row]
        if self._finder is None:
            return cand.count
        return self._finder.replacements(self._stage, cand.left, cand.right, cand.count)

    def first_occurrence(self, row: int) -> tuple[int, int] | None:
        """Under the ``first`` tie policy, for the winner and the tied rows: (document
        index, token position) of the pair's first window; None otherwise."""
        if self._run is None or self._run.tie != "first" or self.mark(row) is None:
            return None
        if self._finder is None:
            return None
        cand = self._rows[row]
        return self._finder.first_occurrence(self._stage, cand.left, cand.right)

    def _alignment(self, _row: int, column: int) -> int:
        right = (
            CandidateColumn.LEFT,
            CandidateColumn.RIGHT,
            CandidateColumn.COUNT,
            CandidateColumn.REPLACED,
        )
        return ALIGN_RIGHT if column in right else ALIGN_LEFT

    def _tooltip(self, row: int, _column: int) -> str:
        cand = self._rows[row]
        head = {
            "winner": "Winner of round {r}. ",
            "tie": "Tied with the winner. ",
            "corpus": "The corpus's own choice (the table merged row 0). ",
        }.get(self.mark(row) or "", "").format(r=self._stage)
        merged = self._bytes(cand.left) + self._bytes(cand.right)
        count = "" if self._quiz == "hidden" else f" count {cand.count}"
        left, right = self._name(cand.left), self._name(cand.right)
        return (
            f"{head}pair ({left}, {right}){count}\n"
            f"left  {describe_token(left, self._bytes(cand.left))}\n"
            f"right {describe_token(right, self._bytes(cand.right))}\n"
            f"merged reads {partial_description(merged)}"
        )

    def _name(self, token_id: int) -> str:
        """A token ID as every view names it (:meth:`TrainingRun.id_label`)."""
        return self._run.id_label(token_id) if self._run is not None else str(token_id)

    def _token_id(self, row: int, column: int) -> int:
        """The right token for the right columns, the new token for the winner's merged
        cells, else the left token."""
        cand = self._rows[row]
        if column in (CandidateColumn.RIGHT, CandidateColumn.RIGHT_TEXT):
            return cand.right
        merged_cells = (
            CandidateColumn.MERGED_HEX,
            CandidateColumn.MERGED_TEXT,
            CandidateColumn.MARK,
            CandidateColumn.COUNT,
        )
        if self.mark(row) == "winner" and column in merged_cells:
            assert self._run is not None
            return self._run.rounds[self._stage].rule.token_id
        return cand.left
