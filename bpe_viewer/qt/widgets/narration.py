"""The narration strip above the training views: what the round about to run does.

It shows the sentence of :func:`bpe_viewer.core.explain.narrate_round` (winner, ties and
tie rule, the new token's bytes, windows counted and replaced, tokens before and after,
vocabulary size), or at the last stage why training stopped. When another candidate is
picked in the table, a second line says how many windows it has and how many the pass
would replace. A "Before / after" box mirrors the View menu's toggle.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont, QTextLayout
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from bpe_viewer.core.characters import partial_readable
from bpe_viewer.core.explain import WindowFinder, narrate_round, stop_sentence
from bpe_viewer.core.narration import Narration
from bpe_viewer.core.render import SHOWN_TOKEN_CHARS, format_count, hex_bytes, shorten
from bpe_viewer.core.run import RunBase
from bpe_viewer.qt.models.candidates import CandidateColumn
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.widgets.fit_label import FitLabel, lines_height

if TYPE_CHECKING:
    from bpe_viewer.qt.widgets.tables import CandidatesPanel

#: A tooltip's lines: characters per line and lines in all (a longer token's tooltip
#: ends in "…"; the inspector shows every byte).
TOOLTIP_LINE_CHARS, TOOLTIP_LINES = 80, 24


def _plural(n: int, word: str) -> str:
    return format_count(n, word)


def long_token_tooltip(token_id: int | str, data: bytes) -> str:
    """The tooltip of a sentence that names a shortened token (more than
    :data:`~bpe_viewer.core.render.SHOWN_TOKEN_CHARS` bytes): its text and hex in whole,
    wrapped to lines of :data:`TOOLTIP_LINE_CHARS` characters, at most
    :data:`TOOLTIP_LINES` of them (then "…"); ``""`` for a short token. ``token_id``
    is the ID or its display form (:meth:`TrainingRun.id_label`)."""
    if len(data) <= SHOWN_TOKEN_CHARS:
        return ""
    text = partial_readable(data)
    lines = [f"token {token_id}, {len(data):,} bytes:"]
    for part in (text, hex_bytes(data)):
        lines += [part[i : i + TOOLTIP_LINE_CHARS] for i in range(0, len(part), TOOLTIP_LINE_CHARS)]
    if len(lines) > TOOLTIP_LINES:
        lines = [*lines[: TOOLTIP_LINES - 1], "… (the inspector shows every byte)"]
    return "\n".join(lines)


class NarrationStrip(QWidget):
    """A sentence per round, growing out of the candidate banner.

    Args:
        before_after: the checkable action the strip's box mirrors.
    """

    def __init__(self, before_after: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sentence = FitLabel()
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.picked = FitLabel()
        self.picked.setStyleSheet("color:#4a148c")
        self.picked.hide()
        self.box = QCheckBox()
        self.box.setToolTip(before_after.toolTip())
        # The action's tip follows the language (the action table is retranslated).
        before_after.changed.connect(lambda: self.box.setToolTip(before_after.toolTip()))
        self.box.toggled.connect(before_after.setChecked)
        before_after.toggled.connect(self.box.setChecked)
        self.setObjectName("narration_strip")
        self.setStyleSheet(
            "#narration_strip { background:#fff7df; border:1px solid #e8c670; border-radius:4px; }"
            f" #narration_strip > QLabel {{ color:{Palette.TEXT.name()}; }}"
        )
        text = self._text_layout = QVBoxLayout()
        text.setContentsMargins(0, 0, 0, 0)
        text.addWidget(self.sentence)
        text.addWidget(self.picked)
        text.addStretch(0)  # a fixed-height strip keeps its slack under the text
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(text, 1)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        self._normal_font = QFont(self.font())
        self._font = QFont(self._normal_font)
        self._fixed_lines: int | None = None
        self._reserve_lines()
        self._run: RunBase | None = None
        self._stage = 0
        #: the candidate table whose ``1st at`` column is watched (watch_candidates)
        self._candidates: CandidatesPanel | None = None
        #: a quiz question is shown in place of the round's sentence
        self._asking = False
        self.retranslate()

    def retranslate(self) -> None:
        """The strip's own texts in the current language (the sentence is said again by
        :meth:`show_stage`)."""
        self.box.setText(self.tr("Before / after"))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_zoom(self, scale: float) -> None:
        """Text at ``scale`` times normal."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self._font = font
        self.setFont(font)
        # The strip's style sheet keeps its labels from inheriting the font.
        for child in (self.sentence, self.picked, self.box):
            child.setFont(font)
        self._reserve_lines()
        self._fit_boxes()

    #: Lines the picked candidate's line takes in a fixed-height strip (the sentence
    #: keeps the rest).
    PICKED_LINES = 2

    @property
    def fixed_lines(self) -> int | None:
        """Lines of text the strip holds in the presentation view, or None (it grows
        and shrinks with its text)."""
        return self._fixed_lines

    def set_fixed_lines(self, lines: int | None) -> None:
        """The presentation view's strip: always the height of ``lines`` lines of its
        text, whatever the round's sentence, a picked candidate's line or a quiz
        question says (a longer text is drawn smaller, :class:`FitLabel`), so the tables
        under it never move; None: the strip follows its text again."""
        self._fixed_lines = lines
        if lines is None:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)
            self.sentence.set_fixed_lines(None)
            self.picked.set_fixed_lines(None)
            self._reserve_lines()
            return
        self._fit_boxes()

    def _fit_boxes(self) -> None:
        """In a fixed-height strip: the sentence takes every line, or all but
        :attr:`PICKED_LINES` while a picked candidate's line shows."""
        lines = self._fixed_lines
        if lines is None:
            return
        picked = not self.picked.isHidden()
        shared = max(1, lines - self.PICKED_LINES)
        self.sentence.set_fixed_lines(shared if picked else lines)
        self.picked.set_fixed_lines(self.PICKED_LINES)
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        font = self._font
        spacing = max(0, self._text_layout.spacing())
        whole = lines_height(font, lines)
        split = lines_height(font, shared) + lines_height(font, self.PICKED_LINES) + spacing
        inner = max(whole, split, self.box.sizeHint().height())
        self.setFixedHeight(inner + margins.top() + margins.bottom())

    #: Lines of text the sentence always has room for: most rounds' sentences take two
    #: at a usual width, and a strip that grew and shrank with each sentence would move
    #: every view below it up and down while stepping (and lay the window out twice when
    #: the first sentence arrives).
    RESERVED_LINES = 2

    #: The symbols a sentence shows for token bytes (space, newline, partial UTF-8...):
    #: a font without them draws them from a fallback font whose taller lines would
    #: make a sentence with them taller than one without.
    LINE_SAMPLE = "Round 1 `a␣b↵` ⟨d0…⟩ → ✗ · ★"

    def _reserve_lines(self) -> None:
        """Keep room for :attr:`RESERVED_LINES` lines of the sentence at its font, each
        as tall as a line holding the byte symbols (:attr:`LINE_SAMPLE`) in this font
        and its fallbacks (a fixed-height strip keeps its own height)."""
        if self._fixed_lines is not None:
            return
        layout = QTextLayout(self.LINE_SAMPLE, self.sentence.font())
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(1e6)
        layout.endLayout()
        fm = self.sentence.fontMetrics()
        extra = max(0, math.ceil(line.height()) - fm.height())  # the fallback's taller line
        lines = self.RESERVED_LINES
        self.sentence.setMinimumHeight(fm.height() + (lines - 1) * fm.lineSpacing() + lines * extra)

    def watch_candidates(self, panel: CandidatesPanel) -> None:
        """Say the tied pairs' first positions (the ``first`` tie policy's evidence) in
        the sentence while ``panel``'s ``1st at`` column has given way (a narrow pane,
        a large text size), so they stay readable on a projector."""
        self._candidates = panel
        panel.hidden_changed.connect(self._first_column_changed)

    def _first_column_changed(self) -> None:
        if self._run is not None and not self._asking:
            self.show_stage(self._run, self._stage)

    def first_positions(self) -> str:
        """The sentence naming where each pair tied at the winner's count first occurs
        (document and token position), under the ``first`` tie policy while the
        candidate table's ``1st at`` column is hidden; "" otherwise."""
        panel = self._candidates
        run = self._run
        if panel is None or run is None or run.tie != "first":
            return ""
        if not panel.table.isColumnHidden(CandidateColumn.FIRST):
            return ""
        model = panel.model
        if model.stage != self._stage or not model.has_round or model.tied < 2:
            return ""
        places = []
        for row in range(min(model.tied, model.rowCount())):
            first = model.first_occurrence(row)
            if first is None:
                continue
            cand = model.candidate(row)
            places.append(
                self.tr("({left}, {right}) at {document} @{position}").format(
                    left=run.id_label(cand.left),
                    right=run.id_label(cand.right),
                    document=run.documents[first[0]].doc_id,
                    position=first[1],
                )
            )
        if not places:
            return ""
        separator = self.tr("; ", "between the places of the tied pairs")
        return self.tr("First windows: {places}.").format(places=separator.join(places))

    def show_stage(self, run: RunBase | None, stage: int) -> None:
        """The sentence of round ``stage``, or at the last stage why training stopped."""
        self._run, self._stage = run, stage
        self._asking = False
        self.picked.hide()
        tip = ""
        if run is None:
            self.sentence.setText(self.tr("Load a corpus, a saved run or an example."))
        elif stage < run.merge_count:
            firsts = self.first_positions()
            sentences = [narrate_round(run, stage), *([firsts] if firsts else [])]
            # a space between sentences in English, none in Chinese or Japanese
            self.sentence.setText(Narration().join(sentences))
            token = run.rules[stage].token_id
            tip = long_token_tooltip(run.id_label(token), run.token_bytes(token))
        else:
            self.sentence.setText(stop_sentence(run))
        self.sentence.setToolTip(tip)
        self._fit_boxes()
        self._settle_height()

    def _settle_height(self) -> None:
        """Give the strip the height of its new text now, not on a later turn: the first
        paint of a new run would otherwise lay out every pane below twice and paint them
        all again one turn later."""
        if not self.isVisible():
            return
        # Each layout, from the strip's own up, takes its children's new size hints.
        widget: QWidget | None = self
        for _ in range(2):
            if widget is None:
                break
            layout = widget.layout()
            if layout is not None:
                layout.activate()
            widget = widget.parentWidget()

    def show_quiz(self, question: str) -> None:
        """Predict the next merge: the question in place of the round's sentence (which
        names the winner) until the round is revealed."""
        self.picked.hide()
        self._asking = True
        self.sentence.setText(question)
        self._fit_boxes()

    def text(self) -> str:
        """Everything the strip says, as plain text."""
        lines = [self.sentence.text()]
        if not self.picked.isHidden():
            lines.append(self.picked.text())
        return "\n".join(lines)

    def show_pair(self, finder: WindowFinder | None, pair: tuple[int, int], count: int) -> None:
        """Say what picking candidate ``pair`` (count ``count``) shows, or hide the line
        for the winner."""
        run = self._run
        if run is None or finder is None or self._stage >= run.merge_count:
            self.picked.hide()
            self._fit_boxes()
            return
        rule = run.rules[self._stage]
        if pair == (rule.left, rule.right):
            self.picked.hide()
            self._fit_boxes()
            return
        replaced = finder.replacements(self._stage, pair[0], pair[1], count)
        merged = run.token_bytes(pair[0]) + run.token_bytes(pair[1])
        shown = f"({run.id_label(pair[0])}, {run.id_label(pair[1])})"
        text = partial_readable(merged)
        if replaced is None:
            line = self.tr(
                "Showing the windows of {pair} `{text}`: counted at %n window(s), the pass "
                "would replace (known when training finishes). It does not win this round.",
                "",
                count,
            )
        elif replaced != count:
            line = self.tr(
                "Showing the windows of {pair} `{text}`: counted at %n window(s), the pass "
                "would replace {replaced} (overlapping windows share a token: only the first "
                "of each is merged). It does not win this round.",
                "",
                count,
            )
        else:
            line = self.tr(
                "Showing the windows of {pair} `{text}`: counted at %n window(s), the pass "
                "would replace {replaced}. It does not win this round.",
                "",
                count,
            )
        self.picked.setText(line.format(pair=shown, text=shorten(text), replaced=replaced))
        self.picked.show()
        self._fit_boxes()
