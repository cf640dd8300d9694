"""The training rule of docs/rules.md s2/s3: worked values, properties against the naive reference."""

from __future__ import annotations

import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import MAX_MERGES, TIE_POLICIES, Candidate, TrainingCancelled, train
from bpe_viewer.core.pretokenize import split_pieces
from bpe_viewer.core.reference import count_pairs, first_positions, naive_train
from bpe_viewer.core.trainer import RECORDED_TIES_LIMIT, Trainer, iter_rounds


def summary(run):
    return [(r.left, r.right, r.candidate_count, r.replacement_count) for r in run.rules]


# ---------------------------------------------------------------- docs/rules.md s2 worked values


def test_overlap_aaa_aba():
    run = train([b"aaa", b"aba"], 2)
    assert summary(run) == [(97, 97, 2, 1), (97, 98, 1, 1)]
    assert [r.token_id for r in run.rules] == [256, 257]
    assert [r.token_bytes for r in run.rules] == [b"\x61\x61", b"\x61\x62"]
    assert run.candidates(0) == (Candidate(97, 97, 2), Candidate(97, 98, 1), Candidate(98, 97, 1))
    # Round 1: a three-way tie at count 1, won by the smallest pair (97,98).
    assert run.candidates(1) == (Candidate(97, 98, 1), Candidate(98, 97, 1), Candidate(256, 97, 1))
    assert run.rounds[1].tied == 3
    assert [run.tokens_at(i, 1) for i in range(2)] == [[256, 97], [97, 98, 97]]
    assert [run.tokens_at(i, 2) for i in range(2)] == [[256, 97], [257, 97]]
    assert [run.tokens_at(i, 0) for i in range(2)] == [[97, 97, 97], [97, 98, 97]]


def test_barrier_a_a_learns_nothing():
    run = train([b"a", b"a"], 5)
    assert run.merge_count == 0
    assert run.vocabulary_size() == 256
    assert [run.tokens_at(i, 0) for i in range(2)] == [[97], [97]]


def test_aaaa_stops_after_two_merges():
    run = train([b"aaaa"], 12)
    assert summary(run) == [(97, 97, 3, 2), (256, 256, 1, 1)]
    assert run.rules[1].token_bytes == bytes.fromhex("61616161")
    assert run.tokens_at(0, 1) == [256, 256]
    assert run.tokens_at(0, 2) == [257]
    assert run.vocabulary_size() == 258
    assert run.requested_merges == 12


@pytest.mark.parametrize(
    ("tie", "pairs", "final"),
    [
        ("smallest", [(67, 68), (65, 66), (256, 256)], [257, 258, 257, 258, 69]),
        ("largest", [(67, 68), (256, 256), (66, 257)], None),
        ("first", [(67, 68), (65, 66), (257, 256)], [258, 256, 258, 256, 69]),
        ("bytes-largest", [(67, 68), (256, 256), (66, 257)], None),
        ("bytes-smallest", [(67, 68), (65, 66), (257, 256)], [258, 256, 258, 256, 69]),
    ],
)
def test_abcdcdabcdcde_tie_policies(trainer_path, tie, pairs, final):
    run = train([b"ABCDCDABCDCDE"], 3, tie=tie)
    assert [(r.left, r.right) for r in run.rules] == pairs
    assert run.rules[0].candidate_count == 4
    if final is not None:
        assert run.tokens_at(0, 3) == final


def test_abcdcdabcdcde_three_way_tie_at_round_one():
    run = train([b"ABCDCDABCDCDE"], 3)
    assert run.rounds[1].tied == 3
    assert [(c.left, c.right, c.count) for c in run.candidates(1)[:3]] == [
        (65, 66, 2),
        (66, 256, 2),
        (256, 256, 2),
    ]
    assert [(c.left, c.right) for c in run.candidates(2)[:2]] == [(256, 256), (257, 256)]


def test_zero_merges_keeps_input():
    run = train([b"hello", b"world"], 0)
    assert run.rules == ()
    assert run.vocabulary_size() == 256
    assert run.tokens_at(0, 0) == list(b"hello")


