"""The explorer window: documents, candidates, vocabulary and inspector in step (docs/rules.md s8).

The window composes the views; it holds no load logic (that is the
:class:`~bpe_viewer.qt.session.LoadSession`), no file dialogs (that is
:class:`~bpe_viewer.qt.file_commands.FileCommands`), no title or status bar logic (that
is :class:`~bpe_viewer.qt.window_status.WindowStatus`) and no wiring: its actions and
views are connected in :mod:`bpe_viewer.qt.window_wiring`, the one path for the stage.
Views never call each other (CONVENTIONS habit 4).
"""

from __future__ import annotations

import os
from functools import partial
from typing import Unpack

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.run import RunBase
from bpe_viewer.qt.actions import build_actions, retranslate_actions
from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.edit_commands import EditCommands
from bpe_viewer.qt.examples import Example
from bpe_viewer.qt.export_commands import ExportCommands
from bpe_viewer.qt.file_commands import ErrorDialog, FileCommands
from bpe_viewer.qt.file_dialogs import ALL_FILES, FileDialogs
from bpe_viewer.qt.frames import offscreen_copy
from bpe_viewer.qt.i18n import LanguageMenu, start_language, switcher
from bpe_viewer.qt.icon import application_icon
from bpe_viewer.qt.models.roles import header_texts_changed
from bpe_viewer.qt.player import Player
from bpe_viewer.qt.presentation import Presenter
from bpe_viewer.qt.presenter_view import PresenterView
from bpe_viewer.qt.quiz import QuizController
from bpe_viewer.qt.session import LoadSession, OpenOptions, TrainOptions
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP
from bpe_viewer.qt.view_options import QUIZ_LINES, ViewOptions
from bpe_viewer.qt.widgets.loading_cover import LoadingCover
from bpe_viewer.qt.widgets.navigation import NavigationBar
from bpe_viewer.qt.widgets.training_view import TrainingRoundsView
from bpe_viewer.qt.window_menus import (
    build_menus,
    copy_special_menu,
    examples_menu,
    export_menu,
    retranslate_toolbar,
)
from bpe_viewer.qt.window_status import WindowStatus
from bpe_viewer.qt.window_tabs import WindowTabs
from bpe_viewer.qt.window_wiring import connect_actions, subscribe
from bpe_viewer.qt.worker import DocumentsFactory, Executor

DEFAULT_SIZE = (1400, 850)


def first_window_size(
    available: tuple[int, int], preferred: tuple[int, int] = DEFAULT_SIZE
) -> tuple[int, int]:
    """The size the window opens at, in pixels ``(width, height)``: ``preferred`` made
    no larger than ``available``, the screen's available geometry
    (``QScreen.availableGeometry``: the screen less its panels and docks), so the whole
    window, its round bar and its tables' columns are on screen from the start.

    A screen that reports no size (``(0, 0)`` or less) leaves ``preferred``.
    """
    width, height = preferred
    room_w, room_h = available
    if room_w > 0:
        width = min(width, room_w)
    if room_h > 0:
        height = min(height, room_h)
    return width, height


def default_error_dialog(parent: QWidget, title: str, message: str) -> None:
    """A modal error box."""
    QMessageBox.critical(parent, title, message)


