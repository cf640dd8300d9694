"""``bpe-viewer diff``: two merge tables compared (docs/rules.md s3)."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def tables(tmp_path, capsys):
    """Saved runs (and one trace) of ABCDCDABCDCDE with 3 merges under each policy."""
    text = tmp_path / "abcd.txt"
    text.write_bytes(b"ABCDCDABCDCDE")
    paths = {}
    for tie in ("smallest", "largest", "first"):
        paths[tie] = tmp_path / f"{tie}.run.json"
        code, _, err = run_cli(
            capsys, "train", text, "--merges", 3, "--tie", tie, "--format", "json", "-o", paths[tie]
        )
        assert code == 0, err
    paths["first-trace"] = tmp_path / "first.trace"
    code, _, err = run_cli(
        capsys,
        "train",
        text,
        "--merges",
        3,
        "--tie",
        "first",
        "--format",
        "trace-v1",
        "-o",
        paths["first-trace"],
    )
    assert code == 0, err
    paths["text"] = text
    return paths


def test_text_smallest_against_first(capsys, tables):
    code, out, err = run_cli(capsys, "diff", tables["smallest"], tables["first"])
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == f"A: {tables['smallest']} (saved run, 3 rules, tie smallest)"
    assert lines[1] == f"B: {tables['first']} (saved run, 3 rules, tie first)"
    assert lines[2] == "settings: tie policy: A smallest, B first"
    assert lines[3] == "common prefix: 2 rules"
    assert lines[4] == "first divergence: rank 2"
    assert lines[5] == (
        "  A rank 2: pair=(256,256) CD + CD -> CDCD bytes=[43, 44, 43, 44] count=2 replacements=2"
    )
    assert lines[6] == (
        "  B rank 2: pair=(257,256) AB + CD -> ABCD bytes=[41, 42, 43, 44] count=2 replacements=2"
    )
    # Why, from A's record at that round (docs/rules.md s3.2).
    assert lines[7:10] == [
        "why (from A's record at stage 2): A's pair (CD, CD) has count 2, "
        "B's pair (AB, CD) has count 2",
        "  a tie (2 pairs at count 2): A's policy smallest takes (CD, CD); taking A's pair: "
        "smallest, bytes-largest; taking B's pair: largest, first, bytes-smallest",
        "  by token IDs (256, 256) is smaller than (257, 256); by bytes the left tokens "
        "decide: 43 44 (CD) sorts after 41 42 (AB)",
    ]
    assert lines[10:] == [
        "shared tokens: 2 (readable, hex, rank in A, rank in B)",
        "  CD  43 44  0  0",
        "  AB  41 42  1  1",
        "only in A: 1 (readable, hex, rank)",
        "  CDCD  43 44 43 44  2",
        "only in B: 1 (readable, hex, rank)",
        "  ABCD  41 42 43 44  2",
    ]


def test_text_smallest_against_largest(capsys, tables):
    code, out, err = run_cli(capsys, "diff", tables["smallest"], tables["largest"])
    assert code == 0, err
    assert "first divergence: rank 1" in out
    assert "  A rank 1: pair=(65,66) A + B -> AB bytes=[41, 42] count=2 replacements=2" in out
    assert "  B rank 1: pair=(256,256) CD + CD -> CDCD " in out
    shared = out.split("shared tokens: 2 (readable, hex, rank in A, rank in B)\n")[1]
    assert shared.splitlines()[:2] == ["  CD    43 44        0  0", "  CDCD  43 44 43 44  2  1"]
    assert "only in A: 1 (readable, hex, rank)\n  AB  41 42  1\n" in out
    assert "only in B: 1 (readable, hex, rank)\n  BCDCD  42 43 44 43 44  2\n" in out


@pytest.mark.parametrize(
    ("a", "b", "rank", "pair_a", "pair_b"),
    [
        ("smallest", "first", 2, [256, 256], [257, 256]),
        ("smallest", "largest", 1, [65, 66], [256, 256]),
        ("largest", "first", 1, [256, 256], [65, 66]),
    ],
)
def test_json_all_policies(capsys, tables, a, b, rank, pair_a, pair_b):
    code, out, err = run_cli(capsys, "diff", tables[a], tables[b], "--format", "json")
    assert code == 0, err
    j = json.loads(out)
    assert j["first_divergence"] == rank
    assert j["common_prefix"] == rank
    assert [j["a"]["left"], j["a"]["right"]] == pair_a
    assert [j["b"]["left"], j["b"]["right"]] == pair_b
    assert j["a"]["rank"] == j["b"]["rank"] == rank
    assert (j["length_a"], j["length_b"]) == (3, 3)


def test_json_smallest_against_largest_tokens(capsys, tables):
    _, out, _ = run_cli(capsys, "diff", tables["smallest"], tables["largest"], "--format", "json")
    j = json.loads(out)
    assert j["a"]["bytes"] == "4142" and j["b"]["bytes"] == "43444344"
    assert j["shared"] == [
        {"bytes": "4344", "rank_a": 0, "rank_b": 0},
        {"bytes": "43444344", "rank_a": 2, "rank_b": 1},
    ]
    assert j["only_a"] == ["4142"]
    assert j["only_b"] == ["4243444344"]


def test_run_against_trace(capsys, tables):
    code, out, err = run_cli(capsys, "diff", tables["smallest"], tables["first-trace"])
    assert code == 0, err
    assert out.splitlines()[1] == (
        f"B: {tables['first-trace']} (bpe-merges-v1 trace, 3 rules, winners follow tie first)"
    )
    assert "first divergence: rank 2" in out


def test_run_with_itself(capsys, tables):
    code, out, err = run_cli(
        capsys, "diff", tables["first"], tables["first-trace"], "--format", "json"
    )
    assert code == 0, err
    j = json.loads(out)
    assert j["first_divergence"] is None and j["a"] is None and j["longer"] is None
    assert j["common_prefix"] == 3
    assert j["only_a"] == j["only_b"] == []


def test_prefix_names_the_longer(capsys, tables, tmp_path):
    two = tmp_path / "two.run.json"
    run_cli(capsys, "train", tables["text"], "--merges", 2, "--format", "json", "-o", two)
    code, out, err = run_cli(capsys, "diff", tables["smallest"], two)
    assert code == 0, err
    assert "first divergence: none (B is a prefix of A; A has 1 more rule)" in out
    _, out, _ = run_cli(capsys, "diff", two, tables["smallest"], "--format", "json")
    assert json.loads(out)["longer"] == "b"


def test_different_special_tokens_reported(capsys, tables, tmp_path):
    special = tmp_path / "special.run.json"
    text = tmp_path / "sp.txt"
    text.write_bytes(b"ABCDCDABCDCDE<|endoftext|>")
    code, _, err = run_cli(
        capsys,
        "train",
        text,
        "--merges",
        3,
        "--special-token",
        "<|endoftext|>",
        "--format",
        "json",
        "-o",
        special,
    )
    assert code == 0, err
    code, out, err = run_cli(capsys, "diff", tables["smallest"], special)
    assert code == 0, err
    assert "settings: special tokens (not compared as rules): A none, B <|endoftext|>" in out
    assert "first divergence: none (the tables are identical)" in out
    _, out, _ = run_cli(capsys, "diff", tables["smallest"], special, "--format", "json")
    j = json.loads(out)
    assert j["settings"]["b"]["special_tokens"] == [b"<|endoftext|>".hex()]
    assert j["setting_differences"] == [
        "special tokens (not compared as rules): A none, B <|endoftext|>"
    ]


def test_neither_run_nor_trace_is_one_line(capsys, tables, tmp_path):
    code, out, err = run_cli(capsys, "diff", tables["text"], tables["smallest"])
    assert code == 2 and out == ""
    assert (
        err == f"bpe-viewer: error: {tables['text']}: not a saved run or a merge table (expected a "
        "bpe-viewer run, a bpe-merges-v1 trace, tokenizer.json, vocab.json + merges.txt, a "
        "merges file, .tiktoken, a minbpe .model or a SentencePiece BPE .model)\n"
    )
    other = tmp_path / "other.json"
    other.write_text('{"low": 5}')
    code, _, err = run_cli(capsys, "diff", tables["smallest"], other)
    assert code == 2
    assert err.count("\n") == 1 and str(other) in err
    code, _, err = run_cli(capsys, "diff", tables["smallest"], tmp_path / "missing.json")
    assert code == 2 and "missing.json: cannot read" in err and err.count("\n") == 1


@pytest.fixture
def student_merges(tmp_path):
    """A merges file written by hand, as a student's trainer would: the rules of
    ABCDCDABCDCDE under ``largest`` (docs/rules.md s3), one merge per line, in the GPT-2
    alphabet (where these letters stand for themselves)."""
    folder = tmp_path / "student"
    folder.mkdir()
    path = folder / "merges.txt"
    path.write_text("#version: 0.2\nC D\nCD CD\nB CDCD\n", encoding="utf-8")
    return path


def test_a_merges_file_is_labelled_as_one_not_as_a_tie_policy(capsys, tables, student_merges):
    code, out, err = run_cli(capsys, "diff", tables["smallest"], student_merges)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == f"A: {tables['smallest']} (saved run, 3 rules, tie smallest)"
    assert lines[1] == (
        f"B: {student_merges} (merges file merges.txt, 3 rules, no tie policy or counts recorded)"
    )
    assert "tie smallest" not in lines[1]
    assert not any(line.startswith("settings: tie policy") for line in lines)
    # a bare merges file is read with the GPT-2 pre-tokenizer: the one setting reported
    assert lines[2] == "settings: pre-tokenization: A none, B gpt2"
    del lines[2]
    assert lines[2:5] == [
        "common prefix: 1 rule",
        "first divergence: rank 1",
        "  A rank 1: pair=(65,66) A + B -> AB bytes=[41, 42] count=2 replacements=2",
    ]
    # a merges file records no counts: none printed, rather than a made-up 0
    assert lines[5] == "  B rank 1: pair=(256,256) CD + CD -> CDCD bytes=[43, 44, 43, 44]"
    assert lines[6] == (
        "why (from A's record at stage 1): A's pair (A, B) has count 2, "
        "B's pair (CD, CD) has count 2"
    )


def test_a_merges_file_in_json(capsys, tables, student_merges):
    code, out, err = run_cli(capsys, "diff", tables["smallest"], student_merges, "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["tables"]["b"] == {
        "path": str(student_merges),
        "kind": "merges file",
        "label": "merges file merges.txt",
    }
    assert data["tables"]["a"]["kind"] == "saved run"
    assert data["settings"]["b"]["tie"] is None
    assert data["settings"]["b"]["counts_known"] is False
    assert data["settings"]["a"]["tie"] == "smallest"
    assert data["setting_differences"] == ["pre-tokenization: A none, B gpt2"]
    assert (data["b"]["count"], data["b"]["replacements"]) == (None, None)
    why = data["explanation"]
    assert (why["rank"], why["pair_record"], why["pair_other"]) == (1, [65, 66], [256, 256])
    assert (why["count_record"], why["count_other"], why["tie"]) == (2, 2, True)
    # stage 1: A B CD CD A B CD CD E; AB, (B, CD) and (CD, CD) tie at 2
    assert why["tied"] == 3
    assert why["takes_record"] == ["smallest", "first", "bytes-smallest"]
    assert why["takes_other"] == ["largest", "bytes-largest"]
    assert why["lines"][0].startswith("why (from A's record at stage 1)")


def test_a_merges_file_with_its_vocabulary_is_still_a_merges_file(capsys, tables, tmp_path):
    folder = tmp_path / "exported"
    code, _, err = run_cli(
        capsys, "export", tables["largest"], "--to", "vocab-merges", "-o", folder
    )
    assert code == 0, err
    code, out, err = run_cli(capsys, "diff", tables["smallest"], folder / "merges.txt")
    assert code == 0, err
    assert out.splitlines()[1] == (
        f"B: {folder / 'merges.txt'} (merges file merges.txt, 3 rules, "
        "no tie policy or counts recorded)"
    )
    code, out, _ = run_cli(capsys, "diff", tables["smallest"], folder, "--format", "json")
    assert json.loads(out)["tables"]["b"]["label"] == "merges file exported/merges.txt"
