"""The trainer's bulk paths (numpy) learn exactly what the naive rule learns.

Large corpora merge a pair with many occurrences in bulk and index the byte pairs in
bulk; small ones go one position at a time, in plain Python (no numpy). Here every
merge takes the bulk path (the thresholds are lowered to 0) and the record is compared
with the naive reference of docs/rules.md s2, s3 and with the position-by-position
path, weights included.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, kernel, train
from bpe_viewer.core.reference import naive_train
from bpe_viewer.core.trainer import Trainer, _State


def summary(rounds):
    return [
        (r.rule.left, r.rule.right, r.rule.candidate_count, r.rule.replacement_count)
        for r in rounds
    ]


@pytest.fixture(params=["index", "scan"])
def bulk(monkeypatch, request):
    """Every merge in bulk, in slices of 3 occurrences (one setting for every example);
    byte pairs found through the sorted index, or by scanning the text; the index and
    the position weights built 5 positions at a time. The compiled kernel is left aside:
    the numpy paths are what is tested here."""
    monkeypatch.setattr(kernel, "KERNEL", None)
    monkeypatch.setattr(_State, "_NUMPY_FROM", 0)
    monkeypatch.setattr(_State, "_BULK", 0)
    monkeypatch.setattr(_State, "_BULK_STEP", 3)
    monkeypatch.setattr(_State, "_SLICE", 5)
    if request.param == "scan":
        monkeypatch.setattr(_State, "_INDEX_LIMIT", 0)


# Few letters and long runs: overlapping chains (aaaa), neighbours merged in the same
# round (abab), and pairs across document boundaries.
docs_strategy = st.lists(
    st.binary(min_size=0, max_size=30).map(lambda b: bytes(x % 3 + 97 for x in b)),
    min_size=0,
    max_size=5,
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(docs=docs_strategy, k=st.integers(0, 20), tie=st.sampled_from(TIE_POLICIES))
def test_bulk_merges_equal_the_naive_reference(bulk, docs, k, tie):
    ref = naive_train(docs, k, tie)
    trainer = Trainer(docs, k, tie=tie, keep=5)
    rounds = list(trainer)
    assert summary(rounds) == [(r.pair[0], r.pair[1], r.count, r.replacements) for r in ref]
    for rnd, rr in zip(rounds, ref, strict=True):
        assert rnd.distinct_pairs == len(rr.counts)
    want = ref[-1].stage_after if ref else [list(d) for d in docs]
    assert trainer.sequences() == want


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    docs=st.lists(st.sampled_from([b"aaaa", b"abab", b"ba", b"a", b"", b"aab"]), max_size=6),
    weights=st.lists(st.integers(1, 5), min_size=6, max_size=6),
    k=st.integers(0, 12),
    tie=st.sampled_from(TIE_POLICIES),
)
def test_bulk_weighted_merges_equal_every_copy(bulk, docs, weights, k, tie):
    distinct = list(dict.fromkeys(docs))
    w = [weights[i] for i in range(len(distinct))]
    copies = [d for d, n in zip(distinct, w, strict=True) for _ in range(n)]
    ref = naive_train(copies, k, tie)
    rounds = list(Trainer(distinct, k, tie=tie, weights=w))
    assert summary(rounds) == [(r.pair[0], r.pair[1], r.count, r.replacements) for r in ref]


@settings(max_examples=200, deadline=None)
@given(
    docs=st.lists(st.binary(max_size=12).map(lambda b: bytes(x % 4 + 97 for x in b)), max_size=6),
    weights=st.lists(st.sampled_from([1, 2, 7, 2**31 - 1, 2**31, 2**40]), min_size=6, max_size=6),
    step=st.integers(1, 9),
)
def test_index_and_position_weights_built_in_slices(docs, weights, step):
    """Built a few positions at a time, the byte-pair index lists every position of
    each pair in ascending order, and each position carries its document's weight."""
    weights = weights[: len(docs)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(kernel, "KERNEL", None)
        mp.setattr(_State, "_SLICE", step)
        mp.setattr(_State, "_NUMPY_FROM", 0)
        state = _State(docs, weights)
    text = b"".join(docs)
    for a in b"abcd":
        for b in b"abcd":
            want = [p for p in range(len(text) - 1) if text[p] == a and text[p + 1] == b]
            assert [int(p) for part in state._byte_pair_positions(a, b) for p in part] == want
    each = [w for doc, w in zip(docs, weights, strict=True) for _ in doc]
    if any(w != 1 for w in weights):
        assert list(state.weight) == each
    else:
        assert state.weight is None


def test_bulk_and_one_by_one_give_the_same_record(monkeypatch):
    text = (b"the cat sat on the mat; aaaa abab " * 50, b"", b"th" * 300, b"e the")
    monkeypatch.setattr(kernel, "KERNEL", None)
    plain = train(list(text), 40, tie="first")  # small: plain Python, no numpy
    monkeypatch.setattr(_State, "_NUMPY_FROM", 0)
    monkeypatch.setattr(_State, "_BULK", 0)
    monkeypatch.setattr(_State, "_BULK_STEP", 7)
    bulk = train(list(text), 40, tie="first")
    assert [r.rule for r in bulk.rounds] == [r.rule for r in plain.rounds]
    assert [r.candidates for r in bulk.rounds] == [r.candidates for r in plain.rounds]
    assert [bulk.final_tokens(i) for i in range(4)] == [plain.final_tokens(i) for i in range(4)]


_PIECES = st.text(alphabet=st.sampled_from("ab .<>\n"), max_size=25).map(str.encode)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    docs=st.lists(_PIECES, max_size=6),
    k=st.integers(0, 10),
    step=st.integers(1, 8),
    pretokenizer=st.sampled_from(["none", "gpt2", "whitespace"]),
    bulk=st.booleans(),
)
def test_documents_assembled_in_slices_equal_encoding_each(
    monkeypatch, docs, k, step, pretokenizer, bulk
):
    """Final tokens are gathered from the distinct pieces a few tokens at a time (numpy)
    or one piece at a time (plain Python, small corpora); each document's must be what
    the learned table encodes it to (docs/rules.md s4)."""
    from bpe_viewer.core import piece_layout
    from bpe_viewer.core.encoding import MergeTable

    monkeypatch.setattr(piece_layout, "_ASSEMBLE_STEP", step)
    monkeypatch.setattr(kernel, "KERNEL", None)
    monkeypatch.setattr(_State, "_NUMPY_FROM", 0 if bulk else 1 << 20)
    run = train(docs, k, special_tokens=["<>"], pretokenizer=pretokenizer)
    table = MergeTable(run.rules, run.special_tokens, pretokenizer)
    for i, doc in enumerate(docs):
        assert list(run.final_tokens(i)) == table.encode(doc, allow_special=True)


