"""The Vocabulary health tab: survival figures, badges, filter, story, charts."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.survival import SurvivalColumn, SurvivalFilterProxy, SurvivalModel


def show_health(window):
    window.tabs.setCurrentWidget(window.health_view)
    return window.health_view


def cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def test_worked_values_abcd(window):
    window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges, smallest (docs/rules.md s2)
    view = show_health(window)
    m = view.model
    assert m.rowCount() == 3
    rows = [
        [cell(m, r, c) for c in (SurvivalColumn.ID, SurvivalColumn.MADE, SurvivalColumn.FINAL)]
        for r in range(3)
    ]
    assert rows == [["256", "4", "0"], ["257", "2", "2"], ["258", "2", "2"]]
    assert cell(m, 0, SurvivalColumn.FLAGS) == "◐ intermediate  ∅ unused"
    assert cell(m, 0, SurvivalColumn.FLAGS, Qt.ItemDataRole.BackgroundRole) is not None
    assert cell(m, 1, SurvivalColumn.KEPT) == "100 %"
    assert cell(m, 1, SurvivalColumn.FLAGS) == ""
    assert view.summary.text() == (
        "3 learned tokens, 1 intermediate (kept < 10 %): 256 `CD`; 1 unused"
    )


def test_now_follows_the_cursor(window):
    window.load_example("abcd")
    view = show_health(window)
    window.round_cursor.set_value(1)
    # CD after round 0: 4 occurrences; AB and CDCD not made yet
    assert [cell(view.model, r, SurvivalColumn.NOW) for r in range(3)] == ["4", "—", "—"]
    window.round_cursor.set_value(3)
    assert [cell(view.model, r, SurvivalColumn.NOW) for r in range(3)] == ["0", "2", "2"]


def test_filter_and_sort(window):
    window.load_example("abcd")
    view = show_health(window)
    view.intermediate_box.click()
    assert view.proxy.rowCount() == 1
    assert view.proxy.data(view.proxy.index(0, 0)) == "256"
    view.intermediate_box.click()
    assert view.proxy.rowCount() == 3
    view.table.sortByColumn(SurvivalColumn.MADE, Qt.SortOrder.DescendingOrder)
    assert view.proxy.data(view.proxy.index(0, 0)) == "256"
    view.table.sortByColumn(SurvivalColumn.FINAL, Qt.SortOrder.AscendingOrder)
    assert view.proxy.data(view.proxy.index(0, 0)) == "256"


def test_story_and_selection(window):
    window.load_example("abcd")
    view = show_health(window)
    view.select_token(256)
    assert "made by round 0: 4 occurrences" in view.story.text()
    assert "round 2 merged all 4 into CDCD (258)" in view.story.text()
    assert "0 left at the end" in view.story.text()
    assert window.inspector.token_id == 256


def test_chart_click_selects_token(window):
    window.load_example("abcd")
    view = show_health(window)
    points = [p for p in view.made_points.points() if p.data() == 257]
    view._point_clicked(view.made_points, points)
    assert "AB (257)" in view.story.text()
    selected = view.table.selectionModel().selectedRows()
    assert [view.proxy.data(i) for i in selected] == ["257"]
    # Zipf: every token with a final occurrence, bytes included, by falling frequency
    freqs = [p.pos().y() for p in view.zipf_points.points()]
    assert freqs == sorted(freqs, reverse=True)


def test_threshold_setting(window):
    window.load_example("abcd")
    view = show_health(window)
    view.threshold.setValue(0.0)
    view.refresh()
    assert cell(view.model, 0, SurvivalColumn.FLAGS) == "∅ unused"


def test_computed_only_when_shown(window):
    window.tabs.setCurrentWidget(window.encode_panel)  # no tab showing the figures
    window.load_example("abcd")
    assert window.health_view.model.rowCount() == 0
    assert window.vocabulary_model.survival_report is None
    show_health(window)
    assert window.health_view.model.rowCount() == 3


def test_aaa_aba_none_flagged(window):
    window.load_example("overlap")
    view = show_health(window)
    assert [cell(view.model, r, SurvivalColumn.FLAGS) for r in range(2)] == ["", ""]


def test_models_pass_qtmodeltester(qtmodeltester):
    from bpe_viewer.core import train
    from bpe_viewer.core.survival import token_survival

    run = train([b"ABCDCDABCDCDE"], 3)
    model = SurvivalModel()
    model.set_report(run, token_survival(run), 2)
    qtmodeltester.check(model, force_py=True)
    proxy = SurvivalFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_intermediate_only(True)
    qtmodeltester.check(proxy, force_py=True)
    assert model.data(model.index(0, 0), Roles.MARK) == "intermediate,unused"


def test_inspector_tells_the_survival_story(window):
    window.load_example("abcd")
    window.tabs.setCurrentIndex(0)
    window.select_token(256)
    assert window.inspector.survival_label.text() == (
        "made by round 0: 4 occurrences; round 2 merged all 4 into CDCD (258) "
        "(intersection over self 50%); 0 left at the end — intermediate, unused"
    )
    window.select_token(65)
    assert window.inspector.survival_label.text() == "—"


def test_charts_are_drawn_when_their_tab_is_shown(window):
    # Figures computed for the vocabulary pane (Training rounds tab): the pane's columns
    # get them at once, the health tab's charts only once that tab is shown.
    window.tabs.setCurrentWidget(window.training_page)
    window.load_example("abcd")
    assert window.vocabulary_model.survival_report is not None
    view = window.health_view
    assert view.made_points.points().size == 0
    show_health(window)
    assert sorted(p.data() for p in view.made_points.points()) == [256, 257, 258]


def test_default_id_order_reads_no_sort_keys(window):
    # ID ascending is the models' own order: a jump resets the vocabulary without
    # reading a sort key; another column sorts on the keys.
    window.load_example("abcd")
    proxy = window.vocabulary_panel.proxy
    assert proxy.sortColumn() == -1
    window.vocabulary_panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert proxy.sortColumn() == 1


def _tick_label_rects(plot):
    """Where each axis of ``plot`` draws its tick labels, as pyqtgraph lays them out."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    rects = {}
    for side in ("bottom", "left"):
        axis = plot.getPlotItem().getAxis(side)
        painter = QPainter(image)
        if axis.style.get("tickFont") is not None:
            painter.setFont(axis.style["tickFont"])
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
        painter.end()
        rects[side] = [(rect, text) for rect, _flags, text in texts]
    return rects


