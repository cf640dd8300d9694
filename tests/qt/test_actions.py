"""Every action of the action table, triggered as the user would (QAction.trigger()).

Dialogs are answered by replacing their ``exec`` / the file dialog's static functions,
so no test blocks on a modal window. Each action's effect is asserted.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu

from bpe_viewer.qt.actions import ACTIONS
from bpe_viewer.qt.models import CandidateColumn, Roles
from bpe_viewer.qt.widgets.dialogs import PasteTextDialog, TrainingSettingsDialog


def tested(*keys):
    """Marks the actions a test triggers (read back by test_every_action_is_tested)."""


@pytest.fixture
def overlap(window):
    window.load_example("overlap")  # aaa / aba, 2 merges (docs/rules.md s2)
    assert window.run.merge_count == 2
    return window


def _answer_open(monkeypatch, *paths):
    answers = list(paths)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(answers.pop(0)), ""))
    )


def test_open_actions(overlap, monkeypatch, tmp_path):
    w = overlap
    tested("open", "open_folder", "open_with_split")
    text = tmp_path / "abab.txt"
    text.write_bytes(b"abab")
    _answer_open(monkeypatch, text)
    w.action_map["open"].trigger()
    assert w.run.document_bytes(0) == b"abab"

    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"xyxy")
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(folder))
    )
    w.action_map["open_folder"].trigger()
    assert w.run.document_bytes(0) == b"xyxy"

    corpus = tmp_path / "c.json"
    corpus.write_text(json.dumps([{"id": "x", "text": "aaa"}, {"id": "y", "text": "aba"}]))
    split = tmp_path / "m.json"
    split.write_text(json.dumps({"train": ["x"], "validation": ["y"], "test": []}))
    _answer_open(monkeypatch, corpus, split)
    w.action_map["open_with_split"].trigger()
    assert [d.counted for d in w.run.documents] == [True, False]


def test_paste_action(overlap, monkeypatch):
    tested("paste")

    def answer(dialog):
        dialog.edit.setPlainText("hello hello")
        return 1

    monkeypatch.setattr(PasteTextDialog, "exec", answer)
    overlap.action_map["paste"].trigger()
    assert overlap.run.document_bytes(0) == b"hello hello"


def test_settings_action_retrains(overlap, monkeypatch):
    tested("settings")

    def answer(dialog):
        dialog.merges.setValue(1)
        dialog.tie.setCurrentIndex(dialog.tie.findData("largest"))
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", answer)
    overlap.action_map["settings"].trigger()
    assert overlap.run.merge_count == 1 and overlap.run.tie == "largest"
    assert overlap.settings.merges == 1


def test_retrain_action_keeps_the_run_settings(window, errors):
    """Retrain through its action, its toolbar button and Ctrl+R: the merge count stays.

    ``triggered(bool)`` used to land in the merge-count parameter ("got False").
    """
    tested("retrain")
    window.load_example("abcd")  # 3 merges
    window.retrain(2, "largest")
    old = window.run
    window.action_map["retrain"].trigger()
    assert errors.calls == []
    assert window.run is not old
    assert (window.run.merge_count, window.run.requested_merges, window.run.tie) == (
        2,
        2,
        "largest",
    )


def test_save_and_export_actions(overlap, monkeypatch, tmp_path):
    tested("save_run", "export_trace")
    target = tmp_path / "saved"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    overlap.action_map["save_run"].trigger()
    saved = tmp_path / "saved.bpe-run.json"
    assert json.loads(saved.read_text())["format"] == "bpe-viewer-run"
    trace = tmp_path / "t.trace"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(trace), ""))
    )
    overlap.action_map["export_trace"].trigger()
    text = trace.read_text()
    assert text.startswith("TRACE bpe-merges-v1 BEGIN")
    assert "tokens=97,97,97" in text and "tokens=256,97" in text


def test_recent_files_and_clear(window, tmp_path):
    tested("clear_recent")
    path = tmp_path / "r.txt"
    path.write_bytes(b"abab")
    window.open_path(path)
    assert window.settings.recent_files == [str(path)]
    assert str(path) in [a.text() for a in window.files.recent_menu.actions()]
    window.action_map["clear_recent"].trigger()
    assert window.settings.recent_files == []
    assert str(path) not in [a.text() for a in window.files.recent_menu.actions()]


def test_stepping_actions(overlap):
    tested("first", "previous", "next", "last")
    a, c = overlap.action_map, overlap.round_cursor
    a["next"].trigger()
    assert c.value == 1
    a["last"].trigger()
    assert c.value == 2 and not a["next"].isEnabled()
    a["previous"].trigger()
    assert c.value == 1
    a["first"].trigger()
    assert c.value == 0 and not a["previous"].isEnabled()


def test_play_and_speed_actions(overlap):
    tested("play", "slower", "faster")
    a = overlap.action_map
    speed = overlap.navigation.speed
    speed.setCurrentIndex(2)
    a["faster"].trigger()
    assert speed.currentIndex() == 3
    a["slower"].trigger()
    a["slower"].trigger()
    assert speed.currentIndex() == 1
    a["play"].trigger()
    assert a["play"].isChecked() and overlap.play_timer.isActive()
    assert overlap.play_timer.interval() == overlap.navigation.interval()
    a["play"].trigger()
    assert not a["play"].isChecked() and not overlap.play_timer.isActive()


def test_view_actions(overlap, qtbot):
    tested("show_ids", "show_bytes", "find", "show_all")
    a = overlap.action_map
    a["show_ids"].trigger()
    assert overlap.documents_model.show_ids and overlap.documents_panel.ids_box.isChecked()
    a["show_bytes"].trigger()
    assert overlap.vocabulary_model.show_bytes
    assert overlap.vocabulary_model.rowCount() == 256
    a["show_all"].trigger()
    assert overlap.candidates_model.show_all
    overlap.show()
    qtbot.waitExposed(overlap)
    overlap.activateWindow()
    a["find"].trigger()
    qtbot.waitUntil(lambda: overlap.documents_panel.filter_edit.hasFocus(), timeout=2000)


def test_text_size_actions(overlap):
    tested("larger_text", "smaller_text", "normal_text")
    a = overlap.action_map
    a["larger_text"].trigger()
    a["larger_text"].trigger()
    assert overlap.text_zoom == 150
    a["smaller_text"].trigger()
    assert overlap.text_zoom == 125
    a["normal_text"].trigger()
    assert overlap.text_zoom == 100


def test_presentation_actions(qtbot, overlap):
    tested("presentation", "side_panes", "blank")
    a = overlap.action_map
    overlap.show()
    a["presentation"].trigger()
    qtbot.waitUntil(overlap.isFullScreen, timeout=2000)
    a["presentation"].trigger()
    qtbot.waitUntil(lambda: not overlap.isFullScreen(), timeout=2000)
    a["side_panes"].trigger()
    assert not overlap.rounds_view.right_splitter.isVisible()
    a["side_panes"].trigger()
    assert overlap.rounds_view.right_splitter.isVisible()
    a["blank"].trigger()
    assert overlap.presenter.blank.isVisible()
    a["blank"].trigger()
    assert not overlap.presenter.blank.isVisible()


def test_show_menus_pops_up_the_menu_bar_menus(qtbot, overlap):
    tested("show_menus")
    overlap.show()
    menu = overlap.view_options.chrome.menu
    overlap.action_map["show_menus"].trigger()
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    titles = [a.text() for a in menu.actions() if a.menu() is not None]
    assert titles == ["&File", "&Edit", "E&xamples", "&Train", "&View", "&Go", "&Help"]
    menu.close()


def test_quiz_actions(qtbot, overlap):
    """Round 0 of aaa / aba (docs/rules.md s2): (97, 97) count 2 wins over (97, 98) and
    (98, 97), count 1 each."""
    tested("quiz", "reveal")
    a = overlap.action_map
    model = overlap.candidates_model
    assert not a["reveal"].isEnabled()
    a["quiz"].trigger()
    assert a["quiz"].isChecked() and a["reveal"].isEnabled()
    assert [model.data(model.index(r, CandidateColumn.COUNT)) for r in range(model.rowCount())] == [
        "",
        "",
        "",
    ]
    a["reveal"].trigger()
    assert [model.data(model.index(r, CandidateColumn.COUNT)) for r in range(model.rowCount())] == [
        "2",
        "1",
        "1",
    ]
    assert overlap.quiz.run_quiz.answer.verdict.value == "no pick"
    assert not a["reveal"].isEnabled()
    a["quiz"].trigger()
    assert not a["quiz"].isChecked() and overlap.quiz.bar.isHidden()


def test_notes_action(qtbot, overlap):
    tested("notes")
    a = overlap.action_map
    overlap.show()
    panel = overlap.notes_panel
    assert not a["notes"].isChecked() and panel.editor.isHidden()  # off at first
    a["notes"].trigger()
    assert a["notes"].isChecked() and panel.stage_edit.isVisible()
    panel.stage_edit.setPlainText("two windows, one merge")
    assert overlap.run.notes.stage(0) == "two windows, one merge"
    a["notes"].trigger()
    assert panel.editor.isHidden() and panel.shown_text() == "two windows, one merge"
    a["notes"].trigger()
    assert panel.editor.isVisible()


def test_presenter_view_and_notes_to_class_actions(qtbot, overlap, settings):
    tested("presenter_view", "notes_to_class")
    a = overlap.action_map
    overlap.show()
    overlap.notes_panel.run_edit.setPlainText("aaa counts twice")
    a["presenter_view"].trigger()
    view = overlap.presenter_view
    assert a["presenter_view"].isChecked() and view.isVisible()
    assert view.run_note.text() == "aaa counts twice"
    a["presenter_view"].trigger()
    assert view.isHidden()
    assert overlap.notes_panel.isHidden()  # the class sees no note ...
    a["notes_to_class"].trigger()  # ... until the teacher asks
    assert settings.notes_to_class and overlap.notes_panel.shown.isVisible()


def test_cancel_action_stops_a_running_job(qtbot, settings, errors):
    import threading

    from bpe_viewer.qt.main_window import MainWindow

    tested("cancel")
    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    gate = threading.Event()

    def slow():
        gate.wait(5)
        return [b"abab"]

    win.train_documents(slow, 3, "smallest", "slow")
    assert win.action_map["cancel"].isEnabled()
    with qtbot.waitSignal(win.worker.training_cancelled, timeout=10_000):
        win.action_map["cancel"].trigger()
        gate.set()
    assert win.run is None
    win.close()


def test_close_undo_retrain_and_go_to_round_actions(window, monkeypatch):
    """File ▸ Close, Edit ▸ Undo Retrain (once) and Go ▸ Go to Round… by their actions."""
    tested("close", "undo_retrain", "goto_round")
    a = window.action_map
    window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges (docs/rules.md s2)
    first = window.run
    assert not a["undo_retrain"].isEnabled()
    asked = []

    def answer(*args):
        asked.append(args[2:])
        return 2, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(answer))
    a["goto_round"].trigger()
    # (label, value, minimum, maximum): stages 0 to 3, starting at the stage on screen
    assert asked == [("Stage (0 to 3):", 0, 0, 3)]
    assert window.round_cursor.value == 2
    window.retrain(1, "largest")
    assert window.run is not first and window.run.merge_count == 1
    assert a["undo_retrain"].isEnabled()
    a["undo_retrain"].trigger()
    assert window.run is first and window.round_cursor.value == 2
    assert not a["undo_retrain"].isEnabled()  # once
    a["close"].trigger()
    assert window.run is None
    assert window.windowTitle() == "bpe-viewer[*]"
    assert window.documents_model.rowCount() == 0
    assert not a["close"].isEnabled() and not a["goto_round"].isEnabled()


def test_quit_action_closes(qtbot, window):
    tested("quit")
    window.show()
    qtbot.waitExposed(window)
    window.action_map["quit"].trigger()
    assert not window.isVisible()


def test_before_after_and_animation_actions(overlap, settings):
    w = overlap
    tested("before_after", "animate_merges")
    w.action_map["before_after"].trigger()
    assert w.documents_model.before_after and settings.before_after
    delegate = w.documents_panel.table.delegate
    # aaa at stage 0 and, below it, after round 0: [256, 97] (docs/rules.md s2)
    lay = delegate.layout(w.documents_model, 0, 500)
    assert [c[3] for c in lay.after] == [256, 97]
    w.action_map["before_after"].trigger()
    assert not w.documents_model.before_after
    w.action_map["animate_merges"].trigger()
    assert not settings.animate_merges and not w.documents_panel.table.animate
    w.action_map["next"].trigger()
    assert delegate.anim is None
    w.action_map["animate_merges"].trigger()
    assert settings.animate_merges and w.documents_panel.table.animate


def test_high_contrast_action_switches_the_palette(window, settings):
    from bpe_viewer.qt.palette import Palette, apply_scheme, current_scheme

    tested("high_contrast")
    try:
        window.action_map["high_contrast"].trigger()
        assert current_scheme() == "high-contrast" and settings.high_contrast
        assert Palette.WINDOW_REPLACED.name() == "#1b5e20"
        window.action_map["high_contrast"].trigger()
        assert current_scheme() == "normal" and not settings.high_contrast
        assert Palette.WINDOW_REPLACED.name() == "#2e7d32"
    finally:
        apply_scheme("normal")


def test_every_action_is_tested():
    """Every key of the action table is named in a ``tested(...)`` call of this file."""
    import re
    from pathlib import Path

    source = Path(__file__).read_text(encoding="utf-8")
    named = set()
    for args in re.findall(r"^    tested\(([^)]*)\)", source, flags=re.M):
        named.update(re.findall(r'"(\w+)"', args))
    assert {spec.key for spec in ACTIONS} - named == set()


def test_compare_actions(window, monkeypatch, tmp_path):
    from bpe_viewer.core import train
    from bpe_viewer.core.formats.run_json import save_run

    tested("compare_ties", "compare_beside")
    window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges (docs/rules.md s3)
    window.action_map["compare_ties"].trigger()
    view = window.compare_view
    assert window.tabs.currentWidget() is view
    assert [t.tie for t in view.comparison.tables] == [
        "smallest",
        "largest",
        "first",
        "bytes-largest",
        "bytes-smallest",
    ]
    other = tmp_path / "largest.bpe-run.json"
    save_run(train([b"ABCDCDABCDCDE"], 3, tie="largest"), other)
    _answer_open(monkeypatch, other)
    window.action_map["compare_beside"].trigger()
    assert view.mode == "beside"
    assert view.comparison.first_divergence == 1


def test_export_table_and_replay_actions(overlap, monkeypatch, tmp_path):
    """File ▸ Export Table ▸ … and Train ▸ Replay on Corpus… (more in test_interop_window)."""
    from bpe_viewer.core import load

    tested("export_hf", "export_vocab_merges", "export_tiktoken", "export_minbpe", "replay")
    w = overlap
    pairs = [(r.left, r.right) for r in w.run.rules]
    for key, target in (
        ("export_hf", tmp_path / "tokenizer.json"),
        ("export_tiktoken", tmp_path / "t.tiktoken"),
        ("export_minbpe", tmp_path / "m.model"),
    ):
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", staticmethod(lambda *a, t=target, **k: (str(t), ""))
        )
        w.action_map[key].trigger()
        assert [(r.left, r.right) for r in load(target).rules] == pairs
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(tmp_path / "vm"))
    )
    w.action_map["export_vocab_merges"].trigger()
    assert [(r.left, r.right) for r in load(tmp_path / "vm").rules] == pairs
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abab")
    _answer_open(monkeypatch, corpus)
    w.action_map["replay"].trigger()
    assert w.run.kind == "replay" and [(r.left, r.right) for r in w.run.rules] == pairs


# ---------------------------------------------------------------- Edit, Export, Help


def clipboard_text():
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.clipboard().text()


def test_copy_actions_on_a_selected_token(overlap):
    tested("copy", "copy_hex", "copy_ids", "copy_bytes_literal")
    w = overlap
    w.round_cursor.set_value(1)
    w.select_token(256)  # aa: docs/rules.md s2 worked values
    w.action_map["copy"].trigger()
    assert clipboard_text() == "256\t61 61\taa"
    w.action_map["copy_hex"].trigger()
    assert clipboard_text() == "61 61"
    w.action_map["copy_ids"].trigger()
    assert clipboard_text() == "256"
    w.action_map["copy_bytes_literal"].trigger()
    assert clipboard_text() == "b'aa'"


def test_copy_rows_as_tab_separated_text(qtbot, overlap):
    tested("copy_rows")
    w = overlap
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    table = w.candidates_panel.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    table.selectRow(0)
    w.action_map["copy_rows"].trigger()
    lines = clipboard_text().splitlines()
    model = table.model()
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert lines[0].split("\t") == header
    assert len(lines) == 2
    assert lines[1].split("\t")[0] == model.data(model.index(0, 0))
    # IDs Only with rows selected gives the rows' token IDs.
    w.round_cursor.set_value(2)
    w.vocabulary_panel.table.setFocus()
    qtbot.waitUntil(w.vocabulary_panel.table.hasFocus)
    vocab = w.vocabulary_panel.table
    vocab.selectRow(0)
    vocab.selectRow(1)
    vocab.selectionModel().select(
        vocab.model().index(0, 0),
        vocab.selectionModel().SelectionFlag.Select | vocab.selectionModel().SelectionFlag.Rows,
    )
    ids = sorted(vocab.model().data(vocab.model().index(r, 0), Roles.TOKEN_ID) for r in (0, 1))
    assert ids == [256, 257]
    w.action_map["copy_ids"].trigger()
    assert sorted(int(x) for x in clipboard_text().split()) == [256, 257]


def test_export_tables_as_csv_read_back(overlap, monkeypatch, tmp_path):
    import csv

    w = overlap
    w.round_cursor.set_value(0)
    answers = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(answers.pop(0)), "")),
    )
    menu = w.findChild(QMenu, "menu_export_csv")
    assert menu is not None
    by_key = {a.objectName().removeprefix("action_export_csv_"): a for a in menu.actions()}
    assert set(by_key) == {"candidates", "vocabulary", "rules", "encode_steps"}
    for key in ("candidates", "vocabulary", "rules"):
        target = tmp_path / f"{key}.csv"
        answers.append(target)
        by_key[key].trigger()
        with open(target, encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh))
        assert rows, key
        if key == "rules":
            assert rows == [
                [
                    "rank",
                    "left",
                    "right",
                    "token_id",
                    "bytes_hex",
                    "text",
                    "candidate_count",
                    "replacement_count",
                ],
                ["0", "97", "97", "256", "61 61", "aa", "2", "1"],
                ["1", "97", "98", "257", "61 62", "ab", "1", "1"],
            ]
        if key == "candidates":
            model = w.candidates_panel.table.model()
            assert len(rows) == model.rowCount() + 1
            assert rows[1][0] == model.data(model.index(0, 0))
    target = tmp_path / "steps.csv"
    answers.append(target)
    by_key["encode_steps"].trigger()
    with open(target, encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    model = w.encode_panel.steps_view.model()
    assert len(rows) == model.rowCount() + 1
    # Cancelling the dialog writes nothing.
    answers.append("")
    by_key["rules"].trigger()


def test_help_about_and_shortcuts(overlap):
    tested("about", "shortcuts")
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from bpe_viewer import __version__

    w = overlap
    w.action_map["about"].trigger()
    about = w.edit.dialogs[-1]
    text = about.text()
    assert f"bpe-viewer {__version__}" in text
    assert "Licence: MIT" in text
    assert f"Qt {qVersion()}" in text and pyside_version in text
    assert platform.python_version() in text
    about.close()
    w.action_map["shortcuts"].trigger()
    listing = w.edit.dialogs[-1].text()
    for spec in ACTIONS:
        if spec.shortcut is not None:
            keys = QKeySequence(spec.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
            assert keys in listing, spec.key
    assert "Ctrl+G" in listing and "Copy" in listing


def test_window_uses_the_shipped_icon(window):
    from pathlib import Path

    from PySide6.QtGui import QImage

    icon = window.windowIcon()
    assert not icon.isNull()
    shipped = QImage(str(Path(__file__).resolve().parents[2] / "resources/icons/bpe-viewer.png"))
    shown = icon.pixmap(256, 256).toImage().convertToFormat(shipped.format())
    assert shown.size() == shipped.size()
    assert shown.pixelColor(128, 200) == shipped.pixelColor(128, 200)


def test_export_image_and_animation(overlap, monkeypatch, tmp_path):
    from PIL import Image

    from bpe_viewer.qt.export_commands import AnimationDialog, ImageDialog

    tested("export_image", "export_animation")
    w = overlap
    slide = tmp_path / "slide.png"

    def choose_1280(dialog):
        dialog.size_box.setCurrentIndex(dialog.size_box.findText("1280 × 720"))
        return 1

    monkeypatch.setattr(ImageDialog, "exec", choose_1280)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(slide), ""))
    )
    w.action_map["export_image"].trigger()
    with Image.open(slide) as im:
        assert im.size == (1280, 720)

    def answer(dialog):
        dialog.first_box.setValue(0)
        dialog.last_box.setValue(2)
        dialog.size_box.setCurrentIndex(dialog.size_box.findText("1920 × 1080"))
        return 1

    gif = tmp_path / "rounds.gif"
    monkeypatch.setattr(AnimationDialog, "exec", answer)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(gif), ""))
    )
    w.action_map["export_animation"].trigger()
    with Image.open(gif) as im:
        assert (im.n_frames, im.size) == (3, (1920, 1080))


def test_user_guide_action(window):
    tested("user_guide")
    window.action_map["user_guide"].trigger()
    guide = window.edit.guide
    assert guide is not None and guide.isVisible()
    assert guide.browser.toPlainText().startswith("Getting started with bpe-viewer")
    guide.close()
