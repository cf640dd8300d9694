"""How many windows of a pair of one token twice the left-to-right pass skips.

At stage ``s`` a maximal run of ``L`` adjacent copies of token ``t`` holds ``L - 1``
windows of the pair ``(t, t)``; the left-to-right pass of docs/rules.md s2.5 replaces
every other one starting with the first, so it skips ``(L - 1) // 2`` of them (``aaa``:
one of two, ``aaaa``: one of three). Only the runs of three or more differ from the
pair's count.

Rebuilding every document at stage ``s`` to find the runs costs a pass over the corpus
per question. :class:`RepeatIndex` answers from the final tokens instead, exactly:

* every token at stage ``s`` lies inside one final token, so the stage-``s`` run
  structure of a final token type (all copies of ``t``; or a leading run, skipped windows
  inside, a trailing run) is computed once per token type from the merge rules and
  weighted by how often the type occurs;
* a run can continue from one final token into the next only where the first ends with
  the bytes of ``t`` and the next starts with them, so the index keeps every boundary
  between adjacent final tokens sorted by (last byte before it, first byte after it);
  a question reads only the boundaries whose bytes fit ``t`` and joins the runs there.

The index is built once per run (one pass over the final tokens, vectorised with numpy;
the training worker builds it before the window shows the run) and each question costs
the token types that hold ``t`` plus the boundaries whose bytes fit, not the corpus.
Runs cut into pre-tokenization pieces have barriers between final tokens that the index
does not keep, and the rows of a piece or word table stand for many occurrences each;
for them :meth:`RepeatIndex.skipped` returns None and the caller scans.

Example:
    >>> from bpe_viewer.core import train
    >>> run = train([b"aaaa", b"aaa", b"ab"], 1)
    >>> repeat_index(run).skipped(97, 0)
    2
"""

from __future__ import annotations

import threading
import weakref
from array import array
from bisect import bisect_left
from typing import TYPE_CHECKING

from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import RunBase

__all__ = ["RepeatIndex", "repeat_index"]


def _skips(length: int) -> int:
    """Windows the left-to-right pass skips in a run of ``length`` copies of a token."""
    return (length - 1) // 2 if length > 0 else 0


