"""Pre-tokenization (docs/rules.md s4): pieces, training inside pieces, encoding, saved runs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.formats.run_json import run_from_json, run_to_json
from bpe_viewer.core.formats.trace_v1 import format_trace
from bpe_viewer.core.pretokenize import PRETOKENIZERS, piece_starts, split_pieces
from bpe_viewer.core.reference import count_pairs, naive_train

NAMES = [n for n in PRETOKENIZERS if n != "none"]


@pytest.mark.parametrize(
    ("name", "pieces"),
    [
        ("gpt2", [b"Hello", b" world", b"'s", b" 123", b"!!"]),
        ("gpt4", [b"Hello", b" world", b"'s", b" ", b"123", b"!!"]),
        ("whitespace", [b"Hello", b" ", b"world's", b" ", b"123!!"]),
        ("punctuation", [b"Hello", b" ", b"world", b"'", b"s", b" ", b"123", b"!", b"!"]),
        ("none", [b"Hello world's 123!!"]),
    ],
)
def test_known_splits(name, pieces):
    assert split_pieces(b"Hello world's 123!!", name) == pieces


def test_gpt4_groups_digits_by_three_and_keeps_invalid_bytes():
    assert split_pieces(b"12345", "gpt4") == [b"123", b"45"]
    assert split_pieces(b"x\xff\xfeY", "gpt2") == [b"x", b"\xff\xfe", b"Y"]
    assert piece_starts(b"a b", "whitespace") == {1, 2}


def test_unknown_pretokenizer_refused_before_work():
    with pytest.raises(ValueError, match="unknown pre-tokenizer 'bert'"):
        train([b"ab"], 1, pretokenizer="bert")


@settings(max_examples=200, deadline=None)
@given(data=st.binary(max_size=60), name=st.sampled_from(list(PRETOKENIZERS)))
def test_pieces_join_back_to_the_bytes(data, name):
    pieces = split_pieces(data, name)
    assert b"".join(pieces) == data
    assert all(pieces)


_TEXT = st.text(alphabet=st.sampled_from("ab c.\n'9й"), max_size=30).map(str.encode)


@settings(max_examples=120, deadline=None)
@given(
    docs=st.lists(_TEXT, max_size=4),
    k=st.integers(0, 12),
    name=st.sampled_from(NAMES),
    tie=st.sampled_from(["smallest", "largest", "first"]),
)
def test_training_inside_pieces_equals_naive_training_on_the_pieces(docs, k, name, tie):
    pieces = [p for d in docs for p in split_pieces(d, name)]
    ref = naive_train(pieces, k, tie)
    run = train(docs, k, tie=tie, keep=2, pretokenizer=name)
    assert [(r.left, r.right, r.candidate_count, r.replacement_count) for r in run.rules] == [
        (*r.pair, r.count, r.replacements) for r in ref
    ]
    stage_pieces = [list(p) for p in pieces]
    for rnd, rr in enumerate(ref):
        # The complete candidate list, rebuilt from stage `rnd`, never spans two pieces.
        full = run.candidates(rnd)
        assert {(c.left, c.right): c.count for c in full} == count_pairs(stage_pieces)
        stage_pieces = rr.stage_after
    table = MergeTable(run.rules, (), name)
    for i, doc in enumerate(docs):
        assert b"".join(run.token_bytes(t) for t in run.tokens_at(i, 0)) == doc
        assert table.encode(doc) == list(run.final_tokens(i))
        trace = table.encode_trace(doc)
        assert list(trace.tokens) == list(run.final_tokens(i))


def test_gpt2_keeps_the_space_with_the_word():
    docs = [b"the cat the hat the mat"]
    run = train(docs, 3, pretokenizer="gpt2")
    # Without pre-tokenization, (32,116) " t" and (116,104) "th" both count 3 and the
    # smaller wins; with gpt2 the pieces are "the", " cat", " the", ... and " t" still
    # forms inside " the" but never across "e" and " ".
    assert (101, 32) not in [(r.left, r.right) for r in run.rules]
    whole = train(docs, 6)
    assert (101, 32) in [(r.left, r.right) for r in whole.rules]


def test_saved_run_keeps_the_pretokenizer_and_trace_refuses_it():
    run = train([b"the cat the hat"], 4, pretokenizer="whitespace")
    again = run_from_json(run_to_json(run), "x.json")
    assert again.pretokenizer == "whitespace"
    assert again.candidates(0) == run.candidates(0)
    with pytest.raises(ValueError, match="pre-tokenization"):
        format_trace(run)


@settings(max_examples=100, deadline=None)
@given(data=st.text(alphabet="ab c", max_size=20))
def test_a_pattern_with_groups_or_empty_matches_still_cuts_the_whole_text(data):
    """Own patterns may match empty strings or capture groups: the pieces are still
    non-empty and join back to the text (docs/rules.md s4)."""
    for pattern in ("regex:a*", "regex:(a)|b", "regex:(?:a|)"):
        pieces = split_pieces(data.encode(), pattern)
        assert b"".join(pieces) == data.encode()
        assert all(pieces)
