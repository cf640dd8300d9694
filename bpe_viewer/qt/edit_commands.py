"""Edit ▸ Copy and Copy Special, File ▸ Export Table as CSV, Help ▸ About and Shortcuts.

What gets copied (docs/rules.md s8):

- Copy (Ctrl+C): the selected token as ``ID<TAB>hex<TAB>text``
  (:func:`bpe_viewer.core.export.token_copy_text`); with no token selected, the selected
  rows of the focused table as tab-separated text with its header.
- Copy Special: the token's hex only, IDs only (the selected rows' token IDs when a table
  has focus, else the token's), a Python bytes literal, or the selected table rows as
  tab-separated text with the header.

Exports go through the project's atomic writer as UTF-8 CSV with a header row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMenu, QWidget

from bpe_viewer.core.export import (
    python_bytes_literal,
    rules_table,
    table_csv,
    table_tsv,
    token_copy_text,
)
from bpe_viewer.core.formats.run_json import write_text_atomic
from bpe_viewer.core.render import hex_bytes
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.safeio import output_problem
from bpe_viewer.qt.file_dialogs import ALL_FILES, FileDialogs
from bpe_viewer.qt.table_text import model_header, model_rows, selected_rows, selected_token_ids
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, TitledMenu, Translated
from bpe_viewer.qt.widgets.help_dialogs import (
    TextDialog,
    UserGuideDialog,
    about_dialog,
    shortcuts_dialog,
)

#: Tables that File ▸ Export Table as CSV offers: key, menu text (English, context
#: ``"Menus"``), default file name.
EXPORTS: tuple[tuple[str, str, str], ...] = (
    ("candidates", QT_TRANSLATE_NOOP("Menus", "&Candidates of This Round…"), "candidates.csv"),
    ("vocabulary", QT_TRANSLATE_NOOP("Menus", "&Vocabulary…"), "vocabulary.csv"),
    ("rules", QT_TRANSLATE_NOOP("Menus", "Merge &Rules…"), "rules.csv"),
    ("encode_steps", QT_TRANSLATE_NOOP("Menus", "&Encode Steps…"), "encode-steps.csv"),
)
#: The CSV file filter of File ▸ Export Table as CSV.
CSV_FILTERS = ";;".join((QT_TRANSLATE_NOOP("FileDialogs", "CSV files (*.csv)"), ALL_FILES))


class CsvExportMenu(TitledMenu):
    """File ▸ Export Table as CSV: one action per table of :data:`EXPORTS`, their texts
    in the window's language (again after a change of language)."""

    def __init__(self, parent: QWidget, export_csv: Callable[[str], object]) -> None:
        self.table_actions: dict[str, QAction] = {}
        super().__init__(QT_TRANSLATE_NOOP("Menus", "Export Table as &CSV"), parent)
        self.setObjectName("menu_export_csv")
        for key, _text, _ in EXPORTS:
            action = QAction(parent)
            action.setObjectName(f"action_export_csv_{key}")
            action.triggered.connect(lambda _checked=False, key=key: export_csv(key))
            self.addAction(action)
            self.table_actions[key] = action
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's title and its actions' texts in the window's language."""
        super().retranslate()
        for key, text, _ in EXPORTS:
            if key in self.table_actions:
                self.table_actions[key].setText(QCoreApplication.translate("Menus", text))


