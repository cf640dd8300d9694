"""Replaying a table on a corpus: the table's rules forced in rank order."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, train
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.core.formats.run_json import run_from_json, run_to_json
from bpe_viewer.core.interop.replay import replay, verdict
from bpe_viewer.core.reference import apply_merge, count_pairs, select_winner


def _docs(alphabet: bytes, max_size: int = 12):
    return st.lists(st.sampled_from(list(alphabet)), max_size=max_size).map(bytes)


def _same_record(a, b):
    ja, jb = run_to_json(a), run_to_json(b)
    for j in (ja, jb):
        j.pop("kind")
    assert ja == jb


@pytest.mark.parametrize("tie", TIE_POLICIES)
@pytest.mark.parametrize("pretokenizer", ["none", "gpt2"])
def test_replaying_a_run_on_its_own_corpus_reproduces_it(tie, pretokenizer, learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    run = train(corpus, 200, tie=tie, pretokenizer=pretokenizer, special_tokens=["<|endoftext|>"])
    again = replay(run, corpus)
    assert again.kind == "replay"
    _same_record(run, again)
    assert all(verdict(again, r).agrees for r in range(again.merge_count))


@settings(max_examples=100, deadline=None)
@given(
    docs=st.lists(_docs(b"abc"), min_size=1, max_size=4),
    k=st.integers(0, 8),
    tie=st.sampled_from(TIE_POLICIES),
)
def test_own_table_reproduces_the_run_property(docs, k, tie):
    run = train(docs, k, tie=tie)
    _same_record(run, replay(run, docs))


@settings(max_examples=100, deadline=None)
@given(
    train_docs=st.lists(_docs(b"abc"), min_size=1, max_size=3),
    docs=st.lists(_docs(b"abcd"), min_size=1, max_size=3),
    k=st.integers(1, 8),
)
def test_replay_counts_match_a_naive_recount(train_docs, docs, k):
    """Each round: the forced pair's count and replacements by recounting from scratch,
    and the corpus's own winner by the naive rule."""
    table = train(train_docs, k)
    result = replay(table, docs)
    stage = [list(d) for d in docs]
    for rank, rule in enumerate(table.rules):
        counts = count_pairs(stage)
        pair = (rule.left, rule.right)
        got = result.rules[rank]
        assert (got.left, got.right) == pair
        assert got.candidate_count == counts.get(pair, 0)
        v = verdict(result, rank)
        if counts:
            assert (v.corpus_choice.left, v.corpus_choice.right) == select_winner(
                counts, "smallest", stage
            )
            assert v.agrees == (select_winner(counts, "smallest", stage) == pair)
        else:
            assert v.corpus_choice is None and not v.agrees
        new_stage = []
        total = 0
        for doc in stage:
            merged, n = apply_merge(doc, pair, 256 + rank)
            new_stage.append(merged)
            total += n
        assert got.replacement_count == total
        stage = new_stage
    assert [list(result.final_tokens(i)) for i in range(len(docs))] == stage


def test_worked_example_rule_that_never_occurs_and_a_difference():
    # table: (97,97) -> 256, (97,98) -> 257 (docs/rules.md s2 aaa/aba)
    table = train([b"aaa", b"aba"], 2)
    result = replay(table, [b"abab"])
    first, second = verdict(result, 0), verdict(result, 1)
    # round 0: (a,a) never occurs in "abab"; the corpus would take (a,b), count 2
    assert first.never_occurs and not first.agrees
    assert (first.corpus_choice.left, first.corpus_choice.right, first.corpus_choice.count) == (
        97,
        98,
        2,
    )
    assert result.rules[0].replacement_count == 0
    # round 1: (a,b) twice, which is also the corpus's own choice
    assert second.agrees and result.rules[1].replacement_count == 2
    assert list(result.final_tokens(0)) == [257, 257]
    # the replayed run saves and loads back as a replay
    back = run_from_json(json.loads(json.dumps(run_to_json(result))))
    assert back.kind == "replay" and back.rounds == result.rounds


