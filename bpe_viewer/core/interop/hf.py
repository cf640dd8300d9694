"""Hugging Face ``tokenizers`` files: ``tokenizer.json`` and ``vocab.json`` + ``merges.txt``.

Export (what makes the library give exactly this program's IDs):

- vocabulary and merges spelled through GPT-2's byte-to-unicode table
  (:mod:`~bpe_viewer.core.interop.gpt2_bytes`);
- the pre-tokenizer written out: ``ByteLevel(add_prefix_space=False, use_regex=False)``
  alone for a run without pre-tokenization, else a regex ``Split`` of the run's own
  pattern (behaviour ``isolated``: the text between matches stays a piece, as in
  :func:`~bpe_viewer.core.pretokenize.split_pieces`) followed by that ``ByteLevel``;
- a ``ByteLevel`` decoder;
- special tokens as added tokens with their IDs ``256 + k + i``.

Import accepts a byte-level BPE model only: ``WordPiece``, ``Unigram`` and
``WordLevel`` models, a BPE model without a ``ByteLevel`` pre-tokenizer (character-level
or SentencePiece-style with ``byte_fallback``), a normalizer, suffixes or prefixes on
subwords, and ``ignore_merges`` (which skips the merges for whole words in the
vocabulary) are refused with one line naming the file and the entry. A bare
``vocab.json`` + ``merges.txt`` pair carries no pre-tokenizer: it is read as GPT-2 and
``ByteLevelBPETokenizer`` read it (the GPT-2 pattern, no prefix space) unless the
sidecar this program writes beside it, or an explicit choice, says otherwise. Tokens of
the vocabulary that no merge makes (``<|endoftext|>``) are special tokens.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bpe_viewer.core.interop.gpt2_bytes import (
    SYMBOL_BYTES,
    bytes_to_symbols,
    is_symbols,
    symbols_to_bytes,
)
from bpe_viewer.core.interop.table import (
    TableBuilder,
    TableError,
    check_unique_bytes,
    read_json,
    read_text,
    special_texts,
)
from bpe_viewer.core.pretokenize import pretokenizer_for_pattern, pretokenizer_pattern
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.trainer import BYTE_COUNT

#: Name of the sidecar written beside ``vocab.json`` / ``merges.txt``.
SIDECAR_NAME = "bpe-viewer.json"
SIDECAR_FORMAT = "bpe-viewer-vocab-merges"

_BYTE_LEVEL = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True}


# ---------------------------------------------------------------------------- export


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


def pre_tokenizer_json(pretokenizer: str) -> dict[str, Any]:
    """The ``pre_tokenizer`` object of ``tokenizer.json`` for one of our pre-tokenizers."""
    byte_level = {**_BYTE_LEVEL, "use_regex": False}
    pattern = pretokenizer_pattern(pretokenizer)
    if pattern is None:
        return byte_level
    split = {
        "type": "Split",
        "pattern": {"Regex": pattern},
        "behavior": "Isolated",
        "invert": False,
    }
    return {"type": "Sequence", "pretokenizers": [split, byte_level]}


def normalizer_json(run: TrainingRun) -> dict[str, Any] | None:
    """The ``normalizer`` object of ``tokenizer.json``: the run's normalization form
    (``{"type": "NFC"}``), or None for a run trained on text as it was."""
    from bpe_viewer.core.normalize import NORMALIZE_FORMS

    if run.normalization is None:
        return None
    return {"type": NORMALIZE_FORMS[run.normalization]}


def tokenizer_json(run: TrainingRun) -> dict[str, Any]:
    """The ``tokenizer.json`` object of a run (see the module docstring).

    Raises:
        TableError: when two tokens share bytes or a special token is not UTF-8.
    """
    vocab, merges = _vocab_and_merges(run)
    texts = special_texts(run, "tokenizer.json")
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
            "single_word": False,
            "lstrip": False,
            "rstrip": False,
            "normalized": False,
            "special": True,
        }
        for i, text in enumerate(texts)
    ]
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": normalizer_json(run),
        "pre_tokenizer": pre_tokenizer_json(run.pretokenizer),
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
            "ignore_merges": False,
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


# ---------------------------------------------------------------------------- import


def _check(cond: bool, source: str, where: str, message: str) -> None:
    if not cond:
        raise TableError(f"{source}: {where}: {message}")


def _pretokenizer_of(data: Any, source: str) -> str:
    """Our pre-tokenizer for a ``pre_tokenizer`` object; refuses what is not byte-level."""
    if data is None:
        raise TableError(
            f"{source}: pre_tokenizer: none given, so the model is not byte-level BPE "
            "(expected a ByteLevel pre-tokenizer)"
        )
    _check(isinstance(data, dict), source, "pre_tokenizer", "expected an object")
    kind = data.get("type")
    steps = data.get("pretokenizers") if kind == "Sequence" else [data]
    _check(isinstance(steps, list) and bool(steps), source, "pre_tokenizer", "empty Sequence")
    assert isinstance(steps, list)
    last = steps[-1]
    if not isinstance(last, dict) or last.get("type") != "ByteLevel":
        raise TableError(
            f"{source}: pre_tokenizer: the model is not byte-level BPE (the last "
            f"pre-tokenizer is {last.get('type') if isinstance(last, dict) else last!r}, "
            "not ByteLevel)"
        )
    if last.get("add_prefix_space"):
        raise TableError(
            f"{source}: pre_tokenizer: ByteLevel add_prefix_space=true is not supported "
            "(the encoding would start with a space the text does not have)"
        )
    patterns: list[str] = []
    if last.get("use_regex", True):
        patterns.append(pretokenizer_pattern("gpt2") or "")
    for i, step in enumerate(steps[:-1]):
        where = f"pre_tokenizer step {i}"
        _check(isinstance(step, dict), source, where, "expected an object")
        _check(
            step.get("type") == "Split",
            source,
            where,
            f"{step.get('type')!r} is not supported (only a regex Split before ByteLevel)",
        )
        pat = step.get("pattern")
        if isinstance(pat, dict) and "Regex" in pat:
            regex_text = pat["Regex"]
        elif isinstance(pat, dict) and "String" in pat:
            regex_text = re.escape(pat["String"])
        else:
            raise TableError(f"{source}: {where}: pattern must be a Regex or a String")
        _check(
            str(step.get("behavior", "")).lower() == "isolated" and not step.get("invert"),
            source,
            where,
            f"Split behavior {step.get('behavior')!r} is not supported (only isolated)",
        )
        patterns.append(regex_text)
    if len(patterns) > 1:
        raise TableError(
            f"{source}: pre_tokenizer: two patterns in a row are not supported "
            "(a Split before a ByteLevel that uses its own regex)"
        )
    try:
        return pretokenizer_for_pattern(patterns[0] if patterns else None)
    except ValueError as err:
        raise TableError(f"{source}: pre_tokenizer: {err}") from None


def _token_bytes(token: str) -> bytes:
    """A vocabulary string's bytes: through the alphabet when it is spelled in it."""
    return symbols_to_bytes(token) if is_symbols(token) else token.encode("utf-8")


