"""Outputs never destroy what was read, and a set of files is written whole or not at all
(``docs/rules.md s10``), through the Python API.

- the one overwrite check knows every file read: the files of an input folder and the
  files read with a table, also through symbolic and hard links;
- the one set-writer (:class:`bpe_viewer.core.fileset.FileSet`) leaves the old set byte for
  byte when the second file fails to be written, when the disk fills up half-way, or when
  putting the files in place fails; no temporary file and no folder made for the set stays.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import safeio, train
from bpe_viewer.core.fileset import FileSet, write_file_set
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.input_files import folder_members
from bpe_viewer.core.interop import TableError, export
from bpe_viewer.core.safeio import (
    OutputError,
    files_read,
    output_problem,
    refuse_overwrite,
    write_output,
)


@pytest.fixture
def corpus_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "dd"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_bytes(b"hello world")
    (folder / "sub" / "b.txt").write_bytes(b"foo bar")
    (folder / ".hidden").write_bytes(b"not read")
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` (hidden ones too) and its bytes."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


# --------------------------------------------------------------------------- files read


def test_folder_members_are_the_files_the_folder_loader_reads(corpus_folder):
    from bpe_viewer.core.corpus import load_folder

    members = [relative for relative, _ in folder_members(corpus_folder)]
    assert members == ["a.txt", "sub/b.txt"]
    assert [d.doc_id for d in load_folder(corpus_folder).documents] == members


def test_a_file_of_an_input_folder_is_refused_as_output(corpus_folder):
    target = corpus_folder / "sub" / "b.txt"
    with pytest.raises(OutputError) as info:
        refuse_overwrite(target, [corpus_folder])
    assert str(info.value) == (
        f"{target}: is the same file as {target}, a file of the input folder "
        f"{corpus_folder}; refusing to overwrite it (choose another output)"
    )
    with pytest.raises(OutputError):
        write_output(target, "run", inputs=[corpus_folder])
    assert target.read_bytes() == b"foo bar"
    # a new file in the folder, or a hidden one (never read), is not an input
    refuse_overwrite(corpus_folder / "new.json", [corpus_folder])
    refuse_overwrite(corpus_folder / ".hidden", [corpus_folder])


def test_links_to_a_folder_member_are_the_member(tmp_path, corpus_folder):
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"read through a link")
    (corpus_folder / "link.txt").symlink_to(outside)
    hard = tmp_path / "hard.txt"
    os.link(corpus_folder / "a.txt", hard)
    for target in (outside, corpus_folder / "link.txt", hard):
        with pytest.raises(OutputError, match="a file of the input folder"):
            save_run(train([b"ab"], 1), target, inputs=[corpus_folder])
    assert outside.read_bytes() == b"read through a link"
    assert (corpus_folder / "a.txt").read_bytes() == b"hello world"


def test_files_read_with_a_table_are_inputs(tmp_path):
    run = train([b"hello hello"], 3)
    export(run, "tiktoken", tmp_path / "t")
    read = files_read([tmp_path / "t.tiktoken"])
    assert [description for _, description in read] == [
        f"the input {tmp_path / 't.tiktoken'}",
        f"the input {tmp_path / 't.json'} (read with {tmp_path / 't.tiktoken'})",
    ]


def test_the_overwrite_check_knows_a_tables_files_without_the_table_readers(tmp_path):
    # The files read with a table are known from their paths alone: the check of every
    # output (the lowest layer) loads none of the table readers above it.
    (tmp_path / "x-vocab.json").write_text("{}")
    (tmp_path / "x-merges.txt").write_text("#version: 0.2\n")
    script = (
        "import sys\n"
        "from bpe_viewer.core.safeio import files_read\n"
        f"read = files_read([{str(tmp_path / 'x-merges.txt')!r}])\n"
        "print([description for _, description in read])\n"
        "print(sorted(m for m in sys.modules if m.startswith('bpe_viewer.core.interop')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    described, loaded = done.stdout.splitlines()
    merges, vocab = tmp_path / "x-merges.txt", tmp_path / "x-vocab.json"
    assert described == repr([f"the input {merges}", f"the input {vocab} (read with {merges})"])
    assert loaded == "[]"


def test_export_never_writes_over_a_file_of_the_input_folder(corpus_folder):
    run = train([b"hello world", b"foo bar"], 2)
    (corpus_folder / "sub" / "c.json").write_bytes(b'{"a document": 1}')
    before = snapshot(corpus_folder)
    with pytest.raises(TableError, match="a file of the input folder"):
        export(run, "minbpe", corpus_folder / "a.txt", inputs=[corpus_folder])
    # the sidecar sub/c.json would be a document: not even sub/c.tiktoken is written
    with pytest.raises(TableError, match="c.json, a file of the input folder"):
        export(run, "tiktoken", corpus_folder / "sub" / "c", inputs=[corpus_folder])
    assert snapshot(corpus_folder) == before


# --------------------------------------------------------------------------- sets


def test_a_set_is_written_whole(tmp_path):
    files = {tmp_path / "out" / "one.txt": "1\n", tmp_path / "out" / "two.txt": b"2\n"}
    assert write_file_set(files, make_folders=True) == list(files)
    assert snapshot(tmp_path / "out") == {"one.txt": b"1\n", "two.txt": b"2\n"}


@pytest.fixture
def old_set(tmp_path: Path) -> Path:
    """A folder holding an earlier vocab-merges export."""
    folder = tmp_path / "vm"
    export(train([b"the cat the hat"], 2), "vocab-merges", folder)
    return folder


def fail_on_call(monkeypatch, number: int, error: OSError, *, partial: bool = False) -> None:
    """Make the ``number``-th low-level write of safeio fail with ``error`` (after writing
    half of its bytes when ``partial``: a disk that fills up during the write)."""
    real = safeio._write_all
    calls = {"n": 0}

    def write_all(fd: int, data: bytes) -> None:
        calls["n"] += 1
        if calls["n"] == number:
            if partial:
                real(fd, data[: len(data) // 2])
            raise error
        real(fd, data)

    monkeypatch.setattr(safeio, "_write_all", write_all)


def test_second_write_failing_leaves_the_old_set(monkeypatch, old_set):
    before = snapshot(old_set)
    fail_on_call(monkeypatch, 2, OSError(errno.EIO, "Input/output error"))
    with pytest.raises(TableError) as info:
        export(train([b"a whole other corpus"], 5), "vocab-merges", old_set)
    assert str(info.value) == f"{old_set / 'merges.txt'}: cannot write (Input/output error)"
    assert snapshot(old_set) == before  # no new vocab.json beside the old merges.txt


def test_full_disk_half_way_leaves_the_old_set(monkeypatch, old_set):
    before = snapshot(old_set)
    fail_on_call(monkeypatch, 3, OSError(errno.ENOSPC, "No space left on device"), partial=True)
    with pytest.raises(TableError, match=r"cannot write \(No space left on device\)\Z"):
        export(train([b"a whole other corpus"], 5), "vocab-merges", old_set)
    assert snapshot(old_set) == before


def test_failure_while_putting_files_in_place_puts_the_old_ones_back(monkeypatch, old_set):
    before = snapshot(old_set)
    real = os.replace
    calls = {"n": 0}

    def replace(src, dst):
        calls["n"] += 1
        if calls["n"] == 3:  # two new files are in place already
            raise OSError(errno.EROFS, "Read-only file system")
        return real(src, dst)

    monkeypatch.setattr(safeio.os, "replace", replace)
    with pytest.raises(TableError, match="cannot write \\(Read-only file system\\)"):
        export(train([b"a whole other corpus"], 5), "vocab-merges", old_set)
    monkeypatch.setattr(safeio.os, "replace", real)
    assert snapshot(old_set) == before


def test_tiktoken_pair_is_one_set(monkeypatch, tmp_path):
    export(train([b"the cat the hat"], 2), "tiktoken", tmp_path / "t")
    before = snapshot(tmp_path)
    fail_on_call(monkeypatch, 2, OSError(errno.ENOSPC, "No space left on device"), partial=True)
    with pytest.raises(TableError):
        export(train([b"a whole other corpus"], 5), "tiktoken", tmp_path / "t")
    assert snapshot(tmp_path) == before  # the .tiktoken file did not change without its sidecar


def test_a_failed_export_leaves_no_folder_and_names_the_file_once(monkeypatch, tmp_path):
    fail_on_call(monkeypatch, 1, OSError(errno.ENOSPC, "No space left on device"))
    target = tmp_path / "new" / "deeper"
    with pytest.raises(TableError) as info:
        export(train([b"the cat"], 2), "vocab-merges", target)
    assert str(info.value) == f"{target / 'vocab.json'}: cannot write (No space left on device)"
    assert list(tmp_path.iterdir()) == []  # neither new/ nor new/deeper/ stays


def test_discarded_set_leaves_nothing(tmp_path):
    (tmp_path / "keep.txt").write_bytes(b"old")
    with pytest.raises(RuntimeError), FileSet(make_folders=True) as files:
        files.add(tmp_path / "keep.txt", "new")
        files.add(tmp_path / "made" / "x.txt", "new")
        raise RuntimeError("cancelled")
    assert snapshot(tmp_path) == {"keep.txt": b"old"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt"]


def test_a_set_refuses_folders_and_repeated_files(tmp_path):
    (tmp_path / "folder").mkdir()
    with pytest.raises(OutputError, match="folder; not written"):
        write_file_set({tmp_path / "folder": "x"})
    with pytest.raises(OutputError, match="named twice in one set"):
        write_file_set({tmp_path / "a.txt": "x", str(tmp_path / "a.txt"): "y"})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]


# --------------------------------------------------------------------------- names


def test_a_name_ending_in_a_slash_is_never_written_as_a_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run = train([b"the cat"], 2)
    with pytest.raises(OutputError, match=r"nodir/: no such folder \(a name ending in / is a"):
        save_run(run, "nodir/")
    with pytest.raises(TableError, match=r"nodir/: names a folder \(it ends in /\); minbpe"):
        export(run, "minbpe", "nodir/")
    assert list(tmp_path.iterdir()) == []
    # hf in a folder writes tokenizer.json inside it, the folder made
    assert export(run, "hf", "nodir/") == [Path("nodir/tokenizer.json")]
    assert sorted(p.name for p in (tmp_path / "nodir").iterdir()) == ["tokenizer.json"]


def test_output_problem_names_the_file_once(tmp_path):
    target = tmp_path / "x.png"
    assert output_problem(target, OutputError(f"{target}: cannot write (Disk quota)")) == (
        f"{target}: cannot write (Disk quota)"
    )
    assert output_problem(target, OSError(errno.EACCES, "Permission denied")) == (
        f"{target}: cannot write (Permission denied)"
    )


# --------------------------------------------------------------------------- property


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    old=st.lists(st.booleans(), min_size=1, max_size=4),
    where=st.sampled_from(["write", "replace"]),
    at=st.integers(min_value=1, max_value=4),
    partial=st.booleans(),
)
def test_any_failure_leaves_the_old_set_and_success_the_new(
    tmp_path_factory, old, where, at, partial
):
    """Files 0..n-1 (some existing before): a failure of the at-th low-level write or of
    the at-th rename leaves every old file as it was and nothing new; without a failure
    every file holds its new content."""
    folder = tmp_path_factory.mktemp("set")
    names = [folder / "deep" / f"f{i}.txt" for i in range(len(old))]
    names[0].parent.mkdir()
    for name, exists in zip(names, old, strict=True):
        if exists:
            name.write_bytes(b"old " + name.name.encode())
    before = snapshot(folder)
    calls = {"n": 0}
    real_write, real_replace = safeio._write_all, os.replace

    def counted(real):
        def call(*args):
            calls["n"] += 1
            if calls["n"] == at:
                if partial and real is real_write:
                    real(args[0], args[1][: len(args[1]) // 2])
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(*args)

        return call

    target = "_write_all" if where == "write" else "replace"
    owner = safeio if where == "write" else safeio.os
    original = getattr(owner, target)
    setattr(owner, target, counted(real_write if where == "write" else real_replace))
    try:
        try:
            write_file_set({name: b"new " + name.name.encode() for name in names})
            failed = False
        except OutputError:
            failed = True
    finally:
        setattr(owner, target, original)
    if failed:
        assert snapshot(folder) == before
    else:
        assert at > len(names)  # only a failure point past the last file lets it through
        assert snapshot(folder) == {
            f"deep/{name.name}": b"new " + name.name.encode() for name in names
        }


def test_an_old_file_that_cannot_be_put_back_is_never_removed(monkeypatch, tmp_path):
    names = [tmp_path / f"f{i}.txt" for i in range(3)]
    for name in names:
        name.write_bytes(b"old " + name.name.encode())
    real = os.replace
    calls = {"n": 0}

    def replace(src, dst):
        calls["n"] += 1
        if calls["n"] in (3, 4):  # the third file fails, then putting f1 back fails too
            raise OSError(errno.EIO, "Input/output error")
        return real(src, dst)

    monkeypatch.setattr(safeio.os, "replace", replace)
    with pytest.raises(OutputError) as info:
        write_file_set({name: b"new" for name in names})
    monkeypatch.setattr(safeio.os, "replace", real)
    assert str(info.value).startswith(
        f"{names[2]}: cannot write (Input/output error); the old file could not be put "
        f"back: kept {names[1]} as {tmp_path}/.f1.txt.bpe-viewer-"
    )
    files = snapshot(tmp_path)
    assert files["f0.txt"] == b"old f0.txt" and files["f2.txt"] == b"old f2.txt"
    assert files["f1.txt"] == b"new"
    kept = [content for name, content in files.items() if name.startswith(".f1.txt.")]
    assert kept == [b"old f1.txt"]  # the old f1 stays under its second name
