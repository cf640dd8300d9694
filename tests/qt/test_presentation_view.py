"""The presentation view for a projector: no chrome, every action still reachable, slides
of exactly the size asked that hold only what the class sees."""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QSlider, QToolBar

from bpe_viewer.cli import main
from bpe_viewer.core.frames import ANIMATION_SIZES
from bpe_viewer.qt.export_commands import AnimationDialog, AnimationRequest
from bpe_viewer.qt.frames import _pillow_image, grab_window, offscreen_copy, settle

K = Qt.Key


@pytest.fixture
def lecture(qtbot, shown_window):
    shown_window.load_example("abcd")  # ABCDCDABCDCDE, 3 merges (docs/rules.md s2)
    return shown_window


def _chrome(w):
    return [w.menuBar(), *w.findChildren(QToolBar), w.statusBar()]


def _reachable(menu_actions) -> set[QAction]:
    """Every action of a list of menu entries, submenus opened."""
    found: set[QAction] = set()
    todo = list(menu_actions)
    while todo:
        action = todo.pop()
        found.add(action)
        sub = action.menu()
        if isinstance(sub, QMenu):
            todo += sub.actions()
    return found


def _open_popups():
    return [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]


def test_presentation_hides_the_chrome_and_puts_back_what_was_shown(qtbot, lecture):
    w = lecture
    toolbar = w.findChild(QToolBar, "main_toolbar")
    toolbar.hide()  # the teacher had hidden the toolbar: it stays hidden after the view
    shown_before = [not bar.isHidden() for bar in _chrome(w)]
    assert shown_before == [True, False, True]
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    assert all(bar.isHidden() for bar in _chrome(w))
    # the central area is the whole window: nothing above the round bar or under the panes
    qtbot.waitUntil(lambda: w.centralWidget().geometry() == w.rect(), timeout=2000)
    qtbot.keyClick(QApplication.focusWidget() or w, K.Key_Escape)
    qtbot.waitUntil(lambda: not w.isFullScreen(), timeout=2000)
    assert [not bar.isHidden() for bar in _chrome(w)] == shown_before
    assert w.contextMenuPolicy() == Qt.ContextMenuPolicy.DefaultContextMenu
    # the round bar as it was: ticks and the speed box back
    nav = w.navigation
    assert not nav.thin and not nav.speed.isHidden()
    assert nav.slider.tickPosition() == QSlider.TickPosition.TicksBelow
    assert w.narration.fixed_lines is None
    qtbot.waitUntil(lambda: w.documents_panel.table.fill == 1.0, timeout=2000)


def test_right_click_and_f10_reach_every_menu_action(qtbot, lecture):
    w = lecture
    in_menus = _reachable(w.menuBar().actions())
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    chrome = w.view_options.chrome
    # a right-click on the window, here on the narration strip (no menu of its own)
    strip = w.narration
    where = QPoint(10, 10)
    click = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, strip.mapToGlobal(where))
    QApplication.sendEvent(strip, click)
    qtbot.waitUntil(lambda: chrome.menu.isVisible(), timeout=2000)
    popup = _reachable(chrome.menu.actions())
    assert popup == in_menus
    assert w.action_map["next"] in popup and w.action_map["faster"] in popup
    chrome.menu.close()
    # F10 from the focused pane
    table = w.documents_panel.table
    table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table, timeout=2000)
    qtbot.keyClick(table, K.Key_F10)
    qtbot.waitUntil(lambda: chrome.menu in _open_popups(), timeout=2000)
    titles = [a.text() for a in chrome.menu.actions() if a.menu() is not None]
    assert titles == [a.text() for a in w.menuBar().actions() if a.menu() is not None]
    chrome.menu.close()


def test_a_right_click_on_the_blank_screen_only_unblanks(qtbot, lecture):
    w = lecture
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    w.action_map["blank"].trigger()
    blank = w.presenter.blank
    assert blank.isVisible()
    where = QPoint(10, 10)
    qtbot.mouseClick(blank, Qt.MouseButton.RightButton, pos=where)
    assert not blank.isVisible() and not w.action_map["blank"].isChecked()
    # Qt sends the right-click's context menu event to the widget that was pressed
    click = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, blank.mapToGlobal(where))
    QApplication.sendEvent(blank, click)
    QApplication.processEvents()
    assert not w.view_options.chrome.menu.isVisible() and not _open_popups()


