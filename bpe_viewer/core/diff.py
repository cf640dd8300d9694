"""Compare two merge tables: where they part, and which tokens they share.

Two tables trained on the same text under different tie policies (docs/rules.md s3) or
settings agree up to some rank and then part. :func:`diff_tables` names that rank, the
rule each table learned there, and the learned tokens (as bytes) the two tables share
or hold alone. :class:`Comparison` does the same for two or more runs round by round,
for a view that steps through them together.

Rules are compared by their pair of token IDs: while two tables agree, the same ID
stands for the same bytes in both, so the first rank whose pair differs is the first
divergence. After it, IDs may name different bytes, so later rounds are compared by the
bytes of the two parts. Special tokens and pre-tokenization are settings of the tables,
not rules: they are reported beside the comparison, never silently ignored.

Example (docs/rules.md s3, ``ABCDCDABCDCDE`` with 3 merges)::

    >>> from bpe_viewer.core import train
    >>> a = train([b"ABCDCDABCDCDE"], 3, tie="smallest")
    >>> b = train([b"ABCDCDABCDCDE"], 3, tie="first")
    >>> d = diff_tables(a, b)
    >>> d.first_divergence, d.a.pair, d.b.pair
    (2, (256, 256), (257, 256))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bpe_viewer.core.messages import Messages
from bpe_viewer.core.trainer import BYTE_COUNT, MergeRule


class RuleTable(Protocol):
    """What a comparison needs of a table: its rules in rank order.

    A :class:`~bpe_viewer.core.run.TrainingRun` and a
    :class:`~bpe_viewer.core.encoding.MergeTable` both qualify. Optional attributes
    ``tie``, ``pretokenizer`` and ``special_tokens`` are reported when present.
    """

    @property
    def rules(self) -> Sequence[MergeRule]: ...


@dataclass(frozen=True, slots=True)
class RuleAt:
    """One table's rule at a rank, with the bytes of its parts.

    Attributes:
        rank: the rule's rank (its token ID is ``256 + rank``).
        left: left token ID.
        right: right token ID.
        token_id: the new token's ID.
        left_bytes: bytes of the left token.
        right_bytes: bytes of the right token.
        token_bytes: the new token's bytes (left bytes then right bytes).
        count: the pair's count when it won; None when the table does not record it
            (a table imported without its training record).
        replacements: positions merged by the round; None when not recorded.
    """

    rank: int
    left: int
    right: int
    token_id: int
    left_bytes: bytes
    right_bytes: bytes
    token_bytes: bytes
    count: int | None
    replacements: int | None

    @property
    def pair(self) -> tuple[int, int]:
        """The rule's (left, right) token IDs."""
        return (self.left, self.right)

    @property
    def byte_pair(self) -> tuple[bytes, bytes]:
        """The rule's (left bytes, right bytes): comparable across tables."""
        return (self.left_bytes, self.right_bytes)

    def to_json(self) -> dict[str, Any]:
        """JSON object: rank, left, right, token, bytes/left_bytes/right_bytes as
        lowercase hex without separators, count and replacements (null when unknown)."""
        return {
            "rank": self.rank,
            "left": self.left,
            "right": self.right,
            "token": self.token_id,
            "bytes": self.token_bytes.hex(),
            "left_bytes": self.left_bytes.hex(),
            "right_bytes": self.right_bytes.hex(),
            "count": self.count,
            "replacements": self.replacements,
        }


@dataclass(frozen=True, slots=True)
class SharedToken:
    """A learned token (by its bytes) present in both tables, with its rank in each."""

    token_bytes: bytes
    rank_a: int
    rank_b: int


@dataclass(frozen=True, slots=True)
class LoneToken:
    """A learned token (by its bytes) only one of the tables holds, with its rank there."""

    token_bytes: bytes
    rank: int


