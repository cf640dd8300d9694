"""Hostile and broken input on the command line and the Python API.

Every example is one kind of fault: inputs that are not regular files, inputs that ask
for huge memory, saved runs that break the rules, outputs that would destroy data, loose
numbers and types, control characters reaching the terminal, odd word tables. Each must
end in one clear line (exit status 2 on the command line) and leave every file intact.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.cli import main
from bpe_viewer.core import train
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_corpus, load_word_frequencies
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_to_json, save_run
from bpe_viewer.core.formats.trace_v1 import TraceError, format_trace, parse_trace_any_tie
from bpe_viewer.core.safeio import (
    LIMIT_ENV,
    InputError,
    OutputError,
    read_input,
    terminal_text,
    write_output,
)
from bpe_viewer.core.temporaries import clean_stale_temporaries
from bpe_viewer.core.wordfreq import train_words


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(capsys, *argv) -> str:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2, (out, err)
    assert err.startswith("bpe-viewer"), err
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    return err.strip()


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    path = tmp_path / "c.txt"
    path.write_bytes(b"hello hello world low lower")
    return path


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "run.json"
    save_run(train([b"hello hello world", b"aaaaab"], 4), path)
    return path


# --------------------------------------------------------------------------- 1. not regular


@pytest.mark.parametrize(
    "argv",
    [
        ("train", "{fifo}"),
        ("train-words", "{fifo}"),
        ("check-trace", "{fifo}"),
        ("encode", "{saved}", "--file", "{fifo}"),
        ("decode", "{fifo}", "97"),
        ("train", "{corpus_json}", "--split", "{fifo}"),
        ("gui", "{fifo}"),
        ("hexdump", "{fifo}"),
        ("vocab", "/dev/zero"),
        ("train", "/dev/zero"),
        ("decode", "/dev/zero", "97"),
    ],
)
def test_special_files_are_refused_before_reading(capsys, tmp_path, fifo, saved, argv):
    corpus_json = tmp_path / "c.json"
    corpus_json.write_text('[{"id": "a", "text": "abab"}]', encoding="utf-8")
    names = {"fifo": fifo, "saved": saved, "corpus_json": corpus_json}
    message = one_line_error(capsys, *(a.format(**names) for a in argv))
    assert "not a regular file; not read" in message
    assert ("FIFO" in message) or ("character device" in message)


def test_api_loaders_refuse_special_files(fifo):
    with pytest.raises(CorpusError, match="FIFO"):
        load_corpus(fifo)
    with pytest.raises(CorpusError, match="character device"):
        load_corpus("/dev/zero")
    with pytest.raises(RunFileError, match="FIFO"):
        load_run(fifo)
    with pytest.raises(CorpusError, match="FIFO"):
        load_word_frequencies(fifo)


def test_reads_are_capped_and_the_cap_can_be_raised(capsys, tmp_path, monkeypatch):
    big = tmp_path / "big.txt"
    big.write_bytes(b"ab" * 1_000_000)  # 2 MB
    monkeypatch.setenv(LIMIT_ENV, "1")
    message = one_line_error(capsys, "train", big, "--merges", 1)
    assert "big.txt: the file (2.0 MB) is larger than the 1.0 MB input limit" in message
    assert f"raise it with the environment variable {LIMIT_ENV}" in message
    monkeypatch.setenv(LIMIT_ENV, "3")
    code, _, err = run_cli(capsys, "train", big, "--merges", 1)
    assert code == 0, err
    monkeypatch.setenv(LIMIT_ENV, "lots")
    assert LIMIT_ENV in one_line_error(capsys, "train", big)


def test_folder_cap_counts_every_file(tmp_path, monkeypatch):
    for i in range(3):
        (tmp_path / f"{i}.txt").write_bytes(b"x" * 400_000)
    monkeypatch.setenv(LIMIT_ENV, "1")
    with pytest.raises(CorpusError, match="the folder .* input limit"):
        load_corpus(tmp_path)


# --------------------------------------------------------------------------- 2. memory


def doubling_run(path: Path, rules: int = 40) -> Path:
    """3.4 KB: (97,97), (256,256), (257,257), ...: token r has 2**(r+1) bytes."""
    raw = [[97, 97, 1, 1]] + [[255 + r, 255 + r, 1, 1] for r in range(1, rules)]
    data = {
        "format": "bpe-viewer-run",
        "version": 1,
        "tie": "smallest",
        "documents": [{"id": "d", "partition": "train", "tokens": [255 + rules]}],
        "rules": raw,
        "rounds": [{"distinct_pairs": 1, "tied": 1, "candidates": [r[:3]]} for r in raw],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_doubling_rules_give_one_line(capsys, tmp_path):
    path = doubling_run(tmp_path / "double.json")
    assert path.stat().st_size < 3500
    for argv in (("decode", path, "97"), ("encode", path, "aa")):
        message = one_line_error(capsys, *argv)
        assert "double.json:" in message and "input limit" in message


def test_huge_number_in_a_saved_run(capsys, tmp_path):
    path = tmp_path / "digits.json"
    path.write_text(
        '{"format": "bpe-viewer-run", "version": 1, "tie": "smallest", "documents": [], '
        '"rules": [], "rounds": [], "requested_merges": ' + "9" * 100_000 + "}",
        encoding="utf-8",
    )
    assert "digits.json" in one_line_error(capsys, "decode", path, "97")


def test_memory_error_becomes_one_line(capsys, corpus, monkeypatch):
    import bpe_viewer.core.corpus_files as corpus_module

    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(corpus_module, "load_corpus", exhausted)
    message = one_line_error(capsys, "train", corpus)
    assert (
        message
        == f"bpe-viewer: error: {corpus}: loading: too large to hold in memory (out of memory)"
    )


def test_big_word_frequency_trains_quickly(capsys, tmp_path):
    table = tmp_path / "w.json"
    table.write_text('{"low": 100000000, "lower": 2}', encoding="utf-8")
    code, out, err = run_cli(capsys, "train-words", table, "--merges", 3)
    assert code == 0, err
    assert out.splitlines()[0] == "words rank 0: pair=(l,o) merged=lo count=100000002 tied=2"


# --------------------------------------------------------------------------- 3. validator


def broken_runs(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Saved runs that pass the schema but break the rules, with the error they give."""
    base = run_to_json(train([b"aaabdaaabac", b"low lower lowest", b"aaaaaaa"], 5))
    cases: dict[str, tuple[dict | str, str]] = {}
    d = json.loads(json.dumps(base))
    d["rounds"][0]["candidates"][1][2] = 50
    cases["order"] = (d, "round 0: candidate 1 ")
    d = json.loads(json.dumps(base))
    d["documents"][2]["tokens"] = [97] * 7
    cases["unmerged"] = (d, "document 'doc-3': the final tokens are not the rules applied")
    d = json.loads(json.dumps(base))
    d["rules"][0][3] = d["rules"][0][2] + 1
    cases["replacements"] = (d, "rule 0: ")
    text = json.dumps(base).replace('"tie": "smallest"', '"tie": "largest", "tie": "smallest"')
    cases["dupkey"] = (text, "key 'tie' appears twice")
    d = json.loads(json.dumps(base))
    d["rules"][1][:2] = d["rules"][0][:2]
    d["rounds"][1]["candidates"][0][:2] = d["rules"][0][:2]
    cases["repeated"] = (d, "rule 1: pair (97,97) was already learned at rank 0")
    d = json.loads(json.dumps(base))
    d["documents"][1]["id"] = "doc-1"
    cases["dupid"] = (d, "document ID 'doc-1' is used twice")
    out = {}
    for name, (content, expected) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
        out[name] = (path, expected)
    return out


