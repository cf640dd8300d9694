"""Command-line messages a new user met: one style of error for every command, counts
in the right number, a binary file named as no run or table, and image names that say
their format."""

from __future__ import annotations

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.render import format_count

NOT_A_TABLE = "not a saved run or a merge table"


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("bpe-viewer: error: "), err
    assert "Traceback" not in err
    return lines[0].removeprefix("bpe-viewer: error: ")


def test_format_count_says_one_and_many():
    assert format_count(1, "document") == "1 document"
    assert format_count(0, "document") == "0 documents"
    assert format_count(2, "rule never occurs", "rules never occur") == "2 rules never occur"
    assert format_count(12345, "byte", grouped=True) == "12,345 bytes"


def test_replay_on_one_document_says_document(capsys, tmp_path):
    table = tmp_path / "t.bpe-run.json"
    save_run(train([b"aaab"], 1), table)
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aab")
    code, out, err = run_cli(capsys, "replay", table, corpus)
    assert code == 0, err
    summary = next(line for line in err.splitlines() if "replayed" in line)
    assert f"replayed 1 rule of {table} on 1 document:" in summary
    assert "in 1 of 1 round;" in summary
    assert "0 rules never occur" in summary
    assert " 1 documents" not in err and " 1 rules" not in err and " 1 rounds" not in err


def test_train_on_one_merge_says_merge(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aab")
    code, out, err = run_cli(capsys, "train", corpus, "--merges", 1)
    assert code == 0, err
    assert "trained on 1 document (unit: file): 1 of 1 merge learned" in err


@pytest.mark.parametrize("command", ["encode", "decode", "diff"])
def test_binary_file_is_named_as_no_run_or_table(capsys, tmp_path, command):
    binary = tmp_path / "bin.dat"
    binary.write_bytes(b"a\x00\xff\xfe\x80")
    extra = {"encode": ["x"], "decode": ["1"], "diff": [binary]}[command]
    code, out, err = run_cli(capsys, command, binary, *extra)
    assert code == 2
    line = one_error_line(err)
    assert line.startswith(f"{binary}: {NOT_A_TABLE} (not UTF-8 text: byte offset 2; "), line


def test_text_that_is_no_json_object_is_no_run_or_table(capsys, tmp_path):
    notes = tmp_path / "n.txt"
    notes.write_text("3 apples\n")
    code, out, err = run_cli(capsys, "encode", notes, "x")
    assert code == 2
    assert one_error_line(err).startswith(f"{notes}: {NOT_A_TABLE} (expected ")


def test_damaged_saved_run_keeps_its_own_message(capsys, tmp_path):
    broken = tmp_path / "x.bpe-run.json"
    broken.write_text('{"a": ')
    code, out, err = run_cli(capsys, "encode", broken, "x")
    assert code == 2
    assert one_error_line(err).startswith(f"{broken}: corrupt JSON at line 1")


def test_input_problem_names_the_file_once():
    from bpe_viewer.core.safeio import input_problem

    assert input_problem("empty.txt", ValueError("empty.txt: file is empty")) == (
        "empty.txt: file is empty"
    )
    assert input_problem("m.txt", "m.txt line 2: expected two tokens") == (
        "m.txt line 2: expected two tokens"
    )
    # A message naming the file by its base name names it already.
    assert input_problem("d/m.txt", "m.txt: no merges") == "m.txt: no merges"
    assert input_problem("t.json", ValueError("rank 3 is missing")) == "t.json: rank 3 is missing"
    assert input_problem("t.json", "two\nlines") == "t.json: two lines"
    assert input_problem(None, "no file") == "no file"
