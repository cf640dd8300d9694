"""Incremental byte-level BPE trainer (docs/rules.md s2, s3, s9).

The trainer keeps, for every adjacent pair, its current count and a lazy list of the
positions where it was formed. A merge visits only the positions of the winning pair and
updates the counts of the pairs around them, so a round costs time proportional to what
it changes, never a rescan of the corpus. Results are identical to the naive rule of
docs/rules.md s2 (see :mod:`bpe_viewer.core.reference`), which the tests check on random corpora.

Documents are stored one after another in one flat token array (see :class:`_State`);
a document boundary is a barrier, so no pair is ever formed across documents. From a
megabyte on, the arrays are built and read in bulk with numpy; a smaller corpus is
handled in plain Python (importing numpy would cost more than it saves). The rounds
themselves touch only the positions a merge changes.
"""

from __future__ import annotations

import heapq
import itertools
from array import array
from bisect import bisect_left, bisect_right, insort
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple

from bpe_viewer.core.arguments import (
    ArgumentTypeError,
    check_bytes,
    check_int,
    check_sequence,
)
from bpe_viewer.core.bounds import COUNT_MAX
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
RECORDED_TIES_LIMIT = 100
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
        corpus_rank: in a replay (a forced rule), the rule's place among the stage's
            candidates by count: 1 + the number of pairs with a higher count (pairs of
            equal count share a place); None when the pair does not occur, when the
            round was not forced, or when the round was read back from a file (it is a
            figure of the replay, not part of the record).
    """

    __slots__ = ("rule", "distinct_pairs", "tied", "_pairs", "_counts", "corpus_rank")

    def __init__(
        self,
        rule: MergeRule,
        candidates: Iterable[Candidate],
        distinct_pairs: int,
        tied: int,
    ) -> None:
        pairs = array("q")
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
        self.corpus_rank: int | None = None

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
        ArgumentTypeError: (a TypeError, and a ValueError as earlier versions raised)
            if it is not an integer (``True`` and ``2.0`` included).
        ValueError: if it is negative or exceeds ``2**32 - 256``.
    """
    if isinstance(max_merges, bool) or not isinstance(max_merges, int):
        raise ArgumentTypeError(f"merge count must be an integer, got {max_merges!r}")
    if max_merges < 0:
        raise ValueError(f"merge count must be 0 or more, got {max_merges}")
    if max_merges > MAX_MERGES:
        raise ValueError(
            f"merge count {max_merges} exceeds the 32-bit token ID space "
            f"(at most {MAX_MERGES} merges)"
        )
    return max_merges


