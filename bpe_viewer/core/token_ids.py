"""Token ID constants the trainer's modules share (docs/rules.md s1, s2.4).

A pair of token IDs is packed into one integer, ``(left << PAIR_SHIFT) | right``, so
that count tables and position lists are keyed by plain integers.
"""

from __future__ import annotations

#: Number of single-byte token IDs; the first learned token is ``BYTE_COUNT + rank``.
BYTE_COUNT = 256
#: How far a packed pair's left token ID is shifted: token IDs fit in 32 bits.
PAIR_SHIFT = 32
#: The right token ID of a packed pair: ``packed & PAIR_MASK``.
PAIR_MASK = (1 << PAIR_SHIFT) - 1
