"""A 1024x768 projector at 200 % text: every part of the window follows the zoom and
stays readable (docs/rules.md s8)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.models.candidates import CandidateColumn as C


def _example_action(window, title_start):
    return next(a for a in window.examples_menu.actions() if a.text().startswith(title_start))


def _projector(qtbot, window, steps=4):
    """The Overlap example, the window at 1024x768 and the text at 100 % + 25 % x steps,
    through View ▸ Larger Text."""
    _example_action(window, "Overlap").trigger()
    for _ in range(steps):
        window.action_map["larger_text"].trigger()
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=2000)
    QApplication.processEvents()
    return window


def test_documents_header_follows_the_zoom(qtbot, shown_window):
    w = shown_window
    normal = QApplication.font().pointSizeF()
    _projector(qtbot, w)
    assert w.text_zoom == 200
    table = w.documents_panel.table
    header = table.horizontalHeader()
    # the titles are painted on the header's viewport, in its font
    for widget in (header, header.viewport()):
        assert widget.font().pointSizeF() == pytest.approx(2 * normal)
    cand_header = w.candidates_panel.table.horizontalHeader()
    assert header.viewport().font().pointSizeF() == cand_header.font().pointSizeF()
    # back to normal text: the header too
    w.action_map["normal_text"].trigger()
    assert header.viewport().font().pointSizeF() == pytest.approx(normal)


def test_status_note_follows_the_zoom_and_shares_the_bar(qtbot, shown_window):
    w = shown_window
    _projector(qtbot, w)
    note, summary = w.status_parts.note_label, w.status_parts.summary_label
    text = note.toolTip()
    assert text.startswith("Loaded example: Overlap")
    assert text in note.text()  # the whole note, shown or not
    assert note.font().pointSizeF() == pytest.approx(summary.font().pointSizeF())
    assert note.font().pointSizeF() == pytest.approx(w.font().pointSizeF())
    # the note keeps a readable share of the bar: a good part of its first words
    qtbot.waitUntil(lambda: note.width() >= 0.3 * w.statusBar().width(), timeout=2000)
    assert summary.toolTip() == summary.text()
    assert summary.text().startswith("stage 0 of 2")
    # a wide window has room for both whole: the summary is not held back
    w.resize(1900, 768)
    qtbot.waitUntil(lambda: w.width() == 1900, timeout=2000)
    QApplication.processEvents()
    fm = summary.fontMetrics()
    assert summary.width() >= fm.horizontalAdvance(summary.text())


def test_note_goes_and_the_summary_takes_the_bar_again(qtbot, shown_window):
    w = shown_window
    _projector(qtbot, w)
    parts = w.status_parts
    parts._note_timer.timeout.emit()  # the note's time is up
    QApplication.processEvents()
    assert parts.note_label.text() == ""
    assert parts.note_label.toolTip() == ""
    fm = parts.summary_label.fontMetrics()
    need = fm.horizontalAdvance(parts.summary_label.text())
    qtbot.waitUntil(
        lambda: parts.summary_label.width() >= min(need, 0.9 * w.statusBar().width()),
        timeout=2000,
    )


def _shown_columns(table):
    return [c for c in C if not table.isColumnHidden(c)]


def test_candidates_fit_their_pane_at_200_percent(qtbot, shown_window):
    """No horizontal scrolling to reach the replaced column: the columns that give way
    go, and take no room with them; the value columns keep their titles and values."""
    w = shown_window
    _projector(qtbot, w)
    table = w.candidates_panel.table
    header = table.horizontalHeader()
    shown = _shown_columns(table)
    assert {C.LEFT, C.RIGHT, C.MERGED_TEXT, C.COUNT, C.REPLACED} <= set(shown)
    # hidden columns take no room: the shown ones follow each other from the left
    assert header.sectionPosition(shown[0]) == 0
    for before, after in zip(shown, shown[1:], strict=False):
        assert header.sectionPosition(after) == header.sectionPosition(before) + (
            header.sectionSize(before)
        )
    assert header.length() <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0
    replaced = header.sectionPosition(C.REPLACED) + header.sectionSize(C.REPLACED)
    assert replaced <= table.viewport().width()
    # every shown title and value whole (the merged text may stretch)
    from PySide6.QtCore import Qt

    fm_head = header.fontMetrics()
    fm_cell = table.fontMetrics()
    model = table.model()
    for column in (C.LEFT, C.RIGHT, C.COUNT, C.REPLACED):
        title = model.headerData(column, Qt.Orientation.Horizontal)
        assert fm_head.horizontalAdvance(title) < header.sectionSize(column), title
        for row in range(model.rowCount()):
            value = str(model.index(row, column).data())
            assert fm_cell.horizontalAdvance(value) < header.sectionSize(column), value


def test_value_columns_get_their_room_back_when_the_pane_widens(qtbot, shown_window):
    w = shown_window  # 1400x850
    _example_action(w, "Overlap").trigger()
    table = w.candidates_panel.table
    roomy = table.columnWidth(C.COUNT)
    _projector(qtbot, w)  # 1024x768 at 200 %: the value columns give up their spare room
    w.set_text_zoom(100)
    w.resize(1400, 850)
    qtbot.waitUntil(lambda: w.width() == 1400, timeout=2000)
    QApplication.processEvents()
    assert table.columnWidth(C.COUNT) == roomy


FIVE = ("smallest", "largest", "first", "bytes-largest", "bytes-smallest")


def _compare_five(qtbot, window):
    """All five tie policies as columns (Tie policies menu, then Compare Tie Policies)."""
    view = window.compare_view
    view.choose_policies(FIVE)
    window.action_map["compare_ties"].trigger()
    assert window.tabs.currentWidget() is view
    assert [c.label for c in view.columns] == list(FIVE)
    QApplication.processEvents()
    for _ in range(3):  # the headings line up once the layout has settled
        QApplication.processEvents()
    return view


def test_compare_columns_are_alike_at_200_percent(qtbot, shown_window):
    w = shown_window
    normal = QApplication.font().pointSizeF()
    _projector(qtbot, w)
    view = _compare_five(qtbot, w)
    columns = view.columns
    # the window keeps the projector's size
    assert w.minimumSizeHint().height() <= 768
    assert w.height() == 768
    # every column has its box, ticked, in the zoomed font (the first two cannot be
    # unticked: a comparison needs two)
    for column in columns:
        box = column.enabled_box
        assert box.isVisible() and box.isCheckable() and box.isChecked()
        assert box.font().pointSizeF() == pytest.approx(2 * normal)
    assert [c.enabled_box.isEnabled() for c in columns] == [False, False, True, True, True]
    # alike: equally wide, their headings equally tall and whole
    widths = [c.width() for c in columns]
    assert max(widths) - min(widths) <= 2, widths
    heights = {c.heading.height() for c in columns}
    assert len(heights) == 1, heights
    for column in columns:
        heading = column.heading
        assert heading.height() >= heading.heightForWidth(heading.width()), heading.text()
        assert column.heading.text().startswith(f"<b>{column.label}</b>")
        # the verdict under it: whole lines, the full text in its tooltip
        assert column.verdict.toolTip() == column.verdict.text()
    tops = {c.candidates.mapTo(c, c.candidates.rect().topLeft()).y() for c in columns}
    assert len(tops) == 1, tops  # the candidate tables start level
    # the text of every part follows the zoom, as in the training tab
    for column in columns:
        table = column.candidates.table
        assert table.horizontalHeader().font().pointSizeF() == pytest.approx(2 * normal)
        doc_header = column.document.horizontalHeader()
        assert doc_header.viewport().font().pointSizeF() == pytest.approx(2 * normal)
        # the winner's row is on screen whole
        assert table.rowViewportPosition(0) + table.rowHeight(0) <= table.viewport().height()
    assert view.banner.font().pointSizeF() == pytest.approx(2 * normal)


#: Merge-tree rows a user must see without scrolling: a token, its two parts and one more.
TREE_ROWS_SEEN = 4


def test_inspector_shows_several_rows_of_its_merge_tree(qtbot, shown_window):
    """At the default window size the merge tree shows a token, its two parts and more
    without scrolling the inspector, and the vocabulary above keeps the rest of the
    column."""
    w = shown_window
    _example_action(w, "Overlap").trigger()
    w.action_map["last"].trigger()
    view = w.rounds_view
    tree = view.inspector.tree
    QApplication.processEvents()
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 1, timeout=2000)
    QApplication.processEvents()
    item = tree.topLevelItem(0)
    row = tree.visualItemRect(item).height()
    assert row > 0
    assert tree.viewport().height() >= TREE_ROWS_SEEN * row
    # on screen without scrolling the inspector's pane
    scroll = view.inspector_scroll
    bottom = tree.mapTo(scroll.viewport(), tree.rect().bottomLeft()).y()
    assert bottom <= scroll.viewport().height()
    assert scroll.verticalScrollBar().maximum() == 0
    # the vocabulary keeps the rest, in any font: the inspector takes what its lines and
    # tree need (or half the column), no more; the vocabulary its rows and more
    from bpe_viewer.qt.widgets.training_splits import VOCABULARY_ROWS

    need = view.inspector.minimumSizeHint().height()
    assert scroll.height() <= max(need, sum(view.right_splitter.sizes()) // 2) + 1
    vocab = view.vocabulary_panel.table
    rows = vocab.viewport().height() // vocab.verticalHeader().defaultSectionSize()
    assert rows >= VOCABULARY_ROWS


def test_inspector_tree_keeps_its_rows_at_a_large_zoom(qtbot, shown_window):
    w = shown_window
    _projector(qtbot, w)
    w.action_map["last"].trigger()
    tree = w.rounds_view.inspector.tree
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 1, timeout=2000)
    row = tree.visualItemRect(tree.topLevelItem(0)).height()
    assert tree.viewport().height() >= TREE_ROWS_SEEN * row  # the inspector scrolls instead
    # the vocabulary above is not starved for it: its newest rows stay in view
    vocab = w.rounds_view.vocabulary_panel.table
    assert vocab.viewport().height() >= 2 * vocab.verticalHeader().defaultSectionSize()


def _elided(table, column, text):
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    font = QFont(table.font())
    font.setBold(True)  # the newest rule's row is bold
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    room = table.horizontalHeader().sectionSize(column) - 2 * margin
    return QFontMetrics(font).horizontalAdvance(text) > room


def test_word_rules_show_their_pairs_and_tokens_whole_at_1400(qtbot, shown_window):
    from bpe_viewer.qt.models.words import WordRuleColumn as R

    w = shown_window
    _example_action(w, "Word frequencies").trigger()
    w.tabs.setCurrentWidget(w.word_view)
    w.action_map["last"].trigger()
    assert w.width() == 1400
    view = w.word_view
    for _ in range(3):  # the panes share the width once the splitter has its size
        QApplication.processEvents()
    table = view.rules_table
    model = table.model()
    assert model.rowCount() == 10
    pairs = [model.index(r, R.PAIR).data() for r in range(model.rowCount())]
    assert "n + ewest</w>" in pairs
    for row in range(model.rowCount()):
        for column in (R.PAIR, R.MERGED):
            text = model.index(row, column).data()
            assert not _elided(table, column, text), (column, text)
    # every column on screen: no scrolling sideways
    assert table.horizontalHeader().length() <= table.viewport().width()


def test_two_compare_columns_do_not_overlap_at_200_percent(qtbot, shown_window):
    """Two columns in use beside three folded ones: at 200 % the folded boxes grow, and
    the columns in use still share the rest side by side, none drawn over another."""
    w = shown_window
    _projector(qtbot, w)
    view = w.compare_view
    view.choose_policies(("smallest", "largest"))
    w.action_map["compare_ties"].trigger()
    for _ in range(3):
        QApplication.processEvents()
    assert [c.label for c in view.columns[:2]] == ["smallest", "largest"]
    shown = [c for c in view.columns if c.isVisible()]
    assert len(shown) == 5
    for left, right in zip(shown, shown[1:], strict=False):
        assert left.geometry().right() < right.geometry().left(), (left.index, right.index)
    assert shown[-1].geometry().right() <= view.splitter.width()
    # the columns in use are as wide as each other
    assert abs(view.columns[0].width() - view.columns[1].width()) <= 2


@pytest.mark.parametrize("presenting", [False, True])
def test_documents_title_and_toggle_whole_at_200_percent(qtbot, shown_window, presenting):
    """A narrow documents pane at 200 %: the title and the Token IDs toggle show whole
    (the filter and the toggle go under the title); at 100 % all three share a line."""
    w = shown_window
    panel = w.documents_panel
    _example_action(w, "Overlap").trigger()
    QApplication.processEvents()
    assert panel.filter_edit.y() == panel.title.y()  # one line at the normal size
    if presenting:
        w.action_map["presentation"].trigger()
    _projector(qtbot, w)
    qtbot.waitUntil(lambda: panel.filter_edit.y() > panel.title.y(), timeout=2000)
    assert panel.title.width() >= panel.title.sizeHint().width()
    assert panel.ids_box.width() >= panel.ids_box.sizeHint().width()
    assert panel.filter_edit.width() >= 6 * panel.filter_edit.fontMetrics().averageCharWidth()
    for _ in range(4):
        w.action_map["smaller_text"].trigger()
    w.resize(1400, 850)
    qtbot.waitUntil(lambda: panel.filter_edit.y() == panel.title.y(), timeout=2000)
    if presenting:
        w.action_map["presentation"].trigger()


def test_vocabulary_toggles_whole_at_200_percent(qtbot, shown_window):
    """At 200 % on a projector the vocabulary's two toggles show whole, one under the
    other; at the normal size they share a line."""
    w = shown_window
    panel = w.rounds_view.vocabulary_panel
    _example_action(w, "Overlap").trigger()
    QApplication.processEvents()
    assert panel.bytes_box.y() == panel.intermediate_box.y()
    _projector(qtbot, w)
    qtbot.waitUntil(lambda: panel.intermediate_box.y() > panel.bytes_box.y(), timeout=2000)
    for box in (panel.bytes_box, panel.intermediate_box):
        assert box.width() >= box.sizeHint().width(), box.text()
        assert box.x() + box.width() <= panel.width()


def test_compare_verdicts_ask_alike_and_give_way_together(qtbot, shown_window):
    """At 200 % the verdicts under the five headings ask the same height (the tallest
    one's), each giving way to one whole line when the window is short."""
    w = shown_window
    _projector(qtbot, w)
    view = _compare_five(qtbot, w)
    verdicts = [c.verdict for c in view.columns]
    asked = {v.heightForWidth(v.width()) for v in verdicts}
    assert len(asked) == 1, asked
    line = verdicts[0].fontMetrics().lineSpacing()
    assert asked.pop() >= line
    for verdict in verdicts:
        assert verdict.minimumHeight() == 0
        assert verdict.minimumSizeHint().height() < 2 * line