@pytest.mark.parametrize("bad", [-1, MAX_MERGES + 1, 2**40, 1.5, "3", True])
def test_bad_merge_counts_refused_before_work(bad):
    class Exploding:
        def __iter__(self):
            raise AssertionError("documents were read")

    with pytest.raises(ValueError):
        train(Exploding(), bad)  # type: ignore[arg-type]


def test_largest_allowed_merge_count_is_accepted():
    assert train([b"ab"], MAX_MERGES).merge_count == 1


def test_unknown_tie_policy():
    with pytest.raises(ValueError, match="tie policy"):
        train([b"ab"], 1, tie="random")


def test_cancel_between_rounds():
    event = threading.Event()
    seen = []

    def on_round(rnd):
        seen.append(rnd.rule.rank)
        if rnd.rule.rank == 2:
            event.set()

    with pytest.raises(TrainingCancelled):
        train([bytes(range(100)) * 3], 50, on_round=on_round, cancel=event)
    assert seen == [0, 1, 2]


def test_one_byte_and_empty_documents():
    run = train([b"x", b"", b"xy"], 4)
    assert summary(run) == [(120, 121, 1, 1)]
    assert [run.tokens_at(i, 1) for i in range(3)] == [[120], [], [256]]


def test_recorded_candidates_keep_top_and_all_ties():
    docs = [bytes([i, i + 1]) for i in range(0, 160, 2)]  # 80 pairs, all count 1
    rnd = next(iter_rounds(docs, 1, keep=5))
    assert rnd.tied == 80
    assert len(rnd.candidates) == 80
    assert rnd.distinct_pairs == 80
    docs = [bytes([i, i + 1]) for i in range(0, 250, 2)]  # 125 pairs: the first 100 recorded
    rnd = next(iter_rounds(docs, 1, keep=5))
    assert (rnd.tied, len(rnd.candidates)) == (125, RECORDED_TIES_LIMIT)
    assert [(c.left, c.right) for c in rnd.candidates] == [(i, i + 1) for i in range(0, 200, 2)]
    rnd = next(iter_rounds([b"aaab" * 3 + bytes(range(60))], 1, keep=5))
    assert len(rnd.candidates) == 5
    assert rnd.candidates[0] == Candidate(97, 97, 6)


def test_complete_candidates_on_demand_match_reference():
    docs = [b"the cat sat on the mat", b"that hat", b"a\xff\xfe\xff\xfe"]
    ref = naive_train(docs, 6)
    for tie in TIE_POLICIES:
        run = train(docs, 6, tie=tie, keep=2)
        ref = naive_train(docs, 6, tie)
        for r, rr in enumerate(ref):
            full = run.candidates(r)
            assert {(c.left, c.right): c.count for c in full} == rr.counts
            assert (full[0].left, full[0].right) == rr.pair
            assert run.candidates(r, limit=1) == full[:1]


def test_trainer_reports_sequences():
    trainer = Trainer([b"aaa", b"aba"], 2)
    list(trainer)
    assert trainer.sequences() == [[256, 97], [257, 97]]


def test_token_frequency_and_counts():
    run = train([b"aaa", b"aba"], 2)
    assert run.token_frequency(97, 0) == 5
    assert run.token_frequency(97, 1) == 3
    assert run.token_frequency(256, 1) == 1
    assert run.token_frequency(257, 1) == 0  # not learned yet
    assert run.token_frequency(97, 2) == 2
    assert [run.token_count_at(s) for s in range(3)] == [6, 5, 4]


# ---------------------------------------------------------------- properties

