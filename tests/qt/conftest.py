"""Headless Qt fixtures. QT_QPA_PLATFORM is set before any QApplication exists."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The window speaks the locale's language (bpe_viewer.languages): the tests read English.
if not os.environ.get("LC_ALL", "").startswith(("C", "POSIX", "en")):
    os.environ.pop("LC_ALL", None)
os.environ["LC_MESSAGES"] = "en_US.UTF-8"

_ROOT = Path(__file__).resolve().parents[2]
try:
    import bpe_viewer  # noqa: F401
except ModuleNotFoundError:  # running from a checkout without installing
    sys.path.insert(0, str(_ROOT))

import pytest  # noqa: E402

from bpe_viewer.qt.main_window import MainWindow  # noqa: E402
from bpe_viewer.qt.settings import Settings  # noqa: E402
from bpe_viewer.qt.worker import InlineExecutor  # noqa: E402


@pytest.fixture(autouse=True)
def no_leftover_threads():
    """Fail any test that leaves a thread running."""
    before = set(threading.enumerate())
    yield
    leftover = [t for t in threading.enumerate() if t not in before and t.is_alive()]
    for t in leftover:
        t.join(5)
    still = [t.name for t in leftover if t.is_alive()]
    assert not still, f"threads left running: {still}"
    assert not leftover, f"test left threads to be joined: {[t.name for t in leftover]}"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home folder of the test's own (HOME points at it): where file dialogs start."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    return folder


@pytest.fixture
def dialogs(monkeypatch):
    """Qt's static file dialogs answered from a list, recording what each was asked."""
    from dialog_answers import Dialogs

    return Dialogs(monkeypatch)


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.ini")


class ErrorRecorder:
    def __init__(self):
        self.calls: list[tuple[str, str]] = []

    def __call__(self, _parent, title, message):
        self.calls.append((title, message))


@pytest.fixture
def errors():
    return ErrorRecorder()


@pytest.fixture
def window(qtbot, settings, errors):
    """A window that trains inline (no thread) and records error dialogs."""
    win = MainWindow(settings, executor=InlineExecutor(), show_error=errors)
    qtbot.addWidget(win)
    win.resize(1400, 850)
    return win


@pytest.fixture
def shown_window(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window
