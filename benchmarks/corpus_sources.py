"""Real multilingual benchmark text from Debian packages, one document per entry.

Two named corpora, both built deterministically by :func:`build_corpus`:

``debian`` (the default; every figure quoted for 100 KB to 10 MB uses it)
    English fortunes, Russian fortunes, Chinese poems (fortunes-zh), the Jargon File and
    the Japanese Debian Reference, about 9.1 MB of distinct text. Install with::

        apt-get install fortunes fortunes-ru fortunes-zh jargon-text debian-reference-ja

    Fortune files are split on ``%`` lines; the two long texts on blank lines (one
    document per paragraph). Sizes above the sources' total repeat documents.

``debian-wide`` (for 100 MB)
    The ``debian`` sources plus text in about thirty languages, about 114 MB of distinct
    documents in all, so 100 MB of it repeats nothing. Install also::

        apt-get install debian-handbook python3.11-doc \\
            debian-reference-de debian-reference-en debian-reference-es \\
            debian-reference-fr debian-reference-id debian-reference-it \\
            debian-reference-pt debian-reference-pt-br debian-reference-zh-cn \\
            debian-reference-zh-tw maint-guide-de maint-guide-es maint-guide-fr \\
            maint-guide-it maint-guide-ja maint-guide-ru \\
            manpages-cs manpages-da manpages-de manpages-el manpages-es manpages-fi \\
            manpages-fr manpages-hu manpages-id manpages-it manpages-ja manpages-nl \\
            manpages-pl manpages-pt-br manpages-ro manpages-ru manpages-sv \\
            manpages-tr manpages-uk manpages-vi manpages-zh \\
            fortunes-de fortunes-it fortunes-es fortunes-pl fortunes-cs fortunes-bg \\
            fortunes-eo fortunes-ga \\
            wamerican wngerman wfrench wspanish witalian wportuguese wpolish \\
            wswedish wdutch wukrainian wbulgarian wcatalan

    The Debian Administrator's Handbook in its 26 translations and the New Maintainers'
    Guide in six (HTML: one document per paragraph, list item, heading or preformatted
    block), the Debian Reference in eleven languages and the Python 3.11
    documentation's reStructuredText sources (one document per blank-line paragraph),
    the translated manual pages in 21 languages (roff: one document per paragraph, the
    formatting requests and escapes removed), fortunes in eight more languages, and
    dictionary word lists (one document per 200 consecutive words, one word a line,
    at most 2 MB of each list). Every document is valid UTF-8 with no blank line inside
    (so a file of documents separated by blank lines reads back with ``--unit
    paragraph`` exactly), and no document appears twice. The source that has given the
    fewest bytes so far gives the next document, so each gives about as much as the
    others until it runs out. Beyond the distinct total the corpus repeats with
    variation: each further pass reshuffles the documents, pairs them, and shuffles the
    sentences (or lines) of each pair into a new document.

Missing sources are skipped and reported.
"""

from __future__ import annotations

import gzip
import heapq
import random
import re
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path

FORTUNES = Path("/usr/share/games/fortunes")
SOURCES = {
    "fortunes (en)": [
        FORTUNES / n
        for n in (
            "fortunes",
            "literature",
            "people",
            "science",
            "computers",
            "wisdom",
            "humorists",
            "linux",
        )
    ],
    "fortunes-ru": sorted((FORTUNES / "ru").glob("*")) if (FORTUNES / "ru").is_dir() else [],
    "fortunes-zh": [FORTUNES / n for n in ("chinese", "song100", "tang300")],
    "jargon-text": [Path("/usr/share/doc/jargon-text/jargon.txt.gz")],
    "debian-reference-ja": [Path("/usr/share/debian-reference/debian-reference.ja.txt.gz")],
}
CORPORA = ("debian", "debian-wide")

