"""Building a merge table imported from another library, and the checks every format shares.

An imported table becomes a :class:`~bpe_viewer.core.run.TrainingRun` of kind
``table``: no documents, one rule per merge in rank order with this program's IDs (bytes
0..255, ``256 + rank`` for the token of rank ``rank``, then the special tokens), and the
source's own ID for each of them (``source_ids``), so that encoding prints the IDs the
source library prints.

Every loader reads its files through :func:`read_file` and reports problems as a
:class:`TableError` naming the file and the entry.
"""

from __future__ import annotations

import json
import os
from typing import Any

from bpe_viewer.core.bounds import SizeCheck
from bpe_viewer.core.interop.errors import TableError
from bpe_viewer.core.render import short_hex, show_token
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.safeio import InputError
from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule, TrainingRound

__all__ = [
    "TableError",
    "TableBuilder",
    "read_file",
    "read_text",
    "read_json",
    "check_unique_bytes",
]


def read_file(path: str | os.PathLike[str]) -> bytes:
    """A file's exact bytes, through the program's one reading path.

    Its lines are rows (a merge, a rank, a vocabulary entry): their number is charged to
    the one size check (:meth:`~bpe_viewer.core.bounds.SizeCheck.rows`) before any of
    them is split or parsed.

    Raises:
        TableError: naming the file when it cannot be read, or when its lines at
            :data:`~bpe_viewer.core.bounds.ROW_BYTES` each pass the input limit.
    """
    from bpe_viewer.core.safeio import InputError, read_input

    try:
        raw = read_input(path)
        SizeCheck(str(path), TableError).rows(raw.count(b"\n"), "lines")
    except InputError as err:
        raise TableError(str(err)) from None
    return raw


def read_text(path: str | os.PathLike[str], name: str | None = None) -> str:
    """A text table's contents, decoded as UTF-8, through :func:`read_file`.

    Raises:
        TableError: naming the file (``name``, else ``path``) and the line where the bytes
            stop being UTF-8, or the file when it cannot be read.
    """
    raw = read_file(path)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        raise TableError(f"{name or path} line {line}: not UTF-8 text") from None


def read_json(path: str | os.PathLike[str], raw: bytes | None = None) -> Any:
    """Parse a JSON file with :mod:`json` only (loading never executes code).

    Raises:
        TableError: naming the file and the line of a syntax error.
    """
    if raw is None:
        raw = read_file(path)
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as err:
        raise TableError(f"{path}: not UTF-8 text (byte offset {err.start})") from None
    except json.JSONDecodeError as err:
        raise TableError(
            f"{path}: corrupt JSON at line {err.lineno} column {err.colno} ({err.msg})"
        ) from None
    except (RecursionError, ValueError) as err:
        raise TableError(f"{path}: not readable JSON ({type(err).__name__})") from None


