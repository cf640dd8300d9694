"""Before the window opens: can Qt's platform plugin start here?

Qt aborts the whole process (a core dump, exit status 134) when its platform plugin
cannot load, after printing a message that may name the wrong library. The window
command therefore checks first, without importing Qt:

* no display at all (neither ``DISPLAY`` nor ``WAYLAND_DISPLAY``, and no explicit
  ``QT_QPA_PLATFORM``): say so and point to ``--screenshot``;
* a ``QT_QPA_PLATFORM`` naming a plugin that is not installed: name the plugins that are;
* a plugin whose system libraries are missing: list the libraries the dynamic loader
  cannot find (read from ``ldd`` on the plugin itself) and the packages that provide them.

Whatever else makes Qt's platform start-up fail fatally is caught by
:class:`StartupGuard`, which turns Qt's fatal message into one line and exit status 2
instead of an abort.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bpe_viewer.core.safeio import print_line

#: Platforms that draw on a display server, and the variable that names it.
DISPLAY_VARIABLE = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY"}

_SCREENSHOT_HINT = (
    "render a picture offscreen instead with `bpe-viewer gui [INPUT] --screenshot shot.png`"
)

# Debian names a library package after its soname (libfoo.so.N -> libfooN, with a hyphen
# when the name ends in a digit: Debian Policy 8.1); these few are the exceptions.
_DEBIAN_EXCEPTIONS = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libGLdispatch.so.0": "libglvnd0",
    "libz.so.1": "zlib1g",
}

# Fedora packages of the libraries Qt's xcb and wayland plugins link against. A library
# not listed here is asked for by the soname it provides, which dnf understands.
_FEDORA_PACKAGES = {
    "libxcb-icccm.so.4": "xcb-util-wm",
    "libxcb-keysyms.so.1": "xcb-util-keysyms",
    "libxcb-cursor.so.0": "xcb-util-cursor",
    "libxcb-image.so.0": "xcb-util-image",
    "libxcb-render-util.so.0": "xcb-util-renderutil",
    "libxcb-util.so.1": "xcb-util",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11",
    "libxkbcommon.so.0": "libxkbcommon",
    "libX11-xcb.so.1": "libX11-xcb",
    "libX11.so.6": "libX11",
    "libEGL.so.1": "libglvnd-egl",
    "libGL.so.1": "libglvnd-glx",
    "libGLX.so.0": "libglvnd-glx",
    "libOpenGL.so.0": "libglvnd-opengl",
    "libGLdispatch.so.0": "libglvnd",
    "libfontconfig.so.1": "fontconfig",
    "libfreetype.so.6": "freetype",
    "libdbus-1.so.3": "dbus-libs",
    "libglib-2.0.so.0": "glib2",
    "libgthread-2.0.so.0": "glib2",
    "libwayland-client.so.0": "libwayland-client",
    "libwayland-cursor.so.0": "libwayland-cursor",
    "libwayland-egl.so.1": "libwayland-egl",
}
_FEDORA_LIBXCB = re.compile(
    r"libxcb(-(randr|shape|xfixes|sync|xkb|shm|render|xinerama|glx))?\.so\.\d+$"
)


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that ships a library, from its soname.

    Args:
        soname: e.g. ``"libxcb-icccm.so.4"``.

    Returns:
        The package name, e.g. ``"libxcb-icccm4"`` (Debian Policy 8.1 naming).
    """
    if soname in _DEBIAN_EXCEPTIONS:
        return _DEBIAN_EXCEPTIONS[soname]
    match = re.fullmatch(r"(.+?)\.so\.(\d+)(\..*)?", soname)
    if match is None:
        return soname
    base, version = match.group(1).lower(), match.group(2)
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def fedora_package(soname: str) -> str:
    """The Fedora package that ships a library (or its soname provide for ``dnf``)."""
    if soname in _FEDORA_PACKAGES:
        return _FEDORA_PACKAGES[soname]
    if _FEDORA_LIBXCB.match(soname):
        return "libxcb"
    return f"'{soname}()(64bit)'"


def missing_libraries(ldd_output: str) -> list[str]:
    """The sonames ``ldd`` reports as ``not found``, each once, in order.

    Args:
        ldd_output: the standard output of ``ldd FILE``.
    """
    found: list[str] = []
    for line in ldd_output.splitlines():
        match = re.match(r"\s*(\S+)\s*=>\s*not found", line)
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found


def _linux_family(os_release: str | None = None) -> str:
    """``"debian"``, ``"fedora"`` or ``""`` from /etc/os-release (ID and ID_LIKE)."""
    if os_release is None:
        try:
            os_release = Path("/etc/os-release").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
    words: list[str] = []
    for line in os_release.splitlines():
        key, _, value = line.partition("=")
        if key in ("ID", "ID_LIKE"):
            words += value.strip().strip('"').split()
    if any(w in ("debian", "ubuntu") for w in words):
        return "debian"
    if any(w in ("fedora", "rhel", "centos") for w in words):
        return "fedora"
    return ""


def install_hint(sonames: Sequence[str], family: str | None = None) -> str:
    """The install command(s) for missing libraries, for this machine's distribution.

    Args:
        sonames: missing libraries, e.g. ``["libxcb-icccm.so.4"]``.
        family: ``"debian"``, ``"fedora"`` or ``""`` (unknown: both commands); read from
            /etc/os-release when None.
    """
    if family is None:
        family = _linux_family()
    apt = "sudo apt-get install " + " ".join(dict.fromkeys(debian_package(s) for s in sonames))
    dnf = "sudo dnf install " + " ".join(dict.fromkeys(fedora_package(s) for s in sonames))
    if family == "debian":
        return f"install them with `{apt}`"
    if family == "fedora":
        return f"install them with `{dnf}`"
    return f"install them with `{apt}` (Debian/Ubuntu) or `{dnf}` (Fedora)"


