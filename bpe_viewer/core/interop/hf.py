"""Hugging Face ``tokenizers`` files: ``tokenizer.json`` and ``vocab.json`` + ``merges.txt``.

Export (:mod:`bpe_viewer.core.interop.hf_export`: what makes the library give exactly
this program's IDs):

- vocabulary and merges spelled through GPT-2's byte-to-unicode table
  (:mod:`~bpe_viewer.core.interop.gpt2_bytes`);
- the pre-tokenizer written out: ``ByteLevel(add_prefix_space=False, use_regex=False)``
  alone for a run without pre-tokenization, else a regex ``Split`` of the run's own
  pattern (behaviour ``isolated``: the text between matches stays a piece, as in
  :func:`~bpe_viewer.core.pretokenize.split_pieces`) followed by that ``ByteLevel``;
- a ``ByteLevel`` decoder;
- special tokens as added tokens with their IDs ``256 + k + i``.

Import accepts a byte-level BPE model, as the library reads it:

- a ``normalizer`` of the kinds :mod:`bpe_viewer.core.normalize` reproduces (NFC, NFD,
  NFKC, NFKD, Lowercase, Strip, Replace, Prepend, Sequence), applied to the text
  between added tokens before pre-tokenization;
- a ``pre_tokenizer`` that ends in ``ByteLevel`` (``add_prefix_space``, ``trim_offsets``
  and ``use_regex`` as set), after any number of regex or string ``Split`` steps of
  every behavior but ``Removed`` (a ``splits:`` pre-tokenizer when they are not one
  isolated pattern); a prefix space after a Split is refused;
- ``ignore_merges`` (a piece already in the vocabulary is one token);
- added tokens wherever the library numbers them (:func:`added_token_ids`), found as
  it finds them (``lstrip``, ``rstrip``, ``single_word``, ``normalized``:
  :class:`~bpe_viewer.core.special_tokens.AddedTokenOptions`), all written back on export.

``WordPiece``, ``Unigram`` and ``WordLevel`` models, a BPE model without a ``ByteLevel``
pre-tokenizer (character-level or SentencePiece-style with ``byte_fallback``), suffixes
or prefixes on subwords, other normalizers and pre-tokenizers are refused with one
line naming the file and the entry. The ``post_processor`` (tokens the
library adds around a text when asked to) is not read. Export writes the normalizer,
prefix space, ``trim_offsets`` and ``ignore_merges`` back. A bare
``vocab.json`` + ``merges.txt`` pair carries no pre-tokenizer: it is read as GPT-2 and
``ByteLevelBPETokenizer`` read it (the GPT-2 pattern, no prefix space) unless the
sidecar this program writes beside it, or an explicit choice, says otherwise. Tokens of
the vocabulary that no merge makes (``<|endoftext|>``) are special tokens.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.core.bounds import read_id
from bpe_viewer.core.interop.gpt2_bytes import (
    SYMBOL_BYTES,
    is_symbols,
    symbols_to_bytes,
)
from bpe_viewer.core.interop.table import (
    TableBuilder,
    TableError,
    read_json,
    read_text,
)
from bpe_viewer.core.normalize import Normalizer, NormalizerError
from bpe_viewer.core.pretokenize import (
    SplitStep,
    note_pattern_origin,
    pretokenizer_for_pattern,
    pretokenizer_pattern,
    splits_pretokenizer,
)
from bpe_viewer.core.render import show_token
from bpe_viewer.core.special_tokens import PLAIN_TOKEN, AddedTokenOptions

if TYPE_CHECKING:
    from bpe_viewer.core.run import TrainingRun

#: Name of the sidecar written beside ``vocab.json`` / ``merges.txt``.
SIDECAR_NAME = "bpe-viewer.json"
SIDECAR_FORMAT = "bpe-viewer-vocab-merges"

#: ``tokenizer.json`` Split behaviors and this program's names for them.
SPLIT_BEHAVIORS = {
    "Isolated": "isolated",
    "MergedWithPrevious": "merged_with_previous",
    "MergedWithNext": "merged_with_next",
    "Contiguous": "contiguous",
}


def _check(cond: bool, source: str, where: str, message: str) -> None:
    if not cond:
        raise TableError(f"{source}: {where}: {message}")


@dataclass(frozen=True, slots=True)
class PreTokenization:
    """What a ``pre_tokenizer`` object does, in this program's terms.

    Attributes:
        pretokenizer: the pre-tokenizer name (``none``, ``gpt2``, ``regex:...``,
            ``splits:...``; :mod:`bpe_viewer.core.pretokenize`).
        prefix_space: ByteLevel ``add_prefix_space``.
        trim_offsets: ByteLevel ``trim_offsets``.
    """

    pretokenizer: str
    prefix_space: bool = False
    trim_offsets: bool = True


def _flat_steps(data: Any, source: str, where: str) -> list[Any]:
    """The steps of a pre-tokenizer, nested Sequences flattened."""
    if not isinstance(data, dict):
        raise TableError(f"{source}: {where}: expected an object")
    if data.get("type") != "Sequence":
        return [data]
    items = data.get("pretokenizers")
    if not isinstance(items, list) or not items:
        raise TableError(f"{source}: {where}: empty Sequence")
    out: list[Any] = []
    for item in items:
        out += _flat_steps(item, source, where)
    return out


def _pretokenizer_of(data: Any, source: str) -> PreTokenization:
    """Our pre-tokenization for a ``pre_tokenizer`` object: any number of regex or string
    ``Split`` steps (every behavior but ``removed``) and then a ``ByteLevel``; refuses
    what is not byte-level, naming the step."""
    if data is None:
        raise TableError(
            f"{source}: pre_tokenizer: none given, so the model is not byte-level BPE "
            "(expected a ByteLevel pre-tokenizer)"
        )
    steps = _flat_steps(data, source, "pre_tokenizer")
    last = steps[-1]
    if not isinstance(last, dict) or last.get("type") != "ByteLevel":
        raise TableError(
            f"{source}: pre_tokenizer: the model is not byte-level BPE (the last "
            f"pre-tokenizer is {last.get('type') if isinstance(last, dict) else last!r}, "
            "not ByteLevel)"
        )
    for key in ("add_prefix_space", "trim_offsets", "use_regex"):
        _check(
            isinstance(last.get(key, False), bool),
            source,
            "pre_tokenizer ByteLevel",
            f"{key} {last.get(key)!r} is not true or false",
        )
    prefix_space = bool(last.get("add_prefix_space", False))
    splits: list[SplitStep] = []
    for i, step in enumerate(steps[:-1]):
        where = f"pre_tokenizer step {i}"
        _check(isinstance(step, dict), source, where, "expected an object")
        _check(
            step.get("type") == "Split",
            source,
            where,
            f"{step.get('type')!r} is not supported (only regex or string Splits before ByteLevel)",
        )
        pat = step.get("pattern")
        if isinstance(pat, dict) and isinstance(pat.get("Regex"), str):
            regex_text = pat["Regex"]
        elif isinstance(pat, dict) and isinstance(pat.get("String"), str):
            regex_text = re.escape(pat["String"])
        else:
            raise TableError(f"{source}: {where}: pattern must be a Regex or a String")
        behavior = step.get("behavior", "Isolated")
        if not isinstance(behavior, str) or behavior not in SPLIT_BEHAVIORS:
            raise TableError(
                f"{source}: {where}: Split behavior {behavior!r} is not supported (Removed "
                "drops text; expected one of " + ", ".join(SPLIT_BEHAVIORS) + ")"
            )
        invert = step.get("invert", False)
        _check(isinstance(invert, bool), source, where, f"invert {invert!r} is not true or false")
        splits.append(SplitStep(regex_text, SPLIT_BEHAVIORS[behavior], invert))
    if prefix_space and splits:
        raise TableError(
            f"{source}: pre_tokenizer: ByteLevel add_prefix_space=true after a Split is not "
            "supported (the space would go before every piece)"
        )
    if last.get("use_regex", True):
        splits.append(SplitStep(pretokenizer_pattern("gpt2") or ""))
    try:
        name = splits_pretokenizer(splits)
    except ValueError as err:
        raise TableError(f"{source}: pre_tokenizer: {err}") from None
    for step in splits:  # named in the message of a later run past the time bound
        note_pattern_origin(step.pattern, f"{source}: pre_tokenizer Split pattern")
    return PreTokenization(name, prefix_space, bool(last.get("trim_offsets", True)))


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
        read_id(sid, f"{source}: vocabulary entry {show_token(token)}", "ID", error=TableError)
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
            raise TableError(f"{where}: expected two tokens, got {show_token(entry)}")
        if len(parts) != 2 or not all(isinstance(p, str) and p for p in parts):
            raise TableError(f"{where}: expected two tokens, got {show_token(entry)}")
        left, right = parts
        for side, token in (("left", left), ("right", right)):
            if not is_symbols(token):
                bad = next(ch for ch in token if ch not in SYMBOL_BYTES)
                raise TableError(
                    f"{where}: {side} token {show_token(token)} holds {bad!r} (U+{ord(bad):04X}), "
                    "not in the GPT-2 byte-to-unicode alphabet: the table is not byte-level"
                )
            if len(token) > 1 and token not in made:
                raise TableError(
                    f"{where}: {side} token {show_token(token)} was never made by an earlier merge"
                )
            if vocab and token not in vocab:
                raise TableError(
                    f"{where}: {side} token {show_token(token)} is not in the vocabulary"
                )
        merged = left + right
        if vocab and merged not in vocab:
            raise TableError(
                f"{where}: the merged token {show_token(merged)} is not in the vocabulary"
            )
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
        where = f"{source}: special token {show_token(token)}"
        builder.add_special(_token_bytes(token), sid, where)
    return builder.build(pretokenizer, own_ids=not vocab)


def added_token_ids(
    added: Sequence[tuple[str, int]], vocab: dict[str, Any], source: str
) -> list[tuple[str, int]]:
    """The ID tokenizers gives each added token when it reads the file.

    The library does not take an added token's ``id`` as written: a token whose text is
    in the model's vocabulary gets the vocabulary's ID (which may be anywhere: 0, among
    the merges, last); any other gets the next free ID, ``len(vocab)`` for the first
    and one above the highest added ID after that (``AddedVocabulary::add_tokens``).

    Args:
        added: ``(content, id as written)`` in file order.
        vocab: the model's ``{token: ID}``.
        source: the file, for messages.

    Returns:
        ``(content, ID the library uses)`` in file order.

    Raises:
        TableError: naming the entry when the library would give it the ID of another
            vocabulary entry (its encoding could not be told apart).
    """
    owner = {sid: token for token, sid in vocab.items() if type(sid) is int}
    size = len(vocab)
    given: dict[str, int] = {}
    out: list[tuple[str, int]] = []
    for i, (content, written) in enumerate(added):
        if content in vocab:
            sid = vocab[content]
        elif content in given:
            sid = given[content]
        else:
            top = max(given.values(), default=None)
            sid = size if top is None or (top < size and size) else top + 1
            if sid in owner:
                raise TableError(
                    f"{source}: added_tokens entry {i} ({show_token(content)}): tokenizers "
                    f"gives it ID {sid} (the file says {written}), which the vocabulary gives "
                    f"{show_token(owner[sid])}: the two could not be told apart"
                )
        given[content] = sid
        out.append((content, sid))
    return out


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
    ignore_merges = model.get("ignore_merges", False)
    if not isinstance(ignore_merges, bool):
        raise TableError(f"{source}: model: ignore_merges {ignore_merges!r} is not true or false")
    if model.get("dropout"):
        raise TableError(f"{source}: model: dropout {model['dropout']!r} makes encoding random")
    try:
        normalizer = Normalizer.from_json(data.get("normalizer"), "normalizer")
    except NormalizerError as err:
        raise TableError(f"{source}: {err}") from None
    pre = _pretokenizer_of(data.get("pre_tokenizer"), source)
    added: list[tuple[str, int]] = []
    options: dict[bytes, AddedTokenOptions] = {}
    listed = data.get("added_tokens") or []
    if not isinstance(listed, list):
        raise TableError(f"{source}: added_tokens: expected a list")
    for i, tok in enumerate(listed):
        where = f"{source}: added_tokens entry {i}"
        if not isinstance(tok, dict) or not isinstance(tok.get("content"), str):
            raise TableError(f"{where}: expected an object with content")
        sid = read_id(tok.get("id"), where, "ID", error=TableError)
        flags: dict[str, bool] = {}
        for key in ("special", "single_word", "lstrip", "rstrip", "normalized"):
            # the library's defaults: normalized unless special, the others false
            value = tok.get(key, not flags["special"] if key == "normalized" else False)
            if not isinstance(value, bool):
                raise TableError(
                    f"{where} ({show_token(tok['content'])}): {key} {value!r} is not true or false"
                )
            flags[key] = value
        options[_token_bytes(tok["content"])] = AddedTokenOptions(
            lstrip=flags["lstrip"],
            rstrip=flags["rstrip"],
            single_word=flags["single_word"],
            normalized=flags["normalized"],
        )
        added.append((tok["content"], sid))
    vocab = model.get("vocab")
    if not vocab:
        raise TableError(f"{source}: model: empty vocabulary")
    if isinstance(vocab, dict):
        added = added_token_ids(added, vocab, source)
    run = build_from_vocab_merges(
        vocab, model.get("merges", []), source, pre.pretokenizer, added=added
    )
    found = tuple(options.get(t, PLAIN_TOKEN) for t in run.special_tokens)
    if not (normalizer or pre.prefix_space or ignore_merges or not pre.trim_offsets) and not any(
        found
    ):
        return run
    return _with_text_settings(
        run,
        normalizer=normalizer if normalizer else None,
        prefix_space=pre.prefix_space,
        ignore_merges=ignore_merges,
        trim_offsets=pre.trim_offsets,
        added_token_options=found if any(found) else (),
    )


def _with_text_settings(run: TrainingRun, **settings: Any) -> TrainingRun:
    """The table ``run`` with the text settings of a ``tokenizer.json``."""
    return run.replace(**settings)


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
                    chosen = pretokenizer_for_pattern(side.get("pattern"), f"{sidecar}: pattern")
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
