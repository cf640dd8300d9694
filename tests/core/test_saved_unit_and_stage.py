"""A saved run keeps the document unit and the stage on screen (docs/rules.md s7.1)."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.corpus import corpus_from_texts
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_to_json, save_run


def test_a_saved_run_keeps_its_unit_and_stage(tmp_path):
    corpus = corpus_from_texts(["aaa\n\naba"], unit="paragraph")
    run = train(corpus, 2)
    assert run.unit == "paragraph"
    path = tmp_path / "r.bpe-run.json"
    save_run(run, path, stage=1)
    data = json.loads(path.read_text())
    assert (data["minor_version"], data["unit"], data["stage"]) == (2, "paragraph", 1)
    again = load_run(path)
    assert (again.unit, again.saved_stage) == ("paragraph", 1)
    # No stage given: none stored, none read back; a stage past the end is clamped.
    assert "stage" not in run_to_json(run)
    assert run_to_json(run, stage=9)["stage"] == 2
    assert load_run(_saved(tmp_path, run, stage=None)).saved_stage is None


def _saved(tmp_path, run, **members):
    data = run_to_json(run)
    for key, value in members.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    path = tmp_path / "edited.bpe-run.json"
    path.write_text(json.dumps(data))
    return path


def test_a_saved_stage_or_unit_that_does_not_fit_is_one_line(tmp_path):
    run = train(corpus_from_texts(["aaa", "aba"]), 2)
    with pytest.raises(RunFileError) as err:
        load_run(_saved(tmp_path, run, stage=3))
    assert str(err.value).endswith("edited.bpe-run.json: stage 3 is past the run's last stage (2)")
    with pytest.raises(RunFileError) as err:
        load_run(_saved(tmp_path, run, unit="chapter"))
    assert str(err.value).endswith("edited.bpe-run.json: unit 'chapter' is not a document unit")


def test_a_1_1_reader_accepts_a_1_2_file():
    """The major version stays 1: the 1.1 schema (without unit and stage) ignores them."""
    import copy

    import jsonschema

    from bpe_viewer.core.formats.run_json import SCHEMA

    run = train(corpus_from_texts(["aaa\n\naba"], unit="paragraph"), 2)
    data = run_to_json(run, stage=2)
    old_schema = copy.deepcopy(SCHEMA)
    del old_schema["properties"]["unit"], old_schema["properties"]["stage"]
    assert (data["version"], data["unit"], data["stage"]) == (1, "paragraph", 2)
    jsonschema.validate(data, old_schema)
