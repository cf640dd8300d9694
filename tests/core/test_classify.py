"""The one classifier (core/formats/classify.py): every kind of input the program opens,
told from its name and head only, and every format marker defined in one place."""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core.formats import classify as classify_module
from bpe_viewer.core.formats.classify import (
    HEAD_SIZE,
    PIECE_TABLE_FORMAT,
    RUN_FORMAT,
    TRACE_BEGIN,
    classify,
    is_word_table,
)
from bpe_viewer.core.safeio import InputError


def _sentencepiece_head() -> bytes:
    """The first field of a SentencePiece model: piece 'a', score -1.0, type NORMAL."""
    piece = b"\x0a\x01a" + b"\x15" + struct.pack("<f", -1.0) + b"\x18\x01"
    return b"\x0a" + bytes([len(piece)]) + piece


TRACE = TRACE_BEGIN + "\nSTAGE index=0\nDOCUMENT stage=0 id=doc-1 tokens=97\n"

#: (file name, contents, kind): one of each kind a file can be.
FILES = [
    ("notes.txt", b"one\ntwo\n\nthree\n", "text"),
    ("empty.txt", b"", "text"),
    ("a.trace", TRACE.encode(), "trace"),
    ("bom.trace", b"\xef\xbb\xbf" + TRACE.encode(), "trace"),
    ("trace.txt", TRACE.encode(), "trace"),
    ("docs.jsonl", b'{"text": "a"}\n{"text": "b"}\n', "jsonl"),
    # a record with a tokenizer.json key is still a document of a JSON Lines corpus
    ("chat.jsonl", b'{"text": "hi", "model": null}\n', "jsonl"),
    ("corpus.json", b'[{"id": "a", "text": "x"}]', "corpus-json"),
    ("splits.json", b'{"train": ["a"], "test": []}', "split-manifest"),
    ("words.json", b'{"low": 5, "lower": 2}', "word-table"),
    ("floats.json", b'{"low": 1.5}', "word-table"),
    ("empty.json", b"{}", "json"),
    ("mixed.json", b'{"low": 5, "x": "y"}', "json"),
    ("broken.json", b'{"low": 5', "json"),
    ("scalar.json", b"5", "json"),
    (
        "pieces.json",
        json.dumps({"format": PIECE_TABLE_FORMAT, "pieces": []}).encode(),
        "piece-table",
    ),
    ("table.parquet", b"PAR1....", "piece-table"),
    ("saved.json", json.dumps({"format": RUN_FORMAT, "version": 1}).encode(), "run"),
    ("x.bpe-run.json", b"not even JSON", "run"),
    ("run.txt", b'{\n  "format": "bpe-viewer-run"\n}', "run"),
    ("tokenizer.json", b'{"version": "1.0", "added_tokens": [], "model": {}}', "hf"),
    ("ranks.tiktoken", b"YQ== 0\n", "tiktoken"),
    ("ranks.txt", b"YQ== 0\nYg== 1\n\nYw== 2\n", "tiktoken"),
    ("base.model", b"minbpe v1\n\n0\n97 97\n", "minbpe"),
    ("other.model", b"anything\n", "minbpe"),
    ("sp.bin", _sentencepiece_head(), "sentencepiece"),
    ("sp.model", _sentencepiece_head(), "sentencepiece"),
    ("merges.txt", b"#version: 0.2\na b\n", "merges"),
    ("gpt2.bpe", b"#version: 0.2\na b\n", "merges"),
    ("my-merges.txt", b"a b\n", "merges"),
]


@pytest.mark.parametrize(("name", "data", "kind"), FILES, ids=[f[0] for f in FILES])
def test_each_kind_of_file(tmp_path, name, data, kind):
    path = tmp_path / name
    path.write_bytes(data)
    found = classify(path)
    assert (found.path, found.kind) == (path, kind)


def test_vocabulary_and_merges_pairs(tmp_path):
    (tmp_path / "vocab.json").write_text('{"a": 0}')
    (tmp_path / "merges.txt").write_text("#version: 0.2\na b\n")
    assert classify(tmp_path).kind == "vocab-merges"
    assert classify(tmp_path / "vocab.json").kind == "vocab-merges"
    assert classify(tmp_path / "merges.txt").kind == "vocab-merges"
    (tmp_path / "merges.txt").unlink()
    assert classify(tmp_path).kind == "folder"
    # a vocab.json alone is an object of numbers: a word table
    assert classify(tmp_path / "vocab.json").kind == "word-table"


def test_what_the_opener_needs(tmp_path):
    path = tmp_path / "f"
    expected = {
        # kind: (is_table, finished, weighted, takes_unit, table_kind)
        "text": (False, False, False, True, "other"),
        "trace": (False, True, False, False, "trace"),
        "run": (False, True, False, False, "run"),
        "tiktoken": (True, True, False, False, "tiktoken"),
        "minbpe": (True, True, False, False, "minbpe"),
        "merges": (True, True, False, False, "merges"),
        "word-table": (False, False, True, False, "other"),
        "piece-table": (False, False, True, False, "other"),
        "jsonl": (False, False, False, False, "other"),
        "folder": (False, False, False, False, "other"),
    }
    for kind, shape in expected.items():
        found = classify_module.FileKind(path, kind)
        got = (found.is_table, found.finished, found.weighted, found.takes_unit, found.table_kind)
        assert got == shape, kind


def test_a_table_of_several_lines_takes_no_unit(tmp_path):
    for name, data in [
        ("a.tiktoken", b"YQ== 0\nYg== 1\n\nYw== 2\n"),
        ("merges.txt", b"#version: 0.2\na b\n\nc d\n"),
        ("base.model", b"minbpe v1\n\n0\n97 97\n\n256 97\n"),
    ]:
        path = tmp_path / name
        path.write_bytes(data)
        assert classify(path).takes_unit is False, name


