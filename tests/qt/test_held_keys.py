"""A held Right key: the steps its repeats ask for are merged, never queued and replayed.

The strict figures (a stall of at most 100 ms, painted within 150 ms on 2 MB and 10 MB)
belong to benchmarks/view_speed.py --steps; here the bounds stand a loaded machine.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from bpe_viewer.core import train
from bpe_viewer.core.corpus import Corpus, Document

MERGES = 60


def _run():
    """A run of MERGES rounds over a few Chinese paragraphs built here."""
    text = "渡船每天过河两次。渡船早上运牛奶，晚上运信。船夫数乘客，乘客数波浪。"
    docs = tuple(
        Document(f"p{i}", (text * (i % 3 + 2)).encode("utf-8"), "train", f"paragraph {i}")
        for i in range(12)
    )
    return train(Corpus(docs, "held keys", False), MERGES)


def _focused_window(window, qtbot):
    window.session.set_run(_run(), 0)
    qtbot.wait(50)
    window.documents_panel.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.documents_panel.table)
    return QApplication.focusWidget()


def _repeat(widget) -> None:
    """One auto-repeat Right press, as the window system sends while the key is held."""
    event = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier, "", True, 1
    )
    QApplication.sendEvent(widget, event)


def test_repeats_queued_during_a_stall_are_applied_as_one_step(shown_window, qtbot):
    window = shown_window
    focus = _focused_window(window, qtbot)
    shown: list[int] = []
    window.round_cursor.stage_changed.connect(shown.append)
    qtbot.keyClick(focus, Qt.Key.Key_Right)  # the first press of a held key: at once
    assert window.round_cursor.value == 1
    # Ten repeats that waited in the queue while the window was busy arrive together.
    for _ in range(10):
        _repeat(focus)
    assert window.round_cursor.value == 1
    assert window.round_cursor.pending_steps == 10
    qtbot.waitUntil(lambda: window.round_cursor.value == 11, timeout=2000)
    qtbot.wait(300)
    assert shown == [1, 11]
    assert window.round_cursor.pending_steps == 0
    # The jump is not animated; the rows paint the round asked for.
    assert window.documents_panel.table.delegate.anim is None
    qtbot.waitUntil(lambda: window.documents_panel.table.painted_stage == 11, timeout=2000)


def test_a_single_press_after_repeats_keeps_the_order(shown_window, qtbot):
    window = shown_window
    focus = _focused_window(window, qtbot)
    window.round_cursor.set_value(5)
    qtbot.wait(50)
    for _ in range(3):
        _repeat(focus)
    qtbot.keyClick(focus, Qt.Key.Key_Left)  # the waiting repeats first, then the press
    assert window.round_cursor.value == 7
    assert window.round_cursor.pending_steps == 0


def test_held_key_ends_at_the_round_asked_for_and_nothing_replays(shown_window, qtbot):
    window = shown_window
    focus = _focused_window(window, qtbot)
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    meter = QTimer()
    meter.setInterval(10)
    meter.timeout.connect(tick)
    changes: list[tuple[float, int]] = []
    window.round_cursor.stage_changed.connect(
        lambda stage: changes.append((time.perf_counter(), stage))
    )
    presses = 40
    sent = [0]
    released = [0.0]

    def send() -> None:
        # Every press due by now (one each 20 ms): a busy window finds several queued.
        due = min(presses, 1 + int(clock.elapsed() / 20))
        while sent[0] < due:
            if sent[0] == 0:
                qtbot.keyClick(focus, Qt.Key.Key_Right)
            else:
                _repeat(focus)
            sent[0] += 1
        if sent[0] >= presses and not released[0]:
            released[0] = time.perf_counter()
            sender.stop()

    sender = QTimer()
    sender.setInterval(5)
    sender.timeout.connect(send)
    last[0] = clock.nsecsElapsed() / 1e6
    meter.start()
    sender.start()
    qtbot.waitUntil(lambda: released[0] > 0, timeout=20000)
    # Right after the keys stop, the round shown is the one they asked for...
    qtbot.waitUntil(lambda: window.round_cursor.value == presses, timeout=1000)
    settled = time.perf_counter()
    qtbot.wait(500)
    meter.stop()
    # ...and no step is applied later: nothing was queued to replay.
    assert [s for t, s in changes if t > settled] == []
    assert changes[-1][1] == presses
    assert [s for _t, s in changes] == sorted({s for _t, s in changes})
    assert window.round_cursor.pending_steps == 0
    # No step held the event loop up long (a generous bound for a loaded machine).
    assert gaps and max(gaps) < 1500


def test_steps_of_a_held_key_are_not_animated(shown_window, qtbot):
    """A step that comes within an animation's time of the one before it shows its round
    at once, whether that one still animates or was shown at once itself: while a key is
    held no step animates (alternate steps did, each cut by the next). A press after a
    pause animates again."""
    from bpe_viewer.qt.widgets.documents_view import MERGE_ANIMATION_MS

    window = shown_window
    window.action_map["animate_merges"].setChecked(True)
    focus = _focused_window(window, qtbot)
    table = window.documents_panel.table
    qtbot.wait(MERGE_ANIMATION_MS + 50)
    qtbot.keyClick(focus, Qt.Key.Key_Right)
    assert table.animating  # a single press animates
    animated = []
    for _ in range(6):
        qtbot.wait(70)  # repeats, slower than the animation would take to end
        _repeat(focus)
        qtbot.waitUntil(lambda: window.round_cursor.pending_steps == 0, timeout=2000)
        animated.append(table.animating)
    assert animated == [False] * 6
    qtbot.wait(MERGE_ANIMATION_MS + 50)
    qtbot.keyClick(focus, Qt.Key.Key_Right)
    assert table.animating
