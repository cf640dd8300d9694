"""A word-frequency table under its two tie orders, side by side (docs/rules.md s4).

Two :class:`~bpe_viewer.qt.widgets.word_view.WordFrequencyView` panes share one round
cursor: the left breaks ties by the alphabetically first pair, the right by the last.
A banner names the first round where their rules part and whether the current round's
winners differ. For ``{low:5, lower:2, newest:6, widest:3}`` they part at round 0:
``e + s`` on the left, ``t + </w>`` on the right.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from bpe_viewer.core.diff import first_divergence
from bpe_viewer.core.wordfreq import WORD_TIE_POLICIES, WordTrainingRun
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP
from bpe_viewer.qt.widgets.compare_controls import BANNER_STYLE
from bpe_viewer.qt.widgets.word_view import WordFrequencyView
from bpe_viewer.qt.worker import WORD_RUNS

#: Each word tie order in words (English, context ``"WordCompareView"``).
_ORDER_TEXT = {
    "alphabetical-first": QT_TRANSLATE_NOOP("WordCompareView", "alphabetically first"),
    "alphabetical-last": QT_TRANSLATE_NOOP("WordCompareView", "alphabetically last"),
}


class WordCompareView(QWidget):
    """Two word-frequency runs of one table, one per tie order, on one round cursor.

    Attributes:
        round_cursor: the stage both panes show.
        views: the two panes, tie order ``alphabetical-first`` then ``alphabetical-last``.
        banner: where the rules part, and whether this round's winners differ.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_cursor = RoundCursor(self)
        self.runs: tuple[WordTrainingRun, ...] = ()
        self.first_divergence: int | None = None
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.views = [
            WordFrequencyView(cursor=self.round_cursor, offers_loading=False)
            for _ in WORD_TIE_POLICIES
        ]
        for view in self.views:
            rules_pane = view.splitter.widget(2)  # the rules so far: the candidates tell the story
            if rules_pane is not None:
                rules_pane.hide()
            view.encoder.title_label.hide()
            view.encode_edit.hide()
            view.encode_label.hide()
            font = QFont(view.title_label.font())
            font.setPointSizeF(view.font().pointSizeF() + 1)
            view.title_label.setFont(font)
            view.title_for = self._tie_title
        second = self.views[1]
        for button in second.buttons.values():  # one set of stepping controls is enough
            button.hide()
        second.slider.hide()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        for view in self.views:
            splitter.addWidget(view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        self.round_cursor.stage_changed.connect(lambda _s: self._update_banner())
        self.round_cursor.range_reset.connect(lambda _m, _s: self._update_banner())
        self._update_banner()

    def _order(self, tie: str) -> str:
        return self.tr(_ORDER_TEXT[tie])

    def _tie_title(self, tie: str) -> str:
        """A pane's title: its tie order."""
        return self.tr("Ties: the {order} pair ({tie})").format(order=self._order(tie), tie=tie)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the banner again (the panes retitle themselves)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._update_banner()

    def set_table(self, frequencies: Mapping[str, int], merges: int) -> None:
        """Train ``frequencies`` with ``merges`` under both tie orders and show them,
        keeping the current stage (clamped).

        Raises:
            ValueError: for a bad table or merge count (see
                :func:`~bpe_viewer.core.wordfreq.train_words`).
        """
        stage = self.round_cursor.value
        runs = tuple(WORD_RUNS.trained(frequencies, merges, t) for t in WORD_TIE_POLICIES)
        self.runs = runs
        self.first_divergence = first_divergence(runs[0].rules, runs[1].rules)
        last = min(r.merge_count for r in runs)
        for view, run in zip(self.views, runs, strict=True):
            view.set_run(run, stage=min(stage, last))
        self.round_cursor.reset(last, min(stage, last))

    def set_run(self, run: WordTrainingRun | None) -> None:
        """Compare the tie orders of ``run``'s table (None clears)."""
        if run is None:
            self.runs = ()
            for view in self.views:
                view.set_run(None)
            self._update_banner()
            return
        self.set_table(run.frequencies, run.max_merges)

    def _rule_text(self, run: WordTrainingRun, r: int) -> str:
        rule = run.rules[r]
        text = self.tr("{left} + {right} → {merged} (count {count})")
        return text.format(left=rule.left, right=rule.right, merged=rule.merged, count=rule.count)

    def _update_banner(self) -> None:
        if not self.runs:
            self.banner.setText(self.tr("Open a word-frequency table or the word example."))
            return
        a, b = self.runs
        d = self.first_divergence
        if d is None:
            head = self.tr("The two tie orders learn the same rules.")
        else:
            head = self.tr(
                "The tie orders part at round {round}: {a} takes {a_rule}; {b} takes {b_rule}."
            ).format(
                round=d,
                a=self._order(a.tie),
                a_rule=self._rule_text(a, d),
                b=self._order(b.tie),
                b_rule=self._rule_text(b, d),
            )
        r = self.round_cursor.value
        if r >= min(a.merge_count, b.merge_count):
            now = self.tr("Stage {stage}: every round is done.").format(stage=r)
        elif (a.rules[r].left, a.rules[r].right) != (b.rules[r].left, b.rules[r].right):
            now = self.tr("Round {round}: the winners differ.").format(round=r)
        else:
            now = self.tr("Round {round}: the same winner.").format(round=r)
        self.banner.setText(f"{html.escape(head)}<br><b>{now}</b>")
