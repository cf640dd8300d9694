"""The Compare tab with a merges file beside a trained run, and all five tie policies
(docs/rules.md s3, s3.2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

import bpe_viewer.qt.main_window as main_window_module
from bpe_viewer.cli import main
from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.core.interop import export

# ABCDCDABCDCDE, 3 merges (docs/rules.md s3): the rules under each policy, worked by hand.
# Stage 1 is A B CD CD A B CD CD E, where (A,B), (B,CD) and (CD,CD) tie at 2.
RULES = {
    "smallest": [(67, 68), (65, 66), (256, 256)],
    "largest": [(67, 68), (256, 256), (66, 257)],
    "first": [(67, 68), (65, 66), (257, 256)],
    "bytes-smallest": [(67, 68), (65, 66), (257, 256)],
    "bytes-largest": [(67, 68), (256, 256), (66, 257)],
}

# What `bpe-viewer diff` prints for the abcd run (smallest) against the largest merges.
WHY_ABCD = [
    "why (from A's record at stage 1): A's pair (A, B) has count 2, B's pair (CD, CD) has count 2",
    "  a tie (3 pairs at count 2): A's policy smallest takes (A, B); taking A's pair: "
    "smallest, first, bytes-smallest; taking B's pair: largest, bytes-largest",
    "  by token IDs (65, 66) is smaller than (256, 256); by bytes the left tokens decide: "
    "41 (A) sorts before 43 44 (CD)",
]


@pytest.fixture
def student_merges(tmp_path):
    """A merges file written by hand: the rules of ABCDCDABCDCDE under ``largest``, one
    merge per line in the GPT-2 alphabet (these letters stand for themselves)."""
    path = tmp_path / "merges.txt"
    path.write_text("#version: 0.2\nC D\nCD CD\nB CDCD\n", encoding="utf-8")
    return path


def open_beside_by_dialog(monkeypatch, window, path):
    """Train ▸ Open Saved Run or Merges File Beside, the dialog answering ``path``;
    returns the filter the dialog offered."""
    offered = []

    def answer(_parent, _title, _folder, filters, *_a, **_k):
        offered.append(filters)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    window.action_map["compare_beside"].trigger()
    return offered[0]


def test_a_merges_file_beside_the_run_parts_at_round_one(monkeypatch, window, student_merges):
    window.load_example("abcd")  # smallest, 3 merges
    filters = open_beside_by_dialog(monkeypatch, window, student_merges)
    # merges.txt shows by default: every file does ("All files" first).
    assert "Merges files (*merges*.txt *.txt)" in filters.split(";;")
    assert filters.split(";;")[0] == "All files (*)"
    view = window.compare_view
    assert window.tabs.currentWidget() is view
    assert view.mode == "beside"
    c = view.comparison
    assert c.labels[1] == "merges file merges.txt"
    assert c.first_divergence == 1
    assert c.divergent_rounds == (1, 2)
    assert window.navigation.slider.marks == (1, 2)
    # the explanation: the lines `bpe-viewer diff` prints, from the run's record
    assert view.explanation_lines == WHY_ABCD
    assert not view.explanation.isHidden()
    text = view.explanation.text()
    assert "Why they part at round 1" in text
    assert "B: merges file merges.txt" in text
    assert "A's policy smallest takes (A, B)" in text
    assert "taking B's pair: largest, bytes-largest" in text
    # the merges file's column: its merges, said plainly, no empty candidate table
    column = view.columns[1]
    assert column.is_table
    assert column.split.isHidden() and not column.table_panel.isHidden()
    panel = column.table_panel
    assert "no counts, no candidate pairs" in panel.note.text()
    assert "merges file merges.txt" in panel.note.text()
    assert "no tie policy or counts recorded" in column.heading.text()
    assert [panel.rule_text(r) for r in range(3)] == [
        "    0  C + D → CD",
        "    1  CD + CD → CDCD",
        "    2  B + CDCD → BCDCD",
    ]
    # both columns follow the one round cursor
    for stage in range(3):
        window.round_cursor.set_value(stage)
        assert panel.rules.currentIndex().row() == stage
        left, right = RULES["largest"][stage]
        assert f"round {stage} merge: ({left},{right})" in column.verdict.text()
        assert "no count recorded" in column.verdict.text()
        first = view.columns[0].candidates_model
        assert first.stage == stage
    window.round_cursor.set_value(1)
    assert "Round 1, its merge: <b>CD + CD → CDCD</b>" in panel.current.text()
    assert "Round 1: the winners differ." in view.banner.text()
    assert view.explanation_lines == WHY_ABCD  # at every round, not only at round 1


def test_a_file_that_is_no_table_is_one_line_and_the_comparison_stays(
    monkeypatch, window, student_merges, tmp_path, errors
):
    window.load_example("abcd")
    assert window.open_beside(student_merges)
    bad = tmp_path / "notes.txt"
    bad.write_text("hello")
    assert not window.open_beside(bad)
    assert "neither a saved run, a bpe-merges-v1 trace nor a merges file" in errors.calls[-1][1]
    broken = tmp_path / "broken-merges.txt"
    broken.write_text("C D\nC D E\n", encoding="utf-8")
    assert not window.open_beside(broken)
    first_line = errors.calls[-1][1].splitlines()[0]
    assert first_line.startswith(f"Could not open {broken} line 2: expected two tokens")
    assert window.compare_view.comparison.labels[1] == "merges file merges.txt"


def test_five_tie_policies_offered_all_chosen_at_first(window):
    view = window.compare_view
    assert tuple(view.policy_actions) == TIE_POLICIES
    assert set(TIE_POLICIES) == {
        "smallest",
        "largest",
        "first",
        "bytes-smallest",
        "bytes-largest",
    }
    assert all(a.isChecked() for a in view.policy_actions.values())
    window.load_example("abcd")
    window.action_map["compare_ties"].trigger()
    c = view.comparison
    assert c.labels == TIE_POLICIES
    assert c.first_divergence == 1 and c.divergent_rounds == (1, 2)
    for stage in range(3):
        window.round_cursor.set_value(stage)
        for column, tie in zip(view.columns, TIE_POLICIES, strict=True):
            assert column.run.tie == tie
            assert column.run.rules[stage].left == RULES[tie][stage][0]
            assert (column.run.rules[stage].left, column.run.rules[stage].right) == RULES[tie][
                stage
            ]
    # the first column's record explains why it parts from the largest column
    assert view.explanation_lines == WHY_ABCD


def test_choosing_two_of_the_five(window):
    view = window.compare_view
    window.load_example("abcd")
    for tie, action in view.policy_actions.items():
        if tie not in ("largest", "bytes-largest"):
            action.trigger()  # untick
    assert view.chosen_policies == ("largest", "bytes-largest")
    # the last two cannot be unticked: a comparison needs two columns
    assert not view.policy_actions["largest"].isEnabled()
    view.policy_actions["largest"].trigger()
    assert view.chosen_policies == ("largest", "bytes-largest")
    view.policies_button.compare_chosen_action.trigger()
    c = view.comparison
    assert c.labels == ("largest", "bytes-largest")
    assert c.first_divergence is None  # the same rules on ABCDCDABCDCDE
    assert view.columns[2].run is None
    assert view.explanation.isHidden()
    view.policy_actions["bytes-smallest"].trigger()  # tick a third
    window.action_map["compare_ties"].trigger()
    assert view.comparison.labels == ("largest", "bytes-largest", "bytes-smallest")
    assert view.comparison.first_divergence == 1


@pytest.fixture
def screenshot_window(monkeypatch):
    """The window ``bpe-viewer gui --screenshot`` builds, kept for inspection."""
    windows = []
    real = main_window_module.MainWindow

    def make_window(*args, **kwargs):
        window = real(*args, **kwargs)
        windows.append(window)
        return window

    monkeypatch.setattr(main_window_module, "MainWindow", make_window)
    return windows


def test_gui_beside_a_merges_file(qapp, screenshot_window, tmp_path, student_merges, capsys):
    text = tmp_path / "abcd.txt"
    text.write_bytes(b"ABCDCDABCDCDE")
    png = tmp_path / "beside.png"
    argv = ["gui", str(text), "--merges", "3", "--beside", str(student_merges)]
    assert main([*argv, "--round", "1", "--screenshot", str(png)]) == 0
    assert "saved" in capsys.readouterr().out and png.stat().st_size > 0
    view = screenshot_window[0].compare_view
    assert view.comparison.labels[1] == "merges file merges.txt"
    assert view.comparison.first_divergence == 1
    assert view.explanation_lines == WHY_ABCD
    assert view.columns[1].table_panel.rules.currentIndex().row() == 1


def test_gui_compare_all_is_the_five_policies(qapp, screenshot_window, tmp_path, capsys):
    text = tmp_path / "abcd.txt"
    text.write_bytes(b"ABCDCDABCDCDE")
    png = tmp_path / "all.png"
    argv = ["gui", str(text), "--merges", "3", "--compare", "all", "--screenshot", str(png)]
    assert main(argv) == 0
    assert screenshot_window[0].compare_view.comparison.labels == TIE_POLICIES


def train_cs336(corpus, tie, out):
    """The README's item-2 training (vocabulary 500: 256 bytes, 243 merges, one special
    token), through the API (the command line's progress bar would leave a thread)."""
    from bpe_viewer.core import train
    from bpe_viewer.core.corpus_files import load_corpus
    from bpe_viewer.core.formats.run_json import save_run

    documents = load_corpus(corpus, unit="file")
    run = train(documents, 243, tie=tie, special_tokens=["<|endoftext|>"], pretokenizer="gpt2")
    save_run(run, out)
    return run


def test_cs336_reference_run_beside_a_largest_merges_file_parts_at_92(
    qapp, screenshot_window, cs336_corpus, tmp_path, capsys
):
    """docs/rules.md s3.2, the README's walk-through in the window: `gui --beside`."""
    corpus = cs336_corpus / "corpus.en"
    train_cs336(corpus, "bytes-largest", tmp_path / "reference.run.json")
    largest = train_cs336(corpus, "largest", tmp_path / "largest.run.json")
    student = tmp_path / "student"
    export(largest, "vocab-merges", student)  # as `bpe-viewer export --to vocab-merges`
    png = tmp_path / "92.png"
    argv = ["gui", str(tmp_path / "reference.run.json"), "--beside", str(student / "merges.txt")]
    assert main([*argv, "--round", "92", "--screenshot", str(png)]) == 0
    assert "(stage 92 of 243)" in capsys.readouterr().out
    view = screenshot_window[0].compare_view
    assert view.comparison.labels[1] == "merges file merges.txt"
    assert view.comparison.first_divergence == 92
    lines = view.explanation_lines
    assert lines[0] == (
        "why (from A's record at stage 92): A's pair (t, h) has count 172, "
        "B's pair (␣c, om) has count 172"
    )
    assert "A's policy bytes-largest takes (t, h)" in lines[1]
    assert "taking B's pair: largest" in lines[1]
    assert "74 (t) sorts after 20 63 (␣c)" in lines[2]
    panel = view.columns[1].table_panel
    assert panel.rules.currentIndex().row() == 92
    assert "␣c + om → ␣com" in panel.current.text()


def test_cs336_largest_run_beside_the_reference_merges_file(
    monkeypatch, window, cs336_corpus, tmp_path
):
    """The other way round, through the menu: a run under `largest`, the course's own
    merges file beside it."""
    train_cs336(cs336_corpus / "corpus.en", "largest", tmp_path / "largest.run.json")
    window.open_path(tmp_path / "largest.run.json")
    reference = cs336_corpus / "train-bpe-reference-merges.txt"
    open_beside_by_dialog(monkeypatch, window, reference)
    view = window.compare_view
    assert view.comparison.labels[1] == "merges file train-bpe-reference-merges.txt"
    assert view.comparison.first_divergence == 92
    assert view.explanation_lines[0] == (
        "why (from A's record at stage 92): A's pair (␣c, om) has count 172, "
        "B's pair (t, h) has count 172"
    )
    assert "A's policy largest takes (␣c, om)" in view.explanation_lines[1]
    assert "taking B's pair: smallest, bytes-largest" in view.explanation_lines[1]


def test_the_chosen_policies_are_remembered(qtbot, window, settings, errors):
    from bpe_viewer.qt.main_window import MainWindow

    view = window.compare_view
    view.policy_actions["first"].trigger()  # untick first and bytes-smallest
    view.policy_actions["bytes-smallest"].trigger()
    assert view.chosen_policies == ("smallest", "largest", "bytes-largest")
    again = MainWindow(settings, show_error=errors)
    qtbot.addWidget(again)
    chosen = again.compare_view.chosen_policies
    assert chosen == ("smallest", "largest", "bytes-largest")
    ticked = {t for t, a in again.compare_view.policy_actions.items() if a.isChecked()}
    assert ticked == {"smallest", "largest", "bytes-largest"}
    again.close()
