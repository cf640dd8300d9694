"""Opening a saved run fast: orjson when it vouches for the text, the rules and
candidates checked as arrays, the table alone for an export; every bad file still gets
the message the item-by-item path gives (bpe_viewer.core.formats.run_text, run_arrays,
bpe_viewer.core.validate)."""

from __future__ import annotations

import copy
import gc
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core import validate as validate_module
from bpe_viewer.core.formats import run_json, run_text
from bpe_viewer.core.formats.run_arrays import packed_rounds
from bpe_viewer.core.formats.run_json import RunFileError, load_run, save_run
from bpe_viewer.core.interop import TableError, export, load
from bpe_viewer.core.trainer import TrainingRound


def _run() -> Any:
    docs = [b"low lower lowest", b"new newer newest", b"a a a a a b b b b"]
    return train(docs, 8, pretokenizer="gpt2")


def _saved(folder: Path) -> Path:
    path = folder / "run.json"
    save_run(_run(), path)
    return path


def _slow_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bulk and fast path off: the reader as it was, item by item, with json."""
    monkeypatch.setattr(run_text, "_parse_fast", lambda raw: None)
    monkeypatch.setattr(run_json, "packed_rounds", lambda *args: None)
    monkeypatch.setattr(run_json, "document_tokens", lambda *args: None)
    monkeypatch.setattr(validate_module, "_rounds_plainly_valid", lambda *args: False)


def test_the_fast_reader_gives_the_same_run_as_the_item_by_item_one(tmp_path, monkeypatch) -> None:
    path = _saved(tmp_path)
    raw = path.read_bytes()
    assert run_text._parse_fast(raw) == json.loads(raw)
    fast = load_run(path)
    assert fast.rounds == _run().rounds
    _slow_paths(monkeypatch)
    slow = load_run(path)
    assert fast.rounds == slow.rounds
    assert fast.rules == slow.rules
    assert [fast.final_tokens(i) for i in range(3)] == [slow.final_tokens(i) for i in range(3)]


def test_packed_rounds_are_the_trainers_own_packing() -> None:
    run = _run()
    data = json.loads(json.dumps(run_json.run_to_json(run)))
    packed = packed_rounds(data["rules"], data["rounds"], "training")
    assert packed is not None
    rebuilt = [
        TrainingRound._packed(rnd.rule, pairs, counts, rnd.distinct_pairs, rnd.tied)
        for rnd, (pairs, counts) in zip(run.rounds, packed, strict=True)
    ]
    assert rebuilt == list(run.rounds)
    assert [len(p) for p, _ in packed] == [12, 11, 10, 11, 10, 9, 8, 7]


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _swap_candidates(data: dict[str, Any]) -> None:
    cands = data["rounds"][0]["candidates"]
    cands[1], cands[2] = cands[2], cands[1]


def _repeat_candidate(data: dict[str, Any]) -> None:
    data["rounds"][2]["candidates"].append(list(data["rounds"][2]["candidates"][1]))


def _grow_last_count(data: dict[str, Any]) -> None:
    data["rounds"][1]["candidates"][-1][2] = 3


DAMAGES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "boolean count": (
        _set(("rounds", 1, "candidates", 3, 2), True),
        "round 1 candidate 3: True is not a whole number",
    ),
    "float ID": (
        _set(("rounds", 1, "candidates", 3, 0), 101.0),
        "round 1 candidate 3: 101.0 is not a whole number",
    ),
    "short candidate": (
        _set(("rounds", 4, "candidates", 2), [32, 259]),
        "round 4 candidate 2: expected a list of 3 integers",
    ),
    "ID not learned": (
        _set(("rounds", 3, "candidates", 4, 1), 300),
        "round 3 candidate 4: (101,300) uses a token ID not yet learned",
    ),
    "negative count": (
        _set(("rounds", 0, "candidates", 5, 2), -3),
        "round 0 candidate 5: -3 is outside 0..9223372036854775807",
    ),
    "listed twice": (_repeat_candidate, "round 2: candidate (101,119) listed twice"),
    "no candidates": (_set(("rounds", 6, "candidates"), []), "round 6: no candidates"),
    "first is not the rule": (
        _set(("rounds", 5, "candidates", 0, 2), 9),
        "round 5: first candidate is not the rule",
    ),
    "rule ID not learned": (
        _set(("rules", 2, 0), 258),
        "rule 2 uses a token ID not yet learned",
    ),
    "rule of three": (_set(("rules", 7), [115, 116, 2]), "rule 7: expected a list of 4 integers"),
    "tie order": (
        _swap_candidates,
        "round 0: candidates 1 and 2 have the same count 4 but are not in the smallest tie order",
    ),
    "count grows": (
        _grow_last_count,
        "round 1: candidate 10 (115,116) has count 3, more than the one before it (2); "
        "candidates must be in selection order",
    ),
    "count 0": (
        _set(("rounds", 7, "candidates", 6, 2), 0),
        "round 7: candidate 6 (260,119) has count 0",
    ),
    "tied too few": (
        _set(("rounds", 0, "tied"), 2),
        "round 0: tied=2 and distinct_pairs=12 disagree with its 12 recorded candidates",
    ),
    "tied too many": (
        _set(("rounds", 3, "tied"), 4),
        "round 3: tied=4 but 2 recorded candidates share the winner's count 3",
    ),
    "unknown token ID": (
        _set(("documents", 1, "tokens", 2), 300),
        "document 'doc-2': unknown token ID 300",
    ),
    "negative token ID": (
        _set(("documents", 0, "tokens", 0), -1),
        "document 'doc-1': unknown token ID -1",
    ),
    "boolean token": (
        _set(("documents", 2, "tokens", 1), False),
        "document 'doc-3': False is not a whole number",
    ),
    "float token": (
        _set(("documents", 2, "tokens", 0), 97.5),
        "document 'doc-3': 97.5 is not a whole number",
    ),
    "distinct past the places": (
        _set(("rounds", 2, "distinct_pairs"), 500),
        "round 2: distinct_pairs=500 and tied=1, but the documents hold at most 38 "
        "neighbouring places at stage 2",
    ),
}


@pytest.mark.parametrize("name", list(DAMAGES))
def test_a_damaged_round_gets_the_item_by_item_message(tmp_path, monkeypatch, name) -> None:
    change, message = DAMAGES[name]
    data = json.loads(_saved(tmp_path).read_text(encoding="utf-8"))
    damaged = copy.deepcopy(data)
    change(damaged)
    assert damaged != data
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(damaged), encoding="utf-8")
    with pytest.raises(RunFileError) as fast:
        load_run(path)
    assert str(fast.value) == f"{path}: {message}"
    _slow_paths(monkeypatch)
    with pytest.raises(RunFileError) as slow:
        load_run(path)
    assert str(slow.value) == str(fast.value)


def test_the_rounds_of_a_trained_run_pass_the_array_check() -> None:
    run = _run()
    assert validate_module._rounds_plainly_valid(run.rounds, "smallest", 10**6)
    assert not validate_module._rounds_plainly_valid(run.rounds, "largest", 10**6)
    assert not validate_module._rounds_plainly_valid(run.rounds, "smallest", 11)


def test_a_key_given_twice_is_named_though_orjson_keeps_the_last(tmp_path) -> None:
    path = _saved(tmp_path)
    text = path.read_text(encoding="utf-8")
    raw = text.replace('"source":""', '"source":"a","source":"b"', 1).encode()
    assert raw != text.encode()
    assert run_text._parse_fast(raw) is None
    with pytest.raises(RunFileError) as caught:
        run_json.parse_run_bytes(raw, "twice.json")
    assert str(caught.value) == (
        "twice.json: key 'source' appears twice in one JSON object (which one is meant?)"
    )


def test_text_the_colon_count_cannot_vouch_for_goes_to_json(tmp_path) -> None:
    """A colon written as an escape is read back as a plain one; such text, and any
    integer of 19 digits, which orjson may read as a float, is read by json."""
    path = _saved(tmp_path)
    text = path.read_text(encoding="utf-8")
    escaped = text.replace('"source":""', '"source":"a\\u003ab"', 1).encode()
    assert run_text._parse_fast(escaped) is None
    assert run_json.parse_run_bytes(escaped, "x").source == "a:b"
    long = text.replace('"requested_merges":8', '"requested_merges":12345678901234567890', 1)
    assert run_text._parse_fast(long.encode()) is None
    with pytest.raises(RunFileError) as caught:
        run_json.parse_run_bytes(long.encode(), "long.json")
    assert "12345678901234567890" in str(caught.value)
    assert run_text._parse_fast(text.encode()) == json.loads(text)


def test_the_garbage_collector_runs_again_after_a_load_good_or_bad(tmp_path) -> None:
    path = _saved(tmp_path)
    was = gc.isenabled()  # another test's worker may hold it paused; start from on
    gc.enable()
    try:
        _load_keeps_the_collector_as_it_was(path)
    finally:
        if not was:
            gc.disable()


def _load_keeps_the_collector_as_it_was(path: Path) -> None:
    assert gc.isenabled()
    load_run(path)
    assert gc.isenabled()
    with pytest.raises(RunFileError):
        run_json.parse_run_bytes(b'{"format": 3}', "bad.json")
    assert gc.isenabled()
    gc.disable()
    try:
        load_run(path)
        assert not gc.isenabled()  # left as the caller had it
    finally:
        gc.enable()


def test_an_export_opens_the_table_alone_validated_once_and_writes_the_same_files(
    tmp_path, counted
) -> None:
    path = _saved(tmp_path)
    table = load(path, documents=False)
    assert counted == [str(path)]
    assert table.documents == ()
    assert table.rules == _run().rules
    whole = load(path)
    for fmt, name in [("hf", "t.json"), ("tiktoken", "t"), ("minbpe", "m")]:
        mine = export(table, fmt, tmp_path / "table" / name)
        theirs = export(whole, fmt, tmp_path / "whole" / name)
        assert [p.read_bytes() for p in mine] == [p.read_bytes() for p in theirs]


def test_an_export_still_refuses_a_table_that_breaks_the_rules(tmp_path) -> None:
    data = json.loads(_saved(tmp_path).read_text(encoding="utf-8"))
    data["rules"][0][3] = 1  # (32, 97) counted 4 times, said to be replaced once
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TableError) as caught:
        load(path, documents=False)
    assert str(caught.value) == (
        f"{path}: rule 0: 1 replacements but count 4 (occurrences of a pair of two "
        "different tokens never overlap, so all are replaced)"
    )


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from([b"a", b"b", b" ", b"aa", b"c"]), min_size=1, max_size=12).map(
        b"".join
    ),
    st.lists(st.sampled_from([b"a", b"b", b" ", b"ab"]), min_size=1, max_size=12).map(b"".join),
    st.integers(1, 10),
    st.sampled_from(["none", "whitespace"]),
)
def test_the_junction_walk_on_arrays_agrees_with_the_one_pair_walk(
    one: bytes, two: bytes, merges: int, pretokenizer: str
) -> None:
    """Every pair of known tokens, at the last stage and half way: the array walk finds
    a broken rule exactly when the walk of one pair does (many of these pairs do)."""
    run = train([one, two], merges, pretokenizer=pretokenizer)
    checker = validate_module._Checker(run, "x")
    checker.check_rules()
    known = sorted(set(one + two)) + [r.token_id for r in run.rules]
    pairs = [(a, b) for a in known for b in known]
    for stages in (run.merge_count, run.merge_count // 2):
        for pair in pairs:
            alone = checker._junction(*pair, stages) is None
            assert checker._junctions_hold([pair], stages) == alone, (pair, stages)
        every = all(checker._junction(a, b, stages) is None for a, b in pairs)
        assert checker._junctions_hold(pairs, stages) == every


def test_a_rule_that_is_no_list_keeps_jsonschemas_message(tmp_path) -> None:
    """The rules are checked in plain Python with the documents and rounds; a problem
    sends the whole run to jsonschema, which names the path."""
    data = json.loads(_saved(tmp_path).read_text(encoding="utf-8"))
    data["rules"][2] = 5
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RunFileError) as caught:
        load_run(path)
    assert str(caught.value) == f"{path}: at rules/2: 5 is not of type 'array'"


def test_a_run_built_from_many_arrays_still_names_an_unknown_token_id() -> None:
    """The constructor checks a hundred documents' arrays in one pass; one bad ID
    still gets the message naming its document and position."""
    from array import array

    from bpe_viewer.core.run import DocumentRecord, TrainingRun

    docs = [DocumentRecord(f"d{i}", "train", f"d{i}", 2) for i in range(100)]
    tokens = [array("i", [97, 98]) for _ in range(100)]
    assert TrainingRun(documents=docs, final_tokens=tokens, rounds=[]).final_tokens(99) == (
        97,
        98,
    )
    tokens[70] = array("i", [97, 256])
    with pytest.raises(ValueError, match="^document d70 position 1: unknown token ID 256$"):
        TrainingRun(documents=docs, final_tokens=tokens, rounds=[])


def test_without_orjson_the_run_is_read_by_json(tmp_path, monkeypatch) -> None:
    import sys

    path = _saved(tmp_path)
    monkeypatch.setitem(sys.modules, "orjson", None)  # ``import orjson`` fails
    assert run_text._parse_fast(path.read_bytes()) is None
    assert load_run(path).rounds == _run().rounds
