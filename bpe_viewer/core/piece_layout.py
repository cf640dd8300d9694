"""Pre-tokenization pieces of a corpus: cut, numbered, and assembled back (docs/rules.md s4).

Training sees each distinct piece between special tokens and pre-tokenization
boundaries once, weighted by how often it stands (:func:`distinct_pieces`, in several
processes for a large corpus). After the last round every document's final tokens are
its pieces' tokens and its special tokens' IDs in order (:func:`assemble_documents`).
Used by :mod:`bpe_viewer.core.training`.
"""

from __future__ import annotations

import itertools
import os
from array import array
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import Any, cast

from bpe_viewer.core.pretokenize import split_text
from bpe_viewer.core.safeio import check_cancelled
from bpe_viewer.core.trainer import _State

__all__ = [
    "PARALLEL_SPLIT_BYTES",
    "assemble_documents",
    "distinct_pieces",
    "number_pieces",
    "busy_cores",
    "process_count",
]


#: With ``workers`` above 1, corpora of at least this many bytes are cut into pieces by
#: several processes.
PARALLEL_SPLIT_BYTES = 4_000_000


def distinct_pieces(
    datas: Sequence[bytes],
    specials: tuple[bytes, ...],
    pretokenizer: str,
    workers: int | None = 1,
) -> tuple[list[bytes], list[int], array[int], list[int]]:
    """Cut documents into pre-tokenization pieces and number the distinct ones.

    Args:
        datas: the counted documents' bytes, in order.
        specials: special tokens (barriers, docs/rules.md s4).
        pretokenizer: a pre-tokenizer name (docs/rules.md s4).
        workers: processes that may cut a large corpus (:data:`PARALLEL_SPLIT_BYTES`),
            a run of documents each; their numbers are joined in document order, so
            the result is the same as cutting in one process. None: as many as
            :func:`process_count` finds worth starting.

    Returns:
        ``(pieces, weights, layout, entries)``: the distinct pieces in order of first
        occurrence, how often each stands, every document's pieces one after another
        as indices into ``pieces`` (``~k`` for the special token ``specials[k]``), and
        where each document's run of ``layout`` ends.
    """
    total = sum(map(len, datas)) if workers != 1 and pretokenizer != "none" else -1
    if workers is None:
        workers = process_count(total)
    if workers > 1 and total >= PARALLEL_SPLIT_BYTES:
        pieces, layout, entries = _number_pieces_in_processes(
            datas, specials, pretokenizer, workers, total
        )
    else:
        pieces, layout, entries = number_pieces(datas, specials, pretokenizer)
    return pieces, _piece_weights(layout, len(pieces)), layout, entries


