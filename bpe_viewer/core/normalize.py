"""Unicode text normalization applied before pre-tokenization, as Hugging Face applies it.

A :class:`Normalizer` is a frozen sequence of :class:`NormalizerStep` values, each one of
the ``normalizer`` objects of a ``tokenizer.json`` that this program reproduces exactly:

============ =================================================================================
type         effect on the text
============ =================================================================================
``NFC``      Unicode normalization form C (also ``NFD``, ``NFKC``, ``NFKD``)
``Lowercase`` each character's own lowercase mapping, one character at a time (no
             final-sigma rule: ``Σ`` always becomes ``σ``, as Rust's ``char::to_lowercase``)
``Strip``    drop Unicode ``White_Space`` characters at the left and/or right end
``Replace``  every match of a literal string or a regular expression replaced by a
             literal text (``\\1`` in it is kept as written, never a group)
``Prepend``  a text put before a non-empty text
``Sequence`` the steps of a list, in order (read and written as this one class)
============ =================================================================================

Example:
    >>> norm = Normalizer.from_json({"type": "Sequence", "normalizers": [
    ...     {"type": "NFKC"}, {"type": "Lowercase"}]})
    >>> norm.apply("Ｆｕｌｌ ＷＩＤＴＨ")
    'full width'
    >>> norm.describe()
    'NFKC, Lowercase'
    >>> Normalizer.from_json(norm.to_json()) == norm
    True

Bytes that are not UTF-8 are carried through the steps as surrogate escapes by
:meth:`Normalizer.apply_bytes`, which changes only what the text steps match.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    import regex

    from bpe_viewer.core.corpus import TrainingInput

__all__ = [
    "NORMALIZE_FORMS",
    "NORMALIZER_TYPES",
    "NormalizerError",
    "NormalizerStep",
    "Normalizer",
    "normalizer_from_json",
    "describe_normalizer",
    "check_normalize",
    "normalizer_for_form",
    "form_of_normalizer",
    "normalize_text",
    "map_documents",
]

#: The ``type`` names of ``tokenizer.json`` normalizers this module reproduces.
NORMALIZER_TYPES: tuple[str, ...] = (
    "NFC",
    "NFD",
    "NFKC",
    "NFKD",
    "Lowercase",
    "Strip",
    "Replace",
    "Prepend",
    "Sequence",
)

_FORMS = ("NFC", "NFD", "NFKC", "NFKD")

#: Unicode ``White_Space`` (what Rust's ``char::is_whitespace`` tests and Hugging Face's
#: ``Strip`` removes); Python's ``str.isspace`` also counts U+001C..U+001F, which stay.
WHITE_SPACE = frozenset(
    "\t\n\x0b\x0c\r \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)


class NormalizerError(ValueError):
    """A normalizer object that cannot be reproduced: the message names the entry
    (``normalizer step 1: 'BertNormalizer' is not supported ...``)."""


@dataclass(frozen=True, slots=True)
class NormalizerStep:
    """One normalization step.

    Attributes:
        kind: one of :data:`NORMALIZER_TYPES` other than ``Sequence``.
        left: for ``Strip``, strip the left end.
        right: for ``Strip``, strip the right end.
        pattern: for ``Replace``, the literal string or regular expression matched.
        is_regex: for ``Replace``, ``pattern`` is a regular expression (the ``regex``
            module's syntax, which covers what ``tokenizer.json`` files use).
        content: for ``Replace``, the replacement; for ``Prepend``, the text put first.
    """

    kind: str
    left: bool = False
    right: bool = False
    pattern: str = ""
    is_regex: bool = False
    content: str = ""

    def apply(self, text: str) -> str:
        """The text after this step (see the module table)."""
        kind = self.kind
        if kind in _FORMS:
            return unicodedata.normalize(kind, text)  # type: ignore[arg-type]
        if kind == "Lowercase":
            # str.lower() applies the final-sigma rule, the only mapping that looks at
            # the neighbours; one character at a time is only needed around a sigma.
            return "".join([c.lower() for c in text]) if "\u03a3" in text else text.lower()
        if kind == "Strip":
            start, end = 0, len(text)
            if self.left:
                while start < end and text[start] in WHITE_SPACE:
                    start += 1
            if self.right:
                while end > start and text[end - 1] in WHITE_SPACE:
                    end -= 1
            return text[start:end]
        if kind == "Replace":
            if not self.is_regex:
                return text.replace(self.pattern, self.content) if self.pattern else text
            content = self.content
            replaced: str = _compiled(self.pattern).sub(lambda _m: content, text)
            return replaced
        if kind == "Prepend":
            return self.content + text if text else text
        raise NormalizerError(f"unknown normalizer step {kind!r}")

    def describe(self) -> str:
        """A short label: ``NFKC``, ``Lowercase``, ``Strip left``, ``Replace ' ' -> '▁'``."""
        if self.kind == "Strip":
            ends = [e for e, on in (("left", self.left), ("right", self.right)) if on]
            return "Strip " + " and ".join(ends) if ends else "Strip (nothing)"
        if self.kind == "Replace":
            shown = f"/{self.pattern}/" if self.is_regex else repr(self.pattern)
            return f"Replace {shown} -> {self.content!r}"
        if self.kind == "Prepend":
            return f"Prepend {self.content!r}"
        return self.kind

    def to_json(self) -> dict[str, Any]:
        """The step as a ``tokenizer.json`` normalizer object."""
        if self.kind == "Strip":
            return {"type": "Strip", "strip_left": self.left, "strip_right": self.right}
        if self.kind == "Replace":
            key = "Regex" if self.is_regex else "String"
            return {"type": "Replace", "pattern": {key: self.pattern}, "content": self.content}
        if self.kind == "Prepend":
            return {"type": "Prepend", "prepend": self.content}
        return {"type": self.kind}


@dataclass(frozen=True, slots=True)
class Normalizer:
    """A sequence of normalization steps applied in order (see the module docstring).

    Attributes:
        steps: the steps; empty for the identity (no normalization).
    """

    steps: tuple[NormalizerStep, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.steps)

    def apply(self, text: str) -> str:
        """The normalized text: each step applied to the result of the one before."""
        for step in self.steps:
            text = step.apply(text)
        return text

    def apply_bytes(self, data: bytes) -> bytes:
        """:meth:`apply` on bytes: decoded as UTF-8 with bytes that are not UTF-8 kept
        as surrogate escapes, normalized, and encoded back the same way (so they come
        out unchanged)."""
        if not self.steps or not data:
            return data
        text = data.decode("utf-8", "surrogateescape")
        return self.apply(text).encode("utf-8", "surrogateescape")

    def describe(self) -> str:
        """A short label for the run's settings: the steps' labels joined by commas
        (``NFKC, Lowercase``), ``none`` for the identity."""
        return ", ".join(step.describe() for step in self.steps) or "none"

    def to_json(self) -> dict[str, Any] | None:
        """The ``normalizer`` object of a ``tokenizer.json``: the step alone, a
        ``Sequence`` of several, None for the identity."""
        if not self.steps:
            return None
        if len(self.steps) == 1:
            return self.steps[0].to_json()
        return {"type": "Sequence", "normalizers": [s.to_json() for s in self.steps]}

    @classmethod
    def from_json(cls, data: Any, where: str = "normalizer") -> Normalizer:
        """Read a ``tokenizer.json`` normalizer object (None: the identity).

        Args:
            data: the parsed JSON value.
            where: how messages name the entry (``normalizer``, prefixed by the caller
                with the file).

        Raises:
            NormalizerError: one line naming the entry (``normalizer step 2``) for a type
                this module does not reproduce, a field of the wrong type, or a regular
                expression that does not compile.
        """
        return cls(tuple(_steps_of(data, where)))

    @classmethod
    def of(cls, *kinds: str) -> Normalizer:
        """A normalizer of argument-free steps by name: ``Normalizer.of("NFC",
        "Lowercase")``.

        Raises:
            NormalizerError: for a name that is not NFC, NFD, NFKC, NFKD or Lowercase.
        """
        for kind in kinds:
            if kind not in (*_FORMS, "Lowercase"):
                raise NormalizerError(
                    f"normalizer {kind!r}: expected one of {', '.join(_FORMS)}, Lowercase"
                )
        return cls(tuple(NormalizerStep(kind) for kind in kinds))


def _field(step: dict[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    value = step.get(key, default)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise NormalizerError(f"{where}: {key} {value!r} is not a {kind.__name__}")
    return value


def _steps_of(data: Any, where: str) -> list[NormalizerStep]:
    if data is None:
        return []
    if not isinstance(data, dict):
        raise NormalizerError(f"{where}: expected an object, got {data!r}")
    kind = data.get("type")
    if kind == "Sequence":
        items = data.get("normalizers")
        if not isinstance(items, list):
            raise NormalizerError(f"{where}: Sequence without a normalizers list")
        out: list[NormalizerStep] = []
        for i, item in enumerate(items):
            out += _steps_of(item, f"{where} step {i}")
        return out
    if kind in _FORMS or kind == "Lowercase":
        return [NormalizerStep(kind)]
    if kind == "Strip":
        left = _field(data, "strip_left", bool, where, True)
        right = _field(data, "strip_right", bool, where, True)
        return [NormalizerStep("Strip", left=left, right=right)]
    if kind == "Prepend":
        return [NormalizerStep("Prepend", content=_field(data, "prepend", str, where))]
    if kind == "Replace":
        pattern = data.get("pattern")
        content = _field(data, "content", str, where)
        if isinstance(pattern, dict) and isinstance(pattern.get("String"), str):
            return [NormalizerStep("Replace", pattern=pattern["String"], content=content)]
        if isinstance(pattern, dict) and isinstance(pattern.get("Regex"), str):
            import regex

            try:
                _compiled(pattern["Regex"])
            except regex.error as err:
                raise NormalizerError(f"{where}: Replace pattern does not compile: {err}") from None
            return [
                NormalizerStep("Replace", pattern=pattern["Regex"], is_regex=True, content=content)
            ]
        raise NormalizerError(f"{where}: Replace pattern must be a String or a Regex")
    raise NormalizerError(
        f"{where}: {kind!r} is not supported (the normalizers read are "
        f"{', '.join(NORMALIZER_TYPES)})"
    )


@cache
def _compiled(pattern: str) -> regex.Pattern[str]:
    import regex

    return regex.compile(pattern)


def normalizer_from_json(data: Any, where: str = "normalizer") -> Normalizer:
    """:meth:`Normalizer.from_json` as a function (see there)."""
    return Normalizer.from_json(data, where)


def describe_normalizer(normalizer: Normalizer | None) -> str:
    """:meth:`Normalizer.describe`, ``none`` for None."""
    return normalizer.describe() if normalizer else "none"


# ---------------------------------------------------------------------------- forms

#: The Unicode forms training can put documents in (``--normalize``), by their
#: lower-case names, and the ``tokenizer.json`` normalizer type of each.
NORMALIZE_FORMS: dict[str, str] = {"nfc": "NFC", "nfkc": "NFKC"}


def check_normalize(form: str | None) -> str | None:
    """``form`` itself when it is None (no normalization) or a key of
    :data:`NORMALIZE_FORMS`.

    Raises:
        ValueError: for any other value, naming the forms there are.
    """
    if form is None or (isinstance(form, str) and form in NORMALIZE_FORMS):
        return form
    raise ValueError(
        f"unknown normalization {form!r}; expected one of {', '.join(NORMALIZE_FORMS)}"
    )


def normalizer_for_form(form: str | None) -> Normalizer | None:
    """The :class:`Normalizer` of a form of :data:`NORMALIZE_FORMS` (None for None):
    ``normalizer_for_form("nfkc") == Normalizer.of("NFKC")``.

    Raises:
        ValueError: as :func:`check_normalize`.
    """
    if check_normalize(form) is None:
        return None
    assert form is not None
    return Normalizer.of(NORMALIZE_FORMS[form])


def form_of_normalizer(normalizer: Normalizer | None) -> str | None:
    """The form of :data:`NORMALIZE_FORMS` whose normalizer ``normalizer`` is (the
    inverse of :func:`normalizer_for_form`): ``nfc`` for ``Normalizer.of("NFC")``; None
    for None and for any other normalizer (a ``tokenizer.json``'s ``Lowercase``, ...)."""
    for form in NORMALIZE_FORMS:
        if normalizer is not None and normalizer == normalizer_for_form(form):
            return form
    return None


def normalize_text(form: str, text: str) -> str:
    """``text`` in the form ``form`` (``nfc`` or ``nfkc``).

    Raises:
        ValueError: as :func:`check_normalize`.
    """
    check_normalize(form)
    return unicodedata.normalize(NORMALIZE_FORMS[form], text)  # type: ignore[arg-type]


def map_documents(documents: TrainingInput, change: Callable[[bytes], bytes]) -> TrainingInput:
    """``documents`` with the bytes of each document replaced by ``change(bytes)``.

    A corpus keeps its document IDs, labels and partitions; a sequence of texts or
    bytes becomes a list of bytes.

    Raises:
        ValueError: for a piece table (its rows count the pieces of text as it was, so
            they cannot be changed one document at a time).
    """
    import dataclasses

    held = getattr(documents, "documents", None)
    if held is None:
        return [
            change(item.encode("utf-8") if isinstance(item, str) else bytes(item))
            for item in documents  # type: ignore[union-attr]
        ]
    if getattr(documents, "weights", None) or not dataclasses.is_dataclass(documents):
        raise ValueError("only the documents of a corpus can be normalized, not a piece table")
    changed = tuple(dataclasses.replace(d, data=change(d.data)) for d in held)
    return dataclasses.replace(documents, documents=changed)
