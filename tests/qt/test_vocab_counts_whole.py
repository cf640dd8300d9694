"""The vocabulary pane's counts show whole at the default window size: the readable
text narrows (or the hex column hides) before a count is cut at the table's edge."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from bpe_viewer.qt.models.vocabulary import SURVIVAL_COLUMNS
from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V


def test_counts_whole_at_the_default_size_on_round_1(qtbot, shown_window):
    w = shown_window  # 1400x850, the default window size
    w.load_example("overlap")  # the built-in example: aaa / aba, 2 merges
    w.action_map["next"].trigger()  # round 1
    panel = w.vocabulary_panel
    panel.fill_pending()
    table = panel.table
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    room = table.viewport().width()
    metrics = QFontMetrics(table.font())
    model = table.model()
    for column in V:
        if column in SURVIVAL_COLUMNS or table.isColumnHidden(column):
            continue  # the survival columns are reached by scrolling
        right = table.columnViewportPosition(column) + table.columnWidth(column)
        assert right <= room, (column.name, right, room)
    # the counts are whole in their columns (not elided), the readable text still shown
    for column in (V.ID, V.RANK, V.CANDIDATES, V.REPLACEMENTS):
        assert not table.isColumnHidden(column)
        for row in range(model.rowCount()):
            text = str(model.index(row, column).data())
            assert metrics.horizontalAdvance(text) < table.columnWidth(column), (column, text)
    assert not table.isColumnHidden(V.READABLE)
