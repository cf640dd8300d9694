"""The window's layout in every language at 1024x768 and 200 % text.

Russian texts are longer and CJK lines taller. In every tab, after switching the
language, no label or button has its one-line text cut, no widget of a layout is
squeezed below its least size and no two widgets of one layout overlap, unless the same
widget already is so in English (the English window's own layout is the other tests'
business: tests/qt/test_zoom_projector.py); the window keeps its 1024 px and the round
bar its controls whole (tests/qt/layout_checks.py).

One squeeze is not counted: the training view's height (its panes, their tables and
labels).
At 200 % on 768 px it is short of room in English too as soon as the round's sentence
takes a fifth line (most rounds' sentences take four at this width): a longer Russian
sentence, or the taller lines of Chinese and Japanese, take that line on this round.
"""

from __future__ import annotations

import pytest
from layout_checks import overlaps, round_bar_problems, squeezed, text_cut, visible_children
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from bpe_viewer.qt.frames import settle
from bpe_viewer.qt.i18n import switcher
from bpe_viewer.qt.widgets.training_view import TrainingRoundsView


def _short_of_height_only(widget: QWidget) -> bool:
    """True for the training view or a widget inside it that has its width and lacks
    only height (the narration's lines take the training view's height)."""
    view = next(iter(widget.window().findChildren(TrainingRoundsView)), None)
    inside = view is not None and (widget is view or view.isAncestorOf(widget))
    return inside and widget.width() >= widget.minimumSizeHint().width()


@pytest.fixture
def projector(qtbot, shown_window):
    """The Overlap example at 200 % (View ▸ Larger Text four times) on 1024x768."""
    w = shown_window
    w.load_example("overlap")
    for _ in range(4):
        w.action_map["larger_text"].trigger()
    w.resize(1024, 768)
    qtbot.waitUntil(lambda: w.width() == 1024, timeout=2000)
    yield w
    switcher().apply("en")


def _tab_problems(page: QWidget) -> dict[tuple[str, int], str]:
    """The layout problems of one tab, by (kind, widget) with what is wrong."""
    found: dict[tuple[str, int], str] = {}
    shown = [
        w
        for w in page.findChildren(QWidget)
        if w.isVisible() and isinstance(w, QLabel | QAbstractButton)
    ]
    for widget in shown:
        for item in text_cut([widget]):
            found[("text cut", id(widget))] = str(item)
    parents = [page, *(w for w in page.findChildren(QWidget) if w.isVisible() and w.layout())]
    for parent in parents:
        layout = parent.layout()
        if layout is None:
            continue
        children = [c for c in visible_children(parent) if layout.indexOf(c) >= 0]
        for pair in overlaps(children, parent):
            found[("overlap", id(parent))] = f"in {type(parent).__name__}: {pair}"
        for child in children:
            if _short_of_height_only(child):
                continue  # see the module's docstring
            for item in squeezed([child]):
                found[("squeezed", id(child))] = str(item)
    return found


def _window_problems(window) -> dict[tuple[str, int], str]:
    found: dict[tuple[str, int], str] = {}
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        settle(window)
        tab = window.tabs.tabText(index)
        found.update(
            {
                key: f"{tab}: {what}"
                for key, what in _tab_problems(window.tabs.currentWidget()).items()
            }
        )
    window.tabs.setCurrentIndex(0)
    settle(window)
    return found


@pytest.mark.parametrize("code", ["ru", "zh_CN", "ja"])
def test_every_tab_is_as_whole_as_in_english(qtbot, projector, code):
    w = projector
    english = _window_problems(w)
    switcher().apply(code)
    translated = _window_problems(w)
    assert w.width() == 1024, f"{code}: the window grew to {w.width()} px (its least width)"
    new = [what for key, what in translated.items() if key not in english]
    assert not new, f"{code}: {len(new)} new layout problem(s):\n" + "\n".join(new)
    assert not round_bar_problems(w.navigation), round_bar_problems(w.navigation)
    bar = w.tabs.tabBar()  # every tab's name in view, none behind the scroll arrows
    assert bar.tabRect(bar.count() - 1).right() < bar.width(), [
        bar.tabText(i) for i in range(bar.count())
    ]
