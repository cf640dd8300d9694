"""The Words tab's lecture (low / lower / newest / widest) on a projector: at 1024x768 and
1920x1080, at 100, 150 and 200 % text, inside and outside the presentation view, every
table shows three whole rows, the words' chips show whole (the newest, ``es``, too), the
winner's count and its title show whole, and the why box and the notes follow the zoom.
The properties hold in any font: rows and chips are measured against the viewports."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.models.word_candidates import WordCandidateColumn
from bpe_viewer.qt.models.words import WordRoles, WordSegmentationColumn
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.widgets.symbol_chips import CELL_MARGIN, CHIP_GAP
from bpe_viewer.qt.worker import InlineExecutor

SIZES = [(1024, 768), (1920, 1080)]
ZOOMS = [100, 150, 200]


@pytest.fixture(scope="module")
def lecture(qapp, tmp_path_factory):
    """One window for every case: the word-frequency example on the Words tab."""
    settings = Settings(tmp_path_factory.mktemp("words") / "settings.ini")
    window = MainWindow(settings, executor=InlineExecutor(), show_error=lambda *_: None)
    window.show()
    window.load_example("words")
    window.tabs.setCurrentWidget(window.word_view)
    yield window
    window.action_map["presentation"].setChecked(False)
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        later_turns().run_all()
        qtbot.wait(5)


def _show(qtbot, window, size, zoom, presenting, stage=1):
    presentation = window.action_map["presentation"]
    if presentation.isChecked() != presenting:
        presentation.trigger()
    if window.isFullScreen():
        # the presentation view's layout on a screen of ``size`` (the test platform's
        # one screen has a size of its own)
        window.showNormal()
    window.set_text_zoom(zoom)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=2000)
    window.word_view.round_cursor.set_value(stage)
    _settle(qtbot)
    return window.word_view


def _whole_rows(table) -> int:
    """Rows of ``table`` drawn whole inside its viewport."""
    height = table.viewport().height()
    whole = 0
    for row in range(table.model().rowCount()):
        top = table.rowViewportPosition(row)
        if top >= 0 and top + table.rowHeight(row) <= height:
            whole += 1
    return whole


def _chips_width(delegate, chips) -> int:
    return sum(delegate.chip_width(c.text) for c in chips) + CHIP_GAP * (len(chips) - 1)


@pytest.mark.parametrize("presenting", [False, True])
@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("size", SIZES)
def test_words_lecture_fits_the_projector(qtbot, lecture, size, zoom, presenting):
    view = _show(qtbot, lecture, size, zoom, presenting)
    assert view.stage == 1  # round 0 made `es`
    for table in (view.words_table, view.candidates_table, view.rules_table):
        rows = table.model().rowCount()
        assert _whole_rows(table) >= min(3, rows), (table.model(), rows)
    # every word's chips whole in the symbols column, the newest (es) among them
    words = view.words_table
    model = words.model()
    newest = 0
    for row in range(model.rowCount()):
        index = model.index(row, WordSegmentationColumn.SYMBOLS)
        chips = index.data(WordRoles.SYMBOLS)
        newest += sum(1 for c in chips if c.new)
        cell = words.visualRect(index)
        right = cell.left() + CELL_MARGIN + _chips_width(view.chip_delegate, chips)
        assert cell.left() >= 0, row
        assert right <= min(cell.right() + 1, words.viewport().width()), (row, right, cell)
    assert newest == 2  # newest and widest hold `es`
    # the winner's count whole, and its column's title
    candidates = view.candidates_table
    assert not candidates.isColumnHidden(WordCandidateColumn.COUNT)
    cell = candidates.visualRect(candidates.model().index(0, WordCandidateColumn.COUNT))
    assert cell.left() >= 0 and cell.right() < candidates.viewport().width()
    bold = QFont(candidates.font())
    bold.setBold(True)
    count = candidates.model().index(0, WordCandidateColumn.COUNT).data()
    assert count == "9"
    assert QFontMetrics(bold).horizontalAdvance(count) < cell.width()
    header = candidates.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    title = QFontMetrics(header.font()).horizontalAdvance("count") + 2 * margin
    assert title <= header.sectionSize(WordCandidateColumn.COUNT)
    # the why box and the notes at the zoomed size, their whole text in the tooltip
    text_size = candidates.font().pointSizeF()
    for label in (view.why_label, view.words_summary, view.pairs_label, view.vocabulary_label):
        assert label.font().pointSizeF() == pytest.approx(text_size), label.text()
        assert label.text() in label.toolTip()
    why = view.why_label
    assert why.isVisible() and why.height() >= why.fontMetrics().lineSpacing()
    assert why.text().startswith("2 pairs at count 9")


def test_the_text_size_is_the_zoom_times_the_normal_size(qtbot, lecture):
    view = _show(qtbot, lecture, (1920, 1080), 100, False)
    normal = view.why_label.font().pointSizeF()
    for zoom in (150, 200):
        view = _show(qtbot, lecture, (1920, 1080), zoom, False)
        assert view.why_label.font().pointSizeF() == pytest.approx(normal * zoom / 100)
        assert view.words_summary.font().pointSizeF() == pytest.approx(normal * zoom / 100)


def test_a_short_screen_folds_titles_and_notes_and_says_them_in_tooltips(qtbot, lecture):
    """At 1024x768 / 200 % outside the presentation view the titles and notes keep to
    one line; what is folded away is in a tooltip; at 1920x1080 / 100 % nothing is."""
    view = _show(qtbot, lecture, (1920, 1080), 100, False)
    assert not view.short
    assert view.pairs_label.isVisible() and view.title_label.isVisible()
    view = _show(qtbot, lecture, (1024, 768), 200, False)
    assert view.short
    for label in (view.words_title, view.candidates_title, view.rules_title):
        assert label.text() in label.toolTip()
    if not view.pairs_label.isVisible():
        assert view.pairs_label.text() in view.candidates_title.toolTip()
    if not view.title_label.isVisible():
        assert view.title_label.text() in view.stage_label.toolTip()
