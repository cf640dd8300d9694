"""Train ▸ Training Settings keeps every field of the spec after a restart: the dialog
shows them again (not the settings of the example on screen) and the next file opened
from the window trains with every one of them."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.core.normalize import Normalizer
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog
from bpe_viewer.qt.worker import InlineExecutor


def _window(qtbot, path, errors):
    window = MainWindow(Settings(path), executor=InlineExecutor(), show_error=errors)
    qtbot.addWidget(window)
    return window


def _fields(dialog):
    return {
        "merges": dialog.merges.value(),
        "vocab_size": dialog.vocab_size.value(),
        "tie": dialog.tie.currentData(),
        "word_tie": dialog.word_tie.currentData(),
        "unit": dialog.unit.currentData(),
        "pretokenizer": dialog.pretokenizer.currentData(),
        "special": dialog.special.text(),
        "special_ids": dialog.special_ids.currentData(),
        "normalize": dialog.normalize.currentData(),
    }


CHOSEN = {
    "merges": 342,  # 600 - 256 bytes - 2 special tokens
    "vocab_size": 600,
    "tie": "first",
    "word_tie": "alphabetical-last",
    "unit": "line",
    "pretokenizer": "gpt2",
    "special": "<|endoftext|> <|pad|>",
    "special_ids": "after-bytes",
    "normalize": "nfkc",
}


def test_every_setting_survives_a_restart(qtbot, tmp_path, errors, monkeypatch):
    path = tmp_path / "settings.ini"
    first = _window(qtbot, path, errors)
    first.load_example("overlap")

    def choose(dialog):
        dialog.special.setText(CHOSEN["special"])
        dialog.vocab_size.setValue(CHOSEN["vocab_size"])
        for name in ("tie", "word_tie", "unit", "pretokenizer", "special_ids", "normalize"):
            combo = getattr(dialog, name)
            combo.setCurrentIndex(combo.findData(CHOSEN[name]))
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", choose)
    first.action_map["settings"].trigger()
    first.settings.sync()
    first.close()

    second = _window(qtbot, path, errors)
    second.load_example("overlap")  # its own 2 merges, not the stored settings
    assert second.run.requested_merges == 2
    shown = {}

    def look(dialog):
        shown.update(_fields(dialog))
        shown["note"] = dialog.applies_note.text()
        return 0

    monkeypatch.setattr(TrainingSettingsDialog, "exec", look)
    second.action_map["settings"].trigger()
    note = shown.pop("note")
    assert shown == CHOSEN
    assert note.startswith("Files opened from the window train with these settings")
    assert "the example on screen trains with 2 merges, tie policy smallest" in note

    corpus = tmp_path / "notes.txt"
    corpus.write_text("ﬁne ﬁne <|endoftext|> line\nﬁne ﬁne <|pad|>\n", "utf-8")
    second.open_path(corpus)
    run = second.run
    assert errors.calls == []
    assert (run.requested_merges, run.tie, run.unit, run.pretokenizer) == (
        342,
        "first",
        "line",
        "gpt2",
    )
    assert run.special_tokens == (b"<|endoftext|>", b"<|pad|>")
    assert (run.special_ids, run.normalizer) == ("after-bytes", Normalizer.of("NFKC"))
    assert run.document_bytes(0) == b"fine fine <|endoftext|> line"

    table = tmp_path / "words.json"
    table.write_text(json.dumps({"ab": 3, "ba": 3}), "utf-8")
    second.open_path(table)
    assert second.session.word_run.tie == "alphabetical-last"


def test_saved_merges_show_after_a_restart_with_an_example_on_screen(
    qtbot, tmp_path, errors, monkeypatch
):
    path = tmp_path / "settings.ini"
    first = _window(qtbot, path, errors)
    first.load_example("overlap")

    def choose(dialog):
        dialog.merges.setValue(300)
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", choose)
    first.action_map["settings"].trigger()
    first.settings.sync()
    first.close()
    second = _window(qtbot, path, errors)
    second.load_example("overlap")
    shown = {}

    def look(dialog):
        shown["merges"] = dialog.merges.value()
        shown["vocab"] = dialog.by_vocab_size
        return 0

    monkeypatch.setattr(TrainingSettingsDialog, "exec", look)
    second.action_map["settings"].trigger()
    assert shown == {"merges": 300, "vocab": False}  # not the example's 2


def test_a_stored_vocabulary_size_too_small_for_its_tokens_is_dropped(qtbot, tmp_path, capsys):
    from PySide6.QtCore import QSettings

    path = tmp_path / "settings.ini"
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("training/vocab_size", 257)
    qs.setValue("training/special_tokens", json.dumps(["3c613e", "3c623e"]))
    qs.setValue("training/merges", 9)
    qs.sync()
    spec = Settings(path).spec
    assert (spec.vocab_size, spec.merge_count, spec.special_tokens) == (None, 9, (b"<a>", b"<b>"))
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ": training/vocab_size vocabulary size 257 is too small" in err


def test_gui_input_never_trains_with_the_stored_text_settings(qapp, tmp_path, errors, monkeypatch):
    """``bpe-viewer gui FILE`` trains with the documented defaults: a pre-tokenizer and
    special tokens stored in Training Settings do not apply (they do to files opened
    from its window afterwards)."""
    from PySide6.QtWidgets import QApplication

    import bpe_viewer.qt.main_window as main_window_module
    from bpe_viewer.cli import main
    from bpe_viewer.core.spec import TrainingSpec

    path = tmp_path / "settings.ini"
    stored = Settings(path)
    stored.spec = TrainingSpec(pretokenizer="gpt2", special_tokens=(b"<s>",))
    stored.sync()
    windows = []
    real = main_window_module.MainWindow

    def make_window(*_args, **_kwargs):
        window = real(Settings(path), executor=InlineExecutor(), show_error=errors)
        windows.append(window)
        return window

    monkeypatch.setattr(main_window_module, "MainWindow", make_window)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    corpus = tmp_path / "abab.txt"
    corpus.write_bytes(b"ab<s>ab ab<s>ab " * 5)
    assert main(["gui", str(corpus)]) == 0
    window = windows[0]
    assert (window.run.pretokenizer, window.run.special_tokens) == ("none", ())
    window.open_path(corpus)
    assert (window.run.pretokenizer, window.run.special_tokens) == ("gpt2", (b"<s>",))
    window.close()


@pytest.mark.parametrize(
    ("key", "value", "why"),
    [
        ("training/pretokenizer", "gpt9", "unknown pre-tokenizer"),
        ("training/special_tokens", '["zz"]', "special_tokens must be hex strings"),
        ("training/special_ids", "after-all", "unknown special-ID layout 'after-all'"),
        ("training/normalize", "nfd", "nfd"),
        ("training/vocab_size", "many", "not a whole number"),
    ],
)
def test_a_damaged_stored_setting_is_dropped_with_one_line(qapp, tmp_path, capsys, key, value, why):
    from PySide6.QtCore import QSettings

    path = tmp_path / "settings.ini"
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue(key, value)
    qs.sync()
    settings = Settings(path)
    from bpe_viewer.core.spec import DEFAULT_SPEC

    assert settings.spec == DEFAULT_SPEC
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"bpe-viewer: settings {path}: {key} ")
    assert why in err and err.endswith("; dropped, the default is used\n")
    assert settings.spec == DEFAULT_SPEC and capsys.readouterr().err == ""  # said once


def test_a_stored_separator_unit_survives_other_settings_changing(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.unit = "separator:%"
    settings.merges = 7
    settings.tie = "first"
    assert (settings.unit, settings.spec.unit, settings.merges) == ("separator:%", "file", 7)
    settings.spec = settings.spec.replace(unit="line")  # a plain unit chosen replaces it
    assert settings.unit == "line"
