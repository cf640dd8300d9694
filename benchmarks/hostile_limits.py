"""Large inputs against their limits: time and peak memory, each case in a fresh process.

    python benchmarks/hostile_limits.py            # 50 MB single line (3 and 0 merges), 20 MB run
    python benchmarks/hostile_limits.py --quick    # 10 MB single line, 5 MB run
    python benchmarks/hostile_limits.py --case load --run-mb 20   # one case, one size

Cases:

- ``line``: ``bpe-viewer train`` on one document of a single 50 MB line with 3 merges
  (targets: under 20 s and under 1 GB peak), and with 0 merges for comparison;
- ``load``: loading a saved run of about 20 MB through the one opener and the validator
  (target: about 2 s), next to loading the same JSON with ``json.loads`` alone, so the
  ratio says what the checks cost on this machine whatever its speed.

Each case prints seconds and peak resident memory; the last lines compare with targets.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CS336 = ROOT.parent / "shared" / "corpora" / "cs336" / "corpus.en"


def child(code: str) -> dict[str, float]:
    """Run ``code`` in a fresh interpreter; it sets ``result``; returns it with peak MB."""
    wrapper = (
        "import json, resource, sys, time\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "t0 = time.perf_counter()\n"
        f"{code}\n"
        "result['seconds'] = time.perf_counter() - t0\n"
        "result['peak_mb'] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
        "print(json.dumps(result))\n"
    )
    # The program goes in on standard input: a command line has a size limit.
    out = subprocess.run(
        [sys.executable, "-"], input=wrapper, capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def single_line(folder: Path, size: int) -> Path:
    path = folder / f"line-{size}.txt"
    if not path.exists():
        text = CS336.read_bytes().replace(b"\n", b" ")
        path.write_bytes((text * (size // len(text) + 1))[:size])
    return path


def saved_run(folder: Path, size: int) -> Path:
    """A saved run of about ``size`` bytes: 500 documents, 64 merges."""
    path = folder / f"run-{size}.json"
    if not path.exists():
        # The child reads the corpus itself: the documents never travel as text.
        child(
            "from pathlib import Path\n"
            "from bpe_viewer.core import train\n"
            "from bpe_viewer.core.formats.run_json import save_run\n"
            f"text = Path({str(CS336)!r}).read_bytes()\n"
            f"data = (text * ({size} // len(text) // 2 + 1))[: {size} // 2]\n"
            "step = len(data) // 500\n"
            "docs = [data[i * step : (i + 1) * step] for i in range(500)]\n"
            f"save_run(train(docs, 64), {str(path)!r})\n"
            "result = {}"
        )
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10 MB line and 5 MB run")
    parser.add_argument("--case", choices=("line", "load"), help="run only this case")
    parser.add_argument("--line-mb", type=int, help="size of the single line (MB)")
    parser.add_argument("--run-mb", type=int, help="size of the saved run (MB)")
    args = parser.parse_args()
    line_size = (args.line_mb or (10 if args.quick else 50)) * 10**6
    run_size = (args.run_mb or (5 if args.quick else 20)) * 10**6
    folder = Path(tempfile.gettempdir()) / "bpe-viewer-bench"
    folder.mkdir(exist_ok=True)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rows = []
    three = None
    if args.case in (None, "line"):
        line = single_line(folder, line_size)
        for merges in (0, 3):
            r = child(
                "from bpe_viewer.cli import main\n"
                f"code = main(['train', {str(line)!r}, '--merges', '{merges}', '-o', "
                f"{os.devnull!r}])\n"
                "result = {'code': code}"
            )
            rows.append((f"train {line_size // 10**6} MB line, {merges} merges", r))
        three = rows[-1][1]
    r_json = r_load = None
    if args.case in (None, "load"):
        run = saved_run(folder, run_size)
        mb = run.stat().st_size / 1e6
        r_json = child(f"import json\njson.loads(open({str(run)!r}, 'rb').read())\nresult = {{}}")
        rows.append((f"json.loads of a {mb:.0f} MB run", r_json))
        r_load = child(
            "from bpe_viewer.core.formats.run_json import load_run\n"
            f"load_run({str(run)!r})\nresult = {{}}"
        )
        rows.append((f"load_run of a {mb:.0f} MB run", r_load))
    print(f"{'case':<40} {'seconds':>8} {'peak MB':>8}")
    for name, r in rows:
        print(f"{name:<40} {r['seconds']:8.2f} {r['peak_mb']:8.0f}")
    print()
    if three is not None:
        print(
            f"3 merges: {three['seconds']:.1f} s (target < 20), {three['peak_mb']:.0f} MB (< 1000)"
        )
    if r_load is not None and r_json is not None:
        print(
            f"load_run / json.loads: {r_load['seconds'] / r_json['seconds']:.1f}x "
            f"({r_load['seconds']:.1f} s; target about 2 s on a quiet machine)"
        )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
