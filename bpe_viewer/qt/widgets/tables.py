"""The candidate and vocabulary panels: a header line, a table and their toggles.

Both are :class:`~bpe_viewer.qt.widgets.table_pane.ZoomableTablePane` subclasses: this
module says which columns each shows, how wide and in what order they give way; the
base sizes and hides them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import BYTE_COUNT, TrainingRun
from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.models.candidates import CandidateColumn, CandidatePairsModel
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.vocabulary import (
    SURVIVAL_COLUMNS,
    VocabularyColumn,
    VocabularyFilterProxy,
    VocabularyModel,
)
from bpe_viewer.qt.palette import muted_style, note_box_style
from bpe_viewer.qt.translatable import PluralTr
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.table_pane import (
    SQUEEZED_SAMPLE,
    ZoomableTablePane,
    fixed_table,
    keep_rows_in_view,
)


class CandidatesPanel(PluralTr, ZoomableTablePane):
    """Candidates of the current round with the explanation line and "show all".

    Signals:
        token_selected(int): a token was picked in the table.
        pair_selected(int, int): a candidate row was picked (left, right).
    """

    token_selected = Signal(int)
    pair_selected = Signal(int, int)
    #: (the first-occurrence column stays: under the ``first`` tie policy its positions
    #: are the evidence the class reads for the winner)
    COMPACT_HIDDEN = (
        CandidateColumn.MERGED_HEX,
        CandidateColumn.LEFT_TEXT,
        CandidateColumn.RIGHT_TEXT,
    )
    #: the left and right readable columns go together (one alone would read as the
    #: pair's other token), the first-occurrence column last; the mark column never
    #: goes: the winner is named by its mark, not by colour alone
    NARROW_ORDER = (
        CandidateColumn.MERGED_HEX,
        (CandidateColumn.LEFT_TEXT, CandidateColumn.RIGHT_TEXT),
        # last, and only under the ``first`` policy: the positions the winner is
        # chosen by (they are in the round's sentence too)
        CandidateColumn.FIRST,
    )
    #: then the merged token narrows, and the mark column down to its sign (``★…``)
    SQUEEZED_COLUMNS = {CandidateColumn.MERGED_TEXT: "a…", CandidateColumn.MARK: "★…"}
    #: the merged token's text: the left and right texts go before it is cut short
    READABLE_COLUMNS = (CandidateColumn.MERGED_TEXT,)
    VALUE_COLUMNS = (
        CandidateColumn.LEFT,
        CandidateColumn.RIGHT,
        CandidateColumn.COUNT,
        CandidateColumn.REPLACED,
        CandidateColumn.FIRST,
    )

    def _column_wanted(self, column: int) -> bool:
        """The first-occurrence column only under the ``first`` tie policy."""
        run = self.model.run
        return column != CandidateColumn.FIRST or (run is not None and run.tie == "first")

    COMPACT_STRETCH = CandidateColumn.MERGED_TEXT

    def __init__(self, model: CandidatePairsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)  # a narrow pane at a large zoom: two lines, not cut
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setStyleSheet(note_box_style(4))
        # Beside the button on a narrow pane: whole lines ending in "…", the whole text
        # in its tooltip, never cut mid-letter.
        self.pairs = FittedLabel(max_lines=2, hint_chars=None)
        self.pairs.setStyleSheet(muted_style())
        self.show_all_button = QPushButton()
        self.show_all_button.clicked.connect(lambda: model.set_show_all(True))
        self.table = fixed_table(model, self)
        header = self.table.horizontalHeader()
        widths = {
            CandidateColumn.MARK: 74,
            CandidateColumn.LEFT: 38,
            CandidateColumn.LEFT_TEXT: 58,
            CandidateColumn.RIGHT: 38,
            CandidateColumn.RIGHT_TEXT: 58,
            CandidateColumn.MERGED_TEXT: 62,
            CandidateColumn.COUNT: 50,
            CandidateColumn.REPLACED: 44,
            CandidateColumn.FIRST: 96,
            CandidateColumn.MERGED_HEX: 70,
        }
        self._widths = {int(c): w for c, w in widths.items()}
        for col, w in widths.items():
            header.resizeSection(col, w)
        header.setSectionResizeMode(CandidateColumn.MERGED_HEX, QHeaderView.ResizeMode.Stretch)
        self._watch_values()
        self.table.clicked.connect(self._clicked)
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _prev: self._clicked(cur))
        row = QHBoxLayout()
        row.addWidget(self.pairs, 1)
        row.addWidget(self.show_all_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.why)
        # The narration strip above the training views says this and more.
        self.why.hide()
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        for signal in (model.modelReset, model.dataChanged):
            signal.connect(lambda *_: self.refresh())
        model.quiz_changed.connect(self.show_winner_and_pick)
        self.retranslate()

    def retranslate(self) -> None:
        """The pane's texts in the window's language (the round shown stays)."""
        self.show_all_button.setToolTip(
            self.tr(
                "The run recorded only the leading candidates of each round; count every "
                "pair of this round now (reads the whole corpus)"
            )
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the pane's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_columns()  # the column titles' widths changed

    def show_winner_and_pick(self) -> None:
        """Scroll the table so the winner's row and the quiz's pick are in view
        (:meth:`~bpe_viewer.qt.models.candidate_base.CandidateTableModel.rows_to_show`):
        at each new round and each change of the quiz."""
        keep_rows_in_view(self.table, self.model.rows_to_show())

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            cand = self.model.data(index, Roles.RECORD)
            if cand is not None:
                self.pair_selected.emit(int(cand.left), int(cand.right))
            tid = self.model.data(index, Roles.TOKEN_ID)
            if tid is not None:
                self.token_selected.emit(int(tid))

    def refresh(self) -> None:
        """Title, explanation and pair count of the round shown."""
        m = self.model
        run = m.run
        if run is None:
            self.title.setText(self.tr("<b>Candidates</b>"))
            self.why.setText(self.tr("Load a corpus, a saved run or an example."))
            self.pairs.setText("")
            self.show_all_button.hide()
            return
        if m.has_round:
            title = self.tr("<b>Candidates of round {round}</b> (counted on stage {stage})")
            self.title.setText(title.format(round=m.stage, stage=m.stage))
        else:
            last = self.tr("<b>Candidates</b> — stage {stage} is the last")
            self.title.setText(last.format(stage=m.stage))
        self.why.setText(m.explanation())
        self._fit_columns()  # the first-occurrence column comes and goes with the policy
        distinct = m.distinct_pairs()
        shown = m.rowCount()
        if m.has_round:
            text = self.tr("{count} distinct pair(s)", "", distinct).format(count=distinct)
            if shown < distinct:
                text += self.tr("; showing the top {shown}").format(shown=shown)
            self.pairs.setText(text)
        else:
            last = self.tr("No round runs on the last stage. {why}")
            self.pairs.setText(last.format(why=m.explanation()))
        self.show_all_button.setText(self.tr("Show all {count}").format(count=distinct))
        self.show_all_button.setVisible(m.has_round and not m.complete())


#: Events by which the user acts on a table's rows.
_ACTING_EVENTS = (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress)


class VocabularyPanel(PluralTr, ZoomableTablePane):
    """The vocabulary table (sortable, after the survival columns once computed), the
    "byte entries" toggle and the "intermediate only" filter.

    On screen, the table follows a new stage on a later turn of the event loop
    (:meth:`follow_stage`, :mod:`bpe_viewer.qt.later`), so that its paint and the other
    views' paint of the same round are not one long turn; selecting a token brings it up
    to date first.

    Attributes:
        model: the vocabulary at the stage; proxy: its sorted, filtered view.

    Signals:
        token_selected(int)
    """

    token_selected = Signal(int)
    COMPACT_HIDDEN = (VocabularyColumn.HEX,)
    COMPACT_STRETCH = VocabularyColumn.READABLE
    #: the hex column, then ``from pair``, ``rank`` and ``now``, then the readable text
    #: narrows and last hides (in the presentation view too): which token a row is
    #: shows as long as it can (a long token keeps :meth:`useful_text_width` while one of
    #: those can go), and the IDs and the counts up to ``repl.`` show whole; on a pane
    #: too narrow even for those (a projector at 200 %) the two counts go, never cut;
    #: the survival columns after ``now`` are reached by scrolling
    NARROW_ORDER = (
        VocabularyColumn.HEX,
        VocabularyColumn.PAIR,
        VocabularyColumn.RANK,
        VocabularyColumn.NOW,
        VocabularyColumn.READABLE,
        (VocabularyColumn.CANDIDATES, VocabularyColumn.REPLACEMENTS),
    )
    SQUEEZED_COLUMNS = {VocabularyColumn.READABLE: SQUEEZED_SAMPLE}
    READABLE_COLUMNS = (VocabularyColumn.READABLE,)
    #: ``now`` is laid out with the columns before it (it gives way in NARROW_ORDER)
    SCROLLED_COLUMNS = tuple(c for c in SURVIVAL_COLUMNS if c != VocabularyColumn.NOW)
    VALUE_COLUMNS = (
        VocabularyColumn.ID,
        VocabularyColumn.RANK,
        VocabularyColumn.PAIR,  # two token IDs: never cut
        VocabularyColumn.CANDIDATES,
        VocabularyColumn.REPLACEMENTS,
        VocabularyColumn.NOW,
        VocabularyColumn.MADE,
        VocabularyColumn.FINAL,
        VocabularyColumn.HELD_OUT,
        VocabularyColumn.KEPT,
    )

    def __init__(self, model: VocabularyModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._pending_stage: int | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)  # a narrow pane at a large zoom: two lines, not cut
        self.bytes_box = QCheckBox()
        self.bytes_box.toggled.connect(lambda on: self._now(model.set_show_bytes, on))
        self.proxy = VocabularyFilterProxy(self)
        self.proxy.setSourceModel(model)
        self.intermediate_box = QCheckBox()
        self.intermediate_box.toggled.connect(
            lambda on: self._now(self.proxy.set_intermediate_only, on)
        )
        self.table = fixed_table(self.proxy, self)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(VocabularyColumn.ID, Qt.SortOrder.AscendingOrder)
        header = self.table.horizontalHeader()
        widths = {
            VocabularyColumn.ID: 40,
            VocabularyColumn.HEX: 70,
            VocabularyColumn.READABLE: 62,
            VocabularyColumn.RANK: 38,
            VocabularyColumn.PAIR: 86,
            VocabularyColumn.CANDIDATES: 44,
            VocabularyColumn.REPLACEMENTS: 50,
            VocabularyColumn.NOW: 48,
            VocabularyColumn.MADE: 48,
            VocabularyColumn.FINAL: 48,
            VocabularyColumn.HELD_OUT: 60,
            VocabularyColumn.KEPT: 54,
            VocabularyColumn.FLAGS: 130,
        }
        self._widths = {int(c): w for c, w in widths.items()}
        for col, w in widths.items():
            header.resizeSection(col, w)
        # Before the value columns are sized again on a reset (one sizing per reset).
        model.modelReset.connect(self._set_id_width)
        self._watch_values()
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.table.clicked.connect(self._current_changed)
        # Focus, a click or a key on the rows: they show the stage first.
        self.table.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        # The pane is narrow: the title on its line, the toggles under it (one under the
        # other when one line cannot hold both, see _fit_toggles).
        toggles = QHBoxLayout()
        toggles.addWidget(self.bytes_box)
        toggles.addWidget(self.intermediate_box)
        toggles.addStretch(1)
        self._toggles = toggles
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addLayout(toggles)
        layout.addWidget(self.table, 1)
        model.rowsInserted.connect(lambda *_: self._follow_newest())
        # Tied to the pane: a window closed meanwhile drops the call.
        model.modelReset.connect(lambda: QTimer.singleShot(0, self, self._follow_newest))
        model.rowsInserted.connect(lambda *_: self._update_title())
        model.rowsRemoved.connect(lambda *_: self._update_title())
        model.modelReset.connect(self._update_title)
        model.modelReset.connect(self._show_held_out_column)
        model.dataChanged.connect(lambda *_: self._show_held_out_column())
        self._show_held_out_column()
        self.retranslate()

    def _value_model(self) -> QAbstractItemModel:
        """The vocabulary itself, not its sorting proxy."""
        return self.model

    def _fit_toggles(self) -> None:
        """The two toggles side by side, or one under the other when the pane cannot
        hold both whole (a large text size in the narrow right column)."""
        toggles = self._toggles
        need = (
            self.bytes_box.sizeHint().width()
            + self.intermediate_box.sizeHint().width()
            + max(0, toggles.spacing())
        )
        direction = (
            QBoxLayout.Direction.TopToBottom
            if self.width() < need
            else QBoxLayout.Direction.LeftToRight
        )
        if toggles.direction() != direction:
            toggles.setDirection(direction)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """The hex columns for the new width, and the toggles' line."""
        super().resizeEvent(event)
        self._fit_toggles()

    def set_zoom(self, scale: float) -> None:
        """As for every table pane, and the toggles' line for the new text size."""
        super().set_zoom(scale)
        self._fit_toggles()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Focus, a mouse press or a key on the table: a waiting stage is shown first, so
        the user acts on the rows of the stage the other views show."""
        if event.type() in _ACTING_EVENTS and self._pending_stage is not None:
            self.fill_pending()
        return super().eventFilter(watched, event)

    def _now(self, change: Callable[[bool], None], on: bool) -> None:
        """A toggle of the pane: on the rows of the stage shown elsewhere."""
        self.fill_pending()
        change(on)

    def follow_run(self, run: TrainingRun | None, stage: int) -> None:
        """Show ``run`` at ``stage`` now (a stage still waiting is dropped)."""
        later_turns().cancel(self)
        self._pending_stage = None
        self.model.set_run(run, stage)

    def follow_stage(self, stage: int) -> None:
        """Show ``stage`` of the run: at once while off screen, else on a later turn of the
        event loop; only the last stage asked for is shown."""
        self._pending_stage = stage
        if self.isVisible():
            later_turns().put(self, self.fill_pending)
        else:
            self.fill_pending()

    @property
    def follow_is_pending(self) -> bool:
        """True while a stage waits for a later turn of the event loop."""
        return self._pending_stage is not None

    def fill_pending(self) -> None:
        """Show the stage asked for last, if one waits, and scroll to its newest token."""
        later_turns().cancel(self)
        stage, self._pending_stage = self._pending_stage, None
        if stage is None or stage == self.model.stage:
            return
        self.model.set_stage(stage)
        # After a reset the rows are laid out later; lay them out now and scroll in this
        # turn, not in one more paint.
        self.table.updateGeometries()
        self._follow_newest()

    def _show_held_out_column(self) -> None:
        """The held-out column only when the figures have held-out documents."""
        report = self.model.survival_report
        has = report is not None and any(t.held_out is not None for t in report.tokens)
        self.table.setColumnHidden(VocabularyColumn.HELD_OUT, not has)

    def _set_id_width(self) -> None:
        """Room for an imported table's own ID beside ours (``256 (15496)``): the ID
        column's normal width, which the sizing of the value columns after a reset uses."""
        run = self.model.run
        normal = 78 if run is not None and run.source_ids is not None else 40
        self._widths[VocabularyColumn.ID] = normal  # zoomed later or now: keep the zoom

    def _view_index(self, token_id: int) -> QModelIndex:
        """The table's index of ``token_id``'s row (invalid when not listed)."""
        row = self.model.row_of(token_id)
        if row is None:
            return QModelIndex()
        return self.proxy.mapFromSource(self.model.index(row, 0))

    def _current_changed(self, index: QModelIndex, _previous: QModelIndex | None = None) -> None:
        if index.isValid():
            self.token_selected.emit(self.model.token_id(self.proxy.mapToSource(index).row()))

    def _follow_newest(self) -> None:
        newest = self.model.newest_id
        if newest is not None:
            index = self._view_index(newest)
            if index.isValid():
                self.table.scrollTo(index)

    def _update_title(self) -> None:
        run = self.model.run
        if run is None:
            self.title.setText(self.tr("<b>Vocabulary</b>"))
            return
        n = run.vocabulary_size(self.model.stage)
        specials = len(run.special_tokens)
        learned = n - BYTE_COUNT - specials
        if specials:
            text = self.tr(
                "<b>Vocabulary</b> {size} = {bytes} bytes + {learned} learned + {special} special"
            )
        else:
            text = self.tr("<b>Vocabulary</b> {size} = {bytes} bytes + {learned} learned")
        self.title.setText(text.format(size=n, bytes=BYTE_COUNT, learned=learned, special=specials))

    def retranslate(self) -> None:
        """The pane's texts in the window's language (the rows shown stay)."""
        self.bytes_box.setText(self.tr("Byte entries"))
        self.bytes_box.setToolTip(self.tr("Also list the 256 single-byte entries (IDs 0-255)"))
        self.intermediate_box.setText(self.tr("Intermediate only"))
        self.intermediate_box.setToolTip(
            self.tr(
                "List only the learned tokens flagged intermediate: few of their occurrences "
                "survive training (threshold set in the Vocabulary health tab)"
            )
        )
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the pane's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_toggles()  # the new texts may need two lines, or fit on one
            self._fit_columns()

    def top_token(self) -> int | None:
        """The token ID of the row at the top of the table's viewport, or None (empty)."""
        index = self.table.indexAt(self.table.viewport().rect().topLeft())
        if not index.isValid():
            return None
        return self.model.token_id(self.proxy.mapToSource(index).row())

    def show_top_token(self, token_id: int) -> None:
        """Scroll so ``token_id``'s row is the top row (as far as the table scrolls);
        a token not listed leaves the table as it is."""
        self.fill_pending()
        index = self._view_index(token_id)
        if index.isValid():
            self.table.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtTop)

    def select_token(self, token_id: int) -> None:
        """Select and show ``token_id``'s row, if listed."""
        self.fill_pending()
        index = self._view_index(token_id)
        if index.isValid():
            self.table.selectRow(index.row())
            self.table.scrollTo(index)
