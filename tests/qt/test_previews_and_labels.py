"""Previews show control bytes as ⟨1b⟩ (never as boxes); the Compare tab's explanation
reads as a note, not as an error."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QLabel

from bpe_viewer.core.characters import text_preview


def test_text_preview_marks_control_bytes_and_whole_characters():
    assert text_preview(b"\x1b[1mbold\x1b[0m\tend\n", 40) == "⟨1b⟩[1mbold⟨1b⟩[0m\\tend\\n"
    assert text_preview("мир".encode() * 40, 10) == "мирмирмир…"
    assert text_preview(b"abc", 3) == "abc"
    assert text_preview(b"\xff ok", 10) == "⟨ff⟩ ok"


def test_the_unit_dialog_preview_shows_esc_as_hex(window, monkeypatch, tmp_path):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    corpus = tmp_path / "colours.txt"
    corpus.write_bytes(b"\x1b[31mred\x1b[0m line\nsecond line\n")
    previews = []

    def look(dialog):
        previews.extend(
            label.text()
            for label in dialog.findChildren(QLabel)
            if label.text().startswith(("⟨", "1.", "  ")) or "red" in label.text()
        )
        dialog.buttons["line"].setChecked(True)
        return 1

    monkeypatch.setattr(UnitChoiceDialog, "exec", look)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(corpus), ""))
    )
    window.action_map["open"].trigger()
    assert previews, "no preview label"
    assert any("⟨1b⟩[31mred⟨1b⟩[0m line" in text for text in previews), previews
    assert not any("\x1b" in text or "\ufffd" in text for text in previews)
    assert len(window.run.documents) == 2


def test_why_they_part_reads_as_a_note_not_an_error(monkeypatch, window, tmp_path):
    from bpe_viewer.qt.palette import Palette

    merges = tmp_path / "merges.txt"
    merges.write_text("#version: 0.2\nC D\nCD CD\nB CDCD\n", encoding="utf-8")
    window.load_example("abcd")  # parts from these merges at round 1
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(merges), ""))
    )
    window.action_map["compare_beside"].trigger()
    box = window.compare_view.explanation
    assert not box.isHidden() and "Why they part at round 1" in box.text()
    style = box.styleSheet()
    assert Palette.NOTE_FILL.name() in style and Palette.NOTE_BORDER.name() in style
    assert Palette.DIFFER_FILL.name() not in style and Palette.DIFFER_BORDER.name() not in style


def test_fitted_lines_are_whole_and_end_in_an_ellipsis(qapp):
    from PySide6.QtGui import QFont, QFontMetrics

    from bpe_viewer.qt.widgets.whole_lines import fitted_lines

    font = QFont()
    spacing = QFontMetrics(font).lineSpacing()
    text = "doc-1\n66 B → 18 tok\n" + "word " * 60
    lines = fitted_lines(text, font, 160, 3 * spacing + 10)  # room for 3 and a bit
    assert len(lines) == 3
    assert lines[:2] == ["doc-1", "66 B → 18 tok"]
    assert lines[2].startswith("word word") and lines[2].endswith("…")
    assert fitted_lines("short", font, 160, 1) == ["short"]  # at least one line


def test_document_labels_are_never_cut_through_a_line(qtbot, shown_window):
    from PySide6.QtGui import QFontMetrics

    from bpe_viewer.qt.models.documents import DocumentColumn

    w = shown_window
    # one short row of chips; in a narrow label column the text wraps to more lines
    # than the row's height holds
    w.load_text("hello world again and again and more words to read")
    table = w.documents_panel.table
    table.horizontalHeader().resizeSection(DocumentColumn.DOCUMENT, 110)
    table.fit_visible_rows()
    # a row only as tall as its least (three lines and a margin): the text's second line
    # does not fit whole
    fm = QFontMetrics(table.font())
    table.verticalHeader().resizeSection(0, 3 * fm.height() + 10)
    rect = table.visualRect(w.documents_model.index(0, DocumentColumn.DOCUMENT))
    image = table.viewport().grab(rect).toImage()
    image.save("/tmp/newB-shots/8-label-cell.png")
    spacing = QFontMetrics(table.font()).lineSpacing()
    dark = [
        y
        for y in range(image.height())
        if any(image.pixelColor(x, y).lightness() < 120 for x in range(image.width()))
    ]
    assert dark
    # the ink ends within the whole lines the cell holds, the last of them ending in …
    whole = (image.height() - 2) // spacing
    assert max(dark) < 2 + whole * spacing + 2, (max(dark), whole, spacing, image.height())
