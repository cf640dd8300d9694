"""The window's controllers are given their collaborators: none of them imports the
window's module at run time, and the window, the application and the exports import no
circle (imports under ``if TYPE_CHECKING:`` are for types only and do not count)."""

from __future__ import annotations

import ast
from pathlib import Path

import bpe_viewer

PACKAGE = Path(bpe_viewer.__file__).parent


def _runtime_imports(module: str) -> set[str]:
    """The ``bpe_viewer`` modules ``module`` imports when it runs (in functions too)."""
    path = PACKAGE.joinpath(*module.split(".")[1:]).with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only |= {id(inner) for part in node.body for inner in ast.walk(part)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {name for name in found if name.startswith("bpe_viewer.")}


def test_controllers_do_not_import_the_window():
    for module in ("quiz", "frames", "export_commands"):
        imports = _runtime_imports(f"bpe_viewer.qt.{module}")
        assert "bpe_viewer.qt.main_window" not in imports, module


def test_window_application_and_exports_import_no_circle():
    group = ("main_window", "app", "export_commands", "frames", "quiz", "icon")
    edges = {
        name: {
            other
            for other in group
            if f"bpe_viewer.qt.{other}" in _runtime_imports(f"bpe_viewer.qt.{name}")
        }
        for name in group
    }
    assert edges["app"] == {"icon", "main_window"}
    assert edges["main_window"] >= {"icon", "export_commands", "frames", "quiz"}

    def reaches(start: str, goal: str, seen: frozenset[str] = frozenset()) -> bool:
        return any(
            nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt}))
            for nxt in edges[start]
        )

    assert [name for name in group if reaches(name, name)] == []


def test_the_window_sets_no_private_attribute_of_another_object():
    """The window hands its collaborators what they need when it makes them; it does not
    reach in afterwards (``self.files._x = ...``)."""
    tree = ast.parse((PACKAGE / "qt" / "main_window.py").read_text(encoding="utf-8"))
    reached = [
        ast.unparse(target)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Attribute)
        and target.attr.startswith("_")
        and not (isinstance(target.value, ast.Name) and target.value.id == "self")
    ]
    assert reached == []
