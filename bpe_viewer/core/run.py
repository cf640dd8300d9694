"""The training record: rules, candidates per round, and any document at any stage.

A :class:`TrainingRun` keeps only each document's *final* tokens. The tokens of stage
``r`` are rebuilt on request by expanding every token whose rank is ``>= r`` (docs/rules.md s9),
one document at a time, so moving to another round never retrains and costs time in
proportion to the documents asked for, not to the corpus.

The record is the bottom of the run's layers and imports nothing above it:

- :mod:`bpe_viewer.core.training` builds records (:func:`~bpe_viewer.core.training.train`);
- :mod:`bpe_viewer.core.run_stats` and :mod:`bpe_viewer.core.run_codec` are the record's
  mixins: its whole-corpus figures, and its encoding, decoding and table IDs;
- the saved-run format (:mod:`bpe_viewer.core.formats.run_json`) and the exporters of
  :mod:`bpe_viewer.core.interop` read and write records. They import this module, so
  :meth:`TrainingRun.save` and :meth:`TrainingRun.export` do not import them: they call
  the writers that :mod:`bpe_viewer.core` (the package, always imported before any of
  its modules) installs with :func:`install_writers`.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.arguments import check_index, check_path, check_str
from bpe_viewer.core.notes import RunNotes
from bpe_viewer.core.pretokenize import check_pretokenizer, piece_starts
from bpe_viewer.core.run_codec import RunEncoding
from bpe_viewer.core.run_stats import RunStatistics
from bpe_viewer.core.spec import DOCUMENT_UNITS, TrainingSpec
from bpe_viewer.core.ties import check_tie_policy
from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule, TrainingRound

if TYPE_CHECKING:
    from pathlib import Path

    from bpe_viewer.core.encoding import MergeTable
    from bpe_viewer.core.normalize import Normalizer
    from bpe_viewer.core.special_tokens import AddedTokenOptions

#: Kinds of record: trained here, imported merge table, table replayed on a corpus.
RUN_KINDS: tuple[str, ...] = ("training", "table", "replay")

#: The settings of a :class:`TrainingSpec` that a run's own fields do not hold: a run
#: keeps these from the spec it was given (:attr:`RunBase.spec`).
_SPEC_EXTRAS = ("vocab_size", "keep", "word_tie")


class RunWriters:
    """The writers a run hands itself to on :meth:`TrainingRun.save` and
    :meth:`TrainingRun.export`: they belong to the layers above the record (the
    saved-run format and :mod:`bpe_viewer.core.interop`), which import this module, so
    this module cannot import them; :mod:`bpe_viewer.core` installs them
    (:func:`install_writers`) when the package is first imported, before any module of
    it runs."""

    save: Callable[[TrainingRun, str | os.PathLike[str]], None] | None = None
    export: Callable[[TrainingRun, str, str | os.PathLike[str]], list[Path]] | None = None


def install_writers(
    save: Callable[[TrainingRun, str | os.PathLike[str]], None],
    export: Callable[[TrainingRun, str, str | os.PathLike[str]], list[Path]],
) -> None:
    """Give :meth:`TrainingRun.save` the saved-run writer ``save(run, path)`` and
    :meth:`TrainingRun.export` the table exporter ``export(run, format, path)``."""
    RunWriters.save = save
    RunWriters.export = export


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


class RunBase(RunStatistics, RunEncoding):
    """What every run answers, finished or still growing: its rules and vocabulary, any
    document at any stage, the whole-corpus figures, encoding and decoding, and the
    settings it was trained with (:attr:`spec`).

    Args: as :class:`TrainingRun`, the finished record, which adds what only a finished
    run does (:meth:`~TrainingRun.replace`, :meth:`~TrainingRun.save`,
    :meth:`~TrainingRun.export`); :class:`~bpe_viewer.core.growing.GrowingRun` is the
    other kind, the rounds learned so far of a training still running.
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
        spec: TrainingSpec | None = None,
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
        self._final: tuple[array[int], ...] = (
            tuple(final_tokens)  # type: ignore[arg-type]  # all arrays, checked at once
            if _arrays_in_range(final_tokens, size)
            else tuple(
                _token_array(toks, size, self.documents[index].doc_id)
                for index, toks in enumerate(final_tokens)
            )
        )
        self._reset_statistics()
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
        if spec is not None and not isinstance(spec, TrainingSpec):
            raise TypeError(f"spec must be a TrainingSpec, got {type(spec).__name__}")
        self._spec = spec

    @property
    def spec(self) -> TrainingSpec:
        """The settings that describe the run, as one
        :class:`~bpe_viewer.core.spec.TrainingSpec` (for a table of runs, a replay or a
        retrain): :meth:`described_spec`, the settings its fields hold, with the ones
        no field holds (the vocabulary size asked for, ``keep``, the word tie order)
        taken from the spec it was trained with, if any. So the spec always agrees
        with the fields: a copy with another pre-tokenizer has a spec that says it, and
        a vocabulary size that no longer gives the run's merge count is left out."""
        described = self.described_spec()
        if self._spec is None:
            return described
        extras = {name: getattr(self._spec, name) for name in _SPEC_EXTRAS}
        try:
            spec = described.replace(**extras)
        except ValueError:  # a vocabulary size too small for the copy's special tokens
            spec = described.replace(**extras, vocab_size=None)
        if spec.merge_count != described.merge_count:
            spec = spec.replace(vocab_size=None)
        return spec

    def described_spec(self) -> TrainingSpec:
        """The :class:`~bpe_viewer.core.spec.TrainingSpec` the recorded fields give: the
        requested merge count, tie policy, pre-tokenizer, special tokens and their ID
        layout, the document unit (a separator unit, which a spec cannot hold, gives
        ``file``) and the ``nfc``/``nfkc`` normalization (any other normalizer has no
        spec setting); the other settings at their defaults."""
        from bpe_viewer.core.normalize import form_of_normalizer

        return TrainingSpec(
            merges=self.requested_merges,
            tie=self.tie,
            unit=self.unit if self.unit in DOCUMENT_UNITS else "file",
            pretokenizer=self.pretokenizer,
            special_tokens=self.special_tokens,
            special_ids=self.special_ids,
            normalize=form_of_normalizer(self.normalizer),
        )

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

    # ------------------------------------------------------------------ rounds

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
        from bpe_viewer.core.special_tokens import split_on_special_tokens

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

    def _check_document(self, document_index: object) -> int:
        """``document_index`` as an index into :attr:`documents` (:func:`check_index`)."""
        return check_index(document_index, "document_index", len(self.documents))


