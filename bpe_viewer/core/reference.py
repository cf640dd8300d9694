"""Naive reference trainer: the rule of docs/rules.md s2 and s3, written for clarity, not speed.

Every round recounts every pair of every document from scratch. The tests compare the
incremental trainer against it on random corpora, and ``benchmarks/train_speed.py``
measures the incremental trainer against it. :func:`iter_naive_word_rounds` does the
same for the word-frequency trainer (tests and ``benchmarks/words_speed.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from bpe_viewer.core.ties import pair_key, selection_order, word_pair_key
from bpe_viewer.core.word_pairs import WordMergeRule
from bpe_viewer.core.wordfreq import END_OF_WORD, WordCandidate

_T = TypeVar("_T", int, str)


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


def apply_merge(doc: Sequence[_T], pair: tuple[_T, _T], new_id: _T) -> tuple[list[_T], int]:
    """One left-to-right pass (docs/rules.md s2.5); returns the new sequence and replacements.

    Works on token IDs and on word symbols (``str``) alike.
    """
    out: list[_T] = []
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


# ------------------------------------------------------------------ word-frequency BPE


def iter_naive_word_rounds(
    frequencies: Mapping[str, int], max_merges: int, tie: str = "alphabetical-first"
) -> Iterator[tuple[WordMergeRule, tuple[WordCandidate, ...], tuple[tuple[str, ...], ...]]]:
    """Word-frequency BPE by recounting every word each round (docs/rules.md s3.3, s4).

    The rule of :func:`bpe_viewer.core.wordfreq.train_words` without its pair index: each
    round counts every adjacent symbol pair of every word (weighted by the word's
    frequency), sorts all of them into selection order and rewrites every word with one
    left-to-right pass.

    Args:
        frequencies: ``{word: positive int}``, already checked.
        max_merges: upper bound on the number of merges.
        tie: ``alphabetical-first`` or ``alphabetical-last``.

    Yields:
        ``(rule, candidates, stage_after)`` per round: the rule, every candidate of the
        round in selection order (winner first), and each word's symbols after the merge
        (words in table order).
    """
    key = word_pair_key(tie)
    stage = [(freq, (*word, END_OF_WORD)) for word, freq in frequencies.items()]
    for rank in range(max_merges):
        counts: dict[tuple[str, str], int] = {}
        for freq, symbols in stage:
            for pair in zip(symbols, symbols[1:], strict=False):
                counts[pair] = counts.get(pair, 0) + freq
        if not counts:
            return
        order = selection_order(counts, key)
        ordered = tuple(WordCandidate(a, b, counts[(a, b)]) for a, b in order)
        best = ordered[0]
        tied = sum(1 for c in ordered if c.count == best.count)
        rule = WordMergeRule(rank, best.left, best.right, best.left + best.right, best.count, tied)
        pair = (best.left, best.right)
        stage = [(f, tuple(apply_merge(symbols, pair, rule.merged)[0])) for f, symbols in stage]
        yield rule, ordered, tuple(symbols for _, symbols in stage)
