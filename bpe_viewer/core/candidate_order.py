"""The candidate order of the trainer: pairs grouped by count, read in selection order
(docs/rules.md s3).

:class:`CandidateOrder` keeps every pair with a count in the group of its count, and the
ascending list of counts that have a group: the winner's group is the last one, and a
round's leading candidates are read off the top groups without touching the rest. A
group's members are ordered by the tie policy; large groups get a heap, and the first
members of a group are kept as an exact sorted prefix while pairs come and go.
"""

from __future__ import annotations

import heapq
from array import array
from bisect import bisect_left, bisect_right, insort
from collections.abc import Callable, Iterable
from typing import Any

from bpe_viewer.core.ties import TiePolicy
from bpe_viewer.core.token_ids import PAIR_MASK, PAIR_SHIFT

#: Pairs tied with the winner are all recorded up to this many; a larger tie (late
#: rounds of a long run on a small corpus) records its first ones in selection order,
#: and ``TrainingRun.candidates`` computes the rest on demand.
RECORDED_TIES_LIMIT = 100
#: Count groups larger than this get a heap for reading their leaders.
_HEAP_GROUP_SIZE = 256


class CandidateOrder:
    """Every pair with a count, grouped by count and ordered by a tie policy.

    Args:
        counts: ``{packed pair: count}`` at the first stage (read once, not kept).
        tie: the tie policy (docs/rules.md s3).
        keep: how many leading candidates :meth:`leading` reads at least.
        tie_key: the policy's key of a pair ``(left, right)`` inside one count group
            (:func:`bpe_viewer.core.ties.pair_key`); read only by the policies other than
            ``smallest`` and ``largest``.
    """

    def __init__(
        self,
        counts: dict[int, int],
        tie: TiePolicy,
        keep: int,
        tie_key: Callable[[int, int], Any],
    ) -> None:
        self.tie = tie
        self.keep = keep
        self._tie_key = tie_key
        self._by_count: dict[int, set[int]] = {}
        #: a large count group's heap of order entries (see :meth:`_entry`)
        self._heaps: dict[int, list[Any]] = {}
        #: the first members of a count group as order entries in selection order: the
        #: whole group, or (a large group) an exact prefix of it, kept so as pairs come
        #: and go (not kept under ``first``, whose order moves as positions are merged)
        self._sorted: dict[int, list[Any]] = {}
        #: 1 when a pair's order entry is its packed key (``smallest``), -1 when it is
        #: the negated key (``largest``), 0 when it is ``(tie key, packed key)``
        self._sign = {"smallest": 1, "largest": -1}.get(tie, 0)
        by_count = self._by_count
        for key, c in counts.items():
            group = by_count.get(c)
            if group is None:
                by_count[c] = group = set()
            group.add(key)
        #: the ascending counts that have a group
        self.levels = sorted(by_count)

    def place(self, count: int) -> int:
        """1 + the number of pairs counted more often than ``count``: the place by count
        of a pair with that count (pairs of equal count share a place)."""
        higher = self.levels[bisect_right(self.levels, count) :]
        return 1 + sum(map(len, map(self._by_count.__getitem__, higher)))

    def clear(self) -> None:
        """Drop every group a slice at a time (see ``Trainer.release``)."""
        for table in (self._heaps, self._sorted, self._by_count):
            while table:
                for _ in range(min(len(table), 4096)):
                    table.popitem()
        self.levels = []

    def regroup(self, changes: list[tuple[int, int, int]]) -> None:
        """Move every changed pair from its old count group to its new one, keeping the
        sorted lists of :attr:`_sorted` exact and pushing newcomers onto the heaps.

        Args:
            changes: ``(pair, old count, new count)`` per changed pair; a count of 0
                means no group.
        """
        levels = self.levels
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

    def leading(self) -> tuple[array[int], array[int], int]:
        """The leading candidates in selection order (docs/rules.md s3), and the tie size.

        Takes count groups from the top until ``keep`` pairs are taken: the winner's
        group whole (up to :data:`RECORDED_TIES_LIMIT` pairs), a lower group cut to what
        is still needed.

        Returns:
            ``(pairs, counts, tied)``: the packed pairs, their counts, and how many
            pairs share the winner's count.
        """
        by_count = self._by_count
        levels = self.levels
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
        return (self._tie_key(key >> PAIR_SHIFT, key & PAIR_MASK), key)

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

        A small group is sorted whole; :meth:`regroup` keeps it sorted while it lives.
        A large group gets a heap of order entries that stays with it while it lives
        (new members are pushed by :meth:`regroup`), so reading its leaders costs
        ``O(n log g)`` instead of a pass over all ``g`` members; members that left are
        dropped when they surface. The leaders read (twice as many as asked) are kept as
        a sorted prefix, which :meth:`regroup` keeps exact, so most rounds read them
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


class KernelOrder:
    """:class:`CandidateOrder` for the ``smallest`` and ``largest`` policies, kept by the
    compiled kernel's ``Order`` (a heap of ``(count, pair)`` entries beside each pair's
    count and the size of each count group): the same candidates, tie sizes and places.

    Args:
        counts: ``{packed pair: count}`` at the first stage (read once, not kept).
        tie: ``"smallest"`` or ``"largest"``.
        keep: how many leading candidates :meth:`leading` reads at least.
        engine: the kernel module (:data:`bpe_viewer.core.kernel.KERNEL`).
    """

    #: the policies this order keeps; the others need :class:`CandidateOrder`
    POLICIES = ("smallest", "largest")

    def __init__(self, counts: dict[int, int], tie: TiePolicy, keep: int, engine: Any) -> None:
        if tie not in self.POLICIES:
            raise ValueError(f"the kernel's order keeps {self.POLICIES}, not {tie!r}")
        sign = 1 if tie == "smallest" else -1
        #: the kernel's ``Order`` itself, which the kernel's merge updates directly
        self.kernel_order: Any = engine.Order(counts, sign, keep, RECORDED_TIES_LIMIT)
        self._order = self.kernel_order

    def leading(self) -> tuple[array[int], array[int], int]:
        """As :meth:`CandidateOrder.leading`: ``(pairs, counts, tied)``."""
        packed, counted, tied = self._order.leading()
        pairs = array("q")
        pairs.frombytes(packed)
        pair_counts = array("Q")
        pair_counts.frombytes(counted)
        return pairs, pair_counts, tied

    def regroup(self, changes: list[tuple[int, int, int]]) -> None:
        """As :meth:`CandidateOrder.regroup`."""
        self._order.regroup(changes)

    def place(self, count: int) -> int:
        """As :meth:`CandidateOrder.place`."""
        place: int = self._order.place(count)
        return place

    def clear(self) -> None:
        """Free the order (it is spent afterwards)."""
        self._order.clear()
