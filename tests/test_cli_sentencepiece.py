"""The command line with a SentencePiece BPE model: ``encode``, ``decode``, ``hexdump --text``,
``replay``, ``diff`` and ``export`` give what ``sentencepiece`` gives, or refuse in one line."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core.formats.run_json import load_run

spm = pytest.importorskip("sentencepiece")

TEXTS = ["hello world", "hello  wörld ぃぃ", "Ｆｕｌｌ ＷＩＤＴＨ lazy fox", "東京 😀", "", "   "]


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def sp(sentencepiece_model):
    return spm.SentencePieceProcessor(model_file=str(sentencepiece_model))


def test_encode_prints_the_model_ids(capsys, sentencepiece_model, sp):
    for text in TEXTS:
        code, out, err = run_cli(capsys, "encode", sentencepiece_model, text)
        assert (code, err) == (0, "")
        assert out == " ".join(map(str, sp.encode(text))) + "\n"


def test_encode_pieces_lists_each_piece_with_its_bytes(capsys, sentencepiece_model, sp):
    code, out, err = run_cli(
        capsys, "encode", sentencepiece_model, "hello ぃぃ", "--format", "pieces"
    )
    assert code == 0
    hello, space, unk = sp.encode("hello ぃぃ")
    assert unk == 0 and sp.id_to_piece(space) == "▁"
    assert 10 <= hello < 100 and 10 <= space < 100  # the ID column is two wide
    assert out.splitlines() == [
        f"0  {hello}  e2 96 81 68 65 6c 6c 6f  ▁hello",
        f"1  {space}  e2 96 81                 ▁",
        "2   0  e3 81 83 e3 81 83        ぃぃ",
    ]


def test_decode_gives_the_model_text(capsys, sentencepiece_model, sp):
    ids = sp.encode("hello world ぃ")
    code, out, err = run_cli(capsys, "decode", sentencepiece_model, *ids)
    assert code == 0
    assert out.splitlines()[1] == f"text: {sp.decode(ids)}"  # hello world  ⁇


def test_encode_refuses_the_byte_level_options_in_one_line(capsys, sentencepiece_model):
    code, out, err = run_cli(capsys, "encode", sentencepiece_model, "x", "--layout", "v1")
    assert code == 2
    assert err == (
        f"bpe-viewer: error: {sentencepiece_model}: --layout v1 does not apply to a "
        "SentencePiece model (its IDs are the model's, and it reads the text of control "
        "pieces as text)\n"
    )


def test_hexdump_text_dumps_the_normalized_text_by_piece(capsys, sentencepiece_model, sp):
    code, out, err = run_cli(
        capsys, "hexdump", sentencepiece_model, "--text", "ｈello  ぃ", "--format", "json"
    )
    assert code == 0
    spans = json.loads(out)["tokens"]
    assert [s["token_id"] for s in spans] == sp.encode("ｈello  ぃ")
    # ▁hello (NFKC of the full-width ｈ), ▁, ぃ (one <unk>): the normalized text's bytes
    assert [(s["offset"], s["length"]) for s in spans] == [(0, 8), (8, 3), (11, 3)]
    code, out, err = run_cli(capsys, "hexdump", sentencepiece_model, "--text", "hello")
    assert out.splitlines()[1].startswith("00000000  e2 96 81 68 65 6c 6c 6f  ")


def test_replay_on_a_corpus_and_reopen_the_saved_run(capsys, tmp_path, sentencepiece_model, sp):
    corpus = tmp_path / "c.txt"
    corpus.write_text("hello  world\nthe lazy fox ぃ\n", encoding="utf-8")
    saved = tmp_path / "replay.json"
    code, out, err = run_cli(
        capsys, "replay", sentencepiece_model, corpus, "--unit", "line", "-o", saved
    )
    assert code == 0, err
    assert err.startswith(f"bpe-viewer: replayed 99 rules of {sentencepiece_model} on 2 documents")
    run = load_run(saved)
    assert run.kind == "replay" and run.codec is not None
    assert run.document_bytes(0) == "▁hello▁world".encode()
    for text in TEXTS:
        assert run.encode(text) == sp.encode(text)
    code, out, err = run_cli(capsys, "hexdump", saved, "--document", "doc-2")
    assert code == 0
    assert out.splitlines()[1].startswith("00000000  e2 96 81 74 68 65|")  # ▁the


def test_diff_of_a_model_and_its_replay(capsys, tmp_path, sentencepiece_model):
    corpus = tmp_path / "c.txt"
    corpus.write_text("hello world\n", encoding="utf-8")
    saved = tmp_path / "replay.json"
    assert run_cli(capsys, "replay", sentencepiece_model, corpus, "-o", saved)[0] == 0
    code, out, err = run_cli(capsys, "diff", sentencepiece_model, saved)
    assert code == 0, err
    assert "first divergence: none (the tables are identical)" in out.splitlines()


def test_export_is_refused_in_one_line(capsys, tmp_path, sentencepiece_model):
    code, out, err = run_cli(
        capsys, "export", sentencepiece_model, "--to", "hf", "-o", tmp_path / "t.json"
    )
    assert code == 2
    assert err == (
        f"bpe-viewer: error: {sentencepiece_model}: a SentencePiece table cannot be exported "
        "as hf: export writes byte-level BPE formats only\n"
    )
    assert not (tmp_path / "t.json").exists()


def test_explain_narrates_a_table_instead_of_training_its_file(
    capsys, tmp_path, sentencepiece_model, sp
):
    code, out, err = run_cli(capsys, "explain", sentencepiece_model, "--round", "1")
    assert code == 0, err
    space = sp.piece_to_id("▁")
    assert out.startswith(
        # every ID as the vocabulary names it: the table's, then the model's in brackets
        f"Round 1: the table's rule of rank 1 merges (256 (—), 129 (—)) into token 257 "
        f"({space}) `▁` (bytes e2 96 81). This table has no corpus"
    )
    minbpe = tmp_path / "m.model"
    minbpe.write_text("minbpe v1\n\n0\n97 97\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "explain", minbpe, "--round", "0")
    assert code == 0
    assert out.startswith("Round 0: the table's rule of rank 0 merges (97, 97) into token 256")
