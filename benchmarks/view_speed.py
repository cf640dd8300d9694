"""How fast the explorer moves to a round, for a small and a large corpus, side by side.

Builds a ~100 KB and a ~10 MB corpus of real text (the Debian packages of
corpus_sources.py, one document per fortune or paragraph; without them, the built-in
bilingual example with shuffled words). The small corpus is trained inline; the large
one is trained by the window's own background worker while a 10 ms QTimer measures the
longest event-loop stall, during training and when the finished run is shown (target
under 100 ms each), and the first jump after loading the same way: the cursor moves
inside the event loop and the window paints the round (the document rows and the
candidates at once, the vocabulary and the hex rows each on a later turn of the event
loop; target under 100 ms for the longest turn; a new run, growing or finished, paints
the training view a turn after it arrives and each of its tables a turn later). Then, in
the offscreen window, it jumps
to random rounds (set the cursor, process events, run the later turns' updates, fit and
paint the visible rows with ``grab()``, which paints the window a second time): the
median time per jump for both corpora and their ratio (target: at most 3).

It also times what explains a round on screen, for both corpora: the winner's windows
(counted and replaced) in the visible document rows, the ``replaced`` column of the
visible candidate rows (only a self-pair such as (32, 32) costs anything: it is answered
from the index of final-token boundaries the worker builds with the run) and
the narration sentence, on rounds not seen before (target under 100 ms on the 10 MB
corpus). Stalls and jumps are also given as CPU time of the GUI thread, and the load
average is printed beside them: other programs share the cores. On Linux each stall is
split into the GUI thread's CPU time, its wait for a core (the scheduler's statistics of
the thread: time it was ready but other programs ran) and other waits (Python's lock
held by another thread, or the system); "less its wait for a core" is the stall a
machine with a core free for the window would show.

Steps (``--steps``): on a 2 MB and a 10 MB corpus of Chinese paragraphs (the poems of
fortunes-zh joined into paragraphs of about 350 bytes; without it, the built-in Chinese
example's sentences shuffled), 300 merges, the window is stepped with the Right key sent
to the focused document rows, as a user does, with View > Animate Merges on and off:
single presses (one every 700 ms) and a held key (a first press, then auto-repeat presses
every 33 ms for 1.5 s; presses the window could not take in time wait in the queue as
they do in the window system's). For each: the longest event-loop stall (the 10 ms
timer's longest gap), the time from a press until the document rows have painted the
round it asked for, and for the held key the time from the last press until the round
asked for is painted and the steps applied after that (a replayed queue would show
here); medians of 3 runs (targets: stall at most 100 ms, painted within 150 ms).

    python benchmarks/view_speed.py --steps    # 2 MB and 10 MB, 300 merges
    python benchmarks/view_speed.py            # 100 KB vs 10 MB, 4000 merges (minutes)
    python benchmarks/view_speed.py --quick    # 100 KB vs 1 MB, 500 merges
    python benchmarks/view_speed.py --explain-only --merges 1000   # 100 KB vs 10 MB,
        # trained inline, only the explanation timing
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.corpus import Corpus, Document  # noqa: E402
from bpe_viewer.qt.app import make_app  # noqa: E402
from bpe_viewer.qt.later import later_turns  # noqa: E402
from bpe_viewer.qt.main_window import MainWindow  # noqa: E402
from bpe_viewer.qt.settings import Settings  # noqa: E402
from bpe_viewer.qt.worker import gc_paused, training_job  # noqa: E402


def build_corpus(target_bytes: int, seed: int) -> tuple[Corpus, str]:
    """About ``target_bytes`` of real text, one document per fortune or paragraph.

    Uses the Debian packages of ``corpus_sources.py`` (the training benchmark's text);
    without them, the built-in bilingual example's paragraphs with shuffled words.
    """
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from corpus_sources import build_corpus as build_real
    from corpus_sources import load_documents

    found, _ = load_documents()
    if found:
        datas = build_real(target_bytes, seed)
        what = "Debian text: " + ", ".join(sorted(found))
    else:
        bilingual = ROOT / "resources" / "examples" / "bilingual.txt"
        paragraphs = [p for p in bilingual.read_text("utf-8").split("\n\n") if p.strip()]
        rng = random.Random(seed)
        datas = []
        while sum(map(len, datas)) < target_bytes:
            words = rng.choice(paragraphs).split()
            rng.shuffle(words)
            datas.append(" ".join(words).encode("utf-8"))
        what = f"{bilingual.name} paragraphs with shuffled words"
    docs = tuple(
        Document(f"d{i + 1}", data, "train", f"document #{i + 1}") for i, data in enumerate(datas)
    )
    return Corpus(docs, f"{sum(map(len, datas))} bytes", False), what


def load_average() -> str:
    """The machine's 1-minute load average (other programs share the cores)."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "unknown"


def start_profile(prefix: str | None):
    """A running cProfile profiler of this (the GUI) thread, or None without a prefix."""
    if not prefix:
        return None
    import cProfile

    # CPU time of this thread: other programs on the machine do not inflate it.
    profiler = cProfile.Profile(time.thread_time)
    profiler.enable()
    return profiler


def stop_profile(profiler, prefix: str | None, name: str) -> None:
    """Stop ``profiler`` and write its statistics to PREFIX-NAME.prof."""
    if profiler is None or not prefix:
        return
    profiler.disable()
    profiler.dump_stats(f"{prefix}-{name}.prof")
    print(f"  (profile written to {prefix}-{name}.prof)")


def _schedstat_ms() -> float | None:
    """Milliseconds this thread has waited for a core so far (Linux), else None."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as f:
            return int(f.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return None


class Gap:
    """One gap between two ticks of the 10 ms timer: its wall time, the GUI thread's CPU
    time in it and the time the GUI thread waited for a core (other programs), in ms."""

    def __init__(self, wall: float, cpu: float, core_wait: float | None) -> None:
        self.wall, self.cpu, self.core_wait = wall, cpu, core_wait

    @property
    def own(self) -> float:
        """The wall time less the wait for a core: the stall on a machine with a core free
        for the GUI thread (its CPU time plus waits for Python's lock or the system)."""
        return self.wall - (self.core_wait or 0.0)

    def describe(self) -> str:
        wait = "" if self.core_wait is None else f", waiting for a core {self.core_wait:.0f} ms"
        rest = self.wall - self.cpu - (self.core_wait or 0.0)
        return (
            f"{self.wall:.0f} ms (GUI thread CPU {self.cpu:.0f} ms{wait}, other waits "
            f"{rest:.0f} ms)"
        )


class StallMeter:
    """A 10 ms QTimer on the GUI thread recording every gap between its ticks (a gap
    longer than 10 ms is an event-loop stall); Linux's per-thread scheduler statistics
    split off the time the GUI thread only waited for a core (other programs' load)."""

    def __init__(self) -> None:
        self.gaps: list[Gap] = []
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._tick)
        self._last: tuple[float, float, float | None] = (0.0, 0.0, None)

    def _now(self) -> tuple[float, float, float | None]:
        return self._clock.nsecsElapsed() / 1e6, time.thread_time() * 1000, _schedstat_ms()

    def start(self) -> None:
        self._clock.start()
        self._last = self._now()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = self._now()
        wall, cpu = now[0] - self._last[0], now[1] - self._last[1]
        core = None if now[2] is None or self._last[2] is None else now[2] - self._last[2]
        self.gaps.append(Gap(wall, cpu, core))
        self._last = now


def report_stalls(what: str, gaps: list[Gap]) -> None:
    """Print the longest stall of ``gaps`` by wall time, CPU time and wall less core wait."""
    if not gaps:
        print(f"{what}: no tick of the timer")
        return
    by_wall = max(gaps, key=lambda g: g.wall)
    by_cpu = max(gaps, key=lambda g: g.cpu)
    print(f"{what} ({len(gaps)} ticks; load average {load_average()}; target < 100 ms):")
    print(f"    longest stall {by_wall.describe()}")
    if by_wall.core_wait is not None:
        by_own = max(gaps, key=lambda g: g.own)
        print(f"    longest less its wait for a core: {by_own.own:.0f} ms ({by_own.describe()})")
    print(f"    most GUI thread CPU in one stall: {by_cpu.cpu:.0f} ms")


def loop_jump_stall(window: MainWindow, app, stage: int) -> list[Gap]:
    """The event-loop gaps while the cursor moves to ``stage`` from inside the event loop
    and the window shows it (one paint, the later turns' updates included)."""
    meter = StallMeter()
    meter.start()
    QTimer.singleShot(50, lambda: window.round_cursor.set_value(stage))
    end = time.perf_counter() + 0.6
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    meter.stop()
    return meter.gaps


def jump_times_ms(
    window: MainWindow, app, jumps: int, seed: int, cpu: list[float] | None = None
) -> list[float]:
    """Milliseconds of each of ``jumps`` jumps to a random round, in order.

    With ``cpu``, the GUI thread's CPU milliseconds of each jump are appended to it.
    """
    rng = random.Random(seed)
    k = window.run.merge_count
    times = []
    for _ in range(jumps):
        stage = rng.randint(0, k)
        if stage == window.round_cursor.value:
            stage = (stage + 1) % (k + 1)
        t0 = time.perf_counter()
        c0 = time.thread_time()
        window.round_cursor.set_value(stage)
        app.processEvents()
        # The vocabulary and the hex rows follow on later turns: their work counts too.
        later_turns().run_all()
        window.documents_panel.table.fit_visible_rows()
        window.grab()
        times.append((time.perf_counter() - t0) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c0) * 1000)
    return times


