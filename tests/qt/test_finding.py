"""Finding: the hex view's Find ignores case in text unless Match case is on, and goes on
through every document with "All documents"; the inspector lists the documents holding
its token in the Documents pane."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bpe_viewer.core.hexdump import count_matches, find_match, text_search_pattern


def test_text_pattern_any_case_beyond_ascii():
    data = "the МИР, мир and River".encode()
    any_case = text_search_pattern("мир")
    assert find_match(data, any_case, 0) == (4, 6)
    assert find_match(data, any_case, 5) == (12, 6)
    assert find_match(data, any_case, 4, backward=True) == (12, 6)  # wraps to the last
    assert count_matches(data, any_case) == 2
    exact = text_search_pattern("мир", match_case=True)
    assert find_match(data, exact, 0) == (12, 6)
    assert find_match(data, text_search_pattern("river"), 0) == (len(data) - 5, 5)
    assert find_match(data, text_search_pattern("river", match_case=True), 0) is None
    assert find_match(b"ab ab", b"ab", 1, wrap=False) == (3, 2)
    assert find_match(b"ab ab", b"ab", 4, wrap=False) is None
    assert find_match(b"ab ab", b"ab", 4, backward=True, wrap=False) == (3, 2)


def _window_with(shown_window, texts):
    w = shown_window
    w.load_text("\n".join(texts), unit="line")
    return w


def test_find_ignores_case_unless_match_case(qtbot, shown_window):
    w = _window_with(shown_window, ["The River bank", "a river"])
    hex_view = w.rounds_view.hex_view
    assert not hex_view.case_box.isChecked()  # off by default
    hex_view.table.setFocus()
    qtbot.keyClick(hex_view.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert hex_view.find_edit.hasFocus()
    qtbot.keyClicks(hex_view.find_edit, "river")
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)
    assert hex_view.model.found == (4, 5)  # "River"
    assert hex_view.message.text().startswith("match at offset 4 (0x4) of 1")
    qtbot.mouseClick(hex_view.case_box, Qt.MouseButton.LeftButton)
    assert hex_view.case_box.isChecked()
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)
    assert hex_view.model.found is None
    assert hex_view.message.text().startswith("no match for 'river' in this document")


def test_find_in_all_documents_moves_to_the_next_holding_one(qtbot, shown_window):
    w = _window_with(shown_window, ["river one", "nothing here", "the RIVER again"])
    view = w.rounds_view
    hex_view = view.hex_view
    hex_view.all_box.setChecked(True)
    hex_view.find_edit.setText("river")
    hex_view.find_edit.setFocus()
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)
    assert (hex_view.model.document_index, hex_view.model.found) == (0, (0, 5))
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)
    # doc-2 has none: doc-3's match, its row selected in the Documents pane
    assert (hex_view.model.document_index, hex_view.model.found) == (2, (4, 5))
    assert view.documents_panel.table.currentIndex().row() == 2
    assert (
        hex_view.message.text()
        == "match at offset 4 (0x4) of 1 in doc-3 (searched as text: not hex bytes)"
    )
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)  # round to doc-1
    assert (hex_view.model.document_index, hex_view.model.found) == (0, (0, 5))
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert (hex_view.model.document_index, hex_view.model.found) == (2, (4, 5))
    # without it, Find stays in the document shown
    hex_view.all_box.setChecked(False)
    qtbot.keyClick(hex_view.find_edit, Qt.Key.Key_Return)
    assert (hex_view.model.document_index, hex_view.model.found) == (2, (4, 5))
    assert "wrapped around" in hex_view.message.text()


def test_inspector_shows_the_documents_holding_its_token(qtbot, shown_window):
    w = _window_with(shown_window, ["aa aa", "bb", "aa"])
    w.retrain(merges=1)  # round 0 makes "aa" (256)
    w.action_map["last"].trigger()
    w.select_token(256)
    button = w.inspector.documents_button
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    panel = w.documents_panel
    assert panel.filter_edit.text() == "token:256"
    model = w.documents_model
    assert [model.document_index(r) for r in range(model.rowCount())] == [0, 2]
    # at stage 0 no document holds it yet
    w.action_map["first"].trigger()
    assert model.rowCount() == 0
    w.action_map["last"].trigger()
    assert model.rowCount() == 2
    panel.clear_filter()
    assert model.rowCount() == 3
