"""The command line opens today's tables: a tokenizer.json with a normalizer, a prefix
space and ignore_merges, and a .tiktoken file with special tokens inside its ranks and
a placeholder rank. ``encode``, ``replay``, ``hexdump --text`` and ``diff`` take them,
and the IDs printed are the libraries' own."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.interop import export

tokenizers = pytest.importorskip("tokenizers")
tiktoken = pytest.importorskip("tiktoken")
from tiktoken.load import load_tiktoken_bpe  # noqa: E402

SPECIAL = "<|endoftext|>"
CORPUS = [
    "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs. " * 3,
    f"Café crème cafe\u0301 ÉCOLE ｆｕｌｌ ｗｉｄｔｈ 日本語 {SPECIAL} emoji 🦀🦀 the end",
]
TEXTS = [
    "ＦＵＬＬ Café cafe\u0301 THE Fox",
    f"a{SPECIAL}b \u00a0nbsp 🦀 日本語",
    "\x00\x01 control \x7f",
    "",
]


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def _no_tiktoken_cache(monkeypatch):
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")


@pytest.fixture(scope="module")
def run():
    return train(CORPUS, 80, pretokenizer="gpt2", special_tokens=[SPECIAL])


@pytest.fixture
def hf_file(tmp_path, run) -> Path:
    path = tmp_path / "tokenizer.json"
    export(run, "hf", path)
    data = json.loads(path.read_text("utf-8"))
    data["normalizer"] = {
        "type": "Sequence",
        "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}],
    }
    data["pre_tokenizer"] = {
        "type": "ByteLevel",
        "add_prefix_space": True,
        "trim_offsets": True,
        "use_regex": True,
    }
    data["model"]["ignore_merges"] = True
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


@pytest.fixture
def tiktoken_file(tmp_path, run) -> Path:
    """The table's ranks renumbered around ``<|endoftext|>`` at 258 (inside the ranks)
    and a placeholder ``= 300``."""
    stem = tmp_path / "base"
    export(run, "tiktoken", stem)
    ranked = sorted(
        load_tiktoken_bpe(str(stem.with_suffix(".tiktoken"))).items(), key=lambda kv: kv[1]
    )
    lines, next_id = ["= 300"], 0
    for data, _rank in ranked:
        while next_id in (258, 300):
            next_id += 1
        lines.append(f"{base64.b64encode(data).decode()} {next_id}")
        next_id += 1
    path = tmp_path / "p50k-like.tiktoken"
    path.write_text("\n".join(sorted(lines, key=lambda x: int(x.split()[1]))) + "\n", "ascii")
    side = json.loads(stem.with_suffix(".json").read_text("utf-8"))
    side["special_tokens"] = {SPECIAL: 258}
    path.with_suffix(".json").write_text(json.dumps(side), "utf-8")
    return path


def _tiktoken(path: Path):
    side = json.loads(path.with_suffix(".json").read_text("utf-8"))
    return tiktoken.Encoding(
        name="t",
        pat_str=side["pat_str"],
        mergeable_ranks=load_tiktoken_bpe(str(path)),
        special_tokens=side["special_tokens"],
    )


def test_encode_prints_the_libraries_ids(capsys, hf_file, tiktoken_file):
    hf = tokenizers.Tokenizer.from_file(str(hf_file))
    enc = _tiktoken(tiktoken_file)
    for text in TEXTS:
        code, out, err = run_cli(capsys, "encode", hf_file, "--allow-special", "--", text)
        assert (code, out.split()) == (0, [str(i) for i in hf.encode(text).ids]), err
        code, out, err = run_cli(capsys, "encode", tiktoken_file, "--allow-special", "--", text)
        want = enc.encode(text, allowed_special="all")
        assert (code, out.split()) == (0, [str(i) for i in want]), err
    code, out, err = run_cli(capsys, "encode", tiktoken_file, "--allow-special", f"x{SPECIAL}")
    assert out.split()[-1] == "258"


def test_decode_of_a_placeholder_gives_no_bytes(capsys, tiktoken_file):
    code, out, err = run_cli(capsys, "decode", tiktoken_file, "300", "258", "300")
    assert (code, out) == (
        0,
        f"hex: {' '.join(f'{b:02x}' for b in SPECIAL.encode())}\ntext: {SPECIAL}\n",
    )


def test_hexdump_text_shows_the_bytes_the_table_encodes(capsys, hf_file):
    code, out, err = run_cli(capsys, "hexdump", hf_file, "--text", "ＦＵＬＬ Café")
    assert code == 0, err
    head, row = out.splitlines()
    assert head.startswith(
        "# text (--text after the table's normalizer NFKC, Lowercase; prefix space; "
        "ignore_merges) at stage 80 of 80: 11 bytes in "
    )
    # " full café": the prefix space, the full-width letters folded, lower case.
    assert row.startswith("00000000  20 66")
    assert row.endswith(" full café·")
    code, out, err = run_cli(capsys, "hexdump", hf_file, "--text", " full café")
    assert out.splitlines()[0].startswith("# text (--text) at stage 80 of 80: 11 bytes in ")


def test_replay_keeps_the_table_settings(capsys, tmp_path, hf_file, tiktoken_file):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("ＦＵＬＬ Café THE fox", "utf-8")
    out_file = tmp_path / "replayed.json"
    code, out, err = run_cli(capsys, "replay", hf_file, corpus, "-o", out_file)
    assert code == 0, err
    data = json.loads(out_file.read_text("utf-8"))
    assert data["normalizer"] == {
        "type": "Sequence",
        "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}],
    }
    assert (data["prefix_space"], data["ignore_merges"]) == (True, True)
    hf = tokenizers.Tokenizer.from_file(str(hf_file))
    for text in TEXTS:
        code, out, err = run_cli(capsys, "encode", out_file, "--allow-special", "--", text)
        assert out.split() == [str(i) for i in hf.encode(text).ids]
    out_file = tmp_path / "replayed-t.json"
    code, out, err = run_cli(capsys, "replay", tiktoken_file, corpus, "-o", out_file)
    assert code == 0, err
    assert json.loads(out_file.read_text("utf-8"))["reserved_ids"] == [300]
    code, out, err = run_cli(capsys, "decode", out_file, "300")
    assert out == "hex:\ntext:\n"


def test_diff_names_what_the_tables_do_to_text(capsys, tmp_path, run, hf_file, tiktoken_file):
    plain = tmp_path / "plain.json"
    export(run, "hf", plain)
    code, out, err = run_cli(capsys, "diff", hf_file, plain)
    assert code == 0, err
    assert (
        "settings: text before the merges: A normalizer NFKC, Lowercase; prefix space; "
        "ignore_merges, B as given"
    ) in out.splitlines()
    assert "first divergence: none (the tables are identical)" in out
    code, out, err = run_cli(capsys, "diff", tiktoken_file, plain)
    assert code == 0, err
    assert "first divergence: none (the tables are identical)" in out


def test_exporting_a_normalizer_as_tiktoken_is_one_line(capsys, tmp_path, hf_file):
    code, out, err = run_cli(capsys, "export", hf_file, "--to", "tiktoken", "-o", tmp_path / "t")
    assert code == 2
    assert err.count("\n") == 1
    assert "normalizer NFKC, Lowercase, prefix space cannot be written as tiktoken" in err
    assert not (tmp_path / "t.tiktoken").exists()


def test_trace_v1_refuses_a_table_that_changes_text(capsys, hf_file):
    code, out, err = run_cli(capsys, "encode", hf_file, "abc", "--format", "trace-v1")
    assert (code, out) == (2, "")
    assert err == (
        f"bpe-viewer: error: {hf_file}: cannot write trace-v1: the table's normalizer NFKC, "
        "Lowercase; prefix space; ignore_merges change the text before the merges, which "
        "apply-bpe-tokenizer-v1 cannot record\n"
    )


def test_encode_finds_an_lstrip_token_as_the_library(capsys, tmp_path, run):
    path = tmp_path / "mask.json"
    export(run, "hf", path)
    data = json.loads(path.read_text("utf-8"))
    data["added_tokens"].append({**data["added_tokens"][0], "content": "<mask>", "lstrip": True})
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    want = tokenizers.Tokenizer.from_file(str(path)).encode("the  <mask> fox").ids
    code, out, err = run_cli(capsys, "encode", path, "--allow-special", "the  <mask> fox")
    assert (code, out.split()) == (0, [str(i) for i in want]), err
    code, out, err = run_cli(
        capsys, "encode", path, "--allow-special", "--format", "pieces", "the  <mask> fox"
    )
    assert code == 0, err
    assert [line.split()[1] for line in out.splitlines()] == [str(i) for i in want]
    assert [line.endswith("<mask>") for line in out.splitlines()] == [False, False, True, False]
