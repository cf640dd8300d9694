"""The training pipeline: documents and a :class:`~bpe_viewer.core.spec.TrainingSpec` in,
a finished :class:`~bpe_viewer.core.run.TrainingRun` out (docs/rules.md s2-s4).

:func:`train` and :func:`iter_training` check the documents and the settings, cut the
documents into pre-tokenization pieces (:func:`number_pieces`, in several processes for
a large corpus), hand the distinct pieces to the :class:`~bpe_viewer.core.trainer.Trainer`
and assemble every document's final tokens into the record. The record module knows
nothing of this one; this one builds records.

Every training setting travels as one :class:`~bpe_viewer.core.spec.TrainingSpec`: the
loose keyword arguments of :func:`train` and :func:`iter_training` (``tie=``,
``pretokenizer=``, ...) are checked and gathered into one, and the run records it as
:attr:`TrainingRun.spec <bpe_viewer.core.run.TrainingRun.spec>`.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from bpe_viewer.core.arguments import (
    ArgumentTypeError,
    check_byte_strings,
    check_callable,
    check_int,
    check_sequence,
    check_str,
    check_token_id,
)
from bpe_viewer.core.corpus import DOCUMENT_UNITS
from bpe_viewer.core.normalize import form_of_normalizer, normalizer_for_form
from bpe_viewer.core.piece_layout import assemble_documents, distinct_pieces
from bpe_viewer.core.pretokenize import check_pretokenizer
from bpe_viewer.core.run import DocumentRecord, TrainingRun
from bpe_viewer.core.run_codec import after_bytes_ids
from bpe_viewer.core.safeio import TrainingCancelled, cancel_scope
from bpe_viewer.core.spec import (
    DEFAULT_SPEC,
    SPECIAL_ID_LAYOUTS,
    TrainingSpec,
    merges_for_vocabulary_size,
)
from bpe_viewer.core.ties import check_tie_policy
from bpe_viewer.core.trainer import (
    BYTE_COUNT,
    Trainer,
    TrainingRound,
    check_merge_count,
)

if TYPE_CHECKING:
    from bpe_viewer.core.corpus import TrainingInput
    from bpe_viewer.core.normalize import Normalizer
    from bpe_viewer.core.special_tokens import AddedTokenOptions


class _Unset:
    """The default of a loose training setting of :func:`train`: not given (the spec's
    value, or :data:`~bpe_viewer.core.spec.DEFAULT_SPEC`'s)."""

    def __repr__(self) -> str:
        return "<default>"


#: A loose setting that was not given (``tie=None`` is a bad tie policy, not this).
_UNSET: Any = _Unset()

__all__ = [
    "Training",
    "TrainingCancelled",
    "check_special_tokens",
    "iter_training",
    "train",
]


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
    spec: TrainingSpec | None = None,
    vocab_size: int | None = None,
    tie: str = _UNSET,
    keep: int = _UNSET,
    source: str = "",
    special_tokens: Sequence[str | bytes] = _UNSET,
    pretokenizer: str = _UNSET,
    forced: Sequence[tuple[int, int]] | None = None,
    source_ids: Sequence[int] | None = None,
    workers: int | None = 1,
    normalizer: Normalizer | None = None,
    prefix_space: bool = False,
    ignore_merges: bool = False,
    trim_offsets: bool = True,
    reserved_ids: Sequence[int] = (),
    added_token_options: Sequence[AddedTokenOptions] = (),
    normalize: str | None = _UNSET,
    special_ids: str = _UNSET,
) -> Training:
    """Train step by step: a :class:`Training` that yields each round, then holds the run.

    Callers that show progress or may cancel iterate it and stop when they like; after
    the last round, ``training.run`` is the finished :class:`TrainingRun`. Arguments as
    for :func:`train` (the settings either as ``spec`` or as the loose keyword
    arguments), and:

    Args:
        forced: replay these (left, right) pairs in rank order instead of choosing (see
            :class:`~bpe_viewer.core.trainer.Trainer`); the run is of kind ``replay``
            and the merge count is only recorded as the requested count.
        source_ids: the replayed table's own IDs, kept by the run (instead of the
            ``special_ids`` layout).
        workers: processes that may cut a large pre-tokenized corpus into pieces (None:
            as many as pay, :func:`~bpe_viewer.core.piece_layout.process_count`). Not 1,
            where processes are spawned rather than forked from a server (Windows), the
            calling program's main module must be safe to import
            (``if __name__ == "__main__":``), as for any ``spawn`` process.
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
            or a ``spec`` given together with one of the settings it holds, before any
            work.
    """
    loose = {
        "max_merges": _UNSET if max_merges is None else max_merges,
        "vocab_size": _UNSET if vocab_size is None else vocab_size,
        "tie": tie,
        "keep": keep,
        "special_tokens": special_tokens,
        "pretokenizer": pretokenizer,
        "normalize": normalize,
        "special_ids": special_ids,
    }
    source = check_str(source, "source")
    if workers is not None:
        workers = check_int(workers, "workers", low=1)
    if forced is not None:
        forced = [
            _check_pair(pair, f"forced[{i}]")
            for i, pair in enumerate(check_sequence(forced, "forced"))
        ]
    if spec is None:
        spec = _spec_from_arguments(loose, forced)
    else:
        if not isinstance(spec, TrainingSpec):
            raise ArgumentTypeError(f"spec must be a TrainingSpec, got {type(spec).__name__}")
        given = [name for name, value in loose.items() if value is not _UNSET]
        if given:
            raise ValueError(
                f"give the training settings either as spec or as keyword arguments, "
                f"not both ({', '.join(given)} given with spec)"
            )
        check_special_tokens(spec.special_tokens)
        if forced is not None:
            spec = spec.replace(vocab_size=None, merges=max(spec.merge_count, len(forced)))
    unit = getattr(documents, "unit", None)
    if isinstance(unit, str) and unit in DOCUMENT_UNITS and unit != spec.unit:
        spec = spec.replace(unit=unit)  # the unit the documents were cut by, when known
    form_normalizer = normalizer_for_form(spec.normalize)
    if form_normalizer is not None:
        if normalizer and normalizer != form_normalizer:
            raise ValueError(
                f"normalize {spec.normalize!r} and normalizer {normalizer.describe()}: give one"
            )
        normalizer = form_normalizer
    elif normalizer:  # a form's normalizer given as one (a replayed tokenizer.json's)
        form = form_of_normalizer(normalizer)
        if form is not None:
            spec = spec.replace(normalize=form)
    documents = _check_documents_type(documents)  # a generator is read here, once
    return Training(
        _iter_training(
            documents,
            spec,
            source,
            forced,
            source_ids,
            workers,
            {
                "normalizer": normalizer if normalizer else None,
                "prefix_space": prefix_space,
                "ignore_merges": ignore_merges,
                "trim_offsets": trim_offsets,
                "reserved_ids": tuple(reserved_ids),
                "added_token_options": tuple(added_token_options),
            },
        )
    )


