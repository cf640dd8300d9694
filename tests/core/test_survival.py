"""Vocabulary health: per-token survival figures (made, final, held_out, absorbed_by)."""

from __future__ import annotations

import threading
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, TrainingCancelled, train
from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.core.survival import (
    INTERMEDIATE,
    UNSEEN_IN_HELD_OUT,
    UNUSED,
    token_survival,
)


def test_abcd_smallest_worked_values():
    report = token_survival(train([b"ABCDCDABCDCDE"], 3, tie="smallest"))
    cd, ab, cdcd = report.tokens
    assert (cd.token_id, cd.token_bytes, cd.made, cd.final) == (256, b"CD", 4, 0)
    assert [(a.rank, a.count) for a in cd.absorbed_by] == [(2, 4)]
    assert cd.flags == (INTERMEDIATE, UNUSED)
    assert cd.kept == 0.0
    assert cd.largest_share == 1.0
    # rank 2 pairs (256,256) with count 2 at a stage holding 4 CD: 2 / 4
    assert cd.absorbed_by[0].intersection_over_self == 0.5
    assert (ab.made, ab.final, ab.kept, ab.flags) == (2, 2, 1.0, ())
    assert (cdcd.made, cdcd.final, cdcd.flags) == (2, 2, ())
    assert cd.held_out is None and not report.has_held_out
    assert report.summary() == "3 learned tokens, 1 intermediate (kept < 10 %): 256 `CD`; 1 unused"


def test_story_of_cd():
    run = train([b"ABCDCDABCDCDE"], 3)
    cd = token_survival(run).tokens[0]
    assert cd.story(lambda t: f"{run.token_bytes(t).decode()} ({t})") == [
        "made by round 0: 4 occurrences",
        "round 2 merged all 4 into CDCD (258) (intersection over self 50%)",
        "0 left at the end",
    ]


def test_aaa_aba_none_flagged():
    report = token_survival(train([b"aaa", b"aba"], 2))
    assert [(t.token_id, t.made, t.final, t.flags) for t in report.tokens] == [
        (256, 1, 1, ()),
        (257, 1, 1, ()),
    ]
    assert report.summary() == "2 learned tokens, 0 intermediate (kept < 10 %); 0 unused"


def test_self_pair_consumes_two_per_replacement():
    # aaaa: rank 0 (97,97) -> [256,256], rank 1 (256,256) -> [257]
    t = token_survival(train([b"aaaa"], 5)).tokens[0]
    assert (t.made, t.final) == (2, 0)
    assert [(a.rank, a.count, a.intersection_over_self) for a in t.absorbed_by] == [(1, 2, 0.5)]


def test_threshold_and_held_out():
    corpus = Corpus(
        documents=(
            Document("a", b"ABCDCDABCDCDE", "train", "a"),
            Document("b", b"ABAB", "test", "b"),
        ),
        source="mem",
        has_split=True,
    )
    run = train(corpus, 3)
    report = token_survival(run, threshold=0.0)
    cd, ab, cdcd = report.tokens
    assert (cd.held_out, ab.held_out, cdcd.held_out) == (0, 2, 0)
    assert cd.flags == (UNUSED, UNSEEN_IN_HELD_OUT)  # kept 0 is not below 0
    assert ab.flags == ()
    assert cdcd.flags == (UNSEEN_IN_HELD_OUT,)
    assert report.summary_json()["unseen_in_held_out"] == 2
    with pytest.raises(ValueError):
        token_survival(run, threshold=1.5)


def test_cancel():
    ev = threading.Event()
    ev.set()
    with pytest.raises(TrainingCancelled):
        token_survival(train([b"aaaa"], 2), cancel=ev)


def test_json_shape():
    j = token_survival(train([b"ABCDCDABCDCDE"], 3)).to_json()
    first = j["tokens"][0]
    assert {k: first[k] for k in ("token_id", "rank", "made", "final", "held_out", "kept")} == {
        "token_id": 256,
        "rank": 0,
        "made": 4,
        "final": 0,
        "held_out": None,
        "kept": 0.0,
    }
    assert first["flags"] == ["intermediate", "unused"]
    assert first["absorbed_by"] == [{"rank": 2, "count": 4, "intersection_over_self": 0.5}]
    assert j["summary"]["intermediate"] == 1


# ---------------------------------------------------------------- properties

letters = st.binary(min_size=0, max_size=16).map(lambda b: bytes(b"ab c<"[x % 5] for x in b))


