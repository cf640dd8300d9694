"""The vocabulary health charts draw an axis title only where it fits along its axis
(no title cut mid-word on a short chart); the chart's tooltip names both axes."""

from __future__ import annotations

from bpe_viewer.qt.widgets.vocab_health import _plot


def test_a_title_longer_than_its_axis_is_not_drawn(qtbot):
    chart = _plot("frequency rank", "occurrences of the token at the final stage", True)
    qtbot.addWidget(chart)
    chart.resize(500, 170)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.wait(20)
    chart.fit_axis_titles()
    item = chart.getPlotItem()
    assert not item.getAxis("left").label.isVisible()
    assert item.getAxis("bottom").label.isVisible()
    assert chart.toolTip() == "occurrences of the token at the final stage / frequency rank"
    chart.resize(500, 900)
    qtbot.wait(20)
    chart.fit_axis_titles()
    assert item.getAxis("left").label.isVisible()
