"""Word-frequency BPE: the classic subword trainer of Sennrich et al. (2016), docs/rules.md s4.

The input is a table ``{word: frequency}`` rather than a corpus of documents. Each word
starts as the sequence of its characters (Python ``str`` characters, so one code point
each) followed by the end-of-word marker :data:`END_OF_WORD` as one symbol. Symbols are
strings; a merge joins two adjacent symbols into their concatenation.

A pair's count is the sum, over the distinct words holding it, of the word's frequency
times the places it stands (overlaps included: ``aaa`` holds ``(a, a)`` twice). Each
round takes the pair with the largest count, breaks ties by the pair's text, and rewrites
every word holding it in one left-to-right pass (docs/rules.md s2.5). Training stops
early when no pair is left.

Like the byte-level trainer of :mod:`bpe_viewer.core.trainer` (docs/rules.md s9), this
one does not recount the table every round: it keeps each pair's count and the words
holding it (:class:`~bpe_viewer.core.word_pairs.PairIndex`), so a merge rewrites only
those words and updates the counts of their pairs. The results equal those of
recounting, which :func:`bpe_viewer.core.reference.iter_naive_word_rounds` does and the
tests compare.

Example:
    >>> run = train_words({"low": 5, "lower": 2, "newest": 6, "widest": 3}, 5)
    >>> [rule.merged for rule in run.rules]
    ['es', 'est', 'est</w>', 'lo', 'low']
    >>> run.encode_word("lowest")
    ['low', 'est</w>']
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from bpe_viewer.core.arguments import (
    check_index,
    check_int,
    check_mapping,
    check_sequence,
    check_str,
)
from bpe_viewer.core.collector import collector_paused
from bpe_viewer.core.messages import Messages
from bpe_viewer.core.render import show_token
from bpe_viewer.core.ties import WORD_TIE_POLICIES as WORD_TIE_POLICIES
from bpe_viewer.core.ties import check_word_tie_policy, selection_order, word_pair_key
from bpe_viewer.core.trainer import check_merge_count
from bpe_viewer.core.word_pairs import END_OF_WORD as END_OF_WORD
from bpe_viewer.core.word_pairs import (
    CountChange,
    Pair,
    PairIndex,
    SymbolTree,
    WordMergeRule,
    word_row_problem,
)

__all__ = [
    "END_OF_WORD",
    "WORD_TIE_POLICIES",
    "WordCandidate",
    "WordTrainingRun",
    "train_words",
    "word_symbols",
    "word_tie_rule_text",
]


class WordCandidate(NamedTuple):
    """One candidate pair of a round: a plain ``(left, right, count)`` tuple.

    Attributes:
        left: text of the left symbol.
        right: text of the right symbol.
        count: frequency-weighted number of adjacent positions holding the pair at the
            round's stage, overlaps included.
    """

    left: str
    right: str
    count: int  # type: ignore[assignment]  # the field hides tuple.count on purpose


def word_tie_rule_text(tie: str) -> str:
    """How a tie is broken under policy ``tie``: the pairs' text compared alphabetically
    (``str`` order), e.g. ``"the alphabetically first pair wins"`` (docs/rules.md s4)."""
    return WordNarration().tie_rule(tie)


class WordNarration(Messages):
    """The word-frequency trainer's clauses, in the current language (context
    ``WordNarration``)."""

    def tie_rule(self, tie: str) -> str:
        """How a tie is broken under policy ``tie`` (docs/rules.md s4)."""
        if tie == "alphabetical-last":
            return self.tr("the alphabetically last pair wins")
        return self.tr("the alphabetically first pair wins")


def word_symbols(word: str) -> list[str]:
    """The stage-0 symbols of a word: its characters, then :data:`END_OF_WORD`.

    Example:
        ``word_symbols("low") == ["l", "o", "w", "</w>"]``

    Raises:
        ArgumentTypeError: (a TypeError) for a word that is not a ``str``.
        ValueError: for an empty word.
    """
    if not check_str(word, "word"):
        raise ValueError("a word must not be empty")
    return [*word, END_OF_WORD]


def _ordered(counts: Mapping[tuple[str, str], int], tie: str) -> list[WordCandidate]:
    """Candidates in selection order: count descending, then the tie order (docs/rules.md s3.3)."""
    return [
        WordCandidate(a, b, counts[(a, b)]) for a, b in selection_order(counts, word_pair_key(tie))
    ]


def _merge_texts(symbols: Sequence[str], left: str, right: str) -> list[str]:
    """One left-to-right merge pass over plain symbols (docs/rules.md s2.5)."""
    merged = left + right
    out: list[str] = []
    i = 0
    n = len(symbols)
    while i < n:
        if i + 1 < n and symbols[i] == left and symbols[i + 1] == right:
            out.append(merged)
            i += 2
        else:
            out.append(symbols[i])
            i += 1
    return out


def _merge_pieces(pieces: Sequence[SymbolTree], rule: WordMergeRule) -> list[SymbolTree] | None:
    """One left-to-right merge pass over a training word; None when nothing matched."""
    out: list[SymbolTree] = []
    changed = False
    i = 0
    n = len(pieces)
    while i < n:
        if i + 1 < n and pieces[i].text == rule.left and pieces[i + 1].text == rule.right:
            out.append(SymbolTree(rule.merged, rule.rank, (pieces[i], pieces[i + 1])))
            changed = True
            i += 2
        else:
            out.append(pieces[i])
            i += 1
    return out if changed else None


def _expand(piece: SymbolTree, stage: int, out: list[str]) -> None:
    """Append the symbols ``piece`` stood for at ``stage`` (undo ranks >= stage)."""
    if piece.parts is None or piece.rank < stage:
        out.append(piece.text)
        return
    _expand(piece.parts[0], stage, out)
    _expand(piece.parts[1], stage, out)


class WordTrainingRun:
    """The immutable record of one word-frequency training run (docs/rules.md s4).

    Built by :func:`train_words`. Keeps the rules, every round's candidates in selection
    order, and each training word's final symbols as merge trees, so the segmentation at
    any stage is rebuilt without retraining.

    Attributes:
        rules: the learned rules, ``rules[r].rank == r``.
        frequencies: the training table (read-only, in input order).
        tie: the tie policy used, one of :data:`WORD_TIE_POLICIES`.
        max_merges: the requested upper bound on merges.
    """

    __slots__ = (
        "_at",
        "_changes",
        "_final",
        "_frequencies",
        "_lock",
        "_max_merges",
        "_ordered_cache",
        "_rules",
        "_stage_counts",
        "_tie",
    )

    def __init__(
        self,
        frequencies: Mapping[str, int],
        rules: Sequence[WordMergeRule],
        first_counts: Mapping[Pair, int],
        changes: Sequence[Sequence[CountChange]],
        final: Mapping[str, Sequence[SymbolTree]],
        tie: str,
        max_merges: int,
    ) -> None:
        self._frequencies: Mapping[str, int] = MappingProxyType(dict(frequencies))
        self._rules = tuple(rules)
        # Candidates are kept as the stage-0 counts and each round's count changes;
        # a round's list is rebuilt on request (cheap next to training, cached).
        self._changes = tuple(tuple(c) for c in changes[: len(self._rules)])
        self._stage_counts = dict(first_counts)  # the counts at stage self._at
        self._at = 0
        self._ordered_cache: dict[int, tuple[WordCandidate, ...]] = {}
        self._lock = threading.Lock()
        self._final = {word: tuple(pieces) for word, pieces in final.items()}
        self._tie = tie
        self._max_merges = max_merges

    def __repr__(self) -> str:
        return (
            f"WordTrainingRun(words={len(self._frequencies)}, "
            f"merges={len(self._rules)}/{self._max_merges}, tie={self._tie!r})"
        )

    @property
    def rules(self) -> tuple[WordMergeRule, ...]:
        """The learned rules in rank order."""
        return self._rules

    @property
    def frequencies(self) -> Mapping[str, int]:
        """The training table ``{word: frequency}``, read-only, in input order."""
        return self._frequencies

    @property
    def tie(self) -> str:
        """The tie policy, ``alphabetical-first`` or ``alphabetical-last``."""
        return self._tie

    @property
    def max_merges(self) -> int:
        """The requested upper bound on the number of merges."""
        return self._max_merges

    @property
    def merge_count(self) -> int:
        """How many rules were learned (fewer than requested when no pair was left)."""
        return len(self._rules)

    @property
    def words(self) -> tuple[str, ...]:
        """The training words in input order."""
        return tuple(self._frequencies)

    def vocabulary(self) -> list[str]:
        """The symbol inventory: stage-0 symbols (sorted) then each rule's merged symbol.

        Distinct rules can produce the same text (``a+bc`` and ``ab+c``); it is listed
        once, at its first rank.
        """
        seen: dict[str, None] = dict.fromkeys(
            sorted({s for word in self._frequencies for s in word_symbols(word)})
        )
        for rule in self._rules:
            seen.setdefault(rule.merged, None)
        return list(seen)

    def candidates(self, round_index: int) -> tuple[WordCandidate, ...]:
        """Every distinct pair of round ``round_index`` in selection order, winner first.

        Selection order is count descending, then the pair text ascending (policy
        ``alphabetical-first``) or descending (``alphabetical-last``); the first
        ``rules[r].tied`` entries share the winning count.

        Args:
            round_index: 0 to ``merge_count - 1``.

        Returns:
            ``(left, right, count)`` tuples, e.g. ``(("e", "s", 9), ("s", "t", 9), ...)``.

        Raises:
            ArgumentTypeError: (a TypeError) for a round that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) for a round outside the
                run.
        """
        round_index = check_index(round_index, "round_index", len(self._rules))
        with self._lock, collector_paused():
            cached = self._ordered_cache.get(round_index)
            if cached is None:
                if len(self._ordered_cache) >= 16:
                    self._ordered_cache.clear()
                cached = tuple(_ordered(self._counts_at(round_index), self._tie))
                self._ordered_cache[round_index] = cached
            return cached

    def _counts_at(self, stage: int) -> dict[Pair, int]:
        """The pair counts of ``stage``: the kept counts moved there one round's changes
        at a time, forward or back (call with the lock held; do not modify)."""
        counts = self._stage_counts
        while self._at < stage:
            for pair, _before, after in self._changes[self._at]:
                if after:
                    counts[pair] = after
                else:
                    del counts[pair]
            self._at += 1
        while self._at > stage:
            self._at -= 1
            for pair, before, _after in self._changes[self._at]:
                if before:
                    counts[pair] = before
                else:
                    del counts[pair]
        return counts

    def segmentation_at(self, word: str, stage: int) -> list[str]:
        """A training word's symbols after ``stage`` merges.

        Rebuilt from the word's final symbols by undoing every merge of rank ``>= stage``
        (docs/rules.md s9), so it costs time in the word's length only.

        Args:
            word: a word of the training table.
            stage: 0 (characters + ``</w>``) to ``merge_count`` (final).

        Returns:
            The symbols; they always join to ``word + "</w>"``.

        Raises:
            ArgumentTypeError: (a TypeError) for a word that is not a ``str`` or a stage
                that is not an integer.
            KeyError: for a word not in the training table.
            ArgumentRangeError: (a ValueError and an IndexError) for a stage outside
                ``0..merge_count``.
        """
        pieces = self._final.get(check_str(word, "word"))
        if pieces is None:
            raise KeyError(f"word {show_token(word)} is not in the training table")
        stage = check_int(stage, "stage", low=0, high=len(self._rules))
        out: list[str] = []
        for piece in pieces:
            _expand(piece, stage, out)
        return out

    def final_segmentation(self, word: str) -> list[str]:
        """A training word's symbols after the last merge.

        Raises:
            ArgumentTypeError: (a TypeError) for a word that is not a ``str``.
            KeyError: for a word not in the training table.
        """
        return self.segmentation_at(word, len(self._rules))

    def encode_word(self, word: str) -> list[str]:
        """Segment any word with the frozen rules (docs/rules.md s6 logic; nothing is counted).

        Starts from :func:`word_symbols` and applies the rules in ascending rank, each as
        one left-to-right pass, which replays training exactly: for a training word the
        result equals :meth:`final_segmentation`. Characters no rule mentions stay single
        symbols.

        Example:
            ``encode_word("lowest") == ["low", "est</w>"]`` with the five docs/rules.md s4 rules.

        Raises:
            ArgumentTypeError: (a TypeError) for a word that is not a ``str``.
            ValueError: for an empty word.
        """
        symbols = word_symbols(word)
        present = set(zip(symbols, symbols[1:], strict=False))
        for rule in self._rules:
            if (rule.left, rule.right) in present:
                symbols = _merge_texts(symbols, rule.left, rule.right)
                present = set(zip(symbols, symbols[1:], strict=False))
        return symbols

    def encode_word_steps(self, word: str) -> list[tuple[WordMergeRule | None, list[str]]]:
        """:meth:`encode_word` one applied rule at a time, for stepping through it.

        Returns:
            ``[(None, start symbols), (rule, symbols after it), ...]``: only the rules
            that changed the word, in rank order; the last entry equals
            :meth:`encode_word`.

        Raises:
            ArgumentTypeError: (a TypeError) for a word that is not a ``str``.
            ValueError: for an empty word.
        """
        symbols = word_symbols(word)
        steps: list[tuple[WordMergeRule | None, list[str]]] = [(None, symbols)]
        present = set(zip(symbols, symbols[1:], strict=False))
        for rule in self._rules:
            if (rule.left, rule.right) in present:
                symbols = _merge_texts(symbols, rule.left, rule.right)
                present = set(zip(symbols, symbols[1:], strict=False))
                steps.append((rule, symbols))
        return steps

    def unknown_symbols(self, symbols: Sequence[str]) -> list[str]:
        """The symbols outside the learned vocabulary (:meth:`vocabulary`), in order,
        each once: characters training never saw, e.g. ``u h a p`` of ``unhappiness``
        with the docs/rules.md s4 table.

        Raises:
            ArgumentTypeError: (a TypeError) for ``symbols`` that is not a list of
                ``str`` (one ``str`` is refused: its characters would be the symbols).
        """
        known = set(self.vocabulary())
        out: list[str] = []
        for i, symbol in enumerate(check_sequence(symbols, "symbols")):
            check_str(symbol, f"symbols[{i}]")
            if symbol not in known and symbol not in out:
                out.append(symbol)
        return out


def _check_table(frequencies: Mapping[str, int]) -> dict[str, int]:
    if not isinstance(frequencies, Mapping):
        raise ValueError(
            f"a word-frequency table must be a mapping, got {type(frequencies).__name__}"
        )
    if not frequencies:
        raise ValueError("word-frequency table is empty")
    table: dict[str, int] = {}
    for word, count in frequencies.items():
        problem = word_row_problem(word, count)
        if problem is not None:
            raise ValueError(problem)
        table[word] = count
    return table


def train_words(
    frequencies: Mapping[str, int], max_merges: int, *, tie: str = "alphabetical-first"
) -> WordTrainingRun:
    """Train word-frequency BPE on a table ``{word: frequency}`` (docs/rules.md s4; Sennrich 2016).

    Every round takes the pair with the largest frequency-weighted count, breaks ties by
    pair text (``alphabetical-first``: smallest ``(left, right)``; ``alphabetical-last``:
    largest; docs/rules.md s3.3), and rewrites each word holding it in one left-to-right
    pass. The counts are kept up to date from the rewritten words alone, so a round
    costs time in the words it changes, not in the table (docs/rules.md s9). All input
    is checked before any work.

    Args:
        frequencies: ``{word: positive int}``; words are non-empty ``str``.
        max_merges: upper bound on the number of merges (stops early with no pair left).
        tie: one of :data:`WORD_TIE_POLICIES`.

    Returns:
        The run; e.g. ``{low:5, lower:2, newest:6, widest:3}`` with 5 merges learns
        ``e+s, es+t, est+</w>, l+o, lo+w``.

    Raises:
        ArgumentTypeError: (a TypeError; also a ValueError, as earlier versions raised)
            for ``frequencies`` that is not a mapping, a merge count that is not an
            integer or a tie policy that is not a ``str``.
        ValueError: a negative merge count, an unknown tie policy, an empty table, an
            empty or non-``str`` word, a word containing ``</w>`` or a lone surrogate (it
            has no UTF-8 bytes), or a frequency that is not a positive ``int`` (``True``
            and ``2.0`` are refused; the message names the word).
    """
    max_merges = check_merge_count(max_merges)
    tie = check_word_tie_policy(tie)
    check_mapping(frequencies, "frequencies")
    with collector_paused():
        table = _check_table(frequencies)
        initial: dict[str, SymbolTree] = {}  # one stage-0 piece per character, shared
        state: list[tuple[int, list[SymbolTree]]] = []
        for word, freq in table.items():
            pieces = []
            for symbol in word_symbols(word):
                piece = initial.get(symbol)
                if piece is None:
                    piece = initial[symbol] = SymbolTree(symbol, -1, None)
                pieces.append(piece)
            state.append((freq, pieces))
        index = PairIndex(state, tie)
        first_counts = dict(index.counts)
        rules: list[WordMergeRule] = []
        changes: list[list[CountChange]] = []
        for rank in range(max_merges):
            rule = index.winner(rank)
            if rule is None:
                break
            rules.append(rule)
            changes.append(index.merge(rule))
        del index
        final = {word: pieces for word, (_, pieces) in zip(table, state, strict=True)}
        return WordTrainingRun(table, rules, first_counts, changes, final, tie, max_merges)
