"""View ▸ Presenter View: the teacher's window with the notes, the next merge and the time
elapsed; the projected window shows no note unless the teacher asks.

ABCDCDABCDCDE (docs/rules.md s2): round 0 merges (67, 68) -> 256 `CD` at count 4, round 1
(65, 66) -> 257 `AB` at count 2, round 2 (256, 256) -> 258 `CDCD` at count 2.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPlainTextEdit, QWidget

from bpe_viewer.qt.presenter_view import elapsed_text

K = Qt.Key
NOTE = "Answer: (65, 66), the smallest pair"
RUN_NOTE = "Ties in rounds 1 and 2"


@pytest.fixture
def lecture(qtbot, shown_window):
    w = shown_window
    w.load_example("abcd")
    w.round_cursor.set_value(1)
    w.notes_panel.stage_edit.setPlainText(NOTE)
    w.notes_panel.run_edit.setPlainText(RUN_NOTE)
    w.round_cursor.set_value(0)
    return w


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def _visible_texts(top: QWidget) -> str:
    """Every text a user can see in ``top``: visible labels and text boxes."""
    texts = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or widget.window() is not top:
            continue
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QPlainTextEdit):
            texts.append(widget.toPlainText())
    return "\n".join(texts)


def _open(qtbot, w):
    view = w.presenter_view
    view.clock = Clock()
    w.action_map["presenter_view"].trigger()
    qtbot.waitExposed(view)
    return view


def test_elapsed_text():
    assert [elapsed_text(s) for s in (0, 7.9, 65, 3599, 3723, -3)] == [
        "0:00",
        "0:07",
        "1:05",
        "59:59",
        "1:02:03",
        "0:00",
    ]


def test_presenter_view_follows_the_rounds(qtbot, lecture):
    w = lecture
    a = w.action_map
    assert a["presenter_view"].text() == "Presente&r View"
    view = _open(qtbot, w)
    assert view.isWindow() and view.isVisible() and view.parent() is w
    assert view.round_label.text() == "Round 0 of 3"
    assert (
        view.next_merge_plain() == "Round 0: (67, 68) becomes token 256 `CD` (bytes 43 44), count 4"
    )
    assert "No note on round 0" in view.stage_note.text()
    assert view.run_note.text() == RUN_NOTE
    a["next"].trigger()
    assert view.round_label.text() == "Round 1 of 3"
    assert view.stage_caption.text() == "Note on round 1"
    assert view.stage_note.text() == NOTE
    assert (
        view.next_merge_plain() == "Round 1: (65, 66) becomes token 257 `AB` (bytes 41 42), count 2"
    )
    a["last"].trigger()
    assert view.round_label.text() == "Stage 3 of 3 (the last)"
    assert view.next_merge_plain() == "None: no round is left after the last stage."
    w.notes_panel.stage_edit.setPlainText("The end")  # typed: shown at once
    assert view.stage_note.text() == "The end"
    view.close()  # closing the window turns the action off
    assert not a["presenter_view"].isChecked() and view.isHidden()


def test_projected_window_shows_no_note_the_presenter_view_does(qtbot, lecture):
    w = lecture
    a = w.action_map
    a["presentation"].trigger()
    a["next"].trigger()
    view = _open(qtbot, w)
    assert NOTE in _visible_texts(view) and RUN_NOTE in _visible_texts(view)
    assert NOTE not in _visible_texts(w) and RUN_NOTE not in _visible_texts(w)
    assert w.notes_panel.isHidden()
    # one screen here (offscreen): it may be mirrored to the projector
    assert view.screen_label.text() == (
        "The class sees no note. There is one screen only: if it is mirrored to the "
        "projector, the class sees this window too."
    )
    # the teacher ticks the box in the presenter view: the class sees the notes
    view.to_class_box.click()
    assert a["notes_to_class"].isChecked() and w.settings.notes_to_class is True
    assert NOTE in _visible_texts(w) and RUN_NOTE in _visible_texts(w)
    assert view.screen_label.text().startswith("The class sees the notes under the narration.")
    a["notes_to_class"].trigger()  # the menu's action unticks the box
    assert not view.to_class_box.isChecked() and NOTE not in _visible_texts(w)
    a["blank"].trigger()
    assert view.screen_label.text().startswith("The class sees a black screen")


def test_elapsed_time_counts_and_resets(qtbot, lecture):
    w = lecture
    view = _open(qtbot, w)
    clock = view.clock
    assert view.elapsed_label.text() == "0:00"
    clock.now += 65
    qtbot.waitUntil(lambda: view.elapsed_label.text() == "1:05", timeout=3000)  # ticks alone
    view.reset_button.click()
    assert view.elapsed_label.text() == "0:00"
    clock.now += 30
    w.action_map["presentation"].trigger()  # the lecture starts: from 0:00 again
    assert view.elapsed() == 0 and view.elapsed_label.text() == "0:00"
    w.action_map["presentation"].trigger()
    clock.now += 3723
    w.action_map["presenter_view"].trigger()  # closed ...
    w.action_map["presenter_view"].trigger()  # ... and opened again: from 0:00
    assert view.elapsed_label.text() == "0:00"


def test_clicker_keys_work_in_the_presenter_view(qtbot, lecture):
    w = lecture
    a = w.action_map
    view = _open(qtbot, w)
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view, timeout=2000)
    for key, stage in [(K.Key_PageDown, 1), (K.Key_Right, 2), (K.Key_PageUp, 1)]:
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert w.round_cursor.value == stage
    assert view.round_label.text() == "Round 1 of 3"
    qtbot.keyClick(QApplication.focusWidget(), K.Key_B)
    assert a["blank"].isChecked() and w.presenter.blank.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), K.Key_PageDown)  # unblanks only
    assert not a["blank"].isChecked() and w.round_cursor.value == 1
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Q)
    assert a["quiz"].isChecked() and w.quiz.run_quiz.hidden
    qtbot.keyClick(QApplication.focusWidget(), K.Key_Return)  # Reveal from here too
    assert w.quiz.run_quiz.revealed


_TWO_SCREENS = textwrap.dedent(
    """
    import json, sys, tempfile
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from bpe_viewer.qt.main_window import MainWindow
    from bpe_viewer.qt.settings import Settings
    from bpe_viewer.qt.worker import InlineExecutor
    folder = tempfile.mkdtemp()
    w = MainWindow(Settings(folder + "/s.ini"), executor=InlineExecutor(),
                   show_error=lambda *a: None)
    screens = app.screens()
    w.setScreen(screens[int(sys.argv[1])])
    w.move(screens[int(sys.argv[1])].geometry().topLeft())
    w.resize(900, 700)
    w.show()
    w.action_map["presenter_view"].trigger()
    app.processEvents()
    view = w.presenter_view
    g = view.geometry()
    print(json.dumps({"main": w.screen().name(), "view": view.screen().name(),
                      "geometry": [g.x(), g.y(), g.width(), g.height()],
                      "says": view.screen_label.text()}))
    w.close()
    """
)


@pytest.mark.parametrize(("main", "expected"), [(0, "projector"), (1, "laptop")])
def test_presenter_view_opens_on_the_other_screen(tmp_path, main, expected):
    screens = [
        {"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 768},
        {"name": "projector", "x": 1024, "y": 0, "width": 1920, "height": 1080},
    ]
    for screen in screens:
        screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": False, "screens": screens}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, "-c", _TWO_SCREENS, str(main)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["main"] == screens[main]["name"] and seen["view"] == expected
    other = screens[1 - main]
    assert seen["geometry"] == [other["x"], other["y"], other["width"], other["height"]]
    assert seen["says"] == "The class sees no note."  # no one-screen warning


def test_presenter_view_follows_the_words_tab(qtbot, shown_window):
    """{low:5, lower:2, newest:6, widest:3} (docs/rules.md s4): round 0 merges (e, s) at
    count 9, round 1 (es, t) at count 9."""
    w = shown_window
    w.load_example("abcd")
    view = _open(qtbot, w)
    w.load_example("words")
    assert w.tabs.currentWidget() is w.word_view
    assert view.round_label.text().startswith("Words: round 0 of ")
    assert view.next_merge_plain() == "Round 0: (e, s) becomes es, count 9"
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view, timeout=2000)
    qtbot.keyClick(view, K.Key_PageDown)  # the clicker steps the Words tab's rounds
    assert w.word_view.round_cursor.value == 1 and w.round_cursor.value == 0
    assert view.next_merge_plain() == "Round 1: (es, t) becomes est, count 9"
    w.tabs.setCurrentIndex(0)  # back to the byte-level run
    assert view.round_label.text() == f"Round 0 of {w.run.merge_count}"


def test_projected_pixels_hold_no_note_until_shown_to_the_class(qtbot, lecture):
    """The projected window's picture with notes in the run and the box unticked is the
    picture of the same window with no notes at all; ticked, the picture changes."""
    from bpe_viewer.qt.frames import grab_window

    w = lecture
    a = w.action_map
    if a["animate_merges"].isChecked():
        a["animate_merges"].trigger()
    a["next"].trigger()  # round 1, which has a note
    _open(qtbot, w)
    w.notify("", 60_000)

    def picture():
        w.documents_panel.table.setFocus()
        return grab_window(w)

    hidden = picture()
    a["notes_to_class"].trigger()
    shown = picture()
    a["notes_to_class"].trigger()
    assert picture() == hidden and shown != hidden
    w.notes_panel.stage_edit.setPlainText("")
    w.notes_panel.run_edit.setPlainText("")
    assert not w.run.notes
    assert picture() == hidden  # as if the run had no notes
