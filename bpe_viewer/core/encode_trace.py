"""One input encoded with a run's frozen rules, rule by rule (docs/rules.md s6).

An :class:`EncodeResult` is everything an encode view shows about one input: the final
tokens, the per-rule trace (skipped for long inputs, where ``encode_trace`` would cost
O(n * k)), the decode check and the statistics. :func:`encode_input` builds one;
:func:`trace_with_special` is the rule-by-rule trace that also recognises special
tokens (docs/rules.md s4).

The *steps* of a result are the rule applications: step 0 is the input's bytes, step
``j`` (1..m) the sequence after the ``j``-th rule that matched something (rules that
matched nothing change nothing, so they are not steps).
"""

from __future__ import annotations

from dataclasses import dataclass

from bpe_viewer.core.encoding import CONTENT_OFFSET, MergeTable, to_layout_v1
from bpe_viewer.core.render import first_invalid_utf8
from bpe_viewer.core.rule_trace import EncodeStep, EncodeTrace
from bpe_viewer.core.special_tokens import special_token_pattern, split_on_special_tokens

#: Inputs longer than this are encoded with ``encode()`` only (no per-rule trace).
TRACE_MAX_BYTES = 20_000
#: ... and so are inputs whose ``bytes * rules`` exceeds this (time and memory bound).
TRACE_MAX_WORK = 4_000_000

__all__ = [
    "TRACE_MAX_BYTES",
    "TRACE_MAX_WORK",
    "EncodeResult",
    "EncodeStatistics",
    "encode_input",
    "encode_statistics",
    "trace_with_special",
]


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
            it is on). When the table changed the text first (``typed`` is set),
            ``data`` is the changed text: decoding gives it, never the input as typed.
        statistics: counts for the statistics line.
        note: why the trace is missing, or ``""``.
        typed: the input as given when the table's normalizer or prefix space changed
            it before its rules (``data`` is then the changed bytes), else ``None``.
    """

    data: bytes
    tokens: tuple[int, ...]
    trace: EncodeTrace | None
    layout_v1: bool
    allow_special: bool
    round_trip: bool
    statistics: EncodeStatistics
    note: str = ""
    typed: bytes | None = None

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
    typed: bytes | None = None,
) -> EncodeResult:
    """Encode ``data`` for the panel: tokens, trace, decode check and statistics.

    A table that changes text first (a normalizer, a prefix space) encodes, and the
    result holds, the changed bytes (the note says so); under ``ignore_merges`` only the
    final tokens are kept (a whole piece skips the rules, which a trace cannot show).

    Args:
        table: the run's frozen rules.
        data: any bytes.
        layout_v1: show IDs in control layout v1 (docs/rules.md s6).
        allow_special: recognise special tokens (docs/rules.md s4).
        trace: force (True) or skip (False) the per-rule trace; by default it is kept
            when ``len(data) <= TRACE_MAX_BYTES`` and ``len(data) * rules <=
            TRACE_MAX_WORK``.
        typed: the input as the user gave it, when the caller already normalized it
            into ``data`` (a SentencePiece model's normalizer); by default ``data``.

    Raises:
        EncodingError: never for well-formed tables; the panel still catches it.
    """
    k = max(1, table.merge_count)
    note = ""
    original = data if typed is None else typed
    if allow_special and table.finds_added_tokens:
        # Special tokens that take in white space or are found in normalized text: the
        # library's tokens, and the bytes they spell (no rule-by-rule trace).
        tokens = tuple(table.encode(data, allow_special=True))
        given = data
        data = table.decode(tokens)
        note = (
            "the table finds its special tokens as Hugging Face does (white space taken "
            "in, normalized text), so only the final tokens are shown"
        )
        if data != given:
            note += f": the {len(given):,} bytes typed are encoded as these {len(data):,}"
        return EncodeResult(
            data,
            tokens,
            None,
            layout_v1,
            allow_special,
            True,
            encode_statistics(data, len(tokens)),
            note,
            None if original == data else original,
        )
    if table.changes_text:  # what the rules see: the table's normalizer, prefix space
        given = data
        data = table.prepare_document(data) if allow_special else table.prepare(data)
        if data != given:
            note = (
                f"the table changes the text before its rules (normalizer, prefix space): "
                f"the {len(given):,} bytes typed are encoded as these {len(data):,}"
            )
    if table.ignore_merges and trace is None:
        trace = False  # a piece that is a token whole skips the rules: no rule-by-rule trace
        note = (note + "; " if note else "") + (
            "ignore_merges: a piece that is a token whole is taken at once, so the "
            "rule-by-rule trace is not shown"
        )
    if trace is None:
        trace = len(data) <= TRACE_MAX_BYTES and len(data) * k <= TRACE_MAX_WORK
    record: EncodeTrace | None = None
    if trace:
        record = trace_with_special(table, data) if allow_special else table.encode_trace(data)
        tokens = record.tokens
    else:
        tokens = tuple(table.encode(data, allow_special=allow_special, prepared=True))
        if not table.ignore_merges:
            long = (
                f"long input ({len(data):,} bytes × {table.merge_count:,} rules): "
                "rule-by-rule trace skipped, showing the final tokens only"
            )
            note = f"{note}; {long}" if note else long
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
        None if original == data else original,
    )
