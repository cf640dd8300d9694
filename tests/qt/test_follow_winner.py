"""Follow the winner: at each new round the document rows, the hex view and the candidate
table scroll so the round's winner is in view, in a small window, for a long document
whose winner first occurs far below (Chinese text first, then Russian)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.models.documents import DocumentColumn

#: 30 lines of 20 different Chinese characters: no pair in them counts more than 64
CHINESE = "\n".join("".join(chr(0x4E00 + 20 * line + i) for i in range(20)) for line in range(30))
#: then 20 lines of one Russian word: its byte pairs count 200 and win the first rounds
RUSSIAN = "\n".join(" ".join(["привет"] * 10) for _ in range(20))


def _train(window, qtbot, unit: str):
    window.settings.merges = 6
    window.load_text(CHINESE + "\n" + RUSSIAN + "\n", unit)
    qtbot.waitUntil(lambda: window.run is not None and window.run.merge_count == 6)
    _settle(qtbot)
    return window.run


def _settle(qtbot) -> None:
    for _ in range(3):
        qtbot.wait(20)
        later_turns().run_all()


def _winner_window(window):
    """(document, token position) of the round's winner's first window at the stage."""
    run, stage = window.run, window.round_cursor.value
    rule = run.rules[stage]
    finder = window.rounds_view.documents_model.finder
    return finder.first_occurrence(stage, rule.left, rule.right), rule


def _chip_rect(window, document, position) -> QRect:
    """Where the chip of token ``position`` of ``document`` is in the viewport."""
    table = window.documents_panel.table
    model = window.rounds_view.documents_model
    row = model.row_of_document(document)
    index = model.index(row, DocumentColumn.TOKENS)
    lay = table.delegate.layout(model, document, table.columnWidth(DocumentColumn.TOKENS))
    chip = next(c for c in lay.chips if c[4] == position)
    cell = table.visualRect(index)
    ch = table.delegate.style_.chip_height(model.show_ids)
    return QRect(cell.left() + chip[0], cell.top() + chip[1], chip[2], ch)


def _in_view(rect: QRect, viewport: QRect) -> bool:
    return viewport.contains(rect.topLeft()) and viewport.contains(rect.bottomRight())


@pytest.fixture
def small_window(qtbot, shown_window):
    shown_window.resize(1024, 768)
    qtbot.wait(30)
    return shown_window


def test_rows_and_hex_scroll_to_the_winners_first_window(qtbot, small_window):
    w = small_window
    run = _train(w, qtbot, "file")
    assert len(run.documents) == 1
    table = w.documents_panel.table
    hex_table = w.rounds_view.hex_view.table
    for stage in range(0, 4):
        if stage:
            # the class looked at the last candidates; the new round brings the winner up
            candidates = w.candidates_panel.table
            candidates.verticalScrollBar().setValue(candidates.verticalScrollBar().maximum())
            assert candidates.verticalScrollBar().value() > 0
            w.action_map["next"].trigger()
            _settle(qtbot)
        (document, position), rule = _winner_window(w)
        # the winner is Russian: its first window lies after the 1,800 bytes of Chinese
        tokens = w.rounds_view.documents_model.tokens(0)
        offset = sum(len(run.token_bytes(t)) for t in tokens[:position])
        assert offset >= 30 * 20 * 3
        left = _chip_rect(w, document, position)
        assert _in_view(left, table.viewport().rect()), (stage, left)
        right = _chip_rect(w, document, position + 1)
        assert _in_view(right, table.viewport().rect()), (stage, right)
        # the hex view shows the window's first byte, in the hex and the text columns
        assert _in_view(hex_table.byte_rect(offset), hex_table.viewport().rect())
        assert hex_table.verticalScrollBar().value() > 0
        # the candidate table shows the winner's row
        candidates = w.candidates_panel.table
        assert candidates.model().index(0, 0).data() is not None
        winner = candidates.visualRect(candidates.model().index(0, 1))
        assert _in_view(winner, candidates.viewport().rect())


def test_the_first_document_with_a_window_is_selected_and_shown(qtbot, small_window):
    w = small_window
    _train(w, qtbot, "line")
    model = w.rounds_view.documents_model
    assert model.rowCount() == 50
    table = w.documents_panel.table
    table.setCurrentIndex(model.index(2, 0))  # a Chinese line: the winner is not in it
    w.action_map["next"].trigger()
    _settle(qtbot)
    (document, position), _rule = _winner_window(w)
    assert document == 30  # the first Russian line
    assert table.currentIndex().row() == 30
    assert w.rounds_view.hex_view.model.document_index == 30
    assert _in_view(_chip_rect(w, 30, position), table.viewport().rect())
    # a selected document that holds the winner keeps the selection: its own window
    table.setCurrentIndex(model.index(45, 0))
    w.action_map["next"].trigger()
    _settle(qtbot)
    assert table.currentIndex().row() == 45
    rule = w.run.rules[w.round_cursor.value]
    windows = model.finder.document_windows(w.round_cursor.value, rule.left, rule.right, 45)
    assert windows
    assert _in_view(_chip_rect(w, 45, windows[0].position), table.viewport().rect())


def test_a_quiz_question_does_not_scroll_to_the_winner(qtbot, small_window):
    w = small_window
    _train(w, qtbot, "line")
    table = w.documents_panel.table
    table.setCurrentIndex(w.rounds_view.documents_model.index(0, 0))
    table.verticalScrollBar().setValue(0)
    w.action_map["quiz"].trigger()
    _settle(qtbot)
    w.action_map["next"].trigger()
    _settle(qtbot)
    assert w.candidates_model.quiz_hidden
    # the rows stay where they were: the winner's rows are not shown to the class
    assert table.verticalScrollBar().value() == 0
    assert table.currentIndex().row() == 0


def test_the_quiz_pick_stays_in_view_in_the_candidate_table(qtbot, small_window):
    w = small_window
    _train(w, qtbot, "line")
    model = w.candidates_model
    table = w.candidates_panel.table
    ranked = [(model.candidate(r).left, model.candidate(r).right) for r in range(12)]
    w.action_map["quiz"].trigger()
    _settle(qtbot)
    assert model.quiz_hidden
    # a pair ranked 5th to 12th by its count, listed below the view in the question's
    # (left, right) order
    pair = max(ranked[5:], key=lambda p: model.row_of_pair(p))
    below = table.visualRect(model.index(model.row_of_pair(pair), 1))
    assert below.top() > table.viewport().height()
    # a pick made in the document rows: two adjacent chips clicked
    document, position = model.finder.first_occurrence(w.round_cursor.value, *pair)
    chips = w.documents_panel.table.token_clicked
    chips.emit(pair[0], document, position)
    chips.emit(pair[1], document, position + 1)
    assert model.rows_to_show() == (model.row_of_pair(pair),)
    _settle(qtbot)
    row = model.row_of_pair(pair)
    assert _in_view(table.visualRect(model.index(row, 1)), table.viewport().rect())
    # revealed: the rows come in selection order, the winner's first; both show
    w.action_map["reveal"].trigger()
    _settle(qtbot)
    assert not model.quiz_hidden
    row = model.row_of_pair(pair)
    assert row is not None and row > 0
    assert _in_view(table.visualRect(model.index(0, 1)), table.viewport().rect())
    assert _in_view(table.visualRect(model.index(row, 1)), table.viewport().rect())
