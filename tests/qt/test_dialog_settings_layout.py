"""Train ▸ Training Settings laid out whole in any font: every row label and field has
its room, nothing overlaps, and the notes (what the settings apply to, the example's own
settings) are shown in full."""

from __future__ import annotations

from layout_checks import outside, overlaps, squeezed, text_cut
from PySide6.QtWidgets import QLabel

from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog


def test_the_settings_dialog_and_its_notes_are_whole(qtbot):
    dialog = TrainingSettingsDialog(
        TrainingSpec(vocab_size=600, pretokenizer="gpt2", special_tokens=(b"<|endoftext|>",)),
        example="2 merges, tie policy smallest, one document per entry of overlap.json",
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    fields = [*dialog.row_labels, *dialog.row_labels.values()]
    assert squeezed(fields) == []
    assert text_cut(fields) == []
    assert outside(fields, dialog) == []
    assert overlaps(fields, dialog) == []
    for note in (dialog.applies_note, dialog.note):
        assert isinstance(note, QLabel) and note.isVisible()
        assert note.height() >= note.heightForWidth(note.width())  # every line shown
    text = dialog.applies_note.text()
    assert text.startswith("Files opened from the window train with these settings")
    assert text.endswith(
        "trains with 2 merges, tie policy smallest, one document per entry of overlap.json."
    )
    assert overlaps([dialog.applies_note, dialog.note], dialog) == []