def test_a_large_word_table_is_told_from_its_head(tmp_path):
    path = tmp_path / "big.json"
    words = {f"w{i}": i + 1 for i in range(20000)}
    path.write_text(json.dumps(words))
    assert path.stat().st_size > HEAD_SIZE
    assert classify(path).kind == "word-table"
    # a number cut by the head's end is not looked at; the members before it decide
    manifest = tmp_path / "splits.json"
    manifest.write_text(json.dumps({"train": [f"doc-{i}" for i in range(20000)]}))
    assert classify(manifest).kind == "split-manifest"
    corpus = tmp_path / "corpus.json"
    corpus.write_text(json.dumps([{"text": "x" * 100}] * 2000))
    assert classify(corpus).kind == "corpus-json"
    mixed = tmp_path / "mixed.json"
    mixed.write_text(json.dumps({"a": 1, "b": [1] * 50000}))
    assert classify(mixed).kind == "json"


def test_reads_only_the_head_once(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_text(json.dumps([{"text": "x" * 1000}] * 1000))
    assert path.stat().st_size > 10 * HEAD_SIZE
    read: list[int] = []
    real = os.read

    def counting(fd, size):
        data = real(fd, size)
        read.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    assert classify(path).kind == "corpus-json"
    # the one opener reads one byte more than it hands back, to know the file goes on
    assert sum(read) == HEAD_SIZE + 1


def test_a_folder_is_listed_not_read(tmp_path, monkeypatch):
    (tmp_path / "a.txt").write_text("hello")

    def no_read(*_args):
        raise AssertionError("a folder's files were read")

    monkeypatch.setattr(os, "read", no_read)
    assert classify(tmp_path).kind == "folder"


def test_missing_and_special_files_are_refused_by_name(tmp_path):
    with pytest.raises(InputError, match=r"nope\.txt: cannot read \(No such file"):
        classify(tmp_path / "nope.txt")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(
        InputError, match=r"pipe: is a FIFO \(named pipe\), not a regular file; not read\Z"
    ):
        classify(fifo)


def test_word_table_shape():
    assert is_word_table({"low": 5, "lower": 2.5}) is True
    assert is_word_table({}) is False
    assert is_word_table({"low": True}) is False
    assert is_word_table({"low": "5"}) is False
    assert is_word_table([5]) is False


def _spelled(marker: str) -> set[str]:
    """The package's modules whose code (docstrings aside) holds a text or bytes
    constant containing ``marker``."""
    import ast

    package = Path(classify_module.__file__).parents[2]
    found = set()
    for path in package.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and id(node) not in docstrings:
                value = node.value
                text = value.decode("latin-1") if isinstance(value, bytes) else value
                if isinstance(text, str) and marker in text:
                    found.add(path.relative_to(package).as_posix())
    return found


def test_markers_are_defined_once():
    from bpe_viewer.core.formats import run_json, trace_v1
    from bpe_viewer.core.piecetable import PIECE_TABLE_FORMAT as piece_format

    assert trace_v1.BEGIN is TRACE_BEGIN
    assert piece_format is PIECE_TABLE_FORMAT
    assert run_json.FORMAT_NAME == RUN_FORMAT
    assert _spelled("TRACE bpe-merges-v1") == set()  # built from TRACE_FORMAT
    assert _spelled("bpe-viewer-pieces-v1") == {"core/formats/classify.py"}
    # the saved-run writer's own constant goes once it imports RUN_FORMAT
    assert _spelled("bpe-viewer-run") <= {"core/formats/classify.py", "core/formats/run_json.py"}


def _imports(path: Path) -> set[str]:
    import ast

    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("bpe_viewer")}


def test_the_classifier_imports_no_reader_of_a_format():
    """Recognising a file needs no reader of any format: the classifier and the two
    modules it uses sit below every format module (imports inside functions counted), so
    any of them can import its markers without making an import cycle."""
    formats = Path(classify_module.__file__).parent
    assert _imports(formats / "classify.py") == {
        "bpe_viewer.core.formats.protobuf_wire",
        "bpe_viewer.core.input_files",
        "bpe_viewer.core.safeio",
    }
    assert _imports(formats / "protobuf_wire.py") == set()
    assert _imports(formats.parent / "input_files.py") == set()
    safeio = formats.parent / "safeio.py"
    assert {m for m in _imports(safeio) if "interop" in m} == set()


def test_a_trace_after_a_byte_order_mark_is_named_as_one(tmp_path):
    """Every opener takes it for the trace it is and says what is in the way, instead of
    calling it no saved run or merge table."""
    from bpe_viewer.core.interop import TableError, load

    path = tmp_path / "bom.trace"
    path.write_bytes(b"\xef\xbb\xbf" + TRACE.encode())
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value) == (
        f"{path} line 1: a byte order mark (U+FEFF) stands before "
        "'TRACE bpe-merges-v1 BEGIN'; remove it"
    )


@settings(max_examples=60, deadline=None)
@given(
    data=st.one_of(
        st.binary(max_size=200),
        st.text(alphabet='{}[]":,0123456789.-e \n\\u"abtrain', max_size=80).map(str.encode),
    ),
    name=st.sampled_from(["x.json", "x.jsonl", "x.txt", "x.model", "merges.txt", "x"]),
    whole=st.booleans(),
)
def test_any_head_gets_a_kind_and_never_an_error(data, name, whole):
    found = classify_module.classify_head(Path("/nonexistent") / name, data, whole=whole)
    assert found.kind in classify_module.KINDS
