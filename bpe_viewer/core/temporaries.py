"""The temporary files of the atomic writer: their names and the removal of stale ones.

:mod:`bpe_viewer.core.safeio` writes a new file's content to a temporary file beside it,
named ``.NAME.bpe-viewer-PID-XXXX.tmp`` (:func:`temporary_name`), and renames it over
``NAME``; a process killed in between leaves it behind, and the next write to ``NAME``
removes it (:func:`clean_stale_temporaries`) once its process is gone or it is a day old
(``docs/rules.md s10``).
"""

from __future__ import annotations

import os
import re
import secrets
import time
from pathlib import Path

__all__ = ["clean_stale_temporaries", "temporary_name"]

#: A temporary file of ours older than this is stale even if its process still lives.
_STALE_SECONDS = 24 * 3600
_TMP_TAG = "bpe-viewer"


def temporary_name(target: Path) -> Path:
    """A new name ``.NAME.bpe-viewer-PID-XXXX.tmp`` beside ``target`` (``XXXX``: random hex)."""
    return target.parent / f".{target.name}.{_TMP_TAG}-{os.getpid()}-{secrets.token_hex(4)}.tmp"


def _tmp_pattern(name: str) -> re.Pattern[str]:
    return re.compile(re.escape(f".{name}.{_TMP_TAG}-") + r"([0-9]+)-[0-9a-f]+\.tmp\Z")


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def clean_stale_temporaries(target: str | os.PathLike[str]) -> int:
    """Remove temporary files of ours for ``target`` left behind by a killed process.

    A file ``.NAME.bpe-viewer-PID-XXXX.tmp`` beside ``target`` is stale when its process
    no longer runs or it is over a day old.

    Returns:
        How many were removed.
    """
    path = Path(target)
    pattern = _tmp_pattern(path.name)
    folder = path.parent if str(path.parent) else Path(".")
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    now = time.time()
    for entry in names:
        m = pattern.match(entry)
        if not m:
            continue
        tmp = folder / entry
        try:
            old = now - tmp.lstat().st_mtime > _STALE_SECONDS
            if old or not _process_alive(int(m.group(1))):
                tmp.unlink()
                removed += 1
        except (OSError, ValueError):
            continue
    return removed
