"""The headless command line: ``bpe-viewer train`` and ``bpe-viewer check-trace``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_learn_llm_ranks(capsys, learn_llm_json, learn_llm_splits):
    code, out, err = run_cli(
        capsys,
        "train",
        learn_llm_json,
        "--split",
        learn_llm_splits,
        "--merges",
        8,
        "--format",
        "ranks",
    )
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 8
    assert (
        lines[0] == "corpus rank 0: pair=(32,208) count=81 replacements=81 token=256 bytes=[20, d0]"
    )
    # docs/rules.md s6 names rank 7 as the rule that turns "e " into one token.
    assert lines[7].startswith("corpus rank 7: pair=(101,32) ")


def test_trace_output_checks_clean(capsys, tmp_path, learn_llm_json, learn_llm_splits):
    trace = tmp_path / "learn.trace"
    code, _, err = run_cli(
        capsys,
        "train",
        learn_llm_json,
        "--split",
        learn_llm_splits,
        "--merges",
        8,
        "--format",
        "trace-v1",
        "--output",
        trace,
    )
    assert code == 0, err
    text = trace.read_text(encoding="utf-8")
    assert text.startswith(
        "TRACE bpe-merges-v1 BEGIN\nSTAGE index=0\nDOCUMENT stage=0 id=en-river-dawn "
    )
    assert text.count("\nSTAGE ") == 9
    assert text.count("\nDOCUMENT ") == 9 * 8  # train documents only
    assert (
        "MERGE rank=0 left=32 right=208 count=81 replacements=81 token=256 bytes_hex=20,d0\n"
        in text
    )
    code, out, _ = run_cli(capsys, "check-trace", trace)
    assert code == 0
    assert out.strip().endswith("ok (8 documents, 8 merges)")


def test_json_output_loads_back(capsys, tmp_path, learn_llm_json, learn_llm_splits):
    from bpe_viewer.core.formats.run_json import load_run

    out_file = tmp_path / "run.json"
    code, _, _ = run_cli(
        capsys,
        "train",
        learn_llm_json,
        "--split",
        learn_llm_splits,
        "--merges",
        8,
        "--format",
        "json",
        "-o",
        out_file,
    )
    assert code == 0
    run = load_run(out_file)
    assert len(run.documents) == 12
    assert sum(d.counted for d in run.documents) == 8
    assert run.rules[0].token_bytes == bytes.fromhex("20d0")


def test_text_file_units(capsys, tmp_path):
    path = tmp_path / "lines.txt"
    path.write_bytes(b"aaa\naba\n")
    code, out, _ = run_cli(capsys, "train", path, "--unit", "line", "--merges", 2)
    assert code == 0
    assert out.splitlines() == [
        "corpus rank 0: pair=(97,97) count=2 replacements=1 token=256 bytes=[61, 61]",
        "corpus rank 1: pair=(97,98) count=1 replacements=1 token=257 bytes=[61, 62]",
    ]
    code, out, _ = run_cli(capsys, "train", path, "--merges", 2, "--tie", "largest")
    assert code == 0
    assert out.splitlines()[0].startswith("corpus rank 0: pair=(97,97) count=2 ")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["train", "{missing}", "--merges", "2"], "missing.txt"),
        (["train", "{empty}", "--merges", "2"], "empty.txt"),
        (["train", "{bad_json}", "--merges", "2"], "bad.jsonl line 2"),
        (["check-trace", "{missing}"], "missing.txt: cannot read"),
        (["check-trace", "{bad_trace}"], "bad.trace line 1"),
        (["train", "{corpus}", "--split", "{bad_split}"], "checksum"),
    ],
)
def test_bad_input_is_one_line_exit_2(capsys, tmp_path, argv, message):
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "bad.jsonl").write_text('{"text": "a"}\n{"text": \n', encoding="utf-8")
    (tmp_path / "bad.trace").write_text("hello\n", encoding="utf-8")
    corpus = [{"id": "en-a", "text": "aaa"}, {"id": "en-b", "text": "aba"}]
    (tmp_path / "corpus.json").write_text(json.dumps(corpus), encoding="utf-8")
    manifest = {
        "corpus_checksum": "fnv1a64:0000000000000000",
        "train": ["en-a"],
        "validation": ["en-b"],
        "test": [],
    }
    (tmp_path / "splits.json").write_text(json.dumps(manifest), encoding="utf-8")
    names = {
        "missing": tmp_path / "missing.txt",
        "empty": tmp_path / "empty.txt",
        "bad_json": tmp_path / "bad.jsonl",
        "bad_trace": tmp_path / "bad.trace",
        "corpus": tmp_path / "corpus.json",
        "bad_split": tmp_path / "splits.json",
    }
    code, out, err = run_cli(capsys, *[a.format(**names) for a in argv])
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize("merges", ["-1", "4294967041", "ten"])
def test_merge_count_out_of_range(capsys, tmp_path, merges):
    path = tmp_path / "a.txt"
    path.write_bytes(b"abc")
    code, _, err = run_cli(capsys, "train", path, "--merges", merges)
    assert code == 2
    assert "--merges" in err


def test_module_entry_point(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"aaaa")
    result = subprocess.run(
        [sys.executable, "-m", "bpe_viewer", "train", str(path), "--merges", "12"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "corpus rank 0: pair=(97,97) count=3 replacements=2 token=256 bytes=[61, 61]",
        "corpus rank 1: pair=(256,256) count=1 replacements=1 token=257 bytes=[61, 61, 61, 61]",
    ]


def test_special_tokens_are_barriers(capsys, tmp_path):
    path = tmp_path / "s.txt"
    path.write_bytes(b"ab<|e|>ab<|e|>ab")
    code, out, _ = run_cli(capsys, "train", path, "--merges", "5", "--special-token", "<|e|>")
    assert code == 0
    # Without the special token, (98,60) and (62,97) would be candidates; with it the
    # only pair left after (97,98) is gone, so training stops after one merge.
    assert out.splitlines() == [
        "corpus rank 0: pair=(97,98) count=3 replacements=3 token=256 bytes=[61, 62]"
    ]
    code, _, err = run_cli(
        capsys, "train", path, "--merges", "5", "--special-token", "<|e|>", "--format", "trace-v1"
    )
    assert code == 2 and "special tokens" in err


def test_empty_special_token_is_refused(capsys, tmp_path):
    path = tmp_path / "s.txt"
    path.write_bytes(b"abc")
    code, _, err = run_cli(capsys, "train", path, "--special-token", "")
    assert code == 2
    assert "special token cannot be empty" in err


def test_check_trace_names_the_policy_the_winners_follow(capsys, tmp_path):
    path = tmp_path / "abcd.txt"
    path.write_bytes(b"ABCDCDABCDCDE")
    trace = tmp_path / "largest.trace"
    assert (
        run_cli(
            capsys,
            "train",
            path,
            "--merges",
            3,
            "--tie",
            "largest",
            "--format",
            "trace-v1",
            "-o",
            trace,
        )[0]
        == 0
    )
    code, _, err = run_cli(capsys, "check-trace", trace)
    assert code == 2
    assert "breaks the smallest tie rule" in err
    assert "add --tie largest" in err
    code, out, _ = run_cli(capsys, "check-trace", trace, "--tie", "largest")
    assert code == 0 and out.strip().endswith("ok (1 document, 3 merges)")


def test_pretokenize_option(capsys, tmp_path):
    path = tmp_path / "p.txt"
    path.write_bytes(b"the cat the hat the mat")
    code, out, err = run_cli(capsys, "train", path, "--merges", "2", "--pretokenize", "gpt2")
    assert code == 0
    # gpt2 pieces: "the", " cat", " the", " hat", " the", " mat". Counted by hand: "at",
    # "he" and "th" count 3 each (" t" only 2, and "e " never forms); the smallest pair
    # (97,116) wins, then (104,101) beats (116,104).
    assert out.splitlines() == [
        "corpus rank 0: pair=(97,116) count=3 replacements=3 token=256 bytes=[61, 74]",
        "corpus rank 1: pair=(104,101) count=3 replacements=3 token=257 bytes=[68, 65]",
    ]
    assert "pre-tokenizer gpt2" in err
    code, _, err = run_cli(capsys, "train", path, "--pretokenize", "gpt2", "--format", "trace-v1")
    assert code == 2 and "pre-tokenization" in err


def test_pieces_are_cut_in_a_process_per_idle_core(capsys, tmp_path, cutting_spy):
    """train cuts a large pre-tokenized corpus in one process per idle core unless
    --workers says how many (several processes lose to one on a busy machine); the
    table is the same."""
    asked = cutting_spy.asked
    cutting_spy.load = 0.4
    path = tmp_path / "p.txt"
    path.write_bytes(b"the cat the hat the mat")
    argv = ("train", path, "--merges", "2", "--pretokenize", "gpt2")
    code, idle, _ = run_cli(capsys, *argv)
    assert code == 0 and asked == [4]
    cutting_spy.load = 2.9  # two cores busy
    code, two, _ = run_cli(capsys, *argv)
    assert code == 0 and asked == [4, 2] and two == idle
    cutting_spy.load = 5.0
    code, busy, _ = run_cli(capsys, *argv)
    assert code == 0 and asked == [4, 2] and busy == idle
    cutting_spy.load = 0.0
    code, one, _ = run_cli(capsys, *argv, "--workers", "1")
    assert code == 0 and asked == [4, 2] and one == idle
    code, three, _ = run_cli(capsys, *argv, "--workers", "3")
    assert code == 0 and asked == [4, 2, 3] and three == idle
    code, _, err = run_cli(capsys, *argv, "--workers", "0")
    assert code == 2 and "--workers" in err and "0 is out of range" in err
    assert len(err.strip().splitlines()) == 1


def test_train_words_is_a_subcommand(capsys, tmp_path):
    table = tmp_path / "words.json"
    table.write_text('{"low": 5, "lower": 2, "newest": 6, "widest": 3}', encoding="utf-8")
    code, out, _ = run_cli(capsys, "train-words", table, "--merges", "5", "--encode", "lowest")
    assert code == 0
    # docs/rules.md s4: es, es+t, est+</w>, l+o, lo+w; lowest -> [low, est</w>]
    assert [line.split()[3] for line in out.splitlines()[:5]] == [
        "pair=(e,s)",
        "pair=(es,t)",
        "pair=(est,</w>)",
        "pair=(l,o)",
        "pair=(lo,w)",
    ]
    assert out.splitlines()[5] == "encode lowest: low est</w> (2 pieces)"


def test_decode_refuses_an_overlong_id(capsys, tmp_path):
    run = tmp_path / "r.json"
    text = tmp_path / "t.txt"
    text.write_bytes(b"aaa aba")
    assert run_cli(capsys, "train", text, "--merges", "2", "--format", "json", "-o", run)[0] == 0
    code, _, err = run_cli(capsys, "decode", run, "9" * 5000)
    assert code == 2 and "position 0" in err and "Traceback" not in err


def test_train_vocab_size(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"ABCDCDABCDCDE")
    code = main(["train", str(corpus), "--vocab-size", "259"])
    out, err = capsys.readouterr()
    assert code == 0
    assert [line.split(" pair=")[1].split(" ")[0] for line in out.splitlines()] == [
        "(67,68)",
        "(65,66)",
        "(256,256)",
    ]
    assert "3 of 3 merges learned" in err
    # a special token takes one entry of the vocabulary
    code = main(["train", str(corpus), "--vocab-size", "259", "--special-token", "<|e|>"])
    out, err = capsys.readouterr()
    assert code == 0 and len(out.splitlines()) == 2


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--vocab-size", "255"], "vocabulary size 255 is too small"),
        (["--vocab-size", "256", "--special-token", "<|e|>"], "257 entries"),
        (["--vocab-size", "300", "--merges", "3"], "not allowed with"),
        (["--vocab-size", "x"], "not an integer"),
    ],
)
def test_train_bad_vocab_size_is_one_line(capsys, tmp_path, argv, fragment):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"ABCDCDABCDCDE")
    code = main(["train", str(corpus), *argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and fragment in err, err


def test_train_on_a_word_table_suggests_train_words(capsys, tmp_path):
    words = tmp_path / "words.json"
    words.write_text('{"low": 5, "lower": 2, "newest": 6, "widest": 3}')
    code, out, err = run_cli(capsys, "train", words, "--merges", 5)
    assert code == 2 and out == ""
    assert err.count("\n") == 1, err
    assert f"bpe-viewer train-words {words}" in err
    assert "load_word_frequencies" not in err


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--mergs", "3"],
            "bpe-viewer train: error: unrecognized arguments: --mergs 3 (did you mean --merges?) "
            "(see bpe-viewer train --help)\n",
        ),
        # options are never abbreviated: --merge is not --merges
        (
            ["--merge", "3"],
            "bpe-viewer train: error: unrecognized arguments: --merge 3 (did you mean --merges?) "
            "(see bpe-viewer train --help)\n",
        ),
        (
            ["--zzz"],
            "bpe-viewer train: error: unrecognized arguments: --zzz (see bpe-viewer train --help)\n",
        ),
    ],
)
def test_unknown_option_names_the_command_and_the_closest_option(capsys, tmp_path, argv, expected):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abab")
    code, out, err = run_cli(capsys, "train", corpus, *argv)
    assert (code, out, err) == (2, "", expected)


def test_train_on_a_saved_run_says_what_it_is(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abab")
    saved = tmp_path / "c.run.json"
    code, _, err = run_cli(capsys, "train", corpus, "--format", "json", "-o", saved)
    assert code == 0, err
    code, out, err = run_cli(capsys, "train", saved)
    assert code == 2 and out == ""
    assert err == (
        f"bpe-viewer: error: {saved}: this is a saved run, not a corpus; open it with "
        "`bpe-viewer gui`, encode, decode or explain with it, or train on its source corpus\n"
    )
