"""The Words tab's empty state offers "Open word table…" and "Load the example"."""

from __future__ import annotations

import json


def test_the_words_tab_offers_a_table_or_the_example(window, home, dialogs, tmp_path):
    view = window.word_view
    assert not view.empty_state.isHidden()
    assert view.words_summary.text() == (
        "No word table loaded: open a JSON table {word: count}, or load the example."
    )
    # The Compare tab's word views show a table loaded here: they offer no loading.
    assert all(v.empty_state.isHidden() for v in window.compare_view.word_compare.views)
    view.example_button.click()
    assert view.run is not None and view.run.words[:2] == ("low", "lower")
    assert view.empty_state.isHidden()
    table = tmp_path / "words.json"
    table.write_text(json.dumps({"ab": 3, "abc": 1}))
    dialogs.answers = [table]
    view.open_table_button.click()
    assert dialogs.asked[-1][2].split(";;") == ["All files (*)", "Word-frequency tables (*.json)"]
    assert view.run is not None and sorted(view.run.frequencies.items()) == [("ab", 3), ("abc", 1)]


def test_the_empty_state_takes_the_tables_place(qtbot, window):
    """At 200 % text the buttons stand where the empty table would: the Words tab asks
    no more height while empty than with a table loaded (a 768-pixel projector)."""
    view = window.word_view
    window.set_text_zoom(200)
    qtbot.wait(20)
    assert view.words_table.isHidden() and not view.empty_state.isHidden()
    empty = view.minimumSizeHint().height()
    view.example_button.click()
    assert not view.words_table.isHidden() and view.empty_state.isHidden()
    assert empty <= view.minimumSizeHint().height()
    view.set_run(None)
    assert view.words_table.isHidden() and not view.empty_state.isHidden()


def test_the_title_takes_two_lines_at_most(qtbot, window):
    """At 200 % text on a 1024-pixel window the title keeps two whole lines, the rest in
    its tooltip, so the panes under it keep their room."""
    view = window.word_view
    window.set_text_zoom(200)
    qtbot.wait(20)
    title = view.title_label
    line = title.fontMetrics().lineSpacing()
    assert title.heightForWidth(1000) <= 2 * line + 4
    assert title.toolTip() == title.text()
    assert title.text().startswith("Word-frequency BPE")
