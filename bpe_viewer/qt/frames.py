"""Slides and animations: the window rendered at a chosen size, one image per stage.

Used by File ▸ Export Image and File ▸ Export Animation and by ``bpe-viewer gui --frames
A:B --gif OUT.gif`` / ``--frames-dir DIR``. Stages ``A..B`` are inclusive
(:mod:`bpe_viewer.core.frames`). Frames are rendered on the GUI thread, one stage at a
time; a ``progress(done, total)`` callback is asked after every frame and stops the
export by returning False (:class:`ExportCancelled`). Every file goes through the one
atomic writer (:func:`bpe_viewer.core.safeio.write_output`); a GIF is assembled in memory
and written once at the end, and the PNG files of a folder are written as one set
(:class:`bpe_viewer.core.fileset.FileSet`), so a cancelled or failed export writes nothing
and leaves an earlier export in the folder as it was.

A window exported at another size than its own is rendered from an offscreen copy
(:func:`offscreen_copy`) with the same run, stage, tab, text zoom and presentation
settings, so the window on screen (perhaps full screen on a projector) never moves. The
picture is exactly the size asked (:func:`set_picture_size`); in the presentation layout
it holds what the class sees, without menu bar, toolbar or status bar.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from bpe_viewer.core.fileset import FileSet
from bpe_viewer.core.frames import GIF_FRAME_MS, frame_file_name
from bpe_viewer.core.safeio import write_output
from bpe_viewer.qt.later import later_turns

if TYPE_CHECKING:
    from bpe_viewer.qt.cursor import RoundCursor
    from bpe_viewer.qt.file_commands import ErrorDialog
    from bpe_viewer.qt.main_window import MainWindow
    from bpe_viewer.qt.widgets.documents_view import DocumentsPanel

#: ``progress(done, total) -> keep going``; called after every frame.
Progress = Callable[[int, int], bool]


class PictureWindow(Protocol):
    """What a picture is taken of (the explorer window): the widget drawn, its document
    rows (fitted before every picture, merge animations off while frames are rendered)
    and the cursor its stepping keys move (the stages of an animation)."""

    documents_panel: DocumentsPanel

    def active_cursor(self) -> RoundCursor: ...

    def grab(self) -> QPixmap: ...

    def setMinimumSize(self, minw: int, minh: int) -> None: ...  # noqa: N802 (Qt's name)

    def resize(self, w: int, h: int) -> None: ...


class ExportCancelled(Exception):
    """The export was cancelled after ``frames_written`` frames; nothing was written."""

    def __init__(self, frames_written: int = 0) -> None:
        super().__init__(f"cancelled after {frames_written} frames")
        self.frames_written = frames_written


def image_png(image: QImage) -> bytes:
    """``image`` as PNG bytes.

    Raises:
        OSError: Qt could not encode it.
    """
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub wants bytes
    buffer.close()
    if not ok:
        raise OSError("could not encode the PNG")
    return bytes(data.data())


def _pillow_image(image: QImage) -> Any:
    """A QImage as a Pillow RGB image (copied)."""
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    size = (rgb.width(), rgb.height())
    raw = bytes(rgb.constBits())[: rgb.sizeInBytes()]
    return Image.frombuffer("RGB", size, raw, "raw", "RGB", rgb.bytesPerLine(), 1).copy()


def gif_bytes(frames: Iterator[QImage], frame_ms: int = GIF_FRAME_MS) -> bytes:
    """An animated GIF (looping) of ``frames``, each shown ``frame_ms`` milliseconds.

    Frames are handed to Pillow one at a time (its writer keeps only what changed from
    one frame to the next), so a long animation does not hold every full frame at once.

    Raises:
        ValueError: no frames.
    """
    pictures = (_pillow_image(image) for image in frames)
    first = next(pictures, None)
    if first is None:
        raise ValueError("no frames to write")
    out = io.BytesIO()
    first.save(
        out,
        format="GIF",
        save_all=True,
        append_images=pictures,
        duration=frame_ms,
        loop=0,
        optimize=False,
    )
    return out.getvalue()


def stage_cursor(window: PictureWindow) -> RoundCursor:
    """The cursor an export steps: the Words tab's own, else the byte-level one."""
    return window.active_cursor()


#: Rounds of :func:`settle` at most: a view that fills on a later turn may queue another
#: (rows that arrive bring a scroll bar, which narrows the room the columns are fitted to).
SETTLE_ROUNDS = 5


def settle(window: PictureWindow) -> None:
    """Bring ``window`` to what it settles to, before a picture of it is taken (an
    exported frame, ``gui --screenshot``): pending events, then every view that follows a
    round on a later turn, the document rows fitted, and again, until no later turn waits
    (at most :data:`SETTLE_ROUNDS` rounds)."""
    app = QApplication.instance()
    if app is None:
        return
    for _ in range(3):
        app.processEvents()
    turns = later_turns()
    for _ in range(SETTLE_ROUNDS):
        turns.run_all()  # the views that follow a round on a later turn, now
        window.documents_panel.table.fit_visible_rows()
        app.processEvents()
        if turns.idle():
            break


def set_picture_size(window: PictureWindow, size: tuple[int, int]) -> None:
    """Make ``window`` exactly ``size`` pixels ``(width, height)``, the size a slide or
    frame is asked for, even below the size its panes would like (its minimum is lifted
    to one pixel; the panes share what there is)."""
    window.setMinimumSize(1, 1)
    window.resize(*size)


def grab_window(window: PictureWindow) -> QImage:
    """The window as it is drawn now, at its own size."""
    settle(window)
    return window.grab().toImage()


