"""A new user's path through the window: filters, text size, labels and buttons."""

from __future__ import annotations

from layout_checks import round_bar_problems
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from bpe_viewer.qt.widgets.dialogs import PasteTextDialog


def _example_action(window, title_start):
    return next(a for a in window.examples_menu.actions() if a.text().startswith(title_start))


def _type_filter(qtbot, window, text):
    """Ctrl+F, then the keys into the focused filter box; wait for the filter to apply."""
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    edit = window.documents_panel.filter_edit
    assert edit.hasFocus()
    qtbot.keyClicks(edit, text)
    qtbot.waitUntil(lambda: window.documents_model._filter == text)


def test_loading_new_text_clears_the_documents_filter(qtbot, shown_window, monkeypatch):
    w = shown_window
    _example_action(w, "Overlap").trigger()  # documents aaa and aba
    _type_filter(qtbot, w, "aba")
    assert w.documents_model.rowCount() == 1

    def answer(dialog):
        dialog.edit.setPlainText("xyz xyz")
        return 1

    monkeypatch.setattr(PasteTextDialog, "exec", answer)
    w.action_map["paste"].trigger()
    # The pasted document is listed: the old filter does not hide it.
    assert w.documents_panel.filter_edit.text() == ""
    assert w.documents_model.rowCount() == 1
    assert w.run.document_bytes(w.documents_model.document_index(0)) == b"xyz xyz"
    qtbot.wait(200)  # the filter box's delay passes: still listed
    assert w.documents_model.rowCount() == 1

    _type_filter(qtbot, w, "doc-2")
    assert w.documents_model.rowCount() == 0
    _example_action(w, "Ties").trigger()
    assert w.documents_panel.filter_edit.text() == ""
    assert w.documents_model.rowCount() == len(w.run.documents) >= 1


def test_retraining_the_same_documents_keeps_the_filter(qtbot, shown_window):
    w = shown_window
    _example_action(w, "Overlap").trigger()
    _type_filter(qtbot, w, "aba")
    w.action_map["retrain"].trigger()
    assert w.documents_panel.filter_edit.text() == "aba"
    assert w.documents_model.rowCount() == 1


def test_a_filter_matching_nothing_says_so_and_clears(qtbot, shown_window):
    w = shown_window
    _example_action(w, "Overlap").trigger()
    panel = w.documents_panel
    assert not panel.no_match.isVisible()
    _type_filter(qtbot, w, "doc-2")
    assert w.documents_model.rowCount() == 0
    assert panel.no_match.isVisible()
    assert "doc-2" in panel.no_match.text()
    panel.no_match.linkActivated.emit("clear")
    assert panel.filter_edit.text() == ""
    assert w.documents_model.rowCount() == 2
    assert not panel.no_match.isVisible()


def _fonts(window):
    return {
        f"{type(widget).__name__}:{widget.objectName()}:{i}": widget.font().pointSizeF()
        for i, widget in enumerate(window.findChildren(QWidget))
    }


def test_normal_text_size_restores_every_widget_font(qtbot, shown_window):
    """Ctrl++ twice, then Ctrl+0: every widget has the text size it started with (the
    document labels included)."""
    w = shown_window
    _example_action(w, "Overlap").trigger()
    before = _fonts(w)
    label_font = w.documents_panel.table.font().pointSizeF()
    w.action_map["larger_text"].trigger()
    w.action_map["larger_text"].trigger()
    assert w.documents_panel.table.font().pointSizeF() > label_font
    w.action_map["normal_text"].trigger()
    after = _fonts(w)
    changed = {k: (before[k], after.get(k)) for k in before if after.get(k) != before[k]}
    assert changed == {}
    assert w.documents_panel.table.font().pointSizeF() == label_font


def test_narrow_round_bar_tells_play_from_next(qtbot, shown_window):
    """On a narrow window at 200 % the bar keeps symbols only, yet Play and Next
    read differently and both have tooltips with their words."""
    w = shown_window
    _example_action(w, "Ties").trigger()
    for _ in range(4):
        w.action_map["larger_text"].trigger()
    qtbot.wait(20)  # the layouts take the new font
    w.resize(w.minimumSizeHint().width(), 768)  # short of room for the words in any font
    qtbot.waitUntil(lambda: w.navigation.narrow, timeout=2000)
    qtbot.wait(20)  # the bar lays out its new texts
    assert not round_bar_problems(w.navigation), round_bar_problems(w.navigation)
    buttons = w.navigation.buttons
    texts = [buttons[k].text() for k in ("first", "previous", "play", "next", "last")]
    assert len(set(texts)) == 5, texts
    assert "Play" in buttons["play"].text()
    assert "Next" in buttons["next"].toolTip() and "Play" in buttons["play"].toolTip()
    assert w.minimumSizeHint().width() <= 1024


