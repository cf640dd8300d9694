"""The saved-run JSON format (``bpe-viewer-run``, version 1.3).

A saved run holds everything the explorer needs to show every round without
retraining: each document's final tokens, the rules, and each round's recorded
candidates. Token bytes are not stored; they follow from the rules. Example::

    {"format": "bpe-viewer-run", "version": 1, "tie": "smallest",
     "requested_merges": 2, "source": "example", "special_tokens": [],
     "documents": [{"id": "doc-1", "partition": "train", "label": "...",
                    "tokens": [256, 97]}],
     "rules": [[97, 97, 2, 1]],                      # left, right, count, replacements
     "rounds": [{"distinct_pairs": 3, "tied": 1,
                 "candidates": [[97, 97, 2], [97, 98, 1], [98, 97, 1]]}],
     "minor_version": 2, "unit": "paragraph", "stage": 1,
     "notes": {"run": "...", "stages": [{"stage": 0, "text": "..."}]}}

Version 1.1 adds ``minor_version`` and the teacher's ``notes``
(:mod:`bpe_viewer.core.notes`), written only when there are notes. Version 1.2 adds a
document's ``weight`` (how many times it stands in the counted text: a row of a piece or
word table), written only when it is not 1, and the text settings of a run whose table
came from a ``tokenizer.json``: ``normalizer`` (its ``tokenizer.json`` object,
:mod:`bpe_viewer.core.normalize`), ``prefix_space``, ``ignore_merges`` and
``trim_offsets``, ``added_token_options`` (``[lstrip, rstrip, single_word, normalized]``
per special token), and the ``reserved_ids`` of a tiktoken table's placeholder ranks,
``unit``, the document unit a plain text was cut by (left out for inputs with their own
documents), and ``stage``, the stage on screen when the run was saved, where the window
reopens it (neither changes a result), each written only when it is not the default (no
normalizer, false, false, true, none, none, none, none); a run with none of them says
minor version 1 (nor one with ``sentencepiece``, below). It stays version 1: a 1.0
reader ignores keys it does not know and loads the run without the notes; this reader
loads 1.0 and 1.1 files and ignores keys of later minor versions. A new major
``version`` is refused.

Numbers are read by :mod:`bpe_viewer.core.bounds` (token IDs in 32 bits, counts in 63),
and token bytes are added up by its size check before any token is built.

Version 1.2 also adds ``sentencepiece`` for a run made from a SentencePiece model (a
replay of one): the model's pieces, normalizer settings and the piece of each token
(:meth:`~bpe_viewer.core.interop.sentencepiece.SentencePieceCodec.to_json`), so that the
saved run encodes and decodes as the model does. A run trained with ``--normalize``
keeps the form as its ``normalizer`` (``{"type": "NFC"}``, as a ``tokenizer.json``
writes it); one trained with ``--special-ids after-bytes`` keeps that layout as its
``source_ids``.

Version 1.3 adds ``spec``, the run's training settings
(:meth:`TrainingSpec.to_json <bpe_viewer.core.spec.TrainingSpec.to_json>`), written only
when they say more than the fields above (a vocabulary size asked for, ``keep``, the
word tie order): a run without it reads its spec from the fields
(:meth:`~bpe_viewer.core.run.TrainingRun.described_spec`), as 1.0 to 1.2 files do. A spec
that disagrees with the fields (another tie policy, pre-tokenizer, special tokens, ID
layout, normalization or merge count) is refused.

Files are written atomically (a temporary file in the same folder, then a rename) and
read with orjson or :mod:`json` only (:mod:`bpe_viewer.core.formats.run_text`): loading
never executes code. The big arrays are checked with numpy
(:mod:`bpe_viewer.core.formats.run_arrays`); an export opens the rules alone
(``documents=False``).
"""

from __future__ import annotations

import json
import os
from array import array
from collections.abc import Callable, Iterable
from typing import Any

