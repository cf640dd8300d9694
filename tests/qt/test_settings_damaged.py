"""A damaged settings file never stops the window: every stored value is read through the
one reader of :class:`bpe_viewer.qt.settings.Settings`; a bad one is dropped from the
store with one line on standard error and its default is used."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

import bpe_viewer.qt.main_window as main_window_module
from bpe_viewer.cli import main
from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.worker import InlineExecutor

NESTED = "[" * 100_000 + "]" * 100_000

#: key -> (a damaged stored value, the property read, its default)
DAMAGED = {
    "training/file_units": (NESTED, lambda s: s.file_unit("/x.txt"), None),
    "training/merges": ("lots", lambda s: s.merges, 50),
    "training/tie": ("random", lambda s: s.tie, "smallest"),
    "training/unit": (["line", "file"], lambda s: s.unit, "file"),
    "view/show_token_ids": ("maybe", lambda s: s.show_token_ids, False),
    "view/text_zoom_percent": ("1e3", lambda s: s.text_zoom_percent, 100),
    "window/geometry": ("not a geometry", lambda s: s.geometry, None),
    "files/last_folder": (["a", "b"], lambda s: s.last_folder, ""),
    "files/recent": (7, lambda s: s.recent_files, []),
    "compare/ties": ("nothing,useful", lambda s: s.compare_ties, TIE_POLICIES),
}


def damaged_file(path, values):
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        qs.setValue(key, value)
    qs.sync()
    return path


@pytest.mark.parametrize("key", sorted(DAMAGED))
def test_a_bad_value_is_dropped_with_one_line(qapp, tmp_path, capsys, key):
    value, read, default = DAMAGED[key]
    path = damaged_file(tmp_path / "settings.ini", {key: value})
    settings = Settings(path)
    assert read(settings) == default
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith(f"bpe-viewer: settings {path}: {key} ")
    assert err.endswith("; dropped, the default is used\n")
    assert read(settings) == default  # dropped from the store: said once
    settings.sync()
    assert capsys.readouterr().err == ""
    assert key not in QSettings(str(path), QSettings.Format.IniFormat).allKeys()


def test_deeply_nested_file_units_say_why(qapp, tmp_path, capsys):
    path = damaged_file(tmp_path / "settings.ini", {"training/file_units": NESTED})
    settings = Settings(path)
    settings.set_file_unit("/corpus.txt", "line")  # reads the stored table first
    assert settings.file_unit("/corpus.txt") == "line"
    assert capsys.readouterr().err == (
        f"bpe-viewer: settings {path}: training/file_units nested too deeply or too large; "
        "dropped, the default is used\n"
    )


def test_good_values_are_read_quietly(qapp, tmp_path, capsys):
    path = damaged_file(
        tmp_path / "settings.ini",
        {"training/merges": 17, "view/show_token_ids": True, "compare/ties": "first,largest"},
    )
    settings = Settings(path)
    assert (settings.merges, settings.show_token_ids) == (17, True)
    assert settings.compare_ties == ("largest", "first")  # in TIE_POLICIES order
    assert capsys.readouterr().err == ""


def test_the_window_starts_on_a_damaged_settings_file(qapp, tmp_path, capsys, monkeypatch, errors):
    corpus = tmp_path / "two.txt"
    corpus.write_bytes(b"the cat the hat")  # one line: the unit is not asked
    values = {key: value for key, (value, _read, _default) in DAMAGED.items()}
    values["training/file_units"] = NESTED
    settings = Settings(damaged_file(tmp_path / "settings.ini", values))
    windows = []
    real = main_window_module.MainWindow

    def make_window(*_args, **_kwargs):
        window = real(settings, executor=InlineExecutor(), show_error=errors)
        windows.append(window)
        return window

    monkeypatch.setattr(main_window_module, "MainWindow", make_window)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    try:
        assert main(["gui", str(corpus), "--merges", "2"]) == 0
        window = windows[0]
        assert window.run is not None and window.run.merge_count == 2
        window.settings.set_file_unit(corpus, "line")
        assert window.files.ask_unit(corpus) == (True, "line")
    finally:
        for window in windows:
            window.close()
    err = capsys.readouterr().err
    assert errors.calls == []
    assert "Traceback" not in err
    dropped = [line for line in err.splitlines() if line.startswith("bpe-viewer: settings ")]
    keys = [line.split(": ")[2].split(" ")[0] for line in dropped]
    assert len(keys) == len(set(keys)) and set(keys) <= set(DAMAGED)  # each said once
    assert any("training/file_units nested too deeply" in line for line in dropped)
