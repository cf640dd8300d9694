"""Crowded panes stay readable: inspector lines end in an ellipsis with the full text in
their tooltip; the candidate table gives up its least important columns first."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.models import CandidateColumn
from bpe_viewer.qt.widgets.fitted_label import FittedLabel


def test_fitted_label_keeps_whole_lines_and_the_full_text(qtbot):
    text = "81 times in the counted documents at stage 1: " + ", ".join(
        f"ru-document-{i} ×{i}" for i in range(30)
    )
    label = FittedLabel(text, 2, note="what it means")
    qtbot.addWidget(label)
    spacing = label.fontMetrics().lineSpacing()
    # narrow: the text needs many lines, the label asks for two at most
    assert label.heightForWidth(200) == 2 * spacing
    # wide enough for the whole text on one line: one line
    wide = label.fontMetrics().horizontalAdvance(text) + 20
    assert label.heightForWidth(wide) == spacing
    assert label.text() == text
    assert label.toolTip() == text + "\n\nwhat it means"
    label.setText("short")
    assert label.toolTip() == "short\n\nwhat it means"


def test_inspector_lines_show_the_whole_description_in_the_tooltip(window):
    window.load_example("abcd")
    window.round_cursor.set_value(2)
    window.select_token(256)
    occurs = window.inspector.occurrence_label
    assert occurs.toolTip().startswith(occurs.text())
    assert "abcd" in occurs.text()


def _hidden(table):
    return {c for c in CandidateColumn if table.isColumnHidden(c)}


def test_narrow_candidate_pane_gives_up_hex_then_readable_parts(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    table = w.candidates_panel.table
    C = CandidateColumn
    # wide: everything but the first-occurrence column (tie policy smallest)
    splitter = table.parentWidget().parentWidget()  # documents | candidates | side panes
    splitter.setSizes([200, 1000, 200])
    qtbot.waitUntil(lambda: not table.isColumnHidden(C.MERGED_HEX), timeout=2000)
    assert _hidden(table) == {C.FIRST}
    # narrow: the hex column gives way first, counts and IDs stay, nothing scrolls
    splitter.setSizes([900, 330, 200])
    QApplication.processEvents()
    qtbot.waitUntil(lambda: table.isColumnHidden(C.MERGED_HEX), timeout=2000)
    _assert_gives_way_in_order(table)
    # and at a larger text size the left and right readable columns go too, in any font
    w.set_text_zoom(200)
    qtbot.waitUntil(lambda: table.isColumnHidden(C.LEFT_TEXT), timeout=2000)
    QApplication.processEvents()
    _assert_gives_way_in_order(table)
    assert {C.MERGED_HEX, C.LEFT_TEXT, C.RIGHT_TEXT, C.FIRST} <= _hidden(table)


def _assert_gives_way_in_order(table):
    """The columns that give way go in order (the hex column before the readable left
    and right parts, which go together); counts and IDs never go; the shown columns fit
    the pane without scrolling sideways."""
    C = CandidateColumn
    hidden = _hidden(table)
    assert not hidden & {C.LEFT, C.RIGHT, C.MERGED_TEXT, C.COUNT, C.REPLACED}, hidden
    if hidden & {C.LEFT_TEXT, C.RIGHT_TEXT}:
        assert {C.MERGED_HEX, C.LEFT_TEXT, C.RIGHT_TEXT} <= hidden, hidden
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0
