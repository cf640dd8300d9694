"""Help ▸ About and Help ▸ Keyboard Shortcuts.

The shortcuts list is generated from the action table (:data:`bpe_viewer.qt.actions.ACTIONS`)
plus the keys the views handle themselves, so it never goes stale.
"""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bpe_viewer import __version__
from bpe_viewer.qt.actions import ACTIONS

LICENCE = "MIT"
#: Keys handled inside one view rather than by a window action.
VIEW_KEYS: tuple[tuple[str, str], ...] = (
    ("Ctrl+F", "Hex view: Find hex bytes or text (while the hex view has focus)"),
    ("Ctrl+G", "Hex view: Go to offset"),
    ("Enter / Shift+Enter", "Hex view Find box: next / previous match"),
)


def about_text() -> str:
    """Program name, version, licence, and the Qt, PySide6 and Python versions."""
    return (
        f"bpe-viewer {__version__}\n"
        "A desktop trace explorer for byte-pair-encoding tokenizer training.\n"
        f"Licence: {LICENCE}\n"
        f"Qt {qVersion()}, PySide6 {pyside_version}, "
        f"Python {platform.python_version()} ({platform.python_implementation()})"
    )


def shortcut_rows() -> list[tuple[str, str]]:
    """``(keys, what)`` for every action with a shortcut, then the views' own keys."""
    rows = []
    for spec in ACTIONS:
        if spec.shortcut is None:
            continue
        keys = QKeySequence(spec.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
        if not keys:
            continue
        what = spec.text.replace("&", "").replace("…", "")
        if spec.tip:
            what += f": {spec.tip.split('  [')[0]}"
        rows.append((keys, what))
    rows.extend(VIEW_KEYS)
    return rows


class TextDialog(QDialog):
    """A help dialog showing rich text, closed with its button or Esc.

    It is modal: while it is up, keys go to it and never to the window behind it (a
    Right arrow read in the dialog must not step the rounds), and Esc closes it
    (:meth:`QDialog.reject`). Show it with :meth:`present`.
    """

    def __init__(self, title: str, body_html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(body_html)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setModal(True)

    def present(self) -> None:
        """Show the dialog in front with the keyboard focus in its text (so Esc and the
        arrow keys reach it at once), without blocking the caller."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.browser.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def text(self) -> str:
        """The dialog's text without markup (for tests and the clipboard)."""
        return self.browser.toPlainText()


def about_dialog(parent: QWidget | None = None) -> TextDialog:
    """Help ▸ About."""
    lines = "".join(f"<p>{html.escape(line)}</p>" for line in about_text().splitlines())
    dialog = TextDialog("About bpe-viewer", f"<h3>bpe-viewer</h3>{lines}", parent)
    dialog.resize(460, 260)
    return dialog


def shortcuts_dialog(parent: QWidget | None = None) -> TextDialog:
    """Help ▸ Keyboard Shortcuts, from the action table."""
    rows = "".join(
        f"<tr><td><b>{html.escape(keys)}</b>&nbsp;&nbsp;</td><td>{html.escape(what)}</td></tr>"
        for keys, what in shortcut_rows()
    )
    dialog = TextDialog("Keyboard Shortcuts", f"<table cellpadding='3'>{rows}</table>", parent)
    dialog.resize(620, 560)
    return dialog
