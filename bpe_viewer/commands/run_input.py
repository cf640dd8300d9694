"""The run a command's INPUT names (``vocab``, ``explain``, ``hexdump``).

A saved run, a ``bpe-merges-v1`` trace or another library's merge table is used as it
is; anything else is a corpus, trained with the options of ``train``
(:func:`bpe_viewer.commands.train.train_from_args`). Which one an INPUT is comes from
the one classifier (:func:`bpe_viewer.core.formats.classify.classify`). Kept apart from
:mod:`bpe_viewer.commands.common`, which the ``train`` command itself imports.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import CommandError, classify_input, load_run_file, require_input

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = ["add_run_input_argument", "load_or_train", "load_run_input"]


def add_run_input_argument(p: Any) -> None:
    """INPUT of a command that reads a run: a saved run or trace, or a corpus (trained with
    the options of ``train``)."""
    p.add_argument(
        "input",
        type=Path,
        metavar="INPUT",
        help="saved run, trace, text file, folder, .jsonl or corpus .json array",
    )


def load_or_train(path: Path, args: argparse.Namespace) -> TrainingRun:
    """The run an INPUT names: a saved run, trace or merge table loaded as it is, else a
    corpus trained with the training options in ``args`` (see
    ``train.add_training_arguments``).

    Raises:
        CommandError: for input that cannot be read, parsed or trained.
    """
    from bpe_viewer.commands.train import train_from_args

    require_input(path)
    if classify_input(path).finished:
        return load_run_file(path)
    return train_from_args(path, args)[1]


def load_run_input(
    args: argparse.Namespace, *, table_ok: bool = False, table_hint: str = ""
) -> TrainingRun:
    """The run of a command's INPUT (:func:`add_run_input_argument`): a saved run or trace
    as it is, another library's merge table when ``table_ok``, else the corpus trained with
    the training options in ``args``.

    Raises:
        CommandError: for input that cannot be read, parsed or trained, or a merge table
            (it holds no documents) when not ``table_ok``; ``table_hint`` ends that message.
    """
    require_input(args.input)
    if classify_input(args.input).is_table and not table_ok:
        raise CommandError(f"{args.input}: a merge table holds no documents{table_hint}")
    return load_or_train(args.input, args)
