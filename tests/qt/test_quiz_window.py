"""Predict the next merge in the window: View ▸ Predict (Q), Reveal (Enter), the score.

Round 1 of ABCDCDABCDCDE (docs/rules.md s2 worked values, ``bpe-viewer explain --round
1``): stage-1 tokens A B CD CD A B CD CD E; (65, 66), (66, 256) and (256, 256) tie at
count 2, (256, 65) and (256, 69) count 1; the smallest pair (65, 66) wins -> 257. Round 2:
(256, 256) and (257, 256) tie at 2, (256, 256) wins. Word mode (docs/rules.md s4): round 0
of {low:5, lower:2, newest:6, widest:3} ties (e, s), (s, t), (t, </w>) at 9, (e, s) wins.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.models import CandidateColumn
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.word_candidates import WordCandidateColumn
from bpe_viewer.qt.models.words import WordSegmentationColumn
from bpe_viewer.qt.widgets.symbol_chips import CELL_MARGIN, CHIP_GAP

K = Qt.Key
ROUND_1_LISTING = [(65, 66), (66, 256), (256, 65), (256, 69), (256, 256)]


@pytest.fixture
def lecture(qtbot, shown_window):
    shown_window.load_example("abcd")
    assert shown_window.round_cursor.maximum == 3
    return shown_window


def _focus(qtbot, widget):
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=2000)


def _key(qtbot, key):
    qtbot.keyClick(QApplication.focusWidget(), key)


def _rows(model, columns):
    return [tuple(model.data(model.index(r, c)) for c in columns) for r in range(model.rowCount())]


def _pairs(model):
    return [(c.left, c.right) for c in (model.candidate(r) for r in range(model.rowCount()))]


def _click_row(qtbot, table, row):
    rect = table.visualRect(table.model().index(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _chip_point(table, row, position):
    """A point on chip ``position`` of document row ``row``, found by asking the chip
    delegate what lies under each x of the row."""
    index = table.model().index(row, 1)
    rect = table.visualRect(index)
    y = rect.top() + 12
    for x in range(rect.left(), rect.right()):
        hit = table.delegate.token_at(index, rect, QPoint(x, y))
        if hit is not None and hit[1] == position:
            return QPoint(x + 4, y)
    raise AssertionError(f"no chip {position} in row {row}")


def test_quiz_hides_reveals_and_scores_abcd(qtbot, lecture):
    w = lecture
    a = w.action_map
    m = w.candidates_model
    cols = (
        CandidateColumn.MARK,
        CandidateColumn.LEFT,
        CandidateColumn.RIGHT,
        CandidateColumn.COUNT,
    )
    a["quiz"].trigger()
    assert a["quiz"].isChecked() and w.quiz.bar.isVisible()
    assert w.quiz.bar.score.text() == "<b>Score 0 of 0</b>"
    _focus(qtbot, w.candidates_panel.table)
    _key(qtbot, K.Key_Right)
    assert w.round_cursor.value == 1
    # Hidden: (left, right) order, no counts, no marks, no winner colour or windows.
    assert _rows(m, cols) == [("", str(a_), str(b), "") for a_, b in ROUND_1_LISTING]
    for r in range(m.rowCount()):
        assert m.data(m.index(r, 0), Roles.MARK) is None
        assert m.data(m.index(r, 0), Qt.ItemDataRole.BackgroundRole) is None
        assert m.data(m.index(r, CandidateColumn.REPLACED)) == ""
    assert w.documents_model.shown_pair() is None
    assert "becomes token" not in w.narration.text()
    assert "Round 1 is a question" in w.narration.text()
    assert w.rounds_view.hex_view.isHidden()
    assert a["reveal"].isEnabled()

    # Pick (66, 256) by clicking its row, then Enter on the focused table.
    _click_row(qtbot, w.candidates_panel.table, 1)
    assert w.quiz.run_quiz.picked == (66, 256)
    assert m.data(m.index(1, CandidateColumn.MARK)) == "▶ pick"
    assert m.data(m.index(1, CandidateColumn.COUNT)) == ""
    assert "becomes token" not in w.narration.text()  # picking says nothing of counts
    _focus(qtbot, w.candidates_panel.table)
    _key(qtbot, K.Key_Return)
    assert _rows(m, cols) == [
        ("★ winner", "65", "66", "2"),
        ("= picked", "66", "256", "2"),
        ("= tie", "256", "256", "2"),
        ("", "256", "65", "1"),
        ("", "256", "69", "1"),
    ]
    assert m.data(m.index(0, 0), Roles.MARK) == "winner"
    assert w.quiz.bar.message_text() == (
        "Round 1: Your pick (66, 256) tied at count 2 but lost on the tie rule: the smallest "
        "pair (left, right) wins, so (65, 66) merges. Step on for the next round."
    )
    assert w.quiz.bar.score.text() == "<b>Score 0 of 1</b>"
    assert "(65, 66) becomes token 257" in w.narration.text()
    assert not w.rounds_view.hex_view.isHidden()
    assert not a["reveal"].isEnabled()

    # The next round hides again; pick (256, 256) with two adjacent chips: stage 2 is
    # AB CD CD AB CD CD E, so CD CD at positions 1 and 2.
    _key(qtbot, K.Key_PageDown)
    assert w.round_cursor.value == 2
    assert _pairs(m) == sorted(_pairs(m)) and m.data(m.index(0, CandidateColumn.COUNT)) == ""
    assert m.data(m.index(0, 0), Roles.MARK) is None
    docs = w.documents_panel.table
    for position in (1, 2):
        qtbot.mouseClick(
            docs.viewport(), Qt.MouseButton.LeftButton, pos=_chip_point(docs, 0, position)
        )
    assert w.quiz.run_quiz.picked == (256, 256)
    assert w.documents_model.shown_pair() == (256, 256)  # the pick's windows, not the winner's
    _focus(qtbot, w.documents_panel.table)
    _key(qtbot, K.Key_Enter)
    assert w.quiz.run_quiz.answer.verdict.value == "won"
    assert w.quiz.bar.score.text() == "<b>Score 1 of 2</b>"
    assert m.data(m.index(0, CandidateColumn.MARK)) == "★ picked"
    assert w.quiz.bar.message_text().startswith("Round 2: Your pick (256, 256) won: 2 pairs tie")

    # Back to round 1: still revealed with its pick; the score is unchanged.
    _key(qtbot, K.Key_Left)
    assert m.data(m.index(1, CandidateColumn.MARK)) == "= picked"
    assert w.quiz.bar.score.text() == "<b>Score 1 of 2</b>"

    # Q again (from the stage box) ends the quiz: the usual table and sentence.
    _focus(qtbot, w.navigation.spin)
    _key(qtbot, K.Key_Q)
    assert not a["quiz"].isChecked() and w.quiz.bar.isHidden()
    assert _pairs(m)[0] == (65, 66) and m.data(m.index(0, CandidateColumn.MARK)) == "★ winner"
    assert "becomes token 257" in w.narration.text()


def test_q_and_enter_work_from_every_pane_but_not_in_text_fields(qtbot, lecture):
    w = lecture
    for widget in (
        w.documents_panel.table,
        w.vocabulary_panel.table,
        w.inspector.tree,
        w.navigation.spin,
    ):
        _focus(qtbot, widget)
        _key(qtbot, K.Key_Q)
        assert w.action_map["quiz"].isChecked(), widget
        assert w.quiz.run_quiz.hidden
        _key(qtbot, K.Key_Return)
        assert w.quiz.run_quiz.revealed, widget
        _key(qtbot, K.Key_Q)
        assert not w.action_map["quiz"].isChecked()
    edit = w.documents_panel.filter_edit
    _focus(qtbot, edit)
    _key(qtbot, K.Key_Q)
    assert not w.action_map["quiz"].isChecked() and edit.text() == "q"
    w.action_map["quiz"].trigger()
    _focus(qtbot, edit)
    _key(qtbot, K.Key_Return)
    assert w.quiz.run_quiz.hidden  # Enter stayed in the text field


def test_quiz_in_words_tab(qtbot, shown_window):
    w = shown_window
    w.load_example("words")
    view = w.word_view
    assert w.tabs.currentWidget() is view
    w.action_map["quiz"].trigger()
    m = view.candidates_model
    cols = (WordCandidateColumn.MARK, WordCandidateColumn.COUNT)
    pairs = _pairs(m)
    assert pairs == sorted(pairs) and len(pairs) == 14
    assert set(_rows(m, cols)) == {("", "")}
    assert "which pair merges next" in view.why_label.text()
    # Pick (s, t) from the words' chips: "newest" is n e w e s t </w>, s and t at 4, 5.
    table = view.words_table
    row = next(
        r
        for r in range(view.segmentation_model.rowCount())
        if view.segmentation_model.word(r) == "newest"
    )
    rect = table.visualRect(view.segmentation_model.index(row, WordSegmentationColumn.SYMBOLS))
    symbols = view.segmentation_model.symbols(row)
    x = rect.left() + CELL_MARGIN
    centres = []
    for s in symbols:
        width = view.chip_delegate.chip_width(s)
        centres.append(QPoint(x + width // 2, rect.center().y()))
        x += width + CHIP_GAP
    for position in (4, 5):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centres[position])
    assert w.quiz.word_quiz.picked == ("s", "t")
    _focus(qtbot, view.candidates_table)
    _key(qtbot, K.Key_Return)
    assert _rows(m, cols)[:3] == [("★ winner", "9"), ("= picked", "9"), ("= tie", "9")]
    assert _pairs(m)[:3] == [("e", "s"), ("s", "t"), ("t", "</w>")]
    assert w.quiz.bar.message_text().startswith(
        "Round 0: Your pick (s, t) tied at count 9 but lost on the tie rule: the "
        "alphabetically first pair wins, so (e, s) merges."
    )
    assert w.quiz.bar.score.text() == "<b>Score 0 of 1</b>"
    assert table.selectionModel().hasSelection()  # the chips' word row
    # Next round hides again, with no row left selected; a row click picks (es, t).
    _key(qtbot, K.Key_Right)
    assert view.round_cursor.value == 1
    assert not table.selectionModel().hasSelection()
    assert not view.candidates_table.selectionModel().hasSelection()
    assert m.data(m.index(0, WordCandidateColumn.COUNT)) == ""
    row = _pairs(m).index(("es", "t"))
    _click_row(qtbot, view.candidates_table, row)
    _key(qtbot, K.Key_Return)
    assert w.quiz.word_quiz.answer.verdict.value == "won"
    assert w.quiz.bar.score.text() == "<b>Score 1 of 2</b>"
    # The Training rounds tab keeps its own quiz and score.
    w.tabs.setCurrentIndex(0)
    assert w.quiz.bar.score.text() == "<b>Score 0 of 0</b>"


def test_quiz_bar_shows_in_presentation_view(qtbot, lecture):
    w = lecture
    w.action_map["presentation"].trigger()
    w.action_map["quiz"].trigger()
    assert w.quiz.bar.isVisible()
    assert w.quiz.bar.score.text() == "<b>Score 0 of 0</b>"
    normal = w.quiz.bar.message.font().pointSizeF()
    w.set_text_zoom(200)  # the bar follows the window's zoom
    assert w.quiz.bar.message.font().pointSizeF() == pytest.approx(2 * normal)
    assert w.quiz.bar.score.font().pointSizeF() == pytest.approx(2 * normal)
    w.action_map["presentation"].trigger()


def test_no_selection_is_left_over_from_the_previous_quiz_round(qtbot, lecture):
    """A pick selects (a candidate row, a document row and a token, outlined in the
    documents and the hex view); the next question starts with none of it."""
    w = lecture
    a = w.action_map
    a["quiz"].trigger()
    a["next"].trigger()
    _click_row(qtbot, w.candidates_panel.table, 1)  # (66, 256)
    assert w.quiz.run_quiz.picked == (66, 256)
    assert w.rounds_view.selected_token == 66  # the row's left token, in the inspector
    _focus(qtbot, w.candidates_panel.table)
    _key(qtbot, K.Key_Return)
    _key(qtbot, K.Key_PageDown)  # round 2, a new question
    assert w.round_cursor.value == 2 and w.quiz.run_quiz.hidden
    assert w.rounds_view.selected_token is None
    assert not w.candidates_panel.table.selectionModel().hasSelection()
    assert w.documents_model.shown_pair() is None
    # the inspector shows the newest token (257 `AB`, made by round 1), not the pick's
    assert w.inspector.id_label.text() == "257"
    assert w.rounds_view.hex_view.model.selected_token is None
    assert w.documents_model.highlight_token is None
    docs = w.documents_panel.table
    for position in (1, 2):  # CD CD
        qtbot.mouseClick(
            docs.viewport(), Qt.MouseButton.LeftButton, pos=_chip_point(docs, 0, position)
        )
    assert w.quiz.run_quiz.picked == (256, 256) and w.rounds_view.selected_token == 256
    assert docs.selectionModel().hasSelection()
    _focus(qtbot, docs)
    _key(qtbot, K.Key_Return)
    _key(qtbot, K.Key_Left)  # back to round 1 (answered): nothing of round 2's pick
    assert w.rounds_view.selected_token is None
    assert not docs.selectionModel().hasSelection()
    assert w.rounds_view.hex_view.model.selected_token is None
    assert w.documents_model.highlight_token is None
