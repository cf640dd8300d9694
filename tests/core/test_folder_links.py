"""A folder reads each file once: symbolic and hard links to a file already read are
skipped and counted (docs/rules.md s5)."""

from __future__ import annotations

import os

from bpe_viewer.core import train
from bpe_viewer.core.corpus import corpus_summary, load_folder
from bpe_viewer.core.corpus_files import load_corpus


def _licenses(tmp_path):
    """Three files, a symbolic link to one (GPL -> GPL-3), a hard link to another and,
    in a subfolder, a symbolic link to the first through a relative path."""
    folder = tmp_path / "common-licenses"
    (folder / "old").mkdir(parents=True)
    (folder / "GPL-3").write_bytes(b"GNU GENERAL PUBLIC LICENSE v3\n")
    (folder / "Apache-2.0").write_bytes(b"Apache License 2.0\n")
    (folder / "MIT").write_bytes(b"MIT License\n")
    os.symlink("GPL-3", folder / "GPL")
    os.link(folder / "MIT", folder / "Expat")
    os.symlink("../GPL-3", folder / "old" / "GPL-3-copy")
    return folder


def test_a_folder_reads_each_file_once_and_counts_the_links(tmp_path):
    corpus = load_folder(_licenses(tmp_path))
    # GPL-3 is kept under its own name (not its link GPL, first in path order); of the
    # hard links Expat and MIT, the first in path order.
    assert [d.doc_id for d in corpus.documents] == ["Apache-2.0", "Expat", "GPL-3"]
    assert corpus.links_skipped == 3
    assert corpus_summary(corpus) == "3 documents, 3 links to files already read skipped"
    # GPL-3's text weighs once: ' L' stands once in each of the three texts, so
    # (32, 76) wins round 0 with count 3 (GPL-3 read three times would give 5).
    rule = train(corpus, 1).rules[0]
    assert (bytes([rule.left, rule.right]), rule.candidate_count) == (b" L", 3)


def test_one_link_and_no_link_summaries(tmp_path):
    folder = tmp_path / "f"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"abab")
    assert corpus_summary(load_folder(folder)) == "1 document"
    os.symlink("a.txt", folder / "b.txt")
    corpus = load_corpus(folder)
    assert corpus_summary(corpus) == "1 document, 1 link to a file already read skipped"


def test_links_to_a_file_outside_the_folder_read_it_once(tmp_path):
    outside = tmp_path / "shared.txt"
    outside.write_bytes(b"shared text")
    folder = tmp_path / "f"
    folder.mkdir()
    os.symlink(outside, folder / "one")
    os.symlink(outside, folder / "two")
    corpus = load_folder(folder)
    assert [(d.doc_id, d.data) for d in corpus.documents] == [("one", b"shared text")]
    assert corpus.links_skipped == 1
