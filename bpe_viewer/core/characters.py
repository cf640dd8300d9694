"""Characters over bytes: partial decoding, bit patterns and characters across tokens.

A byte-level BPE token may hold a fragment of a UTF-8 character: token 256 of the
learn_llm corpus is ``20 d0``, a space and the first byte of a Cyrillic letter. These
pure functions describe such bytes precisely, in the style of :mod:`bpe_viewer.core.render`
(docs/rules.md s8):

- :func:`decode_parts` splits bytes into readable text and named fragments;
  :func:`partial_readable` gives the short form (``␣⟨d0…⟩``) and
  :func:`partial_description` the long one
  (``␣ + ⟨d0: first byte of a 2-byte character U+0400..U+043F⟩``).
- :func:`bit_pattern` shows one byte's bits and its UTF-8 role (``110 10000``, lead byte
  of a 2-byte character).
- :func:`character_spans` maps the characters of a token sequence onto the tokens that
  hold their bytes, and :func:`split_edges` says which token edges fall inside a
  character.

Validity follows RFC 3629 as Python's strict decoder does (no overlong forms, no
surrogates, nothing above U+10FFFF).

Example:
    >>> partial_readable(bytes([0x20, 0xD0]))
    '␣⟨d0…⟩'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bpe_viewer.core.render import format_count, hex_bytes

__all__ = [
    "CharacterSpan",
    "DecodedPart",
    "bit_pattern",
    "bit_patterns",
    "character_spans",
    "decode_parts",
    "partial_description",
    "partial_readable",
    "split_edges",
    "utf8_sequence_length",
]

#: Display substitutes for whitespace, as in :func:`bpe_viewer.core.render.readable`.
_VISIBLE_WHITESPACE = {" ": "\u2423", "\t": "\u2192", "\n": "\u21b5", "\r": "\\r"}
#: Smallest code point of an n-byte character (shorter forms are overlong).
_MIN_CODE = {2: 0x80, 3: 0x800, 4: 0x10000}

PartKind = Literal["text", "fragment"]


@dataclass(frozen=True, slots=True)
class DecodedPart:
    """One piece of a partial decode.

    Attributes:
        kind: ``text`` (printable characters) or ``fragment`` (bytes that are not
            readable text on their own: part of a character, an invalid byte, or an
            invisible character).
        data: the bytes of this piece.
        text: for ``text``, the characters with visible whitespace (``␣`` for space);
            for ``fragment``, the short form such as ``⟨d0…⟩``.
        note: for ``fragment``, what the bytes are, e.g. ``first byte of a 2-byte
            character U+0400..U+043F``; empty for ``text``.
    """

    kind: PartKind
    data: bytes
    text: str
    note: str = ""

    @property
    def long_text(self) -> str:
        """The long form: text as is, a fragment as ``⟨hex: note⟩``."""
        if self.kind == "text":
            return self.text
        return f"\u27e8{hex_bytes(self.data)}: {self.note}\u27e9"


def utf8_sequence_length(lead: int) -> int:
    """Bytes of a UTF-8 character starting with byte ``lead``: 1 to 4, or 0 when ``lead``
    never starts one (a continuation byte, C0, C1 or F5..FF; RFC 3629).

    Example:
        >>> utf8_sequence_length(0xD0), utf8_sequence_length(0x80)
        (2, 0)
    """
    if lead < 0x80:
        return 1
    if 0xC2 <= lead <= 0xDF:
        return 2
    if 0xE0 <= lead <= 0xEF:
        return 3
    if 0xF0 <= lead <= 0xF4:
        return 4
    return 0


def _first_continuation_range(lead: int) -> tuple[int, int]:
    """Allowed range of the first continuation byte after ``lead`` (RFC 3629 table)."""
    return {0xE0: (0xA0, 0xBF), 0xED: (0x80, 0x9F), 0xF0: (0x90, 0xBF), 0xF4: (0x80, 0x8F)}.get(
        lead, (0x80, 0xBF)
    )


def _valid_prefix(data: bytes, start: int) -> int:
    """How many bytes from ``start`` form a valid (possibly incomplete) character prefix.

    Returns 0 when ``data[start]`` cannot start a character, else 1..n where n is the
    character's length; a result below n means the data ends or breaks off early.
    """
    lead = data[start]
    need = utf8_sequence_length(lead)
    if need <= 1:
        return need
    lo, hi = _first_continuation_range(lead)
    got = 1
    while got < need and start + got < len(data):
        c = data[start + got]
        if not (lo <= c <= hi):
            break
        lo, hi = 0x80, 0xBF
        got += 1
    return got


def _code_range(prefix: bytes, need: int) -> tuple[int, int]:
    """Code points a character of ``need`` bytes starting with ``prefix`` can have."""
    lead = prefix[0]
    lo_first, hi_first = _first_continuation_range(lead)
    low = [lead]
    high = [lead]
    for j in range(1, need):
        if j < len(prefix):
            low.append(prefix[j])
            high.append(prefix[j])
        elif j == 1:
            low.append(lo_first)
            high.append(hi_first)
        else:
            low.append(0x80)
            high.append(0xBF)
    return ord(bytes(low).decode("utf-8")), ord(bytes(high).decode("utf-8"))


def _plural(n: int, word: str) -> str:
    return format_count(n, word)


def _invisible_note(ch: str) -> str:
    name = unicodedata.name(ch, "")
    category = unicodedata.category(ch)
    kind = {
        "Cc": "a control character",
        "Cf": "an invisible format character",
        "Zs": "a space character",
        "Zl": "a line separator",
        "Zp": "a paragraph separator",
        "Co": "a private-use character",
        "Cn": "an unassigned code point",
    }.get(category, "not shown as text")
    return f"U+{ord(ch):04X} {name}, {kind}" if name else f"U+{ord(ch):04X}, {kind}"


def decode_parts(data: bytes) -> list[DecodedPart]:
    """Split bytes into readable text and named fragments (docs/rules.md s8).

    Printable characters (and space, tab, newline, carriage return) become ``text``
    parts; everything else becomes a ``fragment`` with a short form and a note:

    - the start of a character cut off by the end of the data:
      ``d0`` is ``⟨d0…⟩``, "first byte of a 2-byte character U+0400..U+043F";
    - continuation bytes at the very start (the end of a character begun in an earlier
      token): ``b0`` is ``⟨…b0⟩``;
    - bytes no UTF-8 text holds there: ``ff`` is ``⟨ff⟩``, "never valid in UTF-8";
    - valid but invisible characters (controls, format characters such as U+200D,
      non-ASCII spaces): ``⟨00⟩``, "U+0000, a control character".

    Args:
        data: any bytes; empty bytes give an empty list.

    Returns:
        The parts in order; their ``data`` concatenate to ``data``.
    """
    parts: list[DecodedPart] = []
    text: list[str] = []
    text_start = 0
    i = 0
    n = len(data)

    def flush(end: int) -> None:
        if text:
            parts.append(DecodedPart("text", data[text_start:end], "".join(text)))
            text.clear()

    # Leading continuation bytes: the tail of a character begun before these bytes.
    while i < n and 0x80 <= data[i] <= 0xBF:
        i += 1
    if i:
        tail = data[:i]
        parts.append(
            DecodedPart(
                "fragment",
                tail,
                f"\u27e8\u2026{hex_bytes(tail)}\u27e9",
                f"{'last byte' if i == 1 else f'last {i} bytes'} of a character begun "
                f"before (continuation byte{'s' if i != 1 else ''} 10xxxxxx)",
            )
        )
    text_start = i
    while i < n:
        got = _valid_prefix(data, i)
        need = utf8_sequence_length(data[i])
        if got and got == need:
            ch = data[i : i + need].decode("utf-8")
            if ch.isprintable() or ch in _VISIBLE_WHITESPACE:
                if not text:
                    text_start = i
                text.append(_VISIBLE_WHITESPACE.get(ch, ch))
            else:
                flush(i)
                piece = data[i : i + need]
                parts.append(
                    DecodedPart(
                        "fragment", piece, f"\u27e8{hex_bytes(piece)}\u27e9", _invisible_note(ch)
                    )
                )
            i += need
            continue
        flush(i)
        if got and i + got == n:
            piece = data[i:]
            low, high = _code_range(piece, need)
            which = "first byte" if got == 1 else f"first {got} bytes"
            parts.append(
                DecodedPart(
                    "fragment",
                    piece,
                    f"\u27e8{hex_bytes(piece)}\u2026\u27e9",
                    f"{which} of a {need}-byte character U+{low:04X}..U+{high:04X}",
                )
            )
            i = n
            continue
        if got:
            piece = data[i : i + got]
            note = (
                f"start of a {need}-byte character, but byte {data[i + got]:02x} does not "
                f"continue it"
            )
            parts.append(DecodedPart("fragment", piece, f"\u27e8{hex_bytes(piece)}\u27e9", note))
            i += got
            continue
        b = data[i]
        if 0x80 <= b <= 0xBF:
            note = "continuation byte with no lead byte before it"
        else:
            note = "never valid in UTF-8"
        piece = data[i : i + 1]
        parts.append(DecodedPart("fragment", piece, f"\u27e8{hex_bytes(piece)}\u27e9", note))
        i += 1
    flush(n)
    return parts


def partial_readable(data: bytes) -> str:
    """Short partial decode for table cells, e.g. ``␣⟨d0…⟩`` for ``20 d0``.

    Text parts as text (whitespace visible), fragments as ``⟨hex⟩`` with ``…`` where a
    character continues in a neighbouring token (docs/rules.md s8).
    """
    return "".join(p.text for p in decode_parts(data))


def text_with_hex(data: bytes) -> str:
    """Bytes as text for a label: printable characters and space, tab, newline and
    carriage return as they are; every run of other bytes (control characters, invalid
    UTF-8, a character cut off) as one ``⟨hex⟩``, as the chips mark them
    (docs/rules.md s8). ``b"\x7fELF\x02\x01"`` gives ``"⟨7f⟩ELF⟨02 01⟩"``.
    """
    out: list[str] = []
    run = b""
    for part in decode_parts(data):
        if part.kind == "fragment":
            run += part.data
            continue
        if run:
            out.append(f"\u27e8{hex_bytes(run)}\u27e9")
            run = b""
        out.append(part.data.decode("utf-8"))
    if run:
        out.append(f"\u27e8{hex_bytes(run)}\u27e9")
    return "".join(out)


def text_preview(data: bytes, limit: int) -> str:
    """The start of ``data`` as one line of at most ``limit`` characters for a preview:
    :func:`text_with_hex` (control bytes and invalid UTF-8 as ``⟨1b⟩``, never as boxes)
    of whole characters (a character cut off at the end is left out), line ends and tabs
    written ``\\n``, ``\\r`` and ``\\t``, and ``…`` when more follows.

    Example: ``text_preview(b"\\x1b[1mbold\\n", 20) == "⟨1b⟩[1mbold\\\\n"``.
    """
    end = min(len(data), limit * 4 + 4)
    for _ in range(3):  # not inside a character: a cut-off one is not invalid bytes
        if 0 < end < len(data) and 0x80 <= data[end] <= 0xBF:
            end -= 1
    text = text_with_hex(data[:end])
    text = text.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t")
    if len(text) > limit:
        return text[: limit - 1] + "…"
    return text + ("…" if end < len(data) else "")


def partial_description(data: bytes) -> str:
    """Long partial decode, parts joined by `` + ``.

    Example:
        ``20 d0`` gives ``␣ + ⟨d0: first byte of a 2-byte character U+0400..U+043F⟩``.
    """
    return " + ".join(p.long_text for p in decode_parts(data))


def bit_pattern(byte: int) -> tuple[str, str]:
    """One byte's bits, split where UTF-8 puts its marker, and the byte's UTF-8 role.

    Args:
        byte: 0..255.

    Returns:
        ``(bits, role)``, e.g. ``("110 10000", "lead byte of a 2-byte character
        (110xxxxx)")`` for 0xd0, ``("10 110000", "continuation byte (10xxxxxx)")`` for
        0xb0, ``("0 1100001", "ASCII (0xxxxxxx)")`` for ``a``.

    Raises:
        ValueError: for a value outside 0..255.
    """
    if not 0 <= byte <= 0xFF:
        raise ValueError(f"not a byte: {byte}")
    bits = f"{byte:08b}"
    if byte < 0x80:
        return f"{bits[0]} {bits[1:]}", "ASCII (0xxxxxxx)"
    if byte <= 0xBF:
        return f"{bits[:2]} {bits[2:]}", "continuation byte (10xxxxxx)"
    need = utf8_sequence_length(byte)
    if need == 0:
        return bits, "never valid in UTF-8"
    marker = need + 1
    pattern = "1" * need + "0" + "x" * (8 - marker)
    return (
        f"{bits[:marker]} {bits[marker:]}",
        f"lead byte of a {need}-byte character ({pattern})",
    )


def bit_patterns(data: bytes) -> list[str]:
    """One line per byte: ``d0  110 10000  lead byte of a 2-byte character (110xxxxx)``."""
    lines = []
    for b in data:
        bits, role = bit_pattern(b)
        lines.append(f"{b:02x}  {bits:<9}  {role}")
    return lines


@dataclass(frozen=True, slots=True)
class CharacterSpan:
    """One character of a token sequence and the tokens holding its bytes.

    Attributes:
        text: the character; empty for a byte that is not part of a valid character.
        byte_start: offset of its first byte in the sequence's bytes.
        byte_end: offset after its last byte.
        first_token: index of the token holding its first byte.
        last_token: index of the token holding its last byte.
    """

    text: str
    byte_start: int
    byte_end: int
    first_token: int
    last_token: int

    @property
    def valid(self) -> bool:
        """False for an invalid byte (shown as hex, marked invalid)."""
        return bool(self.text)

    @property
    def split(self) -> bool:
        """True when the character's bytes lie in more than one token."""
        return self.first_token != self.last_token


def character_spans(
    pieces: Sequence[bytes], *, multibyte_only: bool = False
) -> list[CharacterSpan]:
    """The characters of a token sequence, each with the tokens holding its bytes.

    Args:
        pieces: the tokens' bytes in order (one entry per token).
        multibyte_only: keep only valid characters of two or more bytes and invalid
            bytes (what a byte-chip row needs drawn over it).

    Returns:
        Spans in order. A well-formed character is one span; every byte that is not part
        of one is a span of its own with empty ``text``. Empty tokens hold no byte.

    Example:
        ``[b" \\xd0", b"\\x9d"]`` (stage 1 of ``ru-river-dawn``) gives the space in
        token 0 and ``Н`` over tokens 0..1.
    """
    data = b"".join(pieces)
    owner: list[int] = []
    for index, piece in enumerate(pieces):
        owner.extend([index] * len(piece))
    spans: list[CharacterSpan] = []
    # Python's UTF-8 decoder finds the well-formed characters (RFC 3629, as
    # _valid_prefix reads them); every byte outside one comes out escaped on its own,
    # as a code point U+DC80..U+DCFF, which no well-formed character decodes to.
    i = 0
    for char in data.decode("utf-8", "surrogateescape"):
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:
            spans.append(CharacterSpan("", i, i + 1, owner[i], owner[i]))
            i += 1
            continue
        need = 1 if code < 0x80 else 2 if code < 0x800 else 3 if code < 0x10000 else 4
        if need > 1 or not multibyte_only:
            spans.append(CharacterSpan(char, i, i + need, owner[i], owner[i + need - 1]))
        i += need
    return spans


def split_edges(
    pieces: Sequence[bytes], spans: Sequence[CharacterSpan] | None = None
) -> list[tuple[bool, bool]]:
    """For each token, whether it starts and whether it ends inside a character.

    A token edge is split when it falls strictly inside a well-formed multi-byte
    character, e.g. ``[b" \\xd0", b"\\x9d"]`` gives ``[(False, True), (True, False)]``.

    Args:
        pieces: the tokens' bytes in order.
        spans: :func:`character_spans` of ``pieces`` when the caller has them already.

    Returns:
        One ``(starts_inside, ends_inside)`` pair per token.
    """
    edges = [[False, False] for _ in pieces]
    if spans is None:
        spans = character_spans(pieces, multibyte_only=True)
    for span in spans:
        if span.split:
            edges[span.first_token][1] = True
            edges[span.last_token][0] = True
            for middle in range(span.first_token + 1, span.last_token):
                if middle < len(edges):
                    edges[middle][0] = edges[middle][1] = True
    return [(a, b) for a, b in edges]