def test_pieces_cut_by_several_processes_train_the_same_run(monkeypatch):
    """A large pre-tokenized corpus may be cut by a pool of processes: the distinct
    pieces keep their order of first occurrence, so every tie policy learns the same
    record as one process (docs/rules.md s3, s4)."""
    from bpe_viewer.core import piece_layout

    docs = [b"the cat sat on the mat. ", b"", b"that hat<|e|>the mat", b"aaaa abab 123 4567"] * 3
    docs += [bytes(range(200, 256)), b"the end"]
    serial = {
        tie: train(docs, 30, tie=tie, special_tokens=["<|e|>"], pretokenizer="gpt4")
        for tie in ("first", "smallest")
    }
    monkeypatch.setattr(piece_layout, "PARALLEL_SPLIT_BYTES", 0)
    for tie, one in serial.items():
        run = train(docs, 30, tie=tie, special_tokens=["<|e|>"], pretokenizer="gpt4", workers=2)
        assert [r.rule for r in run.rounds] == [r.rule for r in one.rounds]
        assert [r.candidates for r in run.rounds] == [r.candidates for r in one.rounds]
        assert [run.final_tokens(i) for i in range(len(docs))] == [
            one.final_tokens(i) for i in range(len(docs))
        ]


def test_pieces_are_cut_in_this_process_when_no_process_can_start(monkeypatch):
    """Sharing the cutting among three (this process and two started ones) learns the
    same record as one process; when no process can start, this process cuts every run
    itself and the record is still the same."""
    import multiprocessing

    from bpe_viewer.core import piece_layout

    docs = [b"the cat sat on the mat. ", b"that hat the mat", b"aaaa abab 123 4567"] * 4
    one = train(docs, 25, pretokenizer="gpt4")
    monkeypatch.setattr(piece_layout, "PARALLEL_SPLIT_BYTES", 0)
    shared = train(docs, 25, pretokenizer="gpt4", workers=3)
    assert [r.rule for r in shared.rounds] == [r.rule for r in one.rounds]
    spawn = multiprocessing.get_context("spawn")
    started = []

    class Refused(type(spawn).Process):
        def start(self):
            started.append(self)
            raise OSError("no more processes")

    class Refusing(type(spawn)):
        Process = Refused

    monkeypatch.setattr(piece_layout, "_process_context", Refusing)
    alone = train(docs, 25, pretokenizer="gpt4", workers=3)
    assert started  # a process was asked for, and refused
    assert [r.rule for r in alone.rounds] == [r.rule for r in one.rounds]
    assert [alone.final_tokens(i) for i in range(len(docs))] == [
        one.final_tokens(i) for i in range(len(docs))
    ]


def test_a_small_corpus_trains_without_numpy():
    """Training a classroom-sized corpus does not import numpy (it would cost more
    start-up time than it saves); the command line answers sooner."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from bpe_viewer.core import train\n"
        "run = train([b'aaa', b'aba', b'the cat'] * 40, 6, pretokenizer='gpt2',"
        " special_tokens=['cat'])\n"
        "assert run.merge_count == 6, run.merge_count\n"
        "print('numpy' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "False"
