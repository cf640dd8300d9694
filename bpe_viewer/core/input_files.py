"""The files one input stands for: a folder's members and a merge table's companions.

Reading a folder reads the files :func:`folder_members` lists (the one walk of a folder,
``docs/rules.md s5``); reading a table file also reads the files beside it that
:func:`table_files` names (the ``vocab.json`` of a ``merges.txt``, the ``.json`` sidecar
of a ``.tiktoken`` file). The loaders open exactly these, and the overwrite check
(:func:`bpe_viewer.core.safeio.files_read`) refuses every one of them as an output
(``docs/rules.md s10``). Only paths are looked at here, never the files' contents.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["folder_members", "pair_of", "sidecar_path", "table_files"]


def folder_members(root: str | os.PathLike[str]) -> list[tuple[str, Path]]:
    """Every file a folder input is made of, as ``(relative posix path, path)``, sorted.

    The one walk of a folder (``docs/rules.md s5``): recursively; files and folders whose
    name starts with ``.`` are skipped; a link to a file is followed, a link to a folder
    is not entered. The folder loader reads exactly these files, and the overwrite check
    (:func:`bpe_viewer.core.safeio.refuse_overwrite`) refuses every one of them as an output.

    Args:
        root: the folder.

    Returns:
        The files, sorted by their relative path (``[("a.txt", Path("dd/a.txt")), ...]``).

    Raises:
        OSError: a folder below ``root`` cannot be listed.
    """

    def fail(err: OSError) -> None:
        raise err

    found: list[tuple[str, Path]] = []
    base = Path(root)
    for folder, subfolders, files in os.walk(base, onerror=fail):
        subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
        for name in files:
            file = Path(folder, name)
            if not name.startswith(".") and file.is_file():
                found.append((file.relative_to(base).as_posix(), file))
    found.sort(key=lambda item: item[0])
    return found


def pair_of(path: Path) -> tuple[Path | None, Path | None]:
    """The (vocabulary, merges) files meant by ``path``: a folder holding ``vocab.json``
    and ``merges.txt``, or one of two files whose names differ by ``vocab``/``merges``
    (``vocab.json`` / ``merges.txt``, ``x-vocab.json`` / ``x-merges.txt``)."""
    if path.is_dir():
        vocab, merges = path / "vocab.json", path / "merges.txt"
        return (vocab if vocab.is_file() else None, merges if merges.is_file() else None)
    name = path.name
    if "merges" in name:
        other = path.with_name(name.replace("merges", "vocab")).with_suffix(".json")
        return (other if other.is_file() else None, path)
    if "vocab" in name:
        other = path.with_name(name.replace("vocab", "merges")).with_suffix(".txt")
        return (path, other if other.is_file() else None)
    return None, None


def sidecar_path(path: str | os.PathLike[str]) -> Path:
    """``NAME.json`` beside ``NAME.tiktoken``."""
    return Path(path).with_suffix(".json")


def table_files(path: str | os.PathLike[str]) -> list[Path]:
    """Every file reading the table ``path`` may open: ``path`` itself, the
    ``vocab.json`` / ``merges.txt`` beside it (or in it, for a folder) and a ``.tiktoken``
    file's ``.json`` sidecar. An output must be none of them (``docs/rules.md s10``)."""
    p = Path(path)
    files = [p]
    try:
        files += [f for f in pair_of(p) if f is not None]
        if p.suffix == ".tiktoken":
            files.append(sidecar_path(p))
    except OSError:
        pass
    return files
