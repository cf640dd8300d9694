"""Outputs of the command line (``docs/rules.md s10``): never over a file read (the files of
an input folder included, through links), never a file named after a folder, and a set of
files written whole or not at all."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import safeio, train
from bpe_viewer.core.formats.run_json import save_run


def one_line_error(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


@pytest.fixture
def dd(tmp_path: Path) -> Path:
    folder = tmp_path / "dd"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"hello world")
    (folder / "b.txt").write_bytes(b"foo bar")
    return folder


def contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(
    "argv",
    [
        ("train", "{dd}", "--merges", "2", "--format", "json", "-o", "{dd}/a.txt"),
        ("vocab", "{dd}", "--merges", "2", "-o", "{dd}/b.txt"),
        ("hexdump", "{dd}", "--merges", "2", "-o", "{dd}/a.txt"),
        ("replay", "{run}", "{dd}", "-o", "{dd}/b.txt"),
        ("count", "{dd}", "--pretokenize", "gpt2", "-o", "{dd}/a.txt"),
        ("gui", "{dd}", "--screenshot", "{dd}/a.png"),
    ],
)
def test_no_command_writes_over_a_document_of_a_folder_corpus(capsys, tmp_path, dd, argv):
    run = tmp_path / "run.json"
    save_run(train([b"hello"], 1), run)
    if argv[0] == "gui":  # a picture over a file of the folder: a.png is one of them
        (dd / "a.png").write_bytes(b"not a picture but a document")
    before = contents(dd)
    message = one_line_error(capsys, *(a.format(dd=dd, run=run) for a in argv))
    target = argv[-1].format(dd=dd)
    assert message == (
        f"bpe-viewer: error: {target}: is the same file as {target}, a file of the input "
        f"folder {dd}; refusing to overwrite it (choose another output)"
    )
    assert contents(dd) == before


def test_links_to_a_document_of_the_folder_are_refused(capsys, tmp_path, dd):
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"zzz")
    (dd / "c.txt").symlink_to(outside)
    hard = tmp_path / "hard.txt"
    os.link(dd / "b.txt", hard)
    before = contents(dd)
    for target, member in (
        (outside, dd / "c.txt"),
        (dd / "c.txt", dd / "c.txt"),
        (hard, dd / "b.txt"),
    ):
        message = one_line_error(capsys, "train", dd, "--merges", "2", "-o", target)
        assert f"{target}: is the same file as {member}, a file of the input folder" in message
    assert contents(dd) == before and outside.read_bytes() == b"zzz"


@pytest.mark.parametrize(
    "argv",
    [
        ("train", "{corpus}", "-o", "nodir/"),
        ("vocab", "{corpus}", "-o", "nodir/"),
        ("hexdump", "{corpus}", "-o", "nodir/"),
        ("replay", "{run}", "{corpus}", "-o", "nodir/"),
        ("count", "{corpus}", "--pretokenize", "gpt2", "-o", "nodir/"),
        ("export", "{run}", "--to", "minbpe", "-o", "nodir/"),
    ],
)
def test_an_output_ending_in_a_slash_never_becomes_a_file(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.txt").write_bytes(b"the cat")
    save_run(train([b"the cat"], 1), tmp_path / "run.json")
    message = one_line_error(capsys, *(a.format(corpus="c.txt", run="run.json") for a in argv))
    assert "nodir/" in message and "folder" in message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.txt", "run.json"]


def test_export_hf_into_a_missing_folder_named_with_a_slash(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    save_run(train([b"the cat"], 1), tmp_path / "run.json")
    assert main(["export", "run.json", "--to", "hf", "-o", "nodir/"]) == 0
    assert capsys.readouterr().out == "wrote nodir/tokenizer.json\n"
    assert (tmp_path / "nodir" / "tokenizer.json").is_file()


def failing_write(monkeypatch, number: int) -> None:
    real = safeio._write_all
    calls = {"n": 0}

    def write_all(fd: int, data: bytes) -> None:
        calls["n"] += 1
        if calls["n"] == number:
            real(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd, data)

    monkeypatch.setattr(safeio, "_write_all", write_all)


def test_export_failing_half_way_keeps_the_old_pair(capsys, tmp_path, monkeypatch):
    run = tmp_path / "run.json"
    save_run(train([b"the cat the hat"], 2), run)
    assert main(["export", str(run), "--to", "vocab-merges", "-o", str(tmp_path / "vm")]) == 0
    capsys.readouterr()
    before = contents(tmp_path / "vm")
    save_run(train([b"another corpus altogether"], 6), run)
    failing_write(monkeypatch, 2)
    message = one_line_error(capsys, "export", run, "--to", "vocab-merges", "-o", tmp_path / "vm")
    assert message == (
        f"bpe-viewer: error: {tmp_path / 'vm' / 'merges.txt'}: cannot write "
        "(No space left on device)"
    )
    assert contents(tmp_path / "vm") == before
    assert main(["encode", str(tmp_path / "vm"), "the cat"]) == 0  # the old pair still loads


def test_failed_export_leaves_no_empty_folder(capsys, tmp_path, monkeypatch):
    run = tmp_path / "run.json"
    save_run(train([b"the cat the hat"], 2), run)
    failing_write(monkeypatch, 1)
    message = one_line_error(capsys, "export", run, "--to", "vocab-merges", "-o", tmp_path / "new")
    assert message.count("new/vocab.json") == 1  # named once
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json"]


def test_launcher_and_icons_are_one_set(capsys, tmp_path, monkeypatch):
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    failing_write(monkeypatch, 2)
    message = one_line_error(capsys, "install-desktop-entry")
    assert "cannot write (No space left on device)" in message
    assert not home.exists()  # no icon without the launcher, no folder made for them


def test_minbpe_export_to_dev_null_writes_nothing_beside_it(capsys, tmp_path):
    run = tmp_path / "run.json"
    save_run(train([b"the cat the hat"], 2), run)
    assert main(["export", str(run), "--to", "minbpe", "-o", "/dev/null"]) == 0
    assert capsys.readouterr().out == "wrote /dev/null\n"
    assert not Path("/dev/null.model").exists()
