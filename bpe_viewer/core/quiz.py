"""Predict the next merge: a classroom quiz over the rounds of a run (docs/rules.md s8).

At stage ``r`` the class sees the candidate pairs of round ``r`` in plain (left, right)
order, without counts, winner or tie marks, and picks the pair it expects to merge.
Revealing the round shows the counts and the winner and says whether the pick

- **won** (it is the round's winner),
- **tied** (it has the winner's count but lost on the tie rule, docs/rules.md s3), or
- **lost** (a lower count),

with the reason from the round's own explanation. Each round is scored once; the score
is the number of rounds won out of the rounds answered ("3 of 5").

Everything here is plain data: :class:`QuizQuestion` describes one round (built from a
byte-level :class:`~bpe_viewer.core.run.TrainingRun` by :func:`question_for_run`, or from
a word-frequency :class:`~bpe_viewer.core.wordfreq.WordTrainingRun` by
:func:`question_for_words`) and :class:`Quiz` keeps the picks, reveals and score.

Example:
    >>> from bpe_viewer.core import train
    >>> run = train([b"ABCDCDABCDCDE"], 3)
    >>> quiz = Quiz()
    >>> quiz.show(question_for_run(run, 1))
    >>> quiz.pick((66, 256))
    True
    >>> quiz.reveal().verdict
    <Verdict.TIED: 'tied'>
    >>> quiz.score_text()
    '0 of 1'
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from bpe_viewer.core.explain import WindowFinder, narrate_round
from bpe_viewer.core.messages import Messages
from bpe_viewer.core.narration import Narration, tie_rule_text
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.wordfreq import WordTrainingRun, word_tie_rule_text

__all__ = [
    "Answer",
    "Quiz",
    "QuizMessages",
    "QuizQuestion",
    "Verdict",
    "question_for_run",
    "question_for_words",
    "quiz_unavailable_reason",
]

P = TypeVar("P", bound=Hashable)


class Verdict(enum.Enum):
    """How a pick fared when the round was revealed."""

    WON = "won"
    TIED = "tied"
    LOST = "lost"
    NO_PICK = "no pick"


class QuizMessages(Messages):
    """What the quiz says, in the current language (context ``QuizMessages``): the
    verdicts' reasons, the score and why a run has no quiz (docs/rules.md s8)."""

    def no_pick_tied(self, tied: int, count: int, rule: str, winner: str) -> str:
        """Revealed without a pick, the round a tie."""
        return self.tr(
            "No pick. %n pairs tie at count {count}; {rule}: {winner} merges.", "", tied
        ).format(count=count, rule=rule, winner=winner)

    def no_pick(self, winner: str, count: int) -> str:
        """Revealed without a pick."""
        return self.tr("No pick. {winner} merges, count {count}.").format(
            winner=winner, count=count
        )

    def won_tied(self, pick: str, tied: int, count: int, rule: str) -> str:
        """The pick won a tie."""
        return self.tr(
            "Your pick {pick} won: %n pairs tie at count {count}; {rule}.", "", tied
        ).format(pick=pick, count=count, rule=rule)

    def won(self, pick: str, count: int) -> str:
        """The pick won on its count."""
        return self.tr("Your pick {pick} won: it has the highest count, {count}.").format(
            pick=pick, count=count
        )

    def tied(self, pick: str, count: int, rule: str, winner: str) -> str:
        """The pick had the winner's count and lost on the tie rule."""
        return self.tr(
            "Your pick {pick} tied at count {count} but lost on the tie rule: {rule}, so "
            "{winner} merges."
        ).format(pick=pick, count=count, rule=rule, winner=winner)

    def lost(self, pick: str, count: int, winner: str, winner_count: int) -> str:
        """The pick had a lower count."""
        return self.tr(
            "Your pick {pick} lost: count {count}, the winner {winner} has count {winner_count}."
        ).format(pick=pick, count=count, winner=winner, winner_count=winner_count)

    def score(self, won: int, answered: int) -> str:
        """The score: ``"3 of 5"`` (rounds won of the rounds answered)."""
        return self.tr("{won} of {answered}").format(won=won, answered=answered)

    def no_counts(self) -> str:
        """Why an imported table has no quiz."""
        return self.tr("an imported table has no counts to predict from")

    def replayed(self) -> str:
        """Why a replayed table has no quiz."""
        return self.tr("a replayed table's merges follow the table, not the counts")

    def word_listing(self, named: Sequence[str], total: int) -> str:
        """Tied word pairs named in a sentence, between commas, then ``"and N more"``
        when ``total`` is more than ``len(named)``."""
        listed = self.tr(", ", "between the items of a list").join(named)
        if total > len(named):
            return self.tr("{named} and %n more", "", total - len(named)).format(named=listed)
        return listed

    def word_round(self, stage: int, why: str, pair: str, merged: str) -> str:
        """A word-frequency round's sentence: ``"Round 0: <why>: (l, o) becomes lo."``"""
        return self.tr("Round {round}: {why}: {pair} becomes {merged}.").format(
            round=stage, why=why, pair=pair, merged=merged
        )