def show(data: bytes) -> str:
    """A token's bytes for a message: the text when it is printable UTF-8, else hex;
    a long token cut in the middle (:func:`~bpe_viewer.core.render.show_token`,
    :func:`~bpe_viewer.core.render.short_hex`)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return short_hex(data)
    if text.isprintable() and text.strip() == text and text:
        return show_token(text)
    return f"{show_token(text)} ({short_hex(data)})"


class TableBuilder:
    """Collects merges (by token bytes) and special tokens, then builds the table run.

    Args:
        source: the file, for messages and for the run's ``source``.

    Every check names ``source`` and the entry given to the method. The token bytes and
    rows are added up by the one size check (:class:`~bpe_viewer.core.bounds.SizeCheck`)
    before each merged token is built.

    Raises:
        TableError: from the constructor, for a malformed ``BPE_VIEWER_MAX_INPUT_MB``.
    """

    def __init__(self, source: str) -> None:
        self.source = source
        try:
            self._size = SizeCheck(source, TableError)
        except InputError as err:
            raise TableError(str(err)) from None
        self._ids: dict[bytes, int] = {bytes([b]): b for b in range(BYTE_COUNT)}
        self._vocab: list[bytes] = [bytes([b]) for b in range(BYTE_COUNT)]
        self._pairs: dict[tuple[int, int], str] = {}
        self._made_by: dict[bytes, str] = {}
        self.rules: list[MergeRule] = []
        self.source_ids: list[int] = [-1] * BYTE_COUNT
        self.specials: list[bytes] = []
        self._special_ids: list[int] = []

    def fail(self, where: str, message: str) -> TableError:
        """A :class:`TableError` for the entry ``where``, which names the file and entry
        (``"merges.txt line 12"``, ``"tokenizer.json: merges entry 3"``)."""
        return TableError(f"{where}: {message}")

    def knows(self, data: bytes) -> bool:
        """True when ``data`` is a byte or a token made by an earlier merge."""
        return data in self._ids

    def set_byte_id(self, byte: int, source_id: int) -> None:
        """Record the source ID of a single byte."""
        self.source_ids[byte] = source_id

    def add_merge(self, left: bytes, right: bytes, source_id: int, where: str) -> int:
        """Append the merge ``left + right`` as the next rank.

        Args:
            left: the left token's bytes (a byte or a token already made).
            right: the right token's bytes.
            source_id: the source's ID of the merged token.
            where: the file and entry, for messages (``"merges.txt line 12"``).

        Returns:
            The merged token's ID in this table (``256 + rank``).

        Raises:
            TableError: when a part was never made, the merge repeats an earlier one,
                the merged bytes are already a token (two tokens with the same bytes), or
                the table's tokens and rows pass the input limit.
        """
        for side, part in (("left", left), ("right", right)):
            if part not in self._ids:
                raise self.fail(
                    where, f"{side} token {show(part)} was never made by an earlier merge"
                )
        a, b = self._ids[left], self._ids[right]
        pair = (a, b)
        if pair in self._pairs:
            raise self.fail(where, f"repeats the merge of {self._pairs[pair]}")
        self._size.token(len(left) + len(right), where, row=True)
        merged = left + right
        if merged in self._ids:
            earlier = self._made_by.get(merged, "a single byte")
            raise self.fail(
                where,
                f"makes {show(merged)} again ({earlier} made the same bytes): two tokens "
                "would share one byte string",
            )
        rank = len(self.rules)
        token_id = BYTE_COUNT + rank
        self._pairs[pair] = where
        self._made_by[merged] = where
        self._ids[merged] = token_id
        self._vocab.append(merged)
        self.rules.append(MergeRule(rank, a, b, token_id, merged, 0, 0))
        self.source_ids.append(source_id)
        return token_id

    def add_special(self, data: bytes, source_id: int, where: str) -> None:
        """Add a special token (a reserved ID that no merge makes or consumes).

        Raises:
            TableError: for an empty or repeated special token.
        """
        if not data:
            raise self.fail(where, "a special token cannot be empty")
        self._size.token(len(data), where, row=True)
        if data in self.specials:
            raise self.fail(where, f"special token {show(data)} is listed twice")
        self.specials.append(data)
        self._special_ids.append(source_id)

    def build(
        self,
        pretokenizer: str,
        *,
        own_ids: bool = False,
        reserved_ids: list[int] | None = None,
        codec: Any = None,
    ) -> TrainingRun:
        """The table as a run of kind ``table``.

        Args:
            pretokenizer: the pre-tokenizer name (``none``, ``gpt2``, ``regex:...``).
            own_ids: the source has no IDs of its own (a merges file alone, a minbpe
                model): the run's IDs are the source's.
            reserved_ids: source IDs that stand for no bytes (tiktoken placeholders).
            codec: the run's :attr:`~bpe_viewer.core.run.TrainingRun.codec` (a
                SentencePiece model's), or None.

        Raises:
            TableError: when two tokens share a source ID, or the shared validator of
                loaded runs (:func:`bpe_viewer.core.validate.check_run`) refuses it.
        """
        from bpe_viewer.core.validate import check_run

        ids = None if own_ids else [*self.source_ids, *self._special_ids]
        try:
            return check_run(self._run(pretokenizer, ids, reserved_ids or [], codec), self.source)
        except ValueError as err:
            raise TableError(str(err)) from None

    def _run(
        self, pretokenizer: str, ids: list[int] | None, reserved: list[int], codec: Any = None
    ) -> TrainingRun:
        try:
            return TrainingRun(
                documents=[],
                final_tokens=[],
                rounds=[TrainingRound(rule, (), 0, 0) for rule in self.rules],
                requested_merges=len(self.rules),
                source=self.source,
                special_tokens=self.specials,
                pretokenizer=pretokenizer,
                kind="table",
                source_ids=ids,
                reserved_ids=reserved,
                codec=codec,
            )
        except ValueError as err:
            raise TableError(f"{self.source}: {err}") from None


def check_unique_bytes(run: TrainingRun) -> None:
    """Refuse a run where two tokens share the same bytes.

    Hugging Face and tiktoken key their vocabularies by the token's bytes, so such a
    table cannot be written for them without changing what encoding gives.

    Raises:
        TableError: naming both token IDs and the bytes.
    """
    seen: dict[bytes, int] = {}
    for token_id in range(BYTE_COUNT + run.merge_count):
        data = run.token_bytes(token_id)
        if data in seen:
            raise TableError(
                f"{run.source or 'run'}: tokens {seen[data]} and {token_id} have the same "
                f"bytes {show(data)}: the other libraries would give both one ID"
            )
        seen[data] = token_id


def special_texts(run: TrainingRun, what: str) -> list[str]:
    """The run's special tokens as text (the other libraries keep them as strings).

    Raises:
        TableError: for a special token that is not UTF-8.
    """
    out = []
    for data in run.special_tokens:
        try:
            out.append(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise TableError(
                f"{run.source or 'run'}: special token {data.hex(' ')} is not UTF-8 text, "
                f"which {what} needs"
            ) from None
    return out