from bpe_viewer.core.bounds import COUNT_MAX, ID_MAX, SizeCheck, WeightTotal, read_count
from bpe_viewer.core.corpus import is_document_unit
from bpe_viewer.core.formats.run_arrays import document_tokens, packed_rounds
from bpe_viewer.core.formats.run_schema import FORMAT_MINOR_VERSION as FORMAT_MINOR_VERSION
from bpe_viewer.core.formats.run_schema import FORMAT_NAME as FORMAT_NAME
from bpe_viewer.core.formats.run_schema import FORMAT_VERSION as FORMAT_VERSION
from bpe_viewer.core.formats.run_schema import SCHEMA as SCHEMA
from bpe_viewer.core.formats.run_schema import RunFileError as RunFileError
from bpe_viewer.core.formats.run_schema import check_schema
from bpe_viewer.core.formats.run_text import decode_run_text, gc_paused
from bpe_viewer.core.notes import notes_from_json
from bpe_viewer.core.pretokenize import PatternError, check_pretokenizer
from bpe_viewer.core.render import format_count
from bpe_viewer.core.run import DocumentRecord, TrainingRun
from bpe_viewer.core.safeio import (
    InputError,
    check_cancelled,
    read_input,
    too_large_message,
    write_output,
)
from bpe_viewer.core.spec import TrainingSpec
from bpe_viewer.core.trainer import BYTE_COUNT, Candidate, MergeRule, TrainingRound
from bpe_viewer.core.validate import RunCheckError, check_run


def run_to_json(run: TrainingRun, *, stage: int | None = None) -> dict[str, Any]:
    """The JSON object of a run (see the module docstring for the layout).

    Args:
        run: the run.
        stage: the stage on screen, stored as ``stage`` to reopen at (clamped to
            0..merge_count); None stores none.
    """
    spec = run.spec if run.spec != run.described_spec() else None
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        # The oldest minor version that reads the run whole: 1.1 without weights, text
        # settings, a unit or a stage.
        "minor_version": FORMAT_MINOR_VERSION
        if spec is not None
        else 2
        if any(d.weight != 1 for d in run.documents)
        or _text_settings_json(run)
        or run.unit is not None
        or stage is not None
        or run.codec is not None
        else 1,
        "tie": run.tie,
        "requested_merges": run.requested_merges,
        "source": run.source,
        "special_tokens": [t.hex() for t in run.special_tokens],
        "pretokenizer": run.pretokenizer,
        "kind": run.kind,
        **({} if run.source_ids is None else {"source_ids": list(run.source_ids)}),
        **({} if run.codec is None else {"sentencepiece": run.codec.to_json()}),
        "documents": [
            {
                "id": d.doc_id,
                "partition": d.partition,
                "label": d.label,
                **({} if d.weight == 1 else {"weight": d.weight}),
                "tokens": run.final_token_array(i).tolist(),
            }
            for i, d in enumerate(run.documents)
        ],
        "rules": [[r.left, r.right, r.candidate_count, r.replacement_count] for r in run.rules],
        "rounds": [
            {
                "distinct_pairs": rnd.distinct_pairs,
                "tied": rnd.tied,
                "candidates": [[c.left, c.right, c.count] for c in rnd.candidates],
            }
            for rnd in run.rounds
        ],
        **({"notes": run.notes.to_json()} if run.notes else {}),
        **_text_settings_json(run),
        **({"unit": run.unit} if run.unit is not None else {}),
        **({} if stage is None else {"stage": min(max(0, stage), run.merge_count)}),
        **({} if spec is None else {"spec": spec.to_json()}),
    }


def _text_settings_json(run: TrainingRun) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if run.normalizer is not None:
        out["normalizer"] = run.normalizer.to_json()
    if run.prefix_space:
        out["prefix_space"] = True
    if run.ignore_merges:
        out["ignore_merges"] = True
    if not run.trim_offsets:
        out["trim_offsets"] = False
    if run.reserved_ids:
        out["reserved_ids"] = list(run.reserved_ids)
    if run.added_token_options:
        out["added_token_options"] = [
            [o.lstrip, o.rstrip, o.single_word, o.normalized] for o in run.added_token_options
        ]
    return out


