"""Explaining the first differing merge from a training record (docs/rules.md s3.2)."""

from __future__ import annotations

from bpe_viewer.core import train
from bpe_viewer.core.divergence import explain_divergence, explanation_lines


def test_a_tie_names_the_policies_on_each_side():
    # ABCDCDABCDCDE, round 2 under smallest: (256,256) CD+CD and (257,256) AB+CD tie at 2.
    run = train([b"ABCDCDABCDCDE"], 3)
    d = explain_divergence(run, 2, (257, 256))
    assert (d.count_record, d.count_other, d.tie, d.tied) == (2, 2, True, 2)
    assert d.takes_record == ("smallest", "bytes-largest")
    assert d.takes_other == ("largest", "first", "bytes-smallest")
    text = "\n".join(explanation_lines(run, d))
    assert "a tie (2 pairs at count 2): A's policy smallest takes (CD, CD)" in text
    assert "43 44 (CD) sorts after 41 42 (AB)" in text


def test_overlaps_counted_as_replacements():
    run = train([b"aaaa", b"bcbc"], 1)
    assert (run.rules[0].left, run.rules[0].right, run.rules[0].candidate_count) == (97, 97, 3)
    d = explain_divergence(run, 0, (98, 99))
    assert (d.count_other, d.tie) == (2, False)
    assert d.without_overlaps == (2, 2)
    assert d.takes_other == ()
    lines = explanation_lines(run, d)
    assert "  counting only non-overlapping places: A's pair 2, B's pair 2" in lines


def test_counts_across_document_and_piece_boundaries():
    run = train([b"a", b"b", b"a", b"b", b"a", b"b", b"cd", b"cd"], 1)
    d = explain_divergence(run, 0, (97, 98))
    assert (d.count_record, d.count_other) == (2, 0)
    assert d.across_documents == (2, 3)
    assert d.across_pieces is None
    pieces = train([b"x.ab x.ab x.ab cd"], 1, pretokenizer="punctuation")
    winner = (pieces.rules[0].left, pieces.rules[0].right)
    d = explain_divergence(pieces, 0, (46, 97))  # (".", "a") spans a piece boundary
    assert d.count_other == 0
    assert d.across_pieces == (pieces.rules[0].candidate_count, 3)
    assert winner != (46, 97)
