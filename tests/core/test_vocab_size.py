"""``train(..., vocab_size=N)``: merges = N - 256 - number of special tokens (docs/rules.md s2.8)."""

from __future__ import annotations

import pytest

from bpe_viewer.core import merges_for_vocabulary_size, train

DOCS = [b"ABCDCDABCDCDE", b"aaa aba <|e|> aaa"]


def test_vocab_size_is_bytes_plus_merges_plus_specials():
    # 256 bytes + 3 merges + 1 special token = 260 entries
    run = train(DOCS, vocab_size=260, special_tokens=["<|e|>"])
    assert run.merge_count == 3
    assert run.vocabulary_size() == 260
    assert run.rules == train(DOCS, 3, special_tokens=["<|e|>"]).rules


def test_vocab_size_without_specials():
    run = train([b"ABCDCDABCDCDE"], vocab_size=259)
    assert [(r.left, r.right) for r in run.rules] == [(67, 68), (65, 66), (256, 256)]


def test_vocab_size_of_exactly_the_bytes_learns_nothing():
    assert train(DOCS, vocab_size=256).merge_count == 0
    assert train(DOCS, vocab_size=257, special_tokens=["<|e|>"]).merge_count == 0


def test_vocab_size_is_an_upper_bound_like_merges():
    # `aaaa` allows only two merges (docs/rules.md s2 worked values)
    assert train([b"aaaa"], vocab_size=1000).merge_count == 2


@pytest.mark.parametrize(
    ("size", "specials", "fragment"),
    [
        (255, [], "vocabulary size 255 is too small"),
        (0, [], "too small"),
        (256, ["<|e|>"], r"256 bytes \+ 1 special token already take 257 entries"),
        (257, ["<|a|>", "<|b|>"], "258 entries"),
        (1.5, [], "must be an integer"),
        (True, [], "must be an integer"),
    ],
)
def test_too_small_vocab_size_is_a_value_error(size, specials, fragment):
    with pytest.raises(ValueError, match=fragment):
        train(DOCS, vocab_size=size, special_tokens=specials)


def test_merges_and_vocab_size_together_or_neither_refused():
    with pytest.raises(ValueError, match="not both"):
        train(DOCS, 3, vocab_size=259)
    with pytest.raises(ValueError, match="max_merges or vocab_size"):
        train(DOCS)


def test_merges_for_vocabulary_size():
    assert merges_for_vocabulary_size(1000, 1) == 743
    assert merges_for_vocabulary_size(256) == 0
    with pytest.raises(ValueError, match="32-bit"):
        merges_for_vocabulary_size(2**33)
