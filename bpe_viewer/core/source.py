"""What was opened and how: :class:`Source`, one frozen value per input of a run.

A run is trained from a source: a file or folder read by the document unit, a piece or
word table trained weighted, a built-in example, a pasted text, documents handed over by
a caller, or the documents of a finished run (a saved run, trace or table opened, which
Retrain trains again). The source carries the :class:`~bpe_viewer.core.spec.TrainingSpec`
it trains with, so training it again with other settings is ``source.replace(spec=...)``.
No Qt here; the window's session keeps one current source and its worker opens it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bpe_viewer.core.corpus import TrainingInput
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec

#: The kinds of source (:attr:`Source.kind`).
SOURCE_KINDS: tuple[str, ...] = ("corpus", "table", "words", "text", "documents", "run")


@dataclass(frozen=True)
class Source:
    """One input of a run and the settings it trains with.

    Attributes:
        kind: one of :data:`SOURCE_KINDS`: ``corpus`` (a file or folder of documents,
            cut by ``unit``), ``table`` (a piece or word table file, each row weighted
            by its count), ``words`` (a word table held in memory, ``words``), ``text``
            (pasted or built-in text, ``documents``), ``documents`` (given by a caller)
            or ``run`` (the documents of a finished run opened from ``path``).
        description: how the window names it ("example: …", a path, "pasted text").
        spec: the training settings (docs/rules.md s2-s5).
        path: the file or folder read, or None.
        split: the split manifest applied to a corpus JSON file, or None.
        unit: the document unit a text was cut by (a ``separator:TEXT`` unit too), or
            None: ``spec.unit``.
        words: for ``words``: ``(word, frequency)`` pairs in table order.
        documents: builds the documents to train on (run off the GUI thread), or None
            when ``path`` is read again; never compared.

    Raises:
        ValueError: for an unknown kind.
    """

    kind: str
    description: str
    spec: TrainingSpec = DEFAULT_SPEC
    path: Path | None = None
    split: Path | None = None
    unit: str | None = None
    words: tuple[tuple[str, int], ...] | None = None
    documents: Callable[[], TrainingInput] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.kind not in SOURCE_KINDS:
            raise ValueError(f"unknown source kind {self.kind!r}")

    @property
    def document_unit(self) -> str:
        """The unit a text is cut by: :attr:`unit`, else the spec's."""
        return self.unit or self.spec.unit

    @property
    def rereads(self) -> bool:
        """True when training it means reading :attr:`path` again (a corpus whose
        documents are not kept, or a table file)."""
        return self.path is not None and self.documents is None and self.kind in ("corpus", "table")

    def replace(self, **changes: Any) -> Source:
        """A copy with ``changes`` (field name to value).

        Raises:
            TypeError: for a name that is not a field.
        """
        return dataclasses.replace(self, **changes)

    def with_unit(self, unit: str | None) -> Source:
        """The source cut by ``unit``: a corpus read from a file is read again with it;
        anything else (a table, an example, a finished run's documents) is unchanged."""
        if unit is None or self.kind != "corpus" or self.path is None:
            return self
        return self.replace(unit=unit, documents=None)


__all__ = ["SOURCE_KINDS", "Source"]
