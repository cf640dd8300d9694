"""Encoding speed beside tiktoken and Hugging Face tokenizers, side by side in one run.

Two tables, each measured on about 1 MB of held-out text (documents of the ``debian``
corpus that training never saw; see corpus_sources.py for the packages):

``gpt4``  a 4000-rule table trained here with the GPT-4 pattern on 4 MB of the corpus.
          Targets: our ``encode_batch`` at most tokenizers' ``encode_batch`` time and at
          most 3x tiktoken's ``encode_ordinary_batch``.
``gpt2``  GPT-2's own 50,000-rule table (``--gpt2 FILE``: its ``gpt2.tiktoken``, or a
          ``vocab.json`` + ``merges.txt`` folder). Target: our ``encode_batch`` no slower
          than tokenizers'. Skipped without the file: this repository does not ship it;
          the ``openai-whisper`` source package holds one (``pip download openai-whisper
          --no-deps --no-binary :all:``, then ``whisper/assets/gpt2.tiktoken`` inside).

Every library gets the same table (handed over with ``bpe_viewer.interop``) and the same
texts; the IDs must be equal, text by text. Each repetition starts from a new table, so
no piece is known from an earlier one. The times printed are medians of ``--repeat``
runs; the load average beside them says how busy the machine was (the other libraries'
batch calls use threads, ours one core).

    python benchmarks/encode_speed.py                       # gpt4 only
    python benchmarks/encode_speed.py --gpt2 /path/to/gpt2.tiktoken
    python benchmarks/encode_speed.py --repeat 5 --only gpt2 --gpt2 FILE

Needs ``pip install ".[interop]"`` (tiktoken and tokenizers).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from corpus_sources import build_corpus  # noqa: E402

from bpe_viewer.core import TrainingRun, load, train  # noqa: E402
from bpe_viewer.interop import to_hf_tokenizer, to_tiktoken  # noqa: E402

HELD_OUT_BYTES = 1_000_000
TRAIN_BYTES = 4_000_000
MERGES = 4000


def corpus_split() -> tuple[list[bytes], list[str]]:
    """(training documents, held-out texts): the held-out ones are the corpus's last
    documents, about 1 MB, none of them among the training documents."""
    docs = build_corpus(9_000_000)
    held: list[bytes] = []
    size = 0
    while size < HELD_OUT_BYTES:
        doc = docs.pop()
        held.append(doc)
        size += len(doc)
    seen = set(held)
    training: list[bytes] = []
    size = 0
    for doc in docs:
        if size >= TRAIN_BYTES:
            break
        if doc not in seen:
            training.append(doc)
            size += len(doc)
    return training, [doc.decode("utf-8") for doc in held]


def timed(call: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def fresh(run: TrainingRun) -> TrainingRun:
    """The same table without the pieces an earlier call kept."""
    return run.replace()


def measure(name: str, run: TrainingRun, texts: Sequence[str], repeat: int) -> dict[str, float]:
    """Median seconds of each encoder on ``texts``; exits non-zero on a mismatch."""
    enc = to_tiktoken(run)
    hf = to_hf_tokenizer(run)
    ours_batch: list[float] = []
    ours_loop: list[float] = []
    tik_batch: list[float] = []
    tik_loop: list[float] = []
    hf_batch: list[float] = []
    loads = []
    for _ in range(repeat):
        loads.append(os.getloadavg()[0])
        table = fresh(run)
        seconds, ours = timed(lambda table=table: table.encode_batch(texts))
        ours_batch.append(seconds)
        table = fresh(run)
        seconds, looped = timed(lambda table=table: [table.encode(t) for t in texts])
        ours_loop.append(seconds)
        seconds, tik = timed(lambda: enc.encode_ordinary_batch(list(texts)))
        tik_batch.append(seconds)
        seconds, _ = timed(lambda: [enc.encode_ordinary(t) for t in texts])
        tik_loop.append(seconds)
        seconds, hfs = timed(lambda: hf.encode_batch(list(texts), add_special_tokens=False))
        hf_batch.append(seconds)
        hf_ids = [e.ids for e in hfs]
        for label, other in (("loop of encode", looped), ("tiktoken", tik), ("tokenizers", hf_ids)):
            if other != ours:
                bad = next(i for i, (a, b) in enumerate(zip(ours, other, strict=True)) if a != b)
                print(f"{name}: text {bad}: encode_batch and {label} differ", file=sys.stderr)
                raise SystemExit(1)
    loads.append(os.getloadavg()[0])
    tokens = sum(map(len, ours))
    size = sum(len(t.encode("utf-8")) for t in texts)
    med = {
        "ours encode_batch": statistics.median(ours_batch),
        "ours loop of encode": statistics.median(ours_loop),
        "tiktoken encode_ordinary_batch": statistics.median(tik_batch),
        "tiktoken loop of encode_ordinary": statistics.median(tik_loop),
        "tokenizers encode_batch": statistics.median(hf_batch),
    }
    print(
        f"\n{name}: {run.merge_count} rules, {len(texts)} texts, {size / 1e6:.2f} MB, "
        f"{tokens} tokens, IDs equal in all three libraries; medians of {repeat} runs, "
        f"load average {min(loads):.2f}-{max(loads):.2f} (2 cores here: {os.cpu_count()})"
    )
    for label, seconds in med.items():
        print(f"  {label:34} {seconds:7.3f} s  {size / 1e6 / seconds:6.2f} MB/s")
    return med


def verdict(label: str, ratio: float, limit: float) -> None:
    mark = "met" if ratio <= limit else "NOT met"
    print(f"  {label}: {ratio:.2f} (target at most {limit:g}: {mark})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per encoder (median)")
    parser.add_argument("--gpt2", type=Path, help="GPT-2's table: gpt2.tiktoken or a folder")
    parser.add_argument("--only", help="gpt4, gpt2 or both, comma-separated")
    args = parser.parse_args(argv)
    only = set((args.only or "gpt4,gpt2").split(","))
    training, texts = corpus_split()
    if "gpt4" in only:
        seconds, run = timed(lambda: train(training, MERGES, pretokenizer="gpt4"))
        print(
            f"trained {run.merge_count} rules on {sum(map(len, training)) / 1e6:.1f} MB "
            f"in {seconds:.1f} s"
        )
        table = TrainingRun(
            documents=[], final_tokens=[], rounds=run.rounds, pretokenizer="gpt4", kind="table"
        )
        med = measure("gpt4", table, texts, args.repeat)
        ours = med["ours encode_batch"]
        verdict("ours / tokenizers encode_batch", ours / med["tokenizers encode_batch"], 1)
        verdict("ours / tiktoken batch", ours / med["tiktoken encode_ordinary_batch"], 3)
        fastest = min(
            med["tiktoken encode_ordinary_batch"], med["tiktoken loop of encode_ordinary"]
        )
        verdict("ours / tiktoken, the faster of its batch and loop", ours / fastest, 3)
    if "gpt2" in only:
        if args.gpt2 is None:
            print("\ngpt2: skipped (give GPT-2's table with --gpt2 FILE)")
        else:
            table = load(args.gpt2, pretokenizer="gpt2")
            med = measure("gpt2", table, texts, args.repeat)
            verdict(
                "ours / tokenizers encode_batch",
                med["ours encode_batch"] / med["tokenizers encode_batch"],
                1,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
