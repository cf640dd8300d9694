"""The text zoom on a 1024-pixel projector: every tab fits 1024 px at 200 %, the round
bar keeps only its symbols when its words do not fit, and the encode panel scales."""

from __future__ import annotations

import pytest
from layout_checks import round_bar_problems
from PIL import Image
from PySide6.QtCore import Qt

from bpe_viewer.cli import main
from bpe_viewer.qt.widgets.encode_layout import CHIP_POINT_SIZE, STEP_COLUMN_WIDTHS
from bpe_viewer.qt.widgets.navigation import symbols_only


def test_symbols_only():
    assert symbols_only("|◀ First") == "|◀"
    assert symbols_only("Last ▶|") == "▶|"
    assert symbols_only("▶ Play") == "▶"
    assert symbols_only("Play") == "Play"


def test_presentation_at_1024x768_and_200_percent_fits(qapp, tmp_path, learn_llm_corpus, capsys):
    out = tmp_path / "p.png"
    argv = [
        "gui",
        str(learn_llm_corpus / "tiny-bilingual-corpus.json"),
        "--split",
        str(learn_llm_corpus / "splits.json"),
        "--merges",
        "50",
        "--round",
        "8",
        "--size",
        "1024x768",
        "--zoom",
        "200",
        "--presentation",
        "--screenshot",
        str(out),
    ]
    assert main(argv) == 0
    with Image.open(out) as im:
        assert im.size == (1024, 768)


@pytest.mark.parametrize("tab", range(6))
def test_every_tab_fits_1024_at_200_percent(qtbot, shown_window, tab):
    w = shown_window
    w.load_example("abcd")
    w.encode_panel.set_text("ABCDCDABCDCDE and more text to encode")
    w.encode_panel.encode_now()
    w.action_map["presentation"].setChecked(False)
    for _ in range(4):  # 100 -> 200 % through View > Larger Text
        w.action_map["larger_text"].trigger()
    assert w.text_zoom == 200
    w.tabs.setCurrentIndex(tab)
    assert w.minimumSizeHint().width() <= 1024, w.tabs.tabText(tab)
    assert w.minimumSizeHint().height() <= 768, w.tabs.tabText(tab)
    w.resize(1024, 768)
    qtbot.waitUntil(lambda: w.width() == 1024, timeout=2000)
    qtbot.wait(20)
    # In any font: every control of the round bar whole and apart, the slider usable
    # (the buttons' words give way to their symbols first when the bar is short of room).
    assert not round_bar_problems(w.navigation), round_bar_problems(w.navigation)
    if w.navigation.narrow:
        assert w.navigation.buttons["next"].text() == "▶"
        assert not w.navigation.speed_label.isVisible()


