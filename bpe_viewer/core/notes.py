"""Teacher's notes: one note for the whole run and one per stage (docs/rules.md s7.1).

Notes annotate a run; they change no result. They are saved inside the saved run (format
``bpe-viewer-run`` 1.1) as::

    "notes": {"run": "Ties come up in round 1.",
              "stages": [{"stage": 1, "text": "Ask: which of the three wins?"}]}

A stage's note belongs to stage ``r`` (``0..merge_count``), shown while round ``r`` is
on screen. Empty notes are not stored.

Example:
    >>> notes = RunNotes().with_run("Ties!").with_stage(1, "Ask the class")
    >>> notes.stage(1), notes.stage(2)
    ('Ask the class', '')
    >>> notes.to_json()
    {'run': 'Ties!', 'stages': [{'stage': 1, 'text': 'Ask the class'}]}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["NOTES_SCHEMA", "RunNotes", "notes_from_json"]

#: The JSON schema of the ``notes`` member of a saved run.
NOTES_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "run": {"type": "string"},
        "stages": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["stage", "text"],
                "properties": {
                    "stage": {"type": "integer", "minimum": 0},
                    "text": {"type": "string"},
                },
            },
        },
    },
}


@dataclass(frozen=True, slots=True)
class RunNotes:
    """The teacher's notes of a run.

    Attributes:
        run: the note on the whole run ("" for none).
        stages: ``(stage, text)`` pairs, stage ascending, no empty text.
    """

    run: str = ""
    stages: tuple[tuple[int, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.run or self.stages)

    def stage(self, stage: int) -> str:
        """The note of ``stage`` ("" when it has none)."""
        for s, text in self.stages:
            if s == stage:
                return text
        return ""

    def with_stage(self, stage: int, text: str) -> RunNotes:
        """These notes with ``stage``'s note set to ``text`` (removed when blank).

        Raises:
            ValueError: for a negative stage.
        """
        if stage < 0:
            raise ValueError(f"stage {stage}: a stage is 0 or more")
        others = [(s, t) for s, t in self.stages if s != stage]
        if text.strip():
            others.append((stage, text))
        return RunNotes(self.run, tuple(sorted(others)))

    def clipped(self, last_stage: int) -> RunNotes:
        """These notes without the stages past ``last_stage`` (a run with fewer merges)."""
        return RunNotes(self.run, tuple((s, t) for s, t in self.stages if s <= last_stage))

    def with_run(self, text: str) -> RunNotes:
        """These notes with the run's note set to ``text`` (removed when blank)."""
        return RunNotes(text if text.strip() else "", self.stages)

    def to_json(self) -> dict[str, Any]:
        """The ``notes`` object of a saved run."""
        out: dict[str, Any] = {}
        if self.run:
            out["run"] = self.run
        if self.stages:
            out["stages"] = [{"stage": s, "text": t} for s, t in self.stages]
        return out


def notes_from_json(data: Mapping[str, Any] | None, last_stage: int, where: str) -> RunNotes:
    """The notes of a saved run's ``notes`` object (already checked by :data:`NOTES_SCHEMA`).

    Args:
        data: the object, or None when the file has none (version 1.0).
        last_stage: the run's last stage (its merge count): stages go ``0..last_stage``.
        where: the file name, for messages.

    Raises:
        ValueError: for a stage outside the run or given twice, naming ``where``.
    """
    if data is None:
        return RunNotes()
    stages: dict[int, str] = {}
    for n, item in enumerate(data.get("stages", [])):
        stage = item["stage"]
        if type(stage) is not int or not 0 <= stage <= last_stage:
            raise ValueError(
                f"{where}: notes: stage note {n} is for stage {stage!r}, outside 0..{last_stage}"
            )
        if stage in stages:
            raise ValueError(f"{where}: notes: stage {stage} has two notes")
        stages[stage] = item["text"]
    notes = RunNotes(data.get("run", ""))
    for stage, text in stages.items():
        notes = notes.with_stage(stage, text)
    return notes
