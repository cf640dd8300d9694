"""A run the command line writes opens again on the command line (docs/rules.md s7.1)."""

from __future__ import annotations

from bpe_viewer.cli import main


def test_a_run_trained_on_a_piece_table_encodes(capsys, tmp_path):
    """The steps of the report: count, train on the table, encode with the saved run."""
    text = tmp_path / "four.txt"
    text.write_text("the cat sat\nthe cat ran\nthe dog sat\nthe the the\n")
    table, run = tmp_path / "p.json", tmp_path / "pr.json"
    args = ["count", text, "--unit", "line", "--pretokenize", "gpt4", "-o", table]
    assert main([str(a) for a in args]) == 0
    args = ["train", table, "--merges", "5", "--format", "json", "-o", run]
    assert main([str(a) for a in args]) == 0
    capsys.readouterr()
    assert main(["encode", str(run), "the cat"]) == 0
    out, err = capsys.readouterr()
    assert out.split() == ["257", "259", "258"], (out, err)
    assert main(["vocab", str(run), "--format", "csv"]) == 0
    rows = capsys.readouterr().out.splitlines()
    # token 256 'he' was made 6 times (4 in 'the', 2 in ' the') and is left in none
    assert rows[1].startswith("256,6865,he,0,6,0,")
