"""One settling for every picture: ``gui --screenshot`` of a stage, the frame of that
stage from ``gui --frames-dir`` and from File ▸ Export Animation are the same picture
(:func:`bpe_viewer.qt.frames.grab_window`), and a picture's window keeps its settings
in a folder of its own that goes with it."""

from __future__ import annotations

from PySide6.QtGui import QImage

from bpe_viewer.core.frames import frame_file_name

SIZE = "900x600"


def _pixels(path):
    image = QImage(str(path))
    assert not image.isNull(), path
    return image.convertToFormat(QImage.Format.Format_RGB32)


def _gui(*argv):
    """``bpe-viewer gui --example overlap`` in a process of its own, as a user runs it
    (in this one, windows left by earlier tests could be the active one and change how
    a selection is drawn); returns what it printed."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "bpe_viewer", "gui", "--example", "overlap", "--size", SIZE]
        + list(map(str, argv)),
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_screenshot_and_exported_frames_of_a_stage_are_the_same_picture(tmp_path):
    out = _gui("--round", 1, "--screenshot", tmp_path / "shot.png")
    out += _gui("--frames", "1:2", "--frames-dir", tmp_path / "frames")
    assert out == [
        "saved {} (stage 1 of 2)".format(tmp_path / "shot.png"),
        "saved {} (2 frames, stages 1 to 2 of 2, 900x600)".format(tmp_path / "frames"),
    ]
    shot = _pixels(tmp_path / "shot.png")
    assert shot.size().toTuple() == (900, 600)
    assert shot == _pixels(tmp_path / "frames" / frame_file_name(1, 2))
    assert shot != _pixels(tmp_path / "frames" / frame_file_name(2, 2))


def test_a_pictures_window_keeps_its_settings_in_a_folder_that_goes_with_it(qtbot):
    import os

    from PySide6.QtCore import QCoreApplication, QEvent

    from bpe_viewer.qt.frames import picture_window
    from bpe_viewer.qt.main_window import MainWindow

    errors = []
    w = picture_window(MainWindow, (640, 480), lambda _p, _t, text: errors.append(text))
    folder = w.property("picture_folder")
    assert os.path.isdir(folder)
    w.settings.sync()
    assert os.listdir(folder) == ["settings.ini"]
    assert (w.width(), w.height()) == (640, 480)
    assert w.open_path(os.path.join(folder, "missing.txt")) is False
    assert len(errors) == 1 and "missing.txt" in errors[0]
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not os.path.exists(folder)
