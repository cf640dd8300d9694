"""Pure-Python core of bpe-viewer: corpus loading, training, encoding and file formats.

Nothing below this package imports Qt, so it can be used from scripts and the command
line. The names here are the public API::

    from bpe_viewer.core import train
    run = train([b"aaa", b"aba"], 2)
    run.rules[0].token_bytes        # b"aa"
    run.tokens_at(0, 1)             # [256, 97]
    run.candidates(0)               # winner first
"""

from __future__ import annotations

from bpe_viewer.core.run import (
    DocumentRecord,
    TrainingCancelled,
    TrainingRun,
    iter_training,
    merges_for_vocabulary_size,
    train,
)
from bpe_viewer.core.trainer import (
    BYTE_COUNT,
    MAX_MERGES,
    TIE_POLICIES,
    Candidate,
    MergeRule,
    Trainer,
    TrainingRound,
    iter_rounds,
)

__all__ = [
    "BYTE_COUNT",
    "MAX_MERGES",
    "TIE_POLICIES",
    "Candidate",
    "DocumentRecord",
    "MergeRule",
    "Trainer",
    "TrainingCancelled",
    "TrainingRound",
    "TrainingRun",
    "iter_rounds",
    "iter_training",
    "merges_for_vocabulary_size",
    "train",
]
