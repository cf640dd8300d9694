"""``bpe-viewer hexdump``: the text and JSON formats, inputs and bad input."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.cli import main
from bpe_viewer.core.reference import naive_train


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def overlap_file(tmp_path):
    path = tmp_path / "ab.txt"
    path.write_text("aaa\naba\n", encoding="utf-8")
    return path


EXAMPLE = ("--unit", "line", "--merges", 2, "--document", "doc-1", "--stage", 1)


def test_json_example(capsys, tmp_path):
    code, out, err = run_cli(
        capsys, "hexdump", overlap_file(tmp_path), *EXAMPLE, "--format", "json"
    )
    assert code == 0, err
    assert json.loads(out) == {
        "document": "doc-1",
        "stage": 1,
        "tokens": [
            {"offset": 0, "length": 2, "token_id": 256},
            {"offset": 2, "length": 1, "token_id": 97},
        ],
    }


def test_text_example(capsys, tmp_path):
    code, out, err = run_cli(capsys, "hexdump", overlap_file(tmp_path), *EXAMPLE)
    assert code == 0, err
    legend, line = out.splitlines()
    assert legend.startswith("# doc-1 ")
    assert "stage 1 of 2" in legend and "'|'" in legend
    assert line.startswith("00000000  61 61|61")
    assert line.endswith("aaa")
    # The hex column is padded to 16 bytes, so the text starts where a full line's does.
    assert line.index("aaa") == len("00000000  ") + 16 * 3 - 1 + 2


def test_defaults_are_the_first_document_and_the_last_stage(capsys, tmp_path):
    code, out, _ = run_cli(
        capsys,
        "hexdump",
        overlap_file(tmp_path),
        "--unit",
        "line",
        "--merges",
        2,
        "--format",
        "json",
    )
    assert code == 0
    assert json.loads(out)["document"] == "doc-1"
    assert json.loads(out)["stage"] == 2
    code, out, _ = run_cli(
        capsys,
        "hexdump",
        overlap_file(tmp_path),
        "--unit",
        "line",
        "--merges",
        2,
        "--stage",
        -2,
        "--document",
        "doc-2",
        "--format",
        "json",
    )
    assert json.loads(out) == {
        "document": "doc-2",
        "stage": 1,
        "tokens": [
            {"offset": 0, "length": 1, "token_id": 97},
            {"offset": 1, "length": 1, "token_id": 98},
            {"offset": 2, "length": 1, "token_id": 97},
        ],
    }


def test_unknown_document_names_the_valid_ids(capsys, learn_llm_json, learn_llm_splits):
    code, out, err = run_cli(
        capsys,
        "hexdump",
        learn_llm_json,
        "--split",
        learn_llm_splits,
        "--merges",
        8,
        "--document",
        "nope",
    )
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "no document 'nope'" in err
    assert "en-river-dawn, ru-river-dawn, en-clock-shop" in err
    assert "(12 documents)" in err


def test_stage_out_of_range_names_the_last_stage(capsys, tmp_path):
    code, out, err = run_cli(
        capsys, "hexdump", overlap_file(tmp_path), "--unit", "line", "--merges", 2, "--stage", 3
    )
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "stages run from 0 to 2 (the last stage)" in err
    code, _, err = run_cli(
        capsys, "hexdump", overlap_file(tmp_path), "--unit", "line", "--stage", -99
    )
    assert code == 2 and "no stage -99" in err


def test_missing_input(capsys, tmp_path):
    code, _, err = run_cli(capsys, "hexdump", tmp_path / "absent.txt")
    assert code == 2
    assert "absent.txt: cannot read (No such file or directory)" in err


def test_saved_run_and_trace_give_the_same_spans(
    capsys, tmp_path, learn_llm_json, learn_llm_splits
):
    run_file = tmp_path / "learn.bpe-run.json"
    trace = tmp_path / "learn.trace"
    assert (
        main(
            [
                "train",
                str(learn_llm_json),
                "--split",
                str(learn_llm_splits),
                "--merges",
                "8",
                "--format",
                "json",
                "-o",
                str(run_file),
            ]
        )
        == 0
    )
    assert (
        main(
            [
                "train",
                str(learn_llm_json),
                "--split",
                str(learn_llm_splits),
                "--merges",
                "8",
                "--format",
                "trace-v1",
                "-o",
                str(trace),
            ]
        )
        == 0
    )
    capsys.readouterr()
    outputs = []
    for source in (run_file, trace):
        code, out, err = run_cli(
            capsys, "hexdump", source, "--document", "ru-river-dawn", "--format", "json"
        )
        assert code == 0, err
        outputs.append(json.loads(out))
    assert outputs[0] == outputs[1]
    assert outputs[0]["stage"] == 8
    assert outputs[0]["tokens"][0]["offset"] == 0


def test_learn_llm_stage_1_shows_the_first_merge(capsys, learn_llm_json, learn_llm_splits):
    code, out, err = run_cli(
        capsys,
        "hexdump",
        learn_llm_json,
        "--split",
        learn_llm_splits,
        "--merges",
        8,
        "--stage",
        1,
        "--document",
        "ru-river-dawn",
        "--format",
        "json",
    )
    assert code == 0, err
    data = json.loads(learn_llm_json.read_text(encoding="utf-8"))
    text = next(d["text"] for d in data if d["id"] == "ru-river-dawn").encode()
    expected = []
    i = 0
    while i < len(text):  # the naive stage 1: merge (32, 208) left to right
        if text[i : i + 2] == b" \xd0":
            expected.append({"offset": i, "length": 2, "token_id": 256})
            i += 2
        else:
            expected.append({"offset": i, "length": 1, "token_id": text[i]})
            i += 1
    assert json.loads(out)["tokens"] == expected


def test_output_file(capsys, tmp_path):
    target = tmp_path / "dump.txt"
    code, out, _ = run_cli(capsys, "hexdump", overlap_file(tmp_path), *EXAMPLE, "-o", target)
    assert code == 0 and out == ""
    assert target.read_text(encoding="utf-8").splitlines()[1].endswith("aaa")


@settings(max_examples=30, deadline=None)
@given(
    docs=st.lists(
        st.text(alphabet="ab\u0431 \U0001f600", min_size=1, max_size=10), min_size=1, max_size=4
    ),
    merges=st.integers(0, 6),
    data=st.data(),
)
def test_json_against_naive_offsets(docs, merges, data):
    encoded = [d.encode() for d in docs]
    rounds = naive_train(encoded, merges)
    stage = data.draw(st.integers(0, len(rounds)))
    index = data.draw(st.integers(0, len(docs) - 1))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "corpus.jsonl"
        path.write_text("".join(json.dumps({"text": d}) + "\n" for d in docs), encoding="utf-8")
        out_path = Path(folder) / "out.json"
        code = main(
            [
                "hexdump",
                str(path),
                "--merges",
                str(merges),
                "--stage",
                str(stage),
                "--document",
                f"doc-{index + 1}",
                "--format",
                "json",
                "-o",
                str(out_path),
            ]
        )
        assert code == 0
        result = json.loads(out_path.read_text(encoding="utf-8"))
    vocab = {i: bytes([i]) for i in range(256)}
    for rank, rnd in enumerate(rounds):
        vocab[256 + rank] = vocab[rnd.pair[0]] + vocab[rnd.pair[1]]
    tokens = list(encoded[index]) if stage == 0 else rounds[stage - 1].stage_after[index]
    expected, offset = [], 0
    for token in tokens:
        expected.append({"offset": offset, "length": len(vocab[token]), "token_id": token})
        offset += len(vocab[token])
    assert result == {"document": f"doc-{index + 1}", "stage": stage, "tokens": expected}
    # Every byte covered once, in order.
    assert offset == len(encoded[index])


def write_table(folder):
    """A vocab.json + merges.txt pair whose IDs are not bpe-viewer's."""
    folder.mkdir()
    (folder / "vocab.json").write_text('{"a": 5, "b": 7, "ab": 9, "c": 3}', encoding="utf-8")
    (folder / "merges.txt").write_text("#version: 0.2\na b\n", encoding="utf-8")
    return folder


