"""Table models of the word-frequency BPE view (docs/rules.md s4, laid out like docs/rules.md s8).

Three thin adapters over a :class:`~bpe_viewer.core.wordfreq.WordTrainingRun`, each
showing stage ``r`` (the state after ``r`` merges; round ``r`` is counted on it):

- :class:`WordSegmentationModel`: one row per training word, its symbols at the stage,
  the symbols made by the last round flagged;
- :class:`~bpe_viewer.qt.models.word_candidates.WordCandidatesModel`: the candidate
  pairs of round ``r``, winner first (its own module);
- :class:`WordRulesModel`: the rules learned so far, the newest highlighted.

Cells are computed on request; styling comes through roles (CONVENTIONS habits 5-7).

Example:
    >>> from bpe_viewer.core.wordfreq import train_words
    >>> run = train_words({"low": 5, "lower": 2, "newest": 6, "widest": 3}, 5)
    >>> model = WordSegmentationModel()
    >>> model.set_run(run, 5)
    >>> model.symbols(0)  # "low"
    ('low', '</w>')
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, NamedTuple

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from bpe_viewer.core.word_pairs import WordMergeRule
from bpe_viewer.core.wordfreq import (
    END_OF_WORD,
    WordTrainingRun,
    word_tie_rule_text,
)
from bpe_viewer.qt.models.base import ALIGN_LEFT, ALIGN_RIGHT, RoleHelper, StagedTableModel
from bpe_viewer.qt.models.roles import Palette, Roles
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "SYMBOL_SEPARATOR",
    "SymbolChip",
    "WordRoles",
    "WordRuleColumn",
    "WordRulesModel",
    "WordRunModel",
    "WordSegmentationColumn",
    "WordSegmentationModel",
    "show_pair",
    "show_symbol",
    "tie_rule_text",
]


SYMBOL_SEPARATOR = " · "
"""Joins symbols in plain text: ``"low · </w>"``."""


class WordRoles(enum.IntEnum):
    """Roles of the word models beyond :class:`~bpe_viewer.qt.models.roles.Roles`.

    Numbered well above ``Roles`` so both sets can be asked of the same model.
    """

    #: ``tuple[SymbolChip, ...]``: the word's symbols at the stage, new ones flagged.
    SYMBOLS = Qt.ItemDataRole.UserRole + 32


class SymbolChip(NamedTuple):
    """One symbol of a word at a stage.

    Attributes:
        text: the symbol's text, e.g. ``"est</w>"``.
        new: True when the previous round made this symbol at this position.
    """

    text: str
    new: bool


_WHITESPACE = {" ": "␣", "\n": "↵", "\t": "→", "\r": "\\r"}


def show_symbol(symbol: str) -> str:
    """A symbol as display text: whitespace made visible (``"a b"`` -> ``"a␣b"``)."""
    if not any(ch in _WHITESPACE or not ch.isprintable() for ch in symbol):
        return symbol
    return "".join(
        _WHITESPACE.get(ch, ch if ch.isprintable() else f"\\u{ord(ch):04x}") for ch in symbol
    )


def tie_rule_text(tie: str) -> str:
    """How a tie is broken under policy ``tie``
    (:func:`bpe_viewer.core.wordfreq.word_tie_rule_text`, docs/rules.md s4)."""
    return word_tie_rule_text(tie)


def show_pair(left: str, right: str) -> str:
    """A pair as display text: ``"(e, s)"``, whitespace made visible."""
    return f"({show_symbol(left)}, {show_symbol(right)})"


def _merge_flags(symbols: list[str], rule: WordMergeRule) -> tuple[SymbolChip, ...]:
    """Replay one left-to-right merge pass, flagging the symbols it made (docs/rules.md s2.5)."""
    out: list[SymbolChip] = []
    i = 0
    n = len(symbols)
    while i < n:
        if i + 1 < n and symbols[i] == rule.left and symbols[i + 1] == rule.right:
            out.append(SymbolChip(rule.merged, True))
            i += 2
        else:
            out.append(SymbolChip(symbols[i], False))
            i += 1
    return tuple(out)


# --------------------------------------------------------------------------- words
class WordRunModel(StagedTableModel[WordTrainingRun]):
    """What the three word models share: the run, the stage and the role dispatch of
    :class:`~bpe_viewer.qt.models.base.StagedTableModel`."""

    def _word_run(self) -> WordTrainingRun:
        """The run, for the role helpers (only asked while there is one)."""
        assert self._run is not None
        return self._run


class WordSegmentationColumn(enum.IntEnum):
    WORD = 0
    FREQUENCY = 1
    SYMBOLS = 2
    COUNT = 3


_SEG_HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "word"),
    QT_TRANSLATE_NOOP("Headers", "freq."),
    QT_TRANSLATE_NOOP("Headers", "symbols at this stage"),
    QT_TRANSLATE_NOOP("Headers", "#"),
)
_SEG_TIPS = (
    QT_TRANSLATE_NOOP("Headers", "a word of the training table"),
    QT_TRANSLATE_NOOP(
        "Headers", "how often the word occurs: every pair inside it counts this many times"
    ),
    QT_TRANSLATE_NOOP(
        "Headers",
        "the word's symbols after the merges so far (characters + </w> at stage 0); "
        "symbols made by the last round are highlighted",
    ),
    QT_TRANSLATE_NOOP("Headers", "number of symbols in the word at this stage"),
)


class WordSegmentationModel(WordRunModel):
    """Rows: the training words in input order; their symbols at the current stage.

    Changing the stage keeps the shape (one row per word), so it emits ``dataChanged``;
    only :meth:`set_run` resets.
    """

    COLUMNS = WordSegmentationColumn
    HEADERS = _SEG_HEADERS
    HEADER_TIPS = _SEG_TIPS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._words: tuple[str, ...] = ()
        self._cache: dict[int, tuple[SymbolChip, ...]] = {}

    def set_run(self, run: WordTrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (or nothing) at ``stage`` (clamped to the run)."""
        self.beginResetModel()
        self._run = run
        self._words = run.words if run is not None else ()
        self._stage = min(max(0, stage), run.merge_count) if run is not None else 0
        self._cache.clear()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Move to ``stage``: same rows, new symbols (``dataChanged`` on every cell)."""
        if self._run is not None:
            stage = min(max(0, stage), self._run.merge_count)
        if stage == self._stage:
            return
        self._stage = stage
        self._cache.clear()
        if self._words:
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(len(self._words) - 1, len(WordSegmentationColumn) - 1),
            )

    def word(self, row: int) -> str:
        return self._words[row]

    def chips(self, row: int) -> tuple[SymbolChip, ...]:
        """The word's symbols at the stage with the last round's new ones flagged."""
        hit = self._cache.get(row)
        if hit is not None:
            return hit
        assert self._run is not None
        word = self._words[row]
        if self._stage == 0:
            result = tuple(SymbolChip(s, False) for s in self._run.segmentation_at(word, 0))
        else:
            before = self._run.segmentation_at(word, self._stage - 1)
            result = _merge_flags(before, self._run.rules[self._stage - 1])
        self._cache[row] = result
        return result

    def symbols(self, row: int) -> tuple[str, ...]:
        """The word's symbols at the stage, e.g. ``("low", "</w>")``."""
        return tuple(c.text for c in self.chips(row))

    def has_new(self, row: int) -> bool:
        return any(c.new for c in self.chips(row))

    def total_symbols(self) -> int:
        """Frequency-weighted number of symbols at the stage (the "corpus length")."""
        if self._run is None:
            return 0
        freq = self._run.frequencies
        return sum(freq[w] * len(self.chips(r)) for r, w in enumerate(self._words))

    # -- cells, by role
    def _row_count(self) -> int:
        return len(self._words)

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            R.DisplayRole: self._display,
            R.TextAlignmentRole: self._alignment,
            R.FontRole: self._font,
            R.ToolTipRole: self._tooltip,
            Roles.MARK: lambda row, _c: "new" if self.has_new(row) else None,
            WordRoles.SYMBOLS: lambda row, _c: self.chips(row),
            Roles.TOKENS: lambda row, _c: self.symbols(row),
            Roles.RECORD: lambda row, _c: self._words[row],
            Roles.SORT: self._sort,
        }

    def _display(self, row: int, column: int) -> str:
        word = self._words[row]
        if column == WordSegmentationColumn.WORD:
            return show_symbol(word)
        if column == WordSegmentationColumn.FREQUENCY:
            return str(self._word_run().frequencies[word])
        if column == WordSegmentationColumn.SYMBOLS:
            return SYMBOL_SEPARATOR.join(show_symbol(s) for s in self.symbols(row))
        return str(len(self.chips(row)))

    def _alignment(self, _row: int, column: int) -> int:
        if column in (WordSegmentationColumn.FREQUENCY, WordSegmentationColumn.COUNT):
            return ALIGN_RIGHT
        return ALIGN_LEFT

    def _font(self, row: int, column: int) -> QFont | None:
        if column == WordSegmentationColumn.WORD or (
            column == WordSegmentationColumn.COUNT and self.has_new(row)
        ):
            return self._bold
        return None

    def _tooltip(self, row: int, _column: int) -> str:
        run, word = self._word_run(), self._words[row]
        text = (
            f"{word!r} × {run.frequencies[word]}: {len(self.chips(row))} symbols at stage "
            f"{self._stage}\n" + SYMBOL_SEPARATOR.join(show_symbol(s) for s in self.symbols(row))
        )
        if self.has_new(row):
            rule = run.rules[self._stage - 1]
            text += f"\nround {rule.rank} merged {show_pair(rule.left, rule.right)} here"
        return text

    def _sort(self, row: int, column: int) -> int:
        if column == WordSegmentationColumn.FREQUENCY:
            return self._word_run().frequencies[self._words[row]]
        if column == WordSegmentationColumn.COUNT:
            return len(self.chips(row))
        return row


