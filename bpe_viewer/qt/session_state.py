"""The records of the window's session (:class:`~bpe_viewer.qt.session.LoadSession`):
the load in progress, the run before the last Retrain, a training shown as it grows, and
the word table held in memory; no Qt here, and nothing that acts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.corpus import Corpus, Document, TrainingInput
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.source import Source
from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.worker import DocumentsFactory, WordsOut


@dataclass(frozen=True)
class WordTable:
    """A word-frequency table held in memory (the built-in word example): Retrain trains
    it again as a file's table is, each distinct word once, weighted by its frequency.

    Attributes:
        words: ``(word, frequency)`` pairs in table order.
        source: the run's source ("example: …").
    """

    words: tuple[tuple[str, int], ...]
    source: str


@dataclass(frozen=True)
class PendingLoad:
    """The load in progress: what to do with its run when the worker delivers it.

    Attributes:
        description: shown in progress tooltips and notes ("example: …", a path).
        path: the input file or folder, or None (pasted text, an example, a retrain).
        stage: the stage to show the new run at (clamped to the run).
        recent: add ``path`` to the recent files when it loads.
        hint: a note added to the "Loaded …" message.
        words: for a word table, the Words tab's run the worker trains (or None).
        focus: the Words tab comes forward with it, and the message names each tab's
            count (the byte-level tabs may learn fewer); a Retrain's does not.
        source: what the run is trained from and how (Retrain trains it again), or
            None.
    """

    description: str
    path: Path | None = None
    stage: int = 0
    recent: bool = False
    hint: str = ""
    source: Source | None = None
    #: the corpus the documents came from, once the worker has read it (the "Loaded"
    #: message names a folder's skipped links)
    read: list[Corpus] = field(default_factory=list)
    words: WordsOut | None = None
    focus: bool = False


def reading(make_documents: DocumentsFactory, read: list[Corpus]) -> TrainingInput:
    """``make_documents()``, keeping the corpus it returns in ``read`` (on the worker
    thread; the session reads it once the run is delivered)."""
    documents = make_documents()
    if isinstance(documents, Corpus):
        read.append(documents)
    return documents


def corpus_of_run(run: RunBase) -> Corpus:
    """The documents of a run as a Corpus, for retraining a loaded run or trace."""
    docs = tuple(
        Document(d.doc_id, run.document_bytes(i), d.partition, d.label)
        for i, d in enumerate(run.documents)
    )
    return Corpus(docs, run.source, any(not d.counted for d in run.documents))


@dataclass(frozen=True)
class BeforeRetrain:
    """The run shown before the last Retrain and how to rebuild it (Edit ▸ Undo Retrain).

    Attributes:
        run, stage: the run and the stage it was left at.
        source: what it was trained from and how.
        word_table, word_run: the Words tab's table and run then.
        saved: it was saved (or opened from a file) and not changed since.
    """

    run: RunBase
    stage: int
    source: Source | None
    word_table: dict[str, int] | None
    word_run: WordTrainingRun | None
    saved: bool


@dataclass
class Growth:
    """A training whose rounds learned so far are on screen (a :class:`GrowingRun`).

    Attributes:
        run: the growing run shown.
        previous, previous_stage: the run shown before and its stage: a cancelled or
            failed training shows them again.
        previous_source: what the previous run was trained from.
        target: the stage the load asked for.
        auto: the stage the session last chose; while the cursor is there the user has
            not moved, and the stage follows ``target`` as rounds arrive.
    """

    run: GrowingRun
    previous: TrainingRun | None
    previous_stage: int
    previous_source: Source | None
    target: int
    auto: int
    #: the load whose rounds these are
    pending: PendingLoad | None = None
