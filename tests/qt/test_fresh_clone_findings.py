"""What a new user found trying the window from a fresh clone: the word example trains
as the same table opened from a file, and help dialogs close with Esc."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

WORDS = {"low": 5, "lower": 2, "newest": 6, "widest": 3}


def _example_action(window, key):
    return next(a for a in window.examples_menu.actions() if a.objectName() == f"example_{key}")


def test_word_example_lists_each_distinct_word_once_like_the_file(window, errors, tmp_path):
    """README: the byte-level tabs train each distinct word once as a document weighted
    by its frequency, listed as ``low ×5``, most frequent first."""
    _example_action(window, "words").trigger()
    expected_ids = ["newest ×6", "low ×5", "widest ×3", "lower ×2"]
    assert [d.doc_id for d in window.run.documents] == expected_ids
    example_rules = [r.token_bytes for r in window.run.rules]
    # docs/rules.md s3: (e,s) and (s,t) both count 9 (newest ×6 + widest ×3); es wins.
    assert example_rules[0] == b"es" and window.run.rules[0].candidate_count == 9
    assert window.word_view.run.rules[0].merged == "es"  # the Words tab as before
    path = tmp_path / "words.json"
    path.write_text(json.dumps(WORDS), encoding="utf-8")
    window.open_path(path, merges=window.run.requested_merges, tie=window.run.tie)
    assert [d.doc_id for d in window.run.documents] == expected_ids
    assert [r.token_bytes for r in window.run.rules] == example_rules
    assert errors.calls == []


def test_word_example_retrains_weighted(window, errors):
    _example_action(window, "words").trigger()
    window.retrain(merges=12)
    assert len(window.run.documents) == 4
    assert window.run.merge_count == 12
    assert window.word_view.run.merge_count <= 12
    assert errors.calls == []


@pytest.mark.parametrize("key", ["shortcuts", "about"])
def test_help_dialog_is_modal_and_closes_with_esc(qtbot, shown_window, key):
    w = shown_window
    w.load_example("abcd")
    w.round_cursor.set_value(1)
    w.action_map[key].trigger()
    dialog = w.edit.dialogs[-1]
    qtbot.waitExposed(dialog)
    assert dialog.isModal()
    assert QApplication.activeModalWidget() is dialog
    # The dialog takes the keys at once: no click into it first.
    qtbot.waitUntil(dialog.isActiveWindow)
    focused = QApplication.focusWidget()
    assert focused is not None and dialog.isAncestorOf(focused)
    # A stepping key while the dialog is up does not reach the window behind it.
    qtbot.keyClick(focused, Qt.Key.Key_Right)
    assert w.round_cursor.value == 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert w.round_cursor.value == 1
