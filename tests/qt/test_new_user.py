"""What a new user meets first: settings that carry over, the document unit, small defects.

Each test drives the window as a user would: actions triggered, dialogs answered, keys sent.
"""

from __future__ import annotations

import pytest

from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def test_restore_defaults_in_training_settings(window, settings, monkeypatch, tmp_path):
    settings.merges = 3
    settings.tie = "largest"
    corpus = tmp_path / "notes.txt"
    corpus.write_bytes(b"the cat sat on the mat; the cat ate the hat")
    window.open_path(corpus)
    assert (window.run.requested_merges, window.run.tie) == (3, "largest")

    def pick_gpt2(dialog):
        dialog.word_tie.setCurrentIndex(dialog.word_tie.findData("alphabetical-last"))
        dialog.pretokenizer.setCurrentIndex(dialog.pretokenizer.findData("gpt2"))
        dialog.special.setText("<|endoftext|>")
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", pick_gpt2)
    window.action_map["settings"].trigger()
    assert window.run.pretokenizer == "gpt2" and window.run.special_tokens == (b"<|endoftext|>",)

    seen = {}

    def restore(dialog):
        dialog.restore_button.click()
        seen["fields"] = (
            dialog.merges.value(),
            dialog.tie.currentData(),
            dialog.word_tie.currentData(),
            dialog.unit.currentData(),
            dialog.pretokenizer.currentData(),
            dialog.special.text(),
        )
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", restore)
    window.action_map["settings"].trigger()
    # gui --help's documented defaults.
    assert seen["fields"] == (50, "smallest", "alphabetical-first", "file", "none", "")
    run = window.run
    assert (run.requested_merges, run.tie, run.pretokenizer, run.special_tokens) == (
        50,
        "smallest",
        "none",
        (),
    )
    assert (settings.merges, settings.tie, settings.unit) == (50, "smallest", "file")


def _example_action(window, title):
    return next(a for a in window.examples_menu.actions() if a.text() == title)


def _answer_open(monkeypatch, path):
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )


def test_examples_train_with_their_own_settings(window, settings, monkeypatch, tmp_path):
    settings.tie = "largest"
    settings.merges = 7

    def gpt2(dialog):
        dialog.pretokenizer.setCurrentIndex(dialog.pretokenizer.findData("gpt2"))
        dialog.special.setText("<s>")
        return 1

    window.load_example("bilingual")
    monkeypatch.setattr(TrainingSettingsDialog, "exec", gpt2)
    window.action_map["settings"].trigger()
    assert window.run.pretokenizer == "gpt2"
    _example_action(window, "Ties: ABCDCDABCDCDE").trigger()
    run = window.run
    # resources/examples/index.json: 3 merges, tie smallest; no pre-tokenizer, no specials.
    assert (run.requested_merges, run.tie, run.pretokenizer, run.special_tokens) == (
        3,
        "smallest",
        "none",
        (),
    )
    assert window.windowTitle() == (
        "example: Ties: ABCDCDABCDCDE[*] — 3 merges, tie smallest, no pre-tokenizer, "
        "no special tokens — bpe-viewer"
    )


def test_title_names_every_training_setting(window, monkeypatch, tmp_path):
    corpus = tmp_path / "notes.txt"
    corpus.write_bytes(b"one cat\ntwo cats\n\nthree cats\n")
    window.open_path(corpus, merges=40, unit="line")
    title = window.windowTitle()
    assert title.startswith("notes.txt[*] — 40 merges (")  # fewer learned: no pair left
    assert "tie smallest, unit line, no pre-tokenizer, no special tokens" in title


def test_stored_settings_are_announced_on_open(window, settings, monkeypatch, tmp_path):
    settings.merges = 3
    settings.tie = "largest"
    corpus = tmp_path / "one.txt"
    corpus.write_bytes(b"abcabcabd")
    _answer_open(monkeypatch, corpus)
    window.action_map["open"].trigger()
    assert (window.run.requested_merges, window.run.tie) == (3, "largest")
    note = window.note_label.text()
    assert "3 merges, tie largest" in note and "Restore Defaults" in note


