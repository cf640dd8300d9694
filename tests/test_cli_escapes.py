"""Nothing read from a file reaches the terminal raw: every line a command prints goes
through the one escaping function (:func:`bpe_viewer.core.safeio.terminal_text`)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import bpe_viewer
from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.safeio import terminal_text

#: An OSC sequence that retitles the terminal, a CSI in its one-byte C1 form and a
#: right-to-left override.
HOSTILE = "x\x1b]0;PWNED\x07\x9b2J\u202e.txt"
RAW = ("\x1b", "\x07", "\x9b", "\u202e")


def run_cli(capsys, *argv) -> tuple[str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out, err


def assert_escaped(text: str) -> None:
    assert not any(c in text for c in RAW), repr(text)


@pytest.fixture
def hostile_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "ev"
    folder.mkdir()
    (folder / HOSTILE).write_bytes(b"hello")
    return folder


def test_hexdump_header_escapes_the_file_name(capsys, hostile_folder):
    out, err = run_cli(capsys, "hexdump", hostile_folder)
    assert_escaped(out + err)
    name = "x\\x1b]0;PWNED\\x07\\x9b2J\\u202e.txt"
    assert out.splitlines()[0].startswith(f"# {name} ({name}) at stage 4 of 4: 5 bytes in 1 ")


def test_hexdump_header_escapes_document_ids_and_labels(capsys, tmp_path):
    corpus = tmp_path / "c.json"
    corpus.write_text(json.dumps([{"id": HOSTILE, "text": "abab"}]), encoding="utf-8")
    out, err = run_cli(capsys, "hexdump", corpus, "--document", HOSTILE, "--merges", "1")
    assert_escaped(out + err)
    assert out.startswith(f"# {terminal_text(HOSTILE)} (")


def test_json_results_stay_valid_json_with_the_same_values(capsys, hostile_folder, tmp_path):
    for argv in (
        ("hexdump", hostile_folder, "--format", "json"),
        ("train", hostile_folder, "--merges", "1", "--format", "json"),
        ("train", hostile_folder, "--merges", "1", "--format", "json", "-o", "-"),
    ):
        out, err = run_cli(capsys, *argv)
        assert_escaped(out + err)
        data = json.loads(out)
        ids = [data["document"]] if "document" in data else [d["id"] for d in data["documents"]]
        assert ids == [HOSTILE]
    # a file gets the result itself (it is not the terminal)
    run_cli(
        capsys,
        "train",
        hostile_folder,
        "--merges",
        "1",
        "--format",
        "json",
        "-o",
        tmp_path / "r.json",
    )
    saved = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert saved["documents"][0]["id"] == HOSTILE


def test_diff_json_and_train_words_escape_what_they_print(capsys, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    save_run(train([b"abab"], 2), a)
    save_run(train([b"abcabc"], 2), b)
    hostile = tmp_path / HOSTILE
    a.rename(hostile)
    out, err = run_cli(capsys, "diff", hostile, b, "--format", "json")
    assert_escaped(out + err)
    assert json.loads(out)["tables"]["a"]["path"] == str(hostile)
    table = tmp_path / "words.json"
    table.write_text(json.dumps({"ab\x1b]0;T\x07": 3, "ab\u202e": 2}), encoding="utf-8")
    out, err = run_cli(capsys, "train-words", table, "--merges", "3", "--encode", "ab\u202ec")
    assert_escaped(out + err)
    assert out.splitlines()[-1].startswith('encode "ab\\u202ec": ')


def test_export_names_the_files_written_escaped(capsys, tmp_path):
    run = tmp_path / "r.json"
    save_run(train([b"abab"], 2), run)
    out, err = run_cli(capsys, "export", run, "--to", "minbpe", "-o", tmp_path / "m\x1b[2J")
    assert_escaped(out + err)
    assert out == f"wrote {tmp_path}/m\\x1b[2J.model\n"


# --------------------------------------------------------------------------- every path


def _raw_output_calls(path: Path) -> list[str]:
    """``print(...)`` and ``sys.stdout/stderr.write(...)`` calls in ``path``, as
    ``"FILE:LINE"``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "print":
            found.append(f"{path.name}:{node.lineno}")
        elif (
            isinstance(func, ast.Attribute)
            and func.attr == "write"
            and isinstance(func.value, ast.Attribute)
            and func.value.attr in ("stdout", "stderr")
        ):
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_every_printed_line_goes_through_the_one_escaping_function():
    package = Path(bpe_viewer.__file__).parent
    files = sorted((package / "commands").glob("*.py")) + [package / "cli.py"]
    raw = [call for file in files for call in _raw_output_calls(file)]
    # the one place a whole result is printed: common.write_output, through terminal_text
    assert len(raw) == 1 and raw[0].startswith("common.py:"), raw
    source = (package / "commands" / "common.py").read_text(encoding="utf-8")
    line = source.splitlines()[int(raw[0].split(":")[1]) - 1]
    assert "terminal_text(" in line


def test_lone_surrogates_are_escaped_not_a_traceback(capsys, tmp_path):
    corpus = tmp_path / "sid.json"
    corpus.write_text('[{"id": "a\\ud800", "text": "abab"}]', encoding="utf-8")
    out, err = run_cli(capsys, "hexdump", corpus, "--merges", "1")
    assert out.startswith("# a\\ud800 (")
    out, err = run_cli(capsys, "hexdump", corpus, "--merges", "1", "--format", "json")
    assert json.loads(out)["document"] == "a\ud800"
    folder = tmp_path / "nf"
    folder.mkdir()
    (folder / "x\udcff.txt").write_bytes(b"abc")  # the file name's byte ff is not UTF-8
    out, err = run_cli(capsys, "hexdump", folder)
    assert out.startswith("# x\\udcff.txt (x\\udcff.txt) at stage 2 of 2")
    assert terminal_text("a\ud800b", keep_lines=True) == "a\\ud800b"
    assert terminal_text('"a\ud800"', json=True) == '"a\\ud800"'
