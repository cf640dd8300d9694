"""A document's bytes as a hex editor shows them, with the token spans of any stage.

Pure functions and one small index class, shared by ``bpe-viewer hexdump`` and the
window's hex view:

- :func:`token_spans`: every token of a document at a stage as ``(offset, length,
  token_id)``, covering every byte exactly once, in order.
- :class:`DocumentSpans`: the same spans for a byte range only, for documents too large
  to rebuild whole (a 50 MB single-line document): block checkpoints of the final
  tokens' byte offsets are computed on demand from either end, and only the final tokens
  that overlap the range are expanded to the stage (docs/rules.md s9).
- :func:`text_cells`: the text column: each byte as the UTF-8 character it starts, a
  continuation of the character before, a control character or an invalid byte.
- :func:`hexdump_lines`: the terminal format, one line per 16 bytes.
- :func:`find_bytes`, :func:`parse_hex_pattern`: Find in the hex view.

Nothing here imports Qt.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Literal

from bpe_viewer.core.characters import utf8_sequence_length
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = [
    "BYTES_PER_LINE",
    "CONTINUATION_MARK",
    "CONTROL_MARK",
    "DocumentSpans",
    "TextCell",
    "TokenSpan",
    "find_bytes",
    "count_matches",
    "find_match",
    "hexdump_json",
    "hexdump_lines",
    "parse_hex_pattern",
    "text_cells",
    "text_search_pattern",
    "token_spans",
]

#: Bytes shown on one line of the dump and one row of the hex view.
BYTES_PER_LINE = 16
#: Text column mark of a control character or a byte that is not part of valid UTF-8.
CONTROL_MARK = "."
#: Text column mark of a continuation byte of a character shown at an earlier byte.
CONTINUATION_MARK = "\u00b7"


@dataclass(frozen=True, slots=True)
class TokenSpan:
    """One token of a document at a stage, as a byte range.

    Attributes:
        offset: byte offset of the token's first byte in the document.
        length: number of bytes (at least 1).
        token_id: the token's ID at that stage.
    """

    offset: int
    length: int
    token_id: int

    @property
    def end(self) -> int:
        """Offset just past the token's last byte."""
        return self.offset + self.length


def _expand(token_id: int, limit: int, special_base: int, run: TrainingRun) -> list[int]:
    """The tokens a final token stands for at a stage whose new IDs stop below ``limit``."""
    if token_id < limit or token_id >= special_base:
        return [token_id]
    out: list[int] = []
    stack = [token_id]
    rules = run.rules
    while stack:
        t = stack.pop()
        if t < limit or t >= special_base:
            out.append(t)
        else:
            rule = rules[t - BYTE_COUNT]
            stack.append(rule.right)
            stack.append(rule.left)
    return out


def token_spans(run: TrainingRun, document_index: int, stage: int) -> list[TokenSpan]:
    """Every token of a document at ``stage`` as a byte span, in order.

    The spans cover every byte of the document exactly once; their IDs are
    ``run.tokens_at(document_index, stage)`` (docs/rules.md s2.8, s9).

    Args:
        run: the training record.
        document_index: index into ``run.documents``.
        stage: 0 (raw bytes) to ``run.merge_count``.

    Returns:
        For ``aaa`` at stage 1 of the ``aaa``/``aba`` example:
        ``[TokenSpan(0, 2, 256), TokenSpan(2, 1, 97)]``.

    Raises:
        IndexError: for a bad document index or stage.
    """
    spans: list[TokenSpan] = []
    offset = 0
    for token in run.tokens_at(document_index, stage):
        length = len(run.token_bytes(token))
        spans.append(TokenSpan(offset, length, token))
        offset += length
    return spans


