"""Training carries its settings as one TrainingSpec; the run records it and the saved
run keeps it (core/training.py, core/run.py, core/formats/run_json.py)."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.core import TrainingSpec, iter_training, train
from bpe_viewer.core.corpus import corpus_from_texts
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_from_json, run_to_json
from bpe_viewer.core.run import TrainingRun

DOCS = [b"aaa abab<e>aab", b"aba aab abab"]


def test_a_spec_trains_the_run_its_loose_settings_train():
    spec = TrainingSpec(merges=3, tie="first", pretokenizer="whitespace", special_tokens=(b"<e>",))
    by_spec = train(DOCS, spec=spec)
    loose = train(DOCS, 3, tie="first", pretokenizer="whitespace", special_tokens=["<e>"])
    assert [r.rule for r in by_spec.rounds] == [r.rule for r in loose.rounds]
    assert [by_spec.final_tokens(i) for i in range(2)] == [loose.final_tokens(i) for i in range(2)]
    assert by_spec.spec == spec
    assert loose.spec == spec


def test_loose_settings_are_recorded_as_one_spec():
    run = train(DOCS, vocab_size=259, keep=2, special_tokens=["<e>"], special_ids="after-bytes")
    assert run.spec == TrainingSpec(
        merges=2, vocab_size=259, keep=2, special_tokens=(b"<e>",), special_ids="after-bytes"
    )
    assert run.merge_count == 2 and run.requested_merges == 2


def test_iter_training_takes_a_spec_and_records_the_documents_unit():
    corpus = corpus_from_texts(["aaa", "aba"], unit="line")
    training = iter_training(corpus, spec=TrainingSpec(merges=1, tie="largest"))
    assert len(list(training)) == 1
    assert training.run.spec == TrainingSpec(merges=1, tie="largest", unit="line")


@pytest.mark.parametrize(
    ("loose", "named"),
    [
        ({"max_merges": 2}, "max_merges"),
        ({"tie": "first"}, "tie"),
        ({"vocab_size": 300}, "vocab_size"),
        ({"special_tokens": []}, "special_tokens"),
        ({"normalize": None}, "normalize"),
        ({"keep": 5, "pretokenizer": "gpt2"}, "keep, pretokenizer"),
    ],
)
def test_a_spec_and_a_loose_setting_together_are_refused(loose, named):
    with pytest.raises(ValueError) as err:
        train(DOCS, spec=TrainingSpec(merges=2), **loose)
    assert str(err.value) == (
        "give the training settings either as spec or as keyword arguments, "
        f"not both ({named} given with spec)"
    )


def test_a_spec_of_another_type_is_refused():
    with pytest.raises(TypeError, match="spec must be a TrainingSpec, got dict"):
        train(DOCS, spec={"merges": 2})


def test_a_run_without_a_recorded_spec_describes_one_from_its_fields():
    table = TrainingRun(documents=(), final_tokens=(), rounds=(), kind="table", pretokenizer="gpt2")
    assert table.spec == TrainingSpec(merges=0, pretokenizer="gpt2")
    copy = train(DOCS, 2, tie="first").replace(pretokenizer="gpt2")
    assert copy.spec == TrainingSpec(merges=2, tie="first", pretokenizer="gpt2")


def test_saved_run_keeps_a_spec_that_says_more_than_its_fields(tmp_path):
    run = train(DOCS, spec=TrainingSpec(vocab_size=259, keep=3, word_tie="alphabetical-last"))
    data = run_to_json(run)
    assert data["minor_version"] == 3
    assert data["spec"]["vocab_size"] == 259 and data["spec"]["keep"] == 3
    path = tmp_path / "run.json"
    run.save(path)
    assert load_run(path).spec == run.spec


def test_saved_run_leaves_out_a_spec_its_fields_already_say():
    run = train(DOCS, 2, tie="first")
    data = run_to_json(run)
    assert "spec" not in data and data["minor_version"] == 1
    assert run_from_json(json.loads(json.dumps(data))).spec == run.spec


def test_a_saved_spec_that_disagrees_with_the_run_is_refused():
    data = run_to_json(train(DOCS, spec=TrainingSpec(vocab_size=258, tie="first")))
    data["spec"]["tie"] = "smallest"
    with pytest.raises(RunFileError) as err:
        run_from_json(data, "r.json")
    assert str(err.value) == "r.json: spec: tie 'smallest' disagrees with the run's 'first'"


def test_a_saved_spec_with_an_unknown_setting_is_refused():
    data = run_to_json(train(DOCS, spec=TrainingSpec(vocab_size=258)))
    data["spec"]["colour"] = "red"
    with pytest.raises(RunFileError) as err:
        run_from_json(data, "r.json")
    assert str(err.value) == "r.json: spec: unknown setting 'colour'"


def test_a_copy_s_spec_follows_its_fields_and_keeps_the_other_settings():
    run = train(DOCS, spec=TrainingSpec(vocab_size=259, keep=4, tie="first"))
    copy = run.replace(pretokenizer="gpt2")
    assert copy.spec == TrainingSpec(
        vocab_size=259, merges=3, keep=4, tie="first", pretokenizer="gpt2"
    )
    more = run.replace(special_tokens=(b"<e>",))  # 259 entries would now be 2 merges
    assert more.spec == TrainingSpec(merges=3, keep=4, tie="first", special_tokens=(b"<e>",))
    run.unit = "line"  # a field changed after training: the spec says it too
    assert run.spec.unit == "line" and run.spec.vocab_size == 259


def test_the_package_api_trains_from_a_spec():
    import bpe_viewer as bv

    run = bv.train(DOCS, spec=bv.TrainingSpec(merges=2, tie="first"))
    assert (run.merge_count, run.spec.tie) == (2, "first")
    assert "TrainingSpec" in dir(bv)
