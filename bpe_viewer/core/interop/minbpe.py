"""minbpe's ``.model`` files (version 1, text).

Layout, one item per line: ``minbpe v1``; the split pattern (empty for no
pre-tokenization); the number of special tokens; one ``TEXT ID`` line per special token;
then one ``LEFT RIGHT`` line of token IDs per merge in rank order, the merge on line
``i`` making token ``256 + i``. minbpe numbers tokens as this program does (bytes
0..255, then ``256 + rank``), so the IDs carry over unchanged.
"""

from __future__ import annotations

import os

from bpe_viewer.core.bounds import read_count, read_id
from bpe_viewer.core.formats.classify import MINBPE_MAGIC as MAGIC
from bpe_viewer.core.interop.table import TableBuilder, TableError, read_text, special_texts
from bpe_viewer.core.pretokenize import pretokenizer_for_pattern, pretokenizer_pattern
from bpe_viewer.core.render import show_token
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.trainer import BYTE_COUNT


def minbpe_model(run: TrainingRun) -> str:
    """The ``.model`` text of a run, with this program's IDs.

    Raises:
        TableError: for a special token that is not UTF-8 or holds whitespace (minbpe
            splits its special-token lines at whitespace), or a pattern on several lines.
    """
    pattern = pretokenizer_pattern(run.pretokenizer) or ""
    if "\n" in pattern or "\r" in pattern or pattern != pattern.strip():
        raise TableError(
            f"{run.source}: the pre-tokenizer pattern cannot be written on one minbpe line"
        )
    texts = special_texts(run, "minbpe")
    lines = [MAGIC, pattern, str(len(texts))]
    for i, text in enumerate(texts):
        if not text or any(ch.isspace() for ch in text):
            raise TableError(
                f"{run.source}: special token {show_token(text)} holds whitespace, which minbpe's "
                ".model lines cannot hold"
            )
        lines.append(f"{text} {run.special_base + i}")
    lines.extend(f"{rule.left} {rule.right}" for rule in run.rules)
    return "\n".join(lines) + "\n"


def load_minbpe(path: str | os.PathLike[str], pretokenizer: str | None = None) -> TrainingRun:
    """Import a minbpe ``.model`` file.

    Args:
        path: the file.
        pretokenizer: overrides the file's pattern.

    Raises:
        TableError: naming the file and line of the first problem (wrong first line, a
            count or ID that is not a whole number, a merge of an ID not yet made, a
            repeated merge, two tokens with the same bytes).
    """
    source = str(path)
    text = read_text(path, source)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].strip() != MAGIC:
        raise TableError(f"{source} line 1: expected {MAGIC!r}")
    if len(lines) < 3:
        raise TableError(f"{source}: cut short (no special-token count)")
    pattern = lines[1].strip()
    count = read_count(
        lines[2].strip(), f"{source} line 3", "special-token count", error=TableError
    )
    if len(lines) < 3 + count:
        raise TableError(f"{source}: cut short ({count} special tokens announced)")
    if pretokenizer is None:
        try:
            pretokenizer = pretokenizer_for_pattern(pattern, f"{source} line 2")
        except ValueError as err:
            raise TableError(f"{source} line 2: {err}") from None
    builder = TableBuilder(source)
    vocab: list[bytes] = [bytes([b]) for b in range(BYTE_COUNT)]
    for b in range(BYTE_COUNT):
        builder.set_byte_id(b, b)
    specials: list[tuple[str, int, int]] = []
    for n in range(3, 3 + count):
        parts = lines[n].split()
        if len(parts) != 2:
            raise TableError(f"{source} line {n + 1}: expected 'TEXT ID' for a special token")
        specials.append(
            (parts[0], read_id(parts[1], f"{source} line {n + 1}", error=TableError), n + 1)
        )
    for n in range(3 + count, len(lines)):
        where = f"{source} line {n + 1}"
        parts = lines[n].split()
        if len(parts) != 2:
            raise TableError(f"{where}: expected two token IDs 'LEFT RIGHT'")
        left = read_id(parts[0], where, "left token ID", error=TableError)
        right = read_id(parts[1], where, "right token ID", error=TableError)
        for side, tid in (("left", left), ("right", right)):
            if tid >= len(vocab):
                raise TableError(
                    f"{where}: {side} token ID {tid} was never made by an earlier merge"
                )
        token_id = builder.add_merge(vocab[left], vocab[right], len(vocab), where)
        assert token_id == len(vocab)
        vocab.append(vocab[left] + vocab[right])
    for text_, sid, line in specials:
        builder.add_special(text_.encode("utf-8"), sid, f"{source} line {line}")
    return builder.build(pretokenizer)
