"""Numbers out of range and tables too large to build, opened in the window: one error
dialog whose line names the file and the reason; the run on screen stays."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.core.safeio import LIMIT_ENV


@pytest.fixture
def loaded(window):
    window.load_text("hello hello", "file")
    assert window.run is not None
    return window.run


def test_a_doubling_minbpe_model_names_the_limit(window, errors, loaded, tmp_path):
    model = tmp_path / "bomb.model"
    lines = ["minbpe v1", "", "0", "97 97", *(f"{256 + i} {256 + i}" for i in range(40))]
    model.write_text("\n".join(lines) + "\n")
    window.open_path(model)
    assert len(errors.calls) == 1
    message = errors.calls[0][1]
    assert f"{model}: the table up to {model} line 31 (" in message
    assert "input limit; raise it with the environment variable " + LIMIT_ENV in message
    assert window.run is loaded


def test_a_piece_count_past_63_bits_names_the_row(window, errors, loaded, tmp_path):
    table = tmp_path / "p.json"
    rows = [{"piece": "ab", "count": 3}, {"piece": " ab", "count": 2**64 - 1}]
    table.write_text(
        json.dumps({"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2", "pieces": rows})
    )
    window.open_path(table)
    assert len(errors.calls) == 1
    assert (
        f"{table} row 2: count 18446744073709551615 is outside 0..9223372036854775807"
        in errors.calls[0][1]
    )
    assert "int too big" not in errors.calls[0][1]
    assert window.run is loaded


def test_an_error_without_a_message_still_names_a_reason(
    window, errors, loaded, monkeypatch, tmp_path
):
    """A bare MemoryError from a loader used to leave 'bomb.model' and nothing after it."""
    import bpe_viewer.core.interop.minbpe as minbpe

    def out_of_memory(*_args, **_kwargs):
        raise MemoryError

    monkeypatch.setattr(minbpe, "load_minbpe", out_of_memory)
    model = tmp_path / "m.model"
    model.write_text("minbpe v1\n\n0\n97 97\n")
    window.open_path(model)
    assert len(errors.calls) == 1
    assert f"{model}: too large to hold in memory (out of memory)" in errors.calls[0][1]
    assert window.run is loaded


SLOW_TEXT = "a" * 40 + "b"


@pytest.fixture
def quick_bound(monkeypatch):
    from bpe_viewer.core.pretokenize import PATTERN_TIME_ENV

    monkeypatch.setenv(PATTERN_TIME_ENV, "0.2")


def test_a_saved_run_whose_pattern_runs_too_long(window, errors, loaded, quick_bound, tmp_path):
    from bpe_viewer.core import train
    from bpe_viewer.core.formats.run_json import run_to_json

    data = run_to_json(train([b"xy"], 0, pretokenizer="regex:(a|aa)+$"))
    data["documents"][0]["tokens"] = list(SLOW_TEXT.encode())
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    window.open_path(path)
    assert len(errors.calls) == 1
    assert (
        f"{path}: pretokenizer: pre-tokenizer pattern '(a|aa)+$' ran longer" in (errors.calls[0][1])
    )
    assert window.run is loaded
    window.load_example("overlap")  # the window goes on working
    assert window.run.merge_count > 0 and len(errors.calls) == 1


def test_a_table_whose_pattern_runs_too_long_in_the_encode_panel(
    qtbot, window, errors, quick_bound, tmp_path
):
    model = tmp_path / "redos.model"
    model.write_text("minbpe v1\n(a|aa)+$\n0\n97 97\n")
    window.open_path(model)
    assert errors.calls == [] and window.run.merge_count == 1
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=5000):
        panel.set_text(SLOW_TEXT)
    assert panel.result is None
    assert panel.message().startswith(
        f"Cannot encode: {model} line 2: pre-tokenizer pattern '(a|aa)+$' ran longer"
    )
    with qtbot.waitSignal(panel.input_encoded, timeout=5000):
        panel.set_text("aaab")
    assert panel.message() == ""
    assert panel.tokens_model.shown_ids() == [256, 97, 98]


def test_a_replay_whose_pattern_runs_too_long(window, errors, quick_bound, tmp_path):
    model = tmp_path / "redos.model"
    model.write_text("minbpe v1\n(a|aa)+$\n0\n97 97\n")
    window.open_path(model)
    table = window.run
    corpus = tmp_path / "c.txt"
    corpus.write_text(SLOW_TEXT)
    window.session.replay_on(corpus)
    assert len(errors.calls) == 1
    assert f"{model} line 2: pre-tokenizer pattern '(a|aa)+$' ran longer" in errors.calls[0][1]
    assert window.run is table  # the table stays on screen
    corpus.write_text("aaab")
    window.session.replay_on(corpus)  # the window goes on working
    assert len(errors.calls) == 1 and window.run.kind == "replay"
