"""Argument checks shared by every public entry point of the Python API (docs/rules.md s10).

A wrong type (``run.encode(123)``, ``special_tokens=b"ab"``, ``decode([True])``) raises
:class:`ArgumentTypeError`, a ``TypeError``; a value of the right type outside its range
(``tokens_at(-1, 0)``, ``load("")``) raises a ``ValueError``, :class:`ArgumentRangeError`
for an index, stage, round or count. Every message names the argument (the checks here
begin with its name), so one line says what to change:

    >>> check_index(-1, "document_index", 3)
    Traceback (most recent call last):
    ...
    bpe_viewer.core.arguments.ArgumentRangeError: document_index -1 outside 0..2

Nothing is converted silently: ``bool`` is not taken for an integer (``True`` would be
token 1), a single ``str`` or ``bytes`` is not taken for a list of them (its characters
or byte values would be the items), and an ``int`` is not taken for bytes (``bytes(5)``
is five zero bytes).
"""

from __future__ import annotations

import operator
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

__all__ = [
    "ArgumentRangeError",
    "ArgumentTypeError",
    "check_bool",
    "check_byte_strings",
    "check_bytes",
    "check_callable",
    "check_index",
    "check_int",
    "check_mapping",
    "check_path",
    "check_sequence",
    "check_str",
    "check_text",
    "check_token_id",
    "check_token_ids",
    "type_name",
]

_BYTES_LIKE = (bytes, bytearray, memoryview)


class ArgumentTypeError(TypeError, ValueError):
    """An argument of the wrong type, e.g. ``run.encode(123)``.

    A ``TypeError``. It is also a ``ValueError``, which earlier versions raised for some
    of these (``train(docs, "3")``), so code that catches that keeps working.
    """


class ArgumentRangeError(ValueError, IndexError):
    """An integer argument outside its range: an index, stage or round (e.g.
    ``run.tokens_at(-1, 0)``) or a count such as ``keep=-1``.

    A ``ValueError``. It is also an ``IndexError``, which earlier versions raised for a
    stage or round outside the run, so code that catches that keeps working.
    """


def type_name(value: object) -> str:
    """The name of ``value``'s type as messages give it (``int``, ``NoneType``)."""
    return type(value).__name__


