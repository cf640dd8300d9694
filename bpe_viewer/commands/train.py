"""``bpe-viewer train``: train on a corpus and print ranks, a trace or the saved run."""

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
    merge_count,
    number_type,
    output_file,
    print_line,
    resolve_merges,
    utf8_text,
    vocabulary_size,
    write_output,
)
from bpe_viewer.core.render import format_count
from bpe_viewer.core.safeio import input_problem, memory_guard
from bpe_viewer.core.spec import TRAIN_COMMAND_MERGES

if TYPE_CHECKING:
    from bpe_viewer.core.corpus import Corpus
    from bpe_viewer.core.run import TrainingRun
    from bpe_viewer.core.spec import TrainingSpec
    from bpe_viewer.core.training import Training

FORMATS = ("ranks", "trace-v1", "json")
#: Merges learned when neither --merges nor --vocab-size is given.
DEFAULT_MERGES = TRAIN_COMMAND_MERGES


def add_parser(sub: Any) -> None:
    """Register the ``train`` subcommand."""
    p = sub.add_parser(
        "train",
        help="train a merge table on a corpus",
        description="Train a byte-level BPE merge table (docs/rules.md s2) and print the result.",
    )
    p.add_argument(
        "corpus",
        type=Path,
        help="text file, folder, .jsonl, corpus .json array, or a piece table from "
        "`bpe-viewer count` (trained on its pieces weighted by their counts; the first "
        "tie policy takes its row order as the order of first occurrence)",
    )
    add_training_arguments(p)
    p.add_argument(
        "--workers",
        type=number_type(1, 256),
        default=None,
        metavar="N",
        help="with --pretokenize, cut a corpus of 4 MB or more into pieces in N "
        "processes, this one and N - 1 started beside it (default: one per idle core, at "
        "most one per 4 MB; 1: this process alone)",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="ranks",
        help="ranks: one summary line per rule; trace-v1: the bpe-merges-v1 "
        "block; json: the saved run (default: ranks)",
    )
    p.add_argument(
        "--output",
        "-o",
        type=output_file,
        metavar="FILE",
        help="write to FILE (atomically; '-' is standard output) instead of standard "
        "output; FILE may not be one of the inputs",
    )
    p.set_defaults(func=run)


def add_training_arguments(p: argparse.ArgumentParser) -> None:
    """Add the training options shared by ``train`` and the commands that train first
    (``--split``, ``--unit``, ``--text-field``, ``--merges``, ``--tie``,
    ``--special-token``, ``--special-ids``, ``--pretokenize``, ``--normalize``)."""
    from bpe_viewer.core.corpus import DOCUMENT_UNITS
    from bpe_viewer.core.normalize import NORMALIZE_FORMS
    from bpe_viewer.core.pretokenize import PRETOKENIZERS
    from bpe_viewer.core.spec import SPECIAL_ID_LAYOUTS
    from bpe_viewer.core.trainer import TIE_POLICIES

    p.add_argument(
        "--split",
        type=Path,
        metavar="MANIFEST",
        help="split manifest for a corpus JSON array; only train documents count",
    )
    p.add_argument(
        "--unit",
        choices=DOCUMENT_UNITS,
        default="file",
        help="document unit of a text file (default: file; separator: with --separator)",
    )
    add_separator_argument(p)
    p.add_argument(
        "--text-field", type=utf8_text, default="text", help="text field of JSON Lines objects"
    )
    size = p.add_mutually_exclusive_group()
    size.add_argument(
        "--merges",
        type=merge_count,
        default=None,
        metavar="N",
        help=f"upper bound on the number of merges (default: {DEFAULT_MERGES})",
    )
    size.add_argument(
        "--vocab-size",
        type=vocabulary_size,
        default=None,
        metavar="N",
        help="target vocabulary size instead of --merges: merges = N - 256 - the number "
        "of special tokens",
    )
    p.add_argument(
        "--tie", choices=TIE_POLICIES, default="smallest", help="tie policy (default: smallest)"
    )
    p.add_argument(
        "--special-token",
        action="append",
        type=utf8_text,
        default=[],
        metavar="TEXT",
        help="a special token such as '<|endoftext|>' (repeatable): every occurrence is a "
        "barrier no merge crosses, and it gets a reserved ID after the learned tokens",
    )
    p.add_argument(
        "--pretokenize",
        choices=tuple(PRETOKENIZERS),
        default=None,
        help="cut documents into pieces that merges never cross: whitespace, punctuation, "
        "or the GPT-2 / GPT-4 patterns (default: none; a piece table from `count`: the "
        "pattern it records)",
    )
    p.add_argument(
        "--special-ids",
        choices=SPECIAL_ID_LAYOUTS,
        default="after-merges",
        help="where the special tokens' IDs go: after-merges (256 + merges + i, the "
        "default) or after-bytes (256 + i, the merges after them: <|endoftext|> 256, "
        "<|pad|> 257, merges from 258), in encode, the saved run and the exports",
    )
    p.add_argument(
        "--normalize",
        choices=tuple(NORMALIZE_FORMS),
        default=None,
        help="put every document in Unicode normalization form NFC or NFKC before "
        "training; the run encodes normalized text, and a tokenizer.json export carries "
        "the normalizer (default: the text as it is)",
    )
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="say on standard error which trainer runs: the compiled kernel or pure Python",
    )


