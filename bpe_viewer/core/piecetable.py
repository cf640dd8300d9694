"""Piece-frequency tables: the distinct pre-tokenization pieces of a corpus and their counts.

Counting pieces is the part of pre-tokenized training that grows with the corpus; the
table of distinct pieces stays small (docs/rules.md s4). :func:`count_pieces` splits
the counted documents of many inputs in parallel, on every core of this machine
(``local``, the standard library's process pool) or on Dask (``dask``, a cluster given
by its scheduler address, or a ``LocalCluster`` when none is given), and
:func:`save_piece_table` writes the table as JSON or, through pyarrow, as Parquet.
:func:`load_piece_table` reads it back, its rows read and checked by
:mod:`bpe_viewer.core.piece_rows`.

Row order is the order of first occurrence: inputs in the order given, documents in
corpus order, pieces left to right. Training on a table (:func:`train_piece_table`)
weights each piece by its count; the ``first`` tie policy (docs/rules.md s3) reads
"first occurrence" as the table's row order, which for a table made by
:func:`count_pieces` is the corpus order.

JSON layout::

    {"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt4",
     "pieces": [{"piece": " the", "count": 1234}, {"hex": "ff20", "count": 2}, ...]}

A piece that is not valid UTF-8 is given as ``hex``. Parquet holds the columns
``piece`` (binary) and ``count`` (int64), with ``format`` and ``pretokenizer`` in the
schema metadata.
"""

from __future__ import annotations

import inspect
import json
import os
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.bounds import SizeCheck
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.core.formats.classify import PIECE_TABLE_FORMAT, classify
from bpe_viewer.core.piece_rows import (
    PieceTableError,
    check_rows,
    read_json_rows,
    read_parquet_rows,
)
from bpe_viewer.core.pretokenize import (
    check_pretokenizer,
    split_text,
)
from bpe_viewer.core.render import format_count
from bpe_viewer.core.safeio import InputError, write_output

if TYPE_CHECKING:
    from bpe_viewer.core.training import Training

#: Counting engines.
ENGINES: tuple[str, ...] = ("local", "dask")
#: Seconds to wait for a Dask scheduler before giving up.
SCHEDULER_TIMEOUT = 10.0


@dataclass(frozen=True, slots=True)
class PieceTable:
    """Distinct pieces and their counts, in order of first occurrence.

    Attributes:
        pretokenizer: the pre-tokenizer that cut the pieces (docs/rules.md s4).
        pieces: the distinct pieces, row order.
        counts: how often each piece stands in the counted documents (positive).
        source: where the table came from, for display.
    """

    pretokenizer: str
    pieces: tuple[bytes, ...]
    counts: tuple[int, ...]
    source: str = ""

    @property
    def total(self) -> int:
        """Number of piece occurrences (the sum of the counts)."""
        return sum(self.counts)

    def most_frequent(self, limit: int) -> list[tuple[bytes, int]]:
        """The ``limit`` most frequent pieces with their counts; equal counts keep row order."""
        order = sorted(range(len(self.pieces)), key=lambda i: -self.counts[i])[:limit]
        return [(self.pieces[i], self.counts[i]) for i in order]


# --------------------------------------------------------------------------- counting


def _count_input(
    path: str, unit: str, split: str | None, text_field: str, pretokenizer: str
) -> dict[bytes, int]:
    """Pieces of one input's counted documents, first-occurrence order (a worker task)."""
    corpus = load_corpus(path, unit=unit, split=split, text_field=text_field)
    # Counted as text (one regex call per document), encoded once per distinct piece.
    counts: Counter[str] = Counter()
    for doc in corpus.counted_documents:
        counts.update(split_text(doc.data.decode("utf-8", "surrogateescape"), pretokenizer))
    return {piece.encode("utf-8", "surrogateescape"): n for piece, n in counts.items()}


def _count_input_packed(
    path: str, unit: str, split: str | None, text_field: str, pretokenizer: str
) -> tuple[bytes, bytes, bytes]:
    """:func:`_count_input` packed for Dask: the pieces joined, their lengths, the counts.

    Dask walks a returned dict and sends each ``bytes`` key as a frame of its own, which
    for a few ten thousand pieces costs seconds per task; three flat buffers cost
    milliseconds. :func:`_unpack_counts` reverses it.
    """
    return _pack_counts(_count_input(path, unit, split, text_field, pretokenizer))


def _pack_counts(counts: dict[bytes, int]) -> tuple[bytes, bytes, bytes]:
    """Pieces and positive counts as three buffers (see :func:`_count_input_packed`)."""
    lengths = array("Q", map(len, counts))
    return b"".join(counts), lengths.tobytes(), array("Q", counts.values()).tobytes()


