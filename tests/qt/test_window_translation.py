"""The window's own texts go through Qt's translation system and follow a change of
language live: a pseudo translator (every source text in «…», any context) installed on
the running window must reach the menus, every action, the tabs, the table headers and
the status bar, and removing it must bring the English back. The round shown stays.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from bpe_viewer.qt.actions import ACTIONS
from bpe_viewer.qt.window_menus import MENUS


class PseudoTranslator(QTranslator):
    """Every text of every context as «text» (``%n`` still filled in by Qt)."""

    def translate(  # noqa: D102 (Qt's own method)
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"«{source}»"

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        """Not empty: Qt sends LanguageChange only for a translator that holds texts."""
        return False


def wrapped(text: str) -> bool:
    """True when ``text`` came through the pseudo translator (the start of a joined
    text, e.g. a status line made of several translated pieces, counts)."""
    return text.startswith("«") and "»" in text


@pytest.fixture
def pseudo(qtbot):
    """Installs the pseudo translator for one test; removes it afterwards."""
    translator = PseudoTranslator()
    app = QCoreApplication.instance()
    assert app is not None
    installed = []

    def install() -> None:
        assert app.installTranslator(translator)
        installed.append(translator)
        QCoreApplication.processEvents()

    def remove() -> None:
        app.removeTranslator(translator)
        installed.clear()
        QCoreApplication.processEvents()

    yield install, remove
    if installed:
        remove()


def menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_menus_and_actions_follow_the_language_live(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    window.round_cursor.set_value(1)
    english_titles = menu_titles(window)
    assert english_titles == ["&File", "&Edit", "E&xamples", "&Train", "&View", "&Go", "&Help"]
    install()
    titles = menu_titles(window)
    assert titles == [f"«{t}»" for t in english_titles]
    for spec in ACTIONS:
        action = window.action_map[spec.key]
        assert action.text() == f"«{spec.text}»", spec.key
        if spec.tip:
            assert action.toolTip() == f"«{spec.tip}»", spec.key
    # the submenus of the menu bar's menus (Open Recent, Export Table, Copy Special, CSV)
    file_menu = window.menuBar().actions()[0].menu()
    sub = [a.menu().title() for a in file_menu.actions() if a.menu() is not None]
    assert sub == ["«Open &Recent»", "«Export &Table»", "«Export Table as &CSV»"]
    csv = [a.text() for a in sub_menu(window, "menu_export_csv").actions()]
    assert csv[0] == "«&Candidates of This Round…»" and all(wrapped(t) for t in csv)
    assert sub_menu(window, "menu_copy_special").title() == "«Copy &Special»"
    # the round on screen stays
    assert window.round_cursor.value == 1 and window.run is not None
    remove()
    assert menu_titles(window) == english_titles
    assert window.action_map["open"].text() == "&Open…"
    assert window.action_map["play"].text() == "▶ Play"


def sub_menu(window, name):
    from PySide6.QtWidgets import QMenu

    menu = window.findChild(QMenu, name)
    assert menu is not None, name
    return menu


def test_play_keeps_pause_through_a_change_of_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    window.action_map["play"].setChecked(True)
    install()
    assert window.action_map["play"].text() == "«‖ Pause»"
    window.action_map["play"].setChecked(False)
    assert window.action_map["play"].text() == "«▶ Play»"
    remove()
    assert window.action_map["play"].text() == "▶ Play"


def test_status_bar_and_title_follow_the_language(window, pseudo):
    install, remove = pseudo
    assert window.status_label.text().startswith("No run loaded")
    install()
    assert window.status_label.text() == (
        "«No run loaded: open a file, paste text or pick an example.»"
    )
    window.load_example("overlap")
    # stage 0 of 2 · vocabulary 256 · tokens 6 / bytes 6 (1.00 bytes per token)
    status = window.status_label.text()
    assert status == "«stage 0 of 2 · vocabulary 256 · tokens 6 / bytes 6 (1.00 bytes per token)»"
    assert window.status_parts.cancel_button.text() == "«Cancel»"
    assert "«2 merges»" in window.windowTitle()
    remove()
    assert window.status_label.text() == (
        "stage 0 of 2 · vocabulary 256 · tokens 6 / bytes 6 (1.00 bytes per token)"
    )
    assert window.status_parts.cancel_button.text() == "Cancel"


def test_counted_phrases_fill_in_their_count(window, pseudo):
    """A counted phrase (numerus) gets its count through Qt: the status bar's note of a
    copy of two table rows."""
    install, _remove = pseudo
    window.load_example("overlap")
    install()
    table = window.candidates_panel.table
    table.setFocus()
    table.selectRow(0)
    table.selectionModel().select(
        table.model().index(1, 0),
        table.selectionModel().SelectionFlag.Select | table.selectionModel().SelectionFlag.Rows,
    )
    window.edit.copy_rows(table)
    note = window.note_label.toolTip()
    assert note.startswith("«Copied «2 rows»: «") and note.endswith(" chars»»"), note


def test_every_action_text_and_menu_title_is_extracted(tmp_path):
    """pyside6-lupdate finds every action's text and tip in the context "Actions" and
    every menu title in "Menus" (the marks in the action table and the menu bar's
    layout work)."""
    import shutil
    import subprocess
    import xml.etree.ElementTree as ET
    from pathlib import Path

    import bpe_viewer.qt.actions as actions_module
    import bpe_viewer.qt.window_menus as menus_module

    lupdate = shutil.which("pyside6-lupdate") or str(
        Path(__import__("sys").executable).with_name("pyside6-lupdate")
    )
    out = tmp_path / "check.ts"
    subprocess.run(
        [lupdate, actions_module.__file__, menus_module.__file__, "-ts", str(out)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    found: dict[str, set[str]] = {}
    for context in ET.parse(out).getroot().iter("context"):
        name = context.findtext("name") or ""
        found[name] = {m.findtext("source") or "" for m in context.iter("message")}
    wanted = {spec.text for spec in ACTIONS} | {spec.tip for spec in ACTIONS if spec.tip}
    assert wanted - found["Actions"] == set()
    assert {title for title, _keys in MENUS} - found["Menus"] == set()


def test_training_settings_and_paste_dialogs_follow_the_language(qtbot, pseudo):
    from bpe_viewer.core.spec import TrainingSpec
    from bpe_viewer.qt.widgets.dialogs import PasteTextDialog, TrainingSettingsDialog

    install, remove = pseudo
    dialog = TrainingSettingsDialog(TrainingSpec(merges=50, tie="largest", unit="line"))
    paste = PasteTextDialog("file")
    qtbot.addWidget(dialog)
    qtbot.addWidget(paste)
    assert dialog.windowTitle() == "Training settings"
    assert dialog.tie.currentText() == "largest pair: largest (left, right) wins"
    install()
    assert dialog.windowTitle() == "«Training settings»"
    labels = [label.text() for label in dialog.row_labels.values()]
    assert labels[0] == "«Merges»" and all(wrapped(t) for t in labels)
    assert dialog.tie.currentText() == "«largest pair: largest (left, right) wins»"
    assert dialog.tie.currentData() == "largest" and dialog.unit.currentData() == "line"
    assert all(wrapped(dialog.unit.itemText(i)) for i in range(dialog.unit.count()))
    assert paste.windowTitle() == "«Paste text»" and paste.train_button.text() == "«Train»"
    remove()
    assert dialog.row_labels[dialog.merges].text() == "Merges"
    assert dialog.unit.currentText() == "each line = one document"


def test_unit_dialog_counts_in_english_and_follows_the_language(qtbot, pseudo, tmp_path):
    from bpe_viewer.qt.widgets.unit_dialog import UnitChoiceDialog

    install, remove = pseudo
    path = tmp_path / "two.txt"
    data = b"aaa\naba\n"
    path.write_bytes(data)
    dialog = UnitChoiceDialog(path, data)
    qtbot.addWidget(dialog)
    assert dialog.buttons["file"].text() == "Whole file: 1 document"
    assert dialog.buttons["line"].text() == "Each line: 2 documents"
    install()
    assert dialog.windowTitle() == "«Documents in two.txt»"
    # the pseudo "translation" keeps the plural mark, read in English by the count
    assert dialog.buttons["line"].text() == "««Each line»: «2 documents»»"
    remove()
    assert dialog.buttons["line"].text() == "Each line: 2 documents"


def test_english_plural_reads_the_mark_by_the_count():
    from bpe_viewer.qt.translatable import english_plural

    assert english_plural("1 document(s)", 1) == "1 document"
    assert english_plural("0 document(s)", 0) == "0 documents"
    assert english_plural("2 document(s) or more", 2) == "2 documents or more"
    assert english_plural("2 документа", 2) == "2 документа"
    assert english_plural("file(s)", -1) == "file(s)"


def test_tab_titles_and_table_headers_follow_the_language(window, pseudo):
    from PySide6.QtCore import Qt

    install, remove = pseudo
    window.load_example("overlap")
    tabs = window.tabs
    english = [tabs.tabText(i) for i in range(tabs.count())]
    assert english == [
        "Training rounds",
        "Encode",
        "Charts",
        "Words",
        "Compare",
        "Vocabulary health",
    ]
    candidates = window.candidates_panel.table
    header = candidates.horizontalHeader()
    seen: list[int] = []
    candidates.model().headerDataChanged.connect(lambda _o, first, last: seen.append(last))
    model = candidates.model()
    english_headers = [
        model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())
    ]
    assert "count" in english_headers
    install()
    assert [tabs.tabText(i) for i in range(tabs.count())] == [f"«{t}»" for t in english]
    assert wrapped(tabs.tabToolTip(2))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [f"«{t}»" if t else "" for t in english_headers]
    tip = model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert wrapped(tip)
    # the views were told: every column's title may have changed
    assert seen and seen[-1] == model.columnCount() - 1
    assert header.count() == model.columnCount()
    vocabulary = window.vocabulary_panel.table.model()
    assert vocabulary.headerData(0, Qt.Orientation.Horizontal) == "«ID»"
    remove()
    assert [tabs.tabText(i) for i in range(tabs.count())] == english
    assert model.headerData(english_headers.index("count"), Qt.Orientation.Horizontal) == "count"


def test_panes_and_round_bar_follow_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    nav = window.navigation
    assert (nav.stage_label.text(), nav.of_label.text()) == ("Stage", "of 2")
    english_speed = nav.speed.currentText()
    title = window.candidates_panel.title.text()
    assert title == "<b>Candidates of round 0</b> (counted on stage 0)"
    install()
    assert (nav.stage_label.text(), nav.of_label.text()) == ("«Stage»", "«of 2»")
    assert nav.speed.currentText() == f"«{english_speed}»"
    assert window.candidates_panel.title.text() == (
        "«<b>Candidates of round 0</b> (counted on stage 0)»"
    )
    assert window.candidates_panel.pairs.text().startswith("«")
    assert window.vocabulary_panel.title.text() == "«<b>Vocabulary</b> 256 = 256 bytes + 0 learned»"
    assert window.vocabulary_panel.bytes_box.text() == "«Byte entries»"
    # stepping in the new language keeps it
    window.round_cursor.set_value(1)
    assert nav.of_label.text() == "«of 2»"
    assert window.candidates_panel.title.text().startswith("«<b>Candidates of round 1</b>")
    remove()
    assert nav.stage_label.text() == "Stage" and nav.speed.currentText() == english_speed
    assert window.candidates_panel.title.text().startswith("<b>Candidates of round 1</b>")


def test_documents_pane_and_inspector_follow_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    window.select_token(97)
    inspector = window.inspector
    assert inspector.row_labels[inspector.id_label].text() == "Token ID"
    english_legend = window.documents_panel.legend.text()
    install()
    assert window.documents_panel.title.text() == "«<b>Documents</b>»"
    assert window.documents_panel.ids_box.text() == "«Token IDs»"
    assert "«made by the last round»" in window.documents_panel.legend.text()
    assert inspector.title.text() == "«<b>Inspector</b> — click a token in any view»"
    assert inspector.row_labels[inspector.id_label].text() == "«Token ID»"
    assert inspector.documents_button.text() == "«Occurs ▸»"
    # the token shown stays, described again in the new language
    assert inspector.token_id == 97
    assert inspector.origin_label.text() == "«a single byte (one of the 256 starting entries)»"
    assert inspector.occurrence_label.text().startswith("«5 times in the counted documents")
    remove()
    assert window.documents_panel.legend.text() == english_legend
    assert inspector.occurrence_label.text().startswith("5 times in the counted documents")


def test_encode_panel_follows_the_language_and_keeps_its_step(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    panel = window.encode_panel
    panel.set_text("aaa")
    panel.encode_now()
    panel.first_step()
    ids = panel.tokens_model.shown_ids()
    assert [panel.tabs.tabText(i) for i in range(3)] == ["Text", "Hex", "File"]
    install()
    assert [panel.tabs.tabText(i) for i in range(3)] == ["«Text»", "«Hex»", "«File»"]
    assert panel.file_button.text() == "«Load file…»"
    assert panel.file_label.text() == "«no file loaded»"
    assert panel.rules_title.text() == "«Rules in rank order»"
    assert panel.rules_note.text() == (
        "«— all 2 rules of the run, whatever round the explorer shows»"
    )
    assert panel.current_rank() is None and panel.tokens_model.shown_ids() == ids
    remove()
    assert panel.file_button.text() == "Load file…"
    assert panel.rules_note.text() == "— all 2 rules of the run, whatever round the explorer shows"


def test_hex_view_follows_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    hex_view = window.rounds_view.hex_view
    hex_view.fill_pending()
    assert hex_view.find_mode.currentText() == "Hex"
    install()
    assert hex_view.find_mode.currentText() == "«Hex»" and hex_view.find_mode.currentIndex() == 0
    assert hex_view.case_box.text() == "«Match case»"
    assert hex_view.title.text().startswith("«<b>Hex</b> — ")
    # finding still reads the mode by its place, not its (translated) text
    hex_view.find_edit.setText("61 61")  # the first document, aaa
    hex_view.find_next()
    assert hex_view.message.text().startswith("«match at offset")
    remove()
    assert hex_view.case_box.text() == "Match case"


def test_compare_tab_follows_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    compare = window.compare_view
    assert compare.train_button.text() == "Train columns"
    install()
    assert compare.train_button.text() == "«Train columns»"
    assert compare.policies_button.text() == "«Tie policies»"
    assert compare.documents.label.text() == "«Document»"
    assert compare.banner.text().startswith("«Press <b>Tie policies</b>")
    smallest = compare.policy_actions["smallest"].text()
    assert smallest == "«smallest: «smallest (left, right) wins»»"
    assert compare.policy_actions["smallest"].isChecked()
    remove()
    assert compare.train_button.text() == "Train columns"
    assert compare.policy_actions["smallest"].text() == "smallest: smallest (left, right) wins"


def test_words_tab_and_notes_follow_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("words")
    words = window.word_view
    words.round_cursor.set_value(1)
    assert words.stage_label.text() == "stage 1 of " + str(words.round_cursor.maximum)
    assert words.words_title.text() == "Words at stage 1 (after 1 merge)"
    install()
    assert words.buttons["next"].text() == "«Next ▶»"
    assert words.stage_label.text() == f"«stage 1 of {words.round_cursor.maximum}»"
    # the counted phrase inside the title: its own message, its count filled in
    # (the catalogue's bold marks dropped: the title is a bold plain-text label)
    assert words.words_title.text() == "«Words at stage 1 ({detail})»".format(
        detail="«after 1 merge»"
    )
    assert words.encoder.title_label.text() == "«<b>Encode a word:</b>»"
    assert words.round_cursor.value == 1
    notes = window.notes_panel
    assert notes.run_label.text() == "«Note on the run»"
    remove()
    assert words.words_title.text() == "Words at stage 1 (after 1 merge)"
    assert notes.run_label.text() == "Note on the run"


def test_word_tie_orders_keep_their_titles_through_a_change_of_language(window, pseudo):
    install, _remove = pseudo
    window.load_example("words")
    compare = window.compare_view.word_compare
    left = compare.views[0]
    assert left.title_label.text() == "Ties: the alphabetically first pair (alphabetical-first)"
    install()
    assert left.title_label.text() == (
        "«Ties: the {order} pair ({tie})»".format(
            order="«alphabetically first»", tie="alphabetical-first"
        )
    )
    assert compare.banner.text().startswith("«The tie orders part at round 0")


def test_candidate_marks_follow_the_language(window, pseudo):
    from bpe_viewer.qt.models import CandidateColumn

    install, remove = pseudo
    window.load_example("overlap")
    model = window.candidates_model
    mark = model.index(0, CandidateColumn.MARK)
    assert model.data(mark) == "★ winner"
    install()
    assert model.data(mark) == "«★ winner»"
    remove()
    assert model.data(mark) == "★ winner"


def test_presenter_view_and_its_actions_follow_the_language(window, pseudo):
    install, remove = pseudo
    window.load_example("overlap")
    window.round_cursor.set_value(1)
    view = window.presenter_view
    assert view.round_label.text() == "Round 1 of 2"
    assert view.stage_caption.text() == "Note on round 1"
    install()
    assert view.windowTitle() == "«Presenter View — bpe-viewer»"
    assert view.reset_button.text() == "«Reset»"
    assert view.run_caption.text() == "«Note on the run»"
    assert view.next_caption.text() == "«Next merge (the answer)»"
    assert view.to_class_box.text() == "«Show note to the class»"
    assert view.to_class_box.toolTip() == window.action_map["notes_to_class"].toolTip()
    assert view.to_class_box.toolTip().startswith("«Show the note of the round")
    assert view.round_label.text() == "«Round 1 of 2»"
    assert view.stage_caption.text() == "«Note on round 1»"
    assert window.notes_panel.stage_label.text() == "«Note on round 1»"
    for key in ("presenter_view", "notes_to_class"):
        assert window.action_map[key].text().startswith("«"), key
    remove()
    assert view.reset_button.text() == "Reset"
    assert view.stage_caption.text() == "Note on round 1"
    assert view.to_class_box.toolTip().startswith("Show the note of the round")
