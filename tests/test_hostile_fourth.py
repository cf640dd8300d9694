"""Hostile input, fourth sweep: totals that pass the count bound, a ``--separator`` that
is not UTF-8, a dictionary-encoded Parquet table that expands past the input limit, huge
pieces shown in messages, and the wording of a missing file."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import load
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_word_frequencies
from bpe_viewer.core.formats.run_json import RunFileError, load_run
from bpe_viewer.core.interop import TableError
from bpe_viewer.core.piecetable import PieceTableError, load_piece_table
from bpe_viewer.core.render import show_token
from bpe_viewer.core.trainer import Trainer


def one_line_error(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


@pytest.mark.parametrize("command", ["train", "replay", "hexdump", "explain", "count", "gui"])
def test_a_separator_that_is_not_utf8_names_the_option(capsys, tmp_path, command):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"ab\n%\ncd\n")
    message = one_line_error(
        capsys, command, corpus, "--unit", "separator", "--separator", "\udcff"
    )
    assert message == (
        f"bpe-viewer {command}: error: argument --separator: '\\xff' is not UTF-8 text "
        f"(byte ff at character 1) (see bpe-viewer {command} --help)"
    )


COUNT_MAX = 2**63 - 1


def piece_json(tmp_path: Path, rows: list[tuple[str, int]], name: str = "t.json") -> Path:
    path = tmp_path / name
    pieces = [{"piece": piece, "count": count} for piece, count in rows]
    doc = {"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2", "pieces": pieces}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


WEIGHT_PAST = (
    "the table's weight (each row's count times its length in bytes, added up) passes "
    "9223372036854775807, the largest pair count"
)


@pytest.mark.parametrize(
    "argv",
    [
        ("train", "{t}", "--merges", "2"),
        ("vocab", "{t}"),
        ("gui", "{t}", "--screenshot", "{png}"),
    ],
)
def test_a_piece_count_whose_weight_passes_the_bound_is_one_line(capsys, tmp_path, argv):
    table = piece_json(tmp_path, [("ababab", COUNT_MAX)])
    png = tmp_path / "m.png"
    message = one_line_error(capsys, *(a.format(t=table, png=png) for a in argv))
    assert message == f"bpe-viewer: error: {table} row 1: {WEIGHT_PAST}"
    assert not png.exists()


def test_the_row_where_the_total_passes_the_bound_is_named(capsys, tmp_path):
    # 2 * 2**61 fits; adding 3 * 2**61 makes 5 * 2**61, past 2**63 - 1.
    table = piece_json(tmp_path, [("ab", 2**61), ("xab", 2**61)])
    with pytest.raises(PieceTableError) as err:
        load_piece_table(table)
    assert str(err.value) == f"{table} row 2: {WEIGHT_PAST}"
    out = tmp_path / "r.json"
    message = one_line_error(capsys, "train", table, "--format", "json", "-o", out)
    assert message == f"bpe-viewer: error: {table} row 2: {WEIGHT_PAST}"
    assert not out.exists()


def test_a_table_whose_weight_reaches_the_bound_exactly_trains(tmp_path):
    table = load_piece_table(piece_json(tmp_path, [("a", COUNT_MAX - 2), ("b", 2)]))
    assert table.counts == (COUNT_MAX - 2, 2)


def test_a_word_table_whose_weight_passes_the_bound_names_the_word(tmp_path):
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"ab": 2**61, "xyz": 2**62}), encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        load_word_frequencies(path)
    assert str(err.value) == f"{path}: word 'xyz': {WEIGHT_PAST}"


def test_a_saved_run_whose_weights_pass_the_bound_names_the_document(capsys, tmp_path):
    table = piece_json(tmp_path, [("ab", 3), ("cd", 2)])
    out = tmp_path / "r.json"
    assert main(["train", str(table), "--merges", "1", "--format", "json", "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    load_run(out)  # the run as written loads
    data["documents"][1]["weight"] = COUNT_MAX // 2
    out.write_text(json.dumps(data), encoding="utf-8")
    doc_id = data["documents"][1]["id"]
    with pytest.raises(RunFileError) as err:
        load_run(out)
    assert str(err.value) == f"{out}: document {doc_id!r}: {WEIGHT_PAST}"


def test_the_trainer_refuses_weights_past_the_bound():
    with pytest.raises(ValueError, match=r"^sequence 1: the weights times"):
        Trainer([b"ab", b"cde"], 1, weights=[2**61, 2**61])
    assert [r.rule.token_bytes for r in Trainer([b"ab"], 1, weights=[COUNT_MAX // 2])] == [b"ab"]


def parquet_table(path: Path, pieces: list[str]) -> Path:
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    table = pa.table({"piece": pieces, "count": [1] * len(pieces)})
    meta = {b"format": b"bpe-viewer-pieces-v1", b"pretokenizer": b"gpt2"}
    pq.write_table(table.replace_schema_metadata(meta), path, use_dictionary=True)
    return path


def test_a_dictionary_encoded_parquet_table_is_sized_before_it_expands(
    capsys, tmp_path, monkeypatch
):
    # One 20 KB piece taken by 100 rows: 20 KB in the file's dictionary, 2 MB expanded.
    path = parquet_table(tmp_path / "fat.parquet", ["a" * 20_000] * 100)
    monkeypatch.setenv("BPE_VIEWER_MAX_INPUT_MB", "1")
    expected = (
        f"{path}: the table up to its pieces, each row's bytes added up (2.0 MB) is larger "
        "than the 1.0 MB input limit; raise it with the environment variable "
        "BPE_VIEWER_MAX_INPUT_MB (megabytes)"
    )
    with pytest.raises(PieceTableError) as err:
        load_piece_table(path)
    assert str(err.value) == expected
    assert one_line_error(capsys, "train", path) == f"bpe-viewer: error: {expected}"


def test_a_dictionary_encoded_parquet_table_within_the_limit_loads(tmp_path, monkeypatch):
    path = parquet_table(tmp_path / "ok.parquet", ["ab", " cd", "ab" * 3000])
    monkeypatch.setenv("BPE_VIEWER_MAX_INPUT_MB", "1")
    table = load_piece_table(path)
    assert table.pieces == (b"ab", b" cd", b"ab" * 3000)
    assert table.counts == (1, 1, 1)


LONG = "a" * 300
SHOWN_LONG = "'" + "a" * 26 + "…" + "a" * 13 + "' (300 characters)"


def test_show_token_cuts_a_long_piece_in_the_middle():
    assert show_token(b"ab") == "b'ab'"
    assert show_token(b"a" * 200_000) == ("b'" + "a" * 26 + "…" + "a" * 13 + "' (200,000 bytes)")
    assert show_token(LONG) == SHOWN_LONG
    assert show_token(b"\xff" * 41) == "b'" + "\\xff" * 26 + "…" + "\\xff" * 13 + "' (41 bytes)"


def test_a_repeated_long_piece_in_a_json_table_is_shown_short(tmp_path):
    table = piece_json(tmp_path, [(LONG, 1), (LONG, 2)])
    with pytest.raises(PieceTableError) as err:
        load_piece_table(table)
    shown = "b'" + "a" * 26 + "…" + "a" * 13 + "' (300 bytes)"
    assert str(err.value) == f"{table} row 2: piece {shown} repeats row 1"


def test_a_repeated_huge_piece_in_a_parquet_table_is_shown_short(tmp_path):
    path = parquet_table(tmp_path / "fat.parquet", ["a" * 200_000] * 3)
    with pytest.raises(PieceTableError) as err:
        load_piece_table(path)
    shown = "b'" + "a" * 26 + "…" + "a" * 13 + "' (200,000 bytes)"
    assert str(err.value) == f"{path} row 2: piece {shown} repeats row 1"


def test_a_long_word_in_a_word_table_is_shown_short(tmp_path):
    path = tmp_path / "w.json"
    path.write_text(json.dumps({LONG + "</w>": 2}), encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        load_word_frequencies(path)
    assert str(err.value).startswith(
        f"{path}: word '{'a' * 26}…{'a' * 9}</w>' (304 characters) contains the end-of-word"
    )


def test_a_long_token_of_a_tokenizer_json_is_shown_short(tmp_path):
    symbols = "".join(chr(c) for c in range(0x21, 0x7F))
    vocab = {ch: i for i, ch in enumerate(symbols)}
    doc = {
        "model": {"type": "BPE", "vocab": vocab, "merges": [f"{LONG} a"]},
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False},
    }
    path = tmp_path / "tokenizer.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == (
        f"{path}: merges entry 0: left token {SHOWN_LONG} was never made by an earlier merge"
    )


def test_a_repeated_long_tiktoken_token_is_shown_short(tmp_path):
    lines = [f"{base64.b64encode(bytes([b])).decode()} {b}" for b in range(256)]
    token = base64.b64encode(b"a" * 300).decode()
    lines += [f"{token} 256", f"{token} 257"]
    path = tmp_path / "t.tiktoken"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(TableError) as err:
        load(path)
    message = str(err.value)
    assert message.startswith(f"{path} line 258: token {SHOWN_LONG} repeats line 257")
    assert len(message) < 200


def test_export_names_the_file_the_user_gave_not_the_runs_corpus(capsys, tmp_path):
    corpus = tmp_path / "sp.txt"
    corpus.write_text("ﬁne ﬁne ab ab\n", encoding="utf-8")
    saved = tmp_path / "nf.json"
    argv = ["train", str(corpus), "--normalize", "nfkc", "--merges", "2"]
    assert main([*argv, "--format", "json", "-o", str(saved)]) == 0
    capsys.readouterr()
    out = tmp_path / "newf"
    message = one_line_error(capsys, "export", saved, "--to", "vocab-merges", "-o", out)
    assert message.startswith(f"bpe-viewer: error: {saved}: normalizer NFKC cannot be written ")
    assert not out.exists()


@pytest.mark.parametrize(
    "argv",
    [
        ("encode", "{m}", "ab"),
        ("vocab", "{m}"),
        ("explain", "{m}"),
        ("hexdump", "{m}"),
        ("train", "{m}"),
        ("count", "{m}", "--pretokenize", "gpt2", "-o", "{o}"),
    ],
)
def test_a_missing_file_is_one_wording_everywhere(capsys, tmp_path, argv):
    missing, out = tmp_path / "nope.json", tmp_path / "o.json"
    message = one_line_error(capsys, *(a.format(m=missing, o=out) for a in argv))
    assert message == f"bpe-viewer: error: {missing}: cannot read (No such file or directory)"


def test_a_tiktoken_line_of_one_field_says_field(tmp_path):
    path = tmp_path / "t.tiktoken"
    path.write_text("YQ==\n", encoding="utf-8")
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == f"{path} line 1: expected 'BASE64 RANK', got 1 field"


def test_a_long_document_id_used_twice_in_a_saved_run_is_shown_short(tmp_path):
    from bpe_viewer.core import train
    from bpe_viewer.core.formats.run_json import run_to_json

    data = json.loads(json.dumps(run_to_json(train([b"abab", b"abcd"], 1))))
    data["documents"][0]["id"] = data["documents"][1]["id"] = "d" * 300
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RunFileError) as err:
        load_run(path)
    shown = "'" + "d" * 26 + "…" + "d" * 13 + "' (300 characters)"
    assert str(err.value) == f"{path}: document ID {shown} is used twice"
