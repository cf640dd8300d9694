"""A SentencePiece BPE model as a byte-level merge table of this program (kind ``table``).

:func:`table_from_model` gives the bytes of each character that is a piece their first
ranks, then one merge per piece of two or more characters in the order of falling score
(the last merge SentencePiece makes on the piece's own text), with ``<unk>`` and the
control pieces as special tokens; the run encodes with the model's own BPE through its
:class:`~bpe_viewer.core.interop.sentencepiece.SentencePieceCodec` (the module
:mod:`bpe_viewer.core.interop.sentencepiece` says how and why).
:func:`load_sentencepiece` opens a ``.model`` file so.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from bpe_viewer.core.interop.sentencepiece import SentencePieceCodec
from bpe_viewer.core.interop.sentencepiece_model import (
    BYTE,
    CONTROL,
    NORMAL,
    UNKNOWN,
    SentencePieceModel,
    check_supported,
    parse_model,
)
from bpe_viewer.core.interop.table import TableBuilder, read_file
from bpe_viewer.core.render import show_token
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = ["load_sentencepiece", "table_from_model"]


def _last_merge(text: str, scores: dict[str, tuple[float, int]]) -> tuple[str, str] | None:
    """The last merge SentencePiece's BPE makes on ``text``'s characters, when it ends as
    the one piece ``text``; None when it ends as several pieces."""
    symbols = list(text)
    last: tuple[str, str] | None = None
    while len(symbols) > 1:
        best = -1
        best_score: tuple[float, int] | None = None
        for i in range(len(symbols) - 1):
            score = scores.get(symbols[i] + symbols[i + 1])
            if score is not None and (best_score is None or score[0] > best_score[0]):
                best, best_score = i, score
        if best < 0:
            return None
        last = (symbols[best], symbols[best + 1])
        symbols[best : best + 2] = [symbols[best] + symbols[best + 1]]
    return last


def table_from_model(model: SentencePieceModel, source: str) -> TrainingRun:
    """The byte-level merge table of a SentencePiece BPE model (see the module docstring).

    Raises:
        TableError: one line naming the file for a model this reader does not reproduce.
    """
    check_supported(model, source)
    pieces = model.pieces
    ids: dict[str, int] = {}
    for sid, piece in enumerate(pieces):
        if piece.type == NORMAL:
            ids.setdefault(piece.text, sid)
    chars = sorted((sid, text) for text, sid in ids.items() if len(text) == 1)
    merged = sorted(
        ((sid, text) for text, sid in ids.items() if len(text) > 1),
        key=lambda item: (-pieces[item[0]].score, len(item[1]), item[0]),
    )
    scores = {text: (pieces[sid].score, sid) for sid, text in merged}

    builder = TableBuilder(source)
    own: list[int] = [-1] * BYTE_COUNT
    if model.byte_fallback:
        byte_ids = {p.text: sid for sid, p in enumerate(pieces) if p.type == BYTE}
        for byte in range(BYTE_COUNT):
            builder.set_byte_id(byte, byte_ids[f"<0x{byte:02X}>"])
    for sid, text in chars:
        data = text.encode("utf-8")
        if len(data) == 1:
            builder.set_byte_id(data[0], sid)
            own[data[0]] = sid
            continue
        for length in range(2, len(data) + 1):
            if not builder.knows(data[:length]):
                token = builder.add_merge(
                    data[: length - 1], data[length - 1 : length], -1, f"{source}: piece {sid}"
                )
                own.append(-1)
                if length == len(data):
                    builder.source_ids[token] = sid
                    own[token] = sid
        # a character whose bytes another character's prefix already made cannot happen:
        # no UTF-8 character is the first bytes of another
    # In the order of falling score; a piece made from one of lower score (a run of ▁
    # made from a shorter run given a low score) waits for it, as a rule's parts come
    # before it. A part that never comes
    # (a character that is no piece) leaves the piece without a rank: no text makes it.
    waiting: dict[bytes, list[tuple[int, str, bytes, bytes]]] = {}
    for sid, text in merged:
        split = _last_merge(text, scores)
        if split is None:
            continue  # never produced by any text: no rank
        left, right = (part.encode("utf-8") for part in split)
        ready = [(sid, text, left, right)]
        while ready:
            item = ready.pop()
            missing = [p for p in item[2:] if not builder.knows(p)]
            if missing:
                waiting.setdefault(missing[0], []).append(item)
                continue
            psid, ptext, pleft, pright = item
            builder.add_merge(pleft, pright, psid, f"{source}: piece {psid} {show_token(ptext)}")
            own.append(psid)
            ready.extend(reversed(waiting.pop(pleft + pright, [])))
    for sid, piece in enumerate(pieces):
        if piece.type in (UNKNOWN, CONTROL):
            builder.add_special(piece.text.encode("utf-8"), sid, f"{source}: piece {sid}")
            own.append(sid)
    codec = SentencePieceCodec(model, source, own)
    return builder.build("none", codec=codec)


def load_sentencepiece(path: str | os.PathLike[str]) -> TrainingRun:
    """Open a SentencePiece BPE ``.model`` file as a merge table that keeps its IDs.

    Args:
        path: the file.

    Returns:
        A run of kind ``table`` with a :class:`SentencePieceCodec` (``run.codec``):
        :meth:`TrainingRun.encode` gives the IDs ``sentencepiece`` gives.

    Raises:
        TableError: one line naming the file: not such a model, a Unigram (or other
            non-BPE) model, or a feature this reader does not reproduce.
    """
    source = str(path)
    return table_from_model(parse_model(read_file(path), source), source)