def test_thin_round_bar_keeps_the_slider_and_the_round_controls(qtbot, lecture):
    w = lecture
    nav = w.navigation
    height_before = nav.sizeHint().height()
    w.set_text_zoom(200)
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    w.showNormal()  # the projector: 1024x768 at 200 %
    w.setMinimumSize(1, 1)
    w.resize(1024, 768)
    qtbot.waitUntil(lambda: w.width() == 1024, timeout=2000)
    QApplication.processEvents()
    assert nav.thin and nav.speed.isHidden()
    assert nav.slider.isVisible() and nav.slider.width() >= nav.slider_min_width()
    for key in ("first", "previous", "play", "next", "last"):
        button = nav.buttons[key]
        assert button.isVisible()
        assert 0 <= button.x() and button.geometry().right() < nav.slider.x()
    assert nav.spin.isVisible() and nav.of_label.geometry().right() < nav.width()
    # one line: never taller than the bar with its ticks and speed box at 100 %
    assert nav.height() <= 2 * height_before


# --------------------------------------------------------------------------- slides
def test_export_sizes_offer_1024x768():
    assert ANIMATION_SIZES == ((1024, 768), (1280, 720), (1920, 1080))
    dialog = AnimationDialog(3, 0)
    offered = [dialog.size_box.itemData(i) for i in range(dialog.size_box.count())]
    assert offered == list(ANIMATION_SIZES)
    assert dialog.size_box.currentData() == (1280, 720)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
def test_slide_of_the_presentation_view_is_its_central_area_at_the_size_asked(
    qtbot, lecture, tmp_path, size
):
    w = lecture
    w.set_text_zoom(200)
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    out = tmp_path / "slide.png"
    w.exports.ask_image = lambda: (str(out), size)
    assert w.exports.export_image()
    with Image.open(out) as im:
        assert im.size == size
        slide = im.convert("RGB")
    copy = offscreen_copy(w, size)
    try:
        assert (copy.width(), copy.height()) == size
        assert all(bar.isHidden() for bar in _chrome(copy))
        central = copy.centralWidget()
        assert central.geometry() == copy.rect()  # the central area is the whole slide
        grabbed = grab_window(copy)
        assert (grabbed.width(), grabbed.height()) == size
        # the slide is the presentation view itself: its top left is the round bar's
        nav = copy.navigation.mapTo(copy, QPoint(0, 0))
        assert nav.y() < copy.navigation.height()
    finally:
        copy.close()
    assert slide.size == size


def test_gif_frames_of_the_presentation_view_are_exactly_the_size_asked(qapp, tmp_path, capsys):
    out = tmp_path / "p.gif"
    argv = ["gui", "--presentation", "--hide-side-panes", "--zoom", "200"]
    assert main([*argv, "--size", "1280x720", "--gif", str(out)]) == 0
    assert "1280x720" in capsys.readouterr().out
    with Image.open(out) as im:
        sizes = []
        for index in range(im.n_frames):
            im.seek(index)
            sizes.append(im.size)
    assert sizes == [(1280, 720)] * 3


def test_presentation_frames_hold_no_status_bar(qtbot, lecture, tmp_path):
    """The frames of Export Animation in the presentation view are the central area
    alone, pixel for pixel: the window's status bar (its "Loaded ..." note) is hidden."""
    w = lecture
    w.notify("Loaded abcd.txt: 3 merges", 60000)
    w.action_map["presentation"].trigger()
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    folder = tmp_path / "frames"
    w.exports.ask_animation = lambda: AnimationRequest(0, 1, (1024, 768), folder=str(folder))
    w.exports.make_progress = lambda _total: lambda _done, _all: True
    assert w.exports.export_animation()
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["stage-000.png", "stage-001.png"]
    copy = offscreen_copy(w, (1024, 768))
    try:
        assert copy.statusBar().isHidden() and copy.menuBar().isHidden()
        copy.documents_panel.table.animate = False
        copy.round_cursor.set_value(1)
        settle(copy)
        central = _pillow_image(copy.centralWidget().grab().toImage())
    finally:
        copy.close()
    with Image.open(folder / "stage-001.png") as im:
        frame = im.convert("RGB")
    assert frame.size == central.size == (1024, 768)
    assert frame.tobytes() == central.tobytes()


# --------------------------------------------------------------------------- still tables
def _projector(qtbot, w, size=(1024, 768), zoom=200):
    """``w`` in the presentation layout at a projector's size and zoom."""
    w.set_text_zoom(zoom)
    w.view_options.set_presentation_layout(True)
    w.setMinimumSize(1, 1)
    w.resize(*size)
    qtbot.waitUntil(lambda: (w.width(), w.height()) == size, timeout=2000)
    settle(w)
    # the panes split the width once the first round's tables are filled
    w.round_cursor.set_value(1)
    settle(w)
    w.round_cursor.set_value(0)
    settle(w)


