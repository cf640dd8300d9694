"""The separator-line document unit: a line holding only the separator ends a document
(fortune files, docs/rules.md s5)."""

from __future__ import annotations

import pytest

from bpe_viewer.core.corpus import (
    CorpusError,
    corpus_from_texts,
    is_document_unit,
    load_text_file,
    separator_unit,
    split_units,
    unit_text,
)


def test_separator_lines_end_documents():
    fortunes = b"Life is short.\n%\nEat dessert\nfirst.\n%\n%\nThe end\n%\n"
    assert split_units(fortunes, "separator:%") == [
        (b"Life is short.", 1),
        (b"Eat dessert\nfirst.", 3),
        (b"The end", 7),
    ]
    # CRLF as LF; a leading separator and an empty entry give no document; the last
    # entry needs no separator after it; ' %' and '%%' are text, not separators.
    assert split_units(b"%\r\na\r\n %\r\n%%\r\n%\r\n\r\n%\r\nb", "separator:%") == [
        (b"a\r\n %\r\n%%", 2),
        (b"b", 8),
    ]
    assert split_units(b"x\n--\ny", "separator:--") == [(b"x", 1), (b"y", 3)]


def test_separator_unit_values():
    assert separator_unit("%") == "separator:%"
    assert unit_text("separator:%") == "separator '%'"
    assert unit_text("paragraph") == "paragraph"
    assert [is_document_unit(u) for u in ("line", "separator:%", "separator:", "separator")] == [
        True,
        True,
        False,
        False,
    ]
    with pytest.raises(CorpusError, match="without a line end"):
        separator_unit("a\nb")
    with pytest.raises(CorpusError, match="without a line end"):
        separator_unit("")
    with pytest.raises(CorpusError, match="needs its separator text"):
        split_units(b"a", "separator")


def test_a_fortune_file_loads_by_its_separator(tmp_path):
    path = tmp_path / "fortunes"
    path.write_bytes(b"one\n%\ntwo\nlines\n%\n")
    corpus = load_text_file(path, unit="separator:%")
    assert [(d.data, d.label) for d in corpus.documents] == [
        (b"one", "fortunes line 1"),
        (b"two\nlines", "fortunes line 3"),
    ]
    assert corpus.unit == "separator:%"
    texts = corpus_from_texts(["a\n%\nb"], unit="separator:%")
    assert [d.data for d in texts.documents] == [b"a", b"b"]
    only = tmp_path / "only-separators"
    only.write_bytes(b"%\n%\n")
    with pytest.raises(CorpusError, match=r"only-separators: no document found"):
        load_text_file(only, unit="separator:%")