@dataclass(frozen=True, slots=True)
class TableSettings:
    """The settings of a table that change what it learns, as far as it records them.

    Attributes:
        tie: the tie policy, or None when the table does not say (an imported table,
            such as a merges file, records no tie policy).
        pretokenizer: the pre-tokenizer name, or None when the table does not say.
        special_tokens: the reserved byte strings, in ID order.
        counts_known: whether the rules carry counts from a training record.
        text_settings: what the table does to text before the merges
            (:meth:`~bpe_viewer.core.run.TrainingRun.describe_text_settings`: its
            normalizer, prefix space, ignore_merges), empty for nothing.
    """

    tie: str | None
    pretokenizer: str | None
    special_tokens: tuple[bytes, ...]
    counts_known: bool
    text_settings: str = ""

    def to_json(self) -> dict[str, Any]:
        """JSON object; special tokens as lowercase hex."""
        return {
            "tie": self.tie,
            "pretokenizer": self.pretokenizer,
            "special_tokens": [t.hex() for t in self.special_tokens],
            "counts_known": self.counts_known,
            "text_settings": self.text_settings,
        }


def table_settings(table: RuleTable) -> TableSettings:
    """The :class:`TableSettings` of a run or table (missing attributes become None)."""
    specials = getattr(table, "special_tokens", ())
    if isinstance(specials, dict):  # MergeTable: {bytes: ID}
        specials = sorted(specials, key=specials.__getitem__)
    recorded = _has_record(table)
    return TableSettings(
        tie=getattr(table, "tie", None) if recorded else None,
        pretokenizer=getattr(table, "pretokenizer", None),
        special_tokens=tuple(bytes(t) for t in specials),
        counts_known=recorded,
        text_settings=table.describe_text_settings()
        if hasattr(table, "describe_text_settings")
        else "",
    )


def _has_record(table: RuleTable) -> bool:
    """True when ``table`` carries the counts and tie policy of a training: a run trained
    here, a saved run or a trace; not a table imported from a merges file or another
    library (``kind == "table"``), whose tie policy and counts nobody recorded."""
    return hasattr(table, "rounds") and getattr(table, "kind", "training") != "table"


def _vocabulary(rules: Sequence[MergeRule]) -> list[bytes]:
    vocab = [bytes([i]) for i in range(BYTE_COUNT)]
    vocab.extend(rule.token_bytes for rule in rules)
    return vocab


def rule_at(table: RuleTable, rank: int, vocabulary: Sequence[bytes] | None = None) -> RuleAt:
    """The :class:`RuleAt` of ``table`` at ``rank``.

    Args:
        table: a run or table.
        rank: 0 to its rule count - 1.
        vocabulary: the table's token bytes by ID, if already built (saves rebuilding).

    Raises:
        IndexError: for a rank outside the table.
    """
    rules = table.rules
    if not 0 <= rank < len(rules):
        raise IndexError(f"rank {rank} outside 0..{len(rules) - 1}")
    vocab = _vocabulary(rules) if vocabulary is None else vocabulary
    rule = rules[rank]
    known = _has_record(table)
    return RuleAt(
        rank=rank,
        left=rule.left,
        right=rule.right,
        token_id=rule.token_id,
        left_bytes=vocab[rule.left],
        right_bytes=vocab[rule.right],
        token_bytes=rule.token_bytes,
        count=rule.candidate_count if known else None,
        replacements=rule.replacement_count if known else None,
    )


class PairRule(Protocol):
    """A merge rule's pair: byte-level token IDs or word-level symbols alike."""

    @property
    def left(self) -> object: ...

    @property
    def right(self) -> object: ...


def first_divergence(a: Sequence[PairRule], b: Sequence[PairRule]) -> int | None:
    """The first rank where two rule lists hold different (left, right) pairs.

    Returns None when one list is a prefix of the other (or they are equal).
    """
    for rank, (ra, rb) in enumerate(zip(a, b, strict=False)):
        if (ra.left, ra.right) != (rb.left, rb.right):
            return rank
    return None


def _first_ranks(vocab: Sequence[bytes]) -> dict[bytes, int]:
    ranks: dict[bytes, int] = {}
    for token_id in range(BYTE_COUNT, len(vocab)):
        ranks.setdefault(vocab[token_id], token_id - BYTE_COUNT)
    return ranks


