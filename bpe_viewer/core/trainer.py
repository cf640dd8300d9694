"""Incremental byte-level BPE trainer (docs/rules.md s2, s3, s9).

The trainer keeps, for every adjacent pair, its current count and a lazy list of the
positions where it was formed. A merge visits only the positions of the winning pair and
updates the counts of the pairs around them, so a round costs time proportional to what
it changes, never a rescan of the corpus. Results are identical to the naive rule of
docs/rules.md s2 (see :mod:`bpe_viewer.core.reference`), which the tests check on random corpora.

Documents are stored one after another in flat arrays with ``next``/``prev`` links;
a link of -1 is a document barrier, so no pair is ever formed across documents.
"""

from __future__ import annotations

import heapq
from array import array
from bisect import bisect_left, insort
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from bpe_viewer.core.safeio import check_cancelled
from bpe_viewer.core.ties import TIE_POLICIES as TIE_POLICIES
from bpe_viewer.core.ties import TiePolicy, pair_key
from bpe_viewer.core.ties import check_tie_policy as check_tie_policy

#: Number of single-byte token IDs; the first learned token is ``BYTE_COUNT + rank``.
BYTE_COUNT = 256
#: Largest number of merges a run may request: token IDs must fit in 32 bits (docs/rules.md s2.7).
MAX_MERGES = 2**32 - BYTE_COUNT
#: How many candidates of each round the trainer records by default.
DEFAULT_KEEP_CANDIDATES = 100
#: Pairs tied with the winner are all recorded up to this many; a larger tie (late
#: rounds of a long run on a small corpus) records its first ones in selection order,
#: and ``TrainingRun.candidates`` computes the rest on demand.
RECORDED_TIES_LIMIT = 1000
#: Count groups larger than this get a heap for reading their leaders.
_HEAP_GROUP_SIZE = 256

_SHIFT = 32
_MASK = (1 << _SHIFT) - 1


class Candidate(NamedTuple):
    """One candidate pair of a round (docs/rules.md s1).

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
    """One learned merge rule (docs/rules.md s1).

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


class TrainingRound:
    """Everything the trainer reports about one round.

    Attributes:
        rule: the rule learned in this round.
        candidates: the leading candidates in selection order (winner first): at least
            the top ``keep`` (fewer if fewer pairs exist) and always every pair tied with
            the winner. Stored packed; the tuple is built on access.
        distinct_pairs: number of distinct candidate pairs at the round's stage.
        tied: number of pairs whose count equals the winner's, the winner included.
    """

    __slots__ = ("rule", "distinct_pairs", "tied", "_pairs", "_counts")

    def __init__(
        self,
        rule: MergeRule,
        candidates: Iterable[Candidate],
        distinct_pairs: int,
        tied: int,
    ) -> None:
        pairs = array("Q")
        counts = array("Q")
        for c in candidates:
            pairs.append((c.left << _SHIFT) | c.right)
            counts.append(c.count)
        self._set(rule, pairs, counts, distinct_pairs, tied)

    def _set(
        self, rule: MergeRule, pairs: array[int], counts: array[int], distinct: int, tied: int
    ) -> None:
        self.rule = rule
        self.distinct_pairs = distinct
        self.tied = tied
        self._pairs = pairs
        self._counts = counts

    @classmethod
    def _packed(
        cls, rule: MergeRule, pairs: array[int], counts: array[int], distinct: int, tied: int
    ) -> TrainingRound:
        rnd = cls.__new__(cls)
        rnd._set(rule, pairs, counts, distinct, tied)
        return rnd

    @property
    def candidates(self) -> tuple[Candidate, ...]:
        """The recorded candidates, winner first."""
        return tuple(
            Candidate(k >> _SHIFT, k & _MASK, c)
            for k, c in zip(self._pairs, self._counts, strict=True)
        )

    @property
    def recorded(self) -> int:
        """How many candidates were recorded."""
        return len(self._pairs)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrainingRound):
            return NotImplemented
        return (
            self.rule == other.rule
            and self.distinct_pairs == other.distinct_pairs
            and self.tied == other.tied
            and self._pairs == other._pairs
            and self._counts == other._counts
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"TrainingRound(rule={self.rule!r}, recorded={self.recorded}, "
            f"distinct_pairs={self.distinct_pairs}, tied={self.tied})"
        )


