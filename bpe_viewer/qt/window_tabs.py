"""The tabs under the round navigation, and which round cursor the stepping keys move.

:class:`WindowTabs` builds the window's pages in order: the training rounds (with the
narration strip above them), the encode panel, the per-round charts, the word-frequency
view, the comparison and the vocabulary health. All but the Words tab (and the Compare
tab while it compares word tables) follow the window's round cursor; those two step their
own runs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QVBoxLayout, QWidget

from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.widgets.compare_view import CompareView
from bpe_viewer.qt.widgets.encode_panel import EncodePanel
from bpe_viewer.qt.widgets.narration import NarrationStrip
from bpe_viewer.qt.widgets.navigation import NavigationBar
from bpe_viewer.qt.widgets.notes_panel import NotesPanel
from bpe_viewer.qt.widgets.page_tabs import PageTabs
from bpe_viewer.qt.widgets.round_charts import RoundCharts
from bpe_viewer.qt.widgets.training_view import TrainingRoundsView
from bpe_viewer.qt.widgets.vocab_health import VocabularyHealthView
from bpe_viewer.qt.widgets.word_view import WordFrequencyView
from bpe_viewer.qt.worker import Executor


class WindowTabs(PageTabs):
    """The window's six pages, one tab each.

    Args:
        rounds_view: the training views (documents, candidates, vocabulary, inspector).
        round_cursor: the window's stage, followed by every byte-level page.
        navigation: the round navigation above the tabs.
        before_after: the View ▸ Before/After action, offered by the narration strip.
        executor: where the Compare and Vocabulary health tabs compute.
    """

    def __init__(
        self,
        rounds_view: TrainingRoundsView,
        round_cursor: RoundCursor,
        navigation: NavigationBar,
        before_after: QAction,
        executor: Executor | None,
    ) -> None:
        super().__init__()
        self.round_cursor = round_cursor
        self.navigation = navigation
        self.rounds_view = rounds_view
        self.encode_panel = EncodePanel()
        self.charts = RoundCharts()
        # The narration strip says what the round shown does, above the three views.
        self.narration = NarrationStrip(before_after)
        self.training_page = QWidget()
        page = QVBoxLayout(self.training_page)
        page.setContentsMargins(0, 2, 0, 0)
        page.addWidget(self.narration)
        # The teacher's notes of the round and the run, under the narration.
        self.notes_panel = NotesPanel()
        page.addWidget(self.notes_panel)
        page.addWidget(rounds_view, 1)
        self.setDocumentMode(True)
        self.addTab(self.training_page, "")
        self.addTab(self.encode_panel, "")
        self.addTab(self.charts, "")
        self.setTabToolTip(
            2,
            "Winner's count, replacements, vocabulary size and tokens per byte (train and "
            "held-out) over the rounds; click or drag to go to a round",
        )
        # Classic word-frequency BPE (docs/rules.md s4) of the last word table opened, with
        # its own stepping: its symbols are strings with </w>, not bytes.
        self.word_view = WordFrequencyView()
        self.addTab(self.word_view, "")
        self.setTabToolTip(3, "Classic word-frequency BPE of a {word: frequency} table")
        # The current documents under two to five settings (or a saved run beside the
        # current one), every column on the same round cursor.
        self.compare_view = CompareView(executor)
        self.addTab(self.compare_view, "")
        # The other tabs set the window's minimum width (a 1024-pixel projector fits);
        # the Compare tab's columns share whatever width there is.
        self.compare_view.setMinimumWidth(1)
        self.setTabToolTip(
            4, "The current documents under other settings, side by side, round by round"
        )
        self.health_view = VocabularyHealthView(executor)
        self.addTab(self.health_view, "")
        self.setTabToolTip(
            5, "Which learned tokens survive training, which are only steps to longer ones"
        )
        self.retranslate()

    def retranslate(self) -> None:
        """The tabs' names in the current language."""
        names = (
            self.tr("Training rounds"),
            self.tr("Encode"),
            self.tr("Charts"),
            self.tr("Words"),
            self.tr("Compare"),
            self.tr("Vocabulary health"),
        )
        for index, name in enumerate(names):
            self.setTabText(index, name)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def exported_tables(self) -> dict[str, Callable[[], QAbstractItemView]]:
        """Edit ▸ Export Table as CSV: each table's view by its export key."""
        return {
            "candidates": lambda: self.rounds_view.candidates_panel.table,
            "vocabulary": lambda: self.rounds_view.vocabulary_panel.table,
            "encode_steps": lambda: self.encode_panel.steps_view,
        }

    def open_beside(self, path: str) -> bool:
        """Open a saved run, trace or merges file in the Compare tab and bring it forward;
        False (after reporting it) when the file cannot be read."""
        if not self.compare_view.open_beside_path(path):
            return False
        self.setCurrentWidget(self.compare_view)
        return True

    def shutdown(self) -> None:
        """Cancel and join the background work of the Compare and Vocabulary health tabs."""
        self.compare_view.shutdown()
        self.health_view.shutdown()

    def active_cursor(self) -> RoundCursor:
        """The cursor the stepping keys move: the Words tab has its own, and so has the
        Compare tab while it compares word tables."""
        if self.currentWidget() is self.word_view:
            return self.word_view.round_cursor
        if self.currentWidget() is self.compare_view and self.compare_view.showing_words:
            return self.compare_view.word_compare.round_cursor
        return self.round_cursor

    def show_pair_windows(self, left: int, right: int) -> None:
        """Draw the windows of candidate (left, right) of the round shown in the documents,
        and say in the narration strip how many the pass would replace."""
        model = self.rounds_view.candidates_model
        rows = (model.candidate(r) for r in range(model.rowCount()))
        count = next((c.count for c in rows if (c.left, c.right) == (left, right)), None)
        if count is None:
            return
        self.rounds_view.documents_model.set_windows_pair((left, right))
        self.narration.show_pair(model.finder, (left, right), count)

    def follow_current(self) -> None:
        """Fit the round navigation, its marks and the survival figures to the current
        tab."""
        # The Words tab steps its own run with its own bar; the round bar is for the rest.
        # It stays in place (disabled) so the tabs below it do not jump.
        words = self.active_cursor() is not self.round_cursor
        self.navigation.setEnabled(not words)
        self.navigation.setToolTip("The Words tab steps with its own bar below" if words else "")
        self.figures_on_screen()
        self.show_marks()

    def figures_on_screen(self) -> None:
        """Survival figures are computed (on demand) while a tab showing them is current:
        Vocabulary health, or Training rounds with its vocabulary pane."""
        shown = self.currentWidget()
        self.health_view.set_active(shown in (self.health_view, self.training_page))
        self.health_view.set_charts_shown(shown is self.health_view)

    def show_marks(self) -> None:
        """The slider marks the rounds where the compared winners differ, while the
        Compare tab is shown."""
        shown = self.currentWidget() is self.compare_view
        marks = self.compare_view.marks if shown else ()
        self.navigation.slider.set_marks(marks)

    def show_word_run(self, run: WordTrainingRun | None, focus: bool) -> None:
        """Show a word-frequency run in the Words tab (None: none), brought forward when
        ``focus``."""
        self.word_view.set_run(run)
        if focus:
            self.setCurrentWidget(self.word_view)
