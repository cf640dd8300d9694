"""Slides and animations: File ▸ Export Image / Export Animation and gui --gif / --frames-dir."""

from __future__ import annotations

import os
import stat

import pytest
from PIL import Image

from bpe_viewer.cli import main
from bpe_viewer.core.frames import FramesError, frame_file_name, parse_frames
from bpe_viewer.qt.export_commands import AnimationRequest


def _frames(path):
    with Image.open(path) as im:
        sizes = []
        for index in range(im.n_frames):
            im.seek(index)
            sizes.append(im.size)
        return im.n_frames, sizes


def _error_line(capsys):
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


# --------------------------------------------------------------------------- stage ranges
def test_parse_frames():
    assert parse_frames("0:2") == (0, 2)
    assert parse_frames("3:3", 5) == (3, 3)
    for bad in ("2", "a:b", "1:", ":3", "-1:2", "1:2:3", "１:2"):
        with pytest.raises(FramesError, match="expected A:B"):
            parse_frames(bad)
    with pytest.raises(FramesError, match="reversed"):
        parse_frames("5:2")
    with pytest.raises(FramesError, match="outside the run's stages 0 to 2"):
        parse_frames("0:3", 2)


def test_frame_file_names_sort_by_stage():
    assert frame_file_name(0, 2) == "stage-000.png"
    assert frame_file_name(12, 999) == "stage-012.png"
    assert frame_file_name(7, 1200) == "stage-0007.png"
    names = [frame_file_name(s, 1200) for s in (2, 10, 100, 1000)]
    assert names == sorted(names)


# --------------------------------------------------------------------------- command line
def test_gif_of_the_overlap_example(qapp, tmp_path, capsys):
    out = tmp_path / "x.gif"
    assert main(["gui", "--frames", "0:2", "--gif", str(out), "--size", "1280x720"]) == 0
    assert "3 frames, stages 0 to 2" in capsys.readouterr().out
    count, sizes = _frames(out)
    assert count == 3  # stages 0, 1 and 2: A:B is inclusive
    assert sizes == [(1280, 720)] * 3
    assert not [p for p in tmp_path.iterdir() if p.name != "x.gif"]  # no temporary left


def test_frames_dir_names_one_png_per_stage(qapp, tmp_path, capsys):
    folder = tmp_path / "frames"
    argv = ["gui", "--frames", "1:2", "--frames-dir", str(folder), "--size", "1280x720"]
    assert main(argv + ["--zoom", "150", "--presentation"]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["stage-001.png", "stage-002.png"]
    for png in folder.iterdir():
        with Image.open(png) as im:
            assert im.size == (1280, 720)
    # every stage by default
    assert main(["gui", "--frames-dir", str(folder), "--size", "1280x720"]) == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["stage-000.png", "stage-001.png", "stage-002.png"]


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        (["--frames", "0:3"], "--frames 0:3: outside the run's stages 0 to 2"),
        (["--frames", "2:1"], "--frames 2:1: the range is reversed"),
        (["--frames", "0-2"], "--frames '0-2': expected A:B"),
        (["--frames", "x"], "expected A:B"),
        (["--zoom", "300"], "300 is out of range (expected 100 to 250)"),
        (["--zoom", "99"], "99 is out of range (expected 100 to 250)"),
    ],
)
def test_bad_frames_and_zoom_are_one_line(qapp, tmp_path, capsys, extra, fragment):
    out = tmp_path / "x.gif"
    assert main(["gui", "--gif", str(out), *extra]) == 2
    assert fragment in _error_line(capsys)
    assert not out.exists()


def test_frames_needs_an_output(capsys):
    assert main(["gui", "--frames", "0:2"]) == 2
    assert "give --gif OUT or --frames-dir DIR" in _error_line(capsys)


