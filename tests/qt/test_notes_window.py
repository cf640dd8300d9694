"""Teacher's notes in the window: typed under the narration, saved with the run (File ▸
Save Run), read back (File ▸ Open), shown in the presentation view; typing in a note never
steps the rounds and the clicker keys work again once focus leaves it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
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


def test_presentation_shows_the_notes_under_the_narration(qtbot, lecture):
    w = lecture
    panel = w.notes_panel
    w.action_map["notes"].trigger()  # the editor on (off at first)
    w.action_map["next"].trigger()
    panel.stage_edit.setPlainText("Ask: which of the three wins?")
    panel.run_edit.setPlainText("Ties!")
    assert panel.shown.isHidden()  # editing: the boxes, not the line
    w.action_map["presentation"].trigger()
    assert panel.editor.isHidden() and panel.shown.isVisible()
    assert panel.shown_text() == "Ask: which of the three wins?\nTies!"
    layout = w.training_page.layout()
    assert layout.indexOf(panel) == layout.indexOf(w.narration) + 1
    w.action_map["next"].trigger()  # round 2 has no note; the run's note stays
    assert panel.shown_text() == "Ties!"
    w.action_map["presentation"].trigger()
    assert panel.editor.isVisible()


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
    assert panel.shown.isVisible() and panel.shown_text() == "kept"
    w.action_map["notes"].trigger()
    assert panel.editor.isVisible()


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
