"""Per-round figures of a run, for charts: one value per round or per stage.

Everything comes from the run's record, nothing is retrained or recounted:

- the winner's pair count and its replacements of round ``r`` (``r = 0..k-1``) are the
  rule of rank ``r``'s ``candidate_count`` and ``replacement_count`` (docs/rules.md s2.3, s2.5);
- the vocabulary size at stage ``s`` (``s = 0..k``) is ``256 + s`` plus the special tokens
  (docs/rules.md s2.8);
- tokens per byte at stage ``s`` is the total tokens of the train (counted) or held-out
  documents at that stage divided by their total bytes (docs/rules.md s5), from
  :meth:`~bpe_viewer.core.run.TrainingRun.token_counts`, which is computed once per run
  from the final tokens (one pass over them).

Example:
    >>> from bpe_viewer.core import train
    >>> s = round_series(train([b"aaa", b"aba"], 2))
    >>> s.winner_counts, s.replacements, s.vocabulary_sizes
    ((2, 1), (1, 1), (256, 257, 258))
    >>> [round(v, 3) for v in s.train_tokens_per_byte]
    [1.0, 0.833, 0.667]
"""

from __future__ import annotations

from dataclasses import dataclass

from bpe_viewer.core.run import TrainingRun


@dataclass(frozen=True, slots=True)
class RoundSeries:
    """The figures a chart plots over the rounds of one run.

    Attributes:
        merge_count: ``k``, the number of rounds; stages run from 0 to ``k``.
        winner_counts: the winning pair's count in each round ``0..k-1`` (``k`` values).
        replacements: positions the winner's left-to-right pass merged in each round
            ``0..k-1`` (``k`` values; at most the count, fewer where windows overlap).
        vocabulary_sizes: entries known at each stage ``0..k`` (``k + 1`` values).
        train_tokens_per_byte: tokens per byte of the train documents at each stage
            ``0..k``, or None when they have no bytes (an imported merge table).
        held_out_tokens_per_byte: the same for the held-out documents (validation and
            test together), or None without any.
    """

    merge_count: int
    winner_counts: tuple[int, ...]
    replacements: tuple[int, ...]
    vocabulary_sizes: tuple[int, ...]
    train_tokens_per_byte: tuple[float, ...] | None
    held_out_tokens_per_byte: tuple[float, ...] | None


def tokens_per_byte(run: TrainingRun, counted: bool) -> tuple[float, ...] | None:
    """Tokens per byte at every stage ``0..k`` of the train (``counted``) or held-out documents.

    Returns:
        ``k + 1`` values (1.0 at stage 0 unless special tokens occur), or None when the
        group has no bytes.
    """
    total = run.byte_total(counted)
    if total == 0:
        return None
    return tuple(count / total for count in run.token_counts(counted))


def round_series(run: TrainingRun) -> RoundSeries:
    """Every per-round figure of ``run`` (see the module docstring for the sources).

    Cost: the rules are read once; tokens per byte walks the final tokens once per group
    and is cached by the run, so asking again is free.
    """
    rules = run.rules
    return RoundSeries(
        merge_count=run.merge_count,
        winner_counts=tuple(rule.candidate_count for rule in rules),
        replacements=tuple(rule.replacement_count for rule in rules),
        vocabulary_sizes=tuple(run.vocabulary_size(s) for s in range(run.merge_count + 1)),
        train_tokens_per_byte=tokens_per_byte(run, True),
        held_out_tokens_per_byte=tokens_per_byte(run, False),
    )
