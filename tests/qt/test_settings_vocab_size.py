"""Training settings: the merge count can be given as a vocabulary size (docs/rules.md s2.8)."""

from __future__ import annotations

from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def test_vocab_size_and_merges_follow_each_other(qtbot):
    dialog = TrainingSettingsDialog(10, "smallest", "file", special_tokens=(b"<|e|>",))
    qtbot.addWidget(dialog)
    # 256 bytes + 10 merges + 1 special token
    assert dialog.vocab_size.value() == 267
    dialog.vocab_size.setValue(300)
    assert dialog.merges.value() == 43
    dialog.merges.setValue(5)
    assert dialog.vocab_size.value() == 262
    dialog.special.setText("<|e|> <|pad|>")  # one more special token takes one more entry
    assert dialog.merges.value() == 5 and dialog.vocab_size.value() == 263
    assert dialog.vocab_size.minimum() == 258  # the bytes and the two special tokens
    assert dialog.values()[0] == 5