def _unpack_counts(packed: tuple[bytes, bytes, bytes]) -> dict[bytes, int]:
    """The dict that :func:`_pack_counts` packed, rows in the same order."""
    joined, lengths_bytes, counts_bytes = packed
    lengths, counts = array("Q"), array("Q")
    lengths.frombytes(lengths_bytes)
    counts.frombytes(counts_bytes)
    out: dict[bytes, int] = {}
    start = 0
    for length, n in zip(lengths, counts, strict=True):
        out[joined[start : start + length]] = n
        start += length
    return out


def _merge(parts: Iterable[dict[bytes, int]], pretokenizer: str, source: str) -> PieceTable:
    total: dict[bytes, int] = {}
    for part in parts:  # in input order, so rows keep the order of first occurrence
        for piece, n in part.items():
            total[piece] = total.get(piece, 0) + n
    return PieceTable(pretokenizer, tuple(total), tuple(total.values()), source)


def count_pieces(
    inputs: Sequence[str | os.PathLike[str]],
    pretokenizer: str,
    *,
    unit: str = "file",
    split: str | os.PathLike[str] | None = None,
    text_field: str = "text",
    engine: str = "local",
    scheduler: str | None = None,
    workers: int | None = None,
    processes: bool = True,
) -> PieceTable:
    """Split and count the pieces of many corpus inputs in parallel (docs/rules.md s4).

    Each input (file or folder, loaded as ``train`` loads it) is one task; only the
    documents of the train partition are counted.

    Args:
        inputs: corpus paths, in order.
        pretokenizer: a pre-tokenizer name other than ``none``.
        unit, split, text_field: as for :func:`~bpe_viewer.core.corpus.load_corpus`.
        engine: ``local`` (a process pool over every core) or ``dask``.
        scheduler: with ``dask``, the address of a running scheduler
            (``tcp://host:8786``); None starts a ``LocalCluster``.
        workers: processes (``local``) or workers (``LocalCluster``); None: every core.
        processes: with a ``LocalCluster``, workers in processes (True) or threads.

    Returns:
        The :class:`PieceTable`, rows in order of first occurrence.

    Raises:
        ValueError: for an unknown engine or pre-tokenizer, or ``none``.
        CorpusError: naming the input that cannot be loaded.
        PieceTableError: a scheduler that cannot be reached within
            :data:`SCHEDULER_TIMEOUT` seconds, or Dask not installed.
    """
    check_pretokenizer(pretokenizer)
    if pretokenizer == "none":
        raise ValueError("a piece table needs a pre-tokenizer (--pretokenize), not 'none'")
    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; expected one of {', '.join(ENGINES)}")
    paths = [os.fspath(p) for p in inputs]
    split_path = None if split is None else os.fspath(split)
    args = [(p, unit, split_path, text_field, pretokenizer) for p in paths]
    source = ", ".join(paths)
    if engine == "local":
        if len(paths) <= 1 or workers == 1:
            return _merge((_count_input(*a) for a in args), pretokenizer, source)
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
            futures = [pool.submit(_count_input, *a) for a in args]
            return _merge((f.result() for f in futures), pretokenizer, source)
    return _count_on_dask(args, pretokenizer, source, scheduler, workers, processes)


def _count_on_dask(
    args: list[tuple[str, str, str | None, str, str]],
    pretokenizer: str,
    source: str,
    scheduler: str | None,
    workers: int | None,
    processes: bool,
) -> PieceTable:
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise PieceTableError(
            "the dask engine needs Dask: pip install 'bpe-viewer[scale]' "
            "(in a source checkout: pip install '.[scale]')"
        ) from None
    if scheduler is not None:
        try:
            client = Client(scheduler, timeout=f"{SCHEDULER_TIMEOUT}s")  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError, ValueError) as err:
            raise PieceTableError(
                f"{scheduler}: cannot reach the Dask scheduler within "
                f"{SCHEDULER_TIMEOUT:g} s ({type(err).__name__})"
            ) from None
        with client:
            return _run_on_client(client, args, pretokenizer, source)
    with (
        LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=processes,
            dashboard_address=None,
        ) as cluster,
        Client(cluster) as client,  # type: ignore[no-untyped-call]
    ):
        return _run_on_client(client, args, pretokenizer, source)


def _run_on_client(
    client: Any, args: list[tuple[str, str, str | None, str, str]], pretokenizer: str, source: str
) -> PieceTable:
    futures = [client.submit(_count_input_packed, *a, pure=False) for a in args]
    return _merge(map(_unpack_counts, client.gather(futures)), pretokenizer, source)


# --------------------------------------------------------------------------- files


