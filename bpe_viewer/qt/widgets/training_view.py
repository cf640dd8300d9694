"""The "Training rounds" tab: documents | candidates | vocabulary over the inspector.

The tab owns its three models and the token selection that links its panes: a token
picked in any pane (or handed in by :meth:`TrainingRoundsView.select_token`) fills the
inspector and is outlined in the documents. Like every view it resets itself from a run
(:meth:`set_run`) and follows the stage (:meth:`set_stage`), docs/rules.md s8.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QWidget

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.models import CandidatePairsModel, DocumentRowsModel, VocabularyModel
from bpe_viewer.qt.widgets.documents_view import DocumentsPanel
from bpe_viewer.qt.widgets.inspector import HexInspector
from bpe_viewer.qt.widgets.tables import CandidatesPanel, VocabularyPanel


class TrainingRoundsView(QSplitter):
    """Documents, candidates and vocabulary side by side; the inspector under the last.

    Attributes:
        documents_model, candidates_model, vocabulary_model: the tab's models.
        documents_panel, candidates_panel, vocabulary_panel, inspector: its panes.
        right_splitter: vocabulary over inspector.
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
        self._run: TrainingRun | None = None
        self._stage = 0
        self._selected: int | None = None

        self.right_splitter = QSplitter(Qt.Orientation.Vertical)
        self.right_splitter.addWidget(self.vocabulary_panel)
        self.right_splitter.addWidget(self.inspector)
        self.right_splitter.setSizes([470, 330])
        self.addWidget(self.documents_panel)
        self.addWidget(self.candidates_panel)
        self.addWidget(self.right_splitter)
        self.setSizes([560, 450, 390])
        self.documents_panel.setMinimumWidth(360)
        self.candidates_panel.setMinimumWidth(450)
        self.right_splitter.setMinimumWidth(330)
        self.setChildrenCollapsible(False)
        for i, f in enumerate((4, 3, 3)):
            self.setStretchFactor(i, f)

        self.documents_panel.table.token_clicked.connect(
            lambda tid, _doc, _pos: self.select_token(tid)
        )
        self.candidates_panel.token_selected.connect(self.select_token)
        self.vocabulary_panel.token_selected.connect(self.select_token)

    def fit_to_width(self) -> None:
        """Split the width as on first show: candidates and the right pane get their
        share, the documents the rest."""
        total = max(1, sum(self.sizes()))
        right = max(420, int(total * 0.30))
        middle = max(450, int(total * 0.32))
        self.setSizes([total - right - middle, middle, right])

    def set_zoom(self, scale: float) -> None:
        """Every pane's text at ``scale`` times normal (1.0-2.5), for projecting."""
        for pane in (self.candidates_panel, self.vocabulary_panel, self.inspector):
            pane.set_zoom(scale)
        self.documents_panel.set_zoom(scale)

    # -- the run and the stage
    def set_run(self, run: TrainingRun, stage: int) -> None:
        """Show ``run`` at ``stage``; the selection is cleared."""
        self._run, self._stage, self._selected = run, stage, None
        for model in (self.documents_model, self.candidates_model, self.vocabulary_model):
            model.set_run(run, stage)
        self._show_newest_token()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor. A selected token stays while it is known or about to
        be made by this round; otherwise the inspector shows the newest token."""
        self._stage = stage
        for model in (self.documents_model, self.candidates_model, self.vocabulary_model):
            model.set_stage(stage)
        run, token = self._run, self._selected
        if token is not None and run is not None:
            if run.is_future(token, stage):
                self._selected = None
                self.documents_model.set_highlight_token(None)
            else:
                self.inspector.update_stage(stage)
        if self._selected is None:
            self._show_newest_token()

    def select_token(self, token_id: int) -> None:
        """Show ``token_id`` in the inspector and outline its occurrences in the documents."""
        run = self._run
        if run is None:
            return
        self._selected = token_id
        self.inspector.show_token(run, token_id, self._stage)
        known = run.learned_by_stage(token_id, self._stage)
        self.documents_model.set_highlight_token(token_id if known else None)

    def _show_newest_token(self) -> None:
        """With nothing selected, the inspector shows the token the last round made."""
        run = self._run
        newest = run.newest_token(self._stage) if run is not None else None
        if run is None or newest is None:
            self.inspector.clear()
        else:
            self.inspector.show_token(run, newest, self._stage)