def run(args: argparse.Namespace) -> int:
    """Load, train, print; returns 0, or raises CommandError for bad input."""
    from bpe_viewer.core.formats.run_json import run_to_json
    from bpe_viewer.core.formats.trace_v1 import format_rank_line, format_trace

    if args.output is not None and str(args.output) != "-":
        # Refuse to overwrite an input before any work, not after a long training.
        check_output(args.output, inputs=(args.corpus, args.split))
    if args.format == "trace-v1" and (args.normalize or args.special_ids != "after-merges"):
        raise CommandError(
            "--format trace-v1 cannot record --normalize or --special-ids after-bytes "
            "(bpe-merges-v1 has the text as it is and the IDs of docs/rules.md s4); "
            "use --format json"
        )
    if args.verbose:
        from bpe_viewer.core.kernel import trainer_name

        print_line(f"trainer: {trainer_name()}", file=sys.stderr)
    corpus, result = train_from_args(args.corpus, args)
    if args.format == "ranks":
        text = "".join(format_rank_line(rule) + "\n" for rule in result.rules)
    elif args.format == "trace-v1":
        try:
            text = format_trace(result)
        except ValueError as err:
            raise CommandError(input_problem(args.corpus, err)) from None
    else:
        text = json.dumps(run_to_json(result), separators=(",", ":")) + "\n"
    write_output(text, args.output, inputs=(args.corpus, args.split), json=args.format == "json")
    for line in summary_lines(corpus, result, args):
        print_line(line, file=sys.stderr)
    return 0


def train_from_args(path: Path, args: argparse.Namespace) -> tuple[Corpus, TrainingRun]:
    """Load the corpus at ``path`` and train it with the options of
    :func:`add_training_arguments`, showing progress on standard error.

    Raises:
        CommandError: for a corpus that cannot be loaded or bad training options.
    """
    from bpe_viewer.core.corpus import CorpusError, WordTableGivenError
    from bpe_viewer.core.corpus_files import load_corpus
    from bpe_viewer.core.piecetable import is_piece_table
    from bpe_viewer.core.training import iter_training

    args.merges = resolve_merges(
        args.merges, args.vocab_size, len(args.special_token), DEFAULT_MERGES
    )
    if is_piece_table(path):
        return _train_table(path, args)
    try:
        with memory_guard(f"{path}: loading"):
            corpus = load_corpus(path, unit=args.unit, split=args.split, text_field=args.text_field)
    except WordTableGivenError as err:
        raise CommandError(
            f"{err.path}: this is a word-frequency table {{word: count}}, not a document "
            f"corpus; train it with `bpe-viewer train-words {err.path}`"
        ) from None
    except CorpusError as err:
        raise CommandError(str(err)) from None
    try:
        rounds = iter_training(
            corpus,
            spec=spec_from_args(args),
            source=str(path),
            # None: one process per idle core (several lose to one on a machine whose
            # cores are busy), see piece_layout.process_count.
            workers=getattr(args, "workers", None),
        )
    except ValueError as err:
        raise CommandError(str(err)) from None
    return corpus, _run_with_progress(rounds, path, args.merges)


def spec_from_args(args: argparse.Namespace) -> TrainingSpec:
    """The one :class:`~bpe_viewer.core.spec.TrainingSpec` the training options of
    :func:`add_training_arguments` describe (``args.merges`` already resolved from
    ``--merges`` or ``--vocab-size``); a separator unit, which a spec cannot hold, is
    left at the spec's default (the corpus records it).

    Raises:
        ValueError: for settings that do not fit together, naming the setting (an empty
            or repeated ``--special-token``, ...).
    """
    from bpe_viewer.core.corpus import DOCUMENT_UNITS
    from bpe_viewer.core.spec import TrainingSpec
    from bpe_viewer.core.training import check_special_tokens

    unit = args.unit if args.unit in DOCUMENT_UNITS else TrainingSpec().unit
    return TrainingSpec(
        merges=args.merges,
        vocab_size=args.vocab_size,
        tie=args.tie,
        unit=unit,
        pretokenizer=args.pretokenize or "none",
        special_tokens=check_special_tokens(args.special_token),  # its messages
        special_ids=args.special_ids,
        normalize=args.normalize,
    )


