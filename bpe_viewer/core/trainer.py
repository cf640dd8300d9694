"""Incremental byte-level BPE trainer (docs/rules.md s2, s3, s9).

The trainer keeps, for every adjacent pair, its current count and a lazy list of the
positions where it was formed. A merge visits only the positions of the winning pair and
updates the counts of the pairs around them, so a round costs time proportional to what
it changes, never a rescan of the corpus. Results are identical to the naive rule of
docs/rules.md s2 (see :mod:`bpe_viewer.core.reference`), which the tests check on random corpora.

Documents are stored one after another in one flat token array (see
:mod:`bpe_viewer.core.trainer_state`); a document boundary is a barrier, so no pair is
ever formed across documents. The inner loops run in the compiled kernel when it is
built (:mod:`bpe_viewer.core.kernel`); otherwise, from a megabyte on, the arrays are
built and read in bulk with numpy (:mod:`bpe_viewer.core.trainer_bulk`), and a smaller
corpus is handled in plain Python (importing numpy would cost more than it saves). The
rounds themselves touch only the positions a merge changes; the candidates of each
round are read off :mod:`bpe_viewer.core.candidate_order`.
"""

from __future__ import annotations

import itertools
import operator
import threading
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

from bpe_viewer.core.arguments import (
    ArgumentTypeError,
    check_bytes,
    check_int,
    check_sequence,
)
from bpe_viewer.core.bounds import COUNT_MAX
from bpe_viewer.core.candidate_order import RECORDED_TIES_LIMIT as RECORDED_TIES_LIMIT
from bpe_viewer.core.candidate_order import CandidateOrder, KernelOrder
from bpe_viewer.core.ties import TIE_POLICIES as TIE_POLICIES
from bpe_viewer.core.ties import TiePolicy, pair_key
from bpe_viewer.core.ties import check_tie_policy as check_tie_policy
from bpe_viewer.core.token_ids import BYTE_COUNT as BYTE_COUNT
from bpe_viewer.core.token_ids import PAIR_MASK, PAIR_SHIFT
from bpe_viewer.core.trainer_state import _State as _State

#: Largest number of merges a run may request: token IDs must fit in 32 bits (docs/rules.md s2.7).
MAX_MERGES = 2**32 - BYTE_COUNT
#: How many candidates of each round the trainer records by default.
DEFAULT_KEEP_CANDIDATES = 100