small_docs = st.lists(
    st.binary(min_size=0, max_size=14).map(lambda b: bytes(x % 3 + 97 for x in b)),
    min_size=0,
    max_size=5,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(docs=small_docs, k=st.integers(0, 14), tie=st.sampled_from(TIE_POLICIES))
def test_trainer_equals_naive_reference_every_stage(trainer_path, docs, k, tie):
    run = train(docs, k, tie=tie)
    ref = naive_train(docs, k, tie)
    assert summary(run) == [(r.pair[0], r.pair[1], r.count, r.replacements) for r in ref]
    for stage, rr in enumerate(ref, start=1):
        assert [run.tokens_at(i, stage) for i in range(len(docs))] == rr.stage_after
        winner = run.candidates(stage - 1)[0]
        assert (winner.left, winner.right, winner.count) == (*rr.pair, rr.count)
        assert run.rounds[stage - 1].distinct_pairs == len(rr.counts)


def descending(data):
    """Reverse lexicographic order for byte strings, written independently of the core."""
    return [-b for b in data] + [1]


def selection_order(counts, tie, stage_docs, vocab=None):
    if tie == "smallest":
        return sorted(counts, key=lambda p: (-counts[p], p))
    if tie == "largest":
        return sorted(counts, key=lambda p: (-counts[p], -p[0], -p[1]))
    if tie == "bytes-smallest":
        return sorted(counts, key=lambda p: (-counts[p], vocab[p[0]], vocab[p[1]], p))
    if tie == "bytes-largest":
        return sorted(
            counts,
            key=lambda p: (
                -counts[p],
                descending(vocab[p[0]]),
                descending(vocab[p[1]]),
                -p[0],
                -p[1],
            ),
        )
    first = first_positions(stage_docs)
    return sorted(counts, key=lambda p: (-counts[p], first[p]))


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    docs=small_docs,
    k=st.integers(1, 12),
    tie=st.sampled_from(TIE_POLICIES),
    keep=st.integers(1, 4),
)
def test_recorded_candidates_are_the_leading_ones_in_selection_order(
    trainer_path, docs, k, tie, keep
):
    run = train(docs, k, tie=tie, keep=keep)
    stage_docs = [list(d) for d in docs]
    vocab = [bytes([i]) for i in range(256)]
    for rnd, rr in zip(run.rounds, naive_train(docs, k, tie), strict=True):
        expected = selection_order(rr.counts, tie, stage_docs, vocab)
        vocab.append(vocab[rr.pair[0]] + vocab[rr.pair[1]])
        recorded = [(c.left, c.right) for c in rnd.candidates]
        tied = sum(1 for c in rr.counts.values() if c == rr.count)
        assert rnd.tied == tied
        assert len(recorded) == max(tied, min(keep, len(expected)))
        assert recorded == expected[: len(recorded)]
        assert [c.count for c in rnd.candidates] == [rr.counts[p] for p in recorded]
        stage_docs = rr.stage_after


