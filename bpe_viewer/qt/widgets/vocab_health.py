"""The Vocabulary health tab: which learned tokens survive training, which are scaffolding.

For every learned token (:func:`bpe_viewer.core.survival.token_survival`): made,
final, held-out and kept, with the flags intermediate / unused / unseen in held-out as
badges, sortable, with a filter to list only the intermediate tokens; the selected
token's survival story; and two charts (pyqtgraph): token frequency against frequency
rank on log-log axes at the final stage (Zipf), intermediate tokens marked, and made
against final per token. Clicking a point selects the token. The figures are computed
on demand (when the tab is shown), in the background, with progress.
"""

from __future__ import annotations

import math
import threading
from typing import Any, cast

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import BYTE_COUNT, TrainingRun
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.core.survival import (
    DEFAULT_THRESHOLD,
    INTERMEDIATE,
    SurvivalReport,
    final_token_counts,
    prepared_survival,
    token_survival,
)
from bpe_viewer.qt.models.survival import SurvivalColumn, SurvivalFilterProxy, SurvivalModel
from bpe_viewer.qt.palette import Palette, note_box_style
from bpe_viewer.qt.widgets.font_sizes import fit_columns, fit_row_height, set_table_font
from bpe_viewer.qt.widgets.log_axis import LogAxis
from bpe_viewer.qt.worker import Executor, Job, TrainingWorker

#: The widest value each fixed column shows whole; its width follows the font.
COLUMN_SAMPLES: dict[int, str] = {
    SurvivalColumn.ID: "00000",
    SurvivalColumn.READABLE: "␣the␣",
    SurvivalColumn.HEX: "20 74 68 65",
    SurvivalColumn.RANK: "0000",
    SurvivalColumn.NOW: "00000",
    SurvivalColumn.MADE: "00000",
    SurvivalColumn.FINAL: "00000",
    SurvivalColumn.HELD_OUT: "00000",
    SurvivalColumn.KEPT: "00.0 %",
}
#: Chart title size at 100 % zoom, in points.
TITLE_POINTS = 11.0

PLAIN_COLOR = Palette.CHART_TOKEN
INTERMEDIATE_COLOR = Palette.CHART_INTERMEDIATE
BYTE_COLOR = Palette.CHART_BYTE


def health_job(run: TrainingRun, threshold: float) -> Job:
    """A worker job computing the survival report and every token's final frequency."""

    def job(progress: Any, cancel: threading.Event) -> TrainingRun:
        report = token_survival(run, threshold=threshold, cancel=cancel, progress=progress)
        return cast(TrainingRun, health_figures(run, report))

    return job


def health_figures(run: TrainingRun, report: SurvivalReport) -> tuple[Any, ...]:
    """What the view shows of ``run``: the run, its survival ``report`` and the final
    frequency of each of the 256 bytes."""
    final = final_token_counts(run)
    return run, report, [final.get(b, 0) for b in range(BYTE_COUNT)]


class _Chart(pg.PlotWidget):  # type: ignore[misc]
    """A chart whose axis titles show only while they fit along their axis: a title
    longer than a short axis (a large text size on a small screen) is not drawn cut;
    the chart's tooltip names both axes instead."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_axis_titles()

    def fit_axis_titles(self) -> None:
        """Show each axis title that fits its axis' length, hide the others."""
        item = getattr(self, "plotItem", None)
        if item is None:  # a resize while pyqtgraph is still making the chart
            return
        titles = []
        for side in ("bottom", "left"):
            axis = item.getAxis(side)
            text = str(axis.labelText or "")
            titles.append(text)
            font = QFont(self.font())
            size = str(axis.labelStyle.get("font-size", "")).removesuffix("pt")
            if size:
                font.setPointSizeF(float(size))
            rect = item.vb.sceneBoundingRect()
            room = rect.width() if side == "bottom" else rect.height()
            fits = QFontMetrics(font).horizontalAdvance(text) <= room
            axis.showLabel(fits and bool(text))
        self.setToolTip(" / ".join(t for t in reversed(titles) if t))


