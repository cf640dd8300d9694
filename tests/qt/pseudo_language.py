"""A pseudo-language for the window tests: every translated text wrapped in «…», and a
walk over the window's visible texts that finds the ones left outside the marks."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabBar,
    QWidget,
)

#: Words of three or more letters left outside the marks are English that escaped.
WORD = re.compile(r"[^\W\d_]{3,}")


class PseudoTranslator(QTranslator):
    """Translates every message to itself between « and » (``%n`` kept for Qt)."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
        return f"«{source}»"

    def isEmpty(self):  # noqa: N802
        return False


def outside_marks(text: str) -> str:
    """The characters of ``text`` outside every «…» (marks may nest)."""
    depth, out = 0, []
    for char in text:
        if char == "«":
            depth += 1
        elif char == "»":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(char)
    return "".join(out)


def plain(text: str) -> str:
    """Rich text as the user reads it; plain text unchanged."""
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _menu_texts(menu: QMenu, where: str) -> Iterable[tuple[str, str]]:
    yield f"{where} menu", menu.title()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield f"{where} ▸ action {action.objectName()}", action.text()
        if action.menu() is not None:
            yield from _menu_texts(action.menu(), f"{where} ▸ {action.menu().objectName()}")


def visible_texts(window: QMainWindow) -> list[tuple[str, str]]:
    """``(where, text)`` of every text the window shows now: its title, menus, labels,
    buttons, group titles, prompts, combo items, tab texts, column titles and the
    tooltips of the visible widgets and of the menus' actions."""
    found: list[tuple[str, str]] = [("window title", window.windowTitle())]
    for action in window.menuBar().actions():
        if action.menu() is not None:
            found += _menu_texts(action.menu(), "menu bar")
    found += widget_texts(window)
    for action in window.findChildren(QAction):
        if action.toolTip() and action.isVisible():
            found.append((f"action {action.objectName()} tooltip", action.toolTip()))
    return found


def widget_texts(root: QWidget, *, tooltips: bool = True) -> list[tuple[str, str]]:
    """``(where, text)`` of the visible widgets of ``root`` (itself included)."""
    found: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or isinstance(widget, QMenu):
            continue
        name = f"{type(widget).__name__} {widget.objectName()}".strip()
        if tooltips and widget.toolTip():
            found.append((f"{name} tooltip", widget.toolTip()))
        if isinstance(widget, QLabel):
            found.append((name, widget.text()))
        elif isinstance(widget, QAbstractButton):
            found.append((name, widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((name, widget.title()))
        elif isinstance(widget, QLineEdit):
            found.append((f"{name} prompt", widget.placeholderText()))
        elif isinstance(widget, QComboBox):
            found += [(f"{name} item", widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QTabBar):
            found += [(f"{name} tab", widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a model of Qt's own whose count is not public
                columns = 0
            for column in range(columns):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                if isinstance(header, str):
                    found.append((f"{name} column {column}", header))
    return found


def escaped(texts: list[tuple[str, str]], data: set[str]) -> list[tuple[str, str]]:
    """The texts with a word outside the marks that is not data (token text, document
    IDs and texts, file names, example titles)."""
    bad = []
    for where, text in texts:
        left = outside_marks(plain(text))
        words = [w for w in WORD.findall(left) if w.lower() not in data]
        if words:
            bad.append((where, text))
    return bad


def install(translator: QTranslator) -> None:
    """Install ``translator`` last, so that it answers first."""
    QCoreApplication.installTranslator(translator)
