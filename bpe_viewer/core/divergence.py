"""Why two merge tables part: the first differing merge explained from a training record.

Two tables that agree on ranks ``0..r-1`` have counted the same stage ``r``, so the
record of a run trained here (its candidates at round ``r``) can say how the other
table's pair stood at that round: its count beside the winner's, whether the two tie,
which tie policies (docs/rules.md s3) take which, and, when the other pair's count is
lower, which counting mistakes would have raised it (counting across a piece or
document boundary, or counting only non-overlapping places, docs/rules.md s2.2).

Example:
    >>> from bpe_viewer.core import train
    >>> run = train([b"ABCDCDABCDCDE"], 3, tie="smallest")
    >>> e = explain_divergence(run, 2, (257, 256))
    >>> (e.count_record, e.count_other, e.tie, e.takes_other)
    (2, 2, True, ('largest', 'first', 'bytes-smallest'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.render import readable
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.ties import TIE_POLICIES, pair_key

if TYPE_CHECKING:
    from bpe_viewer.core.diff import RuleTable

__all__ = [
    "Divergence",
    "explain_divergence",
    "explain_first_divergence",
    "explanation_lines",
    "first_divergence_report",
]

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Divergence:
    """The first differing merge, seen from a training record at that round.

    Attributes:
        rank: the round (the first differing rank).
        pair_record: the pair the record learned there.
        pair_other: the pair the other table learned there (IDs of the record).
        count_record: the record's pair count at the round's stage.
        count_other: the other pair's count at that stage, as this rule counts it.
        tie: True when the two counts are equal.
        tied: how many pairs share the top count.
        policy: the record's tie policy.
        takes_record: tie policies that would take the record's pair at this round.
        takes_other: tie policies that would take the other pair.
        across_pieces: both pairs' counts when piece boundaries are ignored (inside
            documents; None without pre-tokenization or special tokens).
        across_documents: both pairs' counts over the documents joined end to end.
        without_overlaps: both pairs' counts of non-overlapping places (the
            replacements a left-to-right pass would make).
    """

    rank: int
    pair_record: Pair
    pair_other: Pair
    count_record: int
    count_other: int
    tie: bool
    tied: int
    policy: str
    takes_record: tuple[str, ...]
    takes_other: tuple[str, ...]
    across_pieces: tuple[int, int] | None
    across_documents: tuple[int, int]
    without_overlaps: tuple[int, int]

    def to_json(self) -> dict[str, Any]:
        """JSON object: every attribute; pairs as ``[left, right]`` token IDs of the
        record, the alternative counts as ``[record's pair, other pair]`` (null when not
        computed)."""
        return {
            "rank": self.rank,
            "pair_record": list(self.pair_record),
            "pair_other": list(self.pair_other),
            "count_record": self.count_record,
            "count_other": self.count_other,
            "tie": self.tie,
            "tied": self.tied,
            "policy": self.policy,
            "takes_record": list(self.takes_record),
            "takes_other": list(self.takes_other),
            "across_pieces": None if self.across_pieces is None else list(self.across_pieces),
            "across_documents": list(self.across_documents),
            "without_overlaps": list(self.without_overlaps),
        }


def explain_first_divergence(record: TrainingRun, other: RuleTable) -> Divergence | None:
    """Explain where ``other`` first parts from ``record``, from ``record``'s rounds.

    Args:
        record: a run trained here (``kind == "training"``): its candidates at each round
            are what the explanation reads.
        other: any table with ``rules`` in rank order (a run, a trace, a merges file); its
            pair at the first differing rank is found in ``record`` by the bytes of its
            two tokens, which the tables share up to that rank.

    Returns:
        The :class:`Divergence` at the first differing rank, or None when the tables do
        not differ within ``record``'s rounds, ``record`` holds no training record (an
        imported table, a replay), or the other pair's tokens are not tokens of
        ``record`` at that stage.
    """
    from bpe_viewer.core.diff import first_divergence

    if getattr(record, "kind", "training") != "training":
        return None
    rules = tuple(other.rules)
    rank = first_divergence(record.rules, rules)
    if rank is None or rank >= len(record.rounds) or rank >= len(rules):
        return None
    vocab: list[bytes] = [bytes([i]) for i in range(256)]
    for rule in rules[: rank + 1]:
        if max(rule.left, rule.right) >= len(vocab):
            return None
        vocab.append(vocab[rule.left] + vocab[rule.right])
    ids = {record.token_bytes(t): t for t in range(255 + rank, -1, -1)}
    rule = rules[rank]
    left, right = ids.get(vocab[rule.left]), ids.get(vocab[rule.right])
    if left is None or right is None:
        return None
    return explain_divergence(record, rank, (left, right))


def first_divergence_report(record: TrainingRun, other: RuleTable) -> list[str]:
    """The lines ``bpe-viewer diff`` prints under the first divergence, A being
    ``record`` and B ``other`` (see :func:`explain_first_divergence`); empty when there
    is nothing to explain. The Compare view shows the same lines."""
    d = explain_first_divergence(record, other)
    return [] if d is None else explanation_lines(record, d)


def explain_divergence(run: TrainingRun, rank: int, other: Pair) -> Divergence:
    """Explain why ``run`` learned its rule at ``rank`` rather than ``other``.

    Args:
        run: a training record whose rules before ``rank`` equal the other table's.
        rank: the first differing rank, ``0 <= rank < run.merge_count``.
        other: the other table's pair at ``rank``, as token IDs of ``run`` (valid while
            the two tables agree: IDs below ``256 + rank``).

    Returns:
        The :class:`Divergence`.

    Raises:
        IndexError: for a rank outside the run.
    """
    rule = run.rules[rank]
    mine: Pair = (rule.left, rule.right)
    counts = {(c.left, c.right): c.count for c in run.candidates(rank)}
    top = rule.candidate_count
    count_other = counts.get(other, 0)
    tied = [p for p, c in counts.items() if c == top]
    takes_record: list[str] = []
    takes_other: list[str] = []
    for policy in TIE_POLICIES:
        winner = _winner(run, rank, tied, policy)
        if winner == mine:
            takes_record.append(policy)
        elif winner == other:
            takes_other.append(policy)
    pieces, documents, plain = _alternative_counts(run, rank, (mine, other))
    return Divergence(
        rank=rank,
        pair_record=mine,
        pair_other=other,
        count_record=top,
        count_other=count_other,
        tie=count_other == top,
        tied=len(tied),
        policy=run.tie,
        takes_record=tuple(takes_record),
        takes_other=tuple(takes_other),
        across_pieces=pieces,
        across_documents=documents,
        without_overlaps=plain,
    )


def _winner(run: TrainingRun, rank: int, tied: list[Pair], policy: str) -> Pair:
    first: dict[Pair, int] = {}
    if policy == "first":
        position = 0
        wanted = set(tied)
        for i, doc in enumerate(run.documents):
            if not doc.counted:
                continue
            toks = run.tokens_at(i, rank)
            for j in range(len(toks) - 1):
                pair = (toks[j], toks[j + 1])
                if pair in wanted and pair not in first and _inside(run, i, toks, j):
                    first[pair] = position + j
            position += len(toks)
    key = pair_key(
        policy,
        token_bytes=run.token_bytes,
        first_position=lambda left, right: first.get((left, right), 1 << 62),
    )
    return min(tied, key=lambda p: key(*p))


def _inside(run: TrainingRun, index: int, toks: list[int], j: int) -> bool:
    """True when tokens ``j`` and ``j + 1`` of document ``index`` may form a pair."""
    if run.is_special(toks[j]) or run.is_special(toks[j + 1]):
        return False
    starts = run.piece_starts(index)
    if not starts:
        return True
    offset = sum(len(run.token_bytes(t)) for t in toks[: j + 1])
    return offset not in starts


def _alternative_counts(
    run: TrainingRun, rank: int, pairs: tuple[Pair, Pair]
) -> tuple[tuple[int, int] | None, tuple[int, int], tuple[int, int]]:
    """Counts of both pairs under three counting mistakes (see :class:`Divergence`)."""
    ignore_pieces = [0, 0]
    joined = [0, 0]
    plain = [0, 0]
    has_barriers = run.pretokenizer != "none" or bool(run.special_tokens)
    previous: int | None = None
    for i, doc in enumerate(run.documents):
        if not doc.counted:
            continue
        toks = run.tokens_at(i, rank)
        starts = run.piece_starts(i)
        if previous is not None and toks:
            for k, pair in enumerate(pairs):
                joined[k] += (previous, toks[0]) == pair
        previous = toks[-1] if toks else previous
        offset = 0
        skip_until = [-1, -1]
        for j in range(len(toks) - 1):
            offset += len(run.token_bytes(toks[j]))
            pair = (toks[j], toks[j + 1])
            special = run.is_special(pair[0]) or run.is_special(pair[1])
            for k, wanted in enumerate(pairs):
                if pair != wanted:
                    continue
                joined[k] += 1
                if not special:
                    ignore_pieces[k] += 1
                if not special and offset not in starts and j > skip_until[k]:
                    plain[k] += 1
                    skip_until[k] = j + 1
    return (
        (ignore_pieces[0], ignore_pieces[1]) if has_barriers else None,
        (joined[0], joined[1]),
        (plain[0], plain[1]),
    )


def explanation_lines(run: TrainingRun, d: Divergence) -> list[str]:
    """The explanation as report lines (A is the record, B the other table)."""

    def spell(pair: Pair) -> str:
        return f"({readable(run.token_bytes(pair[0]))}, {readable(run.token_bytes(pair[1]))})"

    a, b = spell(d.pair_record), spell(d.pair_other)
    lines = [
        f"why (from A's record at stage {d.rank}): A's pair {a} has count {d.count_record}, "
        f"B's pair {b} has count {d.count_other}"
    ]
    if d.tie:
        lines.append(
            f"  a tie ({d.tied} pairs at count {d.count_record}): A's policy {d.policy} "
            f"takes {a}; taking A's pair: {', '.join(d.takes_record) or 'none'}; "
            f"taking B's pair: {', '.join(d.takes_other) or 'none'}"
        )
        by_ids = "smaller" if d.pair_record < d.pair_other else "larger"
        side = 0 if run.token_bytes(d.pair_record[0]) != run.token_bytes(d.pair_other[0]) else 1
        mine = run.token_bytes(d.pair_record[side])
        theirs = run.token_bytes(d.pair_other[side])
        by_bytes = "after" if mine > theirs else "before"
        lines.append(
            f"  by token IDs {d.pair_record} is {by_ids} than {d.pair_other}; by bytes the "
            f"{'left' if side == 0 else 'right'} tokens decide: {mine.hex(' ')} "
            f"({readable(mine)}) sorts {by_bytes} {theirs.hex(' ')} ({readable(theirs)})"
        )
        return lines
    if d.count_other > d.count_record:
        lines.append(
            "  B's pair counts higher here: the tables were not trained on the same text "
            "or settings"
        )
        return lines
    lines.append("  B's pair counts lower, so no tie policy takes it; where the counts part:")
    found = False
    for label, alt in (
        ("counting across piece boundaries", d.across_pieces),
        ("counting across document boundaries", d.across_documents),
        ("counting only non-overlapping places", d.without_overlaps),
    ):
        if alt is None:
            continue
        if alt[1] >= alt[0] and (alt[0], alt[1]) != (d.count_record, d.count_other):
            found = True
            lines.append(f"  {label}: A's pair {alt[0]}, B's pair {alt[1]}")
    if not found:
        lines.append("  none of: piece or document boundaries, overlaps (check the text read)")
    return lines
