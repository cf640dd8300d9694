"""``train-words``: word-frequency BPE from the command line (docs/rules.md s4, s5, s10)."""

from __future__ import annotations

import argparse
import json

import pytest

from bpe_viewer.commands import train_words
from bpe_viewer.commands.common import CommandError
from bpe_viewer.commands.train_words import format_symbol

SPEC_TABLE = {"low": 5, "lower": 2, "newest": 6, "widest": 3}

SPEC_LINES = [
    "words rank 0: pair=(e,s) merged=es count=9 tied=3",
    "words rank 1: pair=(es,t) merged=est count=9 tied=2",
    "words rank 2: pair=(est,</w>) merged=est</w> count=9 tied=1",
    "words rank 3: pair=(l,o) merged=lo count=7 tied=2",
    "words rank 4: pair=(lo,w) merged=low count=7 tied=1",
]


def run_words(capsys, *argv):
    parser = argparse.ArgumentParser(prog="bpe-viewer")
    train_words.add_parser(parser.add_subparsers())
    args = parser.parse_args(["train-words", *map(str, argv)])
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def write_table(tmp_path, content, name="words.json"):
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def test_spec_table(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    code, out, err = run_words(capsys, table, "--merges", 5)
    assert code == 0
    assert out.splitlines() == SPEC_LINES
    assert "4 words (16 occurrences): 5 of 5 merges learned, tie policy alphabetical-first" in err


def test_default_merges_stops_early(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    code, out, err = run_words(capsys, table)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 10
    assert lines[:5] == SPEC_LINES
    code, out, err = run_words(capsys, table, "--merges", 1000)
    assert len(out.splitlines()) == 15
    assert "15 of 1000 merges learned (stopped early: no pair left)" in err


def test_encode_lines(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    code, out, _ = run_words(
        capsys, table, "--merges", 5, "--encode", "lowest", "unhappiness", "--encode", "a"
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[:5] == SPEC_LINES
    assert lines[5:] == [
        "encode lowest: low est</w> (2 pieces)",
        "encode unhappiness: u n h a p p i n es s </w> (11 pieces)",
        "encode a: a </w> (2 pieces)",
    ]


def test_tie_alphabetical_last(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    code, out, err = run_words(capsys, table, "--merges", 1, "--tie", "alphabetical-last")
    assert code == 0
    assert out.splitlines() == ["words rank 0: pair=(t,</w>) merged=t</w> count=9 tied=3"]
    assert "tie policy alphabetical-last" in err


def test_byte_level_tie_names_are_refused_for_word_tables(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    with pytest.raises(SystemExit) as info:
        run_words(capsys, table, "--tie", "largest")
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "alphabetical-first" in err and "alphabetical-last" in err


def test_zero_merges(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    code, out, _ = run_words(capsys, table, "--merges", 0, "--encode", "low")
    assert code == 0
    assert out.splitlines() == ["encode low: l o w </w> (4 pieces)"]


def test_awkward_symbols_stay_on_one_line(capsys, tmp_path):
    table = write_table(tmp_path, {"a b": 3, "x,y\n": 1})
    code, out, _ = run_words(capsys, table, "--merges", 2, "--encode", "a b", "x,y\n")
    assert code == 0
    # Three-way tie at 3 in round 0: " " sorts before "a" and "b", so (" ", b) wins.
    assert out.splitlines() == [
        'words rank 0: pair=(" ",b) merged=" b" count=3 tied=3',
        'words rank 1: pair=(" b",</w>) merged=" b</w>" count=3 tied=2',
        'encode "a b": a " b</w>" (2 pieces)',
        'encode "x,y\\n": x "," y "\\n" </w> (5 pieces)',
    ]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("est</w>", "est</w>"),
        ("ž€", "ž€"),
        ("a b", '"a b"'),
        ("(", '"("'),
        ('"', '"\\""'),
        ("\n", '"\\n"'),
        ("\u2028", '"\\u2028"'),
        ("", '""'),
    ],
)
def test_format_symbol(text, shown):
    assert format_symbol(text) == shown
    if shown.startswith('"'):
        assert json.loads(shown) == text


@pytest.mark.parametrize(
    ("content", "needles"),
    [
        ({"low": 5, "lower": -1}, ["'lower'", "positive integer", "-1"]),
        ({"low": 5, "lower": 2.5}, ["'lower'", "positive integer", "2.5"]),
        ({"low": 5, "lower": "x"}, ["'lower'", "positive integer", '"x"']),
        ({"low": 5, "lower": 0}, ["'lower'", "positive integer"]),
        ({"low": 5, "lower": True}, ["'lower'", "positive integer"]),
        ({}, ["empty"]),
        ('{"low": 5, "lower": }', ["JSON"]),
        ('["low", "lower"]', ["object"]),
        ({"": 4}, ["empty word"]),
    ],
)
def test_bad_table(capsys, tmp_path, content, needles):
    table = write_table(tmp_path, content)
    with pytest.raises(CommandError) as info:
        run_words(capsys, table)
    message = str(info.value)
    assert "\n" not in message
    assert str(table) in message
    for needle in needles:
        assert needle in message
    assert capsys.readouterr().out == ""


def test_missing_file(capsys, tmp_path):
    missing = tmp_path / "nope.json"
    with pytest.raises(CommandError) as info:
        run_words(capsys, missing)
    message = str(info.value)
    assert "\n" not in message
    assert str(missing) in message


def test_empty_encode_word(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    with pytest.raises(CommandError, match="--encode: .*empty"):
        run_words(capsys, table, "--encode", "")


@pytest.mark.parametrize("merges", ["-1", "2.5", "x"])
def test_bad_merge_count_is_a_usage_error(capsys, tmp_path, merges):
    table = write_table(tmp_path, SPEC_TABLE)
    with pytest.raises(SystemExit) as info:
        run_words(capsys, table, "--merges", merges)
    assert info.value.code == 2
    assert "--merges" in capsys.readouterr().err


def test_bad_tie_is_a_usage_error(capsys, tmp_path):
    table = write_table(tmp_path, SPEC_TABLE)
    with pytest.raises(SystemExit):
        run_words(capsys, table, "--tie", "smallest")
