"""Clipboard and CSV text: tokens, Python literals, TSV and CSV tables, the rules table."""

from __future__ import annotations

import ast
import csv
import io

from bpe_viewer.core import train
from bpe_viewer.core.export import (
    RULES_HEADER,
    python_bytes_literal,
    rules_table,
    table_csv,
    table_tsv,
    token_copy_text,
)


def test_token_copy_text():
    assert token_copy_text(256, b" \xd0") == "256\t20 d0\t \\xd0"
    assert token_copy_text(104, b"h") == "104\t68\th"
    assert token_copy_text(300, "\u0431".encode()) == "300\td0 b1\t\u0431"


def test_python_bytes_literal_round_trips():
    for data in (b" \xd0", b"'\"\\", bytes(range(256)), b""):
        literal = python_bytes_literal(data)
        assert literal.startswith(("b'", 'b"'))
        assert ast.literal_eval(literal) == data


def test_tsv_keeps_one_row_per_line():
    text = table_tsv(["a", "b"], [(1, "x\ty"), (2, "line\nbreak")])
    assert text == "a\tb\n1\tx\\ty\n2\tline\\nbreak\n"


def test_csv_reads_back():
    rows = [(1, 'comma, quote " and\nline'), (2, "\u0431 \U0001f600")]
    text = table_csv(["id", "text"], rows)
    back = list(csv.reader(io.StringIO(text)))
    assert back == [["id", "text"], ["1", rows[0][1]], ["2", rows[1][1]]]


def test_rules_table_matches_the_worked_values():
    # docs/rules.md s2 worked values: aaa/aba, 2 merges.
    header, rows = rules_table(train([b"aaa", b"aba"], 2))
    assert header == RULES_HEADER
    assert rows == [(0, 97, 97, 256, "61 61", "aa", 2, 1), (1, 97, 98, 257, "61 62", "ab", 1, 1)]
