"""``bpe-viewer gui … --screenshot``: its messages in the style of every other command,
the image name checked against the format written, and a text file of several lines cut
as the window's dialog would suggest, said in one line."""

from __future__ import annotations

import base64

import pytest

from bpe_viewer.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_empty_file_is_said_as_train_says_it(qapp, capsys, tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    code, _, train_err = run_cli(capsys, "train", empty)
    assert code == 2
    code, _, gui_err = run_cli(capsys, "gui", empty, "--screenshot", tmp_path / "x.png")
    assert code == 2
    assert gui_err.strip() == train_err.strip() == f"bpe-viewer: error: {empty}: file is empty"
    assert not (tmp_path / "x.png").exists()


def test_window_message_names_the_file_once(window, errors, tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    window.open_path(empty)
    message = errors.calls[-1][1].splitlines()[0]
    assert message == f"Could not open {empty}: file is empty"


@pytest.mark.parametrize(
    ("option", "name", "said"),
    [
        ("--screenshot", "out.txt", "ends in .txt; give a name ending in .png"),
        ("--screenshot", "out", "has no suffix; give a name ending in .png"),
        ("--screenshot", "out.jpg", "ends in .jpg; give a name ending in .png"),
        ("--gif", "anim.png", "ends in .png; give a name ending in .gif"),
    ],
)
def test_image_name_must_say_its_format(qapp, capsys, tmp_path, option, name, said):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab")
    target = tmp_path / name
    code, out, err = run_cli(capsys, "gui", corpus, option, target)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"bpe-viewer: error: {option} {target}: ")
    assert said in lines[0]
    assert not target.exists()


def test_upper_case_png_suffix_is_a_png(qapp, capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab")
    code, out, err = run_cli(capsys, "gui", corpus, "--screenshot", tmp_path / "SHOT.PNG")
    assert code == 0, err


@pytest.mark.parametrize(
    ("text", "unit", "count"),
    [
        (b"one line\nsecond line\n\nthird paragraph\n", "paragraph", "2 documents"),
        (b"one line\nsecond line\nthird\n", "line", "3 documents"),
    ],
)
def test_screenshot_of_several_lines_uses_the_dialogs_suggestion(
    qapp, capsys, tmp_path, text, unit, count
):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    notes = tmp_path / "notes.txt"
    notes.write_bytes(text)
    dialog = UnitChoiceDialog(notes, text)
    preselected = next(k for k, b in dialog.buttons.items() if b.isChecked())
    dialog.deleteLater()
    assert preselected == unit
    shot = tmp_path / "s.png"
    code, out, err = run_cli(capsys, "gui", notes, "--screenshot", shot, "--merges", 2)
    assert code == 0, err
    notes_lines = [line for line in err.splitlines() if "several lines" in line]
    assert notes_lines == [
        f"bpe-viewer: note: {notes} has several lines: one document per {unit} ({count}), "
        "as the window's dialog suggests; --unit file|line|paragraph|separator chooses another"
    ]
    code, chosen, err = run_cli(
        capsys, "gui", notes, "--screenshot", shot, "--merges", 2, "--unit", unit
    )
    assert code == 0 and "several lines" not in err
    assert out == chosen  # the same stages as with --unit given
    code, whole, err = run_cli(
        capsys, "gui", notes, "--screenshot", shot, "--merges", 2, "--unit", "file"
    )
    assert code == 0 and "several lines" not in err


def test_screenshot_of_one_line_says_nothing_of_units(qapp, capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab\n")
    code, out, err = run_cli(capsys, "gui", corpus, "--screenshot", tmp_path / "s.png")
    assert code == 0 and "several lines" not in err


def test_a_merge_table_of_several_lines_is_opened_without_a_unit(
    qapp, capsys, tmp_path, sentencepiece_model
):
    from bpe_viewer.qt.widgets.unit_dialog import head_to_ask_about

    minbpe = tmp_path / "m.model"
    minbpe.write_text("minbpe v1\n\n0\n97 97\n256 97\n", encoding="utf-8")
    ranks = tmp_path / "t.tiktoken"
    lines = [f"{base64.b64encode(bytes([b])).decode()} {b}" for b in range(256)]
    ranks.write_text("\n".join(lines) + "\n")
    for table in (minbpe, ranks, sentencepiece_model):
        assert head_to_ask_about(table) is None
    shot = tmp_path / "s.png"
    code, out, err = run_cli(capsys, "gui", sentencepiece_model, "--screenshot", shot)
    assert code == 0, err
    assert "several lines" not in err
    assert out == f"saved {shot} (stage 98 of 99)\n"
