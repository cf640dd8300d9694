"""File ▸ Export Image and File ▸ Export Animation: slides and animations of the window.

:class:`ExportCommands` asks what to export (a size and a file, or a stage range, a size,
GIF or PNG files and where), shows a cancellable progress dialog while the frames are
rendered, and writes through the one atomic writer (:mod:`bpe_viewer.qt.frames`). Each
question is an attribute holding a callable, so tests replace the dialogs by answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMessageBox,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from bpe_viewer.core.frames import ANIMATION_SIZES, GIF_CONFIRM_FRAMES
from bpe_viewer.core.safeio import OutputError, output_problem
from bpe_viewer.qt.frames import (
    ExportCancelled,
    PictureWindow,
    Progress,
    export_frames,
    grab_window,
    image_png,
    stage_cursor,
)
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, Translated

if TYPE_CHECKING:
    from bpe_viewer.qt.file_dialogs import FileDialogs
    from bpe_viewer.qt.widgets.notes_panel import NotesPanel

#: The frame size the Export Animation dialog starts at (a 16:9 slide).
DEFAULT_ANIMATION_SIZE = (1280, 720)
#: ``(path, size)`` or ``(path, size, with_notes)``: where to save the image, at what size
#: (None: the window's own) and whether the teacher's notes are in it (default: left out).
ImageRequest = tuple[str, "tuple[int, int] | None"] | tuple[str, "tuple[int, int] | None", bool]


@dataclass(frozen=True)
class AnimationRequest:
    """What File ▸ Export Animation was asked for.

    Attributes:
        first, last: the stages, inclusive.
        size: frame size in pixels.
        gif: the GIF to write, or None for a PNG sequence.
        folder: the folder of the PNG sequence, or None for a GIF.
        with_notes: the teacher's notes under the narration in every frame (left out
            by default: a note may hold a quiz round's answer).
    """

    first: int
    last: int
    size: tuple[int, int]
    gif: str | None = None
    folder: str | None = None
    with_notes: bool = False

    @property
    def frame_count(self) -> int:
        return self.last - self.first + 1


def _size_text(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


def notes_box(parent: QWidget) -> QCheckBox:
    """The export dialogs' "include the teacher's notes" box, unticked."""
    box = QCheckBox(
        QCoreApplication.translate("ExportCommands", "Include the teacher's notes"), parent
    )
    box.setObjectName("with_notes")
    box.setToolTip(
        QCoreApplication.translate(
            "ExportCommands",
            "Put the note of each round and of the run under the narration, as View ▸ Show "
            "Note to the Class does; left out unless ticked (a note may give an answer away)",
        )
    )
    return box


