"""Smaller kinds of hostile input in the window: each is one error line naming the file
and the previous run stays; a merge table of several lines is never asked about as text;
a failed export names its file once and leaves no folder behind."""

from __future__ import annotations

import errno
import json

import pytest

from bpe_viewer.core import safeio, train
from bpe_viewer.core.formats.run_json import run_to_json
from bpe_viewer.core.interop import export


@pytest.fixture
def loaded(window):
    window.load_text("hello hello", "file")
    assert window.run is not None
    return window.run


def open_refused(window, errors, path) -> str:
    before = len(errors.calls)
    window.open_path(path)
    assert len(errors.calls) == before + 1, errors.calls
    message, _, rest = errors.calls[-1][1].partition("\n\n")
    assert rest == "The current run stays loaded."
    assert "codec" not in message
    return message


def test_word_table_with_a_lone_surrogate(window, errors, loaded, tmp_path):
    path = tmp_path / "words.json"
    path.write_text('{"ab\\ud800": 3, "ab": 2}', encoding="utf-8")
    message = open_refused(window, errors, path)
    assert message == (
        f"Could not open {path}: word 'ab\\ud800' holds a lone surrogate (\\ud800) at "
        "character 3, which has no UTF-8 bytes"
    )
    assert window.run is loaded


def test_tiktoken_with_extra_padding(window, errors, loaded, tmp_path):
    path = tmp_path / "t.tiktoken"
    path.write_bytes(b"Yg== 0\nYWJh= 1\n")
    message = open_refused(window, errors, path)
    assert message == (
        f"Could not open {path} line 2: 'YWJh=' is not strict base64 (those bytes, 'aba', "
        "are written 'YWJh')"
    )
    assert window.run is loaded


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("requested_merges", 0, "requested_merges is 0 but the run holds 6 rules"),
        ("distinct_pairs", 1_000_000, "round 0: distinct_pairs=1000000 and tied=7"),
    ],
)
def test_saved_run_counts_that_cannot_be(window, errors, loaded, tmp_path, key, value, expected):
    data = run_to_json(train([b"abcdefgh"], 6))
    if key == "requested_merges":
        data[key] = value
    else:
        data["rounds"][0][key] = value
    path = tmp_path / "broken.bpe-run.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    message = open_refused(window, errors, path)
    assert message.startswith(f"Could not open {path}: {expected}")
    assert window.run is loaded


def test_a_model_file_of_several_lines_is_not_asked_about(window, errors, tmp_path):
    model = tmp_path / "base.model"
    export(train([b"the cat sat on the mat"], 6), "minbpe", model)
    assert model.read_bytes().count(b"\n") > 2
    from bpe_viewer.qt.widgets.unit_dialog import head_to_ask_about

    assert head_to_ask_about(model) is None
    assert window.files.ask_unit(model) == (True, None)  # no dialog: opened as a table
    assert window.files.open_file(model) and window.run.kind == "table"
    text = tmp_path / "two.txt"
    text.write_bytes(b"the cat\nthe hat\n")
    assert head_to_ask_about(text) is not None  # plain text of several lines still asks


def test_failed_table_export_names_the_file_once_and_leaves_no_folder(
    window, errors, loaded, tmp_path, monkeypatch
):
    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safeio, "_write_all", full)
    target = tmp_path / "new"
    assert window.files.export_table("vocab-merges", str(target)) is False
    assert errors.calls[-1][1] == (
        f"Could not export {target / 'vocab.json'}: cannot write (No space left on device)"
    )
    assert not target.exists()
