"""Opening a saved run and exporting it, against the time it took to train, in one run.

Trains the 10 MB ``debian`` corpus (corpus_sources.py) with the GPT-4 pattern and 4000
merges in a child process, saves the run, then times in another child process what
``bpe-viewer export RUN --to hf`` does: open the saved run's table (parse, schema,
rebuild, the one validation of docs/rules.md s10 on the rules alone: an export writes no
document) and write its ``tokenizer.json``. Prints both times, the phases of the opening,
the ratio, and beside them the time to open the whole run with its documents (what
``vocab``, ``encode`` or the window opens). Target: open + export at most a third of the
training time.

    python benchmarks/open_speed.py            # 10 MB, 4000 merges
    python benchmarks/open_speed.py --mb 2     # a smaller corpus

Each child process is timed on its own; the load average printed beside the figures
says how busy the machine was.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

TRAIN = """
import sys, time
sys.path.insert(0, {here!r})
from corpus_sources import build_corpus
from bpe_viewer.core import train
docs = build_corpus({size})
start = time.perf_counter()
run = train(docs, {merges}, pretokenizer="gpt4")
seconds = time.perf_counter() - start
run.save({path!r})
print(seconds)
"""

OPEN = """
import json, time
from bpe_viewer.core.formats import run_json, run_text
from bpe_viewer.core.validate import check_run
from bpe_viewer.core.interop import load
start = time.perf_counter()
run = load({path!r}, documents=False)  # what bpe-viewer export opens: the table
opened = time.perf_counter()
run.export("hf", {out!r})
done = time.perf_counter()
whole = load({path!r})
full = time.perf_counter() - done
raw = open({path!r}, "rb").read()
with run_text.gc_paused():
    t0 = time.perf_counter(); data = run_text.decode_run_text(raw, "run"); t1 = time.perf_counter()
run_json.check_run = lambda run, source, documents=True: run
again = run_json.run_from_json(data, "run", documents=False); t2 = time.perf_counter()
check_run(again, documents=False); t3 = time.perf_counter()
print(json.dumps({{"open": opened - start, "export": done - opened, "json": t1 - t0,
                  "build": t2 - t1, "check": t3 - t2, "full": full}}))
"""


def child(code: str) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    return out.strip().splitlines()[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10, help="corpus size in MB")
    parser.add_argument("--merges", type=int, default=4000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "run.bpe-run.json")
        load_before = os.getloadavg()[0]
        size = int(args.mb * 1_000_000)
        code = TRAIN.format(here=str(HERE), size=size, merges=args.merges, path=path)
        trained = float(child(code))
        out = str(Path(folder) / "tokenizer.json")
        phases = json.loads(child(OPEN.format(path=path, out=out)))
        load_after = os.getloadavg()[0]
        mb = os.path.getsize(path) / 1e6
    total = phases["open"] + phases["export"]
    print(
        f"{args.mb:g} MB, GPT-4 pattern, {args.merges} merges; saved run {mb:.1f} MB; "
        f"load average {load_before:.2f} -> {load_after:.2f}"
    )
    print(f"  training                      {trained:7.2f} s")
    print(f"  open the saved run's table    {phases['open']:7.2f} s")
    print(
        f"    (JSON {phases['json']:.2f} s, rebuild and schema {phases['build']:.2f} s, "
        f"the one validation {phases['check']:.2f} s)"
    )
    print(f"  export tokenizer.json         {phases['export']:7.2f} s")
    print(
        f"  (open the whole run, documents and all, as vocab or the window does: "
        f"{phases['full']:.2f} s)"
    )
    ratio = total / trained
    mark = "met" if ratio <= 1 / 3 else "NOT met"
    print(f"  open + export / training: {ratio:.2f} (target at most 0.33: {mark})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
