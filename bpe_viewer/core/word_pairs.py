"""Word-frequency training's pair counts, kept up to date merge by merge (docs/rules.md s9).

A training word is a list of :class:`SymbolTree` values (each symbol with the merges
that built it). :class:`PairIndex` holds every pair's frequency-weighted count, the
words that may hold it and the pairs grouped by count; each round reads its winner
(a :class:`WordMergeRule`) off the top count and rewrites only the words holding it
(:func:`merge_counted`), so a round costs time in the words it changes, not in the
table. :func:`bpe_viewer.core.wordfreq.train_words` drives it and keeps the record.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bpe_viewer.core.render import lone_surrogate, show_token
from bpe_viewer.core.ties import word_pair_key

END_OF_WORD = "</w>"
"""The end-of-word marker, one symbol appended to every word (docs/rules.md s4)."""


def word_row_problem(
    word: object, count: object, show_value: Callable[[object], str] = repr
) -> str | None:
    """What is wrong with one row ``word: count`` of a word-frequency table, or None:
    the one check of every table, read from a file
    (:func:`~bpe_viewer.core.corpus_files.load_word_frequencies`) or given to
    :func:`~bpe_viewer.core.wordfreq.train_words`; the caller says where the row is.

    A row is refused for a word that is not a ``str``, is empty, holds the end-of-word
    marker :data:`END_OF_WORD` (its segments could not be told from the marker) or a
    lone surrogate (it has no UTF-8 bytes), and for a count that is not a positive
    ``int`` (``True`` and ``2.0`` are refused too), docs/rules.md s4.

    Args:
        word: the row's word.
        count: the row's frequency.
        show_value: how a refused count is written in the message (``repr`` for a
            Python value; a JSON reader passes its own).

    Returns:
        A one-line message naming the word, e.g. ``frequency of word 'low' must be a
        positive integer, got 2.0``, or None for a good row.
    """
    if not isinstance(word, str):
        return f"word {word!r} must be a str, got {type(word).__name__}"
    if not word:
        return "the table holds an empty word ''"
    if END_OF_WORD in word:
        return (
            f"word {show_token(word)} contains the end-of-word marker {END_OF_WORD!r}; its "
            "segments could not be told from the marker (remove or rename that word)"
        )
    surrogate = lone_surrogate(word)
    if surrogate is not None:
        return f"word {show_token(word)} holds {surrogate}"
    if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
        return (
            f"frequency of word {show_token(word)} must be a positive integer, "
            f"got {show_value(count)}"
        )
    return None


__all__ = ["CountChange", "Pair", "PairIndex", "SymbolTree", "WordMergeRule", "merge_counted"]


class SymbolTree(NamedTuple):
    """A symbol of a training word together with how it was built (its merge tree).

    ``rank`` is -1 for an initial symbol (a character or the end-of-word marker), else the
    rank of the rule that produced it from ``parts``.
    """

    text: str
    rank: int
    parts: tuple[SymbolTree, SymbolTree] | None


@dataclass(frozen=True, slots=True)
class WordMergeRule:
    """One learned word-level merge rule (docs/rules.md s4).

    Attributes:
        rank: zero-based round that learned the rule; encoding applies lower ranks first.
        left: text of the left symbol.
        right: text of the right symbol.
        merged: ``left + right``, the new symbol.
        count: the pair's frequency-weighted count in its round.
        tied: how many pairs shared that count, the winner included (1 = no tie).

    Example:
        ``WordMergeRule(rank=0, left="e", right="s", merged="es", count=9, tied=3)``
    """

    rank: int
    left: str
    right: str
    merged: str
    count: int
    tied: int

    @property
    def pair(self) -> tuple[str, str]:
        """``(left, right)``."""
        return (self.left, self.right)


Pair = tuple[str, str]
"""A symbol pair ``(left text, right text)``."""

CountChange = tuple[Pair, int, int]
"""How one pair's count changed in a round: ``(pair, count before, count after)``; 0
means the pair is absent."""


def merge_counted(
    pieces: Sequence[SymbolTree],
    texts: Sequence[str],
    rule: WordMergeRule,
    freq: int,
    delta: dict[Pair, int],
) -> tuple[list[SymbolTree], list[str], list[Pair]] | None:
    """One left-to-right merge pass over a training word, with its pair count changes.

    Only the pairs next to a merged place change: of the old symbols, the pairs touching
    a merged one are gone; of the new, the pairs touching a new symbol are added; a
    place where two merged places meet is counted once. Each is added to ``delta``
    (``pair -> change``) times ``freq``.

    Args:
        pieces: the word's symbols as merge trees.
        texts: their texts.
        rule: the rule to apply.
        freq: the word's frequency.
        delta: the round's count changes so far, updated in place.

    Returns:
        The new pieces, their texts and the pairs added (the word now holds them), or
        None when the word does not hold the rule's pair (``delta`` untouched).
    """
    left, right, merged, rank = rule.left, rule.right, rule.merged, rule.rank
    if left not in texts:
        return None
    n = len(texts)
    out: list[SymbolTree] = []
    out_texts: list[str] = []
    made: list[int] = []  # indexes in out of the new symbols
    gone = -1  # the last old pair place already taken away
    j = 0
    while j < n:
        if j + 1 < n and texts[j] == left and texts[j + 1] == right:
            for k in (j - 1, j, j + 1):
                if k > gone and 0 <= k < n - 1:
                    pair = (texts[k], texts[k + 1])
                    delta[pair] = delta.get(pair, 0) - freq
                    gone = k
            made.append(len(out))
            out.append(SymbolTree(merged, rank, (pieces[j], pieces[j + 1])))
            out_texts.append(merged)
            j += 2
        else:
            out.append(pieces[j])
            out_texts.append(texts[j])
            j += 1
    if not made:
        return None
    m = len(out_texts)
    added: list[Pair] = []
    last = -1
    for k0 in made:
        for k in (k0 - 1, k0):
            if k > last and 0 <= k < m - 1:
                pair = (out_texts[k], out_texts[k + 1])
                delta[pair] = delta.get(pair, 0) + freq
                added.append(pair)
                last = k
    return out, out_texts, added


class PairIndex:
    """Pair counts kept up to date merge by merge (docs/rules.md s9, for word tables).

    Holds each pair's frequency-weighted count, the words that may hold it and the pairs
    grouped by count, so a round rewrites only the words that held its winner and the
    winner is read off the top count group. Winner selection is the one of
    the word trainer's: the largest count, then the tie key (docs/rules.md s3.3).

    The words listed for a pair are every word that held it at some stage, a word once
    per time it gained it: a word that lost the pair since (or is listed twice) is
    passed over when the pair wins, since one left-to-right pass leaves no occurrence
    of the pair it merges. Only the counts must be exact, and they are.
    """

    __slots__ = ("counts", "_groups", "_heap", "_key", "_state", "_texts", "_where")

    def __init__(self, state: list[tuple[int, list[SymbolTree]]], tie: str) -> None:
        self._state = state
        self._texts = [[piece.text for piece in pieces] for _, pieces in state]
        self._key = word_pair_key(tie)
        counts: dict[Pair, int] = {}
        where: dict[Pair, list[int]] = {}
        for i, (freq, _) in enumerate(state):
            texts = self._texts[i]
            for pair in zip(texts, texts[1:], strict=False):
                if pair in counts:
                    counts[pair] += freq
                    where[pair].append(i)
                else:
                    counts[pair] = freq
                    where[pair] = [i]
        self.counts = counts
        self._where = where
        self._groups: dict[int, set[Pair]] = {}
        for pair, count in counts.items():
            self._groups.setdefault(count, set()).add(pair)
        self._heap = [-count for count in self._groups]
        heapq.heapify(self._heap)

    def winner(self, rank: int) -> WordMergeRule | None:
        """The rule round ``rank`` learns from the current counts; None with no pair left."""
        heap, groups = self._heap, self._groups
        while heap:
            count = -heap[0]
            group = groups.get(count)
            if group:
                key = self._key
                left, right = min(group, key=lambda p: key(p[0], p[1]))
                return WordMergeRule(rank, left, right, left + right, count, len(group))
            heapq.heappop(heap)  # a count no pair has any more
        return None

    def merge(self, rule: WordMergeRule) -> list[CountChange]:
        """Rewrite every word holding ``rule``'s pair (one left-to-right pass each,
        :func:`merge_counted`) and bring the counts, the words per pair and the count
        groups up to date.

        Returns:
            Every pair whose count changed, with its counts before and after.
        """
        counts, where, state, all_texts = self.counts, self._where, self._state, self._texts
        delta: dict[Pair, int] = {}
        for i in where.pop(rule.pair, ()):
            freq, pieces = state[i]
            done = merge_counted(pieces, all_texts[i], rule, freq, delta)
            if done is None:
                continue  # listed, but lost the pair since (or listed twice)
            state[i] = (freq, done[0])
            all_texts[i] = done[1]
            for pair in done[2]:
                holders = where.get(pair)
                if holders is None:
                    where[pair] = [i]
                else:
                    holders.append(i)
        changes: list[CountChange] = []
        groups = self._groups
        for pair, change in delta.items():
            if not change:
                continue
            old_count = counts.get(pair, 0)
            new_count = old_count + change
            changes.append((pair, old_count, new_count))
            if old_count:
                group = groups[old_count]
                group.discard(pair)
                if not group:
                    del groups[old_count]
            if new_count:
                counts[pair] = new_count
                joined = groups.get(new_count)
                if joined is None:
                    groups[new_count] = {pair}
                    heapq.heappush(self._heap, -new_count)
                else:
                    joined.add(pair)
            else:
                del counts[pair]
                where.pop(pair, None)
        return changes
