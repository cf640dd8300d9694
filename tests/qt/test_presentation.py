"""Lecture mode: clicker keys wherever focus is, presentation view, blank screen, zoom."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.models import CandidateColumn, DocumentColumn, VocabularyColumn

K = Qt.Key


@pytest.fixture
def lecture(qtbot, shown_window):
    shown_window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges (docs/rules.md s2)
    assert shown_window.round_cursor.maximum == 3
    return shown_window


def _focus(qtbot, widget):
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=2000)


def _panes(w):
    return {
        "documents": w.documents_panel.table,
        "candidates": w.candidates_panel.table,
        "vocabulary": w.vocabulary_panel.table,
        "inspector": w.inspector.tree,
        "stage box": w.navigation.spin,
    }


@pytest.mark.parametrize(
    "pane", ["documents", "candidates", "vocabulary", "inspector", "stage box"]
)
def test_clicker_keys_step_with_focus_in_each_pane(qtbot, lecture, pane):
    w = lecture
    widget = _panes(w)[pane]
    _focus(qtbot, widget)
    c = w.round_cursor
    for key, expected in [
        (K.Key_PageDown, 1),
        (K.Key_PageDown, 2),
        (K.Key_PageUp, 1),
        (K.Key_Right, 2),
        (K.Key_Left, 1),
        (K.Key_End, 3),
        (K.Key_Home, 0),
    ]:
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert c.value == expected, (pane, key)


def test_right_steps_right_after_launch(qtbot, lecture):
    """Focus starts in the stage box; Right still steps one round (not the box's caret)."""
    _focus(qtbot, lecture.navigation.spin)
    qtbot.keyClick(lecture.navigation.spin, K.Key_Right)
    assert lecture.round_cursor.value == 1
    lecture.retrain()
    before = lecture.round_cursor.value
    _focus(qtbot, lecture.navigation.spin)
    qtbot.keyClick(lecture.navigation.spin, K.Key_PageDown)
    assert lecture.round_cursor.value == before + 1


def test_text_fields_keep_their_keys(qtbot, lecture):
    edit = lecture.documents_panel.filter_edit
    _focus(qtbot, edit)
    for key in (K.Key_Right, K.Key_Left, K.Key_Home, K.Key_End, K.Key_Space):
        qtbot.keyClick(edit, key)
    assert lecture.round_cursor.value == 0
    assert edit.text() == " "


def test_space_plays_from_any_pane(qtbot, lecture):
    _focus(qtbot, lecture.vocabulary_panel.table)
    qtbot.keyClick(lecture.vocabulary_panel.table, K.Key_Space)
    assert lecture.action_map["play"].isChecked()
    qtbot.keyClick(lecture.vocabulary_panel.table, K.Key_Space)
    assert not lecture.action_map["play"].isChecked()


def test_words_tab_steps_with_the_clicker(qtbot, shown_window):
    w = shown_window
    w.load_example("words")
    _focus(qtbot, w.word_view.words_table)
    qtbot.keyClick(w.word_view.words_table, K.Key_PageDown)
    assert w.word_view.round_cursor.value == 1 and w.round_cursor.value == 0


def test_presentation_view(qtbot, lecture):
    w = lecture
    a = w.action_map
    docs = w.documents_panel
    label_width = docs.table.columnWidth(DocumentColumn.DOCUMENT)
    assert docs.legend.isVisible()
    a["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    # the document rows get the pane: legend folded away, label column narrower
    assert not docs.legend.isVisible()
    assert docs.table.columnWidth(DocumentColumn.DOCUMENT) < label_width
    assert "window replaced" in docs.title.toolTip()
    cand = w.candidates_panel.table
    vocab = w.vocabulary_panel.table
    assert cand.isColumnHidden(CandidateColumn.MERGED_HEX)
    assert cand.isColumnHidden(CandidateColumn.LEFT_TEXT)
    assert vocab.isColumnHidden(VocabularyColumn.HEX)
    assert not cand.isColumnHidden(CandidateColumn.COUNT)
    qtbot.keyClick(w.candidates_panel.table, K.Key_PageDown)
    assert w.round_cursor.value == 1
    qtbot.keyClick(QApplication.focusWidget() or w, K.Key_Escape)
    assert not a["presentation"].isChecked()
    qtbot.waitUntil(lambda: not w.isFullScreen(), timeout=2000)
    assert not cand.isColumnHidden(CandidateColumn.LEFT_TEXT)
    assert docs.legend.isVisible()
    assert docs.table.columnWidth(DocumentColumn.DOCUMENT) == label_width


def test_document_label_stays_at_the_top_of_a_tall_row(lecture):
    model = lecture.documents_panel.table.model()
    top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    index = model.index(0, DocumentColumn.DOCUMENT)
    assert model.data(index, Qt.ItemDataRole.TextAlignmentRole) == int(top_left)


def test_side_panes_hide_with_one_key(qtbot, lecture):
    w = lecture
    assert w.rounds_view.right_splitter.isVisible()
    qtbot.keyClick(w.documents_panel.table, K.Key_V)
    assert not w.rounds_view.right_splitter.isVisible()
    qtbot.keyClick(w.documents_panel.table, K.Key_V)
    assert w.rounds_view.right_splitter.isVisible()


def _all_black(image):
    """True when every pixel of ``image`` is black (checked on a 4-pixel grid and along
    the four edges, where the menu bar, toolbar and status bar sit)."""
    w, h = image.width(), image.height()
    points = {(x, y) for x in range(0, w, 4) for y in range(0, h, 4)}
    points |= {(x, y) for x in range(w) for y in (0, h - 1)}
    points |= {(x, y) for y in range(h) for x in (0, w - 1)}
    return all(image.pixelColor(x, y).rgb() == 0xFF000000 for x, y in points)


@pytest.mark.parametrize("how", ["key B", "View ▸ Blank Screen"])
def test_blank_screen_paints_the_whole_window_black(qtbot, lecture, how):
    w = lecture
    assert w.action_map["blank"].text() == "Blan&k Screen"
    _focus(qtbot, w.documents_panel.table)
    assert not _all_black(w.grab().toImage())
    if how == "key B":
        qtbot.keyClick(QApplication.focusWidget(), K.Key_B)
    else:
        w.action_map["blank"].trigger()
    assert w.action_map["blank"].isChecked() and w.presenter.blank.isVisible()
    # menu bar, toolbar, panes and status bar: all black
    assert _all_black(w.grab().toImage())
    w.resize(1100, 700)  # the cover follows the window (e.g. full screen turned on)
    qtbot.waitUntil(lambda: w.presenter.blank.geometry() == w.rect(), timeout=2000)
    assert _all_black(w.grab().toImage())


@pytest.mark.parametrize(
    "key",
    [K.Key_Right, K.Key_PageDown, K.Key_B, K.Key_Space, K.Key_A],
    ids=["Right", "PageDown", "B", "Space", "A"],
)
def test_the_key_that_unblanks_does_nothing_else(qtbot, lecture, key):
    w = lecture
    _focus(qtbot, w.candidates_panel.table)
    qtbot.keyClick(QApplication.focusWidget(), K.Key_B)
    assert w.presenter.blank.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), key)  # shows the window again...
    assert not w.presenter.blank.isVisible() and not w.action_map["blank"].isChecked()
    # ...and only that: no round stepped, no play started, focus back where it was
    assert w.round_cursor.value == 0 and not w.action_map["play"].isChecked()
    assert QApplication.focusWidget() is w.candidates_panel.table
    assert not _all_black(w.grab().toImage())
    qtbot.keyClick(QApplication.focusWidget(), K.Key_PageDown)  # the next press steps
    assert w.round_cursor.value == 1


