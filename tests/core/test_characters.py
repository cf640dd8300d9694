"""Partial decoding, bit patterns and characters over tokens (docs/rules.md s8)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bpe_viewer.core.characters import (
    bit_pattern,
    bit_patterns,
    character_spans,
    decode_parts,
    partial_description,
    partial_readable,
    split_edges,
)


def h(text: str) -> bytes:
    return bytes.fromhex(text)


def test_token_256_of_learn_llm() -> None:
    assert partial_description(h("20 d0")) == (
        "␣ + ⟨d0: first byte of a 2-byte character U+0400..U+043F⟩"
    )
    assert partial_readable(h("20 d0")) == "␣⟨d0…⟩"


@pytest.mark.parametrize(
    ("hex_in", "short", "note"),
    [
        ("e4 b8", "⟨e4 b8…⟩", "first 2 bytes of a 3-byte character U+4E00..U+4E3F"),
        ("f0", "⟨f0…⟩", "first byte of a 4-byte character U+10000..U+3FFFF"),
        ("ed", "⟨ed…⟩", "first byte of a 3-byte character U+D000..U+D7FF"),
        ("b0", "⟨…b0⟩", "last byte of a character begun before (continuation byte 10xxxxxx)"),
        ("ff", "⟨ff⟩", "never valid in UTF-8"),
        ("00", "⟨00⟩", "U+0000, a control character"),
    ],
)
def test_fragments_are_named(hex_in: str, short: str, note: str) -> None:
    parts = decode_parts(h(hex_in))
    assert len(parts) == 1 and parts[0].kind == "fragment"
    assert parts[0].text == short
    assert parts[0].note == note


def test_text_around_fragments() -> None:
    data = "a中".encode() + h("e6")
    assert partial_readable(data) == "a中⟨e6…⟩"
    assert [p.kind for p in decode_parts(data)] == ["text", "fragment"]
    assert partial_readable(h("d0 41")) == "⟨d0⟩A"


@given(st.binary(max_size=20))
def test_parts_concatenate_to_the_input(data: bytes) -> None:
    assert b"".join(p.data for p in decode_parts(data)) == data


def test_bit_patterns() -> None:
    assert bit_pattern(0xD0) == ("110 10000", "lead byte of a 2-byte character (110xxxxx)")
    assert bit_pattern(0xB0) == ("10 110000", "continuation byte (10xxxxxx)")
    assert bit_pattern(0x61) == ("0 1100001", "ASCII (0xxxxxxx)")
    assert bit_pattern(0xF0) == ("11110 000", "lead byte of a 4-byte character (11110xxx)")
    assert bit_pattern(0xFF)[1] == "never valid in UTF-8"
    assert bit_patterns(h("20 d0"))[1] == (
        "d0  110 10000  lead byte of a 2-byte character (110xxxxx)"
    )
    with pytest.raises(ValueError):
        bit_pattern(256)


def test_ru_river_dawn_glyphs_over_chips(learn_llm_corpus) -> None:
    from bpe_viewer.core import train
    from bpe_viewer.core.corpus_files import load_corpus

    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    run = train(corpus, 8)
    index = next(i for i, d in enumerate(run.documents) if d.doc_id == "ru-river-dawn")
    stage0 = [run.token_bytes(t) for t in run.tokens_at(index, 0)]
    assert b"".join(stage0[:4]) == h("d0 9d d0 b0")
    spans = character_spans(stage0, multibyte_only=True)
    assert (spans[0].text, spans[0].first_token, spans[0].last_token) == ("Н", 0, 1)
    assert (spans[1].text, spans[1].first_token, spans[1].last_token) == ("а", 2, 3)
    stage1 = run.tokens_at(index, 1)
    at = stage1.index(256)
    edges = split_edges([run.token_bytes(t) for t in stage1])
    assert edges[at] == (False, True)  # 20 d0: ends inside a Cyrillic letter
    assert edges[at + 1][0] is True


def test_spans_of_invalid_bytes_and_emoji() -> None:
    pieces = [h("f0 9f"), h("a6 80"), h("ff")]
    spans = character_spans(pieces)
    assert [(s.text, s.first_token, s.last_token, s.valid) for s in spans] == [
        ("🦀", 0, 1, True),
        ("", 2, 2, False),
    ]
    assert split_edges(pieces) == [(False, True), (True, False), (False, False)]
    # a token held entirely inside one character
    assert split_edges([h("f0"), h("9f"), h("a6 80")])[1] == (True, True)


@given(st.lists(st.binary(min_size=1, max_size=4), max_size=8))
def test_split_edges_match_decoding(pieces: list[bytes]) -> None:
    data = b"".join(pieces)
    # offsets strictly inside a well-formed multi-byte character, found by a naive decoder
    inside: set[int] = set()
    i = 0
    while i < len(data):
        for n in (4, 3, 2, 1):
            try:
                one = data[i : i + n].decode("utf-8")
            except UnicodeDecodeError:
                continue
            if i + n <= len(data) and len(one) == 1:
                inside.update(range(i + 1, i + n))
                i += n
                break
        else:
            i += 1
    ends = []
    offset = 0
    for piece in pieces:
        offset += len(piece)
        ends.append(offset)
    edges = split_edges(pieces)
    for k, end in enumerate(ends):
        assert edges[k][1] == (end in inside)
        if k + 1 < len(pieces):
            assert edges[k + 1][0] == (end in inside)
    spans = character_spans(pieces)
    assert [s.byte_start for s in spans] == sorted(s.byte_start for s in spans)
    assert sum(s.byte_end - s.byte_start for s in spans) == len(data)


def test_text_with_hex_marks_runs_of_bytes_that_are_not_text():
    from bpe_viewer.core.characters import text_with_hex

    assert text_with_hex(b"\x7fELF\x02\x01") == "\u27e87f\u27e9ELF\u27e802 01\u27e9"
    assert text_with_hex(b"a b\tc\n") == "a b\tc\n"
    assert text_with_hex(b"\xd0") == "\u27e8d0\u27e9"
    assert text_with_hex("ж\u200d".encode()) == "ж\u27e8e2 80 8d\u27e9"
    assert text_with_hex(b"") == ""


@given(st.binary(max_size=64))
def test_text_with_hex_shows_only_printable_text(data):
    """Nothing invisible or replaced: every character is printable or ordinary whitespace,
    and text plus hex runs give back exactly the bytes."""
    import re

    from bpe_viewer.core.characters import text_with_hex

    shown = text_with_hex(data)
    assert all(ch.isprintable() or ch in " \t\n\r" for ch in shown)
    if "\u27e8".encode() not in data:
        pieces = re.split("\u27e8([0-9a-f ]+)\u27e9", shown)
        rebuilt = b"".join(bytes.fromhex(p) if i % 2 else p.encode() for i, p in enumerate(pieces))
        assert rebuilt == data


def _spans_byte_by_byte(pieces: list[bytes]) -> list[tuple[str, int, int, int, int]]:
    """The characters of ``pieces`` read byte by byte with the RFC 3629 table
    (``_valid_prefix``): the reference the decoder-based character_spans must equal."""
    from bpe_viewer.core.characters import _valid_prefix, utf8_sequence_length

    data = b"".join(pieces)
    owner = [i for i, piece in enumerate(pieces) for _ in piece]
    out, i = [], 0
    while i < len(data):
        need = utf8_sequence_length(data[i])
        if need and _valid_prefix(data, i) == need:
            out.append((data[i : i + need].decode(), i, i + need, owner[i], owner[i + need - 1]))
            i += need
        else:
            out.append(("", i, i + 1, owner[i], owner[i]))
            i += 1
    return out


_TRICKY = st.sampled_from(
    [b"\xe4\xb8\xad", b"\xe4\xb8", b"\xed\xa0\x80", b"\xc0\x80", b"\xf4\x90\x80\x80",
     b"\xf0\x9f\x98\x80", b"\xef\xbf\xbf", b"\xc2", b"\x80", b"a", b" ", b"\xff", b"\xd0\x9d"]
)  # fmt: skip


@given(st.lists(st.lists(_TRICKY, max_size=3).map(b"".join), max_size=8))
def test_character_spans_equal_a_byte_by_byte_reading(pieces: list[bytes]) -> None:
    """Valid characters (CJK, emoji, the last code points), cut ones, encoded surrogates,
    overlong forms and stray bytes, across token edges: the same spans either way."""
    got = [
        (s.text, s.byte_start, s.byte_end, s.first_token, s.last_token)
        for s in character_spans(pieces)
    ]
    assert got == _spans_byte_by_byte(pieces)
    multibyte = [s for s in got if not s[0] or len(s[0].encode()) > 1]
    assert [
        (s.text, s.byte_start, s.byte_end, s.first_token, s.last_token)
        for s in character_spans(pieces, multibyte_only=True)
    ] == multibyte
