"""Fixtures shared by every test folder: where the shared corpora are.

The corpora used for worked values live beside the checkout, in
``../shared/corpora/<name>`` (``learn_llm``: the bilingual corpus of docs/rules.md s2;
``cs336``: the course fixture of docs/rules.md s3.2). A test that needs one asks for its
fixture (``learn_llm_corpus``, ``cs336_corpus``) and is marked ``shared_corpus``. When
the folder is absent the test is skipped with a reason naming where to put it, except
when the environment variable ``CI`` is set: there its absence fails the test.

The window tests lay text out in a default font family the tests choose, never the
machine's: before any QApplication exists, ``FONTCONFIG_FILE`` points at
``tests/fonts/<name>/fonts.conf`` (a self-contained fontconfig file that reads only the
installed font files). ``BPE_TEST_FONT`` picks the family: ``dejavu`` (DejaVu Sans, the
default), ``noto`` (Noto Sans), ``liberation`` (Liberation Sans), or ``system`` (the
machine's own font settings). When the chosen family is not installed the machine's
settings are used instead (under ``CI`` that fails the run); the test header says which.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_CORPORA = REPO.parent / "shared" / "corpora"
TEST_FONTS_DIR = REPO / "tests" / "fonts"

# BPE_TEST_FONT value -> (default sans family, the Debian package that holds it)
TEST_FONTS = {
    "dejavu": ("DejaVu Sans", "fonts-dejavu-core"),
    "noto": ("Noto Sans", "fonts-noto-core"),
    "liberation": ("Liberation Sans", "fonts-liberation2"),
}
DEFAULT_TEST_FONT = "dejavu"


def fontconfig_family_installed(conf: Path, family: str) -> bool | None:
    """Whether fontconfig, configured by the file ``conf``, lists a font of ``family``
    (family names compare as fontconfig compares them: case and blanks ignored).

    Returns None when the fontconfig library cannot be loaded (a platform whose Qt does
    not use fontconfig)."""
    name = ctypes.util.find_library("fontconfig") or "libfontconfig.so.1"
    try:
        fc = ctypes.CDLL(name)
    except OSError:
        return None
    fc.FcConfigCreate.restype = ctypes.c_void_p
    fc.FcConfigParseAndLoad.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    fc.FcConfigBuildFonts.argtypes = [ctypes.c_void_p]
    fc.FcPatternCreate.restype = ctypes.c_void_p
    fc.FcPatternAddString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p]
    fc.FcObjectSetBuild.restype = ctypes.c_void_p
    fc.FcFontList.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    fc.FcFontList.restype = ctypes.POINTER(ctypes.c_int)  # FcFontSet*: nfont comes first
    for destroy in (fc.FcFontSetDestroy, fc.FcObjectSetDestroy, fc.FcPatternDestroy):
        destroy.argtypes = [ctypes.c_void_p]
    fc.FcConfigDestroy.argtypes = [ctypes.c_void_p]
    config = fc.FcConfigCreate()
    try:
        if not fc.FcConfigParseAndLoad(config, str(conf).encode(), 1):
            return False
        fc.FcConfigBuildFonts(config)
        pattern = fc.FcPatternCreate()
        fc.FcPatternAddString(pattern, b"family", family.encode())
        objects = fc.FcObjectSetBuild(b"family", None)
        fonts = fc.FcFontList(config, pattern, objects)
        found = bool(fonts) and fonts[0] > 0
        if fonts:
            fc.FcFontSetDestroy(fonts)
        fc.FcObjectSetDestroy(objects)
        fc.FcPatternDestroy(pattern)
        return found
    finally:
        fc.FcConfigDestroy(config)


def choose_test_font(environ: dict[str, str] | os._Environ[str]) -> tuple[str, str | None]:
    """Set ``FONTCONFIG_FILE`` in ``environ`` for the family ``BPE_TEST_FONT`` names.

    Returns (the one-line description for the test header, an error or None). The error
    is set for an unknown name, and for a family that is not installed when ``CI`` is
    set; without ``CI`` a missing family leaves the machine's font settings in place."""
    name = environ.get("BPE_TEST_FONT", DEFAULT_TEST_FONT).strip().lower() or DEFAULT_TEST_FONT
    choices = "|".join([*TEST_FONTS, "system"])
    if name == "system":
        return "fonts: the machine's font settings (BPE_TEST_FONT=system)", None
    if name not in TEST_FONTS:
        return "", f"BPE_TEST_FONT={name!r} is not one of {choices}"
    family, package = TEST_FONTS[name]
    conf = TEST_FONTS_DIR / name / "fonts.conf"
    installed = fontconfig_family_installed(conf, family)
    if installed is None:
        return f"fonts: the platform's own (no fontconfig library; {family} not enforced)", None
    if not installed:
        missing = f"{family} is not installed (Debian package {package})"
        if environ.get("CI"):
            return "", f"CI: {missing}"
        return f"fonts: the machine's font settings, because {missing}", None
    environ["FONTCONFIG_FILE"] = str(conf)
    return (
        f"fonts: {family} as the default family ({conf.relative_to(REPO)}; "
        f"BPE_TEST_FONT={choices} picks another)",
        None,
    )


# Before any QApplication exists (fontconfig reads its file once, when Qt starts it).
FONT_HEADER, FONT_ERROR = choose_test_font(os.environ)


def pytest_configure(config: pytest.Config) -> None:
    if FONT_ERROR:
        raise pytest.UsageError(FONT_ERROR)


@pytest.fixture
def font_setup() -> SimpleNamespace:
    """The tests' font choice: ``fonts`` (TEST_FONTS), ``folder`` (tests/fonts) and
    ``choose`` (choose_test_font)."""
    return SimpleNamespace(fonts=TEST_FONTS, folder=TEST_FONTS_DIR, choose=choose_test_font)


def pytest_report_header(config: pytest.Config) -> str:
    return FONT_HEADER


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    # The header is hidden under -q (the project's default); the summary is not.
    terminalreporter.write_line(FONT_HEADER)


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


@pytest.fixture
def cutting_spy(monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    """A machine for the choice of how many processes cut a corpus into pieces: every
    corpus counts as large, the cutting is done here and records how many processes
    were asked for (``asked``), the machine's cores are ``cores`` (four unless the test
    sets others) and its one-minute load average ``load``, the only measure of busy
    cores it has (no /proc/loadavg)."""
    from bpe_viewer.core import piece_layout

    machine = SimpleNamespace(asked=[], load=0.0, cores={0, 1, 2, 3})

    def spy(datas, specials, pretokenizer, workers, total):
        machine.asked.append(workers)
        return piece_layout.number_pieces(datas, specials, pretokenizer)

    monkeypatch.setattr(piece_layout, "PARALLEL_SPLIT_BYTES", 1)
    monkeypatch.setattr(piece_layout, "_number_pieces_in_processes", spy)
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: machine.cores, raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (machine.load, 0.0, 0.0))
    monkeypatch.setattr(piece_layout, "RUNNABLE_FILE", "/nonexistent")
    return machine
