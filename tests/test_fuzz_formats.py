"""Fuzzing every format the program reads (docs/rules.md s10).

Hypothesis takes a valid file of each format (saved runs, traces, tokenizer.json,
vocab.json + merges.txt, merges files, .tiktoken with its sidecar, minbpe .model, piece
tables in JSON and Parquet, word tables, text, JSON Lines and JSON corpora, split
manifests), mutates its bytes (digits that are not ASCII, huge numbers, brackets,
quotes, cut and repeated stretches) and loads it. Every load must end within a time
bound in a correct result (a run passes the one validator and encodes and decodes back)
or in one line of the program's own error type naming the file; any other exception,
a message of several lines or a hang fails the test.

25 examples per format keep the run well under a minute; ``BPE_VIEWER_FUZZ_EXAMPLES=500``
searches longer.
"""

from __future__ import annotations

import json
import os
import signal
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.corpus import Corpus
from bpe_viewer.core.corpus_files import load_corpus, load_word_frequencies
from bpe_viewer.core.encoding import EncodingError
from bpe_viewer.core.formats.run_json import load_run, run_to_json
from bpe_viewer.core.formats.trace_v1 import format_trace
from bpe_viewer.core.interop import export, load
from bpe_viewer.core.piecetable import PieceTable, load_piece_table, piece_table_json
from bpe_viewer.core.pretokenize import PATTERN_TIME_ENV
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.safeio import LIMIT_ENV, InputError
from bpe_viewer.core.validate import check_run

#: Seconds one load may take before it counts as a hang.
LOAD_SECONDS = 10

# Bytes a mutation writes: digits of other scripts, numbers past every range, the
# characters that open and close structures, and bytes that are not UTF-8.
FRAGMENTS = [
    b"0",
    b"7",
    b"-1",
    "²".encode(),
    "٩٧".encode(),
    b"4294967296",
    b"18446744073709551615",
    b"1" + b"0" * 40,
    b"1e3",
    b"2.0",
    b"true",
    b"null",
    b'"',
    b"\\",
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b" ",
    b"\n",
    b"\r\n",
    b"\x00",
    b"\xff\xfe",
    b"(",
    b")",
    b"(a|aa)+$",
    b"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((",
    b"256 256",
    b"YQ==",
    b"=",
]

edits = st.lists(
    st.tuples(
        st.sampled_from(["replace", "insert", "delete", "repeat", "cut"]),
        st.floats(0, 1),
        st.floats(0, 1),
        st.sampled_from(FRAGMENTS),
    ),
    min_size=1,
    max_size=4,
)


def mutate(data: bytes, steps: list[tuple[str, float, float, bytes]]) -> bytes:
    """``data`` with each edit applied at its fraction of the length."""
    for op, at, span, fragment in steps:
        n = len(data)
        i = int(at * n)
        j = min(n, i + 1 + int(span * 16))
        if op == "replace":
            data = data[:i] + fragment + data[j:]
        elif op == "insert":
            data = data[:i] + fragment + data[i:]
        elif op == "delete":
            data = data[:i] + data[j:]
        elif op == "repeat":
            data = data[:j] + data[i:j] * (1 + int(span * 5)) + data[j:]
        else:
            data = data[:i]
    return data


# --------------------------------------------------------------------------- valid files


def _run() -> TrainingRun:
    return train(
        [b"low lower newest<|e|>wider", b"new low"],
        6,
        special_tokens=["<|e|>"],
        pretokenizer="gpt2",
    )


