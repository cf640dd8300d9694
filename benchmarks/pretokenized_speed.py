"""Pre-tokenized training: our trainer against rustbpe and Hugging Face tokenizers.

All three train on the same documents with the same pre-tokenization pattern (GPT-4 by
default) for the same number of merges; each measurement runs in its own child process,
one after another in one invocation, and the table prints time and peak memory ratios
and whether each learned the same table as ours. rustbpe breaks count ties as our
``smallest`` policy does, so its table is ours; Hugging Face breaks them its own way, so
its table parts from ours at the first tie (same counts, another pair). The corpus is the
Debian multilingual text of corpus_sources.py.

    python benchmarks/pretokenized_speed.py                 # 1 MB and 10 MB, 4000 merges
    python benchmarks/pretokenized_speed.py --sizes 1MB --merges 1000
    python benchmarks/pretokenized_speed.py --pattern none  # no pre-tokenization

Targets (docs/rules.md s9): with the GPT-4 pattern at 10 MB and 4000 merges, at most
Hugging Face's time and memory and at most 2.5x rustbpe's time.
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
IMPLEMENTATIONS = ("ours", "huggingface", "rustbpe")


def _pattern(name: str) -> str:
    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    pattern = PRETOKENIZERS[name]
    # No pre-tokenization: one match per document keeps it whole.
    return r"[\s\S]+" if pattern is None else pattern


def child(impl: str, size: int, merges: int, name: str) -> None:
    """Train once and print a JSON line: seconds, peak RSS and a digest of the rules."""
    sys.path.insert(0, str(HERE))
    from corpus_sources import build_corpus

    docs = [d.decode("utf-8", "replace").encode("utf-8") for d in build_corpus(size)]
    texts = [d.decode("utf-8") for d in docs]
    pattern = _pattern(name)
    start = time.perf_counter()
    if impl == "ours":
        from bpe_viewer.core import train

        rules = [r.token_bytes for r in train(docs, merges, pretokenizer=name).rules]
    elif impl == "rustbpe":
        import rustbpe

        tok = rustbpe.Tokenizer()
        tok.train_from_iterator(iter(texts), 256 + merges, pattern=pattern)
        by_id = {v: bytes(k) for k, v in dict(tok.get_mergeable_ranks()).items()}
        rules = [by_id[i] for i in range(256, 256 + merges) if i in by_id]
    else:
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
        seconds = time.perf_counter() - start
        unicode_to_byte = {c: b for b, c in _byte_to_unicode().items()}
        merges_list = json.loads(tok.to_str())["model"]["merges"]
        rules = []
        for merge in merges_list:
            left, right = merge if isinstance(merge, list) else merge.split(" ")
            rules.append(bytes(unicode_to_byte[c] for c in left + right))
        _report(seconds, rules, docs)
        return
    _report(time.perf_counter() - start, rules, docs)


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


def _report(seconds: float, rules: list[bytes], docs: list[bytes]) -> None:
    print(
        json.dumps(
            {
                "seconds": seconds,
                "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                "rules": len(rules),
                "digest": hashlib.sha256(b"\0".join(rules)).hexdigest()[:12],
                "bytes": sum(map(len, docs)),
            }
        )
    )


def measure(impl: str, size: int, merges: int, name: str) -> dict[str, float] | None:
    cmd = [sys.executable, __file__, "--child", impl, str(size), str(merges), name]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        print(f"  {impl} failed: {result.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return None
    data: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1MB,10MB", help="comma-separated: 100KB,1MB,10MB")
    parser.add_argument("--merges", type=int, default=4000)
    parser.add_argument("--pattern", default="gpt4", help="pre-tokenizer name (default gpt4)")
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        impl, size, merges, name = args.child
        child(impl, int(size), int(merges), name)
        return 0
    header = (
        f"{'size':>6} {'merges':>6} | {'impl':<11} {'seconds':>8} {'peak MB':>8} | "
        f"{'ours/it time':>12} {'ours/it mem':>11} | same table as ours"
    )
    print(f"pattern: {args.pattern}")
    print(header)
    print("-" * len(header))
    for size_name in args.sizes.split(","):
        row: dict[str, dict[str, float]] = {}
        for impl in IMPLEMENTATIONS:
            data = measure(impl, SIZES[size_name], args.merges, args.pattern)
            if data is not None:
                row[impl] = data
        ours = row.get("ours")
        for impl, data in row.items():
            ratio_t = ours["seconds"] / data["seconds"] if ours else float("nan")
            ratio_m = ours["peak_mb"] / data["peak_mb"] if ours else float("nan")
            same = (
                "-"
                if impl == "ours" or not ours
                else ("yes" if data["digest"] == ours["digest"] else "NO")
            )
            print(
                f"{size_name:>6} {args.merges:>6} | {impl:<11} {data['seconds']:8.2f} "
                f"{data['peak_mb']:8.0f} | {ratio_t:11.2f}x {ratio_m:10.2f}x | {same}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
