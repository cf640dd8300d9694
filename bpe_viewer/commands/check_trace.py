"""``bpe-viewer check-trace``: validate a ``bpe-merges-v1`` file (docs/rules.md s7)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import CommandError, decode_text, print_line, read_input
from bpe_viewer.core.render import format_count


def add_parser(sub: Any) -> None:
    """Register the ``check-trace`` subcommand."""
    from bpe_viewer.core.trainer import TIE_POLICIES

    p = sub.add_parser(
        "check-trace",
        help="validate a bpe-merges-v1 trace file",
        description="Check every structural rule of the bpe-merges-v1 format, the tie "
        "rule included; each error names its line.",
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--tie",
        choices=TIE_POLICIES,
        default="smallest",
        help="tie rule the winners must obey (default: smallest)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print ``FILE: ok (...)`` and return 0, or raise CommandError naming the line."""
    from bpe_viewer.core.formats.trace_v1 import TraceError, parse_trace, parse_trace_any_tie

    name = str(args.file)
    text = decode_text(read_input(args.file), name)
    try:
        run = parse_trace(text, tie=args.tie, source=name)
    except TraceError as err:
        message = str(err)
        if "tie rule" in err.reason:
            # The format does not name its tie policy: say which one the winners follow.
            try:
                other = parse_trace_any_tie(text, source=name).tie
            except TraceError:
                pass
            else:
                message += f" (every winner follows the {other} policy: add --tie {other})"
        raise CommandError(message) from None
    docs = len(run.documents)
    counts = f"{format_count(docs, 'document')}, {format_count(run.merge_count, 'merge')}"
    print_line(f"{name}: ok ({counts})")
    return 0
