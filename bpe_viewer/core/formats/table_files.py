"""Which files one merge table on disk is made of (docs/rules.md s10).

A GPT-2-style table is two files, ``vocab.json`` and ``merges.txt`` (in a folder, or two
files whose names differ by ``vocab``/``merges``); a ``.tiktoken`` rank file may have a
``.json`` sidecar beside it. Recognising a file (:mod:`bpe_viewer.core.formats.classify`),
reading the table (:mod:`bpe_viewer.core.interop`) and refusing an output that would
overwrite one of them (:func:`bpe_viewer.core.safeio.files_read`) all ask here. Only
names and file types are looked at; nothing is read, and nothing of the package is
imported.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["pair_of", "sidecar_path", "table_files"]


def pair_of(path: Path) -> tuple[Path | None, Path | None]:
    """The (vocabulary, merges) files meant by ``path``: a folder holding ``vocab.json``
    and ``merges.txt``, or one of two files whose names differ by ``vocab``/``merges``
    (``vocab.json`` / ``merges.txt``, ``x-vocab.json`` / ``x-merges.txt``).

    Returns:
        Each file that exists, else None in its place (``(None, None)`` for a name that
        is neither).
    """
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
    """``NAME.json`` beside ``NAME.tiktoken``: the pattern and special tokens of a rank file."""
    return Path(path).with_suffix(".json")


def table_files(path: str | os.PathLike[str]) -> list[Path]:
    """Every file reading the table ``path`` may open: ``path`` itself, the
    ``vocab.json`` / ``merges.txt`` beside it (or in it, for a folder) and a ``.tiktoken``
    file's ``.json`` sidecar. An output must be none of them (``docs/rules.md s10``).

    Returns:
        ``path`` first, then the files read with it (those that exist, and the sidecar's
        name whether or not it exists).
    """
    p = Path(path)
    files = [p]
    try:
        files += [f for f in pair_of(p) if f is not None]
        if p.suffix == ".tiktoken":
            files.append(sidecar_path(p))
    except OSError:
        pass
    return files
