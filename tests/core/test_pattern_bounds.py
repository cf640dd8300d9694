"""Patterns from files run under one time bound and a size and nesting bound
(docs/rules.md s4, s10): a pattern that breaks one is a one-line error naming the file
and where in it the pattern was read; the program's own patterns are trusted."""

from __future__ import annotations

import json
import time

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_to_json
from bpe_viewer.core.interop import TableError, export, load
from bpe_viewer.core.interop.replay import replay
from bpe_viewer.core.piecetable import PieceTableError, load_piece_table
from bpe_viewer.core.pretokenize import (
    PATTERN_TIME_ENV,
    PRETOKENIZERS,
    PatternError,
    check_pretokenizer,
    pattern_seconds,
    split_pieces,
    split_text,
)

REDOS = "(a|aa)+$"
SLOW_TEXT = "a" * 40 + "b"  # (a|aa)+$ backtracks through every split of the a's
NESTED = "(" * 5000 + "a" + ")" * 5000


@pytest.fixture(autouse=True)
def quick_bound(monkeypatch):
    monkeypatch.setenv(PATTERN_TIME_ENV, "0.2")


def test_a_pattern_of_its_own_stops_at_its_time_bound():
    start = time.monotonic()
    with pytest.raises(PatternError) as caught:
        split_text(SLOW_TEXT, "regex:" + REDOS)
    assert time.monotonic() - start < 3
    assert str(caught.value) == (
        "pre-tokenizer pattern '(a|aa)+$' ran longer than its time bound (0.2 s) on a text "
        "of 41 characters; a pattern from a file runs under a bound of 0.2 s per MB of "
        "text, raised with the environment variable BPE_VIEWER_PATTERN_SECONDS"
    )


def test_the_bound_grows_with_the_text_and_cuts_what_it_allows(monkeypatch):
    # A loaded machine (two test runs on two cores) is slower than the default bound
    # assumes; the bound still applies, ten times wider.
    monkeypatch.setenv(PATTERN_TIME_ENV, "2")
    text = "ab " * 100_000
    assert split_pieces(text.encode(), r"regex:\S+|\s+") == [b"ab", b" "] * 100_000


def test_the_programs_own_patterns_are_trusted(monkeypatch):
    monkeypatch.setenv(PATTERN_TIME_ENV, "0.000001")
    text = "Hello world's 123!! " * 2000
    for name in PRETOKENIZERS:
        assert "".join(split_text(text, name)) == text


@pytest.mark.parametrize(
    ("pattern", "what"),
    [
        (NESTED, "has 10001 characters, more than the 4096 allowed"),
        ("(" * 1000 + "a" + ")" * 1000, "nests groups 1000 deep, more than the 64 allowed"),
        (r"[(]" * 100 + "(a)", None),  # brackets inside sets and escapes do not nest
        (r"\(" * 100 + "a", None),
        ("(?P<x", "does not compile: missing > at position 5"),
    ],
)
def test_size_and_nesting_bounds(pattern, what):
    if what is None:
        assert check_pretokenizer("regex:" + pattern) == "regex:" + pattern
        return
    with pytest.raises(PatternError) as caught:
        check_pretokenizer("regex:" + pattern)
    assert str(caught.value).endswith(what)
    assert "RecursionError" not in str(caught.value)


def test_a_bad_time_bound_setting(monkeypatch):
    for raw in ("0", "-1", "x", "１"):
        monkeypatch.setenv(PATTERN_TIME_ENV, raw)
        with pytest.raises(PatternError, match="expected a number of seconds above 0"):
            pattern_seconds()
    monkeypatch.setenv(PATTERN_TIME_ENV, "30")
    assert pattern_seconds() == 30.0


def minbpe(tmp_path, pattern):
    path = tmp_path / "redos.model"
    path.write_text(f"minbpe v1\n{pattern}\n0\n97 97\n")
    return path


def test_minbpe_pattern_while_encoding_names_line_2(tmp_path):
    path = minbpe(tmp_path, REDOS)
    table = load(path)
    assert table.encode("aaab") == [256, 97, 98]
    with pytest.raises(PatternError, match=rf"^{path} line 2: pre-tokenizer pattern '\(a\|aa\)"):
        table.encode(SLOW_TEXT)


def test_minbpe_nested_pattern_is_one_line(tmp_path):
    path = minbpe(tmp_path, "(" * 5000 + "a" + ")" * 5000)
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value).startswith(f"{path} line 2: pre-tokenizer pattern '((((")
    assert "10001 characters" in str(caught.value)


def test_tiktoken_sidecar_and_tokenizer_json_patterns(tmp_path):
    table = train([b"ab ab"], 1, pretokenizer="regex:" + REDOS)
    ranks, sidecar = export(table, "tiktoken", tmp_path / "t")
    with pytest.raises(PatternError, match=rf"^{sidecar}: pat_str: pre-tokenizer pattern"):
        load(ranks).encode(SLOW_TEXT)
    (hf,) = export(table, "hf", tmp_path / "tokenizer.json")
    with pytest.raises(
        PatternError, match=rf"^{hf}: pre_tokenizer Split pattern: pre-tokenizer pattern"
    ):
        load(hf).encode(SLOW_TEXT)
    data = json.loads(hf.read_text())
    data["pre_tokenizer"]["pretokenizers"][0]["pattern"]["Regex"] = "(" * 100 + ")" * 100
    hf.write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"pre_tokenizer: pre-tokenizer pattern .* 100 deep"):
        load(hf)


def test_saved_run_pattern_while_loading(tmp_path):
    """The validator cuts the documents again: a slow pattern stops the load in one line."""
    data = run_to_json(train([b"xy"], 0, pretokenizer="regex:" + REDOS))
    data["documents"][0]["tokens"] = list(SLOW_TEXT.encode())
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RunFileError) as caught:
        load_run(path)
    assert str(caught.value).startswith(
        f"{path}: pretokenizer: pre-tokenizer pattern '(a|aa)+$' ran longer than its time"
    )
    data["pretokenizer"] = "regex:" + NESTED
    path.write_text(json.dumps(data))
    with pytest.raises(RunFileError, match=r"^.*r.json: pretokenizer: .* 10001 characters"):
        load_run(path)


def test_replay_and_training_on_a_slow_pattern(tmp_path):
    table = load(minbpe(tmp_path, REDOS))
    with pytest.raises(PatternError, match="redos.model line 2: pre-tokenizer pattern"):
        replay(table, [SLOW_TEXT.encode()])
    with pytest.raises(PatternError, match="ran longer than its time bound"):
        train([SLOW_TEXT.encode()], 2, pretokenizer="regex:" + REDOS)


def test_piece_table_pattern(tmp_path):
    path = tmp_path / "p.json"
    rows = [{"piece": SLOW_TEXT, "count": 2}]
    doc = {"format": "bpe-viewer-pieces-v1", "pretokenizer": "regex:" + REDOS, "pieces": rows}
    path.write_text(json.dumps(doc))
    with pytest.raises(PieceTableError, match=rf"^{path}: pretokenizer: pre-tokenizer pattern"):
        load_piece_table(path)
