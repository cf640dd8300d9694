"""The Charts tab: winner count, replacements, vocabulary and tokens per byte over the
rounds, a marker at the current round, and a click or drag that moves the round cursor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from bpe_viewer.core import train
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.core.round_series import round_series
from bpe_viewer.qt.widgets.round_charts import NO_HELD_OUT, RoundCharts


@pytest.fixture(scope="module")
def split_run(learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    return train(corpus, 8)


@pytest.fixture
def chart(qtbot):
    widget = RoundCharts()
    qtbot.addWidget(widget)
    widget.resize(800, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def naive_tokens_per_byte(run, counted):
    """Tokens per byte rebuilt stage by stage from every document's tokens."""
    docs = [i for i, d in enumerate(run.documents) if d.counted == counted]
    total = sum(run.documents[i].byte_length for i in docs)
    return [sum(len(run.tokens_at(i, s)) for i in docs) / total for s in range(run.merge_count + 1)]


def test_series_of_the_overlap_example():
    # docs/rules.md s2 worked example: aaa, aba; round 0 count 2, 1 replacement; round 1
    # count 1, 1 replacement; 6 bytes in 6, 5, 4 tokens.
    s = round_series(train([b"aaa", b"aba"], 2))
    assert s.winner_counts == (2, 1)
    assert s.replacements == (1, 1)
    assert s.vocabulary_sizes == (256, 257, 258)
    assert s.train_tokens_per_byte == pytest.approx((6 / 6, 5 / 6, 4 / 6))
    assert s.held_out_tokens_per_byte is None


def test_series_with_special_tokens_and_aaaa():
    s = round_series(train([b"aaaa<s>ab"], 12, special_tokens=[b"<s>"]))
    # aaaa: (97,97) count 3, 2 replacements; then (256,256) count 1 (docs/rules.md s2)
    assert s.winner_counts[:2] == (3, 1)
    assert s.replacements[:2] == (2, 1)
    assert s.vocabulary_sizes[0] == 257  # 256 bytes + one special token


def test_curves_match_a_naive_count(chart, split_run):
    chart.set_run(split_run)
    assert set(chart.curves) == {"winner count", "replacements", "vocabulary", "train", "held-out"}
    k = split_run.merge_count
    xs, _ys = chart.curves["winner count"].getData()
    assert list(xs) == list(range(k))
    assert chart.values("winner count")[0] == 81  # rank 0: (32,208) count 81 (docs/rules.md s2)
    assert chart.values("replacements")[0] == 81
    assert chart.values("winner count") == [r.candidate_count for r in split_run.rules]
    assert chart.values("vocabulary") == [256 + s for s in range(k + 1)]
    for name, counted in (("train", True), ("held-out", False)):
        xs, _ys = chart.curves[name].getData()
        assert list(xs) == list(range(k + 1))
        assert chart.values(name) == pytest.approx(naive_tokens_per_byte(split_run, counted))
        assert chart.values(name)[0] == pytest.approx(1.0)
    assert chart.note() == ""


def test_marker_follows_stage(chart, split_run):
    chart.set_run(split_run)
    assert all(m.value() == 0 for m in chart.markers.values())
    chart.set_stage(3)
    assert all(m.value() == 3 for m in chart.markers.values())
    assert chart.stage == 3
    text = chart.summary_label.text()
    assert "round 3" in text and "vocabulary 259" in text
    assert f"winner's count {split_run.rules[3].candidate_count}" in text
    chart.set_stage(99)
    assert chart.markers["tokens"].value() == split_run.merge_count
    chart.set_run(split_run, stage=5)
    assert chart.markers["counts"].value() == 5


def test_figures_are_computed_only_when_shown(qtbot, split_run):
    hidden = RoundCharts()
    qtbot.addWidget(hidden)
    hidden.set_run(split_run, stage=2)
    hidden.set_stage(4)
    assert not hidden.plotted and hidden.curves == {}
    assert hidden.stage == 4
    hidden.show()
    qtbot.waitExposed(hidden)
    assert hidden.plotted
    assert hidden.markers["counts"].value() == 4


def test_no_held_out_documents_shows_note(chart):
    chart.set_run(train([b"aaa abab", b"hello there"], 5))
    assert "held-out" not in chart.curves and "train" in chart.curves
    assert chart.note() == NO_HELD_OUT
    assert chart.note_label.isVisibleTo(chart)
    chart.set_stage(2)
    assert chart.markers["tokens"].value() == 2


def test_clear_run(chart, split_run):
    chart.set_run(split_run)
    chart.set_run(None)
    assert chart.curves == {}
    chart.set_stage(4)  # no crash without a run
    assert chart.stage == 0


@pytest.mark.parametrize("merges", [1, 2, 3, 8])
def test_round_axis_ticks_are_whole_numbers(chart, merges, learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    chart.set_run(train(corpus, merges))
    for plot in chart.plots.values():
        axis = plot.getAxis("bottom")
        low, high = axis.range
        ticks = [v for _spacing, values in axis.tickValues(low, high, axis.width()) for v in values]
        assert 0 in ticks and merges in ticks
        assert all(float(v).is_integer() for v in ticks), ticks
        labels = axis.tickStrings(sorted(ticks), 1.0, 1.0)
        assert all("." not in label for label in labels), labels


def _point_of(chart, plot_key, x, y):
    """Widget coordinates (of the canvas viewport) of data point (x, y) of a plot."""
    view = chart.plots[plot_key].getViewBox()
    scene = view.mapViewToScene(QPointF(x, y))
    return chart.canvas.mapFromScene(scene)


def test_click_on_a_round_requests_it(qtbot, chart, split_run):
    chart.set_run(split_run)
    asked = []
    chart.stage_requested.connect(asked.append)
    y = chart.values("train")[5]
    qtbot.mouseClick(
        chart.canvas.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(chart, "tokens", 5, y)
    )
    assert asked == [5]
    # a click a little off the point goes to the nearest round
    pos = _point_of(chart, "counts", 2.3, 40)
    qtbot.mouseClick(chart.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert asked == [5, 2]
    # outside the plots (the label under them) nothing happens
    qtbot.mouseClick(chart.summary_label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert asked == [5, 2]


def test_click_and_drag_in_the_window_move_the_round_cursor(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")  # ABCDCDABCDCDE, 3 merges
    w.tabs.setCurrentWidget(w.charts)
    qtbot.waitUntil(lambda: w.charts.plotted, timeout=3000)
    assert w.charts.values("winner count") == [4, 2, 2]  # docs/rules.md s2 worked example
    viewport = w.charts.canvas.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point_of(w.charts, "counts", 2, 3))
    assert w.round_cursor.value == 2
    assert w.navigation.spin.value() == 2
    assert w.charts.markers["vocabulary"].value() == 2
    # a drag from round 0 to round 3 passes every round on the way
    seen = []
    w.round_cursor.stage_changed.connect(seen.append)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=_point_of(w.charts, "tokens", 0, 1))
    for x in (1, 2, 3):
        qtbot.mouseMove(viewport, _point_of(w.charts, "tokens", x, 0.8))
        qtbot.waitUntil(lambda x=x: w.round_cursor.value == x, timeout=2000)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=_point_of(w.charts, "tokens", 3, 1))
    assert seen == [0, 1, 2, 3]
    # stepping moves the marker
    w.action_map["previous"].trigger()
    assert w.charts.markers["tokens"].value() == 2
