"""Speed of the hex view on a 50 MB single-line document, beside a 100 KB one.

Builds the run without training 50 MB (the trainer has its own benchmark): 256 merges are
learned on about 1 MB of the learn_llm corpus joined into one line, and that line's final
tokens are repeated into one 50 MB document. Then, in an offscreen window, it times:

- open: showing the document in the hex view and painting the first screen;
- scroll to end: jumping to the last row and painting it;
- stage jumps: moving to random stages (at the end of the document) and painting;
- middle, cold: jumping to the middle before the background checkpoints are filled.

Each figure is the median of several runs, side by side with a 100 KB document; the
target is under 100 ms for the first three on the 50 MB document.

Run: ``python benchmarks/hex_view_speed.py`` (about a minute).
"""

from __future__ import annotations

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

from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.run import DocumentRecord, TrainingRun  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpora" / "learn_llm" / "tiny-bilingual-corpus.json"
MB = 1_000_000


def seed_line() -> bytes:
    texts = [d["text"] for d in json.loads(CORPUS.read_text(encoding="utf-8"))]
    line = " ".join(t.replace("\n", " ") for t in texts).encode("utf-8")
    return (line + b" ") * (MB // (len(line) + 1) + 1)


def tiled_run(size: int, base: TrainingRun) -> TrainingRun:
    tokens = base.final_tokens(0)
    length = base.documents[0].byte_length
    times = max(1, round(size / length))
    final = tokens * times
    doc = DocumentRecord("doc-1", "train", f"one line of {length * times:,} bytes", length * times)
    return TrainingRun(documents=[doc], final_tokens=[final], rounds=base.rounds, tie=base.tie)


def small_run(size: int, line: bytes) -> TrainingRun:
    return train([line[:size]], 256)


def measure(run: TrainingRun, repeats: int = 5) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from bpe_viewer.qt.widgets.hex_view import HexView

    app = QApplication.instance() or QApplication([])
    results: dict[str, list[float]] = {"open": [], "end": [], "stage": [], "middle cold": []}
    rng = random.Random(1)
    for _ in range(repeats):
        view = HexView()
        view.resize(700, 900)
        view.show()
        app.processEvents()
        t = time.perf_counter()
        view.set_run(run, run.merge_count)
        view.table.viewport().grab()
        results["open"].append(time.perf_counter() - t)
        view._prepare_timer.stop()  # measure without the idle-time checkpoints
        t = time.perf_counter()
        view.table.scrollToBottom()
        view.table.viewport().grab()
        results["end"].append(time.perf_counter() - t)
        for _ in range(5):
            stage = rng.randrange(run.merge_count + 1)
            t = time.perf_counter()
            view.set_stage(stage)
            view.table.viewport().grab()
            results["stage"].append(time.perf_counter() - t)
        t = time.perf_counter()
        view.go_to(view.model.size // 2)
        view.table.viewport().grab()
        results["middle cold"].append(time.perf_counter() - t)
        view.close()
        view.deleteLater()
        app.processEvents()
    return {k: statistics.median(v) * 1000 for k, v in results.items()}


def main() -> None:
    line = seed_line()
    base = train([line[:MB]], 256)
    big = tiled_run(50 * MB, base)
    small = small_run(100_000, line)
    big_size = big.documents[0].byte_length
    print(
        f"documents: {small.documents[0].byte_length:,} bytes and {big_size:,} bytes "
        f"({len(big.final_tokens(0)):,} final tokens), 256 merges"
    )
    small_ms = measure(small)
    big_ms = measure(big)
    print(f"{'step':<14}{'100 KB':>10}{'50 MB':>10}{'ratio':>8}  target")
    for key in small_ms:
        target = "< 100 ms" if key != "middle cold" else "(once per document)"
        ok = "" if key == "middle cold" else ("  ok" if big_ms[key] < 100 else "  SLOW")
        print(
            f"{key:<14}{small_ms[key]:>8.1f}ms{big_ms[key]:>8.1f}ms"
            f"{big_ms[key] / max(small_ms[key], 1e-6):>8.2f}  {target}{ok}"
        )


if __name__ == "__main__":
    main()
