"""The teacher's notes under the narration strip: a note per round and one for the run.

While editing (View ▸ Teacher's Notes) two small text boxes sit under the narration: the
note of the stage shown and the note of the whole run. Typing goes straight into the
run's notes (:class:`~bpe_viewer.core.notes.RunNotes`, saved with File ▸ Save Run). The
boxes are text fields, so the clicker keys keep their text meaning only while one has
focus; Esc hands focus back to the views.

The window is what the class sees, and a note may hold a quiz round's answer: the notes
are read by the teacher in the presenter view (View ▸ Presenter View), and appear
read-only under the narration only when the teacher ticks View ▸ Show Note to the Class.
Pictures of the window (exported images and animations, ``gui --screenshot``) leave
them out unless asked (:meth:`NotesPanel.set_picture`).
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.widgets.fit_label import FitLabel

__all__ = ["NoteEdit", "NotesPanel"]


class NoteEdit(QPlainTextEdit):
    """A few lines of plain text; Esc gives focus back (signal ``left``)."""

    left = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc leaves the box; every other key edits."""
        if event.key() == Qt.Key.Key_Escape:
            self.left.emit()
            return
        super().keyPressEvent(event)


class NotesPanel(QWidget):
    """The notes editor (two boxes) and the read-only notes line shown to the class.

    Signals:
        edited(): a note was typed (the run's notes changed).
        focus_released(): Esc in a box; the window puts focus back on the views.
    """

    edited = Signal()
    focus_released = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._stage = 0
        self._editing = True
        self._presenting = False
        self._to_class = False
        #: while a picture is taken: True with the notes line, False with no notes
        self._picture: bool | None = None
        self.stage_label = QLabel()
        self.run_label = QLabel()
        self.stage_edit = NoteEdit()
        self.stage_edit.setObjectName("stage_note")
        self.run_edit = NoteEdit()
        self.run_edit.setObjectName("run_note")
        for box in (self.stage_edit, self.run_edit):
            box.setTabChangesFocus(True)
            box.left.connect(self.focus_released)
        self.stage_edit.textChanged.connect(self._stage_typed)
        self.run_edit.textChanged.connect(self._run_typed)
        self.editor = QWidget()
        grid = QGridLayout(self.editor)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(1)
        grid.addWidget(self.stage_label, 0, 0)
        grid.addWidget(self.run_label, 0, 1)
        grid.addWidget(self.stage_edit, 1, 0)
        grid.addWidget(self.run_edit, 1, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        self.shown = FitLabel()
        self.shown.setObjectName("notes_shown")
        self.shown.setTextFormat(Qt.TextFormat.RichText)
        self.shown.setStyleSheet(
            "#notes_shown { background:#eef6ee; border:1px solid #9cc79c; border-radius:4px;"
            " padding:4px 8px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addWidget(self.editor)
        layout.addWidget(self.shown)
        self._normal_font = QFont(self.font())
        self.set_zoom(1.0)
        self.retranslate()

    def retranslate(self) -> None:
        """The boxes' labels and hints in the window's language (the notes typed stay)."""
        self.run_label.setText(self.tr("Note on the run"))
        self.run_edit.setPlaceholderText(self.tr("A note for the whole run (saved with the run)"))
        if self._run is not None:
            self._fill()
        else:
            self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the labels again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # -- the run and the stage
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Show (and edit) the notes of ``run`` at ``stage``.

        A run trained again on the same documents (Retrain, other settings) keeps the
        notes typed so far, up to its last stage: they are the teacher's text, not a
        result of training.
        """
        old = self._run
        if (
            old is not None
            and run is not None
            and old.notes
            and not run.notes
            and old.documents == run.documents
        ):
            run.notes = old.notes.clipped(run.merge_count)
        self._run, self._stage = run, stage
        self._fill()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor."""
        self._stage = stage
        self._fill()

    def _fill(self) -> None:
        run = self._run
        notes = run.notes if run is not None else None
        for box, text in (
            (self.stage_edit, notes.stage(self._stage) if notes is not None else ""),
            (self.run_edit, notes.run if notes is not None else ""),
        ):
            if box.toPlainText() != text:
                box.blockSignals(True)
                box.setPlainText(text)
                box.blockSignals(False)
            box.setEnabled(run is not None)
        last = run is not None and self._stage >= run.merge_count
        if last:
            label = self.tr("Note on stage {stage} (the last)")
            hint = self.tr(
                "A note on stage {stage} (the last): for the presenter view; the class sees "
                "it only with View ▸ Show Note to the Class"
            )
        else:
            label = self.tr("Note on round {stage}")
            hint = self.tr(
                "A note on round {stage}: for the presenter view; the class sees it only "
                "with View ▸ Show Note to the Class"
            )
        self.stage_label.setText(label.format(stage=self._stage))
        self.stage_edit.setPlaceholderText(hint.format(stage=self._stage))
        # A placeholder is painted only when the viewport repaints: the round shown, now.
        self.stage_edit.viewport().update()
        self._show()

    def _stage_typed(self) -> None:
        if self._run is not None:
            self._run.notes = self._run.notes.with_stage(self._stage, self.stage_edit.toPlainText())
            self.edited.emit()
            self._show()

    def _run_typed(self) -> None:
        if self._run is not None:
            self._run.notes = self._run.notes.with_run(self.run_edit.toPlainText())
            self.edited.emit()
            self._show()

    # -- how the notes show
    def set_editing(self, on: bool) -> None:
        """View ▸ Teacher's Notes: the two boxes (on) or the read-only line (off)."""
        self._editing = on
        self._show()

    def set_presenting(self, on: bool) -> None:
        """The presentation view: no editor (the notes line only if shown to the class)."""
        self._presenting = on
        self._show()

    def set_fixed_lines(self, lines: int | None) -> None:
        """The presentation view's notes line: ``lines`` lines high on every round of a
        run with any note (empty on a round without one; a longer note is drawn smaller),
        so a note never moves the tables under it; None: the line follows its note."""
        self.shown.set_fixed_lines(lines)
        self._show()

    def set_shown_to_class(self, on: bool) -> None:
        """View ▸ Show Note to the Class: the read-only notes line under the narration
        (on), or no note in this window (off, the default)."""
        self._to_class = on
        self._show()

    def set_picture(self, with_notes: bool | None) -> None:
        """How the panel shows in a picture of the window (an export, ``gui
        --screenshot``): ``True``, the read-only notes line (no editor); ``False``, no
        notes at all; ``None``, as on screen again."""
        self._picture = with_notes
        self._show()

    @contextmanager
    def picture(self, with_notes: bool) -> Iterator[None]:
        """:meth:`set_picture` ``(with_notes)`` for the ``with`` block, then as before."""
        before = self._picture
        self.set_picture(with_notes)
        try:
            yield
        finally:
            self.set_picture(before)

    def shown_text(self) -> str:
        """What the read-only line says, as plain text ("" when nothing)."""
        run = self._run
        if run is None:
            return ""
        lines = []
        stage_note = run.notes.stage(self._stage)
        if stage_note:
            lines.append(stage_note)
        if run.notes.run:
            lines.append(run.notes.run)
        return "\n".join(lines)

    def _show(self) -> None:
        if self._picture is None:
            editing = self._editing and not self._presenting
            line = self._to_class and not editing
        else:
            editing, line = False, self._picture
        self.editor.setVisible(editing)
        run = self._run
        text = self.shown_text() if run is not None and line else ""
        if text:
            parts = []
            stage_note = run.notes.stage(self._stage) if run is not None else ""
            if stage_note:
                parts.append(_paragraphs(stage_note))
            if run is not None and run.notes.run:
                parts.append(f"<span style='color:#3d5a3d'>{_paragraphs(run.notes.run)}</span>")
            self.shown.setText("<br>".join(parts))
        else:
            self.shown.setText("")
        # a fixed line shown to the class stays on every round of a run with notes (the
        # tables keep still); with no note for the class there is no line at all
        keep = self.shown.fixed_lines is not None and line and bool(run and run.notes)
        self.shown.setVisible(bool(text) or keep)
        self.setVisible(editing or bool(text) or keep)

    def set_zoom(self, scale: float) -> None:
        """Text at ``scale`` times normal; the boxes keep room for three lines."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        for label in (self.stage_label, self.run_label, self.shown):
            label.setFont(font)
        lines = QFontMetrics(font).lineSpacing() * 3 + 10
        for box in (self.stage_edit, self.run_edit):
            box.setFont(font)
            box.setFixedHeight(lines)


def _paragraphs(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")