def _run_with_progress(rounds: Training, path: Path, merges: int) -> TrainingRun:
    from tqdm import tqdm

    with tqdm(
        total=merges,
        unit="merge",
        file=sys.stderr,
        disable=None,
        delay=0.5,
        leave=False,
        desc="training",
    ) as bar:
        with memory_guard(f"{path}: training"):
            for _ in rounds:
                bar.update(1)
            return rounds.run


def _train_table(path: Path, args: argparse.Namespace) -> tuple[Corpus, TrainingRun]:
    """Train on a piece-frequency table, each piece weighted by its count; the ``first``
    tie policy takes the table's row order as the order of first occurrence."""
    from bpe_viewer.core.corpus import Corpus
    from bpe_viewer.core.piecetable import PieceTableError, iter_table_training, load_piece_table

    if args.special_token or args.split is not None:
        raise CommandError(f"{path}: --special-token and --split do not apply to a piece table")
    if args.normalize is not None:
        raise CommandError(
            f"{path}: --normalize does not apply to a piece table (its pieces were counted "
            "from the text as it was; normalize the text before `bpe-viewer count`)"
        )
    try:
        with memory_guard(f"{path}: loading"):
            # Without --pretokenize, the pattern the table records (it was cut with it).
            table = load_piece_table(path, None if args.pretokenize == "none" else args.pretokenize)
    except PieceTableError as err:
        raise CommandError(str(err)) from None
    if args.pretokenize == "none":
        raise CommandError(
            f"{path}: a piece table is trained with the pre-tokenizer it was cut with; "
            f"give --pretokenize {table.pretokenizer} (or leave --pretokenize out)"
        )
    try:
        # The rank lines need the rules alone: no record per row is built for them.
        rounds = iter_table_training(
            table,
            args.merges,
            tie=args.tie,
            source=str(path),
            documents=getattr(args, "format", "json") != "ranks",
        )
    except ValueError as err:
        raise CommandError(str(err)) from None
    # The run's documents are the table's rows; a second copy of them would only be
    # counted by the summary, so the corpus stands empty and the summary reads this.
    args.table_rows = len(table.pieces)
    corpus = Corpus((), str(path), False)
    return corpus, _run_with_progress(rounds, path, args.merges)


def summary_lines(corpus: Corpus, run: TrainingRun, args: argparse.Namespace) -> list[str]:
    """What was trained, for standard error: documents, unit, merges, non-text input."""
    from bpe_viewer.core.corpus import unit_text
    from bpe_viewer.core.piecetable import is_piece_table
    from bpe_viewer.core.render import first_invalid_utf8, readable
    from bpe_viewer.core.trainer import BYTE_COUNT

    if is_piece_table(args.corpus):
        counted = getattr(args, "table_rows", len(run.documents))
        return [
            f"bpe-viewer: trained on a table of {counted} distinct pieces "
            f"(pre-tokenizer {run.pretokenizer}): {run.merge_count} of {args.merges} "
            f"merges learned, tie policy {run.tie}"
        ]
    counted = len(corpus.counted_documents)
    held_out = len(corpus.documents) - counted
    what = format_count(counted, "document")
    if args.corpus.is_file() and args.corpus.suffix.lower() not in (".json", ".jsonl"):
        what += f" (unit: {unit_text(args.unit)})"
    if held_out:
        what += f", {held_out} held out (not counted)"
    if corpus.links_skipped:
        from bpe_viewer.core.corpus import links_skipped_text

        what += f", {links_skipped_text(corpus.links_skipped)}"
    learned = f"{run.merge_count} of {format_count(args.merges, 'merge')} learned"
    if run.merge_count < args.merges:
        learned += " (stopped early: no pair left)"
    how = f"tie policy {run.tie}"
    if run.pretokenizer != "none":
        how += f", pre-tokenizer {run.pretokenizer}"
    if run.normalizer is not None:
        how += f", text normalized to {run.normalizer.describe()}"
    lines = [f"bpe-viewer: trained on {what}: {learned}, {how}"]
    if run.special_ids == "after-bytes":
        specials = ", ".join(
            f"{readable(t)} {run.source_id(run.special_base + i)}"
            for i, t in enumerate(run.special_tokens)
        )
        lines.append(
            f"bpe-viewer: special tokens right after the bytes ({specials}); the learned "
            f"tokens from {BYTE_COUNT + len(run.special_tokens)} in encode, the saved run "
            "and the exports (the rank lines keep the layout of docs/rules.md s4)"
        )
    not_text = [(d, first_invalid_utf8(d.data)) for d in corpus.documents]
    not_text = [(d, at) for d, at in not_text if at is not None]
    if not_text:
        doc, at = not_text[0]
        n = len(not_text)
        lines.append(
            f"bpe-viewer: note: {n} document{'s are' if n != 1 else ' is'} not valid UTF-8 "
            f"text (first: {doc.label}, byte offset {at}); trained as raw bytes"
        )
    return lines
