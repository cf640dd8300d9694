"""Help ▸ User Guide: the program's own guide and rules, shipped with it, searchable."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bpe_viewer.guide import GUIDE_PAGES, guide_page


def test_the_guide_pages_are_shipped_and_readable():
    assert [name for name, _title in GUIDE_PAGES] == ["guide.md", "rules.md"]
    assert guide_page("guide.md").startswith("# Getting started with bpe-viewer\n")
    assert guide_page("rules.md").startswith("# The rules bpe-viewer follows\n")


def test_help_user_guide_opens_in_the_program_and_finds(qtbot, shown_window):
    w = shown_window
    menu = next(a for a in w.menuBar().actions() if a.text() == "&Help").menu()
    assert [a.text() for a in menu.actions()][:1] == ["&User Guide"]
    w.action_map["user_guide"].trigger()
    guide = w.edit.guide
    assert guide is not None and guide.isVisible() and not guide.isModal()
    qtbot.waitUntil(guide.find_edit.hasFocus)
    assert guide.browser.toPlainText().startswith("Getting started with bpe-viewer")
    # Find: any case, on this page first
    qtbot.keyClicks(guide.find_edit, "match case")
    qtbot.keyClick(guide.find_edit, Qt.Key.Key_Return)
    assert guide.browser.textCursor().selectedText() == "Match case"
    assert guide.pages.currentIndex() == 0
    # a word only the rules page holds: that page is shown, the word selected
    guide.find_edit.clear()
    qtbot.keyClicks(guide.find_edit, "document barrier")
    qtbot.keyClick(guide.find_edit, Qt.Key.Key_Return)
    assert guide.pages.currentIndex() == 1
    assert guide.browser.textCursor().selectedText().lower() == "document barrier"
    assert guide.message.text() == "found 'document barrier' (in The rules bpe-viewer follows)"
    guide.find_edit.clear()
    qtbot.keyClicks(guide.find_edit, "zebra-crossing")
    qtbot.keyClick(guide.find_edit, Qt.Key.Key_Return)
    assert guide.message.text() == "'zebra-crossing' is not in the guide"
    # opened again: the same window, in front
    w.action_map["user_guide"].trigger()
    assert w.edit.guide is guide
