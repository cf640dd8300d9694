"""Display functions of bpe_viewer.core.render: hex, UTF-8 status, readable forms (docs/rules.md s8)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bpe_viewer.core.render import (
    describe_token,
    escape_text,
    find_utf8_problem,
    first_invalid_utf8,
    hex_bytes,
    is_printable_text,
    readable,
    utf8_status,
)


def h(text: str) -> bytes:
    """Bytes from space-separated hex."""
    return bytes.fromhex(text)


# --- hex ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "sep", "expected"),
    [
        (b" \xd0", " ", "20 d0"),
        (b" \xd0", ",", "20,d0"),
        (b" \xd0", ", ", "20, d0"),
        (b"\x00\x0a\xff", "", "000aff"),
        (b"\xab", " ", "ab"),
        (b"", " ", ""),
        (b"", ", ", ""),
    ],
)
def test_hex_bytes(data: bytes, sep: str, expected: str) -> None:
    assert hex_bytes(data, sep) == expected


def test_hex_bytes_default_separator_is_space() -> None:
    assert hex_bytes(bytes(range(0x0E, 0x12))) == "0e 0f 10 11"


# --- UTF-8 status ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hex_in", "expected"),
    [
        ("", "valid UTF-8"),
        ("61 62 63", "valid UTF-8"),
        ("d0 b0", "valid UTF-8"),
        ("f0 9f a6 80", "valid UTF-8"),
        ("d0", "incomplete: lead byte d0 expects 1 continuation byte"),
        ("20 d0", "incomplete: lead byte d0 expects 1 continuation byte"),
        ("e2", "incomplete: lead byte e2 expects 2 continuation bytes"),
        ("e2 82", "incomplete: lead byte e2 expects 2 continuation bytes, has 1"),
        ("f0", "incomplete: lead byte f0 expects 3 continuation bytes"),
        ("f0 9f a6", "incomplete: lead byte f0 expects 3 continuation bytes, has 2"),
        ("b0", "continuation byte only"),
        ("9f a6 80", "continuation bytes only"),
        ("80 80 80 80 80", "continuation bytes only"),
        ("b0 20", "starts with 1 continuation byte"),
        ("a6 80 41", "starts with 2 continuation bytes"),
        (
            "b0 20 d0",
            "starts with 1 continuation byte; incomplete: lead byte d0 expects 1 continuation byte",
        ),
        ("ff", "invalid: byte ff at offset 0 is never valid in UTF-8"),
        ("41 c0 80", "invalid: byte c0 at offset 1 is never valid in UTF-8"),
        ("c1", "invalid: byte c1 at offset 0 is never valid in UTF-8"),
        ("f5 80 80 80", "invalid: byte f5 at offset 0 is never valid in UTF-8"),
        ("41 80", "invalid: continuation byte 80 at offset 1 has no lead byte"),
        ("d0 b0 b0", "invalid: continuation byte b0 at offset 2 has no lead byte"),
        (
            "e2 28 a1",
            "invalid: lead byte e2 at offset 0 expects 2 continuation bytes, "
            "byte 28 at offset 1 is not one",
        ),
        (
            "41 e2 82 41",
            "invalid: lead byte e2 at offset 1 expects 2 continuation bytes, "
            "byte 41 at offset 3 is not one",
        ),
        (
            "d0 20",
            "invalid: lead byte d0 at offset 0 expects 1 continuation byte, "
            "byte 20 at offset 1 is not one",
        ),
        ("e0 80 80", "invalid: bytes e0 80 at offset 0 start an overlong encoding"),
        ("f0 80", "invalid: bytes f0 80 at offset 0 start an overlong encoding"),
        ("ed a0 80", "invalid: bytes ed a0 at offset 0 encode a surrogate (U+D800..U+DFFF)"),
        ("f4 90 80 80", "invalid: bytes f4 90 at offset 0 encode a code point above U+10FFFF"),
        (
            "b0 ff",
            "starts with 1 continuation byte; invalid: byte ff at offset 1 is never valid in UTF-8",
        ),
        # The first problem wins: an invalid byte before a cut-off end.
        ("ff d0", "invalid: byte ff at offset 0 is never valid in UTF-8"),
    ],
)
def test_utf8_status_wording(hex_in: str, expected: str) -> None:
    assert utf8_status(h(hex_in)) == expected


def test_spec_rank0_token_status() -> None:
    """docs/rules.md s8: the learn_llm rank 0 token 20 d0."""
    assert utf8_status(b" \xd0") == "incomplete: lead byte d0 expects 1 continuation byte"


@pytest.mark.parametrize(
    ("hex_in", "offset"),
    [
        ("", None),
        ("61", None),
        ("20 d0", 1),
        ("e2 82", 0),
        ("41 f0 9f a6", 1),
        ("b0", 0),
        ("61 ff", 1),
        ("e2 28 a1", 0),
        ("ed a0 80", 0),
        ("d0 b0 e0 80", 2),
    ],
)
def test_first_invalid_utf8(hex_in: str, offset: int | None) -> None:
    assert first_invalid_utf8(h(hex_in)) == offset


def _python_start(data: bytes) -> int | None:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    return None


@given(st.binary(max_size=12))
def test_first_invalid_matches_python_strict_decoder(data: bytes) -> None:
    assert first_invalid_utf8(data) == _python_start(data)
    status = utf8_status(data)
    assert (status == "valid UTF-8") == (_python_start(data) is None)
    problem = find_utf8_problem(data)
    if problem is not None:
        assert problem.offset == _python_start(data)
        assert f"offset {problem.offset}" in problem.message


# Bytes that make up many-width characters, so random slices cut inside characters.
_TEXT = st.text(alphabet=st.sampled_from("a \u0430\u0431\u20ac\U0001f980\n\u00e9"), max_size=12)


@given(_TEXT, st.integers(0, 40), st.integers(0, 40))
def test_fragments_of_valid_text_are_never_invalid(text: str, i: int, j: int) -> None:
    """A token cut from valid text is valid, continuation-led or incomplete, never invalid."""
    data = text.encode("utf-8")[i : i + j]
    status = utf8_status(data)
    assert "invalid" not in status
    assert status == "valid UTF-8" or status.startswith(
        ("continuation byte", "starts with", "incomplete:")
    )


# --- readable forms ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b" the", "\u2423the"),
        (b"e ", "e\u2423"),
        (b"\t\n\r", "\u2192\u21b5\\r"),
        (b"a\x07b", "61 07 62"),  # a control character would be invisible
        (b"\x00\x00", "00 00"),
        ("\u0430\u0431".encode(), "\u0430\u0431"),
        ("\U0001f980".encode(), "\U0001f980"),
        (b" \xd0", "20 d0"),
        (b"\xb0", "b0"),
        (b"\xff\xfe", "ff fe"),
        ("\u00a0".encode(), "c2 a0"),  # a non-ASCII space would look like a space
        ("a\u200db".encode(), "61 e2 80 8d 62"),  # an invisible format character
        (b"", ""),
    ],
)
def test_readable(data: bytes, expected: str) -> None:
    assert readable(data) == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"", False),
        (b"abc", True),
        (b" ", True),
        (b"\n", True),
        (b"\x00", False),
        (b"\x1b[0m", False),
        (b" \xd0", False),
        ("\u00a0".encode(), False),
        ("\u0430".encode(), True),
    ],
)
def test_is_printable_text(data: bytes, expected: bool) -> None:
    assert is_printable_text(data) is expected


def test_readable_is_hex_exactly_when_not_printable() -> None:
    for data in (b" \xd0", b"\xe2\x82", b"ok", b"\x80"):
        assert (readable(data) == hex_bytes(data)) != is_printable_text(data)


def test_describe_token() -> None:
    assert (
        describe_token(256, b" \xd0")
        == "256: 20 d0 (incomplete: lead byte d0 expects 1 continuation byte)"
    )
    assert describe_token(104, b"h") == "104: 68 (valid UTF-8)"
    assert describe_token(176, b"\xb0") == "176: b0 (continuation byte only)"


# --- command-line escaping ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"abc", "abc"),
        (b"a\xffb", "a\\xffb"),
        (b" \xd0", " \\xd0"),
        (b"\xe2\x82", "\\xe2\\x82"),
        ("\u0430\u0431\n".encode(), "\u0430\u0431\n"),
        (b"C:\\dir", "C:\\\\dir"),
        (b"\\xff", "\\\\xff"),  # literal text, not an escaped byte
        (b"", ""),
    ],
)
def test_escape_text(data: bytes, expected: str) -> None:
    assert escape_text(data) == expected


_ESCAPE = re.compile(r"\\\\|\\x([0-9a-f]{2})")


def _unescape(text: str) -> bytes:
    out = bytearray()
    pos = 0
    for m in _ESCAPE.finditer(text):
        out += text[pos : m.start()].encode("utf-8")
        out += b"\\" if m.group(1) is None else bytes([int(m.group(1), 16)])
        pos = m.end()
    out += text[pos:].encode("utf-8")
    return bytes(out)


@given(st.binary(max_size=24) | _TEXT.map(lambda t: (t + "\\x41").encode()))
def test_escape_text_is_unambiguous(data: bytes) -> None:
    text = escape_text(data)
    assert "\ufffd" not in text or "\ufffd".encode() in data
    assert _unescape(text) == data
