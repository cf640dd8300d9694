"""Incremental byte-level BPE trainer (SPEC s2, s3, s9).

The trainer keeps, for every adjacent pair, its current count and a lazy list of the
positions where it was formed. A merge visits only the positions of the winning pair and
updates the counts of the pairs around them, so a round costs time proportional to what
it changes, never a rescan of the corpus. Results are identical to the naive rule of
SPEC s2 (see :mod:`bpe_viewer.core.reference`), which the tests check on random corpora.

Documents are stored one after another in flat arrays with ``next``/``prev`` links;
a link of -1 is a document barrier, so no pair is ever formed across documents.
"""

from __future__ import annotations

import heapq
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

#: Number of single-byte token IDs; the first learned token is ``BYTE_COUNT + rank``.
BYTE_COUNT = 256
#: Largest number of merges a run may request: token IDs must fit in 32 bits (SPEC s2.7).
MAX_MERGES = 2**32 - BYTE_COUNT
#: Tie policies of SPEC s3, by their command-line names.
TIE_POLICIES: tuple[str, ...] = ("smallest", "largest", "first")
#: How many candidates of each round the trainer records (ties are always all recorded).
DEFAULT_KEEP_CANDIDATES = 100

TiePolicy = Literal["smallest", "largest", "first"]

_SHIFT = 32
_MASK = (1 << _SHIFT) - 1


class Candidate(NamedTuple):
    """One candidate pair of a round (SPEC s1).

    A named tuple rather than a dataclass: the trainer records about a hundred per round,
    and tuples are several times cheaper to create.

    Attributes:
        left: token ID of the left token.
        right: token ID of the right token.
        count: number of adjacent positions holding (left, right) at the round's stage,
            overlaps included.
    """

    left: int
    right: int
    count: int  # type: ignore[assignment]  # the field hides tuple.count on purpose


@dataclass(frozen=True, slots=True)
class MergeRule:
    """One learned merge rule (SPEC s1).

    Attributes:
        rank: zero-based round number that learned the rule.
        left: token ID of the left token.
        right: token ID of the right token.
        token_id: the new token ID, always ``256 + rank``.
        token_bytes: the new token's bytes: left bytes followed by right bytes.
        candidate_count: the pair's count when it won.
        replacement_count: positions actually merged by the left-to-right pass.
    """

    rank: int
    left: int
    right: int
    token_id: int
    token_bytes: bytes
    candidate_count: int
    replacement_count: int


@dataclass(frozen=True, slots=True)
class TrainingRound:
    """Everything the trainer reports about one round.

    Attributes:
        rule: the rule learned in this round.
        candidates: the leading candidates in selection order (winner first): at least
            the top ``keep`` (fewer if fewer pairs exist) and always every pair tied with
            the winner.
        distinct_pairs: number of distinct candidate pairs at the round's stage.
        tied: number of pairs whose count equals the winner's, the winner included.
    """

    rule: MergeRule
    candidates: tuple[Candidate, ...]
    distinct_pairs: int
    tied: int


def check_merge_count(max_merges: object) -> int:
    """Validate a requested merge count before any work (SPEC s2.7).

    Args:
        max_merges: the requested upper bound on the number of merges.

    Returns:
        The count as an ``int``.

    Raises:
        ValueError: if it is not an integer, is negative, or exceeds ``2**32 - 256``.
    """
    if isinstance(max_merges, bool) or not isinstance(max_merges, int):
        raise ValueError(f"merge count must be an integer, got {max_merges!r}")
    if max_merges < 0:
        raise ValueError(f"merge count must be 0 or more, got {max_merges}")
    if max_merges > MAX_MERGES:
        raise ValueError(
            f"merge count {max_merges} exceeds the 32-bit token ID space "
            f"(at most {MAX_MERGES} merges)"
        )
    return max_merges


def check_tie_policy(tie: str) -> TiePolicy:
    """Validate a tie policy name (SPEC s3).

    Raises:
        ValueError: if ``tie`` is not one of :data:`TIE_POLICIES`.
    """
    if tie not in TIE_POLICIES:
        raise ValueError(f"unknown tie policy {tie!r}; expected one of {', '.join(TIE_POLICIES)}")
    return tie  # type: ignore[return-value]


