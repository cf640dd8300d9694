"""``python -m bpe_viewer`` runs the command line."""

from __future__ import annotations

import sys

from bpe_viewer.cli import main

if __name__ == "__main__":
    sys.exit(main())
