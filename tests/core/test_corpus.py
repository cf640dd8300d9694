"""Tests for bpe_viewer.core.corpus (docs/rules.md s5 corpus inputs, s10 bad input)."""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core.corpus import (
    DOCUMENT_UNITS,
    Corpus,
    CorpusError,
    Document,
    SplitManifest,
    corpus_from_texts,
    fnv1a64,
    load_folder,
    load_text_file,
    split_units,
)
from bpe_viewer.core.corpus_files import (
    load_corpus,
    load_corpus_json,
    load_jsonl,
    load_split_manifest,
    load_word_frequencies,
)

LEARN_IDS = [
    "en-river-dawn",
    "ru-river-dawn",
    "en-clock-shop",
    "ru-clock-shop",
    "en-rain-library",
    "ru-rain-library",
    "en-bee-garden",
    "ru-bee-garden",
    "en-night-station",
    "ru-night-station",
    "en-winter-window",
    "ru-winter-window",
]


def error_of(call: Callable[[], object], *fragments: str) -> str:
    """Run ``call``, expect a one-line CorpusError containing every fragment; return it."""
    with pytest.raises(CorpusError) as info:
        call()
    message = str(info.value)
    assert "\n" not in message, message
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return message


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def write_json(path: Path, value: Any) -> Path:
    return write(path, json.dumps(value, ensure_ascii=False, indent=1))


def ids_of(corpus: Corpus) -> list[str]:
    return [doc.doc_id for doc in corpus.documents]


def data_of(corpus: Corpus) -> list[bytes]:
    return [doc.data for doc in corpus.documents]


def labels_of(corpus: Corpus) -> list[str]:
    return [doc.label for doc in corpus.documents]


# --------------------------------------------------------------------------- fnv1a64


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"", "fnv1a64:cbf29ce484222325"),
        (b"a", "fnv1a64:af63dc4c8601ec8c"),
        (b"foobar", "fnv1a64:85944171f73967e8"),
    ],
)
def test_fnv1a64_known_values(data: bytes, expected: str) -> None:
    assert fnv1a64(data) == expected


def test_fnv1a64_of_the_learn_llm_corpus_file(learn_llm_json) -> None:
    assert fnv1a64(learn_llm_json.read_bytes()) == "fnv1a64:723b071980ae8a22"


@given(st.binary(max_size=64))
def test_fnv1a64_form(data: bytes) -> None:
    digest = fnv1a64(data)
    assert digest.startswith("fnv1a64:")
    assert len(digest) == 8 + 16
    assert set(digest[8:]) <= set("0123456789abcdef")


# --------------------------------------------------------------------------- records


def test_document_counted_only_in_train() -> None:
    assert Document("a", b"x", "train", "l").counted
    assert not Document("a", b"x", "validation", "l").counted
    assert not Document("a", b"x", "test", "l").counted


def test_document_refuses_unknown_partition() -> None:
    with pytest.raises(ValueError, match="partition"):
        Document("a", b"x", "dev", "l")