class _State:
    """One token array over all documents, pair counts and lazy pair-position lists.

    Position ``p`` is a byte offset into the concatenation of the documents. Every live
    token covers a run of bytes ``p .. p + length - 1`` (merges join neighbours, so a
    token's bytes stay contiguous): ``tokens[p]`` holds its ID, the last position of a
    longer token holds ``-(p + 1)`` (a link back to its start) and the positions inside
    hold some other negative value. So the next token starts at ``p + length``, the one
    before ends at ``p - 1``, and one 32-bit entry per byte (64-bit past 2 GB) is all
    the state there is (a small corpus keeps them in a list, which Python reads and
    writes faster). ``bound[p]`` is 1 where a document starts (and at the end): a
    barrier no pair crosses.

    ``where[pair]`` lists, in ascending order, the positions where a pair made by a
    merge was formed; entries are validated when used, never removed one by one, so
    some may be stale. Pairs of two single bytes have no list: their positions are the
    places where the two bytes stand side by side in the original text, found there
    (in bulk, with numpy) when the pair is merged.
    """

    #: Large arrays are built in slices of this many entries: one call over 50 MB would
    #: hold the GIL for a long time and freeze a GUI thread, and cancel is seen between.
    _SLICE = 1 << 20
    #: A merge with at least this many candidate positions runs in bulk (numpy).
    _BULK = 256
    #: Up to this many bytes, the positions of every byte pair are sorted once into an
    #: index (4 bytes per byte); beyond, each byte-pair merge scans the text instead.
    _INDEX_LIMIT = 1 << 25
    #: Occurrences handled together by a bulk merge (bounds its temporary arrays).
    _BULK_STEP = 1 << 18
    #: From this many bytes on, the state is built and read in bulk with numpy (and
    #: large merges run in bulk); below, everything is plain Python: importing numpy
    #: costs more than it saves on a small corpus.
    _NUMPY_FROM = 1 << 20

    def __init__(self, documents: Sequence[bytes], weights: Sequence[int] | None = None) -> None:
        data = b"".join(documents)
        n = len(data)
        # Token IDs stay below 256 + n + 1 (a merge needs a pair), positions below n.
        self.typecode = "i" if n + 2 * BYTE_COUNT < 2**31 else "q"
        self.data = data
        self.size = n
        #: whether this state works in bulk with numpy (see ``_NUMPY_FROM``)
        self.bulk = n >= self._NUMPY_FROM
        raw: Any = None
        #: an ``array`` when working in bulk, a list otherwise
        tokens: Any
        if self.bulk:
            import numpy as np

            dtype = np.int32 if self.typecode == "i" else np.int64
            raw = np.frombuffer(data, dtype=np.uint8)
            tokens = array(self.typecode, [0]) * n
            view = np.frombuffer(tokens, dtype=dtype) if n else np.zeros(0, dtype=dtype)
            step = self._SLICE
            for start in range(0, n, step):
                check_cancelled()  # closing the window stops indexing too
                view[start : start + step] = raw[start : start + step]
            del view
        else:  # lists read and write faster than arrays, and a small corpus fits
            tokens = list(data)
        bound = bytearray(n + 1)
        bound[n] = 1
        starts: Any
        if self.bulk:
            sizes = np.fromiter(map(len, documents), dtype=np.int64, count=len(documents))
            # where each non-empty document starts (a barrier), as one compact array
            starts = (np.cumsum(sizes) - sizes)[sizes > 0]
            np.frombuffer(bound, dtype=np.uint8)[starts] = 1
            del sizes
        else:
            starts = []
            base = 0
            for doc in documents:
                if doc:
                    bound[base] = 1
                    starts.append(base)
                base += len(doc)
        #: each position's weight: how many times its document occurs (None: all 1)
        weight: array[int] | list[int] | None = None
        if weights is not None and any(w != 1 for w in weights):
            top = max(weights)
            if top < 2**62 and self.bulk:
                weight = self._position_weights(documents, weights, "i" if top < 2**31 else "q")
            elif top < 2**62:
                weight = array("q")
                for w, doc in zip(weights, documents, strict=True):
                    weight.extend(array("q", [w]) * len(doc))
            else:  # beyond 64 bits: plain Python integers
                lengths = [len(doc) for doc in documents]
                weight = [w for w, size in zip(weights, lengths, strict=True) for _ in range(size)]
        self.tokens = tokens
        self.bound = bound
        self.weight = weight
        #: length in bytes of every token ID, indexed by ID (the trainer appends)
        self.lens: list[int] = [1] * BYTE_COUNT
        if self.bulk:
            self.counts = self._byte_pair_counts(raw, starts, weights, documents)
        else:
            self.counts = self._byte_pair_counts_slow(documents, weights)
        #: (a missing pair's list is made on first use)
        self.where: defaultdict[int, Any] = (
            defaultdict(partial(array, self.typecode)) if self.bulk else defaultdict(list)
        )
        #: where the search for a byte pair's first position may start (it only grows)
        self._first_hint: dict[int, int] = {}
        #: byte-pair positions sorted by pair code, and where each code's run starts
        self._pair_index: Any = None
        self._pair_offsets: Any = None
        #: without numpy: each byte pair's positions, listed on the first byte-pair merge
        self._byte_index: dict[int, list[int]] | None = None
        if self.bulk and 1 < n <= self._INDEX_LIMIT:
            self._index_byte_pairs(raw)

    def _position_weights(
        self, documents: Sequence[bytes], weights: Sequence[int], typecode: str
    ) -> array[int]:
        """Each position's weight (its document's), as a compact ``array`` filled in
        place a slice of documents at a time: no temporary as large as the corpus."""
        import numpy as np

        out = array(typecode, [0]) * self.size
        if not self.size:
            return out
        view = np.frombuffer(out, dtype=np.int32 if typecode == "i" else np.int64)
        lengths = np.fromiter(map(len, documents), dtype=np.int64, count=len(documents))
        ends = np.cumsum(lengths)
        values = np.array(weights, dtype=np.int64)
        first, count = 0, len(documents)
        while first < count:
            check_cancelled()
            begin = int(ends[first] - lengths[first])
            # the documents that end within the next slice of bytes (at least one)
            stop = max(first + 1, int(np.searchsorted(ends, begin + self._SLICE, side="right")))
            view[begin : int(ends[stop - 1])] = np.repeat(values[first:stop], lengths[first:stop])
            first = stop
        return out

    def _list_byte_pairs(self) -> dict[int, list[int]]:
        """Every byte pair's positions in ascending order, keyed ``256 * left + right``,
        in one pass over the text (plain Python, for a small corpus)."""
        index: defaultdict[int, list[int]] = defaultdict(list)
        data = self.data
        for i, code in enumerate(map(int.__or__, map((256).__mul__, data), data[1:])):
            index[code].append(i)
        return index

    def _index_byte_pairs(self, raw: Any) -> None:
        """Sort every position by the byte pair standing there (16-bit codes): each byte
        pair's positions are then one ascending slice.

        A counting sort a slice of positions at a time: each slice's positions go, in
        order, after the earlier slices' positions of the same pair, so the result is
        the stable sort of every code at once with no 64-bit array as large as the text.
        """
        import numpy as np

        codes = raw[:-1].astype(np.uint16) << 8
        codes |= raw[1:]
        check_cancelled()
        sizes = np.bincount(codes, minlength=1 << 16)
        offsets = np.concatenate(([0], np.cumsum(sizes)))
        order = np.empty(len(codes), dtype=np.int32 if self.typecode == "i" else np.int64)
        placed = offsets[:-1].copy()  # where the next position of each code goes
        step = self._SLICE
        for start in range(0, len(codes), step):
            check_cancelled()
            part = codes[start : start + step]
            local = np.argsort(part, kind="stable")
            sorted_codes = part[local]
            counts = np.bincount(part, minlength=1 << 16)
            firsts = np.cumsum(counts) - counts  # where each code's run starts in the slice
            rank = np.arange(len(part)) - firsts[sorted_codes]
            order[placed[sorted_codes] + rank] = local + start
            placed += counts
        del codes
        self._pair_index = order
        self._pair_offsets = offsets.tolist()

    def _byte_pair_counts(
        self,
        raw: Any,
        starts: Any,
        weights: Sequence[int] | None,
        documents: Sequence[bytes],
    ) -> dict[int, int]:
        """Count every pair of neighbouring bytes inside one document, weighted.

        Pair codes ``256 * left + right`` are counted with ``numpy.bincount`` slice by
        slice; the pairs across document boundaries are then taken off again.
        """
        import numpy as np

        n = self.size
        weight = self.weight
        # Float sums are exact while the total stays below 2**53; beyond, count in Python.
        exact = weight is None or (
            isinstance(weight, array)
            and weights is not None
            and sum(w * len(d) for w, d in zip(weights, documents, strict=True)) < 2**53
        )
        if not exact:
            return self._byte_pair_counts_slow(documents, weights)
        assert not isinstance(weight, list)
        wview = None if weight is None else self._as_numpy(weight)
        total = np.zeros(1 << 16, dtype=np.int64 if wview is None else np.float64)
        step = self._SLICE
        for start in range(0, n - 1, step):
            check_cancelled()
            stop = min(start + step, n - 1)
            codes = raw[start:stop].astype(np.uint16) << 8
            codes |= raw[start + 1 : stop + 1]
            if wview is None:
                total += np.bincount(codes, minlength=1 << 16)
            else:
                total += np.bincount(codes, weights=wview[start:stop], minlength=1 << 16)
        # The pair across each boundary: the last byte of one document, the first of the next.
        cut = starts[starts > 0] - 1
        if len(cut):
            codes = (raw[cut].astype(np.uint16) << 8) | raw[cut + 1]
            if wview is None:
                total -= np.bincount(codes, minlength=1 << 16)
            else:
                total -= np.bincount(codes, weights=wview[cut], minlength=1 << 16)
        if wview is not None:
            total = np.rint(total).astype(np.int64)
        counts: dict[int, int] = {}
        for code in np.flatnonzero(total).tolist():
            counts[((code >> 8) << _SHIFT) | (code & 0xFF)] = int(total[code])
        return counts

    @staticmethod
    def _byte_pair_counts_slow(
        documents: Sequence[bytes], weights: Sequence[int] | None
    ) -> dict[int, int]:
        """:meth:`_byte_pair_counts` in plain Python, one document at a time: for small
        corpora, and for weights beyond 2**53."""
        counts: dict[int, int] = {}
        get = counts.get
        for i, doc in enumerate(documents):
            if not i & 0xFFF:
                check_cancelled()
            if len(doc) < 2:
                continue
            w = 1 if weights is None else weights[i]
            for (x, y), c in Counter(zip(doc, doc[1:], strict=False)).items():
                key = (x << _SHIFT) | y
                counts[key] = get(key, 0) + c * w
        return counts

    def _byte_pair_positions(self, a: int, b: int) -> Iterator[Any]:
        """Every position where byte ``a`` stands before byte ``b`` in the original text,
        ascending, a numpy array per slice (across document boundaries too: the caller
        validates each)."""
        if self._pair_index is not None:
            code = (a << 8) | b
            lo, hi = self._pair_offsets[code], self._pair_offsets[code + 1]
            if hi > lo:
                yield self._pair_index[lo:hi]
            return
        import numpy as np

        raw = np.frombuffer(self.data, dtype=np.uint8)
        n = self.size
        step = self._SLICE
        for start in range(0, n - 1, step):
            stop = min(start + step, n - 1)
            hits = np.flatnonzero((raw[start:stop] == a) & (raw[start + 1 : stop + 1] == b))
            if len(hits):
                yield hits + start

    def _is_at(self, p: int, a: int, b: int) -> bool:
        """True when live tokens ``a`` then ``b`` start at ``p`` with no barrier between."""
        if self.tokens[p] != a:
            return False
        q = p + self.lens[a]
        return not self.bound[q] and self.tokens[q] == b

    def first_position(self, key: int) -> int:
        """Smallest live position holding the pair ``key`` (document order), or -1."""
        a = key >> _SHIFT
        b = key & _MASK
        is_at = self._is_at
        if a < BYTE_COUNT and b < BYTE_COUNT:
            find = self.data.find
            pattern = bytes((a, b))
            p = find(pattern, self._first_hint.get(key, 0))
            while p >= 0 and not is_at(p, a, b):
                p = find(pattern, p + 1)
            if p >= 0:
                self._first_hint[key] = p
            return p
        listed: Sequence[int] = self.where.get(key, ())
        for p in listed:
            if is_at(p, a, b):
                return p
        return -1

    def merge(self, key: int, new_id: int) -> tuple[int, list[tuple[int, int, int]]]:
        """Rewrite every occurrence of pair ``key`` left to right (docs/rules.md s2.5).

        A pair with many occurrences is merged in bulk (:meth:`_merge_bulk`), the others
        one position at a time; both give the same counts and position lists.

        Returns:
            The number of replacements, and ``(pair, old count, new count)`` for every
            pair whose count changed, the merged pair included (its new count is 0).
        """
        a = key >> _SHIFT
        b = key & _MASK
        weight = self.weight
        bulk = self.bulk and not isinstance(weight, list)
        positions: Iterable[int]
        if a < BYTE_COUNT and b < BYTE_COUNT and not self.bulk:
            if self._byte_index is None:
                self._byte_index = self._list_byte_pairs()
            # A byte pair is merged once: afterwards no two one-byte tokens (a, b) meet.
            positions = self._byte_index.pop((a << 8) | b, [])
        elif a < BYTE_COUNT and b < BYTE_COUNT:
            found: Iterable[Any] = self._byte_pair_positions(a, b)
            if self._pair_index is not None:
                found = list(found)
                many = bulk and sum(len(part) for part in found) >= self._BULK
            else:
                many = bulk and self.counts.get(key, 0) >= self._BULK
            if many:
                return self._merge_bulk(key, new_id, found)
            positions = (p for part in found for p in part.tolist())
        else:
            listed = self.where.pop(key, None)
            positions = () if listed is None else listed
            if bulk and listed is not None and len(listed) >= self._BULK:
                return self._merge_bulk(key, new_id, [self._as_numpy(listed)])
        tokens = self.tokens
        bound = self.bound
        where = self.where
        delta: defaultdict[int, int] = defaultdict(int)
        left_shift = new_id << _SHIFT
        la = self.lens[a]
        lb = self.lens[b]
        w = 1
        replaced = 0
        # Every position list is ascending without repeats: byte pairs are found in
        # order, and a later pair's list is filled in the one round that made its new
        # token, by this loop, which walks positions in ascending order.
        for p in positions:
            if tokens[p] != a:
                continue
            q = p + la
            if bound[q] or tokens[q] != b:
                continue
            if weight is not None:
                w = weight[p]
            # Left neighbour: (x, a) becomes (x, new).
            if not bound[p]:
                left = tokens[p - 1]
                if left >= 0:  # a one-byte token
                    x = left
                    left = p - 1
                else:
                    left = -left - 1
                    x = tokens[left]
                x <<= _SHIFT
                delta[x | a] -= w
                new = x | new_id
                delta[new] += w
                where[new].append(left)
            # Right neighbour: (b, y) becomes (new, y).
            end = q + lb
            if not bound[end]:
                y = tokens[end]
                delta[(b << _SHIFT) | y] -= w
                new = left_shift | y
                delta[new] += w
                where[new].append(p)
            tokens[p] = new_id
            tokens[q] = tokens[end - 1] = -p - 1
            replaced += w
        return replaced, self._apply(key, delta.items())

    def _apply(self, key: int, delta: Iterable[tuple[int, int]]) -> list[tuple[int, int, int]]:
        """Add count changes; the merged pair goes (the left-to-right pass leaves no
        ``(a, b)`` behind). Returns ``(pair, old count, new count)`` per changed pair."""
        counts = self.counts
        changes = [(key, counts.pop(key), 0)]
        for k, d in delta:
            if d and k != key:
                old = counts.get(k, 0)
                c = old + d
                if c:
                    counts[k] = c
                else:
                    del counts[k]
                changes.append((k, old, c))
        return changes

    def _as_numpy(self, values: array[int]) -> Any:
        import numpy as np

        return np.frombuffer(values, dtype=np.int32 if values.typecode == "i" else np.int64)

    def _merge_bulk(
        self, key: int, new_id: int, found: Iterable[Any]
    ) -> tuple[int, list[tuple[int, int, int]]]:
        """:meth:`merge` on numpy arrays, for a pair with many occurrences.

        The same left-to-right pass, computed a slice of occurrences at a time: the
        candidate positions that still hold the pair are kept; where occurrences overlap
        (``a == b``, a chain of positions ``la`` apart) every second one from the
        chain's start is merged, as the pass would. A left neighbour that the previous
        occurrence has just merged is the new token, as in the pass. Count changes are
        summed per neighbour token, and each new pair's positions are appended to its
        list in ascending order.
        """
        import numpy as np

        a = key >> _SHIFT
        b = key & _MASK
        la = self.lens[a]
        lb = self.lens[b]
        n = self.size
        tv = self._as_numpy(self.tokens)
        bv = np.frombuffer(self.bound, dtype=np.uint8)
        kept = []
        for part in found:
            part = np.asarray(part, dtype=np.int64)
            part = part[tv[part] == a]
            q = part + la
            kept.append(part[(bv[q] == 0) & (tv[np.minimum(q, n - 1)] == b)])
        sel = np.concatenate(kept) if kept else np.zeros(0, dtype=np.int64)
        del kept
        if a == b and len(sel) > 1:
            # Chains of overlapping occurrences: merge the 1st, 3rd, ... of each chain.
            breaks = np.concatenate(([0], np.flatnonzero(np.diff(sel) != la) + 1))
            chain = np.zeros(len(sel), dtype=np.int64)
            chain[breaks] = breaks
            np.maximum.accumulate(chain, out=chain)
            sel = sel[(np.arange(len(sel)) - chain) % 2 == 0]
            del chain, breaks
        weight = self.weight
        assert not isinstance(weight, list)  # beyond 64 bits: merged one by one
        weights = None if weight is None else self._as_numpy(weight)
        size = new_id + 1
        by_left = np.zeros(size, dtype=np.int64)
        by_right = np.zeros(size, dtype=np.int64)
        replaced = 0
        step = self._BULK_STEP
        for start in range(0, len(sel), step):
            part = sel[start : start + step]
            w = None if weights is None else weights[part]
            end = part + la + lb
            # Left neighbours (x, a) -> (x, new); x is the new token when the occurrence
            # just before was merged (its end is this start), as the pass sees it.
            has_left = bv[part] == 0
            ls = part[has_left]
            t = tv[ls - 1].astype(np.int64)
            lstart = np.where(t >= 0, ls - 1, -t - 1)
            x = tv[lstart].astype(np.int64)
            merged = np.zeros(len(part), dtype=bool)
            merged[1:] = end[:-1] == part[1:]
            merged = merged[has_left]
            before = np.zeros(len(part), dtype=np.int64)
            before[1:] = part[:-1]
            x[merged] = new_id
            lstart = np.where(merged, before[has_left], lstart)
            by_left += _weighted_bincount(x, None if w is None else w[has_left], size)
            self._append_positions(x, lstart, lambda t: (t << _SHIFT) | new_id)
            # Right neighbours (b, y) -> (new, y).
            has_right = bv[end] == 0
            y = tv[end[has_right]].astype(np.int64)
            by_right += _weighted_bincount(y, None if w is None else w[has_right], size)
            self._append_positions(y, part[has_right], lambda t: (new_id << _SHIFT) | t)
            # Rewrite: the new ID at each start, the link back at its end.
            tv[part] = new_id
            tv[part + la] = -part - 1
            tv[end - 1] = -part - 1
            replaced += len(part) if w is None else int(w.sum())
        delta: dict[int, int] = {}
        for tok in np.flatnonzero(by_left).tolist():
            c = int(by_left[tok])
            for k, d in (((tok << _SHIFT) | a, -c), ((tok << _SHIFT) | new_id, c)):
                delta[k] = delta.get(k, 0) + d
        for tok in np.flatnonzero(by_right).tolist():
            c = int(by_right[tok])
            for k, d in (((b << _SHIFT) | tok, -c), ((new_id << _SHIFT) | tok, c)):
                delta[k] = delta.get(k, 0) + d
        return replaced, self._apply(key, delta.items())

    def _append_positions(self, tokens: Any, positions: Any, pair: Callable[[int], int]) -> None:
        """Append ``positions`` (ascending) to the lists of the pairs ``pair(token)``."""
        import numpy as np

        if not len(tokens):
            return
        order = np.argsort(tokens, kind="stable")
        sorted_tokens = tokens[order]
        sorted_pos = positions[order].astype(np.int32 if self.typecode == "i" else np.int64)
        cuts = np.flatnonzero(np.diff(sorted_tokens)) + 1
        firsts = np.concatenate(([0], cuts)).tolist()
        lasts = np.concatenate((cuts, [len(sorted_tokens)])).tolist()
        where = self.where
        for tok, i, j in zip(sorted_tokens[firsts].tolist(), firsts, lasts, strict=True):
            k = pair(tok)
            lst = where.get(k)
            if lst is None:
                where[k] = lst = array(self.typecode)
            lst.frombytes(sorted_pos[i:j].tobytes())

    def live_tokens(self, starts: Sequence[int]) -> tuple[array[int], list[int]]:
        """Every live token in order, and how many stand before each of ``starts``.

        Args:
            starts: ascending positions (sequence starts, and the end ``size``).

        Returns:
            ``(tokens, before)``: one compact array of every live token ID in position
            order, and for each start the number of live tokens before it. Read a slice
            of the token array at a time (numpy).
        """
        if not self.bulk:
            return self._live_tokens_slow(starts)
        import numpy as np

        dtype = np.int32 if self.typecode == "i" else np.int64
        out = array(self.typecode)
        before = np.zeros(len(starts), dtype=np.int64)
        at = np.array(starts, dtype=np.int64)
        if not self.size:
            return out, before.tolist()
        view: Any = np.frombuffer(self.tokens, dtype=dtype)
        step = self._SLICE
        carry = 0
        for start in range(0, self.size, step):
            check_cancelled()
            part = view[start : start + step]
            live = part >= 0
            lo, hi = np.searchsorted(at, [start, start + len(part)])
            if hi > lo:
                running = np.concatenate(([0], np.cumsum(live, dtype=np.int64)))
                before[lo:hi] = carry + running[at[lo:hi] - start]
                carry += int(running[-1])
            else:
                carry += int(np.count_nonzero(live))
            out.frombytes(part[live].tobytes())
        before[at >= self.size] = carry
        return out, before.tolist()

    def _live_tokens_slow(self, starts: Sequence[int]) -> tuple[array[int], list[int]]:
        """:meth:`live_tokens` in plain Python, for a small corpus."""
        tokens = self.tokens
        out = array(self.typecode)
        before: list[int] = []
        done = 0
        for start in starts:
            if start > done:
                out.extend([t for t in tokens[done:start] if t >= 0])
                done = start
            before.append(len(out))
        if done < self.size:
            out.extend([t for t in tokens[done:] if t >= 0])
        return out, before

    def drop_tokens(self) -> None:
        """Free the token array and its companions (the state is spent afterwards)."""
        self.tokens = array(self.typecode)
        self.bound = bytearray(1)
        self.weight = None
        self._pair_index = None
        self._byte_index = None
        self.data = b""
        self.size = 0


