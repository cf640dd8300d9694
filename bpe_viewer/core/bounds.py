"""What a file may ask for: the one number reader and the one size check of every loader.

Every format the program reads (saved runs, piece and word tables, Hugging Face,
tiktoken and minbpe tables; a trace's grammar takes at most ten ASCII digits) reads its
numbers through :func:`read_count` and :func:`read_id`, and builds token bytes and rows
only after :class:`SizeCheck` has added them up:

- a number is a JSON integer (never ``true``, never ``2.0``) or a text of ASCII digits
  ``0``-``9`` (never ``²``, never Arabic-Indic digits, which Python's ``int()`` and
  ``str.isdigit()`` take);
- a count (a piece count, a word frequency, a pair count) lies in
  ``0..COUNT_MAX`` (a signed 64-bit integer, the width of a Parquet count column);
- a token ID lies in ``0..ID_MAX`` (32 bits, docs/rules.md s2.7);
- the token bytes a table describes, added up, and its rows (:data:`ROW_BYTES` each)
  stay within the input limit (``BPE_VIEWER_MAX_INPUT_MB``,
  :func:`~bpe_viewer.core.safeio.input_limit`), checked before the bytes are built: a
  400-byte minbpe ``.model`` whose merges double a token is refused at the merge that
  passes the limit, not after building a 2**40-byte token;
- the weight a weighted table describes (each row's count times its length in bytes,
  added up, :class:`WeightTotal`) stays within ``COUNT_MAX``: it bounds every pair
  count, token count and replacement count that training on the table can reach.

Example:
    >>> read_count("12", "t.txt line 3")
    12
    >>> read_id(2**32, "t.json: 'ab'", "ID")
    Traceback (most recent call last):
    ...
    bpe_viewer.core.bounds.NumberError: t.json: 'ab': ID 4294967296 is outside 0..4294967295
"""

from __future__ import annotations

import re
from typing import Any

from bpe_viewer.core.safeio import InputError, input_limit, too_large_message

__all__ = [
    "COUNT_MAX",
    "ID_MAX",
    "ROW_BYTES",
    "NumberError",
    "SizeCheck",
    "WeightTotal",
    "read_count",
    "read_id",
    "read_number",
]

#: Largest count a file may give (2**63 - 1).
COUNT_MAX = 2**63 - 1
#: Largest token ID a file may give (2**32 - 1).
ID_MAX = 2**32 - 1
#: Bytes of memory charged to each row of a table (its objects), against the input limit.
ROW_BYTES = 64

_DIGITS = re.compile(r"[0-9]+")


class NumberError(InputError):
    """A number from a file that is not ASCII digits or lies outside its range."""


