"""Frozen-rule encoder and decoder, strict text conversion, control layout v1 (docs/rules.md s6).

Encoding never counts anything: it starts from the input's bytes and applies the learned
rules in ascending rank, each with the same left-to-right pass as training (docs/rules.md s2.5).
Merging a pair of rank r only creates pairs that contain the new token ``256 + r``, whose
rules all have ranks above r, so this equals "repeatedly merge the lowest-rank adjacent
pair present". :meth:`MergeTable.encode` cuts the input into pre-tokenization pieces and
encodes each distinct piece once in that lowest-rank-first form
(:mod:`bpe_viewer.core.piece_bpe`), keeping the pieces' IDs for later calls
(:data:`PIECE_CACHE_SIZE`); its cost does not depend on the number of rules.
:meth:`MergeTable.encode_batch` encodes many texts with one pass over their distinct
pieces. :meth:`MergeTable.encode_trace` records the rank-by-rank form step by step.

Decoding concatenates token bytes; ``decode(encode(x)) == x`` for every byte string.

Example:
    >>> from bpe_viewer.core import train
    >>> rules = train([bytes([0x20, 0xD0, 0xB0, 0x20, 0xD0])], 1).rules  # (32,208) -> 256
    >>> table = MergeTable(rules)
    >>> table.encode(bytes([0x20, 0xD0, 0xB0]))
    [256, 176]
    >>> to_layout_v1([256, 176])
    [0, 258, 178, 1]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain
from typing import TYPE_CHECKING, cast

from bpe_viewer.core.arguments import (
    ArgumentTypeError,
    check_bool,
    check_bytes,
    check_int,
    check_token_id,
    check_token_ids,
)
from bpe_viewer.core.collector import collector_paused
from bpe_viewer.core.piece_bpe import PieceEncoder
from bpe_viewer.core.pretokenize import check_pretokenizer, split_text
from bpe_viewer.core.render import find_utf8_problem, show_token
from bpe_viewer.core.rule_trace import EncodeTrace, trace_rules
from bpe_viewer.core.special_tokens import AddedTokenOptions, TextPreparation
from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule

if TYPE_CHECKING:
    from bpe_viewer.core.normalize import Normalizer

__all__ = [
    "CONTENT_OFFSET",
    "CONTROL_BOS",
    "CONTROL_EOS",
    "EncodingError",
    "MergeTable",
    "PIECE_CACHE_SIZE",
    "PIECE_CACHE_MAX_BYTES",
    "decode_utf8_strict",
    "from_layout_v1",
    "to_layout_v1",
]

#: Layout v1 ID of the begin-of-document control token (docs/rules.md s6).
CONTROL_BOS = 0
#: Layout v1 ID of the end-of-document control token (docs/rules.md s6).
CONTROL_EOS = 1
#: Layout v1 shift of every content ID: byte b -> b + 2, token 256 + r -> 258 + r.
CONTENT_OFFSET = 2

_CONTROL_NAMES = {CONTROL_BOS: "BOS", CONTROL_EOS: "EOS"}
#: Most pieces a :class:`MergeTable` keeps the IDs of between calls; when full, the
#: store is emptied and filled again (about 16 MB at the most for short pieces).
PIECE_CACHE_SIZE = 65536
#: Longest piece, in bytes, whose IDs are kept between calls.
PIECE_CACHE_MAX_BYTES = 256


class EncodingError(ValueError):
    """A token sequence or byte string that cannot be decoded or converted (docs/rules.md s6).

    The message names the position, e.g. ``"position 3: token ID 0 (BOS) inside
    content"`` or ``"invalid UTF-8 at byte offset 1: ..."``.

    Attributes:
        position: index in the token sequence (or byte offset for text conversion) of
            the offending item, or ``None`` when there is no single position.
    """

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.position = position


def _unknown_id(token_id: int, vocabulary_size: int, position: int | None) -> EncodingError:
    where = "" if position is None else f"position {position}: "
    return EncodingError(
        f"{where}unknown token ID {token_id} (vocabulary has {vocabulary_size} entries)",
        position,
    )


class MergeTable:
    """An immutable table of learned merge rules, used to encode and decode (docs/rules.md s6).

    Args:
        rules: the rules in any order; their ranks must be exactly ``0..k-1``.
        special_tokens: byte strings with reserved IDs after the learned range:
            special ``i`` has ID ``256 + k + i`` (docs/rules.md s4). No rule makes or consumes one;
            :meth:`encode` recognises them only when ``allow_special`` is true.
        pretokenizer: cut the input into pieces first and encode each on its own, as
            training did (docs/rules.md s4; :mod:`bpe_viewer.core.pretokenize`).
        normalizer: applied to the text between special tokens before anything else
            (:mod:`bpe_viewer.core.normalize`), as a ``tokenizer.json`` normalizer is.
        prefix_space: put a space before the text between special tokens when it does
            not start with one (Hugging Face ByteLevel ``add_prefix_space``).
        ignore_merges: a piece whose bytes are already a token is that one token, the
            merges skipped (Hugging Face BPE ``ignore_merges``, the Llama 3 style).
        added_token_options: one
            :class:`~bpe_viewer.core.special_tokens.AddedTokenOptions` per special
            token (or none: each found as written), used by :meth:`encode` with
            ``allow_special``.

    :meth:`prepare` is what the last three do to a text; training applies it to each
    document first, so the run's documents are what the encoder sees.

    Raises:
        ValueError: if ranks are not contiguous from 0, a ``token_id`` is not
            ``256 + rank``, a rule refers to a token not yet defined at its rank
            (``left`` or ``right`` must be below ``256 + rank``), a ``token_bytes`` is
            not the left bytes followed by the right bytes, or two rules share a pair.
    """

    __slots__ = (
        "_rules",
        "_vocab",
        "_ranks",
        "_pieces",
        "_cache",
        "_specials",
        "_text",
        "_pretokenizer",
        "_ignore_merges",
        "_token_ids",
    )

    def __init__(
        self,
        rules: Sequence[MergeRule],
        special_tokens: Sequence[bytes] = (),
        pretokenizer: str = "none",
        *,
        normalizer: Normalizer | None = None,
        prefix_space: bool = False,
        ignore_merges: bool = False,
        added_token_options: Sequence[AddedTokenOptions] = (),
    ) -> None:
        ordered = sorted(rules, key=lambda r: r.rank)
        vocab: list[bytes] = [bytes([b]) for b in range(BYTE_COUNT)]
        ranks: dict[tuple[int, int], int] = {}
        for expected, rule in enumerate(ordered):
            if rule.rank != expected:
                raise ValueError(
                    f"merge ranks must be contiguous from 0: expected rank {expected}, "
                    f"got {rule.rank}"
                )
            if rule.token_id != BYTE_COUNT + rule.rank:
                raise ValueError(
                    f"rank {rule.rank}: token ID must be {BYTE_COUNT + rule.rank}, "
                    f"got {rule.token_id}"
                )
            limit = BYTE_COUNT + rule.rank
            for side, tid in (("left", rule.left), ("right", rule.right)):
                if not 0 <= tid < limit:
                    raise ValueError(
                        f"rank {rule.rank}: {side} token ID {tid} is not defined before "
                        f"this rule (must be below {limit})"
                    )
            merged = vocab[rule.left] + vocab[rule.right]
            if rule.token_bytes != merged:
                raise ValueError(
                    f"rank {rule.rank}: token bytes {rule.token_bytes.hex(' ')} differ from "
                    f"left + right bytes {merged.hex(' ')}"
                )
            pair = (rule.left, rule.right)
            if pair in ranks:
                raise ValueError(
                    f"rank {rule.rank}: pair {pair} already learned at rank {ranks[pair]}"
                )
            ranks[pair] = rule.rank
            vocab.append(merged)
        self._specials: dict[bytes, int] = {}
        for text in special_tokens:
            if not text:
                raise ValueError("a special token cannot be empty")
            if text in self._specials:
                raise ValueError(f"special token {show_token(text)} is listed twice")
            self._specials[text] = len(vocab)
            vocab.append(text)
        self._pretokenizer = check_pretokenizer(pretokenizer)
        self._rules: tuple[MergeRule, ...] = tuple(ordered)
        self._vocab: tuple[bytes, ...] = tuple(vocab)
        self._ranks: dict[tuple[int, int], int] = ranks
        self._pieces = PieceEncoder(self._rules)
        #: piece text (UTF-8 with surrogate escapes) -> its IDs, kept between calls
        self._cache: dict[str, list[int]] = {}
        self._ignore_merges = ignore_merges
        self._token_ids: dict[bytes, int] | None = None
        if ignore_merges:
            learned = self._vocab[: BYTE_COUNT + len(self._rules)]
            self._token_ids = {data: tid for tid, data in enumerate(learned)}
        self._text = TextPreparation(
            self._specials,
            normalizer=normalizer,
            prefix_space=prefix_space,
            options=added_token_options,
        )

    def __repr__(self) -> str:
        return f"MergeTable(<{len(self._rules)} rules>)"

    @property
    def rules(self) -> tuple[MergeRule, ...]:
        """The rules in rank order."""
        return self._rules

    @property
    def merge_count(self) -> int:
        """Number of rules k."""
        return len(self._rules)

    @property
    def vocabulary_size(self) -> int:
        """Number of token IDs: ``256 + k`` plus the special tokens (docs/rules.md s2.8, s4)."""
        return len(self._vocab)

    @property
    def pretokenizer(self) -> str:
        """The pre-tokenizer applied before the rules (``none``: whole input)."""
        return self._pretokenizer

    @property
    def finds_added_tokens(self) -> bool:
        """True when some special token is found otherwise than as written
        (:class:`~bpe_viewer.core.special_tokens.AddedTokenOptions`), which
        :meth:`encode` does with ``allow_special``."""
        return self._text.finds_added_tokens

    @property
    def ignore_merges(self) -> bool:
        """True when a piece that is a token whole is that token (see the class)."""
        return self._ignore_merges

    @property
    def changes_text(self) -> bool:
        """True when :meth:`prepare` may change a text (a normalizer or a prefix space)."""
        return self._text.changes_text

    def prepare(self, data: bytes) -> bytes:
        """A stretch of text between special tokens as the encoder sees it: normalized,
        then a space put first when ``prefix_space`` is set and it does not start with
        one (empty stays empty).

        Args:
            data: any bytes (bytes that are not UTF-8 pass the normalizer unchanged).
        """
        return self._text.prepare(data)

    def prepare_document(self, data: bytes) -> bytes:
        """:meth:`prepare` applied to each stretch between special tokens of a
        document (the special tokens kept as they are)."""
        return self._text.prepare_document(data)

    @property
    def special_tokens(self) -> dict[bytes, int]:
        """Each special token's bytes with its reserved ID (a copy)."""
        return dict(self._specials)

    def rank_of(self, pair: tuple[int, int]) -> int | None:
        """Rank of the rule merging ``pair``, or ``None`` if no rule does."""
        return self._ranks.get(pair)

    def token_bytes(self, token_id: int) -> bytes:
        """The bytes a token ID stands for (docs/rules.md s1).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            EncodingError: for an ID outside ``0..vocabulary_size-1``.
        """
        token_id = check_token_id(token_id, "token_id")
        if not 0 <= token_id < len(self._vocab):
            raise _unknown_id(token_id, len(self._vocab), None)
        return self._vocab[token_id]

    def encode(
        self, data: bytes, *, allow_special: bool = False, prepared: bool = False
    ) -> list[int]:
        """Encode bytes with the frozen rules (docs/rules.md s6).

        With ``allow_special``, each occurrence of a special token (longest first, then
        leftmost) becomes its reserved ID and the text between is encoded on its own;
        without it, special-token text is encoded as ordinary bytes (docs/rules.md s4). Each
        stretch is then :meth:`prepare`-d (normalizer, prefix space). With a
        pre-tokenizer, each piece is encoded on its own; under ``ignore_merges`` a piece
        that is a token whole is that token.

        Equal to applying the rules in ascending rank, each with one left-to-right pass
        over the whole input (docs/rules.md s2.5): each distinct piece is encoded once by
        repeatedly merging its lowest-rank pair (:mod:`bpe_viewer.core.piece_bpe`), in
        time that does not grow with the number of rules, and pieces of up to
        :data:`PIECE_CACHE_MAX_BYTES` bytes are remembered for later calls.

        Args:
            data: any bytes (need not be UTF-8).
            allow_special: True to turn special-token text into its reserved ID.
            prepared: ``data`` is already :meth:`prepare`-d (:meth:`prepare_document`
                with ``allow_special``): it is not normalized again.

        Returns:
            Token IDs in ``0..vocabulary_size-1``; empty for empty input.

        Raises:
            ArgumentTypeError: (a TypeError) for ``data`` that is not bytes (a ``str``
                must be encoded first; ``TrainingRun.encode`` takes text) or an
                ``allow_special`` that is not a bool.
        """
        data = check_bytes(data, "data")
        allow_special = check_bool(allow_special, "allow_special")
        return self._encode_all([self._text.stretches(data, allow_special, prepared)])[0]

    def encode_batch(
        self, texts: Iterable[bytes], *, allow_special: bool = False, prepared: bool = False
    ) -> list[list[int]]:
        """Encode many inputs at once: ``[encode(t) for t in texts]``, faster.

        The distinct pieces of all the inputs are encoded together in one pass of
        array operations (:meth:`~bpe_viewer.core.piece_bpe.PieceEncoder.encode_many`).

        Args:
            texts: an iterable of byte strings (read once).
            allow_special: as :meth:`encode`.
            prepared: as :meth:`encode`.

        Returns:
            One list of token IDs per input, in order.

        Raises:
            ArgumentTypeError: (a TypeError) for ``texts`` that is not iterable, an item
                that is not bytes (naming its index: ``texts[2] must be bytes ...``) or an
                ``allow_special`` that is not a bool.
        """
        allow_special = check_bool(allow_special, "allow_special")
        if isinstance(texts, (str, bytes, bytearray, memoryview)):
            raise ArgumentTypeError(
                f"texts must be an iterable of byte strings, got one {type(texts).__name__}"
            )
        try:
            items = list(texts)
        except TypeError:
            raise ArgumentTypeError(
                f"texts must be an iterable of byte strings, got {type(texts).__name__}"
            ) from None
        return self._encode_all(
            [
                self._text.stretches(check_bytes(item, f"texts[{index}]"), allow_special, prepared)
                for index, item in enumerate(items)
            ]
        )

    def _encode_all(self, inputs: list[list[bytes | int]]) -> list[list[int]]:
        """Encode inputs given as :meth:`TextPreparation.stretches`: every stretch cut
        into pieces, each distinct piece encoded once (or taken from the store of earlier
        calls).

        Python's cycle collector is paused meanwhile (:func:`collector_paused`): the many
        small lists made here hold no cycles, and each collection would walk every object
        alive (a third of the time of a batch with a 50,000-rule table, measured).
        """
        with collector_paused():
            return self._encode_inputs(inputs)

    def _encode_inputs(self, inputs: list[list[bytes | int]]) -> list[list[int]]:
        """:meth:`_encode_all` itself."""
        pretokenizer = self._pretokenizer
        cache = self._cache
        cut: list[list[list[str] | int]] = []
        for stretches in inputs:
            parts: list[list[str] | int] = []
            for stretch in stretches:
                if isinstance(stretch, int):
                    parts.append(stretch)
                else:
                    text = stretch.decode("utf-8", "surrogateescape")
                    parts.append(split_text(text, pretokenizer))
            cut.append(parts)
        # Every distinct piece once, in order of first appearance, then what is known.
        found: dict[str, list[int] | None] = dict.fromkeys(
            chain.from_iterable(
                part for parts in cut for part in parts if not isinstance(part, int)
            )
        )
        missing = []
        for piece in found:
            known_ids = cache.get(piece)
            if known_ids is None:
                missing.append(piece)
            else:
                found[piece] = known_ids
        if missing:
            self._encode_missing(missing, found)
        known = cast("dict[str, list[int]]", found)
        out: list[list[int]] = []
        for parts in cut:
            ids: list[int] = []
            for part in parts:
                if isinstance(part, int):
                    ids.append(part)
                else:
                    ids.extend(chain.from_iterable(map(known.__getitem__, part)))
            out.append(ids)
        return out

    def _encode_missing(self, missing: list[str], found: dict[str, list[int] | None]) -> None:
        """Encode the pieces ``missing``, put their IDs in ``found`` and keep the short
        ones for later calls (the store emptied first when it would overflow)."""
        data = [piece.encode("utf-8", "surrogateescape") for piece in missing]
        todo = list(range(len(missing)))
        whole = self._token_ids
        if whole is not None:  # ignore_merges: a piece that is a token is that token
            todo = []
            for index, raw in enumerate(data):
                token = whole.get(raw)
                if token is None:
                    todo.append(index)
                else:
                    found[missing[index]] = [token]
        encoded = self._pieces.encode_pieces([data[index] for index in todo])
        for index, ids in zip(todo, encoded, strict=True):
            found[missing[index]] = ids
        cache = self._cache
        if len(cache) + len(missing) > PIECE_CACHE_SIZE:
            cache.clear()
        room = PIECE_CACHE_SIZE - len(cache)
        for index, piece in enumerate(missing):
            if room <= 0:
                break
            if len(data[index]) <= PIECE_CACHE_MAX_BYTES:
                cache[piece] = cast("list[int]", found[piece])
                room -= 1

    def encode_trace(self, data: bytes) -> EncodeTrace:
        """Encode rank by rank, recording what every rule did (docs/rules.md s6).

        Costs O(n * k) time and keeps one sequence per rule that changed something: meant
        for short inputs shown to a person, not for corpora (use :meth:`encode`). Merges
        never join two pre-tokenization pieces.

        Args:
            data: any bytes.

        Returns:
            The trace; its ``tokens`` equal ``encode(data)``.

        Raises:
            ArgumentTypeError: (a TypeError) for ``data`` that is not bytes.
        """
        return trace_rules(self._rules, self._pretokenizer, check_bytes(data, "data"))

    def decode(self, ids: Iterable[int]) -> bytes:
        """Concatenate the bytes of token IDs (docs/rules.md s6).

        Args:
            ids: token IDs in ``0..vocabulary_size-1``.

        Returns:
            The bytes; ``decode(encode(x)) == x`` for every ``x``.

        Raises:
            ArgumentTypeError: (a TypeError) for ``ids`` that is not a sequence of
                integers, naming the first bad position (``ids[0] must be an integer, got
                bool True``).
            EncodingError: naming the position of the first unknown ID, e.g.
                ``"position 2: unknown token ID 999 (vocabulary has 264 entries)"``.
        """
        vocab = self._vocab
        size = len(vocab)
        parts: list[bytes] = []
        for pos, tid in enumerate(check_token_ids(ids, "ids")):
            if not 0 <= tid < size:
                raise _unknown_id(tid, size, pos)
            parts.append(vocab[tid])
        return b"".join(parts)

    def encode_layout_v1(self, data: bytes) -> list[int]:
        """Encode ``data`` as one layout v1 document ``[0, content..., 1]`` (docs/rules.md s6)."""
        return to_layout_v1(self.encode(data))

    def from_layout_v1(self, ids: Iterable[int]) -> list[int]:
        """Validate a layout v1 document and return its training token IDs (docs/rules.md s6).

        See :func:`from_layout_v1`; the vocabulary size is this table's.

        Raises:
            EncodingError: naming the position of the first problem.
        """
        return from_layout_v1(ids, self.vocabulary_size)

    def decode_layout_v1(self, ids: Iterable[int]) -> bytes:
        """Decode a layout v1 document to bytes (docs/rules.md s6).

        Raises:
            EncodingError: naming the position of the first problem.
        """
        return self.decode(self.from_layout_v1(ids))


