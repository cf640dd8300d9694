"""``bpe-viewer explain``: values of docs/rules.md s2/s3 and a naive scan."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def lines_file(tmp_path: Path, *docs: str) -> Path:
    path = tmp_path / "docs.txt"
    path.write_text("\n".join(docs), encoding="utf-8")  # one document per line
    return path


def explain_json(capsys, *argv) -> list[dict]:
    code, out, err = run_cli(capsys, "explain", *argv, "--format", "json")
    assert code == 0, err
    return [json.loads(line) for line in out.splitlines()]


def test_aaa_aba_round_0(capsys, tmp_path):
    corpus = lines_file(tmp_path, "aaa", "aba")
    (record,) = explain_json(capsys, corpus, "--unit", "line", "--merges", 2, "--round", 0)
    assert list(record) == [
        "round",
        "winner",
        "tied",
        "windows",
        "tokens_before",
        "tokens_after",
        "vocabulary_size_after",
        "sentence",
    ]
    assert record["round"] == 0
    assert record["winner"] == {
        "left": 97,
        "right": 97,
        "token_id": 256,
        "count": 2,
        "replacements": 1,
    }
    assert record["windows"] == [
        {"document": 0, "position": 0, "replaced": True},
        {"document": 0, "position": 1, "replaced": False},
    ]
    assert record["tied"] == [[97, 97]]
    assert (record["tokens_before"], record["tokens_after"]) == (6, 5)
    assert record["vocabulary_size_after"] == 257
    assert "counted at 2 windows but replaced only once" in record["sentence"]


def test_aaa_aba_round_1_three_way_tie(capsys, tmp_path):
    corpus = lines_file(tmp_path, "aaa", "aba")
    (record,) = explain_json(capsys, corpus, "--unit", "line", "--merges", 2, "--round", 1)
    assert record["winner"]["token_id"] == 257
    assert (record["winner"]["left"], record["winner"]["right"]) == (97, 98)
    assert record["tied"] == [[97, 98], [98, 97], [256, 97]]
    assert record["windows"] == [{"document": 1, "position": 0, "replaced": True}]


def test_aaaa(capsys, tmp_path):
    corpus = lines_file(tmp_path, "aaaa")
    records = explain_json(capsys, corpus, "--merges", 12)
    assert len(records) == 2  # training stops after 2 merges (docs/rules.md s2)
    first = records[0]
    assert (first["winner"]["count"], first["winner"]["replacements"]) == (3, 2)
    assert [w["position"] for w in first["windows"]] == [0, 1, 2]
    assert [w["position"] for w in first["windows"] if w["replaced"]] == [0, 2]
    assert records[1]["winner"]["left"] == records[1]["winner"]["right"] == 256


@pytest.mark.parametrize(
    ("tie", "pairs", "final_round_windows"),
    [
        # stage 2 under smallest: [257, 256, 256, 257, 256, 256, 69]
        ("smallest", [[67, 68], [65, 66], [256, 256]], [1, 4]),
        # stage 2 under largest: [65, 66, 257, 65, 66, 257, 69]
        ("largest", [[67, 68], [256, 256], [66, 257]], [1, 4]),
        # stage 2 under first: [257, 256, 256, 257, 256, 256, 69]
        ("first", [[67, 68], [65, 66], [257, 256]], [0, 3]),
    ],
)
def test_abcd_under_every_tie_policy(capsys, tmp_path, tie, pairs, final_round_windows):
    corpus = lines_file(tmp_path, "ABCDCDABCDCDE")
    records = explain_json(capsys, corpus, "--merges", 3, "--tie", tie)
    assert [[r["winner"]["left"], r["winner"]["right"]] for r in records] == pairs
    assert [r["winner"]["count"] for r in records] == [4, 2, 2]
    assert [r["winner"]["replacements"] for r in records] == [4, 2, 2]
    assert [len(r["tied"]) for r in records] == [1, 3, 2]
    assert [w["position"] for w in records[0]["windows"]] == [2, 4, 8, 10]
    assert [w["position"] for w in records[2]["windows"]] == final_round_windows
    assert all(w["replaced"] for r in records for w in r["windows"])
    assert [(r["tokens_before"], r["tokens_after"]) for r in records] == [(13, 9), (9, 7), (7, 5)]
    assert [r["vocabulary_size_after"] for r in records] == [257, 258, 259]


def test_abcd_round_2_text(capsys, tmp_path):
    corpus = lines_file(tmp_path, "ABCDCDABCDCDE")
    code, out, _ = run_cli(capsys, "explain", corpus, "--merges", 3, "--round", 2)
    assert code == 0
    assert out.count("\n") == 1
    assert out.startswith(
        "Round 2: 2 pairs tie at count 2, (256, 256) and (257, 256); the smallest pair"
    )
    assert "token 258 `CDCD`" in out
    assert "from 7 to 5 tokens; the vocabulary has 259 entries" in out


def test_every_round_then_the_stop_sentence(capsys, tmp_path):
    corpus = lines_file(tmp_path, "aaaa")
    code, out, _ = run_cli(capsys, "explain", corpus, "--merges", 12)
    assert code == 0
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines[:2]] == ["Round 0", "Round 1"]
    assert lines[2].startswith("Stage 2 is the last. Training stopped after 2 merges")
    assert "no pair is left" in lines[2]
    assert "Training stopped" not in out.split(lines[2])[0]  # said once, on the last line
    code, out, _ = run_cli(capsys, "explain", corpus, "--merges", 12, "--round", 1)
    assert "Training stopped after 2 merges" in out  # a single round says it itself


def test_round_out_of_range_names_the_last_round(capsys, tmp_path):
    corpus = lines_file(tmp_path, "aaa", "aba")
    code, out, err = run_cli(
        capsys, "explain", corpus, "--unit", "line", "--round", 5, "--merges", 2
    )
    assert code == 2
    assert out == ""
    assert (
        err == "bpe-viewer: error: round 5 does not exist: the last round is 1 (2 merges learned)\n"
    )
    code, _, err = run_cli(capsys, "explain", corpus, "--unit", "line", "--round", -1)
    assert code == 2 and "the last round is" in err
    assert err.count("\n") == 1


def test_no_merge_learned(capsys, tmp_path):
    corpus = lines_file(tmp_path, "a", "a")
    code, _, err = run_cli(capsys, "explain", corpus, "--unit", "line", "--round", 0)
    assert code == 2
    assert "no merge was learned" in err


def test_saved_run_and_trace_give_the_same_rounds(capsys, tmp_path, learn_llm_corpus):
    corpus = learn_llm_corpus / "tiny-bilingual-corpus.json"
    splits = learn_llm_corpus / "splits.json"
    direct = explain_json(capsys, corpus, "--split", splits, "--merges", 8)
    saved = tmp_path / "learn.bpe-run.json"
    trace = tmp_path / "learn.trace"
    base = ["train", corpus, "--split", splits, "--merges", 8]
    assert run_cli(capsys, *base, "--format", "json", "-o", saved)[0] == 0
    assert run_cli(capsys, *base, "--format", "trace-v1", "-o", trace)[0] == 0
    assert explain_json(capsys, saved) == direct
    assert explain_json(capsys, trace) == direct
    # rank 0: (32, 208) count 81, 81 replacements (docs/rules.md s2)
    assert direct[0]["winner"] == {
        "left": 32,
        "right": 208,
        "token_id": 256,
        "count": 81,
        "replacements": 81,
    }
    assert len(direct[0]["windows"]) == 81
    assert "`␣⟨d0…⟩` (bytes 20 d0)" in direct[0]["sentence"]
    # the windows number the 8 train documents only
    assert {w["document"] for r in direct for w in r["windows"]} <= set(range(8))


def test_bad_input_is_one_line(capsys, tmp_path):
    code, _, err = run_cli(capsys, "explain", tmp_path / "missing.txt")
    assert code == 2
    assert err.count("\n") == 1 and "missing.txt" in err


def test_explain_does_not_import_qt(tmp_path):
    import subprocess
    import sys

    corpus = lines_file(tmp_path, "aaa", "aba")
    code = (
        "import sys\nfrom bpe_viewer.cli import main\n"
        f"main(['explain', {str(corpus)!r}, '--unit', 'line', '--format', 'json'])\n"
        "assert 'PySide6' not in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
