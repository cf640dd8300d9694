"""``bpe-viewer explain``: say what each merge round did, as sentences or JSON.

INPUT is a corpus (trained with the same options as ``train``), a saved run or a
``bpe-merges-v1`` trace. ``--format text`` (default) prints the sentence of each round,
one per line, and then what the last stage says (why training stopped);
``--round R`` prints round R only. ``--format json`` prints one JSON object per round
and line::

    {"round": 0, "winner": {"left": 97, "right": 97, "token_id": 256, "count": 2,
     "replacements": 1}, "tied": [[97, 97]], "windows": [{"document": 0, "position": 0,
     "replaced": true}, {"document": 0, "position": 1, "replaced": false}],
     "tokens_before": 6, "tokens_after": 5, "vocabulary_size_after": 257,
     "sentence": "Round 0: ..."}

``tied`` lists every pair with the winner's count, winner first, in the order the tie
policy ranks them. ``windows`` are the winner's windows at stage R: ``document`` numbers
the documents that feed the counts (corpus order, held-out documents left out, from 0),
``position`` is the token index at stage R, and ``replaced`` says whether the
left-to-right pass merged it (docs/rules.md s2.5).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import CommandError
from bpe_viewer.commands.run_input import load_run_input

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

FORMATS = ("text", "json")
#: ``--lang``: the codes of :data:`bpe_viewer.languages.LANGUAGES` (kept here so the
#: parser never imports Qt).
LANGUAGE_CODES = ("en", "ru", "zh_CN", "ja")


def add_parser(sub: Any) -> None:
    """Register the ``explain`` subcommand."""
    from bpe_viewer.commands.train import add_training_arguments

    p = sub.add_parser(
        "explain",
        help="say what each merge round did: windows counted and replaced, tokens before/after",
        description="Explain merge rounds: the winner and why it won, its windows "
        "(counted and replaced), the tokens before and after and the vocabulary size "
        "(docs/rules.md s2, s3).",
        epilog="INPUT may be a corpus (trained with the options below, as by train), a "
        "saved run (train --format json) or a bpe-merges-v1 trace; the training options "
        "do not apply to a saved run or a trace.",
    )
    p.add_argument(
        "input",
        type=Path,
        metavar="INPUT",
        help="corpus (as for train), saved run JSON or bpe-merges-v1 trace",
    )
    add_training_arguments(p)
    p.add_argument(
        "--round",
        type=int,
        metavar="R",
        help="explain round R only (0 = the first merge); default: every round",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text: one sentence per round; json: one JSON object per round and line "
        "(default: text)",
    )
    p.add_argument(
        "--lang",
        choices=LANGUAGE_CODES,
        default="en",
        help="language of the sentences, as the window says them (View ▸ Language); JSON "
        "keys stay English (default: en)",
    )
    p.set_defaults(func=run)


def use_language(code: str) -> None:
    """Say the core's sentences in language ``code`` from its catalogue (QtCore only,
    loaded here so English never imports Qt)."""
    from bpe_viewer.core.messages import set_translate

    if code == "en":
        set_translate(None)
        return
    from bpe_viewer.languages import catalogue_translate

    set_translate(catalogue_translate(code))


def check_round(run: TrainingRun, round_index: int) -> None:
    """Refuse a round the run does not have, naming the last one.

    Raises:
        CommandError: e.g. ``round 5 does not exist: the last round is 1 (2 merges
            learned)``.
    """
    k = run.merge_count
    if 0 <= round_index < k:
        return
    if k == 0:
        raise CommandError(
            f"round {round_index} does not exist: no merge was learned (no pair in any "
            f"counted document)"
        )
    raise CommandError(
        f"round {round_index} does not exist: the last round is {k - 1} "
        f"({k} merge{'s' if k != 1 else ''} learned)"
    )


def run(args: argparse.Namespace) -> int:
    """Load or train, then print the explanations in ``--lang``; returns 0 or raises
    CommandError."""
    from bpe_viewer.core.messages import current_translate, set_translate

    # another library's table is narrated as the table it is, never trained as text
    training_run = load_run_input(args, table_ok=True)
    previous = current_translate()
    use_language(getattr(args, "lang", "en"))
    try:
        return _write(args, training_run)
    finally:
        set_translate(previous)


def _write(args: argparse.Namespace, training_run: TrainingRun) -> int:
    """Print the explanations of ``training_run`` as ``args`` ask."""
    from bpe_viewer.core.explain import WindowFinder, explain_round, narrate_round, stop_sentence

    if args.round is not None:
        check_round(training_run, args.round)
        rounds = [args.round]
    else:
        rounds = list(range(training_run.merge_count))
    out = sys.stdout
    if args.format == "text":
        listing = args.round is None  # every round, then the stop sentence once
        for r in rounds:
            out.write(narrate_round(training_run, r, stop_reason=not listing) + "\n")
        if args.round is None:
            out.write(stop_sentence(training_run) + "\n")
        return 0
    finder = WindowFinder(training_run)
    numbers = {index: n for n, index in enumerate(finder.counted_documents)}
    for r in rounds:
        record = explain_round(training_run, r, finder).to_json(numbers)
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return 0
