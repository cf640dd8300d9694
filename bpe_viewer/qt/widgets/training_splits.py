"""How the "Training rounds" tab shares its room: the three columns' widths, the right
column's split between the vocabulary and the inspector, and the hex view under the
documents that folds away on a short column (:class:`TrainingSplits`).

The tab (:class:`~bpe_viewer.qt.widgets.training_view.TrainingRoundsView`) builds the
splitters and the panes; this object only measures them (from the fonts and the rows'
own heights) and sets the splitters' sizes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QSplitter, QWidget

from bpe_viewer.qt.widgets.documents_view import DocumentsPanel
from bpe_viewer.qt.widgets.hex_view import HexView
from bpe_viewer.qt.widgets.tables import VocabularyPanel

#: The least share the inspector gets when the vocabulary needs more for its rows.
INSPECTOR_SHARE_LEAST = 0.4
#: Rows of the vocabulary that sizing the right column leaves in view when it can.
VOCABULARY_ROWS = 5
#: Rows of the vocabulary kept in view before the inspector's least share (the
#: inspector scrolls; a vocabulary with no whole row shows nothing).
VOCABULARY_ROWS_LEAST = 2
#: Whole rows the documents and the hex view each keep before the hex view folds away.
LEAST_ROWS = 2


class TrainingSplits(QObject):
    """The sizes of the tab's splitters, fitted again as the tab's size, its text size
    and its panes' contents change.

    Args:
        columns: the tab's horizontal splitter (documents | candidates | right column).
        left: the documents over the hex view.
        right: the vocabulary over the inspector (in its scroll area).
        documents, hex_view, vocabulary: the panes measured.
        inspector: the inspector itself (its lines are what it needs).

    The right column's split follows its height and the text size until the user drags
    its handle; the hex view folds away on a column too short for :data:`LEAST_ROWS`
    rows of both, and in the presentation layout (:meth:`set_presenting`).
    """

    def __init__(
        self,
        columns: QSplitter,
        left: QSplitter,
        right: QSplitter,
        *,
        documents: DocumentsPanel,
        hex_view: HexView,
        vocabulary: VocabularyPanel,
        inspector: QWidget,
    ) -> None:
        super().__init__(columns)
        self._columns, self._left, self._right = columns, left, right
        self._documents, self._hex_view = documents, hex_view
        self._vocabulary, self._inspector = vocabulary, inspector
        self._right_dragged = False
        right.splitterMoved.connect(lambda *_: self._remember_right_drag())
        self._right_timer = QTimer(self)
        self._right_timer.setSingleShot(True)
        self._right_timer.setInterval(0)
        self._right_timer.timeout.connect(self.fit_inspector_height)
        right.installEventFilter(self)
        # another token shown: its lines (and with them the inspector's need) change
        inspector.installEventFilter(self)
        self._presenting = False
        self._hex_timer = QTimer(self)
        self._hex_timer.setSingleShot(True)
        self._hex_timer.setInterval(0)
        self._hex_timer.timeout.connect(self.fit_hex_view)
        left.installEventFilter(self)
        for rows in (documents.table, hex_view.table):
            # rows measured again (a new zoom, a new run) change what the column needs
            rows.verticalHeader().sectionResized.connect(lambda *_: self._hex_timer.start())

    def _remember_right_drag(self) -> None:
        self._right_dragged = True

    def fit_hex_later(self) -> None:
        """Fit the hex view (:meth:`fit_hex_view`) on a later turn, once the layouts
        have settled."""
        self._hex_timer.start()

    def set_presenting(self, on: bool) -> None:
        """Presentation layout: the hex view folds away, so the document rows get the
        column's height; back only where the column holds both."""
        self._presenting = on
        self._hex_view.setVisible(not on)
        if not on:
            self._hex_timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A new height of the right column, or new lines in the inspector: split the
        column again, unless the user has; a new height of the left column: the hex
        view fitted again."""
        if watched is self._left and event.type() == QEvent.Type.Resize:
            self._hex_timer.start()
        if not self._right_dragged and (
            (watched is self._right and event.type() == QEvent.Type.Resize)
            or (watched is self._inspector and event.type() == QEvent.Type.LayoutRequest)
        ):
            self._right_timer.start()  # after the splitter has spread the new height
        return super().eventFilter(watched, event)

    def fit_to_width(self) -> None:
        """Split the width as on first show: candidates and the right pane get their
        share, the documents the rest, but at least what the hex view's 16 bytes and
        their text need when the window is wide enough."""
        columns = self._columns
        total = max(1, sum(columns.sizes()))
        right = max(420, int(total * 0.30))
        middle = max(450, int(total * 0.32))
        left = total - right - middle
        need = self._hex_view.minimum_width()
        if left < need:
            right = max(330, total - middle - need)
            left = total - right - middle
        if left < need:
            middle = max(400, total - right - need)
            left = total - right - middle
        columns.setSizes([left, middle, right])
        self.fit_inspector_height()

    def fit_hex_view(self) -> None:
        """Show the hex view under the documents while the column holds both with
        :data:`LEAST_ROWS` whole rows each (from the fonts and the rows' own heights);
        on a shorter column it folds away, so the document rows, what the class reads,
        keep their room. The presentation layout folds it in any case."""
        if self._presenting:
            return
        documents = self._documents.height_for_rows(LEAST_ROWS)
        hex_rows = self._hex_view.height_for_rows(LEAST_ROWS)
        left = self._left
        total = left.height() - left.handleWidth()
        fits = total >= documents + hex_rows
        self._hex_view.setVisible(fits)
        if fits:
            upper, lower = left.sizes()
            if upper < documents or lower < hex_rows:
                # The splitter's own share may leave either short of its rows.
                upper = min(max(upper, documents), total - hex_rows)
                left.setSizes([upper, total - upper])

    def fit_inspector_height(self) -> None:
        """Split the right column's height (on first show, at a new text size and at each
        new height until the user drags the handle between them), from the fonts: the
        inspector gets the height its token lines and the first rows of its merge tree
        need, as long as the vocabulary keeps :data:`VOCABULARY_ROWS` rows (in a tall font
        that may be more than half the column); the vocabulary the rest. At a large zoom
        the inspector gets less, down to :data:`INSPECTOR_SHARE_LEAST` of the column
        (it then scrolls), and the vocabulary keeps :data:`VOCABULARY_ROWS_LEAST` rows
        before that share."""
        sizes = self._right.sizes()
        total = sum(sizes)
        if total <= 0 or len(sizes) != 2 or self._right_dragged:
            return
        panel = self._vocabulary
        layout = panel.layout()
        if layout is not None:
            layout.activate()  # the title's lines at the current font
        table = panel.table
        row = table.verticalHeader().defaultSectionSize()
        chrome = (
            max(0, panel.height() - table.height())  # the title and the toggles
            + table.horizontalHeader().sizeHint().height()
            + table.horizontalScrollBar().sizeHint().height()
            + 2 * table.frameWidth()
        )
        need = self._inspector.minimumSizeHint().height()
        inspector = min(need, total - chrome - VOCABULARY_ROWS * row)
        inspector = max(round(total * INSPECTOR_SHARE_LEAST), inspector)
        inspector = min(inspector, total - chrome - VOCABULARY_ROWS_LEAST * row)
        inspector = max(0, inspector)
        self._right.setSizes([total - inspector, inspector])