def build_from_vocab_merges(
    vocab: Any,
    merges: Any,
    source: str,
    pretokenizer: str,
    *,
    added: Sequence[tuple[str, int]] = (),
    merges_source: str | None = None,
    merges_lines: Sequence[int] | None = None,
) -> TrainingRun:
    """The table of a byte-level vocabulary and merge list (both spelled in the alphabet).

    Args:
        vocab: ``{token: ID}``; empty for a merges file alone (this program's IDs).
        merges: ``[[left, right], ...]`` or ``["left right", ...]`` in rank order.
        source: the file, for messages.
        pretokenizer: the pre-tokenizer name.
        added: added tokens ``(content, ID)`` (special tokens, kept as written).
        merges_source: the merges file when it is not ``source``.
        merges_lines: the file line of each merge, when they came from a text file.

    Raises:
        TableError: for unknown tokens, merges whose result is not in the vocabulary,
            repeated merges, two tokens with the same bytes, shared IDs.
    """
    if not isinstance(vocab, dict):
        raise TableError(f"{source}: vocabulary: expected an object {{token: ID}}")
    for token, sid in vocab.items():
        if type(sid) is not int or sid < 0:
            raise TableError(
                f"{source}: vocabulary entry {token!r}: ID {sid!r} is not a whole number"
            )
    if not isinstance(merges, list):
        raise TableError(f"{source}: merges: expected a list")
    merges_file = merges_source or source
    builder = TableBuilder(source)
    for token, sid in vocab.items():
        if len(token) == 1 and token in SYMBOL_BYTES:
            builder.set_byte_id(SYMBOL_BYTES[token], sid)
    made: set[str] = set()
    for n, entry in enumerate(merges):
        if merges_lines is not None:
            where = f"{merges_file} line {merges_lines[n]}"
        else:
            where = f"{merges_file}: merges entry {n}"
        if isinstance(entry, str):
            parts: Any = entry.split(" ")
        elif isinstance(entry, list):
            parts = entry
        else:
            raise TableError(f"{where}: expected two tokens, got {entry!r}")
        if len(parts) != 2 or not all(isinstance(p, str) and p for p in parts):
            raise TableError(f"{where}: expected two tokens, got {entry!r}")
        left, right = parts
        for side, token in (("left", left), ("right", right)):
            if not is_symbols(token):
                bad = next(ch for ch in token if ch not in SYMBOL_BYTES)
                raise TableError(
                    f"{where}: {side} token {token!r} holds {bad!r} (U+{ord(bad):04X}), "
                    "not in the GPT-2 byte-to-unicode alphabet: the table is not byte-level"
                )
            if len(token) > 1 and token not in made:
                raise TableError(
                    f"{where}: {side} token {token!r} was never made by an earlier merge"
                )
            if vocab and token not in vocab:
                raise TableError(f"{where}: {side} token {token!r} is not in the vocabulary")
        merged = left + right
        if vocab and merged not in vocab:
            raise TableError(f"{where}: the merged token {merged!r} is not in the vocabulary")
        sid = vocab[merged] if vocab else -1
        builder.add_merge(symbols_to_bytes(left), symbols_to_bytes(right), sid, where)
        made.add(merged)
    specials: dict[str, int] = {}
    for token, sid in vocab.items():
        if token in made or (len(token) == 1 and token in SYMBOL_BYTES):
            continue
        specials[token] = sid  # a vocabulary entry that no merge makes
    for content, sid in added:
        # An added token may also be made by the merges (a trainer that saw its text):
        # it stays special (the library cuts it out first) and shares its ID.
        specials[content] = sid
    for token, sid in sorted(specials.items(), key=lambda kv: kv[1]):
        builder.add_special(_token_bytes(token), sid, f"{source}: special token {token!r}")
    return builder.build(pretokenizer, own_ids=not vocab)


