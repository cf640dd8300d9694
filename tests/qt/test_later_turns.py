"""Updates that wait for a later turn of the event loop (bpe_viewer.qt.later), and the
views that use them: the vocabulary follows a jump after the other views have painted,
the Encode tab behind another tab encodes a new run on a later turn or when shown."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from bpe_viewer.qt.later import LaterTurns, later_turns


def test_one_update_a_turn_in_order_the_last_of_an_owner_kept(qtbot):
    turns = LaterTurns()
    a, b, c = QObject(), QObject(), QObject()
    ran: list[str] = []
    turns.put(a, lambda: ran.append("a1"))
    turns.put(b, lambda: ran.append("b"))
    turns.put(a, lambda: ran.append("a2"))  # replaces a1, keeps a's place
    turns.put(c, lambda: ran.append("c"))
    turns.cancel(c)
    assert turns.waiting(a) and turns.waiting(b) and not turns.waiting(c)
    assert ran == []
    qtbot.waitUntil(lambda: len(ran) == 1)
    assert ran == ["a2"]  # one a turn: b still waits
    assert turns.waiting(b)
    qtbot.waitUntil(lambda: len(ran) == 2)
    assert ran == ["a2", "b"]
    qtbot.wait(50)
    assert ran == ["a2", "b"]


def test_run_all_runs_everything_now_and_skips_deleted_owners(qtbot):
    turns = LaterTurns()
    kept, gone = QObject(), QObject()
    ran: list[str] = []
    turns.put(gone, lambda: ran.append("gone"))
    turns.put(kept, lambda: ran.append("kept"))
    from shiboken6 import delete

    delete(gone)
    assert not turns.idle()
    turns.run_all()
    assert ran == ["kept"]
    assert not turns.waiting(kept)
    assert turns.idle()


def test_after_a_jump_the_vocabulary_follows_to_the_newest_token(qtbot, shown_window):
    w = shown_window
    w.load_example("bilingual")
    panel = w.vocabulary_panel
    last = w.run.merge_count
    w.documents_panel.table.setFocus()
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_End)  # Last stage
    assert w.round_cursor.value == last
    # The rows and candidates show the last stage at once; the vocabulary a turn later.
    assert w.documents_model.stage == last
    assert panel.follow_is_pending and w.vocabulary_model.stage == 0
    qtbot.waitUntil(lambda: not panel.follow_is_pending)
    assert w.vocabulary_model.stage == last
    assert "learned" in panel.title.text() and str(last) in panel.title.text()
    newest = w.vocabulary_model.newest_id
    index = panel._view_index(newest)
    rect = panel.table.visualRect(index)
    assert panel.table.viewport().rect().intersects(rect)  # scrolled to the newest row
    # A token picked elsewhere right after a step selects the row of the new stage.
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_Home)
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_Right)
    assert panel.follow_is_pending
    panel.select_token(256)
    assert not panel.follow_is_pending and w.vocabulary_model.stage == 1
    assert panel.table.currentIndex().row() == panel._view_index(256).row()


def test_encode_tab_behind_another_encodes_a_new_run_later_or_when_shown(qtbot, shown_window):
    w = shown_window
    panel = w.encode_panel
    w.load_example("abcd")  # ABCDCDABCDCDE: rank 0 is C+D, rank 1 is A+B (docs/rules.md s2)
    assert not panel.isVisible()
    assert later_turns().waiting(panel)  # not encoded in the turn that shows the run
    qtbot.waitUntil(lambda: not later_turns().waiting(panel))
    assert panel.run is w.run
    # Shown before its turn came: it encodes as it is shown.
    w.load_example("overlap")
    assert later_turns().waiting(panel)
    w.tabs.setCurrentWidget(panel)
    assert not later_turns().waiting(panel)
    panel.set_text("aaa")
    panel.encode_now()
    assert list(panel.result.tokens) == [256, 97]
