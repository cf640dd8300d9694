"""What a user check of the first-afternoon work found: Qt's title warning, columns
with long tokens, exports that keep the scroll positions, the first window size and
the Go to Round prompt."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import Qt, QtMsgType
from PySide6.QtWidgets import QInputDialog

from bpe_viewer.qt.main_window import DEFAULT_SIZE, first_window_size
from bpe_viewer.qt.models.candidates import CandidateColumn as C
from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V
from bpe_viewer.qt.widgets.font_sizes import cell_width


def _warnings(qtlog):
    return [r.message for r in qtlog.records if r.type == QtMsgType.QtWarningMsg]


def test_switching_tabs_after_the_word_example_prints_no_title_warning(
    qtbot, shown_window, qtlog, errors
):
    w = shown_window
    w.load_example("abcd")
    w.tabs.setCurrentWidget(w.word_view)
    qtbot.mouseClick(w.word_view.example_button, Qt.MouseButton.LeftButton)
    assert w.word_view.run is not None
    assert w.session.unsaved  # trained here, not saved: the title is marked
    w.tabs.setCurrentIndex(0)
    w.tabs.setCurrentWidget(w.word_view)
    w.tabs.setCurrentIndex(0)
    assert [m for m in _warnings(qtlog) if "setWindowModified" in m] == []
    # Both titles carry Qt's placeholder; Qt shows the mark in its place.
    w.tabs.setCurrentWidget(w.word_view)
    assert "[*] — word-frequency BPE" in w.windowTitle()
    assert w.isWindowModified()
    assert errors.calls == []


def test_go_to_round_asks_in_the_words_and_range_of_the_stage_box(window, monkeypatch, tmp_path):
    corpus = tmp_path / "letters.txt"
    corpus.write_bytes(bytes(range(97, 123)) * 3)  # 25 distinct pairs, each 3 times
    window.open_path(corpus, merges=20)
    assert window.run.merge_count == 20  # rounds 0 to 19, stages 0 to 20
    asked = []

    def answer(_parent, _title, label, value, low, high, *_rest):
        asked.append((label, value, low, high))
        return 20, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(answer))
    window.action_map["goto_round"].trigger()
    bar = window.navigation
    assert asked == [("Stage (0 to 20):", 0, 0, 20)]
    assert (bar.stage_label.text(), bar.of_label.text()) == ("Stage", "of 20")
    assert (bar.spin.minimum(), bar.spin.maximum()) == (0, 20)
    assert (bar.slider.minimum(), bar.slider.maximum()) == (0, 20)
    assert window.round_cursor.value == 20 and bar.spin.value() == 20


def test_the_first_size_fits_the_screens_available_geometry():
    assert first_window_size((1280, 800)) == (1280, 800)
    assert first_window_size((1280, 770)) == (1280, 770)  # a panel takes 30 px
    assert first_window_size((1920, 1080)) == DEFAULT_SIZE == (1400, 850)
    assert first_window_size((1024, 1200)) == (1024, 850)
    assert first_window_size((0, 0)) == (1400, 850)  # a screen that reports no size


SMALL_SCREEN_CHECK = """
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.worker import InlineExecutor
w = MainWindow(Settings({settings!r}), executor=InlineExecutor(), show_error=print)
w.load_example("abcd")
w.show()
app.processEvents()
def inside(widget):
    return w.rect().contains(QRect(widget.mapTo(w, QPoint(0, 0)), widget.size()))
