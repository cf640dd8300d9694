"""A growing run answers for the stages learned so far what the naive reference and the
finished run answer (docs/rules.md s2, s9)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, iter_training, kernel, train
from bpe_viewer.core.explain import WindowFinder, stop_sentence
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.reference import naive_train

small_docs = st.lists(
    st.binary(min_size=0, max_size=14).map(lambda b: bytes(x % 3 + 97 for x in b)),
    min_size=1,
    max_size=5,
)


@settings(max_examples=150, deadline=None)
@given(docs=small_docs, k=st.integers(0, 12), tie=st.sampled_from(TIE_POLICIES))
def test_each_learned_stage_matches_the_naive_reference(docs, k, tie):
    reference = naive_train(docs, k, tie)
    growing = GrowingRun.of(docs, tie=tie, requested_merges=k)
    training = iter_training(docs, k, tie=tie)
    for learned, rnd in enumerate(training, start=1):
        assert growing.extend([rnd]) == learned
        ref = reference[learned - 1]
        assert (rnd.rule.left, rnd.rule.right) == ref.pair
        # Every stage learned so far, every document, as the reference has it.
        stages = [[list(d) for d in docs]] + [r.stage_after for r in reference[:learned]]
        for stage, expected in enumerate(stages):
            assert [growing.tokens_at(i, stage) for i in range(len(docs))] == expected
            assert growing.token_count_at(stage) == sum(map(len, expected))
        for token in range(256 + learned):
            for stage, expected in enumerate(stages):
                assert growing.token_frequency(token, stage) == sum(
                    d.count(token) for d in expected
                )
    finished = training.run
    assert growing.merge_count == finished.merge_count
    assert growing.token_counts(True) == finished.token_counts(True)


@settings(max_examples=60, deadline=None)
@given(
    docs=st.lists(
        st.binary(min_size=0, max_size=20).map(lambda b: bytes(b" ab<"[x % 4] for x in b)),
        min_size=1,
        max_size=4,
    ),
    k=st.integers(1, 10),
    pretokenizer=st.sampled_from(["none", "whitespace", "gpt2"]),
)
def test_special_tokens_and_pieces_as_in_the_finished_run(docs, k, pretokenizer):
    specials = (b"<",)
    run = train(docs, k, special_tokens=specials, pretokenizer=pretokenizer)
    growing = GrowingRun.of(
        docs, requested_merges=k, special_tokens=specials, pretokenizer=pretokenizer
    )
    growing.extend(run.rounds)
    assert growing.special_base == run.special_base
    for stage in range(run.merge_count + 1):
        for i in range(len(docs)):
            assert growing.tokens_at(i, stage) == run.tokens_at(i, stage)
    assert growing.token_counts(True) == run.token_counts(True)
    special = run.special_base
    assert growing.token_frequency(special, 0) == run.token_frequency(special, 0)


def test_special_token_ids_follow_the_last_learned_round():
    growing = GrowingRun.of([b"aa<aa"], requested_merges=5, special_tokens=(b"<",))
    assert growing.tokens_at(0, 0) == [97, 97, 256, 97, 97]
    run = train([b"aa<aa"], 5, special_tokens=(b"<",))
    growing.extend(run.rounds[:1])
    assert growing.tokens_at(0, 1) == [256, 257, 256]
    assert growing.tokens_at(0, 0) == [97, 97, 257, 97, 97]


def test_growing_run_says_training_is_running_and_leaves_overlapping_counts_open():
    docs = [b"aaaa bbb", b"aaa"]
    run = train(docs, 3)
    growing = GrowingRun.of(docs, requested_merges=3)
    growing.extend(run.rounds[:1])
    assert stop_sentence(growing) == (
        "Stage 1 is the last learned so far: training is still running, round 1 comes "
        "next. The documents have 8 tokens; the vocabulary has 257 entries."
    )
    finder = WindowFinder(growing)
    # aa·aa ␠ b b b and aa·a: (a, a) won round 0 with 5 windows, 2 + 1 merged (in its rule).
    assert (run.rules[0].left, run.rules[0].right) == (97, 97)
    assert finder.replacements(0, 97, 97, 5) == 3
    # A self-pair that did not win: the compiled kernel counted it while training the
    # round; without that figure (pure Python, or a round read back from a file) it needs
    # every document, unknown until training ends.
    counted = run.rounds[0].self_replacements
    both = {(97 << 32) | 97: 3, (98 << 32) | 98: 1}  # the winner's as in its rule
    assert counted == (both if kernel.KERNEL is not None else None)
    assert finder.replacements(0, 98, 98, 2) == (1 if counted else None)
    run.rounds[0].self_replacements = None
    bare = GrowingRun.of(docs, requested_merges=3)
    bare.extend(run.rounds[:1])
    assert WindowFinder(bare).replacements(0, 98, 98, 2) is None
    assert WindowFinder(run).replacements(0, 98, 98, 2) == 1
    # Two different tokens never overlap: the count itself.
    assert finder.replacements(0, 97, 32, 1) == 1


def test_extend_refuses_a_round_out_of_order():
    run = train([b"abab"], 2)
    growing = GrowingRun.of([b"abab"], requested_merges=2)
    with pytest.raises(ValueError, match="round 0"):
        growing.extend(run.rounds[1:])


def test_answers_of_a_round_are_shared_by_every_finder_of_the_run(monkeypatch):
    from bpe_viewer.core.reference import apply_merge

    docs = [b"aaaa bbbb", b"bbb aaaa"]
    run = train(docs, 3, pretokenizer="gpt2")  # pieces: the repeat index does not apply
    cands = {(c.left, c.right): c.count for c in run.candidates(0)}
    assert (run.rules[0].left, run.rules[0].right) == (97, 97) and cands[(98, 98)] == 5
    expected = sum(apply_merge(list(d), (98, 98), 256)[1] for d in docs)
    assert expected == 3
    WindowFinder(run).answer_round(0)

    def unread(index):
        raise AssertionError("the documents were read again")

    monkeypatch.setattr(run, "document_bytes", unread)
    assert WindowFinder(run).replacements(0, 98, 98, 5) == expected