class RepeatIndex:
    """Skipped windows of any self-pair ``(t, t)`` at any stage, from the final tokens.

    Args:
        run: the training record; only its counted documents are indexed.

    Memory: about 10 bytes per final token of the counted documents; nothing for a
    pre-tokenized run, which it cannot answer.
    """

    def __init__(self, run: RunBase) -> None:
        import numpy as np  # imported here: most commands never need it

        self.run = run
        #: False when pre-tokenization barriers make the index unusable (callers scan)
        self.usable = run.pretokenizer == "none" and all(
            run.documents[i].weight == 1 for i in run.counted_indexes()
        )
        self._answers: dict[tuple[int, int], int] = {}
        self._lock = threading.Lock()
        if not self.usable:
            return  # nothing to index: every question is answered by a scan
        finals = [run.final_token_array(i) for i in run.counted_indexes()]
        lengths = np.fromiter(map(len, finals), dtype=np.int64, count=len(finals))
        total = int(lengths.sum()) if len(lengths) else 0
        # The compact arrays laid end to end (a copy in C), then read as one numpy array.
        joined = array("i")
        for final in finals:
            joined.extend(final if final.typecode == "i" else array("i", final))
        ids = np.frombuffer(joined, dtype=np.int32) if total else np.zeros(0, dtype=np.int32)
        size = run.special_base + len(run.special_tokens)
        first = np.zeros(size, dtype=np.uint16)
        last = np.zeros(size, dtype=np.uint16)
        for token in range(size):
            data = run.token_bytes(token)
            if data:
                first[token] = data[0]
                last[token] = data[-1]
        #: final tokens of the counted documents, in corpus order
        self._ids = ids
        #: True at the first final token of each document (no run crosses into it)
        self._starts = np.zeros(total + 1, dtype=bool)
        self._starts[np.cumsum(lengths)] = True
        if total > 1:
            # boundaries inside documents (index of the final token before each)
            inside = np.nonzero(~self._starts[1:total])[0].astype(np.int32)
            keys = (last[ids[inside]] << 8) | first[ids[inside + 1]]
            order = np.argsort(keys, kind="stable")
            #: those boundaries sorted by (last byte before, first byte after)
            self._order = inside[order]
            self._keys = keys[order]
        else:
            self._order = np.zeros(0, dtype=np.int32)
            self._keys = np.zeros(0, dtype=np.uint16)
        self._first = first
        self._last = last
        self._occurrences = run._final_token_occurrences(True)
        #: ranks of the rules that consume each token (take it as left or right part)
        self._consumed: dict[int, list[int]] = {}
        for rule in run.rules:
            self._consumed.setdefault(rule.left, []).append(rule.rank)
            if rule.right != rule.left:
                self._consumed.setdefault(rule.right, []).append(rule.rank)

    def skipped(self, token: int, stage: int) -> int | None:
        """Windows of ``(token, token)`` at ``stage`` the left-to-right pass skips.

        The pair's replacement count is its candidate count minus this (docs/rules.md
        s2.5). Exact; costs the token types holding ``token`` and the final-token
        boundaries whose bytes fit it.

        Args:
            token: a token ID made before ``stage`` (a byte, or a rule of rank < stage).
            stage: 0..``merge_count``.

        Returns:
            The number of skipped windows in the counted documents (0 when ``token``
            does not exist at ``stage``), or None for a pre-tokenized or weighted run. Answers are
            kept per token and span of stages between two rounds that consume it.
        """
        if not self.usable:
            return None
        run = self.run
        if token >= BYTE_COUNT + stage or token >= run.special_base:
            return 0
        # The copies of `token` (and so its runs) change only in the rounds that consume
        # it: every stage between two of them has the same answer.
        epoch = bisect_left(self._consumed.get(token, ()), stage)
        with self._lock:
            known = self._answers.get((token, epoch))
        if known is None:
            known = self._count(token, stage)
            with self._lock:
                self._answers[(token, epoch)] = known
        return known

    def _count(self, token: int, stage: int) -> int:
        import numpy as np

        run = self.run
        rules = run.rules
        size = len(self._first)
        lead = np.zeros(size, dtype=np.int64)
        trail = np.zeros(size, dtype=np.int64)
        pure = np.zeros(size, dtype=bool)
        # Stage-`stage` run structure of every final token type holding `token`:
        # (pure, leading run, skipped inside, trailing run); a pure type is `n` copies.
        shape: dict[int, tuple[bool, int, int, int]] = {token: (True, 1, 0, 1)}
        base = 0
        for rank in range(stage, len(rules)):
            rule = rules[rank]
            left = shape.get(rule.left)
            right = shape.get(rule.right)
            if left is None and right is None:
                continue
            lp, la, lm, lb = left or (False, 0, 0, 0)
            rp, ra, rm, rb = right or (False, 0, 0, 0)
            if lp and rp:
                joined = (True, la + ra, 0, la + ra)
            elif lp:
                joined = (False, la + ra, rm, rb)
            elif rp:
                joined = (False, la, lm, lb + rb)
            else:
                joined = (False, la, lm + rm + _skips(lb + ra), rb)
            made = BYTE_COUNT + rank
            shape[made] = joined
        lead[token] = trail[token] = 1
        pure[token] = True
        # Rules before the stage are not followed: a token they made other than `token`
        # is itself a token at the stage, so no copy of `token` inside it is one.
        for made, (is_pure, a, mid, b) in shape.items():
            if made != token:
                lead[made] = a
                trail[made] = b
                pure[made] = is_pure
            inside = _skips(a) if is_pure else _skips(a) + mid + _skips(b)
            if inside:
                base += inside * self._occurrences.get(made, 0)
        # Runs that continue across a boundary between two final tokens.
        key = (int(self._last[token]) << 8) | int(self._first[token])
        lo = int(np.searchsorted(self._keys, np.uint16(key), side="left"))
        hi = int(np.searchsorted(self._keys, np.uint16(key), side="right"))
        if lo == hi:
            return base
        at = self._order[lo:hi]
        before = trail[self._ids[at]]
        after_ids = self._ids[at + 1]
        after = lead[after_ids]
        meet = np.nonzero((before > 0) & (after > 0))[0]
        if len(meet) == 0:
            return base
        at = at[meet]
        before = before[meet]
        after = after[meet]
        through = pure[after_ids[meet]]
        # A run goes on across the next boundary only through a token of copies only.
        new = np.ones(len(at), dtype=bool)
        new[1:] = (at[1:] != at[:-1] + 1) | ~through[:-1]
        begins = np.nonzero(new)[0]
        head = before[begins]
        length = head + np.add.reduceat(after, begins)
        parts = np.maximum(head - 1, 0) // 2 + np.add.reduceat(
            np.maximum(after - 1, 0) // 2, begins
        )
        return base + int((np.maximum(length - 1, 0) // 2 - parts).sum())


_INDEXES: weakref.WeakKeyDictionary[RunBase, RepeatIndex] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def repeat_index(run: RunBase, *, first_round: bool = False) -> RepeatIndex:
    """The run's :class:`RepeatIndex`, built on first use (once per run, thread-safe).

    Args:
        run: the training record.
        first_round: also answer now for the self-pairs among the recorded candidates of
            round 0, the round a window opens on (the training worker asks for this).
    """
    with _LOCK:
        index = _INDEXES.get(run)
        if index is None:
            index = _INDEXES[run] = RepeatIndex(run)
    if first_round and run.merge_count > 0:
        for cand in run.candidates(0, limit=run.rounds[0].recorded):
            if cand.left == cand.right:
                index.skipped(cand.left, 0)
    return index
