"""What a new user meets first: settings that carry over, the document unit, small defects.

Each test drives the window as a user would: actions triggered, dialogs answered, keys sent.
"""

from __future__ import annotations

from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def test_restore_defaults_in_training_settings(window, settings, monkeypatch, tmp_path):
    settings.merges = 3
    settings.tie = "largest"
    corpus = tmp_path / "notes.txt"
    corpus.write_bytes(b"the cat sat on the mat; the cat ate the hat")
    window.open_path(corpus)
    assert (window.run.requested_merges, window.run.tie) == (3, "largest")

    def pick_gpt2(dialog):
        dialog.pretokenizer.setCurrentIndex(dialog.pretokenizer.findData("gpt2"))
        dialog.special.setText("<|endoftext|>")
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", pick_gpt2)
    window.action_map["settings"].trigger()
    assert window.run.pretokenizer == "gpt2" and window.run.special_tokens == (b"<|endoftext|>",)

    seen = {}

    def restore(dialog):
        dialog.restore_button.click()
        seen["fields"] = (
            dialog.merges.value(),
            dialog.tie.currentData(),
            dialog.unit.currentData(),
            dialog.pretokenizer.currentData(),
            dialog.special.text(),
        )
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", restore)
    window.action_map["settings"].trigger()
    # gui --help's documented defaults.
    assert seen["fields"] == (50, "smallest", "file", "none", "")
    run = window.run
    assert (run.requested_merges, run.tie, run.pretokenizer, run.special_tokens) == (
        50,
        "smallest",
        "none",
        (),
    )
    assert (settings.merges, settings.tie, settings.unit) == (50, "smallest", "file")
