"""Smaller kinds of hostile input, each a clear line on the command line and through the
Python API: a word with a lone surrogate, non-strict base64 in a ``.tiktoken`` file, a
command-line text that is not UTF-8, a saved run whose merge count or pair counts cannot
be, and a merge table of several lines taken for text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core import load, train
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_word_frequencies
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_to_json
from bpe_viewer.core.interop import TableError, export
from bpe_viewer.core.render import lone_surrogate
from bpe_viewer.core.wordfreq import train_words


def one_line_error(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


SURROGATE_WORD = (
    "word 'ab\\ud800' holds a lone surrogate (\\ud800) at character 3, which has no UTF-8 bytes"
)


def surrogate_table(tmp_path: Path) -> Path:
    path = tmp_path / "words.json"
    path.write_text('{"ab\\ud800": 3, "ab": 2}', encoding="utf-8")  # valid JSON escapes
    return path


def test_a_word_with_a_lone_surrogate_is_refused(capsys, tmp_path):
    path = surrogate_table(tmp_path)
    message = one_line_error(capsys, "train-words", path, "--merges", "2")
    assert message == f"bpe-viewer: error: {path}: {SURROGATE_WORD}"
    with pytest.raises(CorpusError) as info:
        load_word_frequencies(path)
    assert str(info.value) == f"{path}: {SURROGATE_WORD}"
    with pytest.raises(ValueError) as info:
        train_words({"ab\ud800": 3, "ab": 2}, 2)
    assert str(info.value) == SURROGATE_WORD
    assert lone_surrogate("ab") is None


@pytest.mark.parametrize(
    ("field", "shown", "canonical"),
    [("YWJh=", "'aba'", "YWJh"), ("YWJh==", "'aba'", "YWJh"), ("YR==", "'a'", "YQ==")],
)
def test_tiktoken_base64_is_read_strictly(capsys, tmp_path, field, shown, canonical):
    path = tmp_path / "t.tiktoken"
    path.write_bytes(f"Yg== 0\n{field} 1\n".encode("ascii"))
    expected = (
        f"{path} line 2: '{field}' is not strict base64 (those bytes, {shown}, are "
        f"written '{canonical}')"
    )
    with pytest.raises(TableError) as info:
        load(path)
    assert str(info.value) == expected
    assert one_line_error(capsys, "encode", path, "aba") == f"bpe-viewer: error: {expected}"


def test_tiktoken_extra_padding_is_not_aba(tmp_path):
    path = tmp_path / "t.tiktoken"
    path.write_bytes(b"YQ== 0\nYg== 1\nYWJh= 2\n")
    with pytest.raises(TableError, match=r"line 3: 'YWJh=' is not strict base64 \(those bytes, "):
        load(path)


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (("train", "{c}", "--special-token", "<\udcff>"), "--special-token"),
        (("vocab", "{c}", "--special-token", "<\udcff>"), "--special-token"),
        (("hexdump", "{c}", "--text", "a\udcffb"), "--text"),
        (("train-words", "{w}", "--encode", "a\udce2\udc82"), "--encode"),
        (("train", "{c}", "--text-field", "t\udcff"), "--text-field"),
    ],
)
def test_command_line_text_that_is_not_utf8_names_the_option(capsys, tmp_path, argv, option):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"the cat <x> sat")
    words = tmp_path / "w.json"
    words.write_text('{"low": 5}', encoding="utf-8")
    message = one_line_error(capsys, *(a.format(c=corpus, w=words) for a in argv))
    assert f"argument {option}: " in message
    assert "is not UTF-8 text (byte " in message and "codec" not in message


def test_the_byte_is_named(capsys, tmp_path):
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"abc")
    message = one_line_error(capsys, "train", corpus, "--special-token", "<\udcff>")
    assert message.startswith(
        "bpe-viewer train: error: argument --special-token: '<\\xff>' is not UTF-8 text "
        "(byte ff at character 2)"
    )


def broken_run(tmp_path: Path, change) -> Path:
    data = run_to_json(train([b"abcdefgh"], 6))
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: d.update(requested_merges=0),
            "requested_merges is 0 but the run holds 6 rules (training never learns more "
            "merges than asked for)",
        ),
        (
            lambda d: d["rounds"][0].update(distinct_pairs=1_000_000),
            "round 0: distinct_pairs=1000000 and tied=7, but the documents hold at most 7 "
            "neighbouring places at stage 0",
        ),
        (
            lambda d: d["rounds"][3].update(distinct_pairs=5),
            "round 3: distinct_pairs=5 and tied=4, but the documents hold at most 4 "
            "neighbouring places at stage 3",
        ),
    ],
)
def test_saved_run_counts_that_cannot_be_are_refused(capsys, tmp_path, change, expected):
    path = broken_run(tmp_path, change)
    with pytest.raises(RunFileError) as info:
        load_run(path)
    assert str(info.value) == f"{path}: {expected}"
    assert one_line_error(capsys, "encode", path, "abc") == f"bpe-viewer: error: {path}: {expected}"


def test_the_bound_holds_for_every_round_of_a_real_run(tmp_path):
    run = train([b"aaaa", b"abab<|e|>abab", b"", b"x"], 20, special_tokens=["<|e|>"])
    path = tmp_path / "ok.json"
    path.write_text(json.dumps(run_to_json(run)), encoding="utf-8")
    assert load_run(path).merge_count == run.merge_count


def test_gui_picture_of_a_model_file_says_nothing_about_lines(capsys, tmp_path):
    run = tmp_path / "run.json"
    run.write_text(json.dumps(run_to_json(train([b"the cat sat on the mat"], 6))), encoding="utf-8")
    export(load_run(run), "minbpe", tmp_path / "base.model")
    picture = tmp_path / "m.png"
    assert main(["gui", str(tmp_path / "base.model"), "--screenshot", str(picture)]) == 0
    out, err = capsys.readouterr()
    assert "several lines" not in err
    assert out == f"saved {picture} (stage 5 of 6)\n"
