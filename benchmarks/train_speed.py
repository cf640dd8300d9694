"""Training speed and memory beside rustbpe and Hugging Face tokenizers, in one run.

Every measurement runs in its own child process (so its peak memory is its own), one
after another in one invocation; each table prints times, peak memory, our ratios to
each other trainer, whether each learned our table, and the targets (docs/rules.md s9)
with whether they are met. The trainers get the same documents and the same
pre-tokenization pattern (rustbpe and Hugging Face as a regular expression; no
pre-tokenization is one match per document, which keeps it whole). rustbpe breaks count
ties as our ``smallest`` policy does, so its table must equal ours; Hugging Face breaks
them its own way, so its table parts from ours at the first tie.

Tables (``--only`` picks some, comma-separated):

Ours runs twice: on the compiled kernel (``bpe-viewer (kernel)``, when it is built)
and with ``BPE_VIEWER_PURE_PYTHON=1`` (``bpe-viewer (pure Python)``); each table gives
the kernel's time over the pure-Python one's. Every trainer is measured ``--repeat``
times (3 by default), the rounds interleaved, and the medians are shown.

``gpt4``   GPT-4 pattern, 10 MB of the ``debian`` corpus (1 MB with ``--quick``), 4000
           merges: ours against Hugging Face (Split + ByteLevel) and rustbpe. Targets:
           at 10 MB time at most rustbpe's and peak memory at most 1.5x rustbpe's; at
           1 MB time at most Hugging Face's; the same table as rustbpe.
``none``   no pre-tokenization, 10 MB and 100 KB, 4000 merges. Target: time at most
           Hugging Face's.
``100mb``  GPT-4 pattern, 100 MB of the ``debian-wide`` corpus (distinct text in about
           thirty languages), 4000 merges: the command line ``bpe-viewer train FILE
           --unit paragraph --pretokenize gpt4 --merges 4000``, timed as a child
           process from start-up to exit, and the offscreen window opening the same
           file (File > Open, paragraphs, the window's background worker), timed from
           the open to the finished run painted, against rustbpe and Hugging Face in
           process. Targets: the command line at most rustbpe's time and 1.5x its peak
           memory, the window within 1.5x the command line's time, the same table as
           rustbpe.
``growth`` (only when asked for) the incremental trainer without pre-tokenization
           against the naive reference (docs/rules.md s3) and rustbpe at 100 KB, 1 MB
           and 10 MB with 256, 1000 and 4000 merges; the naive reference only where
           it finishes in minutes.

    python benchmarks/train_speed.py                 # gpt4, none, 100mb (several min)
    python benchmarks/train_speed.py --quick         # 1 MB, 100 KB and 10 MB instead
    python benchmarks/train_speed.py --only gpt4,none
    python benchmarks/train_speed.py --only growth --quick
    python benchmarks/train_speed.py --only gpt4 --repeat 1

The corpora come from Debian packages (see corpus_sources.py for the ``apt-get install``
lines); rustbpe and tokenizers from ``pip install ".[bench]"``. Absolute times vary from
machine to machine and with the load; the ratios are what count.
"""

from __future__ import annotations

import argparse
import compileall
import functools
import hashlib
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT)]  # this checkout's package and corpus_sources

KB, MB = 1000, 1_000_000
MERGES = 4000


def _pure_python_variable() -> str:
    """The variable that, set to 1 in a child's environment, makes ours train in pure
    Python (bpe_viewer/core/kernel.py)."""
    from bpe_viewer.core.kernel import PURE_PYTHON_VARIABLE

    return PURE_PYTHON_VARIABLE


@functools.cache
def _trainer_name() -> str:
    """Which trainer this checkout's package runs without the variable set."""
    code = "from bpe_viewer.core.kernel import trainer_name; print(trainer_name())"
    env = {k: v for k, v in os.environ.items() if k != _pure_python_variable()}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env
    )
    return done.stdout.strip() or "unknown"


def _size_name(size: int) -> str:
    return f"{size // MB} MB" if size >= MB else f"{size // KB} KB"


