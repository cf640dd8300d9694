"""The one validator every loaded run passes through (docs/rules.md s2, s3, s6, s9).

A run read from a file (saved run, trace, or any imported table) is only shown, decoded
or encoded after :func:`check_run` accepts it. It checks, in time proportional to the
file plus the depth of the merge trees:

- document IDs are unique;
- no pair is learned twice; every rule's replacements are at least 1, at most its count,
  equal to its count when the two sides differ, and equal to the number of tokens of its
  rank in the counted documents' trees;
- each round's recorded candidates (of a run trained here) start with its rule, have
  counts that never grow, and equal counts follow the tie policy (``smallest``:
  ascending pairs, ``largest``: descending; ``first`` needs positions and is not
  checked); ``tied`` agrees with them; ``distinct_pairs`` is no more than the
  neighbouring places the documents hold at that stage;
- a run holds no more rules than its ``requested_merges``;
- each document's final tokens are exactly the frozen rules applied to its bytes in rank
  order (docs/rules.md s6): at every stage, no pair that the next rule merges is left
  behind, checked on the merge-tree spines instead of re-encoding the text;
- no final token crosses a special token or a pre-tokenization piece boundary;
- the teacher's notes (docs/rules.md s7.1) are text, at most one per stage, each for a
  stage of the run.

Every message names the rank, round or document, e.g. ``"round 0: candidate 1 (97,98)
has count 50, more than the one before it (2); candidates must be in selection order"``.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, cast

from bpe_viewer.core.render import show_token
from bpe_viewer.core.safeio import InputError, check_cancelled
from bpe_viewer.core.token_ids import PAIR_SHIFT
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun
    from bpe_viewer.core.trainer import TrainingRound


class RunCheckError(InputError):
    """A run breaks the training rules; ``str(err)`` names the rank, round or document."""


def check_run(run: TrainingRun, source: str = "run", *, documents: bool = True) -> TrainingRun:
    """Check a loaded run against the rules; return it unchanged when it passes.

    Args:
        run: a run built from a file.
        source: the file name, put at the start of every message.
        documents: False for a run opened as its table only (an export: the saved-run
            reader left its documents out): the checks of the rules alone run (pairs
            learned once, replacement counts against candidate counts, merge trees,
            candidate order and ties, notes); those comparing the rules with the
            documents' tokens (document IDs, final tokens, replacements made, the bound
            on distinct pairs) do not.

    Returns:
        ``run``.

    Raises:
        RunCheckError: at the first rule broken, naming the rank, round or document.
    """
    _Checker(run, source, documents).check()
    return run


class _Checker:
    def __init__(self, run: TrainingRun, source: str, documents: bool = True) -> None:
        self.run = run
        self.source = source
        self.documents = documents
        self.k = run.merge_count
        self.lefts = [r.left for r in run.rules]
        self.rights = [r.right for r in run.rules]
        self.pair_rank: dict[tuple[int, int], int] = {}
        self.special = run.special_base

    def fail(self, message: str) -> RunCheckError:
        return RunCheckError(f"{self.source}: {message}")

    def check(self) -> None:
        if self.documents:
            self.check_documents()
        self.check_rules()
        if self.run.kind == "training":
            # An imported table may hold tokens its own rules never make from their bytes.
            self.check_rounds()
            self.check_trees()
        if self.documents:
            self.check_final_tokens()
            self.check_replacements()
        self.check_notes()

    # ------------------------------------------------------------------ pieces

    def check_notes(self) -> None:
        """The teacher's notes belong to stages of the run (0..merge_count), one each."""
        seen: set[int] = set()
        for stage, text in self.run.notes.stages:
            if not 0 <= stage <= self.k:
                raise self.fail(f"notes: a note for stage {stage}, outside 0..{self.k}")
            if stage in seen:
                raise self.fail(f"notes: stage {stage} has two notes")
            if not isinstance(text, str):
                raise self.fail(f"notes: the note of stage {stage} is not text")
            seen.add(stage)
        if not isinstance(self.run.notes.run, str):
            raise self.fail("notes: the run's note is not text")

    def check_documents(self) -> None:
        seen: set[str] = set()
        for doc in self.run.documents:
            if doc.doc_id in seen:
                raise self.fail(f"document ID {show_token(doc.doc_id)} is used twice")
            seen.add(doc.doc_id)

    def check_rules(self) -> None:
        requested = self.run.requested_merges
        if self.k > requested:
            raise self.fail(
                f"requested_merges is {requested} but the run holds {self.k} rules "
                "(training never learns more merges than asked for)"
            )
        for rule in self.run.rules:
            r = rule.rank
            pair = (rule.left, rule.right)
            if pair in self.pair_rank:
                raise self.fail(
                    f"rule {r}: pair ({rule.left},{rule.right}) was already learned at "
                    f"rank {self.pair_rank[pair]}"
                )
            self.pair_rank[pair] = r
            count, done = rule.candidate_count, rule.replacement_count
            # An imported table (kind table/replay) may hold rules its corpus never uses.
            if done < 1 and self.run.kind == "training":
                raise self.fail(f"rule {r}: {done} replacements (a learned pair occurs)")
            if done > count:
                raise self.fail(f"rule {r}: {done} replacements, more than its count {count}")
            if rule.left != rule.right and done != count:
                raise self.fail(
                    f"rule {r}: {done} replacements but count {count} (occurrences of a "
                    "pair of two different tokens never overlap, so all are replaced)"
                )
            if rule.left == rule.right and count > 2 * done:
                raise self.fail(
                    f"rule {r}: count {count} but only {done} replacements (a run of equal "
                    "tokens loses at most one pair in two)"
                )

    def check_rounds(self) -> None:
        if self.run.kind != "training":
            return  # a replayed or imported table forces its rules: no winners to check
        tie = self.run.tie
        # At stage r the documents hold their final tokens plus one token for every
        # replacement of rules r..k-1; a document of n tokens has n - 1 neighbouring
        # places, so no round can count more distinct pairs than that.
        run = self.run
        lengths = [len(run.final_token_array(i)) for i in range(len(run.documents))]
        places = sum(lengths) - sum(1 for n in lengths if n)
        later = sum(rule.replacement_count for rule in run.rules)
        bound = places + later if self.documents else None
        if _rounds_plainly_valid(run.rounds, tie, bound):
            return  # else the loop below finds the first problem and names it
        for r, rnd in enumerate(self.run.rounds):
            if not r & 0x3FF:
                check_cancelled()
            if (self.documents and rnd.distinct_pairs > places + later) or (
                rnd.tied > rnd.distinct_pairs
            ):
                raise self.fail(
                    f"round {r}: distinct_pairs={rnd.distinct_pairs} and tied={rnd.tied}, but "
                    f"the documents hold at most {places + later} neighbouring places at "
                    f"stage {r}"
                )
            later -= rnd.rule.replacement_count
            cands = rnd.candidates
            rule = rnd.rule
            if not cands:
                raise self.fail(f"round {r}: no candidates")
            first = cands[0]
            if (first.left, first.right, first.count) != (
                rule.left,
                rule.right,
                rule.candidate_count,
            ):
                raise self.fail(f"round {r}: the first candidate is not the rule")
            equal = 0
            prev = first
            for n, c in enumerate(cands):
                if c.count < 1:
                    raise self.fail(f"round {r}: candidate {n} ({c.left},{c.right}) has count 0")
                if n:
                    if c.count > prev.count:
                        raise self.fail(
                            f"round {r}: candidate {n} ({c.left},{c.right}) has count "
                            f"{c.count}, more than the one before it ({prev.count}); "
                            "candidates must be in selection order"
                        )
                    if c.count == prev.count and (
                        (tie == "smallest" and (c.left, c.right) < (prev.left, prev.right))
                        or (tie == "largest" and (c.left, c.right) > (prev.left, prev.right))
                    ):
                        raise self.fail(
                            f"round {r}: candidates {n - 1} and {n} have the same count "
                            f"{c.count} but are not in the {tie} tie order"
                        )
                if c.count == first.count:
                    equal += 1
                prev = c
            if rnd.tied < equal or rnd.distinct_pairs < len(cands):
                raise self.fail(
                    f"round {r}: tied={rnd.tied} and distinct_pairs={rnd.distinct_pairs} "
                    f"disagree with its {len(cands)} recorded candidates"
                )
            # A candidate below the winner's count was recorded: the tie group is whole.
            if equal < len(cands) and rnd.tied != equal:
                raise self.fail(
                    f"round {r}: tied={rnd.tied} but {equal} recorded candidates share the "
                    f"winner's count {first.count}"
                )

    # ------------------------------------------------------------------ trees

    def _rank(self, token: int) -> int:
        return token - BYTE_COUNT if BYTE_COUNT <= token < self.special else -1

    def _junction(self, left: int, right: int, stages: int) -> int | None:
        """The first rule (by rank, from the top) that the pair across ``left|right`` breaks.

        At stage ``r + 1`` (``r < stages``) the pair across the junction is the right
        end of ``left`` and the left end of ``right`` cut at rank ``r``; rule ``r``
        ``(a, b) -> n`` must not find ``(a, b)`` there, nor ``(a, n)`` when ``a == b``
        (docs/rules.md s2.5: the left-to-right pass would have merged it).
        """
        rank = self._rank
        lefts, rights, pair_rank = self.lefts, self.rights, self.pair_rank
        x, y = left, right
        hi = stages - 1
        while hi >= 0:
            while rank(x) > hi:
                x = rights[x - BYTE_COUNT]
            while rank(y) > hi:
                y = lefts[y - BYTE_COUNT]
            lo = max(rank(x), rank(y), 0)
            r = pair_rank.get((x, y))
            if r is not None and lo <= r <= hi:
                return r
            ry = rank(y)
            if ry >= lo and lefts[ry] == x and rights[ry] == x:
                return ry
            hi = lo - 1
        return None

    def _junctions_hold(self, pairs: Sequence[tuple[int, int]], stages: int) -> bool:
        """True when :meth:`_junction` finds no broken rule for any of ``pairs``: the
        same walk down the merge-tree spines, made for every pair at once on numpy
        arrays (pairs still walking are kept, the others dropped at each step)."""
        import numpy as np

        if not pairs or not stages:
            return True
        check_cancelled()
        lefts = np.array(self.lefts, dtype=np.int64)
        rights = np.array(self.rights, dtype=np.int64)
        order = sorted(self.pair_rank.items())
        codes = np.array([(a << PAIR_SHIFT) | b for (a, b), _ in order], dtype=np.int64)
        ranks = np.array([r for _, r in order], dtype=np.int64)
        both = np.array(pairs, dtype=np.int64)
        x, y = both[:, 0].copy(), both[:, 1].copy()
        hi = np.full(len(x), stages - 1, dtype=np.int64)
        special = self.special

        def rank_of(t: Any) -> Any:
            return np.where((t >= BYTE_COUNT) & (t < special), t - BYTE_COUNT, -1)

        while len(x):
            for side, parts in ((x, rights), (y, lefts)):
                while True:  # down the right spine of x, the left spine of y
                    r = rank_of(side)
                    deeper = r > hi
                    if not deeper.any():
                        break
                    side[deeper] = parts[r[deeper]]
            rx, ry = rank_of(x), rank_of(y)
            lo = np.maximum(np.maximum(rx, ry), 0)
            code = (x << PAIR_SHIFT) | y
            at = np.minimum(np.searchsorted(codes, code), len(codes) - 1)
            r = ranks[at]
            if ((codes[at] == code) & (lo <= r) & (r <= hi)).any():
                return False
            safe = np.maximum(ry, 0)
            if ((ry >= lo) & (lefts[safe] == x) & (rights[safe] == x)).any():
                return False
            hi = lo - 1
            walking = hi >= 0
            x, y, hi = x[walking], y[walking], hi[walking]
        return True

    def check_trees(self) -> None:
        """Each learned token, seen alone, is its rules applied to its own bytes."""
        for rule in self.run.rules:
            if not rule.rank & 0xFF:
                check_cancelled()
            broken = self._junction(rule.left, rule.right, rule.rank)
            if broken is not None:
                raise self.fail(
                    f"rule {rule.rank}: its token ({rule.left},{rule.right}) cannot arise: "
                    f"rule {broken} would have merged a pair inside it first"
                )

    def check_final_tokens(self) -> None:
        run = self.run
        k = self.k
        special = self.special
        if run.pretokenizer != "none":
            pairs = self._piece_pairs()
        else:
            pairs = self._adjacent_pairs()
        ordinary = [(x, y) for x, y in pairs if x < special and y < special]
        if self._junctions_hold(ordinary, k):
            return  # else the loop below finds the first pair that breaks a rule
        for n, (x, y) in enumerate(sorted(pairs)):
            if not n & 0x3FFF:
                check_cancelled()
            if x >= special or y >= special:
                continue  # special tokens are barriers
            broken = self._junction(x, y, k)
            if broken is not None:
                rule = run.rules[broken]
                doc = next(
                    d
                    for i, d in enumerate(run.documents)
                    if (x, y) in set(_pairs_of(run.final_tokens(i)))
                )
                raise self.fail(
                    f"document {show_token(doc.doc_id)}: the final tokens are not the rules "
                    f"applied to its bytes: tokens {x} and {y} meet where rule {broken} "
                    f"({rule.left},{rule.right}) merges"
                )

    def _adjacent_pairs(self) -> set[tuple[int, int]]:
        """Every distinct pair of neighbouring final tokens inside one document.

        The documents are laid end to end in one array with a separator ID between
        them; pair codes ``x * (size + 1) + y`` are marked (or, for a large vocabulary,
        sorted and deduplicated) in bulk with numpy instead of one tuple per position.
        """
        import numpy as np

        run = self.run
        size = run.vocabulary_size()
        separator = size
        typecode = "i" if size < 2**31 - 1 else "q"
        buf = array(typecode)
        for i in range(len(run.documents)):
            if not i & 0x3FF:
                check_cancelled()
            toks = run.final_token_array(i)
            if toks.typecode == typecode:
                buf.extend(toks)
            else:
                buf.extend(toks.tolist())
            buf.append(separator)
        if len(buf) < 2:
            return set()
        ids: Any = np.frombuffer(buf, dtype=np.int32 if typecode == "i" else np.int64)
        width = size + 1
        left = ids[:-1].astype(np.int64)
        found = _distinct(left * width + ids[1:], width)
        del left
        # Pairs with the separator are the joins between documents, not pairs.
        return {
            (x, y)
            for x, y in (divmod(c, width) for c in found)
            if x != separator and y != separator
        }

    def _piece_pairs(self) -> set[tuple[int, int]]:
        """Adjacent pairs of final tokens inside pre-tokenization pieces, every document
        at once in numpy arrays; a token crossing a piece's start is an error.

        The documents' tokens are laid end to end with their byte offsets; the pieces'
        starts (and each document's start) are one sorted array of those offsets. A token
        crosses a start when one lies strictly inside it; two neighbours form a pair when
        the right one does not begin at a start.
        """
        import numpy as np

        run = self.run
        size = run.vocabulary_size()
        lengths = np.array([len(run.token_bytes(t)) for t in range(size)], dtype=np.int64)
        buf = array("q")
        doc_first = array("q")  # index of each document's first token in ``buf``
        local = array("q")  # where a piece begins inside its document, in bytes
        owner = array("q")  # ... and that document
        for index in range(len(run.documents)):
            if not index & 0x3FF:
                check_cancelled()
            doc_first.append(len(buf))
            toks = run.final_token_array(index)
            buf.extend(toks if toks.typecode == "q" else array("q", toks))
            # the document's start, then its pieces' starts: ascending over all documents
            found = [0, *sorted(run.piece_starts(index))]
            local.extend(found)
            owner.extend([index] * len(found))
        if not buf:
            return set()
        ids: Any = np.frombuffer(buf, dtype=np.int64)
        ends = np.cumsum(lengths[ids])
        starts = ends - lengths[ids]
        # each document's first byte in the same count (its tokens' bytes laid end to end)
        base = np.concatenate(([0], ends))[np.frombuffer(doc_first, dtype=np.int64)]
        cut: Any = base[np.frombuffer(owner, dtype=np.int64)] + np.frombuffer(local, np.int64)
        inside = np.searchsorted(cut, starts, side="right")
        crossing = inside < len(cut)
        crossing[crossing] = cut[inside[crossing]] < ends[crossing]
        if crossing.any():
            pos = int(np.flatnonzero(crossing)[0])
            index = bisect_right(doc_first, pos) - 1
            raise self.fail(
                f"document {show_token(run.documents[index].doc_id)} position "
                f"{pos - doc_first[index]}: token {int(ids[pos])} crosses a pre-tokenization "
                f"boundary at byte {int(cut[inside[pos]] - base[index])}"
            )
        at = np.searchsorted(cut, starts[1:])
        begins = at < len(cut)
        begins[begins] = cut[at[begins]] == starts[1:][begins]
        keep = ~begins
        width = size + 1
        return {divmod(c, width) for c in _distinct(ids[:-1][keep] * width + ids[1:][keep], width)}

    def check_replacements(self) -> None:
        """Rule ``r`` replaced exactly as many pairs as tokens of rank ``r`` exist."""
        counts = self.run.token_counts(True)
        for r, rule in enumerate(self.run.rules):
            made = counts[r] - counts[r + 1]
            if made != rule.replacement_count:
                raise self.fail(
                    f"rule {r}: {rule.replacement_count} replacements, but the counted "
                    f"documents hold {made} tokens of rank {r}"
                )


