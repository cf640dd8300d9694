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
from bpe_viewer.core.run import Training, TrainingRun, iter_training
from bpe_viewer.core.trainer import DEFAULT_KEEP_CANDIDATES, Candidate, TrainingRound

if TYPE_CHECKING:
    from bpe_viewer.core.corpus import TrainingInput

__all__ = ["RoundVerdict", "iter_replay", "replay", "replay_summary", "verdict"]


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
    """

    rank: int
    count: int
    corpus_choice: Candidate | None
    agrees: bool

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


def verdict(run: TrainingRun, rank: int) -> RoundVerdict:
    """Compare round ``rank`` of a replayed run with the corpus's own choice.

    Raises:
        IndexError: for a round outside the run.
    """
    rnd = run.rounds[rank]
    rule = rnd.rule
    cands = run.candidates(rank, 1) if rnd.recorded else ()
    choice = cands[0] if cands else None
    agrees = choice is not None and (choice.left, choice.right) == (rule.left, rule.right)
    return RoundVerdict(rank, rule.candidate_count, choice, agrees)


def replay_summary(run: TrainingRun) -> str:
    """One line: in how many rounds the corpus agrees, the first round where it does not,
    and how many rules never occur. Example: ``the corpus agrees with 106 of 144 rounds;
    first difference at round 21; 0 rules never occur``."""
    verdicts = [verdict(run, r) for r in range(run.merge_count)]
    agree = sum(v.agrees for v in verdicts)
    never = sum(v.never_occurs for v in verdicts)
    first = next((v.rank for v in verdicts if not v.agrees), None)
    where = "never differs" if first is None else f"first difference at round {first}"
    rules = format_count(never, "rule never occurs", "rules never occur")
    rounds = format_count(run.merge_count, "round")
    return f"the corpus agrees with {agree} of {rounds}; {where}; {rules}"