class DocumentSpans:
    """Token spans and bytes of one document for any byte range at any stage.

    Cost grows with the range asked for, not with the document: the byte offset of
    every ``block``-th final token is found on demand, walking from the nearest known
    checkpoint at either end of the document, and kept. :meth:`prepare` fills the
    checkpoints ahead of time in small steps (the window calls it while idle).

    Args:
        run: the training record.
        document_index: index into ``run.documents``.
        block: final tokens between two checkpoints.

    Raises:
        IndexError: for a bad document index.
    """

    def __init__(self, run: TrainingRun, document_index: int, *, block: int = 2048) -> None:
        if not 0 <= document_index < len(run.documents):
            raise IndexError(f"document {document_index} outside 0..{len(run.documents) - 1}")
        self.run = run
        self.document_index = document_index
        self._final = run.final_token_array(document_index)
        self._lengths = [len(run.token_bytes(t)) for t in range(run.vocabulary_size())]
        self._block = max(1, block)
        blocks = -(-len(self._final) // self._block)
        self._starts = array("q", [-1]) * (blocks + 1)
        self._starts[0] = 0
        self._starts[blocks] = run.documents[document_index].byte_length
        self._head = 0  # checkpoints 0..head are known
        self._tail = blocks  # and tail..blocks
        self._blocks = blocks
        self._expanded: dict[tuple[int, int], list[int]] = {}

    @property
    def size(self) -> int:
        """The document's length in bytes."""
        return self._starts[self._blocks]

    @property
    def prepared(self) -> bool:
        """True once every checkpoint is known (every lookup is then a bisection)."""
        return self._head >= self._tail

    def _block_length(self, j: int) -> int:
        b = self._block
        return sum(map(self._lengths.__getitem__, self._final[j * b : (j + 1) * b]))

    def prepare(self, blocks: int = 256) -> bool:
        """Compute up to ``blocks`` more checkpoints; returns :attr:`prepared`."""
        starts = self._starts
        for _ in range(blocks):
            if self._head + 1 >= self._tail:
                self._head = self._tail
                break
            starts[self._head + 1] = starts[self._head] + self._block_length(self._head)
            self._head += 1
        return self.prepared

    def _block_of(self, offset: int) -> int:
        """Block ``j`` with ``starts[j] <= offset < starts[j + 1]``, for ``0 <= offset < size``."""
        starts = self._starts
        while True:
            if self.prepared:
                return bisect_right(starts, offset) - 1
            if offset < starts[self._head]:
                return bisect_right(starts, offset, 0, self._head + 1) - 1
            if offset >= starts[self._tail]:
                return bisect_right(starts, offset, self._tail, self._blocks + 1) - 1
            if offset - starts[self._head] <= starts[self._tail] - offset:
                while self._head < self._tail and starts[self._head] <= offset:
                    if self._head + 1 < self._tail:
                        starts[self._head + 1] = starts[self._head] + self._block_length(self._head)
                    self._head += 1
            else:
                while self._tail > self._head and starts[self._tail] > offset:
                    if self._tail - 1 > self._head:
                        starts[self._tail - 1] = starts[self._tail] - self._block_length(
                            self._tail - 1
                        )
                    self._tail -= 1

    def _stage_tokens(self, token: int, stage: int) -> list[int]:
        key = (token, stage)
        parts = self._expanded.get(key)
        if parts is None:
            if len(self._expanded) > 4096:
                self._expanded.clear()
            run = self.run
            parts = _expand(token, BYTE_COUNT + stage, run.special_base, run)
            self._expanded[key] = parts
        return parts

    def _final_from(self, offset: int) -> tuple[int, int]:
        """(index of the final token holding ``offset``, that token's start offset)."""
        j = self._block_of(offset)
        index = j * self._block
        start = self._starts[j]
        lengths = self._lengths
        final = self._final
        while True:
            end = start + lengths[final[index]]
            if end > offset:
                return index, start
            start = end
            index += 1

    def spans(self, start: int, end: int, stage: int) -> list[TokenSpan]:
        """The tokens at ``stage`` that overlap the bytes ``start..end - 1``, in order.

        Args:
            start: first byte offset (clamped to the document).
            end: offset just past the last byte (clamped).
            stage: 0 to ``run.merge_count``.

        Raises:
            IndexError: for a stage outside the run.
        """
        if not 0 <= stage <= self.run.merge_count:
            raise IndexError(f"stage {stage} outside 0..{self.run.merge_count}")
        start = max(0, start)
        end = min(end, self.size)
        if start >= end:
            return []
        index, offset = self._final_from(start)
        lengths = self._lengths
        final = self._final
        out: list[TokenSpan] = []
        while offset < end and index < len(final):
            for part in self._stage_tokens(final[index], stage):
                length = lengths[part]
                if offset + length > start and offset < end:
                    out.append(TokenSpan(offset, length, part))
                offset += length
            index += 1
        return out

    def spans_with_parity(self, start: int, end: int, stage: int) -> tuple[list[TokenSpan], int]:
        """:meth:`spans`, and the parity (0 or 1) of the first one for alternating colours.

        Parity alternates token by token from the enclosing checkpoint, which is a token
        boundary at every stage, so it does not depend on where the range starts.

        Raises:
            IndexError: for a stage outside the run.
        """
        spans = self.spans(start, end, stage)
        if not spans:
            return spans, 0
        first = spans[0].offset
        j = self._block_of(first)
        index = j * self._block
        offset = self._starts[j]
        lengths = self._lengths
        final = self._final
        count = 0
        while offset < first:
            token = final[index]
            if offset + lengths[token] <= first:
                count += len(self._stage_tokens(token, stage))
                offset += lengths[token]
                index += 1
                continue
            for part in self._stage_tokens(token, stage):
                if offset >= first:
                    break
                count += 1
                offset += lengths[part]
            break
        return spans, count % 2

    def winner_windows(
        self, start: int, end: int, stage: int
    ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """Byte ranges of round ``stage``'s winning pair near ``start..end - 1``.

        Returns:
            ``(counted, replaced)``: each a list of ``(offset, length)`` windows that
            overlap the range. Counted windows are every adjacent pair of tokens at
            ``stage`` equal to the rule's (left, right), overlaps included, never across
            a pre-tokenization piece start (docs/rules.md s2.2, s4); replaced windows are
            the ones the left-to-right pass merged, i.e. the new token's spans at
            ``stage + 1`` (docs/rules.md s2.5). Both are empty at the last stage.
        """
        run = self.run
        if not 0 <= stage < run.merge_count:
            return [], []
        rule = run.rules[stage]
        spans = self.spans(start, end, stage)
        if not spans:
            return [], []
        spans = self.spans(spans[0].offset - 1, spans[-1].end + 1, stage)
        barriers = run.piece_starts(self.document_index) if run.pretokenizer != "none" else ()
        counted = [
            (a.offset, a.length + b.length)
            for a, b in pairwise(spans)
            if a.token_id == rule.left and b.token_id == rule.right and b.offset not in barriers
        ]
        counted = [w for w in counted if w[0] < end and w[0] + w[1] > start]
        replaced = [
            (s.offset, s.length)
            for s in self.spans(start, end, stage + 1)
            if s.token_id == rule.token_id
        ]
        return counted, replaced

    def span_at(self, offset: int, stage: int) -> TokenSpan:
        """The token at ``stage`` holding byte ``offset``.

        Raises:
            IndexError: for an offset outside the document or a bad stage.
        """
        if not 0 <= offset < self.size:
            raise IndexError(f"offset {offset} outside 0..{self.size - 1}")
        return self.spans(offset, offset + 1, stage)[0]

    def data(self, start: int, end: int) -> bytes:
        """The document's bytes ``start..end - 1`` (clamped to the document)."""
        start = max(0, start)
        end = min(end, self.size)
        if start >= end:
            return b""
        index, offset = self._final_from(start)
        final = self._final
        vocab = self.run.token_bytes
        pieces: list[bytes] = []
        pos = offset
        while pos < end and index < len(final):
            piece = vocab(final[index])
            pieces.append(piece)
            pos += len(piece)
            index += 1
        joined = b"".join(pieces)
        return joined[start - offset : end - offset]


# ---------------------------------------------------------------------- text column

CellKind = Literal["char", "continuation", "control", "invalid"]


@dataclass(frozen=True, slots=True)
class TextCell:
    """How one byte appears in the text column.

    Attributes:
        kind: ``char`` (the first byte of a character, or an ASCII byte), ``continuation``
            (a later byte of a valid multi-byte character), ``control`` (a byte of a
            character that is not printable: control, format, unassigned, line breaks)
            or ``invalid`` (not part of well-formed UTF-8, docs/rules.md s8).
        text: the character for ``char``, else ``""``.
        length: bytes of the character this byte belongs to (1 for ``invalid``).
    """

    kind: CellKind
    text: str
    length: int


def text_cells(data: bytes, first: int, count: int) -> list[TextCell]:
    """The text column for ``data[first:first + count]``.

    ``data`` may hold up to three bytes of context before ``first`` and after the range
    (a character that starts before the range marks its bytes as continuations; one that
    ends after it is still shown at its first byte). Validity is strict UTF-8 (RFC 3629).
    Space is a character; tab, line breaks and other controls are ``control``.

    Args:
        data: bytes around the range.
        first: index in ``data`` of the first byte to describe.
        count: bytes to describe.

    Returns:
        One :class:`TextCell` per byte of the range.
    """
    cells: list[TextCell] = []
    stop = min(len(data), first + count)
    covered_until = 0
    owner_length = 1
    owner_kind: CellKind = "char"
    i = max(0, first - 3)
    while i < stop:
        if i < covered_until:
            if i >= first:
                kind: CellKind = "continuation" if owner_kind == "char" else "control"
                cells.append(TextCell(kind, "", owner_length))
            i += 1
            continue
        n = utf8_sequence_length(data[i])
        cell: TextCell
        if n == 0 or i + n > len(data):
            cell = TextCell("invalid", "", 1)
            n = 1
        else:
            try:
                ch = data[i : i + n].decode("utf-8")
            except UnicodeDecodeError:
                cell = TextCell("invalid", "", 1)
                n = 1
            else:
                if ch.isprintable():
                    cell = TextCell("char", ch, n)
                else:
                    cell = TextCell("control", "", n)
        covered_until = i + n
        owner_length = n
        owner_kind = cell.kind
        if i >= first:
            cells.append(cell)
        i += 1
    return cells


def _terminal_text(cells: Sequence[TextCell]) -> str:
    """Text column for a terminal: one column per byte where the font allows.

    A wide character (East Asian wide or full-width, most emoji) fills the column of its
    first continuation byte too; a combining mark is drawn on a dotted circle.
    """
    out: list[str] = []
    skip = False
    for cell in cells:
        if cell.kind == "char":
            ch = cell.text
            if unicodedata.combining(ch) or unicodedata.category(ch) == "Me":
                ch = "\u25cc" + ch
            out.append(ch)
            skip = cell.length > 1 and unicodedata.east_asian_width(cell.text) in ("W", "F")
        elif cell.kind == "continuation":
            if skip:
                skip = False
                continue
            out.append(CONTINUATION_MARK)
        else:
            skip = False
            out.append(CONTROL_MARK)
    return "".join(out)


# ---------------------------------------------------------------------- terminal dump


def hexdump_lines(
    data: bytes,
    spans: Sequence[TokenSpan],
    *,
    legend: str | None = None,
) -> Iterator[str]:
    """The dump of a document, one line per :data:`BYTES_PER_LINE` bytes.

    Each line: the offset as 8 hex digits, two spaces, the bytes in hex separated by a
    space, or by ``|`` where the two bytes belong to different tokens, padded so the
    text columns align, two spaces, then the text column (:func:`text_cells`: a
    character at its first byte, ``·`` for its other bytes, ``.`` for control and
    invalid bytes). For ``aaa`` at stage 1 (tokens ``aa``, ``a``)::

        00000000  61 61|61                                          aaa

    Args:
        data: the document's bytes.
        spans: its tokens (:func:`token_spans`), covering every byte once.
        legend: a first line to print before the dump, if any.

    Yields:
        Lines without a newline.
    """
    if legend is not None:
        yield legend
    starts = bytearray(len(data) + 1)
    for span in spans:
        starts[span.offset] = 1
    width = BYTES_PER_LINE * 3 - 1
    for base in range(0, len(data), BYTES_PER_LINE):
        row = data[base : base + BYTES_PER_LINE]
        parts: list[str] = []
        for k, byte in enumerate(row):
            if k:
                parts.append("|" if starts[base + k] else " ")
            parts.append(f"{byte:02x}")
        hex_column = "".join(parts).ljust(width)
        context = data[max(0, base - 3) : base + len(row) + 3]
        cells = text_cells(context, base - max(0, base - 3), len(row))
        yield f"{base:08x}  {hex_column}  {_terminal_text(cells)}"


def hexdump_json(document_id: str, stage: int, spans: Sequence[TokenSpan]) -> dict[str, object]:
    """The JSON form of ``bpe-viewer hexdump --format json``.

    Returns:
        ``{"document": ID, "stage": R, "tokens": [{"offset", "length", "token_id"}, ...]}``.
    """
    return {
        "document": document_id,
        "stage": stage,
        "tokens": [{"offset": s.offset, "length": s.length, "token_id": s.token_id} for s in spans],
    }


# ---------------------------------------------------------------------- find

_HEX_PATTERN = re.compile(r"[0-9A-Fa-f\s,]*\Z")


def parse_hex_pattern(text: str) -> bytes:
    """Bytes from a hex search pattern such as ``d0 b0``, ``d0b0`` or ``D0,B0``.

    Raises:
        ValueError: naming the problem (a character that is not a hex digit, an odd
            number of digits, or an empty pattern).
    """
    if not _HEX_PATTERN.match(text):
        bad = next(ch for ch in text if not (ch in "0123456789abcdefABCDEF," or ch.isspace()))
        raise ValueError(f"not a hex pattern: {bad!r} is not a hex digit")
    digits = re.sub(r"[\s,]", "", text)
    if not digits:
        raise ValueError("empty pattern")
    if len(digits) % 2:
        raise ValueError(f"not a hex pattern: {len(digits)} digits (two per byte)")
    return bytes.fromhex(digits)


def find_bytes(data: bytes, pattern: bytes, start: int, *, backward: bool = False) -> int | None:
    """Offset of the next occurrence of ``pattern`` at or after ``start`` (or the previous
    one strictly before ``start`` when ``backward``), wrapping around the document.

    Returns:
        The offset, or None when ``pattern`` does not occur (or is empty).
    """
    if not pattern:
        return None
    if backward:
        found = data.rfind(pattern, 0, max(0, start - 1 + len(pattern)))
        if found < 0:
            found = data.rfind(pattern)
    else:
        found = data.find(pattern, max(0, start))
        if found < 0:
            found = data.find(pattern)
    return None if found < 0 else found


#: A Find pattern: exact bytes, or a compiled pattern over bytes (text in any case).
SearchPattern = bytes | re.Pattern[bytes]

#: Bytes searched at a time, growing, when looking back for the previous match.
_BACK_STEP = 1 << 16


def text_search_pattern(text: str, *, match_case: bool = False) -> re.Pattern[bytes]:
    """A pattern over UTF-8 bytes that matches ``text``; without ``match_case`` each
    letter matches in any case (its lower, upper and title forms of one character), so
    ``river`` finds ``River`` and ``мир`` finds ``МИР`` (not only ASCII letters).

    Raises:
        ValueError: for empty ``text``.
    """
    if not text:
        raise ValueError("empty pattern")
    parts: list[bytes] = []
    for ch in text:
        forms = {ch}
        if not match_case:
            forms |= {f for f in (ch.lower(), ch.upper(), ch.title()) if len(f) == 1}
        encoded = sorted(f.encode("utf-8") for f in forms)
        escaped = [re.escape(e) for e in encoded]
        parts.append(escaped[0] if len(escaped) == 1 else b"(?:" + b"|".join(escaped) + b")")
    return re.compile(b"".join(parts))


def find_match(
    data: bytes, pattern: SearchPattern, start: int, *, backward: bool = False, wrap: bool = True
) -> tuple[int, int] | None:
    """The next match of ``pattern`` at or after ``start`` (or the previous one starting
    strictly before ``start`` when ``backward``), wrapping around the document unless
    ``wrap`` is False.

    Args:
        pattern: exact bytes (as :func:`find_bytes`) or a pattern from
            :func:`text_search_pattern`.

    Returns:
        ``(offset, length)`` of the match in bytes, or None.
    """
    if isinstance(pattern, bytes):
        if not pattern:
            return None
        if not wrap:
            if backward:
                at = data.rfind(pattern, 0, max(0, start - 1 + len(pattern)))
            else:
                at = data.find(pattern, max(0, start))
            return None if at < 0 else (at, len(pattern))
        offset = find_bytes(data, pattern, start, backward=backward)
        return None if offset is None else (offset, len(pattern))
    if backward:
        match = _last_match_before(data, pattern, max(0, start))
        if match is None and wrap:
            match = _last_match_before(data, pattern, len(data) + 1)
        return match
    found = pattern.search(data, max(0, start))
    if found is None and wrap:
        found = pattern.search(data)
    return None if found is None else (found.start(), found.end() - found.start())


def _last_match_before(
    data: bytes, pattern: re.Pattern[bytes], before: int
) -> tuple[int, int] | None:
    """The last match of ``pattern`` starting before ``before``, looking back a growing
    stretch at a time (a long document is not scanned from its start)."""
    step, low = _BACK_STEP, max(0, before - _BACK_STEP)
    while True:
        last = None
        for found in pattern.finditer(data, low):
            if found.start() >= before:
                break
            last = found
        if last is not None:
            return last.start(), last.end() - last.start()
        if low == 0:
            return None
        step *= 2
        low = max(0, low - step)


def count_matches(data: bytes, pattern: SearchPattern) -> int:
    """How many non-overlapping matches of ``pattern`` ``data`` holds."""
    if isinstance(pattern, bytes):
        return data.count(pattern) if pattern else 0
    return sum(1 for _ in pattern.finditer(data))
