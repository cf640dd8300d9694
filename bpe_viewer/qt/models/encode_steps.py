"""Models of the encode panel: one encoding, its rule-by-rule trace and its token chips.

The encoding itself (:class:`~bpe_viewer.core.encode_trace.EncodeResult`, its steps and
statistics) lives in the core, :mod:`bpe_viewer.core.encode_trace`; rules that matched
nothing are not steps (the cursor skips them) but the table still lists them, greyed.

Two models read a result: :class:`EncodeStepsModel` lists every rule of the table (one
row per rank) and :class:`TokenSequenceModel` the chips of the sequence at the current
step. :class:`NoMatchFilterModel` hides the rules that matched nothing.

ID space: a chip shows and copies the ID the table's own library gives the token (what
``bpe-viewer encode`` and ``TrainingRun.encode`` print: a ``.tiktoken`` file's ranks, a
SentencePiece model's piece IDs); names in sentences and tooltips are
:meth:`~bpe_viewer.core.run.TrainingRun.id_label`, this run's ID with the table's in
brackets, as the vocabulary shows them. With control layout v1 every ID the models
*show* is the layout ID (content IDs + 2, BOS = 0, EOS = 1); records and
:meth:`TokenSequenceModel.training_id` keep the training IDs the explorer uses.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from bpe_viewer.core.encoding import (
    CONTENT_OFFSET,
    CONTROL_BOS,
    CONTROL_EOS,
    EncodingError,
    MergeTable,
)
from bpe_viewer.core.render import describe_token, hex_bytes, is_printable_text, readable
from bpe_viewer.core.rule_trace import EncodeStep, EncodeTrace
from bpe_viewer.qt.models.base import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    Index,
    RoleHelper,
    RoleTableModel,
    row_filter_change,
)
from bpe_viewer.qt.models.roles import Palette, Roles
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun


#: The chips model shows at most this many tokens (the statistics count all of them).
MAX_CHIPS = 5_000

#: A rule that merged nothing (English, context ``"Marks"``; the mark role keeps it so).
NO_MATCH = QT_TRANSLATE_NOOP("Marks", "no match")


# ---------------------------------------------------------------- IDs


def shown_ids(
    run: TrainingRun | None, tokens: Sequence[int], offset: int = 0
) -> list[tuple[int, ...]]:
    """The IDs each chip of the training IDs ``tokens`` shows and copies: the table's own
    (:meth:`TrainingRun.table_ids_by_token`: a character a SentencePiece model holds in
    no piece is several ``<0xNN>`` IDs, or one ``<unk>`` for a whole run of such tokens,
    so the chips together copy what ``bpe-viewer encode`` prints), or ``token_id +
    offset`` for a run of ours and in layout v1 (``offset`` 2, docs/rules.md s6).
    A token the table has no ID for gives ``()``."""
    if run is None or offset or (run.source_ids is None and run.codec is None):
        return [(t + offset,) for t in tokens]
    try:
        return run.table_ids_by_token(tokens)
    except (KeyError, EncodingError, ValueError):  # one token without: the others keep theirs
        if len(tokens) == 1:
            return [()]
        return [shown_ids(run, [t])[0] for t in tokens]


def copied_id(ids: tuple[int, ...]) -> int | tuple[int, ...] | None:
    """``Roles.TOKEN_ID`` of a row showing :func:`shown_ids` ``ids``: the ID, or the
    IDs when there are several (copied in order), or None when the table has none."""
    if len(ids) == 1:
        return ids[0]
    return ids or None


def id_name(run: TrainingRun | None, token_id: int, offset: int = 0) -> str:
    """How a sentence or tooltip of the encode panel names ``token_id``: the one display
    form of :meth:`TrainingRun.id_label` (``555 (559)`` for a table's own IDs), or the
    layout v1 ID with ``offset``."""
    if run is None or offset:
        return str(token_id + offset)
    try:
        return run.id_label(token_id)
    except KeyError:
        return str(token_id)


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
        shown_id: the ID as shown and copied: the table's own (:func:`shown_ids`; -1
            when the table writes the token as several IDs or none), the layout v1 ID
            when the layout is on.
        data: the token's bytes (empty for BOS/EOS).
        kind: how to paint it.
        text: readable text, hex bytes, or ``BOS``/``EOS``.
        merged: made by the current step (highlighted).
        position: index in the content sequence (``-1`` for BOS/EOS).
        in_pair: part of an occurrence the next rule merges (the "before" view).
        glyphs: for a hex chip, the characters its bytes belong to:
            ``(first byte, last byte, text, open left, open right)`` with byte indexes
            inside the chip; ``open`` when the character continues in the neighbour
            chip; empty text for an invalid byte.
        split: whether the chip starts / ends inside a character.
        piece_start: the first token of a pre-tokenization piece (not the first of the
            input): no rule merges across the boundary before it (docs/rules.md s4.1).
    """

    token_id: int
    shown_id: int
    data: bytes
    kind: ChipKind
    text: str
    merged: bool
    position: int
    in_pair: bool = False
    glyphs: tuple[tuple[int, int, str, bool, bool], ...] = ()
    split: tuple[bool, bool] = (False, False)
    piece_start: bool = False
    table_ids: tuple[int, ...] = ()
    name: str = ""

    @property
    def id_text(self) -> str:
        """The ID line painted under the chip: the shown ID, the table's IDs when it
        writes the token as several (``231 187``), ``—`` when it has none."""
        if self.shown_id >= 0 or self.kind is ChipKind.CONTROL:
            return str(self.shown_id)
        return " ".join(str(i) for i in self.table_ids) or "—"


def chip_glyphs(
    pieces: Sequence[bytes],
) -> tuple[list[list[tuple[int, int, str, bool, bool]]], list[tuple[bool, bool]]]:
    """Per token, the characters over its bytes and whether its edges cut a character
    (see :func:`bpe_viewer.core.characters.character_spans`)."""
    from bpe_viewer.core.characters import character_spans, split_edges

    starts = []
    offset = 0
    for piece in pieces:
        starts.append(offset)
        offset += len(piece)
    glyphs: list[list[tuple[int, int, str, bool, bool]]] = [[] for _ in pieces]
    for span in character_spans(pieces):
        for tok in range(span.first_token, span.last_token + 1):
            lo = max(span.byte_start, starts[tok]) - starts[tok]
            hi = min(span.byte_end, starts[tok] + len(pieces[tok])) - 1 - starts[tok]
            if hi >= lo:
                glyphs[tok].append(
                    (lo, hi, span.text, tok > span.first_token, tok < span.last_token)
                )
    return glyphs, split_edges(pieces)


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
        self._pretokenizer = "none"
        self._cache: dict[int, tuple[str, ChipKind]] = {}
        self._run: TrainingRun | None = None

    def set_table(self, table: MergeTable | None, run: TrainingRun | None = None) -> None:
        """Where token bytes come from, and the run whose IDs the chips show (the table's
        own, see :func:`shown_ids`); clears the sequence."""
        self._run = run
        self.beginResetModel()
        self._chips = []
        self._hidden = 0
        self._cache.clear()
        if table is None:
            self._token_bytes = lambda t: b""
            self._specials = frozenset()
            self._pretokenizer = "none"
        else:
            self._token_bytes = table.token_bytes
            self._specials = frozenset(table.special_tokens.values())
            self._pretokenizer = table.pretokenizer
        self.endResetModel()

    def piece_starts(self, tokens: Sequence[int]) -> set[int]:
        """Indexes of the tokens that begin a pre-tokenization piece (none without a
        pre-tokenizer; never index 0). A special token is a piece of its own."""
        if self._pretokenizer == "none":
            return set()
        from bpe_viewer.core.pretokenize import piece_starts

        starts: set[int] = set()
        segment: list[int] = []  # indexes of the ordinary tokens since the last special

        def close() -> None:
            data = b"".join(self._token_bytes(tokens[i]) for i in segment)
            at = piece_starts(data, self._pretokenizer)
            offset = 0
            for i in segment:
                if offset in at:
                    starts.add(i)
                offset += len(self._token_bytes(tokens[i]))
            segment.clear()

        for i, tok in enumerate(tokens):
            if tok in self._specials:
                close()
                starts.update(j for j in (i, i + 1) if 0 < j < len(tokens))
            else:
                segment.append(i)
        close()
        return starts

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
        shown = tokens[:MAX_CHIPS]
        boundaries = self.piece_starts(shown)
        chips: list[Chip] = []
        if layout_v1:
            chips.append(Chip(-1, CONTROL_BOS, b"", ChipKind.CONTROL, "BOS", False, -1))
        glyphs, edges = chip_glyphs([self._token_bytes(t) for t in shown])
        table_ids = shown_ids(self._run, shown, offset)
        for pos, tok in enumerate(shown):
            text, kind = self._describe(tok)
            ids = table_ids[pos]
            chips.append(
                Chip(
                    tok,
                    ids[0] if len(ids) == 1 else -1,
                    self._token_bytes(tok),
                    kind,
                    text,
                    pos in marked,
                    pos,
                    pos in paired,
                    tuple(glyphs[pos]) if kind is ChipKind.HEX else (),
                    edges[pos],
                    pos in boundaries,
                    ids,
                    id_name(self._run, tok, offset),
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

    def copied_ids(self) -> list[int]:
        """The IDs copying every listed chip gives (the table's own, layout v1's with the
        layout; BOS/EOS included)."""
        return [
            i
            for c in self._chips
            for i in ((c.shown_id,) if c.kind is ChipKind.CONTROL else c.table_ids)
        ]

    def training_id(self, row: int) -> int:
        """The training ID of a row (-1 for BOS/EOS)."""
        return self._chips[row].token_id

    # -- Qt model API
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._chips)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._chips):
            return None
        chip = self._chips[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return chip.text
        if role == Roles.TOKEN_ID:  # what copying the chip gives
            return chip.shown_id if chip.kind is ChipKind.CONTROL else copied_id(chip.table_ids)
        if role == Roles.RECORD:
            return chip
        if role == Roles.MARK:
            return _chip_mark(chip)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _chip_tooltip(chip)
        return None


def _chip_mark(chip: Chip) -> str | None:
    """``Roles.MARK`` of a chip: made or merged by the step, a control or special token."""
    if chip.merged:
        return "merged"
    if chip.in_pair:
        return "pair"
    if chip.kind in (ChipKind.CONTROL, ChipKind.SPECIAL):
        return str(chip.kind.value)
    return None


def _chip_tooltip(chip: Chip) -> str:
    if chip.kind is ChipKind.CONTROL:
        name = "begin" if chip.shown_id == CONTROL_BOS else "end"
        return f"{chip.shown_id}: {chip.text} ({name}-of-document control token)"
    tip = describe_token(chip.name or chip.id_text, chip.data)
    if chip.kind is ChipKind.SPECIAL:
        tip += " · special token"
    if chip.merged:
        tip += " · made by this step"
    if chip.in_pair:
        tip += " · merged by this step"
    return tip


# ---------------------------------------------------------------- steps table


class StepColumn(enum.IntEnum):
    RANK = 0
    PAIR = 1
    NEW_TOKEN = 2
    MERGES = 3
    TOKENS_AFTER = 4


_STEP_HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "rank"),
    QT_TRANSLATE_NOOP("Headers", "pair"),
    QT_TRANSLATE_NOOP("Headers", "new token"),
    QT_TRANSLATE_NOOP("Headers", "merges"),
    QT_TRANSLATE_NOOP("Headers", "tokens after"),
)
_STEP_TIPS = (
    QT_TRANSLATE_NOOP(
        "Headers",
        "the rule's rank (= the training round that learned it); ▶ marks the current step",
    ),
    QT_TRANSLATE_NOOP("Headers", "the (left, right) token IDs the rule merges, and their bytes"),
    QT_TRANSLATE_NOOP("Headers", "the token the rule makes, and its bytes"),
    QT_TRANSLATE_NOOP(
        "Headers", "how many occurrences this rule merged in the input, or 'no match'"
    ),
    QT_TRANSLATE_NOOP("Headers", "length of the token sequence after the rule"),
)
CURRENT_MARK = "▶"


