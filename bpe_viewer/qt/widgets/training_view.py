"""The "Training rounds" tab: documents over hex | candidates | vocabulary over the inspector.

The tab owns its three models and the token selection that links its panes: a token
picked in any pane (or handed in by :meth:`TrainingRoundsView.select_token`) fills the
inspector and is outlined in the documents. Like every view it resets itself from a run
(:meth:`set_run`) and follows the stage (:meth:`set_stage`), docs/rules.md s8.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QScrollArea, QSplitter, QWidget

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.qt.later import later_turns, paint_later
from bpe_viewer.qt.models import CandidatePairsModel, DocumentRowsModel, VocabularyModel
from bpe_viewer.qt.models.documents import token_filter_text
from bpe_viewer.qt.widgets.documents_view import DocumentsPanel
from bpe_viewer.qt.widgets.font_sizes import set_table_font
from bpe_viewer.qt.widgets.hex_view import HexView
from bpe_viewer.qt.widgets.inspector import HexInspector
from bpe_viewer.qt.widgets.tables import CandidatesPanel, VocabularyPanel
from bpe_viewer.qt.widgets.training_splits import TrainingSplits


@dataclass(frozen=True)
class PaneState:
    """What the user chose in the training view, beyond the run and the stage: enough to
    show another window (an export's offscreen copy) as this one is on screen.

    Attributes:
        document: the selected document's index in the run (None: no row selected).
        token: the token picked in any pane, or None.
        candidate_row: the candidate row picked (its windows drawn), or None.
        filter_text: the documents' filter.
        hex_offset: the hex view's current byte, or None.
        hex_found: the hex view's Find match ``(offset, length)``, or None.
        hex_scroll, document_scroll: the hex rows' and the document rows' scroll positions
            (pixels: right only in a window of the same size and zoom).
        document_top_row: the document row at the top of the Documents pane (a row of
            the filtered list), or None: another size shows the same rows from it.
        vocabulary_top: the token ID of the vocabulary's top row on screen, or None.
        byte_entries, intermediate_only: the vocabulary's two toggles.
    """

    document: int | None = None
    token: int | None = None
    candidate_row: int | None = None
    filter_text: str = ""
    hex_offset: int | None = None
    hex_found: tuple[int, int] | None = None
    hex_scroll: int = 0
    document_scroll: int = 0
    document_top_row: int | None = None
    vocabulary_top: int | None = None
    byte_entries: bool = False
    intermediate_only: bool = False


class TrainingRoundsView(QSplitter):
    """Documents, candidates and vocabulary side by side; the inspector under the last.

    Attributes:
        documents_model, candidates_model, vocabulary_model: the tab's models.
        documents_panel, candidates_panel, vocabulary_panel, inspector: its panes.
        right_splitter: vocabulary over inspector.
        splits: the splitters' sizes (:class:`~bpe_viewer.qt.widgets.training_splits.
            TrainingSplits`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.documents_model = DocumentRowsModel(self)
        self.candidates_model = CandidatePairsModel(self)
        self.vocabulary_model = VocabularyModel(self)
        self.documents_panel = DocumentsPanel(self.documents_model)
        self.candidates_panel = CandidatesPanel(self.candidates_model)
        self.vocabulary_panel = VocabularyPanel(self.vocabulary_model)
        self.inspector = HexInspector()
        self.hex_view = HexView()
        self._run: TrainingRun | None = None
        self._stage = 0
        self._selected: int | None = None
        self._watched_selection: QItemSelectionModel | None = None
        #: the key of the waiting "follow the winner" update in the later-turn queue
        self._follower = QObject(self)

        self.right_splitter = QSplitter(Qt.Orientation.Vertical)
        self.right_splitter.addWidget(self.vocabulary_panel)
        # The inspector scrolls rather than push the window past a projector's height
        # at a large zoom (its rows grow with the text).
        self.inspector_scroll = QScrollArea()
        self.inspector_scroll.setWidget(self.inspector)
        self.inspector_scroll.setWidgetResizable(True)
        self.inspector_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.right_splitter.addWidget(self.inspector_scroll)
        self.right_splitter.setSizes([470, 330])
        # The selected document's bytes under its token rows (docs/rules.md s8).
        self.left_splitter = QSplitter(Qt.Orientation.Vertical)
        self.left_splitter.addWidget(self.documents_panel)
        self.left_splitter.addWidget(self.hex_view)
        self.left_splitter.setSizes([420, 380])
        self.left_splitter.setChildrenCollapsible(False)
        self.addWidget(self.left_splitter)
        self.addWidget(self.candidates_panel)
        self.addWidget(self.right_splitter)
        self.setSizes([560, 450, 390])
        self.left_splitter.setMinimumWidth(300)
        # The right column's split follows its height and the text size until the user
        # drags its handle; a short column (a large text size on a small screen) folds
        # the hex view away, so the document rows keep their room.
        self.splits = TrainingSplits(
            self,
            self.left_splitter,
            self.right_splitter,
            documents=self.documents_panel,
            hex_view=self.hex_view,
            vocabulary=self.vocabulary_panel,
            inspector=self.inspector,
        )
        # The candidates and the vocabulary keep at least what their IDs and counts
        # need in the fonts of the zoom (more than these widths at a large text size).
        self.candidates_panel.least_width_floor = 380
        self.vocabulary_panel.least_width_floor = 260
        self.setChildrenCollapsible(False)
        for i, f in enumerate((4, 3, 3)):
            self.setStretchFactor(i, f)

        self.documents_panel.table.token_clicked.connect(self._on_chip_clicked)
        self.hex_view.token_selected.connect(self._on_byte_clicked)
        self.hex_view.document_shown.connect(self._select_document_row)
        self.inspector.documents_requested.connect(self.show_documents_holding)
        self.candidates_panel.token_selected.connect(self.select_token)
        self.vocabulary_panel.token_selected.connect(self.select_token)

    def fit_to_width(self) -> None:
        """Split the width as on first show (:meth:`TrainingSplits.fit_to_width`)."""
        self.splits.fit_to_width()

    def fit_hex_view(self) -> None:
        """The hex view under the documents while the column holds both
        (:meth:`TrainingSplits.fit_hex_view`)."""
        self.splits.fit_hex_view()

    def fit_inspector_height(self) -> None:
        """Split the right column's height between the vocabulary and the inspector
        (:meth:`TrainingSplits.fit_inspector_height`)."""
        self.splits.fit_inspector_height()

    def set_zoom(self, scale: float) -> None:
        """Every pane's text at ``scale`` times normal (1.0-2.5), for projecting."""
        for pane in (self.candidates_panel, self.vocabulary_panel, self.inspector):
            pane.set_zoom(scale)
        self.documents_panel.set_zoom(scale)
        # the document table has a style sheet: its header follows only when told
        table = self.documents_panel.table
        set_table_font(table, table.font())
        self.hex_view.set_zoom(scale)
        self.fit_inspector_height()
        self.splits.fit_hex_later()

    def set_compact(self, on: bool) -> None:
        """Presentation layout: hex columns collapse so counts and IDs stay whole; the
        documents' legend folds away and their label column narrows."""
        self.candidates_panel.set_compact(on)
        self.vocabulary_panel.set_compact(on)
        self.documents_panel.set_compact(on)
        # The hex view folds away too, so the document rows get the column's height.
        self.splits.set_presenting(on)

    @property
    def compact(self) -> bool:
        """True in the presentation layout (:meth:`set_compact`)."""
        return self.candidates_panel.compact

    def set_side_panes_visible(self, on: bool) -> None:
        """Show or hide the vocabulary and the inspector."""
        self.right_splitter.setVisible(on)

    # -- the run and the stage
    def set_run(self, run: TrainingRun | None, stage: int) -> None:
        """Show ``run`` at ``stage``; the selection is cleared, except when ``run``
        finishes the training whose rounds were shown so far (same documents): then the
        document row, the scroll position and the selected token stay."""
        old = self._run
        table = self.documents_panel.table
        keep = (
            isinstance(old, GrowingRun)
            and run is not None
            and old is not None
            and len(old.documents) == len(run.documents)
        )
        document, token = self._current_document(), self._selected
        has_row = table.currentIndex().isValid()
        scroll = table.verticalScrollBar().value()
        self._run, self._stage, self._selected = run, stage, None
        if not keep and not _same_documents(old, run):
            # A filter typed for other documents would hide the new ones unexplained.
            self.documents_panel.clear_filter()
        # The panes paint on the next turn, and the two tables each on a turn after it.
        paint_later(self, self.candidates_panel.table, self.vocabulary_panel.table)
        for model in (self.documents_model, self.candidates_model):
            model.set_run(run, stage)
        self.vocabulary_panel.follow_run(run, stage)
        self.hex_view.set_run(run, stage, document if keep else self._current_document())
        self._follow_document_selection()
        if keep:
            row = self.documents_model.row_of_document(document) if has_row else None
            if row is not None:
                table.setCurrentIndex(self.documents_model.index(row, 0))
            table.verticalScrollBar().setValue(scroll)
            if token is not None and run is not None and not run.is_future(token, stage):
                self.select_token(token)
                return
        self._show_newest_token()
        self._follow_later()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor. A selected token stays while it is known or about to
        be made by this round; otherwise the inspector shows the newest token."""
        self._stage = stage
        # The document rows paint in this turn, the candidate table on the next.
        paint_later(self.candidates_panel.table)
        for model in (self.documents_model, self.candidates_model):
            model.set_stage(stage)
        # On screen the vocabulary and the hex rows follow on later turns of the event
        # loop, so each paints in a turn of its own.
        self.vocabulary_panel.follow_stage(stage)
        self.hex_view.set_stage(stage)
        run, token = self._run, self._selected
        if token is not None and run is not None:
            if run.is_future(token, stage):
                self._selected = None
                self.documents_model.set_highlight_token(None)
                self.hex_view.set_selected_token(None)
            else:
                self.inspector.update_stage(stage)
        if self._selected is None:
            self._show_newest_token()
        self._follow_later()

    def _follow_later(self) -> None:
        """Follow the winner (:meth:`follow_winner`) on a later turn: after the rows of
        the new round are measured and the quiz has decided whether it is a question."""
        later_turns().put(self._follower, self.follow_winner)

    def follow_winner(self) -> None:
        """Bring the round's winner into view: the candidate table scrolls to the
        winner's row and the quiz's pick; the document rows and the hex view to the
        winner's first window in the selected document, else in the first listed
        document that has one (which is then selected). While the round is a quiz
        question only the pick is followed (the winner must not show)."""
        later_turns().cancel(self._follower)
        self.candidates_panel.show_winner_and_pick()
        run, stage = self._run, self._stage
        if run is None or not 0 <= stage < run.merge_count or self.candidates_model.quiz_hidden:
            return
        rule = run.rules[stage]
        target = self._first_window(rule.left, rule.right)
        if target is None:
            return
        document, position = target
        self._select_document_row(document)
        self.documents_panel.table.show_position(document, position, 2)
        tokens = self.documents_model.tokens(document)
        offset = sum(len(run.token_bytes(t)) for t in tokens[:position])
        length = len(run.token_bytes(rule.left)) + len(run.token_bytes(rule.right))
        self.hex_view.show_bytes(document, offset, length)

    def _first_window(self, left: int, right: int) -> tuple[int, int] | None:
        """(document, token position) of the first window of pair (left, right) at the
        stage: in the selected document when it has one, else in the first document
        in corpus order that has one and is listed; None when no listed one has."""
        model = self.documents_model
        finder = model.finder
        if finder is None:
            return None
        if self.documents_panel.table.currentIndex().isValid():
            document = self._current_document()
            if finder.run.documents[document].counted:
                tokens = model.tokens(document)
                windows = finder.document_windows(self._stage, left, right, document, tokens)
                if windows:
                    return document, windows[0].position
        first = finder.first_occurrence(self._stage, left, right)
        if first is None or model.row_of_document(first[0]) is None:
            return None
        return first

    def select_token(self, token_id: int) -> None:
        """Show ``token_id`` in the inspector and outline its occurrences in the documents."""
        run = self._run
        if run is None:
            return
        later_turns().cancel(self._follower)  # the token chosen stays in view
        self._selected = token_id
        self.inspector.show_token(run, token_id, self._stage)
        known = run.learned_by_stage(token_id, self._stage)
        self.documents_model.set_highlight_token(token_id if known else None)
        self.hex_view.set_selected_token(token_id if known else None)

    def clear_selection(self) -> None:
        """Nothing selected in any pane: no token (the inspector shows the newest one),
        no document row, candidate or vocabulary row, no outlined occurrences. A quiz
        round starts so, with nothing left over from the round before."""
        self._selected = None
        self.documents_model.set_highlight_token(None)
        self.hex_view.set_selected_token(None)
        for table in (
            self.documents_panel.table,
            self.candidates_panel.table,
            self.vocabulary_panel.table,
        ):
            table.clearSelection()
        self._show_newest_token()

    @property
    def selected_token(self) -> int | None:
        """The token picked in any pane, or None."""
        return self._selected

    def show_documents_holding(self, token_id: int) -> None:
        """List in the Documents pane only the documents holding ``token_id`` at the
        stage (the filter ``token:ID``, shown in the filter box to clear it)."""
        self.documents_panel.set_filter_now(token_filter_text(token_id))

    def pane_state(self) -> PaneState:
        """The selection, filter, toggles and scroll positions shown now."""
        self.hex_view.fill_pending()
        documents = self.documents_panel.table
        has_row = documents.currentIndex().isValid() and self._run is not None
        candidate = self.candidates_panel.table.currentIndex()
        hex_model = self.hex_view.model
        top = documents.indexAt(documents.viewport().rect().topLeft())
        return PaneState(
            document=self._current_document() if has_row else None,
            token=self._selected,
            candidate_row=candidate.row() if candidate.isValid() else None,
            filter_text=self.documents_panel.filter_edit.text(),
            hex_offset=hex_model.current_offset,
            hex_found=hex_model.found,
            hex_scroll=self.hex_view.table.verticalScrollBar().value(),
            document_scroll=documents.verticalScrollBar().value(),
            document_top_row=top.row() if top.isValid() else None,
            vocabulary_top=self.vocabulary_panel.top_token(),
            byte_entries=self.vocabulary_panel.bytes_box.isChecked(),
            intermediate_only=self.vocabulary_panel.intermediate_box.isChecked(),
        )

    def show_pane_state(self, state: PaneState) -> None:
        """Show ``state`` (from :meth:`pane_state` of a view with the same run and stage):
        the same document in the rows and the hex view, the same token, candidate, filter,
        toggles and scroll positions. At another size, the rows on screen are matched,
        not the pixels: the Documents pane starts at the same top row (the selected row
        at the top, whole, when it would not be whole below it) and the vocabulary at the
        same top token."""
        later_turns().cancel(self._follower)  # the rows shown are the ones asked for
        vocabulary = self.vocabulary_panel
        vocabulary.bytes_box.setChecked(state.byte_entries)
        vocabulary.intermediate_box.setChecked(state.intermediate_only)
        if state.filter_text:
            self.documents_panel.set_filter_now(state.filter_text)
        if state.document is not None:
            self._select_document_row(state.document)
            self.hex_view.set_document(state.document)
        if (
            state.candidate_row is not None
            and state.candidate_row < self.candidates_model.rowCount()
        ):
            self.candidates_panel.table.setCurrentIndex(
                self.candidates_model.index(state.candidate_row, 0)
            )
        if state.token is not None:
            self.select_token(state.token)
        hex_model = self.hex_view.model
        hex_model.set_found(state.hex_found)
        hex_model.set_current_offset(state.hex_offset)
        self.hex_view.table.verticalScrollBar().setValue(state.hex_scroll)
        self.show_scroll_positions(state)

    def show_scroll_positions(self, state: PaneState) -> None:
        """The Documents pane and the vocabulary scrolled to the rows of ``state``: the
        same top document row (the selected row whole at the top when it would not be
        whole), the same top token; the pixel position when no top row was recorded."""
        documents = self.documents_panel.table
        at_top = QAbstractItemView.ScrollHint.PositionAtTop
        rows = documents.model().rowCount() if documents.model() is not None else 0
        if state.document_top_row is not None and state.document_top_row < rows:
            documents.scrollTo(documents.model().index(state.document_top_row, 0), at_top)
        else:
            documents.verticalScrollBar().setValue(state.document_scroll)
        current = documents.currentIndex()
        if current.isValid():
            shown = documents.visualRect(current)
            view = documents.viewport().rect()
            if shown.top() < view.top() or shown.bottom() > view.bottom():
                documents.scrollTo(current, at_top)  # whole (from its label) at the top
        if state.vocabulary_top is not None:
            self.vocabulary_panel.show_top_token(state.vocabulary_top)

    # -- the hex view and the document rows
    def _current_document(self) -> int:
        index = self.documents_panel.table.currentIndex()
        if not index.isValid() or self._run is None:
            return 0
        return self.documents_model.document_index(index.row())

    def _follow_document_selection(self) -> None:
        selection = self.documents_panel.table.selectionModel()
        if selection is not None and selection is not self._watched_selection:
            self._watched_selection = selection
            selection.currentRowChanged.connect(self._on_document_row_changed)

    def _on_document_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        # a row chosen before the winner was followed: the choice stands
        later_turns().cancel(self._follower)
        if current.isValid() and self._run is not None:
            self.hex_view.set_document(self.documents_model.document_index(current.row()))

    def _on_chip_clicked(self, token_id: int, document_index: int, position: int) -> None:
        """A chip in the rows: its document and bytes in the hex view, then the token."""
        self._select_document_row(document_index)
        self.hex_view.show_token_at(document_index, position)
        self.select_token(token_id)

    def _on_byte_clicked(self, token_id: int, document_index: int, _offset: int) -> None:
        """A byte in the hex view: its token everywhere, its document's row selected."""
        self._select_document_row(document_index)
        self.select_token(token_id)

    def _select_document_row(self, document_index: int) -> None:
        row = self.documents_model.row_of_document(document_index)
        table = self.documents_panel.table
        if row is not None and table.currentIndex().row() != row:
            table.setCurrentIndex(self.documents_model.index(row, 0))
            table.scrollTo(self.documents_model.index(row, 0))

    def _show_newest_token(self) -> None:
        """With nothing selected, the inspector shows the token the last round made."""
        run = self._run
        newest = run.newest_token(self._stage) if run is not None else None
        if run is None or newest is None:
            self.inspector.clear()
        else:
            self.inspector.show_token(run, newest, self._stage)


def _same_documents(old: TrainingRun | None, new: TrainingRun | None) -> bool:
    """True when both runs hold the same documents (IDs and byte lengths), as after a
    retrain; False for a new corpus, text or example."""
    if old is None or new is None or len(old.documents) != len(new.documents):
        return False
    return all(
        a.doc_id == b.doc_id and a.byte_length == b.byte_length
        for a, b in zip(old.documents, new.documents, strict=True)
    )