# ---------------------------------------------------------------------------------------
# Children: one measurement each, printed as one JSON line.


def _documents(spec: dict[str, object]) -> list[bytes]:
    """The documents a child trains on: built in process, or read from a corpus file."""
    if spec.get("file"):
        # Written by corpus_file, which checked that this split is ``--unit paragraph``'s.
        return Path(str(spec["file"])).read_bytes()[:-1].split(b"\n\n")
    from corpus_sources import build_corpus

    docs = build_corpus(int(str(spec["size"])), corpus=str(spec["corpus"]))
    # rustbpe and Hugging Face take text, so every trainer gets the same valid UTF-8.
    return [d.decode("utf-8", "replace").encode("utf-8") for d in docs]


def _pattern(name: str) -> str:
    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    pattern = PRETOKENIZERS[name]
    return r"[\s\S]+" if pattern is None else pattern


def _byte_to_unicode() -> dict[int, str]:
    """GPT-2's printable stand-in character for every byte (the ByteLevel alphabet)."""
    keep = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAC + 1), *range(0xAE, 0xFF + 1)]
    table: dict[int, str] = {b: chr(b) for b in keep}
    extra = 0
    for b in range(256):
        if b not in table:
            table[b] = chr(256 + extra)
            extra += 1
    return table


def _train_huggingface(texts: list[str], merges: int, pattern: str) -> list[bytes]:
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(pattern), behavior="isolated"),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=256 + merges,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
        min_frequency=0,
    )
    tok.train_from_iterator(texts, trainer=trainer)
    return [json.dumps(tok.to_str()).encode()]  # decoded after the clock stops


def _huggingface_rules(blob: bytes) -> list[bytes]:
    unicode_to_byte = {c: b for b, c in _byte_to_unicode().items()}
    rules = []
    for merge in json.loads(json.loads(blob))["model"]["merges"]:
        left, right = merge if isinstance(merge, list) else merge.split(" ")
        rules.append(bytes(unicode_to_byte[c] for c in left + right))
    return rules


def _train_cli(spec: dict[str, object]) -> tuple[float, float, list[bytes]]:
    """Run ``bpe-viewer train`` as a child: wall seconds, its peak MB, its rules."""
    with tempfile.TemporaryDirectory(prefix="bpe-bench-") as tmp:
        out = Path(tmp) / "ranks.txt"
        cmd = [
            sys.executable, "-m", "bpe_viewer", "train", str(spec["file"]),
            "--unit", "paragraph", "--pretokenize", str(spec["pattern"]),
            "--merges", str(spec["merges"]), "-o", str(out),
        ]  # fmt: skip
        start = time.perf_counter()
        with (
            subprocess.Popen(
                cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            ) as proc,
            TreeMemory(proc.pid) as tree,
        ):
            _out, err = proc.communicate()
        seconds = time.perf_counter() - start
        if proc.returncode != 0:
            raise SystemExit(f"bpe-viewer train failed: {err.strip()[-400:]}")
        own = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # the command's
        peak = max(own, tree.peak_kb) / 1024  # or it and its workers together
        rules = [
            bytes(int(h, 16) for h in m.group(1).split(", ") if h)
            for m in re.finditer(r"bytes=\[([0-9a-fA-F, ]*)\]", out.read_text())
        ]
    return seconds, peak, rules


