"""The one validator of loaded runs (bpe_viewer.core.validate), fed good and broken runs.

Expected verdicts come from the frozen-rule encoder (docs/rules.md s6) applied to each
document's bytes, never from the validator itself.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import train
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.formats.run_json import RunFileError, load_run, run_from_json, run_to_json
from bpe_viewer.core.run import DocumentRecord, TrainingRun
from bpe_viewer.core.validate import RunCheckError, check_run

DOCS = [b"aaabdaaabac", b"low lower lowest newest widest", b"aaaaaaa"]


def saved(merges: int = 5) -> dict:
    return run_to_json(train(DOCS, merges))


def load(data: dict):
    return run_from_json(json.loads(json.dumps(data)), "bad.json")


def test_trained_runs_pass():
    for tie in ("smallest", "largest", "first"):
        for merges in (0, 1, 5, 40):
            run = train(DOCS, merges, tie=tie)
            assert check_run(run) is run
            assert load(run_to_json(run)).merge_count == run.merge_count


def test_first_candidate_not_the_largest():
    data = saved()
    first = data["rounds"][0]["candidates"][0]
    data["rounds"][0]["candidates"][1][2] = 50
    with pytest.raises(RunFileError) as info:
        load(data)
    assert str(info.value) == (
        f"bad.json: round 0: candidate 1 ({data['rounds'][0]['candidates'][1][0]},"
        f"{data['rounds'][0]['candidates'][1][1]}) has count 50, more than the one before it "
        f"({first[2]}); candidates must be in selection order"
    )


def test_final_tokens_keep_a_pair_a_later_rule_merges():
    data = saved()
    # doc-3 is "aaaaaaa": rule 0 is (97,97); leave its bytes unmerged.
    data["documents"][2]["tokens"] = [97] * 7
    with pytest.raises(RunFileError, match=r"document 'doc-3': the final tokens are not the rules"):
        load(data)


def test_wrong_segmentation_with_same_bytes():
    # "aaa" under the single rule (97,97) is [256, 97], never [97, 256] (left to right).
    run = train([b"aaa"], 1)
    assert run.final_tokens(0) == (256, 97)
    data = run_to_json(run)
    data["documents"][0]["tokens"] = [97, 256]
    with pytest.raises(RunFileError, match=r"document 'doc-1'.*tokens 97 and 256 .* rule 0"):
        load(data)


def test_replacements_larger_than_count():
    data = saved()
    rule = data["rules"][0]
    rule[3] = rule[2] + 1
    with pytest.raises(RunFileError, match=r"rule 0: \d+ replacements, more than its count \d+"):
        load(data)


def test_replacements_disagree_with_tokens():
    data = saved()
    # (97, 98) style rules: a pair of two different tokens replaces every occurrence.
    rank = next(i for i, r in enumerate(data["rules"]) if r[0] != r[1])
    data["rules"][rank][3] -= 1
    with pytest.raises(RunFileError, match=f"rule {rank}: "):
        load(data)


def test_duplicate_tie_key(tmp_path):
    text = json.dumps(saved()).replace('"tie": "smallest"', '"tie": "largest", "tie": "smallest"')
    assert text.count('"tie"') == 2
    path = tmp_path / "dup.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RunFileError, match=r"dup.json: key 'tie' appears twice"):
        load_run(path)


def test_same_pair_at_two_ranks():
    data = saved()
    pair = data["rules"][0][:2]
    data["rules"][1][:2] = pair
    data["rounds"][1]["candidates"][0][:2] = pair
    with pytest.raises(RunFileError, match=r"rule 1: pair \(97,97\) was already learned at rank 0"):
        load(data)


def test_duplicate_document_ids():
    data = saved()
    data["documents"][1]["id"] = data["documents"][0]["id"]
    with pytest.raises(RunFileError, match="document ID 'doc-1' is used twice"):
        load(data)


def test_candidates_out_of_tie_order():
    data = run_to_json(train([b"abcd"], 1))  # three pairs tied at count 1
    cands = data["rounds"][0]["candidates"]
    cands[1], cands[2] = cands[2], cands[1]
    with pytest.raises(RunFileError, match="round 0: candidates 1 and 2 .* smallest tie order"):
        load(data)


def test_doubling_rules_are_refused_before_building_tokens():
    # (97,97), (256,256), (257,257), ...: each token twice the last; 40 rules = 2**40 bytes.
    k = 40
    rules = [[97, 97, 1, 1]] + [[255 + r, 255 + r, 1, 1] for r in range(1, k)]
    data = {
        "format": "bpe-viewer-run",
        "version": 1,
        "tie": "smallest",
        "documents": [{"id": "d", "partition": "train", "tokens": [255 + k]}],
        "rules": rules,
        "rounds": [{"distinct_pairs": 1, "tied": 1, "candidates": [r[:3]]} for r in rules],
    }
    assert len(json.dumps(data)) < 3500
    with pytest.raises(
        RunFileError,
        match="input limit; raise it with the environment variable BPE_VIEWER_MAX_INPUT_MB",
    ):
        load(data)


def _held_out_run(rules_run: TrainingRun, data: bytes, tokens: list[int]) -> TrainingRun:
    """The trained run plus one held-out document ``x`` with the given tokens."""
    n = len(rules_run.documents)
    return TrainingRun(
        documents=[*rules_run.documents, DocumentRecord("x", "validation", "x", len(data))],
        final_tokens=[*(rules_run.final_tokens(i) for i in range(n)), tokens],
        rounds=rules_run.rounds,
        tie=rules_run.tie,
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    corpus=st.lists(st.binary(min_size=1, max_size=12), min_size=1, max_size=4),
    text=st.binary(min_size=0, max_size=16),
    merges=st.integers(min_value=0, max_value=8),
    choices=st.lists(st.integers(min_value=0, max_value=40), max_size=6),
)
def test_segmentations_accepted_exactly_when_they_are_the_encoding(corpus, text, merges, choices):
    """Split random tokens of the true encoding; the validator agrees with the encoder."""
    rules_run = train([c.replace(b"\x00", b"a") for c in corpus], merges)
    table = MergeTable(rules_run.rules)
    truth = table.encode(text)
    tokens = list(truth)
    for choice in choices:
        if not tokens:
            break
        i = choice % len(tokens)
        kids = rules_run.children(tokens[i])
        if kids is not None:
            tokens[i : i + 1] = list(kids)
    run = _held_out_run(rules_run, text, tokens)
    assert run.document_bytes(len(run.documents) - 1) == text
    if tokens == truth:
        check_run(run)
    else:
        with pytest.raises(RunCheckError, match="document 'x'"):
            check_run(run)