def run_from_json(
    data: Any,
    source: str = "run",
    *,
    may_hold_booleans: bool = True,
    documents: bool = True,
) -> TrainingRun:
    """Rebuild a run from its JSON object, checking it thoroughly.

    Args:
        data: the parsed JSON.
        source: the file name, for messages.
        may_hold_booleans: False when the text held no ``true``/``false`` at all, so
            the token lists need no per-item type check beyond the array conversion.
        documents: False to open the run's table only (what an export writes): the
            documents are checked against the schema but not rebuilt, the run returned
            holds none, and the checks that compare the rules with the documents' tokens
            are left out (:func:`~bpe_viewer.core.validate.check_run`).

    Raises:
        RunFileError: naming ``source`` and the first problem (schema, or a rule,
            candidate or token that does not fit the run).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise RunFileError(f"{source}: not a saved bpe-viewer run")
    if data.get("version") != FORMAT_VERSION:
        raise RunFileError(
            f"{source}: saved-run version {data.get('version')!r} is not one this program "
            f"reads (version {FORMAT_VERSION})"
        )
    check_schema(data, source)
    for key in ("requested_merges",):
        if key in data:
            _check_int(data[key], f"{source}: {key}")
    kind = data.get("kind", "training")
    rules_raw = data["rules"]
    rounds_raw = data["rounds"]
    if len(rules_raw) != len(rounds_raw):
        raise RunFileError(
            f"{source}: {format_count(len(rules_raw), 'rule')} but "
            f"{format_count(len(rounds_raw), 'round')}"
        )
    # Token sizes are added up before any token's bytes are built: a few rules like
    # (97,97), (256,256), (257,257), ... would otherwise double the memory each time.
    try:
        sizes = SizeCheck(source)
    except InputError as err:
        raise RunFileError(str(err)) from None
    lengths = [1] * BYTE_COUNT
    rounds_checked: list[tuple[int, int, int, int, int, int, list[Candidate]]] = []
    rounds_tied: list[int] = []
    # The rules and candidates checked as arrays; on any doubt, one by one below.
    packed = packed_rounds(rules_raw, rounds_raw, kind)
    for rank, (rule_raw, rnd) in enumerate(zip(rules_raw, rounds_raw, strict=True)):
        token_id = BYTE_COUNT + rank
        where = f"{source}: rule {rank}"
        left, right, count, replaced = _int_list(rule_raw, where, 4, 0, COUNT_MAX)
        if left >= token_id or right >= token_id:
            raise RunFileError(f"{where} uses a token ID not yet learned")
        distinct = _check_int(rnd["distinct_pairs"], f"{source}: round {rank}: distinct_pairs")
        tied = _check_int(rnd["tied"], f"{source}: round {rank}: tied")
        cands: list[Candidate] = []
        if packed is not None:
            _sizes_add(sizes, lengths, left, right, rank)
            rounds_checked.append((rank, left, right, count, replaced, distinct, cands))
            rounds_tied.append(tied)
            continue
        seen: set[tuple[int, int]] = set()
        for n, raw in enumerate(rnd["candidates"]):
            a, b, c = _int_list(raw, f"{source}: round {rank} candidate {n}", 3, 0, COUNT_MAX)
            if a >= token_id or b >= token_id:
                raise RunFileError(
                    f"{source}: round {rank} candidate {n}: ({a},{b}) uses a token ID not "
                    "yet learned"
                )
            if (a, b) in seen:
                raise RunFileError(f"{source}: round {rank}: candidate ({a},{b}) listed twice")
            seen.add((a, b))
            cands.append(Candidate(a, b, c))
        # A replayed table forces its rule: the first candidate is the corpus's own choice.
        if kind == "training" and not cands:
            raise RunFileError(f"{source}: round {rank}: no candidates")
        if kind == "training" and (cands[0].left, cands[0].right, cands[0].count) != (
            left,
            right,
            count,
        ):
            raise RunFileError(f"{source}: round {rank}: first candidate is not the rule")
        _sizes_add(sizes, lengths, left, right, rank)
        rounds_checked.append((rank, left, right, count, replaced, distinct, cands))
        rounds_tied.append(tied)
    specials = [bytes.fromhex(t) for t in data.get("special_tokens", [])]
    lengths.extend(len(t) for t in specials)
    docs = data["documents"] if documents else []
    records = []
    finals: list[array[int]] = []
    total = 0
    size_of = _token_sizes(lengths)
    weights = WeightTotal(RunFileError)
    # All documents' tokens checked as one array; on any doubt, one by one below.
    bulk = document_tokens(
        [d["tokens"] for d in docs], len(lengths) - 1, lengths, may_hold_booleans
    )
    for n, d in enumerate(docs):
        check_cancelled()
        if bulk is not None:
            tokens, size = bulk[0][n], bulk[1][n]
        else:
            tokens = _token_array(
                d["tokens"],
                f"{source}: document {d['id']!r}",
                len(lengths) - 1,
                may_hold_booleans,
            )
            size = size_of(tokens)
        total += size
        if total > sizes.limit:  # the documents' bytes, apart from the tokens' own
            raise RunFileError(
                too_large_message(source, f"the documents up to {d['id']!r} hold {total} bytes")
            )
        try:
            weight = read_count(
                d.get("weight", 1), f"{source}: document {d['id']!r}", "weight", lo=1
            )
            weights.add(weight, size, f"{source}: document {d['id']!r}")
        except InputError as err:
            raise RunFileError(str(err)) from None
        finals.append(tokens)
        records.append(
            DocumentRecord(d["id"], d["partition"], d.get("label", d["id"]), size, weight)
        )
    vocab = [bytes([i]) for i in range(BYTE_COUNT)]
    rounds: list[TrainingRound] = []
    for (rank, left, right, count, replaced, distinct, cands), tied in zip(
        rounds_checked, rounds_tied, strict=True
    ):
        token_id = BYTE_COUNT + rank
        vocab.append(vocab[left] + vocab[right])
        rule = MergeRule(rank, left, right, token_id, vocab[token_id], count, replaced)
        if packed is None:
            rounds.append(TrainingRound(rule, cands, distinct, tied))
        else:
            rounds.append(TrainingRound._packed(rule, *packed[rank], distinct, tied))
    try:
        notes = notes_from_json(data.get("notes"), len(rounds), source)
    except ValueError as err:
        raise RunFileError(str(err)) from None
    pretokenizer = data.get("pretokenizer", "none")
    try:
        # A pattern of its own runs under the bounds of patterns from files.
        check_pretokenizer(pretokenizer, f"{source}: pretokenizer")
    except ValueError as err:
        raise RunFileError(f"{source}: pretokenizer: {err}") from None
    from bpe_viewer.core.normalize import Normalizer
    from bpe_viewer.core.special_tokens import AddedTokenOptions

    try:
        normalizer = Normalizer.from_json(data.get("normalizer"), f"{source}: normalizer")
    except ValueError as err:
        raise RunFileError(str(err)) from None
    unit = data.get("unit")
    if unit is not None and not is_document_unit(unit):
        raise RunFileError(f"{source}: unit {_show_text(unit)} is not a document unit")
    stage = data.get("stage")
    if stage is not None:
        stage = _check_int(stage, f"{source}: stage")
        if stage > len(rounds):
            raise RunFileError(
                f"{source}: stage {stage} is past the run's last stage ({len(rounds)})"
            )
    codec = _codec(data.get("sentencepiece"), len(lengths), source)
    spec = None
    if "spec" in data:
        try:
            spec = TrainingSpec.from_json(data["spec"], f"{source}: spec")
        except ValueError as err:
            raise RunFileError(str(err)) from None
    try:
        run = TrainingRun(
            documents=records,
            final_tokens=finals,
            rounds=rounds,
            tie=data["tie"],
            requested_merges=data.get("requested_merges", len(rounds)),
            source=data.get("source", ""),
            special_tokens=specials,
            pretokenizer=pretokenizer,
            kind=kind,
            source_ids=_source_ids(data.get("source_ids"), len(lengths), source),
            unit=unit,
            notes=notes,
            normalizer=normalizer,
            prefix_space=data.get("prefix_space", False),
            ignore_merges=data.get("ignore_merges", False),
            trim_offsets=data.get("trim_offsets", True),
            reserved_ids=data.get("reserved_ids", ()),
            added_token_options=[
                AddedTokenOptions(*o) for o in data.get("added_token_options", [])
            ],
            codec=codec,
            spec=spec,
        )
        if spec is not None:
            _check_spec(run, spec)
        run.saved_stage = stage
        return check_run(run, source, documents=documents)
    except (RunCheckError, PatternError) as err:  # these name the file already
        raise RunFileError(str(err)) from None
    except ValueError as err:
        raise RunFileError(f"{source}: {err}") from None


def _sizes_add(sizes: SizeCheck, lengths: list[int], left: int, right: int, rank: int) -> None:
    """Add the byte length of rule ``rank``'s token to ``lengths`` and to the size check.

    Raises:
        RunFileError: when the tokens' bytes add up past what can be held.
    """
    size = lengths[left] + lengths[right]
    lengths.append(size)
    try:
        sizes.token(size, f"rule {rank}")
    except InputError as err:
        raise RunFileError(str(err)) from None
    if not rank & 0x3FF:
        check_cancelled()


#: The settings a saved spec shares with the run's own fields, which must agree.
_SHARED_SETTINGS = (
    *("merge_count", "tie", "pretokenizer", "special_tokens", "special_ids", "normalize"),
)


def _check_spec(run: TrainingRun, spec: TrainingSpec) -> None:
    """Refuse a saved ``spec`` that says another setting than the run's fields.

    Raises:
        ValueError: ``spec: tie 'first' disagrees with the run's 'smallest'`` (the
            caller puts the file's name before it).
    """
    described = run.described_spec()
    for name in _SHARED_SETTINGS:
        said, own = getattr(spec, name), getattr(described, name)
        if said != own:
            raise ValueError(f"spec: {name} {said!r} disagrees with the run's {own!r}")


def _show_text(value: str, limit: int = 40) -> str:
    """``value`` quoted for a message, cut at ``limit`` characters."""
    return repr(value if len(value) <= limit else value[:limit] + "…")


def _codec(value: Any, size: int, source: str) -> Any:
    """The optional ``sentencepiece`` object, as the run's codec (None when absent).

    Raises:
        RunFileError: naming the file when it is not a codec for ``size`` token IDs.
    """
    if value is None:
        return None
    from bpe_viewer.core.interop.sentencepiece import SentencePieceCodec
    from bpe_viewer.core.interop.table import TableError

    try:
        codec = SentencePieceCodec.from_json(value, f"{source}: sentencepiece")
    except TableError as err:
        raise RunFileError(str(err)) from None
    pieces = len(codec.model.pieces)
    if len(codec.own_ids) != size or not all(-1 <= i < pieces for i in codec.own_ids):
        raise RunFileError(
            f"{source}: sentencepiece: own_ids must give one piece (or -1) for each of the "
            f"{size} token IDs"
        )
    return codec


def _source_ids(values: Any, size: int, source: str) -> list[int] | None:
    """The optional ``source_ids`` list: one ID (or -1 for a byte without one) per token."""
    if values is None:
        return None
    _int_list(values, f"{source}: source_ids", size, -1, ID_MAX)
    return list(values)


def _token_array(values: Any, where: str, hi: int, may_hold_booleans: bool) -> array[int]:
    """A document's token list as a compact array, every item a JSON integer in
    ``0..hi``; the error names the first bad item.

    The conversion to an ``array`` checks types and range in C; a ``true`` would pass
    as 1, so with booleans in the text the types are checked one by one first.
    """
    if not isinstance(values, list):
        raise RunFileError(f"{where}: expected a list")
    typecode = "i" if hi < 2**31 else "q"
    try:
        if may_hold_booleans and not set(map(type, values)) <= {int}:
            raise TypeError
        arr = array(typecode, values)
    except (TypeError, OverflowError):
        _int_list(values, where, None, 0, hi, "unknown token ID {bad}")
        raise RunFileError(f"{where}: expected a list of token IDs") from None  # not reached
    if arr:
        if len(arr) < 256:
            low, high = min(arr), max(arr)
        else:
            import numpy as np

            view = np.frombuffer(arr, dtype=np.int32 if typecode == "i" else np.int64)
            low, high = int(view.min()), int(view.max())
        if low < 0 or high > hi:
            raise RunFileError(f"{where}: unknown token ID {low if low < 0 else high}")
    return arr


def _token_sizes(lengths: list[int]) -> Callable[[array[int]], int]:
    """A function giving the total bytes of a token array, by each ID's length."""
    table: Any = None

    def size_of(tokens: array[int]) -> int:
        nonlocal table
        if len(tokens) < 256:
            return sum(map(lengths.__getitem__, tokens))
        import numpy as np

        if table is None:
            table = np.array(lengths, dtype=np.int64)
        view = np.frombuffer(tokens, dtype=np.int32 if tokens.typecode == "i" else np.int64)
        return int(table[view].sum())

    return size_of