# --------------------------------------------------------------------------- rules
class WordRuleColumn(enum.IntEnum):
    RANK = 0
    PAIR = 1
    MERGED = 2
    COUNT = 3
    TIED = 4


_RULE_HEADERS = (
    QT_TRANSLATE_NOOP("Headers", "rank"),
    QT_TRANSLATE_NOOP("Headers", "pair"),
    QT_TRANSLATE_NOOP("Headers", "merged"),
    QT_TRANSLATE_NOOP("Headers", "count"),
    QT_TRANSLATE_NOOP("Headers", "tie"),
)
_RULE_TIPS = (
    QT_TRANSLATE_NOOP(
        "Headers", "the round that learned the rule; encoding applies lower ranks first"
    ),
    QT_TRANSLATE_NOOP("Headers", "the (left, right) symbols that are joined"),
    QT_TRANSLATE_NOOP("Headers", "the new symbol"),
    QT_TRANSLATE_NOOP("Headers", "the pair's frequency-weighted count when it won"),
    QT_TRANSLATE_NOOP("Headers", "how many pairs shared the winning count (blank: no tie)"),
)


class WordRulesModel(WordRunModel):
    """Rows: the rules learned before ``stage`` (rank order), the newest highlighted.

    One stage forward inserts one row, one stage back removes it; other moves reset.
    """

    COLUMNS = WordRuleColumn
    HEADERS = _RULE_HEADERS
    HEADER_TIPS = _RULE_TIPS

    def set_run(self, run: WordTrainingRun | None, stage: int = 0) -> None:
        self.beginResetModel()
        self._run = run
        self._stage = min(max(0, stage), run.merge_count) if run is not None else 0
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        run = self._run
        if run is None:
            return
        stage = min(max(0, stage), run.merge_count)
        old = self._stage
        if stage == old:
            return
        if stage == old + 1:
            self.beginInsertRows(QModelIndex(), old, old)
            self._stage = stage
            self.endInsertRows()
            self._restyle(old - 1)
        elif stage == old - 1:
            self.beginRemoveRows(QModelIndex(), stage, stage)
            self._stage = stage
            self.endRemoveRows()
            self._restyle(stage - 1)
        else:
            self.beginResetModel()
            self._stage = stage
            self.endResetModel()

    def _restyle(self, row: int) -> None:
        if 0 <= row < self._stage:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(WordRuleColumn) - 1))

    def rule(self, row: int) -> WordMergeRule:
        assert self._run is not None
        return self._run.rules[row]

    @property
    def newest_row(self) -> int | None:
        return self._stage - 1 if self._stage > 0 else None

    def vocabulary_size(self) -> int:
        """Distinct symbols known at the stage: stage-0 symbols plus new merged texts."""
        run = self._run
        if run is None:
            return 0
        known = {s for word in run.words for s in word} | {END_OF_WORD}
        known.update(rule.merged for rule in run.rules[: self._stage])
        return len(known)

    # -- cells, by role
    def _row_count(self) -> int:
        return self._stage

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`~bpe_viewer.qt.models.base.RoleTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            R.DisplayRole: self._display,
            R.BackgroundRole: lambda row, _c: Palette.NEWEST if self._is_newest(row) else None,
            R.ForegroundRole: self._foreground,
            R.FontRole: lambda row, _c: self._bold if self._is_newest(row) else None,
            R.TextAlignmentRole: lambda _r, column: (
                ALIGN_RIGHT if column in (WordRuleColumn.RANK, WordRuleColumn.COUNT) else ALIGN_LEFT
            ),
            R.ToolTipRole: self._tooltip,
            Roles.MARK: lambda row, _c: "newest" if self._is_newest(row) else None,
            Roles.RECORD: lambda row, _c: self.rule(row),
            Roles.SORT: lambda row, _c: self.rule(row).rank,
        }

    def _is_newest(self, row: int) -> bool:
        return row == self._stage - 1

    def _display(self, row: int, column: int) -> str:
        rule = self.rule(row)
        if column == WordRuleColumn.RANK:
            return str(rule.rank)
        if column == WordRuleColumn.PAIR:
            return f"{show_symbol(rule.left)} + {show_symbol(rule.right)}"
        if column == WordRuleColumn.MERGED:
            return show_symbol(rule.merged)
        if column == WordRuleColumn.COUNT:
            return str(rule.count)
        return f"{rule.tied}-way" if rule.tied > 1 else ""

    def _foreground(self, row: int, column: int) -> QColor | None:
        if self._is_newest(row):
            return Palette.MARK_TEXT  # on the NEWEST fill, in every scheme
        if column == WordRuleColumn.TIED:
            return Palette.HELD_OUT_TEXT
        return None

    def _tooltip(self, row: int, _column: int) -> str:
        rule = self.rule(row)
        text = (
            f"rank {rule.rank}: {show_pair(rule.left, rule.right)} → "
            f"{show_symbol(rule.merged)}, count {rule.count}"
        )
        if rule.tied > 1:
            text += f"\n{rule.tied} pairs had this count; {tie_rule_text(self._word_run().tie)}"
        if self._is_newest(row):
            text = f"newest: learned by the last round\n{text}"
        return text
