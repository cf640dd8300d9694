"""Piece-frequency tables: the distinct pre-tokenization pieces of a corpus and their counts.

Counting pieces is the part of pre-tokenized training that grows with the corpus; the
table of distinct pieces stays small (docs/rules.md s4). :func:`count_pieces` splits
the counted documents of many inputs in parallel, on every core of this machine
(``local``, the standard library's process pool) or on Dask (``dask``, a cluster given
by its scheduler address, or a ``LocalCluster`` when none is given), and
:func:`save_piece_table` writes the table as JSON or, through pyarrow, as Parquet.

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
import operator
import os
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.bounds import COUNT_MAX, SizeCheck, WeightTotal, read_count
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.core.formats.classify import PIECE_TABLE_FORMAT, classify
from bpe_viewer.core.pretokenize import (
    PRETOKENIZERS,
    REGEX_PREFIX,
    SPLITS_PREFIX,
    PatternError,
    check_pretokenizer,
    split_pieces,
    split_text,
)
from bpe_viewer.core.render import format_count, show_token
from bpe_viewer.core.safeio import InputError, read_input, write_output

if TYPE_CHECKING:
    from bpe_viewer.core.training import Training

#: Counting engines.
ENGINES: tuple[str, ...] = ("local", "dask")
#: Seconds to wait for a Dask scheduler before giving up.
SCHEDULER_TIMEOUT = 10.0


class PieceTableError(InputError):
    """A piece table that cannot be used: one line naming the file and the row."""


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
        pretok, pieces, counts = _read_parquet(name, size)
    else:
        pretok, pieces, counts = _read_json(name, size)
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
    _check_rows(name, pretok, pieces, counts)
    return PieceTable(pretok, tuple(pieces), tuple(counts), name)


def _check_rows(name: str, pretok: str, pieces: list[bytes], counts: list[Any]) -> None:
    """Refuse the first bad row of a table read from ``name``, as
    :func:`load_piece_table` describes; a good table passes whole-column checks (counts,
    empty and repeated pieces, the weight) and one pattern check per distinct piece.

    Raises:
        PieceTableError: naming the file and the first row at fault.
    """
    if not (
        set(map(type, counts)) <= {int}
        and min(counts, default=1) > 0
        and max(counts, default=0) <= COUNT_MAX
        and min(map(len, pieces), default=1) > 0
        and len(set(pieces)) == len(pieces)
        and sum(map(operator.mul, counts, map(len, pieces))) <= COUNT_MAX
    ):
        _check_each_row(name, pretok, pieces, counts)
        return
    one_piece = _one_piece_test(pretok)
    for row, piece in enumerate(pieces, start=1):
        if not one_piece(piece):
            _check_one_piece(piece, pretok, f"{name} row {row}")


def _check_each_row(name: str, pretok: str, pieces: list[bytes], counts: list[Any]) -> None:
    """Walk the rows in order and refuse the first whose count, piece, pattern cut or
    running weight is at fault (for a table that failed a whole-column check).

    Raises:
        PieceTableError: naming the file and the row.
    """
    seen: dict[bytes, int] = {}
    weight = WeightTotal(PieceTableError)
    one_piece = _one_piece_test(pretok)
    for row, (piece, n) in enumerate(zip(pieces, counts, strict=True), start=1):
        where = f"{name} row {row}"
        if isinstance(n, bool) or not isinstance(n, int):
            raise PieceTableError(f"{where}: count {n!r} is not a whole number")
        if n <= 0:
            raise PieceTableError(f"{where}: count {n} is not positive")
        read_count(n, where, error=PieceTableError)
        if not piece:
            raise PieceTableError(f"{where}: the piece is empty")
        if piece in seen:
            raise PieceTableError(f"{where}: piece {show_token(piece)} repeats row {seen[piece]}")
        if not one_piece(piece):
            _check_one_piece(piece, pretok, where)
        weight.add(n, len(piece), where)
        seen[piece] = row


def _one_piece_test(pretok: str) -> Callable[[bytes], bool]:
    """A quick test that a piece is one piece under ``pretok``: True means it is; False
    means :func:`_check_one_piece` decides (and names the cut).

    For the program's own patterns it is one match at the start, leftmost-first as the
    pieces are cut (:func:`~bpe_viewer.core.pretokenize.split_text`), that spans the
    whole piece; a pattern from a file or a chain of splits always goes the long way,
    under its own bounds.
    """
    source = None
    if not pretok.startswith((REGEX_PREFIX, SPLITS_PREFIX)):
        source = PRETOKENIZERS.get(pretok)
    if source is None:
        return lambda piece: False
    import regex

    match = regex.compile(source).match

    def one_piece(piece: bytes) -> bool:
        text = piece.decode("utf-8", "surrogateescape")
        found = match(text)
        return found is not None and found.end() == len(text)

    return one_piece


def _check_one_piece(piece: bytes, pretok: str, where: str) -> None:
    """Refuse ``piece`` when the pattern ``pretok`` cuts it into more than one piece.

    Raises:
        PieceTableError: naming ``where`` and how many pieces it splits into, or the
            bound a pattern of the file's own broke.
    """
    try:
        cut = split_pieces(piece, pretok)
    except PatternError as err:  # a pattern of the file's own, past its bounds
        raise PieceTableError(str(err)) from None
    if cut != [piece]:
        raise PieceTableError(
            f"{where}: piece {show_token(piece)} is not one piece under {pretok} "
            f"(it splits into {len(cut)})"
        )


def _read_json(name: str, size: SizeCheck) -> tuple[Any, list[bytes], list[Any]]:
    """The pre-tokenizer as written, the pieces and the counts as written (checked by
    :func:`_check_rows`) of a JSON table.

    Raises:
        PieceTableError: for a file that is not a JSON piece table, or a row without a
            piece or count.
    """
    try:
        doc = json.loads(read_input(name).decode("utf-8"))
    except UnicodeDecodeError:
        raise PieceTableError(f"{name}: not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise PieceTableError(f"{name} line {err.lineno}: not JSON ({err.msg})") from None
    if not isinstance(doc, dict) or doc.get("format") != PIECE_TABLE_FORMAT:
        raise PieceTableError(f"{name}: not a piece table (no format {PIECE_TABLE_FORMAT!r})")
    raw_rows = doc.get("pieces")
    if not isinstance(raw_rows, list):
        raise PieceTableError(f"{name}: 'pieces' must be a list of rows")
    size.rows(len(raw_rows))
    pieces: list[bytes] = []
    counts: list[Any] = []
    for row, item in enumerate(raw_rows, start=1):
        where = f"{name} row {row}"
        if not isinstance(item, dict) or "count" not in item:
            raise PieceTableError(f"{where}: expected {{'piece' or 'hex', 'count'}}")
        if isinstance(item.get("piece"), str):
            try:
                piece = item["piece"].encode("utf-8")
            except UnicodeEncodeError:
                raise PieceTableError(f"{where}: the piece holds a lone surrogate") from None
        elif isinstance(item.get("hex"), str):
            try:
                piece = bytes.fromhex(item["hex"])
            except ValueError:
                raise PieceTableError(f"{where}: 'hex' is not hexadecimal bytes") from None
        else:
            raise PieceTableError(f"{where}: expected a 'piece' text or 'hex' bytes")
        pieces.append(piece)
        counts.append(item["count"])
    return doc.get("pretokenizer"), pieces, counts


def _read_parquet(name: str, size: SizeCheck) -> tuple[str, list[bytes], list[Any]]:
    """:func:`_read_json` for a Parquet table, its size checked from the footer first.

    Raises:
        PieceTableError: for a file that is not a Parquet piece table, one too large,
            or a row without a piece.
    """
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise PieceTableError(
            f"{name}: reading Parquet needs pyarrow: pip install 'bpe-viewer[scale]' "
            "(in a source checkout: pip install '.[scale]')"
        ) from None
    # Read through the system allocator: Arrow's own (mimalloc) keeps about 40 MB of
    # arenas after reading a 2 MB table, more than the table itself, for the whole run.
    pool = pa.default_memory_pool()
    pa.set_memory_pool(pa.system_memory_pool())
    try:
        return _read_parquet_rows(name, size, pa, pq)
    finally:
        pa.set_memory_pool(pool)


def _read_parquet_rows(
    name: str, size: SizeCheck, pa: Any, pq: Any
) -> tuple[str, list[bytes], list[Any]]:
    """:func:`_read_parquet` once pyarrow is imported (as ``pa`` and ``pq``)."""
    try:
        buffer = pa.BufferReader(read_input(name))
        # The row count and the pieces' size are in the footer: checked before reading.
        parquet = pq.ParquetFile(buffer, read_dictionary=["piece"])
        footer = parquet.metadata
        size.rows(footer.num_rows)
        stored = _parquet_piece_bytes(footer)
        size.token(stored, "its pieces")
        # Pieces stay dictionary-encoded while read: a dictionary of one 200 KB piece
        # that 4,000 rows take is 200 KB here, and 800 MB only once expanded below.
        arrow = parquet.read(use_threads=False)
        meta = arrow.schema.metadata or {}
        if meta.get(b"format") != PIECE_TABLE_FORMAT.encode():
            raise PieceTableError(f"{name}: not a piece table (no format {PIECE_TABLE_FORMAT!r})")
        if "piece" not in arrow.column_names or "count" not in arrow.column_names:
            raise PieceTableError(f"{name}: expected the columns 'piece' and 'count'")
        column = arrow.column("piece")
        expanded = _expanded_piece_bytes(column)
        if expanded > stored:  # what the rows take once each holds its own bytes
            size.token(expanded - stored, "its pieces, each row's bytes added up")
        pieces = _expanded_pieces(column)
        counts = arrow.column("count").to_pylist()
    except (pa.ArrowException, OSError) as err:
        raise PieceTableError(f"{name}: not a Parquet file ({err})") from None
    if set(map(type, pieces)) != {bytes}:  # a text column, or rows without a piece
        for row, piece in enumerate(pieces, start=1):
            if isinstance(piece, str):
                pieces[row - 1] = piece.encode("utf-8", "surrogateescape")
            elif not isinstance(piece, bytes):
                raise PieceTableError(f"{name} row {row}: the piece is missing")
    return meta.get(b"pretokenizer", b"").decode("utf-8", "replace"), pieces, counts


def _expanded_piece_bytes(column: Any) -> int:
    """The bytes a Parquet ``piece`` column holds once every row has its own bytes.

    Args:
        column: the column as read (a ``pyarrow.ChunkedArray``, dictionary-encoded or
            plain); a column that holds no text or bytes counts 0 (its rows are refused
            later, one by one).

    Returns:
        The sum over the rows of the row's piece length in bytes, found from the
        dictionary's lengths taken by the indices, without building any row.
    """
    import numpy as np
    import pyarrow as pa

    def is_text(kind: Any) -> bool:
        return bool(
            pa.types.is_binary(kind)
            or pa.types.is_large_binary(kind)
            or pa.types.is_string(kind)
            or pa.types.is_large_string(kind)
        )

    def offsets(array: Any) -> Any:
        """The array's ``len + 1`` offsets into its data (the slice's own)."""
        wide = pa.types.is_large_binary(array.type) or pa.types.is_large_string(array.type)
        every = np.frombuffer(array.buffers()[1], dtype=np.int64 if wide else np.int32)
        return every[array.offset : array.offset + len(array) + 1].astype(np.int64)

    # Lengths from the offsets with numpy (which pyarrow loads): pyarrow.compute would
    # cost a third of a second and 9 MB to import for this alone.
    total = 0
    for chunk in column.chunks:
        if pa.types.is_dictionary(chunk.type):
            if not is_text(chunk.type.value_type):
                continue
            lengths = np.diff(offsets(chunk.dictionary))
            indices = chunk.indices
            if indices.null_count:  # a missing piece takes no bytes
                taken = [i for i in indices.to_pylist() if i is not None]
                total += int(lengths[np.asarray(taken, dtype=np.int64)].sum())
            else:
                total += int(lengths[indices.to_numpy()].sum())
        elif is_text(chunk.type) and len(chunk):
            ends = offsets(chunk)
            total += int(ends[-1]) - int(ends[0])
    return total


def _expanded_pieces(column: Any) -> list[Any]:
    """A Parquet ``piece`` column's rows as Python values; the rows of a dictionary share
    its values' objects (``None`` for a missing piece)."""
    import pyarrow as pa

    rows: list[Any] = []
    for chunk in column.chunks:
        if pa.types.is_dictionary(chunk.type):
            values = chunk.dictionary.to_pylist()
            rows.extend(None if i is None else values[i] for i in chunk.indices.to_pylist())
        else:
            rows.extend(chunk.to_pylist())
    return rows


def _parquet_piece_bytes(footer: Any) -> int:
    """The bytes the ``piece`` column takes once read, from a Parquet footer's column
    chunk sizes (uncompressed: what decoding builds)."""
    total = 0
    for group in range(footer.num_row_groups):
        meta = footer.row_group(group)
        for column in range(meta.num_columns):
            chunk = meta.column(column)
            if chunk.path_in_schema == "piece":
                total += max(chunk.total_uncompressed_size, 0)
    return total


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
        # The training state goes before the records are built, so they reuse its memory.
        release = getattr(trainer, "release", None)
        if release is not None:
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
