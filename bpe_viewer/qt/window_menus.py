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
from bpe_viewer.qt.example_texts import example_text
from bpe_viewer.qt.examples import Example, Examples, list_examples
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, TitledMenu


class ExamplesMenu(TitledMenu):
    """File ▸ Examples (see :func:`examples_menu`): its headings and its entries'
    tooltips in the window's language, again after every change of language (the
    entries' texts are the examples' titles, as scripts find them)."""

    def __init__(self, parent: QWidget) -> None:
        #: (heading action, which heading): "lessons" or "others"
        self.headings: list[tuple[QAction, str]] = []
        #: (entry, its example)
        self.entries: list[tuple[QAction, Example]] = []
        super().__init__(QT_TRANSLATE_NOOP("Menus", "E&xamples"), parent)

    def add_entry(self, action: QAction, ex: Example) -> None:
        """Add ``action``, the entry of ``ex``."""
        self.addAction(action)
        self.entries.append((action, ex))

    def retranslate(self) -> None:
        """The title, the headings and the entries' tooltips in the window's language."""
        super().retranslate()
        says = Examples()
        for action, which in self.headings:
            action.setText(says.heading(which))
        for action, ex in self.entries:
            action.setText(example_text(ex.title))
            action.setStatusTip(example_text(ex.description))
            action.setToolTip(says.tooltip(ex))


def examples_menu(parent: QWidget, load_example: Callable[[Example], object]) -> QMenu:
    """File ▸ Examples: under a heading the lessons that follow the course materials,
    then under another the other built-in examples. Each entry's tooltip gives its
    description, the course material a lesson follows and the training settings it
    opens with. A broken examples index gives an empty menu, never an error."""
    menu = ExamplesMenu(parent)
    try:
        examples = list_examples()
    except (OSError, ValueError, KeyError, TypeError):
        examples = []
    lessons = [ex for ex in examples if ex.lesson]
    others = [ex for ex in examples if not ex.lesson]
    says = Examples()
    if lessons:
        menu.headings.append((menu.addSection(says.heading("lessons")), "lessons"))
    for ex in lessons:
        menu.add_entry(_example_action(parent, ex, load_example), ex)
    if lessons and others:
        menu.headings.append((menu.addSection(says.heading("others")), "others"))
    for ex in others:
        menu.add_entry(_example_action(parent, ex, load_example), ex)
    return menu


def _example_action(
    parent: QWidget, ex: Example, load_example: Callable[[Example], object]
) -> QAction:
    """One entry of the Examples menu, the example's title its text."""
    act = QAction(example_text(ex.title), parent)
    act.setObjectName(f"example_{ex.key}")
    act.setStatusTip(example_text(ex.description))
    act.setToolTip(Examples().tooltip(ex))
    act.triggered.connect(lambda _checked=False: load_example(ex))
    return act


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