def check_merge_count(max_merges: object) -> int:
    """Validate a requested merge count before any work (docs/rules.md s2.7).

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


class _State:
    """Flat linked token arrays, pair counts and lazy pair-position lists.

    Position ``p`` is an offset into the concatenation of the documents; ``nxt[p]`` and
    ``prv[p]`` link live tokens, -1 marks a document barrier, ``tokens[p] == -1`` a
    token consumed by a merge. ``where[pair]`` lists, in ascending order, the positions
    where the pair was formed; entries are validated when used, never removed one by
    one, so some may be stale.
    """

    #: Large arrays are built in slices of this many entries: one C call over 10 MB
    #: would hold the GIL for a third of a second and freeze a GUI thread.
    _SLICE = 1 << 16

    def __init__(self, documents: Sequence[bytes], weights: Sequence[int] | None = None) -> None:
        data = b"".join(documents)
        n = len(data)
        step = self._SLICE
        nxt = array("q")
        prv = array("q")
        tokens = array("q")
        for start in range(0, n, step):
            stop = min(start + step, n)
            nxt.extend(range(start + 1, stop + 1))
            prv.extend(range(start - 1, stop - 1))
            tokens.extend(data[start:stop])
        counts: dict[int, int] = {}
        where: dict[int, array[int]] = {}
        #: each position's weight: how many times its document occurs (None: all 1)
        weight: array[int] | None = None
        if weights is not None:
            weight = array("q")
            for doc, w in zip(documents, weights, strict=True):
                weight.extend([w] * len(doc))
        base = 0
        for d, doc in enumerate(documents):
            size = len(doc)
            if size:
                nxt[base + size - 1] = -1
                prv[base] = -1
            w = 1 if weights is None else weights[d]
            for chunk in range(0, size - 1, self._SLICE):
                check_cancelled()  # closing the window stops indexing too
                for i in range(chunk, min(chunk + self._SLICE, size - 1)):
                    key = (doc[i] << _SHIFT) | doc[i + 1]
                    counts[key] = counts.get(key, 0) + w
                    lst = where.get(key)
                    if lst is None:
                        where[key] = lst = array("q")
                    lst.append(base + i)
            base += size
        self.tokens = tokens
        self.nxt = nxt
        self.prv = prv
        self.counts = counts
        self.where = where
        self.weight = weight

    def first_position(self, key: int) -> int:
        """Smallest live position holding the pair ``key`` (document order), or -1."""
        a = key >> _SHIFT
        b = key & _MASK
        tokens = self.tokens
        nxt = self.nxt
        for p in self.where.get(key, ()):
            if tokens[p] == a:
                q = nxt[p]
                if q >= 0 and tokens[q] == b:
                    return p
        return -1

    def merge(self, key: int, new_id: int) -> tuple[int, list[tuple[int, int, int]]]:
        """Rewrite every occurrence of pair ``key`` left to right (docs/rules.md s2.5).

        Returns:
            The number of replacements, and ``(pair, old count, new count)`` for every
            pair whose count changed, the merged pair included (its new count is 0).
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
        weight = self.weight
        w = 1
        replaced = 0
        # Every position list is ascending without repeats: stage-0 lists are built in
        # order, and a later pair's list is filled in the one round that made its new
        # token, by this loop, which walks positions in ascending order.
        for p in where.pop(key, ()):
            if tokens[p] != a:
                continue
            q = nxt[p]
            if q < 0 or tokens[q] != b:
                continue
            if weight is not None:
                w = weight[p]
            # Left neighbour: (x, a) becomes (x, new).
            left = prv[p]
            if left >= 0:
                x = tokens[left] << _SHIFT
                old = x | a
                delta[old] = delta_get(old, 0) - w
                new = x | new_id
                delta[new] = delta_get(new, 0) + w
                lst = where_get(new)
                if lst is None:
                    where[new] = lst = array("q")
                lst.append(left)
            # Right neighbour: (b, y) becomes (new, y).
            right = nxt[q]
            if right >= 0:
                y = tokens[right]
                old = (b << _SHIFT) | y
                delta[old] = delta_get(old, 0) - w
                new = left_shift | y
                delta[new] = delta_get(new, 0) + w
                lst = where_get(new)
                if lst is None:
                    where[new] = lst = array("q")
                lst.append(p)
                prv[right] = p
            tokens[p] = new_id
            tokens[q] = -1
            nxt[p] = right
            replaced += w
        # The left-to-right pass leaves no (a, b) behind.
        counts = self.counts
        changes = [(key, counts.pop(key), 0)]
        delta.pop(key, None)
        for k, d in delta.items():
            if d:
                old = counts.get(k, 0)
                c = old + d
                if c:
                    counts[k] = c
                else:
                    del counts[k]
                changes.append((k, old, c))
        return replaced, changes


