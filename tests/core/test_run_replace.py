"""TrainingRun.replace: a copy with some arguments changed and every other one kept."""

from __future__ import annotations

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import run_to_json
from bpe_viewer.core.notes import RunNotes


def test_a_copy_with_another_pretokenizer_keeps_the_unit_notes_and_tokens():
    run = train([b"aaa aba", b"ab ab"], 3, pretokenizer="gpt2", special_tokens=[b"<|s|>"])
    run.unit = "line"
    run.notes = RunNotes(run="first lesson", stages=((1, "aa wins"),))
    copy = run.replace(pretokenizer="none")
    assert copy.pretokenizer == "none"
    assert (copy.unit, copy.notes, copy.special_tokens) == (run.unit, run.notes, run.special_tokens)
    assert [copy.final_tokens(i) for i in range(2)] == [run.final_tokens(i) for i in range(2)]
    before, after = run_to_json(run), run_to_json(copy)
    assert after.pop("pretokenizer") == "none" and before.pop("pretokenizer") == "gpt2"
    assert after == before


def test_an_argument_the_run_does_not_have_is_a_type_error():
    run = train([b"abab"], 1)
    with pytest.raises(TypeError, match="TrainingRun has no argument merges"):
        run.replace(merges=3)