def _counts(run, stage, counted=True):
    c: Counter[int] = Counter()
    for i, d in enumerate(run.documents):
        if d.counted == counted:
            c.update(run.tokens_at(i, stage))
    return c


@settings(max_examples=150, deadline=None)
@given(
    docs=st.lists(letters, max_size=5),
    held=st.lists(letters, max_size=2),
    k=st.integers(0, 14),
    tie=st.sampled_from(TIE_POLICIES),
    pre=st.sampled_from(["none", "whitespace", "gpt2"]),
    special=st.booleans(),
)
def test_figures_match_a_recount_at_every_stage(docs, held, k, tie, pre, special):
    documents = [Document(f"t{i}", d, "train", "t") for i, d in enumerate(docs)]
    documents += [Document(f"h{i}", d, "test", "h") for i, d in enumerate(held)]
    corpus = Corpus(tuple(documents), "mem", bool(held))
    run = train(corpus, k, tie=tie, pretokenizer=pre, special_tokens=["<"] if special else [])
    report = token_survival(run)
    stages = [_counts(run, s) for s in range(run.merge_count + 1)]
    final_held = _counts(run, run.merge_count, counted=False)
    for t in report.tokens:
        tid = t.token_id
        assert t.made == stages[t.rank + 1][tid]
        assert t.final == stages[-1][tid]
        assert t.held_out == (final_held[tid] if held else None)
        absorbed = []
        for r in range(t.rank + 1, run.merge_count):
            drop = stages[r][tid] - stages[r + 1][tid]
            if drop:
                rule = run.rules[r]
                absorbed.append((r, drop, rule.candidate_count / stages[r][tid]))
        assert [(a.rank, a.count, a.intersection_over_self) for a in t.absorbed_by] == absorbed
        assert (INTERMEDIATE in t.flags) == (t.final < 0.1 * t.made)
        assert (UNUSED in t.flags) == (t.final == 0)


def test_final_token_counts_match_token_frequency():
    from bpe_viewer.core.survival import final_token_counts

    run = train([b"ABCDCDABCDCDE", b"xyxyAB"], 4)
    counts = final_token_counts(run)
    k = run.merge_count
    for token in range(256 + k):
        assert counts.get(token, 0) == run.token_frequency(token, k)


@settings(max_examples=60, deadline=None)
@given(docs=st.lists(letters, max_size=4), k=st.integers(0, 12))
def test_survival_of_one_token_matches_the_report(docs, k):
    from bpe_viewer.core.survival import survival_of

    run = train(docs, k)
    report = token_survival(run)
    for t in report.tokens:
        assert survival_of(run, t.token_id) == t  # no held-out documents: held_out None


def test_survival_of_refuses_bytes():
    from bpe_viewer.core.survival import survival_of

    with pytest.raises(ValueError):
        survival_of(train([b"aaa"], 1), 97)


@pytest.mark.parametrize("size", [40, 70_000])  # under and over the bulk (numpy) count
def test_final_token_counts_match_a_recount_of_the_final_tokens(size):
    from bpe_viewer.core.survival import final_token_counts, held_out_counts

    text = (b"the cat sat on the mat; " * (size // 24 + 1))[:size]
    corpus = Corpus(
        (
            Document("a", text, "train", "a"),
            Document("b", text[: size // 2], "test", "b"),
            Document("c", b"mat mat", "train", "c"),
        ),
        "t",
        True,
    )
    run = train(corpus, 6)
    for counted in (True, False):
        naive: Counter[int] = Counter()
        for i, doc in enumerate(run.documents):
            if doc.counted == counted:
                naive.update(run.final_tokens(i))
        counts = final_token_counts(run, counted)
        assert counts == naive
        counts[256] += 1000  # a copy: the run's own count stays as it was
        assert final_token_counts(run, counted) == naive
    assert held_out_counts(run) == final_token_counts(run, False)


def test_figures_prepared_with_the_run_are_the_computed_ones_at_that_threshold():
    from bpe_viewer.core.survival import DEFAULT_THRESHOLD, prepared_survival

    run = train([b"ABCDCDABCDCDE", b"xyxyAB"], 4)
    assert prepared_survival(run, DEFAULT_THRESHOLD) is None  # not made yet
    run.warm_caches()  # on the thread that trained the run
    prepared = prepared_survival(run, DEFAULT_THRESHOLD)
    assert prepared == token_survival(run, threshold=DEFAULT_THRESHOLD)
    assert prepared_survival(run, 0.5) is None  # another threshold: computed when asked
