"""Encoding, decoding and token IDs of a run record (docs/rules.md s4, s6).

:class:`RunEncoding` is the mixin of :class:`~bpe_viewer.core.run.TrainingRun` (and of
:class:`~bpe_viewer.core.growing.GrowingRun`) that encodes and decodes with the record's
rules and text settings through a :class:`~bpe_viewer.core.encoding.MergeTable`, and
maps this program's token IDs to the IDs an imported table's library gives them
(:attr:`source_ids`, or a SentencePiece model's :attr:`codec`). Every command and view
encodes through here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, cast

from bpe_viewer.core.arguments import (
    check_bool,
    check_byte_strings,
    check_text,
    check_token_id,
    check_token_ids,
)
from bpe_viewer.core.run_vocab import RunVocabulary
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.encoding import MergeTable
    from bpe_viewer.core.normalize import Normalizer
    from bpe_viewer.core.special_tokens import AddedTokenOptions

__all__ = ["NOT_FOR_SENTENCEPIECE", "RunEncoding", "after_bytes_ids"]

#: Why special-token recognition (``allow_special``, ``--allow-special``) and control
#: layout v1 are refused for a SentencePiece model, after the option's name: the model
#: has no such switch, ``sentencepiece`` encodes a control piece's text as text.
NOT_FOR_SENTENCEPIECE = (
    "does not apply to a SentencePiece model (its IDs are the model's, and it reads the "
    "text of control pieces as text)"
)


def after_bytes_ids(merges: int, specials: int) -> tuple[int, ...]:
    """The IDs of the ``after-bytes`` layout, indexed by this program's own IDs: bytes
    0..255 as they are, special ``i`` at ``256 + i`` and the token of rank ``r`` at
    ``256 + specials + r`` (the layout of a lesson that reserves ``<|endoftext|>`` 256
    and ``<|pad|>`` 257 and numbers the merges from 258).

    Example:
        >>> after_bytes_ids(2, 2)[256:]
        (258, 259, 256, 257)
    """
    return (
        *range(BYTE_COUNT),
        *range(BYTE_COUNT + specials, BYTE_COUNT + specials + merges),
        *range(BYTE_COUNT, BYTE_COUNT + specials),
    )


class RunEncoding(RunVocabulary):
    """Encoding and decoding with a run's rules, and its table's own token IDs.

    The class that mixes it in holds the record: :attr:`rules`, :attr:`special_tokens`,
    :attr:`pretokenizer`, the text settings, :attr:`source_ids` with their inverse
    ``_internal_ids``, the vocabulary ``_vocab``, the reserved IDs ``_reserved`` and the
    cached merge table ``_table`` (None until first asked for).
    """

    kind: str
    source: str
    pretokenizer: str
    normalizer: Normalizer | None
    prefix_space: bool
    ignore_merges: bool
    added_token_options: tuple[AddedTokenOptions, ...]
    source_ids: tuple[int, ...] | None
    codec: Any
    _internal_ids: dict[int, int]
    _vocab: list[bytes]
    _reserved: frozenset[int]
    _table: MergeTable | None

    def _set_source_ids(self, source_ids: Sequence[int]) -> None:
        """Check and keep a table's own IDs, one per ID of this run (-1: none), with
        their inverse; the IDs ``0..n-1`` themselves keep none (this run's own).

        Raises:
            ValueError: for a count that is not the vocabulary's, a learned token
                without an ID (unless a :attr:`codec` writes it), or one ID given to two
                tokens of different bytes.
        """
        ids = tuple(source_ids)
        if len(ids) != len(self._vocab):
            raise ValueError(
                f"source IDs: {len(ids)} given for a vocabulary of {len(self._vocab)} entries"
            )
        inverse: dict[int, int] = {}
        for own, sid in enumerate(ids):
            if sid < 0:
                if own >= BYTE_COUNT and self.codec is None:
                    raise ValueError(f"source IDs: token {own} has no source ID")
                continue
            if sid in inverse:
                if self._vocab[inverse[sid]] == self._vocab[own]:
                    continue  # a special token also made by a merge: one ID, same bytes
                raise ValueError(f"source IDs: ID {sid} given to tokens {inverse[sid]} and {own}")
            inverse[sid] = own
        if ids != tuple(range(len(ids))):
            self.source_ids = ids
            self._internal_ids = inverse

    def _has_id(self, source_id: int) -> bool:
        try:
            self.own_id(source_id)
        except KeyError:
            return False
        return True

    def merge_table(self) -> MergeTable:
        """The run's rules, special tokens, pre-tokenizer and text settings as a
        :class:`MergeTable` (see :meth:`stage_table`)."""
        if self._table is None:
            self._table = self.stage_table(self.merge_count)
        return self._table

    def stage_table(self, stage: int) -> MergeTable:
        """A :class:`MergeTable` of the first ``stage`` rules with the run's special
        tokens, pre-tokenizer and text settings (normalizer, prefix space,
        ignore_merges): what encoding at that stage uses."""
        from bpe_viewer.core.encoding import MergeTable

        return MergeTable(
            self.rules[:stage],
            self.special_tokens,
            self.pretokenizer,
            normalizer=self.normalizer,
            prefix_space=self.prefix_space,
            ignore_merges=self.ignore_merges,
            added_token_options=self.added_token_options,
        )

    def source_id(self, token_id: int) -> int:
        """The ID the source library gives ``token_id`` (the ID itself for a run of ours).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary, or a byte the source has no ID for.
        """
        token_id = self._known_id(token_id)
        if self.source_ids is None:
            return token_id
        sid = self.source_ids[token_id]
        if sid < 0 and token_id >= BYTE_COUNT:
            raise KeyError(
                f"token {token_id} is part of a character that {self.source or 'the source'} "
                "has no piece for: it has no single token ID"
            )
        if sid < 0:
            raise KeyError(
                f"byte {token_id:02x} has no token ID in {self.source or 'the source table'}"
            )
        return sid

    def source_id_text(self, token_id: int, *, in_words: bool = False) -> str:
        """:meth:`source_id` for display: the ID as text, or for a byte or partial
        character that the source has no single ID for (a SentencePiece model writes
        those as byte pieces or ``<unk>``) ``—``, or with ``in_words`` this run's ID and
        why (``256 (no ID in the source: ...)``)."""
        try:
            return str(self.source_id(token_id))
        except KeyError:
            if not in_words:
                return "—"
            what = "bytes of a character" if token_id >= BYTE_COUNT else "a byte"
            return f"{token_id} ({what} with no ID of its own in {self.source or 'the source'})"

    def id_label(self, token_id: int, *, in_words: bool = False) -> str:
        """How every view names a token ID: the one display form.

        A run of ours has one ID (``"555"``); a run that keeps its table's own IDs
        (:attr:`source_ids`: a Hugging Face vocabulary, a ``.tiktoken`` file with special
        tokens inside or before the ranks, a SentencePiece model) shows this run's ID and
        the table's in brackets, as the vocabulary does (``"555 (559)"``; one number
        when the two are equal, as a ``.tiktoken`` file's bytes are). A byte or partial
        character the table has no single ID for reads ``"256 (—)"``, or with
        ``in_words`` says why (:meth:`source_id_text`).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        token_id = self._known_id(token_id)
        if self.source_ids is None:
            return str(token_id)
        try:
            sid = self.source_id(token_id)
        except KeyError:
            if in_words:
                return self.source_id_text(token_id, in_words=True)
            return f"{token_id} (—)"
        return str(token_id) if sid == token_id else f"{token_id} ({sid})"

    def table_ids(self, tokens: Sequence[int]) -> list[int]:
        """The IDs the table's own library gives the tokens ``tokens`` (this run's IDs,
        as :meth:`encode_tokens` returns them): the IDs themselves for a run of ours,
        :attr:`source_ids` for an imported table, and for a SentencePiece model its pieces
        (a character no piece holds becomes its ``<0xNN>`` byte pieces, or one ``<unk>``),
        so ``table_ids(encode_tokens(data))`` is :meth:`encode`'s list.

        Raises:
            EncodingError: naming the position of a byte the table has no ID for.
            KeyError: for an ID outside the vocabulary.
        """
        if self.codec is None:
            if self.source_ids is None:
                return list(tokens)
            out = list(map(self.source_ids.__getitem__, tokens))
            if -1 in out:
                self._no_source_id(tokens, out.index(-1))
            return out
        return [i for ids in self.table_ids_by_token(tokens) for i in ids]

    def _no_source_id(self, tokens: Sequence[int], pos: int) -> NoReturn:
        """Raise the error of a byte at ``pos`` that the source table has no ID for."""
        from bpe_viewer.core.encoding import EncodingError

        raise EncodingError(
            f"position {pos}: byte {tokens[pos]:02x} has no token ID in "
            f"{self.source or 'the source table'}",
            pos,
        )

    def table_ids_by_token(self, tokens: Sequence[int]) -> list[tuple[int, ...]]:
        """:meth:`table_ids` token by token: one tuple of the table's IDs per token of
        ``tokens`` (one ID, several byte pieces, or none for a token that continues the
        SentencePiece ``<unk>`` of the token before it).

        Raises:
            EncodingError: naming the position of a byte the table has no ID for.
            KeyError: for an ID outside the vocabulary.
        """

        if self.codec is not None:
            return [
                tuple(sid for sid, _ in own if sid >= 0)
                for own in self.codec.token_pieces(self, tokens)
            ]
        if self.source_ids is None:
            return [(t,) for t in tokens]
        source = self.source_ids
        out = [source[t] for t in tokens]
        if -1 in out:
            self._no_source_id(tokens, out.index(-1))
        return [(sid,) for sid in out]

    def encode_tokens(
        self, data: bytes, *, allow_special: bool = False, table: MergeTable | None = None
    ) -> list[int]:
        """``data`` encoded with ``table`` (default: the run's own :meth:`merge_table`) in
        this run's IDs: the one encoding path of every command and the window.

        The table applies the run's text settings (its normalizer, whether from a
        ``tokenizer.json`` or ``train --normalize``, and its prefix space) to the text
        between special tokens, which are found in ``data`` as given, as Hugging Face
        finds its added tokens (docs/rules.md s4.4). For a table with a :attr:`codec`
        (a SentencePiece model), the library's normalized text, encoded by the library's
        own algorithm with all the rules (a SentencePiece model orders equal scores by
        position, which ranks cannot say) or by ``table``'s ranks with fewer.

        Returns:
            The IDs (this run's own, not :attr:`source_ids`).

        Raises:
            ValueError: for ``allow_special`` with a SentencePiece model, naming the
                argument: ``sentencepiece`` has no such switch (it reads the text of
                control pieces as text), so the command line refuses
                ``--allow-special`` the same way.
        """
        if self.codec is not None and allow_special:
            where = f"{self.source}: " if self.source else ""
            raise ValueError(f"{where}allow_special {NOT_FOR_SENTENCEPIECE}")
        if self.codec is not None and (table is None or table.merge_count == self.merge_count):
            return cast("list[int]", self.codec.encode_tokens(data))  # the library's own BPE
        table = self.merge_table() if table is None else table
        if self.codec is not None:  # the rules of a stage: this table's merges in rank order
            return table.encode(self.codec.normalize(data))
        return table.encode(data, allow_special=allow_special)

    def normalize(self, data: bytes, *, allow_special: bool = False) -> bytes:
        """The bytes the merges run on for the input ``data``: ``data`` after the run's
        normalizer and prefix space (with ``allow_special``, applied between the special
        tokens, whose text is kept as written), or for a table with a :attr:`codec` the
        text its library normalizes ``data`` to; ``data`` itself when nothing changes it.
        """
        if self.codec is not None:
            return cast(bytes, self.codec.normalize(data))
        table = self.merge_table()
        return table.prepare_document(data) if allow_special else table.prepare(data)

    @property
    def special_ids(self) -> str:
        """Where the special tokens' IDs are: ``after-bytes`` (``256 + i``, the learned
        tokens after them, kept as :attr:`source_ids`) or ``after-merges`` (``256 + k + i``,
        this run's own layout, docs/rules.md s4)."""
        if self.special_tokens and self.source_ids is not None and self.kind != "table":
            if self.source_ids == after_bytes_ids(self.merge_count, len(self.special_tokens)):
                return "after-bytes"
        return "after-merges"

    def own_id(self, source_id: int) -> int:
        """This run's ID of a source ID (the inverse of :meth:`source_id`).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID the table does not have.
        """
        source_id = check_token_id(source_id, "source_id")
        if self.source_ids is None:
            if 0 <= source_id < len(self._vocab):
                return source_id
        elif source_id in self._internal_ids:
            return self._internal_ids[source_id]
        raise KeyError(f"unknown token ID {source_id}")

    def encode(self, text: str | bytes, *, allow_special: bool = False) -> list[int]:
        """Encode text (as UTF-8) or bytes with the run's frozen rules (docs/rules.md s6).

        Args:
            text: a ``str`` (encoded as UTF-8) or any bytes.
            allow_special: turn special-token text into its reserved ID; otherwise it
                is encoded as ordinary bytes (docs/rules.md s4).

        Returns:
            Token IDs; for an imported table, the IDs its library gives (the same list
            the library's own encoder prints for that text).

        Raises:
            ArgumentTypeError: (a TypeError) when ``text`` is neither ``str`` nor bytes
                (``encode(123)``) or ``allow_special`` is not a bool.
            ValueError: for a ``str`` holding a lone surrogate (it has no UTF-8 bytes),
                or ``allow_special`` with a SentencePiece model (see
                :meth:`encode_tokens`).
            EncodingError: when the input holds a byte an imported table has no ID for.

        Example:
            >>> from bpe_viewer.core.training import train
            >>> train([b"aaa", b"aba"], 2).encode("abaa")
            [257, 256]
        """
        data = check_text(text, "text")
        allow_special = check_bool(allow_special, "allow_special")
        return self.table_ids(self.encode_tokens(data, allow_special=allow_special))

    def encode_batch(
        self, texts: Iterable[str | bytes], *, allow_special: bool = False
    ) -> list[list[int]]:
        """Encode many texts: ``[encode(t) for t in texts]``, with the distinct pieces of
        all of them encoded together once (:meth:`MergeTable.encode_batch`).

        Args:
            texts: an iterable (read once) of ``str`` (encoded as UTF-8) or bytes.
            allow_special: as :meth:`encode`.

        Returns:
            One list of token IDs per text, in order (the library's IDs for an imported
            table, as :meth:`encode`).

        Raises:
            ArgumentTypeError: (a TypeError) for ``texts`` that is one ``str`` or bytes
                or not iterable, or an item that is neither ``str`` nor bytes (naming
                its index, ``texts[3]``).
            ValueError, EncodingError: as :meth:`encode`.

        Example:
            >>> from bpe_viewer.core.training import train
            >>> train([b"aaa", b"aba"], 2).encode_batch(["abaa", b"aa"])
            [[257, 256], [256]]
        """
        allow_special = check_bool(allow_special, "allow_special")
        data = check_byte_strings(texts, "texts")
        if self.codec is not None:
            return [self.encode(item, allow_special=allow_special) for item in data]
        tokens = self.merge_table().encode_batch(data, allow_special=allow_special)
        return [self.table_ids(item) for item in tokens]

    def decode(self, ids: Iterable[int]) -> bytes:
        """Concatenate the bytes of token IDs (source IDs for an imported table).

        Args:
            ids: token IDs, ``int`` each (``numpy`` integers too).

        Returns:
            The bytes; ``decode(encode(x)) == x`` for every ``x`` (docs/rules.md s6).

        Raises:
            ArgumentTypeError: (a TypeError) for ``ids`` that is not a sequence of
                integers, naming the first bad position (``decode([True])``: ``ids[0]
                must be an integer, got bool True``); a ``str`` or bytes is refused.
            EncodingError: naming the position of the first unknown ID.
        """
        from bpe_viewer.core.encoding import EncodingError

        if self.codec is not None:
            return cast(bytes, self.codec.decode(ids))
        vocab = self._vocab
        reserved = self._reserved
        parts: list[bytes] = []
        for pos, tid in enumerate(check_token_ids(ids, "ids")):
            if tid in reserved:
                continue  # a placeholder ID: no bytes
            try:
                parts.append(vocab[self.own_id(tid)])
            except (KeyError, TypeError):
                raise EncodingError(
                    f"position {pos}: unknown token ID {tid} "
                    f"(vocabulary has {self.vocabulary_size()} entries)",
                    pos,
                ) from None
        return b"".join(parts)
