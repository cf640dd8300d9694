"""``bpe-viewer diff A B``: where two merge tables part, and the tokens they share.

A and B are saved runs (``train --format json``) or ``bpe-merges-v1`` traces, in any
mix. The text report for ``ABCDCDABCDCDE`` trained with 3 merges under ``smallest`` (A)
and ``largest`` (B)::

    A: a.run.json (saved run, 3 rules, tie smallest)
    B: b.run.json (saved run, 3 rules, tie largest)
    settings: tie policy: A smallest, B largest
    common prefix: 1 rule
    first divergence: rank 1
      A rank 1: pair=(65,66) A + B -> AB bytes=[41, 42] count=2 replacements=2
      B rank 1: pair=(256,256) CD + CD -> CDCD bytes=[43, 44, 43, 44] count=2 replacements=2
    shared tokens: 2 (readable, hex, rank in A, rank in B)
      CD    43 44        0  0
      CDCD  43 44 43 44  2  1
    only in A: 1 (readable, hex, rank)
      AB  41 42  1
    only in B: 1 (readable, hex, rank)
      BCDCD  42 43 44 43 44  2

``--format json`` prints :meth:`bpe_viewer.core.diff.TableDiff.to_json` with two more
keys: ``tables`` (``{"a": {"path", "kind", "label"}, "b": ...}``; a GPT-2-style merges
file is of kind ``merges file``, labelled ``merges file NAME``, with no tie policy) and
``explanation`` (:meth:`bpe_viewer.core.divergence.Divergence.to_json` plus its report
``lines``, or null). Special tokens and pre-tokenization are not rules: when they
differ, the ``settings`` line says so.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import print_line
from bpe_viewer.core.render import format_count

if TYPE_CHECKING:
    from bpe_viewer.core.diff import RuleAt, TableDiff
    from bpe_viewer.core.run import TrainingRun

FORMATS = ("text", "json")


def add_parser(sub: Any) -> None:
    """Register the ``diff`` subcommand."""
    p = sub.add_parser(
        "diff",
        help="compare two merge tables: the first rank where they differ, shared tokens",
        description="Compare the merge tables of A and B: the first rank where their rules "
        "differ (with both rules), the learned tokens both hold with their rank in each, "
        "and those only one holds.",
        epilog="A and B are saved runs (train --format json) or bpe-merges-v1 traces, in "
        "any mix. Differences in tie policy, pre-tokenization and special tokens are "
        "reported; special tokens are not compared as rules.",
    )
    p.add_argument("a", type=Path, metavar="A", help="saved run JSON or bpe-merges-v1 trace")
    p.add_argument("b", type=Path, metavar="B", help="saved run JSON or bpe-merges-v1 trace")
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text: a readable report (default); json: one JSON object",
    )
    p.set_defaults(func=run)


def load_table(path: Path) -> tuple[TrainingRun, str, str]:
    """Load a saved run, a ``bpe-merges-v1`` trace or another library's merge table, and
    say which it was.

    Returns:
        The run, its kind for the report (``saved run``, ``bpe-merges-v1 trace``,
        ``Hugging Face tokenizer.json``, ``merges file``, ...) and its label
        (:func:`bpe_viewer.core.interop.source_label`: ``merges file merges.txt``, or
        the file name of a saved run).

    Raises:
        CommandError: naming the file when it is none of these, or cannot be read.
    """
    from bpe_viewer.commands.common import classify_input, load_run_file
    from bpe_viewer.core.interop import KIND_NAMES, MERGES_KINDS, source_label

    table = load_run_file(path)
    found = classify_input(path).table_kind
    # A file the classifier calls ``other`` that loaded is a saved run whose head did not
    # show its format tag (the saved-run reader is the last one tried).
    kind = "merges file" if found in MERGES_KINDS else KIND_NAMES.get(found, "saved run")
    return table, kind, source_label(path, found)


def _rule_line(side: str, rule: RuleAt) -> str:
    from bpe_viewer.core.render import readable

    hex_list = ", ".join(f"{b:02x}" for b in rule.token_bytes)
    line = (
        f"  {side} rank {rule.rank}: pair=({rule.left},{rule.right}) "
        f"{readable(rule.left_bytes)} + {readable(rule.right_bytes)} -> "
        f"{readable(rule.token_bytes)} bytes=[{hex_list}]"
    )
    if rule.count is not None:
        line += f" count={rule.count}"
    if rule.replacements is not None:
        line += f" replacements={rule.replacements}"
    return line


def _plural(n: int, word: str) -> str:
    return format_count(n, word)


def _describe(name: str, kind: str, length: int, tie: str | None, label: str = "") -> str:
    if kind == "saved run" or kind == "bpe-merges-v1 trace" or not label:
        what = kind
    else:
        what = label  # "merges file merges.txt": what it is and its file name
    if not tie:
        extra = ", no tie policy or counts recorded" if kind not in KNOWN_RECORDS else ""
    elif kind == "bpe-merges-v1 trace":
        extra = f", winners follow tie {tie}"
    else:
        extra = f", tie {tie}"
    return f"{name} ({what}, {_plural(length, 'rule')}{extra})"


#: Kinds that carry a training record (counts and a tie policy).
KNOWN_RECORDS = ("saved run", "bpe-merges-v1 trace")


def format_text(
    diff: TableDiff,
    name_a: str,
    name_b: str,
    kind_a: str = "saved run",
    kind_b: str = "saved run",
    label_a: str = "",
    label_b: str = "",
) -> list[str]:
    """The lines of the text report (see the module docstring).

    Args:
        diff: the comparison.
        name_a: how to name A (its path).
        name_b: how to name B.
        kind_a: what A is (``saved run``, ``bpe-merges-v1 trace``, ``merges file``).
        kind_b: what B is.
        label_a: A's label for a table imported from a file (``merges file merges.txt``).
        label_b: B's label.
    """
    from bpe_viewer.core.render import hex_bytes, readable

    lines = [
        f"A: {_describe(name_a, kind_a, diff.length_a, diff.settings_a.tie, label_a)}",
        f"B: {_describe(name_b, kind_b, diff.length_b, diff.settings_b.tie, label_b)}",
    ]
    lines.extend(f"settings: {d}" for d in diff.setting_differences())
    lines.append(f"common prefix: {_plural(diff.common_prefix, 'rule')}")
    if diff.first_divergence is not None:
        assert diff.a is not None and diff.b is not None
        lines.append(f"first divergence: rank {diff.first_divergence}")
        lines.append(_rule_line("A", diff.a))
        lines.append(_rule_line("B", diff.b))
    elif diff.identical:
        lines.append("first divergence: none (the tables are identical)")
    else:
        longer = "A" if diff.longer == "a" else "B"
        shorter = "B" if longer == "A" else "A"
        lines.append(
            f"first divergence: none ({shorter} is a prefix of {longer}; "
            f"{longer} has {_plural(abs(diff.length_a - diff.length_b), 'more rule')})"
        )

    lines.append(f"shared tokens: {len(diff.shared)} (readable, hex, rank in A, rank in B)")
    lines.extend(
        _columns(
            [
                (readable(s.token_bytes), hex_bytes(s.token_bytes), str(s.rank_a), str(s.rank_b))
                for s in diff.shared
            ]
        )
    )
    for label, lone in (("A", diff.only_a), ("B", diff.only_b)):
        lines.append(f"only in {label}: {len(lone)} (readable, hex, rank)")
        lines.extend(
            _columns(
                [(readable(t.token_bytes), hex_bytes(t.token_bytes), str(t.rank)) for t in lone]
            )
        )
    return lines


def _columns(rows: list[tuple[str, ...]]) -> list[str]:
    """Rows indented by two spaces, columns left-aligned and two spaces apart."""
    if not rows:
        return []
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def run(args: argparse.Namespace) -> int:
    """Load both tables and print the comparison; returns 0."""
    from bpe_viewer.core.diff import diff_tables
    from bpe_viewer.core.divergence import explain_first_divergence, explanation_lines

    a, kind_a, label_a = load_table(args.a)
    b, kind_b, label_b = load_table(args.b)
    diff = diff_tables(a, b)
    why = explain_first_divergence(a, b)
    if args.format == "json":
        out = diff.to_json()
        out["tables"] = {
            "a": {"path": str(args.a), "kind": kind_a, "label": label_a},
            "b": {"path": str(args.b), "kind": kind_b, "label": label_b},
        }
        out["explanation"] = (
            None if why is None else {**why.to_json(), "lines": explanation_lines(a, why)}
        )
        print_line(json.dumps(out, ensure_ascii=False), json=True)
    else:
        lines = format_text(diff, str(args.a), str(args.b), kind_a, kind_b, label_a, label_b)
        if why is not None:
            at = lines.index(_rule_line("B", diff.b)) + 1 if diff.b is not None else len(lines)
            lines[at:at] = explanation_lines(a, why)
        for line in lines:
            print_line(line)
    return 0