@dataclass(frozen=True, slots=True)
class TableDiff:
    """How two merge tables A and B differ.

    Attributes:
        first_divergence: the first rank whose rules differ, or None when one table is a
            prefix of the other (see :attr:`longer`).
        common_prefix: how many leading rules the tables share (equals
            ``first_divergence`` when it is not None).
        a: A's rule at ``first_divergence`` (None when there is none).
        b: B's rule at ``first_divergence`` (None when there is none).
        shared: learned tokens (by bytes) in both tables, in A's rank order, each with its
            first rank in A and in B.
        only_a: learned tokens only A has, in A's rank order.
        only_b: learned tokens only B has, in B's rank order.
        length_a: A's rule count.
        length_b: B's rule count.
        settings_a: A's recorded settings.
        settings_b: B's recorded settings.
    """

    first_divergence: int | None
    common_prefix: int
    a: RuleAt | None
    b: RuleAt | None
    shared: tuple[SharedToken, ...]
    only_a: tuple[LoneToken, ...]
    only_b: tuple[LoneToken, ...]
    length_a: int
    length_b: int
    settings_a: TableSettings
    settings_b: TableSettings

    @property
    def identical(self) -> bool:
        """True when both tables hold the same rules in the same order."""
        return self.first_divergence is None and self.length_a == self.length_b

    @property
    def longer(self) -> str | None:
        """``"a"`` or ``"b"`` when one table is a strict prefix of the other, else None."""
        if self.first_divergence is not None or self.length_a == self.length_b:
            return None
        return "a" if self.length_a > self.length_b else "b"

    def setting_differences(self) -> list[str]:
        """One sentence per recorded setting that differs (tie policy, pre-tokenization,
        what is done to text before the merges, special tokens); empty when they agree
        or are not recorded."""
        out: list[str] = []
        sa, sb = self.settings_a, self.settings_b
        if sa.tie is not None and sb.tie is not None and sa.tie != sb.tie:
            out.append(f"tie policy: A {sa.tie}, B {sb.tie}")
        if (
            sa.pretokenizer is not None
            and sb.pretokenizer is not None
            and sa.pretokenizer != sb.pretokenizer
        ):
            out.append(f"pre-tokenization: A {sa.pretokenizer}, B {sb.pretokenizer}")
        if sa.text_settings != sb.text_settings:
            out.append(
                f"text before the merges: A {sa.text_settings or 'as given'}, "
                f"B {sb.text_settings or 'as given'}"
            )
        if sa.special_tokens != sb.special_tokens:
            out.append(
                "special tokens (not compared as rules): "
                f"A {_list_specials(sa.special_tokens)}, B {_list_specials(sb.special_tokens)}"
            )
        return out

    def to_json(self) -> dict[str, Any]:
        """The JSON object printed by ``bpe-viewer diff --format json``.

        Keys: ``first_divergence`` (rank or null), ``common_prefix``, ``a`` and ``b`` (the
        rules at the first divergence, see :meth:`RuleAt.to_json`, or null), ``shared``
        (``[{"bytes": hex, "rank_a", "rank_b"}]``), ``only_a`` and ``only_b`` (hex
        strings), ``length_a``, ``length_b``, ``longer`` (``"a"``, ``"b"`` or null),
        ``settings`` (``{"a": ..., "b": ...}``) and ``setting_differences`` (sentences).
        """
        return {
            "first_divergence": self.first_divergence,
            "common_prefix": self.common_prefix,
            "a": None if self.a is None else self.a.to_json(),
            "b": None if self.b is None else self.b.to_json(),
            "shared": [
                {"bytes": s.token_bytes.hex(), "rank_a": s.rank_a, "rank_b": s.rank_b}
                for s in self.shared
            ],
            "only_a": [t.token_bytes.hex() for t in self.only_a],
            "only_b": [t.token_bytes.hex() for t in self.only_b],
            "length_a": self.length_a,
            "length_b": self.length_b,
            "longer": self.longer,
            "settings": {"a": self.settings_a.to_json(), "b": self.settings_b.to_json()},
            "setting_differences": self.setting_differences(),
        }