@dataclass(frozen=True, slots=True)
class QuizQuestion(Generic[P]):
    """One round to predict.

    Attributes:
        stage: the stage the round is counted on (round ``stage``, docs/rules.md s1).
        candidates: ``(pair, count)`` in selection order, winner first (the pairs the
            run lists for the round).
        tied: how many leading candidates share the winner's count (1 = no tie).
        tie_rule: how the tie policy picks among equal counts, a clause such as
            ``"the smallest pair (left, right) wins"`` (docs/rules.md s3).
        sentence: the round's narration (:func:`~bpe_viewer.core.explain.narrate_round`
            or its word-level equivalent), shown once revealed.
        show_pair: writes a pair for a sentence, e.g. ``"(65, 66)"``.
        count_pair: the count of a pair not in :attr:`candidates` (a pick made on the
            document rows); None when such a pair counts 0.
    """

    stage: int
    candidates: tuple[tuple[P, int], ...]
    tied: int
    tie_rule: str
    sentence: str
    show_pair: Callable[[P], str] = field(default=repr, compare=False)
    count_pair: Callable[[P], int] | None = field(default=None, compare=False)

    @property
    def winner(self) -> P:
        """The pair the round merges."""
        return self.candidates[0][0]

    @property
    def winner_count(self) -> int:
        """The winner's count."""
        return self.candidates[0][1]

    def listing(self) -> tuple[P, ...]:
        """The candidate pairs in (left, right) order, as the class sees them before the
        reveal: nothing in the order gives the winner away."""
        return tuple(sorted(pair for pair, _count in self.candidates))  # type: ignore[type-var]

    def count_of(self, pair: P) -> int:
        """The count of ``pair`` on this stage (0 when it does not occur)."""
        for candidate, count in self.candidates:
            if candidate == pair:
                return count
        return self.count_pair(pair) if self.count_pair is not None else 0

    def verdict(self, pick: P | None) -> Verdict:
        """Won, tied (same count, lost on the tie rule), lost, or no pick."""
        if pick is None:
            return Verdict.NO_PICK
        if pick == self.winner:
            return Verdict.WON
        if self.count_of(pick) == self.winner_count:
            return Verdict.TIED
        return Verdict.LOST

    def reason(self, pick: P | None) -> str:
        """One sentence on the pick's fate, e.g. ``"Your pick (66, 256) tied at count 2
        but lost on the tie rule: the smallest pair (left, right) wins, so (65, 66)
        merges."``"""
        says = QuizMessages()
        win = self.show_pair(self.winner)
        verdict = self.verdict(pick)
        if verdict is Verdict.NO_PICK:
            if self.tied > 1:
                return says.no_pick_tied(self.tied, self.winner_count, self.tie_rule, win)
            return says.no_pick(win, self.winner_count)
        assert pick is not None
        mine = self.show_pair(pick)
        if verdict is Verdict.WON:
            if self.tied > 1:
                return says.won_tied(mine, self.tied, self.winner_count, self.tie_rule)
            return says.won(mine, self.winner_count)
        if verdict is Verdict.TIED:
            return says.tied(mine, self.winner_count, self.tie_rule, win)
        return says.lost(mine, self.count_of(pick), win, self.winner_count)


@dataclass(frozen=True, slots=True)
class Answer(Generic[P]):
    """A revealed round: the pick (None when the class did not pick) and its verdict."""

    stage: int
    pick: P | None
    verdict: Verdict


