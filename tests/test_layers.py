"""The import contract: the core and the headless command line never import Qt.

One fresh interpreter blocks ``PySide6`` and ``bpe_viewer.qt`` (an import of either
raises), imports every module below ``bpe_viewer.core``, the command line and every
subcommand module, then runs headless commands end to end (train, encode, decode,
check-trace), whose lazy imports happen only when they run.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import bpe_viewer

SCRIPT = r"""
import importlib, importlib.abc, pkgutil, sys

class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "PySide6" or name.startswith("bpe_viewer.qt"):
            raise ImportError(f"layering: {name} imported from the headless side")
        return None

sys.meta_path.insert(0, Blocked())
import bpe_viewer.core, bpe_viewer.commands
names = [m.name for m in pkgutil.walk_packages(bpe_viewer.core.__path__, "bpe_viewer.core.")]
names += [m.name for m in pkgutil.walk_packages(bpe_viewer.commands.__path__, "bpe_viewer.commands.")]
names += ["bpe_viewer.cli"]
for name in names:
    importlib.import_module(name)
print(len(names))
from bpe_viewer.cli import main
folder = sys.argv[1]
assert main(["train", folder + "/t.txt", "--merges", "3", "--format", "json", "-o", folder + "/r.json"]) == 0
assert main(["train", folder + "/t.txt", "--merges", "3", "--format", "trace-v1", "-o", folder + "/r.trace"]) == 0
assert main(["check-trace", folder + "/r.trace"]) == 0
assert main(["encode", folder + "/r.json", "bee "]) == 0
assert main(["decode", folder + "/r.json", "98"]) == 0
assert not [m for m in sys.modules if m.startswith(("PySide6", "bpe_viewer.qt"))]
"""


def test_core_and_headless_commands_never_import_qt(tmp_path):
    (tmp_path / "t.txt").write_bytes(b"the bee sat on the beet")
    root = Path(bpe_viewer.__file__).resolve().parents[1]
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=root,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    modules = int(result.stdout.strip().splitlines()[0])
    assert modules > 15  # every core module was imported, wordfreq and apply_trace_v1 too
