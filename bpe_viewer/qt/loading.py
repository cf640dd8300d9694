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
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bpe_viewer.core import TrainingRun, interop
from bpe_viewer.core.corpus import Corpus

TRACE_HEADER = b"TRACE bpe-merges-v1 BEGIN"
#: Merge tables of other libraries, opened finished (:func:`bpe_viewer.core.interop.load`).
TABLE_KINDS = interop.TABLE_KINDS
_RUN_FORMAT = re.compile(rb'"format"\s*:\s*"bpe-viewer-run"')


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
    """

    kind: str
    path: Path
    split: Path | None
    documents: Callable[[], Corpus] | None = None
    finished: Callable[[], TrainingRun] | None = None

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


def _head(path: Path, size: int = 4096) -> bytes:
    """The first bytes of a regular file, through the one opener (never blocks on a FIFO)."""
    from bpe_viewer.core.safeio import read_input

    return read_input(path, head=size)


def detect_kind(path: Path) -> str:
    """``folder``, ``run``, ``trace``, ``jsonl``, ``json`` or ``text``.

    Raises:
        OSError: if the file cannot be read.
    """
    if path.is_dir():
        return "folder"
    name = path.name.lower()
    if name.endswith(".bpe-run.json"):
        return "run"
    head = _head(path)
    if head.lstrip(b"\xef\xbb\xbf").startswith(TRACE_HEADER):
        return "trace"
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        return "jsonl"
    if suffix == ".json":
        if _RUN_FORMAT.search(head):
            return "run"
        return "json"
    return "text"


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


def _is_word_table(path: Path) -> bool:
    from bpe_viewer.core.safeio import read_input

    try:
        value = json.loads(read_input(path))
    except (OSError, ValueError, RecursionError):
        return False
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
        and "format" not in value
        and "train" not in value
    )


def plan_open(
    path: str | Path,
    *,
    unit: str = "file",
    split: str | Path | None = None,
    auto_split: bool = False,
) -> LoadPlan:
    """Decide how to load ``path``. Reading the whole file happens later, in ``make``.

    Args:
        path: file or folder.
        unit: document unit for plain text (``file``, ``line``, ``paragraph``).
        split: an explicit split manifest (corpus JSON only).
        auto_split: look for a manifest beside a corpus JSON file when ``split`` is None
            (off by default: the command line never does, and the two must agree).

    Raises:
        OSError: when the input does not exist or cannot be read.
    """
    from bpe_viewer.core.corpus_files import load_corpus

    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: cannot read (No such file or directory)")  # as input_kind
    from bpe_viewer.core.safeio import input_kind

    input_kind(p)  # a FIFO or device is refused here, on the GUI thread, before any read
    from bpe_viewer.core.interop import table_kind

    if table_kind(p) in TABLE_KINDS:
        from bpe_viewer.core.interop import load

        return LoadPlan("table", p, None, finished=lambda: load(p))
    from bpe_viewer.core.piecetable import is_piece_table

    if is_piece_table(p):
        return LoadPlan("pieces", p, None)
    kind = detect_kind(p)
    if kind == "run":
        from bpe_viewer.core.formats.run_json import load_run

        return LoadPlan("run", p, None, finished=lambda: load_run(p))
    if kind == "trace":
        return LoadPlan("trace", p, None, finished=lambda: parse_trace_any_tie(p))
    manifest: Path | None = Path(split) if split is not None else None
    if kind == "json":
        if manifest is None and _is_word_table(p):
            return LoadPlan("words", p, None)
        if manifest is None and auto_split:
            manifest = find_split_manifest(p)
    elif manifest is not None:
        # load_corpus refuses a manifest for other inputs with a clear message.
        pass
    return LoadPlan(
        "corpus", p, manifest, documents=lambda: load_corpus(p, unit=unit, split=manifest)
    )
