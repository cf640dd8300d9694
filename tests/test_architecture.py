"""The package's shape: no import cycle, no oversized class or module, markers defined once.

These limits keep the layers of docs/architecture.md apart. The import graph counts every
``import`` in a module, those inside functions too (a deferred import is still a dependency);
only the imports under ``if TYPE_CHECKING:`` are aside, since they never run.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bpe_viewer"

#: The largest class and module the project keeps, in lines (issue 28).
MAX_CLASS_LINES = 450
MAX_MODULE_LINES = 700

#: Format markers: each spelled in exactly one module, imported everywhere else.
MARKERS = (
    "bpe-merges-v1",
    "bpe-viewer-run",
    "bpe-viewer-pieces-v1",
    "minbpe v1",
)


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                yield from _imports(child)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _imports(node)


def _import_graph() -> dict[str, set[str]]:
    modules = _modules()

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                # ``from package import module`` depends on that module (and the
                # package's ``__init__`` only through Python's own loading, which every
                # submodule import shares, so it is not counted); ``from package import
                # name`` depends on the package.
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                    for alias in node.names
                ]
            for target in targets:
                found = known(target)
                if found is not None and found != name:
                    graph[name].add(found)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return groups


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_imports_inside_functions_count_and_type_checking_ones_do_not() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import hidden\n"
        "def f():\n    import deferred\n    from .sibling import name\n"
    )
    found = [
        alias.name if isinstance(node, ast.Import) else f"{node.module}.{alias.name}"
        for node in _imports(tree)
        for alias in node.names
    ]
    assert found == ["typing.TYPE_CHECKING", "deferred", "sibling.name"]


def test_no_import_cycle() -> None:
    graph = _import_graph()
    assert "bpe_viewer.core.ties" in graph["bpe_viewer.core.spec"]
    cycles = _cycles(graph)
    shown = [
        " <-> ".join(m.removeprefix("bpe_viewer.") for m in group)
        + ": "
        + "; ".join(
            f"{m.removeprefix('bpe_viewer.')} -> "
            + ", ".join(sorted(t.removeprefix("bpe_viewer.") for t in graph[m] if t in group))
            for m in group
        )
        for group in cycles
    ]
    assert not cycles, "import cycles:\n" + "\n".join(shown)


def test_the_core_imports_no_qt() -> None:
    graph = _import_graph()
    for name in graph:
        if name.startswith("bpe_viewer.core"):
            path = _modules()[name]
            text = path.read_text(encoding="utf-8")
            assert "PySide6" not in text, f"{name} mentions PySide6"
            assert not any(t.startswith("bpe_viewer.qt") for t in graph[name]), name


def _sizes() -> Iterator[tuple[str, str, int]]:
    for name, path in _modules().items():
        text = path.read_text(encoding="utf-8")
        yield name, "", len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno is not None
                yield name, node.name, node.end_lineno - node.lineno + 1


def test_no_module_over_the_limit() -> None:
    over = [f"{m}: {n} lines" for m, cls, n in _sizes() if not cls and n > MAX_MODULE_LINES]
    assert not over, f"modules over {MAX_MODULE_LINES} lines: " + ", ".join(over)


def test_no_class_over_the_limit() -> None:
    over = [f"{m}.{cls}: {n} lines" for m, cls, n in _sizes() if cls and n > MAX_CLASS_LINES]
    assert not over, f"classes over {MAX_CLASS_LINES} lines: " + ", ".join(over)


def _literals(tree: ast.AST) -> Iterator[str]:
    """String and bytes constants that are not docstrings."""
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in docstrings:
            if isinstance(node.value, str):
                yield node.value
            elif isinstance(node.value, bytes):
                yield node.value.decode("latin-1")


def _spells(text: str, marker: str) -> bool:
    """Whether a literal spells the marker itself (alone, quoted, in a pattern), not a
    sentence or a file-dialog filter that names it."""
    if marker not in text:
        return False
    words = re.findall(r"[A-Za-z]{3,}", text.replace(marker, " "))
    return all(word == "format" for word in words)


def test_the_marker_check_tells_a_marker_from_a_sentence() -> None:
    assert _spells('"format"\\s*:\\s*"bpe-viewer-run"', "bpe-viewer-run")
    assert _spells("bpe-viewer-run", "bpe-viewer-run")
    assert not _spells("bpe-merges-v1 traces (*.trace *.txt)", "bpe-merges-v1")
    assert not _spells("not a bpe-viewer-run file", "bpe-viewer-run")


@pytest.mark.parametrize("marker", MARKERS)
def test_each_format_marker_is_spelled_once(marker: str) -> None:
    places = [
        name
        for name, path in _modules().items()
        for text in _literals(ast.parse(path.read_text(encoding="utf-8")))
        if _spells(text, marker)
    ]
    assert len(places) == 1, f"{marker!r} is spelled in {places}"


def test_training_defaults_are_defined_once() -> None:
    """A training default gets its literal value in one place, in the core."""
    defaults = ("MERGES", "TIE", "UNIT", "PRETOKENIZER", "WORD_TIE", "KEEP_CANDIDATES")
    places: dict[str, list[str]] = {d: [] for d in defaults}
    for name, path in _modules().items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                for target in node.targets:
                    for d in defaults:
                        if isinstance(target, ast.Name) and target.id.endswith("DEFAULT_" + d):
                            places[d].append(f"{name}.{target.id}")
    for d, where in places.items():
        assert len(where) <= 1, f"DEFAULT_{d} is given a value in {where}"
        assert all(w.startswith("bpe_viewer.core.") for w in where), where