def _check_int(value: Any, where: str) -> int:
    """``value`` if it is a JSON integer in ``0..COUNT_MAX`` (not 2.0, not a boolean),
    read by the one number reader (:func:`bpe_viewer.core.bounds.read_count`)."""
    try:
        return read_count(value, where, "")
    except InputError as err:
        raise RunFileError(str(err)) from None


def _int_list(
    values: Any,
    where: str,
    length: int | None,
    lo: int,
    hi: int,
    out_of_range: str = "{bad} is outside {lo}..{hi}",
) -> list[int]:
    """``values`` if it is a list of JSON integers in ``lo..hi`` (of ``length`` items).

    The type and range checks run in C (``map``/``min``/``max``), so checking a document
    of millions of token IDs stays fast.
    """
    if not isinstance(values, list) or (length is not None and len(values) != length):
        shape = "a list" if length is None else f"a list of {length} integers"
        raise RunFileError(f"{where}: expected {shape}")
    if values:
        if not set(map(type, values)) <= {int}:
            bad = next(v for v in values if type(v) is not int)
            raise RunFileError(f"{where}: {bad!r} is not a whole number")
        low, high = min(values), max(values)
        if low < lo or high > hi:
            bad = low if low < lo else high
            raise RunFileError(f"{where}: " + out_of_range.format(bad=bad, lo=lo, hi=hi))
    return values


