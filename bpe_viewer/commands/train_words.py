"""``bpe-viewer train-words``: word-frequency BPE on a ``{word: frequency}`` table.

The rule is docs/rules.md s4.

Output, on standard output, one line per learned rule, then one line per ``--encode`` word::

    words rank 0: pair=(e,s) merged=es count=9 tied=3
    words rank 1: pair=(es,t) merged=est count=9 tied=2
    encode lowest: low est</w> (2 pieces)

``count`` is the frequency-weighted pair count of the round and ``tied`` how many pairs
shared it, the winner included (1 = no tie). Symbols are printed as they are, unless one
is empty or holds whitespace, a non-printable character, or one of ``( ) , " \\``: then it
is printed as a JSON string literal (``"a b"``, ``"x\\n"``), so every rule and every
encoding stays on one unambiguous line. A summary of what was trained goes to standard
error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import CommandError, merge_count, print_line, utf8_text
from bpe_viewer.core.render import format_count
from bpe_viewer.core.safeio import input_problem

if TYPE_CHECKING:
    from bpe_viewer.core.word_pairs import WordMergeRule

_SPECIAL = frozenset('(),"\\')


def add_parser(sub: Any) -> None:
    """Register the ``train-words`` subcommand."""
    from bpe_viewer.core.wordfreq import WORD_TIE_POLICIES

    p = sub.add_parser(
        "train-words",
        help="train classic word-frequency BPE on a {word: frequency} table",
        description="Train word-frequency BPE (docs/rules.md s4, Sennrich et al. 2016): "
        "each word is "
        "its characters plus '</w>', pair counts are weighted by frequency, and ties are "
        "broken by the pair text. Prints one line per rule, then one per --encode word.",
    )
    p.add_argument("table", metavar="TABLE", help="JSON object {word: positive integer}")
    p.add_argument(
        "--merges",
        type=merge_count,
        default=10,
        metavar="N",
        help="upper bound on the number of merges (default: 10)",
    )
    p.add_argument(
        "--tie",
        choices=WORD_TIE_POLICIES,
        default="alphabetical-first",
        help="among equal counts take the pair whose text sorts first or last "
        "(docs/rules.md s3.3; default: alphabetical-first)",
    )
    p.add_argument(
        "--encode",
        nargs="+",
        type=utf8_text,
        action="extend",
        default=[],
        metavar="WORD",
        help="segment these words with the learned rules (repeatable)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Load, train, print; returns 0, or raises CommandError for bad input."""
    from bpe_viewer.core.corpus import CorpusError
    from bpe_viewer.core.corpus_files import load_word_frequencies
    from bpe_viewer.core.wordfreq import train_words

    try:
        table = load_word_frequencies(args.table)
    except CorpusError as err:
        raise CommandError(str(err)) from None
    try:
        result = train_words(table, args.merges, tie=args.tie)
    except ValueError as err:
        raise CommandError(input_problem(args.table, err)) from None
    lines = [format_rule_line(rule) for rule in result.rules]
    for word in args.encode:
        try:
            pieces = result.encode_word(word)
        except ValueError as err:
            raise CommandError(f"--encode: {err}") from None
        lines.append(format_encode_line(word, pieces))
    for line in lines:
        print_line(line)
    occurrences = sum(table.values())
    learned = f"{result.merge_count} of {format_count(args.merges, 'merge')} learned"
    if result.merge_count < args.merges:
        learned += " (stopped early: no pair left)"
    print_line(
        f"bpe-viewer: trained on {format_count(len(table), 'word')} "
        f"({format_count(occurrences, 'occurrence')}): {learned}, "
        f"tie policy {result.tie}",
        file=sys.stderr,
    )
    return 0


def format_symbol(text: str) -> str:
    """A symbol as printed: itself, or a JSON string literal when it could be misread.

    Examples:
        ``format_symbol("est</w>") == "est</w>"``; ``format_symbol("a b") == '"a b"'``.
    """
    if text and all(ch.isprintable() and not ch.isspace() and ch not in _SPECIAL for ch in text):
        return text
    quoted = json.dumps(text, ensure_ascii=False)
    # json.dumps escapes only C0 controls; escape the rest (U+2028, U+0085, ...) too.
    return "".join(ch if ch.isprintable() or ch == " " else json.dumps(ch)[1:-1] for ch in quoted)


def format_rule_line(rule: WordMergeRule) -> str:
    """One rule on one line.

    Example:
        ``words rank 0: pair=(e,s) merged=es count=9 tied=3``
    """
    return (
        f"words rank {rule.rank}: pair=({format_symbol(rule.left)},{format_symbol(rule.right)})"
        f" merged={format_symbol(rule.merged)} count={rule.count} tied={rule.tied}"
    )


def format_encode_line(word: str, pieces: Sequence[str]) -> str:
    """One encoded word on one line.

    Example:
        ``encode lowest: low est</w> (2 pieces)``
    """
    n = len(pieces)
    shown = " ".join(format_symbol(p) for p in pieces)
    return f"encode {format_symbol(word)}: {shown} ({n} piece{'s' if n != 1 else ''})"
