"""No command writes over one of its inputs (``docs/rules.md s10``): every output, side
files included, goes through the one check; the refusal is one line, exit status 2, and
the input is left byte for byte."""

from __future__ import annotations

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run


def refused(capsys, *argv):
    """Run the command; assert one line on stderr, exit 2; return that line."""
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert err.count("\n") == 1, err
    assert "refusing to overwrite" in err and "Traceback" not in err
    return err


@pytest.fixture
def files(tmp_path):
    run = train([b"the cat the hat\n", b"the bat\n"], 3)
    run_path = tmp_path / "run.json"
    save_run(run, run_path)
    corpus = tmp_path / "corpus.txt"
    corpus.write_bytes(b"the cat the hat\nthe bat\n")
    return run_path, corpus


def test_replay_never_writes_over_the_corpus_or_the_table(capsys, files):
    run_path, corpus = files
    before = {p: p.read_bytes() for p in files}
    err = refused(capsys, "replay", run_path, corpus, "--unit", "line", "-o", corpus)
    assert "corpus.txt: is the same file as the input" in err
    refused(capsys, "replay", run_path, corpus, "--format", "ranks", "-o", run_path)
    assert {p: p.read_bytes() for p in files} == before


@pytest.mark.parametrize("fmt", ["hf", "minbpe"])
def test_export_never_writes_over_its_run(capsys, files, fmt):
    run_path, _ = files
    before = run_path.read_bytes()
    err = refused(capsys, "export", run_path, "--to", fmt, "-o", run_path)
    assert "run.json: is the same file as the input" in err
    assert run_path.read_bytes() == before


def test_export_side_file_never_writes_over_the_input(capsys, tmp_path, files):
    run_path, _ = files
    learn = tmp_path / "learn.json"
    learn.write_bytes(run_path.read_bytes())
    before = learn.read_bytes()
    # -o learn writes learn.tiktoken and the side file learn.json: the input
    err = refused(capsys, "export", learn, "--to", "tiktoken", "-o", tmp_path / "learn")
    assert "learn.json: is the same file as the input" in err
    assert learn.read_bytes() == before
    assert not (tmp_path / "learn.tiktoken").exists()  # nothing written, not half


def test_export_of_a_table_never_writes_over_its_companion_files(capsys, tmp_path, files):
    run_path, _ = files
    assert main(["export", str(run_path), "--to", "tiktoken", "-o", str(tmp_path / "t")]) == 0
    assert main(["export", str(run_path), "--to", "vocab-merges", "-o", str(tmp_path / "vm")]) == 0
    capsys.readouterr()
    sidecar = tmp_path / "t.json"
    merges = tmp_path / "vm" / "merges.txt"
    before = {p: p.read_bytes() for p in (sidecar, merges)}
    # the .tiktoken is read with its .json sidecar; vocab.json with merges.txt
    refused(capsys, "export", tmp_path / "t.tiktoken", "--to", "hf", "-o", sidecar)
    refused(capsys, "export", tmp_path / "vm" / "vocab.json", "--to", "minbpe", "-o", merges)
    refused(capsys, "export", tmp_path / "vm", "--to", "vocab-merges", "-o", tmp_path / "vm")
    assert {p: p.read_bytes() for p in (sidecar, merges)} == before


def test_gui_picture_never_written_over_the_beside_run(capsys, tmp_path, files):
    run_path, corpus = files
    other = tmp_path / "other.json"
    save_run(train([b"abab"], 1), other)
    before = other.read_bytes()
    err = refused(capsys, "gui", corpus, "--beside", other, "--screenshot", other)
    assert "other.json: is the same file as the input" in err
    assert other.read_bytes() == before
