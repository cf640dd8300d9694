"""tiktoken's rank files: ``NAME.tiktoken`` and this program's ``NAME.json`` sidecar.

A ``.tiktoken`` file has one line per token: the token's bytes in base64, a space, and
its rank, which is also its token ID (the format ``tiktoken.load.load_tiktoken_bpe``
reads). tiktoken encodes by repeatedly merging the adjacent pair whose joined bytes have
the lowest rank; that equals applying this program's merge rules in rank order because
every learned token's bytes are unique (checked on export). The sidecar holds what the
rank file cannot: ``{"pat_str": pattern, "special_tokens": {text: ID}}``; without a
pre-tokenizer the pattern is one that keeps the whole text as one piece.

Import recovers each token's merge: the token's bytes are merged with the ranks below
its own until two parts remain; those are the rule's left and right tokens. The IDs are
the file's, as tiktoken reads them: the sidecar's special tokens may sit at any ID the
ranks leave free (before the ranks, as tables that reserve the lowest IDs do; between
them, as p50k_base's ``<|endoftext|>`` at 50256; after them), and a placeholder line
``= N`` (an empty token) is an ID reserved for nothing, which encoding never gives and
decoding turns into no bytes. Every ID below the highest must be one of these.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from pathlib import Path
from typing import Any

from bpe_viewer.core.bounds import read_id
from bpe_viewer.core.input_files import sidecar_path
from bpe_viewer.core.interop.table import (
    TableBuilder,
    TableError,
    check_unique_bytes,
    read_file,
    read_json,
    show,
    special_texts,
)
from bpe_viewer.core.pretokenize import pretokenizer_for_pattern, pretokenizer_pattern
from bpe_viewer.core.render import format_count, show_token
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.trainer import BYTE_COUNT

#: The pattern written for a run without pre-tokenization: the whole text is one piece.
WHOLE_TEXT_PATTERN = r"[\s\S]+"


def mergeable_ranks(run: TrainingRun) -> dict[bytes, int]:
    """``{token bytes: ID}`` for the 256 bytes and every learned token.

    Raises:
        TableError: when two tokens share bytes, a byte has no ID, or the learned tokens'
            IDs do not rise with their rank (tiktoken merges in ID order).
    """
    check_unique_bytes(run)
    ranks: dict[bytes, int] = {}
    last = -1
    for token_id in range(BYTE_COUNT + run.merge_count):
        try:
            sid = run.source_id(token_id)
        except KeyError as err:
            raise TableError(f"{run.source}: {err.args[0]}: tiktoken needs every byte") from None
        if token_id >= BYTE_COUNT:
            if sid <= last:
                raise TableError(
                    f"{run.source}: token of rank {token_id - BYTE_COUNT} has ID {sid}, not "
                    "above the previous rank's: tiktoken takes the IDs as the merge order"
                )
            last = sid
        ranks[run.token_bytes(token_id)] = sid
    return ranks


def tiktoken_pattern(run: TrainingRun) -> str:
    """The ``pat_str`` for a run: its pre-tokenizer's pattern, or the whole text."""
    return pretokenizer_pattern(run.pretokenizer) or WHOLE_TEXT_PATTERN


def tiktoken_special_tokens(run: TrainingRun) -> dict[str, int]:
    """``{text: ID}`` of the run's special tokens.

    Raises:
        TableError: for a special token that is not UTF-8.
    """
    texts = special_texts(run, "tiktoken")
    return {text: run.source_id(run.special_base + i) for i, text in enumerate(texts)}


def tiktoken_files(run: TrainingRun) -> tuple[str, str]:
    """The text of ``NAME.tiktoken`` (rank order, a reserved ID as its placeholder line
    ``= N``) and of the ``NAME.json`` sidecar.

    Raises:
        TableError: as :func:`mergeable_ranks` and :func:`tiktoken_special_tokens`.
    """
    ranks = mergeable_ranks(run)
    fields = {rank: base64.b64encode(data).decode("ascii") for data, rank in ranks.items()}
    fields.update((rid, PLACEHOLDER_FIELD.decode("ascii")) for rid in run.reserved_ids)
    lines = "".join(f"{fields[rank]} {rank}\n" for rank in sorted(fields))
    sidecar = {
        "pat_str": tiktoken_pattern(run),
        "special_tokens": tiktoken_special_tokens(run),
    }
    return lines, json.dumps(sidecar, ensure_ascii=False, indent=1) + "\n"