@pytest.mark.parametrize("zoom_steps", [0, 2, 4])  # 100, 150 and 200 %
def test_zipf_axis_labels_never_overlap(qtbot, shown_window, zoom_steps):
    w = shown_window
    w.action_map["presentation"].setChecked(False)
    w.load_example("bilingual")
    for _ in range(zoom_steps):
        w.action_map["larger_text"].trigger()
    w.resize(1024, 768)
    bar = w.tabs.tabBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(w.tabs.indexOf(w.health_view)).center()
    )
    view = w.health_view
    qtbot.waitUntil(
        lambda: view.zipf_points.points().size > 0 or len(view.zipf_points.points()) > 0
    )
    qtbot.wait(20)
    for plot in (view.zipf, view.scatter_plot):
        for side, labels in _tick_label_rects(plot).items():
            assert labels, side  # a short axis may keep a single label, never none
            for (a, text_a), (b, text_b) in itertools.combinations(labels, 2):
                assert not a.intersects(b), f"{side}: {text_a!r} overlaps {text_b!r}"
    # Plain numbers on the log axes, ticks at 1, 2, 3 or 5 times a power of ten.
    texts = [t for _r, t in _tick_label_rects(view.zipf)["bottom"]]
    assert len(texts) >= 3 and texts[0] == "1" and all(t[0] in "1235" for t in texts), texts


def test_figures_made_with_the_run_are_shown_without_a_background_job(qtbot):
    # The thread that trained the run made its figures at the default threshold: the tab
    # shows them in the same turn; another threshold is computed in the background.
    from bpe_viewer.core import train
    from bpe_viewer.qt.widgets.vocab_health import VocabularyHealthView
    from bpe_viewer.qt.worker import InlineExecutor

    class Counting(InlineExecutor):
        jobs = 0

        def submit(self, fn):
            Counting.jobs += 1
            fn()

    run = train([b"ABCDCDABCDCDE"], 3)
    run.warm_caches()
    view = VocabularyHealthView(Counting())
    qtbot.addWidget(view)
    view.set_active(True)
    view.set_run(run, 3)
    assert Counting.jobs == 0
    assert [cell(view.model, r, SurvivalColumn.FINAL) for r in range(3)] == ["0", "2", "2"]
    assert view.summary.text().startswith("3 learned tokens, 1 intermediate")
    view.threshold.setValue(50.0)
    view.threshold.editingFinished.emit()  # as when the user leaves the box
    assert Counting.jobs == 1
    assert view.summary.text().startswith("3 learned tokens, 1 intermediate (kept < 50 %)")


def test_now_moved_while_another_tab_is_shown_is_right_when_the_tab_is_shown(window):
    window.load_example("abcd")
    show_health(window)
    window.tabs.setCurrentIndex(0)  # the Training tab: the cursor moves behind it
    window.round_cursor.set_value(1)
    view = show_health(window)
    assert [cell(view.model, r, SurvivalColumn.NOW) for r in range(3)] == ["4", "—", "—"]
