"""The vocabulary at the current stage: learned entries, optionally the 256 bytes.

See docs/rules.md s8.

With a survival report (:meth:`VocabularyModel.set_survival`, computed in the background
by the Vocabulary health tab's one mechanism) each learned token also shows its survival
figures: ``now`` (its occurrences at the stage on screen), ``made``, ``final``,
``held-out``, ``kept`` and its flags as short badges (docs/rules.md s8 and
:mod:`bpe_viewer.core.survival`). :class:`VocabularyFilterProxy` sorts on the
precomputed :attr:`Roles.SORT` keys and can keep only the intermediate tokens.

Rows are in ID order: the bytes (when shown), the tokens learned so far, then the
special tokens, whose IDs are reserved after the whole learned range (docs/rules.md s4). Moving
one stage forward inserts one row (the new token), one stage back removes it; any other
move resets the model (CONVENTIONS habit 7).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from bpe_viewer.core import BYTE_COUNT, MergeRule, TrainingRun
from bpe_viewer.core.characters import partial_description, partial_readable
from bpe_viewer.core.render import describe_token, hex_bytes
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
    RoleHelper,
    RunTableModel,
)
from bpe_viewer.qt.models.roles import Palette, Roles
from bpe_viewer.qt.models.survival import BADGES, SURVIVAL_TIPS, IntermediateFilterProxy
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP


class VocabularyColumn(enum.IntEnum):
    ID = 0
    HEX = 1
    READABLE = 2
    RANK = 3
    PAIR = 4
    CANDIDATES = 5
    REPLACEMENTS = 6
    NOW = 7
    MADE = 8
    FINAL = 9
    HELD_OUT = 10
    KEPT = 11
    FLAGS = 12


#: The survival columns, shown once a report is set.
SURVIVAL_COLUMNS = (
    VocabularyColumn.NOW,
    VocabularyColumn.MADE,
    VocabularyColumn.FINAL,
    VocabularyColumn.HELD_OUT,
    VocabularyColumn.KEPT,
    VocabularyColumn.FLAGS,
)

#: Short badge of each flag (the narrow pane's version of the health tab's badges).
SHORT_BADGES = {INTERMEDIATE: "◐ interm.", UNUSED: "∅ unused", UNSEEN_IN_HELD_OUT: "◌ unseen"}

_HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "ID"),
    QT_TRANSLATE_NOOP("Headers", "bytes (hex)"),
    QT_TRANSLATE_NOOP("Headers", "readable"),
    QT_TRANSLATE_NOOP("Headers", "rank"),
    QT_TRANSLATE_NOOP("Headers", "from pair"),
    QT_TRANSLATE_NOOP("Headers", "count"),
    QT_TRANSLATE_NOOP("Headers", "repl."),
    QT_TRANSLATE_NOOP("Headers", "now"),
    QT_TRANSLATE_NOOP("Headers", "made"),
    QT_TRANSLATE_NOOP("Headers", "final"),
    QT_TRANSLATE_NOOP("Headers", "held-out"),
    QT_TRANSLATE_NOOP("Headers", "kept"),
    QT_TRANSLATE_NOOP("Headers", "flags"),
)
_TIPS = (
    QT_TRANSLATE_NOOP(
        "Headers",
        "token ID (0-255 are single bytes; 256 + rank for learned tokens); an imported "
        "table's own ID in brackets",
    ),
    QT_TRANSLATE_NOOP("Headers", "the token's bytes in hex"),
    QT_TRANSLATE_NOOP("Headers", "printable text (␣ space, ↵ newline, → tab) or hex"),
    QT_TRANSLATE_NOOP("Headers", "the round that learned the token"),
    QT_TRANSLATE_NOOP("Headers", "the (left, right) pair it was merged from"),
    QT_TRANSLATE_NOOP("Headers", "candidate count of the pair when it won"),
    QT_TRANSLATE_NOOP("Headers", "positions actually merged by the left-to-right pass"),
    *SURVIVAL_TIPS,
    QT_TRANSLATE_NOOP(
        "Headers",
        "◐ intermediate: kept below the threshold; ∅ unused: none left at the end; "
        "◌ unseen: the held-out documents never use it",
    ),
)


class VocabularyModel(RunTableModel):
    """Rows: token IDs known at the stage, optionally without the 256 byte entries."""

    COLUMNS = VocabularyColumn
    HEADERS = _HEADERS
    HEADER_TIPS = _TIPS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._show_bytes = False
        self._survival: dict[int, TokenSurvival] = {}
        self._report: SurvivalReport | None = None

    @property
    def survival_report(self) -> SurvivalReport | None:
        """The survival figures shown, or None while they are not computed."""
        return self._report

    def set_survival(self, run: TrainingRun | None, report: SurvivalReport | None) -> None:
        """Show ``report``'s figures (computed for ``run``; ignored if another run is shown).

        Only the survival columns change (one ``dataChanged``).
        """
        if run is not self._run:
            return
        self._report = report
        self._survival = {t.token_id: t for t in report.tokens} if report is not None else {}
        self._survival_changed(VocabularyColumn.NOW, VocabularyColumn.FLAGS)

    def survival(self, token_id: int) -> TokenSurvival | None:
        """The survival figures of a learned token, or None (bytes, specials, not computed)."""
        return self._survival.get(token_id)

    def _survival_changed(self, first: int, last: int) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, first), self.index(self.rowCount() - 1, last))

    @property
    def show_bytes(self) -> bool:
        """True when the 256 single-byte entries are listed."""
        return self._show_bytes

    def _first_id(self) -> int:
        return 0 if self._show_bytes else BYTE_COUNT

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (or nothing) at ``stage``: a reset."""
        self.beginResetModel()
        if run is not self._run:
            self._report, self._survival = None, {}
        self._run = run
        self._stage = stage
        self.endResetModel()

    def set_show_bytes(self, show: bool) -> None:
        """List the 256 single-byte entries first (inserting or removing their rows)."""
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
        """One row inserted per step forward, one removed per step back, else a reset."""
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
            self._survival_changed(VocabularyColumn.NOW, VocabularyColumn.NOW)
        elif stage == old - 1:
            row = self._learned_rows() - 1
            self.beginRemoveRows(QModelIndex(), row, row)
            self._stage = stage
            self.endRemoveRows()
            self._newest_changed(stage)
            self._survival_changed(VocabularyColumn.NOW, VocabularyColumn.NOW)
        else:
            self.beginResetModel()
            self._stage = stage
            self.endResetModel()

    def _newest_changed(self, stage_with_old_newest: int) -> None:
        """Restyle the row that was or became the newest (it lost or gained the highlight)."""
        if stage_with_old_newest <= 0:
            return
        assert self._run is not None
        newest = self._run.newest_token(stage_with_old_newest)
        row = self.row_of(newest) if newest is not None else None
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
        """The token ID listed in ``row``."""
        learned = self._learned_rows()
        if row >= learned and self._run is not None:
            return self._run.special_base + row - learned
        return row + self._first_id()

    @property
    def newest_id(self) -> int | None:
        """The token the previous round made, or None at stage 0."""
        return self._run.newest_token(self._stage) if self._run is not None else None

    # -- cells, one helper per role
    def _row_count(self) -> int:
        return self._learned_rows() + self._special_rows()

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`RunTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            R.DisplayRole: self._display,
            R.BackgroundRole: self._background,
            R.ForegroundRole: lambda row, _c: Palette.MARK_TEXT if self._is_newest(row) else None,
            R.FontRole: lambda row, _c: self._bold if self._is_newest(row) else None,
            R.TextAlignmentRole: self._alignment,
            R.ToolTipRole: self._tooltip,
            Roles.TOKEN_ID: lambda row, _c: self.token_id(row),
            Roles.RECORD: self._record,
            Roles.MARK: self._mark,
            Roles.SORT: self._sort_key,
        }

    def _is_newest(self, row: int) -> bool:
        return self.token_id(row) == self.newest_id

    def _kind(self, token_id: int) -> str:
        """``special``, ``learned`` or ``byte``."""
        assert self._run is not None
        if self._run.is_special(token_id):
            return "special"
        return "learned" if token_id >= BYTE_COUNT else "byte"

    def _rule(self, token_id: int) -> MergeRule:
        """The merge rule that made a learned token."""
        assert self._run is not None
        rank = self._run.token_rank(token_id)
        assert rank is not None
        return self._run.rules[rank]

    def _display(self, row: int, column: int) -> str:
        assert self._run is not None
        tid = self.token_id(row)
        col = VocabularyColumn(column)
        if col == VocabularyColumn.ID:
            return self._shown_id(tid)
        if col >= VocabularyColumn.NOW:
            return self._survival_text(tid, col)
        data = self._run.token_bytes(tid)
        if col == VocabularyColumn.HEX:
            return hex_bytes(data)
        if col == VocabularyColumn.READABLE:
            return partial_readable(data)
        kind = self._kind(tid)
        if kind == "special":
            return {VocabularyColumn.RANK: "special", VocabularyColumn.PAIR: "reserved"}.get(
                col, ""
            )
        if kind == "byte":
            return "byte" if col == VocabularyColumn.RANK else ""
        rule = self._rule(tid)
        if col == VocabularyColumn.RANK:
            return str(rule.rank)
        if col == VocabularyColumn.PAIR:
            return f"{rule.left} + {rule.right}"
        if self._run.kind == "table":
            return ""  # an imported table has no corpus: nothing was counted
        if col == VocabularyColumn.CANDIDATES:
            return str(rule.candidate_count)
        return str(rule.replacement_count)

    def _now(self, token_id: int) -> int | None:
        """Occurrences of ``token_id`` at the stage shown (None for an imported table)."""
        run = self._run
        if run is None or run.kind == "table":
            return None
        return run.token_frequency(token_id, self._stage)

    def _survival_value(self, token_id: int, col: VocabularyColumn) -> Any:
        """The raw survival figure of a cell (None: nothing to show)."""
        if col == VocabularyColumn.NOW:
            return self._now(token_id)
        t = self._survival.get(token_id)
        if t is None:
            return None
        values = {
            VocabularyColumn.MADE: t.made,
            VocabularyColumn.FINAL: t.final,
            VocabularyColumn.HELD_OUT: t.held_out,
            VocabularyColumn.KEPT: t.kept,
            VocabularyColumn.FLAGS: t.flags,
        }
        return values[col]

    def _survival_text(self, token_id: int, col: VocabularyColumn) -> str:
        value = self._survival_value(token_id, col)
        if value is None:
            waiting = self._report is None and self._kind(token_id) == "learned"
            return "…" if waiting and col != VocabularyColumn.HELD_OUT else ""
        if col == VocabularyColumn.KEPT:
            return f"{value * 100:.3g} %"
        if col == VocabularyColumn.FLAGS:
            return " ".join(SHORT_BADGES[f] for f in value)
        return str(value)

    def _sort_key(self, row: int, column: int) -> Any:
        """One comparable key per column (numbers as numbers; -1 where empty)."""
        tid = self.token_id(row)
        col = VocabularyColumn(column)
        if col in (VocabularyColumn.HEX, VocabularyColumn.READABLE, VocabularyColumn.PAIR):
            return self._display(row, column)
        if col == VocabularyColumn.ID:
            return tid
        if col >= VocabularyColumn.NOW:
            value = self._survival_value(tid, col)
            if col == VocabularyColumn.FLAGS:
                return len(value) if value is not None else -1
            return -1 if value is None else value
        kind = self._kind(tid)
        if kind != "learned":
            return -1 if kind == "byte" else 1 << 40
        rule = self._rule(tid)
        if col == VocabularyColumn.RANK:
            return rule.rank
        if col == VocabularyColumn.CANDIDATES:
            return rule.candidate_count
        return rule.replacement_count

    def _source_id(self, token_id: int) -> str:
        """The ID as the table's own library numbers it (a run of ours: the ID itself)."""
        assert self._run is not None
        return self._run.source_id_text(token_id)  # "—": the table has no ID for it

    def _shown_id(self, token_id: int) -> str:
        """The ID column: ours, and the imported table's own ID after it when it differs."""
        assert self._run is not None
        return self._run.id_label(token_id)

    def _background(self, row: int, column: int) -> Any:
        tid = self.token_id(row)
        if column == VocabularyColumn.FLAGS:
            t = self._survival.get(tid)
            if t is not None and t.flags:
                return BADGE_COLORS[t.flags[0]]
        if self._kind(tid) == "special":
            return Palette.SPECIAL
        return Palette.NEWEST if self._is_newest(row) else None

    def _alignment(self, _row: int, column: int) -> int:
        left = (
            VocabularyColumn.HEX,
            VocabularyColumn.READABLE,
            VocabularyColumn.PAIR,
            VocabularyColumn.FLAGS,
        )
        return ALIGN_LEFT if column in left else ALIGN_RIGHT

    def _tooltip(self, row: int, _column: int) -> str:
        assert self._run is not None
        tid = self.token_id(row)
        data = self._run.token_bytes(tid)
        text = f"{describe_token(tid, data)}\nreads {partial_description(data)}"
        if tid == self.newest_id:
            text = f"newest: learned by round {self._run.token_rank(tid)}\n{text}"
        if self._kind(tid) == "special":
            text = f"special token: reserved ID, never merged\n{text}"
        t = self._survival.get(tid)
        if t is not None:
            text += "\n" + "\n".join(t.story())
        if self._run.source_ids is not None:
            text = (
                f"ID {self._source_id(tid)} in {self._run.source or 'the imported table'} "
                f"(in brackets); bpe-viewer's own ID: {tid}\n{text}"
            )
        return text

    def _record(self, row: int, _column: int) -> Any:
        assert self._run is not None
        tid = self.token_id(row)
        return self._rule(tid) if self._kind(tid) == "learned" else tid

    def _mark(self, row: int, _column: int) -> str | None:
        if self._kind(self.token_id(row)) == "special":
            return "special"
        return "newest" if self._is_newest(row) else None


#: Background of each flag's badge (the health tab's colours).
BADGE_COLORS = {flag: color for flag, (_text, color) in BADGES.items()}


class VocabularyFilterProxy(IntermediateFilterProxy):
    """Sorts the vocabulary on :attr:`Roles.SORT` and can keep only intermediate tokens
    (none until the survival figures are computed)."""

    def survival(self, source_row: int) -> TokenSurvival | None:
        """The figures of the row's token, when computed and the token is learned."""
        model = self.sourceModel()
        assert isinstance(model, VocabularyModel)
        return model.survival(model.token_id(source_row))