class _State:
    """Flat linked token arrays, pair counts and lazy pair-position lists.

    Position ``p`` is an offset into the concatenation of the documents; ``nxt[p]`` and
    ``prv[p]`` link live tokens, -1 marks a document barrier, ``tokens[p] == -1`` a
    token consumed by a merge. ``where[pair]`` lists positions where the pair was formed,
    in the order they formed; entries are validated when used, never removed one by one,
    so some may be stale.
    """

    def __init__(self, documents: Sequence[bytes]) -> None:
        data = b"".join(documents)
        n = len(data)
        nxt = array("q", range(1, n + 1))
        prv = array("q", range(-1, n - 1))
        counts: dict[int, int] = {}
        where: dict[int, array[int]] = {}
        base = 0
        for doc in documents:
            size = len(doc)
            if size:
                nxt[base + size - 1] = -1
                prv[base] = -1
            for i in range(size - 1):
                key = (doc[i] << _SHIFT) | doc[i + 1]
                counts[key] = counts.get(key, 0) + 1
                lst = where.get(key)
                if lst is None:
                    where[key] = lst = array("q")
                lst.append(base + i)
            base += size
        self.tokens: list[int] = list(data)
        self.nxt = nxt
        self.prv = prv
        self.counts = counts
        self.where = where

    def positions(self, key: int) -> Iterable[int]:
        """Possibly stale positions where pair ``key`` may be."""
        return self.where.get(key, ())

    def first_position(self, key: int) -> int:
        """Smallest live position holding the pair ``key`` (document order)."""
        a = key >> _SHIFT
        b = key & _MASK
        tokens = self.tokens
        nxt = self.nxt
        best = -1
        for p in self.positions(key):
            if (best < 0 or p < best) and tokens[p] == a:
                q = nxt[p]
                if q >= 0 and tokens[q] == b:
                    best = p
        return best

    def merge(self, key: int, new_id: int) -> tuple[int, list[int]]:
        """Rewrite every occurrence of pair ``key`` left to right (SPEC s2.5).

        Returns:
            The number of replacements, and the pairs whose count changed (the merged
            pair excluded: it is gone).
        """
        a = key >> _SHIFT
        b = key & _MASK
        tokens = self.tokens
        nxt = self.nxt
        prv = self.prv
        where = self.where
        where_get = where.get
        delta: dict[int, int] = {}
        delta_get = delta.get
        left_shift = new_id << _SHIFT
        replaced = 0
        for p in sorted(set(where.pop(key, ()))):
            if tokens[p] != a:
                continue
            q = nxt[p]
            if q < 0 or tokens[q] != b:
                continue
            # Left neighbour: (x, a) becomes (x, new).
            left = prv[p]
            if left >= 0:
                x = tokens[left] << _SHIFT
                old = x | a
                delta[old] = delta_get(old, 0) - 1
                new = x | new_id
                delta[new] = delta_get(new, 0) + 1
                lst = where_get(new)
                if lst is None:
                    where[new] = lst = array("q")
                lst.append(left)
            # Right neighbour: (b, y) becomes (new, y).
            right = nxt[q]
            if right >= 0:
                y = tokens[right]
                old = (b << _SHIFT) | y
                delta[old] = delta_get(old, 0) - 1
                new = left_shift | y
                delta[new] = delta_get(new, 0) + 1
                lst = where_get(new)
                if lst is None:
                    where[new] = lst = array("q")
                lst.append(p)
                prv[right] = p
            tokens[p] = new_id
            tokens[q] = -1
            nxt[p] = right
            replaced += 1
        # The left-to-right pass leaves no (a, b) behind.
        counts = self.counts
        del counts[key]
        delta.pop(key, None)
        for k, d in delta.items():
            if d:
                c = counts.get(k, 0) + d
                if c:
                    counts[k] = c
                else:
                    del counts[k]
        return replaced, list(delta)


def _heap_key(count: int, key: int, tie: str) -> tuple[int, int]:
    if tie == "largest":
        return (-count, -key)
    return (-count, key)


