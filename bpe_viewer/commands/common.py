"""Helpers shared by the subcommands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


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
