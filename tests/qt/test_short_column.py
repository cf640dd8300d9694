"""A short left column (Larger Text on a small screen, outside the presentation view):
the hex view and the documents' legend fold away before the document rows lose their
room, and come back on a tall screen. Font-independent: rows are measured in the view."""

from __future__ import annotations

import pytest


def _whole_rows(table) -> int:
    viewport = table.viewport().rect()
    model = table.model()
    whole = 0
    for row in range(model.rowCount()):
        rect = table.visualRect(model.index(row, 1))
        if rect.isValid() and viewport.contains(rect):
            whole += 1
    return whole


def _settle(qtbot, w):
    for _ in range(3):
        qtbot.wait(30)


@pytest.mark.parametrize(("size", "zoom_steps"), [((1024, 768), 4), ((1024, 768), 2)])
def test_a_short_column_keeps_a_whole_document_row(qtbot, shown_window, size, zoom_steps):
    w = shown_window
    w.load_example("overlap")
    w.action_map["presentation"].setChecked(False)
    for _ in range(zoom_steps):  # View > Larger Text
        w.action_map["larger_text"].trigger()
    w.resize(*size)
    _settle(qtbot, w)
    view = w.rounds_view
    docs = view.documents_panel
    assert _whole_rows(docs.table) >= 1
    if view.hex_view.isVisible():
        # when both are shown, each holds its rows whole
        hex_table = view.hex_view.table
        assert hex_table.viewport().height() >= hex_table.rowHeight(0)
        assert docs.table.viewport().height() >= 2 * docs.table.rowHeight(0)


def test_a_tall_column_shows_the_hex_view_and_the_legend(qtbot, shown_window):
    w = shown_window
    w.load_example("overlap")
    w.action_map["presentation"].setChecked(False)
    w.resize(1024, 768)
    for _ in range(4):
        w.action_map["larger_text"].trigger()
    _settle(qtbot, w)
    assert not w.rounds_view.hex_view.isVisible()  # 200 % on 768 px: folded
    w.action_map["normal_text"].trigger()
    w.resize(1920, 1080)
    _settle(qtbot, w)
    assert w.rounds_view.hex_view.isVisible()
    assert w.rounds_view.documents_panel.legend.isVisible()
    assert _whole_rows(w.rounds_view.documents_panel.table) == 2
