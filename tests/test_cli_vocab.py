"""``bpe-viewer vocab``: per-token survival figures on the command line."""

from __future__ import annotations

import csv
import io
import json

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def abcd(tmp_path):
    path = tmp_path / "abcd.txt"
    path.write_bytes(b"ABCDCDABCDCDE")
    return path


def test_text_worked_values(capsys, abcd):
    code, out, err = run_cli(capsys, "vocab", abcd, "--merges", 3)
    assert code == 0, err
    assert out.splitlines() == [
        " ID  hex          readable  rank  made  final  held_out  kept   flags",
        "256  43 44        CD           0     4      0         -  0 %    intermediate, unused",
        "257  41 42        AB           1     2      2         -  100 %",
        "258  43 44 43 44  CDCD         2     2      2         -  100 %",
        "3 learned tokens, 1 intermediate (kept < 10 %): 256 `CD`; 1 unused",
    ]


def test_json_worked_values(capsys, abcd):
    code, out, err = run_cli(capsys, "vocab", abcd, "--merges", 3, "--format", "json")
    assert code == 0, err
    j = json.loads(out)
    rows = [(t["token_id"], t["made"], t["final"], t["kept"], t["flags"]) for t in j["tokens"]]
    assert rows == [
        (256, 4, 0, 0.0, ["intermediate", "unused"]),
        (257, 2, 2, 1.0, []),
        (258, 2, 2, 1.0, []),
    ]
    assert j["tokens"][0]["absorbed_by"] == [{"rank": 2, "count": 4, "intersection_over_self": 0.5}]
    assert j["summary"]["intermediate"] == 1 and j["summary"]["unused"] == 1


def test_csv_and_threshold(capsys, abcd):
    code, out, err = run_cli(
        capsys, "vocab", abcd, "--merges", 3, "--format", "csv", "--threshold", "0"
    )
    assert code == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["token_id"] for r in rows] == ["256", "257", "258"]
    assert rows[0]["flags"] == "unused"  # kept 0 is not below a threshold of 0
    assert rows[0]["absorbed_by"] == "2:4"


def test_aaa_aba_none_flagged(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaa\naba")
    code, out, err = run_cli(capsys, "vocab", corpus, "--unit", "line", "--merges", 2)
    assert code == 0, err
    assert out.splitlines()[-1] == "2 learned tokens, 0 intermediate (kept < 10 %); 0 unused"


def test_saved_run_as_input(capsys, abcd, tmp_path, learn_llm_corpus):
    saved = tmp_path / "a.run.json"
    run_cli(capsys, "train", abcd, "--merges", 3, "--format", "json", "-o", saved)
    code, out, err = run_cli(capsys, "vocab", saved, "--format", "json")
    assert code == 0, err
    assert [t["final"] for t in json.loads(out)["tokens"]] == [0, 2, 2]


def test_held_out_with_split(capsys, learn_llm_corpus):
    learn_llm = learn_llm_corpus
    code, out, err = run_cli(
        capsys,
        "vocab",
        learn_llm / "tiny-bilingual-corpus.json",
        "--split",
        learn_llm / "splits.json",
        "--merges",
        8,
        "--format",
        "json",
    )
    assert code == 0, err
    first = json.loads(out)["tokens"][0]
    # rank 0 of docs/rules.md s2: (32,208) with 81 replacements
    assert (first["token_id"], first["made"]) == (256, 81)
    assert first["held_out"] is not None


@pytest.mark.parametrize("bad", ["1.5", "-0.1", "x", "nan"])
def test_bad_threshold(capsys, abcd, bad):
    code, out, err = run_cli(capsys, "vocab", abcd, "--threshold", bad)
    assert code == 2 and out == ""
    assert "--threshold" in err and err.count("\n") == 1


def test_missing_input(capsys, tmp_path):
    code, _, err = run_cli(capsys, "vocab", tmp_path / "nope.txt")
    assert code == 2 and "nope.txt" in err and err.count("\n") == 1


def test_a_merge_table_is_one_line_error(capsys, tmp_path):
    # A merge table holds rules but no documents, so there is nothing to count survival on.
    table = tmp_path / "table"
    table.mkdir()
    (table / "vocab.json").write_text('{"a": 5, "b": 7, "ab": 9}', encoding="utf-8")
    (table / "merges.txt").write_text("#version: 0.2\na b\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "vocab", table)
    assert code == 2 and out == ""
    assert err.strip() == (
        f"bpe-viewer: error: {table}: a merge table holds no documents; vocabulary health "
        "needs its documents: give a corpus, saved run or trace"
    )


def test_a_json_lines_record_with_a_tokenizer_key_is_trained(capsys, tmp_path):
    """vocab asks the one classifier: a record's "model" key does not make a JSON Lines
    corpus a tokenizer.json (which would be refused as a table without documents)."""
    corpus = tmp_path / "chat.jsonl"
    corpus.write_text(
        '{"text": "low lower lowest", "model": null}\n{"text": "newer wider"}\n',
        encoding="utf-8",
    )
    code, out, err = run_cli(capsys, "vocab", corpus, "--merges", "3", "--format", "json")
    assert (code, err) == (0, "")
    assert [t["bytes"] for t in json.loads(out)["tokens"]] == ["6572", "6c6f", "6c6f77"]