def decode_utf8_strict(data: bytes) -> str:
    """Convert bytes to text, refusing invalid UTF-8 (docs/rules.md s6).

    Never substitutes U+FFFD.

    Args:
        data: any bytes.

    Returns:
        The decoded text.

    Raises:
        EncodingError: ``"invalid UTF-8 at byte offset N: <reason>"``, with
            ``position`` N, the first offset where strict decoding fails (the lead byte
            of a sequence cut short).
    """
    problem = find_utf8_problem(data)
    if problem is None:
        return data.decode("utf-8")
    raise EncodingError(
        f"invalid UTF-8 at byte offset {problem.offset}: {problem.message}", problem.offset
    )


def to_layout_v1(token_ids: Iterable[int]) -> list[int]:
    """Wrap training token IDs as a layout v1 document (docs/rules.md s6).

    Args:
        token_ids: training token IDs (bytes 0..255, learned tokens 256 + r).

    Returns:
        ``[0, *(t + 2 for t in token_ids), 1]``; empty content gives ``[0, 1]``.

    Raises:
        ArgumentTypeError: (a TypeError) for ``token_ids`` that is not a sequence of
            integers.
        EncodingError: for a negative ID, naming its position in ``token_ids``.
    """
    out = [CONTROL_BOS]
    for pos, tid in enumerate(check_token_ids(token_ids, "token_ids")):
        if tid < 0:
            raise EncodingError(f"position {pos}: negative token ID {tid}", pos)
        out.append(tid + CONTENT_OFFSET)
    out.append(CONTROL_EOS)
    return out


