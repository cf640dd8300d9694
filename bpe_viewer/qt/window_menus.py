"""The window's submenus that are not plain lists of actions from the action table.

:func:`~bpe_viewer.qt.actions.build_menus` lays out the menu bar from the action table;
the entries it names with ``@`` are the submenus built here (the examples, the export
formats, Copy Special), plus the recent files and the CSV exports built by the file and
edit commands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from bpe_viewer.qt.actions import COPY_SPECIAL, EXPORT_MENU
from bpe_viewer.qt.examples import Example, list_examples, training_settings_text


def examples_menu(parent: QWidget, load_example: Callable[[Example], object]) -> QMenu:
    """File ▸ Examples: under a heading the lessons that follow the course materials,
    then under another the other built-in examples. Each entry's tooltip gives its
    description, the course material a lesson follows and the training settings it
    opens with. A broken examples index gives an empty menu, never an error."""
    menu = QMenu("E&xamples", parent)
    try:
        examples = list_examples()
    except (OSError, ValueError, KeyError, TypeError):
        examples = []
    lessons = [ex for ex in examples if ex.lesson]
    others = [ex for ex in examples if not ex.lesson]
    if lessons:
        menu.addSection(
            QCoreApplication.translate("Examples", "Lessons that follow the course materials")
        )
    for ex in lessons:
        menu.addAction(_example_action(parent, ex, load_example))
    if lessons and others:
        menu.addSection(QCoreApplication.translate("Examples", "More examples"))
    for ex in others:
        menu.addAction(_example_action(parent, ex, load_example))
    return menu


def _example_action(
    parent: QWidget, ex: Example, load_example: Callable[[Example], object]
) -> QAction:
    """One entry of the Examples menu, the example's title its text."""
    act = QAction(ex.title, parent)
    act.setObjectName(f"example_{ex.key}")
    settings = QCoreApplication.translate("Examples", "Opens with {settings}.").format(
        settings=training_settings_text(ex)
    )
    tip = "\n".join(part for part in (ex.lesson, ex.description, settings) if part)
    act.setStatusTip(ex.description)
    act.setToolTip(tip)
    act.triggered.connect(lambda _checked=False: load_example(ex))
    return act


def export_menu(parent: QWidget, action_map: dict[str, QAction]) -> QMenu:
    """File ▸ Export Table: one action per merge-table format."""
    menu = QMenu("Export &Table", parent)
    for key, _fmt in EXPORT_MENU:
        menu.addAction(action_map[key])
    return menu


def copy_special_menu(parent: QWidget, action_map: dict[str, QAction]) -> QMenu:
    """Edit ▸ Copy Special: the selection as hex, IDs, a bytes literal or rows."""
    menu = QMenu("Copy &Special", parent)
    menu.setObjectName("menu_copy_special")
    for key in COPY_SPECIAL:
        menu.addAction(action_map[key])
    return menu
