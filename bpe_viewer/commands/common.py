"""Helpers shared by the subcommands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

_TRACE_BEGIN = b"TRACE bpe-merges-v1 BEGIN"
_RUN_MARK = b'"bpe-viewer-run"'


class CommandError(Exception):
    """A user-facing failure: printed as one line, exit status 2, no traceback."""


def merge_count(text: str) -> int:
    """argparse type for ``--merges``: an integer from 0 to 2**32 - 256 (docs/rules.md s2.7)."""
    from bpe_viewer.core.trainer import check_merge_count

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    try:
        return check_merge_count(value)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def vocabulary_size(text: str) -> int:
    """argparse type for ``--vocab-size``: an integer of at least 256 (docs/rules.md s2.8).

    The special tokens are subtracted later, when the command knows them.
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 256:
        raise argparse.ArgumentTypeError(
            f"vocabulary size {value} is too small: the 256 bytes already take 256 entries"
        )
    return value


def resolve_merges(
    merges: int | None, vocab_size: int | None, special_count: int, default: int
) -> int:
    """The merge count of ``--merges`` or ``--vocab-size`` (``default`` when neither).

    Raises:
        CommandError: when the vocabulary size leaves no room for the special tokens.
    """
    if vocab_size is None:
        return default if merges is None else merges
    from bpe_viewer.core.run import merges_for_vocabulary_size

    try:
        return merges_for_vocabulary_size(vocab_size, special_count)
    except ValueError as err:
        raise CommandError(f"--vocab-size: {err}") from None


def read_input(path: Path) -> bytes:
    """A file's exact bytes.

    Raises:
        CommandError: naming the file and the reason when it cannot be read.
    """
    try:
        return path.read_bytes()
    except OSError as err:
        raise CommandError(f"{path}: cannot read ({err.strerror or err})") from None


def decode_text(raw: bytes, name: str) -> str:
    """UTF-8 text of a file's bytes.

    Raises:
        CommandError: naming the file and the line of the first invalid byte.
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        raise CommandError(f"{name} line {line}: not UTF-8 text") from None


def write_output(text: str, output: Path | None) -> None:
    """Print ``text`` or write it atomically to ``output``.

    Raises:
        CommandError: when the file cannot be written.
    """
    if output is None:
        sys.stdout.write(text)
        return
    from bpe_viewer.core.formats.run_json import write_text_atomic

    try:
        write_text_atomic(output, text)
    except OSError as err:
        raise CommandError(f"{output}: cannot write ({err.strerror or err})") from None


def is_saved_run(path: Path) -> bool:
    """True for a saved run or a ``bpe-merges-v1`` trace (used as they are), False for a corpus.

    Raises:
        CommandError: when the file cannot be read.
    """
    if not path.is_file():
        return False
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError as err:
        raise CommandError(f"{path}: cannot read ({err.strerror or err})") from None
    if head.lstrip(b"\xef\xbb\xbf").startswith(_TRACE_BEGIN):
        return True
    name = path.name.lower()
    return name.endswith(".bpe-run.json") or (name.endswith(".json") and _RUN_MARK in head)


def load_or_train(path: Path, args: argparse.Namespace) -> TrainingRun:
    """The run an INPUT names: a saved run or trace loaded as it is, else a corpus trained
    with the training options in ``args`` (see ``train.add_training_arguments``).

    Raises:
        CommandError: for input that cannot be read, parsed or trained.
    """
    from bpe_viewer.commands.encode import load_run_file
    from bpe_viewer.commands.train import train_from_args

    if not path.exists():
        raise CommandError(f"{path}: no such file or folder")
    if is_saved_run(path):
        return load_run_file(path)
    return train_from_args(path, args)[1]
