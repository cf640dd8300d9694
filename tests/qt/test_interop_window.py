"""The window with other libraries' tables: File ▸ Open of a table, File ▸ Export Table ▸ …,
Train ▸ Replay on Corpus…"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from bpe_viewer.core import load, train
from bpe_viewer.core.interop import export
from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols
from bpe_viewer.qt.models.candidates import CORPUS_MARK, TABLE_MARK
from bpe_viewer.qt.models.vocabulary import VocabularyColumn


@pytest.fixture
def table_folder(tmp_path):
    """vocab.json + merges.txt with IDs of their own: special 0, bytes 1..256, merges 257.."""
    vocab = {"<|endoftext|>": 0}
    vocab.update({bytes_to_symbols(bytes([b])): b + 1 for b in range(256)})
    vocab["aa"] = 257
    vocab["ab"] = 258
    folder = tmp_path / "table"
    folder.mkdir()
    (folder / "vocab.json").write_text(json.dumps(vocab), "utf-8")
    (folder / "merges.txt").write_text("#version: 0.2\na a\na b\n", "utf-8")
    return folder


def _cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def test_open_a_table_shows_source_ids_and_ranks(window, errors, table_folder):
    window.open_path(table_folder)
    assert not errors.calls
    run = window.session.run
    assert run.kind == "table" and run.merge_count == 2
    window.round_cursor.last()
    model = window.vocabulary_model
    rows = {_cell(model, r, VocabularyColumn.ID): r for r in range(model.rowCount())}
    # our ID, the table's own in brackets; the rank beside it
    assert _cell(model, rows["256 (257)"], VocabularyColumn.RANK) == "0"
    assert _cell(model, rows["257 (258)"], VocabularyColumn.RANK) == "1"
    assert _cell(model, rows["257 (258)"], VocabularyColumn.CANDIDATES) == ""  # no corpus
    window.round_cursor.first()
    assert "Imported table" in window.candidates_model.explanation()
    # every ID named as the vocabulary names it: this run's, then the table's
    assert window.candidates_model.explanation().startswith(
        "Imported table: rule of rank 0 is (97 (98), 97 (98)) → token 256 (257); no corpus"
    )


def test_export_menu_writes_every_format(window, errors, tmp_path, monkeypatch):
    window.session.set_run(train([b"aaa aba <|e|> aaa"], 3, special_tokens=["<|e|>"]))
    targets = {
        "export_hf": str(tmp_path / "tokenizer.json"),
        "export_tiktoken": str(tmp_path / "t.tiktoken"),
        "export_minbpe": str(tmp_path / "m.model"),
    }
    for key, target in targets.items():
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", staticmethod(lambda *a, t=target: (t, ""))
        )
        window.action_map[key].trigger()
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *a: str(tmp_path / "vm"))
    )
    window.action_map["export_vocab_merges"].trigger()
    assert not errors.calls
    rules = [(r.left, r.right) for r in window.session.run.rules]
    for opened in (*targets.values(), tmp_path / "vm"):
        assert [(r.left, r.right) for r in load(opened).rules] == rules
    menu_texts = [a.text() for a in window.export_menu.actions()]
    assert menu_texts[0] == "&Hugging Face tokenizer.json…"


def test_export_refusal_is_a_message_and_the_window_stays(window, errors, tmp_path, monkeypatch):
    window.session.set_run(train([b"ab\xffc"], 2, special_tokens=[b"\xfe\xfe"]))
    target = str(tmp_path / "x.json")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: (target, "")))
    window.action_map["export_hf"].trigger()
    assert len(errors.calls) == 1 and "not UTF-8 text" in errors.calls[0][1]
    assert window.session.run is not None and not (tmp_path / "x.json").exists()


def test_replay_on_corpus_marks_the_corpus_choice(window, errors, tmp_path, monkeypatch):
    table = train([b"aaa", b"aba"], 2)  # (a,a) -> 256, (a,b) -> 257
    window.session.set_run(table)
    corpus = tmp_path / "corpus.txt"
    corpus.write_bytes(b"abab")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(corpus), "")))
    window.action_map["replay"].trigger()
    assert not errors.calls
    run = window.session.run
    assert run.kind == "replay" and run.merge_count == 2
    window.round_cursor.first()
    model = window.candidates_model
    # round 0: the table's rule (a,a) never occurs; the corpus would take (a,b), count 2
    assert _cell(model, 0, 0) == TABLE_MARK
    assert (model.candidate(0).left, model.candidate(0).right, model.candidate(0).count) == (
        97,
        97,
        0,
    )
    assert _cell(model, 1, 0) == CORPUS_MARK
    assert (model.candidate(1).left, model.candidate(1).right, model.candidate(1).count) == (
        97,
        98,
        2,
    )
    assert "never occurs" in model.explanation()
    window.round_cursor.step(1)
    assert "also the corpus's own choice" in model.explanation()
    assert "first difference at round 0" in window.note_label.text()


def test_replay_of_an_imported_table_keeps_its_ids(window, errors, table_folder, tmp_path):
    window.open_path(table_folder)
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab")
    assert window.session.replay_on(corpus)
    run = window.session.run
    assert run.kind == "replay" and run.encode("aab") == [257, 99]
    assert not errors.calls


def test_replay_needs_a_corpus(window, errors, table_folder, tmp_path):
    window.session.set_run(train([b"aaa"], 1))
    assert not window.session.replay_on(table_folder)
    assert errors.calls and "needs a corpus" in errors.calls[-1][1]
    assert window.session.run.kind == "training"


def test_table_screenshots(window, table_folder, tmp_path):
    path = tmp_path / "tokenizer.json"
    export(train([b"the cat sat on the mat"], 8), "hf", path)
    window.open_path(path)
    window.round_cursor.last()
    assert not window.grab().isNull()


def test_replay_marks_the_corpus_choice_only_where_it_differs(window, errors, tmp_path):
    # the table's rule 0 is (32, 208) (" " + the first byte of "д"); the corpus "e e ... д д"
    # holds (101, 32) 27 times, (32, 101) 26 times and (32, 208) 23 times: it would take
    # (101, 32), so row 1 is its choice; row 2 is no one's
    window.session.set_run(train([" д".encode()], 1))
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(("e " * 27 + " д" * 23).encode())
    assert window.session.replay_on(corpus)
    window.round_cursor.first()
    model = window.candidates_model
    rows = [
        (model.candidate(r).left, model.candidate(r).right, model.candidate(r).count)
        for r in range(3)
    ]
    assert rows == [(32, 208, 23), (101, 32, 27), (32, 101, 26)]
    assert [_cell(model, r, 0) for r in range(3)] == [TABLE_MARK, CORPUS_MARK, ""]
    from bpe_viewer.core.explain import narrate_round

    text = narrate_round(window.session.run, 0)
    assert "has the highest count" not in text
    assert "the corpus would take (101, 32), count 27" in text
    # the table replayed on its own corpus agrees: the table's row is the corpus's choice
    # too, and no other row carries the corpus mark
    window.session.set_run(train([b"aaa", b"aba"], 2))
    own = tmp_path / "own.txt"
    own.write_bytes(b"aaa\naba")
    assert window.session.replay_on(own)
    window.round_cursor.first()
    assert model.rowCount() >= 2
    assert (model.candidate(0).left, model.candidate(0).right) == (97, 97)
    assert _cell(model, 0, 0) == TABLE_MARK
    assert CORPUS_MARK not in [_cell(model, r, 0) for r in range(model.rowCount())]
    assert "also the corpus's own choice" in narrate_round(window.session.run, 0)
    assert not errors.calls


def test_a_table_without_corpus_says_so_instead_of_counts(window, errors, table_folder):
    window.open_path(table_folder)
    window.round_cursor.set_value(1)
    from bpe_viewer.core.explain import narrate_round

    text = narrate_round(window.session.run, 1)
    assert text.startswith(
        "Round 1: the table's rule of rank 1 merges (97 (98), 98 (99)) into token 257 (258) `ab`"
    )
    assert "has no corpus, so there are no counts" in text
    for wrong in ("highest count", "counted at", "replaced", "go from"):
        assert wrong not in text
    window.inspector.show_token(
        window.session.run, 257, 2
    )  # our 257 is the table's 258, made by rank 1
    assert "no corpus" in window.inspector.survival_label.text()
    assert "merged all" not in window.inspector.survival_label.text()
    assert "count 0" not in window.inspector.origin_label.text()
    assert not errors.calls


def test_a_replayed_tables_ids_are_named_as_the_vocabulary_names_them(
    window, errors, table_folder, tmp_path
):
    from bpe_viewer.core.explain import narrate_round

    window.open_path(table_folder)
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab aab")
    assert window.session.replay_on(corpus)
    run = window.session.run
    window.round_cursor.first()
    model = window.candidates_model
    assert model.explanation().startswith("Table rule (97 (98), 97 (98)), count ")
    tip = _cell(model, 0, 1, Qt.ItemDataRole.ToolTipRole)
    assert "pair (97 (98), 97 (98))" in tip and "left  97 (98): 61 " in tip
    assert " becomes token 256 (257) `aa`" in narrate_round(run, 0)
    window.select_token(257)
    assert window.inspector.id_label.text() == "257 (258)"
    assert window.inspector.origin_label.text() == (
        "later, in round 1 (not in the vocabulary yet) from (97 (98), 98 (99)); count 1, 1 replaced"
    )
    assert not errors.calls
