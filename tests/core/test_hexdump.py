"""Token spans, the lazy span index, the text column and Find of the hex view."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.hexdump import (
    DocumentSpans,
    TextCell,
    TokenSpan,
    find_bytes,
    hexdump_lines,
    parse_hex_pattern,
    text_cells,
    token_spans,
)
from bpe_viewer.core.reference import naive_train


def naive_spans(docs, merges, index, stage):
    """Offsets from the naive reference's stage tokens and its own token bytes."""
    rounds = naive_train(docs, merges)
    vocab = {i: bytes([i]) for i in range(256)}
    for rank, rnd in enumerate(rounds):
        vocab[256 + rank] = vocab[rnd.pair[0]] + vocab[rnd.pair[1]]
    tokens = list(docs[index]) if stage == 0 else rounds[stage - 1].stage_after[index]
    out, offset = [], 0
    for t in tokens:
        out.append((offset, len(vocab[t]), t))
        offset += len(vocab[t])
    return out


def test_overlap_example_at_stage_1():
    # docs/rules.md s2 worked values: stage 1 of aaa is [256, 97].
    run = train([b"aaa", b"aba"], 2)
    assert token_spans(run, 0, 1) == [TokenSpan(0, 2, 256), TokenSpan(2, 1, 97)]
    assert token_spans(run, 1, 2) == [TokenSpan(0, 2, 257), TokenSpan(2, 1, 97)]


def test_example_dump_line():
    run = train([b"aaa", b"aba"], 2)
    lines = list(hexdump_lines(b"aaa", token_spans(run, 0, 1)))
    assert lines == ["00000000  61 61|61" + " " * (47 - 8) + "  aaa"]


def test_dump_columns_align_and_mark_boundaries_inside_a_line_only():
    data = bytes(range(0x41, 0x41 + 20))
    spans = [TokenSpan(0, 16, 300), TokenSpan(16, 1, 0x51), TokenSpan(17, 3, 301)]
    first, second = hexdump_lines(data, spans)
    assert first == "00000000  " + " ".join(f"{b:02x}" for b in data[:16]) + "  ABCDEFGHIJKLMNOP"
    assert second.startswith("00000010  51|52 53 54   ")
    assert second.index("QRST") == first.index("ABCD")


docs_strategy = st.lists(
    st.text(alphabet="ab\u0431\u00e9 ", min_size=1, max_size=12).map(str.encode),
    min_size=1,
    max_size=4,
)


@settings(max_examples=60, deadline=None)
@given(docs=docs_strategy, merges=st.integers(0, 8), data=st.data())
def test_spans_match_the_naive_reference(docs, merges, data):
    run = train(docs, merges)
    stage = data.draw(st.integers(0, run.merge_count))
    index = data.draw(st.integers(0, len(docs) - 1))
    spans = token_spans(run, index, stage)
    assert [(s.offset, s.length, s.token_id) for s in spans] == naive_spans(
        docs, merges, index, stage
    )
    assert sum(s.length for s in spans) == len(docs[index])


@settings(max_examples=60, deadline=None)
@given(
    docs=docs_strategy,
    merges=st.integers(0, 8),
    block=st.integers(1, 5),
    data=st.data(),
)
def test_range_spans_equal_the_whole_document_spans(docs, merges, block, data):
    run = train(docs, merges)
    index = data.draw(st.integers(0, len(docs) - 1))
    size = len(docs[index])
    index_spans = DocumentSpans(run, index, block=block)
    # Ask in a random order so checkpoints come from both ends and the middle.
    for _ in range(4):
        stage = data.draw(st.integers(0, run.merge_count))
        start = data.draw(st.integers(0, size - 1))
        end = data.draw(st.integers(start + 1, size))
        whole = token_spans(run, index, stage)
        expected = [s for s in whole if s.end > start and s.offset < end]
        assert index_spans.spans(start, end, stage) == expected
        assert index_spans.data(start, end) == docs[index][start:end]
        held = index_spans.span_at(start, stage)
        assert held.offset <= start < held.end


def test_prepare_fills_every_checkpoint():
    run = train([b"abcabcabd" * 50], 5)
    spans = DocumentSpans(run, 0, block=3)
    assert not spans.prepared
    while not spans.prepare(4):
        pass
    assert spans.spans(0, spans.size, 5) == token_spans(run, 0, 5)


def test_bad_stage_and_offset():
    run = train([b"aaa"], 1)
    spans = DocumentSpans(run, 0)
    with pytest.raises(IndexError, match="stage 2 outside 0..1"):
        spans.spans(0, 1, 2)
    with pytest.raises(IndexError, match="offset 3"):
        spans.span_at(3, 0)
    with pytest.raises(IndexError):
        DocumentSpans(run, 1)


# ---------------------------------------------------------------------- text column


def kinds(cells):
    return [(c.kind, c.text) for c in cells]


def test_text_cells_characters_once_at_their_first_byte():
    data = "a\u0431\u65e5\U0001f600".encode()  # 1 + 2 + 3 + 4 bytes
    assert kinds(text_cells(data, 0, len(data))) == [
        ("char", "a"),
        ("char", "\u0431"),
        ("continuation", ""),
        ("char", "\u65e5"),
        ("continuation", ""),
        ("continuation", ""),
        ("char", "\U0001f600"),
        ("continuation", ""),
        ("continuation", ""),
        ("continuation", ""),
    ]