def _write(folder: Path, name: str, data: bytes | str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def _parquet(folder: Path) -> Path:
    from bpe_viewer.core.piecetable import save_piece_table

    path = folder / "pieces.parquet"
    save_piece_table(PieceTable("gpt2", (b"low", b" low", b"er"), (3, 2, 1)), path)
    return path


def build(kind: str, folder: Path) -> tuple[Path, Path]:
    """A valid input of ``kind`` in ``folder``: (the file to mutate, what to load)."""
    folder.mkdir(parents=True, exist_ok=True)
    run = _run()
    if kind == "run":
        path = _write(folder, "run.json", json.dumps(run_to_json(run)))
        return path, path
    if kind == "trace":
        plain = train([b"aaa", b"aba"], 2)
        path = _write(folder, "trace.txt", format_trace(plain))
        return path, path
    if kind == "hf":
        (path,) = export(run, "hf", folder / "tokenizer.json")
        return path, path
    if kind in ("vocab.json", "merges.txt", "bpe-viewer.json"):
        files = export(run, "vocab-merges", folder / "vm")
        return next(f for f in files if f.name == kind), folder / "vm"
    if kind == "merges":
        path = folder / "merges.txt"
        files = export(run, "vocab-merges", folder / "tmp")
        path.write_bytes(next(f for f in files if f.name == "merges.txt").read_bytes())
        return path, path
    if kind in ("tiktoken", "sidecar"):
        ranks, sidecar = export(run, "tiktoken", folder / "t")
        return (ranks if kind == "tiktoken" else sidecar), ranks
    if kind == "minbpe":
        (path,) = export(run, "minbpe", folder / "m")
        return path, path
    if kind == "pieces":
        table = PieceTable("regex:\\s+|\\S+", (b"low", b" ", b"er"), (3, 2, 1))
        path = _write(folder, "pieces.json", piece_table_json(table))
        return path, path
    if kind == "parquet":
        pytest.importorskip("pyarrow")
        path = _parquet(folder)
        return path, path
    if kind == "words":
        path = _write(folder, "words.json", json.dumps({"low": 5, "lower": 2, "newest": 6}))
        return path, path
    if kind == "text":
        path = _write(folder, "notes.txt", "low lower\nnew newest\n\nwider\n")
        return path, path
    if kind == "jsonl":
        lines = [{"id": "a", "text": "low lower"}, {"id": "b", "text": "new"}]
        path = _write(folder, "c.jsonl", "".join(json.dumps(x) + "\n" for x in lines))
        return path, path
    if kind in ("json", "split"):
        docs = [{"id": "a", "text": "low lower"}, {"id": "b", "text": "newest"}]
        corpus = _write(folder, "c.json", json.dumps(docs))
        split = _write(folder, "splits.json", json.dumps({"train": ["a"], "test": ["b"]}))
        return (corpus if kind == "json" else split), corpus
    raise AssertionError(kind)


def _loader(kind: str, folder: Path) -> Callable[[Path], Any]:
    if kind == "run":
        return load_run
    if kind in ("pieces", "parquet"):
        return load_piece_table
    if kind == "words":
        return load_word_frequencies
    if kind in ("text", "jsonl", "json"):
        return load_corpus
    if kind == "split":
        return lambda path: load_corpus(path, split=folder / "splits.json")
    return load


KINDS = [
    "run",
    "trace",
    "hf",
    "vocab.json",
    "merges.txt",
    "bpe-viewer.json",
    "merges",
    "tiktoken",
    "sidecar",
    "minbpe",
    "pieces",
    "parquet",
    "words",
    "text",
    "jsonl",
    "json",
    "split",
]


class Hang(Exception):
    """A load ran past :data:`LOAD_SECONDS`."""


def _alarm(_signal: int, _frame: Any) -> None:
    raise Hang


def check_result(result: Any) -> None:
    """A load that succeeded gave a correct value of its kind."""
    if isinstance(result, TrainingRun):
        check_run(result, "reloaded")
        text = b"low newer ab"
        try:
            ids = result.encode(text)
        except EncodingError as err:  # a table without an ID for some byte
            assert "has no token ID" in str(err) and "\n" not in str(err)
            return
        assert result.decode(ids) == text
    elif isinstance(result, Corpus):
        assert all(isinstance(d.data, bytes) for d in result.documents)
        assert len({d.doc_id for d in result.documents}) == len(result.documents)
    elif isinstance(result, PieceTable):
        assert len(set(result.pieces)) == len(result.pieces)
        assert all(isinstance(n, int) and 0 < n < 2**63 for n in result.counts)
    elif isinstance(result, dict):
        assert all(isinstance(n, int) and 0 < n < 2**63 for n in result.values())
    else:
        raise AssertionError(f"unexpected result {type(result).__name__}")


@pytest.fixture(autouse=True)
def bounds(monkeypatch):
    """Bounds small enough that a load stays quick (a mutation may ask for much)."""
    monkeypatch.setenv(LIMIT_ENV, "8")
    monkeypatch.setenv(PATTERN_TIME_ENV, "0.5")


@pytest.mark.parametrize("kind", KINDS)
@settings(
    max_examples=int(os.environ.get("BPE_VIEWER_FUZZ_EXAMPLES", "25")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(steps=edits)
def test_a_mutated_file_loads_correctly_or_fails_in_one_line(kind, steps):
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        target, opened = build(kind, folder)
        target.write_bytes(mutate(target.read_bytes(), steps))
        loader = _loader(kind, folder)
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(LOAD_SECONDS)
        try:
            result = loader(opened)
        except InputError as err:
            message = str(err)
            assert message and "\n" not in message, repr(message)
            assert "Traceback" not in message
            # The line names the file (or the folder or file beside it that was read).
            assert folder.name in message or opened.name in message, message
            return
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
        check_result(result)


def test_the_valid_files_load():
    """The files the fuzzer starts from are valid: each loads as what it is."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for kind in KINDS:
            if kind == "parquet":
                pytest.importorskip("pyarrow")
            _target, opened = build(kind, folder / kind)
            check_result(_loader(kind, folder / kind)(opened))


def test_the_mutations_change_the_bytes():
    assert mutate(b"abcdef", [("replace", 0.5, 0.0, b"X")]) == b"abcXef"
    assert mutate(b"abcdef", [("insert", 0.0, 0.0, b"X")]) == b"Xabcdef"
    assert mutate(b"abcdef", [("delete", 0.5, 0.0, b"")]) == b"abcef"
    assert mutate(b"abcdef", [("repeat", 0.0, 0.0, b"")]) == b"aabcdef"
    assert mutate(b"abcdef", [("cut", 0.5, 0.0, b"")]) == b"abc"


def test_a_library_reason_of_several_lines_becomes_one_line(tmp_path):
    """pyarrow's reason for a damaged footer has three lines; the error keeps one."""
    pytest.importorskip("pyarrow")
    path = _parquet(tmp_path)
    path.write_bytes(mutate(path.read_bytes(), [("replace", 0.0, 1.0, b"0")]))
    with pytest.raises(InputError) as caught:
        load_piece_table(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: not a Parquet file (")
    assert "\n" not in message and "Invalid data Deserializing page header failed." in message
    assert str(InputError("a.txt: first\n  second\n\n")) == "a.txt: first second"
