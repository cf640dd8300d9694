"""How fast the explorer moves to a round, for a small and a large corpus, side by side.

Builds a ~100 KB and a ~10 MB corpus of real text (the paragraphs of the built-in
bilingual example and of shared/corpora/learn_llm, plus words from /usr/share/dict/words
when present), cut into paragraph-sized documents whose words are shuffled so the large
corpus is not one text repeated. The small corpus is trained inline; the large one is
trained by the window's own background worker while a 10 ms QTimer measures the longest
event-loop stall. Then, in the offscreen window, it jumps to random rounds (set the
cursor, process events, fit and paint the visible rows with ``grab()``) and prints the
median time per jump for both corpora and their ratio (target: at most 3).

    python benchmarks/view_speed.py            # 100 KB vs 10 MB, 4000 merges (minutes)
    python benchmarks/view_speed.py --quick    # 100 KB vs 1 MB, 500 merges
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402

import bpe_viewer.qt  # noqa: E402,F401  (PySide6 workaround first)
from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.corpus import Corpus, Document  # noqa: E402
from bpe_viewer.qt.app import make_app  # noqa: E402
from bpe_viewer.qt.main_window import MainWindow  # noqa: E402
from bpe_viewer.qt.settings import Settings  # noqa: E402
from bpe_viewer.qt.worker import training_job  # noqa: E402


def source_paragraphs() -> tuple[list[str], list[str]]:
    """Paragraphs of real text, and a description of where they came from."""
    used = []
    paragraphs: list[str] = []
    bilingual = ROOT / "resources" / "examples" / "bilingual.txt"
    if bilingual.is_file():
        paragraphs += [p for p in bilingual.read_text("utf-8").split("\n\n") if p.strip()]
        used.append(str(bilingual.relative_to(ROOT)))
    for shared in (ROOT.parent / "shared", Path("/work/shared")):
        corpus = shared / "corpora" / "learn_llm" / "tiny-bilingual-corpus.json"
        if corpus.is_file():
            paragraphs += [item["text"] for item in json.loads(corpus.read_text("utf-8"))]
            used.append(str(corpus))
            break
    words = Path("/usr/share/dict/words")
    if words.is_file():
        vocab = [w for w in words.read_text("utf-8", "replace").split() if w.isalpha()]
        rng = random.Random(1)
        for _ in range(200):
            paragraphs.append(" ".join(rng.choice(vocab) for _ in range(40)) + ".")
        used.append(str(words))
    return paragraphs, used


def build_corpus(target_bytes: int, paragraphs: list[str], seed: int) -> Corpus:
    rng = random.Random(seed)
    docs: list[Document] = []
    total = 0
    while total < target_bytes:
        words = rng.choice(paragraphs).split()
        rng.shuffle(words)
        data = " ".join(words).encode("utf-8")
        docs.append(Document(f"d{len(docs) + 1}", data, "train", f"synthetic #{len(docs) + 1}"))
        total += len(data)
    return Corpus(tuple(docs), f"{total} bytes", False)


def median_jump_ms(window: MainWindow, app, jumps: int, seed: int) -> float:
    rng = random.Random(seed)
    k = window.run.merge_count
    times = []
    for _ in range(jumps):
        stage = rng.randint(0, k)
        if stage == window.round_cursor.value:
            stage = (stage + 1) % (k + 1)
        t0 = time.perf_counter()
        window.round_cursor.set_value(stage)
        app.processEvents()
        window.documents_panel.table.fit_visible_rows()
        window.grab()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1 MB / 500 merges instead")
    parser.add_argument("--jumps", type=int, default=40)
    args = parser.parse_args(argv)
    small_size, big_size = 100_000, (1_000_000 if args.quick else 10_000_000)
    small_merges, big_merges = (500, 500) if args.quick else (1000, 4000)

    paragraphs, used = source_paragraphs()
    print("text sources:", ", ".join(used))
    small = build_corpus(small_size, paragraphs, 1)
    big = build_corpus(big_size, paragraphs, 2)
    for name, c in (("small", small), ("large", big)):
        n = sum(len(d.data) for d in c.documents)
        print(f"{name}: {len(c.documents)} documents, {n:,} bytes")

    app = make_app()
    import tempfile

    tmp = tempfile.TemporaryDirectory()
    window = MainWindow(Settings(Path(tmp.name) / "s.ini"), show_error=lambda *a: print(a))
    window.resize(1400, 850)
    window.show()
    app.processEvents()

    t0 = time.perf_counter()
    small_run = train(small, small_merges)
    print(f"trained small: {small_run.merge_count} merges in {time.perf_counter() - t0:.1f} s")

    # Large corpus: train in the window's worker thread, measuring event-loop stalls.
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(tick)
    done = []
    window.worker.training_finished.connect(lambda run, _d: done.append(run))
    window.worker.training_failed.connect(lambda err, _d: done.append(err))
    t0 = time.perf_counter()
    ticker.start()
    window.worker.start(training_job(lambda: big, big_merges, "smallest"), "large corpus")
    while not done:
        app.processEvents()
        time.sleep(0.001)
    ticker.stop()
    big_run = done[0]
    if isinstance(big_run, BaseException):
        raise big_run
    elapsed = time.perf_counter() - t0
    print(f"trained large in the worker: {big_run.merge_count} merges in {elapsed:.1f} s")
    print(f"longest event-loop stall while training: {max(gaps):.0f} ms "
          f"(10 ms timer, {len(gaps)} ticks; target < 100 ms)")

    results = {}
    for name, run in (("small", small_run), ("large", big_run)):
        window.set_run(run, 0)
        app.processEvents()
        median_jump_ms(window, app, 5, 99)  # warm up
        results[name] = median_jump_ms(window, app, args.jumps, 7)
        print(f"{name}: median jump to a random round {results[name]:.1f} ms")
    ratio = results["large"] / results["small"]
    print(f"ratio large/small: {ratio:.2f} (target <= 3)")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
