"""A chart axis whose tick labels never overlap, on log or linear scales.

pyqtgraph's log axes label every minor tick (2·10¹, 3·10¹, …) when less than a decade or
two is shown, and those labels run into each other; on a short linear axis it still
labels every step. :class:`LogAxis` measures each label in the axis font and keeps only
ticks whose labels have room beside their neighbours and inside the axis (pyqtgraph
drops a label that would cross the axis's ends, so on a short axis in a tall font every
label could go): on a log scale the values 1, 2
and 5 times a power of ten (or fewer), written as plain numbers; on a linear scale
steps of 1, 2 or 5 times a power of ten.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

#: Mantissas to label, densest first; the first whose labels fit is used.
MANTISSAS: tuple[tuple[int, ...], ...] = ((1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 5), (1, 3), (1,))
#: Free space between two labels side by side, in multiples of the font's average
#: character width (one above the other: a quarter of the line height).
LABEL_GAP_CHARS = 1.5

_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def log_label(value: float) -> str:
    """The label of ``value`` (> 0) on a log axis: ``"1"``, ``"20"``, ``"5000"``,
    ``"0.5"``, and ``"10⁵"`` / ``"2·10⁵"`` from 100 000 up or below 0.001."""
    if 0.001 <= value < 100_000:
        return f"{value:g}"
    exponent = math.floor(math.log10(value) + 1e-9)
    mantissa = round(value / 10**exponent)
    power = f"10{str(exponent).translate(_SUPERSCRIPT)}"
    return power if mantissa == 1 else f"{mantissa}·{power}"


def log_ticks(low: float, high: float, mantissas: tuple[int, ...], decade_step: int) -> list[float]:
    """Tick positions (log10 of the values) from ``low`` to ``high`` (log10 units): each
    mantissa times the powers of ten whose exponent is a multiple of ``decade_step``."""
    ticks = []
    for exponent in range(math.floor(low) - 1, math.ceil(high) + 1):
        if exponent % decade_step:
            continue
        for m in mantissas:
            v = exponent + math.log10(m)
            if low - 1e-9 <= v <= high + 1e-9:
                ticks.append(v)
    return ticks


class LogAxis(pg.AxisItem):  # type: ignore[misc]
    """A pyqtgraph axis for log mode whose tick labels keep apart (see the module)."""

    def __init__(self, orientation: str, **kwargs: Any) -> None:
        super().__init__(orientation, **kwargs)

    def _metrics(self) -> QFontMetricsF:
        font = self.style.get("tickFont")
        return QFontMetricsF(font if isinstance(font, QFont) else QApplication.font())

    def _fits(self, ticks: list[float], pixels_per_unit: float) -> bool:
        """True when each label of ``ticks`` has room beside its neighbours."""
        return self._fits_labels(ticks, [log_label(10**t) for t in ticks], pixels_per_unit)

    def inside(
        self, ticks: list[float], labels: list[str], low: float, high: float, size: float
    ) -> list[float]:
        """The ``ticks`` (axis units, ``low`` to ``high`` over ``size`` pixels) whose
        labels, centred on their tick, stay within the axis's ends in the axis font
        (pyqtgraph draws no label that crosses the axis's bounding rectangle, which holds
        at least the axis's own length)."""
        if high - low <= 0 or size <= 0:
            return []
        fm = self._metrics()
        vertical = self.orientation in ("left", "right")
        pixels_per_unit = size / (high - low)
        kept = []
        for tick, label in zip(ticks, labels, strict=True):
            half = (fm.height() if vertical else fm.horizontalAdvance(label)) / 2
            start = (tick - low) * pixels_per_unit
            if start >= half and size - start >= half:
                kept.append(tick)
        return kept

    def _inside_log(self, ticks: list[float], low: float, high: float, size: float) -> list[float]:
        return self.inside(ticks, [log_label(10**t) for t in ticks], low, high, size)

    def labelled_ticks(self, low: float, high: float, size: float) -> list[float]:
        """The labelled tick positions (log10 units) for an axis ``size`` pixels long
        showing ``low`` to ``high``: the densest choice whose labels keep apart."""
        low, high = sorted((low, high))
        if high - low <= 0 or size <= 0:
            return []
        pixels_per_unit = size / (high - low)
        single: list[float] = []  # the sparsest choice's one label that stays inside
        for mantissas in MANTISSAS:
            ticks = self._inside_log(log_ticks(low, high, mantissas, 1), low, high, size)
            if len(ticks) >= 2 and self._fits(ticks, pixels_per_unit):
                return ticks
            single = ticks[:1] or single
        step = 2
        while step < 64:
            ticks = self._inside_log(log_ticks(low, high, (1,), step), low, high, size)
            if len(ticks) >= 2 and self._fits(ticks, pixels_per_unit):
                return ticks
            single = ticks[:1] or single
            step *= 2
        return single

    def linear_ticks(self, low: float, high: float, size: float) -> tuple[float, list[float]]:
        """The step and labelled tick values of a linear axis ``size`` pixels long from
        ``low`` to ``high``: the smallest step of 1, 2 or 5 times a power of ten whose
        labels keep apart."""
        low, high = sorted((low, high))
        if high - low <= 0 or size <= 0:
            return 1.0, []
        pixels_per_unit = size / (high - low)
        exponent = math.floor(math.log10((high - low) / 100))
        while True:
            for m in (1, 2, 5):
                step = m * 10.0**exponent
                first = math.ceil(low / step - 1e-9)
                last = math.floor(high / step + 1e-9)
                every = [k * step for k in range(first, last + 1)]
                labels = [linear_label(t, step) for t in every]
                ticks = self.inside(every, labels, low, high, size)
                labels = [linear_label(t, step) for t in ticks]
                if ticks and self._fits_labels(ticks, labels, pixels_per_unit):
                    return step, ticks
                if len(every) < 2:  # a longer step has no more ticks
                    return step, ticks
            exponent += 1

    def _fits_labels(self, ticks: list[float], labels: list[str], pixels_per_unit: float) -> bool:
        """True when each label (at its tick) has room beside its neighbours."""
        fm = self._metrics()
        vertical = self.orientation in ("left", "right")
        gap = fm.height() * 0.25 if vertical else fm.averageCharWidth() * LABEL_GAP_CHARS
        sizes = [fm.height() if vertical else fm.horizontalAdvance(t) for t in labels]
        for i in range(len(ticks) - 1):
            if (ticks[i + 1] - ticks[i]) * pixels_per_unit < (sizes[i] + sizes[i + 1]) / 2 + gap:
                return False
        return True

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[Any]:  # noqa: N802
        """pyqtgraph's hook: one level of ticks whose labels keep apart."""
        if self.logMode:
            return [(None, self.labelled_ticks(minVal, maxVal, size))]
        step, ticks = self.linear_ticks(minVal, maxVal, size)
        return [(step, ticks)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        """pyqtgraph's hook: plain numbers."""
        if self.logMode:
            return [log_label(10**v * scale) for v in values]
        return [linear_label(v * scale, spacing * scale) for v in values]


def linear_label(value: float, step: float) -> str:
    """A linear tick's label: whole numbers without decimals, else the step's decimals."""
    if step >= 1:
        return f"{round(value):d}"
    places = max(0, -math.floor(math.log10(step) + 1e-9))
    return f"{value:.{places}f}"
