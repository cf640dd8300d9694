"""Unicode normalization of documents before training and of text before encoding.

``train --normalize nfc|nfkc`` puts every document in Unicode normalization form C or KC
(``unicodedata.normalize``) before the pairs are counted, and the run keeps the form:
encoding normalizes its input the same way, and a ``tokenizer.json`` export carries the
matching normalizer (``{"type": "NFC"}``), so that Hugging Face tokenizers encodes
identically.

Example:
    >>> normalize_text("nfkc", "Ｆｕｌｌ ①")
    'Full 1'
    >>> normalize_bytes("nfc", b"e\\xcc\\x81 <|e|>\\xff", keep=[b"<|e|>"])
    b'\\xc3\\xa9 <|e|>\\xff'
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from bpe_viewer.core.corpus import TrainingInput

__all__ = [
    "NORMALIZE_FORMS",
    "check_normalize",
    "map_documents",
    "normalize_bytes",
    "normalize_text",
]

#: The forms ``--normalize`` takes, and the ``tokenizer.json`` normalizer type of each.
NORMALIZE_FORMS: dict[str, Literal["NFC", "NFKC"]] = {"nfc": "NFC", "nfkc": "NFKC"}


def check_normalize(form: str | None) -> str | None:
    """``form`` when it is None (no normalization) or one of :data:`NORMALIZE_FORMS`.

    Raises:
        ValueError: naming the form and the ones there are.
    """
    if form is not None and form not in NORMALIZE_FORMS:
        raise ValueError(
            f"unknown normalization {form!r}; expected one of {', '.join(NORMALIZE_FORMS)}"
        )
    return form


def normalize_text(form: str, text: str) -> str:
    """``text`` in the Unicode normalization form ``form`` (``nfc`` or ``nfkc``).

    Raises:
        ValueError: for another form.
    """
    check_normalize(form)
    return unicodedata.normalize(NORMALIZE_FORMS[form], text)


def normalize_bytes(form: str, data: bytes, keep: Sequence[bytes] = ()) -> bytes:
    """The UTF-8 bytes ``data`` in the normalization form ``form``.

    Bytes that are not UTF-8 stay as they are (they carry no characters to normalize).
    Each occurrence of a ``keep`` string (the special tokens) is kept as written and the
    text between them is normalized one stretch at a time, as Hugging Face tokenizers
    normalizes the text between its added tokens; a longer ``keep`` string wins where two
    start at the same byte.

    Rule source: docs/rules.md s4.4.

    Raises:
        ValueError: for another form.
    """
    check_normalize(form)
    if not data:
        return data
    if keep:
        from bpe_viewer.core.encoding import split_on_special_tokens

        return b"".join(
            normalize_bytes(form, part) if isinstance(part, bytes) else part.text
            for part in split_on_special_tokens(data, tuple(keep))
        )
    text = data.decode("utf-8", errors="surrogateescape")
    if text.isascii():
        return data
    return unicodedata.normalize(NORMALIZE_FORMS[form], text).encode("utf-8", "surrogateescape")


def map_documents(documents: TrainingInput, change: Callable[[bytes], bytes]) -> TrainingInput:
    """``documents`` with each document's bytes replaced by ``change(bytes)``: a corpus
    keeps its document IDs, labels and partitions; a sequence of ``str``/``bytes`` becomes
    a list of bytes.

    Raises:
        ValueError: for a corpus-like input that is not a corpus (a piece table, whose
            rows are counts of text as it was).
    """
    docs: Any = getattr(documents, "documents", None)
    if docs is None:
        items: Sequence[Any] = documents  # type: ignore[assignment]
        return [change(d.encode("utf-8") if isinstance(d, str) else bytes(d)) for d in items]
    if not dataclasses.is_dataclass(documents) or getattr(documents, "weights", None):
        raise ValueError("only the documents of a corpus can be normalized, not a piece table")
    changed = tuple(dataclasses.replace(d, data=change(d.data)) for d in docs)
    return dataclasses.replace(documents, documents=changed)