class TrainingRun(RunBase):
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
        spec: the :class:`~bpe_viewer.core.spec.TrainingSpec` the run was trained
            with (training and the saved-run reader give it), or None: :attr:`spec` is
            then the one the recorded settings describe.

    Token ID layout: 0..255 the single bytes, ``256 + r`` the token of rank ``r``, then
    the special tokens in the order given. :meth:`encode` and :meth:`decode` speak the
    source IDs when there are any.

    Raises:
        ValueError: if the pieces are inconsistent (rank gaps, unknown token IDs).
    """

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
        unknown = sorted(set(changes) - set(fields) - {"spec"})
        if unknown:
            raise TypeError(f"TrainingRun has no argument {', '.join(unknown)}")
        fields["spec"] = self._spec  # its other settings follow the copy's fields
        fields.update(changes)
        return TrainingRun(**fields)

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
        target = check_path(path, "path")
        assert RunWriters.save is not None  # installed by bpe_viewer.core
        RunWriters.save(self, target)

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
        check_str(format, "format")
        target = check_path(path, "path")
        assert RunWriters.export is not None  # installed by bpe_viewer.core
        return RunWriters.export(self, format, target)


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


def _arrays_in_range(final_tokens: Sequence[Sequence[int]], size: int) -> bool:
    """True when every document's tokens are already a compact array of the run's
    typecode with every ID in ``0 .. size - 1``, checked in one numpy pass over all of
    them (the saved-run reader hands over such arrays); False sends each to
    :func:`_token_array`, which names the first unknown ID."""
    typecode = "i" if size < 2**31 else "q"
    if len(final_tokens) < 64 or not all(
        type(t) is array and t.typecode == typecode for t in final_tokens
    ):
        return False
    if sum(map(len, final_tokens)) < 1 << 16:  # plain Python: importing numpy costs more
        filled = [t for t in final_tokens if len(t)]
        return not filled or (min(map(min, filled)) >= 0 and max(map(max, filled)) < size)
    import numpy as np

    every = b"".join(t.tobytes() for t in final_tokens)  # type: ignore[attr-defined]
    ids = np.frombuffer(every, dtype=np.int32 if typecode == "i" else np.int64)
    return not len(ids) or (int(ids.min()) >= 0 and int(ids.max()) < size)


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
