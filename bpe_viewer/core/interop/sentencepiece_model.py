"""The protobuf ``.model`` file of SentencePiece, read without running anything in it.

:func:`parse_model` reads a ``ModelProto`` with a small reader of the protobuf wire
format into a :class:`SentencePieceModel` (its pieces, trainer and normalizer settings)
(:func:`bpe_viewer.core.formats.classify.is_sentencepiece_model` tells such a file from its
first bytes), and :func:`check_supported` refuses in one line a model whose encoding
this program does not reproduce. :mod:`bpe_viewer.core.interop.sentencepiece` encodes and
decodes as the library does, :mod:`bpe_viewer.core.interop.sentencepiece_table` makes the
merge table.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from typing import Any

from bpe_viewer.core.formats.protobuf_wire import WireError as _WireError
from bpe_viewer.core.formats.protobuf_wire import fields as _fields
from bpe_viewer.core.interop.errors import TableError
from bpe_viewer.core.render import show_token
from bpe_viewer.core.trainer import BYTE_COUNT

__all__ = [
    "BPE",
    "BYTE",
    "BYTE_PIECE",
    "CONTROL",
    "DEFAULT_UNK_SURFACE",
    "MODEL_TYPES",
    "NORMAL",
    "SPACE_SYMBOL",
    "UNKNOWN",
    "UNUSED",
    "USER_DEFINED",
    "Piece",
    "SentencePieceModel",
    "check_supported",
    "parse_model",
]

#: ``▁`` (U+2581), SentencePiece's symbol for a space.
SPACE_SYMBOL = "\u2581"
#: What ``sentencepiece`` decodes ``<unk>`` to unless the model says otherwise.
DEFAULT_UNK_SURFACE = " \u2047 "

# ModelProto.SentencePiece.Type
NORMAL, UNKNOWN, CONTROL, USER_DEFINED, UNUSED, BYTE = 1, 2, 3, 4, 5, 6
# TrainerSpec.ModelType
MODEL_TYPES = {1: "Unigram", 2: "BPE", 3: "word", 4: "char"}
BPE = 2

#: The text of a byte piece, ``<0x41>``.
BYTE_PIECE = re.compile(r"<0x([0-9A-F]{2})>")


@dataclass(frozen=True)
class Piece:
    """One vocabulary entry: its text (``▁`` for a space), score and type (1 normal,
    2 unknown, 3 control, 4 user-defined, 5 unused, 6 byte)."""

    text: str
    score: float
    type: int


@dataclass(frozen=True)
class SentencePieceModel:
    """What a ``.model`` file says, as far as encoding and decoding need it.

    Attributes:
        pieces: the vocabulary; a piece's ID is its index.
        model_type: ``TrainerSpec.model_type`` (1 Unigram, 2 BPE, 3 word, 4 char).
        byte_fallback: unknown characters become ``<0xNN>`` byte pieces.
        treat_whitespace_as_suffix: ``▁`` ends words instead of starting them.
        unk_surface: the text ``<unk>`` decodes to.
        normalizer_name: the normalization rule's name (``nmt_nfkc``, ``identity``, ...).
        charsmap: the compiled character map (empty for none).
        add_dummy_prefix: a ``▁`` goes before the text.
        remove_extra_whitespaces: leading, trailing and repeated spaces are dropped.
        escape_whitespaces: spaces are written as ``▁``.
        denormalizer_charsmap: the decoder's character map (empty for none).
    """

    pieces: tuple[Piece, ...]
    model_type: int = 1
    byte_fallback: bool = False
    treat_whitespace_as_suffix: bool = False
    unk_surface: str = DEFAULT_UNK_SURFACE
    normalizer_name: str = ""
    charsmap: bytes = b""
    add_dummy_prefix: bool = True
    remove_extra_whitespaces: bool = True
    escape_whitespaces: bool = True
    denormalizer_charsmap: bytes = b""


def _text(value: bytes, where: str) -> str:
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise _WireError(f"{where} is not UTF-8 text") from None


def parse_model(data: bytes, source: str = "model") -> SentencePieceModel:
    """Read a SentencePiece ``ModelProto`` from its serialized bytes.

    Args:
        data: the ``.model`` file's bytes.
        source: the file, for messages.

    Returns:
        The :class:`SentencePieceModel`; fields the file leaves out keep protobuf's
        defaults (those of ``sentencepiece_model.proto``).

    Raises:
        TableError: one line naming the file when the bytes are not such a message.
    """
    pieces: list[Piece] = []
    spec: dict[str, Any] = {}
    try:
        for number, wire, value in _fields(data):
            if number == 1 and wire == 2:
                text, score, kind = "", 0.0, NORMAL
                for n, w, v in _fields(value):
                    if n == 1 and w == 2:
                        text = _text(v, f"piece {len(pieces)}")
                    elif n == 2 and w == 5:
                        score = struct.unpack("<f", v)[0]
                    elif n == 3 and w == 0:
                        kind = v
                pieces.append(Piece(text, score, kind))
            elif number == 2 and wire == 2:
                for n, w, v in _fields(value):
                    if n == 3 and w == 0:
                        spec["model_type"] = v
                    elif n == 35 and w == 0:
                        spec["byte_fallback"] = bool(v)
                    elif n == 24 and w == 0:
                        spec["treat_whitespace_as_suffix"] = bool(v)
                    elif n == 44 and w == 2:
                        spec["unk_surface"] = _text(v, "unk_surface")
            elif number == 3 and wire == 2:
                for n, w, v in _fields(value):
                    if n == 1 and w == 2:
                        spec["normalizer_name"] = _text(v, "normalizer name")
                    elif n == 2 and w == 2:
                        spec["charsmap"] = bytes(v)
                    elif n == 3 and w == 0:
                        spec["add_dummy_prefix"] = bool(v)
                    elif n == 4 and w == 0:
                        spec["remove_extra_whitespaces"] = bool(v)
                    elif n == 5 and w == 0:
                        spec["escape_whitespaces"] = bool(v)
            elif number == 5 and wire == 2:
                for n, w, v in _fields(value):
                    if n == 2 and w == 2:
                        spec["denormalizer_charsmap"] = bytes(v)
    except _WireError as err:
        raise TableError(f"{source}: not a SentencePiece model ({err})") from None
    if not pieces:
        raise TableError(f"{source}: not a SentencePiece model (no pieces)")
    return SentencePieceModel(pieces=tuple(pieces), **spec)


def check_supported(model: SentencePieceModel, source: str) -> None:
    """Refuse a model this program does not reproduce: not BPE, whitespace as a suffix,
    a denormalizer, a score that is not a number, a user-defined, unused or unknown
    piece type, a byte piece not ``<0xNN>``, an empty piece, or byte fallback without all
    256 byte pieces.

    Raises:
        TableError: one line naming ``source`` and the piece or setting.
    """
    if model.model_type != BPE:
        name = MODEL_TYPES.get(model.model_type, f"type {model.model_type}")
        raise TableError(
            f"{source}: a SentencePiece {name} model; only SentencePiece BPE models can be "
            "opened (a Unigram model has no merge table)"
        )
    if model.treat_whitespace_as_suffix:
        raise TableError(f"{source}: treat_whitespace_as_suffix is not supported")
    if model.denormalizer_charsmap:
        raise TableError(f"{source}: a denormalizer (denormalizer_spec) is not supported")
    bytes_seen = set()
    for sid, piece in enumerate(model.pieces):
        named = f"{source}: piece {sid} {show_token(piece.text)}"
        if not math.isfinite(piece.score):
            raise TableError(f"{named} has score {piece.score}")
        if piece.type == BYTE:
            bytes_seen.add(piece.text)
        if piece.type in (USER_DEFINED, UNUSED):
            what = "user-defined" if piece.type == USER_DEFINED else "unused"
            raise TableError(f"{named} is {what}, not supported")
        if piece.type not in (NORMAL, UNKNOWN, CONTROL, BYTE):
            raise TableError(f"{named} has unknown type {piece.type}")
        if piece.type == BYTE and not BYTE_PIECE.fullmatch(piece.text):
            raise TableError(f"{named} is a byte piece not <0xNN>")
        if piece.type == NORMAL and not piece.text:
            raise TableError(f"{source}: piece {sid} is empty")
    if model.byte_fallback and len(bytes_seen) != BYTE_COUNT:
        raise TableError(
            f"{source}: byte_fallback is on but the model has {len(bytes_seen)} of the 256 "
            "byte pieces <0x00>..<0xFF>"
        )
