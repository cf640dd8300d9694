"""The examples' titles, descriptions and lesson lines reach the catalogues and the window.

``resources/examples/index.json`` is data that ``pyside6-lupdate`` cannot read, so its
texts are marked in ``bpe_viewer/qt/example_texts.py``; these tests keep the two equal and
check that the menu, the tooltips and the window title show the translated texts.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QTranslator

from bpe_viewer.packaged import resources_root
from bpe_viewer.qt.example_texts import EXAMPLE_TEXTS, example_text, shown_source
from bpe_viewer.qt.examples import list_examples


def _index_texts() -> list[str]:
    index = json.loads((resources_root() / "examples" / "index.json").read_text("utf-8"))
    return [
        ex[field]
        for ex in index["examples"]
        for field in ("title", "description", "lesson")
        if ex.get(field)
    ]


def test_every_text_of_the_index_is_marked_in_its_order():
    assert list(EXAMPLE_TEXTS) == _index_texts()
    assert len(EXAMPLE_TEXTS) == len(set(EXAMPLE_TEXTS))


class _Upper(QTranslator):
    """Answers every ExampleTexts message in capitals (and the source prefix as EX:)."""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102
        if context != "ExampleTexts":
            return ""
        if source == "example: {title}":
            return "EX: {title}"
        return source.upper()


def test_titles_and_sources_follow_the_catalogue(qtbot):
    ex = list_examples()[0]
    assert example_text(ex.title) == ex.title
    assert shown_source(f"example: {ex.title}") == f"example: {ex.title}"
    assert shown_source("/tmp/corpus.txt") == "/tmp/corpus.txt"
    translator = _Upper()
    QCoreApplication.installTranslator(translator)
    try:
        assert example_text(ex.title) == ex.title.upper()
        assert shown_source(f"example: {ex.title}") == f"EX: {ex.title.upper()}"
        assert shown_source("/tmp/corpus.txt") == "/tmp/corpus.txt"
        assert example_text("") == ""
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_menu_says_the_examples_in_the_language(qtbot, window):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    ex = list_examples()[0]
    entry = window.findChild(QAction, f"example_{ex.key}")
    assert entry.text() == ex.title
    translator = _Upper()
    QCoreApplication.installTranslator(translator)
    try:
        for menu in window.findChildren(QMenu):
            QCoreApplication.sendEvent(menu, QEvent(QEvent.Type.LanguageChange))
        assert entry.text() == ex.title.upper()
        assert ex.description.upper() in entry.toolTip()
    finally:
        QCoreApplication.removeTranslator(translator)
