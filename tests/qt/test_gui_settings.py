"""The command line's options and documented defaults win over stored Training Settings."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

import bpe_viewer.qt.main_window as main_window_module
from bpe_viewer.cli import main
from bpe_viewer.qt.worker import InlineExecutor


@pytest.fixture
def interactive_gui(monkeypatch, settings, errors):
    """``bpe-viewer gui`` without --screenshot, with stored settings and no event loop."""
    settings.merges = 3
    settings.tie = "largest"
    windows = []
    real = main_window_module.MainWindow

    def make_window(*_args, **_kwargs):
        window = real(settings, executor=InlineExecutor(), show_error=errors)
        windows.append(window)
        return window

    monkeypatch.setattr(main_window_module, "MainWindow", make_window)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    yield windows
    for window in windows:
        window.close()


def test_gui_input_uses_documented_defaults_not_stored_settings(qapp, interactive_gui, tmp_path):
    corpus = tmp_path / "abab.txt"
    corpus.write_bytes(b"abcabcabdabe " * 20)
    assert main(["gui", str(corpus)]) == 0
    run = interactive_gui[0].run
    assert (run.requested_merges, run.tie) == (50, "smallest")  # gui --help's defaults


def test_gui_explicit_options_win(qapp, interactive_gui, tmp_path):
    corpus = tmp_path / "abab.txt"
    corpus.write_bytes(b"abcabcabdabe " * 20)
    assert main(["gui", str(corpus), "--merges", "4", "--tie", "first"]) == 0
    run = interactive_gui[0].run
    assert (run.requested_merges, run.tie) == (4, "first")


def test_gui_without_input_opens_the_example_with_its_own_settings(qapp, interactive_gui):
    assert main(["gui"]) == 0
    run = interactive_gui[0].run
    assert (run.requested_merges, run.tie) == (2, "smallest")  # overlap: aaa / aba
