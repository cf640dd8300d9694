"""Table models of the word-frequency BPE view (docs/rules.md s4, laid out like docs/rules.md s8).

Three thin adapters over a :class:`~bpe_viewer.core.wordfreq.WordTrainingRun`, each
showing stage ``r`` (the state after ``r`` merges; round ``r`` is counted on it):

- :class:`WordSegmentationModel`: one row per training word, its symbols at the stage,
  the symbols made by the last round flagged;
- :class:`WordCandidatesModel`: the candidate pairs of round ``r``, winner first;
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
from typing import Any, NamedTuple

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from bpe_viewer.core.wordfreq import (
    END_OF_WORD,
    WordCandidate,
    WordMergeRule,
    WordTrainingRun,
    word_tie_rule_text,
)
from bpe_viewer.qt.models.roles import PICK_MARKS, Palette, Roles, horizontal_header

__all__ = [
    "SYMBOL_SEPARATOR",
    "TIE_MARK",
    "WINNER_MARK",
    "SymbolChip",
    "WordCandidateColumn",
    "WordCandidatesModel",
    "WordRoles",
    "WordRuleColumn",
    "WordRulesModel",
    "WordSegmentationColumn",
    "WordSegmentationModel",
    "explain_word_winner",
    "show_symbol",
    "tie_rule_text",
]

_Index = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

WINNER_MARK = "★ winner"
TIE_MARK = "= tie"
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


def _pair(left: str, right: str) -> str:
    return f"({show_symbol(left)}, {show_symbol(right)})"


def explain_word_winner(run: WordTrainingRun, round_index: int) -> str:
    """One line saying why round ``round_index`` was won by its pair.

    Example:
        ``"3 pairs at count 9; the alphabetically first pair wins: (e, s) → es"``
    """
    rule = run.rules[round_index]
    made = f"→ {show_symbol(rule.merged)}"
    if rule.tied > 1:
        return (
            f"{rule.tied} pairs at count {rule.count}; {tie_rule_text(run.tie)}: "
            f"{_pair(rule.left, rule.right)} {made}"
        )
    cands = run.candidates(round_index)
    if len(cands) > 1:
        return (
            f"{_pair(rule.left, rule.right)} has the highest count, {rule.count} "
            f"(next: {cands[1].count}) {made}"
        )
    return f"{_pair(rule.left, rule.right)} is the only pair, count {rule.count} {made}"


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
class _WordRunModel(QAbstractTableModel):
    """What the three word models share: the run, the stage, a bold font."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._run: WordTrainingRun | None = None
        self._stage = 0
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def run(self) -> WordTrainingRun | None:
        return self._run

    @property
    def stage(self) -> int:
        return self._stage


class WordSegmentationColumn(enum.IntEnum):
    WORD = 0
    FREQUENCY = 1
    SYMBOLS = 2
    COUNT = 3


_SEG_HEADERS = ("word", "freq.", "symbols at this stage", "#")
_SEG_TIPS = (
    "a word of the training table",
    "how often the word occurs: every pair inside it counts this many times",
    "the word's symbols after the merges so far (characters + </w> at stage 0); "
    "symbols made by the last round are highlighted",
    "number of symbols in the word at this stage",
)


