"""The command line reads a folder's linked files once and says how many it skipped
(docs/rules.md s5)."""

from __future__ import annotations

import os

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_train_says_how_many_links_it_skipped(capsys, tmp_path):
    folder = tmp_path / "licenses"
    folder.mkdir()
    (folder / "GPL-3").write_bytes(b"aaa")
    (folder / "MIT").write_bytes(b"aba")
    os.symlink("GPL-3", folder / "GPL")
    os.symlink("MIT", folder / "Expat")
    code, out, err = run_cli(capsys, "train", folder, "--merges", 1)
    assert code == 0
    # aaa and aba once each (docs/rules.md s2): (97,97) counted twice, not four times
    assert out == "corpus rank 0: pair=(97,97) count=2 replacements=1 token=256 bytes=[61, 61]\n"
    assert err.splitlines() == [
        "bpe-viewer: trained on 2 documents, 2 links to files already read skipped: "
        "1 of 1 merge learned, tie policy smallest"
    ]


def test_replay_says_how_many_links_it_skipped(capsys, tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_bytes(b"aaa\naba\n")
    table = tmp_path / "table.bpe-run.json"
    code, _, _ = run_cli(
        capsys, "train", corpus, "--unit", "line", "--merges", 1, "--format", "json", "-o", table
    )
    assert code == 0
    folder = tmp_path / "licenses"
    folder.mkdir()
    (folder / "GPL-3").write_bytes(b"aaa")
    os.symlink("GPL-3", folder / "GPL")
    code, _, err = run_cli(capsys, "replay", table, folder)
    assert code == 0
    assert err.splitlines()[0] == (
        f"bpe-viewer: replayed 1 rule of {table} on 1 document, 1 link to a file already "
        "read skipped: the corpus's own winner is the table's rule in 1 of 1 round; "
        "median rank 1 among the corpus's candidates; 0 rules never occur"
    )
