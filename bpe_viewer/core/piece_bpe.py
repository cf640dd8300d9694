"""Byte-pair encoding of pre-tokenization pieces by lowest rank (docs/rules.md s6).

Encoding a piece applies the learned rules in ascending rank, each with one left-to-right
pass (docs/rules.md s2.5). Merging a pair of rank r only creates pairs holding the new
token ``256 + r``, whose rules all have ranks above r, so this equals "repeatedly merge
every occurrence of the lowest-rank adjacent pair present, left to right" (the way
tiktoken and Hugging Face tokenizers encode). The cost depends on the piece's length and
the number of merges made in it, never on the number of rules: a pair's rank is one
lookup.

:class:`PieceEncoder` has three forms of that one rule, chosen by the work at hand:

- a short piece on its own: the pairs' ranks in a list, the lowest merged, its two
  neighbours looked up again (:meth:`PieceEncoder.encode_short`);
- many pieces at once: every piece's lowest pair found and merged in the same array
  operations (numpy), pieces leaving the arrays as they finish
  (:meth:`PieceEncoder.encode_many`);
- a long piece (a document without pre-tokenization): a linked list with a heap of
  ranks, visiting only positions a rule can change, in O(n log n) time
  (:meth:`PieceEncoder.encode_long`).

All three give the same IDs; the tests hold them to the rule-by-rule reference.

Example:
    >>> from bpe_viewer.core.trainer import MergeRule
    >>> rules = [MergeRule(0, 97, 97, 256, b"aa", 2, 1)]
    >>> PieceEncoder(rules).encode_pieces([b"aaa", b"aaaa"])
    [[256, 97], [256, 256]]
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule

if TYPE_CHECKING:
    import numpy as np

__all__ = ["BATCH_MIN_PIECES", "LONG_PIECE_BYTES", "PieceEncoder"]

# Token IDs are below 2**32 (docs/rules.md s2.7), so a pair packs into one int.
_SHIFT = 32
#: Fewest pieces :meth:`PieceEncoder.encode_pieces` hands to the array form; fewer are
#: encoded one by one (the arrays' set-up costs more than it saves on a handful).
BATCH_MIN_PIECES = 64
#: Pieces longer than this many bytes use the linked-list form (its cost grows as
#: n log n; the other two grow faster with the length of one piece).
LONG_PIECE_BYTES = 256
# A rank larger than any (no rule for the pair), for the list form and the arrays.
_NO_RANK = 1 << 62
_NO_RANK32 = (1 << 31) - 1


class PieceEncoder:
    """Encodes pre-tokenization pieces with a table's merge rules (docs/rules.md s6).

    Args:
        rules: the rules in rank order, ranks ``0..k-1`` (checked by
            :class:`~bpe_viewer.core.encoding.MergeTable`, which builds this).

    The arrays of the batch form are built on first use (numpy is imported then).
    """

    __slots__ = ("_rules", "_ranks", "_byte_pair_ranks", "_arrays")

    def __init__(self, rules: Sequence[MergeRule]) -> None:
        self._rules: tuple[MergeRule, ...] = tuple(rules)
        #: ``left << 32 | right`` -> rank
        self._ranks: dict[int, int] = {
            (rule.left << _SHIFT) | rule.right: rule.rank for rule in self._rules
        }
        byte_pair_ranks = [-1] * (BYTE_COUNT * BYTE_COUNT)
        for rule in self._rules:
            if rule.left < BYTE_COUNT and rule.right < BYTE_COUNT:
                byte_pair_ranks[(rule.left << 8) | rule.right] = rule.rank
        self._byte_pair_ranks: list[int] = byte_pair_ranks
        self._arrays: tuple[Any, Any, Any] | None = None

    def encode_pieces(self, pieces: Sequence[bytes]) -> list[list[int]]:
        """Encode each piece on its own (no merge joins two pieces).

        Args:
            pieces: byte strings (any bytes, empty allowed).

        Returns:
            One list of token IDs per piece, in order.
        """
        out: list[list[int] | None] = [None] * len(pieces)
        middle: list[int] = []
        for index, piece in enumerate(pieces):
            size = len(piece)
            if size < 2 or not self._rules:
                out[index] = list(piece)
            elif size > LONG_PIECE_BYTES:
                out[index] = self.encode_long(piece)
            else:
                middle.append(index)
        if len(middle) >= BATCH_MIN_PIECES:
            batch = self._encode_many([pieces[i] for i in middle])
            for index, ids in zip(middle, batch, strict=True):
                out[index] = ids
        else:
            for index in middle:
                out[index] = self.encode_short(pieces[index])
        return out  # type: ignore[return-value]  # every slot is filled above

    def encode_short(self, piece: bytes) -> list[int]:
        """One piece, lowest rank first over a list of pair ranks (O(n * merges)).

        Args:
            piece: any bytes.

        Returns:
            Its token IDs.
        """
        ids = list(piece)
        if len(ids) < 2:
            return ids
        get = self._ranks.get
        none = _NO_RANK
        byte_rank = self._byte_pair_ranks
        pair_ranks = []
        for left, right in zip(piece, piece[1:], strict=False):
            rank = byte_rank[(left << 8) | right]
            pair_ranks.append(none if rank < 0 else rank)
        while True:
            rank = min(pair_ranks)
            if rank == none:
                return ids
            i = pair_ranks.index(rank)  # the leftmost occurrence first (docs/rules.md s2.5)
            new = BYTE_COUNT + rank
            ids[i] = new
            del ids[i + 1]
            del pair_ranks[i]
            if i:
                pair_ranks[i - 1] = get((ids[i - 1] << _SHIFT) | new, none)
            if i < len(pair_ranks):
                pair_ranks[i] = get((new << _SHIFT) | ids[i + 1], none)
            elif not pair_ranks:
                return ids

    def _tables(self) -> tuple[Any, Any, Any]:
        """(sorted packed pairs, their ranks, byte-pair ranks) as numpy arrays."""
        if self._arrays is None:
            import numpy as np

            keys = np.fromiter(self._ranks, dtype=np.int64, count=len(self._ranks))
            ranks = np.fromiter(self._ranks.values(), dtype=np.int64, count=len(self._ranks))
            order = np.argsort(keys)
            byte_ranks = np.array(self._byte_pair_ranks, dtype=np.int32)
            byte_ranks[byte_ranks < 0] = _NO_RANK32
            self._arrays = (keys[order], ranks[order].astype(np.int32), byte_ranks)
        return self._arrays

    def _lookup(self, left: np.ndarray, right: np.ndarray) -> np.ndarray:
        """The rank of each pair ``(left[i], right[i])``, or ``_NO_RANK32``."""
        import numpy as np

        keys, ranks, _ = self._tables()
        wanted = (left.astype(np.int64) << _SHIFT) | right
        at = np.searchsorted(keys, wanted)
        np.minimum(at, len(keys) - 1, out=at)
        return np.where(keys[at] == wanted, ranks[at], _NO_RANK32)

    def encode_many(self, pieces: Sequence[bytes]) -> list[list[int]]:
        """Many pieces at once: each round of array operations merges, in every piece
        not yet finished, every occurrence of that piece's lowest-rank pair (left to
        right: in a run ``x x x`` of a self-pair only the first of each two).

        Args:
            pieces: byte strings (any bytes, empty allowed).

        Returns:
            One list of token IDs per piece, in order.
        """
        if not self._rules or any(len(piece) < 2 for piece in pieces):
            out = [list(piece) for piece in pieces]
            if self._rules:
                pairs = [i for i, piece in enumerate(pieces) if len(piece) >= 2]
                for i, ids in zip(pairs, self.encode_many([pieces[i] for i in pairs]), strict=True):
                    out[i] = ids
            return out
        return self._encode_many(pieces)

    def _encode_many(self, pieces: Sequence[bytes]) -> list[list[int]]:
        """:meth:`encode_many` of pieces of two bytes or more."""
        import numpy as np

        count = len(pieces)
        out: list[Any] = [None] * count
        if not count:
            return out
        _, _, byte_ranks = self._tables()
        lengths = np.fromiter(map(len, pieces), dtype=np.int64, count=count)
        data = np.frombuffer(b"".join(pieces), dtype=np.uint8)
        # 32-bit IDs and ranks (a table of 2**31 rules does not fit in memory anyway)
        ids = data.astype(np.int32)
        size = len(ids)
        ends = np.cumsum(lengths) - 1
        is_end = np.zeros(size, dtype=bool)
        is_end[ends] = True
        # ranks[i]: rank of the pair (ids[i], ids[i + 1]) inside one piece, else none
        ranks = np.full(size, _NO_RANK32, dtype=np.int32)
        ranks[:-1] = byte_ranks[(data[:-1].astype(np.intp) << 8) | data[1:]]
        ranks[is_end] = _NO_RANK32
        names = np.arange(count)  # each open piece's index in ``pieces``
        while True:
            starts = np.empty(len(ends), dtype=np.int64)
            starts[0] = 0
            starts[1:] = ends[:-1] + 1
            lowest = np.minimum.reduceat(ranks, starts)
            sizes = ends - starts + 1
            done = lowest == _NO_RANK32
            keep = np.ones(len(ids), dtype=bool)
            if done.any():
                finished = np.repeat(done, sizes)
                flat = ids[finished].tolist()
                at = 0
                for name, length in zip(names[done].tolist(), sizes[done].tolist(), strict=True):
                    out[name] = flat[at : at + length]
                    at += length
                if done.all():
                    return out
                keep &= ~finished
                open_pieces = ~done
                names = names[open_pieces]
                lowest = lowest[open_pieces]
                sizes = sizes[open_pieces]
                ids = ids[keep]
                ranks = ranks[keep]
                is_end = is_end[keep]
                keep = np.ones(len(ids), dtype=bool)
            where = np.flatnonzero(ranks == np.repeat(lowest, sizes))
            steps = np.diff(where)
            if len(steps) and (steps == 1).any():
                # Overlapping windows of a self-pair: the pass takes every other one of
                # a run, starting from its first (docs/rules.md s2.5).
                order = np.arange(len(where))
                first = np.empty(len(where), dtype=bool)
                first[0] = True
                first[1:] = steps != 1
                run_start = np.maximum.accumulate(np.where(first, order, 0))
                where = where[(order - run_start) % 2 == 0]
            ids[where] = BYTE_COUNT + ranks[where]
            is_end[where] = is_end[where + 1]
            keep[where + 1] = False
            ids = ids[keep]
            ranks = ranks[keep]
            is_end = is_end[keep]
            merged = where - np.arange(len(where))  # the new tokens' positions
            touched = np.zeros(len(ids), dtype=bool)
            touched[merged] = True
            before = merged[merged > 0] - 1
            touched[before[~is_end[before]]] = True  # (token before, new token)
            touched &= ~is_end
            again = np.flatnonzero(touched)
            ranks[merged] = _NO_RANK32
            ranks[again] = self._lookup(ids[again], ids[again + 1])
            ends = np.flatnonzero(is_end)

    def encode_long(self, piece: bytes) -> list[int]:
        """One piece, lowest rank first over a linked list, touching only changed
        positions: O(n log n) time whatever the number of rules.

        Args:
            piece: any bytes.

        Returns:
            Its token IDs.
        """
        n = len(piece)
        if n < 2:
            return list(piece)
        keyed = self._ranks
        tokens = list(piece)
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prv = list(range(-1, n - 1))
        # rank -> left positions where its pair was formed (possibly stale since).
        pending: dict[int, list[int]] = {}
        byte_rank = self._byte_pair_ranks
        for i in range(n - 1):
            r = byte_rank[(piece[i] << 8) | piece[i + 1]]
            if r >= 0:
                lst = pending.get(r)
                if lst is None:
                    pending[r] = [i]
                else:
                    lst.append(i)
        heap = list(pending)
        heapq.heapify(heap)
        heappush = heapq.heappush
        rules = self._rules
        while heap:
            r = heapq.heappop(heap)
            positions = pending.pop(r)
            rule = rules[r]
            a, b, new = rule.left, rule.right, rule.token_id
            new_left = new << _SHIFT
            # Positions are byte offsets of the input, so ascending order is document
            # order: the same left-to-right pass as training (docs/rules.md s2.5).
            positions.sort()
            for p in positions:
                if tokens[p] != a:
                    continue
                q = nxt[p]
                if q < 0 or tokens[q] != b:
                    continue
                right = nxt[q]
                tokens[p] = new
                tokens[q] = -1
                nxt[p] = right
                # New pairs contain ``new``, so their ranks are above r: never this pass.
                left = prv[p]
                if left >= 0:
                    r2 = keyed.get((tokens[left] << _SHIFT) | new)
                    if r2 is not None:
                        lst = pending.get(r2)
                        if lst is None:
                            pending[r2] = [left]
                            heappush(heap, r2)
                        else:
                            lst.append(left)
                if right >= 0:
                    prv[right] = p
                    r2 = keyed.get(new_left | tokens[right])
                    if r2 is not None:
                        lst = pending.get(r2)
                        if lst is None:
                            pending[r2] = [p]
                            heappush(heap, r2)
                        else:
                            lst.append(p)
        out: list[int] = []
        p = 0
        while p >= 0:
            out.append(tokens[p])
            p = nxt[p]
        return out
