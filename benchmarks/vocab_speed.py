"""How long the vocabulary-health figures take, side by side with training.

Trains a corpus of real text (the Debian packages of corpus_sources.py; without them,
the built-in bilingual example with shuffled words), with one document in ten held
out, then computes every learned token's survival figures
(:func:`bpe_viewer.core.survival.token_survival`, what ``bpe-viewer vocab`` and the
Vocabulary health tab use) and the final frequency of every byte (the Zipf chart), and
prints both times and their ratio to the training time. Target: under 2 s at 10 MB with
4000 merges; the figures are computed on demand, so they add nothing to training.

    python benchmarks/vocab_speed.py            # 10 MB, 4000 merges (a minute or more)
    python benchmarks/vocab_speed.py --quick    # 1 MB, 1000 merges
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bpe_viewer.core import BYTE_COUNT, train  # noqa: E402
from bpe_viewer.core.corpus import Corpus, Document  # noqa: E402
from bpe_viewer.core.survival import final_token_counts, token_survival  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="1 MB with 1000 merges")
    args = parser.parse_args()
    size, merges = (1_000_000, 1000) if args.quick else (10_000_000, 4000)
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from view_speed import build_corpus  # the explorer benchmark's text

    corpus, what = build_corpus(size, seed=0)
    docs = tuple(
        Document(d.doc_id, d.data, "test" if i % 10 == 9 else "train", d.label)
        for i, d in enumerate(corpus.documents)
    )
    corpus = Corpus(docs, corpus.source, True)
    print(f"corpus: {what}; {len(docs)} documents, {size / 1e6:g} MB, one in ten held out")
    t0 = time.perf_counter()
    run = train(corpus, merges)
    t_train = time.perf_counter() - t0
    t0 = time.perf_counter()
    report = token_survival(run)
    t_figures = time.perf_counter() - t0
    t0 = time.perf_counter()
    k = run.merge_count
    final = final_token_counts(run)
    [final.get(b, 0) for b in range(BYTE_COUNT)]
    t_bytes = time.perf_counter() - t0
    total = t_figures + t_bytes
    print(f"training, {k} merges:           {t_train:8.2f} s")
    print(f"survival figures of every token: {t_figures:8.3f} s")
    print(f"final frequency of every byte:   {t_bytes:8.3f} s")
    print(f"together: {total:.3f} s = {total / t_train:.1%} of training (target under 2 s)")
    print(report.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
