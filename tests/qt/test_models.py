"""Models: exact SPEC values, winner marking, stepping symmetry, qtmodeltester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bpe_viewer.core import TIE_POLICIES, train
from bpe_viewer.qt.models import (
    CandidateColumn,
    CandidatePairsModel,
    DocumentColumn,
    DocumentRowsModel,
    Roles,
    VocabularyColumn,
    VocabularyModel,
)
from bpe_viewer.qt.models.candidates import WINNER_MARK, explain_winner
from bpe_viewer.qt.models.roles import Palette

ABCD = [b"ABCDCDABCDCDE"]
DISPLAY = Qt.ItemDataRole.DisplayRole


def candidate_rows(model):
    return [
        (c.left, c.right, c.count) for c in (model.candidate(r) for r in range(model.rowCount()))
    ]


def snapshot(model, roles=(DISPLAY, Qt.ItemDataRole.BackgroundRole, Roles.MARK)):
    out = []
    for r in range(model.rowCount()):
        row = []
        for c in range(model.columnCount()):
            idx = model.index(r, c)
            for role in roles:
                v = model.data(idx, role)
                row.append(v.name() if hasattr(v, "name") and callable(v.name) else v)
        out.append(tuple(row))
    return out


def test_overlap_round0_candidates_exact():
    run = train([b"aaa", b"aba"], 2)
    m = CandidatePairsModel()
    m.set_run(run, 0)
    assert candidate_rows(m) == [(97, 97, 2), (97, 98, 1), (98, 97, 1)]
    win = m.index(0, CandidateColumn.MARK)
    assert m.data(win, DISPLAY) == WINNER_MARK
    assert m.data(win, Roles.MARK) == "winner"
    assert m.data(win, Qt.ItemDataRole.BackgroundRole) == Palette.WINNER
    assert m.data(m.index(0, CandidateColumn.MERGED_HEX), DISPLAY) == "61 61"
    assert m.data(m.index(1, CandidateColumn.MARK), Roles.MARK) is None
    assert m.distinct_pairs() == 3


def test_overlap_round1_three_way_tie():
    run = train([b"aaa", b"aba"], 2)
    m = CandidatePairsModel()
    m.set_run(run, 1)
    assert candidate_rows(m)[0] == (97, 98, 1)
    assert sorted(candidate_rows(m)) == [(97, 98, 1), (98, 97, 1), (256, 97, 1)]
    assert [m.data(m.index(r, 0), Roles.MARK) for r in range(3)] == ["winner", "tie", "tie"]
    assert m.data(m.index(1, 0), DISPLAY) == "= tie"
    assert m.explanation().startswith("3 pairs at count 1; smallest (left, right) wins")


@pytest.mark.parametrize(
    ("tie", "winners"),
    [
        ("smallest", [(67, 68), (65, 66), (256, 256)]),
        ("largest", [(67, 68), (256, 256), (66, 257)]),
        ("first", [(67, 68), (65, 66), (257, 256)]),
    ],
)
def test_abcd_tie_policy_winners(tie, winners):
    run = train(ABCD, 3, tie=tie)
    m = CandidatePairsModel()
    m.set_run(run, 0)
    got = []
    for r in range(3):
        m.set_stage(r)
        got.append((m.candidate(0).left, m.candidate(0).right))
    assert got == winners


@pytest.mark.parametrize("tie", TIE_POLICIES)
def test_winner_row_equals_rule_for_every_round(tie):
    docs = [b"the cat sat on the mat", b"the hat", b"aaaa abab", b"that theme"]
    run = train(docs, 12, tie=tie)
    m = CandidatePairsModel()
    m.set_run(run, 0)
    for r in range(run.merge_count):
        m.set_stage(r)
        rule = run.rules[r]
        idx = m.index(0, CandidateColumn.COUNT)
        assert (m.candidate(0).left, m.candidate(0).right) == (rule.left, rule.right)
        assert m.data(idx, DISPLAY) == str(rule.candidate_count)
        assert m.data(idx, Roles.MARK) == "winner"
        assert m.data(idx, Qt.ItemDataRole.BackgroundRole) == Palette.WINNER
        assert m.data(idx, Qt.ItemDataRole.FontRole).bold()
        tied = run.rounds[r].tied
        marks = [m.data(m.index(i, 0), Roles.MARK) for i in range(m.rowCount())]
        assert marks.count("tie") == tied - 1
    wording = {
        "smallest": "smallest (left, right) wins",
        "largest": "largest (left, right) wins",
        "first": "first occurrence wins",
        "bytes-largest": "greatest (left bytes, right bytes) wins",
        "bytes-smallest": "smallest (left bytes, right bytes) wins",
    }[tie]
    tied_rounds = [r for r in range(run.merge_count) if run.rounds[r].tied > 1]
    assert tied_rounds
    assert wording in explain_winner(run, tied_rounds[0])


def test_last_stage_has_no_candidates():
    run = train([b"aaaa"], 12)
    m = CandidatePairsModel()
    m.set_run(run, run.merge_count)
    assert m.rowCount() == 0
    assert "stopped early" in m.explanation()


def test_show_all_candidates():
    docs = [bytes(range(32, 127)) * 2]
    run = train(docs, 2, keep=5)
    m = CandidatePairsModel()
    m.set_run(run, 0)
    assert not m.complete()
    assert m.rowCount() < m.distinct_pairs()
    m.set_show_all(True)
    assert m.complete() and m.rowCount() == m.distinct_pairs()


def test_vocabulary_inserts_and_removes_one_row(qtbot):
    run = train([b"aaa", b"aba"], 2)
    m = VocabularyModel()
    m.set_run(run, 0)
    assert m.rowCount() == 0
    with qtbot.waitSignal(m.rowsInserted):
        m.set_stage(1)
    assert m.rowCount() == 1
    idx = m.index(0, VocabularyColumn.HEX)
    assert m.data(idx, DISPLAY) == "61 61"
    assert m.data(idx, Roles.MARK) == "newest"
    with qtbot.waitSignal(m.rowsInserted):
        m.set_stage(2)
    assert m.data(m.index(0, 0), Roles.MARK) is None
    assert m.data(m.index(1, 0), Roles.MARK) == "newest"
    with qtbot.waitSignal(m.rowsRemoved):
        m.set_stage(1)
    assert m.rowCount() == 1 and m.data(m.index(0, 0), Roles.MARK) == "newest"
    m.set_stage(2)
    with qtbot.waitSignal(m.modelReset):
        m.set_stage(0)
    m.set_show_bytes(True)
    assert m.rowCount() == 256
    assert m.data(m.index(97, VocabularyColumn.READABLE), DISPLAY) == "a"


def test_documents_model_tokens_and_held_out():
    from bpe_viewer.core.corpus import Corpus, Document

    corpus = Corpus(
        (
            Document("a1", b"aaa", "train", "x"),
            Document("b1", b"aba", "train", "y"),
            Document("v1", b"aaab", "validation", "z"),
        ),
        "t",
        True,
    )
    run = train(corpus, 2)
    m = DocumentRowsModel()
    m.set_run(run, 1)
    assert m.data(m.index(0, DocumentColumn.TOKENS), Roles.TOKENS) == (256, 97)
    assert m.data(m.index(2, DocumentColumn.DOCUMENT), Roles.MARK) == "held-out"
    assert "not counted" in m.data(m.index(2, DocumentColumn.DOCUMENT), DISPLAY)
    assert m.new_token_id() == 256
    m.set_filter("aba")
    assert m.rowCount() == 1 and m.document_index(0) == 1
    m.set_filter("")
    assert m.rowCount() == 3


@pytest.mark.parametrize("tie", TIE_POLICIES)
def test_step_forward_then_back_restores_models(tie):
    docs = [b"the cat sat on the mat", b"abababab", b"aaa", b"aba"]
    run = train(docs, 8, tie=tie)
    models = [DocumentRowsModel(), CandidatePairsModel(), VocabularyModel()]
    for m in models:
        m.set_run(run, 0)
    for r in range(run.merge_count):
        for m in models:
            m.set_stage(r)
        before = [snapshot(m) for m in models]
        for m in models:
            m.set_stage(r + 1)
        for m in models:
            m.set_stage(r)
        assert [snapshot(m) for m in models] == before, (r, [m.stage for m in models])


@pytest.mark.parametrize("stage", [0, 1, 3])
def test_qtmodeltester_every_model(qtmodeltester, stage):
    from bpe_viewer.core.corpus import Corpus, Document

    corpus = Corpus(
        (
            Document("a", b"aaa aba", "train", "x"),
            Document("b", b"abba", "train", "y"),
            Document("c", "привет".encode(), "test", "z"),
        ),
        "t",
        True,
    )
    run = train(corpus, 3)
    for model in (DocumentRowsModel(), CandidatePairsModel(), VocabularyModel()):
        model.set_run(run, stage)
        qtmodeltester.check(model, force_py=True)
    vocab = VocabularyModel()
    vocab.set_run(run, stage)
    vocab.set_show_bytes(True)
    qtmodeltester.check(vocab, force_py=True)


def test_one_screenful_from_100k_rows():
    run = train([b"ab", b"abc", b"b a"] * 33_334, 2)
    docs = DocumentRowsModel()
    docs.set_run(run, 2)
    assert docs.rowCount() == 100_002
    top = 50_000
    screen = [
        docs.data(docs.index(r, c), DISPLAY)
        for r in range(top, top + 40)
        for c in range(docs.columnCount())
    ]
    assert all(isinstance(v, str) for v in screen)
    assert docs.data(docs.index(top, DocumentColumn.TOKENS), Roles.TOKENS) == tuple(
        run.tokens_at(top, 2)
    )


def test_vocabulary_lists_special_tokens_after_learned_ones(qtmodeltester):
    from bpe_viewer.core import train
    from bpe_viewer.qt.models import VocabularyModel

    run = train([b"ab<s>ab<s>abab"], 3, special_tokens=["<s>"])
    assert run.merge_count == 2  # (97,98) then (256,256); the special token is a barrier
    model = VocabularyModel()
    model.set_run(run, 0)
    assert model.rowCount() == 1
    special_id = run.special_base
    assert model.token_id(0) == special_id == 258
    assert model.data(model.index(0, 0), Roles.MARK) == "special"
    model.set_stage(1)
    assert [model.token_id(r) for r in range(model.rowCount())] == [256, special_id]
    assert model.row_of(special_id) == 1
    model.set_stage(2)
    qtmodeltester.check(model)
    assert [model.token_id(r) for r in range(model.rowCount())] == [256, 257, special_id]
    model.set_stage(1)
    assert [model.token_id(r) for r in range(model.rowCount())] == [256, special_id]
