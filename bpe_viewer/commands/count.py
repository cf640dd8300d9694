"""``bpe-viewer count``: split and count the pre-tokenization pieces of many inputs in
parallel and write a piece-frequency table (JSON, or Parquet through pyarrow)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import (
    CommandError,
    add_separator_argument,
    check_output,
    output_file,
    print_line,
    require_input,
    utf8_text,
)


def add_parser(sub: Any) -> None:
    """Register the ``count`` subcommand."""
    from bpe_viewer.core.corpus import DOCUMENT_UNITS
    from bpe_viewer.core.piecetable import ENGINES
    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    p = sub.add_parser(
        "count",
        help="count the pre-tokenization pieces of many inputs into a piece table",
        description="Split the train documents of every INPUT into pieces (docs/rules.md s4) "
        "in parallel and write the distinct pieces with their counts, in order of first "
        "occurrence. `train TABLE` trains on it.",
    )
    p.add_argument("inputs", nargs="+", type=Path, metavar="INPUT", help="corpus files or folders")
    p.add_argument("--split", type=Path, metavar="MANIFEST", help="split manifest (JSON arrays)")
    p.add_argument("--unit", choices=DOCUMENT_UNITS, default="file", help="document unit")
    add_separator_argument(p)
    p.add_argument(
        "--text-field", type=utf8_text, default="text", help="text field of JSON Lines objects"
    )
    p.add_argument(
        "--pretokenize",
        choices=tuple(n for n in PRETOKENIZERS if n != "none"),
        required=True,
        help="the pattern that cuts the pieces",
    )
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default="local",
        help="local: every core of this machine; dask: Dask distributed (default: local)",
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="with --engine dask, a running scheduler (tcp://host:8786); default: a "
        "LocalCluster on this machine",
    )
    p.add_argument(
        "--output",
        "-o",
        type=output_file,
        required=True,
        metavar="FILE",
        help="the table: FILE.parquet (needs pyarrow) or JSON otherwise",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Count and write; returns 0, or raises CommandError for bad input."""
    from bpe_viewer.core.corpus import CorpusError
    from bpe_viewer.core.piecetable import count_pieces, save_piece_table

    if args.scheduler is not None and args.engine != "dask":
        raise CommandError("--scheduler needs --engine dask")
    inputs = (*args.inputs, args.split)
    for path in args.inputs:
        require_input(path)
    check_output(args.output, inputs=inputs)
    try:
        table = count_pieces(
            args.inputs,
            args.pretokenize,
            unit=args.unit,
            split=args.split,
            text_field=args.text_field,
            engine=args.engine,
            scheduler=args.scheduler,
        )
    except (CorpusError, ValueError) as err:
        raise CommandError(str(err)) from None
    save_piece_table(table, args.output, inputs=inputs)
    n = len(args.inputs)
    print_line(
        f"bpe-viewer: {len(table.pieces)} distinct pieces, {table.total} in all, from {n} "
        f"input{'s' if n != 1 else ''} (engine {args.engine}, pre-tokenizer "
        f"{args.pretokenize}) -> {args.output}",
        file=sys.stderr,
    )
    return 0
