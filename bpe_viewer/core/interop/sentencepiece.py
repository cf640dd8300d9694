"""SentencePiece BPE models (the protobuf ``.model`` of Llama 2 and Mistral's first tokenizers).

A SentencePiece model is a list of pieces (text with ``▁`` for a space, a score each),
a normalizer and trainer settings. Its BPE encoder normalizes the text (the model's
character map, a ``▁`` put before the text, spaces written as ``▁``), starts from the
characters and repeatedly merges the adjacent pair whose joined text is the piece of the
highest score, the leftmost first; a character that is no piece becomes its UTF-8 bytes
as ``<0xNN>`` pieces (byte fallback) or, without them, one ``<unk>`` for each run of such
characters.

The file is read with a small reader of the protobuf wire format, never executing
anything from it (:mod:`bpe_viewer.core.interop.sentencepiece_model`), and the model
becomes a byte-level merge table of this program, of kind ``table``
(:mod:`bpe_viewer.core.interop.sentencepiece_table`):

- bytes 0..255 are the base tokens; the first ranks join the UTF-8 bytes of each
  character that is a piece (``ж`` = ``d0 b6`` in one merge, a 3-byte character in
  two, the first of which may be shared), so that every known character is one token
  before any piece is merged;
- then one merge per piece of two or more characters, in the order of falling score
  (a piece made from one of lower score right after it): the last merge
  ``sentencepiece`` makes when it encodes the piece's own text, which is the only way
  the piece ever comes about in any text (the merges inside a whole token never depend
  on its neighbours). A piece that its own text never encodes to is never produced, and
  gets no rank;
- ``<unk>`` and the control pieces (``<s>``, ``</s>``) are the special tokens.

Encoding with all the rules runs SentencePiece's own BPE on the pieces
(:meth:`SentencePieceCodec.encode_tokens`), which gives exactly ``sentencepiece``'s IDs
also where pieces share a score (the leftmost pair first, which no rank order can say);
the ranks are what the explorer steps through, replays on a corpus and encodes a stage
with.

The table keeps the model's IDs (``source_ids``); a byte or partial character that no
piece holds has none of its own and is written by :class:`SentencePieceCodec` as
``sentencepiece`` writes it. The table's documents and token bytes are the normalized
text (``▁`` stays the three bytes ``e2 96 81``).

Models of another type (Unigram, word, char) are refused in one line, as are the
features this reader does not reproduce (user-defined and unused pieces, whitespace as
a suffix, a denormalizer, a score that is not a number).
"""

from __future__ import annotations

import base64
import heapq
import math
import re
import struct
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.interop.errors import TableError
from bpe_viewer.core.interop.sentencepiece_model import (
    BPE,
    BYTE,
    BYTE_PIECE,
    CONTROL,
    NORMAL,
    SPACE_SYMBOL,
    UNKNOWN,
    Piece,
    SentencePieceModel,
    check_supported,
)
from bpe_viewer.core.render import show_token

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = ["SentencePieceCodec"]


# ---------------------------------------------------------------------------- normalizer


