"""Hand a run to the other tokenizer libraries in memory (they are optional extras).

The file formats themselves live in :mod:`bpe_viewer.core.interop` and need none of
these libraries; this module imports them only when a function is called.

Example:
    >>> enc = to_tiktoken(run)                  # needs ``pip install tiktoken``
    >>> enc.encode("bee ") == run.encode("bee ")
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bpe_viewer.core.arguments import ArgumentTypeError, check_str
from bpe_viewer.core.interop.tiktoken_file import (
    mergeable_ranks,
    tiktoken_pattern,
    tiktoken_special_tokens,
)

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = ["to_tiktoken", "to_hf_tokenizer"]


def _check_run(run: object) -> None:
    """Refuse anything but a run, before any import (a word-frequency run has no bytes).

    Raises:
        ArgumentTypeError: naming ``run`` and the type given.
    """
    from bpe_viewer.core.run import TrainingRun

    if not isinstance(run, TrainingRun):
        raise ArgumentTypeError(f"run must be a TrainingRun, got {type(run).__name__}")


def to_tiktoken(run: TrainingRun, name: str | None = None) -> Any:
    """A ``tiktoken.Encoding`` that gives exactly ``run.encode``'s IDs.

    Args:
        run: a trained run or an imported table.
        name: the encoding's name (default: taken from the run's source).

    Returns:
        ``tiktoken.Encoding`` with the run's ranks, pattern and special tokens, and a
        reserved ID (a placeholder rank) as the empty token, as tiktoken reads ``= N``.

    Raises:
        bpe_viewer.core.arguments.ArgumentTypeError: (a TypeError) for a ``run`` that is
            not a :class:`~bpe_viewer.core.run.TrainingRun` or a ``name`` that is neither
            None nor a ``str``.
        ImportError: when tiktoken is not installed (``pip install tiktoken``).
        bpe_viewer.core.interop.TableError: when two tokens share bytes, or the run
            changes text in a way tiktoken cannot (a normalizer, a prefix space).
    """
    _check_run(run)
    if name is not None:
        check_str(name, "name")
    try:
        import tiktoken
    except ImportError as err:
        raise ImportError("to_tiktoken needs tiktoken: pip install tiktoken") from err
    from bpe_viewer.core.interop import check_format_keeps

    check_format_keeps(run, "tiktoken")
    ranks = mergeable_ranks(run)
    for rid in run.reserved_ids[-1:]:  # tiktoken keeps one empty token
        ranks[b""] = rid
    return tiktoken.Encoding(
        name=name or "bpe-viewer",
        pat_str=tiktoken_pattern(run),
        mergeable_ranks=ranks,
        special_tokens=tiktoken_special_tokens(run),
    )


def to_hf_tokenizer(run: TrainingRun) -> Any:
    """A Hugging Face ``tokenizers.Tokenizer`` that gives exactly ``run.encode``'s IDs.

    Raises:
        bpe_viewer.core.arguments.ArgumentTypeError: (a TypeError) for a ``run`` that is
            not a :class:`~bpe_viewer.core.run.TrainingRun`.
        ImportError: when tokenizers is not installed (``pip install tokenizers``).
        bpe_viewer.core.interop.TableError: when two tokens share bytes, or a prefix
            space goes with a pre-tokenizer the library cannot put it before.
    """
    _check_run(run)
    try:
        from tokenizers import Tokenizer
    except ImportError as err:
        raise ImportError("to_hf_tokenizer needs tokenizers: pip install tokenizers") from err
    from bpe_viewer.core.interop.hf_export import tokenizer_json_text

    return Tokenizer.from_str(tokenizer_json_text(run))
