"""Source: one frozen value for what was opened and how (issue 28 item 3)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bpe_viewer.core.source import SOURCE_KINDS, Source
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec


def test_a_source_is_frozen_and_replace_checks_names():
    source = Source("corpus", "notes.txt", path=Path("notes.txt"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        source.kind = "text"  # type: ignore[misc]
    gpt2 = source.replace(spec=TrainingSpec(pretokenizer="gpt2"))
    assert (gpt2.spec.pretokenizer, source.spec) == ("gpt2", DEFAULT_SPEC)
    with pytest.raises(TypeError):
        source.replace(colour="red")
    with pytest.raises(ValueError, match="unknown source kind 'paste'"):
        Source("paste", "x")
    assert SOURCE_KINDS == ("corpus", "table", "words", "text", "documents", "run")


def test_a_new_unit_reads_a_corpus_file_again_and_nothing_else():
    def keep():
        return []

    corpus = Source("corpus", "a.txt", path=Path("a.txt"), documents=keep)
    assert not corpus.rereads  # its documents are kept
    lines = corpus.with_unit("line")
    assert (lines.unit, lines.documents, lines.rereads, lines.document_unit) == (
        "line",
        None,
        True,
        "line",
    )
    assert corpus.with_unit(None) is corpus
    for other in (
        Source("text", "pasted text", documents=keep),
        Source("run", "saved.bpe-run.json", path=Path("saved.bpe-run.json")),
        Source("table", "pieces.parquet", path=Path("pieces.parquet")),
    ):
        assert other.with_unit("line") is other
    assert Source("table", "t", path=Path("t")).rereads
    assert not Source("run", "r", path=Path("r")).rereads
    # the documents factory is never compared
    assert corpus == corpus.replace(documents=None)
    assert Source("text", "x", unit="separator:%").document_unit == "separator:%"
