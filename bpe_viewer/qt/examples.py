"""Built-in teaching examples, shipped in ``bpe_viewer.resources`` (docs/rules.md s8).

The top-level ``resources/`` folder is installed as the package ``bpe_viewer.resources``
(see pyproject); files are read through :func:`bpe_viewer.packaged.resources_root`, which
works from an installation and from a source checkout alike.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from bpe_viewer.core.corpus import Corpus, Document
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec
from bpe_viewer.packaged import resources_root
from bpe_viewer.qt.example_texts import example_text
from bpe_viewer.qt.translatable import Translated


@dataclass(frozen=True)
class Example:
    """One built-in example.

    Attributes:
        key: stable name (``overlap``, ``barrier``, ...).
        title: menu text.
        merges: merges to learn (an upper bound).
        tie: tie policy.
        description: one line for the status bar / tooltip.
        kind: ``documents`` (JSON list of {"id", "text"}), ``paragraphs`` (text, one
            document per blank-line-separated paragraph) or ``words`` (a frequency
            table, trained as the same table opened from a file: each distinct word one
            byte-level document weighted by its frequency).
        file: file name under ``examples/``.
        lesson: for a lesson, the course material it follows (one line, shown in the
            menu's tooltip); empty for the other examples. Lessons come first in the
            Examples menu.
        word_tie: for a ``words`` example, the Words tab's word tie order
            (docs/rules.md s3.3); empty for the documented default.
    """

    key: str
    title: str
    merges: int
    tie: str
    description: str
    kind: str
    file: str
    lesson: str = ""
    word_tie: str = ""

    @property
    def spec(self) -> TrainingSpec:
        """The example's own training settings (docs/rules.md s8): its merges, tie
        policy and word tie order, everything else the documented defaults."""
        return DEFAULT_SPEC.replace(
            merges=self.merges, tie=self.tie, word_tie=self.word_tie or DEFAULT_SPEC.word_tie
        )


def list_examples() -> list[Example]:
    """Every example in menu order, read from ``examples/index.json``."""
    index = json.loads((resources_root() / "examples" / "index.json").read_text("utf-8"))
    return [Example(**item) for item in index["examples"]]


def example(key: str) -> Example:
    """The built-in example named ``key``.

    Raises:
        KeyError: no example has that key.
    """
    for ex in list_examples():
        if ex.key == key:
            return ex
    raise KeyError(f"no built-in example {key!r}")


def example_word_table(ex: Example) -> dict[str, int]:
    """The frequency table of a ``words`` example."""
    data = (resources_root() / "examples" / ex.file).read_bytes()
    return {str(w): int(f) for w, f in json.loads(data.decode("utf-8")).items()}


def example_corpus(ex: Example) -> Corpus:
    """The documents of an example.

    Raises:
        ValueError: for a ``words`` example, which is not a list of documents: the window
            trains its table (:func:`example_word_table`) each distinct word once,
            weighted by its frequency, as it trains the same table opened from a file.
    """
    from bpe_viewer.core.corpus import corpus_from_texts

    data = (resources_root() / "examples" / ex.file).read_bytes()
    source = f"example: {ex.title}"
    if ex.kind == "documents":
        items = json.loads(data.decode("utf-8"))
        docs = tuple(
            Document(item["id"], item["text"].encode("utf-8"), "train", f"{ex.file} #{i + 1}")
            for i, item in enumerate(items)
        )
        return Corpus(docs, source, False)
    if ex.kind == "paragraphs":
        return corpus_from_texts([data], source=source, unit="paragraph")
    if ex.kind == "words":
        raise ValueError(f"example {ex.key}: a word table, trained weighted, not a corpus")
    raise ValueError(f"example {ex.key}: unknown kind {ex.kind!r}")


def training_settings_text(ex: Example, merges: int | None = None, tie: str | None = None) -> str:
    """The training settings an example opens with, as one clause for the status bar:
    ``3 merges, tie policy first, one document per entry of abcd.json`` (counted
    phrases by Qt's numerus forms), in the window's language (:class:`Examples`).

    Args:
        ex: the example.
        merges, tie: what it is trained with when not its own (``gui --merges/--tie``).
    """
    return Examples().settings(ex, merges, tie)


class Examples(Translated):
    """The Examples menu's headings, its entries' tooltips and the training settings an
    example opens with, in the window's language (the class name is the context, ``Examples``)."""

    def heading(self, which: str) -> str:
        """The heading over the lessons (``"lessons"``) or over the other examples."""
        if which == "lessons":
            return self.tr("Lessons that follow the course materials")
        return self.tr("More examples")

    def tooltip(self, ex: Example) -> str:
        """An entry's tooltip: the course material a lesson follows, the example's
        description and the settings it opens with, one a line."""
        settings = self.tr("Opens with {settings}.").format(settings=self.settings(ex))
        parts = (example_text(ex.lesson), example_text(ex.description), settings)
        return "\n".join(part for part in parts if part)

    def settings(self, ex: Example, merges: int | None = None, tie: str | None = None) -> str:
        """See :func:`training_settings_text`."""
        merges = ex.merges if merges is None else merges
        tie = tie or ex.tie
        count = self.tr("%n merge(s)", "", merges)
        if ex.kind == "words":
            return self.tr(
                "{count}, word ties {word_tie} on the Words tab (tie policy {tie} on the "
                "others), one word of the table per entry"
            ).format(count=count, word_tie=ex.spec.word_tie, tie=tie)
        if ex.kind == "paragraphs":
            unit = self.tr("one document per paragraph")
        else:
            unit = self.tr("one document per entry of {file}").format(file=ex.file)
        return self.tr("{count}, tie policy {tie}, {unit}").format(count=count, tie=tie, unit=unit)
