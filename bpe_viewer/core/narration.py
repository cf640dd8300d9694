"""The sentences that explain the rounds, in the current language (docs/rules.md s2, s3).

:class:`Narration` holds every clause and sentence of the narration as a message group
of :mod:`bpe_viewer.core.messages` (its catalogue context is ``Narration``);
:mod:`bpe_viewer.core.explain` finds what to say about a round and puts them together.
:func:`token_phrase` and :func:`tie_rule_text` are the two phrases other places name a
token and a tie policy with.

Example:
    >>> token_phrase(b"at ")
    '`at␣` (bytes 61 74 20)'
    >>> Narration().times(3)
    '3 times'
"""

from __future__ import annotations

from collections.abc import Sequence

from bpe_viewer.core.characters import partial_readable
from bpe_viewer.core.messages import Messages
from bpe_viewer.core.render import (
    SHOWN_HEX_HEAD,
    SHOWN_HEX_TAIL,
    SHOWN_TOKEN_CHARS,
    hex_bytes,
    shorten,
)

__all__ = ["TIE_RULES", "Narration", "tie_rule_text", "token_phrase"]

#: How each tie policy picks among pairs of equal count (docs/rules.md s3), in English;
#: :meth:`Narration.tie_rule` says it in the current language.
TIE_RULES = {
    "smallest": "the smallest pair (left, right) wins",
    "largest": "the largest pair (left, right) wins",
    "first": "the pair that occurs first in document order wins",
    "bytes-largest": "the pair whose bytes sort last wins",
    "bytes-smallest": "the pair whose bytes sort first wins",
}