def piece_table_json(table: PieceTable) -> str:
    """The JSON text of a table (layout in the module docstring)."""
    rows = []
    for piece, n in zip(table.pieces, table.counts, strict=True):
        try:
            rows.append({"piece": piece.decode("utf-8"), "count": n})
        except UnicodeDecodeError:
            rows.append({"hex": piece.hex(), "count": n})
    doc = {"format": PIECE_TABLE_FORMAT, "pretokenizer": table.pretokenizer, "pieces": rows}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"


def save_piece_table(
    table: PieceTable, path: str | os.PathLike[str], *, inputs: Iterable[Any] = ()
) -> None:
    """Write ``table`` atomically: Parquet when the name ends in ``.parquet``, else JSON.

    Raises:
        OutputError: see :func:`~bpe_viewer.core.safeio.write_output`.
        PieceTableError: Parquet asked for without pyarrow installed.
    """
    if os.fspath(path).lower().endswith(".parquet"):
        data: bytes | str = _parquet_bytes(table)
    else:
        data = piece_table_json(table)
    write_output(path, data, inputs=inputs)


def _parquet_bytes(table: PieceTable) -> bytes:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise PieceTableError(
            "writing Parquet needs pyarrow: pip install 'bpe-viewer[scale]' "
            "(in a source checkout: pip install '.[scale]'), or write .json"
        ) from None
    schema = pa.schema(
        [("piece", pa.binary()), ("count", pa.int64())],
        metadata={"format": PIECE_TABLE_FORMAT, "pretokenizer": table.pretokenizer},
    )
    arrow = pa.table({"piece": list(table.pieces), "count": list(table.counts)}, schema=schema)
    sink = pa.BufferOutputStream()
    pq.write_table(arrow, sink)
    return bytes(sink.getvalue().to_pybytes())


def is_piece_table(path: str | os.PathLike[str]) -> bool:
    """True for a ``.parquet`` file or a JSON file tagged :data:`PIECE_TABLE_FORMAT`, as
    the one classifier says (:func:`bpe_viewer.core.formats.classify.classify`); a
    ``.parquet`` name that cannot be read is one too, so its reader names the reason."""
    try:
        return classify(path).kind == "piece-table"
    except InputError:
        return Path(path).suffix.lower() == ".parquet"


def load_piece_table(path: str | os.PathLike[str], pretokenizer: str | None = None) -> PieceTable:
    """Read and check a piece table (JSON or Parquet); loading never executes code.

    Args:
        path: the table.
        pretokenizer: the pre-tokenizer asked for; the table's must be the same.

    Raises:
        PieceTableError: one line naming the file and the row: a count that is not a
            positive whole number, a piece that is empty, repeated, or that the named
            pattern would split differently, a pre-tokenizer other than the one asked
            for, or a file that is not a piece table.
    """
    name = os.fspath(path)
    try:
        size = SizeCheck(name, PieceTableError)
    except InputError as err:
        raise PieceTableError(str(err)) from None
    if name.lower().endswith(".parquet"):
        pretok, pieces, counts = read_parquet_rows(name, size)
    else:
        pretok, pieces, counts = read_json_rows(name, size)
    try:
        check_pretokenizer(pretok, f"{name}: pretokenizer")
    except ValueError as err:
        raise PieceTableError(f"{name}: {err}") from None
    if pretok == "none":
        raise PieceTableError(f"{name}: a piece table needs a pre-tokenizer, not 'none'")
    if pretokenizer is not None and pretokenizer != pretok:
        raise PieceTableError(
            f"{name}: the table was cut with pre-tokenizer {pretok!r}, not {pretokenizer!r} "
            f"(give --pretokenize {pretok})"
        )
    check_rows(name, pretok, pieces, counts)
    return PieceTable(pretok, tuple(pieces), tuple(counts), name)


__all__ = [
    "ENGINES",
    "PIECE_TABLE_FORMAT",
    "CorpusError",
    "PieceTable",
    "PieceTableError",
    "count_pieces",
    "is_piece_table",
    "iter_table_training",
    "load_piece_table",
    "piece_table_json",
    "save_piece_table",
]


# --------------------------------------------------------------------------- training


def word_table_pieces(table: dict[str, int], source: str = "") -> PieceTable:
    """A word-frequency table as a table of pieces without pre-tokenizer: each word
    (UTF-8) one piece, weighted by its frequency, in table order (docs/rules.md s4, s9).

    Training it (:func:`iter_table_training`) learns what training one byte-level
    document per occurrence learns, without making one object per occurrence.
    """
    return PieceTable(
        "none", tuple(w.encode("utf-8") for w in table), tuple(table.values()), source
    )