class _CharsMap:
    """The compiled character map of a normalizer: a darts-clone double-array trie of
    UTF-8 byte strings whose values are offsets of NUL-ended replacements.

    Raises:
        TableError: (from :meth:`read`) for a map whose sizes do not fit.
    """

    def __init__(self, units: Sequence[int], replacements: bytes) -> None:
        self.units = units
        self.replacements = replacements

    @classmethod
    def read(cls, blob: bytes, source: str) -> _CharsMap:
        if len(blob) < 4:
            raise TableError(f"{source}: the normalizer's character map is truncated")
        (size,) = struct.unpack("<I", blob[:4])
        if size % 4 or 4 + size > len(blob) or size == 0:
            raise TableError(f"{source}: the normalizer's character map is damaged")
        units = struct.unpack(f"<{size // 4}I", blob[4 : 4 + size])
        return cls(units, blob[4 + size :])

    def ascii_depth(self, limit: int = 8) -> int:
        """How many printable ASCII bytes (and spaces) a key of the map can begin with
        before a byte of another kind; -1 when a key is made of them alone, or goes
        deeper than ``limit`` (then no run of them is copied unread)."""
        units = self.units
        count = len(units)
        deepest = 0
        stack = [(0, 0)]
        while stack:
            node, depth = stack.pop()
            unit = units[node]
            base = node ^ ((unit >> 10) << ((unit & (1 << 9)) >> 6))
            for c in range(0x20, 0x7F):
                child = base ^ c
                if child >= count or (units[child] & ((1 << 31) | 0xFF)) != c:
                    continue
                if (units[child] >> 8) & 1 or depth + 1 > limit:
                    return -1
                deepest = max(deepest, depth + 1)
                stack.append((child, depth + 1))
        return deepest

    def longest(self, data: bytes, start: int) -> tuple[bytes, int] | None:
        """The replacement of the longest key that ``data[start:]`` begins with, and the
        key's length; None when no key matches."""
        units = self.units
        count = len(units)
        unit = units[0]
        node = (unit >> 10) << ((unit & (1 << 9)) >> 6)
        found: tuple[int, int] | None = None
        for i in range(start, len(data)):
            c = data[i]
            node ^= c
            if node >= count:
                break
            unit = units[node]
            if (unit & ((1 << 31) | 0xFF)) != c:
                break
            node ^= (unit >> 10) << ((unit & (1 << 9)) >> 6)
            if (unit >> 8) & 1 and node < count:
                found = (units[node] & ((1 << 31) - 1), i + 1 - start)
        if found is None:
            return None
        offset, length = found
        end = self.replacements.find(b"\0", offset)
        if end < 0:
            end = len(self.replacements)
        return self.replacements[offset:end], length


_SPACE = SPACE_SYMBOL.encode("utf-8")
_SPACES = re.compile(b"  +")


def _as_text(data: bytes) -> bytes:
    """``data`` with each byte that is not part of valid UTF-8 replaced by U+FFFD, as
    ``sentencepiece`` reads its input."""
    text = data.decode("utf-8", errors="surrogateescape")
    if not any("\udc80" <= ch <= "\udcff" for ch in text):
        return data
    return "".join("\ufffd" if "\udc80" <= ch <= "\udcff" else ch for ch in text).encode()


class _Normalizer:
    """SentencePiece's normalizer: the character map, leading/trailing/repeated spaces,
    the dummy ``▁`` prefix and spaces as ``▁`` (``normalizer.cc``)."""

    def __init__(self, model: SentencePieceModel, source: str) -> None:
        self.model = model
        self.map = _CharsMap.read(model.charsmap, source) if model.charsmap else None
        # Fast path: printable ASCII (and the space) that no key of the map can match
        # stands for itself. A key reaches at most ``depth`` ASCII bytes before a byte
        # of another kind, so all of a run of such bytes but its last ``depth`` ones is
        # copied at once; without a map, every run of text is.
        self._depth = 0 if self.map is None else self.map.ascii_depth()
        self._plain_run = re.compile(rb"[\x20-\x7e]+" if self.map is not None else rb"[^\x00]+")

    def _prefix(self, data: bytes, pos: int) -> tuple[bytes, int]:
        if self.map is not None:
            hit = self.map.longest(data, pos)
            if hit is not None:
                return hit
        lead = data[pos]
        length = 1 if lead < 0x80 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
        return data[pos : pos + length], length

    def normalize(self, data: bytes) -> bytes:
        """The normalized UTF-8 bytes of ``data`` (spaces as ``▁`` when the model escapes
        them)."""
        m = self.model
        data = _as_text(data)
        pos, end = 0, len(data)
        if m.remove_extra_whitespaces:
            while pos < end:
                piece, length = self._prefix(data, pos)
                if piece != b" ":
                    break
                pos += length
        if pos >= end:
            return b""
        out = bytearray()
        space = _SPACE if m.escape_whitespaces else b" "
        if m.add_dummy_prefix:
            out += space
        prev_space = m.remove_extra_whitespaces
        plain_run = self._plain_run.match
        depth = self._depth
        while pos < end:
            run = plain_run(data, pos) if depth >= 0 else None
            if run is not None and run.end() - pos > depth:
                stop = run.end() - depth if run.end() < end else run.end()
                text = data[pos:stop]
                if m.remove_extra_whitespaces:
                    text = _SPACES.sub(b" ", text)
                    if prev_space:
                        text = text.lstrip(b" ")
                    if text:
                        prev_space = text.endswith(b" ")
                out += text.replace(b" ", space) if m.escape_whitespaces else text
                pos = stop
                continue
            piece, length = self._prefix(data, pos)
            if prev_space:
                piece = piece.lstrip(b" ")
            if piece:
                out += piece.replace(b" ", space) if m.escape_whitespaces else piece
                prev_space = piece.endswith(b" ")
            pos += length
            if not m.remove_extra_whitespaces:
                prev_space = False
        if m.remove_extra_whitespaces:
            while out.endswith(space):
                del out[-len(space) :]
        return bytes(out)


