"""The vocabulary of a run record: token IDs, their bytes, ranks and parts, and what is
known at each stage (docs/rules.md s2, s4, s9).

The token ID layout is this program's own: 0..255 the single bytes, ``256 + r`` the token
that the rule of rank ``r`` made, then the special tokens in order, so a token's rank,
its parts and whether a stage knows it follow from its ID and the rules alone.
:class:`RunVocabulary` is the mixin of :class:`~bpe_viewer.core.run.TrainingRun` and
:class:`~bpe_viewer.core.growing.GrowingRun` that answers these questions.
"""

from __future__ import annotations

from bpe_viewer.core.arguments import check_int, check_token_id
from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule

__all__ = ["RunVocabulary"]


class RunVocabulary:
    """The vocabulary questions of a run: the class that mixes it in holds the rules in
    rank order (:attr:`rules`), the special tokens, the ID of the first one
    (:attr:`special_base`) and every ID's bytes (``_vocab``)."""

    rules: tuple[MergeRule, ...]
    special_tokens: tuple[bytes, ...]
    special_base: int
    _vocab: list[bytes]

    def _check_stage(self, stage: object) -> int:
        """``stage`` as an ``int`` in ``0..merge_count`` (:func:`check_int`)."""
        return check_int(stage, "stage", low=0, high=self.merge_count)

    @property
    def merge_count(self) -> int:
        """Number of learned rules ``k``; stages run from 0 to ``k``."""
        return len(self.rules)

    def vocabulary_size(self, stage: int | None = None) -> int:
        """Entries known at ``stage`` (default: the last): ``256 + stage`` (docs/rules.md s2.8),
        plus the special tokens.

        Raises:
            ArgumentTypeError: (a TypeError) for a stage that is not an integer.
            ArgumentRangeError: (a ValueError and an IndexError) outside ``0..merge_count``.
        """
        learned = self.merge_count if stage is None else self._check_stage(stage)
        return BYTE_COUNT + learned + len(self.special_tokens)

    @property
    def vocab_size(self) -> int:
        """Entries of the whole vocabulary: ``256 + k`` plus the special tokens
        (docs/rules.md s2.8), :meth:`vocabulary_size` at the last stage; Hugging Face's
        ``get_vocab_size()``."""
        return self.vocabulary_size()

    def is_special(self, token_id: int) -> bool:
        """True for a special token's reserved ID.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        return check_token_id(token_id, "token_id") >= self.special_base

    def newest_token(self, stage: int) -> int | None:
        """The token ID the round before ``stage`` made: ``256 + stage - 1``, or None at 0.

        See docs/rules.md s2 (round ``r`` makes token ``256 + r``).

        Raises:
            ArgumentTypeError: (a TypeError) for a stage that is not an integer.
        """
        stage = check_int(stage, "stage")
        return BYTE_COUNT + stage - 1 if stage > 0 else None

    def learned_by_stage(self, token_id: int, stage: int) -> bool:
        """True for a byte or a token that one of the first ``stage`` rounds learned.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID or stage that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        return 0 <= token_id < BYTE_COUNT + check_int(stage, "stage")

    def is_known(self, token_id: int, stage: int) -> bool:
        """True when ``token_id`` is in the vocabulary at ``stage``: a byte, a token
        learned by round ``stage - 1`` or earlier, or a special token (docs/rules.md s2, s4)."""
        return self.learned_by_stage(token_id, stage) or self.is_special(token_id)

    def is_future(self, token_id: int, stage: int) -> bool:
        """True for a learned token that a round after ``stage`` makes (not even the round
        about to run on ``stage``).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID or stage that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        return BYTE_COUNT + check_int(stage, "stage") < token_id < self.special_base

    def _known_id(self, token_id: int) -> int:
        """``token_id`` as an ``int`` of this run's vocabulary.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        if type(token_id) is int and 0 <= token_id < len(self._vocab):
            return token_id  # the usual case, on every painted cell: no more checks
        token_id = check_token_id(token_id, "token_id")
        if not 0 <= token_id < len(self._vocab):
            raise KeyError(f"unknown token ID {token_id}")
        return token_id

    def token_bytes(self, token_id: int) -> bytes:
        """The bytes a token ID stands for.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
            KeyError: for an ID outside the vocabulary.
        """
        token_id = self._known_id(token_id)
        return self._vocab[token_id]

    def tokens_containing(self, token_id: int) -> frozenset[int]:
        """The IDs whose merge tree holds ``token_id`` (itself included): a document
        holds the token at some stage only if one of its final tokens is among these.

        One pass over the rules (docs/rules.md s9: a token is its two parts merged).

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        inside = {check_token_id(token_id, "token_id")}
        for rule in self.rules:
            if rule.left in inside or rule.right in inside:
                inside.add(rule.token_id)
        return frozenset(inside)

    def token_rank(self, token_id: int) -> int | None:
        """Rank of the rule that made ``token_id``; None for a byte or special token.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        if token_id < BYTE_COUNT or token_id >= self.special_base:
            return None
        return token_id - BYTE_COUNT

    def children(self, token_id: int) -> tuple[int, int] | None:
        """The (left, right) IDs a learned token was merged from; None otherwise.

        Raises:
            ArgumentTypeError: (a TypeError) for an ID that is not an integer.
        """
        token_id = check_token_id(token_id, "token_id")
        if token_id < BYTE_COUNT or token_id >= self.special_base:
            return None
        rule = self.rules[token_id - BYTE_COUNT]
        return (rule.left, rule.right)
