"""What File ▸ Open does with an input is what the one classifier says it is: a table of
several lines asks nothing, a JSON Lines corpus is documents whatever keys its records
hold."""

from __future__ import annotations

import pytest

from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog


@pytest.fixture
def no_unit_dialog(monkeypatch):
    asked = []

    def refuse(dialog):
        asked.append(dialog)
        return 0

    monkeypatch.setattr(UnitChoiceDialog, "exec", refuse)
    return asked


@pytest.mark.parametrize(
    ("name", "data", "merges"),
    [
        ("ranks.tiktoken", b"YQ== 0\nYg== 1\n\nYWI= 2\n", 1),
        ("merges.txt", b"#version: 0.2\na b\nab a\n", 2),
        ("base.model", b"minbpe v1\n\n0\n97 98\n256 97\n", 2),
    ],
)
def test_a_table_of_several_lines_opens_without_asking(
    window, dialogs, no_unit_dialog, errors, tmp_path, name, data, merges
):
    path = tmp_path / name
    path.write_bytes(data)
    dialogs.answers = [str(path)]
    window.action_map["open"].trigger()
    assert no_unit_dialog == [] and errors.calls == []
    assert window.run is not None and window.run.kind == "table"
    assert window.run.merge_count == merges


def test_a_json_lines_record_with_a_model_key_is_a_document(window, dialogs, errors, tmp_path):
    """A record's "model": null is a field of a document, not a tokenizer.json."""
    path = tmp_path / "chat.jsonl"
    path.write_text(
        '{"text": "low lower", "model": null}\n{"text": "newer", "normalizer": null}\n',
        encoding="utf-8",
    )
    dialogs.answers = [str(path)]
    window.action_map["open"].trigger()
    assert errors.calls == []
    assert window.run.source == str(path)
    assert [d.doc_id for d in window.run.documents] == ["doc-1", "doc-2"]
