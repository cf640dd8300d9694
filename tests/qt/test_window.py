"""The window: shortcuts, loading every format, errors, cancel, examples, screenshots."""

from __future__ import annotations

import json
import threading

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.formats.trace_v1 import format_trace
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.models import CandidateColumn, Roles
from bpe_viewer.qt.worker import TrainingWorker, WorkerState, training_job


def test_cursor_clamps_and_emits_only_on_change(qtbot):
    c = RoundCursor()
    c.set_maximum(3)
    seen = []
    c.stage_changed.connect(seen.append)
    c.set_value(5)
    c.set_value(3)
    c.step(-10)
    c.step(-1)
    assert seen == [3, 0]


def test_keyboard_shortcuts(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    assert w.run.merge_count == 3 and w.round_cursor.value == 0
    steps = [
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, 3),
        (Qt.Key.Key_Home, 0),
    ]
    for key, expected in steps:
        qtbot.keyClick(w, key)
        assert w.round_cursor.value == expected, key
    w.candidates_panel.table.setFocus()
    qtbot.keyClick(w.candidates_panel.table, Qt.Key.Key_Right)
    assert w.round_cursor.value == 1
    speed = w.navigation.speed.currentIndex()
    qtbot.keyClick(w, Qt.Key.Key_BracketRight)
    assert w.navigation.speed.currentIndex() == speed + 1
    qtbot.keyClick(w, Qt.Key.Key_BracketLeft)
    assert w.navigation.speed.currentIndex() == speed
    w.navigation.speed.setCurrentIndex(
        len(w.navigation.SPEEDS) - 1
        if hasattr(w.navigation, "SPEEDS")
        else w.navigation.speed.count() - 1
    )
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert w.action_map["play"].isChecked() and w.play_timer.isActive()
    # Generous: three timer ticks, but a loaded machine can starve the event loop.
    qtbot.waitUntil(lambda: w.round_cursor.value == 3, timeout=60_000)
    qtbot.waitUntil(lambda: not w.action_map["play"].isChecked(), timeout=60_000)
    qtbot.keyClick(w, Qt.Key.Key_Space)  # at the end: restarts from 0
    assert w.action_map["play"].isChecked()
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert not w.action_map["play"].isChecked() and not w.play_timer.isActive()
    qtbot.keyClick(w, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert w.documents_model.show_ids
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert w.vocabulary_model.show_bytes
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert w.documents_panel.filter_edit.hasFocus()
    # A line edit keeps its own Left/Right.
    before = w.round_cursor.value
    qtbot.keyClick(w.documents_panel.filter_edit, Qt.Key.Key_Left)
    assert w.round_cursor.value == before


def test_shortcut_table_has_no_clashes():
    from bpe_viewer.qt.actions import shortcut_clashes

    assert shortcut_clashes() == []


def test_views_stay_in_step(window):
    window.load_example("overlap")
    w = window
    assert [c.count for c in (w.candidates_model.candidate(i) for i in range(3))] == [2, 1, 1]
    w.round_cursor.set_value(1)
    assert w.vocabulary_model.rowCount() == 1
    assert w.documents_model.tokens(0) == (256, 97)
    assert w.status_text() == (
        "stage 1 of 2 · vocabulary 257 · tokens 5 / bytes 6 (1.20 bytes per token)"
    )
    w.round_cursor.set_value(2)
    assert w.documents_model.tokens(1) == (257, 97)
    assert w.candidates_model.rowCount() == 0


def test_selecting_a_vocabulary_entry_fills_inspector_and_highlights(window):
    window.load_example("overlap")
    window.round_cursor.set_value(2)
    window.vocabulary_panel.select_token(256)
    assert window.inspector.token_id == 256
    assert window.documents_model.highlight_token == 256
    assert window.inspector.hex_label.text() == "61 61"
    assert window.inspector.status_label.text() == "valid UTF-8"
    assert "1 time" in window.inspector.occurrence_label.text()
    tree = window.inspector.tree
    top = tree.topLevelItem(0)
    assert top.childCount() == 2 and top.text(0).startswith("256")


def test_inspector_utf8_status_on_learn_llm(window, learn_llm_json):
    window.open_path(learn_llm_json, split=str(learn_llm_json.with_name("splits.json")), merges=8)
    assert window.run.rules[0].left == 32 and window.run.rules[0].right == 208
    assert window.run.rules[0].candidate_count == 81
    window.round_cursor.set_value(1)
    window.select_token(256)
    assert window.inspector.status_label.text() == (
        "incomplete: lead byte d0 expects 1 continuation byte"
    )
    assert window.inspector.occurrence_label.text().startswith("81 times")
    held_out = [d for d in window.run.documents if not d.counted]
    assert len(held_out) == 4


def test_candidate_click_selects_token(window):
    window.load_example("overlap")
    model = window.candidates_model
    panel = window.candidates_panel
    panel._clicked(model.index(1, CandidateColumn.RIGHT))
    assert window.inspector.token_id == model.candidate(1).right
    panel._clicked(model.index(0, CandidateColumn.MERGED_HEX))
    assert window.inspector.token_id == 256


def _corpus_files(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_bytes(b"aaa\naba\n")
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"aaa")
    (folder / "b.txt").write_bytes(b"aba")
    jsonl = tmp_path / "c.jsonl"
    jsonl.write_text('{"id": "x", "text": "aaa"}\n{"id": "y", "text": "aba"}\n')
    arr = tmp_path / "c.json"
    arr.write_text(json.dumps([{"id": "x", "text": "aaa"}, {"id": "y", "text": "aba"}]))
    words = tmp_path / "words.json"
    words.write_text(json.dumps({"low": 5, "lower": 2, "newest": 6, "widest": 3}))
    return text, folder, jsonl, arr, words


def test_load_every_corpus_format(window, errors, tmp_path, learn_llm_json):
    text, folder, jsonl, arr, words = _corpus_files(tmp_path)
    window.settings.merges = 2
    window.settings.unit = "line"
    window.open_path(text)
    assert [window.run.document_bytes(i) for i in range(2)] == [b"aaa", b"aba"]
    assert window.run.rules[0].candidate_count == 2
    for path in (folder, jsonl, arr):
        window.open_path(path)
        assert [window.run.document_bytes(i) for i in range(2)] == [b"aaa", b"aba"], path
    window.open_path(words, merges=3)
    # One document per distinct word (4), weighted by its frequency (16 occurrences).
    assert [d.doc_id for d in window.run.documents] == [
        "newest ×6",
        "low ×5",
        "widest ×3",
        "lower ×2",
    ]
    # Byte level: (e,s) and (s,t) both count 9 (newest x6 + widest x3); smaller pair wins.
    assert window.run.rules[0].token_bytes == b"es"
    assert window.run.rules[0].candidate_count == 9
    window.open_path(learn_llm_json, merges=8)  # like the command line: no --split, every document
    assert sum(d.counted for d in window.run.documents) == 12
    assert "splits.json is beside it, not used" in window.note_label.text()
    window.open_path(learn_llm_json, split=str(learn_llm_json.with_name("splits.json")), merges=8)
    assert sum(d.counted for d in window.run.documents) == 8
    assert errors.calls == []
    assert window.settings.recent_files[0] == str(learn_llm_json)


def test_load_saved_run_and_trace(window, errors, tmp_path):
    run = train([b"aaa", b"aba"], 2, tie="largest")
    saved = tmp_path / "x.bpe-run.json"
    save_run(run, saved)
    window.open_path(saved)
    assert window.run.merge_count == 2 and window.run.tie == "largest"
    run2 = train([b"ABCDCDABCDCDE"], 3, tie="first")
    trace = tmp_path / "t.trace"
    trace.write_text(format_trace(run2))
    window.open_path(trace)
    assert [(r.left, r.right) for r in window.run.rules] == [(67, 68), (65, 66), (257, 256)]
    assert errors.calls == []
    window.files.export_trace(str(tmp_path / "out.trace"))
    assert (tmp_path / "out.trace").read_text() == format_trace(window.run)
    window.files.save_run(str(tmp_path / "again.bpe-run.json"))
    window.open_path(tmp_path / "again.bpe-run.json")
    assert window.run.merge_count == 3


@pytest.mark.parametrize(
    "content",
    [
        b"",  # empty text file
        b'[{"id": "a", "text": "x"}, {"id": "a", "text": "y"}]',  # duplicated ID
        b'{"format": "bpe-viewer-run", "version": 1',  # corrupt saved run
        b"TRACE bpe-merges-v1 BEGIN\nSTAGE index=0\n",  # broken trace
        b'{"low": -1}',  # negative frequency
    ],
)
def test_bad_file_shows_dialog_and_keeps_run(window, errors, tmp_path, content):
    window.load_example("overlap")
    window.round_cursor.set_value(1)
    old = window.run
    name = {b"": "empty.txt"}.get(content, "bad.json")
    if content.startswith(b"TRACE"):
        name = "bad.trace"
    if b"bpe-viewer-run" in content:
        name = "bad.bpe-run.json"
    path = tmp_path / name
    path.write_bytes(content)
    window.open_path(path)
    assert len(errors.calls) == 1
    title, message = errors.calls[0]
    assert str(path.name) in message
    assert window.run is old and window.round_cursor.value == 1


def test_missing_file_and_bad_manifest(window, errors, tmp_path):
    window.load_example("overlap")
    old = window.run
    window.open_path(tmp_path / "nope.txt")
    assert "nope.txt" in errors.calls[-1][1]
    bad = tmp_path / "splits.json"
    bad.write_text(json.dumps({"train": ["zzz"], "validation": [], "test": []}))
    arr = tmp_path / "c.json"
    arr.write_text(json.dumps([{"id": "x", "text": "aaa"}]))
    window.open_path(arr, split=str(bad))
    assert "zzz" in errors.calls[-1][1]
    assert window.run is old


def test_paste_and_drop(window, tmp_path):
    window.load_text("hello hello", "file")
    assert window.run.document_bytes(0) == b"hello hello"
    path = tmp_path / "drop.txt"
    path.write_bytes(b"abab")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPoint(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    assert window.run.document_bytes(0) == b"abab"


def test_retrain_with_other_tie_policy(window):
    window.load_example("abcd")
    window.retrain(3, "largest")
    assert [(r.left, r.right) for r in window.run.rules] == [(67, 68), (256, 256), (66, 257)]
    window.retrain(3, "first")
    assert window.run.tie == "first"


def test_examples_load_through_importlib(window):
    from bpe_viewer.qt.examples import list_examples, resources_root

    root = resources_root()
    assert (root / "examples" / "index.json").is_file()
    keys = [ex.key for ex in list_examples()]
    assert keys == [
        "overlap",
        "bpe-py",
        "abcd-first",
        "bilingual",
        "chinese",
        "japanese",
        "barrier",
        "abcd",
        "words",
    ]
    window.load_example("barrier")
    assert window.run.merge_count == 0
    assert "No pair left" in window.candidates_model.explanation()
    window.load_example("bilingual")
    assert len(window.run.documents) == 3
    assert any(b"\xd0" in window.run.document_bytes(i) for i in range(3))
    window.load_example("words")
    assert len(window.run.documents) == 4  # each distinct word once, weighted


def test_cancel_keeps_previous_run(qtbot, window):
    window.load_example("overlap")
    old = window.run

    def slow_job(progress, cancel):
        progress(0, 10)
        cancel.set()  # the user pressed Cancel while it ran
        from bpe_viewer.core import TrainingCancelled

        raise TrainingCancelled()

    with qtbot.waitSignal(window.worker.training_cancelled):
        window.worker.start(slow_job, "slow")
    assert window.run is old
    assert window.worker.state == WorkerState.IDLE


def test_training_job_cuts_pieces_in_a_process_per_idle_core(cutting_spy):
    """The window trains a large pre-tokenized corpus in one process per idle core, in
    its own process alone when the cores are busy, and learns what train does."""
    cutting_spy.cores = {0, 1}
    docs = [b"the cat the hat", b"the mat"]
    want = train(docs, 3, pretokenizer="gpt2").rules
    for busy in (0.0, 1.5):
        cutting_spy.load = busy
        job = training_job(lambda: docs, 3, "smallest", pretokenizer="gpt2")
        run = job(lambda _done, _total: None, threading.Event())
        assert run.rules == want
    assert cutting_spy.asked == [2]


def test_threaded_worker_cancel_and_join(qtbot):
    """A real background thread: cancel stops it between rounds, join ends it."""
    worker = TrainingWorker()
    gate = threading.Event()

    def documents():
        gate.wait(5)
        import random

        # Long enough that cancel comes first on any machine (the 300,000 merges take
        # about a minute of one core).
        return [random.Random(0).randbytes(1_000_000)]

    outcomes = []
    worker.training_failed.connect(lambda error, _: outcomes.append(error))
    worker.training_finished.connect(lambda run, _: outcomes.append(run))
    worker.start(training_job(documents, 300_000, "smallest"), "big")
    try:
        assert worker.state == WorkerState.RUNNING
        with qtbot.waitSignal(worker.training_cancelled, timeout=60_000):
            gate.set()
            worker.cancel()
            assert worker.state == WorkerState.CANCELLING
        assert outcomes == []
        assert worker.state == WorkerState.IDLE
    finally:  # a failed wait must not leave a 300,000-merge training holding up the exit
        gate.set()
        worker.cancel()
        assert worker.shutdown(60)


def test_threaded_window_training_finishes(qtbot, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow

    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.worker.training_finished, timeout=10_000):
        win.load_example("abcd")
    assert win.run.merge_count == 3
    win.close()


def test_new_run_cancels_old(qtbot, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow

    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    gate = threading.Event()

    def slow():
        gate.wait(5)
        return [b"zzzz"]

    win.train_documents(slow, 3, "smallest", "slow")
    with qtbot.waitSignal(win.worker.training_finished, timeout=10_000):
        win.load_example("overlap")
        gate.set()
    qtbot.waitUntil(lambda: win.run is not None and win.run.merge_count == 2)
    assert win.run.document_bytes(0) == b"aaa"
    win.close()


def test_settings_round_trip(settings, tmp_path):
    from bpe_viewer.qt.settings import Settings

    settings.merges = 17
    settings.tie = "first"
    settings.unit = "paragraph"
    for i in range(12):
        settings.add_recent_file(f"/f{i}")
    settings.sync()
    again = Settings(tmp_path / "settings.ini")
    assert (again.merges, again.tie, again.unit) == (17, "first", "paragraph")
    assert again.recent_files[0] == "/f11" and len(again.recent_files) == 10
    with pytest.raises(ValueError):
        again.tie = "random"


def test_geometry_saved_on_close(qtbot, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow

    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.close()
    assert settings.geometry is not None


def test_document_chip_click_and_paint(qtbot, shown_window):
    w = shown_window
    w.load_example("overlap")
    w.round_cursor.set_value(1)
    table = w.documents_panel.table
    table.fit_visible_rows()
    index = w.documents_model.index(0, 1)
    rect = table.visualRect(index)
    lay = table.delegate.layout(w.documents_model, 0, rect.width())
    x, y, width, tok, _ = lay.chips[0]
    assert tok == 256
    qtbot.mouseClick(
        table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(rect.x() + x + width // 2, rect.y() + y + 5),
    )
    assert w.inspector.token_id == 256
    assert not w.grab().isNull()


def test_gui_command_screenshot(tmp_path, qapp, capsys):
    from bpe_viewer.cli import main

    out = tmp_path / "shot.png"
    assert main(["gui", "--round", "-1", "--screenshot", str(out), "--size", "900x600"]) == 0
    assert out.stat().st_size > 1000
    enc = tmp_path / "encode.png"
    assert (
        main(
            [
                "gui",
                "--tab",
                "encode",
                "--encode",
                "aaab",
                "--encode-step",
                "1",
                "--screenshot",
                str(enc),
            ]
        )
        == 0
    )
    assert enc.stat().st_size > 1000
    capsys.readouterr()
    # Bad input: exit status 2 and one line naming the file, as for every command.
    missing = tmp_path / "missing.txt"
    assert main(["gui", str(missing), "--screenshot", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "missing.txt" in err[0]
    assert main(["gui", "--screenshot", str(tmp_path / "no" / "such" / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "does not exist" in err
    assert not (tmp_path / "no").exists()
    assert main(["gui", "--merges", "-1", "--screenshot", str(out)]) == 2


def test_role_data_for_vocabulary_newest(window):
    window.load_example("overlap")
    window.round_cursor.set_value(2)
    m = window.vocabulary_model
    assert m.data(m.index(1, 0), Roles.MARK) == "newest"


def test_encode_panel_and_chart_follow_the_run(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")  # ABCDCDABCDCDE: rank 0 is C+D, rank 1 is A+B (docs/rules.md s2)
    w.tabs.setCurrentWidget(w.encode_panel)
    w.encode_panel.set_text("ABCD")
    w.encode_panel.encode_now()
    assert list(w.encode_panel.result.tokens) == [257, 256]
    # Typing in the panel keeps its editing keys: Left does not step the rounds.
    w.encode_panel.text_edit.setFocus()
    qtbot.keyClick(w.encode_panel.text_edit, Qt.Key.Key_Left)
    assert w.round_cursor.value == 0
    # An applied rule links back to the round that learned it.
    w.encode_panel.round_requested.emit(1)
    assert w.tabs.currentIndex() == 0
    assert w.round_cursor.value == 1
    assert w.candidates_model.data(w.candidates_model.index(0, 0), Roles.RECORD)[:2] == (65, 66)
    assert w.charts.stage == 1
    w.round_cursor.set_value(3)
    assert w.charts.stage == 3


def test_special_tokens_setting_trains_with_barriers(window):
    from bpe_viewer.qt.widgets.dialogs import parse_special_tokens

    assert parse_special_tokens(" <s>  <|pad|> <s> ") == (b"<s>", b"<|pad|>")
    window.special_tokens = parse_special_tokens("<s>")
    window.load_text("ab<s>ab<s>abab")
    assert window.run.special_tokens == (b"<s>",)
    assert [(r.left, r.right) for r in window.run.rules[:2]] == [(97, 98), (256, 256)]
    window.retrain()
    assert window.run.special_tokens == (b"<s>",)


def test_pretokenizer_setting_keeps_merges_inside_pieces(window):
    window.pretokenizer = "gpt2"
    window.load_text("the cat the hat the mat")
    assert window.run.pretokenizer == "gpt2"
    # Counted by hand on the gpt2 pieces "the", " cat", " the", " hat", " the", " mat".
    assert (window.run.rules[0].left, window.run.rules[0].right) == (97, 116)
    m = window.candidates_model
    pairs = {m.data(m.index(r, 0), Roles.RECORD)[:2] for r in range(m.rowCount())}
    assert (101, 32) not in pairs  # "e " would span two pieces
    assert "pre-tokenizer gpt2" in window.windowTitle()
    window.retrain()
    assert window.run.pretokenizer == "gpt2"


def test_long_document_expands_and_collapses(qtbot, shown_window):
    from PySide6.QtCore import QPoint

    from bpe_viewer.qt.models import DocumentColumn

    w = shown_window
    w.load_text("abcdefghij" * 60)  # 600 single-byte chips at stage 0: far over 12 lines
    w.round_cursor.set_value(0)
    table = w.documents_panel.table
    table.fit_visible_rows()
    index = w.documents_model.index(0, DocumentColumn.TOKENS)
    rect = table.visualRect(index)
    lay = table.delegate.layout(w.documents_model, 0, rect.width())
    assert lay.hidden > 0 and lay.link == f"+{lay.hidden} more"
    ch = table.delegate.style_.chip_height(w.documents_model.show_ids)
    y = lay.link_y + ch // 2  # the link sits on the last chip line
    click = QPoint(rect.x() + lay.more_x + 5, rect.y() + y)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=click)
    whole = table.delegate.layout(w.documents_model, 0, rect.width())
    assert whole.hidden == 0 and whole.link == "show less"
    assert len(whole.chips) == 600
    assert table.rowHeight(0) == whole.height
    table.delegate.toggle_expanded(0)
    assert table.delegate.layout(w.documents_model, 0, rect.width()).hidden == lay.hidden


def test_word_table_opens_the_words_tab(qtbot, shown_window, tmp_path):
    w = shown_window
    w.load_example("words")
    assert w.tabs.currentWidget() is w.word_view
    run = w.word_view.run
    # docs/rules.md s4: es, es+t, est+</w>, l+o, lo+w
    assert [r.merged for r in run.rules[:5]] == ["es", "est", "est</w>", "lo", "low"]
    # The stepping keys move the Words tab's own cursor while it is shown.
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.word_view.round_cursor.value == run.merge_count
    assert w.round_cursor.value == 0
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.word_view.round_cursor.value == run.merge_count - 1
    table = tmp_path / "words.json"
    table.write_text('{"low": 5, "lower": 2, "newest": 6, "widest": 3}', encoding="utf-8")
    w.tabs.setCurrentIndex(0)
    # A byte-level policy never carries over to a word table: it keeps its own order.
    w.open_path(table, merges=5, tie="largest")
    assert w.tabs.currentWidget() is w.word_view
    assert w.word_view.run.tie == "alphabetical-first"
    assert w.word_view.run.rules[0].merged == "es"
    w.settings.word_tie = "alphabetical-last"
    w.open_path(table, merges=5, tie="largest")
    assert w.word_view.run.rules[0].merged == "t</w>"  # docs/rules.md s4


def test_status_bar_follows_the_words_tab(window):
    window.load_example("words")
    window.word_view.round_cursor.set_value(2)
    assert window.status_text().startswith("word-frequency BPE · stage 2 of 10 · 4 words")
    window.tabs.setCurrentIndex(0)
    assert window.status_text().startswith("stage 0 of 10 · vocabulary 256")


def test_text_zoom_for_projecting(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    table = w.candidates_panel.table
    row = table.verticalHeader().defaultSectionSize()
    chip = w.documents_panel.table.delegate.style_.text_font.pointSizeF()
    qtbot.keyClick(w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert w.text_zoom == 150
    assert w.settings.text_zoom_percent == 150
    assert table.verticalHeader().defaultSectionSize() > row
    assert w.documents_panel.table.delegate.style_.text_font.pointSizeF() == pytest.approx(
        chip * 1.5
    )
    qtbot.keyClick(w, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert w.text_zoom == 100
    assert table.verticalHeader().defaultSectionSize() == row


def test_retrain_keeps_the_word_table_in_step(window):
    window.load_example("words")
    window.tabs.setCurrentIndex(0)
    window.retrain(merges=3)
    assert window.run.merge_count == 3
    assert window.word_view.run.merge_count == 3
    assert window.tabs.currentIndex() == 0  # retraining does not switch tabs
    window.load_example("overlap")
    window.retrain(merges=1)
    assert window.word_view.run.merge_count == 3  # an unrelated run leaves it alone


def test_encode_with_the_rules_of_the_current_round(window, learn_llm_json):
    window.open_path(learn_llm_json, split=str(learn_llm_json.with_name("splits.json")), merges=8)
    panel = window.encode_panel
    panel.set_text("bee ")
    panel.encode_now()
    assert list(panel.result.tokens) == [98, 101, 263]  # rank 7 merges "e " (docs/rules.md s6)
    panel.stage_check.setChecked(True)
    window.round_cursor.set_value(7)  # rank 7 is not learned yet at stage 7
    panel.encode_now()
    assert list(panel.result.tokens) == [98, 101, 101, 32]
    assert "7 rules learned by stage 7" in panel.rules_note.text()
    window.round_cursor.set_value(8)
    panel.encode_now()
    assert list(panel.result.tokens) == [98, 101, 263]


def test_inspector_learned_line_follows_the_stage(shown_window, qtbot):
    """Token 256 selected at stage 0 is about to be made; after stepping it was made by round 0."""
    window = shown_window
    window.load_example("overlap")  # aaa / aba: round 0 merges (97, 97) -> 256
    model, panel = window.candidates_model, window.candidates_panel
    panel._clicked(model.index(0, CandidateColumn.MERGED_HEX))
    assert window.inspector.token_id == 256
    assert window.inspector.origin_label.text().startswith("by the round about to run")
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_Right)
    qtbot.keyClick(panel.table, Qt.Key.Key_Right)
    assert window.round_cursor.value == 2
    assert window.inspector.token_id == 256
    assert window.inspector.origin_label.text().startswith("in round 0 from (97, 97)")
    qtbot.keyClick(panel.table, Qt.Key.Key_Home)
    assert window.inspector.origin_label.text().startswith("by the round about to run")


def test_a_running_job_shortens_pythons_switch_interval_and_restores_it():
    """While a job runs, the GUI thread gets Python's lock back within half a
    millisecond (not 5 ms) each time it paints; afterwards the interval is as before."""
    import sys

    from bpe_viewer.qt.worker import JOB_SWITCH_INTERVAL, InlineExecutor, ready_job

    seen = []

    def make_run():
        seen.append(sys.getswitchinterval())
        return train([b"abab"], 1)

    before = sys.getswitchinterval()
    worker = TrainingWorker(InlineExecutor())
    finished = []
    worker.training_finished.connect(lambda run, _d: finished.append(run))
    worker.start(ready_job(make_run), "short")
    assert finished and seen == [JOB_SWITCH_INTERVAL]
    assert sys.getswitchinterval() == before
