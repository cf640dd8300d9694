"""Piece-frequency tables: counting (local and Dask engines), files, bad rows."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.cli import main
from bpe_viewer.core import TIE_POLICIES, train
from bpe_viewer.core.piecetable import (
    PieceTableError,
    count_pieces,
    load_piece_table,
    save_piece_table,
)

TEXTS = ["the cat sat on the mat.\nthe end\n", "A cat's hat; 12345 cats\n", "\xe9t\xe9 the\n"]


@pytest.fixture
def inputs(tmp_path):
    paths = []
    for i, text in enumerate(TEXTS):
        p = tmp_path / f"in{i}.txt"
        p.write_bytes(text.encode("utf-8") + (b"\xff\xfe" if i == 2 else b""))
        paths.append(p)
    return paths


def naive(paths, unit="line"):
    """Every non-empty line of every file, GPT-4 pattern via findall, in order of first occurrence."""
    import regex

    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    pat = regex.compile(PRETOKENIZERS["gpt4"])
    counts: Counter[bytes] = Counter()
    for p in paths:
        for line in p.read_bytes().split(b"\n"):  # a line is a document, without its end
            text = line.decode("utf-8", "surrogateescape")
            counts.update(m.encode("utf-8", "surrogateescape") for m in pat.findall(text))
    return list(counts.items())


def test_local_engine_counts_like_the_naive_reference(inputs):
    table = count_pieces(inputs, "gpt4", unit="line", workers=2)
    assert list(zip(table.pieces, table.counts, strict=True)) == naive(inputs)
    assert table.counts[table.pieces.index(b" the")] == 2
    assert table.pieces[0] == b"the"


def test_dask_local_cluster_gives_the_local_table(inputs):
    local = count_pieces(inputs, "gpt4", unit="line")
    on_dask = count_pieces(inputs, "gpt4", unit="line", engine="dask", workers=1, processes=False)
    assert (on_dask.pieces, on_dask.counts) == (local.pieces, local.counts)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.binary(max_size=9), st.integers(1, 2**63), max_size=20))
def test_dask_results_pack_into_three_buffers_and_back_in_row_order(counts):
    from bpe_viewer.core.piecetable import _pack_counts, _unpack_counts

    packed = _pack_counts(counts)
    assert len(packed) == 3 and all(type(b) is bytes for b in packed)
    assert list(_unpack_counts(packed).items()) == list(counts.items())


@pytest.mark.parametrize("name", ["t.json", "t.parquet"])
def test_table_round_trips_through_json_and_parquet(inputs, tmp_path, name):
    table = count_pieces(inputs, "gpt4", unit="line", workers=1)
    assert b"\xff\xfe" in b"".join(table.pieces)  # a piece that is not UTF-8
    save_piece_table(table, tmp_path / name)
    back = load_piece_table(tmp_path / name, "gpt4")
    assert (back.pieces, back.counts, back.pretokenizer) == (table.pieces, table.counts, "gpt4")


def _table(tmp_path, rows, pretokenizer="gpt4"):
    p = tmp_path / "bad.json"
    p.write_text(
        json.dumps({"format": "bpe-viewer-pieces-v1", "pretokenizer": pretokenizer, "pieces": rows})
    )
    return p


@pytest.mark.parametrize(
    ("count", "says"),
    [
        (-1, "not positive"),
        (0, "not positive"),
        (1.5, "not a whole number"),
        ("3", "not a whole"),
        (True, "not a whole"),
    ],
)
def test_bad_counts_name_the_row(tmp_path, count, says):
    p = _table(tmp_path, [{"piece": " a", "count": 1}, {"piece": " b", "count": count}])
    with pytest.raises(PieceTableError, match=f"row 2: count .*{says}"):
        load_piece_table(p, "gpt4")


def test_a_piece_the_pattern_splits_names_the_row(tmp_path):
    p = _table(tmp_path, [{"piece": " a", "count": 1}, {"piece": " a b", "count": 2}])
    with pytest.raises(PieceTableError, match="row 2: piece b' a b' is not one piece under gpt4"):
        load_piece_table(p, "gpt4")


def test_another_pattern_name_is_refused(tmp_path):
    p = _table(tmp_path, [{"piece": " a", "count": 1}], pretokenizer="gpt2")
    with pytest.raises(PieceTableError, match="'gpt2', not 'gpt4'"):
        load_piece_table(p, "gpt4")


def test_count_command_writes_a_table(inputs, tmp_path, capsys):
    out = tmp_path / "pieces.json"
    args = [*map(str, inputs), "--unit", "line", "--pretokenize", "gpt4", "-o", str(out)]
    assert main(["count", *args]) == 0
    assert json.loads(out.read_text())["pieces"][:2] == [
        {"piece": "the", "count": 2},
        {"piece": " cat", "count": 2},
    ]
    back = load_piece_table(out)
    assert list(zip(back.pieces, back.counts, strict=True)) == naive(inputs)


def test_unreachable_scheduler_is_one_line(inputs, tmp_path, capsys, monkeypatch):
    import bpe_viewer.core.piecetable as pt

    monkeypatch.setattr(pt, "SCHEDULER_TIMEOUT", 1.0)
    code = main(
        [
            "count",
            str(inputs[0]),
            "--pretokenize",
            "gpt4",
            "--engine",
            "dask",
            "--scheduler",
            "tcp://127.0.0.1:1",
            "-o",
            str(tmp_path / "x.json"),
        ]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "cannot reach the Dask scheduler" in err
    assert not (tmp_path / "x.json").exists()


def _table_of(texts, pretokenizer):
    """Pieces in order of first occurrence with their counts (counted here, not by the code)."""
    from bpe_viewer.core.piecetable import PieceTable
    from bpe_viewer.core.pretokenize import split_pieces

    counts: dict[bytes, int] = {}
    for text in texts:
        for piece in split_pieces(text, pretokenizer):
            counts[piece] = counts.get(piece, 0) + 1
    return PieceTable(pretokenizer, tuple(counts), tuple(counts.values()))


@settings(max_examples=40, deadline=None)
@given(
    texts=st.lists(st.binary(max_size=12), min_size=1, max_size=5)
    | st.lists(st.text(alphabet="ab c'.1\n", max_size=16).map(str.encode), min_size=1, max_size=5),
    tie=st.sampled_from(TIE_POLICIES),
    pretokenizer=st.sampled_from(["gpt4", "gpt2", "whitespace"]),
)
def test_training_on_the_table_equals_training_on_the_text(texts, tie, pretokenizer):
    from bpe_viewer.core.piecetable import iter_table_training

    expected = train(texts, 6, tie=tie, pretokenizer=pretokenizer)
    training = iter_table_training(_table_of(texts, pretokenizer), 6, tie=tie)
    list(training)
    got = training.run
    assert [r.rule for r in got.rounds] == [r.rule for r in expected.rounds]
    assert [(r.tied, r.distinct_pairs) for r in got.rounds] == [
        (r.tied, r.distinct_pairs) for r in expected.rounds
    ]
    for i in range(got.merge_count):
        assert got._recorded_candidates(i) == expected._recorded_candidates(i)


def test_train_command_on_a_table_prints_the_ranks_of_the_text(inputs, tmp_path, capsys):
    table = tmp_path / "pieces.parquet"
    common = ["--unit", "line", "--pretokenize", "gpt4"]
    assert main(["count", str(inputs[0]), *common, "-o", str(table)]) == 0
    for tie in ("smallest", "first"):
        capsys.readouterr()
        assert main(["train", str(inputs[0]), *common, "--merges", "8", "--tie", tie]) == 0
        from_text = capsys.readouterr().out
        assert (
            main(["train", str(table), "--pretokenize", "gpt4", "--merges", "8", "--tie", tie]) == 0
        )
        out = capsys.readouterr()
        assert out.out == from_text and from_text.count("\n") == 8
        assert "table of" in out.err
    assert main(["train", str(table), "--pretokenize", "gpt2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'gpt4', not 'gpt2'" in err


@pytest.mark.parametrize("suffix", ["json", "parquet"])
def test_train_on_a_table_without_pretokenize_uses_its_recorded_pattern(
    inputs, tmp_path, capsys, suffix
):
    table = tmp_path / f"pieces.{suffix}"
    common = ["--unit", "line", "--pretokenize", "gpt4"]
    assert main(["count", str(inputs[0]), *common, "-o", str(table)]) == 0
    assert main(["train", str(inputs[0]), *common, "--merges", "8"]) == 0
    from_text = capsys.readouterr().out
    # no --pretokenize: the table records gpt4, so it trains as the text with gpt4
    assert main(["train", str(table), "--merges", "8"]) == 0
    out = capsys.readouterr()
    assert out.out == from_text and from_text.count("\n") == 8
    assert "(pre-tokenizer gpt4)" in out.err
    # an explicit 'none' contradicts the table: one line naming the pattern to give
    assert main(["train", str(table), "--pretokenize", "none"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "give --pretokenize gpt4" in err


@settings(max_examples=60, deadline=None)
@given(
    piece=st.binary(min_size=1, max_size=10)
    | st.text(alphabet="ab c'.1\n\t\u00e9\u4e2d!", min_size=1, max_size=10).map(str.encode),
    pretokenizer=st.sampled_from(["gpt4", "gpt2", "whitespace", "punctuation"]),
)
def test_the_quick_one_piece_test_agrees_with_the_cut(piece, pretokenizer):
    from bpe_viewer.core.piece_rows import _one_piece_test, _rows_to_cut
    from bpe_viewer.core.pretokenize import split_pieces

    one = split_pieces(piece, pretokenizer) == [piece]
    assert _one_piece_test(pretokenizer)(piece) == one
    assert _rows_to_cut([b"a", piece], pretokenizer) == ([] if one else [1])


def test_the_first_bad_row_is_named_whatever_its_fault(tmp_path):
    # Row 2 is cut in two by the pattern, row 3 has a bad count: row 2 is named.
    rows = [{"piece": " a", "count": 1}, {"piece": " a b", "count": 2}, {"piece": " c", "count": 0}]
    with pytest.raises(PieceTableError, match="row 2: piece b' a b' is not one piece"):
        load_piece_table(_table(tmp_path, rows), "gpt4")
    rows[1] = {"piece": " a", "count": 2}
    with pytest.raises(PieceTableError, match="row 2: piece b' a' repeats row 1"):
        load_piece_table(_table(tmp_path, rows), "gpt4")
    rows[1] = {"piece": "", "count": 2}
    with pytest.raises(PieceTableError, match="row 2: the piece is empty"):
        load_piece_table(_table(tmp_path, rows), "gpt4")


def test_a_piece_past_its_pattern_is_refused_by_the_quick_test_too(tmp_path):
    # " ab" is one match at the start of " ab!" but not all of it.
    p = _table(tmp_path, [{"piece": " ab!", "count": 3}])
    with pytest.raises(PieceTableError, match=r"row 1: piece b' ab!' .* splits into 2"):
        load_piece_table(p, "gpt4")


def test_a_table_of_a_files_own_pattern_is_still_checked(tmp_path):
    pattern = "regex:[a-z]+|[^a-z]"
    good = _table(tmp_path, [{"piece": "abc", "count": 2}, {"piece": " ", "count": 1}], pattern)
    assert load_piece_table(good).pieces == (b"abc", b" ")
    bad = _table(tmp_path, [{"piece": "ab ", "count": 2}], pattern)
    with pytest.raises(PieceTableError, match="row 1: piece b'ab ' .* splits into 2"):
        load_piece_table(bad)


@pytest.mark.parametrize("dictionary", [False, True])
@pytest.mark.parametrize("kind", ["binary", "string", "large_binary"])
def test_expanded_piece_bytes_adds_up_every_rows_bytes(kind, dictionary):
    pa = pytest.importorskip("pyarrow")
    from bpe_viewer.core.piece_rows import _expanded_piece_bytes

    values = ["ab", None, "ab", "\u4e2d", "", "xyz", "ab"] if kind == "string" else None
    values = values or [b"ab", None, b"ab", b"\xe4\xb8\xad", b"", b"xyz", b"ab"]
    array = pa.array(values, type=getattr(pa, kind)())
    if dictionary:
        array = array.dictionary_encode()
    # two chunks, the second a slice: 2+0+2 | 3+0+3+2 bytes
    column = pa.chunked_array([array[:3], array[3:]])
    assert _expanded_piece_bytes(column) == 12


def test_a_run_without_documents_has_the_rules_and_rounds_alone():
    from bpe_viewer.core.piecetable import iter_table_training

    texts = [b"the cat sat on the mat; the cat", b"that hat, the cat"]
    table = _table_of(texts, "gpt4")
    full = iter_table_training(table, 7)
    list(full)
    bare = iter_table_training(table, 7, documents=False)
    assert len(list(bare)) == 7
    assert [r.rule for r in bare.run.rounds] == [r.rule for r in full.run.rounds]
    expected = train(texts, 7, pretokenizer="gpt4")
    assert [r.rule for r in full.run.rounds] == [r.rule for r in expected.rounds]
    assert (len(bare.run.documents), len(full.run.documents)) == (0, 10)
    # most frequent first, equal counts in row order; each count's words as it reads
    docs = full.run.documents[:3]
    assert [d.doc_id for d in docs] == ["row-2 ×3", "row-5 ×3", "row-1 ×1"]
    assert [d.label for d in docs][::2] == [
        "table row 2, counted 3 times",
        "table row 1, counted 1 time",
    ]
    assert [d.weight for d in docs] == [3, 3, 1]
    assert list(full.run.final_tokens(0)) == expected.encode(b" cat")


def test_train_command_summary_counts_the_tables_rows(inputs, tmp_path, capsys):
    table = tmp_path / "pieces.json"
    common = ["--unit", "line", "--pretokenize", "gpt4"]
    assert main(["count", str(inputs[0]), *common, "-o", str(table)]) == 0
    rows = len(load_piece_table(table).pieces)
    for fmt in ("ranks", "json"):
        out = tmp_path / f"out.{fmt}"
        capsys.readouterr()
        assert main(["train", str(table), "--merges", "4", "--format", fmt, "-o", str(out)]) == 0
        assert f"a table of {rows} distinct pieces" in capsys.readouterr().err
    saved = json.loads((tmp_path / "out.json").read_text())
    assert len(saved["documents"]) == rows  # a saved run keeps a document per row


def test_json_rows_of_text_and_hex_read_alike_and_a_bad_row_is_named(tmp_path):
    rows = [{"piece": " a", "count": 2}, {"hex": "ff", "count": 1}, {"piece": "b", "count": 3}]
    table = load_piece_table(_table(tmp_path, rows), "gpt4")
    assert (table.pieces, table.counts) == ((b" a", b"\xff", b"b"), (2, 1, 3))
    p = tmp_path / "lone.json"
    p.write_text(
        '{"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt4", "pieces": '
        '[{"piece": "a", "count": 1}, {"piece": "\\ud800", "count": 1}]}'
    )
    with pytest.raises(PieceTableError, match="row 2: the piece holds a lone surrogate"):
        load_piece_table(p, "gpt4")
    rows = [{"piece": " a", "count": 2}, {"piece": "b"}]
    with pytest.raises(PieceTableError, match="row 2: expected"):
        load_piece_table(_table(tmp_path, rows), "gpt4")
