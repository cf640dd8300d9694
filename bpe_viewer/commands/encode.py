"""``bpe-viewer encode``: apply a saved run's frozen rules to text or bytes (docs/rules.md s6).

Output formats (``--format``):

- ``ids`` (default): the token IDs on one line, separated by single spaces. With
  ``--layout v1`` the line is the layout v1 document ``0 <content IDs> 1``.
- ``pieces``: one line per token with four columns separated by two spaces: the index
  (from 0, right-aligned), the token ID (the content ID under ``--layout v1``,
  right-aligned), the token's bytes as lowercase hex (left-aligned, padded to the widest)
  and its readable form (:func:`bpe_viewer.core.render.readable`: text with ``␣`` for
  space, or hex when the bytes are not printable UTF-8). BOS and EOS hold no bytes and
  are not listed. For ``bee `` with the 8 learn_llm rules::

      0   98  62     b
      1  101  65     e
      2  263  65 20  e␣

- ``trace-v1``: the ``apply-bpe-tokenizer-v1`` block of docs/rules.md s6 for one case (ID
  ``input`` unless ``--case-id`` names another); the format always uses layout v1.

``--batch F`` encodes each line of file F on its own (``-`` reads standard input), all of
them in one pass over their distinct pieces (:meth:`TrainingRun.encode_batch`), and
prints one line of IDs per input line, in order (an empty line gives an empty line). A
line ends at ``\n`` or ``\r\n``, neither of which is encoded; a last line without one
counts. Only ``--format ids`` applies.

A RUN is a saved run (``bpe-viewer train ... --format json``), a ``bpe-merges-v1``
trace (docs/rules.md s7), or a merge table of another library (:mod:`bpe_viewer.core.interop`):
an imported table prints its own IDs, the ones its library gives. A RUN is read by
:func:`bpe_viewer.commands.common.load_run_file`; :func:`build_table` is shared with
``bpe-viewer decode``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import (
    CommandError,
    load_run_file,
    print_line,
    read_input,
    write_output,
)
from bpe_viewer.core import render
from bpe_viewer.core.safeio import input_problem

if TYPE_CHECKING:
    from bpe_viewer.core.encoding import MergeTable
    from bpe_viewer.core.run import TrainingRun

FORMATS = ("ids", "pieces", "trace-v1")
LAYOUTS = ("v1",)
DEFAULT_CASE_ID = "input"


def add_parser(sub: Any) -> None:
    """Register the ``encode`` subcommand."""
    p = sub.add_parser(
        "encode",
        help="encode text or bytes with a saved run's merge rules",
        description="Encode TEXT (as UTF-8), the bytes of a file or bytes given in hex "
        "with the frozen rules of RUN, applied in ascending rank (docs/rules.md s6).",
        epilog="RUN is a saved run (train --format json), a bpe-merges-v1 trace, or a merge "
        "table of Hugging Face tokenizers, tiktoken or minbpe (its own IDs are printed). "
        "--format pieces prints one line per token: index, ID (content ID with --layout "
        "v1), hex bytes and a readable form, in columns separated by two spaces.",
    )
    p.add_argument(
        "run",
        type=Path,
        metavar="RUN",
        help="saved run, bpe-merges-v1 trace, or a merge table: tokenizer.json, a folder or "
        "file of vocab.json + merges.txt, a merges file, NAME.tiktoken, minbpe .model",
    )
    # TEXT stays outside the group: options may come before or after it, and the
    # one-of check is made by run().
    p.add_argument("text", nargs="?", metavar="TEXT", help="text to encode (as UTF-8)")
    source = p.add_mutually_exclusive_group()
    source.add_argument(
        "--file",
        type=Path,
        metavar="F",
        help="encode the exact bytes of file F ('-' reads standard input)",
    )
    source.add_argument(
        "--batch",
        type=Path,
        metavar="F",
        help="encode each line of file F on its own and print one line of IDs per input "
        "line ('-' reads standard input)",
    )
    source.add_argument(
        "--hex",
        metavar="HEX",
        help="encode these bytes: two hex digits each, optionally separated by spaces or "
        "commas ('20 d0 b0', '20d0b0', '20,D0,B0')",
    )
    p.add_argument(
        "--layout",
        choices=LAYOUTS,
        help="v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)",
    )
    p.add_argument(
        "--allow-special",
        action="store_true",
        help="turn the text of the run's special tokens into their reserved IDs "
        "(otherwise it is encoded as ordinary bytes)",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="ids",
        help="ids: IDs on one line; pieces: one line per token; trace-v1: the "
        "apply-bpe-tokenizer-v1 block (default: ids)",
    )
    p.add_argument(
        "--pretokenize",
        metavar="NAME",
        help="for a merge table: the pre-tokenizer to encode with instead of the file's "
        "(none, whitespace, punctuation, gpt2, gpt4, or regex:PATTERN); a bare vocab.json "
        "+ merges.txt is read with gpt2, a bare .tiktoken file with none",
    )
    p.add_argument(
        "--case-id",
        metavar="ID",
        help=f"case ID of the trace-v1 block, matching [a-z][a-z0-9-]* "
        f"(default: {DEFAULT_CASE_ID})",
    )
    p.set_defaults(func=run)


def refuse_layout_for_source_ids(run: TrainingRun, path: Path) -> None:
    """Layout v1 shifts this program's IDs; a table with IDs of its own has none to shift.

    Raises:
        CommandError: when ``run`` keeps another library's IDs.
    """
    if run.source_ids is not None:
        raise CommandError(
            f"{path}: --layout v1 needs the byte/rank IDs of docs/rules.md s6, but this "
            "table keeps its own IDs"
        )


def build_table(run: TrainingRun, path: Path, *, special_tokens: bool = True) -> MergeTable:
    """The run's frozen rules as a :class:`MergeTable`, with its special tokens if asked
    (found as the run finds them: its added-token options: lstrip, rstrip, single_word,
    normalized) and its text settings (normalizer, prefix space, ignore_merges).

    Raises:
        CommandError: if the rules do not form a valid table (names ``path``).
    """
    from bpe_viewer.core.encoding import MergeTable

    try:
        return MergeTable(
            run.rules,
            run.special_tokens if special_tokens else (),
            run.pretokenizer,
            normalizer=run.normalizer,
            prefix_space=run.prefix_space,
            ignore_merges=run.ignore_merges,
            added_token_options=run.added_token_options if special_tokens else (),
        )
    except ValueError as err:
        raise CommandError(input_problem(path, err)) from None


def parse_hex(text: str) -> bytes:
    """Bytes from ``--hex`` (:func:`bpe_viewer.core.render.parse_hex`).

    Raises:
        CommandError: naming the position of the problem, prefixed with ``--hex:``.
    """
    try:
        return render.parse_hex(text)
    except ValueError as err:
        raise CommandError(f"--hex: {err}") from None


def _read_file_or_stdin(path: Path) -> bytes:
    """The bytes of file ``path``, or of standard input for ``-``, within the input limit.

    Raises:
        CommandError: for a file that cannot be read or an input over the limit.
    """
    if str(path) == "-":
        from bpe_viewer.core.safeio import input_limit, too_large_message

        limit = input_limit()
        data = sys.stdin.buffer.read(limit + 1)
        if len(data) > limit:
            raise CommandError(too_large_message("standard input", "the input"))
        return data
    return read_input(path)


def batch_lines(data: bytes) -> list[bytes]:
    """The lines of a ``--batch`` file: cut at ``\n``, a ``\r`` before it dropped, no
    empty line after a final line break.

    Example:
        >>> batch_lines(b"a b\r\n\nc")
        [b'a b', b'', b'c']
    """
    if not data:
        return []
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def _encode_batch(training_run: TrainingRun, args: argparse.Namespace) -> int:
    """``--batch``: one line of IDs per line of the file."""
    from bpe_viewer.core.encoding import EncodingError, to_layout_v1

    if args.format != "ids":
        raise CommandError(f"--batch prints IDs only (--format {args.format} cannot apply)")
    layout = args.layout == "v1"
    if layout:
        refuse_layout_for_source_ids(training_run, args.run)
    lines = batch_lines(_read_file_or_stdin(args.batch))
    try:
        encoded = training_run.encode_batch(lines, allow_special=args.allow_special)
    except (EncodingError, ValueError) as err:
        raise CommandError(input_problem(args.run, err)) from None
    out = [" ".join(map(str, to_layout_v1(ids) if layout else ids)) for ids in encoded]
    write_output("".join(line + "\n" for line in out), None)
    return 0


def _input_bytes(args: argparse.Namespace) -> bytes:
    """The bytes to encode, from TEXT, ``--file`` or ``--hex``."""
    if args.hex is not None:
        return parse_hex(args.hex)
    if args.file is not None:
        return _read_file_or_stdin(args.file)
    text: str = args.text if args.text is not None else ""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise CommandError(
            f"TEXT: character U+{ord(text[err.start]):04X} at position {err.start} cannot be "
            f"encoded as UTF-8 (use --hex or --file for raw bytes)"
        ) from None


def _pieces_lines(
    table: MergeTable, tokens: list[int], offset: int, shown: list[int] | None = None
) -> list[str]:
    """Aligned ``index  ID  hex  readable`` lines; IDs shown shifted by ``offset``, or the
    ``shown`` IDs (a table's own) when given."""
    from bpe_viewer.core.render import hex_bytes, readable

    rows = []
    for index, token in enumerate(tokens):
        data = table.token_bytes(token)
        sid = token + offset if shown is None else shown[index]
        rows.append((str(index), str(sid), hex_bytes(data), readable(data)))
    if not rows:
        return []
    widths = [max(len(row[col]) for row in rows) for col in range(3)]
    return [f"{i:>{widths[0]}}  {t:>{widths[1]}}  {h:<{widths[2]}}  {r}" for i, t, h, r in rows]


def _encode_with_codec(training_run: TrainingRun, data: bytes, args: argparse.Namespace) -> int:
    """Encode with a table whose library normalizes the text and writes its own pieces
    (a SentencePiece model): the model's IDs, or one line per piece."""
    from bpe_viewer.core.render import hex_bytes, readable
    from bpe_viewer.core.run_codec import NOT_FOR_SENTENCEPIECE

    for given, option in (
        (args.format == "trace-v1", "--format trace-v1"),
        (args.layout == "v1", "--layout v1"),
        (args.allow_special, "--allow-special"),
    ):
        if given:
            raise CommandError(f"{args.run}: {option} {NOT_FOR_SENTENCEPIECE}")
    table = build_table(training_run, args.run)
    tokens = training_run.encode_tokens(data, table=table)
    assert training_run.codec is not None
    pieces = training_run.codec.pieces(training_run, tokens)
    if args.format == "ids":
        print_line(" ".join(str(sid) for sid, _ in pieces))
        return 0
    rows = [(str(i), str(sid), hex_bytes(b), readable(b)) for i, (sid, b) in enumerate(pieces)]
    if rows:
        widths = [max(len(row[col]) for row in rows) for col in range(3)]
        for i, t, h, r in rows:
            print_line(f"{i:>{widths[0]}}  {t:>{widths[1]}}  {h:<{widths[2]}}  {r}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Encode and print; returns 0, or raises CommandError for bad input."""
    from bpe_viewer.core.encoding import CONTENT_OFFSET, EncodingError, to_layout_v1
    from bpe_viewer.core.formats.apply_trace_v1 import CASE_ID_PATTERN, format_apply_trace

    given = [
        name
        for name, value in (
            ("TEXT", args.text),
            ("--file", args.file),
            ("--batch", args.batch),
            ("--hex", args.hex),
        )
        if value is not None
    ]
    if not given:
        raise CommandError("encode: one of the arguments TEXT --file --batch --hex is required")
    if len(given) > 1:
        raise CommandError(
            f"encode: argument {given[1]} not allowed with argument {given[0]} "
            "(give one of TEXT, --file, --batch, --hex)"
        )
    if args.format == "trace-v1" and args.allow_special:
        raise CommandError(
            "--allow-special cannot be used with --format trace-v1 "
            "(apply-bpe-tokenizer-v1 has no special tokens)"
        )
    if args.case_id is not None:
        if args.format != "trace-v1":
            raise CommandError("--case-id only applies to --format trace-v1")
        if not CASE_ID_PATTERN.match(args.case_id):
            raise CommandError(f"--case-id: {args.case_id!r} does not match [a-z][a-z0-9-]*")
    if args.batch is not None:
        if args.case_id is not None or args.format == "trace-v1":
            raise CommandError("--batch prints IDs only (--format trace-v1 cannot apply)")
        training_run = load_run_file(args.run, args.pretokenize)
        return _encode_batch(training_run, args)
    data = _input_bytes(args)
    training_run = load_run_file(args.run, args.pretokenize)
    if args.format == "trace-v1" and training_run.describe_text_settings():
        raise CommandError(
            f"{args.run}: cannot write trace-v1: the table's "
            f"{training_run.describe_text_settings()} change the text before the merges, "
            "which apply-bpe-tokenizer-v1 cannot record"
        )
    if training_run.codec is not None:
        return _encode_with_codec(training_run, data, args)
    if args.format == "trace-v1":
        # The format's LAYOUT line counts 258 + k IDs: build the table without specials.
        table = build_table(training_run, args.run, special_tokens=False)
        case_id = DEFAULT_CASE_ID if args.case_id is None else args.case_id
        try:
            text = format_apply_trace(table, [(case_id, data)])
        except ValueError as err:
            raise CommandError(f"{args.run}: cannot write trace-v1: {err}") from None
        write_output(text, None)
        return 0
    table = build_table(training_run, args.run)
    layout = args.layout == "v1"
    if layout:
        refuse_layout_for_source_ids(training_run, args.run)
    tokens = training_run.encode_tokens(data, allow_special=args.allow_special, table=table)
    try:
        # An imported table speaks its own IDs (the ones its library prints).
        shown = (
            tokens
            if training_run.source_ids is None
            else training_run.encode(data, allow_special=args.allow_special)
        )
    except EncodingError as err:
        raise CommandError(input_problem(args.run, err)) from None
    if args.format == "ids":
        ids = to_layout_v1(shown) if layout else shown
        print_line(" ".join(str(t) for t in ids))
    else:
        own = None if training_run.source_ids is None else shown
        for line in _pieces_lines(table, tokens, CONTENT_OFFSET if layout else 0, own):
            print_line(line)
    return 0
