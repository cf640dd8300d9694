"""TrainingSpec: one checked value for every training setting (docs/rules.md s2-s5)."""

from __future__ import annotations

import doctest

import pytest

from bpe_viewer.core import spec as spec_module
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec


def test_defaults_are_the_windows() -> None:
    assert DEFAULT_SPEC == TrainingSpec(
        merges=50,
        vocab_size=None,
        tie="smallest",
        unit="file",
        pretokenizer="none",
        special_tokens=(),
        special_ids="after-merges",
        normalize=None,
        word_tie="alphabetical-first",
        keep=100,
    )


def test_vocabulary_size_gives_the_merge_count() -> None:
    spec = TrainingSpec(vocab_size=1000, special_tokens=(b"<|endoftext|>",))
    assert spec.merge_count == 743
    assert TrainingSpec(merges=7).merge_count == 7


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"tie": "middle"}, "middle"),
        ({"unit": "page"}, "page"),
        ({"pretokenizer": "nope"}, "nope"),
        ({"special_ids": "sideways"}, "sideways"),
        ({"normalize": "nfd"}, "nfd"),
        ({"word_tie": "random"}, "random"),
        ({"merges": -1}, "-1"),
        ({"keep": -2}, "keep"),
        ({"vocab_size": 100}, "too small"),
        ({"special_tokens": (b"x", b"x")}, "twice"),
        ({"special_tokens": (b"",)}, "empty"),
    ],
)
def test_bad_settings_are_refused_by_name(changes: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        DEFAULT_SPEC.replace(**changes)


def test_json_round_trip_and_bad_json() -> None:
    spec = TrainingSpec(
        merges=300, tie="first", pretokenizer="gpt2", special_tokens=(b"<s>", b"\xff")
    )
    data = spec.to_json()
    assert data["special_tokens"] == ["3c733e", "ff"]
    assert TrainingSpec.from_json(data) == spec
    assert TrainingSpec.from_json({"merges": 9}) == TrainingSpec(merges=9)
    with pytest.raises(ValueError, match=r"run\.json: unknown setting 'colour'"):
        TrainingSpec.from_json({"colour": 1}, "run.json")
    with pytest.raises(ValueError, match="hex"):
        TrainingSpec.from_json({"special_tokens": ["zz"]})
    with pytest.raises(ValueError, match="tie"):
        TrainingSpec.from_json({"tie": 3})


def test_docstring_examples() -> None:
    assert doctest.testmod(spec_module).failed == 0
