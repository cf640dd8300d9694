"""What a file or folder holds, told from its name and its first bytes (docs/rules.md s5, s7, s8).

:func:`classify` is the one place the program recognises an input: the command line
(``train``'s inputs, ``encode``, ``diff``, ``vocab``, ``export``, ``replay``, ``gui``)
and the window ask it, and so do the readers of other libraries' tables
(:func:`bpe_viewer.core.interop.table_kind`). It reads at most :data:`HEAD_SIZE` bytes of
a file, once, through the one opener (:func:`bpe_viewer.core.safeio.read_input`), and
only lists a folder; reading and checking the whole input is the loader's work, later
and off the window's thread.

Every format's marker is defined here and imported from here: the trace header
(:data:`TRACE_BEGIN`), the saved run's and the piece table's ``format`` tags
(:data:`RUN_FORMAT`, :data:`PIECE_TABLE_FORMAT`), the shape of a word table
(:func:`is_word_table`) and the first field of a SentencePiece model
(:func:`is_sentencepiece_model`).

Kinds, checked in this order (the first that fits wins):

=================  ==================================================================
``vocab-merges``   a folder holding ``vocab.json`` and ``merges.txt``, a file of such a
                   pair (``x-vocab.json`` / ``x-merges.txt``), or a merges file beside
                   its vocabulary
``folder``         any other folder: one document per file
``trace``          a file starting with :data:`TRACE_BEGIN` (after a UTF-8 byte order
                   mark, which the trace reader then names)
``piece-table``    a ``.parquet`` file, or JSON tagged :data:`PIECE_TABLE_FORMAT`
``sentencepiece``  a SentencePiece protobuf model (whatever its name)
``minbpe``         a file starting ``minbpe v1``, or any other ``.model``
``tiktoken``       a ``.tiktoken`` file, or lines that are all ``BASE64 RANK``
``jsonl``          a ``.jsonl`` file: JSON Lines documents
``run``            a ``*.bpe-run.json`` file, or a JSON object tagged :data:`RUN_FORMAT`
``hf``             a JSON object with a tokenizer's keys (``model``, ``added_tokens``,
                   ``pre_tokenizer``, ``normalizer``): a ``tokenizer.json``
``word-table``     a ``.json`` object whose values are numbers (:func:`is_word_table`)
``split-manifest`` a ``.json`` object with a ``train`` key
``corpus-json``    a ``.json`` array: corpus documents
``json``           any other ``.json`` file (the corpus loader says what is wrong)
``merges``         a GPT-2-style merges file alone (``#version`` first, or a ``.txt``
                   named ``*merges*``)
``text``           anything else: plain text, cut into documents by a unit
=================  ==================================================================
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bpe_viewer.core.formats.protobuf_wire import WireError, fields
from bpe_viewer.core.input_files import pair_of
from bpe_viewer.core.safeio import input_kind, read_input

__all__ = [
    "CORPUS_KINDS",
    "FINISHED_KINDS",
    "HEAD_SIZE",
    "KINDS",
    "MINBPE_MAGIC",
    "PIECE_TABLE_FORMAT",
    "RUN_FORMAT",
    "RUN_SUFFIX",
    "TABLE_KINDS",
    "TRACE_BEGIN",
    "TRACE_END",
    "TRACE_FORMAT",
    "WEIGHTED_KINDS",
    "FileKind",
    "classify",
    "classify_head",
    "is_sentencepiece_model",
    "is_word_table",
]

#: How many bytes of a file :func:`classify` reads, at most.
HEAD_SIZE = 65536

#: The ``bpe-merges-v1`` trace (docs/rules.md s7): its name, first line and last line.
TRACE_FORMAT = "bpe-merges-v1"
TRACE_BEGIN = f"TRACE {TRACE_FORMAT} BEGIN"
TRACE_END = f"TRACE {TRACE_FORMAT} END"
#: The ``format`` tag of a saved run (:mod:`bpe_viewer.core.formats.run_json`).
RUN_FORMAT = "bpe-viewer-run"
#: The name ending of a saved run written by ``train --format json`` or File ▸ Save Run.
RUN_SUFFIX = ".bpe-run.json"
#: The ``format`` tag of a piece-frequency table (:mod:`bpe_viewer.core.piecetable`).
PIECE_TABLE_FORMAT = "bpe-viewer-pieces-v1"
#: The first line of a minbpe ``.model`` file (:mod:`bpe_viewer.core.interop.minbpe`).
MINBPE_MAGIC = "minbpe v1"

#: Kinds that are other libraries' merge tables: opened finished, with their own IDs,
#: never trained and never cut into documents.
TABLE_KINDS = ("hf", "vocab-merges", "merges", "tiktoken", "minbpe", "sentencepiece")
#: Kinds opened as a finished run: a saved run, a trace and every merge table.
FINISHED_KINDS = ("run", "trace", *TABLE_KINDS)
#: Kinds trained weighted: each distinct row once, weighted by its count.
WEIGHTED_KINDS = ("word-table", "piece-table")
#: Kinds the corpus loader reads as documents (:func:`bpe_viewer.core.corpus.load_corpus`).
CORPUS_KINDS = ("folder", "text", "jsonl", "corpus-json", "split-manifest", "json")
#: Every kind :func:`classify` gives.
KINDS = (*FINISHED_KINDS, *WEIGHTED_KINDS, *CORPUS_KINDS)

_BOM = b"\xef\xbb\xbf"
_TRACE_HEAD = TRACE_BEGIN.encode("ascii")
_RUN_TAG = re.compile(rb'"format"\s*:\s*"' + RUN_FORMAT.encode("ascii") + rb'"')
_PIECE_TAG = PIECE_TABLE_FORMAT.encode("ascii")
_TIKTOKEN_LINE = re.compile(rb"^[A-Za-z0-9+/]+=* \d+\r?$")
_HF_KEYS = re.compile(rb'"(model|added_tokens|pre_tokenizer|normalizer)"\s*:\s*[{\[n]')


@dataclass(frozen=True, slots=True)
class FileKind:
    """What :func:`classify` found an input to be.

    Attributes:
        path: the input as given.
        kind: one of the kinds of the module's table (``text``, ``folder``, ``run``,
            ``tiktoken``, ...).
    """

    path: Path
    kind: str

    @property
    def is_table(self) -> bool:
        """True for another library's merge table (:data:`TABLE_KINDS`)."""
        return self.kind in TABLE_KINDS

    @property
    def finished(self) -> bool:
        """True when the input is opened as it is (a saved run, a trace, a merge table),
        never trained: it holds no documents."""
        return self.kind in FINISHED_KINDS

    @property
    def weighted(self) -> bool:
        """True for a word or piece table: trained with each row weighted by its count."""
        return self.kind in WEIGHTED_KINDS

    @property
    def takes_unit(self) -> bool:
        """True when a document unit (whole file, line, paragraph, separator) applies:
        plain text only. A table of several lines is never cut into documents, so it is
        never asked about, nor noted, as text (docs/rules.md s5)."""
        return self.kind == "text"

    @property
    def table_kind(self) -> str:
        """The kind as :func:`bpe_viewer.core.interop.table_kind` names it: a kind of
        :data:`FINISHED_KINDS`, else ``other`` (a corpus or anything else)."""
        return self.kind if self.kind in FINISHED_KINDS else "other"


