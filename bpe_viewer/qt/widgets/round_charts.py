"""The Charts tab: per-round figures of the run, with a marker that follows the round.

Three plots share one integer round axis (pyqtgraph, linked x ranges):

1. the winner's pair count and its replacements in each round (docs/rules.md s2.3, s2.5);
2. the vocabulary size at each stage (docs/rules.md s2.8);
3. tokens per byte of the train and the held-out documents at each stage
   (docs/rules.md s5; without a split manifest only the train curve, with a note).

A dashed vertical marker stands at the current round in every plot and follows the round
cursor; a click on any plot, or a drag across it, asks for the round under the pointer
(:attr:`RoundCharts.stage_requested`), so the other views jump there. The figures come
from :func:`bpe_viewer.core.round_series.round_series`, computed once per run and only
when the tab is first shown, so a large corpus costs nothing until the charts are looked at.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPalette, QPen, QShowEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.round_series import RoundSeries, round_series
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

TRAIN_COLOR = QColor("#1f5fbf")
HELD_OUT_COLOR = QColor("#d9480f")
COUNT_COLOR = QColor("#2b8a3e")
REPLACEMENT_COLOR = QColor("#862e9c")
VOCABULARY_COLOR = QColor("#495057")
MARKER_COLOR = QColor("#222222")
AXIS_COLOR = QColor("#333333")
LINE_WIDTH = 3
#: Runs with at most this many merges get a dot at every point.
SYMBOL_MAX_STAGES = 60
#: Point sizes at 100 % zoom.
TICK_POINTS, LABEL_POINTS, LEGEND_POINTS, SUMMARY_POINTS = 11.0, 12.0, 11.0, 12.0
NO_HELD_OUT = QT_TRANSLATE_NOOP(
    "RoundCharts", "no held-out documents (open a corpus with a split manifest)"
)
NO_RUN = QT_TRANSLATE_NOOP("RoundCharts", "no run yet")
#: Plot keys, top to bottom (each plot's legend names its curves).
PLOTS: tuple[str, ...] = ("counts", "vocabulary", "tokens")


def merge_tick_spacing(merges: int) -> tuple[int, int]:
    """Major and minor tick spacing of the round axis: whole numbers, about 10 ticks.

    A step of 1, 2 or 5 times a power of ten, never below 1 (no "round 1.5").
    """
    major = 1
    while merges / major > 10:
        for factor in (2, 5 / 2, 2):  # 1 -> 2 -> 5 -> 10 -> 20 -> ...
            major = int(major * factor)
            if merges / major <= 10:
                break
    minor = major // 5 if major % 5 == 0 and major >= 5 else max(1, major // 2)
    return major, minor


class _ChartCanvas(pg.GraphicsLayoutWidget):  # type: ignore[misc]
    """The plots' canvas: a left-button press or drag reports the x under the pointer.

    pyqtgraph's own panning and zooming are off (the x range is the whole run), so a
    drag moves the round instead of the view.
    """

    pressed_at = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, show=False)
        self.plots: list[pg.PlotItem] = []
        # pyqtgraph's right-click "Export..." opens its own English dialog; the window's
        # File ▸ Export Image is the way to a picture, in the window's language.
        for action in self.scene().contextMenu:
            action.setParent(None)
        self.scene().contextMenu = []

    def _report(self, event: QMouseEvent) -> bool:
        scene_pos = self.mapToScene(event.position().toPoint())
        for plot in self.plots:
            if plot.sceneBoundingRect().contains(scene_pos):
                x = plot.getViewBox().mapSceneToView(QPointF(scene_pos)).x()
                self.pressed_at.emit(float(x))
                return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A left click on a plot reports its x (the round)."""
        if event.button() == Qt.MouseButton.LeftButton and self._report(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Dragging with the left button held reports every x passed."""
        if event.buttons() & Qt.MouseButton.LeftButton and self._report(event):
            event.accept()
            return
        super().mouseMoveEvent(event)


class RoundCharts(QWidget):
    """Winner count, replacements, vocabulary size and tokens per byte over the rounds.

    Attributes:
        canvas: the pyqtgraph ``GraphicsLayoutWidget`` holding the plots.
        plots: ``{"counts", "vocabulary", "tokens"}`` -> ``PlotItem``.
        curves: curve name -> ``PlotDataItem`` for the curves drawn: ``winner count``,
            ``replacements``, ``vocabulary``, ``train`` and ``held-out`` (the last only
            with held-out documents; none without a run or before the tab is shown).
        markers: plot key -> the vertical ``InfiniteLine`` at the current stage.
        summary_label: the figures of the current round, in words.
        note_label: the note shown without held-out documents (or without a run).

    Signals:
        stage_requested(int): a click or drag on a plot asks for this stage (0..k).
    """

    stage_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._series: RoundSeries | None = None
        self._plotted = False
        self._stage = 0
        self._scale = 1.0
        self.curves: dict[str, pg.PlotDataItem] = {}
        self.plots: dict[str, pg.PlotItem] = {}
        self.markers: dict[str, pg.InfiniteLine] = {}
        self.legends: dict[str, pg.LegendItem] = {}

        self.canvas = _ChartCanvas(self)
        self.canvas.setBackground("w")
        self.canvas.setMinimumSize(300, 240)
        self.canvas.pressed_at.connect(self._on_pressed_at)
        self.canvas.setToolTip(self.tr("Click or drag on a chart to go to that round"))
        first: pg.PlotItem | None = None
        for row, key in enumerate(PLOTS):
            plot = self.canvas.addPlot(row=row, col=0)
            plot.showGrid(x=True, y=True, alpha=0.18)
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setMouseEnabled(x=False, y=False)
            plot.getViewBox().setDefaultPadding(0.04)
            if key != PLOTS[-1]:
                # one row of round numbers, under the last plot; the grid lines line up
                plot.getAxis("bottom").setStyle(showValues=False)
            if first is None:
                first = plot
            else:
                plot.setXLink(first)
            self.legends[key] = plot.addLegend(
                # the vocabulary rises to the right, the other curves fall
                offset=(10, 6) if key == "vocabulary" else (-10, 6),
                labelTextColor=AXIS_COLOR,
                brush=pg.mkBrush(255, 255, 255, 220),
                pen=pg.mkPen("#bbbbbb"),
                colCount=2,
            )
            marker_pen = QPen(MARKER_COLOR, 2, Qt.PenStyle.DashLine)
            marker_pen.setCosmetic(True)
            marker = pg.InfiniteLine(pos=0, angle=90, movable=False, pen=marker_pen)
            plot.addItem(marker, ignoreBounds=True)
            marker.hide()
            self.plots[key] = plot
            self.markers[key] = marker
            self.canvas.plots.append(plot)
        self.plots["tokens"].setLabel("bottom", self.tr("round (merges learned)"))

        self.summary_label = QLabel(self)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setWordWrap(True)
        if Palette.BASE.lightness() < 128:
            # A dark palette: the readout's words are in the charts' colours, made for
            # the charts' white, so it sits on white too (a palette, not a style sheet,
            # so it keeps taking the zoomed font).
            readout = self.summary_label.palette()
            readout.setColor(QPalette.ColorRole.Window, QColor("#ffffff"))
            readout.setColor(QPalette.ColorRole.WindowText, QColor("#000000"))
            self.summary_label.setPalette(readout)
            self.summary_label.setAutoFillBackground(True)
        self.note_label = QLabel(self)
        self.note_label.setStyleSheet(f"color: {Palette.NOTE_TEXT.name()};")
        self.note_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.note_label)
        self.set_zoom(1.0)
        self.set_run(None)

    # ------------------------------------------------------------------ state
    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def stage(self) -> int:
        """The stage the marker stands at (followed even while the tab is hidden)."""
        return self._stage

    @property
    def plotted(self) -> bool:
        """True once the current run's curves are drawn (the tab has been shown)."""
        return self._plotted

    def series(self) -> RoundSeries | None:
        """The figures of the current run (computed on first use), or None without a run."""
        if self._series is None and self._run is not None:
            self._series = round_series(self._run)
        return self._series

    def note(self) -> str:
        """The note shown under the charts, or ``""``."""
        return self.note_label.text() if not self.note_label.isHidden() else ""

    def values(self, name: str) -> list[float]:
        """The y-values of curve ``name`` as drawn (see :attr:`curves`), or ``[]``."""
        curve = self.curves.get(name)
        if curve is None:
            return []
        _xs, ys = curve.getData()
        return [] if ys is None else [float(v) for v in ys]

    # ------------------------------------------------------------------ run and stage
    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (``None`` clears) with the marker at ``stage``.

        The curves are drawn now when the charts are on screen, else on first show.
        """
        self._run = run
        self._series = None
        self._plotted = False
        self._clear_curves()
        self._stage = 0 if run is None else min(max(0, int(stage)), run.merge_count)
        if run is None:
            self._set_note(NO_RUN)
            for marker in self.markers.values():
                marker.hide()
            self.summary_label.setText("")
            return
        self._set_note("")
        if self.isVisible():
            self.ensure_plotted()

    def set_stage(self, stage: int) -> None:
        """Move the marker to ``stage`` (clamped to 0..k)."""
        if self._run is None:
            self._stage = 0
            return
        stage = min(max(0, int(stage)), self._run.merge_count)
        if stage == self._stage and self._plotted:
            return
        self._stage = stage
        if self._plotted:
            self._show_stage()

    def ensure_plotted(self) -> None:
        """Draw the current run's curves if they are not drawn yet."""
        if self._plotted or self._run is None:
            return
        series = self.series()
        assert series is not None
        self._plot(series)
        self._plotted = True
        self._show_stage()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """First show of a run: compute its figures and draw them."""
        super().showEvent(event)
        self.ensure_plotted()

    def _on_pressed_at(self, x: float) -> None:
        if self._run is None:
            return
        stage = min(max(0, round(x)), self._run.merge_count)
        self.stage_requested.emit(stage)

    # ------------------------------------------------------------------ drawing
    def _clear_curves(self) -> None:
        for key, plot in self.plots.items():
            for curve in list(plot.listDataItems()):
                plot.removeItem(curve)
            self.legends[key].clear()
        self.curves = {}

    def _add_curve(
        self,
        plot_key: str,
        name: str,
        label: str,
        xs: list[int],
        ys: tuple[float, ...] | tuple[int, ...],
        color: QColor,
        *,
        dashed: bool = False,
        step: bool = False,
        width: int = LINE_WIDTH,
    ) -> None:
        pen = pg.mkPen(color, width=width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        symbol = "o" if len(xs) <= SYMBOL_MAX_STAGES and not step else None
        curve = self.plots[plot_key].plot(
            xs,
            list(ys),
            pen=pen,
            name=label,
            antialias=True,
            symbol=symbol,
            symbolSize=7,
            symbolBrush=color,
            symbolPen=None,
        )
        self.curves[name] = curve

    def _plot(self, series: RoundSeries) -> None:
        self._clear_curves()
        k = series.merge_count
        rounds = list(range(k))
        stages = list(range(k + 1))
        if k:
            self._add_curve(
                "counts",
                "winner count",
                self.tr("winner's count"),
                rounds,
                series.winner_counts,
                COUNT_COLOR,
                width=LINE_WIDTH + 3,  # wider: replacements often equal it
            )
            self._add_curve(
                "counts",
                "replacements",
                self.tr("replacements"),
                rounds,
                series.replacements,
                REPLACEMENT_COLOR,
                dashed=True,
            )
        self._add_curve(
            "vocabulary",
            "vocabulary",
            self.tr("vocabulary size"),
            stages,
            series.vocabulary_sizes,
            VOCABULARY_COLOR,
        )
        if series.train_tokens_per_byte is not None:
            self._add_curve(
                "tokens",
                "train",
                self.tr("train tokens per byte"),
                stages,
                series.train_tokens_per_byte,
                TRAIN_COLOR,
            )
        if series.held_out_tokens_per_byte is not None:
            self._add_curve(
                "tokens",
                "held-out",
                self.tr("held-out (validation + test)"),
                stages,
                series.held_out_tokens_per_byte,
                HELD_OUT_COLOR,
                dashed=True,
            )
        self._set_note("" if series.held_out_tokens_per_byte is not None else NO_HELD_OUT)
        major, minor = merge_tick_spacing(k)
        for plot in self.plots.values():
            plot.getAxis("bottom").setTickSpacing(major, minor)
            plot.enableAutoRange(axis="y")
        # room on both sides for the first and last round's numbers and dots
        margin = max(0.3, 0.035 * k)
        self.plots["counts"].setXRange(-margin, max(1, k) + margin, padding=0)
        for marker in self.markers.values():
            marker.show()

    def _show_stage(self) -> None:
        series = self.series()
        if series is None:
            return
        stage = self._stage
        for marker in self.markers.values():
            marker.setValue(stage)
        parts = [self.tr("<b>round {round}</b>:").format(round=stage)]
        if stage < series.merge_count:
            parts.append(
                self.tr(
                    "{count_start}winner's count {count}</span>, {replaced_start}"
                    "{replaced} replacements</span>;"
                ).format(
                    count_start=f"<span style='color:{COUNT_COLOR.name()}'>",
                    count=series.winner_counts[stage],
                    replaced_start=f"<span style='color:{REPLACEMENT_COLOR.name()}'>",
                    replaced=series.replacements[stage],
                )
            )
        else:
            parts.append(self.tr("no round after the last merge;"))
        parts.append(self.tr("vocabulary {size};").format(size=series.vocabulary_sizes[stage]))
        for name, values, color in (
            (self.tr("train"), series.train_tokens_per_byte, TRAIN_COLOR),
            (self.tr("held-out"), series.held_out_tokens_per_byte, HELD_OUT_COLOR),
        ):
            if values is not None:
                parts.append(
                    f"<span style='color:{color.name()}'>{name} {values[stage]:.3f}</span>"
                )
        if series.train_tokens_per_byte is not None:
            parts.append(self.tr("tokens per byte"))
        self.summary_label.setText(" ".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        """On a language change: the curves' names, the axis title and the round's line
        again (the charts are drawn again from the same series)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.canvas.setToolTip(self.tr("Click or drag on a chart to go to that round"))
            series = self.series()
            if series is not None and self._plotted:
                self._plot(series)
                self._show_stage()
            self._set_note(getattr(self, "_note", ""))
            self.set_zoom(self._scale)
        super().changeEvent(event)

    def _set_note(self, text: str) -> None:
        self._note = text
        self.note_label.setText(self.tr(text) if text else "")
        self.note_label.setVisible(bool(text))

    # ------------------------------------------------------------------ zoom
    def set_zoom(self, scale: float) -> None:
        """Fonts of the axes, legends and labels at ``scale`` times normal (1.0 to 2.5)."""
        self._scale = scale
        tick_font = QFont(self.font())
        tick_font.setPointSizeF(TICK_POINTS * scale)
        label_style = {"color": AXIS_COLOR.name(), "font-size": f"{LABEL_POINTS * scale:.1f}pt"}
        # Legends grow more slowly than the axes: they sit on the curves.
        legend_points = LEGEND_POINTS * (1 + (scale - 1) / 2)
        for key in PLOTS:
            plot = self.plots[key]
            for side in ("bottom", "left"):
                axis = plot.getAxis(side)
                axis.setPen(pg.mkPen(AXIS_COLOR, width=1.5))
                axis.setTextPen(pg.mkPen(AXIS_COLOR))
                axis.setTickFont(tick_font)
            plot.getAxis("left").setWidth(int(56 * scale))
            if key == PLOTS[-1]:
                plot.setLabel("bottom", self.tr("round (merges learned)"), **label_style)
            legend = self.legends[key]
            legend.setLabelTextSize(f"{legend_points:.1f}pt")
            for _sample, label in legend.items:
                label.setText(label.text)  # draws the text again at the new size
        for label_widget in (self.summary_label, self.note_label):
            font = QFont(label_widget.font())
            font.setPointSizeF(SUMMARY_POINTS * scale)
            label_widget.setFont(font)