def _elided(table, column, text, bold=True):
    """True when ``text`` does not fit in ``column``'s cells (Qt elides it)."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    font = QFont(table.font())
    font.setBold(bold)
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    room = table.horizontalHeader().sectionSize(column) - 2 * margin
    return QFontMetrics(font).horizontalAdvance(text) > room


def test_six_digit_counts_and_ids_are_never_elided(qtbot, shown_window):
    from bpe_viewer.qt.models.candidates import CandidateColumn as C
    from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V

    w = shown_window
    w.load_text("ab " * 120000, "file")  # (a, b) and (b, ␣) 120000 times each
    table = w.candidates_panel.table
    QApplication.processEvents()
    m = w.candidates_model
    for row in range(m.rowCount()):
        for column in (C.LEFT, C.RIGHT, C.COUNT, C.REPLACED):
            text = str(m.index(row, column).data())
            assert not table.isColumnHidden(column)
            assert not _elided(table, column, text), (row, column, text)
    assert m.index(0, C.COUNT).data() == "120000"
    w.action_map["last"].trigger()
    w.vocabulary_panel.fill_pending()
    vocab = w.vocabulary_panel.table
    model = vocab.model()
    assert model.rowCount() >= 1
    # rank may give way to the readable text (README: column priority), never be cut
    shown = [V.ID, V.CANDIDATES, V.REPLACEMENTS]
    assert not any(vocab.isColumnHidden(c) for c in shown)
    if not vocab.isColumnHidden(V.RANK):
        shown.append(V.RANK)
    for row in range(model.rowCount()):
        for column in shown:
            text = str(model.index(row, column).data())
            assert not _elided(vocab, column, text), (row, column, text)
    # at a larger text size too
    w.action_map["first"].trigger()
    w.action_map["larger_text"].trigger()
    assert not _elided(table, C.COUNT, "120000")
    w.action_map["normal_text"].trigger()
    assert not _elided(table, C.COUNT, "120000")


def test_left_and_right_readable_columns_collapse_together(qtbot, shown_window):
    from bpe_viewer.qt.models.candidates import CandidateColumn as C

    w = shown_window
    w.load_example("bilingual")  # three-digit IDs in the pairs
    table = w.candidates_panel.table
    splitter = table.parentWidget().parentWidget()
    seen = set()
    for width in range(250, 700, 15):
        splitter.setSizes([1200 - width, width, 200])
        QApplication.processEvents()
        left, right = table.isColumnHidden(C.LEFT_TEXT), table.isColumnHidden(C.RIGHT_TEXT)
        assert left == right, width
        seen.add(left)
    assert seen == {True, False}  # both states were reached


def test_binary_document_label_marks_bytes_that_are_not_text(qtbot, window, tmp_path, monkeypatch):
    """File ▸ Open of a binary file: the label shows its control and invalid bytes as
    ⟨hex⟩ runs, as the chips mark them, never as boxes."""
    from PySide6.QtWidgets import QFileDialog

    from bpe_viewer.qt.models.documents import DocumentColumn

    path = tmp_path / "prog.bin"
    path.write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00\xffabc caf\xc3\xa9")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.action_map["open"].trigger()
    m = window.documents_model
    label = m.index(0, DocumentColumn.DOCUMENT).data()
    assert label.splitlines()[-1] == "⟨7f⟩ELF⟨02 01 01 00 00 00 ff⟩abc café"
    tip = m.index(0, DocumentColumn.DOCUMENT).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith("⟨7f⟩ELF⟨02 01 01 00 00 00 ff⟩abc café")


def test_filtering_shows_a_listed_document_in_the_hex_view(qtbot, shown_window):
    w = shown_window
    _example_action(w, "Overlap").trigger()  # train-aaa, train-aba
    hex_model = w.rounds_view.hex_view.model
    assert hex_model.document_index == 0
    _type_filter(qtbot, w, "aba")
    assert w.documents_model.rowCount() == 1
    assert hex_model.document_index == 1  # the one document listed
    w.documents_panel.filter_edit.selectAll()
    qtbot.keyClick(w.documents_panel.filter_edit, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: w.documents_model.rowCount() == 2)
    assert hex_model.document_index == 1  # still listed: stays selected
