"""The command line: ``bpe-viewer encode`` and ``bpe-viewer decode`` (docs/rules.md s6)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from bpe_viewer.cli import main

CRAB = "\U0001f980"  # f0 9f a6 80


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code, out, err, *fragments):
    assert code == 2
    assert out == ""
    assert err.startswith("bpe-viewer: error: ")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, err


def _train(learn_llm: Path, folder: Path, fmt: str, name: str) -> Path:
    path = folder / name
    code = main(
        ["train", str(learn_llm / "tiny-bilingual-corpus.json")]
        + ["--split", str(learn_llm / "splits.json"), "--merges", "8"]
        + ["--format", fmt, "-o", str(path)]
    )
    assert code == 0
    return path


@pytest.fixture(scope="module")
def learn_files(tmp_path_factory, learn_llm_corpus):
    """The learn_llm run (train split, 8 merges) saved as JSON and as a bpe-merges-v1 trace."""
    folder = tmp_path_factory.mktemp("learn_llm")
    return (
        _train(learn_llm_corpus, folder, "json", "run.json"),
        _train(learn_llm_corpus, folder, "trace-v1", "run.trace"),
    )


@pytest.fixture(scope="module")
def run_file(learn_files):
    return learn_files[0]


@pytest.fixture(scope="module")
def special_run_file(tmp_path_factory):
    """A run with one special token: rule 0 is a+b (ID 256), ``<|e|>`` has ID 257."""
    from bpe_viewer.core import train
    from bpe_viewer.core.formats import run_json

    run = train([b"ab<|e|>ab"], 2, special_tokens=["<|e|>"])
    assert run.merge_count == 1
    path = tmp_path_factory.mktemp("special") / "special.json"
    run_json.save_run(run, path)
    return path


# --- encode: the docs/rules.md s6 values ---------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (["--hex", "20 d0 b0"], "0 258 178 1"),
        (["--hex", "20d0b0"], "0 258 178 1"),
        (["--hex", "20,D0,b0"], "0 258 178 1"),
        (["--hex", "ff fe"], "0 257 256 1"),
        ([CRAB], "0 242 161 168 130 1"),
        (["--hex", "f0 9f a6 80"], "0 242 161 168 130 1"),
        (["bee "], "0 100 103 265 1"),
        ([""], "0 1"),
    ],
)
def test_encode_layout_v1_spec_values(capsys, run_file, source, expected):
    code, out, err = run_cli(capsys, "encode", run_file, *source, "--layout", "v1")
    assert code == 0, err
    assert out == expected + "\n"


def test_encode_ids_without_layout(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "bee ")
    assert code == 0, err
    assert out == "98 101 263\n"
    code, out, _ = run_cli(capsys, "encode", run_file, "--hex", "20 d0 b0")
    assert out == "256 176\n"


def test_encode_empty_text_without_layout(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "")
    assert code == 0, err
    assert out == "\n"


def test_encode_text_starting_with_dash(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "--", "-e ")
    assert code == 0, err
    assert out == "45 263\n"


def test_encode_file_reads_exact_bytes(capsys, run_file, tmp_path):
    data = tmp_path / "input.bin"
    data.write_bytes(b"bee \r\n\xff\xfe")
    code, out, err = run_cli(capsys, "encode", run_file, "--file", data)
    assert code == 0, err
    assert out == "98 101 263 13 10 255 254\n"


def test_encode_file_dash_reads_stdin(capsys, run_file, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"bee ")))
    code, out, err = run_cli(capsys, "encode", run_file, "--file", "-", "--layout", "v1")
    assert code == 0, err
    assert out == "0 100 103 265 1\n"


def test_encode_accepts_a_trace_as_run(capsys, learn_files):
    _, trace = learn_files
    code, out, err = run_cli(capsys, "encode", trace, "--hex", "ff fe", "--layout", "v1")
    assert code == 0, err
    assert out == "0 257 256 1\n"


def test_encode_accepts_a_trace_with_another_tie_policy(capsys, tmp_path):
    # abcd: three tied pairs; "largest" picks (99,100), which the smallest rule rejects.
    corpus = tmp_path / "abcd.txt"
    corpus.write_bytes(b"abcd")
    trace = tmp_path / "largest.trace"
    code = main(
        ["train", str(corpus), "--merges", "1", "--tie", "largest"]
        + ["--format", "trace-v1", "-o", str(trace)]
    )
    assert code == 0
    code, out, err = run_cli(capsys, "encode", trace, "abcd")
    assert code == 0, err
    assert out == "97 98 256\n"


# --- encode: pieces ------------------------------------------------------------------------


def test_encode_pieces(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "bee ", "--format", "pieces")
    assert code == 0, err
    assert out.splitlines() == [
        "0   98  62     b",
        "1  101  65     e",
        "2  263  65 20  e\u2423",
    ]


def test_encode_pieces_layout_v1_shows_content_ids(capsys, run_file):
    code, out, err = run_cli(
        capsys, "encode", run_file, "--hex", "20 d0 b0", "--format", "pieces", "--layout", "v1"
    )
    assert code == 0, err
    assert out.splitlines() == ["0  258  20 d0  20 d0", "1  178  b0     b0"]


def test_encode_pieces_empty_input_prints_nothing(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "", "--format", "pieces")
    assert code == 0, err
    assert out == ""


# --- encode: trace-v1 ----------------------------------------------------------------------


def test_encode_trace_v1_bee(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file, "bee ", "--format", "trace-v1")
    assert code == 0, err
    lines = out.splitlines()
    assert out.endswith("\n")
    assert lines[0] == "TRACE apply-bpe-tokenizer-v1 BEGIN"
    assert lines[1] == (
        "LAYOUT version=1 bos=0 eos=1 content_offset=2 byte_count=256 merge_count=8 "
        "vocabulary_size=266"
    )
    assert sum(line.startswith("RULE ") for line in lines) == 8
    assert lines[2].startswith("RULE rank=0 training_pair=32,208 training_token=256 ")
    assert lines[10:] == [
        "CASE id=input input_hex=62,65,65,20",
        "INITIAL case=input tokens=100,103,103,34",
        "APPLIED case=input ranks=7",
        "CONTENT case=input tokens=100,103,265",
        "DOCUMENT case=input tokens=0,100,103,265,1",
        "PIECE case=input index=0 token=100 bytes_hex=62",
        "PIECE case=input index=1 token=103 bytes_hex=65",
        "PIECE case=input index=2 token=265 bytes_hex=65,20",
        "DECODED case=input bytes_hex=62,65,65,20",
        "TRACE apply-bpe-tokenizer-v1 END",
    ]


def test_encode_trace_v1_case_id_and_layout_flag(capsys, run_file):
    code, out, err = run_cli(
        capsys, "encode", run_file, "bee ", "--format", "trace-v1", "--case-id", "bee-1"
    )
    assert code == 0, err
    assert "INITIAL case=bee-1 tokens=100,103,103,34\n" in out
    # The format always uses layout v1; saying so changes nothing.
    code, again, _ = run_cli(
        capsys, "encode", run_file, "bee ", "--format", "trace-v1", "--case-id", "bee-1",
        "--layout", "v1",
    )  # fmt: skip
    assert code == 0
    assert again == out


def test_encode_trace_v1_of_a_run_with_special_tokens_counts_258_plus_k(capsys, special_run_file):
    code, out, err = run_cli(capsys, "encode", special_run_file, "ab", "--format", "trace-v1")
    assert code == 0, err
    assert "merge_count=1 vocabulary_size=259\n" in out
    assert "CONTENT case=input tokens=258\n" in out


# --- encode: special tokens ----------------------------------------------------------------


def test_encode_allow_special(capsys, special_run_file):
    code, out, err = run_cli(capsys, "encode", special_run_file, "ab<|e|>ab", "--allow-special")
    assert code == 0, err
    assert out == "256 257 256\n"
    code, out, _ = run_cli(
        capsys, "encode", special_run_file, "ab<|e|>ab", "--allow-special", "--layout", "v1"
    )
    assert out == "0 258 259 258 1\n"


def test_encode_without_allow_special_encodes_the_text_as_bytes(capsys, special_run_file):
    code, out, err = run_cli(capsys, "encode", special_run_file, "ab<|e|>ab")
    assert code == 0, err
    assert out == "256 60 124 101 124 62 256\n"


def test_encode_allow_special_pieces(capsys, special_run_file):
    code, out, err = run_cli(
        capsys, "encode", special_run_file, "<|e|>ab", "--allow-special", "--format", "pieces"
    )
    assert code == 0, err
    assert out.splitlines() == ["0  257  3c 7c 65 7c 3e  <|e|>", "1  256  61 62           ab"]


# --- encode: errors ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hex_text", "fragments"),
    [
        ("20 g0", ["--hex", "'g'", "position 3"]),
        ("20 d", ["--hex", "'d'", "position 3", "odd number"]),
        ("20d0b", ["--hex", "'20d0b'", "position 0", "odd number"]),
        ("0x20", ["--hex", "'x'", "position 1"]),
        ("20;d0", ["--hex", "';'", "position 2"]),
    ],
)
def test_encode_bad_hex(capsys, run_file, hex_text, fragments):
    assert_one_line_error(*run_cli(capsys, "encode", run_file, "--hex", hex_text), *fragments)


def test_encode_missing_run_file(capsys, tmp_path):
    missing = tmp_path / "missing.json"
    assert_one_line_error(*run_cli(capsys, "encode", missing, "bee "), str(missing), "cannot read")


def test_encode_corrupt_run_file(capsys, tmp_path):
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"format": "bpe-viewer-run", "version": 1,', encoding="utf-8")
    assert_one_line_error(*run_cli(capsys, "encode", corrupt, "bee "), str(corrupt), "line 1")


def test_encode_foreign_json_run_file(capsys, tmp_path):
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": 1}\n', encoding="utf-8")
    assert_one_line_error(*run_cli(capsys, "encode", foreign, "bee "), str(foreign))


def test_encode_corrupt_trace_names_the_line(capsys, learn_files, tmp_path):
    _, trace = learn_files
    lines = trace.read_text(encoding="utf-8").split("\n")
    lines[2] = "DOCUMENT stage=0 id=BAD tokens=1"
    broken = tmp_path / "broken.trace"
    broken.write_text("\n".join(lines), encoding="utf-8")
    assert_one_line_error(*run_cli(capsys, "encode", broken, "bee "), f"{broken} line 3")


def test_encode_missing_input_file(capsys, run_file, tmp_path):
    missing = tmp_path / "nothing.txt"
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "--file", missing), str(missing), "cannot read"
    )


def test_encode_trace_v1_refuses_empty_input(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "--hex", "", "--format", "trace-v1"),
        "empty input",
    )


def test_encode_trace_v1_refuses_input_no_rule_changes(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "zz", "--format", "trace-v1"),
        "no rule applies",
        "7a 7a",
    )


def test_encode_trace_v1_refuses_bad_case_id(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "bee ", "--format", "trace-v1", "--case-id", "Bee"),
        "--case-id",
        "'Bee'",
    )


def test_encode_case_id_needs_trace_format(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "bee ", "--case-id", "bee"), "--case-id"
    )


def test_encode_trace_v1_refuses_allow_special(capsys, special_run_file):
    assert_one_line_error(
        *run_cli(
            capsys, "encode", special_run_file, "ab", "--format", "trace-v1", "--allow-special"
        ),
        "--allow-special",
    )


def test_encode_text_that_is_not_utf8(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "encode", run_file, "a\udcff"), "U+DCFF", "position 1", "--hex"
    )


def test_encode_needs_exactly_one_input(capsys, run_file):
    code, out, err = run_cli(capsys, "encode", run_file)
    assert code == 2
    assert "one of the arguments TEXT --file --batch --hex is required" in err
    code, out, err = run_cli(capsys, "encode", run_file, "bee ", "--hex", "20")
    assert code == 2
    assert "not allowed" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["{run}", "--layout", "v1", "bee "],
        ["--layout", "v1", "{run}", "bee "],
        ["{run}", "bee ", "--layout", "v1"],
        ["--layout", "v1", "--format", "ids", "{run}", "bee "],
        ["{run}", "--format", "ids", "bee ", "--layout", "v1"],
    ],
)
def test_encode_options_anywhere(capsys, run_file, argv):
    # docs/rules.md s6: `bee ` with the 8 learn_llm rules is content 100,103,265
    code, out, err = run_cli(capsys, "encode", *(a.format(run=run_file) for a in argv))
    assert (code, out, err) == (0, "0 100 103 265 1\n", "")


def test_decode_options_anywhere(capsys, run_file):
    code, out, err = run_cli(capsys, "decode", run_file, "--layout", "v1", "0", "258", "178", "1")
    assert code == 0 and out.startswith("hex: 20 d0 b0")


# --- decode --------------------------------------------------------------------------------


def test_decode_layout_v1_spec_pair_gives_the_same_bytes(capsys, run_file):
    # docs/rules.md s6: [34, 259] and [258, 178] decode to the same bytes 20 d0 b0.
    outputs = []
    for content in (["34", "259"], ["258", "178"]):
        code, out, err = run_cli(capsys, "decode", run_file, "0", *content, "1", "--layout", "v1")
        assert code == 0, err
        outputs.append(out)
    assert outputs[0] == outputs[1] == "hex: 20 d0 b0\ntext:  \u0430\n"


def test_decode_training_ids(capsys, run_file):
    code, out, err = run_cli(capsys, "decode", run_file, "256", "176")
    assert code == 0, err
    assert out == "hex: 20 d0 b0\ntext:  \u0430\n"


def test_decode_round_trips_encode(capsys, run_file):
    code, out, _ = run_cli(capsys, "encode", run_file, CRAB, "--layout", "v1")
    assert code == 0
    code, out, err = run_cli(capsys, "decode", run_file, *out.split(), "--layout", "v1")
    assert code == 0, err
    assert out == f"hex: f0 9f a6 80\ntext: {CRAB}\n"


def test_decode_comma_separated_ids(capsys, run_file):
    code, out, err = run_cli(capsys, "decode", run_file, "0,100,103,265,1", "--layout", "v1")
    assert code == 0, err
    assert out == "hex: 62 65 65 20\ntext: bee \n"


def test_decode_incomplete_fragment_reports_offset(capsys, run_file):
    # 256 is "20 d0": the Cyrillic letter is cut after its lead byte.
    code, out, err = run_cli(capsys, "decode", run_file, "256")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "hex: 20 d0"
    assert lines[1].startswith("text: invalid UTF-8 at byte offset 1")
    assert lines[2] == "escaped:  \\xd0"


def test_decode_invalid_bytes_escaped(capsys, run_file):
    code, out, err = run_cli(capsys, "decode", run_file, "0", "257", "256", "1", "--layout", "v1")
    assert code == 0, err
    assert out.splitlines() == [
        "hex: ff fe",
        "text: invalid UTF-8 at byte offset 0: byte ff at offset 0 is never valid in UTF-8",
        "escaped: \\xff\\xfe",
    ]


def test_decode_empty_document(capsys, run_file):
    code, out, err = run_cli(capsys, "decode", run_file, "0", "1", "--layout", "v1")
    assert code == 0, err
    assert out == "hex:\ntext:\n"


def test_decode_special_token(capsys, special_run_file):
    code, out, err = run_cli(capsys, "decode", special_run_file, "256", "257", "256")
    assert code == 0, err
    assert out == "hex: 61 62 3c 7c 65 7c 3e 61 62\ntext: ab<|e|>ab\n"


def test_decode_accepts_a_trace_as_run(capsys, learn_files):
    _, trace = learn_files
    code, out, err = run_cli(capsys, "decode", trace, "0", "258", "178", "1", "--layout", "v1")
    assert code == 0, err
    assert out.startswith("hex: 20 d0 b0\n")


# --- decode: errors ------------------------------------------------------------------------


def test_decode_unknown_id_names_its_position(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "decode", run_file, "98", "264", "101"), "position 1", "264"
    )


def test_decode_unknown_id_layout_v1_names_its_position(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "decode", run_file, "0", "100", "266", "1", "--layout", "v1"),
        "position 2",
        "unknown token ID 266",
    )


def test_decode_negative_id_names_its_position(capsys, run_file):
    assert_one_line_error(*run_cli(capsys, "decode", run_file, "98", "-1"), "position 1", "-1")


@pytest.mark.parametrize(("control", "name"), [("0", "BOS"), ("1", "EOS")])
def test_decode_control_id_inside_content_names_its_position(capsys, run_file, control, name):
    assert_one_line_error(
        *run_cli(capsys, "decode", run_file, "0", "100", "103", control, "1", "--layout", "v1"),
        "position 3",
        name,
        "inside content",
    )


def test_decode_layout_v1_missing_bos(capsys, run_file):
    assert_one_line_error(
        *run_cli(capsys, "decode", run_file, "100", "1", "--layout", "v1"), "position 0", "BOS"
    )


@pytest.mark.parametrize("bad", ["x", "1.5", "0x10", "1_0", "\u0663"])
def test_decode_non_integer_id_names_its_position(capsys, run_file, bad):
    assert_one_line_error(
        *run_cli(capsys, "decode", run_file, "98,101", bad, "263"),
        "position 2",
        repr(bad),
        "not an integer",
    )


def test_decode_missing_run_file(capsys, tmp_path):
    missing = tmp_path / "missing.json"
    assert_one_line_error(*run_cli(capsys, "decode", missing, "98"), str(missing), "cannot read")


def test_decode_corrupt_run_file(capsys, tmp_path):
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_bytes(b"\xff\xfe not json")
    assert_one_line_error(*run_cli(capsys, "decode", corrupt, "98"), str(corrupt), "UTF-8")


def test_decode_no_ids(capsys, run_file):
    assert_one_line_error(*run_cli(capsys, "decode", run_file, ","), "no token IDs")


def test_encode_trace_v1_refused_for_a_pretokenized_run(capsys, tmp_path):
    """apply-bpe-tokenizer-v1 has no piece boundaries: one line, not a self-contradicting trace."""
    corpus = tmp_path / "sb.txt"
    corpus.write_bytes(b"sb sb sb")
    run = tmp_path / "sb.run.json"
    code, _out, err = run_cli(
        capsys,
        "train",
        corpus,
        "--pretokenize",
        "gpt2",
        "--merges",
        2,
        "--format",
        "json",
        "-o",
        run,
    )
    assert code == 0, err
    # The pieces sba | 's | b: rule 0 (s,b) -> 256 applies inside "sba" only.
    code, out, err = run_cli(capsys, "encode", run, "sba'sb")
    assert (code, out) == (0, "256 97 39 115 98\n")
    code, out, err = run_cli(capsys, "encode", run, "sba'sb", "--format", "trace-v1")
    assert_one_line_error(code, out, err, str(run), "trace-v1", "pre-tokenization (gpt2)")


# --- encode --batch: one line of IDs per input line ------------------------------------------


@pytest.fixture()
def batch_run(tmp_path):
    """Rules (a, b) -> 256 and (256, a) -> 257, learned on ``ababa``; one special ``<s>``."""
    from bpe_viewer.core import train
    from bpe_viewer.core.formats import run_json

    run = train([b"aba", b"aba", b"ab"], 2, special_tokens=["<s>"])
    assert [(r.left, r.right) for r in run.rules] == [(97, 98), (256, 97)]
    path = tmp_path / "run.json"
    run_json.save_run(run, path)
    return path


def test_encode_batch_prints_one_line_of_ids_per_line(capsys, tmp_path, batch_run):
    lines = tmp_path / "lines.txt"
    lines.write_bytes(b"aba\r\n\nab<s>b\nba")
    code, out, err = run_cli(capsys, "encode", batch_run, "--batch", lines)
    assert (code, err) == (0, "")
    # the empty line gives an empty line; <s> is bytes without --allow-special
    assert out == "257\n\n256 60 115 62 98\n98 97\n"
    code, out, err = run_cli(capsys, "encode", batch_run, "--batch", lines, "--allow-special")
    assert out == "257\n\n256 258 98\n98 97\n"
    code, out, err = run_cli(capsys, "encode", batch_run, "--batch", lines, "--layout", "v1")
    assert out == "0 259 1\n0 1\n0 258 62 117 64 100 1\n0 100 99 1\n"


def test_encode_batch_equals_encode_line_by_line(capsys, tmp_path, batch_run):
    texts = ["abab aba", "", "bbaab", "ab" * 40]
    lines = tmp_path / "lines.txt"
    lines.write_text("\n".join(texts) + "\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "encode", batch_run, "--batch", lines)
    assert code == 0
    singles = []
    for text in texts:
        singles.append(run_cli(capsys, "encode", batch_run, text)[1])
    assert out == "".join(singles)


def test_encode_batch_reads_standard_input(capsys, monkeypatch, batch_run):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"ab\naba\n")))
    code, out, err = run_cli(capsys, "encode", batch_run, "--batch", "-")
    assert (code, out) == (0, "256\n257\n")


def test_encode_batch_refuses_other_formats_and_inputs(capsys, tmp_path, batch_run):
    lines = tmp_path / "lines.txt"
    lines.write_bytes(b"ab\n")
    assert_one_line_error(
        *run_cli(capsys, "encode", batch_run, "--batch", lines, "--format", "pieces"),
        "--batch prints IDs only (--format pieces cannot apply)",
    )
    assert_one_line_error(
        *run_cli(capsys, "encode", batch_run, "--batch", lines, "--format", "trace-v1"),
        "--batch prints IDs only",
    )
    assert_one_line_error(
        *run_cli(capsys, "encode", batch_run, "ab", "--batch", lines),
        "argument --batch not allowed with argument TEXT",
    )
    assert_one_line_error(
        *run_cli(capsys, "encode", batch_run, "--batch", tmp_path / "missing.txt"),
        "missing.txt",
    )
