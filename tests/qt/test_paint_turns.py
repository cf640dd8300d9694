"""A new run and a jump paint the window in short turns: the training view on the turn
after the run arrives and each of its tables on a turn of its own, the document rows
once, and a label that changes its text repaints its own pane, not the whole tab."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from bpe_viewer.core import train
from bpe_viewer.qt.later import later_turns

DOCS = [b"the cat sat on the mat", b"a rat ate the hat", b"that bat sat"] * 4


class PaintCounter(QObject):
    """Counts the Paint events each watched widget receives."""

    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.counts = {w: 0 for w in widgets}
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and watched in self.counts:
            self.counts[watched] += 1
        return False

    def reset(self) -> None:
        for w in self.counts:
            self.counts[w] = 0


def _settle(qtbot, window) -> None:
    """Until every view has painted what it was given: no later turn waits (the training
    view's, the tables', the hex rows', the encode panel's) and the hex rows are filled.
    Waiting for the training view's turn alone was not enough on a loaded machine: the
    hex rows and the candidates still painted once inside the turns the tests count."""
    hex_view = window.rounds_view.hex_view
    qtbot.waitUntil(lambda: later_turns().idle() and not hex_view.fill_is_pending, timeout=5000)
    qtbot.wait(100)


def test_a_new_run_paints_the_panes_on_later_turns_and_every_pane_comes_back(qtbot, shown_window):
    w = shown_window
    view = w.rounds_view
    candidates = view.candidates_panel.table
    vocabulary = view.vocabulary_panel.table
    w.session.set_run(train(DOCS, 6), 2)
    # In the turn the run arrives: the models hold it, the pictures wait.
    assert w.candidates_model.rowCount() > 0
    assert not view.updatesEnabled()
    assert not candidates.updatesEnabled() and not vocabulary.updatesEnabled()
    _settle(qtbot, w)
    # A few turns later every pane paints again, the tables included.
    assert view.updatesEnabled() and candidates.updatesEnabled() and vocabulary.updatesEnabled()
    assert all(child.updatesEnabled() for child in w.findChildren(QWidget) if child.isVisible())
    picture = candidates.viewport().grab().toImage()
    assert picture.pixelColor(5, 5) != picture.pixelColor(picture.width() - 5, 5) or any(
        picture.pixelColor(x, 12) != picture.pixelColor(0, 12) for x in range(picture.width())
    )  # the winner's row is drawn, not a blank viewport


def test_a_jump_paints_the_document_rows_once(qtbot, shown_window):
    w = shown_window
    w.session.set_run(train(DOCS, 6), 0)
    _settle(qtbot, w)
    rows = w.documents_panel.table.viewport()
    counter = PaintCounter(rows)
    w.round_cursor.set_value(5)  # several rounds: no merge animation
    qtbot.wait(300)
    # Rows that grow with the stage are measured and painted in the same turn; Qt's row
    # resize used to paint every row below once more on the next turn.
    assert counter.counts[rows] == 1


def test_a_label_that_changes_repaints_its_pane_not_the_whole_tab(qtbot, shown_window):
    w = shown_window
    w.session.set_run(train(DOCS, 6), 2)
    _settle(qtbot, w)
    hex_rows = w.rounds_view.hex_view.table.viewport()
    candidates = w.rounds_view.candidates_panel.table.viewport()
    counter = PaintCounter(hex_rows, candidates)
    # A longer sentence in the narration strip: a new size hint goes up the layouts.
    w.narration.sentence.setText("A much longer sentence than before, " * 8)
    qtbot.wait(200)
    assert counter.counts == {hex_rows: 0, candidates: 0}


def test_the_narration_keeps_room_for_two_lines(qtbot, shown_window):
    w = shown_window
    w.session.set_run(train(DOCS, 6), 6)  # the last stage: one short sentence
    _settle(qtbot, w)
    label = w.narration.sentence
    fm = label.fontMetrics()
    assert label.height() >= fm.height() + fm.lineSpacing()
    top = w.rounds_view.mapTo(w, w.rounds_view.rect().topLeft()).y()
    w.round_cursor.set_value(1)
    _settle(qtbot, w)
    # A sentence of one or two lines leaves the panes below where they were.
    assert w.rounds_view.mapTo(w, w.rounds_view.rect().topLeft()).y() == top


def test_a_jump_paints_the_candidates_a_turn_after_the_document_rows(qtbot, shown_window):
    w = shown_window
    w.session.set_run(train(DOCS, 6), 0)
    _settle(qtbot, w)
    table = w.rounds_view.candidates_panel.table
    counter = PaintCounter(table.viewport())
    w.round_cursor.set_value(4)
    # The round's candidates are there at once; their picture follows on a later turn.
    assert w.candidates_model.rowCount() > 0
    assert not table.updatesEnabled()
    qtbot.waitUntil(table.updatesEnabled, timeout=2000)
    qtbot.waitUntil(lambda: counter.counts[table.viewport()] >= 1, timeout=2000)
