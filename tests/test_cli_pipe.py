"""A command whose reader closes the pipe early stops quietly (no traceback)."""

from __future__ import annotations

import random
import subprocess
import sys

from bpe_viewer.cli import main


def test_closed_pipe_gives_no_traceback(tmp_path):
    corpus = tmp_path / "c.bin"
    corpus.write_bytes(random.Random(0).randbytes(60_000))
    runs = []
    for tie in ("smallest", "largest"):
        out = tmp_path / f"{tie}.json"
        argv = ["train", str(corpus), "--merges", "3000", "--tie", tie, "--format", "json"]
        assert main([*argv, "-o", str(out)]) == 0
        runs.append(str(out))
    # Thousands of token lines are far more than a pipe holds, so the writer meets the
    # closed end, as `bpe-viewer diff A B | head -1` does.
    cmd = [sys.executable, "-m", "bpe_viewer", "diff", *runs]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.readline()
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err
    assert proc.returncode in (0, 141)
