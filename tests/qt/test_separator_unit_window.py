"""The separator-line unit in the window: the file-unit dialog offers it with its
preview and suggests it for a fortune file; ``gui --screenshot`` uses the same
suggestion (docs/rules.md s5)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog


def test_a_fortune_file_is_cut_at_its_separator_lines(window, monkeypatch, tmp_path):
    fortunes = tmp_path / "fortunes"
    fortunes.write_bytes(b"aaa\n%\naba\nab\n%\n%\nb\n%\n")
    seen = {}

    def answer(dialog):
        seen["suggested"] = dialog.unit()
        dialog.separator_edit.setText("#")  # no such line: the whole text, one document
        seen["#"] = dialog.buttons["separator"].text(), dialog.previews["separator"].text()
        dialog.separator_edit.setText("")
        seen["ok"] = dialog.ok_button.isEnabled()
        dialog.separator_edit.setText("%")
        seen["%"] = dialog.buttons["separator"].text(), dialog.previews["separator"].text()
        return 1

    monkeypatch.setattr(UnitChoiceDialog, "exec", answer)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(fortunes), ""))
    )
    window.action_map["open"].trigger()
    assert seen == {
        "suggested": "separator:%",
        "#": ("Separator line: 1 document", "1. aaa\\n%\\naba\\nab\\n%\\n%\\nb\\n%"),
        "ok": False,
        "%": ("Separator line: 3 documents", "1. aaa\n2. aba\\nab\n3. b"),
    }
    assert [window.run.document_bytes(i) for i in range(3)] == [b"aaa", b"aba\nab", b"b"]
    assert "unit separator '%'" in window.windowTitle()
    assert window.settings.file_unit(fortunes) == "separator:%"


def test_a_screenshot_of_a_fortune_file_cuts_it_at_the_separator(qapp, capsys, tmp_path):
    from bpe_viewer.cli import main

    fortunes = tmp_path / "fortunes"
    fortunes.write_bytes(b"aaa\n%\naba\n%\n")
    shot = tmp_path / "s.png"
    assert main(["gui", str(fortunes), "--screenshot", str(shot), "--merges", "2"]) == 0
    suggested, err = capsys.readouterr()
    assert [line for line in err.splitlines() if "several lines" in line] == [
        f"bpe-viewer: note: {fortunes} has several lines: one document per entry between "
        "'%' lines (2 documents), as the window's dialog suggests; "
        "--unit file|line|paragraph|separator chooses another"
    ]
    argv = ["gui", str(fortunes), "--screenshot", str(shot), "--merges", "2"]
    assert main([*argv, "--unit", "separator", "--separator", "%"]) == 0
    chosen, err = capsys.readouterr()
    assert chosen == suggested and "several lines" not in err


def test_training_settings_keep_a_separator_unit(window, monkeypatch, tmp_path):
    """OK in Train ▸ Training Settings on a fortune file keeps its entries (the unit box
    offers the separator unit it was opened with, chosen)."""
    from bpe_viewer.qt.widgets.dialogs import TrainingSettingsDialog

    fortunes = tmp_path / "fortunes"
    fortunes.write_bytes(b"aaa\n%\naba\n%\n")
    window.open_path(fortunes, unit="separator:%", merges=1)
    shown = {}

    def answer(dialog):
        shown["unit"] = dialog.unit.currentText()
        dialog.merges.setValue(2)
        return 1

    monkeypatch.setattr(TrainingSettingsDialog, "exec", answer)
    window.action_map["settings"].trigger()
    assert shown == {"unit": "each entry between '%' lines = one document"}
    assert (window.run.unit, window.run.merge_count) == ("separator:%", 2)
    assert [window.run.document_bytes(i) for i in range(2)] == [b"aaa", b"aba"]


def test_the_dialog_suggests_the_separator_for_fortune_files_only():
    from bpe_viewer.qt.widgets.unit_dialog import suggested_unit

    assert suggested_unit(b"one\n%\ntwo\n%\nthree\n") == "separator:%"
    assert suggested_unit(b"one\r\n%\r\ntwo\r\n%\r\n") == "separator:%"
    # one '%' line in a text is text: paragraphs, else lines, as before
    assert suggested_unit(b"50\n%\nof it\n\nmore\n") == "paragraph"
    assert suggested_unit(b"50\n%\nof it\n") == "line"
    assert suggested_unit(b"%\n%\n") == "line"  # separators and no entry
