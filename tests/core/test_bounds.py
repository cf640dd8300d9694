"""The one number reader and the one size check, in every loader (docs/rules.md s10).

Numbers from files are ASCII digits (or JSON integers) in one range for counts
(0..2**63 - 1) and one for token IDs (0..2**32 - 1); the token bytes and rows a table
describes are added up against the input limit before anything is built.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.bounds import (
    COUNT_MAX,
    ID_MAX,
    NumberError,
    SizeCheck,
    read_count,
    read_id,
)
from bpe_viewer.core.corpus import CorpusError
from bpe_viewer.core.corpus_files import load_word_frequencies
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_to_json
from bpe_viewer.core.interop import TableError, export, load
from bpe_viewer.core.piecetable import PieceTableError, load_piece_table
from bpe_viewer.core.safeio import LIMIT_ENV, InputError, input_problem


@pytest.mark.parametrize(
    ("value", "expected"),
    [("0", 0), ("12", 12), (12, 12), ("0" * 5000 + "7", 7), (str(COUNT_MAX), COUNT_MAX)],
)
def test_counts_read(value, expected):
    assert read_count(value, "t.txt line 1") == expected


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("²", "t line 1: count '²' is not a whole number (ASCII digits 0-9)"),
        ("١٢", "t line 1: count '١٢' is not a whole number (ASCII digits 0-9)"),
        ("1e3", "t line 1: count '1e3' is not a whole number (ASCII digits 0-9)"),
        (" 12", "t line 1: count ' 12' is not a whole number (ASCII digits 0-9)"),
        ("-1", "t line 1: count '-1' is not a whole number (ASCII digits 0-9)"),
        ("", "t line 1: count '' is not a whole number (ASCII digits 0-9)"),
        (True, "t line 1: count expected a whole number, got True"),
        (2.0, "t line 1: count expected a whole number, got 2.0"),
        (None, "t line 1: count expected a whole number, got None"),
        (-1, "t line 1: count -1 is outside 0..9223372036854775807"),
        (2**63, "t line 1: count 9223372036854775808 is outside 0..9223372036854775807"),
        (
            2**64 - 1,
            "t line 1: count 18446744073709551615 is outside 0..9223372036854775807",
        ),
        (
            10**30,
            "t line 1: count 10000000000000000000… (31 digits) is outside 0..9223372036854775807",
        ),
        (
            "9" * 6000,
            "t line 1: count 99999999999999999999… is outside 0..9223372036854775807",
        ),
    ],
)
def test_counts_refused(value, message):
    with pytest.raises(NumberError) as caught:
        read_count(value, "t line 1")
    assert str(caught.value) == message


def test_a_number_too_long_to_print_is_still_named():
    with pytest.raises(NumberError, match=r"^t: count a number of about 6020 digits is outside"):
        read_count(10**6020, "t")


def test_ids_have_32_bits():
    assert read_id(ID_MAX, "t") == 2**32 - 1
    with pytest.raises(NumberError, match=r"^t: token ID 4294967296 is outside 0..4294967295$"):
        read_id(2**32, "t")
    with pytest.raises(TableError, match=r"^t: ID 4294967296 is outside 0..4294967295$"):
        read_id("4294967296", "t", "ID", error=TableError)


def test_size_check_adds_up_tokens_and_rows(monkeypatch):
    monkeypatch.setenv(LIMIT_ENV, "1")
    check = SizeCheck("t.model")
    check.token(400_000, "rule 0")
    check.rows(5000)  # 320000 bytes
    assert check.total == 720_000
    with pytest.raises(InputError) as caught:
        check.token(300_000, "rule 1", row=True)
    assert str(caught.value) == (
        "t.model: the table up to rule 1 (1.0 MB) is larger than the 1.0 MB input limit; "
        "raise it with the environment variable BPE_VIEWER_MAX_INPUT_MB (megabytes)"
    )


def test_an_error_without_a_message_still_gives_a_reason():
    assert input_problem("bomb.model", MemoryError()) == (
        "bomb.model: too large to hold in memory (out of memory)"
    )
    assert input_problem("x.json", RecursionError()) == (
        "x.json: nested too deeply to read (RecursionError)"
    )
    assert input_problem("x.json", KeyError()) == "x.json: cannot be read (KeyError)"


# --------------------------------------------------------------------------- loaders


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def pieces(path: Path, rows: list[dict]) -> Path:
    doc = {"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2", "pieces": rows}
    return write(path, json.dumps(doc))


@pytest.mark.parametrize(
    ("count", "shown"),
    [(10**30, "10000000000000000000… (31 digits)"), (2**64 - 1, "18446744073709551615")],
)
def test_piece_counts_out_of_range(tmp_path, count, shown):
    path = pieces(tmp_path / "p.json", [{"piece": "a", "count": 1}, {"piece": "b", "count": count}])
    with pytest.raises(PieceTableError) as caught:
        load_piece_table(path)
    assert str(caught.value) == f"{path} row 2: count {shown} is outside 0..9223372036854775807"


def test_piece_count_at_the_top_of_the_range_trains(tmp_path):
    # A one-byte piece: the table's weight (count times bytes) is COUNT_MAX itself.
    path = pieces(tmp_path / "p.json", [{"piece": "a", "count": COUNT_MAX}])
    table = load_piece_table(path)
    assert table.counts == (COUNT_MAX,)


def test_word_frequency_out_of_range(tmp_path):
    path = write(tmp_path / "w.json", '{"low": 5, "lower": 1' + "0" * 100 + "}")
    with pytest.raises(CorpusError) as caught:
        load_word_frequencies(path)
    assert str(caught.value) == (
        f"{path}: word 'lower': frequency 10000000000000000000… (101 digits) is outside "
        "0..9223372036854775807"
    )


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ("minbpe v1\n\n0\n97 ²\n", "line 4: right token ID '²' is not a whole number"),
        ("minbpe v1\n\n0\n٩٧ 97\n", "line 4: left token ID '٩٧' is not a whole number"),
        ("minbpe v1\n\n²\n97 97\n", "line 3: special-token count '²' is not a whole number"),
        (
            "minbpe v1\n\n1\n<s> 4294967296\n97 97\n",
            "line 4: token ID 4294967296 is outside 0..4294967295",
        ),
        ("minbpe v1\n\n0\n97 99999999999\n", "line 4: right token ID 99999999999 is outside"),
    ],
)
def test_minbpe_numbers(tmp_path, lines, message):
    path = write(tmp_path / "m.model", lines)
    with pytest.raises(TableError, match=f"^{path} " + message):
        load(path)


def test_tiktoken_numbers(tmp_path):
    ranks = write(tmp_path / "t.tiktoken", "YQ== 0\nYg== 4294967296\n")
    with pytest.raises(TableError, match=rf"^{ranks} line 2: rank 4294967296 is outside"):
        load(ranks)
    write(ranks, "YQ== 0\nYg== ١\n")
    with pytest.raises(TableError, match=rf"^{ranks} line 2: rank '١' is not a whole number"):
        load(ranks)
    table = train([b"abab"], 1)
    written = export(table, "tiktoken", tmp_path / "v")
    sidecar = written[1]
    side = json.loads(sidecar.read_text())
    side["special_tokens"] = {"<s>": 2**32}
    sidecar.write_text(json.dumps(side))
    with pytest.raises(TableError, match=r"special token '<s>': ID 4294967296 is outside"):
        load(written[0])


def test_hugging_face_ids(tmp_path):
    table = train([b"abab"], 1)
    (path,) = export(table, "hf", tmp_path / "tokenizer.json")
    data = json.loads(path.read_text())
    data["model"]["vocab"]["ab"] = 2**40
    path.write_text(json.dumps(data))
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value) == (
        f"{path}: vocabulary entry 'ab': ID 1099511627776 is outside 0..4294967295"
    )
    data["model"]["vocab"]["ab"] = 256
    data["added_tokens"] = [{"id": 2**32, "content": "<s>"}]
    path.write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"added_tokens entry 0: ID 4294967296 is outside"):
        load(path)
    folder = export(table, "vocab-merges", tmp_path / "vm")[0].parent
    vocab = json.loads((folder / "vocab.json").read_text())
    vocab["ab"] = True
    (folder / "vocab.json").write_text(json.dumps(vocab))
    with pytest.raises(TableError, match=r"vocabulary entry 'ab': ID expected a whole number"):
        load(folder)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["rules"][0].__setitem__(2, 2**63), "rule 0: 9223372036854775808 is outside"),
        (lambda d: d["rounds"][0].__setitem__("distinct_pairs", 10**30), "distinct_pairs: 1000"),
        (lambda d: d["documents"][0].__setitem__("weight", 2**63), "weight 9223372036854775808"),
        (lambda d: d["documents"][0].__setitem__("weight", 0), "weight: 0 is less than"),
    ],
)
def test_saved_run_numbers(tmp_path, mutate, message):
    data = run_to_json(train([b"aaab"], 1))
    mutate(data)
    path = write(tmp_path / "r.json", json.dumps(data))
    with pytest.raises(RunFileError, match="r.json: .*" + message):
        load_run(path)


# --------------------------------------------------------------------------- sizes


def test_a_minbpe_model_of_doubling_merges_is_refused_before_it_is_built(tmp_path):
    """400 bytes whose merges double a token: 2**40 bytes unless checked first."""
    lines = ["minbpe v1", "", "0", "97 97", *(f"{256 + i} {256 + i}" for i in range(40))]
    path = write(tmp_path / "bomb.model", "\n".join(lines) + "\n")
    assert path.stat().st_size < 400
    start = time.monotonic()
    with pytest.raises(TableError) as caught:
        load(path)
    assert time.monotonic() - start < 5
    # Rank r (line 4 + r) makes 2**(r + 1) bytes: the tokens up to rank 27 (line 31)
    # hold about 2**29 bytes, past the 512 MB limit.
    assert str(caught.value).startswith(f"{path}: the table up to {path} line 31 (")
    assert "is larger than the 512.0 MB input limit" in str(caught.value)
    assert LIMIT_ENV in str(caught.value)


def test_the_limit_is_raised_by_the_environment(tmp_path, monkeypatch):
    lines = ["minbpe v1", "", "0", "97 97", *(f"{256 + i} {256 + i}" for i in range(12))]
    path = write(tmp_path / "m.model", "\n".join(lines) + "\n")
    assert load(path).token_bytes(256 + 12) == b"a" * 2**13
    monkeypatch.setenv(LIMIT_ENV, "1")
    lines += [f"{268 + i} {268 + i}" for i in range(8)]  # tokens up to 2**21 bytes
    write(path, "\n".join(lines) + "\n")
    with pytest.raises(TableError, match=r"line 22 \(1\.0 MB\) is larger than the 1\.0 MB"):
        load(path)


def test_piece_table_rows_are_counted_before_they_are_read(tmp_path, monkeypatch):
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    monkeypatch.setenv(LIMIT_ENV, "1")
    schema = pa.schema(
        [("piece", pa.binary()), ("count", pa.int64())],
        metadata={"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2"},
    )
    rows = 20_000  # 20000 x 64 bytes: past 1 MB, in a file of a few KB
    table = pa.table({"piece": [b"a"] * rows, "count": [1] * rows}, schema=schema)
    path = tmp_path / "p.parquet"
    pq.write_table(table, path)
    assert path.stat().st_size < 20_000
    with pytest.raises(PieceTableError) as caught:
        load_piece_table(path)
    assert str(caught.value) == (
        f"{path}: 20000 rows at 64 bytes each in memory (1.3 MB) is larger than the 1.0 MB "
        "input limit; raise it with the environment variable BPE_VIEWER_MAX_INPUT_MB "
        "(megabytes)"
    )
    doc = {"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2"}
    doc["pieces"] = [{"piece": "a", "count": 1}] * rows
    json_path = write(tmp_path / "p.json", json.dumps(doc))
    with pytest.raises(PieceTableError, match="20000 rows at 64 bytes each"):
        load_piece_table(json_path)


@pytest.mark.parametrize("name", ["m.model", "t.tiktoken", "merges.txt"])
def test_a_table_of_many_lines_is_refused_before_its_lines_are_split(tmp_path, monkeypatch, name):
    monkeypatch.setenv(LIMIT_ENV, "1")
    path = tmp_path / name
    path.write_bytes(b"x\n" * 20_000)  # 40 KB: 20000 rows at 64 bytes pass 1 MB
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value) == (
        f"{path}: 20000 lines at 64 bytes each in memory (1.3 MB) is larger than the 1.0 MB "
        "input limit; raise it with the environment variable BPE_VIEWER_MAX_INPUT_MB "
        "(megabytes)"
    )