_SHIFT = PAIR_SHIFT
_MASK = PAIR_MASK


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
        self_replacements: for the recorded candidates of one token twice (``a a``),
            ``{(left << 32) | right: replacements}``: how many occurrences the round's
            pass would replace if that pair won (fewer than its count where three or
            more stand in a row, docs/rules.md s2.5). Known when the compiled kernel
            trained the round; None otherwise, and for a round read back from a file (a
            figure, not part of the record).
    """

    __slots__ = (
        "rule",
        "distinct_pairs",
        "tied",
        "_pairs",
        "_counts",
        "corpus_rank",
        "self_replacements",
    )

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
        self.self_replacements: dict[int, int] | None = None

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
        given = check_sequence(sequences, "sequences")
        # Checked in bulk (a table of distinct pieces holds millions); the loops that
        # name the first bad item run only when there is one.
        if set(map(type, given)) <= {bytes}:
            documents = list(given)
        else:
            documents = [
                seq if type(seq) is bytes else _sequence_bytes(seq, i)
                for i, seq in enumerate(given)
            ]
        lengths = list(map(len, documents))
        if weights is not None:
            weights = list(weights)
            if len(weights) != len(documents):
                raise ValueError(f"{len(weights)} weights for {len(documents)} sequences")
            if not set(map(type, weights)) <= {int} or min(weights, default=1) < 1:
                for i, w in enumerate(weights):
                    if type(w) is not int or w < 1:
                        raise ValueError(
                            f"weight of sequence {i} must be a whole number >= 1: {w!r}"
                        )
            if sum(map(operator.mul, weights, lengths)) > COUNT_MAX:
                total = 0
                for i, (w, size) in enumerate(zip(weights, lengths, strict=True)):
                    total += w * size
                    if total > COUNT_MAX:
                        raise ValueError(
                            f"sequence {i}: the weights times the sequences' lengths, added "
                            f"up, pass {COUNT_MAX}, the largest pair count"
                        )
        self._state = _State(documents, weights)
        #: where each document ends in the joined text (one 64-bit entry per document)
        self._ends = array("q", itertools.accumulate(lengths))
        del lengths
        #: the pairs grouped by count, made when training starts
        self._order: CandidateOrder | KernelOrder | None = None
        #: bytes of every byte and learned token ID, indexed by ID
        self.vocabulary: list[bytes] = [bytes([i]) for i in range(BYTE_COUNT)]
        self.rounds_done = 0
        first_position = self._state.first_position
        self._tie_key = pair_key(
            self.tie,
            token_bytes=self.vocabulary.__getitem__,
            first_position=lambda left, right: first_position((left << _SHIFT) | right),
        )

    #: Entries of a count or position table that :meth:`release` drops in one call.
    _RELEASE_AT_ONCE = 1 << 16

    def release(self) -> None:
        """Free the training state a slice at a time; the trainer is spent afterwards
        (its tokens can no longer be read).

        Dropping millions of entries in one go holds the GIL for tens of milliseconds,
        long enough to freeze a window drawing on another thread; off the main thread
        (the window's worker), a table of at most :attr:`_RELEASE_AT_ONCE` entries (a
        millisecond or two) is dropped in one call. On the main thread (a script, the
        command line) no window draws meanwhile, and each table goes at once.
        """
        state = self._state
        if self._order is not None:
            self._order.clear()
        tables = (state.where, state.counts)
        sliced = threading.current_thread() is not threading.main_thread()
        for table in tables:
            while sliced and len(table) > self._RELEASE_AT_ONCE:
                for _ in range(min(len(table), 4096)):
                    table.popitem()
            table.clear()
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
        # Pairs grouped by count: the leading candidates are read off the top groups.
        engine = state.kernel
        order: CandidateOrder | KernelOrder
        if engine is not None and self.tie in KernelOrder.POLICIES:
            order = KernelOrder(counts, self.tie, self.keep, engine)
        else:
            order = CandidateOrder(counts, self.tie, self.keep, self._tie_key)
        self._order = order
        # The kernel's order keeps the counts from here on (the dict goes), and the
        # kernel's merge moves changed pairs there itself.
        direct = order.kernel_order if isinstance(order, KernelOrder) else None
        count_of: Callable[[int], int]
        distinct_pairs: Callable[[], int]
        if direct is not None:
            counts.clear()
            count_of, distinct_pairs = direct.count, direct.distinct
        else:
            count_of, distinct_pairs = partial(_count_of, counts), counts.__len__
        forced = self._forced
        while self.rounds_done < self.max_merges and (distinct_pairs() or forced is not None):
            rank = self.rounds_done
            distinct = distinct_pairs()
            if distinct:
                pairs, pair_counts, tied = order.leading()
            else:
                pairs, pair_counts, tied = array("q"), array("Q"), 0
            if forced is None:
                winner = pairs[0]
                best_count = pair_counts[0]
            else:
                winner = forced[rank]
                best_count = count_of(winner)
                if best_count:  # pairs counted more often than the forced one, + 1
                    forced_place = order.place(best_count)
            # Before the merge: what each recorded pair of one token twice would replace.
            selves: dict[int, int] | None = None
            if engine is not None:
                selves = {}
                for k, c in zip(pairs, pair_counts, strict=True):
                    if c > 1 and k >> _SHIFT == k & _MASK:
                        selves[k] = state.replacement_count(k) or 0
            left, right = winner >> _SHIFT, winner & _MASK
            new_id = len(vocab)
            if best_count:
                replaced, changes = state.merge(winner, new_id, direct)
            else:  # a forced pair that does not occur: nothing changes
                replaced, changes = 0, []
            # Known before the new pairs are ordered: the bytes policies read them.
            merged_bytes = vocab[left] + vocab[right]
            vocab.append(merged_bytes)
            state.lens.append(len(merged_bytes))
            if changes:
                order.regroup(changes)
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
            rnd.self_replacements = selves
            yield rnd


def _count_of(counts: dict[int, int], pair: int) -> int:
    """A pair's count in ``counts`` (0 when it has none)."""
    return counts.get(pair, 0)


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