class Trainer:
    """Incremental trainer over a fixed set of documents (docs/rules.md s2, s3, s9).

    Iterate it to train one round at a time; stop iterating to cancel. After (or during)
    training, :meth:`sequences` gives every document's current tokens.

    Args:
        sequences: the counted documents, each ``bytes`` or a sequence of byte values.
        max_merges: upper bound on the number of merges; training stops early when no
            pair is left (docs/rules.md s2.7).
        tie: tie policy, one of :data:`TIE_POLICIES` (docs/rules.md s3).
        keep: how many leading candidates each round records; every pair tied with the
            winner is recorded too, up to :data:`RECORDED_TIES_LIMIT`.
        forced: replay a table instead of choosing: round ``r`` merges ``forced[r]``
            (left, right) whatever the counts, even when it does not occur (count and
            replacements 0); the recorded candidates stay the corpus's own leaders, so
            ``candidates[0]`` is what the corpus would have chosen. ``max_merges`` is
            then the number of forced pairs.
        weights: optional positive whole number per sequence: how many times that
            sequence stands in the corpus (docs/rules.md s9). Pair counts and
            replacements count every copy, so training distinct pre-tokenization pieces
            weighted by frequency learns what training every occurrence learns. Under
            the ``first`` policy the sequences must be in order of first occurrence.

    Raises:
        ValueError: for a bad merge count, tie policy or weight, before any work.

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
        forced: Sequence[tuple[int, int]] | None = None,
        weights: Sequence[int] | None = None,
    ) -> None:
        self._forced: list[int] | None = None
        if forced is not None:
            self._forced = [(a << _SHIFT) | b for a, b in forced]
            max_merges = len(self._forced)
        self.max_merges = check_merge_count(max_merges)
        self.tie: TiePolicy = check_tie_policy(tie)
        self.keep = keep
        documents = [bytes(seq) for seq in sequences]
        if weights is not None:
            weights = list(weights)
            if len(weights) != len(documents):
                raise ValueError(f"{len(weights)} weights for {len(documents)} sequences")
            for i, w in enumerate(weights):
                if type(w) is not int or w < 1:
                    raise ValueError(f"weight of sequence {i} must be a whole number >= 1: {w!r}")
        self._state = _State(documents, weights)
        self._starts: list[int] = []
        pos = 0
        for doc in documents:
            self._starts.append(pos if doc else -1)
            pos += len(doc)
        self._by_count: dict[int, set[int]] = {}
        self._heaps: dict[int, list[tuple[Any, int]]] = {}
        #: bytes of every byte and learned token ID, indexed by ID
        self.vocabulary: list[bytes] = [bytes([i]) for i in range(BYTE_COUNT)]
        self.rounds_done = 0
        first_position = self._state.first_position
        self._tie_key = pair_key(
            self.tie,
            token_bytes=self.vocabulary.__getitem__,
            first_position=lambda left, right: first_position((left << _SHIFT) | right),
        )

    def release(self) -> None:
        """Free the training state a slice at a time; the trainer is spent afterwards.

        Dropping millions of entries in one go holds the GIL for tens of milliseconds,
        long enough to freeze a window drawing on another thread.
        """
        state = self._state
        for table in (self._heaps, self._by_count, state.where, state.counts):
            while table:
                for _ in range(min(len(table), 4096)):
                    table.popitem()
        self.max_merges = self.rounds_done

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
        vocab = self.vocabulary
        # Pairs grouped by count, and the sorted list of counts that have pairs: the
        # winner's group is the last one, and the leading candidates are read off the
        # top groups without touching the rest.
        by_count = self._by_count
        for key, c in counts.items():
            group = by_count.get(c)
            if group is None:
                by_count[c] = group = set()
            group.add(key)
        levels = sorted(by_count)
        forced = self._forced
        while self.rounds_done < self.max_merges and (counts or forced is not None):
            rank = self.rounds_done
            if counts:
                pairs, pair_counts, tied = self._leading(by_count, levels)
            else:
                pairs, pair_counts, tied = array("Q"), array("Q"), 0
            if forced is None:
                winner = pairs[0]
                best_count = pair_counts[0]
            else:
                winner = forced[rank]
                best_count = counts.get(winner, 0)
            left, right = winner >> _SHIFT, winner & _MASK
            new_id = len(vocab)
            distinct = len(counts)
            if best_count:
                replaced, changes = state.merge(winner, new_id)
            else:  # a forced pair that does not occur: nothing changes
                replaced, changes = 0, []
            # Known before the new pairs are ordered: the bytes policies read them.
            merged_bytes = vocab[left] + vocab[right]
            vocab.append(merged_bytes)
            heaps = self._heaps
            for key, old, new in changes:
                if old:
                    group = by_count[old]
                    group.discard(key)
                    if not group:
                        del by_count[old]
                        del levels[bisect_left(levels, old)]
                        heaps.pop(old, None)
                if new:
                    group = by_count.get(new)
                    if group is None:
                        by_count[new] = group = set()
                        insort(levels, new)
                    group.add(key)
                    heap = heaps.get(new)
                    if heap is not None:
                        heapq.heappush(heap, (self._order_key(key), key))
            self.rounds_done += 1
            rule = MergeRule(
                rank=rank,
                left=left,
                right=right,
                token_id=new_id,
                token_bytes=merged_bytes,
                candidate_count=best_count,
                replacement_count=replaced,
            )
            yield TrainingRound._packed(rule, pairs, pair_counts, distinct, tied)

    def _leading(
        self, by_count: dict[int, set[int]], levels: list[int]
    ) -> tuple[array[int], array[int], int]:
        """The leading candidates in selection order (docs/rules.md s3), and the tie size.

        Takes count groups from the top until ``keep`` pairs are taken: the winner's
        group whole (up to :data:`RECORDED_TIES_LIMIT` pairs), a lower group cut to what
        is still needed.
        """
        keep = self.keep
        pairs = array("Q")
        pair_counts = array("Q")
        tied = 0
        for i in range(len(levels) - 1, -1, -1):
            c = levels[i]
            group = by_count[c]
            if not pairs:
                tied = len(group)
                need = max(keep, min(tied, RECORDED_TIES_LIMIT))
            else:
                need = keep - len(pairs)
            part = self._group_leaders(c, group, need)
            pairs.extend(part)
            pair_counts.extend([c] * len(part))
            if len(pairs) >= keep:
                break
        return pairs, pair_counts, tied

    def _order_key(self, key: int) -> Any:
        """Selection order inside one count group: smaller comes first (docs/rules.md s3).

        The policy's key function of :mod:`bpe_viewer.core.ties`, on the unpacked pair.
        """
        return self._tie_key(key >> _SHIFT, key & _MASK)

    def _group_leaders(self, count: int, group: set[int], n: int) -> list[int]:
        """The first ``n`` pairs of one count group in selection order.

        Small groups are sorted. A large group gets a heap of (order key, pair) that
        stays with it while it lives (new members are pushed by :meth:`__iter__`), so
        reading its leaders costs ``O(n log g)`` instead of a pass over all ``g``
        members every round; members that left are dropped when they surface. Under
        the ``first`` policy a pair's first position only grows (occurrences of a pair
        are made in one round and only consumed afterwards), so a surfaced entry with an
        old position is pushed back with the current one.
        """
        order = self._order_key
        heaps = self._heaps
        heap = heaps.get(count)
        if heap is None:
            if len(group) <= max(n, _HEAP_GROUP_SIZE):
                ordered = sorted(group, key=order)
                return ordered[:n]
            heap = [(order(k), k) for k in group]
            heapq.heapify(heap)
            heaps[count] = heap
        first = self.tie == "first"
        out: list[int] = []
        taken: list[tuple[Any, int]] = []
        seen: set[int] = set()
        while heap and len(out) < n:
            entry = heapq.heappop(heap)
            key = entry[1]
            if key not in group or key in seen:
                continue
            if first:
                now = order(key)
                if now != entry[0]:
                    heapq.heappush(heap, (now, key))
                    continue
            seen.add(key)
            out.append(key)
            taken.append(entry)
        for entry in taken:
            heapq.heappush(heap, entry)
        return out


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
