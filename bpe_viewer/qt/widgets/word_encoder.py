"""Encoding typed words with a word-frequency run's frozen rules (docs/rules.md s4).

:class:`WordEncoderBox` is the "Encode a word" line under the word-frequency view: the
typed words segmented with every rule of the run (:func:`describe_encoding`), the
encoding one applied rule at a time, and the symbols the vocabulary never saw.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.wordfreq import END_OF_WORD, WordTrainingRun
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.models.words import SYMBOL_SEPARATOR, show_symbol
from bpe_viewer.qt.translatable import PluralTr, Translated

_MUTED = Palette.MUTED_TEXT.name()


def describe_encoding(run: WordTrainingRun | None, text: str) -> str:
    """The encode line for ``text``: ``"lowest → low · est</w>  (2 pieces)"``.

    Whitespace separates words; each word is segmented on its own with every rule of the
    run (:meth:`WordTrainingRun.encode_word`). Empty input gives ``""``.
    """
    words = text.split()
    if run is None or not words:
        return ""
    parts = [run.encode_word(word) for word in words]
    pieces = sum(len(p) for p in parts)
    shown = "   |   ".join(SYMBOL_SEPARATOR.join(show_symbol(s) for s in p) for p in parts)
    count = WordEncoderTexts().pieces(pieces)
    return f"{' '.join(words)} → {shown}   ({count})"


class WordEncoderTexts(Translated):
    """The encode line's counted words, in the window's language."""

    def pieces(self, n: int) -> str:
        """``"1 piece"``, ``"2 pieces"``."""
        return self.tr("{count} piece(s)", "", n).format(count=n)


def text_button(parent: QWidget, text: str, tip: str, slot: object) -> QToolButton:
    """A tool button showing ``text`` only, calling ``slot`` when clicked."""
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.clicked.connect(slot)
    return button


class WordEncoderBox(PluralTr, QWidget):
    """The encode line and the word's encoding rule by rule, for one run.

    Attributes:
        encode_edit, encode_label: the typed words and their segmentation.
        steps_list, step_back, step_next: the encoding one applied rule at a time.
        unknown_label: the symbols no rule can merge (never seen in training).
    """

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6) -> None:
        super().__init__(parent)
        self._run: WordTrainingRun | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(spacing)
        layout.addLayout(self._build_encoder())
        layout.addLayout(self._build_encode_steps())
        self.retranslate()

    def retranslate(self) -> None:
        """The line's label, hints and buttons in the window's language (the words typed
        and their encoding stay, described again)."""
        self.title_label.setText(self.tr("<b>Encode a word:</b>"))
        self.encode_edit.setPlaceholderText(self.tr("type a word, e.g. lowest"))
        self.encode_edit.setToolTip(
            self.tr(
                "Segments each typed word with every rule of the run, in rank order "
                "(nothing is counted)"
            )
        )
        self.steps_list.setToolTip(
            self.tr(
                "The word's encoding one applied rule at a time (lowest rank first); the "
                "pieces each rule merged are in [brackets]. Step with the arrow keys or the "
                "buttons."
            )
        )
        self.step_back.setText(self.tr("◀ Step"))
        self.step_back.setToolTip(self.tr("Previous rule of the encoding"))
        self.step_next.setText(self.tr("Step ▶"))
        self.step_next.setToolTip(self.tr("Next rule of the encoding"))
        row = self.steps_list.currentRow()
        self._encode(self.encode_edit.text())
        if 0 <= row < self.steps_list.count():
            self.steps_list.setCurrentRow(row)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_run(self, run: WordTrainingRun | None) -> None:
        """Encode with ``run``'s rules (None: nothing to encode with)."""
        self._run = run
        self.encode_edit.setEnabled(run is not None)
        self._encode(self.encode_edit.text())

    def _build_encoder(self) -> QHBoxLayout:
        label = self.title_label = QLabel(self)
        label.setObjectName("encode_word_title")
        self.encode_edit = QLineEdit(self)
        self.encode_edit.setClearButtonEnabled(True)
        self.encode_edit.setMaximumWidth(280)
        self.encode_label = QLabel(self)
        result_font = QFont(self.font())
        result_font.setPointSizeF(self.font().pointSizeF() + 1)
        result_font.setBold(True)
        self.encode_label.setFont(result_font)
        self.encode_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.encode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.encode_edit.textChanged.connect(self._encode)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.encode_edit)
        row.addWidget(self.encode_label, 1)
        return row

    def _build_encode_steps(self) -> QHBoxLayout:
        """The word's encoding rule by rule, and the symbols the vocabulary never saw."""
        self.unknown_label = QLabel(self)
        self.unknown_label.setWordWrap(True)
        self.unknown_label.setStyleSheet("color:#c62828")
        self.unknown_label.hide()
        self.steps_list = QListWidget(self)
        self.steps_list.setMaximumHeight(self.fontMetrics().height() * 6 + 8)
        self.steps_list.hide()
        self.step_back = text_button(self, "", "", self._step_back)  # texts: retranslate
        self.step_next = text_button(self, "", "", self._step_next)
        column = QVBoxLayout()
        column.addWidget(self.unknown_label)
        column.addWidget(self.steps_list)
        # Side by side: one line of the zoomed font, not two (the Words tab's least
        # height decides whether the window fits a projector's 768 pixels).
        buttons = QHBoxLayout()
        buttons.addWidget(self.step_back)
        buttons.addWidget(self.step_next)
        row = QHBoxLayout()
        row.addLayout(column, 1)
        row.addLayout(buttons)
        row.setAlignment(buttons, Qt.AlignmentFlag.AlignTop)
        return row

    def _step_back(self) -> None:
        self.steps_list.setCurrentRow(max(0, self.steps_list.currentRow() - 1))

    def _step_next(self) -> None:
        last = self.steps_list.count() - 1
        self.steps_list.setCurrentRow(min(last, self.steps_list.currentRow() + 1))

    def _show_steps(self, text: str) -> None:
        """Fill the step list and the unknown-symbol note for the typed word(s)."""
        run = self._run
        words = text.split()
        self.steps_list.clear()
        if run is None or not words:
            self.steps_list.hide()
            self.unknown_label.hide()
            # nothing to step through: the buttons go, and with them their line (the
            # tables above keep its height on a projector's screen)
            for button in (self.step_back, self.step_next):
                button.setEnabled(False)
                button.hide()
            return
        unknown: list[str] = []
        for word in words:
            steps = run.encode_word_steps(word)
            for symbol in run.unknown_symbols(steps[-1][1]):
                if symbol not in unknown:
                    unknown.append(symbol)
            for rule, symbols in steps:
                merged = rule.merged if rule is not None else None
                shown = SYMBOL_SEPARATOR.join(
                    f"[{show_symbol(x)}]" if x == merged else show_symbol(x) for x in symbols
                )
                if rule is None:
                    start = self.tr("{word}: start, characters + {end}")
                    head = start.format(word=word, end=END_OF_WORD)
                else:
                    head = self.tr("{word}: rank {rank} {left} + {right}").format(
                        word=word,
                        rank=rule.rank,
                        left=show_symbol(rule.left),
                        right=show_symbol(rule.right),
                    )
                self.steps_list.addItem(f"{head}  →  {shown}  ({len(symbols)})")
        self.steps_list.show()
        self.steps_list.setCurrentRow(self.steps_list.count() - 1)
        for button in (self.step_back, self.step_next):
            button.setEnabled(True)
            button.show()
        if unknown:
            names = ", ".join(show_symbol(x) for x in unknown)
            if len(unknown) == 1:
                never = self.tr(
                    "Not in the vocabulary: {names}. Training never saw this symbol, so no "
                    "rule can merge it; each stays a piece of its own."
                )
            else:
                never = self.tr(
                    "Not in the vocabulary: {names}. Training never saw these symbols, so no "
                    "rule can merge them; each stays a piece of its own."
                )
            self.unknown_label.setText(never.format(names=names))
            self.unknown_label.show()
        else:
            self.unknown_label.hide()

    def _encode(self, text: str) -> None:
        self._show_steps(text)
        if self._run is None:
            self.encode_label.setText("")
            return
        result = describe_encoding(self._run, text)
        if not result:
            k = self._run.merge_count
            result = self.tr(
                "uses all {count} rule(s) of the run, lowest rank first", "", k
            ).format(count=k)
            self.encode_label.setStyleSheet(f"color:{_MUTED}; font-weight:normal")
        else:
            self.encode_label.setStyleSheet("")
        self.encode_label.setText(result)
