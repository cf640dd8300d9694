"""Pictures of the window leave the teacher's notes out unless asked: File ▸ Export Image
and Export Animation (a box in each dialog) and ``gui --screenshot/--gif/--frames-dir``
(``--with-notes``). A picture without notes is pixel for pixel the picture of the same run
with no notes at all; with notes it differs."""

from __future__ import annotations

from PIL import Image, ImageChops
from PySide6.QtWidgets import QApplication, QDialog

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.notes import RunNotes
from bpe_viewer.qt.export_commands import AnimationDialog, AnimationRequest, ImageDialog

NOTES = RunNotes().with_run("Ties in rounds 1 and 2").with_stage(1, "Answer: (65, 66)")


def _same(a, b) -> bool:
    with Image.open(a) as one, Image.open(b) as two:
        if one.size != two.size:
            return False
        return ImageChops.difference(one.convert("RGB"), two.convert("RGB")).getbbox() is None


def _lecture(w):
    """The abcd example at round 1, its notes typed and shown to the class on screen;
    nothing else changes between two pictures (no merge animation, no caret, no
    "Saved ..." in the status bar)."""
    if w.action_map["animate_merges"].isChecked():
        w.action_map["animate_merges"].trigger()
    w.exports.notify = lambda _text, _ms: None
    w.load_example("abcd")  # ABCDCDABCDCDE, 3 merges
    w.round_cursor.set_value(1)
    w.notes_panel.stage_edit.setPlainText("Answer: (65, 66)")
    w.notes_panel.run_edit.setPlainText("Ties in rounds 1 and 2")
    w.action_map["notes_to_class"].setChecked(True)
    assert w.notes_panel.shown.isVisible()  # the class sees them on screen
    w.documents_panel.table.setFocus()
    return w


def _ready(qtbot, w):
    """The window active with focus on the document rows, as before every picture (an
    offscreen copy made for another size takes the activation)."""
    w.notify("", 60_000)  # no "Loaded ..." note (it would go on its timer between two)
    w.activateWindow()
    w.documents_panel.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.documents_panel.table, timeout=2000)


def _drop_notes(w):
    w.notes_panel.stage_edit.setPlainText("")
    w.notes_panel.run_edit.setPlainText("")
    assert not w.run.notes


def test_export_image_leaves_the_notes_out_unless_asked(qtbot, shown_window, tmp_path):
    w = _lecture(shown_window)
    shots = {}
    for name, size, notes in [
        ("own", None, False),
        ("own-notes", None, True),
        ("720", (1280, 720), False),
        ("720-notes", (1280, 720), True),
    ]:
        shots[name] = tmp_path / f"{name}.png"
        w.exports.ask_image = lambda n=name, s=size, t=notes: (str(shots[n]), s, t)
        _ready(qtbot, w)
        w.action_map["export_image"].trigger()
    assert w.notes_panel.shown.isVisible()  # the window on screen is as it was
    _drop_notes(w)
    for name, size in [("own-bare", None), ("720-bare", (1280, 720))]:
        shots[name] = tmp_path / f"{name}.png"
        w.exports.ask_image = lambda n=name, s=size: (str(shots[n]), s)  # no third: no notes
        _ready(qtbot, w)
        w.action_map["export_image"].trigger()
    assert _same(shots["own"], shots["own-bare"])
    assert _same(shots["720"], shots["720-bare"])
    assert not _same(shots["own-notes"], shots["own-bare"])
    assert not _same(shots["720-notes"], shots["720-bare"])


def test_export_animation_leaves_the_notes_out_unless_asked(qtbot, shown_window, tmp_path):
    w = _lecture(shown_window)
    folders = {name: tmp_path / name for name in ("plain", "notes", "bare")}
    for name, notes in [("plain", False), ("notes", True)]:
        w.exports.ask_animation = lambda n=name, t=notes: AnimationRequest(
            0, 3, (1280, 720), folder=str(folders[n]), with_notes=t
        )
        w.action_map["export_animation"].trigger()
    _drop_notes(w)
    w.exports.ask_animation = lambda: AnimationRequest(
        0, 3, (1280, 720), folder=str(folders["bare"])
    )
    w.action_map["export_animation"].trigger()
    names = [f"stage-00{s}.png" for s in range(4)]
    for name in names:
        assert _same(folders["plain"] / name, folders["bare"] / name), name
        # the run's note is on every frame
        assert not _same(folders["notes"] / name, folders["bare"] / name), name


