"""Training from a piece table against training from the text it was counted from, in one run.

Builds the 10 MB ``debian`` corpus (corpus_sources.py), writes it as one file of
paragraphs, counts it once with ``bpe-viewer count --pretokenize gpt4`` into a Parquet
and a JSON piece table, then trains all three with ``bpe-viewer train ... --merges
4000``: the text (``--unit paragraph --pretokenize gpt4``), the Parquet table and the
JSON table. Each training is a child process of its own, timed from start-up to exit,
with its own peak memory (``wait4``); the three are interleaved, ``--repeat`` rounds (3
by default), and the medians are shown with the load average before and after.

Targets (issue 26): training from the Parquet table at most half the time of training
from the text, and no more peak memory; every route prints the same merge table (the
rules and their pair counts), which is checked. ``--format json`` has ``train`` write
the whole run (a document per table row) instead of the rank lines.

    python benchmarks/piece_table_speed.py              # 10 MB, 4000 merges, 3 rounds
    python benchmarks/piece_table_speed.py --mb 1 --repeat 1

Absolute times vary with the machine and its load; the ratios are what count.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT)]  # this checkout's package and corpus_sources

ROUTES = ("text", "parquet", "json")


def _timed(cmd: list[str]) -> tuple[float, float]:
    """Run ``cmd`` as a child: its wall seconds and its own peak memory in MB.

    Raises:
        SystemExit: when the child fails.
    """
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[3:5])} failed: {err.decode(errors='replace')[-400:]}")
    return seconds, usage.ru_maxrss / 1024


def _merge_table(path: Path, fmt: str) -> list[object]:
    """The rules with their pair and replacement counts that ``train`` wrote to ``path``."""
    if fmt == "ranks":
        return path.read_text().splitlines()
    import json

    return json.loads(path.read_text())["rules"]


def main(argv: list[str] | None = None) -> int:
    """Build, count, train three ways; print the medians, ratios and targets."""
    from corpus_sources import build_corpus

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10, help="corpus size in MB")
    parser.add_argument("--merges", type=int, default=4000)
    parser.add_argument("--repeat", type=int, default=3, help="rounds (medians shown)")
    parser.add_argument(
        "--format",
        choices=("ranks", "json"),
        default="ranks",
        help="what train writes: the rank lines (default) or the whole run as JSON",
    )
    args = parser.parse_args(argv)
    # Byte-compile this checkout once, as installing it would: otherwise (with
    # PYTHONDONTWRITEBYTECODE set) every child compiles our sources inside its clock.
    compileall.compile_dir(ROOT / "bpe_viewer", quiet=1)
    cli = [sys.executable, "-m", "bpe_viewer"]
    with tempfile.TemporaryDirectory(prefix="bpe-pieces-") as tmp:
        folder = Path(tmp)
        text = folder / "corpus.txt"
        docs = build_corpus(int(args.mb * 1_000_000))
        text.write_bytes(b"\n\n".join(docs) + b"\n")
        tables = {"parquet": folder / "pieces.parquet", "json": folder / "pieces.json"}
        counted = {}
        for route, table in tables.items():
            counted[route], _ = _timed(
                [*cli, "count", str(text), "--unit", "paragraph", "--pretokenize", "gpt4",
                 "-o", str(table)]
            )  # fmt: skip
        inputs = {
            "text": [str(text), "--unit", "paragraph", "--pretokenize", "gpt4"],
            "parquet": [str(tables["parquet"])],
            "json": [str(tables["json"])],
        }
        outs = {route: folder / f"{route}.ranks" for route in ROUTES}
        times: dict[str, list[float]] = {route: [] for route in ROUTES}
        peaks: dict[str, list[float]] = {route: [] for route in ROUTES}
        load_before = os.getloadavg()
        for _ in range(args.repeat):
            for route in ROUTES:
                cmd = [*cli, "train", *inputs[route], "--merges", str(args.merges),
                       "--format", args.format, "-o", str(outs[route])]  # fmt: skip
                seconds, peak = _timed(cmd)
                times[route].append(seconds)
                peaks[route].append(peak)
        load_after = os.getloadavg()
        merge_tables = {route: _merge_table(outs[route], args.format) for route in ROUTES}
        same = {route: merge_tables[route] == merge_tables["text"] for route in ROUTES}
        sizes = {route: table.stat().st_size / 1e6 for route, table in tables.items()}
        rules = len(merge_tables["text"])
    print(
        f"{args.mb:g} MB debian corpus, GPT-4 pattern, {args.merges} merges ({rules} learned), "
        f"--format {args.format}; "
        f"medians of {args.repeat}; load average {load_before[0]:.2f} {load_before[1]:.2f} -> "
        f"{load_after[0]:.2f} {load_after[1]:.2f}"
    )
    print(
        f"  count: Parquet {counted['parquet']:.2f} s ({sizes['parquet']:.1f} MB), "
        f"JSON {counted['json']:.2f} s ({sizes['json']:.1f} MB)"
    )
    med = {route: statistics.median(times[route]) for route in ROUTES}
    mem = {route: statistics.median(peaks[route]) for route in ROUTES}
    print(f"  {'train from':<14}{'time':>9}{'peak':>10}{'time/text':>11}{'peak/text':>11}  table")
    for route in ROUTES:
        print(
            f"  {route:<14}{med[route]:>7.2f} s{mem[route]:>7.0f} MB"
            f"{med[route] / med['text']:>11.2f}{mem[route] / mem['text']:>11.2f}  "
            f"{'same' if same[route] else 'DIFFERENT'}"
        )
    time_met = med["parquet"] <= med["text"] / 2
    mem_met = mem["parquet"] <= mem["text"]
    print(
        f"  target: Parquet table at most 0.50x the text's time: "
        f"{med['parquet'] / med['text']:.2f} ({'met' if time_met else 'NOT met'}); "
        f"no more peak memory: {mem['parquet'] / mem['text']:.2f} "
        f"({'met' if mem_met else 'NOT met'}); same table: "
        f"{'yes' if all(same.values()) else 'NO'}"
    )
    return 0 if all(same.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