def test_unwritable_outputs_are_one_line(qapp, tmp_path, capsys):
    assert main(["gui", "--gif", str(tmp_path / "missing" / "x.gif")]) == 2
    assert "does not exist" in _error_line(capsys)
    assert main(["gui", "--gif", str(tmp_path)]) == 2
    assert "is a folder" in _error_line(capsys)
    afile = tmp_path / "file"
    afile.write_text("keep")
    assert main(["gui", "--frames-dir", str(afile)]) == 2
    assert "exists and is not a folder" in _error_line(capsys)
    assert afile.read_text() == "keep"
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
        try:
            assert main(["gui", "--gif", str(locked / "x.gif")]) == 2
            assert "not writable" in _error_line(capsys)
            assert main(["gui", "--frames-dir", str(locked / "f")]) == 2
            assert "not writable" in _error_line(capsys)
        finally:
            locked.chmod(stat.S_IRWXU)


def test_long_gif_needs_explicit_frames(qapp, tmp_path, capsys):
    text = tmp_path / "long.txt"
    text.write_text("".join(chr(0x4E00 + i) for i in range(700)), encoding="utf-8")
    out = tmp_path / "x.gif"
    argv = ["gui", str(text), "--merges", "600", "--gif", str(out), "--size", "200x150"]
    assert main(argv) == 2
    line = _error_line(capsys)
    assert "601 frames (stages 0 to 600) is more than 500" in line
    assert "give --frames A:B" in line
    assert not out.exists()


# --------------------------------------------------------------------------- the window
@pytest.fixture
def overlap(shown_window):
    shown_window.load_example("overlap")  # aaa / aba, 2 merges
    shown_window.round_cursor.set_value(1)
    return shown_window


def test_export_image_at_window_size_and_chosen_size(qtbot, overlap, tmp_path):
    w = overlap
    out = tmp_path / "slide.png"
    w.exports.ask_image = lambda: (str(out), None)
    w.action_map["export_image"].trigger()
    with Image.open(out) as im:
        assert im.size == (w.width(), w.height())
    w.exports.ask_image = lambda: (str(out), (1280, 720))
    w.action_map["export_image"].trigger()
    with Image.open(out) as im:
        assert im.size == (1280, 720)
    assert w.round_cursor.value == 1  # the window stays where it was
    assert (w.width(), w.height()) == (1400, 850)
    assert "slide.png" in w.status_parts.note_label.text()


def test_export_image_cancelled_writes_nothing(qtbot, overlap, tmp_path):
    overlap.exports.ask_image = lambda: None
    overlap.action_map["export_image"].trigger()
    assert not list(tmp_path.glob("*.png"))
    assert "Saved" not in overlap.status_parts.note_label.text()


def test_export_animation_gif_and_pngs(qtbot, overlap, tmp_path):
    w = overlap
    gif = tmp_path / "a.gif"
    w.exports.ask_animation = lambda: AnimationRequest(0, 2, (1280, 720), gif=str(gif))
    seen = []
    w.exports.make_progress = lambda total: lambda done, all_: seen.append((done, all_)) or True
    w.action_map["export_animation"].trigger()
    assert _frames(gif) == (3, [(1280, 720)] * 3)
    assert seen == [(1, 3), (2, 3), (3, 3)]
    folder = tmp_path / "pngs"
    w.exports.ask_animation = lambda: AnimationRequest(1, 2, (1920, 1080), folder=str(folder))
    w.action_map["export_animation"].trigger()
    assert sorted(p.name for p in folder.iterdir()) == ["stage-001.png", "stage-002.png"]
    with Image.open(folder / "stage-002.png") as im:
        assert im.size == (1920, 1080)
    assert w.round_cursor.value == 1


def test_export_animation_cancel(qtbot, overlap, tmp_path):
    w = overlap
    gif = tmp_path / "a.gif"
    w.exports.ask_animation = lambda: AnimationRequest(0, 2, (1280, 720), gif=str(gif))
    w.exports.make_progress = lambda total: lambda done, all_: done < 2
    w.action_map["export_animation"].trigger()
    assert not gif.exists()  # a cancelled GIF writes nothing
    assert "cancelled" in w.status_parts.note_label.text()
    folder = tmp_path / "pngs"
    w.exports.ask_animation = lambda: AnimationRequest(0, 2, (1280, 720), folder=str(folder))
    w.action_map["export_animation"].trigger()
    # the PNG files are one set: a cancelled export leaves no file and no new folder
    assert not folder.exists()
    assert "Export cancelled; nothing written" in w.status_parts.note_label.text()
    assert w.round_cursor.value == 1


