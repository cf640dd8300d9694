"""The user guide shipped with the program: ``docs/guide.md`` and ``docs/rules.md``.

The ``docs`` folder's Markdown pages are installed as the package ``bpe_viewer.docs``
(see pyproject) and read through :mod:`importlib.resources`; from a source checkout that
was not installed, the checkout's ``docs/`` folder is read instead. Help ▸ User Guide
shows them in the window, offline. No Qt here.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

PACKAGE = "bpe_viewer.docs"
#: The guide's pages in order: ``(file name, title)``.
GUIDE_PAGES: tuple[tuple[str, str], ...] = (
    ("guide.md", "Getting started"),
    ("rules.md", "The rules bpe-viewer follows"),
)


def guide_page(name: str) -> str:
    """The Markdown text of one page of :data:`GUIDE_PAGES`.

    Raises:
        OSError: the page is missing from the installation (and from the checkout).
    """
    try:
        return importlib.resources.files(PACKAGE).joinpath(name).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        import bpe_viewer

        checkout = Path(bpe_viewer.__file__).resolve().parent.parent / "docs" / name
        return checkout.read_text(encoding="utf-8")
