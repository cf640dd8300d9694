"""The encode trace of one input (docs/rules.md s6) and hex input parsing; no Qt here."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.encode_trace import (
    TRACE_MAX_BYTES,
    encode_input,
    encode_statistics,
    trace_with_special,
)
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.render import parse_hex

# ABCDCDABCDCDE under "first": C+D -> 256, A+B -> 257, 257+256 -> 258 (docs/rules.md s2).
ABCD_RULES = train([b"ABCDCDABCDCDE"], 3, tie="first").rules
SPECIAL_RUN = train(
    [b"low lower<|end|>lowest newer<|end|>wider", b"new newest<|end|> low"],
    12,
    special_tokens=["<|end|>"],
)


def test_rules_are_the_hand_computed_ones():
    assert [(r.left, r.right) for r in ABCD_RULES] == [(67, 68), (65, 66), (257, 256)]


def test_steps_of_abcd():
    result = encode_input(MergeTable(ABCD_RULES), b"ABCD")
    assert result.step_count == 3
    assert [result.tokens_at(s) for s in range(4)] == [
        (65, 66, 67, 68),
        (65, 66, 256),
        (257, 256),
        (258,),
    ]
    assert result.merged_at(1) == (2,) and result.pairs_at(1) == (2,)
    assert result.merged_at(3) == (0,) and result.pairs_at(3) == (0,)
    assert result.step_of_rank(2) == 3
    assert result.tokens == (258,) and result.round_trip


def test_rules_that_match_nothing_are_not_steps():
    result = encode_input(MergeTable(ABCD_RULES), b"ABAB", layout_v1=True)
    assert result.step_count == 1  # only rank 1 (A+B) matches, twice
    assert result.pairs_at(1) == (0, 2)
    assert result.merged_at(1) == (0, 1)  # the second merge's index shifts left by one
    assert result.step_of_rank(0) is None
    assert result.display_ids() == [0, 259, 259, 1]  # BOS, 257 + 2, 257 + 2, EOS
    assert result.id_offset == 2


def test_statistics():
    stats = encode_statistics("ab пч".encode(), 3)
    assert (stats.tokens, stats.byte_count, stats.characters, stats.words) == (3, 7, 5, 2)
    assert stats.first_invalid is None
    assert stats.bytes_per_token == pytest.approx(7 / 3)
    assert stats.tokens_per_word == 1.5
    bad = encode_statistics(b"b\xff\xfe", 3)
    assert bad.characters is None and bad.first_invalid == 1


def test_long_input_skips_the_trace():
    table = MergeTable(ABCD_RULES)
    result = encode_input(table, b"ABCD" * (TRACE_MAX_BYTES // 4 + 1))
    assert result.trace is None and "trace skipped" in result.note
    assert result.tokens == (258,) * (TRACE_MAX_BYTES // 4 + 1)
    assert result.round_trip


@given(st.binary(max_size=40), st.booleans())
def test_round_trip_for_any_bytes(data, layout):
    table = MergeTable(ABCD_RULES)
    result = encode_input(table, data, layout_v1=layout)
    assert result.round_trip
    assert list(result.tokens) == table.encode(data)


@given(
    st.lists(
        st.one_of(
            st.sampled_from([b"<|end|>", b"low", b"er", b"new", b" "]), st.binary(max_size=4)
        ),
        max_size=12,
    )
)
def test_trace_with_special_matches_encode(parts):
    table = MergeTable(SPECIAL_RUN.rules, SPECIAL_RUN.special_tokens)
    data = b"".join(parts)
    trace = trace_with_special(table, data)
    assert list(trace.tokens) == table.encode(data, allow_special=True)
    # Replaying every step's positions reproduces its sequence.
    current = list(trace.initial)
    for step in trace.steps:
        for p in reversed(step.positions):
            assert (current[p], current[p + 1]) == step.pair
            current[p : p + 2] = [step.token_id]
        assert tuple(current) == step.tokens_after


def test_parse_hex_forms():
    assert parse_hex("20 d0 b0") == parse_hex("20d0b0") == parse_hex("20,D0,B0") == b" \xd0\xb0"
    assert parse_hex("") == b""
    with pytest.raises(ValueError, match="position 2"):
        parse_hex("20g0")
    with pytest.raises(ValueError, match="odd number"):
        parse_hex("20 d")
