"""Layout properties that hold in any font: what the window tests assert instead of the
pixel figures of one font (no widget squeezed below the room its content needs, no two
widgets on top of each other, the round bar's text whole and its slider usable)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from bpe_viewer.qt.widgets.navigation import NavigationBar, symbols_only


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """``widget``'s rectangle in ``ancestor``'s coordinates."""
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def visible_children(widget: QWidget) -> list[QWidget]:
    """The direct child widgets of ``widget`` that are shown."""
    return [c for c in widget.children() if isinstance(c, QWidget) and c.isVisibleTo(widget)]


def overlaps(widgets: list[QWidget], parent: QWidget) -> list[tuple[str, str]]:
    """The pairs of ``widgets`` (children of ``parent``) whose rectangles intersect."""
    found = []
    for i, a in enumerate(widgets):
        for b in widgets[i + 1 :]:
            if rect_in(a, parent).intersects(rect_in(b, parent)):
                found.append((_name(a), _name(b)))
    return found


def outside(widgets: list[QWidget], parent: QWidget) -> list[str]:
    """The ``widgets`` that reach past ``parent``'s edges (cut off)."""
    return [_name(w) for w in widgets if not parent.rect().contains(rect_in(w, parent))]


def squeezed(widgets: list[QWidget]) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
    """The ``widgets`` given less room than their minimum size hint (their text or
    controls cut): (name, size, least size)."""
    found = []
    for w in widgets:
        least = w.minimumSizeHint().expandedTo(w.minimumSize())
        if w.width() < least.width() or w.height() < least.height():
            found.append((_name(w), w.size().toTuple(), least.toTuple()))
    return found


def text_cut(widgets: list[QWidget]) -> list[tuple[str, str, int, int]]:
    """The labels and buttons among ``widgets`` whose one-line text is wider than the
    widget: (name, text, text width, widget width)."""
    found = []
    for w in widgets:
        if isinstance(w, QAbstractButton | QLabel) and not (isinstance(w, QLabel) and w.wordWrap()):
            text = w.text()
            if not text or "<" in text:
                continue  # empty, or rich text laid out by the label itself
            need = w.fontMetrics().horizontalAdvance(text)
            if need > w.width():
                found.append((_name(w), text, need, w.width()))
    return found


def round_bar_problems(bar: NavigationBar) -> list[str]:
    """What is wrong with the round bar as the user sees it (empty when nothing is):
    a control cut, squeezed, overlapping or off the bar; a button text that is neither its
    action's words nor their symbols (Play always keeps its word); two buttons that read
    alike; a button whose tooltip does not give its words; a slider hidden or narrower
    than ``NavigationBar.SLIDER_MIN_EMS`` widths of the letter M."""
    problems: list[str] = []
    shown = visible_children(bar)
    for kind, found in (
        ("overlap", overlaps(shown, bar)),
        ("off the bar", outside(shown, bar)),
        ("squeezed", squeezed(shown)),
        ("text cut", text_cut(shown)),
    ):
        problems.extend(f"{kind}: {item}" for item in found)
    texts = []
    for key, button in bar.buttons.items():
        action = button.defaultAction()
        assert action is not None
        words = action.text()
        allowed = {words} if key in bar.KEEP_WORDS else {words, symbols_only(words)}
        if button.text() not in allowed:
            problems.append(f"{key} reads {button.text()!r}, not one of {sorted(allowed)}")
        if not any(ch.isalpha() for ch in button.text()) and not any(
            ch.isalpha() for ch in button.toolTip()
        ):
            problems.append(f"{key} shows no word, nor does its tooltip {button.toolTip()!r}")
        texts.append(button.text())
    if len(set(texts)) != len(texts):
        problems.append(f"buttons read alike: {texts}")
    slider = bar.slider
    em = bar.fontMetrics().horizontalAdvance("M")
    if not slider.isVisibleTo(bar):
        problems.append("the slider is hidden")
    elif slider.width() < bar.SLIDER_MIN_EMS * em:
        problems.append(f"the slider is {slider.width()} px wide, under {bar.SLIDER_MIN_EMS} em")
    return problems


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    label = text() if callable(text) else ""
    return f"{type(widget).__name__}{'(' + repr(label) + ')' if label else ''}"
