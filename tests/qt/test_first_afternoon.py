"""A newcomer's first afternoon in the window: a run that marks
itself unsaved and reopens where it was saved, File ▸ Close, Edit ▸ Undo Retrain,
Go ▸ Go to Round and the Words tab's empty state, each driven as a user would (actions,
keys, dialogs with their static functions replaced)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog


def _lines(tmp_path, name, data=b"one cat\n\ntwo cats\n"):
    folder = tmp_path / "system"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(data)
    return path


def test_a_saved_run_reopens_with_its_unit_and_stage(window, home, dialogs, settings, tmp_path):
    corpus = _lines(tmp_path, "notes.txt")
    window.open_path(corpus, unit="paragraph")
    assert window.isWindowModified()
    assert window.windowTitle().startswith("notes.txt[*] — ")
    window.winId()  # the native window, whose title is what the user sees
    assert window.windowHandle().title().startswith("notes.txt* — ")
    window.action_map["next"].trigger()
    saved = tmp_path / "notes.bpe-run.json"
    dialogs.answers = [saved]
    window.action_map["save_run"].trigger()
    assert not window.isWindowModified()
    assert window.windowHandle().title().startswith("notes.txt — ")
    data = json.loads(saved.read_text())
    assert (data["unit"], data["stage"]) == ("paragraph", 1)
    assert settings.recent_files[0] == str(saved)
    window.action_map["close"].trigger()
    assert window.run is None and window.round_cursor.value == 0
    assert window.note_label.toolTip() == f"Closed {corpus}"
    # Reopened from File ▸ Open Recent: the unit in the title, at the stage saved.
    recent = next(a for a in window.files.recent_menu.actions() if a.text() == str(saved))
    recent.trigger()
    assert window.round_cursor.value == 1
    assert "unit paragraph" in window.windowTitle()
    assert not window.isWindowModified()
    # A note typed on the reopened run is not saved yet: the title marks it again.
    window.action_map["notes"].trigger()
    window.notes_panel.run_edit.setPlainText("Ask which pair wins.")
    assert window.run.notes.run == "Ask which pair wins." and window.isWindowModified()
    # Exported files go into Open Recent too.
    trace = tmp_path / "notes.trace"
    dialogs.answers = [trace]
    window.action_map["export_trace"].trigger()
    assert settings.recent_files[:2] == [str(trace), str(saved)]


def test_undo_retrain_and_go_to_round_by_keys(qtbot, shown_window, monkeypatch):
    w = shown_window
    w.load_example("abcd")  # 3 merges (docs/rules.md s2)
    first = w.run
    w.documents_panel.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a: (3, True)))
    qtbot.keyClick(
        QApplication.focusWidget(),
        Qt.Key.Key_G,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert w.round_cursor.value == 3
    w.retrain(1)
    assert w.run.merge_count == 1 and w.isWindowModified()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.run is first and w.round_cursor.value == 3
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.run is first  # once
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert w.run is None and w.windowTitle() == "bpe-viewer[*]"


def test_go_to_round_is_in_the_shortcuts_list(window):
    from bpe_viewer.qt.widgets.help_dialogs import shortcut_rows

    rows = dict(shortcut_rows())
    assert rows["Ctrl+Shift+G"] == "Go to Round: Type a round number to show that round"
    assert rows["Ctrl+W"].startswith("Close: ")
    assert rows["Ctrl+Z"].startswith("Undo Retrain: ")


def test_close_empties_the_words_tab_too(window):
    window.load_example("words")
    assert window.word_view.run is not None and window.word_view.empty_state.isHidden()
    window.action_map["close"].trigger()
    assert window.word_view.run is None and window.run is None
    assert not window.word_view.empty_state.isHidden()


def test_undo_retrain_brings_back_the_words_tab_too(window):
    window.load_example("words")  # 10 merges asked (resources/examples/index.json)
    words, run = window.word_view.run, window.run
    window.retrain(3)
    assert window.word_view.run.merge_count == 3 and window.run.requested_merges == 3
    window.action_map["undo_retrain"].trigger()
    assert window.word_view.run is words and window.run is run
