"""How the Compare tab shares its room (:class:`CompareLayout`): the columns in use
equally wide and the unused ones folded to their check box, the headings and verdicts
level across the columns, the banner capped to a share of the tab's height, and on a
short tab the settings, the verdicts' lines and the banner giving way in turn so each
column keeps :data:`CANDIDATE_ROWS` whole candidate rows.

The tab (:class:`~bpe_viewer.qt.widgets.compare_view.CompareView`) builds the widgets
and decides what each column shows; this object only sizes, folds and levels them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QPushButton, QScrollArea, QSplitter, QWidget

from bpe_viewer.qt.widgets.compare_columns import CompareColumn
from bpe_viewer.qt.widgets.compare_controls import CompareBanner

#: The least width of a column in use when up to three are (fewer than the tab allows:
#: see :meth:`CompareLayout.share_width`), and when more are, in pixels.
WIDE_COLUMN_MIN = 300
NARROW_COLUMN_MIN = 180
#: The most of the tab's height the banner and its explanation take (they scroll beyond).
HEADER_SHARE = 0.25
#: Lines of the banner kept when the columns need the rest of the tab's height (it
#: scrolls; the columns keep their winner's row).
HEADER_LINES_LEAST = 1
#: Whole candidate rows each column in use keeps in view when the tab's height allows.
CANDIDATE_ROWS = 3


class CompareLayout(QObject):
    """Sizes, folds and levels the Compare tab's columns.

    Args:
        tab: the Compare tab (its height caps the banner; its layout is settled
            before the rows are counted).
        header_scroll: the banner's scroll area; header: the banner in it.
        columns: every column, in use or not; splitter: the splitter that holds them.
        settings_button: the tab's Settings toggle (the columns' settings shown);
            pressed by the user, it is their choice and no longer follows the room.
        variants_mode: True while the columns are trained from settings (their
            settings can show), False while a file is shown beside the main run.
    """

    def __init__(
        self,
        tab: QWidget,
        *,
        header_scroll: QScrollArea,
        header: CompareBanner,
        columns: Sequence[CompareColumn],
        splitter: QSplitter,
        settings_button: QPushButton,
        variants_mode: Callable[[], bool],
    ) -> None:
        super().__init__(tab)
        self._tab, self._header_scroll, self._header = tab, header_scroll, header
        self._columns, self._splitter = list(columns), splitter
        self._settings_button, self._variants_mode = settings_button, variants_mode
        self._settings_chosen = False  # the user pressed Settings: no automatic folding
        #: the tab is too short for the settings and three candidate rows (fit_heights)
        self._short = False
        self._short_level = 0
        self._fitting = False
        settings_button.clicked.connect(self._settings_clicked)
        for column in self._columns[2:]:
            column.enabled_box.toggled.connect(lambda _on, c=column: self.refold(c))
        #: lines up the columns' headings once the layout has settled
        self._align_timer = QTimer(self)
        self._align_timer.setSingleShot(True)
        self._align_timer.setInterval(0)
        self._align_timer.timeout.connect(self.align_headings)
        splitter.splitterMoved.connect(lambda *_: self._align_timer.start())
        #: fits the columns' heights once the layout has settled (fit_heights)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit_heights)

    def align_later(self) -> None:
        """Level the headings (:meth:`align_headings`) once the layout has settled."""
        self._align_timer.start()

    def fit_later(self) -> None:
        """Fit the heights (:meth:`fit_heights`) once the layout has settled."""
        self._fit_timer.start()

    def _active_columns(self) -> list[CompareColumn]:
        return [c for c in self._columns if c.run is not None]

    def fit_header(self) -> None:
        """The banner's box as tall as its text at this width, but no more than
        :data:`HEADER_SHARE` of the tab (it scrolls beyond); when the columns need the
        room (a short window, a tall font) it gives way down to
        :data:`HEADER_LINES_LEAST` line, so the tab never asks for more height than the
        banner's first line and the columns' own least."""
        width = self._header_scroll.viewport().width() or self._tab.width()
        need = self._header.heightForWidth(width)
        if need < 0:
            need = self._header.sizeHint().height()
        line = self._tab.fontMetrics().lineSpacing()
        cap = max(line * 3, round(self._tab.height() * HEADER_SHARE))
        if self._short_level >= 3:
            cap = line * HEADER_LINES_LEAST + 8  # the columns' rows first (fit_heights)
        self._header_scroll.setMaximumHeight(min(need, cap))
        self._header_scroll.setMinimumHeight(min(need, line * HEADER_LINES_LEAST))

    def align_headings(self) -> None:
        """The headings of the columns in use, and the verdicts under them, each as tall
        as the tallest of their row, so the candidate tables start level across the
        columns whichever headings wrap."""
        self.fit_header()
        shown = [c for c in self._columns if c.run is not None and not c.isHidden()]
        headings = [c.heading for c in shown]
        need = max((h.heightForWidth(h.width()) for h in headings if h.text()), default=0)
        for heading in headings:
            heading.setMinimumHeight(need if heading.text() else 0)
        # The verdicts ask the tallest one's height but give way together, down to one
        # line each (the rest in their tooltips), when the window is short: a 768-pixel
        # screen at 200 % text in a tall font.
        verdicts = [c.verdict for c in shown]
        for verdict in verdicts:
            verdict.ask_height(None)
        need = max((v.heightForWidth(v.width()) for v in verdicts if v.text()), default=0)
        if self._short_level >= 2 and verdicts:
            # one line each, the rest in their tooltips: the rows need the room
            need = min(need, verdicts[0].fontMetrics().lineSpacing() + 2)
        for verdict in verdicts:
            verdict.setMinimumHeight(0)
            verdict.ask_height(need if verdict.text() else None)
        if not self._fitting:
            self._fit_timer.start()

    def refold(self, column: CompareColumn) -> None:
        """``column`` folded or unfolded for its check box, the widths shared again."""
        self.fold(column)
        self.share_width()

    def fit_heights(self) -> None:
        """Each column in use shows :data:`CANDIDATE_ROWS` whole candidate rows when the
        tab's height allows: the document row under them gives way first, then the
        columns' settings fold away (the Settings button brings them back; pressed, it
        is the user's choice and stays)."""
        self._fit_timer.stop()
        shown = [c for c in self._active_columns() if c.isVisible() and not c.is_table]
        if not shown:
            return

        def lay_out() -> None:
            # the layouts asked for by the new heights, now (a posted request would
            # lay them out after the rows were counted)
            for _ in range(3):
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            layout = self._tab.layout()
            if layout is not None:
                layout.activate()
            for column in shown:
                column_layout = column.layout()
                if column_layout is not None:
                    column_layout.activate()
                column.fit_split(CANDIDATE_ROWS)

        def short() -> bool:
            return any(
                c.whole_candidate_rows() < min(CANDIDATE_ROWS, c.candidates_model.rowCount())
                for c in shown
            )

        self._fitting = True
        try:
            # 0: all shown; 1: the settings fold (unless the user chose them); 2: the
            # verdicts keep one line; 3: the banner too
            for level in range(4):
                self._set_short_level(level)
                lay_out()
                if not short():
                    break
        finally:
            self._fitting = False

    def _set_short_level(self, level: int) -> None:
        self._short_level = level
        self._short = level >= 1
        for column in self._columns:
            self.fold(column)
        self.align_headings()

    def fold(self, column: CompareColumn) -> None:
        """An unused column shrinks to its check box; a used or ticked one is full width."""
        folded = column.run is None and not column.enabled_box.isChecked()
        column.set_folded(folded)
        wide = sum(1 for c in self._columns if c.run is not None or c.enabled_box.isChecked())
        if not self._settings_chosen:
            self._settings_button.setChecked(wide <= 3 and not self._short)
        shown = self._settings_button.isChecked() and self._variants_mode()
        column.editor.setVisible(not folded and shown)
        if folded:
            column.setMinimumWidth(0)
            column.setMaximumWidth(column.enabled_box.sizeHint().width() + 16)
        else:
            column.setMaximumWidth(16777215)  # its least width: _share_width

    def _settings_clicked(self) -> None:
        self._settings_chosen = True
        for column in self._columns:
            self.fold(column)

    def share_width(self) -> None:
        """Equal widths for the columns in use; a folded column keeps its small width."""
        total = max(sum(self._splitter.sizes()), self._splitter.width(), 900)
        folded = [c.maximumWidth() < 1000 for c in self._columns]
        small = sum(c.maximumWidth() for c, f in zip(self._columns, folded, strict=True) if f)
        wide = max(1, folded.count(False))
        handles = self._splitter.handleWidth() * (len(self._columns) - 1)
        share = max(1, (total - small - handles) // wide)
        # A column in use keeps a readable width, but never more than its share: at a
        # large zoom the folded columns' boxes grow, and columns held wider than the tab
        # would be drawn over each other.
        least = min(WIDE_COLUMN_MIN if wide <= 3 else NARROW_COLUMN_MIN, share)
        for column, f in zip(self._columns, folded, strict=True):
            if not f:
                column.setMinimumWidth(least)
        self._splitter.setSizes(
            [c.maximumWidth() if f else share for c, f in zip(self._columns, folded, strict=True)]
        )