class EncodeStepsModel(RoleTableModel):
    """One row per rule of the table, in rank order, for one encoding (docs/rules.md s6).

    Roles: Display, ToolTip, ``Roles.RECORD`` (the :class:`EncodeStep`), ``Roles.MARK``
    ("current", "no match" or None), ``Roles.TOKEN_ID`` (the new token's shown ID),
    ``Roles.SORT`` (the rank), Foreground grey for rules that matched nothing, Background
    and bold font on the current step's row.
    """

    COLUMNS = StepColumn
    HEADERS = _STEP_HEADERS
    HEADER_TIPS = _STEP_TIPS

    def __init__(self, parent: Any = None) -> None:
        self._steps: tuple[EncodeStep, ...] = ()
        self._offset = 0
        self._current: int | None = None
        self._token_bytes: Callable[[int], bytes] = lambda t: b""
        self._run: TrainingRun | None = None
        super().__init__(parent)

    def set_table(self, table: MergeTable | None, run: TrainingRun | None = None) -> None:
        """Where token bytes come from, and the run whose IDs are named (:func:`id_name`);
        clears the rows."""
        self._run = run
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
        name = id_name(self._run, token_id, self._offset)
        return f"{readable(self._token_bytes(token_id))} ({name})"

    # -- cells, by role
    def _row_count(self) -> int:
        return len(self._steps)

    def _has_rows(self) -> bool:
        return True

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        steps = self._steps_at
        return {
            R.DisplayRole: self._display,
            Roles.RECORD: lambda row, _c: steps(row),
            Roles.MARK: self._mark,
            Roles.TOKEN_ID: lambda row, _c: copied_id(
                shown_ids(self._run, [steps(row).token_id], self._offset)[0]
            ),
            Roles.SORT: lambda row, _c: steps(row).rank,
            R.ForegroundRole: lambda row, _c: None if steps(row).positions else Palette.GREY_TEXT,
            R.BackgroundRole: lambda row, _c: (
                Palette.CURRENT_ROW if self._is_current(row) else None
            ),
            R.FontRole: lambda row, _c: self._bold if self._is_current(row) else None,
            R.TextAlignmentRole: lambda _r, column: (
                ALIGN_RIGHT
                if column in (StepColumn.RANK, StepColumn.MERGES, StepColumn.TOKENS_AFTER)
                else ALIGN_LEFT
            ),
            R.ToolTipRole: self._tooltip,
        }

    def _steps_at(self, row: int) -> EncodeStep:
        return self._steps[row]

    def _is_current(self, row: int) -> bool:
        return self._steps[row].rank == self._current

    def _display(self, row: int, column: int) -> str:
        step = self._steps[row]
        if column == StepColumn.RANK:
            mark = CURRENT_MARK + " " if step.rank == self._current else ""
            return f"{mark}{step.rank}"
        if column == StepColumn.PAIR:
            a, b = step.pair
            return f"{self._token(a)}  +  {self._token(b)}"
        if column == StepColumn.NEW_TOKEN:
            return self._token(step.token_id)
        if column == StepColumn.MERGES:
            if step.positions:
                return str(len(step.positions))
            return QCoreApplication.translate("Marks", NO_MATCH)
        return str(len(step.tokens_after))

    def _mark(self, row: int, _column: int) -> str | None:
        if self._is_current(row):
            return "current"
        return None if self._steps[row].positions else NO_MATCH

    def _tooltip(self, row: int, _column: int) -> str:
        step = self._steps[row]
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


class NoMatchFilterModel(QSortFilterProxyModel):
    """Hides the rows of rules that matched nothing unless :meth:`set_show_no_match`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._show_no_match = True

    @property
    def show_no_match(self) -> bool:
        return self._show_no_match

    def set_show_no_match(self, show: bool) -> None:
        if show != self._show_no_match:
            with row_filter_change(self):
                self._show_no_match = show

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if self._show_no_match:
            return True
        model = self.sourceModel()
        if not isinstance(model, EncodeStepsModel) or source_parent.isValid():
            return True
        return bool(model.step(source_row).positions)


__all__ = [
    "Chip",
    "ChipKind",
    "EncodeStepsModel",
    "MAX_CHIPS",
    "NoMatchFilterModel",
    "StepColumn",
    "TokenSequenceModel",
]
