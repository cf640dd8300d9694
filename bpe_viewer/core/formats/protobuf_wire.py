"""Protobuf's wire format, read field by field (a SentencePiece ``.model`` is written in it).

Nothing here knows a schema: :func:`fields` yields each field's number, wire type and
raw value, and the readers of a message (:mod:`bpe_viewer.core.interop.sentencepiece`,
the SentencePiece test of :func:`bpe_viewer.core.formats.classify.classify`) say what the
numbers mean. It imports nothing of the package, so recognising a file never loads the
model reader.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["WireError", "fields"]


class WireError(ValueError):
    """Bytes that are not a protobuf message (a truncated field, an unknown wire type)."""


def fields(data: bytes) -> Iterable[tuple[int, int, Any]]:
    """``(field number, wire type, value)`` of each field of a protobuf message, in order:
    an int for varints, bytes for length-delimited fields and the raw 4 or 8 bytes of
    fixed-width fields.

    Raises:
        WireError: for a truncated field or a wire type protobuf does not have.
    """
    pos, end = 0, len(data)

    def varint() -> int:
        nonlocal pos
        shift = result = 0
        while True:
            if pos >= end or shift > 63:
                raise WireError(f"truncated number at byte {pos}")
            byte = data[pos]
            pos += 1
            result |= (byte & 0x7F) << shift
            if byte < 0x80:
                return result
            shift += 7

    while pos < end:
        start = pos
        key = varint()
        number, wire = key >> 3, key & 7
        value: Any
        if wire == 0:
            value = varint()
        elif wire == 2:
            length = varint()
            if pos + length > end:
                raise WireError(f"field {number} at byte {start} runs past the end")
            value = data[pos : pos + length]
            pos += length
        elif wire in (1, 5):
            size = 8 if wire == 1 else 4
            if pos + size > end:
                raise WireError(f"field {number} at byte {start} runs past the end")
            value = data[pos : pos + size]
            pos += size
        else:
            raise WireError(f"wire type {wire} at byte {start}")
        if number == 0:
            raise WireError(f"field number 0 at byte {start}")
        yield number, wire, value
