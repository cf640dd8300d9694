"""The lowest-rank piece encoder, its batch form and the piece store (docs/rules.md s6)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import encoding as encoding_module
from bpe_viewer.core import piece_bpe
from bpe_viewer.core.arguments import ArgumentTypeError
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.piece_bpe import PieceEncoder
from bpe_viewer.core.reference import apply_merge
from bpe_viewer.core.trainer import MergeRule
from bpe_viewer.core.training import train

# A few bytes, so that random rules meet in random texts: ASCII, a Cyrillic letter's two
# bytes, a space and a byte that is never UTF-8.
_ALPHABET = b"ab \xd0\xb0\xff"


def rule_by_rule(rules: list[MergeRule], data: bytes) -> list[int]:
    """The reference: every rule in rank order, one left-to-right pass each (s2.5)."""
    seq = list(data)
    for rule in rules:
        seq, _ = apply_merge(seq, (rule.left, rule.right), rule.token_id)
    return seq


@st.composite
def random_tables(draw: st.DrawFn) -> list[MergeRule]:
    """Any valid table: each rule joins two tokens already defined (a byte of the
    alphabet or an earlier rule's token), no pair twice; not necessarily one that
    training could learn."""
    vocab = {b: bytes([b]) for b in _ALPHABET}
    rules: list[MergeRule] = []
    pairs: set[tuple[int, int]] = set()
    for _ in range(draw(st.integers(0, 30))):
        ids = sorted(vocab)
        left = draw(st.sampled_from(ids))
        right = draw(st.sampled_from(ids))
        if (left, right) in pairs:
            continue
        pairs.add((left, right))
        token = 256 + len(rules)
        vocab[token] = vocab[left] + vocab[right]
        rules.append(MergeRule(len(rules), left, right, token, vocab[token], 1, 1))
    return rules


_texts = st.lists(st.sampled_from(_ALPHABET), max_size=40).map(bytes)


@settings(max_examples=80, deadline=None)
@given(random_tables(), st.lists(_texts, min_size=1, max_size=8))
def test_every_form_equals_the_rule_by_rule_reference(
    rules: list[MergeRule], texts: list[bytes]
) -> None:
    encoder = PieceEncoder(rules)
    expected = [rule_by_rule(rules, t) for t in texts]
    assert [encoder.encode_short(t) for t in texts] == expected
    assert [encoder.encode_long(t) for t in texts] == expected
    assert encoder.encode_many([t for t in texts if t]) == [e for e in expected if e]
    assert encoder.encode_pieces(texts) == expected


@settings(max_examples=40, deadline=None)
@given(random_tables(), st.lists(_texts, min_size=1, max_size=8))
def test_batch_form_and_long_form_chosen_by_size_give_the_same_ids(
    rules: list[MergeRule], texts: list[bytes]
) -> None:
    """encode_pieces sends pieces to the array form (many pieces) or the linked list
    (long pieces); forced to each, it still equals the reference."""
    expected = [rule_by_rule(rules, t) for t in texts]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(piece_bpe, "BATCH_MIN_PIECES", 1)
        assert PieceEncoder(rules).encode_pieces(texts) == expected
        patch.setattr(piece_bpe, "LONG_PIECE_BYTES", 2)
        assert PieceEncoder(rules).encode_pieces(texts) == expected


@settings(max_examples=40, deadline=None)
@given(
    random_tables(),
    st.lists(_texts, max_size=6),
    st.sampled_from(["none", "whitespace", "gpt2"]),
    st.booleans(),
)
def test_table_encode_equals_the_rank_by_rank_trace_and_batch_equals_loop(
    rules: list[MergeRule], texts: list[bytes], pretokenizer: str, allow_special: bool
) -> None:
    table = MergeTable(rules, [b"a b"], pretokenizer)
    for text in texts:
        assert table.encode(text) == list(table.encode_trace(text).tokens)
    loop = [table.encode(t, allow_special=allow_special) for t in texts]
    fresh = MergeTable(rules, [b"a b"], pretokenizer)
    assert fresh.encode_batch(texts, allow_special=allow_special) == loop
    # Again, now from the store of pieces kept by the first call.
    assert fresh.encode_batch(iter(texts), allow_special=allow_special) == loop


def test_batch_of_many_pieces_matches_a_loop_on_a_trained_table() -> None:
    """Enough distinct pieces for the array form (BATCH_MIN_PIECES) in one call."""
    words = [f"w{i:03d}{'ab' * (i % 7)}" for i in range(300)]
    docs = [" ".join(words[i : i + 30]).encode() for i in range(0, 300, 30)]
    run = train(docs, 120, pretokenizer="gpt2")
    table = run.merge_table()
    assert len({p for d in docs for p in d.split()}) > piece_bpe.BATCH_MIN_PIECES
    batch = MergeTable(table.rules, (), "gpt2").encode_batch(docs)
    assert batch == [MergeTable(table.rules, (), "gpt2").encode(d) for d in docs]
    assert batch == [list(run.final_tokens(i)) for i in range(len(docs))]
    assert run.encode_batch([d.decode() for d in docs]) == batch


def test_self_pair_runs_merge_left_to_right_in_the_batch_form() -> None:
    """``aaaaa`` with (a, a): windows at 0..3 overlap; the pass takes 0 and 2 (s2.5)."""
    rules = [
        MergeRule(0, 97, 97, 256, b"aa", 4, 2),
        MergeRule(1, 256, 256, 257, b"aaaa", 1, 1),
    ]
    encoder = PieceEncoder(rules)
    assert encoder.encode_many([b"aaaaa", b"aaa", b"baaaab"]) == [
        [257, 97],
        [256, 97],
        [98, 257, 98],
    ]


def test_the_piece_store_is_bounded_and_keeps_short_pieces_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(encoding_module, "PIECE_CACHE_SIZE", 4)
    monkeypatch.setattr(encoding_module, "PIECE_CACHE_MAX_BYTES", 3)
    rules = [MergeRule(0, 97, 98, 256, b"ab", 1, 1)]
    table = MergeTable(rules, (), "whitespace")
    assert table.encode(b"ab abab") == [256, 32, 256, 256]
    assert sorted(table._cache) == [" ", "ab"]  # "abab" is longer than 3 bytes
    assert table.encode(b"b ba bb bab") == [98, 32, 98, 97, 32, 98, 98, 32, 98, 256]
    assert len(table._cache) <= 4
    # What comes out of the store is a new list each time: changing it changes nothing.
    first = table.encode(b"ab")
    first.append(0)
    assert table.encode(b"ab") == [256]


def test_ignore_merges_pieces_whole_in_the_batch_form(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under ignore_merges a piece whose bytes are a token is that token, however the
    merges would cut it: (b, c) then (a, bc) never makes ``abc`` from ``ab`` + ``c``."""
    rules = [
        MergeRule(0, 98, 99, 256, b"bc", 1, 1),
        MergeRule(1, 97, 98, 257, b"ab", 1, 1),
        MergeRule(2, 257, 99, 258, b"abc", 1, 1),
    ]
    monkeypatch.setattr(piece_bpe, "BATCH_MIN_PIECES", 1)
    plain = MergeTable(rules, (), "whitespace")
    whole = MergeTable(rules, (), "whitespace", ignore_merges=True)
    assert plain.encode_batch([b"abc ab"]) == [[97, 256, 32, 257]]
    assert whole.encode_batch([b"abc ab"]) == [[258, 32, 257]]


def test_encode_batch_names_the_bad_item() -> None:
    table = MergeTable([], ())
    with pytest.raises(ArgumentTypeError, match=r"texts\[1\] must be bytes, got str"):
        table.encode_batch([b"a", "b"])  # type: ignore[list-item]
    with pytest.raises(ArgumentTypeError, match="iterable of byte strings, got one bytes"):
        table.encode_batch(b"ab")
    with pytest.raises(ArgumentTypeError, match="iterable of byte strings, got int"):
        table.encode_batch(3)  # type: ignore[arg-type]
    run = train([b"ab"], 1)
    with pytest.raises(ArgumentTypeError, match=r"texts\[0\] must be str or bytes, got int"):
        run.encode_batch([5])  # type: ignore[list-item]
