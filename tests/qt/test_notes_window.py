"""Teacher's notes in the window: typed under the narration, saved with the run (File ▸
Save Run), read back (File ▸ Open), shown to the class only when the teacher ticks View ▸
Show Note to the Class; typing in a note never steps the rounds and the clicker keys work
again once focus leaves it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

K = Qt.Key


@pytest.fixture
def lecture(qtbot, shown_window):
    shown_window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges
    return shown_window


def _focus(qtbot, widget):
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=2000)


def test_notes_are_typed_saved_and_opened_again(qtbot, lecture, monkeypatch, tmp_path):
    w = lecture
    panel = w.notes_panel
    assert not w.action_map["notes"].isChecked() and panel.editor.isHidden()  # off at first
    w.action_map["notes"].trigger()
    assert w.action_map["notes"].isChecked() and panel.stage_edit.isVisible()
    _focus(qtbot, w.candidates_panel.table)
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Right)
    assert w.round_cursor.value == 1
    _focus(qtbot, panel.stage_edit)
    qtbot.keyClicks(panel.stage_edit, "Three pairs tie")
    # Clicker keys edit the text while the note has focus: no round is stepped.
    for key in (K.Key_Left, K.Key_Home, K.Key_PageDown, K.Key_Space, K.Key_Q, K.Key_Return):
        qtbot.keyClick(panel.stage_edit, key)
    assert w.round_cursor.value == 1 and not w.action_map["quiz"].isChecked()
    assert panel.stage_edit.toPlainText() == " q\nThree pairs tie"
    qtbot.keyClick(panel.stage_edit, K.Key_Escape)  # hands focus back to the views
    assert QApplication.focusWidget() is w.documents_panel.table
    _focus(qtbot, panel.run_edit)
    qtbot.keyClicks(panel.run_edit, "Ties in rounds 1 and 2")
    _focus(qtbot, w.vocabulary_panel.table)
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Right)
    assert w.round_cursor.value == 2 and panel.stage_edit.toPlainText() == ""
    assert panel.run_edit.toPlainText() == "Ties in rounds 1 and 2"

    target = tmp_path / "lesson"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    w.action_map["save_run"].trigger()
    saved = tmp_path / "lesson.bpe-run.json"
    data = json.loads(saved.read_text())
    assert (data["version"], data["minor_version"]) == (1, 2)
    assert data["notes"] == {
        "run": "Ties in rounds 1 and 2",
        "stages": [{"stage": 1, "text": " q\nThree pairs tie"}],
    }

    w.load_example("overlap")
    assert panel.stage_edit.toPlainText() == "" and panel.run_edit.toPlainText() == ""
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(saved), ""))
    )
    w.action_map["open"].trigger()
    qtbot.waitUntil(lambda: w.run is not None and w.run.merge_count == 3, timeout=5000)
    w.round_cursor.set_value(1)
    assert panel.stage_edit.toPlainText() == " q\nThree pairs tie"
    assert panel.run_edit.toPlainText() == "Ties in rounds 1 and 2"


def test_presentation_shows_the_notes_only_when_shown_to_the_class(qtbot, lecture):
    w = lecture
    panel = w.notes_panel
    a = w.action_map
    assert a["notes_to_class"].text() == "Show Note to the &Class"
    a["notes"].trigger()  # the editor on (off at first)
    a["next"].trigger()
    panel.stage_edit.setPlainText("Ask: which of the three wins?")
    panel.run_edit.setPlainText("Ties!")
    assert panel.shown.isHidden()  # editing: the boxes, not the line
    a["presentation"].trigger()
    # the presentation view: no editor, and no note for the class unless asked
    assert panel.editor.isHidden() and panel.shown.isHidden() and panel.isHidden()
    assert not a["notes_to_class"].isChecked() and w.settings.notes_to_class is False
    a["notes_to_class"].trigger()
    assert w.settings.notes_to_class is True
    assert panel.editor.isHidden() and panel.shown.isVisible()
    assert panel.shown_text() == "Ask: which of the three wins?\nTies!"
    layout = w.training_page.layout()
    assert layout.indexOf(panel) == layout.indexOf(w.narration) + 1
    a["next"].trigger()  # round 2 has no note; the run's note stays
    assert panel.shown_text() == "Ties!"
    a["notes_to_class"].trigger()
    assert panel.isHidden() and w.settings.notes_to_class is False
    a["presentation"].trigger()
    assert panel.editor.isVisible()


def test_show_note_to_the_class_is_remembered(qtbot, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow
    from bpe_viewer.qt.worker import InlineExecutor

    settings.notes_to_class = True
    win = MainWindow(settings, executor=InlineExecutor(), show_error=errors)
    qtbot.addWidget(win)
    win.show()
    win.load_example("abcd")
    assert win.action_map["notes_to_class"].isChecked()
    win.notes_panel.run_edit.setPlainText("Ties!")
    assert win.notes_panel.shown.isVisible() and win.notes_panel.shown_text() == "Ties!"


def test_notes_action_hides_the_editor(qtbot, lecture):
    w = lecture
    panel = w.notes_panel
    w.action_map["notes"].trigger()  # on (off at first)
    assert w.settings.notes_editor is True and panel.editor.isVisible()
    w.action_map["notes"].trigger()
    assert not w.action_map["notes"].isChecked() and panel.editor.isHidden()
    assert w.settings.notes_editor is False
    assert panel.isHidden()  # no note: nothing under the narration
    panel.run_edit.setPlainText("kept")
    assert panel.isHidden()  # a note, but not shown to the class
    w.action_map["notes_to_class"].trigger()
    assert panel.shown.isVisible() and panel.shown_text() == "kept"
    w.action_map["notes"].trigger()
    assert panel.editor.isVisible() and panel.shown.isHidden()


def test_the_note_placeholder_names_the_round_shown_on_screen(qtbot, lecture):
    """The box's placeholder is repainted when the round changes: what the screen shows
    (the window's backing store) is what a fresh paint of the box shows."""
    w = lecture
    w.action_map["notes"].trigger()
    edit = w.notes_panel.stage_edit
    viewport = edit.viewport()

    def on_screen():
        QApplication.processEvents()
        top = viewport.mapTo(w, QPoint(0, 0))
        return w.screen().grabWindow(w.winId()).toImage().copy(QRect(top, viewport.size()))

    qtbot.waitExposed(edit)
    before = on_screen()
    w.action_map["next"].trigger()
    assert "round 1:" in edit.placeholderText() and "round 0" not in edit.placeholderText()
    stepped = on_screen()
    assert stepped != before  # the box shows another round
    viewport.repaint()
    assert on_screen() == stepped  # and it is the round shown: a full repaint is the same
    w.action_map["last"].trigger()
    assert edit.placeholderText().startswith("A note on stage 3 (the last):")
    assert w.notes_panel.stage_label.text() == "Note on stage 3 (the last)"


def test_a_retrain_keeps_the_notes_another_corpus_does_not(qtbot, lecture):
    w = lecture
    w.notes_panel.run_edit.setPlainText("Ties!")
    w.round_cursor.set_value(3)
    w.notes_panel.stage_edit.setPlainText("The end.")
    w.retrain(merges=2, tie="largest")
    assert (w.run.merge_count, w.run.tie) == (2, "largest")
    assert w.run.notes.run == "Ties!" and w.run.notes.stages == ()  # stage 3 is gone
    assert w.notes_panel.run_edit.toPlainText() == "Ties!"
    w.load_example("overlap")
    assert not w.run.notes and w.notes_panel.run_edit.toPlainText() == ""
