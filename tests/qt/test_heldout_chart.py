"""Held-out chart: tokens per byte of train and held-out documents, marker at the round."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402

from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.corpus import load_corpus  # noqa: E402
from bpe_viewer.qt.widgets.heldout_chart import NO_HELD_OUT, HeldOutChart  # noqa: E402


@pytest.fixture(scope="module")
def split_run(learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    return train(corpus, 8)


@pytest.fixture
def chart(qtbot):
    widget = HeldOutChart()
    qtbot.addWidget(widget)
    widget.resize(800, 500)
    return widget


def test_two_curves_start_at_one_and_never_rise(chart, split_run):
    chart.set_run(split_run)
    assert set(chart.curves) == {"train", "held-out"}
    for name, curve in chart.curves.items():
        xs, ys = curve.getData()
        assert list(xs) == list(range(split_run.merge_count + 1))
        assert list(ys) == pytest.approx(chart.values(name))
        assert ys[0] == pytest.approx(1.0)
        assert all(b <= a for a, b in zip(ys, ys[1:], strict=False))
        assert ys[-1] < ys[0]
    train_bytes = sum(d.byte_length for d in split_run.documents if d.counted)
    assert chart.values("train")[-1] == pytest.approx(
        split_run.token_counts(True)[-1] / train_bytes
    )
    assert chart.note() == ""


def test_marker_follows_stage(chart, split_run):
    chart.set_run(split_run)
    assert chart.marker.value() == 0
    chart.set_stage(3)
    assert chart.marker.value() == 3
    assert chart.stage == 3
    assert "round 3" in chart.summary_label.text()
    chart.set_stage(99)
    assert chart.marker.value() == split_run.merge_count
    chart.set_run(split_run, stage=5)
    assert chart.marker.value() == 5


def test_no_held_out_documents_shows_note(chart):
    chart.set_run(train([b"aaa abab", b"hello there"], 5))
    assert list(chart.curves) == ["train"]
    assert chart.note() == NO_HELD_OUT
    assert chart.note_label.isVisibleTo(chart)
    chart.set_stage(2)
    assert chart.marker.value() == 2


def test_clear_run(chart, split_run):
    chart.set_run(split_run)
    chart.set_run(None)
    assert chart.curves == {}
    chart.set_stage(4)  # no crash without a run
    assert chart.stage == 0


@pytest.mark.parametrize("merges", [1, 2, 3, 8])
def test_merge_axis_ticks_are_whole_numbers(chart, merges, learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    chart.set_run(train(corpus, merges))
    chart.show()
    axis = chart.plot.getPlotItem().getAxis("bottom")
    low, high = axis.range
    ticks = [v for _spacing, values in axis.tickValues(low, high, axis.width()) for v in values]
    assert 0 in ticks and merges in ticks
    assert all(float(v).is_integer() for v in ticks), ticks
    labels = axis.tickStrings(sorted(ticks), 1.0, 1.0)
    assert all("." not in label for label in labels), labels
