"""The training settings of the window's session (a mixin of
:class:`~bpe_viewer.qt.session.LoadSession`, one concern): the spec a file or text
opened next trains with, the spec a run's Retrain takes (its own), and Train ▸ Training
Settings ▸ OK storing the whole spec.
"""

from __future__ import annotations

from bpe_viewer.core.normalize import form_of_normalizer
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.qt.session_parts import SessionParts


class NextSettings:
    """What the next training uses, and Training Settings applied."""

    # set here, declared once for both classes (the session makes it in __init__)
    spec: TrainingSpec

    @property
    def special_tokens(self: SessionParts) -> tuple[bytes, ...]:
        """Special tokens of the next file or text opened (:attr:`spec`)."""
        return self.spec.special_tokens

    @special_tokens.setter
    def special_tokens(self: SessionParts, value: tuple[bytes, ...]) -> None:
        self.spec = self.spec.replace(special_tokens=value, vocab_size=None)

    @property
    def pretokenizer(self: SessionParts) -> str:
        """Pre-tokenizer of the next file or text opened (:attr:`spec`)."""
        return self.spec.pretokenizer

    @pretokenizer.setter
    def pretokenizer(self: SessionParts, value: str) -> None:
        self.spec = self.spec.replace(pretokenizer=value)

    @property
    def normalize(self: SessionParts) -> str | None:
        """Unicode normalization (nfc, nfkc) of the next file or text opened, or None."""
        return self.spec.normalize

    @property
    def special_ids(self: SessionParts) -> str:
        """Where the next training puts its special tokens' IDs (after-merges, after-bytes)."""
        return self.spec.special_ids

    def _run_spec(self: SessionParts, run: RunBase) -> TrainingSpec:
        """:attr:`spec` with ``run``'s own special tokens, pre-tokenizer and (for a run
        trained here) normalization and special-ID layout: what its Retrain trains with."""
        own: dict[str, object] = {
            "special_tokens": run.special_tokens,
            "pretokenizer": run.pretokenizer,
            "vocab_size": None,
        }
        if run.kind == "training":  # a table or replay keeps the stored ones
            own["normalize"] = form_of_normalizer(run.normalizer)
            own["special_ids"] = run.special_ids
        try:
            return self.spec.replace(**own)
        except ValueError:  # a table's own pattern the spec does not take: the stored
            return self.spec

    def apply_training_settings(self: SessionParts, spec: TrainingSpec, unit: str) -> None:
        """Train ▸ Training Settings ▸ OK: store ``spec`` (every field, kept after a
        restart) for the files opened from the window, and retrain the documents on
        screen with it.

        Args:
            spec: the settings chosen.
            unit: the document unit chosen (a separator unit too); a text file on
                screen is re-read with it when it differs from the one it was cut by,
                and it is remembered for that file.
        """
        run = self.run
        old_unit = run.unit if run is not None and run.unit else self.settings.unit
        self.settings.spec = self.spec = spec
        self.settings.unit = unit
        path = self.source.path if self.source is not None else None
        if run is not None and run.unit is not None and path is not None:
            self.settings.set_file_unit(path, unit)
        if run is not None:
            self.retrain(spec.merge_count, spec.tie, unit if unit != old_unit else None, spec=spec)
