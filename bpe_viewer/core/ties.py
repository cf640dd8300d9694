"""Tie policies: one named key function per policy (docs/rules.md s3).

Among the pairs that share the highest count, the winner is the pair with the smallest
*tie key*. Every place that orders candidates (the incremental trainer, a run's
on-demand candidate list, the trace reader and the naive reference) takes its key from
here, so a policy is written once.

Byte-level policies (:data:`TIE_POLICIES`) order pairs of token IDs:

================== ===================================================================
``smallest``       smallest (left ID, right ID), the default
``largest``        largest (left ID, right ID)
``first``          the pair whose first place comes earliest in document order
``bytes-largest``  lexicographically greatest (left token bytes, right token bytes)
``bytes-smallest`` lexicographically smallest (left token bytes, right token bytes)
================== ===================================================================

Word-frequency policies (:data:`WORD_TIE_POLICIES`, docs/rules.md s3.3) order pairs of
symbol texts: ``alphabetical-first`` and ``alphabetical-last``.

Example:
    >>> key = pair_key("bytes-largest", token_bytes=[b"t", b"h", b" c", b"om"].__getitem__)
    >>> min([(0, 1), (2, 3)], key=lambda p: key(*p))   # (t, h) beats ( c, om)
    (0, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal, TypeAlias, TypeVar

from bpe_viewer.core.arguments import check_str

__all__ = [
    "TIE_POLICIES",
    "WORD_TIE_POLICIES",
    "alphabetical_first_key",
    "alphabetical_last_key",
    "bytes_largest_key",
    "bytes_smallest_key",
    "check_tie_policy",
    "check_word_tie_policy",
    "first_occurrence_key",
    "largest_key",
    "pair_key",
    "selection_order",
    "smallest_key",
    "word_pair_key",
]

#: Byte-level tie policies, by their command-line names (docs/rules.md s3).
TIE_POLICIES: tuple[str, ...] = ("smallest", "largest", "first", "bytes-largest", "bytes-smallest")
#: Word-frequency tie orders by symbol text (docs/rules.md s3.3).
WORD_TIE_POLICIES: tuple[str, ...] = ("alphabetical-first", "alphabetical-last")

TiePolicy = Literal["smallest", "largest", "first", "bytes-largest", "bytes-smallest"]
WordTiePolicy = Literal["alphabetical-first", "alphabetical-last"]
#: A tie key: anything ordered; among equal counts the smallest key wins.
TieKey: TypeAlias = Any
#: ``(left, right) -> tie key`` for one policy, bound to one run's facts.
PairKey = Callable[[int, int], TieKey]
TokenBytes = Callable[[int], bytes]
FirstPosition = Callable[[int, int], Any]

_P = TypeVar("_P")


def _descending(items: Iterable[int]) -> tuple[int, ...]:
    """A key that sorts byte or code-point strings in reverse lexicographic order.

    Each item is negated, and a final 1 (larger than any negated item) makes a string
    sort after every longer string it is a prefix of.
    """
    return (*(-x for x in items), 1)


# ------------------------------------------------------------------ byte-level keys


def smallest_key(left: int, right: int) -> tuple[int, int]:
    """Policy ``smallest``: the smallest (left ID, right ID) wins (docs/rules.md s2.3, s3)."""
    return (left, right)


def largest_key(left: int, right: int) -> tuple[int, int]:
    """Policy ``largest``: the largest (left ID, right ID) wins (docs/rules.md s3)."""
    return (-left, -right)


def first_occurrence_key(left: int, right: int, first_position: FirstPosition) -> Any:
    """Policy ``first``: the pair seen first in document order wins (docs/rules.md s3).

    Args:
        first_position: ``(left, right) -> position`` of the pair's first place at the
            stage being counted, in any form that orders by document order (a flat
            offset, or ``(document index, index)``).
    """
    return first_position(left, right)


def bytes_largest_key(left: int, right: int, token_bytes: TokenBytes) -> tuple[Any, ...]:
    """Policy ``bytes-largest``: the greatest (left bytes, right bytes) wins (docs/rules.md s3.1).

    The tie rule of the course reference table (docs/rules.md s3.2). Two learned tokens
    can spell the same bytes (``ab``+``c`` and ``a``+``bc``); between such pairs the
    larger (left ID, right ID) wins.
    """
    return (_descending(token_bytes(left)), _descending(token_bytes(right)), -left, -right)


def bytes_smallest_key(left: int, right: int, token_bytes: TokenBytes) -> tuple[Any, ...]:
    """Policy ``bytes-smallest``: the smallest (left bytes, right bytes) wins (docs/rules.md s3.1).

    Between pairs that spell the same bytes the smaller (left ID, right ID) wins.
    """
    return (token_bytes(left), token_bytes(right), left, right)


def check_tie_policy(tie: str) -> TiePolicy:
    """Validate a byte-level tie policy name (docs/rules.md s3).

    Raises:
        ArgumentTypeError: (a TypeError, and a ValueError) if ``tie`` is not a ``str``.
        ValueError: if ``tie`` is not one of :data:`TIE_POLICIES`; the message lists them.
    """
    if check_str(tie, "tie") not in TIE_POLICIES:
        raise ValueError(f"unknown tie policy {tie!r}; expected one of {', '.join(TIE_POLICIES)}")
    return tie  # type: ignore[return-value]


def pair_key(
    tie: str,
    *,
    token_bytes: TokenBytes | None = None,
    first_position: FirstPosition | None = None,
) -> PairKey:
    """The key function of policy ``tie``, bound to what it needs to know about a run.

    Args:
        tie: one of :data:`TIE_POLICIES`.
        token_bytes: ``token ID -> bytes``; needed by the ``bytes-`` policies.
        first_position: ``(left, right) -> first position``; needed by ``first``.

    Returns:
        ``(left, right) -> key``; among pairs with equal counts the smallest key wins.

    Raises:
        ValueError: for an unknown policy, or a missing fact the policy needs.
    """
    policy = check_tie_policy(tie)
    if policy == "smallest":
        return smallest_key
    if policy == "largest":
        return largest_key
    if policy == "first":
        if first_position is None:
            raise ValueError("the first policy needs the pairs' first positions")
        where = first_position
        return lambda left, right: first_occurrence_key(left, right, where)
    if token_bytes is None:
        raise ValueError(f"the {policy} policy needs the tokens' bytes")
    spell = token_bytes
    if policy == "bytes-largest":
        return lambda left, right: bytes_largest_key(left, right, spell)
    return lambda left, right: bytes_smallest_key(left, right, spell)


# ------------------------------------------------------------------ word-frequency keys


def alphabetical_first_key(left: str, right: str) -> tuple[str, str]:
    """Word policy ``alphabetical-first``: the smallest (left, right) text wins.

    Text compares by code point (docs/rules.md s3.3).
    """
    return (left, right)


def alphabetical_last_key(left: str, right: str) -> tuple[Any, Any]:
    """Word policy ``alphabetical-last``: the largest (left, right) text wins.

    Text compares by code point (docs/rules.md s3.3).
    """
    return (_descending(map(ord, left)), _descending(map(ord, right)))


def check_word_tie_policy(tie: str) -> WordTiePolicy:
    """Validate a word-frequency tie order name (docs/rules.md s3.3).

    Raises:
        ArgumentTypeError: (a TypeError, and a ValueError) if ``tie`` is not a ``str``.
        ValueError: if ``tie`` is not one of :data:`WORD_TIE_POLICIES`; the message
            lists them.
    """
    if check_str(tie, "tie") not in WORD_TIE_POLICIES:
        raise ValueError(
            f"unknown word tie policy {tie!r}; expected one of {', '.join(WORD_TIE_POLICIES)}"
        )
    return tie  # type: ignore[return-value]


def word_pair_key(tie: str) -> Callable[[str, str], TieKey]:
    """The key function of word policy ``tie`` (``(left, right) -> key``, smallest wins).

    Raises:
        ValueError: for an unknown word policy.
    """
    if check_word_tie_policy(tie) == "alphabetical-first":
        return alphabetical_first_key
    return alphabetical_last_key


# ------------------------------------------------------------------ ordering


def selection_order(
    counts: Mapping[tuple[_P, _P], int], key: Callable[[_P, _P], TieKey]
) -> list[tuple[_P, _P]]:
    """Pairs in selection order: count descending, then the tie key ascending (docs/rules.md s3).

    Args:
        counts: ``{(left, right): count}``.
        key: a key function from :func:`pair_key` or :func:`word_pair_key`.

    Returns:
        Every pair of ``counts``, the winner first.
    """
    return sorted(counts, key=lambda p: (-counts[p], key(p[0], p[1])))
