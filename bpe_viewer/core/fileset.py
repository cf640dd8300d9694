"""Several files written as one set: all of them in place, or none (``docs/rules.md s10``).

A :class:`FileSet` (and :func:`write_file_set` over it) writes files that belong
together, such as ``vocab.json`` with ``merges.txt``, a ``.tiktoken`` file with its
sidecar or the PNG files of an animation. It builds on the single-file steps of
:mod:`bpe_viewer.core.safeio` (the same checks of each output, the same synced temporary
files), and adds keeping a second name of each old file while the set is renamed into
place, so that a failure puts every old file back.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from bpe_viewer.core.safeio import (
    OutputError,
    _check_against,
    _reason,
    _refuse_folder_name,
    _special_target,
    _sync_folder,
    _write_in_place,
    _write_temporary,
    files_read,
    terminal_text,
)
from bpe_viewer.core.temporaries import temporary_name

__all__ = ["FileSet", "write_file_set"]


def _backup(target: Path, name: str) -> Path:
    """A second name for the file at ``target`` (a hard link, else a synced copy), so it
    can be put back if a later file of the same set fails.

    Raises:
        OutputError: when neither can be made.
    """
    backup = temporary_name(target)
    try:
        os.link(target, backup, follow_symlinks=False)
        return backup
    except OSError:
        pass
    try:
        with open(target, "rb") as old:
            data = old.read()
    except OSError as err:
        raise OutputError(f"{name}: cannot keep the old file ({_reason(err)})") from None
    return _write_temporary(target, name, data)


@dataclass
class _Pending:
    given: Path
    target: Path
    name: str
    tmp: Path | None = None  # the new content, written and synced
    backup: Path | None = None  # the old file, while the set is put in place
    existed: bool = False
    placed: bool = False
    special: int | None = None  # a FIFO or device written in place (a set of one)
    data: bytes = b""
    stranded: bool = False  # the old file could not be put back: its backup is kept


class FileSet:
    """Several files written as one set: either every new file is in place or every old
    one is untouched (``docs/rules.md s10``).

    Each :meth:`add` checks the file (never one of the files read, never a folder, a
    block device or a socket) and writes its content to a synced temporary file beside
    it; :meth:`commit` then keeps a second name of each old file, renames every new one
    into place and, if a rename fails, puts every old file back. Folders made for the
    set (``make_folders``) are removed again when it fails. Used as a context manager,
    leaving the block normally commits and an exception (or cancel) discards.

    Args:
        inputs: the files and folders read (:func:`refuse_overwrite`), expanded once.
        make_folders: make missing folders above the files (removed again on failure).

    Raises:
        OutputError: from :meth:`add` or :meth:`commit`, one line naming the file that
            failed; nothing of the set is then in place and no temporary file stays.

    Example:
        >>> import tempfile, os
        >>> folder = tempfile.mkdtemp()
        >>> with FileSet() as files:
        ...     files.add(os.path.join(folder, "vocab.json"), "{}")
        ...     files.add(os.path.join(folder, "merges.txt"), "#version: 0.2\\n")
        >>> sorted(os.listdir(folder))
        ['merges.txt', 'vocab.json']
    """

    def __init__(
        self,
        *,
        inputs: Iterable[str | os.PathLike[str] | None] = (),
        make_folders: bool = False,
    ) -> None:
        self._read = files_read(inputs)
        self._make_folders = make_folders
        self._pending: list[_Pending] = []
        self._made: list[Path] = []
        self._closed = False

    def __enter__(self) -> FileSet:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_rest: object) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()

    @property
    def paths(self) -> list[Path]:
        """The files of the set so far, as given."""
        return [item.given for item in self._pending]

    def check(self, path: str | os.PathLike[str]) -> None:
        """Refuse ``path`` now, before any work, for the reasons :meth:`add` would.

        Raises:
            OutputError: the file is one read, a folder (or named like one), a block
                device or a socket.
        """
        name = terminal_text(os.fspath(path))
        _refuse_folder_name(path, name)
        _check_against(path, self._read)
        _special_target(Path(os.path.realpath(path)), name)

    def add(self, path: str | os.PathLike[str], data: bytes | str) -> None:
        """Check ``path`` and write ``data`` (``str`` as UTF-8) to its temporary file.

        Raises:
            OutputError: see :meth:`check`; also a file given twice, a FIFO or device
                in a set of more than one file, or a write that fails (the set is then
                discarded).
        """
        if self._closed:
            raise ValueError("this set of files is already committed or discarded")
        raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
        name = terminal_text(os.fspath(path))
        try:
            self.check(path)
            target = Path(os.path.realpath(path))
            if any(item.target == target for item in self._pending):
                raise OutputError(f"{name}: named twice in one set of files; not written")
            if self._make_folders:
                self._make_folder(target.parent, name)
            special = _special_target(target, name)
            if special is not None or any(item.special is not None for item in self._pending):
                if special is None or self._pending:
                    raise OutputError(
                        f"{name}: a FIFO or device takes one file, not a set of files; not written"
                    )
                self._pending.append(_Pending(Path(path), target, name, special=special, data=raw))
                return
            existed = target.exists()
            tmp = _write_temporary(target, name, raw)
            self._pending.append(_Pending(Path(path), target, name, tmp=tmp, existed=existed))
        except BaseException:
            self.discard()
            raise

    def _make_folder(self, folder: Path, name: str) -> None:
        missing: list[Path] = []
        walk = folder
        while not walk.exists() and walk != walk.parent:
            missing.append(walk)
            walk = walk.parent
        for new in reversed(missing):
            try:
                new.mkdir()
            except FileExistsError:
                continue
            except OSError as err:
                raise OutputError(
                    f"{name}: cannot write (cannot make the folder {terminal_text(str(new))}: "
                    f"{_reason(err)})"
                ) from None
            self._made.append(new)

    def commit(self) -> list[Path]:
        """Put every file of the set in place at once.

        Returns:
            The files written (as given), in the order added.

        Raises:
            OutputError: when one cannot be put in place; every old file is then back.
        """
        if self._closed:
            raise ValueError("this set of files is already committed or discarded")
        try:
            for item in self._pending:
                if item.special is None and item.existed:
                    item.backup = _backup(item.target, item.name)
            for item in self._pending:
                if item.special is not None:
                    _write_in_place(item.target, item.name, item.data, item.special)
                    continue
                assert item.tmp is not None
                try:
                    os.replace(item.tmp, item.target)
                except OSError as err:
                    raise OutputError(f"{item.name}: cannot write ({_reason(err)})") from None
                item.tmp = None
                item.placed = True
            for folder in {item.target.parent for item in self._pending}:
                _sync_folder(folder)
        except BaseException as err:
            self._roll_back()
            self.discard()
            stranded = [item for item in self._pending if item.stranded and item.backup]
            if stranded and isinstance(err, OutputError):
                kept = ", ".join(
                    f"{item.name} as {terminal_text(str(item.backup))}" for item in stranded
                )
                raise OutputError(
                    f"{err}; the old file could not be put back: kept {kept}"
                ) from None
            raise
        self._closed = True
        for item in self._pending:
            if item.backup is not None:
                with contextlib.suppress(OSError):
                    os.unlink(item.backup)
        return self.paths

    def _roll_back(self) -> None:
        """Put the old files back over the new ones already placed. An old file that
        cannot be put back keeps its second name (it is never removed)."""
        for item in reversed(self._pending):
            if not item.placed:
                continue
            try:
                if item.backup is not None:
                    os.replace(item.backup, item.target)
                    item.backup = None
                else:
                    os.unlink(item.target)
            except OSError:
                item.stranded = True
            item.placed = False

    def discard(self) -> None:
        """Forget the set: remove its temporary files and the folders made for it; the
        old files stay as they were. Does nothing after :meth:`commit`."""
        if self._closed:
            return
        self._closed = True
        for item in self._pending:
            for leftover in (item.tmp, None if item.stranded else item.backup):
                if leftover is not None:
                    with contextlib.suppress(OSError):
                        os.unlink(leftover)
        for folder in reversed(self._made):
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when empty: never anything of the user's


def write_file_set(
    files: Mapping[Path, bytes | str] | Mapping[str, bytes | str],
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
    make_folders: bool = False,
) -> list[Path]:
    """Write ``{path: content}`` as one :class:`FileSet`: all or nothing.

    Every file is checked before the first is written.

    Returns:
        The files written, in the order given.

    Raises:
        OutputError: one line naming the file that failed; the old files stay.
    """
    fileset = FileSet(inputs=inputs, make_folders=make_folders)
    for path in files:
        fileset.check(path)
    with fileset:
        for path, data in files.items():
            fileset.add(path, data)
    return fileset.paths