@settings(
    max_examples=75, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(docs=st.lists(st.binary(max_size=40), max_size=6), k=st.integers(0, 30))
def test_every_stage_decodes_to_the_documents(trainer_path, docs, k):
    run = train(docs, k)
    for stage in range(run.merge_count + 1):
        for i, doc in enumerate(docs):
            assert b"".join(run.token_bytes(t) for t in run.tokens_at(i, stage)) == doc
    assert run.vocabulary_size() == 256 + run.merge_count


# ---------------------------------------------------------------- special tokens (docs/rules.md s4)


def test_special_tokens_are_barriers_with_reserved_ids():
    run = train([b"ab<|e|>ab<|e|>abab", b"xx"], 5, special_tokens=["<|e|>"])
    # Pairs (98,60) and (62,97) around the special token are never counted.
    assert [(r.left, r.right, r.candidate_count) for r in run.rules] == [
        (97, 98, 4),
        (120, 120, 1),
        (256, 256, 1),
    ]
    special = run.special_base
    assert special == 256 + 3
    assert run.final_tokens(0) == (256, special, 256, special, 258)
    assert run.tokens_at(0, 0) == [97, 98, special, 97, 98, special, 97, 98, 97, 98]
    assert run.document_bytes(0) == b"ab<|e|>ab<|e|>abab"
    assert run.vocabulary_size() == 256 + 3 + 1
    assert run.token_rank(special) is None
    assert run.token_counts(True) == (12, 8, 7, 6)
    full = run.candidates(0)
    assert all(special not in (c.left, c.right) for c in full)
    assert {(c.left, c.right) for c in full} == {(97, 98), (98, 97), (120, 120)}


def test_special_token_never_merged_even_when_frequent():
    run = train([b"<s><s><s><s>"], 10, special_tokens=[b"<s>"])
    assert run.rules == ()
    assert run.final_tokens(0) == (256,) * 4


def test_bad_special_tokens_refused():
    with pytest.raises(ValueError, match="empty"):
        train([b"a"], 1, special_tokens=[""])
    with pytest.raises(ValueError, match="twice"):
        train([b"a"], 1, special_tokens=["<s>", b"<s>"])


@pytest.mark.parametrize("tie", TIE_POLICIES)
def test_large_tie_groups_match_reference(trainer_path, tie):
    """Hundreds of pairs share the top count in late rounds: the heap path of count groups."""
    import random

    rng = random.Random(7)
    docs = [bytes(rng.randrange(40, 90) for _ in range(rng.randint(5, 60))) for _ in range(120)]
    run = train(docs, 700, tie=tie, keep=3)
    ref = naive_train(docs, 700, tie)
    assert [(r.left, r.right) for r in run.rules] == [rr.pair for rr in ref]
    stage_docs = [list(d) for d in docs]
    vocab = [bytes([i]) for i in range(256)]
    big_ties = 0
    for rnd, rr in zip(run.rounds, ref, strict=True):
        expected = selection_order(rr.counts, tie, stage_docs, vocab)
        vocab.append(vocab[rr.pair[0]] + vocab[rr.pair[1]])
        tied = sum(1 for c in rr.counts.values() if c == rr.count)
        big_ties += tied > 256
        assert rnd.tied == tied
        recorded = [(c.left, c.right) for c in rnd.candidates]
        assert len(recorded) == max(3, min(tied, RECORDED_TIES_LIMIT)) or len(recorded) == len(
            expected
        )
        assert recorded == expected[: len(recorded)]
        stage_docs = rr.stage_after
    assert big_ties > 100  # the heap path really ran


def test_merged_positions_mark_the_last_rounds_tokens():
    run = train([b"aaa", b"aba"], 2)
    # Stage 1: [256, 97] and [97, 98, 97]; stage 2: [256, 97] and [257, 97] (docs/rules.md s2).
    assert [run.merged_positions(i, 1) for i in range(2)] == [[0], []]
    assert [run.merged_positions(i, 2) for i in range(2)] == [[], [0]]
    assert run.merged_positions(0, 0) == []


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.tuples(
            st.lists(st.sampled_from([b"a", b"b", b"c", b"<s>"]), max_size=12),
            st.sampled_from(["train", "train", "validation"]),
        ),
        min_size=1,
        max_size=5,
    ),
    st.integers(0, 6),
    st.booleans(),
)
def test_token_totals_match_a_recount_at_every_stage(trainer_path, docs, merges, warm):
    """token_frequency and token_counts (cached, warmed or not) equal a plain recount."""
    from bpe_viewer.core.corpus import Corpus, Document

    corpus = Corpus(
        tuple(
            Document(f"d{i}", b"".join(parts), partition, f"d{i}")
            for i, (parts, partition) in enumerate(docs)
        ),
        "generated",
        True,
    )
    run = train(corpus, merges, special_tokens=["<s>"])
    if warm:
        run.warm_caches()
    for stage in range(run.merge_count + 1):
        rows = [(run.tokens_at(i, stage), d.counted) for i, d in enumerate(run.documents)]
        for counted in (True, False):
            assert run.token_counts(counted)[stage] == sum(
                len(tokens) for tokens, c in rows if c == counted
            )
        for token in [*range(97, 100), *range(256, run.special_base + 1)]:
            expected = sum(tokens.count(token) for tokens, c in rows if c)
            if token >= 256 + stage and token < run.special_base:
                expected = 0
            assert run.token_frequency(token, stage) == expected, (token, stage)


def test_iter_training_yields_rounds_only_and_then_holds_the_run():
    from bpe_viewer.core import TrainingRound, iter_training

    training = iter_training([b"aaa", b"aba"], 5)
    assert not training.finished
    with pytest.raises(RuntimeError, match="not finished"):
        _ = training.run
    items = list(training)
    assert all(isinstance(item, TrainingRound) for item in items)
    assert [r.rule.token_id for r in items] == [256, 257, 258, 259]
    assert training.finished
    assert training.run.rules == tuple(r.rule for r in items)
    assert training.run.requested_merges == 5


