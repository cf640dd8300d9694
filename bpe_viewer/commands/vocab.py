"""``bpe-viewer vocab``: the survival figures of every learned token (vocabulary health).

INPUT is a corpus, trained with the options of ``bpe-viewer train``, or a saved run or
``bpe-merges-v1`` trace (then nothing is trained). One row per learned token, then a
summary line; the figures are those of :mod:`bpe_viewer.core.survival`. Text output for
``ABCDCDABCDCDE`` with 3 merges::

     ID  hex          readable  rank  made  final  held_out  kept   flags
    256  43 44        CD           0     4      0         -  0 %    intermediate, unused
    257  41 42        AB           1     2      2         -  100 %
    258  43 44 43 44  CDCD         2     2      2         -  100 %
    3 learned tokens, 1 intermediate (kept < 10 %): 256 `CD`; 1 unused

``held_out`` is ``-`` when the corpus has no held-out documents (give a split manifest).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import add_output_argument, print_line, write_output
from bpe_viewer.commands.run_input import add_run_input_argument, load_run_input

if TYPE_CHECKING:
    from bpe_viewer.core.survival import SurvivalReport, TokenSurvival

FORMATS = ("text", "csv", "json")


def threshold(text: str) -> float:
    """argparse type for ``--threshold``: a share from 0 to 1."""
    from bpe_viewer.core.survival import check_threshold

    try:
        return check_threshold(float(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(
            str(err) if "threshold" in str(err) else f"not a number: {text!r}"
        ) from None


def add_parser(sub: Any) -> None:
    """Register the ``vocab`` subcommand."""
    from bpe_viewer.commands.train import add_training_arguments

    p = sub.add_parser(
        "vocab",
        help="vocabulary health: how many occurrences of each learned token survive",
        description="For every learned token: its occurrences when made, at the end of "
        "training and in the held-out documents, the share kept, the later merges that "
        "absorbed it, and flags (intermediate: kept below the threshold; unused: none "
        "left at the end; unseen in held-out).",
        epilog="INPUT may also be a saved run (train --format json) or a bpe-merges-v1 "
        "trace; then nothing is trained and the training options are ignored.",
    )
    add_run_input_argument(p)
    p.add_argument(
        "--threshold",
        type=threshold,
        default=0.1,
        metavar="SHARE",
        help="a token is intermediate when final / made is below this share (default 0.1)",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text: aligned rows and a summary (default); csv: one row per token; json: "
        "{tokens, summary}",
    )
    add_output_argument(p)
    add_training_arguments(p)
    p.set_defaults(func=run)


def _kept(t: TokenSurvival) -> str:
    return f"{t.kept * 100:.3g} %"


_FLAG_TEXT = {"unseen_in_held_out": "unseen in held-out"}


def _flags(t: TokenSurvival) -> str:
    return ", ".join(_FLAG_TEXT.get(f, f) for f in t.flags)


def format_text(report: SurvivalReport) -> str:
    """Aligned rows (ID, hex, readable, rank, made, final, held_out, kept, flags) and the
    summary line."""
    from bpe_viewer.core.render import hex_bytes, readable

    header = ("ID", "hex", "readable", "rank", "made", "final", "held_out", "kept", "flags")
    rows = [header]
    for t in report.tokens:
        rows.append(
            (
                str(t.token_id),
                hex_bytes(t.token_bytes),
                readable(t.token_bytes),
                str(t.rank),
                str(t.made),
                str(t.final),
                "-" if t.held_out is None else str(t.held_out),
                _kept(t),
                _flags(t),
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    right = {0, 3, 4, 5, 6}
    lines = []
    for r in rows:
        cells = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    lines.append(report.summary())
    return "".join(line + "\n" for line in lines)


def format_csv(report: SurvivalReport) -> str:
    """CSV with a header: token_id, bytes_hex, readable, rank, made, final, held_out (empty
    when there is no held-out text), kept, flags (``;``-separated), absorbed_by
    (``rank:count`` pairs, ``;``-separated), largest_share, intersection_over_self."""
    from bpe_viewer.core.render import readable

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            "token_id",
            "bytes_hex",
            "readable",
            "rank",
            "made",
            "final",
            "held_out",
            "kept",
            "flags",
            "absorbed_by",
            "largest_share",
            "intersection_over_self",
        ]
    )
    for t in report.tokens:
        writer.writerow(
            [
                t.token_id,
                t.token_bytes.hex(),
                readable(t.token_bytes),
                t.rank,
                t.made,
                t.final,
                "" if t.held_out is None else t.held_out,
                f"{t.kept:.6g}",
                ";".join(t.flags),
                ";".join(f"{a.rank}:{a.count}" for a in t.absorbed_by),
                f"{t.largest_share:.6g}",
                f"{t.intersection_over_self:.6g}",
            ]
        )
    return out.getvalue()


def run(args: argparse.Namespace) -> int:
    """Train (or load), compute the figures and print them; returns 0."""
    from bpe_viewer.core.survival import token_survival

    training_run = load_run_input(
        args,
        table_hint="; vocabulary health needs its documents: give a corpus, saved run or trace",
    )
    report = token_survival(training_run, threshold=args.threshold)
    if args.format == "json":
        text = json.dumps(report.to_json(), ensure_ascii=False) + "\n"
    elif args.format == "csv":
        text = format_csv(report)
    else:
        text = format_text(report)
    inputs = (args.input, getattr(args, "split", None))
    write_output(text, args.output, inputs=inputs, json=args.format == "json")
    if args.output is not None and args.format != "text":
        print_line(report.summary(), file=sys.stderr)
    return 0
