"""Command line: ``bpe-viewer SUBCOMMAND ...``; with no subcommand the window opens.

``main(argv) -> int`` builds the parser from the command modules in
:mod:`bpe_viewer.commands`; each adds its subparser and sets ``func``. Headless
subcommands never import Qt; ``gui`` imports it lazily.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from bpe_viewer import __version__
from bpe_viewer.commands import (
    check_trace,
    count,
    decode,
    desktop_entry,
    diff,
    encode,
    explain,
    export,
    gui,
    hexdump,
    replay,
    train_words,
    vocab,
)
from bpe_viewer.commands import train as train_command
from bpe_viewer.commands.common import CommandError, resolve_unit
from bpe_viewer.core.kernel import trainer_name
from bpe_viewer.core.safeio import InputError, OutputError, print_line, terminal_text

COMMANDS = (
    train_command,
    train_words,
    count,
    check_trace,
    encode,
    decode,
    export,
    replay,
    diff,
    hexdump,
    vocab,
    desktop_entry,
    explain,
    gui,
)


class OneLineArgumentParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (exit status 2).

    Options are never abbreviated (``--merge`` is not taken for ``--merges``): an
    abbreviation that works today could silently change meaning when an option is added.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        message = terminal_text(message)
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def unknown_arguments_error(command: argparse.ArgumentParser, extras: Sequence[str]) -> NoReturn:
    """Refuse arguments ``command`` (a subcommand's parser) does not know, in one line that
    suggests the closest option of that command and names its own help (exit status 2)."""
    known = [s for action in command._actions for s in action.option_strings]
    hints = []
    for extra in extras:
        if extra.startswith("-"):
            close = difflib.get_close_matches(extra.split("=", 1)[0], known, n=1, cutoff=0.6)
            if close:
                hints.append(f"did you mean {close[0]}?")
    hint = f" ({'; '.join(hints)})" if hints else ""
    command.error(f"unrecognized arguments: {' '.join(extras)}{hint}")


class IntermixedArgumentParser(OneLineArgumentParser):
    """A subcommand parser that takes options and positionals in any order.

    Plain argparse stops filling positionals at the first option, so ``encode RUN
    --layout v1 TEXT`` would lose TEXT; this parser reads the options first and the
    positionals after (argparse's intermixed parsing). A parser that intermixed
    parsing cannot handle (a positional inside a mutually exclusive group) falls back
    to the ordinary order.
    """

    _plain = False

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if self._plain:
            return super().parse_known_args(args, namespace)
        self._plain = True
        try:
            try:
                return self.parse_known_intermixed_args(args, namespace)
            except TypeError:  # raised before any parsing for unsupported layouts
                return super().parse_known_args(args, namespace)
        finally:
            self._plain = False


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = OneLineArgumentParser(
        prog="bpe-viewer",
        description="Train a byte-level BPE merge table and explore it round by round.",
    )
    # which trainer runs: the compiled kernel or pure Python (bpe_viewer/core/kernel.py)
    version = f"%(prog)s {__version__} ({trainer_name()})"
    parser.add_argument("--version", action="version", version=version)
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=IntermixedArgumentParser
    )
    for module in COMMANDS:
        module.add_parser(sub)
    parser.set_defaults(_commands=sub.choices)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input or usage)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not args_list:
        args_list = ["gui"]
    try:
        args, extras = parser.parse_known_args(args_list)
        if extras:
            command = args._commands.get(args.command) if args.command else None
            if command is None:
                parser.error(f"unrecognized arguments: {' '.join(extras)}")
            unknown_arguments_error(command, extras)
    except SystemExit as exc:  # argparse exits on --help and on usage errors
        return int(exc.code or 0)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 2
    try:
        resolve_unit(args)
        return int(args.func(args))
    except (CommandError, InputError, OutputError) as err:
        # Text from files (IDs, names) reaches the terminal only through terminal_text.
        print_line(f"bpe-viewer: error: {err}", file=sys.stderr)
        return 2
    except MemoryError:
        what = getattr(args, "corpus", None) or getattr(args, "run", None)
        what = getattr(args, "table", None) or getattr(args, "file", None) or what
        name = terminal_text(str(what)) if what is not None else "the input"
        print_line(
            f"bpe-viewer: error: {name}: too large to hold in memory (out of memory)",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        print_line("bpe-viewer: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``bpe-viewer diff A B | head``): stop quietly, as other
        # command-line tools do, and keep Python from complaining again at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 141


def gui_main() -> int:
    """Entry point of the ``bpe-viewer-gui`` script: the window, with optional input."""
    return main(["gui", *sys.argv[1:]])
