"""The window's file commands: open, paste, training settings, save, export, recent files.

:class:`FileCommands` asks the user (file dialogs, small dialogs) and hands the answer to
the :class:`~bpe_viewer.qt.session.LoadSession`; it writes files through the project's
one atomic writer. It keeps no state beyond the recent-files menu it fills.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from bpe_viewer.core.formats.classify import RUN_SUFFIX
from bpe_viewer.core.safeio import output_problem, terminal_text
from bpe_viewer.qt.actions import EXPORT_MENU
from bpe_viewer.qt.file_dialogs import FileDialogs, open_filters, suggested_run_name
from bpe_viewer.qt.session import LoadSession
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, TitledMenu
from bpe_viewer.qt.widgets.dialogs import PasteTextDialog, TrainingSettingsDialog

translate = QCoreApplication.translate

#: File ▸ Open's filters: "All files" first, so files without an extension show.
OPEN_FILTERS = open_filters(
    *[
        QT_TRANSLATE_NOOP(
            "FileDialogs",
            "All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken"
            " *.model *.parquet)",
        ),
        QT_TRANSLATE_NOOP(
            "FileDialogs",
            "Merge tables (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) "
            "(*.json *.txt *.tiktoken *.model)",
        ),
        QT_TRANSLATE_NOOP("FileDialogs", "Text files (*.txt *.text *.md)"),
        QT_TRANSLATE_NOOP("FileDialogs", "JSON Lines corpus (*.jsonl)"),
        QT_TRANSLATE_NOOP("FileDialogs", "Corpus JSON / word frequencies (*.json)"),
        QT_TRANSLATE_NOOP("FileDialogs", "Piece tables from bpe-viewer count (*.parquet *.json)"),
        QT_TRANSLATE_NOOP("FileDialogs", "Saved runs (*.bpe-run.json)"),
        QT_TRANSLATE_NOOP("FileDialogs", "bpe-merges-v1 traces (*.trace *.txt)"),
    ]
)

#: ``show_error(parent, title, message)``: a modal message (replaceable in tests).
ErrorDialog = Callable[[QWidget, str, str], None]


#: File dialog filter of Train ▸ Open Saved Run or Merges File Beside.
BESIDE_FILTER = open_filters(
    QT_TRANSLATE_NOOP("FileDialogs", "Saved runs, traces and merges files (*.json *.trace *.txt)"),
    QT_TRANSLATE_NOOP("FileDialogs", "Merges files (*merges*.txt *.txt)"),
    QT_TRANSLATE_NOOP("FileDialogs", "Saved runs and traces (*.json *.trace)"),
)


class FileCommands:
    """File menu commands of one window.

    Args:
        parent: the window (dialogs' parent).
        session: loads what the user picks.
        show_error: shows a failure to save or export.
        notify: ``notify(text, ms)``, a transient note in the status bar.
        dialogs: the window's file dialogs (a new set on ``parent`` when None).
        clear_recent: the action listed last in Open Recent (Clear Menu), or None.
    """

    def __init__(
        self,
        parent: QWidget,
        session: LoadSession,
        show_error: ErrorDialog,
        notify: Callable[[str, int], None],
        dialogs: FileDialogs | None = None,
        clear_recent: QAction | None = None,
    ) -> None:
        self.parent = parent
        self.dialogs = dialogs or FileDialogs(parent, session.settings)
        self.session = session
        self.show_error = show_error
        self.notify = notify
        self.recent_menu = TitledMenu(QT_TRANSLATE_NOOP("Menus", "Open &Recent"), parent)
        self._clear_recent_action = clear_recent
        #: opens a saved run or trace beside the current run (the Compare tab)
        self.open_beside: Callable[[str], object] = lambda _path: None

    @property
    def settings(self) -> Settings:
        """The session's settings."""
        return self.session.settings

    def commands(self) -> dict[str, Callable[[], object]]:
        """The File menu's commands by action key (:data:`~bpe_viewer.qt.actions.ACTIONS`)."""
        commands: dict[str, Callable[[], object]] = {
            "open": self.open_dialog,
            "open_folder": self.open_folder_dialog,
            "open_with_split": self.open_with_split_dialog,
            "paste": self.paste_dialog,
            "save_run": self.save_run_dialog,
            "export_trace": self.export_trace_dialog,
            "clear_recent": self.clear_recent,
            "settings": self.settings_dialog,
            "compare_beside": self.open_beside_dialog,
            "replay": self.replay_dialog,
        }
        for key, fmt in EXPORT_MENU:
            commands[key] = functools.partial(self.export_table_dialog, fmt)
        return commands

    # ------------------------------------------------------------------ opening
    def open_dialog(self) -> None:
        """File ▸ Open: any supported input."""
        path = self.dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Open corpus, run or trace"), OPEN_FILTERS
        )
        if path:
            self.open_file(path)

    def open_word_table_dialog(self) -> None:
        """The Words tab's "Open word table…": a JSON object {word: count}."""
        path = self.dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Open word table"),
            open_filters(QT_TRANSLATE_NOOP("FileDialogs", "Word-frequency tables (*.json)")),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a file the user picked (menu, recent files, drop, command line).

        A plain text file of several lines first asks how it is cut into documents
        (:meth:`ask_unit`). Returns False when the user cancels or it cannot be opened.
        """
        proceed, unit = self.ask_unit(Path(path))
        if not proceed:
            return False
        return self.session.open_path(path, unit=unit)

    # ------------------------------------------------------------------ drag and drop
    def accepts_drop(self, mime: QMimeData) -> bool:
        """True for what a drop can open: files (or addresses, refused on drop) and text."""
        return mime.hasUrls() or mime.hasText()

    def drop(self, mime: QMimeData) -> bool:
        """Open a dropped file, or train on dropped text like pasted text.

        Returns False for what was not taken: a web address (reported, never trained on
        as text) or no text at all.
        """
        if mime.hasUrls():
            local = [u.toLocalFile() for u in mime.urls() if u.isLocalFile()]
            if local:
                self.open_file(local[0])
                return True
            # A web address is not a file: never train on the text of the URL itself.
            url = terminal_text(mime.urls()[0].toString())
            self.session.failed.emit(
                translate(
                    "FileCommands", "Could not open {url}: only local files can be opened"
                ).format(url=url)
            )
            return False
        if mime.hasText() and mime.text():
            self.session.load_text(mime.text(), self.settings.unit)
            return True
        return False

    def ask_unit(self, path: Path) -> tuple[bool, str | None]:
        """The document unit for ``path``: ``(go on, unit or None for the default)``.

        Only a plain text file with more than one non-empty line is asked about; the
        answer is remembered for that file and used again without asking.
        """
        from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog, head_to_ask_about

        remembered = self.settings.file_unit(path)
        if remembered is not None:
            return True, remembered
        head = head_to_ask_about(path)
        if head is None:
            return True, None
        data, truncated = head
        dialog = UnitChoiceDialog(path, data, truncated, parent=self.parent)
        if not dialog.exec():
            return False, None
        unit = dialog.unit()
        self.settings.set_file_unit(path, unit)
        return True, unit

    def open_beside_dialog(self) -> None:
        """Train ▸ Open Saved Run or Merges File Beside: a saved run, trace or merges
        file (GPT-2 style, e.g. ``merges.txt``) in the Compare tab."""
        if self.session.run is None:
            return
        path = self.dialogs.open_file(
            QT_TRANSLATE_NOOP(
                "FileDialogs", "Open a saved run, trace or merges file beside the current run"
            ),
            BESIDE_FILTER,
        )
        if path:
            self.open_beside(path)

    def open_folder_dialog(self) -> None:
        """File ▸ Open Folder: one document per file."""
        path = self.dialogs.open_folder(
            QT_TRANSLATE_NOOP("FileDialogs", "Open folder (one document per file)")
        )
        if path:
            self.session.open_path(path)

    def open_with_split_dialog(self) -> None:
        """File ▸ Open Corpus with Split Manifest: a corpus JSON array, then its manifest."""
        path = self.dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Open corpus JSON"),
            open_filters(QT_TRANSLATE_NOOP("FileDialogs", "Corpus JSON (*.json)")),
        )
        if not path:
            return
        split = self.dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Choose the split manifest"),
            open_filters(QT_TRANSLATE_NOOP("FileDialogs", "Split manifest (*.json)")),
            start=str(Path(path).parent),
        )
        if split:
            self.session.open_path(path, split=split)

    def paste_dialog(self) -> None:
        """File ▸ Paste Text: train on typed or pasted text."""
        dialog = PasteTextDialog(self.settings.unit, self.parent)
        if dialog.exec():
            text, unit = dialog.values()
            if not text:
                self.show_error(
                    self.parent,
                    translate("FileCommands", "bpe-viewer: bad input"),
                    translate("FileCommands", "The pasted text is empty."),
                )
                return
            self.session.load_text(text, unit)

    def settings_dialog(self) -> None:
        """Train ▸ Training Settings: stored for new runs; retrains the current documents."""
        session = self.session
        run = session.run
        # The unit the current text was cut by, else the one stored for new files.
        unit = run.unit if run is not None and run.unit else self.settings.unit
        dialog = TrainingSettingsDialog(
            self.settings.spec, self.parent, unit=unit, example=session.example_settings
        )
        if dialog.exec():
            session.apply_training_settings(dialog.spec(), dialog.values()[2])

    # ------------------------------------------------------------------ saving
    def save_run_dialog(self) -> None:
        """File ▸ Save Run: the run as ``.bpe-run.json``."""
        if self.session.run is None:
            return
        name = suggested_run_name(self.session.run.source)
        path = self.dialogs.save_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Save run"),
            name,
            QT_TRANSLATE_NOOP("FileDialogs", "Saved runs (*.bpe-run.json)"),
        )
        if path:
            if not path.endswith(".json"):
                path += RUN_SUFFIX
            self.save_run(path)

    def save_run(self, path: str) -> bool:
        """Save the current run to ``path`` atomically. Returns False (after a message)
        when it cannot be written."""
        from bpe_viewer.core.formats.run_json import save_run

        run = self.session.finished_run
        assert run is not None
        try:
            save_run(run, path, stage=self.session.current_stage(), inputs=self.session.files_read)
        except (OSError, ValueError) as err:
            self.show_error(
                self.parent,
                translate("FileCommands", "bpe-viewer: could not save"),
                translate("FileCommands", "Could not save {problem}").format(
                    problem=output_problem(path, err)
                ),
            )
            return False
        self.session.mark_saved()
        self.add_recent(path)
        self.notify(translate("FileCommands", "Saved {path}").format(path=path), 5000)
        return True

    def add_recent(self, path: str | Path) -> None:
        """Put a file just saved or exported first in File ▸ Open Recent."""
        self.settings.add_recent_file(str(path))
        self.rebuild_recent_menu()

    def export_trace_dialog(self) -> None:
        """File ▸ Export Trace: the run as a bpe-merges-v1 trace."""
        if self.session.run is None:
            return
        name = suggested_run_name(self.session.run.source).replace(RUN_SUFFIX, ".trace")
        path = self.dialogs.save_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Export bpe-merges-v1 trace"),
            name,
            QT_TRANSLATE_NOOP("FileDialogs", "Traces (*.trace)"),
        )
        if path:
            self.export_trace(path)

    def export_trace(self, path: str) -> bool:
        """Write the current run's bpe-merges-v1 trace to ``path`` atomically
        (docs/rules.md s9). Returns False (after a message) when it cannot be written."""
        from bpe_viewer.core.formats.run_json import write_text_atomic
        from bpe_viewer.core.formats.trace_v1 import format_trace

        run = self.session.finished_run
        assert run is not None
        try:
            write_text_atomic(path, format_trace(run), inputs=self.session.files_read)
        except (OSError, ValueError) as err:
            self.show_error(
                self.parent,
                translate("FileCommands", "bpe-viewer: could not export"),
                translate("FileCommands", "Could not export {problem}").format(
                    problem=output_problem(path, err)
                ),
            )
            return False
        self.add_recent(path)
        self.notify(translate("FileCommands", "Exported {path}").format(path=path), 5000)
        return True

    def export_table_dialog(self, fmt: str) -> None:
        """File ▸ Export Table ▸ …: the table for Hugging Face, tiktoken or minbpe."""
        from bpe_viewer.core.interop import EXPORT_FORMATS

        if self.session.run is None:
            return
        if fmt == "vocab-merges":
            path = self.dialogs.save_folder(
                QT_TRANSLATE_NOOP("FileDialogs", "Export vocab.json + merges.txt into folder")
            )
        else:
            filters = {
                "hf": "tokenizer.json (*.json)",
                "tiktoken": QT_TRANSLATE_NOOP("FileDialogs", "tiktoken ranks (*.tiktoken)"),
                "minbpe": QT_TRANSLATE_NOOP("FileDialogs", "minbpe model (*.model)"),
            }
            names = {"hf": "tokenizer.json", "tiktoken": "ranks.tiktoken", "minbpe": "bpe.model"}
            title = translate("FileCommands", "Export {format}").format(format=EXPORT_FORMATS[fmt])
            path = self.dialogs.save_file(title, names[fmt], filters[fmt])
        if path:
            self.export_table(fmt, path)

    def export_table(self, fmt: str, path: str) -> bool:
        """Write the current run as ``fmt`` (:data:`bpe_viewer.core.interop.EXPORT_FORMATS`)
        at ``path``. Returns False (after a message) when it cannot be written, for example
        a table where two tokens share bytes."""
        from bpe_viewer.core.interop import TableError, export

        run = self.session.finished_run
        assert run is not None
        try:
            files = export(run, fmt, path, inputs=self.session.files_read)
        except TableError as err:
            self.show_error(
                self.parent,
                translate("FileCommands", "bpe-viewer: could not export"),
                translate("FileCommands", "Could not export {problem}").format(
                    problem=output_problem(path, err)
                ),
            )
            return False
        # The file that opens the table again (not a README or tiktoken's sidecar).
        opener = [f for f in files if f.name != "README.txt" and f.suffix != ".json"]
        self.add_recent(opener[0] if opener else files[0])
        written = ", ".join(str(f) for f in files)
        self.notify(translate("FileCommands", "Exported {path}").format(path=written), 8000)
        return True

    def replay_dialog(self) -> None:
        """Train ▸ Replay on Corpus: choose a corpus, replay the current table on it."""
        if self.session.run is None:
            return
        path = self.dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Replay the table on corpus"), OPEN_FILTERS
        )
        if path:
            self.session.replay_on(path)

    # ------------------------------------------------------------------ recent files
    def clear_recent(self) -> None:
        """File ▸ Open Recent ▸ Clear Recent Files."""
        self.settings.clear_recent_files()
        self.rebuild_recent_menu()

    def rebuild_recent_menu(self) -> None:
        """Fill the Open Recent menu from the settings, then the Clear action."""
        menu = self.recent_menu
        menu.clear()
        recent = self.settings.recent_files
        for path in recent:
            act = menu.addAction(path)
            act.triggered.connect(lambda _checked=False, p=path: self.open_file(p))
        if recent:
            menu.addSeparator()
        if self._clear_recent_action is not None:
            menu.addAction(self._clear_recent_action)
        menu.setEnabled(True)
