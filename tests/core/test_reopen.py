"""Every run the program writes opens again with the same record (docs/rules.md s7.1).

Runs of every mode are saved and reopened through the one loader: byte-level documents
with held-out ones, special tokens, each pre-tokenizer and a pattern of its own, each tie
policy, piece tables and word tables (rows weighted by their counts), growing runs saved
part-way, replayed tables, imported tables and teacher's notes.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, iter_training, train
from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.core.formats.run_json import load_run, run_to_json, save_run
from bpe_viewer.core.formats.trace_v1 import format_trace, parse_trace
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.interop import TableError, export, load
from bpe_viewer.core.interop.replay import replay
from bpe_viewer.core.notes import RunNotes
from bpe_viewer.core.piecetable import (
    PieceTable,
    iter_table_training,
    word_table_pieces,
)
from bpe_viewer.core.pretokenize import split_pieces
from bpe_viewer.core.run import TrainingRun

PRETOKENIZERS = ["none", "whitespace", "punctuation", "gpt2", "gpt4", r"regex:\s+|[^\s]+"]

texts = st.lists(
    st.binary(max_size=16).map(lambda b: bytes(b"ab <!\n"[x % 6] for x in b)),
    min_size=1,
    max_size=5,
)
settings_small = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def finished(training) -> TrainingRun:
    """The run of a training iterated to its end."""
    for _ in training:
        pass
    return training.run


def reopened(run: TrainingRun) -> TrainingRun:
    """``run`` saved to a file and loaded again by the one loader."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "run.json"
        save_run(run, path)
        return load_run(path)


def assert_same_record(run: TrainingRun) -> TrainingRun:
    back = reopened(run)
    assert run_to_json(back) == run_to_json(run)
    assert back.documents == tuple(run.documents)
    assert back.token_counts(True) == run.token_counts(True)
    assert back.token_counts(False) == run.token_counts(False)
    assert back.byte_total(None) == run.byte_total(None)
    return back


@settings_small
@given(
    docs=texts,
    k=st.integers(0, 8),
    tie=st.sampled_from(TIE_POLICIES),
    pretokenizer=st.sampled_from(PRETOKENIZERS),
    special=st.booleans(),
    held_out=st.integers(0, 2),
)
def test_trained_runs_reopen(docs, k, tie, pretokenizer, special, held_out):
    partitions = ["validation", "test"][:held_out]
    corpus = Corpus(
        tuple(
            Document(
                f"d-{i}",
                data,
                partitions[i] if i < len(partitions) and len(docs) > 1 else "train",
                f"doc {i}",
            )
            for i, data in enumerate(docs)
        ),
        "texts",
        bool(partitions),
    )
    specials = [b"!"] if special else []
    run = train(corpus, k, tie=tie, special_tokens=specials, pretokenizer=pretokenizer)
    assert_same_record(run)


def piece_table(docs: list[bytes], pretokenizer: str) -> PieceTable:
    counts: Counter[bytes] = Counter()
    for data in docs:
        counts.update(split_pieces(data, pretokenizer))
    return PieceTable(pretokenizer, tuple(counts), tuple(counts.values()), "table")


@settings_small
@given(
    docs=texts,
    k=st.integers(0, 8),
    tie=st.sampled_from(TIE_POLICIES),
    pretokenizer=st.sampled_from(PRETOKENIZERS[1:]),
)
def test_piece_table_runs_reopen_with_their_weights(docs, k, tie, pretokenizer):
    table = piece_table(docs, pretokenizer)
    run = finished(iter_table_training(table, k, tie=tie))
    back = assert_same_record(run)
    assert [d.weight for d in back.documents] == sorted(table.counts, reverse=True)
    # The weighted record counts what training every occurrence counts.
    full = train(
        [p for p, n in zip(table.pieces, table.counts, strict=True) for _ in range(n)], k, tie=tie
    )
    assert back.token_counts(True) == full.token_counts(True)
    assert [r.replacement_count for r in back.rules] == [r.replacement_count for r in full.rules]


@settings_small
@given(
    words=st.dictionaries(
        st.text(alphabet="abc", min_size=1, max_size=6), st.integers(1, 2**40), min_size=1
    ),
    k=st.integers(0, 8),
    tie=st.sampled_from(TIE_POLICIES),
)
def test_word_table_runs_reopen(words, k, tie):
    run = finished(
        iter_table_training(word_table_pieces(words, "words"), k, tie=tie, names=list(words))
    )
    back = assert_same_record(run)
    assert back.token_counts(True)[0] == sum(len(w) * n for w, n in words.items())
    # Token frequencies count each word as often as it stands, like the totals.
    for stage in range(back.merge_count + 1):
        frequencies = [back.token_frequency(t, stage) for t in range(back.vocabulary_size())]
        assert min(frequencies) >= 0
        assert sum(frequencies) == back.token_counts(True)[stage]


@settings_small
@given(
    docs=texts,
    k=st.integers(1, 8),
    stop=st.integers(0, 8),
    tie=st.sampled_from(TIE_POLICIES),
    pretokenizer=st.sampled_from(PRETOKENIZERS),
)
def test_growing_runs_saved_part_way_reopen(docs, k, stop, tie, pretokenizer):
    growing = GrowingRun.of(
        docs, tie=tie, requested_merges=k, special_tokens=[b"!"], pretokenizer=pretokenizer
    )
    rounds = list(iter_training(docs, k, tie=tie, special_tokens=[b"!"], pretokenizer=pretokenizer))
    growing.extend(rounds[:stop])
    back = reopened(growing)
    assert run_to_json(back) == run_to_json(growing)
    assert back.token_counts(True) == growing.token_counts(True)