@pytest.mark.parametrize(
    "name", ["order", "unmerged", "replacements", "dupkey", "repeated", "dupid"]
)
def test_inconsistent_runs_refused_everywhere(capsys, tmp_path, name):
    path, expected = broken_runs(tmp_path)[name]
    with pytest.raises(RunFileError) as info:
        load_run(path)
    assert expected in str(info.value)
    for argv in (("decode", path, "97"), ("encode", path, "abc")):
        message = one_line_error(capsys, *argv)
        assert expected in message and path.name in message


# --------------------------------------------------------------------------- 4. writing


def test_output_same_as_input_is_refused(capsys, tmp_path, corpus):
    before = corpus.read_bytes()
    message = one_line_error(capsys, "train", corpus, "-o", corpus)
    assert "is the same file as the input" in message
    assert corpus.read_bytes() == before
    link = tmp_path / "link.txt"
    link.symlink_to(corpus)
    one_line_error(capsys, "train", corpus, "-o", link)
    assert corpus.read_bytes() == before


def test_split_output_same_as_split_is_refused(capsys, tmp_path):
    corpus_json = tmp_path / "c.json"
    corpus_json.write_text('[{"id": "a", "text": "abab"}]', encoding="utf-8")
    split = tmp_path / "s.json"
    split.write_text('{"train": ["a"]}', encoding="utf-8")
    before = split.read_bytes()
    message = one_line_error(capsys, "train", corpus_json, "--split", split, "-o", split)
    assert "s.json: is the same file as the input" in message
    assert split.read_bytes() == before


