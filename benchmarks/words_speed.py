"""How fast the word-frequency trainer is, beside the rescanning reference, in one run.

Builds a word table deterministically from a seed: distinct words of 2 to 14 letters
drawn with English letter frequencies, each given a Zipf-like frequency by its place in
the table. Prints, for one smaller table, the time of ``train_words`` (which keeps pair
counts and the words holding each pair, docs/rules.md s9) beside the time of the
reference that recounts every word each round
(:func:`bpe_viewer.core.reference.iter_naive_word_rounds`), with their ratio and
whether both learned the same rules; then the time of ``train_words`` alone on the large
table. Target: 1,000 merges on 200,000 distinct words in under 30 s.

    python benchmarks/words_speed.py      # 20,000 words, 100 merges; then 200,000, 1,000
    python benchmarks/words_speed.py --small 5000 --small-merges 50 --words 50000
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bpe_viewer.core.reference import iter_naive_word_rounds  # noqa: E402
from bpe_viewer.core.wordfreq import train_words  # noqa: E402

#: Relative letter frequencies of English text (per mille), a-z.
LETTER_WEIGHTS = (
    82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24,
    67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20, 1,
)  # fmt: skip

TARGET_SECONDS = 30.0


def build_table(words: int, seed: int) -> dict[str, int]:
    """``words`` distinct words with Zipf-like frequencies, the same for the same seed.

    Args:
        words: how many distinct words.
        seed: the random seed.

    Returns:
        ``{word: frequency}``; the word at place ``i`` (from 0) has frequency
        ``max(1, 1_000_000 // (i + 1))``.
    """
    rng = random.Random(seed)
    letters = [chr(ord("a") + i) for i in range(26)]
    seen: dict[str, int] = {}
    while len(seen) < words:
        length = min(14, max(2, round(rng.gauss(7, 2.5))))
        word = "".join(rng.choices(letters, LETTER_WEIGHTS, k=length))
        if word not in seen:
            seen[word] = max(1, 1_000_000 // (len(seen) + 1))
    return seen


Timed = tuple[float, float, list[tuple[str, str]]]
"""Wall seconds, CPU seconds of this process, and the pairs learned."""


def time_incremental(table: dict[str, int], merges: int) -> Timed:
    """How long ``train_words`` takes, and the pairs it learned."""
    t0, c0 = time.perf_counter(), time.process_time()
    run = train_words(table, merges)
    return time.perf_counter() - t0, time.process_time() - c0, [rule.pair for rule in run.rules]


def time_reference(table: dict[str, int], merges: int) -> Timed:
    """How long the rescanning reference takes, and the pairs it learned."""
    t0, c0 = time.perf_counter(), time.process_time()
    pairs = [rule.pair for rule, _, _ in iter_naive_word_rounds(table, merges)]
    return time.perf_counter() - t0, time.process_time() - c0, pairs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--small", type=int, default=20_000, help="words of the side-by-side table")
    parser.add_argument("--small-merges", type=int, default=100)
    parser.add_argument("--words", type=int, default=200_000, help="words of the large table")
    parser.add_argument("--merges", type=int, default=1000)
    args = parser.parse_args()

    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average at the start: {load} ({os.cpu_count()} cores)")
    small = build_table(args.small, args.seed)
    ours, ours_cpu, our_pairs = time_incremental(small, args.small_merges)
    naive, naive_cpu, naive_pairs = time_reference(small, args.small_merges)
    same = "same rules" if our_pairs == naive_pairs else "DIFFERENT RULES"
    print(f"{args.small:,} words, {args.small_merges:,} merges (seed {args.seed}), wall and CPU:")
    print(f"  train_words     {ours:8.2f} s {ours_cpu:8.2f} s")
    print(f"  rescanning ref. {naive:8.2f} s {naive_cpu:8.2f} s")
    print(f"  ratio           {naive / ours:8.1f}x {naive_cpu / ours_cpu:8.1f}x faster ({same})")

    large = build_table(args.words, args.seed)
    seconds, cpu, pairs = time_incremental(large, args.merges)
    per_merge = seconds / max(1, len(pairs)) * 1000
    verdict = "met" if seconds < TARGET_SECONDS else "NOT met"
    print(
        f"{args.words:,} words, {len(pairs):,} merges: train_words {seconds:.2f} s wall, "
        f"{cpu:.2f} s CPU"
    )
    print(f"  {per_merge:.1f} ms a merge; target under {TARGET_SECONDS:g} s (wall): {verdict}")
    return 0 if our_pairs == naive_pairs else 1


if __name__ == "__main__":
    raise SystemExit(main())
