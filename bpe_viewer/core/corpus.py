"""Corpus inputs: documents as exact bytes, loaders, split manifests, checksums.

The rules are docs/rules.md s5 and s10.

A corpus is an ordered tuple of :class:`Document` records. Every document carries its exact
bytes (no newline translation, no Unicode normalisation, a BOM kept as bytes), a stable ID,
the partition it belongs to and a short human label saying where it came from. Only
documents of the ``train`` partition feed the pair counts (docs/rules.md s5).

Every loader turns bad input into a :class:`CorpusError` whose message is one line naming
the file, the line number, item or document ID, and what is wrong (docs/rules.md s10). Nothing here
uses ``pickle`` or ``eval``; JSON is read with :mod:`json` only.

Example:
    >>> corpus = corpus_from_texts(["aaa", "aba"])
    >>> [(d.doc_id, d.data) for d in corpus.documents]
    [('doc-1', b'aaa'), ('doc-2', b'aba')]
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeAlias

from bpe_viewer.core.bounds import WeightTotal, read_count
from bpe_viewer.core.input_files import folder_members
from bpe_viewer.core.render import lone_surrogate, show_token
from bpe_viewer.core.safeio import (
    InputError,
    check_cancelled,
    input_kind,
    input_limit,
    read_input,
    too_large_message,
)
from bpe_viewer.core.safeio import terminal_text as _tt

StrPath: TypeAlias = "str | os.PathLike[str]"

#: Ways to cut a plain text into documents (docs/rules.md s5): whole file, each line,
#: each paragraph, or what lies between separator lines. The separator unit's value
#: carries its separator text: ``separator:%`` (:func:`separator_unit`).
DOCUMENT_UNITS: tuple[str, ...] = ("file", "line", "paragraph", "separator")
#: How a separator unit's value starts; the separator text follows.
SEPARATOR_PREFIX = "separator:"
#: Partitions of a split manifest, in manifest order. Only ``train`` is counted.
PARTITIONS: tuple[str, ...] = ("train", "validation", "test")

_FNV_OFFSET_BASIS = 0xCBF29CE484222325
_FNV_PRIME = 0x100000001B3
_MASK64 = (1 << 64) - 1
_CHECKSUM_PREFIX = "fnv1a64:"
_HEX_DIGITS = frozenset("0123456789abcdef")
_BOM = "\ufeff"


class CorpusError(InputError):
    """Bad corpus input (docs/rules.md s10).

    ``str(err)`` is one line naming the file and the line number or document ID and what
    is wrong, e.g. ``"corpus.jsonl line 3 column 9: invalid JSON (Expecting ',' delimiter)"``
    or ``"splits.json: document ID 'en-x' is in both train and test"``.
    """


class WordTableGivenError(CorpusError):
    """A word-frequency table was given where a document corpus was expected.

    Attributes:
        path: the file, to name in a suggestion of the right way to load it.
    """

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"{path}: this is a word-frequency table {{word: count}}, not a document "
            "corpus; load it in word-frequency mode (load_word_frequencies)"
        )
        self.path = path


@dataclass(frozen=True, slots=True)
class Document:
    """One document of a corpus (docs/rules.md s2.1, s5).

    Attributes:
        doc_id: stable ID, taken from the file (JSON ``id``) or generated as ``doc-1``,
            ``doc-2``, ... (1-based, in corpus order).
        data: the exact bytes of the document; may be empty or invalid UTF-8.
        partition: ``"train"``, ``"validation"`` or ``"test"``; ``"train"`` when the
            corpus has no split manifest.
        label: short human description of where it came from, e.g. ``"notes.txt line 4"``,
            ``"poems/a.txt"`` or ``"corpus.json #3"``.

    Raises:
        ValueError: if ``partition`` is not one of :data:`PARTITIONS`.
    """

    doc_id: str
    data: bytes
    partition: str
    label: str

    def __post_init__(self) -> None:
        if self.partition not in PARTITIONS:
            raise ValueError(f"unknown partition {self.partition!r}")

    @property
    def counted(self) -> bool:
        """True if the document feeds the pair counts (its partition is ``train``)."""
        return self.partition == "train"


@dataclass(frozen=True, slots=True)
class Corpus:
    """An ordered collection of documents (docs/rules.md s5).

    Attributes:
        documents: every document in corpus order, counted or not.
        source: the path it was loaded from, or a description such as ``"pasted text"``.
        has_split: True if a split manifest assigned the partitions.
        unit: how a plain text was cut into documents (``file``, ``line``,
            ``paragraph`` or ``separator:TEXT``), or None for inputs that carry their
            own documents.
        links_skipped: files of a folder not read because they are links (symbolic or
            hard) to a file already read (docs/rules.md s5).
    """

    documents: tuple[Document, ...]
    source: str
    has_split: bool
    unit: str | None = None
    links_skipped: int = 0

    @property
    def counted_documents(self) -> tuple[Document, ...]:
        """The documents that feed the pair counts (partition ``train``), in corpus order."""
        return tuple(doc for doc in self.documents if doc.counted)


class DocumentLike(Protocol):
    """What training reads from one document (a :class:`Document` is one)."""

    @property
    def doc_id(self) -> str: ...
    @property
    def data(self) -> bytes: ...
    @property
    def partition(self) -> str: ...
    @property
    def label(self) -> str: ...


class CorpusLike(Protocol):
    """What training reads from a corpus (docs/rules.md s5): a :class:`Corpus` is one.

    Only documents whose partition is ``train`` feed the counts; ``source`` names where
    they came from, for display.
    """

    @property
    def documents(self) -> Sequence[DocumentLike]: ...
    @property
    def source(self) -> str: ...


#: What :func:`~bpe_viewer.core.run.train` accepts: a corpus, or documents as bytes or text
#: (any iterable, read once).
TrainingInput: TypeAlias = CorpusLike | Iterable[bytes] | Iterable[str]
#: Builds the training input on demand (for instance on a worker thread that reads files).
CorpusFactory: TypeAlias = Callable[[], TrainingInput]


@dataclass(frozen=True, slots=True)
class SplitManifest:
    """A split manifest: which document IDs belong to which partition (docs/rules.md s5).

    Attributes:
        checksum: the manifest's ``corpus_checksum`` (``"fnv1a64:"`` + 16 lowercase hex
            digits over the corpus file's exact bytes), or None if it has none.
        train: IDs of the documents that feed the counts.
        validation: IDs shown but not counted.
        test: IDs shown but not counted.
    """

    checksum: str | None
    train: tuple[str, ...]
    validation: tuple[str, ...]
    test: tuple[str, ...]

    def partition_by_id(self) -> dict[str, str]:
        """Map every listed document ID to its partition name.

        Returns:
            ``{doc_id: "train" | "validation" | "test"}`` in manifest order.
        """
        return {
            doc_id: name
            for name, ids in zip(PARTITIONS, (self.train, self.validation, self.test), strict=True)
            for doc_id in ids
        }


# --------------------------------------------------------------------------- checksums


def fnv1a64(data: bytes) -> str:
    """FNV-1a 64-bit checksum in the split-manifest form (docs/rules.md s5).

    Args:
        data: the exact bytes to hash (for a manifest: the whole corpus file).

    Returns:
        ``"fnv1a64:"`` followed by 16 lowercase hex digits, e.g.
        ``fnv1a64(b"a") == "fnv1a64:af63dc4c8601ec8c"``.
    """
    value = _FNV_OFFSET_BASIS
    for byte in data:
        value = ((value ^ byte) * _FNV_PRIME) & _MASK64
    return f"{_CHECKSUM_PREFIX}{value:016x}"


# --------------------------------------------------------------------------- plain text


def _lines_with_ends(data: bytes) -> list[tuple[bytes, bytes]]:
    """``[(content, end)]`` for each line; ``end`` is ``b"\\r\\n"``, ``b"\\n"`` or ``b""``.

    A line ends at ``\\n`` or ``\\r\\n``; neither belongs to the line (docs/rules.md s5).
    """
    parts = data.split(b"\n")
    lines: list[tuple[bytes, bytes]] = []
    for index, part in enumerate(parts):
        if index == len(parts) - 1:
            lines.append((part, b""))
        elif part.endswith(b"\r"):
            lines.append((part[:-1], b"\r\n"))
        else:
            lines.append((part, b"\n"))
    return lines


def separator_unit(separator: str) -> str:
    """The document unit that cuts a text at every line holding only ``separator``.

    Example: ``separator_unit("%") == "separator:%"`` (fortune files).

    Raises:
        CorpusError: an empty separator, or one holding a line end.
    """
    if not separator or "\n" in separator or "\r" in separator:
        raise CorpusError(
            f"separator {separator!r}: give the text of a separator line, without a line end"
        )
    return SEPARATOR_PREFIX + separator


def unit_separator(unit: str) -> str | None:
    """The separator text of a ``separator:TEXT`` unit, else None."""
    return unit[len(SEPARATOR_PREFIX) :] if unit.startswith(SEPARATOR_PREFIX) else None


def is_document_unit(unit: object) -> bool:
    """True for ``file``, ``line``, ``paragraph`` and a ``separator:TEXT`` unit whose
    text is not empty and holds no line end (docs/rules.md s5)."""
    if not isinstance(unit, str):
        return False
    separator = unit_separator(unit)
    if separator is None:
        return unit in DOCUMENT_UNITS and unit != "separator"
    return bool(separator) and "\n" not in separator and "\r" not in separator


def unit_text(unit: str) -> str:
    """How a unit is named to the user: ``paragraph``, ``separator '%'``."""
    separator = unit_separator(unit)
    return unit if separator is None else f"separator {_tt(repr(separator))}"


def split_units(data: bytes, unit: str) -> list[tuple[bytes, int]]:
    """Cut bytes into documents by the chosen unit (docs/rules.md s5).

    A line ends at ``\\n`` or ``\\r\\n``, and neither belongs to the line, so a CRLF file
    is cut exactly like its LF twin.

    - ``"file"``: the whole input is one piece, even when empty.
    - ``"line"``: each line without its end; empty lines give no piece.
    - ``"paragraph"``: pieces are separated by one or more blank lines (empty, or only
      spaces and tabs, once the line end is removed). A paragraph keeps its inner line
      ends exactly as they are but not the end of its last line.
    - ``"separator:TEXT"``: a line that is exactly ``TEXT`` once its end is removed
      ends a piece (the ``%`` lines of a fortune file). A piece keeps its inner line
      ends but not the end of its last line; empty pieces (two separator lines in a
      row) give none. ``split_units(b"a\n%\nb\nc\n%\n", "separator:%") ==
      [(b"a", 1), (b"b\nc", 3)]``.

    Args:
        data: the raw bytes; never decoded.
        unit: one of :data:`DOCUMENT_UNITS`.

    Returns:
        ``[(piece, first_line)]`` in input order, ``first_line`` being the 1-based line
        number where the piece starts. Example:
        ``split_units(b"ab\\r\\nab\\r\\n\\r\\ncd\\r\\n", "paragraph") ==
        [(b"ab\\r\\nab", 1), (b"cd", 4)]``.

    Raises:
        CorpusError: if ``unit`` is not one of :data:`DOCUMENT_UNITS`.
    """
    _check_unit(unit)
    if unit == "file":
        return [(data, 1)]
    lines = _lines_with_ends(data)
    check_cancelled()
    if unit == "line":
        out: list[tuple[bytes, int]] = []
        for number, (line, _end) in enumerate(lines, start=1):
            if not number & 0xFFFF:
                check_cancelled()
            if line:
                out.append((line, number))
        return out
    pieces: list[tuple[bytes, int]] = []
    current: list[tuple[bytes, bytes]] = []
    start = 0
    separator = unit_separator(unit)
    mark = separator.encode("utf-8") if separator is not None else None

    def close() -> None:
        text = b"".join(content + end for content, end in current[:-1]) + current[-1][0]
        if text or mark is None:
            pieces.append((text, start))

    for number, (line, end) in enumerate(lines, start=1):
        if not number & 0xFFFF:
            check_cancelled()
        ends_piece = line == mark if mark is not None else not line.strip(b" \t")
        if mark is not None and number == len(lines) and not line and not end:
            ends_piece = True  # the empty rest after the last line end is no line
        if not ends_piece:
            if not current:
                start = number
            current.append((line, end))
        elif current:
            close()
            current = []
    if current:
        close()
    return pieces


def corpus_from_texts(
    texts: Sequence[str | bytes],
    *,
    source: str = "pasted text",
    unit: str = "file",
    ids: Sequence[str] | None = None,
) -> Corpus:
    """Build a corpus from texts typed or pasted into the program (docs/rules.md s5).

    Args:
        texts: the texts; ``str`` is encoded as UTF-8, ``bytes`` are taken as they are.
        source: description used for :attr:`Corpus.source` and the labels.
        unit: one of :data:`DOCUMENT_UNITS`; with ``"line"`` or ``"paragraph"`` each text
            is split further by :func:`split_units`. With ``"file"`` every text is one
            document, even an empty one.
        ids: one document ID per text (only with ``unit="file"``); generated ``doc-N``
            IDs when None.

    Returns:
        A corpus without a split: every document is in ``train``.

    Raises:
        CorpusError: unknown unit, ``ids`` of the wrong length or with an empty or
            duplicated ID, ``ids`` with a unit other than ``"file"``, a text that cannot
            be encoded as UTF-8 (lone surrogate), or no document / no bytes at all.
    """
    _check_unit(unit)
    if ids is not None:
        if unit != "file":
            raise CorpusError(f"{source}: document IDs can only be given with unit 'file'")
        if len(ids) != len(texts):
            raise CorpusError(f"{source}: {len(ids)} document IDs given for {len(texts)} texts")
    many = len(texts) > 1
    pieces: list[tuple[str | None, bytes, str]] = []
    for index, text in enumerate(texts):
        where = f"{source} #{index + 1}" if many else source
        if isinstance(text, str):
            try:
                data = text.encode("utf-8")
            except UnicodeEncodeError as err:
                raise CorpusError(
                    f"{where}: character {err.start + 1} is a lone surrogate and has no UTF-8 bytes"
                ) from None
        else:
            data = bytes(text)
        if unit == "file":
            doc_id = None if ids is None else ids[index]
            if doc_id is not None and (not isinstance(doc_id, str) or not doc_id):
                raise CorpusError(
                    f"{where}: document ID must be a non-empty string, got {doc_id!r}"
                )
            pieces.append((doc_id, data, where))
        else:
            for piece, line in split_units(data, unit):
                pieces.append((None, piece, f"{where} line {line}"))
    documents = _assign_ids(source, pieces)
    return _make_corpus(documents, source, has_split=False, unit=unit)


def load_text_file(path: StrPath, *, unit: str = "file") -> Corpus:
    """Load a plain text (or binary) file as documents (docs/rules.md s5).

    The bytes are never decoded, so invalid UTF-8 and binary files load.

    Args:
        path: the file.
        unit: one of :data:`DOCUMENT_UNITS` (see :func:`split_units`).

    Returns:
        A corpus of ``doc-N`` documents labelled ``"name"`` (unit file) or
        ``"name line N"`` (the line where the line or paragraph starts).

    Raises:
        CorpusError: unknown unit, unreadable or missing file, empty file, or a file
            with no non-empty line / paragraph.
    """
    _check_unit(unit)
    path = Path(path)
    data = _read_bytes(path)
    if not data:
        raise CorpusError(f"{path}: file is empty")
    name = path.name
    pieces: list[tuple[str | None, bytes, str]] = [
        (None, piece, name if unit == "file" else f"{name} line {line}")
        for piece, line in split_units(data, unit)
    ]
    if not pieces:
        what = {"line": "non-empty line", "paragraph": "paragraph"}.get(unit, "document")
        raise CorpusError(f"{path}: no {what} found (document unit '{unit}')")
    return _make_corpus(_assign_ids(str(path), pieces), str(path), has_split=False, unit=unit)


def load_folder(path: StrPath) -> Corpus:
    """Load a folder: one document per regular file, recursively (docs/rules.md s5).

    Files are sorted by their path relative to the folder, in posix form. Files and
    folders whose name starts with ``.`` are skipped. Empty files are kept as empty
    documents. Each file is read once: a symbolic or hard link to a file already found
    is skipped and counted in :attr:`Corpus.links_skipped` (the file itself is kept
    under its own name, or the first link in path order when the file lies outside
    the folder).

    Args:
        path: the folder.

    Returns:
        A corpus of documents whose ID and label are the file's relative path, e.g.
        ``"poems/a.txt"``, so every view names the file.

    Raises:
        CorpusError: the path is missing or not a folder, a subfolder or file cannot be
            read, the folder holds no file, or every file is empty.
    """
    root = Path(path)
    if not root.exists():
        raise CorpusError(f"{_tt(str(root))}: no such folder")
    try:
        kind = input_kind(root)
    except InputError as err:
        raise CorpusError(str(err)) from None
    if kind != "folder":
        raise CorpusError(f"{_tt(str(root))}: not a folder")

    try:
        found = folder_members(root)
    except OSError as err:
        raise CorpusError(f"{err.filename or root}: cannot read ({_reason(err)})") from None
    if not found:
        raise CorpusError(f"{root}: folder holds no files (hidden files are skipped)")
    found.sort(key=lambda item: item[0])
    found, links = _without_links(found)
    # The cap holds for the folder as a whole: each file may use what the others left.
    budget = input_limit()
    try:
        total = sum(file.stat().st_size for _, file in found)
    except OSError:
        total = 0  # the read below names the file
    if total > budget:
        raise CorpusError(too_large_message(_tt(str(root)), "the folder", total))
    pieces: list[tuple[str | None, bytes, str]] = []
    for relative, file in found:
        data = _read_bytes(file, limit=max(budget, 0))
        budget -= len(data)
        pieces.append((relative, data, relative))
    corpus = _make_corpus(_assign_ids(str(root), pieces), str(root), has_split=False)
    return Corpus(corpus.documents, corpus.source, corpus.has_split, links_skipped=links)


def _without_links(found: list[tuple[str, Path]]) -> tuple[list[tuple[str, Path]], int]:
    """``found`` (in path order) with one entry per file, and how many were dropped.

    Entries naming the same file (same device and inode: symbolic links and hard
    links) keep the one that is not a symbolic link, the first in path order among
    equals.
    """
    kept: dict[tuple[int, int], tuple[str, Path]] = {}
    order: list[tuple[int, int] | str] = []
    for relative, file in found:
        try:
            info = file.stat()
        except OSError:
            order.append(relative)  # the read names the file
            continue
        key = (info.st_dev, info.st_ino)
        if key not in kept:
            kept[key] = (relative, file)
            order.append(key)
        elif kept[key][1].is_symlink() and not file.is_symlink():
            kept[key] = (relative, file)
    by_name = dict(found)
    result = [kept[k] if isinstance(k, tuple) else (k, by_name[k]) for k in order]
    result.sort(key=lambda item: item[0])
    return result, len(found) - len(result)


def links_skipped_text(count: int) -> str:
    """``"3 links to files already read skipped"`` (``"1 link to a file ..."``): what a
    summary line says of the links :func:`load_folder` skipped."""
    from bpe_viewer.core.render import format_count

    target = "a file" if count == 1 else "files"
    return f"{format_count(count, 'link')} to {target} already read skipped"


def corpus_summary(corpus: Corpus) -> str:
    """The documents of ``corpus`` in a few words: ``"14 documents"``, or
    ``"14 documents, 3 links to files already read skipped"`` for a folder that held
    links (:attr:`Corpus.links_skipped`)."""
    from bpe_viewer.core.render import format_count

    text = format_count(len(corpus.documents), "document")
    if corpus.links_skipped:
        text += f", {links_skipped_text(corpus.links_skipped)}"
    return text


# --------------------------------------------------------------------------- JSON inputs


def load_jsonl(path: StrPath, *, text_field: str = "text") -> Corpus:
    """Load JSON Lines: one object per line, a text field and an optional ``id`` (docs/rules.md s5).

    Blank lines (only whitespace) are skipped; line numbers stay true. A UTF-8 BOM before
    the first line is accepted.

    Args:
        path: the ``.jsonl`` file.
        text_field: name of the field holding the document text (a string).

    Returns:
        A corpus without a split, labelled ``"name line N"``; documents without ``id``
        get ``doc-N`` (N = position in the corpus).

    Raises:
        CorpusError: unreadable or empty file, invalid UTF-8 or malformed JSON (names the
            line and column), a line that is not an object, a missing or non-string text
            field, an empty or non-string ``id``, a duplicated ID, or no document at all.
    """
    path = Path(path)
    data = _read_bytes(path)
    if not data:
        raise CorpusError(f"{path}: file is empty")
    pieces: list[tuple[str | None, bytes, str]] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        where = f"{path} line {number}"
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as err:
            raise CorpusError(
                f"{where} column {err.start + 1}: invalid UTF-8 (byte {raw[err.start]:02x})"
            ) from None
        if number == 1 and line.startswith(_BOM):
            line = line[1:]
        value = _parse_json(line, where, single_line=True)
        doc_id, text = _document_fields(value, where, text_field)
        pieces.append((doc_id, text, f"{path.name} line {number}"))
    if not pieces:
        raise CorpusError(f"{path}: no documents (only blank lines)")
    return _make_corpus(_assign_ids(str(path), pieces), str(path), has_split=False)


def load_corpus_json(
    path: StrPath,
    *,
    split: StrPath | None = None,
    text_field: str = "text",
) -> Corpus:
    """Load a corpus JSON array of ``{"id", "text", ...}`` objects (docs/rules.md s5).

    Extra fields are ignored. With a split manifest, partitions come from it, documents
    keep corpus order, and only ``train`` documents are counted.

    Args:
        path: the corpus ``.json`` file (top level: an array of objects).
        split: optional split manifest file (see :func:`load_split_manifest`).
        text_field: name of the field holding the document text (a string).

    Returns:
        A corpus labelled ``"name #N"`` (N = 1-based item number); ``has_split`` is True
        when a manifest was applied. Items without ``id`` get ``doc-N``.

    Raises:
        CorpusError: unreadable or empty file, invalid UTF-8, malformed JSON, a top level
            that is not an array, an empty array, an item that is not an object, a
            missing or non-string text field, an empty, non-string or duplicated ID; with
            a manifest also a checksum mismatch (names both values), an unknown ID, or a
            document listed in no partition.
    """
    path = Path(path)
    data = _read_bytes(path)
    value = _parse_json_file(path, data)
    return _corpus_from_json_array(path, data, value, split=split, text_field=text_field)


def load_split_manifest(path: StrPath) -> SplitManifest:
    """Load and check a split manifest on its own (docs/rules.md s5).

    The manifest is a JSON object with ``train`` (required), ``validation`` and ``test``
    (optional, default empty) lists of document IDs and an optional ``corpus_checksum``.
    Other keys (``schema_version``, ``strategy``, ...) are ignored.

    Args:
        path: the manifest file, e.g. ``splits.json``.

    Returns:
        The manifest; whether its IDs match a corpus is checked by
        :func:`load_corpus_json`.

    Raises:
        CorpusError: unreadable file, malformed JSON, a top level that is not an object,
            a missing ``train`` list, a partition that is not a list of non-empty strings,
            an ID listed twice in one partition or in two partitions (names the ID and
            both partitions), or a badly formed checksum.
    """
    path = Path(path)
    value = _parse_json_file(path, _read_bytes(path))
    if not isinstance(value, dict):
        raise CorpusError(
            f"{path}: a split manifest must be a JSON object, got {_json_kind(value)}"
        )
    if "train" not in value:
        raise CorpusError(f"{path}: split manifest has no 'train' list")
    partitions: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for name in PARTITIONS:
        ids = value.get(name, [])
        if not isinstance(ids, list):
            raise CorpusError(
                f"{path}: '{name}' must be a list of document IDs, got {_json_kind(ids)}"
            )
        for index, doc_id in enumerate(ids):
            if not isinstance(doc_id, str) or not doc_id:
                raise CorpusError(
                    f"{path}: '{name}' item #{index + 1} must be a non-empty string "
                    f"document ID, got {_show(doc_id)}"
                )
            if doc_id in seen:
                if seen[doc_id] == name:
                    raise CorpusError(f"{path}: document ID {doc_id!r} is listed twice in {name}")
                raise CorpusError(
                    f"{path}: document ID {doc_id!r} is in both {seen[doc_id]} and {name}"
                )
            seen[doc_id] = name
        partitions[name] = tuple(ids)
    checksum = value.get("corpus_checksum")
    if checksum is not None and not _is_checksum(checksum):
        raise CorpusError(
            f"{path}: corpus_checksum must be 'fnv1a64:' followed by 16 lowercase hex "
            f"digits, got {checksum!r}"
        )
    return SplitManifest(
        checksum=checksum,
        train=partitions["train"],
        validation=partitions["validation"],
        test=partitions["test"],
    )


def load_word_frequencies(path: StrPath) -> dict[str, int]:
    """Load a word-frequency table ``{word: positive integer}`` (docs/rules.md s4, s5).

    Args:
        path: a JSON file whose top level is an object.

    Returns:
        ``{word: frequency}`` in file order, e.g. ``{"low": 5, "lower": 2}``.

    Raises:
        CorpusError: unreadable file, malformed JSON, a duplicated word, a top level that
            is not an object, an empty table, an empty word, a word with a lone surrogate
            (``"ab\\ud800"``: it has no UTF-8 bytes), or a frequency that is not a
            positive integer (``true``, ``2.0``, ``0`` and ``-1`` are all refused; the
            message names the word).
    """
    path = Path(path)
    value = _parse_json_file(path, _read_bytes(path))
    if not isinstance(value, dict):
        raise CorpusError(
            f"{path}: a word-frequency table must be a JSON object, got {_json_kind(value)}"
        )
    if not value:
        raise CorpusError(f"{path}: word-frequency table is empty")
    table: dict[str, int] = {}
    weight = WeightTotal(CorpusError)
    for word, count in value.items():
        if not word:
            raise CorpusError(f"{path}: the table holds an empty word")
        if "</w>" in word:
            raise CorpusError(
                f"{path}: word {show_token(word)} contains the end-of-word marker '</w>'; its "
                "segments could not be told from the marker (remove or rename that word)"
            )
        surrogate = lone_surrogate(word)
        if surrogate is not None:
            raise CorpusError(f"{_tt(str(path))}: word {show_token(word)} holds {surrogate}")
        if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
            raise CorpusError(
                f"{path}: frequency of word {show_token(word)} must be a positive integer, "
                f"got {_show(count)}"
            )
        where = f"{path}: word {show_token(word)}"
        read_count(count, where, "frequency", error=CorpusError)
        weight.add(count, len(word.encode("utf-8")), where)
        table[word] = count
    return table


# --------------------------------------------------------------------------- dispatch


def load_corpus(
    path: StrPath,
    *,
    unit: str = "file",
    split: StrPath | None = None,
    text_field: str = "text",
) -> Corpus:
    """Load any corpus input by its kind (docs/rules.md s5).

    - a folder: :func:`load_folder`;
    - ``*.jsonl``: :func:`load_jsonl`;
    - ``*.json`` whose top level is an array: :func:`load_corpus_json`;
    - ``*.json`` holding anything else is refused with a message saying what it looks
      like (a word-frequency table: use :func:`load_word_frequencies`; a split manifest:
      pass it as ``split``);
    - any other file: :func:`load_text_file` with ``unit``.

    ``unit`` only applies to plain text files and ``text_field`` only to JSON inputs;
    both are otherwise ignored (an unknown unit is still refused).

    Args:
        path: a file or folder.
        unit: one of :data:`DOCUMENT_UNITS`.
        split: optional split manifest; only allowed with a JSON array corpus.
        text_field: name of the text field in JSON inputs.

    Returns:
        The loaded corpus.

    Raises:
        CorpusError: whatever the chosen loader raises, a ``.json`` file that is not a
            document array (:class:`WordTableGivenError` for a word table), or
            ``split`` given for an input that is not a JSON array.
    """
    _check_unit(unit)
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        is_folder = input_kind(path) == "folder"
    except InputError as err:
        raise CorpusError(str(err)) from None
    if is_folder or suffix not in (".json", ".jsonl"):
        if split is not None:
            raise CorpusError(f"{path}: a split manifest can only be used with a JSON array corpus")
        return load_folder(path) if is_folder else load_text_file(path, unit=unit)
    if suffix == ".jsonl":
        if split is not None:
            raise CorpusError(
                f"{path}: a split manifest can only be used with a JSON array corpus, "
                "not JSON Lines"
            )
        return load_jsonl(path, text_field=text_field)
    data = _read_bytes(path)
    value = _parse_json_file(path, data)
    if isinstance(value, dict):
        if value and all(_is_number(count) for count in value.values()):
            raise WordTableGivenError(path)
        from bpe_viewer.core.formats.run_json import FORMAT_NAME  # run_json imports this module

        if value.get("format") == FORMAT_NAME:
            raise CorpusError(
                f"{path}: this is a saved run, not a corpus; open it with `bpe-viewer gui`, "
                "encode, decode or explain with it, or train on its source corpus"
            )
        if "train" in value:
            raise CorpusError(
                f"{path}: this is a split manifest, not a corpus; open the corpus "
                "and give this file as its split"
            )
    return _corpus_from_json_array(path, data, value, split=split, text_field=text_field)


# --------------------------------------------------------------------------- helpers


class _DuplicateKeyError(Exception):
    """A JSON object repeats a key (json would silently keep the last value)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKeyError(key)
        result[key] = value
    return result


