"""Work with the tokenizer ecosystem: open and write Hugging Face, tiktoken and minbpe tables.

:func:`load` opens anything that holds a merge table: a saved run, a ``bpe-merges-v1``
trace, a Hugging Face ``tokenizer.json``, a ``vocab.json`` + ``merges.txt`` pair (the
folder, or either file with the other beside it), a GPT-2-style merges file alone, a
``.tiktoken`` rank file (with its optional ``.json`` sidecar), a minbpe ``.model`` or a
SentencePiece BPE ``.model`` (told apart by their contents).
:func:`export` writes a run in those formats. Nothing here needs the other libraries.

Example (needs a downloaded GPT-2 ``tokenizer.json``, so not run as a doctest)::

    run = load("gpt2/tokenizer.json")
    run.encode("Hello world")      # [15496, 995]: the IDs Hugging Face gives
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from bpe_viewer.core.formats.classify import TABLE_KINDS, classify
from bpe_viewer.core.input_files import pair_of
from bpe_viewer.core.interop.table import TableError, read_file, read_text
from bpe_viewer.core.run import TrainingRun

__all__ = [
    "EXPORT_FORMATS",
    "KIND_NAMES",
    "TABLE_KINDS",
    "TableError",
    "export",
    "load",
    "source_label",
    "table_kind",
]

#: Export formats and what each writes.
EXPORT_FORMATS: dict[str, str] = {
    "hf": "a Hugging Face tokenizer.json",
    "vocab-merges": "a folder with vocab.json, merges.txt, README.txt and bpe-viewer.json",
    "tiktoken": "NAME.tiktoken and its NAME.json sidecar (pattern and special tokens)",
    "minbpe": "a minbpe .model file (version 1)",
}

#: What each kind of :func:`table_kind` is called in reports.
KIND_NAMES: dict[str, str] = {
    "run": "saved run",
    "trace": "bpe-merges-v1 trace",
    "hf": "Hugging Face tokenizer.json",
    "vocab-merges": "vocab.json + merges.txt",
    "merges": "merges file",
    "tiktoken": "tiktoken rank file",
    "minbpe": "minbpe model",
    "sentencepiece": "SentencePiece model",
}

#: Kinds that are GPT-2-style merges files (alone, or with a vocab.json beside them).
MERGES_KINDS = ("merges", "vocab-merges")


def source_label(path: str | os.PathLike[str], kind: str | None = None) -> str:
    """How reports and the Compare view name a table by its source: ``merges file
    merges.txt`` for a GPT-2-style merges file (with or without its ``vocab.json``),
    else the kind's name and the file name (``Hugging Face tokenizer.json
    tokenizer.json``); a saved run or trace is just its file name.

    Args:
        path: the file or folder opened.
        kind: its :func:`table_kind`, when already known (found from the file otherwise).
    """
    p = Path(path)
    if kind is None:
        try:
            kind = table_kind(p)
        except TableError:
            kind = "other"
    if kind in MERGES_KINDS:
        _vocab, merges = pair_of(p)
        name = p.name if merges is None else merges.name
        return f"merges file {p.name}/{name}" if p.is_dir() else f"merges file {name}"
    if kind in ("run", "trace", "other"):
        return p.name
    return f"{KIND_NAMES.get(kind, kind)} {p.name}"


def table_kind(path: str | os.PathLike[str]) -> str:
    """What ``path`` holds: ``run``, ``trace``, ``hf``, ``vocab-merges``, ``merges``,
    ``tiktoken``, ``minbpe``, ``sentencepiece``, or ``other`` (a corpus, or anything else).

    Decided by the one classifier (:func:`bpe_viewer.core.formats.classify.classify`),
    from the folder's files or the file's first bytes, never from running it.

    Raises:
        TableError: for a path that exists but cannot be read, or is a FIFO or a device
            (refused by the one opener, never read). A missing path is ``other``, so its
            loader names it.
    """
    from bpe_viewer.core.safeio import InputError

    try:
        return classify(path).table_kind
    except InputError as err:
        if os.path.exists(path):
            raise TableError(str(err)) from None
        return "other"


def load(
    path: str | os.PathLike[str], *, pretokenizer: str | None = None, documents: bool = True
) -> TrainingRun:
    """Open a saved run or a merge table of any kind, checked by the one validator once.

    See :func:`_load` for the arguments; every run returned passed
    :func:`bpe_viewer.core.validate.check_run`, called by the reader of its kind (the
    saved-run reader, the trace reader, the table builder of the other libraries'
    files), never a second time here: on a 10 MB run the check is most of the time an
    opening takes.

    Raises:
        ArgumentTypeError: (a TypeError) for a ``path`` that is not a ``str`` or
            ``os.PathLike`` (an ``int`` would be opened as a file descriptor) or a
            ``pretokenizer`` that is neither None nor a ``str``.
        ValueError: for an empty ``path`` or one holding a NUL character.
        TableError: one line naming the file, as :func:`_load`, or the rule the run breaks.
    """
    from bpe_viewer.core.arguments import check_path, check_str

    check_path(path, "path")
    if pretokenizer is not None:
        check_str(pretokenizer, "pretokenizer")
    return _load(path, pretokenizer=pretokenizer, documents=documents)


def _load(
    path: str | os.PathLike[str], *, pretokenizer: str | None = None, documents: bool = True
) -> TrainingRun:
    """Open a saved run or a merge table of any kind (see the module docstring).

    Args:
        path: the file or folder.
        pretokenizer: for a table, the pre-tokenizer to encode with instead of the one
            the file says (a bare ``vocab.json``/``merges.txt`` is read with ``gpt2``, a
            bare ``.tiktoken`` file with ``none``).
        documents: False to open a saved run's table only, without its documents (an
            export needs none; :func:`~bpe_viewer.core.formats.run_json.load_run`).

    Returns:
        A :class:`TrainingRun`: a trained run, or a table (``kind == "table"``) that keeps
        its source's IDs.

    Raises:
        TableError: one line naming the file and the entry, for anything that cannot be
            opened (including a corpus, which is trained rather than opened).
    """
    from bpe_viewer.core.pretokenize import check_pretokenizer

    if pretokenizer is not None:
        try:
            check_pretokenizer(pretokenizer)
        except ValueError as err:
            raise TableError(str(err)) from None
    kind = table_kind(path)
    name = str(path)
    if kind == "run":
        from bpe_viewer.core.formats.run_json import RunFileError, load_run

        try:
            return load_run(path, documents=documents)
        except RunFileError as err:
            raise TableError(str(err)) from None
    if kind == "trace":
        from bpe_viewer.core.formats.trace_v1 import TraceError, parse_trace_any_tie

        text = read_text(path, name)
        try:
            return parse_trace_any_tie(text, source=name)
        except TraceError as err:
            raise TableError(str(err)) from None
    if kind == "hf":
        from bpe_viewer.core.interop.hf import load_tokenizer_json

        run = load_tokenizer_json(path)
        return _with_pretokenizer(run, pretokenizer)
    if kind in ("vocab-merges", "merges"):
        from bpe_viewer.core.interop.hf import load_vocab_merges

        vocab, merges = pair_of(Path(path))
        if merges is None:
            raise TableError(f"{name}: no merges file beside the vocabulary")
        return load_vocab_merges(vocab if kind == "vocab-merges" else None, merges, pretokenizer)
    if kind == "tiktoken":
        from bpe_viewer.core.interop.tiktoken_file import load_tiktoken

        return load_tiktoken(path, pretokenizer)
    if kind == "minbpe":
        from bpe_viewer.core.interop.minbpe import load_minbpe

        return load_minbpe(path, pretokenizer)
    if kind == "sentencepiece":
        from bpe_viewer.core.interop.sentencepiece_table import load_sentencepiece

        if pretokenizer is not None:
            raise TableError(
                f"{name}: a SentencePiece model has no pre-tokenizer to replace "
                f"(--pretokenize {pretokenizer} cannot apply)"
            )
        return load_sentencepiece(path)
    if not os.path.exists(path):
        read_file(path)  # the one reading path names the missing file
    why = ""
    if not Path(path).is_dir():
        from bpe_viewer.core.formats.run_json import RunFileError, load_run

        try:
            return load_run(path)  # a damaged saved run gets the saved-run checks' message
        except RunFileError as err:
            text = str(err)
            if "not a saved bpe-viewer run" not in text:
                raise TableError(text) from None
            # "NAME: not a saved bpe-viewer run (not UTF-8 text: byte offset 2)": the
            # reason in brackets says what the bytes are instead (text that is not JSON
            # needs no saying).
            if text.endswith(")") and " run (" in text:
                why = text[text.index(" run (") + len(" run (") : -1]
                why = "" if why == "not JSON" else why + "; "
    raise TableError(
        f"{name}: not a saved run or a merge table ({why}expected a bpe-viewer run, a "
        "bpe-merges-v1 trace, tokenizer.json, vocab.json + merges.txt, a merges file, "
        ".tiktoken, a minbpe .model or a SentencePiece BPE .model)"
    )


def _with_pretokenizer(run: TrainingRun, pretokenizer: str | None) -> TrainingRun:
    if pretokenizer is None or pretokenizer == run.pretokenizer:
        return run
    return run.replace(pretokenizer=pretokenizer)


def check_format_keeps(run: TrainingRun, fmt: str) -> None:
    """Refuse to write a run in a format that would lose what it does to text.

    Only ``hf`` (``tokenizer.json``) holds a normalizer (a ``tokenizer.json``'s or
    ``train --normalize``'s), a prefix space and a sequence of splits; ``tiktoken`` also
    holds ``ignore_merges`` (tiktoken takes a piece that is a token whole, the same rule).
    minbpe numbers the merges from 256, so it cannot hold special tokens right after the
    bytes; no format holds a SentencePiece model's own encoding.

    Raises:
        TableError: one line naming the run, the setting and the format.
    """
    from bpe_viewer.core.pretokenize import SPLITS_PREFIX, describe_pretokenizer

    name = run.source or "run"
    if run.codec is not None:
        raise TableError(
            f"{name}: a SentencePiece table cannot be exported as {fmt}: "
            "export writes byte-level BPE formats only"
        )
    if fmt == "minbpe" and run.special_ids == "after-bytes":
        raise TableError(
            f"{name}: minbpe numbers the merges from 256, so special tokens right after the "
            "bytes (--special-ids after-bytes) cannot be written; export as hf or tiktoken"
        )
    if fmt == "hf":
        return
    lost = []
    if run.normalizer is not None:
        lost.append(f"normalizer {run.normalizer.describe()}")
    if run.prefix_space:
        lost.append("prefix space")
    if run.ignore_merges and fmt != "tiktoken":
        lost.append("ignore_merges")
    if run.pretokenizer.startswith(SPLITS_PREFIX):
        lost.append(f"pre-tokenizer {describe_pretokenizer(run.pretokenizer)}")
    if run.added_token_options:
        lost.append("special tokens found with lstrip, rstrip, single_word or normalized")
    if lost:
        raise TableError(
            f"{name}: {', '.join(lost)} cannot be written as {fmt} "
            f"({EXPORT_FORMATS[fmt]}); export it as hf, the format that keeps it"
        )


def export(
    run: TrainingRun,
    fmt: str,
    path: str | os.PathLike[str],
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
    name: str | os.PathLike[str] | None = None,
) -> list[Path]:
    """Write ``run`` as ``fmt`` (a key of :data:`EXPORT_FORMATS`) at ``path``.

    ``hf`` writes the file ``path`` (a folder gets ``tokenizer.json`` inside);
    ``vocab-merges`` fills the folder ``path`` (made if missing); ``tiktoken`` writes
    ``path`` with the suffix ``.tiktoken`` and the sidecar with ``.json``; ``minbpe``
    writes ``path`` (``.model`` added when it has no suffix and is not a device or FIFO such
    as ``/dev/null``). A ``path`` ending in ``/``
    is a folder (``hf`` writes ``tokenizer.json`` in it; ``tiktoken`` and ``minbpe``
    refuse it). The files are written as one set (:class:`~bpe_viewer.core.fileset.FileSet`):
    either all of them are in place or the old ones are untouched and no folder made for
    them stays; none is written when any of them is a file read (``inputs``, the files the
    run was read from,
    :func:`~bpe_viewer.core.input_files.table_files`).

    ``name`` is the file the run was read from (a saved run, a table): a message about
    the run names it, as the user gave it, rather than the corpus the run was trained on
    (``run.source``).

    Returns:
        The files written.

    Raises:
        TableError: when the run cannot be written in that format (two tokens with the
            same bytes, a special token that is not text, ...) or a file cannot be written.
    """
    try:
        return _export(run, fmt, path, inputs)
    except TableError as err:
        text = str(err)
        source = f"{run.source or 'run'}: "
        if name is None or not text.startswith(source):
            raise
        raise TableError(f"{os.fspath(name)}: {text[len(source) :]}") from None


def _export(
    run: TrainingRun,
    fmt: str,
    path: str | os.PathLike[str],
    inputs: Iterable[str | os.PathLike[str] | None],
) -> list[Path]:
    """:func:`export` with messages naming ``run.source``."""
    from bpe_viewer.core.fileset import FileSet
    from bpe_viewer.core.safeio import OutputError, names_folder

    raw = os.fspath(path)
    as_folder = names_folder(raw)
    if fmt in EXPORT_FORMATS:
        check_format_keeps(run, fmt)
    target = Path(path)
    files: dict[Path, str] = {}
    if as_folder and fmt in ("tiktoken", "minbpe"):
        raise TableError(f"{raw}: names a folder (it ends in {os.sep}); {fmt} writes a file")
    if fmt == "hf":
        from bpe_viewer.core.interop.hf_export import tokenizer_json_text

        if target.is_dir() or as_folder:
            target = target / "tokenizer.json"
        files[target] = tokenizer_json_text(run)
    elif fmt == "vocab-merges":
        from bpe_viewer.core.interop.hf_export import vocab_merges_files

        if target.exists() and not target.is_dir():
            raise TableError(f"{target}: exists and is not a folder (vocab-merges writes a folder)")
        for name, text in vocab_merges_files(run).items():
            files[target / name] = text
    elif fmt == "tiktoken":
        from bpe_viewer.core.interop.tiktoken_file import tiktoken_files

        ranks, sidecar = tiktoken_files(run)
        if target.suffix != ".tiktoken":
            target = target.with_name(target.name + ".tiktoken")
        files[target] = ranks
        files[target.with_suffix(".json")] = sidecar
    elif fmt == "minbpe":
        from bpe_viewer.core.interop.minbpe import minbpe_model

        # /dev/null or a FIFO is written as it is, never beside it as NAME.model
        special = target.exists() and not target.is_file() and not target.is_dir()
        if not target.suffix and not special:
            target = target.with_suffix(".model")
        files[target] = minbpe_model(run)
    else:
        raise TableError(
            f"unknown export format {fmt!r}; expected one of {', '.join(EXPORT_FORMATS)}"
        )
    # One set: every file checked before the first is written, and either all of them
    # are in place or the old ones are untouched (a folder made for them goes again).
    fileset = FileSet(inputs=inputs, make_folders=True)
    try:
        for file in files:
            fileset.check(file)
        with fileset:
            for file, text in files.items():
                fileset.add(file, text)
    except OutputError as err:
        raise TableError(str(err)) from None
    return list(files)
