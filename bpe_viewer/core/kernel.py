"""Which trainer runs: the optional compiled kernel, or pure Python (docs/rules.md s9).

The kernel (``bpe_viewer/core/_kernel.c``) is built by ``setup.py`` when the machine has
a C compiler; without one the package installs and trains in pure Python, which stays
the reference: both give identical records. ``BPE_VIEWER_PURE_PYTHON=1`` in the
environment leaves a built kernel unused.

:data:`KERNEL` is read each time a trainer starts, so a test may set it to ``None``.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

#: The environment variable that, set to ``1``, forces the pure-Python trainer.
PURE_PYTHON_VARIABLE = "BPE_VIEWER_PURE_PYTHON"


def _load() -> ModuleType | None:
    """The compiled kernel module, or None when it is not built or is turned off."""
    if os.environ.get(PURE_PYTHON_VARIABLE, "") == "1":
        return None
    try:
        return importlib.import_module("bpe_viewer.core._kernel")
    except ImportError:
        return None


#: The compiled kernel module, or None: the trainer then runs in pure Python.
KERNEL: ModuleType | None = _load()


def trainer_name() -> str:
    """Which trainer runs, as ``bpe-viewer --version`` and ``train -v`` say it:
    ``"compiled kernel"`` or ``"pure Python"``."""
    return "compiled kernel" if KERNEL is not None else "pure Python"
