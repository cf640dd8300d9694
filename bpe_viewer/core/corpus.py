"""Corpora: documents as exact bytes, document units, split manifests, checksums, and the
readers of plain text files and folders.

The rules are docs/rules.md s5 and s10. The JSON inputs (JSON Lines, corpus JSON, split
manifests, word tables) and :func:`~bpe_viewer.core.corpus_files.load_corpus`, which reads
any input by its kind, are in :mod:`bpe_viewer.core.corpus_files`.

A corpus is an ordered tuple of :class:`Document` records. Every document carries its exact
bytes (no newline translation, no Unicode normalisation, a BOM kept as bytes), a stable ID,
the partition it belongs to and a short human label saying where it came from. Only
documents of the ``train`` partition feed the pair counts (docs/rules.md s5).

Every loader turns bad input into a :class:`CorpusError` whose message is one line naming
the file, the line number, item or document ID, and what is wrong (docs/rules.md s10).
Nothing here uses ``pickle`` or ``eval``.

Example:
    >>> corpus = corpus_from_texts(["aaa", "aba"])
    >>> [(d.doc_id, d.data) for d in corpus.documents]
    [('doc-1', b'aaa'), ('doc-2', b'aba')]
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeAlias

from bpe_viewer.core.input_files import folder_members
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
#: How a split manifest's ``corpus_checksum`` (:func:`fnv1a64`) starts.
CHECKSUM_PREFIX = "fnv1a64:"


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
    return f"{CHECKSUM_PREFIX}{value:016x}"


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
    check_unit(unit)
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
    check_unit(unit)
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
    documents = assign_ids(source, pieces)
    return make_corpus(documents, source, has_split=False, unit=unit)


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
    check_unit(unit)
    path = Path(path)
    data = read_corpus_bytes(path)
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
    return make_corpus(assign_ids(str(path), pieces), str(path), has_split=False, unit=unit)


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
        data = read_corpus_bytes(file, limit=max(budget, 0))
        budget -= len(data)
        pieces.append((relative, data, relative))
    corpus = make_corpus(assign_ids(str(root), pieces), str(root), has_split=False)
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


# --------------------------------------------------------------------------- helpers


def check_unit(unit: str) -> None:
    """Refuse a document unit that is not one of :data:`DOCUMENT_UNITS` (a separator
    unit with its text, ``separator:TEXT``).

    Raises:
        CorpusError: naming the unit, or saying the separator text is missing.
    """
    if unit == "separator":
        raise CorpusError("the separator unit needs its separator text (separator:TEXT)")
    if not is_document_unit(unit):
        raise CorpusError(
            f"unknown document unit {unit!r} (expected one of file, line, paragraph, "
            "separator:TEXT)"
        )


def _reason(err: OSError) -> str:
    return err.strerror or str(err) or type(err).__name__


def read_corpus_bytes(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes through the one opener (regular files only, capped at
    ``limit`` bytes or the input limit).

    Raises:
        CorpusError: naming the file and why it cannot be read.
    """
    try:
        return read_input(path, limit=limit)
    except InputError as err:
        raise CorpusError(str(err)) from None


def assign_ids(source: str, pieces: list[tuple[str | None, bytes, str]]) -> list[Document]:
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


def make_corpus(
    documents: list[Document], source: str, *, has_split: bool, unit: str | None = None
) -> Corpus:
    """The :class:`Corpus` of ``documents`` read from ``source``.

    Raises:
        CorpusError: when there are no documents, or every one is empty.
    """
    if not documents:
        raise CorpusError(f"{source}: no documents")
    if not any(doc.data for doc in documents):
        raise CorpusError(f"{source}: every document is empty")
    return Corpus(documents=tuple(documents), source=source, has_split=has_split, unit=unit)