def _show(value: Any) -> str:
    """A number as a message shows it: whole up to 24 characters, else its start."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 10_000:  # str() refuses past 4300 digits
            return f"a number of about {int(value.bit_length() * 0.30103)} digits"
        text = str(value)
        return text if len(text) <= 24 else f"{text[:20]}… ({len(text)} digits)"
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 24 else text[:20] + "…"


def read_number(
    value: Any,
    where: str,
    lo: int,
    hi: int,
    what: str = "",
    *,
    error: type[InputError] = NumberError,
) -> int:
    """A whole number in ``lo..hi`` from a file: a JSON integer or a text of ASCII digits.

    Args:
        value: the number as the file gave it (``int`` from JSON, ``str`` or ``bytes``
            from a text line; a leading ``-`` is read for ``lo < 0``).
        where: the file and place, put first in the message (``"t.model line 4"``).
        lo: the smallest value allowed.
        hi: the largest value allowed.
        what: what the number is (``"count"``), named in the message.
        error: the error class raised (a loader's own, such as ``TableError``).

    Returns:
        The number.

    Raises:
        NumberError: (or ``error``) one line, ``WHERE: WHAT 'x²' is not a whole number``
            or ``WHERE: WHAT 18446744073709551615 is outside 0..9223372036854775807``.
    """
    label = f"{what} " if what else ""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if isinstance(value, str):
        digits = value[1:] if value.startswith("-") and lo < 0 else value
        if not _DIGITS.fullmatch(digits):
            raise error(
                f"{where}: {label}{_show(value)!r} is not a whole number (ASCII digits 0-9)"
            )
        if len(digits.lstrip("0")) > len(str(max(abs(lo), abs(hi)))):
            # Too many digits to be in range: never handed to int() (4300-digit cap).
            raise error(f"{where}: {label}{_show(value)} is outside {lo}..{hi}")
        number = int(digits.lstrip("0") or "0")
        if digits is not value:
            number = -number
    elif type(value) is int:
        number = value
    else:
        raise error(f"{where}: {label}expected a whole number, got {_show(value)}")
    if not lo <= number <= hi:
        raise error(f"{where}: {label}{_show(number)} is outside {lo}..{hi}")
    return number


def read_count(
    value: Any,
    where: str,
    what: str = "count",
    *,
    lo: int = 0,
    error: type[InputError] = NumberError,
) -> int:
    """:func:`read_number` for a count: ``lo..COUNT_MAX`` (``lo`` 1 for a frequency)."""
    return read_number(value, where, lo, COUNT_MAX, what, error=error)


def read_id(
    value: Any, where: str, what: str = "token ID", *, error: type[InputError] = NumberError
) -> int:
    """:func:`read_number` for a token ID: ``0..ID_MAX`` (32 bits, docs/rules.md s2.7)."""
    return read_number(value, where, 0, ID_MAX, what, error=error)


class SizeCheck:
    """Adds up the token bytes and rows a table describes before any of them is built.

    Args:
        source: the file, named first in every message.
        error: the error class raised (a loader's own, such as ``TableError``).

    Each call charges its bytes against the input limit
    (:func:`~bpe_viewer.core.safeio.input_limit`) and raises once the total passes it.

    Raises:
        InputError: from the constructor, for a malformed ``BPE_VIEWER_MAX_INPUT_MB``.
    """

    def __init__(self, source: str, error: type[InputError] = InputError) -> None:
        self.source = source
        self.error = error
        self.limit = input_limit()
        #: bytes charged so far
        self.total = 0

    def _charge(self, size: int, what: str) -> None:
        self.total += size
        if size > self.limit or self.total > self.limit:
            raise self.error(too_large_message(self.source, what, self.total))

    def rows(self, count: int, what: str = "rows") -> None:
        """Charge ``count`` rows (:data:`ROW_BYTES` each), known before they are read.

        Args:
            count: how many rows the table announces (a Parquet row count, a line count).
            what: what a row is, for the message (``"rows"``, ``"merges"``).

        Raises:
            InputError: (or the ``error`` given) naming the file, the count and the limit.
        """
        self._charge(count * ROW_BYTES, f"{count} {what} at {ROW_BYTES} bytes each in memory")

    def token(self, size: int, where: str, *, row: bool = False) -> None:
        """Charge one token of ``size`` bytes, made at ``where`` (``"rule 40"``).

        Args:
            size: the token's length in bytes, added up from its parts' lengths.
            where: the rule or entry that makes it, for the message.
            row: also charge the row that records it (:data:`ROW_BYTES`), for a table
                whose rows are built one by one.

        Raises:
            InputError: (or the ``error`` given) ``NAME: the table up to WHERE (536.9
                MB) is larger than the 512.0 MB input limit; raise it ...``.
        """
        self._charge(size + (ROW_BYTES if row else 0), f"the table up to {where}")


class WeightTotal:
    """Adds up the weight a weighted table describes and refuses it past :data:`COUNT_MAX`.

    A row standing ``count`` times with ``size`` bytes weighs ``count * size``; the sum
    over the rows bounds every pair count, token count and replacement count that
    training on the table reaches (each counts positions, and a row has ``size``
    positions). Every weighted input (piece tables, word tables, saved runs whose
    documents carry weights) adds its rows here, so a count such as ``2**63 - 1`` on a
    six-byte piece is one line naming the row rather than an overflow while training or
    a run its own loader refuses.

    Args:
        error: the error class raised (a loader's own, such as ``PieceTableError``).

    Example:
        >>> total = WeightTotal()
        >>> total.add(2**61, 3, "t.json row 1")
        >>> total.add(2**61, 1, "t.json row 2")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        bpe_viewer.core.safeio.InputError: t.json row 2: the table's weight ... pair count
    """

    def __init__(self, error: type[InputError] = InputError) -> None:
        self.error = error
        #: the weight added so far
        self.total = 0

    def add(self, count: int, size: int, where: str) -> None:
        """Add a row of ``size`` bytes standing ``count`` times.

        Args:
            count: how often the row stands (a piece count, a word frequency, a weight).
            size: the row's length in bytes.
            where: the file and row, put first in the message (``"t.json row 2"``).

        Raises:
            InputError: (or the ``error`` given) once the total passes :data:`COUNT_MAX`.
        """
        self.total += count * size
        if self.total > COUNT_MAX:
            raise self.error(
                f"{where}: the table's weight (each row's count times its length in bytes, "
                f"added up) passes {COUNT_MAX}, the largest pair count"
            )
