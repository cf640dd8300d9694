"""Pure display functions: token bytes as hex, readable text and UTF-8 status (docs/rules.md s8).

Nothing here imports Qt; the window and the command line share these functions, so a
token looks the same everywhere. Token bytes are arbitrary: a BPE token may be a fragment
of a UTF-8 character (``20 d0`` is a space and the lead byte of a Cyrillic letter), so
every function accepts any ``bytes`` and describes it precisely rather than failing.

UTF-8 validity follows RFC 3629 exactly as Python's strict decoder does: no overlong
forms, no surrogates (U+D800..U+DFFF), nothing above U+10FFFF. The offset of a problem is
the offset Python's ``UnicodeDecodeError.start`` reports: the start of the first
ill-formed sequence (for a sequence cut short, its lead byte).

Example:
    >>> utf8_status(bytes([0x20, 0xD0]))
    'incomplete: lead byte d0 expects 1 continuation byte'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bpe_viewer.core.messages import Messages

__all__ = [
    "Utf8Problem",
    "Utf8ProblemKind",
    "describe_token",
    "escape_text",
    "find_utf8_problem",
    "show_token",
    "first_invalid_utf8",
    "hex_bytes",
    "is_printable_text",
    "lone_surrogate",
    "readable",
    "short_hex",
    "shorten",
    "utf8_status",
]

#: Kinds of UTF-8 problem reported by :func:`find_utf8_problem`.
Utf8ProblemKind = Literal[
    "never-valid",
    "stray-continuation",
    "truncated",
    "not-continuation",
    "overlong",
    "surrogate",
    "above-max",
]

#: Display substitutes for whitespace control characters in :func:`readable`.
# Carriage return is spelled \r: the usual symbol (U+240D) is missing from common fonts.
_VISIBLE_WHITESPACE = {" ": "\u2423", "\t": "\u2192", "\n": "\u21b5", "\r": "\\r"}


def format_count(n: int, noun: str, plural: str | None = None, *, grouped: bool = False) -> str:
    """A count with its noun in the right number: the one way every message says how many.

    Args:
        n: the count.
        noun: the singular noun (``"document"``).
        plural: the plural when it is not ``noun + "s"`` (``"matches"``).
        grouped: write the count with thousands separators (``12,345``).

    Returns:
        ``"1 document"``, ``"0 documents"``, ``"2 documents"``.
    """
    number = f"{n:,}" if grouped else str(n)
    return f"{number} {noun if n == 1 else plural or noun + 's'}"


def _plural(n: int, word: str) -> str:
    return format_count(n, word)


def hex_bytes(data: bytes, sep: str = " ") -> str:
    """Format bytes as lowercase two-digit hex.

    Args:
        data: any bytes; empty gives ``""``.
        sep: separator between bytes (``" "`` for display, ``","`` for trace formats).

    Returns:
        For example ``hex_bytes(b" \\xd0") == "20 d0"`` and
        ``hex_bytes(b" \\xd0", ",") == "20,d0"``.
    """
    h = data.hex()
    if not sep:
        return h
    if len(sep) == 1:
        return data.hex(sep)
    return sep.join(h[i : i + 2] for i in range(0, len(h), 2))


#: Characters of a token's text (and bytes of its hex) a sentence or a one-line label
#: shows; a longer token is shortened in the middle with "…" (its whole text stays in the
#: tooltip and the inspector), so one long token never widens the window.
SHOWN_TOKEN_CHARS = 32
#: Bytes of a long token's hex shown before and after the "…" (:func:`short_hex`).
SHOWN_HEX_HEAD, SHOWN_HEX_TAIL = 8, 4


def shorten(text: str, limit: int = SHOWN_TOKEN_CHARS) -> str:
    """``text`` unchanged when it has at most ``limit`` characters, else its start and
    its end joined by ``…`` (``limit`` characters in all, about two thirds of them from
    the start).

    Args:
        text: any text (a token's readable form, a document label).
        limit: the most characters returned; at least 3.

    Returns:
        For example ``shorten("a" * 100, 8) == "aaaa…aaa"``.
    """
    if len(text) <= limit:
        return text
    limit = max(3, limit)
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return text[:head] + "…" + text[len(text) - tail :]


#: Bytes (or characters) of a piece, token or word an error message shows whole; a
#: longer one is cut in the middle (:func:`show_token`), so a 200 KB piece is not a
#: 200,000-character message line.
MESSAGE_TOKEN_CHARS = 40


def show_token(value: object, limit: int = MESSAGE_TOKEN_CHARS) -> str:
    """A piece, token or word as every error message shows it: its Python literal, cut
    in the middle when long.

    Args:
        value: the token's bytes, or a text (a word, a special token's text); any other
            value (a file's ``5`` where a token was due) is its literal, shortened as
            :func:`shorten` does.
        limit: the most bytes (characters of a text) shown whole; at least 3.

    Returns:
        ``repr(value)`` for a value of at most ``limit`` bytes or characters, else the
        literal of its start and its end joined by ``…``, then its length:
        ``show_token(b"a" * 200_000) == "b'aaaaaaaaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaaaa' (200,000
        bytes)"``.
    """
    if not isinstance(value, (bytes, str)):
        return shorten(repr(value), limit)
    if len(value) <= limit:
        return repr(value)
    limit = max(3, limit)
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    start, end = repr(value[:head]), repr(value[len(value) - tail :])
    opening = 2 if isinstance(value, bytes) else 1  # b' or '
    unit = "byte" if isinstance(value, bytes) else "character"
    shown = start[:-1] + "…" + end[opening:-1] + start[-1]
    return f"{shown} ({format_count(len(value), unit, grouped=True)})"


def short_hex(data: bytes, limit: int = SHOWN_TOKEN_CHARS) -> str:
    """A token's bytes in hex as :func:`hex_bytes` writes them when there are at most
    ``limit``; a longer token as its first :data:`SHOWN_HEX_HEAD` and last
    :data:`SHOWN_HEX_TAIL` bytes around ``…``, after the byte count.

    Returns:
        For example ``"61 62"``, or ``"16,384 bytes: 61 61 61 61 61 61 61 61 … 61 61 61 61"``.
    """
    if len(data) <= limit:
        return hex_bytes(data)
    head, tail = hex_bytes(data[:SHOWN_HEX_HEAD]), hex_bytes(data[-SHOWN_HEX_TAIL:])
    return f"{len(data):,} bytes: {head} … {tail}"


@dataclass(frozen=True, slots=True)
class Utf8Problem:
    """The first reason strict UTF-8 decoding of some bytes fails.

    Attributes:
        offset: byte offset where strict decoding fails; for a multi-byte sequence this is
            its lead byte (the same as ``UnicodeDecodeError.start``).
        kind: what is wrong:
            ``never-valid`` (c0, c1, f5..ff),
            ``stray-continuation`` (80..bf with no lead byte),
            ``truncated`` (the data ends inside a character),
            ``not-continuation`` (a lead byte followed by a byte that cannot continue it),
            ``overlong`` (e0 80..9f, f0 80..8f),
            ``surrogate`` (ed a0..bf) or ``above-max`` (f4 90..bf: above U+10FFFF).
        expected: continuation bytes the lead byte at ``offset`` needs (0 when
            ``offset`` is not a lead byte).
        present: continuation bytes present before the problem (0 when not a lead byte).
        message: one-line description naming the bytes and their offsets, as used after
            ``"invalid: "`` by :func:`utf8_status`.
    """

    offset: int
    kind: Utf8ProblemKind
    expected: int
    present: int
    message: str


def _continuation_range(lead: int) -> tuple[int, int]:
    """Allowed range of the first continuation byte after ``lead`` (RFC 3629 table)."""
    if lead == 0xE0:
        return 0xA0, 0xBF
    if lead == 0xED:
        return 0x80, 0x9F
    if lead == 0xF0:
        return 0x90, 0xBF
    if lead == 0xF4:
        return 0x80, 0x8F
    return 0x80, 0xBF


def find_utf8_problem(data: bytes) -> Utf8Problem | None:
    """Find the first reason strict UTF-8 decoding of ``data`` fails.

    Args:
        data: any bytes.

    Returns:
        ``None`` if ``data`` is valid UTF-8 (empty bytes are valid), else the first
        :class:`Utf8Problem`. Its ``offset`` equals Python's ``UnicodeDecodeError.start``.
    """
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start
    else:
        return None
    return _classify(data, start)


def _classify(data: bytes, i: int) -> Utf8Problem:
    """Describe the ill-formed sequence starting at offset ``i`` of ``data``."""
    b = data[i]
    n = len(data)
    if b in (0xC0, 0xC1) or b >= 0xF5:
        return Utf8Problem(
            i, "never-valid", 0, 0, f"byte {b:02x} at offset {i} is never valid in UTF-8"
        )
    if 0x80 <= b <= 0xBF:
        return Utf8Problem(
            i,
            "stray-continuation",
            0,
            0,
            f"continuation byte {b:02x} at offset {i} has no lead byte",
        )
    need = 1 if b < 0xE0 else 2 if b < 0xF0 else 3
    lo, hi = _continuation_range(b)
    for j in range(1, need + 1):
        if i + j >= n:
            has = f", has {j - 1}" if j > 1 else ""
            return Utf8Problem(
                i,
                "truncated",
                need,
                j - 1,
                f"lead byte {b:02x} at offset {i} expects "
                f"{_plural(need, 'continuation byte')}{has}",
            )
        c = data[i + j]
        if j > 1:
            lo, hi = 0x80, 0xBF
        if lo <= c <= hi:
            continue
        seq = hex_bytes(data[i : i + 2])
        if j == 1 and 0x80 <= c <= 0xBF:
            # A continuation byte outside the lead byte's narrowed range.
            if b in (0xE0, 0xF0):
                return Utf8Problem(
                    i, "overlong", need, 0, f"bytes {seq} at offset {i} start an overlong encoding"
                )
            if b == 0xED:
                return Utf8Problem(
                    i,
                    "surrogate",
                    need,
                    0,
                    f"bytes {seq} at offset {i} encode a surrogate (U+D800..U+DFFF)",
                )
            return Utf8Problem(
                i,
                "above-max",
                need,
                0,
                f"bytes {seq} at offset {i} encode a code point above U+10FFFF",
            )
        return Utf8Problem(
            i,
            "not-continuation",
            need,
            j - 1,
            f"lead byte {b:02x} at offset {i} expects {_plural(need, 'continuation byte')}, "
            f"byte {c:02x} at offset {i + j} is not one",
        )
    # Unreachable for an offset reported by the strict decoder.
    raise AssertionError(f"no UTF-8 problem at offset {i}")  # pragma: no cover


def first_invalid_utf8(data: bytes) -> int | None:
    """Offset where strict UTF-8 decoding of ``data`` fails (docs/rules.md s6).

    A sequence cut short at the end is invalid at the offset of its lead byte.

    Args:
        data: any bytes.

    Returns:
        ``None`` when ``data`` is valid UTF-8, else the offset, e.g. ``1`` for ``20 d0``.
    """
    problem = find_utf8_problem(data)
    return None if problem is None else problem.offset


def utf8_status(data: bytes) -> str:
    """One-line UTF-8 status of a token's bytes, for the inspector and tooltips (docs/rules.md s8).

    The forms, checked in this order:

    - ``"valid UTF-8"``: decodes strictly (empty bytes included).
    - ``"continuation bytes only"``: every byte is 80..bf (``"continuation byte only"``
      for a single byte).
    - ``"starts with N continuation bytes"``: a run of N continuation bytes (the tail of
      a character begun in an earlier token) followed by valid UTF-8. When the rest has a
      problem too, its description follows after ``"; "``, e.g.
      ``"starts with 1 continuation byte; incomplete: lead byte d0 expects 1 continuation
      byte"`` for ``b0 20 d0``.
    - ``"incomplete: lead byte d0 expects 1 continuation byte"``: the data ends inside a
      character with no continuation byte yet; with some present:
      ``"incomplete: lead byte e2 expects 2 continuation bytes, has 1"``.
    - ``"invalid: ..."`` for bytes no UTF-8 text contains, naming byte and offset:
      ``"invalid: byte ff at offset 0 is never valid in UTF-8"``,
      ``"invalid: continuation byte 80 at offset 2 has no lead byte"``,
      ``"invalid: lead byte e2 at offset 0 expects 2 continuation bytes, byte 28 at
      offset 1 is not one"``,
      ``"invalid: bytes e0 80 at offset 0 start an overlong encoding"``,
      ``"invalid: bytes ed a0 at offset 0 encode a surrogate (U+D800..U+DFFF)"``,
      ``"invalid: bytes f4 90 at offset 0 encode a code point above U+10FFFF"``.

    Offsets count from the start of ``data``. Only the first problem after the leading
    continuation bytes is described.

    Args:
        data: any bytes.

    Returns:
        The status line.
    """
    lead = 0
    while lead < len(data) and 0x80 <= data[lead] <= 0xBF:
        lead += 1
    says = Utf8Status()
    if lead and lead == len(data):
        return says.continuation_only(lead)
    parts: list[str] = []
    if lead:
        parts.append(says.starts_with(lead))
    problem = find_utf8_problem(data[lead:])
    if problem is not None:
        problem = _classify(data, problem.offset + lead)
        if problem.kind == "truncated":
            parts.append(says.incomplete(data[problem.offset], problem.expected, problem.present))
        else:
            parts.append(says.invalid(problem.message))
    return says.joined(parts) if parts else says.valid()


class Utf8Status(Messages):
    """The sentences of :func:`utf8_status` in the current language (context
    ``Utf8Status``; English by default). The detail of an invalid byte stays English."""

    def valid(self) -> str:
        """Bytes that decode strictly."""
        return self.tr("valid UTF-8")

    def continuation_only(self, count: int) -> str:
        """Bytes that are all continuation bytes."""
        if count == 1:
            return self.tr("continuation byte only")
        return self.tr("continuation bytes only")

    def starts_with(self, count: int) -> str:
        """A run of ``count`` continuation bytes at the start."""
        return self.tr("starts with %n continuation byte(s)", "", count)

    def incomplete(self, lead: int, expected: int, present: int) -> str:
        """Data that ends inside a character begun by ``lead``."""
        text = self.tr("incomplete: lead byte {lead} expects %n continuation byte(s)", "", expected)
        has = self.tr(", has {count}").format(count=present) if present else ""
        return text.format(lead=f"{lead:02x}") + has

    def invalid(self, detail: str) -> str:
        """Bytes no UTF-8 text contains; ``detail`` names the byte and its offset."""
        return self.tr("invalid: {detail}").format(detail=detail)

    def joined(self, parts: list[str]) -> str:
        """Two findings, one after the other."""
        return self.tr("; ").join(parts)


def is_printable_text(data: bytes) -> bool:
    """Whether :func:`readable` shows ``data`` as text rather than hex (docs/rules.md s8).

    True when ``data`` is non-empty, valid UTF-8, and every character is printable
    (``str.isprintable``) or one of space, tab, newline and carriage return. Characters
    that would be invisible or misleading in a chip (other control characters such as
    NUL or ESC, format characters such as U+200D, non-ASCII spaces such as U+00A0,
    line/paragraph separators, private use, unassigned code points) make it False, so
    such a token is shown in hex like any other non-text bytes.

    Args:
        data: any bytes.
    """
    if not data:
        return False
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return all(ch.isprintable() or ch in _VISIBLE_WHITESPACE for ch in text)


def readable(data: bytes) -> str:
    """Short display form of a token for a chip (docs/rules.md s8).

    Printable text (see :func:`is_printable_text`) is shown as text with space as
    ``"␣"``, tab as ``"→"``, newline as ``"↵"`` and carriage return as ``"\\r"``;
    anything else (control characters included) as hex.

    Args:
        data: any bytes.

    Returns:
        For example ``"␣the"`` for ``b" the"`` and ``"20 d0"`` for ``b" \\xd0"``; empty
        bytes give ``""``.
    """
    if not is_printable_text(data):
        return hex_bytes(data)
    return "".join(_VISIBLE_WHITESPACE.get(ch, ch) for ch in data.decode("utf-8"))


def describe_token(token_id: int | str, data: bytes) -> str:
    """Tooltip text for a token: ID, hex bytes and UTF-8 status (docs/rules.md s8).

    Args:
        token_id: the token's ID, or its display form (``"555 (559)"``, see
            :meth:`~bpe_viewer.core.run.TrainingRun.id_label`).
        data: the token's bytes.

    Returns:
        For example ``"256: 20 d0 (incomplete: lead byte d0 expects 1 continuation
        byte)"`` or ``"104: 68 (valid UTF-8)"``.
    """
    return f"{token_id}: {hex_bytes(data)} ({utf8_status(data)})"


def escape_text(data: bytes) -> str:
    """Bytes as text for the command line: UTF-8 where valid, ``\\xNN`` elsewhere.

    Every byte that is not part of a well-formed UTF-8 character is shown as ``\\xNN``
    (lowercase). A literal backslash is doubled, so the output is unambiguous and the
    bytes can be recovered from it. Other characters, including newlines, are kept.

    Args:
        data: any bytes.

    Returns:
        For example ``"a\\xffb"`` for ``b"a\\xffb"`` and ``"\\xd0"`` for ``b"\\xd0"``.
    """
    return data.replace(b"\\", b"\\\\").decode("utf-8", errors="backslashreplace")


_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_HEX_SEPARATORS = frozenset(" \t\r\n,")


def parse_hex(text: str) -> bytes:
    """Bytes written as pairs of hex digits, optionally separated by spaces or commas.

    Case-insensitive; ``"20 d0 b0"``, ``"20d0b0"`` and ``"20,D0,B0"`` all give
    ``b" \\xd0\\xb0"``. Separators may only fall between bytes. Positions in messages are
    0-based character indexes of ``text``.

    >>> parse_hex("20 d0,B0")
    b' \\xd0\\xb0'

    Raises:
        ValueError: for a character that is neither a hex digit nor a separator, or a
            digit group with an odd number of digits, naming its position.
    """
    out = bytearray()
    group_start = -1
    for pos, ch in enumerate(text + " "):
        if ch in _HEX_SEPARATORS:
            if group_start >= 0:
                group = text[group_start:pos]
                if len(group) % 2:
                    raise ValueError(
                        f"{group!r} at position {group_start} has an odd number of "
                        f"hex digits (each byte is two digits)"
                    )
                out += bytes.fromhex(group)
                group_start = -1
        elif ch in _HEX_DIGITS:
            if group_start < 0:
                group_start = pos
        else:
            raise ValueError(
                f"character {ch!r} at position {pos} is not a hex digit "
                f"(expected 0-9, a-f, spaces or commas)"
            )
    return bytes(out)


def lone_surrogate(text: str) -> str | None:
    """Why ``text`` has no UTF-8 bytes, or None when it has.

    A ``str`` from JSON (``"ab\\ud800"``) or from Python may hold a lone surrogate
    (U+D800..U+DFFF), which UTF-8 cannot encode (RFC 3629). Word tables are checked with
    this before any work, so such a word is one clear line, never a codec traceback.

    Example:
        >>> lone_surrogate("ab\\ud800")
        'a lone surrogate (\\\\ud800) at character 3, which has no UTF-8 bytes'
        >>> lone_surrogate("abc") is None
        True
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        return (
            f"a lone surrogate (\\u{ord(text[err.start]):04x}) at character {err.start + 1}, "
            "which has no UTF-8 bytes"
        )
    return None
