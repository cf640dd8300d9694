"""Vocabulary health: how many of each learned token's occurrences survive training.

Plain BPE keeps every token it makes, including tokens that exist mostly as steps toward
longer ones and are rare on their own once training ends ("intermediate" or scaffold
tokens: Scaffold-BPE, arXiv 2404.17808; Picky BPE, arXiv 2409.04599). Rarely seen
tokens are the ones a language model under-trains (arXiv 2405.05417). This module
computes, from a run's record alone (no retraining), for every learned token:

- ``made``: its occurrences right after the round that made it (that round's
  replacements);
- ``final``: its occurrences in the final tokens of the training documents;
- ``held_out``: the same in the held-out documents (when there are any);
- ``kept``: ``final / made``;
- ``absorbed_by``: each later rule that consumed some of its occurrences, with how many
  (a rule pairing the token with itself consumes two per replacement), and that rule's
  *intersection over self* (Picky BPE): the pair's count over the token's count at the
  rule's stage.

A token's occurrences change only when a rule makes it (+ replacements) or consumes it
(- replacements, twice for a pair of the token with itself), so ``made``, ``final`` and
every stage's count follow from the rules in one pass (docs/rules.md s2.5, s9).

Example (docs/rules.md s2, ``ABCDCDABCDCDE`` with 3 merges, ``smallest``)::

    >>> from bpe_viewer.core import train
    >>> report = token_survival(train([b"ABCDCDABCDCDE"], 3))
    >>> [(t.token_id, t.made, t.final, t.flags) for t in report.tokens]
    [(256, 4, 0, ('intermediate', 'unused')), (257, 2, 2, ()), (258, 2, 2, ())]
"""

from __future__ import annotations

import threading
import weakref
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.messages import Messages
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

#: Default share of a token's occurrences that must survive for it not to count as
#: intermediate.
DEFAULT_THRESHOLD = 0.1
#: Flag names, in the order they are listed.
INTERMEDIATE = "intermediate"
UNUSED = "unused"
UNSEEN_IN_HELD_OUT = "unseen_in_held_out"
FLAGS = (INTERMEDIATE, UNUSED, UNSEEN_IN_HELD_OUT)


@dataclass(frozen=True, slots=True)
class Absorption:
    """One later rule that consumed occurrences of a token.

    Attributes:
        rank: the consuming rule's rank.
        count: occurrences of the token it consumed (two per replacement when the rule
            pairs the token with itself).
        intersection_over_self: the rule's pair count over the token's count at the
            rule's stage (Picky BPE, arXiv 2409.04599); 1.0 means every occurrence of the
            token stood in that pair.
    """

    rank: int
    count: int
    intersection_over_self: float


@dataclass(frozen=True, slots=True)
class TokenSurvival:
    """The survival figures of one learned token.

    Attributes:
        token_id: the token's ID (``256 + rank``).
        rank: the rank of the rule that made it.
        token_bytes: its bytes.
        made: occurrences right after its round (the round's replacements).
        final: occurrences in the final tokens of the training documents.
        held_out: occurrences in the held-out documents' final tokens; None when the run
            has no held-out document.
        absorbed_by: the later rules that consumed it, in rank order.
        flags: :data:`INTERMEDIATE` (``kept`` below the threshold), :data:`UNUSED`
            (``final`` is 0), :data:`UNSEEN_IN_HELD_OUT` (``held_out`` is 0).
    """

    token_id: int
    rank: int
    token_bytes: bytes
    made: int
    final: int
    held_out: int | None
    absorbed_by: tuple[Absorption, ...]
    flags: tuple[str, ...]

    @property
    def kept(self) -> float:
        """``final / made``: the share of its occurrences that survive (0 when made is 0)."""
        return self.final / self.made if self.made else 0.0

    @property
    def largest_share(self) -> float:
        """The largest share of ``made`` one later rule consumed (0 when none did)."""
        if not self.absorbed_by or not self.made:
            return 0.0
        return max(a.count for a in self.absorbed_by) / self.made

    @property
    def intersection_over_self(self) -> float:
        """The largest intersection over self of the rules that consumed it (0 if none)."""
        return max((a.intersection_over_self for a in self.absorbed_by), default=0.0)

    def to_json(self) -> dict[str, Any]:
        """JSON object: token_id, rank, bytes (hex), made, final, held_out, kept, flags,
        absorbed_by ``[{"rank", "count", "intersection_over_self"}]``, largest_share and
        intersection_over_self."""
        return {
            "token_id": self.token_id,
            "rank": self.rank,
            "bytes": self.token_bytes.hex(),
            "made": self.made,
            "final": self.final,
            "held_out": self.held_out,
            "kept": self.kept,
            "flags": list(self.flags),
            "absorbed_by": [
                {
                    "rank": a.rank,
                    "count": a.count,
                    "intersection_over_self": a.intersection_over_self,
                }
                for a in self.absorbed_by
            ],
            "largest_share": self.largest_share,
            "intersection_over_self": self.intersection_over_self,
        }

    def story(self, describe: Callable[[int], str] | None = None) -> list[str]:
        """The token's survival in sentences, for an inspector.

        Args:
            describe: names a token ID for display (default: its ID alone).

        Example: ``["made by round 0: 4 occurrences", "round 2 merged all 4 into
        CDCD (258)", "0 left at the end"]``.
        """
        name = describe or str
        says = TokenStory()
        lines = [says.made(self.rank, self.made)]
        left = self.made
        for a in self.absorbed_by:
            lines.append(
                says.merged(
                    a.rank, a.count, left, name(BYTE_COUNT + a.rank), a.intersection_over_self
                )
            )
            left -= a.count
        lines.append(says.left(left))
        if self.held_out is not None:
            lines.append(says.held_out(self.held_out))
        return lines


