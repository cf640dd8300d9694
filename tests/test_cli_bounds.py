"""Numbers out of range and tables too large to build, on the command line: one line,
exit status 2, naming the file and the row or line (docs/rules.md s10)."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from bpe_viewer.cli import main


def one_line_error(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("bpe-viewer: error: "), err
    return err.strip().removeprefix("bpe-viewer: error: ")


def piece_table(path: Path, count: int) -> Path:
    rows = [{"piece": "ab", "count": 3}, {"piece": " ab", "count": count}]
    path.write_text(
        json.dumps({"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2", "pieces": rows})
    )
    return path


@pytest.mark.parametrize("command", ["train", "vocab"])
@pytest.mark.parametrize(
    ("count", "shown"),
    [(10**30, "10000000000000000000… (31 digits)"), (2**64 - 1, "18446744073709551615")],
)
def test_piece_counts_past_63_bits(capsys, tmp_path, command, count, shown):
    path = piece_table(tmp_path / "p.json", count)
    message = one_line_error(capsys, command, path, "--merges", 2)
    assert message == f"{path} row 2: count {shown} is outside 0..9223372036854775807"


def test_piece_count_at_the_top_trains(capsys, tmp_path):
    # The table's weight (count times bytes): 3 * 2 for "ab" plus top * 3 for " ab".
    top = (2**63 - 1 - 6) // 3
    path = piece_table(tmp_path / "p.json", top)
    assert main(["train", str(path), "--merges", "1"]) == 0
    out = capsys.readouterr().out
    assert f"count={top + 3} " in out  # (97,98) stands in both rows
    path = piece_table(tmp_path / "p.json", top + 1)
    message = one_line_error(capsys, "train", path, "--merges", 1)
    assert message.startswith(f"{path} row 2: the table's weight ")


def test_word_frequency_of_101_digits(capsys, tmp_path):
    path = tmp_path / "w.json"
    path.write_text('{"low": 5, "lower": 1' + "0" * 100 + "}")
    message = one_line_error(capsys, "train-words", path, "--merges", 2)
    assert message.startswith(f"{path}: word 'lower': frequency 10000000000000000000…")


def test_ids_past_32_bits_are_refused_before_encode_prints_them(capsys, tmp_path):
    ranks = tmp_path / "t.tiktoken"
    ranks.write_text(
        "".join(f"{base64.b64encode(bytes([b])).decode()} {b}\n" for b in range(256))
        + "YWI= 4294967296\n"
    )
    message = one_line_error(capsys, "encode", ranks, "ab")
    assert message == f"{ranks} line 257: rank 4294967296 is outside 0..4294967295"


def test_a_minbpe_digit_that_is_not_ascii(capsys, tmp_path):
    model = tmp_path / "m.model"
    model.write_text("minbpe v1\n\n0\n97 ²\n")
    message = one_line_error(capsys, "encode", model, "aa")
    assert message == f"{model} line 4: right token ID '²' is not a whole number (ASCII digits 0-9)"


def test_a_doubling_minbpe_model(capsys, tmp_path):
    model = tmp_path / "bomb.model"
    lines = ["minbpe v1", "", "0", "97 97", *(f"{256 + i} {256 + i}" for i in range(40))]
    model.write_text("\n".join(lines) + "\n")
    message = one_line_error(capsys, "encode", model, "aa")
    assert message.startswith(f"{model}: the table up to {model} line 31 (")
    assert message.endswith(
        "raise it with the environment variable BPE_VIEWER_MAX_INPUT_MB (megabytes)"
    )
