"""The command line with other libraries' tables: ``export``, and ``encode``/``decode`` of tables."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def run_file(tmp_path):
    run = train([b"aaa aba <|e|> aaa"], 3, special_tokens=["<|e|>"])
    path = tmp_path / "run.json"
    save_run(run, path)
    return path


def test_export_every_format_and_encode_the_result(capsys, tmp_path, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "aaab <|e|>", "--allow-special")
    assert code == 0
    expected = out
    for fmt, target, opened in [
        ("hf", tmp_path / "tokenizer.json", tmp_path / "tokenizer.json"),
        ("vocab-merges", tmp_path / "vm", tmp_path / "vm"),
        ("tiktoken", tmp_path / "t", tmp_path / "t.tiktoken"),
        ("minbpe", tmp_path / "m.model", tmp_path / "m.model"),
    ]:
        code, out, err = run_cli(capsys, "export", run_file, "--to", fmt, "-o", target)
        assert code == 0, err
        assert out.startswith("wrote ")
        code, out, err = run_cli(capsys, "encode", opened, "--allow-special", "aaab <|e|>")
        assert (code, out) == (0, expected), (fmt, err)


def test_encode_a_table_prints_its_own_ids(capsys, tmp_path):
    # bytes at 1..256, the special token at 0, "aa" at 257 (the layout of many vocab.json)
    vocab = {"<|endoftext|>": 0}
    vocab.update({bytes_to_symbols(bytes([b])): b + 1 for b in range(256)})
    vocab["aa"] = 257
    (tmp_path / "vocab.json").write_text(json.dumps(vocab), "utf-8")
    (tmp_path / "merges.txt").write_text("#version: 0.2\na a\n", "utf-8")
    code, out, err = run_cli(capsys, "encode", tmp_path, "aaa<|endoftext|>", "--allow-special")
    assert (code, out) == (0, "257 98 0\n"), err
    code, out, err = run_cli(capsys, "encode", tmp_path / "vocab.json", "aab", "--format", "pieces")
    assert out.splitlines() == ["0  257  61 61  aa", "1   99  62     b"]
    # the merges file with the vocabulary beside it takes the vocabulary's IDs too
    code, out, err = run_cli(capsys, "decode", tmp_path / "merges.txt", "257", "98")
    assert code == 0 and out.startswith("hex: 61 61 61")
    code, out, err = run_cli(capsys, "decode", tmp_path, "257", "98")
    assert code == 0 and out.startswith("hex: 61 61 61")
    code, out, err = run_cli(capsys, "encode", tmp_path, "aa", "--layout", "v1")
    assert code == 2 and "keeps its own IDs" in err and err.count("\n") == 1


def test_export_refusal_is_one_line(capsys, tmp_path):
    run = train([b"ab\xffc"], 2, special_tokens=[b"\xfe\xfe"])
    path = tmp_path / "run.json"
    save_run(run, path)
    code, out, err = run_cli(capsys, "export", path, "--to", "hf", "-o", tmp_path / "x.json")
    assert code == 2 and err.count("\n") == 1
    assert "special token fe fe is not UTF-8 text" in err
    assert not (tmp_path / "x.json").exists()


def test_bad_table_is_one_line_naming_file_and_line(capsys, tmp_path):
    bad = tmp_path / "my-merges.txt"
    bad.write_text("Ġ t\nĠt h e\n", "utf-8")
    code, out, err = run_cli(capsys, "encode", bad, "the")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"{bad} line 2: expected two tokens" in err


def test_encode_pretokenize_override(capsys, tmp_path):
    (tmp_path / "merges.txt").write_text("Ġ t\n", "utf-8")
    code, out, err = run_cli(capsys, "encode", tmp_path / "merges.txt", "a t")
    assert out == "97 256\n"
    code, out, err = run_cli(
        capsys, "encode", tmp_path / "merges.txt", "a t", "--pretokenize", "bad"
    )
    assert code == 2 and "unknown pre-tokenizer 'bad'" in err


def test_replay_command(capsys, tmp_path, run_file):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abab abab")
    out_file = tmp_path / "replayed.json"
    code, out, err = run_cli(capsys, "replay", run_file, corpus, "-o", out_file)
    assert code == 0, err
    lines = err.splitlines()
    assert lines[0].startswith("bpe-viewer: replayed 3 rules of ")
    assert "first difference at round 0" in lines[1]
    data = json.loads(out_file.read_text())
    assert data["kind"] == "replay" and len(data["rules"]) == 3
    code, out, err = run_cli(capsys, "replay", run_file, corpus, "--format", "ranks")
    assert out.splitlines()[0].startswith("replay rank 0: pair=(97,97) count=0 replacements=0")
    assert out.splitlines()[0].endswith("never-occurs corpus-rank=- share=0")
    # the replayed run opens like any run
    code, out, err = run_cli(capsys, "encode", out_file, "aab")
    assert code == 0
    code, out, err = run_cli(capsys, "replay", run_file, tmp_path / "missing.txt")
    assert code == 2 and "missing.txt" in err and err.count("\n") == 1


def test_diff_takes_tables(capsys, tmp_path, run_file):
    code, out, err = run_cli(capsys, "export", run_file, "--to", "tiktoken", "-o", tmp_path / "t")
    code, out, err = run_cli(capsys, "diff", run_file, tmp_path / "t.tiktoken")
    assert code == 0, err
    assert "tiktoken rank file" in out and "first divergence: none" in out


def test_replay_ranks_name_ties(capsys, tmp_path):
    table = tmp_path / "cd.json"
    save_run(train([b"cd"], 1), table)  # one rule: (99, 100)
    tie_corpus = tmp_path / "tie.txt"
    tie_corpus.write_bytes(b"abcd")  # ab, bc, cd all at count 1; smallest takes (97, 98)
    code, out, err = run_cli(capsys, "replay", table, tie_corpus, "--format", "ranks")
    assert code == 0, err
    assert out == (
        "replay rank 0: pair=(99,100) count=1 replacements=1 corpus=(97,98) count=1 tie "
        "corpus-rank=1 share=1\n"
    )
    assert "(a tie, which the smallest policy breaks the other way)" in err
    lower = tmp_path / "lower.txt"
    lower.write_bytes(b"ababcd")  # ab at count 2 beats cd at count 1
    code, out, err = run_cli(capsys, "replay", table, lower, "--format", "ranks")
    assert out == (
        "replay rank 0: pair=(99,100) count=1 replacements=1 corpus=(97,98) count=2 differs "
        "corpus-rank=2 share=0.5\n"
    )
    assert "a tie" not in err


def test_replay_ranks_give_the_rules_place_and_share(capsys, tmp_path):
    """The hand-built case of tests/core/test_replay.py on the command line."""
    table = tmp_path / "merges.txt"
    table.write_text("#version: 0.2\nc d\na b\ny x\nx z\n", encoding="utf-8")
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abababxyxycd")
    code, out, err = run_cli(capsys, "replay", table, corpus, "--format", "ranks")
    assert code == 0, err
    assert [line.split(" count=", 1)[0] for line in out.splitlines()] == [
        f"replay rank {r}: pair={p}"
        for r, p in enumerate(["(99,100)", "(97,98)", "(121,120)", "(120,122)"])
    ]
    assert [" ".join(line.split()[-3:]) for line in out.splitlines()] == [
        "differs corpus-rank=4 share=0.333",
        "agrees corpus-rank=1 share=1",
        "differs corpus-rank=3 share=0.5",
        "never-occurs corpus-rank=- share=0",
    ]
    assert err.splitlines()[0].endswith(
        "the corpus's own winner is the table's rule in 1 of 4 rounds; median rank 3 among "
        "the corpus's candidates; 1 rule never occurs"
    )
