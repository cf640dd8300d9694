"""Qt's harmless offscreen "propagateSizeHints()" warning is dropped; every other Qt
message still reaches the user."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import qInstallMessageHandler, qWarning

from bpe_viewer.qt.app import install_message_filter


def test_the_filter_drops_only_that_message(qapp):
    seen = []
    before = qInstallMessageHandler(lambda _kind, _context, message: seen.append(message))
    try:
        install_message_filter()
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("a real problem")
    finally:
        qInstallMessageHandler(before)
    assert seen == ["a real problem"]


def test_a_screenshot_prints_no_qt_chatter(tmp_path):
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "bpe_viewer", "gui", "--screenshot", str(out), "--size", "800x600"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"saved {out} (stage 1 of 2)\n"
    assert done.stderr == ""