def _plot(bottom: str, left: str, log: bool) -> _Chart:
    # Tick labels only where they keep apart (LogAxis, log or linear).
    axes = {"bottom": LogAxis("bottom"), "left": LogAxis("left")}
    plot = _Chart(background="w", axisItems=axes)
    item = plot.getPlotItem()
    item.setLabel("bottom", bottom)
    item.setLabel("left", left)
    item.showGrid(x=True, y=True, alpha=0.2)
    item.setMenuEnabled(False)
    item.hideButtons()
    # No pyqtgraph export dialog, in English (File ▸ Export Image is the window's own).
    for action in plot.scene().contextMenu:
        action.setParent(None)
    plot.scene().contextMenu = []
    if log:
        item.setLogMode(x=True, y=True)
    plot.setMinimumHeight(160)
    return plot


def _chart_title(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    label.setStyleSheet("color:#333; background:white")
    return label


def _titled(title: QLabel, plot: pg.PlotWidget) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(title)
    layout.addWidget(plot, 1)
    return box


class VocabularyHealthView(QWidget):
    """The table, the story of the selected token and the two charts.

    Args:
        executor: where the figures are computed (tests inject an inline executor).

    Signals:
        token_selected(int): a token was picked in the table or on a chart.
        report_ready(object, object): the figures (a ``SurvivalReport``) of a run were
            computed; other views (the vocabulary pane) show them from here.
    """

    token_selected = Signal(int)
    report_ready = Signal(object, object)

    def __init__(self, executor: Executor | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.worker = TrainingWorker(executor, self)
        self.run: TrainingRun | None = None
        self.stage = 0
        self._computed_for: tuple[int, float] | None = None
        self._active = False
        #: the tab is current: its charts are drawn
        self._charts_shown = False
        #: a result computed while the charts were not shown, drawn when they are
        self._undrawn: tuple[Any, list[int]] | None = None
        #: the charts show a previous run's points: cleared when shown
        self._charts_dirty = False
        self.model = SurvivalModel(self)
        self.proxy = SurvivalFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0.0, 100.0)
        self.threshold.setDecimals(1)
        self.threshold.setSuffix(" %")
        self.threshold.setValue(DEFAULT_THRESHOLD * 100)
        self.intermediate_box = QCheckBox()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(SurvivalColumn.ID, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setWordWrap(False)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(SurvivalColumn.FLAGS, QHeaderView.ResizeMode.Stretch)
        self.story = QLabel()
        self.story.setWordWrap(True)
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.story.setStyleSheet(note_box_style(6))
        self.zipf = _plot(self.tr("frequency rank"), self.tr("occurrences"), True)
        self.scatter_plot = _plot(self.tr("made"), self.tr("final"), False)
        # The titles are labels that wrap: a chart's own title would not, and its width
        # would hold the chart wider than its pane (the right part cut off).
        self.zipf_title = _chart_title("")
        self.scatter_title = _chart_title("")
        self.zipf_points = pg.ScatterPlotItem(size=7, pen=None)
        self.made_points = pg.ScatterPlotItem(size=8, pen=None)
        self.zipf.addItem(self.zipf_points)
        self.scatter_plot.addItem(self.made_points)
        self.zipf_points.sigClicked.connect(self._point_clicked)
        self.made_points.sigClicked.connect(self._point_clicked)

        bar = QHBoxLayout()
        self.bar_title = QLabel()
        bar.addWidget(self.bar_title)
        bar.addWidget(self.threshold)
        bar.addWidget(self.intermediate_box)
        bar.addWidget(self.progress)
        bar.addStretch(1)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.story)
        right.addWidget(_titled(self.zipf_title, self.zipf))
        right.addWidget(_titled(self.scatter_title, self.scatter_plot))
        right.setSizes([140, 300, 300])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(right)
        split.setSizes([760, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)

        self._normal_font = QFont(self.font())
        self.set_zoom(1.0)
        self.intermediate_box.toggled.connect(self.proxy.set_intermediate_only)
        self.threshold.editingFinished.connect(self.refresh)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.worker.progressed.connect(self._on_progress)
        self.worker.training_finished.connect(self._on_computed)
        self.worker.state_changed.connect(
            lambda state: self.progress.setVisible(state.value != "idle")
        )
        self.retranslate()

    def retranslate(self) -> None:
        """The tab's labels, tips and chart titles in the window's language (the token
        selected and its story stay)."""
        self.bar_title.setText(self.tr("<b>Vocabulary health</b>  intermediate below"))
        self.threshold.setToolTip(
            self.tr("A token is intermediate when final / made is below this")
        )
        self.intermediate_box.setText(self.tr("Intermediate only"))
        self.zipf_title.setText(
            self.tr("Zipf at the final stage <small>(▼ intermediate, grey: single bytes)</small>")
        )
        self.scatter_title.setText(
            self.tr("made against final, per learned token <small>(▼ intermediate)</small>")
        )
        current = self.table.selectionModel().currentIndex()
        if current.isValid() and self.run is not None:
            self._show_story(self.proxy.mapToSource(current).row())
        else:
            self.story.setText(self.tr("Select a token to read how its occurrences were used."))
        if self.run is not None and self._computed_for is None:
            self.summary.setText(self.tr("Computing when shown…"))
        report = self.model.report
        if report is not None and self.run is not None and self._computed_for is not None:
            self.summary.setText(report.summary())  # its sentence in the new language
        for item, bottom, left in (
            (self.zipf.getPlotItem(), self.tr("frequency rank"), self.tr("occurrences")),
            (self.scatter_plot.getPlotItem(), self.tr("made"), self.tr("final")),
        ):
            for side, text in (("bottom", bottom), ("left", left)):
                axis = item.getAxis(side)
                item.setLabel(side, text, **axis.labelStyle)
        for plot in (self.zipf, self.scatter_plot):
            plot.fit_axis_titles()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the tab's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_zoom(self, scale: float) -> None:
        """The table, its rows and columns, the story and the charts' text at ``scale``
        times normal (1.0-2.5); every size follows from the fonts."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        set_table_font(self.table, font)
        fit_row_height(self.table)
        fit_columns(self.table, COLUMN_SAMPLES)
        self.story.setFont(font)  # a styled label does not inherit the font
        tick_font = QFont(font)
        title_font = QFont(font)
        title_font.setPointSizeF(TITLE_POINTS * scale)
        for title in (self.zipf_title, self.scatter_title):
            title.setFont(title_font)
        for plot in (self.zipf, self.scatter_plot):
            item = plot.getPlotItem()
            for side in ("bottom", "left"):
                axis = item.getAxis(side)
                axis.setTickFont(tick_font)
                # setLabel again: the axis makes room for the label at its new size.
                item.setLabel(side, axis.labelText, **{"font-size": f"{font.pointSizeF():.1f}pt"})
            plot.fit_axis_titles()
            plot.setMinimumHeight(round(QFontMetrics(font).height() * 4))

    # ------------------------------------------------------------------ inputs
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """A new run: its figures are computed when the tab is shown."""
        self.run, self.stage = run, stage
        self._computed_for = None
        self.model.set_report(None, None, stage)
        self._clear_charts()
        self.summary.setText("" if run is None else self.tr("Computing when shown…"))
        if self._active:
            self.refresh()

    def set_stage(self, stage: int) -> None:
        """The ``now`` column follows the round cursor (while the tab is not current,
        when it is shown: each change re-filters every row of the table)."""
        self.stage = stage
        if self._charts_shown:
            self.model.set_stage(stage)

    def set_active(self, active: bool) -> None:
        """The figures are on screen, in this tab or in the vocabulary pane (compute
        them if needed), or not."""
        self._active = active
        if active:
            self.refresh()

    def refresh(self) -> None:
        """Compute the figures in the background unless they are already up to date."""
        run = self.run
        if run is None:
            return
        threshold = self.threshold.value() / 100
        key = (id(run), threshold)
        if key == self._computed_for:
            return
        self._computed_for = key
        report = prepared_survival(run, threshold)
        if report is not None:  # made on the thread that trained the run
            self.worker.cancel()  # (a computation for an earlier run)
            self._on_computed(health_figures(run, report), "vocabulary health")
            return
        self.worker.start(health_job(run, threshold), "vocabulary health")

    def shutdown(self) -> None:
        """Cancel and join the computation (the window is closing)."""
        self.worker.shutdown()

    # ------------------------------------------------------------------ results
    def _on_progress(self, done: int, total: int, _description: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def set_charts_shown(self, shown: bool) -> None:
        """The tab itself is current (or not): its charts are drawn only while it is,
        so a result that arrives while another tab is shown costs the window nothing."""
        self._charts_shown = shown
        if shown:
            self.model.set_stage(self.stage)
        if shown and self._undrawn is not None:
            data, self._undrawn = self._undrawn, None
            self._draw(data)
        elif shown and self._charts_dirty:
            self._draw(None)

    def _clear_charts(self) -> None:
        """Empty the charts now if they are shown, else when they are (clearing a hidden
        plot still re-ranges its axes and lays them out)."""
        self._undrawn = None
        if self._charts_shown:
            self._draw(None)
        else:
            self._charts_dirty = True

    def _on_computed(self, result: object, _description: str) -> None:
        run, report, bytes_final = cast(tuple[TrainingRun, SurvivalReport, list[int]], result)
        if run is not self.run:
            return
        self.model.set_report(run, report, self.stage)
        self.summary.setText(report.summary())
        if self._charts_shown:
            self._draw((report, bytes_final))
        else:
            self._clear_charts()
            self._undrawn = (report, bytes_final)
        self.report_ready.emit(run, report)

    def _draw(self, data: tuple[Any, list[int]] | None) -> None:
        self._undrawn = None
        self._charts_dirty = False
        self.zipf_points.clear()
        self.made_points.clear()
        if data is None:
            return
        report, bytes_final = data
        entries = [(f, b, False) for b, f in enumerate(bytes_final) if f > 0]
        entries += [
            (t.final, t.token_id, INTERMEDIATE in t.flags) for t in report.tokens if t.final > 0
        ]
        entries.sort(key=lambda e: -e[0])
        # One brush object per colour: the scatter renders each distinct symbol once.
        plain, inter_brush, byte_brush = (
            pg.mkBrush(c) for c in (PLAIN_COLOR, INTERMEDIATE_COLOR, BYTE_COLOR)
        )
        # the axes are in log mode: they label log10 values as powers of 10
        self.zipf_points.setData(
            x=[math.log10(rank) for rank in range(1, len(entries) + 1)],
            y=[math.log10(freq) for freq, _tid, _inter in entries],
            data=[tid for _freq, tid, _inter in entries],
            brush=[
                inter_brush if inter else byte_brush if tid < 256 else plain
                for _freq, tid, inter in entries
            ],
            symbol=["t" if inter else "o" for _freq, _tid, inter in entries],
        )
        flagged = [INTERMEDIATE in t.flags for t in report.tokens]
        self.made_points.setData(
            x=[t.made for t in report.tokens],
            y=[t.final for t in report.tokens],
            data=[t.token_id for t in report.tokens],
            brush=[inter_brush if f else plain for f in flagged],
            symbol=["t" if f else "o" for f in flagged],
        )

    def zipf_slope(self) -> float | None:
        """The least-squares slope of log frequency against log rank (about -1 for
        Zipf's law), or None with fewer than two points."""
        points = [(p.pos().x(), p.pos().y()) for p in self.zipf_points.points()]
        if len(points) < 2:
            return None
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        var = sum((x - mx) ** 2 for x in xs)
        if var == 0:
            return None
        return float(sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var)

    # ------------------------------------------------------------------ selection
    def _point_clicked(self, _item: object, points: Any, *_args: object) -> None:
        if len(points):
            self.select_token(int(points[0].data()))

    def select_token(self, token_id: int) -> None:
        """Select ``token_id``'s row (a learned token), show its story and announce it."""
        row = self.model.row_of(token_id)
        if row is not None:
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if index.isValid():
                self.table.selectRow(index.row())
                self.table.scrollTo(index)
            self._show_story(row)
        self.token_selected.emit(token_id)

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        row = self.proxy.mapToSource(current).row()
        self._show_story(row)
        self.token_selected.emit(self.model.token(row).token_id)

    def _show_story(self, row: int) -> None:
        run = self.run
        if run is None:
            return
        t = self.model.token(row)

        def name(tid: int) -> str:
            return f"{shorten(readable(run.token_bytes(tid)))} ({run.id_label(tid)})"

        kept = self.tr("{token}: kept {share} %")
        lines = [kept.format(token=name(t.token_id), share=f"{t.kept * 100:.3g}")]
        lines += t.story(name)
        if self.stage > t.rank:
            now = self.tr("now (stage {stage}): {count}")
            count = run.token_frequency(t.token_id, self.stage)
            lines.append(now.format(stage=self.stage, count=count))
        self.story.setText("\n".join(lines))
