"""Comparing merge tables: ``diff_tables`` and ``Comparison`` (docs/rules.md s3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, train
from bpe_viewer.core.diff import Comparison, diff_tables
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.reference import naive_train

ABCD = [b"ABCDCDABCDCDE"]
CD, AB, CDCD, ABCD_, BCDCD = b"CD", b"AB", b"CDCD", b"ABCD", b"BCDCD"


def run_of(tie, docs=ABCD, k=3, **kw):
    return train(docs, k, tie=tie, **kw)


def test_smallest_against_first_parts_at_rank_two():
    d = diff_tables(run_of("smallest"), run_of("first"))
    assert d.first_divergence == 2
    assert d.common_prefix == 2
    assert (d.a.pair, d.a.token_bytes) == ((256, 256), CDCD)
    assert (d.b.pair, d.b.token_bytes) == ((257, 256), ABCD_)
    assert (d.a.count, d.a.replacements) == (2, 2)
    assert (d.b.left_bytes, d.b.right_bytes) == (AB, CD)
    assert [(s.token_bytes, s.rank_a, s.rank_b) for s in d.shared] == [(CD, 0, 0), (AB, 1, 1)]
    assert [(t.token_bytes, t.rank) for t in d.only_a] == [(CDCD, 2)]
    assert [(t.token_bytes, t.rank) for t in d.only_b] == [(ABCD_, 2)]


def test_smallest_against_largest_parts_at_rank_one():
    d = diff_tables(run_of("smallest"), run_of("largest"))
    assert d.first_divergence == 1
    assert (d.a.pair, d.a.token_bytes) == ((65, 66), AB)
    assert (d.b.pair, d.b.token_bytes) == ((256, 256), CDCD)
    assert [(s.token_bytes, s.rank_a, s.rank_b) for s in d.shared] == [(CD, 0, 0), (CDCD, 2, 1)]
    assert [t.token_bytes for t in d.only_a] == [AB]
    assert [t.token_bytes for t in d.only_b] == [BCDCD]


def test_first_against_largest_parts_at_rank_one():
    # first: (67,68), (65,66), (257,256); largest: (67,68), (256,256), (66,257)
    d = diff_tables(run_of("first"), run_of("largest"))
    assert d.first_divergence == 1
    assert (d.a.pair, d.b.pair) == ((65, 66), (256, 256))
    assert [t.token_bytes for t in d.only_a] == [AB, ABCD_]
    assert [t.token_bytes for t in d.only_b] == [CDCD, BCDCD]


def test_json_shape():
    j = diff_tables(run_of("smallest"), run_of("largest")).to_json()
    assert j["first_divergence"] == 1
    assert j["common_prefix"] == 1
    assert j["a"]["left"] == 65 and j["a"]["right"] == 66 and j["a"]["bytes"] == "4142"
    assert j["b"]["bytes"] == "43444344" and j["b"]["count"] == 2
    assert j["b"]["replacements"] == 2
    assert j["shared"] == [
        {"bytes": "4344", "rank_a": 0, "rank_b": 0},
        {"bytes": "43444344", "rank_a": 2, "rank_b": 1},
    ]
    assert j["only_a"] == ["4142"]
    assert j["only_b"] == ["4243444344"]
    assert (j["length_a"], j["length_b"]) == (3, 3)


def test_prefix_is_no_divergence_and_names_the_longer():
    d = diff_tables(run_of("smallest", k=2), run_of("smallest", k=3))
    assert d.first_divergence is None
    assert d.common_prefix == 2
    assert d.a is None and d.b is None
    assert d.longer == "b"
    assert not d.identical
    assert [t.token_bytes for t in d.only_b] == [CDCD]


def test_special_tokens_are_reported_not_compared():
    plain = run_of("smallest")
    special = run_of("smallest", docs=[b"ABCDCDABCDCDE<|x|>"], special_tokens=["<|x|>"])
    d = diff_tables(plain, special)
    assert d.identical  # the specials are not learned rules
    assert d.setting_differences() == ["special tokens (not compared as rules): A none, B <|x|>"]
    assert d.to_json()["settings"]["b"]["special_tokens"] == [b"<|x|>".hex()]


def test_table_without_record_has_unknown_counts():
    run = run_of("smallest")
    d = diff_tables(MergeTable(run.rules), run_of("first"))
    assert d.first_divergence == 2
    assert d.a.count is None and d.a.replacements is None
    assert d.b.count == 2


def test_comparison_three_policies():
    runs = [run_of(t) for t in ("smallest", "largest", "first")]
    c = Comparison(runs, ["smallest", "largest", "first"])
    assert c.round_count == 3
    assert c.first_divergence == 1
    assert c.divergent_rounds == (1, 2)
    assert c.rule(1, 1).pair == (256, 256)
    assert c.rule(0, 3) is None
    assert c.divergence_summary() == (
        "the tables part at round 1: smallest — merges (65,66) A + B -> AB; "
        "largest — merges (256,256) CD + CD -> CDCD; first — merges (65,66) A + B -> AB"
    )


def test_comparison_smallest_first():
    c = Comparison([run_of("smallest"), run_of("first")], ["smallest", "first"])
    assert c.first_divergence == 2
    assert c.divergent_rounds == (2,)
    assert c.is_divergent(2) and not c.is_divergent(1)


def test_comparison_after_divergence_compares_bytes():
    # aXbaXb...: once the tables part, later rounds may learn the same bytes under
    # different IDs; those rounds are not divergent.
    docs = [b"abab", b"cdcd"]
    a = train(docs, 4, tie="smallest")
    b = train(docs, 4, tie="largest")
    c = Comparison([a, b], ["s", "l"])
    assert c.first_divergence == 0
    for r in range(c.round_count):
        ra, rb = c.rule(0, r), c.rule(1, r)
        differs = ra is None or rb is None or ra.byte_pair != rb.byte_pair
        assert c.is_divergent(r) == (differs or r == 0)


def test_comparison_of_prefixes_marks_the_missing_rounds():
    c = Comparison([run_of("smallest", k=1), run_of("smallest", k=3)], ["one", "three"])
    assert c.first_divergence is None
    assert c.divergent_rounds == (1, 2)
    assert (
        c.divergence_summary()
        == "the tables agree on their first round; one learned 1, three learned 3"
    )


def test_comparison_all_pairs_checked():
    # Table 0 is a prefix of both others, which part from each other at rank 2.
    c = Comparison(
        [run_of("smallest", k=2), run_of("smallest"), run_of("first")], ["two", "s", "f"]
    )
    assert c.first_divergence == 2


def test_comparison_needs_tables():
    with pytest.raises(ValueError):
        Comparison([], [])
    with pytest.raises(ValueError):
        Comparison([run_of("smallest")], [])


# ---------------------------------------------------------------- properties

small_docs = st.lists(
    st.binary(min_size=0, max_size=14).map(lambda b: bytes(x % 3 + 97 for x in b)),
    min_size=0,
    max_size=5,
)
ties = st.sampled_from(TIE_POLICIES)


@settings(max_examples=150, deadline=None)
@given(docs=small_docs, k=st.integers(0, 12), tie=ties)
def test_diff_of_a_run_with_itself_has_no_divergence(docs, k, tie):
    run = train(docs, k, tie=tie)
    d = diff_tables(run, run)
    assert d.first_divergence is None
    assert d.identical and d.longer is None
    assert d.common_prefix == run.merge_count
    assert d.only_a == () and d.only_b == ()
    assert Comparison([run, run], ["a", "b"]).divergent_rounds == ()


@settings(max_examples=200, deadline=None)
@given(docs=small_docs, k1=st.integers(0, 12), k2=st.integers(0, 12), t1=ties, t2=ties)
def test_first_divergence_is_the_first_differing_rule(docs, k1, k2, t1, t2):
    a = train(docs, k1, tie=t1)
    b = train(docs, k2, tie=t2)
    # the rule lists from the naive reference, not from the code under test
    pairs_a = [r.pair for r in naive_train(docs, k1, t1)]
    pairs_b = [r.pair for r in naive_train(docs, k2, t2)]
    expected = next(
        (i for i, (x, y) in enumerate(zip(pairs_a, pairs_b, strict=False)) if x != y), None
    )
    d = diff_tables(a, b)
    assert d.first_divergence == expected
    if expected is None:
        assert d.common_prefix == min(len(pairs_a), len(pairs_b))
    else:
        assert (d.a.pair, d.b.pair) == (pairs_a[expected], pairs_b[expected])
        assert d.common_prefix == expected
    c = Comparison([a, b], ["a", "b"])
    assert c.first_divergence == expected
    if expected is not None:
        assert c.divergent_rounds[0] == expected
    # every learned token lands in exactly one of shared / only_a / only_b
    tokens_a = {a.token_bytes(256 + r) for r in range(a.merge_count)}
    tokens_b = {b.token_bytes(256 + r) for r in range(b.merge_count)}
    assert {s.token_bytes for s in d.shared} == tokens_a & tokens_b
    assert {t.token_bytes for t in d.only_a} == tokens_a - tokens_b
    assert {t.token_bytes for t in d.only_b} == tokens_b - tokens_a