HANDBOOK = Path("/usr/share/doc/debian-handbook/html")
REFERENCE = Path("/usr/share/debian-reference")
PYTHON_DOC = Path("/usr/share/doc/python3.11/html/_sources")
DICT = Path("/usr/share/dict")
#: Word lists (file name under /usr/share/dict) of the wide corpus.
WORD_LISTS = (
    "american-english",
    "ngerman",
    "french",
    "spanish",
    "italian",
    "portuguese",
    "polish",
    "swedish",
    "dutch",
    "ukrainian",
    "bulgarian",
    "catalan",
)
WORD_LIST_CAP = 2_000_000
WORDS_PER_DOCUMENT = 200
MAN = Path("/usr/share/man")
#: Translated manual pages (folder under /usr/share/man) of the wide corpus.
MAN_LANGUAGES = (
    "cs", "da", "de", "el", "es", "fi", "fr", "hu", "id", "it", "ja", "nl", "pl", "pt_BR",
    "ro", "ru", "sv", "tr", "uk", "vi", "zh_CN",
)  # fmt: skip
#: Fortune folders (under /usr/share/games/fortunes) of the wide corpus, besides ru.
FORTUNE_LANGUAGES = ("bg", "cs", "de", "eo", "es", "ga", "it", "pl")


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def _split(path: Path, data: bytes) -> list[bytes]:
    if path.suffix == ".gz":
        parts = [p.strip(b"\n") for p in data.split(b"\n\n")]
    else:
        parts = [p.strip(b"\n") for p in data.split(b"\n%\n")]
    return [p for p in parts if p]


def load_documents() -> tuple[dict[str, list[bytes]], list[str]]:
    """Documents per source of the ``debian`` corpus, and the names of missing sources."""
    found: dict[str, list[bytes]] = {}
    missing: list[str] = []
    for name, paths in SOURCES.items():
        docs: list[bytes] = []
        for path in paths:
            if path.is_file() and not path.name.endswith((".dat", ".u8")):
                docs.extend(_split(path, _read(path)))
        if docs:
            found[name] = docs
        else:
            missing.append(name)
    return found, missing


