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
    "files/last_folder": (["a", "b"], lambda s: s.open_folder, ""),
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


def test_a_settings_file_that_is_a_fifo_or_folder_is_not_read(tmp_path):
    import os
    import subprocess
    import sys

    fifo = tmp_path / "settings.ini"
    os.mkfifo(fifo)
    native = tmp_path / "config" / "bpe-viewer"
    native.mkdir(parents=True)
    os.mkfifo(native / "bpe-viewer.conf")
    folder = tmp_path / "folder.ini"
    folder.mkdir()
    script = (
        "import sys\n"
        "from bpe_viewer.qt.settings import Settings\n"
        "s = Settings(sys.argv[1] or None)\n"
        "s.merges = 7\n"
        "print(s.merges, s.tie)\n"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    for path, kind in (
        (fifo, "a FIFO (named pipe)"),
        ("", "a FIFO (named pipe)"),
        (folder, "a folder"),
    ):
        result = subprocess.run(
            [sys.executable, "-c", script, str(path)],
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == "7 smallest\n"  # usable for the session, nothing blocks
        named = str(path) if path else str(native / "bpe-viewer.conf")
        lines = [line for line in result.stderr.splitlines() if line.startswith("bpe-viewer:")]
        assert lines == [
            f"bpe-viewer: settings: {named}: is {kind}, not a regular file; not read; the "
            "defaults are used and nothing is kept"
            if kind != "a folder"
            else f"bpe-viewer: settings: {named}: is a folder, not a file; not read; the "
            "defaults are used and nothing is kept"
        ]
    assert stat_is_fifo(fifo) and folder.is_dir()


def stat_is_fifo(path) -> bool:
    import os
    import stat

    return stat.S_ISFIFO(os.stat(path).st_mode)