def _tables(w):
    """Where the documents and candidate tables are on the window, and their sizes."""
    out = []
    for table in (w.documents_panel.table, w.candidates_panel.table):
        top_left = table.mapTo(w, QPoint(0, 0))
        out.append((top_left.x(), top_left.y(), table.width(), table.height()))
    return out


def test_reveal_keeps_the_tables_still(qtbot, lecture):
    w = lecture
    _projector(qtbot, w)
    w.round_cursor.set_value(1)
    w.action_map["quiz"].trigger()
    settle(w)
    asked = _tables(w)
    question = w.narration.text()
    w.action_map["reveal"].trigger()
    settle(w)
    assert w.narration.text() != question  # the round's sentence, longer than the question
    assert w.quiz.bar.message_text().startswith("Round 1: No pick.")
    assert _tables(w) == asked


def test_notes_keep_the_tables_still(qtbot, lecture):
    w = lecture
    run = w.run
    run.notes = run.notes.with_stage(1, "Ties.").with_stage(
        2, "Ask the class which pair they would merge, and why; the tie rule decides. " * 4
    )
    w.notes_panel.set_run(run, 0)
    _projector(qtbot, w)
    # not shown to the class (the default): no notes line at all, on any round
    for stage in (0, 1, 2):
        w.round_cursor.set_value(stage)
        settle(w)
        assert w.notes_panel.isHidden()
    w.round_cursor.set_value(0)
    w.action_map["notes_to_class"].setChecked(True)  # View ▸ Show Note to the Class
    seen = []
    for stage in (0, 1, 2, 1, 0):  # no note, a short one, a long one, back
        w.round_cursor.set_value(stage)
        settle(w)
        seen.append(_tables(w))
    assert seen == [seen[0]] * 5
    shown = w.notes_panel.shown
    assert not shown.isHidden()
    w.round_cursor.set_value(2)
    settle(w)
    assert shown.fitted_scale < 1.0  # the long note drawn smaller in the same box
    assert "the tie rule decides" in (shown.toolTip() if shown.elided else shown.text())


def test_longer_sentences_and_a_picked_pair_keep_the_tables_still(qtbot, lecture):
    w = lecture
    _projector(qtbot, w)
    seen = []
    sentences = []
    for stage in range(w.run.merge_count):  # every round (the last stage has none)
        w.round_cursor.set_value(stage)
        settle(w)
        seen.append(_tables(w))
        sentences.append(w.narration.sentence.text())
        # a candidate that does not win: the strip says what its windows are, in place
        assert w.candidates_model.rowCount() >= 2
        w.candidates_panel.table.selectRow(1)
        settle(w)
        assert not w.narration.picked.isHidden()
        seen.append(_tables(w))
    assert len(set(map(len, sentences))) > 1  # sentences of different lengths
    assert seen == [seen[0]] * len(seen)
    # nothing cut: each sentence fits its box (drawn smaller where needed) or is elided
    # with the whole in the tooltip
    label = w.narration.sentence
    assert not label.elided or sentences[-1] in label.toolTip()


def test_the_strip_follows_its_text_again_outside_the_presentation_view(qtbot, lecture):
    w = lecture
    _projector(qtbot, w)
    fixed = w.narration.height()
    w.view_options.set_presentation_layout(False)
    assert w.narration.fixed_lines is None and w.narration.sentence.fixed_lines is None
    w.narration.show_quiz("Short.")
    settle(w)
    assert w.narration.height() < fixed


# --------------------------------------------------------------------------- chips grown
def _overlap_on_a_big_screen(qtbot, w, side_panes=False):
    w.load_example("overlap")  # aaa / aba, 2 merges (docs/rules.md s2)
    w.action_map["side_panes"].setChecked(side_panes)
    _projector(qtbot, w, size=(1920, 1080), zoom=200)
    w.documents_panel.table.animate = False
    w.round_cursor.set_value(0)
    settle(w)
    return w.documents_panel.table


def _row_extents(table):
    model = table.model()
    width = table.columnWidth(1)
    out = []
    for row in range(model.rowCount()):
        lay = table.delegate.layout(model, model.document_index(row), width)
        out.append(max(x + w for x, _y, w, _t, _p in lay.chips) - min(c[0] for c in lay.chips))
    return out


def _color_rows(image, color, tolerance=40):
    """The y of every pixel row of ``image`` (a QImage) holding ``color``."""
    rows = set()
    for y in range(image.height()):
        for x in range(0, image.width(), 2):
            px = image.pixelColor(x, y)
            if (
                abs(px.red() - color.red())
                + abs(px.green() - color.green())
                + abs(px.blue() - color.blue())
                <= tolerance
            ):
                rows.add(y)
                break
    return rows


