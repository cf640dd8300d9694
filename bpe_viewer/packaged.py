"""Files shipped inside the package: the top-level ``resources/`` folder.

The folder is installed as the package ``bpe_viewer.resources`` (see pyproject) and read
through :mod:`importlib.resources` only. When running from a source checkout without
installing, ``bpe_viewer.resources`` does not exist as a subpackage; :func:`resources_root`
then registers the checkout's ``resources/`` package under that name through the import
machinery (a module spec), so the same ``importlib.resources`` calls work in both cases.

No Qt here: the command line uses it too.
"""

from __future__ import annotations

import importlib
import importlib.resources
import importlib.util
import sys
from importlib.abc import Traversable
from pathlib import Path

PACKAGE = "bpe_viewer.resources"
#: The application icon, as a scalable drawing and as a 256 x 256 PNG.
ICON_SVG = ("icons", "bpe-viewer.svg")
ICON_PNG = ("icons", "bpe-viewer.png")


def _register_checkout_resources() -> None:
    import bpe_viewer

    init = Path(bpe_viewer.__file__).resolve().parent.parent / "resources" / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        PACKAGE, init, submodule_search_locations=[str(init.parent)]
    )
    if spec is None or spec.loader is None or not init.is_file():
        raise ModuleNotFoundError(f"No module named {PACKAGE!r}", name=PACKAGE)
    module = importlib.util.module_from_spec(spec)
    sys.modules[PACKAGE] = module
    spec.loader.exec_module(module)


def resources_root() -> Traversable:
    """The root of the ``bpe_viewer.resources`` package."""
    try:
        importlib.import_module(PACKAGE)
    except ModuleNotFoundError:
        _register_checkout_resources()
    return importlib.resources.files(PACKAGE)


def resource_bytes(*parts: str) -> bytes:
    """The bytes of a shipped file, e.g. ``resource_bytes(*ICON_SVG)``.

    Raises:
        OSError: when the file is missing from the installation.
    """
    item = resources_root()
    for part in parts:
        item = item.joinpath(part)
    return item.read_bytes()