def test_document_and_corpus_are_frozen() -> None:
    doc = Document("a", b"x", "train", "l")
    with pytest.raises(dataclasses.FrozenInstanceError):
        doc.data = b"y"  # type: ignore[misc]
    corpus = Corpus((doc,), "s", False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        corpus.source = "t"  # type: ignore[misc]


def test_counted_documents_keep_order_and_skip_held_out() -> None:
    docs = (
        Document("a", b"1", "train", "l"),
        Document("b", b"2", "test", "l"),
        Document("c", b"3", "train", "l"),
        Document("d", b"4", "validation", "l"),
    )
    corpus = Corpus(docs, "s", True)
    assert [d.doc_id for d in corpus.counted_documents] == ["a", "c"]


def test_document_units_constant() -> None:
    assert DOCUMENT_UNITS == ("file", "line", "paragraph", "separator")


# --------------------------------------------------------------------------- split_units


def test_split_file_is_one_piece_bytes_untouched() -> None:
    data = b"\xef\xbb\xbfa\r\nb\n\nc\n"
    assert split_units(data, "file") == [(data, 1)]
    assert split_units(b"", "file") == [(b"", 1)]


def test_split_lines_drops_line_ends_and_skips_empty_lines() -> None:
    data = b"one\r\n\ntwo\n  \nthree"
    assert split_units(data, "line") == [(b"one", 1), (b"two", 3), (b"  ", 4), (b"three", 5)]


def test_split_crlf_like_lf() -> None:
    # docs/rules.md s5: a line ends at \n or \r\n, neither belonging to the line.
    crlf = b"ab\r\nab\r\n\r\ncd\r\n"
    assert split_units(crlf, "paragraph") == [(b"ab\r\nab", 1), (b"cd", 4)]
    assert split_units(crlf, "line") == [(b"ab", 1), (b"ab", 2), (b"cd", 4)]
    lf = b"ab\nab\n\ncd\n"
    assert split_units(lf, "paragraph") == [(b"ab\nab", 1), (b"cd", 4)]
    assert split_units(lf, "line") == [(b"ab", 1), (b"ab", 2), (b"cd", 4)]


def test_split_mixed_line_ends_stay_inside_a_paragraph() -> None:
    data = b"a\r\nb\nc\r\n\nd\re\r\n"
    assert split_units(data, "paragraph") == [(b"a\r\nb\nc", 1), (b"d\re", 5)]
    # A lone \r is not a line end: it stays in the line.
    assert split_units(data, "line") == [(b"a", 1), (b"b", 2), (b"c", 3), (b"d\re", 5)]


def test_split_lines_trailing_newline_gives_no_extra_piece() -> None:
    assert split_units(b"a\nb\n", "line") == [(b"a", 1), (b"b", 2)]
    assert split_units(b"\n\n", "line") == []


def test_split_paragraphs() -> None:
    data = b"\nfirst line\nsecond line\n\n \t\r\n\nthird\n"
    assert split_units(data, "paragraph") == [
        (b"first line\nsecond line", 2),
        (b"third", 7),
    ]


def test_split_paragraphs_crlf_drops_the_end_of_the_last_line() -> None:
    data = b"a\r\nb\r\n\r\nc"
    assert split_units(data, "paragraph") == [(b"a\r\nb", 1), (b"c", 4)]


def test_split_paragraph_keeps_leading_spaces_of_a_line() -> None:
    assert split_units(b"  indented\nx", "paragraph") == [(b"  indented\nx", 1)]


def test_split_paragraph_blank_means_only_space_tab_cr() -> None:
    # A form feed or vertical tab is content, not blank (docs/rules.md s5: bytes as they are).
    assert split_units(b"a\n\x0c\n\x0b\nb", "paragraph") == [(b"a\n\x0c\n\x0b\nb", 1)]
    assert split_units(b"a\n \t\r\nb", "paragraph") == [(b"a", 1), (b"b", 3)]


def test_split_unknown_unit() -> None:
    error_of(lambda: split_units(b"x", "sentence"), "'sentence'", "file, line, paragraph")


_TEXTY = st.lists(
    st.sampled_from([b"a", b"b", b" ", b"\t", b"\r", b"\n", b"\x0c", b"\xff"]), max_size=40
)


def _line_spans(data: bytes) -> list[tuple[int, int]]:
    """Naive reference: (start, end) of each line's content, its \\n or \\r\\n excluded."""
    spans = []
    pos = 0
    while True:
        newline = data.find(b"\n", pos)
        if newline < 0:
            spans.append((pos, len(data)))
            return spans
        end = newline - 1 if newline > pos and data[newline - 1] == ord("\r") else newline
        spans.append((pos, end))
        pos = newline + 1


@given(_TEXTY)
def test_split_lines_property(parts: list[bytes]) -> None:
    data = b"".join(parts)
    lines = [data[a:b] for a, b in _line_spans(data)]
    pieces = split_units(data, "line")
    assert [piece for piece, _ in pieces] == [line for line in lines if line]
    for piece, number in pieces:
        assert lines[number - 1] == piece


@given(_TEXTY)
def test_split_paragraphs_property(parts: list[bytes]) -> None:
    data = b"".join(parts)
    spans = _line_spans(data)
    expected: list[tuple[bytes, int]] = []
    first = None
    for number, (a, b) in enumerate(spans + [(0, 0)], start=1):
        blank = data[a:b].strip(b" \t") == b"" or number > len(spans)
        if not blank and first is None:
            first = number
        if blank and first is not None:
            # The original bytes from the first line's start to the last line's content end.
            expected.append((data[spans[first - 1][0] : spans[number - 2][1]], first))
            first = None
    assert split_units(data, "paragraph") == expected


# --------------------------------------------------------------------------- pasted text


def test_corpus_from_texts_defaults() -> None:
    corpus = corpus_from_texts(["aaa", b"ab\xff", "é"])
    assert corpus.source == "pasted text"
    assert not corpus.has_split
    assert ids_of(corpus) == ["doc-1", "doc-2", "doc-3"]
    assert data_of(corpus) == [b"aaa", b"ab\xff", b"\xc3\xa9"]
    assert labels_of(corpus) == ["pasted text #1", "pasted text #2", "pasted text #3"]
    assert all(doc.partition == "train" for doc in corpus.documents)
    assert corpus.counted_documents == corpus.documents


def test_corpus_from_single_text_label_is_source() -> None:
    corpus = corpus_from_texts(["x"], source="example: overlap")
    assert corpus.source == "example: overlap"
    assert labels_of(corpus) == ["example: overlap"]


def test_corpus_from_texts_is_not_normalised() -> None:
    decomposed = "e\u0301\r\n\ufeff"
    corpus = corpus_from_texts([decomposed])
    assert data_of(corpus) == [b"e\xcc\x81\r\n\xef\xbb\xbf"]


def test_corpus_from_texts_with_ids() -> None:
    corpus = corpus_from_texts(["aaa", "aba"], ids=["train-aaa", "train-aba"])
    assert ids_of(corpus) == ["train-aaa", "train-aba"]


def test_corpus_from_texts_keeps_empty_text_as_document() -> None:
    corpus = corpus_from_texts(["a", ""])
    assert data_of(corpus) == [b"a", b""]


def test_corpus_from_texts_by_line() -> None:
    corpus = corpus_from_texts(["a\n\nb", "c\n"], unit="line")
    assert data_of(corpus) == [b"a", b"b", b"c"]
    assert ids_of(corpus) == ["doc-1", "doc-2", "doc-3"]
    assert labels_of(corpus) == [
        "pasted text #1 line 1",
        "pasted text #1 line 3",
        "pasted text #2 line 1",
    ]


def test_corpus_from_texts_by_paragraph() -> None:
    corpus = corpus_from_texts(["p one\nstill one\n\np two\n"], unit="paragraph")
    assert data_of(corpus) == [b"p one\nstill one", b"p two"]
    assert labels_of(corpus) == ["pasted text line 1", "pasted text line 4"]


def test_corpus_from_texts_errors() -> None:
    error_of(lambda: corpus_from_texts([]), "pasted text", "no documents")
    error_of(lambda: corpus_from_texts([""]), "pasted text", "every document is empty")
    error_of(lambda: corpus_from_texts(["\n\n"], unit="line"), "no documents")
    error_of(lambda: corpus_from_texts(["a"], unit="word"), "'word'")
    error_of(lambda: corpus_from_texts(["a", "b"], ids=["x"]), "1 document IDs", "2 texts")
    error_of(lambda: corpus_from_texts(["a"], unit="line", ids=["x"]), "unit 'file'")
    error_of(lambda: corpus_from_texts(["a", "b"], ids=["x", "x"]), "duplicate", "'x'")
    error_of(lambda: corpus_from_texts(["a", "b"], ids=["x", ""]), "pasted text #2", "non-empty")
    error_of(lambda: corpus_from_texts(["ok", "a\ud800"]), "pasted text #2", "surrogate")


# --------------------------------------------------------------------------- text files


def test_text_file_whole_file_exact_bytes(tmp_path: Path) -> None:
    data = b"\xef\xbb\xbfline one\r\nline two\n\nCafe\xcc\x81\n"
    path = write(tmp_path / "notes.txt", data)
    corpus = load_text_file(path)
    assert data_of(corpus) == [data]
    assert ids_of(corpus) == ["doc-1"]
    assert labels_of(corpus) == ["notes.txt"]
    assert corpus.source == str(path)
    assert not corpus.has_split


def test_text_file_accepts_str_path(tmp_path: Path) -> None:
    path = write(tmp_path / "a.txt", b"abc")
    assert data_of(load_text_file(str(path))) == [b"abc"]


def test_text_file_non_utf8_and_binary_load(tmp_path: Path) -> None:
    data = bytes(range(256))
    path = write(tmp_path / "blob.bin", data)
    assert data_of(load_text_file(path)) == [data]


def test_text_file_one_byte_document(tmp_path: Path) -> None:
    assert data_of(load_text_file(write(tmp_path / "one.txt", b"x"))) == [b"x"]


def test_text_file_by_line_labels_keep_true_line_numbers(tmp_path: Path) -> None:
    path = write(tmp_path / "notes.txt", b"alpha\r\n\r\n\nbeta\n\ngamma")
    corpus = load_text_file(path, unit="line")
    assert data_of(corpus) == [b"alpha", b"beta", b"gamma"]
    assert labels_of(corpus) == ["notes.txt line 1", "notes.txt line 4", "notes.txt line 6"]
    assert ids_of(corpus) == ["doc-1", "doc-2", "doc-3"]


def test_text_file_by_paragraph(tmp_path: Path) -> None:
    path = write(tmp_path / "poem.txt", b"Roses are red,\nviolets blue.\n\n\nEnd.\n")
    corpus = load_text_file(path, unit="paragraph")
    assert data_of(corpus) == [b"Roses are red,\nviolets blue.", b"End."]
    assert labels_of(corpus) == ["poem.txt line 1", "poem.txt line 5"]


def test_text_file_errors(tmp_path: Path) -> None:
    empty = write(tmp_path / "empty.txt", b"")
    error_of(lambda: load_text_file(empty), str(empty), "empty")
    newlines = write(tmp_path / "newlines.txt", b"\n\n\n")
    error_of(lambda: load_text_file(newlines, unit="line"), str(newlines), "no non-empty line")
    blanks = write(tmp_path / "blanks.txt", b" \n\t\n")
    error_of(lambda: load_text_file(blanks, unit="paragraph"), str(blanks), "no paragraph")
    missing = tmp_path / "gone.txt"
    error_of(lambda: load_text_file(missing), str(missing), "cannot read", "No such file")
    error_of(lambda: load_text_file(tmp_path), str(tmp_path), "cannot read")
    ok = write(tmp_path / "ok.txt", b"x")
    error_of(lambda: load_text_file(ok, unit="lines"), "'lines'")


def test_text_file_that_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "locked.txt", b"secret")
    original = os.open

    def deny(path: str | os.PathLike[str], *args: int) -> int:
        if os.fspath(path).endswith("locked.txt"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return original(path, *args)

    # Every read goes through the one opener (bpe_viewer.core.safeio.read_input).
    monkeypatch.setattr(os, "open", deny)
    error_of(lambda: load_text_file(path), str(path), "cannot read (Permission denied)")


# --------------------------------------------------------------------------- folders


def test_folder_recursive_sorted_by_posix_path(tmp_path: Path) -> None:
    root = tmp_path / "corpus"
    write(root / "b.txt", b"B")
    write(root / "a" / "z.txt", b"AZ")
    write(root / "a-b.txt", b"AB")
    write(root / "A.txt", b"upper")
    write(root / "a" / "deep" / "x.bin", b"\xff\x00")
    corpus = load_folder(root)
    assert labels_of(corpus) == ["A.txt", "a-b.txt", "a/deep/x.bin", "a/z.txt", "b.txt"]
    assert data_of(corpus) == [b"upper", b"AB", b"\xff\x00", b"AZ", b"B"]
    # Each document is named by its file, in every view (not doc-1, doc-2, ...).
    assert ids_of(corpus) == labels_of(corpus)
    assert corpus.source == str(root)


def test_folder_skips_hidden_files_and_folders(tmp_path: Path) -> None:
    write(tmp_path / ".hidden", b"no")
    write(tmp_path / ".git" / "config", b"no")
    write(tmp_path / "sub" / ".DS_Store", b"no")
    write(tmp_path / "sub" / "kept.txt", b"yes")
    corpus = load_folder(tmp_path)
    assert labels_of(corpus) == ["sub/kept.txt"]


def test_folder_keeps_empty_file_as_document(tmp_path: Path) -> None:
    write(tmp_path / "a.txt", b"")
    write(tmp_path / "b.txt", b"b")
    assert data_of(load_folder(tmp_path)) == [b"", b"b"]


def test_folder_errors(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    error_of(lambda: load_folder(empty), str(empty), "no files")
    (empty / "sub").mkdir()
    error_of(lambda: load_folder(empty), "no files")
    only_hidden = tmp_path / "hidden"
    write(only_hidden / ".x", b"x")
    error_of(lambda: load_folder(only_hidden), "no files")
    only_empty = tmp_path / "blank"
    write(only_empty / "a.txt", b"")
    error_of(lambda: load_folder(only_empty), str(only_empty), "empty")
    missing = tmp_path / "nowhere"
    error_of(lambda: load_folder(missing), str(missing), "no such folder")
    file = write(tmp_path / "file.txt", b"x")
    error_of(lambda: load_folder(file), str(file), "not a folder")


def test_folder_subfolder_that_cannot_be_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "ok.txt", b"fine")
    locked = tmp_path / "locked"
    write(locked / "inside.txt", b"x")
    original = os.scandir

    def deny(path: Any) -> Any:
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return original(path)

    monkeypatch.setattr(os, "scandir", deny)
    error_of(lambda: load_folder(tmp_path), str(locked), "cannot read (Permission denied)")


def test_folder_file_that_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path / "ok.txt", b"fine")
    bad = write(tmp_path / "bad.txt", b"x")
    original = os.open

    def deny(path: str | os.PathLike[str], *args: int) -> int:
        if os.fspath(path).endswith("bad.txt"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return original(path, *args)

    # Every read goes through the one opener (bpe_viewer.core.safeio.read_input).
    monkeypatch.setattr(os, "open", deny)
    error_of(lambda: load_folder(tmp_path), str(bad), "Permission denied")


# --------------------------------------------------------------------------- JSON Lines


def test_jsonl_basic(tmp_path: Path) -> None:
    lines = [
        '{"id": "first", "text": "caf\\u00e9", "extra": 1}',
        "",
        "   ",
        '{"text": "no id here"}',
        '{"id": "third", "text": ""}',
    ]
    path = write(tmp_path / "corpus.jsonl", "\n".join(lines) + "\n")
    corpus = load_jsonl(path)
    assert ids_of(corpus) == ["first", "doc-2", "third"]
    assert data_of(corpus) == [b"caf\xc3\xa9", b"no id here", b""]
    assert labels_of(corpus) == [
        "corpus.jsonl line 1",
        "corpus.jsonl line 4",
        "corpus.jsonl line 5",
    ]
    assert corpus.source == str(path)
    assert not corpus.has_split


def test_jsonl_text_is_exact_not_normalised(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", '{"text": "e\\u0301\\r\\n\\ufeff"}')
    assert data_of(load_jsonl(path)) == [b"e\xcc\x81\r\n\xef\xbb\xbf"]


def test_jsonl_custom_text_field(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", '{"id": "a", "body": "hello", "text": 5}\n')
    assert data_of(load_jsonl(path, text_field="body")) == [b"hello"]


def test_jsonl_crlf_and_bom_accepted(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", b'\xef\xbb\xbf{"text": "a"}\r\n{"text": "b"}\r\n')
    assert data_of(load_jsonl(path)) == [b"a", b"b"]


@pytest.mark.parametrize(
    ("lines", "fragments"),
    [
        (
            ['{"text": "a"}', "", '{"text": "b" "id": "x"}'],
            ["c.jsonl line 3 column 14", "invalid JSON (Expecting ',' delimiter)"],
        ),
        (['{"text": "a"}', '["text"]'], ["c.jsonl line 2", "expected a JSON object, got an array"]),
        (['{"text": "a"}', '{"body": "b"}'], ["c.jsonl line 2", "missing text field 'text'"]),
        (['{"text": 3}'], ["c.jsonl line 1", "'text' must be a string, got a number"]),
        (['{"text": null}'], ["c.jsonl line 1", "'text' must be a string, got null"]),
        (['{"text": "a", "id": 7}'], ["c.jsonl line 1", "'id' must be a non-empty string, got 7"]),
        (['{"text": "a", "id": ""}'], ["c.jsonl line 1", "'id' must be a non-empty string"]),
        (['{"text": "a", "id": null}'], ["c.jsonl line 1", "got null"]),
        (
            ['{"id": "x", "text": "a"}', '{"id": "x", "text": "b"}'],
            ["duplicate document ID 'x'", "c.jsonl line 2", "c.jsonl line 1"],
        ),
        (['{"text": "a"}', '{"id": "doc-1", "text": "b"}'], ["duplicate document ID 'doc-1'"]),
        (['{"text": "a", "text": "b"}'], ["c.jsonl line 1", "duplicate key 'text'"]),
        (['{"text": "\\ud800"}'], ["c.jsonl line 1", "surrogate"]),
        (["", "  ", ""], ["no documents"]),
        (['{"text": ""}'], ["every document is empty"]),
    ],
)
def test_jsonl_errors(tmp_path: Path, lines: list[str], fragments: list[str]) -> None:
    path = write(tmp_path / "c.jsonl", "\n".join(lines) + "\n")
    error_of(lambda: load_jsonl(path), str(path), *fragments)


def test_jsonl_invalid_utf8_names_line(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", b'{"text": "ok"}\n{"text": "b\xffad"}\n')
    error_of(lambda: load_jsonl(path), f"{path} line 2 column 12", "invalid UTF-8", "ff")


def test_jsonl_empty_and_missing_files(tmp_path: Path) -> None:
    empty = write(tmp_path / "e.jsonl", b"")
    error_of(lambda: load_jsonl(empty), str(empty), "empty")
    missing = tmp_path / "m.jsonl"
    error_of(lambda: load_jsonl(missing), str(missing), "cannot read")


# --------------------------------------------------------------------------- JSON arrays


def test_corpus_json_without_split(tmp_path: Path) -> None:
    items = [
        {"id": "b-doc", "text": "beta", "language": "en"},
        {"id": "a-doc", "text": "альфа"},
        {"text": "anonymous"},
    ]
    path = write_json(tmp_path / "corpus.json", items)
    corpus = load_corpus_json(path)
    assert ids_of(corpus) == ["b-doc", "a-doc", "doc-3"]
    assert data_of(corpus) == [b"beta", "альфа".encode(), b"anonymous"]
    assert labels_of(corpus) == ["corpus.json #1", "corpus.json #2", "corpus.json #3"]
    assert not corpus.has_split
    assert len(corpus.counted_documents) == 3


def test_corpus_json_custom_text_field(tmp_path: Path) -> None:
    path = write_json(tmp_path / "c.json", [{"id": "a", "content": "x"}])
    assert data_of(load_corpus_json(path, text_field="content")) == [b"x"]


@pytest.mark.parametrize(
    ("value", "fragments"),
    [
        ({"id": "a", "text": "x"}, ["expected a JSON array of documents, got an object"]),
        ("text", ["expected a JSON array of documents, got a string"]),
        ([], ["no documents"]),
        ([{"id": "a", "text": "x"}, "y"], ["#2", "expected a JSON object, got a string"]),
        ([{"id": "a", "text": "x"}, {"id": "b"}], ["#2", "missing text field 'text'"]),
        ([{"id": "a", "text": ["x"]}], ["#1", "'text' must be a string, got an array"]),
        (
            [{"id": "a", "text": "x"}, {"id": "a", "text": "y"}],
            ["duplicate document ID 'a'", "#2", "#1"],
        ),
        ([{"id": "", "text": "x"}], ["#1", "'id' must be a non-empty string"]),
        ([{"id": 1, "text": "x"}], ["#1", "'id' must be a non-empty string, got 1"]),
        ([{"id": "a", "text": ""}], ["every document is empty"]),
    ],
)
def test_corpus_json_errors(tmp_path: Path, value: Any, fragments: list[str]) -> None:
    path = write_json(tmp_path / "c.json", value)
    error_of(lambda: load_corpus_json(path), str(path), *fragments)


def test_corpus_json_malformed_names_line_and_column(tmp_path: Path) -> None:
    path = write(
        tmp_path / "c.json", '[\n  {"id": "a", "text": "x"},\n  {"id": "b" "text": "y"}\n]\n'
    )
    error_of(
        lambda: load_corpus_json(path),
        f"{path} line 3 column 14: invalid JSON (Expecting ',' delimiter)",
    )


def test_corpus_json_invalid_utf8_names_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path / "c.json", b'[\n{"text": "\xc3("}\n]')
    error_of(lambda: load_corpus_json(path), f"{path} line 2 column 11: invalid UTF-8 (byte c3)")


def test_corpus_json_bom_accepted(tmp_path: Path) -> None:
    path = write(tmp_path / "c.json", b'\xef\xbb\xbf[{"id": "a", "text": "x"}]')
    assert data_of(load_corpus_json(path)) == [b"x"]


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"", "file is empty"),
        (b"  \n ", "only whitespace"),
        (b"[" * 100_000, "invalid JSON"),
        (b'[{"text": "x", "n": ' + b"9" * 5000 + b"}]", "invalid JSON"),
        (b'[{"text": "x", "text": "y"}]', "duplicate key 'text'"),
        (b'[{"text": "x"}] trailing', "invalid JSON (Extra data)"),
    ],
)
def test_corpus_json_bad_bytes(tmp_path: Path, data: bytes, fragment: str) -> None:
    path = write(tmp_path / "c.json", data)
    error_of(lambda: load_corpus_json(path), str(path), fragment)


# --------------------------------------------------------------------------- split manifests


def test_learn_llm_corpus_with_manifest(learn_llm_json, learn_llm_splits) -> None:
    corpus = load_corpus_json(learn_llm_json, split=learn_llm_splits)
    assert corpus.has_split
    assert len(corpus.documents) == 12
    assert ids_of(corpus) == LEARN_IDS
    assert [doc.doc_id for doc in corpus.counted_documents] == LEARN_IDS[:8]
    assert [doc.partition for doc in corpus.documents] == ["train"] * 8 + ["validation"] * 2 + [
        "test"
    ] * 2
    raw = json.loads(learn_llm_json.read_text(encoding="utf-8"))
    assert data_of(corpus) == [item["text"].encode("utf-8") for item in raw]
    assert corpus.documents[0].label == "tiny-bilingual-corpus.json #1"


def test_learn_llm_manifest_alone(learn_llm_splits) -> None:
    manifest = load_split_manifest(learn_llm_splits)
    assert manifest.checksum == "fnv1a64:723b071980ae8a22"
    assert manifest.train == tuple(LEARN_IDS[:8])
    assert manifest.validation == ("en-night-station", "ru-night-station")
    assert manifest.test == ("en-winter-window", "ru-winter-window")
    assert manifest.partition_by_id()["ru-winter-window"] == "test"
    assert len(manifest.partition_by_id()) == 12


def test_learn_llm_through_load_corpus(learn_llm_json, learn_llm_splits) -> None:
    corpus = load_corpus(learn_llm_json, split=learn_llm_splits)
    assert len(corpus.counted_documents) == 8
    assert corpus.source == str(learn_llm_json)


def _small_corpus(tmp_path: Path) -> Path:
    items = [{"id": name, "text": name.upper()} for name in ("a", "b", "c", "d")]
    return write_json(tmp_path / "corpus.json", items)


def test_split_without_checksum_and_optional_partitions(tmp_path: Path) -> None:
    corpus_path = _small_corpus(tmp_path)
    split = write_json(tmp_path / "splits.json", {"train": ["d", "b", "a"], "test": ["c"]})
    corpus = load_corpus_json(corpus_path, split=split)
    assert ids_of(corpus) == ["a", "b", "c", "d"]  # corpus order, not manifest order
    assert [doc.partition for doc in corpus.documents] == ["train", "train", "test", "train"]
    assert [doc.doc_id for doc in corpus.counted_documents] == ["a", "b", "d"]
    manifest = load_split_manifest(split)
    assert manifest == SplitManifest(
        checksum=None, train=("d", "b", "a"), validation=(), test=("c",)
    )


def test_split_checksum_matches_exact_bytes(tmp_path: Path) -> None:
    corpus_path = _small_corpus(tmp_path)
    checksum = fnv1a64(corpus_path.read_bytes())
    split = write_json(
        tmp_path / "splits.json",
        {"corpus_checksum": checksum, "train": ["a", "b"], "validation": ["c"], "test": ["d"]},
    )
    assert load_corpus_json(corpus_path, split=split).has_split
    # The same JSON value with one extra space is a different file: the checksum must fail.
    write(corpus_path, corpus_path.read_bytes() + b" ")
    message = error_of(lambda: load_corpus_json(corpus_path, split=split), str(split), checksum)
    assert fnv1a64(corpus_path.read_bytes()) in message
    assert str(corpus_path) in message


@pytest.mark.parametrize(
    ("manifest", "fragments"),
    [
        ({"train": ["a", "b", "c", "d", "zz"]}, ["document ID 'zz' (train) is not in"]),
        ({"train": ["a", "b", "c"]}, ["document 'd'", "is in no partition"]),
        ({"train": ["a", "b", "a"], "test": ["c", "d"]}, ["'a' is listed twice in train"]),
        (
            {"train": ["a", "b", "c"], "test": ["d", "a"]},
            ["document ID 'a' is in both train and test"],
        ),
        (
            {"train": ["a", "b"], "validation": ["c", "d"], "test": ["c"]},
            ["'c' is in both validation and test"],
        ),
    ],
)
def test_split_mismatches(tmp_path: Path, manifest: dict[str, Any], fragments: list[str]) -> None:
    corpus_path = _small_corpus(tmp_path)
    split = write_json(tmp_path / "splits.json", manifest)
    error_of(lambda: load_corpus_json(corpus_path, split=split), str(split), *fragments)


@pytest.mark.parametrize(
    ("value", "fragments"),
    [
        (["a"], ["must be a JSON object, got an array"]),
        ({"validation": ["a"]}, ["no 'train' list"]),
        ({"train": "a"}, ["'train' must be a list of document IDs, got a string"]),
        ({"train": ["a"], "test": None}, ["'test' must be a list", "got null"]),
        ({"train": ["a", 3]}, ["'train' item #2", "non-empty string", "got 3"]),
        ({"train": [""]}, ["'train' item #1", 'got ""']),
        ({"train": ["a"], "corpus_checksum": "fnv1a64:XYZ"}, ["corpus_checksum", "'fnv1a64:XYZ'"]),
        ({"train": ["a"], "corpus_checksum": "fnv1a64:723B071980AE8A22"}, ["corpus_checksum"]),
        ({"train": ["a"], "corpus_checksum": 5}, ["corpus_checksum"]),
    ],
)
def test_split_manifest_errors(tmp_path: Path, value: Any, fragments: list[str]) -> None:
    path = write_json(tmp_path / "splits.json", value)
    error_of(lambda: load_split_manifest(path), str(path), *fragments)


def test_split_manifest_ignores_other_keys(tmp_path: Path) -> None:
    path = write_json(tmp_path / "s.json", {"schema_version": 1, "strategy": "x", "train": ["a"]})
    assert load_split_manifest(path).train == ("a",)


def test_split_manifest_missing_or_malformed(tmp_path: Path) -> None:
    corpus_path = _small_corpus(tmp_path)
    missing = tmp_path / "nope.json"
    error_of(lambda: load_corpus_json(corpus_path, split=missing), str(missing), "cannot read")
    broken = write(tmp_path / "broken.json", '{"train": ["a",]}')
    error_of(lambda: load_split_manifest(broken), f"{broken} line 1 column", "invalid JSON")


def test_split_with_generated_ids_reports_unassigned(tmp_path: Path) -> None:
    corpus_path = write_json(tmp_path / "c.json", [{"id": "a", "text": "x"}, {"text": "y"}])
    split = write_json(tmp_path / "s.json", {"train": ["a"]})
    error_of(lambda: load_corpus_json(corpus_path, split=split), "'doc-2'", "no partition")


# --------------------------------------------------------------------------- word frequencies


def test_word_frequencies_spec_table(tmp_path: Path) -> None:
    path = write_json(tmp_path / "words.json", {"low": 5, "lower": 2, "newest": 6, "widest": 3})
    table = load_word_frequencies(path)
    assert table == {"low": 5, "lower": 2, "newest": 6, "widest": 3}
    assert list(table) == ["low", "lower", "newest", "widest"]
    assert all(type(count) is int for count in table.values())


def test_word_frequencies_large_integer(tmp_path: Path) -> None:
    path = write_json(tmp_path / "w.json", {"the": 10**15})
    assert load_word_frequencies(path) == {"the": 10**15}


@pytest.mark.parametrize("bad", ["true", "2.0", "-1", "0", '"3"', "null", "[1]", "1e3"])
def test_word_frequencies_bad_value_names_word(tmp_path: Path, bad: str) -> None:
    path = write(tmp_path / "w.json", '{"low": 5, "lower": ' + bad + "}")
    error_of(lambda: load_word_frequencies(path), str(path), "'lower'", "positive integer")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{}", "empty"),
        ('["low"]', "must be a JSON object, got an array"),
        ('{"": 3}', "empty word"),
        ('{"low": 5, "low": 2}', "duplicate key 'low'"),
        ('{"low": 5,}', "line 1 column"),
        ("", "empty"),
    ],
)
def test_word_frequencies_errors(tmp_path: Path, text: str, fragment: str) -> None:
    path = write(tmp_path / "w.json", text)
    error_of(lambda: load_word_frequencies(path), str(path), fragment)


