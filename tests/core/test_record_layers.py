"""The run record is the bottom of its layers: it and the modules it is made of import
nothing that reads, writes or builds records (imports inside functions count; those
under ``if TYPE_CHECKING:`` do not)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import bpe_viewer

PACKAGE = Path(bpe_viewer.__file__).parent

#: The record and what it is made of, and the modules the record's figures call.
LOW = [
    "core/run.py",
    "core/run_codec.py",
    "core/run_stats.py",
    "core/run_vocab.py",
    "core/survival.py",
    "core/repeats.py",
    "core/corpus.py",
    "core/spec.py",
]
#: Layers above the record: they import it.
ABOVE = ("bpe_viewer.core.formats", "bpe_viewer.core.interop", "bpe_viewer.core.training")


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, in functions too, leaving out TYPE_CHECKING blocks."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", "") == "TYPE_CHECKING":
                continue
            if isinstance(child, ast.ImportFrom) and child.module:
                found.add(child.module)
            elif isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("module", LOW)
def test_the_record_imports_no_layer_above_it(module):
    above = sorted(m for m in _imports(PACKAGE / module) if m.startswith(ABOVE))
    assert above == []


def test_the_check_sees_a_function_level_import(tmp_path):
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from bpe_viewer.core.training import train\n"
        "def f():\n    from bpe_viewer.core.formats.run_json import save_run\n",
        encoding="utf-8",
    )
    assert _imports(source) == {"typing", "bpe_viewer.core.formats.run_json"}
