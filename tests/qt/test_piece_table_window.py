"""Opening a piece-frequency table in the window: trained weighted, most frequent pieces first."""

from __future__ import annotations

import json

from bpe_viewer.core import train
from bpe_viewer.core.piecetable import count_pieces, save_piece_table

TEXT = "a cat and the dog and the bird, the fish.\nthe end\n"


def test_open_piece_table_lists_most_frequent_pieces_and_trains_weighted(window, errors, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_text(TEXT)
    table = tmp_path / "pieces.parquet"
    save_piece_table(count_pieces([corpus], "gpt4"), table)
    window.open_path(table, merges=5, tie="first")
    assert errors.calls == []
    expected = train([TEXT.encode()], 5, tie="first", pretokenizer="gpt4")
    assert window.run.rules == expected.rules
    assert window.run.pretokenizer == "gpt4"
    model = window.documents_model
    # rows in order of first occurrence: "a", " cat", " and", " the", ...; " the" stands
    # 3 times, " and" twice ("the" at the start of a line is a piece of its own)
    assert model.label_lines(0)[0] == "row-4 ×3"
    assert window.run.document_bytes(0) == b" the"
    assert model.label_lines(1)[0] == "row-3 ×2"
    assert window.run.document_bytes(1) == b" and"


def test_bad_piece_table_names_the_row_and_keeps_the_run(window, errors, tmp_path):
    window.load_example("overlap")
    old = window.run
    bad = tmp_path / "bad.json"
    rows = [{"piece": " a", "count": 2}, {"piece": " b", "count": 0}]
    bad.write_text(
        json.dumps({"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt4", "pieces": rows})
    )
    window.open_path(bad)
    assert len(errors.calls) == 1
    assert "bad.json row 2: count 0 is not positive" in errors.calls[0][1]
    assert window.run is old


def test_a_piece_table_run_saved_from_the_window_opens_again(window, errors, tmp_path):
    """The saved rows keep their weights, so the validator's replacement counts agree."""
    from bpe_viewer.core.formats.run_json import run_to_json

    table = tmp_path / "p.json"
    save_piece_table(
        count_pieces([_write(tmp_path / "four.txt", FOUR)], "gpt4", unit="line"), table
    )
    window.open_path(table, merges=5)
    trained = window.run
    assert [d.weight for d in trained.documents] == [4, 2, 2, 2, 1, 1]
    saved = tmp_path / "pr.bpe-run.json"
    assert window.files.save_run(str(saved))
    window.open_path(saved)
    assert errors.calls == []
    assert window.run is not trained
    assert run_to_json(window.run) == run_to_json(trained)
    # 'he' made 6 times, as in the text: 4 in "the", 2 in " the".
    assert window.run.token_frequency(256, 1) == 6


FOUR = "the cat sat\nthe cat ran\nthe dog sat\nthe the the\n"


def _write(path, text):
    path.write_text(text)
    return path


def test_a_word_table_run_is_not_exported_as_a_trace(window, errors, tmp_path):
    words = tmp_path / "words.json"
    words.write_text('{"low": 5, "lower": 2}')
    window.open_path(words, merges=3)
    assert errors.calls == [] and window.run.documents[0].weight == 5
    target = tmp_path / "w.trace"
    assert not window.files.export_trace(str(target))
    assert len(errors.calls) == 1
    assert "cannot hold weighted rows ('low ×5' stands 5 times)" in errors.calls[0][1]
    assert not target.exists()