class ImageDialog(QDialog):
    """File ▸ Export Image: the image size and whether the teacher's notes are in it.

    Args:
        choices: the size choices' texts, the window's own size first.
    """

    def __init__(self, choices: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the texts of the input dialog it replaces, in their context (their translations)
        self.setWindowTitle(QCoreApplication.translate("ExportCommands", "Export Image"))
        self.size_box = QComboBox()
        self.size_box.addItems(choices)
        self.notes_box = notes_box(self)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("ExportCommands", "Image size"), self.size_box)
        form.addRow(self.notes_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class AnimationDialog(QDialog):
    """Stages from and to, frame size and kind (animated GIF or PNG files)."""

    KINDS = (
        QT_TRANSLATE_NOOP("AnimationDialog", "Animated GIF"),
        QT_TRANSLATE_NOOP("AnimationDialog", "PNG files, one per stage"),
    )

    def __init__(self, maximum: int, stage: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export Animation"))
        self.first_box = QSpinBox()
        self.first_box.setRange(0, maximum)
        self.first_box.setValue(0)
        self.last_box = QSpinBox()
        self.last_box.setRange(0, maximum)
        self.last_box.setValue(maximum if maximum else stage)
        self.size_box = QComboBox()
        for size in ANIMATION_SIZES:
            self.size_box.addItem(_size_text(size), size)
        self.size_box.setCurrentIndex(ANIMATION_SIZES.index(DEFAULT_ANIMATION_SIZE))
        self.kind_box = QComboBox()
        self.kind_box.addItems([self.tr(kind) for kind in self.KINDS])
        self.notes_box = notes_box(self)
        form = QFormLayout(self)
        form.addRow(self.tr("From stage"), self.first_box)
        form.addRow(self.tr("To stage (included)"), self.last_box)
        form.addRow(self.tr("Frame size"), self.size_box)
        form.addRow(self.tr("Save as"), self.kind_box)
        form.addRow(self.notes_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.first_box.valueChanged.connect(lambda v: self.last_box.setMinimum(v))


class ExportedWindow(PictureWindow, Protocol):
    """A window pictured by an export: a :class:`~bpe_viewer.qt.frames.PictureWindow`
    whose teacher's notes are in the picture or out, closed when it was a copy."""

    notes_panel: NotesPanel

    def close(self) -> bool: ...

    def deleteLater(self) -> None: ...  # noqa: N802 (Qt's name)


class ExportCommands(Translated):
    """The window's image and animation exports.

    Args:
        parent: the window on screen: the parent of the dialogs, its size the "Window
            size" choice.
        window: the same window, as pictured at its own size.
        copy_at: ``copy_at((width, height))``, an offscreen copy of the window at
            another size (:func:`~bpe_viewer.qt.frames.offscreen_copy`), closed after use.
        has_picture: ``() -> bool``, True when there is a run or word table to picture.
        dialogs: the window's file dialogs (the remembered export folder).
        files_read: ``() -> paths`` the window read, which no export overwrites.
        show_error: ``show_error(parent, title, message)`` for a file that cannot be written.
        notify: ``notify(text, ms)``, a note in the status bar.

    Attributes (replaceable, e.g. by tests):
        ask_image: ``() -> (path, size or None) or None`` (None: cancelled).
        ask_animation: ``() -> AnimationRequest or None``.
        confirm: ``(question) -> bool``, asked before a GIF of more than 500 frames.
        make_progress: ``(frame count) -> progress callback`` (False from it cancels).
    """

    def __init__(
        self,
        parent: QWidget,
        window: ExportedWindow,
        copy_at: Callable[[tuple[int, int]], ExportedWindow],
        has_picture: Callable[[], bool],
        dialogs: FileDialogs,
        files_read: Callable[[], tuple[Path, ...]],
        show_error: Callable[[QWidget, str, str], None],
        notify: Callable[[str, int], None],
    ) -> None:
        self.parent = parent
        self.window = window
        self.copy_at = copy_at
        self.has_picture = has_picture
        self.dialogs = dialogs
        self.files_read = files_read
        self.show_error = show_error
        self.notify = notify
        self.ask_image: Callable[[], ImageRequest | None] = self._ask_image
        self.ask_animation: Callable[[], AnimationRequest | None] = self._ask_animation
        self.confirm: Callable[[str], bool] = self._confirm
        self.make_progress: Callable[[int], Progress] = self._progress_dialog

    # ------------------------------------------------------------------ the questions
    def _ask_image(self) -> ImageRequest | None:
        w = self.parent
        own = (w.width(), w.height())
        window_size = self.tr("Window size ({size})").format(size=_size_text(own))
        choices = [window_size] + [_size_text(s) for s in ANIMATION_SIZES]
        dialog = ImageDialog(choices, w)
        if not dialog.exec():
            return None
        index = dialog.size_box.currentIndex()
        size = None if index == 0 else ANIMATION_SIZES[index - 1]
        stage = stage_cursor(self.window).value
        path = self.dialogs.save_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Export Image"),
            f"stage-{stage}.png",
            QT_TRANSLATE_NOOP("FileDialogs", "PNG images (*.png)"),
        )
        return (path, size, dialog.notes_box.isChecked()) if path else None

    def _ask_animation(self) -> AnimationRequest | None:
        cursor = stage_cursor(self.window)
        dialog = AnimationDialog(cursor.maximum, cursor.value, self.parent)
        if not dialog.exec():
            return None
        first, last = dialog.first_box.value(), dialog.last_box.value()
        size = dialog.size_box.currentData()
        notes = dialog.notes_box.isChecked()
        if dialog.kind_box.currentIndex() == 0:
            path = self.dialogs.save_file(
                QT_TRANSLATE_NOOP("FileDialogs", "Export Animation"),
                "animation.gif",
                QT_TRANSLATE_NOOP("FileDialogs", "GIF (*.gif)"),
            )
            return AnimationRequest(first, last, size, gif=path, with_notes=notes) if path else None
        folder = self.dialogs.save_folder(
            QT_TRANSLATE_NOOP("FileDialogs", "Folder for the PNG files")
        )
        return (
            AnimationRequest(first, last, size, folder=folder, with_notes=notes) if folder else None
        )

    def _confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self.parent, self.tr("Export Animation"), question)
        return answer == QMessageBox.StandardButton.Yes

    def _progress_dialog(self, total: int) -> Progress:
        dialog = QProgressDialog(
            self.tr("Rendering frames…"), self.tr("Cancel"), 0, total, self.parent
        )
        dialog.setWindowTitle(self.tr("Export Animation"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.setValue(0)

        def progress(done: int, all_frames: int) -> bool:
            dialog.setLabelText(
                self.tr("Rendering frame {done} of {total}…").format(done=done, total=all_frames)
            )
            dialog.setValue(done)  # at the last frame it hides itself
            keep_going = not dialog.wasCanceled()
            if done >= all_frames or not keep_going:
                dialog.deleteLater()
            return keep_going

        return progress

    # ------------------------------------------------------------------ the commands
    def _window_at(self, size: tuple[int, int] | None) -> tuple[ExportedWindow, bool]:
        """The window to render: this one at its own size, else an offscreen copy."""
        w = self.parent
        if size is None or size == (w.width(), w.height()):
            return self.window, False
        return self.copy_at(size), True

    def export_image(self) -> bool:
        """File ▸ Export Image: the current view as a PNG, at the window's size or a
        chosen one. Returns True when a file was written."""
        if not self.has_picture():
            return False
        request = self.ask_image()
        if request is None:
            return False
        path, size = request[0], request[1]
        with_notes = len(request) > 2 and bool(request[2])
        target, is_copy = self._window_at(size)
        try:
            with target.notes_panel.picture(with_notes):
                image = grab_window(target)
        finally:
            if is_copy:
                target.close()
                target.deleteLater()
        try:
            self.dialogs.remember_save(path)
            from bpe_viewer.core.safeio import write_output

            write_output(path, image_png(image), inputs=self.files_read())
        except OSError as err:
            self.show_error(
                self.parent,
                self.tr("bpe-viewer: export"),
                self.tr("Could not save {problem}").format(problem=output_problem(path, err)),
            )
            return False
        saved = self.tr("Saved {path} ({width}×{height})")
        self.notify(saved.format(path=path, width=image.width(), height=image.height()), 6000)
        return True

    def export_animation(self) -> bool:
        """File ▸ Export Animation: stages A..B as an animated GIF or PNG files, with a
        cancellable progress dialog. Returns True when the export finished."""
        if not self.has_picture():
            return False
        request = self.ask_animation()
        if request is None:
            return False
        if request.gif is not None and request.frame_count > GIF_CONFIRM_FRAMES:
            question = self.tr(
                "The GIF will have %n frames (more than {limit}): a large file that "
                "takes a while. Export it?",
                "",
                request.frame_count,
            ).format(limit=GIF_CONFIRM_FRAMES)
            if not self.confirm(question):
                return False
        where = request.gif or request.folder or ""
        self.dialogs.remember_save(where, is_folder=request.gif is None)
        target, is_copy = self._window_at(request.size)
        progress = self.make_progress(request.frame_count)
        try:
            with target.notes_panel.picture(request.with_notes):
                count = export_frames(
                    target,
                    request.first,
                    request.last,
                    gif=request.gif,
                    folder=request.folder,
                    progress=progress,
                    inputs=self.files_read(),
                )
        except ExportCancelled:
            self.notify(self.tr("Export cancelled; nothing written"), 8000)
            return False
        except (OSError, OutputError) as err:
            self.show_error(
                self.parent,
                self.tr("bpe-viewer: export"),
                self.tr("Could not save {problem}").format(problem=output_problem(where, err)),
            )
            return False
        finally:
            if is_copy:
                target.close()
                target.deleteLater()
        saved = self.tr("Saved {path}: %n frames, stages {first} to {last}", "", count)
        self.notify(saved.format(path=where, first=request.first, last=request.last), 8000)
        return True