def explain_ms(window: MainWindow, jumps: int, seed: int) -> dict[str, list[float]]:
    """Per random round: windows of the visible rows, the replaced column of the visible
    candidate rows and the narration sentence, each timed after the cursor moved there."""
    from bpe_viewer.core.explain import narrate_round

    rng = random.Random(seed)
    run = window.run
    assert run is not None
    k = run.merge_count
    docs = window.documents_model
    cands = window.candidates_model
    table = window.documents_panel.table
    cand_view = window.candidates_panel.table
    times: dict[str, list[float]] = {"windows": [], "replaced": [], "sentence": [], "all": []}
    for _ in range(jumps):
        stage = rng.randrange(0, k)
        window.round_cursor.set_value(stage)
        docs.tokens(docs.document_index(0))  # the rows' tokens, as the jump built them
        t0 = time.perf_counter()
        top = max(0, table.rowAt(0))
        bottom = table.rowAt(table.viewport().height() - 1)
        bottom = docs.rowCount() - 1 if bottom < 0 else bottom
        for row in range(top, bottom + 1):
            docs.windows(docs.document_index(row))
        t1 = time.perf_counter()
        first = max(0, cand_view.rowAt(0))
        last = cand_view.rowAt(cand_view.viewport().height() - 1)
        last = cands.rowCount() - 1 if last < 0 else last
        for row in range(first, last + 1):
            cands.replacements(row)
        t2 = time.perf_counter()
        narrate_round(run, stage)
        t3 = time.perf_counter()
        times["windows"].append((t1 - t0) * 1000)
        times["replaced"].append((t2 - t1) * 1000)
        times["sentence"].append((t3 - t2) * 1000)
        times["all"].append((t3 - t0) * 1000)
    return times


