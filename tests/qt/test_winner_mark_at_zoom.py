"""View ▸ Larger Text: the candidate table keeps its mark column (the winner is named,
not shown by colour alone) and the hex view's legend grows with the text."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics

from bpe_viewer.qt.models import CandidateColumn as C


@pytest.mark.parametrize("steps", [2, 3, 4])  # 150, 175 and 200 %
def test_winner_mark_and_hex_legend_follow_the_zoom(qtbot, shown_window, steps):
    w = shown_window  # 1400x850
    w.load_example("overlap")
    w.action_map["next"].trigger()  # round 1: a winner and two ties
    legend = w.rounds_view.hex_view.legend
    normal = legend.font().pointSizeF()
    for _ in range(steps):
        w.action_map["larger_text"].trigger()
    assert w.text_zoom == 100 + 25 * steps
    assert legend.font().pointSizeF() == pytest.approx(normal * w.text_zoom / 100, rel=0.02)
    table = w.candidates_panel.table
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    assert not table.isColumnHidden(C.MARK)
    bold = QFont(table.font())
    bold.setBold(True)
    # at least the star and the first letter of "winner" show
    assert table.columnWidth(C.MARK) > QFontMetrics(bold).horizontalAdvance("★ w")
    model = table.model()
    assert model.index(0, C.MARK).data().startswith("★")
