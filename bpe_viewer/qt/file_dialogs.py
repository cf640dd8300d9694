"""The window's one way of asking for a file or folder to open, save or export into.

Every open, save and export dialog of the window goes through :class:`FileDialogs`, so
they all behave alike: one remembered folder for opening, one for saving and exporting
(both kept through :class:`~bpe_viewer.qt.settings.Settings`), both starting in the home
folder; a save never starts in a folder the user cannot write (a corpus in a system
folder), and the suggested file name comes with the folder. The dialogs are Qt's static
functions (``QFileDialog.getOpenFileName`` and friends), called positionally, so tests
replace them with answers.

Titles and filters are given in English, marked for ``pyside6-lupdate`` in the context
``"FileDialogs"`` (:func:`~bpe_viewer.qt.translatable.QT_TRANSLATE_NOOP`); the dialogs
show them in the window's language (:func:`shown_filters`).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from bpe_viewer.core.formats.classify import RUN_SUFFIX
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: Filter of every open dialog that takes any file: "All files" first, so files without
#: an extension (README, LICENSE, COPYING, GPL-3, fortune files) show by default.
ALL_FILES = QT_TRANSLATE_NOOP("FileDialogs", "All files (*)")


def open_filters(*filters: str) -> str:
    """A dialog filter string with :data:`ALL_FILES` first, then ``filters`` in order.

    Example: ``open_filters("Text files (*.txt)") == "All files (*);;Text files (*.txt)"``.
    """
    return ";;".join((ALL_FILES, *(f for f in filters if f != ALL_FILES)))


def shown_title(title: str) -> str:
    """A dialog's English ``title`` (context ``"FileDialogs"``) in the window's language;
    a title that has no translation (already translated and filled in) stays as it is."""
    return QCoreApplication.translate("FileDialogs", title)


def shown_filters(filters: str) -> str:
    """A ``;;``-separated filter string with each filter's English text (context
    ``"FileDialogs"``, its patterns in parentheses kept by the translation) in the
    window's language, in the same order."""
    return ";;".join(shown_title(f) for f in filters.split(";;"))


def suggested_run_name(source: str) -> str:
    """The file name File ▸ Save Run suggests for a run trained on ``source``.

    ``<corpus name>.bpe-run.json``: the source file's or folder's name without its
    extension (``notes.txt`` → ``notes.bpe-run.json``, ``common-licenses`` →
    ``common-licenses.bpe-run.json``, a reopened ``x.bpe-run.json`` → itself); a source
    that is no path ("example: Overlap", "pasted text") becomes a plain name
    (``example-overlap.bpe-run.json``); "run.bpe-run.json" when nothing is left.
    """
    text = source.strip()
    if text.startswith("replay of ") and " on " in text:
        text = text.rsplit(" on ", 1)[1]
    name = Path(text.rstrip("/\\")).name if text else ""
    for ending in (RUN_SUFFIX, ".json", ".jsonl", ".txt", ".text", ".md", ".trace"):
        if name.lower().endswith(ending) and len(name) > len(ending):
            name = name[: -len(ending)]
            break
    name = re.sub(r"[^\w.-]+", "-", name, flags=re.UNICODE).strip("-.").lower()
    return f"{name or 'run'}{RUN_SUFFIX}"


def writable_folder(folder: str) -> bool:
    """True when ``folder`` is an existing folder this user may create files in."""
    return bool(folder) and os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK)


class FileDialogs:
    """Open, save and export dialogs sharing two remembered folders; titles and filters
    in English (context ``"FileDialogs"``), shown in the window's language.

    Args:
        parent: the dialogs' parent (the window).
        settings: where the open and save folders are kept
            (:attr:`Settings.open_folder`, :attr:`Settings.save_folder`).
    """

    def __init__(self, parent: QWidget, settings: Settings) -> None:
        self.parent = parent
        self.settings = settings

    # ------------------------------------------------------------------ the two folders
    def open_start(self) -> str:
        """The folder an open dialog starts in: the last one opened from, else home."""
        folder = self.settings.open_folder
        return folder if folder and os.path.isdir(folder) else str(Path.home())

    def save_start(self) -> str:
        """The folder a save or export dialog starts in: the last one saved into while it
        is writable, else the home folder."""
        folder = self.settings.save_folder
        return folder if writable_folder(folder) else str(Path.home())

    def remember_open(self, path: str) -> None:
        """Remember the folder of ``path`` (a file, or a folder itself) for opening."""
        p = Path(path)
        self.settings.open_folder = str(p if p.is_dir() else p.parent)

    def remember_save(self, path: str, *, is_folder: bool = False) -> None:
        """Remember the folder ``path`` was saved into (``is_folder``: ``path`` is it)."""
        self.settings.save_folder = str(Path(path) if is_folder else Path(path).parent)

    # ------------------------------------------------------------------ the dialogs
    def open_file(self, title: str, filters: str, start: str | None = None) -> str:
        """Ask for a file to open; ``""`` when cancelled. The folder is remembered."""
        path, _ = QFileDialog.getOpenFileName(
            self.parent, shown_title(title), start or self.open_start(), shown_filters(filters)
        )
        if path:
            self.remember_open(path)
        return path

    def open_folder(self, title: str) -> str:
        """Ask for a folder to open; ``""`` when cancelled. It is remembered."""
        path = QFileDialog.getExistingDirectory(self.parent, shown_title(title), self.open_start())
        if path:
            self.settings.open_folder = path
        return path

    def save_file(self, title: str, name: str, filters: str) -> str:
        """Ask where to save a file, suggesting ``name`` in the save folder; ``""`` when
        cancelled. The chosen folder becomes the save folder."""
        start = str(Path(self.save_start()) / name) if name else self.save_start()
        path, _ = QFileDialog.getSaveFileName(
            self.parent, shown_title(title), start, shown_filters(filters)
        )
        if path:
            self.remember_save(path)
        return path

    def save_folder(self, title: str) -> str:
        """Ask for a folder to export files into; ``""`` when cancelled. It becomes the
        save folder."""
        path = QFileDialog.getExistingDirectory(self.parent, shown_title(title), self.save_start())
        if path:
            self.remember_save(path, is_folder=True)
        return path
