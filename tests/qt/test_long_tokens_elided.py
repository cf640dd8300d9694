"""A long token never widens the window: sentences and labels shorten it with "…",
the whole stays in the tooltip and the inspector; the vocabulary keeps its readable
column before ``from pair`` and ``rank``, the counts whole."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from bpe_viewer.core.narration import token_phrase
from bpe_viewer.core.render import short_hex, shorten
from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V
from bpe_viewer.qt.widgets.font_sizes import cell_width


def test_shorten_and_short_hex_keep_short_tokens_whole():
    assert shorten("abc", 8) == "abc"
    assert shorten("a" * 100, 8) == "aaaa…aaa"
    assert shorten("0123456789" * 4) == "01234567890123456789…90123456789"
    assert short_hex(b"ab") == "61 62"
    assert short_hex(b"a" * 40) == "40 bytes: 61 61 61 61 61 61 61 61 … 61 61 61 61"
    assert token_phrase(b"at ") == "`at␣` (bytes 61 74 20)"
    assert token_phrase(b"a" * 16384) == (
        "`aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa` (16,384 bytes: 61 61 61 61 61 61 61 61 … 61 61 61 61)"
    )


def test_a_run_of_a_keeps_the_window_size(qtbot, shown_window):
    w = shown_window  # 1400 x 850
    w.load_text("a" * 100000)
    w.retrain(merges=16)
    w.action_map["last"].trigger()
    w.action_map["previous"].trigger()
    w.action_map["previous"].trigger()  # stage 14: token 270, 32,768 bytes of "a"
    assert w.round_cursor.value == 14
    qtbot.wait(10)
    w.vocabulary_panel.fill_pending()
    assert w.minimumSizeHint().width() <= 1400
    assert (w.width(), w.height()) == (1400, 850)
    sentence = w.narration.sentence
    assert "becomes token 270 `aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa` (32,768 bytes: 61 61" in (
        sentence.text()
    )
    tip = sentence.toolTip().splitlines()
    assert tip[0] == "token 270, 32,768 bytes:"
    assert tip[1] == "a" * 80 and tip[-1] == "… (the inspector shows every byte)"
    # the inspector has every byte of the token picked
    w.select_token(270)
    assert w.inspector.hex_label.text() == " ".join(["61"] * 32768)
    assert w.inspector.text_label.toolTip().startswith("a" * 32768)
    # the vocabulary: from pair and rank give way before the readable text, the counts whole
    table = w.vocabulary_panel.table
    assert not table.isColumnHidden(V.READABLE)
    # as many of them go as the font needs, from pair first (a narrow font keeps rank)
    assert table.isColumnHidden(V.PAIR) or not table.isColumnHidden(V.RANK)
    useful = cell_width(table, "aaaaaaaaaaa…")
    assert table.columnWidth(V.READABLE) >= useful or table.isColumnHidden(V.RANK)
    metrics = QFontMetrics(table.font())
    room = table.viewport().width()
    model = table.model()
    for column in (V.ID, V.CANDIDATES, V.REPLACEMENTS, V.NOW):
        assert table.columnViewportPosition(column) + table.columnWidth(column) <= room
        for row in range(model.rowCount()):
            text = str(model.index(row, column).data())
            assert metrics.horizontalAdvance(text) < table.columnWidth(column), (column, text)


def test_health_summary_names_long_tokens_short(qtbot, shown_window):
    w = shown_window
    w.load_text("a" * 100000)
    w.retrain(merges=16)
    w.tabs.setCurrentWidget(w.health_view)
    qtbot.waitUntil(lambda: "learned tokens" in w.health_view.summary.text())
    summary = w.health_view.summary.text()
    assert "a" * 40 not in summary
    assert "265 `aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa`" in summary, summary
    assert w.minimumSizeHint().width() <= 1400


def test_a_long_document_id_and_label_keep_the_window_size(qtbot, shown_window, tmp_path):
    import json

    w = shown_window
    corpus = tmp_path / "long-ids.jsonl"
    long_id = "chapter-" + "x" * 300 + "<end>"
    corpus.write_text(json.dumps({"id": long_id, "text": "some text here"}) + "\n")
    w.open_path(corpus)
    assert w.run is not None and w.run.documents[0].doc_id == long_id
    qtbot.wait(20)
    title = w.rounds_view.hex_view.title.text()
    assert "chapter-xxxxxxxxxxxxxxxxxx…" in title and "&lt;end&gt;" in title
    assert w.minimumSizeHint().width() <= 1400
    assert (w.width(), w.height()) == (1400, 850)


def test_compare_lines_shorten_long_tokens(qtbot, shown_window):
    w = shown_window
    w.load_text("a" * 4096)
    w.retrain(merges=11)
    w.compare_view.choose_policies(["smallest", "largest"])
    w.action_map["compare_ties"].trigger()
    qtbot.waitUntil(lambda: w.compare_view.comparison is not None, timeout=20000)
    w.round_cursor.set_value(10)  # round 10 merges two 1,024-byte tokens (3 windows)
    verdict = w.compare_view.columns[0].verdict.text()
    assert verdict == (
        "round 10 winner: (265,265) aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa + "
        "aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa → aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa, count 3"
    )
    assert w.minimumSizeHint().width() <= 1400


def test_encode_step_line_shortens_long_tokens(qtbot, shown_window):
    w = shown_window
    w.load_text("a" * 4096)
    w.retrain(merges=11)
    panel = w.encode_panel
    panel.set_text("a" * 2048)
    panel.encode_now()
    panel.set_step(panel.step_count)  # the last rule: 1,024 + 1,024 bytes
    line = panel.step_label.text()
    assert "a" * 40 not in line
    assert "aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaa" in line
    w.tabs.setCurrentWidget(panel)
    assert w.minimumSizeHint().width() <= 1400