def test_open_multiline_text_asks_for_the_unit_once(window, settings, monkeypatch, tmp_path):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    corpus = tmp_path / "lines.txt"
    corpus.write_bytes(b"".join(b"line %d says hello\n" % i for i in range(465)))
    asked = []

    def choose_line(dialog):
        asked.append({k: b.text() for k, b in dialog.buttons.items()})
        dialog.buttons["line"].setChecked(True)
        return 1

    monkeypatch.setattr(UnitChoiceDialog, "exec", choose_line)
    _answer_open(monkeypatch, corpus)
    window.action_map["open"].trigger()
    assert asked == [
        {
            "file": "Whole file: 1 document",
            "line": "Each line: 465 documents",
            "paragraph": "Each paragraph (blocks separated by blank lines): 1 document",
            "separator": "Separator line: 1 document",
        }
    ]
    assert len(window.run.documents) == 465 and window.run.unit == "line"
    # Remembered for this file: opening it again (here from Open Recent) does not ask.
    window.load_example("overlap")
    recent = next(a for a in window.files.recent_menu.actions() if a.text() == str(corpus))
    recent.trigger()
    assert len(asked) == 1
    assert len(window.run.documents) == 465


def test_cancelling_the_unit_question_keeps_the_run(window, monkeypatch, tmp_path):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    window.load_example("overlap")
    corpus = tmp_path / "two.txt"
    corpus.write_bytes(b"first\nsecond\n")
    monkeypatch.setattr(UnitChoiceDialog, "exec", lambda dialog: 0)
    _answer_open(monkeypatch, corpus)
    window.action_map["open"].trigger()
    assert window.run.source.startswith("example: Overlap")


def test_one_line_text_opens_without_asking(window, monkeypatch, tmp_path):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    corpus = tmp_path / "one.txt"
    corpus.write_bytes(b"just one line\n")
    monkeypatch.setattr(UnitChoiceDialog, "exec", lambda dialog: pytest.fail("asked"))
    _answer_open(monkeypatch, corpus)
    window.action_map["open"].trigger()
    assert window.run.document_bytes(0) == b"just one line\n"


def test_folder_documents_are_named_by_file(window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "alpha.txt").write_bytes(b"abab")
    (folder / "beta.txt").write_bytes(b"baba")
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(folder))
    )
    window.action_map["open_folder"].trigger()
    model = window.documents_model
    assert [model.label_lines(r)[0] for r in range(model.rowCount())] == [
        "alpha.txt",
        "beta.txt",
    ]


def test_word_table_note_names_the_words_tab_merges(window, tmp_path):
    words = tmp_path / "words.json"
    words.write_text('{"low": 5, "lower": 2, "newest": 6, "widest": 3}')
    window.open_path(words, merges=15)
    learned_words = window.word_view.run.merge_count
    learned_bytes = window.run.merge_count
    # With </w> the words have 24 symbols, so 15 merges exist; the byte-level documents
    # (each distinct word once) run out of pairs earlier.
    assert learned_words == 15 and learned_bytes < 15
    note = window.note_label.text()
    assert f"Loaded {words}: the Words tab learned 15 merges" in note
    assert f"the other tabs learned {learned_bytes} " in note


def test_words_tab_shows_one_merge_count(qtbot, shown_window, tmp_path):
    """On the Words tab, the title, the status line and the load note all give the
    Words tab's own merge count; the byte-level count appears only as the other tabs'."""
    import re

    w = shown_window
    words = tmp_path / "words.json"
    words.write_text('{"low": 5, "lower": 2, "newest": 6, "widest": 3}')
    w.open_path(words, merges=15)
    assert w.tabs.currentWidget() is w.word_view  # a word table brings its tab forward
    w.action_map["last"].trigger()
    learned_bytes = w.run.merge_count
    assert learned_bytes < 15
    title = w.windowTitle()
    assert "15 merges" in title and str(learned_bytes) not in title, title
    assert w.status_label.text().startswith("word-frequency BPE · stage 15 of 15")
    first_count = re.search(r"(\d+) merges", w.note_label.text())
    assert first_count is not None and first_count.group(1) == "15"
    # The training tab names its own run again.
    w.tabs.setCurrentIndex(0)
    assert f"15 merges ({learned_bytes} learned), tie smallest" in w.windowTitle()
    assert w.status_label.text().startswith(f"stage 0 of {learned_bytes}")