def test_round_bar_words_come_back_when_they_fit(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    w.set_text_zoom(200)
    bar = w.navigation
    # The window at its least width: short of room for the words in any font at 200 %.
    qtbot.wait(20)  # the layouts take the new font
    w.resize(w.minimumSizeHint().width(), 768)
    qtbot.waitUntil(lambda: bar.narrow, timeout=2000)
    qtbot.wait(20)  # the bar lays out its new texts
    assert not round_bar_problems(bar), round_bar_problems(bar)
    # Play changes the action's text; the narrow bar keeps Play's word (its symbol alone
    # would read as Next's).
    w.action_map["play"].trigger()
    assert bar.buttons["play"].text() == "‖ Pause"
    assert bar.buttons["previous"].text() == "◀"
    qtbot.wait(20)
    assert not round_bar_problems(bar), round_bar_problems(bar)
    w.action_map["play"].trigger()
    w.action_map["normal_text"].trigger()
    w.resize(1400, 850)
    qtbot.waitUntil(lambda: not bar.narrow, timeout=2000)
    qtbot.wait(20)
    assert bar.buttons["first"].text() == w.action_map["first"].text()
    assert bar.speed_label.isVisibleTo(w)
    assert not round_bar_problems(bar), round_bar_problems(bar)


def test_encode_panel_scales_with_the_zoom(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    panel = w.encode_panel
    panel.set_text("ABCD")
    panel.encode_now()
    normal = panel.font().pointSizeF()
    normal_title = panel.rules_title.font().pointSizeF()
    w.action_map["larger_text"].trigger()
    w.action_map["larger_text"].trigger()  # 150 %
    assert panel.font().pointSizeF() == pytest.approx(normal * 1.5)
    assert panel.text_edit.font().pointSizeF() == pytest.approx(normal * 1.5)
    assert panel.rules_title.font().pointSizeF() == pytest.approx(normal_title * 1.5)
    assert panel.chips_view.itemDelegate().text_font.pointSizeF() == pytest.approx(
        CHIP_POINT_SIZE * 1.5
    )
    for column, width in STEP_COLUMN_WIDTHS.items():
        if not panel.steps_view.horizontalHeader().sectionResizeMode(column) == 1:  # not Stretch
            assert panel.steps_view.columnWidth(column) == round(width * 1.5)
    w.action_map["normal_text"].trigger()
    assert panel.font().pointSizeF() == pytest.approx(normal)
    assert panel.chips_view.itemDelegate().text_font.pointSizeF() == pytest.approx(CHIP_POINT_SIZE)
    assert Qt  # the Qt namespace stays imported for the key names above


def test_presentation_folds_the_hex_view(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    assert w.rounds_view.hex_view.isVisible()
    w.action_map["presentation"].trigger()
    assert w.rounds_view.compact
    assert not w.rounds_view.hex_view.isVisible()
    w.action_map["presentation"].trigger()
    assert not w.rounds_view.compact
    assert w.rounds_view.hex_view.isVisible()


def test_narration_text_follows_the_zoom(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    normal = w.narration.sentence.font().pointSizeF()
    w.action_map["larger_text"].trigger()  # 125 %
    assert w.narration.sentence.font().pointSizeF() == pytest.approx(normal * 1.25)
    assert w.narration.box.font().pointSizeF() == pytest.approx(normal * 1.25)


def _on_projector(qtbot, window, example, zoom_steps, presenting=True):
    """``example`` loaded, the presentation view (when ``presenting``), the text at
    100 % + 25 % x ``zoom_steps`` through View > Larger Text, the window at 1024x768."""
    window.load_example(example)
    if presenting:
        window.action_map["presentation"].trigger()
    for _ in range(zoom_steps):
        window.action_map["larger_text"].trigger()
    window.resize(1024, 768)
    qtbot.wait(20)


def _clipped(table, free=()):
    """The titles and cells of ``table``'s fixed-width visible columns whose text is
    wider than the column (what the user sees cut or elided); the cells of the columns
    in ``free`` (bytes of any length) may be elided."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QHeaderView, QStyle

    header = table.horizontalHeader()
    model = table.model()
    style = table.style()
    header_margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cell_margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    header_fm, cell_fm = QFontMetrics(header.font()), QFontMetrics(table.font())
    clipped = []
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
            continue  # takes what the pane leaves
        width = header.sectionSize(column)
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        if header_fm.horizontalAdvance(title) + 2 * header_margin > width:
            clipped.append(("title", title, width))
        for row in range(min(model.rowCount(), 40) if column not in free else 0):
            text = model.data(model.index(row, column))
            if isinstance(text, str) and cell_fm.horizontalAdvance(text) + 2 * cell_margin > width:
                clipped.append((title, text, width))
    return clipped


@pytest.mark.parametrize("zoom_steps", [0, 2, 4])  # 100, 150 and 200 %
def test_words_and_health_tables_keep_their_text_whole_at_every_zoom(
    qtbot, shown_window, zoom_steps
):
    """Column widths follow the fonts: at View > Larger Text no title or value of a
    fixed column of the Words or Vocabulary health tables is cut."""
    w = shown_window
    w.action_map["presentation"].setChecked(False)
    w.load_example("bilingual")
    w.load_example("words")
    w.action_map["last"].trigger()  # the Words tab's last stage: every rule listed
    for _ in range(zoom_steps):
        w.action_map["larger_text"].trigger()
    w.resize(1024, 768)
    view = w.word_view
    for table in (view.words_table, view.candidates_table, view.rules_table):
        assert not _clipped(table), _clipped(table)
    w.load_example("bilingual")
    bar = w.tabs.tabBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(w.tabs.indexOf(w.health_view)).center()
    )
    health = w.health_view
    qtbot.waitUntil(lambda: health.model.rowCount() > 0)
    assert health.table.font().pointSizeF() == pytest.approx(
        w.font().pointSizeF(), rel=0.01
    )  # the table follows the zoom
    from bpe_viewer.qt.models.survival import SurvivalColumn

    free = (SurvivalColumn.READABLE, SurvivalColumn.HEX)
    assert not _clipped(health.table, free), _clipped(health.table, free)


@pytest.mark.parametrize("zoom_steps", [2, 4])  # 150 and 200 %
def test_inspector_wraps_to_its_pane_at_a_large_zoom(qtbot, shown_window, zoom_steps):
    """The inspector's lines wrap to the pane: nothing holds it wider than the pane, so
    no value is cut at the pane's right edge (it scrolls only up and down)."""
    w = shown_window
    _on_projector(qtbot, w, "bilingual", zoom_steps)
    w.round_cursor.set_value(8)
    w.rounds_view.select_token(263)
    qtbot.wait(20)
    scroll = w.rounds_view.inspector_scroll
    assert w.inspector.width() <= scroll.viewport().width()
    assert w.inspector.minimumSizeHint().width() <= scroll.viewport().width()
    w.action_map["presentation"].trigger()


@pytest.mark.parametrize("zoom_steps", [2, 4])  # 150 and 200 %
@pytest.mark.parametrize("presenting", [False, True])
def test_document_labels_leave_the_token_rows_most_of_the_pane(
    qtbot, shown_window, zoom_steps, presenting
):
    """At a large zoom in a narrow pane the label column grows no wider than its share:
    the token rows (the point of the pane) keep most of it."""
    from bpe_viewer.qt.models.documents import DocumentColumn

    w = shown_window
    _on_projector(qtbot, w, "bilingual", zoom_steps, presenting)
    table = w.documents_panel.table
    room = table.viewport().width()
    assert table.columnWidth(DocumentColumn.TOKENS) >= 0.55 * room, (
        table.columnWidth(DocumentColumn.DOCUMENT),
        table.columnWidth(DocumentColumn.TOKENS),
        room,
    )
    if presenting:
        w.action_map["presentation"].trigger()


@pytest.mark.parametrize("zoom_steps", [0, 4])  # 100 and 200 %
def test_document_rows_are_tall_enough_for_their_whole_label(qtbot, shown_window, zoom_steps):
    """A narrow label column wraps the ID and sizes lines: the row grows so the label's
    lines and the first line of the text show whole, even when the chips need one line
    (the Overlap example at 1024x768 and 200 % cut the fourth line in half)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from bpe_viewer.qt.models.documents import DocumentColumn

    w = shown_window
    _on_projector(qtbot, w, "overlap", zoom_steps)
    table = w.documents_panel.table
    table.fit_visible_rows()
    fm = QFontMetrics(table.font())
    width = table.columnWidth(DocumentColumn.DOCUMENT) - 8
    flags = int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere)
    for row in range(table.model().rowCount()):
        label = table.model().index(row, DocumentColumn.DOCUMENT).data()
        first_three = "\n".join(label.split("\n")[:3])
        need = fm.boundingRect(QRect(0, 0, width, 1 << 20), flags, first_three).height()
        assert table.rowHeight(row) >= need, (row, table.rowHeight(row), need, label)
    w.action_map["presentation"].trigger()


def _leading_cut(panel):
    """The shown columns of ``panel``'s table before its scrolled columns that end past
    the table's viewport (cut at its right edge)."""
    table = panel.table
    header = table.horizontalHeader()
    room = table.viewport().width()
    cut = []
    for column in range(table.model().columnCount()):
        if table.isColumnHidden(column) or column in panel.SCROLLED_COLUMNS:
            continue
        if header.sectionViewportPosition(column) + header.sectionSize(column) > room:
            cut.append(table.model().headerData(column, Qt.Orientation.Horizontal))
    return cut


@pytest.mark.parametrize("zoom_steps", [0, 4])  # 100 and 200 %
def test_presentation_on_a_projector_holds_in_any_font(qtbot, shown_window, zoom_steps):
    """The presentation view at 1024x768, in whatever default font the tests run: the
    window fits the screen, the round bar is whole with its slider, the candidates and
    vocabulary show their IDs and counts whole (columns give way first, nothing is cut
    at the pane's edge) and the candidates' pair line is whole or ends in "…" with the
    whole text in its tooltip."""
    from layout_checks import text_cut, visible_children

    w = shown_window
    # The presentation layout at the projector's size (as `gui --presentation --size`
    # renders it; full screen would take the test screen's size).
    _on_projector(qtbot, w, "bilingual", zoom_steps, presenting=False)
    w.rounds_view.set_compact(True)
    w.round_cursor.set_value(8)
    w.rounds_view.select_token(263)
    qtbot.wait(50)
    assert w.minimumSizeHint().height() <= 768 and w.minimumSizeHint().width() <= 1024
    assert w.size().toTuple() == (1024, 768)
    assert not round_bar_problems(w.navigation), round_bar_problems(w.navigation)
    for panel in (w.candidates_panel, w.rounds_view.vocabulary_panel):
        assert not _leading_cut(panel), (type(panel).__name__, _leading_cut(panel))
    pairs = w.candidates_panel.pairs
    assert pairs.toolTip().startswith(pairs.text())
    row = [c for c in visible_children(w.candidates_panel) if c is not pairs]
    assert not text_cut(row), text_cut(row)


@pytest.mark.parametrize("zoom", [100, 200])
def test_screenshot_vocabulary_fits_once_its_rows_come(qapp, tmp_path, monkeypatch, zoom):
    """A screenshot fills the vocabulary's rows on a later turn; their vertical scroll
    bar narrows the room for the columns without resizing the pane. The columns fit the
    narrower viewport again: no ID or count is cut at its edge on the picture."""
    import bpe_viewer.qt.frames as frames
    from bpe_viewer.packaged import resource_bytes

    seen = []
    grab_window = frames.grab_window

    def grab(window):
        image = grab_window(window)
        seen.append(_leading_cut(window.rounds_view.vocabulary_panel))
        return image

    monkeypatch.setattr(frames, "grab_window", grab)
    corpus = tmp_path / "bilingual.txt"
    corpus.write_bytes(resource_bytes("examples", "bilingual.txt"))
    argv = ["gui", str(corpus), "--unit", "paragraph", "--round", "8", "--size", "1024x768"]
    argv += ["--zoom", str(zoom), "--screenshot", str(tmp_path / "s.png")]
    assert main(argv) == 0
    assert seen == [[]]
