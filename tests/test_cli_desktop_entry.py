"""``bpe-viewer install-desktop-entry``: the launcher and icon in the XDG data folder."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from bpe_viewer.cli import main
from bpe_viewer.commands.desktop_entry import desktop_entry_text, quote_exec_argument

RESOURCES = Path(__file__).resolve().parents[1] / "resources" / "icons"
FILES = (
    "applications/bpe-viewer.desktop",
    "icons/hicolor/scalable/apps/bpe-viewer.svg",
    "icons/hicolor/256x256/apps/bpe-viewer.png",
)


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def validate(path: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        return  # the check runs where desktop-file-utils is installed
    result = subprocess.run([tool, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout + result.stderr


def test_install_writes_the_launcher_and_the_shipped_icon(capsys, data_home):
    assert main(["install-desktop-entry"]) == 0
    out = capsys.readouterr().out
    for name in FILES:
        assert (data_home / name).is_file()
        assert f"installed {data_home / name}" in out
    assert (data_home / FILES[1]).read_bytes() == (RESOURCES / "bpe-viewer.svg").read_bytes()
    assert (data_home / FILES[2]).read_bytes() == (RESOURCES / "bpe-viewer.png").read_bytes()
    assert (data_home / FILES[2]).read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    entry = (data_home / FILES[0]).read_text(encoding="utf-8")
    lines = entry.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert "Type=Application" in lines and "Icon=bpe-viewer" in lines
    exec_line = next(line for line in lines if line.startswith("Exec="))
    assert exec_line.endswith(" %f")
    validate(data_home / FILES[0])


def test_install_twice_then_uninstall(capsys, data_home):
    assert main(["install-desktop-entry"]) == 0
    assert main(["install-desktop-entry"]) == 0
    capsys.readouterr()
    assert main(["install-desktop-entry", "--uninstall"]) == 0
    out = capsys.readouterr().out
    assert out.count("removed ") == 3
    for name in FILES:
        assert not (data_home / name).exists()
    assert main(["install-desktop-entry", "--uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_relative_xdg_data_home_is_ignored(capsys, tmp_path, monkeypatch):
    # The XDG Base Directory spec: a relative path is invalid and must be ignored.
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert main(["install-desktop-entry"]) == 0
    assert (tmp_path / ".local/share/applications/bpe-viewer.desktop").is_file()
    assert not (tmp_path / "relative").exists()


def test_unwritable_folder_is_one_line(capsys, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["install-desktop-entry"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write" in err and str(blocker) in err


def test_exec_arguments_are_quoted_as_the_spec_says():
    assert quote_exec_argument("/usr/bin/bpe-viewer-gui") == "/usr/bin/bpe-viewer-gui"
    # Reserved characters: double quotes; then each backslash doubled as a string value.
    assert quote_exec_argument("/home/a b/x") == '"/home/a b/x"'
    assert quote_exec_argument("/opt/$x") == '"/opt/\\\\$x"'
    assert quote_exec_argument("/opt/100%") == "/opt/100%%"


def test_entry_with_awkward_paths_validates(tmp_path):
    path = tmp_path / "bpe-viewer.desktop"
    path.write_text(
        desktop_entry_text(["/home/a b/venv $1/bin/python", "-m", "bpe_viewer", "gui"]),
        encoding="utf-8",
    )
    validate(path)
    exec_line = next(x for x in path.read_text().splitlines() if x.startswith("Exec="))
    assert exec_line == 'Exec="/home/a b/venv \\\\$1/bin/python" -m bpe_viewer gui %f'
