"""Special tokens in a text: how they are found and what is done to the text around them.

:func:`split_on_special_tokens` cuts bytes at the special tokens as written (longest
first, then leftmost; docs/rules.md s4); :func:`find_added` finds them as Hugging Face
finds its added tokens (:class:`AddedTokenOptions`: ``lstrip``, ``rstrip``,
``single_word``, ``normalized``). A :class:`TextPreparation` holds both with the
normalizer and the prefix space, and gives a text as the encoder
(:class:`~bpe_viewer.core.encoding.MergeTable`) and training see it;
:func:`normalize_bytes` normalizes a document the same way, keeping its special tokens.

Example:
    >>> split_on_special_tokens(b"a<|e|>b", [b"<|e|>"])
    [b'a', SpecialMatch(text=b'<|e|>', offset=1), b'b']
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bpe_viewer.core.normalize import WHITE_SPACE, normalizer_for_form

if TYPE_CHECKING:
    import regex

    from bpe_viewer.core.normalize import Normalizer

__all__ = [
    "PLAIN_TOKEN",
    "AddedTokenOptions",
    "SpecialMatch",
    "TextPreparation",
    "find_added",
    "normalize_bytes",
    "special_token_pattern",
    "split_on_special_tokens",
]


@dataclass(frozen=True, slots=True)
class AddedTokenOptions:
    """How a special token is found in a text, as Hugging Face matches an added token.

    Attributes:
        lstrip: the token takes in the white space before it.
        rstrip: the token takes in the white space after it.
        single_word: the token is only found where no letter, digit or ``_`` touches it.
        normalized: the token is found in the normalized text (its own text normalized
            too), after the tokens that are not, instead of in the text as given.
    """

    lstrip: bool = False
    rstrip: bool = False
    single_word: bool = False
    normalized: bool = False

    def __bool__(self) -> bool:
        return self.lstrip or self.rstrip or self.single_word or self.normalized


#: A special token found as written: what every special token is unless told otherwise.
PLAIN_TOKEN = AddedTokenOptions()


def find_added(
    data: bytes, targets: dict[str, bytes], options: dict[bytes, AddedTokenOptions]
) -> list[bytes | SpecialMatch]:
    """Cut ``data`` at the special tokens, as Hugging Face's
    ``AddedVocabulary::find_matches`` does: the leftmost, longest text of ``targets``
    (``{text to find: special token}``); a ``single_word`` match touching a word
    character (:func:`_word_character`) is no match; ``lstrip`` takes in the white space
    before it (not what an earlier match took), ``rstrip`` the white space after it.

    Returns:
        Byte stretches (possibly empty) and one :class:`SpecialMatch` per match, whose
        ``text`` is the special token's bytes.
    """
    if not targets or not data:
        return [data]
    text = data.decode("utf-8", "surrogateescape")
    out: list[bytes | SpecialMatch] = []
    start_offset = 0
    for m in _target_pattern(tuple(targets)).finditer(text):
        token = targets[m.group()]
        option = options[token]
        start, stop = m.start(), m.end()
        if option.single_word:
            touching = (text[start - 1 : start], text[stop : stop + 1])
            if any(c and _word_character().fullmatch(c) for c in touching):
                continue
        if option.lstrip:
            left = start
            while left > 0 and text[left - 1] in WHITE_SPACE:
                left -= 1
            start = max(left, start_offset)
        if option.rstrip:
            while stop < len(text) and text[stop] in WHITE_SPACE:
                stop += 1
        if start_offset < start:
            out.append(text[start_offset:start].encode("utf-8", "surrogateescape"))
        out.append(SpecialMatch(token, start))
        start_offset = stop
    out.append(text[start_offset:].encode("utf-8", "surrogateescape"))
    return out


@functools.cache
def _word_character() -> regex.Pattern[str]:
    """One character of the Unicode word class, as the ``\\w`` of Rust's ``regex`` crate
    that tokenizers' ``single_word`` check uses (UTS #18 annex C): Alphabetic, Mark,
    Decimal_Number, Connector_Punctuation and Join_Control (U+200C, U+200D). So
    ``U+0301`` and ``U+200D`` are word characters, and ``²`` (Other_Number) is not.
    """
    import regex  # imported on first use, as in pretokenize

    return regex.compile(r"[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}]")


@functools.cache
def _target_pattern(targets: tuple[str, ...]) -> re.Pattern[str]:
    """The texts, longest first, as one pattern: Python takes the first alternative that
    matches at the leftmost place, so this finds the leftmost longest."""
    ordered = sorted((t for t in targets if t), key=lambda t: (-len(t), t))
    return re.compile("|".join(re.escape(t) for t in ordered))


@dataclass(frozen=True, slots=True)
class SpecialMatch:
    """One occurrence of a special token inside some bytes.

    Attributes:
        text: the special token's bytes.
        offset: where it starts, in bytes.
    """

    text: bytes
    offset: int


def special_token_pattern(special_tokens: Sequence[bytes]) -> re.Pattern[bytes] | None:
    """A pattern matching any of the special tokens, longest first; None when empty."""
    if not special_tokens:
        return None
    ordered = sorted(set(special_tokens), key=lambda t: (-len(t), t))
    return re.compile(b"|".join(re.escape(t) for t in ordered))


def split_on_special_tokens(
    data: bytes, pattern: re.Pattern[bytes] | Sequence[bytes] | None
) -> list[bytes | SpecialMatch]:
    """Cut ``data`` at special-token occurrences (docs/rules.md s4).

    Args:
        data: any bytes.
        pattern: from :func:`special_token_pattern`, or the special tokens themselves.

    Returns:
        Non-empty byte pieces and :class:`SpecialMatch` items in input order; their
        concatenation is ``data``.
    """
    if pattern is not None and not isinstance(pattern, re.Pattern):
        pattern = special_token_pattern(pattern)
    if pattern is None:
        return [data] if data else []
    out: list[bytes | SpecialMatch] = []
    start = 0
    for m in pattern.finditer(data):
        if m.start() > start:
            out.append(data[start : m.start()])
        out.append(SpecialMatch(m.group(), m.start()))
        start = m.end()
    if start < len(data):
        out.append(data[start:])
    return out


class TextPreparation:
    """What an encoder does to a text before cutting it into pieces (docs/rules.md s4).

    It finds the special tokens, as written or as Hugging Face finds added tokens
    (:class:`AddedTokenOptions`), and prepares each stretch between them: normalized,
    then given a prefix space. :class:`~bpe_viewer.core.encoding.MergeTable` keeps one.

    Args:
        specials: each special token's bytes with its ID, in the table's order.
        normalizer: applied to each stretch between special tokens first.
        prefix_space: a space put before a stretch that does not start with one.
        options: one :class:`AddedTokenOptions` per special token, or none (each found
            as written).

    Raises:
        ValueError: for a number of ``options`` other than the number of special tokens.
    """

    __slots__ = (
        "_specials",
        "_special_pattern",
        "_normalizer",
        "_prefix_space",
        "_options",
        "_raw_targets",
        "_normalized_targets",
    )

    def __init__(
        self,
        specials: dict[bytes, int],
        *,
        normalizer: Normalizer | None = None,
        prefix_space: bool = False,
        options: Sequence[AddedTokenOptions] = (),
    ) -> None:
        self._specials = specials
        self._special_pattern = special_token_pattern(tuple(specials))
        self._normalizer = normalizer if normalizer else None
        self._prefix_space = prefix_space
        options = tuple(options)
        if options and len(options) != len(specials):
            raise ValueError(
                f"{len(options)} added-token options for {len(specials)} special tokens"
            )
        #: {special bytes: options}, only when one of them is not plain
        self._options: dict[bytes, AddedTokenOptions] | None = None
        #: {text to find as written: special bytes}, {text to find normalized: ...}
        self._raw_targets: dict[str, bytes] = {}
        self._normalized_targets: dict[str, bytes] = {}
        if any(options):
            self._options = dict(zip(specials, options, strict=True))
            for token, option in self._options.items():
                if option.normalized and self._normalizer is not None:
                    found = self._normalizer.apply_bytes(token) or token
                else:
                    found = token
                where = self._normalized_targets if option.normalized else self._raw_targets
                where.setdefault(found.decode("utf-8", "surrogateescape"), token)

    @property
    def finds_added_tokens(self) -> bool:
        """True when some special token is found otherwise than as written."""
        return self._options is not None

    @property
    def changes_text(self) -> bool:
        """True when :meth:`prepare` may change a text (a normalizer or a prefix space)."""
        return self._normalizer is not None or self._prefix_space

    def prepare(self, data: bytes) -> bytes:
        """One stretch between special tokens normalized, then given its prefix space
        (empty stays empty); see :meth:`bpe_viewer.core.encoding.MergeTable.prepare`."""
        if self._normalizer is not None:
            data = self._normalizer.apply_bytes(data)
        if self._prefix_space and data and data[:1] != b" ":
            data = b" " + data
        return data

    def prepare_document(self, data: bytes) -> bytes:
        """:meth:`prepare` applied to each stretch between special tokens of a
        document (the special tokens kept as they are)."""
        if not self.changes_text:
            return data
        if self._special_pattern is None:
            return self.prepare(data)
        return b"".join(
            self.prepare(part) if isinstance(part, bytes) else part.text
            for part in split_on_special_tokens(data, self._special_pattern)
        )

    def stretches(self, data: bytes, allow_special: bool, prepared: bool) -> list[bytes | int]:
        """``data`` as special-token IDs and the stretches between them, each stretch
        :meth:`prepare`-d (unless ``prepared``), ready to be cut into pieces."""
        if allow_special and self._options is not None and not prepared:
            return self._added_stretches(data)
        if allow_special and self._special_pattern is not None:
            out: list[bytes | int] = []
            for piece in split_on_special_tokens(data, self._special_pattern):
                if isinstance(piece, SpecialMatch):
                    out.append(self._specials[piece.text])
                elif self.changes_text and not prepared:
                    out.append(self.prepare(piece))
                else:
                    out.append(piece)
            return out
        if self.changes_text and not prepared:
            data = self.prepare(data)
        return [data]

    def _added_stretches(self, data: bytes) -> list[bytes | int]:
        """:meth:`stretches` with special tokens found as Hugging Face finds added
        tokens: first those found as written (``lstrip``, ``rstrip``, ``single_word``),
        then, in each stretch between them normalized, those found in normalized text;
        each stretch left is then given its prefix space."""
        options = self._options
        assert options is not None
        out: list[bytes | int] = []
        for part in find_added(data, self._raw_targets, options):
            if isinstance(part, SpecialMatch):
                out.append(self._specials[part.text])
                continue
            if self._normalizer is not None:
                part = self._normalizer.apply_bytes(part)
            for piece in find_added(part, self._normalized_targets, options):
                if isinstance(piece, SpecialMatch):
                    out.append(self._specials[piece.text])
                elif piece:
                    if self._prefix_space and piece[:1] != b" ":
                        piece = b" " + piece
                    out.append(piece)
        return out


def normalize_bytes(form: str, data: bytes, keep: Sequence[bytes] = ()) -> bytes:
    """UTF-8 ``data`` in the form ``form``, bytes that are not UTF-8 left as they are.

    Every occurrence of a ``keep`` string (the special tokens; the longest where two
    start at one byte) stays as written and each stretch between them is normalized on
    its own, as Hugging Face normalizes the text between its added tokens.

    Raises:
        ValueError: as :func:`~bpe_viewer.core.normalize.check_normalize`.
    """
    normalizer = normalizer_for_form(form)
    if not data or data.isascii():  # both forms leave ASCII as it is
        return data
    # the encoder's own preparation of a document, as training and encoding do it
    specials = {
        token: index for index, token in enumerate(dict.fromkeys(bytes(k) for k in keep if k))
    }
    return TextPreparation(specials, normalizer=normalizer).prepare_document(data)
