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

Example:
    >>> split_pieces(b"Hello world's 123!!", "gpt2")
    [b'Hello', b' world', b"'s", b' 123', b'!!']
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

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


def check_pretokenizer(name: str) -> str:
    """Validate a pre-tokenizer name.

    Args:
        name: a key of :data:`PRETOKENIZERS`, or ``"regex:" + pattern`` for a pattern of
            its own (the ``regex`` module's syntax, as tiktoken and Hugging Face use).

    Raises:
        ValueError: for a name not in :data:`PRETOKENIZERS`, or a pattern that does not
            compile.
    """
    if not isinstance(name, str):
        raise ValueError(f"pre-tokenizer must be a name, got {name!r}")
    if name.startswith(REGEX_PREFIX):
        import regex  # imported on first use: it takes a noticeable part of start-up

        try:
            _compiled(name)
        except regex.error as err:
            raise ValueError(f"pre-tokenizer pattern does not compile: {err}") from None
        return name
    if name not in PRETOKENIZERS:
        raise ValueError(
            f"unknown pre-tokenizer {name!r}; expected one of {', '.join(PRETOKENIZERS)}"
        )
    return name


def pretokenizer_pattern(name: str) -> str | None:
    """The regular expression of a pre-tokenizer; None for ``none``.

    Raises:
        ValueError: for an unknown name.
    """
    if name.startswith(REGEX_PREFIX):
        return name[len(REGEX_PREFIX) :]
    return PRETOKENIZERS[check_pretokenizer(name)]


def pretokenizer_for_pattern(pattern: str | None) -> str:
    """The pre-tokenizer of a regular expression: its name when it is one of ours
    (``gpt2``, ``gpt4``, ...), else ``"regex:" + pattern``; ``none`` for None or ``""``.

    Raises:
        ValueError: for a pattern that does not compile.
    """
    if not pattern:
        return "none"
    for name, known in PRETOKENIZERS.items():
        if known == pattern:
            return name
    return check_pretokenizer(REGEX_PREFIX + pattern)


def describe_pretokenizer(name: str) -> str:
    """A short label: the name, or ``regex`` with the start of its pattern."""
    if name.startswith(REGEX_PREFIX):
        pattern = name[len(REGEX_PREFIX) :]
        return f"regex {pattern[:40]}{'…' if len(pattern) > 40 else ''}"
    return name


@cache
def _compiled(name: str) -> regex.Pattern[str] | None:
    import regex

    if name.startswith(REGEX_PREFIX):
        return regex.compile(name[len(REGEX_PREFIX) :])
    pattern = PRETOKENIZERS[check_pretokenizer(name)]
    return None if pattern is None else regex.compile(pattern)


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
    if _compiled(name) is None:
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
        ValueError: for an unknown pre-tokenizer.
    """
    pattern = _compiled(name)
    if not text:
        return []
    if pattern is None:
        return [text]
    if not pattern.groups:
        # Matches never overlap, so when their lengths add up to the text's the pattern
        # skipped nothing and they are the pieces (the usual case, found in one call).
        pieces: list[str] = pattern.findall(text)
        if sum(map(len, pieces)) == len(text):
            return [p for p in pieces if p] if "" in pieces else pieces
    pieces = []
    start = 0
    for m in pattern.finditer(text):
        if m.start() > start:  # a stretch the pattern skipped stays a piece
            pieces.append(text[start : m.start()])
        if m.end() > m.start():
            pieces.append(m.group())
        start = max(start, m.end())
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def piece_starts(data: bytes, name: str) -> set[int]:
    """Byte offsets where a piece other than the first begins: no pair spans them."""
    starts: set[int] = set()
    offset = 0
    for piece in split_pieces(data, name):
        if offset:
            starts.add(offset)
        offset += len(piece)
    return starts
