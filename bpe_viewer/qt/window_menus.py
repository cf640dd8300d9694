"""The window's submenus that are not plain lists of actions from the action table.

:func:`~bpe_viewer.qt.actions.build_menus` lays out the menu bar from the action table;
the entries it names with ``@`` are the submenus built here (the examples, the export
formats, Copy Special), plus the recent files and the CSV exports built by the file and
edit commands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from bpe_viewer.qt.actions import COPY_SPECIAL, EXPORT_MENU
from bpe_viewer.qt.examples import Example, list_examples
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, TitledMenu


def examples_menu(parent: QWidget, load_example: Callable[[Example], object]) -> QMenu:
    """File ▸ Examples: one entry per built-in example; a broken examples index gives an
    empty menu, never an error."""
    menu = TitledMenu(QT_TRANSLATE_NOOP("Menus", "E&xamples"), parent)
    try:
        examples = list_examples()
    except (OSError, ValueError, KeyError):
        examples = []
    for ex in examples:
        act = QAction(ex.title, parent)
        act.setObjectName(f"example_{ex.key}")
        act.setStatusTip(ex.description)
        act.setToolTip(ex.description)
        act.triggered.connect(lambda _checked=False, ex=ex: load_example(ex))
        menu.addAction(act)
    return menu


def export_menu(parent: QWidget, action_map: dict[str, QAction]) -> QMenu:
    """File ▸ Export Table: one action per merge-table format."""
    menu = TitledMenu(QT_TRANSLATE_NOOP("Menus", "Export &Table"), parent)
    for key, _fmt in EXPORT_MENU:
        menu.addAction(action_map[key])
    return menu


def copy_special_menu(parent: QWidget, action_map: dict[str, QAction]) -> QMenu:
    """Edit ▸ Copy Special: the selection as hex, IDs, a bytes literal or rows."""
    menu = TitledMenu(QT_TRANSLATE_NOOP("Menus", "Copy &Special"), parent)
    menu.setObjectName("menu_copy_special")
    for key in COPY_SPECIAL:
        menu.addAction(action_map[key])
    return menu