def test_text_with_a_merge_table_keeps_its_ids(capsys, tmp_path):
    table = write_table(tmp_path / "table")
    code, out, err = run_cli(capsys, "hexdump", table, "--text", "abcab", "--format", "json")
    assert code == 0, err
    assert json.loads(out) == {
        "document": "text",
        "stage": 1,
        "tokens": [
            {"offset": 0, "length": 2, "token_id": 9},
            {"offset": 2, "length": 1, "token_id": 3},
            {"offset": 3, "length": 2, "token_id": 9},
        ],
    }
    code, out, _ = run_cli(capsys, "hexdump", table, "--text", "abcab", "--stage", 0)
    assert out.splitlines()[1].startswith("00000000  61|62|63|61|62")
    # A table holds no documents: without --text it says what to do.
    code, out, err = run_cli(capsys, "hexdump", table)
    assert code == 2 and "give --text TEXT" in err
    # A byte the table has no ID for is named.
    code, _, err = run_cli(capsys, "hexdump", table, "--text", "x")
    assert code == 2 and "byte 78 has no token ID" in err


def test_text_with_a_saved_run(capsys, tmp_path):
    run_file = tmp_path / "ab.bpe-run.json"
    assert (
        main(
            [
                "train",
                str(overlap_file(tmp_path)),
                "--unit",
                "line",
                "--merges",
                "2",
                "--format",
                "json",
                "-o",
                str(run_file),
            ]
        )
        == 0
    )
    capsys.readouterr()
    code, out, err = run_cli(
        capsys, "hexdump", run_file, "--text", "aaab", "--stage", 1, "--format", "json"
    )
    assert code == 0, err
    # docs/rules.md s6: frozen rule 0 (97,97) applied left to right: aa, a, b.
    assert [t["token_id"] for t in json.loads(out)["tokens"]] == [256, 97, 98]
    code, _, err = run_cli(capsys, "hexdump", run_file, "--text", "a", "--document", "doc-1")
    assert code == 2 and "not both" in err
