"""The Words tab's candidates table at the default window size: the left and right
columns are as wide as the symbols of the round shown, and the count column is in view
without scrolling."""

from __future__ import annotations

from bpe_viewer.qt.models.word_candidates import WordCandidateColumn as C
from bpe_viewer.qt.widgets.font_sizes import column_width


def test_counts_in_view_and_symbols_sized_from_their_values(qtbot, shown_window):
    w = shown_window  # 1400x850
    w.load_example("words")  # low ×5, lower ×2, newest ×6, widest ×3
    w.tabs.setCurrentWidget(w.word_view)
    view = w.word_view
    view.buttons["next"].click()  # round 1: the symbols are single letters, es and </w>
    table = view.candidates_table
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    assert view.candidates_model.rowCount() > 0
    room = table.viewport().width()
    right = table.columnViewportPosition(C.COUNT) + table.columnWidth(C.COUNT)
    assert 0 < right <= room, (right, room)
    assert table.horizontalScrollBar().maximum() == 0
    widest = column_width(table, C.LEFT, "</w>")  # the widest symbol of round 1
    for column in (C.LEFT, C.RIGHT):
        assert table.columnWidth(column) <= widest, (column.name, table.columnWidth(column))
