"""Held-out chart: tokens per byte of train and held-out documents over the rounds.

With a split (docs/rules.md s5), the train documents fed the pair counts and the held-out ones
(validation and test *together*: one curve, "held-out") did not. The chart plots, for
every stage ``s = 0..k``, the total tokens of each group divided by its total bytes
(:meth:`TrainingRun.token_counts`, cheap), and a vertical marker at the current round.
A widening gap between the curves is the rules fitting the training text better than
new text.

Drawn with pyqtgraph on a light background, thick lines and large fonts so it reads on a
projector.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.palette import Palette

TRAIN_COLOR = QColor("#1f5fbf")
HELD_OUT_COLOR = QColor("#d9480f")
MARKER_COLOR = QColor("#222222")
AXIS_COLOR = QColor("#333333")
LINE_WIDTH = 4
#: Runs with at most this many merges get a dot at every stage.
SYMBOL_MAX_STAGES = 60
NO_HELD_OUT = "no held-out documents (open a corpus with a split manifest)"
NO_RUN = "no run yet"


def tokens_per_byte(run: TrainingRun, counted: bool) -> list[float] | None:
    """Tokens per byte at every stage ``0..k`` of the counted or held-out documents.

    Returns:
        ``k + 1`` values (1.0 at stage 0 unless special tokens occur), or ``None`` when
        the group has no bytes.
    """
    total = run.byte_total(counted)
    if total == 0:
        return None
    return [count / total for count in run.token_counts(counted)]


def merge_tick_spacing(merges: int) -> tuple[int, int]:
    """Major and minor tick spacing of the merges axis: whole numbers, about 10 ticks.

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


class HeldOutChart(QWidget):
    """Tokens per byte over the rounds, train vs held-out, with a current-round marker.

    Attributes:
        plot: the pyqtgraph ``PlotWidget``.
        curves: ``{"train": PlotDataItem, "held-out": PlotDataItem}`` for the curves
            drawn (only "train" without held-out documents; empty without a run).
        marker: the vertical ``InfiniteLine`` at the current stage.
        note_label: the note shown without held-out documents (or without a run).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._stage = 0
        self._values: dict[str, list[float]] = {}
        self.curves: dict[str, pg.PlotDataItem] = {}

        self.plot = pg.PlotWidget(self, background="w")
        self.plot.setMinimumSize(320, 220)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.18)
        item.setMenuEnabled(False)
        item.hideButtons()
        tick_font = QFont(self.font())
        tick_font.setPointSizeF(13)
        label_style = {"color": AXIS_COLOR.name(), "font-size": "16pt"}
        for name, text in (("bottom", "merges learned"), ("left", "tokens per byte")):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(AXIS_COLOR, width=1.5))
            axis.setTextPen(pg.mkPen(AXIS_COLOR))
            axis.setTickFont(tick_font)
            item.setLabel(name, text, **label_style)
        item.getAxis("left").setWidth(80)
        self.legend = item.addLegend(
            offset=(-12, 12),
            labelTextSize="15pt",
            labelTextColor=AXIS_COLOR,
            brush=pg.mkBrush(255, 255, 255, 230),
            pen=pg.mkPen("#bbbbbb"),
        )
        marker_pen = QPen(MARKER_COLOR, 2.5, Qt.PenStyle.DashLine)
        marker_pen.setCosmetic(True)
        self.marker = pg.InfiniteLine(
            pos=0,
            angle=90,
            movable=False,
            pen=marker_pen,
            label="round {value:.0f}",
            labelOpts={
                "position": 0.06,
                "color": MARKER_COLOR,
                "fill": (255, 255, 255, 220),
                "anchors": [(0, 0), (0, 0)],
            },
        )
        self.marker.label.setFont(tick_font)
        item.addItem(self.marker, ignoreBounds=True)
        self.marker.hide()

        self.summary_label = QLabel(self)
        summary_font = QFont(self.font())
        summary_font.setPointSizeF(13)
        self.summary_label.setFont(summary_font)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.note_label = QLabel(self)
        self.note_label.setFont(summary_font)
        self.note_label.setStyleSheet(f"color: {Palette.NOTE_TEXT.name()};")
        self.note_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.note_label)
        self.set_run(None)

    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def stage(self) -> int:
        return self._stage

    def note(self) -> str:
        """The note shown under the chart, or ``""``."""
        return self.note_label.text() if not self.note_label.isHidden() else ""

    def values(self, name: str) -> list[float]:
        """The y-values of curve ``name`` ("train" or "held-out"), stages 0..k."""
        return list(self._values.get(name, ()))

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Plot ``run`` (``None`` clears) and put the marker at ``stage``."""
        self._run = run
        item = self.plot.getPlotItem()
        for curve in self.curves.values():
            item.removeItem(curve)
            self.legend.removeItem(curve)
        self.curves = {}
        self._values = {}
        if run is None:
            self._set_note(NO_RUN)
            self.marker.hide()
            self.summary_label.setText("")
            return
        k = run.merge_count
        xs = list(range(k + 1))
        symbol = "o" if k <= SYMBOL_MAX_STAGES else None
        for name, counted, color, label in (
            ("train", True, TRAIN_COLOR, "train documents"),
            ("held-out", False, HELD_OUT_COLOR, "held-out (validation + test)"),
        ):
            ys = tokens_per_byte(run, counted)
            if ys is None:
                continue
            pen = pg.mkPen(color, width=LINE_WIDTH)
            if not counted:
                pen.setStyle(Qt.PenStyle.DashLine)
            curve = item.plot(
                xs,
                ys,
                pen=pen,
                name=label,
                antialias=True,
                symbol=symbol,
                symbolSize=9,
                symbolBrush=color,
                symbolPen=None,
            )
            self.curves[name] = curve
            self._values[name] = ys
        self._set_note("" if "held-out" in self.curves else NO_HELD_OUT)
        item.setXRange(0, max(1, k), padding=0.02)
        item.getAxis("bottom").setTickSpacing(*merge_tick_spacing(k))
        item.enableAutoRange(axis="y")
        self.marker.show()
        self._stage = -1
        self.set_stage(stage)

    def set_stage(self, stage: int) -> None:
        """Move the marker to round ``stage`` (clamped to 0..k)."""
        if self._run is None:
            self._stage = 0
            return
        stage = min(max(0, int(stage)), self._run.merge_count)
        if stage == self._stage:
            return
        self._stage = stage
        self.marker.setValue(stage)
        parts = [f"round {stage}:"]
        for name, color in (("train", TRAIN_COLOR), ("held-out", HELD_OUT_COLOR)):
            ys = self._values.get(name)
            if ys is not None:
                parts.append(
                    f"<span style='color:{color.name()}'><b>{name}</b> {ys[stage]:.3f}</span>"
                )
        text = parts[0] + " " + " &nbsp; ".join(parts[1:]) + " tokens per byte"
        self.summary_label.setText(text)

    def _set_note(self, text: str) -> None:
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))
