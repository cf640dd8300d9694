"""Models of the Compare tab: one document of a run, and the settings of a column."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bpe_viewer.core import TrainingRun
from bpe_viewer.qt.models.documents import DocumentRowsModel


@dataclass(frozen=True)
class Variant:
    """The settings one Compare column trains the current documents with.

    Attributes:
        tie: tie policy (docs/rules.md s3).
        merges: merges to learn (an upper bound).
        pretokenizer: pre-tokenizer name (docs/rules.md s4).
        special_tokens: reserved byte strings (docs/rules.md s4).
    """

    tie: str
    merges: int
    pretokenizer: str = "none"
    special_tokens: tuple[bytes, ...] = ()

    def label(self, others: tuple[Variant, ...] = ()) -> str:
        """A short column title naming what sets this variant apart from ``others``
        (all settings when nothing differs or no others are given)."""
        parts = []
        differs = {
            "tie": any(o.tie != self.tie for o in others),
            "merges": any(o.merges != self.merges for o in others),
            "pre": any(o.pretokenizer != self.pretokenizer for o in others),
            "special": any(o.special_tokens != self.special_tokens for o in others),
        }
        if not any(differs.values()):
            differs = dict.fromkeys(differs, True)
        if differs["tie"]:
            parts.append(self.tie)
        if differs["merges"]:
            parts.append(f"{self.merges} merges")
        if differs["pre"]:
            parts.append(f"pre-tokenizer {self.pretokenizer}")
        if differs["special"]:
            specials = " ".join(t.decode("utf-8", "replace") for t in self.special_tokens)
            parts.append(f"special {specials}" if specials else "no special tokens")
        return ", ".join(parts)


def variant_of(run: TrainingRun) -> Variant:
    """The settings ``run`` was trained with."""
    return Variant(run.tie, run.requested_merges, run.pretokenizer, run.special_tokens)


def rebase(variants: tuple[Variant, ...], base: Variant) -> tuple[Variant, ...]:
    """The variants for new documents trained as ``base``: each setting the variants
    share takes ``base``'s value; the settings that set them apart stay.

    Example: three tie policies at 3 merges, rebased on a run of 8 merges, become the
    three tie policies at 8 merges.
    """
    if not variants:
        return variants
    fields = ("tie", "merges", "pretokenizer", "special_tokens")
    shared = {f for f in fields if len({getattr(v, f) for v in variants}) == 1}
    return tuple(
        Variant(**{f: getattr(base if f in shared else v, f) for f in fields}) for v in variants
    )


def labels_of(variants: tuple[Variant, ...]) -> list[str]:
    """Column titles that name what differs between the variants."""
    return [v.label(tuple(o for o in variants if o is not v)) for v in variants]


class OneDocumentModel(DocumentRowsModel):
    """The documents model narrowed to one document (the Compare tab's chosen row)."""

    def __init__(self, parent: Any = None) -> None:
        self._document = 0
        super().__init__(parent)

    @property
    def document(self) -> int:
        """Index of the document shown."""
        return self._document

    def set_document(self, index: int) -> None:
        """Show document ``index`` (nothing when the run has no such document)."""
        if index == self._document:
            return
        self.beginResetModel()
        self._document = index
        self._rows = self._filtered_rows()
        self.endResetModel()

    def _filtered_rows(self) -> list[int]:
        run = self._run
        if run is None or not 0 <= self._document < len(run.documents):
            return []
        return [self._document]