@dataclass(frozen=True, slots=True)
class SurvivalReport:
    """Survival figures of every learned token of a run.

    Attributes:
        tokens: one :class:`TokenSurvival` per learned token, in rank order.
        threshold: the ``kept`` share below which a token is intermediate.
        has_held_out: whether the run has held-out documents.
    """

    tokens: tuple[TokenSurvival, ...]
    threshold: float
    has_held_out: bool

    def flagged(self, flag: str) -> list[TokenSurvival]:
        """The tokens carrying ``flag``, in rank order."""
        return [t for t in self.tokens if flag in t.flags]

    def summary(self, readable: Callable[[bytes], str] | None = None, limit: int = 10) -> str:
        """One line: how many tokens, how many intermediate (the first ``limit`` named),
        unused and unseen in held-out.

        Example: ``3 learned tokens, 1 intermediate (kept < 10 %): 256 `CD```.
        """
        if readable is None:
            from bpe_viewer.core.render import readable as readable_bytes
            from bpe_viewer.core.render import shorten

            def readable(data: bytes) -> str:  # a long token shortened (render.shorten)
                return shorten(readable_bytes(data))

        says = HealthSummary()
        inter = self.flagged(INTERMEDIATE)
        line = says.counts(len(self.tokens), len(inter), self.threshold)
        if inter:
            named = ", ".join(f"{t.token_id} `{readable(t.token_bytes)}`" for t in inter[:limit])
            more = says.more(len(inter) - limit) if len(inter) > limit else ""
            line += f": {named}{more}"
        line += says.unused(len(self.flagged(UNUSED)))
        if self.has_held_out:
            line += says.unseen(len(self.flagged(UNSEEN_IN_HELD_OUT)))
        return line

    def summary_json(self) -> dict[str, Any]:
        """The summary as a JSON object: counts per flag, the threshold, the IDs flagged
        intermediate."""
        return {
            "learned": len(self.tokens),
            "threshold": self.threshold,
            "intermediate": len(self.flagged(INTERMEDIATE)),
            "unused": len(self.flagged(UNUSED)),
            "unseen_in_held_out": (
                len(self.flagged(UNSEEN_IN_HELD_OUT)) if self.has_held_out else None
            ),
            "intermediate_ids": [t.token_id for t in self.flagged(INTERMEDIATE)],
        }

    def to_json(self) -> dict[str, Any]:
        """``{"tokens": [...], "summary": {...}}`` (see :meth:`TokenSurvival.to_json`)."""
        return {
            "tokens": [t.to_json() for t in self.tokens],
            "summary": self.summary_json(),
        }


