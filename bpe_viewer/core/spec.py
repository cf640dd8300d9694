"""Every training setting as one value: :class:`TrainingSpec`.

A run is trained from documents and a spec. The command line builds one from its flags,
the window from Training Settings (which stores the whole spec), a saved run records the
spec it was trained with, and the examples carry their own. The defaults are defined here
once; nothing else spells them.

The settings and their rules are those of docs/rules.md: the merge count or vocabulary size
(s2.7, s2.8), the tie policy (s3), the word-table tie order (s3.3), pre-tokenization and
special tokens (s4), the document unit (s5) and the Unicode normalization.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bpe_viewer.core.arguments import ArgumentTypeError, check_byte_strings, check_int
from bpe_viewer.core.corpus import DOCUMENT_UNITS
from bpe_viewer.core.normalize import check_normalize
from bpe_viewer.core.pretokenize import check_pretokenizer
from bpe_viewer.core.ties import WORD_TIE_POLICIES, check_tie_policy
from bpe_viewer.core.trainer import BYTE_COUNT, DEFAULT_KEEP_CANDIDATES, check_merge_count

#: How the special tokens' IDs are laid out (docs/rules.md s4.3): after every learned
#: token (``256 + merges + i``), or right after the bytes (``256 + i``).
SPECIAL_ID_LAYOUTS: tuple[str, ...] = ("after-merges", "after-bytes")

#: The merge count of the ``train`` command when neither ``--merges`` nor
#: ``--vocab-size`` is given; everything else (the window, ``gui``, the Python API's
#: :class:`TrainingSpec`) starts from :data:`DEFAULT_SPEC`'s.
TRAIN_COMMAND_MERGES = 256


def merges_for_vocabulary_size(vocab_size: object, special_count: int = 0) -> int:
    """The merge count that makes a vocabulary of ``vocab_size`` entries (docs/rules.md s2.8).

    The vocabulary holds the 256 bytes, one token per merge and the special tokens, so
    the merge count is ``vocab_size - 256 - special_count``.

    Args:
        vocab_size: the wanted number of vocabulary entries.
        special_count: how many special tokens the run reserves.

    Returns:
        The merge count (an upper bound, as for ``max_merges``: training may stop early).

    Raises:
        ArgumentTypeError: (a TypeError; also a ValueError, as earlier versions raised)
            if ``vocab_size`` or ``special_count`` is not an integer.
        ValueError: if ``vocab_size`` is smaller than ``256 + special_count``, asks for
            more merges than 32-bit IDs allow, or ``special_count`` is negative.

    Example:
        >>> merges_for_vocabulary_size(1000, 1)
        743
    """
    if isinstance(vocab_size, bool) or not isinstance(vocab_size, int):
        raise ArgumentTypeError(f"vocabulary size must be an integer, got {vocab_size!r}")
    special_count = check_int(special_count, "special_count", low=0)
    smallest = BYTE_COUNT + special_count
    if vocab_size < smallest:
        specials = f" + {special_count} special token{'s' if special_count != 1 else ''}"
        raise ValueError(
            f"vocabulary size {vocab_size} is too small: the {BYTE_COUNT} bytes"
            f"{specials if special_count else ''} already take {smallest} entries"
        )
    return check_merge_count(vocab_size - smallest)


def _check_choice(value: object, name: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise ValueError(f"unknown {name} {value!r}; expected one of {', '.join(choices)}")
    return value


def _check_special_tokens(value: object) -> tuple[bytes, ...]:
    tokens = check_byte_strings(value, "special_tokens")
    seen: set[bytes] = set()
    for data in tokens:
        if not data:
            raise ValueError("a special token cannot be empty")
        if data in seen:
            raise ValueError(f"special token {data!r} is listed twice")
        seen.add(data)
    return tokens


@dataclass(frozen=True)
class TrainingSpec:
    """Every setting of one training run, checked when made (docs/rules.md s2-s5).

    Attributes:
        merges: the merge count asked for, an upper bound (training stops early when no
            pair occurs twice, docs/rules.md s2.7). Ignored when ``vocab_size`` is set.
        vocab_size: the vocabulary size asked for instead (bytes + merges + special
            tokens, docs/rules.md s2.8), or None.
        tie: the tie policy between pairs of equal count (one of ``TIE_POLICIES``).
        unit: how a plain text is cut into documents (one of :data:`DOCUMENT_UNITS`);
            inputs with their own documents ignore it.
        pretokenizer: the pre-tokenizer's name (``none``, ``gpt2``, ``gpt4``, ...,
            :data:`~bpe_viewer.core.pretokenize.PRETOKENIZERS`).
        special_tokens: reserved byte strings, each a document barrier, in ID order.
        special_ids: where the special tokens' IDs go (:data:`SPECIAL_ID_LAYOUTS`).
        normalize: a Unicode form applied first (``nfc``, ``nfkc``), or None.
        word_tie: the tie order of word-frequency tables (``WORD_TIE_POLICIES``).
        keep: candidate pairs kept per round for the candidate table (0 or more).

    Raises:
        ArgumentTypeError: (a TypeError) for a value of the wrong type.
        ValueError: for a value outside its choices or range, naming the setting.

    Example:
        >>> spec = TrainingSpec(merges=10, tie="first")
        >>> spec.replace(pretokenizer="gpt2").merge_count
        10
        >>> TrainingSpec(vocab_size=300, special_tokens=(b"<|endoftext|>",)).merge_count
        43
    """

    merges: int = 50
    vocab_size: int | None = None
    tie: str = "smallest"
    unit: str = "file"
    pretokenizer: str = "none"
    special_tokens: tuple[bytes, ...] = ()
    special_ids: str = "after-merges"
    normalize: str | None = None
    word_tie: str = "alphabetical-first"
    keep: int = DEFAULT_KEEP_CANDIDATES

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "merges", check_merge_count(self.merges))
        set_(self, "tie", check_tie_policy(self.tie))
        set_(self, "unit", _check_choice(self.unit, "document unit", DOCUMENT_UNITS))
        if not isinstance(self.pretokenizer, str):
            raise ArgumentTypeError(f"pretokenizer must be a str, got {self.pretokenizer!r}")
        set_(self, "pretokenizer", check_pretokenizer(self.pretokenizer))
        set_(self, "special_tokens", _check_special_tokens(self.special_tokens))
        set_(
            self,
            "special_ids",
            _check_choice(self.special_ids, "special-ID layout", SPECIAL_ID_LAYOUTS),
        )
        set_(self, "normalize", check_normalize(self.normalize))
        set_(self, "word_tie", _check_choice(self.word_tie, "word tie order", WORD_TIE_POLICIES))
        set_(self, "keep", check_int(self.keep, "keep", low=0))
        if self.vocab_size is not None:
            merges_for_vocabulary_size(self.vocab_size, len(self.special_tokens))

    @property
    def merge_count(self) -> int:
        """The merge count asked for: ``merges``, or the one ``vocab_size`` makes."""
        if self.vocab_size is not None:
            return merges_for_vocabulary_size(self.vocab_size, len(self.special_tokens))
        return self.merges

    def replace(self, **changes: Any) -> TrainingSpec:
        """A copy with ``changes`` (setting name to value), checked like a new spec.

        Raises:
            TypeError: for a name that is not a setting; otherwise as :class:`TrainingSpec`.
        """
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The spec as a JSON object (special tokens as hex strings), for saved runs and
        the settings store; :meth:`from_json` reads it back equal."""
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.name == "special_tokens":
                value = [token.hex() for token in value]
            out[field.name] = value
        return out

    @classmethod
    def from_json(cls, data: object, origin: str = "training settings") -> TrainingSpec:
        """The spec a :meth:`to_json` object describes; settings it lacks keep their defaults.

        Args:
            data: the parsed JSON object.
            origin: what it was read from, for the message (a file name and field).

        Raises:
            ValueError: naming ``origin`` and the setting, for a value of the wrong type
                or out of range, a special token that is not hex, or an unknown setting.
        """
        if not isinstance(data, Mapping):
            raise ValueError(f"{origin}: expected a JSON object, got {type(data).__name__}")
        names = {field.name for field in dataclasses.fields(cls)}
        unknown = sorted(str(key) for key in data if key not in names)
        if unknown:
            raise ValueError(f"{origin}: unknown setting {unknown[0]!r}")
        values = dict(data)
        if "special_tokens" in values:
            raw = values["special_tokens"]
            if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
                raise ValueError(f"{origin}: special_tokens must be a list of hex strings")
            try:
                values["special_tokens"] = tuple(bytes.fromhex(t) for t in raw)
            except ValueError:
                raise ValueError(f"{origin}: special_tokens must be hex strings") from None
        try:
            return cls(**values)
        except (TypeError, ValueError) as err:
            raise ValueError(f"{origin}: {err}") from None


#: The settings a new run starts from in the window, ``gui`` and the Python API.
DEFAULT_SPEC = TrainingSpec()

__all__ = [
    "BYTE_COUNT",
    "DEFAULT_KEEP_CANDIDATES",
    "DEFAULT_SPEC",
    "DOCUMENT_UNITS",
    "SPECIAL_ID_LAYOUTS",
    "TRAIN_COMMAND_MERGES",
    "TrainingSpec",
    "merges_for_vocabulary_size",
]