def _train_window(spec: dict[str, object]) -> tuple[float, float, list[bytes]]:
    """Open the corpus file in the offscreen window, as File ▸ Open does: wall seconds
    from the open to the finished run on screen, this process's peak MB, its rules."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bpe_viewer.qt.app import make_app
    from bpe_viewer.qt.main_window import MainWindow
    from bpe_viewer.qt.settings import Settings
    from bpe_viewer.qt.worker import WorkerState

    app = make_app(["train_speed"])
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bpe-bench-") as tmp:
        window = MainWindow(
            Settings(Path(tmp) / "settings.ini"),
            show_error=lambda _parent, _title, message: failures.append(message),
        )
        window.resize(1400, 850)
        window.show()
        app.processEvents()
        window.pretokenizer = str(spec["pattern"])
        merges = int(str(spec["merges"]))
        start = time.perf_counter()
        window.open_path(str(spec["file"]), unit="paragraph", merges=merges, tie="smallest")
        while window.worker.state != WorkerState.IDLE:
            app.processEvents()
            time.sleep(0.005)
        app.processEvents()  # the finished run reaches the views
        window.grab()  # and is painted
        seconds = time.perf_counter() - start
        run = window.run
        if failures or run is None or getattr(run, "growing", False):
            raise SystemExit(f"the window did not show a finished run: {failures[-1:]}")
        rules = [r.token_bytes for r in run.rules]
        window.close()
    return seconds, _peak_mb(), rules


def child(spec: dict[str, object]) -> None:
    """Train once as ``spec`` says and print seconds, peak MB and a digest of the rules
    (the peak of this process and the processes under it, :class:`TreeMemory`)."""
    global _TREE
    with TreeMemory() as _TREE:
        _child(spec)


def _child(spec: dict[str, object]) -> None:
    impl = str(spec["impl"])
    merges = int(str(spec["merges"]))
    name = str(spec["pattern"])
    if impl == "cli":
        seconds, peak, rules = _train_cli(spec)
        _report(seconds, peak, rules)
        return
    if impl == "window":
        seconds, peak, rules = _train_window(spec)
        _report(seconds, peak, rules)
        return
    docs = _documents(spec)
    texts = [d.decode("utf-8") for d in docs] if impl in ("rustbpe", "huggingface") else []
    start = time.perf_counter()
    if impl in ("ours", "pure"):  # the parent set BPE_VIEWER_PURE_PYTHON for "pure"
        from bpe_viewer.core import train

        # As the command line and the window train: cutting in as many processes as pay.
        run = train(docs, merges, pretokenizer=name, workers=None)
        rules = [r.token_bytes for r in run.rules]
    elif impl == "naive":
        from bpe_viewer.core.reference import iter_naive_rounds

        vocab = [bytes([i]) for i in range(256)]
        for rnd in iter_naive_rounds(docs, merges):
            vocab.append(vocab[rnd.pair[0]] + vocab[rnd.pair[1]])
        rules = vocab[256:]
    elif impl == "rustbpe":
        import rustbpe

        tok = rustbpe.Tokenizer()
        tok.train_from_iterator(iter(texts), 256 + merges, pattern=_pattern(name))
        by_id = {v: bytes(k) for k, v in dict(tok.get_mergeable_ranks()).items()}
        rules = [by_id[i] for i in range(256, 256 + merges) if i in by_id]
    elif impl == "huggingface":
        blob = _train_huggingface(texts, merges, _pattern(name))
        seconds = time.perf_counter() - start
        _report(seconds, _peak_mb(), _huggingface_rules(blob[0]))
        return
    else:
        raise SystemExit(f"unknown trainer {impl}")
    _report(time.perf_counter() - start, _peak_mb(), rules)


class TreeMemory:
    """The peak, over samples every 50 ms, of the resident memory of this process and
    every process under it added up (read from /proc): the workers that cut pieces and
    the server they fork from count with the process that started them. Empty (0)
    where there is no /proc."""

    def __init__(self, root: int | None = None) -> None:
        self.root = os.getpid() if root is None else root
        self.peak_kb = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def __enter__(self) -> TreeMemory:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _sample(self) -> None:
        while True:
            self.peak_kb = max(self.peak_kb, _tree_rss_kb(self.root))
            if self._stop.wait(0.05):
                return


def _tree_rss_kb(root: int) -> int:
    """Resident kB of process ``root`` and all its descendants, now."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in os.scandir("/proc") if os.path.isdir("/proc") else ():
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        rss[pid] = int(fields[21]) * (os.sysconf("SC_PAGE_SIZE") // 1024)
    total = 0
    for pid in rss:
        at, seen = pid, 0
        while at and at != root and seen < 64:
            at, seen = parents.get(at, 0), seen + 1
        if at == root:
            total += rss[pid]
    return total


#: the sampler of the measurement running in this process (child())
_TREE: TreeMemory | None = None


def _peak_mb() -> float:
    """Peak resident memory in MB: this process's own peak, or, if higher, the sampled
    peak of this process and every process under it together (:class:`TreeMemory`)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return max(own, _TREE.peak_kb if _TREE is not None else 0) / 1024


def _report(seconds: float, peak_mb: float, rules: list[bytes]) -> None:
    digest = hashlib.sha256(b"\0".join(rules)).hexdigest()[:12]
    print(
        json.dumps({"seconds": seconds, "peak_mb": peak_mb, "rules": len(rules), "digest": digest})
    )


# ---------------------------------------------------------------------------------------
# The parent: runs the children and prints the tables.


@dataclass(frozen=True)
class Result:
    seconds: float
    peak_mb: float
    rules: int
    digest: str


LABELS = {
    "ours": "bpe-viewer (kernel)",
    "pure": "bpe-viewer (pure Python)",
    "cli": "bpe-viewer train (CLI)",
    "window": "bpe-viewer window",
    "huggingface": "Hugging Face tokenizers",
    "rustbpe": "rustbpe",
    "naive": "naive reference",
}


def measure(**spec: object) -> Result | None:
    """Run one child; None (and a note on standard error) if it failed. The ``pure``
    trainer is ours with ``BPE_VIEWER_PURE_PYTHON=1``; every other child of ours runs on
    the compiled kernel when it is built."""
    cmd = [sys.executable, __file__, "--child", json.dumps(spec)]
    env = dict(os.environ)
    env.pop(_pure_python_variable(), None)
    if spec["impl"] == "pure":
        env[_pure_python_variable()] = "1"
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-1:] or [f"exit {done.returncode}"]
        print(f"  {spec['impl']} failed: {tail[0]}", file=sys.stderr)
        return None
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return Result(data["seconds"], data["peak_mb"], data["rules"], data["digest"])


def _available(impl: str) -> bool:
    if impl == "ours" and _trainer_name() != "compiled kernel":
        print("  the compiled kernel is not built (pip install -e . with a C compiler): skipped")
        return False
    module = {"rustbpe": "rustbpe", "huggingface": "tokenizers"}.get(impl)
    if module is None:
        return True
    try:
        __import__(module)
    except ImportError:
        print(f"  {module} is not installed (pip install '.[bench]'): {impl} skipped")
        return False
    return True


def print_table(title: str, rows: dict[str, Result], ours_key: str) -> None:
    """Times, peak memory, our ratios to each trainer, and 'same table as ours'."""
    print()
    print(title)
    header = (
        f"  {'trainer':<24} {'seconds':>8} {'peak MB':>8} {'rules':>6} | "
        f"{'ours/it time':>12} {'ours/it mem':>11} | same table as ours"
    )
    print(header)
    print("  " + "-" * (len(header) - 2))
    ours = rows.get(ours_key)
    for impl, r in rows.items():
        t = f"{ours.seconds / r.seconds:11.2f}x" if ours else f"{'-':>12}"
        m = f"{ours.peak_mb / r.peak_mb:10.2f}x" if ours else f"{'-':>11}"
        same = "-" if impl == ours_key or not ours else ("yes" if r.digest == ours.digest else "no")
        print(
            f"  {LABELS[impl]:<24} {r.seconds:8.2f} {r.peak_mb:8.0f} {r.rules:6d} | "
            f"{t} {m} | {same}",
            flush=True,
        )


Check = tuple[str, float | None, float, bool]  # what, value, limit, at least?


def print_targets(checks: list[Check]) -> list[bool]:
    """One line per target: what, the measured value, met or NOT MET; the verdicts."""
    print("  targets:")
    met = []
    for what, value, limit, at_least in checks:
        if value is None:
            print(f"    {what:<44} {'-':>8}   not measured")
            continue
        ok = value >= limit if at_least else value <= limit
        met.append(ok)
        print(f"    {what:<44} {value:8.2f}   {'met' if ok else 'NOT MET'}")
    return met


def _ratio(a: Result | None, b: Result | None, memory: bool = False) -> float | None:
    if a is None or b is None:
        return None
    return a.peak_mb / b.peak_mb if memory else a.seconds / b.seconds


def _same(a: Result | None, b: Result | None) -> float | None:
    return None if a is None or b is None else float(a.digest == b.digest)


#: How many times each trainer of a table is measured (``--repeat``); medians are shown.
REPEAT = 3


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def _run_row(impls: tuple[str, ...], **spec: object) -> dict[str, Result]:
    """Each available trainer measured ``REPEAT`` times, one round of all after
    another (so a change of load falls on all of them), reduced to medians."""
    ready = [impl for impl in impls if _available(impl)]
    runs: dict[str, list[Result]] = {impl: [] for impl in ready}
    for _ in range(REPEAT):
        for impl in ready:
            result = measure(impl=impl, **spec)
            if result is not None:
                runs[impl].append(result)
    rows = {}
    for impl, results in runs.items():
        if results:
            rows[impl] = Result(
                _median([r.seconds for r in results]),
                _median([r.peak_mb for r in results]),
                results[0].rules,
                results[0].digest,
            )
            if len({r.digest for r in results}) > 1:
                print(f"  {impl}: the rules differ between repeats", file=sys.stderr)
    return rows


def table_gpt4(size: int, merges: int) -> list[bool]:
    """Pre-tokenized with the GPT-4 pattern: ours, Hugging Face, rustbpe."""
    spec = {"corpus": "debian", "size": size, "merges": merges, "pattern": "gpt4"}
    rows = _run_row(("ours", "pure", "huggingface", "rustbpe"), **spec)
    title = f"GPT-4 pattern, {_size_name(size)} of the debian corpus, {merges} merges"
    print_table(title, rows, "ours")
    o, p, h, r = (rows.get(k) for k in ("ours", "pure", "huggingface", "rustbpe"))
    checks: list[Check] = [("kernel time / pure Python's <= 1", _ratio(o, p), 1.0, False)]
    if size >= 10 * MB:
        checks += [
            ("time / rustbpe's time <= 1", _ratio(o, r), 1.0, False),
            ("peak memory / rustbpe's <= 1.5", _ratio(o, r, memory=True), 1.5, False),
        ]
    else:
        checks.append(("time / Hugging Face's time <= 1", _ratio(o, h), 1.0, False))
    checks += [
        ("same table as rustbpe (1 = yes)", _same(o, r), 1.0, True),
        ("pure Python: same table (1 = yes)", _same(o, p), 1.0, True),
    ]
    return print_targets(checks)


def table_none(sizes: list[int], merges: int) -> list[bool]:
    """No pre-tokenization: ours, Hugging Face, rustbpe at each size."""
    met: list[bool] = []
    for size in sizes:
        spec = {"corpus": "debian", "size": size, "merges": merges, "pattern": "none"}
        rows = _run_row(("ours", "pure", "huggingface", "rustbpe"), **spec)
        title = f"No pre-tokenization, {_size_name(size)} of the debian corpus, {merges} merges"
        print_table(title, rows, "ours")
        o, p, h, r = (rows.get(k) for k in ("ours", "pure", "huggingface", "rustbpe"))
        met += print_targets(
            [
                ("kernel time / pure Python's <= 1", _ratio(o, p), 1.0, False),
                ("time / Hugging Face's time <= 1", _ratio(o, h), 1.0, False),
                ("same table as rustbpe (1 = yes)", _same(o, r), 1.0, True),
                ("pure Python: same table (1 = yes)", _same(o, p), 1.0, True),
            ]
        )
    return met


def corpus_file(corpus: str, size: int, seed: int = 0) -> Path:
    """The corpus written once as paragraphs (documents separated by a blank line).

    Kept in the temporary folder under a name that includes a digest of
    corpus_sources.py, so a changed builder writes a new file. Checked on writing: the
    file read back with ``--unit paragraph`` gives exactly the built documents.
    """
    from corpus_sources import build_corpus

    from bpe_viewer.core.corpus import split_units

    key = hashlib.sha256((HERE / "corpus_sources.py").read_bytes()).hexdigest()[:10]
    path = Path(tempfile.gettempdir()) / f"bpe-bench-{corpus}-{size}-{seed}-{key}.txt"
    if path.is_file():
        return path
    start = time.perf_counter()
    docs = build_corpus(size, seed=seed, corpus=corpus)
    data = b"\n\n".join(docs) + b"\n"
    if [piece for piece, _ in split_units(data, "paragraph")] != docs:
        raise SystemExit("the corpus does not read back as paragraphs; see corpus_sources.py")
    part = path.with_suffix(".part")
    part.write_bytes(data)
    part.replace(path)
    print(
        f"  wrote {path} ({len(docs)} documents, {len(data) / MB:.1f} MB, "
        f"{len(set(docs))} distinct) in {time.perf_counter() - start:.0f} s"
    )
    return path


def table_big(size: int, merges: int) -> list[bool]:
    """The command line on the wide corpus, against rustbpe and Hugging Face."""
    path = corpus_file("debian-wide", size)
    spec = {"corpus": "debian-wide", "file": str(path), "merges": merges, "pattern": "gpt4"}
    rows = _run_row(("cli", "window", "huggingface", "rustbpe"), **spec)
    title = (
        f"GPT-4 pattern, {_size_name(size)} of the debian-wide corpus, {merges} merges "
        "(CLI: whole process, start-up included; window: File > Open to the finished "
        "run painted)"
    )
    print_table(title, rows, "cli")
    c, w, r = rows.get("cli"), rows.get("window"), rows.get("rustbpe")
    return print_targets(
        [
            ("CLI time / rustbpe's time <= 1", _ratio(c, r), 1.0, False),
            ("CLI peak memory / rustbpe's <= 1.5", _ratio(c, r, memory=True), 1.5, False),
            ("CLI: same table as rustbpe (1 = yes)", _same(c, r), 1.0, True),
            ("window time / CLI time <= 1.5", _ratio(w, c), 1.5, False),
            ("window: same table as rustbpe (1 = yes)", _same(w, r), 1.0, True),
        ]
    )


# The naive reference recounts everything each round; run it only where it finishes in
# a few minutes on a 2-core machine.
NAIVE = {(100 * KB, 256), (100 * KB, 1000), (100 * KB, 4000), (MB, 256), (MB, 1000)}


def table_growth(sizes: list[int]) -> list[bool]:
    """Without pre-tokenization: ours against the naive reference and rustbpe."""
    print()
    print("Growth: no pre-tokenization, the debian corpus, ours against the naive reference")
    header = (
        f"  {'size':>6} {'merges':>6} | {'ours s':>8} {'peak MB':>8} | {'naive s':>8} "
        f"{'x naive':>8} | {'rustbpe s':>9} {'ours/it':>8} | same rules"
    )
    print(header)
    print("  " + "-" * (len(header) - 2))
    ours: dict[tuple[int, int], Result] = {}
    naive: dict[tuple[int, int], Result] = {}
    rust: dict[tuple[int, int], Result] = {}
    for size in sizes:
        for merges in (256, 1000, 4000):
            spec = {"corpus": "debian", "size": size, "merges": merges, "pattern": "none"}
            impls = ("ours", "naive", "rustbpe") if (size, merges) in NAIVE else ("ours", "rustbpe")
            row = _run_row(impls, **spec)
            o, n, r = row.get("ours"), row.get("naive"), row.get("rustbpe")
            if o is None:
                continue
            ours[size, merges] = o
            if n:
                naive[size, merges] = n
            if r:
                rust[size, merges] = r
            same = ", ".join(
                f"{k}: {'yes' if v.digest == o.digest else 'no'}"
                for k, v in row.items()
                if k != "ours"
            )
            print(
                f"  {_size_name(size):>6} {merges:>6} | {o.seconds:8.2f} {o.peak_mb:8.0f} | "
                + (
                    f"{n.seconds:8.2f} {n.seconds / o.seconds:7.1f}x | "
                    if n
                    else f"{'-':>8} {'-':>8} | "
                )
                + (
                    f"{r.seconds:9.2f} {o.seconds / r.seconds:7.1f}x | "
                    if r
                    else f"{'-':>9} {'-':>8} | "
                )
                + (same or "-"),
                flush=True,
            )
    checks: list[Check] = []
    n1, o1 = naive.get((MB, 1000)), ours.get((MB, 1000))
    checks.append(("naive / ours at 1 MB, 1000 merges >= 50", _ratio(n1, o1), 50.0, True))
    checks.append(
        (
            "ours / rustbpe at 1 MB, 4000 merges <= 10",
            _ratio(ours.get((MB, 4000)), rust.get((MB, 4000))),
            10.0,
            False,
        )
    )
    for merges in (256, 1000, 4000):
        for small, big in ((100 * KB, MB), (MB, 10 * MB)):
            if (small, merges) in ours and (big, merges) in ours:
                checks.append(
                    (
                        f"time {_size_name(big)} / {_size_name(small)}, {merges} merges <= 15",
                        _ratio(ours[big, merges], ours[small, merges]),
                        15.0,
                        False,
                    )
                )
    big = ours.get((10 * MB, 4000))
    checks.append(
        ("peak MB at 10 MB, 4000 merges <= 1536", big.peak_mb if big else None, 1536.0, False)
    )
    return print_targets(checks)


TABLES = ("gpt4", "none", "100mb", "growth")
DEFAULT_TABLES = ("gpt4", "none", "100mb")


def main() -> int:
    global REPEAT
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--only",
        default=",".join(DEFAULT_TABLES),
        help=f"comma-separated, among {', '.join(TABLES)} (default: %(default)s)",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="smaller sizes: gpt4 at 1 MB, none at 100 KB, 100mb at 10 MB, growth to 1 MB",
    )
    parser.add_argument("--merges", type=int, default=MERGES, help="merges (default 4000)")
    parser.add_argument(
        "--repeat", type=int, default=REPEAT, help="measurements per trainer (default 3)"
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(json.loads(args.child))
        return 0
    REPEAT = max(1, args.repeat)
    tables = [t.strip() for t in args.only.split(",") if t.strip()]
    unknown = sorted(set(tables) - set(TABLES))
    if unknown:
        parser.error(f"unknown table {', '.join(unknown)}; choose from {', '.join(TABLES)}")

    # Byte-compile this checkout once, as installing it would: otherwise (with
    # PYTHONDONTWRITEBYTECODE set, or a read-only checkout) every child compiles our
    # sources inside its clock, while the other trainers come compiled.
    compileall.compile_dir(ROOT / "bpe_viewer", quiet=1)
    load = os.getloadavg()
    print(
        f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} cores, "
        f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, Python "
        f"{sys.version.split()[0]}; each measurement is its own child process; "
        f"medians of {REPEAT}; bpe-viewer's trainer: {_trainer_name()}"
    )
    print("absolute times vary from machine to machine and with the load; ratios count")
    met: list[bool] = []
    if "gpt4" in tables:
        met += table_gpt4(MB if args.quick else 10 * MB, args.merges)
    if "none" in tables:
        met += table_none([100 * KB] if args.quick else [10 * MB, 100 * KB], args.merges)
    if "100mb" in tables:
        met += table_big(10 * MB if args.quick else 100 * MB, args.merges)
    if "growth" in tables:
        met += table_growth([100 * KB, MB] if args.quick else [100 * KB, MB, 10 * MB])
    load = os.getloadavg()
    print()
    print(
        f"{sum(met)} of {len(met)} targets met; load average at the end "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
