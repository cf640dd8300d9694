"""``bpe-viewer gui``: placeholder until the window lands."""

from __future__ import annotations

from typing import Any


def add_parser(sub: Any) -> None:
    """Register nothing yet."""