def test_byte_totals_and_held_out():
    from bpe_viewer.core.corpus import Corpus, Document

    docs = (
        Document("a", b"aaa", "train", "a"),
        Document("b", b"abab", "validation", "b"),
        Document("c", b"", "test", "c"),
    )
    run = train(Corpus(docs, "t", True), 1)
    assert (run.byte_total(True), run.byte_total(False), run.byte_total(None)) == (3, 4, 7)
    assert run.has_held_out()
    assert not train([b"aaa"], 1).has_held_out()


# ------------------------------------------------------- weighted training

_POOL = st.sampled_from([b"ab ab", b"aab", b"ba ba b", b"a", b"", b"abab", b"b a"])


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    docs=st.lists(_POOL, max_size=7),
    k=st.integers(0, 10),
    tie=st.sampled_from(TIE_POLICIES),
    name=st.sampled_from(["none", "whitespace"]),
)
def test_repeated_documents_and_pieces_train_as_every_occurrence(trainer_path, docs, k, tie, name):
    """Distinct pieces are trained once with their frequency: the record is unchanged."""
    pieces = [p for d in docs for p in split_pieces(d, name)]
    ref = naive_train(pieces, k, tie)
    run = train(docs, k, tie=tie, keep=3, pretokenizer=name)
    assert summary(run) == [(r.pair[0], r.pair[1], r.count, r.replacements) for r in ref]
    vocab = [bytes([i]) for i in range(256)] + [r.token_bytes for r in run.rules]
    stage_pieces = [list(p) for p in pieces]
    for rnd, rr in enumerate(ref):
        expected = selection_order(count_pairs(stage_pieces), tie, stage_pieces, vocab)
        recorded = [(c.left, c.right) for c in run.candidates(rnd, 3)]
        assert recorded == expected[:3]
        assert run.rounds[rnd].distinct_pairs == len(rr.counts)
        stage_pieces = rr.stage_after
    for stage in range(len(ref) + 1):
        flat = iter(pieces if stage == 0 else ref[stage - 1].stage_after)
        for i, doc in enumerate(docs):
            want = [t for _ in split_pieces(doc, name) for t in next(flat)]
            assert run.tokens_at(i, stage) == list(doc if stage == 0 else want)


def test_trainer_weights_count_every_copy(trainer_path):
    """Weights stand for copies laid out in order of first occurrence."""
    weighted = [r.rule for r in Trainer([b"ab", b"bab"], 3, weights=[3, 2])]
    plain = [r.rule for r in Trainer([b"ab", b"bab", b"ab", b"ab", b"bab"], 3)]
    assert weighted == plain
    assert [(r.left, r.right, r.candidate_count, r.replacement_count) for r in weighted] == [
        (97, 98, 5, 5),
        (98, 256, 2, 2),
    ]


@pytest.mark.parametrize("weights", [[1], [0, 1], [1, -2], [1, 1.5], [True, 1]])
def test_bad_weights_refused(weights):
    with pytest.raises(ValueError, match="weight"):
        Trainer([b"ab", b"ba"], 2, weights=weights)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    docs=st.lists(st.binary(max_size=30).map(lambda b: bytes(x % 3 + 97 for x in b)), max_size=5),
    k=st.integers(1, 20),
    tie=st.sampled_from(TIE_POLICIES),
    keep=st.integers(1, 4),
    limit=st.integers(1, 6),
)
def test_every_count_group_read_through_its_heap_and_prefix(
    trainer_path, monkeypatch, docs, k, tie, keep, limit
):
    """Large count groups keep a heap and a sorted prefix of their leaders; with every
    group large (and few ties recorded) the recorded candidates are still the leading
    pairs in selection order (docs/rules.md s3)."""
    from bpe_viewer.core import candidate_order

    monkeypatch.setattr(candidate_order, "_HEAP_GROUP_SIZE", 0)
    monkeypatch.setattr(candidate_order, "RECORDED_TIES_LIMIT", limit)
    rounds = list(Trainer(docs, k, tie=tie, keep=keep))
    ref = naive_train(docs, k, tie)
    assert [
        (r.rule.left, r.rule.right, r.rule.candidate_count, r.rule.replacement_count)
        for r in rounds
    ] == [(r.pair[0], r.pair[1], r.count, r.replacements) for r in ref]
    stage_docs = [list(d) for d in docs]
    vocab = [bytes([i]) for i in range(256)]
    for rnd, rr in zip(rounds, ref, strict=True):
        expected = selection_order(rr.counts, tie, stage_docs, vocab)
        vocab.append(vocab[rr.pair[0]] + vocab[rr.pair[1]])
        tied = sum(1 for c in rr.counts.values() if c == rr.count)
        recorded = [(c.left, c.right) for c in rnd.candidates]
        assert len(recorded) == min(len(expected), max(keep, min(tied, limit)))
        assert recorded == expected[: len(recorded)]
        stage_docs = rr.stage_after