def test_replay_keeps_an_imported_tables_ids(tmp_path):
    from bpe_viewer.core import load
    from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols

    vocab = {"<|endoftext|>": 0}
    vocab.update({bytes_to_symbols(bytes([b])): b + 1 for b in range(256)})
    vocab["aa"] = 257
    (tmp_path / "vocab.json").write_text(json.dumps(vocab), "utf-8")
    (tmp_path / "merges.txt").write_text("a a\n", "utf-8")
    table = load(tmp_path)
    result = replay(table, [b"aaaa"])
    assert result.source_ids == table.source_ids
    assert result.encode("aaa") == [257, 98]
    assert result.rules[0].candidate_count == 3 and result.rules[0].replacement_count == 2


def _hand_table():
    """Four rules: (c, d), (a, b), (y, x), (x, z), as a table of their own."""
    from bpe_viewer.core.run import TrainingRun
    from bpe_viewer.core.trainer import MergeRule, TrainingRound

    pairs = [(99, 100), (97, 98), (121, 120), (120, 122)]
    vocab = [bytes([b]) for b in range(256)]
    rounds = []
    for rank, (left, right) in enumerate(pairs):
        vocab.append(vocab[left] + vocab[right])
        rule = MergeRule(rank, left, right, 256 + rank, vocab[-1], 0, 0)
        rounds.append(TrainingRound(rule, [], 0, 0))
    return TrainingRun(documents=[], final_tokens=[], rounds=rounds, kind="table")


def test_each_round_gives_the_rules_place_among_the_candidates_and_its_share():
    """``abababxyxycd``. Stage 0: ab 3, ba 2, xy 2, bx 1, yx 1, yc 1, cd 1: the forced
    (c, d) has 3 pairs above it (place 4) and 1/3 of the top count. Stage 1, cd merged:
    (a, b) is the top pair (place 1, share 1). Stage 2, ab merged to 257: (257, 257) 2,
    xy 2, then yx 1 (place 3, share 1/2). (x, z) never occurs."""
    from bpe_viewer.core.interop.replay import median_rank, replay_summary

    run = replay(_hand_table(), [b"abababxyxycd"])
    verdicts = [verdict(run, r) for r in range(4)]
    assert [v.count for v in verdicts] == [1, 3, 1, 0]
    assert [v.top_count for v in verdicts] == [3, 3, 2, 2]
    assert [v.corpus_rank for v in verdicts] == [4, 1, 3, None]
    assert [v.rank_text for v in verdicts] == ["4", "1", "3", "-"]
    assert [round(v.share, 4) for v in verdicts] == [0.3333, 1.0, 0.5, 0.0]
    assert [v.agrees for v in verdicts] == [False, True, False, False]
    assert median_rank(verdicts) == "3"
    assert replay_summary(run) == (
        "the corpus agrees with 1 of 4 rounds; first difference at round 0; median rank 3 "
        "among the corpus's candidates; 1 rule never occurs"
    )


def test_places_read_back_from_a_saved_replay_come_from_the_recorded_candidates():
    """A saved replay keeps the top candidates, not the places: read back, a place is
    worked out from them when every pair counted more often is recorded, and otherwise
    only bounded (``>2`` with two recorded)."""
    run = replay(_hand_table(), [b"abababxyxycd"])
    again = run_from_json(json.loads(json.dumps(run_to_json(run))))
    assert [verdict(again, r).rank_text for r in range(4)] == ["4", "1", "3", "-"]
    short = replay(_hand_table(), [b"abababxyxycd"], keep=2)
    assert [verdict(short, r).rank_text for r in range(4)] == ["4", "1", "3", "-"]
    read = run_from_json(json.loads(json.dumps(run_to_json(short))))
    assert [verdict(read, r).rank_text for r in range(4)] == [">2", "1", ">2", "-"]


def test_median_rank_puts_bounded_places_after_known_ones():
    from bpe_viewer.core.interop.replay import RoundVerdict, median_rank

    known = [RoundVerdict(r, 1, None, False, p) for r, p in enumerate([2, 7])]
    bounded = [RoundVerdict(2 + r, 1, None, False, None, 100) for r in range(3)]
    never = [RoundVerdict(9, 0, None, False)]
    assert median_rank(known + bounded + never) == ">100"
    assert median_rank(known + bounded[:1]) == "7"
    assert median_rank(never) == "-"
