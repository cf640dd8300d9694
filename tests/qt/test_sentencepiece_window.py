"""The window with a SentencePiece BPE model: File ▸ Open shows its table with the model's
IDs, the Encode tab encodes the model's normalized text, and Replay on Corpus steps it."""

from __future__ import annotations

import pytest

from bpe_viewer.qt.models.vocabulary import VocabularyColumn

spm = pytest.importorskip("sentencepiece")


def _ids(model):
    return [model.data(model.index(row, VocabularyColumn.ID)) for row in range(model.rowCount())]


def test_open_a_sentencepiece_model(window, errors, sentencepiece_model, qtbot):
    sp = spm.SentencePieceProcessor(model_file=str(sentencepiece_model))
    window.open_path(sentencepiece_model)
    assert not errors.calls
    run = window.session.run
    assert run.kind == "table" and run.codec is not None
    window.round_cursor.last()
    ids = _ids(window.vocabulary_model)
    hello = sp.piece_to_id("▁hello")
    assert f"{run.own_id(hello)} ({hello})" in ids
    assert "256 (—)" in ids  # e2 96, the first two bytes of ▁: no piece of its own
    window.round_cursor.first()
    assert window.candidates_model.explanation().startswith(
        "Imported table: rule of rank 0 is (226 (—), 150 (—)) → token 256 (bytes of a character "
        f"with no ID of its own in {sentencepiece_model}); no corpus"
    )
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text("hello  world")
    panel.encode_now()
    tokens = list(panel.result.tokens)
    # the panel encodes the normalized text ▁hello▁world: two pieces, as sentencepiece
    assert [run.source_id(t) for t in tokens] == sp.encode("hello  world")


def test_replay_a_sentencepiece_model_on_a_corpus(window, errors, sentencepiece_model, tmp_path):
    sp = spm.SentencePieceProcessor(model_file=str(sentencepiece_model))
    window.open_path(sentencepiece_model)
    corpus = tmp_path / "c.txt"
    corpus.write_text("the lazy  dog", encoding="utf-8")
    assert window.session.replay_on(corpus)
    run = window.session.run
    assert run.kind == "replay" and run.document_bytes(0) == "▁the▁lazy▁dog".encode()
    assert [sid for sid, _ in run.codec.pieces(run, run.final_tokens(0))] == sp.encode(
        "the lazy  dog"
    )
    assert not errors.calls


@pytest.mark.parametrize("text", ["hello  world", "the lazy ☃☃ dog", "мир ☃ 東京"])
def test_the_encode_tab_speaks_the_models_ids(window, errors, sentencepiece_model, qtbot, text):
    sp = spm.SentencePieceProcessor(model_file=str(sentencepiece_model))
    window.open_path(sentencepiece_model)
    run = window.session.run
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text(text)
    panel.encode_now()
    expected = sp.encode(text)
    assert run.encode(text) == expected
    tokens = list(panel.result.tokens)
    assert tokens != expected  # the table's own IDs, not the model's
    # the chips together copy the model's IDs (one <unk> for a run of unknown bytes)
    assert panel.tokens_model.copied_ids() == expected
    model = panel.tokens_model
    for row, token in enumerate(tokens):
        chip = model.chip(row)
        tip = model.data(model.index(row), 3)
        if run.source_id_text(token) != "—":  # a piece: its ID, and both in the tooltip
            assert chip.id_text == str(run.source_id(token))
            assert tip.startswith(f"{token} ({chip.shown_id}): ")
        else:  # bytes of a character no piece holds: the library's <unk>, once
            assert chip.id_text in {str(sp.unk_id()), "—"}
            assert tip.startswith(f"{token} (—): ")
    assert not errors.calls


def test_the_decode_check_names_the_models_normalized_text(
    window, errors, sentencepiece_model, qtbot
):
    window.open_path(sentencepiece_model)
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text("hello  world")
    panel.encode_now()
    assert panel.result.typed == b"hello  world"
    assert panel.result.data == "▁hello▁world".encode()
    assert panel.statistics_text().endswith(
        "decoding gives the normalized text, not x: decode(encode(x)) == normalized x: yes"
    )
    assert not errors.calls


def test_allow_special_is_off_for_a_model_as_in_the_api(window, errors, sentencepiece_model, qtbot):
    window.open_path(sentencepiece_model)
    panel = window.encode_panel
    assert window.session.run.special_tokens  # <s>, </s>: control pieces
    assert not panel.special_check.isEnabled() and not panel.special_check.isChecked()
    assert panel.special_check.toolTip() == (
        "Special-token recognition does not apply to a SentencePiece model (its IDs are the "
        "model's, and it reads the text of control pieces as text)"
    )
    sp = spm.SentencePieceProcessor(model_file=str(sentencepiece_model))
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text("a</s>")
    panel.encode_now()
    assert panel.tokens_model.copied_ids() == sp.encode("a</s>")
    assert not errors.calls
