"""Why each merge happens: counted and replaced windows, and a sentence per round.

For round ``r`` (counted on stage ``r``, docs/rules.md s1) a pair's *windows* are the
adjacent positions holding it, overlaps included: ``aaa`` holds (97, 97) at token
positions 0 and 1. The left-to-right pass of docs/rules.md s2.5 replaces a window unless
the window just before it was replaced (they share a token), so ``aaa`` gets one
replacement and ``aaaa`` two (positions 0 and 2).

Everything here is computed on demand from a :class:`~bpe_viewer.core.run.TrainingRun`,
only for the pairs and documents asked for: a pair of two different tokens can never
overlap itself, so its replacement count is its candidate count without looking at any
document; a pair of one token twice is answered from the run's index of final-token
boundaries (:mod:`bpe_viewer.core.repeats`), built once per run.

Example:
    >>> from bpe_viewer.core import train
    >>> run = train([b"aaa", b"aba"], 2)
    >>> [(w.document, w.position, w.replaced) for w in WindowFinder(run).windows(0, 97, 97).windows]
    [(0, 0, True), (0, 1, False)]
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.narration import Narration, token_phrase
from bpe_viewer.core.repeats import repeat_index
from bpe_viewer.core.run import RunBase, TrainingRun
from bpe_viewer.core.safeio import check_cancelled

#: Replacement counts answered for each run, shared by all its finders (a view's, and
#: the training worker's, which answers the stage on screen before the run is shown).
_REPLACEMENTS: weakref.WeakKeyDictionary[RunBase, dict[tuple[int, int, int], int]] = (
    weakref.WeakKeyDictionary()
)
_REPLACEMENTS_LOCK = threading.Lock()


def _shared_replacements(run: RunBase) -> dict[tuple[int, int, int], int]:
    with _REPLACEMENTS_LOCK:
        found = _REPLACEMENTS.get(run)
        if found is None:
            found = _REPLACEMENTS[run] = {}
        return found


__all__ = [
    "PairWindows",
    "RoundExplanation",
    "Window",
    "WindowFinder",
    "explain_round",
    "narrate_round",
    "scan_windows",
    "stop_sentence",
]

#: Tied pairs named in a sentence before the rest are summarised as "and N more".
_NAMED_TIES = 4


@dataclass(frozen=True, slots=True)
class Window:
    """One adjacent position holding a candidate pair at a stage.

    Attributes:
        document: index into ``run.documents`` (corpus order).
        position: token index of the pair's left token at the stage.
        replaced: True when the left-to-right pass of the round merges this window
            (docs/rules.md s2.5).
    """

    document: int
    position: int
    replaced: bool


@dataclass(frozen=True, slots=True)
class PairWindows:
    """A pair's windows at a stage, in document order.

    Attributes:
        stage: the stage the windows are on (round ``stage`` counts them).
        left: left token ID.
        right: right token ID.
        windows: the windows found in the documents asked for.
    """

    stage: int
    left: int
    right: int
    windows: tuple[Window, ...]

    @property
    def count(self) -> int:
        """Number of windows (the pair's candidate count over these documents)."""
        return len(self.windows)

    @property
    def replacements(self) -> int:
        """Number of windows the left-to-right pass replaces."""
        return sum(1 for w in self.windows if w.replaced)


def scan_windows(
    tokens: Sequence[int], left: int, right: int, barriers: Iterable[int] = ()
) -> list[tuple[int, bool]]:
    """Windows of (left, right) in one token sequence, with the replaced ones marked.

    Args:
        tokens: the sequence (token IDs).
        left: left token ID of the pair.
        right: right token ID.
        barriers: indexes ``j`` such that no pair forms between ``tokens[j]`` and
            ``tokens[j + 1]`` (pre-tokenization piece edges).

    Returns:
        ``(position, replaced)`` for every window, in order: a window is replaced unless
        the window just before it was (docs/rules.md s2.5). ``[97, 97, 97]`` gives
        ``[(0, True), (1, False)]``.
    """
    blocked = set(barriers)
    out: list[tuple[int, bool]] = []
    last_replaced = -2
    end = len(tokens) - 1
    j = 0
    while j < end:
        try:
            j = tokens.index(left, j, end)
        except ValueError:
            break
        if tokens[j + 1] == right and j not in blocked:
            replaced = j - 1 != last_replaced
            if replaced:
                last_replaced = j
            out.append((j, replaced))
        j += 1
    return out


class WindowFinder:
    """Windows and replacement counts of any pair at any stage, computed when asked.

    Results are cached per (stage, pair), a few hundred at most; replacement counts are
    shared by every finder of the same run. Thread-safe.

    Args:
        run: the training record.
    """

    _CACHE_LIMIT = 512

    def __init__(self, run: RunBase) -> None:
        self.run = run
        self._counted = run.counted_indexes()
        self._bytes: dict[int, bytes] = {}
        self._replacements = _shared_replacements(run)
        self._first: dict[tuple[int, int, int], tuple[int, int] | None] = {}
        self._lock = threading.Lock()

    @property
    def counted_documents(self) -> tuple[int, ...]:
        """Indexes (into ``run.documents``) of the documents that feed the counts."""
        return self._counted

    def _document_bytes(self, index: int) -> bytes:
        data = self._bytes.get(index)
        if data is None:
            data = self._bytes[index] = self.run.document_bytes(index)
        return data

    def _barriers(self, index: int, tokens: Sequence[int]) -> list[int]:
        starts = self.run.piece_starts(index)
        if not starts:
            return []
        out = []
        offset = 0
        for j, tok in enumerate(tokens[:-1]):
            offset += len(self.run.token_bytes(tok))
            if offset in starts:
                out.append(j)
        return out

    def document_windows(
        self, stage: int, left: int, right: int, document: int, tokens: Sequence[int] | None = None
    ) -> list[Window]:
        """Windows of (left, right) in one document at ``stage`` (counted documents only).

        Args:
            stage: 0..``merge_count``.
            left: left token ID.
            right: right token ID.
            document: index into ``run.documents``; a held-out document has no windows.
            tokens: the document's tokens at ``stage`` when the caller has them already.

        Raises:
            IndexError: for a bad stage or document index.
        """
        if not self.run.documents[document].counted:
            return []
        if tokens is None:
            tokens = self.run.tokens_at(document, stage)
        if left >= self.run.special_base or right >= self.run.special_base:
            return []
        found = scan_windows(tokens, left, right, self._barriers(document, tokens))
        return [Window(document, pos, rep) for pos, rep in found]

    def windows(
        self, stage: int, left: int, right: int, documents: Iterable[int] | None = None
    ) -> PairWindows:
        """Windows of (left, right) at ``stage`` in the given documents (default: all counted).

        Documents whose bytes do not contain the pair's bytes are skipped unread.

        Raises:
            IndexError: for a bad stage or document index.
        """
        needle = self.run.token_bytes(left) + self.run.token_bytes(right)
        docs = self._counted if documents is None else documents
        found: list[Window] = []
        for index in docs:
            if needle not in self._document_bytes(index):
                continue
            found.extend(self.document_windows(stage, left, right, index))
        return PairWindows(stage, left, right, tuple(found))

    def replacements(self, stage: int, left: int, right: int, count: int) -> int | None:
        """How many windows of (left, right) the pass of round ``stage`` would replace.

        Exact and cheap: a pair of two different tokens never overlaps itself, so its
        replacement count equals ``count``; the round's winner has its count recorded in
        its rule; for another pair of one token twice the run's
        :class:`~bpe_viewer.core.repeats.RepeatIndex` counts the skipped windows without
        reading the documents (a pre-tokenized run reads only the documents whose bytes
        hold the token three times in a row). The result is cached.

        Args:
            stage: the round (0..``merge_count - 1``) or the last stage.
            left: left token ID.
            right: right token ID.
            count: the pair's candidate count at ``stage``.

        Returns:
            The count; None for a self-pair that did not win its round while the run is
            still growing (:class:`~bpe_viewer.core.growing.GrowingRun`): it needs every
            document's tokens, known when training finishes.
        """
        if left != right or count <= 1:
            return count
        if stage < self.run.merge_count:
            rule = self.run.rules[stage]
            if (rule.left, rule.right) == (left, right):
                return rule.replacement_count
            # counted by the compiled kernel while it trained the round
            known = self.run.rounds[stage].self_replacements
            if known is not None and (left << 32 | right) in known:
                return known[left << 32 | right]
        if isinstance(self.run, GrowingRun):
            return None
        key = (stage, left, right)
        with self._lock:
            cached = self._replacements.get(key)
        if cached is not None:
            return cached
        # With pre-tokenization the index cannot answer: not built (it holds every token).
        skipped = (
            repeat_index(self.run).skipped(left, stage) if self.run.pretokenizer == "none" else None
        )
        if skipped is None:
            # Pre-tokenized or weighted: a window is skipped only inside a run of three or
            # more of the token, so only documents holding its bytes three times in a row
            # are read (a table row's windows count as often as the row stands).
            triple = self.run.token_bytes(left) * 3
            skipped = 0
            for n, index in enumerate(self._counted):
                if not n & 0xFF:
                    check_cancelled()  # the training worker's answer stops on cancel
                if triple in self._document_bytes(index):
                    found = self.document_windows(stage, left, right, index)
                    skipped += self.run.documents[index].weight * sum(
                        1 for w in found if not w.replaced
                    )
        value = count - skipped
        with self._lock:
            if len(self._replacements) > self._CACHE_LIMIT:
                self._replacements.clear()
            self._replacements[key] = value
        return value

    def answer_round(self, stage: int) -> None:
        """Answer now the replacement counts of the self-pairs among round ``stage``'s
        recorded candidates, the ones a candidate table shows (nothing at the last
        stage). The answers are shared with every finder of the run.

        Raises:
            TrainingCancelled: when the calling thread's cancel event is set.
        """
        run = self.run
        if isinstance(run, GrowingRun) or not 0 <= stage < run.merge_count:
            return
        for cand in run.candidates(stage, limit=run.rounds[stage].recorded):
            if cand.left == cand.right:
                self.replacements(stage, cand.left, cand.right, cand.count)

    def first_occurrence(self, stage: int, left: int, right: int) -> tuple[int, int] | None:
        """(document index, token position) of the pair's first window in document order.

        This is the position the ``first`` tie policy compares (docs/rules.md s3). None
        when the pair does not occur at ``stage``.
        """
        key = (stage, left, right)
        with self._lock:
            if key in self._first:
                return self._first[key]
        needle = self.run.token_bytes(left) + self.run.token_bytes(right)
        result: tuple[int, int] | None = None
        for index in self._counted:
            if needle not in self._document_bytes(index):
                continue
            found = self.document_windows(stage, left, right, index)
            if found:
                result = (index, found[0].position)
                break
        with self._lock:
            if len(self._first) > self._CACHE_LIMIT:
                self._first.clear()
            self._first[key] = result
        return result


def _pair(run: RunBase, left: int, right: int) -> str:
    """A pair as sentences name it, each ID as every view shows it (:meth:`TrainingRun.
    id_label`): ``(104, 105)``, or ``(300 (302), 105 (107))`` for a table's own IDs."""
    return f"({run.id_label(left)}, {run.id_label(right)})"


def _token_text(run: RunBase, token_id: int) -> str:
    return token_phrase(run.token_bytes(token_id))


def _tied_pairs(run: RunBase, round_index: int, limit: int | None = None) -> list[tuple[int, int]]:
    """The pairs tied at the winner's count in selection order, at most ``limit`` (the
    first ones are recorded by the trainer; more may count every pair of the round)."""
    rnd = run.rounds[round_index]
    wanted = rnd.tied if limit is None else min(limit, rnd.tied)
    candidates = run.candidates(round_index, limit=wanted)
    return [(c.left, c.right) for c in candidates[:wanted]]


def _with_first_positions(
    run: RunBase, round_index: int, tied: list[tuple[int, int]], named: list[str]
) -> list[str]:
    """Under the ``first`` tie policy: each tied pair's name followed by where its first
    window stands at stage ``round_index``, the position the policy compares
    (docs/rules.md s3), written as the candidate table's "1st at" column writes it
    (``abcd @0``: document ID, token position); the first pair says "first at"."""
    says = Narration()
    finder = WindowFinder(run)
    out = []
    for i, ((left, right), name) in enumerate(zip(tied, named, strict=True)):
        where = finder.first_occurrence(round_index, left, right)
        if where is None:
            out.append(name)
            continue
        place = f"{run.documents[where[0]].doc_id} @{where[1]}"
        out.append(says.first_at(name, place) if i == 0 else says.at(name, place))
    return out


def narrate_round(run: RunBase, round_index: int, *, stop_reason: bool = True) -> str:
    """The sentence of round ``round_index``, generated from the record (docs/rules.md s2),
    in the current language (:class:`~bpe_viewer.core.narration.Narration`).

    It names the winner and why it won (its count, the pairs tied with it and the tie
    rule), the new token's bytes (readable, with fragments named), how many windows
    were counted and replaced (and why they differ, when they do), the documents'
    total tokens before and after, and the vocabulary size after. The last round also
    says why training stopped, unless ``stop_reason`` is False (a listing of every round
    that ends with :func:`stop_sentence` says it there once).

    Example (``ABCDCDABCDCDE``, round 2, tie policy ``smallest``)::

        Round 2: 2 pairs tie at count 2, (256, 256) and (257, 256); the smallest pair
        (left, right) wins: (256, 256) becomes token 258 `CDCD` (bytes 43 44 43 44). ...

    Under the ``first`` tie policy each tied pair is followed by the place of its first
    window (``(65, 66) first at abcd @0, (66, 256) at abcd @1 and ...``).

    Raises:
        IndexError: for a round outside the run.
    """
    if not 0 <= round_index < run.merge_count:
        raise IndexError(f"round {round_index} outside 0..{run.merge_count - 1}")
    if run.kind == "table":
        return _narrate_table_round(run, round_index, stop_reason=stop_reason)
    says = Narration()
    rnd = run.rounds[round_index]
    rule = rnd.rule
    pair = _pair(run, rule.left, rule.right)
    count = rule.candidate_count
    if run.kind == "replay":
        why = _replay_why(run, round_index)
    elif rnd.tied > 1:
        # Only the named ones: the trainer recorded them (no count of every pair).
        tied = _tied_pairs(run, round_index, _NAMED_TIES)
        named = [_pair(run, a, b) for a, b in tied]
        if run.tie == "first":
            named = _with_first_positions(run, round_index, tied, named)
        listed = says.listing(named, rnd.tied)
        why = says.tied(rnd.tied, count, listed, says.tie_rule(run.tie))
    elif rnd.distinct_pairs == 1:
        why = says.only_pair(pair, count)
    else:
        following = run.candidates(round_index, limit=2)
        why = says.highest(pair, count, following[1].count if len(following) > 1 else None)
    parts = [
        says.becomes(
            round_index, why, pair, run.id_label(rule.token_id), _token_text(run, rule.token_id)
        ),
        says.windows(count, rule.replacement_count),
        says.tokens(
            run.token_count_at(round_index),
            run.token_count_at(round_index + 1),
            run.vocabulary_size(round_index + 1),
        ),
    ]
    if stop_reason and round_index == run.merge_count - 1:
        parts.append(_stop_reason(run))
    return says.join(parts)


def _replay_why(run: RunBase, round_index: int) -> str:
    """Why a replayed round merges its pair: the table says so, whatever the counts; then
    the rule's count here and what the corpus itself would have chosen (the round's
    recorded ``candidates[0]``, see the trainer's ``forced``)."""
    rule = run.rounds[round_index].rule
    pair = _pair(run, rule.left, rule.right)
    count = rule.candidate_count
    cands = run.candidates(round_index, 1) if run.rounds[round_index].recorded else ()
    says = Narration()
    if not cands:
        return says.replay_why(pair, count, None, 0, False, False)
    c = cands[0]
    same = (c.left, c.right) == (rule.left, rule.right)
    return says.replay_why(
        pair, count, _pair(run, c.left, c.right), c.count, c.count == count, same
    )


def _narrate_table_round(run: RunBase, round_index: int, *, stop_reason: bool) -> str:
    """A round of an imported merge table: it has no corpus, so no counts to narrate."""
    rule = run.rounds[round_index].rule
    says = Narration()
    text = says.table_round(
        round_index,
        rule.rank,
        _pair(run, rule.left, rule.right),
        run.id_label(rule.token_id, in_words=True),
        _token_text(run, rule.token_id),
        run.vocabulary_size(round_index + 1),
    )
    if stop_reason and round_index == run.merge_count - 1:
        text = says.join([text, says.table_done(run.merge_count)])
    return text


def _stop_reason(run: RunBase) -> str:
    k = run.merge_count
    if k < run.requested_merges:
        return Narration().stopped_early(k, run.requested_merges)
    return Narration().stopped(k)


def stop_sentence(run: RunBase) -> str:
    """What the last stage says: why training stopped (docs/rules.md s2.7), in the
    current language (:class:`~bpe_viewer.core.narration.Narration`).

    Example: ``Stage 2 is the last. Training stopped after 2 merges, before the 12
    requested: no pair is left ...`` for ``aaaa``.
    """
    k = run.merge_count
    says = Narration()
    if isinstance(run, GrowingRun):
        return says.growing_stage(k, run.token_count_at(k), run.vocabulary_size(k))
    return says.last_stage(k, _stop_reason(run), run.token_count_at(k), run.vocabulary_size(k))


@dataclass(frozen=True, slots=True)
class RoundExplanation:
    """Everything ``bpe-viewer explain`` reports about one round.

    Attributes:
        round: the round (rank) ``r``, counted on stage ``r``.
        left: winner's left token ID.
        right: winner's right token ID.
        token_id: the new token, ``256 + r``.
        count: the winner's candidate count.
        replacements: windows the pass replaced.
        tied: every pair with the winner's count, winner first, in selection order.
        windows: the winner's windows in the counted documents.
        tokens_before: total tokens of the counted documents at stage ``r``.
        tokens_after: the same at stage ``r + 1``.
        vocabulary_size_after: entries after the round (docs/rules.md s2.8).
        sentence: :func:`narrate_round`.
    """

    round: int
    left: int
    right: int
    token_id: int
    count: int
    replacements: int
    tied: tuple[tuple[int, int], ...]
    windows: tuple[Window, ...]
    tokens_before: int
    tokens_after: int
    vocabulary_size_after: int
    sentence: str

    def to_json(self, document_numbers: dict[int, int] | None = None) -> dict[str, Any]:
        """The JSON object of ``bpe-viewer explain --format json``.

        Args:
            document_numbers: maps ``run.documents`` indexes to the numbers to print
                (the explain command numbers the counted documents 0, 1, ...); identity
                when None.
        """
        numbers = document_numbers or {}
        return {
            "round": self.round,
            "winner": {
                "left": self.left,
                "right": self.right,
                "token_id": self.token_id,
                "count": self.count,
                "replacements": self.replacements,
            },
            "tied": [[a, b] for a, b in self.tied],
            "windows": [
                {
                    "document": numbers.get(w.document, w.document),
                    "position": w.position,
                    "replaced": w.replaced,
                }
                for w in self.windows
            ],
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "vocabulary_size_after": self.vocabulary_size_after,
            "sentence": self.sentence,
        }


def explain_round(
    run: TrainingRun, round_index: int, finder: WindowFinder | None = None
) -> RoundExplanation:
    """Explain one round in full: the winner's windows in every counted document.

    Costs one pass over the documents that contain the winner's bytes.

    Under the ``first`` tie policy each tied pair is followed by the place of its first
    window (``(65, 66) first at abcd @0, (66, 256) at abcd @1 and ...``).

    Raises:
        IndexError: for a round outside the run.
    """
    if not 0 <= round_index < run.merge_count:
        raise IndexError(f"round {round_index} outside 0..{run.merge_count - 1}")
    finder = finder or WindowFinder(run)
    rule = run.rules[round_index]
    found = finder.windows(round_index, rule.left, rule.right)
    tied = tuple(_tied_pairs(run, round_index)) if run.rounds[round_index].tied > 1 else ()
    return RoundExplanation(
        round=round_index,
        left=rule.left,
        right=rule.right,
        token_id=rule.token_id,
        count=rule.candidate_count,
        replacements=rule.replacement_count,
        tied=tied or ((rule.left, rule.right),),
        windows=found.windows,
        tokens_before=run.token_count_at(round_index),
        tokens_after=run.token_count_at(round_index + 1),
        vocabulary_size_after=run.vocabulary_size(round_index + 1),
        sentence=narrate_round(run, round_index),
    )
