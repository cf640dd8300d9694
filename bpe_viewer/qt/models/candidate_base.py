"""What the two candidate tables share: a round's pairs, its marks and the quiz.

:class:`CandidateTableModel` lists round ``stage``'s candidate pairs of a byte-level run
(:class:`~bpe_viewer.qt.models.candidates.CandidatePairsModel`) or a word-frequency run
(:class:`~bpe_viewer.qt.models.word_candidates.WordCandidatesModel`) in selection
order, winner first, with the winner marked ``★ winner`` and the pairs tied with it
``= tie``; as a quiz question (predict the next merge, docs/rules.md s8) the rows come
in (left, right) order with the marks hidden and the class's pick marked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor

from bpe_viewer.core.messages import Messages
from bpe_viewer.qt.models.base import RoleHelper, StagedTableModel
from bpe_viewer.qt.models.roles import PICK_MARKS, Palette, Roles
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "CORPUS_MARK",
    "TIE_MARK",
    "WINNER_MARK",
    "CandidateTableModel",
    "last_stage_text",
    "mark_text",
]

#: The mark column's words (English, context ``"Marks"``; shown by :func:`mark_text`).
WINNER_MARK = QT_TRANSLATE_NOOP("Marks", "★ winner")
TIE_MARK = QT_TRANSLATE_NOOP("Marks", "= tie")
#: In a replayed table: the pair the corpus itself would have chosen.
CORPUS_MARK = QT_TRANSLATE_NOOP("Marks", "◆ corpus")

_MARK_TEXT = {"winner": WINNER_MARK, "tie": TIE_MARK, "corpus": CORPUS_MARK}
#: The fill of a marked row, by mark: the palette's name (read when painted, so a new
#: scheme shows).
_MARK_BACKGROUND = {"winner": "WINNER", "tie": "TIE", "corpus": "TIE"}


def mark_text(mark: str) -> str:
    """A mark of the mark column (English, context ``"Marks"``) in the window's
    language; "" stays ""."""
    return QCoreApplication.translate("Marks", mark) if mark else ""


class _Run(Protocol):
    @property
    def merge_count(self) -> int: ...


class _Pair(Protocol):
    @property
    def left(self) -> Any: ...

    @property
    def right(self) -> Any: ...

    @property
    def count(self) -> int: ...


#: The run shown (byte-level or word-frequency).
RunT = TypeVar("RunT", bound=_Run)
#: One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``).
CandT = TypeVar("CandT", bound=_Pair)
#: What a pair is made of: token IDs or symbol texts.
SymT = TypeVar("SymT")


def last_stage_text(merge_count: int, requested: int) -> str:
    """What the last stage (no round) means: training stopped early or ran its course.

    Args:
        merge_count: rules learned.
        requested: merges asked for.
    """
    return LastStage().say(merge_count, requested)


class LastStage(Messages):
    """What the candidate tables' last stage says (context ``LastStage``)."""

    def say(self, merges: int, requested: int) -> str:
        """Training stopped early after ``merges``, or ran its course."""
        if merges < requested:
            return self.tr("No pair left after %n merge(s): training stopped early.", "", merges)
        if merges == 1:
            return self.tr("Last stage: the one merge is done.")
        return self.tr("Last stage: all %n merges done.", "", merges)