def test_text_cells_context_before_the_range():
    data = "\U0001f600x".encode()
    # The range starts at the emoji's third byte: still a continuation.
    assert kinds(text_cells(data, 2, 3)) == [
        ("continuation", ""),
        ("continuation", ""),
        ("char", "x"),
    ]
    # Without the lead byte in the context the bytes are invalid.
    assert kinds(text_cells(data[2:], 0, 3)) == [("invalid", ""), ("invalid", ""), ("char", "x")]


def test_text_cells_control_and_invalid():
    data = b"\t\n\x00 \xff\xd0 \xed\xa0\x80\xc2\x85"
    cells = text_cells(data, 0, len(data))
    assert [c.kind for c in cells] == [
        "control",
        "control",
        "control",
        "char",
        "invalid",
        "invalid",  # d0 followed by a space
        "char",
        "invalid",  # a surrogate is never valid
        "invalid",
        "invalid",
        "control",  # U+0085 NEXT LINE: valid but a control character
        "control",
    ]
    assert cells[10] == TextCell("control", "", 2)


def test_terminal_text_keeps_one_column_per_byte_for_narrow_characters():
    data = "\u041f\u0440\u0438".encode()
    (line,) = hexdump_lines(data, [TokenSpan(0, 6, 300)])
    assert line.endswith("  \u041f\u00b7\u0440\u00b7\u0438\u00b7")


# ---------------------------------------------------------------------- find


def test_parse_hex_pattern():
    assert parse_hex_pattern("d0 b0") == b"\xd0\xb0"
    assert parse_hex_pattern("D0B0") == b"\xd0\xb0"
    assert parse_hex_pattern("20,d0") == b" \xd0"
    with pytest.raises(ValueError, match="'x' is not a hex digit"):
        parse_hex_pattern("d0 x0")
    with pytest.raises(ValueError, match="3 digits"):
        parse_hex_pattern("d0b")
    with pytest.raises(ValueError, match="empty"):
        parse_hex_pattern("  ")


def test_find_next_and_previous_wrap_around():
    data = b"ab ab ab"
    assert find_bytes(data, b"ab", 0) == 0
    assert find_bytes(data, b"ab", 1) == 3
    assert find_bytes(data, b"ab", 7) == 0  # wraps to the start
    assert find_bytes(data, b"ab", 3, backward=True) == 0
    assert find_bytes(data, b"ab", 0, backward=True) == 6  # wraps to the end
    assert find_bytes(data, b"zz", 0) is None
    assert find_bytes(data, b"", 0) is None


def test_parity_alternates_from_any_range_start():
    docs = [b"abcabcabd abd abcd" * 3]
    run = train(docs, 6)
    for block in (1, 3, 50):
        spans_index = DocumentSpans(run, 0, block=block)
        for stage in range(run.merge_count + 1):
            whole = token_spans(run, 0, stage)
            whole_spans, parity = spans_index.spans_with_parity(0, len(docs[0]), stage)
            assert whole_spans == whole and parity == 0
            for i, span in enumerate(whole):
                # Counted from the enclosing checkpoint: equal to the global parity
                # when the whole document is one block.
                got, p = spans_index.spans_with_parity(span.offset, span.end, stage)
                assert got == [span]
                if block == 50:
                    assert p == i % 2


def test_winner_windows_counted_and_replaced():
    # docs/rules.md s2 worked values: round 0 on aaa/aba counts (97,97) twice in aaa
    # (overlapping windows) and replaces once.
    run = train([b"aaa", b"aba"], 2)
    spans_index = DocumentSpans(run, 0)
    counted, replaced = spans_index.winner_windows(0, 3, 0)
    assert counted == [(0, 2), (1, 2)]
    assert replaced == [(0, 2)]
    # Round 1's winner (97,98) is in aba only.
    assert spans_index.winner_windows(0, 3, 1) == ([], [])
    assert DocumentSpans(run, 1).winner_windows(0, 3, 1) == ([(0, 2)], [(0, 2)])
    # The last stage has no round.
    assert spans_index.winner_windows(0, 3, 2) == ([], [])
    # Only windows overlapping the range.
    assert spans_index.winner_windows(2, 3, 0) == ([(1, 2)], [])


def test_winner_windows_never_cross_a_piece_start():
    # GPT-4 pieces: digits in runs of at most three, so 1234 is 123|4.
    run = train([b"34 34 34", b"1234"], 1, pretokenizer="gpt4")
    rule = run.rules[0]
    assert (rule.left, rule.right) == (0x33, 0x34)
    assert DocumentSpans(run, 0).winner_windows(0, 8, 0) == (
        [(0, 2), (3, 2), (6, 2)],
        [(0, 2), (3, 2), (6, 2)],
    )
    # 3 and 4 are adjacent in 1234 but in different pieces: not a counted window.
    assert DocumentSpans(run, 1).winner_windows(0, 4, 0) == ([], [])
