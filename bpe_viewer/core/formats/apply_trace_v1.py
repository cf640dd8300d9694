"""Writer for the encoding trace format ``apply-bpe-tokenizer-v1`` (docs/rules.md s6).

One line per record, ``\\n`` endings, inside ``TRACE apply-bpe-tokenizer-v1 BEGIN`` /
``END``: a LAYOUT line, one RULE line per rule in rank order, then for every case a
CASE, INITIAL, APPLIED, CONTENT, DOCUMENT line, one PIECE line per content token and a
DECODED line. Token IDs in the format are layout v1 IDs (training ID + 2, BOS 0, EOS 1);
hex is lowercase two-digit and comma-separated; ``PIECE`` indexes count from 0.

Every list in the format is non-empty, so the writer refuses what it cannot hold (no
rules, an empty input, an input no rule changes) instead of writing it wrongly.

Example (8 learn_llm rules, case ``bee``, input ``62 65 65 20``)::

    INITIAL case=bee tokens=100,103,103,34
    APPLIED case=bee ranks=7
    CONTENT case=bee tokens=100,103,265
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bpe_viewer.core.encoding import (
    CONTENT_OFFSET,
    CONTROL_BOS,
    CONTROL_EOS,
    MergeTable,
    to_layout_v1,
)
from bpe_viewer.core.render import hex_bytes
from bpe_viewer.core.trainer import BYTE_COUNT

__all__ = ["CASE_ID_PATTERN", "FORMAT_NAME", "format_apply_trace", "apply_trace_lines"]

#: The format's name as it appears in the BEGIN and END lines.
FORMAT_NAME = "apply-bpe-tokenizer-v1"
#: What a case ID must match (docs/rules.md s6).
CASE_ID_PATTERN = re.compile(r"[a-z][a-z0-9-]*\Z")


def _ids(values: Sequence[int]) -> str:
    return ",".join(str(v) for v in values)


def _hex(data: bytes) -> str:
    return hex_bytes(data, ",")


def _check_cases(cases: Sequence[tuple[str, bytes]]) -> None:
    seen: set[str] = set()
    for index, (case_id, data) in enumerate(cases):
        if not isinstance(case_id, str) or not CASE_ID_PATTERN.match(case_id):
            raise ValueError(f"case {index}: case ID {case_id!r} does not match [a-z][a-z0-9-]*")
        if case_id in seen:
            raise ValueError(f"case {index}: duplicate case ID {case_id!r}")
        seen.add(case_id)
        if not data:
            raise ValueError(
                f"case {case_id!r}: empty input cannot be written "
                f"({FORMAT_NAME} needs a non-empty input_hex list)"
            )


def apply_trace_lines(table: MergeTable, cases: Sequence[tuple[str, bytes]]) -> list[str]:
    """The lines of an ``apply-bpe-tokenizer-v1`` block, without line endings (docs/rules.md s6).

    Args:
        table: the frozen rules; at least one.
        cases: ``(case ID, input bytes)`` pairs in output order; may be empty.

    Returns:
        The lines, BEGIN first and END last.

    Raises:
        ValueError: if the table has no rules or a pre-tokenizer, a case ID does not match
            ``[a-z][a-z0-9-]*`` or repeats, an input is empty, or no rule changes an
            input (its APPLIED list would be empty). Nothing is returned in that case.
    """
    if table.pretokenizer != "none":
        raise ValueError(
            f"the rules were trained with pre-tokenization ({table.pretokenizer}), which "
            f"{FORMAT_NAME} cannot express: its INITIAL and CONTENT lines have no piece "
            f"boundaries (use --format ids or pieces)"
        )
    if table.merge_count == 0:
        raise ValueError(
            f"a merge table with no rules cannot be written ({FORMAT_NAME} needs at least "
            f"one RULE line)"
        )
    _check_cases(cases)
    k = table.merge_count
    lines = [
        f"TRACE {FORMAT_NAME} BEGIN",
        f"LAYOUT version=1 bos={CONTROL_BOS} eos={CONTROL_EOS} "
        f"content_offset={CONTENT_OFFSET} byte_count={BYTE_COUNT} merge_count={k} "
        f"vocabulary_size={BYTE_COUNT + table.merge_count + CONTENT_OFFSET}",
    ]
    for rule in table.rules:
        lines.append(
            f"RULE rank={rule.rank} training_pair={rule.left},{rule.right} "
            f"training_token={rule.token_id} "
            f"content_pair={rule.left + CONTENT_OFFSET},{rule.right + CONTENT_OFFSET} "
            f"content_token={rule.token_id + CONTENT_OFFSET} "
            f"bytes_hex={_hex(rule.token_bytes)}"
        )
    for case_id, data in cases:
        trace = table.encode_trace(data)
        applied = trace.applied_ranks
        if not applied:
            raise ValueError(
                f"case {case_id!r}: no rule applies to input {hex_bytes(data)} "
                f"({FORMAT_NAME} needs a non-empty APPLIED list)"
            )
        initial = [t + CONTENT_OFFSET for t in trace.initial]
        content = [t + CONTENT_OFFSET for t in trace.tokens]
        decoded = table.decode(trace.tokens)
        lines.append(f"CASE id={case_id} input_hex={_hex(data)}")
        lines.append(f"INITIAL case={case_id} tokens={_ids(initial)}")
        lines.append(f"APPLIED case={case_id} ranks={_ids(applied)}")
        lines.append(f"CONTENT case={case_id} tokens={_ids(content)}")
        lines.append(f"DOCUMENT case={case_id} tokens={_ids(to_layout_v1(trace.tokens))}")
        for index, token in enumerate(trace.tokens):
            lines.append(
                f"PIECE case={case_id} index={index} token={token + CONTENT_OFFSET} "
                f"bytes_hex={_hex(table.token_bytes(token))}"
            )
        lines.append(f"DECODED case={case_id} bytes_hex={_hex(decoded)}")
    lines.append(f"TRACE {FORMAT_NAME} END")
    return lines


def format_apply_trace(table: MergeTable, cases: Sequence[tuple[str, bytes]]) -> str:
    """Write an ``apply-bpe-tokenizer-v1`` block (docs/rules.md s6).

    Args:
        table: the frozen rules; at least one.
        cases: ``(case ID, input bytes)`` pairs in output order.

    Returns:
        The block's lines joined with ``"\\n"``, with a trailing newline.

    Raises:
        ValueError: for input the format cannot hold; see :func:`apply_trace_lines`.
    """
    return "\n".join(apply_trace_lines(table, cases)) + "\n"
