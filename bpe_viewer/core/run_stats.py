"""The whole-corpus figures of a run record: token counts per stage, token frequencies,
occurrences, byte totals and every round's complete candidate list (docs/rules.md s3, s9).

:class:`RunStatistics` is the mixin of :class:`~bpe_viewer.core.run.TrainingRun` (and of
:class:`~bpe_viewer.core.growing.GrowingRun`, which overrides the parts that differ while
rounds arrive) that derives these figures from the record's final tokens and rules. Each
is computed once, on first request, and cached on the record;
:meth:`RunStatistics.warm_caches` computes them ahead, on the thread that trained or
loaded the run.
"""

from __future__ import annotations

import threading
from array import array
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any, cast

from bpe_viewer.core.arguments import check_bool, check_index, check_int, check_token_id
from bpe_viewer.core.run_vocab import RunVocabulary
from bpe_viewer.core.ties import pair_key, selection_order
from bpe_viewer.core.trainer import BYTE_COUNT, Candidate, TrainingRound

if TYPE_CHECKING:
    from bpe_viewer.core.encoding import MergeTable
    from bpe_viewer.core.run import DocumentRecord, TrainingRun

__all__ = ["RunStatistics"]


class RunStatistics(RunVocabulary):
    """Whole-corpus figures of a run, computed from its final tokens and rules and cached.

    The class that mixes it in holds the record: :attr:`documents`, :attr:`rounds`,
    :attr:`rules`, the vocabulary ``_vocab``, each document's final tokens ``_final``
    and the empty caches below (:meth:`_reset_statistics` makes them).
    """

    documents: tuple[DocumentRecord, ...]
    rounds: tuple[TrainingRound, ...]
    tie: str
    pretokenizer: str
    _final: tuple[array[int], ...]

    if TYPE_CHECKING:

        def tokens_at(self, document_index: int, stage: int) -> list[int]: ...

        def piece_starts(self, document_index: int) -> set[int]: ...

        def merge_table(self) -> MergeTable: ...

    def _reset_statistics(self) -> None:
        """Make the empty caches of every figure (the record calls it once it is built)."""
        self._full_candidates: dict[int, tuple[Candidate, ...]] = {}
        self._built_candidates: dict[int, tuple[Candidate, ...]] = {}
        self._lock = threading.Lock()
        self._frequency_events: dict[int, list[tuple[int, int]]] | None = None
        self._byte_histogram: list[int] | None = None
        self._token_counts: dict[bool, tuple[int, ...]] = {}
        self._occurrences: dict[bool, Counter[int]] = {}
        self._byte_totals: dict[bool, int] = {}
        self._held_out_count: int | None = None
        self._counted_indexes: tuple[int, ...] | None = None

    def token_count_at(self, stage: int, *, counted: bool | None = True) -> int:
        """Total tokens at ``stage`` over the counted (default), held-out or all documents.

        Args:
            stage: ``0..merge_count``.
            counted: True for the counted documents, False for the held-out ones, None
                for all.

        Raises:
            ArgumentTypeError: (a TypeError) for a stage that is not an integer or a
                ``counted`` that is not True, False or None.
            ArgumentRangeError: (a ValueError and an IndexError) for a stage outside
                ``0..merge_count``.
        """
        stage = self._check_stage(stage)
        if counted is not None:
            check_bool(counted, "counted")
        if counted is None:
            return self.token_counts(True)[stage] + self.token_counts(False)[stage]
        return self.token_counts(counted)[stage]

    def token_counts(self, counted: bool = True) -> tuple[int, ...]:
        """Total tokens at every stage ``0..k`` of the counted or the held-out documents.

        Computed once from the final tokens: each merge-tree node of rank ``r`` inside a
        final token stands for one token fewer at every stage after ``r``.

        Raises:
            ArgumentTypeError: (a TypeError) for a ``counted`` that is not True or False.
        """
        cached = self._token_counts.get(check_bool(counted, "counted"))
        if cached is not None:
            return cached
        occurrences = self._final_token_occurrences(counted)
        merges_at = [0] * (self.merge_count + 1)
        stage0 = 0
        special = self.special_base
        for token, times in occurrences.items():
            if token >= special:
                stage0 += times
                continue
            stage0 += times * len(self._vocab[token])
            stack = [token]
            while stack:
                t = stack.pop()
                if t >= BYTE_COUNT:
                    merges_at[t - BYTE_COUNT + 1] += times
                    rule = self.rules[t - BYTE_COUNT]
                    stack.append(rule.left)
                    stack.append(rule.right)
        counts = []
        total = stage0
        for merged in merges_at:
            total -= merged
            counts.append(total)
        result = tuple(counts)
        self._token_counts[counted] = result
        return result

    def final_token_occurrences(self, counted: bool = True) -> Counter[int]:
        """How often each token ID occurs in the final tokens of the counted (default) or
        the held-out documents: a new :class:`~collections.Counter` (IDs that never occur
        are absent).

        Computed once per run (in bulk, :meth:`warm_caches` does it on the thread that
        trained or loaded the run) and copied, so the caller may change the copy.

        Raises:
            ArgumentTypeError: (a TypeError) for a ``counted`` that is not True or False.
        """
        return Counter(self._final_token_occurrences(check_bool(counted, "counted")))

    def _final_token_occurrences(self, counted: bool) -> Counter[int]:
        """How often each final token occurs in the counted or the held-out documents."""
        cached = self._occurrences.get(counted)
        if cached is None:
            chosen = [index for index, doc in enumerate(self.documents) if doc.counted == counted]
            finals = [self._final[i] for i in chosen]
            weights = [self.documents[i].weight for i in chosen]
            if any(w != 1 for w in weights):  # a table row stands for `weight` occurrences
                cached = _weighted_counter(finals, weights)
            elif sum(map(len, finals)) < 1 << 16:
                cached = Counter(chain.from_iterable(finals))
            else:  # counted in bulk: one numpy pass instead of one step per token
                cached = _bulk_counter(finals)
            self._occurrences[counted] = cached
        return cached

    def byte_total(self, counted: bool | None = True) -> int:
        """Total bytes of the counted (default), held-out (False) or all (None) documents,
        each document counted :attr:`DocumentRecord.weight` times.

        Raises:
            ArgumentTypeError: (a TypeError) for a ``counted`` that is not True, False or
                None.
        """
        if counted is None:
            return self.byte_total(True) + self.byte_total(False)
        check_bool(counted, "counted")
        total = self._byte_totals.get(counted)
        if total is None:
            total = sum(d.byte_length * d.weight for d in self.documents if d.counted == counted)
            self._byte_totals[counted] = total
        return total

    def counted_indexes(self) -> tuple[int, ...]:
        """Indexes of the documents that feed the counts (not held out), in corpus order."""
        if self._counted_indexes is None:
            self._counted_indexes = tuple(i for i, d in enumerate(self.documents) if d.counted)
        return self._counted_indexes

    def has_held_out(self) -> bool:
        """True when some document is held out (validation or test: shown, not counted)."""
        if self._held_out_count is None:
            self._held_out_count = sum(1 for d in self.documents if not d.counted)
        return self._held_out_count > 0

    def warm_caches(self) -> None:
        """Compute now the whole-corpus totals the views read lazily.

        Token counts per stage (:meth:`token_counts`), the token frequency tables
        (:meth:`token_frequency`) and the index behind the replacement counts of
        self-pairs (:func:`~bpe_viewer.core.repeats.repeat_index`) each take one pass
        over every document's final tokens, the :meth:`merge_table` and the survival
        figures (:func:`~bpe_viewer.core.survival.prepare_survival`) one over the rules;
        calling this on the thread that trained or loaded the run keeps that pass off
        the thread that shows it, so the first look-up is instant.
        """
        self.token_counts(True)
        self.token_counts(False)
        self.byte_total(None)
        self.has_held_out()
        self.counted_indexes()
        if self._frequency_events is None:
            self._build_frequency_tables()
        from bpe_viewer.core.repeats import repeat_index

        if self.pretokenizer == "none":  # pieces make the index unusable (see repeats)
            # the candidate table's replacement counts
            repeat_index(cast("TrainingRun", self), first_round=True)
        try:
            self.merge_table()  # what the encode panel encodes with
        except ValueError:
            pass  # rules that cannot encode: the panel says so when it shows the run
        from bpe_viewer.core.survival import prepare_survival

        # the vocabulary health figures at the default threshold
        prepare_survival(cast("TrainingRun", self))

    def candidates(self, round_index: int, limit: int | None = None) -> tuple[Candidate, ...]:
        """Candidates of round ``round_index`` in selection order, winner first (docs/rules.md s3).

        The trainer recorded the leading candidates; asking for more than were recorded
        (``limit=None`` means all) rebuilds the round's stage and counts every pair, once
        per round (the result is cached).

        Args:
            round_index: 0 to ``merge_count - 1``.
            limit: how many to return (0 or more); None for every distinct pair.

        Raises:
            ArgumentTypeError: (a TypeError) for a round or limit that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) for a round outside the
                run or a negative limit.
        """
        round_index = check_index(round_index, "round_index", self.merge_count)
        if limit is not None:
            limit = check_int(limit, "limit", low=0)
        rnd = self.rounds[round_index]
        if (limit is not None and limit <= rnd.recorded) or rnd.recorded >= rnd.distinct_pairs:
            stored = self._recorded_candidates(round_index)
            return stored if limit is None else stored[:limit]
        full = self._complete_candidates(round_index)
        return full if limit is None else full[:limit]

    def _recorded_candidates(self, round_index: int) -> tuple[Candidate, ...]:
        with self._lock:
            cached = self._built_candidates.get(round_index)
            if cached is None:
                if len(self._built_candidates) > 64:
                    self._built_candidates.clear()
                cached = self._built_candidates[round_index] = self.rounds[round_index].candidates
            return cached

    def _complete_candidates(self, round_index: int) -> tuple[Candidate, ...]:
        with self._lock:
            cached = self._full_candidates.get(round_index)
            if cached is not None:
                return cached
            counts: dict[tuple[int, int], int] = {}
            first: dict[tuple[int, int], int] = {}
            pos = 0
            for i, doc in enumerate(self.documents):
                if not doc.counted:
                    continue
                toks = self.tokens_at(i, round_index)
                weight = doc.weight
                special = self.special_base
                starts = self.piece_starts(i)
                offset = 0
                for j in range(len(toks) - 1):
                    pair = (toks[j], toks[j + 1])
                    if starts:  # pre-tokenization pieces are barriers too
                        offset += len(self._vocab[pair[0]])
                        if offset in starts:
                            continue
                    if pair[0] >= special or pair[1] >= special:
                        continue  # special tokens are barriers
                    if pair in counts:
                        counts[pair] += weight
                    else:
                        counts[pair] = weight
                        first[pair] = pos + j
                pos += len(toks)
            key = pair_key(
                self.tie,
                token_bytes=self._vocab.__getitem__,
                first_position=lambda left, right: first[(left, right)],
            )
            order = selection_order(counts, key)
            full = tuple(Candidate(a, b, counts[(a, b)]) for a, b in order)
            if len(self._full_candidates) > 8:
                self._full_candidates.clear()
            self._full_candidates[round_index] = full
            return full

    def token_frequency(self, token_id: int, stage: int) -> int:
        """How many times ``token_id`` occurs in the counted documents at ``stage``.

        Computed from the rules alone: a token appears with its rule's replacements and
        disappears each time a later rule consumes it.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID or stage that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) for a stage outside
                ``0..merge_count``.
        """
        token_id = check_token_id(token_id, "token_id")
        stage = self._check_stage(stage)
        if self._frequency_events is None:
            self._build_frequency_tables()
        assert self._frequency_events is not None and self._byte_histogram is not None
        if BYTE_COUNT + stage <= token_id < self.special_base:
            return 0
        if token_id >= self.special_base:
            return self._byte_histogram_special(token_id)
        total = self._byte_histogram[token_id] if token_id < BYTE_COUNT else 0
        for rank, delta in self._frequency_events.get(token_id, ()):
            if rank >= stage:
                break
            total += delta
        return total

    def _byte_histogram_special(self, token_id: int) -> int:
        return self._final_token_occurrences(True)[token_id]

    def _build_frequency_tables(self) -> None:
        histogram = [0] * BYTE_COUNT
        special = self.special_base
        vocab = self._vocab
        # Each final token stands for its bytes; special tokens' bytes never took part.
        for token, times in self._final_token_occurrences(True).items():
            if token < special:
                for b in vocab[token]:
                    histogram[b] += times
        self._byte_histogram = histogram
        self._frequency_events = self._rule_frequency_events()

    def _rule_frequency_events(self) -> dict[int, list[tuple[int, int]]]:
        """Per token ID, the ``(rank, change)`` of each rule that changed its frequency:
        ``+n`` for the token a rule made ``n`` times, ``-n`` for each of its two parts."""
        events: dict[int, list[tuple[int, int]]] = {}
        for rule in self.rules:
            n = rule.replacement_count
            events.setdefault(rule.token_id, []).append((rule.rank, n))
            events.setdefault(rule.left, []).append((rule.rank, -n))
            events.setdefault(rule.right, []).append((rule.rank, -n))
        return events