def check_int(value: object, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """An integer argument, optionally within ``low..high`` (both included).

    Integers of other libraries (``numpy.int64``) count, through ``operator.index``;
    ``bool`` and ``float`` do not.

    Args:
        value: the argument.
        name: its name, the start of every message.
        low: the smallest value allowed, or None.
        high: the largest value allowed, or None.

    Returns:
        The value as a plain ``int``.

    Raises:
        ArgumentTypeError: for a ``bool``, a ``float``, a ``str`` or any non-integer.
        ArgumentRangeError: for a value below ``low`` or above ``high``.
    """
    if isinstance(value, bool):
        raise ArgumentTypeError(f"{name} must be an integer, got bool {value!r}")
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise ArgumentTypeError(
            f"{name} must be an integer, got {type_name(value)} {_short(value)}"
        ) from None
    if (low is not None and number < low) or (high is not None and number > high):
        if high is None:
            raise ArgumentRangeError(f"{name} must be {low} or more, got {number}")
        if low is None:
            raise ArgumentRangeError(f"{name} must be {high} or less, got {number}")
        raise ArgumentRangeError(f"{name} {number} outside {low}..{high}")
    return number


def check_index(value: object, name: str, size: int) -> int:
    """An index into ``size`` items: an integer ``0..size - 1``; no negative indexes
    counted from the end.

    Raises:
        ArgumentTypeError: for a non-integer (``bool`` included).
        ArgumentRangeError: outside ``0..size - 1`` (``document_index -1 outside 0..2``),
            or for any index when there are no items.
    """
    number = check_int(value, name)
    if not 0 <= number < size:
        if size <= 0:
            raise ArgumentRangeError(f"{name} {number}: there is none to choose from")
        raise ArgumentRangeError(f"{name} {number} outside 0..{size - 1}")
    return number


def check_bool(value: object, name: str) -> bool:
    """A switch: ``True`` or ``False`` only (a non-empty string is not a yes).

    Raises:
        ArgumentTypeError: for anything else.
    """
    if not isinstance(value, bool):
        raise ArgumentTypeError(f"{name} must be True or False, got {type_name(value)}")
    return value


def check_str(value: object, name: str) -> str:
    """A text argument (a name, a policy, a word).

    Raises:
        ArgumentTypeError: for anything but ``str``.
    """
    if not isinstance(value, str):
        raise ArgumentTypeError(f"{name} must be a str, got {type_name(value)} {_short(value)}")
    return value


def check_bytes(value: object, name: str) -> bytes:
    """A byte-string argument: ``bytes``, ``bytearray`` or ``memoryview``.

    Raises:
        ArgumentTypeError: for a ``str`` (encode it first) or anything else; an ``int``
            is refused, not read as that many zero bytes.
    """
    if isinstance(value, _BYTES_LIKE):
        return bytes(value)
    hint = " (encode it first, e.g. text.encode('utf-8'))" if isinstance(value, str) else ""
    raise ArgumentTypeError(f"{name} must be bytes, got {type_name(value)}{hint}")


def check_text(value: object, name: str) -> bytes:
    """A text or byte-string argument as bytes: a ``str`` encoded as UTF-8, or bytes.

    Raises:
        ArgumentTypeError: for anything else (``123`` is refused, not read as 123 zero
            bytes).
        ValueError: for a ``str`` holding a lone surrogate, which has no UTF-8 bytes.
    """
    if isinstance(value, str):
        try:
            return value.encode("utf-8")
        except UnicodeEncodeError as err:
            raise ValueError(
                f"{name} holds a lone surrogate (U+{ord(value[err.start]):04X} at character "
                f"{err.start}), which has no UTF-8 bytes"
            ) from None
    if isinstance(value, _BYTES_LIKE):
        return bytes(value)
    raise ArgumentTypeError(f"{name} must be str or bytes, got {type_name(value)}")


def check_byte_strings(value: object, name: str) -> tuple[bytes, ...]:
    """A list of texts or byte strings (special tokens), each as bytes (:func:`check_text`).

    Raises:
        ArgumentTypeError: for one ``str`` or ``bytes`` instead of a list of them (its
            characters or byte values would be the items), a mapping, a non-iterable, or
            an item that is neither ``str`` nor bytes (named ``NAME[i]``).
        ValueError: for an item holding a lone surrogate.
    """
    if isinstance(value, (str, *_BYTES_LIKE)):
        raise ArgumentTypeError(
            f"{name} must be a list of str or bytes, got one {type_name(value)} "
            f"(wrap it in a list: [{_short(value)}])"
        )
    if isinstance(value, Mapping) or not isinstance(value, Iterable):
        raise ArgumentTypeError(f"{name} must be a list of str or bytes, got {type_name(value)}")
    return tuple(check_text(item, f"{name}[{i}]") for i, item in enumerate(value))


def check_token_id(value: object, name: str) -> int:
    """One token ID: an integer (range checks belong to the vocabulary that holds it).

    Raises:
        ArgumentTypeError: for a ``bool`` (``True`` is not token 1), a ``float`` or any
            non-integer.
    """
    return check_int(value, name)


def check_token_ids(value: object, name: str) -> list[int]:
    """A sequence of token IDs as a list of ``int``.

    Raises:
        ArgumentTypeError: for a ``str``, bytes (not IDs: decode bytes you have, encode
            text you have), a non-iterable, or an item that is not an integer, named by
            its position (``ids[0] must be an integer, got bool True``).
    """
    if isinstance(value, (str, *_BYTES_LIKE)) or not isinstance(value, Iterable):
        raise ArgumentTypeError(
            f"{name} must be a sequence of token IDs (integers), got {type_name(value)}"
        )
    ids = list(value)
    if all(type(item) is int for item in ids):  # the usual case, checked at C speed
        return ids
    return [check_int(item, f"{name}[{i}]") for i, item in enumerate(ids)]


def check_path(value: object, name: str) -> str | os.PathLike[str]:
    """A file or folder path: a non-empty ``str`` or ``os.PathLike`` of ``str``.

    Raises:
        ArgumentTypeError: for anything else (an ``int`` would be opened as a file
            descriptor, ``None`` as nothing at all).
        ValueError: for an empty path or one holding a NUL character.
    """
    if isinstance(value, _BYTES_LIKE) or not isinstance(value, (str, os.PathLike)):
        raise ArgumentTypeError(f"{name} must be a str or os.PathLike path, got {type_name(value)}")
    text = os.fspath(value)
    if not isinstance(text, str):
        raise ArgumentTypeError(f"{name} must be a str path, got a {type_name(text)} path")
    if not text:
        raise ValueError(f"{name} is empty: give a file or folder")
    if "\0" in text:
        raise ValueError(f"{name} {text!r} holds a NUL character, which no file name can")
    return value


def check_mapping(value: object, name: str) -> Mapping[Any, Any]:
    """A mapping argument (a ``dict`` or any ``collections.abc.Mapping``).

    Raises:
        ArgumentTypeError: for anything else.
    """
    if not isinstance(value, Mapping):
        raise ArgumentTypeError(f"{name} must be a mapping, got {type_name(value)}")
    return value


def check_callable(value: object, name: str) -> Callable[..., Any] | None:
    """A callback, or None for none.

    Raises:
        ArgumentTypeError: for anything that cannot be called.
    """
    if value is not None and not callable(value):
        raise ArgumentTypeError(f"{name} must be callable or None, got {type_name(value)}")
    return value


def check_sequence(value: object, name: str) -> Sequence[Any]:
    """A sequence argument (list, tuple, ...), not one ``str`` or bytes or a mapping.

    Raises:
        ArgumentTypeError: for anything else.
    """
    if (
        isinstance(value, (str, *_BYTES_LIKE))
        or isinstance(value, Mapping)
        or not isinstance(value, Sequence)
    ):
        raise ArgumentTypeError(f"{name} must be a list or tuple, got {type_name(value)}")
    return value


def _short(value: object) -> str:
    """``repr(value)``, cut to 40 characters for a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
