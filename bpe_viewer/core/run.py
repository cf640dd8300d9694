"""The training record: rules, candidates per round, and any document at any stage.

A :class:`TrainingRun` keeps only each document's *final* tokens. The tokens of stage
``r`` are rebuilt on request by expanding every token whose rank is ``>= r`` (docs/rules.md s9),
one document at a time, so moving to another round never retrains and costs time in
proportion to the documents asked for, not to the corpus.
"""

from __future__ import annotations

import itertools
import os
import threading
from array import array
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any, NoReturn, cast

from bpe_viewer.core.arguments import (
    ArgumentTypeError,
    check_bool,
    check_byte_strings,
    check_callable,
    check_index,
    check_int,
    check_sequence,
    check_str,
    check_text,
    check_token_id,
    check_token_ids,
)
from bpe_viewer.core.normalize import normalizer_for_form
from bpe_viewer.core.notes import RunNotes
from bpe_viewer.core.pretokenize import check_pretokenizer, piece_starts, split_text
from bpe_viewer.core.safeio import TrainingCancelled as TrainingCancelled
from bpe_viewer.core.safeio import cancel_scope, check_cancelled
from bpe_viewer.core.spec import SPECIAL_ID_LAYOUTS as SPECIAL_ID_LAYOUTS
from bpe_viewer.core.spec import merges_for_vocabulary_size as merges_for_vocabulary_size
from bpe_viewer.core.ties import check_tie_policy, pair_key, selection_order
from bpe_viewer.core.trainer import (
    BYTE_COUNT,
    DEFAULT_KEEP_CANDIDATES,
    Candidate,
    MergeRule,
    Trainer,
    TrainingRound,
    _State,
    check_merge_count,
)

if TYPE_CHECKING:
    from pathlib import Path

    from bpe_viewer.core.corpus import TrainingInput
    from bpe_viewer.core.encoding import AddedTokenOptions, MergeTable
    from bpe_viewer.core.normalize import Normalizer

#: Kinds of record: trained here, imported merge table, table replayed on a corpus.
RUN_KINDS: tuple[str, ...] = ("training", "table", "replay")

def after_bytes_ids(merges: int, specials: int) -> tuple[int, ...]:
    """The IDs of the ``after-bytes`` layout, indexed by this program's own IDs: bytes
    0..255 as they are, special ``i`` at ``256 + i`` and the token of rank ``r`` at
    ``256 + specials + r`` (the layout of a lesson that reserves ``<|endoftext|>`` 256
    and ``<|pad|>`` 257 and numbers the merges from 258).

    Example:
        >>> after_bytes_ids(2, 2)[256:]
        (258, 259, 256, 257)
    """
    return (
        *range(BYTE_COUNT),
        *range(BYTE_COUNT + specials, BYTE_COUNT + specials + merges),
        *range(BYTE_COUNT, BYTE_COUNT + specials),
    )


@dataclass(frozen=True, slots=True)
class DocumentRecord:
    """A document as the run remembers it.

    Attributes:
        doc_id: stable document ID (from the file, or ``doc-N``).
        partition: ``train``, ``validation`` or ``test``.
        label: where it came from, for display (``notes.txt line 4``).
        byte_length: length of the document in bytes.
        weight: how many times the document stands in the counted text (1 for a
            document of a corpus; a row of a piece or word table stands once for all
            the occurrences it counts, docs/rules.md s4). Counts of tokens, bytes and
            pairs over the documents count each one ``weight`` times.
    """

    doc_id: str
    partition: str
    label: str
    byte_length: int
    weight: int = 1

    @property
    def counted(self) -> bool:
        """True when the document fed the pair counts (the train partition)."""
        return self.partition == "train"