def chinese_corpus(target_bytes: int, seed: int) -> tuple[Corpus, str]:
    """About ``target_bytes`` of Chinese paragraphs of about 350 bytes each: the poems of
    fortunes-zh (corpus_sources.py) joined in a shuffled order; without them, the
    built-in Chinese example's sentences shuffled."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from corpus_sources import load_documents

    found, _ = load_documents()
    rng = random.Random(seed)
    pieces = [
        line.strip()
        for poem in found.get("fortunes-zh", [])
        for line in poem.splitlines()
        if line.strip()
    ]
    what = "fortunes-zh poems"
    if not pieces:
        text = (ROOT / "resources" / "examples" / "chinese.txt").read_text("utf-8")
        pieces = [(s + "。").encode("utf-8") for s in text.replace("\n", "").split("。") if s]
        what = "chinese.txt sentences shuffled"
    datas: list[bytes] = []
    total = 0
    while total < target_bytes:
        parts: list[bytes] = []
        while sum(map(len, parts)) < 350:
            parts.append(b"".join(rng.choice(pieces).split()))
        datas.append(b"".join(parts))
        total += len(datas[-1])
    docs = tuple(
        Document(f"p{i + 1}", data, "train", f"paragraph #{i + 1}") for i, data in enumerate(datas)
    )
    return Corpus(docs, f"{total} bytes", False), what


class StepProbe:
    """Presses Right in the window and records, for each round asked for, when the
    document rows first painted it (``time.perf_counter()`` seconds)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.table = window.documents_panel.table
        self.changes: list[tuple[float, int]] = []
        window.round_cursor.stage_changed.connect(
            lambda stage: self.changes.append((time.perf_counter(), stage))
        )

    def press(self, repeat: bool) -> None:
        """One Right press to the focused widget (an auto-repeat one when ``repeat``)."""
        target = QApplication.focusWidget() or self.table
        if repeat:
            event = QKeyEvent(
                QEvent.Type.KeyPress, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier, "", True, 1
            )
            QApplication.sendEvent(target, event)
        else:
            QTest.keyClick(target, Qt.Key.Key_Right)

    def painted_by(self, stage: int, after: float) -> float | None:
        """When the rows had painted ``stage`` (None if not yet)."""
        t = self.table
        return t.painted_at if t.painted_stage == stage and t.painted_at >= after else None


