"""Corpus inputs read from JSON, and :func:`load_corpus`, which reads any corpus input by
its kind (docs/rules.md s5, s10).

The JSON inputs are JSON Lines (one document object per line), a corpus JSON array with
an optional split manifest giving each document's partition, and a word-frequency table
``{word: count}``. Folders and plain text files are read by :mod:`bpe_viewer.core.corpus`,
which holds the documents and corpora these readers make. Every reader turns bad input
into a :class:`~bpe_viewer.core.corpus.CorpusError` whose message is one line naming the
file, the line or item, and what is wrong. JSON is read with :mod:`json` only, a repeated
key refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bpe_viewer.core.bounds import WeightTotal, read_count
from bpe_viewer.core.corpus import (
    CHECKSUM_PREFIX,
    PARTITIONS,
    Corpus,
    CorpusError,
    Document,
    SplitManifest,
    StrPath,
    WordTableGivenError,
    assign_ids,
    check_unit,
    fnv1a64,
    load_folder,
    load_text_file,
    make_corpus,
    read_corpus_bytes,
)
from bpe_viewer.core.formats.classify import RUN_FORMAT as SAVED_RUN_FORMAT
from bpe_viewer.core.formats.classify import is_word_table
from bpe_viewer.core.render import show_token
from bpe_viewer.core.safeio import InputError, input_kind
from bpe_viewer.core.safeio import terminal_text as _tt
from bpe_viewer.core.word_pairs import word_row_problem

__all__ = [
    "load_corpus",
    "load_corpus_json",
    "load_jsonl",
    "load_split_manifest",
    "load_word_frequencies",
]

_HEX_DIGITS = frozenset("0123456789abcdef")
_BOM = "\ufeff"


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
    data = read_corpus_bytes(path)
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
    return make_corpus(assign_ids(str(path), pieces), str(path), has_split=False)


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
    data = read_corpus_bytes(path)
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
    value = _parse_json_file(path, read_corpus_bytes(path))
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
    value = _parse_json_file(path, read_corpus_bytes(path))
    if not isinstance(value, dict):
        raise CorpusError(
            f"{path}: a word-frequency table must be a JSON object, got {_json_kind(value)}"
        )
    if not value:
        raise CorpusError(f"{path}: word-frequency table is empty")
    table: dict[str, int] = {}
    weight = WeightTotal(CorpusError)
    for word, count in value.items():
        problem = word_row_problem(word, count, _show)
        if problem is not None:
            raise CorpusError(f"{_tt(str(path))}: {problem}")
        where = f"{path}: word {show_token(word)}"
        read_count(count, where, "frequency", error=CorpusError)
        weight.add(count, len(word.encode("utf-8")), where)
        table[word] = count
    return table


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
    check_unit(unit)
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
    data = read_corpus_bytes(path)
    value = _parse_json_file(path, data)
    if isinstance(value, dict):
        if is_word_table(value):
            raise WordTableGivenError(path)
        if value.get("format") == SAVED_RUN_FORMAT:
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


def _is_checksum(value: Any) -> bool:
    if not isinstance(value, str) or not value.startswith(CHECKSUM_PREFIX):
        return False
    digits = value[len(CHECKSUM_PREFIX) :]
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
    documents = assign_ids(str(path), pieces)
    if split is None:
        return make_corpus(documents, str(path), has_split=False)
    manifest_path = Path(split)
    manifest = load_split_manifest(manifest_path)
    return make_corpus(
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
