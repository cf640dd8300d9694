"""Opening a saved run, a trace or a table validates it once (bpe_viewer.core.validate)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import load, train
from bpe_viewer.core import validate as validate_module
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.formats.trace_v1 import format_trace
from bpe_viewer.core.interop import TableError, export


def _files(folder: Path) -> dict[str, Path]:
    run = train([b"low lower lowest", b"new newer"], 6, pretokenizer="gpt2")
    files = {"run": folder / "run.json"}
    save_run(run, files["run"])
    files["trace"] = folder / "run.trace"  # a trace holds no pre-tokenization
    files["trace"].write_text(format_trace(train([b"low lower", b"new"], 4)), encoding="utf-8")
    files["hf"] = export(run, "hf", folder / "tokenizer.json")[0]
    export(run, "vocab-merges", folder / "vm")
    files["vocab-merges"] = folder / "vm"
    files["tiktoken"] = export(run, "tiktoken", folder / "t")[0]
    files["minbpe"] = export(run, "minbpe", folder / "m")[0]
    return files


@pytest.mark.parametrize("kind", ["run", "trace", "hf", "vocab-merges", "tiktoken", "minbpe"])
def test_each_kind_of_file_is_validated_once(tmp_path, counted, kind) -> None:
    path = _files(tmp_path)[kind]
    counted.clear()
    run = load(path)
    assert len(counted) == 1, counted
    assert run.encode("lowest") == load(path).encode("lowest")
    assert len(counted) == 2


def test_a_damaged_saved_run_is_still_refused_with_the_validators_message(tmp_path) -> None:
    path = _files(tmp_path)["run"]
    text = path.read_text(encoding="utf-8")
    # rule 0, (l, o) counted 3 times, now says it replaced 1
    damaged = text.replace('"rules":[[108,111,3,3]', '"rules":[[108,111,3,1]', 1)
    assert damaged != text
    path.write_text(damaged, encoding="utf-8")
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value) == (
        f"{path}: rule 0: 1 replacements but count 3 (occurrences of a pair of two "
        "different tokens never overlap, so all are replaced)"
    )


def test_a_token_across_a_piece_start_is_refused_naming_document_position_and_byte(
    tmp_path,
) -> None:
    """Trained without pre-tokenization, `` ya`` is a token; the same file saying
    ``whitespace`` holds a token that crosses the piece starting at byte 3."""
    run = train([b"qq", b"ya ya ya"], 2)
    assert run.final_tokens(1) == (256, 257, 257)
    path = tmp_path / "run.json"
    save_run(run, path)
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('"pretokenizer":"none"', '"pretokenizer":"whitespace"'), encoding="utf-8"
    )
    with pytest.raises(TableError) as caught:
        load(path)
    assert str(caught.value) == (
        f"{path}: document 'doc-2' position 1: token 257 crosses a pre-tokenization boundary "
        "at byte 3"
    )


def test_distinct_pair_codes_by_table_and_by_sorting_agree() -> None:
    import numpy as np

    codes = np.array([5, 3, 5, 9, 3, 0], dtype=np.int64)
    assert validate_module._distinct(codes, 10) == [0, 3, 5, 9]  # a table of 100 flags
    assert validate_module._distinct(codes, 10**4) == [0, 3, 5, 9]  # sorted: 10**8 > 2**25
    assert validate_module._distinct(codes[:0], 10**4) == []


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            '"partition":"train"',
            '"partition":"dev"',
            "at documents/0/partition: 'dev' is not one of",
        ),
        ('"tied":', '"tied":-', "at rounds/0/tied: -"),
        ('"id":"doc-1"', '"id":""', "at documents/0/id: '' should be non-empty"),
    ],
)
def test_documents_and_rounds_checked_in_python_keep_jsonschemas_messages(
    tmp_path, old, new, message
) -> None:
    path = _files(tmp_path)["run"]
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(TableError, match=f"^{path}: {message}"):
        load(path)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [b"a", b" ", b"\n", "д".encode(), "日".encode(), "😀".encode(), b"\xff", b"'s", b"1"]
        ),
        max_size=20,
    ).map(b"".join),
    st.sampled_from(["whitespace", "punctuation", "gpt2", "gpt4", "none"]),
)
def test_piece_starts_are_the_byte_offsets_of_the_pieces(data: bytes, name: str) -> None:
    from bpe_viewer.core.pretokenize import piece_starts, split_pieces

    expected = set()
    offset = 0
    for piece in split_pieces(data, name):
        if offset:
            expected.add(offset)
        offset += len(piece)
    assert piece_starts(data, name) == expected


@pytest.mark.parametrize("name", ["whitespace", "gpt2", "gpt4"])
def test_piece_starts_of_many_pieces_by_character_widths(name: str) -> None:
    """Past 255 pieces the byte offsets come from each character's UTF-8 width."""
    from bpe_viewer.core.pretokenize import piece_starts, split_pieces

    data = "".join(f"д{i} 日本 😀x " for i in range(200)).encode() + b"\xff\xfe tail"
    pieces = split_pieces(data, name)
    assert len(pieces) > 256
    offsets = [len(b"".join(pieces[:i])) for i in range(1, len(pieces))]
    assert piece_starts(data, name) == set(offsets)