def run_loop(app, seconds: float, step: Callable[[float], bool] | None = None) -> None:
    """Run the event loop for ``seconds``; ``step(elapsed)`` is called every 5 ms."""
    start = time.perf_counter()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: step(time.perf_counter() - start) if step else None)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()


def single_presses(app, window: MainWindow, probe: StepProbe, presses: int) -> tuple[float, float]:
    """(longest stall, median ms until painted) of ``presses`` single Right presses."""
    meter = StallMeter()
    meter.start()
    painted: list[float] = []
    for _ in range(presses):
        sent = time.perf_counter()
        stage = window.round_cursor.value + 1
        probe.press(False)
        seen: list[float] = []

        def watch(_elapsed: float, stage: int = stage, sent: float = sent, seen=seen) -> bool:
            at = probe.painted_by(stage, sent)
            if at is not None and not seen:
                seen.append(at)
            return True

        run_loop(app, 0.7, watch)
        painted.append(((seen[0] if seen else time.perf_counter()) - sent) * 1000)
    meter.stop()
    return max(g.wall for g in meter.gaps), statistics.median(painted)


def held_key(app, window: MainWindow, probe: StepProbe) -> tuple[float, float, int, int]:
    """A held Right key: (longest stall, ms from the last press until its round was
    painted, steps applied after that, rounds asked for less rounds shown)."""
    start_stage = window.round_cursor.value
    due = 1 + int(1.5 / 0.033)
    sent = [0]
    last = [0.0]
    meter = StallMeter()
    meter.start()
    probe.changes.clear()

    def send(elapsed: float) -> bool:
        # Every press due by now, as the window system queues them during a stall.
        while sent[0] < due and sent[0] * 0.033 <= elapsed:
            probe.press(sent[0] > 0)
            sent[0] += 1
            last[0] = time.perf_counter()
        return True

    run_loop(app, 1.5 + 2.0, send)
    meter.stop()
    asked = start_stage + due
    painted = [t for t, s in probe.changes if s == asked]
    lag = probe.table.painted_at - last[0] if probe.table.painted_stage == asked else -1.0
    late = sum(1 for t, _s in probe.changes if t > (painted[0] if painted else last[0]))
    return max(g.wall for g in meter.gaps), lag * 1000, late, asked - window.round_cursor.value


