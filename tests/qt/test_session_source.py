"""The window's session keeps one current Source: what was opened and how; Retrain trains
``source.replace(spec=...)`` and Undo Retrain brings the source before back."""

from __future__ import annotations

from bpe_viewer.core.spec import TrainingSpec


def test_the_session_keeps_one_source_and_retrain_replaces_its_spec(window, tmp_path):
    corpus = tmp_path / "notes.txt"
    corpus.write_bytes(b"ab ab ab\ncd cd\n")
    window.open_path(corpus, merges=2, unit="file")
    session = window.session
    first = session.source
    assert (first.kind, first.path, first.unit, first.spec.pretokenizer) == (
        "corpus",
        corpus,
        "file",
        "none",
    )
    gpt2 = session.spec.replace(pretokenizer="gpt2")
    session.retrain(2, "smallest", "line", spec=gpt2)
    again = session.source
    assert again == first.replace(unit="line", spec=gpt2)
    assert window.run.unit == "line" and window.run.pretokenizer == "gpt2"
    assert len(window.run.documents) == 2
    assert session.undo_retrain()
    assert session.source is first and window.run.unit == "file"


def test_an_example_and_pasted_text_are_sources_with_their_own_spec(window):
    window.session.spec = TrainingSpec(pretokenizer="gpt2")
    window.load_example("abcd")
    assert window.session.source.kind == "documents"
    assert window.session.source.spec.pretokenizer == "none"  # the example's own
    window.load_text("aaa bbb aaa")
    assert window.session.source.spec.pretokenizer == "gpt2"
    assert window.run.pretokenizer == "gpt2"
    window.load_example("words")
    source = window.session.source
    assert source.kind == "words" and dict(source.words)["low"] == 5


def test_an_example_carries_its_own_spec():
    from bpe_viewer.qt.examples import example

    first = example("abcd-first")
    assert (first.spec.merges, first.spec.tie, first.spec.pretokenizer) == (3, "first", "none")
    assert example("words").spec.word_tie == "alphabetical-first"  # the documented default
    assert example("bpe-py").spec.word_tie == "alphabetical-first"
