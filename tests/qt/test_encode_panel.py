"""Encode panel: docs/rules.md s6 values in the panel's models, stepping, links, errors, models."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.corpus_files import load_corpus  # noqa: E402
from bpe_viewer.core.encode_trace import (  # noqa: E402
    TRACE_MAX_BYTES,
    encode_input,
)
from bpe_viewer.core.encoding import MergeTable  # noqa: E402
from bpe_viewer.qt.models.encode_steps import (  # noqa: E402
    NO_MATCH,
    EncodeStepsModel,
    NoMatchFilterModel,
    StepColumn,
    TokenSequenceModel,
)
from bpe_viewer.qt.models.roles import Roles  # noqa: E402
from bpe_viewer.qt.widgets.encode_panel import EncodePanel  # noqa: E402

MIXED = "The bee sat on the red flower. Пчела села на красный цветок в саду."
CRAB = "\N{CRAB}"


@pytest.fixture(scope="module")
def run8(learn_llm_corpus):
    corpus = load_corpus(
        learn_llm_corpus / "tiny-bilingual-corpus.json", split=learn_llm_corpus / "splits.json"
    )
    return train(corpus, 8)


@pytest.fixture(scope="module")
def special_run():
    docs = [b"low lower<|end|>lowest newer<|end|>wider", b"new newest<|end|> low"]
    return train(docs, 12, special_tokens=["<|end|>"])


@pytest.fixture
def panel(qtbot, run8):
    widget = EncodePanel()
    qtbot.addWidget(widget)
    widget.resize(1100, 800)
    widget.set_run(run8)
    return widget


def encode_text(qtbot, panel, text):
    """Type-like path: set the text and wait for the debounced encode."""
    with qtbot.waitSignal(panel.input_encoded, timeout=2000):
        panel.set_text(text)
    return panel.result


def encode_hex(qtbot, panel, text):
    with qtbot.waitSignal(panel.input_encoded, timeout=2000):
        panel.set_hex(text)
    return panel.result


# ---------------------------------------------------------------- docs/rules.md s6 values


def test_bee_plain_ids(qtbot, panel):
    result = encode_text(qtbot, panel, "bee ")
    assert panel.tokens_model.shown_ids() == [98, 101, 263]
    assert result.trace.initial == (98, 101, 101, 32)
    assert result.trace.applied_ranks == (7,)
    assert panel.step == panel.step_count == 1


def test_bee_layout_v1_ids(qtbot, panel):
    panel.set_layout_v1(True)
    result = encode_text(qtbot, panel, "bee ")
    assert panel.tokens_model.shown_ids() == [0, 100, 103, 265, 1]
    assert result.display_ids() == [0, 100, 103, 265, 1]
    assert list(result.trace.applied_ranks) == [7]
    # The rule table shows layout IDs too.
    new = panel.steps_model.index(7, StepColumn.NEW_TOKEN)
    assert panel.steps_model.data(new, Roles.TOKEN_ID) == 265
    assert panel.steps_model.data(new).startswith("e␣ (265)")
    # Step 0 in the layout: BOS, the bytes + 2, EOS.
    panel.first_step()
    assert panel.tokens_model.shown_ids() == [0, 100, 103, 103, 34, 1]


@pytest.mark.parametrize(
    ("hex_text", "expected"),
    [
        ("20 d0 b0", [0, 258, 178, 1]),
        ("20d0b0", [0, 258, 178, 1]),
        ("ff fe", [0, 257, 256, 1]),
        ("f0 9f a6 80", [0, 242, 161, 168, 130, 1]),
    ],
)
def test_hex_input_layout_v1(qtbot, panel, hex_text, expected):
    panel.set_layout_v1(True)
    result = encode_hex(qtbot, panel, hex_text)
    assert panel.tokens_model.shown_ids() == expected
    assert result.display_ids() == expected
    assert panel.message() == ""


def test_crab_emoji_text(qtbot, panel):
    panel.set_layout_v1(True)
    encode_text(qtbot, panel, CRAB)
    assert panel.tokens_model.shown_ids() == [0, 242, 161, 168, 130, 1]
    # No rule matches: the table lists all 8 rules as "no match".
    model = panel.steps_model
    assert model.rowCount() == 8
    assert {model.data(model.index(r, StepColumn.MERGES)) for r in range(8)} == {NO_MATCH}
    assert panel.step_count == 0


# ---------------------------------------------------------------- statistics and decode


def test_statistics_and_decode_check(qtbot, panel):
    encode_text(qtbot, panel, "bee ")
    text = panel.statistics_text()
    for part in (
        "3 tokens",
        "4 bytes",
        "4 characters",
        "1.33 bytes/token",
        "3.00 tokens/word (1 word)",
        "decode(encode(x)) == x: yes",
    ):
        assert part in text
    assert panel.result.round_trip is True


def test_invalid_utf8_statistics(qtbot, panel):
    encode_hex(qtbot, panel, "62 ff fe")
    text = panel.statistics_text()
    assert "not valid UTF-8: first bad byte at offset 1" in text
    assert "decode(encode(x)) == x: yes" in text


def test_round_trip_is_computed(run8):
    table = MergeTable(run8.rules)
    for data in (b"", b"\xff\xfe", MIXED.encode(), bytes(range(256))):
        for layout in (False, True):
            result = encode_input(table, data, layout_v1=layout)
            assert result.round_trip
            assert table.decode(result.tokens) == data
            assert list(result.tokens) == table.encode(data)


# ---------------------------------------------------------------- stepping


def test_stepping_forward_and_back(qtbot, panel, run8):
    result = encode_text(qtbot, panel, MIXED)
    data = MIXED.encode()
    m = panel.step_count
    assert m == len(result.trace.applied_ranks) >= 4
    panel.first_step()
    assert panel.tokens_model.shown_ids() == list(data)
    assert not panel.before_view.isVisibleTo(panel)
    seen = [panel.tokens_model.shown_ids()]
    for j in range(1, m + 1):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert panel.step == j
        ids = panel.tokens_model.shown_ids()
        step = result.applied_steps[j - 1]
        assert ids == list(step.tokens_after)
        merged = [
            r
            for r in range(panel.tokens_model.rowCount())
            if panel.tokens_model.data(panel.tokens_model.index(r), Roles.MARK) == "merged"
        ]
        assert len(merged) == len(step.positions)
        assert {ids[r] for r in merged} == {step.token_id}
        # The "before" view shows the previous step with the merged pairs outlined.
        assert panel.before_model.shown_ids() == seen[-1]
        paired = [
            r
            for r in range(panel.before_model.rowCount())
            if panel.before_model.data(panel.before_model.index(r), Roles.MARK) == "pair"
        ]
        assert len(paired) == 2 * len(step.positions)
        assert panel.current_rank() == step.rank
        assert (
            panel.steps_model.data(panel.steps_model.index(step.rank, 0), Roles.MARK) == "current"
        )
        seen.append(ids)
    assert seen[-1] == list(result.tokens) == MergeTable(run8.rules).encode(data)
    assert not panel.next_button.isEnabled()
    for j in range(m - 1, -1, -1):
        qtbot.mouseClick(panel.prev_button, Qt.MouseButton.LeftButton)
        assert panel.tokens_model.shown_ids() == seen[j]
    assert panel.step == 0 and panel.current_rank() is None
    panel.slider.setValue(2)
    assert panel.step == 2 and panel.tokens_model.shown_ids() == seen[2]
    qtbot.mouseClick(panel.last_button, Qt.MouseButton.LeftButton)
    assert panel.tokens_model.shown_ids() == seen[-1]


def test_layout_toggle_keeps_step(qtbot, panel):
    encode_text(qtbot, panel, MIXED)
    panel.set_step(2)
    plain = panel.tokens_model.shown_ids()
    panel.set_layout_v1(True)
    assert panel.step == 2
    assert panel.tokens_model.shown_ids() == [0] + [t + 2 for t in plain] + [1]


def test_clicking_applied_rule_steps_there(qtbot, panel):
    panel.show()
    qtbot.waitExposed(panel)
    result = encode_text(qtbot, panel, MIXED)
    panel.first_step()
    rank = result.applied_steps[2].rank
    index = panel.steps_proxy.mapFromSource(panel.steps_model.index(rank, 0))
    rect = panel.steps_view.visualRect(index)
    qtbot.mouseClick(panel.steps_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.step == 3
    assert panel.current_rank() == rank


# ---------------------------------------------------------------- links to the explorer


def test_double_click_emits_round_requested(qtbot, panel):
    panel.show()
    qtbot.waitExposed(panel)
    encode_text(qtbot, panel, "bee ")
    index = panel.steps_proxy.mapFromSource(panel.steps_model.index(7, StepColumn.PAIR))
    panel.steps_view.scrollTo(index)
    rect = panel.steps_view.visualRect(index)
    viewport = panel.steps_view.viewport()
    with qtbot.waitSignal(panel.round_requested, timeout=2000) as blocker:
        # A real double-click: a click, then QTest's press + double-click events.
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [7]


def test_show_in_explorer_button(qtbot, panel):
    encode_text(qtbot, panel, "bee ")
    assert panel.explorer_button.isEnabled()
    with qtbot.waitSignal(panel.round_requested, timeout=2000) as blocker:
        qtbot.mouseClick(panel.explorer_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [7]


def test_chip_click_emits_training_id(qtbot, panel):
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_layout_v1(True)
    encode_text(qtbot, panel, "bee ")
    view = panel.chips_view
    rect = view.visualRect(panel.tokens_model.index(3))  # BOS, b, e, e␣
    with qtbot.waitSignal(panel.token_selected, timeout=2000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [263]


# ---------------------------------------------------------------- errors stay inline


@pytest.mark.parametrize(
    ("hex_text", "position"),
    [
        ("20 d0 zz", "position 6"),
        ("20 d", "position 3"),
        ("20d0b", "position 0"),
    ],
)
def test_bad_hex_names_position_and_panel_recovers(qtbot, panel, hex_text, position):
    encode_hex(qtbot, panel, "20 d0 b0")
    assert panel.result is not None
    encode_hex(qtbot, panel, hex_text)
    assert position in panel.message()
    assert panel.message_label.isVisibleTo(panel)
    assert panel.result is None
    assert panel.tokens_model.rowCount() == 0
    assert not panel.next_button.isEnabled()
    encode_hex(qtbot, panel, "20 d0 b0")
    assert panel.message() == ""
    assert panel.tokens_model.shown_ids() == [256, 176]
    # The other tabs still work.
    encode_text(qtbot, panel, "bee ")
    assert panel.tokens_model.shown_ids() == [98, 101, 263]


def test_load_file_bytes_exactly(qtbot, panel, tmp_path, run8):
    data = b"\xff\xfe bee \r\n\x00\xd0"
    path = tmp_path / "input.bin"
    path.write_bytes(data)
    panel.ask_file_name = lambda: str(path)
    with qtbot.waitSignal(panel.input_encoded, timeout=2000):
        qtbot.mouseClick(panel.file_button, Qt.MouseButton.LeftButton)
    assert panel.result.data == data
    assert list(panel.result.tokens) == MergeTable(run8.rules).encode(data)
    assert "input.bin" in panel.file_label.text()
    assert not panel.load_file(tmp_path / "missing.txt")
    assert "missing.txt" in panel.message()


def test_no_run_and_run_cleared(qtbot, run8):
    widget = EncodePanel()
    qtbot.addWidget(widget)
    with qtbot.waitSignal(widget.input_encoded, timeout=2000):
        widget.set_text("bee ")
    assert widget.result is None
    assert "No run" in widget.note_label.text()
    widget.set_run(run8)
    assert widget.tokens_model.shown_ids() == [98, 101, 263]
    widget.set_run(None)
    assert widget.result is None and widget.tokens_model.rowCount() == 0


def test_long_input_skips_trace(qtbot, panel, run8):
    data = MIXED.encode() * (TRACE_MAX_BYTES // len(MIXED.encode()) + 2)
    panel.set_bytes(data, "long")
    result = panel.result
    assert result.trace is None and "trace skipped" in result.note
    assert panel.note_label.isVisibleTo(panel)
    assert panel.step_count == 0 and not panel.next_button.isEnabled()
    assert list(result.tokens) == MergeTable(run8.rules).encode(data)
    assert panel.steps_model.rowCount() == 0
    assert result.round_trip


# ---------------------------------------------------------------- filter and special tokens


def test_no_match_rows_greyed_and_hideable(qtbot, panel):
    encode_text(qtbot, panel, "bee ")
    model = panel.steps_model
    assert panel.steps_proxy.rowCount() == 8
    idx = model.index(0, StepColumn.MERGES)
    assert model.data(idx) == NO_MATCH
    assert model.data(idx, Roles.MARK) == NO_MATCH
    assert model.data(idx, Qt.ItemDataRole.ForegroundRole) is not None
    assert model.data(model.index(7, 0), Qt.ItemDataRole.ForegroundRole) is None
    assert model.data(model.index(7, 0), Roles.RECORD).rank == 7
    panel.no_match_check.setChecked(False)
    assert panel.steps_proxy.rowCount() == 1
    assert panel.steps_proxy.data(panel.steps_proxy.index(0, 0), Roles.SORT) == 7
    panel.no_match_check.setChecked(True)
    assert panel.steps_proxy.rowCount() == 8


def test_special_tokens_only_when_allowed(qtbot, special_run):
    widget = EncodePanel()
    qtbot.addWidget(widget)
    widget.set_run(special_run)
    assert widget.special_check.isEnabled()
    table = MergeTable(special_run.rules, special_run.special_tokens)
    text = "lower<|end|>newest"
    encode_text(qtbot, widget, text)
    special_id = special_run.special_base
    assert special_id not in widget.tokens_model.shown_ids()
    widget.set_allow_special(True)
    ids = widget.tokens_model.shown_ids()
    assert ids == table.encode(text.encode(), allow_special=True)
    assert ids.count(special_id) == 1
    marks = {
        widget.tokens_model.data(widget.tokens_model.index(r), Roles.MARK)
        for r in range(widget.tokens_model.rowCount())
    }
    assert "special" in marks
    widget.set_layout_v1(True)
    assert special_id + 2 in widget.tokens_model.shown_ids()
    assert widget.result.round_trip


def test_special_checkbox_disabled_without_specials(panel):
    assert not panel.special_check.isEnabled()


# ---------------------------------------------------------------- model checks


def test_models_pass_qtmodeltester(qtmodeltester, run8):
    table = MergeTable(run8.rules)
    result = encode_input(table, MIXED.encode(), layout_v1=True)
    steps = EncodeStepsModel()
    steps.set_table(table)
    steps.set_trace(result.trace, layout_v1=True)
    proxy = NoMatchFilterModel()
    proxy.setSourceModel(steps)
    tokens = TokenSequenceModel()
    tokens.set_table(table)
    for step in (0, 1, result.step_count // 2, result.step_count):
        rank = result.applied_steps[step - 1].rank if step else None
        steps.set_current_rank(rank)
        tokens.set_tokens(result.tokens_at(step), result.merged_at(step), layout_v1=True)
        qtmodeltester.check(steps)
        qtmodeltester.check(tokens)
        proxy.set_show_no_match(step % 2 == 0)
        qtmodeltester.check(proxy)
    steps.set_trace(None)
    tokens.clear()
    qtmodeltester.check(steps)
    qtmodeltester.check(tokens)


def _current_rule_rows(panel):
    """Whether the rules table shows a whole rule before the current one, the current
    rule whole, and a whole rule after it (where there are such rules)."""
    view = panel.steps_view
    index = view.selectionModel().currentIndex()
    rect = view.visualRect(index)
    height = view.viewport().height()
    whole = rect.top() >= 0 and rect.bottom() < height
    above = rect.top() // rect.height()
    below = (height - rect.bottom() - 1) // rect.height()
    # The first and last rules have nothing before or after them to show.
    rows = view.model().rowCount()
    return (
        above >= min(1, index.row()),
        whole,
        below >= min(1, rows - 1 - index.row()),
        (index.row(), rect.top(), rect.height(), height, view.verticalScrollBar().value()),
    )


@pytest.mark.parametrize("zoom_steps", [0, 2])  # 100 and 150 %
def test_stepping_keeps_the_current_rule_in_the_middle_of_the_rules(
    qtbot, shown_window, zoom_steps
):
    """Stepping with the keys or the buttons, the rules table shows the current rule
    whole with the rules before and after it, at 1024x768."""
    w = shown_window
    w.action_map["presentation"].setChecked(False)
    w.load_example("bilingual")
    for _ in range(zoom_steps):
        w.action_map["larger_text"].trigger()
    w.resize(1024, 768)
    bar = w.tabs.tabBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(w.tabs.indexOf(w.encode_panel)).center()
    )
    panel = w.encode_panel
    panel.text_edit.setFocus()
    qtbot.keyClicks(panel.text_edit, "the cat sat on the mat and the rat ran to the river")
    qtbot.waitUntil(lambda: panel.step_count > 6)
    assert panel.step == panel.step_count
    panel.slider.setFocus()
    for _ in range(panel.step_count - 2):
        qtbot.keyClick(panel.slider, Qt.Key.Key_Left)
        above, whole, below, where = _current_rule_rows(panel)
        assert whole and above and below, (panel.step, where)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    above, whole, below, where = _current_rule_rows(panel)
    assert whole and above and below, where


def test_all_rules_encode_with_the_runs_own_table_made_before_it_is_shown(qtbot):
    # The table of all the rules is made once, with the run's other caches, on the thread
    # that trained it; the panel encodes with that one, not a copy of its own.
    run = train([b"low lower lowest newer wider"], 6)
    run.warm_caches()
    made = run.merge_table()
    widget = EncodePanel()
    qtbot.addWidget(widget)
    widget.set_run(run)
    assert widget.result is not None
    assert widget._table is made
    widget.stage_check.setChecked(True)  # only the rules learned by the stage: another
    widget.set_stage(2)
    assert widget._table is not made and widget._table.merge_count == 2
