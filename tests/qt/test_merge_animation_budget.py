"""The merge animation gives way when it would hold the window up: a step during the
previous one's animation (a held key) is not animated, and a frame of the document rows
over the budget ends the animation there."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation

from bpe_viewer.core import train
from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.qt.widgets import documents_view


def _show_run(window, qtbot):
    docs = tuple(
        Document(f"d{i}", ("low lower lowest " * (i + 2)).encode("ascii"), "train", f"doc {i}")
        for i in range(6)
    )
    window.session.set_run(train(Corpus(docs, "budget", False), 12), 0)
    qtbot.wait(50)
    return window.documents_panel.table


def test_a_step_during_the_animation_is_not_animated(shown_window, qtbot):
    table = _show_run(shown_window, qtbot)
    next_round = shown_window.action_map["next"]
    next_round.trigger()
    assert table.delegate.anim is not None
    next_round.trigger()  # at once, as a held key's repeat would
    assert table.delegate.anim is None
    assert table.animations_skipped == 1
    assert shown_window.round_cursor.value == 2


def test_a_slow_frame_ends_the_animation(shown_window, qtbot, monkeypatch):
    table = _show_run(shown_window, qtbot)
    monkeypatch.setattr(documents_view, "ANIMATION_FRAME_BUDGET_MS", -1.0)
    shown_window.action_map["next"].trigger()
    assert table.delegate.anim is not None
    qtbot.waitUntil(lambda: table.painted_stage == 1, timeout=2000)
    assert table.delegate.anim is None
    assert table._animation.state() == QAbstractAnimation.State.Stopped
    assert table.animations_skipped == 1


def test_a_fast_frame_keeps_the_animation(shown_window, qtbot, monkeypatch):
    table = _show_run(shown_window, qtbot)
    monkeypatch.setattr(documents_view, "ANIMATION_FRAME_BUDGET_MS", 1e9)
    shown_window.action_map["next"].trigger()
    qtbot.waitUntil(lambda: table.painted_stage == 1, timeout=2000)
    assert table.animations_skipped == 0
    qtbot.waitUntil(lambda: not table.animating, timeout=3000)
