"""Rounds visible while training: how soon the window shows the first learned round.

Trains a ~10 MB corpus of real text (the Debian packages of corpus_sources.py, one
document per fortune or paragraph) in the offscreen window, on the window's own
background worker, and measures on the GUI thread:

- counts ready -> first round shown: from the moment the trainer yields its first round
  (the initial pair counts are built and round 0 is picked) to the moment the window has
  painted the growing run with round 0's winner (target: within 1 s);
- how the slider grows: how many times the rounds learned so far reached the window,
  and the rounds per second over the run;
- the longest event-loop stall while training runs (a 10 ms QTimer);
- the finished run: from its arrival to the window showing it at the same stage.

Optionally writes a screenshot of the window mid-training (``--screenshot F.png``, taken
once ``--at`` of the merges are learned).

    python benchmarks/growing_speed.py                        # 10 MB, gpt4, 4000 merges
    python benchmarks/growing_speed.py --mb 1 --merges 500    # quicker
    python benchmarks/growing_speed.py --pretokenize none
    /usr/bin/time -v python benchmarks/growing_speed.py --mb 100 --corpus debian-wide
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402

import bpe_viewer.core as core  # noqa: E402
from bpe_viewer.core.corpus import Corpus, Document  # noqa: E402
from bpe_viewer.core.run import Training  # noqa: E402
from bpe_viewer.qt.app import make_app  # noqa: E402
from bpe_viewer.qt.main_window import MainWindow  # noqa: E402
from bpe_viewer.qt.settings import Settings  # noqa: E402
from bpe_viewer.qt.worker import WorkerState  # noqa: E402


def real_corpus(target_bytes: int, name: str = "debian") -> Corpus:
    """About ``target_bytes`` of the named benchmark corpus as a Corpus (one document
    per entry)."""
    from corpus_sources import build_corpus

    datas = build_corpus(target_bytes, corpus=name)
    docs = tuple(
        Document(f"d{i + 1}", data, "train", f"document #{i + 1}") for i, data in enumerate(datas)
    )
    return Corpus(docs, f"{sum(map(len, datas))} bytes", False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, default=10.0, help="corpus size in MB")
    parser.add_argument("--merges", type=int, default=4000)
    parser.add_argument("--pretokenize", default="gpt4")
    parser.add_argument(
        "--corpus", default="debian", help="debian, or debian-wide (for 100 MB, see corpus_sources)"
    )
    parser.add_argument("--screenshot", help="PNG of the window mid-training")
    parser.add_argument("--at", type=float, default=0.4, help="fraction learned at the shot")
    parser.add_argument(
        "--stage", type=int, default=9, help="stage a user steps to once it is learned"
    )
    args = parser.parse_args(argv)

    app = make_app(["bench"])
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"growing-speed-{os.getpid()}.ini"
    window = MainWindow(Settings(tmp))
    window.resize(1400, 850)
    window.show()
    corpus = real_corpus(int(args.mb * 1_000_000), args.corpus)
    print(
        f"corpus: {corpus.source}, {len(corpus.documents)} documents; "
        f"{args.merges} merges, pre-tokenizer {args.pretokenize}"
    )

    # When the trainer yields its first round (its counts are ready), on the worker thread.
    marks: dict[str, float] = {}
    real = core.iter_training

    def timed(*a, **kw):
        inner = real(*a, **kw)

        def items():
            for n, rnd in enumerate(inner):
                if n == 0:
                    marks["counts ready"] = time.perf_counter()
                yield rnd
            marks["last round"] = time.perf_counter()
            yield inner.run

        return Training(items())

    core.iter_training = timed  # type: ignore[assignment]

    grown: list[tuple[float, int]] = []

    def on_changed(run, _stage) -> None:
        if run is not None and getattr(run, "growing", False) and "first shown" not in marks:
            window.grab()  # painted with round 0's winner
            marks["first shown"] = time.perf_counter()
            grown.append((marks["first shown"], run.merge_count))
        elif run is not None and not getattr(run, "growing", False):
            marks["final arrived"] = time.perf_counter()
            marks["final stage before"] = window.round_cursor.value

    def on_grown(run, _stage) -> None:
        grown.append((time.perf_counter(), run.merge_count))
        if args.screenshot and "shot" not in marks and run.merge_count >= args.at * args.merges:
            marks["shot"] = run.merge_count
            QTimer.singleShot(0, lambda: window.grab().save(args.screenshot))

    window.session.run_changed.connect(on_changed)
    window.session.run_grown.connect(on_grown)

    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    gaps: list[tuple[float, float]] = []  # (perf_counter at the tick, gap in ms)

    def tick() -> None:
        now = clock.elapsed()
        gaps.append((time.perf_counter(), now - last[0]))
        last[0] = now

    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(tick)
    ticker.start()
    started = time.perf_counter()
    window.pretokenizer = args.pretokenize
    window.train_documents(lambda: corpus, args.merges, "smallest", "benchmark corpus")
    stepped = False
    while window.worker.state != WorkerState.IDLE:
        app.processEvents()
        if not stepped and window.round_cursor.maximum > args.stage:
            # a user steps to a learned round while training continues
            window.action_map["last"].trigger()
            window.round_cursor.set_value(args.stage + 1)
            window.action_map["previous"].trigger()
            stepped = True
        time.sleep(0.002)
    finished = time.perf_counter()
    app.processEvents()
    window.grab()
    shown = time.perf_counter()
    ticker.stop()
    core.iter_training = real  # type: ignore[assignment]

    run = window.run
    first = marks.get("first shown", float("nan")) - marks.get("counts ready", float("nan"))
    print(
        f"counts ready after {marks['counts ready'] - started:.2f} s (loading, splitting, counting)"
    )
    print(f"counts ready -> first round shown: {first * 1000:.0f} ms (target: within 1000 ms)")
    rounds = run.merge_count if run is not None else 0
    span = marks.get("last round", finished) - marks["counts ready"]
    print(
        f"rounds: {rounds} in {span:.1f} s ({rounds / span if span else 0:.0f} rounds/s); "
        f"the slider grew {len(grown)} times"
    )
    end = marks.get("final arrived", finished)
    training = [g for t, g in gaps if t < end] or [0.0]
    print(f"longest event-loop stall while training: {max(training):.0f} ms")
    # the first show paints the window twice (the measuring grab, then the event loop)
    later = [g for t, g in gaps if marks.get("first shown", end) + 1 < t < end] or [0.0]
    print(
        f"after the first round was shown: longest stall {max(later):.0f} ms, "
        f"median {sorted(later)[len(later) // 2]:.0f} ms"
    )
    if "final arrived" in marks:
        after = 1000 * (shown - marks["final arrived"])
        before = int(marks["final stage before"])
        print(
            f"finished run shown {after:.0f} ms after it arrived, at stage "
            f"{window.round_cursor.value} (stage before: {before})"
        )
    print(f"total {finished - started:.1f} s")
    if args.screenshot and "shot" in marks:
        print(f"screenshot at {marks['shot']} learned rounds: {args.screenshot}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