def _list_specials(specials: Sequence[bytes]) -> str:
    if not specials:
        return "none"
    from bpe_viewer.core.render import escape_text

    return ", ".join(escape_text(t) for t in specials)


def diff_tables(a: RuleTable, b: RuleTable) -> TableDiff:
    """Compare two merge tables rule by rule and token by token.

    Args:
        a: a training run, or any table with ``rules`` in rank order.
        b: the same.

    Returns:
        The :class:`TableDiff`. Special tokens are not rules: they are compared only as
        settings (:meth:`TableDiff.setting_differences`).

    Example:
        ``ABCDCDABCDCDE``, 3 merges, ``smallest`` against ``largest``: first divergence
        at rank 1, (65, 66) ``AB`` against (256, 256) ``CDCD``; ``CDCD`` shared with
        rank 2 in A and rank 1 in B (docs/rules.md s3).
    """
    rules_a, rules_b = tuple(a.rules), tuple(b.rules)
    vocab_a, vocab_b = _vocabulary(rules_a), _vocabulary(rules_b)
    rank = first_divergence(rules_a, rules_b)
    prefix = min(len(rules_a), len(rules_b)) if rank is None else rank
    ranks_a, ranks_b = _first_ranks(vocab_a), _first_ranks(vocab_b)
    shared = tuple(
        SharedToken(data, ra, ranks_b[data]) for data, ra in ranks_a.items() if data in ranks_b
    )
    return TableDiff(
        first_divergence=rank,
        common_prefix=prefix,
        a=None if rank is None else rule_at(a, rank, vocab_a),
        b=None if rank is None else rule_at(b, rank, vocab_b),
        shared=shared,
        only_a=tuple(LoneToken(data, r) for data, r in ranks_a.items() if data not in ranks_b),
        only_b=tuple(LoneToken(data, r) for data, r in ranks_b.items() if data not in ranks_a),
        length_a=len(rules_a),
        length_b=len(rules_b),
        settings_a=table_settings(a),
        settings_b=table_settings(b),
    )


class Comparison:
    """Two or more tables stepped through together, round by round.

    Args:
        tables: the runs or tables, in column order (at least one).
        labels: a short name for each (``smallest``, ``first``, a file name).

    Round ``r`` of the comparison is round ``r`` of every table that has one. A round is
    *divergent* when the tables' winners there differ: by their pair of token IDs up to
    the first divergence, by the bytes of their parts after it (where equal IDs may name
    different tokens), or because some table learned no rule at that round.

    Raises:
        ValueError: if no table is given or labels and tables differ in number.
    """

    def __init__(self, tables: Sequence[RuleTable], labels: Sequence[str]) -> None:
        if not tables:
            raise ValueError("a comparison needs at least one table")
        if len(tables) != len(labels):
            raise ValueError("one label per table")
        self.tables: tuple[RuleTable, ...] = tuple(tables)
        self.labels: tuple[str, ...] = tuple(labels)
        self._vocabs = [_vocabulary(tuple(t.rules)) for t in self.tables]
        lengths = [len(t.rules) for t in self.tables]
        #: the most rules any table holds; rounds run from 0 to this - 1
        self.round_count = max(lengths)
        self.first_divergence: int | None = None
        for i, table in enumerate(self.tables):
            for other in self.tables[i + 1 :]:
                rank = first_divergence(table.rules, other.rules)
                if rank is not None and (
                    self.first_divergence is None or rank < self.first_divergence
                ):
                    self.first_divergence = rank
        divergent: list[int] = []
        for r in range(self.round_count):
            if self._differs(r):
                divergent.append(r)
        #: every round where the winners differ, ascending
        self.divergent_rounds: tuple[int, ...] = tuple(divergent)

    def _differs(self, r: int) -> bool:
        keys = set()
        for table, vocab in zip(self.tables, self._vocabs, strict=True):
            rules = table.rules
            if r >= len(rules):
                return True
            rule = rules[r]
            if self.first_divergence is None or r <= self.first_divergence:
                keys.add((rule.left, rule.right))
            else:
                keys.add((vocab[rule.left], vocab[rule.right]))  # type: ignore[arg-type]
        return len(keys) > 1

    def is_divergent(self, round_index: int) -> bool:
        """True when the winners differ at ``round_index``."""
        return round_index in self.divergent_rounds

    def rule(self, column: int, round_index: int) -> RuleAt | None:
        """Table ``column``'s rule at ``round_index``, or None when it learned none there."""
        table = self.tables[column]
        if not 0 <= round_index < len(table.rules):
            return None
        return rule_at(table, round_index, self._vocabs[column])

    def diff(self, column_a: int, column_b: int) -> TableDiff:
        """The full :class:`TableDiff` of two of the tables."""
        return diff_tables(self.tables[column_a], self.tables[column_b])

    def divergence_summary(self) -> str:
        """One sentence for a banner: where the tables part, and what each learned there.

        Each column's label (which may hold commas, e.g. ``smallest, no special tokens``)
        is set off from its rule by a dash.

        Example: ``the tables part at round 2: smallest — merges (256,256) CD + CD -> CDCD;
        first — merges (257,256) AB + CD -> ABCD``.
        """
        from bpe_viewer.core.render import readable

        says = DiffMessages()
        if len(self.tables) < 2:
            return says.one_table()
        r = self.first_divergence
        if r is None:
            lengths = {len(t.rules) for t in self.tables}
            if len(lengths) == 1:
                if self.round_count == 1:
                    return says.agree_one()
                return says.agree_all(self.round_count)
            shortest = min(lengths)
            learned = says.listed(
                says.learned(label, len(t.rules))
                for label, t in zip(self.labels, self.tables, strict=True)
            )
            return says.agree_first(shortest, learned)
        parts = []
        for column, label in enumerate(self.labels):
            rule = self.rule(column, r)
            if rule is None:
                parts.append(says.no_rule(label))
                continue
            parts.append(
                says.merges(
                    label,
                    (rule.left, rule.right),
                    (readable(rule.left_bytes), readable(rule.right_bytes)),
                    readable(rule.token_bytes),
                )
            )
        return says.part(r, parts)


