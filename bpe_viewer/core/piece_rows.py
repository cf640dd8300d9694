"""The rows of a piece table as read from its file, and their checks (docs/rules.md s4).

:func:`read_json_rows` and :func:`read_parquet_rows` give a table file's pre-tokenizer,
pieces and counts as written, the file's size charged before its rows are built;
:func:`check_rows` refuses the first row at fault (a count that is not a positive whole
number, an empty or repeated piece, a piece the pattern cuts, a weight past the largest
pair count) with whole-column checks and one pattern match per distinct piece.
:func:`bpe_viewer.core.piecetable.load_piece_table` puts them together.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Callable
from typing import Any

from bpe_viewer.core.bounds import COUNT_MAX, SizeCheck, WeightTotal, read_count
from bpe_viewer.core.formats.classify import PIECE_TABLE_FORMAT
from bpe_viewer.core.pretokenize import (
    PRETOKENIZERS,
    REGEX_PREFIX,
    SPLITS_PREFIX,
    PatternError,
    split_pieces,
)
from bpe_viewer.core.render import show_token
from bpe_viewer.core.safeio import InputError, read_input


class PieceTableError(InputError):
    """A piece table that cannot be used: one line naming the file and the row."""


def check_rows(name: str, pretok: str, pieces: list[bytes], counts: list[Any]) -> None:
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
    for index in _rows_to_cut(pieces, pretok):
        _check_one_piece(pieces[index], pretok, f"{name} row {index + 1}")


def _rows_to_cut(pieces: list[bytes], pretok: str) -> list[int]:
    """The indices of the pieces that :func:`_one_piece_test` does not pass, in order,
    found over the whole column at once (no call per piece of our own)."""
    match = _pattern_match(pretok)
    if match is None:
        return list(range(len(pieces)))
    texts = [piece.decode("utf-8", "surrogateescape") for piece in pieces]
    return [
        index
        for index, (text, found) in enumerate(zip(texts, map(match, texts), strict=True))
        if found is None or found.end() != len(text)
    ]


def _pattern_match(pretok: str) -> Callable[[str], Any] | None:
    """The ``match`` method of the program's own pattern ``pretok``; None for a pattern
    from a file or a chain of splits, whose pieces are cut under their own bounds."""
    source = None
    if not pretok.startswith((REGEX_PREFIX, SPLITS_PREFIX)):
        source = PRETOKENIZERS.get(pretok)
    if source is None:
        return None
    import regex

    match: Callable[[str], Any] = regex.compile(source).match
    return match


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
    match = _pattern_match(pretok)
    if match is None:
        return lambda piece: False

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


def read_json_rows(name: str, size: SizeCheck) -> tuple[Any, list[bytes], list[Any]]:
    """The pre-tokenizer as written, the pieces and the counts as written (checked by
    :func:`check_rows`) of a JSON table.

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
    try:  # every row {"piece": text, "count": ...}, the usual table: no row at fault
        pieces = [item["piece"].encode("utf-8") for item in raw_rows]
        counts = [item["count"] for item in raw_rows]
        return doc.get("pretokenizer"), pieces, counts
    except (TypeError, KeyError, AttributeError, UnicodeEncodeError):
        pass  # hex rows, or a row at fault: read row by row, naming it
    pieces = []
    counts = []
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


def read_parquet_rows(name: str, size: SizeCheck) -> tuple[str, list[bytes], list[Any]]:
    """:func:`read_json_rows` for a Parquet table, its size checked from the footer first.

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
        return _read_parquet_columns(name, size, pa, pq)
    finally:
        pa.set_memory_pool(pool)


def _read_parquet_columns(
    name: str, size: SizeCheck, pa: Any, pq: Any
) -> tuple[str, list[bytes], list[Any]]:
    """:func:`read_parquet_rows` once pyarrow is imported (as ``pa`` and ``pq``)."""
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