#: The base64 field of a placeholder rank: an empty token (tiktoken reads ``= N`` as
#: the empty byte string), an ID reserved for nothing.
PLACEHOLDER_FIELD = b"="


def read_ranks(
    path: str | os.PathLike[str], placeholders: dict[int, int] | None = None
) -> dict[bytes, tuple[int, int]]:
    """``{token bytes: (rank, line)}`` of a ``.tiktoken`` file.

    Every base64 field is read strictly (the alphabet and its padding) except the
    placeholder ``=`` (the line ``= N``), which tiktoken reads as an empty token: its
    rank goes into ``placeholders`` (``{rank: line}``) instead. A file may hold one
    (tiktoken keeps one token per byte string, so of several only the last would be
    an ID).

    Args:
        path: the rank file.
        placeholders: filled with the placeholder ranks when given; without it, a
            placeholder is refused.

    Raises:
        TableError: for a malformed line, bad base64, a repeated token or rank, naming
            the line. Ranks need not run without gaps: :func:`load_tiktoken` checks
            that the special tokens fill them.
    """
    source = str(path)
    raw = read_file(path)
    out: dict[bytes, tuple[int, int]] = {}
    by_rank: dict[int, int] = {}
    for n, line in enumerate(raw.split(b"\n"), start=1):
        line = line.rstrip(b"\r")
        if not line:
            continue
        parts = line.split(b" ")
        if len(parts) != 2:
            raise TableError(
                f"{source} line {n}: expected 'BASE64 RANK', got "
                f"{format_count(len(parts), 'field')}"
            )
        rank = read_id(parts[1], f"{source} line {n}", "rank", error=TableError)
        if rank in by_rank:
            raise TableError(f"{source} line {n}: rank {rank} repeats line {by_rank[rank]}")
        if parts[0] == PLACEHOLDER_FIELD:
            if placeholders is None:
                raise TableError(f"{source} line {n}: empty token")
            if placeholders:
                raise TableError(
                    f"{source} line {n}: a second placeholder (an empty token; line "
                    f"{min(placeholders.values())} is one): tiktoken keeps only the last, so "
                    "the other's ID would not decode"
                )
            placeholders[rank] = n
            by_rank[rank] = n
            continue
        try:
            data = base64.b64decode(parts[0], validate=True)
        except (binascii.Error, ValueError):
            data = b""
        if not data:
            raise TableError(
                f"{source} line {n}: {parts[0][:40].decode('latin-1')!r} is not base64"
            )
        canonical = base64.b64encode(data)
        if canonical != parts[0]:
            # Strict base64 (RFC 4648 s3.5): 'YWJh=' (extra padding) and 'YR==' (stray
            # bits after the last byte) would otherwise be read as other tokens' bytes.
            raise TableError(
                f"{source} line {n}: {parts[0][:40].decode('latin-1')!r} is not strict "
                f"base64 (those bytes, {show(data)}, are written "
                f"{canonical[:40].decode('ascii')!r})"
            )
        if data in out:
            raise TableError(
                f"{source} line {n}: token {show(data)} repeats line {out[data][1]} "
                "(two ranks for the same bytes)"
            )
        out[data] = (rank, n)
        by_rank[rank] = n
    if not out:
        raise TableError(f"{source}: no ranks (empty file)")
    return out


def check_no_gaps(source: str, ranks: dict[bytes, tuple[int, int]], others: dict[int, str]) -> None:
    """Refuse an ID below the highest rank that neither a rank nor ``others`` holds.

    Above the ranks the special tokens may leave IDs free (cl100k_base has none at
    100256); among the ranks a free ID means a line is missing.

    Args:
        source: the file, for messages.
        ranks: from :func:`read_ranks`.
        others: the other IDs the table gives out (special tokens, placeholders) and
            what each is, for messages.

    Raises:
        TableError: naming the first missing ID (a damaged or cut file).
    """
    top = max(rank for rank, _line in ranks.values())
    used = {rank for rank, _line in ranks.values()} | {i for i in others if i < top}
    if len(used) == top + 1:
        return
    missing = next(i for i in range(top + 1) if i not in used)
    raise TableError(
        f"{source}: rank {missing} is missing (no rank, special token or placeholder has "
        f"that ID; below the highest rank, {top}, every ID must be one of them)"
    )