class CandidateTableModel(StagedTableModel[RunT], Generic[RunT, CandT, SymT]):
    """Rows: the candidate pairs of round ``stage`` in selection order (winner first).

    Subclasses set the columns, implement :meth:`_round_rows` (the round's rows and how
    many share the winning count) and add their own role helpers to
    :meth:`pair_role_helpers`. At the last stage there is no round and no row.
    """

    #: the quiz's mode, pick or verdict changed (after the rows were computed again)
    quiz_changed = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: tuple[CandT, ...] = ()
        self._tied = 0
        #: predict the next merge: "" (off), "hidden" or "revealed"
        self._quiz = ""
        self._pick: tuple[SymT, SymT] | None = None
        self._verdict = ""

    # -- state
    @property
    def has_round(self) -> bool:
        """True when a round runs on this stage (every stage but the last)."""
        return self._run is not None and self._stage < self._run.merge_count

    @property
    def tied(self) -> int:
        """How many rows share the winning count (winner included; 0 without a round or
        while the round is a question)."""
        return self._tied

    def candidate(self, row: int) -> CandT:
        """The candidate shown in ``row``."""
        return self._rows[row]

    def row_of_pair(self, pair: tuple[SymT, SymT]) -> int | None:
        """The row listing ``pair``, or None."""
        for row, cand in enumerate(self._rows):
            if (cand.left, cand.right) == pair:
                return row
        return None

    def set_stage(self, stage: int) -> None:
        """Show round ``stage`` of the same run: ``dataChanged`` when the row count stays,
        else a reset."""
        if stage == self._stage:
            return
        self._stage = stage
        self._stage_changed()
        self._refresh()

    def _stage_changed(self) -> None:
        """Called when the stage moves, before the rows are computed again."""

    # -- predict the next merge
    @property
    def quiz_hidden(self) -> bool:
        """True while the round is a question: counts, winner and tie marks hidden."""
        return self._quiz == "hidden"

    def set_quiz(self, mode: str, pick: tuple[SymT, SymT] | None = None, verdict: str = "") -> None:
        """Predict the next merge (docs/rules.md s8).

        Args:
            mode: ``""`` (no quiz), ``"hidden"`` (rows in (left, right) order, no counts,
                winner or tie marks) or ``"revealed"`` (the usual table).
            pick: the class's pick, marked in the mark column.
            verdict: ``"won"``, ``"tied"`` or ``"lost"`` once revealed.
        """
        if (mode, pick, verdict) == (self._quiz, self._pick, self._verdict):
            return
        self._quiz, self._pick, self._verdict = mode, pick, verdict
        self._refresh()
        self.quiz_changed.emit()

    def rows_to_show(self) -> tuple[int, ...]:
        """The rows a table of this model keeps in view, in row order: the winner's
        (row 0, unless the round is a quiz question) and the class's pick (a quiz).
        Empty without a round."""
        rows = set()
        if self._rows and self._quiz != "hidden":
            rows.add(0)
        if self._quiz and self._pick is not None:
            pick = self.row_of_pair(self._pick)
            if pick is not None:
                rows.add(pick)
        return tuple(sorted(rows))

    def _is_pick(self, row: int) -> bool:
        cand = self._rows[row]
        return self._quiz != "" and self._pick == (cand.left, cand.right)

    # -- rows
    def _round_rows(self) -> tuple[tuple[CandT, ...], int]:
        """The rows of the round shown (there is one) in selection order, and how many
        of them share the winning count."""
        raise NotImplementedError

    def _compute(self) -> tuple[tuple[CandT, ...], int]:
        if not self.has_round:
            return (), 0
        rows, tied = self._round_rows()
        if self._quiz == "hidden":
            return tuple(sorted(rows, key=lambda c: (c.left, c.right))), 0
        return rows, tied

    def _refresh(self) -> None:
        rows, tied = self._compute()
        if rows and len(rows) == len(self._rows):
            self._rows, self._tied = rows, tied
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(self.COLUMNS) - 1)
            )
        else:
            self.beginResetModel()
            self._rows, self._tied = rows, tied
            self.endResetModel()

    def mark(self, row: int) -> str | None:
        """``"winner"`` for row 0, ``"tie"`` for the other tied rows, else what
        :meth:`_other_mark` says (None by default). While the round is a question
        (:attr:`quiz_hidden`) no row is marked."""
        if not 0 <= row < len(self._rows) or self._quiz == "hidden":
            return None
        if row == 0:
            return "winner"
        if row < self._tied:
            return "tie"
        return self._other_mark(row)

    def _other_mark(self, row: int) -> str | None:
        """The mark of an untied row after the first (a replayed table's ``"corpus"``)."""
        return None

    # -- cells
    def _row_count(self) -> int:
        return len(self._rows)

    def pair_role_helpers(self) -> dict[int, RoleHelper]:
        """The role helpers every candidate table answers the same way: the winner's and
        the pick's font and colours, the mark and the row's record."""
        R = Qt.ItemDataRole
        return {
            R.BackgroundRole: self._background,
            R.FontRole: lambda row, _c: (
                self._bold if self.mark(row) == "winner" or self._is_pick(row) else None
            ),
            R.ForegroundRole: self._foreground,
            Roles.MARK: lambda row, _c: self.mark(row),
            Roles.RECORD: lambda row, _c: self._rows[row],
        }

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        raise NotImplementedError

    def _mark_text(self, row: int) -> str:
        """The mark column: the pick with its verdict, else the row's mark in words."""
        if self._is_pick(row):
            return PICK_MARKS.get(self._verdict, PICK_MARKS[""])
        return mark_text(_MARK_TEXT.get(self.mark(row) or "", ""))

    def _background(self, row: int, _column: int) -> QColor | None:
        name = _MARK_BACKGROUND.get(self.mark(row) or "")
        return None if name is None else QColor(getattr(Palette, name))

    def _foreground(self, row: int, _column: int) -> QColor | None:
        """The pick's colour; on a marked row (winner, tie) the mark's text colour, which
        keeps its contrast on the row's fill in every scheme (a dark desktop's light
        text would not)."""
        if self.mark(row) in _MARK_BACKGROUND:
            return Palette.PICK_ON_MARK if self._is_pick(row) else Palette.MARK_TEXT
        return Palette.PICK_TEXT if self._is_pick(row) else None
