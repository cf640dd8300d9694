"""``gui --screenshot`` says on standard error when the picture is not what was asked:
a --round outside the stages, or --merges given with a saved run."""

from __future__ import annotations

import pytest


def _shot(capsys, tmp_path, *argv):
    from bpe_viewer.cli import main

    code = main(["gui", *map(str, argv), "--screenshot", str(tmp_path / "shot.png")])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def abcd(tmp_path):
    corpus = tmp_path / "abcd.txt"
    corpus.write_bytes(b"ABCDCDABCDCDE")
    return corpus


@pytest.mark.parametrize(
    ("round_", "stage", "note"),
    [
        (99, 3, "bpe-viewer: note: --round 99 is outside stages 0 to 3; showing stage 3\n"),
        (-99, 0, "bpe-viewer: note: --round -99 is outside stages 0 to 3; showing stage 0\n"),
        (2, 2, ""),
        (-1, 3, ""),
    ],
)
def test_round_outside_the_stages_is_noted(qapp, capsys, tmp_path, abcd, round_, stage, note):
    code, out, err = _shot(capsys, tmp_path, abcd, "--merges", 3, "--round", round_)
    assert code == 0
    assert out.endswith(f"(stage {stage} of 3)\n")
    assert [line for line in err.splitlines(True) if "note:" in line] == ([note] if note else [])


def test_merges_with_a_saved_run_is_noted(qapp, capsys, tmp_path, abcd):
    from bpe_viewer.core import train
    from bpe_viewer.core.formats.run_json import save_run

    saved = tmp_path / "abcd.bpe-run.json"
    save_run(train([abcd.read_bytes()], 3), saved)
    code, out, err = _shot(capsys, tmp_path, saved, "--merges", 2)
    assert code == 0 and out.endswith("(stage 2 of 3)\n")  # the last round by default
    assert f"note: {saved} keeps its own 3 merges; --merges applies when training a corpus" in err
    code, out, err = _shot(capsys, tmp_path, saved, "--merges", 3)
    assert "note:" not in err


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("nope.json", None, "cannot read (No such file or directory)"),
        ("bad.json", b"garbage\n", "neither a saved run"),
    ],
)
def test_beside_that_cannot_be_read_stops_the_screenshot(
    qapp, capsys, tmp_path, abcd, name, content, reason
):
    beside = tmp_path / name
    if content is not None:
        beside.write_bytes(content)
    code, out, err = _shot(capsys, tmp_path, abcd, "--merges", 2, "--beside", beside)
    # no one reads the status bar of a picture: one line naming the file, exit 2
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and name in err and reason in err
    assert not (tmp_path / "shot.png").exists()


def test_first_screenshot_shows_the_last_round_with_its_candidates(
    qapp, capsys, tmp_path, abcd, monkeypatch
):
    """Without --round the picture is of the last round (stage k - 1): the last stage has
    no round to count, so its candidates pane would be empty."""
    from bpe_viewer.qt.main_window import MainWindow

    seen = {}
    grab = MainWindow.grab

    def recording_grab(self, *args):
        seen["stage"] = self.round_cursor.value
        seen["candidates"] = self.candidates_model.rowCount()
        return grab(self, *args)

    monkeypatch.setattr(MainWindow, "grab", recording_grab)
    code, out, _err = _shot(capsys, tmp_path, abcd, "--merges", 3)
    assert code == 0 and out.endswith("(stage 2 of 3)\n")
    # ABCDCDABCDCDE after the rules (C,D) and (A,B) (docs/rules.md s2): the pairs of
    # stage 2 are (AB,CD) x2, (CD,CD) x2, (CD,AB) x1 and (CD,E) x1.
    assert seen["stage"] == 2 and seen["candidates"] == 4
    code, out, _err = _shot(capsys, tmp_path, abcd, "--merges", 3, "--round", -1)
    assert out.endswith("(stage 3 of 3)\n") and seen["stage"] == 3  # -1: the last stage