# ---------------------------------------------------------------------------- codec


class SentencePieceCodec:
    """How a SentencePiece table writes its tokens as the model's IDs and reads them back.

    Args:
        model: the parsed model.
        source: the file, for messages.
        own_ids: for each ID of the table, the model's ID of the piece it is, or -1 for
            a byte or partial character that no piece holds.
    """

    def __init__(self, model: SentencePieceModel, source: str, own_ids: Sequence[int]) -> None:
        self.model = model
        self.source = source
        self.own_ids = tuple(own_ids)
        self._normalizer = _Normalizer(model, source)
        self._own_of: dict[str, int] | None = None
        self._scores: dict[str, float] = {}
        self.byte_ids: dict[int, int] = {}
        self.unk_id: int | None = None
        for sid, piece in enumerate(model.pieces):
            if piece.type == BYTE:
                match = BYTE_PIECE.fullmatch(piece.text)
                if match:
                    self.byte_ids[int(match.group(1), 16)] = sid
            elif piece.type == UNKNOWN and self.unk_id is None:
                self.unk_id = sid

    def describe(self) -> str:
        """The normalization in words, for the run's settings (``nmt_nfkc, ▁ prefix``)."""
        m = self.model
        parts = [m.normalizer_name or ("character map" if m.charsmap else "identity")]
        if m.add_dummy_prefix:
            parts.append("▁ prefix")
        if m.remove_extra_whitespaces:
            parts.append("extra spaces removed")
        if m.byte_fallback:
            parts.append("byte fallback")
        return ", ".join(parts)

    def normalize(self, data: bytes) -> bytes:
        """The bytes the table's merges run on: ``data`` normalized as the model says."""
        return self._normalizer.normalize(data)

    def encode_tokens(self, data: bytes) -> list[int]:
        """``data`` encoded exactly as ``sentencepiece`` encodes it, in the table's own IDs:
        normalized, then SentencePiece's BPE (the highest score first, the leftmost among
        equal scores, which no rank order can say); a character that is no piece is its
        bytes (written as byte pieces or ``<unk>`` by :meth:`pieces`).

        Raises:
            TableError: for a piece the table has no token for (a model this reader
                got wrong, never a model sentencepiece trained).
        """
        if self._own_of is None:
            pieces = self.model.pieces
            self._own_of = {
                pieces[sid].text: own
                for own, sid in enumerate(self.own_ids)
                if sid >= 0 and pieces[sid].type == NORMAL
            }
            self._scores = {p.text: p.score for p in pieces if p.type == NORMAL and len(p.text) > 1}
        own_of = self._own_of
        out: list[int] = []
        for symbol in _bpe(self.normalize(data).decode("utf-8"), self._scores):
            token = own_of.get(symbol)
            if token is not None:
                out.append(token)
            elif len(symbol) == 1:
                out.extend(symbol.encode("utf-8"))  # a character that is no piece
            else:
                raise TableError(
                    f"{self.source}: piece {show_token(symbol)} has no token in the table"
                )
        return out

    def pieces(self, run: TrainingRun, tokens: Sequence[int]) -> list[tuple[int, bytes]]:
        """The model's pieces for the table's tokens ``tokens``: ``(model ID, bytes)``
        each, in order. A token that is a piece is its ID; the bytes of characters that no
        piece holds become ``<0xNN>`` IDs one byte each (byte fallback), or else one
        ``<unk>`` for the whole run of them, as ``sentencepiece`` writes them."""
        out: list[tuple[int, bytes]] = []
        for own in self.token_pieces(run, tokens):
            if own and own[0][0] < 0:  # more bytes of the <unk> before
                out[-1] = (out[-1][0], out[-1][1] + own[0][1])
            else:
                out.extend(own)
        return out

    def token_pieces(
        self, run: TrainingRun, tokens: Sequence[int]
    ) -> list[list[tuple[int, bytes]]]:
        """:meth:`pieces` token by token: for each of ``tokens``, its ``(model ID,
        bytes)`` pieces; a token that continues the ``<unk>`` of the token before it
        gives ``[(-1, its bytes)]`` (the one ``<unk>`` is the earlier token's).

        Raises:
            TableError: for a token no piece holds in a model with no ``<unk>``.
        """
        out: list[list[tuple[int, bytes]]] = []
        unknown = False
        for token in tokens:
            data = run.token_bytes(token)
            sid = self.own_ids[token]
            if sid >= 0:
                out.append([(sid, data)])
                unknown = False
                continue
            if self.model.byte_fallback:
                out.append([(self.byte_ids[b], bytes([b])) for b in data])
                continue
            if self.unk_id is None:
                raise TableError(f"{self.source}: the model has no <unk> piece")
            out.append([(-1 if unknown else self.unk_id, data)])
            unknown = True
        return out

    def decode(self, ids: Iterable[int]) -> bytes:
        """The UTF-8 bytes of the text ``sentencepiece`` decodes ``ids`` to: ``▁`` read as a
        space, byte pieces joined into characters (a byte that is no UTF-8 becomes
        U+FFFD), control pieces dropped and ``<unk>`` written as the model's unknown
        surface. While nothing is written yet, a piece loses its leading ``▁`` when the
        model adds a dummy prefix or removes extra spaces; with a dummy prefix alone only
        one ``▁`` goes, with extra spaces removed every leading one does.

        Raises:
            EncodingError: naming the position of the first ID the model does not have.
        """
        from bpe_viewer.core.encoding import EncodingError

        m = self.model
        pieces = m.pieces
        strips = m.add_dummy_prefix or m.remove_extra_whitespaces
        parts: list[str] = []
        pending = bytearray()
        at_start = True  # a leading ▁ may still be dropped
        dropped = False  # the piece before dropped one (with a dummy prefix alone)
        for pos, sid in enumerate(ids):
            if not isinstance(sid, int) or not 0 <= sid < len(pieces):
                raise EncodingError(
                    f"position {pos}: unknown token ID {sid} "
                    f"(vocabulary has {len(pieces)} entries)",
                    pos,
                )
            piece = pieces[sid]
            if piece.type == BYTE:
                match = BYTE_PIECE.fullmatch(piece.text)
                pending.append(int(match.group(1), 16) if match else 0)
                continue
            if pending:
                parts.append(_bytes_text(bytes(pending)))
                pending.clear()
            if dropped or any(parts):
                at_start = False
            dropped = False
            if piece.type == CONTROL:
                continue
            if piece.type == UNKNOWN:
                parts.append(m.unk_surface)
                continue
            text = piece.text
            if at_start and strips and text.startswith(SPACE_SYMBOL):
                text = text[1:]
                dropped = not m.remove_extra_whitespaces
            parts.append(text.replace(SPACE_SYMBOL, " "))
        if pending:
            parts.append(_bytes_text(bytes(pending)))
        return "".join(parts).encode("utf-8", errors="surrogatepass")

    def to_json(self) -> dict[str, Any]:
        """What a saved run keeps of the model to encode and decode as it does."""
        m = self.model
        return {
            "pieces": [[p.text, p.score, p.type] for p in m.pieces],
            "byte_fallback": m.byte_fallback,
            "unk_surface": m.unk_surface,
            "normalizer_name": m.normalizer_name,
            "charsmap": base64.b64encode(m.charsmap).decode("ascii"),
            "add_dummy_prefix": m.add_dummy_prefix,
            "remove_extra_whitespaces": m.remove_extra_whitespaces,
            "escape_whitespaces": m.escape_whitespaces,
            "own_ids": list(self.own_ids),
        }

    @classmethod
    def from_json(cls, data: Any, source: str) -> SentencePieceCodec:
        """The codec :meth:`to_json` wrote.

        Raises:
            TableError: naming ``source`` when the object is not such a codec.
        """
        from bpe_viewer.core.bounds import ID_MAX, read_number

        try:
            pieces = tuple(
                Piece(
                    str(t),
                    _score(s, f"{source}: piece {i}"),
                    read_number(k, f"{source}: piece {i}", NORMAL, BYTE, "type", error=TableError),
                )
                for i, (t, s, k) in enumerate(data["pieces"])
            )
            model = SentencePieceModel(
                pieces=pieces,
                model_type=BPE,
                byte_fallback=bool(data["byte_fallback"]),
                unk_surface=str(data["unk_surface"]),
                normalizer_name=str(data["normalizer_name"]),
                charsmap=base64.b64decode(str(data["charsmap"]), validate=True),
                add_dummy_prefix=bool(data["add_dummy_prefix"]),
                remove_extra_whitespaces=bool(data["remove_extra_whitespaces"]),
                escape_whitespaces=bool(data["escape_whitespaces"]),
            )
            own = [
                read_number(x, f"{source}: own_ids", -1, ID_MAX, "model ID", error=TableError)
                for x in data["own_ids"]
            ]
        except TableError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise TableError(f"{source}: not a SentencePiece model ({err})") from None
        check_supported(model, source)
        return cls(model, source, own)


