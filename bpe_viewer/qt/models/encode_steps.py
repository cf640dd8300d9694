"""Models of the encode panel: one encoding, its rule-by-rule trace and its token chips.

An :class:`EncodeResult` is everything the panel shows about one input: the final tokens,
the per-rule trace (docs/rules.md s6; skipped for long inputs, where ``encode_trace`` would cost
O(n * k)), the decode check and the statistics. :func:`encode_input` builds one.

The *steps* of a result are the rule applications: step 0 is the input's bytes, step
``j`` (1..m) the sequence after the ``j``-th rule that matched something (rules that
matched nothing change nothing, so the cursor skips them; the table still lists them,
greyed).

Two models read a result: :class:`EncodeStepsModel` lists every rule of the table (one
row per rank) and :class:`TokenSequenceModel` the chips of the sequence at the current
step. :class:`NoMatchFilterModel` hides the rules that matched nothing.

ID space: with control layout v1 every ID the models *show* is the layout ID (content
IDs + 2, BOS = 0, EOS = 1); records and :meth:`TokenSequenceModel.training_id` keep the
training IDs the explorer uses.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from bpe_viewer.core.encoding import (
    CONTENT_OFFSET,
    CONTROL_BOS,
    CONTROL_EOS,
    EncodeStep,
    EncodeTrace,
    MergeTable,
    special_token_pattern,
    split_on_special_tokens,
    to_layout_v1,
)
from bpe_viewer.core.render import (
    describe_token,
    first_invalid_utf8,
    hex_bytes,
    is_printable_text,
    readable,
)
from bpe_viewer.qt.models.roles import Roles, horizontal_header

_Index = QModelIndex | QPersistentModelIndex

#: Inputs longer than this are encoded with ``encode()`` only (no per-rule trace).
TRACE_MAX_BYTES = 20_000
#: ... and so are inputs whose ``bytes * rules`` exceeds this (time and memory bound).
TRACE_MAX_WORK = 4_000_000
#: The chips model shows at most this many tokens (the statistics count all of them).
MAX_CHIPS = 5_000

NO_MATCH = "no match"
GREY_TEXT = QColor("#8a8a8a")
CURRENT_ROW = QColor("#ffe08a")


# ---------------------------------------------------------------- the encoding itself


@dataclass(frozen=True, slots=True)
class EncodeStatistics:
    """Counts of one encoding (final tokens, content only: BOS/EOS excluded).

    Attributes:
        tokens: number of content tokens.
        byte_count: number of input bytes.
        characters: UTF-8 characters, or ``None`` when the input is not valid UTF-8.
        first_invalid: offset of the first invalid UTF-8 byte, or ``None``.
        words: whitespace-separated words (ASCII whitespace, ``bytes.split``).
    """

    tokens: int
    byte_count: int
    characters: int | None
    first_invalid: int | None
    words: int

    @property
    def bytes_per_token(self) -> float | None:
        return self.byte_count / self.tokens if self.tokens else None

    @property
    def tokens_per_word(self) -> float | None:
        """Fertility: tokens per whitespace-separated word."""
        return self.tokens / self.words if self.words else None


@dataclass(frozen=True, slots=True)
class EncodeResult:
    """One input encoded with a run's frozen rules (docs/rules.md s6).

    Attributes:
        data: the input bytes.
        tokens: the final training token IDs (content only).
        trace: the per-rule trace, or ``None`` when it was skipped (see ``note``).
        layout_v1: whether IDs are shown in control layout v1.
        allow_special: whether special tokens were recognised.
        round_trip: ``decode(encode(data)) == data``, computed (through layout v1 when
            it is on).
        statistics: counts for the statistics line.
        note: why the trace is missing, or ``""``.
    """

    data: bytes
    tokens: tuple[int, ...]
    trace: EncodeTrace | None
    layout_v1: bool
    allow_special: bool
    round_trip: bool
    statistics: EncodeStatistics
    note: str = ""

    @property
    def applied_steps(self) -> tuple[EncodeStep, ...]:
        """The steps that changed the sequence, in rank order (empty without a trace)."""
        if self.trace is None:
            return ()
        return tuple(step for step in self.trace.steps if step.positions)

    @property
    def step_count(self) -> int:
        """Number of rule applications m; steps run from 0 to m."""
        return len(self.applied_steps)

    @property
    def id_offset(self) -> int:
        """What to add to a training ID to show it (2 with layout v1)."""
        return CONTENT_OFFSET if self.layout_v1 else 0

    def tokens_at(self, step: int) -> tuple[int, ...]:
        """Training IDs after ``step`` rule applications (0 = the bytes; clamped)."""
        if self.trace is None:
            return self.tokens
        applied = self.applied_steps
        step = min(max(0, step), len(applied))
        return self.trace.initial if step == 0 else applied[step - 1].tokens_after

    def merged_at(self, step: int) -> tuple[int, ...]:
        """Indexes, in :meth:`tokens_at` ``(step)``, of the tokens made by that step."""
        applied = self.applied_steps
        if step <= 0 or step > len(applied):
            return ()
        # The i-th merge's left index shifts left by the i earlier merges of this pass.
        return tuple(p - i for i, p in enumerate(applied[step - 1].positions))

    def pairs_at(self, step: int) -> tuple[int, ...]:
        """Left indexes, in :meth:`tokens_at` ``(step - 1)``, of the pairs step merges."""
        applied = self.applied_steps
        if step <= 0 or step > len(applied):
            return ()
        return applied[step - 1].positions

    def step_of_rank(self, rank: int) -> int | None:
        """The step (1..m) that applied ``rank``, or ``None`` if it matched nothing."""
        for j, step in enumerate(self.applied_steps, start=1):
            if step.rank == rank:
                return j
        return None

    def display_ids(self) -> list[int]:
        """The final IDs as shown: ``[0, content + 2 ..., 1]`` with layout v1."""
        return to_layout_v1(self.tokens) if self.layout_v1 else list(self.tokens)


def trace_with_special(table: MergeTable, data: bytes) -> EncodeTrace:
    """:meth:`MergeTable.encode_trace` that also recognises special tokens (docs/rules.md s4).

    The input is cut at special-token occurrences (as ``encode(allow_special=True)``
    does); each piece is traced on its own and every step's positions and sequence are
    stitched back together, the special tokens' IDs standing between the pieces.

    Returns:
        A trace whose ``tokens`` equal ``table.encode(data, allow_special=True)``.
    """
    specials = table.special_tokens
    pattern = special_token_pattern(tuple(specials))
    pieces = split_on_special_tokens(data, pattern)
    if not specials or all(isinstance(p, bytes) for p in pieces):
        return table.encode_trace(data)
    parts: list[EncodeTrace | int] = [
        table.encode_trace(p) if isinstance(p, bytes) else specials[p.text] for p in pieces
    ]

    def seq(before: int) -> list[tuple[int, ...]]:
        # Each part's sequence after ``before`` steps (0 = initial).
        out: list[tuple[int, ...]] = []
        for part in parts:
            if isinstance(part, int):
                out.append((part,))
            elif before == 0:
                out.append(part.initial)
            else:
                out.append(part.steps[before - 1].tokens_after)
        return out

    initial = tuple(t for s in seq(0) for t in s)
    steps: list[EncodeStep] = []
    current = initial
    for i, rule in enumerate(table.rules):
        before = seq(i)
        positions: list[int] = []
        offset = 0
        for part, toks in zip(parts, before, strict=True):
            if not isinstance(part, int):
                positions.extend(offset + p for p in part.steps[i].positions)
            offset += len(toks)
        if positions:
            current = tuple(t for s in seq(i + 1) for t in s)
        steps.append(
            EncodeStep(rule.rank, (rule.left, rule.right), rule.token_id, tuple(positions), current)
        )
    return EncodeTrace(data, initial, tuple(steps), current)


def encode_statistics(data: bytes, token_count: int) -> EncodeStatistics:
    """Counts for the statistics line (characters only for valid UTF-8)."""
    bad = first_invalid_utf8(data)
    chars = len(data.decode("utf-8")) if bad is None else None
    return EncodeStatistics(token_count, len(data), chars, bad, len(data.split()))


def encode_input(
    table: MergeTable,
    data: bytes,
    *,
    layout_v1: bool = False,
    allow_special: bool = False,
    trace: bool | None = None,
) -> EncodeResult:
    """Encode ``data`` for the panel: tokens, trace, decode check and statistics.

    Args:
        table: the run's frozen rules.
        data: any bytes.
        layout_v1: show IDs in control layout v1 (docs/rules.md s6).
        allow_special: recognise special tokens (docs/rules.md s4).
        trace: force (True) or skip (False) the per-rule trace; by default it is kept
            when ``len(data) <= TRACE_MAX_BYTES`` and ``len(data) * rules <=
            TRACE_MAX_WORK``.

    Raises:
        EncodingError: never for well-formed tables; the panel still catches it.
    """
    k = max(1, table.merge_count)
    if trace is None:
        trace = len(data) <= TRACE_MAX_BYTES and len(data) * k <= TRACE_MAX_WORK
    note = ""
    record: EncodeTrace | None = None
    if trace:
        record = trace_with_special(table, data) if allow_special else table.encode_trace(data)
        tokens = record.tokens
    else:
        tokens = tuple(table.encode(data, allow_special=allow_special))
        note = (
            f"long input ({len(data):,} bytes × {table.merge_count:,} rules): "
            "rule-by-rule trace skipped, showing the final tokens only"
        )
    if layout_v1:
        round_trip = table.decode_layout_v1(to_layout_v1(tokens)) == data
    else:
        round_trip = table.decode(tokens) == data
    return EncodeResult(
        data,
        tuple(tokens),
        record,
        layout_v1,
        allow_special,
        round_trip,
        encode_statistics(data, len(tokens)),
        note,
    )


# ---------------------------------------------------------------- chips


class ChipKind(enum.Enum):
    TEXT = "text"
    HEX = "hex"
    CONTROL = "control"
    SPECIAL = "special"


@dataclass(frozen=True, slots=True)
class Chip:
    """One token of the sequence at the current step, ready to paint.

    Attributes:
        token_id: the training ID (``-1`` for BOS/EOS).
        shown_id: the ID as shown (layout v1 ID when the layout is on).
        data: the token's bytes (empty for BOS/EOS).
        kind: how to paint it.
        text: readable text, hex bytes, or ``BOS``/``EOS``.
        merged: made by the current step (highlighted).
        position: index in the content sequence (``-1`` for BOS/EOS).
        in_pair: part of an occurrence the next rule merges (the "before" view).
    """

    token_id: int
    shown_id: int
    data: bytes
    kind: ChipKind
    text: str
    merged: bool
    position: int
    in_pair: bool = False


class TokenSequenceModel(QAbstractListModel):
    """The chips of the token sequence at one step (a flat list, one row per token).

    Roles: Display (readable text or hex), ``Roles.TOKEN_ID`` (the shown ID),
    ``Roles.RECORD`` (a :class:`Chip`), ``Roles.MARK`` ("merged", "control", "special"
    or None), ToolTip (:func:`describe_token`). At most :data:`MAX_CHIPS` content tokens
    are listed (:attr:`hidden` says how many were left out).
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._chips: list[Chip] = []
        self._hidden = 0
        self._token_bytes: Callable[[int], bytes] = lambda t: b""
        self._specials: frozenset[int] = frozenset()
        self._cache: dict[int, tuple[str, ChipKind]] = {}

    def set_table(self, table: MergeTable | None) -> None:
        """Where token bytes come from; clears the sequence."""
        self.beginResetModel()
        self._chips = []
        self._hidden = 0
        self._cache.clear()
        if table is None:
            self._token_bytes = lambda t: b""
            self._specials = frozenset()
        else:
            self._token_bytes = table.token_bytes
            self._specials = frozenset(table.special_tokens.values())
        self.endResetModel()

    def set_tokens(
        self,
        tokens: Sequence[int],
        merged: Sequence[int] = (),
        *,
        pairs: Sequence[int] = (),
        layout_v1: bool = False,
    ) -> None:
        """Show ``tokens`` (training IDs).

        Args:
            tokens: training IDs.
            merged: indexes of tokens to highlight as made by the current step.
            pairs: left indexes of pairs about to be merged (both tokens are marked).
            layout_v1: show layout v1 IDs with BOS and EOS chips.
        """
        offset = CONTENT_OFFSET if layout_v1 else 0
        marked = set(merged)
        paired = set(pairs) | {p + 1 for p in pairs}
        chips: list[Chip] = []
        if layout_v1:
            chips.append(Chip(-1, CONTROL_BOS, b"", ChipKind.CONTROL, "BOS", False, -1))
        for pos, tok in enumerate(tokens[:MAX_CHIPS]):
            text, kind = self._describe(tok)
            chips.append(
                Chip(
                    tok,
                    tok + offset,
                    self._token_bytes(tok),
                    kind,
                    text,
                    pos in marked,
                    pos,
                    pos in paired,
                )
            )
        self._hidden = max(0, len(tokens) - MAX_CHIPS)
        if layout_v1 and not self._hidden:
            chips.append(Chip(-1, CONTROL_EOS, b"", ChipKind.CONTROL, "EOS", False, -1))
        self.beginResetModel()
        self._chips = chips
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._chips = []
        self._hidden = 0
        self.endResetModel()

    def _describe(self, token_id: int) -> tuple[str, ChipKind]:
        hit = self._cache.get(token_id)
        if hit is None:
            data = self._token_bytes(token_id)
            if token_id in self._specials:
                hit = (readable(data), ChipKind.SPECIAL)
            elif is_printable_text(data):
                hit = (readable(data), ChipKind.TEXT)
            else:
                hit = (hex_bytes(data), ChipKind.HEX)
            self._cache[token_id] = hit
        return hit

    @property
    def hidden(self) -> int:
        """Tokens not listed because the sequence is longer than :data:`MAX_CHIPS`."""
        return self._hidden

    def chip(self, row: int) -> Chip:
        return self._chips[row]

    def shown_ids(self) -> list[int]:
        """Every listed row's shown ID, in order (BOS/EOS included with layout v1)."""
        return [c.shown_id for c in self._chips]

    def training_id(self, row: int) -> int:
        """The training ID of a row (-1 for BOS/EOS)."""
        return self._chips[row].token_id

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._chips)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._chips):
            return None
        chip = self._chips[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return chip.text
        if role == Roles.TOKEN_ID:
            return chip.shown_id
        if role == Roles.RECORD:
            return chip
        if role == Roles.MARK:
            if chip.merged:
                return "merged"
            if chip.in_pair:
                return "pair"
            if chip.kind in (ChipKind.CONTROL, ChipKind.SPECIAL):
                return chip.kind.value
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if chip.kind is ChipKind.CONTROL:
                name = "begin" if chip.shown_id == CONTROL_BOS else "end"
                return f"{chip.shown_id}: {chip.text} ({name}-of-document control token)"
            tip = describe_token(chip.shown_id, chip.data)
            if chip.kind is ChipKind.SPECIAL:
                tip += " · special token"
            if chip.merged:
                tip += " · made by this step"
            if chip.in_pair:
                tip += " · merged by this step"
            return tip
        return None


# ---------------------------------------------------------------- steps table


class StepColumn(enum.IntEnum):
    RANK = 0
    PAIR = 1
    NEW_TOKEN = 2
    MERGES = 3
    TOKENS_AFTER = 4


_STEP_HEADERS = ("rank", "pair", "new token", "merges", "tokens after")
_STEP_TIPS = (
    "the rule's rank (= the training round that learned it); ▶ marks the current step",
    "the (left, right) token IDs the rule merges, and their bytes",
    "the token the rule makes, and its bytes",
    "how many occurrences this rule merged in the input, or 'no match'",
    "length of the token sequence after the rule",
)
CURRENT_MARK = "▶"


class EncodeStepsModel(QAbstractTableModel):
    """One row per rule of the table, in rank order, for one encoding (docs/rules.md s6).

    Roles: Display, ToolTip, ``Roles.RECORD`` (the :class:`EncodeStep`), ``Roles.MARK``
    ("current", "no match" or None), ``Roles.TOKEN_ID`` (the new token's shown ID),
    ``Roles.SORT`` (the rank), Foreground grey for rules that matched nothing, Background
    and bold font on the current step's row.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._steps: tuple[EncodeStep, ...] = ()
        self._offset = 0
        self._current: int | None = None
        self._token_bytes: Callable[[int], bytes] = lambda t: b""
        self._bold = QFont()
        self._bold.setBold(True)

    def set_table(self, table: MergeTable | None) -> None:
        """Where token bytes come from; clears the rows."""
        self.beginResetModel()
        self._steps = ()
        self._current = None
        self._token_bytes = table.token_bytes if table is not None else (lambda t: b"")
        self.endResetModel()

    def set_trace(self, trace: EncodeTrace | None, *, layout_v1: bool = False) -> None:
        """Show ``trace`` (``None`` clears the rows)."""
        self.beginResetModel()
        self._steps = trace.steps if trace is not None else ()
        self._offset = CONTENT_OFFSET if layout_v1 else 0
        self._current = None
        self.endResetModel()

    def set_current_rank(self, rank: int | None) -> None:
        """Mark the row of ``rank`` as the current step (None: no row)."""
        old = self._current
        if rank == old:
            return
        self._current = rank
        last = len(StepColumn) - 1
        for r in (old, rank):
            if r is not None and 0 <= r < len(self._steps):
                self.dataChanged.emit(self.index(r, 0), self.index(r, last))

    @property
    def current_rank(self) -> int | None:
        return self._current

    def step(self, row: int) -> EncodeStep:
        return self._steps[row]

    def row_of_rank(self, rank: int) -> int | None:
        return rank if 0 <= rank < len(self._steps) else None

    def _token(self, token_id: int) -> str:
        return f"{readable(self._token_bytes(token_id))} ({token_id + self._offset})"

    def _display(self, step: EncodeStep, column: int) -> str:
        if column == StepColumn.RANK:
            mark = CURRENT_MARK + " " if step.rank == self._current else ""
            return f"{mark}{step.rank}"
        if column == StepColumn.PAIR:
            a, b = step.pair
            return f"{self._token(a)}  +  {self._token(b)}"
        if column == StepColumn.NEW_TOKEN:
            return self._token(step.token_id)
        if column == StepColumn.MERGES:
            return str(len(step.positions)) if step.positions else NO_MATCH
        return str(len(step.tokens_after))

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._steps)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(StepColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return horizontal_header(_STEP_HEADERS, _STEP_TIPS, section, orientation, role)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._steps):
            return None
        step = self._steps[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(step, column)
        if role == Roles.RECORD:
            return step
        if role == Roles.MARK:
            if step.rank == self._current:
                return "current"
            return None if step.positions else NO_MATCH
        if role == Roles.TOKEN_ID:
            return step.token_id + self._offset
        if role == Roles.SORT:
            return step.rank
        if role == Qt.ItemDataRole.ForegroundRole:
            return None if step.positions else GREY_TEXT
        if role == Qt.ItemDataRole.BackgroundRole:
            return CURRENT_ROW if step.rank == self._current else None
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if step.rank == self._current else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (StepColumn.RANK, StepColumn.MERGES, StepColumn.TOKENS_AFTER):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not step.positions:
                return (
                    f"rank {step.rank}: the pair does not occur in the sequence at this "
                    "point, nothing merged"
                )
            where = ", ".join(str(p) for p in step.positions[:20])
            more = " …" if len(step.positions) > 20 else ""
            return (
                f"rank {step.rank}: merged {len(step.positions)} × at positions {where}"
                f"{more} (before the step) · double-click to open training round "
                f"{step.rank}"
            )
        return None


class NoMatchFilterModel(QSortFilterProxyModel):
    """Hides the rows of rules that matched nothing unless :meth:`set_show_no_match`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._show_no_match = True

    @property
    def show_no_match(self) -> bool:
        return self._show_no_match

    def set_show_no_match(self, show: bool) -> None:
        if show == self._show_no_match:
            return
        if hasattr(self, "beginFilterChange"):  # Qt >= 6.9; invalidateFilter is deprecated
            self.beginFilterChange()
            self._show_no_match = show
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:  # pragma: no cover - older Qt
            self._show_no_match = show
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        if self._show_no_match:
            return True
        model = self.sourceModel()
        if not isinstance(model, EncodeStepsModel) or source_parent.isValid():
            return True
        return bool(model.step(source_row).positions)


__all__ = [
    "Chip",
    "ChipKind",
    "EncodeResult",
    "EncodeStatistics",
    "EncodeStepsModel",
    "MAX_CHIPS",
    "NoMatchFilterModel",
    "StepColumn",
    "TRACE_MAX_BYTES",
    "TRACE_MAX_WORK",
    "TokenSequenceModel",
    "encode_input",
    "encode_statistics",
    "trace_with_special",
]
