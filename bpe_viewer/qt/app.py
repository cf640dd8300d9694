"""QApplication setup and the plain ``bpe-viewer`` entry point."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.icon import application_icon

#: Qt's messages that tell the user nothing (exact texts), dropped by
#: :func:`install_message_filter`: the offscreen platform of every ``--screenshot`` and
#: export says it cannot pass size hints to a window manager it does not have.
HARMLESS_QT_MESSAGES = frozenset({"This plugin does not support propagateSizeHints()"})

MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]


def install_message_filter() -> MessageHandler | None:
    """Install a Qt message handler that drops the :data:`HARMLESS_QT_MESSAGES` and
    hands every other message to the handler before it (or writes it to standard error,
    as Qt does, when there was none).

    Returns:
        The handler replaced (None: Qt's own), to put back with
        ``qInstallMessageHandler``.
    """
    previous: MessageHandler | None = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message in HARMLESS_QT_MESSAGES:
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    return previous


def make_app(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (created once, reused when it exists)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    default = [sys.argv[0] if sys.argv else "bpe-viewer"]
    app = QApplication(list(argv) if argv is not None else default)
    app.setApplicationName("bpe-viewer")
    app.setOrganizationName("bpe-viewer")
    app.setApplicationDisplayName("bpe-viewer")
    app.setDesktopFileName("bpe-viewer")
    app.setWindowIcon(application_icon())
    install_message_filter()
    from bpe_viewer.qt.palette import follow_desktop

    # A dark desktop's palette before any view is made (each window applies View ▸ High
    # Contrast from its settings when it opens).
    follow_desktop(False)
    return app


def run(argv: Sequence[str] | None = None) -> int:
    """Open the explorer window on the overlap example and run the event loop.

    Args:
        argv: extra arguments; a first non-option argument is opened as INPUT.

    Returns:
        The event loop's exit code.
    """
    args = list(argv or [])
    app = make_app()  # first: the views are made in the desktop's scheme
    from bpe_viewer.qt.main_window import MainWindow

    window = MainWindow()
    window.show()
    inputs = [a for a in args if not a.startswith("-")]
    if inputs:
        window.open_path(inputs[0])
    else:
        window.load_example("overlap")
    return app.exec()