def _split_of(data: bytes, limit: int, ranks: dict[bytes, tuple[int, int]]) -> list[bytes]:
    """Merge ``data`` with the ranks below ``limit`` (lowest first) as tiktoken would."""
    parts = [data[i : i + 1] for i in range(len(data))]
    while len(parts) > 2:
        best = None
        at = -1
        for i in range(len(parts) - 1):
            entry = ranks.get(parts[i] + parts[i + 1])
            if entry is not None and entry[0] < limit and (best is None or entry[0] < best):
                best = entry[0]
                at = i
        if best is None:
            break
        parts[at : at + 2] = [parts[at] + parts[at + 1]]
    return parts


def load_tiktoken(path: str | os.PathLike[str], pretokenizer: str | None = None) -> TrainingRun:
    """Import a ``.tiktoken`` rank file (and its ``.json`` sidecar if present).

    Args:
        path: the rank file.
        pretokenizer: overrides the sidecar's pattern; without either, ``none``.

    Raises:
        TableError: naming the file and the line of the first problem, including a token
            that cannot be made by merging two tokens of lower rank.
    """
    source = str(path)
    placeholders: dict[int, int] = {}
    ranks = read_ranks(path, placeholders)
    side_path = sidecar_path(path)
    pattern: str | None = None
    specials: dict[str, Any] = {}
    if side_path.is_file() and side_path != Path(path):
        side = read_json(side_path)
        if not isinstance(side, dict):
            raise TableError(f"{side_path}: expected an object with pat_str and special_tokens")
        pattern = side.get("pat_str")
        if pattern is not None and not isinstance(pattern, str):
            raise TableError(f"{side_path}: pat_str: expected a string")
        specials = side.get("special_tokens") or {}
        if not isinstance(specials, dict):
            raise TableError(f"{side_path}: special_tokens: expected an object {{text: ID}}")
    if pretokenizer is None:
        try:
            pretokenizer = (
                "none"
                if pattern in (None, WHOLE_TEXT_PATTERN)
                else pretokenizer_for_pattern(pattern, f"{side_path}: pat_str")
            )
        except ValueError as err:
            raise TableError(f"{side_path}: pat_str: {err}") from None
    line_of_rank = {rank: line for rank, line in ranks.values()}
    others: dict[int, str] = {
        rank: f"the placeholder of line {line}" for rank, line in placeholders.items()
    }
    for text, sid in specials.items():
        if type(sid) is not int or sid < 0:
            raise TableError(
                f"{side_path}: special token {show_token(text)}: ID {sid!r} is not a whole number"
            )
        if sid in line_of_rank or sid in others:
            held = (
                f"the rank of {source} line {line_of_rank[sid]}"
                if sid in line_of_rank
                else others[sid]
            )
            raise TableError(
                f"{side_path}: special token {show_token(text)}: ID {sid} is also {held}"
            )
        others[sid] = f"special token {show_token(text)}"
    check_no_gaps(source, ranks, others)
    builder = TableBuilder(source)
    ordered = sorted(ranks.items(), key=lambda kv: kv[1][0])
    for data, (rank, _line) in ordered:
        if len(data) == 1:
            builder.set_byte_id(data[0], rank)
    for data, (rank, line) in ordered:
        if len(data) == 1:
            continue
        parts = _split_of(data, rank, ranks)
        if len(parts) != 2:
            raise TableError(
                f"{source} line {line}: token {show(data)} (rank {rank}) cannot be made by "
                "merging two tokens of lower rank"
            )
        builder.add_merge(parts[0], parts[1], rank, f"{source} line {line}")
    for text, sid in specials.items():
        where = f"{side_path}: special token {show_token(text)}"
        sid = read_id(sid, where, "ID", error=TableError)
        builder.add_special(text.encode("utf-8"), sid, where)
    return builder.build(pretokenizer, reserved_ids=sorted(placeholders))