class Quiz(Generic[P]):
    """The quiz's state: the question shown, the pick, the revealed rounds and the score.

    Each round is answered once: revealing it records an :class:`Answer`; coming back to
    it later shows it revealed with the same pick. A round revealed without a pick is
    not scored.
    """

    def __init__(self) -> None:
        self.question: QuizQuestion[P] | None = None
        self._pick: P | None = None
        self._answers: dict[int, Answer[P]] = {}

    def reset(self) -> None:
        """Forget every pick and answer (a new run, or the quiz switched on again)."""
        self.question = None
        self._pick = None
        self._answers.clear()

    def show(self, question: QuizQuestion[P] | None) -> None:
        """Ask ``question`` (None: the last stage, nothing to predict). The pick is
        cleared unless the round was already answered."""
        self.question = question
        answer = self.answer
        self._pick = answer.pick if answer is not None else None

    @property
    def answer(self) -> Answer[P] | None:
        """The answer of the round shown, once revealed."""
        if self.question is None:
            return None
        return self._answers.get(self.question.stage)

    @property
    def revealed(self) -> bool:
        """True when the round shown has been revealed."""
        return self.answer is not None

    @property
    def hidden(self) -> bool:
        """True while a round is asked and not revealed (counts and winner hidden)."""
        return self.question is not None and not self.revealed

    @property
    def picked(self) -> P | None:
        """The pair picked for the round shown, or None."""
        return self._pick

    def pick(self, pair: P | None) -> bool:
        """Pick ``pair`` (None clears the pick). Returns False when the round is already
        revealed or there is no round."""
        if self.question is None or self.revealed:
            return False
        self._pick = pair
        return True

    def reveal(self) -> Answer[P] | None:
        """Reveal the round shown: records and returns its answer (the same one when
        it was revealed before); None at the last stage."""
        question = self.question
        if question is None:
            return None
        answer = self._answers.get(question.stage)
        if answer is None:
            answer = Answer(question.stage, self._pick, question.verdict(self._pick))
            self._answers[question.stage] = answer
        return answer

    def score(self) -> tuple[int, int]:
        """``(won, answered)``: rounds won out of the rounds revealed with a pick."""
        picked = [a for a in self._answers.values() if a.verdict is not Verdict.NO_PICK]
        return sum(1 for a in picked if a.verdict is Verdict.WON), len(picked)

    def score_text(self) -> str:
        """The score as the class reads it: ``"3 of 5"``."""
        won, answered = self.score()
        return QuizMessages().score(won, answered)


def quiz_unavailable_reason(run: RunBase) -> str | None:
    """Why a run cannot be quizzed (an imported table has no counts; a replayed table's
    rounds were chosen by the table, not the counts), or None."""
    if run.kind == "table":
        return QuizMessages().no_counts()
    if run.kind == "replay":
        return QuizMessages().replayed()
    return None


def _id_pair(pair: tuple[int, int]) -> str:
    return f"({pair[0]}, {pair[1]})"


def question_for_run(
    run: RunBase, stage: int, finder: WindowFinder | None = None
) -> QuizQuestion[tuple[int, int]] | None:
    """Round ``stage`` of a byte-level run as a question; None at the last stage.

    The candidates are the ones the run lists for the round (the leading ones and every
    tie); a pair picked outside them is counted on the stage through ``finder``.

    Raises:
        ValueError: for a run that cannot be quizzed (:func:`quiz_unavailable_reason`).
    """
    why = quiz_unavailable_reason(run)
    if why is not None:
        raise ValueError(f"no quiz: {why}")
    if not 0 <= stage < run.merge_count:
        return None
    rnd = run.rounds[stage]
    candidates = tuple(((c.left, c.right), c.count) for c in rnd.candidates)
    finder = finder if finder is not None else WindowFinder(run)

    def count(pair: tuple[int, int]) -> int:
        return finder.windows(stage, pair[0], pair[1]).count

    return QuizQuestion(
        stage=stage,
        candidates=candidates,
        tied=rnd.tied,
        tie_rule=tie_rule_text(run.tie),
        sentence=narrate_round(run, stage),
        show_pair=_id_pair,
        count_pair=count,
    )


#: Tied word pairs named before the rest are summarised as "and N more".
_NAMED_WORD_TIES = 4


def _word_pair(pair: tuple[str, str]) -> str:
    return f"({pair[0]}, {pair[1]})"


def _word_sentence(run: WordTrainingRun, stage: int, candidates: Sequence[tuple[str, str]]) -> str:
    rule = run.rules[stage]
    says = Narration()
    if rule.tied > 1:
        shown = [_word_pair(p) for p in candidates[: min(rule.tied, _NAMED_WORD_TIES)]]
        listed = QuizMessages().word_listing(shown, rule.tied)
        why = says.tied(rule.tied, rule.count, listed, word_tie_rule_text(run.tie))
    else:
        why = says.highest(_word_pair(rule.pair), rule.count, None)
    return QuizMessages().word_round(stage, why, _word_pair(rule.pair), rule.merged)


def question_for_words(run: WordTrainingRun, stage: int) -> QuizQuestion[tuple[str, str]] | None:
    """Round ``stage`` of a word-frequency run as a question (docs/rules.md s4); None at
    the last stage. Every candidate of the round is listed."""
    if not 0 <= stage < run.merge_count:
        return None
    cands = run.candidates(stage)
    pairs = [(c.left, c.right) for c in cands]
    return QuizQuestion(
        stage=stage,
        candidates=tuple(((c.left, c.right), c.count) for c in cands),
        tied=run.rules[stage].tied,
        tie_rule=word_tie_rule_text(run.tie),
        sentence=_word_sentence(run, stage, pairs),
        show_pair=_word_pair,
        count_pair=None,
    )
