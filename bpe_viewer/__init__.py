"""bpe-viewer: watch byte-pair-encoding training one merge round at a time.

The package's own names are the Python API, in the habits of tokenizers and tiktoken::

    import bpe_viewer as bv
    run = bv.train(texts, 4000, pretokenizer="gpt4")   # any iterable of str or bytes
    run.encode("text"), run.encode_batch(lines), run.decode(ids)
    run.save("run.json"); run.export("hf", "tokenizer.json")
    run.spec                                           # its settings: a TrainingSpec
    bv.train(texts, spec=bv.TrainingSpec(vocab_size=4352, pretokenizer="gpt4"))
    table = bv.load("tokenizer.json")                  # a saved run or any table
    table.vocab_size, table.pretokenizer

Each name is imported on first use, so ``import bpe_viewer`` stays light (no Qt, no
numpy); see :mod:`bpe_viewer.core` for the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from bpe_viewer.core import load
    from bpe_viewer.core.encoding import MergeTable
    from bpe_viewer.core.run import TrainingRun
    from bpe_viewer.core.spec import TrainingSpec
    from bpe_viewer.core.training import train

#: name -> the module that defines it, imported when the name is first read
_LAZY = {
    "train": "bpe_viewer.core.training",
    "load": "bpe_viewer.core",
    "TrainingRun": "bpe_viewer.core.run",
    "TrainingSpec": "bpe_viewer.core.spec",
    "MergeTable": "bpe_viewer.core.encoding",
}

__all__ = ["MergeTable", "TrainingRun", "TrainingSpec", "__version__", "load", "train"]


def __getattr__(name: str) -> Any:
    """The API names of :data:`_LAZY`, imported on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'bpe_viewer' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
