"""Train ▸ Training Settings: Unicode normalization and where the special tokens' IDs go,
applied to the run, shown in the title and the vocabulary, put back by Restore Defaults."""

from __future__ import annotations

from bpe_viewer.core.normalize import Normalizer
from bpe_viewer.qt.models.vocabulary import VocabularyColumn
from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def _ids(model):
    return [model.data(model.index(row, VocabularyColumn.ID)) for row in range(model.rowCount())]


def test_settings_normalize_and_special_ids(window, qtbot, errors, tmp_path, monkeypatch):
    corpus = tmp_path / "notes.txt"
    corpus.write_text("cafe\u0301 caf\u00e9 <|endoftext|> ｆｕｌｌ <|pad|> cafe\u0301", "utf-8")
    window.open_path(corpus)
    assert window.run.normalizer is None

    def choose(dialog):
        dialog.special.setText("<|endoftext|> <|pad|>")
        dialog.normalize.setCurrentIndex(dialog.normalize.findData("nfkc"))
        dialog.special_ids.setCurrentIndex(dialog.special_ids.findData("after-bytes"))
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", choose)
    window.action_map["settings"].trigger()
    assert not errors.calls
    run = window.run
    assert (run.normalizer, run.special_ids) == (Normalizer.of("NFKC"), "after-bytes")
    # the documents are the NFKC text: é composed, ｆｕｌｌ as full
    assert run.document_bytes(0) == "café café <|endoftext|> full <|pad|> café".encode()
    assert run.encode("<|endoftext|><|pad|>", allow_special=True) == [256, 257]
    assert window.windowTitle().endswith(
        "normalizer NFKC, special tokens <|endoftext|> <|pad|>, special IDs after the bytes "
        "— bpe-viewer"
    )
    # the encode panel shows the text typed and the NFKC bytes the rules apply to
    panel = window.encode_panel
    panel.set_run(run)
    with qtbot.waitSignal(panel.input_encoded, timeout=2000):
        panel.set_text("ｆｕｌｌ cafe\u0301")
    assert panel.result is not None and panel.result.data == "full café".encode()
    assert list(panel.result.tokens) == run.encode_tokens("ｆｕｌｌ cafe\u0301".encode())
    assert "the 19 bytes typed are encoded as these 10" in panel.note_label.text()
    window.round_cursor.last()
    ids = _ids(window.vocabulary_model)
    first = run.rules[0].token_id
    assert f"{first} (258)" in ids  # the first merge is 258 in this layout
    seen = {}

    def restore(dialog):
        seen["before"] = (dialog.normalize_name(), dialog.special_ids_name())
        dialog.restore_button.click()
        seen["after"] = (dialog.normalize_name(), dialog.special_ids_name())
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", restore)
    window.action_map["settings"].trigger()
    assert seen == {"before": ("nfkc", "after-bytes"), "after": (None, "after-merges")}
    assert (window.run.normalizer, window.run.special_ids) == (None, "after-merges")