def _score(value: Any, where: str) -> float:
    """A piece's score from a saved run: a finite JSON number.

    Raises:
        TableError: naming ``where`` for anything else (a string, true, NaN).
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TableError(f"{where}: score {value!r} is not a number")
    if not math.isfinite(value):
        raise TableError(f"{where}: score {value} is not finite")
    return float(value)


def _bytes_text(data: bytes) -> str:
    """Byte pieces' bytes as text, one character at a time: each byte that does not
    start a whole UTF-8 character becomes U+FFFD on its own (as ``sentencepiece``
    decodes them, where Python's ``errors="replace"`` may join several)."""
    out: list[str] = []
    pos = 0
    while pos < len(data):
        lead = data[pos]
        length = 1 if lead < 0x80 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
        try:
            out.append(data[pos : pos + length].decode("utf-8"))
            pos += length
        except UnicodeDecodeError:
            out.append("\ufffd")
            pos += 1
    return "".join(out)


def _bpe(text: str, scores: dict[str, float]) -> list[str]:
    """SentencePiece's BPE on ``text`` (normalized): from its characters, merge the
    adjacent pair whose joined text is the piece of the highest score, the leftmost among
    equal scores, until no pair joins into a piece (``bpe_model.cc``)."""
    symbols: list[str | None] = list(text)
    if len(symbols) < 2:
        return [s for s in symbols if s is not None]
    prev = list(range(-1, len(symbols) - 1))
    nxt = [*range(1, len(symbols)), -1]
    heap: list[tuple[float, int, int, str]] = []

    def push(left: int) -> None:
        right = nxt[left]
        if right < 0:
            return
        a, b = symbols[left], symbols[right]
        assert a is not None and b is not None
        score = scores.get(a + b)
        if score is not None:
            heapq.heappush(heap, (-score, left, right, a + b))

    for i in range(len(symbols) - 1):
        push(i)
    while heap:
        _score, left, right, joined = heapq.heappop(heap)
        a, b = symbols[left], symbols[right]
        if a is None or b is None or nxt[left] != right or a + b != joined:
            continue  # a pair that an earlier merge changed
        symbols[left] = joined
        symbols[right] = None
        after = nxt[right]
        nxt[left] = after
        if after >= 0:
            prev[after] = left
        if prev[left] >= 0:
            push(prev[left])
        push(left)
    return [s for s in symbols if s is not None]