class EditCommands(Translated):
    """The window's copy, export and help commands.

    Args:
        parent: the window (dialogs' parent).
        run: returns the run shown, or None.
        selected_token: returns the selected token ID, or None.
        tables: by export key, returns the table view whose rows are exported.
        notify: shows a one-line message in the status bar.
        dialogs: the window's file dialogs, which ask where a CSV file goes.
        ask_path: asks where to save (``ask_path(title, default_name) -> path or ""``);
            by default the save dialog of ``dialogs``.
    """

    def __init__(
        self,
        parent: QWidget,
        run: Callable[[], RunBase | None],
        selected_token: Callable[[], int | None],
        tables: dict[str, Callable[[], QAbstractItemView]],
        notify: Callable[[str], None],
        dialogs: FileDialogs,
        ask_path: Callable[[str, str], str] | None = None,
        files_read: Callable[[], tuple[Path, ...]] = tuple,
    ) -> None:
        self.parent = parent
        #: the files the window has read: an exported table is never written over one
        self.files_read = files_read
        self.file_dialogs = dialogs
        self._run = run
        self._selected_token = selected_token
        self._tables = tables
        self._notify = notify
        self._ask_path = ask_path or self._save_dialog
        self.dialogs: list[TextDialog] = []
        #: Help ▸ User Guide, made on first use and kept
        self.guide: UserGuideDialog | None = None

    # -- clipboard
    def commands(self) -> dict[str, Callable[[], object]]:
        """The Edit and Help menus' commands by action key."""
        return {
            "copy": self.copy,
            "copy_hex": self.copy_hex,
            "copy_ids": self.copy_ids,
            "copy_bytes_literal": self.copy_bytes_literal,
            "copy_rows": self.copy_rows,
            "shortcuts": self.shortcuts,
            "user_guide": self.user_guide,
            "about": self.about,
        }

    def _token(self) -> tuple[int, bytes] | None:
        run, token = self._run(), self._selected_token()
        if run is None or token is None:
            return None
        try:
            return token, run.token_bytes(token)
        except KeyError:
            return None

    def _focused_table(self) -> QAbstractItemView | None:
        widget = QApplication.focusWidget()
        while widget is not None:
            if isinstance(widget, QAbstractItemView):
                return widget if selected_rows(widget) else None
            widget = widget.parentWidget()
        return None

    def _put(self, text: str, what: str) -> None:
        QGuiApplication.clipboard().setText(text)
        short = len(text) <= 60 and "\n" not in text.rstrip("\n")
        shown = text if short else self.tr("%n chars", "", len(text))
        self._notify(self.tr("Copied {what}: {text}").format(what=what, text=shown.rstrip()))

    def copy(self) -> None:
        """Edit ▸ Copy: the selected token, else the focused table's selected rows."""
        token = self._token()
        if token is not None:
            self._put(token_copy_text(*token), self.tr("token {id}").format(id=token[0]))
            return
        table = self._focused_table()
        if table is not None:
            self.copy_rows(table)
            return
        self._notify(self.tr("Nothing to copy: select a token or table rows first"))

    def copy_hex(self) -> None:
        """Copy Special ▸ Hex Only: the selected token's bytes in hex."""
        token = self._token()
        if token is None:
            self._notify(self.tr("Nothing to copy: select a token first"))
            return
        self._put(hex_bytes(token[1]), self.tr("hex"))

    def copy_ids(self) -> None:
        """Copy Special ▸ IDs Only: the focused table's selected token IDs, else the token's."""
        table = self._focused_table()
        ids = selected_token_ids(table) if table is not None else []
        if not ids:
            token = self._token()
            ids = [token[0]] if token is not None else []
        if not ids:
            self._notify(self.tr("Nothing to copy: select a token or table rows first"))
            return
        self._put(" ".join(str(i) for i in ids), self.tr("IDs"))

    def copy_bytes_literal(self) -> None:
        """Copy Special ▸ Python Bytes Literal: ``b'...'`` of the selected token."""
        token = self._token()
        if token is None:
            self._notify(self.tr("Nothing to copy: select a token first"))
            return
        self._put(python_bytes_literal(token[1]), self.tr("bytes literal"))

    def copy_rows(self, table: QAbstractItemView | None = None) -> None:
        """Copy Special ▸ Rows as Tab-Separated Text: the selected rows with the header."""
        table = table or self._focused_table()
        if table is None:
            self._notify(self.tr("Nothing to copy: select rows in a table first"))
            return
        model = table.model()
        rows = selected_rows(table)
        what = self.tr("%n rows", "", len(rows))
        self._put(table_tsv(model_header(model), model_rows(model, rows)), what)

    # -- export
    def _save_dialog(self, title: str, default_name: str) -> str:
        return self.file_dialogs.save_file(title, default_name, CSV_FILTERS)

    def table_for(self, key: str) -> tuple[Sequence[str], list[Sequence[object]]] | None:
        """Header and rows of the table exported under ``key``, or None without a run."""
        run = self._run()
        if key == "rules":
            if run is None:
                return None
            header, rule_rows = rules_table(run)
            return header, list(rule_rows)
        model: QAbstractItemModel = self._tables[key]().model()
        if model.columnCount() == 0:
            return None
        return model_header(model), list(model_rows(model))

    def export_csv(self, key: str, path: str | None = None) -> bool:
        """File ▸ Export Table as CSV: write the table ``key`` to ``path`` (asked when
        None). Returns True when written."""
        table = self.table_for(key)
        if table is None:
            self._notify(self.tr("Nothing to export yet"))
            return False
        if path is None:
            text = next(text for k, text, _ in EXPORTS if k == key)
            title = QCoreApplication.translate("Menus", text).replace("&", "").rstrip("…")
            default = next(name for k, _, name in EXPORTS if k == key)
            path = self._ask_path(self.tr("Export {table} as CSV").format(table=title), default)
            if not path:
                return False
        try:
            write_text_atomic(path, table_csv(*table), inputs=self.files_read())
        except OSError as err:
            self._notify(output_problem(path, err))
            return False
        count = len(table[1])
        exported = self.tr("Exported {count} rows to {name}", "", count)
        self._notify(exported.format(count=f"{count:,}", name=Path(path).name))
        return True

    def export_menu(self, parent: QWidget) -> QMenu:
        """The File ▸ Export Table as CSV submenu (one action per table)."""
        return CsvExportMenu(parent, self.export_csv)

    # -- help
    def _show(self, dialog: TextDialog) -> TextDialog:
        self.dialogs = [d for d in self.dialogs if d.isVisible()]
        self.dialogs.append(dialog)
        dialog.present()
        return dialog

    def user_guide(self) -> UserGuideDialog:
        """Help ▸ User Guide: the guide and the rules, searchable, in one window that
        stays open beside the explorer (opened again, it comes to the front)."""
        guide = self.guide
        if guide is None:
            guide = self.guide = UserGuideDialog(self.parent)
        guide.present()
        return guide

    def about(self) -> TextDialog:
        """Help ▸ About: version, licence, Qt and Python versions (modal; Esc closes it)."""
        return self._show(about_dialog(self.parent))

    def shortcuts(self) -> TextDialog:
        """Help ▸ Keyboard Shortcuts, generated from the action table (modal; Esc closes
        it)."""
        return self._show(shortcuts_dialog(self.parent))
