"""The rounds explain themselves in the window: windows, replaced counts, narration,
characters over bytes, before/after, word encoding steps (docs/rules.md s2, s3, s4, s8).

Expected values come from docs/rules.md s2/s3 (aaa/aba, ABCDCDABCDCDE) and s4 (the word
table), never from the code under test.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from bpe_viewer.core import train
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.qt.models.candidates import CandidateColumn
from bpe_viewer.qt.models.documents import DocumentColumn
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.vocabulary import VocabularyColumn

DISPLAY = Qt.ItemDataRole.DisplayRole


def windows(window, document_index):
    return [(w.position, w.replaced) for w in window.documents_model.windows(document_index)]


def test_overlap_round_0_shows_two_windows_one_replaced(window):
    window.load_example("overlap")
    window.round_cursor.set_value(0)
    # aaa: (97, 97) counted at positions 0 and 1; the pass replaces position 0 only
    assert windows(window, 0) == [(0, True), (1, False)]
    assert windows(window, 1) == []  # aba holds no (97, 97)
    m = window.candidates_model
    assert m.data(m.index(0, CandidateColumn.COUNT), DISPLAY) == "2"
    assert m.data(m.index(0, CandidateColumn.REPLACED), DISPLAY) == "1"
    strip = window.narration.text()
    assert "counted at 2 windows but replaced only once" in strip


def test_picking_another_candidate_shows_its_windows(window):
    window.load_example("overlap")
    m = window.candidates_model
    row = next(
        r for r in range(m.rowCount()) if (m.candidate(r).left, m.candidate(r).right) == (97, 98)
    )
    window.candidates_panel.table.selectRow(row)
    assert window.documents_model.shown_pair() == (97, 98)
    assert windows(window, 1) == [(0, True)]  # aba: (97, 98) at position 0
    assert windows(window, 0) == []
    assert "Showing the windows of (97, 98)" in window.narration.text()
    # the next round shows its own winner's windows again
    window.action_map["next"].trigger()
    assert window.documents_model.shown_pair() == (97, 98)  # round 1's winner (docs/rules.md s2)
    assert windows(window, 1) == [(0, True)]


def test_replaced_column_for_a_pair_that_does_not_win(window):
    window.session.set_run(train([b"aaaa", b"bbb"], 1), 0)
    m = window.candidates_model
    rows = {(m.candidate(r).left, m.candidate(r).right): r for r in range(m.rowCount())}
    # aaaa: (97, 97) counted 3 times, replaced twice; bbb: (98, 98) counted twice, once
    assert m.data(m.index(rows[(97, 97)], CandidateColumn.REPLACED), DISPLAY) == "2"
    assert m.data(m.index(rows[(98, 98)], CandidateColumn.COUNT), DISPLAY) == "2"
    assert m.data(m.index(rows[(98, 98)], CandidateColumn.REPLACED), DISPLAY) == "1"


def test_first_policy_shows_each_tied_pair_first_position(shown_window):
    window = shown_window  # the column goes only when its pane has no room for it
    window.session.set_run(train([b"ABCDCDABCDCDE"], 3, tie="first"), 2)
    m = window.candidates_model
    assert not window.candidates_panel.table.isColumnHidden(CandidateColumn.FIRST)
    # stage 2: [257, 256, 256, 257, 256, 256, 69]; (257, 256) first at 0, (256, 256) at 1
    assert (m.candidate(0).left, m.candidate(0).right) == (257, 256)
    assert m.data(m.index(0, CandidateColumn.FIRST), DISPLAY) == "doc-1 @0"
    assert m.data(m.index(1, CandidateColumn.FIRST), DISPLAY) == "doc-1 @1"
    assert m.data(m.index(2, CandidateColumn.FIRST), DISPLAY) == ""  # not tied
    window.session.set_run(train([b"ABCDCDABCDCDE"], 3), 2)
    assert window.candidates_panel.table.isColumnHidden(CandidateColumn.FIRST)


def test_abcd_round_2_narration_and_last_stage(shown_window, qtbot):
    w = shown_window
    w.load_example("abcd")
    w.round_cursor.set_value(2)
    text = w.narration.text()
    assert text.startswith("Round 2: 2 pairs tie at count 2, (256, 256) and (257, 256)")
    assert "token 258 `CDCD`" in text
    assert "from 7 to 5 tokens; the vocabulary has 259 entries" in text
    w.documents_panel.table.setFocus()
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_End)
    assert w.round_cursor.value == 3
    assert "Stage 3 is the last" in w.narration.text()
    assert "the requested 3 merges are done" in w.narration.text()


def test_before_after_toggle(window, settings):
    window.load_example("abcd")
    window.round_cursor.set_value(2)
    window.action_map["before_after"].trigger()
    assert window.documents_model.before_after
    assert settings.before_after
    assert window.narration.box.isChecked()
    delegate = window.documents_panel.table.delegate
    lay = delegate.layout(window.documents_model, 0, 600)
    assert [c[3] for c in lay.chips] == [257, 256, 256, 257, 256, 256, 69]
    assert [c[3] for c in lay.after] == [257, 258, 257, 258, 69]  # docs/rules.md s2
    window.narration.box.click()
    assert not window.documents_model.before_after


def test_stepping_animates_unless_switched_off(window, qtbot, settings):
    window.load_example("overlap")
    table = window.documents_panel.table
    assert window.action_map["animate_merges"].isChecked()
    window.action_map["next"].trigger()
    assert table.delegate.anim is not None and table.delegate.anim[0] == "forward"
    qtbot.waitUntil(lambda: not table.animating, timeout=3000)
    window.action_map["previous"].trigger()
    assert table.delegate.anim is not None and table.delegate.anim[0] == "back"
    qtbot.waitUntil(lambda: not table.animating, timeout=3000)
    window.action_map["animate_merges"].trigger()
    assert not settings.animate_merges
    window.action_map["next"].trigger()
    assert table.delegate.anim is None


def test_learn_llm_partial_decode_and_glyphs(window, learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    window.session.set_run(train(corpus, 8), 1)
    vocab = window.vocabulary_model
    row = vocab.row_of(256)
    assert vocab.data(vocab.index(row, VocabularyColumn.READABLE), DISPLAY) == "␣⟨d0…⟩"
    window.select_token(256)
    inspector = window.inspector
    assert inspector.text_label.text() == (
        "␣ + ⟨d0: first byte of a 2-byte character U+0400..U+043F⟩"
    )
    assert inspector.bits_label.isHidden()
    inspector.bits_box.click()
    assert (
        "d0  110 10000  lead byte of a 2-byte character (110xxxxx)" in inspector.bits_label.text()
    )
    # ru-river-dawn starts with d0 9d d0 b0: at stage 0, Н spans chips 0..1, а chips 2..3
    model = window.documents_model
    index = next(i for i, d in enumerate(window.run.documents) if d.doc_id == "ru-river-dawn")
    window.round_cursor.set_value(0)
    delegate = window.documents_panel.table.delegate
    spans, edges = delegate.characters(model, index, 0)
    multi = [s for s in spans if s.byte_end - s.byte_start > 1]
    assert (multi[0].text, multi[0].first_token, multi[0].last_token) == ("Н", 0, 1)
    assert (multi[1].text, multi[1].first_token, multi[1].last_token) == ("а", 2, 3)
    assert edges[0] == (False, True) and edges[1] == (True, False)
    lay = delegate.layout(model, index, 700)
    assert lay.caption_h > 0
    chip0, chip1 = lay.chips[0], lay.chips[1]
    left = delegate.byte_span_x(model, chip0, 0, 0)
    right = delegate.byte_span_x(model, chip1, 0, 0)
    assert left is not None and right is not None
    assert chip0[0] <= left[0] < left[1] <= chip0[0] + chip0[2]
    assert chip1[0] <= right[0] < right[1] <= chip1[0] + chip1[2]
    # at stage 1 the chip 20 d0 (token 256) ends inside a character
    window.round_cursor.set_value(1)
    toks = model.tokens(index)
    at = toks.index(256)
    assert delegate.characters(model, index, 1)[1][at] == (False, True)


def test_document_text_beside_the_label_and_in_the_tooltip(window):
    window.load_example("abcd")
    m = window.documents_model
    label = m.data(m.index(0, DocumentColumn.DOCUMENT), DISPLAY)
    assert label.splitlines()[-1] == "ABCDCDABCDCDE"
    assert m.data(m.index(0, DocumentColumn.DOCUMENT), Qt.ItemDataRole.ToolTipRole).endswith(
        "ABCDCDABCDCDE"
    )
    assert m.data(m.index(0, DocumentColumn.TOKENS), Roles.TOKENS) == tuple(b"ABCDCDABCDCDE")


def test_word_encoding_marks_unknown_symbols_and_steps_rule_by_rule(window, qtbot):
    window.load_example("words")
    view = window.word_view
    view.encode_edit.setText("unhappiness")
    # docs/rules.md s4: u, h, a, p never occur in {low, lower, newest, widest}
    assert "Not in the vocabulary: u, h, a, p." in view.unknown_label.text()
    assert not view.unknown_label.isHidden()
    view.encode_edit.setText("lowest")
    assert view.unknown_label.isHidden()
    # start, then es, es+t, est+</w>, l+o, lo+w (the five rules of docs/rules.md s4)
    assert view.steps_list.count() == 6
    assert view.steps_list.currentRow() == 5
    assert view.steps_list.currentItem().text().endswith("[low] · est</w>  (2)")
    view.step_back.click()
    assert view.steps_list.currentRow() == 4
    assert "rank 3 l + o" in view.steps_list.currentItem().text()
    view.steps_list.setFocus()
    qtbot.keyClick(view.steps_list, Qt.Key.Key_Home)
    assert view.steps_list.currentItem().text().startswith("lowest: start")


def test_encode_panel_chips_carry_their_characters():
    from bpe_viewer.qt.models.encode_steps import chip_glyphs

    glyphs, edges = chip_glyphs([b" \xd0", b"\x9d", b"\xff"])
    assert glyphs[0] == [(0, 0, " ", False, False), (1, 1, "Н", False, True)]
    assert glyphs[1] == [(0, 0, "Н", True, False)]
    assert glyphs[2] == [(0, 0, "", False, False)]  # invalid byte
    assert edges == [(False, True), (True, False), (False, False)]


def test_last_stage_candidate_pane_says_why_it_is_empty(window):
    window.load_example("overlap")
    window.action_map["last"].trigger()
    assert window.candidates_model.rowCount() == 0
    assert "all 2 merges done" in window.candidates_panel.pairs.text()


def test_one_byte_control_characters_get_no_caption_over_their_hex_chip():
    from bpe_viewer.core.characters import CharacterSpan
    from bpe_viewer.qt.widgets.chip_row_painter import _bare_control

    def span(text):
        return CharacterSpan(text, 0, len(text.encode()), 0, 0)

    assert _bare_control(span("\x00")) and _bare_control(span("\x1b"))
    assert _bare_control(span("\x7f"))
    # captions stay for text, the marked whitespace, invalid bytes and multi-byte characters
    assert not any(_bare_control(span(t)) for t in ("a", " ", "\n", "\r", "", "Н", "\x85"))
