"""File ▸ Open Folder reads each file once and says how many links it skipped
(docs/rules.md s5), as the command line does."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QFileDialog


def test_a_folder_with_links_reads_each_file_once(window, monkeypatch, tmp_path):
    folder = tmp_path / "common-licenses"
    folder.mkdir()
    (folder / "GPL-3").write_bytes(b"aaa")
    (folder / "MIT").write_bytes(b"aba")
    os.symlink("GPL-3", folder / "GPL")
    os.link(folder / "MIT", folder / "Expat")
    notes = []
    window.session.notified.connect(lambda text, _ms: notes.append(text))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a: str(folder)))
    window.action_map["open_folder"].trigger()
    assert [d.doc_id for d in window.run.documents] == ["Expat", "GPL-3"]
    assert notes[-1] == (
        f"Loaded {folder}: 2 documents, 2 links to files already read skipped; 4 merges"
    )