def classify(path: str | os.PathLike[str]) -> FileKind:
    """What ``path`` holds, from its name and its first :data:`HEAD_SIZE` bytes.

    A folder is listed (for ``vocab.json`` + ``merges.txt``), never read; a file is read
    once, through the one opener, which refuses a FIFO or a device before reading.

    Args:
        path: a file or folder.

    Returns:
        Its :class:`FileKind`.

    Raises:
        InputError: naming ``path`` when it does not exist, cannot be read, or is not a
            regular file or folder (``pipe: is a FIFO (named pipe), not a regular file; not read``).
    """
    p = Path(path)
    if input_kind(p) == "folder":
        vocab, merges = pair_of(p)
        return FileKind(p, "vocab-merges" if vocab and merges else "folder")
    head = read_input(p, head=HEAD_SIZE)
    return classify_head(p, head, whole=len(head) < HEAD_SIZE)


def classify_head(path: Path, head: bytes, *, whole: bool) -> FileKind:
    """:func:`classify` of a file whose first bytes are ``head`` (``whole`` when they
    are the whole file); the files beside ``path`` are looked for by name only."""
    name = path.name.lower()
    suffix = path.suffix.lower()

    def kind(found: str) -> FileKind:
        return FileKind(path, found)

    if head.removeprefix(_BOM).startswith(_TRACE_HEAD):
        return kind("trace")
    if suffix == ".parquet":
        return kind("piece-table")
    if is_sentencepiece_model(head):
        return kind("sentencepiece")
    if head.startswith(MINBPE_MAGIC.encode("ascii")) or path.suffix == ".model":
        return kind("minbpe")
    if path.suffix == ".tiktoken" or _tiktoken_lines(head, whole):
        return kind("tiktoken")
    if suffix == ".jsonl":
        return kind("jsonl")
    text = head.lstrip()
    if name.endswith(RUN_SUFFIX) or (text.startswith(b"{") and _RUN_TAG.search(head)):
        return kind("run")
    if text.startswith(b"{"):
        if suffix == ".json" and _PIECE_TAG in head:
            return kind("piece-table")
        if _HF_KEYS.search(head):
            return kind("hf")
        _vocab, merges = pair_of(path)
        if merges is not None:
            return kind("vocab-merges")
        if suffix != ".json":
            return kind("text")
    if suffix == ".json":
        return kind(_json_kind(head, whole))
    first = head.split(b"\n", 1)[0]
    if first.startswith(b"#version") or ("merges" in path.name and path.suffix == ".txt"):
        vocab, _merges = pair_of(path)
        return kind("vocab-merges" if vocab is not None else "merges")
    return kind("text")


