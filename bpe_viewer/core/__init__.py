"""Pure-Python core of bpe-viewer: corpus loading, training, encoding and file formats.

Nothing below this package imports Qt, so it can be used from scripts and the command
line. The names here are the public API::

    from bpe_viewer.core import train
    run = train([b"aaa", b"aba"], 2)
    run.rules[0].token_bytes        # b"aa"
    run.tokens_at(0, 1)             # [256, 97]
    run.candidates(0)               # winner first
    run.encode("abaa")              # [257, 256]
    load("tokenizer.json")          # a saved run or another library's table
"""

from __future__ import annotations

import os
from pathlib import Path

from bpe_viewer.core.run import DocumentRecord, TrainingRun, install_writers
from bpe_viewer.core.safeio import TrainingCancelled
from bpe_viewer.core.spec import TrainingSpec, merges_for_vocabulary_size
from bpe_viewer.core.trainer import (
    BYTE_COUNT,
    MAX_MERGES,
    TIE_POLICIES,
    Candidate,
    MergeRule,
    Trainer,
    TrainingRound,
    iter_rounds,
)
from bpe_viewer.core.training import Training, iter_training, train


def _save_run(run: TrainingRun, path: str | os.PathLike[str]) -> None:
    """:meth:`TrainingRun.save`'s writer: the saved-run format, imported when used."""
    from bpe_viewer.core.formats.run_json import save_run

    save_run(run, path)


def _export(run: TrainingRun, format: str, path: str | os.PathLike[str]) -> list[Path]:
    """:meth:`TrainingRun.export`'s writer: :func:`bpe_viewer.core.interop.export`."""
    from bpe_viewer.core.interop import export

    return export(run, format, path, inputs=())


# The record cannot import its writers (they import it); the package hands them over.
install_writers(_save_run, _export)


def load(path: str | os.PathLike[str], *, pretokenizer: str | None = None) -> TrainingRun:
    """Open a saved run, a trace, or a merge table of another library.

    Accepts a saved run, a ``bpe-merges-v1`` trace, a Hugging Face ``tokenizer.json``,
    a ``vocab.json`` + ``merges.txt`` pair (folder or either file), a GPT-2-style merges
    file alone, a ``.tiktoken`` rank file and a minbpe ``.model``; see
    :func:`bpe_viewer.core.interop.load`. Imported tables keep their own token IDs.

    Args:
        path: the file or folder, a non-empty ``str`` or ``os.PathLike``.
        pretokenizer: for a table, the pre-tokenizer to encode with instead of the one
            the file says.

    Raises:
        bpe_viewer.core.arguments.ArgumentTypeError: (a TypeError) for a ``path`` that
            is not a ``str`` or ``os.PathLike``, or a ``pretokenizer`` that is neither
            None nor a ``str``.
        ValueError: for an empty ``path`` (``load("")``) or one holding a NUL character.
        bpe_viewer.core.interop.TableError: one line naming the file and the entry.
    """
    from bpe_viewer.core.interop import load as load_any

    return load_any(path, pretokenizer=pretokenizer)


__all__ = [
    "BYTE_COUNT",
    "MAX_MERGES",
    "TIE_POLICIES",
    "Candidate",
    "DocumentRecord",
    "MergeRule",
    "Trainer",
    "Training",
    "TrainingCancelled",
    "TrainingRound",
    "TrainingRun",
    "TrainingSpec",
    "iter_rounds",
    "iter_training",
    "load",
    "merges_for_vocabulary_size",
    "train",
]