def test_output_to_fifo_without_reader_is_refused_and_kept(capsys, corpus, fifo):
    message = one_line_error(capsys, "train", corpus, "-o", fifo)
    assert "FIFO with no reader" in message
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_output_to_device_is_written_in_place(capsys, corpus):
    code, _, err = run_cli(capsys, "train", corpus, "-o", "/dev/null")
    assert code == 0, err
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_output_dash_is_standard_output(capsys, corpus):
    code, out, err = run_cli(capsys, "train", corpus, "--merges", 1, "-o", "-")
    assert code == 0, err
    assert out.startswith("corpus rank 0: pair=")
    assert not Path("-").exists()


def test_failed_write_keeps_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "shot.png"
    target.write_bytes(b"good old picture")

    def full(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OutputError, match="shot.png: cannot write \\(No space left on device\\)"):
        write_output(target, b"new picture")
    monkeypatch.undo()
    assert target.read_bytes() == b"good old picture"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shot.png"]


def test_stale_temporaries_of_ours_are_removed(tmp_path):
    target = tmp_path / "out.json"
    dead = tmp_path / ".out.json.bpe-viewer-999999999-abcd1234.tmp"
    alive = tmp_path / f".out.json.bpe-viewer-{os.getpid()}-abcd1234.tmp"
    other = tmp_path / ".out.json.something-else.tmp"
    for p in (dead, alive, other):
        p.write_bytes(b"partial")
    write_output(target, "{}\n")
    assert target.read_text() == "{}\n"
    assert not dead.exists() and alive.exists() and other.exists()
    assert clean_stale_temporaries(target) == 0


# --------------------------------------------------------------------------- 6. types, numbers


def test_train_refuses_a_string_or_mapping():
    with pytest.raises(TypeError, match="got one str"):
        train("hello hello", 5)
    with pytest.raises(TypeError, match="got dict"):
        train({"a": b"x"}, 2)
    with pytest.raises(TypeError, match="got one bytes"):
        train(b"hello", 2)
    with pytest.raises(TypeError, match="document 1: expected bytes or str, got int"):
        train([b"ab", 3], 2)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (
            ("gui", "--zoom", "0", "--screenshot", "x.png"),
            "0 is out of range (expected 100 to 250)",
        ),
        (("gui", "--zoom", "-5", "--screenshot", "x.png"), "'-5' is not an integer"),
        (("gui", "--zoom", "100000", "--screenshot", "x.png"), "out of range"),
        (("gui", "--size", "0x0", "--screenshot", "x.png"), "0 is out of range"),
        (("gui", "--size", "１４００x850", "--screenshot", "x.png"), "not an integer"),
        (("train", "{corpus}", "--merges", "٣"), "'٣' is not an integer"),
        (("train", "{corpus}", "--merges", "1_000"), "'1_000' is not an integer"),
        (("train", "{corpus}", "--merges", "+5"), "not an integer"),
        (("train-words", "{corpus}", "--merges", "٣"), "not an integer"),
        (
            ("decode", "{saved}", "12345678901234567890"),
            "token ID 12345678901234567890 is out of range",
        ),
    ],
)
def test_numbers_are_ascii_digits_in_range(capsys, corpus, saved, argv, fragment):
    message = one_line_error(capsys, *(a.format(corpus=corpus, saved=saved) for a in argv))
    assert fragment in message


# --------------------------------------------------------------------------- 7. terminal


def test_document_id_with_escape_sequence_is_escaped(capsys, tmp_path):
    data = run_to_json(train([b"aaab", b"ab"], 1))
    evil = "\x1b]0;pwned\x07"
    data["documents"][0]["id"] = evil
    data["documents"][1]["id"] = evil
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run_cli(capsys, "decode", path, "97")
    assert code == 2
    assert "\x1b" not in err and "\x07" not in err
    assert "\\x1b]0;pwned\\x07" in err


