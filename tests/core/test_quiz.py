"""Predict the next merge: questions, verdicts and the score (docs/rules.md s8).

Expected counts come from docs/rules.md s2 worked values and from a naive pair count
written here over the stage-1 tokens of ``ABCDCDABCDCDE`` (after (67, 68) -> 256).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bpe_viewer.core import load, train
from bpe_viewer.core.interop import export
from bpe_viewer.core.quiz import (
    Quiz,
    Verdict,
    question_for_run,
    question_for_words,
    quiz_unavailable_reason,
)
from bpe_viewer.core.wordfreq import train_words

#: ABCDCDABCDCDE at stage 1: A B CD CD A B CD CD E
STAGE_1 = [65, 66, 256, 256, 65, 66, 256, 256, 69]
WORDS = {"low": 5, "lower": 2, "newest": 6, "widest": 3}


def naive_counts(tokens: list[int]) -> Counter[tuple[int, int]]:
    return Counter(zip(tokens, tokens[1:], strict=False))


@pytest.fixture(scope="module")
def abcd():
    return train([b"ABCDCDABCDCDE"], 3)


def test_round_1_lists_pairs_in_left_right_order(abcd):
    q = question_for_run(abcd, 1)
    counts = naive_counts(STAGE_1)
    assert q.listing() == ((65, 66), (66, 256), (256, 65), (256, 69), (256, 256))
    assert q.listing() == tuple(sorted(counts))
    assert dict(q.candidates) == dict(counts)
    assert q.winner == (65, 66) and q.winner_count == 2 and q.tied == 3
    assert q.tie_rule == "the smallest pair (left, right) wins"


@pytest.mark.parametrize(
    ("pick", "verdict"),
    [
        ((65, 66), Verdict.WON),
        ((66, 256), Verdict.TIED),
        ((256, 256), Verdict.TIED),
        ((256, 65), Verdict.LOST),
        ((256, 69), Verdict.LOST),
        ((67, 68), Verdict.LOST),  # merged away: count 0 on stage 1
        (None, Verdict.NO_PICK),
    ],
)
def test_round_1_verdicts(abcd, pick, verdict):
    assert question_for_run(abcd, 1).verdict(pick) is verdict


def test_reasons_name_the_tie_rule(abcd):
    q = question_for_run(abcd, 1)
    assert q.reason((66, 256)) == (
        "Your pick (66, 256) tied at count 2 but lost on the tie rule: the smallest pair "
        "(left, right) wins, so (65, 66) merges."
    )
    assert q.reason((256, 65)) == (
        "Your pick (256, 65) lost: count 1, the winner (65, 66) has count 2."
    )
    assert q.reason((65, 66)) == (
        "Your pick (65, 66) won: 3 pairs tie at count 2; the smallest pair (left, right) wins."
    )
    q0 = question_for_run(abcd, 0)
    assert q0.reason((67, 68)) == "Your pick (67, 68) won: it has the highest count, 4."


def test_a_pick_outside_the_listing_is_counted_on_the_stage():
    # 300 distinct pairs, the run records the leading 100: a pair beyond them is counted.
    text = bytes(range(1, 250)) + bytes(range(1, 250))
    run = train([text], 1)
    q = question_for_run(run, 0)
    assert len(q.candidates) < run.rounds[0].distinct_pairs
    outside = next(p for p in naive_counts(list(text)) if p not in dict(q.candidates))
    assert q.count_of(outside) == naive_counts(list(text))[outside]


def test_last_stage_has_no_question(abcd):
    assert question_for_run(abcd, 3) is None


def test_score_counts_each_revealed_round_once(abcd):
    quiz: Quiz[tuple[int, int]] = Quiz()
    quiz.show(question_for_run(abcd, 0))
    assert quiz.hidden and quiz.score_text() == "0 of 0"
    assert quiz.pick((67, 68))
    assert quiz.reveal().verdict is Verdict.WON
    assert not quiz.pick((65, 66))  # revealed: the pick is locked
    quiz.reveal()  # again: the same answer, scored once
    assert quiz.score_text() == "1 of 1"
    quiz.show(question_for_run(abcd, 1))
    assert quiz.hidden and quiz.picked is None
    quiz.pick((66, 256))
    quiz.reveal()
    assert quiz.score_text() == "1 of 2"
    quiz.show(question_for_run(abcd, 2))
    quiz.reveal()  # no pick: shown, not scored
    assert quiz.answer.verdict is Verdict.NO_PICK
    assert quiz.score_text() == "1 of 2"
    quiz.show(question_for_run(abcd, 0))  # back to an answered round: revealed, same pick
    assert quiz.revealed and quiz.picked == (67, 68)
    quiz.reset()
    assert quiz.score() == (0, 0)


def test_an_imported_table_is_not_quizzed(abcd, tmp_path):
    export(abcd, "minbpe", tmp_path / "m")
    table = load(tmp_path / "m.model")
    assert table.kind == "table"
    assert quiz_unavailable_reason(abcd) is None
    assert quiz_unavailable_reason(table) == "an imported table has no counts to predict from"
    with pytest.raises(ValueError, match="no quiz"):
        question_for_run(table, 0)


def test_word_rounds_follow_the_tie_orders():
    run = train_words(WORDS, 5)
    q = question_for_words(run, 0)
    # round 0: (e, s), (s, t) and (t, </w>) tie at 9; alphabetically first wins
    assert q.winner == ("e", "s") and q.tied == 3 and q.winner_count == 9
    assert list(q.listing()) == sorted(q.listing())
    assert q.verdict(("s", "t")) is Verdict.TIED
    assert q.verdict(("l", "o")) is Verdict.LOST
    assert q.tie_rule == "the alphabetically first pair wins"
    last = question_for_words(train_words(WORDS, 5, tie="alphabetical-last"), 0)
    assert last.winner == ("t", "</w>")
    assert last.verdict(("e", "s")) is Verdict.TIED
    assert "alphabetically last" in last.reason(("e", "s"))


@given(st.lists(st.binary(min_size=2, max_size=12), min_size=1, max_size=4))
def test_exactly_one_listed_pair_wins_and_ties_share_its_count(docs):
    run = train(docs, 3)
    for stage in range(run.merge_count):
        q = question_for_run(run, stage)
        verdicts = [q.verdict(p) for p in q.listing()]
        assert verdicts.count(Verdict.WON) == 1
        assert verdicts.count(Verdict.TIED) == q.tied - 1
