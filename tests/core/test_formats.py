"""bpe-merges-v1 traces (docs/rules.md s7) and saved runs."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.corpus import corpus_from_texts
from bpe_viewer.core.formats.run_json import (
    RunFileError,
    load_run,
    run_from_json,
    run_to_json,
    save_run,
)
from bpe_viewer.core.formats.trace_v1 import (
    TraceError,
    format_rank_line,
    format_trace,
    parse_trace,
    parse_trace_any_tie,
)

AAA_ABA_TRACE = """\
TRACE bpe-merges-v1 BEGIN
STAGE index=0
DOCUMENT stage=0 id=train-aaa tokens=97,97,97
DOCUMENT stage=0 id=train-aba tokens=97,98,97
CANDIDATE rank=0 left=97 right=97 count=2 winner=yes
CANDIDATE rank=0 left=97 right=98 count=1 winner=no
CANDIDATE rank=0 left=98 right=97 count=1 winner=no
MERGE rank=0 left=97 right=97 count=2 replacements=1 token=256 bytes_hex=61,61
STAGE index=1
DOCUMENT stage=1 id=train-aaa tokens=256,97
DOCUMENT stage=1 id=train-aba tokens=97,98,97
CANDIDATE rank=1 left=97 right=98 count=1 winner=yes
CANDIDATE rank=1 left=98 right=97 count=1 winner=no
CANDIDATE rank=1 left=256 right=97 count=1 winner=no
MERGE rank=1 left=97 right=98 count=1 replacements=1 token=257 bytes_hex=61,62
STAGE index=2
DOCUMENT stage=2 id=train-aaa tokens=256,97
DOCUMENT stage=2 id=train-aba tokens=257,97
TRACE bpe-merges-v1 END
"""


def aaa_aba_run():
    corpus = corpus_from_texts([b"aaa", b"aba"], ids=["train-aaa", "train-aba"])
    return train(corpus, 2)


def test_aaa_aba_trace_byte_for_byte():
    text = format_trace(aaa_aba_run())
    assert text == AAA_ABA_TRACE
    assert len(text.splitlines()) == 19


def test_rank_line_form():
    rule = train([b"aaa", b"aba"], 1).rules[0]
    assert format_rank_line(rule) == (
        "corpus rank 0: pair=(97,97) count=2 replacements=1 token=256 bytes=[61, 61]"
    )


def test_trace_round_trip():
    run = parse_trace(AAA_ABA_TRACE)
    assert [d.doc_id for d in run.documents] == ["train-aaa", "train-aba"]
    assert [(r.left, r.right, r.candidate_count) for r in run.rules] == [(97, 97, 2), (97, 98, 1)]
    assert run.tokens_at(1, 1) == [97, 98, 97]
    assert format_trace(run) == AAA_ABA_TRACE


def test_trace_with_other_tie_policies_round_trips():
    run = train([b"ABCDCDABCDCDE"], 3, tie="first")
    text = format_trace(run)
    assert parse_trace(text, tie="first").rules == run.rules
    with pytest.raises(TraceError, match="line .*tie rule"):
        parse_trace(text, tie="smallest")


@pytest.mark.parametrize("tie", ["bytes-largest", "bytes-smallest"])
def test_trace_under_the_bytes_policies(tie):
    # Rounds where learned tokens tie: the ID and byte orders part (docs/rules.md s3.1).
    run = train([b"ABCDCDABCDCDE", b"abcabcxyxy"], 6, tie=tie)
    text = format_trace(run)
    parsed = parse_trace(text, tie=tie)
    assert parsed.rules == run.rules
    assert parsed.tie == tie
    assert [parsed.candidates(r) for r in range(run.merge_count)] == [
        run.candidates(r) for r in range(run.merge_count)
    ]
    assert parse_trace_any_tie(text).rules == run.rules


def replace_line(text: str, number: int, new: str) -> str:
    lines = text.split("\n")
    lines[number - 1] = new
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("line", "new", "message"),
    [
        (1, "TRACE bpe-merges-v2 BEGIN", "line 1: expected"),
        (
            5,
            "CANDIDATE rank=0 left=97 right=97 count=3 winner=yes",
            "line 5: pair \\(97,97\\) has count 2",
        ),
        (5, "CANDIDATE rank=0 left=97 right=97 count=2 winner=no", "line 8: round 0 has 0 winners"),
        (
            6,
            "CANDIDATE rank=0 left=97 right=98 count=1 winner=yes",
            "line 8: round 0 has 2 winners",
        ),
        (
            12,
            "CANDIDATE rank=1 left=97 right=98 count=1 winner=no",
            "line 15: round 1 has 0 winners",
        ),
        (
            13,
            "CANDIDATE rank=1 left=98 right=97 count=1 winner=yes",
            "line 15: round 1 has 2 winners",
        ),
        (
            8,
            "MERGE rank=0 left=97 right=97 count=2 replacements=2 token=256 bytes_hex=61,61",
            "line 8: replacements=2",
        ),
        (
            8,
            "MERGE rank=0 left=97 right=97 count=2 replacements=1 token=300 bytes_hex=61,61",
            "line 8: token=300",
        ),
        (
            8,
            "MERGE rank=0 left=97 right=97 count=2 replacements=1 token=256 bytes_hex=61,62",
            "line 8: bytes_hex",
        ),
        (3, "DOCUMENT stage=0 id=Train_aaa tokens=97,97,97", "line 3: document ID"),
        (3, "DOCUMENT stage=0 id=train-aaa tokens=", "line 3: malformed DOCUMENT"),
        (10, "DOCUMENT stage=1 id=train-aaa tokens=97,256", "line 10: tokens of train-aaa"),
        (9, "STAGE index=2", "line 9: expected STAGE index=1"),
        (4, "FOO bar", "line 4: unknown line kind"),
        (19, "TRACE bpe-merges-v1 ENDS", "line 19: unknown line kind"),
    ],
)
def test_check_trace_names_the_line(line, new, message):
    with pytest.raises(TraceError, match=message):
        parse_trace(replace_line(AAA_ABA_TRACE, line, new))


def test_winner_must_obey_the_tie_rule():
    text = replace_line(AAA_ABA_TRACE, 12, "CANDIDATE rank=1 left=97 right=98 count=1 winner=no")
    text = replace_line(text, 13, "CANDIDATE rank=1 left=98 right=97 count=1 winner=yes")
    with pytest.raises(TraceError, match=r"line 13: winner \(98,97\) breaks the smallest tie rule"):
        parse_trace(text)


def test_unsorted_and_missing_candidates():
    lines = AAA_ABA_TRACE.split("\n")
    swapped = lines[:4] + [lines[5], lines[4]] + lines[6:]
    with pytest.raises(TraceError, match="line 6: candidates are not sorted"):
        parse_trace("\n".join(swapped))
    missing = lines[:6] + lines[7:]
    with pytest.raises(TraceError, match="line 7: round 0 omits candidate \\(98,97\\)"):
        parse_trace("\n".join(missing))


def test_truncated_and_trailing_text():
    with pytest.raises(TraceError, match="missing the line"):
        parse_trace(AAA_ABA_TRACE.replace("TRACE bpe-merges-v1 END\n", ""))
    with pytest.raises(TraceError, match="line 20: text after the END"):
        parse_trace(AAA_ABA_TRACE + "STAGE index=3\n")
    with pytest.raises(TraceError, match="line 1"):
        parse_trace("")


def test_saved_run_round_trip(tmp_path):
    corpus = corpus_from_texts(["the cat sat", "on the mat", "a"], ids=["x", "y", "z"])
    run = train(corpus, 10, tie="first", keep=3)
    path = tmp_path / "run.json"
    save_run(run, path)
    again = load_run(path)
    assert again.rules == run.rules
    assert again.rounds == run.rounds
    assert again.tie == "first"
    assert [d.doc_id for d in again.documents] == ["x", "y", "z"]
    for stage in range(run.merge_count + 1):
        assert [again.tokens_at(i, stage) for i in range(3)] == [
            run.tokens_at(i, stage) for i in range(3)
        ]
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_saved_run_keeps_a_bytes_policy(tmp_path):
    run = train([b"ABCDCDABCDCDE"], 3, tie="bytes-smallest")
    path = tmp_path / "run.json"
    save_run(run, path)
    again = load_run(path)
    assert again.tie == "bytes-smallest"
    assert again.rules == run.rules


def test_saved_run_errors(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "bpe-viewer-run", "version": 1,', encoding="utf-8")
    with pytest.raises(RunFileError, match="broken.json: corrupt JSON at line 1"):
        load_run(path)
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(RunFileError, match="broken.json: not a saved bpe-viewer run"):
        load_run(path)
    with pytest.raises(RunFileError, match="missing.json: cannot read"):
        load_run(tmp_path / "missing.json")
    data = run_to_json(train([b"aaa", b"aba"], 2))
    data["rules"][1][0] = 999
    with pytest.raises(RunFileError, match="rule 1 uses a token ID not yet learned"):
        run_from_json(data, "x.json")
    data = run_to_json(train([b"aaa", b"aba"], 2))
    data["documents"][0]["tokens"] = [300]
    with pytest.raises(RunFileError, match="document 'doc-1': unknown token ID 300"):
        run_from_json(data, "x.json")
    data = run_to_json(train([b"aaa", b"aba"], 2))
    data["rounds"][0]["candidates"][0][2] = 7
    with pytest.raises(RunFileError, match="round 0: first candidate is not the rule"):
        run_from_json(data, "x.json")


def test_save_is_atomic_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "run.json"
    save_run(train([b"aaa"], 1), path)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(json, "dumps", lambda *a, **k: "x" * 10)
    monkeypatch.setattr("os.fsync", boom)
    with pytest.raises(OSError):
        save_run(train([b"bbb"], 1), path)
    assert path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [path]


def test_saved_run_keeps_special_tokens(tmp_path):
    run = train([b"ab<|e|>ab", b"ab"], 2, special_tokens=["<|e|>"])
    save_run(run, tmp_path / "s.json")
    again = load_run(tmp_path / "s.json")
    assert again.special_tokens == (b"<|e|>",)
    assert again.final_tokens(0) == run.final_tokens(0)
    assert again.document_bytes(0) == b"ab<|e|>ab"
    with pytest.raises(ValueError, match="special tokens"):
        format_trace(run)


def test_saved_files_get_the_usual_permissions(tmp_path):
    import os

    mask = os.umask(0o022)
    try:
        path = tmp_path / "run.json"
        save_run(train([b"aaa"], 1), path)
        assert path.stat().st_mode & 0o777 == 0o644
        path.chmod(0o600)  # replacing a file keeps its mode
        save_run(train([b"aaa"], 1), path)
        assert path.stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(mask)


def test_renamed_or_missing_document_names_its_line():
    text = replace_line(AAA_ABA_TRACE, 18, "DOCUMENT stage=2 id=doc-9 tokens=257,97")
    with pytest.raises(TraceError, match="line 18: document 'doc-9' where stage 0 has 'train-aba'"):
        parse_trace(text)
    lines = AAA_ABA_TRACE.split("\n")
    del lines[17]
    with pytest.raises(TraceError, match="line 16: stage 2 lists 1 document, stage 0 lists 2"):
        parse_trace("\n".join(lines))


def test_foreign_files_and_versions_are_named(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("just some text\n", encoding="utf-8")
    with pytest.raises(RunFileError, match="notes.txt: not a saved bpe-viewer run \\(not JSON\\)"):
        load_run(path)
    data = run_to_json(train([b"aaa"], 1))
    data["version"] = 2
    with pytest.raises(
        RunFileError, match="x.json: saved-run version 2 is not one this program reads"
    ):
        run_from_json(data, "x.json")


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (
            lambda d: d["documents"][0]["tokens"].__setitem__(0, 256.0),
            "256.0 is not a whole number",
        ),
        (lambda d: d["rules"][0].__setitem__(0, 97.0), "rule 0: 97.0 is not a whole number"),
        (
            lambda d: d["rounds"][1]["candidates"].append([99999, 5, 1]),
            r"round 1 candidate 3: \(99999,5\) uses a token ID not yet learned",
        ),
        (
            lambda d: d["rounds"][0]["candidates"].append([97, 97, 2]),
            r"round 0: candidate \(97,97\) listed twice",
        ),
        (lambda d: d["rounds"][0].__setitem__("tied", 2.0), "tied: expected a whole number"),
    ],
)
def test_saved_run_numbers_are_checked(mutate, message):
    data = run_to_json(train([b"aaa", b"aba"], 2))
    mutate(data)
    with pytest.raises(RunFileError, match="x.json: .*" + message):
        run_from_json(data, "x.json")


def test_pathological_json_is_a_clear_error(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(RunFileError, match="deep.json: not a saved bpe-viewer run"):
        load_run(deep)
    big = tmp_path / "big.json"
    big.write_text("9" * 5000, encoding="utf-8")
    with pytest.raises(RunFileError, match="big.json: not a saved bpe-viewer run"):
        load_run(big)


def test_overlong_numbers_in_a_trace_name_the_line():
    text = replace_line(AAA_ABA_TRACE, 2, "STAGE index=" + "1" * 5000)
    with pytest.raises(TraceError, match="line 2: malformed STAGE line"):
        parse_trace(text)


def test_saving_through_a_symlink_replaces_its_target(tmp_path):
    real = tmp_path / "real.json"
    link = tmp_path / "link.json"
    save_run(train([b"aaa"], 1), real)
    link.symlink_to(real)
    save_run(train([b"abab"], 1), link)
    assert link.is_symlink()
    assert load_run(real).rules[0].token_bytes == b"ab"


@pytest.mark.parametrize("value", [True, False, "97", 1e2, 2**40, -1])
def test_token_lists_hold_only_token_ids(tmp_path, value):
    """A boolean, a string, a float or an ID out of range in a document's tokens is one
    named error, through the file (whose loader skips per-item type checks when the
    text holds no true/false) and through the API."""
    data = run_to_json(train([b"aaa" * 200, b"aba"], 2))
    data["documents"][0]["tokens"][3] = value
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for load in (lambda: load_run(path), lambda: run_from_json(data, str(path))):
        with pytest.raises(RunFileError, match=r"x.json: document 'doc-1': "):
            load()


def test_a_trace_cannot_hold_a_normalizer():
    from bpe_viewer.core.normalize import Normalizer
    from bpe_viewer.core.training import iter_training

    training = iter_training(["Cafe\u0301 cafe\u0301"], 2, normalizer=Normalizer.of("NFC"))
    for _ in training:
        pass
    run = training.run
    assert run.document_bytes(0) == "Café café".encode()
    with pytest.raises(ValueError) as err:
        format_trace(run)
    assert str(err.value) == (
        "a bpe-merges-v1 trace cannot hold what the run does to text before the merges "
        "(normalizer NFC): save the run as JSON instead"
    )
