"""Open, save and export dialogs: files without an extension show, and one folder is
remembered for opening and one for saving, starting in the home folder, never in a
folder the user cannot write (dialogs answered through their static functions)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QMenu

from bpe_viewer.qt.export_commands import AnimationDialog, ImageDialog
from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog


def _lines(tmp_path, name, data=b"one cat\n\ntwo cats\n"):
    folder = tmp_path / "system"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(data)
    return path


def _choose_unit(monkeypatch, unit):
    def answer(dialog):
        dialog.buttons[unit].setChecked(True)
        return 1

    monkeypatch.setattr(UnitChoiceDialog, "exec", answer)


def test_open_dialogs_show_files_without_an_extension(window, home, dialogs, monkeypatch, tmp_path):
    """Every open dialog offers "All files" first, so GPL-3, README or a fortune file
    shows; the first one starts in the home folder."""
    gpl = _lines(tmp_path, "GPL-3", b"GNU GENERAL PUBLIC LICENSE\n\nVersion 3\n")
    _choose_unit(monkeypatch, "paragraph")
    dialogs.answers = [gpl]
    window.action_map["open"].trigger()
    assert window.run.source == str(gpl) and len(window.run.documents) == 2
    kind, start, filters = dialogs.asked[0]
    assert (kind, start, filters.split(";;")[0]) == ("open", str(home), "All files (*)")
    window.action_map["open_with_split"].trigger()
    window.action_map["compare_beside"].trigger()
    window.action_map["replay"].trigger()
    window.encode_panel.file_button.click()
    assert [f.split(";;")[0] for _k, _s, f in dialogs.asked] == ["All files (*)"] * 5
    # the next dialogs start where GPL-3 was opened from
    assert {s for _k, s, _f in dialogs.asked[1:]} == {str(gpl.parent)}


def test_open_and_save_folders_are_kept_apart(
    window, home, dialogs, settings, monkeypatch, tmp_path
):
    """Saving starts in the home folder with a suggested name, not in the corpus's
    (perhaps system) folder; every save and export then starts where the last went."""
    corpus = _lines(tmp_path, "notes.txt")
    window.open_path(corpus, unit="paragraph")
    out = tmp_path / "out"
    out.mkdir()
    dialogs.answers = [out / "notes.bpe-run.json"]
    window.action_map["save_run"].trigger()
    assert dialogs.asked[-1][:2] == ("save", str(home / "notes.bpe-run.json"))
    assert (out / "notes.bpe-run.json").is_file()
    assert (settings.save_folder, settings.open_folder) == (str(out), "")

    monkeypatch.setattr(ImageDialog, "exec", lambda _dialog: 1)  # the window's size
    monkeypatch.setattr(AnimationDialog, "exec", lambda _dialog: 1)
    window.action_map["export_image"].trigger()
    window.action_map["export_animation"].trigger()
    window.action_map["export_trace"].trigger()
    menu = window.findChild(QMenu, "menu_export_csv")
    next(a for a in menu.actions() if a.objectName() == "action_export_csv_vocabulary").trigger()
    for key in ("export_hf", "export_tiktoken", "export_minbpe", "export_vocab_merges"):
        window.action_map[key].trigger()
    assert [start for _kind, start, _f in dialogs.asked[1:]] == [
        str(out / "stage-0.png"),
        str(out / "animation.gif"),
        str(out / "notes.trace"),
        str(out / "vocabulary.csv"),
        str(out / "tokenizer.json"),
        str(out / "ranks.tiktoken"),
        str(out / "bpe.model"),
        str(out),
    ]
    # A save folder this user can no longer write: the home folder instead.
    real_access = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode: False if str(p) == str(out) else real_access(p, mode)
    )
    window.action_map["save_run"].trigger()
    assert dialogs.asked[-1][:2] == ("save", str(home / "notes.bpe-run.json"))


@pytest.mark.parametrize(
    ("source", "name"),
    [
        ("/usr/share/common-licenses", "common-licenses.bpe-run.json"),
        ("/home/me/notes.txt", "notes.bpe-run.json"),
        ("/home/me/lesson.bpe-run.json", "lesson.bpe-run.json"),
        ("corpus.jsonl", "corpus.bpe-run.json"),
        ("example: Ties: ABCDCDABCDCDE", "example-ties-abcdcdabcdcde.bpe-run.json"),
        ("pasted text", "pasted-text.bpe-run.json"),
        ("replay of t.json on /data/fortunes", "fortunes.bpe-run.json"),
        ("", "run.bpe-run.json"),
    ],
)
def test_save_run_suggests_the_corpus_name(source, name):
    from bpe_viewer.qt.file_dialogs import suggested_run_name

    assert suggested_run_name(source) == name