def test_export_animation_of_many_frames_asks_first(qtbot, shown_window, tmp_path):
    w = shown_window
    w.load_text("".join(chr(0x4E00 + i) for i in range(700)))
    w.retrain(merges=600)
    assert w.run.merge_count == 600
    gif = tmp_path / "long.gif"
    w.exports.ask_animation = lambda: AnimationRequest(0, 600, (1280, 720), gif=str(gif))
    asked = []
    w.exports.confirm = lambda question: asked.append(question) or False
    w.action_map["export_animation"].trigger()
    assert len(asked) == 1 and "601 frames" in asked[0]
    assert not gif.exists()


def test_unwritable_export_reports_one_error(qtbot, overlap, errors, tmp_path):
    overlap.exports.ask_image = lambda: (str(tmp_path / "missing" / "x.png"), None)
    overlap.action_map["export_image"].trigger()
    assert len(errors.calls) == 1
    assert "missing" in errors.calls[0][1]


# --------------------------------------------------------------------------- as on screen
def test_export_at_another_size_shows_the_selection_on_screen(
    qtbot, shown_window, tmp_path, monkeypatch
):
    import bpe_viewer.qt.export_commands as export_commands
    from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V

    w = shown_window
    w.load_text("the cat sat on the mat\na dog ran far away\nthird one here", unit="line")
    w.retrain(merges=6)
    w.round_cursor.set_value(3)
    view = w.rounds_view
    table = view.documents_panel.table
    table.setCurrentIndex(w.documents_model.index(1, 0))  # doc-2
    view.hex_view.click_byte(2)  # the "d" of "dog": token 100 selected
    w.vocabulary_panel.intermediate_box.setChecked(False)
    seen = {}
    real_grab = export_commands.grab_window

    def grab(target):
        image = real_grab(target)
        rv = target.rounds_view
        seen["hex"] = rv.hex_view.title.text()
        seen["token"] = rv.selected_token
        seen["inspector"] = rv.inspector.id_label.text()
        seen["row"] = rv.documents_panel.table.currentIndex().row()
        seen["offset"] = rv.hex_view.model.current_offset
        seen["readable_hidden"] = rv.vocabulary_panel.table.isColumnHidden(V.READABLE)
        return image

    monkeypatch.setattr(export_commands, "grab_window", grab)
    out = tmp_path / "slide.png"
    w.exports.ask_image = lambda: (str(out), (1280, 720))
    w.action_map["export_image"].trigger()
    with Image.open(out) as im:
        assert im.size == (1280, 720)
    assert seen == {
        "hex": "<b>Hex</b> — doc-2 (pasted text line 2): 18 bytes, stage 3",
        "token": 100,
        "inspector": "100",
        "row": 1,
        "offset": 2,
        "readable_hidden": False,
    }
    # the window on screen is left as it was
    assert view.selected_token == 100 and table.currentIndex().row() == 1


def test_export_animation_at_another_size_keeps_the_selected_document(
    qtbot, shown_window, tmp_path, monkeypatch
):
    import bpe_viewer.qt.export_commands as export_commands

    w = shown_window
    w.load_text("the cat sat\na dog ran far\nthird one", unit="line")
    w.retrain(merges=4)
    view = w.rounds_view
    view.documents_panel.table.setCurrentIndex(w.documents_model.index(2, 0))  # doc-3
    view.hex_view.click_byte(0)  # its "t": token 116
    seen = []
    real_export = export_commands.export_frames

    def export(target, first, last, **kwargs):
        rv = target.rounds_view
        seen.append((rv.hex_view.model.document_index, rv.selected_token))
        return real_export(target, first, last, **kwargs)

    monkeypatch.setattr(export_commands, "export_frames", export)
    gif = tmp_path / "a.gif"
    w.exports.ask_animation = lambda: AnimationRequest(0, 2, (1280, 720), gif=str(gif))
    w.exports.make_progress = lambda total: lambda done, all_: True
    w.action_map["export_animation"].trigger()
    assert _frames(gif) == (3, [(1280, 720)] * 3)
    assert seen == [(2, 116)]