def _weighted_bincount(values: Any, weights: Any, size: int) -> Any:
    """``numpy.bincount`` of small non-negative ``values``, exact for integer weights.

    Float sums are exact while the total stays below 2**53; beyond, ``numpy.add.at`` on
    64-bit integers.
    """
    import numpy as np

    if weights is None:
        return np.bincount(values, minlength=size)
    if float(weights.sum(dtype=np.float64)) < 2**52:
        return np.rint(np.bincount(values, weights=weights, minlength=size)).astype(np.int64)
    out = np.zeros(size, dtype=np.int64)
    np.add.at(out, values, weights)
    return out


def _sequence_bytes(sequence: object, index: int) -> bytes:
    """One training sequence as bytes: bytes as they are, or a sequence of byte values.

    Raises:
        ArgumentTypeError: for an ``int``, a ``str`` or anything else that is not a
            sequence of integers, named ``sequences[index]``.
        ValueError: for a value outside 0..255.
    """
    name = f"sequences[{index}]"
    if isinstance(sequence, (bytes, bytearray, memoryview)):
        return check_bytes(sequence, name)
    if isinstance(sequence, str) or not isinstance(sequence, Sequence):
        raise ArgumentTypeError(
            f"{name} must be bytes or a sequence of byte values, got {type(sequence).__name__}"
        )
    values = [check_int(v, f"{name}[{j}]") for j, v in enumerate(sequence)]
    try:
        return bytes(values)
    except ValueError:
        bad = next(j for j, v in enumerate(values) if not 0 <= v <= 255)
        raise ValueError(f"{name}[{bad}] must be a byte value 0..255, got {values[bad]}") from None


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
        ArgumentTypeError: (a TypeError; also a ValueError) for ``sequences`` that is
            not a list of sequences (one ``bytes`` is refused: its byte values would be
            the documents), an item that is an ``int`` or ``str`` (``bytes(5)`` would be
            five zero bytes), or a merge count, tie policy or ``keep`` of the wrong type.
        ValueError: for a bad merge count, tie policy, ``keep`` below 0, a weight (or weights
            whose total times the sequences' lengths passes ``COUNT_MAX``), or a
            byte value outside 0..255, before any work.

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
        self.keep = check_int(keep, "keep", low=0)
        documents = [
            seq if type(seq) is bytes else _sequence_bytes(seq, i)
            for i, seq in enumerate(check_sequence(sequences, "sequences"))
        ]
        if weights is not None:
            weights = list(weights)
            if len(weights) != len(documents):
                raise ValueError(f"{len(weights)} weights for {len(documents)} sequences")
            for i, w in enumerate(weights):
                if type(w) is not int or w < 1:
                    raise ValueError(f"weight of sequence {i} must be a whole number >= 1: {w!r}")
            total = 0
            for i, (w, doc) in enumerate(zip(weights, documents, strict=True)):
                total += w * len(doc)
                if total > COUNT_MAX:
                    raise ValueError(
                        f"sequence {i}: the weights times the sequences' lengths, added up, "
                        f"pass {COUNT_MAX}, the largest pair count"
                    )
        self._state = _State(documents, weights)
        #: where each document ends in the joined text (one 64-bit entry per document)
        self._ends = array("q", itertools.accumulate(map(len, documents)))
        self._by_count: dict[int, set[int]] = {}
        #: a large count group's heap of order entries (see :meth:`_entry`)
        self._heaps: dict[int, list[Any]] = {}
        #: the first members of a count group as order entries in selection order: the
        #: whole group, or (a large group) an exact prefix of it, kept so as pairs come
        #: and go (not kept under ``first``, whose order moves as positions are merged)
        self._sorted: dict[int, list[Any]] = {}
        #: 1 when a pair's order entry is its packed key (``smallest``), -1 when it is
        #: the negated key (``largest``), 0 when it is ``(tie key, packed key)``
        self._sign = {"smallest": 1, "largest": -1}.get(self.tie, 0)
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
        """Free the training state a slice at a time; the trainer is spent afterwards
        (its tokens can no longer be read).

        Dropping millions of entries in one go holds the GIL for tens of milliseconds,
        long enough to freeze a window drawing on another thread.
        """
        state = self._state
        tables = (
            self._heaps,
            self._sorted,
            self._by_count,
            state.where,
            state.counts,
        )
        for table in tables:
            while table:
                for _ in range(min(len(table), 4096)):
                    table.popitem()
        state.drop_tokens()
        self.max_merges = self.rounds_done

    def sequences(self) -> list[list[int]]:
        """Every document's tokens at the current stage, in input order."""
        return [toks.tolist() for toks in self.token_arrays()]

    def token_arrays(self) -> list[array[int]]:
        """Every document's tokens at the current stage, in input order, each as a
        compact ``array`` of 32-bit IDs (64-bit for inputs past 2 GB)."""
        tokens, ends = self.live_tokens()
        width = tokens.itemsize
        data = memoryview(tokens).cast("B")
        out: list[array[int]] = []
        begin = 0
        for end in ends:
            toks = array(tokens.typecode)
            toks.frombytes(data[begin * width : end * width])
            out.append(toks)
            begin = end
        return out

    def live_tokens(self) -> tuple[array[int], list[int]]:
        """Every document's tokens at the current stage, one after another in input
        order, and where each document's tokens end (a cumulative count per document).

        Returns:
            ``(tokens, ends)``: a compact ``array`` of 32-bit IDs (64-bit past 2 GB),
            and ``ends[i]``, the index in ``tokens`` just after document ``i``'s last.
        """
        return self._state.live_tokens(self._ends)

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
                pairs, pair_counts, tied = array("q"), array("Q"), 0
            if forced is None:
                winner = pairs[0]
                best_count = pair_counts[0]
            else:
                winner = forced[rank]
                best_count = counts.get(winner, 0)
                if best_count:  # pairs counted more often than the forced one, + 1
                    higher = levels[bisect_right(levels, best_count) :]
                    forced_place = 1 + sum(map(len, map(by_count.__getitem__, higher)))
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
            state.lens.append(len(merged_bytes))
            if changes:
                self._regroup(changes, levels)
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
            rnd = TrainingRound._packed(rule, pairs, pair_counts, distinct, tied)
            if forced is not None and best_count:
                rnd.corpus_rank = forced_place
            yield rnd

    def _regroup(self, changes: list[tuple[int, int, int]], levels: list[int]) -> None:
        """Move every changed pair from its old count group to its new one, keeping the
        sorted lists of :attr:`_sorted` exact and pushing newcomers onto the heaps.

        Args:
            changes: ``(pair, old count, new count)`` per changed pair; a count of 0
                means no group.
            levels: the ascending counts that have a group, updated in place.
        """
        by_count = self._by_count
        heaps = self._heaps
        ordered = self._sorted
        entry_of = self._entry
        # Under ``first`` no group is kept sorted (see _group_leaders): only heaps change.
        for key, old, new in changes:
            entry: Any = None
            if old:
                group = by_count[old]
                group.discard(key)
                if not group:
                    del by_count[old]
                    del levels[bisect_left(levels, old)]
                    heaps.pop(old, None)
                    ordered.pop(old, None)
                else:
                    listed = ordered.get(old)
                    if listed is not None:
                        entry = entry_of(key)
                        at = bisect_left(listed, entry)
                        if at < len(listed) and listed[at] == entry:
                            del listed[at]
            if new:
                joined = by_count.get(new)
                if joined is None:
                    by_count[new] = joined = set()
                    insort(levels, new)
                joined.add(key)
                heap = heaps.get(new)
                listed = ordered.get(new)
                if heap is None and listed is None:
                    continue
                if entry is None:
                    entry = entry_of(key)
                if heap is not None:
                    heapq.heappush(heap, entry)
                # The whole group, or an exact prefix that the newcomer enters.
                if listed is not None and (
                    len(listed) == len(joined) - 1 or (listed and entry < listed[-1])
                ):
                    insort(listed, entry)

    def _leading(
        self, by_count: dict[int, set[int]], levels: list[int]
    ) -> tuple[array[int], array[int], int]:
        """The leading candidates in selection order (docs/rules.md s3), and the tie size.

        Takes count groups from the top until ``keep`` pairs are taken: the winner's
        group whole (up to :data:`RECORDED_TIES_LIMIT` pairs), a lower group cut to what
        is still needed.
        """
        keep = self.keep
        pairs = array("q")  # packed pairs stay below 2**63; "q" converts faster than "Q"
        pair_counts = array("Q")
        taken = tied = 0
        for i in range(len(levels) - 1, -1, -1):
            c = levels[i]
            group = by_count[c]
            if not taken:
                tied = len(group)
                need = max(keep, min(tied, RECORDED_TIES_LIMIT))
            else:
                need = keep - taken
            part = self._group_leaders(c, group, need)
            pairs.extend(part)
            got = len(part)
            pair_counts.extend(array("Q", (c,)) * got)
            taken += got
            if taken >= keep:
                break
        return pairs, pair_counts, tied

    def _entry(self, key: int) -> Any:
        """A pair's order entry: entries sort in selection order inside one count group
        (docs/rules.md s3).

        The packed key itself under ``smallest``, its negation under ``largest`` (both
        order as the policy's key function of :mod:`bpe_viewer.core.ties` does), and
        ``(tie key, packed key)`` under the other policies.
        """
        sign = self._sign
        if sign:
            return key * sign
        return (self._tie_key(key >> _SHIFT, key & _MASK), key)

    def _keys(self, entries: Iterable[Any]) -> list[int]:
        """The packed pairs of order entries (see :meth:`_entry`)."""
        sign = self._sign
        if sign == 1:
            return list(entries)
        if sign == -1:
            return [-e for e in entries]
        return [e[1] for e in entries]

    def _group_leaders(self, count: int, group: set[int], n: int) -> list[int]:
        """The first ``n`` pairs of one count group in selection order.

        A small group is sorted whole; :meth:`_regroup` keeps it sorted while it lives.
        A large group gets a heap of order entries that stays with it while it lives
        (new members are pushed by :meth:`_regroup`), so reading its leaders costs
        ``O(n log g)`` instead of a pass over all ``g`` members; members that left are
        dropped when they surface. The leaders read (twice as many as asked) are kept as
        a sorted prefix, which :meth:`_regroup` keeps exact, so most rounds read them
        from there. Under the ``first`` policy a pair's first position only grows
        (occurrences of a pair are made in one round and only consumed afterwards), so
        a surfaced entry with an old position is pushed back with the current one, and
        nothing is kept sorted.
        """
        first = self.tie == "first"
        listed = self._sorted.get(count)
        if listed is not None and (len(listed) >= n or len(listed) == len(group)):
            return self._keys(listed[:n])
        heaps = self._heaps
        heap = heaps.get(count)
        entry_of = self._entry
        if heap is None:
            if len(group) <= max(n, _HEAP_GROUP_SIZE):
                if self._sign == 1:
                    listed = sorted(group)
                else:
                    listed = sorted(map(entry_of, group))
                if not first:
                    self._sorted[count] = listed
                return self._keys(listed[:n])
            heap = list(map(entry_of, group))
            heapq.heapify(heap)
            heaps[count] = heap
        sign = self._sign
        out: list[int] = []
        seen: set[int] = set()
        taken: list[Any] = []
        # Read twice what is needed, so that the next rounds find it in the prefix.
        want = n if first else 2 * n
        while heap and len(out) < want:
            entry = heapq.heappop(heap)
            key = entry * sign if sign else entry[1]
            if key not in group or key in seen:
                continue
            if first:
                now = entry_of(key)
                if now != entry:
                    heapq.heappush(heap, now)
                    continue
            seen.add(key)
            out.append(key)
            taken.append(entry)
        for entry in taken:
            heapq.heappush(heap, entry)
        if not first:
            self._sorted[count] = taken
        return out[:n]


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
