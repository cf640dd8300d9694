"""Compare on a projector: two tie policies side by side at 1024x768 and 1920x1080, at
150 and 200 % text, inside and outside the presentation view. Each column shows three
whole candidate rows (the aaa / aba example's round 1 has three), the settings' labels
show whole when the settings are shown, and the unused columns fold to their number.
The properties hold in any font: rows are counted against the table's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.worker import InlineExecutor


@pytest.fixture(scope="module")
def comparing(qapp, tmp_path_factory):
    """One window for every case: smallest beside largest on the Overlap example."""
    settings = Settings(tmp_path_factory.mktemp("compare") / "settings.ini")
    window = MainWindow(settings, executor=InlineExecutor(), show_error=lambda *_: None)
    window.show()
    window.load_example("overlap")
    window.compare_view.choose_policies(("smallest", "largest"))
    window.action_map["compare_ties"].trigger()
    yield window
    window.action_map["presentation"].setChecked(False)
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def _show(qtbot, window, size, zoom, presenting):
    presentation = window.action_map["presentation"]
    if presentation.isChecked() != presenting:
        presentation.trigger()
    if window.isFullScreen():
        window.showNormal()  # the presentation view's layout on a screen of ``size``
    window.set_text_zoom(zoom)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=2000)
    window.round_cursor.set_value(1)
    for _ in range(4):
        QApplication.processEvents()
        later_turns().run_all()
        qtbot.wait(5)
    return window.compare_view


@pytest.mark.parametrize("presenting", [False, True])
@pytest.mark.parametrize("zoom", [150, 200])
@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_two_columns_show_three_candidate_rows(qtbot, comparing, size, zoom, presenting):
    view = _show(qtbot, comparing, size, zoom, presenting)
    assert comparing.size().toTuple() == size  # the tab never grows the window
    used = view.columns[:2]
    assert [c.label.split(":")[0] for c in used] == ["smallest", "largest"]
    for column in used:
        assert column.candidates_model.rowCount() == 3
        assert column.whole_candidate_rows() == 3, (column.label, column.split.sizes())
        # shown settings: every label whole beside its field
        if column.editor.isVisible():
            for label in column.editor.labels:
                assert label.width() >= label.sizeHint().width(), label.text()
    for column in view.columns[2:]:
        assert column.enabled_box.text() == str(column.index + 1)
        assert column.enabled_box.toolTip().startswith(f"Column {column.index + 1}")
        assert column.width() <= column.enabled_box.sizeHint().width() + 16


def test_settings_come_back_when_the_screen_has_room(qtbot, comparing):
    view = _show(qtbot, comparing, (1024, 768), 200, False)
    assert not view.settings_button.isChecked()  # folded for the candidates' rows
    view = _show(qtbot, comparing, (1920, 1080), 100, False)
    assert view.settings_button.isChecked()
    for column in view.columns[:2]:
        assert column.editor.isVisible()
        assert column.editor.lines() == 2  # two label-field pairs a line: room enough
        for label in column.editor.labels:
            assert label.width() >= label.sizeHint().width(), label.text()