class Trainer:
    """Incremental trainer over a fixed set of documents (SPEC s2, s3, s9).

    Iterate it to train one round at a time; stop iterating to cancel. After (or during)
    training, :meth:`sequences` gives every document's current tokens.

    Args:
        sequences: the counted documents, each ``bytes`` or a sequence of byte values.
        max_merges: upper bound on the number of merges; training stops early when no
            pair is left (SPEC s2.7).
        tie: tie policy, one of :data:`TIE_POLICIES` (SPEC s3).
        keep: how many leading candidates each round records (ties are all recorded).

    Raises:
        ValueError: for a bad merge count or tie policy, before any work.

    Example:
        >>> [r.rule.token_bytes for r in Trainer([b"aaa", b"aba"], 2)]
        [b'aa', b'ab']
    """

    def __init__(
        self,
        sequences: Sequence[Sequence[int]],
        max_merges: int,
        *,
        tie: str = "smallest",
        keep: int = DEFAULT_KEEP_CANDIDATES,
    ) -> None:
        self.max_merges = check_merge_count(max_merges)
        self.tie: TiePolicy = check_tie_policy(tie)
        self.keep = keep
        documents = [bytes(seq) for seq in sequences]
        self._state = _State(documents)
        self._starts: list[int] = []
        pos = 0
        for doc in documents:
            self._starts.append(pos if doc else -1)
            pos += len(doc)
        #: bytes of every byte and learned token ID, indexed by ID
        self.vocabulary: list[bytes] = [bytes([i]) for i in range(BYTE_COUNT)]
        self.rounds_done = 0

    def sequences(self) -> list[list[int]]:
        """Every document's tokens at the current stage, in input order."""
        tokens = self._state.tokens
        nxt = self._state.nxt
        out: list[list[int]] = []
        for start in self._starts:
            seq: list[int] = []
            p = start
            while p >= 0:
                seq.append(tokens[p])
                p = nxt[p]
            out.append(seq)
        return out

    def __iter__(self) -> Iterator[TrainingRound]:
        state = self._state
        counts = state.counts
        tie = self.tie
        vocab = self.vocabulary
        heap = [(*_heap_key(c, k, tie), k) for k, c in counts.items()]
        heapq.heapify(heap)
        while self.rounds_done < self.max_merges and counts:
            rank = self.rounds_done
            top = _pop_leading(heap, counts, self.keep, tie == "first")
            for entry in top:
                heapq.heappush(heap, entry)
            best_count = -top[0][0]
            tied = 0
            for entry in top:
                if -entry[0] != best_count:
                    break
                tied += 1
            keys = [entry[2] for entry in top]
            if tie == "first":
                keys = _order_by_first_position(state, keys, [-e[0] for e in top])
            count_of = {entry[2]: -entry[0] for entry in top}
            winner = keys[0]
            left, right = winner >> _SHIFT, winner & _MASK
            new_id = len(vocab)
            distinct = len(counts)
            replaced, changed = state.merge(winner, new_id)
            for k in changed:
                c = counts.get(k)
                if c:
                    heapq.heappush(heap, (*_heap_key(c, k, tie), k))
            merged_bytes = vocab[left] + vocab[right]
            vocab.append(merged_bytes)
            self.rounds_done += 1
            yield TrainingRound(
                rule=MergeRule(
                    rank=rank,
                    left=left,
                    right=right,
                    token_id=new_id,
                    token_bytes=merged_bytes,
                    candidate_count=best_count,
                    replacement_count=replaced,
                ),
                candidates=tuple(Candidate(k >> _SHIFT, k & _MASK, count_of[k]) for k in keys),
                distinct_pairs=distinct,
                tied=tied,
            )


def iter_rounds(
    sequences: Sequence[Sequence[int]],
    max_merges: int,
    *,
    tie: str = "smallest",
    keep: int = DEFAULT_KEEP_CANDIDATES,
) -> Iterator[TrainingRound]:
    """Train incrementally, yielding one :class:`TrainingRound` per merge.

    A shorthand for ``iter(Trainer(sequences, max_merges, tie=tie, keep=keep))``; see
    :class:`Trainer` for the arguments. Raises ValueError for a bad merge count or tie
    policy before any work.
    """
    return iter(Trainer(sequences, max_merges, tie=tie, keep=keep))


def _pop_leading(
    heap: list[tuple[int, int, int]], counts: dict[int, int], keep: int, complete_groups: bool
) -> list[tuple[int, int, int]]:
    """Pop the valid leading heap entries.

    Takes ``keep`` entries, plus every further entry tied with the winner; with
    ``complete_groups`` also every further entry tied with the last one taken (the
    ``first`` policy needs whole count groups to order them by position). Stale entries
    (whose count changed since they were pushed) are dropped for good.
    """
    out: list[tuple[int, int, int]] = []
    seen: set[int] = set()
    while heap:
        entry = heap[0]
        key = entry[2]
        count = -entry[0]
        if counts.get(key) != count or key in seen:
            heapq.heappop(heap)
            continue
        if (
            len(out) >= keep
            and count != -out[0][0]
            and (not complete_groups or count != -out[-1][0])
        ):
            break
        heapq.heappop(heap)
        seen.add(key)
        out.append(entry)
    return out


def _order_by_first_position(state: _State, keys: list[int], key_counts: list[int]) -> list[int]:
    """Selection order for the ``first`` policy: count, then first position (SPEC s3)."""
    decorated = [(-c, state.first_position(k), k) for k, c in zip(keys, key_counts, strict=True)]
    decorated.sort()
    return [k for _, _, k in decorated]