def test_the_export_dialogs_have_the_notes_box_unticked(qtbot, shown_window, monkeypatch, tmp_path):
    w = _lecture(shown_window)
    image = ImageDialog(["Window size", "1280 × 720"], w)
    animation = AnimationDialog(3, 1, w)
    for dialog in (image, animation):
        assert dialog.notes_box.text() == "Include the teacher's notes"
        assert not dialog.notes_box.isChecked()

    # Ticked in the dialog, the request carries it.
    def tick_and_accept(self):
        self.notes_box.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(AnimationDialog, "exec", tick_and_accept)
    monkeypatch.setattr(ImageDialog, "exec", tick_and_accept)
    monkeypatch.setattr(w.file_dialogs, "save_folder", lambda _title: str(tmp_path / "f"))
    monkeypatch.setattr(w.file_dialogs, "save_file", lambda *_a: str(tmp_path / "i.png"))
    request = w.exports._ask_animation()
    assert request is not None and request.with_notes is True
    assert w.exports._ask_image() == (str(tmp_path / "i.png"), None, True)


def _save(path, notes):
    run = train([b"ABCDCDABCDCDE"], 3)
    run.notes = notes
    save_run(run, path)
    return path


def test_gui_screenshot_and_frames_leave_the_notes_out_unless_asked(qapp, tmp_path, capsys):
    run = tmp_path / "abcd.bpe-run.json"  # one name: the status bar says it in every picture
    common = ["--round", "1", "--size", "1024x768", "--presentation"]
    out = {}
    for name, notes, extra in [
        ("bare", RunNotes(), []),
        ("plain", NOTES, []),
        ("asked", NOTES, ["--with-notes"]),
    ]:
        _save(run, notes)
        out[name] = tmp_path / f"{name}.png"
        assert main(["gui", str(run), *common, *extra, "--screenshot", str(out[name])]) == 0
        frames = tmp_path / f"{name}-frames"
        argv = ["gui", str(run), "--frames", "1:2", "--frames-dir", str(frames), *extra]
        assert main([*argv, "--size", "1024x768"]) == 0
    capsys.readouterr()
    assert _same(out["plain"], out["bare"]) and not _same(out["asked"], out["bare"])
    for name in ("stage-001.png", "stage-002.png"):
        plain, bare_frame = tmp_path / "plain-frames" / name, tmp_path / "bare-frames" / name
        assert _same(plain, bare_frame)
        assert not _same(tmp_path / "asked-frames" / name, bare_frame)


def test_with_notes_needs_a_picture(qapp, tmp_path, capsys):
    assert main(["gui", "--with-notes"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["bpe-viewer: error: --with-notes: give --screenshot, --gif or --frames-dir too"]


def test_a_slide_of_the_presentation_view_leaves_its_notes_line_out(qtbot, shown_window, tmp_path):
    """The presentation view keeps a fixed notes line for a run with notes shown to the
    class; a slide without notes has no line at all (the slide of a run with none), and
    every slide is exactly the size asked."""
    w = _lecture(shown_window)
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    assert w.notes_panel.shown.isVisible()  # the notes line, shown to the class
    shots = {}
    for name, notes in [("plain", False), ("notes", True)]:
        shots[name] = tmp_path / f"{name}.png"
        w.exports.ask_image = lambda n=name, t=notes: (str(shots[n]), (1024, 768), t)
        assert w.exports.export_image()
    _drop_notes(w)
    shots["bare"] = tmp_path / "bare.png"
    w.exports.ask_image = lambda: (str(shots["bare"]), (1024, 768), False)
    assert w.exports.export_image()
    for name in shots:
        with Image.open(shots[name]) as im:
            assert im.size == (1024, 768), name
    assert _same(shots["plain"], shots["bare"])
    assert not _same(shots["notes"], shots["bare"])
