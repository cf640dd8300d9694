"""The window's menu bar and toolbar, laid out by action key, and the submenus that
are not plain lists of actions from the action table (:mod:`bpe_viewer.qt.actions`).

:func:`build_menus` lays out the menu bar from :data:`MENUS` and the toolbar from
:data:`TOOLBAR`; the entries named with ``@`` are the submenus built here (the examples,
the export formats, Copy Special), plus the recent files and the CSV exports built by
the file and edit commands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from bpe_viewer.qt.actions import COPY_SPECIAL, EXPORT_MENU
from bpe_viewer.qt.example_texts import example_text
from bpe_viewer.qt.examples import Example, Examples, list_examples
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, TitledMenu

#: The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu,
#: ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export
#: Table as CSV menu, ``@copy_special`` the Copy Special menu, ``@language`` View ▸
#: Language (:class:`~bpe_viewer.qt.i18n.LanguageMenu`) and ``@examples`` the examples
#: (built from the shipped example index).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("Menus", "&File"),
        (
            "open",
            "open_folder",
            "open_with_split",
            "paste",
            "@recent",
            "-",
            "save_run",
            "export_trace",
            "@export",
            "@export_csv",
            "export_image",
            "export_animation",
            "-",
            "close",
            "quit",
        ),
    ),
    (QT_TRANSLATE_NOOP("Menus", "&Edit"), ("undo_retrain", "-", "copy", "@copy_special")),
    (QT_TRANSLATE_NOOP("Menus", "E&xamples"), ("@examples",)),
    (
        QT_TRANSLATE_NOOP("Menus", "&Train"),
        ("settings", "retrain", "replay", "-", "compare_ties", "compare_beside", "-", "cancel"),
    ),
    (
        QT_TRANSLATE_NOOP("Menus", "&View"),
        (
            "show_ids",
            "show_bytes",
            "before_after",
            "animate_merges",
            "find",
            "show_all",
            "-",
            "larger_text",
            "smaller_text",
            "normal_text",
            "@language",
            "-",
            "presentation",
            "show_menus",
            "high_contrast",
            "side_panes",
            "blank",
            "presenter_view",
            "-",
            "quiz",
            "reveal",
            "notes",
            "notes_to_class",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Menus", "&Go"),
        ("first", "previous", "play", "next", "last", "goto_round", "-", "slower", "faster"),
    ),
    (QT_TRANSLATE_NOOP("Menus", "&Help"), ("user_guide", "shortcuts", "about")),
)
#: The toolbar, by action key (``@examples``: the Examples menu's button).
TOOLBAR: tuple[str, ...] = ("open", "paste", "settings", "retrain", "@examples")
#: The toolbar's title (in the window's context menu of toolbars).
MAIN_TOOLBAR = QT_TRANSLATE_NOOP("Menus", "Main")


def build_menus(
    window: QMainWindow, actions: dict[str, QAction], specials: dict[str, QAction]
) -> None:
    """Fill ``window``'s menu bar from :data:`MENUS` and its toolbar from :data:`TOOLBAR`.

    ``specials`` maps the ``@`` entries to their menu actions (a menu's ``menuAction()``).
    """
    bar = window.menuBar()
    for title, keys in MENUS:
        if len(keys) == 1 and keys[0].startswith("@"):
            bar.addAction(specials[keys[0]])
            continue
        menu = TitledMenu(title, window)
        bar.addMenu(menu)
        for key in keys:
            if key == "-":
                menu.addSeparator()
            else:
                menu.addAction(specials.get(key) or actions[key])
    toolbar = window.addToolBar(QCoreApplication.translate("Menus", MAIN_TOOLBAR))
    toolbar.setObjectName("main_toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for key in TOOLBAR:
        toolbar.addAction(specials.get(key) or actions[key])


def retranslate_toolbar(window: QMainWindow) -> None:
    """Title the toolbar built by :func:`build_menus` in the window's language again
    (after ``QEvent.LanguageChange``; the menus, :class:`TitledMenu`, do so themselves)."""
    toolbar = window.findChild(QToolBar, "main_toolbar")
    if toolbar is not None:
        toolbar.setWindowTitle(QCoreApplication.translate("Menus", MAIN_TOOLBAR))


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