def test_a_click_on_the_blank_screen_unblanks(qtbot, lecture):
    w = lecture
    w.action_map["blank"].trigger()
    qtbot.mouseClick(w.presenter.blank, Qt.MouseButton.LeftButton)
    assert not w.presenter.blank.isVisible() and not w.action_map["blank"].isChecked()
    assert w.round_cursor.value == 0


@pytest.mark.parametrize("pane", ["stage box", "documents", "candidates", "inspector"])
def test_v_b_and_q_work_wherever_focus_is(qtbot, lecture, pane):
    """The stage box has focus from launch; V, B and Q work from there as from a pane."""
    w = lecture
    a = w.action_map
    _focus(qtbot, _panes(w)[pane])
    qtbot.keyClick(QApplication.focusWidget(), K.Key_V)
    assert not a["side_panes"].isChecked() and not w.rounds_view.right_splitter.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), K.Key_V)
    assert a["side_panes"].isChecked() and w.rounds_view.right_splitter.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Q)
    assert a["quiz"].isChecked()
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Q)
    assert not a["quiz"].isChecked()
    qtbot.keyClick(QApplication.focusWidget(), K.Key_B)
    assert a["blank"].isChecked() and _all_black(w.grab().toImage())
    qtbot.keyClick(QApplication.focusWidget(), K.Key_B)
    assert not a["blank"].isChecked()
    assert w.navigation.spin.value() == 0  # the stage box took no letter


def test_v_b_and_q_stay_letters_in_a_text_field(qtbot, lecture):
    w = lecture
    edit = w.documents_panel.filter_edit
    _focus(qtbot, edit)
    for key in (K.Key_V, K.Key_B, K.Key_Q):
        qtbot.keyClick(edit, key)
    assert edit.text() == "vbq"
    a = w.action_map
    assert a["side_panes"].isChecked() and not a["blank"].isChecked()
    assert not a["quiz"].isChecked()


def test_zoom_scales_the_chrome_and_the_words_tab(qtbot, lecture):
    w = lecture
    base = QApplication.font().pointSizeF()
    words = w.word_view.font().pointSizeF()
    w.set_text_zoom(200)
    assert w.tabs.tabBar().font().pointSizeF() == pytest.approx(2 * base)
    assert w.status_label.font().pointSizeF() == pytest.approx(2 * base)
    assert w.word_view.font().pointSizeF() == pytest.approx(2 * words)
    w.set_text_zoom(100)
    assert w.tabs.tabBar().font().pointSizeF() == pytest.approx(base)


def test_fits_a_small_projector(qtbot, lecture):
    assert lecture.minimumSizeHint().width() <= 1000
    lecture.resize(1024, 640)
    assert lecture.width() == 1024
    # Too narrow for every column: the hex column goes first, the count stays.
    cand = lecture.candidates_panel.table
    qtbot.waitUntil(lambda: cand.isColumnHidden(CandidateColumn.MERGED_HEX), timeout=2000)
    assert not cand.isColumnHidden(CandidateColumn.COUNT)