class MainWindow(QMainWindow):
    """The bpe-viewer explorer.

    Args:
        settings: typed settings (tests pass one backed by an INI file in tmp).
        executor: where training runs (default: a background thread; tests inject
            :class:`~bpe_viewer.qt.worker.InlineExecutor`).
        show_error: called as ``show_error(parent, title, message)`` for bad input;
            replaceable so tests never block on a modal dialog.

    Attributes:
        session: loads and trains; owns the current run and the worker.
        round_cursor: the current stage of the byte-level views.
        action_map: every QAction by its key in :data:`~bpe_viewer.qt.actions.ACTIONS`.
        files: the File menu's commands.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        executor: Executor | None = None,
        show_error: ErrorDialog | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        start_language(self.settings.language)
        self.show_error: ErrorDialog = show_error or default_error_dialog
        self.session = LoadSession(self.settings, executor, self)
        self.worker = self.session.worker
        self.round_cursor = RoundCursor(self)
        self.session.current_stage = lambda: self.round_cursor.value
        self._executor = executor
        self.action_map = build_actions(self)
        self._sized = False

        self._build_ui()
        self.presenter = Presenter(self, self.action_map)
        #: View ▸ Presenter View: the teacher's window (notes, next merge, time elapsed)
        self.presenter_view = PresenterView(self, self.action_map)
        self.presenter.watch(self.presenter_view)
        self.view_options = ViewOptions(
            self, self.settings, self.action_map, self.rounds_view, self.tabs, self.presenter
        )
        #: every open, save and export dialog of the window (two remembered folders)
        self.file_dialogs = FileDialogs(self, self.settings)
        self.files = FileCommands(
            self,
            self.session,
            self.show_error,
            self.notify,
            self.file_dialogs,
            clear_recent=self.action_map["clear_recent"],
        )
        self.files.open_beside = self.open_beside
        # The encode panel's "encode a file" asks through the same dialogs (any file).
        self.encode_panel.ask_file_name = lambda: self.file_dialogs.open_file(
            QT_TRANSLATE_NOOP("FileDialogs", "Encode a file's bytes"), ALL_FILES
        )
        self.exports = ExportCommands(
            self,
            self,
            partial(offscreen_copy, self),
            lambda: self.run is not None or self.word_view.run is not None,
            self.file_dialogs,
            lambda: self.session.files_read,
            self.show_error,
            self.notify,
        )
        self.edit = EditCommands(
            self,
            lambda: self.run,
            lambda: self.rounds_view.selected_token,
            self.tabs.exported_tables(),
            self.notify,
            self.file_dialogs,
            files_read=lambda: self.session.files_read,
        )
        self.setWindowIcon(application_icon())
        self._build_menus()
        connect_actions(self)
        subscribe(self)
        # Predict the next merge (View ▸ Predict, Q): its bar sits above the tabs.
        self.quiz = QuizController(
            self, self.action_map, self.session, self.round_cursor, self.rounds_view, self.tabs
        )
        self.central_layout.insertWidget(1, self.quiz.bar)
        switcher().changed.connect(self._say_again)
        self.view_options.fixed_boxes.append((self.quiz.bar.set_fixed_lines, QUIZ_LINES))
        self.view_options.restore()
        self.setAcceptDrops(True)
        self.status.refresh()

    # ------------------------------------------------------------------ the session's state
    @property
    def run(self) -> RunBase | None:
        """The run shown by the byte-level views (finished or still growing), or None."""
        return self.session.run

    @property
    def special_tokens(self) -> tuple[bytes, ...]:
        """Special tokens for the next training run (a loaded run brings its own)."""
        return self.session.special_tokens

    @special_tokens.setter
    def special_tokens(self, value: tuple[bytes, ...]) -> None:
        self.session.special_tokens = value

    @property
    def pretokenizer(self) -> str:
        """Pre-tokenizer for the next training run (a loaded run brings its own)."""
        return self.session.pretokenizer

    @pretokenizer.setter
    def pretokenizer(self, value: str) -> None:
        self.session.pretokenizer = value

    # Loading is the session's; these are the window's entry points for it.
    def open_path(self, path: str | os.PathLike[str], **options: Unpack[OpenOptions]) -> bool:
        """Open any input in the background (see :meth:`LoadSession.open_path`)."""
        return self.session.open_path(path, **options)

    def train_documents(
        self,
        make_documents: DocumentsFactory,
        merges: int,
        tie: str,
        description: str,
        **options: Unpack[TrainOptions],
    ) -> None:
        """Train on what ``make_documents`` returns (see :meth:`LoadSession.train_documents`)."""
        self.session.train_documents(make_documents, merges, tie, description, **options)

    def load_text(self, text: str, unit: str = "file") -> None:
        """Train on typed, pasted or dropped text."""
        self.session.load_text(text, unit)

    def load_example(
        self,
        ex: Example | str,
        *,
        stage: int = 0,
        merges: int | None = None,
        tie: str | None = None,
    ) -> None:
        """Train a built-in example or lesson with its own settings unless ``merges`` or
        ``tie`` is given (see :meth:`LoadSession.load_example`); a document example
        brings the training tab forward."""
        ex = self.session.load_example(ex, stage=stage, merges=merges, tie=tie)
        if ex.kind != "words" and self.tabs.currentWidget() is self.word_view:
            self.tabs.setCurrentIndex(0)

    def retrain(
        self, merges: int | None = None, tie: str | None = None, unit: str | None = None
    ) -> None:
        """Train the current documents again (see :meth:`LoadSession.retrain`)."""
        self.session.retrain(merges, tie, unit)

    # ------------------------------------------------------------------ UI
    def _build_ui(self) -> None:
        self.rounds_view = TrainingRoundsView()
        self.splitter = self.rounds_view
        v = self.rounds_view
        self.documents_model, self.candidates_model = v.documents_model, v.candidates_model
        self.vocabulary_model = v.vocabulary_model
        self.documents_panel, self.candidates_panel = v.documents_panel, v.candidates_panel
        self.vocabulary_panel, self.inspector = v.vocabulary_panel, v.inspector
        self.navigation = NavigationBar(self.round_cursor, self.action_map)

        # Below the round navigation: the training views, the encode panel, the per-round
        # charts, the Words, Compare and Vocabulary health tabs, one tab each.
        self.tabs = WindowTabs(
            self.rounds_view,
            self.round_cursor,
            self.navigation,
            self.action_map["before_after"],
            self._executor,
        )
        t = self.tabs
        self.encode_panel, self.charts = t.encode_panel, t.charts
        self.narration, self.notes_panel = t.narration, t.notes_panel
        self.narration.watch_candidates(self.candidates_panel)
        self.training_page, self.word_view = t.training_page, t.word_view
        self.compare_view, self.health_view = t.compare_view, t.health_view

        central = QWidget()
        layout = self.central_layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.addWidget(self.navigation)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        # While a new input loads, the old run's panes are greyed under "Loading …".
        self.loading_cover = LoadingCover(self.tabs)
        self.status = WindowStatus(
            self, self.session, self.action_map, self.round_cursor, self.tabs, self.loading_cover
        )
        self.status_parts = self.status.parts
        self.status_label = self.status_parts.summary_label
        self.note_label = self.status_parts.note_label
        self.progress = self.status_parts.progress
        self.cancel_button = self.status_parts.cancel_button
        self.player = Player(
            self.round_cursor, self.action_map["play"], self.navigation, self.settings, self
        )
        self.play_timer = self.player.timer
        self._fit_first_size()

    def _fit_first_size(self) -> None:
        # The screen the window opens on; a stored geometry (View options) comes after.
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        available = (room.width(), room.height()) if room is not None else (0, 0)
        self.resize(*first_window_size(available))

    def _build_menus(self) -> None:
        a = self.action_map
        self.examples_menu = examples_menu(self, lambda ex: self.load_example(ex))
        self.export_menu = export_menu(self, a)
        specials: dict[str, QAction] = {
            "@recent": self.files.recent_menu.menuAction(),
            "@examples": self.examples_menu.menuAction(),
            "@export": self.export_menu.menuAction(),
            "@export_csv": self.edit.export_menu(self).menuAction(),
            "@copy_special": copy_special_menu(self, a).menuAction(),
            "@language": LanguageMenu(switcher(), self.choose_language, self).menuAction(),
        }
        build_menus(self, self.action_map, specials)
        # Actions must be reachable by shortcut even when only in menus/buttons.
        for act in a.values():
            self.addAction(act)
        self.files.rebuild_recent_menu()

    def showEvent(self, event: QShowEvent) -> None:
        """On first show, split the panes by the window's real width."""
        super().showEvent(event)
        self.presenter.attach()
        if not self._sized:
            self._sized = True
            if self.settings.splitter_state is None:
                QTimer.singleShot(0, self.rounds_view, self.rounds_view.fit_to_width)

    def show_pair_windows(self, left: int, right: int) -> None:
        """Draw the windows of candidate (left, right) of the round shown in the documents
        (:meth:`WindowTabs.show_pair_windows`), unless the round is a quiz question."""
        if self.quiz.pick_run_pair(left, right):
            return  # a quiz question: the pick shows nothing of the round's counts
        self.tabs.show_pair_windows(left, right)

    @property
    def text_zoom(self) -> int:
        """The text size in percent of normal (View ▸ Larger Text)."""
        return self.view_options.text_zoom

    def set_text_zoom(self, percent: int) -> None:
        """The whole window's text at ``percent`` of normal, 100 to 250, for projecting in
        a classroom (:meth:`ViewOptions.set_text_zoom`)."""
        self.view_options.set_text_zoom(percent)

    def close_run(self) -> None:
        """File ▸ Close: the run, its documents and any load in progress go; the window
        is back to its empty state (the Words tab's table too)."""
        self.player.stop()
        closed = self.run.source if self.run is not None else ""
        self.session.close_run()
        text = self.tr("Closed {source}").format(source=closed) if closed else self.tr("Closed")
        self.notify(text, 5000)
        self.status.refresh()

    def go_to_round_dialog(self) -> None:
        """Go ▸ Go to Round…: ask for a stage, 0 to the last, in the words and range of
        the bar's "Stage [n] of N" box and slider (stage n shows round n's candidates; the
        last stage, one past the last round, shows the final vocabulary), and show it on
        the tab whose rounds the stepping keys move."""
        from PySide6.QtWidgets import QInputDialog

        cursor = self.active_cursor()
        if cursor.maximum <= 0:
            return
        value, ok = QInputDialog.getInt(
            self,
            self.tr("Go to Round"),
            self.tr("Stage (0 to {last}):").format(last=cursor.maximum),
            cursor.value,
            0,
            cursor.maximum,
        )
        if ok:
            cursor.set_value(value)

    def focus_filter(self) -> None:
        """Edit ▸ Find: the documents' filter box takes the keys, its text selected."""
        self.documents_panel.filter_edit.setFocus()
        self.documents_panel.filter_edit.selectAll()

    # ------------------------------------------------------------------ the run and stage
    def on_run_grown(self, run: TrainingRun, stage: int) -> None:
        """More rounds of the training on screen: the slider's end moves up (the views
        read them from the same run when they get there); the stage stays unless the
        load asked for a later one."""
        self.round_cursor.set_maximum(run.merge_count, value=stage)
        self.charts.set_run(run, self.round_cursor.value)
        self.status.refresh()

    def on_stage_changed(self, _stage: int) -> None:
        """A step or jump: while training runs, the new stage is painted before more
        rounds arrive; the summary and the stepping actions follow."""
        self.worker.hold()
        self.status.update_status()
        self.status.update_actions()

    def show_stage(self, stage: int) -> None:
        """Bring the training views forward at ``stage``, whose candidate table shows
        round ``stage`` (winner marked): where an applied rule of rank ``stage`` of the
        encode panel was learned."""
        self.tabs.setCurrentIndex(0)
        self.round_cursor.set_value(stage)

    def select_token(self, token_id: int) -> None:
        """Show ``token_id`` in the inspector and outline its occurrences in the documents."""
        self.rounds_view.select_token(token_id)

    def choose_language(self, code: str) -> None:
        """View ▸ Language: speak ``code`` now and from the next start on; the round,
        the selection and the run on screen stay."""
        self.settings.language = code
        switcher().apply(code)

    def _say_again(self, _code: str) -> None:
        """After a language change: the round on screen said again in the new language
        (its narration or quiz question, the status line and the title)."""
        self.quiz.retranslate()
        for header in self.findChildren(QHeaderView):
            model = header.model()
            if model is not None:
                count = header.count()
                model.headerDataChanged.emit(header.orientation(), 0, max(0, count - 1))
        if not (self.quiz.active and self.quiz.run_quiz.hidden):
            self.narration.show_stage(self.run, self.round_cursor.value)
        self.encode_panel.say_again()
        self.status.update_title()
        self.status.update_status()

    def status_text(self) -> str:
        """The stage summary of the status bar (:meth:`WindowStatus.status_text`)."""
        return self.status.status_text()

    def notify(self, text: str, ms: int = 6000) -> None:
        """A transient note in the status bar, beside the stage summary."""
        self.status.notify(text, ms)

    # ------------------------------------------------------------------ the Words tab
    def compare_tie_policies(self) -> None:
        """Train ▸ Compare Tie Policies: the Compare tab with the current documents
        under the chosen tie policies, all five at first (docs/rules.md s3)."""
        if self.run is not None:
            self.tabs.setCurrentWidget(self.compare_view)
            self.compare_view.compare_tie_policies()

    def remember_compare_ties(self, ties: tuple[str, ...]) -> None:
        """Keep the Compare tab's chosen tie policies for the next start."""
        self.settings.compare_ties = ties

    def open_beside(self, path: str | os.PathLike[str]) -> bool:
        """Open a saved run, trace or merges file in the Compare tab beside the current
        run; False (after reporting it) when the file cannot be read."""
        if self.run is None or not self.tabs.open_beside(os.fspath(path)):
            return False
        self.session.note_read(path)
        return True

    def on_tab_changed(self, _index: int) -> None:
        """Another tab (or Compare page) shown: its cursor, summary and title."""
        self.tabs.follow_current()
        self.status.update_actions()
        self.status.update_status()
        self.status.update_title()

    def on_word_stage_changed(self, _stage: int) -> None:
        """A step in the Words or word Compare rounds: the summary and stepping actions."""
        self.status.update_actions()
        self.status.update_status()

    def active_cursor(self) -> RoundCursor:
        """The cursor the stepping keys move: the Words tab has its own."""
        return self.tabs.active_cursor()

    # ------------------------------------------------------------------ worker feedback
    def report_failure(self, message: str) -> None:
        """Bad input: ``message`` in the status bar and in the error dialog."""
        self.notify(message, 10000)
        detail = message
        if self.run is not None:
            detail += "\n\n" + self.tr("The current run stays loaded.")
        self.show_error(self, self.tr("bpe-viewer: bad input"), detail)

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language (a translator installed or removed): every text the window
        sets itself again (:meth:`retranslate`); its widgets see the event themselves."""
        super().changeEvent(event)
        # The language is installed at the start of __init__, before the actions exist:
        # they are made in the language already installed, so nothing to say again then.
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "action_map"):
            self.retranslate()

    def retranslate(self) -> None:
        """The actions, the toolbar, the tables' column titles, the title and the status
        bar's summary in the window's language; the run, the round and the selection on
        screen stay."""
        retranslate_actions(self.action_map)
        for view in self.findChildren(QTableView):
            model = view.model()
            if model is not None:
                header_texts_changed(model)
            view.viewport().update()  # cells in words (marks) are asked for again
        self.player.show_state()
        retranslate_toolbar(self)
        self.status.update_title()
        self.status.update_status()

    # ------------------------------------------------------------------ drag and drop
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept files and text."""
        if self.files.accepts_drop(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """A dropped file opens; dropped text trains like pasted text."""
        if self.files.drop(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop playing, cancel and join the worker, keep the geometry.

        The window is hidden first, so it disappears at once even while a load finishes
        its current chunk (loads check the cancel event while reading and indexing).
        """
        self.player.stop()
        self.presenter.detach()
        self.action_map["presenter_view"].setChecked(False)
        self.hide()
        self.worker.shutdown()
        self.tabs.shutdown()
        self.view_options.save()
        super().closeEvent(event)
