"""View ▸ Presenter View: the teacher's own window, away from what the class sees.

The projected window shows no note unless the teacher ticks View ▸ Show Note to the
Class (a note may hold a quiz round's answer). :class:`PresenterView` is a window of its
own, owned by the main window and placed on a second screen when there is one (the
laptop, while the main window is full screen on the projector). It shows what the
teacher needs and the class must not see:

- the round shown ("Round 1 of 3"; the Words tab's own while it is shown) and the time
  since the presenter view opened or the presentation started (Reset starts it again);
- the note of the round and the note of the run (:class:`~bpe_viewer.core.notes.RunNotes`);
- the winner of the round shown, the merge that comes next (docs/rules.md s2.3);
- whether the class sees a black screen (B), and the "Show note to the class" box.

The clicker keys (:data:`~bpe_viewer.qt.presentation.CLICKER_KEYS`) work here as in the
main window: :class:`~bpe_viewer.qt.presentation.Presenter` watches this window too, and
the main window's actions are added to it, so their shortcuts (Enter for Reveal, F11)
reach them from here.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QGuiApplication,
    QHideEvent,
    QPalette,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.narration import Narration, token_phrase
from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.models.words import show_symbol
from bpe_viewer.qt.palette import Palette

__all__ = ["PresenterView", "elapsed_text"]

#: The presenter view's text, in times the application's font size (read at a glance).
TEXT_SCALE = 1.4
#: The actions of the main window whose shortcuts also work in the presenter view.
SHARED_ACTIONS = (
    "next",
    "previous",
    "first",
    "last",
    "play",
    "quiz",
    "reveal",
    "blank",
    "presentation",
    "presenter_view",
    "notes_to_class",
)


def elapsed_text(seconds: float) -> str:
    """A stopwatch reading: whole seconds as ``M:SS``, or ``H:MM:SS`` from one hour.

    Example: ``elapsed_text(7.9)`` is ``"0:07"``, ``elapsed_text(3723)`` is ``"1:02:03"``.
    """
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


class PresenterView(QWidget):
    """The presenter's window: notes, the next merge and a stopwatch.

    Args:
        parent: the main window; it owns this window (closed and deleted with it).
        action_map: the main window's actions by key; ``presenter_view`` (checkable) opens
            and closes this window, ``notes_to_class`` is mirrored by the box, ``blank``
            tells whether the class sees a black screen, and the
            :data:`SHARED_ACTIONS` are added here so their shortcuts work.

    Attributes:
        clock: ``() -> seconds``, a monotonic clock (tests replace it).
    """

    def __init__(self, parent: QWidget, action_map: dict[str, QAction]) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("presenter_view")
        self.action_map = actions = action_map
        self.clock: Callable[[], float] = time.monotonic
        self._run: TrainingRun | None = None
        self._stage = 0
        self._words: WordTrainingRun | None = None
        self._word_stage = 0
        self._in_words = False
        self._started = self.clock()
        # The window itself takes focus (its buttons do not): the clicker keys reach it.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        font = QFont(QGuiApplication.font())
        font.setPointSizeF(font.pointSizeF() * TEXT_SCALE)
        self.setFont(font)
        big = QFont(font)
        big.setPointSizeF(font.pointSizeF() * 1.3)
        big.setBold(True)

        self.round_label = QLabel()
        self.round_label.setObjectName("presenter_round")
        self.round_label.setFont(big)
        self.elapsed_label = QLabel()
        self.elapsed_label.setObjectName("presenter_elapsed")
        self.elapsed_label.setFont(big)
        self.reset_button = QPushButton()
        self.reset_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reset_button.clicked.connect(self.restart_clock)
        top = QHBoxLayout()
        top.addWidget(self.round_label, 1)
        top.addWidget(self.elapsed_label)
        top.addWidget(self.reset_button)

        self.screen_label = QLabel()
        self.screen_label.setObjectName("presenter_screen")
        self.screen_label.setWordWrap(True)
        self.stage_caption = QLabel()
        self.stage_note = self._note_box("presenter_stage_note")
        self.run_caption = QLabel()
        self.run_note = self._note_box("presenter_run_note")
        self.next_caption = QLabel()
        self.next_merge = self._note_box("presenter_next_merge")
        for caption in (self.stage_caption, self.run_caption, self.next_caption):
            _set_colour(caption, Palette.MUTED_TEXT)

        self.to_class_box = QCheckBox()
        self.to_class_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        to_class = actions["notes_to_class"]
        # the action's tip, also once the window has said it again in another language
        self.to_class_box.setToolTip(to_class.toolTip())
        to_class.changed.connect(lambda: self.to_class_box.setToolTip(to_class.toolTip()))
        self.to_class_box.setChecked(to_class.isChecked())
        self.to_class_box.toggled.connect(to_class.setChecked)
        to_class.toggled.connect(self.to_class_box.setChecked)
        to_class.toggled.connect(lambda _on: self._show_screen())
        actions["blank"].toggled.connect(lambda _on: self._show_screen())
        actions["presentation"].toggled.connect(self._presentation_toggled)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.screen_label)
        for caption, box in (
            (self.stage_caption, self.stage_note),
            (self.run_caption, self.run_note),
            (self.next_caption, self.next_merge),
        ):
            layout.addWidget(caption)
            layout.addWidget(box)
        layout.addWidget(self.to_class_box)
        layout.addStretch(1)
        self.hint = hint = QLabel()
        hint.setWordWrap(True)
        _set_colour(hint, Palette.MUTED_TEXT)
        layout.addWidget(hint)

        self.addActions([actions[key] for key in SHARED_ACTIONS if key in actions])
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._show_elapsed)
        actions["presenter_view"].toggled.connect(self.set_open)
        self.retranslate()

    def retranslate(self) -> None:
        """The window's texts in the current language (again on a change of language)."""
        self.setWindowTitle(self.tr("Presenter View — bpe-viewer"))
        self.reset_button.setText(self.tr("Reset"))
        self.reset_button.setToolTip(self.tr("Start the time elapsed again from 0:00"))
        self.run_caption.setText(self.tr("Note on the run"))
        self.next_caption.setText(self.tr("Next merge (the answer)"))
        self.to_class_box.setText(self.tr("Show note to the class"))
        self.hint.setText(
            self.tr(
                "The clicker keys work here too: PageDown or Right steps, B blanks the "
                "projected screen, Enter reveals a quiz round."
            )
        )
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _note_box(self, name: str) -> QLabel:
        box = QLabel()
        box.setObjectName(name)
        box.setWordWrap(True)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        box.setFrameShape(QFrame.Shape.StyledPanel)
        box.setMargin(6)
        return box

    # -- what it follows
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Follow a new run (``session.run_changed``), shown at ``stage``."""
        self._run, self._stage = run, stage
        self._fill()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor."""
        self._stage = stage
        self._fill()

    def refresh(self) -> None:
        """Show the notes again (one was typed)."""
        self._fill()

    def set_word_run(self, run: WordTrainingRun | None) -> None:
        """Follow the Words tab's run (``session.word_run_changed``), at its stage 0."""
        self._words, self._word_stage = run, 0
        self._fill()

    def set_word_stage(self, stage: int) -> None:
        """Follow the Words tab's round cursor."""
        self._word_stage = stage
        self._fill()

    def set_words_shown(self, on: bool) -> None:
        """The Words tab is shown (on): the clicker steps its rounds, and this window
        shows them; else the byte-level run's."""
        self._in_words = on
        self._fill()

    # -- opening, placing, the clock
    def set_open(self, on: bool) -> None:
        """View ▸ Presenter View: open (placed, the clock from 0:00) or close."""
        if on and not self.isVisible():
            self.place()
            self.restart_clock()
            self.show()
            self.raise_()
            self.activateWindow()
            self.setFocus()
        elif not on and self.isVisible():
            self.hide()

    def place(self) -> None:
        """On a screen other than the main window's when there is one (filling its
        free area), else a window of two thirds of the main window's screen."""
        parent = self.parentWidget()
        here = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        screens = QGuiApplication.screens()
        others = [s for s in screens if s is not here and s.geometry() != here.geometry()]
        if others:
            target = others[0]
            self.setScreen(target)
            self.setGeometry(target.availableGeometry())
            return
        area = here.availableGeometry()
        self.resize(area.width() * 2 // 3, area.height() * 2 // 3)
        self.move(area.center() - self.rect().center())

    def restart_clock(self) -> None:
        """The time elapsed from 0:00 again (Reset, opening, the presentation started)."""
        self._started = self.clock()
        self._show_elapsed()

    def elapsed(self) -> float:
        """Seconds since the clock was (re)started."""
        return self.clock() - self._started

    def _presentation_toggled(self, on: bool) -> None:
        if on:
            self.restart_clock()  # the lecture starts
        self._show_screen()

    def _show_elapsed(self) -> None:
        self.elapsed_label.setText(elapsed_text(self.elapsed()))

    def showEvent(self, event: QShowEvent) -> None:
        """The clock ticks while the window is shown."""
        super().showEvent(event)
        self._ticker.start()
        self._show_elapsed()

    def hideEvent(self, event: QHideEvent) -> None:
        """No ticking while hidden."""
        super().hideEvent(event)
        self._ticker.stop()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window turns View ▸ Presenter View off (the window is kept)."""
        event.ignore()
        self.action_map["presenter_view"].setChecked(False)

    # -- the texts
    def _fill(self) -> None:
        if self._in_words:
            self._fill_words()
            self._show_screen()
            return
        run, stage = self._run, self._stage
        if run is None:
            self.round_label.setText(self.tr("No run loaded"))
        elif stage >= run.merge_count:
            self.round_label.setText(
                self.tr("Stage {stage} of {last} (the last)").format(
                    stage=stage, last=run.merge_count
                )
            )
        else:
            self.round_label.setText(
                self.tr("Round {round} of {last}").format(round=stage, last=run.merge_count)
            )
        if run is not None and stage >= run.merge_count:
            caption = self.tr("Note on stage {stage} (the last)")
            empty = self.tr("No note on stage {stage} (the last)")
        else:
            caption = self.tr("Note on round {stage}")
            empty = self.tr("No note on round {stage}")
        self.stage_caption.setText(caption.format(stage=stage))
        notes = run.notes if run is not None else None
        self._set_note(
            self.stage_note,
            notes.stage(stage) if notes is not None else "",
            empty.format(stage=stage),
        )
        self._set_note(
            self.run_note, notes.run if notes is not None else "", self.tr("No note on the run")
        )
        self.next_merge.setText(self._next_merge_text())
        self._show_screen()

    def _fill_words(self) -> None:
        """The Words tab's round and winner; its runs have no notes."""
        run, stage = self._words, self._word_stage
        if run is None:
            self.round_label.setText(self.tr("Words: no word table"))
        elif stage >= run.merge_count:
            self.round_label.setText(
                self.tr("Words: stage {stage} of {last} (the last)").format(
                    stage=stage, last=run.merge_count
                )
            )
        else:
            self.round_label.setText(
                self.tr("Words: round {round} of {last}").format(round=stage, last=run.merge_count)
            )
        self.stage_caption.setText(self.tr("Note on the round"))
        empty = self.tr("Notes belong to the byte-level run (the Training rounds tab).")
        self._set_note(self.stage_note, "", empty)
        self._set_note(self.run_note, "", empty)
        if run is None:
            text = ""
        elif stage >= run.merge_count:
            text = html.escape(self.tr("None: no round is left after the last stage."))
        else:
            rule = run.rules[stage]
            line = self.tr("Round {round}: ({left}, {right}) becomes {merged}, count {count}")
            text = "<b>{}</b>".format(
                html.escape(
                    line.format(
                        round=stage,
                        left=show_symbol(rule.left),
                        right=show_symbol(rule.right),
                        merged=show_symbol(rule.merged),
                        count=f"{rule.count:,}",
                    )
                )
            )
        self.next_merge.setText(text)

    @staticmethod
    def _set_note(box: QLabel, text: str, empty: str) -> None:
        if text:
            box.setText(html.escape(text).replace("\n", "<br>"))
        else:
            muted = Palette.MUTED_TEXT.name()
            box.setText(f"<span style='color:{muted}'>{html.escape(empty)}</span>")

    def next_merge_plain(self) -> str:
        """The next merge as plain text (what the box says)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.next_merge.text())
        return doc.toPlainText()

    def _next_merge_text(self) -> str:
        """The winner of the round shown: its pair, the new token and its count."""
        run, stage = self._run, self._stage
        if run is None:
            return ""
        if stage >= run.merge_count:
            return html.escape(self.tr("None: no round is left after the last stage."))
        rule = run.rounds[stage].rule
        text = self.tr(
            "Round {round}: ({left}, {right}) becomes token {token} {phrase}, count {count}"
        ).format(
            round=stage,
            left=run.id_label(rule.left),
            right=run.id_label(rule.right),
            token=run.id_label(rule.token_id),
            phrase=token_phrase(rule.token_bytes),
            count=f"{rule.candidate_count:,}",
        )
        return f"<b>{html.escape(text)}</b>"

    def _show_screen(self) -> None:
        """What the class sees now, in one line."""
        a = self.action_map
        if a["blank"].isChecked():
            text = self.tr("The class sees a black screen (B or any key shows it again).")
            colour = Palette.ERROR_TEXT
        elif a["notes_to_class"].isChecked():
            text = self.tr("The class sees the notes under the narration.")
            colour = Palette.NOTE_TEXT
        else:
            text = self.tr("The class sees no note.")
            colour = Palette.MUTED_TEXT
        if len(QGuiApplication.screens()) < 2:
            alone = self.tr(
                "There is one screen only: if it is mirrored to the projector, the class "
                "sees this window too."
            )
            text = Narration().join([text, alone])  # no space after 。 in Chinese, Japanese
        self.screen_label.setText(text)
        _set_colour(self.screen_label, colour)


def _set_colour(label: QLabel, colour: QColor) -> None:
    """``label``'s text in ``colour``, through its palette (a style sheet would stop the
    window's larger font from reaching it)."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)
