"""``train --normalize`` and ``--special-ids``: the saved run, encode, the exports and the
one-line refusals."""

from __future__ import annotations

import json

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_normalize_is_applied_recorded_and_used_by_encode(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_text("cafe\u0301 caf\u00e9 cafe\u0301\n", encoding="utf-8")
    saved = tmp_path / "run.json"
    code, out, err = run_cli(
        capsys,
        "train",
        corpus,
        "--merges",
        "4",
        "--normalize",
        "nfc",
        "--format",
        "json",
        "-o",
        saved,
    )
    assert code == 0
    assert err.splitlines()[-1].endswith(", tie policy smallest, text normalized to NFC")
    assert json.loads(saved.read_text("utf-8"))["normalizer"] == {"type": "NFC"}
    # both spellings of café are one text after NFC, and encode to the same IDs
    code, composed, _ = run_cli(capsys, "encode", saved, "caf\u00e9")
    code, decomposed, _ = run_cli(capsys, "encode", saved, "cafe\u0301")
    assert composed == decomposed == "259\n"
    code, out, err = run_cli(capsys, "hexdump", saved, "--text", "cafe\u0301", "--format", "json")
    assert json.loads(out)["tokens"] == [{"offset": 0, "length": 5, "token_id": 259}]


def test_special_ids_after_bytes(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_text("low lower <|endoftext|> lowest <|pad|> low", encoding="utf-8")
    saved = tmp_path / "run.json"
    code, out, err = run_cli(
        capsys,
        "train",
        corpus,
        "--merges",
        "3",
        "--special-token",
        "<|endoftext|>",
        "--special-token",
        "<|pad|>",
        "--special-ids",
        "after-bytes",
        "--format",
        "json",
        "-o",
        saved,
    )
    assert code == 0
    assert err.splitlines()[-1] == (
        "bpe-viewer: special tokens right after the bytes (<|endoftext|> 256, <|pad|> 257); "
        "the learned tokens from 258 in encode, the saved run and the exports (the rank "
        "lines keep the layout of docs/rules.md s4)"
    )
    code, out, err = run_cli(capsys, "encode", saved, "<|endoftext|>low<|pad|>", "--allow-special")
    assert out == "256 259 257\n"  # low: rank 1 (l o, then lo w), 258 + 1


def test_trace_v1_and_piece_tables_refuse_the_options_in_one_line(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_text("abc abc", encoding="utf-8")
    code, out, err = run_cli(capsys, "train", corpus, "--normalize", "nfkc", "--format", "trace-v1")
    assert (code, out) == (2, "")
    assert err == (
        "bpe-viewer: error: --format trace-v1 cannot record --normalize or --special-ids "
        "after-bytes (bpe-merges-v1 has the text as it is and the IDs of docs/rules.md s4); "
        "use --format json\n"
    )
    pieces = tmp_path / "pieces.json"
    assert run_cli(capsys, "count", corpus, "--pretokenize", "gpt2", "-o", pieces)[0] == 0
    code, out, err = run_cli(capsys, "train", pieces, "--normalize", "nfc")
    assert code == 2
    assert err == (
        f"bpe-viewer: error: {pieces}: --normalize does not apply to a piece table (its "
        "pieces were counted from the text as it was; normalize the text before "
        "`bpe-viewer count`)\n"
    )


def test_train_flags_make_one_spec_the_saved_run_keeps(capsys, tmp_path):
    """The train command builds one TrainingSpec from its flags; the saved run keeps
    what the fields alone do not say (the vocabulary size asked for)."""
    from bpe_viewer.core.formats.run_json import load_run
    from bpe_viewer.core.spec import TrainingSpec

    corpus = tmp_path / "c.txt"
    corpus.write_text("ab ab ab<e>ab cd cd\nab\n", encoding="utf-8")
    saved = tmp_path / "run.json"
    argv = ["train", corpus, "--vocab-size", "260", "--tie", "first", "--unit", "line"]
    argv += ["--special-token", "<e>", "--pretokenize", "whitespace", "--format", "json"]
    code, _, _ = run_cli(capsys, *argv, "-o", saved)
    assert code == 0
    data = json.loads(saved.read_text("utf-8"))
    assert data["minor_version"] == 3
    spec = TrainingSpec(
        merges=3,
        vocab_size=260,
        tie="first",
        unit="line",
        pretokenizer="whitespace",
        special_tokens=(b"<e>",),
    )
    assert TrainingSpec.from_json(data["spec"]) == spec
    assert load_run(saved).spec == spec
