"""Counted and replaced windows, and the sentence of each round (docs/rules.md s2, s3).

Expected values come from docs/rules.md s2/s3 and from a naive scan written here: the
left-to-right pass replays the rule (match: merge and skip both tokens, else copy one).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.core.explain import (
    WindowFinder,
    explain_round,
    narrate_round,
    scan_windows,
    stop_sentence,
)
from bpe_viewer.core.reference import naive_train


def naive_windows(doc: list[int], pair: tuple[int, int]) -> tuple[list[int], list[int]]:
    """(every window position, the positions the left-to-right pass merges)."""
    counted = [j for j in range(len(doc) - 1) if (doc[j], doc[j + 1]) == pair]
    replaced = []
    i = 0
    while i < len(doc) - 1:
        if (doc[i], doc[i + 1]) == pair:
            replaced.append(i)
            i += 2
        else:
            i += 1
    return counted, replaced


def stages(docs: list[bytes], merges: int, tie: str) -> list[list[list[int]]]:
    """Naive stages 0..k of each document."""
    out = [[list(d) for d in docs]]
    for rnd in naive_train(docs, merges, tie):
        out.append(rnd.stage_after)
    return out


def test_aaa_aba_round_0_windows() -> None:
    run = train([b"aaa", b"aba"], 2)
    found = WindowFinder(run).windows(0, 97, 97)
    assert [(w.document, w.position, w.replaced) for w in found.windows] == [
        (0, 0, True),
        (0, 1, False),
    ]
    assert (found.count, found.replacements) == (2, 1)


def test_aaaa_round_0_windows() -> None:
    run = train([b"aaaa"], 12)
    found = WindowFinder(run).windows(0, 97, 97)
    assert [w.position for w in found.windows] == [0, 1, 2]
    assert [w.position for w in found.windows if w.replaced] == [0, 2]


def test_scan_windows_marks_the_second_of_two_overlapping_windows() -> None:
    assert scan_windows([97, 97, 97], 97, 97) == [(0, True), (1, False)]
    assert scan_windows([97, 97, 97, 97, 97], 97, 97) == [
        (0, True),
        (1, False),
        (2, True),
        (3, False),
    ]
    # a barrier between positions 0 and 1 (a pre-tokenization piece edge)
    assert scan_windows([97, 97, 97], 97, 97, barriers=[0]) == [(1, True)]


def test_special_tokens_are_barriers_for_windows() -> None:
    run = train([b"aa<|x|>aa"], 1, special_tokens=["<|x|>"])
    found = WindowFinder(run).windows(0, 97, 97)
    assert [w.position for w in found.windows] == [0, 3]  # stage 0: a a <|x|> a a
    assert found.replacements == 2


def test_held_out_documents_have_no_windows() -> None:
    from bpe_viewer.core.corpus import Corpus, Document

    corpus = Corpus(
        (
            Document("held-a", b"aaa", "validation", "a"),
            Document("train-b", b"aaa", "train", "b"),
        ),
        source="test",
        has_split=True,
    )
    run = train(corpus, 1)
    finder = WindowFinder(run)
    assert finder.counted_documents == (1,)
    assert [w.document for w in finder.windows(0, 97, 97).windows] == [1, 1]
    assert finder.document_windows(0, 97, 97, 0) == []
    # the explain command numbers the counted documents from 0
    record = explain_round(run, 0, finder).to_json({1: 0})
    assert [w["document"] for w in record["windows"]] == [0, 0]


def test_replacements_for_a_candidate_that_did_not_win() -> None:
    # Round 1 of aaa/aba: (256, 97) count 1; round 0 of "aaaa" + "bbb": (98, 98)
    run = train([b"aaaa", b"bbb"], 1)
    finder = WindowFinder(run)
    assert run.rules[0].left == 97
    assert finder.replacements(0, 98, 98, 2) == 1
    assert finder.replacements(0, 97, 97, 3) == 2


def test_first_occurrence_names_document_and_position() -> None:
    run = train([b"ABCDCDABCDCDE"], 3, tie="first")
    finder = WindowFinder(run)
    # stage 2: [257, 256, 256, 257, 256, 256, 69]
    assert run.tokens_at(0, 2) == [257, 256, 256, 257, 256, 256, 69]
    assert finder.first_occurrence(2, 257, 256) == (0, 0)
    assert finder.first_occurrence(2, 256, 256) == (0, 1)
    assert finder.first_occurrence(2, 65, 66) is None


@pytest.mark.parametrize(
    ("tie", "winners", "tied_round_2"),
    [
        ("smallest", [(67, 68), (65, 66), (256, 256)], [[256, 256], [257, 256]]),
        ("largest", [(67, 68), (256, 256), (66, 257)], [[66, 257], [65, 66]]),
        ("first", [(67, 68), (65, 66), (257, 256)], [[257, 256], [256, 256]]),
    ],
)
def test_abcd_explanations_follow_the_tie_policy(
    tie: str, winners: list[tuple[int, int]], tied_round_2: list[list[int]]
) -> None:
    run = train([b"ABCDCDABCDCDE"], 3, tie=tie)
    records = [explain_round(run, r).to_json() for r in range(3)]
    assert [(r["winner"]["left"], r["winner"]["right"]) for r in records] == winners
    assert [r["winner"]["count"] for r in records] == [4, 2, 2]
    assert [r["tokens_before"] for r in records] == [13, 9, 7]
    assert [r["tokens_after"] for r in records] == [9, 7, 5]
    assert [r["vocabulary_size_after"] for r in records] == [257, 258, 259]
    assert sorted(records[2]["tied"]) == sorted(tied_round_2)
    assert records[2]["tied"][0] == list(winners[2])
    assert len(records[1]["tied"]) == 3  # three-way tie at 2 in round 1 (docs/rules.md s2)


def test_abcd_round_2_sentence_under_smallest() -> None:
    run = train([b"ABCDCDABCDCDE"], 3)
    sentence = narrate_round(run, 2)
    assert sentence.startswith(
        "Round 2: 2 pairs tie at count 2, (256, 256) and (257, 256); "
        "the smallest pair (left, right) wins: (256, 256) becomes token 258 `CDCD`"
    )
    assert "from 7 to 5 tokens" in sentence
    assert "the vocabulary has 259 entries" in sentence
    assert "the requested 3 merges are done" in sentence  # the last round


def _corpus(**documents: bytes) -> Corpus:
    """Train documents named by their IDs, in the order given."""
    docs = tuple(Document(key, data, "train", key) for key, data in documents.items())
    return Corpus(docs, "test", False)


def test_abcd_sentences_under_first_give_each_tied_pair_its_first_position() -> None:
    run = train(_corpus(abcd=b"ABCDCDABCDCDE"), 3, tie="first")
    # stage 1: [65, 66, 256, 256, 65, 66, 256, 256, 69]: (65, 66) first stands at
    # position 0, (66, 256) at 1 and (256, 256) at 2 (docs/rules.md s3, "first").
    assert narrate_round(run, 1).startswith(
        "Round 1: 3 pairs tie at count 2, (65, 66) first at abcd @0, (66, 256) at abcd @1 "
        "and (256, 256) at abcd @2; the pair that occurs first in document order wins: "
        "(65, 66) becomes token 257 `AB`"
    )
    # stage 2: [257, 256, 256, 257, 256, 256, 69]
    assert narrate_round(run, 2).startswith(
        "Round 2: 2 pairs tie at count 2, (257, 256) first at abcd @0 and (256, 256) at "
        "abcd @1; the pair that occurs first in document order wins: (257, 256) becomes "
        "token 258 `ABCD`"
    )


def test_first_positions_name_the_document_of_each_tied_pair() -> None:
    # one: x y A B, two: A B x y; (120, 121) and (65, 66) both count 2, (120, 121) is
    # seen first (document one, position 0); (65, 66) first at one, position 2.
    run = train(_corpus(one=b"xyAB", two=b"ABxy"), 1, tie="first")
    assert narrate_round(run, 0).startswith(
        "Round 0: 2 pairs tie at count 2, (120, 121) first at one @0 and (65, 66) at one @2;"
    )
    # Under other policies the sentence names the pairs alone.
    smallest = narrate_round(train(_corpus(one=b"xyAB", two=b"ABxy"), 1), 0)
    assert smallest.startswith("Round 0: 2 pairs tie at count 2, (65, 66) and (120, 121);")


def test_sentence_says_when_count_and_replacements_differ() -> None:
    run = train([b"aaa", b"aba"], 2)
    assert "counted at 2 windows but replaced only once" in narrate_round(run, 0)
    assert "but replaced" not in narrate_round(run, 1)


def test_learn_llm_token_256_reads_as_space_and_fragment() -> None:
    run = train([" ведро".encode(), " вода".encode()], 1)
    assert run.rules[0].token_bytes == b" \xd0"
    assert "token 256 `␣⟨d0…⟩` (bytes 20 d0)" in narrate_round(run, 0)


def test_stop_sentence_says_why_training_stopped() -> None:
    assert "no pair is left" in stop_sentence(train([b"aaaa"], 12))
    assert "before the 12 requested" in stop_sentence(train([b"aaaa"], 12))
    assert "the requested 2 merges are done" in stop_sentence(train([b"aaa", b"aba"], 2))
    assert stop_sentence(train([b"a", b"a"], 3)).startswith("Stage 0 is the last.")


def test_round_outside_the_run_is_an_index_error() -> None:
    run = train([b"aaa"], 1)
    with pytest.raises(IndexError):
        explain_round(run, 1)
    with pytest.raises(IndexError):
        narrate_round(run, -1)


corpora = st.lists(
    st.binary(min_size=0, max_size=12).map(lambda b: bytes(x % 3 + 97 for x in b)),
    min_size=1,
    max_size=5,
)


@settings(max_examples=60, deadline=None)
@given(
    docs=corpora, merges=st.integers(0, 6), tie=st.sampled_from(["smallest", "largest", "first"])
)
def test_windows_match_a_naive_scan(docs: list[bytes], merges: int, tie: str) -> None:
    run = train(docs, merges, tie=tie)
    expected_stages = stages(docs, merges, tie)
    finder = WindowFinder(run)
    for r in range(run.merge_count):
        record = explain_round(run, r, finder).to_json()
        pair = (record["winner"]["left"], record["winner"]["right"])
        counted: list[tuple[int, int]] = []
        replaced: list[tuple[int, int]] = []
        for d, doc in enumerate(expected_stages[r]):
            c, rep = naive_windows(doc, pair)
            counted += [(d, j) for j in c]
            replaced += [(d, j) for j in rep]
        assert [(w["document"], w["position"]) for w in record["windows"]] == counted
        assert [(w["document"], w["position"]) for w in record["windows"] if w["replaced"]] == (
            replaced
        )
        assert record["winner"]["count"] == len(record["windows"])
        assert record["winner"]["replacements"] == sum(w["replaced"] for w in record["windows"])
        # any other candidate, on demand
        for cand in run.candidates(r):
            c_all, rep_all = [], []
            for doc in expected_stages[r]:
                c, rep = naive_windows(doc, (cand.left, cand.right))
                c_all += c
                rep_all += rep
            found = finder.windows(r, cand.left, cand.right)
            assert found.count == len(c_all) == cand.count
            assert found.replacements == len(rep_all)
            assert finder.replacements(r, cand.left, cand.right, cand.count) == len(rep_all)


def test_the_sentence_of_a_round_tied_past_the_record_counts_no_pair_again(monkeypatch):
    # 255 pairs tie at count 1; the trainer records 100 of them. The sentence names four,
    # so it reads them from the record instead of counting every pair of the round again
    # (seconds on a megabyte corpus, on the GUI thread).
    from bpe_viewer.core import train
    from bpe_viewer.core.explain import narrate_round
    from bpe_viewer.core.run import TrainingRun

    run = train([bytes(range(256))], 1, tie="smallest")
    assert run.rounds[0].tied == 255 and run.rounds[0].recorded < 255

    def no_recount(self, round_index):
        raise AssertionError("counted every pair of the round")

    monkeypatch.setattr(TrainingRun, "_complete_candidates", no_recount)
    assert narrate_round(run, 0).startswith(
        "Round 0: 255 pairs tie at count 1, (0, 1), (1, 2), (2, 3), (3, 4) and 251 more; "
        "the smallest pair (left, right) wins: (0, 1) becomes token 256"
    )
