"""Every visible text of the window goes through translation: with a pseudo-language
installed (each translated string between « and »), no English word is left outside the
marks in any tab, except data (token text, document IDs and texts, file names)."""

from __future__ import annotations

import pytest
from pseudo_language import PseudoTranslator, escaped, visible_texts, widget_texts
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt.i18n import switcher

#: Words that are data, not messages: the Overlap example's documents and tokens, its
#: title and file, the hex digits and units every language writes the same, and the
#: program's own name (bpe-viewer).
DATA = {"aaa", "aba", "train", "overlap", "json", "hex", "utf", "bpe", "viewer"}
#: Names the command line uses too (``--tie smallest``, ``--pretokenize gpt2``), shown as
#: identifiers where a column's settings are chosen; their meaning is in the tooltips.
IDENTIFIERS = {
    *("smallest", "largest", "first", "bytes-largest", "bytes-smallest"),
    *("none", "whitespace", "punctuation", "gpt2", "gpt4", "bytes", "gpt"),
}
#: View ▸ Language names each language in itself, in every language.
LANGUAGE_NAMES = {"english", "русский", "简体中文", "日本語"}


@pytest.fixture
def pseudo(qtbot):
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)
    switcher().apply("en")


def _say_again(window):
    for widget in QApplication.topLevelWidgets():
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    switcher().changed.emit(switcher().language)
    QApplication.processEvents()


def _walk(window):
    found = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        found += [(f"tab {index}: {w}", t) for w, t in visible_texts(window)]
    window.tabs.setCurrentIndex(0)
    return found


def _class_reads(window):
    """The panes the class reads (tooltips aside): the narration strip, the quiz bar,
    the documents, candidates and hex panes, the tab names and the column titles of
    every table."""
    roots = [
        window.narration,
        window.quiz.bar,
        window.documents_panel,
        window.rounds_view.candidates_panel,
        window.rounds_view.hex_view,
        window.inspector,
        window.tabs.tabBar(),
    ]
    found = []
    for root in roots:
        found += [(f"{type(root).__name__}: {w}", t) for w, t in widget_texts(root, tooltips=False)]
    found += [(w, t) for w, t in widget_texts(window, tooltips=False) if "Table column" in w]
    return found


def test_what_the_class_reads_is_translated(qtbot, shown_window, pseudo):
    w = shown_window
    w.load_example("overlap")
    w.action_map["quiz"].trigger()
    _say_again(w)
    texts = _class_reads(w)
    w.action_map["reveal"].trigger()
    texts += _class_reads(w)
    w.action_map["quiz"].trigger()
    texts += _class_reads(w)
    assert len(texts) > 40
    # a button that shows an action says the action's text: the menus' own
    actions = {a.text().replace("&", "") for a in w.findChildren(QAction)}
    left = [t for t in escaped(texts, DATA) if t[1] not in actions]
    assert not left, "\n".join(f"{w}: {t!r}" for w, t in left)


@pytest.mark.catalogues
def test_the_whole_window_is_translated(qtbot, shown_window, pseudo):
    w = shown_window
    w.load_example("overlap")
    _say_again(w)
    bad = escaped(_walk(w), DATA | LANGUAGE_NAMES | IDENTIFIERS)
    shown = "\n".join(f"  {where}: {text[:300]!r}" for where, text in bad[:60])
    assert not bad, f"{len(bad)} visible text(s) escape translation:\n{shown}"