class DiffMessages(Messages):
    """The sentences of :meth:`TableComparison.divergence_summary` in the current
    language (context ``DiffMessages``; English by default, as ``bpe-viewer diff``
    prints them)."""

    def one_table(self) -> str:
        """Fewer than two tables."""
        return self.tr("only one table: nothing to compare")

    def agree_one(self) -> str:
        """Tables of one round that agree."""
        return self.tr("the tables agree on their one round")

    def agree_all(self, count: int) -> str:
        """Tables that agree on every one of their ``count`` rounds."""
        return self.tr("the tables agree on all {count} rounds").format(count=count)

    def learned(self, label: str, count: int) -> str:
        """How many rules the table ``label`` learned."""
        return self.tr("{label} learned {count}").format(label=label, count=count)

    def listed(self, parts: Iterable[str]) -> str:
        """Parts of a list, one after another."""
        return self.tr(", ").join(parts)

    def agree_first(self, shortest: int, learned: str) -> str:
        """Tables that agree on the rounds of the shortest, which learned fewer."""
        if shortest == 1:
            text = self.tr("the tables agree on their first round; {learned}")
        else:
            text = self.tr("the tables agree on their first {count} rounds; {learned}")
        return text.format(count=shortest, learned=learned)

    def no_rule(self, label: str) -> str:
        """A table with no rule at the round."""
        return self.tr("{label} — learned no rule").format(label=label)

    def merges(self, label: str, pair: tuple[int, int], texts: tuple[str, str], merged: str) -> str:
        """A table's rule at the round: its pair, the pair's texts and the merged text."""
        return self.tr("{label} — merges ({left},{right}) {a} + {b} -> {merged}").format(
            label=label, left=pair[0], right=pair[1], a=texts[0], b=texts[1], merged=merged
        )

    def part(self, round_index: int, parts: Sequence[str]) -> str:
        """Where the tables part, with each table's rule there."""
        return self.tr("the tables part at round {round}: {parts}").format(
            round=round_index, parts=self.tr("; ").join(parts)
        )
