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

from bpe_viewer.core.render import readable
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.ties import TIE_POLICIES, pair_key

__all__ = ["Divergence", "explain_divergence"]

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
