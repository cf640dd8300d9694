"""The outline of the saved-run JSON format (``bpe-viewer-run``): its marker and
versions, the JSON Schema every saved run is checked against before it is read, and the
error a saved run that cannot be read raises. The layout and its versions are described
in :mod:`bpe_viewer.core.formats.run_json`, which reads and writes runs.
"""

from __future__ import annotations

from typing import Any

import jsonschema

from bpe_viewer.core.formats.classify import RUN_FORMAT
from bpe_viewer.core.notes import NOTES_SCHEMA
from bpe_viewer.core.pretokenize import PRETOKENIZERS
from bpe_viewer.core.run import RUN_KINDS
from bpe_viewer.core.safeio import InputError
from bpe_viewer.core.trainer import TIE_POLICIES

__all__ = [
    "FORMAT_MINOR_VERSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SCHEMA",
    "RunFileError",
    "check_schema",
]

FORMAT_NAME = RUN_FORMAT
FORMAT_VERSION = 1
#: The newest minor version read and written: 1 adds the teacher's notes, 2 documents'
#: weights, the text settings (normalizer, prefix_space, ignore_merges, trim_offsets),
#: the document unit and the stage on screen (docs/rules.md s7.1), 3 the training
#: settings the fields do not already say (``spec``); a run is written with the oldest
#: minor version that holds all it has.
FORMAT_MINOR_VERSION = 3

_COUNT = {"type": "integer", "minimum": 0}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "tie", "documents", "rules", "rounds"],
    "properties": {
        "format": {"const": FORMAT_NAME},
        "version": {"const": FORMAT_VERSION},
        "minor_version": _COUNT,
        "notes": NOTES_SCHEMA,
        "unit": {"type": "string"},
        "stage": _COUNT,
        "tie": {"enum": list(TIE_POLICIES)},
        "requested_merges": _COUNT,
        "source": {"type": "string"},
        "pretokenizer": {
            "anyOf": [
                {"enum": list(PRETOKENIZERS)},
                {"type": "string", "pattern": "^(regex|splits):"},
            ]
        },
        "normalizer": {"type": ["object", "null"]},
        "prefix_space": {"type": "boolean"},
        "ignore_merges": {"type": "boolean"},
        "trim_offsets": {"type": "boolean"},
        "reserved_ids": {"type": "array", "items": {"type": "integer", "minimum": 0}},
        "added_token_options": {
            "type": "array",
            "items": {
                "type": "array",
                "items": {"type": "boolean"},
                "minItems": 4,
                "maxItems": 4,
            },
        },
        "kind": {"enum": list(RUN_KINDS)},
        "source_ids": {"type": "array"},
        "sentencepiece": {"type": "object"},
        "spec": {"type": "object"},
        "special_tokens": {
            "type": "array",
            "items": {"type": "string", "pattern": "^([0-9a-f]{2})+$"},
        },
        "documents": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "partition", "tokens"],
                "properties": {
                    "id": {"type": "string", "minLength": 1},
                    "partition": {"enum": ["train", "validation", "test"]},
                    "label": {"type": "string"},
                    "weight": {"type": "integer", "minimum": 1},
                    "tokens": {"type": "array"},
                },
            },
        },
        "rules": {"type": "array", "items": {"type": "array"}},
        "rounds": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["distinct_pairs", "tied", "candidates"],
                "properties": {
                    "distinct_pairs": _COUNT,
                    "tied": _COUNT,
                    "candidates": {"type": "array"},
                },
            },
        },
    },
}


#: :data:`SCHEMA` without the schema of each document, rule and round, which
#: :func:`_plainly_valid` checks in plain Python (jsonschema walks each of the tens of
#: thousands of items of a large run for seconds).
_OUTLINE_SCHEMA: dict[str, Any] = {
    **SCHEMA,
    "properties": {
        **SCHEMA["properties"],
        "documents": {"type": "array"},
        "rules": {"type": "array"},
        "rounds": {"type": "array"},
    },
}
_PARTITIONS = frozenset(
    SCHEMA["properties"]["documents"]["items"]["properties"]["partition"]["enum"]
)


def _is_count(value: object, low: int = 0) -> bool:
    return type(value) is int and value >= low


def _plainly_valid(data: dict[str, Any]) -> bool:
    """True when every document, rule and round of ``data`` (already found to have the
    outline of :data:`SCHEMA`) is what :data:`SCHEMA` asks for, checked strictly: a
    False sends the whole object to jsonschema, which names the first problem."""
    for doc in data["documents"]:
        if not (
            type(doc) is dict
            and type(doc.get("id")) is str
            and doc["id"]
            and doc.get("partition") in _PARTITIONS
            and type(doc.get("tokens")) is list
            and type(doc.get("label", "")) is str
            and _is_count(doc.get("weight", 1), 1)
        ):
            return False
    if not set(map(type, data["rules"])) <= {list}:
        return False
    for rnd in data["rounds"]:
        if not (
            type(rnd) is dict
            and _is_count(rnd.get("distinct_pairs"))
            and _is_count(rnd.get("tied"))
            and type(rnd.get("candidates")) is list
        ):
            return False
    return True


def check_schema(data: dict[str, Any], source: str) -> None:
    """Check ``data`` against :data:`SCHEMA`: jsonschema for the outline, plain Python
    for the many documents and rounds, jsonschema for all of it when those find a
    problem (so every message is jsonschema's, naming the path).

    Raises:
        RunFileError: ``NAME: at documents/3/partition: 'x' is not one of [...]``.
    """
    try:
        jsonschema.validate(data, _OUTLINE_SCHEMA)
        if not _plainly_valid(data):
            jsonschema.validate(data, SCHEMA)
    except jsonschema.ValidationError as err:
        where = "/".join(str(p) for p in err.absolute_path) or "top level"
        raise RunFileError(f"{source}: at {where}: {err.message}") from None


class RunFileError(InputError):
    """A saved run cannot be read; the message names the file and what is wrong."""