def is_word_table(value: Any) -> bool:
    """True when a parsed JSON value has the shape of a word-frequency table: a non-empty
    object whose values are all numbers (``true`` and ``false`` are not). Whether each
    count is a positive whole number is the loader's check, which names the word
    (:func:`bpe_viewer.core.corpus.load_word_frequencies`, docs/rules.md s4)."""
    return isinstance(value, dict) and bool(value) and all(map(_is_number, value.values()))


def is_sentencepiece_model(head: bytes) -> bool:
    """True when ``head`` (a file's first bytes) starts as a SentencePiece model does:
    its first field is a piece (field 1, a message) whose fields (text, score, type) all
    read as protobuf with the text first. A minbpe ``.model`` starts with the text
    ``minbpe v1`` instead, and text files fail the reading."""
    if not head.startswith(b"\x0a"):
        return False
    try:
        number, wire, first = next(iter(fields(head[: 1 + 10 + 1024])))
        inner = list(fields(first))
    except (WireError, StopIteration):
        return False
    if number != 1 or wire != 2 or not inner or inner[0][:2] != (1, 2):
        return False
    try:
        inner[0][2].decode("utf-8")
    except UnicodeDecodeError:
        return False
    return all(n in (1, 2, 3) for n, _w, _v in inner)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _tiktoken_lines(head: bytes, whole: bool) -> bool:
    """True when every whole line of ``head`` is ``BASE64 RANK`` (the last line of a cut
    head may be cut too, so it is not looked at)."""
    lines = head.split(b"\n")
    shown = [line for line in lines if line] if whole else lines[:-1]
    return bool(shown) and all(_TIKTOKEN_LINE.match(line) for line in shown)


def _json_kind(head: bytes, whole: bool) -> str:
    """``word-table``, ``split-manifest``, ``corpus-json`` or ``json`` for a ``.json``
    file: decided from the whole value when the head is the whole file, else from the
    members of the top-level object that the head holds whole."""
    data = head.removeprefix(_BOM)
    start = data.lstrip()[:1]
    if start == b"[":
        return "corpus-json"
    if start != b"{":
        return "json"
    if whole:
        try:
            value = json.loads(data)
        except (ValueError, RecursionError):
            return "json"
        if is_word_table(value):
            return "word-table"
        return "split-manifest" if isinstance(value, dict) and "train" in value else "json"
    members = _leading_members(data)
    if members and all(_is_number(v) for _k, v in members):
        return "word-table"
    return "split-manifest" if any(k == "train" for k, _v in members) else "json"


_WHITESPACE = re.compile(r"[ \t\n\r]*")


def _skip(text: str, pos: int) -> int:
    """The position of the first character at or after ``pos`` that is not JSON space."""
    space = _WHITESPACE.match(text, pos)
    return pos if space is None else space.end()


def _leading_members(data: bytes) -> list[tuple[str, Any]]:
    """The ``(key, value)`` members at the start of the JSON object ``data`` that it
    holds whole; a value that is an array or an object stands as ``...`` (it is not
    read). Stops at the first member cut off or malformed."""
    text = data.decode("utf-8", "ignore")
    decoder = json.JSONDecoder()
    pos = _skip(text, 0) + 1  # past "{"
    members: list[tuple[str, Any]] = []
    while True:
        pos = _skip(text, pos)
        if text[pos : pos + 1] != '"':
            return members
        try:
            key, pos = decoder.raw_decode(text, pos)
        except ValueError:
            return members
        pos = _skip(text, pos)
        if text[pos : pos + 1] != ":":
            return members
        pos = _skip(text, pos + 1)
        if text[pos : pos + 1] in ("[", "{"):
            members.append((key, ...))  # a list or object: not looked into
            return members
        try:
            value, pos = decoder.raw_decode(text, pos)
        except ValueError:
            return members
        if pos >= len(text):
            return members  # a number may go on past the head
        members.append((key, value))
        pos = _skip(text, pos)
        if text[pos : pos + 1] != ",":
            return members
        pos += 1