print(w.width(), w.height())
print(inside(w.navigation.speed), inside(w.navigation.of_label))
w.tabs.setCurrentWidget(w.word_view)
app.processEvents()
print(inside(w.word_view.stage_label))
"""


def test_on_a_1280x800_screen_the_window_opens_inside_it_with_the_bar_whole(tmp_path):
    screen = tmp_path / "screen.json"
    screen.write_text(
        '{"screens": [{"name": "small", "x": 0, "y": 0, "width": 1280, "height": 800,'
        ' "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}',
        encoding="utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    script = SMALL_SCREEN_CHECK.format(settings=str(tmp_path / "settings.ini"))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["1280 800", "True True", "True"]


def _shown(table, columns):
    return [c for c in columns if not table.isColumnHidden(c)]


def test_long_tokens_keep_a_useful_readable_column_before_rank_now_and_the_pair_texts(
    qtbot, shown_window
):
    """README (column priority): readable text before ``now``, ``from pair`` and
    ``rank``, counts whole; in the candidates, the merged token's text before the left
    and right texts. A readable column is cut below its useful width only once those
    are gone."""
    w = shown_window  # 1400 x 850
    w.load_text("a" * 100000)
    w.retrain(merges=20)
    w.round_cursor.set_value(19)
    qtbot.wait(10)
    w.vocabulary_panel.fill_pending()
    vocab, cands = w.vocabulary_panel, w.candidates_panel
    # useful: 12 characters of the table's font, the last one "…"
    useful = cell_width(vocab.table, "aaaaaaaaaaa…")
    assert useful > 62  # the column's normal width holds about six letters
    table = vocab.table
    assert table.columnWidth(V.READABLE) >= useful
    # from pair goes before rank; a font narrow enough keeps rank beside a useful text
    assert table.isColumnHidden(V.PAIR) or not table.isColumnHidden(V.RANK)
    # the counts and now whole, inside the viewport
    room = table.viewport().width()
    for column in (V.ID, V.CANDIDATES, V.REPLACEMENTS, V.NOW):
        assert not table.isColumnHidden(column)
        assert table.columnViewportPosition(column) + table.columnWidth(column) <= room
    for width in range(1000, 1900, 60):
        w.resize(width, 850)
        qtbot.wait(5)
        ahead = _shown(table, (V.RANK, V.PAIR, V.NOW))
        if ahead:
            assert table.columnWidth(V.READABLE) >= useful, (width, ahead)
        c = cands.table
        if _shown(c, (C.LEFT_TEXT, C.RIGHT_TEXT)):
            assert c.columnWidth(C.MERGED_TEXT) >= cell_width(c, "aaaaaaaaaaa…"), width


def _paragraphs(tmp_path):
    words = "the river runs past the old mill and under the stone bridge".split()
    text = "\n\n".join(
        " ".join(words[(i + k) % len(words)] for k in range(8 + 9 * (i % 5))) for i in range(24)
    )
    corpus = tmp_path / "river.txt"
    corpus.write_text(text + "\n", encoding="utf-8")
    return corpus


def _top_row(table):
    return table.indexAt(table.viewport().rect().topLeft()).row()


def _top_token(panel):
    index = panel.table.indexAt(panel.table.viewport().rect().topLeft())
    return panel.model.token_id(panel.proxy.mapToSource(index).row())


def test_export_at_another_size_shows_the_rows_on_screen(qtbot, shown_window, tmp_path):
    import bpe_viewer.qt.export_commands as export_commands
    import bpe_viewer.qt.frames as frames_module
    from bpe_viewer.qt.export_commands import AnimationRequest

    w = shown_window
    w.open_path(_paragraphs(tmp_path), merges=30, unit="paragraph")
    w.round_cursor.set_value(12)
    qtbot.wait(10)
    w.vocabulary_panel.fill_pending()
    qtbot.wait(10)  # the vocabulary has followed the newest token
    documents = w.documents_panel.table
    documents.fit_visible_rows()
    # the user scrolls doc-7 to the top of the Documents pane and clicks it
    at_top = documents.ScrollHint.PositionAtTop
    documents.scrollTo(w.documents_model.index(6, 0), at_top)
    qtbot.mouseClick(
        documents.viewport(),
        Qt.MouseButton.LeftButton,
        pos=documents.visualRect(w.documents_model.index(6, 0)).center(),
    )
    assert documents.currentIndex().row() == 6 and _top_row(documents) == 6
    vocab = w.vocabulary_panel.table
    vocab.scrollToTop()  # up to the first learned tokens, away from the newest
    assert _top_token(w.vocabulary_panel) == 256
    seen = {}
    grab = export_commands.grab_window

    def grab_and_look(target):
        image = grab(target)
        docs = target.documents_panel.table
        current = docs.visualRect(docs.currentIndex())
        seen[(target.width(), target.height())] = (
            _top_row(docs),
            docs.currentIndex().row(),
            current.top(),
            _top_token(target.vocabulary_panel),
        )
        image.save(str(tmp_path / f"export-{target.width()}.png"))
        return image

    export_commands.grab_window = grab_and_look
    try:
        for size in ((1000, 700), (1600, 1000)):
            w.exports.ask_image = lambda s=size: (str(tmp_path / "slide.png"), s)
            w.action_map["export_image"].trigger()
    finally:
        export_commands.grab_window = grab
    # the same top rows as on screen: doc-7 at the top, from its label; token 256 first
    assert seen == {(1000, 700): (6, 6, 0, 256), (1600, 1000): (6, 6, 0, 256)}
    # Export Animation renders through the same copy: its frame of this stage alike
    seen.clear()
    frames_module.grab_window = grab_and_look
    try:
        w.exports.ask_animation = lambda: AnimationRequest(
            12, 12, (1100, 650), folder=str(tmp_path / "frames")
        )
        w.action_map["export_animation"].trigger()
    finally:
        frames_module.grab_window = grab
    assert seen == {(1100, 650): (6, 6, 0, 256)}
    assert (tmp_path / "frames" / "stage-012.png").exists()  # stages 0 to 30: three digits
    assert (w.width(), w.height()) == (1400, 850) and _top_row(documents) == 6
