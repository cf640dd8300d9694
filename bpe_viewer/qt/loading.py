"""What a file or folder holds, and how to turn it into a training job (docs/rules.md s5, s7).

No Qt here: the window asks :func:`plan_open` for a :class:`LoadPlan` and hands its job
to the worker, so reading and training both happen off the GUI thread.

Kinds recognised:

- a folder: one document per file (:func:`bpe_viewer.core.corpus.load_corpus`);
- ``*.bpe-run.json`` or any JSON with ``"format": "bpe-viewer-run"``: a saved run;
- ``*.trace`` / ``*.txt`` starting with ``TRACE bpe-merges-v1 BEGIN``: a trace; the
  tie policy it obeys is found by trying ``smallest``, ``largest`` and ``first``;
- a merge table of another library (a Hugging Face ``tokenizer.json``, a folder or file
  of ``vocab.json`` + ``merges.txt``, a merges file, a ``.tiktoken`` file, a minbpe
  ``.model``): opened as a table with its own IDs, explored without a corpus;
- ``*.jsonl``: JSON Lines corpus;
- ``*.json`` array: corpus JSON. A split manifest is used when given, or found beside
  the corpus as ``<stem>.splits.json`` or ``splits.json``;
- ``*.json`` object of positive integers: a word-frequency table, trained byte-level
  with each distinct word one document weighted by its frequency (never one document
  per occurrence: ``{"low": 100000000}`` is one document ``low ×100000000``); the
  Words tab trains it as classic word-frequency BPE (docs/rules.md s4);
- a piece-frequency table (``bpe-viewer count``: ``*.parquet``, or JSON with
  ``"format": "bpe-viewer-pieces-v1"``): trained on its pieces weighted by their counts
  with the table's own pre-tokenizer; each distinct piece is one document, most
  frequent first;
- anything else: plain text, cut into documents by the chosen unit.

Which of these a file is comes from the one classifier,
:func:`bpe_viewer.core.formats.classify.classify`, which reads only the file's head.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.corpus import Corpus
from bpe_viewer.core.formats.classify import FileKind, classify


@dataclass(frozen=True)
class LoadPlan:
    """How to load one input.

    Attributes:
        kind: ``run``, ``trace``, ``table``, ``corpus``, ``words`` (a word table, trained
            by :func:`bpe_viewer.qt.worker.word_table_job`) or ``pieces`` (a piece
            table, trained by :func:`bpe_viewer.qt.worker.piece_table_job`).
        path: the input.
        split: the split manifest to apply (corpus JSON only), or None.
        documents: for ``corpus``: returns the documents to train on.
        finished: for ``run``, ``trace`` and ``table``: returns the finished TrainingRun.
        file: what :func:`~bpe_viewer.core.formats.classify.classify` found the input to
            be, from its head only (the whole input is read by ``documents``,
            ``finished`` or the word and piece table jobs, in the worker).
    """

    kind: str
    path: Path
    split: Path | None
    documents: Callable[[], Corpus] | None = None
    finished: Callable[[], TrainingRun] | None = None
    file: FileKind | None = None

    @property
    def trains(self) -> bool:
        """True when the input is documents to train on (not a finished run)."""
        return self.documents is not None


def find_split_manifest(corpus_path: Path) -> Path | None:
    """A split manifest beside a corpus JSON file: ``<stem>.splits.json`` or ``splits.json``."""
    for name in (f"{corpus_path.stem}.splits.json", "splits.json"):
        candidate = corpus_path.with_name(name)
        if candidate != corpus_path and candidate.is_file():
            return candidate
    return None


#: The classifier's kinds of a ``.json`` file read as a corpus: a split manifest may be
#: found beside it (:func:`find_split_manifest`).
_JSON_KINDS = ("corpus-json", "split-manifest", "json")


def parse_trace_any_tie(path: Path) -> TrainingRun:
    """Read a bpe-merges-v1 trace, accepting whichever tie policy its winners obey.

    Raises:
        TraceError: when no policy fits.
        OSError, UnicodeDecodeError (as ValueError): unreadable file.
    """
    from bpe_viewer.core.formats import trace_v1
    from bpe_viewer.core.safeio import read_input

    text = read_input(path).decode("utf-8")
    return trace_v1.parse_trace_any_tie(text, source=path.name)


def plan_open(
    path: str | Path,
    *,
    unit: str = "file",
    split: str | Path | None = None,
    auto_split: bool = False,
) -> LoadPlan:
    """Decide how to load ``path`` from its head only; reading the whole input happens
    later, in the worker (the plan's ``documents`` or ``finished``, or the word and piece
    table jobs).

    Args:
        path: file or folder.
        unit: document unit for plain text (``file``, ``line``, ``paragraph``).
        split: an explicit split manifest (corpus JSON only).
        auto_split: look for a manifest beside a corpus JSON file when ``split`` is None
            (off by default: the command line never does, and the two must agree).

    Raises:
        OSError: when the input does not exist or cannot be read, or is a FIFO or a
            device (refused here, on the GUI thread, before any read).
    """
    from bpe_viewer.core.corpus_files import load_corpus

    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: cannot read (No such file or directory)")  # as input_kind
    found = classify(p)
    if found.is_table:
        from bpe_viewer.core.interop import load

        return LoadPlan("table", p, None, finished=lambda: load(p), file=found)
    if found.kind == "piece-table":
        return LoadPlan("pieces", p, None, file=found)
    if found.kind == "run":
        from bpe_viewer.core.formats.run_json import load_run

        return LoadPlan("run", p, None, finished=lambda: load_run(p), file=found)
    if found.kind == "trace":
        return LoadPlan("trace", p, None, finished=lambda: parse_trace_any_tie(p), file=found)
    manifest: Path | None = Path(split) if split is not None else None
    if manifest is None and found.kind == "word-table":
        return LoadPlan("words", p, None, file=found)
    if manifest is None and auto_split and found.kind in _JSON_KINDS:
        manifest = find_split_manifest(p)
    # load_corpus refuses a manifest for other inputs with a clear message.
    return LoadPlan(
        "corpus",
        p,
        manifest,
        documents=lambda: load_corpus(p, unit=unit, split=manifest),
        file=found,
    )
