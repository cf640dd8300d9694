"""Build of the optional compiled kernel (bpe_viewer/core/_kernel.c); everything else is
in pyproject.toml.

The extension is optional: where no C compiler works (or ``CC=false``), setuptools says
so and installs the package without it, and the trainer runs in pure Python
(bpe_viewer/core/kernel.py says which one runs).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "bpe_viewer.core._kernel",
            sources=["bpe_viewer/core/_kernel.c"],
            optional=True,
        )
    ]
)