def plugin_folder() -> Path | None:
    """PySide6's folder of Qt platform plugins, found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        folder = Path(location) / "Qt" / "plugins" / "platforms"
        if folder.is_dir():
            return folder
    return None


def _plugin_file(folder: Path, platform: str) -> Path | None:
    # The wayland plugin serves wayland, wayland-egl and wayland-brcm.
    stem = "wayland" if platform.startswith("wayland") else platform
    path = folder / f"libq{stem}.so"
    return path if path.is_file() else None


def _available(folder: Path) -> list[str]:
    return sorted(p.name[4:-3] for p in folder.glob("libq*.so"))


def _ldd(path: Path) -> str | None:
    try:
        done = subprocess.run(
            ["ldd", str(path)], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout


def requested_platforms(environ: Mapping[str, str]) -> tuple[list[str], bool]:
    """The platform plugins Qt will try, and whether the user chose them.

    ``QT_QPA_PLATFORM`` may list several, separated by ``;``, each with ``:options``.
    Unset, Qt tries wayland then xcb in a Wayland session and xcb elsewhere.
    """
    value = environ.get("QT_QPA_PLATFORM", "").strip()
    if value:
        names = [part.split(":", 1)[0].strip() for part in value.split(";")]
        return [n for n in names if n], True
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"], False
    return ["xcb"], False


def platform_problem(
    environ: Mapping[str, str] | None = None,
    folder: Path | None = None,
    family: str | None = None,
) -> str | None:
    """Why Qt's platform plugin cannot start here, as one line, or None when it can.

    Only Linux is checked (elsewhere Qt uses the system's own window layer).

    Args:
        environ: the environment the window will run in (default: ``os.environ``).
        folder: the platform plugin folder (default: PySide6's own).
        family: the Linux distribution family for the install hint (default: read).

    Returns:
        The message (without the ``bpe-viewer: error:`` prefix), or None.
    """
    if environ is None:
        environ = os.environ
    if not sys.platform.startswith("linux"):
        return None
    names, explicit = requested_platforms(environ)
    if not explicit and not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        return (
            "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
            f"run it in a desktop session, or {_SCREENSHOT_HINT}"
        )
    if folder is None:
        folder = plugin_folder()
    if folder is None:
        return None
    problems: list[str] = []
    for name in names:
        path = _plugin_file(folder, name)
        if path is None:
            problems.append(
                f"the Qt platform plugin {name!r} (QT_QPA_PLATFORM) is not installed; "
                f"available: {', '.join(_available(folder))}"
            )
            continue
        variable = next(
            (var for prefix, var in DISPLAY_VARIABLE.items() if name.startswith(prefix)), None
        )
        if variable is not None and not environ.get(variable):
            if name.startswith("wayland"):
                problems.append(f"no Wayland display for the {name} plugin ({variable} is not set)")
            else:
                problems.append(
                    f"no display to open the window on ({variable} is not set for the "
                    f"{name} plugin): run it in a desktop session, or {_SCREENSHOT_HINT}"
                )
            continue
        output = _ldd(path)
        missing = missing_libraries(output) if output else []
        if missing:
            problems.append(
                f"Qt's {name} platform plugin cannot load: the system libraries "
                f"{', '.join(missing)} are missing; {install_hint(missing, family)}; "
                f"or {_SCREENSHOT_HINT}"
            )
            continue
        return None
    if not problems:
        return None
    # Of several plugins tried, missing libraries are the fixable cause worth naming.
    return next((p for p in problems if "cannot load" in p), problems[0])


class StartupGuard:
    """Turns a fatal Qt message during application start-up into one line and exit 2.

    Install it just before creating the QApplication and :meth:`release` it after: while
    installed, Qt's plugin chatter is held back; a fatal message (Qt would abort next)
    prints ``bpe-viewer: error: ...`` on one line and ends the process with status 2.
    """

    def __init__(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        self._fatal = QtMsgType.QtFatalMsg
        self._held: list[tuple[Any, str, str]] = []
        self._install = qInstallMessageHandler
        self._previous = qInstallMessageHandler(self._handle)

    def _handle(self, kind: Any, context: Any, message: str) -> None:
        category = getattr(context, "category", "") or ""
        self._held.append((kind, category, message))
        if kind != self._fatal:
            return
        problem = platform_problem()
        if problem is None:
            # The root cause comes first; Qt's generic summaries follow it.
            generic = ("Could not load the Qt platform plugin", "This application failed")
            details = [
                m for _k, _c, m in self._held[:-1] if m.strip() and not m.startswith(generic)
            ]
            reason = (details[0] if details else message).strip().splitlines()[0]
            problem = (
                f"Qt's platform plugin could not start ({reason.rstrip('.')}); check the "
                f"display (DISPLAY={os.environ.get('DISPLAY', '')!s}), or {_SCREENSHOT_HINT}"
            )
        sys.stdout.flush()
        print_line(f"bpe-viewer: error: {problem}", file=sys.stderr)
        sys.stderr.flush()
        os._exit(2)

    def release(self) -> None:
        """Restore Qt's message handler and print what was held back (bar plugin chatter)."""
        self._install(self._previous)
        for _kind, category, message in self._held:
            if category != "qt.qpa.plugin":
                print_line(message.rstrip("\n"), file=sys.stderr, keep_lines=True)
        self._held.clear()
