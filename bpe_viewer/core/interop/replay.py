"""Replay a merge table on a corpus: its merges in rank order, as training would apply them.

Each round forces the table's rule of that rank, whatever the corpus counts, and records
what training records: the rule's count on this corpus at that stage and its replacements
(both 0 for a rule that never occurs), and the corpus's own leading candidates, winner
first: what this corpus would have chosen. The result is a run of kind ``replay`` that
steps like a trained one. Replaying a run's own table on its own training corpus (same
tie policy, special tokens and pre-tokenizer) reproduces the run exactly.

A table with a codec (a SentencePiece model) replays on each document as its library
normalizes it (``▁`` for spaces, the model's character map), and its special tokens
are IDs only: their text in a document is ordinary text, as the library reads it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bpe_viewer.core.normalize import map_documents
from bpe_viewer.core.render import format_count
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.trainer import DEFAULT_KEEP_CANDIDATES, Candidate, TrainingRound
from bpe_viewer.core.training import Training, iter_training

if TYPE_CHECKING:
    from bpe_viewer.core.corpus import TrainingInput

__all__ = ["RoundVerdict", "iter_replay", "median_rank", "replay", "replay_summary", "verdict"]


def iter_replay(
    table: TrainingRun,
    documents: TrainingInput,
    *,
    tie: str | None = None,
    keep: int = DEFAULT_KEEP_CANDIDATES,
    source: str = "",
) -> Training:
    """Replay step by step: each round, then ``.run`` (see :func:`iter_training`).

    Args:
        table: a trained run or an imported table; its rules are forced in rank order,
            with its special tokens, pre-tokenizer and text settings (the documents are
            normalized as the table's normalizer says, the run keeps the settings).
        documents: the corpus (its train partition is counted).
        tie: the tie policy that orders the corpus's own candidates (default: the table's).
        keep: leading candidates recorded per round.
        source: what was replayed on, for display.

    Raises:
        ValueError: for a bad tie policy, before any work, or documents of a piece table
            given to a table with a codec.
    """
    codec = table.codec
    training = iter_training(
        documents if codec is None else map_documents(documents, codec.normalize),
        table.requested_merges,
        tie=table.tie if tie is None else tie,
        keep=keep,
        source=source,
        special_tokens=table.special_tokens if codec is None else (),
        pretokenizer=table.pretokenizer,
        forced=[(r.left, r.right) for r in table.rules],
        source_ids=table.source_ids if codec is None else None,
        **table.table_settings(),
    )
    return training if codec is None else Training(_with_codec(training, table))


def _with_codec(training: Training, table: TrainingRun) -> Iterator[TrainingRound | TrainingRun]:
    """The rounds of ``training``, then its run with ``table``'s special tokens, IDs and
    codec."""
    yield from training
    yield training.run.replace(
        special_tokens=table.special_tokens,
        source_ids=table.source_ids,
        **table.table_settings(),
        codec=table.codec,
    )


def replay(
    table: TrainingRun,
    documents: TrainingInput,
    *,
    tie: str | None = None,
    keep: int = DEFAULT_KEEP_CANDIDATES,
    source: str = "",
) -> TrainingRun:
    """Replay ``table`` on ``documents`` and return the run (kind ``replay``).

    See :func:`iter_replay` for the arguments.

    Example:
        >>> from bpe_viewer.core import train
        >>> run = train([b"aaa", b"aba"], 2)
        >>> [r.rule.candidate_count for r in replay(run, [b"abab"]).rounds]
        [0, 2]
    """
    training = iter_replay(table, documents, tie=tie, keep=keep, source=source)
    for _ in training:
        pass
    return training.run


@dataclass(frozen=True, slots=True)
class RoundVerdict:
    """How a replayed round compares with what the corpus would have chosen.

    Attributes:
        rank: the round.
        count: the forced rule's count on the corpus at that stage (0: never occurs).
        corpus_choice: the corpus's own winner at that stage under the run's tie
            policy, None when no pair is left.
        agrees: the forced rule is the corpus's own winner.
        corpus_rank: the rule's place among the stage's candidates by count (1 + the
            pairs counted more often; equal counts share a place), None when it never
            occurs or is not known (see :func:`verdict`).
        lower_bound: when ``corpus_rank`` is not known for a rule that occurs, the
            place it is known to be below (the recorded candidates all come before it);
            0 otherwise.
    """

    rank: int
    count: int
    corpus_choice: Candidate | None
    agrees: bool
    corpus_rank: int | None = None
    lower_bound: int = 0

    @property
    def never_occurs(self) -> bool:
        """The forced rule's pair does not occur in the corpus at that stage."""
        return self.count == 0

    @property
    def tied(self) -> bool:
        """The forced rule is not the corpus's winner but has the winner's count: the
        tie policy (docs/rules.md s3) picked the other pair among equals."""
        choice = self.corpus_choice
        return (
            not self.agrees and choice is not None and self.count > 0 and self.count == choice.count
        )

    @property
    def top_count(self) -> int:
        """The count of the corpus's own winner at that stage (0 when no pair is left)."""
        return 0 if self.corpus_choice is None else self.corpus_choice.count

    @property
    def share(self) -> float:
        """The rule's count as a share of the top count, 0.0 to 1.0 (0.0 when it never
        occurs): 1.0 for the winner or a pair tied with it."""
        return self.count / self.top_count if self.top_count else 0.0

    @property
    def rank_text(self) -> str:
        """``corpus_rank`` as shown: ``3``, ``>100`` when only a bound is known, ``-``
        for a rule that never occurs."""
        if self.corpus_rank is not None:
            return str(self.corpus_rank)
        return f">{self.lower_bound}" if self.lower_bound else "-"


