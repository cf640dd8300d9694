"""``bpe-viewer gui --vocab-size N``: the window trains N - 256 merges."""

from __future__ import annotations


def test_gui_vocab_size(tmp_path, qapp, capsys):
    from bpe_viewer.cli import main

    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"ABCDCDABCDCDE")
    out = tmp_path / "shot.png"
    assert main(["gui", str(corpus), "--vocab-size", "258", "--screenshot", str(out)]) == 0
    assert "(stage 1 of 2)" in capsys.readouterr().out  # the last round of 2 merges
    assert main(["gui", str(corpus), "--vocab-size", "12", "--screenshot", str(out)]) == 2
    assert "too small" in capsys.readouterr().err