def test_decoded_control_sequence_is_escaped(capsys, saved):
    code, out, err = run_cli(capsys, "decode", saved, "27", "91", "50", "74")
    assert code == 0, err
    assert out.splitlines() == ["hex: 1b 5b 32 4a", "text: \\x1b[2J"]


def test_file_name_with_control_characters(capsys, tmp_path):
    name = tmp_path / "a\x1b[2Jb.txt"
    code, out, err = run_cli(capsys, "train", name)
    assert code == 2 and "\x1b" not in err and "a\\x1b[2Jb.txt" in err


def test_terminal_text():
    assert terminal_text("a\x1b]0;x\x07b\nc\u202e") == "a\\x1b]0;x\\x07b\\nc\\u202e"
    assert terminal_text("tab\there\nline", keep_lines=True) == "tab\there\nline"
    assert terminal_text("\x9b2J") == "\\x9b2J"


# --------------------------------------------------------------------------- 8. odd inputs


def test_word_with_end_marker_is_refused(capsys, tmp_path):
    table = tmp_path / "w.json"
    table.write_text('{"low</w>": 5, "low": 2}', encoding="utf-8")
    message = one_line_error(capsys, "train-words", table)
    assert "word 'low</w>' contains the end-of-word marker '</w>'" in message
    with pytest.raises(CorpusError, match="end-of-word marker"):
        load_word_frequencies(table)
    with pytest.raises(ValueError, match="end-of-word marker"):
        train_words({"low</w>": 5}, 2)


# --------------------------------------------------------------------------- mutations

_VALID_RUN = json.dumps(
    run_to_json(train([b"aaabdaaabac", b"hello hello", b"\x00\xff\x00\xff"], 6)),
    separators=(",", ":"),
).encode()
_VALID_TRACE = format_trace(train([b"aaabdaaabac", b"abab"], 3)).encode()


def _mutate(data: bytes, edits: list[tuple[int, int, int]]) -> bytes:
    out = bytearray(data)
    for kind, where, value in edits:
        if not out:
            break
        i = where % len(out)
        if kind == 0:
            out[i] = value
        elif kind == 1:
            del out[i]
        elif kind == 2:
            out.insert(i, value)
        else:  # copy a digit-rich stretch elsewhere (numbers and lists change shape)
            j = value % len(out)
            out[i:i] = out[j : j + 8]
    return bytes(out)


def _check_loaded(run) -> None:
    """A run that loaded must obey the rules: final tokens are the encoding of the bytes."""
    table = MergeTable(run.rules, run.special_tokens, run.pretokenizer)
    for i in range(len(run.documents)):
        assert list(run.final_tokens(i)) == table.encode(run.document_bytes(i), allow_special=True)


edits_strategy = st.lists(
    st.tuples(st.integers(0, 3), st.integers(0, 10**6), st.sampled_from(b'0123456789,[]{}":-ea ')),
    min_size=1,
    max_size=4,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edits_strategy)
def test_mutated_saved_runs(tmp_path_factory, edits):
    path = tmp_path_factory.mktemp("mut") / "run.json"
    path.write_bytes(_mutate(_VALID_RUN, edits))
    try:
        run = load_run(path)
    except InputError as err:
        assert "\n" not in str(err) and str(err).startswith(str(path))
    else:
        _check_loaded(run)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edits_strategy)
def test_mutated_traces(edits):
    text = _mutate(_VALID_TRACE, edits)
    try:
        run = parse_trace_any_tie(read_and_decode(text), source="t.trace")
    except (TraceError, UnicodeDecodeError) as err:
        assert "\n" not in str(err)
    else:
        _check_loaded(run)


def read_and_decode(data: bytes) -> str:
    return data.decode("utf-8")


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(edits=edits_strategy, trace=st.booleans())
def test_mutated_files_on_the_command_line(tmp_path_factory, capsys, edits, trace):
    path = tmp_path_factory.mktemp("cli") / ("t.trace" if trace else "run.json")
    path.write_bytes(_mutate(_VALID_TRACE if trace else _VALID_RUN, edits))
    for argv in (("decode", path, "97"), ("encode", path, "abc"), ("check-trace", path)):
        if argv[0] == "check-trace" and not trace:
            continue
        code, out, err = run_cli(capsys, *argv)
        assert code in (0, 2), err
        if code == 2:
            assert err.count("\n") == 1 and "Traceback" not in err, err


def test_read_input_head_never_blocks(fifo):
    with pytest.raises(InputError, match="FIFO"):
        read_input(fifo, head=16)
