"""The trainer's state: one token array over all documents, pair counts and position
lists, and the left-to-right replacement pass of each merge (docs/rules.md s2, s9).

:class:`_State` runs each inner loop one of three ways, all giving the same counts,
positions and tokens: in plain Python (small corpora), in bulk with numpy (from a
megabyte on; see :mod:`bpe_viewer.core.trainer_bulk`), or in the compiled kernel
(:mod:`bpe_viewer.core.kernel`) when it is built and not turned off.
"""

from __future__ import annotations

from array import array
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from bpe_viewer.core import kernel
from bpe_viewer.core.safeio import check_cancelled
from bpe_viewer.core.token_ids import BYTE_COUNT, PAIR_MASK, PAIR_SHIFT
from bpe_viewer.core.trainer_bulk import BulkPaths


class _State(BulkPaths):
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
    #: The same limit with the compiled kernel, whose counting sort builds the index in
    #: one pass: the scans it saves cost more than its 4 bytes per byte up to here.
    _KERNEL_INDEX_LIMIT = 1 << 27
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
        big = n >= self._NUMPY_FROM
        #: the compiled kernel that runs the inner loops, or None (pure Python); weights
        #: beyond 64 bits are plain Python integers, which only the Python loops take
        self.kernel = kernel.KERNEL if weights is None or max(weights, default=1) < 2**62 else None
        #: whether this state merges and reads back in bulk with numpy (``_NUMPY_FROM``)
        self.bulk = big and self.kernel is None
        raw: Any = None
        #: an ``array`` when working in bulk or in the kernel, a list otherwise
        tokens: Any
        if self.kernel is not None:
            tokens = array(self.typecode, [0]) * n
            self.kernel.widen(data, tokens)
        elif big:
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
        if big:
            import numpy as np

            raw = np.frombuffer(data, dtype=np.uint8)
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
            if top < 2**62 and big:
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
        counts: dict[int, int] | None = None
        if self.kernel is not None:
            counts = self.kernel.pair_counts(data, bound, weight)
        elif big:
            counts = self._byte_pair_counts(raw, starts, weights, documents)
        #: every pair's count ``{(left << 32) | right: count}`` (empty once a kernel order
        #: keeps the counts: :meth:`Trainer.__iter__`)
        self.counts = self._byte_pair_counts_slow(documents, weights) if counts is None else counts
        #: (a missing pair's list is made on first use)
        #: (with the kernel, a bytearray of native integers as wide as the tokens')
        self.where: defaultdict[int, Any]
        if self.kernel is not None:
            self.where = defaultdict(bytearray)
        elif isinstance(tokens, list):
            self.where = defaultdict(list)
        else:
            self.where = defaultdict(partial(array, self.typecode))
        #: where the search for a byte pair's first position may start (it only grows)
        self._first_hint: dict[int, int] = {}
        #: byte-pair positions sorted by pair code, and where each code's run starts
        self._pair_index: Any = None
        self._pair_offsets: Any = None
        #: without numpy: each byte pair's positions, listed on the first byte-pair merge
        self._byte_index: dict[int, list[int]] | None = None
        if self.kernel is not None:
            if 1 < n <= self._KERNEL_INDEX_LIMIT:
                self._pair_index = array(self.typecode, [0]) * (n - 1)
                self._pair_offsets = self.kernel.index_pairs(data, self._pair_index)
        elif big and 1 < n <= self._INDEX_LIMIT:
            self._index_byte_pairs(raw)

    def _list_byte_pairs(self) -> dict[int, list[int]]:
        """Every byte pair's positions in ascending order, keyed ``256 * left + right``,
        in one pass over the text (plain Python, for a small corpus)."""
        index: defaultdict[int, list[int]] = defaultdict(list)
        data = self.data
        for i, code in enumerate(map(int.__or__, map((256).__mul__, data), data[1:])):
            index[code].append(i)
        return index

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
                key = (x << PAIR_SHIFT) | y
                counts[key] = get(key, 0) + c * w
        return counts

    def _is_at(self, p: int, a: int, b: int) -> bool:
        """True when live tokens ``a`` then ``b`` start at ``p`` with no barrier between."""
        if self.tokens[p] != a:
            return False
        q = p + self.lens[a]
        return not self.bound[q] and self.tokens[q] == b

    def first_position(self, key: int) -> int:
        """Smallest live position holding the pair ``key`` (document order), or -1."""
        a = key >> PAIR_SHIFT
        b = key & PAIR_MASK
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
        if isinstance(listed, bytearray):
            listed = memoryview(listed).cast("q" if self.typecode == "q" else "i")
        for p in listed:
            if is_at(p, a, b):
                return p
        return -1

    def merge(
        self, key: int, new_id: int, order: Any = None
    ) -> tuple[int, list[tuple[int, int, int]]]:
        """Rewrite every occurrence of pair ``key`` left to right (docs/rules.md s2.5).

        With the compiled kernel, its ``merge`` runs this very loop; otherwise a pair
        with many occurrences is merged in bulk (:meth:`_merge_bulk`), the others one
        position at a time; all give the same counts and position lists.

        Args:
            key: the packed pair ``(left << 32) | right``.
            new_id: the token ID the pair becomes.
            order: with the kernel, its ``Order`` (:attr:`KernelOrder.kernel_order`),
                which then keeps the counts (:attr:`counts` is neither read nor kept):
                the changed pairs move to their new counts there in the same call, as
                its ``regroup`` of the changes would, and the changes come back empty.

        Returns:
            The number of replacements, and ``(pair, old count, new count)`` for every
            pair whose count changed, the merged pair included (its new count is 0).
        """
        a = key >> PAIR_SHIFT
        b = key & PAIR_MASK
        if self.kernel is not None:
            return self._merge_kernel(a, b, new_id, order)
        if order is not None:
            raise ValueError("only the compiled kernel moves pairs in its order directly")
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
                done, changed = self._merge_bulk(key, new_id, found)
                return done, self._apply(key, changed.items())
            positions = (p for part in found for p in part.tolist())
        else:
            listed = self.where.pop(key, None)
            positions = () if listed is None else listed
            if bulk and listed is not None and len(listed) >= self._BULK:
                done, changed = self._merge_bulk(key, new_id, [self._as_numpy(listed)])
                return done, self._apply(key, changed.items())
        tokens = self.tokens
        bound = self.bound
        where = self.where
        delta: defaultdict[int, int] = defaultdict(int)
        left_shift = new_id << PAIR_SHIFT
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
                x <<= PAIR_SHIFT
                delta[x | a] -= w
                new = x | new_id
                delta[new] += w
                where[new].append(left)
            # Right neighbour: (b, y) becomes (new, y).
            end = q + lb
            if not bound[end]:
                y = tokens[end]
                delta[(b << PAIR_SHIFT) | y] -= w
                new = left_shift | y
                delta[new] += w
                where[new].append(p)
            tokens[p] = new_id
            tokens[q] = tokens[end - 1] = -p - 1
            replaced += w
        return replaced, self._apply(key, delta.items())

    def _merge_kernel(
        self, a: int, b: int, new_id: int, order: Any
    ) -> tuple[int, list[tuple[int, int, int]]]:
        """:meth:`merge` of the pair ``(a, b)`` in the compiled kernel: the candidate
        positions (a byte pair's from the index or a scan of the text, a later pair's
        list) go to its ``merge``, which rewrites the tokens, appends the new pairs'
        positions to :attr:`where`, applies the count changes as :meth:`_apply` and,
        given the kernel's ``order``, moves the changed pairs there."""
        assert self.kernel is not None
        positions = self._kernel_positions(a, b, taken=True)
        done: tuple[int, list[tuple[int, int, int]]] = self.kernel.merge(
            self.tokens,
            self.bound,
            self.weight,
            positions,
            a,
            b,
            self.lens[a],
            self.lens[b],
            new_id,
            self.counts,
            self.where,
            order,
        )
        return done

    def _kernel_positions(self, a: int, b: int, *, taken: bool) -> Any:
        """With the kernel, the candidate positions of the pair ``(a, b)`` in ascending
        order: a byte pair's from the index (or a scan of the text), a later pair's list
        in :attr:`where`, which goes from there when ``taken`` (its merge)."""
        assert self.kernel is not None
        if a < BYTE_COUNT and b < BYTE_COUNT:
            if self._pair_index is not None:
                code = (a << 8) | b
                lo, hi = self._pair_offsets[code], self._pair_offsets[code + 1]
                return memoryview(self._pair_index)[lo:hi]
            return self.kernel.find_pairs(self.data, a, b, self.typecode == "q")
        key = (a << PAIR_SHIFT) | b
        return self.where.pop(key, b"") if taken else self.where.get(key, b"")

    def replacement_count(self, key: int) -> int | None:
        """How many occurrences of the pair ``key`` a merge of it now would replace
        (weighted), without merging: its count, less the windows of one token twice
        that overlap the one replaced before them (``a a a`` is replaced once,
        docs/rules.md s2.5). Computed by the compiled kernel; None without it (the
        explanation reads the documents instead, :class:`~bpe_viewer.core.explain.WindowFinder`).
        """
        if self.kernel is None:
            return None
        a = key >> PAIR_SHIFT
        b = key & PAIR_MASK
        count: int = self.kernel.replacement_count(
            self.tokens,
            self.bound,
            self.weight,
            self._kernel_positions(a, b, taken=False),
            a,
            b,
            self.lens[a],
            self.lens[b],
        )
        return count

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

    def live_tokens(self, starts: Sequence[int]) -> tuple[array[int], list[int]]:
        """Every live token in order, and how many stand before each of ``starts``.

        Args:
            starts: ascending positions (sequence starts, and the end ``size``).

        Returns:
            ``(tokens, before)``: one compact array of every live token ID in position
            order, and for each start the number of live tokens before it.
        """
        if self.kernel is not None:
            out = array(self.typecode)
            before: list[int] = self.kernel.live_tokens(self.tokens, array("q", starts), out)
            return out, before
        if self.bulk:
            return self._live_tokens_bulk(starts)
        return self._live_tokens_slow(starts)

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