def _check_unit(unit: str) -> None:
    if unit == "separator":
        raise CorpusError("the separator unit needs its separator text (separator:TEXT)")
    if not is_document_unit(unit):
        raise CorpusError(
            f"unknown document unit {unit!r} (expected one of file, line, paragraph, "
            "separator:TEXT)"
        )


def _reason(err: OSError) -> str:
    return err.strerror or str(err) or type(err).__name__


def _read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes through the one opener (regular files only, capped in size)."""
    try:
        return read_input(path, limit=limit)
    except InputError as err:
        raise CorpusError(str(err)) from None


def _parse_json(text: str, where: str, *, single_line: bool = False) -> Any:
    """Parse JSON text; ``where`` names the file (and the line, if ``single_line``)."""
    try:
        return json.loads(text, object_pairs_hook=_unique_object)
    except json.JSONDecodeError as err:
        if single_line:
            position = f"column {err.colno}"
        else:
            position = f"line {err.lineno} column {err.colno}"
        raise CorpusError(f"{where} {position}: invalid JSON ({err.msg})") from None
    except _DuplicateKeyError as err:
        raise CorpusError(f"{where}: duplicate key {err.key!r} in a JSON object") from None
    except RecursionError:
        raise CorpusError(f"{where}: invalid JSON (nested too deeply)") from None
    except ValueError as err:  # e.g. an integer with too many digits
        raise CorpusError(f"{where}: invalid JSON ({err})") from None


def _parse_json_file(path: Path, data: bytes) -> Any:
    """Decode a whole JSON file strictly as UTF-8 (a leading BOM is allowed) and parse it."""
    if not data.strip():
        what = "is empty" if not data else "holds only whitespace"
        raise CorpusError(f"{path}: file {what}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise CorpusError(
            f"{path} line {line} column {column}: invalid UTF-8 (byte {data[err.start]:02x})"
        ) from None
    if text.startswith(_BOM):
        text = text[1:]
    return _parse_json(text, str(path))


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _show(value: Any, limit: int = 40) -> str:
    """A JSON value as short one-line text for an error message."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_checksum(value: Any) -> bool:
    if not isinstance(value, str) or not value.startswith(_CHECKSUM_PREFIX):
        return False
    digits = value[len(_CHECKSUM_PREFIX) :]
    return len(digits) == 16 and set(digits) <= _HEX_DIGITS


