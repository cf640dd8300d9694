"""Training settings: the merge count can be given as a vocabulary size (docs/rules.md s2.8)."""

from __future__ import annotations

from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def test_vocab_size_and_merges_follow_each_other(qtbot):
    dialog = TrainingSettingsDialog(TrainingSpec(merges=10, special_tokens=(b"<|e|>",)))
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
    assert dialog.spec().vocab_size is None  # the merge count was given last


def test_a_vocabulary_size_given_last_is_kept_as_one(qtbot):
    dialog = TrainingSettingsDialog(TrainingSpec(merges=10))
    qtbot.addWidget(dialog)
    dialog.vocab_size.setValue(300)
    assert (dialog.spec().vocab_size, dialog.spec().merge_count) == (300, 44)
    # a special token typed takes its entry from the merges: the size stays 300
    dialog.special.setText("<|e|>")
    assert (dialog.vocab_size.value(), dialog.merges.value()) == (300, 43)
    assert (dialog.spec().vocab_size, dialog.spec().merge_count) == (300, 43)
    # a stored vocabulary size opens as one
    again = TrainingSettingsDialog(dialog.spec())
    qtbot.addWidget(again)
    assert (again.vocab_size.value(), again.merges.value(), again.by_vocab_size) == (300, 43, True)