def check_threshold(value: float) -> float:
    """Validate an intermediate threshold: a share from 0 to 1.

    Raises:
        ValueError: if it is not a number from 0 to 1.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise ValueError(f"threshold must be a number from 0 to 1, got {value!r}")
    if not 0 <= value <= 1:
        raise ValueError(f"threshold must be from 0 to 1, got {value}")
    return float(value)


def survival_of(
    run: TrainingRun, token_id: int, *, threshold: float = DEFAULT_THRESHOLD
) -> TokenSurvival:
    """One learned token's figures, from the rules alone (one pass over the later rules;
    for an inspector). ``held_out`` is None: counting the held-out documents is left to
    :func:`token_survival`.

    Raises:
        ValueError: for a byte or special token (they are not made by a rule), or a
            threshold outside 0..1.
    """
    threshold = check_threshold(threshold)
    rank = run.token_rank(token_id)
    if rank is None:
        raise ValueError(f"token {token_id} is not a learned token")
    rule = run.rules[rank]
    made = left = rule.replacement_count
    absorbed = []
    for later in run.rules[rank + 1 :]:
        if token_id not in (later.left, later.right):
            continue
        taken = later.replacement_count * (2 if later.left == later.right else 1)
        ios = later.candidate_count / left if left else 0.0
        absorbed.append(Absorption(later.rank, taken, ios))
        left -= taken
    flags = []
    if (left / made if made else 0.0) < threshold:
        flags.append(INTERMEDIATE)
    if left == 0:
        flags.append(UNUSED)
    return TokenSurvival(
        token_id=token_id,
        rank=rank,
        token_bytes=rule.token_bytes,
        made=made,
        final=left,
        held_out=None,
        absorbed_by=tuple(absorbed),
        flags=tuple(flags),
    )


def final_token_counts(run: TrainingRun, counted: bool = True) -> Counter[int]:
    """Occurrences of every token ID (bytes, learned and special) in the final tokens of
    the training documents (or, with ``counted=False``, of the held-out documents).

    Read from the run's own count of its final tokens
    (:meth:`~bpe_viewer.core.run.TrainingRun.final_token_occurrences`): made once, in
    bulk, on the thread that trained or loaded the run, not once per document here.
    """
    return run.final_token_occurrences(counted)


def held_out_counts(run: TrainingRun) -> Counter[int] | None:
    """Occurrences of every token in the held-out documents' final tokens; None when the
    run has no held-out document."""
    if all(doc.counted for doc in run.documents):
        return None
    return final_token_counts(run, counted=False)


def token_survival(
    run: TrainingRun,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    cancel: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SurvivalReport:
    """Compute the survival figures of every learned token of ``run``.

    Args:
        run: a training run (trained, or loaded from a saved run or a trace).
        threshold: the ``kept`` share below which a token is flagged intermediate,
            0 to 1 (default 0.1).
        cancel: when set, the computation stops with
            :class:`~bpe_viewer.core.run.TrainingCancelled`.
        progress: called with (done, total) rules now and then.

    Returns:
        The :class:`SurvivalReport`, tokens in rank order.

    Raises:
        ValueError: for a threshold outside 0..1.
        TrainingCancelled: when ``cancel`` was set.
    """
    from bpe_viewer.core.safeio import TrainingCancelled

    threshold = check_threshold(threshold)
    rules: Sequence[Any] = run.rules
    k = len(rules)
    # Occurrences of each learned token at the current stage, walking the rules in order.
    current = [0] * k
    absorbed: list[list[Absorption]] = [[] for _ in range(k)]
    for rank, rule in enumerate(rules):
        if rank % 4096 == 0:
            if cancel is not None and cancel.is_set():
                raise TrainingCancelled()
            if progress is not None:
                progress(rank, k)
        n = rule.replacement_count
        left, right = rule.left, rule.right
        if left == right:
            if left >= BYTE_COUNT:
                t = left - BYTE_COUNT
                ios = rule.candidate_count / current[t] if current[t] else 0.0
                absorbed[t].append(Absorption(rank, 2 * n, ios))
                current[t] -= 2 * n
        else:
            for side in (left, right):
                if side >= BYTE_COUNT:
                    t = side - BYTE_COUNT
                    ios = rule.candidate_count / current[t] if current[t] else 0.0
                    absorbed[t].append(Absorption(rank, n, ios))
                    current[t] -= n
        current[rank] = n
    held = held_out_counts(run)
    tokens = []
    for rank, rule in enumerate(rules):
        made = rule.replacement_count
        final = current[rank]
        held_out = None if held is None else held.get(rule.token_id, 0)
        flags = []
        if (final / made if made else 0.0) < threshold:
            flags.append(INTERMEDIATE)
        if final == 0:
            flags.append(UNUSED)
        if held_out == 0:
            flags.append(UNSEEN_IN_HELD_OUT)
        tokens.append(
            TokenSurvival(
                token_id=rule.token_id,
                rank=rank,
                token_bytes=rule.token_bytes,
                made=made,
                final=final,
                held_out=held_out,
                absorbed_by=tuple(absorbed[rank]),
                flags=tuple(flags),
            )
        )
    if progress is not None:
        progress(k, k)
    return SurvivalReport(tokens=tuple(tokens), threshold=threshold, has_held_out=held is not None)


#: Reports made ahead of need (:func:`prepare_survival`), one per run, dropped with it.
_prepared: weakref.WeakKeyDictionary[TrainingRun, SurvivalReport] = weakref.WeakKeyDictionary()
_prepared_lock = threading.Lock()


def prepare_survival(run: TrainingRun, threshold: float = DEFAULT_THRESHOLD) -> SurvivalReport:
    """Compute :func:`token_survival` of ``run`` now and keep it for
    :func:`prepared_survival`: called on the thread that trained or loaded the run, so
    the thread that shows it finds the figures made.

    Raises:
        ValueError: for a threshold outside 0..1.
    """
    report = token_survival(run, threshold=threshold)
    with _prepared_lock:
        _prepared[run] = report
    return report


def prepared_survival(run: TrainingRun, threshold: float) -> SurvivalReport | None:
    """The report :func:`prepare_survival` made for ``run`` at ``threshold``, or None
    (not made, or made at another threshold)."""
    with _prepared_lock:
        report = _prepared.get(run)
    if report is None or report.threshold != check_threshold(threshold):
        return None
    return report


class HealthSummary(Messages):
    """The pieces of :meth:`SurvivalReport.summary`, in the current language (context
    ``HealthSummary``; English by default: ``3 learned tokens, 1 intermediate (kept <
    10 %)``, ``; 0 unused``)."""

    def counts(self, tokens: int, intermediate: int, threshold: float) -> str:
        """How many learned tokens and how many of them intermediate."""
        return self.tr("%n learned token(s)", "", tokens) + self.tr(
            ", {count} intermediate (kept < {percent} %)"
        ).format(count=intermediate, percent=f"{threshold * 100:g}")

    def more(self, count: int) -> str:
        """The intermediate tokens left unnamed."""
        return self.tr(", ... ({count} more)").format(count=count)

    def unused(self, count: int) -> str:
        """How many tokens are unused at the end."""
        return self.tr("; {count} unused").format(count=count)

    def unseen(self, count: int) -> str:
        """How many tokens the held-out documents never use."""
        return self.tr("; {count} unseen in held-out").format(count=count)


class TokenStory(Messages):
    """The sentences of :meth:`TokenSurvival.story`, in the current language (context
    ``TokenStory``; English by default: ``made by round 0: 4 occurrences``)."""

    def made(self, rank: int, count: int) -> str:
        """The round that made the token and its occurrences right after it."""
        return self.tr("made by round {round}: %n occurrence(s)", "", count).format(round=rank)

    def merged(self, rank: int, count: int, left: int, into: str, share: float) -> str:
        """A later round that merged ``count`` of the ``left`` occurrences into ``into``."""
        if count == left:
            text = self.tr(
                "round {round} merged all {left} into {token} (intersection over self {share})"
            )
        else:
            text = self.tr(
                "round {round} merged {count} of {left} into {token} "
                "(intersection over self {share})"
            )
        return text.format(round=rank, count=count, left=left, token=into, share=f"{share:.0%}")

    def left(self, count: int) -> str:
        """The occurrences left at the end."""
        return self.tr("{count} left at the end").format(count=count)

    def held_out(self, count: int) -> str:
        """The occurrences in the held-out documents."""
        return self.tr("%n occurrence(s) in the held-out documents", "", count)
