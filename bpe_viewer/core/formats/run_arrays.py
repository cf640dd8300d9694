"""The saved run's big arrays checked in bulk with numpy: the rules and recorded
candidates, and the documents' tokens.

A 4000-merge run records some 400,000 candidates and a 10 MB one holds millions of
tokens in tens of thousands of documents; checking each list on its own
(:func:`bpe_viewer.core.formats.run_json.run_from_json`'s loops) was most of what
opening it cost. :func:`packed_rounds` and :func:`document_tokens` make the same checks
on whole arrays and, when every one passes, hand back the candidates packed as
:class:`~bpe_viewer.core.trainer.TrainingRound` keeps them and the documents' token
arrays. They only vouch: on any doubt they return None and the reader checks item by
item, whose messages name the rank, round, candidate or document (so a bad file gets
the same one-line message either way).
"""

from __future__ import annotations

from array import array
from itertools import chain
from typing import Any

from bpe_viewer.core.bounds import COUNT_MAX
from bpe_viewer.core.token_ids import PAIR_SHIFT
from bpe_viewer.core.trainer import BYTE_COUNT

__all__ = ["packed_rounds"]


def _int_rows(rows: list[Any], width: int) -> Any:
    """``rows`` as an ``(n, width)`` int64 numpy array when every row is a list of
    ``width`` JSON integers (no boolean, no float) in ``0..COUNT_MAX``; else None."""
    import numpy as np

    if not rows:
        return np.zeros((0, width), dtype=np.int64)
    if set(map(type, rows)) != {list} or set(map(len, rows)) != {width}:
        return None
    flat = list(chain.from_iterable(rows))
    if set(map(type, flat)) != {int}:
        return None
    try:
        values = np.array(flat, dtype=np.int64)
    except (OverflowError, TypeError, ValueError):
        return None
    if values.min() < 0 or values.max() > COUNT_MAX:
        return None
    return values.reshape(-1, width)


def packed_rounds(
    rules_raw: list[Any], rounds_raw: list[dict[str, Any]], kind: str
) -> list[tuple[array[int], array[int]]] | None:
    """Each round's candidates as ``(pairs, counts)`` arrays (pair ``left << 32 |
    right``, ``array('q')``; count, ``array('Q')``), when the rules and candidates pass
    every check the saved-run reader makes of them item by item (docs/rules.md s7.1):

    - each rule is four JSON integers in ``0..2**63 - 1`` whose pair uses token IDs
      learned before it (``256 + rank``);
    - each candidate is three such integers, its pair of token IDs learned before the
      round, no pair listed twice in one round;
    - in a run trained here (``kind == "training"``) every round has candidates and the
      first is its rule with the rule's count.

    Args:
        rules_raw: the file's ``rules`` list, of the same length as ``rounds_raw``.
        rounds_raw: the file's ``rounds``, each an object whose ``candidates`` is a
            list (the schema was checked).
        kind: the run's kind.

    Returns:
        One ``(pairs, counts)`` per round, or None when any check fails (the caller
        then checks item by item, naming the first problem).
    """
    import numpy as np

    rules = _int_rows(rules_raw, 4)
    if rules is None:
        return None
    lists = [rnd["candidates"] for rnd in rounds_raw]
    lengths = np.fromiter(map(len, lists), dtype=np.int64, count=len(lists))
    cands = _int_rows(list(chain.from_iterable(lists)), 3)
    if cands is None:
        return None
    learned = BYTE_COUNT + np.arange(len(rules), dtype=np.int64)  # the next ID of each rank
    if (rules[:, 0] >= learned).any() or (rules[:, 1] >= learned).any():
        return None
    limit = np.repeat(learned, lengths)
    if (cands[:, 0] >= limit).any() or (cands[:, 1] >= limit).any():
        return None
    pairs = (cands[:, 0] << PAIR_SHIFT) | cands[:, 1]
    if len(pairs):
        rounds = np.repeat(np.arange(len(lists), dtype=np.int64), lengths)
        order = np.lexsort((pairs, rounds))
        same = (pairs[order][1:] == pairs[order][:-1]) & (rounds[order][1:] == rounds[order][:-1])
        if same.any():
            return None
    starts = np.concatenate(([0], np.cumsum(lengths)))
    if kind == "training":
        if (lengths == 0).any():
            return None
        if (cands[starts[:-1]] != rules[:, :3]).any():
            return None
    pair_bytes = pairs.astype(np.int64).tobytes()
    count_bytes = cands[:, 2].astype(np.uint64).tobytes()
    out: list[tuple[array[int], array[int]]] = []
    for lo, hi in zip(starts[:-1].tolist(), starts[1:].tolist(), strict=True):
        packed, counts = array("q"), array("Q")
        packed.frombytes(pair_bytes[lo * 8 : hi * 8])
        counts.frombytes(count_bytes[lo * 8 : hi * 8])
        out.append((packed, counts))
    return out


def document_tokens(
    lists: list[Any], hi: int, lengths: list[int], may_hold_booleans: bool
) -> tuple[list[array[int]], list[int]] | None:
    """Every document's token list as a compact array, with its length in bytes, when
    every item of every list is a JSON integer in ``0..hi`` (checked in one array
    conversion and one numpy pass over all documents, instead of one per document).

    Args:
        lists: each document's ``tokens`` (the schema found each a list).
        hi: the highest token ID of the run.
        lengths: each token ID's length in bytes.
        may_hold_booleans: False when the text holds no ``true``/``false``, so no item
            can be a boolean (which the array conversion would take as 1).

    Returns:
        ``(arrays, sizes)`` (``array('i')``, or ``'q'`` past 2**31 IDs; bytes per
        document), or None when any item fails: the reader then checks document by
        document, naming the first bad item.
    """
    import numpy as np

    flat = list(chain.from_iterable(lists))
    if may_hold_booleans and not set(map(type, flat)) <= {int}:
        return None
    typecode = "i" if hi < 2**31 else "q"
    try:
        every = array(typecode, flat)
    except (TypeError, OverflowError):
        return None
    del flat
    ids = np.frombuffer(every, dtype=np.int32 if typecode == "i" else np.int64)
    if len(ids) and (int(ids.min()) < 0 or int(ids.max()) > hi):
        return None
    ends = np.cumsum(np.fromiter(map(len, lists), dtype=np.int64, count=len(lists)))
    starts = ends - np.fromiter(map(len, lists), dtype=np.int64, count=len(lists))
    total = np.concatenate(([0], np.cumsum(np.array(lengths, dtype=np.int64)[ids])))
    sizes = (total[ends] - total[starts]).tolist()
    arrays = [every[lo:hi_] for lo, hi_ in zip(starts.tolist(), ends.tolist(), strict=True)]
    return arrays, sizes
