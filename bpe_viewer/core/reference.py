"""Naive reference trainer: the rule of docs/rules.md s2 and s3, written for clarity, not speed.

Every round recounts every pair of every document from scratch. The tests compare the
incremental trainer against it on random corpora, and ``benchmarks/train_speed.py``
measures the incremental trainer against it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bpe_viewer.core.ties import pair_key


@dataclass(frozen=True, slots=True)
class ReferenceRound:
    """One naive round.

    Attributes:
        pair: the winning (left, right).
        count: its candidate count.
        replacements: positions merged by the left-to-right pass.
        counts: every candidate pair of the round's stage with its count.
        stage_after: the documents after the merge.
    """

    pair: tuple[int, int]
    count: int
    replacements: int
    counts: dict[tuple[int, int], int]
    stage_after: list[list[int]]


def count_pairs(docs: Sequence[Sequence[int]]) -> dict[tuple[int, int], int]:
    """Count adjacent pairs inside each document, overlaps included (docs/rules.md s2.2)."""
    counts: dict[tuple[int, int], int] = {}
    for doc in docs:
        for i in range(len(doc) - 1):
            pair = (doc[i], doc[i + 1])
            counts[pair] = counts.get(pair, 0) + 1
    return counts


def first_positions(docs: Sequence[Sequence[int]]) -> dict[tuple[int, int], tuple[int, int]]:
    """Map each pair to its first (document index, position) in document order."""
    first: dict[tuple[int, int], tuple[int, int]] = {}
    for d, doc in enumerate(docs):
        for i in range(len(doc) - 1):
            first.setdefault((doc[i], doc[i + 1]), (d, i))
    return first


def select_winner(
    counts: dict[tuple[int, int], int],
    tie: str,
    docs: Sequence[Sequence[int]],
    vocabulary: Sequence[bytes] = (),
) -> tuple[int, int]:
    """Pick the winning pair under a tie policy (docs/rules.md s3).

    Args:
        counts: every pair of the stage with its count.
        tie: a policy of :data:`~bpe_viewer.core.ties.TIE_POLICIES`.
        docs: the stage's documents (for ``first``).
        vocabulary: the bytes of every token ID so far (for the ``bytes-`` policies).
    """
    best = max(counts.values())
    tied = [p for p, c in counts.items() if c == best]
    first = first_positions(docs) if tie == "first" else {}
    key = pair_key(
        tie,
        token_bytes=vocabulary.__getitem__,
        first_position=lambda left, right: first[(left, right)],
    )
    return min(tied, key=lambda p: key(*p))


def apply_merge(doc: Sequence[int], pair: tuple[int, int], new_id: int) -> tuple[list[int], int]:
    """One left-to-right pass (docs/rules.md s2.5); returns the new sequence and replacements."""
    out: list[int] = []
    i = 0
    n = 0
    while i < len(doc):
        if i + 1 < len(doc) and doc[i] == pair[0] and doc[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
            n += 1
        else:
            out.append(doc[i])
            i += 1
    return out, n


def iter_naive_rounds(
    docs: Sequence[bytes | Sequence[int]], max_merges: int, tie: str = "smallest"
) -> Iterator[ReferenceRound]:
    """Train by recounting every round, yielding each round as it is learned."""
    stage = [list(d) for d in docs]
    vocabulary = [bytes([i]) for i in range(256)]
    for rank in range(max_merges):
        counts = count_pairs(stage)
        if not counts:
            return
        pair = select_winner(counts, tie, stage, vocabulary)
        vocabulary.append(vocabulary[pair[0]] + vocabulary[pair[1]])
        new_stage = []
        total = 0
        for doc in stage:
            merged, n = apply_merge(doc, pair, 256 + rank)
            new_stage.append(merged)
            total += n
        yield ReferenceRound(pair, counts[pair], total, counts, new_stage)
        stage = new_stage


def naive_train(
    docs: Sequence[bytes | Sequence[int]], max_merges: int, tie: str = "smallest"
) -> list[ReferenceRound]:
    """Train by recounting every round; return the rounds in rank order."""
    return list(iter_naive_rounds(docs, max_merges, tie))
