"""The window command on a machine where Qt's platform plugin cannot start.

Qt aborts (exit 134, a core dump) when no platform plugin loads; ``bpe-viewer`` checks
first and prints one line naming the cause and the fix, with exit status 2.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bpe_viewer.commands import display_check

ROOT = Path(__file__).resolve().parents[1]


def run_window(tmp_path, **env_changes):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env.update(env_changes)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bpe_viewer"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


def assert_one_line_exit_2(tmp_path, code, out, err):
    assert code == 2, (code, err)  # not 134 (abort) or a negative signal number
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert err.startswith("bpe-viewer: error: ")
    assert not list(tmp_path.glob("core*"))


def test_missing_platform_plugin_is_one_line(tmp_path):
    code, out, err = run_window(tmp_path, QT_QPA_PLATFORM="no-such-plugin", DISPLAY=":0")
    assert_one_line_exit_2(tmp_path, code, out, err)
    assert "'no-such-plugin'" in err
    assert "offscreen" in err  # the plugins that are installed


def test_no_display_points_to_screenshot(tmp_path):
    code, out, err = run_window(tmp_path)
    assert_one_line_exit_2(tmp_path, code, out, err)
    assert "no display" in err
    assert "DISPLAY" in err and "WAYLAND_DISPLAY" in err
    assert "--screenshot" in err


def test_xcb_without_display(tmp_path):
    code, out, err = run_window(tmp_path, QT_QPA_PLATFORM="xcb")
    assert_one_line_exit_2(tmp_path, code, out, err)
    assert "DISPLAY is not set" in err and "--screenshot" in err


def _ldd_missing(path: Path) -> list[str]:
    out = subprocess.run(["ldd", str(path)], capture_output=True, text=True).stdout
    names = [line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line]
    return list(dict.fromkeys(names))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux platform plugins")
def test_xcb_missing_libraries_named_from_the_plugin(tmp_path):
    folder = display_check.plugin_folder()
    if folder is None or not (folder / "libqxcb.so").is_file():
        pytest.skip("no xcb plugin")
    missing = _ldd_missing(folder / "libqxcb.so")
    if not missing:
        pytest.skip("every library of the xcb plugin is installed here")
    code, out, err = run_window(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY=":0")
    assert_one_line_exit_2(tmp_path, code, out, err)
    for soname in missing:
        assert soname in err
        assert display_check.debian_package(soname) in err or "dnf" in err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux platform plugins")
def test_broken_plugin_libraries_resolved_with_ldd(tmp_path):
    """A plugin whose needed library is absent: named from the plugin, with its package."""
    folder = display_check.plugin_folder()
    if folder is None:
        pytest.skip("PySide6 keeps no platform plugin folder here")
    data = (folder / "libqoffscreen.so").read_bytes()
    assert b"libQt6Gui.so.6" in data
    broken = tmp_path / "platforms"
    broken.mkdir()
    (broken / "libqxcb.so").write_bytes(data.replace(b"libQt6Gui.so.6", b"libQt6Gux.so.6"))
    message = display_check.platform_problem(
        {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, folder=broken, family="debian"
    )
    assert message is not None
    assert "libQt6Gux.so.6" in message
    assert "sudo apt-get install libqt6gux6" in message
    fedora = display_check.platform_problem(
        {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, folder=broken, family="fedora"
    )
    assert "sudo dnf install 'libQt6Gux.so.6()(64bit)'" in fedora


def test_working_plugin_passes():
    folder = display_check.plugin_folder()
    if folder is None or not sys.platform.startswith("linux"):
        pytest.skip("no Linux plugin folder")
    assert display_check.platform_problem({"QT_QPA_PLATFORM": "offscreen"}) is None


def test_ldd_output_parsed():
    output = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibxcb-icccm.so.4 => not found\n"
        "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f)\n"
        "\tlibxcb-keysyms.so.1 => not found\n"
        "\tlibxcb-icccm.so.4 => not found\n"
    )
    assert display_check.missing_libraries(output) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


@pytest.mark.parametrize(
    ("soname", "debian", "fedora"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
        ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
        ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
        ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
        ("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
        ("libEGL.so.1", "libegl1", "libglvnd-egl"),
    ],
)
def test_package_names(soname, debian, fedora):
    # Package names as listed in Debian 12 and Fedora 40.
    assert display_check.debian_package(soname) == debian
    assert display_check.fedora_package(soname) == fedora


def test_install_hint_follows_the_distribution():
    libs = ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert display_check.install_hint(libs, "debian") == (
        "install them with `sudo apt-get install libxcb-icccm4 libxcb-keysyms1`"
    )
    assert display_check.install_hint(libs, "fedora") == (
        "install them with `sudo dnf install xcb-util-wm xcb-util-keysyms`"
    )
    both = display_check.install_hint(libs, "")
    assert "apt-get" in both and "dnf" in both


def test_fatal_qt_message_becomes_one_line(tmp_path):
    """Whatever else fails inside Qt's start-up: one line and exit 2, never an abort."""
    script = (
        "from bpe_viewer.commands.display_check import StartupGuard\n"
        "guard = StartupGuard()\n"
        "from PySide6.QtCore import qFatal, qWarning\n"
        "qWarning('could not connect to display :77')\n"
        "qFatal('no Qt platform plugin could be initialized')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DISPLAY=":77", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1, done.stderr
    assert "could not connect to display :77" in done.stderr
    assert "--screenshot" in done.stderr