def verdict(run: TrainingRun, rank: int) -> RoundVerdict:
    """Compare round ``rank`` of a replayed run with the corpus's own choice.

    The rule's place among the candidates is the one the replay found (the trainer
    counts every pair ahead of it); for a run read back from a file, it is worked out
    from the recorded candidates when every pair counted more often is among them, and
    otherwise only bounded by their number.

    Raises:
        IndexError: for a round outside the run.
    """
    rnd = run.rounds[rank]
    rule = rnd.rule
    recorded = rnd.candidates if rnd.recorded else ()
    choice = recorded[0] if recorded else None
    agrees = choice is not None and (choice.left, choice.right) == (rule.left, rule.right)
    count = rule.candidate_count
    place = rnd.corpus_rank
    bound = 0
    if place is None and count:
        if (
            agrees
            or len(recorded) >= rnd.distinct_pairs
            or (recorded and recorded[-1].count <= count)
        ):
            place = 1 + sum(c.count > count for c in recorded)
        else:
            bound = len(recorded)
    return RoundVerdict(rank, count, choice, agrees, place, bound)


def median_rank(verdicts: list[RoundVerdict]) -> str:
    """The median place among the candidates of the rules that occur (the lower median
    of an even number), as :attr:`RoundVerdict.rank_text`; ``-`` when none occurs.

    Example:
        >>> v = [RoundVerdict(r, 5, None, False, p) for r, p in enumerate([1, 4, 2, 9])]
        >>> median_rank(v)
        '2'
    """
    occurring = [v for v in verdicts if not v.never_occurs]
    if not occurring:
        return "-"
    # Places not known exactly sort by their bound, after every place at or below it.
    ordered = sorted(
        occurring,
        key=lambda v: (v.corpus_rank, 0) if v.corpus_rank is not None else (v.lower_bound, 1),
    )
    return ordered[(len(ordered) - 1) // 2].rank_text


def replay_summary(run: TrainingRun) -> str:
    """One line: in how many rounds the corpus agrees, the first round where it does not,
    the median place of the table's rules among the corpus's candidates and how many
    rules never occur. Example: ``the corpus agrees with 106 of 144 rounds; first
    difference at round 21; median rank 1 among the corpus's candidates; 0 rules never
    occur``."""
    verdicts = [verdict(run, r) for r in range(run.merge_count)]
    agree = sum(v.agrees for v in verdicts)
    never = sum(v.never_occurs for v in verdicts)
    first = next((v.rank for v in verdicts if not v.agrees), None)
    where = "never differs" if first is None else f"first difference at round {first}"
    rules = format_count(never, "rule never occurs", "rules never occur")
    rounds = format_count(run.merge_count, "round")
    median = median_rank(verdicts)
    return (
        f"the corpus agrees with {agree} of {rounds}; {where}; median rank {median} among "
        f"the corpus's candidates; {rules}"
    )