def render_stages(
    window: PictureWindow, first: int, last: int, progress: Progress | None = None
) -> Iterator[tuple[int, QImage]]:
    """Render ``window`` at every stage ``first..last`` (inclusive), in order.

    Merge animations are off while rendering, and the stage shown before is put back at
    the end (also when the consumer stops early).

    Yields:
        ``(stage, image)`` pairs, at the window's size.

    Raises:
        ExportCancelled: ``progress`` returned False.
    """
    cursor = stage_cursor(window)
    table = window.documents_panel.table
    before, animate = cursor.value, table.animate
    table.animate = False
    total = last - first + 1
    try:
        for done, stage in enumerate(range(first, last + 1), start=1):
            cursor.set_value(stage)
            yield stage, grab_window(window)
            if progress is not None and not progress(done, total):
                raise ExportCancelled(done)
    finally:
        table.animate = animate
        cursor.set_value(before)


def picture_window(
    window_class: type[MainWindow], size: tuple[int, int], show_error: ErrorDialog | None = None
) -> MainWindow:
    """A new window of ``window_class`` made only to be pictured (``gui --screenshot``,
    an export at another size), ``size`` pixels ``(width, height)``, not shown yet.

    Its settings live in a temporary folder removed with the window, so the user's
    stored settings are neither read nor changed; it trains inline (a picture waits for
    its run); its error dialogs go to ``show_error(parent, title, message)`` (default:
    nowhere, as no one could answer them).
    """
    from bpe_viewer.qt.settings import Settings
    from bpe_viewer.qt.worker import InlineExecutor

    folder = tempfile.TemporaryDirectory(prefix="bpe-viewer-picture-")
    window = window_class(
        Settings(os.path.join(folder.name, "settings.ini")),
        executor=InlineExecutor(),
        show_error=show_error or (lambda _parent, _title, _message: None),
    )
    window.setProperty("picture_folder", folder.name)
    window.destroyed.connect(lambda *_args: folder.cleanup())
    set_picture_size(window, size)
    return window


def offscreen_copy(window: MainWindow, size: tuple[int, int]) -> MainWindow:
    """A window that is never shown on screen, ``size`` pixels, showing what ``window``
    shows: the same run and stage, word table, tab, text zoom, presentation layout,
    side panes, chip options and encode text, and in the training view the same selected
    document, token and candidate, filter, toggles and scroll positions
    (:class:`~bpe_viewer.qt.widgets.training_view.PaneState`).

    The copy is a :func:`picture_window` of ``window``'s own class. Close it
    (``copy.close()``) when done.
    """
    # what the screen shows now, before building the copy lets queued calls run
    state = window.rounds_view.pane_state() if window.run is not None else None
    copy = picture_window(type(window), size)
    copy.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    copy.set_text_zoom(window.text_zoom)
    copy.view_options.set_presentation_layout(window.view_options.presentation_layout)
    for key in ("side_panes", "show_ids", "show_bytes", "before_after"):
        copy.action_map[key].setChecked(window.action_map[key].isChecked())
    if window.run is not None:
        copy.session.set_run(window.run, window.round_cursor.value)
    words = window.word_view.run
    if words is not None:
        copy.word_view.set_run(words)
        copy.word_view.round_cursor.set_value(window.word_view.round_cursor.value)
    text = window.encode_panel.text_edit.toPlainText()
    if text:
        copy.encode_panel.set_text(text)
        copy.encode_panel.encode_now()
    copy.tabs.setCurrentIndex(window.tabs.currentIndex())
    copy.show()
    set_picture_size(copy, size)
    settle(copy)
    copy.rounds_view.fit_to_width()
    settle(copy)
    if state is not None:
        # the selected document, token and candidate, the filter and toggles, as on screen
        copy.rounds_view.show_pane_state(state)
        settle(copy)
        # the rows laid out at this size: the same top rows as on screen, not its pixels
        copy.rounds_view.show_scroll_positions(state)
    return copy


def export_frames(
    window: PictureWindow,
    first: int,
    last: int,
    *,
    gif: str | os.PathLike[str] | None = None,
    folder: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    inputs: tuple[str | os.PathLike[str] | None, ...] = (),
) -> int:
    """Render stages ``first..last`` of ``window`` into a GIF or a folder of PNG files.

    Args:
        window: the window to render, at its current size.
        first, last: the stages, inclusive (checked by the caller).
        gif: the animated GIF to write, or None.
        folder: the folder for ``stage-NNN.png`` files (created if missing), or None;
            the files are written as one set.
        progress: asked after every frame; False cancels.
        inputs: files the outputs must not overwrite.

    Returns:
        The number of frames written.

    Raises:
        ExportCancelled: ``progress`` returned False (nothing is then written).
        OutputError: a file cannot be written, or is one of ``inputs`` (then no file
            of the export is in place and the folder holds what it held before).
    """
    frames = render_stages(window, first, last, progress)
    if gif is not None:
        data = gif_bytes(image for _stage, image in frames)
        write_output(gif, data, inputs=inputs)
        return last - first + 1
    if folder is None:
        raise ValueError("give gif or folder")
    target = Path(folder)
    fileset = FileSet(inputs=inputs, make_folders=True)
    for stage in range(first, last + 1):  # every file checked before the first frame
        fileset.check(target / frame_file_name(stage, last))
    written = 0
    try:
        with fileset:
            for stage, image in frames:
                fileset.add(target / frame_file_name(stage, last), image_png(image))
                written += 1
    except ExportCancelled as err:
        raise ExportCancelled(written) from err
    return written
