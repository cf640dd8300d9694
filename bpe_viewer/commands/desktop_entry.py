"""``bpe-viewer install-desktop-entry``: a launcher in the desktop's application menu.

Writes a freedesktop.org desktop entry and the application icon into the user's data
folder (``$XDG_DATA_HOME``, by default ``~/.local/share``), following the Desktop Entry
and Icon Theme specifications:

- ``applications/bpe-viewer.desktop``
- ``icons/hicolor/scalable/apps/bpe-viewer.svg``
- ``icons/hicolor/256x256/apps/bpe-viewer.png``

``--uninstall`` removes exactly these files. The icon is the one the window uses, shipped
in the package under ``resources/icons``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import CommandError, print_line

APP_ID = "bpe-viewer"
DESKTOP_FILE = Path("applications") / f"{APP_ID}.desktop"
ICON_FILES = {
    Path("icons/hicolor/scalable/apps") / f"{APP_ID}.svg": ("icons", "bpe-viewer.svg"),
    Path("icons/hicolor/256x256/apps") / f"{APP_ID}.png": ("icons", "bpe-viewer.png"),
}

# Characters that force an Exec argument into double quotes (Desktop Entry spec, "The
# Exec key"), and those escaped with a backslash inside the quotes.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = set('"`$\\')


def add_parser(sub: Any) -> None:
    """Register the ``install-desktop-entry`` subcommand."""
    p = sub.add_parser(
        "install-desktop-entry",
        help="add bpe-viewer to the desktop's application menu (or remove it)",
        description="Write a freedesktop .desktop launcher and the bpe-viewer icon into "
        "$XDG_DATA_HOME (default ~/.local/share), so the program appears in the "
        "application menu; --uninstall removes them.",
    )
    p.add_argument(
        "--uninstall", action="store_true", help="remove the launcher and the icon instead"
    )
    p.set_defaults(func=run)


def data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path, else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def quote_exec_argument(arg: str) -> str:
    """One argument of an ``Exec`` line, quoted as the Desktop Entry spec requires.

    Arguments with reserved characters are put in double quotes, with ``"``, `````,
    ``$`` and ``\\`` escaped by a backslash; ``%`` is doubled. The result is then a
    string value, where each backslash is written twice.
    """
    arg = arg.replace("%", "%%")
    if any(ch in _RESERVED for ch in arg):
        arg = '"' + "".join("\\" + ch if ch in _ESCAPED_IN_QUOTES else ch for ch in arg) + '"'
    return arg.replace("\\", "\\\\")


def launch_command() -> list[str]:
    """How the menu starts the window: the installed ``bpe-viewer-gui`` script beside
    this Python, else on the search path, else ``python -m bpe_viewer gui``."""
    beside = Path(sys.executable).with_name("bpe-viewer-gui")
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    found = shutil.which("bpe-viewer-gui")
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "bpe_viewer", "gui"]


def desktop_entry_text(command: list[str]) -> str:
    """The ``.desktop`` file starting ``command`` with an optional file argument (``%f``)."""
    exec_line = " ".join(quote_exec_argument(a) for a in command) + " %f"
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.0\n"
        "Name=bpe-viewer\n"
        "GenericName=BPE Tokenizer Explorer\n"
        "Comment=Train a byte-pair-encoding merge table and step through its rounds\n"
        f"Exec={exec_line}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Education;ComputerScience;\n"
        "Keywords=tokenizer;BPE;byte-pair encoding;merge;hex;\n"
        f"StartupWMClass={APP_ID}\n"
    )


def install(home: Path) -> list[Path]:
    """Write the launcher and the icons under ``home`` as one set of files (all of them or
    none: :func:`bpe_viewer.core.fileset.write_file_set`); returns the files written.

    Raises:
        CommandError: when a file cannot be written (names it).
    """
    from bpe_viewer.core.fileset import write_file_set
    from bpe_viewer.core.safeio import OutputError
    from bpe_viewer.packaged import resource_bytes

    files: dict[Path, bytes | str] = {}
    for relative, parts in ICON_FILES.items():
        try:
            files[home / relative] = resource_bytes(*parts)
        except OSError as err:
            raise CommandError(
                f"{'/'.join(parts)}: missing from the installation ({err})"
            ) from None
    files[home / DESKTOP_FILE] = desktop_entry_text(launch_command())
    try:
        # One set: the launcher never names an icon that failed to be written.
        return write_file_set(files, make_folders=True)
    except OutputError as err:
        raise CommandError(str(err)) from None


def uninstall(home: Path) -> list[Path]:
    """Remove the launcher and the icons under ``home``; returns the files removed.

    Raises:
        CommandError: when a file exists but cannot be removed (names it).
    """
    removed: list[Path] = []
    for relative in (DESKTOP_FILE, *ICON_FILES):
        target = home / relative
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as err:
            raise CommandError(f"{target}: cannot remove ({err.strerror or err})") from None
        removed.append(target)
    return removed


def run(args: argparse.Namespace) -> int:
    """Install or uninstall; prints one line per file. Returns 0."""
    home = data_home()
    if args.uninstall:
        removed = uninstall(home)
        for path in removed:
            print_line(f"removed {path}")
        if not removed:
            print_line(f"nothing to remove: no bpe-viewer launcher under {home}")
        return 0
    for path in install(home):
        print_line(f"installed {path}")
    return 0