# --------------------------------------------------------------------------- dispatch


def test_load_corpus_dispatches_by_kind(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    write(folder / "x.txt", b"x")
    assert labels_of(load_corpus(folder)) == ["x.txt"]

    jsonl = write(tmp_path / "c.jsonl", '{"id": "j", "text": "jl"}\n')
    assert ids_of(load_corpus(jsonl)) == ["j"]

    array = write_json(tmp_path / "c.json", [{"id": "k", "body": "arr"}])
    assert data_of(load_corpus(array, text_field="body")) == [b"arr"]

    upper = write_json(tmp_path / "C.JSON", [{"id": "u", "text": "up"}])
    assert ids_of(load_corpus(upper)) == ["u"]

    text = write(tmp_path / "notes.txt", b"one\ntwo\n")
    assert data_of(load_corpus(text)) == [b"one\ntwo\n"]
    assert data_of(load_corpus(text, unit="line")) == [b"one", b"two"]
    assert data_of(load_corpus(text, unit="paragraph")) == [b"one\ntwo"]

    bare = write(tmp_path / "README", b"[1, 2]")
    assert data_of(load_corpus(bare)) == [b"[1, 2]"]


def test_load_corpus_refuses_word_frequency_table(tmp_path: Path) -> None:
    path = write_json(tmp_path / "words.json", {"low": 5, "lower": 2})
    error_of(lambda: load_corpus(path), str(path), "word-frequency table", "load_word_frequencies")
    bad = write_json(tmp_path / "bad_words.json", {"low": 5, "lower": -2.5})
    error_of(lambda: load_corpus(bad), "word-frequency table")
    train_word = write_json(tmp_path / "train_words.json", {"train": 4, "rain": 1})
    error_of(lambda: load_corpus(train_word), "word-frequency table")


def test_load_corpus_refuses_other_json(tmp_path: Path) -> None:
    manifest = write_json(tmp_path / "splits.json", {"train": ["a"]})
    error_of(lambda: load_corpus(manifest), str(manifest), "split manifest")
    other = write_json(tmp_path / "other.json", {"name": "x"})
    error_of(lambda: load_corpus(other), "expected a JSON array of documents, got an object")
    scalar = write_json(tmp_path / "scalar.json", 3)
    error_of(lambda: load_corpus(scalar), "got a number")
    broken = write(tmp_path / "broken.json", b"[{")
    error_of(lambda: load_corpus(broken), f"{broken} line 1 column 3", "invalid JSON")


def test_load_corpus_split_only_with_json_array(tmp_path: Path) -> None:
    split = write_json(tmp_path / "s.json", {"train": ["doc-1"]})
    text = write(tmp_path / "t.txt", b"x")
    error_of(lambda: load_corpus(text, split=split), str(text), "JSON array corpus")
    jsonl = write(tmp_path / "c.jsonl", '{"text": "x"}\n')
    error_of(lambda: load_corpus(jsonl, split=split), "JSON array corpus")
    folder = tmp_path / "f"
    write(folder / "a.txt", b"x")
    error_of(lambda: load_corpus(folder, split=split), "JSON array corpus")
    array = write_json(tmp_path / "c.json", [{"text": "x"}])
    assert load_corpus(array, split=split).has_split


def test_load_corpus_errors(tmp_path: Path) -> None:
    missing = tmp_path / "missing.txt"
    error_of(lambda: load_corpus(missing), str(missing), "cannot read")
    missing_json = tmp_path / "missing.json"
    error_of(lambda: load_corpus(missing_json), str(missing_json), "cannot read")
    text = write(tmp_path / "t.txt", b"x")
    error_of(lambda: load_corpus(text, unit="sentence"), "'sentence'")


# --------------------------------------------------------------------------- never a raw exception

_JSONISH = st.lists(
    st.sampled_from(
        [
            "[",
            "]",
            "{",
            "}",
            '"',
            ":",
            ",",
            "text",
            "id",
            "train",
            "1",
            "-",
            ".",
            "e",
            "true",
            "null",
            "\\u",
            "d800",
            "\\",
            " ",
            "\n",
            "\r",
            "é",
            "\ufeff",
        ]
    ).map(str.encode)
    | st.binary(min_size=1, max_size=2),
    max_size=30,
).map(b"".join)

_LOADERS: list[Callable[[Path], object]] = [
    load_jsonl,
    load_corpus_json,
    load_split_manifest,
    load_word_frequencies,
    load_corpus,
    lambda path: load_text_file(path, unit="paragraph"),
]


@settings(max_examples=300, deadline=None)
@given(
    data=_JSONISH,
    loader=st.sampled_from(range(len(_LOADERS))),
    suffix=st.sampled_from([".json", ".jsonl", ".txt"]),
)
def test_bad_bytes_raise_only_corpus_error(data: bytes, loader: int, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"input{suffix}"
        path.write_bytes(data)
        try:
            _LOADERS[loader](path)
        except CorpusError as err:
            assert "\n" not in str(err)