def _bulk_counter(finals: Sequence[array[int]]) -> Counter[int]:
    """How often each ID occurs in ``finals``, counted with ``numpy.bincount``."""
    import numpy as np

    counts: Any = None
    for final in finals:
        if not len(final):
            continue
        view = np.frombuffer(final, dtype=np.int32 if final.typecode == "i" else np.int64)
        part = np.bincount(view)
        if counts is None:
            counts = part
        else:
            if len(part) > len(counts):
                part, counts = counts, part
            counts[: len(part)] += part
    if counts is None:
        return Counter()
    ids = np.flatnonzero(counts)
    return Counter(dict(zip(ids.tolist(), counts[ids].tolist(), strict=True)))


def _weighted_counter(finals: Sequence[array[int]], weights: Sequence[int]) -> Counter[int]:
    """How often each ID occurs in ``finals``, each array counted ``weights[i]`` times.

    One ``numpy.bincount`` over all the arrays while every sum stays below 2**53 (exact
    in float64); beyond that, Python integers one array at a time.
    """
    import numpy as np

    lengths = [len(final) for final in finals]
    if sum(w * n for w, n in zip(weights, lengths, strict=True)) >= 2**53:
        counter: Counter[int] = Counter()
        for final, weight in zip(finals, weights, strict=True):
            for token, times in Counter(final).items():
                counter[token] += times * weight
        return counter
    typecode = "i" if all(final.typecode == "i" for final in finals) else "q"
    joined = array(typecode)
    for final in finals:  # laid end to end in C, then read as one numpy array
        joined.extend(final if final.typecode == typecode else array(typecode, final))
    if not joined:
        return Counter()
    ids = np.frombuffer(joined, dtype=np.int32 if typecode == "i" else np.int64)
    each = np.repeat(np.asarray(weights, dtype=np.float64), lengths)
    counts = np.bincount(ids, weights=each)
    found = np.flatnonzero(counts)
    totals = np.rint(counts[found]).astype(np.int64)
    return Counter(dict(zip(found.tolist(), totals.tolist(), strict=True)))
