"""``bpe-viewer decode``: token IDs back to bytes, shown as hex and strict text (docs/rules.md s6).

Prints two lines, or three when the bytes are not valid UTF-8::

    hex: 20 d0 b0
    text:  а

    hex: 20 d0
    text: invalid UTF-8 at byte offset 1: lead byte d0 at offset 1 expects 1 continuation byte
    escaped:  \\xd0

The ``escaped`` line is :func:`bpe_viewer.core.render.escape_text`: UTF-8 where valid,
``\\xNN`` elsewhere, backslashes doubled. Text is never repaired with U+FFFD.

IDs may be given as separate arguments or separated by commas (as in a trace-v1
``tokens=`` list); positions in messages index the whole ID sequence from 0.
"""

from __future__ import annotations

import argparse
import re
from typing import Any

from bpe_viewer.commands.common import CommandError, load_run_file, print_line
from bpe_viewer.commands.encode import LAYOUTS, build_table, refuse_layout_for_source_ids
from bpe_viewer.core.safeio import terminal_text

_ID_PATTERN = re.compile(r"-?[0-9]+\Z", re.ASCII)
#: Token IDs fit in 32 bits (docs/rules.md s2.7): more digits than this is out of range.
_MAX_DIGITS = 10
_SPLIT = re.compile(r"[\s,]+")


def add_parser(sub: Any) -> None:
    """Register the ``decode`` subcommand."""
    from pathlib import Path

    p = sub.add_parser(
        "decode",
        help="decode token IDs with a saved run and show the bytes",
        description="Decode token IDs with the vocabulary of RUN; print the bytes as hex "
        "and, when they are valid UTF-8, as text, else where they stop being valid.",
        epilog="RUN is a saved run (train --format json) or a bpe-merges-v1 trace.",
    )
    p.add_argument(
        "run",
        type=Path,
        metavar="RUN",
        help="saved run, trace or merge table (tokenizer.json, vocab.json + merges.txt, "
        ".tiktoken, minbpe .model)",
    )
    p.add_argument(
        "ids",
        nargs="+",
        metavar="ID",
        help="token IDs, as separate arguments or comma-separated",
    )
    p.add_argument(
        "--layout",
        choices=LAYOUTS,
        help="v1: the IDs are a layout v1 document 0 <content IDs + 2> 1 (docs/rules.md s6)",
    )
    p.set_defaults(func=run)


def parse_ids(values: list[str]) -> list[int]:
    """Integer token IDs from the ID arguments (each may hold several, comma-separated).

    Raises:
        CommandError: naming the 0-based position of the first item that is not an
            integer, or when no ID is given.
    """
    ids: list[int] = []
    for value in values:
        for item in _SPLIT.split(value.strip()):
            if not item:
                continue
            if not _ID_PATTERN.match(item):
                raise CommandError(
                    f"position {len(ids)}: {terminal_text(item)!r} is not an integer token ID"
                )
            digits = item.lstrip("-").lstrip("0")
            if len(digits) > _MAX_DIGITS:
                shown = item if len(item) <= 24 else item[:21] + "..."
                raise CommandError(
                    f"position {len(ids)}: token ID {shown} is out of range "
                    f"(token IDs are 0 to {2**32 - 1} at most)"
                )
            ids.append(int(item))
    if not ids:
        raise CommandError("no token IDs given")
    return ids


def run(args: argparse.Namespace) -> int:
    """Decode and print; returns 0, or raises CommandError for bad input."""
    from bpe_viewer.core.encoding import EncodingError, decode_utf8_strict
    from bpe_viewer.core.render import escape_text, hex_bytes

    ids = parse_ids(args.ids)
    training_run = load_run_file(args.run)
    table = build_table(training_run, args.run)
    try:
        if args.layout == "v1":
            refuse_layout_for_source_ids(training_run, args.run)
            data = table.decode_layout_v1(ids)
        else:
            data = training_run.decode(ids)
    except EncodingError as err:
        raise CommandError(str(err)) from None
    print_line(f"hex: {hex_bytes(data)}" if data else "hex:")
    try:
        text = decode_utf8_strict(data)
    except EncodingError as err:
        print_line(f"text: {err}")
        print_line(f"escaped: {escape_text(data)}")
    else:
        # Control characters (ESC, BEL, ...) are shown as \x1b, never sent to the terminal.
        print_line(f"text: {text}" if text else "text:")
    return 0
