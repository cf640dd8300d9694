"""The README's Python API example runs as written (a doctest), and the import is light."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_api_example_runs_as_a_doctest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the example writes run.json and tokenizer.json here
    result = doctest.testfile(str(README), module_relative=False, verbose=False)
    assert result.attempted >= 10
    assert result.failed == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json", "tokenizer.json"]


def test_import_bpe_viewer_imports_neither_qt_nor_numpy_nor_the_core() -> None:
    code = (
        "import sys, bpe_viewer as bv\n"
        "print(sorted(m for m in ('PySide6', 'numpy', 'bpe_viewer.core') if m in sys.modules))\n"
        "bv.train\n"
        "print('bpe_viewer.core.run' in sys.modules, 'PySide6' in sys.modules)\n"
        "print(sorted(set(dir(bv)) & {'train', 'load', 'TrainingRun', 'MergeTable'}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [
        "[]",
        "True False",
        "['MergeTable', 'TrainingRun', 'load', 'train']",
    ]


def test_unknown_names_are_attribute_errors() -> None:
    import bpe_viewer

    with pytest.raises(AttributeError, match="module 'bpe_viewer' has no attribute 'trian'"):
        bpe_viewer.trian  # noqa: B018


def test_train_reads_a_generator_once_and_refuses_a_number() -> None:
    import bpe_viewer as bv

    reads = []

    def documents():
        for text in ["aaa", "aba"]:
            reads.append(text)
            yield text

    run = bv.train(documents(), 2)
    assert reads == ["aaa", "aba"]
    assert run.encode("abaa") == [257, 256]
    with pytest.raises(TypeError, match="documents must be an iterable of texts or bytes"):
        bv.train(12, 2)


def test_save_and_export_check_their_arguments(tmp_path: Path) -> None:
    import bpe_viewer as bv
    from bpe_viewer.core.interop import TableError

    run = bv.train([b"aaa"], 1)
    with pytest.raises(TypeError, match="path must be a str or os.PathLike path, got int"):
        run.save(3)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="unknown export format 'json'"):
        run.export("json", tmp_path / "t")
    written = run.export("vocab-merges", tmp_path / "vm")
    assert sorted(p.name for p in written) == [
        "README.txt",
        "bpe-viewer.json",
        "merges.txt",
        "vocab.json",
    ]
    assert bv.load(tmp_path / "vm").encode("aaa") == [256, 97]