def _document_fields(value: Any, where: str, text_field: str) -> tuple[str | None, bytes]:
    """Check one JSON document object; return its ID (None if absent) and text bytes."""
    if not isinstance(value, dict):
        raise CorpusError(f"{where}: expected a JSON object, got {_json_kind(value)}")
    if text_field not in value:
        raise CorpusError(f"{where}: missing text field {text_field!r}")
    text = value[text_field]
    if not isinstance(text, str):
        raise CorpusError(f"{where}: field {text_field!r} must be a string, got {_json_kind(text)}")
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise CorpusError(
            f"{where}: field {text_field!r} holds a lone surrogate "
            f"(\\u{ord(text[err.start]):04x}) that has no UTF-8 bytes"
        ) from None
    if "id" not in value:
        return None, data
    doc_id = value["id"]
    if not isinstance(doc_id, str) or not doc_id:
        raise CorpusError(f"{where}: 'id' must be a non-empty string, got {_show(doc_id)}")
    return doc_id, data


def _assign_ids(source: str, pieces: list[tuple[str | None, bytes, str]]) -> list[Document]:
    """Turn ``(id or None, data, label)`` into train documents with unique IDs.

    A missing ID becomes ``doc-N`` (N = 1-based position). A duplicated ID, given or
    generated, is an error naming it and both labels.
    """
    documents: list[Document] = []
    first_label: dict[str, str] = {}
    for position, (given, data, label) in enumerate(pieces, start=1):
        if not position & 0x3FFF:
            check_cancelled()
        doc_id = f"doc-{position}" if given is None else given
        if doc_id in first_label:
            note = " (generated for a document without an ID)" if given is None else ""
            raise CorpusError(
                f"{source}: duplicate document ID {doc_id!r}{note} at {label}, "
                f"first used at {first_label[doc_id]}"
            )
        first_label[doc_id] = label
        documents.append(Document(doc_id=doc_id, data=data, partition="train", label=label))
    return documents


