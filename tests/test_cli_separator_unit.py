"""The command line cuts a fortune file at its separator lines: --unit separator
--separator TEXT, wherever --unit is taken (docs/rules.md s5)."""

from __future__ import annotations

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_train_cuts_at_separator_lines(capsys, tmp_path):
    path = tmp_path / "fortunes"
    path.write_bytes(b"aaa\n%\naba\n%\n")
    code, out, err = run_cli(
        capsys, "train", path, "--unit", "separator", "--separator", "%", "--merges", 2
    )
    assert code == 0
    assert out.splitlines() == [
        "corpus rank 0: pair=(97,97) count=2 replacements=1 token=256 bytes=[61, 61]",
        "corpus rank 1: pair=(97,98) count=1 replacements=1 token=257 bytes=[61, 62]",
    ]
    assert err.splitlines() == [
        "bpe-viewer: trained on 2 documents (unit: separator '%'): 2 of 2 merges learned, "
        "tie policy smallest"
    ]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            ["--unit", "separator"],
            "--unit separator needs --separator TEXT, the text of a separator line "
            "(fortune files: --separator '%')",
        ),
        (["--unit", "line", "--separator", "%"], "--separator applies only with --unit separator"),
        (
            ["--unit", "separator", "--separator", ""],
            "--separator: separator '': give the text of a separator line, without a line end",
        ),
    ],
)
@pytest.mark.parametrize("command", ["train", "count", "replay"])
def test_separator_options_that_do_not_fit_are_one_line(
    capsys, tmp_path, command, options, message
):
    path = tmp_path / "fortunes"
    path.write_bytes(b"aaa\n%\naba\n")
    argv = {
        "train": ["train", path],
        "count": ["count", path, "--pretokenize", "gpt2", "-o", tmp_path / "p.json"],
        "replay": ["replay", tmp_path / "table.json", path],
    }[command]
    code, out, err = run_cli(capsys, *argv, *options)
    assert (code, out) == (2, "")
    assert err == f"bpe-viewer: error: {message}\n"
