"""The rounds learned so far of a training that is still running (docs/rules.md s8, s9).

A :class:`GrowingRun` is a :class:`~bpe_viewer.core.run.TrainingRun` that starts with
no rules and takes the rounds as the trainer yields them (:meth:`GrowingRun.extend`), so
a window can show and step through the stages learned so far while training continues.
It answers every question a finished run answers, for the stages ``0..merge_count``
learned so far, with the same values the finished run will give for those stages:

- a document's tokens at stage ``s`` are its bytes encoded with the rules of rank
  below ``s`` (:class:`~bpe_viewer.core.encoding.MergeTable`, which applies each rule
  in rank order with one left-to-right pass, exactly as training did: docs/rules.md
  s2.5, s9), computed per document on request;
- the token count of every stage comes from the rules' replacement counts (each
  replacement makes one token fewer), the token frequencies from the byte histogram
  and the same counts, without reading the documents again.

Only what needs every document's tokens at once is left out while training runs: the
replacement count of a self-pair that did not win its round (``(t, t)`` with
overlapping windows) is unknown (None) until the finished run replaces this one.

The owner extends it on one thread (the GUI's); the documents and their bytes are
shared with the training, never copied.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from bpe_viewer.core.arguments import check_bool
from bpe_viewer.core.run import DocumentRecord, RunBase, expand_to_stage
from bpe_viewer.core.trainer import BYTE_COUNT, TrainingRound
from bpe_viewer.core.training import _as_documents

if TYPE_CHECKING:
    from array import array

    from bpe_viewer.core.corpus import TrainingInput
    from bpe_viewer.core.encoding import MergeTable

__all__ = ["GrowingRun"]

#: Documents whose tokens a growing run keeps (encoded at the latest stage asked for).
_CACHE_DOCUMENTS = 512


class GrowingRun(RunBase):
    """A training run whose rounds are still arriving.

    Args:
        documents: one record per document, in corpus order.
        datas: each document's bytes (same order), shared, not copied.
        tie, requested_merges, source, special_tokens, pretokenizer, unit: as for
            :class:`~bpe_viewer.core.run.TrainingRun`.

    ``isinstance(run, GrowingRun)`` tells a growing run from a finished one.

    Special token ``i`` has ID ``256 + merge_count + i`` as in a finished run, so its ID
    moves up as rounds arrive.
    """

    def __init__(
        self,
        documents: Sequence[DocumentRecord],
        datas: Sequence[bytes],
        *,
        tie: str = "smallest",
        requested_merges: int | None = None,
        source: str = "",
        special_tokens: Sequence[bytes] = (),
        pretokenizer: str = "none",
        unit: str | None = None,
    ) -> None:
        if len(documents) != len(datas):
            raise ValueError("documents and datas differ in length")
        super().__init__(
            documents=(),
            final_tokens=(),
            rounds=(),
            tie=tie,
            requested_merges=requested_merges,
            source=source,
            special_tokens=special_tokens,
            pretokenizer=pretokenizer,
            unit=unit,
        )
        self.documents = tuple(documents)
        self._datas = datas
        self._counted_stage0: int | None = None
        self._special_counts: list[int] | None = None
        #: per document: (merge count when encoded, tokens; a special token as ~index)
        self._encoded: OrderedDict[int, tuple[int, list[int]]] = OrderedDict()
        self._encoders: dict[int, MergeTable] = {}

    @classmethod
    def of(
        cls,
        documents: TrainingInput,
        *,
        tie: str = "smallest",
        requested_merges: int | None = None,
        source: str = "",
        special_tokens: Sequence[bytes] = (),
        pretokenizer: str = "none",
    ) -> GrowingRun:
        """An empty growing run over the documents :func:`~bpe_viewer.core.run.iter_training`
        trains on (a sequence of texts or bytes, or a Corpus).

        Raises:
            TypeError, ValueError: for documents training would refuse.
        """
        records, datas = _as_documents(documents)
        return cls(
            records,
            datas,
            tie=tie,
            requested_merges=requested_merges,
            source=source,
            special_tokens=special_tokens,
            pretokenizer=pretokenizer,
            unit=getattr(documents, "unit", None),
        )

    # ------------------------------------------------------------------ growing

    def extend(self, rounds: Iterable[TrainingRound]) -> int:
        """Take the next rounds (rank order, continuing from :attr:`merge_count`).

        Returns:
            The merge count after them.

        Raises:
            ValueError: for a round whose rank or token ID does not continue the run.
        """
        new = tuple(rounds)
        if not new:
            return self.merge_count
        vocab = self._vocab[: self.special_base]
        for offset, rnd in enumerate(new):
            rule = rnd.rule
            rank = len(self.rules) + offset
            if rule.rank != rank or rule.token_id != BYTE_COUNT + rank:
                raise ValueError(
                    f"round {rank}: expected rank {rank} and token {BYTE_COUNT + rank}"
                )
            vocab.append(vocab[rule.left] + vocab[rule.right])
        self.rounds = self.rounds + new
        self.rules = self.rules + tuple(r.rule for r in new)
        self.requested_merges = max(self.requested_merges, len(self.rules))
        self.special_base = len(vocab)
        vocab.extend(self.special_tokens)
        self._vocab = vocab
        # Answers that depend on the last stage are computed again when asked.
        self._table = None
        self._token_counts = {}
        self._occurrences = {}
        self._frequency_events = None
        self._encoders.clear()
        return self.merge_count

    # ------------------------------------------------------------------ documents

    def document_bytes(self, document_index: int) -> bytes:
        """A document's exact bytes.

        Raises:
            ArgumentTypeError, ArgumentRangeError: as :meth:`TrainingRun.document_bytes`.
        """
        return bytes(self._datas[self._check_document(document_index)])

    def _encoder(self) -> MergeTable:
        k = self.merge_count
        table = self._encoders.get(k)
        if table is None:
            from bpe_viewer.core.encoding import MergeTable

            self._encoders.clear()
            table = self._encoders[k] = MergeTable(
                self.rules, self.special_tokens, self.pretokenizer
            )
        return table

    def _latest(self, document_index: int, stage: int) -> tuple[int, list[int]]:
        """The document's tokens at some stage ``>= stage`` (specials as ``~index``)."""
        cached = self._encoded.get(document_index)
        if cached is not None and cached[0] >= stage:
            self._encoded.move_to_end(document_index)
            return cached
        k = self.merge_count
        special = self.special_base
        ids = self._encoder().encode(bytes(self._datas[document_index]), allow_special=True)
        tokens = [t if t < special else ~(t - special) for t in ids]
        self._encoded[document_index] = (k, tokens)
        if len(self._encoded) > _CACHE_DOCUMENTS:
            self._encoded.popitem(last=False)
        return k, tokens

    def tokens_at(self, document_index: int, stage: int) -> list[int]:
        """A document's tokens at ``stage`` (0..merge_count), as the finished run will
        give them (docs/rules.md s9): its bytes encoded with the rules learned so far,
        then every token of rank ``>= stage`` expanded into its parts.

        Raises:
            ArgumentTypeError, ArgumentRangeError: as :meth:`TrainingRun.tokens_at`.
        """
        stage = self._check_stage(stage)
        document_index = self._check_document(document_index)
        _k, tokens = self._latest(document_index, stage)
        return expand_to_stage(tokens, stage, self.rules, self.special_base)

    def final_tokens(self, document_index: int) -> tuple[int, ...]:
        """A document's tokens at the last stage learned so far."""
        return tuple(self.tokens_at(document_index, self.merge_count))

    def final_token_array(self, document_index: int) -> array[int]:
        """:meth:`final_tokens` as an array of IDs (computed, not kept)."""
        from array import array

        typecode = "i" if len(self._vocab) < 2**31 else "q"
        return array(typecode, self.tokens_at(document_index, self.merge_count))

    # ------------------------------------------------------------------ totals

    def _count_specials(self) -> list[int]:
        """How often each special token stands in the counted documents."""
        if self._special_counts is None:
            counts = [0] * len(self.special_tokens)
            if self.special_tokens:
                from bpe_viewer.core.special_tokens import split_on_special_tokens

                index = {text: i for i, text in enumerate(self.special_tokens)}
                for i in self.counted_indexes():
                    for part in split_on_special_tokens(bytes(self._datas[i]), self.special_tokens):
                        if not isinstance(part, bytes):
                            counts[index[part.text]] += 1
            self._special_counts = counts
        return self._special_counts

    def token_counts(self, counted: bool = True) -> tuple[int, ...]:
        """Total tokens at every stage learned so far of the counted or held-out documents.

        For the counted documents: the stage-0 count (bytes outside special tokens plus
        one per special token) less each round's replacement count (one merge, one
        token fewer); the held-out documents are encoded.

        Raises:
            ArgumentTypeError: (a TypeError) for a ``counted`` that is not True or False.
        """
        cached = self._token_counts.get(check_bool(counted, "counted"))
        if cached is not None:
            return cached
        if not counted:
            return super().token_counts(False)
        if self._counted_stage0 is None:
            specials = self._count_specials()
            special_bytes = sum(
                n * len(t) for n, t in zip(specials, self.special_tokens, strict=True)
            )
            self._counted_stage0 = self.byte_total(True) - special_bytes + sum(specials)
        total = self._counted_stage0
        counts = [total]
        for rule in self.rules:
            total -= rule.replacement_count
            counts.append(total)
        result = tuple(counts)
        self._token_counts[True] = result
        return result

    def _final_token_occurrences(self, counted: bool) -> Counter[int]:
        cached = self._occurrences.get(counted)
        if cached is None:
            cached = Counter()
            k = self.merge_count
            for i, doc in enumerate(self.documents):
                if doc.counted == counted:
                    cached.update(self.tokens_at(i, k))
            self._occurrences[counted] = cached
        return cached

    def _byte_histogram_special(self, token_id: int) -> int:
        return self._count_specials()[token_id - self.special_base]

    def _build_frequency_tables(self) -> None:
        if self._byte_histogram is None:
            self._byte_histogram = self._counted_byte_histogram()
        self._frequency_events = self._rule_frequency_events()

    def _counted_byte_histogram(self) -> list[int]:
        """How often each byte stands outside special tokens in the counted documents."""
        import numpy as np

        counts = np.zeros(BYTE_COUNT, dtype=np.int64)
        chunk: list[bytes] = []
        size = 0
        indexes = self.counted_indexes()
        for n, i in enumerate(indexes, start=1):
            data = bytes(self._datas[i])
            chunk.append(data)
            size += len(data)
            if size >= 1 << 23 or n == len(indexes):  # 8 MB at a time, not one copy of all
                joined = np.frombuffer(b"".join(chunk), dtype=np.uint8)
                counts += np.bincount(joined, minlength=BYTE_COUNT)
                chunk, size = [], 0
        for n, text in zip(self._count_specials(), self.special_tokens, strict=True):
            if n:
                counts -= n * np.bincount(np.frombuffer(text, dtype=np.uint8), minlength=BYTE_COUNT)
        return [int(c) for c in counts]

    def warm_caches(self) -> None:
        """Compute now the totals the views read first: byte totals, the counted
        documents, the stage-0 token count and byte histogram (they stay valid as
        rounds arrive)."""
        self.token_counts(True)
        self.byte_total(None)
        self.has_held_out()
        self.counted_indexes()
        if self._byte_histogram is None:
            self._byte_histogram = self._counted_byte_histogram()
