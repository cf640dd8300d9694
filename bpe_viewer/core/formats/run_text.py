"""The JSON text of a saved run read into its value, with the messages of bad text.

orjson reads a large run several times faster than :mod:`json`; it is used when it can
vouch that :mod:`json`, which refuses a key given twice in one object, would read the
same value (:func:`_parse_fast`), else :mod:`json` reads the text and gives every
message about it. Neither executes anything of the file.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from bpe_viewer.core.formats.run_schema import RunFileError

__all__ = ["decode_run_text", "gc_paused"]


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return result


#: Every digit as ``0``, so that a run of 19 digits (a number orjson may read as a
#: float where :mod:`json` reads an int) is one plain search for :data:`_LONG_NUMBER`.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_NUMBER = b"0" * 19


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a large run is read: its passes
    over the tens of thousands of lists and objects being made (none of them a cycle)
    would otherwise cost more than the reading; restored as it was afterwards."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _parse_fast(raw: bytes) -> Any:
    """The JSON value of ``raw`` read by orjson (several times faster than :mod:`json`
    on a large run), or None when orjson is missing or cannot vouch that :mod:`json`
    with :func:`_unique_object` reads the same value: then the caller reads it with
    :mod:`json`, whose result and messages are the ones every run is read with.

    orjson keeps the last value of a key given twice; a duplicate is ruled out by
    counting colons: orjson writes back one ``:`` per key and the string colons as they
    were, so the counts agree exactly when no key was dropped (a colon written
    ``\\u003a`` is not counted, so text holding that escape takes the :mod:`json`
    path). Integers of 19 or more digits, which orjson may turn into floats, take that
    path too.
    """
    try:
        import orjson
    except ImportError:
        return None
    if b"\\u003" in raw or _LONG_NUMBER in raw.translate(_DIGITS_AS_ZERO):
        return None
    try:
        data = orjson.loads(raw)
        written = orjson.dumps(data)
    except (orjson.JSONDecodeError, orjson.JSONEncodeError, TypeError, RecursionError):
        return None
    if written.count(b":") != raw.count(b":"):
        return None  # a key given twice (the json path names it)
    return data


def decode_run_text(raw: bytes, name: str) -> Any:
    """The JSON value of a saved run's bytes.

    Args:
        raw: the file's bytes.
        name: the file name, for messages.

    Returns:
        The parsed value (any JSON value; the caller checks that it is a run).

    Raises:
        RunFileError: ``NAME: corrupt JSON at line 3 column 7 (...)``, text that is not
            UTF-8 or not JSON, a key given twice in one object, or text too large to
            hold; each names ``name``.
    """
    try:
        data = _parse_fast(raw)
        if data is None:
            data = json.loads(raw.decode("utf-8"), object_pairs_hook=_unique_object)
        return data
    except UnicodeDecodeError as err:
        # A saved run is JSON, which is UTF-8 text: these bytes are not one.
        raise RunFileError(
            f"{name}: not a saved bpe-viewer run (not UTF-8 text: byte offset {err.start})"
        ) from None
    except _DuplicateKey as err:
        raise RunFileError(
            f"{name}: key {err.key!r} appears twice in one JSON object (which one is meant?)"
        ) from None
    except MemoryError:
        raise RunFileError(f"{name}: too large to hold in memory") from None
    except (RecursionError, ValueError) as err:
        if not isinstance(err, json.JSONDecodeError):
            raise RunFileError(
                f"{name}: not a saved bpe-viewer run ({type(err).__name__}: {str(err)[:80]})"
            ) from None
        if err.pos == 0 or not raw.lstrip().startswith(b"{"):
            # A saved run is one JSON object: text that does not open one is no run.
            raise RunFileError(f"{name}: not a saved bpe-viewer run (not JSON)") from None
        raise RunFileError(
            f"{name}: corrupt JSON at line {err.lineno} column {err.colno} ({err.msg})"
        ) from None