def write_text_atomic(
    path: str | os.PathLike[str],
    text: str,
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
) -> None:
    """Write ``text`` (UTF-8) through the one atomic writer (:func:`safeio.write_output`).

    Raises:
        OSError: (:class:`~bpe_viewer.core.safeio.OutputError`) when the file cannot or
            must not be written; the old file is left untouched.
    """
    write_output(path, text, inputs=inputs)


def write_bytes_atomic(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
) -> None:
    """Write ``data`` through the one atomic writer (:func:`safeio.write_output`).

    Raises:
        OSError: (:class:`~bpe_viewer.core.safeio.OutputError`) when the file cannot or
            must not be written; the old file is left untouched.
    """
    write_output(path, data, inputs=inputs)


def save_run(
    run: TrainingRun,
    path: str | os.PathLike[str],
    *,
    stage: int | None = None,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
) -> None:
    """Save a run as JSON, atomically; ``stage`` is the stage on screen to reopen at
    (see :func:`run_to_json`).

    Args:
        run: the run.
        path: the file to write.
        inputs: the files the run was read from; writing over any of them (or a file of
            an input folder) is refused (:func:`bpe_viewer.core.safeio.refuse_overwrite`).

    Raises:
        OSError: when the file cannot be written or is one of ``inputs``.
    """
    text = json.dumps(run_to_json(run, stage=stage), separators=(",", ":")) + "\n"
    write_text_atomic(path, text, inputs=inputs)