def load_tokenizer_json(path: str | os.PathLike[str]) -> TrainingRun:
    """Import a byte-level BPE ``tokenizer.json`` as a table run (see the module docstring).

    Raises:
        TableError: naming the file and the entry for anything refused.
    """
    source = str(path)
    data = read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("model"), dict):
        raise TableError(f"{source}: not a Hugging Face tokenizer.json (no model object)")
    model = data["model"]
    kind = model.get("type", "BPE" if "merges" in model else None)
    if kind != "BPE":
        raise TableError(
            f"{source}: model: type {kind!r} is not byte-level BPE (WordPiece, Unigram and "
            "WordLevel tables cannot be opened)"
        )
    for key, what in (
        ("continuing_subword_prefix", "a continuing-subword prefix"),
        ("end_of_word_suffix", "an end-of-word suffix"),
    ):
        if model.get(key):
            raise TableError(
                f"{source}: model: {what} {model[key]!r} means it is not byte-level BPE"
            )
    if model.get("byte_fallback"):
        raise TableError(
            f"{source}: model: byte_fallback is set: a SentencePiece-style BPE, not byte-level"
        )
    if model.get("ignore_merges"):
        raise TableError(
            f"{source}: model: ignore_merges is set: whole words in the vocabulary skip the "
            "merges, so the merge rules alone do not give its encoding"
        )
    if model.get("dropout"):
        raise TableError(f"{source}: model: dropout {model['dropout']!r} makes encoding random")
    normalizer = data.get("normalizer")
    if normalizer is not None and not (
        isinstance(normalizer, dict)
        and normalizer.get("type") == "Sequence"
        and not normalizer.get("normalizers")
    ):
        name = normalizer.get("type") if isinstance(normalizer, dict) else normalizer
        raise TableError(
            f"{source}: normalizer: {name!r} changes the text before encoding (not supported)"
        )
    pretokenizer = _pretokenizer_of(data.get("pre_tokenizer"), source)
    added: list[tuple[str, int]] = []
    for i, tok in enumerate(data.get("added_tokens") or []):
        if not isinstance(tok, dict) or not isinstance(tok.get("content"), str):
            raise TableError(f"{source}: added_tokens entry {i}: expected an object with content")
        if type(tok.get("id")) is not int:
            raise TableError(
                f"{source}: added_tokens entry {i}: ID {tok.get('id')!r} is not a whole number"
            )
        added.append((tok["content"], tok["id"]))
    vocab = model.get("vocab")
    if not vocab:
        raise TableError(f"{source}: model: empty vocabulary")
    return build_from_vocab_merges(
        vocab, model.get("merges", []), source, pretokenizer, added=added
    )


