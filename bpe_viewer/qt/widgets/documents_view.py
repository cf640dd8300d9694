"""The documents panel: a filter box, a token-ID toggle and the chip table."""

from __future__ import annotations

import html
import math
import time

from PySide6.QtCore import QEasingCurve, QEvent, QRect, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.qt.models.documents import DocumentColumn, DocumentRowsModel
from bpe_viewer.qt.palette import Palette, muted_style, note_box_style
from bpe_viewer.qt.widgets.chip_layout import ChipLayouts, ChipStyle
from bpe_viewer.qt.widgets.chips import ChipDelegate
from bpe_viewer.qt.widgets.font_sizes import rows_height
from bpe_viewer.qt.widgets.whole_lines import WholeLinesDelegate

LABEL_WIDTH = 170
#: The most of the table's width the label column takes (the token rows keep the rest).
LABEL_SHARE = 0.4
#: The document chips' normal text size, in points.
CHIP_POINT_SIZE = 11.0
#: Length of the merge animation when stepping one round (under 300 ms).
MERGE_ANIMATION_MS = 260
#: The longest a paint of the document rows may take for the merge to be animated, in
#: milliseconds: slower, a frame would hold the window up, so the round shows at once.
ANIMATION_FRAME_BUDGET_MS = 35
#: The presentation view grows the chips to the free room only for a corpus this small
#: (rows, and tokens at stage 0): a larger one fills the pane at the zoomed size.
FILL_MAX_ROWS, FILL_MAX_TOKENS = 12, 600
#: The sizes the chips may grow to, in multiples of the zoomed size (each 6 % larger).
FILL_STEPS: tuple[float, ...] = tuple(round(1.06**k, 4) for k in range(0, 33))


