"""Training speed and memory: our incremental trainer, the naive reference and rustbpe.

Every measurement runs in its own child process (so peak memory is that run's alone),
all in one invocation, one after another, and the table prints ratios between them.
The corpus is real multilingual text from Debian packages (see corpus_sources.py).

    python benchmarks/train_speed.py            # full table: 100 KB, 1 MB, 10 MB
    python benchmarks/train_speed.py --quick    # 100 KB and 1 MB only

Targets (issue 2): at least 50x faster than the naive reference at 1 MB with 1000 merges;
within 10x of rustbpe at 1 MB with 4000 merges; 10x more text costs at most 15x more
time; 10 MB with 4000 merges under 1.5 GB peak memory.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = {"100KB": 100_000, "1MB": 1_000_000, "10MB": 10_000_000}
MERGES = (256, 1000, 4000)
# The naive reference recounts everything each round; run it only where it finishes in
# a few minutes on a 2-core machine.
NAIVE = {("100KB", 256), ("100KB", 1000), ("100KB", 4000), ("1MB", 256), ("1MB", 1000)}


def child(impl: str, size: int, merges: int) -> None:
    """Train once and print a JSON line: seconds, peak RSS and a digest of the rules."""
    sys.path.insert(0, str(HERE))
    from corpus_sources import build_corpus

    # rustbpe takes text, so every implementation trains on the same valid UTF-8.
    docs = [d.decode("utf-8", "replace").encode("utf-8") for d in build_corpus(size)]
    rules: list[bytes] = []
    start = time.perf_counter()
    if impl == "ours":
        from bpe_viewer.core import train

        run = train(docs, merges)
        rules = [r.token_bytes for r in run.rules]
    elif impl == "naive":
        from bpe_viewer.core.reference import iter_naive_rounds

        vocab = [bytes([i]) for i in range(256)]
        for rnd in iter_naive_rounds(docs, merges):
            vocab.append(vocab[rnd.pair[0]] + vocab[rnd.pair[1]])
        rules = vocab[256:]
    elif impl == "rustbpe":
        import rustbpe

        texts = [d.decode("utf-8") for d in docs]
        start = time.perf_counter()
        tok = rustbpe.Tokenizer()
        # One regex match per document keeps each document whole, as our trainer does.
        tok.train_from_iterator(iter(texts), 256 + merges, pattern=r"[\s\S]+")
        ranks = dict(tok.get_mergeable_ranks())
        by_id = {v: bytes(k) for k, v in ranks.items()}
        rules = [by_id[i] for i in range(256, 256 + merges) if i in by_id]
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    digest = hashlib.sha256(b"\0".join(rules)).hexdigest()[:12]
    print(
        json.dumps(
            {
                "seconds": seconds,
                "peak_mb": peak_mb,
                "rules": len(rules),
                "digest": digest,
                "bytes": sum(map(len, docs)),
                "documents": len(docs),
            }
        )
    )


def measure(impl: str, size: int, merges: int) -> dict[str, float] | None:
    cmd = [sys.executable, __file__, "--child", impl, str(size), str(merges)]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        print(f"  {impl} failed: {result.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return None
    data: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="100 KB and 1 MB only")
    parser.add_argument("--no-naive", action="store_true", help="skip the naive reference")
    parser.add_argument(
        "--child", nargs=3, metavar=("IMPL", "SIZE", "MERGES"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]), int(args.child[2]))
        return 0

    sys.path.insert(0, str(HERE))
    from corpus_sources import load_documents

    found, missing = load_documents()
    print("corpus: real text, one document per fortune or paragraph, drawn round-robin from")
    for name, docs in sorted(found.items()):
        print(f"  {name:<20} {len(docs):>6} documents {sum(map(len, docs)) / 1e6:6.2f} MB")
    if missing:
        print(f"  missing (apt-get install them): {', '.join(missing)}")
    try:
        import rustbpe  # noqa: F401

        have_rustbpe = True
    except ImportError:
        have_rustbpe = False
        print("  rustbpe not installed (pip install rustbpe): its column is skipped")

    sizes = ["100KB", "1MB"] if args.quick else list(SIZES)
    results: dict[tuple[str, str, int], dict[str, float]] = {}
    header = (
        f"{'size':>6} {'merges':>6} | {'ours s':>8} {'peak MB':>8} | {'naive s':>8} "
        f"{'x naive':>8} | {'rustbpe s':>9} {'x rustbpe':>9} | same rules"
    )
    print()
    print(header)
    print("-" * len(header))
    for size_name in sizes:
        for merges in MERGES:
            row = {}
            for impl in ("ours", "naive", "rustbpe"):
                if impl == "naive" and (args.no_naive or (size_name, merges) not in NAIVE):
                    continue
                if impl == "rustbpe" and not have_rustbpe:
                    continue
                data = measure(impl, SIZES[size_name], merges)
                if data is not None:
                    row[impl] = data
                    results[(impl, size_name, merges)] = data
            ours = row.get("ours")
            if ours is None:
                continue
            naive = row.get("naive")
            rust = row.get("rustbpe")
            same = {k: v["digest"] == ours["digest"] for k, v in row.items() if k != "ours"}
            print(
                f"{size_name:>6} {merges:>6} | {ours['seconds']:8.2f} {ours['peak_mb']:8.0f} | "
                + (
                    f"{naive['seconds']:8.2f} {naive['seconds'] / ours['seconds']:7.1f}x | "
                    if naive
                    else f"{'-':>8} {'-':>8} | "
                )
                + (
                    f"{rust['seconds']:9.2f} {ours['seconds'] / rust['seconds']:8.1f}x | "
                    if rust
                    else f"{'-':>9} {'-':>9} | "
                )
                + (", ".join(f"{k}: {'yes' if v else 'NO'}" for k, v in same.items()) or "-"),
                flush=True,
            )
    print()
    print("growth of our time with 10x more text (target <= 15x):")
    for merges in MERGES:
        parts = []
        for small, big in (("100KB", "1MB"), ("1MB", "10MB")):
            a = results.get(("ours", small, merges))
            b = results.get(("ours", big, merges))
            if a and b:
                parts.append(f"{small}->{big} {b['seconds'] / a['seconds']:.1f}x")
        if parts:
            print(f"  {merges:>5} merges: " + ", ".join(parts))
    print()
    print("targets:")
    checks = []
    n = results.get(("naive", "1MB", 1000))
    o = results.get(("ours", "1MB", 1000))
    if n and o:
        checks.append(
            ("naive/ours at 1 MB, 1000 merges >= 50", n["seconds"] / o["seconds"], 50, True)
        )
    r = results.get(("rustbpe", "1MB", 4000))
    o = results.get(("ours", "1MB", 4000))
    if r and o:
        checks.append(
            ("ours/rustbpe at 1 MB, 4000 merges <= 10", o["seconds"] / r["seconds"], 10, False)
        )
    for merges in MERGES:
        for small, big in (("100KB", "1MB"), ("1MB", "10MB")):
            a = results.get(("ours", small, merges))
            b = results.get(("ours", big, merges))
            if a and b:
                checks.append(
                    (
                        f"time {big}/{small} at {merges} merges <= 15",
                        b["seconds"] / a["seconds"],
                        15,
                        False,
                    )
                )
    m = results.get(("ours", "10MB", 4000))
    if m:
        checks.append(("peak MB at 10 MB, 4000 merges <= 1536", m["peak_mb"], 1536, False))
    for name, value, limit, at_least in checks:
        ok = value >= limit if at_least else value <= limit
        print(f"  {'PASS' if ok else 'FAIL'}  {name}: {value:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
