"""Text for the clipboard and for CSV files: tokens and tables (docs/rules.md s8).

Pure functions shared by the window's Edit ▸ Copy, Edit ▸ Copy Special and File ▸
Export Table as CSV; nothing here imports Qt.

- :func:`token_copy_text`: a token as ``ID<TAB>hex<TAB>text``, one line.
- :func:`python_bytes_literal`: a token's bytes as a Python ``bytes`` literal.
- :func:`table_tsv`: rows as tab-separated text with a header line, to paste into a
  spreadsheet.
- :func:`table_csv`: the same as CSV (the :mod:`csv` module's quoting).
- :func:`rules_table`: every merge rule of a run as a header and rows.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from bpe_viewer.core.render import escape_text, hex_bytes
from bpe_viewer.core.run import RunBase

if TYPE_CHECKING:
    pass

__all__ = [
    "RULES_HEADER",
    "python_bytes_literal",
    "rules_table",
    "table_csv",
    "table_tsv",
    "token_copy_text",
]

#: Columns of :func:`rules_table`.
RULES_HEADER = (
    "rank",
    "left",
    "right",
    "token_id",
    "bytes_hex",
    "text",
    "candidate_count",
    "replacement_count",
)


def token_copy_text(token_id: int, data: bytes) -> str:
    """A token for the clipboard: its ID, its bytes in hex and its text, tab-separated.

    The text is :func:`~bpe_viewer.core.render.escape_text`: UTF-8 where valid, ``\\xNN``
    for other bytes, so nothing is lost. Example: ``token_copy_text(256, b" \\xd0")`` is
    ``"256\\t20 d0\\t \\\\xd0"``.
    """
    return f"{token_id}\t{hex_bytes(data)}\t{escape_text(data)}"


def python_bytes_literal(data: bytes) -> str:
    """``data`` as a Python literal that evaluates to the same bytes, e.g. ``b' \\xd0'``."""
    return repr(bytes(data))


def _cell(value: object) -> str:
    text = "" if value is None else str(value)
    # One row per line and one cell per tab: whitespace that would break them is escaped.
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def table_tsv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as tab-separated lines after a header line, ending with a newline.

    Tabs, line breaks and backslashes inside a cell are written ``\\t``, ``\\n``,
    ``\\r`` and ``\\\\`` so every row stays one line of cells.
    """
    lines = ["\t".join(_cell(h) for h in header)]
    lines.extend("\t".join(_cell(v) for v in row) for row in rows)
    return "\n".join(lines) + "\n"


def table_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as CSV text with a header row (RFC 4180 quoting by the :mod:`csv` module)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    return out.getvalue()


def rules_table(run: RunBase) -> tuple[tuple[str, ...], list[tuple[object, ...]]]:
    """Every merge rule of ``run`` in rank order, as ``(header, rows)`` (docs/rules.md s1)."""
    rows: list[tuple[object, ...]] = [
        (
            rule.rank,
            rule.left,
            rule.right,
            rule.token_id,
            hex_bytes(rule.token_bytes),
            escape_text(rule.token_bytes),
            rule.candidate_count,
            rule.replacement_count,
        )
        for rule in run.rules
    ]
    return RULES_HEADER, rows