def test_words_tab_keeps_the_stepper_row_in_place(qtbot, shown_window):
    from PySide6.QtCore import Qt

    w = shown_window
    w.load_example("words")
    w.tabs.setCurrentWidget(w.encode_panel)
    top = w.tabs.mapTo(w, w.tabs.rect().topLeft()).y()
    nav_top = w.navigation.mapTo(w, w.navigation.rect().topLeft()).y()
    bar = w.tabs.tabBar()
    words_tab = w.tabs.indexOf(w.word_view)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(words_tab).center())
    assert w.tabs.currentWidget() is w.word_view
    qtbot.wait(10)
    assert w.navigation.mapTo(w, w.navigation.rect().topLeft()).y() == nav_top
    # The round bar stays (disabled) so the tabs do not jump; the Words tab steps itself.
    assert w.navigation.isVisible() and not w.navigation.isEnabled()
    assert w.tabs.mapTo(w, w.tabs.rect().topLeft()).y() == top
    w.word_view.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.word_view.round_cursor.value == 1
    w.tabs.setCurrentIndex(0)
    assert w.navigation.isEnabled()


def test_retrain_by_ctrl_r_and_toolbar_keeps_the_merge_count(qtbot, shown_window, errors):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolBar

    w = shown_window
    w.load_example("abcd")
    w.retrain(2, "largest")
    first = w.run
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert errors.calls == []
    assert w.run is not first
    assert (w.run.requested_merges, w.run.tie) == (2, "largest")
    second = w.run
    toolbar = w.findChild(QToolBar)
    toolbar.widgetForAction(w.action_map["retrain"]).click()
    assert errors.calls == []
    assert w.run is not second and (w.run.requested_merges, w.run.tie) == (2, "largest")


def test_dropped_text_file_asks_for_the_unit(window, monkeypatch, tmp_path):
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDropEvent

    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    corpus = tmp_path / "paras.txt"
    corpus.write_bytes(b"ab\r\nab\r\n\r\ncd\r\n")

    def paragraphs(dialog):
        dialog.buttons["paragraph"].setChecked(True)
        return 1

    monkeypatch.setattr(UnitChoiceDialog, "exec", paragraphs)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(corpus))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    # docs/rules.md s5: CRLF paragraphs keep their inner line end, not the last.
    assert [window.run.document_bytes(i) for i in range(2)] == [b"ab\r\nab", b"cd"]


def test_encode_panel_draws_piece_boundaries(qtbot, window, monkeypatch, tmp_path):
    """``sb sb sb`` with GPT-2 pieces, 2 merges; ``sba'sb`` is cut ``sba | 's | b``."""
    corpus = tmp_path / "sb.txt"
    corpus.write_bytes(b"sb sb sb")

    def gpt2(dialog):
        dialog.merges.setValue(2)
        dialog.pretokenizer.setCurrentIndex(dialog.pretokenizer.findData("gpt2"))
        return 1

    window.open_path(corpus)
    monkeypatch.setattr(TrainingSettingsDialog, "exec", gpt2)
    window.action_map["settings"].trigger()
    assert window.run.pretokenizer == "gpt2" and window.run.merge_count == 2
    panel = window.encode_panel
    window.tabs.setCurrentWidget(panel)
    panel.text_edit.setFocus()
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        qtbot.keyClicks(panel.text_edit, "sba'sb")
    model = panel.tokens_model
    chips = [model.chip(r) for r in range(model.rowCount())]
    assert [c.token_id for c in chips] == [256, 97, 39, 115, 98]  # as `encode` prints
    assert [c.piece_start for c in chips] == [False, False, True, False, True]
    assert "piece boundary" in panel.note_label.text()
    panel.set_step(0)  # the raw bytes: s b a ' s b, the last s b split by a boundary
    chips = [model.chip(r) for r in range(model.rowCount())]
    assert [c.token_id for c in chips] == [115, 98, 97, 39, 115, 98]
    assert [i for i, c in enumerate(chips) if c.piece_start] == [3, 5]


def test_word_example_uses_the_default_word_tie_order(window, settings):
    settings.word_tie = "alphabetical-last"
    _example_action(window, "Word frequencies: low / lower / newest / widest").trigger()
    assert window.word_view.run.tie == "alphabetical-first"