def _spec_from_arguments(
    loose: Mapping[str, Any], forced: Sequence[tuple[int, int]] | None
) -> TrainingSpec:
    """The :class:`TrainingSpec` the loose keyword arguments of :func:`iter_training`
    describe, one not given taking :data:`~bpe_viewer.core.spec.DEFAULT_SPEC`'s value;
    each is checked on its own first, so a message names the argument.

    Raises:
        ArgumentTypeError, ValueError: as :func:`iter_training`.
    """
    given = {name: value for name, value in loose.items() if value is not _UNSET}
    tie = check_tie_policy(given.get("tie", DEFAULT_SPEC.tie))
    pretokenizer = given.get("pretokenizer", DEFAULT_SPEC.pretokenizer)
    check_pretokenizer(check_str(pretokenizer, "pretokenizer"))
    keep = check_int(given.get("keep", DEFAULT_SPEC.keep), "keep", low=0)
    normalize = given.get("normalize", DEFAULT_SPEC.normalize)
    normalizer_for_form(normalize)
    special_ids = given.get("special_ids", DEFAULT_SPEC.special_ids)
    if special_ids not in SPECIAL_ID_LAYOUTS:
        raise ValueError(
            f"unknown special-ID layout {special_ids!r}; expected one of "
            f"{', '.join(SPECIAL_ID_LAYOUTS)}"
        )
    specials = check_special_tokens(given.get("special_tokens", DEFAULT_SPEC.special_tokens))
    max_merges, vocab_size = given.get("max_merges"), given.get("vocab_size")
    if forced is not None:  # the run remembers the replayed table's own request
        merges = len(forced) if max_merges is None else max(max_merges, len(forced))
        vocab_size = None
    else:
        merges = _resolve_merges(max_merges, vocab_size, len(specials))
    return TrainingSpec(
        merges=merges,
        vocab_size=vocab_size,
        tie=tie,
        pretokenizer=pretokenizer,
        special_tokens=specials,
        special_ids=special_ids,
        normalize=normalize,
        keep=keep,
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


def check_special_tokens(special_tokens: object) -> tuple[bytes, ...]:
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
    spec: TrainingSpec,
    source: str,
    forced: Sequence[tuple[int, int]] | None = None,
    source_ids: Sequence[int] | None = None,
    workers: int | None = 1,
    text_settings: Mapping[str, Any] | None = None,
) -> Iterator[TrainingRound | TrainingRun]:
    from bpe_viewer.core.encoding import MergeTable

    specials = spec.special_tokens
    pretokenizer = spec.pretokenizer
    max_merges = spec.merge_count
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
    pieces, weights, layout, entries = distinct_pieces(
        [datas[i] for i in counted], specials, pretokenizer, workers
    )
    trainer = Trainer(
        pieces, max_merges, tie=spec.tie, keep=spec.keep, weights=weights, forced=forced
    )
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
        counted, assemble_documents(learned, special_ids, layout, entries, typecode), strict=True
    ):
        final[i] = toks
    del learned, layout
    if len(counted) != len(records):
        table = MergeTable([r.rule for r in rounds], specials, pretokenizer)
        for i, rec in enumerate(records):
            if not rec.counted:
                final[i] = array(typecode, table.encode(datas[i], allow_special=True))
    if source_ids is None and spec.special_ids == "after-bytes":
        source_ids = after_bytes_ids(len(rounds), len(specials))
    yield TrainingRun(
        documents=records,
        final_tokens=final,
        rounds=rounds,
        tie=spec.tie,
        requested_merges=max_merges,
        source=source,
        special_tokens=specials,
        pretokenizer=pretokenizer,
        kind="training" if forced is None else "replay",
        spec=spec,
        source_ids=source_ids,
        unit=getattr(documents, "unit", None),
        **settings,
    )