@pytest.mark.parametrize("side_panes", [False, True])
def test_overlap_rows_fill_the_pane_at_1920x1080_and_200(qtbot, lecture, side_panes):
    w = lecture
    table = _overlap_on_a_big_screen(qtbot, w, side_panes)
    assert table.fill > 1.5
    pane = w.documents_panel.width()
    widest = max(_row_extents(table))
    assert widest / pane > 0.5, (widest, pane)
    # every row whole in the viewport
    rows = [table.rowHeight(r) for r in range(table.model().rowCount())]
    assert sum(rows) <= table.viewport().height()
    # the window bars grow with the chips: the only-counted bar of (97, 97) in aaa is at
    # least as tall as a line of the narration's text, measured on the painted pixels
    line = w.narration.sentence.fontMetrics().height()
    assert table.delegate.style_.window_bar >= line
    from PySide6.QtGui import QColor

    from bpe_viewer.qt.palette import Palette

    picture = table.viewport().grab().toImage()
    counted = _color_rows(picture, QColor(Palette.WINDOW_COUNTED))
    assert counted and max(counted) - min(counted) + 1 >= line


def test_grown_chips_hold_while_stepping_and_go_back_outside_the_view(qtbot, lecture):
    w = lecture
    table = _overlap_on_a_big_screen(qtbot, w)
    fill = table.fill
    for stage in (1, 2, 0):
        w.round_cursor.set_value(stage)
        settle(w)
        assert table.fill == fill  # the chips keep their size from round to round
    # before/after: both blocks of every row still whole, the chips a little smaller
    w.action_map["before_after"].setChecked(True)
    settle(w)
    assert 1.0 < table.fill < fill
    rows = [table.rowHeight(r) for r in range(table.model().rowCount())]
    assert sum(rows) <= table.viewport().height()
    w.view_options.set_presentation_layout(False)
    settle(w)
    assert table.fill == 1.0
    assert table.delegate.style_.min_chip_width == 0


def test_a_larger_corpus_keeps_the_zoomed_size(qtbot, lecture):
    w = lecture
    w.load_example("bilingual")
    _projector(qtbot, w, size=(1920, 1080), zoom=200)
    assert w.documents_panel.table.fill == 1.0


# --------------------------------------------------------------------------- before/after
@pytest.mark.parametrize("presenting", [True, False])
def test_before_after_captions_wrap_whole_at_1024x768_and_200(qtbot, lecture, presenting):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    w = lecture
    _projector(qtbot, w)
    w.view_options.set_presentation_layout(presenting)
    w.action_map["before_after"].setChecked(True)
    w.documents_panel.table.animate = False
    w.round_cursor.set_value(1)
    settle(w)
    table = w.documents_panel.table
    model, style = table.model(), table.delegate.style_
    width = table.columnWidth(1)
    fm = QFontMetrics(style.title_font)
    flags = int(Qt.TextFlag.TextWordWrap)
    wrapped = 0
    for row in range(model.rowCount()):
        lay = table.delegate.layout(model, model.document_index(row), width)
        assert lay.before_title == "stage 1, before round 1: windows of (65, 66)"
        assert lay.after_title == "stage 2, after round 1: the new token 257 filled"
        room = width - 2 * style.margin
        for text, height in (
            (lay.before_title, lay.before_title_h),
            (lay.after_title, lay.after_title_h),
        ):
            need = fm.boundingRect(QRect(0, 0, room, 1 << 20), flags, text).height()
            assert need <= height  # the whole caption has room
            wrapped += need > fm.height() + 1
        # the blocks start under their captions, and the row holds both
        assert min(c[1] for c in lay.chips) >= lay.before_title_y + lay.before_title_h
        assert min(c[1] for c in lay.after) >= lay.after_title_y + lay.after_title_h
        assert table.rowHeight(row) >= lay.height
    assert wrapped  # at this width the captions take more than one line


@pytest.mark.parametrize("size", ["1024x768", "1920x1080"])
def test_presentation_screenshot_and_frames_at_the_size_asked(qapp, tmp_path, capsys, size):
    wanted = tuple(int(v) for v in size.split("x"))
    argv = ["gui", "--presentation", "--hide-side-panes", "--zoom", "200", "--size", size]
    shot = tmp_path / "p.png"
    assert main([*argv, "--screenshot", str(shot)]) == 0
    with Image.open(shot) as im:
        assert im.size == wanted
    folder = tmp_path / "frames"
    assert main([*argv, "--frames", "0:1", "--frames-dir", str(folder)]) == 0
    assert f"({len(list(folder.iterdir()))} frames" in capsys.readouterr().out
    for png in sorted(folder.iterdir()):
        with Image.open(png) as im:
            assert im.size == wanted
