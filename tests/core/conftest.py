"""The trainer's two paths: the compiled kernel and pure Python (docs/rules.md s9).

Tests that take ``trainer_path`` run once on each. The kernel case is skipped when the
kernel is not built (or ``BPE_VIEWER_PURE_PYTHON=1`` turns it off), except under CI
without that variable, where CI builds it and a missing kernel is a failure.
"""

from __future__ import annotations

import os

import pytest

from bpe_viewer.core import kernel
from bpe_viewer.core import validate as validate_module


@pytest.fixture(params=["kernel", "pure Python"])
def trainer_path(request, monkeypatch):
    """Which trainer runs: ``"kernel"`` (the compiled one) or ``"pure Python"``."""
    if request.param == "kernel":
        if kernel.KERNEL is None:
            pure = os.environ.get(kernel.PURE_PYTHON_VARIABLE) == "1"
            if os.environ.get("CI") and not pure:
                pytest.fail("the compiled kernel is not built (pip install . with a C compiler)")
            pytest.skip("the compiled kernel is not built or is turned off")
    else:
        monkeypatch.setattr(kernel, "KERNEL", None)
    return request.param


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The source named by every validation of a loaded run, in order."""
    calls: list[str] = []
    check = validate_module._Checker.check

    def counting(self: validate_module._Checker) -> None:
        calls.append(self.source)
        check(self)

    monkeypatch.setattr(validate_module._Checker, "check", counting)
    return calls
