"""Export to Hugging Face ``tokenizers``: ``tokenizer.json``, ``vocab.json`` + ``merges.txt``.

What makes the library give exactly this program's IDs (the module
:mod:`bpe_viewer.core.interop.hf`, which reads these files back, says what each part
means): the vocabulary and merges spelled through GPT-2's byte-to-unicode table, the
pre-tokenizer written out (a regex ``Split`` of the run's own pattern before
``ByteLevel``), a ``ByteLevel`` decoder, the special tokens as added tokens with their
IDs, and the normalizer, prefix space, ``trim_offsets`` and ``ignore_merges`` the run
has. A ``vocab.json`` + ``merges.txt`` folder also gets a ``README.txt`` and the
:data:`~bpe_viewer.core.interop.hf.SIDECAR_NAME` sidecar.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols
from bpe_viewer.core.interop.hf import SIDECAR_FORMAT, SIDECAR_NAME, SPLIT_BEHAVIORS
from bpe_viewer.core.interop.table import TableError, check_unique_bytes, special_texts
from bpe_viewer.core.pretokenize import (
    describe_pretokenizer,
    pretokenizer_pattern,
    split_steps,
)
from bpe_viewer.core.render import show_token
from bpe_viewer.core.special_tokens import PLAIN_TOKEN
from bpe_viewer.core.trainer import BYTE_COUNT

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

__all__ = ["pre_tokenizer_json", "tokenizer_json", "tokenizer_json_text", "vocab_merges_files"]

_BYTE_LEVEL = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True}


def _vocab_and_merges(run: TrainingRun) -> tuple[dict[str, int], list[list[str]]]:
    check_unique_bytes(run)
    vocab: dict[str, int] = {}
    for token_id in range(BYTE_COUNT + run.merge_count):
        try:
            sid = run.source_id(token_id)
        except KeyError:
            continue  # a byte the source table has no ID for
        vocab[bytes_to_symbols(run.token_bytes(token_id))] = sid
    merges = [
        [
            bytes_to_symbols(run.token_bytes(rule.left)),
            bytes_to_symbols(run.token_bytes(rule.right)),
        ]
        for rule in run.rules
    ]
    return vocab, merges


def _check_specials_apart(vocab: dict[str, int], texts: list[str], name: str) -> None:
    """Refuse a special token whose text is a vocabulary entry's (``!`` is byte 33's
    symbol): the other libraries would read it as that entry's ID, not its own.

    Raises:
        TableError: naming the special token and the entry.
    """
    for text in texts:
        if text in vocab:
            raise TableError(
                f"special token {show_token(text)} cannot be written to {name}: its text is the "
                f"vocabulary entry of token {vocab[text]}, and tokenizers would read it as "
                "that token"
            )


def pre_tokenizer_json(
    pretokenizer: str, *, prefix_space: bool = False, trim_offsets: bool = True
) -> dict[str, Any]:
    """The ``pre_tokenizer`` object of ``tokenizer.json`` for one of our pre-tokenizers:
    a ``ByteLevel`` without its own regex (``add_prefix_space`` and ``trim_offsets`` as
    given), after one ``Split`` per split of the pre-tokenizer.

    With ``prefix_space`` the space goes before the text and then the pieces are cut,
    which the library does only with ``ByteLevel`` alone: its own regex (the ``gpt2``
    pattern) or none.

    Raises:
        TableError: for ``prefix_space`` with another pre-tokenizer.
    """
    byte_level = {
        "type": "ByteLevel",
        "add_prefix_space": prefix_space,
        "trim_offsets": trim_offsets,
        "use_regex": False,
    }
    if prefix_space:
        if pretokenizer not in ("none", "gpt2"):
            raise TableError(
                f"a prefix space with the pre-tokenizer {describe_pretokenizer(pretokenizer)} "
                "cannot be written for tokenizers (its ByteLevel puts the space before every "
                "piece of a Split); only none and gpt2 can"
            )
        return {**byte_level, "use_regex": pretokenizer == "gpt2"}
    steps = split_steps(pretokenizer)
    if not steps:
        return byte_level
    names = {ours: theirs for theirs, ours in SPLIT_BEHAVIORS.items()}
    splits: list[dict[str, Any]] = [
        {
            "type": "Split",
            "pattern": {"Regex": step.pattern},
            "behavior": names[step.behavior],
            "invert": step.invert,
        }
        for step in steps
    ]
    return {"type": "Sequence", "pretokenizers": [*splits, byte_level]}


def tokenizer_json(run: TrainingRun) -> dict[str, Any]:
    """The ``tokenizer.json`` object of a run (see the module docstring).

    Raises:
        TableError: when two tokens share bytes or a special token is not UTF-8.
    """
    vocab, merges = _vocab_and_merges(run)
    texts = special_texts(run, "tokenizer.json")
    _check_specials_apart(vocab, texts, "tokenizer.json")
    options = run.added_token_options or (PLAIN_TOKEN,) * len(texts)
    ids = [run.source_id(run.special_base + i) for i in range(len(texts))]
    if any(sid != len(vocab) + i for i, sid in enumerate(ids)):
        # tokenizers numbers an added token missing from the model's vocabulary after
        # it; one at another ID (256 with --special-ids after-bytes) must be in it
        for text, sid in zip(texts, ids, strict=True):
            vocab.setdefault(text, sid)
    added = [
        {
            "id": run.source_id(run.special_base + i),
            "content": text,
            "single_word": options[i].single_word,
            "lstrip": options[i].lstrip,
            "rstrip": options[i].rstrip,
            "normalized": options[i].normalized,
            "special": True,
        }
        for i, text in enumerate(texts)
    ]
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": None if run.normalizer is None else run.normalizer.to_json(),
        "pre_tokenizer": pre_tokenizer_json(
            run.pretokenizer, prefix_space=run.prefix_space, trim_offsets=run.trim_offsets
        ),
        "post_processor": None,
        "decoder": {**_BYTE_LEVEL, "add_prefix_space": True, "use_regex": True},
        "model": {
            "type": "BPE",
            "dropout": None,
            "unk_token": None,
            "continuing_subword_prefix": None,
            "end_of_word_suffix": None,
            "fuse_unk": False,
            "byte_fallback": False,
            "ignore_merges": run.ignore_merges,
            "vocab": vocab,
            "merges": merges,
        },
    }


def tokenizer_json_text(run: TrainingRun) -> str:
    """:func:`tokenizer_json` as JSON text (UTF-8, one line per vocabulary entry)."""
    return json.dumps(tokenizer_json(run), ensure_ascii=False, indent=1) + "\n"


def vocab_merges_files(run: TrainingRun) -> dict[str, str]:
    """The files of the ``vocab-merges`` export: name -> text.

    ``vocab.json`` (special tokens included, with their IDs), ``merges.txt`` (a
    ``#version: 0.2`` line, then one ``left right`` line per merge in rank order),
    ``bpe-viewer.json`` (the pre-tokenizer and special tokens, for this program's own
    import) and ``README.txt`` (how to load the pair so the IDs match).

    Raises:
        TableError: when two tokens share bytes or a special token is not UTF-8.
    """
    vocab, merges = _vocab_and_merges(run)
    texts = special_texts(run, "vocab.json")
    _check_specials_apart(vocab, texts, "vocab.json")
    for i, text in enumerate(texts):
        vocab[text] = run.source_id(run.special_base + i)
    pattern = pretokenizer_pattern(run.pretokenizer)
    sidecar = {
        "format": SIDECAR_FORMAT,
        "version": 1,
        "pretokenizer": run.pretokenizer,
        "pattern": pattern,
        "special_tokens": {text: vocab[text] for text in texts},
    }
    return {
        "vocab.json": json.dumps(vocab, ensure_ascii=False, indent=1) + "\n",
        "merges.txt": "#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in merges),
        SIDECAR_NAME: json.dumps(sidecar, ensure_ascii=False, indent=1) + "\n",
        "README.txt": _readme(pattern, texts),
    }


def _readme(pattern: str | None, specials: list[str]) -> str:
    if pattern is None:
        pre = "pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)"
        why = (
            "The table was trained without pre-tokenization: the whole text is one piece.\n"
            "Do not load it with ByteLevelBPETokenizer's defaults: its GPT-2 pattern splits\n"
            "words apart and gives other IDs.\n"
        )
    else:
        pre = (
            "pre_tokenizers.Sequence([\n"
            '    pre_tokenizers.Split(Regex(PATTERN), behavior="isolated"),\n'
            "    pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),\n"
            "])"
        )
        why = f"The table was trained on the pieces of this pattern:\n\nPATTERN = {pattern!r}\n"
    lines = [
        "vocab.json and merges.txt: a byte-level BPE table written by bpe-viewer.",
        "",
        why,
        "To get exactly bpe-viewer's IDs with Hugging Face tokenizers:",
        "",
        "from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers",
        'tok = Tokenizer(models.BPE.from_file("vocab.json", "merges.txt"))',
        f"tok.pre_tokenizer = {pre}",
        "tok.decoder = decoders.ByteLevel()",
    ]
    if specials:
        lines.append(f"tok.add_special_tokens({specials!r})")
    lines += [
        'tok.encode("some text").ids',
        "",
        f"{SIDECAR_NAME} records the same for bpe-viewer, which opens this folder as a table.",
        "",
    ]
    return "\n".join(lines)