@settings_small
@given(table_docs=texts, docs=texts, k=st.integers(0, 6))
def test_replayed_and_imported_tables_reopen(table_docs, docs, k):
    table = train(table_docs, k, pretokenizer="gpt2", special_tokens=["<|s|>"])
    assert_same_record(replay(table, docs))
    with tempfile.TemporaryDirectory() as folder:
        for fmt, name in (
            ("hf", "tokenizer.json"),
            ("tiktoken", "t.tiktoken"),
            ("minbpe", "m"),
            ("vocab-merges", "vm"),
        ):
            written = export(table, fmt, Path(folder) / name)
            imported = load(written[0].parent if fmt == "vocab-merges" else written[0])
            back = assert_same_record(imported)
            assert back.source_ids == imported.source_ids
            assert back.encode("ab <|s|>a", allow_special=True) == table.encode(
                "ab <|s|>a", allow_special=True
            )


@pytest.mark.parametrize(("fmt", "name"), [("hf", "tokenizer.json"), ("vocab-merges", "out")])
def test_a_special_token_spelt_as_a_byte_symbol_is_not_exported_for_tokenizers(tmp_path, fmt, name):
    """tokenizers reads an added token whose text is a vocabulary entry as that entry:
    a special ``!`` written with ID 256 would encode as byte 33."""
    table = train([b"ab !a"], 1, pretokenizer="gpt2", special_tokens=["!"])
    with pytest.raises(TableError, match=r"special token '!' .* vocabulary entry of token 33"):
        export(table, fmt, tmp_path / name)
    assert not list(tmp_path.iterdir())


@settings_small
@given(docs=texts, k=st.integers(0, 6), tie=st.sampled_from(TIE_POLICIES))
def test_runs_read_from_a_trace_reopen(docs, k, tie):
    docs = [d or b"a" for d in docs]  # a trace holds no empty document
    run = train(docs, k, tie=tie)
    from_trace = parse_trace(format_trace(run), tie=tie, source="t.txt")
    back = assert_same_record(from_trace)
    assert back.rules == run.rules


def test_the_piece_table_run_of_the_issue_reopens(tmp_path):
    """``count four.txt --pretokenize gpt4``, ``train p.json --merges 5``, ``encode``."""
    text = b"the cat sat\nthe cat ran\nthe dog sat\nthe the the\n"
    table = piece_table(text.split(b"\n"), "gpt4")
    assert dict(zip(table.pieces, table.counts, strict=True)) == {
        b"the": 4,
        b" cat": 2,
        b" sat": 2,
        b" ran": 1,
        b" dog": 1,
        b" the": 2,
    }
    run = finished(iter_table_training(table, 5))
    path = tmp_path / "pr.json"
    save_run(run, path)
    saved = json.loads(path.read_text())
    assert saved["minor_version"] == 2
    assert [d.get("weight", 1) for d in saved["documents"]] == [4, 2, 2, 2, 1, 1]
    back = load_run(path)
    # rule 0 (104,101) 'he' replaced 6 times: 4 in 'the', 2 in ' the'.
    assert [(r.left, r.right, r.replacement_count) for r in back.rules][:2] == [
        (104, 101, 6),
        (116, 256, 6),
    ]
    assert back.encode("the cat") == [257, 259, 258]
    # 44 bytes of text (newlines cut by the line unit), less 6, 6, 4, 2 and 2 merges.
    assert back.token_counts(True) == (44, 38, 32, 28, 26, 24)


def test_a_weight_below_one_is_refused(tmp_path):
    table = piece_table([b"ab ab"], "whitespace")
    data = run_to_json(finished(iter_table_training(table, 1)))
    data["documents"][0]["weight"] = 0
    path = tmp_path / "w.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=r"w.json: at documents/0/weight: 0 is less than"):
        load_run(path)


def test_notes_reopen():
    run = train([b"aaab"], 2)
    run.notes = RunNotes("why", ((0, "start"), (2, "end")))
    back = assert_same_record(run)
    assert back.notes == run.notes


def test_a_weighted_run_is_not_written_as_a_trace_it_could_not_reopen():
    """A trace's DOCUMENT line counts once: a word table's 'low ×5' would be read as 1."""
    words = {"low": 5, "lower": 2}
    run = finished(iter_table_training(word_table_pieces(words, "w"), 3, names=list(words)))
    with pytest.raises(ValueError) as caught:
        format_trace(run)
    assert str(caught.value) == (
        "a bpe-merges-v1 trace cannot hold weighted rows ('low ×5' stands 5 times): a "
        "DOCUMENT line counts once (save the run as JSON instead)"
    )
    ones = finished(iter_table_training(word_table_pieces({"low": 1}, "w"), 2, names=["low"]))
    assert parse_trace(format_trace(ones)).rules == ones.rules


@pytest.mark.parametrize("big", [2**51, 2**60])
def test_weighted_counts_stay_exact_past_float_precision(big):
    """Below 2**53 the counts are float64 sums, exact; past it Python integers (up to
    the bound on a table's weight, each row's count times its length added up: 2**63 - 1)."""
    words = {"ab": big, "b": 3, "abab": 1}
    run = finished(iter_table_training(word_table_pieces(words, "w"), 2, names=list(words)))
    back = assert_same_record(run)
    assert back.token_counts(True)[0] == 2 * big + 3 + 4
    # rule 0 (97,98) makes 'ab', rule 1 (256,256) makes 'abab'
    assert back.final_token_occurrences() == {256: big, 98: 3, 257: 1}
    assert back.token_counts(True) == (2 * big + 7, big + 5, big + 4)
