"""Predict the next merge in the window: View ▸ Predict (Q), Reveal (Enter).

The quiz's state is :class:`bpe_viewer.core.quiz.Quiz` (one for the byte-level run, one
for the Words tab); this module only shows it. While a round is a question the
candidate tables list the pairs in (left, right) order with no counts, winner or tie
marks, the documents draw no winner windows and no "after" rows, the hex view (which
outlines the winner) is folded and the narration asks the question. The class picks a
pair by clicking a candidate row or two adjacent chips of a document (or word) row;
Reveal shows everything again, with the pick's verdict and the score in the quiz bar.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QMouseEvent, QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from bpe_viewer.core.characters import partial_readable
from bpe_viewer.core.quiz import (
    Quiz,
    QuizQuestion,
    question_for_run,
    question_for_words,
    quiz_unavailable_reason,
)
from bpe_viewer.qt.models.words import WordSegmentationColumn, show_symbol
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.widgets.fit_label import FitLabel

if TYPE_CHECKING:
    from bpe_viewer.qt.cursor import RoundCursor
    from bpe_viewer.qt.session import LoadSession
    from bpe_viewer.qt.widgets.training_view import TrainingRoundsView
    from bpe_viewer.qt.window_tabs import WindowTabs

__all__ = ["QuizBar", "QuizController"]

_VERDICT_COLOURS = {
    "won": Palette.OK_TEXT.name(),
    "tied": Palette.NOTE_TEXT.name(),
    "lost": Palette.ERROR_TEXT.name(),
}


class QuizBar(QFrame):
    """The quiz's line above the tabs: what to do or how the pick fared, the Reveal
    button and the running score ("Score 3 of 5")."""

    def __init__(self, reveal: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz_bar")
        self.setStyleSheet(
            "#quiz_bar { background:#f3e5f5; border:1px solid #b39ddb; border-radius:4px; }"
        )
        self.title = QLabel()
        self.message = FitLabel()
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.reveal_button = QToolButton()
        self.reveal_button.setDefaultAction(reveal)
        self.reveal_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.score = QLabel()
        self.score.setObjectName("quiz_score")
        self.score.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.score, 0, Qt.AlignmentFlag.AlignTop)
        self._score = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The bar's own texts in the current language."""
        self.title.setText(self.tr("<b>Quiz</b>"))
        self.title.setToolTip(self.tr("Predict the next merge (View ▸ Predict the Next Merge, Q)"))
        if self._score:
            self.score.setText(self.tr("<b>Score {score}</b>").format(score=self._score))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_zoomed_font(self, font: QFont) -> None:
        """The window's (zoomed) font: the bar's style sheet stops it from reaching the
        bar's children, so it is handed to each."""
        for child in (self, self.title, self.message, self.reveal_button, self.score):
            child.setFont(font)

    def set_fixed_lines(self, lines: int | None) -> None:
        """The presentation view's bar: the message always holds ``lines`` lines (a
        longer one, a Reveal's verdict, is drawn smaller), so the tables under the bar
        never move; None: the bar follows its message again."""
        self.message.set_fixed_lines(lines)

    def show_state(self, message: str, score: str) -> None:
        """``message`` (rich text) and the score text."""
        self.message.setText(message)
        self._score = score
        self.score.setText(self.tr("<b>Score {score}</b>").format(score=score))

    def message_text(self) -> str:
        """The message as plain text."""
        doc = QTextDocument()
        doc.setHtml(self.message.text())  # the whole message, also when drawn elided
        return doc.toPlainText()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class QuizController(QObject):
    """Drives the quiz of one window from its actions ``quiz`` (Q) and ``reveal`` (Enter).

    Args:
        host: the window the quiz bar sits in (the bar follows its zoomed font).
        actions: the window's actions by key; ``quiz`` and ``reveal`` are used.
        session: the window's loads: the byte-level run and its ``run_changed`` and
            ``word_run_changed`` signals.
        round_cursor: the stage of the byte-level views.
        rounds_view: the training views (documents, candidates, hex view).
        tabs: the window's tabs (the Words tab, the narration, the training page).

    Attributes:
        run_quiz: the quiz over the byte-level run (pairs of token IDs).
        word_quiz: the quiz over the Words tab's run (pairs of symbols).
        bar: the quiz bar (the window places it).
    """

    def __init__(
        self,
        host: QWidget,
        actions: Mapping[str, QAction],
        session: LoadSession,
        round_cursor: RoundCursor,
        rounds_view: TrainingRoundsView,
        tabs: WindowTabs,
    ) -> None:
        super().__init__(host)
        self.host = host
        self.session = session
        self.round_cursor = round_cursor
        self.rounds_view = rounds_view
        self.tabs = tabs
        self.word_view = tabs.word_view
        self.action = actions["quiz"]
        self.reveal_action = actions["reveal"]
        self.reveal_action.setShortcuts(
            [self.reveal_action.shortcut(), QKeySequence(Qt.Key.Key_Enter)]  # keypad Enter too
        )
        self.run_quiz: Quiz[tuple[int, int]] = Quiz()
        self.word_quiz: Quiz[tuple[str, str]] = Quiz()
        self.bar = QuizBar(self.reveal_action)
        self._run_key: tuple[int, int] | None = None
        self._word_key: tuple[int, int] | None = None
        #: the first chip clicked of a pair: (row or document, position, label)
        self._chip: tuple[int, int, str] | None = None
        #: the hex view was folded by the quiz (it outlines the winner)
        self._folded_hex = False

        self.action.toggled.connect(self.set_active)
        self.reveal_action.triggered.connect(lambda _checked=False: self.reveal())
        session.run_changed.connect(lambda *_: self._new_run())
        round_cursor.stage_changed.connect(lambda _s: self.refresh())
        session.word_run_changed.connect(lambda *_: self._new_word_run())
        self.word_view.round_cursor.stage_changed.connect(lambda _s: self.refresh())
        tabs.currentChanged.connect(lambda _i: self.refresh())
        rounds_view.documents_panel.table.token_clicked.connect(self._on_chip)
        table = self.word_view.candidates_table
        table.clicked.connect(lambda index: self._on_word_row(index.row()))
        table.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self._on_word_row(cur.row()) if cur.isValid() else None
        )
        self.word_view.words_table.viewport().installEventFilter(self)
        host.installEventFilter(self)  # the window's font follows the zoom
        self.refresh()

    # -- state
    @property
    def active(self) -> bool:
        """True while the quiz is on."""
        return self.action.isChecked()

    def in_words(self) -> bool:
        """True when the Words tab is shown: its run is the one quizzed."""
        return self.tabs.currentWidget() is self.word_view

    def current(self) -> Quiz[Any]:
        """The quiz of the tab shown."""
        return self.word_quiz if self.in_words() else self.run_quiz

    def set_active(self, on: bool) -> None:
        """Quiz on (a fresh score) or off (the views as usual)."""
        self.run_quiz.reset()
        self.word_quiz.reset()
        self._run_key = self._word_key = None
        self._chip = None
        self.refresh()
        if not on:
            run = self.session.run
            self.tabs.narration.show_stage(run, self.round_cursor.value)

    def retranslate(self) -> None:
        """Ask the rounds again in the current language (their sentences and tie rules
        are said when asked), keeping every pick, answer and the score."""
        run_pick, word_pick = self.run_quiz.picked, self.word_quiz.picked
        self._run_key = self._word_key = None
        self._ask_run()
        self._ask_words()
        if run_pick is not None and self.run_quiz.hidden:
            self.run_quiz.pick(run_pick)
        if word_pick is not None and self.word_quiz.hidden:
            self.word_quiz.pick(word_pick)
        self.bar.retranslate()
        self.refresh()

    def _new_run(self) -> None:
        self.run_quiz.reset()
        self._run_key = None
        self.refresh()

    def _new_word_run(self) -> None:
        self.word_quiz.reset()
        self._word_key = None
        self.refresh()

    # -- picking and revealing
    def pick_run_pair(self, left: int, right: int) -> bool:
        """A candidate row picked: the class's pick while the round is a question.
        Returns True when the quiz took it (the window then shows nothing else)."""
        if not (self.active and self.run_quiz.hidden):
            return False
        # A table taking focus makes its first row current without selecting it: that
        # is no pick (a click or the arrow keys select the row).
        table = self.rounds_view.candidates_panel.table
        row = self.rounds_view.candidates_model.row_of_pair((left, right))
        if row is not None and table.selectionModel().isRowSelected(row):
            self._pick_run((left, right))
        return True

    def _pick_run(self, pair: tuple[int, int]) -> None:
        self.run_quiz.pick(pair)
        self._chip = None
        self.refresh()

    def _on_word_row(self, row: int) -> None:
        model = self.word_view.candidates_model
        if not (self.active and self.word_quiz.hidden) or not 0 <= row < model.rowCount():
            return
        if not self.word_view.candidates_table.selectionModel().isRowSelected(row):
            return  # made current by taking focus, not picked
        cand = model.candidate(row)
        self.word_quiz.pick((cand.left, cand.right))
        self._chip = None
        self.refresh()

    def _on_chip(self, token_id: int, document: int, position: int) -> None:
        """Two adjacent chips of one document row pick the pair they hold."""
        if not (self.active and self.run_quiz.hidden):
            return
        run = self.session.run
        if run is None:
            return
        first = self._chip
        if first is not None and first[0] == document and abs(first[1] - position) == 1:
            tokens = self.rounds_view.documents_model.tokens(document)
            at = min(first[1], position)
            self._pick_run((tokens[at], tokens[at + 1]))
            return
        label = f"`{partial_readable(run.token_bytes(token_id))}` ({run.id_label(token_id)})"
        self._chip = (document, position, label)
        self.refresh()

    def _on_word_chip(self, row: int, position: int) -> None:
        view = self.word_view
        symbols = view.segmentation_model.symbols(row)
        if not 0 <= position < len(symbols):
            return
        first = self._chip
        if first is not None and first[0] == row and abs(first[1] - position) == 1:
            at = min(first[1], position)
            self._chip = None
            self.word_quiz.pick((symbols[at], symbols[at + 1]))
            self.refresh()
            return
        self._chip = (row, position, show_symbol(symbols[position]))
        self.refresh()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """A click on a word's chips while the Words round is a question; the window's
        zoom reaching the bar."""
        if obj is self.host and event.type() == QEvent.Type.FontChange:
            self.bar.set_zoomed_font(self.host.font())
            return False
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and isinstance(event, QMouseEvent)
            and self.active
            and self.in_words()
            and self.word_quiz.hidden
        ):
            position = self._word_chip_at(event.position().toPoint())
            if position is not None:
                self._on_word_chip(*position)
        return False

    def _word_chip_at(self, point: QPoint) -> tuple[int, int] | None:
        """(row, symbol position) of the word chip under ``point`` of the words table."""
        from bpe_viewer.qt.widgets.symbol_chips import CELL_MARGIN, CHIP_GAP

        view = self.word_view
        table = view.words_table
        index = table.indexAt(point)
        if not index.isValid() or index.column() != WordSegmentationColumn.SYMBOLS:
            return None
        x = point.x() - table.visualRect(index).x() - CELL_MARGIN
        delegate = view.chip_delegate
        for position, symbol in enumerate(view.segmentation_model.symbols(index.row())):
            width = delegate.chip_width(symbol)
            if 0 <= x < width:
                return index.row(), position
            x -= width + CHIP_GAP
        return None

    def reveal(self) -> None:
        """Reveal the round shown (Enter): counts, winner, the pick's verdict, the score."""
        if not self.active:
            return
        self.current().reveal()
        self._chip = None
        # The selected row (the pick) would hide its verdict's colours.
        self.rounds_view.candidates_panel.table.clearSelection()
        self.word_view.candidates_table.clearSelection()
        self.refresh()

    # -- showing the state
    def refresh(self) -> None:
        """Put the quiz's state on screen: tables, documents, narration, bar, Reveal."""
        on = self.active
        self.bar.setVisible(on)
        run_question = self._ask_run() if on else None
        word_question = self._ask_words() if on else None
        self._show_run(on and run_question is not None)
        self._show_words(on and word_question is not None)
        quiz = self.current()
        self.reveal_action.setEnabled(on and quiz.hidden and self._quiz_tab())
        if on:
            self.bar.show_state(self._message(), quiz.score_text())

    def _ask_run(self) -> QuizQuestion[tuple[int, int]] | None:
        v = self.rounds_view
        run = self.session.run
        if run is None or quiz_unavailable_reason(run) is not None:
            self.run_quiz.show(None)
            return None
        key = (id(run), self.round_cursor.value)
        if key != self._run_key:
            self._run_key = key
            finder = v.candidates_model.finder
            self.run_quiz.show(question_for_run(run, key[1], finder))
            # A new question: nothing picked or selected in the round before stays
            # (a selected token's outlines or a selected row would hint at a pair).
            v.clear_selection()
            if not self.in_words():
                self._chip = None
        return self.run_quiz.question

    def _ask_words(self) -> QuizQuestion[tuple[str, str]] | None:
        view = self.word_view
        run = view.run
        if run is None:
            self.word_quiz.show(None)
            return None
        key = (id(run), view.round_cursor.value)
        if key != self._word_key:
            self._word_key = key
            self.word_quiz.show(question_for_words(run, key[1]))
            view.candidates_table.clearSelection()
            view.words_table.clearSelection()
            if self.in_words():
                self._chip = None
        return self.word_quiz.question

    @staticmethod
    def _mode(quiz: Quiz[Any]) -> tuple[str, Any, str]:
        if quiz.hidden:
            return "hidden", quiz.picked, ""
        answer = quiz.answer
        if answer is None:
            return "", None, ""
        return "revealed", answer.pick, answer.verdict.value

    def _show_run(self, asked: bool) -> None:
        v = self.rounds_view
        quiz = self.run_quiz
        mode, pick, verdict = self._mode(quiz) if asked else ("", None, "")
        hidden = mode == "hidden"
        v.candidates_model.set_quiz(mode, pick, verdict)
        v.documents_model.set_quiz_hidden(hidden, pick)
        hex_view = v.hex_view
        if hidden and not hex_view.isHidden():
            self._folded_hex = True
            hex_view.hide()
        elif not hidden and self._folded_hex:
            self._folded_hex = False
            hex_view.show()
        table = v.candidates_panel.table
        if pick is None and table.selectionModel().hasSelection():
            table.clearSelection()
        if not asked:
            return
        stage = self.round_cursor.value
        narration = self.tabs.narration
        if hidden:
            narration.show_quiz(
                self.tr(
                    "Round {round} is a question: which pair merges next? Its counts and "
                    "winner show after Reveal (Enter)."
                ).format(round=stage)
            )
        else:
            narration.show_stage(self.session.run, stage)

    def _show_words(self, asked: bool) -> None:
        view = self.word_view
        mode, pick, verdict = self._mode(self.word_quiz) if asked else ("", None, "")
        view.candidates_model.set_quiz(mode, pick, verdict)
        view.why_label.setText(view.candidates_model.explanation())
        table = view.candidates_table
        if pick is None and table.selectionModel().hasSelection():
            table.clearSelection()

    def _quiz_tab(self) -> bool:
        """True when the tab shown is one the quiz runs in."""
        return self.tabs.currentWidget() in (
            self.tabs.training_page,
            self.word_view,
        )

    def _message(self) -> str:
        """What the bar says for the tab shown."""
        if not self._quiz_tab():
            return self.tr("The quiz runs in the Training rounds and Words tabs.")
        quiz = self.current()
        question = quiz.question
        if question is None:
            if self.in_words():
                run_words = self.word_view.run
                if run_words is None:
                    return self.tr("Open a word table.")
                return self.tr("Last stage: no round left.")
            run = self.session.run
            if run is None:
                return self.tr("Load a corpus, a saved run or an example.")
            why = quiz_unavailable_reason(run)
            if why:
                return self.tr("No quiz here: {why}.").format(why=why)
            return self.tr("Last stage: no round left.")
        answer = quiz.answer
        if answer is not None:
            colour = _VERDICT_COLOURS.get(answer.verdict.value, Palette.MUTED_TEXT.name())
            return self.tr(
                "Round {round}: <b style='color:{colour}'>{reason}</b> Step on for the next round."
            ).format(
                round=question.stage, colour=colour, reason=_html(question.reason(answer.pick))
            )
        pick = quiz.picked
        if pick is not None:
            return self.tr(
                "Round {round}: your pick is <b>{pick}</b>. Reveal (Enter), or pick another."
            ).format(round=question.stage, pick=_html(question.show_pair(pick)))
        if self._chip is not None:
            return self.tr(
                "Round {round}: first chip {chip}; click the chip beside it to pick their pair."
            ).format(round=question.stage, chip=_html(self._chip[2]))
        return self.tr(
            "Round {round}: which pair merges next? Pick it (a candidate row, or two "
            "adjacent chips), then Reveal (Enter)."
        ).format(round=question.stage)
