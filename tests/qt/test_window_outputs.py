"""Outputs of the window (``docs/rules.md s10``): no save or export writes over a file the
window has read (a document of an opened folder, through links too), and the PNG files
of an animation are one set: a failure half-way leaves an earlier export whole."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from bpe_viewer.core import safeio
from bpe_viewer.qt.export_commands import AnimationRequest


@pytest.fixture
def folder_window(window, tmp_path):
    folder = tmp_path / "dd"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"hello world")
    (folder / "b.txt").write_bytes(b"foo bar")
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"zzz")
    (folder / "c.txt").symlink_to(outside)
    assert window.open_path(folder, merges=3)
    assert window.run is not None and len(window.run.documents) == 3
    return window, folder


def contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_every_save_and_export_refuses_a_document_of_the_open_folder(
    folder_window, errors, tmp_path
):
    w, folder = folder_window
    before = contents(folder)
    outside = tmp_path / "outside.txt"
    attempts = [
        lambda: w.files.save_run(str(folder / "a.txt")),
        lambda: w.files.export_trace(str(folder / "b.txt")),
        lambda: w.files.export_table("minbpe", str(outside)),
        lambda: w.files.export_table("hf", str(folder / "c.txt")),
    ]
    for attempt in attempts:
        assert attempt() is False
    assert len(errors.calls) == 4
    for _title, message in errors.calls:
        assert f"a file of the input folder {folder}; refusing to overwrite it" in message
    # File ▸ Export Table as CSV reports in the status bar
    notes: list[str] = []
    w.edit._notify = notes.append
    assert w.edit.export_csv("rules", str(folder / "a.txt")) is False
    assert notes == [
        f"{folder / 'a.txt'}: is the same file as {folder / 'a.txt'}, a file of the input "
        f"folder {folder}; refusing to overwrite it (choose another output)"
    ]
    assert contents(folder) == before and outside.read_bytes() == b"zzz"


def test_image_and_animation_never_written_over_a_document(qtbot, folder_window, errors):
    w, folder = folder_window
    w.show()
    qtbot.waitExposed(w)
    (folder / "pic.png").write_bytes(b"a document that is called pic.png")
    w.open_path(folder, merges=2)
    before = contents(folder)
    w.exports.ask_image = lambda: (str(folder / "pic.png"), None)
    w.action_map["export_image"].trigger()
    w.exports.ask_animation = lambda: AnimationRequest(0, 1, (1280, 720), gif=str(folder / "a.txt"))
    w.action_map["export_animation"].trigger()
    assert len(errors.calls) == 2
    for _title, message in errors.calls:
        assert "refusing to overwrite it" in message
    assert contents(folder) == before


def test_png_files_of_an_animation_are_one_set(qtbot, shown_window, errors, tmp_path, monkeypatch):
    w = shown_window
    w.load_example("overlap")  # 2 merges: stages 0, 1, 2
    folder = tmp_path / "pngs"
    w.exports.ask_animation = lambda: AnimationRequest(0, 2, (1280, 720), folder=str(folder))
    w.action_map["export_animation"].trigger()
    before = contents(folder)
    assert sorted(before) == ["stage-000.png", "stage-001.png", "stage-002.png"]
    w.load_text("a quite different text to render", "file")
    real = safeio._write_all
    calls = {"n": 0}

    def write_all(fd: int, data: bytes) -> None:
        calls["n"] += 1
        if calls["n"] == 2:  # the disk fills up during the second frame
            real(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd, data)

    monkeypatch.setattr(safeio, "_write_all", write_all)
    w.action_map["export_animation"].trigger()
    assert len(errors.calls) == 1
    assert errors.calls[0][1] == (
        f"Could not save {folder / 'stage-001.png'}: cannot write (No space left on device)"
    )
    assert contents(folder) == before  # the earlier export, whole; no temporary file
    assert not [name for name in os.listdir(folder) if name.startswith(".")]


def test_gui_frames_dir_failing_half_way_keeps_the_earlier_frames(
    qapp, tmp_path, capsys, monkeypatch
):
    from bpe_viewer.cli import main

    folder = tmp_path / "slides"
    argv = ["gui", "--frames", "0:2", "--frames-dir", str(folder), "--size", "1280x720"]
    assert main(argv) == 0
    capsys.readouterr()
    before = contents(folder)
    assert sorted(before) == ["stage-000.png", "stage-001.png", "stage-002.png"]
    real = safeio._write_all
    calls = {"n": 0}

    def write_all(fd: int, data: bytes) -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            real(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd, data)

    monkeypatch.setattr(safeio, "_write_all", write_all)
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abababab cdcdcd")
    assert main(["gui", str(corpus), "--merges", "2", *argv[1:]]) == 2
    err = capsys.readouterr().err
    assert err.endswith(
        f"bpe-viewer: error: {folder / 'stage-002.png'}: cannot write (No space left on device)\n"
    )
    assert contents(folder) == before
