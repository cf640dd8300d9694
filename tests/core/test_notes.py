"""Teacher's notes in the saved run: format 1.1, backward compatible (docs/rules.md s7.1)."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import SCHEMA, load_run, run_from_json, run_to_json, save_run
from bpe_viewer.core.notes import RunNotes
from bpe_viewer.core.validate import RunCheckError, check_run

#: A run saved before notes existed (format 1.0): aaa / aba, 2 merges (docs/rules.md s2
#: worked values: (97, 97) count 2, replaced once -> 256; then a three-way tie at 1,
#: (97, 98) smallest -> 257).
OLD_RUN = {
    "format": "bpe-viewer-run",
    "version": 1,
    "tie": "smallest",
    "requested_merges": 2,
    "source": "example",
    "special_tokens": [],
    "documents": [
        {"id": "doc-1", "partition": "train", "label": "aaa", "tokens": [256, 97]},
        {"id": "doc-2", "partition": "train", "label": "aba", "tokens": [257, 97]},
    ],
    "rules": [[97, 97, 2, 1], [97, 98, 1, 1]],
    "rounds": [
        {"distinct_pairs": 3, "tied": 1, "candidates": [[97, 97, 2], [97, 98, 1], [98, 97, 1]]},
        {"distinct_pairs": 3, "tied": 3, "candidates": [[97, 98, 1], [98, 97, 1], [256, 97, 1]]},
    ],
}


def test_a_version_1_0_file_still_loads(tmp_path):
    path = tmp_path / "old.bpe-run.json"
    path.write_text(json.dumps(OLD_RUN))
    run = load_run(path)
    assert [(r.left, r.right) for r in run.rules] == [(97, 97), (97, 98)]
    assert run.notes == RunNotes() and not run.notes
    # Re-saved, it says the oldest minor version that reads it whole (1.1: nothing of 1.2
    # in it) and has no notes member (nothing to say).
    save_run(run, tmp_path / "again.bpe-run.json")
    data = json.loads((tmp_path / "again.bpe-run.json").read_text())
    assert (data["version"], data["minor_version"]) == (1, 1) and "notes" not in data
    # The stage on screen is a 1.2 member.
    save_run(run, tmp_path / "staged.bpe-run.json", stage=1)
    data = json.loads((tmp_path / "staged.bpe-run.json").read_text())
    assert (data["minor_version"], data["stage"]) == (2, 1)


def test_notes_survive_save_and_load(tmp_path):
    run = train([b"ABCDCDABCDCDE"], 3)
    run.notes = (
        RunNotes().with_run("Ties in rounds 1 and 2.").with_stage(1, "Ask: which wins?\nWhy?")
    )
    run.notes = run.notes.with_stage(3, "The end: 5 tokens.")
    path = tmp_path / "n.bpe-run.json"
    save_run(run, path)
    data = json.loads(path.read_text())
    assert data["notes"] == {
        "run": "Ties in rounds 1 and 2.",
        "stages": [
            {"stage": 1, "text": "Ask: which wins?\nWhy?"},
            {"stage": 3, "text": "The end: 5 tokens."},
        ],
    }
    back = load_run(path)
    assert back.notes == run.notes
    assert back.notes.stage(1) == "Ask: which wins?\nWhy?" and back.notes.stage(0) == ""


def test_a_1_0_reader_accepts_a_1_1_file():
    """Version stays 1 and the 1.0 schema (without the new members) ignores them."""
    run = train([b"ABCDCDABCDCDE"], 3)
    run.notes = RunNotes().with_run("a note")
    data = run_to_json(run)
    old_schema = copy.deepcopy(SCHEMA)
    del old_schema["properties"]["notes"], old_schema["properties"]["minor_version"]
    assert data["version"] == 1
    jsonschema.validate(data, old_schema)


def test_a_later_minor_version_loads_ignoring_what_it_adds():
    data = copy.deepcopy(OLD_RUN)
    data.update(minor_version=5, slides={"theme": "dark"})
    data["notes"] = {"run": "kept", "colour": "green"}
    assert run_from_json(data, "later.json").notes == RunNotes("kept")


@pytest.mark.parametrize(
    ("notes", "message"),
    [
        ({"stages": [{"stage": 3, "text": "x"}]}, "bad.json: notes: stage note 0 is for stage 3"),
        (
            {"stages": [{"stage": 1, "text": "x"}, {"stage": 1, "text": "y"}]},
            "bad.json: notes: stage 1 has two notes",
        ),
        ({"run": 5}, "bad.json: at notes/run: 5 is not of type 'string'"),
        ({"stages": [{"stage": -1, "text": "x"}]}, "bad.json: at notes/stages/0/stage"),
    ],
)
def test_bad_notes_are_one_line_errors(notes, message):
    data = copy.deepcopy(OLD_RUN)
    data["notes"] = notes
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(")) as err:
        run_from_json(data, "bad.json")
    assert "\n" not in str(err.value)


def test_the_validator_checks_notes_of_any_run():
    run = train([b"aaa", b"aba"], 2)
    run.notes = RunNotes(stages=((0, "start"), (2, "end")))
    assert check_run(run, "r") is run
    run.notes = RunNotes(stages=((3, "past the end"),))
    with pytest.raises(RunCheckError, match=r"^r: notes: a note for stage 3, outside 0\.\.2$"):
        check_run(run, "r")


def test_blank_notes_are_not_kept():
    notes = RunNotes().with_stage(2, "x").with_stage(1, "y").with_run("r")
    assert notes.stages == ((1, "y"), (2, "x"))
    notes = notes.with_stage(2, "  \n").with_run("")
    assert notes == RunNotes(stages=((1, "y"),))
    with pytest.raises(ValueError):
        notes.with_stage(-1, "x")


def test_clipped_keeps_the_stages_of_a_shorter_run():
    notes = RunNotes("r", ((0, "a"), (2, "b"), (3, "c")))
    assert notes.clipped(2) == RunNotes("r", ((0, "a"), (2, "b")))
