"""Frozen-rule encoding, decoding, control layout v1 and apply-bpe-tokenizer-v1 (docs/rules.md s6)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core.encoding import (
    CONTENT_OFFSET,
    CONTROL_BOS,
    CONTROL_EOS,
    EncodingError,
    MergeTable,
    decode_utf8_strict,
    from_layout_v1,
    to_layout_v1,
)
from bpe_viewer.core.formats.apply_trace_v1 import format_apply_trace
from bpe_viewer.core.reference import apply_merge, naive_train
from bpe_viewer.core.trainer import MergeRule, iter_rounds

# The 8 rules learned on the learn_llm train documents with the default tie (docs/rules.md s2):
# (left, right, candidate count). Checked against the corpus by test_learn_llm_rules below.
LEARN_LLM_PAIRS = [
    (32, 208, 81),
    (208, 176, 62),
    (209, 130, 57),
    (208, 181, 56),
    (208, 190, 49),
    (208, 184, 38),
    (209, 128, 36),
    (101, 32, 35),
]


def make_rules(pairs: Sequence[tuple[int, int, int]]) -> list[MergeRule]:
    """Rules from (left, right, count) triples; replacements taken equal to the count."""
    vocab = [bytes([b]) for b in range(256)]
    rules = []
    for rank, (left, right, count) in enumerate(pairs):
        vocab.append(vocab[left] + vocab[right])
        rules.append(MergeRule(rank, left, right, 256 + rank, vocab[-1], count, count))
    return rules


def train_rules(docs: Sequence[bytes], k: int, tie: str = "smallest") -> list[MergeRule]:
    return [r.rule for r in iter_rounds([list(d) for d in docs], k, tie=tie)]


def forms_of(table: MergeTable, data: bytes) -> list[list[int]]:
    """``data`` encoded by each form of the piece encoder: one piece alone, in a batch of
    arrays, and over the linked list (bpe_viewer.core.piece_bpe)."""
    pieces = table._pieces
    many = pieces.encode_many([data])[0] if data else []
    return [pieces.encode_short(data), many, pieces.encode_long(data)]


def naive_encode(rules: Sequence[MergeRule], data: bytes) -> list[int]:
    """Rank by rank with the reference left-to-right pass (docs/rules.md s2.5, s6)."""
    seq = list(data)
    for rule in rules:
        seq, _ = apply_merge(seq, (rule.left, rule.right), rule.token_id)
    return seq


@pytest.fixture(scope="module")
def learn_llm() -> MergeTable:
    return MergeTable(make_rules(LEARN_LLM_PAIRS))


def test_learn_llm_rules_match_training(learn_llm_corpus: Path) -> None:
    """The constants above are what the trainer learns on the corpus (docs/rules.md s2 worked values)."""
    folder = learn_llm_corpus
    corpus = json.loads((folder / "tiny-bilingual-corpus.json").read_text("utf-8"))
    train_ids = set(json.loads((folder / "splits.json").read_text("utf-8"))["train"])
    docs = [d["text"].encode("utf-8") for d in corpus if d["id"] in train_ids]
    assert len(docs) == 8
    rules = train_rules(docs, 8)
    assert [(r.left, r.right, r.candidate_count) for r in rules] == LEARN_LLM_PAIRS
    # The constants also follow from the naive reference, not only from the trainer.
    reference = naive_train(docs, 8)
    assert [(*r.pair, r.count) for r in reference] == LEARN_LLM_PAIRS
    assert rules[0].left == 32 and rules[0].right == 208
    assert rules[0].candidate_count == 81 and rules[0].replacement_count == 81
    assert rules[0].token_bytes == b"\x20\xd0"
    assert MergeTable(rules).rules == tuple(rules)


# --- docs/rules.md s6 exact values ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "content"),
    [
        (bytes.fromhex("20d0b0"), [258, 178]),
        (bytes.fromhex("fffe"), [257, 256]),
        ("\U0001f980".encode(), [242, 161, 168, 130]),
        (b"bee ", [100, 103, 265]),
        (b"", []),
    ],
)
def test_spec_layout_v1_values(learn_llm: MergeTable, data: bytes, content: list[int]) -> None:
    assert "\U0001f980".encode() == bytes.fromhex("f09fa680")
    doc = learn_llm.encode_layout_v1(data)
    assert doc == [CONTROL_BOS, *content, CONTROL_EOS]
    assert to_layout_v1(learn_llm.encode(data)) == doc
    assert learn_llm.decode_layout_v1(doc) == data


def test_constants() -> None:
    assert (CONTROL_BOS, CONTROL_EOS, CONTENT_OFFSET) == (0, 1, 2)


def test_layout_examples() -> None:
    assert to_layout_v1([]) == [0, 1]
    assert to_layout_v1([0, 255, 256, 263]) == [0, 2, 257, 258, 265, 1]
    assert from_layout_v1([0, 2, 257, 258, 265, 1], 264) == [0, 255, 256, 263]
    assert from_layout_v1([0, 1], 256) == []


def test_reverse_is_not_promised(learn_llm: MergeTable) -> None:
    """docs/rules.md s6: [34,259] and [258,178] decode alike; encoding produces only the second."""
    a = learn_llm.decode_layout_v1([0, 34, 259, 1])
    b = learn_llm.decode_layout_v1([0, 258, 178, 1])
    assert a == b == bytes.fromhex("20d0b0")
    assert learn_llm.encode_layout_v1(a) == [0, 258, 178, 1]


def test_bee_trace(learn_llm: MergeTable) -> None:
    trace = learn_llm.encode_trace(b"bee ")
    assert trace.input == b"bee "
    assert trace.initial == (98, 101, 101, 32)
    assert [t + 2 for t in trace.initial] == [100, 103, 103, 34]
    assert trace.applied_ranks == (7,)
    assert trace.tokens == (98, 101, 263)
    assert len(trace.steps) == 8
    assert [s.rank for s in trace.steps] == list(range(8))
    last = trace.steps[7]
    assert last.pair == (101, 32) and last.token_id == 263
    assert last.positions == (2,)
    assert last.tokens_after == (98, 101, 263)
    assert all(s.positions == () and s.tokens_after == trace.initial for s in trace.steps[:7])


def test_trace_positions_refer_to_sequence_before_step() -> None:
    table = MergeTable(train_rules([b"aaa", b"aba"], 2))  # docs/rules.md s2 worked values
    trace = table.encode_trace(b"aaaaba")
    # rank 0 (97,97): positions 0 and 2 of 97 97 97 97 98 97 -> 256 256 98 97
    # rank 1 (97,98): no (97,98) left
    assert [s.positions for s in trace.steps] == [(0, 2), ()]
    assert trace.steps[0].tokens_after == (256, 256, 98, 97)
    assert trace.tokens == (256, 256, 98, 97)
    trace = table.encode_trace(b"xaba")
    assert [s.positions for s in trace.steps] == [(), (1,)]
    assert trace.tokens == (120, 257, 97)


def test_spec_worked_examples_encode_like_training() -> None:
    table = MergeTable(train_rules([b"aaa", b"aba"], 2))
    assert [table.encode(b"aaa"), table.encode(b"aba")] == [[256, 97], [257, 97]]
    rules = train_rules([b"ABCDCDABCDCDE"], 3)
    assert MergeTable(rules).encode(b"ABCDCDABCDCDE") == [257, 258, 257, 258, 69]
    rules = train_rules([b"aaaa"], 12)
    assert len(rules) == 2
    assert MergeTable(rules).encode(b"aaaa") == [257]
    assert MergeTable(rules).token_bytes(257) == b"aaaa"


def test_full_apply_trace_block(learn_llm: MergeTable) -> None:
    text = format_apply_trace(learn_llm, [("bee", b"bee ")])
    assert text.endswith("END\n") and "\r" not in text
    lines = text.split("\n")[:-1]
    assert lines[0] == "TRACE apply-bpe-tokenizer-v1 BEGIN"
    assert lines[1] == (
        "LAYOUT version=1 bos=0 eos=1 content_offset=2 byte_count=256 merge_count=8 "
        "vocabulary_size=266"
    )
    assert lines[2] == (
        "RULE rank=0 training_pair=32,208 training_token=256 content_pair=34,210 "
        "content_token=258 bytes_hex=20,d0"
    )
    assert lines[9] == (
        "RULE rank=7 training_pair=101,32 training_token=263 content_pair=103,34 "
        "content_token=265 bytes_hex=65,20"
    )
    assert lines[10:] == [
        "CASE id=bee input_hex=62,65,65,20",
        "INITIAL case=bee tokens=100,103,103,34",
        "APPLIED case=bee ranks=7",
        "CONTENT case=bee tokens=100,103,265",
        "DOCUMENT case=bee tokens=0,100,103,265,1",
        "PIECE case=bee index=0 token=100 bytes_hex=62",
        "PIECE case=bee index=1 token=103 bytes_hex=65",
        "PIECE case=bee index=2 token=265 bytes_hex=65,20",
        "DECODED case=bee bytes_hex=62,65,65,20",
        "TRACE apply-bpe-tokenizer-v1 END",
    ]


def test_apply_trace_several_cases(learn_llm: MergeTable) -> None:
    text = format_apply_trace(
        learn_llm, [("ru-a", bytes.fromhex("20d0b0")), ("bin", bytes.fromhex("ffd0b0"))]
    )
    lines = text.splitlines()
    assert "CASE id=ru-a input_hex=20,d0,b0" in lines
    assert "APPLIED case=ru-a ranks=0" in lines
    assert "CONTENT case=ru-a tokens=258,178" in lines
    assert "APPLIED case=bin ranks=1" in lines
    assert "CONTENT case=bin tokens=257,259" in lines
    assert "PIECE case=bin index=1 token=259 bytes_hex=d0,b0" in lines
    assert lines[-1] == "TRACE apply-bpe-tokenizer-v1 END"
    assert format_apply_trace(learn_llm, []).count("\n") == 11  # BEGIN, LAYOUT, 8 RULE, END


@pytest.mark.parametrize(
    ("cases", "message"),
    [
        ([("empty", b"")], "empty input"),
        ([("bee", b"bee")], "no rule applies to input 62 65 65"),
        ([("Bee", b"bee ")], "does not match"),
        ([("1st", b"bee ")], "does not match"),
        ([("", b"bee ")], "does not match"),
        ([("a b", b"bee ")], "does not match"),
        ([("bee", b"bee "), ("bee", b"e ")], "duplicate case ID 'bee'"),
    ],
)
def test_apply_trace_refuses(
    learn_llm: MergeTable, cases: list[tuple[str, bytes]], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        format_apply_trace(learn_llm, cases)


def test_apply_trace_refuses_no_rules() -> None:
    with pytest.raises(ValueError, match="no rules"):
        format_apply_trace(MergeTable([]), [("a", b"aa")])


# --- the table ---------------------------------------------------------------------------


def test_table_basics(learn_llm: MergeTable) -> None:
    assert learn_llm.vocabulary_size == 264
    assert learn_llm.merge_count == 8
    assert learn_llm.rank_of((32, 208)) == 0
    assert learn_llm.rank_of((101, 32)) == 7
    assert learn_llm.rank_of((32, 101)) is None
    assert learn_llm.token_bytes(65) == b"A"
    assert learn_llm.token_bytes(256) == b" \xd0"
    assert learn_llm.token_bytes(263) == b"e "
    empty = MergeTable([])
    assert empty.vocabulary_size == 256
    assert empty.encode(b"abc") == [97, 98, 99]


def test_table_accepts_rules_in_any_order() -> None:
    rules = make_rules(LEARN_LLM_PAIRS)
    assert MergeTable(list(reversed(rules))).rules == tuple(rules)


def _rule(rank: int, left: int, right: int, **kw: object) -> MergeRule:
    fields: dict[str, object] = {
        "rank": rank,
        "left": left,
        "right": right,
        "token_id": 256 + rank,
        "token_bytes": bytes([left, right]) if 0 <= left < 256 and 0 <= right < 256 else b"?",
        "candidate_count": 1,
        "replacement_count": 1,
    }
    fields.update(kw)
    return MergeRule(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ([_rule(1, 97, 97)], "contiguous from 0: expected rank 0, got 1"),
        ([_rule(0, 97, 97), _rule(0, 98, 98)], "expected rank 1, got 0"),
        ([_rule(0, 97, 97, token_id=300)], "token ID must be 256, got 300"),
        ([_rule(0, 256, 97)], "left token ID 256 is not defined"),
        ([_rule(0, 97, -1)], "right token ID -1 is not defined"),
        ([_rule(0, 97, 98, token_bytes=b"ba")], "differ from left \\+ right bytes 61 62"),
        ([_rule(0, 97, 98), _rule(1, 97, 98)], "already learned at rank 0"),
    ],
)
def test_table_rejects_bad_rules(rules: list[MergeRule], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        MergeTable(rules)


def test_token_bytes_unknown_id(learn_llm: MergeTable) -> None:
    with pytest.raises(EncodingError, match=r"^unknown token ID 264 \(vocabulary has 264"):
        learn_llm.token_bytes(264)
    with pytest.raises(EncodingError, match="unknown token ID -1"):
        learn_llm.token_bytes(-1)


# --- error paths name their position -----------------------------------------------------


def test_decode_unknown_id_names_position(learn_llm: MergeTable) -> None:
    with pytest.raises(EncodingError) as info:
        learn_llm.decode([97, 98, 999, 97])
    assert str(info.value) == "position 2: unknown token ID 999 (vocabulary has 264 entries)"
    assert info.value.position == 2
    assert isinstance(info.value, ValueError)
    with pytest.raises(EncodingError, match="^position 0: unknown token ID -5"):
        learn_llm.decode([-5])
    assert learn_llm.decode([]) == b""
    assert learn_llm.decode(iter([256, 176])) == b" \xd0\xb0"


@pytest.mark.parametrize(
    ("ids", "position", "message"),
    [
        ([], 0, "position 0: missing BOS (0): empty sequence"),
        ([5, 1], 0, "position 0: expected BOS (0), got token ID 5"),
        ([1], 0, "position 0: expected BOS (0), got token ID 1"),
        ([0], 1, "position 1: missing EOS (1) after BOS"),
        ([0, 100, 103, 0, 1], 3, "position 3: token ID 0 (BOS) inside content"),
        ([0, 1, 100, 1], 1, "position 1: token ID 1 (EOS) inside content"),
        (
            [0, 100, 999, 1],
            2,
            "position 2: unknown token ID 999 (layout v1 vocabulary has 266 entries)",
        ),
        (
            [0, 100, 266, 1],
            2,
            "position 2: unknown token ID 266 (layout v1 vocabulary has 266 entries)",
        ),
        ([0, -3, 1], 1, "position 1: unknown token ID -3 (layout v1 vocabulary has 266 entries)"),
        ([0, 100, 103], 2, "position 2: expected EOS (1) at the end, got token ID 103"),
        ([0, 100, 0], 2, "position 2: expected EOS (1) at the end, got token ID 0"),
    ],
)
def test_from_layout_v1_errors(
    learn_llm: MergeTable, ids: list[int], position: int, message: str
) -> None:
    with pytest.raises(EncodingError) as info:
        learn_llm.from_layout_v1(ids)
    assert str(info.value) == message
    assert info.value.position == position
    with pytest.raises(EncodingError):
        learn_llm.decode_layout_v1(ids)


def test_layout_highest_content_id_is_accepted(learn_llm: MergeTable) -> None:
    assert learn_llm.from_layout_v1([0, 265, 1]) == [263]


def test_to_layout_v1_rejects_negative_ids() -> None:
    with pytest.raises(EncodingError, match="^position 1: negative token ID -1"):
        to_layout_v1([5, -1])


@pytest.mark.parametrize(
    ("data", "offset", "reason"),
    [
        (b"ab\xe2\x82", 2, "lead byte e2 at offset 2 expects 2 continuation bytes, has 1"),
        (b" \xd0", 1, "lead byte d0 at offset 1 expects 1 continuation byte"),
        (b"\xff", 0, "byte ff at offset 0 is never valid in UTF-8"),
        (b"ok\xb0", 2, "continuation byte b0 at offset 2 has no lead byte"),
        (b"\xed\xa0\x80", 0, "surrogate"),
    ],
)
def test_decode_utf8_strict_errors(data: bytes, offset: int, reason: str) -> None:
    with pytest.raises(EncodingError) as info:
        decode_utf8_strict(data)
    assert str(info.value).startswith(f"invalid UTF-8 at byte offset {offset}: ")
    assert reason in str(info.value)
    assert info.value.position == offset


def test_decode_utf8_strict_valid() -> None:
    assert decode_utf8_strict("\u0430\u0431 \U0001f980".encode()) == "\u0430\u0431 \U0001f980"
    assert decode_utf8_strict(b"") == ""
    assert decode_utf8_strict("\ufffd".encode()) == "\ufffd"  # a real U+FFFD is kept


@given(st.binary(max_size=16))
def test_decode_utf8_strict_never_substitutes(data: bytes) -> None:
    try:
        text = decode_utf8_strict(data)
    except EncodingError as exc:
        with pytest.raises(UnicodeDecodeError):
            data.decode("utf-8")
        assert exc.position is not None and 0 <= exc.position < len(data)
    else:
        assert text.encode("utf-8") == data


# --- properties --------------------------------------------------------------------------

_SMALL_ALPHABET = b"ab \xd0\xb0\xff"
_docs = st.lists(
    st.lists(st.sampled_from(_SMALL_ALPHABET), max_size=14).map(bytes), min_size=1, max_size=5
)


@settings(max_examples=60, deadline=None)
@given(_docs, st.integers(0, 25), st.binary(max_size=40))
def test_round_trip_arbitrary_bytes(docs: list[bytes], k: int, data: bytes) -> None:
    table = MergeTable(train_rules(docs, k))
    ids = table.encode(data)
    assert table.decode(ids) == data
    assert all(0 <= t < table.vocabulary_size for t in ids)
    assert table.decode_layout_v1(table.encode_layout_v1(data)) == data
    assert ids == naive_encode(table.rules, data)
    assert list(table.encode_trace(data).tokens) == ids
    # Every form of the encoder agrees (docs/rules.md s6: rank by rank == lowest rank first).
    assert forms_of(table, data) == [ids, ids, ids]


@settings(max_examples=40, deadline=None)
@given(_docs, st.integers(0, 25), st.sampled_from(["smallest", "largest", "first"]))
def test_encoding_training_documents_matches_final_stage(
    docs: list[bytes], k: int, tie: str
) -> None:
    reference = naive_train(docs, k, tie)
    rules = train_rules(docs, k, tie)
    assert [(r.left, r.right) for r in rules] == [r.pair for r in reference]
    table = MergeTable(rules)
    final = reference[-1].stage_after if reference else [list(d) for d in docs]
    assert [table.encode(d) for d in docs] == final
    assert [table._pieces.encode_long(d) for d in docs] == final
    assert table._pieces.encode_many(docs) == final
    assert [list(table.encode_trace(d).tokens) for d in docs] == final


@settings(max_examples=30, deadline=None)
@given(_docs, st.integers(1, 25), st.binary(max_size=30))
def test_trace_steps_are_consistent(docs: list[bytes], k: int, data: bytes) -> None:
    table = MergeTable(train_rules(docs, k))
    trace = table.encode_trace(data)
    before = trace.initial
    changed = []
    for step in trace.steps:
        merged, n = apply_merge(before, step.pair, step.token_id)
        assert tuple(merged) == step.tokens_after
        assert len(step.positions) == n
        assert list(step.positions) == sorted(step.positions)
        for p in step.positions:
            assert (before[p], before[p + 1]) == step.pair
        if step.tokens_after != before:
            changed.append(step.rank)
        before = step.tokens_after
    assert before == trace.tokens
    assert trace.applied_ranks == tuple(changed)


def test_encode_larger_input_matches_rank_by_rank() -> None:
    """The fast path agrees with rank-by-rank on a text-like input and many rules."""
    rng = random.Random(7)
    words = ["\u0430\u0431\u0432", "the", "be", "\u0434\u043e\u043c", "ee", "aaa", "\xe9t\xe9"]
    text = " ".join(rng.choice(words) for _ in range(3000)).encode()
    rules = train_rules([text[:4000], text[4000:8000]], 60)
    assert len(rules) == 60
    table = MergeTable(rules)
    ids = table.encode(text)
    assert ids == naive_encode(rules, text)
    assert forms_of(table, text) == [ids, ids, ids]
    assert table.decode(ids) == text