def report_steps(app, window: MainWindow, sizes: tuple[int, ...], runs: int) -> None:
    """Print the step figures (see the module docstring) for corpora of ``sizes`` bytes."""
    for size in sizes:
        corpus, what = chinese_corpus(size, 3)
        t0 = time.perf_counter()
        # As the window's worker trains (gc_paused): the collector is paused meanwhile
        # and then freezes what survived, so later collections do not walk the run.
        with gc_paused():
            run = train(corpus, 300)
            run.warm_caches()
        n = sum(len(d.data) for d in corpus.documents)
        print(
            f"{n / 1e6:.1f} MB ({what}, {len(corpus.documents)} paragraphs): 300 merges "
            f"trained in {time.perf_counter() - t0:.1f} s"
        )
        probe = StepProbe(window)
        for animate in (True, False):
            window.action_map["animate_merges"].setChecked(animate)
            singles, helds = [], []
            for _ in range(runs):
                window.session.set_run(run, 0)
                run_loop(app, 0.8)
                window.documents_panel.table.setFocus()
                singles.append(single_presses(app, window, probe, 5))
                helds.append(held_key(app, window, probe))
            stall = statistics.median(s[0] for s in singles)
            paint = statistics.median(s[1] for s in singles)
            h_stall = statistics.median(h[0] for h in helds)
            h_lag = statistics.median(h[1] for h in helds)
            late = max(h[2] for h in helds)
            behind = max(h[3] for h in helds)
            on = "on" if animate else "off"
            print(
                f"  Animate Merges {on}: single presses: longest stall {stall:.0f} ms, "
                f"painted after {paint:.0f} ms; held key: longest stall {h_stall:.0f} ms, "
                f"last round painted {h_lag:.0f} ms after the last press, {late} steps "
                f"after it, {behind} rounds behind at the end (medians of {runs}; load "
                f"average {load_average()})"
            )
        window.action_map["animate_merges"].setChecked(True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1 MB / 500 merges instead")
    parser.add_argument("--jumps", type=int, default=40)
    parser.add_argument(
        "--explain-only",
        action="store_true",
        help="train both corpora inline and time only the explanation of rounds",
    )
    parser.add_argument("--merges", type=int, help="merges for the large corpus")
    parser.add_argument(
        "--steps",
        action="store_true",
        help="only the Right-key steps on 2 MB and 10 MB of Chinese paragraphs (300 merges)",
    )
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (--steps)")
    parser.add_argument(
        "--profile",
        metavar="PREFIX",
        help="write cProfile statistics of the GUI thread for the finish and the first "
        "jump to PREFIX-finish.prof and PREFIX-first-jump.prof",
    )
    args = parser.parse_args(argv)
    small_size, big_size = 100_000, (1_000_000 if args.quick else 10_000_000)
    small_merges, big_merges = (500, 500) if args.quick else (1000, 4000)
    if args.merges is not None:
        big_merges = args.merges

    if args.steps:
        app = make_app()
        import tempfile

        tmp = tempfile.TemporaryDirectory()
        window = MainWindow(Settings(Path(tmp.name) / "s.ini"), show_error=lambda *a: print(a))
        window.resize(1400, 850)
        window.show()
        app.processEvents()
        print("load average (1 min) at start:", load_average())
        report_steps(
            app, window, (2_000_000,) if args.quick else (2_000_000, 10_000_000), args.runs
        )
        window.close()
        return 0

    small, what = build_corpus(small_size, 1)
    big, _ = build_corpus(big_size, 2)
    print("text:", what)
    print("load average (1 min) at start:", load_average())
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
    if args.explain_only:
        t0 = time.perf_counter()
        big_run = train(big, big_merges)
        print(f"trained large: {big_run.merge_count} merges in {time.perf_counter() - t0:.1f} s")
        report_explain(window, app, small_run, big_run, args.jumps)
        window.close()
        return 0

    # Large corpus: train in the window's worker thread, measuring event-loop stalls.
    meter = StallMeter()
    done = []
    window.worker.training_finished.connect(lambda run, _d: done.append(run))
    window.worker.training_failed.connect(lambda err, _d: done.append(err))
    t0 = time.perf_counter()
    meter.start()
    window.worker.start(training_job(lambda: big, big_merges, "smallest"), "large corpus")
    while not done:
        app.processEvents()
        time.sleep(0.001)
    training_gaps = list(meter.gaps)
    # The run is shown by the window's own slot; keep ticking so that stall is measured.
    profiler = start_profile(args.profile)
    settle = time.perf_counter() + 1.0
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.001)
    meter.stop()
    stop_profile(profiler, args.profile, "finish")
    finish_gaps = meter.gaps[len(training_gaps) :]
    big_run = done[0]
    if isinstance(big_run, BaseException):
        raise big_run
    k_large = big_run.merge_count
    elapsed = time.perf_counter() - t0
    print(f"trained large in the worker: {big_run.merge_count} merges in {elapsed:.1f} s")
    report_stalls("event-loop stalls while training", training_gaps)
    report_stalls("event-loop stalls when the window shows the finished run", finish_gaps)
    # The first jump as the user meets it: the cursor moves inside the event loop, the
    # window handles it and paints once, while the 10 ms timer measures the stall.
    profiler = start_profile(args.profile)
    jump_gaps = loop_jump_stall(window, app, random.Random(5).randint(1, k_large))
    stop_profile(profiler, args.profile, "first-jump")
    report_stalls("large: event-loop stalls of the first jump after loading", jump_gaps)
    second_cpu: list[float] = []
    second = jump_times_ms(window, app, 1, 5, second_cpu)[0]
    print(
        f"large: the next jump, set + process events + fit rows + grab() (two paints): "
        f"{second:.1f} ms, GUI thread CPU {second_cpu[0]:.1f} ms"
    )

    results = {}
    for name, run in (("small", small_run), ("large", big_run)):
        if window.run is not run:
            window.session.set_run(run, 0)
            app.processEvents()
            first = jump_times_ms(window, app, 1, 5)[0]
            print(f"{name}: first jump after loading {first:.1f} ms")
        jump_times_ms(window, app, 5, 99)  # warm up
        cpu: list[float] = []
        times = jump_times_ms(window, app, args.jumps, 7, cpu)
        results[name] = statistics.median(times)
        print(
            f"{name}: median jump to a random round {results[name]:.1f} ms (max "
            f"{max(times):.1f}), GUI thread CPU median {statistics.median(cpu):.1f} ms (max "
            f"{max(cpu):.1f}; load average {load_average()})"
        )
    ratio = results["large"] / results["small"]
    print(f"ratio large/small: {ratio:.2f} (target <= 3)")
    report_explain(window, app, small_run, big_run, args.jumps)
    window.close()
    return 0


def report_explain(window: MainWindow, app, small_run, big_run, jumps: int) -> None:
    """Print the explanation timing of both runs side by side."""
    explained = {}
    for name, run in (("small", small_run), ("large", big_run)):
        # What the training worker does before it hands a run over (a no-op for a run
        # that came from it): whole-corpus totals and the index of self-pair runs.
        t0 = time.perf_counter()
        run.warm_caches()
        print(f"{name}: caches warmed (on the worker thread) in {time.perf_counter() - t0:.2f} s")
        window.session.set_run(run, 0)
        app.processEvents()
        times = explain_ms(window, jumps, 11)
        explained[name] = statistics.median(times["all"])
        parts = ", ".join(
            f"{part} {statistics.median(times[part]):.1f} (max {max(times[part]):.1f})"
            for part in ("windows", "replaced", "sentence")
        )
        print(
            f"{name}: explaining a new round: median {explained[name]:.1f} ms, max "
            f"{max(times['all']):.1f} ms; {parts} ms"
        )
    print(
        f"ratio large/small: {explained['large'] / max(explained['small'], 1e-6):.2f} "
        f"(target: large under 100 ms; load average {load_average()})"
    )


if __name__ == "__main__":
    sys.exit(main())
