"""``bpe-viewer replay``: apply a table's merges in rank order to a corpus, as training would."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import (
    CommandError,
    add_separator_argument,
    check_output,
    output_file,
    print_line,
    utf8_text,
    write_output,
)
from bpe_viewer.core.render import format_count

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

FORMATS = ("json", "ranks")


def add_parser(sub: Any) -> None:
    """Register the ``replay`` subcommand."""
    from bpe_viewer.core.corpus import DOCUMENT_UNITS
    from bpe_viewer.core.trainer import TIE_POLICIES

    p = sub.add_parser(
        "replay",
        help="apply a table's merges to a corpus round by round and compare with its choices",
        description="Replay TABLE on CORPUS: round r merges the table's rule of rank r, "
        "whatever the corpus counts, and records the rule's count and replacements on this "
        "corpus and the corpus's own candidates (what it would have chosen). The result "
        "steps like a trained run in the window.",
    )
    p.add_argument(
        "table",
        type=Path,
        metavar="TABLE",
        help="saved run, trace, or a merge table (tokenizer.json, vocab.json + merges.txt, "
        "a merges file, .tiktoken, minbpe .model)",
    )
    p.add_argument("corpus", type=Path, metavar="CORPUS", help="text file, folder, .jsonl or .json")
    p.add_argument("--split", type=Path, metavar="MANIFEST", help="split manifest (train counts)")
    p.add_argument("--unit", choices=DOCUMENT_UNITS, default="file", help="document unit")
    add_separator_argument(p)
    p.add_argument(
        "--text-field", type=utf8_text, default="text", help="text field of JSON Lines objects"
    )
    p.add_argument(
        "--tie",
        choices=TIE_POLICIES,
        default=None,
        help="tie policy that orders the corpus's own candidates (default: the table's)",
    )
    p.add_argument(
        "--pretokenize",
        metavar="NAME",
        help="pre-tokenizer instead of the table's (a bare vocab.json + merges.txt: gpt2)",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="json",
        help="json: the replayed run (open it in the window); ranks: one line per round "
        "(default: json)",
    )
    p.add_argument("--output", "-o", type=output_file, metavar="FILE", help="write to FILE")
    p.set_defaults(func=run)


def round_line(run: TrainingRun, rank: int) -> str:
    """``replay rank r: pair=(a,b) count=c replacements=n corpus=(x,y) count=d WORD
    corpus-rank=p share=s``, WORD being ``agrees``, ``tie`` (same count, the tie policy
    picks the other pair), ``differs`` or ``never-occurs``; ``p`` the rule's place among
    the corpus's candidates by count (``-`` when it never occurs) and ``s`` its count as
    a share of the corpus's top count (``0.5``: half of it; three significant digits)."""
    from bpe_viewer.core.interop.replay import verdict

    v = verdict(run, rank)
    rule = run.rules[rank]
    head = (
        f"replay rank {rank}: pair=({rule.left},{rule.right}) count={rule.candidate_count} "
        f"replacements={rule.replacement_count}"
    )
    if v.corpus_choice is None:
        return f"{head} corpus=none never-occurs corpus-rank=- share=0"
    c = v.corpus_choice
    if v.agrees:
        word = "agrees"
    elif v.never_occurs:
        word = "never-occurs"
    else:
        word = "tie" if v.tied else "differs"
    return (
        f"{head} corpus=({c.left},{c.right}) count={c.count} {word} "
        f"corpus-rank={v.rank_text} share={v.share:.3g}"
    )


def summary(run: TrainingRun, table: str, links_skipped: int = 0) -> list[str]:
    """What the replay found, for standard error: agreement, first difference, absent
    rules; ``links_skipped`` is how many links a corpus folder held to files already
    read (said after the document count, as ``train`` says it)."""
    from bpe_viewer.core.interop.replay import median_rank, verdict
    from bpe_viewer.core.render import readable

    k = run.merge_count
    verdicts = [verdict(run, r) for r in range(k)]
    agree = sum(v.agrees for v in verdicts)
    never = sum(v.never_occurs for v in verdicts)
    counted = sum(d.counted for d in run.documents)
    documents = format_count(counted, "document")
    if links_skipped:
        from bpe_viewer.core.corpus import links_skipped_text

        documents += f", {links_skipped_text(links_skipped)}"
    lines = [
        f"bpe-viewer: replayed {format_count(k, 'rule')} of {table} on "
        f"{documents}: the corpus's own winner is the table's rule in "
        f"{agree} of {format_count(k, 'round')}; median rank {median_rank(verdicts)} among "
        f"the corpus's candidates; "
        f"{format_count(never, 'rule never occurs', 'rules never occur')}"
    ]
    first = next((v for v in verdicts if not v.agrees), None)
    if first is not None:
        rule = run.rules[first.rank]
        what = (
            f"bpe-viewer: first difference at round {first.rank}: the table merges "
            f"({rule.left},{rule.right}) {readable(rule.token_bytes)!r} count {first.count}"
        )
        if first.corpus_choice is not None:
            c = first.corpus_choice
            merged = run.token_bytes(c.left) + run.token_bytes(c.right)
            what += (
                f", the corpus would take ({c.left},{c.right}) {readable(merged)!r} count {c.count}"
            )
            if first.tied:
                what += f" (a tie, which the {run.tie} policy breaks the other way)"
        lines.append(what)
    return lines


def run(args: argparse.Namespace) -> int:
    """Replay and write the run; returns 0 or raises CommandError."""
    from bpe_viewer.commands.common import load_run_file
    from bpe_viewer.core.corpus import CorpusError
    from bpe_viewer.core.corpus_files import load_corpus
    from bpe_viewer.core.formats.run_json import run_to_json
    from bpe_viewer.core.input_files import table_files
    from bpe_viewer.core.interop.replay import replay

    inputs = [*table_files(args.table), args.corpus, args.split]
    if args.output is not None:  # before any work: never written over an input
        check_output(args.output, inputs=inputs)
    table = load_run_file(args.table, args.pretokenize)
    try:
        corpus = load_corpus(
            args.corpus, unit=args.unit, split=args.split, text_field=args.text_field
        )
    except CorpusError as err:
        raise CommandError(str(err)) from None
    result = replay(table, corpus, tie=args.tie, source=str(args.corpus))
    if args.format == "json":
        text = json.dumps(run_to_json(result), separators=(",", ":")) + "\n"
    else:
        text = "".join(round_line(result, r) + "\n" for r in range(result.merge_count))
    write_output(text, args.output, inputs=inputs, json=args.format == "json")
    for line in summary(result, str(args.table), corpus.links_skipped):
        print_line(line, file=sys.stderr)
    return 0
