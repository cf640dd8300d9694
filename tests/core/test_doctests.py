"""The examples in the core's docstrings run and print what they say."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import bpe_viewer.core

MODULES = sorted(
    m.name for m in pkgutil.walk_packages(bpe_viewer.core.__path__, "bpe_viewer.core.")
)


@pytest.mark.parametrize("name", ["bpe_viewer.core", *MODULES])
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_the_examples_exist():
    attempted = sum(
        doctest.testmod(importlib.import_module(n), report=False).attempted for n in MODULES
    )
    assert attempted >= 10