def train(
    documents: TrainingInput,
    max_merges: int | None = None,
    *,
    spec: TrainingSpec | None = None,
    vocab_size: int | None = None,
    tie: str = _UNSET,
    keep: int = _UNSET,
    on_round: Callable[[TrainingRound], None] | None = None,
    cancel: threading.Event | None = None,
    special_tokens: Sequence[str | bytes] = _UNSET,
    pretokenizer: str = _UNSET,
    workers: int | None = 1,
    normalize: str | None = _UNSET,
    special_ids: str = _UNSET,
) -> TrainingRun:
    """Train a byte-level BPE merge table and return its full record (docs/rules.md s2, s3).

    Args:
        documents: a sequence of ``bytes`` (``str`` is UTF-8 encoded), each its own
            document, or a loaded :class:`~bpe_viewer.core.corpus.Corpus` (only its train
            partition feeds the counts).
        max_merges: upper bound on the number of merges, 0 to ``2**32 - 256``.
        spec: every training setting as one
            :class:`~bpe_viewer.core.spec.TrainingSpec` (its merge count or vocabulary
            size, tie policy, ``keep``, special tokens, pre-tokenizer, normalization and
            special-ID layout), instead of ``max_merges`` and the loose settings below;
            a loose setting left out means its default. The run records the spec as
            :attr:`TrainingRun.spec`.
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
            ``workers`` below 1, or ``spec`` given together with ``max_merges`` or a
            loose setting it holds, before any work.
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
        spec=spec,
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
