"""``bpe-viewer hexdump``: a document's bytes as a hex dump with its token boundaries.

The text format is like ``xxd``: a legend line, then one line per 16 bytes with the
offset, the bytes in hex (``|`` in place of the space between two bytes of different
tokens) and the text column (:func:`bpe_viewer.core.hexdump.hexdump_lines`)::

    # doc-1 at stage 1 of 2: 3 bytes, 2 tokens. ...
    00000000  61 61|61                                         aaa

The JSON format lists the tokens of the stage as byte spans covering every byte once::

    {"document": "doc-1", "stage": 1, "tokens": [{"offset": 0, "length": 2,
     "token_id": 256}, {"offset": 2, "length": 1, "token_id": 97}]}

INPUT is a saved run or a ``bpe-merges-v1`` trace (used as they are), or a corpus,
trained first with the options of ``train``. With ``--text TEXT`` the dump is of TEXT
encoded with the rules of INPUT up to the stage, and INPUT may also be another library's
merge table (``tokenizer.json``, ``vocab.json`` + ``merges.txt``, ``.tiktoken``, minbpe
``.model``); an imported table's tokens keep the IDs its library gives.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bpe_viewer.commands.common import CommandError, add_output_argument, utf8_text, write_output
from bpe_viewer.commands.run_input import add_run_input_argument, load_run_input
from bpe_viewer.core.safeio import input_problem

if TYPE_CHECKING:
    from bpe_viewer.core.hexdump import TokenSpan
    from bpe_viewer.core.run import TrainingRun

FORMATS = ("text", "json")
#: Document IDs named in the message for an unknown ``--document``.
SHOWN_IDS = 5


def add_parser(sub: Any) -> None:
    """Register the ``hexdump`` subcommand."""
    from bpe_viewer.commands.train import add_training_arguments

    p = sub.add_parser(
        "hexdump",
        help="show a document's bytes in hex with its token boundaries at a stage",
        description="Print one document's bytes like xxd: offset, 16 bytes in hex with '|' "
        "between bytes of different tokens at the stage, and the text. INPUT is a saved "
        "run, a bpe-merges-v1 trace, or a corpus (trained first with the options below).",
    )
    add_run_input_argument(p)
    p.add_argument(
        "--document",
        type=utf8_text,
        metavar="ID",
        help="document ID (default: the first document)",
    )
    p.add_argument(
        "--stage",
        type=int,
        metavar="R",
        help="stage 0 (raw bytes) to the number of merges; negative counts from the end "
        "(default: the last stage)",
    )
    p.add_argument(
        "--text",
        type=utf8_text,
        metavar="TEXT",
        help="dump TEXT (as UTF-8) encoded with the rules of INPUT up to the stage, "
        "instead of a document; INPUT may then be a merge table of another library",
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text: the hex dump; json: the token spans (default: text)",
    )
    add_output_argument(p)
    add_training_arguments(p)
    p.set_defaults(func=run)


def text_spans(
    run: TrainingRun, text: str, stage: int, source: Path
) -> tuple[bytes, list[TokenSpan]]:
    """``text`` encoded with the first ``stage`` rules of ``run``: the bytes the encoder
    sees (the text after the run's normalizer and prefix space, or as a SentencePiece
    model normalizes it; the text's own UTF-8 otherwise) and their byte spans, whose IDs
    are the ones the run's files use (an imported table's own IDs; for a SentencePiece
    model one span per piece).

    Raises:
        CommandError: when the rules do not form a table (names ``source``).
    """
    from bpe_viewer.core.hexdump import TokenSpan

    try:
        table = run.stage_table(stage)
    except ValueError as err:
        raise CommandError(input_problem(source, err)) from None
    raw = text.encode("utf-8")
    data = table.prepare(raw)  # what the tokens' bytes spell
    spans: list[TokenSpan] = []
    offset = 0
    if run.codec is not None:
        # the library's normalized text, and its pieces (byte fallback, <unk> runs)
        data = run.normalize(raw)
        tokens = run.encode_tokens(raw, table=table)
        for sid, piece in run.codec.pieces(run, tokens):
            spans.append(TokenSpan(offset, len(piece), sid))
            offset += len(piece)
        return data, spans
    for token in run.encode_tokens(raw, table=table):
        length = len(run.token_bytes(token))
        try:
            shown = run.source_id(token)
        except KeyError as err:
            raise CommandError(f"{source}: {err.args[0]}") from None
        spans.append(TokenSpan(offset, length, shown))
        offset += length
    return data, spans


def pick_document(run: TrainingRun, document_id: str | None, source: Path) -> int:
    """Index of the document with ``document_id`` (the first when None).

    Raises:
        CommandError: for an empty run or an unknown ID; the message names the first
            few valid IDs and how many there are.
    """
    ids = [d.doc_id for d in run.documents]
    if not ids:
        raise CommandError(f"{source}: no documents")
    if document_id is None:
        return 0
    try:
        return ids.index(document_id)
    except ValueError:
        shown = ", ".join(ids[:SHOWN_IDS])
        more = f", ... ({len(ids)} documents)" if len(ids) > SHOWN_IDS else ""
        raise CommandError(
            f"{source}: no document {document_id!r}; documents are {shown}{more}"
        ) from None


def pick_stage(run: TrainingRun, stage: int | None, source: Path) -> int:
    """The stage asked for (the last when None; negative counts from the end).

    Raises:
        CommandError: for a stage outside ``0..merge_count``, naming the last stage.
    """
    last = run.merge_count
    if stage is None:
        return last
    resolved = last + 1 + stage if stage < 0 else stage
    if not 0 <= resolved <= last:
        raise CommandError(
            f"{source}: no stage {stage}; stages run from 0 to {last} (the last stage)"
        )
    return resolved


def legend(name: str, label: str, size: int, stage: int, last: int, tokens: int) -> str:
    """The first line of the text format: what is shown and how to read it."""
    return (
        f"# {name} ({label}) at stage {stage} of {last}: "
        f"{size} byte{'s' if size != 1 else ''} in {tokens} "
        f"token{'s' if tokens != 1 else ''}; '|' separates bytes of different tokens; "
        f"text: '.' control or invalid byte, '\u00b7' later byte of the character before"
    )


def run(args: argparse.Namespace) -> int:
    """Load or train, then print the dump; returns 0, or raises CommandError."""
    from bpe_viewer.core.hexdump import hexdump_json, hexdump_lines, token_spans

    run_ = load_run_input(
        args,
        table_ok=args.text is not None,
        table_hint="; give --text TEXT to dump text encoded with it",
    )
    stage = pick_stage(run_, args.stage, args.input)
    if args.text is not None:
        if args.document is not None:
            raise CommandError("give --document or --text, not both")
        name, label = "text", "--text"
        data, spans = text_spans(run_, args.text, stage, args.input)
        if run_.codec is not None:
            label = "--text as the model normalizes it"
        elif data != args.text.encode("utf-8"):  # the bytes shown are the encoder's
            label = f"--text after the table's {run_.describe_text_settings()}"
    else:
        index = pick_document(run_, args.document, args.input)
        name, label = run_.documents[index].doc_id, run_.documents[index].label
        data = run_.document_bytes(index)
        spans = token_spans(run_, index, stage)
    if args.format == "json":
        payload = hexdump_json(name, stage, spans)
        text = json.dumps(payload, separators=(",", ":"), ensure_ascii=False) + "\n"
    else:
        head = legend(name, label, len(data), stage, run_.merge_count, len(spans))
        text = "".join(line + "\n" for line in hexdump_lines(data, spans, legend=head))
    inputs = (args.input, getattr(args, "split", None))
    write_output(text, args.output, inputs=inputs, json=args.format == "json")
    return 0