class Narration(Messages):
    """The sentences of the rounds, in the current language (context ``Narration``).

    Each method returns one clause or sentence;
    :func:`~bpe_viewer.core.explain.narrate_round` and
    :func:`~bpe_viewer.core.explain.stop_sentence` put them together. English
    (:func:`~bpe_viewer.core.messages.english`) is the source text with its numbers
    filled in.
    """

    def join(self, sentences: Sequence[str]) -> str:
        """Sentences one after another: a space between them in English, none in
        Chinese or Japanese (their full stop ends a sentence)."""
        joined = ""
        for sentence in sentences:
            if not joined:
                joined = sentence
                continue
            joined = self.tr("{first} {second}", "two sentences one after the other").format(
                first=joined, second=sentence
            )
        return joined

    def tie_rule(self, tie: str) -> str:
        """How the tie policy ``tie`` picks the winner, as a clause (docs/rules.md s3)."""
        if tie == "smallest":
            return self.tr("the smallest pair (left, right) wins")
        if tie == "largest":
            return self.tr("the largest pair (left, right) wins")
        if tie == "first":
            return self.tr("the pair that occurs first in document order wins")
        if tie == "bytes-largest":
            return self.tr("the pair whose bytes sort last wins")
        if tie == "bytes-smallest":
            return self.tr("the pair whose bytes sort first wins")
        return self.tr("the tie policy {tie} picks the winner").format(tie=repr(tie))

    def token_phrase(self, text: str, hex_text: str) -> str:
        """A short token: ``"`at␣` (bytes 61 74 20)"``."""
        return self.tr("`{text}` (bytes {hex})").format(text=text, hex=hex_text)

    def long_token_phrase(self, text: str, size: int, head: str, tail: str) -> str:
        """A long token, shortened: ``"`aaa…aaa` (16,384 bytes: 61 61 … 61)"``."""
        return self.tr("`{text}` ({size} bytes: {head} … {tail})").format(
            text=text, size=f"{size:,}", head=head, tail=tail
        )

    def listing(self, named: Sequence[str], total: int) -> str:
        """Pairs named in a sentence: ``"A and B"``, ``"A, B and C"``, or the first
        ones and ``"and N more"`` when ``total`` is more than ``len(named)``."""
        comma = self.tr(", ", "between the items of a list")
        if total > len(named):
            return self.tr("{named} and %n more", "", total - len(named)).format(
                named=comma.join(named)
            )
        if len(named) == 1:
            return named[0]
        return self.tr("{first} and {last}").format(first=comma.join(named[:-1]), last=named[-1])

    def first_at(self, pair: str, place: str) -> str:
        """The first tied pair under the ``first`` tie policy, with the place of its
        first window as the candidate table's "1st at" column writes it:
        ``"(65, 66) first at abcd @0"``."""
        return self.tr("{pair} first at {place}").format(pair=pair, place=place)

    def at(self, pair: str, place: str) -> str:
        """Another tied pair under the ``first`` tie policy, with the place of its
        first window: ``"(66, 256) at abcd @1"``."""
        return self.tr("{pair} at {place}", "a tied pair and where its first window is").format(
            pair=pair, place=place
        )

    def tied(self, tied: int, count: int, listed: str, rule: str) -> str:
        """Why a tied winner won: ``"2 pairs tie at count 2, A and B; <rule>"``."""
        return self.tr("%n pairs tie at count {count}, {listed}; {rule}", "", tied).format(
            count=count, listed=listed, rule=rule
        )

    def only_pair(self, pair: str, count: int) -> str:
        """Why the only pair won."""
        return self.tr("{pair} is the only pair, count {count}").format(pair=pair, count=count)

    def highest(self, pair: str, count: int, following: int | None) -> str:
        """Why the winner won on its count (``following``: the next pair's count)."""
        if following is None:
            return self.tr("{pair} has the highest count, {count}").format(pair=pair, count=count)
        return self.tr("{pair} has the highest count, {count} (next: {next})").format(
            pair=pair, count=count, next=following
        )

    def becomes(self, round_index: int, why: str, pair: str, token: str, phrase: str) -> str:
        """The round's first sentence: the winner, why, and the new token."""
        return self.tr("Round {round}: {why}: {pair} becomes token {token} {phrase}.").format(
            round=round_index, why=why, pair=pair, token=token, phrase=phrase
        )

    def windows(self, count: int, replaced: int) -> str:
        """How many windows were counted and replaced, and why they differ when they do
        (docs/rules.md s2.5)."""
        if count == 0:
            return self.tr("It does not occur in the corpus, so nothing is replaced.")
        if replaced == count:
            if count == 1:
                return self.tr("It is counted at 1 window and it is replaced.")
            return self.tr("It is counted at %n windows and all are replaced.", "", count)
        skipped = count - replaced
        if skipped == 1:
            why = self.tr(
                "%n window overlaps a replaced window (they share a token) and the "
                "left-to-right pass skips it",
                "",
                skipped,
            )
        else:
            why = self.tr(
                "%n windows overlap a replaced window (they share a token) and the "
                "left-to-right pass skips them",
                "",
                skipped,
            )
        return self.tr(
            "It is counted at %n window(s) but replaced only {times}: {skipped}.", "", count
        ).format(times=self.times(replaced), replaced=replaced, skipped=why)

    def times(self, n: int) -> str:
        """How many times: ``"once"``, ``"twice"``, ``"3 times"``."""
        if n == 1:
            return self.tr("once")
        if n == 2:
            return self.tr("twice")
        return self.tr("%n times", "", n)

    def tokens(self, before: int, after: int, vocabulary: int) -> str:
        """The documents' tokens before and after the round, and the vocabulary size."""
        return self.tr(
            "The documents go from {before} to %n token(s); the vocabulary has {size} entries.",
            "",
            after,
        ).format(before=before, size=vocabulary)

    def replay_why(
        self, pair: str, count: int, own: str | None, own_count: int, tie: bool, same: bool
    ) -> str:
        """Why a replayed round merges the table's rule, whatever the counts; ``own``
        is what the corpus would take (None: no pair left)."""
        if own is None:
            return self.tr(
                "the table's rule {pair} is merged whatever the counts, count {count} here; "
                "no pair is left in the corpus"
            ).format(pair=pair, count=count)
        if same:
            return self.tr(
                "the table's rule {pair} is merged whatever the counts, count {count} here, "
                "also the corpus's own choice"
            ).format(pair=pair, count=count)
        if tie:
            return self.tr(
                "the table's rule {pair} is merged whatever the counts, count {count} here; "
                "the corpus would take {own}, count {own_count}, a tie broken the other way"
            ).format(pair=pair, count=count, own=own, own_count=own_count)
        return self.tr(
            "the table's rule {pair} is merged whatever the counts, count {count} here; "
            "the corpus would take {own}, count {own_count}"
        ).format(pair=pair, count=count, own=own, own_count=own_count)

    def table_round(
        self, round_index: int, rank: int, pair: str, token: str, phrase: str, vocabulary: int
    ) -> str:
        """A round of an imported merge table (no corpus, no counts)."""
        return self.tr(
            "Round {round}: the table's rule of rank {rank} merges {pair} into token "
            "{token} {phrase}. This table has no corpus, so there are no counts "
            "(Train ▸ Replay on Corpus… counts them). The vocabulary has {size} entries."
        ).format(
            round=round_index, rank=rank, pair=pair, token=token, phrase=phrase, size=vocabulary
        )

    def table_done(self, rules: int) -> str:
        """The last round of an imported table."""
        return self.tr("The table's %n rule(s) are done.", "", rules)

    def stopped_early(self, merges: int, requested: int) -> str:
        """Why training stopped before the merges requested (docs/rules.md s2.7)."""
        return self.tr(
            "Training stopped after %n merge(s), before the {requested} requested: no pair "
            "is left (every document, or piece, is a single token).",
            "",
            merges,
        ).format(requested=requested)

    def stopped(self, merges: int) -> str:
        """Training did the merges requested."""
        return self.tr("Training stopped: the requested %n merge(s) are done.", "", merges)

    def last_stage(self, stage: int, reason: str, tokens: int, vocabulary: int) -> str:
        """What the last stage says."""
        return self.tr(
            "Stage {stage} is the last. {reason} The documents have %n token(s); the "
            "vocabulary has {size} entries.",
            "",
            tokens,
        ).format(stage=stage, reason=reason, size=vocabulary)

    def growing_stage(self, stage: int, tokens: int, vocabulary: int) -> str:
        """What the last stage learned so far says while training runs."""
        return self.tr(
            "Stage {stage} is the last learned so far: training is still running, round "
            "{stage} comes next. The documents have %n token(s); the vocabulary has {size} "
            "entries.",
            "",
            tokens,
        ).format(stage=stage, size=vocabulary)


def tie_rule_text(tie: str) -> str:
    """How the tie policy ``tie`` picks the winner, as a clause (docs/rules.md s3), in
    the current language (:class:`Narration`)."""
    return Narration().tie_rule(tie)


def token_phrase(data: bytes) -> str:
    """A token as a sentence names it: its text in backquotes and its bytes in hex,
    e.g. "`at␣` (bytes 61 74 20)". A token of more than
    :data:`~bpe_viewer.core.render.SHOWN_TOKEN_CHARS` bytes is shortened in the middle
    (:func:`~bpe_viewer.core.render.shorten`, :func:`~bpe_viewer.core.render.short_hex`),
    e.g. "`aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa` (16,384 bytes: 61 61 … 61)", so one sentence
    stays a few lines long whatever the token. In the current language (:class:`Narration`)."""
    says = Narration()
    if len(data) <= SHOWN_TOKEN_CHARS:
        return says.token_phrase(partial_readable(data), hex_bytes(data))
    head, tail = hex_bytes(data[:SHOWN_HEX_HEAD]), hex_bytes(data[-SHOWN_HEX_TAIL:])
    return says.long_token_phrase(shorten(partial_readable(data)), len(data), head, tail)
