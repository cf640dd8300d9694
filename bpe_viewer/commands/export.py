"""``bpe-viewer export``: write a run or table for Hugging Face tokenizers, tiktoken or minbpe."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import CommandError, print_line


def add_parser(sub: Any) -> None:
    """Register the ``export`` subcommand."""
    from bpe_viewer.core.interop import EXPORT_FORMATS

    p = sub.add_parser(
        "export",
        help="write a run as a Hugging Face, tiktoken or minbpe table",
        description="Write RUN's merge table in another library's format, so that the "
        "library gives exactly bpe-viewer's token IDs.",
        epilog="; ".join(f"{k}: {v}" for k, v in EXPORT_FORMATS.items()),
    )
    p.add_argument(
        "run",
        type=Path,
        metavar="RUN",
        help="saved run, bpe-merges-v1 trace, or a merge table of another library",
    )
    p.add_argument("--to", required=True, choices=tuple(EXPORT_FORMATS), help="format")
    p.add_argument(
        "--output",
        "-o",
        required=True,
        metavar="PATH",
        help="file (hf, minbpe), folder (vocab-merges; hf for a PATH ending in /) or NAME "
        "(tiktoken: NAME.tiktoken and NAME.json); the files are written as one set",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Export; prints the files written. Raises CommandError for bad input."""
    from bpe_viewer.commands.common import load_run_file
    from bpe_viewer.core.input_files import table_files
    from bpe_viewer.core.interop import TableError, export

    training_run = load_run_file(args.run, documents=False)  # an export writes the rules
    try:
        files = export(
            training_run, args.to, args.output, inputs=table_files(args.run), name=args.run
        )
    except TableError as err:
        raise CommandError(str(err)) from None
    for file in files:
        print_line(f"wrote {file}")
    return 0