class TrainingRun:
    """The complete, immutable record of one training run.

    Args:
        documents: one record per document, in corpus order.
        final_tokens: each document's tokens after the last round (same order).
        rounds: one :class:`TrainingRound` per learned rule, rank order.
        tie: the tie policy used (docs/rules.md s3).
        requested_merges: the merge count asked for (an upper bound, docs/rules.md s2.7).
        source: what was trained on, for display.
        special_tokens: reserved byte strings; special ``i`` has ID ``256 + k + i``,
            after every learned token (docs/rules.md s4). Training treated each occurrence as a
            document barrier; no rule makes or consumes one.
        pretokenizer: the pre-tokenizer that cut documents into pieces no merge crosses
            (docs/rules.md s4; see :mod:`bpe_viewer.core.pretokenize`), ``none`` by default.
        kind: ``training`` (trained here), ``table`` (a merge table imported from another
            library: no documents, no candidates) or ``replay`` (a table's merges forced
            on a corpus, see :mod:`bpe_viewer.core.interop.replay`).
        source_ids: for a table that keeps its own IDs (a Hugging Face vocabulary, a
            tiktoken rank list), the source ID of every ID of this run, indexed by it;
            -1 for a byte the source has no ID for. None when the IDs are this run's own.
        unit: the document unit a plain text was cut by (``file``, ``line``,
            ``paragraph``; docs/rules.md s5), or None when the input had its own documents.
        notes: the teacher's notes (docs/rules.md s7.1). They annotate the record and
            change no result, so :attr:`notes` is the one attribute that may be replaced
            after the run is built (the window's notes editor does).
        normalizer: the Unicode normalization applied to the text between special
            tokens before pre-tokenization (:mod:`bpe_viewer.core.normalize`): a
            ``tokenizer.json`` normalizer, or the form of ``train --normalize``
            (:func:`~bpe_viewer.core.normalize.normalizer_for_form`); None for none. The
            documents are kept normalized (training and replay normalize them first).
        prefix_space: a space is put before the text between special tokens that does
            not start with one (Hugging Face ByteLevel ``add_prefix_space``); the
            documents are kept with it, like the normalization.
        ignore_merges: :meth:`encode` gives a pre-tokenization piece that is a token
            whole as that token (Hugging Face BPE ``ignore_merges``). The documents'
            tokens and stages stay the merges applied in rank order.
        trim_offsets: Hugging Face ByteLevel ``trim_offsets``, kept to be written back
            on export (it changes character offsets only, never a token ID).
        reserved_ids: source IDs that stand for no bytes (a tiktoken file's placeholder
            rank, the line ``= N``): encoding never gives one, decoding one gives no
            bytes. Each must be an ID no token of the run has.
        added_token_options: how :meth:`encode` finds each special token in a text
            (Hugging Face added tokens' ``lstrip``, ``rstrip``, ``single_word``,
            ``normalized``; :class:`~bpe_viewer.core.encoding.AddedTokenOptions`), one
            per special token, or none: each found as written. Training and replay
            still treat each occurrence as written as a barrier.
        codec: for a table whose library does not encode bytes as they are (a
            SentencePiece model): what normalizes the input before the merges, writes the
            final tokens as the library's IDs and decodes them (a
            :class:`~bpe_viewer.core.interop.sentencepiece.SentencePieceCodec`). With one,
            ``source_ids`` may give -1 to any token the library writes as several IDs.

    Token ID layout: 0..255 the single bytes, ``256 + r`` the token of rank ``r``, then
    the special tokens in the order given. :meth:`encode` and :meth:`decode` speak the
    source IDs when there are any.

    Raises:
        ValueError: if the pieces are inconsistent (rank gaps, unknown token IDs).
    """

    def __init__(
        self,
        *,
        documents: Sequence[DocumentRecord],
        final_tokens: Sequence[Sequence[int]],
        rounds: Sequence[TrainingRound],
        tie: str = "smallest",
        requested_merges: int | None = None,
        source: str = "",
        special_tokens: Sequence[bytes] = (),
        pretokenizer: str = "none",
        kind: str = "training",
        source_ids: Sequence[int] | None = None,
        unit: str | None = None,
        notes: RunNotes | None = None,
        normalizer: Normalizer | None = None,
        prefix_space: bool = False,
        ignore_merges: bool = False,
        trim_offsets: bool = True,
        reserved_ids: Sequence[int] = (),
        added_token_options: Sequence[AddedTokenOptions] = (),
        codec: Any = None,
    ) -> None:
        if kind not in RUN_KINDS:
            raise ValueError(f"unknown run kind {kind!r}; expected one of {', '.join(RUN_KINDS)}")
        self.kind = kind
        if len(documents) != len(final_tokens):
            raise ValueError("documents and final_tokens differ in length")
        self.documents: tuple[DocumentRecord, ...] = tuple(documents)
        self.rounds: tuple[TrainingRound, ...] = tuple(rounds)
        self.rules: tuple[MergeRule, ...] = tuple(r.rule for r in self.rounds)
        self.tie = check_tie_policy(tie)
        self.requested_merges = len(self.rules) if requested_merges is None else requested_merges
        self.source = source
        #: how a plain text was cut into documents (file, line, paragraph), if known
        self.unit = unit
        #: the teacher's notes, one for the run and one per stage (replaceable)
        self.notes: RunNotes = notes if notes is not None else RunNotes()
        #: the normalization before pre-tokenization (None: none)
        self.normalizer: Normalizer | None = normalizer if normalizer else None
        #: Hugging Face ByteLevel add_prefix_space
        self.prefix_space = bool(prefix_space)
        #: Hugging Face BPE ignore_merges
        self.ignore_merges = bool(ignore_merges)
        #: Hugging Face ByteLevel trim_offsets (offsets only, kept for export)
        self.trim_offsets = bool(trim_offsets)
        #: the stage on screen when the run was saved (docs/rules.md s7.1), or None; a
        #: place to reopen at, not part of the result (set by the saved-run reader)
        self.saved_stage: int | None = None
        self._vocab: list[bytes] = [bytes([i]) for i in range(BYTE_COUNT)]
        for rank, rule in enumerate(self.rules):
            token_id = BYTE_COUNT + rank
            if rule.rank != rank or rule.token_id != token_id:
                raise ValueError(f"rule {rank}: expected rank {rank} and token {token_id}")
            if not (0 <= rule.left < token_id and 0 <= rule.right < token_id):
                raise ValueError(f"rule {rank}: pair ({rule.left},{rule.right}) uses unknown IDs")
            self._vocab.append(self._vocab[rule.left] + self._vocab[rule.right])
        self.special_tokens: tuple[bytes, ...] = tuple(special_tokens)
        self.pretokenizer = check_pretokenizer(pretokenizer)
        #: ID of the first special token (``256 + k``)
        self.special_base = len(self._vocab)
        self._vocab.extend(self.special_tokens)
        size = len(self._vocab)
        #: each document's final tokens, as compact arrays of IDs (see final_tokens)
        self._final: tuple[array[int], ...] = tuple(
            _token_array(toks, size, self.documents[index].doc_id)
            for index, toks in enumerate(final_tokens)
        )
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
        self.source_ids: tuple[int, ...] | None = None
        self._internal_ids: dict[int, int] = {}
        #: the library's own encoding and decoding around the merges, or None
        self.codec = codec
        if source_ids is not None:
            self._set_source_ids(source_ids)
        #: source IDs that decode to no bytes and that encoding never gives
        self.reserved_ids: tuple[int, ...] = tuple(sorted(set(reserved_ids)))
        for rid in self.reserved_ids:
            if isinstance(rid, bool) or not isinstance(rid, int) or rid < 0:
                raise ValueError(f"reserved ID {rid!r} is not a whole number")
            if self._has_id(rid):
                raise ValueError(f"reserved ID {rid} is also the ID of token {self.own_id(rid)}")
        self._reserved = frozenset(self.reserved_ids)
        options = tuple(added_token_options)
        if options and len(options) != len(self.special_tokens):
            raise ValueError(
                f"{len(options)} added-token options for {len(self.special_tokens)} special tokens"
            )
        #: how encoding finds each special token (empty: each as written)
        self.added_token_options: tuple[AddedTokenOptions, ...] = options if any(options) else ()
        self._table: MergeTable | None = None

    def _has_id(self, source_id: int) -> bool:
        try:
            self.own_id(source_id)
        except KeyError:
            return False
        return True

    def _set_source_ids(self, source_ids: Sequence[int]) -> None:
        ids = tuple(source_ids)
        if len(ids) != len(self._vocab):
            raise ValueError(
                f"source IDs: {len(ids)} given for a vocabulary of {len(self._vocab)} entries"
            )
        inverse: dict[int, int] = {}
        for own, sid in enumerate(ids):
            if sid < 0:
                if own >= BYTE_COUNT and self.codec is None:
                    raise ValueError(f"source IDs: token {own} has no source ID")
                continue
            if sid in inverse:
                if self._vocab[inverse[sid]] == self._vocab[own]:
                    continue  # a special token also made by a merge: one ID, same bytes
                raise ValueError(f"source IDs: ID {sid} given to tokens {inverse[sid]} and {own}")
            inverse[sid] = own
        if ids != tuple(range(len(ids))):
            self.source_ids = ids
            self._internal_ids = inverse

    # ------------------------------------------------------------------ encode / decode

    def merge_table(self) -> MergeTable:
        """The run's rules, special tokens, pre-tokenizer and text settings as a
        :class:`MergeTable` (see :meth:`stage_table`)."""
        if self._table is None:
            self._table = self.stage_table(self.merge_count)
        return self._table

    def stage_table(self, stage: int) -> MergeTable:
        """A :class:`MergeTable` of the first ``stage`` rules with the run's special
        tokens, pre-tokenizer and text settings (normalizer, prefix space,
        ignore_merges): what encoding at that stage uses."""
        from bpe_viewer.core.encoding import MergeTable

        return MergeTable(
            self.rules[:stage],
            self.special_tokens,
            self.pretokenizer,
            normalizer=self.normalizer,
            prefix_space=self.prefix_space,
            ignore_merges=self.ignore_merges,
            added_token_options=self.added_token_options,
        )

    def replace(self, **changes: Any) -> TrainingRun:
        """A copy of the run with the :class:`TrainingRun` arguments ``changes`` in place of
        its own (``pretokenizer="gpt2"``, ``special_tokens=...``): its documents, final
        tokens, rounds, notes and every other setting are kept.

        Raises:
            TypeError: for a name that is not an argument of :class:`TrainingRun`.
            ValueError: as the constructor does, for values that do not fit together.
        """
        fields: dict[str, Any] = {
            "documents": self.documents,
            "final_tokens": [self.final_token_array(i) for i in range(len(self.documents))],
            "rounds": self.rounds,
            "tie": self.tie,
            "requested_merges": self.requested_merges,
            "source": self.source,
            "special_tokens": self.special_tokens,
            "pretokenizer": self.pretokenizer,
            "kind": self.kind,
            "source_ids": self.source_ids,
            "unit": self.unit,
            "notes": self.notes,
            "codec": self.codec,
            **self.table_settings(),
        }
        unknown = sorted(set(changes) - set(fields))
        if unknown:
            raise TypeError(f"TrainingRun has no argument {', '.join(unknown)}")
        fields.update(changes)
        return TrainingRun(**fields)

    def table_settings(self) -> dict[str, Any]:
        """The keyword arguments that carry what the run's table holds besides its rules,
        special tokens and pre-tokenizer to another run (a replay, a copy):
        ``normalizer``, ``prefix_space``, ``ignore_merges``, ``trim_offsets`` and
        ``reserved_ids`` and ``added_token_options``."""
        return {
            "normalizer": self.normalizer,
            "prefix_space": self.prefix_space,
            "ignore_merges": self.ignore_merges,
            "trim_offsets": self.trim_offsets,
            "reserved_ids": self.reserved_ids,
            "added_token_options": self.added_token_options,
        }

    def describe_text_settings(self) -> str:
        """What the run does to text besides merging, for the window and reports:
        ``normalizer NFKC, Lowercase; prefix space; ignore_merges``; empty when nothing."""
        parts = []
        if self.normalizer is not None:
            parts.append(f"normalizer {self.normalizer.describe()}")
        if self.prefix_space:
            parts.append("prefix space")
        if self.ignore_merges:
            parts.append("ignore_merges")
        return "; ".join(parts)

    def source_id(self, token_id: int) -> int:
        """The ID the source library gives ``token_id`` (the ID itself for a run of ours).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary, or a byte the source has no ID for.
        """
        token_id = self._known_id(token_id)
        if self.source_ids is None:
            return token_id
        sid = self.source_ids[token_id]
        if sid < 0 and token_id >= BYTE_COUNT:
            raise KeyError(
                f"token {token_id} is part of a character that {self.source or 'the source'} "
                "has no piece for: it has no single token ID"
            )
        if sid < 0:
            raise KeyError(
                f"byte {token_id:02x} has no token ID in {self.source or 'the source table'}"
            )
        return sid

    def source_id_text(self, token_id: int, *, in_words: bool = False) -> str:
        """:meth:`source_id` for display: the ID as text, or for a byte or partial
        character that the source has no single ID for (a SentencePiece model writes
        those as byte pieces or ``<unk>``) ``—``, or with ``in_words`` this run's ID and
        why (``256 (no ID in the source: ...)``)."""
        try:
            return str(self.source_id(token_id))
        except KeyError:
            if not in_words:
                return "—"
            what = "bytes of a character" if token_id >= BYTE_COUNT else "a byte"
            return f"{token_id} ({what} with no ID of its own in {self.source or 'the source'})"

    def id_label(self, token_id: int, *, in_words: bool = False) -> str:
        """How every view names a token ID: the one display form.

        A run of ours has one ID (``"555"``); a run that keeps its table's own IDs
        (:attr:`source_ids`: a Hugging Face vocabulary, a ``.tiktoken`` file with special
        tokens inside or before the ranks, a SentencePiece model) shows this run's ID and
        the table's in brackets, as the vocabulary does (``"555 (559)"``; one number
        when the two are equal, as a ``.tiktoken`` file's bytes are). A byte or partial
        character the table has no single ID for reads ``"256 (—)"``, or with
        ``in_words`` says why (:meth:`source_id_text`).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        token_id = self._known_id(token_id)
        if self.source_ids is None:
            return str(token_id)
        try:
            sid = self.source_id(token_id)
        except KeyError:
            if in_words:
                return self.source_id_text(token_id, in_words=True)
            return f"{token_id} (—)"
        return str(token_id) if sid == token_id else f"{token_id} ({sid})"

    def table_ids(self, tokens: Sequence[int]) -> list[int]:
        """The IDs the table's own library gives the tokens ``tokens`` (this run's IDs,
        as :meth:`encode_tokens` returns them): the IDs themselves for a run of ours,
        :attr:`source_ids` for an imported table, and for a SentencePiece model its pieces
        (a character no piece holds becomes its ``<0xNN>`` byte pieces, or one ``<unk>``),
        so ``table_ids(encode_tokens(data))`` is :meth:`encode`'s list.

        Raises:
            EncodingError: naming the position of a byte the table has no ID for.
            KeyError: for an ID outside the vocabulary.
        """
        if self.codec is None:
            if self.source_ids is None:
                return list(tokens)
            out = list(map(self.source_ids.__getitem__, tokens))
            if -1 in out:
                self._no_source_id(tokens, out.index(-1))
            return out
        return [i for ids in self.table_ids_by_token(tokens) for i in ids]

    def _no_source_id(self, tokens: Sequence[int], pos: int) -> NoReturn:
        """Raise the error of a byte at ``pos`` that the source table has no ID for."""
        from bpe_viewer.core.encoding import EncodingError

        raise EncodingError(
            f"position {pos}: byte {tokens[pos]:02x} has no token ID in "
            f"{self.source or 'the source table'}",
            pos,
        )

    def table_ids_by_token(self, tokens: Sequence[int]) -> list[tuple[int, ...]]:
        """:meth:`table_ids` token by token: one tuple of the table's IDs per token of
        ``tokens`` (one ID, several byte pieces, or none for a token that continues the
        SentencePiece ``<unk>`` of the token before it).

        Raises:
            EncodingError: naming the position of a byte the table has no ID for.
            KeyError: for an ID outside the vocabulary.
        """

        if self.codec is not None:
            return [
                tuple(sid for sid, _ in own if sid >= 0)
                for own in self.codec.token_pieces(self, tokens)
            ]
        if self.source_ids is None:
            return [(t,) for t in tokens]
        source = self.source_ids
        out = [source[t] for t in tokens]
        if -1 in out:
            self._no_source_id(tokens, out.index(-1))
        return [(sid,) for sid in out]

    def encode_tokens(
        self, data: bytes, *, allow_special: bool = False, table: MergeTable | None = None
    ) -> list[int]:
        """``data`` encoded with ``table`` (default: the run's own :meth:`merge_table`) in
        this run's IDs: the one encoding path of every command and the window.

        The table applies the run's text settings (its normalizer, whether from a
        ``tokenizer.json`` or ``train --normalize``, and its prefix space) to the text
        between special tokens, which are found in ``data`` as given, as Hugging Face
        finds its added tokens (docs/rules.md s4.4). For a table with a :attr:`codec`
        (a SentencePiece model), the library's normalized text, encoded by the library's
        own algorithm with all the rules (a SentencePiece model orders equal scores by
        position, which ranks cannot say) or by ``table``'s ranks with fewer.

        Returns:
            The IDs (this run's own, not :attr:`source_ids`).

        Raises:
            ValueError: for ``allow_special`` with a SentencePiece model, naming the
                argument: ``sentencepiece`` has no such switch (it reads the text of
                control pieces as text), so the command line refuses
                ``--allow-special`` the same way.
        """
        if self.codec is not None and allow_special:
            from bpe_viewer.core.interop.sentencepiece import NOT_FOR_SENTENCEPIECE

            where = f"{self.source}: " if self.source else ""
            raise ValueError(f"{where}allow_special {NOT_FOR_SENTENCEPIECE}")
        if self.codec is not None and (table is None or table.merge_count == self.merge_count):
            return cast("list[int]", self.codec.encode_tokens(data))  # the library's own BPE
        table = self.merge_table() if table is None else table
        if self.codec is not None:  # the rules of a stage: this table's merges in rank order
            return table.encode(self.codec.normalize(data))
        return table.encode(data, allow_special=allow_special)

    def normalize(self, data: bytes, *, allow_special: bool = False) -> bytes:
        """The bytes the merges run on for the input ``data``: ``data`` after the run's
        normalizer and prefix space (with ``allow_special``, applied between the special
        tokens, whose text is kept as written), or for a table with a :attr:`codec` the
        text its library normalizes ``data`` to; ``data`` itself when nothing changes it.
        """
        if self.codec is not None:
            return cast(bytes, self.codec.normalize(data))
        table = self.merge_table()
        return table.prepare_document(data) if allow_special else table.prepare(data)

    @property
    def special_ids(self) -> str:
        """Where the special tokens' IDs are: ``after-bytes`` (``256 + i``, the learned
        tokens after them, kept as :attr:`source_ids`) or ``after-merges`` (``256 + k + i``,
        this run's own layout, docs/rules.md s4)."""
        if self.special_tokens and self.source_ids is not None and self.kind != "table":
            if self.source_ids == after_bytes_ids(self.merge_count, len(self.special_tokens)):
                return "after-bytes"
        return "after-merges"

    def own_id(self, source_id: int) -> int:
        """This run's ID of a source ID (the inverse of :meth:`source_id`).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID the table does not have.
        """
        source_id = check_token_id(source_id, "source_id")
        if self.source_ids is None:
            if 0 <= source_id < len(self._vocab):
                return source_id
        elif source_id in self._internal_ids:
            return self._internal_ids[source_id]
        raise KeyError(f"unknown token ID {source_id}")

    def encode(self, text: str | bytes, *, allow_special: bool = False) -> list[int]:
        """Encode text (as UTF-8) or bytes with the run's frozen rules (docs/rules.md s6).

        Args:
            text: a ``str`` (encoded as UTF-8) or any bytes.
            allow_special: turn special-token text into its reserved ID; otherwise it
                is encoded as ordinary bytes (docs/rules.md s4).

        Returns:
            Token IDs; for an imported table, the IDs its library gives (the same list
            the library's own encoder prints for that text).

        Raises:
            ArgumentTypeError: (a TypeError) when ``text`` is neither ``str`` nor bytes
                (``encode(123)``) or ``allow_special`` is not a bool.
            ValueError: for a ``str`` holding a lone surrogate (it has no UTF-8 bytes),
                or ``allow_special`` with a SentencePiece model (see
                :meth:`encode_tokens`).
            EncodingError: when the input holds a byte an imported table has no ID for.

        Example:
            >>> train([b"aaa", b"aba"], 2).encode("abaa")
            [257, 256]
        """
        data = check_text(text, "text")
        allow_special = check_bool(allow_special, "allow_special")
        return self.table_ids(self.encode_tokens(data, allow_special=allow_special))

    def encode_batch(
        self, texts: Iterable[str | bytes], *, allow_special: bool = False
    ) -> list[list[int]]:
        """Encode many texts: ``[encode(t) for t in texts]``, with the distinct pieces of
        all of them encoded together once (:meth:`MergeTable.encode_batch`).

        Args:
            texts: an iterable (read once) of ``str`` (encoded as UTF-8) or bytes.
            allow_special: as :meth:`encode`.

        Returns:
            One list of token IDs per text, in order (the library's IDs for an imported
            table, as :meth:`encode`).

        Raises:
            ArgumentTypeError: (a TypeError) for ``texts`` that is one ``str`` or bytes
                or not iterable, or an item that is neither ``str`` nor bytes (naming
                its index, ``texts[3]``).
            ValueError, EncodingError: as :meth:`encode`.

        Example:
            >>> train([b"aaa", b"aba"], 2).encode_batch(["abaa", b"aa"])
            [[257, 256], [256]]
        """
        allow_special = check_bool(allow_special, "allow_special")
        data = check_byte_strings(texts, "texts")
        if self.codec is not None:
            return [self.encode(item, allow_special=allow_special) for item in data]
        tokens = self.merge_table().encode_batch(data, allow_special=allow_special)
        return [self.table_ids(item) for item in tokens]

    def decode(self, ids: Iterable[int]) -> bytes:
        """Concatenate the bytes of token IDs (source IDs for an imported table).

        Args:
            ids: token IDs, ``int`` each (``numpy`` integers too).

        Returns:
            The bytes; ``decode(encode(x)) == x`` for every ``x`` (docs/rules.md s6).

        Raises:
            ArgumentTypeError: (a TypeError) for ``ids`` that is not a sequence of
                integers, naming the first bad position (``decode([True])``: ``ids[0]
                must be an integer, got bool True``); a ``str`` or bytes is refused.
            EncodingError: naming the position of the first unknown ID.
        """
        from bpe_viewer.core.encoding import EncodingError

        if self.codec is not None:
            return cast(bytes, self.codec.decode(ids))
        vocab = self._vocab
        reserved = self._reserved
        parts: list[bytes] = []
        for pos, tid in enumerate(check_token_ids(ids, "ids")):
            if tid in reserved:
                continue  # a placeholder ID: no bytes
            try:
                parts.append(vocab[self.own_id(tid)])
            except (KeyError, TypeError):
                raise EncodingError(
                    f"position {pos}: unknown token ID {tid} "
                    f"(vocabulary has {self.vocabulary_size()} entries)",
                    pos,
                ) from None
        return b"".join(parts)

    # ------------------------------------------------------------------ vocabulary

    @property
    def merge_count(self) -> int:
        """Number of learned rules ``k``; stages run from 0 to ``k``."""
        return len(self.rules)

    def vocabulary_size(self, stage: int | None = None) -> int:
        """Entries known at ``stage`` (default: the last): ``256 + stage`` (docs/rules.md s2.8),
        plus the special tokens.

        Raises:
            ArgumentTypeError: (a TypeError) for a stage that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) outside ``0..merge_count``.
        """
        learned = self.merge_count if stage is None else self._check_stage(stage)
        return BYTE_COUNT + learned + len(self.special_tokens)

    @property
    def vocab_size(self) -> int:
        """Entries of the whole vocabulary: ``256 + k`` plus the special tokens
        (docs/rules.md s2.8), :meth:`vocabulary_size` at the last stage; Hugging Face's
        ``get_vocab_size()``."""
        return self.vocabulary_size()

    def save(self, path: str | os.PathLike[str]) -> None:
        """Save the run as a bpe-viewer run file (JSON, docs/rules.md s7.1), atomically;
        :func:`bpe_viewer.core.load` opens it again.

        Args:
            path: the file to write (``str`` or ``os.PathLike``).

        Raises:
            ArgumentTypeError: (a TypeError) for a ``path`` of another type.
            ValueError: for an empty ``path`` or one holding a NUL character.
            OSError: when the file cannot be written.
        """
        from bpe_viewer.core.arguments import check_path
        from bpe_viewer.core.formats.run_json import save_run

        save_run(self, check_path(path, "path"))

    def export(self, format: str, path: str | os.PathLike[str]) -> list[Path]:
        """Write the run's table for another library (docs/rules.md s8), all files as one
        set: ``hf`` (``tokenizer.json``), ``vocab-merges`` (a folder of ``vocab.json`` and
        ``merges.txt``), ``tiktoken`` (``NAME.tiktoken`` and its ``.json``) or ``minbpe``
        (``NAME.model``); see :func:`bpe_viewer.core.interop.export`.

        Args:
            format: one of the format names above.
            path: the file or folder to write.

        Returns:
            The files written.

        Raises:
            ArgumentTypeError: (a TypeError) for a ``format`` or ``path`` of another type.
            bpe_viewer.core.interop.TableError: (a ValueError) for an unknown format, a
                table the format cannot hold (two tokens with the same bytes, ...) or a
                file that cannot be written.
        """
        from bpe_viewer.core.arguments import check_path
        from bpe_viewer.core.interop import export

        check_str(format, "format")
        return export(self, format, check_path(path, "path"), inputs=())

    def is_special(self, token_id: int) -> bool:
        """True for a special token's reserved ID.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        return check_token_id(token_id, "token_id") >= self.special_base

    def newest_token(self, stage: int) -> int | None:
        """The token ID the round before ``stage`` made: ``256 + stage - 1``, or None at 0.

        See docs/rules.md s2 (round ``r`` makes token ``256 + r``).

        Raises:
            ArgumentTypeError: (a TypeError) for a stage that is not an integer.
        """
        stage = check_int(stage, "stage")
        return BYTE_COUNT + stage - 1 if stage > 0 else None

    def learned_by_stage(self, token_id: int, stage: int) -> bool:
        """True for a byte or a token that one of the first ``stage`` rounds learned.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID or stage that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        return 0 <= token_id < BYTE_COUNT + check_int(stage, "stage")

    def is_known(self, token_id: int, stage: int) -> bool:
        """True when ``token_id`` is in the vocabulary at ``stage``: a byte, a token
        learned by round ``stage - 1`` or earlier, or a special token (docs/rules.md s2, s4)."""
        return self.learned_by_stage(token_id, stage) or self.is_special(token_id)

    def is_future(self, token_id: int, stage: int) -> bool:
        """True for a learned token that a round after ``stage`` makes (not even the round
        about to run on ``stage``).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID or stage that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        return BYTE_COUNT + check_int(stage, "stage") < token_id < self.special_base

    def _known_id(self, token_id: int) -> int:
        """``token_id`` as an ``int`` of this run's vocabulary.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        if type(token_id) is int and 0 <= token_id < len(self._vocab):
            return token_id  # the usual case, on every painted cell: no more checks
        token_id = check_token_id(token_id, "token_id")
        if not 0 <= token_id < len(self._vocab):
            raise KeyError(f"unknown token ID {token_id}")
        return token_id

    def token_bytes(self, token_id: int) -> bytes:
        """The bytes a token ID stands for.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        token_id = self._known_id(token_id)
        return self._vocab[token_id]

    def tokens_containing(self, token_id: int) -> frozenset[int]:
        """The IDs whose merge tree holds ``token_id`` (itself included): a document
        holds the token at some stage only if one of its final tokens is among these.

        One pass over the rules (docs/rules.md s9: a token is its two parts merged).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        inside = {check_token_id(token_id, "token_id")}
        for rule in self.rules:
            if rule.left in inside or rule.right in inside:
                inside.add(rule.token_id)
        return frozenset(inside)

    def token_rank(self, token_id: int) -> int | None:
        """Rank of the rule that made ``token_id``; None for a byte or special token.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        if token_id < BYTE_COUNT or token_id >= self.special_base:
            return None
        return token_id - BYTE_COUNT

    def children(self, token_id: int) -> tuple[int, int] | None:
        """The (left, right) IDs a learned token was merged from; None otherwise.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        if token_id < BYTE_COUNT or token_id >= self.special_base:
            return None
        rule = self.rules[token_id - BYTE_COUNT]
        return (rule.left, rule.right)

    # ------------------------------------------------------------------ documents

    def document_bytes(self, document_index: int) -> bytes:
        """A document's exact bytes (the concatenation of its tokens' bytes).

        Raises:
            ArgumentTypeError: (a TypeError) for an index that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) outside ``0..len(documents)
                - 1``; a negative index is not counted from the end.
        """
        tokens = self._final[self._check_document(document_index)]
        return b"".join(map(self._vocab.__getitem__, tokens))  # IDs checked when built

    def final_tokens(self, document_index: int) -> tuple[int, ...]:
        """A document's tokens after the last round.

        Raises:
            ArgumentTypeError: (a TypeError) for an index that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) outside ``0..len(documents)
                - 1``; a negative index is not counted from the end.
        """
        return tuple(self._final[self._check_document(document_index)])

    def final_token_array(self, document_index: int) -> array[int]:
        """A document's tokens after the last round as the run keeps them: a compact
        ``array`` of IDs (32-bit, 64-bit for vocabularies past 2**31), not copied.

        The same values as :meth:`final_tokens`, for readers of long documents; do not
        modify it.
        Raises:
            ArgumentTypeError: (a TypeError) for an index that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) outside ``0..len(documents)
                - 1``; a negative index is not counted from the end.
        """
        return self._final[self._check_document(document_index)]

    def tokens_at(self, document_index: int, stage: int) -> list[int]:
        """A document's tokens at ``stage`` (after ``stage`` merges), rebuilt (docs/rules.md s9).

        Every final token whose rank is ``>= stage`` is expanded into its two parts until
        only tokens older than the stage remain. Held-out documents show the rules of
        rank ``< stage`` applied as frozen rules (docs/rules.md s6).

        Args:
            document_index: index into :attr:`documents`.
            stage: 0 (raw bytes) to :attr:`merge_count`.

        Raises:
            ArgumentTypeError: (a TypeError) for an index or stage that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) for a document index
                outside ``0..len(documents) - 1`` (a negative one is not counted from the
                end) or a stage outside ``0..merge_count``.
        """
        stage = self._check_stage(stage)
        tokens = self._final[self._check_document(document_index)]
        return expand_to_stage(tokens, stage, self.rules, self.special_base)

    def merged_positions(self, document_index: int, stage: int) -> list[int]:
        """Indexes of the tokens the previous round created at ``stage`` (empty at 0).

        Raises:
            ArgumentTypeError, ArgumentRangeError: as :meth:`tokens_at`.
        """
        self._check_document(document_index)
        if self._check_stage(stage) == 0:
            return []
        newest = BYTE_COUNT + stage - 1
        return [i for i, t in enumerate(self.tokens_at(document_index, stage)) if t == newest]

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
            repeat_index(self, first_round=True)  # the candidate table's replacement counts
        try:
            self.merge_table()  # what the encode panel encodes with
        except ValueError:
            pass  # rules that cannot encode: the panel says so when it shows the run
        from bpe_viewer.core.survival import prepare_survival

        prepare_survival(self)  # the vocabulary health figures at the default threshold

    # ------------------------------------------------------------------ rounds

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

    def piece_starts(self, document_index: int) -> set[int]:
        """Byte offsets inside a document where a pre-tokenization piece begins.

        Empty without a pre-tokenizer. No token at any stage spans one of these offsets.

        Raises:
            ArgumentTypeError, ArgumentRangeError: as :meth:`document_bytes`.
        """
        self._check_document(document_index)
        if self.pretokenizer == "none":
            return set()
        if not self.special_tokens:
            return piece_starts(self.document_bytes(document_index), self.pretokenizer)
        from bpe_viewer.core.encoding import split_on_special_tokens

        starts: set[int] = set()
        offset = 0
        for part in split_on_special_tokens(
            self.document_bytes(document_index), self.special_tokens
        ):
            if isinstance(part, bytes):
                starts.update(offset + s for s in piece_starts(part, self.pretokenizer))
                offset += len(part)
            else:
                offset += len(part.text)
        return starts

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
        events: dict[int, list[tuple[int, int]]] = {}
        for rule in self.rules:
            n = rule.replacement_count
            events.setdefault(rule.token_id, []).append((rule.rank, n))
            events.setdefault(rule.left, []).append((rule.rank, -n))
            events.setdefault(rule.right, []).append((rule.rank, -n))
        self._byte_histogram = histogram
        self._frequency_events = events

    def _check_stage(self, stage: object) -> int:
        """``stage`` as an ``int`` in ``0..merge_count`` (:func:`check_int`)."""
        return check_int(stage, "stage", low=0, high=self.merge_count)

    def _check_document(self, document_index: object) -> int:
        """``document_index`` as an index into :attr:`documents` (:func:`check_index`)."""
        return check_index(document_index, "document_index", len(self.documents))


def expand_to_stage(
    tokens: Iterable[int], stage: int, rules: Sequence[MergeRule], special_base: int
) -> list[int]:
    """Tokens of a later stage taken back to ``stage`` (docs/rules.md s2).

    Every token learned at rank ``stage`` or later is replaced by the two it joins,
    again until only older tokens are left; bytes, older tokens and special tokens stay.

    Args:
        tokens: token IDs of any later stage; a negative ID ``~k`` stands for the
            special token ``k`` (its ID is ``special_base + k``).
        stage: the stage wanted (rounds applied).
        rules: the run's rules in rank order (at least ``stage`` of them).
        special_base: ID of the first special token.

    Returns:
        The token IDs at ``stage``.
    """
    limit = BYTE_COUNT + stage
    out: list[int] = []
    append = out.append
    for tok in tokens:
        if tok < limit or tok >= special_base:
            append(special_base + ~tok if tok < 0 else tok)
            continue
        stack = [tok]
        while stack:
            t = stack.pop()
            if t < limit:
                append(t)
            else:
                rule = rules[t - BYTE_COUNT]
                stack.append(rule.right)
                stack.append(rule.left)
    return out


def _token_array(tokens: Sequence[int], size: int, doc_id: str) -> array[int]:
    """``tokens`` as a compact array, every ID checked to lie in ``0 .. size - 1``.

    Raises:
        ValueError: naming the document and position of the first unknown ID.
    """
    typecode = "i" if size < 2**31 else "q"
    if isinstance(tokens, array) and tokens.typecode == typecode:
        arr = tokens
    else:
        try:
            arr = array(typecode, tokens)
        except (OverflowError, TypeError):
            arr = None
    if arr is not None and len(arr):
        if len(arr) < 1 << 16:  # plain Python: importing numpy costs more
            low, high = min(arr), max(arr)
        else:  # one numpy pass instead of two Python iterations
            import numpy as np

            view = np.frombuffer(arr, dtype=np.int32 if typecode == "i" else np.int64)
            low, high = int(view.min()), int(view.max())
        if low >= 0 and high < size:
            return arr
    if arr is not None and not len(arr):
        return arr
    pos, tok = next(
        ((p, t) for p, t in enumerate(tokens) if not (isinstance(t, int) and 0 <= t < size)),
        (0, tokens[0] if len(tokens) else None),
    )
    raise ValueError(f"document {doc_id} position {pos}: unknown token ID {tok}")


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


def _check_documents_type(documents: object) -> Any:
    """The documents as given, or an iterable that is not a sequence (a generator, a
    stream) read once into a list; refuses, before any work, a single text or a mapping.

    Raises:
        TypeError: for ``str``/``bytes`` (``train("hello hello", 5)`` would otherwise be
            eleven one-character documents), a mapping (``train({"a": b"x"}, 2)``), or
            anything that is not iterable (a number) or a Corpus.
    """
    if getattr(documents, "documents", None) is not None:
        return documents
    if isinstance(documents, (str, bytes, bytearray, memoryview)):
        raise TypeError(
            f"documents must be a sequence of texts or bytes, got one {type(documents).__name__} "
            f"(wrap it in a list: [text])"
        )
    if isinstance(documents, Mapping) or not isinstance(documents, Iterable):
        raise TypeError(
            f"documents must be an iterable of texts or bytes (a list, a generator, the "
            f"lines of a file) or a Corpus, got {type(documents).__name__}"
        )
    if isinstance(documents, Sequence):
        return documents
    return list(documents)


def _as_documents(documents: TrainingInput) -> tuple[list[DocumentRecord], list[bytes]]:
    docs = getattr(documents, "documents", None)
    if docs is not None:
        records = [DocumentRecord(d.doc_id, d.partition, d.label, len(d.data)) for d in docs]
        return records, [d.data for d in docs]
    items = cast("Sequence[object]", _check_documents_type(documents))
    datas: list[bytes] = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            try:
                item = item.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError(f"document {i}: a lone surrogate has no UTF-8 bytes") from None
        if not isinstance(item, (bytes, bytearray, memoryview)):
            raise TypeError(f"document {i}: expected bytes or str, got {type(item).__name__}")
        datas.append(bytes(item))
    records = [
        DocumentRecord(f"doc-{i + 1}", "train", f"document {i + 1}", len(d))
        for i, d in enumerate(datas)
    ]
    return records, datas


def _resolve_merges(max_merges: int | None, vocab_size: int | None, special_count: int) -> int:
    if max_merges is not None and vocab_size is not None:
        raise ValueError("give either max_merges or vocab_size, not both")
    if vocab_size is not None:
        return merges_for_vocabulary_size(vocab_size, special_count)
    if max_merges is None:
        raise ValueError("give max_merges or vocab_size")
    return check_merge_count(max_merges)


class Training:
    """Training in progress: iterate it for the rounds, then read :attr:`run`.

    Made by :func:`iter_training`. Iterating yields one :class:`TrainingRound` per merge
    and nothing else; when the iteration ends the finished :class:`TrainingRun` is in
    :attr:`run`. Stopping the iteration early cancels (no run is made).

    Example:
        >>> training = iter_training([b"aaa", b"aba"], 2)
        >>> [r.rule.token_id for r in training]
        [256, 257]
        >>> training.run.merge_count
        2
    """

    def __init__(self, rounds: Iterator[TrainingRound | TrainingRun]) -> None:
        self._items = rounds
        self._run: TrainingRun | None = None

    def __iter__(self) -> Iterator[TrainingRound]:
        for item in self._items:
            if isinstance(item, TrainingRun):
                self._run = item
            else:
                yield item

    @property
    def finished(self) -> bool:
        """True once every round was learned and the run is made."""
        return self._run is not None

    @property
    def run(self) -> TrainingRun:
        """The finished run.

        Raises:
            RuntimeError: before the iteration has ended.
        """
        if self._run is None:
            raise RuntimeError("training has not finished: iterate over every round first")
        return self._run


def iter_training(
    documents: TrainingInput,
    max_merges: int | None = None,
    *,
    vocab_size: int | None = None,
    tie: str = "smallest",
    keep: int = DEFAULT_KEEP_CANDIDATES,
    source: str = "",
    special_tokens: Sequence[str | bytes] = (),
    pretokenizer: str = "none",
    forced: Sequence[tuple[int, int]] | None = None,
    source_ids: Sequence[int] | None = None,
    workers: int | None = 1,
    normalizer: Normalizer | None = None,
    prefix_space: bool = False,
    ignore_merges: bool = False,
    trim_offsets: bool = True,
    reserved_ids: Sequence[int] = (),
    added_token_options: Sequence[AddedTokenOptions] = (),
    normalize: str | None = None,
    special_ids: str = "after-merges",
) -> Training:
    """Train step by step: a :class:`Training` that yields each round, then holds the run.

    Callers that show progress or may cancel iterate it and stop when they like; after
    the last round, ``training.run`` is the finished :class:`TrainingRun`. Arguments as
    for :func:`train`, and:

    Args:
        forced: replay these (left, right) pairs in rank order instead of choosing (see
            :class:`~bpe_viewer.core.trainer.Trainer`); the run is of kind ``replay``
            and ``max_merges`` is only recorded as the requested count.
        source_ids: the replayed table's own IDs, kept by the run (instead of the
            ``special_ids`` layout).
        workers: processes that may cut a large pre-tokenized corpus into pieces (None:
            one per core). Above 1, the calling program's main module must be safe to
            import (``if __name__ == "__main__":``), as for any ``spawn`` process.
        normalizer: normalize the text between special tokens of every document first
            (:mod:`bpe_viewer.core.normalize`); the run keeps the normalized documents
            and the normalizer.
        prefix_space: put a space before the text between special tokens of every
            document that does not start with one (kept likewise).
        ignore_merges, trim_offsets, reserved_ids, added_token_options: recorded in
            the run (see :class:`TrainingRun`).
        normalize: a Unicode form (``nfc``, ``nfkc``): the ``normalizer`` of that form
            (:func:`~bpe_viewer.core.normalize.normalizer_for_form`), the one of
            ``train --normalize``.

    Raises:
        ArgumentTypeError: (a TypeError, see :func:`train`) for an argument of the wrong
            type, before any work.
        ValueError: for a bad merge count or vocabulary size, tie policy, special token,
            pre-tokenizer, normalization (an unknown form, or a form and another
            normalizer) or special-ID layout, ``keep`` below 0 or ``workers`` below 1,
            before any work.
    """
    check_tie_policy(tie)
    check_pretokenizer(check_str(pretokenizer, "pretokenizer"))
    keep = check_int(keep, "keep", low=0)
    source = check_str(source, "source")
    if workers is not None:
        workers = check_int(workers, "workers", low=1)
    if forced is not None:
        forced = [
            _check_pair(pair, f"forced[{i}]")
            for i, pair in enumerate(check_sequence(forced, "forced"))
        ]
    form_normalizer = normalizer_for_form(normalize)
    if form_normalizer is not None:
        if normalizer and normalizer != form_normalizer:
            raise ValueError(
                f"normalize {normalize!r} and normalizer {normalizer.describe()}: give one"
            )
        normalizer = form_normalizer
    if special_ids not in SPECIAL_ID_LAYOUTS:
        raise ValueError(
            f"unknown special-ID layout {special_ids!r}; expected one of "
            f"{', '.join(SPECIAL_ID_LAYOUTS)}"
        )
    specials = _check_special_tokens(special_tokens)
    if forced is not None:  # the run remembers the replayed table's own request
        merges = len(forced) if max_merges is None else max(max_merges, len(forced))
    else:
        merges = _resolve_merges(max_merges, vocab_size, len(specials))
    documents = _check_documents_type(documents)  # a generator is read here, once
    return Training(
        _iter_training(
            documents,
            merges,
            tie,
            keep,
            source,
            specials,
            pretokenizer,
            forced,
            source_ids,
            (os.cpu_count() or 1) if workers is None else workers,
            {
                "normalizer": normalizer if normalizer else None,
                "prefix_space": prefix_space,
                "ignore_merges": ignore_merges,
                "trim_offsets": trim_offsets,
                "reserved_ids": tuple(reserved_ids),
                "added_token_options": tuple(added_token_options),
            },
            special_ids,
        )
    )


def _check_pair(pair: object, name: str) -> tuple[int, int]:
    """A (left, right) pair of token IDs.

    Raises:
        ArgumentTypeError: for anything but a sequence of two integers.
    """
    if isinstance(pair, (str, bytes)) or not isinstance(pair, Sequence) or len(pair) != 2:
        raise ArgumentTypeError(
            f"{name} must be a (left, right) pair of token IDs, got {type(pair).__name__}"
        )
    return (check_token_id(pair[0], f"{name}[0]"), check_token_id(pair[1], f"{name}[1]"))


def _check_special_tokens(special_tokens: object) -> tuple[bytes, ...]:
    """The special tokens as distinct, non-empty byte strings (docs/rules.md s4.3).

    Raises:
        ArgumentTypeError: (a TypeError) for one ``str`` or ``bytes`` instead of a list
            (``special_tokens=b"ab"`` would be the tokens 97 and 98), or an item that is
            neither ``str`` nor bytes (:func:`check_byte_strings`).
        ValueError: for an empty or repeated token, or a ``str`` with a lone surrogate.
    """
    out: list[bytes] = []
    for data in check_byte_strings(special_tokens, "special_tokens"):
        if not data:
            raise ValueError("a special token cannot be empty")
        if data in out:
            from bpe_viewer.core.render import show_token

            raise ValueError(f"special token {show_token(data)} is listed twice")
        out.append(data)
    return tuple(out)


def _iter_training(
    documents: TrainingInput,
    max_merges: int,
    tie: str,
    keep: int,
    source: str,
    specials: tuple[bytes, ...],
    pretokenizer: str,
    forced: Sequence[tuple[int, int]] | None = None,
    source_ids: Sequence[int] | None = None,
    workers: int = 1,
    text_settings: Mapping[str, Any] | None = None,
    special_layout: str = "after-merges",
) -> Iterator[TrainingRound | TrainingRun]:
    from bpe_viewer.core.encoding import MergeTable

    settings = dict(text_settings or {})
    records, datas = _as_documents(documents)
    if settings.get("normalizer") or settings.get("prefix_space"):
        # Documents as the encoder sees them: the run keeps them so (docs/rules.md s6).
        prepare = MergeTable(
            (),
            specials,
            normalizer=settings.get("normalizer"),
            prefix_space=bool(settings.get("prefix_space")),
        ).prepare_document
        datas = [prepare(d) for d in datas]
        records = [
            DocumentRecord(r.doc_id, r.partition, r.label, len(d))
            for r, d in zip(records, datas, strict=True)
        ]
    counted = [i for i, r in enumerate(records) if r.counted]
    # Special tokens and pre-tokenization pieces are barriers: train on the pieces
    # between them (docs/rules.md s4); a document's final tokens are its pieces' tokens
    # in order. Equal pieces (and equal documents) learn alike, so the trainer sees each
    # distinct piece once, weighted by how often it stands, in order of first occurrence
    # (which keeps the ``first`` tie policy's document order, docs/rules.md s3, s9).
    pieces, weights, layout, entries = _distinct_pieces(
        [datas[i] for i in counted], specials, pretokenizer, workers
    )
    trainer = Trainer(pieces, max_merges, tie=tie, keep=keep, weights=weights, forced=forced)
    del pieces, weights
    rounds: list[TrainingRound] = []
    for rnd in trainer:
        rounds.append(rnd)
        yield rnd
    special_ids = [BYTE_COUNT + len(rounds) + i for i in range(len(specials))]
    learned = trainer.live_tokens()
    trainer.release()
    typecode = "i" if BYTE_COUNT + len(rounds) + len(specials) < 2**31 else "q"
    final: list[array[int]] = [array(typecode) for _ in records]
    for i, toks in zip(
        counted, _assemble(learned, special_ids, layout, entries, typecode), strict=True
    ):
        final[i] = toks
    del learned, layout
    if len(counted) != len(records):
        table = MergeTable([r.rule for r in rounds], specials, pretokenizer)
        for i, rec in enumerate(records):
            if not rec.counted:
                final[i] = array(typecode, table.encode(datas[i], allow_special=True))
    if source_ids is None and special_layout == "after-bytes":
        source_ids = after_bytes_ids(len(rounds), len(specials))
    yield TrainingRun(
        documents=records,
        final_tokens=final,
        rounds=rounds,
        tie=tie,
        requested_merges=max_merges,
        source=source,
        special_tokens=specials,
        pretokenizer=pretokenizer,
        kind="training" if forced is None else "replay",
        source_ids=source_ids,
        unit=getattr(documents, "unit", None),
        **settings,
    )


#: With ``workers`` above 1, corpora of at least this many bytes are cut into pieces by
#: several processes.
PARALLEL_SPLIT_BYTES = 4_000_000


def _distinct_pieces(
    datas: Sequence[bytes], specials: tuple[bytes, ...], pretokenizer: str, workers: int = 1
) -> tuple[list[bytes], list[int], array[int], list[int]]:
    """Cut documents into pre-tokenization pieces and number the distinct ones.

    Args:
        datas: the counted documents' bytes, in order.
        specials: special tokens (barriers, docs/rules.md s4).
        pretokenizer: a pre-tokenizer name (docs/rules.md s4).
        workers: processes that may cut a large corpus (:data:`PARALLEL_SPLIT_BYTES`),
            a run of documents each; their numbers are joined in document order, so
            the result is the same as cutting in one process.

    Returns:
        ``(pieces, weights, layout, entries)``: the distinct pieces in order of first
        occurrence, how often each stands, every document's pieces one after another
        as indices into ``pieces`` (``~k`` for the special token ``specials[k]``), and
        where each document's run of ``layout`` ends.
    """
    total = sum(map(len, datas)) if workers > 1 and pretokenizer != "none" else -1
    if total >= PARALLEL_SPLIT_BYTES:
        pieces, layout, entries = _number_pieces_in_processes(
            datas, specials, pretokenizer, workers, total
        )
    else:
        pieces, layout, entries = number_pieces(datas, specials, pretokenizer)
    return pieces, _piece_weights(layout, len(pieces)), layout, entries


def number_pieces(
    datas: Sequence[bytes], specials: tuple[bytes, ...], pretokenizer: str
) -> tuple[list[bytes], array[int], list[int]]:
    """:func:`_distinct_pieces` without the weights."""
    from bpe_viewer.core.encoding import special_token_pattern, split_on_special_tokens

    special_index = {text: i for i, text in enumerate(specials)}
    special_pattern = special_token_pattern(specials)
    split = pretokenizer != "none"
    # Pieces are counted as text decoded with surrogate escapes (one regex call per
    # document gives them all), and only the distinct ones are encoded back to bytes.
    # A piece seen for the first time gets the next index (the default factory), so
    # numbering a document's pieces is one map over them.
    distinct: defaultdict[str | bytes, int] = defaultdict(itertools.count().__next__)
    number = distinct.__getitem__
    layout = array("i")
    entries: list[int] = []
    for n, data in enumerate(datas):
        if not n & 0xFF:
            check_cancelled()
        if not specials and not split:
            if data:
                layout.append(number(data))
            entries.append(len(layout))
            continue
        for part in split_on_special_tokens(data, special_pattern):
            if not isinstance(part, bytes):
                layout.append(~special_index[part.text])
            elif split:
                text = part.decode("utf-8", "surrogateescape")
                layout.extend(map(number, split_text(text, pretokenizer)))
            else:
                layout.append(number(part))
        entries.append(len(layout))
    pieces = [p if isinstance(p, bytes) else p.encode("utf-8", "surrogateescape") for p in distinct]
    distinct.clear()
    return pieces, layout, entries


def _number_pieces_in_processes(
    datas: Sequence[bytes],
    specials: tuple[bytes, ...],
    pretokenizer: str,
    workers: int,
    total: int,
) -> tuple[list[bytes], array[int], list[int]]:
    """:func:`number_pieces` over runs of documents in a pool of fresh processes
    (``spawn``: safe beside the window's threads), joined in document order. When no
    process can start, the corpus is cut here instead."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    import numpy as np

    # Two runs per process, of about equal bytes, keep every core busy to the end.
    size = total // (2 * workers) + 1
    runs: list[Sequence[bytes]] = []
    begin, acc = 0, 0
    for i, data in enumerate(datas):
        acc += len(data)
        if acc >= size:
            runs.append(datas[begin : i + 1])
            begin, acc = i + 1, 0
    if begin < len(datas):
        runs.append(datas[begin:])
    distinct: defaultdict[bytes, int] = defaultdict(itertools.count().__next__)
    number = distinct.__getitem__
    layout = array("i")
    entries: list[int] = []
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    finished = False
    try:
        futures = [pool.submit(number_pieces, run, specials, pretokenizer) for run in runs]
        del runs
        for future in futures:
            while True:
                check_cancelled()
                try:
                    pieces, part, ends = future.result(timeout=0.2)
                    break
                except TimeoutError:
                    continue
            # The run's own numbers become the corpus's: a run's first occurrences come
            # after every earlier run's, so the order of first occurrence is kept.
            local = np.frombuffer(part, dtype=np.int32)
            if pieces:
                index = np.fromiter(map(number, pieces), dtype=np.int64, count=len(pieces))
                local = np.where(local >= 0, index[np.maximum(local, 0)], local)
            base = len(layout)
            layout.frombytes(local.astype(np.int32).tobytes())
            entries.extend(base + end for end in ends)
        finished = True
    except BrokenProcessPool:
        return number_pieces(datas, specials, pretokenizer)
    finally:
        # When cancelled, running tasks end on their own; nothing waits for them.
        pool.shutdown(wait=finished, cancel_futures=True)
    return list(distinct), layout, entries


def _piece_weights(layout: array[int], count: int) -> list[int]:
    """How many times each piece index stands in ``layout`` (special entries skipped)."""
    if not count:
        return []
    if len(layout) < _State._NUMPY_FROM:  # plain Python: see _State._NUMPY_FROM
        weights = [0] * count
        for index, times in Counter(layout).items():
            if index >= 0:
                weights[index] = times
        return weights
    import numpy as np

    values = np.frombuffer(layout, dtype=np.int32)
    return np.bincount(values[values >= 0], minlength=count).tolist()  # type: ignore[no-any-return]


#: Tokens assembled together by :func:`_assemble` (bounds its temporary arrays).
_ASSEMBLE_STEP = 1 << 20


def _assemble(
    learned: tuple[array[int], list[int]],
    special_ids: list[int],
    layout: array[int],
    entries: list[int],
    typecode: str,
) -> Iterator[array[int]]:
    """Each document's final tokens: its pieces' tokens and special token IDs in order.

    Args:
        learned: every distinct piece's final tokens one after another, and where each
            piece's tokens end (:meth:`Trainer.live_tokens`).
        special_ids: the token ID of each special token.
        layout: every document's piece indices one after another (``~k``: special ``k``).
        entries: where each document's run of ``layout`` ends.
        typecode: ``array`` typecode of the results.

    Yields:
        One array per document, in order, gathered in bulk (numpy) for runs of
        documents a slice of tokens at a time.
    """
    tokens, piece_ends = learned
    if len(tokens) + len(layout) < _State._NUMPY_FROM:  # plain Python: see _State
        yield from _assemble_slow(learned, special_ids, layout, entries, typecode)
        return
    import numpy as np

    dtype = np.int32 if typecode == "i" else np.int64
    source = np.int32 if tokens.typecode == "i" else np.int64
    flat = np.concatenate(
        (np.frombuffer(tokens, dtype=source), np.array(special_ids, dtype=source))
    ).astype(dtype, copy=False)
    del tokens
    count = len(piece_ends)
    last = piece_ends[-1] if piece_ends else 0
    offsets = np.zeros(count + len(special_ids) + 1, dtype=np.int64)
    offsets[1 : count + 1] = piece_ends
    offsets[count + 1 :] = last + np.arange(1, len(special_ids) + 1)
    lengths = np.diff(offsets)
    # Per layout entry: the index of its piece (or special token) in ``offsets``, in 32
    # bits like the layout (one array as long as the layout is the largest temporary).
    ids = np.frombuffer(layout, dtype=np.int32).copy()
    specials_at = np.flatnonzero(ids < 0)
    ids[specials_at] = count + ~ids[specials_at]
    del specials_at
    # tokens before each layout entry, and where each document's tokens end
    before = np.zeros(len(ids) + 1, dtype=np.int64)
    np.cumsum(lengths.astype(np.int32)[ids], dtype=np.int64, out=before[1:])
    ends = before[np.array(entries, dtype=np.int64)].tolist() if entries else []
    width = np.dtype(dtype).itemsize
    doc, total, begin = 0, len(entries), 0
    while doc < total:
        check_cancelled()
        # The next documents, a slice of tokens at a time (at least one document).
        first_token = ends[doc - 1] if doc else 0
        stop = doc + 1
        while stop < total and ends[stop] - first_token <= _ASSEMBLE_STEP:
            stop += 1
        chunk = ids[begin : entries[stop - 1]]
        sizes = lengths[chunk]
        gather = np.repeat(
            offsets[chunk] - (before[begin : entries[stop - 1]] - first_token), sizes
        )
        gather += np.arange(len(gather))
        data = flat[gather].tobytes()
        del gather, chunk, sizes
        at = 0
        for k in range(doc, stop):
            n = ends[k] - first_token
            toks = array(typecode)
            toks.frombytes(data[at * width : n * width])
            yield toks
            at = n
        doc, begin = stop, entries[stop - 1]


def _assemble_slow(
    learned: tuple[array[int], list[int]],
    special_ids: list[int],
    layout: array[int],
    entries: list[int],
    typecode: str,
) -> Iterator[array[int]]:
    """:func:`_assemble` in plain Python, one piece at a time, for a small corpus."""
    tokens, piece_ends = learned
    if tokens.typecode != typecode:
        tokens = array(typecode, tokens)
    piece_starts = [0, *piece_ends[:-1]]
    begin = 0
    for end in entries:
        toks = array(typecode)
        for index in layout[begin:end]:
            if index >= 0:
                toks.extend(tokens[piece_starts[index] : piece_ends[index]])
            else:
                toks.append(special_ids[~index])
        yield toks
        begin = end


def train(
    documents: TrainingInput,
    max_merges: int | None = None,
    *,
    vocab_size: int | None = None,
    tie: str = "smallest",
    keep: int = DEFAULT_KEEP_CANDIDATES,
    on_round: Callable[[TrainingRound], None] | None = None,
    cancel: threading.Event | None = None,
    special_tokens: Sequence[str | bytes] = (),
    pretokenizer: str = "none",
    workers: int | None = 1,
    normalize: str | None = None,
    special_ids: str = "after-merges",
) -> TrainingRun:
    """Train a byte-level BPE merge table and return its full record (docs/rules.md s2, s3).

    Args:
        documents: a sequence of ``bytes`` (``str`` is UTF-8 encoded), each its own
            document, or a loaded :class:`~bpe_viewer.core.corpus.Corpus` (only its train
            partition feeds the counts).
        max_merges: upper bound on the number of merges, 0 to ``2**32 - 256``.
        vocab_size: instead of ``max_merges``, the wanted vocabulary size: merges =
            ``vocab_size - 256 - len(special_tokens)`` (docs/rules.md s2.8), still an
            upper bound. Give exactly one of the two.
        tie: ``smallest`` (default), ``largest``, ``first``, ``bytes-largest`` or
            ``bytes-smallest`` (docs/rules.md s3).
        keep: leading candidates recorded per round (ties are always all recorded).
        on_round: called with each round as it is learned.
        cancel: when set, training stops between rounds with :class:`TrainingCancelled`.
        special_tokens: reserved strings (``str`` is UTF-8 encoded) such as
            ``"<|endoftext|>"``: every occurrence is a barrier that no merge crosses, and
            it keeps its own ID after the learned ones (docs/rules.md s4).
        pretokenizer: cut documents into pieces that merges never cross: ``none``
            (default), ``whitespace``, ``punctuation``, ``gpt2`` or ``gpt4`` (docs/rules.md s4).
        workers: processes that may cut a large pre-tokenized corpus (see
            :func:`iter_training`); default 1, this process alone.
        normalize: ``nfc`` or ``nfkc``: put the text between the special tokens of every
            document in that Unicode normalization form first; the run keeps it as its
            :attr:`TrainingRun.normalizer` (that form's ``tokenizer.json`` normalizer,
            :mod:`bpe_viewer.core.normalize`) and encodes normalized text.
        special_ids: ``after-merges`` (default: special ``i`` is ``256 + k + i``) or
            ``after-bytes`` (special ``i`` is ``256 + i`` and the token of rank ``r`` is
            ``256 + len(special_tokens) + r`` in :meth:`TrainingRun.encode`, the exports
            and the vocabulary; kept as the run's :attr:`TrainingRun.source_ids`).

    Returns:
        The :class:`TrainingRun`.

    Raises:
        TypeError: ``documents`` is a single ``str``/``bytes``, a mapping, or holds an
            item that is neither ``str`` nor ``bytes`` (e.g. ``train("hello hello", 5)``).
        ArgumentTypeError: (a TypeError; also a ValueError, as earlier versions raised)
            for any other argument of the wrong type, naming it: a merge count or
            vocabulary size that is not an integer (``True`` and ``2.0`` included), a tie
            policy or pre-tokenizer that is not a ``str``, ``special_tokens`` given as one
            ``str`` or ``bytes`` instead of a list (``b"ab"`` would be two tokens of
            97 and 98 zero bytes) or holding another type, ``keep`` or ``workers`` not
            an integer, an ``on_round`` that cannot be called, a ``cancel`` without
            ``is_set()``.
        ValueError: for a negative or too large merge count, a vocabulary size below
            ``256 + len(special_tokens)``, both or neither of ``max_merges`` and
            ``vocab_size``, an unknown tie policy, pre-tokenizer, normalization or
            special-ID layout, an empty or repeated special token, ``keep`` below 0 or
            ``workers`` below 1, before any work.
        TrainingCancelled: when ``cancel`` was set.

    Example:
        >>> [r.token_id for r in train([b"aaa", b"aba"], 2).rules]
        [256, 257]
        >>> train([b"aaa", b"aba"], vocab_size=257).merge_count
        1
    """
    check_callable(on_round, "on_round")
    if cancel is not None and not callable(getattr(cancel, "is_set", None)):
        raise ArgumentTypeError(
            f"cancel must be a threading.Event or None, got {type(cancel).__name__}"
        )
    training = iter_training(
        documents,
        max_merges,
        vocab_size=vocab_size,
        tie=tie,
        keep=keep,
        special_tokens=special_tokens,
        pretokenizer=pretokenizer,
        workers=workers,
        normalize=normalize,
        special_ids=special_ids,
    )
    # The cancel event is also seen while the documents are split and indexed.
    with cancel_scope(cancel):
        for rnd in training:
            if cancel is not None and cancel.is_set():
                raise TrainingCancelled()
            if on_round is not None:
                on_round(rnd)
        if cancel is not None and cancel.is_set():
            raise TrainingCancelled()
        return training.run
