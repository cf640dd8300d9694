"""Help ▸ User Guide, Help ▸ About and Help ▸ Keyboard Shortcuts.

The shortcuts list is generated from the action table (:data:`bpe_viewer.qt.actions.ACTIONS`)
plus the keys the views handle themselves, so it never goes stale.
"""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, qVersion
from PySide6.QtGui import QKeyEvent, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer import __version__
from bpe_viewer.guide import GUIDE_PAGES, guide_page
from bpe_viewer.qt.actions import ACTIONS, action_text, action_tip
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

LICENCE = "MIT"
#: Keys handled inside one view rather than by a window action.
VIEW_KEYS: tuple[tuple[str, str], ...] = (
    (
        "Ctrl+F",
        QT_TRANSLATE_NOOP(
            "HelpDialogs", "Hex view: Find hex bytes or text (while the hex view has focus)"
        ),
    ),
    ("Ctrl+G", QT_TRANSLATE_NOOP("HelpDialogs", "Hex view: Go to offset")),
    (
        "Enter / Shift+Enter",
        QT_TRANSLATE_NOOP("HelpDialogs", "Hex view Find box: next / previous match"),
    ),
)


def about_text() -> str:
    """Program name, version, licence, and the Qt, PySide6 and Python versions."""
    return "\n".join(
        (
            f"bpe-viewer {__version__}",
            translate(
                "HelpDialogs", "A desktop trace explorer for byte-pair-encoding tokenizer training."
            ),
            translate("HelpDialogs", "Licence: {licence}").format(licence=LICENCE),
            f"Qt {qVersion()}, PySide6 {pyside_version}, "
            f"Python {platform.python_version()} ({platform.python_implementation()})",
        )
    )


def shortcut_rows() -> list[tuple[str, str]]:
    """``(keys, what)`` for every action with a shortcut, then the views' own keys, in
    the window's language."""
    rows = []
    for spec in ACTIONS:
        if spec.shortcut is None:
            continue
        keys = QKeySequence(spec.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
        if not keys:
            continue
        what = action_text(spec).replace("&", "").replace("…", "")
        if spec.tip:
            what += f": {action_tip(spec).split('  [')[0]}"
        rows.append((keys, what))
    rows.extend((keys, translate("HelpDialogs", what)) for keys, what in VIEW_KEYS)
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
    title = translate("HelpDialogs", "About bpe-viewer")
    dialog = TextDialog(title, f"<h3>bpe-viewer</h3>{lines}", parent)
    dialog.resize(460, 260)
    return dialog


def shortcuts_dialog(parent: QWidget | None = None) -> TextDialog:
    """Help ▸ Keyboard Shortcuts, from the action table."""
    rows = "".join(
        f"<tr><td><b>{html.escape(keys)}</b>&nbsp;&nbsp;</td><td>{html.escape(what)}</td></tr>"
        for keys, what in shortcut_rows()
    )
    title = translate("HelpDialogs", "Keyboard Shortcuts")
    dialog = TextDialog(title, f"<table cellpadding='3'>{rows}</table>", parent)
    dialog.resize(620, 560)
    return dialog


class UserGuideDialog(QDialog):
    """Help ▸ User Guide: the program's own pages (:data:`~bpe_viewer.guide.GUIDE_PAGES`,
    shipped with it, read offline) with a page chooser and a Find box.

    Find (Enter: next, Shift+Enter: previous) ignores case and wraps around the page; a
    word the page does not hold is looked for in the other pages, which are then shown.
    The dialog is not modal: the window can be used while it is open.

    Attributes:
        browser: the page shown; pages: the page chooser; find_edit, message: Find.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages = QComboBox()
        for _name, title in GUIDE_PAGES:
            self.pages.addItem(title)
        self.find_edit = QLineEdit()
        self.find_edit.setClearButtonEnabled(True)
        self.previous_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        for button in (self.previous_button, self.next_button):
            button.setFixedWidth(32)
            button.setAutoDefault(False)  # Enter in the Find box finds once, not twice
        self.message = QLabel("")
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.pages)
        top.addWidget(self.find_edit, 1)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.pages.currentIndexChanged.connect(self.show_page)
        self.find_edit.returnPressed.connect(self.find_next)
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        self.find_edit.installEventFilter(self)
        self.resize(760, 640)
        self.retranslate()
        self.show_page(0)

    def retranslate(self) -> None:
        """The dialog's own texts in the window's language (the pages stay English)."""
        self.setWindowTitle(self.tr("bpe-viewer User Guide"))
        self.find_edit.setPlaceholderText(
            self.tr("Find in the guide (Enter: next, Shift+Enter: previous)")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the dialog's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_page(self, index: int) -> None:
        """Show page ``index`` of :data:`~bpe_viewer.guide.GUIDE_PAGES` from its top."""
        name, _title = GUIDE_PAGES[index]
        if self.pages.currentIndex() != index:
            self.pages.setCurrentIndex(index)  # shows it through currentIndexChanged
            return
        try:
            self.browser.setMarkdown(guide_page(name))
        except OSError as err:
            self.browser.setPlainText(
                self.tr("The guide page {name} is missing: {error}").format(name=name, error=err)
            )
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def find_next(self) -> bool:
        """The next match of the Find text (see the class); True when one is shown."""
        return self._find(backward=False)

    def find_previous(self) -> bool:
        """The match before the current one; True when one is shown."""
        return self._find(backward=True)

    def _find(self, *, backward: bool) -> bool:
        text = self.find_edit.text().strip()
        if not text:
            self.message.setText("")
            return False
        flags = QTextDocument.FindFlag(0)
        if backward:
            flags |= QTextDocument.FindFlag.FindBackward
        browser = self.browser
        if browser.find(text, flags):
            self.message.setText("")
            return True
        # around this page first, then the other pages in order
        start = self.pages.currentIndex()
        for step in range(len(GUIDE_PAGES)):
            index = (start + step) % len(GUIDE_PAGES)
            if step:
                self.show_page(index)
            end = QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
            browser.moveCursor(end)
            if browser.find(text, flags):
                if step:
                    found = self.tr("found {text} (in {page})")
                else:
                    found = self.tr("found {text} (wrapped around)")
                self.message.setText(found.format(text=repr(text), page=GUIDE_PAGES[index][1]))
                return True
        self.show_page(start)
        self.message.setText(self.tr("{text} is not in the guide").format(text=repr(text)))
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Shift+Enter in the Find box finds the previous match."""
        if (
            watched is self.find_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.find_previous()
            return True
        return super().eventFilter(watched, event)

    def present(self) -> None:
        """Show the guide in front with the cursor in its Find box."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.find_edit.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