def from_layout_v1(ids: Iterable[int], vocabulary_size: int) -> list[int]:
    """Validate a layout v1 document and unwrap it to training token IDs (docs/rules.md s6).

    Positions in messages index ``ids`` (BOS is position 0). Problems are reported
    left to right; the first one raises.

    Args:
        ids: layout v1 IDs: ``[0, content..., 1]`` with content IDs in
            ``2..vocabulary_size+1``.
        vocabulary_size: the training vocabulary size, ``256 + k``.

    Returns:
        The content IDs shifted back by 2 (training token IDs).

    Raises:
        ArgumentTypeError: (a TypeError) for ``ids`` that is not a sequence of integers
            or a ``vocabulary_size`` that is not an integer.
        EncodingError: for an empty sequence (``"position 0: missing BOS (0): empty
            sequence"``), a first ID other than 0 (``"position 0: expected BOS (0), got
            token ID 5"``), a control ID inside content (``"position 3: token ID 0 (BOS)
            inside content"``), an unknown ID (``"position 2: unknown token ID 999
            (layout v1 vocabulary has 266 entries)"``), or a last ID other than 1
            (``"position 4: expected EOS (1) at the end, got token ID 7"``; for ``[0]``:
            ``"position 1: missing EOS (1) after BOS"``).
    """
    seq = check_token_ids(ids, "ids")
    limit = check_int(vocabulary_size, "vocabulary_size", low=0) + CONTENT_OFFSET
    if not seq:
        raise EncodingError("position 0: missing BOS (0): empty sequence", 0)
    if seq[0] != CONTROL_BOS:
        raise EncodingError(f"position 0: expected BOS ({CONTROL_BOS}), got token ID {seq[0]}", 0)
    last = len(seq) - 1
    if last == 0:
        raise EncodingError(f"position 1: missing EOS ({CONTROL_EOS}) after BOS", 1)
    content: list[int] = []
    for pos in range(1, last):
        tid = seq[pos]
        if tid in _CONTROL_NAMES:
            raise EncodingError(
                f"position {pos}: token ID {tid} ({_CONTROL_NAMES[tid]}) inside content", pos
            )
        if not 0 <= tid < limit:
            raise EncodingError(
                f"position {pos}: unknown token ID {tid} "
                f"(layout v1 vocabulary has {limit} entries)",
                pos,
            )
        content.append(tid - CONTENT_OFFSET)
    if seq[last] != CONTROL_EOS:
        raise EncodingError(
            f"position {last}: expected EOS ({CONTROL_EOS}) at the end, got token ID {seq[last]}",
            last,
        )
    return content
