"""The Compare tab: columns under other settings on one round cursor (docs/rules.md s3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.qt.models.candidates import CandidateColumn
from bpe_viewer.qt.models.compare import OneDocumentModel, Variant
from bpe_viewer.qt.models.roles import Roles

# docs/rules.md s3, ABCDCDABCDCDE with 3 merges
RULES = {
    "smallest": [(67, 68), (65, 66), (256, 256)],
    "largest": [(67, 68), (256, 256), (66, 257)],
    "first": [(67, 68), (65, 66), (257, 256)],
    # by token bytes: stage 1 ties (A,B), (B,CD), (CD,CD); stage 2 of bytes-largest
    # ties (A,B), (B,CDCD) and takes the greater left bytes B; of bytes-smallest ties
    # (AB,CD), (CD,CD) and takes AB
    "bytes-largest": [(67, 68), (256, 256), (66, 257)],
    "bytes-smallest": [(67, 68), (65, 66), (257, 256)],
}
FIVE = ("smallest", "largest", "first", "bytes-largest", "bytes-smallest")


def winner(column):
    model = column.candidates_model
    index = model.index(0, CandidateColumn.LEFT)
    cand = model.data(index, Roles.RECORD)
    assert model.data(index, Roles.MARK) == "winner"
    return (cand.left, cand.right)


def test_compare_tie_policies_action(window):
    window.load_example("abcd")
    window.action_map["compare_ties"].trigger()
    view = window.compare_view
    assert window.tabs.currentWidget() is view
    c = view.comparison
    assert c.labels == FIVE  # all five tie policies at first
    assert c.first_divergence == 1
    assert c.divergent_rounds == (1, 2)
    assert window.navigation.slider.marks == (1, 2)
    assert "the tables part at round 1" in view.banner.text()
    for stage in range(3):
        window.round_cursor.set_value(stage)
        for column, tie in zip(view.columns, FIVE, strict=True):
            assert column.run.tie == tie
            assert winner(column) == RULES[tie][stage]
    assert "Round 2: the winners differ." in view.banner.text()
    window.round_cursor.set_value(0)
    assert "Round 0: the same winner in every column." in view.banner.text()


def test_smallest_against_first_parts_at_round_two(window):
    window.load_example("abcd")
    view = window.compare_view
    window.tabs.setCurrentWidget(view)
    view.train_columns([Variant("smallest", 3), Variant("first", 3)])
    assert not view.columns[2].isVisible() or view.columns[2].run is None
    assert view.comparison.first_divergence == 2
    assert view.comparison.divergent_rounds == (2,)
    assert window.navigation.slider.marks == (2,)
    window.round_cursor.set_value(2)
    assert winner(view.columns[0]) == (256, 256)
    assert winner(view.columns[1]) == (257, 256)
    # the chosen document's row follows the cursor in each column
    assert view.columns[1].document_model.tokens(0) == (257, 256, 256, 257, 256, 256, 69)


def test_marks_only_while_compare_tab_shown(window):
    window.load_example("abcd")
    window.action_map["compare_ties"].trigger()
    assert window.navigation.slider.marks == (1, 2)
    window.tabs.setCurrentIndex(0)
    assert window.navigation.slider.marks == ()
    window.tabs.setCurrentWidget(window.compare_view)
    assert window.navigation.slider.marks == (1, 2)


def test_columns_follow_keys(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    w.action_map["compare_ties"].trigger()
    w.compare_view.columns[0].candidates.table.setFocus()
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_End)
    assert w.round_cursor.value == 3
    assert all(c.candidates_model.rowCount() == 0 for c in w.compare_view.columns)
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Left)
    assert winner(w.compare_view.columns[1]) == (66, 257)


def test_columns_of_different_lengths_clamp(window):
    window.load_example("abcd")
    view = window.compare_view
    view.train_columns([Variant("smallest", 3), Variant("smallest", 1)])
    c = view.comparison
    assert c.first_divergence is None and c.divergent_rounds == (1, 2)
    window.round_cursor.set_value(3)
    assert view.columns[1].candidates_model.stage == 1
    assert "ends at stage 1" in view.columns[1].heading.text()


def test_main_run_change_retrains_columns(window):
    window.load_example("abcd")
    window.action_map["compare_ties"].trigger()
    window.load_example("overlap")
    c = window.compare_view.comparison
    assert [len(t.rules) for t in c.tables] == [2, 2, 2, 2, 2]
    assert c.tables[0].document_bytes(0) == b"aaa"


def test_open_beside_a_saved_run(window, tmp_path, errors):
    window.load_example("abcd")
    other = tmp_path / "first.bpe-run.json"
    save_run(train([b"ABCDCDABCDCDE"], 3, tie="first"), other)
    assert window.open_beside(other)
    view = window.compare_view
    assert view.mode == "beside"
    assert view.comparison.labels[1] == "first.bpe-run.json"
    assert view.comparison.first_divergence == 2
    bad = tmp_path / "notes.txt"
    bad.write_text("hello")
    assert not window.open_beside(bad)
    assert "neither a saved run, a bpe-merges-v1 trace nor a merges file" in errors.calls[-1][1]
    assert view.comparison.first_divergence == 2  # the comparison stays


@pytest.mark.parametrize("stage", [0, 2, 3])
def test_retrain_keeps_the_round(window, stage):
    window.load_example("abcd")
    window.round_cursor.set_value(stage)
    window.retrain(3, "largest")
    assert window.run.tie == "largest"
    assert window.round_cursor.value == stage
    assert window.candidates_model.stage == stage


def test_retrain_clamps_the_round(window):
    window.load_example("abcd")
    window.round_cursor.set_value(3)
    window.retrain(1, "smallest")
    assert window.round_cursor.value == 1


def test_retrain_action_keeps_the_round(window):
    window.load_example("abcd")
    window.round_cursor.set_value(2)
    window.action_map["retrain"].trigger()
    assert window.round_cursor.value == 2


def test_one_document_model(qtmodeltester):
    run = train([b"aaa", b"aba"], 2)
    model = OneDocumentModel()
    model.set_run(run, 1)
    assert model.rowCount() == 1 and model.document_index(0) == 0
    model.set_document(1)
    assert model.document_index(0) == 1
    model.set_document(5)
    assert model.rowCount() == 0
    model.set_document(0)
    qtmodeltester.check(model, force_py=True)


def test_variant_labels():
    from bpe_viewer.qt.models.compare import labels_of

    assert labels_of((Variant("smallest", 3), Variant("first", 3))) == ["smallest", "first"]
    assert labels_of((Variant("smallest", 3), Variant("smallest", 5, "gpt2"))) == [
        "3 merges, pre-tokenizer none",
        "5 merges, pre-tokenizer gpt2",
    ]


def test_rebase_keeps_what_sets_columns_apart():
    from bpe_viewer.qt.models.compare import rebase

    ties = (Variant("smallest", 3), Variant("first", 3))
    assert rebase(ties, Variant("largest", 8, "gpt2")) == (
        Variant("smallest", 8, "gpt2"),
        Variant("first", 8, "gpt2"),
    )
    merges = (Variant("smallest", 3), Variant("smallest", 5))
    assert rebase(merges, Variant("first", 8)) == (Variant("first", 3), Variant("first", 5))


def test_columns_train_in_the_background(qtbot, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow

    win = MainWindow(settings, show_error=errors)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.worker.training_finished, timeout=10_000):
        win.load_example("abcd")
    progress = []
    view = win.compare_view
    view.worker.progressed.connect(lambda done, total, _d: progress.append((done, total)))
    with qtbot.waitSignal(view.worker.training_finished, timeout=10_000):
        win.action_map["compare_ties"].trigger()
    assert progress and progress[-1] == (15, 15)  # five policies, 3 merges each
    assert view.comparison.first_divergence == 1
    win.close()


def test_word_tie_orders_side_by_side(qtbot, shown_window):
    w = shown_window
    w.load_example("words")
    view = w.compare_view
    w.tabs.setCurrentWidget(view)
    assert view.words_button.isEnabled()
    view.words_button.click()
    assert view.showing_words
    assert w.navigation.isVisible() and not w.navigation.isEnabled()
    words = view.word_compare
    first, last = words.runs
    assert (first.tie, last.tie) == ("alphabetical-first", "alphabetical-last")
    # docs/rules.md s4: es first under alphabetical order; t + </w> first under the last
    assert (first.rules[0].left, first.rules[0].right) == ("e", "s")
    assert (last.rules[0].left, last.rules[0].right) == ("t", "</w>")
    assert words.first_divergence == 0
    assert "part at round 0" in words.banner.text()
    assert w.active_cursor() is words.round_cursor
    words.views[0].candidates_table.setFocus()
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Right)
    assert words.round_cursor.value == 1
    assert words.views[0].stage == words.views[1].stage == 1
    view.words_button.click()
    assert w.active_cursor() is w.round_cursor and w.navigation.isEnabled()


def test_settings_fold_away_when_more_than_three_columns_share_the_width(qtbot, window):
    window.load_example("abcd")
    view = window.compare_view
    view.choose_policies(("smallest", "largest", "first"))
    window.action_map["compare_ties"].trigger()
    assert view.settings_button.isChecked()
    assert [not c.editor.isHidden() for c in view.columns[:3]] == [True, True, True]
    view.choose_policies(FIVE)
    window.action_map["compare_ties"].trigger()
    assert len(view.comparison.labels) == 5
    assert not view.settings_button.isChecked()
    assert all(c.editor.isHidden() for c in view.columns)
    # each column's title still names its policy
    assert [c.heading.text().split("</b>")[0].removeprefix("<b>") for c in view.columns] == list(
        FIVE
    )
    qtbot.mouseClick(view.settings_button, Qt.MouseButton.LeftButton)  # the user asks for them
    assert view.settings_button.isChecked()
    assert not any(c.editor.isHidden() for c in view.columns)
    window.action_map["compare_ties"].trigger()
    assert not any(c.editor.isHidden() for c in view.columns)  # the user's choice stays


def test_beside_banner_sets_each_label_off_from_its_rule(window, tmp_path, errors):
    # smallest and first part at round 2 of ABCDCDABCDCDE (docs/rules.md s3): the first
    # label lists settings with commas, so a dash, not a bare space, ends it
    window.load_example("abcd")
    other = tmp_path / "first.run.json"
    save_run(train([b"ABCDCDABCDCDE"], 3, tie="first"), other)
    assert window.open_beside(other)
    view = window.compare_view
    window.round_cursor.set_value(2)
    first_label = view.comparison.labels[0]
    assert "," in first_label
    assert view.comparison.divergence_summary() == (
        f"the tables part at round 2: {first_label} — merges (256,256) CD + CD -> CDCD; "
        "first.run.json — merges (257,256) AB + CD -> ABCD"
    )
    banner = view.header.banner.text()
    assert f"{first_label} — merges (256,256) CD + CD → CDCD; first.run.json — merges" in banner
    assert "tokens merges" not in banner
    assert not errors.calls