def _make_corpus(
    documents: list[Document], source: str, *, has_split: bool, unit: str | None = None
) -> Corpus:
    if not documents:
        raise CorpusError(f"{source}: no documents")
    if not any(doc.data for doc in documents):
        raise CorpusError(f"{source}: every document is empty")
    return Corpus(documents=tuple(documents), source=source, has_split=has_split, unit=unit)


def _corpus_from_json_array(
    path: Path,
    data: bytes,
    value: Any,
    *,
    split: StrPath | None,
    text_field: str,
) -> Corpus:
    if not isinstance(value, list):
        raise CorpusError(f"{path}: expected a JSON array of documents, got {_json_kind(value)}")
    if not value:
        raise CorpusError(f"{path}: no documents (the array is empty)")
    pieces: list[tuple[str | None, bytes, str]] = []
    for index, item in enumerate(value, start=1):
        doc_id, text = _document_fields(item, f"{path} #{index}", text_field)
        pieces.append((doc_id, text, f"{path.name} #{index}"))
    documents = _assign_ids(str(path), pieces)
    if split is None:
        return _make_corpus(documents, str(path), has_split=False)
    manifest_path = Path(split)
    manifest = load_split_manifest(manifest_path)
    return _make_corpus(
        _apply_split(documents, manifest, manifest_path, path, data),
        str(path),
        has_split=True,
    )


def _apply_split(
    documents: list[Document],
    manifest: SplitManifest,
    manifest_path: Path,
    corpus_path: Path,
    corpus_bytes: bytes,
) -> list[Document]:
    """Give every document its manifest partition, after checking the manifest fits."""
    if manifest.checksum is not None:
        actual = fnv1a64(corpus_bytes)
        if actual != manifest.checksum:
            raise CorpusError(
                f"{manifest_path}: corpus_checksum {manifest.checksum} does not match "
                f"{corpus_path} ({actual})"
            )
    assigned = manifest.partition_by_id()
    known = {doc.doc_id for doc in documents}
    for doc_id, partition in assigned.items():
        if doc_id not in known:
            raise CorpusError(
                f"{manifest_path}: document ID {doc_id!r} ({partition}) is not in {corpus_path}"
            )
    result: list[Document] = []
    for doc in documents:
        if doc.doc_id not in assigned:
            raise CorpusError(
                f"{manifest_path}: document {doc.doc_id!r} ({doc.label}) is in no partition"
            )
        result.append(
            Document(
                doc_id=doc.doc_id,
                data=doc.data,
                partition=assigned[doc.doc_id],
                label=doc.label,
            )
        )
    return result