class DocumentsTable(QTableView):
    """Table of documents whose rows get the height their chip flow needs.

    Row heights are fitted lazily: only rows in (or next to) the viewport are measured,
    after every stage change, resize, scroll or display change.

    Signals:
        token_clicked(int token_id, int document_index, int position)
    """

    token_clicked = Signal(int, int, int)

    def __init__(self, model: DocumentRowsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setModel(model)
        self.delegate = ChipDelegate(self)
        self.setItemDelegateForColumn(DocumentColumn.TOKENS, self.delegate)
        # The label: ID, sizes and the text's start in whole lines, never one cut through
        # at the row's bottom edge.
        self.label_delegate = WholeLinesDelegate(self)
        self.setItemDelegateForColumn(DocumentColumn.DOCUMENT, self.label_delegate)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there: a scroll bar that appears once the rows are measured taller would
        # narrow the chips' column, so every row would flow and paint again a turn later.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setWordWrap(True)
        self.setShowGrid(False)
        self.setAlternatingRowColors(False)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.horizontalHeader()
        header.setSectionResizeMode(DocumentColumn.DOCUMENT, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(DocumentColumn.TOKENS, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(DocumentColumn.DOCUMENT, LABEL_WIDTH)
        self.setStyleSheet(
            f"QTableView::item {{ border-bottom: 1px solid {Palette.ROW_RULE.name()}; }}"
        )
        self._normal_font = QFont(self.font())
        self._scale = 1.0
        #: grow the chips to the free room (the presentation view)
        self._fill_room = False
        #: the chips' size in multiples of the zoomed size (1.0 unless filling the room)
        self.fill = 1.0
        self._fill_key: tuple[object, ...] = ()
        fm = self.fontMetrics()
        self._min_height = 3 * fm.height() + 10
        self.verticalHeader().setDefaultSectionSize(self._min_height)
        self._fit_pending = False
        model.modelReset.connect(self._on_reset)
        # New tokens in the rows (a step): fit the rows on screen in this turn, so the
        # one paint the change asks for has their heights already; a fit on the next
        # turn would resize them after that paint and paint every row a second time.
        model.dataChanged.connect(lambda *_: self.fit_visible_rows())
        model.display_changed.connect(self.schedule_fit)
        self.verticalScrollBar().valueChanged.connect(lambda _: self.schedule_fit())
        #: animate the merge when the stage moves by one round
        self.animate = True
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(MERGE_ANIMATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._animation_frame)
        self._animation.finished.connect(self._animation_done)
        self._anim_kind = "forward"
        model.stage_stepped.connect(self._on_stepped)
        #: milliseconds the latest paint of the rows took, the stage it showed and when
        #: it ended (``time.perf_counter()`` seconds)
        self.paint_ms = 0.0
        self.painted_stage = -1
        self.painted_at = 0.0
        #: merge animations skipped or cut short because they would be slow
        self.animations_skipped = 0
        #: when the stage last moved (``time.perf_counter()``), for held keys
        self._stepped_at = -math.inf

    def _on_stepped(self, step: int) -> None:
        """One round forward: the replaced windows close into new chips; one back: the
        new chips open into their windows again.

        Not animated when the step comes within :data:`MERGE_ANIMATION_MS` of the one
        before it, animated or not (a held key): the new round shows at once, and so do
        the ones after it while the key is held. An animation whose first frame takes
        over :data:`ANIMATION_FRAME_BUDGET_MS` stops there (:meth:`paintEvent`).
        """
        now = time.perf_counter()
        soon = (now - self._stepped_at) * 1000 < MERGE_ANIMATION_MS
        self._stepped_at = now
        running = self._animation.state() == QVariantAnimation.State.Running
        self._animation.stop()
        self.delegate.anim = None
        if not self.animate or abs(step) != 1:
            return
        if running or soon:
            self.animations_skipped += 1
            return
        self._anim_kind = "forward" if step > 0 else "back"
        self.delegate.anim = (self._anim_kind, 0.0)
        self._animation.start()

    @property
    def animating(self) -> bool:
        """True while a merge animation runs."""
        return self.delegate.anim is not None

    def _animation_frame(self, value: object) -> None:
        t = float(value) if isinstance(value, (int, float)) else 1.0
        self.delegate.anim = (self._anim_kind, t)
        self.viewport().update()

    def _animation_done(self) -> None:
        self.delegate.anim = None
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Paint the rows, timing it: a merge animation whose frame takes longer than
        :data:`ANIMATION_FRAME_BUDGET_MS` stops there and the round shows at once."""
        start = time.perf_counter()
        super().paintEvent(event)
        end = time.perf_counter()
        self.paint_ms = (end - start) * 1000
        self.painted_stage, self.painted_at = self._model.stage, end
        if self.delegate.anim is not None and self.paint_ms > ANIMATION_FRAME_BUDGET_MS:
            self.animations_skipped += 1
            self._animation.stop()
            self._animation_done()

    def _on_reset(self) -> None:
        self.delegate.reset()
        # Lay the rows out now: Qt would on the next turn, and paint every row again then.
        self.executeDelayedItemsLayout()
        self.schedule_fit()

    def schedule_fit(self) -> None:
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self.fit_visible_rows)

    def fit_visible_rows(self) -> None:
        """Give every row in the viewport (plus a margin) the height its chips need (the
        chips first grown to the free room, in the presentation view)."""
        self._fit_pending = False
        model = self._model
        if model.run is None or model.rowCount() == 0:
            return
        width = self.columnWidth(DocumentColumn.TOKENS)
        if width <= 0:
            return
        self._fit_fill()
        header = self.verticalHeader()
        label_width = self.columnWidth(DocumentColumn.DOCUMENT)
        resized = False
        # The table hears of each resized row only on the next turn of the event loop
        # (Qt's row-resize timer), and then paints every row below it once more: resize
        # silently, then lay out and paint once, in this turn.
        header.blockSignals(True)
        try:
            for _ in range(4):
                top = max(0, self.rowAt(0) - 2)
                bottom = self.rowAt(self.viewport().height() - 1)
                if bottom < 0:
                    bottom = model.rowCount() - 1
                bottom = min(model.rowCount() - 1, bottom + 2)
                changed = False
                for row in range(top, bottom + 1):
                    h = max(
                        self._min_height,
                        self.label_height(row, label_width),
                        self.delegate.row_height(model, row, width),
                    )
                    if header.sectionSize(row) != h:
                        header.resizeSection(row, h)
                        changed = True
                if not changed:
                    break
                resized = True
        finally:
            header.blockSignals(False)
        if resized:
            self.updateGeometries()  # the scroll bar's range
            self.viewport().update()

    def set_fill_room(self, on: bool) -> None:
        """The presentation view: chips, window bars and before/after rows of a small
        corpus grow past the zoomed size to the room the pane has (:meth:`room_fill`);
        off, they are at the zoomed size again."""
        self._fill_room = on
        self._fill_key = ()
        self.schedule_fit()

    def _chip_points(self, fill: float) -> float:
        return CHIP_POINT_SIZE * self._scale * fill

    def _fit_fill(self) -> None:
        """Apply :meth:`room_fill` when what it depends on changed."""
        model = self._model
        key = (
            id(model.run),
            model.run.merge_count if model.run is not None else 0,
            model.rowCount(),
            self.columnWidth(DocumentColumn.TOKENS),
            self.columnWidth(DocumentColumn.DOCUMENT),
            self.viewport().height(),
            model.show_ids,
            model.before_after,
            self._scale,
            self._fill_room,
        )
        if key == self._fill_key:
            return
        self._fill_key = key
        fill = self.room_fill()
        if fill != self.fill:
            self.fill = fill
            self.delegate.set_point_size(self._chip_points(fill), tiles=fill > 1.0)

    def room_fill(self) -> float:
        """The largest of :data:`FILL_STEPS` at which every row of a small corpus
        (:data:`FILL_MAX_ROWS` rows, :data:`FILL_MAX_TOKENS` tokens) still shows whole in
        the viewport at stage 0 and at the last stage (so the size holds while stepping):
        no row wraps to more lines than at the zoomed size, none hides tokens, and the
        rows together are no taller than the viewport. Grown chips are tiles
        (:class:`ChipStyle` ``tiles``). 1.0 outside the presentation view
        and for a larger corpus."""
        model = self._model
        run = model.run
        if not self._fill_room or run is None:
            return 1.0
        rows = model.rowCount()
        if rows == 0 or rows > FILL_MAX_ROWS:
            return 1.0
        documents = [model.document_index(row) for row in range(rows)]
        if sum(len(model.tokens(d, 0)) for d in documents) > FILL_MAX_TOKENS:
            return 1.0
        width = self.columnWidth(DocumentColumn.TOKENS)
        room = self.viewport().height()
        labels = [
            max(self._min_height, self.label_height(r, self.columnWidth(DocumentColumn.DOCUMENT)))
            for r in range(rows)
        ]
        stages = (0, run.merge_count)
        base = self.font()

        def measure(fill: float) -> tuple[list[int], bool, int]:
            layouts = ChipLayouts(ChipStyle(base, self._chip_points(fill), tiles=fill > 1.0))
            lines: list[int] = []
            hidden = False
            total = 0
            for row, document in enumerate(documents):
                shown = [layouts.layout(model, document, width, stage) for stage in stages]
                lines += [lay.lines for lay in shown]
                hidden = hidden or any(lay.hidden for lay in shown)
                total += max(labels[row], *(lay.height for lay in shown))
            return lines, hidden, total

        normal, _hidden, _total = measure(1.0)
        best, low, high = 1.0, 1, len(FILL_STEPS) - 1
        while low <= high:  # the chips only get wider and taller with the fill
            middle = (low + high) // 2
            lines, hidden, total = measure(FILL_STEPS[middle])
            wraps = any(a > b for a, b in zip(lines, normal, strict=True))
            if not hidden and not wraps and total <= room:
                best, low = FILL_STEPS[middle], middle + 1
            else:
                high = middle - 1
        return best

    def show_position(self, document_index: int, position: int, count: int = 1) -> bool:
        """Scroll so the chip lines holding tokens ``position .. position + count - 1``
        of a document (their chips, captions and window bars) are in view, or the first
        of them when they do not all fit; a long row cut at "+N more" before them is
        shown whole first. Nothing moves when they are already in view.

        Args:
            document_index: the document's index in the run (corpus order).
            position: a token index of the document at the model's stage.
            count: tokens from ``position`` on to show (a window of a pair: 2).

        Returns:
            True when the first of those lines is in view afterwards; False when the
            filter hides the document or it has no such token.
        """
        model = self._model
        row = model.row_of_document(document_index) if model.run is not None else None
        if row is None or not 0 <= position < len(model.tokens(document_index)):
            return False
        index = model.index(row, DocumentColumn.TOKENS)
        width = self.columnWidth(DocumentColumn.TOKENS)
        if width <= 0:
            return False
        lay = self.delegate.layout(model, document_index, width)
        end = position + max(1, count) - 1
        last = lay.chips[-1][4] if lay.chips else -1
        if end > last and lay.hidden:
            self.delegate.expanded.add(document_index)  # the "+N more" link, clicked
            lay = self.delegate.layout(model, document_index, width)
            self.viewport().update()
        tops = [c[1] for c in lay.chips if position <= c[4] <= end]
        if not tops:
            return False
        first, span = min(tops) - lay.caption_h, max(tops) - min(tops) + max(lay.line_h, 1)
        view = self.viewport().height()
        span = min(span, view)  # too tall for the view: the first line
        # Rows above the one asked for change height as they come into view and are
        # measured: scroll, measure, and scroll again until the lines stay put.
        for _ in range(4):
            self.fit_visible_rows()
            top = self.visualRect(index).top() + first
            if top >= 0 and top + span <= view:
                return True
            bar = self.verticalScrollBar()
            # the lines a third of the way down, or as far down as they fit
            bar.setValue(bar.value() + top - min(view // 3, view - span))
        self.fit_visible_rows()
        top = self.visualRect(index).top() + first
        return top >= 0 and top + span <= view

    def label_height(self, row: int, width: int) -> int:
        """Pixels a row needs so its label shows whole: the ID and the sizes line as
        they wrap in a label column ``width`` pixels wide, and one line of the text."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        # the text margins of an item view, and 2 pixels to spare for a wrap at the edge
        inner = max(1, width - 2 * (margin + 1) - 2)
        fm = self.fontMetrics()
        text = "\n".join(self._model.label_lines(row))
        wrap = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
        lines = fm.boundingRect(QRect(0, 0, inner, 1 << 20), int(wrap), text).height()
        return lines + fm.height() + 10

    def set_zoom(self, scale: float) -> None:
        """Document labels at ``scale`` times the normal text size and chips at ``scale``
        times :data:`CHIP_POINT_SIZE`; rows are measured again."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        self._scale = scale
        self.fill = 1.0
        self._fill_key = ()
        point_size = CHIP_POINT_SIZE * scale
        fm = QFontMetrics(font)
        self._min_height = 3 * fm.height() + 10
        self.verticalHeader().setDefaultSectionSize(self._min_height)
        self.delegate.set_point_size(point_size)
        self.fit_visible_rows()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.schedule_fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and index.column() == DocumentColumn.TOKENS:
            rect = self.visualRect(index)
            if self.delegate.link_at(index, rect, event.position().toPoint()):
                self.delegate.toggle_expanded(self._model.document_index(index.row()))
                self.fit_visible_rows()
                self.viewport().update()
                return
            hit = self.delegate.token_at(index, rect, event.position().toPoint())
            if hit is not None:
                self.token_clicked.emit(hit[0], self._model.document_index(index.row()), hit[1])


#: Whole document rows the pane keeps before its legend folds away.
LEGEND_LEAST_ROWS = 2


class DocumentsPanel(QWidget):
    """Filter box + "token IDs" toggle + :class:`DocumentsTable`."""

    def __init__(self, model: DocumentRowsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.title = QLabel()
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.ids_box = QCheckBox()
        self.legend = QLabel()
        self.legend.setStyleSheet(muted_style())
        self.legend.setWordWrap(True)
        #: said when the filter hides every document, with a link that clears it
        self.no_match = QLabel()
        self.no_match.setTextFormat(Qt.TextFormat.RichText)
        self.no_match.setWordWrap(True)
        self.no_match.setStyleSheet(note_box_style(4))
        self.no_match.linkActivated.connect(lambda _link: self.clear_filter())
        self.no_match.hide()
        self.table = DocumentsTable(model, self)
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(150)
        self._filter_timer.timeout.connect(self._apply_filter)
        self.filter_edit.textChanged.connect(lambda _: self._filter_timer.start())
        self.ids_box.toggled.connect(model.set_show_ids)
        #: the title's line, and the line under it that the filter and the toggle move
        #: to when the pane is too narrow for all three (a large zoom, a narrow window)
        self._title_line = QHBoxLayout()
        self._tools_line = QHBoxLayout()
        self._title_line.addWidget(self.title)
        self._tools_wrapped = True
        self._place_tools(wrapped=False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._title_line)
        layout.addLayout(self._tools_line)
        layout.addWidget(self.legend)
        layout.addWidget(self.no_match)
        layout.addWidget(self.table, 1)
        model.modelReset.connect(self._say_no_match)
        self._normal_font = QFont(self.font())
        self._scale = 1.0
        self._compact = False
        self.retranslate()

    def legend_text(self) -> str:
        """The chips' legend (rich text) in the window's language."""
        new = self.tr("new")
        return (
            f'<span style="background:{Palette.NEW_CHIP.name()};border:1px solid '
            f'{Palette.NEW_CHIP_BORDER.name()}">&nbsp;{new}&nbsp;</span> '
            + self.tr("made by the last round")
            + " &nbsp; "
            f'<span style="background:{Palette.HEX_CHIP.name()};color:{Palette.HEX_TEXT.name()};'
            'font-family:monospace">'
            "&nbsp;20 d0&nbsp;</span> "
            + self.tr("hex (not text), its characters written above")
            + " &nbsp; "
            '<span style="color:#c62828"><b>┆</b></span> '
            + self.tr("token edge inside a character")
            + " &nbsp; "
            '<span style="color:#2e7d32"><b>▬</b></span> ' + self.tr("window replaced") + " &nbsp; "
            '<span style="color:#6a1b9a"><b>┅</b></span> '
            + self.tr("window only counted")
            + " &nbsp; "
            + self.tr("␣ space ↵ newline → tab \\r return")
        )

    def retranslate(self) -> None:
        """The pane's title, filter, toggle and legend in the window's language (the
        filter typed stays)."""
        self.title.setText(self.tr("<b>Documents</b>"))
        self.filter_edit.setPlaceholderText(self.tr("Filter documents (ID, label or text)…"))
        self.ids_box.setText(self.tr("Token IDs"))
        self.ids_box.setToolTip(self.tr("Show each token's ID under its chip"))
        self.legend.setText(self.legend_text())
        self.title.setToolTip(self.legend.text())  # the legend, also when it is folded away
        self._say_no_match()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the pane's texts again (and what fits on its lines)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_tools()

    def height_for_rows(self, rows: int) -> int:
        """Height in pixels this pane needs to show ``rows`` whole document rows with
        its legend folded away: the title and filter lines (as laid out now) and the
        table's (:func:`rows_height`)."""
        return self._around_without_legend() + rows_height(self.table, rows)

    def _around_without_legend(self) -> int:
        legend = self.legend.height() + self._spacing() if self.legend.isVisible() else 0
        return max(0, self.height() - self.table.height() - legend)

    def _spacing(self) -> int:
        layout = self.layout()
        return max(0, layout.spacing()) if layout is not None else 0

    def _fit_legend(self) -> None:
        """The legend while the pane holds it and :data:`LEGEND_LEAST_ROWS` whole
        document rows; on a shorter pane it folds away (its text stays in the title's
        tooltip), as in the presentation layout."""
        if self._compact:
            return
        need = (
            self._around_without_legend()
            + self.legend.heightForWidth(max(1, self.width()))
            + self._spacing()
            + rows_height(self.table, LEGEND_LEAST_ROWS)
        )
        self.legend.setVisible(self.height() >= need)

    def set_zoom(self, scale: float) -> None:
        """Text and chips at ``scale`` times normal (1.0-2.5); rows are measured again."""
        self._scale = scale
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        self.legend.setFont(font)  # a styled label does not inherit the font
        self.table.set_zoom(scale)
        self._fit_label_column()
        self._fit_tools()

    def set_compact(self, on: bool) -> None:
        """Presentation layout: the legend folds away (its tooltip stays on the title),
        the label column narrows, so the token rows get the pane, and the chips of a small
        corpus grow to the room there is (:meth:`DocumentsTable.room_fill`)."""
        self._compact = on
        self.legend.setVisible(not on)
        self._fit_label_column()
        self.table.set_fill_room(on)
        if not on:
            self._fit_legend()  # back only where the pane holds it and the rows

    def _fit_label_column(self) -> None:
        """The label column's width: grown with the zoom, but never more than
        :data:`LABEL_SHARE` of the table, so the token rows keep the larger part of a
        narrow pane at a large zoom."""
        width = LABEL_WIDTH * min(self._scale, 1.5)
        if self._compact:
            width = min(width, LABEL_WIDTH * 0.8)
        room = self.table.viewport().width()
        if room > 0:
            width = min(width, room * LABEL_SHARE)
        self.table.horizontalHeader().resizeSection(DocumentColumn.DOCUMENT, round(width))

    #: the narrowest the filter box gets beside the title, in multiples of its font's
    #: average character width
    FILTER_MIN_CHARS = 12

    def _place_tools(self, wrapped: bool) -> None:
        """The filter box and the Token IDs toggle beside the title, or (``wrapped``) on
        a line of their own under it."""
        if wrapped == self._tools_wrapped:
            return
        self._tools_wrapped = wrapped
        line = self._tools_line if wrapped else self._title_line
        for widget, stretch in ((self.filter_edit, 1), (self.ids_box, 0)):
            self._title_line.removeWidget(widget)
            self._tools_line.removeWidget(widget)
            line.addWidget(widget, stretch)

    def _fit_tools(self) -> None:
        """Wrap the filter and the toggle under the title when one line cannot hold the
        whole title, a usable filter box and the whole toggle."""
        spacing = max(0, self._title_line.spacing())
        need = (
            self.title.sizeHint().width()
            + self.filter_edit.fontMetrics().averageCharWidth() * self.FILTER_MIN_CHARS
            + self.ids_box.sizeHint().width()
            + 2 * spacing
        )
        self._place_tools(wrapped=self.width() < need)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """A new width: the label column takes its share again, and the title's line
        wraps or unwraps."""
        super().resizeEvent(event)
        self._fit_label_column()
        self._fit_tools()
        self._fit_legend()

    def _apply_filter(self) -> None:
        """Filter the rows; the selected document stays selected while it is listed, else
        the first listed one is selected, so the hex view shows a listed document."""
        model, table = self.model, self.table
        current = table.currentIndex()
        document = model.document_index(current.row()) if current.isValid() else None
        model.set_filter(self.filter_edit.text())
        if model.rowCount() == 0:
            return
        row = model.row_of_document(document) if document is not None else None
        table.setCurrentIndex(model.index(row if row is not None else 0, 0))

    def set_filter_now(self, text: str) -> None:
        """Put ``text`` in the filter box and filter the rows now (no typing delay)."""
        self.filter_edit.setText(text)
        self._filter_timer.stop()
        self._apply_filter()

    def clear_filter(self) -> None:
        """Empty the filter box and list every document now (no typing delay)."""
        self.filter_edit.clear()
        self._filter_timer.stop()
        self.model.set_filter("")

    def _say_no_match(self) -> None:
        """A filter that hides every document says so, with a link that clears it."""
        text = self.model.filter_text
        hidden = self.model.run is not None and bool(text) and self.model.rowCount() == 0
        if hidden:
            self.no_match.setText(
                self.tr(
                    'No document matches “{text}”. <a href="clear">Clear the filter</a>'
                ).format(text=html.escape(text))
            )
        self.no_match.setVisible(hidden)
