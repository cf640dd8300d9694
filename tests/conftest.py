"""Fixtures shared by every test folder: where the shared corpora are.

The corpora used for worked values live beside the checkout, in
``../shared/corpora/<name>`` (``learn_llm``: the bilingual corpus of docs/rules.md s2;
``cs336``: the course fixture of docs/rules.md s3.2). A test that needs one asks for its
fixture (``learn_llm_corpus``, ``cs336_corpus``) and is marked ``shared_corpus``. When
the folder is absent the test is skipped with a reason naming where to put it, except
when the environment variable ``CI`` is set: there its absence fails the test.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_CORPORA = REPO.parent / "shared" / "corpora"

_FIXTURES = {"learn_llm_corpus": "learn_llm", "cs336_corpus": "cs336"}


def shared_corpus(name: str) -> Path:
    """The folder ``../shared/corpora/<name>``; skips (fails under ``CI``) when absent."""
    folder = SHARED_CORPORA / name
    if folder.is_dir():
        return folder
    if os.environ.get("CI"):
        pytest.fail(f"CI: the shared corpus {name!r} is missing: expected the folder {folder}")
    pytest.skip(
        f"needs the shared corpus {name!r}: put the shared/ folder beside the checkout ({folder})"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if any(f in _FIXTURES for f in getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.shared_corpus)


@pytest.fixture(scope="session")
def learn_llm_corpus() -> Path:
    """``../shared/corpora/learn_llm``: tiny-bilingual-corpus.json and splits.json."""
    return shared_corpus("learn_llm")


@pytest.fixture(scope="session")
def cs336_corpus() -> Path:
    """``../shared/corpora/cs336``: corpus.en and the 243-merge reference table."""
    return shared_corpus("cs336")


@pytest.fixture(scope="session")
def learn_llm_json(learn_llm_corpus: Path) -> Path:
    """The learn_llm corpus file (a JSON array of documents)."""
    return learn_llm_corpus / "tiny-bilingual-corpus.json"


@pytest.fixture(scope="session")
def learn_llm_splits(learn_llm_corpus: Path) -> Path:
    """The learn_llm split manifest."""
    return learn_llm_corpus / "splits.json"


@pytest.fixture(scope="session")
def sentencepiece_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small SentencePiece BPE model (default nmt_nfkc normalizer, no byte fallback),
    trained by ``sentencepiece`` itself on English, Russian and Japanese sentences."""
    spm = pytest.importorskip("sentencepiece")
    import io

    sentences = [
        "the quick brown fox jumps over the lazy dog",
        "hello world привет мир",
        "東京は日本の首都です",
    ]
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(
            [f"{sentences[i % 3]} {sentences[(i * 7 + 1) % 3]}" for i in range(300)]
        ),
        model_writer=out,
        vocab_size=120,
        model_type="bpe",
        minloglevel=2,
    )
    path = tmp_path_factory.mktemp("sentencepiece") / "sp.model"
    path.write_bytes(out.getvalue())
    return path
