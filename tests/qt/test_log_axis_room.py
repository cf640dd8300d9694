"""Axis labels stay inside a short axis, whatever the font's line height: pyqtgraph
drops a label that crosses the axis's ends, so such ticks are never chosen."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from bpe_viewer.qt.widgets.log_axis import LogAxis, log_label


def _axis(pixel_size: int) -> LogAxis:
    axis = LogAxis("left")
    font = QFont()
    font.setPixelSize(pixel_size)
    axis.setStyle(tickFont=font)
    return axis


def test_a_short_log_axis_keeps_one_label_inside(qapp):
    axis = _axis(30)
    height = QFontMetricsF(axis.style["tickFont"]).height()
    low, high, size = -0.2, 1.24, 77.0  # counts 0.6 to 17 on 77 pixels
    ticks = axis.labelled_ticks(low, high, size)
    assert len(ticks) == 1
    start = (ticks[0] - low) * size / (high - low)
    assert height / 2 <= start <= size - height / 2
    assert log_label(10 ** ticks[0]) == "3"  # 1 and 10 would reach past the ends


def test_a_tall_axis_labels_one_two_five(qapp):
    axis = _axis(12)
    ticks = axis.labelled_ticks(-0.2, 2.2, 400.0)
    assert [log_label(10**t) for t in ticks] == ["1", "2", "5", "10", "20", "50", "100"]


def test_a_short_linear_axis_keeps_its_labels_inside(qapp):
    axis = _axis(30)
    axis.setLogMode(False)
    step, ticks = axis.linear_ticks(-1.6, 9.6, 77.0)
    assert step == 5.0 and ticks == [5.0]  # 0 sits too near the lower end
    assert axis.inside([-1.0, 9.0], ["-1", "9"], -1.6, 9.6, 77.0) == []