def iter_table_training(
    table: PieceTable,
    max_merges: int,
    *,
    tie: str = "smallest",
    keep: int | None = None,
    source: str = "",
    names: Sequence[str] | None = None,
    documents: bool = True,
) -> Training:
    """Train on a piece table, each piece weighted by its count (docs/rules.md s2, s4).

    The rules and every round's recorded candidates are those of training on the text
    the table was counted from with the same pre-tokenizer: pieces are barriers, so a
    pair's count is the sum over pieces of its count in the piece times the piece's
    count. The ``first`` tie policy (docs/rules.md s3) takes the table's row order as
    the order of first occurrence (a table from :func:`count_pieces` lists pieces in
    corpus order, so it agrees with training on the text).

    The run's documents are the table's rows (ID ``row-N ×count``, or ``NAME ×count``
    with ``names``), each once, most frequent first (equal counts in row order):
    per-document views list the most frequent pieces with their counts, a piece once,
    not once per occurrence. Each row's :attr:`~bpe_viewer.core.run.DocumentRecord.weight`
    is its count, so the run's token and pair counts are those of the counted text.

    Args:
        table: the pieces and counts.
        max_merges: upper bound on the number of merges.
        tie: the tie policy.
        keep: leading candidates recorded per round (default: the trainer's).
        source: what was trained on, for display.
        names: a display name per row (the words of a word table), unique.
        documents: False for a run of the rules and rounds alone, without a document
            per row (its corpus figures are those of no document): what a caller that
            shows only the merge table needs (``train TABLE --format ranks``), at a
            fraction of the time and memory.

    Returns:
        A :class:`~bpe_viewer.core.run.Training`: iterate it for the rounds, then read
        ``.run``.

    Raises:
        ValueError: for a bad merge count or tie policy, before any work.
    """
    from bpe_viewer.core.run import DocumentRecord, TrainingRun
    from bpe_viewer.core.ties import check_tie_policy
    from bpe_viewer.core.trainer import DEFAULT_KEEP_CANDIDATES, Trainer, check_merge_count
    from bpe_viewer.core.training import Training

    check_tie_policy(tie)
    merges = check_merge_count(max_merges)
    kept = DEFAULT_KEEP_CANDIDATES if keep is None else keep

    def rounds() -> Iterator[Any]:
        pieces, counts = table.pieces, table.counts
        trainer = _weighted_trainer(Trainer, pieces, counts, merges, tie, kept)
        learned = []
        for rnd in trainer:
            learned.append(rnd)
            yield rnd
        sequences = _first_sequences(trainer, counts) if documents else []
        # The training state goes before the records are built, so they reuse its memory
        # (a slice at a time, as the window needs; without records it simply goes).
        release = getattr(trainer, "release", None)
        if release is not None and documents:
            release()
        del trainer
        order = (
            sorted(range(len(pieces)), key=counts.__getitem__, reverse=True) if documents else []
        )
        # Counts repeat (most pieces stand a few times): each count's words made once.
        times = {n: format_count(n, "time") for n in set(counts)}
        if names is None:
            records = [
                DocumentRecord(
                    f"row-{i + 1} ×{counts[i]}",
                    "train",
                    f"table row {i + 1}, counted {times[counts[i]]}",
                    len(pieces[i]),
                    counts[i],
                )
                for i in order
            ]
        else:
            records = [
                DocumentRecord(
                    f"{names[i]} ×{counts[i]}",
                    "train",
                    f"{names[i]!r}, counted {times[counts[i]]}",
                    len(pieces[i]),
                    counts[i],
                )
                for i in order
            ]
        final_tokens = [sequences[i] for i in order]
        del sequences
        yield TrainingRun(
            documents=records,
            final_tokens=final_tokens,
            rounds=learned,
            tie=tie,
            requested_merges=merges,
            source=source or table.source,
            pretokenizer=table.pretokenizer,
        )

    return Training(rounds())


def _weighted_trainer(
    trainer_class: Any,
    pieces: Sequence[bytes],
    counts: Sequence[int],
    merges: int,
    tie: str,
    keep: int,
) -> Any:
    """A trainer over the distinct pieces weighted by their counts.

    A trainer without frequency weights sees each piece as often as it is counted, in
    row order (the same rounds, at the cost of memory).
    """
    if "weights" in inspect.signature(trainer_class).parameters:
        return trainer_class(pieces, merges, tie=tie, keep=keep, weights=counts)
    repeated = [p for p, n in zip(pieces, counts, strict=True) for _ in range(n)]
    return trainer_class(repeated, merges, tie=tie, keep=keep)


def _first_sequences(trainer: Any, counts: Sequence[int]) -> list[Sequence[int]]:
    """Each row's final tokens (the first of its repeats when the trainer repeated it)."""
    arrays = getattr(trainer, "token_arrays", None)
    sequences: list[Sequence[int]] = (
        list(arrays()) if arrays is not None else [list(s) for s in trainer.sequences()]
    )
    if len(sequences) == len(counts):
        return sequences
    out, at = [], 0
    for n in counts:
        out.append(sequences[at])
        at += n
    return out
