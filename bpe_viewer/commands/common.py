"""Helpers shared by the subcommands."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.safeio import (
    InputError,
    OutputError,
    input_problem,
    names_folder,
    output_problem,
    refuse_overwrite,
    terminal_text,
)
from bpe_viewer.core.safeio import print_line as print_line
from bpe_viewer.core.safeio import read_input as safe_read
from bpe_viewer.core.safeio import write_output as safe_write

if TYPE_CHECKING:
    from bpe_viewer.core.formats.classify import FileKind
    from bpe_viewer.core.run import TrainingRun


class CommandError(Exception):
    """A user-facing failure: printed as one line, exit status 2, no traceback."""


_DIGITS = re.compile(r"[0-9]+\Z", re.ASCII)
_SIGNED_DIGITS = re.compile(r"-?[0-9]+\Z", re.ASCII)


def whole_number(text: str, lo: int, hi: int, *, signed: bool = False) -> int:
    """A command-line number: plain ASCII digits (and a leading ``-`` if ``signed``) in ``lo..hi``.

    ``٣`` (an Arabic-Indic digit), ``1_000``, ``+5``, ``0x10`` and ``1e3`` are refused,
    unlike with ``int()``.

    Raises:
        argparse.ArgumentTypeError: one line naming the value and the accepted range.
    """
    pattern = _SIGNED_DIGITS if signed else _DIGITS
    if not pattern.match(text):
        raise argparse.ArgumentTypeError(
            f"{terminal_text(text)!r} is not an integer written with the plain digits 0-9"
            f" (expected {lo} to {hi})"
        )
    digits = text.lstrip("-")
    if len(digits.lstrip("0")) > len(str(max(abs(lo), abs(hi)))):
        raise argparse.ArgumentTypeError(f"{text[:20]}... is out of range (expected {lo} to {hi})")
    value = int(text)
    if not lo <= value <= hi:
        raise argparse.ArgumentTypeError(f"{value} is out of range (expected {lo} to {hi})")
    return value


def utf8_text(text: str) -> str:
    """argparse ``type=`` of a text option (``--special-token``, ``--text``, ...).

    Python hands a command-line argument that is not UTF-8 over with each bad byte as a
    lone surrogate (``b"\\xff"`` becomes ``"\\udcff"``); such text has no UTF-8 bytes, so
    it is refused here, naming the option, rather than failing later with a codec error.

    Raises:
        argparse.ArgumentTypeError: ``'<\\xff>' is not UTF-8 text (byte ff at character 2)``.
    """
    from bpe_viewer.core.render import lone_surrogate

    if lone_surrogate(text) is None:
        return text
    index, code = next((i, ord(c)) for i, c in enumerate(text) if 0xD800 <= ord(c) <= 0xDFFF)
    shown = text.encode("utf-8", "surrogateescape") if code >= 0xDC80 and code <= 0xDCFF else None
    what = f"byte {code - 0xDC00:02x}" if shown is not None else f"lone surrogate \\u{code:04x}"
    literal = repr(shown)[1:] if shown is not None else repr(text)
    raise argparse.ArgumentTypeError(
        f"{terminal_text(literal)} is not UTF-8 text ({what} at character {index + 1})"
    )


def number_type(lo: int, hi: int, *, signed: bool = False) -> Callable[[str], int]:
    """An argparse ``type=`` for :func:`whole_number` in ``lo..hi``."""

    def parse(text: str) -> int:
        return whole_number(text, lo, hi, signed=signed)

    parse.__name__ = "number"
    return parse


def merge_count(text: str) -> int:
    """argparse type for ``--merges``: ASCII digits, 0 to 2**32 - 256 (docs/rules.md s2.7)."""
    from bpe_viewer.core.trainer import MAX_MERGES

    return whole_number(text, 0, MAX_MERGES)


def vocabulary_size(text: str) -> int:
    """argparse type for ``--vocab-size``: an integer of at least 256 (docs/rules.md s2.8).

    The special tokens are subtracted later, when the command knows them.
    """
    value = whole_number(text, 0, 2**32)
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
    from bpe_viewer.core.spec import merges_for_vocabulary_size

    try:
        return merges_for_vocabulary_size(vocab_size, special_count)
    except ValueError as err:
        raise CommandError(f"--vocab-size: {err}") from None


def read_input(path: Path) -> bytes:
    """A file's exact bytes through the one opener (:func:`bpe_viewer.core.safeio.read_input`).

    Raises:
        CommandError: naming the file and the reason when it cannot be read, is not a
            regular file (FIFO, device) or is larger than the input limit.
    """
    try:
        return safe_read(path)
    except InputError as err:
        raise CommandError(str(err)) from None


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


def write_output(
    text: str,
    output: Path | None,
    *,
    inputs: Iterable[Path | str | None] = (),
    json: bool = False,
) -> None:
    """Print ``text``, or write it through the one atomic writer to ``output`` (``-``: stdout).

    Printed text goes through the one escaping function
    (:func:`~bpe_viewer.core.safeio.terminal_text`, with ``json`` for JSON text, which
    then stays valid JSON); a file gets ``text`` exactly.

    Raises:
        CommandError: when the file cannot be written, is a file read (``inputs``), or is
            a special file that cannot take it.
    """
    if output is None:
        sys.stdout.write(terminal_text(text, keep_lines=True, json=json))
        return
    if str(output) == "-":
        text = terminal_text(text, keep_lines=True, json=json)
    try:
        safe_write(output, text, inputs=inputs)
    except OSError as err:
        raise CommandError(output_problem(output, err)) from None


def classify_input(path: Path) -> FileKind:
    """What the input ``path`` is (:func:`bpe_viewer.core.formats.classify.classify`, the
    one classifier the window uses too), from its name and first bytes.

    Raises:
        CommandError: naming the file when it is missing, cannot be read or is not a
            regular file or folder.
    """
    from bpe_viewer.core.formats.classify import classify

    try:
        return classify(path)
    except InputError as err:
        raise CommandError(input_problem(path, err)) from None


def load_run_file(
    path: Path, pretokenizer: str | None = None, *, documents: bool = True
) -> TrainingRun:
    """Load RUN: a saved run, a ``bpe-merges-v1`` trace or another library's merge table.

    Everything :func:`bpe_viewer.core.load` opens: a Hugging Face ``tokenizer.json``,
    ``vocab.json`` + ``merges.txt`` (folder or either file), a merges file alone, a
    ``.tiktoken`` file, a minbpe ``.model``. A trace is checked under each tie policy in
    turn; the first that accepts it wins.

    Args:
        path: the file or folder.
        pretokenizer: for a table, the pre-tokenizer to use instead of the file's.
        documents: False to open a saved run's table only (``export``).

    Raises:
        CommandError: for a missing, unreadable or corrupt file; the message names it.
    """
    from bpe_viewer.core.interop import TableError, load

    try:
        return load(path, pretokenizer=pretokenizer, documents=documents)
    except TableError as err:
        raise CommandError(str(err)) from None


def require_input(path: Path) -> None:
    """Refuse an input that is missing, unreadable or neither a file nor a folder, with
    the wording every loader uses (:func:`~bpe_viewer.core.safeio.input_kind`), so that
    ``encode``, ``vocab`` and ``train`` say the same thing of a missing file.

    Raises:
        CommandError: ``nope.json: cannot read (No such file or directory)``.
    """
    from bpe_viewer.core.safeio import input_kind

    try:
        input_kind(path)
    except InputError as err:
        raise CommandError(input_problem(path, err)) from None


def output_file(text: str) -> Path:
    """argparse ``type=`` of an output FILE: ``-`` (standard output) or a file name.

    A name ending in ``/`` names a folder, so it is refused here rather than written as a
    file without the slash (``-o nodir/`` never makes a file ``nodir``).

    Raises:
        argparse.ArgumentTypeError: one line naming the value.
    """
    if names_folder(text):
        what = "is a folder" if os.path.isdir(text) else "names a folder that does not exist"
        raise argparse.ArgumentTypeError(
            f"{terminal_text(text)} {what} (it ends in {os.sep}); give a file name"
        )
    return Path(text)


def add_output_argument(p: Any) -> None:
    """``--output``/``-o FILE``: the result written atomically instead of to standard output."""
    p.add_argument(
        "--output",
        "-o",
        type=output_file,
        metavar="FILE",
        help="write to FILE (atomically) instead of standard output",
    )


def check_output(output: Path, *, inputs: Iterable[Path | str | None]) -> None:
    """Refuse, before any work, an output that is one of the inputs.

    Every command writing files goes through this check (and the one writer repeats it):
    :func:`bpe_viewer.core.safeio.refuse_overwrite`.

    Raises:
        CommandError: naming the output and the input it would overwrite.
    """
    try:
        refuse_overwrite(output, list(inputs))
    except OutputError as err:
        raise CommandError(str(err)) from None


def add_separator_argument(p: Any) -> None:
    """Add ``--separator TEXT``, the separator text of ``--unit separator``; every
    command that takes ``--unit`` takes it (:func:`resolve_unit` joins the two)."""
    p.add_argument(
        "--separator",
        metavar="TEXT",
        type=utf8_text,
        default=None,
        help="with --unit separator: the text of a separator line; a line holding only it "
        "ends a document (fortune files: --separator '%%')",
    )


def resolve_unit(args: argparse.Namespace) -> None:
    """Join ``--unit separator`` and ``--separator TEXT`` into the one unit value
    ``separator:TEXT`` (docs/rules.md s5), in place; other units are left as they are.

    Raises:
        CommandError: ``--unit separator`` without ``--separator``, a separator that is
            empty or holds a line end, or ``--separator`` with another unit.
    """
    from bpe_viewer.core.corpus import CorpusError, separator_unit

    unit = getattr(args, "unit", None)
    separator = getattr(args, "separator", None)
    if unit == "separator":
        if separator is None:
            raise CommandError(
                "--unit separator needs --separator TEXT, the text of a separator line "
                "(fortune files: --separator '%')"
            )
        try:
            args.unit = separator_unit(separator)
        except CorpusError as err:
            raise CommandError(f"--separator: {err}") from None
    elif separator is not None:
        raise CommandError("--separator applies only with --unit separator")
