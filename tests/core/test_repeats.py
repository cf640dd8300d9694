"""Skipped windows of self-pairs from the final tokens (docs/rules.md s2.5).

Expected values come from a naive scan of every document rebuilt at every stage: in a
run of adjacent copies of a token, the left-to-right pass merges the first window,
skips the next, and so on.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.core.explain import WindowFinder
from bpe_viewer.core.repeats import repeat_index


def naive_skipped(tokens: list[int], token: int, special_base: int) -> int:
    """Windows of (token, token) the pass skips, by replaying it."""
    skipped = 0
    i = 0
    while i < len(tokens) - 1:
        if tokens[i] == token == tokens[i + 1] and token < special_base:
            i += 2
            if i < len(tokens) and tokens[i] == token:
                skipped += 1  # the window (i - 1, i) shares the merged right token
        else:
            i += 1
    return skipped


def test_runs_inside_and_across_final_tokens() -> None:
    # "aaaa": one run of four a (1 skipped); "aaa": 1 skipped; "ab": none.
    run = train([b"aaaa", b"aaa", b"ab"], 1)
    index = repeat_index(run)
    assert index.skipped(97, 0) == 2
    # at stage 1 the a-runs are gone (aa aa, aa a)
    assert index.skipped(97, 1) == 0
    assert index.skipped(256, 1) == 0  # aa aa: one window, replaced
    run = train([b"aaaaaaaa"], 2)  # stage 1: aa aa aa aa -> 3 windows, 1 skipped
    assert repeat_index(run).skipped(256, 1) == 1


def test_a_run_goes_on_only_through_a_token_of_copies_only() -> None:
    # Final tokens b | bab | bab | aa | ab: stage 0 reads bb a bb a b ..., two runs of
    # two b (nothing skipped), not one run of three through the a inside "bab".
    run = train([b"bbabbabaaab", b"baaababaaa", b"baabaab"], 4)
    assert run.final_tokens(0) == (98, 259, 259, 256, 257)
    assert repeat_index(run).skipped(98, 0) == 0


def test_a_run_does_not_cross_documents_or_special_tokens() -> None:
    run = train([b"aa", b"aa"], 1)
    assert repeat_index(run).skipped(97, 0) == 0
    run = train([b"aa<s>aa"], 1, special_tokens=["<s>"])
    assert repeat_index(run).skipped(97, 0) == 0


def test_pretokenized_runs_are_left_to_the_scan() -> None:
    run = train([b"aaa aaa"], 1, pretokenizer="gpt2")
    assert repeat_index(run).skipped(97, 0) is None
    assert WindowFinder(run).replacements(0, 97, 97, 4) == 2


def test_pretokenized_runs_index_none_of_their_tokens() -> None:
    """The index cannot answer for a pre-tokenized run, so nothing builds it over the
    final tokens: not the warm-up the training worker runs, not the candidate table."""
    from bpe_viewer.core.repeats import _INDEXES

    # Pieces "aaaa", " bbb", " bbb": (b, b) 4 wins round 0; (a, a) 3 replaces 2.
    run = train([b"aaaa bbb bbb"] * 3, 1, pretokenizer="gpt2")
    run.warm_caches()
    assert run not in _INDEXES
    assert WindowFinder(run).replacements(0, 97, 97, 9) == 6
    assert run not in _INDEXES
    index = repeat_index(run)
    assert index.skipped(97, 0) is None
    assert not hasattr(index, "_ids")  # asked directly, it holds no token array


corpora = st.lists(
    st.tuples(
        st.binary(min_size=0, max_size=32).map(lambda b: bytes(97 + x % 2 for x in b)),
        st.sampled_from(["train", "train", "validation"]),
    ),
    min_size=1,
    max_size=5,
)


@settings(max_examples=80, deadline=None)
@given(docs=corpora, merges=st.integers(0, 10), tie=st.sampled_from(["smallest", "first"]))
def test_skipped_matches_a_naive_scan_at_every_stage(
    docs: list[tuple[bytes, str]], merges: int, tie: str
) -> None:
    corpus = Corpus(
        tuple(Document(f"d{i}", data, part, f"#{i}") for i, (data, part) in enumerate(docs)),
        "test",
        False,
    )
    run = train(corpus, merges, tie=tie)
    index = repeat_index(run)
    counted = [i for i, d in enumerate(run.documents) if d.counted]
    for stage in range(run.merge_count + 1):
        rebuilt = [run.tokens_at(i, stage) for i in counted]
        for token in range(256 + stage):
            if token not in (97, 98) and token < 256:
                continue
            expected = sum(naive_skipped(toks, token, run.special_base) for toks in rebuilt)
            assert index.skipped(token, stage) == expected, (stage, token)
