"""The built-in examples' titles, descriptions and lesson lines, marked for the catalogues.

``resources/examples/index.json`` holds them in English as data (scripts find an entry of
the Examples menu by its English title); ``pyside6-lupdate`` cannot read JSON, so each
text is marked here under the context ``ExampleTexts`` and shown through
:func:`example_text`. A test checks that every text of the index is marked here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

#: The prefix of an example's source name (``"example: Overlap: aaa / aba"``).
EXAMPLE_PREFIX = "example: "

#: Every title, description and lesson line of the examples' index, in its order.
EXAMPLE_TEXTS: tuple[str, ...] = (
    # overlap: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Overlap: aaa / aba",
    ),
    # overlap: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Two documents; (97,97) is counted twice inside aaa (overlapping windows).",
    ),
    # overlap: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "The smallest lesson: windows overlap inside aaa, none crosses into aba "
        "(docs/rules.md s2).",
    ),
    # bpe-py: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "bpe.py: low / lower / newest / widest, 5 merges",
    ),
    # bpe-py: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "low:5 lower:2 newest:6 widest:3 and 5 merges: the Words tab learns es, est, "
        "est</w>, lo, low, the pairs the classic bpe.py worked example prints "
        "(docs/rules.md s4.2); the other tabs train each distinct word once as a "
        "byte-level document weighted by its frequency.",
    ),
    # bpe-py: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "The classic bpe.py worked example of word-frequency BPE, merge for merge.",
    ),
    # abcd-first: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "First-seen ties: ABCDCDABCDCDE",
    ),
    # abcd-first: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Ties decided by the pair seen first: (67,68), (65,66), (257,256), final "
        "[258,256,258,256,69]; the narration gives where each tied pair is first seen.",
    ),
    # abcd-first: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "The Japanese minimal BPE article: equal counts go to the pair that occurs first.",
    ),
    # bilingual: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Bilingual paragraph (English + Russian)",
    ),
    # bilingual: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "A short English and Russian text: watch merges split Cyrillic letters.",
    ),
    # bilingual: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "The Russian course chapter: a Cyrillic letter is two UTF-8 bytes.",
    ),
    # chinese: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Chinese text: 渡船每天过河两次",
    ),
    # chinese: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Two short Chinese paragraphs: each character is three UTF-8 bytes; in 6 "
        "merges 。 and 船 become whole tokens, and e4 b8 and e8 bf stay fragments shared "
        "by two characters each.",
    ),
    # chinese: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "The Chinese byte-level BPE lesson: a character is three UTF-8 bytes.",
    ),
    # japanese: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Japanese text: 渡し船は一日に二回",
    ),
    # japanese: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Two short Japanese paragraphs: kana share their first two bytes (e3 81, e3 "
        "82), so those pairs merge first, and ます。 becomes one token.",
    ),
    # japanese: lesson
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "A short Japanese text beside the Russian and Chinese ones: kana are three UTF-8 bytes.",
    ),
    # barrier: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Document barrier: a | a",
    ),
    # barrier: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Two one-byte documents: no pair across the barrier, so nothing is learned.",
    ),
    # abcd: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Ties: ABCDCDABCDCDE",
    ),
    # abcd: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Three-way and two-way ties; switch the tie policy to compare winners.",
    ),
    # words: title
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "Word frequencies: low / lower / newest / widest",
    ),
    # words: description
    QT_TRANSLATE_NOOP(
        "ExampleTexts",
        "low:5 lower:2 newest:6 widest:3, the Words tab learns the classic </w> rules "
        "(docs/rules.md s4, as bpe-viewer train-words); the other tabs train each "
        "distinct word once as a byte-level document weighted by its frequency, as the "
        "same table opened from a file.",
    ),
)


def example_text(text: str) -> str:
    """An example's title, description or lesson line in the window's language (the
    English text where no catalogue translates it); ``""`` stays empty."""
    return QCoreApplication.translate("ExampleTexts", text) if text else text


def shown_source(source: str) -> str:
    """A run's source name as the window shows it: ``"example: <title>"`` in the
    window's language, any other name (a path, pasted text) as it is."""
    if source.startswith(EXAMPLE_PREFIX):
        title = example_text(source[len(EXAMPLE_PREFIX) :])
        return QCoreApplication.translate("ExampleTexts", "example: {title}").format(title=title)
    return source