def process_count(total: int) -> int:
    """How many processes pay for cutting ``total`` bytes of documents into pieces.

    One below :data:`PARALLEL_SPLIT_BYTES` (starting processes costs more than it
    saves), else one per core that is idle (this process's cores less
    :func:`busy_cores`), this process included, at most one per
    :data:`PARALLEL_SPLIT_BYTES` of text: on a machine whose cores are busy, processes
    cutting side by side lose to one alone.

    Args:
        total: the documents' size in bytes.

    Returns:
        A process count, at least 1.
    """
    if total < PARALLEL_SPLIT_BYTES:
        return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every platform
        cores = os.cpu_count() or 1
    return max(1, min(cores - busy_cores(), total // PARALLEL_SPLIT_BYTES))


#: where Linux tells how many threads are running or ready to run this instant
RUNNABLE_FILE = "/proc/loadavg"

#: where Linux lists this process's own threads, each with its state
OWN_THREADS = "/proc/self/task"


def busy_cores() -> int:
    """How many cores other work keeps busy now: the threads running or ready to run
    (the fourth field of :data:`RUNNABLE_FILE`, Linux) less this process's own (a
    window's GUI thread beside its worker is not other work), the fewest of five
    readings a millisecond apart (a kernel thread that runs for an instant is not
    work); else the one-minute load average, whole (it counts this process too once it
    has run a while); else 0."""
    import time

    try:
        readings = []
        for reading in range(5):
            if reading:
                time.sleep(0.001)
            with open(RUNNABLE_FILE, "rb") as f:
                runnable = int(f.read().split()[3].split(b"/")[0])
            readings.append(runnable - max(1, _own_running_threads()))
        return max(0, min(readings))
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.getloadavg()[0])
    except (AttributeError, OSError):
        return 0


def _own_running_threads() -> int:
    """How many of this process's threads are running or ready to run (state ``R`` in
    :data:`OWN_THREADS`), or 0 where that cannot be read."""
    count = 0
    try:
        tasks = os.listdir(OWN_THREADS)
    except OSError:
        return 0
    for task in tasks:
        try:
            with open(f"{OWN_THREADS}/{task}/stat", "rb") as f:
                state = f.read().rsplit(b")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue  # ended meanwhile
        count += state == b"R"
    return count


def number_pieces(
    datas: Sequence[bytes], specials: tuple[bytes, ...], pretokenizer: str
) -> tuple[list[bytes], array[int], list[int]]:
    """:func:`distinct_pieces` without the weights.

    Each document's pieces are numbered by the compiled kernel when it runs
    (:mod:`bpe_viewer.core.kernel`), else in plain Python, the reference; both give the
    same numbers.
    """
    from bpe_viewer.core.special_tokens import special_token_pattern, split_on_special_tokens

    special_index = {text: i for i, text in enumerate(specials)}
    special_pattern = special_token_pattern(specials)
    split = pretokenizer != "none"
    # Pieces are counted as text decoded with surrogate escapes (one regex call per
    # document gives them all), and only the distinct ones are encoded back to bytes.
    # A piece seen for the first time gets the next index: the dict's size.
    layout = array("i")
    distinct, extend = _numbering(layout)
    entries: list[int] = []
    for n, data in enumerate(datas):
        if not n & 0xFF:
            check_cancelled()
        if not specials and not split:
            if data:
                extend((data,))
            entries.append(len(layout))
            continue
        for part in split_on_special_tokens(data, special_pattern):
            if not isinstance(part, bytes):
                layout.append(~special_index[part.text])
            elif split:
                extend(split_text(part.decode("utf-8", "surrogateescape"), pretokenizer))
            else:
                extend((part,))
        entries.append(len(layout))
    pieces = [p if isinstance(p, bytes) else p.encode("utf-8", "surrogateescape") for p in distinct]
    distinct.clear()
    return pieces, layout, entries


def _numbering(
    layout: array[int],
) -> tuple[dict[str | bytes, int], Callable[[Sequence[str | bytes]], None]]:
    """The distinct pieces' numbers (empty), and a function that appends the numbers of
    some pieces to ``layout``, numbering a piece not yet seen with the dict's size: in
    the compiled kernel when it runs (``number``), else in one map over the pieces with
    a counter as the dict's default factory (the reference)."""
    from bpe_viewer.core import kernel

    if kernel.KERNEL is not None:
        number = kernel.KERNEL.number
        known: dict[str | bytes, int] = {}

        def extend(keys: Sequence[str | bytes]) -> None:
            layout.frombytes(number(keys, known))

        return known, extend
    distinct: defaultdict[str | bytes, int] = defaultdict(itertools.count().__next__)
    get = distinct.__getitem__

    def extend_plain(keys: Sequence[str | bytes]) -> None:
        layout.extend(map(get, keys))

    return distinct, extend_plain


#: runs of documents per cutter (this process and each started one): small enough that
#: this process, cutting runs while the others start, shares the work out evenly
_RUNS_PER_CUTTER = 4


def _number_pieces_in_processes(
    datas: Sequence[bytes],
    specials: tuple[bytes, ...],
    pretokenizer: str,
    workers: int,
    total: int,
) -> tuple[list[bytes], array[int], list[int]]:
    """:func:`number_pieces` over runs of documents of about equal bytes, cut by this
    process and ``workers - 1`` started ones (:func:`_process_context`) and joined in
    document order. Each started process has a run in hand and one waiting; this
    process cuts the next run in line meanwhile, so it does the first runs while the
    others start, and takes more of them on a machine where they get less time. When
    no process can start, or one ends early, this process cuts what is left."""
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    import numpy as np

    size = total // (_RUNS_PER_CUTTER * workers) + 1
    runs: list[Sequence[bytes]] = []
    begin, acc = 0, 0
    for i, data in enumerate(datas):
        acc += len(data)
        if acc >= size:
            runs.append(datas[begin : i + 1])
            begin, acc = i + 1, 0
    if begin < len(datas):
        runs.append(datas[begin:])
    if len(runs) < 2:  # one run: nothing to share
        return number_pieces(datas, specials, pretokenizer)
    numbers: array[int] = array("i")  # a run's pieces' numbers in the corpus
    distinct, number = _numbering(numbers)
    layout = array("i")
    entries: list[int] = []
    results: dict[int, tuple[list[bytes], array[int], list[int]]] = {}
    joined = 0

    def join_ready() -> None:
        # The runs' own numbers become the corpus's, in document order: a run's first
        # occurrences come after every earlier run's, so that order is kept.
        nonlocal joined
        while joined in results:
            pieces, part, ends = results.pop(joined)
            local = np.frombuffer(part, dtype=np.int32)
            if pieces:
                del numbers[:]
                number(pieces)
                index = np.frombuffer(numbers, dtype=np.int32)
                local = np.where(local >= 0, index[np.maximum(local, 0)], local)
                del index
            base = len(layout)
            layout.frombytes(local.astype(np.int32).tobytes())
            entries.extend(base + end for end in ends)
            joined += 1

    processes = workers - 1
    pool = ProcessPoolExecutor(max_workers=processes, mp_context=_process_context())
    futures: dict[int, Future[Any]] = {}
    broken = False
    taken = 0  # runs handed out so far, in order
    finished = False
    try:
        while taken < len(runs):
            while not broken and taken < len(runs) and len(futures) < 2 * processes:
                try:
                    futures[taken] = pool.submit(number_pieces, runs[taken], specials, pretokenizer)
                    taken += 1
                except (OSError, RuntimeError):  # no process could start (or the pool broke)
                    broken = True
            if taken < len(runs):
                check_cancelled()
                results[taken] = number_pieces(runs[taken], specials, pretokenizer)
                taken += 1
            for at in [at for at, future in futures.items() if future.done()]:
                try:
                    results[at] = futures.pop(at).result()
                except BrokenProcessPool:  # a process ended early: cut its run here
                    broken = True
                    results[at] = number_pieces(runs[at], specials, pretokenizer)
            join_ready()
        for at in sorted(futures):
            try:
                results[at] = _result(futures.pop(at))
            except BrokenProcessPool:
                results[at] = number_pieces(runs[at], specials, pretokenizer)
            join_ready()
        finished = True
    finally:
        # When cancelled, running tasks end on their own; nothing waits for them.
        pool.shutdown(wait=finished, cancel_futures=True)
    return cast("list[bytes]", list(distinct)), layout, entries  # the runs' pieces: bytes


def _result(future: Any) -> Any:
    """A future's result, waited for a fifth of a second at a time so that cancelling
    the training (:func:`check_cancelled`) stops the wait."""
    import concurrent.futures

    while True:
        check_cancelled()
        try:
            return future.result(timeout=0.2)
        except concurrent.futures.TimeoutError:  # not the built-in one before 3.11
            continue


def _process_context() -> Any:
    """How the cutting processes start: forked from a server process that has already
    imported this module (``forkserver``, on Linux and macOS), else ``spawn``. Both are
    safe beside the window's threads, which a plain ``fork`` is not; a fork from the
    server skips the fresh interpreter and imports that ``spawn`` costs each process."""
    import multiprocessing

    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    return context


def _piece_weights(layout: array[int], count: int) -> list[int]:
    """How many times each piece index stands in ``layout`` (special entries skipped)."""
    if not count:
        return []
    if len(layout) < _State._NUMPY_FROM:  # plain Python: see _State._NUMPY_FROM
        weights = [0] * count
        for index, times in Counter(layout).items():
            if index >= 0:
                weights[index] = times
        return weights
    import numpy as np

    values = np.frombuffer(layout, dtype=np.int32)
    return np.bincount(values[values >= 0], minlength=count).tolist()  # type: ignore[no-any-return]


#: Tokens assembled together by :func:`assemble_documents` (bounds its temporary arrays).
_ASSEMBLE_STEP = 1 << 20


def assemble_documents(
    learned: tuple[array[int], list[int]],
    special_ids: list[int],
    layout: array[int],
    entries: list[int],
    typecode: str,
) -> Iterator[array[int]]:
    """Each document's final tokens: its pieces' tokens and special token IDs in order.

    Args:
        learned: every distinct piece's final tokens one after another, and where each
            piece's tokens end (:meth:`Trainer.live_tokens`).
        special_ids: the token ID of each special token.
        layout: every document's piece indices one after another (``~k``: special ``k``).
        entries: where each document's run of ``layout`` ends.
        typecode: ``array`` typecode of the results.

    Yields:
        One array per document, in order, gathered in bulk (numpy) for runs of
        documents a slice of tokens at a time.
    """
    tokens, piece_ends = learned
    if len(tokens) + len(layout) < _State._NUMPY_FROM:  # plain Python: see _State
        yield from _assemble_slow(learned, special_ids, layout, entries, typecode)
        return
    import numpy as np

    dtype = np.int32 if typecode == "i" else np.int64
    source = np.int32 if tokens.typecode == "i" else np.int64
    flat = np.concatenate(
        (np.frombuffer(tokens, dtype=source), np.array(special_ids, dtype=source))
    ).astype(dtype, copy=False)
    del tokens
    count = len(piece_ends)
    last = piece_ends[-1] if piece_ends else 0
    offsets = np.zeros(count + len(special_ids) + 1, dtype=np.int64)
    offsets[1 : count + 1] = piece_ends
    offsets[count + 1 :] = last + np.arange(1, len(special_ids) + 1)
    lengths = np.diff(offsets)
    # Per layout entry: the index of its piece (or special token) in ``offsets``, in 32
    # bits like the layout (one array as long as the layout is the largest temporary).
    ids = np.frombuffer(layout, dtype=np.int32).copy()
    specials_at = np.flatnonzero(ids < 0)
    ids[specials_at] = count + ~ids[specials_at]
    del specials_at
    # tokens before each layout entry, and where each document's tokens end: in 32
    # bits when every document's tokens together are fewer than 2**31 (half the room)
    total = int(np.bincount(ids, minlength=len(lengths)) @ lengths) if len(ids) else 0
    counter = np.int32 if total < 2**31 else np.int64
    before: np.ndarray[Any, np.dtype[np.signedinteger[Any]]] = np.zeros(len(ids) + 1, dtype=counter)
    np.cumsum(lengths.astype(np.int32)[ids], dtype=counter, out=before[1:])
    ends = before[np.array(entries, dtype=np.int64)].tolist() if entries else []
    width = np.dtype(dtype).itemsize
    doc, total, begin = 0, len(entries), 0
    while doc < total:
        check_cancelled()
        # The next documents, a slice of tokens at a time (at least one document).
        first_token = ends[doc - 1] if doc else 0
        stop = doc + 1
        while stop < total and ends[stop] - first_token <= _ASSEMBLE_STEP:
            stop += 1
        chunk = ids[begin : entries[stop - 1]]
        sizes = lengths[chunk]
        gather = np.repeat(
            offsets[chunk] - (before[begin : entries[stop - 1]] - first_token), sizes
        )
        gather += np.arange(len(gather))
        data = flat[gather].tobytes()
        del gather, chunk, sizes
        at = 0
        for k in range(doc, stop):
            n = ends[k] - first_token
            toks = array(typecode)
            toks.frombytes(data[at * width : n * width])
            yield toks
            at = n
        doc, begin = stop, entries[stop - 1]


def _assemble_slow(
    learned: tuple[array[int], list[int]],
    special_ids: list[int],
    layout: array[int],
    entries: list[int],
    typecode: str,
) -> Iterator[array[int]]:
    """:func:`assemble_documents` in plain Python, one piece at a time, for a small corpus."""
    tokens, piece_ends = learned
    if tokens.typecode != typecode:
        tokens = array(typecode, tokens)
    piece_starts = [0, *piece_ends[:-1]]
    begin = 0
    for end in entries:
        toks = array(typecode)
        for index in layout[begin:end]:
            if index >= 0:
                toks.extend(tokens[piece_starts[index] : piece_ends[index]])
            else:
                toks.append(special_ids[~index])
        yield toks
        begin = end
