"""What a user check of the first-afternoon work found: Qt's title warning, columns
with long tokens, exports that keep the scroll positions, the first window size and
the Go to Round prompt."""

from __future__ import annotations

from PySide6.QtCore import Qt, QtMsgType


def _warnings(qtlog):
    return [r.message for r in qtlog.records if r.type == QtMsgType.QtWarningMsg]


def test_switching_tabs_after_the_word_example_prints_no_title_warning(
    qtbot, shown_window, qtlog, errors
):
    w = shown_window
    w.load_example("abcd")
    w.tabs.setCurrentWidget(w.word_view)
    qtbot.mouseClick(w.word_view.example_button, Qt.MouseButton.LeftButton)
    assert w.word_view.run is not None
    assert w.session.unsaved  # trained here, not saved: the title is marked
    w.tabs.setCurrentIndex(0)
    w.tabs.setCurrentWidget(w.word_view)
    w.tabs.setCurrentIndex(0)
    assert [m for m in _warnings(qtlog) if "setWindowModified" in m] == []
    # Both titles carry Qt's placeholder; Qt shows the mark in its place.
    w.tabs.setCurrentWidget(w.word_view)
    assert "[*] — word-frequency BPE" in w.windowTitle()
    assert w.isWindowModified()
    assert errors.calls == []