def parse_run_bytes(raw: bytes, name: str, *, documents: bool = True) -> TrainingRun:
    """A run from the bytes of a saved-run file (:func:`decode_run_text`), checked by
    :func:`check_run`; Python's garbage collector pauses meanwhile (:func:`gc_paused`).

    Args:
        raw: the file's bytes.
        name: the file name, for messages.
        documents: False to open the table only (:func:`run_from_json`).

    Raises:
        RunFileError: corrupt or foreign JSON, a key given twice in one object, a run
            that breaks the rules, or one too large to hold; the message names ``name``.
    """
    with gc_paused():
        data = decode_run_text(raw, name)
        try:
            # Without "true"/"false" anywhere in the text, no list can hold a boolean.
            booleans = b"true" in raw or b"false" in raw
            return run_from_json(data, name, may_hold_booleans=booleans, documents=documents)
        except MemoryError:
            raise RunFileError(f"{name}: the run is too large to hold in memory") from None


def load_run(path: str | os.PathLike[str], *, documents: bool = True) -> TrainingRun:
    """Load a saved run through the one opener and check it with the one validator.

    Args:
        path: the saved-run file.
        documents: False to open the table only, for an export (see
            :func:`run_from_json`): the run returned holds no documents.

    Raises:
        RunFileError: for a missing, unreadable, special (FIFO, device), oversized,
            corrupt, foreign or inconsistent file; the message names the file.
    """
    name = str(path)
    try:
        raw = read_input(path)
    except InputError as err:
        raise RunFileError(str(err)) from None
    return parse_run_bytes(raw, name, documents=documents)
