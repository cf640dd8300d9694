"""Hostile input, fourth sweep: totals that pass the count bound, a ``--separator`` that
is not UTF-8, a dictionary-encoded Parquet table that expands past the input limit, huge
pieces shown in messages, and the wording of a missing file."""

from __future__ import annotations

import pytest

from bpe_viewer.cli import main


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