def _text(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


_BLOCKS = {
    "p", "li", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dt", "dd",
    "div", "title", "tr", "table", "blockquote", "br", "ul", "ol", "dl",
}  # fmt: skip


class _Paragraphs(HTMLParser):
    """Text of an HTML page, one string per block element; scripts and styles skipped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self._buf: list[str] = []
        self._skip = 0
        self._pre = 0

    def _flush(self) -> None:
        text = "".join(self._buf)
        self._buf = []
        if not self._pre:
            text = " ".join(text.split())
        self.out.append(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        elif tag in _BLOCKS:
            self._flush()
            if tag == "pre":
                self._pre += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)
        elif tag in _BLOCKS:
            self._flush()
            if tag == "pre":
                self._pre = max(0, self._pre - 1)

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self._buf.append(data)


def _html_documents(paths: list[Path]) -> list[bytes]:
    docs: list[bytes] = []
    for path in paths:
        parser = _Paragraphs()
        parser.feed(_text(path.read_bytes()))
        parser.close()
        parser._flush()
        docs.extend(t.encode("utf-8") for t in parser.out)
    return docs


def _paragraph_documents(paths: list[Path]) -> list[bytes]:
    docs: list[bytes] = []
    for path in paths:
        text = _text(_read(path)).replace("\r", "")
        docs.extend(p.encode("utf-8") for p in re.split(r"\n[ \t]*\n", text))
    return docs


def _fortune_documents(paths: list[Path]) -> list[bytes]:
    docs: list[bytes] = []
    for path in paths:
        if path.is_file() and not path.name.endswith((".dat", ".u8")):
            docs.extend(p.encode("utf-8") for p in _text(path.read_bytes()).split("\n%\n"))
    return docs


def _word_documents(path: Path) -> list[bytes]:
    words = _text(path.read_bytes()).split("\n")
    docs: list[bytes] = []
    total = 0
    for i in range(0, len(words), WORDS_PER_DOCUMENT):
        doc = "\n".join(words[i : i + WORDS_PER_DOCUMENT]).encode("utf-8")
        docs.append(doc)
        total += len(doc)
        if total >= WORD_LIST_CAP:
            break
    return docs


_ROFF_TEXT_MACROS = {"SH", "SS", "B", "I", "BI", "BR", "IB", "IR", "RB", "RI", "SM", "SB"}
_ROFF_BREAKS = {"SH", "SS", "PP", "P", "LP", "TP", "IP", "HP", "TH", "RS", "RE", "nf", "fi", "sp"}
_ROFF_ESCAPE = re.compile(
    r"\\f(?:\[[^]]*\]|\(..|.)|\\\*(?:\[[^]]*\]|\(..|.)|\\s[-+]?\d+|\\[&/,:%|^]"
)
_ROFF_NAMED = {
    "-": "-", "e": "\\", " ": " ", "~": " ", "(em": "\u2014", "(en": "\u2013", "(aq": "'",
    "(dq": '"', "(lq": "\u201c", "(rq": "\u201d", "(co": "\u00a9", "(bu": "\u2022",
}  # fmt: skip


def _roff_line(line: str) -> str:
    line = _ROFF_ESCAPE.sub("", line)
    line = re.sub(r"\\(\(..|[-e ~])", lambda m: _ROFF_NAMED.get(m.group(1), ""), line)
    return line


def _man_documents(paths: list[Path]) -> list[bytes]:
    """Text of roff manual pages, one document per paragraph (between .PP, .SH, ...)."""
    docs: list[bytes] = []
    for path in paths:
        try:
            text = _text(_read(path))
        except (OSError, EOFError, gzip.BadGzipFile):
            continue
        current: list[str] = []
        for line in text.split("\n"):
            if line.startswith((".", "'")):
                macro, _, rest = line[1:].strip().partition(" ")
                if macro in _ROFF_BREAKS and current:
                    docs.append("\n".join(current).encode("utf-8"))
                    current = []
                if macro in _ROFF_TEXT_MACROS and rest:
                    current.append(_roff_line(rest.replace('"', "")))
            elif line.strip():
                current.append(_roff_line(line))
        if current:
            docs.append("\n".join(current).encode("utf-8"))
    return docs


def _files(folder: Path, pattern: str) -> list[Path]:
    return sorted(p for p in folder.glob(pattern) if p.is_file()) if folder.is_dir() else []


def _wide_sources() -> dict[str, Callable[[], list[bytes]]]:
    """The wide corpus's extra sources: name -> loader of its documents."""
    sources: dict[str, Callable[[], list[bytes]]] = {}
    langs = sorted(p.name for p in HANDBOOK.iterdir()) if HANDBOOK.is_dir() else []
    for lang in langs:
        sources[f"debian-handbook {lang}"] = lambda lang=lang: _html_documents(
            _files(HANDBOOK / lang, "*.html")
        )
    for lang in ("de", "en", "es", "fr", "id", "it", "pt", "pt-br", "zh-cn", "zh-tw"):
        path = REFERENCE / f"debian-reference.{lang}.txt.gz"
        sources[f"debian-reference-{lang}"] = lambda path=path: _paragraph_documents(
            [path] if path.is_file() else []
        )
    for lang in ("de", "es", "fr", "it", "ja", "ru"):
        folder = Path(f"/usr/share/doc/maint-guide-{lang}/html")
        sources[f"maint-guide-{lang}"] = lambda folder=folder: _html_documents(
            _files(folder, "*.html")
        )
    sources["python3.11-doc"] = lambda: _paragraph_documents(_files(PYTHON_DOC, "**/*.txt"))
    for lang in FORTUNE_LANGUAGES:
        folder = FORTUNES / lang
        sources[f"fortunes-{lang}"] = lambda folder=folder: _fortune_documents(_files(folder, "*"))
    for lang in MAN_LANGUAGES:
        folder = MAN / lang
        sources[f"manpages-{lang}"] = lambda folder=folder: _man_documents(
            _files(folder, "man*/*.gz")
        )
    for name in WORD_LISTS:
        path = DICT / name
        sources[f"words {name}"] = lambda path=path: _word_documents(path) if path.is_file() else []
    return sources


def _clean(doc: bytes) -> bytes:
    """The document without carriage returns, blank lines or surrounding blank space."""
    lines = doc.replace(b"\r", b"").split(b"\n")
    return b"\n".join(line for line in lines if line.strip(b" \t")).strip()


def load_wide_documents() -> tuple[dict[str, list[bytes]], list[str]]:
    """Documents per source of the ``debian-wide`` corpus, and the missing sources.

    Every document is cleaned (:func:`_clean`), valid UTF-8 and seen once across all
    sources (a later duplicate is dropped); empty documents are dropped.
    """
    classic, missing = load_documents()
    raw: dict[str, list[bytes]] = {
        name: [_text(d).encode("utf-8") for d in docs] for name, docs in classic.items()
    }
    for name, load in _wide_sources().items():
        docs = load()
        if docs:
            raw[name] = docs
        else:
            missing.append(name)
    seen: set[bytes] = set()
    found: dict[str, list[bytes]] = {}
    for name in sorted(raw):
        kept = []
        for doc in raw[name]:
            doc = _clean(doc)
            if doc and doc not in seen:
                seen.add(doc)
                kept.append(doc)
        if kept:
            found[name] = kept
    return found, missing


# Sentence and line ends: after . ! ? and spaces, at a line break, after U+3002 (。).
_SENTENCE_END = re.compile(rb"(?<=[.!?])[ \t]+|\n|(?<=\xe3\x80\x82)")


def _varied(docs: list[bytes], rng: random.Random) -> Iterator[bytes]:
    """Endless new documents from ``docs``: each pass reshuffles the documents, pairs
    neighbours, and shuffles the sentences (or lines) of each pair into one document."""
    order = list(range(len(docs)))
    while True:
        rng.shuffle(order)
        for i in range(0, len(order) - 1, 2):
            units = [
                u.strip()
                for j in order[i : i + 2]
                for u in _SENTENCE_END.split(docs[j])
                if u.strip()
            ]
            rng.shuffle(units)
            sep = b"\n" if rng.random() < 0.5 else b" "
            yield sep.join(units)


def _build_wide(size: int, seed: int) -> list[bytes]:
    found, _ = load_wide_documents()
    if not found:
        raise RuntimeError("no benchmark text found; install the Debian packages listed above")
    rng = random.Random(seed)
    pools: dict[str, list[bytes]] = {}
    for name in sorted(found):
        docs = list(found[name])
        rng.shuffle(docs)
        pools[name] = docs
    # The source that has given the fewest bytes so far gives the next document.
    heap = [(0, name, 0) for name in sorted(pools)]
    heapq.heapify(heap)
    out: list[bytes] = []
    total = 0
    while heap and total < size:
        taken, name, index = heapq.heappop(heap)
        doc = pools[name][index]
        out.append(doc)
        total += len(doc)
        if index + 1 < len(pools[name]):
            heapq.heappush(heap, (taken + len(doc), name, index + 1))
    if total < size:
        distinct = list(out)
        for doc in _varied(distinct, rng):
            out.append(doc)
            total += len(doc)
            if total >= size:
                break
    return out


def build_corpus(size: int, seed: int = 0, corpus: str = "debian") -> list[bytes]:
    """About ``size`` bytes of documents of the named corpus (see the module docstring).

    ``debian``: documents drawn round-robin from every source, sources shuffled once with
    ``seed``; when all are used up they are reused (documents repeat), which only
    happens for sizes above the sources' total (about 9.1 MB). ``debian-wide``: distinct
    documents balanced by bytes across its sources, then variations of them.

    The same ``size``, ``seed`` and installed packages give the same documents.

    Raises:
        RuntimeError: when no source is installed.
        ValueError: for an unknown corpus name.
    """
    if corpus == "debian-wide":
        return _build_wide(size, seed)
    if corpus != "debian":
        raise ValueError(f"unknown corpus {corpus!r}; choose from {', '.join(CORPORA)}")
    found, _ = load_documents()
    if not found:
        raise RuntimeError("no benchmark text found; install the Debian packages listed above")
    rng = random.Random(seed)
    pools = []
    for name in sorted(found):
        docs = list(found[name])
        rng.shuffle(docs)
        pools.append(docs)
    out: list[bytes] = []
    total = 0
    i = 0
    while total < size:
        pool = pools[i % len(pools)]
        doc = pool[(i // len(pools)) % len(pool)]
        out.append(doc)
        total += len(doc)
        i += 1
    return out
