"""A pattern from a file past its bounds, on the command line: encode, loading (the
validator cuts the documents again) and replay end in one line naming the file and
where the pattern was read (docs/rules.md s10)."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import run_to_json
from bpe_viewer.core.pretokenize import PATTERN_TIME_ENV

SLOW_TEXT = "a" * 40 + "b"


@pytest.fixture(autouse=True)
def quick_bound(monkeypatch):
    monkeypatch.setenv(PATTERN_TIME_ENV, "0.2")


def one_line_error(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip().removeprefix("bpe-viewer: error: ")


@pytest.fixture
def model(tmp_path):
    path = tmp_path / "redos.model"
    path.write_text("minbpe v1\n(a|aa)+$\n0\n97 97\n")
    return path


def test_encode(capsys, model):
    message = one_line_error(capsys, "encode", model, SLOW_TEXT)
    assert message.startswith(f"{model} line 2: pre-tokenizer pattern '(a|aa)+$' ran longer")
    assert message.endswith("raised with the environment variable BPE_VIEWER_PATTERN_SECONDS")


def test_replay(capsys, model, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_text(SLOW_TEXT)
    message = one_line_error(capsys, "replay", model, corpus, "-o", tmp_path / "out.json")
    assert message.startswith(f"{model} line 2: pre-tokenizer pattern '(a|aa)+$' ran longer")
    assert not (tmp_path / "out.json").exists()


def test_loading_a_saved_run(capsys, tmp_path):
    data = run_to_json(train([b"xy"], 0, pretokenizer="regex:(a|aa)+$"))
    data["documents"][0]["tokens"] = list(SLOW_TEXT.encode())
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    assert path.stat().st_size < 2048
    message = one_line_error(capsys, "encode", path, "ab")
    assert message.startswith(f"{path}: pretokenizer: pre-tokenizer pattern '(a|aa)+$' ran")


def test_a_deeply_nested_pattern(capsys, tmp_path):
    path = tmp_path / "nest.model"
    path.write_text("minbpe v1\n" + "(" * 5000 + "a" + ")" * 5000 + "\n0\n97 97\n")
    message = one_line_error(capsys, "encode", path, "aa")
    assert message.startswith(f"{path} line 2: pre-tokenizer pattern '((((")
    assert "RecursionError" not in message