class WordSegmentationModel(_WordRunModel):
    """Rows: the training words in input order; their symbols at the current stage.

    Changing the stage keeps the shape (one row per word), so it emits ``dataChanged``;
    only :meth:`set_run` resets.
    """

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

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._words)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(WordSegmentationColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        return horizontal_header(_SEG_HEADERS, _SEG_TIPS, section, orientation, role)

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or self._run is None:
            return None
        row = index.row()
        if not 0 <= row < len(self._words):
            return None
        col = WordSegmentationColumn(index.column())
        word = self._words[row]
        if role == _DISPLAY:
            if col == WordSegmentationColumn.WORD:
                return show_symbol(word)
            if col == WordSegmentationColumn.FREQUENCY:
                return str(self._run.frequencies[word])
            if col == WordSegmentationColumn.SYMBOLS:
                return SYMBOL_SEPARATOR.join(show_symbol(s) for s in self.symbols(row))
            return str(len(self.chips(row)))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (WordSegmentationColumn.FREQUENCY, WordSegmentationColumn.COUNT):
                return _RIGHT
            return _LEFT
        if role == Qt.ItemDataRole.FontRole:
            if col == WordSegmentationColumn.WORD or (
                col == WordSegmentationColumn.COUNT and self.has_new(row)
            ):
                return self._bold
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            freq = self._run.frequencies[word]
            text = (
                f"{word!r} × {freq}: {len(self.chips(row))} symbols at stage {self._stage}\n"
                + SYMBOL_SEPARATOR.join(show_symbol(s) for s in self.symbols(row))
            )
            if self.has_new(row):
                rule = self._run.rules[self._stage - 1]
                text += f"\nround {rule.rank} merged {_pair(rule.left, rule.right)} here"
            return text
        if role == Roles.MARK:
            return "new" if self.has_new(row) else None
        if role == WordRoles.SYMBOLS:
            return self.chips(row)
        if role == Roles.TOKENS:
            return self.symbols(row)
        if role == Roles.RECORD:
            return word
        if role == Roles.SORT:
            if col == WordSegmentationColumn.FREQUENCY:
                return self._run.frequencies[word]
            if col == WordSegmentationColumn.COUNT:
                return len(self.chips(row))
            return row
        return None


# --------------------------------------------------------------------------- candidates
class WordCandidateColumn(enum.IntEnum):
    MARK = 0
    LEFT = 1
    RIGHT = 2
    MERGED = 3
    COUNT = 4


_CAND_HEADERS = ("", "left", "right", "merged", "count")
_CAND_TIPS = (
    "★ winner of this round; = tie: same count as the winner, lost on the tie rule",
    "left symbol",
    "right symbol",
    "the symbol this pair would make",
    "adjacent positions holding the pair, each weighted by its word's frequency",
)


class WordCandidatesModel(_WordRunModel):
    """Rows: every candidate pair of round ``stage`` in selection order (winner first).

    The winner is marked by colour and by the words ``★ winner``; pairs with the same
    count are marked ``= tie``. At the last stage there is no round and no row.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: tuple[WordCandidate, ...] = ()
        self._tied = 0
        #: predict the next merge: "" (off), "hidden" or "revealed"
        self._quiz = ""
        self._pick: tuple[str, str] | None = None
        self._verdict = ""

    @property
    def quiz_hidden(self) -> bool:
        """True while the round is a question: counts, winner and tie marks hidden."""
        return self._quiz == "hidden"

    def set_quiz(self, mode: str, pick: tuple[str, str] | None = None, verdict: str = "") -> None:
        """Predict the next merge: ``mode`` ``""`` (no quiz), ``"hidden"`` (rows in
        (left, right) order without counts or marks) or ``"revealed"``; ``pick`` is
        marked in the mark column, with its ``verdict`` once revealed."""
        if (mode, pick, verdict) == (self._quiz, self._pick, self._verdict):
            return
        self._quiz, self._pick, self._verdict = mode, pick, verdict
        rows, tied = self._compute()
        self._rows, self._tied = rows, tied
        if rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(WordCandidateColumn) - 1)
            )

    def row_of_pair(self, pair: tuple[str, str]) -> int | None:
        """The row listing ``pair``, or None."""
        for row, cand in enumerate(self._rows):
            if (cand.left, cand.right) == pair:
                return row
        return None

    def _is_pick(self, row: int) -> bool:
        cand = self._rows[row]
        return self._quiz != "" and self._pick == (cand.left, cand.right)

    @property
    def has_round(self) -> bool:
        return self._run is not None and self._stage < self._run.merge_count

    @property
    def tied(self) -> int:
        """How many rows share the winning count (winner included; 0 without a round)."""
        return self._tied

    def set_run(self, run: WordTrainingRun | None, stage: int = 0) -> None:
        self.beginResetModel()
        self._run = run
        self._stage = min(max(0, stage), run.merge_count) if run is not None else 0
        self._rows, self._tied = self._compute()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Show round ``stage``: ``dataChanged`` when the row count stays, else a reset."""
        if self._run is not None:
            stage = min(max(0, stage), self._run.merge_count)
        if stage == self._stage:
            return
        self._stage = stage
        rows, tied = self._compute()
        if rows and len(rows) == len(self._rows):
            self._rows, self._tied = rows, tied
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(WordCandidateColumn) - 1)
            )
        else:
            self.beginResetModel()
            self._rows, self._tied = rows, tied
            self.endResetModel()

    def _compute(self) -> tuple[tuple[WordCandidate, ...], int]:
        if not self.has_round:
            return (), 0
        assert self._run is not None
        rows = self._run.candidates(self._stage)
        if self._quiz == "hidden":
            return tuple(sorted(rows, key=lambda c: (c.left, c.right))), 0
        return rows, self._run.rules[self._stage].tied

    def candidate(self, row: int) -> WordCandidate:
        return self._rows[row]

    def mark(self, row: int) -> str | None:
        """``"winner"``, ``"tie"`` or None."""
        if not 0 <= row < len(self._rows) or self._quiz == "hidden":
            return None
        if row == 0:
            return "winner"
        return "tie" if row < self._tied else None

    def explanation(self) -> str:
        """The why-line of the round, or what the last stage means."""
        run = self._run
        if run is None:
            return "Load a word-frequency table or the built-in example."
        if not self.has_round:
            k = run.merge_count
            if k < run.max_merges:
                return f"No pair left after {k} merges: training stopped early."
            return f"Last stage: all {k} merges done."
        if self._quiz == "hidden":
            return f"Round {self._stage}: which pair merges next? Pick one, then Reveal (Enter)."
        return explain_word_winner(run, self._stage)

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(WordCandidateColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        return horizontal_header(_CAND_HEADERS, _CAND_TIPS, section, orientation, role)

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or self._run is None:
            return None
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        cand = self._rows[row]
        col = WordCandidateColumn(index.column())
        mark = self.mark(row)
        hidden = self._quiz == "hidden"
        if role == _DISPLAY:
            if col == WordCandidateColumn.MARK:
                if self._is_pick(row):
                    return PICK_MARKS.get(self._verdict, PICK_MARKS[""])
                return {"winner": WINNER_MARK, "tie": TIE_MARK}.get(mark or "", "")
            if hidden and col == WordCandidateColumn.COUNT:
                return ""
            if col == WordCandidateColumn.LEFT:
                return show_symbol(cand.left)
            if col == WordCandidateColumn.RIGHT:
                return show_symbol(cand.right)
            if col == WordCandidateColumn.MERGED:
                return show_symbol(cand.left + cand.right)
            return str(cand.count)
        if role == Qt.ItemDataRole.BackgroundRole:
            if mark == "winner":
                return Palette.WINNER
            if mark == "tie":
                return Palette.TIE
            return None
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if mark == "winner" or self._is_pick(row) else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return Palette.PICK_TEXT if self._is_pick(row) else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if col == WordCandidateColumn.COUNT else _LEFT
        if role == Qt.ItemDataRole.ToolTipRole:
            if hidden:
                return _pair(cand.left, cand.right)
            head = {
                "winner": f"Winner of round {self._stage}. ",
                "tie": f"Tied with the winner at count {cand.count}; "
                f"{tie_rule_text(self._run.tie)}. ",
            }.get(mark or "", "")
            return f"{head}{_pair(cand.left, cand.right)} count {cand.count}"
        if role == Roles.MARK:
            return mark
        if role == Roles.RECORD:
            return cand
        if role == Roles.SORT:
            return cand.count if col == WordCandidateColumn.COUNT and not hidden else row
        return None


# --------------------------------------------------------------------------- rules
class WordRuleColumn(enum.IntEnum):
    RANK = 0
    PAIR = 1
    MERGED = 2
    COUNT = 3
    TIED = 4


_RULE_HEADERS = ("rank", "pair", "merged", "count", "tie")
_RULE_TIPS = (
    "the round that learned the rule; encoding applies lower ranks first",
    "the (left, right) symbols that are joined",
    "the new symbol",
    "the pair's frequency-weighted count when it won",
    "how many pairs shared the winning count (blank: no tie)",
)


class WordRulesModel(_WordRunModel):
    """Rows: the rules learned before ``stage`` (rank order), the newest highlighted.

    One stage forward inserts one row, one stage back removes it; other moves reset.
    """

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

    # -- Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._run is None else self._stage

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(WordRuleColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        return horizontal_header(_RULE_HEADERS, _RULE_TIPS, section, orientation, role)

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or self._run is None:
            return None
        row = index.row()
        if not 0 <= row < self._stage:
            return None
        rule = self._run.rules[row]
        col = WordRuleColumn(index.column())
        newest = row == self._stage - 1
        if role == _DISPLAY:
            if col == WordRuleColumn.RANK:
                return str(rule.rank)
            if col == WordRuleColumn.PAIR:
                return f"{show_symbol(rule.left)} + {show_symbol(rule.right)}"
            if col == WordRuleColumn.MERGED:
                return show_symbol(rule.merged)
            if col == WordRuleColumn.COUNT:
                return str(rule.count)
            return f"{rule.tied}-way" if rule.tied > 1 else ""
        if role == Qt.ItemDataRole.BackgroundRole:
            return Palette.NEWEST if newest else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return Palette.HELD_OUT_TEXT if col == WordRuleColumn.TIED and not newest else None
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if newest else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (WordRuleColumn.RANK, WordRuleColumn.COUNT):
                return _RIGHT
            return _LEFT
        if role == Qt.ItemDataRole.ToolTipRole:
            text = (
                f"rank {rule.rank}: {_pair(rule.left, rule.right)} → "
                f"{show_symbol(rule.merged)}, count {rule.count}"
            )
            if rule.tied > 1:
                text += f"\n{rule.tied} pairs had this count; {tie_rule_text(self._run.tie)}"
            if newest:
                text = f"newest: learned by the last round\n{text}"
            return text
        if role == Roles.MARK:
            return "newest" if newest else None
        if role == Roles.RECORD:
            return rule
        if role == Roles.SORT:
            return rule.rank
        return None
