"""The one error of the table readers and writers, below everything they build.

:class:`TableError` is what every format of :mod:`bpe_viewer.core.interop` raises for a
table it cannot read, import or export. It lives apart from the table builder
(:mod:`bpe_viewer.core.interop.table`, which makes runs) so that a reader that makes no
run, such as the SentencePiece model reader and codec, needs nothing above it.
"""

from __future__ import annotations

from bpe_viewer.core.safeio import InputError

__all__ = ["TableError"]


class TableError(InputError):
    """A table that cannot be read, imported or exported: one line naming the file and entry."""
