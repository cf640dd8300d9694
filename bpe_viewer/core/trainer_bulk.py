"""The trainer's bulk paths on numpy arrays, for corpora from a megabyte on (docs/rules.md s9).

:class:`BulkPaths` is the numpy half of the trainer's state
(:class:`bpe_viewer.core.trainer_state._State`): the position weights, the byte-pair
index and counts built a slice at a time, the merge of a pair with many occurrences
in bulk, and the live tokens read back a slice at a time. Each computes exactly what
the plain-Python code of the state computes; the tests run both on the same corpora.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from bpe_viewer.core.safeio import check_cancelled
from bpe_viewer.core.token_ids import PAIR_MASK, PAIR_SHIFT


class BulkPaths:
    """The numpy paths of the trainer's state; a mixin of :class:`_State`, whose
    attributes (declared here) it reads and writes."""

    _SLICE: int
    _BULK_STEP: int
    size: int
    typecode: str
    data: bytes
    tokens: Any
    bound: bytearray
    weight: array[int] | list[int] | None
    lens: list[int]
    where: dict[int, Any]
    _pair_index: Any
    _pair_offsets: Any

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
    ) -> dict[int, int] | None:
        """Count every pair of neighbouring bytes inside one document, weighted.

        Pair codes ``256 * left + right`` are counted with ``numpy.bincount`` slice by
        slice; the pairs across document boundaries are then taken off again.

        Returns:
            ``{packed pair: count}``, or None when weighted sums could pass 2**53 (where
            float sums stop being exact): the caller then counts in plain Python.
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
            return None
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
            counts[((code >> 8) << PAIR_SHIFT) | (code & 0xFF)] = int(total[code])
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

    def _as_numpy(self, values: array[int]) -> Any:
        import numpy as np

        return np.frombuffer(values, dtype=np.int32 if values.typecode == "i" else np.int64)

    def _merge_bulk(
        self, key: int, new_id: int, found: Iterable[Any]
    ) -> tuple[int, dict[int, int]]:
        """The replacement pass of ``merge`` on numpy arrays, for a pair with many
        occurrences; returns the number of replacements and the count change of every
        neighbouring pair (``{packed pair: change}``), which the caller applies.

        The same left-to-right pass, computed a slice of occurrences at a time: the
        candidate positions that still hold the pair are kept; where occurrences overlap
        (``a == b``, a chain of positions ``la`` apart) every second one from the
        chain's start is merged, as the pass would. A left neighbour that the previous
        occurrence has just merged is the new token, as in the pass. Count changes are
        summed per neighbour token, and each new pair's positions are appended to its
        list in ascending order.
        """
        import numpy as np

        a = key >> PAIR_SHIFT
        b = key & PAIR_MASK
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
            self._append_positions(x, lstart, lambda t: (t << PAIR_SHIFT) | new_id)
            # Right neighbours (b, y) -> (new, y).
            has_right = bv[end] == 0
            y = tv[end[has_right]].astype(np.int64)
            by_right += _weighted_bincount(y, None if w is None else w[has_right], size)
            self._append_positions(y, part[has_right], lambda t: (new_id << PAIR_SHIFT) | t)
            # Rewrite: the new ID at each start, the link back at its end.
            tv[part] = new_id
            tv[part + la] = -part - 1
            tv[end - 1] = -part - 1
            replaced += len(part) if w is None else int(w.sum())
        delta: dict[int, int] = {}
        for tok in np.flatnonzero(by_left).tolist():
            c = int(by_left[tok])
            for k, d in (((tok << PAIR_SHIFT) | a, -c), ((tok << PAIR_SHIFT) | new_id, c)):
                delta[k] = delta.get(k, 0) + d
        for tok in np.flatnonzero(by_right).tolist():
            c = int(by_right[tok])
            for k, d in (((b << PAIR_SHIFT) | tok, -c), ((new_id << PAIR_SHIFT) | tok, c)):
                delta[k] = delta.get(k, 0) + d
        return replaced, delta

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

    def _live_tokens_bulk(self, starts: Sequence[int]) -> tuple[array[int], list[int]]:
        """Every live token in order, and how many stand before each of ``starts``.

        Args:
            starts: ascending positions (sequence starts, and the end ``size``).

        Returns:
            ``(tokens, before)``: one compact array of every live token ID in position
            order, and for each start the number of live tokens before it. Read a slice
            of the token array at a time (numpy).
        """
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
