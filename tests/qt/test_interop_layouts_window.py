"""The window opens today's tables: a tokenizer.json with a normalizer, a prefix space and
ignore_merges, and a .tiktoken file with its special token inside the ranks and a
placeholder. The title names what the table does to text; the encode panel gives the
library's tokens; replay keeps the settings."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.interop import export
from bpe_viewer.qt.models.vocabulary import VocabularyColumn
from bpe_viewer.qt.widgets.status_bar import window_title

tokenizers = pytest.importorskip("tokenizers")
from tiktoken.load import load_tiktoken_bpe  # noqa: E402

SPECIAL = "<|endoftext|>"
CORPUS = [
    "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs. " * 3,
    f"Café crème cafe\u0301 ÉCOLE ｆｕｌｌ ｗｉｄｔｈ 日本語 {SPECIAL} the end",
]


@pytest.fixture(scope="module")
def run():
    return train(CORPUS, 60, pretokenizer="gpt2", special_tokens=[SPECIAL])


@pytest.fixture
def hf_file(tmp_path, run) -> Path:
    path = tmp_path / "tokenizer.json"
    export(run, "hf", path)
    data = json.loads(path.read_text("utf-8"))
    data["normalizer"] = {
        "type": "Sequence",
        "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}],
    }
    data["pre_tokenizer"] = {
        "type": "ByteLevel",
        "add_prefix_space": True,
        "trim_offsets": True,
        "use_regex": True,
    }
    data["model"]["ignore_merges"] = True
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


@pytest.fixture
def tiktoken_file(tmp_path, run) -> Path:
    """``<|endoftext|>`` at 258, inside the ranks, and the placeholder ``= 300``."""
    stem = tmp_path / "base"
    export(run, "tiktoken", stem)
    ranked = sorted(
        load_tiktoken_bpe(str(stem.with_suffix(".tiktoken"))).items(), key=lambda kv: kv[1]
    )
    lines, next_id = [(300, "=")], 0
    for data, _rank in ranked:
        while next_id in (258, 300):
            next_id += 1
        lines.append((next_id, base64.b64encode(data).decode()))
        next_id += 1
    path = tmp_path / "inside.tiktoken"
    path.write_text("".join(f"{f} {i}\n" for i, f in sorted(lines)), "ascii")
    side = json.loads(stem.with_suffix(".json").read_text("utf-8"))
    side["special_tokens"] = {SPECIAL: 258}
    path.with_suffix(".json").write_text(json.dumps(side), "utf-8")
    return path


def test_the_title_names_the_normalizer_and_replay_keeps_it(window, errors, hf_file, tmp_path):
    window.open_path(hf_file)
    assert not errors.calls
    title = window.windowTitle()
    assert title == window_title(window.session.run)
    assert "pre-tokenizer gpt2, normalizer NFKC, Lowercase, prefix space, ignore_merges" in title
    corpus = tmp_path / "c.txt"
    corpus.write_text("ＦＵＬＬ Café THE fox", "utf-8")
    assert window.session.replay_on(corpus)
    replayed = window.session.run
    assert replayed.kind == "replay"
    assert replayed.describe_text_settings() == (
        "normalizer NFKC, Lowercase; prefix space; ignore_merges"
    )
    assert replayed.document_bytes(0) == " full café the fox".encode()
    assert "normalizer NFKC, Lowercase" in window.windowTitle()
    assert not errors.calls


def test_the_encode_panel_gives_the_librarys_tokens(window, qtbot, errors, hf_file):
    window.open_path(hf_file)
    panel = window.encode_panel
    panel.set_run(window.session.run)
    lib = tokenizers.Tokenizer.from_file(str(hf_file))
    text = "ＦＵＬＬ Café the fox"
    with qtbot.waitSignal(panel.input_encoded, timeout=2000):
        panel.set_text(text)
    result = panel.result
    assert result is not None and result.round_trip
    assert result.data == " full café the fox".encode()
    run = window.session.run
    assert [run.source_id(t) for t in result.tokens] == lib.encode(text).ids
    assert "the 26 bytes typed are encoded as these 19" in panel.note_label.text()
    assert "ignore_merges" in panel.note_label.text()
    assert not errors.calls


def test_a_tiktoken_table_with_its_special_token_inside_the_ranks_opens(
    window, errors, tiktoken_file
):
    window.open_path(tiktoken_file)
    assert not errors.calls
    run = window.session.run
    assert run.kind == "table" and run.reserved_ids == (300,)
    window.round_cursor.last()
    model = window.vocabulary_model
    ids = [model.data(model.index(r, VocabularyColumn.ID)) for r in range(model.rowCount())]
    special = run.special_base
    assert f"{special} (258)" in ids
    assert run.encode(f"the{SPECIAL}", allow_special=True)[-1] == 258
    assert not window.grab().isNull()


def test_the_encode_tab_speaks_the_tiktoken_files_ids(window, errors, tiktoken_file, qtbot):
    import tiktoken

    from bpe_viewer.core.interop import load

    text = f"the lazy dog{SPECIAL} the end"
    ranks = load_tiktoken_bpe(str(tiktoken_file))
    lib = tiktoken.Encoding(
        "inside",
        pat_str=json.loads(tiktoken_file.with_suffix(".json").read_text("utf-8"))["pat_str"],
        mergeable_ranks=ranks,
        special_tokens={SPECIAL: 258},
    )
    expected = lib.encode(text, allowed_special="all")
    assert expected == load(tiktoken_file).encode(text, allow_special=True)
    window.open_path(tiktoken_file)
    run = window.session.run
    panel = window.encode_panel
    panel.set_allow_special(True)
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text(text)
    panel.encode_now()
    tokens = list(panel.result.tokens)
    assert tokens != expected  # the run's own IDs differ from the file's ...
    # ... and the chips show, and copying them gives, the file's IDs
    assert panel.tokens_model.shown_ids() == expected
    assert panel.tokens_model.copied_ids() == expected
    # a chip's tooltip, the inspector and the vocabulary name a token the same way
    last = tokens[-2]  # " end"'s last token, a merge
    name = f"{last} ({run.source_id(last)})"
    assert name != str(last)
    model = panel.tokens_model
    assert model.data(model.index(len(tokens) - 2), 3).startswith(f"{name}: ")  # ToolTip
    window.select_token(last)
    assert window.inspector.id_label.text() == name
    window.round_cursor.last()
    vocab = window.vocabulary_model
    ids = [vocab.data(vocab.index(r, VocabularyColumn.ID)) for r in range(vocab.rowCount())]
    assert name in ids
    assert not errors.calls


@pytest.mark.parametrize(
    ("text", "changed"), [("ﬁne HELLO", True), (" fine hello", False), ("", False)]
)
def test_the_decode_check_names_the_normalized_text(window, errors, hf_file, qtbot, text, changed):
    window.open_path(hf_file)
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text(text)
    panel.encode_now()
    result = panel.result
    stats = panel.statistics_text()
    if changed:  # NFKC, Lowercase and the prefix space: ﬁ→fi, HELLO→hello, a space before
        assert result.typed == text.encode() and result.data == b" fine hello"
        assert "decode(encode(x)) == x" not in stats
        note = panel.note_label.text()  # sentences apart: the change, then the pieces
        assert note.startswith("the table changes the text before its rules")
        assert "trace is not shown. Pre-tokenized (gpt2): a green bar" in note
        assert stats.endswith(
            "decoding gives the normalized text, not x: decode(encode(x)) == normalized x: yes"
        )
    else:
        assert result.typed is None
        assert stats.endswith("decode(encode(x)) == x: yes")
    assert not errors.calls


def test_copy_ids_of_an_encode_chip_gives_the_files_id(shown_window, errors, tiktoken_file, qtbot):
    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtGui import QGuiApplication

    from bpe_viewer.core.interop import load

    window = shown_window
    expected = load(tiktoken_file).encode(" the end")
    window.open_path(tiktoken_file)
    window.tabs.setCurrentWidget(window.encode_panel)
    panel = window.encode_panel
    with qtbot.waitSignal(panel.input_encoded, timeout=3000):
        panel.set_text(" the end")
    panel.encode_now()
    assert panel.tokens_model.shown_ids() == expected
    view = panel.chips_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    row = len(expected) - 1
    view.selectionModel().select(
        panel.tokens_model.index(row), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    window.action_map["copy_ids"].trigger()
    assert QGuiApplication.clipboard().text() == str(expected[row])
    assert expected[row] != panel.result.tokens[row]
    assert not errors.calls