@settings(max_examples=40, deadline=None)
@given(docs=st.lists(st.binary(min_size=1, max_size=30), min_size=1, max_size=4))
def test_tokens_containing_are_the_tokens_whose_merge_tree_holds_it(docs):
    run = train(docs, 8)
    vocab = 256 + run.merge_count

    def tree(token):  # every node of the token's merge tree, itself included
        if token < 256:
            return {token}
        rule = run.rules[token - 256]
        return {token} | tree(rule.left) | tree(rule.right)

    trees = {u: tree(u) for u in range(vocab)}
    for t in range(vocab):
        assert run.tokens_containing(t) == {u for u in range(vocab) if t in trees[u]}


def test_bulk_checked_inputs_still_name_the_first_bad_item():
    """Weights and sequences are checked in bulk; a bad one is still named exactly."""
    with pytest.raises(ValueError, match=r"^weight of sequence 2 must be a whole number >= 1: 0$"):
        Trainer([b"ab", b"ba", b"c", b"d"], 1, weights=[1, 2, 0, True])
    with pytest.raises(ValueError, match=r"^sequence 1: the weights times the sequences' lengths"):
        Trainer([b"a", b"ab", b"abc"], 1, weights=[2**62, 2**62, 1])
    with pytest.raises(ValueError, match=r"^sequences\[2\]\[1\] must be a byte value 0\.\.255"):
        Trainer([b"ab", [97, 98], [97, 256]], 1)
    assert [r.rule.token_bytes for r in Trainer([b"ab", [97, 98], bytearray(b"b")], 1)] == [b"ab"]


@pytest.mark.parametrize("off_main", [True, False])
@pytest.mark.parametrize("at_once", [0, 3, 1 << 16])
def test_release_empties_the_tables_whatever_their_size(monkeypatch, at_once, off_main):
    """The count and position tables end empty whether dropped a slice at a time (more
    entries than ``_RELEASE_AT_ONCE``, not a multiple of the slice, off the main thread,
    as the window's worker does) or in one call; the trainer then counts the rounds it
    did as its merges."""
    import threading

    from bpe_viewer.core import kernel

    monkeypatch.setattr(kernel, "KERNEL", None)  # the kernel's order keeps no count dict
    monkeypatch.setattr(Trainer, "_RELEASE_AT_ONCE", at_once)
    docs = [bytes([a, b, a]) for a in range(256) for b in range(0, 256, 6)]
    trainer = Trainer(docs, 5)
    assert len(list(trainer)) == 5
    state = trainer._state
    assert len(state.counts) > 4096 and len(state.counts) % 4096
    popped = []

    class Counting(dict):
        def popitem(self):
            popped.append(1)
            return super().popitem()

    state.counts = Counting(state.counts)
    if off_main:
        thread = threading.Thread(target=trainer.release)
        thread.start()
        thread.join()
    else:
        trainer.release()
    assert (len(state.counts), len(state.where), trainer.max_merges) == (0, 0, 5)
    assert bool(popped) == (off_main and at_once < 1 << 16)  # sliced only off the main thread