def _rounds_plainly_valid(rounds: Sequence[TrainingRound], tie: str, bound: int | None) -> bool:
    """True when every round passes :meth:`_Checker.check_rounds`, checked on the
    candidates of all rounds at once as numpy arrays (a 4000-merge run records some
    400,000); False when any check fails, and the caller's loop names the first problem.

    Args:
        rounds: the run's rounds, rank order.
        tie: the tie policy (``smallest``, ``largest``; ``first`` has no order to check).
        bound: the neighbouring places the documents hold at stage 0 plus every
            replacement (the most distinct pairs a round can count), or None when the
            documents were not read.
    """
    import numpy as np

    if not rounds:
        return True
    check_cancelled()
    lengths = np.fromiter((rnd.recorded for rnd in rounds), dtype=np.int64, count=len(rounds))
    if (lengths == 0).any():
        return False
    pairs = np.frombuffer(b"".join(rnd._pairs.tobytes() for rnd in rounds), dtype=np.int64)
    counts = np.frombuffer(b"".join(rnd._counts.tobytes() for rnd in rounds), dtype=np.uint64)
    if (counts < 1).any() or (counts > (1 << 63) - 1).any():
        return False
    counts = counts.astype(np.int64)
    rules = np.array(
        [
            (r.rule.left, r.rule.right, r.rule.candidate_count, r.rule.replacement_count)
            for r in rounds
        ],
        dtype=np.int64,
    )
    distinct = np.fromiter((r.distinct_pairs for r in rounds), dtype=np.int64, count=len(rounds))
    tied = np.fromiter((r.tied for r in rounds), dtype=np.int64, count=len(rounds))
    firsts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    if (pairs[firsts] != (rules[:, 0] << PAIR_SHIFT) | rules[:, 1]).any():
        return False
    if (counts[firsts] != rules[:, 2]).any() or (tied > distinct).any():
        return False
    if bound is not None:
        # at stage r: bound less the replacements of the rules before r
        later = bound - np.concatenate(([0], np.cumsum(rules[:-1, 3])))
        if (distinct > later).any():
            return False
    owner = np.repeat(np.arange(len(rounds)), lengths)
    same = owner[1:] == owner[:-1]
    if (same & (counts[1:] > counts[:-1])).any():
        return False
    equal_next = same & (counts[1:] == counts[:-1])
    if tie == "smallest" and (equal_next & (pairs[1:] < pairs[:-1])).any():
        return False
    if tie == "largest" and (equal_next & (pairs[1:] > pairs[:-1])).any():
        return False
    equal = np.bincount(owner[counts == counts[firsts][owner]], minlength=len(rounds))
    if (tied < equal).any() or (distinct < lengths).any():
        return False
    return not ((equal < lengths) & (tied != equal)).any()


def _distinct(codes: Any, width: int) -> list[int]:
    """The distinct pair codes ``left * width + right`` of a numpy array, ascending:
    marked in a table of ``width ** 2`` flags when that is at most 32 MB, else sorted.
    """
    import numpy as np

    check_cancelled()
    if width * width <= 1 << 25:
        seen = np.zeros(width * width, dtype=bool)
        seen[codes] = True
        return np.flatnonzero(seen).tolist()
    ordered = np.sort(codes)
    if not len(ordered):
        return []
    first = np.empty(len(ordered), dtype=bool)
    first[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    return cast("list[int]", ordered[first].tolist())


def _pairs_of(toks: Sequence[int]) -> Iterator[tuple[int, int]]:
    return zip(toks, toks[1:])  # noqa: B905 (one shorter on purpose)
