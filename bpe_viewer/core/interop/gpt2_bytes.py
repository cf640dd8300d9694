"""GPT-2's byte-to-unicode table: every byte as one printable character.

GPT-2, Hugging Face ``tokenizers`` (``ByteLevel``) and the files they write
(``vocab.json``, ``merges.txt``, ``tokenizer.json``) spell each token's bytes with one
character per byte, so that no token holds a space, a control character or an invalid
UTF-8 sequence. The 188 bytes that print well (``!`` to ``~``, ``¡`` to ``¬``, ``®`` to
``ÿ``) stand for themselves; the other 68, in ascending order, take the characters from
U+0100 on (a space byte is ``Ġ``, U+0120; a line feed is ``Ċ``, U+010A).

Example:
    >>> bytes_to_symbols(b" the")
    'Ġthe'
    >>> symbols_to_bytes("Ġthe")
    b' the'
"""

from __future__ import annotations

__all__ = ["BYTE_SYMBOLS", "SYMBOL_BYTES", "bytes_to_symbols", "symbols_to_bytes"]


def _table() -> list[str]:
    printable = [
        *range(ord("!"), ord("~") + 1),
        *range(ord("¡"), ord("¬") + 1),
        *range(ord("®"), ord("ÿ") + 1),
    ]
    kept = set(printable)
    symbols: list[str] = []
    extra = 0
    for byte in range(256):
        if byte in kept:
            symbols.append(chr(byte))
        else:
            symbols.append(chr(256 + extra))
            extra += 1
    return symbols


#: The character of each byte value, indexed by the byte.
BYTE_SYMBOLS: tuple[str, ...] = tuple(_table())
#: The byte value of each symbol character.
SYMBOL_BYTES: dict[str, int] = {ch: b for b, ch in enumerate(BYTE_SYMBOLS)}


def bytes_to_symbols(data: bytes) -> str:
    """Spell bytes in the byte-to-unicode alphabet (one character per byte)."""
    return "".join(BYTE_SYMBOLS[b] for b in data)


def symbols_to_bytes(text: str) -> bytes:
    """The bytes a byte-to-unicode spelling stands for.

    Raises:
        ValueError: for a character outside the alphabet, naming it and its offset.
    """
    out = bytearray()
    for i, ch in enumerate(text):
        b = SYMBOL_BYTES.get(ch)
        if b is None:
            raise ValueError(
                f"symbol {ch!r} (U+{ord(ch):04X}) at offset {i} is not in the GPT-2 "
                "byte-to-unicode alphabet"
            )
        out.append(b)
    return bytes(out)


def is_symbols(text: str) -> bool:
    """True when every character of ``text`` is in the byte-to-unicode alphabet."""
    return all(ch in SYMBOL_BYTES for ch in text)