def read_merges_txt(path: str | os.PathLike[str]) -> tuple[list[str], list[int]]:
    """The merge lines of a GPT-2-style ``merges.txt`` and their line numbers.

    A first line starting with ``#version`` is skipped; blank lines at the very end are
    allowed. Every other line must be two tokens separated by one space.

    Raises:
        TableError: for a file that is not UTF-8, a blank line inside the file, or a line
            that is not two tokens, naming the line.
    """
    source = str(path)
    text = read_text(path, source)
    lines = text.split("\n")
    while lines and lines[-1].strip("\r") == "":
        lines.pop()
    out: list[str] = []
    numbers: list[int] = []
    for n, raw_line in enumerate(lines, start=1):
        entry = raw_line.removesuffix("\r")
        if n == 1 and entry.startswith("#version"):
            continue
        parts = entry.split(" ")
        if len(parts) != 2 or not all(parts):
            what = "a blank line" if not entry.strip() else f"{len(entry.split())} tokens"
            raise TableError(
                f"{source} line {n}: expected two tokens separated by one space, got {what}"
            )
        out.append(entry)
        numbers.append(n)
    return out, numbers


def load_vocab_merges(
    vocab_path: str | os.PathLike[str] | None,
    merges_path: str | os.PathLike[str],
    pretokenizer: str | None = None,
) -> TrainingRun:
    """Import a ``vocab.json`` + ``merges.txt`` pair, or a merges file alone.

    Args:
        vocab_path: the vocabulary ``{token: ID}``; None for a merges file alone (the
            table then takes this program's IDs: bytes 0..255, ``256 + rank``).
        merges_path: one merge per line, two tokens in the GPT-2 alphabet.
        pretokenizer: overrides the pre-tokenizer; else the sidecar's, else ``gpt2``.

    Raises:
        TableError: naming the file and the line or entry of the first problem.
    """
    merges, numbers = read_merges_txt(merges_path)
    folder = Path(merges_path).parent
    vocab: dict[str, int] = {}
    source = str(merges_path)
    specials: list[tuple[str, int]] = []
    chosen = pretokenizer
    if vocab_path is not None:
        source = str(vocab_path)
        vocab = read_json(vocab_path)
        if not isinstance(vocab, dict):
            raise TableError(f"{vocab_path}: expected a JSON object {{token: ID}}")
        sidecar = folder / SIDECAR_NAME
        if sidecar.is_file():
            side = read_json(sidecar)
            if not isinstance(side, dict) or side.get("format") != SIDECAR_FORMAT:
                raise TableError(f"{sidecar}: not a {SIDECAR_FORMAT} sidecar")
            if chosen is None:
                try:
                    chosen = pretokenizer_for_pattern(side.get("pattern"))
                except ValueError as err:
                    raise TableError(f"{sidecar}: pattern: {err}") from None
    pretok = "gpt2" if chosen is None else chosen
    return build_from_vocab_merges(
        vocab,
        merges,
        source,
        pretok,
        added=specials,
        merges_source=str(merges_path),
        merges_lines=numbers,
    )


def pair_of(path: Path) -> tuple[Path | None, Path | None]:
    """The (vocabulary, merges) files meant by ``path``: a folder holding ``vocab.json``
    and ``merges.txt``, or one of two files whose names differ by ``vocab``/``merges``
    (``vocab.json`` / ``merges.txt``, ``x-vocab.json`` / ``x-merges.txt``)."""
    if path.is_dir():
        vocab, merges = path / "vocab.json", path / "merges.txt"
        return (vocab if vocab.is_file() else None, merges if merges.is_file() else None)
    name = path.name
    if "merges" in name:
        other = path.with_name(name.replace("merges", "vocab")).with_suffix(".json")
        return (other if other.is_file() else None, path)
    if "vocab" in name:
        other = path.with_name(name.replace("vocab", "merges")).with_suffix(".txt")
        return (path, other if other.is_file() else None)
    return None, None
