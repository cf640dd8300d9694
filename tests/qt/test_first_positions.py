"""Under the ``first`` tie policy the tied pairs' first positions are the evidence for
the winner: the candidate table's ``1st at`` column shows them, in the presentation view
too, and when a narrow pane at a large text size has no room for it, the round's
sentence names them instead (ABCDCDABCDCDE, round 1: three pairs tie at count 2)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.models.candidates import CandidateColumn

FIRSTS = "First windows: (65, 66) at abcd @0; (66, 256) at abcd @1; (256, 256) at abcd @2."


def _show(qtbot, window, size, zoom, presenting):
    if window.action_map["presentation"].isChecked() != presenting:
        window.action_map["presentation"].trigger()
    if window.isFullScreen():
        window.showNormal()  # the presentation view's layout on a screen of ``size``
    window.set_text_zoom(zoom)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=2000)
    for _ in range(4):
        QApplication.processEvents()
        later_turns().run_all()
        qtbot.wait(5)


def _first_ties(window):
    window.load_example("abcd")
    window.retrain(tie="first")
    assert window.run.tie == "first"
    window.round_cursor.set_value(1)


def test_the_first_positions_show_in_the_column_or_the_sentence(qtbot, shown_window):
    w = shown_window
    _first_ties(w)
    table = w.candidates_panel.table
    model = table.model()
    _show(qtbot, w, (1920, 1080), 100, True)
    # room enough: the column, in the presentation view too, and not said twice
    assert not table.isColumnHidden(CandidateColumn.FIRST)
    firsts = [model.index(r, CandidateColumn.FIRST).data() for r in range(3)]
    assert firsts == ["abcd @0", "abcd @1", "abcd @2"]
    assert "First windows" not in w.narration.text()
    # a projector at 200 %: the window keeps its width; the positions stay readable
    _show(qtbot, w, (1024, 768), 200, True)
    assert w.width() == 1024
    if table.isColumnHidden(CandidateColumn.FIRST):
        assert w.narration.text().endswith(FIRSTS)
    else:
        cell = table.visualRect(model.index(2, CandidateColumn.FIRST))
        assert 0 <= cell.left() and cell.right() < table.viewport().width()
    w.action_map["presentation"].setChecked(False)


def test_a_quiz_question_keeps_its_sentence_when_the_column_goes(qtbot, shown_window):
    w = shown_window
    _first_ties(w)
    _show(qtbot, w, (1920, 1080), 100, False)
    w.action_map["quiz"].trigger()
    question = w.narration.text()
    assert "which pair merges next" in question
    # the column gives way (as in a narrow pane): the question stays, nothing of the
    # answer is said
    panel = w.candidates_panel
    panel.table.setColumnHidden(CandidateColumn.FIRST, True)
    panel.hidden_changed.emit()
    assert w.narration.text() == question
    # revealed, the sentence names the positions the column no longer shows
    w.action_map["reveal"].trigger()
    assert w.narration.text().endswith(FIRSTS)
