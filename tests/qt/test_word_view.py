"""Word-frequency BPE view: docs/rules.md s4 values in the models, stepping, encoder, look."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from bpe_viewer.core.wordfreq import train_words  # noqa: E402
from bpe_viewer.qt.models.roles import Palette, Roles  # noqa: E402
from bpe_viewer.qt.models.word_candidates import (  # noqa: E402
    TIE_MARK,
    WINNER_MARK,
    WordCandidateColumn,
    WordCandidatesModel,
    explain_word_winner,
)
from bpe_viewer.qt.models.words import (  # noqa: E402
    SymbolChip,
    WordRoles,
    WordRuleColumn,
    WordRulesModel,
    WordSegmentationColumn,
    WordSegmentationModel,
)
from bpe_viewer.qt.widgets.word_encoder import describe_encoding  # noqa: E402
from bpe_viewer.qt.widgets.word_view import WordFrequencyView, view_title  # noqa: E402

TABLE = {"low": 5, "lower": 2, "newest": 6, "widest": 3}
DISPLAY = Qt.ItemDataRole.DisplayRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
ROLES = (DISPLAY, BACKGROUND, Qt.ItemDataRole.FontRole, Roles.MARK, WordRoles.SYMBOLS)


@pytest.fixture(scope="module")
def run():
    return train_words(TABLE, 5)


@pytest.fixture
def view(qtbot, run):
    widget = WordFrequencyView()
    qtbot.addWidget(widget)
    widget.set_run(run)
    return widget


def snapshot(model):
    out = []
    for r in range(model.rowCount()):
        row = []
        for c in range(model.columnCount()):
            for role in ROLES:
                v = model.data(model.index(r, c), role)
                if hasattr(v, "name") and callable(v.name):  # QColor
                    v = v.name()
                elif hasattr(v, "toString"):  # QFont
                    v = v.toString()
                row.append(v)
        out.append(tuple(row))
    return out


def view_snapshot(view):
    return (
        [snapshot(m) for m in (view.segmentation_model, view.candidates_model, view.rules_model)],
        view.stage_label.text(),
        view.why_label.text(),
        view.words_summary.text(),
        view.rules_title.text(),
    )


def candidate_rows(model):
    return [
        (
            model.data(model.index(r, WordCandidateColumn.LEFT)),
            model.data(model.index(r, WordCandidateColumn.RIGHT)),
            int(model.data(model.index(r, WordCandidateColumn.COUNT))),
            model.data(model.index(r, 0), Roles.MARK),
        )
        for r in range(model.rowCount())
    ]


def marked(model, mark):
    return [r for r in range(model.rowCount()) if model.data(model.index(r, 0), Roles.MARK) == mark]


# ---------------------------------------------------------------- candidates (docs/rules.md s4)
@pytest.mark.parametrize(
    ("stage", "winner", "count", "ties"),
    [
        (0, ("e", "s"), 9, [("s", "t"), ("t", "</w>")]),
        (1, ("es", "t"), 9, [("t", "</w>")]),
        (2, ("est", "</w>"), 9, []),
        (3, ("l", "o"), 7, [("o", "w")]),
        (4, ("lo", "w"), 7, []),
    ],
)
def test_candidates_winner_and_ties(run, stage, winner, count, ties):
    model = WordCandidatesModel()
    model.set_run(run, stage)
    rows = candidate_rows(model)
    assert rows[0][:3] == (*winner, count)
    assert rows[0][3] == "winner"
    assert model.data(model.index(0, WordCandidateColumn.MARK)) == WINNER_MARK
    assert model.data(model.index(0, WordCandidateColumn.MERGED)) == "".join(winner)
    assert model.data(model.index(0, 1), BACKGROUND) == Palette.WINNER
    tie_rows = marked(model, "tie")
    assert [rows[r][:2] for r in tie_rows] == ties
    assert all(rows[r][2] == count for r in tie_rows)
    for r in tie_rows:
        assert model.data(model.index(r, WordCandidateColumn.MARK)) == TIE_MARK
        assert model.data(model.index(r, 2), BACKGROUND) == Palette.TIE
    others = [r for r in range(1, model.rowCount()) if r not in tie_rows]
    assert all(rows[r][2] < count for r in others)
    assert all(model.data(model.index(r, 0)) == "" for r in others)
    assert all(model.data(model.index(r, 0), BACKGROUND) is None for r in others)


def test_candidates_counts_are_frequency_weighted_and_complete(run):
    model = WordCandidatesModel()
    model.set_run(run, 0)
    rows = {(left, right): c for left, right, c, _ in candidate_rows(model)}
    # (w, e): lower x2 + newest x6 = 8; (l, o): low x5 + lower x2 = 7
    assert rows[("w", "e")] == 8
    assert rows[("l", "o")] == 7
    assert len(rows) == model.rowCount() == 14


def test_why_line_names_the_tie_rule(run):
    assert explain_word_winner(run, 0) == (
        "3 pairs at count 9; the alphabetically first pair wins: (e, s) → es"
    )
    assert explain_word_winner(run, 2) == "(est, </w>) has the highest count, 9 (next: 7) → est</w>"
    model = WordCandidatesModel()
    model.set_run(run, 5)
    assert model.rowCount() == 0
    assert model.explanation() == "Last stage: all 5 merges done."


def test_last_policy_first_winner_is_t_end_of_word():
    model = WordCandidatesModel()
    last = train_words(TABLE, 5, tie="alphabetical-last")
    model.set_run(last, 0)
    rows = candidate_rows(model)
    assert rows[0][:3] == ("t", "</w>", 9)
    assert rows[0][3] == "winner"
    assert [rows[r][:2] for r in marked(model, "tie")] == [("s", "t"), ("e", "s")]
    assert "the alphabetically last pair wins: (t, </w>)" in model.explanation()
    assert view_title("alphabetical-last").endswith("ties: the alphabetically last pair)")


def test_early_stop_explained():
    model = WordCandidatesModel()
    short = train_words({"ab": 1}, 5)  # a b </w>: two merges, then no pair is left
    assert short.merge_count == 2
    model.set_run(short, 2)
    assert model.rowCount() == 0
    assert model.explanation() == "No pair left after 2 merges: training stopped early."


# ---------------------------------------------------------------- segmentation
def test_segmentation_at_stage_5(run):
    model = WordSegmentationModel()
    model.set_run(run, 5)
    by_word = {model.word(r): r for r in range(model.rowCount())}
    assert model.symbols(by_word["newest"]) == ("n", "e", "w", "est</w>")
    assert model.symbols(by_word["low"]) == ("low", "</w>")
    assert model.data(model.index(by_word["low"], WordSegmentationColumn.SYMBOLS)) == "low · </w>"
    assert model.data(model.index(by_word["low"], WordSegmentationColumn.COUNT)) == "2"
    assert model.data(model.index(by_word["low"], WordSegmentationColumn.FREQUENCY)) == "5"
    # round 4 made "low": the rows holding it are marked, the others not
    assert model.data(model.index(by_word["low"], 0), Roles.MARK) == "new"
    assert model.data(model.index(by_word["lower"], 0), Roles.MARK) == "new"
    assert model.data(model.index(by_word["newest"], 0), Roles.MARK) is None
    chips = model.data(
        model.index(by_word["lower"], WordSegmentationColumn.SYMBOLS), WordRoles.SYMBOLS
    )
    assert chips == (
        SymbolChip("low", True),
        SymbolChip("e", False),
        SymbolChip("r", False),
        SymbolChip("</w>", False),
    )
    assert model.data(model.index(by_word["low"], 0), Roles.TOKENS) == ("low", "</w>")


def test_segmentation_stage_0_and_1(run):
    model = WordSegmentationModel()
    model.set_run(run, 0)
    assert model.symbols(0) == ("l", "o", "w", "</w>")
    assert marked(model, "new") == []
    model.set_stage(1)
    assert model.symbols(2) == ("n", "e", "w", "es", "t", "</w>")
    assert [model.word(r) for r in marked(model, "new")] == ["newest", "widest"]
    assert [c.text for c in model.chips(2) if c.new] == ["es"]
    # symbols x frequency shrinks by the winner's count: 95 -> 86
    assert model.total_symbols() == 86


def test_set_stage_is_data_changed_not_reset(qtbot, run):
    model = WordSegmentationModel()
    model.set_run(run, 0)
    with qtbot.assertNotEmitted(model.modelReset):
        with qtbot.waitSignal(model.dataChanged):
            model.set_stage(3)


# ---------------------------------------------------------------- rules
def test_rules_insert_and_remove_one_row_per_step(qtbot, run):
    model = WordRulesModel()
    model.set_run(run, 0)
    assert model.rowCount() == 0
    for stage in range(1, 6):
        with qtbot.waitSignal(model.rowsInserted) as blocker:
            model.set_stage(stage)
        assert blocker.args[1:] == [stage - 1, stage - 1]
        assert model.rowCount() == stage
        newest = stage - 1
        assert model.data(model.index(newest, 0), Roles.MARK) == "newest"
        assert model.data(model.index(newest, 0), BACKGROUND) == Palette.NEWEST
        assert all(model.data(model.index(r, 0), Roles.MARK) is None for r in range(newest))
    assert [model.data(model.index(r, WordRuleColumn.MERGED)) for r in range(5)] == [
        "es",
        "est",
        "est</w>",
        "lo",
        "low",
    ]
    assert [model.data(model.index(r, WordRuleColumn.TIED)) for r in range(5)] == [
        "3-way",
        "2-way",
        "",
        "2-way",
        "",
    ]
    assert model.data(model.index(2, WordRuleColumn.PAIR)) == "est + </w>"
    for stage in range(4, -1, -1):
        with qtbot.waitSignal(model.rowsRemoved) as blocker:
            model.set_stage(stage)
        assert blocker.args[1:] == [stage, stage]
        assert model.rowCount() == stage
    with qtbot.waitSignal(model.modelReset):
        model.set_stage(4)
    assert model.rowCount() == 4


def test_vocabulary_size(run):
    model = WordRulesModel()
    model.set_run(run, 0)
    assert model.vocabulary_size() == 11  # d e i l n o r s t w </w>
    model.set_stage(5)
    assert model.vocabulary_size() == len(run.vocabulary()) == 16


# ---------------------------------------------------------------- model tester
@pytest.mark.parametrize("stage", [0, 2, 5])
@pytest.mark.parametrize("cls", [WordSegmentationModel, WordCandidatesModel, WordRulesModel])
def test_models_pass_qtmodeltester(qtmodeltester, run, cls, stage):
    model = cls()
    model.set_run(run, stage)
    qtmodeltester.check(model, force_py=True)


def test_empty_models_pass_qtmodeltester(qtmodeltester):
    for cls in (WordSegmentationModel, WordCandidatesModel, WordRulesModel):
        model = cls()
        model.set_run(None)
        assert model.rowCount() == 0
        qtmodeltester.check(model, force_py=True)


# ---------------------------------------------------------------- the view
def test_view_starts_at_stage_0(view):
    assert view.round_cursor.value == 0
    assert view.round_cursor.maximum == 5
    assert view.stage_label.text() == "stage 0 of 5"
    assert view.title_label.text() == (
        "Word-frequency BPE (characters + </w>, counts weighted by frequency; "
        "ties: the alphabetically first pair)"
    )
    assert (
        view.why_label.text()
        == "3 pairs at count 9; the alphabetically first pair wins: (e, s) → es"
    )
    assert not view.buttons["previous"].isEnabled()
    assert view.buttons["next"].isEnabled()


def test_view_buttons_and_slider_step(qtbot, view):
    with qtbot.waitSignal(view.round_cursor.stage_changed) as blocker:
        qtbot.mouseClick(view.buttons["next"], Qt.MouseButton.LeftButton)
    assert blocker.args == [1]
    assert view.candidates_model.stage == view.segmentation_model.stage == 1
    assert view.rules_model.rowCount() == 1
    assert view.stage_label.text() == "stage 1 of 5"
    assert view.slider.value() == 1
    view.slider.setValue(3)
    assert view.round_cursor.value == 3
    assert candidate_rows(view.candidates_model)[0][:2] == ("l", "o")
    qtbot.mouseClick(view.buttons["last"], Qt.MouseButton.LeftButton)
    assert view.stage_label.text() == "stage 5 of 5"
    assert view.candidates_model.rowCount() == 0
    assert not view.buttons["next"].isEnabled()
    qtbot.mouseClick(view.buttons["first"], Qt.MouseButton.LeftButton)
    assert view.round_cursor.value == 0
    assert view.rules_model.rowCount() == 0


def test_step_forward_then_back_restores_everything(view):
    cursor = view.round_cursor
    for stage in range(5):
        cursor.set_value(stage)
        before = view_snapshot(view)
        cursor.step(1)
        assert view_snapshot(view) != before
        cursor.step(-1)
        assert view_snapshot(view) == before
    # a jump there and back is the same as well
    cursor.set_value(2)
    before = view_snapshot(view)
    cursor.last()
    cursor.set_value(2)
    assert view_snapshot(view) == before


def test_rules_grow_and_shrink_by_one_row_per_step(qtbot, view):
    rules = view.rules_model
    with qtbot.waitSignal(rules.rowsInserted):
        view.round_cursor.step(1)
    with qtbot.waitSignal(rules.rowsInserted):
        view.round_cursor.step(1)
    assert rules.rowCount() == 2
    with qtbot.waitSignal(rules.rowsRemoved):
        view.round_cursor.step(-1)
    assert rules.rowCount() == 1


def test_encode_line(qtbot, view, run):
    assert describe_encoding(run, "lowest") == "lowest → low · est</w>   (2 pieces)"
    qtbot.keyClicks(view.encode_edit, "lowest")
    assert "low · est</w>" in view.encode_label.text()
    assert "(2 pieces)" in view.encode_label.text()
    view.encode_edit.setText("unhappiness")
    assert "u · n · h · a · p · p · i · n · es · s · </w>" in view.encode_label.text()
    assert "(11 pieces)" in view.encode_label.text()
    view.encode_edit.setText("low newest")
    assert (
        view.encode_label.text() == "low newest → low · </w>   |   n · e · w · est</w>   (6 pieces)"
    )
    assert describe_encoding(run, "   ") == ""


def test_set_run_none_and_new_policy(view):
    view.round_cursor.set_value(3)
    view.set_run(None)
    assert view.round_cursor.value == 0
    assert view.round_cursor.maximum == 0
    for model in (view.segmentation_model, view.candidates_model, view.rules_model):
        assert model.rowCount() == 0
    assert not view.encode_edit.isEnabled()
    view.set_run(train_words(TABLE, 5, tie="alphabetical-last"), stage=1)
    assert view.round_cursor.value == 1
    assert view.title_label.text().endswith("ties: the alphabetically last pair)")
    assert view.rules_model.rule(0).merged == "t</w>"


def test_shared_cursor_is_followed(qtbot, run):
    from bpe_viewer.qt.cursor import RoundCursor

    cursor = RoundCursor()
    widget = WordFrequencyView(cursor=cursor)
    qtbot.addWidget(widget)
    widget.set_run(run)
    cursor.set_value(4)
    assert widget.rules_model.rowCount() == 4
    assert widget.stage_label.text() == "stage 4 of 5"


def test_screenshots(qtbot, view, tmp_path):
    """Saves the view at stages 1 and 5 for review (not a pixel assertion)."""
    out = Path(os.environ.get("BPE_VIEWER_SCREENSHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    view.resize(1300, 800)
    view.show()
    qtbot.waitExposed(view)
    view.encode_edit.setText("lowest")
    for stage in (1, 5):
        view.round_cursor.set_value(stage)
        image = view.grab()
        assert not image.isNull()
        assert image.width() == 1300
        assert image.save(str(out / f"word_view_stage{stage}.png"))
