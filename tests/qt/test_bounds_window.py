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
