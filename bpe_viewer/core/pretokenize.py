"""Pre-tokenization: cut documents into pieces that merges never cross (docs/rules.md s4).

Each pre-tokenizer is a regular expression (the ``regex`` module, for ``\\p{L}`` and
friends) applied to the document's text. Bytes that are not valid UTF-8 are carried
through as surrogate escapes, so the pieces always join back to the exact bytes; any
stretch the pattern does not match becomes a piece of its own.

=============== ==========================================================================
name            pieces
=============== ==========================================================================
``none``        the whole document (the default byte-level rule of docs/rules.md s2)
``whitespace``  runs of non-space characters and runs of whitespace
``punctuation`` runs of word characters, runs of whitespace, each other character alone
``gpt2``        the GPT-2 pattern: contractions, ``␣?letters``, ``␣?digits``,
                ``␣?other``, whitespace
``gpt4``        the GPT-4 (cl100k) pattern: case-insensitive contractions, letters with
                one leading non-letter, digits in groups of at most three, ...
=============== ==========================================================================

A pattern of its own (``regex:...``, read from a file) is bounded (docs/rules.md s10): at
most :data:`PATTERN_MAX_LENGTH` characters and :data:`PATTERN_MAX_DEPTH` nested groups,
and :func:`pattern_seconds` per MB of text, through the ``regex`` module's ``timeout``;
breaking a bound raises :class:`PatternError`. The patterns above are trusted.

Example:
    >>> split_pieces(b"Hello world's 123!!", "gpt2")
    [b'Hello', b' world', b"'s", b' 123', b'!!']
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
from itertools import accumulate
from typing import TYPE_CHECKING

from bpe_viewer.core.safeio import InputError, terminal_text

if TYPE_CHECKING:
    import regex

#: Pre-tokenizer names and their patterns (None: no pre-tokenization).
PRETOKENIZERS: dict[str, str | None] = {
    "none": None,
    "whitespace": r"\s+|\S+",
    "punctuation": r"\s+|\w+|[^\w\s]",
    "gpt2": r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""",
    "gpt4": (
        r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}+|\p{N}{1,3}"""
        r"""| ?[^\s\p{L}\p{N}]++[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+"""
    ),
}


#: Prefix of a pre-tokenizer given by its own regular expression (a table imported from
#: another library may carry any pattern): ``"regex:" + pattern``.
REGEX_PREFIX = "regex:"

#: Longest pattern of a ``regex:`` pre-tokenizer, in characters (the GPT-4 one has 105).
PATTERN_MAX_LENGTH = 4096
#: Deepest nesting of groups in a ``regex:`` pattern (the compiler recurses per level).
PATTERN_MAX_DEPTH = 64
#: Environment variable: seconds a ``regex:`` pattern may run per megabyte of text.
PATTERN_TIME_ENV = "BPE_VIEWER_PATTERN_SECONDS"
#: Default of :data:`PATTERN_TIME_ENV`.
DEFAULT_PATTERN_SECONDS = 2.0

#: Prefix of a pre-tokenizer made of several splits applied one after another (a
#: ``tokenizer.json`` Sequence of Split pre-tokenizers): ``"splits:" + JSON``, the JSON a
#: list of ``[pattern, behavior, invert]`` (see :class:`SplitStep`).
SPLITS_PREFIX = "splits:"

#: How a split keeps each match (Hugging Face's ``SplitDelimiterBehavior`` names, all
#: of which keep every character; ``removed`` drops text and is not one of them).
SPLIT_BEHAVIORS = ("isolated", "merged_with_previous", "merged_with_next", "contiguous")


@dataclass(frozen=True, slots=True)
class SplitStep:
    """One split of a ``splits:`` pre-tokenizer, as Hugging Face's ``Split`` applies it.

    Attributes:
        pattern: a regular expression (the ``regex`` module's syntax).
        behavior: one of :data:`SPLIT_BEHAVIORS`: each match a piece of its own
            (``isolated``), joined to the piece before it (``merged_with_previous``) or
            after it (``merged_with_next``), or runs of adjacent matches as one piece
            (``contiguous``).
        invert: the stretches between matches play the matches' part.
    """

    pattern: str
    behavior: str = "isolated"
    invert: bool = False

    def split(self, text: str, seconds: float | None = None) -> list[str]:
        """The non-empty pieces of ``text``; their concatenation is ``text``.

        ``seconds`` bounds the search (the ``regex`` module's ``timeout``; None for
        none); past it ``TimeoutError`` is raised.

        As the library: the stretches between matches and the matches (empty ones
        too) in order, the roles swapped by ``invert``, joined by the behavior, then
        the empty pieces dropped.
        """
        if not text:
            return []
        parts: list[list[int]] = []  # [start, end, is a match]
        prev = 0
        hit = 0 if self.invert else 1
        matched = False
        for m in _pattern(self.pattern).finditer(text, timeout=seconds):
            if matched and m.start() == m.end() == prev:
                continue  # no empty match right after a match, as the library finds them
            matched = True
            if m.start() != prev:
                parts.append([prev, m.start(), 1 - hit])
            parts.append([m.start(), m.end(), hit])
            prev = m.end()
        if prev != len(text):
            parts.append([prev, len(text), 1 - hit])
        joined: list[list[int]] = []
        behavior = self.behavior
        previous = 0
        if behavior == "merged_with_next":
            for start, end, is_match in reversed(parts):
                if is_match and not previous and joined:
                    joined[-1][0] = start
                else:
                    joined.append([start, end])
                previous = is_match
            joined.reverse()
        else:
            for start, end, is_match in parts:
                if behavior == "merged_with_previous":
                    glue = is_match and not previous
                else:
                    glue = behavior == "contiguous" and is_match == previous
                if glue and joined:
                    joined[-1][1] = end
                else:
                    joined.append([start, end])
                previous = is_match
        return [text[start:end] for start, end in joined if end > start]


def splits_pretokenizer(steps: list[SplitStep]) -> str:
    """The pre-tokenizer name of a sequence of splits: the plain pattern's name when it
    is one ``isolated`` split (``gpt2``, ``regex:...``), else ``"splits:" + JSON``.

    Raises:
        ValueError: for an unknown behavior or a pattern that does not compile.
    """
    for step in steps:
        if step.behavior not in SPLIT_BEHAVIORS:
            raise ValueError(
                f"split behavior {step.behavior!r} is not supported (expected one of "
                f"{', '.join(SPLIT_BEHAVIORS)})"
            )
    if not steps:
        return "none"
    if len(steps) == 1 and steps[0].behavior == "isolated":
        return pretokenizer_for_pattern(steps[0].pattern)
    name = SPLITS_PREFIX + json.dumps(
        [[s.pattern, s.behavior, s.invert] for s in steps], ensure_ascii=False
    )
    return check_pretokenizer(name)


def split_steps(name: str) -> list[SplitStep]:
    """The splits of a pre-tokenizer, in order: one ``isolated`` split for a single
    pattern, none for ``none``.

    Raises:
        ValueError: for an unknown name.
    """
    if name.startswith(SPLITS_PREFIX):
        return _parse_splits(name)
    pattern = pretokenizer_pattern(name)
    return [] if pattern is None else [SplitStep(pattern)]


def _parse_splits(name: str) -> list[SplitStep]:
    try:
        items = json.loads(name[len(SPLITS_PREFIX) :])
    except ValueError:
        raise ValueError("splits pre-tokenizer: not a JSON list") from None
    steps: list[SplitStep] = []
    if not isinstance(items, list) or not items:
        raise ValueError("splits pre-tokenizer: expected a non-empty list")
    for i, item in enumerate(items):
        if (
            not isinstance(item, list)
            or len(item) != 3
            or not isinstance(item[0], str)
            or item[1] not in SPLIT_BEHAVIORS
            or not isinstance(item[2], bool)
        ):
            raise ValueError(
                f"splits pre-tokenizer step {i}: expected [pattern, behavior, invert], got {item!r}"
            )
        steps.append(SplitStep(item[0], item[1], item[2]))
    return steps


# Where each pattern read from a file came from (``tokenizer.json: pre_tokenizer step 0``),
# for the messages of patterns that break a bound; the latest loader to read one wins.
_ORIGINS: dict[str, str] = {}


class PatternError(InputError):
    """A pre-tokenizer pattern from a file breaks a bound (length, nesting, time) or does
    not compile; the message names where the pattern came from when that is known."""


def note_pattern_origin(pattern: str, origin: str) -> None:
    """Remember where ``pattern`` was read (``"redos.model line 2"``) for its messages.

    Args:
        pattern: the regular expression, without the ``regex:`` prefix.
        origin: the file and the place in it.
    """
    _ORIGINS[pattern] = origin


def pattern_seconds() -> float:
    """Seconds a ``regex:`` pattern may run per megabyte of text (at least that long for
    a shorter text): ``BPE_VIEWER_PATTERN_SECONDS``, else 2.

    Raises:
        PatternError: when the variable is not a positive number of seconds.
    """
    raw = os.environ.get(PATTERN_TIME_ENV, "").strip()
    if not raw:
        return DEFAULT_PATTERN_SECONDS
    try:
        value = float(raw) if raw.isascii() else -1.0
    except ValueError:
        value = -1.0
    if not 0 < value < 1e9:
        raise PatternError(
            f"{PATTERN_TIME_ENV}={terminal_text(raw)}: expected a number of seconds above 0"
        )
    return value


def _shown(pattern: str) -> str:
    return repr(pattern[:40] + ("…" if len(pattern) > 40 else ""))


def _pattern_problem(pattern: str, what: str) -> PatternError:
    origin = _ORIGINS.get(pattern)
    head = f"{origin}: " if origin else ""
    return PatternError(f"{head}pre-tokenizer pattern {_shown(pattern)} {what}")


def _nesting(pattern: str) -> int:
    """How deeply the groups of ``pattern`` nest (escapes and sets skipped)."""
    depth = deepest = 0
    i, n = 0, len(pattern)
    in_set = False
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_set:
            in_set = ch != "]"
        elif ch == "[":
            in_set = True
            if pattern[i + 1 : i + 2] == "]":
                i += 1  # "[]...]": a leading "]" is a member
        elif ch == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ")":
            depth = max(depth - 1, 0)
        i += 1
    return deepest


def _compile_untrusted(pattern: str) -> regex.Pattern[str]:
    """Compile a pattern that did not come from :data:`PRETOKENIZERS`, within the bounds."""
    import regex  # imported on first use: it takes a noticeable part of start-up

    if len(pattern) > PATTERN_MAX_LENGTH:
        raise _pattern_problem(
            pattern,
            f"has {len(pattern)} characters, more than the {PATTERN_MAX_LENGTH} allowed",
        )
    depth = _nesting(pattern)
    if depth > PATTERN_MAX_DEPTH:
        raise _pattern_problem(
            pattern, f"nests groups {depth} deep, more than the {PATTERN_MAX_DEPTH} allowed"
        )
    try:
        return regex.compile(pattern)
    except regex.error as err:
        raise _pattern_problem(pattern, f"does not compile: {err}") from None
    except (RecursionError, MemoryError, OverflowError, ValueError) as err:
        raise _pattern_problem(
            pattern, f"does not compile ({type(err).__name__}: {str(err)[:60]})"
        ) from None


def check_pretokenizer(name: str, origin: str | None = None) -> str:
    """Validate a pre-tokenizer name.

    Args:
        name: a key of :data:`PRETOKENIZERS`, or ``"regex:" + pattern`` for a pattern of
            its own (the ``regex`` module's syntax, as tiktoken and Hugging Face use).
        origin: where a ``regex:`` pattern was read (``"redos.model line 2"``); kept
            for the message of a later run of the pattern past its time bound.

    Raises:
        ValueError: for a name not in :data:`PRETOKENIZERS`;
            :class:`PatternError` (a ValueError) for a pattern longer than
            :data:`PATTERN_MAX_LENGTH`, nested deeper than :data:`PATTERN_MAX_DEPTH`, or
            that does not compile.
    """
    if not isinstance(name, str):
        raise ValueError(f"pre-tokenizer must be a name, got {name!r}")
    if name.startswith(SPLITS_PREFIX):
        import regex

        for i, step in enumerate(_parse_splits(name)):
            try:
                _pattern(step.pattern)
            except regex.error as err:
                raise ValueError(
                    f"pre-tokenizer split {i}: pattern does not compile: {err}"
                ) from None
        return name
    if name.startswith(REGEX_PREFIX):
        _compiled(name)
        if origin:
            note_pattern_origin(name[len(REGEX_PREFIX) :], origin)
        return name
    if name not in PRETOKENIZERS:
        raise ValueError(
            f"unknown pre-tokenizer {name!r}; expected one of {', '.join(PRETOKENIZERS)}"
        )
    return name


def pretokenizer_pattern(name: str) -> str | None:
    """The regular expression of a pre-tokenizer; None for ``none``.

    Raises:
        ValueError: for an unknown name, or a ``splits:`` pre-tokenizer (several
            splits have no single pattern; see :func:`split_steps`).
    """
    if name.startswith(SPLITS_PREFIX):
        raise ValueError(
            f"the pre-tokenizer {describe_pretokenizer(name)} is a sequence of splits, "
            "not one pattern"
        )
    if name.startswith(REGEX_PREFIX):
        return name[len(REGEX_PREFIX) :]
    return PRETOKENIZERS[check_pretokenizer(name)]


def pretokenizer_for_pattern(pattern: str | None, origin: str | None = None) -> str:
    """The pre-tokenizer of a regular expression: its name when it is one of ours
    (``gpt2``, ``gpt4``, ...), else ``"regex:" + pattern``; ``none`` for None or ``""``.

    Args:
        pattern: the regular expression read from a file.
        origin: where it was read, as for :func:`check_pretokenizer`.

    Raises:
        ValueError: for a pattern that breaks a bound or does not compile
            (:class:`PatternError`).
    """
    if not pattern:
        return "none"
    for name, known in PRETOKENIZERS.items():
        if known == pattern:
            return name
    return check_pretokenizer(REGEX_PREFIX + pattern, origin)


def describe_pretokenizer(name: str) -> str:
    """A short label: the name, or ``regex`` with the start of its pattern, or
    ``splits`` with the number of splits and the start of the first pattern."""
    if name.startswith(SPLITS_PREFIX):
        steps = _parse_splits(name)
        first = steps[0].pattern
        return f"splits ×{len(steps)} {first[:30]}{'…' if len(first) > 30 else ''}"
    if name.startswith(REGEX_PREFIX):
        pattern = name[len(REGEX_PREFIX) :]
        return f"regex {pattern[:40]}{'…' if len(pattern) > 40 else ''}"
    return name


@cache
def _pattern(pattern: str) -> regex.Pattern[str]:
    """A split's pattern compiled: ours as they are, any other within the bounds of
    patterns from files (:func:`_compile_untrusted`)."""
    import regex

    if pattern in PRETOKENIZERS.values():
        return regex.compile(pattern)
    return _compile_untrusted(pattern)


@cache
def _compiled(name: str) -> regex.Pattern[str] | None:
    import regex

    if name.startswith(SPLITS_PREFIX):
        return None
    if name.startswith(REGEX_PREFIX):
        return _compile_untrusted(name[len(REGEX_PREFIX) :])
    pattern = PRETOKENIZERS[check_pretokenizer(name)]
    return None if pattern is None else regex.compile(pattern)


def _time_bound(name: str, text: str) -> float | None:
    """Seconds the pattern of ``name`` may take on ``text``; None for our own patterns."""
    if not name.startswith(REGEX_PREFIX):
        return None
    return pattern_seconds() * max(1.0, len(text) / 1e6)


def _timed_out(name: str, text: str, seconds: float) -> PatternError:
    return _pattern_problem(
        name[len(REGEX_PREFIX) :],
        f"ran longer than its time bound ({seconds:g} s) on a text of {len(text)} "
        f"characters; a pattern from a file runs under a bound of "
        f"{pattern_seconds():g} s per MB of text, raised with the environment variable "
        f"{PATTERN_TIME_ENV}",
    )


def split_pieces(data: bytes, name: str) -> list[bytes]:
    """Cut ``data`` into pieces with the pre-tokenizer ``name``.

    Args:
        data: any bytes (need not be UTF-8).
        name: a key of :data:`PRETOKENIZERS`.

    Returns:
        Non-empty pieces whose concatenation is ``data`` (empty list for empty data).

    Raises:
        ValueError: for an unknown pre-tokenizer.
    """
    if not data:
        return []
    if _compiled(name) is None and not name.startswith(SPLITS_PREFIX):
        return [data]
    text = data.decode("utf-8", "surrogateescape")
    return [piece.encode("utf-8", "surrogateescape") for piece in split_text(text, name)]


def split_text(text: str, name: str) -> list[str]:
    """:func:`split_pieces` on text decoded with ``surrogateescape``: the same cuts,
    without encoding every piece (training counts the pieces as text and encodes only
    the distinct ones).

    Args:
        text: a document decoded as UTF-8 with ``errors="surrogateescape"``.
        name: a key of :data:`PRETOKENIZERS`, or ``"regex:" + pattern``.

    Returns:
        Non-empty pieces whose concatenation is ``text`` (empty list for empty text).

    Raises:
        ValueError: for an unknown pre-tokenizer; :class:`PatternError` (a ValueError)
            for a ``regex:`` pattern that breaks a bound, including its time bound
            (:func:`pattern_seconds` per MB of text; the program's own patterns run
            unbounded).
    """
    if name.startswith(SPLITS_PREFIX):
        return _split_chain(text, name)
    pattern = _compiled(name)
    if not text:
        return []
    if pattern is None:
        return [text]
    seconds = _time_bound(name, text)
    try:
        return _split(pattern, text, seconds)
    except TimeoutError:
        raise _timed_out(name, text, seconds or 0.0) from None
    except RecursionError:
        raise _pattern_problem(name[len(REGEX_PREFIX) :], "recursed too deeply") from None


def _split(pattern: regex.Pattern[str], text: str, seconds: float | None) -> list[str]:
    if not pattern.groups:
        # Matches never overlap, so when their lengths add up to the text's the pattern
        # skipped nothing and they are the pieces (the usual case, found in one call).
        pieces: list[str] = pattern.findall(text, timeout=seconds)
        if sum(map(len, pieces)) == len(text):
            return [p for p in pieces if p] if "" in pieces else pieces
    pieces = []
    start = 0
    for m in pattern.finditer(text, timeout=seconds):
        if m.start() > start:  # a stretch the pattern skipped stays a piece
            pieces.append(text[start : m.start()])
        if m.end() > m.start():
            pieces.append(m.group())
        start = max(start, m.end())
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def piece_starts(data: bytes, name: str) -> set[int]:
    """Byte offsets where a piece other than the first begins: no pair spans them.

    The pieces are cut as text (:func:`split_text`); for many pieces their character
    offsets are turned into byte offsets at once (each character's UTF-8 length, 1 for
    an escaped byte) instead of encoding each piece again.

    Example:
        >>> sorted(piece_starts("да нет".encode(), "whitespace"))
        [4, 5]
    """
    if not data:
        return set()
    text = data.decode("utf-8", "surrogateescape")
    pieces = split_text(text, name)
    if len(pieces) < 2:
        return set()
    if len(text) == len(data):  # every character is one byte: ASCII or escaped bytes
        return set(accumulate(map(len, pieces[:-1])))
    if len(pieces) < 256:  # few pieces: encoding each costs less than the arrays
        return set(accumulate(len(p.encode("utf-8", "surrogateescape")) for p in pieces[:-1]))
    at = list(accumulate(map(len, pieces[:-1])))
    import numpy as np

    points = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    widths = 1 + (points >= 0x80).astype(np.int64) + (points >= 0x800) + (points >= 0x10000)
    widths[(points >= 0xDC80) & (points <= 0xDCFF)] = 1  # surrogateescape: one byte
    offsets = np.cumsum(widths)  # offsets[i]: bytes before character i + 1
    return set(offsets[np.array(at) - 1].tolist())


@cache
def _chain(name: str) -> tuple[SplitStep, ...]:
    return tuple(_parse_splits(name))


def _split_chain(text: str, name: str) -> list[str]:
    """Each split of a ``splits:`` pre-tokenizer applied to every piece of the one before."""
    pieces = [text] if text else []
    for step in _chain(name):
        seconds = None
        if step.pattern not in PRETOKENIZERS.values():
            seconds = pattern_seconds() * max(1.0, len(text) / 1e6)
        try:
            pieces = [p for piece in pieces for p in step.split(piece, seconds)]
        except TimeoutError:
            raise _pattern_problem(
                step.pattern,
                f"ran longer than its time bound ({seconds or 0.0:g} s) on a text of "
                f"{len(text)} characters; a pattern from a file runs under a bound of "
                f"{pattern_seconds():g} s per MB of text, raised with the environment "
                f"variable {PATTERN_TIME_ENV}",
            ) from None
        except RecursionError:
            raise _pattern_problem(step.pattern, "recursed too deeply") from None
    return pieces
