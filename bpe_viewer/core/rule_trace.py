"""Encoding rank by rank, recording what every rule did (docs/rules.md s6).

:func:`trace_rules` applies the rules in ascending rank, each with one left-to-right pass
over the whole input, as training does (docs/rules.md s2.5), and keeps an
:class:`EncodeStep` per rule: the form the Encode view and ``encode --format pieces``
show step by step. Its tokens equal what
:meth:`~bpe_viewer.core.encoding.MergeTable.encode` gives, which reaches them another way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bpe_viewer.core.pretokenize import split_pieces
from bpe_viewer.core.trainer import MergeRule

__all__ = ["EncodeStep", "EncodeTrace", "trace_rules"]


@dataclass(frozen=True, slots=True)
class EncodeStep:
    """What one rule did while encoding one input (docs/rules.md s6).

    Attributes:
        rank: the rule's rank.
        pair: the rule's (left, right) token IDs.
        token_id: the rule's new token ID, ``256 + rank``.
        positions: indexes, in the sequence *before* this step, of the left token of each
            merged occurrence, ascending; empty when the rule matched nothing.
        tokens_after: the whole token sequence after this step.
    """

    rank: int
    pair: tuple[int, int]
    token_id: int
    positions: tuple[int, ...]
    tokens_after: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EncodeTrace:
    """A step-by-step record of encoding one input (docs/rules.md s6).

    Attributes:
        input: the encoded bytes.
        initial: the single-byte token IDs (the input's bytes).
        steps: one :class:`EncodeStep` per rule in rank order, including rules that
            matched nothing.
        tokens: the final token IDs, equal to
            :meth:`~bpe_viewer.core.encoding.MergeTable.encode` of ``input``.
    """

    input: bytes
    initial: tuple[int, ...]
    steps: tuple[EncodeStep, ...]
    tokens: tuple[int, ...]

    @property
    def applied_ranks(self) -> tuple[int, ...]:
        """Ranks of the rules that changed the sequence, ascending."""
        return tuple(step.rank for step in self.steps if step.positions)


def trace_rules(rules: Sequence[MergeRule], pretokenizer: str, data: bytes) -> EncodeTrace:
    """Encode ``data`` rank by rank with ``rules`` (in rank order), recording every rule.

    Costs O(n * k) time and keeps one sequence per rule that changed something: meant
    for short inputs shown to a person, not for corpora. Merges never join two pieces of
    the pre-tokenizer ``pretokenizer``.

    Args:
        rules: the table's rules, ranks ``0..k-1`` in order.
        pretokenizer: a checked pre-tokenizer name (``none``: the whole input).
        data: any bytes.

    Returns:
        The trace, with one :class:`EncodeStep` per rule.
    """
    initial = tuple(data)
    current = initial
    # starts[i]: token i begins a pre-tokenization piece, so (i-1, i) never merges.
    starts = [False] * len(data)
    offset = 0
    for piece in split_pieces(data, pretokenizer):
        if offset:
            starts[offset] = True
        offset += len(piece)
    steps: list[EncodeStep] = []
    for rule in rules:
        a, b, new = rule.left, rule.right, rule.token_id
        positions: list[int] = []
        if len(current) >= 2:
            out: list[int] = []
            out_starts: list[bool] = []
            i = 0
            n = len(current)
            while i < n:
                if i + 1 < n and current[i] == a and current[i + 1] == b and not starts[i + 1]:
                    positions.append(i)
                    out.append(new)
                    out_starts.append(starts[i])
                    i += 2
                else:
                    out.append(current[i])
                    out_starts.append(starts[i])
                    i += 1
            if positions:
                current = tuple(out)
                starts = out_starts
        steps.append(EncodeStep(rule.rank, (a, b), new, tuple(positions), current))
    return EncodeTrace(data, initial, tuple(steps), current)
